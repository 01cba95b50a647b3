#!/usr/bin/env python3
"""Draws the demo edition's pictures into Resources/demo/images/ from the demo JSON.

Every picture is original and procedural: gradients, noise, simple shapes and silhouettes,
picked to fit its story (its title, and for a figure in a body the caption and text around it).
Each picture is graded towards its story's `image_hue`, so the hue gradient the app paints while a
picture loads looks related to it.

Deterministic: every picture is seeded by its file name, so the same JSON and the same Pillow
give byte-identical files. Made with Pillow 13.0.0 from PyPI (`pip install Pillow==13.0.0`; its
wheels bundle libjpeg-turbo and zlib, so another version may encode other bytes of the same
picture). The committed files are what the build embeds: CI never runs this script.

File names: the last path component of the image URL without its query
(`https://picx.zhimg.com/v2-abc.jpg?source=8673f162` -> `v2-abc.jpg`). A file's extension
matches its format; a URL whose picture is a PNG says `.png`.

Usage:
    scripts/generate-demo-pictures.py            write the pictures, remove stale ones
    scripts/generate-demo-pictures.py --check    fail if a committed picture differs
    scripts/generate-demo-pictures.py --sheet OUT.png [--small]
                                                 also write a contact sheet (--small: as the
                                                 terminal sees them, banners at 120x32 pixels)
"""

import argparse
import colorsys
import hashlib
import io
import json
import math
import random
import re
import sys
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageOps, ImageStat

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "Resources" / "demo"
IMAGES = DEMO / "images"

BANNER = (640, 360)
THUMB = (150, 150)
FIGURE_WIDTH = 720
# Drawn at twice the size and scaled down: smooth edges without per-shape anti-aliasing.
SUPERSAMPLE = 2


# ----------------------------------------------------------------------------------------------
# Colour helpers


def rgb(value):
    """`0x3d5a78`, `#3d5a78` or a tuple, as an (r, g, b) tuple."""
    if isinstance(value, tuple):
        return value
    value = value.lower().removeprefix("0x").removeprefix("#")
    return tuple(int(value[i : i + 2], 16) for i in (0, 2, 4))


def mix(a, b, t):
    a, b = rgb(a), rgb(b)
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


def shade(colour, value=None, saturation=None, hue_shift=0.0):
    """The colour with its HSV value or saturation set (0...1), and its hue turned (in turns)."""
    h, s, v = colorsys.rgb_to_hsv(*(c / 255 for c in rgb(colour)))
    h = (h + hue_shift) % 1.0
    s = s if saturation is None else max(0.0, min(1.0, saturation))
    v = v if value is None else max(0.0, min(1.0, value))
    return tuple(round(c * 255) for c in colorsys.hsv_to_rgb(h, s, v))


def hsv(h, s, v):
    return tuple(round(c * 255) for c in colorsys.hsv_to_rgb(h % 1.0, s, v))


def luminance(colour):
    r, g, b = rgb(colour)
    return 0.299 * r + 0.587 * g + 0.114 * b


def hue_of(colour):
    return colorsys.rgb_to_hsv(*(c / 255 for c in rgb(colour)))[0]


def with_alpha(colour, alpha):
    return (*rgb(colour), max(0, min(255, round(alpha * 255))))


# ----------------------------------------------------------------------------------------------
# The canvas a scene paints on


class Canvas:
    """An RGB picture being painted, with the story's hue and a seeded random source."""

    def __init__(self, size, hue, rng):
        self.w, self.h = size
        self.u = min(self.w, self.h)
        self.hue = rgb(hue)
        self.rng = rng
        self.img = Image.new("RGB", size, self.hue)

    # Coordinates as fractions of the width, the height, or the shorter side.
    def x(self, f):
        return f * self.w

    def y(self, f):
        return f * self.h

    def s(self, f):
        return f * self.u

    def rand(self, a=0.0, b=1.0):
        return self.rng.uniform(a, b)

    def gradient(self, stops, vertical=True, box=None):
        """Paints colour stops [(t, colour)...] over the box (the whole picture by default)."""
        box = box or (0, 0, self.w, self.h)
        x0, y0, x1, y1 = (round(v) for v in box)
        w, h = max(1, x1 - x0), max(1, y1 - y0)
        self.img.paste(gradient_image((w, h), stops, vertical), (x0, y0))

    def layer(self):
        layer = Image.new("RGBA", (self.w, self.h), (0, 0, 0, 0))
        return layer, ImageDraw.Draw(layer)

    def put(self, layer, blur=0.0, opacity=1.0):
        if blur > 0:
            layer = layer.filter(ImageFilter.GaussianBlur(blur))
        if opacity < 1.0:
            alpha = layer.getchannel("A").point(lambda a: round(a * opacity))
            layer.putalpha(alpha)
        base = self.img.convert("RGBA")
        self.img = Image.alpha_composite(base, layer).convert("RGB")

    def paint(self, colour, mask, opacity=1.0):
        """Lays a flat colour through an L mask."""
        if opacity < 1.0:
            mask = mask.point(lambda a: round(a * opacity))
        self.img = Image.composite(Image.new("RGB", self.img.size, rgb(colour)), self.img, mask)

    def glow(self, cx, cy, radius, colour, strength=1.0, squash=1.0):
        """A soft round light (additive), brightest at the centre."""
        size = (max(2, round(radius * 2)), max(2, round(radius * 2 * squash)))
        falloff = ImageOps.invert(Image.radial_gradient("L")).resize(size, Image.BILINEAR)
        falloff = falloff.point(lambda a: round(255 * (a / 255) ** 2 * strength))
        light = Image.new("RGB", self.img.size, (0, 0, 0))
        light.paste(Image.new("RGB", size, rgb(colour)), (round(cx - size[0] / 2), round(cy - size[1] / 2)), falloff)
        self.img = ImageChops.add(self.img, light)

    def noise(self, cells=8, octaves=4, persistence=0.55, stretch=(1.0, 1.0)):
        """Value noise in 0...255: random grids scaled up smoothly, finer octaves weaker."""
        result = None
        weight = 0.0
        amplitude = 1.0
        for octave in range(octaves):
            n = cells * 2**octave
            gw = max(2, round(n * stretch[0] * self.w / self.u)) + 1
            gh = max(2, round(n * stretch[1] * self.h / self.u)) + 1
            grid = Image.frombytes("L", (gw, gh), self.rng.randbytes(gw * gh))
            layer = grid.resize((self.w, self.h), Image.BICUBIC)
            if result is None:
                result = layer
            else:
                result = Image.blend(result, layer, amplitude / (weight + amplitude))
            weight += amplitude
            amplitude *= persistence
        return ImageOps.autocontrast(result)

    def texture(self, amount=0.12, cells=24, octaves=3):
        """Modulates brightness by fine noise, so flat areas read as surfaces, not fills."""
        n = self.noise(cells, octaves)
        dark = n.point(lambda v: round(max(0, 128 - v) * 2 * amount))
        light = n.point(lambda v: round(max(0, v - 128) * 2 * amount))
        self.img = Image.composite(Image.new("RGB", self.img.size, (0, 0, 0)), self.img, dark)
        self.img = Image.composite(Image.new("RGB", self.img.size, (255, 255, 255)), self.img, light)

    def vignette(self, strength=0.45):
        falloff = Image.radial_gradient("L").resize((self.w, self.h), Image.BILINEAR)
        mask = falloff.point(lambda a: round(255 * min(1.0, max(0.0, (a / 255 - 0.45) / 0.55)) ** 1.6 * strength))
        self.img = Image.composite(Image.new("RGB", self.img.size, (0, 0, 0)), self.img, mask)


def gradient_image(size, stops, vertical=True):
    w, h = size
    n = h if vertical else w
    stops = [(t, rgb(c)) for t, c in stops]
    colours = []
    for i in range(n):
        t = i / max(1, n - 1)
        for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
            if t <= t1:
                colours.append(mix(c0, c1, 0 if t1 == t0 else max(0.0, (t - t0) / (t1 - t0))))
                break
        else:
            colours.append(stops[-1][1])
    strip = Image.new("RGB", (1, n) if vertical else (n, 1))
    strip.putdata(colours)
    return strip.resize((w, h), Image.NEAREST)


def ridge(rng, width, base, amplitude, roughness=0.55, points=65):
    """A mountain or hill line by midpoint displacement: y values across the width."""
    ys = [0.0] * points
    ys[0], ys[-1] = rng.uniform(-1, 1), rng.uniform(-1, 1)
    step, scale = points - 1, 1.0
    while step > 1:
        half = step // 2
        for i in range(half, points - 1, step):
            ys[i] = (ys[i - half] + ys[i + half]) / 2 + rng.uniform(-1, 1) * scale
        step, scale = half, scale * roughness
    top = max(abs(v) for v in ys) or 1.0
    return [(width * i / (points - 1), base - amplitude * v / top) for i, v in enumerate(ys)]


def silhouette(c, line, colour, opacity=1.0, blur=0.0):
    layer, draw = c.layer()
    draw.polygon([(0, c.h), *line, (c.w, c.h)], fill=with_alpha(colour, 1.0))
    c.put(layer, blur=blur, opacity=opacity)


def stars(c, count, top=0.0, bottom=1.0, colour=(255, 255, 255), big=0.04):
    layer, draw = c.layer()
    for _ in range(count):
        x, y = c.rand(0, c.w), c.rand(c.y(top), c.y(bottom))
        r = c.s(c.rand(0.002, 0.005))
        if c.rand() < big:
            r *= 2.2
        a = c.rand(0.35, 1.0)
        draw.ellipse((x - r, y - r, x + r, y + r), fill=with_alpha(colour, a))
    c.put(layer)


def moon(c, cx, cy, r, colour=(246, 240, 214), halo=0.9, craters=True):
    c.glow(cx, cy, r * 4, mix(colour, (0, 0, 0), 0.6), strength=halo)
    layer, draw = c.layer()
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=with_alpha(colour, 1))
    if craters:
        for _ in range(5):
            a, d = c.rand(0, 2 * math.pi), c.rand(0, 0.6) * r
            cr = c.rand(0.08, 0.2) * r
            px, py = cx + math.cos(a) * d, cy + math.sin(a) * d
            draw.ellipse((px - cr, py - cr, px + cr, py + cr), fill=with_alpha(mix(colour, (120, 110, 90), 0.35), 0.6))
    c.put(layer)


def skyline(c, base, low, high, colour, lit=(255, 214, 140), lit_share=0.35, min_w=0.03, max_w=0.09):
    """Blocks of buildings standing on y=base, with some windows lit."""
    layer, draw = c.layer()
    x = -c.x(0.02)
    while x < c.w:
        bw = c.x(c.rand(min_w, max_w))
        top = base - c.y(c.rand(low, high))
        draw.rectangle((x, top, x + bw, base), fill=with_alpha(colour, 1))
        if c.rand() < 0.3:
            draw.rectangle((x + bw * 0.4, top - c.y(0.03), x + bw * 0.5, top), fill=with_alpha(colour, 1))
        win = max(2.0, c.s(0.012))
        gap = win * 1.2
        yy = top + gap
        while yy + win < base - gap:
            xx = x + gap
            while xx + win < x + bw - gap / 2:
                if c.rand() < lit_share:
                    draw.rectangle(
                        (xx, yy, xx + win, yy + win),
                        fill=with_alpha(mix(lit, (255, 255, 255), c.rand(0, 0.4)), c.rand(0.6, 1)),
                    )
                xx += win + gap
            yy += win + gap * 1.4
        x += bw + c.x(c.rand(0.0, 0.012))
    c.put(layer)


def pine(draw, x, base, height, colour, layers=4):
    width = height * 0.45
    for i in range(layers):
        t = i / layers
        top = base - height * (1 - t * 0.75)
        bottom = base - height * 0.1 * (layers - i - 1) / layers - height * 0.05
        half = width * (0.35 + 0.65 * (i + 1) / layers) / 2
        draw.polygon([(x, top), (x - half, bottom), (x + half, bottom)], fill=colour)
    draw.rectangle((x - width * 0.04, base - height * 0.08, x + width * 0.04, base), fill=colour)


def snowfall(c, count, colour=(255, 255, 255), size=(0.003, 0.008)):
    layer, draw = c.layer()
    for _ in range(count):
        x, y = c.rand(0, c.w), c.rand(0, c.h)
        r = c.s(c.rand(*size))
        draw.ellipse((x - r, y - r, x + r, y + r), fill=with_alpha(colour, c.rand(0.5, 0.95)))
    c.put(layer, blur=c.s(0.002))


def steam(c, cx, base, width, height, strands=3, opacity=0.45):
    layer, draw = c.layer()
    for i in range(strands):
        x0 = cx + (i - (strands - 1) / 2) * width / strands
        phase = c.rand(0, math.tau)
        points = []
        for k in range(24):
            t = k / 23
            points.append((x0 + math.sin(phase + t * 5) * width * 0.12, base - t * height))
        draw.line(points, fill=(255, 255, 255, 150), width=max(2, round(c.s(0.03))))
    c.put(layer, blur=c.s(0.02), opacity=opacity)


def bubble(draw, box, colour, tail_left=True, lines=3, line_colour=None, radius=None):
    x0, y0, x1, y1 = box
    h = y1 - y0
    radius = radius or h * 0.3
    draw.rounded_rectangle(box, radius=radius, fill=colour)
    tx = x0 + (x1 - x0) * (0.2 if tail_left else 0.8)
    draw.polygon(
        [(tx - h * 0.15, y1 - 2), (tx + h * 0.15, y1 - 2), (tx - h * 0.2 * (1 if tail_left else -1), y1 + h * 0.35)],
        fill=colour,
    )
    if line_colour:
        pad = h * 0.22
        lh = (h - 2 * pad) / (lines * 2 - 1)
        for i in range(lines):
            ly = y0 + pad + i * 2 * lh
            lw = (x1 - x0 - 2 * pad) * (0.6 if i == lines - 1 else 1.0)
            draw.rounded_rectangle((x0 + pad, ly, x0 + pad + lw, ly + lh), radius=lh / 2, fill=line_colour)


# ----------------------------------------------------------------------------------------------
# Scenes. Each paints a whole picture on the canvas; sizes are fractions, so one scene serves the
# 16:9 banner, the square thumbnail and a figure of any height.


def scene_antarctic(c):
    """Polar night: aurora over an ice shelf and the station's lit huts."""
    c.gradient([(0, "#050b1e"), (0.45, "#12305a"), (0.7, "#2e5a86"), (1, "#3d5a78")])
    stars(c, 220, 0, 0.6)
    for colour, y0, amp, height in [
        ((60, 255, 160), 0.36, 0.07, 0.26),
        ((120, 255, 210), 0.46, 0.04, 0.18),
        ((170, 110, 255), 0.28, 0.05, 0.12),
    ]:
        layer, draw = c.layer()
        phase, freq = c.rand(0, math.tau), c.rand(1.5, 2.6)
        step = max(1, round(c.w / 240))
        for xi in range(0, c.w, step):
            t = xi / c.w
            base = c.y(y0 + amp * math.sin(phase + t * freq * math.tau) + 0.03 * math.sin(t * 17 + phase))
            top = base - c.y(height) * (0.6 + 0.4 * math.sin(t * 9 + phase * 2) ** 2)
            for k in range(6):
                a0 = top + (base - top) * k / 6
                a1 = top + (base - top) * (k + 1) / 6
                draw.line((xi, a0, xi, a1), fill=with_alpha(colour, 0.12 + 0.13 * k), width=step)
        c.put(layer, blur=c.s(0.015))
    shelf = ridge(c.rng, c.w, c.y(0.58), c.y(0.04), 0.5)
    silhouette(c, shelf, "#b8cde0")
    c.gradient([(0, "#c6d8ea"), (1, "#6f8eaf")], box=(0, c.y(0.66), c.w, c.h))
    c.texture(0.05, 40)
    layer, draw = c.layer()
    for i, (fx, fw, fh, colour) in enumerate(
        [(0.18, 0.13, 0.09, "#c0392b"), (0.36, 0.09, 0.07, "#e67e22"), (0.5, 0.16, 0.1, "#c0392b")]
    ):
        x0, base = c.x(fx), c.y(0.68)
        draw.rectangle((x0, base - c.y(fh), x0 + c.x(fw), base), fill=rgb(colour))
        draw.rectangle((x0, base, x0 + c.x(fw), base + c.y(0.025)), fill=(40, 44, 52))
        for k in range(3):
            wx = x0 + c.x(fw) * (0.15 + 0.3 * k)
            draw.rectangle((wx, base - c.y(fh) * 0.7, wx + c.x(fw) * 0.14, base - c.y(fh) * 0.4), fill=(255, 224, 150))
    mast = c.x(0.74)
    draw.line((mast, c.y(0.68), mast, c.y(0.42)), fill=(30, 34, 44), width=max(2, round(c.s(0.008))))
    draw.line(
        (mast - c.x(0.02), c.y(0.47), mast + c.x(0.02), c.y(0.47)), fill=(30, 34, 44), width=max(2, round(c.s(0.006)))
    )
    c.put(layer)
    c.glow(c.x(0.35), c.y(0.65), c.s(0.16), (120, 90, 40), 0.6)


def scene_station_day(c):
    """The station area under a deep polar blue sky, low sun, long shadows on snow."""
    c.gradient([(0, "#0b3a7a"), (0.5, "#2c6fb8"), (0.62, "#8fbbe0"), (1, "#8fbbe0")])
    c.glow(c.x(0.82), c.y(0.56), c.s(0.25), (255, 230, 190), 0.7)
    hills = ridge(c.rng, c.w, c.y(0.6), c.y(0.06), 0.6)
    silhouette(c, hills, "#dfe9f3")
    c.gradient([(0, "#e8f0f8"), (1, "#9fb9d3")], box=(0, c.y(0.68), c.w, c.h))
    c.texture(0.05, 50)
    layer, draw = c.layer()
    for fx, fw, fh, colour in [
        (0.1, 0.2, 0.12, "#d0352a"),
        (0.36, 0.12, 0.09, "#f0a030"),
        (0.55, 0.22, 0.14, "#d0352a"),
    ]:
        x0, base = c.x(fx), c.y(0.74)
        draw.polygon(
            [
                (x0 + c.x(fw), base),
                (x0 + c.x(fw) + c.x(0.12), base + c.y(0.05)),
                (x0 + c.x(0.12), base + c.y(0.05)),
                (x0, base),
            ],
            fill=(120, 150, 190, 150),
        )
        draw.rectangle((x0, base - c.y(fh), x0 + c.x(fw), base), fill=rgb(colour))
        draw.rectangle(
            (x0, base - c.y(fh), x0 + c.x(fw), base - c.y(fh) * 0.82), fill=mix(colour, (255, 255, 255), 0.3)
        )
        for k in range(4):
            wx = x0 + c.x(fw) * (0.08 + 0.23 * k)
            draw.rectangle((wx, base - c.y(fh) * 0.62, wx + c.x(fw) * 0.12, base - c.y(fh) * 0.38), fill=(40, 60, 90))
    for fx in (0.82, 0.9):
        draw.line((c.x(fx), c.y(0.74), c.x(fx), c.y(0.42)), fill=(60, 60, 70), width=max(2, round(c.s(0.006))))
    c.put(layer)


def scene_radiator(c):
    """A warm room: a cast-iron radiator under a window with snow outside."""
    c.gradient([(0, "#8a4f45"), (0.7, "#6e3d36"), (1, "#4a2a26")])
    c.texture(0.06, 30)
    wx0, wy0, wx1, wy1 = c.x(0.22), c.y(0.08), c.x(0.78), c.y(0.5)
    c.gradient([(0, "#9fb4cc"), (1, "#dde6ef")], box=(wx0, wy0, wx1, wy1))
    layer, draw = c.layer()
    for _ in range(90):
        x, y = c.rand(wx0, wx1), c.rand(wy0, wy1)
        r = c.s(c.rand(0.003, 0.008))
        draw.ellipse((x - r, y - r, x + r, y + r), fill=(255, 255, 255, 220))
    frame = max(3, round(c.s(0.025)))
    draw.rectangle((wx0, wy0, wx1, wy1), outline=(238, 226, 210, 255), width=frame)
    draw.line(((wx0 + wx1) / 2, wy0, (wx0 + wx1) / 2, wy1), fill=(238, 226, 210, 255), width=frame)
    draw.rectangle((wx0 - c.x(0.03), wy1, wx1 + c.x(0.03), wy1 + c.y(0.04)), fill=(230, 215, 196, 255))
    rx0, ry0, rx1, ry1 = c.x(0.2), c.y(0.6), c.x(0.8), c.y(0.9)
    fins = 12
    for i in range(fins):
        fx = rx0 + (rx1 - rx0) * i / fins
        draw.rounded_rectangle(
            (fx + c.x(0.004), ry0, fx + (rx1 - rx0) / fins - c.x(0.004), ry1),
            radius=c.s(0.02),
            fill=(224, 222, 214, 255),
        )
        draw.line(
            (fx + (rx1 - rx0) / fins * 0.3, ry0 + c.y(0.03), fx + (rx1 - rx0) / fins * 0.3, ry1 - c.y(0.03)),
            fill=(255, 255, 250, 255),
            width=max(1, round(c.s(0.006))),
        )
    draw.rectangle((rx0, ry0 + c.y(0.04), rx1, ry0 + c.y(0.07)), fill=(190, 186, 178, 255))
    draw.rectangle((rx0, ry1 - c.y(0.07), rx1, ry1 - c.y(0.04)), fill=(190, 186, 178, 255))
    draw.rectangle((rx0 + c.x(0.05), ry1, rx0 + c.x(0.07), c.y(1.0)), fill=(170, 166, 158, 255))
    c.put(layer)
    steam(c, c.x(0.5), ry0, c.x(0.5), c.y(0.25), strands=5, opacity=0.35)
    c.glow(c.x(0.5), c.y(0.75), c.s(0.5), (120, 50, 20), 0.5)
    c.vignette(0.4)


def scene_old_city(c, dusk=True):
    """An old Chinese city in winter dusk: tiled roofs, a gate tower, smoke and lanterns."""
    c.gradient([(0, "#2a2540"), (0.45, "#7a5a52"), (0.75, "#d49a62"), (1, "#5c4632")])
    c.glow(c.x(0.7), c.y(0.62), c.s(0.35), (200, 120, 60), 0.6)
    far = ridge(c.rng, c.w, c.y(0.58), c.y(0.06), 0.5)
    silhouette(c, far, "#6b5448", opacity=0.8)
    layer, draw = c.layer()
    # The gate tower: a wall with a two-eaved tower on it.
    gx, gw = c.x(0.56), c.x(0.3)
    wall_top = c.y(0.62)
    draw.rectangle((0, wall_top, c.w, c.h), fill=(52, 38, 30, 255))
    draw.rectangle((gx, wall_top - c.y(0.06), gx + gw, wall_top), fill=(46, 33, 27, 255))
    for level, (width, height) in enumerate([(1.0, 0.1), (0.75, 0.08)]):
        base = wall_top - c.y(0.06) - level * c.y(0.15)
        cx = gx + gw / 2
        half = gw * width / 2
        draw.rectangle((cx - half * 0.8, base - c.y(0.09), cx + half * 0.8, base), fill=(70, 40, 32, 255))
        draw.polygon(
            [
                (cx - half * 1.15, base - c.y(0.08)),
                (cx - half * 0.7, base - c.y(0.08) - c.y(height)),
                (cx + half * 0.7, base - c.y(0.08) - c.y(height)),
                (cx + half * 1.15, base - c.y(0.08)),
                (cx + half * 1.25, base - c.y(0.1)),
            ],
            fill=(30, 22, 20, 255),
        )
        draw.polygon(
            [
                (cx - half * 1.15, base - c.y(0.08)),
                (cx - half * 1.25, base - c.y(0.1)),
                (cx - half * 1.0, base - c.y(0.085)),
            ],
            fill=(30, 22, 20, 255),
        )
        for k in range(5):
            wx = cx - half * 0.7 + k * half * 0.32
            draw.rectangle((wx, base - c.y(0.07), wx + half * 0.12, base - c.y(0.02)), fill=(255, 170, 80, 255))
    # Rows of roofs in front.
    for row, (base, colour) in enumerate([(0.8, (40, 30, 26)), (0.93, (30, 23, 20))]):
        x = -c.x(0.05)
        while x < c.w:
            rw = c.x(c.rand(0.12, 0.2))
            top = c.y(base) - c.y(c.rand(0.06, 0.1))
            draw.rectangle(
                (x + rw * 0.1, top + c.y(0.03), x + rw * 0.9, c.h), fill=(*mix(colour, (90, 60, 40), 0.3), 255)
            )
            draw.polygon(
                [
                    (x - rw * 0.05, top + c.y(0.05)),
                    (x + rw * 0.2, top),
                    (x + rw * 0.8, top),
                    (x + rw * 1.05, top + c.y(0.05)),
                ],
                fill=(*colour, 255),
            )
            if c.rand() < 0.6:
                lx = x + rw * c.rand(0.3, 0.7)
                draw.rectangle((lx, top + c.y(0.06), lx + rw * 0.12, top + c.y(0.1)), fill=(255, 180, 90, 255))
            x += rw * c.rand(0.9, 1.1)
    c.put(layer)
    for fx in (0.18, 0.42, 0.85):
        steam(c, c.x(fx), c.y(0.74), c.x(0.06), c.y(0.35), strands=1, opacity=0.3)
    layer, draw = c.layer()
    for fx in (0.08, 0.3, 0.52):
        lx, ly = c.x(fx), c.y(0.7) + c.y(c.rand(0, 0.05))
        r = c.s(0.025)
        draw.ellipse((lx - r, ly - r * 1.3, lx + r, ly + r * 1.3), fill=(220, 50, 30, 255))
    c.put(layer)
    for fx in (0.08, 0.3, 0.52):
        c.glow(c.x(fx), c.y(0.72), c.s(0.08), (180, 60, 20), 0.7)
    snowfall(c, 160, size=(0.002, 0.005))


def scene_lightspeed(c):
    """Stars stretched into streaks around a bright centre: going very fast."""
    c.gradient([(0, "#0a0f24"), (0.5, "#1b2440"), (1, "#0a0f24")])
    cx, cy = c.x(0.5), c.y(0.45)
    layer, draw = c.layer()
    for _ in range(260):
        angle = c.rand(0, math.tau)
        d0 = c.rand(0.04, 0.5) * c.w
        length = d0 * c.rand(0.15, 0.6)
        colour = rgb(c.rng.choice(["#ffffff", "#9ec8ff", "#c6b3ff", "#7fe0ff", "#ffe6b0"]))
        x0, y0 = cx + math.cos(angle) * d0, cy + math.sin(angle) * d0
        x1, y1 = cx + math.cos(angle) * (d0 + length), cy + math.sin(angle) * (d0 + length)
        draw.line(
            (x0, y0, x1, y1), fill=with_alpha(colour, c.rand(0.4, 1.0)), width=max(1, round(c.s(c.rand(0.002, 0.007))))
        )
    c.put(layer, blur=c.s(0.002))
    c.glow(cx, cy, c.s(0.35), (90, 110, 220), 0.9)
    c.glow(cx, cy, c.s(0.1), (255, 255, 255), 1.0)


def scene_post_road(c):
    """A Ming post road at sunset: a galloping rider, a post station, hills."""
    c.gradient([(0, "#3b2a2a"), (0.4, "#b4643a"), (0.62, "#f0b060"), (1, "#6a5433")])
    c.glow(c.x(0.3), c.y(0.5), c.s(0.15), (255, 220, 150), 1.0)
    silhouette(c, ridge(c.rng, c.w, c.y(0.55), c.y(0.1), 0.5), "#8a5a3c", opacity=0.8)
    silhouette(c, ridge(c.rng, c.w, c.y(0.66), c.y(0.06), 0.5), "#5a3c28")
    c.gradient([(0, "#6a4a30"), (1, "#3a2818")], box=(0, c.y(0.72), c.w, c.h))
    layer, draw = c.layer()
    draw.polygon(
        [(c.x(0.45), c.y(0.72)), (c.x(0.55), c.y(0.72)), (c.x(1.0), c.y(1.0)), (c.x(0.2), c.y(1.0))],
        fill=(150, 110, 70, 255),
    )
    # The post station.
    sx, base = c.x(0.7), c.y(0.72)
    draw.rectangle((sx, base - c.y(0.1), sx + c.x(0.2), base), fill=(40, 26, 18, 255))
    draw.polygon(
        [
            (sx - c.x(0.03), base - c.y(0.1)),
            (sx + c.x(0.03), base - c.y(0.16)),
            (sx + c.x(0.17), base - c.y(0.16)),
            (sx + c.x(0.23), base - c.y(0.1)),
        ],
        fill=(28, 18, 12, 255),
    )
    draw.line(
        (sx + c.x(0.24), base, sx + c.x(0.24), base - c.y(0.25)),
        fill=(28, 18, 12, 255),
        width=max(2, round(c.s(0.008))),
    )
    draw.polygon(
        [(sx + c.x(0.24), base - c.y(0.25)), (sx + c.x(0.29), base - c.y(0.23)), (sx + c.x(0.24), base - c.y(0.2))],
        fill=(190, 40, 30, 255),
    )
    # The rider: horse body, legs in gallop, rider with a flag.
    hx, hy, k = c.x(0.38), c.y(0.72), c.s(0.15)
    dark = (22, 14, 10, 255)
    draw.ellipse((hx - k * 0.55, hy - k * 0.55, hx + k * 0.45, hy - k * 0.15), fill=dark)
    draw.polygon(
        [
            (hx + k * 0.35, hy - k * 0.45),
            (hx + k * 0.6, hy - k * 0.8),
            (hx + k * 0.75, hy - k * 0.72),
            (hx + k * 0.45, hy - k * 0.3),
        ],
        fill=dark,
    )
    for ax, ay, bx, by in [
        (-0.4, -0.25, -0.8, 0.05),
        (-0.3, -0.25, -0.45, 0.1),
        (0.25, -0.25, 0.55, 0.0),
        (0.3, -0.25, 0.2, 0.1),
    ]:
        draw.line((hx + ax * k, hy + ay * k, hx + bx * k, hy + by * k), fill=dark, width=max(2, round(k * 0.07)))
    draw.line((hx - k * 0.5, hy - k * 0.45, hx - k * 0.85, hy - k * 0.3), fill=dark, width=max(2, round(k * 0.06)))
    draw.polygon(
        [
            (hx - k * 0.05, hy - k * 0.5),
            (hx + k * 0.1, hy - k * 0.95),
            (hx + k * 0.2, hy - k * 0.9),
            (hx + k * 0.12, hy - k * 0.5),
        ],
        fill=dark,
    )
    draw.ellipse((hx + k * 0.07, hy - k * 1.1, hx + k * 0.25, hy - k * 0.93), fill=dark)
    draw.line((hx + k * 0.05, hy - k * 0.9, hx - k * 0.15, hy - k * 1.4), fill=dark, width=max(2, round(k * 0.03)))
    draw.polygon(
        [(hx - k * 0.15, hy - k * 1.4), (hx - k * 0.45, hy - k * 1.32), (hx - k * 0.12, hy - k * 1.2)],
        fill=(200, 40, 30, 255),
    )
    c.put(layer)
    layer, draw = c.layer()
    for _ in range(25):
        dx, dy, r = c.rand(-0.9, -0.3) * k, c.rand(-0.1, 0.12) * k, c.rand(0.05, 0.15) * k
        draw.ellipse((hx + dx - r, hy + dy - r, hx + dx + r, hy + dy + r), fill=(200, 160, 110, 90))
    c.put(layer, blur=c.s(0.01))


