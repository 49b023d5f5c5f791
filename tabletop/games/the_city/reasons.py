"""Why, in words a player uses: what the table tells about a card, a move or a seat.

Floor 2 (pure: no pygame, no I/O). Everything here reads a seat's view (``CityView``) and the
catalog, so the table can ask it and tests can check it without a window:

* :func:`buildable`, :func:`second_ok` and :func:`why_card`: can this card go on the build slot
  now (or as a construction hut's second card), and if not, why.
* :func:`gain`: what a card would add to a city every round (income, VP), and
  :func:`explain`: a hint in a sentence (the card, the target and the reason).
* :func:`last_turn`: what another seat did on its last turn, from what everyone saw.

A seat in a text is written with ``seat_ref`` (the table fills in the name).
"""

from __future__ import annotations

from tabletop.engine import i18n

from . import data
from .rules import (
    ARCH, ARCHITECT, COST, GIVEUP, NS, PASS, PREREQ, can_build, card_name, effective_cost,
    round_values, why_not,
)

#: card -> ((target, amount), ...): the cards it makes cheaper
REDUCES = {c[0]: tuple(c[8]) for c in data.CARDS}


def tr(key: str, lang: str, **fmt) -> str:
    return i18n.tr(NS, key, lang, **fmt)


# -- can it be built ----------------------------------------------------------------------------

def buildable(view, seat: int, card: str) -> bool:
    """``card`` chosen alone from ``seat``'s hand could be built this round."""
    return can_build(view.cities[seat], len(view.hand) - 1, card, view.config())


def second_ok(view, seat: int, first: str, card: str) -> bool:
    """With a construction hut: ``card`` could be built after ``first`` (which counts for it)."""
    city, cfg = view.cities[seat], view.config()
    left = len(view.hand) - 2
    if can_build(city, left, first, cfg):
        left -= effective_cost(city, first, cfg)
        city = city + (first,)
    return can_build(city, left, card, cfg)


def why_card(view, seat: int, card: str, hand_len: int, lang: str, after: str | None = None) -> str:
    """Why ``card`` cannot be built with ``hand_len`` other cards (after ``after``, a construction
    hut's first card), in words; empty if it can."""
    cfg = view.config()
    city = view.cities[seat]
    if after is not None and can_build(city, hand_len, after, cfg):
        hand_len -= effective_cost(city, after, cfg)
        city = city + (after,)
    key = why_not(city, hand_len, card, cfg)
    if key is None:
        return ""
    if key == "why.prereq":
        return tr("tbl.why.prereq", lang, card=card_name(card, lang),
                  needs=tr("tbl.or", lang).join(card_name(p, lang) for p in PREREQ[card]))
    if key == "why.cost":
        return tr("tbl.why.cost", lang, card=card_name(card, lang), cost=effective_cost(city, card, cfg), n=hand_len)
    return tr(key, lang)


def hut_cost_ok(view, seat: int, card: str) -> bool:
    """The construction hut's limit (cost 4 or less, printed or reduced as the options say)."""
    cfg = view.config()
    cost = COST[card] if cfg.hut_printed else effective_cost(view.cities[seat], card, cfg)
    return card != ARCH and cost <= data.HUT_MAX_COST



def refusal(view, seat: int, card: str, lang: str, first: str | None = None) -> str:
    """Why ``card`` cannot go on the build slot now (step 1, or a construction hut's extra
    build); ``first`` is a construction hut's first card, already on slot 1. Empty if it can."""
    pend = view.pending
    if pend is not None and pend[0] == "extra":
        if not hut_cost_ok(view, seat, card):
            return tr("why.hut_cost", lang)
        return why_card(view, seat, card, len(view.hand) - 1, lang)
    if first is not None:
        if not hut_cost_ok(view, seat, card):
            return tr("why.hut_cost", lang)
        return why_card(view, seat, card, len(view.hand) - 2, lang, after=first)
    return why_card(view, seat, card, len(view.hand) - 1, lang)

# -- what a card brings -------------------------------------------------------------------------

def gain(view, seat: int, cards) -> tuple[int, int]:
    """What building ``cards`` (in order) would add to ``seat``'s income and VP every round,
    with every city as it is now."""
    cities = [tuple(c) for c in view.cities]
    cfg = view.config()
    before = round_values(cities, cfg)[seat]
    cities[seat] = cities[seat] + tuple(cards)
    after = round_values(cities, cfg)[seat]
    return after[0] - before[0], after[1] - before[1]


def _per_round(inc: int, vp: int, lang: str) -> str:
    if inc <= 0 and vp <= 0:
        return tr("hint.nothing_yet", lang)
    return tr("hint.per_round", lang, inc=inc, vp=vp)


def _extras(view, seat: int, card: str, lang: str) -> list[str]:
    """What else ``card`` does for its owner: cheaper cards, cards it allows."""
    out = []
    hand = set(view.hand)
    for target, amount in REDUCES.get(card, ()):
        out.append(tr("hint.cheaper", lang, card=card_name(target, lang), n=amount))
    city = view.cities[seat]
    opens = [c for c in sorted(hand) if PREREQ.get(c) and card in PREREQ[c] and not any(p in city for p in PREREQ[c])]
    if opens:
        out.append(tr("hint.opens", lang, card=card_name(opens[0], lang)))
    return out


def _give_reason(view, seat: int, card: str, lang: str) -> str:
    return _give_why(view, seat, card, lang)[0]


