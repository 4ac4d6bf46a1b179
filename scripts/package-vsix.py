#!/usr/bin/env python3
"""Build and check the VS Code extension's VSIX without the official packager.

A VSIX is a zip that VS Code and the Marketplace read by this layout:

    extension.vsixmanifest     the package's identity, engine and assets (XML)
    [Content_Types].xml        a MIME type for every file extension in the archive
    extension/                 the extension folder: package.json, its code, README.md,
                               LICENSE.txt and node_modules (production dependencies only)

    scripts/package-vsix.py [--output DIR]        dist/kumiki-<version>.vsix, from Editors/vscode-kumiki
                                                  (run `npm ci` there first: the dependencies ship inside)
    scripts/package-vsix.py --check FILE.vsix     verify a VSIX's layout and manifest, and that it holds
                                                  the dependencies the extension requires
    scripts/package-vsix.py --self-test           build one without dependencies, check it, and check that
                                                  damaged copies are refused, the same without its mark too,
                                                  and that one with node_modules passes (CI, where npm
                                                  cannot install)

`--without-dependencies` builds a VSIX that has the layout but not node_modules: it cannot run,
and says so on standard error and in its manifest (the property Kumiki.WithoutDependencies), so
the check accepts it; without that mark, a VSIX missing a dependency of package.json (or of a
package it ships) is refused. The extension's version must be the release's (CheckRunner.version).
"""
import fnmatch
import json
import pathlib
import re
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXTENSION = ROOT / 'Editors' / 'vscode-kumiki'
VERSION_SOURCE = ROOT / 'Tools' / 'Sources' / 'KumikiCheck' / 'Running' / 'CheckRunner.swift'
MANIFEST_NS = 'http://schemas.microsoft.com/developer/vsx-schema/2011'
CONTENT_TYPES_NS = 'http://schemas.openxmlformats.org/package/2006/content-types'
# The manifest property a VSIX built with --without-dependencies carries: the check then accepts it
# without node_modules, and whoever reads the manifest sees that it cannot run.
WITHOUT_DEPENDENCIES = 'Kumiki.WithoutDependencies'
MIME = {'.json': 'application/json', '.js': 'application/javascript', '.md': 'text/markdown', '.txt': 'text/plain',
        '.vsixmanifest': 'text/xml', '.xml': 'text/xml', '.map': 'application/json', '.ts': 'text/plain',
        '.cjs': 'application/javascript', '.mjs': 'application/javascript', '': 'application/octet-stream'}


class VSIXError(Exception):
    """A VSIX that cannot be built, or one that VS Code would not install as it is."""


def release_version() -> str:
    match = re.search(r'public static let version = "([^"]+)"', VERSION_SOURCE.read_text(encoding='utf-8'))
    if not match:
        raise VSIXError(f'no version in {VERSION_SOURCE}')
    return match.group(1)


def ignored(relative: str, patterns: list[str]) -> bool:
    for pattern in patterns:
        if fnmatch.fnmatchcase(relative, pattern) or fnmatch.fnmatchcase(relative, pattern.replace('**/', '')):
            return True
        if pattern.endswith('/**') and (relative + '/').startswith(pattern[:-2]):
            return True
    return False


def extension_files(with_dependencies: bool) -> dict[str, pathlib.Path]:
    """The files of the extension folder that ship, by their path inside `extension/`."""
    patterns = [line.strip() for line in (EXTENSION / '.vscodeignore').read_text(encoding='utf-8').splitlines()
                if line.strip() and not line.startswith('#')]
    shipped: dict[str, pathlib.Path] = {}
    for path in sorted(EXTENSION.rglob('*')):
        relative = path.relative_to(EXTENSION).as_posix()
        if path.is_dir() or relative.startswith('node_modules/') or ignored(relative, patterns):
            continue
        shipped['LICENSE.txt' if relative == 'LICENSE' else relative] = path
    if with_dependencies:
        lock = json.loads((EXTENSION / 'package-lock.json').read_text(encoding='utf-8'))
        for key, entry in lock['packages'].items():
            if not key or entry.get('dev'):
                continue
            folder = EXTENSION / key
            if not (folder / 'package.json').is_file():
                raise VSIXError(f'{key} is not installed: run `npm ci` in {EXTENSION.relative_to(ROOT)} first '
                                '(or pass --without-dependencies for a layout-only VSIX that cannot run)')
            for path in sorted(folder.rglob('*')):
                if path.is_file():
                    shipped[path.relative_to(EXTENSION).as_posix()] = path
    return shipped


