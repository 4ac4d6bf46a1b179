#!/usr/bin/env python3
"""Adopts and checks each public app of the corpus, as a new user would, and measures what came out
against verdicts given by readers who did not write the rules.

    scripts/adoption-corpus.py --kumiki Tools/.build/release/kumiki [--app NAME] [--out .build-corpus] [--packets DIR]

For each app of scripts/adoption-corpus.json it unpacks the snapshot at the listed commit, runs
`kumiki adopt` (twice: the configuration must come out the same), then checks that:
  - `kumiki check` exits 0 (today's findings are in the baseline);
  - a use of a type of a layer above, planted in a file of a layer below that may not use it, fails
    `kumiki check` at its line;
  - the configuration keeps the invariants: App on top and no layer may use it, the shared layer uses
    none, no empty layer, no two layer names that differ only by case or plural, at most 8 layers,
    every module of the app placed, at least 95% of the app's built, non-test files placed, files
    named one by one at most 2% of the app's (at least 2, at most 20), and no layer but App under 10 files unless it
    holds a module.
It samples up to 18 findings of `kumiki check --no-baseline` spread over the files (10 of the
architecture rules, 4 of the dependency rules, 4 of the import rules) and looks each up in
scripts/adoption-corpus-judgments.json, where a reader who did not write the rules judged it LEAK (a
real problem under any reasonable configuration), ARTIFACT (a violation only because of the inferred
configuration) or FALSE (the code does not do what the message says), and judged the configuration
ACCEPT, ACCEPT WITH <= 3 EDITS or REWRITE.

It prints a row per app and the totals. The exit status is 1 when a check fails, an invariant does
not hold, a sample is unjudged, any sampled finding is FALSE, fewer than 90% of the judged
configurations are acceptable, or more than 20% of the judged samples are ARTIFACT.

With --packets DIR it also writes, per app, what a judge reads (the configuration, the samples with
their messages) to DIR/<app>.md, for a reader who has not seen how adopt or the rules work.

The snapshots are looked for under $KUMIKI_PUBLIC_SNAPSHOTS (default /work/.mirror) as
<owner+name>/repo; none of their code is part of this repository.
"""
import argparse
import hashlib
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
SAMPLES = {"architecture": ({"layer-dependency", "dependency-cycle", "feature-isolation"}, 10),
           "dependency": ({"undeclared-dependency", "unused-dependency"}, 4),
           "import": ({"forbidden-import"}, 4),
           "convention": ({"no-project-superclass", "published-private-set", "observable-private-set", "no-singleton-access"}, 6)}
CONVENTION_RULES = SAMPLES["convention"][0]
ACCEPTABLE = {"ACCEPT", "ACCEPT WITH <= 3 EDITS"}


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


TYPE = re.compile(r"^(?:public |internal |open |final |@MainActor |@Observable )*(?:struct|class|enum) ([A-Z][A-Za-z0-9_]*)\s*[:{<]", re.M)
UNBUILT = re.compile(r"In no layer, as no app or extension builds them: (.*)\.$", re.M)
TEST_DOUBLES = re.compile(r"In no layer, as test doubles \(their code imports a test framework\): (.*)\.$", re.M)


def configuration_of(folder):
    """The layers of the .kumiki.yml adopt wrote: their order, what each may use, and whether it is isolated."""
    text = (folder / ".kumiki.yml").read_text()
    order_match = re.search(r"^layer_order: \[(.*)\]$", text, re.M)
    allowed, paths, targets, current = {}, {}, {}, None
    for line in text.splitlines():
        layer = re.match(r"^  ([A-Za-z0-9_]+):$", line)
        if layer:
            current = layer.group(1)
        depends = re.match(r"^    may_depend_on: \[(.*)\]$", line)
        if depends and current:
            allowed[current] = [name.strip() for name in depends.group(1).split(",") if name.strip()]
        listed = re.match(r"^    (paths|targets): \[(.*)\]$", line)
        if listed and current:
            (paths if listed.group(1) == "paths" else targets)[current] = re.findall(r'"((?:[^"\\]|\\.)*)"', listed.group(2))
    order = [name.strip() for name in order_match.group(1).split(",")] if order_match else list(allowed)
    return {"order": order, "allowed": allowed, "paths": paths, "targets": targets, "text": text}


