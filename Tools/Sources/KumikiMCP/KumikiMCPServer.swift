import Foundation
import KumikiCheck
import Logging
import MCP

/// `kumiki mcp`: the architecture's answers as Model Context Protocol tools, so a coding
/// assistant can ask what layer a file is in before it writes an import, and check what it wrote.
///
/// The tools are `check`, `layer_of`, `allowed_imports`, `explain_rule` and `graph`; each answers
/// with JSON as text (for clients that read text only) and the same value as structured content.
/// A question without an answer (an unknown layer, a missing file) is a tool result marked as an
/// error that says what to ask instead; malformed messages are answered per JSON-RPC and logged
/// to standard error, and never end the server.
public enum KumikiMCPServer {
    /// The tool names, as clients call them.
    public enum ToolName: String, CaseIterable, Sendable {
        /// Findings of `kumiki check`.
        case check
        /// The layer of a file or a type.
        case layerOf = "layer_of"
        /// What a layer may import.
        case allowedImports = "allowed_imports"
        /// A rule's rationale and fix.
        case explainRule = "explain_rule"
        /// The dependency graph.
        case graph
    }

    /// The tools the server lists, with their input schemas.
    public static let tools: [Tool] = [
        Tool(
            name: ToolName.check.rawValue,
            description: """
            Run kumiki check: findings of the architecture's rules (layer dependencies, forbidden imports, \
            singletons, cycles, feature isolation…) with file, line, rule and message. Check a file after editing it.
            """,
            inputSchema: .object([
                "type": "object",
                "properties": .object([
                    "paths": .object([
                        "type": "array", "items": .object(["type": "string"]),
                        "description": "Files or folders to report on, relative to the project (default: the whole project).",
                    ]),
                    "rules": .object([
                        "type": "array", "items": .object(["type": "string"]),
                        "description": "Only these rule ids (default: every rule).",
                    ]),
                ]),
                "additionalProperties": false,
            ]),
            annotations: .init(readOnlyHint: true, idempotentHint: true, openWorldHint: false)),
        Tool(
            name: ToolName.layerOf.rawValue,
            description: """
            The architecture layer of a file (existing or about to be created) or of a type, why it is there, \
            and which layers and modules code in it may and may not import. Ask before adding an import.
            """,
            inputSchema: .object([
                "type": "object",
                "properties": .object([
                    "file": .object(["type": "string", "description": "A file path, relative to the project or absolute."]),
                    "type": .object(["type": "string", "description": "A type name, e.g. ProductListViewModel."]),
                ]),
                "additionalProperties": false,
            ]),
            annotations: .init(readOnlyHint: true, idempotentHint: true, openWorldHint: false)),
        Tool(
            name: ToolName.allowedImports.rawValue,
            description: "The layers and modules code of one layer may import, and those it must not (other layers' modules, forbidden frameworks).",
            inputSchema: .object([
                "type": "object",
                "properties": .object([
                    "layer": .object(["type": "string", "description": "A layer name of the project's configuration, e.g. ViewModel."])
                ]),
                "required": .array(["layer"]),
                "additionalProperties": false,
            ]),
            annotations: .init(readOnlyHint: true, idempotentHint: true, openWorldHint: false)),
        Tool(
            name: ToolName.explainRule.rawValue,
            description: "What a kumiki rule protects, its severity in this project, a bad and a good example, and how to accept a finding.",
            inputSchema: .object([
                "type": "object",
                "properties": .object([
                    "rule": .object([
                        "type": "string", "enum": .array(RuleID.allCases.map { .string($0.rawValue) }),
                        "description": "A rule id, e.g. layer-dependency.",
                    ])
                ]),
                "required": .array(["rule"]),
                "additionalProperties": false,
            ]),
            annotations: .init(readOnlyHint: true, idempotentHint: true, openWorldHint: false)),
        Tool(
            name: ToolName.graph.rawValue,
            description: "The dependency graph between layers (or targets) as it is in the code, forbidden edges marked, as Mermaid or DOT and as edges.",
            inputSchema: .object([
                "type": "object",
                "properties": .object([
                    "level": .object(["type": "string", "enum": .array(GraphAnswer.Level.allCases.map { .string($0.rawValue) })]),
                    "format": .object(["type": "string", "enum": .array(GraphAnswer.Format.allCases.map { .string($0.rawValue) })]),
                ]),
                "additionalProperties": false,
            ]),
            annotations: .init(readOnlyHint: true, idempotentHint: true, openWorldHint: false)),
    ]

