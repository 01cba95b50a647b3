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

// Signals. The run loop keeps SIGWINCH, SIGTSTP, SIGINT, SIGTERM and SIGHUP blocked everywhere
// except inside zr_wait, so they are handled on the main thread between frames and never race
// with curses; the quit signals only set a flag that the loop reads with zr_take_quit_signal.
static volatile sig_atomic_t zr_quit_signal_flag = 0;

static inline void zr_note_quit_signal(int sig) { zr_quit_signal_flag = sig; }

static inline void zr_block_loop_signals(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGWINCH);
    sigaddset(&set, SIGTSTP);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGHUP);
    pthread_sigmask(SIG_BLOCK, &set, NULL);
}

static inline void zr_install_quit_handlers(void) {
    struct sigaction action;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    action.sa_handler = zr_note_quit_signal;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
}

// The quit signal that arrived, if any, consuming it. pselect only delivers signals it unblocks
// when it is interrupted; when a descriptor is already ready they stay pending, so look there too.
static inline int zr_take_quit_signal(void) {
    int sig = zr_quit_signal_flag;
    zr_quit_signal_flag = 0;
    if (sig != 0) return sig;
    sigset_t pending;
    if (sigpending(&pending) != 0) return 0;
    const int quits[] = {SIGINT, SIGTERM, SIGHUP};
    for (int i = 0; i < 3; i++) {
        if (sigismember(&pending, quits[i]) == 1) {
            sigset_t one;
            sigemptyset(&one);
            sigaddset(&one, quits[i]);
            int taken = 0;
            sigwait(&one, &taken);
            return taken;
        }
    }
    return 0;
}

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

#endif
