/// An Xcode 16 project file whose targets compile synchronized folders, written for a test's
/// fixture: the shape Xcode writes (`PBXFileSystemSynchronizedRootGroup`, target dependencies,
/// local package products, build settings), with only what reading it needs.
public struct SynchronizedXcodeProject {
    /// One target: its name, its product type's last part (`application`, `framework`,
    /// `app-extension`, `bundle.unit-test`), the folders it compiles, the targets it depends on
    /// (in order) and the products of local packages it links (`(product, package folder)`).
    public struct Target {
        public var name: String
        public var productType: String
        public var folders: [String]
        public var dependencies: [String] = []
        public var products: [(product: String, package: String)] = []
        /// Build settings every configuration of the target sets (`TEST_HOST`).
        public var buildSettings: [String: String] = [:]
        /// Files and folders inside its folders that it does not compile, as paths from the root (an
        /// exception set's `membershipExceptions`, which Xcode writes relative to the folder).
        public var exceptions: [String] = []
        /// Files it compiles through its Sources phase, as paths from the root, the way projects older than
        /// synchronized folders list them (an Objective-C app's `.m` files).
        public var compiledFiles: [String] = []

        /// Creates a target.
        public init(
            name: String, productType: String, folders: [String], dependencies: [String] = [],
            products: [(product: String, package: String)] = [], buildSettings: [String: String] = [:], exceptions: [String] = [],
            compiledFiles: [String] = []
        ) {
            self.name = name
            self.productType = productType
            self.folders = folders
            self.dependencies = dependencies
            self.products = products
            self.buildSettings = buildSettings
            self.exceptions = exceptions
            self.compiledFiles = compiledFiles
        }
    }

    /// The targets, in the order the project lists them.
    public var targets: [Target]

    /// A project of `targets`.
    public init(targets: [Target]) {
        self.targets = targets
    }

    /// The text of `project.pbxproj`.
    public var text: String {
        var next = 0x1000
        func id() -> String {
            next += 1
            return "AD0000000000000000" + String(next, radix: 16, uppercase: true).leftPadded(6)
        }
        let projectID = id(), mainGroupID = id()
        var objects: [String] = []
        var groupIDs: [String: String] = [:]
        let targetIDs = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, id()) })
        for folder in Set(targets.flatMap(\.folders)).sorted() {
            let groupID = id()
            groupIDs[folder] = groupID
            // Each target's exceptions inside this folder, as an exception set naming the target.
            var setIDs: [String] = []
            for target in targets where target.folders.contains(folder) {
                let inside = target.exceptions.filter { $0.hasPrefix(folder + "/") }.map { String($0.dropFirst(folder.count + 1)) }
                guard !inside.isEmpty, let targetID = targetIDs[target.name] else { continue }
                let setID = id()
                setIDs.append(setID)
                objects.append("\(setID) = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( "
                    + inside.map { "\"\($0)\"," }.joined(separator: " ") + " ); target = \(targetID); };")
            }
            let exceptions = setIDs.isEmpty ? "" : " exceptions = ( \(setIDs.map { $0 + "," }.joined(separator: " ")) );"
            objects.append("\(groupID) = {isa = PBXFileSystemSynchronizedRootGroup;\(exceptions) path = \"\(folder)\"; sourceTree = \"<group>\"; };")
        }
        var packageIDs: [String: String] = [:]
        for package in Set(targets.flatMap { $0.products.map(\.package) }).sorted() {
            let packageID = id()
            packageIDs[package] = packageID
            objects.append("\(packageID) = {isa = XCLocalSwiftPackageReference; relativePath = \"\(package)\"; };")
        }
        var fileReferenceIDs: [String] = []
        for target in targets {
            var phases = ""
            if !target.compiledFiles.isEmpty {
                var buildFileIDs: [String] = []
                for path in target.compiledFiles {
                    let referenceID = id(), buildFileID = id()
                    fileReferenceIDs.append(referenceID)
                    buildFileIDs.append(buildFileID)
                    objects.append("\(referenceID) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = \"<group>\"; };")
                    objects.append("\(buildFileID) = {isa = PBXBuildFile; fileRef = \(referenceID); };")
                }
                let phaseID = id()
                objects.append("\(phaseID) = {isa = PBXSourcesBuildPhase; files = ( \(buildFileIDs.map { $0 + "," }.joined(separator: " ")) ); };")
                phases = phaseID + ","
            }
            var dependencyIDs: [String] = []
            for dependency in target.dependencies {
                let dependencyID = id()
                dependencyIDs.append(dependencyID)
                objects.append("\(dependencyID) = {isa = PBXTargetDependency; target = \(targetIDs[dependency] ?? "MISSING"); };")
            }
            var productIDs: [String] = []
            for product in target.products {
                let productID = id()
                productIDs.append(productID)
                objects.append("\(productID) = {isa = XCSwiftPackageProductDependency; package = \(packageIDs[product.package] ?? "MISSING"); productName = \(product.product); };")
            }
            var configurationList = ""
            if !target.buildSettings.isEmpty {
                let configurationID = id(), listID = id()
                let settings = target.buildSettings.sorted { $0.key < $1.key }.map { "\($0.key) = \"\($0.value)\";" }.joined(separator: " ")
                objects.append("\(configurationID) = {isa = XCBuildConfiguration; buildSettings = { \(settings) }; name = Debug; };")
                objects.append("\(listID) = {isa = XCConfigurationList; buildConfigurations = ( \(configurationID), ); };")
                configurationList = "buildConfigurationList = \(listID);"
            }
            objects.append("""
                \(targetIDs[target.name] ?? "") = {
                    isa = PBXNativeTarget;
                    \(configurationList)
                    buildPhases = ( \(phases) );
                    dependencies = ( \(dependencyIDs.map { $0 + "," }.joined(separator: " ")) );
                    fileSystemSynchronizedGroups = ( \(target.folders.compactMap { groupIDs[$0].map { $0 + "," } }.joined(separator: " ")) );
                    name = "\(target.name)";
                    packageProductDependencies = ( \(productIDs.map { $0 + "," }.joined(separator: " ")) );
                    productName = "\(target.name)";
                    productType = "com.apple.product-type.\(target.productType)";
                };
                """)
        }
        objects.append("\(mainGroupID) = {isa = PBXGroup; children = ( \((groupIDs.values.sorted() + fileReferenceIDs).map { $0 + "," }.joined(separator: " ")) ); sourceTree = \"<group>\"; };")
        objects.append("""
            \(projectID) = {
                isa = PBXProject;
                mainGroup = \(mainGroupID);
                packageReferences = ( \(packageIDs.values.sorted().map { $0 + "," }.joined(separator: " ")) );
                targets = ( \(targets.compactMap { targetIDs[$0.name].map { $0 + "," } }.joined(separator: " ")) );
            };
            """)
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n"
            + objects.map { "\t\t" + $0 }.joined(separator: "\n") + "\n\t};\n\trootObject = \(projectID);\n}\n"
    }
}

extension String {
    /// The string with zeros in front up to `width` characters.
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
