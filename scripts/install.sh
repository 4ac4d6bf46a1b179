#!/usr/bin/env bash
# Builds kumiki in release and installs it as $PREFIX/bin/kumiki (PREFIX defaults to
# /usr/local; DESTDIR is prepended, for packagers). Prints the installed version.
#
#   scripts/install.sh                    # /usr/local/bin/kumiki
#   PREFIX="$HOME/.local" scripts/install.sh
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="${PREFIX:-/usr/local}"
destination="${DESTDIR:-}$prefix/bin"

# FoundationNetworking, linked statically on Linux, needs libcurl's development files to link.
require_libcurl() {
    [ "$(uname -s)" = Linux ] || return 0
    for library in /usr/lib/*/libcurl.so /usr/lib/libcurl.so; do [ -e "$library" ] && return 0; done
    echo "error: linking kumiki statically needs libcurl's development files (Debian: apt-get install libcurl4-openssl-dev)" >&2
    exit 1
}
require_libcurl

flags=(-c release --product kumiki)
[ "$(uname -s)" = Linux ] && flags+=(--static-swift-stdlib)
swift build --package-path Tools "${flags[@]}"
binary="$(swift build --package-path Tools "${flags[@]}" --show-bin-path)/kumiki"

mkdir -p "$destination"
install -m 0755 "$binary" "$destination/kumiki"
echo "installed $("$destination/kumiki" --version) at $destination/kumiki"
