import Foundation
import KumikiTesting
import Testing

/// A publisher that breaks the Combine contract in one chosen way.
struct WackyPublisher: Publisher {
    typealias Output = Int
    typealias Failure = Never

    enum Misbehaviour: CaseIterable {
        case inputBeforeSubscription
        case completionBeforeSubscription
        case secondSubscription
        case inputAfterCompletion
        case secondCompletion
    }

    let misbehaviour: Misbehaviour

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        switch misbehaviour {
        case .inputBeforeSubscription:
            _ = subscriber.receive(1)
            subscriber.receive(subscription: Subscriptions.empty)
        case .completionBeforeSubscription:
            subscriber.receive(completion: .finished)
            subscriber.receive(subscription: Subscriptions.empty)
        case .secondSubscription:
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(subscription: Subscriptions.empty)
        case .inputAfterCompletion:
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: .finished)
            _ = subscriber.receive(2)
        case .secondCompletion:
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: .finished)
            subscriber.receive(completion: .finished)
        }
    }
}

@Suite("Recorder checks the Combine contract")
struct RecorderContractTests {
    @Test("each broken rule is reported as a test failure naming what happened", arguments: [
        (WackyPublisher.Misbehaviour.inputBeforeSubscription, "unexpected input before subscription"),
        (.completionBeforeSubscription, "unexpected completion before subscription"),
        (.secondSubscription, "already subscribed"),
        (.inputAfterCompletion, "unexpected input after completion"),
        (.secondCompletion, "unexpected completion after completion"),
    ])
    func reportsViolation(_ misbehaviour: WackyPublisher.Misbehaviour, message: String) {
        withKnownIssue {
            _ = WackyPublisher(misbehaviour: misbehaviour).record()
        } matching: { issue in
            String(describing: issue).contains(message)
        }
    }

    @Test("the messages for input or a completion after completion read word for word as CombineExpectations' do", arguments: [
        (WackyPublisher.Misbehaviour.inputAfterCompletion, "Publisher recorder got unexpected input after completion: 2"),
        (.secondCompletion, "Publisher recorder got unexpected completion after completion: finished"),
    ])
    func combineExpectationsParity(_ misbehaviour: WackyPublisher.Misbehaviour, message: String) {
        withKnownIssue {
            _ = WackyPublisher(misbehaviour: misbehaviour).record()
        } matching: { issue in
            issue.comments.map(\.rawValue) == [message]
        }
    }

    @Test("what breaks the contract is not recorded")
    func violationsAreNotRecorded() throws {
        var recorder: Recorder<Int, Never>?
        withKnownIssue {
            recorder = WackyPublisher(misbehaviour: .inputAfterCompletion).record()
        }
        #expect(try recorder?.elements.get() == [])
    }

    @Test("a well-behaved publisher reports nothing")
    func wellBehaved() throws {
        let recorder = [1, 2].publisher.record()
        #expect(try recorder.elements.get() == [1, 2])
    }
}
