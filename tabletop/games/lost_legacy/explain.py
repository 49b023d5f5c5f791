"""What a move does and why, in a player's words (pure: no pygame, no I/O).

Everything here reads one seat's *view* only (its hand, what it knows, the public table), so
a text never gives away a card the seat has not seen:

* :func:`refusal`: why a card dropped somewhere is not played;
* :func:`selection`: what a selected hand card would do, and what the player keeps;
* :func:`move_text`: one of the seat's own choices, named ("swap: take the General");
* :func:`hint`: a hinted move and the reason for it in a sentence.

Seats are written with :func:`tabletop.engine.i18n.seat_ref` markers.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.i18n import seat_ref

from .ai import unseen_cards
from .data import LOST_LEGACIES, NUMBER, X_CARDS
from .text import card_name, slot_name, tr

SWAPS = ("general_swap", "search_swap", "assault_swap")
#: cards that do nothing when played (their effect works from a hand or a discard pile)
NO_EFFECT = frozenset(("girl", "ambush", "saint", "wound", "garden"))


def _kind(view) -> str | None:
    return view.pending[0] if view.pending else None


def _cn(card: str, lang: str) -> str:
    return card_name(card, lang)


# -- refusals and the selected card ------------------------------------------------------------

def refusal(view, card: str, my_turn: bool, lang: str) -> str:
    """Why ``card`` was not played where it was dropped (every legal play is onto the play area)."""
    if not my_turn:
        return tr("why.wait", lang)
    if _kind(view) != "play":
        return tr("why.not_now", lang)
    if card == "starship":
        return tr("why.starship", lang)
    return tr("why.to_play", lang)


def _kept(hand, card: str) -> str | None:
    rest = list(hand)
    if card in rest:
        rest.remove(card)
    return rest[0] if rest else None


def keep_note(card: str, lang: str) -> str:
    """Why the card a player keeps matters: the Lost Legacy, a trap, or its investigation number."""
    if card in LOST_LEGACIES:
        return tr("note.keep_ll", lang)
    if card == "ambush":
        return tr("note.keep_ambush", lang)
    if card == "girl":
        return tr("note.keep_girl", lang)
    if card in X_CARDS:
        return tr("note.keep_x", lang)
    return tr("note.keep_n", lang, n=NUMBER[card])


def selection(view, card: str, lang: str) -> str:
    """What the selected hand card would do, what the player would keep, and how to play it."""
    head = f"{_cn(card, lang)}: {tr('cardtext.' + card, lang)}"
    if _kind(view) != "play" or not view.legal:
        return head
    if ("play", card) not in view.legal:
        return head + "\n" + refusal(view, card, True, lang)
    kept = _kept(view.hand, card)
    out = [head]
    if kept is not None:
        out.append(tr("sel.keep", lang, card=_cn(kept, lang), note=keep_note(kept, lang)))
    out.append(tr("sel.how", lang))
    return "\n".join(out)


# -- the seat's own choices ------------------------------------------------------------------------

def swap_cards(view) -> tuple[str | None, str | None]:
    """(the card in hand, the card a swap would bring) at an open swap decision."""
    pend = view.pending
    mine = view.hand[0] if view.hand else None
    theirs = None
    if pend[0] == "general_swap":
        theirs = view.known_top
    elif pend[0] == "search_swap":
        theirs = view.known_ruins[pend[1]] if pend[1] < len(view.known_ruins) else None
    elif pend[0] == "assault_swap":
        known = view.known_hands[pend[1]]
        theirs = known[0] if known else None
    return mine, theirs


def move_text(view, action: Any, lang: str) -> str:
    """The seat's own choice, as it would say it (subjectless, no consequence)."""
    kind = _kind(view)
    if action == "swap" or action == "keep":
        mine, theirs = swap_cards(view)
        if action == "swap":
            return tr("move.swap", lang, card=_cn(theirs, lang)) if theirs else tr("word.swap", lang)
        return tr("move.keep", lang, card=_cn(mine, lang)) if mine else tr("word.keep", lang)
    if isinstance(action, str):
        return tr(f"move.{action}", lang)
    k = action[0]
    if k == "play":
        return tr("move.play", lang, card=_cn(action[1], lang))
    if k == "seat":
        q = action[1]
        if kind == "investigate":
            return tr("move.reveal_own", lang) if q == view.player else tr("move.reveal_seat", lang, seat=seat_ref(q))
        if kind == "first_player":
            return tr("move.first", lang, seat=seat_ref(q))
        if kind == "gale_target" and q == view.player:
            return tr("move.gale_self", lang)
        return tr("move.seat", lang, seat=seat_ref(q))
    if k == "slot":
        key = "move.reveal_slot" if kind == "investigate" else "move.slot"
        return tr(key, lang, slot=slot_name(action[1], lang))
    if k == "name":
        return tr("move.name", lang, n=action[1])
    if k == "pile":
        key = "move.necro" if kind == "necro_pick" else "move.misinfo"
        return tr(key, lang, card=_cn(action[2], lang), seat=seat_ref(action[1]))
    return str(action)


