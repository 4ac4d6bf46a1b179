import Kumiki
import ShowcaseDomain

/// `PUT /minne/shop/free_shipping`: replaces the setting.
public struct PUTFreeShippingSettingEndpoint: Endpoint {
    /// No content.
    public typealias Success = Void
    /// The new setting.
    public let freeShippingSetting: FreeShippingSetting

    /// Creates the endpoint.
    public init(freeShippingSetting: FreeShippingSetting) {
        self.freeShippingSetting = freeShippingSetting
    }

    /// `PUT`.
    public var method: HTTPMethod { .put }
    /// `/minne/shop/free_shipping`.
    public var path: String { "/minne/shop/free_shipping" }
    /// `{"amount": …}`.
    public var body: (any Encodable & Sendable)? { freeShippingSetting }
}
