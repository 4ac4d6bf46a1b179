import KumikiProjects
import Testing

@Suite("Relative paths")
struct RelativePathTests {
    @Test("join and clean", arguments: [
        (".", "A/B.swift", "A/B.swift"),
        ("App", "../Shared/./X.swift", "Shared/X.swift"),
        ("App", "../../Out.swift", "../Out.swift"),
        ("App", "/abs/x", "/abs/x"),
        ("", "A//B/", "A/B"),
        ("A", "..", "."),
    ])
    func join(base: String, path: String, expected: String) {
        #expect(RelativePath.join(base, path) == expected)
    }

    @Test("inside a folder, as whole components")
    func inside() {
        #expect(RelativePath.is("Sources/App/A.swift", inside: "Sources/App"))
        #expect(!RelativePath.is("Sources/AppKit/A.swift", inside: "Sources/App"))
        #expect(RelativePath.is("Sources/App", inside: "Sources/App"))
        #expect(RelativePath.is("A.swift", inside: "."))
        #expect(!RelativePath.is("../A.swift", inside: "."))
        #expect(RelativePath.relative("/r/a/b", to: "/r") == "a/b")
        #expect(RelativePath.relative("/other/b", to: "/r") == "/other/b")
    }
}
