import Foundation
import KumikiSourceFiles

/// A damaged project file for the fuzzer: a `project.pbxproj`, a workspace's
/// `contents.xcworkspacedata` or a `Package.swift`, written where `kumiki` finds it.
struct ProjectInput {
    /// Which project file it is.
    enum Kind: String, CaseIterable {
        case xcodeProject, workspace, manifest

        /// Where the file goes in the folder `kumiki check` is run on.
        var path: String {
            switch self {
            case .xcodeProject: return "Damaged.xcodeproj/project.pbxproj"
            case .workspace: return "Damaged.xcworkspace/contents.xcworkspacedata"
            case .manifest: return "Package.swift"
            }
        }

        /// The kind of a seed file, from its name.
        init?(fileName: String) {
            switch fileName {
            case "project.pbxproj": self = .xcodeProject
            case "contents.xcworkspacedata": self = .workspace
            case "Package.swift": self = .manifest
            default: return nil
            }
        }
    }

    var kind: Kind
    var name: String
    var bytes: [UInt8]
    var mutations: [Mutation]

    /// Every project file under `folders`, by kind, in a fixed order.
    static func seeds(in folders: [URL]) -> [Kind: [[UInt8]]] {
        var seeds: [Kind: [[UInt8]]] = [:]
        for folder in folders {
            for path in DirectoryWalker.files(under: folder.path, withSuffix: "", prefix: folder.path + "/")
            where !path.contains("/.build/") {
                guard let kind = Kind(fileName: (path as NSString).lastPathComponent),
                      let bytes = SourceFileReader.bytes(atPath: path)
                else { continue }
                seeds[kind, default: []].append(bytes)
            }
        }
        return seeds
    }

    /// The input number `index` of `kind`: a seed of that kind with one to three mutations.
    static func make(_ index: Int, kind: Kind, seeds: [[UInt8]], seed: UInt64) -> ProjectInput {
        var random = SeededGenerator(seed: seed &* 2_000_003 &+ UInt64(index) &+ UInt64(kind.rawValue.count) << 32)
        let damaged = Mutation.damage(oneOf: seeds, using: &random)
        return ProjectInput(kind: kind, name: String(format: "%@-%06d", kind.rawValue, index), bytes: damaged.bytes, mutations: damaged.mutations)
    }

    /// The files of the folder `kumiki check` runs on: the damaged file and one Swift file.
    func files(bytes: [UInt8]) -> [(name: String, bytes: [UInt8])] {
        [(kind.path, bytes), ("Sources/App/App.swift", Array("struct App {}\n".utf8))]
    }
}
