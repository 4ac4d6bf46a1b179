#!/usr/bin/env python3
"""Measures `kumiki migrate observable` against hand migrations to Observation in public apps.

    scripts/migration-yardstick.py --kumiki Tools/.build/release/kumiki [--out .build-yardstick]

For each migration of scripts/migration-yardstick.json it unpacks the parent of the authors' commit
from its snapshot ($KUMIKI_PUBLIC_SNAPSHOTS, default /work/.mirror, as <owner+name>/repo), applies
only the deployment bump the authors made, runs `kumiki migrate observable --format json` with no
other flag, and compares class by class with the authors' commit: a class counts as theirs when it
was an ObservableObject (directly or through a protocol refining it) before and is @Observable
after. It then checks that every changed file parses (`swiftc -parse`) where it parsed before, that no view keeps an
@EnvironmentObject, @StateObject or @ObservedObject of a class the run migrated, and that each
refused class is reported once. Exit status 1 when the run needed a flag, migrated less than the
app's coverage goal of the authors' classes (90 % where their migration was mechanical; no goal
where they rewrote Combine pipelines by hand), migrated one they kept, or broke one of those checks.
"""
import argparse
import glob
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys

import public_snapshots

HERE = pathlib.Path(__file__).resolve().parent


def sources(folder):
    for path in folder.rglob("*.swift"):
        if not any(part.startswith(".") for part in path.relative_to(folder).parts):
            yield path, path.read_text(errors="replace")


def observable_objects(folder):
    """Classes that are ObservableObjects: directly, or through a protocol refining it (transitively)."""
    texts = [text for _, text in sources(folder)]
    refining = {"ObservableObject"}
    protocols = {m.group(1): m.group(2) for text in texts for m in re.finditer(r"\bprotocol\s+(\w+)\s*:\s*([^{]*)\{", text)}
    # A composition alias (typealias X = ObservableObject & Identifiable) refines like a protocol.
    protocols.update({m.group(1): m.group(2) for text in texts for m in re.finditer(r"\btypealias\s+(\w+)\s*=\s*([^\n]*&[^\n]*)", text)})
    changed = True
    while changed:
        changed = False
        for name, inherited in protocols.items():
            if name not in refining and any(re.search(rf"\b{re.escape(p)}\b", inherited) for p in refining):
                refining.add(name)
                changed = True
    found = set()
    for text in texts:
        for m in re.finditer(r"\bclass\s+(\w+)\s*(?:<[^>]*>)?\s*:\s*([^{]*)\{", text):
            if any(re.search(rf"\b{re.escape(p)}\b", m.group(2)) for p in refining):
                found.add(m.group(1))
        for m in re.finditer(r"\bextension\s+(\w+)\s*:\s*([^{]*)\{", text):
            if any(re.search(rf"\b{re.escape(p)}\b", m.group(2)) for p in refining):
                found.add(m.group(1))
    return found


