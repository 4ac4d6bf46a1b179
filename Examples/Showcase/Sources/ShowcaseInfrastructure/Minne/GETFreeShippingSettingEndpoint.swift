import Foundation
import Kumiki
import ShowcaseDomain

/// `GET /minne/shop/free_shipping`: the setting, or 404 when none is set.
public struct GETFreeShippingSettingEndpoint: Endpoint {
    /// The setting.
    public typealias Success = FreeShippingSetting

    /// Creates the endpoint.
    public init() {}

    /// `/minne/shop/free_shipping`.
    public var path: String { "/minne/shop/free_shipping" }
}