def scene_cat(c):
    """A cat on a table edge patting a cup off it, in a warm room."""
    c.gradient([(0, "#c89a62"), (0.6, "#9a6b3f"), (1, "#7a5230")])
    c.glow(c.x(0.8), c.y(0.2), c.s(0.45), (255, 220, 160), 0.5)
    c.texture(0.05, 30)
    layer, draw = c.layer()
    table = c.y(0.7)
    draw.rectangle((0, table, c.x(0.78), table + c.y(0.06)), fill=(92, 56, 30, 255))
    draw.rectangle((0, table + c.y(0.06), c.x(0.78), table + c.y(0.09)), fill=(60, 36, 20, 255))
    draw.rectangle((c.x(0.08), table + c.y(0.09), c.x(0.12), c.h), fill=(60, 36, 20, 255))
    draw.rectangle((c.x(0.66), table + c.y(0.09), c.x(0.7), c.h), fill=(60, 36, 20, 255))
    # The cat, sitting, orange with stripes.
    k = c.s(0.36)
    cx, base = c.x(0.46), table
    orange, stripe = (232, 146, 58, 255), (176, 92, 30, 255)
    draw.ellipse((cx - k * 0.38, base - k * 0.75, cx + k * 0.38, base + k * 0.02), fill=orange)
    draw.ellipse((cx - k * 0.27, base - k * 1.15, cx + k * 0.27, base - k * 0.65), fill=orange)
    for side in (-1, 1):
        ex = cx + side * k * 0.16
        draw.polygon(
            [
                (ex - k * 0.11, base - k * 1.05),
                (ex + side * k * 0.06, base - k * 1.32),
                (ex + k * 0.11, base - k * 1.02),
            ],
            fill=orange,
        )
        draw.ellipse(
            (cx + side * k * 0.1 - k * 0.045, base - k * 0.95, cx + side * k * 0.1 + k * 0.045, base - k * 0.88),
            fill=(40, 120, 60, 255),
        )
    for i in range(3):
        sy = base - k * (0.55 - i * 0.13)
        draw.line((cx - k * 0.3, sy, cx - k * 0.12, sy + k * 0.04), fill=stripe, width=max(2, round(k * 0.04)))
    draw.line(
        [(cx - k * 0.3, base - k * 0.05), (cx - k * 0.55, base - k * 0.1), (cx - k * 0.62, base - k * 0.35)],
        fill=orange,
        width=max(3, round(k * 0.09)),
    )
    # The paw reaching towards the cup, and the cup tipping over the edge.
    draw.line(
        (cx + k * 0.25, base - k * 0.5, cx + k * 0.62, base - k * 0.28), fill=orange, width=max(3, round(k * 0.1))
    )
    cup_x, cup_y = c.x(0.8), table - k * 0.05
    draw.polygon(
        [
            (cup_x - k * 0.12, cup_y - k * 0.25),
            (cup_x + k * 0.1, cup_y - k * 0.32),
            (cup_x + k * 0.16, cup_y - k * 0.05),
            (cup_x - k * 0.04, cup_y + k * 0.02),
        ],
        fill=(90, 160, 200, 255),
    )
    draw.ellipse(
        (cup_x + k * 0.13, cup_y - k * 0.25, cup_x + k * 0.25, cup_y - k * 0.1),
        outline=(90, 160, 200, 255),
        width=max(2, round(k * 0.03)),
    )
    c.put(layer)
    c.vignette(0.35)


def scene_bubbles(c):
    """The 瞎扯 round-up: speech bubbles of many voices over the story's hue."""
    h = hue_of(c.hue)
    c.gradient([(0, shade(c.hue, value=0.55)), (1, shade(c.hue, value=0.3))])
    c.texture(0.04, 20)
    layer, draw = c.layer()
    colours = [hsv(h + d, 0.35, 0.95) for d in (0.0, 0.08, -0.08, 0.5)] + [(250, 248, 240)]
    placed = []
    for i in range(7):
        for _ in range(30):
            bw, bh = c.x(c.rand(0.22, 0.42)), c.y(c.rand(0.14, 0.22))
            x0, y0 = c.rand(c.x(0.03), c.w - bw - c.x(0.03)), c.rand(c.y(0.04), c.h - bh - c.y(0.12))
            box = (x0, y0, x0 + bw, y0 + bh)
            if all(
                box[2] < p[0] or box[0] > p[2] or box[3] + bh * 0.4 < p[1] or box[1] > p[3] + bh * 0.4 for p in placed
            ):
                placed.append(box)
                break
    layer, draw = c.layer()
    for box in placed:
        draw.rounded_rectangle(
            (box[0] + c.s(0.01), box[1] + c.s(0.015), box[2] + c.s(0.01), box[3] + c.s(0.015)),
            radius=(box[3] - box[1]) * 0.3,
            fill=(0, 0, 0, 60),
        )
    shadow = layer.filter(ImageFilter.GaussianBlur(c.s(0.01)))
    base = Image.alpha_composite(c.img.convert("RGBA"), shadow)
    c.img = base.convert("RGB")
    layer, draw = c.layer()
    for i, box in enumerate(placed):
        colour = colours[i % len(colours)]
        bubble(
            draw,
            box,
            (*colour, 255),
            tail_left=(i % 2 == 0),
            lines=2 + (i % 2),
            line_colour=(*shade(c.hue, value=0.4), 210),
        )
    c.put(layer)


SEGMENTS = {
    "0": "abcdef",
    "1": "bc",
    "2": "abged",
    "3": "abgcd",
    "4": "fgbc",
    "5": "afgcd",
    "6": "afgedc",
    "7": "abc",
    "8": "abcdefg",
    "9": "abcfgd",
    "+": "gh",
    "-": "g",
}


def digits(draw, text, x, y, height, colour):
    """Seven-segment digits (a scoreboard, a sign): no font needed, the same everywhere."""
    w, t = height * 0.5, max(2, height * 0.12)
    for ch in text:
        if ch == "%":
            r = w * 0.16
            draw.ellipse((x, y, x + 2 * r, y + 2 * r), fill=colour)
            draw.ellipse((x + w - 2 * r, y + height - 2 * r, x + w, y + height), fill=colour)
            draw.line((x + w, y, x, y + height), fill=colour, width=round(t * 0.7))
            x += w * 1.4
            continue
        segments = {
            "a": (x, y, x + w, y + t),
            "b": (x + w - t, y, x + w, y + height / 2),
            "c": (x + w - t, y + height / 2, x + w, y + height),
            "d": (x, y + height - t, x + w, y + height),
            "e": (x, y + height / 2, x + t, y + height),
            "f": (x, y, x + t, y + height / 2),
            "g": (x, y + height / 2 - t / 2, x + w, y + height / 2 + t / 2),
            "h": (x + w / 2 - t / 2, y + height * 0.25, x + w / 2 + t / 2, y + height * 0.75),
        }
        for seg in SEGMENTS.get(ch, ""):
            draw.rectangle(segments[seg], fill=colour)
        x += w * 1.4


def scene_elevator(c):
    """Brushed-steel lift doors, a seam of light between them, the button panel lit."""
    c.gradient([(0, "#8a8f96"), (0.5, "#b9bec4"), (1, "#5b5f66")], vertical=False)
    streaks = c.noise(6, 3, stretch=(0.05, 8.0))
    c.paint((230, 233, 236), streaks, opacity=0.25)
    layer, draw = c.layer()
    draw.rectangle((0, 0, c.w, c.y(0.08)), fill=(60, 62, 66, 255))
    draw.rectangle((c.x(0.1), c.y(0.08), c.x(0.12), c.h), fill=(70, 72, 76, 255))
    draw.rectangle((c.x(0.7), c.y(0.08), c.x(0.72), c.h), fill=(70, 72, 76, 255))
    draw.rectangle((c.x(0.405), c.y(0.08), c.x(0.415), c.h), fill=(40, 42, 46, 255))
    px0, py0 = c.x(0.8), c.y(0.3)
    draw.rounded_rectangle((px0, py0, px0 + c.x(0.12), py0 + c.y(0.45)), radius=c.s(0.02), fill=(45, 47, 52, 255))
    for i, lit in enumerate([True, False]):
        by = py0 + c.y(0.08 + 0.18 * i)
        r = c.s(0.045)
        cx = px0 + c.x(0.06)
        draw.ellipse((cx - r, by - r, cx + r, by + r), fill=(255, 196, 90, 255) if lit else (150, 154, 160, 255))
        arrow = (
            [(cx - r * 0.5, by), (cx + r * 0.1, by - r * 0.45), (cx + r * 0.1, by + r * 0.45)]
            if i == 0
            else [(cx + r * 0.5, by), (cx - r * 0.1, by - r * 0.45), (cx - r * 0.1, by + r * 0.45)]
        )
        draw.polygon(arrow, fill=(60, 40, 20, 255) if lit else (70, 72, 78, 255))
    digits(draw, "12", c.x(0.33), c.y(0.015), c.y(0.05), (255, 90, 60, 255))
    c.put(layer)
    c.glow(px0 + c.x(0.06), py0 + c.y(0.08), c.s(0.12), (140, 90, 20), 0.7)
    c.glow(c.x(0.41), c.y(0.55), c.s(0.2), (60, 60, 50), 0.5, squash=3)


def scene_eggs(c):
    """Braised eggs in a dark pot of soy broth, with star anise: seen from above."""
    c.gradient([(0, "#3a2414"), (1, "#2a180c")])
    cx, cy, r = c.x(0.5), c.y(0.5), c.s(0.62)
    layer, draw = c.layer()
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(40, 40, 44, 255))
    draw.ellipse((cx - r * 0.9, cy - r * 0.9, cx + r * 0.9, cy + r * 0.9), fill=(96, 52, 20, 255))
    c.put(layer)
    broth = c.noise(10, 3)
    c.paint(
        (130, 74, 30),
        broth.point(lambda v: 255 if v > 150 else 0).filter(ImageFilter.GaussianBlur(c.s(0.01))),
        opacity=0.35,
    )
    layer, draw = c.layer()
    spots = [(0, 0), (-0.45, -0.25), (0.42, -0.3), (-0.35, 0.4), (0.4, 0.38), (0.02, -0.55), (0.05, 0.6)]
    for dx, dy in spots:
        ex, ey, er = cx + dx * r, cy + dy * r, r * 0.2
        draw.ellipse((ex - er, ey - er * 0.8, ex + er, ey + er * 0.8), fill=(150, 90, 40, 255))
        draw.ellipse((ex - er * 0.6, ey - er * 0.6, ex + er * 0.1, ey - er * 0.1), fill=(196, 136, 70, 255))
        for _ in range(4):
            a = c.rand(0, math.tau)
            draw.line(
                (ex, ey, ex + math.cos(a) * er * 0.8, ey + math.sin(a) * er * 0.6),
                fill=(110, 60, 25, 200),
                width=max(1, round(er * 0.05)),
            )
    for dx, dy in [(-0.15, 0.25), (0.22, 0.05)]:
        sx, sy, sr = cx + dx * r, cy + dy * r, r * 0.1
        points = [
            (
                sx + math.cos(a * math.pi / 4) * sr * (1 if a % 2 == 0 else 0.35),
                sy + math.sin(a * math.pi / 4) * sr * (1 if a % 2 == 0 else 0.35),
            )
            for a in range(16)
        ]
        draw.polygon(points, fill=(120, 40, 20, 255))
    c.put(layer)
    c.glow(cx - r * 0.3, cy - r * 0.4, r * 0.6, (70, 40, 10), 0.6)
    c.vignette(0.4)


def scene_stadium(c):
    """A football ground at night under floodlights, the board showing the added minutes."""
    c.gradient([(0, "#0b1420"), (0.45, "#1f2c3a"), (0.5, "#2f5d3a"), (1, "#1e4a28")])
    for fx in (0.12, 0.88):
        c.glow(c.x(fx), c.y(0.12), c.s(0.35), (200, 210, 180), 0.7)
    layer, draw = c.layer()
    draw.rectangle((0, c.y(0.32), c.w, c.y(0.5)), fill=(30, 34, 44, 255))
    for _ in range(400):
        x, y = c.rand(0, c.w), c.rand(c.y(0.33), c.y(0.49))
        r = c.s(0.004)
        draw.ellipse(
            (x - r, y - r, x + r, y + r),
            fill=(*c.rng.choice([(200, 60, 60), (230, 230, 230), (60, 90, 200), (240, 200, 80)]), 180),
        )
    for fx in (0.12, 0.88):
        draw.rectangle((c.x(fx) - c.x(0.04), c.y(0.08), c.x(fx) + c.x(0.04), c.y(0.15)), fill=(250, 250, 230, 255))
        draw.line((c.x(fx), c.y(0.15), c.x(fx), c.y(0.34)), fill=(50, 54, 60, 255), width=max(2, round(c.s(0.01))))
    for i in range(8):
        y0 = c.y(0.5 + 0.0625 * i)
        if i % 2 == 0:
            draw.rectangle((0, y0, c.w, y0 + c.y(0.0625)), fill=(52, 120, 62, 255))
    line = (235, 240, 235, 220)
    draw.line((0, c.y(0.56), c.w, c.y(0.56)), fill=line, width=max(2, round(c.s(0.006))))
    draw.line((c.x(0.5), c.y(0.56), c.x(0.5), c.h), fill=line, width=max(2, round(c.s(0.006))))
    draw.ellipse(
        (c.x(0.5) - c.x(0.16), c.y(0.63), c.x(0.5) + c.x(0.16), c.y(0.97)),
        outline=line,
        width=max(2, round(c.s(0.006))),
    )
    bx, by = c.x(0.62), c.y(0.6)
    draw.rectangle(
        (bx, by, bx + c.x(0.2), by + c.y(0.2)),
        fill=(20, 20, 24, 255),
        outline=(180, 180, 180, 255),
        width=max(2, round(c.s(0.006))),
    )
    digits(draw, "+6", bx + c.x(0.035), by + c.y(0.035), c.y(0.13), (120, 255, 120, 255))
    draw.line(
        (bx + c.x(0.1), by + c.y(0.2), bx + c.x(0.1), by + c.y(0.33)),
        fill=(200, 200, 200, 255),
        width=max(2, round(c.s(0.01))),
    )
    c.put(layer)


def scene_pitch(c):
    """A pitch from above: mown stripes, white lines, two teams and the offside line."""
    c.img = Image.new("RGB", (c.w, c.h), (46, 110, 58))
    layer, draw = c.layer()
    stripes = 10
    for i in range(0, stripes, 2):
        draw.rectangle((c.x(i / stripes), 0, c.x((i + 1) / stripes), c.h), fill=(58, 130, 70, 255))
    line = (240, 245, 240, 230)
    lw = max(2, round(c.s(0.008)))
    draw.rectangle((c.x(0.04), c.y(0.06), c.x(0.96), c.y(0.94)), outline=line, width=lw)
    draw.line((c.x(0.5), c.y(0.06), c.x(0.5), c.y(0.94)), fill=line, width=lw)
    draw.ellipse(
        (c.x(0.5) - c.s(0.15), c.y(0.5) - c.s(0.15), c.x(0.5) + c.s(0.15), c.y(0.5) + c.s(0.15)), outline=line, width=lw
    )
    draw.rectangle((c.x(0.8), c.y(0.25), c.x(0.96), c.y(0.75)), outline=line, width=lw)
    draw.rectangle((c.x(0.91), c.y(0.38), c.x(0.96), c.y(0.62)), outline=line, width=lw)
    off = c.x(0.72)
    y = c.y(0.06)
    while y < c.y(0.94):
        draw.line((off, y, off, y + c.y(0.03)), fill=(255, 220, 60, 255), width=lw)
        y += c.y(0.055)
    r = c.s(0.028)
    for fx, fy in [(0.6, 0.3), (0.66, 0.55), (0.76, 0.42), (0.55, 0.72), (0.45, 0.45)]:
        draw.ellipse(
            (c.x(fx) - r, c.y(fy) - r, c.x(fx) + r, c.y(fy) + r), fill=(220, 40, 40, 255), outline=(255, 255, 255, 255)
        )
    for fx, fy in [(0.72, 0.3), (0.71, 0.65), (0.85, 0.5), (0.93, 0.5), (0.62, 0.85)]:
        draw.ellipse(
            (c.x(fx) - r, c.y(fy) - r, c.x(fx) + r, c.y(fy) + r), fill=(40, 80, 220, 255), outline=(255, 255, 255, 255)
        )
    draw.ellipse(
        (c.x(0.63) - r * 0.5, c.y(0.5) - r * 0.5, c.x(0.63) + r * 0.5, c.y(0.5) + r * 0.5), fill=(255, 255, 255, 255)
    )
    c.put(layer)
    c.texture(0.05, 40)


def sheep(draw, cx, cy, k, wool=(245, 245, 240, 255), face=(40, 36, 44, 255)):
    for dx, dy, rr in [
        (-0.3, 0, 0.28),
        (0, -0.12, 0.3),
        (0.3, 0, 0.28),
        (0, 0.12, 0.28),
        (-0.15, 0.1, 0.25),
        (0.15, 0.1, 0.25),
    ]:
        draw.ellipse((cx + (dx - rr) * k, cy + (dy - rr) * k, cx + (dx + rr) * k, cy + (dy + rr) * k), fill=wool)
    draw.ellipse((cx + 0.45 * k, cy - 0.3 * k, cx + 0.75 * k, cy + 0.02 * k), fill=face)
    for dx in (-0.3, 0.3):
        draw.line(
            (cx + dx * k, cy + 0.3 * k, cx + (dx + 0.15) * k, cy + 0.55 * k), fill=face, width=max(2, round(k * 0.08))
        )


def scene_sheep(c):
    """Counting sheep: one jumps a fence on a moonlit hill under a sleepy sky."""
    c.gradient([(0, "#0d1230"), (0.6, "#2b3350"), (1, "#3a4466")])
    stars(c, 140, 0, 0.7)
    moon(c, c.x(0.8), c.y(0.2), c.s(0.09), craters=False)
    layer, draw = c.layer()
    r = c.s(0.09)
    draw.ellipse(
        (c.x(0.8) - r * 0.55, c.y(0.2) - r * 1.05, c.x(0.8) + r * 1.35, c.y(0.2) + r * 0.85),
        fill=(*mix("#0d1230", "#2b3350", 0.3), 255),
    )
    c.put(layer)
    hill = [(c.x(t / 40), c.y(0.72) - c.y(0.12) * math.sin(math.pi * t / 40)) for t in range(41)]
    silhouette(c, hill, "#1f3a36")
    layer, draw = c.layer()
    fence = (120, 90, 60, 255)
    fx = c.x(0.45)
    for i in range(4):
        x = fx + i * c.x(0.06)
        draw.rectangle((x, c.y(0.5), x + c.x(0.012), c.y(0.66)), fill=fence)
    for fy in (0.54, 0.61):
        draw.rectangle((fx - c.x(0.01), c.y(fy), fx + c.x(0.2), c.y(fy) + c.y(0.02)), fill=fence)
    sheep(draw, c.x(0.52), c.y(0.36), c.s(0.15))
    sheep(draw, c.x(0.18), c.y(0.62), c.s(0.11))
    c.put(layer)
    layer, draw = c.layer()
    for i in range(3):
        x, y, rr = c.x(0.62 + i * 0.06), c.y(0.3 - i * 0.07), c.s(0.015 + 0.006 * i)
        draw.ellipse((x - rr, y - rr, x + rr, y + rr), outline=(220, 220, 255, 200), width=max(1, round(c.s(0.004))))
    c.put(layer)


def scene_fried_rice(c):
    """Golden egg fried rice in a black wok, grains and spring onion, seen from above."""
    c.gradient([(0, "#5a3a1a"), (1, "#3a2410")])
    cx, cy, r = c.x(0.5), c.y(0.52), c.s(0.62)
    layer, draw = c.layer()
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(30, 30, 32, 255))
    draw.rectangle((min(cx + r * 0.9, c.w - 1), cy - r * 0.08, c.w, cy + r * 0.08), fill=(70, 40, 20, 255))
    draw.ellipse((cx - r * 0.85, cy - r * 0.85, cx + r * 0.85, cy + r * 0.85), fill=(214, 160, 60, 255))
    c.put(layer)
    layer, draw = c.layer()
    for _ in range(1400):
        a, d = c.rand(0, math.tau), math.sqrt(c.rand()) * r * 0.82
        x, y = cx + math.cos(a) * d, cy + math.sin(a) * d
        gl, gw = c.s(0.018), c.s(0.008)
        colour = c.rng.choice([(250, 232, 170), (240, 200, 90), (255, 245, 210), (230, 180, 60)])
        draw.ellipse((x - gl, y - gw, x + gl, y + gw), fill=(*colour, 255))
    for _ in range(40):
        a, d = c.rand(0, math.tau), math.sqrt(c.rand()) * r * 0.75
        x, y = cx + math.cos(a) * d, cy + math.sin(a) * d
        rr = c.s(0.015)
        draw.ellipse((x - rr, y - rr, x + rr, y + rr), fill=(70, 160, 60, 255))
    for _ in range(18):
        a, d = c.rand(0, math.tau), math.sqrt(c.rand()) * r * 0.7
        x, y = cx + math.cos(a) * d, cy + math.sin(a) * d
        rr = c.s(0.04)
        draw.ellipse((x - rr, y - rr * 0.7, x + rr, y + rr * 0.7), fill=(255, 210, 60, 255))
    c.put(layer)
    steam(c, cx, cy - r * 0.2, r, r * 0.8, strands=3, opacity=0.25)
    c.glow(cx - r * 0.3, cy - r * 0.3, r * 0.5, (60, 40, 0), 0.6)


def scene_metro_map(c):
    """A metro map: coloured lines with 45-degree bends, white interchange rings."""
    c.gradient([(0, "#e9eef2"), (1, "#cdd8e0")])
    layer, draw = c.layer()
    lw = max(3, round(c.s(0.035)))
    lines = [
        ((200, 30, 40), [(0.0, 0.3), (0.35, 0.3), (0.55, 0.5), (1.0, 0.5)]),
        ((30, 110, 200), [(0.2, 0.0), (0.2, 0.45), (0.45, 0.7), (0.45, 1.0)]),
        ((40, 160, 70), [(0.0, 0.75), (0.3, 0.75), (0.5, 0.55), (0.7, 0.55), (0.85, 0.4), (0.85, 0.0)]),
        ((240, 160, 20), [(0.65, 1.0), (0.65, 0.7), (0.8, 0.55), (1.0, 0.55)]),
        ((140, 60, 160), [(0.0, 0.12), (0.6, 0.12), (0.75, 0.27), (1.0, 0.27)]),
    ]
    for colour, points in lines:
        draw.line([(c.x(px), c.y(py)) for px, py in points], fill=(*colour, 255), width=lw, joint="curve")
    r = lw * 0.8
    for px, py in [(0.2, 0.3), (0.5, 0.55), (0.2, 0.12), (0.35, 0.75), (0.85, 0.27), (0.75, 0.55), (0.55, 0.5)]:
        draw.ellipse(
            (c.x(px) - r, c.y(py) - r, c.x(px) + r, c.y(py) + r),
            fill=(255, 255, 255, 255),
            outline=(40, 40, 40, 255),
            width=max(2, round(lw * 0.25)),
        )
    c.put(layer)
    c.img = ImageChops.multiply(c.img, Image.new("RGB", c.img.size, shade(c.hue, value=0.85, saturation=0.35)))


def scene_icu(c):
    """A night shift: the dim ward corridor, a monitor's green trace in front."""
    c.gradient([(0, "#1c2228"), (0.5, "#3a444e"), (1, "#20262c")])
    layer, draw = c.layer()
    vx, vy = c.x(0.35), c.y(0.45)
    draw.polygon(
        [(0, c.h), (vx - c.x(0.06), vy + c.y(0.08)), (vx + c.x(0.06), vy + c.y(0.08)), (c.x(0.7), c.h)],
        fill=(70, 84, 92, 255),
    )
    draw.polygon(
        [(0, 0), (vx - c.x(0.06), vy - c.y(0.1)), (vx + c.x(0.06), vy - c.y(0.1)), (c.x(0.7), 0)],
        fill=(40, 48, 56, 255),
    )
    for i in range(5):
        t = 0.2 + i * 0.16
        y = vy - c.y(0.1) - (vy - c.y(0.1)) * (1 - t) ** 2
        wdt = c.x(0.06) + c.x(0.25) * (1 - t)
        draw.rectangle((vx - wdt * 0.4, y - c.y(0.01), vx + wdt * 0.4, y + c.y(0.01)), fill=(230, 240, 235, 255))
    draw.rectangle((vx - c.x(0.05), vy - c.y(0.09), vx + c.x(0.05), vy + c.y(0.07)), fill=(120, 160, 170, 255))
    mx0, my0, mx1, my1 = c.x(0.55), c.y(0.2), c.x(0.97), c.y(0.75)
    draw.rounded_rectangle(
        (mx0, my0, mx1, my1),
        radius=c.s(0.02),
        fill=(20, 22, 26, 255),
        outline=(90, 96, 104, 255),
        width=max(2, round(c.s(0.01))),
    )
    draw.rectangle((mx0 + c.x(0.02), my0 + c.y(0.04), mx1 - c.x(0.02), my1 - c.y(0.04)), fill=(6, 14, 12, 255))
    pts = []
    steps = 120
    for i in range(steps + 1):
        t = i / steps
        phase = (t * 3) % 1
        v = 0.0
        if 0.30 < phase < 0.34:
            v = (phase - 0.30) / 0.04
        elif 0.34 <= phase < 0.38:
            v = 1 - (phase - 0.34) / 0.04 * 1.6
        elif 0.38 <= phase < 0.42:
            v = -0.6 + (phase - 0.38) / 0.04 * 0.6
        elif 0.55 < phase < 0.7:
            v = 0.18 * math.sin((phase - 0.55) / 0.15 * math.pi)
        pts.append((mx0 + c.x(0.03) + (mx1 - mx0 - c.x(0.06)) * t, (my0 + my1) / 2 - v * (my1 - my0) * 0.3))
    draw.line(pts, fill=(80, 255, 140, 255), width=max(2, round(c.s(0.01))))
    digits(draw, "72", mx1 - c.x(0.12), my0 + c.y(0.06), c.y(0.08), (80, 255, 140, 255))
    c.put(layer)
    c.glow((mx0 + mx1) / 2, (my0 + my1) / 2, c.s(0.35), (10, 60, 30), 0.7)
    c.vignette(0.4)


def note(draw, x, y, k, colour):
    draw.ellipse((x - k * 0.5, y - k * 0.35, x + k * 0.5, y + k * 0.35), fill=colour)
    draw.line((x + k * 0.45, y, x + k * 0.45, y - k * 2.0), fill=colour, width=max(2, round(k * 0.15)))
    draw.polygon([(x + k * 0.45, y - k * 2.0), (x + k * 1.1, y - k * 1.5), (x + k * 0.45, y - k * 1.6)], fill=colour)


def scene_vinyl(c):
    """A record turning, and notes climbing a step higher: the last chorus goes up a key."""
    c.gradient([(0, "#3a1e38"), (1, "#6b3a5e")], vertical=False)
    cx, cy, r = c.x(0.34), c.y(0.5), c.s(0.44)
    layer, draw = c.layer()
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(18, 16, 20, 255))
    for i in range(14):
        rr = r * (0.4 + 0.58 * i / 14)
        draw.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), outline=(40, 38, 46, 255), width=max(1, round(c.s(0.003))))
    draw.ellipse((cx - r * 0.32, cy - r * 0.32, cx + r * 0.32, cy + r * 0.32), fill=(230, 120, 60, 255))
    draw.ellipse((cx - r * 0.04, cy - r * 0.04, cx + r * 0.04, cy + r * 0.04), fill=(20, 18, 22, 255))
    draw.pieslice((cx - r, cy - r, cx + r, cy + r), 200, 230, fill=(255, 255, 255, 40))
    for i, (fx, fy) in enumerate([(0.68, 0.72), (0.76, 0.62), (0.84, 0.5), (0.92, 0.32)]):
        note(draw, c.x(fx), c.y(fy), c.s(0.045), (255, 225, 240, 255) if i < 3 else (255, 200, 90, 255))
    c.put(layer)
    c.glow(c.x(0.92), c.y(0.3), c.s(0.15), (120, 80, 20), 0.8)


def scene_crow(c):
    """A crow on a branch in a green wood, a pebble in its beak over a jar of water."""
    c.gradient([(0, "#7fa060"), (0.5, "#55703c"), (1, "#2e4220")])
    layer, draw = c.layer()
    for _ in range(40):
        x, y, rr = c.rand(0, c.w), c.rand(0, c.h), c.s(c.rand(0.03, 0.12))
        draw.ellipse(
            (x - rr, y - rr, x + rr, y + rr),
            fill=(*c.rng.choice([(160, 200, 110), (90, 130, 60), (200, 220, 140)]), 80),
        )
    c.put(layer, blur=c.s(0.04))
    layer, draw = c.layer()
    dark = (20, 22, 26, 255)
    draw.line(
        [(0, c.y(0.62)), (c.x(0.4), c.y(0.6)), (c.x(0.75), c.y(0.66))],
        fill=(60, 40, 24, 255),
        width=max(3, round(c.s(0.04))),
    )
    k = c.s(0.32)
    bx, by = c.x(0.36), c.y(0.6)
    draw.ellipse((bx - k * 0.4, by - k * 0.75, bx + k * 0.3, by - k * 0.2), fill=dark)
    draw.ellipse((bx + k * 0.05, by - k * 0.98, bx + k * 0.38, by - k * 0.62), fill=dark)
    draw.polygon(
        [(bx + k * 0.35, by - k * 0.85), (bx + k * 0.62, by - k * 0.78), (bx + k * 0.35, by - k * 0.72)],
        fill=(40, 40, 44, 255),
    )
    draw.polygon(
        [
            (bx - k * 0.35, by - k * 0.45),
            (bx - k * 0.85, by - k * 0.15),
            (bx - k * 0.75, by - k * 0.05),
            (bx - k * 0.3, by - k * 0.3),
        ],
        fill=dark,
    )
    draw.ellipse((bx + k * 0.2, by - k * 0.88, bx + k * 0.27, by - k * 0.81), fill=(230, 230, 230, 255))
    draw.ellipse((bx + k * 0.56, by - k * 0.83, bx + k * 0.66, by - k * 0.73), fill=(150, 140, 130, 255))
    for dx in (-0.05, 0.1):
        draw.line((bx + dx * k, by - k * 0.25, bx + dx * k, by), fill=dark, width=max(2, round(k * 0.04)))
    jx, jy = c.x(0.75), c.y(0.7)
    draw.rounded_rectangle(
        (jx - k * 0.25, jy, jx + k * 0.25, jy + k * 0.7),
        radius=k * 0.1,
        fill=(200, 230, 240, 140),
        outline=(230, 250, 255, 220),
        width=max(2, round(k * 0.02)),
    )
    draw.rectangle((jx - k * 0.23, jy + k * 0.35, jx + k * 0.23, jy + k * 0.68), fill=(60, 130, 190, 200))
    c.put(layer)