def vsix_manifest(package: dict, with_dependencies: bool) -> bytes:
    ElementTree.register_namespace('', MANIFEST_NS)
    root = ElementTree.Element(f'{{{MANIFEST_NS}}}PackageManifest', {'Version': '2.0.0'})
    metadata = ElementTree.SubElement(root, 'Metadata')
    ElementTree.SubElement(metadata, 'Identity', {
        'Language': 'en-US', 'Id': package['name'], 'Version': package['version'], 'Publisher': package['publisher']})
    ElementTree.SubElement(metadata, 'DisplayName').text = package.get('displayName', package['name'])
    ElementTree.SubElement(metadata, 'Description', {'xml:space': 'preserve'}).text = package.get('description', '')
    ElementTree.SubElement(metadata, 'Tags').text = ','.join(package.get('keywords', []) + ['swift', 'lsp'])
    ElementTree.SubElement(metadata, 'Categories').text = ','.join(package.get('categories', []))
    ElementTree.SubElement(metadata, 'GalleryFlags').text = 'Public'
    properties = ElementTree.SubElement(metadata, 'Properties')
    for key, value in [('Microsoft.VisualStudio.Code.Engine', package['engines']['vscode']),
                       ('Microsoft.VisualStudio.Code.ExtensionDependencies', ''),
                       ('Microsoft.VisualStudio.Code.ExtensionPack', ''),
                       ('Microsoft.VisualStudio.Code.ExtensionKind', 'workspace'),
                       ('Microsoft.VisualStudio.Services.Links.Source', package['repository']['url'])]:
        ElementTree.SubElement(properties, 'Property', {'Id': key, 'Value': value})
    if not with_dependencies:
        ElementTree.SubElement(properties, 'Property', {'Id': WITHOUT_DEPENDENCIES, 'Value': 'true'})
    ElementTree.SubElement(metadata, 'License').text = 'extension/LICENSE.txt'
    ElementTree.SubElement(root, 'Installation').append(
        ElementTree.Element('InstallationTarget', {'Id': 'Microsoft.VisualStudio.Code'}))
    ElementTree.SubElement(root, 'Dependencies')
    assets = ElementTree.SubElement(root, 'Assets')
    for kind, path in [('Microsoft.VisualStudio.Code.Manifest', 'extension/package.json'),
                       ('Microsoft.VisualStudio.Services.Content.Details', 'extension/README.md'),
                       ('Microsoft.VisualStudio.Services.Content.License', 'extension/LICENSE.txt')]:
        ElementTree.SubElement(assets, 'Asset', {'Type': kind, 'Path': path, 'Addressable': 'true'})
    return b'<?xml version="1.0" encoding="utf-8"?>\n' + ElementTree.tostring(root, encoding='utf-8')


def content_types(names: list[str]) -> bytes:
    ElementTree.register_namespace('', CONTENT_TYPES_NS)
    root = ElementTree.Element(f'{{{CONTENT_TYPES_NS}}}Types')
    for suffix in sorted({pathlib.PurePosixPath(name).suffix.lower() for name in names}):
        ElementTree.SubElement(root, 'Default', {'Extension': suffix or '.', 'ContentType': MIME.get(suffix, 'application/octet-stream')})
    return b'<?xml version="1.0" encoding="utf-8"?>\n' + ElementTree.tostring(root, encoding='utf-8')


def build(output: pathlib.Path, with_dependencies: bool) -> pathlib.Path:
    package = json.loads((EXTENSION / 'package.json').read_text(encoding='utf-8'))
    version = release_version()
    if package['version'] != version:
        raise VSIXError(f'Editors/vscode-kumiki/package.json says {package["version"]}, the release is {version} '
                        f'(Tools/Sources/KumikiCheck/Running/CheckRunner.swift): make them the same')
    files = extension_files(with_dependencies)
    output.mkdir(parents=True, exist_ok=True)
    target = output / f'{package["name"]}-{version}.vsix'
    names = ['extension.vsixmanifest'] + [f'extension/{name}' for name in files]
    with zipfile.ZipFile(target, 'w', zipfile.ZIP_DEFLATED) as archive:
        archive.writestr('extension.vsixmanifest', vsix_manifest(package, with_dependencies))
        archive.writestr('[Content_Types].xml', content_types(names))
        for name, path in files.items():
            archive.write(path, f'extension/{name}')
    return target


def built_without_dependencies(manifest: ElementTree.Element) -> bool:
    """Whether the manifest says the VSIX was built with --without-dependencies."""
    mark = manifest.find(f".//{{{MANIFEST_NS}}}Property[@Id='{WITHOUT_DEPENDENCIES}']")
    return mark is not None and mark.get('Value') == 'true'


