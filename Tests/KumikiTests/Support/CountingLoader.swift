import Foundation
import Kumiki

/// Counts calls and answers from a script, after a short delay.
final class CountingLoader<Value: Sendable>: @unchecked Sendable {
    private let state: Locked<(answers: [Result<Value, NetworkError>], calls: Int)>
    var calls: Int { state.current.calls }
    let delay: Duration

    init(_ answers: [Result<Value, NetworkError>], delay: Duration = .milliseconds(30)) {
        state = Locked((answers, 0))
        self.delay = delay
    }

    func load() async throws -> Value {
        let answer = next()
        try await Task.sleep(for: delay)
        return try answer.get()
    }

    private func next() -> Result<Value, NetworkError> {
        state.withLock { state in
            state.calls += 1
            return state.answers.count > 1 ? state.answers.removeFirst() : state.answers[0]
        }
    }
}
