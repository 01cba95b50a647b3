#!/usr/bin/env python3
"""A local stand-in for the Zhihu Daily API v4, for zreader's tests.

Serves `/api/4/<path>` from `<root>/<path>.json` (several roots, the last one given wins), logs
every API request in arrival order, and can be told to misbehave per path (errors, delays,
garbage, broken connections) through a few control endpoints. Standard library only.

The columns (栏目) are files like the rest: `sections`, `section/<id>` and
`section/<id>/before/<timestamp>` (the demo edition holds three); a page before a column's last
is `{"stories": []}`, the end of the column. `/api/7/<path>`, where the
real API still answered the columns in 2023, serves the same files and is logged as
`api/7/<path>`, so a test can fail version 4 (`{"sections": ["status:404"]}`) and see the
client ask version 7.

    fixture_server.py --port 0 --root Resources/demo --root Tests/Fixtures/api

The first line on stdout is `PORT <n>`; nothing else is printed unless something breaks.

Pictures: `/images/<name>` serves `<root>/images/<name>` (and files of any `--image-root`), with
the image's Content-Type, logged apart from the API. Every Zhihu image address in the JSON
answers (`https://pic*.zhimg.com/...`) is rewritten to this server's `/images/...`, so that an app
under test fetches its pictures from here and never from the real image host;
`--keep-image-hosts` leaves the addresses as the files have them.

Control endpoints (never logged):
    GET  /__log      JSON array of the logged API paths, e.g. ["news/latest", "news/before/20261130"]
    GET  /__headers  JSON object of the last API request's headers (names lower-cased)
    GET  /__open     {"now": n, "peak": m}: API requests being answered now, and the most at once
    GET  /__image-log, /__image-headers, /__image-open   the same for picture requests (`images/<name>`)
    POST /__reset    clear the log and all faults
    POST /__faults   {"news/latest": ["delay:3", "ok"], "news/9790601": ["status:500*"]}
                     replaces the queue of each named path; one item is used per request, an item
                     ending in `*` is sticky (used for every request until reset or replaced)

Behaviours: ok, status:N, delay:S, malformed, truncated, html, wrongtypes, huge:MB, drip, close, empty,
silent (never answers), reset (half an answer, then a TCP reset), bomb:MB (gzip of MB MiB, about a
thousandth of that on the wire), redirect (302 to the same path), redirect:other (302 to the same
path on `localhost`, another host name), redirect:port:N (302 to the same path on this host's port N),
ratelimit:S (429 with `Retry-After: S`).

With --synthetic, a day no root holds is made up (eight stories, from the first issue on; `news/latest`
is today in Beijing), and so are the pages and counts of its stories (ids 80000000 to 89999999), for
long histories such as a 30-day `zreader sync`.
"""

import argparse
import datetime
import json
import os
import re
import select
import socket
import struct
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

API_PREFIX = "/api/4/"
API7_PREFIX = "/api/7/"
JSON_TYPE = "application/json; charset=utf-8"
HTML_TYPE = "text/html; charset=utf-8"

# Zhihu Daily began on 2013-05-19: `before/D` for any D up to 20130520 is an empty day.
FIRST_EMPTY_BEFORE = "20130520"

# Made-up stories (--synthetic) have ids from here: 80000000 + (day number) * 10 + position.
SYNTHETIC_BASE = 80000000
SYNTHETIC_EPOCH = datetime.date(2000, 1, 1)
SYNTHETIC_PARAGRAPH = "<p>" + "这是一段合成的正文，长度和真实的知乎日报回答相当，用来测试离线下载。" * 8 + "</p>"

# Path segments are ids, dates and endpoint names; anything else (`..`, dots, escapes) is refused
# so a request can never reach a file outside the roots.
SEGMENT = re.compile(r"^[A-Za-z0-9_-]+$")
# A picture's name: one segment with one extension.
IMAGE_NAME = re.compile(r"^[A-Za-z0-9_-]+\.(jpg|jpeg|png|webp|gif|html)$")
IMAGE_PREFIX = "/images/"
IMAGE_TYPES = {"jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png", "webp": "image/webp",
               "gif": "image/gif", "html": HTML_TYPE}
