import Foundation
import Testing
@testable import KumikiCheck

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
