#!/usr/bin/env python3
"""Runs a command in a pseudo-terminal, types keys into it, and saves every byte it wrote.

usage: pty_run.py --out FILE [--cols 80] [--rows 24] [--wait 1.5] [--key-delay 0.4]
                  [--keys "j,Enter,c"] [--quit "q,q,q"] [--signal TERM] [--answer ESCAPED] -- COMMAND [ARG...]

Keys are comma-separated; Enter, Esc, Space and C-x are named, anything else is typed as is.
--answer plays a terminal that answers zreader's start-up query round: once the command has written
DA1's query (ESC [ c), the answer (Python escapes: \x1b[?2026;2$y\x1b[?62c) is sent back.
--signal ends the command with that signal (TERM, QUIT, …) after the keys, instead of the quit keys.
Prints the command's exit status (or "killed") on stdout. Python's standard library only.
"""
import argparse
import codecs
import fcntl
import os
import pty
import select
import signal
import struct
import sys
import termios
import time

NAMES = {"Enter": b"\r", "Esc": b"\x1b", "Space": b" ", "Tab": b"\t"}


def key_bytes(name):
    if name in NAMES:
        return NAMES[name]
    if len(name) == 3 and name.startswith("C-"):
        return bytes([ord(name[2].lower()) - 96])
    return name.encode("utf-8")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--cols", type=int, default=80)
    parser.add_argument("--rows", type=int, default=24)
    parser.add_argument("--wait", type=float, default=1.5)
    parser.add_argument("--key-delay", type=float, default=0.4)
    parser.add_argument("--keys", default="")
    parser.add_argument("--quit", default="q,q,q,q")
    parser.add_argument("--answer", default="")
    parser.add_argument("--signal", default="")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    command = options.command[1:] if options.command[:1] == ["--"] else options.command

    pid, fd = pty.fork()
    if pid == 0:
        os.execvp(command[0], command)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", options.rows, options.cols, 0, 0))
    output = bytearray()
    answer = codecs.decode(options.answer, "unicode_escape").encode("latin-1") if options.answer else b""
    answered = [not answer]

    def pump(seconds):
        deadline = time.monotonic() + seconds
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return True
            ready, _, _ = select.select([fd], [], [], remaining)
            if ready:
                try:
                    data = os.read(fd, 65536)
                except OSError:
                    return False
                if not data:
                    return False
                output.extend(data)
                if not answered[0] and b"\x1b[c" in output:
                    answered[0] = True
                    os.write(fd, answer)

    alive = pump(options.wait)
    for name in [k for k in options.keys.split(",") if k]:
        if not alive:
            break
        os.write(fd, key_bytes(name))
        alive = pump(options.key_delay)
    if options.signal and alive:
        os.kill(pid, getattr(signal, "SIG" + options.signal))
        pump(0.3)
    for name in [k for k in options.quit.split(",") if k and not options.signal]:
        if not alive:
            break
        try:
            os.write(fd, key_bytes(name))
        except OSError:
            break
        alive = pump(0.3)
    status = "killed"
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        finished, code = os.waitpid(pid, os.WNOHANG)
        if finished:
            status = str(os.waitstatus_to_exitcode(code))
            break
        pump(0.05)
    else:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    with open(options.out, "wb") as handle:
        handle.write(bytes(output))
    print(status)


if __name__ == "__main__":
    sys.exit(main())
