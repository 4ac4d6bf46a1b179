public enum Palette {
    public static let accent = "#FF6600"
}
