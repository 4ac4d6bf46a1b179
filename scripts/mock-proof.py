#!/usr/bin/env python3
"""Measures `kumiki mocks` on public packages that build on Linux: every mock it writes must compile.

    scripts/mock-proof.py --kumiki Tools/.build/debug/kumiki [--out .build-mockproof]

For each package below it takes the library's sources at a released version from the machine's
package copies (/opt/swift-packages, as SwiftPM resolves them), marks every public protocol
`// kumiki:mockable` (above its attributes), runs `kumiki mocks` into a new test target of a
package that depends on the library (Swift 6 mode), and builds it. swift-log's target also runs a
test that logs through a real `Logger` into the generated `LogHandlerMock`. It prints, per package
and in all: protocols marked, mocks generated, refused by reason, and whether the mocks compiled.
Exit status 1 when a build or the test fails. Nothing of the libraries is committed.
"""
import argparse
import collections
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

PACKAGES = [
    # (repository, version, sources folder, module, product, package identity)
    ("apple/swift-log", "1.16.2", "Sources/Logging", "Logging", "Logging", "swift-log"),
    ("apple/swift-argument-parser", "1.8.2", "Sources/ArgumentParser", "ArgumentParser", "ArgumentParser", "swift-argument-parser"),
    ("jpsim/Yams", "6.2.2", "Sources/Yams", "Yams", "Yams", "Yams"),
    ("groue/GRDB.swift", "7.10.0", "GRDB", "GRDB", "GRDB", "GRDB.swift"),
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
                out.insert(index, re.match(r"^[ \t]*", line).group(0) + "// kumiki:mockable")
                count += 1
            out.append(line)
        path.write_text("\n".join(out))
    return count


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kumiki", required=True)
    parser.add_argument("--out", default=".build-mockproof")
    parser.add_argument("--packages", default="/opt/swift-packages")
    arguments = parser.parse_args()
    kumiki = str(pathlib.Path(arguments.kumiki).resolve())
    out = pathlib.Path(arguments.out).resolve()
    totals = collections.Counter()
    reasons = collections.Counter()
    failures = []
    for repository, version, sources, module, product, identity in PACKAGES:
        git_dir = pathlib.Path(arguments.packages) / f"{repository}.git"
        if not git_dir.exists():
            failures.append(f"{repository}: no copy at {git_dir}")
            continue
        work = out / module
        shutil.rmtree(work, ignore_errors=True)
        # kumiki mocks skips folders named .build*, so the marked sources live outside --out.
        marked_dir = pathlib.Path(tempfile.mkdtemp(prefix=f"kumiki-mockproof-{module}-")) / "marked"
        tests = work / "proof" / "Tests" / "ProofTests"
        marked_dir.mkdir(parents=True)
        tests.mkdir(parents=True)
        archive = subprocess.run(["git", "-C", str(git_dir), "archive", version, sources], capture_output=True, check=True)
        subprocess.run(["tar", "-x", "-C", str(marked_dir)], input=archive.stdout, check=True)
        marked = mark(marked_dir)
        generated = subprocess.run([kumiki, "mocks", str(marked_dir), "--output", str(tests / "Mocks.swift"), "--imports", module],
                                   capture_output=True, text=True)
        mocks = len(re.findall(r"(?m)^(?:public |package )?(?:final )?class \w+Mock\b", (tests / "Mocks.swift").read_text()))
        refused = [m.group(1) for m in re.finditer(r"error: protocol \w+ (.*)", generated.stderr)]
        duplicates = len(re.findall(r"warning: protocol \w+ is also declared", generated.stderr))
        for reason in refused:
            reasons[reason] += 1
        (work / "proof" / "Package.swift").write_text(f"""// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "Proof",
    dependencies: [.package(url: "https://github.com/{repository}", from: "{version}")],
    targets: [.testTarget(name: "ProofTests", dependencies: [.product(name: "{product}", package: "{identity}")])]
)
""")
        (tests / "Proof.swift").write_text(LOG_TEST if module == "Logging" else f"import {module}\n")
        command = ["swift", "test"] if module == "Logging" else ["swift", "build", "--build-tests"]
        built = subprocess.run(command, cwd=work / "proof", capture_output=True, text=True)
        compiled = mocks if built.returncode == 0 else 0
        if built.returncode != 0:
            errors = sorted(set(line.strip() for line in (built.stdout + built.stderr).splitlines() if "error:" in line))
            failures.append(f"{repository}: {' '.join(command)} failed:\n    " + "\n    ".join(errors[:20]))
        totals.update(marked=marked, generated=mocks, refused=len(refused), duplicates=duplicates, compiled=compiled)
        print(f"== {repository} {version}: {marked} protocols marked, {mocks} mocks generated, {len(refused)} refused, "
              f"{duplicates} declared twice (one mock), {compiled} compiled" + (", its test passed" if module == "Logging" and built.returncode == 0 else ""))
        for reason in refused:
            print(f"   refused: {reason}")
    print(f"\nin all: {totals['marked']} marked, {totals['generated']} generated, {totals['refused']} refused, "
          f"{totals['duplicates']} declared twice, {totals['compiled']} of {totals['generated']} compiled")
    for reason, count in reasons.most_common():
        print(f"   {count} × {reason}")
    if failures:
        print("\nfailed:\n  " + "\n  ".join(failures))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
