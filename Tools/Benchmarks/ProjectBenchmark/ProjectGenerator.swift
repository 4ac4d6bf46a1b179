/// Writes the text of a large Xcode project the way Xcode writes one, for the benchmark:
/// `fileCount` Swift files in `targetCount` framework targets, each target's files in groups
/// nested `depth` deep (classic), or in one synchronized folder per target with an exception
/// set (Xcode 16).
struct ProjectGenerator {
    let fileCount: Int
    let targetCount: Int
    let depth: Int

    private var nextID = 0x10_0000

    init(fileCount: Int, targetCount: Int, depth: Int) {
        self.fileCount = fileCount
        self.targetCount = targetCount
        self.depth = depth
    }

    /// A fresh object identifier, 24 hex digits as Xcode writes them.
    private mutating func id() -> String {
        nextID += 1
        let hex = String(nextID, radix: 16, uppercase: true)
        return "B0A7" + String(repeating: "0", count: 20 - hex.count) + hex
    }

    /// The path of file `index` inside its target's folder: spread over the `depth` levels.
    func relativePath(ofFile index: Int) -> String {
        let level = index % depth
        return (0..<level).map { "Level\($0)" }.joined(separator: "/") + (level == 0 ? "" : "/") + "File\(index).swift"
    }

    /// The files of target `target`, by index.
    func files(ofTarget target: Int) -> [Int] {
        Array(stride(from: target, to: fileCount, by: targetCount))
    }

    /// Every file's path from the project's folder, for measuring membership.
    func allPaths() -> [String] {
        (0..<fileCount).map { "Target\($0 % targetCount)/" + relativePath(ofFile: $0) }
    }

    /// The `project.pbxproj` text.
    mutating func project(synchronized: Bool) -> String {
        var objects: [String] = []
        var targetIDs: [String] = []
        var mainChildren: [String] = []
        for target in 0..<targetCount {
            let name = "Target\(target)"
            let targetID = id(), sourcesID = id(), productID = id(), listID = id(), configID = id()
            targetIDs.append(targetID)
            var buildFiles: [String] = []
            var synchronizedGroups: [String] = []
            if synchronized {
                let groupID = id(), exceptionID = id()
                mainChildren.append(groupID)
                synchronizedGroups.append(groupID)
                let excluded = files(ofTarget: target).prefix(3).map { relativePath(ofFile: $0) }
                objects.append("""
                    \t\t\(exceptionID) /* Exceptions for "\(name)" folder in "\(name)" target */ = {
                    \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                    \t\t\tmembershipExceptions = (
                    \(excluded.map { "\t\t\t\t\($0)," }.joined(separator: "\n"))
                    \t\t\t);
                    \t\t\ttarget = \(targetID) /* \(name) */;
                    \t\t};
                    """)
                objects.append("""
                    \t\t\(groupID) /* \(name) */ = {
                    \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
                    \t\t\texceptions = (
                    \t\t\t\t\(exceptionID) /* Exceptions for "\(name)" folder in "\(name)" target */,
                    \t\t\t);
                    \t\t\tpath = \(name);
                    \t\t\tsourceTree = "<group>";
                    \t\t};
                    """)
            } else {
                // A chain of groups, `depth` deep; each file sits at its level.
                var levelGroups: [String] = (0..<depth).map { _ in id() }
                var levelChildren: [[String]] = Array(repeating: [], count: depth)
                for file in files(ofTarget: target) {
                    let referenceID = id(), buildID = id()
                    let fileName = "File\(file).swift"
                    objects.append("\t\t\(referenceID) /* \(fileName) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(fileName); sourceTree = \"<group>\"; };")
                    objects.append("\t\t\(buildID) /* \(fileName) in Sources */ = {isa = PBXBuildFile; fileRef = \(referenceID) /* \(fileName) */; };")
                    levelChildren[file % depth].append(referenceID)
                    buildFiles.append(buildID)
                }
                for level in 0..<depth {
                    var children = levelChildren[level]
                    if level + 1 < depth { children.append(levelGroups[level + 1]) }
                    let path = level == 0 ? name : "Level\(level - 1)"
                    objects.append("""
                        \t\t\(levelGroups[level]) /* \(path) */ = {
                        \t\t\tisa = PBXGroup;
                        \t\t\tchildren = (
                        \(children.map { "\t\t\t\t\($0)," }.joined(separator: "\n"))
                        \t\t\t);
                        \t\t\tpath = \(path);
                        \t\t\tsourceTree = "<group>";
                        \t\t};
                        """)
                }
                mainChildren.append(levelGroups[0])
                levelGroups.removeAll()
            }
            objects.append("""
                \t\t\(sourcesID) /* Sources */ = {
                \t\t\tisa = PBXSourcesBuildPhase;
                \t\t\tbuildActionMask = 2147483647;
                \t\t\tfiles = (
                \(buildFiles.map { "\t\t\t\t\($0) /* in Sources */," }.joined(separator: "\n"))
                \t\t\t);
                \t\t\trunOnlyForDeploymentPostprocessing = 0;
                \t\t};
                """)
            objects.append("\t\t\(productID) /* \(name).framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; includeInIndex = 0; path = \(name).framework; sourceTree = BUILT_PRODUCTS_DIR; };")
            objects.append("""
                \t\t\(configID) /* Debug */ = {
                \t\t\tisa = XCBuildConfiguration;
                \t\t\tbuildSettings = {
                \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
                \t\t\t};
                \t\t\tname = Debug;
                \t\t};
                """)
            objects.append("""
                \t\t\(listID) /* Build configuration list for PBXNativeTarget "\(name)" */ = {
                \t\t\tisa = XCConfigurationList;
                \t\t\tbuildConfigurations = (
                \t\t\t\t\(configID) /* Debug */,
                \t\t\t);
                \t\t\tdefaultConfigurationName = Debug;
                \t\t};
                """)
            objects.append("""
                \t\t\(targetID) /* \(name) */ = {
                \t\t\tisa = PBXNativeTarget;
                \t\t\tbuildConfigurationList = \(listID) /* Build configuration list for PBXNativeTarget "\(name)" */;
                \t\t\tbuildPhases = (
                \t\t\t\t\(sourcesID) /* Sources */,
                \t\t\t);
                \t\t\tdependencies = (
                \t\t\t);
                \t\t\tfileSystemSynchronizedGroups = (
                \(synchronizedGroups.map { "\t\t\t\t\($0) /* \(name) */," }.joined(separator: "\n"))
                \t\t\t);
                \t\t\tname = \(name);
                \t\t\tproductName = \(name);
                \t\t\tproductReference = \(productID) /* \(name).framework */;
                \t\t\tproductType = "com.apple.product-type.framework";
                \t\t};
                """)
        }
        let mainID = id(), projectID = id()
        objects.append("""
            \t\t\(mainID) = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \(mainChildren.map { "\t\t\t\t\($0)," }.joined(separator: "\n"))
            \t\t\t);
            \t\t\tsourceTree = "<group>";
            \t\t};
            """)
        objects.append("""
            \t\t\(projectID) /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tmainGroup = \(mainID);
            \t\t\tprojectDirPath = "";
            \t\t\tprojectRoot = "";
            \t\t\ttargets = (
            \(targetIDs.map { "\t\t\t\t\($0)," }.joined(separator: "\n"))
            \t\t\t);
            \t\t};
            """)
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjectVersion = \(synchronized ? 77 : 56);
            \tobjects = {
            \(objects.joined(separator: "\n"))
            \t};
            \trootObject = \(projectID) /* Project object */;
            }

            """
    }
}
