import Kumiki
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// The component catalog (`showcase --catalog`): every shared component in every state, one at
/// a time, chosen from the list above it and drawn below at its own size, so a designer and an
/// engineer see the same thing the features show.
@MainActor
final class CatalogScreen: ScreenController {
    private let entries: [CatalogEntry]
    private var cursor = ListCursor()
    var navigate: (ScreenCommand) -> Void = { _ in }

    init(entries: [CatalogEntry] = ComponentCatalog.entries) {
        self.entries = entries
    }

    var title: String { "コンポーネント（\(entries.count)）" }
    var hints: String { "↑↓ 選ぶ" }
    var changes: AnyPublisher<Void, Never> { Empty().eraseToAnyPublisher() }

    func draw(in canvas: inout Canvas, area: ScreenArea) {
        let listHeight = max(3, area.height / 2 - 1)
        ListRows.draw(count: entries.count, cursor: &cursor, area: ScreenArea(top: area.top, left: area.left, width: area.width, height: listHeight),
                      canvas: &canvas) { self.entries[$0].title }
        guard entries.indices.contains(cursor.selected) else { return }
        let entry = entries[cursor.selected]
        let top = area.top + listHeight
        canvas.write("\(entry.title)（\(entry.width)×\(entry.height)）", row: top, column: area.left + 1, style: .bold, maxWidth: area.width - 2)
        // The component's own canvas, framed so its edges show.
        let frameTop = top + 1
        canvas.write("┌" + String(repeating: "─", count: entry.width) + "┐", row: frameTop, column: area.left + 1, style: .dim)
        for row in 0..<entry.height {
            canvas.write("│", row: frameTop + 1 + row, column: area.left + 1, style: .dim)
            canvas.write("│", row: frameTop + 1 + row, column: area.left + 2 + entry.width, style: .dim)
        }
        canvas.write("└" + String(repeating: "─", count: entry.width) + "┘", row: frameTop + 1 + entry.height, column: area.left + 1, style: .dim)
        canvas.draw(entry.render(), row: frameTop + 1, column: area.left + 2)
    }

    func handle(_ key: Key) -> ScreenCommand {
        switch key {
        case .up: cursor.move(-1, count: entries.count)
        case .down: cursor.move(1, count: entries.count)
        default: return .unhandled
        }
        return .handled
    }
}
