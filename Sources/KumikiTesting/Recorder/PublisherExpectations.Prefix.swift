extension PublisherExpectations {
    /// Waits for the first `maxLength` elements, or for completion if it comes first.
    ///
    /// Returns at most `maxLength` elements; rethrows the publisher's failure
    /// if it fails before `maxLength` elements.
    public struct Prefix<Input, Failure: Error>: PublisherExpectation {
        let recorder: Recorder<Input, Failure>
        let maxLength: Int

        /// Calls `fulfill` once the recording reaches the state this expectation waits for.
        public func observeFulfillment(_ fulfill: @escaping @Sendable () -> Void) -> AnyCancellable {
            let maxLength = self.maxLength
            return recorder.observe(until: { $0.elements.count >= maxLength || $0.completion != nil }, fulfill: fulfill)
        }

        /// The first elements, at most `maxLength` of them.
        public func get() throws -> [Input] {
            try recorder.withState { state in
                if state.elements.count < maxLength, case .failure(let error) = state.completion {
                    throw error
                }
                return Array(state.elements.prefix(maxLength))
            }
        }

        /// Waits for fewer than `maxLength` elements to arrive, returning those that did.
        public var inverted: Inverted<Self> { Inverted(base: self) }
    }
}

extension Recorder {
    /// The first `maxLength` elements, or fewer if the publisher completes first.
    public func prefix(_ maxLength: Int) -> PublisherExpectations.Prefix<Input, Failure> {
        PublisherExpectations.Prefix(recorder: self, maxLength: max(0, maxLength))
    }
}