def plant(folder, layers_report, configuration):
    """Appends to a file of a low layer a use of a type of a layer above it that it may not use and can
    see (a type of its own module, or a public one of another module, imported); returns (file, line,
    low, high, type, original text) or None when the layers give no such pair."""
    order, allowed = configuration["order"], configuration["allowed"]
    unbuilt = set(layers_report.get("unbuilt", []))
    # An app or extension is no module another can import.
    products = {target["name"] for project in layers_report.get("projects", []) for target in project.get("targets", [])
                if target.get("kind") in ("app", "extension", "executable")}
    files_of = {}
    for entry in layers_report["files"]:
        if entry.get("layer") and not entry.get("isTest") and entry["path"] not in unbuilt:
            files_of.setdefault(entry["layer"], []).append(entry)
    for low in reversed(order):
        for high in order[: order.index(low)]:
            if high in allowed.get(low, []) or not files_of.get(high) or not files_of.get(low):
                continue
            for candidate in sorted(files_of[high], key=lambda e: e["path"]):
                text = (folder / candidate["path"]).read_text(errors="replace")
                for found in TYPE.finditer(text):
                    is_public = bool(re.match(r"(public|open) ", text[found.start():]))
                    modules_high = set(candidate.get("targets", []))
                    for target in sorted(files_of[low], key=lambda e: e["path"]):
                        modules_low = set(target.get("targets", []))
                        same = bool(modules_high & modules_low) or not modules_high
                        if not same and (not is_public or modules_high & products):
                            continue
                        lines = [] if same else [f"import {sorted(modules_high)[0].replace('-', '_').replace(' ', '_')}"]
                        lines.append(f"let plantedKumikiUse: {found.group(1)}? = nil")
                        path = folder / target["path"]
                        original = path.read_text(errors="replace")
                        text_low = original if original.endswith("\n") else original + "\n"
                        line = text_low.count("\n") + len(lines)
                        path.write_text(text_low + "\n".join(lines) + "\n")
                        return target["path"], line, low, high, found.group(1), original
    return None


