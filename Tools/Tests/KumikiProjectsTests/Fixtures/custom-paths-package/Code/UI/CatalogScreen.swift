import CatalogCore

public struct CatalogScreen {
    public init() {}
}
