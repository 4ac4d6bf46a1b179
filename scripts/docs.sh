#!/usr/bin/env bash
# Builds the documentation site: the DocC catalogs of every library, with swift-docc-plugin,
# merged into one static site whose landing page links each module. Any DocC warning fails the
# build (a broken symbol link, an undocumented parameter).
#
#   scripts/docs.sh [OUTPUT]        default: .build-docs/site
#
# Kumiki, KumikiStore, KumikiTesting and KumikiGRDB are documented from the root package.
# KumikiSwiftUI and KumikiUIKit have no API on Linux, so they are documented from
# Checks/ApplePlatforms, which compiles them against the stand-ins of Apple's frameworks.
# Serve the folder with any static file server (python3 -m http.server -d .build-docs/site)
# and open /documentation/kumiki.
set -euo pipefail
cd "$(dirname "$0")/.."

output="${1:-.build-docs/site}"
work=.build-docs/archives
rm -rf "$work" "$output"
mkdir -p "$work/runtime" "$work/apple" "$(dirname "$output")"

generate() {
    local package="$1" out="$2"
    shift 2
    swift package --package-path "$package" --disable-sandbox --allow-writing-to-directory "$out" \
        generate-documentation "$@" --output-path "$out" --warnings-as-errors --transform-for-static-hosting
}

generate . "$work/runtime" --target Kumiki --target KumikiStore --target KumikiTesting --target KumikiGRDB
generate Checks/ApplePlatforms "$work/apple" --target KumikiSwiftUI --target KumikiUIKit

archives=("$work"/runtime/*.doccarchive "$work"/apple/*.doccarchive)
[ "${#archives[@]}" -eq 6 ] || { echo "error: expected 6 archives, found ${#archives[@]}" >&2; exit 1; }
docc merge "${archives[@]}" --synthesized-landing-page-name Kumiki --output-path "$output"

for module in kumiki kumikistore kumikitesting kumikigrdb kumikiswiftui kumikiuikit; do
    [ -f "$output/data/documentation/$module.json" ] || { echo "error: $module is missing from the site" >&2; exit 1; }
done
echo "documentation site: $output ($(find "$output" -name '*.json' -path '*/data/documentation/*' | wc -l) pages)"
