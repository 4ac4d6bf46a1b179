#!/usr/bin/env bash
# Builds a release of the kumiki command and packs it the way SwiftPM consumes prebuilt tools:
#
#   dist/kumiki.artifactbundle/                 the SE-0305 bundle: info.json and one variant
#                                               per triple built here
#   dist/kumiki-<version>.artifactbundle.zip    the same, zipped, with its SwiftPM checksum in
#   dist/kumiki-<version>.artifactbundle.zip.checksum
#   dist/kumiki-plugins/                        Plugins/ as a standalone package whose binary
#                                               target points at the zip by url: and checksum:
#   dist/kumiki-<version>.vsix                  the VS Code extension (scripts/package-vsix.py),
#                                               its dependencies installed with npm ci inside
#
# On Linux the binary links the Swift standard library and Foundation statically, so it runs
# without a toolchain; on macOS it is universal (arm64 and x86_64).
#
# Options:
#   --binary PATH       pack this kumiki instead of building one (a debug build, for tests)
#   --output DIR        where to write (default: dist)
#   --url-base URL      where the zip will be published (default: the GitHub release of this
#                       version); the plugins package's url: is URL/kumiki-<version>.artifactbundle.zip
#   --install-local     also put the bundle at Plugins/kumiki.artifactbundle, for the local
#                       plugins package and Plugins/Sample
#   --add-bundle DIR    add the variants of another machine's kumiki.artifactbundle (a Mac's,
#                       on Linux, or the reverse), so one bundle serves every platform
#   --vsix-layout-only  build the VSIX without its dependencies (where npm cannot install
#                       them, as in CI): it has the layout VS Code reads but cannot run
set -euo pipefail
cd "$(dirname "$0")/.."

binary=""
output="dist"
url_base=""
install_local=false
vsix_layout_only=false
added_bundles=()
while [ $# -gt 0 ]; do
    case "$1" in
        --add-bundle) added_bundles+=("$2"); shift 2 ;;
        --binary) binary="$2"; shift 2 ;;
        --output) output="$2"; shift 2 ;;
        --url-base) url_base="$2"; shift 2 ;;
        --install-local) install_local=true; shift ;;
        --vsix-layout-only) vsix_layout_only=true; shift ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "error: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done

# The version has one home: CheckRunner.version, which `kumiki --version` prints.
version=$(sed -n 's/.*public static let version = "\(.*\)".*/\1/p' Tools/Sources/KumikiCheck/Running/CheckRunner.swift)
[ -n "$version" ] || { echo "error: no version in Tools/Sources/KumikiCheck/Running/CheckRunner.swift" >&2; exit 1; }
url_base=${url_base:-https://github.com/kumiki-swift/kumiki/releases/download/$version}

case "$(uname -s)" in
    Darwin) triples=("arm64-apple-macosx" "x86_64-apple-macosx") ;;
    Linux) triples=("$(uname -m)-unknown-linux-gnu") ;;
    *) echo "error: releases are built on macOS or Linux" >&2; exit 1 ;;
esac

