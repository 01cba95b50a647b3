#include "CTerminalRescue.h"

#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

// Every signal whose default action ends the process (signal(7): "Term" and "Core"), but the
// quit signals (SIGINT, SIGTERM, SIGHUP), which the run loop takes as a quit, and SIGKILL, which
// no handler sees. The real-time signals, SIGRTMIN..SIGRTMAX, are added at run time: glibc
// reserves the first few for itself, so SIGRTMIN is a function call, not a constant.
static const int fixed_rescued_signals[] = {
    SIGQUIT, SIGABRT, SIGSEGV, SIGILL, SIGBUS, SIGFPE, SIGTRAP, SIGSYS,
    SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
    SIGIO, SIGPWR, SIGSTKFLT, SIGPIPE,
};
#define FIXED_COUNT (sizeof(fixed_rescued_signals) / sizeof(fixed_rescued_signals[0]))

// Written on the main thread before `armed` is set, read by the handler only after it has
// taken `armed`: the atomic orders them.
static struct termios saved_modes;
static int modes_descriptor = -1;
static char restore_bytes[ZR_RESCUE_MAX_BYTES];
// Zero while the bytes are being replaced, so the handler never writes half of them.
static atomic_size_t restore_length = 0;
// Indexed by signal number; `rescued[n]` is set once the handler for n is installed.
static struct sigaction previous_actions[NSIG];
static volatile sig_atomic_t rescued[NSIG];
static int handlers_installed = 0;
static atomic_int armed = 0;

// The alternate stack the handler runs on, so that it still runs when the stack overflowed.
static char handler_stack[64 * 1024];

static volatile sig_atomic_t quit_signal = 0;

// A bit for each kitty image id's low byte held by the terminal, and the ids' top byte.
static atomic_uint_least64_t live_images[4];
static atomic_int image_msb = 0;
static atomic_int image_wrap = 0;

int zr_rescue_save_modes(int descriptor) {
    if (tcgetattr(descriptor, &saved_modes) != 0) return -1;
    modes_descriptor = descriptor;
    return 0;
}

void zr_rescue_set_restore_bytes(const char *bytes, size_t length) {
    if (length > ZR_RESCUE_MAX_BYTES) length = ZR_RESCUE_MAX_BYTES;
    atomic_store(&restore_length, 0);
    if (bytes != NULL && length > 0) memcpy(restore_bytes, bytes, length);
    atomic_store(&restore_length, bytes != NULL ? length : 0);
}

static void write_all(int descriptor, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(descriptor, bytes, length);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        bytes += written;
        length -= (size_t)written;
    }
}

void zr_rescue_set_image(int low, int live) {
    if (low < 0 || low > 255) return;
    uint_least64_t bit = (uint_least64_t)1 << (low % 64);
    if (live) {
        atomic_fetch_or(&live_images[low / 64], bit);
    } else {
        atomic_fetch_and(&live_images[low / 64], ~bit);
    }
}

void zr_rescue_set_image_prefix(int msb, int wrap) {
    atomic_store(&image_msb, msb);
    atomic_store(&image_wrap, wrap);
}

// Appends `text` to `buffer` at `*length`, every ESC doubled when `doubled`.
static void append(char *buffer, size_t *length, const char *text, int doubled) {
    for (; *text != '\0'; text++) {
        if (doubled && *text == '\033') buffer[(*length)++] = '\033';
        buffer[(*length)++] = *text;
    }
}

// Writes the deletion of every image held, one command at a time: only write(2) and atomics.
static void delete_images(int descriptor) {
    unsigned long msb = (unsigned long)atomic_load(&image_msb);
    int wrap = atomic_load(&image_wrap);
    for (int low = 0; low < 256; low++) {
        if (!(atomic_load(&live_images[low / 64]) & ((uint_least64_t)1 << (low % 64)))) continue;
        // The id in decimal, written backwards into its own small buffer.
        char digits[12];
        char id[12];
        unsigned long value = msb << 24 | (unsigned long)low;
        size_t count = 0;
        do {
            digits[count++] = (char)('0' + value % 10);
            value /= 10;
        } while (value > 0);
        for (size_t i = 0; i < count; i++) id[i] = digits[count - 1 - i];
        id[count] = '\0';
        char command[96];
        size_t length = 0;
        if (wrap) append(command, &length, "\033Ptmux;", 0);
        append(command, &length, "\033_Ga=d,d=I,i=", wrap);
        append(command, &length, id, wrap);
        append(command, &length, ",q=2\033\\", wrap);
        if (wrap) append(command, &length, "\033\\", 0);
        write_all(descriptor, command, length);
    }
}

