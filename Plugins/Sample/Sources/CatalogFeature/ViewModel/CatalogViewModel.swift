import Foundation

/// A clean ViewModel: Foundation only.
public final class CatalogViewModel {
    public private(set) var titles: [String] = []

    public init() {}
}
