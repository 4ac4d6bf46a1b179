import Foundation
import Kumiki
import Observation
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseTerminalApp
import ShowcaseUIComponents
import Testing

/// A model in the `@Observable` style, as `kumiki migrate observable` leaves a ViewModel.
@MainActor
@Observable
private final class Counter {
    var count = 0
}

/// A screen over it that, like a migrated screen, follows nothing itself: its `changes` is the
/// `Observable` model's empty `redraws`.
@MainActor
private final class CounterScreen: ScreenController {
    let counter: Counter
    var navigate: (ScreenCommand) -> Void = { _ in }
    init(counter: Counter) { self.counter = counter }
    var title: String { "counter" }
    var hints: String { "" }
    var changes: AnyPublisher<Void, Never> { counter.redraws }
    func draw(in canvas: inout Canvas, area: ScreenArea) {
        canvas.write("count \(counter.count)", row: area.top, column: 1)
    }
    func handle(_ key: Key) -> ScreenCommand { .unhandled }
}

@MainActor
private final class CounterFeature: ShowcaseFeature {
    let counter = Counter()
    var tab: ShowcaseTab? { ShowcaseTab(id: "counter", title: "counter") }
    func makeRootScreen() -> (any ScreenController)? { CounterScreen(counter: counter) }
}

@Suite("The shell redraws screens over @Observable models")
@MainActor
struct ObservationRedrawTests {
    @Test("a property the last frame read changes: the shell asks for a redraw, and the next frame shows the new value")
    func redrawOnChange() async throws {
        let feature = CounterFeature()
        let shell = ShowcaseShell(features: [feature])
        shell.start()
        var redraws = 0
        let subscription = shell.redraws.sink { redraws += 1 }
        #expect(shell.render(width: 40, height: 10).plainText.contains("count 0"))
        redraws = 0
        feature.counter.count = 1
        for _ in 0..<100 where redraws == 0 {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(redraws == 1)
        #expect(shell.render(width: 40, height: 10).plainText.contains("count 1"))
        subscription.cancel()
    }
}