def scene_umbrella(c):
    """A rainy night street: a figure with an umbrella under a street lamp, light in puddles."""
    c.gradient([(0, "#1e1a1a"), (0.6, "#4a3c36"), (1, "#6e5a4e")])
    skyline(c, c.y(0.6), 0.2, 0.45, (34, 28, 28), lit=(255, 200, 130), lit_share=0.25)
    c.glow(c.x(0.68), c.y(0.2), c.s(0.4), (200, 150, 80), 0.8)
    layer, draw = c.layer()
    draw.rectangle((0, c.y(0.6), c.w, c.h), fill=(50, 42, 40, 255))
    draw.line((c.x(0.68), c.y(0.2), c.x(0.68), c.y(0.85)), fill=(20, 18, 18, 255), width=max(2, round(c.s(0.012))))
    draw.rectangle((c.x(0.66), c.y(0.18), c.x(0.7), c.y(0.22)), fill=(255, 230, 170, 255))
    px, py, k = c.x(0.4), c.y(0.88), c.s(0.5)
    draw.pieslice((px - k * 0.32, py - k * 1.0, px + k * 0.32, py - k * 0.52), 180, 360, fill=(160, 40, 40, 255))
    draw.line((px, py - k * 0.78, px, py - k * 0.45), fill=(20, 18, 18, 255), width=max(2, round(k * 0.015)))
    draw.ellipse((px - k * 0.06, py - k * 0.72, px + k * 0.06, py - k * 0.6), fill=(20, 18, 18, 255))
    draw.polygon(
        [
            (px - k * 0.1, py - k * 0.6),
            (px + k * 0.1, py - k * 0.6),
            (px + k * 0.13, py - k * 0.15),
            (px - k * 0.13, py - k * 0.15),
        ],
        fill=(20, 18, 18, 255),
    )
    draw.rectangle((px - k * 0.08, py - k * 0.15, px - k * 0.03, py), fill=(20, 18, 18, 255))
    draw.rectangle((px + k * 0.03, py - k * 0.15, px + k * 0.08, py), fill=(20, 18, 18, 255))
    c.put(layer)
    c.glow(c.x(0.68), c.y(0.9), c.s(0.25), (150, 110, 60), 0.7, squash=0.3)
    c.glow(px, py + c.y(0.04), c.s(0.2), (110, 30, 30), 0.5, squash=0.25)
    layer, draw = c.layer()
    for _ in range(260):
        x, y = c.rand(0, c.w), c.rand(0, c.h)
        ln = c.y(c.rand(0.03, 0.07))
        draw.line((x, y, x - ln * 0.15, y + ln), fill=(220, 220, 230, 110), width=max(1, round(c.s(0.003))))
    c.put(layer)


def glass(draw, x, base, w, h, liquid, level, rim=(240, 240, 250, 160)):
    draw.polygon(
        [(x - w / 2, base - h), (x + w / 2, base - h), (x + w * 0.4, base), (x - w * 0.4, base)],
        fill=(255, 255, 255, 40),
        outline=rim,
    )
    top = base - h * level
    draw.polygon(
        [
            (x - w * (0.4 + 0.1 * level), top),
            (x + w * (0.4 + 0.1 * level), top),
            (x + w * 0.4, base),
            (x - w * 0.4, base),
        ],
        fill=liquid,
    )


def scene_drinks(c):
    """A bar counter in red light: a glass of beer, one of wine, a flushed warm glow."""
    c.gradient([(0, "#2a0e10"), (0.6, "#8c3b3b"), (1, "#3a1414")])
    for fx in (0.2, 0.5, 0.8):
        c.glow(c.x(fx), c.y(0.1), c.s(0.25), (200, 90, 60), 0.7)
    layer, draw = c.layer()
    draw.rectangle((0, c.y(0.75), c.w, c.h), fill=(60, 30, 20, 255))
    draw.rectangle((0, c.y(0.75), c.w, c.y(0.78)), fill=(130, 70, 40, 255))
    glass(draw, c.x(0.38), c.y(0.76), c.s(0.22), c.s(0.5), (240, 170, 40, 230), 0.8)
    draw.rectangle(
        (c.x(0.38) - c.s(0.13), c.y(0.76) - c.s(0.5), c.x(0.38) + c.s(0.13), c.y(0.76) - c.s(0.42)),
        fill=(250, 245, 230, 240),
    )
    wx, base = c.x(0.65), c.y(0.76)
    draw.chord((wx - c.s(0.12), base - c.s(0.5), wx + c.s(0.12), base - c.s(0.2)), 0, 180, fill=(150, 20, 40, 240))
    draw.arc(
        (wx - c.s(0.12), base - c.s(0.62), wx + c.s(0.12), base - c.s(0.2)),
        0,
        180,
        fill=(240, 240, 250, 160),
        width=max(1, round(c.s(0.006))),
    )
    draw.line((wx, base - c.s(0.2), wx, base), fill=(240, 240, 250, 160), width=max(1, round(c.s(0.008))))
    draw.line((wx - c.s(0.07), base, wx + c.s(0.07), base), fill=(240, 240, 250, 160), width=max(1, round(c.s(0.008))))
    c.put(layer)
    c.glow(c.x(0.38), c.y(0.55), c.s(0.15), (120, 80, 0), 0.6)


def scene_oranges(c):
    """A heap of small sugar mandarins with a few leaves, in bright orange."""
    c.gradient([(0, "#f0c080"), (1, "#c8843a")])
    layer, draw = c.layer()
    r0 = c.s(0.13)
    spots = []
    for row in range(6):
        for col in range(9):
            x = c.x((col + (row % 2) * 0.5) / 8) + c.rand(-0.3, 0.3) * r0
            y = c.y(row / 5) + c.rand(-0.3, 0.3) * r0
            spots.append((y, x))
    for y, x in sorted(spots):
        r = r0 * c.rand(0.85, 1.1)
        draw.ellipse(
            (x - r, y - r * 0.92, x + r, y + r * 0.92), fill=(*hsv(c.rand(0.065, 0.09), 0.9, c.rand(0.85, 1.0)), 255)
        )
        draw.ellipse((x - r * 0.55, y - r * 0.6, x - r * 0.05, y - r * 0.15), fill=(255, 200, 120, 140))
        draw.ellipse((x - r * 0.06, y - r * 0.9, x + r * 0.06, y - r * 0.78), fill=(90, 110, 40, 255))
        if c.rand() < 0.12:
            a = c.rand(0, math.tau)
            lx, ly = x + math.cos(a) * r, y + math.sin(a) * r
            draw.polygon([(x, y - r * 0.8), (lx + r * 0.5, ly - r * 0.4), (lx, ly)], fill=(50, 120, 50, 255))
    c.put(layer)
    c.vignette(0.3)


def scene_code(c):
    """An editor at night: rows of coloured code, a red squiggle, a TODO marker."""
    c.img = Image.new("RGB", (c.w, c.h), (30, 36, 44))
    layer, draw = c.layer()
    draw.rectangle((0, 0, c.x(0.08), c.h), fill=(24, 28, 34, 255))
    draw.rectangle((0, 0, c.w, c.y(0.07)), fill=(40, 46, 56, 255))
    for i, colour in enumerate([(255, 95, 86), (255, 189, 46), (39, 201, 63)]):
        r = c.y(0.018)
        draw.ellipse(
            (c.x(0.02) + i * r * 3, c.y(0.035) - r, c.x(0.02) + i * r * 3 + 2 * r, c.y(0.035) + r), fill=(*colour, 255)
        )
    palette = [(198, 120, 221), (97, 175, 239), (152, 195, 121), (229, 192, 123), (171, 178, 191), (224, 108, 117)]
    lh = c.y(0.055)
    y = c.y(0.1)
    indent = 0
    row = 0
    while y < c.h - lh:
        draw.rectangle((c.x(0.025), y + lh * 0.25, c.x(0.05), y + lh * 0.55), fill=(80, 86, 96, 255))
        x = c.x(0.1) + indent * c.x(0.04)
        for _ in range(c.rng.randint(1, 5)):
            ww = c.x(c.rand(0.04, 0.16))
            if x + ww > c.w * 0.95:
                break
            draw.rounded_rectangle(
                (x, y + lh * 0.22, x + ww, y + lh * 0.62), radius=lh * 0.15, fill=(*c.rng.choice(palette), 255)
            )
            x += ww + c.x(0.015)
        if row == 5:
            sx = c.x(0.1) + indent * c.x(0.04)
            pts = [(sx + k * c.x(0.012), y + lh * (0.8 if k % 2 else 0.95)) for k in range(int((x - sx) / c.x(0.012)))]
            if len(pts) > 1:
                draw.line(pts, fill=(255, 70, 70, 255), width=max(1, round(c.s(0.005))))
        indent = max(0, min(4, indent + c.rng.choice([-1, 0, 0, 1])))
        y += lh
        row += 1
    c.put(layer)
    c.glow(c.x(0.5), c.y(0.5), c.s(0.6), (20, 30, 50), 0.5)


def scene_marathon(c):
    """A city marathon: the road running away, runners, and the 30 km board."""
    c.gradient([(0, "#a8d0d4"), (0.5, "#6aa2a6"), (1, "#3c6e71")])
    skyline(c, c.y(0.5), 0.1, 0.3, (90, 130, 136), lit=(200, 230, 230), lit_share=0.1)
    layer, draw = c.layer()
    draw.rectangle((0, c.y(0.5), c.w, c.h), fill=(70, 110, 90, 255))
    draw.polygon(
        [(c.x(0.45), c.y(0.5)), (c.x(0.55), c.y(0.5)), (c.x(1.0), c.h), (c.x(0.0), c.h)], fill=(80, 84, 90, 255)
    )
    for i in range(6):
        t0, t1 = i / 6, i / 6 + 0.06
        y0, y1 = c.y(0.5 + 0.5 * t0**1.6), c.y(0.5 + 0.5 * t1**1.6)
        draw.polygon(
            [
                (c.x(0.5) - c.x(0.004 + 0.01 * t0), y0),
                (c.x(0.5) + c.x(0.004 + 0.01 * t0), y0),
                (c.x(0.5) + c.x(0.004 + 0.01 * t1), y1),
                (c.x(0.5) - c.x(0.004 + 0.01 * t1), y1),
            ],
            fill=(240, 240, 230, 255),
        )
    for fx, fy, k, colour in [
        (0.3, 0.92, 0.28, (230, 80, 60)),
        (0.62, 0.8, 0.2, (60, 120, 220)),
        (0.45, 0.7, 0.14, (240, 200, 60)),
        (0.56, 0.62, 0.09, (230, 230, 230)),
    ]:
        x, y, kk = c.x(fx), c.y(fy), c.s(k)
        dark = (30, 30, 36, 255)
        draw.ellipse((x - kk * 0.08, y - kk * 1.0, x + kk * 0.08, y - kk * 0.84), fill=dark)
        draw.polygon(
            [
                (x - kk * 0.1, y - kk * 0.82),
                (x + kk * 0.12, y - kk * 0.82),
                (x + kk * 0.08, y - kk * 0.45),
                (x - kk * 0.08, y - kk * 0.45),
            ],
            fill=(*colour, 255),
        )
        draw.line((x, y - kk * 0.45, x - kk * 0.25, y - kk * 0.05), fill=dark, width=max(2, round(kk * 0.07)))
        draw.line(
            (x, y - kk * 0.45, x + kk * 0.2, y - kk * 0.2, x + kk * 0.1, y), fill=dark, width=max(2, round(kk * 0.07))
        )
        draw.line(
            (x - kk * 0.05, y - kk * 0.75, x - kk * 0.25, y - kk * 0.55), fill=dark, width=max(2, round(kk * 0.05))
        )
        draw.line(
            (x + kk * 0.05, y - kk * 0.75, x + kk * 0.22, y - kk * 0.6), fill=dark, width=max(2, round(kk * 0.05))
        )
    bx, by = c.x(0.8), c.y(0.3)
    draw.line((bx + c.x(0.05), by, bx + c.x(0.05), c.y(0.68)), fill=(60, 60, 60, 255), width=max(2, round(c.s(0.01))))
    draw.rectangle((bx - c.x(0.02), by - c.y(0.13), bx + c.x(0.12), by + c.y(0.02)), fill=(200, 40, 40, 255))
    digits(draw, "30", bx + c.x(0.005), by - c.y(0.11), c.y(0.11), (255, 255, 255, 255))
    c.put(layer)


def plate(draw, cx, cy, r, rim=(236, 232, 224, 255), inside=(250, 248, 242, 255)):
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=rim)
    draw.ellipse((cx - r * 0.8, cy - r * 0.8, cx + r * 0.8, cy + r * 0.8), fill=inside)


def blobs(c, draw, cx, cy, r, colours, count, size):
    for _ in range(count):
        a, d = c.rand(0, math.tau), math.sqrt(c.rand()) * r
        x, y = cx + math.cos(a) * d, cy + math.sin(a) * d
        rr = c.s(size) * c.rand(0.6, 1.3)
        draw.ellipse(
            (x - rr, y - rr * c.rand(0.6, 1.0), x + rr, y + rr * c.rand(0.6, 1.0)), fill=(*c.rng.choice(colours), 255)
        )


def scene_dishes(c):
    """Home cooking on a table from above: a red braise, greens, rice and chopsticks."""
    c.gradient([(0, "#8a4a2a"), (1, "#6a3418")])
    c.texture(0.08, 12, 2)
    layer, draw = c.layer()
    for cx, cy, r, kind in [
        (0.3, 0.38, 0.3, "red"),
        (0.72, 0.35, 0.24, "green"),
        (0.55, 0.78, 0.18, "rice"),
        (0.16, 0.85, 0.14, "soup"),
    ]:
        x, y, rr = c.x(cx), c.y(cy), c.s(r)
        plate(draw, x, y, rr)
        if kind == "red":
            blobs(c, draw, x, y, rr * 0.6, [(180, 40, 20), (210, 70, 30), (150, 30, 20)], 90, 0.04)
            blobs(c, draw, x, y, rr * 0.6, [(250, 235, 210)], 18, 0.03)
            blobs(c, draw, x, y, rr * 0.6, [(60, 140, 50)], 12, 0.012)
        elif kind == "green":
            blobs(c, draw, x, y, rr * 0.6, [(50, 130, 40), (80, 160, 60), (30, 100, 30)], 70, 0.035)
            blobs(c, draw, x, y, rr * 0.55, [(240, 230, 200)], 10, 0.012)
        elif kind == "rice":
            draw.ellipse((x - rr * 0.78, y - rr * 0.78, x + rr * 0.78, y + rr * 0.78), fill=(252, 252, 248, 255))
            blobs(c, draw, x, y, rr * 0.6, [(255, 255, 255), (236, 236, 230)], 60, 0.012)
        else:
            draw.ellipse((x - rr * 0.75, y - rr * 0.75, x + rr * 0.75, y + rr * 0.75), fill=(210, 150, 70, 255))
            blobs(c, draw, x, y, rr * 0.5, [(250, 220, 120), (90, 150, 60)], 15, 0.015)
    for k in range(2):
        x0 = c.x(0.82 + k * 0.04)
        draw.line(
            (x0, c.y(0.62), x0 + c.x(0.06), c.y(0.98)), fill=(200, 160, 100, 255), width=max(2, round(c.s(0.016)))
        )
    c.put(layer)
    steam(c, c.x(0.3), c.y(0.3), c.x(0.2), c.y(0.3), strands=2, opacity=0.3)
    c.vignette(0.3)


def blue_white_plate(draw, cx, cy, r, c, blue=(40, 70, 150, 255), white=(240, 242, 246, 255)):
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=white)
    draw.ellipse(
        (cx - r * 0.95, cy - r * 0.95, cx + r * 0.95, cy + r * 0.95), outline=blue, width=max(2, round(r * 0.04))
    )
    draw.ellipse(
        (cx - r * 0.75, cy - r * 0.75, cx + r * 0.75, cy + r * 0.75), outline=blue, width=max(2, round(r * 0.02))
    )
    for i in range(12):
        a = i / 12 * math.tau
        px, py = cx + math.cos(a) * r * 0.85, cy + math.sin(a) * r * 0.85
        draw.ellipse((px - r * 0.06, py - r * 0.06, px + r * 0.06, py + r * 0.06), fill=blue)
    for i in range(5):
        a = i / 5 * math.tau + 0.3
        px, py = cx + math.cos(a) * r * 0.35, cy + math.sin(a) * r * 0.35
        draw.ellipse((px - r * 0.17, py - r * 0.1, px + r * 0.17, py + r * 0.1), fill=blue)
    draw.ellipse((cx - r * 0.15, cy - r * 0.15, cx + r * 0.15, cy + r * 0.15), fill=blue)


def scene_porcelain(c):
    """A restorer's bench: a blue-and-white plate under the lamp, brushes and a scalpel."""
    c.gradient([(0, "#a8957c"), (1, "#6d5c48")])
    c.texture(0.06, 30)
    c.glow(c.x(0.45), c.y(0.45), c.s(0.6), (90, 80, 50), 0.7)
    layer, draw = c.layer()
    cx, cy, r = c.x(0.42), c.y(0.5), c.s(0.36)
    draw.ellipse(
        (cx - r + c.s(0.02), cy - r + c.s(0.03), cx + r + c.s(0.02), cy + r + c.s(0.03)), fill=(40, 30, 20, 90)
    )
    c.put(layer, blur=c.s(0.02))
    layer, draw = c.layer()
    blue_white_plate(draw, cx, cy, r, c)
    for k, colour in enumerate([(180, 120, 60), (60, 60, 60)]):
        bx = c.x(0.8 + k * 0.08)
        draw.line((bx, c.y(0.15), bx + c.x(0.03), c.y(0.8)), fill=(*colour, 255), width=max(2, round(c.s(0.018))))
        draw.polygon(
            [(bx - c.s(0.012), c.y(0.15)), (bx + c.s(0.012), c.y(0.15)), (bx, c.y(0.06))],
            fill=(40, 30, 20, 255) if k == 0 else (200, 200, 210, 255),
        )
    c.put(layer)


def scene_earth(c):
    """The Earth from space, half in night, with oceans, land and cloud."""
    c.img = Image.new("RGB", (c.w, c.h), (6, 8, 18))
    stars(c, 180)
    cx, cy, r = c.x(0.5), c.y(0.55), c.s(0.42)
    land = c.noise(5, 4)
    clouds = c.noise(9, 3)
    disc = Image.new("L", (c.w, c.h), 0)
    ImageDraw.Draw(disc).ellipse((cx - r, cy - r, cx + r, cy + r), fill=255)
    sphere = Image.new("RGB", (c.w, c.h), (20, 60, 140))
    sphere = Image.composite(
        Image.new("RGB", (c.w, c.h), (60, 120, 60)),
        sphere,
        land.point(lambda v: 255 if v > 150 else 0).filter(ImageFilter.GaussianBlur(c.s(0.004))),
    )
    sphere = Image.composite(
        Image.new("RGB", (c.w, c.h), (160, 130, 80)),
        sphere,
        land.point(lambda v: 255 if v > 200 else 0).filter(ImageFilter.GaussianBlur(c.s(0.004))),
    )
    sphere = Image.composite(
        Image.new("RGB", (c.w, c.h), (240, 244, 250)), sphere, clouds.point(lambda v: max(0, v - 150) * 2)
    )
    shadow = gradient_image(
        (c.w, c.h), [(0, (0, 0, 0)), (0.45, (0, 0, 0)), (0.62, (255, 255, 255)), (1, (255, 255, 255))], vertical=False
    ).convert("L")
    lit = Image.composite(sphere, Image.new("RGB", (c.w, c.h), (4, 6, 14)), shadow)
    c.glow(cx, cy, r * 1.15, (40, 90, 200), 0.6)
    c.img = Image.composite(lit, c.img, disc)
    layer, draw = c.layer()
    for _ in range(40):
        a, d = c.rand(math.pi * 0.6, math.pi * 1.4), c.rand(0.2, 0.9) * r
        x, y = cx + math.cos(a) * d, cy + math.sin(a) * d
        rr = c.s(0.004)
        draw.ellipse((x - rr, y - rr, x + rr, y + rr), fill=(255, 200, 100, 200))
    c.put(layer)
    ring = Image.new("L", (c.w, c.h), 0)
    ImageDraw.Draw(ring).ellipse((cx - r, cy - r, cx + r, cy + r), outline=255, width=max(2, round(c.s(0.012))))
    ring = ImageChops.multiply(ring, shadow).filter(ImageFilter.GaussianBlur(c.s(0.006)))
    c.paint((120, 180, 255), ring, opacity=0.8)


def scene_offices(c):
    """Looking up between glass towers: a grid of windows reflecting a pale sky."""
    c.gradient([(0, "#c8d6e0"), (1, "#8ea4b4")])
    layer, draw = c.layer()
    towers = [((0, 0), (0.32, 0), (0.42, 1), (0, 1)), ((0.62, 0), (1, 0), (1, 1), (0.55, 1))]
    for k, quad in enumerate(towers):
        pts = [(c.x(a), c.y(b)) for a, b in quad]
        draw.polygon(pts, fill=(54, 70, 86, 255) if k == 0 else (70, 88, 104, 255))
        rows, cols = 14, 6
        for i in range(rows):
            for j in range(cols):
                t0, t1 = i / rows, (i + 0.8) / rows
                if k == 0:
                    xa0, xa1 = 0.32 * j / cols, 0.32 * (j + 0.8) / cols
                    shift0, shift1 = 0.1 * t0, 0.1 * t1
                    p = [
                        (c.x(xa0 + shift0 * xa0 / 0.32), c.y(t0)),
                        (c.x(xa1 + shift0 * xa1 / 0.32), c.y(t0)),
                        (c.x(xa1 + shift1 * xa1 / 0.32), c.y(t1)),
                        (c.x(xa0 + shift1 * xa0 / 0.32), c.y(t1)),
                    ]
                else:
                    xa0, xa1 = 0.62 + 0.38 * j / cols, 0.62 + 0.38 * (j + 0.8) / cols
                    p = [
                        (c.x(xa0 - 0.07 * t0 * (1 - (xa0 - 0.62) / 0.38)), c.y(t0)),
                        (c.x(xa1 - 0.07 * t0 * (1 - (xa1 - 0.62) / 0.38)), c.y(t0)),
                        (c.x(xa1 - 0.07 * t1 * (1 - (xa1 - 0.62) / 0.38)), c.y(t1)),
                        (c.x(xa0 - 0.07 * t1 * (1 - (xa0 - 0.62) / 0.38)), c.y(t1)),
                    ]
                tone = mix((150, 180, 200), (220, 235, 245), c.rand(0, 1))
                if c.rand() < 0.08:
                    tone = (255, 220, 150)
                draw.polygon(p, fill=(*tone, 255))
    draw.polygon(
        [(c.x(0.42), c.y(1)), (c.x(0.44), c.y(0.55)), (c.x(0.53), c.y(0.55)), (c.x(0.55), c.y(1))],
        fill=(120, 90, 70, 255),
    )
    for i in range(4):
        y = c.y(0.6 + i * 0.1)
        draw.rectangle((c.x(0.455), y, c.x(0.475), y + c.y(0.05)), fill=(255, 220, 150, 255))
        draw.rectangle((c.x(0.5), y, c.x(0.52), y + c.y(0.05)), fill=(255, 220, 150, 255))
    c.put(layer)
    c.glow(c.x(0.48), c.y(0.0), c.s(0.4), (120, 120, 110), 0.7)


def scene_plane_window(c):
    """Through a cabin window: clouds below, the wing, a bright sky."""
    c.gradient([(0, "#1e5fa8"), (0.55, "#6aa8e0"), (0.6, "#f2f6fa"), (1, "#c8d8e8")])
    clouds = c.noise(6, 4)
    cloud_mask = clouds.point(lambda v: 255 if v > 110 else int(v * 2))
    lower = Image.new("L", (c.w, c.h), 0)
    lower.paste(255, (0, round(c.y(0.58)), c.w, c.h))
    c.paint(
        (250, 252, 255), ImageChops.multiply(cloud_mask, lower.filter(ImageFilter.GaussianBlur(c.s(0.03)))), opacity=0.9
    )
    c.glow(c.x(0.2), c.y(0.15), c.s(0.3), (255, 250, 220), 0.9)
    layer, draw = c.layer()
    draw.polygon(
        [(c.x(0.35), c.y(0.66)), (c.x(1.05), c.y(0.48)), (c.x(1.05), c.y(0.56)), (c.x(0.4), c.y(0.7))],
        fill=(200, 206, 214, 255),
    )
    draw.polygon([(c.x(0.35), c.y(0.66)), (c.x(0.4), c.y(0.7)), (c.x(0.37), c.y(0.72))], fill=(150, 156, 166, 255))
    c.put(layer)
    frame = Image.new("L", (c.w, c.h), 255)
    ImageDraw.Draw(frame).rounded_rectangle((c.x(0.18), c.y(0.08), c.x(0.82), c.y(0.92)), radius=c.s(0.3), fill=0)
    c.paint((226, 222, 214), frame)
    edge = Image.new("L", (c.w, c.h), 0)
    ImageDraw.Draw(edge).rounded_rectangle(
        (c.x(0.18), c.y(0.08), c.x(0.82), c.y(0.92)), radius=c.s(0.3), outline=255, width=max(3, round(c.s(0.04)))
    )
    c.paint((170, 166, 160), edge.filter(ImageFilter.GaussianBlur(c.s(0.01))), opacity=0.8)
    layer, draw = c.layer()
    draw.rounded_rectangle((c.x(0.2), c.y(0.08), c.x(0.8), c.y(0.22)), radius=c.s(0.1), fill=(236, 232, 226, 255))
    c.put(layer)


def scene_valleys(c):
    """Ranges behind ranges, a village in each valley: places that hear each other not at all."""
    c.gradient([(0, "#e6d2b4"), (0.5, "#c0a080"), (1, "#8a6a4e")])
    c.glow(c.x(0.7), c.y(0.2), c.s(0.2), (255, 240, 200), 0.8)
    tones = ["#b09a88", "#93775f", "#775a44", "#5c4230", "#42301f"]
    for i, tone in enumerate(tones):
        base = 0.3 + i * 0.14
        line = ridge(c.rng, c.w, c.y(base), c.y(0.1), 0.5)
        silhouette(c, line, tone)
        layer, draw = c.layer()
        for _ in range(c.rng.randint(2, 4)):
            k = c.rng.randrange(8, len(line) - 8)
            vx, vy = line[k][0], line[k][1] + c.y(0.05)
            for n in range(c.rng.randint(3, 6)):
                hx = vx + c.x(c.rand(-0.04, 0.04))
                hy = vy + c.y(c.rand(-0.01, 0.03))
                hw, hh = c.s(0.025 - i * 0.002), c.s(0.02 - i * 0.001)
                draw.rectangle((hx, hy, hx + hw, hy + hh), fill=(245, 240, 230, 255))
                draw.polygon(
                    [(hx - hw * 0.2, hy), (hx + hw / 2, hy - hh * 0.7), (hx + hw * 1.2, hy)], fill=(50, 40, 36, 255)
                )
        c.put(layer)
    c.texture(0.04, 30)


def scene_moss(c):
    """Moss on bare rock: green cushions spreading over grey stone."""
    c.gradient([(0, "#7a7e78"), (1, "#4c504a")])
    c.texture(0.14, 8, 3)
    moss = c.noise(3, 4)
    mask = moss.point(lambda v: 255 if v > 120 else max(0, (v - 90) * 8))
    green = Image.new("RGB", (c.w, c.h), (80, 130, 40))
    detail = c.noise(14, 2)
    green = Image.composite(
        Image.new("RGB", (c.w, c.h), (140, 180, 60)), green, detail.point(lambda v: max(0, v - 128) * 2)
    )
    c.img = Image.composite(green, c.img, mask)
    layer, draw = c.layer()
    for _ in range(120):
        x, y = c.rand(0, c.w), c.rand(0, c.h)
        if mask.getpixel((min(c.w - 1, round(x)), min(c.h - 1, round(y)))) > 200:
            draw.line((x, y, x + c.s(0.005), y - c.s(0.04)), fill=(160, 120, 60, 255), width=max(1, round(c.s(0.004))))
            draw.ellipse((x, y - c.s(0.05), x + c.s(0.012), y - c.s(0.035)), fill=(190, 120, 50, 255))
    c.put(layer)
    c.vignette(0.4)


def scene_moonrise(c):
    """A huge moon on the horizon behind a town's roofs and trees."""
    c.gradient([(0, "#0f1830"), (0.6, "#2a3658"), (0.8, "#6a5a68"), (1, "#1f2a44")])
    stars(c, 100, 0, 0.5)
    cx, cy, r = c.x(0.5), c.y(0.66), c.s(0.3)
    moon(c, cx, cy, r, colour=(250, 196, 120), halo=0.8)
    layer, draw = c.layer()
    dark = (14, 18, 30, 255)
    x = 0
    while x < c.w:
        bw = c.x(c.rand(0.05, 0.12))
        top = c.y(0.78) - c.y(c.rand(0.0, 0.12))
        draw.rectangle((x, top, x + bw, c.h), fill=dark)
        if c.rand() < 0.35:
            draw.polygon([(x - bw * 0.1, top), (x + bw / 2, top - c.y(0.05)), (x + bw * 1.1, top)], fill=dark)
        x += bw
    for fx in (0.15, 0.75, 0.88):
        tx, base = c.x(fx), c.y(0.78)
        rr = c.s(0.09)
        draw.ellipse((tx - rr, base - rr * 2.6, tx + rr, base - rr * 0.6), fill=dark)
        draw.rectangle((tx - rr * 0.1, base - rr, tx + rr * 0.1, base), fill=dark)
    c.put(layer)
    layer, draw = c.layer()
    for _ in range(30):
        x, y = c.rand(0, c.w), c.rand(c.y(0.8), c.h)
        ww = c.s(0.008)
        draw.rectangle((x, y, x + ww, y + ww), fill=(255, 210, 140, 220))
    c.put(layer)


def scene_willow(c):
    """Willow twigs hanging over a river at dusk: what people chewed before toothbrushes."""
    c.gradient([(0, "#e0b07a"), (0.45, "#a0704a"), (0.55, "#6a4a34"), (1, "#3e2a1e")])
    c.glow(c.x(0.3), c.y(0.42), c.s(0.15), (255, 230, 170), 0.9)
    silhouette(c, ridge(c.rng, c.w, c.y(0.5), c.y(0.05), 0.5), "#5a3b2e")
    layer, draw = c.layer()
    for i in range(12):
        y = c.y(0.56 + i * 0.035)
        draw.line(
            (c.x(c.rand(0.1, 0.3)), y, c.x(c.rand(0.35, 0.5)), y),
            fill=(255, 220, 160, 60),
            width=max(1, round(c.s(0.006))),
        )
    c.put(layer)
    layer, draw = c.layer()
    dark = (38, 28, 18, 255)
    draw.line(
        [(c.x(0.75), c.h), (c.x(0.8), c.y(0.4)), (c.x(0.72), c.y(0.05)), (c.x(0.6), c.y(-0.02))],
        fill=dark,
        width=max(3, round(c.s(0.05))),
    )
    draw.line([(c.x(0.78), c.y(0.3)), (c.x(0.95), c.y(0.02))], fill=dark, width=max(2, round(c.s(0.025))))
    for _ in range(60):
        x0 = c.x(c.rand(0.35, 1.0))
        y0 = c.y(c.rand(-0.02, 0.1))
        length = c.y(c.rand(0.3, 0.75))
        sway = c.x(c.rand(-0.04, 0.02))
        pts = [(x0 + sway * (t / 10) ** 2, y0 + length * t / 10) for t in range(11)]
        draw.line(pts, fill=(60, 70, 30, 230), width=max(1, round(c.s(0.006))))
        for t in range(2, 11, 2):
            px, py = pts[t]
            draw.ellipse((px - c.s(0.006), py - c.s(0.012), px + c.s(0.006), py + c.s(0.012)), fill=(90, 110, 40, 230))
    c.put(layer)


