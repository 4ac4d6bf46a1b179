extension PublisherExpectations {
    /// An expectation that passes when its base's condition is *not* reached before the timeout.
    ///
    /// Waiting fails as soon as the base condition is reached. Its value is
    /// what the base has recorded so far: nothing for `next().inverted` and
    /// `finished.inverted`, the elements for `prefix(n).inverted`. The
    /// publisher's failure is rethrown.
    public struct Inverted<Base: InvertiblePublisherExpectation>: PublisherExpectation {
        let base: Base

        /// Always `true`.
        public var isInverted: Bool { true }

        /// Never: running out of time is the success case.
        public var failsOnTimeout: Bool { false }

        /// Calls `fulfill` once the recording reaches the state this expectation waits for.
        public func observeFulfillment(_ fulfill: @escaping @Sendable () -> Void) -> AnyCancellable {
            base.observeFulfillment(fulfill)
        }

        /// What the base recorded without reaching its condition.
        public func get() throws -> Base.InvertedOutput {
            try base.invertedValue()
        }
    }
}

/// An expectation that can be inverted with `.inverted`.
public protocol InvertiblePublisherExpectation: PublisherExpectation {
    /// What the inverted expectation returns.
    associatedtype InvertedOutput

    /// What has been recorded so far, without requiring the condition; rethrows the publisher's failure.
    func invertedValue() throws -> InvertedOutput
}

extension PublisherExpectations.NextOne: InvertiblePublisherExpectation {
    /// Nothing, unless the publisher failed.
    public func invertedValue() throws {
        if case .failure(let error) = base.recorder.withState(\.completion) { throw error }
    }
}

extension PublisherExpectations.Next: InvertiblePublisherExpectation {
    /// Nothing, unless the publisher failed.
    public func invertedValue() throws {
        if case .failure(let error) = recorder.withState(\.completion) { throw error }
    }
}

extension PublisherExpectations.Finished: InvertiblePublisherExpectation {
    /// Nothing, unless the publisher failed; consumes the elements recorded so far, like ``get()``.
    public func invertedValue() throws {
        try get()
    }
}

extension PublisherExpectations.Prefix: InvertiblePublisherExpectation {
    /// The elements recorded so far, at most `maxLength`; rethrows the publisher's failure.
    public func invertedValue() throws -> [Input] {
        try recorder.withState { state in
            if case .failure(let error) = state.completion { throw error }
            return Array(state.elements.prefix(maxLength))
        }
    }
}
