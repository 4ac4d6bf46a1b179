import Foundation
import KumikiProjects
import Testing

@Suite("OpenStep property lists")
struct PropertyListParserTests {
    @Test("reads every value kind Xcode writes, with the line each starts on")
    func valueKinds() throws {
        let plist = try PropertyListParser.parse("""
        // !$*UTF8*$!
        {
        \tname = App;
        \tquoted = "a \\"b\\" \\\\ c\\n";
        \tlist = (
        \t\tone,
        \t\t"two words",
        \t);
        \tnested = {isa = PBXBuildFile; fileRef = 0A1B /* App.swift */; };
        \tdata = <0fbd 7777>;
        \tunicode = "\\U00e9t\\U00e9";
        \tpath = "../Shared/File-1.swift";
        }
        """)
        #expect(plist.line == 2)
        #expect(plist["name"]?.string == "App")
        #expect(plist["quoted"]?.string == "a \"b\" \\ c\n")
        #expect(plist["list"]?.strings == ["one", "two words"])
        #expect(plist["list"]?.array?.map(\.line) == [6, 7])
        #expect(plist["nested"]?["fileRef"]?.string == "0A1B")
        #expect(plist["nested"]?.line == 9)
        #expect(plist["data"]?.storage == .data([0x0F, 0xBD, 0x77, 0x77]))
        #expect(plist["unicode"]?.string == "été")
        #expect(plist["path"]?.string == "../Shared/File-1.swift")
    }

    @Test("gives the same values as Foundation's PropertyListSerialization for the fixture projects")
    func agreesWithFoundation() throws {
        for path in ["xcode16-app/Shop.xcodeproj", "xcode15-app/Legacy.xcodeproj", "workspace-app/App/Store.xcodeproj"] {
            let bytes = try fixtureBytes("\(path)/project.pbxproj")
            let ours = try bytes.withUnsafeBufferPointer { buffer in Result { () throws(PropertyListError) in try PropertyListParser.parse(buffer) } }.get()
            let theirs = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
            #expect(Self.foundationValue(ours) == Self.normalised(theirs), "\(path)")
        }
    }

    @Test("damaged input is an error naming the line and column, never a crash", arguments: [
        ("{ a = b; ", 1, "the file ends inside the dictionary opened on line 1"),
        ("{ a = \"b; }", 1, "the string opened here is never closed"),
        ("{\n a = b\n}", 3, "expected ';' after the value of 'a', found '}'"),
        ("{ a = (b c); }", 1, "expected ',' or ')' in the array opened on line 1, found 'c'"),
        ("{ a = b; } extra", 1, "unexpected text after the property list's end"),
        ("/* never closed", 1, "the comment opened here is never closed"),
        ("", 1, "the file holds no property list"),
        ("{ = b; }", 1, "expected a key or '}', found '='"),
        ("{ a = <0g>; }", 1, "expected a hex digit in data, found 'g'"),
        ("{ a = \u{01}; }", 1, "expected a value, found byte 0x1"),
    ])
    func damaged(input: String, line: Int, message: String) {
        #expect(throws: PropertyListError.self) { try PropertyListParser.parse(input) }
        do {
            _ = try PropertyListParser.parse(input)
        } catch {
            #expect(error.line == line)
            #expect(error.message == message)
        }
    }

    @Test("nesting deeper than the limit is refused before it can exhaust the stack")
    func deepNesting() {
        let deep = String(repeating: "(", count: 100_000)
        #expect(throws: PropertyListError.self) { try PropertyListParser.parse(deep) }
        let fine = String(repeating: "(", count: 100) + String(repeating: ")", count: 100)
        #expect((try? PropertyListParser.parse(fine)) != nil)
    }

    @Test("every truncation of a real project file is read or refused with a located error")
    func everyTruncation() throws {
        let bytes = try fixtureBytes("workspace-app/Modules/Feed/Feed.xcodeproj/project.pbxproj")
        for length in 0..<bytes.count {
            let prefix = Array(bytes[0..<length])
            let outcome = prefix.withUnsafeBufferPointer { buffer in Result { () throws(PropertyListError) in try PropertyListParser.parse(buffer) } }
            if case .failure(let error) = outcome {
                #expect(error.line >= 1 && error.column >= 1)
            }
        }
    }

    /// Our value as Foundation's types, for comparison.
    static func foundationValue(_ value: PropertyList) -> AnyHashable {
        switch value.storage {
        case .string(let string): return string
        case .array(let array): return array.map(foundationValue)
        case .dictionary(let dictionary): return dictionary.mapValues(foundationValue)
        case .data(let bytes): return Data(bytes)
        }
    }

    /// Foundation's value with its bridged types made plain.
    static func normalised(_ value: Any) -> AnyHashable {
        if let dictionary = value as? [String: Any] { return dictionary.mapValues(normalised) }
        if let array = value as? [Any] { return array.map(normalised) }
        if let data = value as? Data { return data }
        return "\(value)"
    }
}