static void rescue(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    int saved_errno = errno;
    if (atomic_exchange(&armed, 0) == 1 && modes_descriptor >= 0) {
        delete_images(modes_descriptor);
        write_all(modes_descriptor, restore_bytes, atomic_load(&restore_length));
        tcsetattr(modes_descriptor, TCSANOW, &saved_modes);
    }
    if (signal_number > 0 && signal_number < NSIG && rescued[signal_number]) {
        sigaction(signal_number, &previous_actions[signal_number], NULL);
    }
    // A fault happens again when the faulting instruction runs again on return, now with the
    // previous action, which then sees the real fault. Any other signal (sent by kill or raise,
    // or by the terminal, as Ctrl-\ is) is raised again; it is blocked until this handler returns.
    int is_fault = signal_number == SIGSEGV || signal_number == SIGBUS || signal_number == SIGILL
        || signal_number == SIGFPE;
    if (!is_fault || info == NULL || info->si_code <= 0) raise(signal_number);
    errno = saved_errno;
}

// Puts the rescue in front of `signal_number`'s action, unless it was ignored when zreader started.
static void install_rescue(int signal_number) {
    if (signal_number <= 0 || signal_number >= NSIG) return;
    struct sigaction *previous = &previous_actions[signal_number];
    if (sigaction(signal_number, NULL, previous) != 0) return;
    if (!(previous->sa_flags & SA_SIGINFO) && previous->sa_handler == SIG_IGN) return;
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    action.sa_sigaction = rescue;
    rescued[signal_number] = 1;
    sigaction(signal_number, &action, NULL);
}

void zr_rescue_arm(void) {
    if (!handlers_installed) {
        handlers_installed = 1;
        stack_t current;
        if (sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
            stack_t stack;
            stack.ss_sp = handler_stack;
            stack.ss_size = sizeof(handler_stack);
            stack.ss_flags = 0;
            sigaltstack(&stack, NULL);
        }
        for (size_t i = 0; i < FIXED_COUNT; i++) install_rescue(fixed_rescued_signals[i]);
        for (int number = SIGRTMIN; number <= SIGRTMAX; number++) install_rescue(number);
    }
    atomic_store(&armed, 1);
}

void zr_rescue_disarm(void) { atomic_store(&armed, 0); }

void zr_signals_block_loop(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGWINCH);
    sigaddset(&set, SIGTSTP);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGHUP);
    pthread_sigmask(SIG_BLOCK, &set, NULL);
}

static void note_quit_signal(int signal_number) { quit_signal = signal_number; }

static volatile sig_atomic_t stop_requested = 0;

static void note_stop_signal(int signal_number) {
    (void)signal_number;
    stop_requested = 1;
}

void zr_signals_install_quit_handlers(void) {
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    action.sa_handler = note_quit_signal;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    // Installed before curses starts, so that it leaves Ctrl-Z to the loop instead of installing
    // its own handler, which under load sometimes took the signal without stopping.
    action.sa_handler = note_stop_signal;
    sigaction(SIGTSTP, &action, NULL);
}

int zr_signals_take_stop(void) {
    int taken = stop_requested;
    stop_requested = 0;
    if (taken != 0) return 1;
    sigset_t pending;
    if (sigpending(&pending) != 0 || sigismember(&pending, SIGTSTP) != 1) return 0;
    sigset_t one;
    sigemptyset(&one);
    sigaddset(&one, SIGTSTP);
    int received = 0;
    sigwait(&one, &received);
    return 1;
}

void zr_signals_stop_self(void) {
    struct sigaction stop, previous;
    memset(&stop, 0, sizeof(stop));
    sigemptyset(&stop.sa_mask);
    stop.sa_handler = SIG_DFL;
    sigaction(SIGTSTP, &stop, &previous);
    sigset_t one, mask;
    sigemptyset(&one);
    sigaddset(&one, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &one, &mask);
    // Stops the whole process here until SIGCONT (`fg`); in an orphaned process group the
    // kernel drops it and this returns at once.
    raise(SIGTSTP);
    pthread_sigmask(SIG_SETMASK, &mask, NULL);
    sigaction(SIGTSTP, &previous, NULL);
}

int zr_signals_take_quit(void) {
    int taken = quit_signal;
    quit_signal = 0;
    if (taken != 0) return taken;
    sigset_t pending;
    if (sigpending(&pending) != 0) return 0;
    const int quits[] = {SIGINT, SIGTERM, SIGHUP};
    for (int i = 0; i < 3; i++) {
        if (sigismember(&pending, quits[i]) == 1) {
            sigset_t one;
            sigemptyset(&one);
            sigaddset(&one, quits[i]);
            int received = 0;
            sigwait(&one, &received);
            return received;
        }
    }
    return 0;
}

void zr_signals_end_by(int signal_number) {
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    sigemptyset(&action.sa_mask);
    action.sa_handler = SIG_DFL;
    sigaction(signal_number, &action, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signal_number);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    raise(signal_number);
    _exit(128 + signal_number);
}
