import Testing
@testable import KumikiCheck

@Suite("NameTable")
struct NameTableTests {
    /// A table and the name list it fills.
    private struct Names {
        var table = NameTable(capacity: 4)
        var list = FileFacts.NameList()

        mutating func name(_ text: String) -> FileFacts.Name {
            text.withUTF8Bytes { table.name($0, in: &list) }
        }
    }

    @Test("the same bytes are the same name, stored once")
    func sameBytesSameName() {
        var names = Names()
        let first = names.name("Repository")
        #expect(names.name("Repository") == first && names.name("Repository") == first)
        #expect(names.name("") == names.name(""))
        #expect(Array(names.list) == ["Repository", ""])
    }

    @Test("names that String calls equal but whose bytes differ are different names")
    func canonicallyEquivalentNames() {
        var names = Names()
        let composed = names.name("Caf\u{E9}"), decomposed = names.name("Cafe\u{301}")
        #expect(composed != decomposed)
        #expect(names.list.map { Array($0.utf8) } == [Array("Caf\u{E9}".utf8), Array("Cafe\u{301}".utf8)])
    }

    @Test("a table grown far past its capacity still finds every name, in the order first asked for")
    func growth() {
        var names = Names()
        let texts = (0..<2_000).map { "Type\($0)" } + ["日本語", "Ünïcödé"]
        let found = texts.map { names.name($0) }
        #expect(found.map(\.index) == Array(texts.indices))
        #expect(texts.map { names.name($0) } == found)
        #expect(Array(names.list) == texts)
    }

    @Test("facts built by hand find their names the same way")
    func handBuiltFacts() {
        var facts = FileFacts(path: "A.swift")
        let first = facts.name("Caf\u{E9}")
        #expect(facts.name("Caf\u{E9}") == first && facts.name("Cafe\u{301}") != first)
        #expect(facts[first] == "Caf\u{E9}" && facts.names.count == 2)
    }
}