def scene_kitchen(c):
    """A kitchen mid-cooking: a flame under the wok, pans, jars and a chopping board."""
    c.gradient([(0, "#d8c4a8"), (0.55, "#b08a62"), (0.56, "#5a3a22"), (1, "#3a2414")])
    layer, draw = c.layer()
    for i in range(8):
        for j in range(3):
            draw.rectangle(
                (c.x(i / 8) + 2, c.y(j * 0.15), c.x((i + 1) / 8) - 2, c.y(j * 0.15 + 0.15) - 2),
                fill=(236, 226, 210, 120),
            )
    for k, (fx, colour) in enumerate([(0.08, (200, 60, 40)), (0.16, (230, 180, 60)), (0.24, (80, 140, 60))]):
        draw.rounded_rectangle((c.x(fx), c.y(0.34), c.x(fx + 0.06), c.y(0.55)), radius=c.s(0.01), fill=(*colour, 230))
        draw.rectangle((c.x(fx), c.y(0.32), c.x(fx + 0.06), c.y(0.35)), fill=(60, 40, 30, 255))
    draw.rectangle((c.x(0.4), c.y(0.6), c.x(0.85), c.y(0.66)), fill=(40, 40, 44, 255))
    draw.chord((c.x(0.45), c.y(0.35), c.x(0.8), c.y(0.66)), 0, 180, fill=(30, 30, 34, 255))
    draw.line((c.x(0.8), c.y(0.5), c.x(0.97), c.y(0.44)), fill=(30, 30, 34, 255), width=max(3, round(c.s(0.025))))
    blobs(c, draw, c.x(0.62), c.y(0.5), c.s(0.07), [(230, 120, 40), (80, 160, 60), (240, 220, 120)], 25, 0.02)
    draw.rounded_rectangle((c.x(0.05), c.y(0.65), c.x(0.32), c.y(0.8)), radius=c.s(0.02), fill=(200, 160, 110, 255))
    blobs(c, draw, c.x(0.18), c.y(0.72), c.s(0.05), [(250, 120, 40), (80, 160, 60), (240, 240, 220)], 20, 0.015)
    c.put(layer)
    c.glow(c.x(0.62), c.y(0.67), c.s(0.12), (255, 120, 20), 1.0, squash=0.5)
    c.glow(c.x(0.62), c.y(0.68), c.s(0.06), (60, 120, 255), 0.9, squash=0.4)
    steam(c, c.x(0.62), c.y(0.45), c.x(0.2), c.y(0.4), strands=3, opacity=0.4)


def scene_headphones(c):
    """Over-ear headphones, and the world's noise fading away in rings around them."""
    c.gradient([(0, "#5a6a7e"), (1, "#2a3444")])
    cx, cy = c.x(0.5), c.y(0.52)
    layer, draw = c.layer()
    for i in range(7):
        rr = c.s(0.3 + i * 0.1)
        draw.ellipse(
            (cx - rr, cy - rr * 0.8, cx + rr, cy + rr * 0.8),
            outline=(200, 220, 240, max(0, 120 - i * 18)),
            width=max(2, round(c.s(0.012))),
        )
    k = c.s(0.5)
    draw.arc(
        (cx - k * 0.5, cy - k * 0.75, cx + k * 0.5, cy + k * 0.25),
        180,
        360,
        fill=(30, 32, 38, 255),
        width=max(4, round(k * 0.09)),
    )
    for side in (-1, 1):
        ex = cx + side * k * 0.5
        draw.rounded_rectangle(
            (ex - k * 0.13, cy - k * 0.2, ex + k * 0.13, cy + k * 0.28), radius=k * 0.1, fill=(30, 32, 38, 255)
        )
        draw.rounded_rectangle(
            (ex - k * 0.1 + side * -k * 0.05, cy - k * 0.15, ex + k * 0.1 + side * -k * 0.05, cy + k * 0.23),
            radius=k * 0.08,
            fill=(70, 74, 84, 255),
        )
    c.put(layer, blur=0)
    c.glow(cx, cy, c.s(0.4), (40, 60, 90), 0.6)


def bowl(draw, cx, cy, r, outer=(240, 236, 228, 255), inner=(40, 30, 20, 255)):
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=outer)
    draw.ellipse((cx - r * 0.86, cy - r * 0.86, cx + r * 0.86, cy + r * 0.86), fill=inner)


def scene_noodles(c):
    """A bowl of noodles in red chilli oil from above: greens, peanuts, steam."""
    c.gradient([(0, "#6a3a1c"), (1, "#4a2810")])
    c.texture(0.1, 10, 2)
    cx, cy, r = c.x(0.5), c.y(0.52), c.s(0.46)
    layer, draw = c.layer()
    bowl(draw, cx, cy, r, inner=(170, 50, 20, 255))
    for i in range(36):
        a0 = c.rand(0, math.tau)
        pts = []
        for t in range(12):
            a = a0 + t * 0.25
            d = r * (0.15 + 0.6 * t / 11) * c.rand(0.9, 1.05)
            pts.append((cx + math.cos(a) * d * 0.9, cy + math.sin(a) * d * 0.9))
        draw.line(
            pts,
            fill=(*c.rng.choice([(246, 224, 160), (236, 206, 140), (250, 236, 190)]), 255),
            width=max(2, round(c.s(0.012))),
        )
    blobs(c, draw, cx, cy, r * 0.6, [(60, 150, 50), (90, 180, 70)], 25, 0.025)
    blobs(c, draw, cx + r * 0.3, cy - r * 0.2, r * 0.2, [(200, 140, 70), (180, 120, 50)], 14, 0.018)
    draw.line(
        (cx - r * 1.1, cy + r * 0.9, cx + r * 0.3, cy - r * 1.05),
        fill=(70, 40, 20, 255),
        width=max(2, round(c.s(0.018))),
    )
    draw.line(
        (cx - r * 1.0, cy + r * 0.98, cx + r * 0.4, cy - r * 0.98),
        fill=(70, 40, 20, 255),
        width=max(2, round(c.s(0.018))),
    )
    c.put(layer)
    steam(c, cx, cy, r, r * 1.0, strands=4, opacity=0.35)


def scene_pool(c):
    """A swimming pool from above: lanes, ropes, light on the water, one swimmer."""
    c.img = Image.new("RGB", (c.w, c.h), (30, 120, 170))
    ripples = c.noise(14, 3)
    c.paint(
        (140, 220, 240),
        ripples.point(lambda v: 255 if 120 < v < 135 else 0).filter(ImageFilter.GaussianBlur(c.s(0.004))),
        opacity=0.6,
    )
    layer, draw = c.layer()
    lanes = 5
    for i in range(1, lanes):
        y = c.y(i / lanes)
        for k in range(0, 60):
            x = c.x(k / 60)
            colour = (220, 40, 40) if (k // 4) % 2 == 0 else (250, 250, 250)
            draw.ellipse((x, y - c.s(0.01), x + c.x(1 / 60) - 1, y + c.s(0.01)), fill=(*colour, 255))
    for i in range(lanes):
        y = c.y((i + 0.5) / lanes)
        draw.rectangle((c.x(0.05), y - c.s(0.006), c.x(0.95), y + c.s(0.006)), fill=(10, 50, 90, 200))
        draw.rectangle((c.x(0.92), y - c.s(0.03), c.x(0.93), y + c.s(0.03)), fill=(10, 50, 90, 200))
    sx, sy = c.x(0.45), c.y(0.5)
    k = c.s(0.16)
    draw.ellipse((sx + k * 0.7, sy - k * 0.13, sx + k * 0.95, sy + k * 0.13), fill=(250, 200, 40, 255))
    draw.ellipse((sx - k * 0.3, sy - k * 0.12, sx + k * 0.75, sy + k * 0.12), fill=(20, 30, 40, 255))
    draw.line(
        (sx + k * 0.6, sy - k * 0.1, sx + k * 1.3, sy - k * 0.35),
        fill=(220, 170, 130, 255),
        width=max(2, round(k * 0.08)),
    )
    draw.line((sx - k * 0.3, sy, sx - k * 0.8, sy + k * 0.05), fill=(220, 170, 130, 255), width=max(2, round(k * 0.09)))
    c.put(layer)
    layer, draw = c.layer()
    for _ in range(30):
        x, y, rr = sx + c.rand(-1.2, -0.4) * k, sy + c.rand(-0.3, 0.3) * k, c.s(c.rand(0.005, 0.015))
        draw.ellipse((x - rr, y - rr, x + rr, y + rr), fill=(255, 255, 255, 200))
    c.put(layer)


def scene_sunset_walk(c):
    """Late afternoon on a quiet road: one figure walking away, a long shadow behind."""
    c.gradient([(0, "#e8c090"), (0.5, "#d09060"), (0.62, "#a07050"), (1, "#6a5040")])
    c.glow(c.x(0.5), c.y(0.5), c.s(0.2), (255, 230, 170), 1.0)
    silhouette(c, ridge(c.rng, c.w, c.y(0.58), c.y(0.03), 0.4), "#8a6e56")
    layer, draw = c.layer()
    draw.polygon(
        [(c.x(0.47), c.y(0.6)), (c.x(0.53), c.y(0.6)), (c.x(0.85), c.h), (c.x(0.15), c.h)], fill=(150, 120, 96, 255)
    )
    for fx in (0.05, 0.2, 0.8, 0.92):
        tx = c.x(fx)
        pine(draw, tx, c.y(0.62), c.y(0.25), (80, 60, 46, 255))
    px, py, k = c.x(0.5), c.y(0.74), c.s(0.2)
    dark = (46, 34, 26, 255)
    draw.ellipse((px - k * 0.07, py - k * 0.95, px + k * 0.07, py - k * 0.8), fill=dark)
    draw.polygon(
        [
            (px - k * 0.1, py - k * 0.8),
            (px + k * 0.1, py - k * 0.8),
            (px + k * 0.08, py - k * 0.35),
            (px - k * 0.08, py - k * 0.35),
        ],
        fill=dark,
    )
    draw.line((px - k * 0.04, py - k * 0.35, px - k * 0.08, py), fill=dark, width=max(2, round(k * 0.06)))
    draw.line((px + k * 0.04, py - k * 0.35, px + k * 0.1, py), fill=dark, width=max(2, round(k * 0.06)))
    draw.polygon(
        [(px - k * 0.06, py), (px + k * 0.06, py), (px + k * 0.5, c.h), (px + k * 0.1, c.h)], fill=(100, 76, 60, 200)
    )
    c.put(layer)


def scene_phone_call(c):
    """A phone lighting up on a dark table: an incoming call, green and red buttons."""
    c.gradient([(0, "#1a1626"), (1, "#4b3f5e")])
    cx, cy = c.x(0.5), c.y(0.5)
    c.glow(cx, cy, c.s(0.55), (90, 80, 140), 0.8)
    layer, draw = c.layer()
    for i in range(3):
        rr = c.s(0.36 + i * 0.08)
        draw.arc(
            (cx - rr, cy - rr, cx + rr, cy + rr),
            -40,
            40,
            fill=(220, 220, 255, 180 - i * 50),
            width=max(2, round(c.s(0.012))),
        )
        draw.arc(
            (cx - rr, cy - rr, cx + rr, cy + rr),
            140,
            220,
            fill=(220, 220, 255, 180 - i * 50),
            width=max(2, round(c.s(0.012))),
        )
    pw, ph = c.s(0.3), c.s(0.6)
    draw.rounded_rectangle(
        (cx - pw / 2, cy - ph / 2, cx + pw / 2, cy + ph / 2), radius=pw * 0.15, fill=(14, 14, 18, 255)
    )
    draw.rounded_rectangle(
        (cx - pw / 2 + pw * 0.06, cy - ph / 2 + pw * 0.06, cx + pw / 2 - pw * 0.06, cy + ph / 2 - pw * 0.06),
        radius=pw * 0.1,
        fill=(60, 90, 140, 255),
    )
    r = pw * 0.18
    draw.ellipse((cx - r, cy - ph * 0.28 - r, cx + r, cy - ph * 0.28 + r), fill=(200, 210, 230, 255))
    draw.rounded_rectangle(
        (cx - pw * 0.3, cy - ph * 0.08, cx + pw * 0.3, cy - ph * 0.03), radius=pw * 0.02, fill=(220, 230, 245, 255)
    )
    for side, colour in ((-1, (230, 60, 60)), (1, (60, 200, 90))):
        bx, by = cx + side * pw * 0.22, cy + ph * 0.3
        draw.ellipse((bx - r * 0.8, by - r * 0.8, bx + r * 0.8, by + r * 0.8), fill=(*colour, 255))
    c.put(layer)


def scene_liner(c):
    """An ocean liner at night on a dark sea, rows of lit portholes mirrored in the water."""
    c.gradient([(0, "#0c1420"), (0.55, "#2b3a4a"), (0.56, "#16202c"), (1, "#0a0f16")])
    stars(c, 90, 0, 0.45)
    layer, draw = c.layer()
    hull_top, water = c.y(0.42), c.y(0.56)
    x0, x1 = c.x(0.1), c.x(0.9)
    draw.polygon(
        [(x0, hull_top), (x1 + c.x(0.05), hull_top - c.y(0.02)), (x1, water), (x0 + c.x(0.04), water)],
        fill=(20, 22, 28, 255),
    )
    draw.rectangle((c.x(0.25), hull_top - c.y(0.08), c.x(0.8), hull_top), fill=(220, 216, 206, 255))
    draw.rectangle((c.x(0.32), hull_top - c.y(0.14), c.x(0.7), hull_top - c.y(0.08)), fill=(210, 206, 196, 255))
    for fx in (0.4, 0.52, 0.64):
        draw.polygon(
            [
                (c.x(fx), hull_top - c.y(0.14)),
                (c.x(fx + 0.06), hull_top - c.y(0.14)),
                (c.x(fx + 0.07), hull_top - c.y(0.28)),
                (c.x(fx + 0.01), hull_top - c.y(0.28)),
            ],
            fill=(190, 70, 40, 255),
        )
        draw.rectangle(
            (c.x(fx + 0.01), hull_top - c.y(0.3), c.x(fx + 0.07), hull_top - c.y(0.26)), fill=(20, 20, 24, 255)
        )
    for row, y in enumerate((hull_top - c.y(0.05), hull_top - c.y(0.11), hull_top + c.y(0.04))):
        x = c.x(0.27 if row < 2 else 0.14)
        while x < c.x(0.78 if row < 2 else 0.88):
            if c.rand() < 0.8:
                r = c.s(0.006)
                draw.ellipse((x - r, y - r, x + r, y + r), fill=(255, 214, 140, 255))
            x += c.x(0.018)
    c.put(layer)
    band = c.img.crop((0, round(c.y(0.3)), c.w, round(c.y(0.56)))).transpose(Image.FLIP_TOP_BOTTOM)
    band = band.filter(ImageFilter.GaussianBlur(c.s(0.006)))
    rows = []
    for yy in range(band.height):
        shift = round(math.sin(yy * 0.35) * c.s(0.01))
        rows.append(shift)
    wavy = Image.new("RGB", band.size)
    for yy, shift in enumerate(rows):
        wavy.paste(band.crop((0, yy, band.width, yy + 1)), (shift, yy))
    mask = gradient_image(band.size, [(0, (140, 140, 140)), (1, (0, 0, 0))]).convert("L")
    region = c.img.crop((0, round(c.y(0.56)), c.w, round(c.y(0.56)) + band.height))
    c.img.paste(Image.composite(wavy, region, mask), (0, round(c.y(0.56))))
    c.glow(c.x(0.5), c.y(0.4), c.s(0.4), (40, 40, 30), 0.6)


def scene_captcha(c):
    """The tick box and the grid of tiles: 'select every square with a traffic light'."""
    c.img = Image.new("RGB", (c.w, c.h), (58, 58, 58))
    layer, draw = c.layer()
    gx0, gy0 = c.x(0.42), c.y(0.1)
    size = min(c.x(0.52), c.y(0.8))
    cell = size / 3
    for i in range(3):
        for j in range(3):
            x, y = gx0 + j * cell, gy0 + i * cell
            tone = c.rng.choice([(120, 130, 120), (150, 150, 140), (100, 110, 120), (170, 160, 150)])
            draw.rectangle((x + 3, y + 3, x + cell - 3, y + cell - 3), fill=(*tone, 255))
            if (i, j) in ((0, 1), (1, 1), (1, 2)):
                draw.rectangle(
                    (x + cell * 0.4, y + cell * 0.15, x + cell * 0.6, y + cell * 0.85), fill=(30, 30, 30, 255)
                )
                for k, colour in enumerate([(230, 50, 40), (240, 180, 30), (50, 200, 80)]):
                    r = cell * 0.08
                    draw.ellipse(
                        (
                            x + cell / 2 - r,
                            y + cell * (0.28 + k * 0.22) - r,
                            x + cell / 2 + r,
                            y + cell * (0.28 + k * 0.22) + r,
                        ),
                        fill=(*colour, 255),
                    )
                draw.rectangle(
                    (x + 3, y + 3, x + cell - 3, y + cell - 3),
                    outline=(70, 140, 250, 255),
                    width=max(2, round(cell * 0.05)),
                )
    bx, by, bs = c.x(0.08), c.y(0.42), c.s(0.16)
    draw.rounded_rectangle(
        (bx - c.s(0.03), by - c.s(0.05), bx + bs * 2.1, by + bs + c.s(0.05)),
        radius=c.s(0.02),
        fill=(245, 245, 245, 255),
    )
    draw.rounded_rectangle(
        (bx, by, bx + bs, by + bs),
        radius=c.s(0.01),
        fill=(255, 255, 255, 255),
        outline=(150, 150, 150, 255),
        width=max(2, round(c.s(0.008))),
    )
    draw.line(
        [(bx + bs * 0.2, by + bs * 0.5), (bx + bs * 0.42, by + bs * 0.75), (bx + bs * 0.85, by + bs * 0.2)],
        fill=(30, 160, 70, 255),
        width=max(3, round(bs * 0.12)),
    )
    for k in range(2):
        draw.rounded_rectangle(
            (bx + bs * 1.2, by + bs * (0.3 + k * 0.3), bx + bs * 2.0 - k * bs * 0.3, by + bs * (0.42 + k * 0.3)),
            radius=bs * 0.05,
            fill=(120, 120, 120, 255),
        )
    c.put(layer)


def scene_drowsy(c):
    """Dozing on a night bus: city lights out of focus through a rainy window."""
    c.gradient([(0, "#101a30"), (1, "#283a5c")])
    layer, draw = c.layer()
    for _ in range(45):
        x, y, rr = c.rand(0, c.w), c.rand(c.y(0.2), c.y(0.85)), c.s(c.rand(0.03, 0.09))
        colour = c.rng.choice([(255, 180, 80), (255, 90, 70), (120, 200, 255), (255, 230, 160), (200, 120, 255)])
        draw.ellipse((x - rr, y - rr, x + rr, y + rr), fill=(*colour, round(c.rand(60, 150))))
    c.put(layer, blur=c.s(0.02))
    layer, draw = c.layer()
    for _ in range(70):
        x, y, rr = c.rand(0, c.w), c.rand(0, c.h), c.s(c.rand(0.004, 0.012))
        draw.ellipse((x - rr, y - rr * 1.2, x + rr, y + rr * 1.2), fill=(220, 230, 255, 140))
        if c.rand() < 0.3:
            draw.line(
                (x, y, x + c.s(0.004), y + c.s(c.rand(0.03, 0.1))),
                fill=(220, 230, 255, 90),
                width=max(1, round(rr * 0.6)),
            )
    draw.rectangle((0, c.y(0.88), c.w, c.h), fill=(20, 22, 30, 255))
    draw.rectangle((0, 0, c.w, c.y(0.08)), fill=(20, 22, 30, 255))
    c.put(layer)
    c.vignette(0.5)


def scene_cinema(c):
    """Rows of red cinema seats from the back, the screen glowing."""
    c.gradient([(0, "#1a0c10"), (1, "#3a1820")])
    layer, draw = c.layer()
    draw.polygon(
        [(c.x(0.12), c.y(0.08)), (c.x(0.88), c.y(0.08)), (c.x(0.84), c.y(0.42)), (c.x(0.16), c.y(0.42))],
        fill=(220, 230, 240, 255),
    )
    c.put(layer)
    c.glow(c.x(0.5), c.y(0.25), c.s(0.6), (90, 90, 110), 0.8)
    layer, draw = c.layer()
    for row in range(5):
        y = c.y(0.5 + row * 0.11)
        seat_w = c.x(0.07 + row * 0.012)
        x = -seat_w * (0.3 * (row % 2))
        while x < c.w:
            draw.rounded_rectangle(
                (x + seat_w * 0.08, y, x + seat_w * 0.92, y + c.y(0.13 + row * 0.02)),
                radius=seat_w * 0.25,
                fill=(*mix((150, 20, 40), (210, 50, 60), row / 5), 255),
            )
            draw.rounded_rectangle(
                (x + seat_w * 0.15, y + c.y(0.01), x + seat_w * 0.85, y + c.y(0.04)),
                radius=seat_w * 0.15,
                fill=(230, 90, 90, 120),
            )
            x += seat_w
    for fx, fy in [(0.3, 0.5), (0.62, 0.61)]:
        x, y, k = c.x(fx), c.y(fy), c.s(0.08)
        draw.ellipse((x - k * 0.35, y - k * 0.9, x + k * 0.35, y - k * 0.2), fill=(20, 14, 16, 255))
        draw.rounded_rectangle(
            (x - k * 0.6, y - k * 0.25, x + k * 0.6, y + k * 0.5), radius=k * 0.3, fill=(20, 14, 16, 255)
        )
    c.put(layer)


def scene_nuclear(c):
    """Cooling towers at dusk, white plumes climbing into a blue sky."""
    c.gradient([(0, "#0e2a48"), (0.55, "#3a6a96"), (0.75, "#d89a70"), (1, "#1e3d59")])
    layer, draw = c.layer()
    for fx, k in [(0.3, 0.26), (0.58, 0.3)]:
        cx, base = c.x(fx), c.y(0.82)
        top, hw = base - c.s(k * 1.3), c.s(k * 0.5)
        pts = []
        for t in range(21):
            tt = t / 20
            y = base - (base - top) * tt
            half = hw * (0.6 + 0.4 * (abs(tt - 0.78) / 0.78) ** 1.6)
            pts.append((cx - half, y))
        right = [(2 * cx - x, y) for x, y in reversed(pts)]
        draw.polygon(pts + right, fill=(150, 156, 164, 255))
        draw.polygon(pts[:11] + [(cx - hw * 0.2, pts[10][1]), (cx - hw * 0.2, base)], fill=(120, 126, 134, 255))
    c.put(layer)
    for fx, k in [(0.3, 0.26), (0.58, 0.3)]:
        layer, draw = c.layer()
        cx, top = c.x(fx), c.y(0.82) - c.s(k * 1.3)
        for i in range(14):
            rr = c.s(0.05 + i * 0.018)
            px, py = cx + c.x(i * 0.018), top - c.s(i * 0.045)
            draw.ellipse((px - rr, py - rr * 0.8, px + rr, py + rr * 0.8), fill=(240, 240, 246, 200 - i * 10))
        c.put(layer, blur=c.s(0.03))
    silhouette(c, [(c.x(t / 20), c.y(0.82) - c.y(0.01) * (t % 3)) for t in range(21)], "#16263a")
    layer, draw = c.layer()
    for _ in range(25):
        x, y = c.rand(0, c.w), c.rand(c.y(0.84), c.y(0.95))
        draw.rectangle((x, y, x + c.s(0.006), y + c.s(0.006)), fill=(255, 200, 120, 220))
    c.put(layer)


def containers(c, draw, x0, x1, top, bottom, rows):
    colours = [(200, 60, 40), (40, 110, 180), (230, 170, 40), (60, 150, 90), (180, 180, 190), (150, 60, 120)]
    h = (bottom - top) / rows
    for r in range(rows):
        x = x0
        while x < x1:
            w = h * c.rand(1.6, 2.4)
            w = min(w, x1 - x)
            colour = c.rng.choice(colours)
            draw.rectangle((x, top + r * h, x + w - 1, top + (r + 1) * h - 1), fill=(*colour, 255))
            draw.line(
                (x + w * 0.5, top + r * h, x + w * 0.5, top + (r + 1) * h),
                fill=(*mix(colour, (0, 0, 0), 0.3), 255),
                width=1,
            )
            x += w


def scene_cargo_ship(c):
    """A container ship on the open sea, its deck stacked with coloured boxes."""
    c.gradient([(0, "#5f8fc0"), (0.5, "#a8c8e4"), (0.56, "#24476b"), (1, "#102a44")])
    waves = c.noise(20, 2, stretch=(0.3, 2.0))
    lower = Image.new("L", (c.w, c.h), 0)
    lower.paste(255, (0, round(c.y(0.56)), c.w, c.h))
    c.paint((120, 170, 210), ImageChops.multiply(waves.point(lambda v: 255 if v > 180 else 0), lower), opacity=0.5)
    layer, draw = c.layer()
    deck, water = c.y(0.48), c.y(0.62)
    draw.polygon([(c.x(0.08), deck), (c.x(0.95), deck), (c.x(0.88), water), (c.x(0.14), water)], fill=(30, 36, 48, 255))
    draw.polygon(
        [(c.x(0.14), water - c.y(0.035)), (c.x(0.88), water - c.y(0.035)), (c.x(0.88), water), (c.x(0.14), water)],
        fill=(160, 40, 40, 255),
    )
    containers(c, draw, c.x(0.2), c.x(0.9), c.y(0.3), deck, 4)
    draw.rectangle((c.x(0.1), c.y(0.22), c.x(0.19), deck), fill=(236, 236, 230, 255))
    for k in range(3):
        draw.rectangle((c.x(0.11), c.y(0.25 + k * 0.06), c.x(0.18), c.y(0.27 + k * 0.06)), fill=(40, 60, 80, 255))
    draw.rectangle((c.x(0.13), c.y(0.15), c.x(0.16), c.y(0.22)), fill=(50, 50, 56, 255))
    c.put(layer)
    layer, draw = c.layer()
    for k in range(12):
        y = c.y(0.62) + k * c.y(0.02)
        draw.line(
            (c.x(0.1) - k * c.x(0.02), y, c.x(0.9) + k * c.x(0.02), y),
            fill=(255, 255, 255, max(0, 60 - k * 5)),
            width=max(1, round(c.s(0.004))),
        )
    c.put(layer, blur=c.s(0.004))


def scene_tang(c):
    """A Tang-style silk painting: a plump lady in a red robe among peonies, on warm silk."""
    c.gradient([(0, "#d8b890"), (1, "#a87a50")])
    c.texture(0.07, 40, 3)
    layer, draw = c.layer()
    for _ in range(9):
        x, y, rr = c.rand(0, c.w), c.rand(c.y(0.5), c.h), c.s(c.rand(0.06, 0.1))
        for k in range(8):
            a = k / 8 * math.tau
            px, py = x + math.cos(a) * rr * 0.6, y + math.sin(a) * rr * 0.5
            draw.ellipse(
                (px - rr * 0.5, py - rr * 0.4, px + rr * 0.5, py + rr * 0.4),
                fill=(*c.rng.choice([(200, 60, 80), (230, 120, 140), (240, 200, 210)]), 230),
            )
        draw.ellipse((x - rr * 0.2, y - rr * 0.2, x + rr * 0.2, y + rr * 0.2), fill=(240, 200, 80, 255))
        for k in range(3):
            a = c.rand(0, math.tau)
            draw.polygon(
                [
                    (x, y),
                    (x + math.cos(a) * rr * 1.5, y + math.sin(a) * rr * 1.2),
                    (x + math.cos(a + 0.4) * rr * 1.0, y + math.sin(a + 0.4) * rr),
                ],
                fill=(70, 110, 60, 200),
            )
    px, base, k = c.x(0.45), c.y(0.98), c.s(0.9)
    draw.polygon(
        [(px - k * 0.28, base), (px - k * 0.18, base - k * 0.6), (px + k * 0.18, base - k * 0.6), (px + k * 0.3, base)],
        fill=(180, 40, 40, 255),
    )
    draw.polygon(
        [
            (px - k * 0.18, base - k * 0.6),
            (px + k * 0.18, base - k * 0.6),
            (px + k * 0.12, base - k * 0.5),
            (px - k * 0.12, base - k * 0.5),
        ],
        fill=(60, 120, 110, 255),
    )
    draw.line(
        (px - k * 0.35, base - k * 0.3, px + k * 0.4, base - k * 0.45),
        fill=(240, 230, 200, 200),
        width=max(2, round(k * 0.03)),
    )
    draw.ellipse((px - k * 0.1, base - k * 0.8, px + k * 0.1, base - k * 0.58), fill=(246, 226, 206, 255))
    draw.ellipse((px - k * 0.12, base - k * 0.92, px + k * 0.1, base - k * 0.74), fill=(30, 24, 24, 255))
    draw.ellipse((px - k * 0.08, base - k * 1.0, px + k * 0.06, base - k * 0.86), fill=(30, 24, 24, 255))
    draw.ellipse((px - k * 0.02, base - k * 0.95, px + k * 0.05, base - k * 0.9), fill=(220, 80, 100, 255))
    draw.ellipse((px + k * 0.03, base - k * 0.7, px + k * 0.06, base - k * 0.67), fill=(220, 90, 90, 255))
    c.put(layer)
    c.vignette(0.3)


def scene_nap(c):
    """An afternoon nap: a bed in a dim room, light through the blinds in stripes."""
    c.gradient([(0, "#3a3050"), (1, "#1e1830")])
    layer, draw = c.layer()
    for i in range(9):
        y0 = c.y(0.1 + i * 0.065)
        draw.polygon(
            [(c.x(0.55), y0), (c.x(0.9), y0), (c.x(0.7), y0 + c.y(0.55)), (c.x(0.3), y0 + c.y(0.55))],
            fill=(255, 210, 150, 30),
        )
    c.put(layer, blur=c.s(0.01))
    layer, draw = c.layer()
    draw.rectangle((c.x(0.58), c.y(0.08), c.x(0.92), c.y(0.7)), fill=(255, 226, 170, 255))
    for i in range(10):
        y = c.y(0.08 + i * 0.062)
        draw.rectangle((c.x(0.58), y, c.x(0.92), y + c.y(0.03)), fill=(120, 100, 110, 255))
    draw.rectangle((c.x(0.0), c.y(0.65), c.x(0.75), c.y(0.95)), fill=(90, 100, 150, 255))
    draw.rectangle((c.x(0.0), c.y(0.6), c.x(0.75), c.y(0.68)), fill=(120, 130, 180, 255))
    draw.rounded_rectangle((c.x(0.05), c.y(0.5), c.x(0.28), c.y(0.66)), radius=c.s(0.05), fill=(230, 226, 236, 255))
    draw.ellipse((c.x(0.25), c.y(0.52), c.x(0.7), c.y(0.72)), fill=(150, 120, 170, 255))
    c.put(layer)
    layer, draw = c.layer()
    for i in range(3):
        x, y, k = c.x(0.2 + i * 0.08), c.y(0.4 - i * 0.11), c.s(0.03 + 0.012 * i)
        draw.line(
            [(x, y), (x + k, y), (x, y + k), (x + k, y + k)], fill=(230, 230, 255, 220), width=max(2, round(k * 0.18))
        )
    c.put(layer)


def scene_train(c):
    """A white high-speed train on a viaduct across green fields, motion-blurred."""
    c.gradient([(0, "#8fb0c8"), (0.55, "#c8d8e0"), (0.56, "#6a8a5a"), (1, "#4a6a40")])
    silhouette(c, ridge(c.rng, c.w, c.y(0.5), c.y(0.06), 0.5), "#7c98a8", opacity=0.7)
    layer, draw = c.layer()
    for i in range(8):
        y = c.y(0.62 + i * 0.05)
        draw.rectangle((0, y, c.w, y + c.y(0.025)), fill=(90, 130, 70, 120))
    deck = c.y(0.58)
    draw.rectangle((0, deck, c.w, deck + c.y(0.03)), fill=(180, 182, 186, 255))
    for k in range(7):
        x = c.x(k / 6)
        draw.rectangle((x - c.x(0.015), deck, x + c.x(0.015), c.y(0.8)), fill=(160, 162, 166, 255))
    ty0, ty1 = c.y(0.48), deck
    draw.polygon(
        [(c.x(0.05), ty0), (c.x(0.78), ty0), (c.x(0.97), ty1 - c.y(0.01)), (c.x(0.05), ty1)], fill=(246, 248, 250, 255)
    )
    draw.rectangle((c.x(0.05), ty0 + c.y(0.055), c.x(0.9), ty0 + c.y(0.07)), fill=(30, 90, 170, 255))
    for k in range(10):
        x = c.x(0.08 + k * 0.065)
        draw.rectangle((x, ty0 + c.y(0.015), x + c.x(0.04), ty0 + c.y(0.04)), fill=(40, 50, 70, 255))
    draw.polygon(
        [(c.x(0.78), ty0), (c.x(0.84), ty0 + c.y(0.01)), (c.x(0.86), ty0 + c.y(0.04)), (c.x(0.8), ty0 + c.y(0.04))],
        fill=(40, 50, 70, 255),
    )
    c.put(layer)
    blurred = c.img.filter(ImageFilter.BoxBlur(c.s(0.004)))
    c.img = blurred


def scene_leaf(c):
    """A broad leaf with bite holes and a caterpillar at its edge."""
    c.gradient([(0, "#a8c080"), (1, "#5a7a3a")])
    cx, cy = c.x(0.5), c.y(0.5)
    layer, draw = c.layer()
    pts = []
    for t in range(41):
        a = t / 40 * math.tau
        rx, ry = c.x(0.42), c.y(0.4)
        r = 1 - 0.25 * abs(math.sin(a)) ** 3
        pts.append((cx + math.cos(a) * rx * r, cy + math.sin(a) * ry * (0.75 + 0.25 * abs(math.cos(a)))))
    draw.polygon(pts, fill=(60, 120, 40, 255))
    draw.line((c.x(0.08), cy, c.x(0.92), cy), fill=(150, 190, 90, 255), width=max(2, round(c.s(0.012))))
    for k in range(1, 8):
        x = c.x(0.1 + k * 0.1)
        for side in (-1, 1):
            draw.line(
                (x, cy, x + c.x(0.08), cy + side * c.y(0.25) * (1 - abs(k - 4) / 6)),
                fill=(120, 170, 80, 255),
                width=max(1, round(c.s(0.006))),
            )
    for _ in range(6):
        hx, hy, rr = c.x(c.rand(0.25, 0.75)), c.y(c.rand(0.25, 0.75)), c.s(c.rand(0.03, 0.06))
        draw.ellipse((hx - rr, hy - rr, hx + rr, hy + rr), fill=(0, 0, 0, 0))
    draw.pieslice((c.x(0.62), c.y(0.05), c.x(0.82), c.y(0.28)), 0, 180, fill=(0, 0, 0, 0))
    c.put(layer)
    layer, draw = c.layer()
    for k in range(7):
        x, y, rr = c.x(0.64 + k * 0.026), c.y(0.2) + math.sin(k) * c.s(0.012), c.s(0.022)
        draw.ellipse((x - rr, y - rr, x + rr, y + rr), fill=(190, 210, 60, 255) if k < 6 else (60, 50, 30, 255))
    c.put(layer)
    c.texture(0.05, 30)


def scene_concert(c):
    """A concert: coloured beams from the stage over a crowd of raised hands and phone lights."""
    c.gradient([(0, "#1a0a1a"), (0.6, "#4a1e3a"), (1, "#10060e")])
    layer, draw = c.layer()
    for fx, colour in [(0.2, (255, 60, 160)), (0.4, (80, 140, 255)), (0.6, (255, 200, 60)), (0.8, (160, 80, 255))]:
        for spread in (-0.2, 0.05, 0.3):
            draw.polygon(
                [(c.x(fx), c.y(0.52)), (c.x(fx + spread - 0.04), 0), (c.x(fx + spread + 0.04), 0)], fill=(*colour, 50)
            )
    c.put(layer, blur=c.s(0.01))
    layer, draw = c.layer()
    draw.rectangle((c.x(0.1), c.y(0.5), c.x(0.9), c.y(0.6)), fill=(30, 20, 30, 255))
    c.put(layer)
    for fx in (0.2, 0.4, 0.6, 0.8):
        c.glow(c.x(fx), c.y(0.52), c.s(0.07), (255, 220, 200), 1.0)
    layer, draw = c.layer()
    dark = (8, 4, 8, 255)
    for row in range(3):
        y = c.y(0.76 + row * 0.08)
        x = -c.x(0.02)
        while x < c.w:
            rr = c.s(0.04 + row * 0.012)
            draw.ellipse((x - rr, y - rr, x + rr, y + rr), fill=dark)
            draw.rectangle((x - rr * 1.4, y + rr * 0.8, x + rr * 1.4, c.h), fill=dark)
            if c.rand() < 0.35:
                hx = x + rr * c.rand(-1, 1)
                draw.line((x, y + rr, hx, y - rr * 3), fill=dark, width=max(2, round(rr * 0.35)))
                if c.rand() < 0.6:
                    draw.rectangle(
                        (hx - rr * 0.25, y - rr * 3.6, hx + rr * 0.25, y - rr * 3), fill=(240, 240, 255, 255)
                    )
            x += rr * c.rand(1.8, 2.6)
    c.put(layer)


def chess_piece(draw, x, base, k, fill, king=False):
    draw.polygon(
        [(x - k * 0.3, base), (x + k * 0.3, base), (x + k * 0.2, base - k * 0.15), (x - k * 0.2, base - k * 0.15)],
        fill=fill,
    )
    draw.polygon(
        [
            (x - k * 0.14, base - k * 0.15),
            (x + k * 0.14, base - k * 0.15),
            (x + k * 0.08, base - k * (0.75 if king else 0.5)),
            (x - k * 0.08, base - k * (0.75 if king else 0.5)),
        ],
        fill=fill,
    )
    if king:
        draw.ellipse((x - k * 0.16, base - k * 0.95, x + k * 0.16, base - k * 0.7), fill=fill)
        draw.rectangle((x - k * 0.03, base - k * 1.15, x + k * 0.03, base - k * 0.9), fill=fill)
        draw.rectangle((x - k * 0.09, base - k * 1.08, x + k * 0.09, base - k * 1.03), fill=fill)
    else:
        draw.ellipse((x - k * 0.14, base - k * 0.72, x + k * 0.14, base - k * 0.44), fill=fill)


def scene_chess(c):
    """A chessboard in perspective with a few pieces, in black and white."""
    c.gradient([(0, "#1a1a1a"), (1, "#3a3a3a")])
    layer, draw = c.layer()
    horizon, bottom = c.y(0.35), c.y(1.05)

    def at(u, v):
        t = v
        y = horizon + (bottom - horizon) * t
        half = c.x(0.2) + c.x(0.5) * t
        return (c.x(0.5) + (u - 0.5) * 2 * half, y)

    n = 8
    for i in range(n):
        for j in range(n):
            v0, v1 = (i / n) ** 1.3, ((i + 1) / n) ** 1.3
            quad = [at(j / n, v0), at((j + 1) / n, v0), at((j + 1) / n, v1), at(j / n, v1)]
            draw.polygon(quad, fill=(225, 225, 225, 255) if (i + j) % 2 == 0 else (70, 70, 70, 255))
    c.put(layer)
    layer, draw = c.layer()
    for u, v, k, tone, king in [
        (0.4, 0.55, 0.32, (20, 20, 20), True),
        (0.62, 0.8, 0.3, (245, 245, 245), False),
        (0.25, 0.85, 0.34, (245, 245, 245), True),
        (0.75, 0.45, 0.2, (20, 20, 20), False),
    ]:
        x, y = at(u, v)
        chess_piece(draw, x, y, c.s(k), (*tone, 255), king)
    c.put(layer)
    c.glow(c.x(0.5), c.y(0.2), c.s(0.5), (60, 60, 60), 0.6)


def scene_piano(c):
    """Piano keys running into warm light: starting an instrument as a grown-up."""
    c.gradient([(0, "#3a2418"), (1, "#6a4c3b")])
    layer, draw = c.layer()
    keys = 14

    def at(t, d):
        return (c.x(-0.1) + c.x(1.3) * t - c.x(0.25) * d, c.y(0.2) + c.y(0.75) * d + c.y(0.1) * t)

    for i in range(keys):
        t0, t1 = i / keys, (i + 0.94) / keys
        draw.polygon([at(t0, 0), at(t1, 0), at(t1, 1), at(t0, 1)], fill=(246, 242, 232, 255))
    for i in range(keys):
        if i % 7 in (2, 6):
            continue
        t = (i + 0.7) / keys
        draw.polygon([at(t, 0), at(t + 0.5 / keys, 0), at(t + 0.5 / keys, 0.6), at(t, 0.6)], fill=(20, 16, 16, 255))
    draw.polygon([at(0, 0), at(1, 0), at(1, -0.2), at(0, -0.2)], fill=(50, 24, 16, 255))
    c.put(layer)
    c.glow(c.x(0.75), c.y(0.35), c.s(0.5), (160, 110, 40), 0.7)
    c.vignette(0.5)


def leaf_shape(draw, x, y, r, angle, colour, lobes=3):
    """A scalloped herb leaf (coriander-like): a few round lobes around a point."""
    for k in range(lobes):
        a = angle + (k - (lobes - 1) / 2) * 0.9
        px, py = x + math.cos(a) * r * 0.6, y + math.sin(a) * r * 0.6
        draw.ellipse((px - r * 0.5, py - r * 0.5, px + r * 0.5, py + r * 0.5), fill=colour)
    draw.line(
        (x, y, x - math.cos(angle) * r * 1.6, y - math.sin(angle) * r * 1.6), fill=colour, width=max(1, round(r * 0.12))
    )


def scene_herbs(c):
    """A bunch of coriander on a chopping board: scalloped leaves and thin stems."""
    c.gradient([(0, "#c8a878"), (1, "#9a7a50")], vertical=False)
    grain = c.noise(4, 3, stretch=(0.2, 4.0))
    c.paint((120, 90, 55), grain.point(lambda v: 255 if v > 170 else 0), opacity=0.25)
    layer, draw = c.layer()
    for _ in range(70):
        x, y = c.rand(c.x(0.1), c.x(0.95)), c.rand(c.y(0.05), c.y(0.95))
        r = c.s(c.rand(0.04, 0.08))
        colour = (*c.rng.choice([(50, 120, 40), (70, 145, 50), (40, 100, 35), (90, 160, 60)]), 255)
        leaf_shape(draw, x, y, r, c.rand(0, math.tau), colour)
    for _ in range(14):
        y = c.rand(c.y(0.3), c.y(0.7))
        draw.line(
            (c.x(0.0), y + c.y(c.rand(-0.05, 0.05)), c.x(0.35), y),
            fill=(130, 170, 90, 255),
            width=max(1, round(c.s(0.008))),
        )
    c.put(layer)
    c.vignette(0.3)


def scene_roman_bath(c):
    """A Roman bath hall: arches and columns of warm stone around a pool, steam rising."""
    c.gradient([(0, "#5a4030"), (0.6, "#b08a62"), (1, "#8a6a4a")])
    layer, draw = c.layer()
    arches = 4
    for i in range(arches):
        x0, x1 = c.x(i / arches + 0.02), c.x((i + 1) / arches - 0.02)
        top = c.y(0.15)
        draw.rectangle((x0, top + (x1 - x0) / 2, x1, c.y(0.62)), fill=(60, 40, 30, 255))
        draw.pieslice((x0, top, x1, top + (x1 - x0)), 180, 360, fill=(60, 40, 30, 255))
        inner = (x1 - x0) * 0.2
        draw.rectangle((x0 + inner, top + (x1 - x0) / 2, x1 - inner, c.y(0.62)), fill=(200, 170, 120, 255))
        draw.pieslice(
            (x0 + inner, top + inner, x1 - inner, top + (x1 - x0) - inner), 180, 360, fill=(200, 170, 120, 255)
        )
    for i in range(arches + 1):
        x = c.x(i / arches)
        draw.rectangle((x - c.x(0.025), c.y(0.1), x + c.x(0.025), c.y(0.64)), fill=(220, 200, 170, 255))
        draw.rectangle((x - c.x(0.035), c.y(0.1), x + c.x(0.035), c.y(0.13)), fill=(236, 220, 196, 255))
    draw.rectangle((0, 0, c.w, c.y(0.1)), fill=(170, 140, 100, 255))
    draw.rectangle((0, c.y(0.64), c.w, c.y(0.7)), fill=(210, 190, 160, 255))
    c.put(layer)
    c.gradient([(0, "#4aa0b0"), (1, "#1a5a6a")], box=(0, c.y(0.7), c.w, c.h))
    ripples = c.noise(10, 2, stretch=(0.3, 2.0))
    lower = Image.new("L", (c.w, c.h), 0)
    lower.paste(255, (0, round(c.y(0.7)), c.w, c.h))
    c.paint((170, 230, 230), ImageChops.multiply(ripples.point(lambda v: 255 if v > 175 else 0), lower), opacity=0.5)
    steam(c, c.x(0.3), c.y(0.75), c.x(0.3), c.y(0.4), strands=3, opacity=0.3)
    steam(c, c.x(0.7), c.y(0.75), c.x(0.3), c.y(0.4), strands=3, opacity=0.3)


def reflect(c, horizon, strength=0.5, wave=0.008):
    """Mirrors what is above the horizon into water below it, rippled and darkened."""
    top = round(horizon)
    height = c.h - top
    band = c.img.crop((0, max(0, top - height), c.w, top)).transpose(Image.FLIP_TOP_BOTTOM)
    band = band.resize((c.w, height))
    wavy = Image.new("RGB", band.size)
    for yy in range(band.height):
        shift = round(math.sin(yy * 0.4 + yy * yy * 0.002) * c.s(wave))
        wavy.paste(band.crop((0, yy, band.width, yy + 1)), (shift, yy))
    dark = Image.new("RGB", band.size, (0, 0, 0))
    mirrored = Image.blend(dark, wavy, strength)
    c.img.paste(mirrored, (0, top))


def scene_city_night(c):
    """A city at night across a river: lit towers, light trails, the skyline in the water."""
    c.gradient([(0, "#080c1c"), (0.5, "#1c2a3d"), (0.62, "#3a3050"), (1, "#0a0e18")])
    skyline(c, c.y(0.62), 0.15, 0.32, (30, 36, 54), lit=(255, 210, 140), lit_share=0.4, min_w=0.05, max_w=0.1)
    skyline(c, c.y(0.62), 0.08, 0.5, (14, 18, 30), lit=(200, 230, 255), lit_share=0.45)
    layer, draw = c.layer()
    for k in range(5):
        y = c.y(0.6) + k * c.s(0.006)
        draw.line(
            (0, y, c.w, y + c.y(0.01)),
            fill=(*c.rng.choice([(255, 80, 60), (255, 220, 160)]), 200),
            width=max(1, round(c.s(0.004))),
        )
    c.put(layer, blur=c.s(0.003))
    c.glow(c.x(0.5), c.y(0.6), c.s(0.5), (60, 40, 50), 0.7, squash=0.4)
    reflect(c, c.y(0.63), 0.55)


def scene_typhoon(c):
    """A typhoon from orbit: cloud bands spiralling into a clear eye over a blue sea."""
    c.img = Image.new("RGB", (c.w, c.h), (20, 50, 90))
    cx, cy = c.x(0.5), c.y(0.5)
    layer, draw = c.layer()
    for arm in range(4):
        phase = arm / 4 * math.tau
        for i in range(240):
            t = i / 240
            a = phase + t * 4.5
            d = c.s(0.06) + t * c.s(0.75)
            x, y = cx + math.cos(a) * d, cy + math.sin(a) * d
            rr = c.s(0.03) + t * c.s(0.1)
            draw.ellipse((x - rr, y - rr, x + rr, y + rr), fill=(240, 244, 250, round(110 * (1 - t * 0.7))))
    c.put(layer, blur=c.s(0.025))
    streaks = c.noise(18, 2)
    c.paint((255, 255, 255), streaks.point(lambda v: max(0, v - 170) * 2), opacity=0.3)
    c.glow(cx, cy, c.s(0.2), (200, 210, 230), 0.5)
    layer, draw = c.layer()
    r = c.s(0.045)
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(30, 70, 110, 255))
    c.put(layer, blur=c.s(0.01))