# FoundationNetworking, linked statically on Linux, needs libcurl's development files to link.
require_libcurl() {
    [ "$(uname -s)" = Linux ] || return 0
    for library in /usr/lib/*/libcurl.so /usr/lib/libcurl.so; do [ -e "$library" ] && return 0; done
    echo "error: linking kumiki statically needs libcurl's development files (Debian: apt-get install libcurl4-openssl-dev)" >&2
    exit 1
}

if [ -z "$binary" ]; then
    require_libcurl
    if [ "$(uname -s)" = Darwin ]; then
        swift build --package-path Tools -c release --product kumiki --arch arm64 --arch x86_64
        binary="Tools/.build/apple/Products/Release/kumiki"
    else
        swift build --package-path Tools -c release --product kumiki --static-swift-stdlib
        binary="$(swift build --package-path Tools -c release --show-bin-path)/kumiki"
    fi
fi
[ -x "$binary" ] || { echo "error: $binary is not an executable" >&2; exit 1; }
built_version=$("$binary" --version)
[ "$built_version" = "$version" ] || { echo "error: $binary says $built_version, the source says $version" >&2; exit 1; }

bundle="$output/kumiki.artifactbundle"
rm -rf "$bundle"
mkdir -p "$bundle"
variants=""
variant_dir="kumiki-$version-$(uname -s | tr '[:upper:]' '[:lower:]')"
mkdir -p "$bundle/$variant_dir/bin"
cp "$binary" "$bundle/$variant_dir/bin/kumiki"
# Symbols stay in the build folder; the bundle carries the program only.
strip "$bundle/$variant_dir/bin/kumiki" 2>/dev/null || true
for triple in "${triples[@]}"; do
    variants+="${variants:+,}\"$triple\""
done
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "kumiki": {
      "version": "$version",
      "type": "executable",
      "variants": [
        { "path": "$variant_dir/bin/kumiki", "supportedTriples": [$variants] }
      ]
    }
  }
}
JSON

# Variants built on other machines join this one's, each under its own folder.
for other in ${added_bundles[@]+"${added_bundles[@]}"}; do
    python3 - "$bundle" "$other" "$version" <<'PY'
import json, pathlib, shutil, sys
bundle, other, version = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), sys.argv[3]
mine = json.loads((bundle / "info.json").read_text())
theirs = json.loads((other / "info.json").read_text())
if theirs["artifacts"]["kumiki"]["version"] != version:
    sys.exit(f"error: {other} holds kumiki {theirs['artifacts']['kumiki']['version']}, not {version}")
variants = mine["artifacts"]["kumiki"]["variants"]
known = {triple for variant in variants for triple in variant["supportedTriples"]}
for variant in theirs["artifacts"]["kumiki"]["variants"]:
    if known & set(variant["supportedTriples"]):
        continue
    folder = pathlib.Path(variant["path"]).parts[0]
    shutil.copytree(other / folder, bundle / folder, dirs_exist_ok=True)
    variants.append(variant)
(bundle / "info.json").write_text(json.dumps(mine, indent=2) + "\n")
PY
done

zip_name="kumiki-$version.artifactbundle.zip"
rm -f "$output/$zip_name"
(cd "$output" && python3 - "$zip_name" <<'PY'
import os, sys, zipfile
# Python's zipfile keeps the executable bit in the entries' external attributes.
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as archive:
    for folder, _, files in sorted(os.walk("kumiki.artifactbundle")):
        for name in sorted(files):
            archive.write(os.path.join(folder, name))
PY
)
# SwiftPM's checksum of a binary target is the SHA-256 of the zip (`swift package compute-checksum`).
checksum=$(python3 -c 'import hashlib, sys; print(hashlib.sha256(open(sys.argv[1], "rb").read()).hexdigest())' "$output/$zip_name")
echo "$checksum" > "$output/$zip_name.checksum"

# The plugins package as it is published: the same manifest with url: and checksum:, and the
# plugin sources copied (Plugins/ links them from Tools/).
plugins="$output/kumiki-plugins"
rm -rf "$plugins"
mkdir -p "$plugins"
cp -RL Plugins/Sources "$plugins/Sources"
sed "s|.binaryTarget(name: \"kumiki\", path: \"kumiki.artifactbundle\")|.binaryTarget(name: \"kumiki\", url: \"$url_base/$zip_name\", checksum: \"$checksum\")|" \
    Plugins/Package.swift > "$plugins/Package.swift"
grep -q "checksum: \"$checksum\"" "$plugins/Package.swift" || { echo "error: the plugins manifest was not rewritten" >&2; exit 1; }

# The VS Code extension, with its dependencies inside, at the release's version.
if $vsix_layout_only; then
    vsix=$(python3 scripts/package-vsix.py --output "$output" --without-dependencies)
else
    if [ ! -d Editors/vscode-kumiki/node_modules ]; then
        command -v npm >/dev/null 2>&1 || { echo "error: the VS Code extension needs npm to install its dependencies (npm ci)" >&2; exit 1; }
        (cd Editors/vscode-kumiki && npm ci --omit=dev)
    fi
    vsix=$(python3 scripts/package-vsix.py --output "$output")
fi

if $install_local; then
    rm -rf Plugins/kumiki.artifactbundle
    cp -R "$bundle" Plugins/kumiki.artifactbundle
fi

echo "kumiki $version for ${triples[*]}"
echo "  $bundle"
echo "  $output/$zip_name (checksum $checksum)"
echo "  $plugins (binary target: $url_base/$zip_name)"
echo "  $vsix"
