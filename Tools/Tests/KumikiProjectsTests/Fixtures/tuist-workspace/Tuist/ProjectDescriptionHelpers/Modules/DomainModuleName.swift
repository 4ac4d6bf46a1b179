import ProjectDescription

enum DomainModuleName: String, CaseIterable {
    case NovelDomain
}

extension DomainModuleName {
    var targets: [Target] {
        [.domain(name: self)]
    }
}

extension Target {
    static func domain(name: DomainModuleName, external: [ExternalDependency] = []) -> Target {
        .target(
            name: name.rawValue,
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.\(name.rawValue)",
            sources: ["\(name.rawValue)/**"],
            dependencies: external.map(TargetDependency.external)
        )
    }
}

extension TargetDependency {
    static func fromDomain(_ name: DomainModuleName) -> Self {
        .project(target: name.rawValue, path: .relativeToRoot("Projects/Domain"))
    }
}