def observable_classes(folder):
    """Classes declared with @Observable among their attributes."""
    found = set()
    for _, text in sources(folder):
        for m in re.finditer(r"\bclass\s+(\w+)", text):
            before = text[: m.start()].split("\n")
            attributes = before[-1]
            for line in reversed(before[:-1][-4:]):
                if line.strip().startswith("@"):
                    attributes += " " + line
                else:
                    break
            if "@Observable" in attributes:
                found.add(m.group(1))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kumiki", required=True)
    parser.add_argument("--out", default=".build-yardstick")
    arguments = parser.parse_args()
    kumiki = str(pathlib.Path(arguments.kumiki).resolve())
    out = pathlib.Path(arguments.out).resolve()
    failures = []
    for app in json.loads((HERE / "migration-yardstick.json").read_text())["apps"]:
        git_dir = public_snapshots.snapshot(app["repository"])
        if git_dir is None:
            print(f"== {app['repository']}: skipped (no snapshot under $KUMIKI_PUBLIC_SNAPSHOTS, default /work/.mirror)")
            continue
        folder = out / (app["repository"].replace("/", "+") + "@" + app["commit"][:8])
        shutil.rmtree(folder, ignore_errors=True)
        before, after, run = folder / "before", folder / "after", folder / "run"
        public_snapshots.unpack(git_dir, app["commit"] + "^", before)
        public_snapshots.unpack(git_dir, app["commit"], after)
        shutil.copytree(before, run)
        for name in app.get("take", []):
            shutil.copyfile(after / name, run / name)
        for bump in app["bump"]:
            for path in glob.glob(str(run / bump["files"])):
                text = pathlib.Path(path).read_text()
                pathlib.Path(path).write_text(text.replace(bump["from"], bump["to"]))
        result = subprocess.run([kumiki, "migrate", "observable", "--format", "json"], cwd=run, capture_output=True, text=True,
                                env=dict(os.environ, XDG_CACHE_HOME=str(folder / ".cache")))
        if result.returncode not in (0, 1):
            failures.append(f"{app['repository']}: kumiki migrate observable exited {result.returncode}: {result.stderr.strip()[:400]}")
            continue
        report = json.loads(result.stdout)
        migrated = set(report["migrated"])
        candidates = observable_objects(before)
        theirs = candidates & observable_classes(after)
        # Kept: still an ObservableObject in their commit. A class they took out of observation
        # altogether (a preview double whose protocol lost ObservableObject) is neither kept nor theirs.
        kept = (candidates - theirs) & observable_objects(after)
        matched = migrated & theirs
        share = len(matched) / len(theirs) if theirs else 1
        refused = [entry["className"] for entry in report["refused"]]
        broken = []
        for name in report["changedFiles"]:
            parsed = subprocess.run(["swiftc", "-parse", str(run / name)], capture_output=True, text=True)
            # A file that did not parse this way before the run (a bare regex literal, which the
            # project's own settings enable) is not broken by it.
            original = before / name
            if parsed.returncode != 0 and original.exists() and \
                    subprocess.run(["swiftc", "-parse", str(original)], capture_output=True).returncode == 0:
                broken.append(name)
        kept_wrappers = []
        for path, text in sources(run):
            for m in re.finditer(r"@(EnvironmentObject|StateObject|ObservedObject)\b[^\n]*?:\s*(\w+)", text):
                if m.group(2) in migrated:
                    kept_wrappers.append(f"{path.relative_to(run)}: {m.group(0)}")
        print(f"== {app['repository']} at {app['commit'][:8]}^ ({app['title']}), deployment bump only, no flag")
        print(f"   ObservableObject classes before: {len(candidates)}; the authors migrated {len(theirs)} and kept {len(kept)} ({', '.join(sorted(kept))})")
        print(f"   kumiki migrated {len(migrated)}: {len(matched)} of the authors' {len(theirs)} ({share:.0%}), "
              f"{len(migrated & kept)} they kept, {len(migrated - candidates)} others")
        print("   refused, once each: " + "; ".join(f"{e['className']} ({e['uses'][0]['path']}:{e['uses'][0]['line']}: {e['uses'][0]['reason'][:90]}…)" for e in report["refused"]))
        print(f"   the authors' classes not migrated: {', '.join(sorted(theirs - migrated)) or 'none'}")
        print(f"   changed files: {len(report['changedFiles'])}, {len(broken)} not parsing; wrappers of migrated classes left: {len(kept_wrappers)}")
        for note in report["notes"]:
            print(f"   note: {note[:200]}")
        goal = app.get("coverageGoal")
        if goal is None:
            print(f"   no coverage goal: {app['reason']}")
        elif share < goal:
            failures.append(f"{app['repository']}: {share:.0%} of the authors' classes migrated (goal: {goal:.0%})")
        if migrated & kept:
            failures.append(f"{app['repository']}: migrated classes the authors kept: {sorted(migrated & kept)}")
        if broken:
            failures.append(f"{app['repository']}: changed files that do not parse: {broken}")
        if kept_wrappers:
            failures.append(f"{app['repository']}: views keep wrappers of migrated classes: {kept_wrappers[:5]}")
        if len(refused) != len(set(refused)):
            failures.append(f"{app['repository']}: a refused class is reported more than once")
    return public_snapshots.finish(
        failures, "every hand migration met: no flag needed, each coverage goal, none the authors kept, every changed file parses")


if __name__ == "__main__":
    sys.exit(main())