def invariants(configuration, layers_report, unbuilt):
    """The configuration's broken invariants, each in a sentence; `unbuilt` are the targets adopt says no app builds."""
    broken = []
    order, allowed = configuration["order"], configuration["allowed"]
    if not order:
        return ["no layer was written"]
    if order[0] != "App" and "App" in order:
        broken.append(f"App is not on top: {order}")
    for layer, uses in allowed.items():
        if "App" in uses:
            broken.append(f"{layer} may use App")
    for layer in order[:-1]:
        if allowed.get(layer) == [] and layer != order[-1]:
            broken.append(f"{layer} may use nothing but is not the bottom layer")
    if len(order) > 8:
        broken.append(f"{len(order)} layers (at most 8)")
    seen = {}
    for layer in order:
        normal = layer.lower().rstrip("s")
        if normal in seen:
            broken.append(f"{seen[normal]} and {layer} differ only by case or plural")
        seen[normal] = layer
    app_files = [f for f in layers_report["files"] if not f.get("isTest") and f["path"] not in set(layers_report.get("unbuilt", []))
                 and not any(m["target"] in unbuilt or f'{m["project"]}:{m["target"]}' in unbuilt for m in f.get("memberships", []))]
    counts = {}
    for f in app_files:
        if f.get("layer"):
            counts[f["layer"]] = counts.get(f["layer"], 0) + 1
    for layer in order:
        if not counts.get(layer):
            broken.append(f"{layer} is empty")
    placed = sum(1 for f in app_files if f.get("layer"))
    if app_files and placed < 0.95 * len(app_files):
        broken.append(f"only {placed} of {len(app_files)} files placed")
    # Layers a person keeps: files named one by one are at most 2% of the app (and 20), and no layer but App holds
    # fewer than 10 files unless it holds a module (a target). Under a hundred files 2% is no file at all, yet the
    # entry point's file and its delegate are named in App wherever their folder goes: two paths are allowed there.
    file_paths = [p for layer in order for p in configuration["paths"].get(layer, []) if "*" not in p]
    if app_files and len(file_paths) > min(20, max(2, len(app_files) * 2 // 100)):
        broken.append(f"{len(file_paths)} file paths for {len(app_files)} files (at most 2%, at least 2, at most 20)")
    for layer in order:
        if layer != "App" and 0 < counts.get(layer, 0) < 10 and not configuration["targets"].get(layer):
            broken.append(f"{layer} holds {counts.get(layer, 0)} files and no module")
    modules = {}
    for f in app_files:
        for membership in f.get("memberships", []):
            modules.setdefault(membership["target"], []).append(bool(f.get("layer")))
    unplaced = sorted(name for name, flags in modules.items() if not any(flags))
    if unplaced:
        broken.append("modules in no layer: " + ", ".join(unplaced[:8]))
    return broken


def packet(name, app, folder, configuration, sampled, report=""):
    """What a judge reads for one app: the configuration, adopt's report of how it drew it, and the sampled findings."""
    summary = report.split("\nkumiki adopt: ", 1)
    report_text = ("kumiki adopt: " + summary[1]).split("\nflowchart TD")[0].rstrip() if len(summary) == 2 else report.rstrip()
    lines = [f"# {name}", "", f"Shape: {app['shape']}", "", f"App folder (the code, with the configuration written into it): `{folder}`", "",
             "## The `.kumiki.yml` adopt wrote", "", "```yaml", configuration["text"].rstrip(), "```", "",
             "## What adopt printed", "", "```", report_text, "```", "", "## Sampled findings", ""]
    for index, finding in enumerate(sampled, 1):
        lines.append(f'{index}. `{finding["ruleID"]}` at `{finding["location"]["file"]}:{finding["location"]["line"]}`: {finding["message"]}')
        lines.append(f'   key: `{key(finding)}`')
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kumiki", required=True)
    parser.add_argument("--app", action="append", help="only the apps whose repository or path contains this")
    parser.add_argument("--out", default=".build-corpus", help="where each app is unpacked and its reports kept")
    parser.add_argument("--packets", help="write what a judge reads, per app, into this folder")
    parser.add_argument("--apps", default=str(HERE / "adoption-corpus.json"),
                        help="the apps to run (default: the corpus; scripts/held-out.json for the apps held out of it)")
    arguments = parser.parse_args()
    kumiki = str(pathlib.Path(arguments.kumiki).resolve())
    corpus = json.loads(pathlib.Path(arguments.apps).read_text())["apps"]
    judgments = json.loads((HERE / "adoption-corpus-judgments.json").read_text())["apps"]
    out = pathlib.Path(arguments.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    packets = pathlib.Path(arguments.packets).resolve() if arguments.packets else None
    if packets:
        packets.mkdir(parents=True, exist_ok=True)
    failures, summary = [], []
    totals = {"LEAK": 0, "ARTIFACT": 0, "FALSE": 0}
    convention_totals = {"LEAK": 0, "ARTIFACT": 0, "FALSE": 0}
    verdicts_of_configurations = []
    for app in corpus:
        name = app["repository"] + (f'/{app["path"]}' if app.get("path") else "")
        if arguments.app and not any(part in name for part in arguments.app):
            continue
        checkout = out / name.replace("/", "+")
        shutil.rmtree(checkout, ignore_errors=True)
        checkout.mkdir(parents=True)
        git_dir = public_snapshots.snapshot(app["repository"])
        if git_dir is None:
            print(f"== {name}: skipped (no snapshot under $KUMIKI_PUBLIC_SNAPSHOTS)")
            continue
        public_snapshots.unpack(git_dir, app["commit"], checkout)
        folder = checkout / app.get("path", "")
        cache = pathlib.Path(tempfile.mkdtemp(prefix="kumiki-corpus-cache-"))
        dry = run(kumiki, ["adopt", "--dry-run"], folder, cache)
        adopted = run(kumiki, ["adopt", "--graph"], folder, cache)
        (checkout.parent / f"{checkout.name}.adopt.txt").write_text(adopted.stdout + adopted.stderr)
        if adopted.returncode != 0:
            failures.append(f"{name}: kumiki adopt exited {adopted.returncode}: {adopted.stderr.strip()[-300:]}")
            continue
        configuration = configuration_of(folder)
        if configuration["text"].rstrip() not in dry.stdout:
            failures.append(f"{name}: two runs of adopt wrote different configurations")
        checked = run(kumiki, ["check", "--format", "summary"], folder, cache)
        if checked.returncode != 0:
            failures.append(f"{name}: kumiki check after adopt exited {checked.returncode}")
        report = json.loads(run(kumiki, ["check", "--no-baseline", "--format", "json"], folder, cache).stdout or "[]")
        layers = json.loads(run(kumiki, ["layers", "--format", "json"], folder, cache).stdout)
        unbuilt_match = UNBUILT.search(adopted.stdout)
        unbuilt = set(unbuilt_match.group(1).split(", ")) if unbuilt_match else set()
        doubles_match = TEST_DOUBLES.search(adopted.stdout)
        unbuilt |= set(doubles_match.group(1).split(", ")) if doubles_match else set()
        broken = invariants(configuration, layers, unbuilt)
        failures += [f"{name}: {problem}" for problem in broken]
        app_files = [f for f in layers["files"] if not f.get("isTest")]
        placed = sum(1 for f in app_files if f.get("layer"))
        by_rule = {}
        for finding in report:
            by_rule[finding["ruleID"]] = by_rule.get(finding["ruleID"], 0) + 1
        sampled = []
        for rules, count in SAMPLES.values():
            sampled += sample([f for f in report if f["ruleID"] in rules], count)
        judged = judgments.get(name, {})
        verdicts = {entry["key"]: entry for entry in judged.get("findings", [])}
        rows = []
        for finding in sampled:
            verdict = verdicts.get(key(finding))
            state = verdict["verdict"] if verdict else "unjudged"
            counted = convention_totals if finding["ruleID"] in CONVENTION_RULES else totals
            if state in counted:
                counted[state] += 1
            if state in ("unjudged", "FALSE"):
                failures.append(f'{name}: {finding["location"]["file"]}:{finding["location"]["line"]} [{finding["ruleID"]}] is {state}')
            rows.append((state, finding, verdict["why"] if verdict else ""))
        configuration_verdict = judged.get("configuration", {}).get("verdict", "unjudged")
        # A verdict holds for the layers it was given on, which its digest names. The conventions block adopt
        # appends (which convention rules are off, which bases are allowed) is judged through the convention
        # findings it leaves, and readers who judge a whole configuration see it; it does not unsettle a verdict
        # on the same layers.
        layers_text = configuration["text"].split("\n# The conventions:", 1)[0]
        digest = hashlib.sha256(layers_text.encode()).hexdigest()[:16]
        if configuration_verdict != "unjudged" and judged["configuration"].get("digest") != digest:
            configuration_verdict = "unjudged (the configuration changed since it was judged)"
        verdicts_of_configurations.append(configuration_verdict)
        if configuration_verdict.startswith("unjudged"):
            failures.append(f"{name}: the configuration is {configuration_verdict}")
        if packets:
            (packets / f'{name.replace("/", "+")}.md').write_text(packet(name, app, folder, configuration, sampled, adopted.stdout))
        planted = plant(folder, layers, configuration)
        planted_result = "no layer pair to plant in"
        if planted:
            path, line, low, high, type_name, original = planted
            after = run(kumiki, ["check", "--format", "json"], folder, cache)
            found = [f for f in json.loads(after.stdout or "[]")
                     if f["ruleID"] == "layer-dependency" and f["location"]["file"] == path and f["location"]["line"] == line]
            planted_result = f"{low} → {high} ({type_name}) at {path}:{line}: " + ("found, exit 1" if found and after.returncode == 1 else "NOT FOUND")
            if not found or after.returncode != 1:
                failures.append(f"{name}: the planted use of {type_name} ({high}) in {path}:{line} ({low}) was not reported")
            # The planted use goes, so the folder a judge reads is the app as adopt saw it.
            (folder / path).write_text(original)
        elif len(configuration["order"]) > 1:
            failures.append(f"{name}: no pair of layers to plant a use in")
        shutil.rmtree(cache, ignore_errors=True)
        print(f"== {name} ({app['shape']})")
        print(f"   files: {len(app_files)} of the app, {placed} placed; layers: {', '.join(configuration['order'])}; check after adopt: exit {checked.returncode}")
        print("   findings without the baseline: " + (", ".join(f"{rule} {count}" for rule, count in sorted(by_rule.items())) or "none"))
        print(f"   invariants: {'hold' if not broken else '; '.join(broken)}")
        print(f"   planted: {planted_result}")
        print(f"   configuration: {configuration_verdict}" + (f" — {judged['configuration'].get('sketch', '')[:200]}" if judged.get("configuration") else ""))
        for state, finding, why in rows:
            print(f'   [{state}] {finding["ruleID"]} {finding["location"]["file"]}:{finding["location"]["line"]}: {finding["message"][:150]}')
            if why:
                print(f"          why: {why[:200]}")
        summary.append({"app": name, "files": len(app_files), "placed": placed, "layers": configuration["order"], "rules": by_rule,
                        "digest": digest,
                        "check": checked.returncode, "planted": planted_result, "invariants": broken, "configuration": configuration_verdict,
                        "sampled": [(state, key(finding)) for state, finding, _ in rows]})
    (out / "corpus-summary.json").write_text(json.dumps(summary, indent=2, ensure_ascii=False))
    # The table Tools/README.md shows, one row per app.
    print("\n| app | files of the app | placed | layers | configuration (blind) | sampled: LEAK / ARTIFACT / FALSE |")
    print("|---|---|---|---|---|---|")
    for row in summary:
        counts = {verdict: sum(1 for state, _ in row["sampled"] if state == verdict) for verdict in ("LEAK", "ARTIFACT", "FALSE")}
        unjudged = sum(1 for state, _ in row["sampled"] if state == "unjudged")
        print(f'| {row["app"]} | {row["files"]:,} | {row["placed"]:,} | {len(row["layers"])} | {row["configuration"]} | '
              f'{counts["LEAK"]} / {counts["ARTIFACT"]} / {counts["FALSE"]}' + (f" ({unjudged} unjudged)" if unjudged else "") + " |")
    judged_configurations = [v for v in verdicts_of_configurations if not v.startswith("unjudged")]
    acceptable = sum(1 for v in judged_configurations if v in ACCEPTABLE)
    judged_samples = sum(totals.values())
    print(f"\nconfigurations: {acceptable} of {len(judged_configurations)} acceptable (ACCEPT or ACCEPT WITH <= 3 EDITS)")
    print(f"sampled findings: {judged_samples} judged: " + ", ".join(f"{verdict} {count}" for verdict, count in totals.items()))
    judged_conventions = sum(convention_totals.values())
    print(f"sampled convention findings: {judged_conventions} judged: LEAK {convention_totals['LEAK']}, "
          f"noise (ARTIFACT) {convention_totals['ARTIFACT']}, FALSE {convention_totals['FALSE']}")
    if judged_configurations and acceptable < 0.9 * len(judged_configurations):
        failures.append(f"only {acceptable} of {len(judged_configurations)} configurations are acceptable (at least 90% must be)")
    if judged_samples and totals["ARTIFACT"] > 0.2 * judged_samples:
        failures.append(f"{totals['ARTIFACT']} of {judged_samples} sampled findings are ARTIFACT (at most 20% may be)")
    return public_snapshots.finish(
        failures, "every app adopted, checked clean and failed on its planted use; the invariants hold; every sample and configuration is judged, none FALSE")


if __name__ == "__main__":
    sys.exit(main())
