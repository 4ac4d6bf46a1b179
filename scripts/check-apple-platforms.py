#!/usr/bin/env python3
"""Check that Checks/ApplePlatforms compiles the Showcase as the Showcase's manifest declares it.

Checks/ApplePlatforms compiles the Showcase's modules against the Apple stand-ins. Its manifest
derives them and their dependencies from Examples/Showcase/Package.swift and the iOS app's Xcode
project by reading their text, and reaches the sources through one symbolic link
(Checks/ApplePlatforms/ShowcaseSources), so adding a module or feature changes nothing there.
This check proves the text reading right against SwiftPM's own reading of the manifest. This check (in CI) fails, naming each difference, when a module of the
Showcase's library products is missing there or depends on other modules than the Showcase's
manifest says. A product of the Kumiki package is a target of the same name there, and the
stand-ins (AppleSwiftUI, AppleUIKit) are added where a module imports SwiftUI or UIKit.
"""
import json
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHOWCASE = ROOT / "Examples" / "Showcase"
APPLE = ROOT / "Checks" / "ApplePlatforms"
STAND_INS = {"AppleSwiftUI", "AppleUIKit"}
IOS_APP = "ShowcaseiOS"


def dump(package):
    run = subprocess.run(["swift", "package", "--package-path", str(package), "dump-package"],
                         capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"cannot read {package}/Package.swift: {run.stderr.strip() or run.stdout.strip()}")
    return json.loads(run.stdout)


def dependency_names(target):
    names = set()
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names


def showcase_modules(manifest):
    """The modules of the Showcase's library products, with their dependencies."""
    targets = {target["name"]: target for target in manifest["targets"]}
    modules = {}
    for product in manifest["products"]:
        if "library" in product["type"]:
            for name in product["targets"]:
                modules[name] = dependency_names(targets[name])
    return modules


def main():
    problems = []
    link = APPLE / "ShowcaseSources"
    expected = os.path.relpath(SHOWCASE / "Sources", APPLE)
    if not link.is_symlink() or os.readlink(link) != expected:
        problems.append(f"{link.relative_to(ROOT)} should be a symbolic link to {expected}")
    modules = showcase_modules(dump(SHOWCASE))
    apple = {target["name"]: dependency_names(target) for target in dump(APPLE)["targets"]}
    for name, dependencies in sorted(modules.items()):
        if name not in apple:
            problems.append(f"Checks/ApplePlatforms has no target {name}, which the Showcase's manifest declares")
            continue
        compiled = apple[name] - STAND_INS
        if compiled != dependencies:
            missing = ", ".join(sorted(dependencies - compiled)) or "none"
            extra = ", ".join(sorted(compiled - dependencies)) or "none"
            problems.append(f"{name}: Checks/ApplePlatforms lacks {missing} and adds {extra}, against the Showcase's manifest")
    if IOS_APP not in apple:
        problems.append(f"Checks/ApplePlatforms has no target {IOS_APP} for the iOS app's sources")
    if problems:
        print("Checks/ApplePlatforms does not match the Showcase:", file=sys.stderr)
        for problem in problems:
            print(f"  {problem}", file=sys.stderr)
        sys.exit(1)
    print(f"Checks/ApplePlatforms matches the Showcase: {len(modules)} modules and the iOS app")


if __name__ == "__main__":
    main()
