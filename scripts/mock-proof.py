#!/usr/bin/env python3
"""Measures `kumiki mocks` on public packages that build on Linux: every mock it writes must compile.

    scripts/mock-proof.py --kumiki Tools/.build/debug/kumiki [--out .build-mockproof] [--mockolo PATH]
                          [--library OWNER/NAME@VERSION:SOURCES=MODULE[:PRODUCT[:IDENTITY]] ...]

For each package below it takes the library's sources at a released version from the machine's
package copies (/opt/swift-packages, as SwiftPM resolves them), marks every public protocol
`// kumiki:mockable` (above its attributes), writes a package that depends on the library with a
new test target (Swift 6 mode, InternalImportsByDefault), resolves it, runs `kumiki mocks` into
that target (so the parents other modules declare are read from its .build/checkouts: Tracing's
protocols refine Instrumentation's), and builds it. Several also run a test through the real
library into the generated mocks: a `Logger` logs into `LogHandlerMock`; GRDB's cursors and
records; swift-metrics' counters; Swinject's assembler; an instrument injects into a generic
`inout` carrier; a tracer's `withSpan` starts and ends a span (its autoclosures evaluated once);
an OpenAPI client sends through a middleware and a transport; an MCP client connects over an actor
transport. It prints, per package and in all: protocols marked, mocks generated,
refused by reason, whether the mocks compiled, and the seconds each package took. Exit status 1
when a build or a test fails. Nothing of the libraries is committed.

--library (repeatable) measures the packages it names instead of the list below, each from the
same copies: `apple/swift-nio@2.101.3:Sources/NIOCore=NIOCore:NIOCore:swift-nio` (the product and
the package identity default to the module and the repository's name). Measurements of packages
kept aside from the proof run this way.

With --mockolo (a built uber/mockolo; not on a fresh machine, so not in CI) the same marked
sources (each protocol also carries mockolo's `/// @mockable`) go through mockolo with
`--mock-final`, its output is built in a package of its own (Swift 6 mode, imports public by
default, its fairest field), and the run names the protocols mockolo wrote no mock for and those
whose mock does not compile, beside kumiki's figures.
"""
import argparse
import collections
import concurrent.futures
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import time

PACKAGES = [
    # (repository, version, sources folder, module, product, package identity)
    ("apple/swift-log", "1.16.2", "Sources/Logging", "Logging", "Logging", "swift-log"),
    ("apple/swift-argument-parser", "1.8.2", "Sources/ArgumentParser", "ArgumentParser", "ArgumentParser", "swift-argument-parser"),
    ("jpsim/Yams", "6.2.2", "Sources/Yams", "Yams", "Yams", "Yams"),
    ("groue/GRDB.swift", "7.10.0", "GRDB", "GRDB", "GRDB", "GRDB.swift"),
    ("apple/swift-metrics", "2.13.0", "Sources/CoreMetrics", "CoreMetrics", "CoreMetrics", "swift-metrics"),
    ("Swinject/Swinject", "2.10.0", "Sources", "Swinject", "Swinject", "Swinject"),
    ("apple/swift-distributed-tracing", "1.7.3", "Sources/Instrumentation", "Instrumentation", "Instrumentation", "swift-distributed-tracing"),
    # Tracing's protocols refine Instrumentation's, read from the proof package's .build/checkouts.
    ("apple/swift-distributed-tracing", "1.7.3", "Sources/Tracing", "Tracing", "Tracing", "swift-distributed-tracing"),
    ("apple/swift-openapi-runtime", "1.13.4", "Sources/OpenAPIRuntime", "OpenAPIRuntime", "OpenAPIRuntime", "swift-openapi-runtime"),
    # Transports, clients and their authorizers: the Model Context Protocol's SDK, its Transport an actor protocol.
    ("modelcontextprotocol/swift-sdk", "0.12.1", "Sources/MCP", "MCP", "MCP", "swift-sdk"),
]

LOG_TEST = """import Logging
import Testing

@Test func aRealLoggerLogsThroughTheMock() {
    let handler = LogHandlerMock()
    handler.logLevel = .trace
    handler.metadata = [:]
    let logger = Logger(label: "proof") { _ in handler }
    logger.info("hello")
    #expect(handler.logEventLogEventVoidCallsCount == 1)
}
"""

