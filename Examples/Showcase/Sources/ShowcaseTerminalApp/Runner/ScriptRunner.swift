import Foundation
import ShowcaseUIComponents

/// Runs a ``ShowcaseScript`` against a shell without a terminal: keys go to the shell
/// as a user's would, waits poll the drawn screen, and frames come out as plain text.
/// Scripted mode (`showcase --script`) and the frame snapshot tests both use it.
@MainActor
public struct ScriptRunner {
    private let shell: ShowcaseShell
    private var size: TerminalSize
    private let printsEveryStep: Bool
    private var timeout: Duration

    /// Creates a runner for `shell` on a terminal of `size`; with `printsEveryStep`, a
    /// frame follows every key, text and wait, not only the script's `frame` commands.
    public init(shell: ShowcaseShell, size: TerminalSize = .standard, printsEveryStep: Bool = false, timeout: Duration = .seconds(10)) {
        self.shell = shell
        self.size = size
        self.printsEveryStep = printsEveryStep
        self.timeout = timeout
    }

    /// The screen now, as plain text.
    public var screen: String {
        shell.render(width: size.columns, height: size.rows).plainText
    }

    /// Runs `script`, handing each frame to `emit` as it is taken, and returns them all.
    /// A script without `frame` commands (and without `printsEveryStep`) yields its last screen.
    /// `ctrl-c` ends the script, as it ends the app.
    @discardableResult
    public mutating func run(_ script: ShowcaseScript, emit: (ScriptFrame) -> Void = { _ in }) async throws(ShowcaseScriptError) -> [ScriptFrame] {
        var frames: [ScriptFrame] = []
        await settle()
        for step in script.steps {
            try await perform(step, frames: &frames, emit: emit)
            if shell.isFinished { break }
        }
        if frames.isEmpty { take("end", into: &frames, emit: emit) }
        return frames
    }

    /// Runs a script as its lines arrive (each line's bytes, without the line break), so
    /// whoever writes them can act on the frames already printed before sending the next
    /// step: a test driver switches a server fault off once the failure is on screen. A bad
    /// line is an error when it arrives, after the steps before it have run.
    @discardableResult
    public mutating func run(lines: AsyncStream<Data>, emit: (ScriptFrame) -> Void = { _ in }) async throws(ShowcaseScriptError) -> [ScriptFrame] {
        var frames: [ScriptFrame] = []
        await settle()
        var number = 0
        for await bytes in lines {
            number += 1
            guard let text = String(data: bytes, encoding: .utf8) else { throw .notText(line: number) }
            guard let step = try ShowcaseScript.step(parsing: text, line: number) else { continue }
            try await perform(step, frames: &frames, emit: emit)
            if shell.isFinished { break }
        }
        if frames.isEmpty { take("end", into: &frames, emit: emit) }
        return frames
    }

    private mutating func perform(_ step: ShowcaseScript.Step, frames: inout [ScriptFrame], emit: (ScriptFrame) -> Void) async throws(ShowcaseScriptError) {
        switch step.action {
        case .key(let key, let count):
            for _ in 0..<count where !shell.isFinished {
                shell.handle(key)
                await settle()
            }
            if printsEveryStep { take("key \(Self.name(of: key))\(count > 1 ? " \(count)" : "")", into: &frames, emit: emit) }
        case .type(let text):
            shell.handle(.text(text))
            await settle()
            if printsEveryStep { take("type \(text)", into: &frames, emit: emit) }
        case .waitFor(let text):
            try await wait(until: { $0.contains(text) }, describing: "waiting for '\(text)'", line: step.line)
            if printsEveryStep { take("wait-for \(text)", into: &frames, emit: emit) }
        case .waitWhile(let text):
            try await wait(until: { !$0.contains(text) }, describing: "waiting while '\(text)' shows", line: step.line)
            if printsEveryStep { take("wait-while \(text)", into: &frames, emit: emit) }
        case .sleep(let milliseconds):
            try? await Task.sleep(for: .milliseconds(milliseconds))
            await settle()
        case .resize(let columns, let rows):
            size = TerminalSize(columns: columns, rows: rows)
            if printsEveryStep { take("resize \(columns)x\(rows)", into: &frames, emit: emit) }
        case .timeout(let seconds):
            timeout = .milliseconds(Int(seconds * 1_000))
        case .frame(let label):
            take(label ?? "frame \(frames.count + 1)", into: &frames, emit: emit)
        }
    }

    private func take(_ label: String, into frames: inout [ScriptFrame], emit: (ScriptFrame) -> Void) {
        let frame = ScriptFrame(label: label, text: screen)
        frames.append(frame)
        emit(frame)
    }

    /// Polls the drawn screen until `condition` holds or the timeout passes.
    private func wait(until condition: (String) -> Bool, describing waiting: String, line: Int) async throws(ShowcaseScriptError) {
        let deadline = ContinuousClock.now + timeout
        while !condition(screen) {
            guard ContinuousClock.now < deadline else {
                throw .timedOut(waiting: waiting, line: line, frame: screen)
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Lets work the key scheduled on the main queue run (ViewModels deliver outputs
    /// there), so a frame taken right after a key shows its immediate effect.
    private func settle() async {
        for _ in 0..<3 {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { continuation.resume() }
            }
        }
    }

    private static func name(of key: Key) -> String {
        switch key {
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .enter: return "enter"
        case .escape: return "esc"
        case .tab: return "tab"
        case .backTab: return "shift-tab"
        case .backspace: return "backspace"
        case .interrupt: return "ctrl-c"
        case .text(let text): return text
        }
    }
}
