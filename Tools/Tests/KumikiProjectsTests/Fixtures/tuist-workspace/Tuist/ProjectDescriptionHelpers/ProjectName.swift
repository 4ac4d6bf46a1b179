import ProjectDescription

/// The workspace's projects: `Projects/<name>/Project.swift` holds `ProjectName.<name>.project`.
public enum ProjectName: String, CaseIterable {
    case App
    case Domain
    case Data
    case UI
}

public extension ProjectName {
    var projectPath: Path {
        "Projects/\(rawValue)"
    }

    var project: Project {
        switch self {
        case .App:
            Project(name: rawValue, targets: AppModuleName.allCases.map(\.target))
        case .Domain:
            Project(name: rawValue, targets: DomainModuleName.allCases.flatMap(\.targets))
        case .Data:
            Project(name: rawValue, targets: DataModuleName.allCases.map(\.target))
        case .UI:
            return Project(
                name: rawValue,
                targets: UIModuleName.allCases.map { module in module.target }
            )
        }
    }
}
