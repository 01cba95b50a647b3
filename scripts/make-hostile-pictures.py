#!/usr/bin/python3
"""Writes the hostile PNGs and WebPs zreader-bench hostile-pictures measures (the JPEGs it makes
itself): each under 2 MB, each as large in pixels as zreader's 40-megapixel cap allows.

    scripts/make-hostile-pictures.py DIR && zreader-bench hostile-pictures DIR/*

Needs Pillow (Debian: python3-pil).
"""
import os
import sys

from PIL import Image

SIDE = 6320  # 39.9 megapixels, just under the cap


def main():
    directory = sys.argv[1] if len(sys.argv) > 1 else "."
    os.makedirs(directory, exist_ok=True)
    flat = Image.new("RGB", (SIDE, SIDE), (10, 100, 200))
    flat.save(os.path.join(directory, "huge.png"), "PNG", optimize=True)
    flat.save(os.path.join(directory, "huge-lossy.webp"), "WEBP", quality=50)
    flat.save(os.path.join(directory, "huge-lossless.webp"), "WEBP", lossless=True)
    for name in sorted(os.listdir(directory)):
        print(name, os.path.getsize(os.path.join(directory, name)))


if __name__ == "__main__":
    main()
