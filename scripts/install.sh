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

flags=(-c release --product kumiki)
# On Linux the Swift runtime is linked in statically, so the installed kumiki keeps working when
# the toolchain is upgraded or removed. FoundationNetworking, linked in with it, needs libcurl's
# development files; without them kumiki uses this toolchain's runtime libraries instead.
if [ "$(uname -s)" = Linux ]; then
    has_libcurl=false
    for library in /usr/lib/*/libcurl.so /usr/lib/libcurl.so; do [ -e "$library" ] && has_libcurl=true; done
    if $has_libcurl; then
        flags+=(--static-swift-stdlib)
    else
        echo "note: libcurl's development files are not installed (Debian: apt-get install libcurl4-openssl-dev)," >&2
        echo "      so kumiki links this toolchain's Swift runtime dynamically and needs the toolchain to run." >&2
    fi
fi
swift build --package-path Tools "${flags[@]}"
binary="$(swift build --package-path Tools "${flags[@]}" --show-bin-path)/kumiki"

mkdir -p "$destination"
# Stripped: the symbols swift-syntax and the static runtime bring make the binary several times
# larger (142 MB against about 16 MB) and are of no use to someone running it. `strip` comes with
# binutils; without it the binary is installed as built.
if command -v strip >/dev/null 2>&1; then
    stripped="$(mktemp)"
    trap 'rm -f "$stripped"' EXIT
    strip -o "$stripped" "$binary"
    install -m 0755 "$stripped" "$destination/kumiki"
else
    echo "note: strip is not installed (Debian: apt-get install binutils), so kumiki is installed unstripped" >&2
    install -m 0755 "$binary" "$destination/kumiki"
fi
echo "installed $("$destination/kumiki" --version) at $destination/kumiki ($(du -h "$destination/kumiki" | cut -f1))"
