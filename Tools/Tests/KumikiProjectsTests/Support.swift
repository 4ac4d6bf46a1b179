import Foundation
import KumikiProjects

/// The fixture projects committed beside the tests.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// The bytes of a fixture file.
func fixtureBytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: fixtures.appendingPathComponent(path)))
}

/// Every `.swift` file under a fixture folder, relative to it, sorted.
func swiftFiles(inFixture name: String) throws -> [String] {
    let folder = fixtures.appendingPathComponent(name)
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".swift"), !path.contains(".xcodeproj/") { files.append(path) }
    }
    return files.sorted()
}

/// Reads the Xcode project at `projectPath` (relative to the fixture folder `fixture`).
func readXcodeProject(_ projectPath: String, inFixture fixture: String) throws -> ProjectDescription {
    let bytes = try fixtureBytes("\(fixture)/\(projectPath)/project.pbxproj")
    let reader = XcodeProjectReader(projectPath: projectPath, root: fixtures.appendingPathComponent(fixture).path)
    return try bytes.withUnsafeBufferPointer { buffer in Result { () throws(ProjectReadError) in try reader.read(buffer) } }.get()
}

/// Each file with the names of the targets that compile it, as `path: A, B`.
func membership(_ projects: [ProjectDescription], files: [String]) -> [String] {
    let index = ProjectIndex(projects: projects)
    return zip(files, index.targets(ofFiles: files)).map { file, targets in
        "\(file): " + targets.map { index.targets[$0].description.name }.sorted().joined(separator: ", ")
    }
}

extension ProjectDescription {
    /// The target called `name`.
    func target(_ name: String) -> TargetDescription? {
        targets.first { $0.name == name }
    }
}
