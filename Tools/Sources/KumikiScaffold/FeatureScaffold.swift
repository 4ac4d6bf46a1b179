import Foundation
import KumikiCheck
import KumikiMocks

/// Plans one feature's files for `kumiki new feature`: Entity, Endpoint, Requester, Repository
/// (with UseCase and Gateway for `clean` and `modules`), the ViewModel in the chosen style, a
/// SwiftUI view stub, their tests, and the mocks those tests use. As a feature *module*
/// (`--module`), the presentation goes to a target of its own, `<Name>Feature` (its tests in
/// `<Name>FeatureTests`), which only the App imports: one module per feature, the Showcase's
/// shape, with no interface module or builder unless the project's own templates add them.
public struct FeatureScaffold {
    /// The feature's name.
    public let name: SwiftName
    /// How the presentation logic is written.
    public let style: ScaffoldStyle
    /// Where each file goes.
    public let layout: ProjectLayout
    /// The templates.
    public let renderer: TemplateRenderer
    /// Whether the presentation becomes a feature module.
    public let isModule: Bool

    /// Creates the plan for feature `name` in `layout`; `isModule` makes it a feature module,
    /// which needs an app with a target per layer.
    public init(name: SwiftName, style: ScaffoldStyle, layout: ProjectLayout, renderer: TemplateRenderer, isModule: Bool = false)
        throws(ScaffoldError) {
        if isModule, !layout.isLayered || layout.compositionDirectory == nil {
            throw .layout("""
                --module adds a feature module to an app with a target per layer and an App target holding \
                AppComposition.swift (kumiki init makes one); \(layout.root.path) has neither
                """)
        }
        self.name = name
        self.style = style
        self.layout = layout
        self.renderer = renderer
        self.isModule = isModule
    }

    /// The feature module's target, `<Name>Feature`, when it is one.
    public var featureModule: String? {
        isModule ? "\(name.value)Feature" : nil
    }

    /// The module the files of `group` go to: the feature module for the presentation, when there is one.
    private func module(of group: ProjectLayout.Group) -> String {
        if group == .presentation, let featureModule { return featureModule }
        return layout.module(of: group)
    }

    /// The folder a source of `group` in `layer` goes to.
    private func directory(group: ProjectLayout.Group, layer: String) -> String {
        if group == .presentation, let featureModule { return "Sources/\(featureModule)" }
        return layout.directory(group: group, layer: layer, feature: name.value)
    }

    /// The folder the tests of `group` go to.
    private func testDirectory(group: ProjectLayout.Group) -> String {
        if group == .presentation, let featureModule { return "Tests/\(featureModule)Tests" }
        return layout.testDirectory(group: group, feature: name.value)
    }

    /// Whether the feature has a UseCase and a Gateway (the `clean` and `modules` vocabularies).
    public var usesUseCase: Bool {
        layout.configuration.preset.name != Preset.mvvmRepository.name
    }

    /// One source file of the feature.
    private struct Source {
        var template: String
        var file: String
        var group: ProjectLayout.Group
        /// The layer it belongs to in the mvvm-repository vocabulary, and in the others.
        var mvvmLayer: String
        var imports: [String]
    }

