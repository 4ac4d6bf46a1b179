"""kumiki mcp driven by the official MCP Python SDK's stdio client, as a coding assistant runs it."""

import asyncio
import json
import pathlib
import subprocess

from mcp import ClientSession, StdioServerParameters, stdio_client

from conftest import KUMIKI

TOOLS = ["check", "layer_of", "allowed_imports", "explain_rule", "graph"]


async def with_session(project: pathlib.Path, body):
    params = StdioServerParameters(command=KUMIKI, args=["mcp", "--no-cache"], cwd=str(project))
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            return await asyncio.wait_for(body(session), 60)


async def test_lists_the_five_tools_and_calls_each(project: pathlib.Path):
    (project / "ViewModel" / "ProductViewModel.swift").write_text(
        "import UIKit\n" + (project / "ViewModel" / "ProductViewModel.swift").read_text()
    )

    async def body(session: ClientSession):
        listed = await session.list_tools()
        assert [tool.name for tool in listed.tools] == TOOLS
        assert all(tool.input_schema["type"] == "object" for tool in listed.tools)

        check = await session.call_tool("check", {"paths": ["ViewModel"]})
        assert not check.is_error
        findings = check.structured_content["findings"]
        assert [(f["rule"], f["file"], f["line"]) for f in findings] == [
            ("forbidden-import", "ViewModel/ProductViewModel.swift", 1)
        ]
        assert json.loads(check.content[0].text) == check.structured_content

        layer = await session.call_tool("layer_of", {"file": "ViewModel/ProductViewModel.swift"})
        assert layer.structured_content["layer"] == "ViewModel"
        assert "UIKit" in layer.structured_content["mustNotImport"]
        by_type = await session.call_tool("layer_of", {"type": "ProductRepository"})
        assert by_type.structured_content["layer"] == "Repository"

        imports = await session.call_tool("allowed_imports", {"layer": "ViewModel"})
        assert imports.structured_content["mayDependOnLayers"] == ["Repository", "Utility", "Entity"]
        assert "View" in imports.structured_content["mustNotDependOnLayers"]

        rule = await session.call_tool("explain_rule", {"rule": "forbidden-import"})
        assert rule.structured_content["severity"] == "error"
        assert "Bad" in rule.structured_content["documentation"]

        graph = await session.call_tool("graph", {"format": "dot"})
        assert graph.structured_content["text"].startswith("digraph")
        assert {"from": "ViewModel", "to": "Repository", "violation": False} in graph.structured_content["edges"]

        # An edit between two calls is seen: the assistant fixes the import and checks again.
        (project / "ViewModel" / "ProductViewModel.swift").write_text(
            (project / "ViewModel" / "ProductViewModel.swift").read_text().replace("import UIKit\n", "")
        )
        again = await session.call_tool("check", {"paths": ["ViewModel/ProductViewModel.swift"]})
        assert again.structured_content["findings"] == []

    await with_session(project, body)


async def test_questions_without_answers_are_error_results(project: pathlib.Path):
    async def body(session: ClientSession):
        unknown_layer = await session.call_tool("allowed_imports", {"layer": "Models"})
        assert unknown_layer.is_error
        assert "Its layers: View, ViewModel" in unknown_layer.content[0].text
        unknown_rule = await session.call_tool("explain_rule", {"rule": "nope"})
        assert unknown_rule.is_error
        # Still answering after both.
        assert len((await session.list_tools()).tools) == 5

    await with_session(project, body)


def test_malformed_lines_are_answered_and_never_end_the_server(project: pathlib.Path):
    server = subprocess.Popen(
        [KUMIKI, "mcp", "--no-cache"], cwd=project, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    try:

        def send(line: bytes):
            server.stdin.write(line + b"\n")
            server.stdin.flush()

        def answer():
            return json.loads(server.stdout.readline())

        send(b"{not json")
        assert answer()["error"]["code"] == -32700
        send(b"\xff\xfe binary \x00")
        assert answer()["error"]["code"] == -32700
        send(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "no/such"}).encode())
        assert answer()["error"]["code"] == -32601
        send(json.dumps({
            "jsonrpc": "2.0", "id": 2, "method": "initialize",
            "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}},
        }).encode())
        assert answer()["result"]["serverInfo"]["name"] == "kumiki"
        send(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}).encode())
        send(json.dumps({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "graph", "arguments": {"level": 7}}}).encode())
        assert answer()["result"]["isError"] is True
        send(json.dumps({"jsonrpc": "2.0", "id": 4, "method": "tools/list"}).encode())
        assert len(answer()["result"]["tools"]) == 5
    finally:
        server.stdin.close()
        assert server.wait(timeout=30) == 0
        assert b"Parse error" in server.stderr.read()
