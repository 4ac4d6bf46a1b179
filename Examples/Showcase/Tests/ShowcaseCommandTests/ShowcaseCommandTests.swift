import Foundation
import Testing

/// The `showcase` executable from the outside: exit statuses, messages, scripted frames on
/// standard output, and what a second launch remembers.
@Suite("showcase, the command")
struct ShowcaseCommandTests {
    @Test("--help prints the generated usage and exits 0; the pinned clock stays out of it")
    func help() async throws {
        let outcome = try await ShowcaseProcess.run(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("USAGE: showcase"))
        #expect(outcome.standardOutput.contains("--script"))
        #expect(!outcome.standardOutput.contains("--now"))
    }

    @Test("without a terminal and without a script: a message pointing at scripted mode, exit 2")
    func notATerminal() async throws {
        let outcome = try await ShowcaseProcess.run(["--in-memory"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("--script"))
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test("bad usage is exit 2 with a message naming the problem", arguments: [
        (["--open", "https://elsewhere.example/x"], "--open"),
        (["--open", "showcase://minne/products/abc"], "--open"),
        (["--size", "5x5", "--script", "-"], "--size"),
        (["--frobnicate"], "--frobnicate"),
        (["--server"], "--server"),
        (["--server", "ftp://127.0.0.1"], "--server"),
        (["--data", "/no/such/parent/showcase"], "/no/such/parent"),
        (["--data", "/tmp/x", "--in-memory"], "--in-memory"),
        (["--frames"], "--frames"),
        (["--now", "yesterday"], "--now"),
        (["--timeout", "0"], "--timeout"),
        (["--timeout", "soon"], "--timeout"),
    ])
    func badUsage(arguments: [String], named: String) async throws {
        let outcome = try await ShowcaseProcess.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains(named))
    }

    @Test("a script file with a bad line is refused before anything starts, naming the line")
    func badScript() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("bad.script")
        try Data("frame\njump 3\n".utf8).write(to: script)
        let outcome = try await ShowcaseProcess.run(["--in-memory", "--script", script.path])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("line 2: unknown command 'jump'"))
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test("a script on standard input runs as it arrives: a bad line ends it there, exit 2, after the lines before it ran")
    func badStreamedScript() async throws {
        let outcome = try await ShowcaseProcess.run(["--in-memory", "--script", "-"], input: "frame first\njump 3\nframe never\n")
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("script -: line 2: unknown command 'jump'"))
        #expect(outcome.standardOutput.hasPrefix("──── first ────\n"))
        #expect(!outcome.standardOutput.contains("never"))
    }

    @Test("a line of standard input that is not UTF-8 is a usage error naming the line")
    func streamedScriptNotText() async throws {
        let damaged = try await ShowcaseProcess.run(["--in-memory", "--script", "-"], inputBytes: Data("frame first\n".utf8) + Data([0xFF, 0xFE, 0x0A]))
        #expect(damaged.status == 2)
        #expect(damaged.standardError.contains("script -: line 2: not UTF-8 text"))
    }

    @Test("a script on standard input is run as it arrives: a frame is printed before the next line is written")
    func scriptArrivesLineByLine() async throws {
        let running = try RunningShowcase(
            ["--in-memory", "--now", ShowcaseProcess.pinnedNow, "--script", "-"],
            input: "wait-for 1位\nframe first\n", closesInput: false)
        #expect(await running.wait(upTo: 30) { $0.count(linesStartingWith: "──── first") == 1 }, "the first frame came before the rest of the script")
        #expect(running.count(linesStartingWith: "──── second") == 0)
        running.send("key tab 2\nframe second\n")
        try running.closeInput()
        #expect(await running.waitForExit() == 0)
        #expect(running.count(linesStartingWith: "──── second") == 1)
    }

    @Test("a script from standard input prints its frames on standard output")
    func scriptFromStandardInput() async throws {
        let outcome = try await ShowcaseProcess.run(
            ["--in-memory", "--now", ShowcaseProcess.pinnedNow, "--script", "-"],
            input: "wait-for 1位\nframe ranking\n")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("──── ranking ────\n"))
        #expect(outcome.standardOutput.contains("1位   77,368pt  拝啓、婚約破棄の勇者さま"))
    }

    @Test("a script read from a device or a pipe path (/dev/null) runs; without frames the last screen is printed")
    func scriptFromDevice() async throws {
        let outcome = try await ShowcaseProcess.run(["--in-memory", "--script", "/dev/null"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("──── end ────\n"))
    }

    @Test("a wait that never comes true is exit 1 with the screen it saw")
    func timedOut() async throws {
        let outcome = try await ShowcaseProcess.run(["--in-memory", "--script", "-"], input: "timeout 0.5\nwait-for 存在しない文字列\n")
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("timed out"))
        #expect(outcome.standardError.contains("ランキング"))
    }

    @Test("--open starts at the linked screen")
    func openLink() async throws {
        let outcome = try await ShowcaseProcess.run(
            ["--in-memory", "--open", "https://showcase.example/minne/settings/free-shipping", "--script", "-"],
            input: "wait-for 現在の設定\nframe\n")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("minne ショップ設定 › 送料無料設定"))
    }

    @Test("a second launch shows the favourites and the reading list the first one saved")
    func persistence() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try await ShowcaseProcess.run(["--data", folder.path, "--now", ShowcaseProcess.pinnedNow, "--script", "-"], input: """
            wait-for 1位
            key enter
            wait-for ncode.syosetu.com
            type a
            wait-for 読書リストに入っています
            key tab 3
            wait-for ¥
            key enter
            wait-for 作家
            type f
            wait-for ♥ お気に入りに入っています
            """)
        #expect(first.status == 0, "\(first.standardError)")
        let second = try await ShowcaseProcess.run(["--data", folder.path, "--now", ShowcaseProcess.pinnedNow, "--script", "-"], input: """
            key tab 2
            wait-for 拝啓、婚約破棄の勇者さま
            frame reading list
            key tab
            wait-for ¥
            frame products
            """)
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardOutput.contains("› 拝啓、婚約破棄の勇者さま ／ 朝霧 しおり"))
        #expect(second.standardOutput.contains("› ♥ 天然石ブレスレット（生成り）"))
    }
}
