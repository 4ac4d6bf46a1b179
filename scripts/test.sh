#!/usr/bin/env bash
# Runs every test of the project: the Kumiki package, the kumiki command-line tool's
# package (kept apart so apps never resolve swift-syntax) with its language and tool servers
# driven by real clients, and the Showcase app (its own package, depending on Kumiki by path
# as an app would).
set -euo pipefail
cd "$(dirname "$0")/.."
swift test "$@"
swift test --package-path Tools "$@"
scripts/test-clients.sh
swift test --package-path Examples/Showcase "$@"
