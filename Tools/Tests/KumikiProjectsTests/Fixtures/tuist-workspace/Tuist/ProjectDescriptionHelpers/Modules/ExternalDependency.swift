import ProjectDescription

enum ExternalDependency: String {
    case Nuke
}

extension TargetDependency {
    static func external(_ name: ExternalDependency) -> Self {
        .external(name: name.rawValue)
    }
}