GRDB_TEST = """import GRDB
import Testing

@Test func aCursorMockRunsTheProtocolsForEachUntilTheTestSetsOne() throws {
    let cursor = CursorMock<Int>()
    var left = [1, 2, 3]
    cursor.nextElementClosure = { left.isEmpty ? nil : left.removeFirst() }
    #expect(try Array(cursor) == [1, 2, 3])
    #expect(cursor.nextElementCallsCount == 4)
    cursor.forEachBodyElementThrowsVoidVoidClosure = { _ in }
    try cursor.forEach { _ in Issue.record("the test's closure replaces the default") }
    #expect(cursor.forEachBodyElementThrowsVoidVoidCallsCount == 2)
}

@Test func aTableRecordMockHoldsItsStaticStateForARealDatabase() throws {
    let queue = try DatabaseQueue()
    try queue.write { db in
        try db.execute(sql: "CREATE TABLE player (id INTEGER); INSERT INTO player VALUES (1), (2)")
    }
    // The table's name is the test's; the selection stays the protocol's default, all columns.
    TableRecordMock.databaseTableName = "player"
    #expect(try queue.read { db in try TableRecordMock.fetchCount(db) } == 2)
}
"""

METRICS_TEST = """import CoreMetrics
import Testing

@Test func realCountersCountThroughTheMocks() {
    let handler = CounterHandlerMock()
    let factory = MetricsFactoryMock()
    factory.makeCounterLabelStringDimensionsStringStringCounterHandlerClosure = { _, _ in handler }
    MetricsSystem.bootstrap(factory)
    Counter(label: "requests").increment(by: 2)
    #expect(handler.incrementByInt64VoidReceivedBy == 2)
    // The protocol makes a floating-point counter of an integer one by default: the mock runs that.
    FloatingPointCounter(label: "seconds").increment(by: 1.5)
    #expect(factory.makeFloatingPointCounterLabelStringDimensionsStringStringFloatingPointCounterHandlerCallsCount == 1)
    #expect(factory.makeCounterLabelStringDimensionsStringStringCounterHandlerCallsCount == 2)
}
"""

SWINJECT_TEST = """import Swinject
import Testing

@Test func anAssemblerAssemblesThroughTheMock() {
    let assembly = AssemblyMock()
    assembly.assembleContainerContainerVoidClosure = { container in container.register(String.self) { _ in "assembled" } }
    let assembler = Assembler([assembly])
    #expect(assembler.resolver.resolve(String.self) == "assembled")
    #expect(assembly.loadedResolverResolverVoidCallsCount == 1)
}
"""

START_SPAN = ("startSpanInstantTracerInstantOperationNameStringContextAutoclosureInstrumentationContextOfKindKindSpanKind"
              "AtInstantAutoclosureInstantFunctionStringFileFileIDStringLineUIntSelfSpan")

TRACING_TEST = f"""import Tracing
import Testing

@Test func withSpanStartsAndEndsASpanThroughTheMocks() {{
    let tracer = TracerMock<SpanMock>()
    let span = SpanMock()
    span.underlyingContext = .topLevel
    tracer.{START_SPAN}ReturnValue = span
    // The protocol's withSpan passes its context and instant as autoclosures: the mock evaluates each once.
    let answer = tracer.withSpan("GET /items") {{ started in
        #expect(started === span)
        return 42
    }}
    #expect(answer == 42)
    #expect(tracer.{START_SPAN}ReceivedArguments?.operationName == "GET /items")
    #expect(tracer.{START_SPAN}ReceivedArguments?.instant is DefaultTracerClock.Timestamp)
    #expect(span.endInstantTracerInstantAtInstantAutoclosureInstantVoidCallsCount == 1)
}}
"""

INSTRUMENTATION_TEST = """import Instrumentation
import Testing

@Test func anInstrumentInjectsThroughAGenericInoutCarrier() {
    let instrument = InstrumentMock()
    instrument.injectCarrierInjectContextInstrumentationContextIntoCarrierInoutCarrierUsingInjectorInjectVoidClosure = { _, carrier, _ in
        carrier = ["traceparent": "00-1"]
    }
    var headers: [String: String] = [:]
    instrument.inject(InstrumentationContext.topLevel, into: &headers, using: InjectorMock<[String: String]>())
    #expect(headers == ["traceparent": "00-1"])
    #expect(instrument.injectCarrierInjectContextInstrumentationContextIntoCarrierInoutCarrierUsingInjectorInjectVoidReceivedArguments?.carrier as? [String: String] == [:])
}
"""

