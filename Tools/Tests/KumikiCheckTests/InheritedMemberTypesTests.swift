import Testing
@testable import KumikiCheck

/// How a written conformance becomes the name its member types are looked up by: a bare name is
/// kept as written, every other spelling is reduced to the same bare name.
@Suite("Inherited member types: conformances as Swift names them")
struct InheritedMemberTypesTests {
    @Test("a conformance however written is looked up by its bare name", arguments: [
        ("View", "View"),
        ("ViewModifier_2", "ViewModifier_2"),
        ("SwiftUI.View", "View"),
        ("Collection<Int>", "Collection"),
        ("Swift.Collection<Element>", "Collection"),
        ("any Repository", "Repository"),
        ("@unchecked Sendable", "Sendable"),
        ("@preconcurrency ObservableObject", "ObservableObject"),
        ("@MainActor View", "View"),
        ("~Copyable", "Copyable"),
        ("Dictionary< String , Int >", "Dictionary"),
    ])
    func simpleName(written: String, expected: String) {
        #expect(InheritedMemberTypes.simpleName(written) == expected)
    }
}
