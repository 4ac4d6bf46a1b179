import Kumiki
#if canImport(Observation)
import Observation
#endif
import ShowcaseRouting
import ShowcaseUIComponents

/// One screen of the terminal front end: it binds one ViewModel (or store), draws its
/// outputs, and turns keys into its inputs. It holds only view state (the selected
/// row, the focused field), never logic a ViewModel test could miss (Sync).
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

extension ScreenController {
    /// Most screens show no confirmation.
    public var alert: AlertModel? { nil }
    /// Most screens show no toast.
    public var toast: String? { nil }
    /// Most screens have no appearance inputs to call.
    public func appear() {}

    /// Follows a ViewModel's `transitionItem` output: each item becomes the shell command
    /// `command` gives (none for an item this front end does not draw), then the ViewModel
    /// hears it was carried out through `finished`. The screens whose ViewModels publish an
    /// optional item navigate this one way (minne's `TransitionItem`), so none can
    /// forget to report back. Neither closure is handed the screen, and the model is held
    /// weakly, so following never keeps a ViewModel alive.
    public func follow<Model: AnyObject, Item>(
        _ items: some Publisher<Item?, Never>,
        of model: Model,
        finished: @escaping @MainActor (Model) -> Void,
        as command: @escaping @MainActor (Model, Item) -> ScreenCommand?
    ) -> AnyCancellable {
        items.compactMap { $0 }
            .sink { [weak self, weak model] item in
                guard let self, let model else { return }
                if let command = command(model, item) { self.navigate(command) }
                finished(model)
            }
    }
}

extension ObservableObject {
    /// A signal for each change of the object's outputs: what a screen redraws on.
    public var redraws: AnyPublisher<Void, Never> {
        objectWillChange.map { _ in () }.eraseToAnyPublisher()
    }
}

#if canImport(Observation)
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension Observable where Self: AnyObject {
    /// Nothing to follow for an `@Observable` model: the shell draws under Observation tracking
    /// and redraws when a property the frame read changes, so a screen over one (such as a
    /// ViewModel `kumiki migrate observable` moved) needs no signal of its own.
    public var redraws: AnyPublisher<Void, Never> {
        Empty().eraseToAnyPublisher()
    }
}
#endif
