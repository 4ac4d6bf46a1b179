public enum Formatter {
    public static func title(_ text: String) -> String { text.capitalized }
}