def scene_market(c):
    """A vegetable stall under a striped awning: crates of tomatoes, greens, carrots, aubergines."""
    c.gradient([(0, "#3a4a2a"), (1, "#2a3420")])
    layer, draw = c.layer()
    stripes = 10
    for i in range(stripes):
        colour = (220, 60, 50) if i % 2 == 0 else (245, 240, 230)
        draw.rectangle((c.x(i / stripes), 0, c.x((i + 1) / stripes), c.y(0.16)), fill=(*colour, 255))
        draw.pieslice((c.x(i / stripes), c.y(0.12), c.x((i + 1) / stripes), c.y(0.2)), 0, 180, fill=(*colour, 255))
    crops = [
        [(220, 40, 30), (240, 70, 40)],
        [(60, 150, 50), (90, 180, 60)],
        [(240, 130, 30), (250, 160, 50)],
        [(100, 40, 110), (130, 60, 140)],
        [(240, 220, 90), (250, 240, 140)],
        [(40, 120, 40), (70, 160, 50)],
    ]
    cols, rows = 3, 2
    for r in range(rows):
        for k in range(cols):
            x0, y0 = c.x(0.04 + k * 0.32), c.y(0.32 + r * 0.33)
            x1, y1 = x0 + c.x(0.29), y0 + c.y(0.28)
            draw.rectangle((x0, y0, x1, y1), fill=(150, 110, 70, 255))
            kind = crops[r * cols + k]
            for _ in range(45):
                x, y = c.rand(x0 + c.x(0.01), x1 - c.x(0.01)), c.rand(y0, y0 + c.y(0.16))
                rr = c.s(c.rand(0.03, 0.045))
                draw.ellipse((x - rr, y - rr * 0.9, x + rr, y + rr * 0.9), fill=(*c.rng.choice(kind), 255))
            draw.rectangle((x0, y0 + c.y(0.17), x1, y1), fill=(130, 92, 56, 255))
            draw.line(
                (x0, y0 + c.y(0.22), x1, y0 + c.y(0.22)), fill=(100, 70, 40, 255), width=max(1, round(c.s(0.006)))
            )
    c.put(layer)


def scene_konbini(c):
    """A convenience store at night: the bright shopfront, shelves inside, the coloured band."""
    c.gradient([(0, "#10141c"), (1, "#222a34")])
    layer, draw = c.layer()
    x0, x1, top, bottom = c.x(0.1), c.x(0.9), c.y(0.2), c.y(0.82)
    draw.rectangle((x0, top, x1, top + c.y(0.05)), fill=(40, 150, 90, 255))
    draw.rectangle((x0, top + c.y(0.05), x1, top + c.y(0.08)), fill=(240, 130, 40, 255))
    draw.rectangle((x0, top + c.y(0.08), x1, top + c.y(0.11)), fill=(220, 40, 50, 255))
    draw.rectangle((x0, top + c.y(0.11), x1, bottom), fill=(236, 244, 248, 255))
    for row in range(4):
        y = top + c.y(0.18 + row * 0.13)
        draw.rectangle((x0 + c.x(0.03), y, x1 - c.x(0.25), y + c.y(0.01)), fill=(160, 170, 180, 255))
        x = x0 + c.x(0.035)
        while x < x1 - c.x(0.26):
            w = c.x(c.rand(0.012, 0.025))
            draw.rectangle(
                (x, y - c.y(c.rand(0.04, 0.08)), x + w, y),
                fill=(
                    *c.rng.choice(
                        [
                            (230, 80, 60),
                            (60, 120, 200),
                            (250, 200, 60),
                            (80, 180, 100),
                            (240, 240, 240),
                            (200, 100, 160),
                        ]
                    ),
                    255,
                ),
            )
            x += w + c.x(0.004)
    draw.rectangle((x1 - c.x(0.22), top + c.y(0.15), x1 - c.x(0.03), bottom), fill=(200, 220, 230, 255))
    draw.line(
        (x1 - c.x(0.125), top + c.y(0.15), x1 - c.x(0.125), bottom),
        fill=(150, 160, 170, 255),
        width=max(2, round(c.s(0.006))),
    )
    for k in range(5):
        draw.line(
            (x0 + c.x(0.16) * k, top + c.y(0.11), x0 + c.x(0.16) * k, bottom),
            fill=(150, 160, 170, 255),
            width=max(2, round(c.s(0.006))),
        )
    c.put(layer)
    c.glow(c.x(0.5), c.y(0.9), c.s(0.5), (120, 130, 130), 0.8, squash=0.3)
    c.glow(c.x(0.5), c.y(0.5), c.s(0.6), (50, 60, 60), 0.6)


def scene_stars(c):
    """A winter night: the Milky Way over snowy hills and black pines."""
    c.gradient([(0, "#05081a"), (0.6, "#1f2a44"), (1, "#2a3a5a")])
    band = c.noise(4, 4)
    diag = (
        gradient_image(
            (c.w, c.h),
            [(0, (0, 0, 0)), (0.35, (0, 0, 0)), (0.5, (255, 255, 255)), (0.65, (0, 0, 0)), (1, (0, 0, 0))],
            vertical=False,
        )
        .convert("L")
        .rotate(-25, resample=Image.BILINEAR)
    )
    c.paint((150, 160, 210), ImageChops.multiply(band, diag), opacity=0.5)
    stars(c, 500, 0, 0.75, big=0.06)
    silhouette(c, ridge(c.rng, c.w, c.y(0.75), c.y(0.08), 0.5), "#c8d4e6")
    c.gradient([(0, "#b8c6da"), (1, "#7a8aa6")], box=(0, c.y(0.85), c.w, c.h))
    layer, draw = c.layer()
    for _ in range(14):
        x = c.rand(0, c.w)
        pine(draw, x, c.y(c.rand(0.8, 0.95)), c.y(c.rand(0.15, 0.3)), (10, 14, 24, 255))
    c.put(layer)


def cabbage(draw, x, y, r, c, angle=0.0):
    """A napa cabbage lying down: a pale rib end and green leafy end."""
    dx, dy = math.cos(angle) * r * 1.6, math.sin(angle) * r * 1.6
    draw.ellipse((x - dx - r, y - dy - r * 0.7, x - dx + r, y - dy + r * 0.7), fill=(236, 236, 200, 255))
    draw.ellipse((x - r * 1.2, y - r * 0.75, x + r * 1.2, y + r * 0.75), fill=(214, 222, 170, 255))
    draw.ellipse(
        (x + dx - r * 1.1, y + dy - r * 0.8, x + dx + r * 1.1, y + dy + r * 0.8),
        fill=(*mix((110, 160, 60), (80, 130, 40), c.rand()), 255),
    )
    draw.line((x - dx - r * 0.8, y - dy, x + dx, y + dy), fill=(245, 245, 225, 200), width=max(1, round(r * 0.1)))


def scene_cabbage_hill(c):
    """Winter storage cabbages piled in a hill by the road, a tricycle, snow in the air."""
    c.gradient([(0, "#9aa6ae"), (0.55, "#c6ccce"), (0.56, "#6a6a5a"), (1, "#4a4a3a")])
    skyline(c, c.y(0.56), 0.15, 0.3, (120, 110, 100), lit=(200, 190, 160), lit_share=0.05, min_w=0.12, max_w=0.2)
    layer, draw = c.layer()
    spots = []
    for row in range(6):
        width = 0.9 - row * 0.14
        count = max(1, round(width * 7))
        for k in range(count):
            x = c.x(0.5 - width / 2 + (k + 0.5) * width / count)
            y = c.y(0.92 - row * 0.075)
            spots.append((x + c.rand(-1, 1) * c.s(0.01), y))
    for x, y in spots:
        cabbage(draw, x, y, c.s(0.045), c, angle=c.rand(-0.4, 0.4) + (0 if c.rand() < 0.5 else math.pi))
    c.put(layer)
    snowfall(c, 120)


def scene_cabbage_sill(c):
    """Cabbages stacked under a window sill in a courtyard, outer leaves wilted, snow on top."""
    c.gradient([(0, "#8a7a6a"), (1, "#6a5a4a")])
    layer, draw = c.layer()
    for row in range(12):
        for k in range(14):
            x = c.x(k / 13) + (row % 2) * c.x(0.035)
            y = c.y(row / 11)
            draw.rectangle(
                (x, y, x + c.x(0.07), y + c.y(0.04)), fill=(*mix((140, 100, 80), (110, 80, 60), c.rand()), 255)
            )
    draw.rectangle((c.x(0.2), c.y(0.05), c.x(0.8), c.y(0.4)), fill=(200, 220, 230, 255))
    for k in range(4):
        draw.line(
            (c.x(0.2 + k * 0.2), c.y(0.05), c.x(0.2 + k * 0.2), c.y(0.4)),
            fill=(120, 60, 40, 255),
            width=max(2, round(c.s(0.015))),
        )
    draw.rectangle((c.x(0.15), c.y(0.4), c.x(0.85), c.y(0.45)), fill=(180, 170, 160, 255))
    draw.rectangle((0, c.y(0.9), c.w, c.h), fill=(120, 116, 110, 255))
    for row in range(4):
        for k in range(9):
            x = c.x(0.1 + k * 0.095 + (row % 2) * 0.045)
            y = c.y(0.85 - row * 0.1)
            cabbage(draw, x, y, c.s(0.045), c, angle=math.pi if k % 2 else 0)
    draw.rectangle((c.x(0.05), c.y(0.5), c.x(0.95), c.y(0.53)), fill=(240, 244, 248, 200))
    c.put(layer)
    snowfall(c, 60)


def scene_tennis(c):
    """A tennis court in perspective: the net, white lines and a ball in the air."""
    c.gradient([(0, "#7fb0d8"), (0.3, "#c8dceb"), (0.31, "#2e6a40"), (1, "#3d6b3a")])
    layer, draw = c.layer()

    def at(u, v):
        y = c.y(0.38) + c.y(0.62) * v
        half = c.x(0.22) + c.x(0.55) * v
        return (c.x(0.5) + (u - 0.5) * 2 * half, y)

    draw.polygon([at(0, 0), at(1, 0), at(1, 1.1), at(0, 1.1)], fill=(50, 120, 76, 255))
    lw = max(2, round(c.s(0.008)))
    for u in (0.0, 0.12, 0.88, 1.0):
        draw.line((*at(u, 0), *at(u, 1.1)), fill=(250, 250, 250, 255), width=lw)
    for v in (0.0, 0.75):
        draw.line((*at(0.12, v), *at(0.88, v)), fill=(250, 250, 250, 255), width=lw)
    draw.line((*at(0.5, 0.3), *at(0.5, 0.75)), fill=(250, 250, 250, 255), width=lw)
    nv = 0.3
    l, r = at(-0.05, nv), at(1.05, nv)
    draw.rectangle((l[0], l[1] - c.y(0.08), r[0], l[1]), fill=(30, 30, 30, 200))
    draw.line((l[0], l[1] - c.y(0.08), r[0], l[1] - c.y(0.08)), fill=(255, 255, 255, 255), width=lw)
    bx, by, br = c.x(0.68), c.y(0.25), c.s(0.045)
    draw.ellipse((bx - br, by - br, bx + br, by + br), fill=(220, 240, 60, 255))
    draw.arc(
        (bx - br * 1.6, by - br * 0.7, bx + br * 0.4, by + br * 1.3),
        300,
        60,
        fill=(255, 255, 255, 255),
        width=max(1, round(br * 0.15)),
    )
    c.put(layer)


def fish(draw, x, y, k, colour, facing=1):
    draw.ellipse((x - k, y - k * 0.45, x + k, y + k * 0.45), fill=colour)
    draw.polygon(
        [(x - facing * k * 0.8, y), (x - facing * k * 1.5, y - k * 0.5), (x - facing * k * 1.5, y + k * 0.5)],
        fill=colour,
    )
    draw.ellipse(
        (x + facing * k * 0.5 - k * 0.1, y - k * 0.15, x + facing * k * 0.5 + k * 0.1, y + k * 0.05),
        fill=(20, 20, 20, 255),
    )


def scene_fish_tank(c):
    """A seafood tank in a restaurant: fish and crabs in blue-green water, bubbles rising."""
    c.gradient([(0, "#4ab0b8"), (1, "#1a4a5a")])
    rays = c.noise(6, 2, stretch=(4.0, 0.2))
    c.paint((180, 240, 240), rays.point(lambda v: max(0, v - 150) * 2), opacity=0.3)
    layer, draw = c.layer()
    for _ in range(7):
        fish(
            draw,
            c.rand(c.x(0.1), c.x(0.9)),
            c.rand(c.y(0.15), c.y(0.75)),
            c.s(c.rand(0.06, 0.1)),
            (*c.rng.choice([(240, 120, 60), (200, 60, 60), (220, 200, 180), (120, 140, 160)]), 255),
            facing=c.rng.choice([-1, 1]),
        )
    for k in range(2):
        x, y, rr = c.x(0.3 + k * 0.4), c.y(0.88), c.s(0.06)
        draw.ellipse((x - rr, y - rr * 0.6, x + rr, y + rr * 0.6), fill=(200, 70, 40, 255))
        for side in (-1, 1):
            draw.line(
                (x + side * rr, y, x + side * rr * 1.6, y - rr), fill=(200, 70, 40, 255), width=max(2, round(rr * 0.2))
            )
    draw.rectangle((0, c.y(0.92), c.w, c.h), fill=(180, 170, 150, 255))
    for _ in range(50):
        x, y, rr = c.x(0.85) + c.rand(-1, 1) * c.s(0.03), c.rand(0, c.y(0.9)), c.s(c.rand(0.005, 0.012))
        draw.ellipse((x - rr, y - rr, x + rr, y + rr), outline=(230, 255, 255, 200), width=max(1, round(rr * 0.3)))
    draw.rectangle((0, 0, c.w, c.y(0.04)), fill=(40, 40, 44, 255))
    c.put(layer)


