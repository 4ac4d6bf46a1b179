import Foundation
import KumikiTesting
import Testing

@Suite("assertReleased")
struct AssertReleasedTests {
    private final class Node: @unchecked Sendable {
        var next: Node?
        var onChange: (() -> Void)?
    }

    @Test("an object nothing else holds passes")
    func released() {
        assertReleased { Node() }
    }

    @Test("an object in a retain cycle fails, naming its type")
    func retainCycle() {
        withKnownIssue {
            assertReleased {
                let node = Node()
                node.onChange = { _ = node }  // the closure captures the node strongly
                return node
            }
        } matching: { issue in
            String(describing: issue).contains("Node was not deallocated")
        }
    }

    @Test("a subscription stored on the object that captures it strongly is a leak")
    func subscriptionCycle() {
        final class LeakyViewModel {
            @Published var value = 0
            var cancellables: Set<AnyCancellable> = []
            init() { $value.sink { _ in _ = self.value }.store(in: &cancellables) }
        }
        withKnownIssue {
            assertReleased { LeakyViewModel() }
        }
    }

    @Test("the async form waits for a release that happens shortly after the scope ends")
    func asyncRelease() async {
        await assertReleased(within: .seconds(1)) {
            let node = Node()
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { _ = node }
            return node
        }
    }

    @Test("the async form fails when the object outlives the timeout")
    func asyncLeak() async {
        let keeper = Node()
        await withKnownIssue {
            await assertReleased(within: .milliseconds(50)) {
                let node = Node()
                keeper.next = node
                return node
            }
        }
    }
}
