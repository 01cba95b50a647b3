#ifndef ZREADER_CTERMINALRESCUE_H
#define ZREADER_CTERMINALRESCUE_H

// Signal handling that must live in one C object file: the state a signal handler reads (the
// saved terminal modes, the restore bytes, the quit flag) is defined once, in rescue.c. Static
// variables in a system-library header would be copied into every Swift file that calls its
// inline functions, and a handler installed from one file would set a copy no other file reads.
//
// Imported only by ZReaderCurses.

#include <stddef.h>

// The most restore bytes kept; more are cut (a terminfo entry's few sequences take ~60).
#define ZR_RESCUE_MAX_BYTES 512

// Saves the modes (termios) of the terminal on `descriptor`, before curses changes them, for
// the rescue to put back. Returns 0, or -1 when `descriptor` is not a terminal.
int zr_rescue_save_modes(int descriptor);

// Copies the bytes that give the terminal back (leave the alternate screen, show the cursor,
// mouse reporting and keypad mode off), written by the rescue before the modes are restored.
void zr_rescue_set_restore_bytes(const char *bytes, size_t length);

// Marks kitty image `low` (16…255) as held by the terminal (`live` 1) or not (0): the rescue
// deletes every image held (ESC _ G a=d,d=I,i=<id>,q=2 ESC \) before the restore bytes, so a fatal
// signal leaves none of zreader's pictures in the terminal's memory.
void zr_rescue_set_image(int low, int live);

// The top byte of this process's image ids (1…255), and whether each deletion is wrapped for
// tmux's passthrough (ESC P tmux; … ESC \ with every ESC doubled).
void zr_rescue_set_image_prefix(int msb, int wrap);

// Installs the rescue for the signals that would end zreader without a word (every one whose
// default action terminates, per signal(7): SIGQUIT, SIGABRT, SIGSEGV, SIGILL, SIGBUS, SIGFPE,
// SIGTRAP, SIGSYS, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO, SIGPWR,
// SIGSTKFLT, SIGPIPE and SIGRTMIN..SIGRTMAX; the quit signals have handlers of their own and
// SIGKILL has none) once, and arms it. Signals ignored when zreader started stay ignored.
//
// The handler is async-signal-safe: it deletes the kitty images held, writes the restore bytes, restores the saved modes, puts
// back the action the signal had before (the Swift runtime's crash report, or the default) and
// hands the signal to it, so the process ends by that signal and its exit status says so.
void zr_rescue_arm(void);

// Curses has the terminal back in the shell's state (closed, or suspended for another program):
// the handlers only hand signals on, until armed again.
void zr_rescue_disarm(void);

// Blocks SIGWINCH, SIGTSTP, SIGINT, SIGTERM and SIGHUP in the calling thread (and in the threads
// it starts later): the run loop takes them only inside its wait.
void zr_signals_block_loop(void);

// Makes SIGINT, SIGTERM and SIGHUP set the quit flag, read by zr_signals_take_quit, and SIGTSTP
// (Ctrl-Z) the stop flag, read by zr_signals_take_stop.
void zr_signals_install_quit_handlers(void);

// 1 if Ctrl-Z (SIGTSTP) arrived, consuming it, else 0; pending ones are looked for too, as for
// the quit signals.
int zr_signals_take_stop(void);

// Stops the process as Ctrl-Z would have, returning once it is continued: call it with the
// terminal handed back to the shell.
void zr_signals_stop_self(void);

// The quit signal that arrived, if any (else 0), consuming it. pselect only delivers the signals
// it unblocks when it is interrupted; when a descriptor is already ready they stay pending, so
// they are looked for there too.
int zr_signals_take_quit(void);

// Ends the process by `signal_number` with its default action, so that the parent sees how it
// ended (a shell's `$?` is 128 + the number, and a shell loop stops on Ctrl-C); call it once the
// terminal is restored. Falls back to _exit(128 + signal_number).
_Noreturn void zr_signals_end_by(int signal_number);

#endif
