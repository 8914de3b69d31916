"""Each creature's art: an emblem composed from the animals and things in its name.

A Mindbug creature is a hybrid (Luchataur: a wrestler's mask and a bull's
horns; Bee Bear: a bear's head in a bee's stripes), so its emblem is built
from a few parts, each a function drawing one animal or object with simple
shapes. Every emblem is drawn on a backdrop of the creature's colours in a
box 1.5 units wide and 1 high (x to the right, y down, the centre at
(0.75, 0.5)), at three times the size and scaled down, and cached per size.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from tabletop.games.mindbug.cards import CREATURES
from tabletop.ui.cards import SurfaceCache, supersample

RGB = tuple[int, int, int]
Point = tuple[float, float]

INK: RGB = (34, 28, 38)
WHITE: RGB = (250, 248, 240)
BONE: RGB = (236, 226, 200)
RED: RGB = (200, 56, 48)
GOLD: RGB = (232, 184, 60)
ASPECT = 1.5  # the figure's box: 1.5 units wide, 1 high

_cache = SurfaceCache(limit=256)


class Pen:
    """Draws in the figure's units onto a surface: ``unit`` pixels a unit, the box's corner at ``origin``."""

    def __init__(self, surface: pygame.Surface, origin: Point, unit: float) -> None:
        self.s = surface
        self.ox, self.oy = origin
        self.u = unit

    def at(self, x: float, y: float) -> tuple[float, float]:
        return self.ox + x * self.u, self.oy + y * self.u

    def w(self, width: float) -> int:
        return max(1, round(width * self.u))

    def circle(self, x: float, y: float, r: float, c: RGB, width: float = 0) -> None:
        pygame.draw.circle(self.s, c, self.at(x, y), r * self.u, self.w(width) if width else 0)

    def ellipse(self, x: float, y: float, rx: float, ry: float, c: RGB, width: float = 0) -> None:
        cx, cy = self.at(x, y)
        box = pygame.Rect(round(cx - rx * self.u), round(cy - ry * self.u), round(2 * rx * self.u), round(2 * ry * self.u))
        pygame.draw.ellipse(self.s, c, box, self.w(width) if width else 0)

    def poly(self, pts: Sequence[Point], c: RGB, width: float = 0) -> None:
        pygame.draw.polygon(self.s, c, [self.at(x, y) for x, y in pts], self.w(width) if width else 0)

    def line(self, a: Point, b: Point, c: RGB, width: float) -> None:
        pygame.draw.line(self.s, c, self.at(*a), self.at(*b), self.w(width))

    def lines(self, pts: Sequence[Point], c: RGB, width: float) -> None:
        pygame.draw.lines(self.s, c, False, [self.at(x, y) for x, y in pts], self.w(width))

    def arc(self, x: float, y: float, r: float, start: float, stop: float, c: RGB, width: float) -> None:
        """An arc of the circle at (x, y), from ``start`` to ``stop`` degrees (counter-clockwise, 0 = east)."""
        steps = max(4, int(abs(stop - start) / 8))
        pts = [(x + r * math.cos(math.radians(start + (stop - start) * i / steps)),
                y - r * math.sin(math.radians(start + (stop - start) * i / steps))) for i in range(steps + 1)]
        self.lines(pts, c, width)


Part = Callable[[Pen], None]


# --- parts: each draws one animal's or thing's feature, placed by its arguments ---------------------
def eyes(p: Pen, x: float, y: float, gap: float, r: float, iris: RGB = INK, white: RGB = WHITE) -> None:
    for dx in (-gap / 2, gap / 2):
        p.circle(x + dx, y, r, white)
        p.circle(x + dx, y + r * 0.1, r * 0.5, iris)


def head(p: Pen, x: float, y: float, r: float, c: RGB) -> None:
    p.circle(x, y, r, c)


def round_ears(p: Pen, x: float, y: float, r: float, c: RGB, inner: RGB) -> None:
    for dx in (-r * 0.8, r * 0.8):
        p.circle(x + dx, y - r * 0.8, r * 0.38, c)
        p.circle(x + dx, y - r * 0.8, r * 0.2, inner)


def pointed_ears(p: Pen, x: float, y: float, r: float, c: RGB, tall: float = 1.0) -> None:
    for side in (-1, 1):
        p.poly([(x + side * r * 0.25, y - r * 0.75), (x + side * r * 0.95, y - r * 0.45),
                (x + side * r * 0.85, y - r * (0.9 + 0.55 * tall))], c)


def bull_horns(p: Pen, x: float, y: float, r: float, c: RGB) -> None:
    for side in (-1, 1):
        p.poly([(x + side * r * 0.55, y - r * 0.55), (x + side * r * 0.8, y - r * 0.2),
                (x + side * r * 1.45, y - r * 0.55), (x + side * r * 1.55, y - r * 1.05),
                (x + side * r * 1.25, y - r * 0.7)], c)


def mane(p: Pen, x: float, y: float, r: float, c: RGB, spikes: int = 14) -> None:
    pts: list[Point] = []
    for i in range(spikes * 2):
        a = math.pi * 2 * i / (spikes * 2)
        rr = r * (1.0 if i % 2 == 0 else 0.78)
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    p.poly(pts, c)


def stripes(p: Pen, x: float, y: float, rx: float, ry: float, c: RGB, band: RGB, n: int = 3) -> None:
    """A round body with ``n`` bands across it (a bee's, a tiger's)."""
    p.ellipse(x, y, rx, ry, c)
    for i in range(n):
        bx = x - rx + rx * 2 * (i + 1) / (n + 1)
        half = ry * math.sqrt(max(0.0, 1 - ((bx - x) / rx) ** 2))
        p.line((bx, y - half * 0.95), (bx, y + half * 0.95), band, rx * 0.22)


def wings(p: Pen, x: float, y: float, span: float, c: RGB, up: float = 0.25) -> None:
    for side in (-1, 1):
        p.ellipse(x + side * span * 0.5, y - up, span * 0.42, span * 0.22, c)


def feather_wings(p: Pen, x: float, y: float, span: float, c: RGB, edge: RGB) -> None:
    for side in (-1, 1):
        pts = [(x + side * span * 0.12, y - 0.05), (x + side * span * 0.9, y - 0.38), (x + side * span * 1.0, y - 0.2)]
        for k in range(4):
            pts.append((x + side * span * (0.92 - k * 0.18), y + 0.02 + k * 0.05))
        pts.append((x + side * span * 0.1, y + 0.12))
        p.poly(pts, c)
        p.poly(pts, edge, 0.02)


def stinger(p: Pen, x: float, y: float, size: float, c: RGB) -> None:
    p.poly([(x, y - size * 0.3), (x + size, y), (x, y + size * 0.3)], c)


def drop(p: Pen, x: float, y: float, r: float, c: RGB) -> None:
    p.circle(x, y, r, c)
    p.poly([(x - r * 0.94, y - r * 0.34), (x, y - r * 2.0), (x + r * 0.94, y - r * 0.34)], c)


def legs(p: Pen, x: float, y: float, r: float, c: RGB, pairs: int = 4, width: float = 0.035) -> None:
    for i in range(pairs):
        a = -0.6 + 1.2 * i / max(1, pairs - 1)
        for side in (-1, 1):
            knee = (x + side * r * 1.2, y + a * r * 0.9 - r * 0.35)
            foot = (x + side * r * 1.75, y + a * r * 1.1 + r * 0.45)
            p.lines([(x, y), knee, foot], c, width)


def web(p: Pen, x: float, y: float, r: float, c: RGB) -> None:
    for k in range(8):
        a = math.pi * k / 4
        p.line((x, y), (x + r * math.cos(a), y + r * math.sin(a)), c, 0.015)
    for ring in (0.35, 0.65, 0.95):
        p.poly([(x + r * ring * math.cos(math.pi * k / 4), y + r * ring * math.sin(math.pi * k / 4)) for k in range(8)],
               c, 0.015)


def crosshair(p: Pen, x: float, y: float, r: float, c: RGB) -> None:
    p.circle(x, y, r, c, 0.04)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        p.line((x + dx * r * 0.4, y + dy * r * 0.4), (x + dx * r * 1.3, y + dy * r * 1.3), c, 0.04)


def leaf(p: Pen, x: float, y: float, size: float, c: RGB, angle: float = 30) -> None:
    a = math.radians(angle)
    tip = (x + size * math.cos(a), y - size * math.sin(a))
    n = (-math.sin(a) * size * 0.35, -math.cos(a) * size * 0.35)
    mid = ((x + tip[0]) / 2, (y + tip[1]) / 2)
    p.poly([(x, y), (mid[0] + n[0], mid[1] + n[1]), tip, (mid[0] - n[0], mid[1] - n[1])], c)
    p.line((x, y), tip, (70, 110, 50), 0.02)


def flame(p: Pen, x: float, y: float, size: float, outer: RGB, inner: RGB) -> None:
    p.poly([(x - size * 0.4, y), (x - size * 0.3, y - size * 0.6), (x - size * 0.1, y - size * 0.4), (x, y - size),
            (x + size * 0.15, y - size * 0.45), (x + size * 0.35, y - size * 0.65), (x + size * 0.4, y)], outer)
    p.poly([(x - size * 0.2, y), (x - size * 0.05, y - size * 0.45), (x + size * 0.2, y)], inner)


def teeth(p: Pen, x0: float, x1: float, y: float, size: float, c: RGB, down: bool = True, n: int = 5) -> None:
    step = (x1 - x0) / n
    for i in range(n):
        tip = y + size if down else y - size
        p.poly([(x0 + i * step, y), (x0 + (i + 0.5) * step, tip), (x0 + (i + 1) * step, y)], c)


def bolt(p: Pen, x: float, y: float, size: float, c: RGB) -> None:
    p.poly([(x + size * 0.1, y - size), (x - size * 0.35, y + size * 0.1), (x, y + size * 0.1),
            (x - size * 0.15, y + size), (x + size * 0.4, y - size * 0.15), (x + size * 0.05, y - size * 0.15)], c)


def burst(p: Pen, x: float, y: float, r: float, c: RGB, spikes: int = 9) -> None:
    pts = [(x + r * (1.0 if i % 2 == 0 else 0.5) * math.cos(math.pi * i / spikes),
            y + r * (1.0 if i % 2 == 0 else 0.5) * math.sin(math.pi * i / spikes)) for i in range(spikes * 2)]
    p.poly(pts, c)


def shell_spiral(p: Pen, x: float, y: float, r: float, c: RGB, line: RGB) -> None:
    p.circle(x, y, r, c)
    pts = [(x + r * 0.9 * (1 - t / 40) * math.cos(t * 0.45), y + r * 0.9 * (1 - t / 40) * math.sin(t * 0.45))
           for t in range(40)]
    p.lines(pts, line, 0.03)


def hex_shell(p: Pen, x: float, y: float, r: float, c: RGB, line: RGB) -> None:
    p.ellipse(x, y, r, r * 0.7, c)
    for dx, dy in ((0, 0), (-0.55, -0.2), (0.55, -0.2), (-0.55, 0.3), (0.55, 0.3)):
        cx, cy = x + dx * r, y + dy * r
        s = r * 0.24
        p.poly([(cx + s * math.cos(math.pi * k / 3), cy + s * math.sin(math.pi * k / 3) * 0.8) for k in range(6)],
               line, 0.025)


def fin(p: Pen, x: float, y: float, size: float, c: RGB) -> None:
    p.poly([(x - size * 0.5, y), (x + size * 0.1, y - size), (x + size * 0.5, y)], c)


def claw(p: Pen, x: float, y: float, size: float, c: RGB, side: int) -> None:
    p.circle(x, y, size * 0.45, c)
    p.poly([(x - side * size * 0.1, y - size * 0.2), (x + side * size * 0.55, y - size * 0.75),
            (x + side * size * 0.25, y - size * 0.05)], INK)


def tentacles(p: Pen, x: float, y: float, span: float, c: RGB, n: int = 4, length: float = 0.35) -> None:
    for i in range(n):
        sx = x - span / 2 + span * i / max(1, n - 1)
        pts = [(sx + 0.05 * math.sin(t * 1.3 + i), y + length * t / 6) for t in range(7)]
        p.lines(pts, c, 0.07 - 0.01 * (i % 2))


def bandages(p: Pen, x: float, y: float, r: float, c: RGB, line: RGB) -> None:
    head(p, x, y, r, c)
    for k in (-0.5, 0.05, 0.55):
        p.line((x - r * 0.9, y + k * r - 0.04), (x + r * 0.9, y + k * r + 0.04), line, 0.025)


def mask(p: Pen, x: float, y: float, r: float, c: RGB, trim: RGB) -> None:
    """A wrestler's mask: a full hood with eye flames and a mouth opening."""
    p.ellipse(x, y, r * 0.85, r, c)
    for side in (-1, 1):
        p.poly([(x + side * r * 0.12, y - r * 0.15), (x + side * r * 0.7, y - r * 0.45),
                (x + side * r * 0.6, y + r * 0.05)], trim)
        p.ellipse(x + side * r * 0.36, y - r * 0.12, r * 0.16, r * 0.1, WHITE)
    p.ellipse(x, y + r * 0.5, r * 0.22, r * 0.13, trim)
    p.line((x, y - r * 0.95), (x, y - r * 0.35), trim, 0.04)


