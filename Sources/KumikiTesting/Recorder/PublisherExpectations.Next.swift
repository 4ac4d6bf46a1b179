extension PublisherExpectations {
    /// Waits for the next `count` elements after those earlier `next` expectations consumed.
    ///
    /// Fails with ``RecordingError/notEnoughElements`` if the publisher completes,
    /// or time runs out, first; rethrows the publisher's failure if it fails first.
    public struct Next<Input, Failure: Error>: PublisherExpectation {
        let recorder: Recorder<Input, Failure>
        let count: Int

        /// Calls `fulfill` once the recording reaches the state this expectation waits for.
        public func observeFulfillment(_ fulfill: @escaping @Sendable () -> Void) -> AnyCancellable {
            let count = self.count
            return recorder.observe(
                until: { $0.elements.count >= $0.consumed + count || $0.completion != nil },
                fulfill: fulfill
            )
        }

        /// The next `count` elements, consumed so the following `next` expectation starts after them.
        public func get() throws -> [Input] {
            try recorder.withState { state in
                if state.elements.count >= state.consumed + count {
                    let elements = Array(state.elements[state.consumed..<state.consumed + count])
                    state.consumed += count
                    return elements
                }
                if case .failure(let error) = state.completion {
                    throw error
                }
                throw RecordingError.notEnoughElements
            }
        }

        /// Waits for no `count` elements to arrive; see ``PublisherExpectations/Inverted``.
        public var inverted: Inverted<Self> { Inverted(base: self) }
    }

    /// Waits for the next element after those earlier `next` expectations consumed.
    public struct NextOne<Input, Failure: Error>: PublisherExpectation {
        let base: Next<Input, Failure>

        /// Calls `fulfill` once the recording reaches the state this expectation waits for.
        public func observeFulfillment(_ fulfill: @escaping @Sendable () -> Void) -> AnyCancellable {
            base.observeFulfillment(fulfill)
        }

        /// The next element, consumed.
        public func get() throws -> Input {
            let elements = try base.get()
            guard let element = elements.first else { throw RecordingError.notEnoughElements }
            return element
        }

        /// Waits for no element to arrive: `try wait(for: recorder.next().inverted, timeout: 0.1)`.
        public var inverted: Inverted<Self> { Inverted(base: self) }
    }
}

extension Recorder {
    /// The next element after those earlier `next` expectations consumed.
    public func next() -> PublisherExpectations.NextOne<Input, Failure> {
        PublisherExpectations.NextOne(base: PublisherExpectations.Next(recorder: self, count: 1))
    }

    /// The next `count` elements after those earlier `next` expectations consumed.
    public func next(_ count: Int) -> PublisherExpectations.Next<Input, Failure> {
        PublisherExpectations.Next(recorder: self, count: max(0, count))
    }
}
