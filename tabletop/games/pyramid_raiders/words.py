"""Pyramid Raiders in a player's words (pure, floor 2): cells as a player sees them.

The board shows no coordinates, so a text never names a cell by them. A cell is what lies
on it (the Jewel, the puddle, an empty cell) and where it is on the hexagon as it is drawn:
the centre, a corner ("the top-left corner"), an edge ("at the left end of the top edge",
"in the middle of the top edge"), next to the centre, or a part of the board ("in the upper right part"). Left and
right, up and down are the screen's: the board is always drawn the same way up.
"""

from __future__ import annotations

import math

from tabletop.engine import i18n

from .data import (
    CELLS, CELL_INDEX, CURSE_POINTS, DEFAULT_TERRAIN, DIR_NAMES, DIST, NO_CURSE_BONUS, PILLAR, PUDDLE,
    RING, SCROLL, SET_POINTS, TOKEN_IDS, VARIETY_POINTS,
)
from . import text  # noqa: F401  (registers the catalog)

NS = "pyramid_raiders"

#: the corners, named by where they are drawn
CORNER_NAMES = {(0, -4): "top_left", (4, -4): "top_right", (4, 0): "right", (0, 4): "bottom_right",
                (-4, 4): "bottom_left", (-4, 0): "left"}
#: the eight parts of the board (screen directions from the centre), clockwise from the right
REGIONS = ("right", "lower_right", "bottom", "lower_left", "left", "upper_left", "top", "upper_right")


def _tr(key: str, lang: str, **fmt) -> str:
    return i18n.tr(NS, key, lang, **fmt)


def edge_side(c: int) -> str | None:
    """The side of the hexagon an edge cell lies on (a corner: the first of its two sides)."""
    q, r = CELLS[c]
    if RING[c] != 4:
        return None
    for side, on in (("top", r == -4), ("upper_right", q == 4), ("lower_right", q + r == 4),
                     ("bottom", r == 4), ("lower_left", q == -4), ("upper_left", q + r == -4)):
        if on:
            return side
    return None


def _screen(qr) -> tuple[float, float]:
    q, r = qr
    return math.sqrt(3) * (q + r / 2), 1.5 * r


def _end_of(c: int, corner) -> str:
    """Which end of its edge a cell next to ``corner`` is at: left/right on the top and bottom
    edges, upper/lower on the slanting ones."""
    x, y = _screen(CELLS[c])
    cx, cy = _screen(corner)
    if abs(cy - y) < 1e-6:  # a level edge
        return "left" if cx < x else "right"
    return "upper" if cy < y else "lower"


def region(c: int) -> str:
    """The part of the board a cell is in, seen from the centre (one of :data:`REGIONS`)."""
    x, y = _screen(CELLS[c])
    k = round(math.degrees(math.atan2(y, x)) / 45) % 8
    return REGIONS[k]


def where(c: int, lang: str) -> str:
    """Where cell ``c`` is, as a player finds it on the board ("at the left end of the top
    edge", 「上辺の左端」)."""
    qr = CELLS[c]
    ring = RING[c]
    if ring == 0:
        return _tr("where.centre", lang)
    if qr in CORNER_NAMES:
        return _tr("where.corner", lang, corner=_tr("corner." + CORNER_NAMES[qr], lang))
    if ring == 4:
        side = _tr("side." + edge_side(c), lang)
        near = [cqr for cqr in CORNER_NAMES if DIST[c][CELL_INDEX[cqr]] == 1]
        if near:
            return _tr("where.edge_end", lang, side=side, end=_tr("edge_end." + _end_of(c, near[0]), lang))
        return _tr("where.edge_mid", lang, side=side)
    part = _tr("region." + region(c), lang)
    if ring == 1:
        return _tr("where.near_centre", lang, region=part)
    return _tr("where.part", lang, region=part)


def what(c: int, lang: str, tokens=None, terrain: str = DEFAULT_TERRAIN) -> str:
    """What lies on cell ``c``: its token's name, the puddle, or an empty cell."""
    tok = tokens[c] if tokens is not None else -1
    if tok >= 0:
        return _tr("what.token", lang, token=_tr("token." + TOKEN_IDS[tok], lang))
    if terrain[c] == PUDDLE:
        return _tr("what.puddle", lang)
    if terrain[c] == PILLAR:
        return _tr("what.pillar", lang)
    return _tr("what.empty", lang)


def cell_phrase(c: int, lang: str, tokens=None, terrain: str = DEFAULT_TERRAIN) -> str:
    """A cell in a sentence: what lies there and where ("the Jewel in the upper right part",
    「右上のほうの宝石」). ``tokens`` and ``terrain`` are the board's at that moment."""
    return _tr("cell", lang, what=what(c, lang, tokens, terrain), where=where(c, lang))


def direction(d: int, lang: str) -> str:
    """A facing as it looks on the screen ("the upper right", 「右上」)."""
    return _tr("dir." + DIR_NAMES[d], lang)


def score_cells(holding, curses: int, lang: str) -> list[str]:
    """A score's four parts, each with how it was counted: sets ("11 + 2 = 13"), variety
    ("4 kinds: 3"), scrolls ("2 × 3 = 6") and curses ("2 × -2 = -4", "none: +3")."""
    sets = [SET_POINTS[holding[t]] for t in range(6) if SET_POINTS[holding[t]]]
    kinds = sum(1 for t in range(6) if holding[t])
    variety = VARIETY_POINTS[kinds]
    scrolls = holding[SCROLL]
    cells = [
        " + ".join(map(str, sets)) + f" = {sum(sets)}" if len(sets) > 1 else str(sum(sets)),
        _tr("res.kinds", lang, n=kinds, pts=variety),
        f"{scrolls} × {variety} = {scrolls * variety}" if scrolls else "0",
        f"{curses} × {CURSE_POINTS} = {curses * CURSE_POINTS}" if curses else _tr("res.no_curse", lang,
                                                                                   pts=NO_CURSE_BONUS),
    ]
    return cells


def score_sum(holding, curses: int, lang: str) -> str:
    """A score as a sum of its parts ("sets 13 + variety 3 + scrolls 6 + no curse 3")."""
    from .rules import score_parts  # (rules imports this module for its texts)

    p = score_parts(holding, curses)
    curse = _tr("end.no_curse", lang, pts=p["curses"]) if not curses else _tr("end.curses", lang, n=curses,
                                                                             pts=p["curses"])
    return _tr("end.sum", lang, sets=p["sets"], variety=p["variety"], scrolls=p["scrolls"], curses=curse)
