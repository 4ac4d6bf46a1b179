extension PublisherExpectations {
    /// Waits for successful completion and returns every element.
    ///
    /// Rethrows the publisher's failure; fails with ``RecordingError/notCompleted``
    /// if it does not complete in time.
    public struct Elements<Input, Failure: Error>: PublisherExpectation {
        let recorder: Recorder<Input, Failure>

        /// Calls `fulfill` once the recording reaches the state this expectation waits for.
        public func observeFulfillment(_ fulfill: @escaping @Sendable () -> Void) -> AnyCancellable {
            recorder.observeCompletion(fulfill)
        }

        /// Every element, once the publisher has finished.
        public func get() throws -> [Input] {
            try recorder.withState { state in
                switch state.completion {
                case .finished: return state.elements
                case .failure(let error): throw error
                case nil: throw RecordingError.notCompleted
                }
            }
        }
    }

    /// Waits for successful completion and returns the last element, or `nil` if there was none.
    public struct Last<Input, Failure: Error>: PublisherExpectation {
        let base: Elements<Input, Failure>

        /// Calls `fulfill` once the recording reaches the state this expectation waits for.
        public func observeFulfillment(_ fulfill: @escaping @Sendable () -> Void) -> AnyCancellable {
            base.observeFulfillment(fulfill)
        }

        /// The last element, or `nil` when the publisher finished without any.
        public func get() throws -> Input? {
            try base.get().last
        }
    }

    /// Waits for successful completion and returns the one and only element.
    ///
    /// Fails with ``RecordingError/notEnoughElements`` for none and
    /// ``RecordingError/tooManyElements`` for more than one.
    public struct Single<Input, Failure: Error>: PublisherExpectation {
        let base: Elements<Input, Failure>

        /// Calls `fulfill` once the recording reaches the state this expectation waits for.
        public func observeFulfillment(_ fulfill: @escaping @Sendable () -> Void) -> AnyCancellable {
            base.observeFulfillment(fulfill)
        }

        /// The single element.
        public func get() throws -> Input {
            let elements = try base.get()
            guard let element = elements.first else { throw RecordingError.notEnoughElements }
            guard elements.count == 1 else { throw RecordingError.tooManyElements }
            return element
        }
    }

    /// Waits until time runs out or the publisher completes, and returns the elements seen by then.
    ///
    /// Running out of time is the normal case, not a failure. Rethrows the
    /// publisher's failure if it fails first.
    public struct AvailableElements<Input, Failure: Error>: PublisherExpectation {
        let recorder: Recorder<Input, Failure>

        /// Running out of time is how this expectation normally ends.
        public var failsOnTimeout: Bool { false }

        /// Calls `fulfill` once the recording reaches the state this expectation waits for.
        public func observeFulfillment(_ fulfill: @escaping @Sendable () -> Void) -> AnyCancellable {
            recorder.observeCompletion(fulfill)
        }

        /// The elements recorded so far.
        public func get() throws -> [Input] {
            try recorder.withState { state in
                if case .failure(let error) = state.completion { throw error }
                return state.elements
            }
        }
    }
}

extension Recorder {
    /// Every element, once the publisher finishes.
    public var elements: PublisherExpectations.Elements<Input, Failure> {
        PublisherExpectations.Elements(recorder: self)
    }

    /// The last element, once the publisher finishes.
    public var last: PublisherExpectations.Last<Input, Failure> {
        PublisherExpectations.Last(base: elements)
    }

    /// The one and only element, once the publisher finishes.
    public var single: PublisherExpectations.Single<Input, Failure> {
        PublisherExpectations.Single(base: elements)
    }

    /// The elements published before time runs out (or the publisher completes).
    public var availableElements: PublisherExpectations.AvailableElements<Input, Failure> {
        PublisherExpectations.AvailableElements(recorder: self)
    }
}
