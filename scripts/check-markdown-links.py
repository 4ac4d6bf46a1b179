#!/usr/bin/env python3
"""Fail when a relative link or an #anchor in the repository's Markdown files does not resolve.

Every Markdown file git tracks is read; each inline link `[text](target)` and each reference
definition `[label]: target` whose target is not a URL (http:, https:, mailto:) must name a file
or folder that exists, relative to the linking file, and an `#anchor` must be the slug GitHub
gives one of the target file's headings (or an explicit `<a name=…>`/`id=…`). Links inside
fenced code blocks and inline code are not links.
"""
import re
import subprocess
import sys
import unicodedata
from pathlib import Path
from urllib.parse import unquote

ROOT = Path(__file__).resolve().parent.parent

INLINE = re.compile(r'!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)')
REFERENCE = re.compile(r'^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+["(].*)?$')
HEADING = re.compile(r'^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$')
EXPLICIT = re.compile(r'<a\s+(?:name|id)="([^"]+)"')


def github_slug(heading: str) -> str:
    """The anchor GitHub generates for a heading: lower case, punctuation dropped, spaces to '-'."""
    text = re.sub(r'`', '', heading)
    text = re.sub(r'\[([^\]]*)\]\([^)]*\)', r'\1', text)  # a link's text only
    text = re.sub(r'<[^>]+>', '', text)
    text = text.strip().lower()
    kept = []
    for character in text:
        category = unicodedata.category(character)
        if character in ' -_' or category[0] in 'LN' or category == 'Mn':
            kept.append(character)
    return ''.join(kept).replace(' ', '-')


def prose_lines(path: Path):
    """The file's lines outside fenced code blocks: number, the line with inline code blanked, the line."""
    fence = None
    for number, line in enumerate(path.read_text(encoding='utf-8').splitlines(), start=1):
        stripped = line.lstrip()
        marker = re.match(r'(`{3,}|~{3,})', stripped)
        if marker:
            if fence is None:
                fence = marker.group(1)[0] * len(marker.group(1))
                continue
            if stripped.startswith(fence):
                fence = None
                continue
        if fence is not None:
            continue
        yield number, re.sub(r'`[^`]*`', '``', line), line


def anchors(path: Path, cache: dict) -> set:
    if path not in cache:
        found, seen = set(), {}
        for _, _, line in prose_lines(path):
            heading = HEADING.match(line)
            if heading:
                slug = github_slug(heading.group(2))
                count = seen.get(slug, 0)
                seen[slug] = count + 1
                found.add(slug if count == 0 else f'{slug}-{count}')
            found.update(EXPLICIT.findall(line))
        cache[path] = found
    return cache[path]


def main() -> int:
    files = subprocess.run(['git', 'ls-files', '*.md'], cwd=ROOT, capture_output=True, text=True, check=True)
    documents = [ROOT / name for name in files.stdout.split()]
    cache, problems, checked = {}, [], 0
    for document in documents:
        if not document.exists():
            continue
        for number, line, _ in prose_lines(document):
            targets = INLINE.findall(line)
            reference = REFERENCE.match(line)
            if reference:
                targets.append(reference.group(1))
            for target in targets:
                if re.match(r'^[a-z][a-z0-9+.-]*:', target, re.IGNORECASE):
                    continue
                checked += 1
                location, _, anchor = target.partition('#')
                resolved = (document.parent / unquote(location)).resolve() if location else document
                where = f'{document.relative_to(ROOT)}:{number}'
                if not resolved.exists():
                    problems.append(f'{where}: {target}: no such file or folder')
                    continue
                if anchor and resolved.is_file() and resolved.suffix == '.md':
                    if unquote(anchor).lower() not in anchors(resolved, cache):
                        problems.append(f'{where}: {target}: no heading with that anchor in {resolved.relative_to(ROOT)}')
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f'{checked} relative links in {len(documents)} Markdown files; {len(problems)} broken')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