def missing_dependencies(archive: zipfile.ZipFile, names: set[str]) -> list[str]:
    """The packages `require` would not find: package.json's dependencies, then theirs, each looked
    up as Node looks it up (node_modules beside the requiring package, then in each folder above)."""
    problems: list[str] = []
    pending, seen = ['extension'], set()
    while pending:
        folder = pending.pop()
        if folder in seen:
            continue
        seen.add(folder)
        try:
            dependencies = json.loads(archive.read(f'{folder}/package.json')).get('dependencies') or {}
        except (KeyError, json.JSONDecodeError, AttributeError):
            continue
        for dependency in sorted(dependencies):
            found, above = None, folder
            while found is None:
                if f'{above}/node_modules/{dependency}/package.json' in names:
                    found = f'{above}/node_modules/{dependency}'
                elif '/node_modules/' in above:
                    above = above.rsplit('/node_modules/', 1)[0]
                else:
                    break
            if found:
                pending.append(found)
            elif folder == 'extension':
                problems.append(f'no extension/node_modules/{dependency}, which package.json depends on: the extension '
                                'cannot run without it (run `npm ci` in Editors/vscode-kumiki before building, or build '
                                'with --without-dependencies, which marks the VSIX as one that cannot run)')
            else:
                problems.append(f'{folder} depends on {dependency}, which is not in the VSIX')
    return problems


def check(vsix: pathlib.Path) -> list[str]:
    """What is wrong with `vsix`, as VS Code would see it: nothing when the list is empty."""
    problems: list[str] = []
    try:
        archive = zipfile.ZipFile(vsix)
    except (OSError, zipfile.BadZipFile) as error:
        return [f'{vsix}: not a zip archive ({error})']
    with archive:
        names = set(archive.namelist())
        for required in ['extension.vsixmanifest', '[Content_Types].xml', 'extension/package.json']:
            if required not in names:
                problems.append(f'missing {required}')
        if problems:
            return problems
        try:
            manifest = ElementTree.fromstring(archive.read('extension.vsixmanifest'))
            types = ElementTree.fromstring(archive.read('[Content_Types].xml'))
            package = json.loads(archive.read('extension/package.json'))
        except (ElementTree.ParseError, json.JSONDecodeError) as error:
            return [f'unreadable manifest: {error}']
        identity = manifest.find(f'{{{MANIFEST_NS}}}Metadata/{{{MANIFEST_NS}}}Identity')
        if identity is None:
            return ['extension.vsixmanifest has no Metadata/Identity']
        for attribute, expected in [('Id', package.get('name')), ('Version', package.get('version')), ('Publisher', package.get('publisher'))]:
            if identity.get(attribute) != expected:
                problems.append(f'Identity {attribute} is {identity.get(attribute)!r}, package.json says {expected!r}')
        if package.get('version') != release_version():
            problems.append(f'the extension is {package.get("version")}, the release is {release_version()}')
        engine = manifest.find(f".//{{{MANIFEST_NS}}}Property[@Id='Microsoft.VisualStudio.Code.Engine']")
        if engine is None or engine.get('Value') != package.get('engines', {}).get('vscode'):
            problems.append('the manifest\'s Code.Engine differs from package.json\'s engines.vscode')
        for asset in manifest.iter(f'{{{MANIFEST_NS}}}Asset'):
            if asset.get('Path') not in names:
                problems.append(f'asset {asset.get("Type")} names {asset.get("Path")}, which is not in the archive')
        main = package.get('main', '').removeprefix('./')
        if f'extension/{main}' not in names and f'extension/{main}.js' not in names:
            problems.append(f'package.json\'s main ({package.get("main")}) is not in the archive')
        declared = {element.get('Extension', '').lower() for element in types}
        for name in names:
            suffix = pathlib.PurePosixPath(name).suffix.lower() or '.'
            if not name.endswith('/') and suffix not in declared and name != '[Content_Types].xml':
                problems.append(f'[Content_Types].xml declares no type for {suffix} ({name})')
        for name in names:
            if not (name.startswith('extension/') or name in ('extension.vsixmanifest', '[Content_Types].xml')):
                problems.append(f'{name} is outside extension/')
            if name.startswith('extension/test/') or name.endswith('.vsix'):
                problems.append(f'{name} should not ship (.vscodeignore)')
        if not built_without_dependencies(manifest):
            problems.extend(missing_dependencies(archive, names))
    return problems


def rewrite(source: pathlib.Path, target: pathlib.Path, change=lambda name, data: data, add: 'dict[str, bytes] | None' = None) -> pathlib.Path:
    """A copy of the VSIX `source`: each entry through `change` (None drops it), then the entries `add`."""
    with zipfile.ZipFile(source) as original, zipfile.ZipFile(target, 'w') as copy:
        for item in original.infolist():
            data = change(item.filename, original.read(item.filename))
            if data is not None:
                copy.writestr(item, data)
        for name, data in (add or {}).items():
            copy.writestr(name, data)
    return target


