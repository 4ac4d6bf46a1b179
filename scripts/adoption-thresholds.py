#!/usr/bin/env python3
"""What each of `kumiki adopt`'s thresholds does on a set of apps: each number is left out (or moved),
the app adopted again, and the result compared with the default's.

Run `scripts/adoption-corpus.py --apps APPS --out OUT` first: it unpacks each app into OUT and leaves
the configuration adopt wrote there. For each threshold of Tools/Sources/KumikiAdoption/
AdoptionThresholds.swift this script sets `KUMIKI_ADOPT_THRESHOLDS` to the variant below, runs
`kumiki adopt --dry-run`, places the app's files with `kumiki layers --config` on what it printed, and
prints per app the files that land in another layer, the layers, the files named one by one and the
invariants adoption-corpus.py keeps that break. A threshold whose variants move nothing on any app
earns no place.

    scripts/adoption-thresholds.py --kumiki Tools/.build/release/kumiki --apps scripts/held-out.json --out OUT
"""
import argparse
import importlib.util
import json
import os
import pathlib
import subprocess
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("adoption_corpus", HERE / "adoption-corpus.py")
corpus = importlib.util.module_from_spec(spec)
spec.loader.exec_module(corpus)

# What "left out" means for each number: a floor at nothing, a trigger that never fires, a share moved
# ten points either way (a share of 0 or 100 is no threshold left out but another rule).
VARIANTS = {
    "repeatedLayoutFolders": [("never", 1000)],
    "flatFolderFiles": [("never", 100000)],
    "nameGroupFiles": [("never", 100000)],
    "minimumLayerFiles": [("none", 0)],
    "minimumLayerPercent": [("none", 0)],
    "placedApartPercent": [("none", 0)],
    "placedApartPaths": [("none", 0)],
    "compositionParts": [("never", 1000)],
    "rolePriorWeight": [("none", 0)],
    "screensShare": [("-10", 15), ("+10", 35)],
    "presentationShare": [("-10", 20), ("+10", 40)],
    "dataShare": [("-10", 20), ("+10", 40)],
    "helpersShare": [("-10", 50), ("+10", 70)],
    "valuesShare": [("-10", 50), ("+10", 70)],
}
# largeAppPercent only decides whether the report warns of a large App layer; it places nothing.

# The convention thresholds place no file: they decide which convention rules adopt turns on and which
# project bases it allows. Their effect is the convention findings `kumiki check --no-baseline` reports.
CONVENTION_VARIANTS = {
    "conventionKeptPercent": [("never off", 0)],
    "baseFamilySubclasses": [("none allowed", 100000)],
}
CONVENTION_RULES = ["published-private-set", "observable-private-set", "no-project-superclass", "no-singleton-access"]


def run(kumiki, arguments, folder, thresholds=None):
    environment = dict(os.environ)
    if thresholds:
        environment["KUMIKI_ADOPT_THRESHOLDS"] = thresholds
    return subprocess.run([kumiki] + arguments, cwd=folder, capture_output=True, text=True, env=environment, timeout=1800)


def placement(kumiki, folder, configuration_text):
    """Each file's layer under `configuration_text`, the layers report, and the configuration as
    adoption-corpus.py reads it."""
    variant = folder / ".kumiki-threshold-variant.yml"
    variant.write_text(configuration_text)
    try:
        report = json.loads(run(kumiki, ["layers", "--config", variant.name, "--format", "json"], folder).stdout)
    finally:
        variant.unlink()
    with tempfile.TemporaryDirectory() as scratch:
        (pathlib.Path(scratch) / ".kumiki.yml").write_text(configuration_text)
        configuration = corpus.configuration_of(pathlib.Path(scratch))
    return {f["path"]: f.get("layer") for f in report["files"] if not f.get("isTest")}, report, configuration


def convention_findings(kumiki, folder, configuration_text):
    """The convention findings `kumiki check --no-baseline` reports under `configuration_text`, per rule."""
    variant = folder / ".kumiki-threshold-variant.yml"
    variant.write_text(configuration_text)
    try:
        result = run(kumiki, ["check", "--config", variant.name, "--no-baseline", "--format", "json"], folder)
    finally:
        variant.unlink()
    report = json.loads(result.stdout)
    diagnostics = report["diagnostics"] if isinstance(report, dict) else report
    return {rule: sum(1 for d in diagnostics if d["ruleID"] == rule) for rule in CONVENTION_RULES}