ZHIMG = re.compile(rb"https?://pic[a-z0-9]*\.zhimg\.com/")

BEHAVIOUR = re.compile(
    r"^(ok|malformed|truncated|html|wrongtypes|drip|close|empty|silent|reset|redirect|redirect:other|redirect:port:\d+|status:\d{3}"
    r"|delay:\d+(\.\d+)?|huge:\d+(\.\d+)?|bomb:\d+|ratelimit:\d+)$"
)

ERROR_PAGE = (
    "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{code}</title></head>"
    "<body><h1>{code}</h1><p>fixture server: injected error</p></body></html>\n"
)


def canonical(path):
    """Maps the API's aliases onto the `news/...` names the files use (API reference §0)."""
    parts = path.split("/")
    if parts[0] == "stories" and len(parts) >= 2:
        return "/".join(["news"] + parts[1:])
    if parts[0] == "story" and len(parts) == 2:
        return "news/" + parts[1]
    return path


class State:
    """The request log and the fault queues, shared by all handler threads."""

    def __init__(self):
        self.lock = threading.Lock()
        self.log = []
        self.faults = {}
        self.open = 0
        self.peak = 0

    def record(self, path):
        with self.lock:
            self.log.append(path)

    def snapshot(self):
        with self.lock:
            return list(self.log)

    def count_open(self, change):
        with self.lock:
            self.open += change
            self.peak = max(self.peak, self.open)
            return {"now": self.open, "peak": self.peak}

    def reset(self):
        with self.lock:
            self.log.clear()
            self.faults.clear()
            self.peak = self.open

    def set_faults(self, faults):
        with self.lock:
            for path, queue in faults.items():
                self.faults[path] = list(queue)

    def next_behaviour(self, path, canonical_path):
        """Takes the next behaviour for a request; a fault set on `news/latest` also covers `stories/latest`."""
        with self.lock:
            for key in (path, canonical_path):
                queue = self.faults.get(key)
                if not queue:
                    continue
                head = queue[0]
                if head.endswith("*"):
                    return head[:-1]
                queue.pop(0)
                return head
            return "ok"


