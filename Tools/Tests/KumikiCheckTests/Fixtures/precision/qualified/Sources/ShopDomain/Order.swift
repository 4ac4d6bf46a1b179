public enum Order {
    public struct Line {
        public var quantity = 1
    }
}