def scene_lamp_window(c):
    """An evening street: one window lit warm, a figure at a desk behind it."""
    c.gradient([(0, "#2a2030"), (1, "#4a3a34")])
    layer, draw = c.layer()
    draw.rectangle((c.x(0.1), c.y(0.1), c.x(0.9), c.h), fill=(120, 90, 70, 255))
    for row in range(3):
        for k in range(3):
            x0, y0 = c.x(0.18 + k * 0.25), c.y(0.18 + row * 0.27)
            lit = (row, k) == (1, 1)
            draw.rectangle(
                (x0, y0, x0 + c.x(0.16), y0 + c.y(0.18)), fill=(255, 210, 130, 255) if lit else (40, 36, 48, 255)
            )
            draw.line(
                (x0 + c.x(0.08), y0, x0 + c.x(0.08), y0 + c.y(0.18)),
                fill=(90, 66, 50, 255),
                width=max(2, round(c.s(0.01))),
            )
            if lit:
                px, py = x0 + c.x(0.11), y0 + c.y(0.18)
                draw.ellipse(
                    (px - c.s(0.025), py - c.y(0.13), px + c.s(0.025), py - c.y(0.13) + c.s(0.05)),
                    fill=(70, 50, 40, 255),
                )
                draw.rectangle((px - c.s(0.035), py - c.y(0.08), px + c.s(0.035), py), fill=(70, 50, 40, 255))
    c.put(layer)
    c.texture(0.06, 30)
    c.glow(c.x(0.51), c.y(0.54), c.s(0.3), (160, 100, 40), 0.8)


def scene_battery(c):
    """A phone battery running low: the cell outline, a red sliver, the charge ebbing."""
    c.gradient([(0, "#2a3444"), (1, "#4a5a70")])
    layer, draw = c.layer()
    bx0, by0, bx1, by1 = c.x(0.25), c.y(0.3), c.x(0.72), c.y(0.7)
    lw = max(3, round(c.s(0.03)))
    draw.rounded_rectangle((bx0, by0, bx1, by1), radius=c.s(0.06), outline=(230, 236, 244, 255), width=lw)
    draw.rounded_rectangle(
        (bx1 + lw, (by0 + by1) / 2 - c.y(0.07), bx1 + lw + c.x(0.04), (by0 + by1) / 2 + c.y(0.07)),
        radius=c.s(0.02),
        fill=(230, 236, 244, 255),
    )
    draw.rounded_rectangle(
        (bx0 + lw * 2, by0 + lw * 2, bx0 + lw * 2 + (bx1 - bx0) * 0.16, by1 - lw * 2),
        radius=c.s(0.02),
        fill=(240, 70, 60, 255),
    )
    for k in range(4):
        x = bx0 + lw * 2 + (bx1 - bx0) * (0.22 + k * 0.18)
        draw.rounded_rectangle(
            (x, by0 + lw * 2, x + (bx1 - bx0) * 0.14, by1 - lw * 2), radius=c.s(0.02), fill=(120, 140, 160, 70)
        )
    c.put(layer)
    c.glow(bx0 + (bx1 - bx0) * 0.15, (by0 + by1) / 2, c.s(0.2), (140, 30, 20), 0.8)


def scene_song_meal(c):
    """A Song-dynasty meal in painting colours: a low table, bowls, a ewer, a folding screen."""
    c.gradient([(0, "#c8a878"), (1, "#8a6a44")])
    c.texture(0.07, 40, 3)
    layer, draw = c.layer()
    for k in range(4):
        x0 = c.x(0.05 + k * 0.22)
        draw.rectangle((x0, c.y(0.06), x0 + c.x(0.2), c.y(0.55)), fill=(110, 80, 50, 255))
        draw.rectangle((x0 + c.x(0.015), c.y(0.08), x0 + c.x(0.185), c.y(0.53)), fill=(226, 210, 180, 255))
        silhouette_pts = ridge(c.rng, c.x(0.17), c.y(0.4), c.y(0.08), 0.5, 17)
        draw.polygon(
            [(x0 + c.x(0.015), c.y(0.53))]
            + [(x0 + c.x(0.015) + px, py) for px, py in silhouette_pts]
            + [(x0 + c.x(0.185), c.y(0.53))],
            fill=(150, 160, 140, 255),
        )
    draw.rectangle((c.x(0.1), c.y(0.62), c.x(0.9), c.y(0.68)), fill=(110, 50, 30, 255))
    for fx in (0.14, 0.84):
        draw.rectangle((c.x(fx), c.y(0.68), c.x(fx + 0.03), c.y(0.9)), fill=(90, 40, 24, 255))
    for fx, colour in [(0.25, (90, 140, 130)), (0.42, (240, 236, 220)), (0.6, (90, 140, 130))]:
        x = c.x(fx)
        draw.chord((x - c.x(0.06), c.y(0.5), x + c.x(0.06), c.y(0.66)), 0, 180, fill=(*colour, 255))
        draw.ellipse((x - c.x(0.06), c.y(0.55), x + c.x(0.06), c.y(0.6)), fill=(*mix(colour, (0, 0, 0), 0.3), 255))
    ex = c.x(0.76)
    draw.ellipse((ex - c.x(0.04), c.y(0.48), ex + c.x(0.04), c.y(0.62)), fill=(220, 214, 196, 255))
    draw.rectangle((ex - c.x(0.01), c.y(0.42), ex + c.x(0.01), c.y(0.5)), fill=(220, 214, 196, 255))
    draw.line(
        (ex + c.x(0.03), c.y(0.52), ex + c.x(0.07), c.y(0.47)),
        fill=(220, 214, 196, 255),
        width=max(2, round(c.s(0.012))),
    )
    c.put(layer)
    c.vignette(0.35)


def scene_shower(c):
    """A shower in steam: water falling from the head, blue tiles, an idea lighting up."""
    c.gradient([(0, "#2a5a7a"), (1, "#3a6f8f")])
    layer, draw = c.layer()
    tile = c.s(0.1)
    y = 0
    while y < c.h:
        x = 0
        while x < c.w:
            draw.rectangle((x + 2, y + 2, x + tile - 2, y + tile - 2), fill=(110, 170, 200, 90))
            x += tile
        y += tile
    c.put(layer)
    layer, draw = c.layer()
    hx, hy = c.x(0.4), c.y(0.14)
    draw.line((c.x(0.15), c.y(0.05), hx, c.y(0.05), hx, hy), fill=(200, 206, 214, 255), width=max(3, round(c.s(0.02))))
    draw.chord((hx - c.x(0.08), hy - c.y(0.05), hx + c.x(0.08), hy + c.y(0.05)), 0, 180, fill=(210, 216, 224, 255))
    for _ in range(90):
        x0 = hx + c.rand(-0.07, 0.07) * c.w
        spread = (x0 - hx) * 2.5
        y0 = hy + c.y(c.rand(0.02, 0.5))
        draw.line(
            (
                x0 + spread * (y0 - hy) / c.h,
                y0,
                x0 + spread * (y0 - hy) / c.h + spread * 0.05,
                y0 + c.y(c.rand(0.05, 0.15)),
            ),
            fill=(230, 245, 255, 170),
            width=max(1, round(c.s(0.004))),
        )
    c.put(layer)
    mist = c.noise(3, 3)
    c.paint((230, 236, 240), mist, opacity=0.35)
    bx, by = c.x(0.75), c.y(0.3)
    c.glow(bx, by, c.s(0.3), (200, 170, 60), 1.0)
    layer, draw = c.layer()
    r = c.s(0.09)
    draw.ellipse((bx - r, by - r, bx + r, by + r), fill=(255, 236, 150, 255))
    draw.rectangle((bx - r * 0.45, by + r * 0.8, bx + r * 0.45, by + r * 1.4), fill=(180, 180, 180, 255))
    for k in range(8):
        a = k / 8 * math.tau
        draw.line(
            (
                bx + math.cos(a) * r * 1.4,
                by + math.sin(a) * r * 1.4,
                bx + math.cos(a) * r * 1.9,
                by + math.sin(a) * r * 1.9,
            ),
            fill=(255, 240, 170, 255),
            width=max(2, round(r * 0.12)),
        )
    c.put(layer)


def scene_film(c):
    """A film strip whose frames run on without a cut: one continuous shot across a landscape."""
    c.img = Image.new("RGB", (c.w, c.h), (26, 22, 18))
    strip_top, strip_bottom = c.y(0.2), c.y(0.8)
    pano = Canvas((c.w, round(strip_bottom - strip_top)), c.hue, c.rng)
    pano.gradient([(0, "#c8a060"), (0.5, "#e0c08a"), (0.7, "#6a5a3a"), (1, "#3e3a2f")])
    silhouette(pano, ridge(c.rng, pano.w, pano.y(0.62), pano.y(0.15), 0.55), "#5a4a30")
    layer, draw = pano.layer()
    for k in range(6):
        x = pano.x(0.1 + k * 0.15)
        draw.line(
            (x, pano.y(0.75), x + pano.x(0.01), pano.y(0.6)), fill=(30, 26, 20, 255), width=max(2, round(pano.s(0.02)))
        )
        draw.ellipse((x - pano.s(0.025), pano.y(0.54), x + pano.s(0.035), pano.y(0.61)), fill=(30, 26, 20, 255))
    pano.put(layer)
    c.img.paste(pano.img, (0, round(strip_top)))
    layer, draw = c.layer()
    frames = 4
    for k in range(frames + 1):
        x = c.x(k / frames)
        draw.rectangle((x - c.x(0.008), strip_top, x + c.x(0.008), strip_bottom), fill=(26, 22, 18, 255))
    hole = c.s(0.05)
    x = c.x(0.01)
    while x < c.w:
        for y in (c.y(0.07), c.y(0.86)):
            draw.rounded_rectangle(
                (x, y, x + hole * 0.7, y + hole * 0.9), radius=hole * 0.15, fill=(230, 220, 200, 255)
            )
        x += hole * 1.4
    c.put(layer)


def capsule(draw, x, y, k, angle, a, b):
    dx, dy = math.cos(angle) * k, math.sin(angle) * k
    w = max(2, round(k * 0.9))
    draw.line((x - dx, y - dy, x, y), fill=a, width=w)
    draw.line((x, y, x + dx, y + dy), fill=b, width=w)
    for px, py, colour in ((x - dx, y - dy, a), (x + dx, y + dy, b)):
        draw.ellipse((px - w / 2, py - w / 2, px + w / 2, py + w / 2), fill=colour)


def scene_pills(c):
    """Capsules and tablets beside a glass of water and a blister pack."""
    c.gradient([(0, "#a8c0c8"), (1, "#6a8a96")])
    layer, draw = c.layer()
    gx, base = c.x(0.72), c.y(0.85)
    draw.rectangle(
        (gx - c.s(0.13), base - c.s(0.55), gx + c.s(0.13), base),
        fill=(230, 244, 250, 110),
        outline=(250, 255, 255, 220),
        width=max(2, round(c.s(0.008))),
    )
    draw.rectangle((gx - c.s(0.12), base - c.s(0.4), gx + c.s(0.12), base - 2), fill=(170, 210, 230, 130))
    bx0, by0 = c.x(0.08), c.y(0.2)
    draw.rounded_rectangle((bx0, by0, bx0 + c.x(0.32), by0 + c.y(0.32)), radius=c.s(0.02), fill=(210, 214, 220, 255))
    for i in range(2):
        for j in range(4):
            x, y = bx0 + c.x(0.045 + j * 0.075), by0 + c.y(0.09 + i * 0.15)
            draw.ellipse(
                (x - c.s(0.03), y - c.s(0.03), x + c.s(0.03), y + c.s(0.03)),
                fill=(250, 250, 250, 255),
                outline=(170, 176, 186, 255),
            )
    for _ in range(6):
        capsule(
            draw,
            c.x(c.rand(0.15, 0.55)),
            c.y(c.rand(0.6, 0.9)),
            c.s(0.05),
            c.rand(0, math.tau),
            (230, 70, 60, 255),
            (250, 250, 245, 255),
        )
    for _ in range(5):
        x, y, r = c.x(c.rand(0.1, 0.6)), c.y(c.rand(0.6, 0.92)), c.s(0.03)
        draw.ellipse((x - r, y - r * 0.8, x + r, y + r * 0.8), fill=(250, 250, 250, 255), outline=(200, 200, 200, 255))
    c.put(layer)
    c.vignette(0.3)


def scene_water(c):
    """Where tap water comes from: a reservoir behind a dam, the pipe, water from a tap."""
    c.gradient([(0, "#8ab8d8"), (0.5, "#c8e0ee"), (1, "#2f5d7a")])
    silhouette(c, ridge(c.rng, c.w, c.y(0.4), c.y(0.1), 0.5), "#5a7a6a")
    c.gradient([(0, "#3a7aa0"), (1, "#2a5a80")], box=(0, c.y(0.45), c.x(0.6), c.y(0.6)))
    layer, draw = c.layer()
    draw.polygon(
        [(c.x(0.55), c.y(0.42)), (c.x(0.62), c.y(0.42)), (c.x(0.7), c.y(0.75)), (c.x(0.52), c.y(0.75))],
        fill=(180, 184, 186, 255),
    )
    draw.rectangle((0, c.y(0.6), c.x(0.55), c.y(0.75)), fill=(90, 110, 80, 255))
    draw.rectangle((c.x(0.6), c.y(0.7), c.w, c.y(0.76)), fill=(150, 156, 160, 255))
    draw.rectangle((c.x(0.85), c.y(0.55), c.x(0.9), c.y(0.76)), fill=(150, 156, 160, 255))
    draw.rectangle((0, c.y(0.75), c.w, c.h), fill=(40, 70, 96, 255))
    tx, ty = c.x(0.87), c.y(0.55)
    draw.rectangle((tx - c.x(0.07), ty - c.y(0.05), tx + c.x(0.02), ty), fill=(200, 206, 214, 255))
    draw.rectangle((tx - c.x(0.07), ty, tx - c.x(0.05), ty + c.y(0.05)), fill=(200, 206, 214, 255))
    draw.line(
        (tx - c.x(0.06), ty + c.y(0.05), tx - c.x(0.06), c.y(0.9)),
        fill=(200, 235, 255, 220),
        width=max(2, round(c.s(0.018))),
    )
    c.put(layer)
    c.glow(tx - c.x(0.06), c.y(0.9), c.s(0.08), (80, 120, 160), 0.8, squash=0.4)


def scene_aisle(c):
    """A supermarket aisle running away: shelves of colourful goods under bright lights."""
    c.gradient([(0, "#e8eee0"), (1, "#b8c0a8")])
    vx, vy = c.x(0.5), c.y(0.45)
    layer, draw = c.layer()
    draw.polygon(
        [(0, c.h), (vx - c.x(0.08), vy + c.y(0.12)), (vx + c.x(0.08), vy + c.y(0.12)), (c.w, c.h)],
        fill=(200, 200, 190, 255),
    )
    colours = [
        (220, 60, 50),
        (240, 200, 40),
        (60, 140, 210),
        (80, 170, 80),
        (240, 240, 240),
        (230, 120, 40),
        (150, 80, 160),
    ]
    for side in (-1, 1):
        near_x, far_x = (0 if side < 0 else c.w), vx + side * c.x(0.08)
        draw.polygon(
            [(near_x, 0), (far_x, vy - c.y(0.18)), (far_x, vy + c.y(0.12)), (near_x, c.h)], fill=(120, 110, 96, 255)
        )
        for shelf in range(5):
            t0 = shelf / 5
            for k in range(18):
                u0, u1 = k / 18, (k + 0.8) / 18

                def at(u, t):
                    x = near_x + (far_x - near_x) * (u**0.6)
                    y_top = 0 + (vy - c.y(0.18)) * (u**0.6)
                    y_bottom = c.h + (vy + c.y(0.12) - c.h) * (u**0.6)
                    return (x, y_top + (y_bottom - y_top) * t)

                colour = (*c.rng.choice(colours), 255)
                draw.polygon([at(u0, t0 + 0.03), at(u1, t0 + 0.03), at(u1, t0 + 0.17), at(u0, t0 + 0.17)], fill=colour)
    for k in range(5):
        y = c.y(0.05 + k * 0.06)
        half = c.x(0.2 - k * 0.03)
        draw.rectangle((vx - half, y, vx + half, y + c.y(0.012)), fill=(255, 255, 250, 255))
    c.put(layer)


def scene_go(c):
    """A Go board mid-game in black and white: the grid, black and white stones."""
    c.gradient([(0, "#bdbdbd"), (1, "#8a8a8a")])
    layer, draw = c.layer()
    n = 13
    x0, y0 = c.x(0.5) - c.s(0.45), c.y(0.5) - c.s(0.45)
    step = c.s(0.9) / (n - 1)
    for i in range(n):
        draw.line(
            (x0, y0 + i * step, x0 + step * (n - 1), y0 + i * step),
            fill=(40, 40, 40, 255),
            width=max(1, round(c.s(0.004))),
        )
        draw.line(
            (x0 + i * step, y0, x0 + i * step, y0 + step * (n - 1)),
            fill=(40, 40, 40, 255),
            width=max(1, round(c.s(0.004))),
        )
    taken = set()
    colour_black = True
    i, j = 6, 6
    for _ in range(44):
        for _ in range(12):
            di, dj = c.rng.choice([(-1, 0), (1, 0), (0, -1), (0, 1), (1, 1), (-1, 1), (2, 0), (0, 2), (-2, 0)])
            ni, nj = i + di, j + dj
            if 0 <= ni < n and 0 <= nj < n and (ni, nj) not in taken:
                i, j = ni, nj
                break
        taken.add((i, j))
        x, y, r = x0 + j * step, y0 + i * step, step * 0.47
        draw.ellipse(
            (x - r, y - r, x + r, y + r),
            fill=(16, 16, 16, 255) if colour_black else (248, 248, 248, 255),
            outline=(60, 60, 60, 255),
        )
        colour_black = not colour_black
    c.put(layer)
    c.glow(c.x(0.3), c.y(0.2), c.s(0.5), (40, 40, 40), 0.5)
    c.vignette(0.5)


def scene_hotpot(c):
    """A split hotpot from above: red chilli broth with peppers, clear broth beside it, bubbling."""
    c.gradient([(0, "#3a1a10"), (1, "#200c08")])
    cx, cy, r = c.x(0.5), c.y(0.5), c.s(0.46)
    layer, draw = c.layer()
    draw.ellipse((cx - r * 1.08, cy - r * 1.08, cx + r * 1.08, cy + r * 1.08), fill=(180, 180, 186, 255))
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(190, 40, 20, 255))
    draw.pieslice((cx - r, cy - r, cx + r, cy + r), 90, 270, fill=(236, 220, 190, 255))
    draw.arc(
        (cx - r * 0.5, cy - r, cx + r * 0.5, cy), 90, 270, fill=(180, 180, 186, 255), width=max(2, round(r * 0.05))
    )
    draw.arc(
        (cx - r * 0.5, cy, cx + r * 0.5, cy + r), 270, 90, fill=(180, 180, 186, 255), width=max(2, round(r * 0.05))
    )
    for _ in range(30):
        a, d = c.rand(-math.pi / 2, math.pi / 2), math.sqrt(c.rand()) * r * 0.85
        x, y = cx + math.cos(a) * d, cy + math.sin(a) * d
        capsule(draw, x, y, r * 0.06, c.rand(0, math.tau), (230, 30, 20, 255), (160, 10, 10, 255))
    blobs(c, draw, cx - r * 0.5, cy, r * 0.35, [(250, 250, 240), (200, 120, 60), (90, 150, 60)], 25, 0.025)
    for _ in range(30):
        a, d = c.rand(0, math.tau), math.sqrt(c.rand()) * r * 0.9
        x, y, rr = cx + math.cos(a) * d, cy + math.sin(a) * d, r * c.rand(0.02, 0.05)
        draw.ellipse((x - rr, y - rr, x + rr, y + rr), outline=(255, 200, 160, 180), width=max(1, round(rr * 0.3)))
    c.put(layer)
    steam(c, cx, cy, r * 1.4, r * 1.2, strands=4, opacity=0.3)


def scene_firecracker(c):
    """A string of red firecrackers going off at night: sparks, smoke and paper shreds."""
    c.gradient([(0, "#1a0806"), (1, "#4a1410")])
    layer, draw = c.layer()
    draw.line((c.x(0.3), 0, c.x(0.34), c.y(0.95)), fill=(120, 80, 40, 255), width=max(2, round(c.s(0.006))))
    for k in range(18):
        t = k / 18
        x, y = c.x(0.3 + 0.04 * t), c.y(0.05 + 0.85 * t)
        for side in (-1, 1):
            draw.line(
                (x, y, x + side * c.s(0.09), y + c.s(0.03)), fill=(210, 30, 30, 255), width=max(3, round(c.s(0.03)))
            )
            draw.line(
                (x + side * c.s(0.09), y + c.s(0.03), x + side * c.s(0.1), y + c.s(0.033)),
                fill=(240, 200, 80, 255),
                width=max(3, round(c.s(0.03))),
            )
    c.put(layer)
    smoke = c.noise(4, 3)
    c.paint((200, 190, 190), smoke.point(lambda v: max(0, v - 120)), opacity=0.4)
    for fx, fy in [(0.33, 0.92), (0.6, 0.5), (0.8, 0.75)]:
        sx, sy = c.x(fx), c.y(fy)
        c.glow(sx, sy, c.s(0.2), (255, 160, 60), 1.0)
        layer, draw = c.layer()
        for _ in range(40):
            a, d = c.rand(0, math.tau), c.s(c.rand(0.05, 0.22))
            draw.line(
                (sx + math.cos(a) * d * 0.3, sy + math.sin(a) * d * 0.3, sx + math.cos(a) * d, sy + math.sin(a) * d),
                fill=(255, 230, 150, 230),
                width=max(1, round(c.s(0.005))),
            )
        c.put(layer)
    layer, draw = c.layer()
    for _ in range(60):
        x, y, k = c.rand(0, c.w), c.rand(c.y(0.5), c.h), c.s(0.012)
        draw.rectangle((x, y, x + k, y + k * 0.6), fill=(220, 40, 40, 230))
    c.put(layer)


def scene_night_window(c):
    """Late at night: a dark room, the city through the window, a phone glowing on the bed."""
    c.gradient([(0, "#0e1220"), (1, "#1c2434")])
    wx0, wy0, wx1, wy1 = c.x(0.45), c.y(0.1), c.x(0.92), c.y(0.6)
    win = Canvas((round(wx1 - wx0), round(wy1 - wy0)), c.hue, c.rng)
    win.gradient([(0, "#101a36"), (1, "#34406a")])
    stars(win, 30, 0, 0.4)
    skyline(win, win.h, 0.2, 0.6, (16, 20, 34), lit=(255, 210, 140), lit_share=0.3)
    c.img.paste(win.img, (round(wx0), round(wy0)))
    layer, draw = c.layer()
    draw.rectangle((wx0, wy0, wx1, wy1), outline=(50, 56, 70, 255), width=max(3, round(c.s(0.02))))
    draw.line(((wx0 + wx1) / 2, wy0, (wx0 + wx1) / 2, wy1), fill=(50, 56, 70, 255), width=max(3, round(c.s(0.015))))
    draw.rectangle((0, c.y(0.7), c.x(0.8), c.h), fill=(40, 48, 72, 255))
    draw.rounded_rectangle((c.x(0.05), c.y(0.6), c.x(0.3), c.y(0.74)), radius=c.s(0.04), fill=(60, 70, 96, 255))
    px, py = c.x(0.42), c.y(0.82)
    draw.polygon(
        [
            (px - c.s(0.06), py - c.s(0.02)),
            (px + c.s(0.08), py - c.s(0.05)),
            (px + c.s(0.1), py + c.s(0.03)),
            (px - c.s(0.04), py + c.s(0.06)),
        ],
        fill=(200, 230, 255, 255),
    )
    c.put(layer)
    c.glow(px, py, c.s(0.35), (60, 90, 140), 1.0)


def scene_coffee(c):
    """A cup of coffee from above with a leaf of latte art, beans scattered round it."""
    c.gradient([(0, "#6a4a34"), (1, "#4a3222")])
    c.texture(0.08, 12, 2)
    cx, cy, r = c.x(0.45), c.y(0.5), c.s(0.34)
    layer, draw = c.layer()
    draw.ellipse((cx - r * 1.45, cy - r * 1.45, cx + r * 1.45, cy + r * 1.45), fill=(240, 236, 228, 255))
    draw.ellipse((cx - r * 1.05, cy - r * 1.05, cx + r * 1.05, cy + r * 1.05), fill=(250, 248, 244, 255))
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(150, 90, 50, 255))
    draw.ellipse((cx - r * 0.45, cy - r * 0.7, cx + r * 0.45, cy + r * 0.6), fill=(240, 220, 190, 255))
    for k in range(6):
        y = cy - r * 0.5 + k * r * 0.2
        draw.arc(
            (cx - r * 0.4, y - r * 0.15, cx + r * 0.4, y + r * 0.15),
            200,
            340,
            fill=(150, 90, 50, 255),
            width=max(2, round(r * 0.05)),
        )
    draw.line((cx, cy - r * 0.65, cx, cy + r * 0.8), fill=(150, 90, 50, 255), width=max(2, round(r * 0.04)))
    draw.rounded_rectangle(
        (cx + r * 1.1, cy - r * 0.15, cx + r * 1.6, cy + r * 0.15), radius=r * 0.1, fill=(240, 236, 228, 255)
    )
    for _ in range(16):
        x, y = c.rand(0, c.w), c.rand(0, c.h)
        if math.hypot(x - cx, y - cy) < r * 1.6:
            continue
        a = c.rand(0, math.tau)
        k = c.s(0.035)
        draw.ellipse((x - k, y - k * 0.7, x + k, y + k * 0.7), fill=(60, 34, 20, 255))
        draw.line(
            (
                x - math.cos(a) * k * 0.7,
                y - math.sin(a) * k * 0.4,
                x + math.cos(a) * k * 0.7,
                y + math.sin(a) * k * 0.4,
            ),
            fill=(30, 16, 8, 255),
            width=max(1, round(k * 0.15)),
        )
    c.put(layer)


def scene_blackboard(c):
    """A blackboard covered in chalk: formulas, a curve, a box around the result."""
    c.gradient([(0, "#2e3b2f"), (1, "#243024")])
    smudge = c.noise(3, 3)
    c.paint((90, 110, 92), smudge.point(lambda v: max(0, v - 100)), opacity=0.35)
    layer, draw = c.layer()
    chalk = (236, 240, 230, 220)
    lw = max(2, round(c.s(0.008)))
    for row in range(5):
        y = c.y(0.12 + row * 0.15)
        x = c.x(0.06)
        while x < c.x(0.6):
            w = c.x(c.rand(0.02, 0.06))
            pts = [(x + w * t / 6, y + math.sin(t * 1.7 + c.rand(0, 3)) * c.y(0.025)) for t in range(7)]
            draw.line(pts, fill=chalk, width=lw)
            x += w + c.x(0.02)
        if row == 2:
            draw.rectangle((c.x(0.05), y - c.y(0.05), x, y + c.y(0.05)), outline=(240, 220, 120, 220), width=lw)
    ox, oy = c.x(0.68), c.y(0.8)
    draw.line((ox, oy, c.x(0.95), oy), fill=chalk, width=lw)
    draw.line((ox, oy, ox, c.y(0.15)), fill=chalk, width=lw)
    draw.line(
        [(ox + c.x(0.27) * t / 30, oy - c.y(0.6) * (t / 30) ** 2) for t in range(31)],
        fill=(150, 210, 250, 230),
        width=lw,
    )
    draw.rectangle((0, c.y(0.94), c.w, c.h), fill=(120, 90, 60, 255))
    draw.rectangle((c.x(0.2), c.y(0.92), c.x(0.26), c.y(0.94)), fill=(250, 250, 250, 255))
    c.put(layer)


def scene_drizzle(c):
    """A southern town in winter drizzle: white walls, black tiles, mist, cold damp air."""
    c.gradient([(0, "#8a9aaa"), (1, "#5f7486")])
    silhouette(c, ridge(c.rng, c.w, c.y(0.45), c.y(0.1), 0.5), "#7a8a98", opacity=0.7)
    layer, draw = c.layer()
    for k, (fx, fw, top) in enumerate([(0.02, 0.3, 0.45), (0.3, 0.28, 0.38), (0.6, 0.36, 0.5)]):
        x0, x1, y0 = c.x(fx), c.x(fx + fw), c.y(top)
        draw.rectangle((x0, y0, x1, c.y(0.85)), fill=(232, 234, 232, 255))
        draw.polygon(
            [
                (x0 - c.x(0.02), y0 + c.y(0.02)),
                (x0 + c.x(0.02), y0 - c.y(0.03)),
                (x1 - c.x(0.02), y0 - c.y(0.03)),
                (x1 + c.x(0.02), y0 + c.y(0.02)),
            ],
            fill=(40, 44, 50, 255),
        )
        draw.polygon(
            [
                (x0 - c.x(0.02), y0 - c.y(0.1)),
                (x0 + c.x(0.02), y0 - c.y(0.1)),
                (x0 + c.x(0.02), y0),
                (x0 - c.x(0.02), y0),
            ],
            fill=(40, 44, 50, 255),
        )
        for wk in range(2):
            wx = x0 + (x1 - x0) * (0.25 + wk * 0.35)
            draw.rectangle((wx, y0 + c.y(0.1), wx + c.x(0.05), y0 + c.y(0.2)), fill=(60, 66, 74, 255))
    draw.rectangle((0, c.y(0.85), c.w, c.h), fill=(70, 84, 96, 255))
    c.put(layer)
    c.texture(0.06, 20)
    mist = c.noise(3, 3)
    c.paint((200, 210, 220), mist.point(lambda v: max(0, v - 90)), opacity=0.45)
    layer, draw = c.layer()
    for _ in range(300):
        x, y = c.rand(0, c.w), c.rand(0, c.h)
        draw.line((x, y, x - c.s(0.01), y + c.s(0.05)), fill=(230, 236, 244, 110), width=max(1, round(c.s(0.003))))
    c.put(layer)


