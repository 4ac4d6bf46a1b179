import ShowcaseTerminalApp
import Testing

@Suite("ShowcaseScript")
struct ShowcaseScriptTests {
    @Test("every command parses, comments and blank lines are skipped, lines are kept for errors")
    func parses() throws {
        let script = try ShowcaseScript(parsing: """
            # a comment

            key down 3
            key shift-tab
            type 婚約 破棄
            wait-for 1位
            wait-while 読み込み中
            sleep 250
            resize 100x30
            timeout 2.5
            frame after search
            frame
            """)
        #expect(script.steps.map(\.action) == [
            .key(.down, count: 3), .key(.backTab, count: 1), .type("婚約 破棄"), .waitFor("1位"), .waitWhile("読み込み中"),
            .sleep(milliseconds: 250), .resize(columns: 100, rows: 30), .timeout(seconds: 2.5), .frame("after search"), .frame(nil),
        ])
        #expect(script.steps.map(\.line) == [3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    }

    @Test("a bad line is a typed error naming it", arguments: [
        ("jump", ShowcaseScriptError.unknownCommand("jump", line: 2)),
        ("key f13", .unknownKey("f13", line: 2)),
        ("key down 0", .invalidArgument(command: "key", argument: "down 0", line: 2)),
        ("key down x", .invalidArgument(command: "key", argument: "down x", line: 2)),
        ("type", .missingArgument(command: "type", line: 2)),
        ("sleep -5", .invalidArgument(command: "sleep", argument: "-5", line: 2)),
        ("resize 10x5", .invalidArgument(command: "resize", argument: "10x5", line: 2)),
        ("timeout 0", .invalidArgument(command: "timeout", argument: "0", line: 2)),
    ])
    func errors(line: String, expected: ShowcaseScriptError) {
        #expect(throws: expected) { try ShowcaseScript(parsing: "frame\n" + line) }
        #expect(expected.description.hasPrefix("line 2:"))
    }

    @Test("one line at a time, as a script arriving on standard input is read")
    func singleLines() throws {
        #expect(try ShowcaseScript.step(parsing: "   ", line: 1) == nil)
        #expect(try ShowcaseScript.step(parsing: "# note", line: 2) == nil)
        #expect(try ShowcaseScript.step(parsing: "key down 2\r", line: 3) == ShowcaseScript.Step(action: .key(.down, count: 2), line: 3))
        #expect(throws: ShowcaseScriptError.unknownCommand("jump", line: 4)) { try ShowcaseScript.step(parsing: "jump", line: 4) }
    }

    @Test("Windows line endings are read like Unix ones")
    func crlf() throws {
        #expect(try ShowcaseScript(parsing: "key up\r\nframe x\r\n").steps.map(\.action) == [.key(.up, count: 1), .frame("x")])
    }

    @Test("terminal sizes read as columns x rows, within bounds")
    func sizes() {
        #expect(TerminalSize(parsing: "100x30") == TerminalSize(columns: 100, rows: 30))
        #expect(TerminalSize(parsing: "80X24") == .standard)
        #expect(TerminalSize(parsing: "19x24") == nil)
        #expect(TerminalSize(parsing: "80x") == nil)
        #expect(TerminalSize(parsing: "80x24x1") == nil)
    }
}
