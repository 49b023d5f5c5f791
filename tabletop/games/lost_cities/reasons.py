"""Why the Lost Cities table refuses a move: one sentence for every drop or draw the rules do not allow.

Pure (floor 2: no pygame, no I/O). The table asks with the view it shows, never the full
state. A *place* is where a card was let go, in the table's terms:

* ``("path", k)``: the row of path ``k`` (plays the card on your pile of that colour);
* ``("start", k, "adv" | "res")``: a figure slot of path ``k`` (starts the path with it);
* ``("discard", k)``: the discard pile of colour ``k``;
* ``"hand"``: your hand (where drawn cards go); ``None``: nowhere in particular.

The sentences say what is wrong and what would be right ("This pile needs a card of 6 or
higher."), in the player's language; an empty string means the move is allowed.
"""

from __future__ import annotations

from tabletop.engine import i18n

from . import text  # noqa: F401  (registers the catalog)
from .data import CARD_COLOR, COLOR_INDEX, COLORS, STALL_LIMIT

GAME_ID = "lost_cities"


def _tr(key: str, lang: str, **fmt) -> str:
    return i18n.tr(GAME_ID, key, lang, **fmt)


def _color(k: int, lang: str) -> str:
    return _tr("color." + COLORS[k], lang)


def _turn_reason(view, lang: str) -> str:
    """Why nothing can be played now at all ("" while a card may be played)."""
    if view.phase == "over":
        return _tr("why.over", lang)
    if view.current_player != view.player:
        return _tr("why.wait", lang)
    if view.phase != "play":
        return _tr("why.phase." + view.phase, lang)
    return ""


def pile_need(view, seat: int, path: int) -> tuple[str, int] | None:
    """What ``seat``'s next card on its pile of ``path`` must be: ``("up", top)`` (``top`` or
    higher), ``("down", top)`` (descending variant: ``top`` or lower), ``("open", top)`` (variant,
    direction not fixed yet: any value); None while the path is not started."""
    pile = view.piles[seat][path]
    if not pile:
        return None
    d = view.directions[seat][path]
    if view.descending and d == 0:
        return ("open", pile[-1])
    return ("down" if view.descending and d == -1 else "up", pile[-1])


def pile_text(view, seat: int, path: int, lang: str) -> str:
    """A pile in words: its cards bottom to top and what the next card must be."""
    color = _color(path, lang)
    need = pile_need(view, seat, path)
    if need is None:
        head = _tr("tip.pile_empty", lang, color=color)
        return head[:1].upper() + head[1:]
    cards = " ".join(map(str, view.piles[seat][path]))
    head = _tr("tip.pile", lang, color=color, cards=cards)
    return head[:1].upper() + head[1:] + "\n" + _tr("tip.next." + need[0], lang, color=color, top=need[1])


def refusal(view, card: str, place, lang: str) -> str:
    """Why the viewer may not put ``card`` (from their hand) on ``place`` now."""
    why = _turn_reason(view, lang)
    if why:
        return why
    k = CARD_COLOR[card]
    color = _color(k, lang)
    if place is None or place == "hand" or not isinstance(place, tuple):
        return _tr("why.where", lang, color=color)
    what, path = place[0], place[1]
    if path != k:
        return _tr("why.color_discard" if what == "discard" else "why.color", lang, color=color, other=_color(path, lang))
    legal = view.legal_actions()
    started = bool(view.kinds[view.player][k])
    if what == "start":
        if ("play", card, place[2]) in legal:
            return ""
        if started:
            return _tr("why.started", lang)
        return _tr("why.no_figure", lang, kind=_tr("kind." + place[2], lang))
    if what == "path":
        if not started:
            return _tr("why.choose_figure", lang)
        if ("play", card, None) in legal:
            return ""
        # started and not playable: the card breaks the pile's order
        need, top = pile_need(view, view.player, k)
        return _tr("why.down" if need == "down" else "why.up", lang, top=top)
    return ""


def draw_refusal(view, source: str, place, lang: str) -> str:
    """Why the viewer may not take a card from ``source`` (``"deck"`` or a colour letter) into
    ``place`` now."""
    if view.phase == "over":
        return _tr("why.over", lang)
    if view.current_player != view.player:
        return _tr("why.wait", lang)
    if view.phase != "draw":
        return _tr("why.draw_later", lang)
    if place != "hand":
        return _tr("why.to_hand", lang)
    if ("draw", source) in view.legal_actions():
        return ""
    k = COLOR_INDEX[source]
    if not view.discards[k]:
        return _tr("why.empty", lang)
    if view.discarded >= 0 and view.stall >= STALL_LIMIT:
        return _tr("why.stall", lang)
    if k == view.discarded and view.redraw == "forbidden":
        return _tr("why.own_discard", lang)
    return ""
