extension FileFacts {
    /// The protocols whose conformer starts an app: SwiftUI's `App` and the application and scene delegates.
    static let entryPointProtocols: Set<String> = [
        "App", "UIApplicationDelegate", "UIWindowSceneDelegate", "NSApplicationDelegate", "WKApplicationDelegate", "WKExtensionDelegate",
    ]

    /// Whether the file declares a type that starts an app (a SwiftUI `App`, an application or scene
    /// delegate): the file is the app's entry point, which the composition root holds.
    public var declaresEntryPointType: Bool {
        types.contains { type in type.kind != .protocol && type.inherited.contains { Self.entryPointProtocols.contains(self[$0]) } }
    }
}
