#!/usr/bin/env python3
"""Writes the image fixtures of ZReaderImageDecodingTests into Tests/Fixtures/images/.

The pictures are drawn here, pixel by pixel, so every file is reproducible and its content is
known to the tests: four flat quadrants (red, green, blue, yellow) that survive lossy coding well
enough to be asserted by region. PNGs are written by this script (zlib + struct); JPEGs come from
Debian's `cjpeg` (package libjpeg-turbo-progs) and WebP from `cwebp` (package webp), which are
only needed to regenerate the fixtures, not to build or test zreader:

    apt-get install -y libjpeg-turbo-progs webp
    python3 scripts/generate-image-fixtures.py

The hostile files are made from the good ones: cut short (truncated), header sizes rewritten to
claim 60000x60000 or 16384x16384 pixels (bombs), a web page served in place of a picture.
"""

import pathlib
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests" / "Fixtures" / "images"

# The quadrants' colours, the tests' ImageFixtures.swift repeats them.
RED = (220, 40, 40)
GREEN = (40, 180, 70)
BLUE = (40, 80, 220)
YELLOW = (240, 210, 40)


def quadrant_color(x, y, width, height):
    if y < height // 2:
        return RED if x < width // 2 else GREEN
    return BLUE if x < width // 2 else YELLOW


def quadrants_rgb(width, height):
    rows = []
    for y in range(height):
        row = bytearray()
        for x in range(width):
            row += bytes(quadrant_color(x, y, width, height))
        rows.append(bytes(row))
    return rows


def write_ppm(path, width, height, rows):
    with open(path, "wb") as file:
        file.write(b"P6\n%d %d\n255\n" % (width, height))
        for row in rows:
            file.write(row)


def png_chunk(kind, payload):
    body = kind + payload
    return struct.pack(">I", len(payload)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png_bytes(width, height, rows, color_type):
    """An 8-bit PNG: colour type 2 is RGB, 6 is RGBA; rows are unfiltered."""
    header = struct.pack(">IIBBBBB", width, height, 8, color_type, 0, 0, 0)
    raw = b"".join(b"\x00" + row for row in rows)
    return (b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", header) + png_chunk(b"IDAT", zlib.compress(raw, 9))
            + png_chunk(b"IEND", b""))


def quadrants_rgba_with_alpha(width, height):
    """Quadrants with the green one half transparent and the yellow one fully transparent."""
    rows = []
    for y in range(height):
        row = bytearray()
        for x in range(width):
            color = quadrant_color(x, y, width, height)
            alpha = {GREEN: 128, YELLOW: 0}.get(color, 255)
            row += bytes(color) + bytes([alpha])
        rows.append(bytes(row))
    return rows


def run(*command):
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)


def patch_jpeg_size(data, width, height):
    """Rewrites the frame header (SOF0/SOF2) to claim another size, leaving the scan as it was."""
    index = 2
    while index + 4 <= len(data):
        if data[index] != 0xFF:
            raise ValueError("not at a marker")
        marker = data[index + 1]
        length = struct.unpack(">H", data[index + 2:index + 4])[0]
        if marker in (0xC0, 0xC2):
            patched = bytearray(data)
            patched[index + 5:index + 9] = struct.pack(">HH", height, width)
            return bytes(patched)
        index += 2 + length
    raise ValueError("no frame header")


def patch_png_size(data, width, height):
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return data[:8] + png_chunk(b"IHDR", header) + data[33:]


def patch_webp_lossless_size(data, width, height):
    """A lossless WebP's VP8L header: 14 bits width-1, 14 bits height-1, after the 0x2F signature."""
    offset = data.index(b"VP8L") + 8
    if data[offset] != 0x2F:
        raise ValueError("no VP8L signature")
    bits = struct.unpack("<I", data[offset + 1:offset + 5])[0]
    bits = (bits & ~0x0FFFFFFF) | (width - 1) | ((height - 1) << 14)
    return data[:offset + 1] + struct.pack("<I", bits) + data[offset + 5:]


# The smallest GIF89a there is: one transparent pixel.
GIF = bytes.fromhex("47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b")

HTML = b"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>404 Not Found</title></head>
<body><h1>404 Not Found</h1><p>The picture you asked for is not here.</p></body></html>
"""


def main():
    for tool in ("cjpeg", "cwebp"):
        if shutil.which(tool) is None:
            sys.exit(f"generate-image-fixtures: {tool} is missing (apt-get install -y libjpeg-turbo-progs webp)")
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        work = pathlib.Path(scratch)
        write_ppm(work / "quadrants.ppm", 256, 192, quadrants_rgb(256, 192))
        (work / "quadrants.png").write_bytes(png_bytes(256, 192, quadrants_rgb(256, 192), 2))
        write_ppm(work / "small.ppm", 16, 16, quadrants_rgb(16, 16))
        (work / "small.png").write_bytes(png_bytes(16, 16, quadrants_rgb(16, 16), 2))

        run("cjpeg", "-quality", "90", "-outfile", str(OUT / "baseline.jpg"), str(work / "quadrants.ppm"))
        run("cjpeg", "-quality", "90", "-progressive", "-outfile", str(OUT / "progressive.jpg"),
            str(work / "quadrants.ppm"))
        run("cjpeg", "-quality", "90", "-grayscale", "-outfile", str(OUT / "greyscale.jpg"),
            str(work / "quadrants.ppm"))
        run("cwebp", "-quiet", "-q", "90", str(work / "quadrants.png"), "-o", str(OUT / "lossy.webp"))
        (OUT / "alpha.png").write_bytes(png_bytes(64, 48, quadrants_rgba_with_alpha(64, 48), 6))

        baseline = (OUT / "baseline.jpg").read_bytes()
        (OUT / "truncated.jpg").write_bytes(baseline[:len(baseline) * 6 // 10])
        alpha_png = (OUT / "alpha.png").read_bytes()
        (OUT / "truncated.png").write_bytes(alpha_png[:len(alpha_png) * 6 // 10])
        lossy = (OUT / "lossy.webp").read_bytes()
        (OUT / "truncated.webp").write_bytes(lossy[:len(lossy) * 6 // 10])

        run("cjpeg", "-quality", "50", "-outfile", str(work / "small.jpg"), str(work / "small.ppm"))
        (OUT / "bomb.jpg").write_bytes(patch_jpeg_size((work / "small.jpg").read_bytes(), 60000, 60000))
        (OUT / "bomb.png").write_bytes(patch_png_size((work / "small.png").read_bytes(), 60000, 60000))
        run("cwebp", "-quiet", "-lossless", str(work / "small.png"), "-o", str(work / "small.webp"))
        (OUT / "bomb.webp").write_bytes(patch_webp_lossless_size((work / "small.webp").read_bytes(), 16384, 16384))

        (OUT / "animation.gif").write_bytes(GIF)
        (OUT / "not-an-image.html").write_bytes(HTML)
    for path in sorted(OUT.iterdir()):
        print(f"{path.relative_to(ROOT)}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
