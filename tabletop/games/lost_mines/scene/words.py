"""The table's words: the catalog in the player's language, and the short card labels."""

from __future__ import annotations

from tabletop.engine import i18n as engine_i18n
from tabletop.ui import i18n

from .. import data as D
from ..rules import NS


def tr(key: str, **fmt) -> str:
    return engine_i18n.tr(NS, key, i18n.lang(), **fmt)


def short_label(code: str) -> str:
    """The word printed on a hand card (a path card's feature, an action card's name)."""
    pp = D.path_parts(code)
    if pp is None:
        return tr("short." + code)
    if pp[1] == D.PLAIN:  # the shape's kind: a player tells plain paths apart by it
        return tr("short.shape." + SHAPE_KIND[pp[0]])
    return tr("feature." + pp[1])


SHAPE_KIND = {"X": "X", "TH": "T", "TV": "T", "IH": "I", "IV": "I", "LA": "L", "LB": "L"}