def _give_why(view, seat: int, card: str, lang: str, lowest: int = 1) -> tuple[str, str | None]:
    """Why giving ``card`` away costs little, and, when the reason is what it earns, what that is
    (else None). It "earns least" only when it is among the ``lowest`` earners of the hand."""
    cfg = view.config()
    key = why_not(view.cities[seat], len(view.hand) - 1, card, cfg)   # not payable with this hand
    if key == "why.one_per_city":
        return tr("hint.give.one", lang), None
    if key == "why.prereq":
        return tr("hint.give.prereq", lang, needs=tr("tbl.or", lang).join(card_name(p, lang) for p in PREREQ[card])), None
    if key == "why.cost":
        return tr("hint.give.cost", lang, n=effective_cost(view.cities[seat], card, cfg)), None
    if view.hand.count(card) > 1:
        return tr("hint.give.copy", lang), None
    inc, vp = gain(view, seat, (card,))
    what = _per_round(inc, vp, lang)
    values = sorted(sum(gain(view, seat, (c,))) for c in set(view.hand))
    if inc + vp <= values[min(lowest, len(values)) - 1]:
        return tr("hint.give.least" if lowest == 1 else "hint.give.low", lang, what=what), what
    return tr("hint.give.rather", lang, what=what), None


def _open_reason(view, seat: int, a: str, b: str, lang: str) -> str:
    """Why discard ``a`` and ``b`` at setup: one reason for both, or each card's own."""
    (ra, wa), (rb, wb) = _give_why(view, seat, a, lang, 2), _give_why(view, seat, b, lang, 2)
    if wa is not None and wb is not None:
        if wa == wb:
            return tr("hint.give.least2.same", lang, what=wa)
        return tr("hint.give.least2", lang, a=card_name(a, lang), wa=wa, b=card_name(b, lang), wb=wb)
    if ra == rb:
        return ra
    return tr("hint.give.each", lang, a=card_name(a, lang), ra=ra, b=card_name(b, lang), rb=rb)


def explain(view, seat: int, action, lang: str) -> str:
    """A hint in a sentence: the move (the card and where it goes) and why."""
    name = lambda c: card_name(c, lang)  # noqa: E731
    if action == ARCHITECT:
        return tr("hint.architect", lang)
    if action == GIVEUP:
        ok = [c for c in set(view.hand) if buildable(view, seat, c)]
        return tr("hint.giveup.none" if not ok else "hint.giveup.weak", lang)
    if action == PASS:
        return tr("hint.pass", lang)
    kind = action[0]
    if kind == "build":
        card = action[1]
        inc, vp = gain(view, seat, (card,))
        cost = effective_cost(view.cities[seat], card, view.config())
        parts = [_per_round(inc, vp, lang)] + _extras(view, seat, card, lang)
        paid = tr("hint.free", lang) if cost == 0 else tr("hint.costs", lang, n=cost)
        return tr("hint.build", lang, card=name(card), why=tr("hint.and", lang).join(parts), cost=paid)
    if kind == "pair":
        cards = [c for c in action[1:] if c != ARCH]
        inc, vp = gain(view, seat, cards)
        return tr("hint.pair", lang, a=name(action[1]), b=name(action[2]), why=_per_round(inc, vp, lang))
    if kind == "extra":
        inc, vp = gain(view, seat, (action[1],))
        return tr("hint.extra", lang, card=name(action[1]), why=_per_round(inc, vp, lang))
    if kind == "keep":
        inc, vp = gain(view, seat, (action[1],))
        ok = can_build(view.cities[seat], len(view.hand), action[1], view.config())
        return tr("hint.keep" if ok else "hint.keep.later", lang, card=name(action[1]), why=_per_round(inc, vp, lang))
    if kind == "open":
        return tr("hint.open", lang, a=name(action[1]), b=name(action[2]),
                  why=_open_reason(view, seat, action[1], action[2], lang))
    key = "hint.pay" if kind == "pay" else "hint.discard"
    return tr(key, lang, card=name(action[1]), why=_give_reason(view, seat, action[1], lang))


# -- what the others did ------------------------------------------------------------------------

def last_turn(view, seat: int, lang: str) -> str:
    """What ``seat`` did on its latest turn, from what everyone saw: its hidden choice (that it
    chose), what it built and paid, gave up, or discarded for the hand limit."""
    if view.phase in ("open", "choose") and view.committed[seat]:
        return tr("last.chosen_open" if view.phase == "open" else "last.chosen", lang)
    parts = []
    built = []
    for e in view.events:
        if len(e) < 2 or e[1] != seat:
            continue
        if e[0] == "built":
            built.append(card_name(e[2], lang))
        elif e[0] == "architect":
            built.append(card_name(ARCH, lang))
        elif e[0] == "illegal":
            parts.append(tr("last.illegal", lang, card=card_name(e[2], lang)))
        elif e[0] == "paid":
            parts.append(tr("last.paid", lang, n=len(e[2])))
        elif e[0] == "giveup":
            parts.append(tr("last.giveup", lang, n=e[2]))
        elif e[0] == "limit":
            parts.append(tr("last.limit", lang, n=len(e[2])))
        elif e[0] == "open":
            parts.append(tr("last.open", lang, a=card_name(e[2], lang), b=card_name(e[3], lang)))
    if built:
        parts.insert(0, tr("last.built", lang, cards=tr("last.join", lang).join(built)))
    return tr("last.sep", lang).join(parts)