OPENAPI_TEST = """@_spi(Generated) import OpenAPIRuntime
import Foundation
import HTTPTypes
import Testing

@Test func aClientSendsThroughTheMiddlewareAndTheTransportMocks() async throws {
    let transport = ClientTransportMock()
    transport.sendRequestHTTPRequestBodyHTTPBodyBaseURLURLOperationIDString_HTTPResponseHTTPBodyClosure = { request, _, _, _ in
        (HTTPResponse(status: request.path == "/ping" ? .ok : .notFound), nil)
    }
    let middleware = ClientMiddlewareMock()
    middleware.interceptRequestHTTPRequestBodyHTTPBodyBaseURLURLOperationIDStringNextSendableHTTPRequestHTTPBodyURLAsyncThrowsHTTPResponseHTTPBody_HTTPResponseHTTPBodyClosure = { request, body, baseURL, _, next in
        try await next(request, body, baseURL)
    }
    let client = UniversalClient(transport: transport, middlewares: [middleware])
    let status = try await client.send(
        input: "ping", forOperation: "getPing",
        serializer: { _ in (HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/ping"), nil) },
        deserializer: { response, _ in response.status.code }
    )
    #expect(status == 200)
    #expect(middleware.interceptRequestHTTPRequestBodyHTTPBodyBaseURLURLOperationIDStringNextSendableHTTPRequestHTTPBodyURLAsyncThrowsHTTPResponseHTTPBody_HTTPResponseHTTPBodyReceivedArguments?.operationID == "getPing")
    #expect(transport.sendRequestHTTPRequestBodyHTTPBodyBaseURLURLOperationIDString_HTTPResponseHTTPBodyReceivedArguments?.request.path == "/ping")
}
"""

MCP_TEST = """import Foundation
import Logging
import MCP
import Testing

@Test func aClientConnectsOverTheActorTransportMock() async throws {
    let transport = TransportMock()
    transport.underlyingLogger = Logger(label: "proof")
    let (replies, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
    transport.receiveAsyncThrowingStreamDataSwiftErrorReturnValue = replies
    // The server's side of the handshake: the initialize request is answered with the same id.
    transport.sendDataDataVoidClosure = { data in
        guard let request = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              request["method"] as? String == "initialize", let id = request["id"] else { return }
        let result: [String: Any] = [
            "protocolVersion": "2025-03-26", "capabilities": [String: Any](), "serverInfo": ["name": "mock", "version": "1"],
        ]
        continuation.yield(try JSONSerialization.data(withJSONObject: ["jsonrpc": "2.0", "id": id, "result": result]))
    }
    let client = Client(name: "proof", version: "1")
    let initialized = try await client.connect(transport: transport)
    #expect(initialized.serverInfo.name == "mock")
    #expect(transport.connectVoidCallsCount == 1)
    #expect(transport.sendDataDataVoidCallsCount >= 1)
    await client.disconnect()
    continuation.finish()
}
"""

TESTS = {
    "Logging": LOG_TEST, "GRDB": GRDB_TEST, "CoreMetrics": METRICS_TEST, "Swinject": SWINJECT_TEST,
    "Instrumentation": INSTRUMENTATION_TEST, "Tracing": TRACING_TEST, "OpenAPIRuntime": OPENAPI_TEST, "MCP": MCP_TEST,
}

PROTOCOL = re.compile(r"^[ \t]*(?:@\w+[ \t]+)*(?:public|open)[ \t]+protocol[ \t]")
ATTRIBUTE = re.compile(r"^[ \t]*@")


def mark(folder):
    """Marks every public protocol; returns how many."""
    count = 0
    for path in folder.rglob("*.swift"):
        out = []
        for line in path.read_text().split("\n"):
            if PROTOCOL.match(line):
                index = len(out)
                while index > 0 and ATTRIBUTE.match(out[index - 1]):
                    index -= 1
                indent = re.match(r"^[ \t]*", line).group(0)
                out.insert(index, indent + "/// @mockable")
                out.insert(index, indent + "// kumiki:mockable")
                count += 1
            out.append(line)
        path.write_text("\n".join(out))
    return count


def marked_names(folder):
    """The names of the marked protocols (last component), in order."""
    names = []
    for path in sorted(folder.rglob("*.swift")):
        text = path.read_text()
        names += re.findall(r"// kumiki:mockable\n[ \t]*/// @mockable\n(?:[ \t]*@[^\n]*\n)*[^\n]*?protocol[ \t]+(\w+)", text)
    return list(dict.fromkeys(names))