def fangs(p: Pen, x: float, y: float, size: float) -> None:
    for side in (-1, 1):
        p.poly([(x + side * size * 0.5, y), (x + side * size * 0.3, y + size), (x + side * size * 0.1, y)], WHITE)


def moon(p: Pen, x: float, y: float, r: float, c: RGB, bg: RGB) -> None:
    p.circle(x, y, r, c)
    p.circle(x + r * 0.45, y - r * 0.2, r * 0.85, bg)


def star(p: Pen, x: float, y: float, r: float, c: RGB) -> None:
    p.poly([(x + r * (1 if i % 2 == 0 else 0.42) * math.cos(math.pi * i / 5 - math.pi / 2),
             y + r * (1 if i % 2 == 0 else 0.42) * math.sin(math.pi * i / 5 - math.pi / 2)) for i in range(10)], c)


def shield(p: Pen, x: float, y: float, r: float, c: RGB, trim: RGB) -> None:
    pts = [(x - r * 0.8, y - r * 0.8), (x + r * 0.8, y - r * 0.8), (x + r * 0.75, y), (x, y + r), (x - r * 0.75, y)]
    p.poly(pts, c)
    p.poly(pts, trim, 0.04)


def barrel(p: Pen, x: float, y: float, r: float, c: RGB, hoop: RGB) -> None:
    p.ellipse(x, y, r * 0.7, r, c)
    for k in (-0.55, 0.55):
        p.line((x - r * 0.62, y + k * r), (x + r * 0.62, y + k * r), hoop, 0.05)
    for k in (-0.3, 0.0, 0.3):
        p.line((x + k * r, y - r * 0.95), (x + k * r, y + r * 0.95), hoop, 0.015)


