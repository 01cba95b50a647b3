# zreader, built and installed the way terminal tools are:
#
#   make                          release build, standard library linked in, stripped
#   make install                  into PREFIX (default /usr/local); sudo only if PREFIX needs it
#   make install PREFIX=$HOME/.local   no root needed
#   make install DESTDIR=/tmp/pkg PREFIX=/usr   staged, for packaging
#   make uninstall                same variables: removes exactly the files install put there
#   make check                    swift test
#
# `make install` installs what `make` built and builds nothing itself when that is there, so that
# `sudo make install` leaves no root-owned files in .build. BINARY=path installs another zreader
# (the install test passes the debug build, to stay fast).

PREFIX ?= /usr/local
DESTDIR ?=
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
BASH_COMPLETION_DIR ?= $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETION_DIR ?= $(PREFIX)/share/zsh/site-functions
FISH_COMPLETION_DIR ?= $(PREFIX)/share/fish/vendor_completions.d

SWIFT ?= swift
STRIP ?= strip
INSTALL ?= install

RELEASE_FLAGS = -c release --static-swift-stdlib
# The stripped binary is about 19 MiB; `make` fails past this bound, or when it links Foundation
# beyond FoundationEssentials or carries ICU's data (scripts/check-binary).
MAX_MIB = 20
STRIPPED = .build/stripped/zreader
BINARY ?= $(STRIPPED)

MAN_PAGE = Resources/man/zreader.1
BASH_COMPLETION = Resources/completions/zreader.bash
ZSH_COMPLETION = Resources/completions/_zreader
FISH_COMPLETION = Resources/completions/zreader.fish

.PHONY: all install uninstall check clean

# SwiftPM knows what is out of date, so `make` always asks it; the stripped copy keeps the
# linker's output as SwiftPM left it (stripping it in place would make the next build relink).
all:
	$(SWIFT) build $(RELEASE_FLAGS) --product zreader
	mkdir -p $(dir $(STRIPPED))
	$(STRIP) -o $(STRIPPED) "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/zreader"
	scripts/check-binary $(STRIPPED) $(MAX_MIB)

$(STRIPPED):
	$(MAKE) all

install: $(BINARY)
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)/man1" "$(DESTDIR)$(BASH_COMPLETION_DIR)" \
		"$(DESTDIR)$(ZSH_COMPLETION_DIR)" "$(DESTDIR)$(FISH_COMPLETION_DIR)"
	$(INSTALL) -m 755 "$(BINARY)" "$(DESTDIR)$(BINDIR)/zreader"
	$(INSTALL) -m 644 $(MAN_PAGE) "$(DESTDIR)$(MANDIR)/man1/zreader.1"
	$(INSTALL) -m 644 $(BASH_COMPLETION) "$(DESTDIR)$(BASH_COMPLETION_DIR)/zreader"
	$(INSTALL) -m 644 $(ZSH_COMPLETION) "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_zreader"
	$(INSTALL) -m 644 $(FISH_COMPLETION) "$(DESTDIR)$(FISH_COMPLETION_DIR)/zreader.fish"

# The directories stay: bin/ and share/man/man1/ are other programs' too.
uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/zreader" "$(DESTDIR)$(MANDIR)/man1/zreader.1" \
		"$(DESTDIR)$(BASH_COMPLETION_DIR)/zreader" "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_zreader" \
		"$(DESTDIR)$(FISH_COMPLETION_DIR)/zreader.fish"

check:
	$(SWIFT) test

clean:
	rm -rf $(dir $(STRIPPED))
	$(SWIFT) package clean
