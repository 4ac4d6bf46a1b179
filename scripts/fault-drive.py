#!/usr/bin/env python3
"""The Showcase under every fault, end to end: `showcase-server` runs on its own, faults are
switched on through its `PUT /admin/faults`, and the real `showcase` binary is driven in scripted
mode against it. For each fault the frames must show the Japanese message and the retry, never
raw error text, and the screen must recover once the fault is removed; then the storage faults
(a damaged database, one from a newer version). Nothing may crash: every run's exit status is
checked.

    scripts/fault-drive.py [--bin DIR]      DIR: where showcase and showcase-server are built

Build first: swift build --package-path Examples/Showcase (CI does, through the tests).
"""
import json
import pathlib
import re
import sqlite3
import subprocess
import sys
import tempfile
import threading
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOW = "2026-11-23T12:00:00+09:00"
PRODUCT = "天然石ブレスレット（生成り）"
RAW_TEXT = re.compile(r"The |HTTP|\{\"|Error Domain|NSURL|SQLite error|Connection refused|\bnil\b")
failures = []


def check(condition, message):
    print(("  ok   " if condition else "  FAIL ") + message)
    if not condition:
        failures.append(message)


def binary_folder():
    if "--bin" in sys.argv:
        return pathlib.Path(sys.argv[sys.argv.index("--bin") + 1])
    path = subprocess.check_output(
        ["swift", "build", "--package-path", str(ROOT / "Examples/Showcase"), "--show-bin-path"], text=True).strip()
    return pathlib.Path(path)


