"""Both servers as a careless or hostile client drives them, through the real binaries: paths
outside the project, devices and /proc refused before anything is read; a 4 MB line answered;
thousands of seeded random frames, tool arguments and paths, every request answered, neither
server crashing, hanging or growing without bound."""

import json
import os
import pathlib
import random
import select
import subprocess
import time

from conftest import KUMIKI

SEED = int(os.environ.get("KUMIKI_STRESS_SEED", "20261126"))
ROUNDS = int(os.environ.get("KUMIKI_STRESS_ROUNDS", "2500"))
# Resident memory either server may reach under the stress, in MB (it settles near 40).
MEMORY_BOUND_MB = 400


class LineServer:
    """`kumiki mcp` over newline-delimited JSON-RPC on pipes, read without blocking."""

    def __init__(self, project: pathlib.Path, cwd: pathlib.Path | None = None):
        self.process = subprocess.Popen(
            [KUMIKI, "mcp", "--no-cache", "--project", str(project)],
            cwd=str(cwd or project), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        )
        self.buffer = b""

    def send(self, line: bytes) -> None:
        self.process.stdin.write(line + b"\n")
        self.process.stdin.flush()

    def request(self, id, method: str, params: dict | None = None) -> None:
        message = {"jsonrpc": "2.0", "id": id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(json.dumps(message).encode())

    def read(self, timeout: float = 30.0) -> dict | None:
        deadline = time.monotonic() + timeout
        while b"\n" not in self.buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            ready, _, _ = select.select([self.process.stdout], [], [], remaining)
            if not ready:
                return None
            chunk = os.read(self.process.stdout.fileno(), 1 << 20)
            if not chunk:
                return None
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return json.loads(line)

    def answer(self, id, timeout: float = 30.0) -> dict:
        while True:
            message = self.read(timeout)
            assert message is not None, f"no answer to request {id!r}"
            if message.get("id") == id:
                return message

    def initialize(self) -> None:
        self.request(0, "initialize", {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "test", "version": "1"}})
        assert "result" in self.answer(0)
        self.send(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}).encode())

    def resident_mb(self) -> float:
        for line in pathlib.Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
        return 0.0

    def close(self) -> int:
        self.process.stdin.close()
        try:
            return self.process.wait(timeout=30)
        finally:
            if self.process.poll() is None:
                self.process.kill()


def tool_text(answer: dict) -> tuple[bool, str]:
    result = answer["result"]
    return result.get("isError", False), result["content"][0]["text"]


def test_paths_outside_the_project_and_devices_are_refused_before_anything_is_read(project: pathlib.Path, tmp_path: pathlib.Path):
    outside = tmp_path.parent / f"{tmp_path.name}-outside"
    outside.mkdir()
    (outside / "Secret.swift").write_text("struct Secret {}\n")
    (project / "Escape.swift").symlink_to(outside / "Secret.swift")
    server = LineServer(project, cwd=tmp_path.parent)
    try:
        server.initialize()
        # Devices and /proc lie outside the project too: the boundary is checked before anything is opened.
        paths = [
            "/dev/zero", "/dev/stdin", "/proc/self/fd/0", "/proc/self/environ", "/etc/passwd", "../../../etc/passwd",
            str(outside / "Secret.swift"), "Escape.swift",
        ]
        for index, path in enumerate(paths, start=1):
            started = time.monotonic()
            server.request(index, "tools/call", {"name": "check", "arguments": {"paths": [path]}})
            is_error, text = tool_text(server.answer(index, timeout=10))
            assert is_error and "outside the project" in text, (path, text)
            assert time.monotonic() - started < 5, path
        # `check {}` answers about --project, not the folder the server was started in.
        server.request(100, "tools/call", {"name": "check", "arguments": {}})
        answer = server.answer(100)["result"]["structuredContent"]
        assert pathlib.Path(answer["root"]).resolve() == project.resolve()
        assert answer["filesChecked"] == 2
        server.request(101, "tools/call", {"name": "check", "arguments": {"paths": ["ViewModel/ProductViewModel.swift"]}})
        assert server.answer(101)["result"]["structuredContent"]["filesChecked"] == 1
    finally:
        server.close()