    /// A server answering from `toolbox`, ready to start on a transport.
    public static func makeServer(toolbox: ArchitectureToolbox) async -> Server {
        let server = Server(
            name: "kumiki", version: CheckRunner.version,
            instructions: """
            Kumiki checks that a Swift app keeps its layered architecture. Before adding an import or a \
            type reference, ask layer_of for the file; after editing, run check on the files you changed.
            """,
            capabilities: Server.Capabilities(tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: tools)
        }
        await server.withMethodHandler(CallTool.self) { parameters in
            guard let tool = ToolName(rawValue: parameters.name) else {
                throw MCPError.invalidParams(
                    "No tool is called '\(parameters.name)'. Tools: \(ToolName.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            return call(tool, arguments: parameters.arguments ?? [:], toolbox: toolbox)
        }
        return server
    }

    /// Serves on standard input and output until the client closes them; logs to standard error.
    public static func run(toolbox: ArchitectureToolbox) async throws {
        var logger = Logger(label: "kumiki.mcp") { label in StreamLogHandler.standardError(label: label) }
        logger.logLevel = .notice
        let server = await makeServer(toolbox: toolbox)
        try await server.start(transport: LineStdioTransport(logger: logger))
        await server.waitUntilCompleted()
    }

    /// Answers one call of `tool`: the answer as JSON text and structured content, or an error
    /// result that says what went wrong.
    public static func call(_ tool: ToolName, arguments: [String: Value], toolbox: ArchitectureToolbox) -> CallTool.Result {
        do {
            try validate(arguments, of: tool)
            switch tool {
            case .check:
                let report = try toolbox.check(paths: try strings(arguments, "paths") ?? [], rules: try strings(arguments, "rules"))
                return try result(report)
            case .layerOf:
                switch (try string(arguments, "file"), try string(arguments, "type")) {
                case (let file?, nil): return try result(toolbox.layer(ofFile: file))
                case (nil, let type?): return try result(toolbox.layer(ofType: type))
                default: throw ToolboxError.invalidArgument("Give either 'file' (a path) or 'type' (a type name), not both and not neither.")
                }
            case .allowedImports:
                guard let layer = try string(arguments, "layer") else { throw ToolboxError.invalidArgument("'layer' is required.") }
                return try result(toolbox.allowedImports(layer: layer))
            case .explainRule:
                guard let rule = try string(arguments, "rule") else { throw ToolboxError.invalidArgument("'rule' is required.") }
                return try result(toolbox.explain(rule: rule))
            case .graph:
                let level = try string(arguments, "level").map { value throws(ToolboxError) in
                    guard let level = GraphAnswer.Level(rawValue: value) else { throw .invalidArgument("'level' is layers or targets, not '\(value)'.") }
                    return level
                } ?? .layers
                let format = try string(arguments, "format").map { value throws(ToolboxError) in
                    guard let format = GraphAnswer.Format(rawValue: value) else { throw .invalidArgument("'format' is mermaid or dot, not '\(value)'.") }
                    return format
                } ?? .mermaid
                return try result(toolbox.graph(level: level, format: format))
            }
        } catch let error as ToolboxError {
            return CallTool.Result(content: [.text(text: error.description, annotations: nil, _meta: nil)], isError: true)
        } catch {
            return CallTool.Result(content: [.text(text: "\(error)", annotations: nil, _meta: nil)], isError: true)
        }
    }

    private static func result<Answer: Codable>(_ answer: Answer) throws -> CallTool.Result {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(answer), as: UTF8.self)
        return try CallTool.Result(content: [.text(text: text, annotations: nil, _meta: nil)], structuredContent: answer)
    }

    /// Holds `arguments` to the tool's input schema: no key it does not list, each value of the
    /// type it says, every required key present.
    static func validate(_ arguments: [String: Value], of tool: ToolName) throws(ToolboxError) {
        guard let schema = tools.first(where: { $0.name == tool.rawValue })?.inputSchema.objectValue else { return }
        let properties = schema["properties"]?.objectValue ?? [:]
        for key in arguments.keys.sorted() where properties[key] == nil {
            let known = properties.keys.sorted()
            let takes = known.isEmpty ? "." : "; it takes " + known.joined(separator: ", ") + "."
            throw .invalidArgument("\(tool.rawValue) takes no argument '\(key)'" + takes)
        }
        for key in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where arguments[key] == nil {
            throw .invalidArgument("'\(key)' is required.")
        }
        for (key, value) in arguments.sorted(by: { $0.key < $1.key }) {
            guard let property = properties[key]?.objectValue else { continue }
            switch property["type"]?.stringValue {
            case "string":
                // Values outside an enum are left to the toolbox, whose messages name the choices in words.
                guard value.stringValue != nil else { throw .invalidArgument("'\(key)' must be a string.") }
            case "array":
                guard let items = value.arrayValue, items.allSatisfy({ $0.stringValue != nil }) else {
                    throw .invalidArgument("'\(key)' must be an array of strings.")
                }
            default:
                break
            }
        }
    }

    private static func string(_ arguments: [String: Value], _ key: String) throws(ToolboxError) -> String? {
        guard let value = arguments[key], !value.isNull else { return nil }
        guard let text = value.stringValue else { throw .invalidArgument("'\(key)' must be a string.") }
        return text
    }

    private static func strings(_ arguments: [String: Value], _ key: String) throws(ToolboxError) -> [String]? {
        guard let value = arguments[key], !value.isNull else { return nil }
        guard let items = value.arrayValue else { throw .invalidArgument("'\(key)' must be an array of strings.") }
        return try items.map { item throws(ToolboxError) in
            guard let text = item.stringValue else { throw .invalidArgument("'\(key)' must be an array of strings.") }
            return text
        }
    }
}