def mockolo(binary, marked_dir, work, module, repository, version, product, identity, names):
    """Runs mockolo on the marked sources and builds its mocks; returns (protocols without a mock, [(protocol, first error)])."""
    shutil.rmtree(work, ignore_errors=True)
    tests = work / "Tests" / "MockoloTests"
    tests.mkdir(parents=True)
    output = tests / "Mocks.swift"
    subprocess.run([binary, "-s", str(marked_dir), "-d", str(output), "--custom-imports", module, "--mock-final"],
                   capture_output=True, text=True)
    text = output.read_text() if output.exists() else ""
    written = re.findall(r"(?m)^[^\n/]*class (\w+)Mock\b[^\n]*:[ \t]*(\w+)", text)
    protocols_written = {protocol for _, protocol in written}
    unwritten = [name for name in names if name not in protocols_written]
    (work / "Package.swift").write_text(f"""// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "MockoloProof",
    dependencies: [.package(url: "https://github.com/{repository}", from: "{version}")],
    targets: [.testTarget(name: "MockoloTests", dependencies: [.product(name: "{product}", package: "{identity}")])]
)
""")
    built = subprocess.run(["swift", "build", "--build-tests"], cwd=work, capture_output=True, text=True)
    broken = {}
    if built.returncode != 0:
        # Each error is blamed on the mock class around its line.
        starts = [(text[:m.start()].count("\n") + 1, m.group(2)) for m in re.finditer(r"(?m)^[^\n/]*class (\w+)Mock\b[^\n]*:[ \t]*(\w+)", text)]
        for line in (built.stdout + built.stderr).splitlines():
            found = re.match(r".*Mocks\.swift:(\d+):\d+: error: (.*)", line)
            if not found:
                continue
            number = int(found.group(1))
            owner = next((protocol for start, protocol in reversed(starts) if start <= number), "(file header)")
            broken.setdefault(owner, found.group(2))
    return unwritten, sorted(broken.items())


def parse_package(text):
    """`owner/name@version:Sources/Folder=Module[:Product[:identity]]` as a PACKAGES entry."""
    found = re.fullmatch(r"([^@\s]+/[^@\s]+)@([^:\s]+):([^=\s]+)=([^:\s]+)(?::([^:\s]*))?(?::([^:\s]+))?", text)
    if not found:
        sys.exit(f"--library {text}: expected OWNER/NAME@VERSION:SOURCES=MODULE[:PRODUCT[:IDENTITY]]")
    repository, version, sources, module, product, identity = found.groups()
    return (repository, version, sources, module, product or module, identity or repository.split("/")[1])


