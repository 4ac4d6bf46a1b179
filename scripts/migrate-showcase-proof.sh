#!/usr/bin/env bash
# Proves `kumiki migrate observable` on the Showcase. On a copy, it migrates ReadingListViewModel
# (the ObservableObject one) with --gate-availability (the Showcase deploys to iOS 16) and requires
# that:
#   - exactly the ViewModel, its terminal screen, its SwiftUI view and its test file changed;
#   - the migrated ViewModel is the hand-written ObservableReadingListViewModel, comments and
#     @available aside;
#   - a second run changes nothing (--check);
# Then it migrates every other ObservableObject of the copy (printing those it leaves alone and
# why) and requires that:
#   - the copy builds, and the migrated ViewModels' own tests pass, the reading list's with the
#     migrated ViewModel recording exactly the hand-written @Observable one's timeline, beside a
#     test that each former @Published property notifies withObservationTracking; the terminal
#     app's frames are unchanged;
#   - the migrated SwiftUI views and screens compile against the stand-ins (Checks/ApplePlatforms,
#     pointed at the copy).
# The copies build in the Showcase's and Checks/ApplePlatforms' own scratch folders, which are
# left describing the originals again (outside CI, whose clone is thrown away).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
kumiki=${KUMIKI:-$root/Tools/.build/debug/kumiki}
proof=Examples/.migrate-proof
apple=Checks/.migrate-proof-apple
feature=Sources/NarouReadingListFeature

restore() {
    rm -rf "$proof" "$apple"
    # The build manifests still name the copies' files: without them the next build of either
    # package writes its own again (else a second .ci/run in one working copy stops at "missing inputs").
    rm -f Examples/Showcase/.build/*.yaml Checks/ApplePlatforms/.build/*.yaml
    # CI's clone is thrown away: only a developer's scratch folders need describing the originals again.
    if [ "${CI:-}" != true ]; then
        swift build --package-path Examples/Showcase --disable-build-manifest-caching --build-tests > /dev/null
        swift build --package-path Checks/ApplePlatforms --disable-build-manifest-caching > /dev/null
    fi
}
trap restore EXIT

rm -rf "$proof" "$apple"
mkdir -p "$proof"
tar -C Examples/Showcase --exclude=./.build -cf - . | tar -C "$proof" -xf -
(cd "$proof" && "$kumiki" migrate observable "$feature/ReadingListViewModel.swift" --gate-availability)

changed=$( (diff -rq --exclude=.build Examples/Showcase "$proof" || true) | sed "s#$proof/##; s#Examples/Showcase/##" | sort)
expected=$(printf 'Files %s and %s differ\n' \
    "$feature/ReadingListViewModel.swift" "$feature/ReadingListViewModel.swift" \
    "$feature/ReadingListScreen.swift" "$feature/ReadingListScreen.swift" \
    "$feature/iOS/ReadingListView.swift" "$feature/iOS/ReadingListView.swift" \
    "Tests/NarouReadingListFeatureTests/ReadingListViewModelTests.swift" "Tests/NarouReadingListFeatureTests/ReadingListViewModelTests.swift" | sort)
if [ "$changed" != "$expected" ]; then
    printf 'kumiki migrate observable changed other files than the ViewModel, its screen, view and tests:\n%s\n' "$changed" >&2
    exit 1
fi
echo "changed: ReadingListViewModel, ReadingListScreen, ReadingListView, ReadingListViewModelTests"

normalized() {
    grep -v -E '^\s*///|^\s*@available' "$1" | sed 's/ObservableReadingListViewModel/ReadingListViewModel/g'
}
if ! diff <(normalized "Examples/Showcase/$feature/ObservableReadingListViewModel.swift") <(normalized "$proof/$feature/ReadingListViewModel.swift"); then
    echo "the migrated ReadingListViewModel differs from the hand-written ObservableReadingListViewModel (above: < hand-written, > migrated)" >&2
    exit 1
fi
echo "equivalent: the migrated ReadingListViewModel is the hand-written ObservableReadingListViewModel"

(cd "$proof" && "$kumiki" migrate observable "$feature/ReadingListViewModel.swift" --gate-availability --check)
echo "idempotent: a second run changes nothing"

# The rest of the copy's ObservableObject classes: those the tool migrates must build and pass
# their tests; those it leaves alone are printed with the line that stops each.
set +e
(cd "$proof" && "$kumiki" migrate observable Sources --gate-availability)
status=$?
set -e
[ "$status" -le 1 ] || { echo "kumiki migrate observable Sources exited $status" >&2; exit 1; }

# The ObservableObject style's timeline announces `error: none` twice, where Observation does once:
# the migrated ViewModel must now record exactly the @Observable one's.
timelines="$proof/Tests/NarouReadingListFeatureTests/__Timelines__/ReadingListViewModelTests"
cp "$timelines/screenStates-observation.txt" "$timelines/screenStates.txt"
cp scripts/migrate-showcase-proof/MigratedReadingListObservationTests.swift "$proof/Tests/NarouReadingListFeatureTests/"
swift build --package-path "$proof" --scratch-path Examples/Showcase/.build --disable-build-manifest-caching --build-tests
swift test --package-path "$proof" --scratch-path Examples/Showcase/.build --disable-build-manifest-caching --skip-build \
    --filter "NarouReadingListFeatureTests|MinneProductsFeatureTests|SyncContactsFeatureTests|ShowcaseScenarioTests|ShowcaseAppTests" \
    2>&1 | tee .migrate-proof.log | grep -E "✘|Suite .* passed after|Test run"
grep -q "Test run with .* passed" .migrate-proof.log
rm -f .migrate-proof.log
echo "tested: the migrated ViewModels' own tests, each former @Published property under withObservationTracking, the terminal app's frames"

mkdir -p "$apple"
tar -C Checks/ApplePlatforms --exclude=./.build --exclude=./ShowcaseSources -cf - . | tar -C "$apple" -xf -
ln -s "../../$proof/Sources" "$apple/ShowcaseSources"
for target in NarouReadingListFeature MinneProductsFeature SyncContactsFeature; do
    swift build --package-path "$apple" --scratch-path Checks/ApplePlatforms/.build --disable-build-manifest-caching --target "$target"
done
echo "compiled against the stand-ins: the migrated SwiftUI views and terminal screens"
