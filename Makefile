# `make install` builds kumiki in release and installs it under $(PREFIX)/bin.
PREFIX ?= /usr/local

.PHONY: install uninstall test

install:
	PREFIX="$(PREFIX)" scripts/install.sh

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/kumiki"

test:
	scripts/test.sh
