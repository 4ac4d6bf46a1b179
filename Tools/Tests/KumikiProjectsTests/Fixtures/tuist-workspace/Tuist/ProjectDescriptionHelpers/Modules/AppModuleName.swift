import ProjectDescription

enum AppModuleName: String, CaseIterable {
    case Reader
    case ReaderTests
}

extension AppModuleName {
    var target: Target {
        switch self {
        case .Reader:
            return .target(
                name: rawValue,
                destinations: [.iPhone, .iPad],
                product: .app,
                bundleId: "com.example.\(rawValue)",
                infoPlist: .extendingDefault(with: ["UILaunchScreen": [:]]),
                sources: ["Sources/**"],
                dependencies: .build {
                    DataModuleName.allCases.map(TargetDependency.fromData)
                    TargetDependency.fromDomain(.NovelDomain)
                    TargetDependency.fromUI(.DesignSystem)
                }
            )
        case .ReaderTests:
            return .target(
                name: rawValue,
                destinations: .iOS,
                product: .unitTests,
                bundleId: "com.example.\(rawValue)",
                sources: "Tests/**",
                dependencies: [.target(name: AppModuleName.Reader.rawValue)]
            )
        }
    }
}
