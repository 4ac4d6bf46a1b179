#!/usr/bin/env bash
# Runs every test of the project: the Kumiki package, then the kumiki
# command-line tool's package (kept apart so apps never resolve swift-syntax).
set -euo pipefail
cd "$(dirname "$0")/.."
swift test "$@"
swift test --package-path Tools "$@"
