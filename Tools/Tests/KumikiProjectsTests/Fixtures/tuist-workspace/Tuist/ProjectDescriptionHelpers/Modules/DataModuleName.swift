import ProjectDescription

enum DataModuleName: String, CaseIterable {
    case NovelAPI
    case NovelDatabase = "NovelPersistence"
}

extension DataModuleName {
    var target: Target {
        switch self {
        case .NovelAPI:
            return .data(self, external: [.Nuke])
        case .NovelDatabase:
            return .data(self)
        }
    }
}

extension Target {
    static func data(_ name: DataModuleName, external: [ExternalDependency] = []) -> Self {
        let folder = name == .NovelDatabase ? "NovelDatabase" : name.rawValue
        return .target(
            name: name.rawValue,
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.\(name.rawValue)",
            sources: .glob("\(folder)/**/*.swift", excluding: ["\(folder)/Generated/**"]),
            dependencies: .build {
                TargetDependency.fromDomain(.NovelDomain)
                external.map(TargetDependency.external)
            }
        )
    }
}

extension TargetDependency {
    static func fromData(_ name: DataModuleName) -> Self {
        .project(target: name.rawValue, path: "../Data")
    }
}
