import KumikiFixes
import KumikiProjects
import Testing

@Suite struct XcodeGenSpecEditorTests {
    private let spec = """
        name: Shop
        targets:
          Shop:
            type: application
            platform: iOS
            sources: [Shop]
            dependencies:
              - target: Core # the core
              - package: Logging
                product: Logging

              # analytics comes next
          Core:
            type: framework
            platform: iOS
            sources: [Core]
        """

    @Test func addsAnEntryAfterTheLastAtTheListsIndentationKeepingComments() {
        var editor = XcodeGenSpecEditor(text: spec)
        #expect(editor.add(DeclaredDependency(kind: .target, name: "Net"), toTarget: "Shop") == .edited)
        #expect(editor.text == spec.replacingOccurrences(of: "        product: Logging\n", with: "        product: Logging\n      - target: Net\n"))
        #expect(editor.add(DeclaredDependency(kind: .target, name: "Net"), toTarget: "Shop") == .unchanged)
    }

    @Test func addsTheDependenciesKeyToATargetWithout() {
        var editor = XcodeGenSpecEditor(text: spec)
        #expect(editor.add(DeclaredDependency(kind: .product, name: "Logging", package: "Logging"), toTarget: "Core") == .edited)
        #expect(editor.text == spec.replacingOccurrences(
            of: "  Core:\n    type: framework\n", with: "  Core:\n    dependencies:\n      - package: Logging\n    type: framework\n"))
    }

    @Test func removesAnEntryWithItsLinesAndTheKeyWithTheLastEntry() {
        var editor = XcodeGenSpecEditor(text: spec)
        #expect(editor.remove(DeclaredDependency(kind: .product, name: "Logging", package: "Logging"), fromTarget: "Shop") == .edited)
        #expect(editor.text == spec.replacingOccurrences(of: "      - package: Logging\n        product: Logging\n", with: ""))
        #expect(editor.remove(DeclaredDependency(kind: .target, name: "Core"), fromTarget: "Shop") == .edited)
        #expect(!editor.text.contains("dependencies:"))
        #expect(editor.text.contains("# analytics comes next"))
    }

    @Test func leavesATargetATemplateMakesToTheUser() {
        var editor = XcodeGenSpecEditor(text: spec)
        guard case .manual = editor.add(DeclaredDependency(kind: .target, name: "Net"), toTarget: "Widget") else {
            Issue.record("a target the file does not write out was edited")
            return
        }
        #expect(editor.text == spec)
    }
}
