import Foundation
import KumikiProjects
import Testing

@Suite("Swift packages")
struct SwiftPackageReaderTests {
    /// The fixture package read from the JSON `swift package dump-package` printed for it.
    func catalog() throws -> ProjectDescription {
        let json = try Data(contentsOf: fixtures.appendingPathComponent("custom-paths-package/dump.json"))
        let root = fixtures.appendingPathComponent("custom-paths-package").path
        return try SwiftPackageReader(packagePath: ".", root: root).read(dumpedJSON: json) { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    @Test("custom path:, sources: and exclude:, the conventional test folder, and what each file belongs to")
    func customPaths() throws {
        let package = try catalog()
        #expect(package.name == "Catalog")
        #expect(package.targets.map(\.name) == ["CatalogCore", "CatalogUI", "catalog-tool", "CatalogCoreTests"])
        #expect(package.targets.map(\.kind) == [.library, .library, .executable, .unitTest])
        #expect(package.target("catalog-tool")?.moduleName == "catalog_tool")
        let files = try swiftFiles(inFixture: "custom-paths-package")
        #expect(membership([package], files: files) == [
            "Code/Core/Item.swift: CatalogCore",
            "Code/Core/Legacy/OldItem.swift: ",
            "Code/UI/CatalogScreen.swift: CatalogUI",
            "Code/UI/Preview.swift: ",
            "Code/UI/Views/ItemRow.swift: CatalogUI",
            "Package.swift: ",
            "Scripts/bump.swift: ",
            "Tests/CatalogCoreTests/ItemTests.swift: CatalogCoreTests",
            "Tool/main.swift: catalog-tool",
        ])
    }

    @Test("dependencies by name, by target and by product; products with their targets")
    func dependencies() throws {
        let package = try catalog()
        #expect(package.target("CatalogUI")?.dependencies == [DeclaredDependency(kind: .byName, name: "CatalogCore")])
        #expect(package.target("catalog-tool")?.dependencies == [DeclaredDependency(kind: .target, name: "CatalogCore")])
        #expect(package.products == [ProductDescription(name: "Catalog", kind: .library, targets: ["CatalogCore", "CatalogUI"])])
    }

    @Test("a package's only target may take the whole Sources folder from tools version 5.9 on, as SwiftPM lets it")
    func soleTargetInSources() {
        func folder(toolsVersion: String, targets: [String]) -> [String] {
            let document: [String: Any] = [
                "name": "Kit", "toolsVersion": ["_version": toolsVersion],
                "targets": targets.map { ["name": $0, "type": "regular"] as [String: Any] },
            ]
            let package = SwiftPackageReader(packagePath: "Kit", root: "/r").read(document: document) { $0 == "Kit/Sources" }
            return package.targets.flatMap { $0.sources.folders.map(\.path) }
        }
        #expect(folder(toolsVersion: "5.9.0", targets: ["Kit"]) == ["Kit/Sources"])
        #expect(folder(toolsVersion: "6.1.0", targets: ["Kit"]) == ["Kit/Sources"])
        // Before 5.9, and beside a second target, the conventional folder is the only one SwiftPM reads.
        #expect(folder(toolsVersion: "5.8.0", targets: ["Kit"]) == ["Kit/Sources/Kit"])
        #expect(folder(toolsVersion: "5.9.0", targets: ["Kit", "Extra"]) == ["Kit/Sources/Kit", "Kit/Sources/Extra"])
    }

    @Test("JSON that is not a package is an error naming the manifest")
    func notJSON() {
        let reader = SwiftPackageReader(packagePath: "Sub", root: "/r")
        #expect { try reader.read(dumpedJSON: Data("warning: x".utf8)) { _ in false } } throws: { error in
            (error as? ProjectReadError)?.file == "Sub/Package.swift"
        }
    }

    @Test("without a toolchain, targets come from Sources/ and Tests/ folders, with dependencies unknown")
    func folderConvention() {
        let reader = SwiftPackageReader(packagePath: "Pkg", root: "/r")
        let project = reader.conventionalDescription(subfolders: { $0 == "Pkg/Sources" ? ["B", "A"] : $0 == "Pkg/Tests" ? ["ATests"] : [] }, note: "no swift")
        #expect(project.targets.map(\.name) == ["A", "B", "ATests"])
        #expect(project.targets.map(\.kind) == [.library, .library, .unitTest])
        #expect(project.targets.allSatisfy { !$0.dependenciesAreKnown })
        #expect(project.notes == ["no swift"])
    }
}
