"""The story of a round, told from what everyone saw (pure: no pygame, no I/O).

How the round was won, where the Lost Legacy was, what each number of the investigation
did, and who was eliminated by what. The table's end panel, its panel between the rounds of a
match and the results' breakdown are written from it.

A round is read from its *steps*: ``(actor, pending, action, events)`` per applied action,
``pending`` being the decision the action answered and ``events`` the public events it set
off (``(kind, *args)``, as in a view's ``events`` without the visibility field). At its end
the cards come face up (``round_reveal``: hands, Ruins, deck), so the story may name them.

Texts name seats with :func:`tabletop.engine.i18n.seat_ref` markers; whoever shows them puts
the players' names in.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from tabletop.engine.i18n import seat_ref

from .data import LOST_LEGACIES, NUMBER
from .text import card_name, slot_name, tr

#: the card whose effect a pending decision belongs to ("play": the card played)
PENDING_CARD = {
    "general_swap": "general", "thief_target": "thief", "sword_target": "sword", "assault_target": "assault",
    "assault_swap": "assault", "curse_target": "curse", "curse_number": "curse", "map_shuffle": "map",
    "search_slot": "search", "search_swap": "search", "necro_pick": "necro", "adv_slot_1": "adventurer",
    "adv_slot_2": "adventurer", "mis_pick": "misinfo", "mis_shuffle": "misinfo", "gale_target": "gale",
}

#: event kinds that say why a seat is about to be eliminated
_CAUSES = ("girl", "xhit", "ambush", "curse", "wounds")

Step = tuple  # (actor, pending, action, events)


@dataclass
class Elimination:
    seat: int
    actor: int            # whose turn it was
    card: str | None      # the card whose effect did it (None: not a card's effect)
    cause: str            # "girl", "xhit", "ambush", "curse", "wounds" or "other"
    by: int               # the other seat involved (the Sneak Attack's holder; else the actor)
    saved: bool = False   # a Saint turned face down instead


@dataclass
class Number:
    """One number of the investigation that somebody held."""

    number: int
    holders: tuple[int, ...]
    revealed: tuple | None = None  # (where, idx, card): what the one holder revealed


@dataclass
class RoundStory:
    winner: int                       # -1: a draw
    reason: str                       # "effect", "last", "found", "draw"
    lost_legacy: str
    hands: tuple                      # each seat's cards at the end
    place: tuple | None               # where the Lost Legacy was: ("seat", q), ("slot", i), ("deck",)
    found_with: str | None = None     # the card whose effect found it
    eliminations: list[Elimination] = field(default_factory=list)
    numbers: list[Number] = field(default_factory=list)

    @property
    def investigated(self) -> bool:
        return bool(self.numbers)


def card_of(pending: tuple | None, action: Any) -> str | None:
    """The card whose effect the decision ``action`` (answering ``pending``) belongs to."""
    if not pending:
        return None
    if pending[0] == "play":
        return action[1] if isinstance(action, tuple) else None
    return PENDING_CARD.get(pending[0])


def split_rounds(steps: Sequence[Step]) -> list[list[Step]]:
    """The steps of each round (a round ends with the step whose events hold its result; the
    last list is the round still being played, possibly empty)."""
    rounds: list[list[Step]] = [[]]
    for step in steps:
        rounds[-1].append(step)
        if any(e[0] == "result" for e in step[3]):
            rounds.append([])
    return rounds


def where_is(lost_legacy: str, reveal) -> tuple | None:
    """Where the Lost Legacy lies in a round's face-up cards (hands, Ruins, deck)."""
    if reveal is None:
        return None
    hands, ruins, deck = reveal
    for q, hand in enumerate(hands):
        if lost_legacy in hand:
            return ("seat", q)
    for i, c in enumerate(ruins):
        if c == lost_legacy:
            return ("slot", i)
    if lost_legacy in deck:
        return ("deck",)
    return None


