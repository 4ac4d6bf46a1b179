/// Where a Podfile's target goes: the Xcode target of that name, in the project the Podfile names
/// for it (or any project beside the Podfile), links the pods of its aggregate target.
public struct PodIntegration: Codable, Hashable, Sendable {
    /// The Xcode target's name.
    public var target: String
    /// Its project, relative to the root, when the Podfile names one.
    public var project: String?

    /// Creates an integration.
    public init(target: String, project: String?) {
        self.target = target
        self.project = project
    }
}