def tusks(p: Pen, x: float, y: float, size: float, c: RGB) -> None:
    for side in (-1, 1):
        p.poly([(x + side * size * 0.25, y), (x + side * size * 0.9, y + size * 0.3), (x + side * size * 1.05, y - size * 0.5),
                (x + side * size * 0.75, y - size * 0.05), (x + side * size * 0.3, y - size * 0.2)], c)


def coin(p: Pen, x: float, y: float, r: float) -> None:
    p.circle(x, y, r, GOLD)
    p.circle(x, y, r * 0.7, (196, 146, 40), 0.02)


def spikes_ball(p: Pen, x: float, y: float, r: float, c: RGB, spike: RGB, n: int = 16) -> None:
    for i in range(n):
        a = math.pi * 2 * i / n
        p.line((x, y), (x + r * 1.5 * math.cos(a), y + r * 1.5 * math.sin(a)), spike, 0.035)
    p.circle(x, y, r, c)


def wave(p: Pen, x0: float, x1: float, y: float, c: RGB, foam: RGB) -> None:
    pts: list[Point] = [(x0, 1.0)]
    n = 24
    for i in range(n + 1):
        t = i / n
        pts.append((x0 + (x1 - x0) * t, y + 0.08 * math.sin(t * math.pi * 3)))
    pts.append((x1, 1.0))
    p.poly(pts, c)
    p.lines(pts[1:-1], foam, 0.03)


def beak(p: Pen, x: float, y: float, size: float, c: RGB, hooked: bool = True) -> None:
    pts = [(x - size * 0.4, y - size * 0.2), (x + size * 0.4, y - size * 0.2), (x, y + size * (0.9 if hooked else 0.6))]
    p.poly(pts, c)


def question(p: Pen, x: float, y: float, size: float, c: RGB) -> None:
    p.arc(x, y - size * 0.35, size * 0.35, 160, -90, c, size * 0.16)
    p.line((x, y + 0.0), (x, y + size * 0.2), c, size * 0.16)
    p.circle(x, y + size * 0.5, size * 0.1, c)


def bug_body(p: Pen, x: float, y: float, r: float, c: RGB, shine: RGB) -> None:
    legs(p, x, y + r * 0.2, r * 0.8, INK, pairs=3)
    p.ellipse(x, y + r * 0.2, r * 0.7, r * 0.9, c)
    p.circle(x, y - r * 0.75, r * 0.4, INK)
    p.line((x, y - r * 0.6), (x, y + r * 1.05), INK, 0.02)
    p.ellipse(x - r * 0.3, y - r * 0.05, r * 0.12, r * 0.25, shine)
    for side in (-1, 1):
        p.lines([(x + side * r * 0.15, y - r * 1.05), (x + side * r * 0.45, y - r * 1.45)], INK, 0.025)


def neck_head(p: Pen, base: Point, top: Point, r: float, c: RGB) -> None:
    p.line(base, top, c, r * 1.1)
    p.circle(top[0], top[1], r, c)
    p.circle(top[0] + r * 0.3, top[1] - r * 0.2, r * 0.22, WHITE)
    p.circle(top[0] + r * 0.35, top[1] - r * 0.2, r * 0.11, INK)


# --- the creatures ------------------------------------------------------------------------------------
Recipe = tuple[RGB, RGB, Part]  # the backdrop's top and bottom colours, and the figure


def _axolotl_healer(p: Pen) -> None:
    pink, dark = (240, 160, 180), (200, 90, 120)
    for side in (-1, 1):
        for k in range(3):
            base = (0.75 + side * 0.26, 0.36 + k * 0.1)
            p.line(base, (0.75 + side * (0.5 + k * 0.03), 0.22 + k * 0.14), dark, 0.05)
    head(p, 0.75, 0.5, 0.3, pink)
    eyes(p, 0.75, 0.45, 0.26, 0.06)
    p.arc(0.75, 0.55, 0.1, 200, 340, dark, 0.025)
    p.poly([(1.18, 0.72), (1.24, 0.72), (1.24, 0.66), (1.3, 0.66), (1.3, 0.72), (1.36, 0.72), (1.36, 0.78),
            (1.3, 0.78), (1.3, 0.84), (1.24, 0.84), (1.24, 0.78), (1.18, 0.78)], WHITE)


def _bee_bear(p: Pen) -> None:
    brown, yellow = (120, 76, 40), (240, 196, 50)
    wings(p, 0.75, 0.42, 0.9, (220, 236, 250), up=0.18)
    round_ears(p, 0.75, 0.55, 0.36, brown, (200, 150, 110))
    stripes(p, 0.75, 0.55, 0.36, 0.36, yellow, INK, n=3)
    p.ellipse(0.75, 0.68, 0.12, 0.08, (200, 150, 110))
    p.circle(0.75, 0.65, 0.035, INK)
    eyes(p, 0.75, 0.48, 0.2, 0.05)


