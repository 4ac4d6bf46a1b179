import ProjectDescription

enum UIModuleName: String, CaseIterable {
    case DesignSystem
}

extension UIModuleName {
    var target: Target {
        Target.target(
            name: rawValue,
            destinations: .iOS,
            product: .staticFramework,
            bundleId: "com.example.\(rawValue)",
            sources: [.glob("\(rawValue)/**")]
        )
    }
}

extension TargetDependency {
    static func fromUI(_ name: UIModuleName) -> Self {
        .project(target: name.rawValue, path: .relativeToRoot("Projects/UI"))
    }
}
