#!/usr/bin/env python3
"""Keep Checks/ApplePlatforms in step with the Showcase's manifest.

Checks/ApplePlatforms compiles the Showcase's modules against the Apple stand-ins, through a
symbolic link per module in Checks/ApplePlatforms/Sources. The Showcase's manifest is the one
truth for which modules there are and what each depends on:

    scripts/link-apple-platforms.py          makes the missing links (and removes links to
                                             modules the Showcase no longer has)
    scripts/link-apple-platforms.py --check  exits 1, naming each difference, when a link is
                                             missing or wrong, or when Checks/ApplePlatforms'
                                             manifest gives a Showcase module other dependencies
                                             than the Showcase's manifest does (CI runs this)

The modules are the targets of the Showcase's library products, and the iOS app's sources
(Examples/Showcase/iOS/ShowcaseiOS) as the target ShowcaseiOS. In Checks/ApplePlatforms a
product of the Kumiki package is a target of the same name, and the stand-ins (AppleSwiftUI,
AppleUIKit) are added where a module imports SwiftUI or UIKit.
"""
import json
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHOWCASE = ROOT / "Examples" / "Showcase"
APPLE = ROOT / "Checks" / "ApplePlatforms"
LINKS = APPLE / "Sources"
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
        if "library" not in product["type"]:
            continue
        for name in product["targets"]:
            modules[name] = dependency_names(targets[name])
    return modules


def expected_links(modules):
    links = {name: os.path.relpath(SHOWCASE / "Sources" / name, LINKS) for name in modules}
    links[IOS_APP] = os.path.relpath(SHOWCASE / "iOS" / IOS_APP, LINKS)
    return links


def main():
    check = "--check" in sys.argv[1:]
    modules = showcase_modules(dump(SHOWCASE))
    links = expected_links(modules)
    problems = []
    # Links to Showcase modules that no longer exist.
    showcase_prefix = os.path.relpath(SHOWCASE, LINKS)
    for entry in sorted(LINKS.iterdir()):
        if entry.is_symlink() and os.readlink(entry).startswith(showcase_prefix) and entry.name not in links:
            if check:
                problems.append(f"{entry.relative_to(ROOT)} links to a module the Showcase no longer has")
            else:
                entry.unlink()
                print(f"removed {entry.relative_to(ROOT)}")
    for name, target in sorted(links.items()):
        link = LINKS / name
        if link.is_symlink() and os.readlink(link) == target:
            continue
        if check:
            problems.append(f"{link.relative_to(ROOT)} should be a link to {target}")
            continue
        if link.is_symlink() or link.exists():
            link.unlink()
        link.symlink_to(target)
        print(f"linked {link.relative_to(ROOT)} -> {target}")
    if check:
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
