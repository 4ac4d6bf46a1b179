#if !canImport(Combine) || KUMIKI_COMBINE_STAND_IN
extension Publishers {
    /// A publisher that emits the latest values of four upstreams as a tuple
    /// whenever any emits, once all have emitted; Combine's operator of the
    /// same name, supplied where OpenCombine lacks it.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// A tuple of the latest values.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// The shared failure type of the upstreams.
        public typealias Failure = A.Failure

        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B
        /// The third upstream.
        public let c: C
        /// The fourth upstream.
        public let d: D

        /// Combines the latest values of `a`, `b`, `c` and `d`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Attaches `subscriber` to a pairwise combination of the upstreams.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest(a, b), CombineLatest(c, d))
                .map { ab, cd in (ab.0, ab.1, cd.0, cd.1) }
                .receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Emits a tuple of the latest values of `self`, `p1`, `p2` and `p3` whenever any emits, once all have.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
        _ p1: P,
        _ p2: Q,
        _ p3: R
    ) -> Publishers.CombineLatest4<Self, P, Q, R>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, p1, p2, p3)
    }

    /// Emits `transform` of the latest values of `self`, `p1`, `p2` and `p3` whenever any emits, once all have.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ p1: P,
        _ p2: Q,
        _ p3: R,
        _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, p1, p2, p3).map(transform)
    }
}
#endif
