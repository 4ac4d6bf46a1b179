import KumikiProjects

/// Adds `pod` lines to a target's block of a CocoaPods `Podfile`, in its text: the line goes
/// after the block's last `pod` line (or first in the block), at that line's indentation, and
/// pins the version `Podfile.lock` resolved, so `pod install` links what was linked before. It
/// never removes a pod: one can bring resources or Objective-C categories that no import names.
public struct PodfileEditor: Sendable {
    /// The Podfile's text, with the edits made so far.
    public private(set) var text: String
    /// The Podfile, relative to the root, as errors name it.
    public let file: String
    /// The lock beside it, when there is one.
    public let lock: PodfileLock?

    /// An editor of `text`, the Podfile at `file`, whose pods `lock` resolves.
    public init(text: String, file: String, lock: PodfileLock?) {
        self.text = text
        self.file = file
        self.lock = lock
    }

    /// Adds the pod `pod` (its root name) to the block of the target `target`; a target that only
    /// inherits search paths (a test bundle its app hosts) gets it through the block it inherits
    /// from, since a pod linked twice gives its classes twice.
    public mutating func add(pod: String, toTarget target: String) -> ManifestEditOutcome {
        let podfile: Podfile
        do {
            podfile = try PodfileReader.read(text, file: file)
        } catch {
            return .manual("\(file) does not read: \(error.message)")
        }
        guard let index = Self.block(for: target, in: podfile) else {
            return .manual("\(file) has no block for the target \(target)")
        }
        if podfile.importablePods(of: index).contains(where: { $0.rootName == pod }) { return .unchanged }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let block = podfile.targets[index]
        guard block.line - 1 < lines.count, PodfileReader.opensBlock(PodfileReader.withoutComment(lines[block.line - 1]).trimmingCharacters(in: .whitespaces))
        else {
            return .manual("the target \(block.name) in \(file) is not a `target … do` block")
        }
        // After the block's own last pod (a pod a helper adds is written elsewhere), else first in the block.
        let insertion: Int
        let indentation: String
        if let last = block.pods.filter({ $0.line > block.line }).max(by: { $0.line < $1.line }) {
            insertion = Self.endOfStatement(startingAt: last.line - 1, in: lines) + 1
            indentation = Self.indentation(of: lines[last.line - 1])
        } else {
            insertion = block.line
            let next = lines.dropFirst(block.line).first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            let nextIndentation = next.map(Self.indentation) ?? ""
            let blockIndentation = Self.indentation(of: lines[block.line - 1])
            indentation = nextIndentation.count > blockIndentation.count ? nextIndentation : blockIndentation + "  "
        }
        lines.insert(contentsOf: self.lines(for: pod).map { indentation + $0 }, at: insertion)
        text = lines.joined(separator: "\n")
        return .edited
    }

    /// The name of the block a pod for `target` goes into: its own, or for a target that only
    /// inherits search paths, the one it inherits them from.
    public func block(for target: String) -> String? {
        guard let podfile = try? PodfileReader.read(text, file: file), let index = Self.block(for: target, in: podfile) else { return nil }
        return podfile.targets[index].name
    }

    private static func block(for target: String, in podfile: Podfile) -> Int? {
        guard var index = podfile.targets.firstIndex(where: { $0.name == target && !$0.isAbstract }) else { return nil }
        while podfile.targets[index].inheritance == .searchPaths, let parent = podfile.targets[index].parent {
            index = parent
        }
        return index
    }

    /// The `pod` lines written for `pod`: the pod at the version the lock resolved, or each of its
    /// subspecs the lock lists when the pod itself is not installed whole (its default subspecs
    /// could bring more than was linked); a pod fetched from git or a folder keeps its source.
    public func lines(for pod: String) -> [String] {
        let quote = text.contains("pod \"") && !text.contains("pod '") ? "\"" : "'"
        func quoted(_ value: String) -> String { quote + value + quote }
        if let options = lock?.externalSources[pod], !options.isEmpty {
            let written = options.keys.sorted { Self.optionOrder($0) < Self.optionOrder($1) }.map { ":\($0) => \(quoted(options[$0] ?? ""))" }
            return ["pod \(quoted(pod)), " + written.joined(separator: ", ")]
        }
        let versions = lock?.versions ?? [:]
        if let version = versions[pod] { return ["pod \(quoted(pod)), \(quoted(version))"] }
        let subspecs = versions.keys.filter { $0.hasPrefix(pod + "/") }.sorted()
        guard !subspecs.isEmpty else { return ["pod \(quoted(pod))"] }
        return subspecs.map { "pod \(quoted($0)), \(quoted(versions[$0] ?? ""))" }
    }

    /// `:git` first, then what says where in it, as Podfiles write them.
    private static func optionOrder(_ option: String) -> (Int, String) {
        (["path", "podspec", "git", "branch", "tag", "commit"].firstIndex(of: option) ?? 99, option)
    }

    /// The index of the last line of the statement that starts at `start`: a line ending in `,`
    /// or `\` goes on.
    private static func endOfStatement(startingAt start: Int, in lines: [String]) -> Int {
        var index = start
        while index + 1 < lines.count {
            let code = PodfileReader.withoutComment(lines[index]).trimmingCharacters(in: .whitespaces)
            guard code.hasSuffix(",") || code.hasSuffix("\\") else { break }
            index += 1
        }
        return index
    }

    private static func indentation(of line: String) -> String {
        String(line.prefix { $0 == " " || $0 == "\t" })
    }
}
