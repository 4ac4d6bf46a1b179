/// One component in one state, for the catalog: what it is, on a canvas of what size, and how
/// to draw it there.
public struct CatalogEntry: Sendable {
    /// The component's name (`ListStatusView`).
    public let component: String
    /// The state shown (`loading`, `long Japanese text`, `narrow width`).
    public let state: String
    /// The canvas's columns.
    public let width: Int
    /// The canvas's rows.
    public let height: Int
    private let body: @Sendable (inout Canvas, ScreenArea) -> Void

    /// Creates an entry that draws with `body` in an area covering the whole canvas.
    public init(_ component: String, _ state: String, width: Int, height: Int, body: @escaping @Sendable (inout Canvas, ScreenArea) -> Void) {
        self.component = component
        self.state = state
        self.width = width
        self.height = height
        self.body = body
    }

    /// `component — state`.
    public var title: String {
        "\(component) — \(state)"
    }

    /// The component drawn on a canvas of its size.
    public func render() -> Canvas {
        var canvas = Canvas(width: width, height: height)
        body(&canvas, ScreenArea(top: 0, left: 0, width: width, height: height))
        return canvas
    }
}
