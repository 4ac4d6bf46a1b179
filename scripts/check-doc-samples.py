#!/usr/bin/env python3
"""Fail when a Swift sample in a README or a DocC article is not compiled.

Every ```swift block in README.md, Tools/README.md, Examples/Showcase/README.md,
Checks/ApplePlatforms/README.md and Sources/*/*.docc/*.md must be
preceded by one of these HTML comments (invisible on GitHub and in DocC):

    <!-- snippet: Kumiki/NetworkAndRepositories#endpoints -->
        The block is the visible text of that slice of
        Snippets/Kumiki/NetworkAndRepositories.swift, which SwiftPM compiles
        with every `swift build` and `swift test` of the root package.
        A slice runs from `// snippet.<name>` to `// snippet.end`; lines
        between `// snippet.hide` and `// snippet.show` are compiled but not
        shown. Without `#name`, the whole file's visible text is meant.

    <!-- manifest -->            a whole Package.swift
    <!-- manifest: target -->    one element of a manifest's `targets` array
        Checked by `swift package dump-package` in a scratch package, which
        compiles and evaluates the manifest.

Every snippet slice must be shown somewhere, so none goes stale unseen.
Comparison ignores trailing spaces, surrounding blank lines and a common indent.

`--fix` rewrites every marked block from its snippet slice instead of
comparing: edit the snippet, compile it, then run with `--fix`.
"""
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
MARKER = re.compile(r'^<!--\s*(snippet|manifest)(?::\s*([^\s]+))?\s*-->\s*$')
SLICE_START = re.compile(r'^\s*// snippet\.([A-Za-z0-9_-]+)\s*$')


def normalize(lines):
    lines = [line.rstrip() for line in lines]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    indents = [len(line) - len(line.lstrip(' ')) for line in lines if line]
    indent = min(indents) if indents else 0
    return '\n'.join(line[indent:] for line in lines)


def slices(path):
    """Visible text of the whole file ('') and of each named slice."""
    result = {}
    whole = []
    open_slices = {}
    hidden = False
    for line in path.read_text(encoding='utf-8').splitlines():
        match = SLICE_START.match(line)
        name = match.group(1) if match else None
        if name == 'hide':
            hidden = True
            continue
        if name == 'show':
            hidden = False
            continue
        if name == 'end':
            if not open_slices:
                raise ValueError(f'{path}: snippet.end without a slice')
            last = list(open_slices)[-1]
            result[last] = normalize(open_slices.pop(last))
            continue
        if name:
            open_slices[name] = []
            continue
        if hidden:
            continue
        whole.append(line)
        for body in open_slices.values():
            body.append(line)
    if open_slices:
        raise ValueError(f'{path}: slice(s) never ended: {", ".join(open_slices)}')
    result[''] = normalize(whole)
    return result


def blocks(path):
    """(line, kind, argument, text) for every ```swift block."""
    lines = path.read_text(encoding='utf-8').splitlines()
    index = 0
    while index < len(lines):
        if lines[index].strip() == '```swift':
            start = index
            index += 1
            body = []
            while index < len(lines) and lines[index].strip() != '```':
                body.append(lines[index])
                index += 1
            marker = MARKER.match(lines[start - 1].strip()) if start > 0 else None
            kind, argument = (marker.group(1), marker.group(2)) if marker else (None, None)
            yield start + 1, kind, argument, body
        index += 1


MANIFEST_FOR_TARGET = '''// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "Sample",
    dependencies: [
        .package(path: "../Kumiki"),
        .package(name: "kumiki-tools", path: "../Kumiki/Tools"),
    ],
    targets: [
        .target(name: "MyFeature"),
{target}
    ]
)
'''


def check_manifest(text, argument):
    # Laid out as the README tells a reader to: their package beside a Kumiki checkout.
    with tempfile.TemporaryDirectory() as scratch:
        pathlib.Path(scratch, 'Kumiki').symlink_to(ROOT)
        folder = pathlib.Path(scratch, 'MyApp')
        folder.mkdir()
        manifest = text if argument is None else MANIFEST_FOR_TARGET.format(target=text + ',')
        pathlib.Path(folder, 'Package.swift').write_text(manifest, encoding='utf-8')
        run = subprocess.run(['swift', 'package', '--package-path', str(folder), 'dump-package'],
                             capture_output=True, text=True)
        return None if run.returncode == 0 else (run.stderr.strip() or run.stdout.strip())


def fix(document, parsed):
    lines = document.read_text(encoding='utf-8').splitlines()
    output = []
    index = 0
    while index < len(lines):
        line = lines[index]
        output.append(line)
        marker = MARKER.match(line.strip())
        if marker and marker.group(1) == 'snippet' and index + 1 < len(lines) and lines[index + 1].strip() == '```swift':
            file, _, slice_name = (marker.group(2) or '').partition('#')
            index += 2
            while index < len(lines) and lines[index].strip() != '```':
                index += 1
            text = parsed.get(file, {}).get(slice_name)
            if text is None:
                raise SystemExit(f'{document}: no snippet {marker.group(2)}')
            output.append('```swift')
            output.extend(text.split('\n'))
            output.append('```')
        index += 1
    document.write_text('\n'.join(output) + '\n', encoding='utf-8')


def main() -> int:
    documents = [ROOT / 'README.md', ROOT / 'Tools' / 'README.md', ROOT / 'Examples' / 'Showcase' / 'README.md',
                 ROOT / 'Checks' / 'ApplePlatforms' / 'README.md'] + sorted(ROOT.glob('Sources/*/*.docc/*.md'))
    snippet_files = {str(p.relative_to(ROOT / 'Snippets').with_suffix('')): p
                     for p in sorted((ROOT / 'Snippets').rglob('*.swift'))}
    failures = []
    parsed = {}
    for name, path in snippet_files.items():
        try:
            parsed[name] = slices(path)
        except ValueError as error:
            failures.append(str(error))
    if '--fix' in sys.argv:
        for document in documents:
            fix(document, parsed)
    shown = set()
    count = 0
    for document in documents:
        where = document.relative_to(ROOT)
        for line, kind, argument, body in blocks(document):
            count += 1
            text = normalize(body)
            if kind is None:
                failures.append(f'{where}:{line}: a Swift sample without a <!-- snippet: … --> or <!-- manifest --> marker')
            elif kind == 'manifest':
                error = check_manifest('\n'.join(body), argument)
                if error:
                    failures.append(f'{where}:{line}: the manifest sample does not load:\n{error}')
            else:
                file, _, slice_name = (argument or '').partition('#')
                if file not in parsed:
                    failures.append(f'{where}:{line}: no snippet file Snippets/{file}.swift')
                    continue
                if slice_name not in parsed[file]:
                    failures.append(f'{where}:{line}: Snippets/{file}.swift has no slice "{slice_name}"')
                    continue
                shown.add((file, slice_name))
                expected = parsed[file][slice_name]
                if expected != text:
                    failures.append(f'{where}:{line}: the sample differs from Snippets/{file}.swift#{slice_name}:\n'
                                    f'--- in the document\n{text}\n--- compiled\n{expected}')
    for file, named in parsed.items():
        names = [name for name in named if name]
        for name in names or ['']:
            if (file, name) not in shown:
                failures.append(f'Snippets/{file}.swift{"#" + name if name else ""}: never shown in a document')
    for failure in failures:
        print(failure)
    print(f'doc samples: {count} checked, {len(failures)} problems')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