    private var sources: [Source] {
        let n = name.value
        var list: [Source] = [
            Source(template: "Entity", file: n, group: .domain, mvvmLayer: "Entity", imports: []),
            Source(template: "RepositoryProtocol", file: "\(n)RepositoryProtocol", group: .domain, mvvmLayer: "Repository", imports: ["Kumiki"]),
        ]
        if usesUseCase {
            list += [
                Source(template: "GatewayProtocol", file: "\(n)GatewayProtocol", group: .domain, mvvmLayer: "", imports: ["Kumiki"]),
                Source(template: "UseCaseProtocol", file: "\(n)UseCaseProtocol", group: .domain, mvvmLayer: "", imports: ["Kumiki"]),
                Source(template: "UseCase", file: "\(n)UseCase", group: .domain, mvvmLayer: "", imports: ["Foundation", "Kumiki"]),
            ]
        }
        list += [
            Source(template: "DTO", file: "\(n)DTO", group: .infrastructure, mvvmLayer: "Network", imports: []),
            Source(template: "Endpoint", file: "GET\(n)ListEndpoint", group: .infrastructure, mvvmLayer: "Network", imports: ["Foundation", "Kumiki"]),
            Source(template: "RequesterProtocol", file: "\(n)RequesterProtocol", group: .infrastructure, mvvmLayer: "Network", imports: ["Kumiki"]),
            Source(template: "Requester", file: "\(n)Requester", group: .infrastructure, mvvmLayer: "Network", imports: ["Kumiki"]),
        ]
        if usesUseCase {
            list.append(Source(template: "Gateway", file: "\(n)Gateway", group: .infrastructure, mvvmLayer: "", imports: ["Kumiki"]))
        }
        list.append(Source(template: "Repository", file: "\(n)Repository", group: .infrastructure, mvvmLayer: "Repository", imports: ["Kumiki"]))
        switch style {
        case .inputsOutputs:
            for part in ["Inputs", "Outputs", "Type"] {
                list.append(Source(template: "ViewModel\(part)", file: "\(n)ViewModel\(part)", group: .presentation, mvvmLayer: "ViewModel", imports: ["Kumiki"]))
            }
            list.append(Source(template: "ViewModel", file: "\(n)ViewModel", group: .presentation, mvvmLayer: "ViewModel", imports: ["Kumiki"]))
        case .observable:
            list.append(Source(template: "ViewModel", file: "\(n)ViewModel", group: .presentation, mvvmLayer: "ViewModel", imports: ["Kumiki"]))
        case .observation:
            list.append(Source(
                template: "ViewModel", file: "\(n)ViewModel", group: .presentation, mvvmLayer: "ViewModel", imports: ["Kumiki", "Observation"]))
        case .store:
            list.append(Source(template: "Feature", file: "\(n)Feature", group: .presentation, mvvmLayer: "ViewModel", imports: ["Kumiki", "KumikiStore"]))
        }
        list.append(Source(
            template: "View", file: "\(n)View", group: .presentation, mvvmLayer: "View",
            imports: style == .store ? ["Kumiki", "KumikiStore"] : ["Kumiki"]))
        return list
    }

    /// The layer a group's file belongs to in the configured vocabulary.
    private func layer(of source: Source) -> String {
        layout.configuration.preset.name == Preset.mvvmRepository.name ? source.mvvmLayer : source.group.layerName
    }

    /// What every template sees; each file adds its `imports` and `testableImports`.
    public var context: [String: Any] {
        let n = name.value
        let lower = name.lowerCamelCase
        let source: (type: String, name: String, load: String) = usesUseCase
            ? ("\(n)UseCaseProtocol", "useCase", "load\(n)List")
            : ("\(n)RepositoryProtocol", "repository", "fetch\(n)List")
        return [
            "name": n,
            "lowerName": lower,
            "pathName": name.kebabCase,
            "preset": layout.configuration.preset.name,
            "style": style.rawValue,
            "usesUseCase": usesUseCase,
            "access": layout.isLayered ? "public " : "",
            "sourceType": source.type,
            "sourceName": source.name,
            "sourceDescription": usesUseCase ? "use case" : "repository",
            // Words a sentence needs, given as values: a block tag in the middle of a line takes
            // the space before it with it (the templates trim around tags).
            "listSource": usesUseCase ? "gateway" : "server",
            "loadCall": source.load,
            "testedType": style == .store ? "\(n)Feature" : "\(n)ViewModel",
            "isModule": isModule,
            "sourceMockPrefix": SourceryNaming.prefix(signature: "\(source.load)()", returnType: "RepositoryPublisher<[\(n)]>"),
            "requesterMockPrefix": SourceryNaming.prefix(signature: "\(lower)List()", returnType: "NetworkPublisher<[\(n)DTO]>"),
            "gatewayMockPrefix": SourceryNaming.prefix(signature: "\(lower)List()", returnType: "NetworkPublisher<[\(n)]>"),
        ]
    }

    /// The dependencies the feature's code needs that its targets may not declare yet: the
    /// composition root of a store feature names `Store`, from KumikiStore; the App imports a
    /// feature module.
    public var requiredDependencies: [(target: String, name: String, declaration: String)] {
        guard layout.compositionDirectory != nil, let app = layout.targets[.app] else { return [] }
        var required: [(target: String, name: String, declaration: String)] = []
        let store = ".product(name: \"KumikiStore\", package: \"Kumiki\")"
        if style == .store {
            required.append((app, "KumikiStore", store))
            // A reducer in the Presentation target (not a module of its own) and its tests import KumikiStore there.
            if !isModule, let presentation = layout.targets[.presentation] {
                required += [(presentation, "KumikiStore", store), ("\(presentation)Tests", "KumikiStore", store)]
            }
        }
        if let featureModule {
            required.append((app, featureModule, "\"\(featureModule)\""))
        }
        return required
    }