def _brain_fly(p: Pen) -> None:
    wings(p, 0.75, 0.44, 0.95, (206, 226, 240), up=0.12)
    p.ellipse(0.75, 0.66, 0.12, 0.22, (60, 70, 60))
    p.ellipse(0.75, 0.36, 0.26, 0.2, (236, 150, 170))
    for k in (-0.12, 0.0, 0.12):
        p.arc(0.75 + k, 0.36, 0.07, 0, 180, (190, 90, 120), 0.02)
    p.line((0.75, 0.18), (0.75, 0.54), (190, 90, 120), 0.02)
    eyes(p, 0.75, 0.55, 0.16, 0.06, iris=(180, 30, 30), white=(230, 60, 60))


def _chameleon_sniper(p: Pen) -> None:
    green = (96, 176, 80)
    p.ellipse(0.62, 0.55, 0.32, 0.24, green)
    p.poly([(0.3, 0.5), (0.44, 0.3), (0.5, 0.5)], (70, 140, 60))
    p.circle(0.7, 0.48, 0.1, (220, 236, 160))
    p.circle(0.72, 0.48, 0.05, INK)
    p.lines([(0.92, 0.6), (1.1, 0.6), (1.2, 0.56)], (220, 90, 110), 0.03)
    crosshair(p, 1.2, 0.45, 0.13, RED)
    p.arc(0.45, 0.78, 0.1, 180, 450, (70, 140, 60), 0.04)


def _compost_dragon(p: Pen) -> None:
    green, dark = (90, 150, 70), (50, 96, 44)
    for i, ang in enumerate((40, 80, 130)):
        leaf(p, 0.75, 0.8, 0.35 + 0.05 * i, (120, 180, 80), ang)
    p.ellipse(0.75, 0.5, 0.3, 0.22, green)
    p.poly([(0.95, 0.45), (1.25, 0.52), (0.95, 0.65)], green)
    for side in (-1, 1):
        p.poly([(0.75 + side * 0.1, 0.32), (0.75 + side * 0.22, 0.12), (0.75 + side * 0.25, 0.34)], dark)
    eyes(p, 0.72, 0.45, 0.18, 0.05, iris=(200, 60, 30), white=(250, 220, 90))
    flame(p, 1.3, 0.62, 0.2, (240, 120, 40), GOLD)


def _deathweaver(p: Pen) -> None:
    web(p, 0.75, 0.5, 0.48, (220, 220, 230))
    legs(p, 0.75, 0.5, 0.18, INK, pairs=4, width=0.03)
    p.circle(0.75, 0.58, 0.15, (40, 30, 50))
    p.circle(0.75, 0.4, 0.09, (40, 30, 50))
    p.poly([(0.7, 0.56), (0.8, 0.56), (0.75, 0.66)], RED)
    eyes(p, 0.75, 0.39, 0.07, 0.025, iris=RED, white=(250, 120, 120))


def _elephantopus(p: Pen) -> None:
    grey = (150, 150, 170)
    tentacles(p, 0.75, 0.62, 0.5, (120, 110, 160), n=5, length=0.32)
    for side in (-1, 1):
        p.ellipse(0.75 + side * 0.33, 0.4, 0.2, 0.24, (130, 130, 150))
    head(p, 0.75, 0.42, 0.26, grey)
    p.lines([(0.75, 0.5), (0.76, 0.7), (0.82, 0.82), (0.9, 0.8)], grey, 0.1)
    eyes(p, 0.75, 0.38, 0.2, 0.045)
    tusks(p, 0.75, 0.56, 0.18, BONE)


def _explosive_toad(p: Pen) -> None:
    burst(p, 0.75, 0.5, 0.48, (250, 160, 40))
    burst(p, 0.75, 0.5, 0.34, GOLD)
    p.ellipse(0.75, 0.58, 0.3, 0.2, (100, 150, 60))
    eyes(p, 0.75, 0.38, 0.3, 0.08)
    p.arc(0.75, 0.55, 0.18, 200, 340, (50, 80, 30), 0.025)
    for dx, dy in ((-0.15, 0.6), (0.1, 0.65), (0.18, 0.55)):
        p.circle(0.75 + dx, dy, 0.025, (70, 110, 40))


def _ferret_bomber(p: Pen) -> None:
    fur = (214, 180, 130)
    p.circle(1.15, 0.58, 0.17, INK)
    p.lines([(1.15, 0.41), (1.2, 0.3), (1.3, 0.26)], (160, 120, 80), 0.025)
    burst(p, 1.32, 0.25, 0.06, GOLD, spikes=6)
    pointed_ears(p, 0.6, 0.55, 0.3, (180, 140, 100), tall=0.9)
    p.ellipse(0.6, 0.55, 0.28, 0.24, fur)
    p.ellipse(0.6, 0.5, 0.22, 0.07, (90, 60, 40))  # the bandit stripe
    eyes(p, 0.6, 0.5, 0.18, 0.045)
    p.circle(0.6, 0.66, 0.04, INK)


def _giraffodile(p: Pen) -> None:
    yellow, spot = (236, 190, 90), (170, 110, 50)
    p.line((0.45, 0.95), (0.62, 0.3), yellow, 0.16)
    for y in (0.5, 0.7, 0.85):
        p.circle(0.45 + (0.95 - y) * 0.26, y, 0.04, spot)
    p.ellipse(0.8, 0.32, 0.34, 0.12, (110, 150, 80))
    teeth(p, 0.6, 1.1, 0.37, 0.06, WHITE, n=6)
    for side in (0.5, 0.6):
        p.line((side, 0.22), (side, 0.1), spot, 0.03)
        p.circle(side, 0.1, 0.03, spot)
    eyes(p, 0.66, 0.27, 0.08, 0.035)


def _gorillion(p: Pen) -> None:
    mane(p, 0.75, 0.5, 0.46, (220, 150, 50), spikes=16)
    head(p, 0.75, 0.52, 0.3, (60, 56, 64))
    p.ellipse(0.75, 0.62, 0.2, 0.13, (140, 120, 110))
    p.ellipse(0.75, 0.42, 0.22, 0.07, (40, 36, 42))
    eyes(p, 0.75, 0.46, 0.16, 0.04, iris=(120, 60, 20))
    p.line((0.68, 0.67), (0.82, 0.67), INK, 0.02)


def _goblin_werewolf(p: Pen) -> None:
    moon(p, 1.22, 0.28, 0.16, (250, 240, 200), (40, 50, 90))
    p.circle(0.7, 0.55, 0.3, (110, 100, 110))
    pointed_ears(p, 0.7, 0.55, 0.3, (110, 100, 110), tall=0.7)
    for side in (-1, 1):  # the goblin's long ears beside the wolf's
        p.poly([(0.7 + side * 0.25, 0.55), (0.7 + side * 0.62, 0.4), (0.7 + side * 0.28, 0.66)], (120, 170, 80))
    p.ellipse(0.7, 0.66, 0.15, 0.1, (160, 150, 150))
    fangs(p, 0.7, 0.7, 0.08)
    eyes(p, 0.7, 0.5, 0.2, 0.05, iris=INK, white=GOLD)


