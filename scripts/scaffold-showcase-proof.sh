#!/usr/bin/env bash
# Proves that `kumiki new feature <Name> --module` adds a feature in the Showcase's own shape and
# touches nothing else: on a copy of the Showcase it adds Bookmarks (an ObservableObject
# ViewModel) and Notes (--observable), then requires that only their folders, their tests,
# Package.swift's features table and the composition root changed, that the copy builds, that
# the new features' tests, the composition's and the architecture test pass, and that
# `kumiki check --strict` is clean. The frame snapshots pin the nine-tab app, so they are not run
# on the copy. The copy builds in the Showcase's own scratch folder (its dependencies are not
# built twice), which is left describing the Showcase again at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
kumiki=${KUMIKI:-$root/Tools/.build/debug/kumiki}
proof=Examples/.scaffold-proof
scratch=Examples/Showcase/.build

restore() {
    rm -rf "$proof"
    # CI's clone is thrown away: only a developer's scratch folder needs describing the Showcase again.
    if [ "${CI:-}" != true ]; then
        swift build --package-path Examples/Showcase --disable-build-manifest-caching --build-tests > /dev/null
    fi
}
trap restore EXIT

rm -rf "$proof"
mkdir -p "$proof"
tar -C Examples/Showcase --exclude=./.build -cf - . | tar -C "$proof" -xf -
(cd "$proof" && "$kumiki" new feature Bookmarks --module && "$kumiki" new feature Notes --module --observable)

# diff exits 1 when the folders differ, which they must.
changed=$( (diff -rq --exclude=.build Examples/Showcase "$proof" || true) | sed "s#$proof/##; s#Examples/Showcase/##" | sort)
expected=$(printf '%s\n' \
    "Files Package.swift and Package.swift differ" \
    "Files Sources/ShowcaseApp/ShowcaseComposition.swift and Sources/ShowcaseApp/ShowcaseComposition.swift differ" \
    "Only in Sources: BookmarksFeature" "Only in Sources: NotesFeature" \
    "Only in Tests: BookmarksFeatureTests" "Only in Tests: NotesFeatureTests" | sort)
if [ "$changed" != "$expected" ]; then
    printf 'kumiki new feature --module changed more (or less) than the feature, its tests and two lines:\n%s\n' "$changed" >&2
    exit 1
fi
added=$( (diff Examples/Showcase/Package.swift "$proof/Package.swift" || true) | grep -c '^>')
removed=$( (diff Examples/Showcase/Package.swift "$proof/Package.swift" || true) | grep -c '^<' || true)
[ "$added" -eq 2 ] && [ "$removed" -eq 0 ] || { echo "Package.swift gained $added lines and lost $removed; expected 2 and 0" >&2; exit 1; }
echo "changed: the two features' folders and tests, Package.swift's features (2 lines), the composition root"

swift build --package-path "$proof" --scratch-path "$scratch" --disable-build-manifest-caching --build-tests
swift test --package-path "$proof" --scratch-path "$scratch" --disable-build-manifest-caching --skip-build \
    --filter "BookmarksFeatureTests|NotesFeatureTests|ShowcaseAppTests|ShowcaseArchitectureTests" 2>&1 | tee .scaffold-proof.log
grep -q "Test run with .* passed" .scaffold-proof.log
rm -f .scaffold-proof.log
(cd "$proof" && "$kumiki" check --strict --format summary)
