import Foundation
import Kumiki
import ShowcaseDomain

/// A hand-written mock of the free-shipping repository with the member names of
/// Sourcery's AutoMockable (`…ReturnValue`, `…CallsCount`, `…Received…`), as the
/// seed's tests use it (seed `003_…`).
final class FreeShippingSettingRepositoryMock: FreeShippingSettingRepositoryProtocol, @unchecked Sendable {
    var freeShippingSettingSubject = CurrentValueSubject<FreeShippingSetting?, Never>(nil)
    var freeShippingSetting: AnyPublisher<FreeShippingSetting?, Never> { freeShippingSettingSubject.eraseToAnyPublisher() }

    var getFreeShippingSettingCallsCount = 0
    var getFreeShippingSettingReturnValue: RepositoryPublisher<FreeShippingSetting> = Empty().eraseToAnyPublisher()
    func getFreeShippingSetting() -> RepositoryPublisher<FreeShippingSetting> {
        getFreeShippingSettingCallsCount += 1
        return getFreeShippingSettingReturnValue
    }

    var registerFreeShippingSettingCallsCount = 0
    var registerFreeShippingSettingReceivedSetting: FreeShippingSetting?
    var registerFreeShippingSettingReturnValue: RepositoryPublisher<Void> = Empty().eraseToAnyPublisher()
    func registerFreeShippingSetting(_ setting: FreeShippingSetting) -> RepositoryPublisher<Void> {
        registerFreeShippingSettingCallsCount += 1
        registerFreeShippingSettingReceivedSetting = setting
        return registerFreeShippingSettingReturnValue
    }

    var updateFreeShippingSettingCallsCount = 0
    var updateFreeShippingSettingReceivedSetting: FreeShippingSetting?
    var updateFreeShippingSettingReturnValue: RepositoryPublisher<Void> = Empty().eraseToAnyPublisher()
    func updateFreeShippingSetting(_ setting: FreeShippingSetting) -> RepositoryPublisher<Void> {
        updateFreeShippingSettingCallsCount += 1
        updateFreeShippingSettingReceivedSetting = setting
        return updateFreeShippingSettingReturnValue
    }

    var deleteFreeShippingSettingCallsCount = 0
    var deleteFreeShippingSettingReturnValue: RepositoryPublisher<Void> = Empty().eraseToAnyPublisher()
    func deleteFreeShippingSetting() -> RepositoryPublisher<Void> {
        deleteFreeShippingSettingCallsCount += 1
        return deleteFreeShippingSettingReturnValue
    }
}

/// Canned repository answers, named as in the seed's tests.
enum RepositoryAnswers {
    static func found(_ amount: Int) -> RepositoryPublisher<FreeShippingSetting> {
        Just(FreeShippingSetting(amount: amount)).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }

    static var notFound: RepositoryPublisher<FreeShippingSetting> {
        Fail(error: .network(.notFound)).eraseToAnyPublisher()
    }

    static var serverError: RepositoryPublisher<FreeShippingSetting> {
        Fail(error: .network(.http(status: 500, body: Data()))).eraseToAnyPublisher()
    }

    static var success: RepositoryPublisher<Void> {
        Just(()).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }

    static var failure: RepositoryPublisher<Void> {
        Fail(error: .network(.timeout)).eraseToAnyPublisher()
    }

    /// Answers later, from another queue, as a real repository does.
    static func later<T: Sendable>(_ publisher: RepositoryPublisher<T>) -> RepositoryPublisher<T> {
        publisher.delay(for: .milliseconds(20), scheduler: DispatchQueue.global()).eraseToAnyPublisher()
    }
}
