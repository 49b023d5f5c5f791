"""Why a card may not go where a player dropped it (floor 2: pure, no pygame).

The table offers only legal targets (``view.targets_for``); when a card is dropped anywhere
else, :func:`drop_reason` says why in a sentence of the game's catalog (``why.*``), from the
player's view alone. Drop places are the table's target keys: ``("cell", x, y)``,
``("edge", x1, y1, x2, y2)``, ``("slot", s)``, ``("seat", seat)``, ``"tray"`` or ``None``
(nowhere in particular).
"""

from __future__ import annotations

from tabletop.engine import i18n

from . import data
from .places import short_place
from .rules import card_rotations

NS = "lost_mines"


def _tr(key: str, lang: str, **fmt) -> str:
    return i18n.tr(NS, key, lang, **fmt)


def _mask(code: str, rot: int) -> int:
    m = data.SHAPES[data.path_parts(code)[0]]
    return data.rot180(m) if rot == 180 else m


def mismatch(view, mask: int, c: int):
    """The first direction in which edge set ``mask`` on cell ``c`` disagrees with a
    neighbouring card (start, path or face-up mine), as (direction, neighbour cell), or None."""
    for d in range(4):
        b = data.NEIGHBOURS[c][d]
        if b < 0:
            continue
        nb = view.board[b]
        if nb is None or nb == "mine":  # empty cells and face-down mines set no condition
            continue
        theirs = view.cell_mask(b) & data.BIT[data.OPP[d]]
        if bool(mask & data.BIT[d]) != bool(theirs):
            return d, b
    return None


def path_reason(view, code: str, x: int, y: int, rot: int, lang: str) -> str:
    """Why path card ``code`` (held turned ``rot``) may not go on cell (x, y)."""
    if data.path_parts(code) is None:
        return _tr("why.not_path", lang)
    c = data.cell(x, y)
    b = view.board[c]
    if b is not None:
        if b.startswith("start_"):
            return _tr("why.on_start", lang)
        if b == "mine" or b.startswith("mine_"):
            return _tr("why.on_mine", lang)
        return _tr("why.occupied", lang)
    rots = card_rotations(code)
    bad = {r: mismatch(view, _mask(code, r), c) for r in rots}
    if any(v is None for v in bad.values()):
        # it matches its neighbours (as held, or turned): it only lacks a connection
        return _tr("why.unconnected", lang)
    d, nb = bad[rot if rot in bad else 0]
    where = short_place(*data.xy(nb), lang, view.data_set)
    if _mask(code, rot if rot in bad else 0) & data.BIT[d]:
        return _tr("why.dead_end", lang, place=where)
    return _tr("why.cut_off", lang, place=where)


def _cell_reason(view, code: str, x: int, y: int, lang: str) -> str:
    c = data.cell(x, y)
    b = view.board[c]
    pp = data.path_parts(b) if b else None
    f = pp[1] if pp else None
    if code in data.TOOLS:
        want = data.TOOLS[code]
        if f in data.OBSTACLES and c in view.cleared:
            return _tr("why.cleared", lang)
        if f in data.OBSTACLES:
            return _tr("why.tool_kind", lang, tool=_tr("short." + code, lang), feature=_tr("feature." + want, lang),
                       here=_tr("feature." + f, lang), need=_tr("short." + data.TOOL_FOR[f], lang))
        return _tr("why.tool", lang, feature=_tr("feature." + want, lang))
    if code == "storm":
        if b is not None and (b.startswith("start_") or b == "mine" or b.startswith("mine_")):
            return _tr("why.storm_fixed", lang)
        if pp is not None and c in view.pawns:
            return _tr("why.storm_pawn", lang)
        return _tr("why.storm", lang)
    if code in data.INFO_OPTIONS:
        return _tr("why.info." + code, lang)
    if code in ("trap", "troll"):
        return _tr("why.token", lang)
    return _tr("why.where", lang)


def drop_reason(view, code: str, key, lang: str, *, my_turn: bool = True, rot: int = 0) -> str:
    """The sentence shown when card ``code`` is dropped on ``key`` and that is not legal."""
    if not my_turn:
        return _tr("why.wait", lang)
    if view.phase not in ("act", "target", "discard"):
        return _tr("why.not_now", lang)
    if key is None or view.phase == "discard":
        return _tr("why.where", lang)
    if key == "tray":
        return _tr("why.tray", lang)
    if data.path_parts(code) is not None:
        if key[0] == "cell":
            return path_reason(view, code, key[1], key[2], rot, lang)
        return _tr("why.path_cell", lang)
    if key[0] == "cell":
        return _cell_reason(view, code, key[1], key[2], lang)
    if code in ("trap", "troll"):
        return _tr("why.token", lang)
    if code in data.INFO_OPTIONS:
        return _tr("why.info." + code, lang)
    return _tr("why.where", lang)


def walk_reason(view, x: int, y: int, lang: str) -> str:
    """Why the viewer's dwarf, dropped on cell (x, y) during its own move, may not walk there:
    an empty space, a space already walked this move, too far for the steps left, a way barred
    (an obstacle not yet cleared, a troll, a dwarf on a rock), or no tunnel joining it at all."""
    c = data.cell(x, y)
    if view.board[c] is None:
        return _tr("why.walk_empty", lang)
    if c in view.visited:
        return _tr("why.walk_back", lang)
    here = view.pawns[view.active]
    visited = list(view.visited) + [here]
    dist = {here: 0}
    todo = [here]
    while todo:  # the shortest walk over open, unbarred ways, whatever the steps left
        a = todo.pop(0)
        if view.board[a] == "mine" and a != here:
            continue  # a face-down mine ends a walk
        for b in data.NEIGHBOURS[a]:
            if b not in dist and view.step_ok(a, b, visited):
                dist[b] = dist[a] + 1
                todo.append(b)
    if c in dist:
        return _tr("why.walk_far", lang, n=dist[c], left=view.steps_left)
    joined = {here}
    todo = [here]
    while todo:  # the same over every joined way, barred or not
        a = todo.pop(0)
        for d, b in enumerate(data.NEIGHBOURS[a]):
            if b < 0 or b in joined or view.board[b] is None or not view.cell_mask(a) & data.BIT[d]:
                continue
            if view.board[b] != "mine" and not view.cell_mask(b) & data.BIT[data.OPP[d]]:
                continue
            joined.add(b)
            if view.board[b] != "mine":
                todo.append(b)
    return _tr("why.walk_barred" if c in joined else "why.walk_unjoined", lang)
