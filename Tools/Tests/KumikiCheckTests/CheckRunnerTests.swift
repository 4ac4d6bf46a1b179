import Foundation
import Testing
@testable import KumikiCheck
import KumikiSourceFiles

@Suite("CheckRunner cache")
struct CheckRunnerTests {
    static let files = [
        "ViewModel/FormViewModel.swift": "final class FormViewModel { @Published var isValid = false }",
        "Repository/UserRepository.swift": "final class UserRepository {}",
        "Entity/User.swift": "struct User { let id: Int }",
    ]

    private func runner(_ root: URL, cache: URL) -> CheckRunner {
        CheckRunner(configuration: Configuration(preset: .mvvmRepository), cacheDirectory: cache, baseDirectory: root)
    }

    @Test("a warm run answers from the cache with the same diagnostics; an edited file is analysed again")
    func warmAndEdited() throws {
        let root = try temporaryProject(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = root.appendingPathComponent(".cache")
        let cold = try runner(root, cache: cache).run(paths: ["."])
        #expect(cold.cachedFiles == 0)
        #expect(cold.diagnostics.rules == ["published-private-set"])
        let warm = try runner(root, cache: cache).run(paths: ["."])
        #expect(warm.cachedFiles == 3)
        #expect(warm.diagnostics == cold.diagnostics)
        #expect(warm.model.files == cold.model.files)

        try Data("final class FormViewModel { @Published private(set) var isValid = false }".utf8)
            .write(to: root.appendingPathComponent("ViewModel/FormViewModel.swift"))
        let edited = try runner(root, cache: cache).run(paths: ["."])
        #expect(edited.cachedFiles == 2)
        #expect(edited.diagnostics.isEmpty)
    }

    @Test("a file rewritten with the same size and modification time is analysed again, not trusted to its stamp")
    func sameSizeAndModificationTime() throws {
        let root = try temporaryProject(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = root.appendingPathComponent(".cache")
        var runner = runner(root, cache: cache)
        runner.stampTrustWindow = 0
        let cold = try runner.run(paths: ["."])
        #expect(cold.diagnostics.rules == ["published-private-set"])
        // Answered from the stamps and the stored result.
        let warm = try runner.run(paths: ["."])
        #expect(warm.cachedFiles == 3)
        #expect(warm.diagnostics == cold.diagnostics)
        #expect(warm.model.files == cold.model.files)

        // The same number of bytes, and the modification time put back, as `rsync -t` or a careless
        // tool would leave it: only the status-change time tells.
        let file = root.appendingPathComponent("ViewModel/FormViewModel.swift")
        var before = stat()
        #expect(stat(file.path, &before) == 0)
        let fixed = "final class FormViewModel { @Published private(set) var v=0}"
        #expect(fixed.utf8.count == Self.files["ViewModel/FormViewModel.swift"]?.utf8.count)
        try Data(fixed.utf8).write(to: file)
        #if canImport(Darwin)
        let times = [before.st_atimespec, before.st_mtimespec]
        #else
        let times = [before.st_atim, before.st_mtim]
        #endif
        #expect(utimensat(AT_FDCWD, file.path, times, 0) == 0)
        var after = stat()
        #expect(stat(file.path, &after) == 0)
        #expect(FileStamp(after).modified == FileStamp(before).modified)
        #expect(after.st_ino == before.st_ino)
        let edited = try runner.run(paths: ["."])
        #expect(edited.cachedFiles == 2)
        #expect(edited.diagnostics.isEmpty)
        #expect(try runner.run(paths: ["."]).diagnostics.isEmpty)
    }

    @Test("a stored result is not reused when a file is added or removed")
    func addedAndRemovedFiles() throws {
        let root = try temporaryProject(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        var runner = runner(root, cache: root.appendingPathComponent(".cache"))
        runner.stampTrustWindow = 0
        _ = try runner.run(paths: ["."])
        let added = root.appendingPathComponent("ViewModel/ListViewModel.swift")
        try Data("final class ListViewModel { @Published var items: [Int] = [] }".utf8).write(to: added)
        let withAdded = try runner.run(paths: ["."])
        #expect(withAdded.cachedFiles == 3)
        #expect(withAdded.diagnostics.count == 2)
        try FileManager.default.removeItem(at: root.appendingPathComponent("ViewModel/FormViewModel.swift"))
        let withRemoved = try runner.run(paths: ["."])
        #expect(withRemoved.diagnostics.map(\.location.file) == ["ViewModel/ListViewModel.swift"])
        #expect(withRemoved.model.files.count == 3)
    }

    @Test("a file that cannot be read does not stop the others' facts from being cached")
    func unreadableFileKeepsTheCache() throws {
        let root = try temporaryProject(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Entity/Broken.swift").path, withDestinationPath: "Entity/Missing.swift")
        let runner = runner(root, cache: root.appendingPathComponent(".cache"))
        let cold = try runner.run(paths: ["."])
        #expect(cold.diagnostics.rules == ["parse-error", "published-private-set"])
        let warm = try runner.run(paths: ["."])
        #expect(warm.cachedFiles == 3)
        #expect(warm.diagnostics == cold.diagnostics)
    }

    @Test("a stamp is trusted only for a file last changed well before the run")
    func racyStamps() {
        let stamp = FileStamp(size: 10, inode: 7, modified: 1_000_000_000_000, changed: 1_000_000_000_000)
        #expect(FileStamp.trusted(stamp, before: 1_000_000_000_000 + FileStamp.racyWindowNanoseconds + 1) == stamp)
        #expect(FileStamp.trusted(stamp, before: 1_000_000_000_000 + FileStamp.racyWindowNanoseconds) == .untrusted)
        var statusChangedLater = stamp
        statusChangedLater.changed += FileStamp.racyWindowNanoseconds
        #expect(FileStamp.trusted(statusChangedLater, before: 1_000_000_000_000 + FileStamp.racyWindowNanoseconds + 1) == .untrusted)
    }

    @Test("a damaged cache file costs only speed: the run is correct and rewrites it")
    func damagedCache() throws {
        let root = try temporaryProject(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = root.appendingPathComponent(".cache")
        let expected = try runner(root, cache: cache).run(paths: ["."]).diagnostics
        let cacheFiles = try FileManager.default.contentsOfDirectory(at: cache, includingPropertiesForKeys: nil)
        #expect(cacheFiles.count == 1)
        for file in cacheFiles {
            let bytes = try Data(contentsOf: file)
            try bytes.prefix(bytes.count / 2).write(to: file)
        }
        let damaged = try runner(root, cache: cache).run(paths: ["."])
        #expect(damaged.cachedFiles == 0)
        #expect(damaged.diagnostics == expected)
        #expect(try runner(root, cache: cache).run(paths: ["."]).cachedFiles == 3)
    }

    @Test("a warm check with no project file changed writes no project cache; a changed manifest rewrites it")
    func warmRunWritesNoProjectCache() throws {
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Demo", targets: [.target(name: "App")])
            """
        let root = try temporaryProject(["Package.swift": manifest, "Sources/App/App.swift": "struct App {}"])
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = root.appendingPathComponent(".cache")
        var runner = runner(root, cache: cache)
        runner.stampTrustWindow = 0
        func projectCacheFile() throws -> String {
            let files = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasPrefix("projects-") }
            #expect(files.count == 1)
            return cache.appendingPathComponent(files.first ?? "").path
        }
        func projectCache() throws -> stat {
            var status = stat()
            #expect(stat(try projectCacheFile(), &status) == 0)
            return status
        }
        _ = try runner.run(paths: ["."])
        let written = try projectCache()
        let warm = try runner.run(paths: ["."])
        #expect(warm.cachedFiles == 1)
        let afterWarm = try projectCache()
        // Written through a temporary file and a rename, so a write is a new inode.
        #expect(afterWarm.st_ino == written.st_ino)
        #expect(afterWarm.st_mtim.tv_nsec == written.st_mtim.tv_nsec && afterWarm.st_mtim.tv_sec == written.st_mtim.tv_sec)

        let before = try Data(contentsOf: URL(fileURLWithPath: try projectCacheFile()))
        try Data((manifest + "\n// a change\n").utf8).write(to: root.appendingPathComponent("Package.swift"))
        _ = try runner.run(paths: ["."])
        #expect(try Data(contentsOf: URL(fileURLWithPath: try projectCacheFile())) != before)
    }

    @Test("overlapping paths list each file once, in order; names that differ only in Unicode normalisation are both kept")
    func overlappingPaths() throws {
        let root = try temporaryProject(Self.files.map { ($0.key, $0.value) } + [("Entity/\u{E9}.swift", ""), ("Entity/e\u{301}.swift", "")])
        defer { try? FileManager.default.removeItem(at: root) }
        let runner = CheckRunner(configuration: Configuration(preset: .mvvmRepository), cacheDirectory: nil, baseDirectory: root)
        let all = try runner.collectFiles(paths: ["."])
        #expect(all.count == 5)
        #expect(all == all.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        #expect(try runner.collectFiles(paths: ["Entity", ".", "Entity/User.swift"]) == all)
        #expect(try runner.collectFiles(paths: ["Entity/", "Entity", "Entity/User.swift"]) == ["Entity/User.swift", "Entity/e\u{301}.swift", "Entity/\u{E9}.swift"])
    }
}
