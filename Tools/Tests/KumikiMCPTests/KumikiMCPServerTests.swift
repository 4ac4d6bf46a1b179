import Foundation
import KumikiMCP
import MCP
import Testing

@Suite("kumiki mcp through the Swift SDK's own client")
struct KumikiMCPServerTests {
    /// A client connected to a server for `project` over an in-memory transport.
    private func connect(_ project: ProjectFolder) async throws -> (Client, Server) {
        let server = await KumikiMCPServer.makeServer(toolbox: ArchitectureToolbox(directory: project.url, cacheDirectory: nil))
        let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
        try await server.start(transport: serverSide)
        let client = Client(name: "kumiki-tests", version: "1")
        _ = try await client.connect(transport: clientSide)
        return (client, server)
    }

    private func text(_ content: [Tool.Content]) -> String {
        content.compactMap { if case .text(let text, _, _) = $0 { text } else { nil } }.joined()
    }

    @Test("lists the five tools and answers each with JSON")
    func everyTool() async throws {
        let project = try ProjectFolder.modulesApp()
        try project.write("Sources/ShopDomain/Leak.swift", "import ShopInfrastructure\n")
        let (client, server) = try await connect(project)
        let tools = try await client.listTools().tools
        #expect(tools.map(\.name) == ["check", "layer_of", "allowed_imports", "explain_rule", "graph"])
        #expect(tools.allSatisfy { $0.annotations.readOnlyHint == true })

        let calls: [(String, [String: Value], String)] = [
            ("check", ["paths": ["Sources/ShopDomain"]], #""rule" : "layer-dependency""#),
            ("layer_of", ["file": "Sources/ShopDomain/Product.swift"], #""layer" : "Domain""#),
            ("layer_of", ["type": "ProductListViewModel"], #""layer" : "Presentation""#),
            ("allowed_imports", ["layer": "Infrastructure"], #""mayImport" : ["#),
            ("explain_rule", ["rule": "feature-isolation"], #""rule" : "feature-isolation""#),
            ("graph", ["level": "targets"], #""violation" : true"#),
        ]
        for (name, arguments, expected) in calls {
            let answer = try await client.callTool(name: name, arguments: arguments)
            #expect(answer.isError != true, "\(name)")
            #expect(text(answer.content).contains(expected), "\(name): \(text(answer.content))")
        }
        await server.stop()
    }

    @Test("a question without an answer is an error result that says why; an unknown tool is invalid params")
    func errors() async throws {
        let project = try ProjectFolder.modulesApp()
        let (client, server) = try await connect(project)
        let cases: [(String, [String: Value], String)] = [
            ("allowed_imports", ["layer": "Models"], "Its layers: App, Feature"),
            ("allowed_imports", [:], "'layer' is required"),
            ("layer_of", ["file": "a.swift", "type": "A"], "not both"),
            ("check", ["paths": 3], "array of strings"),
            ("graph", ["format": "svg"], "mermaid or dot"),
            ("explain_rule", ["rule": "no-such-rule"], "No rule is called"),
            ("check", ["path": ["Sources"]], "check takes no argument 'path'; it takes paths, rules."),
            ("check", ["paths": "Sources"], "array of strings"),
            ("layer_of", ["file": 3], "'file' must be a string"),
            ("explain_rule", [:], "'rule' is required"),
        ]
        for (name, arguments, expected) in cases {
            let answer = try await client.callTool(name: name, arguments: arguments)
            #expect(answer.isError == true, "\(name)")
            #expect(text(answer.content).contains(expected), "\(name): \(text(answer.content))")
        }
        await #expect(throws: MCPError.self) { try await client.callTool(name: "refactor", arguments: [:]) }
        // Still serving.
        #expect(try await client.listTools().tools.count == 5)
        await server.stop()
    }
}
