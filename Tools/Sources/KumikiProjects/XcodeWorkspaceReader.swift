/// Reads an `.xcworkspace`'s `contents.xcworkspacedata`: the projects and package folders it
/// lists, through nested groups and every location kind Xcode writes (`group:`, `container:`,
/// `absolute:`; `self:` and `developer:` name nothing to check).
public struct XcodeWorkspaceReader: Sendable {
    /// One entry the workspace lists.
    public struct Reference: Equatable, Sendable {
        /// The referenced file or folder, relative to the checked root (absolute outside it).
        public var path: String
        /// The line of the `FileRef` in `contents.xcworkspacedata`.
        public var line: Int
    }

    /// The `.xcworkspace` folder, relative to the checked root (or absolute).
    public var workspacePath: String
    /// The checked root, absolute and clean.
    public var root: String

    /// Creates a reader for the workspace at `workspacePath`.
    public init(workspacePath: String, root: String) {
        self.workspacePath = RelativePath.clean(workspacePath)
        self.root = root
    }

    /// The workspace's `contents.xcworkspacedata`, as findings name it.
    public var contentsFile: String {
        RelativePath.join(workspacePath, "contents.xcworkspacedata")
    }

    /// Every file reference of the workspace's `contents.xcworkspacedata` text, in order.
    public func references(in text: String) throws(ProjectReadError) -> [Reference] {
        let events: [XMLElementScanner.Event]
        do {
            events = try XMLElementScanner.events(in: text)
        } catch {
            throw ProjectReadError(file: contentsFile, line: error.line, column: error.column, message: "not a valid workspace: \(error.message)")
        }
        guard case .open(let rootName, _, let rootLine)? = events.first, rootName == "Workspace" else {
            throw ProjectReadError(file: contentsFile, line: 1, message: "not a valid workspace: the document is not a <Workspace>")
        }
        _ = rootLine
        let container = RelativePath.parent(of: workspacePath)
        // The folder each open group stands for; `nil` for an element that is not a group.
        var bases: [String?] = []
        var references: [Reference] = []
        for event in events {
            switch event {
            case .open(let name, let attributes, let line):
                let enclosing = bases.lazy.compactMap { $0 }.last ?? container
                let location = attributes["location"].flatMap { resolve($0, in: enclosing, container: container) }
                switch name {
                case "Group":
                    bases.append(location ?? enclosing)
                case "FileRef":
                    if let location { references.append(Reference(path: location, line: line)) }
                    bases.append(nil)
                default:
                    bases.append(nil)
                }
            case .close:
                _ = bases.popLast()
            }
        }
        return references
    }

    /// A workspace location as a path, or `nil` for kinds that name nothing to check.
    private func resolve(_ location: String, in enclosing: String, container: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon], path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return RelativePath.join(enclosing, path)
        case "container": return RelativePath.join(container, path)
        case "absolute": return RelativePath.relative(RelativePath.clean(path), to: root)
        default: return nil
        }
    }
}
