"""The table's words: the catalog in the player's language, and the short card labels."""

from __future__ import annotations

from tabletop.engine import i18n as engine_i18n
from tabletop.ui import i18n

from .. import data
from ..rules import NS


def tr(key: str, **fmt) -> str:
    return engine_i18n.tr(NS, key, i18n.lang(), **fmt)


ARROWS = "↑→↓←"   # N E S W


def short_label(code: str, rot: int = 0) -> str:
    """The word printed on a hand card (a path card's feature, an action card's name). A plain
    curve also shows its two openings as it would be laid now (``rot``): "curve ↑→", since a
    curve's corner is the hardest shape to read at a glance."""
    pp = data.path_parts(code)
    if pp is None:
        return tr("short." + code)
    if pp[1] == data.PLAIN:  # the shape's kind: a player tells plain paths apart by it
        word = tr("short.shape." + SHAPE_KIND[pp[0]])
        if SHAPE_KIND[pp[0]] == "L":
            m = data.SHAPES[pp[0]]
            m = data.rot180(m) if rot == 180 else m
            word += " " + "".join(a for d, a in enumerate(ARROWS) if m & data.BIT[d])
        return word
    return tr("feature." + pp[1])


SHAPE_KIND = {"X": "X", "TH": "T", "TV": "T", "IH": "I", "IV": "I", "LA": "L", "LB": "L"}