def scene_dig(c):
    """An excavation: soil layers in the trench wall, a string grid, a trowel and a pot."""
    c.gradient([(0, "#9ab0c0"), (0.2, "#c8c0a8"), (0.21, "#8a6a48"), (1, "#5a4028")])
    layer, draw = c.layer()
    colours = [(160, 120, 80), (120, 86, 56), (180, 140, 96), (100, 72, 46), (140, 100, 66)]
    y = c.y(0.21)
    k = 0
    while y < c.h:
        h = c.y(c.rand(0.06, 0.14))
        line = ridge(c.rng, c.w, y + h, c.y(0.02), 0.6, 33)
        draw.polygon([(0, y)] + [(x, yy) for x, yy in line] + [(c.w, y)], fill=(*colours[k % len(colours)], 255))
        y += h
        k += 1
    c.put(layer)
    c.texture(0.1, 30)
    layer, draw = c.layer()
    for k in range(6):
        x = c.x(0.1 + k * 0.16)
        draw.line((x, c.y(0.21), x, c.h), fill=(250, 250, 240, 200), width=max(1, round(c.s(0.004))))
    for k in range(4):
        yy = c.y(0.35 + k * 0.18)
        draw.line((0, yy, c.w, yy), fill=(250, 250, 240, 200), width=max(1, round(c.s(0.004))))
    px, py = c.x(0.6), c.y(0.7)
    draw.ellipse((px - c.s(0.1), py - c.s(0.08), px + c.s(0.1), py + c.s(0.1)), fill=(150, 90, 50, 255))
    draw.rectangle((px - c.s(0.05), py - c.s(0.12), px + c.s(0.05), py - c.s(0.06)), fill=(150, 90, 50, 255))
    draw.arc(
        (px - c.s(0.09), py - c.s(0.05), px + c.s(0.09), py + c.s(0.05)),
        0,
        180,
        fill=(90, 50, 30, 255),
        width=max(2, round(c.s(0.01))),
    )
    draw.polygon(
        [(c.x(0.25), c.y(0.55)), (c.x(0.33), c.y(0.62)), (c.x(0.3), c.y(0.66)), (c.x(0.22), c.y(0.58))],
        fill=(180, 180, 186, 255),
    )
    draw.line((c.x(0.22), c.y(0.58), c.x(0.15), c.y(0.5)), fill=(120, 70, 40, 255), width=max(2, round(c.s(0.02))))
    c.put(layer)


def scene_progress(c):
    """A dialog on a dark screen: the progress bar stuck at 99%."""
    c.gradient([(0, "#1a2428"), (1, "#263238")])
    layer, draw = c.layer()
    x0, y0, x1, y1 = c.x(0.15), c.y(0.3), c.x(0.85), c.y(0.72)
    draw.rounded_rectangle((x0, y0, x1, y1), radius=c.s(0.03), fill=(54, 66, 72, 255))
    draw.rounded_rectangle((x0, y0, x1, y0 + c.y(0.08)), radius=c.s(0.03), fill=(70, 86, 94, 255))
    draw.rounded_rectangle(
        (x0 + c.x(0.05), y0 + c.y(0.2), x1 - c.x(0.05), y0 + c.y(0.28)), radius=c.s(0.02), fill=(30, 38, 42, 255)
    )
    fill_end = x0 + c.x(0.05) + (x1 - x0 - c.x(0.1)) * 0.99
    draw.rounded_rectangle(
        (x0 + c.x(0.05), y0 + c.y(0.2), fill_end, y0 + c.y(0.28)), radius=c.s(0.02), fill=(80, 200, 120, 255)
    )
    digits(draw, "99%", x1 - c.x(0.2), y0 + c.y(0.31), c.y(0.07), (220, 230, 235, 255))
    for k in range(8):
        a = k / 8 * math.tau
        draw.ellipse(
            (
                x0 + c.x(0.09) + math.cos(a) * c.s(0.03) - c.s(0.006),
                y0 + c.y(0.35) + math.sin(a) * c.s(0.03) - c.s(0.006),
                x0 + c.x(0.09) + math.cos(a) * c.s(0.03) + c.s(0.006),
                y0 + c.y(0.35) + math.sin(a) * c.s(0.03) + c.s(0.006),
            ),
            fill=(220, 230, 235, 60 + k * 24),
        )
    c.put(layer)
    c.glow(c.x(0.5), c.y(0.5), c.s(0.5), (20, 50, 40), 0.6)


def scene_road(c):
    """A road winding through green hills, seen over a car's bonnet: the view that makes you sick."""
    c.gradient([(0, "#9ac0c0"), (0.45, "#d0e0d8"), (0.46, "#6a9a80"), (1, "#3f6b5e")])
    silhouette(c, ridge(c.rng, c.w, c.y(0.45), c.y(0.12), 0.5), "#6a9a88")
    silhouette(c, ridge(c.rng, c.w, c.y(0.58), c.y(0.08), 0.5), "#4a7a60")
    layer, draw = c.layer()
    pts = []
    for t in range(41):
        tt = t / 40
        y = c.y(0.5) + c.y(0.5) * tt**1.4
        x = c.x(0.5) + math.sin(tt * 7) * c.x(0.25) * (1 - tt * 0.6)
        pts.append((x, y, c.x(0.01) + c.x(0.3) * tt**1.4))
    for (x0, y0, w0), (x1, y1, w1) in zip(pts, pts[1:]):
        draw.polygon([(x0 - w0, y0), (x0 + w0, y0), (x1 + w1, y1 + 1), (x1 - w1, y1 + 1)], fill=(90, 94, 100, 255))
    for k, ((x0, y0, w0), (x1, y1, w1)) in enumerate(zip(pts, pts[1:])):
        if k % 3 == 0:
            draw.line((x0, y0, x1, y1), fill=(250, 240, 200, 255), width=max(1, round(w1 * 0.05)))
    draw.chord((c.x(-0.2), c.y(0.82), c.x(1.2), c.y(1.4)), 180, 360, fill=(60, 80, 90, 255))
    c.put(layer)
    streak = c.img.filter(ImageFilter.BoxBlur(c.s(0.006)))
    c.img = Image.blend(c.img, streak, 0.5)


def scene_paddle(c):
    """A red table-tennis bat and a white ball over the table's white line, in a red-lit hall."""
    c.gradient([(0, "#4a1a1e"), (1, "#2a0e12")])
    layer, draw = c.layer()
    draw.rectangle((0, c.y(0.48), c.w, c.y(0.52)), fill=(240, 240, 240, 255))
    cx, cy, r = c.x(0.4), c.y(0.42), c.s(0.3)
    handle = [
        (cx + r * 0.55, cy + r * 0.6),
        (cx + r * 0.8, cy + r * 0.38),
        (cx + r * 1.55, cy + r * 1.1),
        (cx + r * 1.3, cy + r * 1.35),
    ]
    draw.polygon(handle, fill=(190, 140, 80, 255))
    draw.line((handle[0], handle[3]), fill=(140, 96, 50, 255), width=max(2, round(r * 0.06)))
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(40, 20, 14, 255))
    draw.ellipse((cx - r * 0.95, cy - r * 0.95, cx + r * 0.95, cy + r * 0.95), fill=(200, 30, 30, 255))
    c.put(layer)
    dots = c.noise(60, 1)
    disc = Image.new("L", (c.w, c.h), 0)
    ImageDraw.Draw(disc).ellipse((cx - r * 0.95, cy - r * 0.95, cx + r * 0.95, cy + r * 0.95), fill=255)
    c.paint((160, 20, 20), ImageChops.multiply(dots.point(lambda v: 255 if v > 160 else 0), disc), opacity=0.5)
    c.glow(cx - r * 0.3, cy - r * 0.4, r * 0.6, (90, 40, 40), 0.7)
    layer, draw = c.layer()
    bx, by, br = c.x(0.78), c.y(0.3), c.s(0.07)
    draw.ellipse((bx - br, by - br, bx + br, by + br), fill=(250, 250, 250, 255))
    draw.ellipse((bx - br * 0.6, by - br * 0.6, bx - br * 0.1, by - br * 0.1), fill=(255, 255, 255, 255))
    draw.ellipse((bx - br, c.y(0.62) - br * 0.25, bx + br, c.y(0.62) + br * 0.25), fill=(0, 0, 0, 90))
    c.put(layer)


def scene_hutong(c):
    """An old Beijing courtyard gate in sepia: grey brick walls, a red door, a tiled eave."""
    c.gradient([(0, "#c8b090"), (0.3, "#a89070"), (1, "#5c4a37")])
    layer, draw = c.layer()
    for row in range(24):
        for k in range(16):
            x = c.x(k / 15) + (row % 2) * c.x(0.033)
            y = c.y(0.3 + row * 0.03)
            draw.rectangle(
                (x, y, x + c.x(0.063), y + c.y(0.027)), fill=(*mix((120, 112, 104), (96, 90, 84), c.rand()), 255)
            )
    gx0, gx1 = c.x(0.32), c.x(0.68)
    draw.rectangle((gx0 - c.x(0.04), c.y(0.3), gx1 + c.x(0.04), c.h), fill=(70, 60, 54, 255))
    draw.rectangle((gx0, c.y(0.42), gx1, c.h), fill=(150, 36, 28, 255))
    draw.line(
        ((gx0 + gx1) / 2, c.y(0.42), (gx0 + gx1) / 2, c.h), fill=(90, 20, 16, 255), width=max(2, round(c.s(0.008)))
    )
    for side in (-1, 1):
        kx = (gx0 + gx1) / 2 + side * c.x(0.04)
        r = c.s(0.02)
        draw.ellipse(
            (kx - r, c.y(0.68) - r, kx + r, c.y(0.68) + r), outline=(220, 180, 80, 255), width=max(2, round(r * 0.3))
        )
        for k in range(4):
            for j in range(5):
                sx = gx0 + (c.x(0.02) if side < 0 else (gx1 - gx0) / 2 + c.x(0.02)) + k * c.x(0.035)
                sy = c.y(0.47 + j * 0.1)
                draw.ellipse((sx - r * 0.3, sy - r * 0.3, sx + r * 0.3, sy + r * 0.3), fill=(200, 150, 60, 255))
    draw.polygon(
        [
            (gx0 - c.x(0.12), c.y(0.33)),
            (gx0 - c.x(0.04), c.y(0.2)),
            (gx1 + c.x(0.04), c.y(0.2)),
            (gx1 + c.x(0.12), c.y(0.33)),
        ],
        fill=(50, 44, 40, 255),
    )
    for k in range(14):
        x = gx0 - c.x(0.1) + k * (gx1 - gx0 + c.x(0.2)) / 13
        draw.line(
            (x, c.y(0.21), x + (x - c.x(0.5)) * 0.1, c.y(0.33)), fill=(80, 72, 66, 255), width=max(1, round(c.s(0.006)))
        )
    for side in (-1, 1):
        lx = (gx0 - c.x(0.08)) if side < 0 else (gx1 + c.x(0.08))
        draw.ellipse((lx - c.s(0.05), c.y(0.38), lx + c.s(0.05), c.y(0.5)), fill=(210, 50, 30, 255))
    c.put(layer)
    c.texture(0.08, 30)
    c.vignette(0.4)


def scene_bread(c):
    """A loaf on a board with two slices cut, crumbs around, in warm kitchen light."""
    c.gradient([(0, "#d8b890"), (1, "#a07a50")])
    layer, draw = c.layer()
    draw.rounded_rectangle((c.x(0.08), c.y(0.55), c.x(0.92), c.y(0.9)), radius=c.s(0.04), fill=(170, 120, 70, 255))
    draw.rounded_rectangle((c.x(0.12), c.y(0.3), c.x(0.62), c.y(0.72)), radius=c.s(0.14), fill=(180, 110, 40, 255))
    for k in range(4):
        x = c.x(0.2 + k * 0.11)
        draw.arc(
            (x - c.x(0.05), c.y(0.28), x + c.x(0.05), c.y(0.42)),
            200,
            340,
            fill=(230, 180, 110, 255),
            width=max(2, round(c.s(0.015))),
        )
    for k in range(2):
        x0 = c.x(0.66 + k * 0.1)
        draw.rounded_rectangle(
            (x0, c.y(0.36 + k * 0.04), x0 + c.x(0.08), c.y(0.72)), radius=c.s(0.05), fill=(170, 100, 40, 255)
        )
        draw.rounded_rectangle(
            (x0 + c.x(0.008), c.y(0.38 + k * 0.04), x0 + c.x(0.072), c.y(0.71)),
            radius=c.s(0.045),
            fill=(246, 228, 190, 255),
        )
    c.put(layer)
    holes = c.noise(30, 1)
    slices = Image.new("L", (c.w, c.h), 0)
    for k in range(2):
        x0 = c.x(0.66 + k * 0.1)
        ImageDraw.Draw(slices).rounded_rectangle(
            (x0 + c.x(0.008), c.y(0.38 + k * 0.04), x0 + c.x(0.072), c.y(0.71)), radius=c.s(0.045), fill=255
        )
    c.paint((210, 180, 130), ImageChops.multiply(holes.point(lambda v: 255 if v > 180 else 0), slices), opacity=0.8)
    layer, draw = c.layer()
    for _ in range(30):
        x, y, rr = c.rand(c.x(0.1), c.x(0.9)), c.rand(c.y(0.74), c.y(0.88)), c.s(c.rand(0.004, 0.01))
        draw.ellipse((x - rr, y - rr, x + rr, y + rr), fill=(200, 140, 70, 255))
    c.put(layer)
    c.glow(c.x(0.3), c.y(0.2), c.s(0.5), (100, 70, 30), 0.6)


def scene_spark(c):
    """Static in winter: a finger nearing a door handle, a blue spark leaping across."""
    c.gradient([(0, "#1a2440"), (1, "#2c3e63")])
    layer, draw = c.layer()
    draw.rectangle((c.x(0.55), 0, c.w, c.h), fill=(70, 60, 56, 255))
    hx, hy = c.x(0.66), c.y(0.5)
    draw.rounded_rectangle(
        (hx - c.s(0.04), hy - c.s(0.12), hx + c.s(0.04), hy + c.s(0.12)), radius=c.s(0.03), fill=(190, 194, 200, 255)
    )
    draw.rounded_rectangle(
        (hx - c.s(0.2), hy - c.s(0.035), hx + c.s(0.02), hy + c.s(0.035)), radius=c.s(0.03), fill=(220, 224, 230, 255)
    )
    fx, fy = c.x(0.2), c.y(0.53)
    skin = (230, 180, 150, 255)
    draw.rounded_rectangle(
        (c.x(-0.1), fy - c.s(0.08), fx - c.s(0.05), fy + c.s(0.14)), radius=c.s(0.06), fill=(120, 60, 80, 255)
    )
    draw.rounded_rectangle(
        (fx - c.s(0.12), fy - c.s(0.05), fx + c.s(0.1), fy + c.s(0.02)), radius=c.s(0.035), fill=skin
    )
    draw.rounded_rectangle((fx - c.s(0.14), fy - c.s(0.02), fx - c.s(0.02), fy + c.s(0.1)), radius=c.s(0.05), fill=skin)
    c.put(layer)
    sx0, sx1 = fx + c.s(0.1), hx - c.s(0.2)
    pts = [
        (sx0 + (sx1 - sx0) * t / 8, fy - c.s(0.015) + (c.rand(-1, 1) * c.s(0.04) if 0 < t < 8 else 0)) for t in range(9)
    ]
    c.glow((sx0 + sx1) / 2, fy, c.s(0.25), (60, 120, 255), 1.0)
    layer, draw = c.layer()
    draw.line(pts, fill=(220, 240, 255, 255), width=max(2, round(c.s(0.012))))
    c.put(layer)


def scene_apartments(c):
    """Six-storey walk-up blocks of an old estate: rows of windows and balconies, bare trees."""
    c.gradient([(0, "#a8b0b4"), (1, "#d0d4d0")])
    layer, draw = c.layer()
    for k, (fx, fw, tone) in enumerate([(-0.05, 0.55, (196, 180, 160)), (0.52, 0.55, (180, 168, 150))]):
        x0, x1 = c.x(fx), c.x(fx + fw)
        top = c.y(0.16 + k * 0.06)
        draw.rectangle((x0, top, x1, c.y(0.92)), fill=(*tone, 255))
        floors = 6
        fh = (c.y(0.92) - top) / floors
        for f in range(floors):
            for w in range(6):
                wx = x0 + (x1 - x0) * (0.05 + w * 0.16)
                wy = top + f * fh + fh * 0.2
                draw.rectangle(
                    (wx, wy, wx + (x1 - x0) * 0.1, wy + fh * 0.5),
                    fill=(70, 80, 90, 255) if c.rand() > 0.15 else (240, 200, 130, 255),
                )
                if w % 2 == 0:
                    draw.rectangle(
                        (wx - (x1 - x0) * 0.01, wy + fh * 0.45, wx + (x1 - x0) * 0.12, wy + fh * 0.7),
                        fill=(*mix(tone, (255, 255, 255), 0.3), 255),
                    )
        draw.rectangle((x0, top - c.y(0.02), x1, top), fill=(120, 100, 90, 255))
    draw.rectangle((0, c.y(0.92), c.w, c.h), fill=(110, 110, 100, 255))
    dark = (60, 50, 44, 255)
    for fx in (0.15, 0.5, 0.82):
        tx = c.x(fx)
        draw.line((tx, c.h, tx, c.y(0.6)), fill=dark, width=max(2, round(c.s(0.015))))
        for _ in range(6):
            a = c.rand(-2.4, -0.7)
            ln = c.s(c.rand(0.08, 0.18))
            by = c.y(c.rand(0.6, 0.78))
            draw.line(
                (tx, by, tx + math.cos(a) * ln, by + math.sin(a) * ln), fill=dark, width=max(1, round(c.s(0.006)))
            )
    c.put(layer)


def scene_whale(c):
    """A whale fall: light rays from far above, the whale sinking, life gathering on the floor."""
    c.gradient([(0, "#2a7a8c"), (0.4, "#0f3d4c"), (1, "#061820")])
    layer, draw = c.layer()
    for _ in range(7):
        x = c.rand(0, c.w)
        draw.polygon([(x, 0), (x + c.x(0.05), 0), (x + c.x(0.2), c.h), (x + c.x(0.1), c.h)], fill=(180, 240, 240, 26))
    c.put(layer, blur=c.s(0.02))
    layer, draw = c.layer()
    cx, cy, k = c.x(0.48), c.y(0.5), c.s(0.55)
    body = (20, 36, 48, 255)
    draw.ellipse((cx - k * 0.6, cy - k * 0.16, cx + k * 0.45, cy + k * 0.14), fill=body)
    draw.polygon(
        [(cx + k * 0.3, cy - k * 0.08), (cx + k * 0.75, cy - k * 0.02), (cx + k * 0.3, cy + k * 0.08)], fill=body
    )
    draw.polygon(
        [
            (cx + k * 0.72, cy - k * 0.03),
            (cx + k * 0.88, cy - k * 0.15),
            (cx + k * 0.8, cy),
            (cx + k * 0.88, cy + k * 0.12),
        ],
        fill=body,
    )
    draw.polygon([(cx - k * 0.2, cy + k * 0.08), (cx - k * 0.05, cy + k * 0.3), (cx, cy + k * 0.1)], fill=body)
    c.put(layer)
    silhouette(c, ridge(c.rng, c.w, c.y(0.88), c.y(0.04), 0.5), "#1a2a2a")
    layer, draw = c.layer()
    for _ in range(40):
        x, y, rr = c.rand(c.x(0.3), c.x(0.7)), c.y(c.rand(0.85, 0.95)), c.s(c.rand(0.004, 0.01))
        draw.ellipse(
            (x - rr, y - rr, x + rr, y + rr),
            fill=(*c.rng.choice([(250, 180, 160), (240, 240, 200), (160, 240, 220)]), 220),
        )
    for _ in range(80):
        x, y, rr = c.rand(0, c.w), c.rand(0, c.h), c.s(0.003)
        draw.ellipse((x - rr, y - rr, x + rr, y + rr), fill=(200, 240, 240, 120))
    c.put(layer)


# Figures inside bodies.


def scene_coffee_farm(c):
    """A coffee farm on a tropical mountainside: rows of shrubs on the slope, red cherries."""
    c.gradient([(0, "#8ab4d0"), (0.35, "#d8e4dc"), (1, "#5b3a29")])
    silhouette(c, ridge(c.rng, c.w, c.y(0.3), c.y(0.12), 0.5), "#7a9aa0", opacity=0.8)
    silhouette(c, ridge(c.rng, c.w, c.y(0.42), c.y(0.1), 0.5), "#4a7a50")
    slope = [(c.x(t / 20), c.y(0.5) - c.y(0.15) * t / 20) for t in range(21)]
    silhouette(c, slope, "#6a5030")
    layer, draw = c.layer()
    for row in range(7):
        t = row / 6
        y0 = c.y(0.5 + t * 0.45)
        size = c.s(0.035 + t * 0.05)
        x = -size
        while x < c.w + size:
            y = y0 - c.y(0.15) * x / c.w * (1 - t)
            draw.ellipse(
                (x - size, y - size * 1.1, x + size, y + size * 0.4),
                fill=(*mix((40, 100, 40), (60, 130, 50), c.rand()), 255),
            )
            for _ in range(3 + row):
                cx, cy, cr = x + c.rand(-0.7, 0.7) * size, y + c.rand(-0.7, 0.2) * size, size * 0.08
                draw.ellipse(
                    (cx - cr, cy - cr, cx + cr, cy + cr),
                    fill=(*c.rng.choice([(200, 30, 30), (230, 60, 40), (160, 20, 30)]), 255),
                )
            x += size * 1.6
    c.put(layer)


def scene_coffee_drying(c):
    """Natural-process coffee drying on raised beds in the sun, workers' hats among them."""
    c.gradient([(0, "#a8c8e0"), (0.3, "#e8e0c8"), (0.31, "#7a6a4a"), (1, "#5a4a30")])
    silhouette(c, ridge(c.rng, c.w, c.y(0.3), c.y(0.08), 0.5), "#5a8a5a")
    layer, draw = c.layer()
    for row in range(4):
        t = row / 3
        y0, y1 = c.y(0.36 + t * 0.16 + t * t * 0.1), c.y(0.36 + t * 0.16 + t * t * 0.1 + 0.06 + t * 0.1)
        inset = c.x(0.3 - t * 0.28)
        draw.polygon(
            [(inset, y0), (c.w - inset, y0), (c.w - inset + c.x(0.05), y1), (inset - c.x(0.05), y1)],
            fill=(150, 120, 80, 255),
        )
        draw.rectangle((inset - c.x(0.05), y1, inset - c.x(0.04), y1 + c.y(0.05)), fill=(80, 60, 40, 255))
        draw.rectangle((c.w - inset + c.x(0.04), y1, c.w - inset + c.x(0.05), y1 + c.y(0.05)), fill=(80, 60, 40, 255))
        for _ in range(int(260 * (0.3 + t))):
            u, v = c.rand(), c.rand()
            x = inset - c.x(0.05) * v + (c.w - 2 * inset + c.x(0.1) * v) * u
            y = y0 + (y1 - y0) * v
            r = c.s(0.004 + 0.006 * t)
            draw.ellipse(
                (x - r, y - r, x + r, y + r),
                fill=(*c.rng.choice([(150, 30, 30), (120, 40, 30), (180, 60, 40), (100, 30, 20)]), 255),
            )
    for fx, fy in [(0.3, 0.52), (0.7, 0.7)]:
        x, y, k = c.x(fx), c.y(fy), c.s(0.12)
        draw.ellipse((x - k * 0.5, y - k * 0.1, x + k * 0.5, y + k * 0.08), fill=(230, 210, 150, 255))
        draw.ellipse((x - k * 0.22, y - k * 0.3, x + k * 0.22, y + k * 0.02), fill=(230, 210, 150, 255))
    c.put(layer)
    c.glow(c.x(0.8), c.y(0.05), c.s(0.3), (255, 240, 200), 0.7)


def scene_cellar_diagram(c):
    """A cross-section of a cabbage cellar: half underground, beams, straw and earth, a vent."""
    c.img = Image.new("RGB", (c.w, c.h), (226, 236, 240))
    ground = c.y(0.38)
    layer, draw = c.layer()
    draw.rectangle((0, ground, c.w, c.h), fill=(150, 110, 72, 255))
    for k in range(5):
        y = ground + c.y(0.1 + k * 0.12)
        draw.line((0, y, c.w, y), fill=(132, 96, 62, 255), width=max(2, round(c.s(0.006))))
    x0, x1, floor = c.x(0.22), c.x(0.72), c.y(0.9)
    draw.rectangle((x0, ground - c.y(0.02), x1, floor), fill=(60, 48, 40, 255))
    for k in range(3):
        for j in range(8):
            cx, cy = x0 + c.x(0.04 + j * 0.055), floor - c.y(0.05 + k * 0.09)
            draw.ellipse(
                (cx - c.x(0.028), cy - c.y(0.04), cx + c.x(0.028), cy + c.y(0.04)),
                fill=(120, 170, 70, 255),
                outline=(70, 120, 40, 255),
                width=max(1, round(c.s(0.004))),
            )
    draw.polygon(
        [
            (x0 - c.x(0.06), ground - c.y(0.02)),
            (x1 + c.x(0.06), ground - c.y(0.02)),
            (x1 + c.x(0.06), ground - c.y(0.06)),
            (x0 - c.x(0.06), ground - c.y(0.06)),
        ],
        fill=(130, 80, 40, 255),
    )
    for k in range(9):
        bx = x0 - c.x(0.04) + k * (x1 - x0 + c.x(0.08)) / 8
        draw.ellipse(
            (bx - c.s(0.018), ground - c.y(0.055), bx + c.s(0.018), ground - c.y(0.025)),
            fill=(170, 110, 60, 255),
            outline=(100, 60, 30, 255),
        )
    draw.polygon(
        [
            (x0 - c.x(0.07), ground - c.y(0.06)),
            (x1 + c.x(0.07), ground - c.y(0.06)),
            (x1 + c.x(0.03), ground - c.y(0.12)),
            (x0 - c.x(0.03), ground - c.y(0.12)),
        ],
        fill=(230, 196, 90, 255),
    )
    draw.polygon(
        [
            (x0 - c.x(0.08), ground - c.y(0.12)),
            (x1 + c.x(0.08), ground - c.y(0.12)),
            (x1 - c.x(0.04), ground - c.y(0.24)),
            (x0 + c.x(0.04), ground - c.y(0.24)),
        ],
        fill=(120, 86, 56, 255),
    )
    vx = x1 - c.x(0.1)
    draw.rectangle((vx, ground - c.y(0.36), vx + c.x(0.04), ground - c.y(0.02)), fill=(90, 90, 96, 255))
    ex = x0 + c.x(0.06)
    draw.rectangle((ex, ground - c.y(0.3), ex + c.x(0.07), ground - c.y(0.02)), fill=(60, 48, 40, 255))
    for k in range(7):
        y = ground - c.y(0.28) + k * c.y(0.09)
        draw.line((ex + c.x(0.01), y, ex + c.x(0.06), y), fill=(200, 160, 100, 255), width=max(2, round(c.s(0.008))))
    draw.line(
        (ex + c.x(0.01), ground - c.y(0.3), ex + c.x(0.01), ground + c.y(0.35)),
        fill=(200, 160, 100, 255),
        width=max(2, round(c.s(0.008))),
    )
    draw.line(
        (ex + c.x(0.06), ground - c.y(0.3), ex + c.x(0.06), ground + c.y(0.35)),
        fill=(200, 160, 100, 255),
        width=max(2, round(c.s(0.008))),
    )
    arrow = (230, 70, 50, 255)
    ax = vx + c.x(0.02)
    for k in range(3):
        y = ground - c.y(0.4) - k * c.y(0.06)
        draw.line(
            (ax - c.x(0.02) + k * c.x(0.015), y + c.y(0.03), ax + k * c.x(0.015), y),
            fill=(100, 160, 220, 255),
            width=max(2, round(c.s(0.008))),
        )
    mx = x1 + c.x(0.12)
    draw.line((mx, ground, mx, floor), fill=arrow, width=max(2, round(c.s(0.008))))
    for y, d in ((ground, 1), (floor, -1)):
        draw.polygon([(mx, y), (mx - c.x(0.015), y + d * c.y(0.05)), (mx + c.x(0.015), y + d * c.y(0.05))], fill=arrow)
    digits(draw, "2", mx + c.x(0.02), (ground + floor) / 2 - c.y(0.05), c.y(0.1), arrow)
    draw.line(
        (mx + c.x(0.065), (ground + floor) / 2 + c.y(0.05), mx + c.x(0.065), (ground + floor) / 2),
        fill=arrow,
        width=max(2, round(c.s(0.008))),
    )
    draw.arc(
        (mx + c.x(0.065), (ground + floor) / 2, mx + c.x(0.095), (ground + floor) / 2 + c.y(0.05)),
        180,
        360,
        fill=arrow,
        width=max(2, round(c.s(0.008))),
    )
    draw.arc(
        (mx + c.x(0.095), (ground + floor) / 2, mx + c.x(0.125), (ground + floor) / 2 + c.y(0.05)),
        180,
        360,
        fill=arrow,
        width=max(2, round(c.s(0.008))),
    )
    draw.line(
        (mx + c.x(0.095), (ground + floor) / 2 + c.y(0.025), mx + c.x(0.095), (ground + floor) / 2 + c.y(0.05)),
        fill=arrow,
        width=max(2, round(c.s(0.008))),
    )
    draw.line(
        (mx + c.x(0.125), (ground + floor) / 2 + c.y(0.025), mx + c.x(0.125), (ground + floor) / 2 + c.y(0.05)),
        fill=arrow,
        width=max(2, round(c.s(0.008))),
    )
    c.put(layer)


def scene_ruins(c):
    """The Baths of Caracalla in ruin: towering brick walls and broken arches under blue sky."""
    c.gradient([(0, "#3a78c0"), (0.6, "#a8c8e8"), (1, "#d8c8a8")])
    layer, draw = c.layer()
    brick = [(170, 96, 60), (150, 84, 54), (190, 120, 80)]
    for k, (fx, fw, top) in enumerate([(0.0, 0.3, 0.12), (0.34, 0.3, 0.05), (0.7, 0.32, 0.2)]):
        x0, x1, y0 = c.x(fx), c.x(fx + fw), c.y(top)
        pts = [(x0, c.h), (x0, y0 + c.y(0.05))]
        for t in range(1, 8):
            pts.append((x0 + (x1 - x0) * t / 8, y0 + c.y(c.rand(0.0, 0.08))))
        pts += [(x1, y0 + c.y(0.1)), (x1, c.h)]
        draw.polygon(pts, fill=(*brick[k], 255))
        aw = (x1 - x0) * 0.5
        ax = x0 + (x1 - x0) * 0.25
        draw.rectangle((ax, c.y(0.5), ax + aw, c.h), fill=(60, 90, 130, 255))
        draw.pieslice((ax, c.y(0.5) - aw / 2, ax + aw, c.y(0.5) + aw / 2), 180, 360, fill=(60, 90, 130, 255))
    c.put(layer)
    c.texture(0.12, 40, 2)
    layer, draw = c.layer()
    draw.rectangle((0, c.y(0.88), c.w, c.h), fill=(120, 140, 80, 255))
    for _ in range(4):
        x, y = c.x(c.rand(0.05, 0.95)), c.y(0.9)
        draw.ellipse((x - c.s(0.03), y - c.s(0.05), x + c.s(0.03), y + c.s(0.01)), fill=(60, 60, 70, 255))
    c.put(layer)


def scene_hypocaust(c):
    """A hypocaust under a Roman floor: rows of little brick stacks in a shallow pit."""
    c.gradient([(0, "#b8a080"), (1, "#7a6040")])
    c.texture(0.1, 30)
    layer, draw = c.layer()
    rows, cols = 5, 9
    for row in range(rows):
        t = row / (rows - 1)
        y = c.y(0.3 + t * 0.62)
        size = c.s(0.05 + t * 0.06)
        for k in range(cols):
            x = c.x(0.5) + (k - (cols - 1) / 2) * size * 2.1
            height = size * 2.2
            for b in range(7):
                by = y - b * height / 7
                draw.rectangle(
                    (x - size / 2, by - height / 7 + 1, x + size / 2, by),
                    fill=(*mix((170, 90, 60), (200, 120, 80), c.rand()), 255),
                )
            draw.rectangle(
                (x - size * 0.65, y - height - size * 0.2, x + size * 0.65, y - height), fill=(210, 180, 140, 255)
            )
    draw.rectangle((0, 0, c.w, c.y(0.08)), fill=(90, 70, 50, 255))
    c.put(layer)
    c.vignette(0.4)