def test_protocol_details(project: pathlib.Path):
    server = LineServer(project)
    try:
        # Before initialize: refused, with the request's own id.
        server.request(7, "tools/list")
        early = server.answer(7)
        assert early["error"]["code"] == -32600 and "not initialized" in early["error"]["message"]
        server.send(b"{not json")
        parse_error = server.read()
        assert parse_error["id"] is None and parse_error["error"]["code"] == -32700
        server.initialize()
        # Arguments are held to each tool's schema.
        for index, arguments in enumerate([
            {"paths": "ViewModel"}, {"paths": [1]}, {"bogus": True}, {"rules": "force-unwrap"},
        ], start=10):
            server.request(index, "tools/call", {"name": "check", "arguments": arguments})
            is_error, text = tool_text(server.answer(index))
            assert is_error, (arguments, text)
        server.request(20, "tools/call", {"name": "graph", "arguments": {"level": "modules"}})
        assert tool_text(server.answer(20))[0]
        server.request(21, "tools/call", {"name": "layer_of", "arguments": {"file": 3}})
        assert tool_text(server.answer(21))[0]
    finally:
        server.close()


def test_a_4_mb_line_is_answered_and_the_server_goes_on(project: pathlib.Path):
    server = LineServer(project)
    try:
        server.initialize()
        started = time.monotonic()
        huge = {"name": "explain_rule", "arguments": {"rule": "force-unwrap", "padding": "x" * (4 * 1024 * 1024)}}
        server.request(1, "tools/call", huge)
        answer = server.answer(1, timeout=30)
        elapsed = time.monotonic() - started
        assert tool_text(answer)[0], "an unknown argument is a tool error"
        assert elapsed < 5, f"a 4 MB line took {elapsed:.1f} s"
        server.request(2, "tools/list")
        assert len(server.answer(2)["result"]["tools"]) == 5
    finally:
        server.close()


def random_value(rng: random.Random, depth: int = 0):
    choice = rng.randrange(9 if depth < 3 else 6)
    if choice == 0:
        return None
    if choice == 1:
        return rng.choice([True, False])
    if choice == 2:
        return rng.choice([0, -1, 2**53, 3.5, 10**30])
    if choice in (3, 4, 5):
        return rng.choice(PATHS + ["", "layer-dependency", "Domain", "x" * rng.randrange(1, 500), "\u0000\u2028é"])
    if choice == 6:
        return [random_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {rng.choice(KEYS): random_value(rng, depth + 1) for _ in range(rng.randrange(4))}


PATHS = [
    ".", "ViewModel", "ViewModel/ProductViewModel.swift", "/dev/zero", "/dev/urandom", "/dev/stdin", "/proc/self/environ",
    "/proc/self/fd/0", "/etc/passwd", "../../../etc/passwd", "/", "nope/missing.swift", "ViewModel/../../x", "\\\\?\\C:",
]
KEYS = ["paths", "rules", "file", "type", "layer", "rule", "level", "format", "bogus", ""]
TOOLS = ["check", "layer_of", "allowed_imports", "explain_rule", "graph", "nope"]


def test_mcp_stress(project: pathlib.Path):
    rng = random.Random(SEED)
    server = LineServer(project)
    pending = set()
    try:
        server.initialize()
        started = time.monotonic()
        for round in range(ROUNDS):
            kind = rng.randrange(10)
            if kind < 6:
                arguments = random_value(rng) if rng.random() < 0.2 else {rng.choice(KEYS): random_value(rng) for _ in range(rng.randrange(3))}
                server.request(round + 1, "tools/call", {"name": rng.choice(TOOLS), "arguments": arguments})
                pending.add(round + 1)
            elif kind == 6:
                server.request(round + 1, rng.choice(["tools/list", "ping", "resources/list", "nope", "initialize"]), random_value(rng) if rng.random() < 0.5 else None)
                pending.add(round + 1)
            elif kind == 7:
                # Damaged JSON: a fragment of a valid message.
                text = json.dumps({"jsonrpc": "2.0", "id": -round, "method": "tools/call", "params": {"name": "check"}})
                server.send(text[: rng.randrange(1, len(text))].encode())
            elif kind == 8:
                server.send(bytes(rng.randrange(1, 256) for _ in range(rng.randrange(1, 64))).replace(b"\n", b" "))
            else:
                server.send(json.dumps(random_value(rng)).encode())
            # Collect answers as they come, so the pipes never fill.
            while len(pending) > 32:
                message = server.read(timeout=60)
                assert message is not None, f"the server stopped answering (round {round}, {len(pending)} pending)"
                pending.discard(message.get("id"))
        while pending:
            message = server.read(timeout=60)
            assert message is not None, f"{len(pending)} requests never answered, e.g. {sorted(pending, key=str)[:5]}"
            pending.discard(message.get("id"))
        assert server.process.poll() is None, "the server ended"
        assert server.resident_mb() < MEMORY_BOUND_MB, f"{server.resident_mb():.0f} MB resident"
        print(f"mcp: {ROUNDS} frames in {time.monotonic() - started:.1f} s, {server.resident_mb():.0f} MB resident")
    finally:
        server.close()


class FramedServer:
    """`kumiki lsp` over Content-Length framing on pipes."""

    def __init__(self, project: pathlib.Path):
        self.process = subprocess.Popen(
            [KUMIKI, "lsp"], cwd=str(project), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            env={**os.environ, "XDG_CACHE_HOME": str(project / ".cache")},
        )
        self.buffer = b""

    def send_raw(self, data: bytes) -> None:
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message: dict) -> None:
        body = json.dumps(message).encode()
        self.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def read(self, timeout: float = 60.0) -> dict | None:
        deadline = time.monotonic() + timeout
        while True:
            header_end = self.buffer.find(b"\r\n\r\n")
            if header_end >= 0:
                length = int(self.buffer[:header_end].split(b":")[1])
                if len(self.buffer) >= header_end + 4 + length:
                    body = self.buffer[header_end + 4: header_end + 4 + length]
                    self.buffer = self.buffer[header_end + 4 + length:]
                    return json.loads(body)
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            ready, _, _ = select.select([self.process.stdout], [], [], remaining)
            if not ready:
                return None
            chunk = os.read(self.process.stdout.fileno(), 1 << 20)
            if not chunk:
                return None
            self.buffer += chunk

    def resident_mb(self) -> float:
        for line in pathlib.Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
        return 0.0


