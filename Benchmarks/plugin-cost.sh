#!/usr/bin/env bash
# What Kumiki's build plugin costs a consumer's build: a package with one 200-file target that
# applies KumikiCheckBuildPlugin, built (debug, as Xcode builds) with the plugin from source
# (Tools/: kumiki and swift-syntax compiled into the consumer's build) and with the plugin on
# the prebuilt binary (Plugins/: the artifact bundle). For each, the first build from an empty
# build folder, and an incremental build after one file changed. Prints wall-clock seconds;
# asserts nothing.
#
#   Benchmarks/plugin-cost.sh [--files N]
#
# The binary variant uses Plugins/kumiki.artifactbundle; make it first with
# `scripts/release.sh --install-local` (a release build, as published).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

files=200
while [ $# -gt 0 ]; do
    case "$1" in
        --files) files="$2"; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "error: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done
[ -d "$root/Plugins/kumiki.artifactbundle" ] || {
    echo "error: no Plugins/kumiki.artifactbundle; run scripts/release.sh --install-local first" >&2
    exit 1
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One consumer package per variant, with the same 200 files.
make_package() {
    local folder="$1" dependency="$2" package="$3"
    mkdir -p "$folder/Sources/Feature"
    cat > "$folder/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "PluginCost",
    dependencies: [$dependency],
    targets: [.target(name: "Feature", plugins: [.plugin(name: "KumikiCheckBuildPlugin", package: "$package")])]
)
EOF
    printf 'preset: mvvm-repository\n' > "$folder/.kumiki.yml"
    python3 - "$folder/Sources/Feature" "$files" <<'PY'
import pathlib, sys
folder, count = pathlib.Path(sys.argv[1]), int(sys.argv[2])
layers = ["Entity", "Repository", "ViewModel", "View"]
for index in range(count):
    layer = layers[index % len(layers)]
    (folder / layer).mkdir(exist_ok=True)
    name = f"Item{index // len(layers)}"
    body = {
        "Entity": f"public struct {name}: Equatable, Sendable {{\n    public let id: Int\n    public let title: String\n}}\n",
        "Repository": f"public protocol {name}RepositoryProtocol {{\n    func load() async throws -> [String]\n}}\n\n"
                      f"public final class {name}Repository: {name}RepositoryProtocol {{\n    public init() {{}}\n"
                      f"    public func load() async throws -> [String] {{ [\"{name}\"] }}\n}}\n",
        "ViewModel": f"import Foundation\n\npublic final class {name}ViewModel {{\n    public private(set) var titles: [String] = []\n"
                     f"    public init() {{}}\n    public func show(_ titles: [String]) {{ self.titles = titles.sorted() }}\n}}\n",
        "View": f"public struct {name}View {{\n    public let viewModel: {name}ViewModel\n"
                f"    public init(viewModel: {name}ViewModel) {{ self.viewModel = viewModel }}\n}}\n",
    }[layer]
    (folder / layer / f"{name}{layer}.swift").write_text(body)
PY
}

seconds() {
    local start end
    start=$(date +%s.%N)
    "$@" > "$work/last.log" 2>&1 || { cat "$work/last.log" >&2; echo "error: $* failed" >&2; exit 1; }
    end=$(date +%s.%N)
    python3 -c "print(f'{$end - $start:.1f}')"
}

measure() {
    local label="$1" folder="$2"
    local first incremental
    first=$(seconds swift build --package-path "$folder")
    grep -c "Compiling SwiftSyntax\|Compiling SwiftParser" "$work/last.log" > "$work/syntax-count" || true
    printf '\n// changed\n' >> "$folder/Sources/Feature/ViewModel/Item2ViewModel.swift"
    incremental=$(seconds swift build --package-path "$folder")
    printf '%-44s %10s s %16s s %14s\n' "$label" "$first" "$incremental" "$(cat "$work/syntax-count")"
}

make_package "$work/source" ".package(name: \"kumiki-tools\", path: \"$root/Tools\")" "kumiki-tools"
make_package "$work/binary" ".package(name: \"kumiki-plugins\", path: \"$root/Plugins\")" "kumiki-plugins"

echo "Kumiki's build plugin on a $files-file target, debug builds, $(nproc) cores"
printf '%-44s %12s %18s %16s\n' "" "first build" "one file changed" "swift-syntax steps"
measure "from source (Tools/, kumiki built in debug)" "$work/source"
measure "prebuilt (Plugins/, the artifact bundle)" "$work/binary"
