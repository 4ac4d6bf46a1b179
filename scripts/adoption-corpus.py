#!/usr/bin/env python3
"""Adopts and checks each public app of the corpus, as a new user would, and records what came out.

    scripts/adoption-corpus.py --kumiki Tools/.build/release/kumiki [--app NAME] [--out .build-corpus]

For each app of scripts/adoption-corpus.json it unpacks the snapshot at the listed commit, runs
`kumiki adopt`, then checks that:
  - `kumiki check` exits 0 (today's findings are in the baseline);
  - a use of a type of a layer above planted in the lowest layer's file fails `kumiki check` at its line;
  - every architecture finding (layer-dependency, dependency-cycle, feature-isolation) of
    `kumiki check --no-baseline` that scripts/adoption-corpus-judgments.json judges is judged true.
It prints, per app, the files placed and in no layer, the findings by rule, and a sample of up to 10
architecture findings (spread over the files) with their verdicts; samples nobody has judged yet are
marked `unjudged`. The exit status is 1 when any check fails or a sampled finding is unjudged or false.

The snapshots are looked for under $KUMIKI_PUBLIC_SNAPSHOTS (default /work/.mirror) as
<owner+name>/repo; none of their code is part of this repository.
"""
import argparse
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

import public_snapshots

HERE = pathlib.Path(__file__).resolve().parent
ARCHITECTURE_RULES = {"layer-dependency", "dependency-cycle", "feature-isolation"}
SAMPLE = 10


def unpack(repository, commit, destination):
    """The commit's files, leaving out blobs the snapshot lacks (files of 4 MiB and more)."""
    git_dir = public_snapshots.snapshot(repository)
    if git_dir is None:
        raise FileNotFoundError(f"no snapshot of {repository} under $KUMIKI_PUBLIC_SNAPSHOTS (default /work/.mirror)")
    public_snapshots.unpack(git_dir, commit, destination)


def run(kumiki, arguments, folder, cache):
    environment = dict(os.environ, XDG_CACHE_HOME=str(cache))
    return subprocess.run([kumiki] + arguments, cwd=folder, capture_output=True, text=True, env=environment, timeout=1800)


def key(finding):
    """A finding as the judgments name it: rule, file and symbol (lines move; symbols do not)."""
    return f'{finding["ruleID"]}|{finding["location"]["file"]}|{finding["symbol"]}'


def sample(findings, count):
    """Up to `count` findings spread over the files: the first of each file in turn, in file order."""
    by_file = {}
    for finding in sorted(findings, key=lambda f: (f["location"]["file"], f["location"]["line"])):
        by_file.setdefault(finding["location"]["file"], []).append(finding)
    chosen, round_ = [], 0
    while len(chosen) < count and any(len(v) > round_ for v in by_file.values()):
        for file in sorted(by_file):
            if round_ < len(by_file[file]) and len(chosen) < count:
                chosen.append(by_file[file][round_])
        round_ += 1
    return chosen


TYPE = re.compile(r"^(?:public |internal |open |final |@MainActor |@Observable )*(?:struct|class|enum) ([A-Z][A-Za-z0-9_]*)\s*[:{]", re.M)


def plant(folder, layers_report, configuration):
    """Appends to a file of the lowest layer that uses nothing above it a use of a type of a layer
    above it that it may not use; returns (file, line) or None when the layers give no such pair."""
    order = configuration["order"]
    allowed = configuration["allowed"]
    files_of = {}
    for entry in layers_report["files"]:
        if entry.get("layer") and not entry.get("isTest"):
            files_of.setdefault(entry["layer"], []).append(entry)
    # Domain → View where the layers say so; else the lowest layer and any layer above it it may not use.
    domainish = re.compile(r"^(Domain|Models?|Entit(y|ies))$")
    viewish = re.compile(r"^(View|Views|UI|Presentation|Screens?|Scenes?)$")
    lows = [layer for layer in reversed(order) if domainish.match(layer)] + list(reversed(order))
    for low in lows:
        if not files_of.get(low):
            continue
        above = order[: order.index(low)]
        for high in [layer for layer in above if viewish.match(layer)] + above:
            if high in allowed.get(low, []) or not files_of.get(high):
                continue
            for candidate in sorted(files_of[high], key=lambda e: e["path"]):
                text = (folder / candidate["path"]).read_text(errors="replace")
                found = TYPE.search(text)
                if not found:
                    continue
                type_name = found.group(1)
                target = sorted(files_of[low], key=lambda e: e["path"])[0]
                lines = []
                modules_high = set(candidate.get("targets", []))
                modules_low = set(target.get("targets", []))
                if modules_high and modules_high.isdisjoint(modules_low):
                    lines.append(f"import {sorted(modules_high)[0].split(':')[-1].replace('-', '_').replace(' ', '_')}")
                lines.append(f"let plantedKumikiUse: {type_name}? = nil")
                path = folder / target["path"]
                text_low = path.read_text(errors="replace")
                if not text_low.endswith("\n"):
                    text_low += "\n"
                line = text_low.count("\n") + len(lines)
                path.write_text(text_low + "\n".join(lines) + "\n")
                return target["path"], line, low, high, type_name
    return None


