"""The table's words: the catalog in the player's language, and the short card labels."""

from __future__ import annotations

from tabletop.engine import i18n as engine_i18n
from tabletop.ui import i18n, theme
from tabletop.ui.fonts import font

from .. import data
from ..rules import NS


def tr(key: str, **fmt) -> str:
    return engine_i18n.tr(NS, key, i18n.lang(), **fmt)


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th... (a treasure counted from the left)."""
    return tr(f"ord.{n}" if n in (1, 2, 3) else "ord.n", n=n)


ARROWS = "↑→↓←"   # N E S W


def short_label(code: str, rot: int = 0) -> str:
    """The word printed on a hand card (a path card's feature, an action card's name). A plain
    curve also shows its two openings as it would be laid now (``rot``): "curve ↑→", since a
    curve's corner is the hardest shape to read at a glance."""
    pp = data.path_parts(code)
    if pp is None:
        if code in data.INFO_OPTIONS and not _info_labels_fit():
            return tr("short." + code).replace("/", "/\n")  # all three alike: each option on its line
        return tr("short." + code)
    if pp[1] == data.PLAIN:  # the shape's kind: a player tells plain paths apart by it
        word = tr("short.shape." + SHAPE_KIND[pp[0]])
        if SHAPE_KIND[pp[0]] == "L":
            m = data.SHAPES[pp[0]]
            m = data.rot180(m) if rot == 180 else m
            word += " " + "".join(a for d, a in enumerate(ARROWS) if m & data.BIT[d])
        return word
    return tr("feature." + pp[1])


def _info_labels_fit() -> bool:
    """Whether every info card's label fits on one line of a hand card (then none is split)."""
    f = font(theme.XS, True)
    return all(f.size(tr("short." + c))[0] <= theme.HAND_CARD[0] - 12 for c in data.INFO_OPTIONS)


SHAPE_KIND = {"X": "X", "TH": "T", "TV": "T", "IH": "I", "IV": "I", "LA": "L", "LB": "L"}
