"""Pyramid Raiders in a player's words (pure, floor 2): cells as a player sees them.

The board shows no coordinates, so a text never names a cell by them. A cell is what lies
on it (the Jewel, the puddle, an empty cell) and where it is on the hexagon as it is drawn:
the centre, a corner ("the top-left corner"), an edge ("on the top edge, by the top-left
corner"), next to the centre, or a part of the board ("in the upper right part"). Left and
right, up and down are the screen's: the board is always drawn the same way up.
"""

from __future__ import annotations

import math

from tabletop.engine import i18n

from . import data as D
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
    q, r = D.CELLS[c]
    if D.RING[c] != 4:
        return None
    for side, on in (("top", r == -4), ("upper_right", q == 4), ("lower_right", q + r == 4),
                     ("bottom", r == 4), ("lower_left", q == -4), ("upper_left", q + r == -4)):
        if on:
            return side
    return None


def region(c: int) -> str:
    """The part of the board a cell is in, seen from the centre (one of :data:`REGIONS`)."""
    q, r = D.CELLS[c]
    x, y = math.sqrt(3) * (q + r / 2), 1.5 * r
    k = round(math.degrees(math.atan2(y, x)) / 45) % 8
    return REGIONS[k]


def where(c: int, lang: str) -> str:
    """Where cell ``c`` is, as a player finds it on the board ("on the top edge, by the
    top-left corner", 「上辺・左上の隅の隣」)."""
    qr = D.CELLS[c]
    ring = D.RING[c]
    if ring == 0:
        return _tr("where.centre", lang)
    if qr in CORNER_NAMES:
        return _tr("where.corner", lang, corner=_tr("corner." + CORNER_NAMES[qr], lang))
    if ring == 4:
        side = _tr("side." + edge_side(c), lang)
        near = [name for cqr, name in CORNER_NAMES.items() if D.DIST[c][D.CELL_INDEX[cqr]] == 1]
        if near:
            return _tr("where.edge_by", lang, side=side, corner=_tr("corner." + near[0], lang))
        return _tr("where.edge_mid", lang, side=side)
    part = _tr("region." + region(c), lang)
    if ring == 1:
        return _tr("where.near_centre", lang, region=part)
    return _tr("where.part", lang, region=part)


def what(c: int, lang: str, tokens=None, terrain: str = D.DEFAULT_TERRAIN) -> str:
    """What lies on cell ``c``: its token's name, the puddle, or an empty cell."""
    tok = tokens[c] if tokens is not None else -1
    if tok >= 0:
        return _tr("what.token", lang, token=_tr("token." + D.TOKEN_IDS[tok], lang))
    if terrain[c] == D.PUDDLE:
        return _tr("what.puddle", lang)
    if terrain[c] == D.PILLAR:
        return _tr("what.pillar", lang)
    return _tr("what.empty", lang)


def cell_phrase(c: int, lang: str, tokens=None, terrain: str = D.DEFAULT_TERRAIN) -> str:
    """A cell in a sentence: what lies there and where ("the Jewel in the upper right part",
    「右上のほうの宝石」). ``tokens`` and ``terrain`` are the board's at that moment."""
    return _tr("cell", lang, what=what(c, lang, tokens, terrain), where=where(c, lang))


def direction(d: int, lang: str) -> str:
    """A facing as it looks on the screen ("the upper right", 「右上」)."""
    return _tr("dir." + D.DIR_NAMES[d], lang)