def tell(steps: Iterable[Step], winner: int, reason: str, reveal, lost_legacy: str) -> RoundStory:
    """The story of one finished round from its steps and its face-up cards."""
    story = RoundStory(winner, reason, lost_legacy, tuple(reveal[0]) if reveal else (), where_is(lost_legacy, reveal))
    for actor, pending, action, events in steps:
        card = card_of(pending, action)
        causes: dict[int, tuple[str, int]] = {}
        for ev in events:
            kind = ev[0]
            if kind == "girl" or kind == "xhit" or kind == "wounds":
                causes[ev[1]] = (kind, actor)
            elif kind == "ambush":  # (holder, looker): the looker is out
                causes[ev[2]] = ("ambush", ev[1])
            elif kind == "curse" and ev[3]:
                causes[ev[1]] = ("curse", actor)
            elif kind == "out" or kind == "saint":
                seat = ev[1]
                cause, by = causes.get(seat, ("other", actor))
                story.eliminations.append(Elimination(seat, actor, card, cause, by, saved=kind == "saint"))
            elif kind == "holders":
                story.numbers.append(Number(ev[1], tuple(ev[2])))
            elif kind == "reveal" and story.numbers:
                _, _h, where, idx, shown = ev
                story.numbers[-1].revealed = (where, idx, shown)
                if shown in LOST_LEGACIES and winner >= 0:
                    story.place = (where, idx)
            elif kind == "win_effect" and isinstance(action, tuple) and action[0] in ("seat", "slot"):
                story.place = (action[0], action[1])
                story.found_with = card
    return story


# -- text -----------------------------------------------------------------------------------

def short_name(card: str, lang: str) -> str:
    """A card's name for a narrow cell (the Lost Legacies without their "Lost Legacy:" prefix)."""
    key = f"short.{card}"
    return tr(key, lang) if card in LOST_LEGACIES else card_name(card, lang)


def place_text(place: tuple | None, lang: str, holder: int | None = None, short: bool = False) -> str:
    """Where a card lies, as the table shows it: a player's hand, a Ruins card, the deck."""
    if place is None:
        return tr("place.unknown", lang)
    if place[0] == "seat":
        if holder is not None and place[1] == holder:
            return tr("place.own_short" if short else "place.own", lang)
        return seat_ref(place[1]) if short else tr("place.seat", lang, seat=seat_ref(place[1]))
    if place[0] == "slot":
        return slot_name(place[1], lang)
    return tr("place.deck", lang)


def _seats(seats: Iterable[int], lang: str) -> str:
    return tr("story.and", lang).join(seat_ref(s) for s in seats)


def why_text(story: RoundStory, lang: str) -> str:
    """How the round ended, in a sentence."""
    ll = card_name(story.lost_legacy, lang)
    w = story.winner
    if story.reason == "effect":
        return tr("story.effect", lang, seat=seat_ref(w), ll=ll, place=place_text(story.place, lang, w),
                  card=card_name(story.found_with or "thief", lang))
    if story.reason == "found":
        return tr("story.found", lang, seat=seat_ref(w), ll=ll, place=place_text(story.place, lang, w))
    if story.reason == "last":
        return tr("story.last", lang, seat=seat_ref(w))
    return tr("story.draw", lang, ll=ll)


def _uncalled(story: RoundStory) -> list[tuple[int, int]]:
    """(number, seat) of the seats still in the round whose number the investigation never
    reached (0: a × card, which never investigates), in calling order."""
    called = {s for num in story.numbers for s in num.holders}
    out = {e.seat for e in story.eliminations if not e.saved}
    rest = [(NUMBER[hand[0]], seat) for seat, hand in enumerate(story.hands)
            if hand and seat not in called and seat not in out]
    return sorted(rest, key=lambda ns: (ns[0] == 0, ns[0], ns[1]))