class Handler(BaseHTTPRequestHandler):
    # HTTP/1.0: one request per connection. With keep-alive, a client that meets `close` on a reused
    # connection silently retries (libcurl does), which would make the fault tests nondeterministic.
    protocol_version = "HTTP/1.0"
    server_version = "zreader-fixture/1"

    def log_message(self, format, *args):
        pass  # quiet: tests read the log through /__log, not stderr

    # Control endpoints.

    def do_POST(self):
        route = self.path.split("?", 1)[0]
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length > 0 else b""
        if route == "/__reset":
            self.server.state.reset()
            self.server.images.reset()
            self.send_body(200, JSON_TYPE, b'{"ok": true}')
        elif route == "/__faults":
            try:
                faults = json.loads(body.decode("utf-8") or "{}")
                problems = validate_faults(faults)
            except (ValueError, UnicodeDecodeError) as error:
                problems = ["body is not JSON: %s" % error]
            if problems:
                self.send_body(400, JSON_TYPE, json.dumps({"error": problems}).encode("utf-8"))
                return
            self.server.state.set_faults(faults)
            self.send_body(200, JSON_TYPE, b'{"ok": true}')
        else:
            self.send_body(404, JSON_TYPE, b'{"error": "no such control endpoint"}')

    def do_GET(self):
        route = self.path.split("?", 1)[0]
        if route == "/__log":
            self.send_body(200, JSON_TYPE, json.dumps(self.server.state.snapshot()).encode("utf-8"))
            return
        if route == "/__headers":
            self.send_body(200, JSON_TYPE, json.dumps(self.server.last_headers).encode("utf-8"))
            return
        if route == "/__open":
            self.send_body(200, JSON_TYPE, json.dumps(self.server.state.count_open(0)).encode("utf-8"))
            return
        if route == "/__image-log":
            self.send_body(200, JSON_TYPE, json.dumps(self.server.images.snapshot()).encode("utf-8"))
            return
        if route == "/__image-headers":
            self.send_body(200, JSON_TYPE, json.dumps(self.server.last_image_headers).encode("utf-8"))
            return
        if route == "/__image-open":
            self.send_body(200, JSON_TYPE, json.dumps(self.server.images.count_open(0)).encode("utf-8"))
            return
        if route.startswith(IMAGE_PREFIX):
            self.serve_image(route[len(IMAGE_PREFIX):])
            return
        if route.startswith(API7_PREFIX):
            path = route[len(API7_PREFIX):].strip("/")
            logged = "api/7/" + path
        elif route.startswith(API_PREFIX):
            path = route[len(API_PREFIX):].strip("/")
            logged = path
        else:
            self.send_body(404, JSON_TYPE, b'{"error": "not an API path"}')
            return
        self.server.last_headers = {name.lower(): value for name, value in self.headers.items()}
        self.server.state.record(logged)  # at arrival, before any delay, so the order is the clients'
        canonical_path = canonical(path)
        behaviour = self.server.state.next_behaviour(logged, canonical_path if logged == path else logged)
        self.server.state.count_open(1)
        try:
            self.behave(behaviour, canonical_path, path)
        finally:
            self.server.state.count_open(-1)

    # Pictures.

    def serve_image(self, name):
        """A picture from the roots' `images/` folders, logged as `images/<name>`; faults set on that
        path, else on `images/*`, apply (ok, status:N, delay:S, html, truncated, empty, close, silent)."""
        path = "images/" + name
        self.server.last_image_headers = {key.lower(): value for key, value in self.headers.items()}
        self.server.images.record(path)
        behaviour = self.server.state.next_behaviour(path, "images/*")
        self.server.images.count_open(1)
        try:
            kind, _, argument = behaviour.partition(":")
            if kind == "delay":
                time.sleep(float(argument))
                kind = "ok"
            data = self.image_file(name)
            if kind == "status" or (kind in ("ok", "truncated") and data is None):
                code = int(argument) if kind == "status" else 404
                self.send_body(code, HTML_TYPE, ERROR_PAGE.format(code=code).encode("utf-8"))
            elif kind == "ok":
                self.send_body(200, IMAGE_TYPES[name.rsplit(".", 1)[1]], data)
            elif kind == "truncated":
                self.send_head(200, IMAGE_TYPES[name.rsplit(".", 1)[1]], len(data))
                self.write(data[: len(data) // 2])
                self.close_now()
            elif kind == "html":
                self.send_body(200, HTML_TYPE, ERROR_PAGE.format(code="服务器开小差了").encode("utf-8"))
            elif kind == "empty":
                self.send_body(200, "image/jpeg", b"")
            elif kind == "silent":
                self.wait_for_hang_up()
            else:
                self.close_now()
        finally:
            self.server.images.count_open(-1)

    def image_file(self, name):
        if not IMAGE_NAME.match(name):
            return None
        folders = [os.path.join(root, "images") for root in self.server.roots] + self.server.image_roots
        for folder in reversed(folders):  # the last one given wins
            file = os.path.join(folder, name)
            if os.path.isfile(file):
                with open(file, "rb") as handle:
                    return handle.read()
        return None

    def with_local_images(self, body):
        """The answer with Zhihu's image addresses pointing here, when serving images."""
        if not self.server.serve_images:
            return body
        base = ("http://127.0.0.1:%d/images/" % self.server.server_address[1]).encode("ascii")
        return ZHIMG.sub(base, body)

    # Behaviours.

    def behave(self, behaviour, path, requested_path):
        name, _, argument = behaviour.partition(":")
        if name == "delay":
            time.sleep(float(argument))  # this thread only: the server keeps answering others
            name = "ok"
        if name == "ok":
            status, body = self.normal_answer(path)
            self.send_body(status, JSON_TYPE, self.with_local_images(body))
        elif name == "status":
            code = int(argument)
            self.send_body(code, HTML_TYPE, ERROR_PAGE.format(code=code).encode("utf-8"))
        elif name == "malformed":
            self.send_body(200, JSON_TYPE, b'{"date": "2026')
        elif name == "truncated":
            _, body = self.normal_answer(path)
            self.send_head(200, JSON_TYPE, len(body))
            self.write(body[: len(body) // 2])
            self.close_now()
        elif name == "html":
            self.send_body(200, HTML_TYPE, ERROR_PAGE.format(code="服务器开小差了").encode("utf-8"))
        elif name == "wrongtypes":
            self.send_body(200, JSON_TYPE, b'{"date": 20261130, "stories": "none"}')
        elif name == "huge":
            self.send_huge(float(argument))
        elif name == "drip":
            self.send_drip(path)
        elif name == "close":
            self.close_now()
        elif name == "empty":
            self.send_body(200, JSON_TYPE, b"")
        elif name == "silent":
            self.wait_for_hang_up()
        elif name == "reset":
            _, body = self.normal_answer(path)
            self.send_head(200, JSON_TYPE, len(body))
            self.write(body[: len(body) // 2])
            self.reset_now()
        elif name == "bomb":
            self.send_bomb(int(argument))
        elif name == "redirect" and argument.startswith("port:"):
            host = self.server.server_address[0]
            self.send_redirect("http://%s:%s%s%s" % (host, argument[len("port:"):], API_PREFIX, requested_path))
        elif name == "redirect" and argument == "other":
            port = self.server.server_address[1]
            self.send_redirect("http://localhost:%d%s%s" % (port, API_PREFIX, requested_path))
        elif name == "redirect":
            self.send_redirect(API_PREFIX + requested_path)  # relative: the client resolves it
        elif name == "ratelimit":
            self.send_response(429)
            self.send_header("Retry-After", argument)
            self.send_header("Content-Type", JSON_TYPE)
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.write(b"{}")

    def normal_answer(self, path):
        """The status and body the real API would give: the file, an empty early day, an empty page
        past a column's last, or 404."""
        parts = path.split("/")
        if len(parts) == 3 and parts[:2] == ["news", "before"] and re.fullmatch(r"\d{8}", parts[2]):
            day = parts[2]
            if day <= FIRST_EMPTY_BEFORE:
                try:
                    previous = datetime.datetime.strptime(day, "%Y%m%d").date() - datetime.timedelta(days=1)
                    answer = {"date": previous.strftime("%Y%m%d"), "stories": []}
                    return 200, json.dumps(answer).encode("utf-8")
                except ValueError:
                    pass  # not a calendar date: fall through to the files, hence 404
        if all(SEGMENT.match(part) for part in parts):
            for root in reversed(self.server.roots):  # the last root given wins
                file = os.path.join(root, *parts) + ".json"
                if os.path.isfile(file):
                    with open(file, "rb") as handle:
                        return 200, handle.read()
        if len(parts) == 4 and parts[0] == "section" and parts[2] == "before" and all(
            part.isdigit() for part in (parts[1], parts[3])
        ):
            return 200, b'{"stories": []}'
        if self.server.synthetic:
            made_up = synthetic_answer(parts)
            if made_up is not None:
                return 200, json.dumps(made_up, ensure_ascii=False).encode("utf-8")
        return 404, json.dumps({"error": "not found", "path": path}).encode("utf-8")

    def send_huge(self, megabytes):
        """About `megabytes` MB of a well-formed day, streamed so memory stays small."""
        head = b'{"date": "20261130", "stories": ['
        tail = b"]}"
        item = (
            '{"title": "超大响应 %08d", "ga_prefix": "113008", "hint": "fixture · 1 分钟阅读", '
            '"images": ["https://picx.zhimg.com/v2-00000000000000000000000000000000.jpg"], '
            '"type": 0, "id": %08d}'
        )
        size = len((item % (0, 0)).encode("utf-8"))  # every item has the same length
        count = max(1, int(megabytes * 1024 * 1024) // (size + 1))
        self.send_head(200, JSON_TYPE, len(head) + count * size + (count - 1) + len(tail))
        if not self.write(head):
            return
        chunk = []
        for index in range(count):
            chunk.append((item % (index, 90000000 + index)).encode("utf-8"))
            if len(chunk) == 512 or index == count - 1:
                data = b",".join(chunk) + (b"," if index < count - 1 else b"")
                chunk = []
                if not self.write(data):
                    return
        self.write(tail)

    def send_drip(self, path):
        """The start of the real answer, then one byte a second until the client hangs up.

        Every byte restarts an idle timeout, so only the client's total timeout or its low-speed
        limit ends this; that is what the behaviour is for.
        """
        _, body = self.normal_answer(path)
        self.send_response(200)
        self.send_header("Content-Type", JSON_TYPE)
        self.end_headers()  # no Content-Length: the body only ends when the connection does
        index = 0
        while not self.server.stopping:
            byte = body[index : index + 1] if index < len(body) else b" "
            if not self.write(byte):
                return
            index += 1
            time.sleep(1)

    def wait_for_hang_up(self):
        """Answers nothing: returns once the client closes its end (or the server stops)."""
        while not self.server.stopping:
            readable, _, _ = select.select([self.connection], [], [], 0.2)
            if readable:
                try:
                    if not self.connection.recv(4096):
                        return
                except OSError:
                    return

    def send_bomb(self, megabytes):
        """A gzip body that inflates to MB MiB of spaces, with no Content-Length, so only a limit on
        the decoded bytes ends it early.

        Sent at full speed, as an attacker would: about 1 KiB on the wire per MiB, so 1 GiB arrives
        as 1 MiB. Every MiB of spaces compresses, after a full flush, to the same bytes, so one
        segment is repeated instead of compressing a gigabyte per request.
        """
        self.send_response(200)
        self.send_header("Content-Type", JSON_TYPE)
        self.send_header("Content-Encoding", "gzip")
        self.end_headers()
        block = b" " * 1048576
        compressor = zlib.compressobj(9, zlib.DEFLATED, -15)  # raw deflate: the gzip frame is written here
        segment = compressor.compress(block) + compressor.flush(zlib.Z_FULL_FLUSH)
        if not self.write(b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff"):
            return
        checksum = 0
        for _ in range(megabytes):
            if not self.write(segment):
                return
            checksum = zlib.crc32(block, checksum)
        self.write(compressor.flush(zlib.Z_FINISH) + struct.pack("<II", checksum, (megabytes * 1048576) & 0xFFFFFFFF))

    def send_redirect(self, location):
        self.send_response(302)
        self.send_header("Location", location)
        self.send_header("Content-Type", JSON_TYPE)
        self.send_header("Content-Length", "2")
        self.end_headers()
        self.write(b"{}")

    # Plumbing.

    def send_head(self, status, content_type, length):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(length))
        self.end_headers()

    def send_body(self, status, content_type, body):
        self.send_head(status, content_type, len(body))
        self.write(body)

    def write(self, data):
        """Writes and flushes; False once the client has gone away."""
        try:
            self.wfile.write(data)
            self.wfile.flush()
            return True
        except (BrokenPipeError, ConnectionResetError, ConnectionAbortedError, OSError):
            self.close_connection = True
            return False

    def close_now(self):
        try:
            self.wfile.flush()
        except OSError:
            pass
        self.close_connection = True
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass


    def reset_now(self):
        """Closes with a TCP reset (RST) rather than an orderly FIN: SO_LINGER on, zero seconds."""
        try:
            self.wfile.flush()
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.connection.close()
        except OSError:
            pass
        self.close_connection = True


class Server(ThreadingHTTPServer):
    daemon_threads = True  # a dripping or sleeping handler must not keep the process alive
    allow_reuse_address = True
    request_queue_size = 64  # tests open a few dozen connections at once

    def __init__(self, address, roots, image_roots=(), serve_images=False, synthetic=False):
        super().__init__(address, Handler)
        self.roots = roots
        self.image_roots = list(image_roots)
        self.serve_images = serve_images
        self.synthetic = synthetic
        self.state = State()
        self.images = State()
        self.last_headers = {}
        self.last_image_headers = {}
        self.stopping = False

    def handle_error(self, request, client_address):
        # Clients hanging up mid-answer is what several behaviours are for; say nothing.
        error = sys.exc_info()[1]
        if isinstance(error, (ConnectionError, socket.timeout, OSError)):
            return
        super().handle_error(request, client_address)


def synthetic_answer(parts):
    """A made-up day (`news/latest`, `news/before/D`), page (`news/ID`) or counts (`story-extra/ID`), or None."""
    day = None
    if parts == ["news", "latest"]:
        beijing = datetime.timezone(datetime.timedelta(hours=8))
        day = datetime.datetime.now(beijing).date()
    if len(parts) == 3 and parts[:2] == ["news", "before"] and re.fullmatch(r"\d{8}", parts[2]):
        try:
            day = datetime.datetime.strptime(parts[2], "%Y%m%d").date() - datetime.timedelta(days=1)
        except ValueError:
            return None
    if day is not None:
        number = (day - SYNTHETIC_EPOCH).days
        if number < 0 or number >= 999999:
            return None
        stories = [
            {
                "title": "合成的第 %d 天第 %d 篇：为什么冬天的风更冷？" % (number, position),
                "hint": "合成作者 %d · 3 分钟阅读" % position,
                "ga_prefix": day.strftime("%m%d") + "07",
                "images": ["https://picx.zhimg.com/v2-%032d.jpg" % (number * 10 + position)],
                "type": 0,
                "id": SYNTHETIC_BASE + number * 10 + position,
            }
            for position in range(8)
        ]
        return {"date": day.strftime("%Y%m%d"), "stories": stories}
    story = None
    if len(parts) == 2 and parts[0] == "news" and parts[1].isdigit():
        story = int(parts[1])
    if len(parts) == 2 and parts[0] == "story-extra" and parts[1].isdigit():
        story = int(parts[1])
    if story is None or not SYNTHETIC_BASE <= story < SYNTHETIC_BASE + 10000000:
        return None
    if parts[0] == "story-extra":
        return {"popularity": story % 500, "long_comments": story % 7, "short_comments": story % 31,
                "comments": story % 7 + story % 31}
    return {
        "id": story,
        "title": "合成文章 %d" % story,
        "body": "<div class=\"question\"><h2 class=\"question-title\">问题 %d</h2>%s</div>" % (story, SYNTHETIC_PARAGRAPH * 5),
        "image": "https://picx.zhimg.com/v2-%032d.jpg" % story,
        "image_source": "合成图片",
        "share_url": "http://daily.zhihu.com/story/%d" % story,
        "type": 0,
        "section_name": None,
    }


def validate_faults(faults):
    if not isinstance(faults, dict):
        return ["expected an object of path: [behaviour, ...]"]
    problems = []
    for path, queue in faults.items():
        if not isinstance(queue, list) or not all(isinstance(item, str) for item in queue):
            problems.append("%s: expected a list of strings" % path)
            continue
        for item in queue:
            if not BEHAVIOUR.match(item[:-1] if item.endswith("*") else item):
                problems.append("%s: unknown behaviour %r" % (path, item))
    return problems


def watch_parent(server, parent):
    """Exits when the process that started us is gone, so a crashed test run leaves no server behind."""
    while os.getppid() == parent:
        time.sleep(0.5)
    server.stopping = True
    os._exit(0)


def main():
    parser = argparse.ArgumentParser(description="Zhihu Daily API v4 fixture server for zreader's tests.")
    parser.add_argument("--port", type=int, default=0, help="port on 127.0.0.1; 0 picks a free one")
    parser.add_argument("--root", action="append", default=[], help="folder of API files; repeatable, the last wins")
    parser.add_argument("--exit-with-parent", action="store_true", help="exit when the parent process dies")
    parser.add_argument("--image-root", action="append", default=[], help="another folder of pictures; repeatable")
    parser.add_argument("--keep-image-hosts", action="store_true", help="leave the answers' image addresses alone")
    parser.add_argument("--synthetic", action="store_true", help="make up days, pages and counts no root holds")
    options = parser.parse_args()
    roots = [os.path.abspath(root) for root in options.root]
    image_roots = [os.path.abspath(root) for root in options.image_root]
    for root in roots + image_roots:
        if not os.path.isdir(root):
            print("fixture_server: no such root folder: %s" % root, file=sys.stderr)
            return 2

    server = Server(
        ("127.0.0.1", options.port), roots, image_roots, not options.keep_image_hosts, synthetic=options.synthetic
    )
    sys.stdout.write("PORT %d\n" % server.server_address[1])
    sys.stdout.flush()
    if options.exit_with_parent:
        threading.Thread(target=watch_parent, args=(server, os.getppid()), daemon=True).start()
    try:
        server.serve_forever(poll_interval=0.2)
    except KeyboardInterrupt:
        pass
    finally:
        server.stopping = True
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
