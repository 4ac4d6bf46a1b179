import Kumiki
import ShowcaseDomain

/// `POST /minne/shop/free_shipping`: registers a first setting.
public struct POSTFreeShippingSettingEndpoint: Endpoint {
    /// The body is ignored.
    public typealias Success = Void
    /// The setting to register.
    public let freeShippingSetting: FreeShippingSetting

    /// Creates the endpoint.
    public init(freeShippingSetting: FreeShippingSetting) {
        self.freeShippingSetting = freeShippingSetting
    }

    /// `POST`.
    public var method: HTTPMethod { .post }
    /// `/minne/shop/free_shipping`.
    public var path: String { "/minne/shop/free_shipping" }
    /// `{"amount": …}`.
    public var body: (any Encodable & Sendable)? { freeShippingSetting }
}