# -- hints ---------------------------------------------------------------------------------------------

def where_ll(view) -> tuple | None:
    """Where the seat knows the Lost Legacy is: ("me",), ("seat", q), ("slot", i), or None."""
    ll = view.lost_legacy
    if ll in view.hand:
        return ("me",)
    for q, known in enumerate(view.known_hands):
        if q != view.player and ll in known:
            return ("seat", q)
    for i, c in enumerate(view.known_ruins):
        if c == ll:
            return ("slot", i)
    return None


def _known(view, q: int) -> str | None:
    known = view.known_hands[q] if q != view.player else view.hand
    return known[0] if len(known) == 1 else None


def _number_text(card: str, lang: str) -> str:
    return "×" if card in X_CARDS else str(NUMBER[card])


def _better(new: str, old: str, ll: str) -> bool:
    """Holding ``new`` instead of ``old`` is better for the investigation (the Lost Legacy
    aside): a lower number investigates sooner; a × card never does."""
    if new == ll:
        return True
    if old == ll:
        return False
    n, o = NUMBER[new], NUMBER[old]
    return n != 0 and (o == 0 or n < o)


def _play_reason(view, card: str, lang: str) -> str:
    ll = view.lost_legacy
    where = where_ll(view)
    llname = _cn(ll, lang)
    if card in ("thief", "adventurer"):
        if where is not None and where[0] == "seat" and card == "thief":
            return tr("why.play.find_known_seat", lang, ll=llname, seat=seat_ref(where[1]))
        if where is not None and where[0] == "slot":
            return tr("why.play.find_known_slot", lang, ll=llname, slot=slot_name(where[1], lang))
        return tr("why.play.find", lang, ll=llname)
    if card == "sword":
        for q in range(view.num_players):
            c = _known(view, q) if q != view.player else None
            if c in X_CARDS and not view.out[q] and not view.protected[q]:
                return tr("why.play.sword_known", lang, seat=seat_ref(q))
        return tr("why.play.sword", lang)
    if card == "curse":
        for q in range(view.num_players):
            c = _known(view, q) if q != view.player else None
            if c is not None and c not in X_CARDS and not view.out[q] and not view.protected[q]:
                return tr("why.play.curse_known", lang, seat=seat_ref(q), n=NUMBER[c])
        return tr("why.play.curse", lang)
    if card == "assault" and where is not None and where[0] == "seat":
        return tr("why.play.assault_ll", lang, ll=llname, seat=seat_ref(where[1]))
    if card == "search" and where is not None and where[0] == "slot":
        return tr("why.play.search_ll", lang, ll=llname, slot=slot_name(where[1], lang))
    if card in NO_EFFECT:
        return tr("why.play.no_effect", lang)
    return tr("why.fx." + card, lang)


def _target_reason(view, q: int, lang: str) -> str:
    kind = _kind(view)
    ll = view.lost_legacy
    llname = _cn(ll, lang)
    known = _known(view, q)
    if kind == "investigate" or kind == "thief_target":
        if known == ll:
            return tr("why.seat.ll", lang, ll=llname, seat=seat_ref(q)) if q != view.player else \
                tr("why.seat.ll_own", lang, ll=llname)
        if q == view.player and known is not None:
            return tr("why.seat.own", lang, card=_cn(known, lang))
        if known is None:
            return tr("why.seat.unknown", lang, seat=seat_ref(q), ll=llname)
    if kind == "sword_target":
        if known in X_CARDS:
            return tr("why.seat.x", lang, seat=seat_ref(q))
    elif kind == "curse_target":
        if known is not None and known not in X_CARDS:
            return tr("why.seat.curse_known", lang, seat=seat_ref(q), n=NUMBER[known])
    elif kind == "assault_target":
        if known == ll:
            return tr("why.seat.take_ll", lang, ll=llname, seat=seat_ref(q))
    elif kind == "gale_target":
        mine = view.hand[0] if view.hand else None
        if q == view.player and mine is not None:
            return tr("why.seat.gale_self", lang, card=_cn(mine, lang))
        if known == ll:
            return tr("why.seat.gale_ll", lang, seat=seat_ref(q), ll=llname)
        return tr("why.seat.gale", lang, seat=seat_ref(q))
    elif kind == "first_player":
        return tr("why.seat.first", lang)
    seats = [a for a in view.legal if isinstance(a, tuple) and a[0] == "seat"]
    if seats == [("seat", q)]:
        return tr("why.seat.only", lang, seat=seat_ref(q))
    if known is not None:
        return tr("why.seat.known", lang, seat=seat_ref(q), card=_cn(known, lang))
    return tr("why.seat.not_seen", lang, seat=seat_ref(q))


