import Testing
@testable import KumikiScaffold

@Suite("Manifest editing")
struct ManifestEditorTests {
    static let store = ".product(name: \"KumikiStore\", package: \"Kumiki\")"

    @Test("a multi-line list gains a line indented like the last, with a trailing comma")
    func multiLine() throws {
        let manifest = """
            .target(
                name: "App",
                dependencies: [
                    "Domain",
                    .product(name: "Kumiki", package: "Kumiki")
                ]
            ),
            """
        #expect(try ManifestEditor.adding(Self.store, named: "KumikiStore", toTarget: "App", in: manifest) == """
            .target(
                name: "App",
                dependencies: [
                    "Domain",
                    .product(name: "Kumiki", package: "Kumiki"),
                    .product(name: "KumikiStore", package: "Kumiki"),
                ]
            ),
            """)
    }

    @Test("a list with several elements on its last line gains a line indented like it, holding the new one only")
    func severalPerLine() throws {
        // kumiki init --preset modules writes the App's dependencies this way; each addition used
        // to copy the elements before the last (`"Domain", "Infrastructure", …`) onto its line.
        let manifest = """
            .target(
                name: "App",
                dependencies: [
                    "Domain", "Infrastructure", "Presentation", .product(name: "Kumiki", package: "Kumiki"),
                ]
            ),
            """
        let once = try ManifestEditor.adding(#""OrderFeature""#, named: "OrderFeature", toTarget: "App", in: manifest)
        let twice = try ManifestEditor.adding(#""OrderFeatureInterface""#, named: "OrderFeatureInterface", toTarget: "App", in: once ?? "")
        #expect(twice == """
            .target(
                name: "App",
                dependencies: [
                    "Domain", "Infrastructure", "Presentation", .product(name: "Kumiki", package: "Kumiki"),
                    "OrderFeature",
                    "OrderFeatureInterface",
                ]
            ),
            """)
    }

    @Test("a one-line list gains an element on that line; a list that has it already is left alone")
    func oneLine() throws {
        let manifest = #".target(name: "App", dependencies: ["Domain", .product(name: "Kumiki", package: "Kumiki")]),"#
        let edited = try ManifestEditor.adding(Self.store, named: "KumikiStore", toTarget: "App", in: manifest)
        #expect(edited == #".target(name: "App", dependencies: ["Domain", .product(name: "Kumiki", package: "Kumiki"), .product(name: "KumikiStore", package: "Kumiki")]),"#)
        #expect(try ManifestEditor.adding(Self.store, named: "KumikiStore", toTarget: "App", in: edited ?? "") == nil)
        #expect(try ManifestEditor.adding(Self.store, named: "KumikiStore", toTarget: "App", in: #".target(name: "App", dependencies: [])"#)
            == #".target(name: "App", dependencies: [.product(name: "KumikiStore", package: "Kumiki")])"#)
    }

    @Test("no such target, or dependencies built in code, name what to add by hand")
    func cannotEdit() {
        #expect(throws: ScaffoldError.self) { try ManifestEditor.adding(Self.store, named: "KumikiStore", toTarget: "App", in: #".target(name: "Other")"#) }
        #expect(throws: ScaffoldError.self) {
            try ManifestEditor.adding(Self.store, named: "KumikiStore", toTarget: "App", in: #".target(name: "App", dependencies: shared)"#)
        }
    }

    @Test("a manifest nested deeper than the parser handles safely is a layout error naming its line, not a hang")
    func tooDeep() {
        let manifest = ".target(name: \"App\", dependencies: [\"Domain\"]),\nlet table = " + String(repeating: "[", count: 30) + String(repeating: "]", count: 30) + "\n"
        #expect(throws: ScaffoldError.layout("Package.swift:2: square brackets nested deeper than 16; kumiki cannot edit this file, so add the feature to it by hand")) {
            try ManifestEditor.adding(Self.store, named: "KumikiStore", toTarget: "App", in: manifest)
        }
    }
}
