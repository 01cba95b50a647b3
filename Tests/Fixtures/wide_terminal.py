#!/usr/bin/python3
"""Runs a command in a terminal emulated by pyte that draws East Asian Ambiguous characters
(· … — “” ① ※) one or two columns wide, as terminals can be set to; answers cursor-position
queries (ESC [ 6 n) from the emulated cursor, at once, late or never; types keys; and saves the
screen as it looks before quitting.

usage: wide_terminal.py --out FILE [--ambiguous 1|2] [--answer now|late|never]
                        [--cols 80] [--rows 24] [--start-row 12] [--wait 2] [--until TEXT]
                        [--keys "j,Enter"] [--settle 0.5] [--quit "q,q"] -- COMMAND [ARG...]

--until waits (at most --wait seconds) until the screen shows TEXT, then 0.3 s more, before typing.
A late answer is held until the keys have been typed, then sent; --settle seconds pass after.

--start-row puts the cursor on that row first, as a shell's earlier output would: the reply is
then ESC [ row ; column R, which no terminfo entry names (ESC [ 1 ; 2 R is xterm's Shift-F3).

The saved file holds the screen's rows, one a line, continuation cells left out, followed by a
line "probe-replies=N" (the cursor-position replies sent). Prints the command's exit status (or
"killed"). Needs Debian's python3-pyte (run with /usr/bin/python3).
"""
import argparse
import os
import pty
import select
import signal
import struct
import sys
import termios
import time
import fcntl
import unicodedata

import pyte
import pyte.screens

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
    parser.add_argument("--ambiguous", type=int, choices=[1, 2], default=2)
    parser.add_argument("--answer", choices=["now", "late", "never"], default="now")
    parser.add_argument("--cols", type=int, default=80)
    parser.add_argument("--rows", type=int, default=24)
    parser.add_argument("--start-row", type=int, default=12)
    parser.add_argument("--wait", type=float, default=2.0)
    parser.add_argument("--until", default="")
    parser.add_argument("--keys", default="")
    parser.add_argument("--settle", type=float, default=0.5)
    parser.add_argument("--quit", default="q,q,q")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    command = options.command[1:] if options.command[:1] == ["--"] else options.command

    narrow_width = pyte.screens.wcwidth

    def width(char):
        if options.ambiguous == 2 and unicodedata.east_asian_width(char) == "A" and narrow_width(char) == 1:
            return 2
        return narrow_width(char)

    pyte.screens.wcwidth = width

    pid, fd = pty.fork()
    if pid == 0:
        os.execvp(command[0], command)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", options.rows, options.cols, 0, 0))

    late = []
    replies = [0]

    class Terminal(pyte.Screen):
        def write_process_input(self, data):
            if options.answer == "never":
                return
            replies[0] += 1
            if options.answer == "late":
                late.append(data)
            else:
                os.write(fd, data.encode("utf-8"))

    screen = Terminal(options.cols, options.rows)
    stream = pyte.ByteStream(screen)
    stream.feed(("\x1b[%d;1H" % options.start_row).encode("ascii"))

    def pump(seconds):
        deadline = time.monotonic() + seconds
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return True
            ready, _, _ = select.select([fd], [], [], min(remaining, 0.05))
            if ready:
                try:
                    data = os.read(fd, 65536)
                except OSError:
                    return False
                if not data:
                    return False
                stream.feed(data)

    def shows(text):
        return any(text in "".join(screen.buffer[y][x].data for x in range(options.cols)) for y in range(options.rows))

    if options.until:
        deadline = time.monotonic() + options.wait
        alive = True
        while alive and time.monotonic() < deadline and not shows(options.until):
            alive = pump(0.05)
        alive = alive and pump(0.3)
    else:
        alive = pump(options.wait)
    for name in [k for k in options.keys.split(",") if k]:
        if not alive:
            break
        os.write(fd, key_bytes(name))
        alive = pump(0.4)
    for data in late:
        if alive:
            os.write(fd, data.encode("utf-8"))
    if alive:
        alive = pump(options.settle)
    rows = []
    for y in range(options.rows):
        line = screen.buffer[y]
        rows.append("".join(line[x].data for x in range(options.cols)))
    with open(options.out, "w", encoding="utf-8") as handle:
        handle.write("\n".join(rows) + "\n")
        handle.write("probe-replies=%d\n" % replies[0])
    for name in [k for k in options.quit.split(",") if k]:
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
    print(status)


if __name__ == "__main__":
    sys.exit(main())
