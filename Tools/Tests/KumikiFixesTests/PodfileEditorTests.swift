import KumikiFixes
import KumikiProjects
import Testing

/// The `pod` lines `check --fix` writes into a Podfile.
@Suite struct PodfileEditorTests {
    private let lock = """
        PODS:
          - Firebase/Analytics (10.29.0):
            - Firebase/Core
          - Firebase/Core (10.29.0)
          - Kingfisher (7.12.0)
          - Reveal (1.0.0)

        EXTERNAL SOURCES:
          Reveal:
            :branch: main
            :git: https://github.com/example/Reveal.git

        COCOAPODS: 1.15.2
        """

    @Test func writesTheLockedSubspecsOfAPodNotInstalledWhole() throws {
        var editor = PodfileEditor(text: "target 'App' do\n  pod 'Kingfisher'\nend\n", file: "Podfile", lock: try PodfileLock.read(lock, file: "Podfile.lock"))
        #expect(editor.add(pod: "Firebase", toTarget: "App") == .edited)
        #expect(editor.text == "target 'App' do\n  pod 'Kingfisher'\n  pod 'Firebase/Analytics', '10.29.0'\n  pod 'Firebase/Core', '10.29.0'\nend\n")
        #expect(editor.add(pod: "Firebase", toTarget: "App") == .unchanged)
    }

    @Test func keepsTheSourceOfAPodFromGitAndGoesAfterAStatementOverSeveralLines() throws {
        let podfile = "target \"App\" do\n    pod \"Kingfisher\",\n        :inhibit_warnings => true # quiet\nend\n"
        var editor = PodfileEditor(text: podfile, file: "Podfile", lock: try PodfileLock.read(lock, file: "Podfile.lock"))
        #expect(editor.add(pod: "Reveal", toTarget: "App") == .edited)
        #expect(editor.text == "target \"App\" do\n    pod \"Kingfisher\",\n        :inhibit_warnings => true # quiet\n    pod \"Reveal\", :git => \"https://github.com/example/Reveal.git\", :branch => \"main\"\nend\n")
    }

    @Test func anEmptyBlockGetsThePodAtTheBlocksIndentationAndATargetWithoutBlockIsLeftAlone() throws {
        let parsed = try PodfileLock.read(lock, file: "Podfile.lock")
        var editor = PodfileEditor(text: "abstract_target 'All' do\n    target 'App' do\n    end\nend\n", file: "Podfile", lock: parsed)
        #expect(editor.add(pod: "Kingfisher", toTarget: "App") == .edited)
        #expect(editor.text == "abstract_target 'All' do\n    target 'App' do\n      pod 'Kingfisher', '7.12.0'\n    end\nend\n")
        var missing = PodfileEditor(text: "target 'App' do\nend\n", file: "Podfile", lock: parsed)
        #expect(missing.add(pod: "Kingfisher", toTarget: "Widget") == .manual("Podfile has no block for the target Widget"))
    }
}
