extension PublisherExpectations {
    /// Waits for the publisher to complete, and returns how it completed.
    ///
    /// Fails with ``RecordingError/notCompleted`` if it does not complete in time.
    public struct Completion<Input, Failure: Error>: PublisherExpectation {
        let recorder: Recorder<Input, Failure>

        /// Calls `fulfill` once the recording reaches the state this expectation waits for.
        public func observeFulfillment(_ fulfill: @escaping @Sendable () -> Void) -> AnyCancellable {
            recorder.observeCompletion(fulfill)
        }

        /// The completion, `.finished` or `.failure`.
        public func get() throws -> Subscribers.Completion<Failure> {
            guard let completion = recorder.withState(\.completion) else { throw RecordingError.notCompleted }
            return completion
        }
    }

    /// Waits for the publisher to finish successfully.
    ///
    /// Rethrows the publisher's failure. Unlike the other completion
    /// expectations it does not throw ``RecordingError/notCompleted`` when time
    /// runs out: the timeout is reported as a test failure, and nothing is
    /// thrown, as in groue/CombineExpectations. That is what lets
    /// `recorder.finished.inverted` check a publisher that must not finish.
    /// Waiting consumes the elements recorded so far, as `next()` would.
    public struct Finished<Input, Failure: Error>: PublisherExpectation {
        let recorder: Recorder<Input, Failure>

        /// Calls `fulfill` once the recording reaches the state this expectation waits for.
        public func observeFulfillment(_ fulfill: @escaping @Sendable () -> Void) -> AnyCancellable {
            recorder.observeCompletion(fulfill)
        }

        /// Returns unless the publisher failed, in which case it throws the failure.
        public func get() throws {
            let completion = recorder.withState { state -> Subscribers.Completion<Failure>? in
                if state.completion == nil {
                    state.consumed = state.elements.count
                }
                return state.completion
            }
            if case .failure(let error) = completion {
                throw error
            }
        }

        /// Waits for the publisher *not* to complete: `try wait(for: recorder.finished.inverted, timeout: 0.1)`.
        public var inverted: Inverted<Self> { Inverted(base: self) }
    }

    /// Waits for completion and returns every element with the completion.
    public struct Recording<Input, Failure: Error>: PublisherExpectation {
        let recorder: Recorder<Input, Failure>

        /// Calls `fulfill` once the recording reaches the state this expectation waits for.
        public func observeFulfillment(_ fulfill: @escaping @Sendable () -> Void) -> AnyCancellable {
            recorder.observeCompletion(fulfill)
        }

        /// The elements and the completion, as Combine's `Record.Recording`.
        public func get() throws -> Record<Input, Failure>.Recording {
            try recorder.withState { state in
                guard let completion = state.completion else { throw RecordingError.notCompleted }
                return Record<Input, Failure>.Recording(output: state.elements, completion: completion)
            }
        }
    }
}

extension Recorder {
    /// The publisher's completion.
    public var completion: PublisherExpectations.Completion<Input, Failure> {
        PublisherExpectations.Completion(recorder: self)
    }

    /// The publisher's successful completion.
    public var finished: PublisherExpectations.Finished<Input, Failure> {
        PublisherExpectations.Finished(recorder: self)
    }

    /// Every element and the completion, once the publisher completes.
    public var recording: PublisherExpectations.Recording<Input, Failure> {
        PublisherExpectations.Recording(recorder: self)
    }
}
