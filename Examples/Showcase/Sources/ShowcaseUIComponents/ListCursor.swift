/// The selected row of a list and the first row shown: view state only.
public struct ListCursor {
    /// The selected row.
    public var selected = 0
    /// The first row shown.
    public var offset = 0
    /// The rows drawn last time, by identity, so a row "appears" once when it comes into view
    /// (a table view's `willDisplay`), not on every redraw.
    private var visible: Set<AnyHashable> = []

    /// A cursor on the first row.
    public init() {}

    /// The rows among `ids` that were not on screen at the previous draw; remembers `ids` as on screen.
    public mutating func newlyVisible<ID: Hashable & Sendable>(_ ids: [ID]) -> [ID] {
        var appeared: [ID] = []
        var now: Set<AnyHashable> = []
        for id in ids {
            let key = AnyHashable(id)
            now.insert(key)
            if !visible.contains(key) { appeared.append(id) }
        }
        visible = now
        return appeared
    }

    /// Moves the selection by `delta` within `count` rows.
    public mutating func move(_ delta: Int, count: Int) {
        guard count > 0 else {
            selected = 0
            return
        }
        selected = min(max(selected + delta, 0), count - 1)
    }

    /// Keeps the selection on screen when `visible` rows fit; returns the rows to draw.
    public mutating func visibleRange(count: Int, visible: Int) -> Range<Int> {
        guard count > 0, visible > 0 else { return 0..<0 }
        selected = min(selected, count - 1)
        if selected < offset { offset = selected }
        if selected >= offset + visible { offset = selected - visible + 1 }
        offset = min(offset, max(0, count - visible))
        return offset..<min(count, offset + visible)
    }
}
