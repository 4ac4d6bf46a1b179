import Foundation
import KumikiCheck
import KumikiMocks

/// Plans one feature's files for `kumiki new feature`: Entity, Endpoint, Requester, Repository
/// (with UseCase and Gateway for `clean` and `modules`), the ViewModel in the chosen style, a
/// SwiftUI view stub, their tests, and the mocks those tests use.
public struct FeatureScaffold {
    /// The feature's name.
    public let name: SwiftName
    /// How the presentation logic is written.
    public let style: ScaffoldStyle
    /// Where each file goes.
    public let layout: ProjectLayout
    /// The templates.
    public let renderer: TemplateRenderer

    /// Creates the plan for feature `name` in `layout`.
    public init(name: SwiftName, style: ScaffoldStyle, layout: ProjectLayout, renderer: TemplateRenderer) {
        self.name = name
        self.style = style
        self.layout = layout
        self.renderer = renderer
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
            "loadCall": source.load,
            "testedType": style == .store ? "\(n)Feature" : "\(n)ViewModel",
            "sourceMockPrefix": SourceryNaming.prefix(signature: "\(source.load)()", returnType: "RepositoryPublisher<[\(n)]>"),
            "requesterMockPrefix": SourceryNaming.prefix(signature: "\(lower)List()", returnType: "NetworkPublisher<[\(n)DTO]>"),
            "gatewayMockPrefix": SourceryNaming.prefix(signature: "\(lower)List()", returnType: "NetworkPublisher<[\(n)]>"),
        ]
    }

    /// The dependencies the feature's code needs that its targets may not declare yet: the
    /// composition root of a store feature names `Store`, from KumikiStore.
    public var requiredDependencies: [(target: String, name: String, declaration: String)] {
        guard style == .store, layout.compositionDirectory != nil, let app = layout.targets[.app] else { return [] }
        return [(app, "KumikiStore", ".product(name: \"KumikiStore\", package: \"Kumiki\")")]
    }

    /// Every file of the feature, rendered, with the mocks its tests need.
    public func plan() throws(ScaffoldError) -> [PlannedFile] {
        var files: [PlannedFile] = []
        var rendered: [(group: ProjectLayout.Group, path: String, text: String)] = []
        let base = context
        for source in sources {
            var context = base
            let module = layout.module(of: source.group)
            let domain = layout.module(of: .domain)
            var imports = source.imports
            if source.group != .domain, domain != module { imports.append(domain) }
            context["imports"] = imports
            context["testableImports"] = [String]()
            let text = try renderer.render("feature/\(source.template).swift.stencil", context: context)
            let path = layout.directory(group: source.group, layer: layer(of: source), feature: name.value) + "/\(source.file).swift"
            files.append(PlannedFile(path: path, contents: text))
            rendered.append((source.group, path, text))
        }
        if let composition = layout.compositionDirectory {
            var context = base
            context["imports"] = orderedUnique(["Kumiki"] + (style == .store ? ["KumikiStore"] : [])
                + [ProjectLayout.Group.domain, .infrastructure, .presentation].map(layout.module(of:)))
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
            let module = layout.module(of: test.group)
            let domain = layout.module(of: .domain)
            var imports = ["Foundation", "Kumiki", "KumikiTesting", "Testing"]
            if style == .store, test.group == .presentation { imports.append("KumikiStore") }
            context["imports"] = imports
            context["testableImports"] = orderedUnique([module] + (domain == module ? [] : [domain]))
            let text = try renderer.render("feature/\(test.template).swift.stencil", context: context)
            let directory = layout.testDirectory(group: test.group, feature: n)
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
            let inputs = sources.filter { visibleModules.contains(layout.module(of: $0.group)) }
            let modules = orderedUnique(inputs.map { layout.module(of: $0.group) })
            let output = MockGenerator(imports: ["Kumiki"], testableImports: modules).generate(sources: inputs.map { ($0.path, $0.text) })
            if let problem = output.diagnostics.first {
                throw .template(file: problem.location.path, line: problem.location.line, message: "the generated source cannot be mocked: \(problem.message)")
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