    /// The targets a feature module adds to `Package.swift`: itself and its tests, each as a
    /// target name and the manifest's text for it.
    public var requiredTargets: [(name: String, declaration: String)] {
        guard let featureModule else { return [] }
        let domain = layout.module(of: .domain)
        let store = style == .store ? ", .product(name: \"KumikiStore\", package: \"Kumiki\")" : ""
        return [
            (featureModule, """
                .target(
                    name: "\(featureModule)",
                    dependencies: ["\(domain)", .product(name: "Kumiki", package: "Kumiki")\(store)]
                )
                """),
            ("\(featureModule)Tests", """
                .testTarget(
                    name: "\(featureModule)Tests",
                    dependencies: [
                        "\(featureModule)", "\(domain)", .product(name: "Kumiki", package: "Kumiki"),
                        .product(name: "KumikiTesting", package: "Kumiki")\(store),
                    ]
                )
                """),
        ]
    }

    /// Every file of the feature, rendered, with the mocks its tests need.
    public func plan() throws(ScaffoldError) -> [PlannedFile] {
        var files: [PlannedFile] = []
        var rendered: [(group: ProjectLayout.Group, path: String, text: String)] = []
        let base = context
        for source in sources {
            var context = base
            let module = module(of: source.group)
            let domain = layout.module(of: .domain)
            var imports = source.imports
            if source.group != .domain, domain != module { imports.append(domain) }
            context["imports"] = imports
            context["testableImports"] = [String]()
            let text = try renderer.render("feature/\(source.template).swift.stencil", context: context)
            let path = directory(group: source.group, layer: layer(of: source)) + "/\(source.file).swift"
            files.append(PlannedFile(path: path, contents: text))
            rendered.append((source.group, path, text))
        }
        if let composition = layout.compositionDirectory {
            var context = base
            context["imports"] = orderedUnique(["Kumiki"] + (style == .store ? ["KumikiStore"] : [])
                + [ProjectLayout.Group.domain, .infrastructure, .presentation].map(module(of:)))
            context["testableImports"] = [String]()
            let text = try renderer.render("feature/Composition.swift.stencil", context: context)
            files.append(PlannedFile(path: "\(composition)/AppComposition+\(name.value).swift", contents: text))
        }
        files += try tests(sources: rendered)
        return files
    }

    private func tests(sources: [(group: ProjectLayout.Group, path: String, text: String)]) throws(ScaffoldError) -> [PlannedFile] {
        let n = name.value
        var tests: [(group: ProjectLayout.Group, template: String, file: String)] = [
            (.presentation, "ViewModelTests", style == .store ? "\(n)FeatureTests" : "\(n)ViewModelTests"),
            (.infrastructure, "RepositoryTests", "\(n)RepositoryTests"),
        ]
        if usesUseCase { tests.append((.infrastructure, "GatewayTests", "\(n)GatewayTests")) }
        var files: [PlannedFile] = []
        // Each test folder, in first-use order, with the modules its tests see.
        var folders: [(directory: String, modules: Set<String>)] = []
        for test in tests {
            var context = self.context
            let module = module(of: test.group)
            let domain = layout.module(of: .domain)
            var imports = ["Foundation", "Kumiki", "KumikiTesting", "Testing"]
            if style == .store, test.group == .presentation { imports.append("KumikiStore") }
            context["imports"] = imports
            context["testableImports"] = orderedUnique([module] + (domain == module ? [] : [domain]))
            let text = try renderer.render("feature/\(test.template).swift.stencil", context: context)
            let directory = testDirectory(group: test.group)
            files.append(PlannedFile(path: "\(directory)/\(test.file).swift", contents: text))
            let modules: Set = [domain, module]
            if let index = folders.firstIndex(where: { $0.directory == directory }) {
                folders[index].modules.formUnion(modules)
            } else {
                folders.append((directory, modules))
            }
        }
        // Each test folder gets the mocks of the protocols its module can see, generated by
        // `kumiki mocks` from the feature's rendered sources.
        for (directory, visibleModules) in folders {
            let inputs = sources.filter { visibleModules.contains(module(of: $0.group)) }
            let modules = orderedUnique(inputs.map { module(of: $0.group) })
            let output = MockGenerator(imports: ["Kumiki"], testableImports: modules).generate(sources: inputs.map { ($0.path, $0.text) })
            if let problem = output.diagnostics.first {
                throw .template(file: problem.location.file, line: problem.location.line, message: "the generated source cannot be mocked: \(problem.message)")
            }
            files.append(PlannedFile(path: "\(directory)/\(n)Mocks.swift", contents: output.source, isRegenerated: true))
        }
        return files
    }
}

/// `values` without repeats, in first-seen order.
func orderedUnique(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { !$0.isEmpty && seen.insert($0).inserted }
}