def _slot_reason(view, i: int, lang: str) -> str:
    kind = _kind(view)
    ll = view.lost_legacy
    known = view.known_ruins[i] if i < len(view.known_ruins) else None
    slot = slot_name(i, lang)
    if known == ll:
        key = "why.slot.ll_search" if kind == "search_slot" else "why.slot.ll"
        return tr(key, lang, ll=_cn(ll, lang), slot=slot)
    if known is not None:
        return tr("why.slot.known", lang, slot=slot, card=_cn(known, lang))
    return tr("why.slot.unknown", lang, slot=slot)


def _name_reason(view, n: int, lang: str) -> str:
    q = view.pending[1]
    known = _known(view, q)
    if known is not None and NUMBER[known] == n:
        return tr("why.name.known", lang, seat=seat_ref(q), card=_cn(known, lang))
    unseen = unseen_cards(view)
    copies = sum(k for c, k in unseen.items() if k > 0 and NUMBER[c] == n)
    return tr("why.name.likely", lang, n=n, k=copies)


def _swap_reason(view, action: str, lang: str) -> str:
    mine, theirs = swap_cards(view)
    ll = view.lost_legacy
    if mine is None or theirs is None:
        return tr("why.swap.unknown", lang)
    if action == "swap":
        if theirs == ll:
            return tr("why.swap.take_ll", lang, ll=_cn(ll, lang))
        if _better(theirs, mine, ll):
            return tr("why.swap.lower", lang, card=_cn(theirs, lang), n=_number_text(theirs, lang),
                      mine=_cn(mine, lang), m=_number_text(mine, lang))
        return tr("why.swap.rid", lang, mine=_cn(mine, lang))
    if mine == ll:
        return tr("why.keep.ll", lang, ll=_cn(ll, lang))
    if _better(mine, theirs, ll):
        return tr("why.keep.lower", lang, mine=_cn(mine, lang), m=_number_text(mine, lang), card=_cn(theirs, lang))
    return tr("why.keep.hide", lang, mine=_cn(mine, lang))


def reason(view, action: Any, lang: str) -> str:
    """Why the seat would make ``action`` (a rule of thumb from what it knows)."""
    kind = _kind(view)
    if action in ("swap", "keep") and kind in SWAPS:
        return _swap_reason(view, action, lang)
    if action == "shuffle":
        return tr("why.shuffle", lang)
    if action == "noshuffle":
        known = [c for c in view.known_ruins if c is not None]
        if known:
            return tr("why.noshuffle_known", lang, cards=tr("list.sep", lang).join(_cn(c, lang) for c in known))
        return tr("why.noshuffle", lang)
    if action == "stop":
        return tr("why.stop", lang)
    if action == "none":
        return tr("why.none", lang, card=_cn(view.hand[0], lang)) if view.hand else tr("why.stop", lang)
    k = action[0]
    if k == "play":
        plays = [a for a in view.legal if isinstance(a, tuple) and a[0] == "play"]
        text = tr("why.play.only", lang) if plays == [action] else _play_reason(view, action[1], lang)
        kept = _kept(view.hand, action[1])
        if kept is not None:
            text = tr("why.play.and_keep", lang, why=text, card=_cn(kept, lang), note=keep_note(kept, lang))
        return text
    if k == "seat":
        return _target_reason(view, action[1], lang)
    if k == "slot":
        return _slot_reason(view, action[1], lang)
    if k == "name":
        return _name_reason(view, action[1], lang)
    if k == "pile":
        card = action[2]
        if kind == "necro_pick" and view.hand:
            mine = view.hand[0]
            if _better(card, mine, view.lost_legacy):
                return tr("why.necro.lower", lang, card=_cn(card, lang), n=_number_text(card, lang),
                          mine=_cn(mine, lang))
            return tr("why.necro", lang, card=_cn(card, lang), mine=_cn(mine, lang))
        return tr("why.misinfo", lang, card=_cn(card, lang))
    return ""


def hint(view, action: Any, lang: str) -> str:
    """The hinted move and its reason in one sentence."""
    return tr("hint.sentence", lang, move=move_text(view, action, lang), why=reason(view, action, lang))
