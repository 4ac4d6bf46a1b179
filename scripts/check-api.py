#!/usr/bin/env python3
"""Guard the runtime's public API: compare it with the baseline in api/, and fail when a public
symbol is gone without a line for it under "Removed" in CHANGELOG.md's Unreleased section.

The API is dumped with the toolchain's swift-api-digester (-dump-sdk) from the modules the last
`swift build` left in .build/debug/Modules, for Kumiki, KumikiStore, KumikiGRDB and
KumikiTesting (KumikiSwiftUI and KumikiUIKit have no API on Linux; Checks/ApplePlatforms
compiles them). swift-api-digester rather than a swift-syntax walk: it sees the API the
compiler sees (inherited members, default implementations, attributes), and the root package
needs no dependency for it.

    scripts/check-api.py            compare (run after `swift build`)
    scripts/check-api.py --update   rewrite api/*.txt from the current build

Each baseline is a sorted text file, one public declaration per line (its kind and its
qualified name as the compiler prints it), so a change to the API reads as a diff in review.
A symbol added since the baseline fails too, with the command that records it: the baseline
stays exact, so a symbol added and later removed is guarded like any other.
"""
import json
import pathlib
import platform
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
MODULES = ["Kumiki", "KumikiStore", "KumikiGRDB", "KumikiTesting"]
API = ROOT / "api"
SKIPPED_KINDS = {"Import", "AssociatedType"}
IMPLICIT_CONFORMANCES = {"Copyable", "Escapable", "SendableMetatype", "BitwiseCopyable"}


def dump(module: str, modules_dir: pathlib.Path, scratch: pathlib.Path) -> list[str]:
    out = scratch / f"{module}.json"
    triple = f"{platform.machine()}-unknown-linux-gnu" if sys.platform.startswith("linux") else None
    command = ["swift-api-digester", "-dump-sdk", "-module", module, "-I", str(modules_dir), "-o", str(out)]
    # C targets (OpenCombine's helpers) are found through the module maps the build wrote.
    # GRDB's system-library target (GRDBSQLite) brings its own module map in its checkout.
    module_maps = sorted(modules_dir.parent.glob("*.build/module.modulemap"))
    module_maps += sorted((ROOT / ".build" / "checkouts" / "GRDB.swift" / "Sources" / "GRDBSQLite").glob("module.modulemap"))
    for module_map in module_maps:
        command += ["-Xcc", f"-fmodule-map-file={module_map}"]
    if triple:
        command += ["-target", triple]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0 or not out.exists() or "Failed to load module" in result.stderr + result.stdout:
        sys.exit(f"swift-api-digester could not dump {module}:\n{result.stderr}{result.stdout}")
    root = json.loads(out.read_text())
    lines = set()

    def walk(node, owners):
        kind = node.get("declKind") or node.get("kind")
        name = node.get("printedName", "")
        is_decl = node.get("kind") in {"TypeDecl", "Var", "Function", "Constructor", "Subscript", "TypeAlias",
                                       "EnumElement", "Accessor"} or "declKind" in node
        if is_decl and node.get("moduleName", module) == module and kind not in SKIPPED_KINDS:
            # Accessors are the property's; implicit and SPI declarations are not API.
            if node.get("kind") != "Accessor" and not node.get("implicit") and not node.get("spi_group_names") \
                    and not node.get("isInternal"):
                qualified = ".".join(owners + [name])
                lines.add(f"{kind} {qualified}")
                # Dropping a conformance (Codable, Sendable…) breaks users as surely as a removed method.
                for conformance in node.get("conformances", []):
                    if conformance.get("name") not in IMPLICIT_CONFORMANCES:
                        lines.add(f"Conformance {qualified}: {conformance.get('printedName', conformance.get('name'))}")
        children = node.get("children", [])
        if node.get("isInternal"):
            return  # package (or internal) declarations and their members are not API
        next_owners = owners + [name] if node.get("kind") == "TypeDecl" else owners
        for child in children:
            if isinstance(child, dict) and child.get("kind") not in {"TypeNominal", "TypeNameAlias", "TypeFunc"}:
                walk(child, next_owners)

    walk(root.get("ABIRoot", root), [])
    return sorted(lines)


def unreleased_removed_section() -> str:
    text = (ROOT / "CHANGELOG.md").read_text()
    match = re.search(r"^## \[Unreleased\](.*?)^## \[", text, re.S | re.M)
    section = match.group(1) if match else ""
    removed = re.search(r"^### Removed(.*?)(^### |\Z)", section, re.S | re.M)
    return removed.group(1) if removed else ""


def main() -> int:
    update = "--update" in sys.argv[1:]
    modules_dir = ROOT / ".build" / "debug" / "Modules"
    if not modules_dir.exists():
        sys.exit("no .build/debug/Modules: run `swift build` first")
    API.mkdir(exist_ok=True)
    removed_notes = unreleased_removed_section()
    failures = []
    with tempfile.TemporaryDirectory() as scratch:
        for module in MODULES:
            current = dump(module, modules_dir, pathlib.Path(scratch))
            baseline_file = API / f"{module}.txt"
            baseline = [line for line in baseline_file.read_text().splitlines() if line] if baseline_file.exists() else []
            gone = sorted(set(baseline) - set(current))
            new = sorted(set(current) - set(baseline))
            # Even --update keeps a removal out of the baseline until the changelog says it.
            for line in gone:
                name = line.split(" ", 1)[1].split("(")[0]
                if name not in removed_notes:
                    failures.append(f"{module}: removed without a changelog entry: {line}"
                                    f" (add `{name}` under ### Removed in CHANGELOG.md's Unreleased section)")
            if update:
                if not any(failure.startswith(f"{module}:") for failure in failures):
                    baseline_file.write_text("\n".join(current) + "\n")
                    print(f"{module}: {len(current)} public declarations recorded in {baseline_file.relative_to(ROOT)}")
                continue
            if not baseline_file.exists():
                failures.append(f"{module}: no baseline; run scripts/check-api.py --update")
                continue
            for line in new:
                failures.append(f"{module}: not in the baseline: {line} (run scripts/check-api.py --update)")
            print(f"{module}: {len(current)} public declarations, {len(gone)} removed, {len(new)} added")
    for failure in failures:
        print(failure)
    if failures:
        print("A removal needs its CHANGELOG.md line; then record the API with scripts/check-api.py --update.")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
