#!/usr/bin/env bash
# Drives `kumiki lsp` and `kumiki mcp` from real clients: pytest-lsp (pygls, announcing the
# capabilities of VS Code and Neovim) and the official MCP Python SDK. The clients live in a
# virtual environment under Tools/.build-python (kept out of git), installed from PyPI at the
# versions pinned in Tools/Tests/ClientTests/requirements.txt on first use.
set -euo pipefail
cd "$(dirname "$0")/../Tools"

venv=.build-python
requirements=Tests/ClientTests/requirements.txt
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv" || {
        echo "error: python3 cannot create a virtual environment (on Debian: apt-get install python3-venv)" >&2
        exit 1
    }
fi
if ! cmp -s "$requirements" "$venv/requirements.installed"; then
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements"
    cp "$requirements" "$venv/requirements.installed"
fi

swift build --product kumiki "$@"
KUMIKI="$(swift build --product kumiki "$@" --show-bin-path)/kumiki" \
    "$venv/bin/python" -m pytest -q -p no:cacheprovider Tests/ClientTests
