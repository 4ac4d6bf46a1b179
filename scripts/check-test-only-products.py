#!/usr/bin/env python3
"""Fail when a shipped (non-test) target depends on a test-only target.

KumikiTesting links XCTest, Swift Testing and the issue-reporting test
support; an app target that links it would ship test frameworks. Reads the
manifest through `swift package dump-package`.
"""
import json
import subprocess
import sys

TEST_ONLY = {"KumikiTesting", "KumikiTestSupport"}


def names(dependency):
    for kind in ("byName", "target", "product"):
        if kind in dependency:
            yield dependency[kind][0]


def main() -> int:
    manifest = json.loads(subprocess.check_output(["swift", "package", "dump-package"], text=True))
    failures = [
        f"{target['name']} ({target['type']}) depends on test-only {name}"
        for target in manifest["targets"]
        if target["type"] != "test" and target["name"] not in TEST_ONLY
        for dependency in target.get("dependencies", [])
        for name in names(dependency)
        if name in TEST_ONLY
    ]
    for failure in failures:
        print(failure)
    print(f"test-only products: {len(failures)} shipped targets link them")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