def prove(package, arguments, kumiki, out):
    """Marks, generates and compiles one package's mocks; returns what it printed, counted and failed."""
    repository, version, sources, module, product, identity = package
    result = {"lines": [], "totals": collections.Counter(), "reasons": collections.Counter(), "failures": []}
    totals, reasons, failures = result["totals"], result["reasons"], result["failures"]

    def say(text):
        result["lines"].append(text)

    package_started = time.monotonic()
    git_dir = pathlib.Path(arguments.packages) / f"{repository}.git"
    if not git_dir.exists():
        failures.append(f"{repository}: no copy at {git_dir}")
        return result
    work = out / module
    shutil.rmtree(work, ignore_errors=True)
    # kumiki mocks skips folders named .build*, so the marked sources live outside --out.
    marked_dir = pathlib.Path(tempfile.mkdtemp(prefix=f"kumiki-mockproof-{module}-")) / "marked"
    tests = work / "proof" / "Tests" / "ProofTests"
    marked_dir.mkdir(parents=True)
    tests.mkdir(parents=True)
    # The manifest travels with the sources: it says how they are compiled (upcoming features, availability macros).
    archive = subprocess.run(["git", "-C", str(git_dir), "archive", version, "Package.swift", sources], capture_output=True, check=True)
    subprocess.run(["tar", "-x", "-C", str(marked_dir)], input=archive.stdout, check=True)
    marked = mark(marked_dir)
    (work / "proof" / "Package.swift").write_text(f"""// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "Proof",
    dependencies: [.package(url: "https://github.com/{repository}", from: "{version}")],
    targets: [.testTarget(name: "ProofTests", dependencies: [.product(name: "{product}", package: "{identity}")],
                      swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")])]
)
""")
    # The dependencies' sources, where kumiki mocks reads the protocols another module declares.
    resolved = subprocess.run(["swift", "package", "resolve"], cwd=work / "proof", capture_output=True, text=True)
    if resolved.returncode != 0:
        failures.append(f"{repository}: swift package resolve failed:\n    {resolved.stderr.strip()[-2000:]}")
        shutil.rmtree(marked_dir.parent, ignore_errors=True)
        return result
    generated = subprocess.run([kumiki, "mocks", str(marked_dir), "--output", str(tests / "Mocks.swift"), "--imports", module],
                               capture_output=True, text=True)
    # One mock per declaration: a protocol declared in two #if branches has one under each.
    mocks = len(re.findall(r"(?m)^(?:public |package )?(?:final )?(?:class|actor) \w+Mock\b", (tests / "Mocks.swift").read_text()))
    refused = [m.group(1) for m in re.finditer(r"error: protocol \w+ (.*)", generated.stderr)]
    duplicates = len(re.findall(r"warning: protocol \w+ is also declared", generated.stderr))
    for reason in refused:
        reasons[reason] += 1
    (tests / "Proof.swift").write_text(TESTS.get(module, f"import {module}\n"))
    command = ["swift", "test"] if module in TESTS else ["swift", "build", "--build-tests"]
    built = subprocess.run(command, cwd=work / "proof", capture_output=True, text=True)
    compiled = mocks if built.returncode == 0 else 0
    if built.returncode != 0:
        errors = sorted(set(line.strip() for line in (built.stdout + built.stderr).splitlines() if "error:" in line))
        failures.append(f"{repository}: {' '.join(command)} failed:\n    " + "\n    ".join(errors[:20]))
    totals.update(marked=marked, generated=mocks, refused=len(refused), duplicates=duplicates, compiled=compiled)
    say(f"== {repository} {version} ({module}): {marked} protocols marked, {mocks} mocks generated, {len(refused)} refused, "
          f"{duplicates} declared twice (one mock), {compiled} compiled" + (", its tests passed" if module in TESTS and built.returncode == 0 else "")
          + f" [{time.monotonic() - package_started:.0f} s]")
    for reason in refused:
        say(f"   refused: {reason}")
    if arguments.mockolo:
        names = marked_names(marked_dir)
        unwritten, broken = mockolo(arguments.mockolo, marked_dir, work / "mockolo", module, repository, version, product, identity, names)
        totals.update(mockolo_unwritten=len(unwritten), mockolo_broken=len(broken))
        say(f"   mockolo: {len(names) - len(unwritten)} of {len(names)} mocks written, {len(broken)} do not compile"
              + (" (at least: the compiler stops at the first declarations that fail)" if broken else ""))
        for name in unwritten:
            say(f"      no mock: {name}")
        for name, error in broken:
            say(f"      does not compile: {name}: {error}")
    shutil.rmtree(marked_dir.parent, ignore_errors=True)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kumiki", required=True)
    parser.add_argument("--out", default=".build-mockproof")
    parser.add_argument("--packages", default="/opt/swift-packages")
    parser.add_argument("--mockolo", help="a built mockolo, to name the protocols whose mocks it would not write or compile")
    parser.add_argument("--library", action="append", default=[], metavar="OWNER/NAME@VERSION:SOURCES=MODULE[:PRODUCT[:IDENTITY]]",
                        help="measure this package instead of the built-in list (repeatable)")
    arguments = parser.parse_args()
    packages = [parse_package(text) for text in arguments.library] or PACKAGES
    kumiki = str(pathlib.Path(arguments.kumiki).resolve())
    out = pathlib.Path(arguments.out).resolve()
    totals = collections.Counter()
    reasons = collections.Counter()
    failures = []
    started = time.monotonic()
    # Two packages at a time: each proof is a small build whose resolving, planning and linking leave a
    # core idle; their lines are printed in the list's order.
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda package: prove(package, arguments, kumiki, out), packages))
    for result in results:
        for line in result["lines"]:
            print(line)
        totals.update(result["totals"])
        reasons.update(result["reasons"])
        failures += result["failures"]
    print(f"\nin all: {totals['marked']} marked, {totals['generated']} generated, {totals['refused']} refused, "
          f"{totals['duplicates']} declared twice, {totals['compiled']} of {totals['generated']} compiled "
          f"[{time.monotonic() - started:.0f} s]")
    for reason, count in reasons.most_common():
        print(f"   {count} × {reason}")
    if arguments.mockolo:
        print(f"mockolo on the same protocols: {totals['mockolo_unwritten']} without a mock, at least {totals['mockolo_broken']} whose mock does not compile")
    if failures:
        print("\nfailed:\n  " + "\n  ".join(failures))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