def _grave_robber(p: Pen) -> None:
    p.poly([(0.4, 0.9), (0.4, 0.35), (0.6, 0.18), (0.8, 0.35), (0.8, 0.9)], (170, 170, 180))
    p.line((0.6, 0.38), (0.6, 0.62), (110, 110, 120), 0.05)
    p.line((0.52, 0.46), (0.68, 0.46), (110, 110, 120), 0.05)
    p.line((0.95, 0.2), (1.15, 0.78), (130, 90, 50), 0.045)
    p.poly([(1.08, 0.72), (1.26, 0.66), (1.3, 0.92), (1.16, 0.95)], (180, 180, 190))
    p.ellipse(0.75, 0.93, 0.55, 0.06, (90, 70, 50))


def _harpy_mother(p: Pen) -> None:
    feather_wings(p, 0.75, 0.45, 0.6, (150, 90, 160), (90, 50, 110))
    head(p, 0.75, 0.34, 0.14, (230, 190, 160))
    p.poly([(0.61, 0.3), (0.75, 0.16), (0.89, 0.3), (0.85, 0.5), (0.65, 0.5)], (120, 60, 90))
    head(p, 0.75, 0.36, 0.1, (230, 190, 160))
    p.ellipse(0.75, 0.82, 0.26, 0.1, (150, 110, 60))
    for dx in (-0.1, 0.0, 0.1):
        p.ellipse(0.75 + dx, 0.76, 0.05, 0.07, (246, 240, 220))


def _kangasaurus_rex(p: Pen) -> None:
    green = (120, 150, 90)
    p.ellipse(0.7, 0.62, 0.24, 0.3, (190, 140, 90))
    p.ellipse(0.72, 0.72, 0.13, 0.12, (220, 180, 130))
    p.circle(0.72, 0.66, 0.06, (150, 110, 70))
    p.poly([(0.6, 0.34), (1.2, 0.3), (1.2, 0.44), (0.78, 0.5)], green)
    teeth(p, 0.85, 1.18, 0.44, 0.05, WHITE, n=5)
    for k in range(4):
        p.poly([(0.55 + k * 0.1, 0.36 - k * 0.01), (0.6 + k * 0.1, 0.22), (0.65 + k * 0.1, 0.34)], (90, 120, 70))
    eyes(p, 0.86, 0.35, 0.01, 0.035, iris=INK, white=GOLD)


def _killer_bee(p: Pen) -> None:
    wings(p, 0.7, 0.42, 0.8, (210, 230, 250), up=0.12)
    stinger(p, 1.05, 0.55, 0.28, INK)
    stripes(p, 0.78, 0.55, 0.3, 0.2, (240, 190, 40), INK, n=3)
    head(p, 0.44, 0.52, 0.13, INK)
    eyes(p, 0.41, 0.5, 0.08, 0.035, iris=RED, white=(250, 150, 150))


def _lone_yeti(p: Pen) -> None:
    p.poly([(0.1, 0.95), (0.45, 0.3), (0.8, 0.95)], (170, 190, 220))
    p.poly([(0.34, 0.5), (0.45, 0.3), (0.56, 0.5)], WHITE)
    mane(p, 0.95, 0.52, 0.34, (240, 244, 250), spikes=12)
    head(p, 0.95, 0.54, 0.24, (236, 240, 248))
    p.ellipse(0.95, 0.55, 0.15, 0.13, (130, 170, 210))
    eyes(p, 0.95, 0.52, 0.12, 0.035)
    fangs(p, 0.95, 0.62, 0.08)


def _luchataur(p: Pen) -> None:
    bull_horns(p, 0.75, 0.52, 0.32, BONE)
    mask(p, 0.75, 0.52, 0.36, (220, 40, 60), GOLD)
    p.ellipse(0.75, 0.82, 0.12, 0.06, (250, 220, 120), 0.02)  # the bull's nose ring


def _mysterious_mermaid(p: Pen) -> None:
    teal = (60, 170, 170)
    p.lines([(0.75, 0.5), (0.85, 0.7), (0.8, 0.85)], teal, 0.12)
    p.poly([(0.8, 0.82), (0.62, 0.98), (0.8, 0.9), (0.98, 0.98)], teal)
    head(p, 0.72, 0.32, 0.13, (236, 200, 170))
    p.poly([(0.58, 0.3), (0.72, 0.16), (0.88, 0.28), (0.92, 0.62), (0.58, 0.55)], (160, 60, 120))
    head(p, 0.73, 0.34, 0.1, (236, 200, 170))
    p.ellipse(0.75, 0.5, 0.1, 0.06, (160, 220, 220))
    question(p, 1.15, 0.5, 0.36, (250, 240, 200))
    star(p, 0.35, 0.3, 0.07, (250, 240, 200))


def _plated_scorpion(p: Pen) -> None:
    brown = (170, 100, 50)
    legs(p, 0.75, 0.62, 0.2, (120, 70, 40), pairs=3)
    for k in range(4):
        p.ellipse(0.75, 0.72 - k * 0.12, 0.2 - k * 0.02, 0.07, brown)
        p.ellipse(0.75, 0.72 - k * 0.12, 0.2 - k * 0.02, 0.07, (110, 60, 30), 0.02)
    p.lines([(0.75, 0.34), (0.9, 0.18), (1.08, 0.16), (1.14, 0.28)], brown, 0.06)
    stinger(p, 1.14, 0.3, 0.1, INK)
    claw(p, 0.42, 0.55, 0.16, brown, -1)
    claw(p, 1.08, 0.6, 0.16, brown, 1)


def _rhino_turtle(p: Pen) -> None:
    grey = (140, 130, 130)
    hex_shell(p, 0.62, 0.58, 0.38, (90, 130, 80), (50, 80, 50))
    head(p, 1.06, 0.6, 0.16, grey)
    p.poly([(1.1, 0.5), (1.22, 0.28), (1.2, 0.52)], BONE)
    p.poly([(1.02, 0.47), (1.06, 0.38), (1.1, 0.48)], BONE)
    eyes(p, 1.02, 0.58, 0.01, 0.03)


def _shark_dog(p: Pen) -> None:
    blue = (100, 130, 170)
    fin(p, 0.8, 0.36, 0.36, blue)
    pointed_ears(p, 0.75, 0.58, 0.26, (180, 140, 90), tall=0.3)
    p.ellipse(0.75, 0.6, 0.34, 0.22, blue)
    p.ellipse(0.75, 0.68, 0.24, 0.1, WHITE)
    teeth(p, 0.58, 0.92, 0.66, 0.05, (250, 250, 250), n=6)
    eyes(p, 0.75, 0.52, 0.26, 0.04)
    p.circle(0.75, 0.58, 0.04, INK)


