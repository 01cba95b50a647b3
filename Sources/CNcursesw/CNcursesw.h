#ifndef ZREADER_CNCURSESW_H
#define ZREADER_CNCURSESW_H

// Exposes the wide-character API (cchar_t, setcchar, mvwadd_wch, wget_wch). It must precede
// <curses.h>: a system-library target has no cSettings.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <curses.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <sys/select.h>
#include <errno.h>
#include <poll.h>

// Attribute and mouse macros Swift cannot import (they expand through NCURSES_BITS).
static inline attr_t zr_attr_normal(void) { return WA_NORMAL; }
static inline attr_t zr_attr_bold(void) { return WA_BOLD; }
static inline attr_t zr_attr_dim(void) { return WA_DIM; }
static inline attr_t zr_attr_italic(void) { return WA_ITALIC; }
static inline attr_t zr_attr_underline(void) { return WA_UNDERLINE; }
static inline attr_t zr_attr_reverse(void) { return WA_REVERSE; }
static inline mmask_t zr_mouse_events(void) {
    return BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED;
}
static inline mmask_t zr_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t zr_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t zr_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t zr_wheel_up(void) { return BUTTON4_PRESSED; }
static inline mmask_t zr_wheel_down(void) { return BUTTON5_PRESSED; }

// C globals that Swift 6 refuses to read (shared mutable state).
static inline int zr_colors(void) { return COLORS; }
static inline int zr_color_pairs(void) { return COLOR_PAIRS; }
static inline WINDOW *zr_stdscr(void) { return stdscr; }
static inline const char *zr_codeset(void) { return nl_langinfo(CODESET); }

// The run loop's wait. Its signals (SIGWINCH, SIGTSTP, SIGINT, SIGTERM, SIGHUP) are blocked
// everywhere else (CTerminalRescue holds their handlers), so they are handled on the main thread
// between frames and never race with curses.
//
// Waits until `input_fd` or `wake_fd` is readable, a signal arrives, or `timeout_ms` passes
// (negative: no timeout). Returns a bit set: 1 input, 2 wake-up, 4 interrupted by a signal,
// 8 the terminal hung up (its input will never have data again).
static inline int zr_wait(int input_fd, int wake_fd, int timeout_ms) {
    fd_set readable;
    FD_ZERO(&readable);
    FD_SET(input_fd, &readable);
    if (wake_fd >= 0) FD_SET(wake_fd, &readable);
    int highest = input_fd > wake_fd ? input_fd : wake_fd;
    struct timespec timeout;
    timeout.tv_sec = timeout_ms / 1000;
    timeout.tv_nsec = (long)(timeout_ms % 1000) * 1000000L;
    sigset_t unblocked;
    sigemptyset(&unblocked);
    int result = pselect(highest + 1, &readable, NULL, NULL, timeout_ms < 0 ? NULL : &timeout, &unblocked);
    if (result < 0) return errno == EINTR ? 4 : 0;
    int ready = 0;
    if (FD_ISSET(input_fd, &readable)) {
        ready |= 1;
        struct pollfd probe = {input_fd, POLLIN, 0};
        if (poll(&probe, 1, 0) == 1 && (probe.revents & (POLLHUP | POLLERR | POLLNVAL))) ready |= 8;
    }
    if (wake_fd >= 0 && FD_ISSET(wake_fd, &readable)) ready |= 2;
    return ready;
}

// Last: <term.h> defines capability names (`lines`, `columns`, `bell`…) as macros.
#include <term.h>

// 1 when the terminfo database has an entry for `name` (TERMINFO, ~/.terminfo and the system
// directories, as curses searches them), else 0. Writes nothing: setupterm is given somewhere
// to put its error, and the terminal it reads is freed and the current one put back.
static inline int zr_terminfo_has_entry(const char *name) {
    TERMINAL *current = cur_term;
    int failure = 0;
    int found = setupterm(name, 1, &failure) == OK;
    TERMINAL *read = cur_term;
    set_curterm(current);
    if (found && read != current) del_curterm(read);
    return found;
}

#endif
