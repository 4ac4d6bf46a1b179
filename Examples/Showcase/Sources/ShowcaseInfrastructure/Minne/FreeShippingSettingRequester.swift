import Kumiki
import ShowcaseDomain

/// The free-shipping requests through an ``Kumiki/APIClientProtocol``.
public struct FreeShippingSettingRequester: FreeShippingSettingRequesterProtocol {
    private let apiClient: any APIClientProtocol

    /// Creates a requester sending through `apiClient`.
    public init(apiClient: any APIClientProtocol) {
        self.apiClient = apiClient
    }

    /// `GET /minne/shop/free_shipping`.
    public func getFreeShippingSetting() -> NetworkPublisher<FreeShippingSetting> {
        apiClient.request(GETFreeShippingSettingEndpoint())
    }

    /// `POST /minne/shop/free_shipping`.
    public func postFreeShippingSetting(_ freeShippingSetting: FreeShippingSetting) -> NetworkPublisher<Void> {
        apiClient.request(POSTFreeShippingSettingEndpoint(freeShippingSetting: freeShippingSetting))
    }

    /// `PUT /minne/shop/free_shipping`.
    public func putFreeShippingSetting(_ freeShippingSetting: FreeShippingSetting) -> NetworkPublisher<Void> {
        apiClient.request(PUTFreeShippingSettingEndpoint(freeShippingSetting: freeShippingSetting))
    }

    /// `DELETE /minne/shop/free_shipping`.
    public func deleteFreeShippingSetting() -> NetworkPublisher<Void> {
        apiClient.request(DELETEFreeShippingSettingEndpoint())
    }
}