def investigation_text(story: RoundStory, lang: str) -> str:
    """The investigation number by number, and who was never reached ("" without one)."""
    items = []
    for num in story.numbers:
        if len(num.holders) > 1:
            items.append(tr("story.invest.tie", lang, n=num.number, seats=_seats(num.holders, lang)))
        elif num.revealed is not None:
            where, idx, card = num.revealed
            items.append(tr("story.invest.one", lang, n=num.number, seat=seat_ref(num.holders[0]),
                            place=place_text((where, idx), lang, num.holders[0]), card=card_name(card, lang)))
        else:
            items.append(tr("story.invest.wait", lang, n=num.number, seat=seat_ref(num.holders[0])))
    if not items:
        return tr("story.invest.nobody", lang) if story.reason in ("found", "draw") else ""
    groups: dict[int, list[int]] = {}
    for n, seat in _uncalled(story):
        groups.setdefault(n, []).append(seat)
    for n, seats in groups.items():
        key = "story.invest.x" if n == 0 else "story.invest.later"
        items.append(tr(key, lang, n=n, seat=_seats(seats, lang)))
    return tr("story.invest", lang, items=tr("story.sep", lang).join(items))


def elimination_text(e: Elimination, lang: str) -> str:
    card = card_name(e.card, lang) if e.card else ""
    if e.saved:
        return tr("story.saved", lang, seat=seat_ref(e.seat), actor=seat_ref(e.actor))
    if e.cause == "ambush":
        return tr("story.out.ambush", lang, seat=seat_ref(e.seat), other=seat_ref(e.by), card=card)
    if e.cause == "wounds":
        return tr("story.out.wounds", lang, seat=seat_ref(e.seat))
    if e.cause in ("girl", "xhit", "curse") and card:
        return tr(f"story.out.{e.cause}", lang, seat=seat_ref(e.seat), actor=seat_ref(e.actor), card=card)
    return tr("story.out.other", lang, seat=seat_ref(e.seat), actor=seat_ref(e.actor))


def lines(story: RoundStory, lang: str) -> list[str]:
    """The round in a few sentences: how it ended, where the Lost Legacy was (when that is not
    said already), the investigation, the eliminations."""
    out = [why_text(story, lang)]
    if story.reason in ("last", "draw") and story.place is not None:
        out.append(tr("story.where", lang, ll=card_name(story.lost_legacy, lang), place=place_text(story.place, lang)))
    inv = investigation_text(story, lang)
    if inv:
        out.append(inv)
    out += [elimination_text(e, lang) for e in story.eliminations]
    return out


def investigation_cell(story: RoundStory, seat: int, lang: str) -> str:
    """One seat's part in the investigation, for the results table."""
    for num in story.numbers:
        if seat in num.holders:
            if len(num.holders) > 1:
                return tr("cell.invest.tie", lang, n=num.number)
            if num.revealed is not None:
                where, idx, _card = num.revealed
                return tr("cell.invest.one", lang, n=num.number, place=place_text((where, idx), lang, seat, True))
    if not story.investigated:
        return "—"
    hand = story.hands[seat] if seat < len(story.hands) else ()
    if not hand or any(e.seat == seat and not e.saved for e in story.eliminations):
        return "—"
    n = NUMBER[hand[0]]
    return tr("cell.invest.x", lang) if n == 0 else tr("cell.invest.later", lang, n=n)


def fate_cell(story: RoundStory, seat: int, lang: str) -> str:
    """How the round ended for one seat, for the results table."""
    if seat == story.winner:
        return tr("cell.won." + story.reason, lang)
    for e in story.eliminations:
        if e.seat == seat and not e.saved:
            if e.cause == "wounds":
                return tr("cell.out.wounds", lang)
            if e.cause == "ambush":
                return tr("cell.out.ambush", lang)
            if e.card:
                return tr("cell.out.card", lang, card=short_name(e.card, lang))
            return tr("cell.out", lang)
    if story.winner < 0:
        return tr("res.draw", lang)
    return tr("cell.in", lang)