def test_lsp_stress(project: pathlib.Path):
    rng = random.Random(SEED + 1)
    server = FramedServer(project)
    uri = (project / "ViewModel" / "ProductViewModel.swift").as_uri()
    pending = set()
    try:
        server.send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"rootUri": project.as_uri(), "capabilities": {}}})
        while (message := server.read()) is not None and message.get("id") != 0:
            pass
        server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "swift", "version": 1, "text": (project / "ViewModel" / "ProductViewModel.swift").read_text()}}})
        version = 1
        started = time.monotonic()
        methods = ["textDocument/hover", "textDocument/codeAction", "workspace/executeCommand", "initialize", "nope", "shutdownish"]
        for round in range(ROUNDS):
            kind = rng.randrange(10)
            if kind < 5:
                method = rng.choice(methods)
                params = random_value(rng)
                if method == "textDocument/hover" and rng.random() < 0.7:
                    params = {"textDocument": {"uri": uri}, "position": {"line": rng.randrange(-2, 6), "character": rng.randrange(-2, 80)}}
                if method == "textDocument/codeAction" and rng.random() < 0.7:
                    diagnostic = {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 1}}, "message": "m",
                                  "code": rng.choice(["forbidden-import", 42, None]), "source": "kumiki"}
                    if rng.random() < 0.5:
                        diagnostic["severity"] = rng.randrange(1, 5)
                    params = {"textDocument": {"uri": uri}, "range": diagnostic["range"], "context": {"diagnostics": [diagnostic]}}
                if method == "workspace/executeCommand" and rng.random() < 0.7:
                    params = {"command": "kumiki.addToBaseline", "arguments": [rng.choice(["force-unwrap", "x"]), rng.choice(PATHS), "s"]}
                server.send({"jsonrpc": "2.0", "id": round + 1, "method": method, "params": params})
                pending.add(round + 1)
            elif kind < 7:
                version += 1
                text = "".join(rng.choice(["import UIKit\n", "struct A {}\n", "}", "{", "final class X { let y: Z }\n", "\u00e9\n"]) for _ in range(rng.randrange(6)))
                server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                    "textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]}})
            elif kind == 7:
                body = json.dumps({"jsonrpc": "2.0", "id": -round, "method": "textDocument/hover"}).encode()
                server.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body[: rng.randrange(1, len(body))])
                # A frame cut short is completed by what follows as a damaged one; resynchronise.
                server.send_raw(b" " * (len(body)))
            elif kind == 8:
                server.send_raw(b"Content-Length: 5\r\n\r\n{]}}}")
            else:
                server.send({"jsonrpc": "2.0", "method": rng.choice(["$/cancelRequest", "workspace/didChangeWatchedFiles", "x"]), "params": random_value(rng)})
            while len(pending) > 32:
                message = server.read()
                assert message is not None, f"the server stopped answering (round {round})"
                pending.discard(message.get("id"))
        while pending:
            message = server.read()
            assert message is not None, f"{len(pending)} requests never answered"
            pending.discard(message.get("id"))
        assert server.process.poll() is None, "the server ended"
        assert server.resident_mb() < MEMORY_BOUND_MB, f"{server.resident_mb():.0f} MB resident"
        print(f"lsp: {ROUNDS} frames in {time.monotonic() - started:.1f} s, {server.resident_mb():.0f} MB resident")
    finally:
        server.process.stdin.close()
        try:
            server.process.wait(timeout=30)
        finally:
            if server.process.poll() is None:
                server.process.kill()