def _shield_bugs(p: Pen) -> None:
    shield(p, 0.75, 0.5, 0.42, (100, 130, 180), GOLD)
    for dx in (-0.14, 0.14):
        bug_body(p, 0.75 + dx, 0.52, 0.1, (60, 150, 90), (160, 220, 170))


def _sharky(p: Pen) -> None:
    tentacles(p, 0.75, 0.65, 0.4, (150, 90, 160), n=4, length=0.3)
    fin(p, 0.75, 0.26, 0.26, (100, 130, 170))
    claw(p, 0.36, 0.48, 0.16, (210, 80, 60), -1)
    claw(p, 1.14, 0.48, 0.16, (210, 80, 60), 1)
    pointed_ears(p, 0.75, 0.5, 0.24, (180, 140, 90), tall=0.3)
    bandages(p, 0.75, 0.5, 0.24, (230, 220, 190), (170, 160, 130))
    eyes(p, 0.75, 0.48, 0.14, 0.035, iris=(40, 200, 120))


def _snail_hydra(p: Pen) -> None:
    green = (100, 160, 110)
    p.ellipse(0.75, 0.86, 0.5, 0.08, green)
    for base, top in (((0.9, 0.82), (1.05, 0.3)), ((0.98, 0.82), (1.25, 0.42)), ((0.84, 0.82), (0.85, 0.22))):
        neck_head(p, base, top, 0.07, green)
    shell_spiral(p, 0.6, 0.58, 0.28, (200, 140, 90), (130, 80, 50))


def _snail_thrower(p: Pen) -> None:
    p.ellipse(0.6, 0.82, 0.32, 0.07, (150, 170, 120))
    shell_spiral(p, 0.55, 0.62, 0.2, (210, 170, 110), (140, 100, 60))
    p.lines([(0.8, 0.78), (0.86, 0.5), (0.84, 0.36)], (150, 170, 120), 0.05)
    p.circle(0.85, 0.34, 0.05, (150, 170, 120))
    p.arc(0.95, 0.62, 0.4, 20, 80, (250, 240, 200), 0.025)
    shell_spiral(p, 1.25, 0.3, 0.08, (210, 170, 110), (140, 100, 60))
    drop(p, 1.25, 0.58, 0.05, (120, 200, 80))


def _spider_owl(p: Pen) -> None:
    brown = (140, 100, 70)
    legs(p, 0.75, 0.58, 0.22, INK, pairs=4, width=0.03)
    p.ellipse(0.75, 0.56, 0.27, 0.32, brown)
    pointed_ears(p, 0.75, 0.56, 0.26, brown, tall=0.5)
    for dx in (-0.12, 0.12):
        p.circle(0.75 + dx, 0.48, 0.1, (240, 210, 120))
        p.circle(0.75 + dx, 0.48, 0.05, INK)
    for dx in (-0.05, 0.05):  # the spider's smaller eyes
        p.circle(0.75 + dx, 0.36, 0.025, INK)
    beak(p, 0.75, 0.6, 0.1, (230, 170, 60))


def _strange_barrel(p: Pen) -> None:
    barrel(p, 0.75, 0.52, 0.4, (170, 110, 60), (90, 70, 50))
    p.circle(0.75, 0.5, 0.12, WHITE)
    p.circle(0.77, 0.5, 0.07, (120, 40, 140))
    p.circle(0.79, 0.48, 0.02, WHITE)
    question(p, 1.22, 0.45, 0.3, (240, 220, 120))


def _tiger_squirrel(p: Pen) -> None:
    orange = (230, 130, 40)
    p.ellipse(1.05, 0.45, 0.2, 0.36, (200, 110, 40))
    for k in range(3):
        p.arc(1.05, 0.45 + (k - 1) * 0.2, 0.14, 200, 340, INK, 0.03)
    head(p, 0.65, 0.55, 0.26, orange)
    pointed_ears(p, 0.65, 0.55, 0.26, orange, tall=0.5)
    for side in (-1, 1):
        p.line((0.65 + side * 0.25, 0.5), (0.65 + side * 0.12, 0.54), INK, 0.035)
        p.line((0.65 + side * 0.25, 0.62), (0.65 + side * 0.12, 0.6), INK, 0.035)
    p.ellipse(0.65, 0.66, 0.1, 0.07, WHITE)
    eyes(p, 0.65, 0.5, 0.16, 0.045, iris=(60, 120, 40))
    p.poly([(0.61, 0.7), (0.65, 0.78), (0.69, 0.7)], WHITE)  # the squirrel's teeth


def _turbo_bug(p: Pen) -> None:
    for k in range(3):
        p.line((0.2, 0.4 + k * 0.12), (0.45, 0.4 + k * 0.12), (250, 240, 200), 0.03)
    bug_body(p, 0.75, 0.52, 0.26, (220, 60, 60), (250, 170, 170))
    bolt(p, 1.15, 0.45, 0.25, GOLD)


def _tusked_extorter(p: Pen) -> None:
    grey = (130, 110, 100)
    head(p, 0.75, 0.5, 0.3, grey)
    pointed_ears(p, 0.75, 0.5, 0.28, grey, tall=0.2)
    p.ellipse(0.75, 0.62, 0.14, 0.1, (190, 150, 140))
    for dx in (-0.04, 0.04):
        p.circle(0.75 + dx, 0.62, 0.025, INK)
    tusks(p, 0.75, 0.68, 0.28, BONE)
    eyes(p, 0.75, 0.44, 0.18, 0.04, iris=RED)
    for x, y in ((0.25, 0.75), (0.32, 0.66), (1.22, 0.78)):
        coin(p, x, y, 0.07)


def _urchin_hurler(p: Pen) -> None:
    spikes_ball(p, 0.55, 0.55, 0.16, (90, 50, 110), (150, 90, 170))
    eyes(p, 0.55, 0.52, 0.12, 0.035)
    spikes_ball(p, 1.15, 0.32, 0.06, (90, 50, 110), (150, 90, 170), n=12)
    p.arc(0.95, 0.6, 0.3, 40, 120, (250, 240, 200), 0.02)


def _bugserker(p: Pen) -> None:
    p.line((1.0, 0.2), (1.2, 0.85), (120, 80, 50), 0.04)
    p.poly([(0.96, 0.24), (1.2, 0.12), (1.26, 0.34), (1.06, 0.4)], (200, 200, 210))
    bug_body(p, 0.68, 0.55, 0.26, (160, 60, 40), (230, 140, 110))
    eyes(p, 0.68, 0.35, 0.1, 0.03, iris=RED, white=(250, 140, 120))


