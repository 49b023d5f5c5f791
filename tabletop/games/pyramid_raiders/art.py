"""Pyramid Raiders drawn in code: the hex board (sandstone and turquoise), pillars, puddles,
treasure tokens and scrolls, action cards, the die and the turn tile.

Floor 4 (pygame). Everything costly is cached by its parameters.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from tabletop.ui import theme
from tabletop.ui.cards import draw_card_back, emblem, ink_on, round_corners
from tabletop.ui.fonts import font

from .data import CARD_ICON, CELLS, NCELLS, PILLAR, PUDDLE, RING

SAND = (214, 184, 130)
SAND_LIGHT = (232, 208, 160)
SAND_DARK = (150, 116, 70)
STONE = (112, 96, 80)
STONE_LIGHT = (170, 152, 126)
TURQ = (32, 170, 170)
TURQ_DARK = (18, 96, 100)
WATER = theme.OKABE_ITO["blue"]
WATER_LIGHT = (120, 190, 230)
INK = (58, 40, 20)

#: treasure kinds: Okabe-Ito colour + a distinct drawn glyph (second cue); 6 = the scroll
TOKEN_COLORS = (theme.OKABE_ITO["orange"], theme.OKABE_ITO["vermillion"], theme.OKABE_ITO["sky"],
                theme.OKABE_ITO["green"], theme.OKABE_ITO["yellow"], theme.OKABE_ITO["purple"], (236, 224, 190))
TOKEN_GLYPHS = ("circle", "drop", "triangle", "square", "star", "diamond", "scroll")

# -- geometry (logical 1280x720) ---------------------------------------------------------------
S = 37                      # hex radius (centre to corner)
CX, CY = 640, 416           # board centre
SQ3 = math.sqrt(3)


def cell_center(c: int) -> tuple[float, float]:
    q, r = CELLS[c]
    return (CX + S * SQ3 * (q + r / 2), CY + S * 1.5 * r)


CENTERS = tuple(cell_center(c) for c in range(NCELLS))


def hex_points(center, radius: float) -> list[tuple[float, float]]:
    cx, cy = center
    return [(cx + radius * math.cos(math.radians(-90 + 60 * k)), cy + radius * math.sin(math.radians(-90 + 60 * k)))
            for k in range(6)]


def cell_rect(c: int) -> pygame.Rect:
    x, y = CENTERS[c]
    r = pygame.Rect(0, 0, int(S * 1.5), int(S * 1.5))
    r.center = (round(x), round(y))
    return r


def cell_at(pos) -> int:
    """The cell under ``pos`` or -1."""
    best, bd = -1, S * 0.9
    for c, (x, y) in enumerate(CENTERS):
        d = math.hypot(pos[0] - x, pos[1] - y)
        if d < bd:
            best, bd = c, d
    return best


def dir_angle(d: float) -> float:
    """Screen angle (radians, y down) of direction index ``d`` (0 NE .. 5 NW, may be fractional)."""
    return math.radians(-60 + 60 * d)


def dir_point(center, d: float, dist: float) -> tuple[float, float]:
    a = dir_angle(d)
    return (center[0] + dist * math.cos(a), center[1] + dist * math.sin(a))


BOARD_RECT = pygame.Rect(0, 0, int(S * 17) + 16, int(S * 15) + 16)
BOARD_RECT.center = (CX, CY)


@lru_cache(maxsize=4)
def board_surface(terrain: str) -> pygame.Surface:
    """The board with its terrain (no tokens, no pieces), blitted at BOARD_RECT.topleft."""
    ss = 2
    w, h = BOARD_RECT.size
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    ox, oy = BOARD_RECT.topleft

    def P(pt):
        return ((pt[0] - ox) * ss, (pt[1] - oy) * ss)

    # the frame: a large turquoise-edged hexagon (flat sides at left/right like the board)
    outer = [P(p) for p in _board_outline(S * 8.45)]
    pygame.draw.polygon(big, (0, 0, 0, 90), [(x + 6 * ss, y + 8 * ss) for x, y in outer])
    pygame.draw.polygon(big, TURQ_DARK, outer)
    pygame.draw.polygon(big, TURQ, [P(p) for p in _board_outline(S * 8.25)], 3 * ss)
    pygame.draw.polygon(big, SAND_DARK, [P(p) for p in _board_outline(S * 8.05)])
    for c in range(NCELLS):
        ctr = CENTERS[c]
        t = terrain[c]
        pts = [P(p) for p in hex_points(ctr, S - 1.5)]
        inner = [P(p) for p in hex_points(ctr, S - 5)]
        if t == PILLAR:
            pygame.draw.polygon(big, STONE, pts)
            pygame.draw.polygon(big, (92, 78, 64), inner)
        elif t == PUDDLE:
            pygame.draw.polygon(big, SAND, pts)
        else:
            pygame.draw.polygon(big, SAND, pts)
            pygame.draw.polygon(big, SAND_LIGHT, [P(p) for p in hex_points((ctr[0] - 2, ctr[1] - 3), S - 10)])
        edge = RING[c] == 4
        pygame.draw.polygon(big, TURQ if edge else SAND_DARK, pts, (3 if edge else 2) * ss)
        cx, cy = P(ctr)
        if t == PILLAR:  # a column seen from above: round capital with rings (shape cue)
            r = S * 0.62 * ss
            pygame.draw.circle(big, (40, 30, 22, 120), (cx + 4 * ss, cy + 5 * ss), r)
            pygame.draw.circle(big, (70, 58, 46), (cx, cy), r)
            pygame.draw.circle(big, STONE_LIGHT, (cx, cy), r - 3 * ss)
            pygame.draw.circle(big, (130, 114, 92), (cx, cy), r * 0.66, 2 * ss)
            pygame.draw.circle(big, (130, 114, 92), (cx, cy), r * 0.33, 2 * ss)
            pygame.draw.circle(big, (206, 192, 166), (cx - r * 0.35, cy - r * 0.35), r * 0.18)
        elif t == PUDDLE:  # water: a blue blob with white ripples (shape cue)
            rx, ry = S * 0.74 * ss, S * 0.52 * ss
            pygame.draw.ellipse(big, (20, 60, 90), pygame.Rect(cx - rx, cy - ry + 2 * ss, rx * 2, ry * 2))
            pygame.draw.ellipse(big, WATER, pygame.Rect(cx - rx + 2 * ss, cy - ry + 2 * ss, rx * 2 - 4 * ss, ry * 2 - 4 * ss))
            for k, dy in enumerate((-ry * 0.35, 0, ry * 0.35)):
                x0 = cx - rx * (0.5 - 0.1 * k)
                pts_w = [(x0 + i * rx * 0.16, cy + dy + (3 * ss if i % 2 else -3 * ss)) for i in range(7)]
                pygame.draw.lines(big, (235, 245, 255), False, pts_w, 2 * ss)
    return pygame.transform.smoothscale(big, (w, h))


def _board_outline(radius: float) -> list[tuple[float, float]]:
    # the corner cells lie at screen angles 0, 60, .. degrees from the centre
    return [(CX + radius * math.cos(math.radians(60 * k)), CY + radius * math.sin(math.radians(60 * k)))
            for k in range(6)]


class _Pen:
    """Drawing a badge's picture in its own units: (0, 0) the disc's middle, ±1 the picture's
    edge; ``ink`` on the badge's colour, ``hole`` the colour itself (cut-outs)."""

    def __init__(self, big: pygame.Surface, c: float, g: float, color):
        self.big, self.c, self.g = big, c, g
        self.ink, self.hole = ink_on(color), color[:3]

    def pt(self, x, y):
        return (self.c + x * self.g, self.c + y * self.g)

    def poly(self, points, col=None):
        pygame.draw.polygon(self.big, col or self.ink, [self.pt(x, y) for x, y in points])

    def disc(self, x, y, rr, col=None):
        pygame.draw.circle(self.big, col or self.ink, self.pt(x, y), rr * self.g)

    def box(self, x0, y0, x1, y1, col=None):
        self.poly([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], col)

    def lines(self, points, col, w):
        pygame.draw.lines(self.big, col, False, [self.pt(x, y) for x, y in points], w)


