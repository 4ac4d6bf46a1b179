import Kumiki

/// One screen of the terminal front end: it binds one ViewModel (or store), draws its
/// outputs, and turns keys into its inputs. It holds only view state (the selected
/// row, the focused field), never logic a ViewModel test could miss (seed `002_…`).
@MainActor
public protocol ScreenController: AnyObject {
    /// The title in the header.
    var title: String { get }
    /// The key hints for the status line.
    var hints: String { get }
    /// Fires when the ViewModel's outputs change: the shell redraws.
    var changes: AnyPublisher<Void, Never> { get }
    /// A confirmation to draw over the screen, if the ViewModel shows one.
    var alert: AlertModel? { get }
    /// A short message for the status line (a toast), if any.
    var toast: String? { get }
    /// Where the ViewModel navigates: the shell sets this before the screen appears.
    var navigate: (ScreenCommand) -> Void { get set }

    /// The screen became visible (every time): calls the ViewModel's appearance inputs.
    func appear()
    /// Draws the screen in `area`.
    func draw(in canvas: inout Canvas, area: ScreenArea)
    /// Handles a key.
    func handle(_ key: Key) -> ScreenCommand
}
