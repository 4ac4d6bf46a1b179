import Foundation
import Kumiki
import ShowcaseFeatureContract
import ShowcaseUIComponents
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the shell on a real terminal: keys read on a thread of their own and handled
/// on the main actor, a redraw whenever the visible screen's outputs change (several
/// changes in one turn of the main queue draw once), and a full redraw on resize.
@MainActor
public final class TerminalRunner {
    private let shell: ShowcaseShell
    private let terminal: RawTerminal
    private var decoder = KeyDecoder()
    private var isDrawScheduled = false
    private var lastSize: TerminalSize?
    private var redrawSubscription: AnyCancellable?
    private var resizeSource: (any DispatchSourceSignal)?
    private var finish: CheckedContinuation<Void, Never>?

    /// Creates a runner drawing `shell` on `terminal`.
    public init(shell: ShowcaseShell, terminal: RawTerminal) {
        self.shell = shell
        self.terminal = terminal
    }

    /// Runs until the user quits (Ctrl-C) or input ends.
    public func run() async {
        redrawSubscription = shell.redraws.sink { [weak self] in self?.scheduleDraw() }
        signal(SIGWINCH, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.scheduleDraw() }
        }
        source.resume()
        resizeSource = source
        draw()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            finish = continuation
            startReading()
        }
        source.cancel()
        redrawSubscription = nil
    }

    /// Blocking reads stay off the main thread and the concurrency pool: a thread of their own.
    private func startReading() {
        let terminal = terminal
        let reader = Thread { [weak self] in
            while true {
                let bytes = terminal.read()
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { self?.receive(bytes) }
                }
                if bytes.isEmpty { return }
            }
        }
        reader.name = "showcase.keyboard"
        reader.start()
    }

    private func receive(_ bytes: [UInt8]) {
        guard finish != nil else { return }
        guard !bytes.isEmpty else {
            end()
            return
        }
        for key in decoder.keys(from: bytes) {
            shell.handle(key)
            if shell.isFinished {
                end()
                return
            }
        }
    }

    private func end() {
        finish?.resume()
        finish = nil
    }

    private func scheduleDraw() {
        guard !isDrawScheduled else { return }
        isDrawScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.isDrawScheduled = false
                self.draw()
            }
        }
    }

    private func draw() {
        guard finish != nil || lastSize == nil else { return }
        let (columns, rows) = terminal.size
        let size = TerminalSize(columns: columns, rows: rows)
        // After a resize the old frame's cells lie where the new one will not reach.
        let prefix = size == lastSize ? "" : ANSI.clearScreen
        lastSize = size
        terminal.write(prefix + shell.render(width: columns, height: rows).ansiText)
    }
}
