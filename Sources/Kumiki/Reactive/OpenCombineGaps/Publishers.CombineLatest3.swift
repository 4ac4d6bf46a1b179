#if !canImport(Combine) || KUMIKI_COMBINE_STAND_IN
extension Publishers {
    /// A publisher that emits the latest values of three upstreams as a tuple
    /// whenever any emits, once all have emitted; Combine's operator of the
    /// same name, supplied where OpenCombine lacks it.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// A tuple of the latest values.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The shared failure type of the upstreams.
        public typealias Failure = A.Failure

        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B
        /// The third upstream.
        public let c: C

        /// Combines the latest values of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Attaches `subscriber` to a pairwise combination of the upstreams.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest(a, b), c)
                .map { ab, c in (ab.0, ab.1, c) }
                .receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Emits a tuple of the latest values of `self`, `p1` and `p2` whenever any emits, once all have.
    public func combineLatest<P: Publisher, Q: Publisher>(
        _ p1: P,
        _ p2: Q
    ) -> Publishers.CombineLatest3<Self, P, Q> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p1, p2)
    }

    /// Emits `transform` of the latest values of `self`, `p1` and `p2` whenever any emits, once all have.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ p1: P,
        _ p2: Q,
        _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p1, p2).map(transform)
    }
}
#endif