def _count_draculeech(p: Pen) -> None:
    p.poly([(0.3, 0.95), (0.45, 0.45), (0.75, 0.62), (1.05, 0.45), (1.2, 0.95)], (120, 20, 40))
    p.poly([(0.45, 0.45), (0.58, 0.2), (0.75, 0.5), (0.92, 0.2), (1.05, 0.45), (0.75, 0.62)], (50, 20, 40))
    p.ellipse(0.75, 0.45, 0.17, 0.24, (150, 110, 140))
    for k in range(3):
        p.arc(0.75, 0.3 + k * 0.12, 0.14, 200, 340, (110, 70, 100), 0.02)
    p.circle(0.75, 0.62, 0.08, (90, 30, 60))
    fangs(p, 0.75, 0.6, 0.1)


def _creep_from_the_deep(p: Pen) -> None:
    p.ellipse(0.75, 0.98, 0.7, 0.22, (30, 60, 90))
    tentacles(p, 0.75, 0.45, 0.8, (60, 150, 140), n=5, length=0.5)
    for x, y in ((0.45, 0.36), (0.75, 0.28), (1.05, 0.36)):
        p.circle(x, y, 0.08, (240, 250, 160))
        p.circle(x, y, 0.04, INK)


def _ferret_pacifier(p: Pen) -> None:
    fur = (230, 210, 170)
    pointed_ears(p, 0.62, 0.57, 0.3, (200, 170, 130), tall=0.9)
    p.ellipse(0.62, 0.57, 0.28, 0.24, fur)
    p.ellipse(0.62, 0.52, 0.22, 0.07, (150, 120, 90))
    p.arc(0.56, 0.52, 0.035, 0, 180, INK, 0.02)
    p.arc(0.68, 0.52, 0.035, 0, 180, INK, 0.02)
    p.circle(0.62, 0.66, 0.035, INK)
    p.circle(1.15, 0.45, 0.2, (90, 170, 220))  # a peace sign
    p.circle(1.15, 0.45, 0.2, WHITE, 0.035)
    p.line((1.15, 0.25), (1.15, 0.65), WHITE, 0.035)
    p.line((1.15, 0.45), (1.01, 0.59), WHITE, 0.035)
    p.line((1.15, 0.45), (1.29, 0.59), WHITE, 0.035)


def _froblin_instigator(p: Pen) -> None:
    green = (110, 170, 80)
    for side in (-1, 1):
        p.poly([(0.65 + side * 0.24, 0.55), (0.65 + side * 0.56, 0.36), (0.65 + side * 0.3, 0.66)], (90, 150, 70))
    p.ellipse(0.65, 0.6, 0.3, 0.22, green)
    for dx in (-0.13, 0.13):
        p.circle(0.65 + dx, 0.38, 0.09, green)
        p.circle(0.65 + dx, 0.38, 0.055, GOLD)
        p.ellipse(0.65 + dx, 0.38, 0.015, 0.045, INK)
    p.arc(0.65, 0.6, 0.16, 200, 340, (50, 90, 40), 0.03)
    p.poly([(1.0, 0.5), (1.32, 0.32), (1.32, 0.72)], (220, 70, 60))
    p.poly([(0.96, 0.46), (1.02, 0.46), (1.02, 0.56), (0.96, 0.56)], (150, 40, 40))


def _goreagle_alpha(p: Pen) -> None:
    brown = (110, 70, 40)
    feather_wings(p, 0.75, 0.6, 0.62, brown, (70, 40, 20))
    bull_horns(p, 0.75, 0.45, 0.2, BONE)
    head(p, 0.75, 0.45, 0.2, WHITE)
    beak(p, 0.75, 0.5, 0.16, GOLD)
    eyes(p, 0.75, 0.4, 0.16, 0.035, iris=INK, white=(250, 200, 60))
    p.poly([(0.62, 0.2), (0.67, 0.1), (0.72, 0.2), (0.75, 0.08), (0.78, 0.2), (0.83, 0.1), (0.88, 0.2)], GOLD)


def _hamster_lion(p: Pen) -> None:
    mane(p, 0.75, 0.52, 0.46, (200, 110, 40), spikes=14)
    head(p, 0.75, 0.55, 0.3, (240, 200, 150))
    round_ears(p, 0.75, 0.55, 0.26, (240, 200, 150), (230, 150, 150))
    for dx in (-0.18, 0.18):
        p.circle(0.75 + dx, 0.64, 0.11, (250, 220, 180))
    eyes(p, 0.75, 0.5, 0.18, 0.045)
    p.circle(0.75, 0.6, 0.03, (200, 100, 110))


def _hyenix(p: Pen) -> None:
    for k, c in enumerate(((240, 120, 40), (250, 180, 50))):
        for side in (-1, 1):
            p.poly([(0.75, 0.6), (0.75 + side * (0.6 - k * 0.12), 0.2 + k * 0.08), (0.75 + side * (0.3 - k * 0.05), 0.7)], c)
    flame(p, 0.75, 0.32, 0.22, (240, 110, 40), GOLD)
    head(p, 0.75, 0.55, 0.24, (200, 170, 110))
    pointed_ears(p, 0.75, 0.55, 0.22, (200, 170, 110), tall=0.4)
    for x, y in ((0.64, 0.48), (0.86, 0.5), (0.8, 0.68), (0.68, 0.66)):
        p.circle(x, y, 0.03, (110, 80, 50))
    eyes(p, 0.75, 0.52, 0.14, 0.035)
    p.ellipse(0.75, 0.66, 0.07, 0.04, INK)


def _hungry_hamster(p: Pen) -> None:
    fur = (230, 170, 100)
    head(p, 0.75, 0.52, 0.34, fur)
    round_ears(p, 0.75, 0.52, 0.3, fur, (230, 140, 140))
    for dx in (-0.22, 0.22):
        p.circle(0.75 + dx, 0.62, 0.14, (246, 210, 160))
    p.ellipse(0.75, 0.7, 0.1, 0.09, (120, 40, 50))
    p.poly([(0.7, 0.63), (0.75, 0.7), (0.8, 0.63)], WHITE)
    eyes(p, 0.75, 0.44, 0.22, 0.05)
    for x in (0.28, 1.22):
        p.ellipse(x, 0.7, 0.08, 0.11, (140, 100, 60))  # seeds
        p.ellipse(x, 0.7, 0.04, 0.07, (200, 170, 110))


def _majestic_manticore(p: Pen) -> None:
    feather_wings(p, 0.75, 0.5, 0.6, (180, 90, 60), (120, 50, 30))
    p.lines([(0.95, 0.75), (1.2, 0.7), (1.3, 0.45), (1.22, 0.28)], (180, 110, 60), 0.05)
    stinger(p, 1.22, 0.27, 0.08, INK)
    mane(p, 0.75, 0.55, 0.28, (210, 130, 50), spikes=12)
    head(p, 0.75, 0.56, 0.18, (236, 190, 120))
    eyes(p, 0.75, 0.53, 0.1, 0.03)
    p.poly([(0.6, 0.28), (0.64, 0.14), (0.7, 0.24), (0.75, 0.1), (0.8, 0.24), (0.86, 0.14), (0.9, 0.28)], GOLD)