def layer_configuration(folder):
    """The layer order and what each layer may use, from the .kumiki.yml adopt wrote (its full form)."""
    text = (folder / ".kumiki.yml").read_text()
    order_match = re.search(r"^layer_order: \[(.*)\]$", text, re.M)
    allowed, current = {}, None
    for line in text.splitlines():
        layer = re.match(r"^  ([A-Za-z0-9_]+):$", line)
        if layer:
            current = layer.group(1)
        depends = re.match(r"^    may_depend_on: \[(.*)\]$", line)
        if depends and current:
            allowed[current] = [name.strip() for name in depends.group(1).split(",") if name.strip()]
    order = [name.strip() for name in order_match.group(1).split(",")] if order_match else list(allowed)
    return {"order": order, "allowed": allowed}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kumiki", required=True)
    parser.add_argument("--app", action="append", help="only the apps whose repository or path contains this")
    parser.add_argument("--out", default=".build-corpus", help="where each app is unpacked and its reports kept")
    arguments = parser.parse_args()
    kumiki = str(pathlib.Path(arguments.kumiki).resolve())
    corpus = json.loads((HERE / "adoption-corpus.json").read_text())["apps"]
    judgments = json.loads((HERE / "adoption-corpus-judgments.json").read_text())["findings"]
    verdicts = {f'{j["app"]}|{j["key"]}': j for j in judgments}
    out = pathlib.Path(arguments.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    failures = []
    summary = []
    for app in corpus:
        name = app["repository"] + (f'/{app["path"]}' if app.get("path") else "")
        if arguments.app and not any(part in name for part in arguments.app):
            continue
        checkout = out / name.replace("/", "+")
        shutil.rmtree(checkout, ignore_errors=True)
        checkout.mkdir(parents=True)
        try:
            unpack(app["repository"], app["commit"], checkout)
        except (FileNotFoundError, subprocess.CalledProcessError) as error:
            print(f"== {name}: skipped ({error})")
            continue
        folder = checkout / app.get("path", "")
        cache = pathlib.Path(tempfile.mkdtemp(prefix="kumiki-corpus-cache-"))
        adopted = run(kumiki, ["adopt"], folder, cache)
        (checkout.parent / f"{checkout.name}.adopt.txt").write_text(adopted.stdout + adopted.stderr)
        if adopted.returncode != 0:
            failures.append(f"{name}: kumiki adopt exited {adopted.returncode}: {adopted.stderr.strip()[-300:]}")
            continue
        checked = run(kumiki, ["check", "--format", "summary"], folder, cache)
        if checked.returncode != 0:
            failures.append(f"{name}: kumiki check after adopt exited {checked.returncode}")
        report = json.loads(run(kumiki, ["check", "--no-baseline", "--format", "json"], folder, cache).stdout or "[]")
        layers = json.loads(run(kumiki, ["layers", "--format", "json"], folder, cache).stdout)
        app_files = [f for f in layers["files"] if not f.get("isTest")]
        placed = sum(1 for f in app_files if f.get("layer"))
        by_rule = {}
        for finding in report:
            by_rule[finding["ruleID"]] = by_rule.get(finding["ruleID"], 0) + 1
        architecture = [f for f in report if f["ruleID"] in ARCHITECTURE_RULES]
        sampled = sample(architecture, SAMPLE)
        rows = []
        for finding in sampled:
            verdict = verdicts.get(f"{name}|{key(finding)}")
            state = verdict["verdict"] if verdict else "unjudged"
            if state != "true":
                failures.append(f'{name}: {finding["location"]["file"]}:{finding["location"]["line"]} [{finding["ruleID"]}] is {state}')
            rows.append((state, finding, verdict["why"] if verdict else ""))
        for finding in architecture:
            verdict = verdicts.get(f"{name}|{key(finding)}")
            if verdict and verdict["verdict"] != "true" and finding not in sampled:
                failures.append(f'{name}: {finding["location"]["file"]}:{finding["location"]["line"]} [{finding["ruleID"]}] is judged {verdict["verdict"]}')
        planted = plant(folder, layers, layer_configuration(folder))
        planted_result = "no layer pair to plant in"
        if planted:
            path, line, low, high, type_name = planted
            after = run(kumiki, ["check", "--format", "json"], folder, cache)
            found = [f for f in json.loads(after.stdout or "[]")
                     if f["ruleID"] == "layer-dependency" and f["location"]["file"] == path and f["location"]["line"] == line]
            planted_result = f"{low} → {high} ({type_name}) at {path}:{line}: " + ("found, exit 1" if found and after.returncode == 1 else "NOT FOUND")
            if not found or after.returncode != 1:
                failures.append(f"{name}: the planted use of {type_name} ({high}) in {path}:{line} ({low}) was not reported")
        else:
            failures.append(f"{name}: no pair of layers to plant a use in")
        shutil.rmtree(cache, ignore_errors=True)
        print(f"== {name} ({app['shape']})")
        print(f"   files: {len(app_files)} of the app, {placed} placed, {len(app_files) - placed} in no layer; check after adopt: exit {checked.returncode}")
        print("   findings without the baseline: " + ", ".join(f"{rule} {count}" for rule, count in sorted(by_rule.items())))
        print(f"   planted: {planted_result}")
        for state, finding, why in rows:
            print(f'   [{state}] {finding["ruleID"]} {finding["location"]["file"]}:{finding["location"]["line"]}: {finding["message"][:150]}')
            print(f'          key: {key(finding)}' + (f"\n          why: {why}" if why else ""))
        summary.append({"app": name, "files": len(app_files), "placed": placed, "rules": by_rule, "check": checked.returncode,
                        "planted": planted_result, "sampled": [(state, key(finding)) for state, finding, _ in rows]})
    (out / "corpus-summary.json").write_text(json.dumps(summary, indent=2, ensure_ascii=False))
    return public_snapshots.finish(
        failures, "every app adopted, checked clean, failed on its planted use, and every sampled architecture finding is judged true")


if __name__ == "__main__":
    sys.exit(main())
