import Kumiki
import ShowcaseDomain

/// Sends the free-shipping setting's requests (minne's free-shipping rewrite's Requester).
public protocol FreeShippingSettingRequesterProtocol: Sendable {
    /// `GET`; fails with `.notFound` when none is set.
    func getFreeShippingSetting() -> NetworkPublisher<FreeShippingSetting>
    /// `POST`.
    func postFreeShippingSetting(_ freeShippingSetting: FreeShippingSetting) -> NetworkPublisher<Void>
    /// `PUT`.
    func putFreeShippingSetting(_ freeShippingSetting: FreeShippingSetting) -> NetworkPublisher<Void>
    /// `DELETE`.
    func deleteFreeShippingSetting() -> NetworkPublisher<Void>
}
