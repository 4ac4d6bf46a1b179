import Testing
@testable import KumikiCheck

@Suite("TypeTable")
struct TypeTableTests {
    @Test("names are found by their bytes; different bytes are different names")
    func byteEquality() {
        var table = TypeTable(capacity: 4)
        table.declare("Item", kind: .struct, layer: "Entity")
        table.declare("FeatureListRepositoryProtocol", kind: .protocol, layer: "Repository")
        table.declare("Caf\u{E9}", kind: .struct, layer: nil)
        // Built at run time so the spellings do not share storage.
        #expect(table.kind(of: String("metI".reversed())) == .struct)
        #expect(table.layer(of: String("locotorPyrotisopeRtsiLerutaeF".reversed())) == "Repository")
        #expect(table.kind(of: "Items") == nil)
        #expect(table.kind(of: "Ite") == nil)
        #expect(table.kind(of: "") == nil)
        // `String` calls these equal (canonical equivalence); the compiler does not, and neither does the table.
        #expect(table.kind(of: "Cafe\u{301}") == nil)
        #expect(table.kind(of: "Caf\u{E9}") != nil)
    }

    @Test("the first declaration's kind stays; a layer fills in where earlier declarations had none")
    func firstDeclarationWins() {
        var table = TypeTable(capacity: 2)
        table.declare("Settings", kind: .struct, layer: nil)
        table.declare("Settings", kind: .class, layer: "Utility")
        table.declare("Settings", kind: .enum, layer: "Entity")
        #expect(table.kind(of: "Settings") == .struct)
        #expect(table.layer(of: "Settings") == "Utility")
        #expect(table.entries.count == 1)
    }

    @Test("more names than the capacity asked for are all kept, in declaration order")
    func growth() {
        var table = TypeTable(capacity: 1)
        for index in 0..<5_000 {
            table.declare("Type\(index)", kind: .class, layer: index.isMultiple(of: 2) ? "Even" : nil)
        }
        #expect(Array(table.names) == (0..<5_000).map { "Type\($0)" })
        #expect((0..<5_000).allSatisfy { table.layer(of: "Type\($0)") == ($0.isMultiple(of: 2) ? "Even" : nil) })
        #expect(table.kind(of: "Type5000") == nil)
    }

    @Test("a model finds declared types by name, and misses undeclared ones")
    func modelLookups() {
        var files = (0..<200).map { FileFacts(path: "Repository/R\($0).swift") }
        for index in files.indices {
            let name = files[index].name("Feature\(index)Repository")
            files[index].types = [.init(kind: .class, name: name, inherited: [], position: .init(line: 1, column: 1))]
        }
        let model = ProjectModel(configuration: Configuration(preset: .mvvmRepository), files: files)
        #expect((0..<200).allSatisfy { model.layer(ofType: "Feature\($0)Repository") == "Repository" })
        #expect((0..<200).allSatisfy { model.kind(ofType: "Feature\($0)Repository") == .class })
        #expect(model.layer(ofType: "Feature200Repository") == nil)
        #expect(model.typeLayers.count == 200 && model.typeKinds["Feature7Repository"] == .class)
    }

    @Test("typeKinds and typeLayers keep one entry for names that String calls equal, instead of trapping")
    func canonicallyEquivalentNames() {
        var first = FileFacts(path: "Entity/A.swift"), second = FileFacts(path: "Entity/B.swift")
        first.types = [.init(kind: .struct, name: first.name("Caf\u{E9}"), inherited: [], position: .init(line: 1, column: 1))]
        second.types = [.init(kind: .enum, name: second.name("Cafe\u{301}"), inherited: [], position: .init(line: 1, column: 1))]
        let model = ProjectModel(configuration: Configuration(preset: .mvvmRepository), files: [first, second])
        #expect(model.kind(ofType: "Caf\u{E9}") == .struct && model.kind(ofType: "Cafe\u{301}") == .enum)
        #expect(model.typeKinds.count == 1 && model.typeLayers.count == 1)
    }
}
