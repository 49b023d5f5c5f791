"""Pyramid Raiders: why a move is good, in a sentence (pure, floor 2).

A hint names the move, the cell and the reason: the points the token there would add to the
player's score, and the risk, counted as the number of the six die rolls on which the guardian
would reach the cell if it moved now ("as the board stands": the others have not moved yet).
Everything comes from the player's view: nothing here knows a hidden card or a future roll.
"""

from __future__ import annotations

from tabletop.engine import i18n
from tabletop.engine.rng import Rng

from .data import CARD_BOOST, CARD_ICON, DECOY, DIST, NCELLS, OPEN, SCROLL
from . import planning, words
from .rules import PUBLIC, PyramidState, magic_range, reachable, score_parts

NS = "pyramid_raiders"
#: what a catch costs in points, for choosing the end a step is on the way to
CATCH_COST = 2.0
#: a token worth no points yet (a first kind, a scroll) still beats an empty cell
TOKEN_BONUS = 0.5


def _tr(key: str, lang: str, **fmt) -> str:
    return i18n.tr(NS, key, lang, **fmt)


def board(view) -> PyramidState:
    """A state with the view's public board (no hidden card, a fixed rng): for what-ifs."""
    fields = {name: getattr(view, name) for name in PUBLIC}
    fields["commits"] = [0] * view.num_players
    fields["item_pool"] = ()
    fields["rng"] = Rng(0)
    return PyramidState.build(fields)


def catches(view, moved=None, facing=None, flip=False, extra_bonus=0) -> list[int]:
    """For each seat, on how many of the six die rolls the guardian would catch it if it moved
    now, with the pieces in ``moved`` (piece -> cell) moved first, facing ``facing``, the turn
    tile flipped if ``flip`` and ``extra_bonus`` steps more."""
    s = board(view)
    for piece, cell in (moved or {}).items():
        old = s.pos[piece]
        if old >= 0:
            s.occ[old] = -1
        other = s.occ[cell]
        if other >= 0 and other != piece:  # pushed out of the way: off this estimate
            s.pos[other] = -1
        s.pos[piece] = cell
        s.occ[cell] = piece
    if facing is not None:
        s.facing = facing
    if flip:
        s.tile_cw = not s.tile_cw
    s.bonus += extra_bonus
    s.defeated = ()
    counts = [0] * view.num_players
    for die in range(1, 7):
        t = s.clone()
        t.guardian_phase(die, record=False)
        for p in t.defeated:
            counts[p] += 1
    return counts


def gain(view, seat: int, cell: int) -> int:
    """The points the token on ``cell`` would add to ``seat``'s score."""
    tok = view.tokens[cell]
    if tok < 0:
        return 0
    holding = list(view.holdings[seat])
    before = score_parts(holding, view.curses[seat])["total"]
    holding[tok] += 1
    return score_parts(holding, view.curses[seat])["total"] - before


def _points(view, seat: int, cell: int, lang: str) -> str:
    """What the token on ``cell`` adds to ``seat``'s score, and why when it adds nothing yet:
    "+2 points", "a first treasure: it scores once you hold two kinds", "a scroll: worth your
    variety points, none yet", "nothing to take"."""
    tok = view.tokens[cell]
    pts = gain(view, seat, cell)
    if pts > 0:
        return _tr("hint.pts", lang, pts=pts)
    if tok < 0:
        return _tr("hint.no_pts", lang)
    kinds = sum(1 for t in range(6) if view.holdings[seat][t])
    if tok == SCROLL and kinds < 2:
        return _tr("hint.scroll_later", lang)
    if tok != SCROLL and kinds == 0:
        return _tr("hint.first_kind", lang)
    return _tr("hint.zero_pts", lang)


def _risk(k: int, lang: str) -> str:
    return _tr("hint.risk", lang, k=k) if k else _tr("hint.safe", lang)


def _cell(view, c: int, lang: str) -> str:
    return words.cell_phrase(c, lang, view.tokens, view.terrain)


def _best_end(view, seat: int, ends, extra_bonus: int = 0):
    """(cell, points, catches) of the best of ``ends`` for ``seat``: points less the risk."""
    best = None
    for c in ends:
        pts = gain(view, seat, c)
        k = catches(view, {seat: c}, extra_bonus=extra_bonus)[seat]
        value = pts + (TOKEN_BONUS if view.tokens[c] >= 0 else 0) - CATCH_COST * k / 6
        if best is None or value > best[0]:
            best = (value, c, pts, k)
    return None if best is None else best[1:]


def _who(view, counts, me: int, lang: str, name) -> str:
    """Who the guardian would catch, most often first ("it would then catch Bob on 3 of 6
    rolls, you on 1"), or that it would catch nobody."""
    parts = []
    for p in sorted(range(view.num_players), key=lambda p: (-counts[p], p)):
        if counts[p]:
            who = _tr("hint.you", lang) if p == me else name(p)
            parts.append(_tr("hint.caught", lang, who=who, k=counts[p]))
    if not parts:
        return _tr("hint.catch_none", lang)
    return _tr("hint.catch_some", lang, list=_tr("hint.list_sep", lang).join(parts))


