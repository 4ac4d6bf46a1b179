import Foundation
import Kumiki

/// Counts calls and answers from a script, after a short delay.
final class CountingLoader<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Result<Value, NetworkError>]
    private(set) var calls = 0
    let delay: Duration

    init(_ answers: [Result<Value, NetworkError>], delay: Duration = .milliseconds(30)) {
        self.answers = answers
        self.delay = delay
    }

    func load() async throws -> Value {
        let answer = next()
        try await Task.sleep(for: delay)
        return try answer.get()
    }

    private func next() -> Result<Value, NetworkError> {
        lock.lock()
        defer { lock.unlock() }
        calls += 1
        return answers.count > 1 ? answers.removeFirst() : answers[0]
    }
}
