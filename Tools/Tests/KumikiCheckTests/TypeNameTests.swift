import Testing
@testable import KumikiCheck

@Suite("TypeName")
struct TypeNameTests {
    @Test("equal names are equal keys with equal hashes; names differing in bytes are different keys")
    func keys() {
        let short = "Item", long = "FeatureListRepositoryProtocol"
        // Built at run time so the two spellings do not share storage.
        #expect(TypeName(short) == TypeName(String(short.reversed().reversed())))
        #expect(TypeName(long).hashValue == TypeName(String(long.reversed().reversed())).hashValue)
        #expect(TypeName("Item") != TypeName("Items"))
        #expect(TypeName("ItemA") != TypeName("ItemB"))
        #expect(TypeName("") == TypeName(""))
        // `String` calls these equal (canonical equivalence); the compiler does not, and neither do keys.
        #expect(TypeName("Caf\u{E9}") != TypeName("Cafe\u{301}"))
    }

    @Test("a model finds declared types by name, and misses undeclared ones")
    func lookups() {
        var files = (0..<200).map { FileFacts(path: "Repository/R\($0).swift") }
        for index in files.indices {
            files[index].types = [.init(kind: "class", name: "Feature\(index)Repository", inherited: [],
                                        location: SourceLocation(file: files[index].path, line: 1, column: 1))]
        }
        let model = ProjectModel(configuration: Configuration(preset: .mvvmRepository), files: files)
        #expect((0..<200).allSatisfy { model.layer(ofType: "Feature\($0)Repository") == "Repository" })
        #expect((0..<200).allSatisfy { model.kind(ofType: "Feature\($0)Repository") == "class" })
        #expect(model.layer(ofType: "Feature200Repository") == nil)
        #expect(model.typeLayers.count == 200 && model.typeKinds["Feature7Repository"] == "class")
    }
}
