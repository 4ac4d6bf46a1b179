#if !canImport(Combine) || KUMIKI_COMBINE_STAND_IN
extension Publishers {
    /// A publisher that re-emits every value of two upstreams with the same
    /// output, in arrival order; Combine's operator of the same name, supplied
    /// where OpenCombine lacks it.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
        /// The shared output type.
        public typealias Output = A.Output
        /// The shared failure type.
        public typealias Failure = A.Failure

        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B

        /// Merges `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches `subscriber` to a ``MergeMany`` of both upstreams.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher())
                .receive(subscriber: subscriber)
        }
    }

    /// A publisher that re-emits every value of three upstreams with the same
    /// output, in arrival order; Combine's operator of the same name.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
        /// The shared output type.
        public typealias Output = A.Output
        /// The shared failure type.
        public typealias Failure = A.Failure

        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B
        /// The third upstream.
        public let c: C

        /// Merges `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Attaches `subscriber` to a ``MergeMany`` of the upstreams.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher())
                .receive(subscriber: subscriber)
        }
    }

    /// A publisher that re-emits every value of four upstreams with the same
    /// output, in arrival order; Combine's operator of the same name.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Output == B.Output, B.Output == C.Output, C.Output == D.Output,
          A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// The shared output type.
        public typealias Output = A.Output
        /// The shared failure type.
        public typealias Failure = A.Failure

        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B
        /// The third upstream.
        public let c: C
        /// The fourth upstream.
        public let d: D

        /// Merges `a`, `b`, `c` and `d`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Attaches `subscriber` to a ``MergeMany`` of the upstreams.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany(
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(),
                c.eraseToAnyPublisher(), d.eraseToAnyPublisher()
            )
            .receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Re-emits every value of `self` and `other`, in arrival order.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// Re-emits every value of `self`, `b` and `c`, in arrival order.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }

    /// Re-emits every value of `self`, `b`, `c` and `d`, in arrival order.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(
        with b: B,
        _ c: C,
        _ d: D
    ) -> Publishers.Merge4<Self, B, C, D>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
          D.Output == Output, D.Failure == Failure {
        Publishers.Merge4(self, b, c, d)
    }
}
#endif
