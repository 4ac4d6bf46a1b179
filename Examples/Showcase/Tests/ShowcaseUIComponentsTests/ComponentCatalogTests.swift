import SnapshotTesting
import ShowcaseUIComponents
import Testing

/// Every shared component in every state the catalog shows, each frame compared with the
/// committed text in `__Snapshots__`: a component that draws differently shows here, line by
/// line, before a feature's screen does. Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter ComponentCatalogTests`, then read the diff.
@Suite("Component catalog")
struct ComponentCatalogTests {
    @Test("each component's frame, in every state, inside a box that shows its size")
    func frames() {
        for entry in ComponentCatalog.entries {
            assertSnapshot(of: Self.boxed(entry.render()), as: .lines, named: Self.name(of: entry))
        }
    }

    @Test("the catalog covers the states screens put components in: loading, error, empty, long Japanese text, narrow width")
    func coverage() {
        let states = ComponentCatalog.entries.map(\.state).joined(separator: " | ")
        for state in ["loading", "error", "empty", "long Japanese text", "narrow width"] {
            #expect(states.contains(state), "no entry shows \(state)")
        }
        let titles = ComponentCatalog.entries.map(\.title)
        #expect(Set(titles).count == titles.count, "two entries have the same title")
    }

    /// The frame framed, so trailing blanks and the width show in the snapshot.
    static func boxed(_ canvas: Canvas) -> String {
        let lines = canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let body = lines.map { "│" + DisplayWidth.pad($0, to: canvas.width) + "│" }
        let rule = String(repeating: "─", count: canvas.width)
        return (["┌" + rule + "┐"] + body + ["└" + rule + "┘"]).joined(separator: "\n")
    }

    /// `ListStatusView-error-narrow-width`.
    static func name(of entry: CatalogEntry) -> String {
        let words = (entry.component + " " + entry.state).split { !$0.isLetter && !$0.isNumber }
        return words.joined(separator: "-")
    }
}
