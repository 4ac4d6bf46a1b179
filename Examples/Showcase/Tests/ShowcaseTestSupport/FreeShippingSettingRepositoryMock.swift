import Foundation
import Kumiki
import ShowcaseDomain

/// A hand-written mock of the free-shipping repository with the member names of
/// Sourcery's AutoMockable (`…ReturnValue`, `…CallsCount`, `…Received…`), as the
/// minne's free-shipping rewrite's tests use it.
package final class FreeShippingSettingRepositoryMock: FreeShippingSettingRepositoryProtocol, @unchecked Sendable {
    /// Creates the double, answering nothing until told to.
    package init() {}

    package var freeShippingSettingSubject = CurrentValueSubject<FreeShippingSetting?, Never>(nil)
    package var freeShippingSetting: AnyPublisher<FreeShippingSetting?, Never> { freeShippingSettingSubject.eraseToAnyPublisher() }

    package var getFreeShippingSettingCallsCount = 0
    package var getFreeShippingSettingReturnValue: RepositoryPublisher<FreeShippingSetting> = Empty().eraseToAnyPublisher()
    package func getFreeShippingSetting() -> RepositoryPublisher<FreeShippingSetting> {
        getFreeShippingSettingCallsCount += 1
        return getFreeShippingSettingReturnValue
    }

    package var registerFreeShippingSettingCallsCount = 0
    package var registerFreeShippingSettingReceivedSetting: FreeShippingSetting?
    package var registerFreeShippingSettingReturnValue: RepositoryPublisher<Void> = Empty().eraseToAnyPublisher()
    package func registerFreeShippingSetting(_ setting: FreeShippingSetting) -> RepositoryPublisher<Void> {
        registerFreeShippingSettingCallsCount += 1
        registerFreeShippingSettingReceivedSetting = setting
        return registerFreeShippingSettingReturnValue
    }

    package var updateFreeShippingSettingCallsCount = 0
    package var updateFreeShippingSettingReceivedSetting: FreeShippingSetting?
    package var updateFreeShippingSettingReturnValue: RepositoryPublisher<Void> = Empty().eraseToAnyPublisher()
    package func updateFreeShippingSetting(_ setting: FreeShippingSetting) -> RepositoryPublisher<Void> {
        updateFreeShippingSettingCallsCount += 1
        updateFreeShippingSettingReceivedSetting = setting
        return updateFreeShippingSettingReturnValue
    }

    package var deleteFreeShippingSettingCallsCount = 0
    package var deleteFreeShippingSettingReturnValue: RepositoryPublisher<Void> = Empty().eraseToAnyPublisher()
    package func deleteFreeShippingSetting() -> RepositoryPublisher<Void> {
        deleteFreeShippingSettingCallsCount += 1
        return deleteFreeShippingSettingReturnValue
    }
}

/// Canned repository answers, named as in minne's tests.
package enum RepositoryAnswers {
    package static func found(_ amount: Int) -> RepositoryPublisher<FreeShippingSetting> {
        Just(FreeShippingSetting(amount: amount)).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }

    package static var notFound: RepositoryPublisher<FreeShippingSetting> {
        Fail(error: .network(.notFound)).eraseToAnyPublisher()
    }

    package static var serverError: RepositoryPublisher<FreeShippingSetting> {
        Fail(error: .network(.http(status: 500, body: Data()))).eraseToAnyPublisher()
    }

    package static var success: RepositoryPublisher<Void> {
        Just(()).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }

    package static var failure: RepositoryPublisher<Void> {
        Fail(error: .network(.timeout)).eraseToAnyPublisher()
    }

    /// Answers later, from another queue, as a real repository does.
    package static func later<T: Sendable>(_ publisher: RepositoryPublisher<T>) -> RepositoryPublisher<T> {
        // A serial queue: a concurrent one may run the delayed completion before the value and drop it.
        publisher.delay(for: .milliseconds(20), scheduler: DispatchQueue(label: "FreeShippingSettingRepositoryMock")).eraseToAnyPublisher()
    }
}