class Server:
    """showcase-server on a free port, stopped at the end."""

    def __init__(self, folder):
        self.process = subprocess.Popen(
            [str(folder / "showcase-server"), "--port", "0"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = self.process.stdout.readline()
        match = re.search(r"listening on (http://\S+)", line)
        if not match:
            self.process.kill()
            sys.exit(f"showcase-server did not start: {line!r}")
        self.url = match.group(1)

    def admin(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.url + path, data=data, method=method)
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status

    def fault(self, route, fault):
        check(self.admin("PUT", "/admin/faults", {"route": route, "fault": fault}) == 204, f"fault on {route}: {fault}")

    def clear(self):
        self.admin("DELETE", "/admin/faults")

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def showcase_command(folder, arguments):
    return [str(folder / "showcase"), "--now", NOW, "--size", "120x30", "--script", "-"] + arguments


def showcase(folder, arguments, script):
    run = subprocess.run(showcase_command(folder, arguments), input=script, capture_output=True, text=True, timeout=120)
    return run.returncode, run.stdout, run.stderr


def showcase_until(folder, arguments, first, label, between, rest):
    """Runs the showcase with the script's `first` part, waits until it prints the frame
    `label`, calls `between` (a fault switched off, say), then sends `rest`: the showcase
    reads a script on standard input as it arrives."""
    with tempfile.TemporaryFile(mode="w+") as errors:
        process = subprocess.Popen(showcase_command(folder, arguments), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=errors, text=True)
        watchdog = threading.Timer(120, process.kill)
        watchdog.start()
        try:
            process.stdin.write(first)
            process.stdin.flush()
            seen = []
            for line in process.stdout:
                seen.append(line)
                if line.startswith(f"──── {label} "):
                    break
            between()
            try:
                process.stdin.write(rest)
                process.stdin.close()
            except BrokenPipeError:
                pass  # the session ended already; its status and stderr say why
            output = "".join(seen) + process.stdout.read()
            status = process.wait()
        finally:
            watchdog.cancel()
        errors.seek(0)
        return status, output, errors.read()


def frames(output):
    return {part.split(" ", 1)[0]: part for part in output.split("──── ")[1:]}


def network_faults(folder, server):
    cases = [
        ("503", {"status": 503}, "サーバーで問題が起きています（エラー 503）"),
        ("404", {"status": 404}, "見つかりませんでした"),
        ("latency beyond the timeout", {"latency_ms": 4000}, "サーバーが時間内に応答しませんでした"),
        ("dropped connection", {"drops_connection": True}, "サーバーに接続できません"),
        ("truncated body", {"body": "truncated"}, "サーバーに接続できません"),
        ("malformed body", {"body": "malformed"}, "サーバーの応答を読み取れませんでした"),
    ]
    for name, fault, expected in cases:
        print(f"network fault: {name}")
        with tempfile.TemporaryDirectory() as data:
            server.clear()
            # The fault stays until the failure is on screen, then goes: the retry in the same
            # session must reach the server. (A fault for one request only would not do: an HTTP
            # client may repeat a request whose reused connection closed, and then no failure shows.)
            server.fault("GET /minne/products", fault)
            # Nothing saved yet: the product list fails with its message and the retry.
            status, output, errors = showcase_until(
                folder, ["--server", server.url, "--data", data, "--timeout", "2"],
                "key tab 3\nwait-for 作品を読み込めませんでした\nframe failed\n", "failed", server.clear,
                f"type r\nwait-for {PRODUCT}\nframe recovered\n")
            check(status == 0, f"exit 0 ({errors.strip()[:200]})")
            failed = frames(output).get("failed", "")
            check(f"作品を読み込めませんでした。{expected}" in failed, f"the message says: {expected}")
            check("r で再試行" in failed, "the retry is offered")
            check(not RAW_TEXT.search(failed), "no raw error text on screen")
            check(PRODUCT in frames(output).get("recovered", ""), "r loads the list once the fault is gone")


def saved_content_under_fault(folder, server):
    print("network fault over saved content: the list stays, with the offline notice and the retry")
    with tempfile.TemporaryDirectory() as data:
        server.clear()
        arguments = ["--server", server.url, "--data", data, "--timeout", "2"]
        status, _, errors = showcase(folder, arguments, f"key tab 3\nwait-for {PRODUCT}\n")
        check(status == 0, f"first launch loads the list ({errors.strip()[:200]})")
        server.fault("GET /minne/products", {"status": 503})
        status, output, errors = showcase(folder, arguments, f"""
key tab 3
wait-for 内容を表示しています
frame saved
""")
        saved = frames(output).get("saved", "")
        check(status == 0, "exit 0 with the fault on")
        check("サーバーで問題が起きています — たった今の内容を表示しています（r で再試行）" in saved, "the offline notice names the trouble and the age")
        check(PRODUCT in saved, "the saved products show")
        server.clear()
        status, output, _ = showcase(folder, arguments, f"""
key tab 3
wait-for {PRODUCT}
type r
wait-for {PRODUCT}
frame retried
""")
        check(status == 0, "retry after the fault is gone exits 0")


def storage_faults(folder, server):
    print("storage fault: a damaged database")
    with tempfile.TemporaryDirectory() as data:
        (pathlib.Path(data) / "showcase.sqlite").write_bytes(b"not a database " * 300)
        status, output, _ = showcase(folder, ["--server", server.url, "--data", data], "frame start\nkey tab 3\nframe minne\n")
        check(status == 0, "exit 0")
        check("保存データが壊れていたため新しく作り直しました" in frames(output).get("minne", ""), "the notice stays on another tab")
        check(any(p.name.startswith("showcase.sqlite.damaged-") for p in pathlib.Path(data).iterdir()), "the damaged file is kept aside")

    print("storage fault: a database from a newer version")
    with tempfile.TemporaryDirectory() as data:
        status, _, _ = showcase(folder, ["--server", server.url, "--data", data], "frame start\n")
        check(status == 0, "a first launch creates the database")
        database = pathlib.Path(data) / "showcase.sqlite"
        with sqlite3.connect(database) as connection:
            connection.execute("INSERT INTO grdb_migrations (identifier) VALUES ('v2-from-the-future')")
        before = database.read_bytes()
        status, output, errors = showcase(folder, ["--server", server.url, "--data", data], "frame start\n")
        check(status == 1, "refused with exit 1")
        check("新しいバージョンの Showcase で作られたため開けません" in errors, "a plain message says why")
        check(database.read_bytes() == before, "the database is left exactly as it was")


def main():
    folder = binary_folder()
    server = Server(folder)
    try:
        network_faults(folder, server)
        saved_content_under_fault(folder, server)
        storage_faults(folder, server)
    finally:
        server.stop()
    print(f"fault drive: {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
