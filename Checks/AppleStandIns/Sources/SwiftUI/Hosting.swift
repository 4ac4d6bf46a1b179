import UIKit

/// A UIKit view controller that manages a SwiftUI view hierarchy.
open class UIHostingController<Content: View>: UIViewController {
    /// The root view of the SwiftUI hierarchy.
    public var rootView: Content

    /// Hosts `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported by the stand-in; Apple's is for storyboards.
    public required init?(coder aDecoder: NSCoder) {
        nil
    }
}

/// A content configuration for a collection or table view cell drawn by SwiftUI.
nonisolated public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    private let content: Content
    private let background: Background

    /// A cell content of `content`, with no background.
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.content = content()
        background = EmptyView()
    }

    /// The same configuration with `background` behind the content.
    public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
        UIHostingConfiguration<Content, B>(content: self.content, background: content())
    }

    /// The same configuration with margins around the content.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<Content, Background> {
        self
    }

    private init(content: Content, background: Background) {
        self.content = content
        self.background = background
    }

    /// The view showing the configuration.
    @MainActor public func makeContentView() -> any UIView & UIContentView {
        _UIHostingContentView(configuration: self)
    }

    /// The configuration for a cell's new state.
    public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<Content, Background> {
        self
    }
}

/// The content view of a ``UIHostingConfiguration``.
public final class _UIHostingContentView: UIView, UIContentView {
    /// The configuration shown.
    public var configuration: any UIContentConfiguration

    init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    /// Not supported by the stand-in.
    public required init?(coder: NSCoder) {
        nil
    }
}

/// The context SwiftUI gives a view controller representable's methods.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator made by `makeCoordinator()`.
    public let coordinator: Representable.Coordinator
    /// The environment of the representable view.
    public var environment: EnvironmentValues
}

/// A SwiftUI view that shows a UIKit view controller.
@MainActor
@preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The view controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// The type of the object that passes UIKit's delegate calls back to SwiftUI.
    associatedtype Coordinator = Void
    /// The context passed to the methods.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Creates the view controller, once.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the view controller with new information from SwiftUI.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Creates the coordinator, before the view controller.
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
    /// A representable is a primitive view.
    public var body: Never { fatalError("\(Self.self) is a primitive view") }
}
