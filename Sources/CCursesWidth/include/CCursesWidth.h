#ifndef ZREADER_CCURSESWIDTH_H
#define ZREADER_CCURSESWIDTH_H

// Makes curses measure East Asian Ambiguous characters as zreader does.
//
// ncurses places every character by `wcwidth`, and glibc's `wcwidth` gives the Ambiguous ones
// (· … — “” ① ※, Greek, Cyrillic, box drawing) one column in every locale. A terminal set to draw
// them two columns wide then shows each after where curses thinks the cursor is, and the rest of
// the row slides. This target defines `wcwidth` in the executable, which the dynamic linker
// binds ncurses' calls to before glibc's (the same interposition LD_PRELOAD "wcwidth-cjk" shims
// use): it answers 2 for the characters `is_ambiguous` names once `zr_width_set_ambiguous_wide(1)`
// was called, and glibc's answer for everything else. Nothing changes until then.
//
// Imported only by ZReaderCurses.

#include <stdint.h>
#include <wchar.h>

// Whether a code point is East Asian Ambiguous (and not zero-width): zreader's own table.
typedef int (*zr_ambiguous_check)(uint32_t code_point);

// Sets the table (once, before curses starts) and whether Ambiguous characters are two columns.
void zr_width_set_ambiguous_wide(int wide, zr_ambiguous_check is_ambiguous);

// What the interposed `wcwidth` answers now, for tests.
int zr_width_of(wchar_t character);

#endif
