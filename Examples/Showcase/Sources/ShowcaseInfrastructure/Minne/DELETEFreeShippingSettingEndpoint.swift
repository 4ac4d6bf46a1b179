import Kumiki

/// `DELETE /minne/shop/free_shipping`: releases the setting.
public struct DELETEFreeShippingSettingEndpoint: Endpoint {
    /// No content.
    public typealias Success = Void

    /// Creates the endpoint.
    public init() {}

    /// `DELETE`.
    public var method: HTTPMethod { .delete }
    /// `/minne/shop/free_shipping`.
    public var path: String { "/minne/shop/free_shipping" }
}
