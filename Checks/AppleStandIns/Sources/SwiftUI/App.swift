/// The structure and behaviour of an app; mark the type `@main`.
@MainActor
@preconcurrency
public protocol App {
    /// The kind of scene the app's body is.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Creates the app; SwiftUI calls it once at launch.
    init()
}

extension App {
    /// The app's entry point, which `@main` calls. The stand-in never runs an app: it only
    /// lets an app target type-check.
    @MainActor
    public static func main() {
        _ = Self().body
    }
}

/// Part of an app's user interface whose life cycle the system manages.
@MainActor
@preconcurrency
public protocol Scene {
    /// The kind of scene the scene's body is.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder var body: Body { get }
}

/// Builds scenes from closures.
@resultBuilder
public enum SceneBuilder {
    /// A single scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }
}

/// A scene that shows a group of identically structured windows.
nonisolated public struct WindowGroup<Content: View>: Scene {
    private let content: Content

    /// Creates a window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group is a primitive scene.
    public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

extension Never: Scene {}