def explain(view, action, lang: str, name=i18n.seat_ref) -> str:
    """The hint ``action`` (one of ``view``'s legal actions) in a sentence with its reason.
    ``name(seat)`` writes a seat (default: a marker the table fills with the player's name)."""
    me = view.player
    verb = action[0] if isinstance(action, tuple) else action
    if verb == "card":
        return _card(view, action[1], lang)
    if verb == "step":
        return _step(view, action[1], lang)
    if verb == "push":
        c = action[1]
        piece = view.chain_piece
        who = _tr("decoy", lang) if piece == DECOY else name(piece)
        if piece != DECOY:
            k = catches(view, {piece: c})[piece]
            if k:
                return _tr("hint.push_risk", lang, piece=who, cell=_cell(view, c, lang), k=k)
        return _tr("hint.push", lang, piece=who, cell=_cell(view, c, lang))
    if verb == "place":
        c = action[1]
        k = catches(view, {me: c})[me]
        near = sum(1 for b in range(NCELLS) if view.tokens[b] >= 0 and 0 < DIST[b][c] <= 3)
        return _tr("hint." + view.phase, lang, cell=_cell(view, c, lang), risk=_risk(k, lang), n=near)
    if verb in ("tele", "grab", "take"):
        c = action[1]
        k = catches(view, {me: c})[me] if verb == "tele" else catches(view)[me]
        return _tr("hint." + verb, lang, cell=_cell(view, c, lang), pts=_points(view, me, c, lang),
                   risk=_risk(k, lang))
    if verb in ("walk", "teleport", "magic"):
        return _mode(view, verb, lang)
    if verb in ("decoy", "nodecoy"):
        return _decoy(view, action, lang)
    if verb == "face":
        counts = catches(view, facing=action[1])
        return _tr("hint.face", lang, dir=words.direction(action[1], lang), who=_who(view, counts, me, lang, name))
    if verb in ("flip", "keep"):
        counts = catches(view, flip=verb == "flip")
        return _tr("hint." + verb, lang, who=_who(view, counts, me, lang, name))
    return ""


def icon_text(card: int, lang: str) -> str:
    """What a card's icon does, as a sentence to add (card 3 has none)."""
    return _tr(f"hint.icon.{card}", lang) if CARD_ICON.get(card) else ""


def _card(view, card: int, lang: str) -> str:
    me = view.player
    icon = icon_text(card, lang)
    if view.pos[me] < 0:
        return _tr("hint.card_off", lang, card=card, icon=icon)
    steps = card + (1 if view.items[me] == "rocket_shoes" else 0)
    ends = reachable(view, me, steps)
    best = _best_end(view, me, ends, extra_bonus=CARD_BOOST[card])
    if best is None or view.tokens[best[0]] < 0:
        return _tr("hint.card_save", lang, card=card, icon=icon)
    c, pts, k = best
    return _tr("hint.card", lang, card=card, cell=_cell(view, c, lang), pts=_points(view, me, c, lang),
               risk=_risk(k, lang), icon=icon)


def _step(view, cell: int, lang: str) -> str:
    me = view.player
    if view.w_rem <= 1:
        k = catches(view, {me: cell})[me]
        return _tr("hint.step_end", lang, cell=_cell(view, cell, lang), pts=_points(view, me, cell, lang),
                   risk=_risk(k, lang))
    ends, _good = planning.plan_walk(view, me)
    via = [e for e, paths in ends.items() if any(p and p[0] == cell for p in paths)]
    best = _best_end(view, me, via)
    if best is None:
        return _tr("hint.step_only", lang, cell=_cell(view, cell, lang))
    end, pts, k = best
    return _tr("hint.step", lang, cell=_cell(view, cell, lang), end=_cell(view, end, lang),
               pts=_points(view, me, end, lang), risk=_risk(k, lang))


def _mode(view, mode: str, lang: str) -> str:
    me = view.player
    legal_cells = []
    if mode == "teleport":
        legal_cells = [c for c in range(NCELLS) if view.terrain[c] == OPEN and c != view.guardian
                       and c not in view.pos and view.tokens[c] >= 0]
    elif mode == "magic":
        in_reach = magic_range(view.terrain, view.pos, view.guardian, view.pos[me], view.w_card)
        legal_cells = [c for c in in_reach if view.tokens[c] >= 0]
    else:
        steps = view.w_card + (1 if view.items[me] == "rocket_shoes" else 0)
        legal_cells = list(reachable(view, me, steps))
    if mode == "magic":
        best = max(legal_cells, key=lambda c: gain(view, me, c), default=None)
        if best is None:
            return _tr("hint.mode.walk_only", lang)
        pts = _points(view, me, best, lang)
        return _tr("hint.mode.magic", lang, cell=_cell(view, best, lang), pts=pts)
    best = _best_end(view, me, legal_cells)
    if best is None:
        return _tr("hint.mode.walk_only", lang)
    c, pts, k = best
    return _tr("hint.mode." + mode, lang, cell=_cell(view, c, lang), pts=_points(view, me, c, lang),
               risk=_risk(k, lang))


def _decoy(view, action, lang: str) -> str:
    me = view.player
    now = catches(view)[me]
    if action == "nodecoy":
        cells = [a[1] for a in view.legal_actions() if isinstance(a, tuple)]
        if all(catches(view, {DECOY: c})[me] >= now for c in cells):
            return _tr("hint.nodecoy", lang)
        return _tr("hint.nodecoy_later", lang)
    c = action[1]
    k = catches(view, {DECOY: c})[me]
    if k < now:
        return _tr("hint.decoy_saves", lang, cell=_cell(view, c, lang), k=k, j=now)
    return _tr("hint.decoy", lang, cell=_cell(view, c, lang))