def _badge(d: int, color, paint) -> pygame.Surface:
    """A round badge of ``color`` with a darker ring, its picture drawn by ``paint(pen)``
    (supersampled 3x, then scaled down to ``d``)."""
    ss = 3
    big = pygame.Surface((d * ss, d * ss), pygame.SRCALPHA)
    big.fill((*color[:3], 0))
    c = d * ss / 2
    r = c - ss
    pygame.draw.circle(big, _shade(color, -0.35), (c, c), r)
    pygame.draw.circle(big, color[:3], (c, c), r - 2 * ss)
    paint(_Pen(big, c, r * 0.62, color))  # the picture's half size: 0.62 of the disc's
    return pygame.transform.smoothscale(big, (d, d))


def _treasure(tok: int, d: int) -> pygame.Surface:
    """A treasure's badge: its colour (Okabe-Ito) and a small picture of the thing itself, so
    its name goes with what the board shows (a coin, a jar, a cup, a totem pole, a mask, a gem)."""

    def paint(pen: _Pen) -> None:
        big, c, g, pt, poly, ink, hole = pen.big, pen.c, pen.g, pen.pt, pen.poly, pen.ink, pen.hole
        line = max(2, int(g * 0.14))
        if tok == 0:  # Koban: an oval gold coin with its stripes
            pygame.draw.ellipse(big, ink, pygame.Rect(c - g * 0.62, c - g * 0.95, g * 1.24, g * 1.9))
            for y in (-0.45, -0.15, 0.15, 0.45):
                pygame.draw.line(big, hole, pt(-0.36, y), pt(0.36, y), max(1, line // 2))
        elif tok == 1:  # Pottery: a jar with a neck and a round belly
            poly([(-0.32, -0.95), (0.32, -0.95), (0.26, -0.62), (0.72, -0.25), (0.8, 0.2), (0.5, 0.78), (0.34, 0.95),
                  (-0.34, 0.95), (-0.5, 0.78), (-0.8, 0.2), (-0.72, -0.25), (-0.26, -0.62)])
            pygame.draw.line(big, hole, pt(-0.55, -0.1), pt(0.55, -0.1), max(1, line // 2))
        elif tok == 2:  # Metal Cup: a goblet (bowl, stem, foot)
            poly([(-0.78, -0.9), (0.78, -0.9), (0.6, -0.3), (0.2, 0.05), (-0.2, 0.05), (-0.6, -0.3)])
            poly([(-0.12, 0.0), (0.12, 0.0), (0.12, 0.66), (-0.12, 0.66)])
            poly([(-0.58, 0.62), (0.58, 0.62), (0.58, 0.92), (-0.58, 0.92)])
        elif tok == 3:  # Totem: a pole of two carved faces under spread wings
            poly([(-0.42, -0.7), (0.42, -0.7), (0.42, 0.98), (-0.42, 0.98)])
            poly([(-0.98, -0.98), (0.98, -0.98), (0.42, -0.6), (-0.42, -0.6)])
            for y in (-0.28, 0.42):
                for x in (-0.18, 0.18):
                    pygame.draw.circle(big, hole, pt(x, y), g * 0.1)
            pygame.draw.line(big, hole, pt(-0.42, 0.12), pt(0.42, 0.12), max(1, line // 2))
        elif tok == 4:  # Golden Mask: a face with eye holes and a mouth
            poly([(-0.85, -0.75), (-0.3, -0.95), (0.3, -0.95), (0.85, -0.75), (0.8, 0.1), (0.45, 0.72), (0.0, 0.95),
                  (-0.45, 0.72), (-0.8, 0.1)])
            for x in (-0.38, 0.38):
                pygame.draw.ellipse(big, hole, pygame.Rect(*pt(x - 0.22, -0.38), g * 0.44, g * 0.24))
            pygame.draw.line(big, hole, pt(-0.25, 0.5), pt(0.25, 0.5), line)
        else:  # Jewel: a cut gem
            poly([(-0.5, -0.65), (0.5, -0.65), (0.92, -0.15), (0.0, 0.92), (-0.92, -0.15)])
            pygame.draw.line(big, hole, pt(-0.92, -0.15), pt(0.92, -0.15), max(1, line // 2))
            pygame.draw.lines(big, hole, False, [pt(-0.5, -0.65), pt(-0.25, -0.15), pt(0.0, 0.92)], max(1, line // 2))
            pygame.draw.lines(big, hole, False, [pt(0.5, -0.65), pt(0.25, -0.15), pt(0.0, 0.92)], max(1, line // 2))

    return _badge(d, TOKEN_COLORS[tok], paint)


def _shade(color, k: float) -> tuple[int, int, int]:
    if k < 0:
        return tuple(int(v * (1 + k)) for v in color[:3])
    return tuple(int(v + (255 - v) * k) for v in color[:3])


@lru_cache(maxsize=64)
def token_image(tok: int, d: int) -> pygame.Surface:
    """A token: a treasure badge (colour + glyph) or an ancient scroll (drawn)."""
    if tok < 6:
        return _treasure(tok, d)
    ss = 3
    big = pygame.Surface((d * ss, d * ss), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    w, h = d * ss, d * ss
    body = pygame.Rect(w * 0.18, h * 0.22, w * 0.64, h * 0.56)
    pygame.draw.rect(big, (120, 90, 50), body.inflate(4 * ss, 4 * ss), border_radius=3 * ss)
    pygame.draw.rect(big, TOKEN_COLORS[6], body, border_radius=2 * ss)
    for x in (body.x, body.right):
        pygame.draw.ellipse(big, (120, 90, 50), pygame.Rect(x - w * 0.1, h * 0.14, w * 0.2, h * 0.72))
        pygame.draw.ellipse(big, (250, 238, 205), pygame.Rect(x - w * 0.1 + ss * 2, h * 0.14 + ss * 2, w * 0.2 - 4 * ss, h * 0.72 - 4 * ss))
    for k in range(3):
        y = body.y + body.h * (0.3 + 0.2 * k)
        pygame.draw.line(big, (150, 120, 80), (body.x + w * 0.12, y), (body.right - w * 0.12, y), 2 * ss)
    return pygame.transform.smoothscale(big, (d, d))


# -- action cards ---------------------------------------------------------------------------------

CARD = (70, 98)
MINI = (34, 48)


def _draw_icon(surf: pygame.Surface, card: int, center, r: float, color) -> None:
    cx, cy = center
    icon = CARD_ICON[card]
    if icon == "turn":  # a curved arrow: turn the guardian
        rect = pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)
        pygame.draw.arc(surf, color, rect, math.radians(-40), math.radians(220), max(2, int(r * 0.22)))
        a = math.radians(-40)
        tip = (cx + r * math.cos(a), cy - r * math.sin(a))
        pygame.draw.polygon(surf, color, [(tip[0] - r * 0.45, tip[1] - r * 0.05), (tip[0] + r * 0.4, tip[1] - r * 0.15),
                                          (tip[0] + r * 0.05, tip[1] + r * 0.5)])
    elif icon == "flip":  # two opposite arrows: flip the turn tile
        t = max(2, int(r * 0.2))
        for sgn in (-1, 1):
            y = cy + sgn * r * 0.4
            x0, x1 = cx - r * sgn * 0.8, cx + r * sgn * 0.8
            pygame.draw.line(surf, color, (x0, y), (x1, y), t)
            pygame.draw.polygon(surf, color, [(x1, y - r * 0.3), (x1, y + r * 0.3), (x1 + sgn * r * 0.4, y)])
    elif icon in ("boost1", "boost2"):
        img = font(max(12, int(r * 1.3)), True).render("+" + icon[-1], True, color)
        surf.blit(img, img.get_rect(center=(cx, cy + 1)))
    else:
        pygame.draw.circle(surf, color, (cx, cy), r * 0.5, max(2, int(r * 0.18)))


@lru_cache(maxsize=32)
def card_face(card: int, size=CARD) -> pygame.Surface:
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    s.fill(SAND_LIGHT)
    pygame.draw.rect(s, TURQ, s.get_rect().inflate(-6, -6), 3, border_radius=6)
    big = w >= 60
    num = font(theme.M if big else theme.S, True).render(str(card), True, INK)
    s.blit(num, (7 if big else 5, 4 if big else 2))
    if big:
        s.blit(pygame.transform.rotate(num, 180), (w - 7 - num.get_width(), h - 4 - num.get_height()))
    r = w * 0.24
    if CARD_ICON[card] is None:  # card 3 has no icon: only its step count, large and faint
        big_num = font(max(12, int(r * 2.4)), True).render(str(card), True, SAND)
        s.blit(big_num, big_num.get_rect(center=(w / 2, h * 0.52)))
        return round_corners(s, 7)
    pygame.draw.circle(s, TURQ_DARK, (w / 2, h * 0.52), r * 1.45)
    _draw_icon(s, card, (w / 2, h * 0.52), r, (250, 240, 210))
    return round_corners(s, 7)


@lru_cache(maxsize=8)
def card_back(size=CARD) -> pygame.Surface:
    return draw_card_back(size, TURQ_DARK, SAND, "rays")


# -- die and turn tile ----------------------------------------------------------------------------

PIPS = {1: ((0, 0),), 2: ((-1, -1), (1, 1)), 3: ((-1, -1), (0, 0), (1, 1)), 4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
        5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)), 6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1))}


@lru_cache(maxsize=16)
def die_image(value: int, d: int = 48) -> pygame.Surface:
    s = pygame.Surface((d, d), pygame.SRCALPHA)
    s.fill((0, 0, 0, 0))
    pygame.draw.rect(s, (40, 30, 20, 120), pygame.Rect(3, 4, d - 3, d - 3), border_radius=8)
    pygame.draw.rect(s, (248, 244, 232), pygame.Rect(0, 0, d - 3, d - 3), border_radius=8)
    pygame.draw.rect(s, SAND_DARK, pygame.Rect(0, 0, d - 3, d - 3), 2, border_radius=8)
    c = (d - 3) / 2
    for px, py in PIPS.get(value, ()):
        pygame.draw.circle(s, INK, (c + px * d * 0.25, c + py * d * 0.25), d * 0.075)
    return s


@lru_cache(maxsize=4)
def tile_image(clockwise: bool, d: int = 56) -> pygame.Surface:
    """The turn tile: a round turquoise tile with a circular arrow, its gap at the top and its
    head pointing across the gap: right for clockwise, left for counter-clockwise (the two sides
    are mirror images, told apart at a glance)."""
    ss = 3
    big = pygame.Surface((d * ss, d * ss), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    c = d * ss / 2
    pygame.draw.circle(big, TURQ_DARK, (c, c), c - ss)
    pygame.draw.circle(big, TURQ, (c, c), c - 4 * ss)
    r = c * 0.5
    ink = (255, 250, 230)
    width = max(3, int(r * 0.22))
    rect = pygame.Rect(c - r, c - r, 2 * r, 2 * r)
    # the arc runs the long way round from the top-left (125°) to the top-right (55°)
    head = 125.0 if clockwise else 55.0
    lo, hi = (135.0, 415.0) if clockwise else (125.0, 405.0)  # shortened under the head
    pygame.draw.arc(big, ink, rect, math.radians(lo), math.radians(hi), width)
    a = math.radians(head)
    tip = (c + r * math.cos(a), c - r * math.sin(a))
    tx, ty = (math.sin(a), math.cos(a)) if clockwise else (-math.sin(a), -math.cos(a))  # direction of travel
    nx, ny = -ty, tx
    ln, hw = r * 0.55, r * 0.42
    pygame.draw.polygon(big, ink, [(tip[0] + tx * ln, tip[1] + ty * ln),
                                   (tip[0] + nx * hw - tx * ln * 0.3, tip[1] + ny * hw - ty * ln * 0.3),
                                   (tip[0] - nx * hw - tx * ln * 0.3, tip[1] - ny * hw - ty * ln * 0.3)])
    return pygame.transform.smoothscale(big, (d, d))


@lru_cache(maxsize=32)
def item_badge(item: str, label: str, d: int = 28) -> pygame.Surface:
    """An item card's badge: a small picture of the item (its name is the tooltip and, where
    there is room, the text beside it); a first letter for an item with no picture."""
    draw = _ITEM_PICTURES.get(item)
    if draw is None:
        return emblem(d, TURQ, label[:1] or "?")
    return _badge(d, TURQ, lambda pen: draw(pen.poly, pen.disc, pen.box, pen.ink, pen.hole,
                                            max(1, int(pen.g * 0.1)), pen.lines))


def _lucky_charm(poly, disc, box, ink, hole, w, lines):  # a four-leaf clover
    for x, y in ((-0.36, -0.42), (0.36, -0.42), (-0.36, 0.3), (0.36, 0.3)):
        disc(x, y, 0.36)
    lines([(0.0, 0.0), (0.2, 0.6), (0.5, 0.95)], ink, w * 2)


def _big_magnets(poly, disc, box, ink, hole, w, lines):  # a horseshoe magnet
    disc(0.0, 0.15, 0.8)
    disc(0.0, 0.15, 0.36, hole)
    box(-0.82, -0.95, 0.82, 0.15, hole)
    box(-0.8, -0.6, -0.36, 0.2)
    box(0.36, -0.6, 0.8, 0.2)
    box(-0.8, -0.95, -0.36, -0.62, (250, 250, 250))
    box(0.36, -0.95, 0.8, -0.62, (250, 250, 250))


def _spring_boots(poly, disc, box, ink, hole, w, lines):  # a boot on a spring
    poly([(-0.55, -0.95), (0.05, -0.95), (0.05, -0.15), (0.8, 0.0), (0.8, 0.3), (-0.55, 0.3)])
    lines([(-0.2, 0.3), (0.35, 0.48), (-0.35, 0.64), (0.35, 0.8), (-0.2, 0.95)], ink, w * 2)


def _diving_helmet(poly, disc, box, ink, hole, w, lines):  # a round helmet with its window
    disc(0.0, -0.1, 0.8)
    disc(0.05, -0.1, 0.38, hole)
    box(-0.7, 0.6, 0.7, 0.95)


def _rocket_shoes(poly, disc, box, ink, hole, w, lines):  # a rocket
    poly([(0.0, -0.98), (0.32, -0.55), (0.32, 0.45), (-0.32, 0.45), (-0.32, -0.55)])
    poly([(-0.32, 0.0), (-0.7, 0.55), (-0.32, 0.45)])
    poly([(0.32, 0.0), (0.7, 0.55), (0.32, 0.45)])
    poly([(-0.2, 0.5), (0.2, 0.5), (0.0, 0.98)], (250, 200, 60))
    disc(0.0, -0.3, 0.14, hole)


def _snaking_box(poly, disc, box, ink, hole, w, lines):  # a cardboard box
    box(-0.8, -0.3, 0.8, 0.85)
    poly([(-0.8, -0.34), (-0.5, -0.8), (0.5, -0.8), (0.8, -0.34)])
    lines([(-0.8, -0.3), (0.8, -0.3)], hole, w)
    box(-0.1, -0.3, 0.1, 0.3, hole)


def _teleport_door(poly, disc, box, ink, hole, w, lines):  # a door
    box(-0.55, -0.5, 0.55, 0.95)
    disc(0.0, -0.5, 0.55)
    disc(0.3, 0.25, 0.12, hole)


def _power_gloves(poly, disc, box, ink, hole, w, lines):  # a fist
    box(-0.7, -0.55, 0.6, 0.55)
    for x in (-0.7, -0.37, -0.04, 0.29):
        disc(x + 0.16, -0.55, 0.17)
    box(-0.45, 0.5, 0.45, 0.95)
    poly([(0.6, -0.1), (0.88, 0.1), (0.6, 0.45)])
    for x in (-0.37, -0.04, 0.29):
        lines([(x, -0.6), (x, -0.2)], hole, w)


def _decoy_doll(poly, disc, box, ink, hole, w, lines):  # a doll
    disc(0.0, -0.62, 0.3)
    poly([(-0.3, -0.28), (0.3, -0.28), (0.55, 0.95), (-0.55, 0.95)])
    lines([(-0.8, -0.05), (0.8, -0.05)], ink, w * 2)


def _magic_hands(poly, disc, box, ink, hole, w, lines):  # an open hand
    box(-0.5, -0.1, 0.45, 0.75)
    for k, x in enumerate((-0.5, -0.22, 0.06, 0.34)):
        box(x, -0.8 + (0.1 if k in (0, 3) else 0.0), x + 0.2, 0.0)
    poly([(-0.5, 0.1), (-0.95, -0.3), (-0.8, -0.45), (-0.35, 0.0)])
    disc(-0.02, 0.75, 0.48)


_ITEM_PICTURES = {
    "lucky_charm": _lucky_charm, "big_magnets": _big_magnets, "spring_boots": _spring_boots,
    "diving_helmet": _diving_helmet, "rocket_shoes": _rocket_shoes, "snaking_box": _snaking_box,
    "teleport_door": _teleport_door, "power_gloves": _power_gloves, "decoy_doll": _decoy_doll,
    "magic_hands": _magic_hands,
}
