#!/usr/bin/env python3
"""Draws the app icons (public/icons/*.png) with the standard library only; with the `zopfli`
package from PyPI at hand (`pip install zopfli==0.4.3`) their pixels are compressed with it, about
13 % smaller than zlib's best, which the app's precache counts (the committed icons are).

An island at sea under a sun: a teal sea, a sand island with a palm, a yellow sun. The maskable
icon keeps everything inside the central safe zone (a circle of 80% of the size) on a full-bleed
background, as maskable icons must. Run it again after changing the drawing; the PNGs are
committed.
"""
import math
import os
import struct
import zlib

SEA_TOP = (14, 94, 111)
SEA_BOTTOM = (8, 60, 76)
SUN = (255, 200, 61)
SAND = (240, 214, 160)
PALM = (36, 120, 64)
TRUNK = (120, 80, 40)
WAVE = (120, 200, 210)


def png(width, height, pixels):
    """A PNG of `pixels` (rows of r, g, b bytes). With 256 colours or fewer (the drawing has about
    80: the sea's gradient and six flat colours) the same pixels are written with a palette, one
    byte each instead of three: about a fifth smaller, which the app's precache counts."""
    colours = {}
    for row in pixels:
        for i in range(0, len(row), 3):
            colours.setdefault(tuple(row[i : i + 3]), len(colours))
    if len(colours) <= 256:
        raw = b"".join(
            b"\x00" + bytes(colours[tuple(row[i : i + 3])] for i in range(0, len(row), 3))
            for row in pixels
        )
        header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)
        palette = b"".join(bytes(c) for c in colours)
    else:
        raw = b"".join(b"\x00" + bytes(row) for row in pixels)
        header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
        palette = None

    def chunk(kind, data):
        c = struct.pack(">I", len(data)) + kind + data
        return c + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + (chunk(b"PLTE", palette) if palette else b"")
        + chunk(b"IDAT", deflate(raw))
        + chunk(b"IEND", b"")
    )


def deflate(raw):
    """`raw` as a zlib stream: zopfli's when the package is installed, else zlib's level 9."""
    try:
        import zopfli.zlib
    except ImportError:
        d = zlib.compressobj(9, zlib.DEFLATED, 15, 9)
        return d.compress(raw) + d.flush()
    return zopfli.zlib.compress(raw, numiterations=100)


def mix(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def draw(size, scale):
    """The picture at `size` pixels; `scale` shrinks the drawing around the centre (maskable)."""
    rows = []
    c = size / 2
    for y in range(size):
        row = []
        for x in range(size):
            # Drawing coordinates in 0..1, shrunk around the centre.
            u = (x + 0.5 - c) / (size * scale) + 0.5
            v = (y + 0.5 - c) / (size * scale) + 0.5
            col = mix(SEA_TOP, SEA_BOTTOM, min(max(y / size, 0), 1))
            # Sun.
            if math.hypot(u - 0.68, v - 0.3) < 0.14:
                col = SUN
            # Waves: two thin sine bands.
            for base in (0.8, 0.9):
                if abs(v - (base + 0.015 * math.sin(u * 6 * math.pi))) < 0.012:
                    col = WAVE
            # Island: the top of an ellipse.
            if ((u - 0.45) / 0.3) ** 2 + ((v - 0.74) / 0.12) ** 2 < 1 and v < 0.74:
                col = SAND
            # Palm trunk: a slanted band.
            t = (0.72 - v) / 0.36
            if 0 <= t <= 1 and abs(u - (0.42 + 0.06 * t * t)) < 0.018:
                col = TRUNK
            # Palm leaves: four ellipses around the crown.
            cx, cy = 0.48, 0.36
            for ang in (20, 160, 65, 115):
                a = math.radians(ang)
                du, dv = u - (cx + 0.1 * math.cos(a)), v - (cy - 0.05 * math.sin(a))
                ru = du * math.cos(a) + dv * math.sin(a)
                rv = -du * math.sin(a) + dv * math.cos(a)
                if (ru / 0.12) ** 2 + (rv / 0.035) ** 2 < 1:
                    col = PALM
            row.extend(col)
        rows.append(row)
    return rows


def main():
    out = os.path.join(os.path.dirname(__file__), "..", "public", "icons")
    os.makedirs(out, exist_ok=True)
    for name, size, scale in (
        ("icon-192.png", 192, 1.0),
        ("icon-512.png", 512, 1.0),
        ("icon-maskable-512.png", 512, 0.72),
    ):
        with open(os.path.join(out, name), "wb") as f:
            f.write(png(size, size, draw(size, scale)))
        print("wrote", name)


if __name__ == "__main__":
    main()
