import ShowcaseRouting
import ShowcaseTerminalApp
import ShowcaseUIComponents
import Testing

@Suite("The component catalog screen")
@MainActor
struct CatalogScreenTests {
    @Test("showcase --catalog: the catalog is the only tab; ↑↓ choose a component, drawn below at its own size")
    func browsing() async throws {
        let shell = ShowcaseShell(features: [ComponentCatalogFeature()])
        shell.start()
        var runner = ScriptRunner(shell: shell, size: TerminalSize(columns: 80, rows: 30))
        let frames = try await runner.run(try ShowcaseScript(parsing: "frame first\nkey down 2\nframe third\n"))
        let first = try #require(frames.first?.text)
        #expect(first.hasPrefix("[カタログ]"))
        #expect(first.contains("› ListStatusView — loading"))
        #expect(first.contains("ListStatusView — loading（40×5）"))
        #expect(first.contains("│  読み込み中…"))
        let third = try #require(frames.last?.text)
        #expect(third.contains("› ListStatusView — empty"))
        #expect(third.contains("│  作品がありません"))
    }
}