def chart_calls(c):
    """38 unknown calls in a month, 3 worth answering: an icon chart on a clear background."""
    c.img = Image.new("RGBA", (c.w, c.h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(c.img)
    cols, rows = 13, 3
    cell = min(c.w * 0.92 / cols, c.h * 0.7 / rows)
    x0, y0 = (c.w - cell * cols) / 2, c.h * 0.08
    needed = {5, 17, 30}
    for i in range(38):
        r, k = divmod(i, cols)
        cx, cy = x0 + (k + 0.5) * cell, y0 + (r + 0.5) * cell
        rr = cell * 0.42
        good = i in needed
        draw.ellipse(
            (cx - rr, cy - rr, cx + rr, cy + rr),
            fill=(60, 190, 100, 255) if good else (150, 132, 180, 255),
            outline=(255, 255, 255, 255),
            width=max(2, round(cell * 0.05)),
        )
        hw = rr * 0.5
        draw.arc(
            (cx - hw, cy - hw, cx + hw, cy + hw), 110, 250, fill=(255, 255, 255, 255), width=max(3, round(cell * 0.1))
        )
        for a in (110, 250):
            ex, ey = cx + math.cos(math.radians(a)) * hw, cy + math.sin(math.radians(a)) * hw
            cap = cell * 0.09
            draw.ellipse((ex - cap * 1.3, ey - cap, ex + cap * 1.3, ey + cap), fill=(255, 255, 255, 255))
        if not good:
            draw.line(
                (cx + rr * 0.2, cy - rr * 0.5, cx + rr * 0.6, cy - rr * 0.1),
                fill=(220, 60, 70, 255),
                width=max(2, round(cell * 0.07)),
            )
            draw.line(
                (cx + rr * 0.6, cy - rr * 0.5, cx + rr * 0.2, cy - rr * 0.1),
                fill=(220, 60, 70, 255),
                width=max(2, round(cell * 0.07)),
            )
    by0, by1 = c.h * 0.82, c.h * 0.94
    bx0, bx1 = x0, x0 + cell * cols
    split = bx0 + (bx1 - bx0) * 35 / 38
    draw.rounded_rectangle(
        (bx0, by0, bx1, by1),
        radius=(by1 - by0) / 2,
        fill=(60, 190, 100, 255),
        outline=(255, 255, 255, 255),
        width=max(2, round(cell * 0.04)),
    )
    draw.rounded_rectangle(
        (bx0, by0, split, by1),
        radius=(by1 - by0) / 2,
        fill=(150, 132, 180, 255),
        outline=(255, 255, 255, 255),
        width=max(2, round(cell * 0.04)),
    )


def scene_bridge(c):
    """A ship's bridge at three in the morning: dark windows, only the instrument screens lit."""
    c.gradient([(0, "#05080e"), (1, "#0c141e")])
    layer, draw = c.layer()
    for k in range(4):
        x0 = c.x(0.02 + k * 0.245)
        draw.polygon(
            [(x0, c.y(0.08)), (x0 + c.x(0.225), c.y(0.08)), (x0 + c.x(0.22), c.y(0.45)), (x0 + c.x(0.005), c.y(0.45))],
            fill=(14, 24, 40, 255),
        )
    c.put(layer)
    stars(c, 60, 0.1, 0.4)
    layer, draw = c.layer()
    draw.rectangle((0, c.y(0.5), c.w, c.h), fill=(20, 24, 30, 255))
    screens = [
        (0.08, 0.58, 0.24, 0.8, (40, 200, 120)),
        (0.3, 0.56, 0.5, 0.8, (40, 140, 230)),
        (0.56, 0.58, 0.72, 0.78, (230, 160, 40)),
        (0.78, 0.6, 0.92, 0.8, (40, 200, 120)),
    ]
    for x0, y0, x1, y1, colour in screens:
        draw.rectangle(
            (c.x(x0), c.y(y0), c.x(x1), c.y(y1)),
            fill=(*mix(colour, (0, 0, 0), 0.75), 255),
            outline=(60, 66, 76, 255),
            width=max(2, round(c.s(0.008))),
        )
        if colour[2] > 200:
            cx, cy, r = c.x((x0 + x1) / 2), c.y((y0 + y1) / 2), c.s(0.09)
            for ring in (1.0, 0.66, 0.33):
                draw.ellipse(
                    (cx - r * ring, cy - r * ring, cx + r * ring, cy + r * ring),
                    outline=(*colour, 200),
                    width=max(1, round(c.s(0.004))),
                )
            draw.line((cx, cy, cx + r * 0.7, cy - r * 0.7), fill=(*colour, 255), width=max(1, round(c.s(0.006))))
            for _ in range(5):
                a, d = c.rand(0, math.tau), c.rand(0.2, 0.95) * r
                draw.ellipse(
                    (
                        cx + math.cos(a) * d - 3,
                        cy + math.sin(a) * d - 3,
                        cx + math.cos(a) * d + 3,
                        cy + math.sin(a) * d + 3,
                    ),
                    fill=(250, 240, 120, 255),
                )
        else:
            for k in range(4):
                y = c.y(y0) + (c.y(y1) - c.y(y0)) * (0.2 + k * 0.2)
                draw.line(
                    (c.x(x0) + c.x(0.015), y, c.x(x0) + (c.x(x1) - c.x(x0)) * c.rand(0.4, 0.85), y),
                    fill=(*colour, 255),
                    width=max(2, round(c.s(0.01))),
                )
    c.put(layer)
    for x0, y0, x1, y1, colour in screens:
        c.glow(c.x((x0 + x1) / 2), c.y((y0 + y1) / 2), c.s(0.22), mix(colour, (0, 0, 0), 0.6), 0.8)


def scene_swell(c):
    """Heavy swell off the Cape of Good Hope, seen from the bridge: the bow buried in a wave."""
    c.gradient([(0, "#3a4450"), (0.45, "#7a8894"), (1, "#24476b")])
    clouds = c.noise(4, 4)
    upper = gradient_image((c.w, c.h), [(0, (255, 255, 255)), (0.45, (0, 0, 0)), (1, (0, 0, 0))]).convert("L")
    c.paint((40, 48, 58), ImageChops.multiply(clouds, upper), opacity=0.7)
    layer, draw = c.layer()
    tilt = c.y(0.06)
    draw.polygon([(0, c.y(0.45) + tilt), (c.w, c.y(0.45) - tilt), (c.w, c.h), (0, c.h)], fill=(28, 58, 86, 255))
    crest = [
        (c.x(t / 30), c.y(0.5) - c.y(0.22) * math.exp(-((((t / 30) - 0.5) / 0.22) ** 2)) + c.y(0.02) * math.sin(t))
        for t in range(31)
    ]
    draw.polygon([(0, c.h)] + crest + [(c.w, c.h)], fill=(20, 70, 90, 255))
    c.put(layer)
    face = gradient_image(
        (c.w, c.h), [(0, (0, 0, 0)), (0.3, (120, 120, 120)), (0.6, (0, 0, 0)), (1, (0, 0, 0))]
    ).convert("L")
    crest_mask = Image.new("L", (c.w, c.h), 0)
    ImageDraw.Draw(crest_mask).polygon([(0, c.h)] + crest + [(c.w, c.h)], fill=255)
    c.paint((70, 140, 150), ImageChops.multiply(face, crest_mask), opacity=0.8)
    layer, draw = c.layer()
    draw.line(crest[6:25], fill=(236, 242, 246, 230), width=max(3, round(c.s(0.03))), joint="curve")
    for _ in range(70):
        a = c.rand(math.pi * 1.05, math.pi * 1.95)
        d = c.s(c.rand(0.05, 0.4))
        x, y = c.x(0.5) + math.cos(a) * d * 1.3, c.y(0.6) + math.sin(a) * d
        r = c.s(c.rand(0.006, 0.03))
        draw.ellipse((x - r, y - r, x + r, y + r), fill=(240, 246, 250, 210))
    c.put(layer, blur=c.s(0.008))
    layer, draw = c.layer()
    tip = (c.x(0.5), c.y(0.62))
    draw.polygon([(c.x(0.02), c.h), tip, (c.x(0.98), c.h)], fill=(46, 50, 58, 255))
    draw.polygon([(c.x(0.3), c.h), (c.x(0.5), c.y(0.68)), (c.x(0.7), c.h)], fill=(120, 50, 44, 255))
    for side in (-1, 1):
        draw.line((tip, (c.x(0.5 + side * 0.48), c.h)), fill=(220, 220, 220, 255), width=max(2, round(c.s(0.008))))
    c.put(layer)
    layer, draw = c.layer()
    for _ in range(40):
        x, y = c.x(0.5) + c.rand(-0.12, 0.12) * c.w, c.y(0.62) + c.rand(-0.06, 0.04) * c.h
        rx, ry = c.s(c.rand(0.03, 0.07)), c.s(c.rand(0.015, 0.03))
        draw.ellipse((x - rx, y - ry, x + rx, y + ry), fill=(236, 242, 246, 220))
    c.put(layer, blur=c.s(0.01))


def scene_sea_sunset(c):
    """Sunset near the equator: a sea flat as a mirror, the sky and water all orange-red."""
    c.gradient([(0, "#1a2a5a"), (0.35, "#c05a50"), (0.55, "#f8a050"), (0.56, "#e88a48"), (1, "#24476b")])
    c.glow(c.x(0.5), c.y(0.52), c.s(0.12), (255, 240, 190), 1.0)
    c.glow(c.x(0.5), c.y(0.52), c.s(0.4), (180, 80, 30), 0.7)
    layer, draw = c.layer()
    for _ in range(5):
        y = c.y(c.rand(0.15, 0.4))
        x = c.rand(0, c.w)
        draw.ellipse((x - c.x(0.2), y - c.y(0.015), x + c.x(0.2), y + c.y(0.015)), fill=(120, 50, 70, 160))
    c.put(layer, blur=c.s(0.01))
    reflect(c, c.y(0.56), 0.75, wave=0.003)
    layer, draw = c.layer()
    for k in range(20):
        y = c.y(0.58 + k * 0.02)
        hw = c.x(0.02 + k * 0.004)
        draw.line((c.x(0.5) - hw, y, c.x(0.5) + hw, y), fill=(255, 220, 150, 160), width=max(1, round(c.s(0.004))))
    c.put(layer)


def plate_shards(c, cx, cy, r, pieces):
    """A blue-and-white plate broken into numbered pieces, laid out a little apart on cloth."""
    size = round(r * 2)
    plate_img = Image.new("RGB", (size, size), (0, 0, 0))
    blue_white_plate(ImageDraw.Draw(plate_img), r, r, r, c)
    seeds = []
    while len(seeds) < pieces:
        x, y = c.rand(-1, 1), c.rand(-1, 1)
        if x * x + y * y < 1:
            seeds.append((x, y))
    # Voronoi cells of the seeds, on a coarse grid scaled up: irregular, shard-like pieces.
    grid = 120
    labels = Image.new("L", (grid, grid), 255)
    for gy in range(grid):
        for gx in range(grid):
            x, y = gx / grid * 2 - 1, gy / grid * 2 - 1
            if x * x + y * y < 1:
                labels.putpixel(
                    (gx, gy), min(range(pieces), key=lambda i: (seeds[i][0] - x) ** 2 + (seeds[i][1] - y) ** 2)
                )
    labels = labels.resize((size, size), Image.NEAREST)
    disc = Image.new("L", (size, size), 0)
    ImageDraw.Draw(disc).ellipse((0, 0, size - 1, size - 1), fill=255)
    draw = ImageDraw.Draw(c.img)
    for i, (sx, sy) in enumerate(seeds):
        mask = ImageChops.multiply(labels.point(lambda v, i=i: 255 if v == i else 0), disc)
        gap = r * (0.1 + 0.16 * math.hypot(sx, sy))
        ox, oy = sx * gap + c.rand(-1, 1) * r * 0.02, sy * gap + c.rand(-1, 1) * r * 0.02
        shadow = mask.filter(ImageFilter.GaussianBlur(r * 0.015)).point(lambda v: v // 3)
        c.img.paste((40, 40, 38), (round(cx - r + ox + r * 0.015), round(cy - r + oy + r * 0.02)), shadow)
        c.img.paste(plate_img, (round(cx - r + ox), round(cy - r + oy)), mask)
        tx, ty, tag = cx + sx * r * 0.9 + ox, cy + sy * r * 0.9 + oy, c.s(0.016)
        draw.rectangle(
            (tx - tag, ty - tag * 0.6, tx + tag, ty + tag * 0.6), fill=(250, 240, 200), outline=(170, 60, 40)
        )


def scene_shards(c):
    """The Qing plate as it arrived: 37 blue-and-white pieces, each tagged, on grey felt."""
    c.gradient([(0, "#8a8a88"), (1, "#6a6a68")])
    c.texture(0.08, 40, 2)
    plate_shards(c, c.x(0.5), c.y(0.5), c.s(0.36), 37)
    layer, draw = c.layer()
    draw.rectangle((c.x(0.03), c.y(0.06), c.x(0.13), c.y(0.94)), fill=(236, 232, 220, 255))
    for k in range(9):
        y = c.y(0.1 + k * 0.095)
        draw.line(
            (c.x(0.04), y, c.x(0.12) if k % 2 else c.x(0.08), y),
            fill=(60, 60, 60, 255),
            width=max(1, round(c.s(0.006))),
        )
    c.put(layer)


def scene_repaired(c):
    """The plate made whole again: the filled gap matches from afar, a shade off up close."""
    c.gradient([(0, "#4a4440"), (1, "#2a2624")])
    cx, cy, r = c.x(0.5), c.y(0.5), c.s(0.4)
    c.glow(cx, cy - r * 0.2, c.s(0.7), (90, 80, 60), 0.8)
    layer, draw = c.layer()
    draw.ellipse((cx - r * 1.02, cy - r * 0.98, cx + r * 1.06, cy + r * 1.08), fill=(0, 0, 0, 110))
    c.put(layer, blur=c.s(0.02))
    layer, draw = c.layer()
    blue_white_plate(draw, cx, cy, r, c)
    c.put(layer)
    gap = Image.new("L", (c.w, c.h), 0)
    ImageDraw.Draw(gap).pieslice((cx - r, cy - r, cx + r, cy + r), 20, 62, fill=255)
    c.paint((236, 226, 200), gap, opacity=0.35)
    crack = Image.new("L", (c.w, c.h), 0)
    cd = ImageDraw.Draw(crack)
    for a in (20, 62):
        cd.line(
            (cx, cy, cx + math.cos(math.radians(a)) * r, cy + math.sin(math.radians(a)) * r),
            fill=255,
            width=max(1, round(c.s(0.004))),
        )
    cd.line(
        [
            (
                cx + math.cos(math.radians(200 + t * 9)) * r * (0.3 + 0.07 * t),
                cy + math.sin(math.radians(200 + t * 9)) * r * (0.3 + 0.07 * t),
            )
            for t in range(10)
        ],
        fill=255,
        width=max(1, round(c.s(0.004))),
    )
    c.paint((150, 140, 120), crack, opacity=0.7)


def scene_hydroponics(c):
    """The station's hydroponic room: racks of lettuce under pink-white grow lights."""
    c.gradient([(0, "#2a2a3a"), (1, "#1a1a24")])
    layer, draw = c.layer()
    for shelf in range(3):
        y = c.y(0.3 + shelf * 0.3)
        draw.rectangle((c.x(0.04), y - c.y(0.22), c.x(0.96), y - c.y(0.2)), fill=(250, 200, 240, 255))
        draw.rectangle((c.x(0.04), y, c.x(0.96), y + c.y(0.04)), fill=(230, 232, 236, 255))
        for k in range(10):
            x = c.x(0.09 + k * 0.091)
            r = c.s(0.07)
            for leaf in range(7):
                a = -math.pi / 2 + (leaf - 3) * 0.45
                lx, ly = x + math.cos(a) * r * 0.6, y + math.sin(a) * r * 0.8
                draw.ellipse(
                    (lx - r * 0.45, ly - r * 0.4, lx + r * 0.45, ly + r * 0.4),
                    fill=(*mix((110, 200, 70), (60, 150, 40), c.rand()), 255),
                )
    for x in (c.x(0.04), c.x(0.95)):
        draw.rectangle((x, c.y(0.05), x + c.x(0.012), c.h), fill=(180, 184, 190, 255))
    c.put(layer)
    for shelf in range(3):
        c.glow(c.x(0.5), c.y(0.1 + shelf * 0.3 + 0.02), c.s(0.5), (120, 60, 120), 0.6, squash=0.35)


def scene_landscape(c):
    """Fallback: hills under a sky in the story's hue."""
    c.gradient(
        [(0, shade(c.hue, value=0.35)), (0.6, shade(c.hue, value=0.8, saturation=0.3)), (1, shade(c.hue, value=0.5))]
    )
    for i, base in enumerate((0.55, 0.68, 0.82)):
        silhouette(c, ridge(c.rng, c.w, c.y(base), c.y(0.08), 0.55), shade(c.hue, value=0.5 - i * 0.13))


# ----------------------------------------------------------------------------------------------
# Which scene fits which story: the first rule whose pattern is found in the title wins.

STORY_SCENES = [
    (r"南极", scene_antarctic),
    (r"暖气", scene_radiator),
    (r"宋朝人冬天|取暖", scene_old_city),
    (r"光速", scene_lightspeed),
    (r"驿站", scene_post_road),
    (r"猫", scene_cat),
    (r"瞎扯", scene_bubbles),
    (r"电梯", scene_elevator),
    (r"卤蛋", scene_eggs),
    (r"补时", scene_stadium),
    (r"越位", scene_pitch),
    (r"数羊", scene_sheep),
    (r"蛋炒饭", scene_fried_rice),
    (r"地铁", scene_metro_map),
    (r"ICU|护士", scene_icu),
    (r"老歌|升一个调", scene_vinyl),
    (r"聪明的动物|动物", scene_crow),
    (r"陌生人", scene_umbrella),
    (r"喝酒|脸红", scene_drinks),
    (r"砂糖橘", scene_oranges),
    (r"技术债|程序员", scene_code),
    (r"马拉松", scene_marathon),
    (r"家乡菜", scene_dishes),
    (r"文物修复", scene_porcelain),
    (r"地球", scene_earth),
    (r"第一份工作|大公司", scene_offices),
    (r"飞机|遮光板", scene_plane_window),
    (r"方言", scene_valleys),
    (r"苔藓", scene_moss),
    (r"月亮", scene_moonrise),
    (r"牙刷|牙齿", scene_willow),
    (r"厨房|做饭", scene_kitchen),
    (r"耳机", scene_headphones),
    (r"面馆", scene_noodles),
    (r"游泳", scene_pool),
    (r"长大", scene_sunset_walk),
    (r"来电", scene_phone_call),
    (r"海上钢琴师", scene_liner),
    (r"机器人", scene_captcha),
    (r"困|断片", scene_drowsy),
    (r"电影票", scene_cinema),
    (r"核电", scene_nuclear),
    (r"海员|货轮", scene_cargo_ship),
    (r"唐朝", scene_tang),
    (r"午睡", scene_nap),
    (r"高铁", scene_train),
    (r"植物被吃", scene_leaf),
    (r"演唱会", scene_concert),
    (r"国际象棋", scene_chess),
    (r"乐器", scene_piano),
    (r"香菜", scene_herbs),
    (r"罗马", scene_roman_bath),
    (r"夜景", scene_city_night),
    (r"台风", scene_typhoon),
    (r"菜市场", scene_market),
    (r"便利店", scene_konbini),
    (r"星星", scene_stars),
    (r"大白菜", scene_cabbage_hill),
    (r"网球", scene_tennis),
    (r"海鲜", scene_fish_tank),
    (r"我不姓王", scene_lamp_window),
    (r"电池", scene_battery),
    (r"宋朝人真的|两顿饭", scene_song_meal),
    (r"洗澡", scene_shower),
    (r"一镜到底|电影里", scene_film),
    (r"药", scene_pills),
    (r"自来水", scene_water),
    (r"超市", scene_aisle),
    (r"围棋", scene_go),
    (r"火锅", scene_hotpot),
    (r"爆竹", scene_firecracker),
    (r"深夜", scene_night_window),
    (r"咖啡", scene_coffee),
    (r"黑板|数学家", scene_blackboard),
    (r"南方的冬天", scene_drizzle),
    (r"古墓|考古", scene_dig),
    (r"进度条", scene_progress),
    (r"晕车|坐车", scene_road),
    (r"乒乓", scene_paddle),
    (r"八旗|清朝", scene_hutong),
    (r"面包", scene_bread),
    (r"电」|静电|脱毛衣", scene_spark),
    (r"老小区|六层", scene_apartments),
    (r"鲸", scene_whale),
]

# Figures: the first rule whose pattern is found in the caption or the text just before the figure.
# Each with the figure's height (its width is FIGURE_WIDTH) and its format.
FIGURE_SCENES = [
    (r"站区", scene_station_day, 405, "jpg"),
    (r"水培", scene_hydroponics, 480, "jpg"),
    (r"种植", scene_coffee_farm, 480, "jpg"),
    (r"日晒|处理", scene_coffee_drying, 405, "jpg"),
    (r"窗台", scene_cabbage_sill, 540, "jpg"),
    (r"菜窖", scene_cellar_diagram, 420, "png"),
    (r"卡拉卡拉|砖墙", scene_ruins, 540, "jpg"),
    (r"地下供暖|砖柱", scene_hypocaust, 405, "jpg"),
    (r"陌生来电", chart_calls, 300, "png"),
    (r"驾驶台", scene_bridge, 405, "jpg"),
    (r"大涌|好望角", scene_swell, 480, "jpg"),
    (r"日落", scene_sea_sunset, 320, "jpg"),
    (r"37 片", scene_shards, 540, "jpg"),
    (r"远看一致", scene_repaired, 480, "jpg"),
]


def pick(rules, text):
    for rule in rules:
        if re.search(rule[0], text):
            return rule[1:]
    return None


# ----------------------------------------------------------------------------------------------
# What to draw: every image URL the demo JSON shows as a picture.


class Job:
    """One picture file: its name, size, scene, the hue it is graded to, and how it is encoded."""

    def __init__(self, name, role, size, scene, hue, story, note):
        self.name, self.role, self.size, self.scene, self.hue = name, role, size, scene, hue
        self.story, self.note = story, note

    @property
    def fmt(self):
        return "PNG" if self.name.endswith(".png") else "JPEG"


def file_name(url):
    """The naming rule: the URL's last path component, without query or fragment."""
    return re.split(r"[?#]", url, maxsplit=1)[0].rsplit("/", 1)[-1]


def text_of(html):
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


def collect():
    jobs = {}

    def add(url, role, size, scene, hue, story, note):
        name = file_name(url)
        if name in jobs:
            if jobs[name].role == "header" and role == "banner":
                jobs[name].role = "banner"
            return
        jobs[name] = Job(name, role, size, scene, hue, story, note)

    details = sorted(p for p in (DEMO / "news").glob("*.json") if p.stem.isdigit())
    for path in details:
        story = json.loads(path.read_text(encoding="utf-8"))
        title, hue = story["title"], story.get("image_hue", "0x4b5563")
        scene = (pick(STORY_SCENES, title) or (None,))[0]
        if scene is None:
            print(f"warning: no scene fits {story['id']} {title}; using a landscape", file=sys.stderr)
            scene = scene_landscape
        if story.get("image"):
            add(story["image"], "header", BANNER, scene, hue, story["id"], title)
        for url in story.get("images", []):
            add(url, "thumb", THUMB, scene, hue, story["id"], title)
        body = story.get("body") or ""
        for match in re.finditer(r'<img[^>]*class="content-image"[^>]*>', body):
            url = re.search(r'src="([^"]+)"', match.group(0)).group(1)
            after = body[match.end() : match.end() + 400]
            caption = re.match(r"\s*<figcaption>(.*?)</figcaption>", after, re.S)
            before = text_of(body[max(0, match.start() - 600) : match.start()])[-160:]
            caption_text = text_of(caption.group(1)) if caption else ""
            context = (caption_text + " | " if caption else "") + before
            # The caption says what the figure shows; the text before it only when it has none.
            figure, height, extension = (
                pick(FIGURE_SCENES, caption_text) or pick(FIGURE_SCENES, before) or (None, 405, "jpg")
            )
            if figure is None:
                print(
                    f"warning: no scene fits the figure {file_name(url)} of {story['id']}: {context}", file=sys.stderr
                )
                figure = scene
            if not file_name(url).endswith("." + extension):
                sys.exit(f"the figure {url} of {story['id']} is drawn as {extension}: change its URL in the JSON")
            add(url, "figure", (FIGURE_WIDTH, height), figure, hue, story["id"], context)
    for path in sorted((DEMO / "news").rglob("*.json")):
        feed = json.loads(path.read_text(encoding="utf-8"))
        for top in feed.get("top_stories", []):
            if file_name(top["image"]) not in jobs:
                sys.exit(f"top story {top['id']} has a banner that is not its header: {top['image']}")
            add(top["image"], "banner", BANNER, None, top.get("image_hue"), top["id"], top["title"])
        for story in feed.get("stories", []):
            for url in story.get("images", []):
                if file_name(url) not in jobs:
                    sys.exit(f"story {story['id']} in {path.name} has a thumbnail its detail does not: {url}")
    return [jobs[name] for name in sorted(jobs)]


# ----------------------------------------------------------------------------------------------
# Rendering and encoding


def grade(img, hue, amount):
    """Pulls the picture's mean colour towards the hue's direction, keeping its brightness."""
    mean = ImageStat.Stat(img).mean
    target = rgb(hue)
    scale = (luminance(tuple(mean)) + 1) / (luminance(target) + 1)
    gains = [((target[i] * scale + 1) / (mean[i] + 1)) ** amount for i in range(3)]
    bands = [band.point(lambda v, g=g: min(255, round(v * g))) for band, g in zip(img.split(), gains)]
    return Image.merge("RGB", bands)


# Black-and-white subjects, encoded as one-channel JPEG (a decoder must handle greyscale too).
GREYSCALE = {"scene_go", "scene_chess"}
# Progressive JPEG for the banners and the sea figures: decoders meet both kinds in the demo.
PROGRESSIVE = {"scene_bridge", "scene_swell", "scene_sea_sunset"}


def render(job):
    seed = int.from_bytes(hashlib.sha256(job.name.encode()).digest()[:8], "big")
    rng = random.Random(seed)
    w, h = job.size
    canvas = Canvas((w * SUPERSAMPLE, h * SUPERSAMPLE), job.hue, rng)
    job.scene(canvas)
    img = canvas.img.resize((w, h), Image.LANCZOS)
    # `image_hue` describes a story's own picture (banner, header, thumbnail), not its figures.
    if img.mode == "RGBA" or job.role == "figure" or job.scene.__name__ in GREYSCALE:
        return img
    return grade(img, job.hue, 0.5)


def encode(job, img):
    out = io.BytesIO()
    if job.fmt == "PNG":
        if img.mode == "RGB":
            img = img.quantize(colors=64, dither=Image.Dither.NONE)
        img.save(out, "PNG", optimize=True)
    else:
        if job.scene.__name__ in GREYSCALE:
            img = img.convert("L")
        quality = {"thumb": 60, "figure": 74}.get(job.role, 72)
        progressive = job.role == "banner" or job.scene.__name__ in PROGRESSIVE
        img.save(out, "JPEG", quality=quality, optimize=True, progressive=progressive, subsampling="4:2:0")
    return out.getvalue()


def contact_sheet(jobs, pictures, small):
    """All pictures on one sheet, story by story; `small`: about as a terminal shows them."""
    order = {"banner": 0, "header": 0, "thumb": 1, "figure": 2}
    jobs = sorted(jobs, key=lambda job: (job.story, order[job.role], job.name))
    cell_w, cell_h, columns = (380, 110, 5) if small else (330, 200, 6)
    rows = math.ceil(len(jobs) / columns)
    sheet = Image.new("RGB", (columns * cell_w, rows * cell_h), (24, 24, 24))
    for i, job in enumerate(jobs):
        img = Image.open(io.BytesIO(pictures[job.name])).convert("RGB")
        if small:
            # A banner of 120x16 cells is 120x32 pixels in half blocks, a thumbnail 6x2 cells is
            # 6x4 pixels, a figure across 120 cells keeps its aspect; shown three times enlarged.
            target = {"thumb": (6, 4), "figure": (120, min(34, round(60 * img.height / img.width)))}.get(
                job.role, (120, 32)
            )
            img = ImageOps.fit(img, target, Image.BOX)
            img = img.resize((target[0] * 3, target[1] * 3), Image.NEAREST)
        else:
            img.thumbnail((cell_w - 10, cell_h - 10))
        sheet.paste(img, ((i % columns) * cell_w + 5, (i // columns) * cell_h + 5))
    return sheet


def mean_hue_report(job, data):
    """The picture's mean colour, and how far its hue is from the story's `image_hue`."""
    img = Image.open(io.BytesIO(data)).convert("RGB")
    mean = tuple(round(v) for v in ImageStat.Stat(img).mean)
    target = rgb(job.hue)
    turn = abs(hue_of(mean) - hue_of(target))
    degrees = round(min(turn, 1 - turn) * 360)
    return f"mean #{mean[0]:02x}{mean[1]:02x}{mean[2]:02x}, image_hue #{target[0]:02x}{target[1]:02x}{target[2]:02x}, hue {degrees} deg apart"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed pictures")
    parser.add_argument("--sheet", help="write a contact sheet PNG here")
    parser.add_argument("--small", action="store_true", help="the sheet at terminal resolution")
    parser.add_argument("--only", help="render only the pictures whose name or story id contains this")
    parser.add_argument("--list", action="store_true", help="print which picture shows what")
    args = parser.parse_args()

    jobs = collect()
    if args.only:
        jobs = [job for job in jobs if args.only in job.name or args.only in str(job.story)]
    pictures = {}
    for job in jobs:
        pictures[job.name] = encode(job, render(job))

    if args.list:
        for job in jobs:
            colour = "" if job.role == "figure" else "; " + mean_hue_report(job, pictures[job.name])
            print(f"{job.name}  {job.story} {job.role} {job.scene.__name__}: {job.note[:40]}{colour}")
    if args.sheet:
        contact_sheet(jobs, pictures, args.small).save(args.sheet)
    if args.check:
        different = [
            name
            for name, data in pictures.items()
            if not (IMAGES / name).is_file() or (IMAGES / name).read_bytes() != data
        ]
        for name in different:
            print(f"differs: {name}", file=sys.stderr)
        sys.exit(1 if different else 0)
    if args.only:
        return
    IMAGES.mkdir(parents=True, exist_ok=True)
    for name, data in pictures.items():
        path = IMAGES / name
        if not path.is_file() or path.read_bytes() != data:
            path.write_bytes(data)
    for stale in sorted(set(p.name for p in IMAGES.iterdir()) - set(pictures)):
        (IMAGES / stale).unlink()
    total = sum(len(data) for data in pictures.values())
    print(f"{len(pictures)} pictures, {total} bytes")


if __name__ == "__main__":
    main()
