import KumikiProjects
import Testing

@Suite("Project index")
struct ProjectIndexTests {
    let app = ProjectDescription(
        kind: .swiftPackage, path: ".", name: "App",
        targets: [
            TargetDescription(name: "Feature", kind: .library, sources: SourceSet(folders: [.init(path: "Sources/Feature")]), dependencies: [
                DeclaredDependency(kind: .byName, name: "Core"),
                DeclaredDependency(kind: .product, name: "Networking", package: "net-kit"),
                DeclaredDependency(kind: .product, name: "Unresolved", package: "elsewhere"),
            ]),
            TargetDescription(name: "Core", kind: .library, sources: SourceSet(folders: [.init(path: "Sources/Core")])),
        ],
        packages: [PackageReference(identity: "net-kit", url: "https://example.com/net-kit.git"), PackageReference(identity: "elsewhere")],
        identity: "app")
    let netKit = ProjectDescription(
        kind: .swiftPackage, path: ".build/checkouts/net-kit", name: "NetKit",
        targets: [
            TargetDescription(name: "Networking", kind: .library, sources: SourceSet(), dependencies: [DeclaredDependency(kind: .target, name: "Sockets")]),
            TargetDescription(name: "Sockets", kind: .library, sources: SourceSet()),
        ],
        products: [ProductDescription(name: "Networking", kind: .library, targets: ["Networking"])],
        isChecked: false, identity: "net-kit")
    let sibling = ProjectDescription(
        kind: .swiftPackage, path: "Other", name: "Other",
        targets: [TargetDescription(name: "Security", kind: .library, sources: SourceSet(folders: [.init(path: "Other/Sources/Security")]))],
        identity: "other")

    @Test("a target resolves its dependencies to a sibling target, a product's targets, or an assumed module")
    func resolution() {
        let index = ProjectIndex(projects: [app, netKit])
        let resolved = index.dependencies[0]
        #expect(resolved.map { $0.targets.map { index.targets[$0].description.name } } == [["Core"], ["Networking"], []])
        #expect(resolved[2].assumedModules == ["Unresolved"])
        #expect(index.reachableTargets(from: 0).map { index.targets[$0].description.name }.sorted() == ["Core", "Networking", "Sockets"])
    }

    @Test("a module of a package the target's package does not depend on is not what its import names")
    func visibility() {
        let index = ProjectIndex(projects: [app, netKit, sibling])
        #expect(index.knowsModule("Security"))
        #expect(!index.knowsModule("Security", from: 0))
        #expect(index.knowsModule("Sockets", from: 0))
        #expect(index.knowsModule("Core", from: 0))
    }

    @Test("only checked projects' targets compile files")
    func membership() {
        let index = ProjectIndex(projects: [app, netKit])
        #expect(index.targets(ofFiles: ["Sources/Feature/A.swift", "Sources/Core/B.swift", "Sources/Other/C.swift"]) == [[0], [1], []])
    }
}
