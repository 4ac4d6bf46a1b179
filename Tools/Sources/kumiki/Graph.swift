import ArgumentParser
import Foundation
import KumikiCheck

/// `kumiki graph`.
struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Prints the dependency graph between layers (or targets), violating edges marked.",
        discussion: """
        --level targets draws every target of the projects read (or every folder under Sources/), test targets \
        left out, with an edge wherever a file of one imports another's module; an edge the layers forbid or the \
        importing target does not declare is a violation.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case dot, mermaid
    }

    enum Level: String, ExpressibleByArgument, CaseIterable {
        case layers, targets
    }

    @OptionGroup var project: ProjectOptions

    @Option(help: "Output format: dot or mermaid.")
    var format: Format = .mermaid

    @Option(help: "What the nodes are: layers or targets.")
    var level: Level = .layers

    func run() throws {
        print(try orExit2(render))
    }

    private func render() throws(CheckError) -> String {
        let (configuration, scope) = try project.loadScope()
        let result = try CheckRunner(
            configuration: configuration, cacheDirectory: CheckRunner.defaultCacheDirectory, baseDirectory: scope.baseDirectory
        ).run(paths: scope.analysedPaths)
        let (graph, violations): (DependencyGraph, Set<DependencyGraph.Edge>)
        switch level {
        case .layers:
            let layers = LayerGraph(model: result.model)
            (graph, violations) = (layers.graph, layers.violations)
        case .targets:
            let targets = TargetGraph(model: result.model)
            (graph, violations) = (targets.graph, targets.violations)
        }
        return format == .dot ? graph.dot(violations: violations) : graph.mermaid(violations: violations)
    }
}