def unmarked(name: str, data: bytes) -> bytes:
    """The manifest without the mark --without-dependencies writes: a VSIX that claims it can run."""
    if name != 'extension.vsixmanifest':
        return data
    return re.sub(rb'<Property Id="' + re.escape(WITHOUT_DEPENDENCIES.encode()) + rb'" Value="true" ?/>', b'', data)


def installed_dependencies() -> dict[str, bytes]:
    """What `npm ci --omit=dev` puts in node_modules, reduced to each package's package.json (enough
    for the check, which follows the packages' dependencies), from package-lock.json."""
    lock = json.loads((EXTENSION / 'package-lock.json').read_text(encoding='utf-8'))
    return {f'extension/{key}/package.json': json.dumps({'name': key.rsplit('node_modules/', 1)[1], 'version': entry['version'],
                                                         'dependencies': entry.get('dependencies', {})}).encode()
            for key, entry in lock['packages'].items() if key and not entry.get('dev')}


def without_dependencies(vsix: pathlib.Path) -> bool:
    """Whether the VSIX at `vsix` (one the check accepted) is marked as built without dependencies."""
    with zipfile.ZipFile(vsix) as archive:
        return built_without_dependencies(ElementTree.fromstring(archive.read('extension.vsixmanifest')))


def self_test() -> int:
    with tempfile.TemporaryDirectory() as folder:
        built = build(pathlib.Path(folder), with_dependencies=False)
        problems = check(built)
        if problems:
            print('built with --without-dependencies and marked so, yet refused:\n' + '\n'.join(problems))
            return 1
        with zipfile.ZipFile(built) as archive:
            if not built_without_dependencies(ElementTree.fromstring(archive.read('extension.vsixmanifest'))):
                print('a VSIX built with --without-dependencies does not say so in its manifest')
                return 1
        # Without the mark, the same VSIX lacks what the extension requires and must be refused;
        # with node_modules as npm ci installs them, it must be accepted.
        bare = rewrite(built, pathlib.Path(folder) / 'unmarked.vsix', unmarked)
        refused = check(bare)
        if not any('node_modules/vscode-languageclient' in problem for problem in refused):
            print(f'the check accepted a VSIX without node_modules that does not say it was built without them: {refused}')
            return 1
        dependencies = installed_dependencies()
        complete = rewrite(built, pathlib.Path(folder) / 'with-dependencies.vsix', unmarked, dependencies)
        problems = check(complete)
        if problems:
            print('a VSIX with its node_modules was refused:\n' + '\n'.join(problems))
            return 1
        # Damaged copies must be refused, or the check proves nothing.
        damages = {
            'no package.json': (lambda name, data: None if name == 'extension/package.json' else data, built),
            'another version': (lambda name, data: data.replace(b'Version="', b'Version="9') if name == 'extension.vsixmanifest' else data, built),
            'no content types': (lambda name, data: None if name == '[Content_Types].xml' else data, built),
            'a dependency of a dependency missing': (
                lambda name, data: None if name == 'extension/node_modules/vscode-jsonrpc/package.json' else data, complete),
        }
        for label, (damage, source) in damages.items():
            damaged = rewrite(source, pathlib.Path(folder) / f'damaged-{label.replace(" ", "-")}.vsix', damage)
            if not check(damaged):
                print(f'the check accepted a VSIX with {label}')
                return 1
        with zipfile.ZipFile(built) as archive:
            count = len(archive.namelist())
        print(f'{built.name}: {count} entries, layout and manifest as VS Code reads them, marked as built without '
              f'dependencies; refused unmarked without node_modules ({refused[0].split(",")[0]}); accepted with the '
              f'{len(dependencies)} packages of package-lock.json; {len(damages)} damaged copies refused')
    return 0


def main(arguments: list[str]) -> int:
    try:
        if '--self-test' in arguments:
            return self_test()
        if '--check' in arguments:
            vsix = pathlib.Path(arguments[arguments.index('--check') + 1])
            problems = check(vsix)
            print('\n'.join(problems) if problems else 'the VSIX is as VS Code reads it')
            if not problems and without_dependencies(vsix):
                print(f'warning: {vsix} was built with --without-dependencies: it shows the layout but cannot run',
                      file=sys.stderr)
            return 1 if problems else 0
        output = pathlib.Path(arguments[arguments.index('--output') + 1]) if '--output' in arguments else ROOT / 'dist'
        without = '--without-dependencies' in arguments
        built = build(output, with_dependencies=not without)
        if without:
            print(f'warning: {built} has no node_modules; it shows the layout but cannot run', file=sys.stderr)
        problems = check(built)
        if problems:
            print('\n'.join(problems))
            return 1
        print(built)
        return 0
    except (VSIXError, IndexError) as error:
        print(f'error: {error}' if isinstance(error, VSIXError) else 'error: --output and --check take a path', file=sys.stderr)
        return 2


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