def _the_lurker(p: Pen) -> None:
    p.ellipse(0.75, 0.55, 0.6, 0.42, (20, 20, 30))
    p.ellipse(0.75, 0.55, 0.46, 0.3, (10, 10, 16))
    for dx in (-0.13, 0.13):
        p.ellipse(0.75 + dx, 0.5, 0.08, 0.045, (250, 220, 60))
        p.ellipse(0.75 + dx, 0.5, 0.015, 0.04, INK)
    p.arc(0.75, 0.58, 0.18, 220, 320, (120, 110, 130), 0.02)


def _turf_the_surfer(p: Pen) -> None:
    wave(p, 0.0, 1.5, 0.7, (40, 120, 190), WHITE)
    p.poly([(0.45, 0.66), (1.05, 0.56), (1.1, 0.6), (0.5, 0.72)], (250, 180, 60))
    p.line((0.78, 0.58), (0.8, 0.4), (120, 90, 60), 0.05)
    head(p, 0.8, 0.3, 0.11, (180, 130, 90))
    p.poly([(0.68, 0.26), (0.8, 0.16), (0.93, 0.24), (0.86, 0.22)], (240, 220, 80))
    p.line((0.8, 0.44), (0.64, 0.36), (120, 90, 60), 0.035)
    p.line((0.8, 0.44), (0.98, 0.38), (120, 90, 60), 0.035)
    p.circle(1.3, 0.2, 0.09, GOLD)


RECIPES: dict[str, Recipe] = {
    "axolotl_healer": ((150, 210, 220), (70, 140, 170), _axolotl_healer),
    "bee_bear": ((250, 220, 120), (200, 150, 60), _bee_bear),
    "brain_fly": ((190, 170, 220), (110, 90, 150), _brain_fly),
    "chameleon_sniper": ((200, 230, 170), (90, 140, 90), _chameleon_sniper),
    "compost_dragon": ((150, 120, 90), (80, 60, 40), _compost_dragon),
    "deathweaver": ((90, 70, 110), (30, 20, 40), _deathweaver),
    "elephantopus": ((180, 200, 230), (90, 110, 160), _elephantopus),
    "explosive_toad": ((250, 120, 60), (180, 50, 40), _explosive_toad),
    "ferret_bomber": ((230, 200, 150), (170, 120, 80), _ferret_bomber),
    "giraffodile": ((160, 210, 230), (90, 160, 120), _giraffodile),
    "gorillion": ((250, 200, 120), (190, 110, 50), _gorillion),
    "goblin_werewolf": ((70, 80, 130), (30, 30, 60), _goblin_werewolf),
    "grave_robber": ((110, 120, 140), (50, 50, 70), _grave_robber),
    "harpy_mother": ((240, 200, 210), (170, 110, 140), _harpy_mother),
    "kangasaurus_rex": ((240, 210, 150), (190, 140, 80), _kangasaurus_rex),
    "killer_bee": ((250, 240, 180), (220, 170, 70), _killer_bee),
    "lone_yeti": ((210, 230, 250), (130, 160, 210), _lone_yeti),
    "luchataur": ((250, 210, 90), (210, 120, 40), _luchataur),
    "mysterious_mermaid": ((90, 120, 200), (40, 50, 120), _mysterious_mermaid),
    "plated_scorpion": ((240, 210, 160), (200, 150, 90), _plated_scorpion),
    "rhino_turtle": ((190, 220, 180), (120, 160, 120), _rhino_turtle),
    "shark_dog": ((170, 210, 240), (60, 110, 170), _shark_dog),
    "sharky_crab_dog_mummypus": ((180, 160, 200), (90, 70, 120), _sharky),
    "shield_bugs": ((220, 230, 240), (150, 170, 200), _shield_bugs),
    "snail_hydra": ((200, 230, 200), (110, 160, 130), _snail_hydra),
    "snail_thrower": ((170, 200, 240), (100, 130, 190), _snail_thrower),
    "spider_owl": ((90, 80, 120), (40, 30, 60), _spider_owl),
    "strange_barrel": ((160, 200, 170), (70, 110, 90), _strange_barrel),
    "tiger_squirrel": ((220, 240, 190), (130, 180, 110), _tiger_squirrel),
    "turbo_bug": ((250, 200, 140), (230, 110, 60), _turbo_bug),
    "tusked_extorter": ((200, 180, 160), (120, 100, 90), _tusked_extorter),
    "urchin_hurler": ((120, 190, 210), (40, 100, 140), _urchin_hurler),
    "bugserker": ((240, 150, 120), (160, 50, 40), _bugserker),
    "count_draculeech": ((120, 90, 120), (40, 20, 40), _count_draculeech),
    "creep_from_the_deep": ((60, 110, 140), (10, 30, 60), _creep_from_the_deep),
    "ferret_pacifier": ((210, 240, 250), (140, 200, 230), _ferret_pacifier),
    "froblin_instigator": ((250, 230, 160), (220, 160, 80), _froblin_instigator),
    "goreagle_alpha": ((150, 200, 240), (70, 120, 190), _goreagle_alpha),
    "hamster_lion": ((250, 230, 170), (230, 170, 90), _hamster_lion),
    "hyenix": ((120, 40, 40), (60, 10, 20), _hyenix),
    "hungry_hungry_hamster": ((250, 200, 200), (210, 130, 130), _hungry_hamster),
    "majestic_manticore": ((230, 200, 240), (150, 110, 180), _majestic_manticore),
    "the_lurker": ((90, 100, 90), (30, 40, 30), _the_lurker),
    "turf_the_surfer": ((250, 220, 160), (130, 200, 230), _turf_the_surfer),
}


def recipe(kind: int) -> Recipe:
    """The backdrop and figure of creature ``kind``."""
    return RECIPES[CREATURES[kind].key]


def emblem(kind: int, size: tuple[int, int]) -> pygame.Surface:
    """Creature ``kind``'s art at ``size``: its backdrop, and its figure as large as the box allows, centred."""
    top, bottom, figure = recipe(kind)

    def paint(s: pygame.Surface) -> None:
        w, h = s.get_size()
        for y in range(h):
            t = y / max(1, h - 1)
            pygame.draw.line(s, tuple(round(a + (b - a) * t) for a, b in zip(top, bottom)), (0, y), (w - 1, y))
        unit = min(h, w / ASPECT)
        figure(Pen(s, ((w - unit * ASPECT) / 2, (h - unit) / 2), unit))

    return _cache.get(("emblem", kind, size), lambda: supersample(size, paint))