def files_moved(default, placed):
    """How many files land with other files than by default: each layer of the variant is matched to the
    default layer most of its files come from, and a file counts as moved when its default layer is not
    its new layer's match, so a layer only renamed (Features for Presentation) moves nothing."""
    origins = {}
    for path, layer in placed.items():
        origins.setdefault(layer, {}).setdefault(default.get(path), 0)
        origins[layer][default.get(path)] += 1
    match = {layer: max(counts, key=lambda origin: (counts[origin], str(origin))) for layer, counts in origins.items()}
    return sum(1 for path, layer in default.items() if match.get(placed.get(path)) != layer)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kumiki", required=True)
    parser.add_argument("--apps", required=True)
    parser.add_argument("--out", required=True, help="where adoption-corpus.py unpacked the apps")
    parser.add_argument("--threshold", action="append", help="only these thresholds (default: every one)")
    arguments = parser.parse_args()
    if arguments.threshold:
        for table in (VARIANTS, CONVENTION_VARIANTS):
            for name in list(table):
                if name not in arguments.threshold:
                    del table[name]
    kumiki = str(pathlib.Path(arguments.kumiki).resolve())
    out = pathlib.Path(arguments.out).resolve()
    apps = json.loads(pathlib.Path(arguments.apps).read_text())["apps"]
    rows = []
    conventions = []
    for app in apps:
        name = app["repository"] + (f'/{app["path"]}' if app.get("path") else "")
        folder = out / name.replace("/", "+") / app.get("path", "")
        if not (folder / ".kumiki.yml").exists():
            print(f"== {name}: not adopted under {out}; run adoption-corpus.py first")
            continue
        adopted = (out / f'{name.replace("/", "+")}.adopt.txt').read_text()
        unbuilt = set()
        for pattern in (corpus.UNBUILT, corpus.TEST_DOUBLES):
            found = pattern.search(adopted)
            unbuilt |= set(found.group(1).split(", ")) if found else set()
        default, _, default_configuration = placement(kumiki, folder, (folder / ".kumiki.yml").read_text())
        print(f"== {name}: {len(default)} files, {len(default_configuration['order'])} layers by default")
        default_layers = len(default_configuration["order"])
        for threshold, variants in VARIANTS.items():
            for label, value in variants:
                dry = run(kumiki, ["adopt", "--dry-run", "--force"], folder, f"{threshold}={value}")
                text = dry.stdout.split("\n\nkumiki adopt:", 1)[0]
                text = "\n".join(line for line in text.splitlines() if not line.startswith("# ") or "would be:" not in line) + "\n"
                if dry.returncode != 0 or "layers:" not in text:
                    print(f"   {threshold} {label}: adopt exited {dry.returncode}")
                    continue
                placed, report, configuration = placement(kumiki, folder, text)
                moved = files_moved(default, placed)
                paths = sum(1 for layer in configuration["order"] for p in configuration["paths"].get(layer, []) if "*" not in p)
                broken = corpus.invariants(configuration, report, unbuilt)
                rows.append({"app": name, "threshold": threshold, "variant": label, "moved": moved, "files": len(default),
                             "layersChanged": len(configuration["order"]) != default_layers,
                             "layers": len(configuration["order"]), "paths": paths, "broken": broken})
                print(f"   {threshold} {label}: {moved} files move, {len(configuration['order'])} layers, {paths} file paths"
                      + (f"; breaks: {'; '.join(broken)}" if broken else ""))
        default_findings = convention_findings(kumiki, folder, (folder / ".kumiki.yml").read_text())
        for threshold, variants in CONVENTION_VARIANTS.items():
            for label, value in variants:
                dry = run(kumiki, ["adopt", "--dry-run", "--force"], folder, f"{threshold}={value}")
                text = dry.stdout.split("\n\nkumiki adopt:", 1)[0]
                found = convention_findings(kumiki, folder, text)
                conventions.append({"app": name, "threshold": threshold, "variant": label, "default": default_findings, "variant_findings": found})
                print(f"   {threshold} {label}: convention findings {sum(default_findings.values())} by default, {sum(found.values())} "
                      + "(" + ", ".join(f"{rule} {default_findings[rule]} → {found[rule]}" for rule in CONVENTION_RULES
                                        if default_findings[rule] != found[rule]) + ")")
    print("\n| threshold | variant | apps whose files move | files moved (all apps) | apps with another number of layers | apps breaking an invariant |")
    print("|---|---|---|---|---|---|")
    for threshold, variants in VARIANTS.items():
        for label, _ in variants:
            mine = [r for r in rows if r["threshold"] == threshold and r["variant"] == label]
            changed = sum(1 for r in mine if r["moved"])
            moved = sum(r["moved"] for r in mine)
            files = sum(r["files"] for r in mine)
            broken = sum(1 for r in mine if r["broken"])
            layered = sum(1 for r in mine if r["layersChanged"])
            print(f"| {threshold} | {label} | {changed} of {len(mine)} | {moved:,} of {files:,} | {layered} | {broken} |")
    print("\n| threshold | variant | apps whose convention findings change | convention findings, default | with the variant |")
    print("|---|---|---|---|---|")
    for threshold, variants in CONVENTION_VARIANTS.items():
        for label, _ in variants:
            mine = [r for r in conventions if r["threshold"] == threshold and r["variant"] == label]
            changed = sum(1 for r in mine if r["default"] != r["variant_findings"])
            before = sum(sum(r["default"].values()) for r in mine)
            after = sum(sum(r["variant_findings"].values()) for r in mine)
            print(f"| {threshold} | {label} | {changed} of {len(mine)} | {before:,} | {after:,} |")


if __name__ == "__main__":
    main()
