#!/usr/bin/env bash
# Runs every test of the project: the Kumiki package, the kumiki command-line tool's
# package (kept apart so apps never resolve swift-syntax) with its language and tool servers
# driven by real clients, and the Showcase app (its own package, depending on Kumiki by path
# as an app would).
set -euo pipefail
cd "$(dirname "$0")/.."
swift test "$@"
if [ "$#" -gt 0 ]; then
    # Options are `swift test`'s (`--filter`, `--sanitize`), which `swift build` may not take: one step at a time.
    swift test --package-path Tools "$@"
    scripts/test-clients.sh
    swift test --package-path Examples/Showcase "$@"
    exit 0
fi
# The tools' tests and their clients leave a core idle much of the time (they start processes and wait
# on them), so the Showcase builds meanwhile; its output is shown if it fails.
swift build --package-path Tools --build-tests
showcase_log=$(mktemp)
trap 'rm -f "$showcase_log"' EXIT
swift build --package-path Examples/Showcase --build-tests >"$showcase_log" 2>&1 &
showcase_build=$!
status=0
swift test --package-path Tools --skip-build && scripts/test-clients.sh || status=$?
if ! wait "$showcase_build"; then
    cat "$showcase_log"
    echo "error: the Showcase did not build" >&2
    exit 1
fi
[ "$status" -eq 0 ] || exit "$status"
swift test --package-path Examples/Showcase
