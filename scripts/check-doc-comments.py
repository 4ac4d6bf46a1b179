#!/usr/bin/env python3
"""Fail when a public or open declaration in Sources/ has no `///` doc comment.

Kumiki promises a doc comment on every public symbol. This check reads the
source text, so it needs no build: a declaration line starting with `public`
or `open` must follow a `///` line (attributes such as `@MainActor` may stand
between them). Members of an extension that declares a conformance
(`extension X: P { ... }`) are exempt: they implement P's requirements and
inherit P's documentation.
"""
import pathlib
import re
import sys

# `open` is also an ordinary identifier (`open -= 1`), so a declaration needs
# a word after the modifier, not an operator.
DECL = re.compile(r'^\s*(public|open)\s+(?!import\b)(?!extension\b)[@A-Za-z_]')
CONFORMANCE_EXTENSION = re.compile(r'^\s*(public\s+)?extension\s+[\w.<>]+\s*:\s*')


def undocumented(path: pathlib.Path):
    lines = path.read_text(encoding='utf-8').splitlines()
    in_conformance_extension = False
    depth = 0
    extension_depth = None
    for number, line in enumerate(lines, start=1):
        stripped = line.strip()
        if CONFORMANCE_EXTENSION.match(line) and depth == 0:
            in_conformance_extension = True
            extension_depth = depth
        if DECL.match(line) and not (in_conformance_extension and depth > 0):
            previous = number - 2
            while previous >= 0 and lines[previous].strip().startswith('@'):
                previous -= 1
            if previous < 0 or not lines[previous].strip().startswith('///'):
                yield number, stripped
        depth += line.count('{') - line.count('}')
        if in_conformance_extension and depth <= (extension_depth or 0) and '}' in line:
            in_conformance_extension = False


def main() -> int:
    project = pathlib.Path(__file__).resolve().parent.parent
    roots = [project / 'Sources', project / 'Tools' / 'Sources', project / 'Examples' / 'Showcase' / 'Sources',
             project / 'Checks' / 'AppleStandIns' / 'Sources']
    failures = [
        f'{path.relative_to(project)}:{number}: public symbol without a doc comment: {text}'
        for root in roots
        for path in sorted(root.rglob('*.swift'))
        for number, text in undocumented(path)
    ]
    for failure in failures:
        print(failure)
    print(f'doc comments: {len(failures)} public symbols undocumented')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
