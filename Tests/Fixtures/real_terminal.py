#!/usr/bin/env python3
"""Runs a command in a real xterm on a private virtual X display (Xvfb) and saves a PNG of what
xterm drew once the screen has settled: two captures in a row alike, the first at least
--settle seconds after the start. Then types q, waits for the command to end, and stops
everything it started (xterm's process group, Xvfb).

usage: real_terminal.py --out PNG [--cols 100] [--rows 30] [--term xterm-256color] [--vt340]
                        [--settle 1.5] [--timeout 20] [--keys "Next Next" --keys-out PNG]
                        -- COMMAND [ARG...]

--vt340 starts xterm as a VT340 (-ti vt340), which draws sixel pictures. --keys types xdotool key
names after the first capture, then saves --keys-out once the screen has settled again (at least
--settle seconds after the last key).

xterm gets its own TERM (-tn) and an environment without COLORTERM, TMUX and the other terminals'
markers: as a user's xterm starts a program. Fonts: DejaVu Sans Mono, WenQuanYi Micro Hei for CJK,
no border, so that the window is the text area: cell (c, r) is at (c * width / cols, r * height /
rows). Prints "ok" or what failed. Needs Xvfb, xterm, xdotool and ImageMagick's import
(scripts/install-deps). Python's standard library only.
"""
import argparse
import os
import signal
import subprocess
import sys
import time

MARKERS = ["COLORTERM", "TMUX", "TMUX_PANE", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "KITTY_WINDOW_ID",
           "VTE_VERSION", "WT_SESSION", "KONSOLE_VERSION", "ITERM_SESSION_ID", "LC_TERMINAL", "NO_COLOR",
           "GHOSTTY_RESOURCES_DIR", "WEZTERM_EXECUTABLE", "WINDOWID"]


def start_xvfb():
    read_end, write_end = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1600x1200x24", "-nolisten", "tcp", "-noreset"],
        pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    os.close(write_end)
    number = b""
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and not number.endswith(b"\n"):
        chunk = os.read(read_end, 16)
        if not chunk:
            break
        number += chunk
    os.close(read_end)
    return xvfb, ":" + number.decode().strip() if number.strip() else None


def window_of(environment, pid, deadline):
    while time.monotonic() < deadline:
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)], env=environment,
                               capture_output=True, text=True)
        windows = found.stdout.split()
        if windows:
            return windows[-1]
        time.sleep(0.2)
    return None


def capture(environment, window, path):
    return subprocess.run(["import", "-window", window, path], env=environment,
                          capture_output=True).returncode == 0


def settled_capture(environment, window, xterm, out, deadline, settle):
    """Saves the window to `out` once two captures in a row are alike, the first at least `settle`
    seconds from now; returns "ok" or what failed."""
    started = time.monotonic()
    previous = None
    scratch = out + ".capture.png"
    while True:
        if time.monotonic() > deadline:
            return "the screen did not settle"
        time.sleep(0.4)
        if xterm.poll() is not None:
            return "xterm ended before the screen settled"
        if not capture(environment, window, scratch):
            continue
        with open(scratch, "rb") as handle:
            current = handle.read()
        if current == previous and time.monotonic() - started >= settle:
            os.replace(scratch, out)
            return "ok"
        previous = current


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--cols", type=int, default=100)
    parser.add_argument("--rows", type=int, default=30)
    parser.add_argument("--term", default="xterm-256color")
    parser.add_argument("--settle", type=float, default=1.5)
    parser.add_argument("--timeout", type=float, default=20)
    parser.add_argument("--vt340", action="store_true")
    parser.add_argument("--keys", default="")
    parser.add_argument("--keys-out")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    command = options.command[1:] if options.command[:1] == ["--"] else options.command
    deadline = time.monotonic() + options.timeout

    xvfb, display = start_xvfb()
    if display is None:
        xvfb.kill()
        print("Xvfb did not start")
        return 1
    environment = {k: v for k, v in os.environ.items() if k not in MARKERS}
    environment["DISPLAY"] = display
    xterm = subprocess.Popen(
        ["xterm", "-tn", options.term, "-fa", "DejaVu Sans Mono", "-fd", "WenQuanYi Micro Hei Mono", "-fs", "11",
         "-geometry", "%dx%d+0+0" % (options.cols, options.rows), "+sb", "-b", "0", "-bw", "0",
         "-bg", "#000000", "-fg", "#dddddd", "-xrm", "XTerm*cursorBlink: false"]
        + (["-ti", "vt340"] if options.vt340 else []) + ["-e"] + command,
        env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    status = "ok"
    try:
        window = window_of(environment, xterm.pid, deadline)
        if window is None:
            status = "no xterm window"
            return 1
        status = settled_capture(environment, window, xterm, options.out, deadline, options.settle)
        subprocess.run(["xdotool", "windowfocus", "--sync", window], env=environment, capture_output=True)
        if status == "ok" and options.keys and options.keys_out:
            for key in options.keys.split():
                subprocess.run(["xdotool", "key", key], env=environment, capture_output=True)
                time.sleep(0.1)
            status = settled_capture(environment, window, xterm, options.keys_out, deadline, options.settle)
        subprocess.run(["xdotool", "key", "q"], env=environment, capture_output=True)
        try:
            xterm.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
    finally:
        if xterm.poll() is None:
            os.killpg(xterm.pid, signal.SIGKILL)
            xterm.wait()
        os.killpg(xvfb.pid, signal.SIGTERM)
        try:
            xvfb.wait(timeout=5)
        except subprocess.TimeoutExpired:
            os.killpg(xvfb.pid, signal.SIGKILL)
        print(status)
    return 0 if status == "ok" else 1


if __name__ == "__main__":
    sys.exit(main())
