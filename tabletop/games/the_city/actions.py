"""The City's actions and pending decisions, and the actions' text (saves and records hold it).

Actions are NamedTuples whose first field is the verb, made once in tables; each equals (and
hashes as) the plain tuple a scene or a test writes (``("build", "kino")``). Text form in
brackets:

* ``OneCard(verb, card)`` [build kino]: ``build`` (the card committed in D-CHOOSE), ``pay``
  (one card of a payment), ``extra`` (Bauhütte's extra pick; the Architect too), ``keep``
  (the card kept of a give-up draw) and ``discard`` (one card of a survey or hand-limit
  discard); ``BUILD[card]``, ``PAY[card]``, ``EXTRA[card]``, ``KEEP[card]``, ``DISCARD[card]``;
* ``TwoCards(verb, first, second)`` [pair schule kino]: ``open`` (the two cards discarded at
  setup, D-OPEN) and ``pair`` (a Bauhütte owner's ordered pair); ``OPEN[first, second]``,
  ``PAIR[first, second]``;
* the words ``architect``, ``giveup`` (D-CHOOSE) and ``pass`` (no extra pick).

A pending decision (the state's ``pending``) is a NamedTuple whose first field is its kind and
second the seat that answers it: ``PayPending("pay", seat, card, remaining, min_index,
hidden)``, ``DiscardPending(kind, seat, remaining, min_index)`` (``sdiscard``: a survey's
discards; ``limit``: the hand limit's) and ``Pending(kind, seat)`` (``extra``, ``keep``, and any
pending decision as another seat's view shows it).
"""

from __future__ import annotations

from typing import NamedTuple

from tabletop.engine.contract import IllegalAction

from .buildings import ARCH, CARDS

ARCHITECT, GIVEUP, PASS = "architect", "giveup", "pass"
WORDS = (ARCHITECT, GIVEUP, PASS)
ONE_CARD_VERBS = ("build", "pay", "extra", "keep", "discard")
TWO_CARD_VERBS = ("open", "pair")


class OneCard(NamedTuple):
    verb: str  # one of ONE_CARD_VERBS
    card: str


class TwoCards(NamedTuple):
    verb: str  # "open" or "pair"
    first: str
    second: str


#: every action, made once
ONE_CARD = {verb: {card: OneCard(verb, card) for card in CARDS} for verb in ONE_CARD_VERBS}
BUILD, PAY, EXTRA, KEEP, DISCARD = (ONE_CARD[verb] for verb in ONE_CARD_VERBS)
TWO_CARDS = {verb: {(a, b): TwoCards(verb, a, b) for a in CARDS for b in CARDS} for verb in TWO_CARD_VERBS}
OPEN, PAIR = TWO_CARDS["open"], TWO_CARDS["pair"]


def action_to_str(action) -> str:
    if action in WORDS:
        return action
    if isinstance(action, tuple):
        if len(action) == 2 and action[0] in ONE_CARD_VERBS:
            return f"{action[0]} {action[1]}"
        if len(action) == 3 and action[0] in TWO_CARD_VERBS:
            return f"{action[0]} {action[1]} {action[2]}"
    raise TypeError(f"not a the_city action: {action!r}")


def str_to_action(text: str):
    if not isinstance(text, str):
        raise IllegalAction(f"{text!r} is not a the_city action")
    if text in WORDS:
        return text
    parts = text.split(" ")
    if len(parts) == 2 and parts[0] in ONE_CARD_VERBS and parts[1] in CARDS:
        if parts[1] == ARCH and parts[0] != "extra":
            raise IllegalAction(f"{text!r} is not a the_city action")
        return ONE_CARD[parts[0]][parts[1]]
    if len(parts) == 3 and parts[0] in TWO_CARD_VERBS and parts[1] in CARDS and parts[2] in CARDS:
        if parts[0] == "open" and ARCH in parts:
            raise IllegalAction(f"{text!r} is not a the_city action")
        return TWO_CARDS[parts[0]][parts[1], parts[2]]
    raise IllegalAction(f"{text!r} is not a the_city action")


def action_from_json(value):
    """A commit as the state's JSON holds it (None, a word, or a list) back as an action."""
    if value is None or isinstance(value, str):
        return value
    value = tuple(value)
    if len(value) == 2 and value[0] in ONE_CARD_VERBS and value[1] in CARDS:
        return ONE_CARD[value[0]][value[1]]
    if len(value) == 3 and value[0] in TWO_CARD_VERBS and value[1] in CARDS and value[2] in CARDS:
        return TWO_CARDS[value[0]][value[1], value[2]]
    raise ValueError(f"not a the_city action: {value!r}")


# -- pending decisions ---------------------------------------------------------------------

class Pending(NamedTuple):
    kind: str  # "extra" or "keep" (or any kind, as another seat's view shows it)
    seat: int


class PayPending(NamedTuple):
    kind: str  # "pay"
    seat: int
    card: str  # the building being paid for
    remaining: int  # cards still to pay
    min_index: int  # the next card is not earlier in the card table than this
    hidden: bool  # a Bauhütte extra pick's payment: shown only at the joint reveal


class DiscardPending(NamedTuple):
    kind: str  # "sdiscard" (a survey's discards) or "limit" (the hand limit's)
    seat: int
    remaining: int
    min_index: int


def pending_from_json(value, shown: bool = False):
    """A pending decision as JSON holds it (None or a list) back as its NamedTuple; with
    ``shown``, as a view shows another seat's: ``Pending(kind, seat)`` of any kind."""
    if value is None:
        return None
    value = tuple(value)
    kind = value[0] if value else None
    if len(value) > 1 and not isinstance(value[1], int):
        raise ValueError(f"not a the_city pending decision: {value!r}")
    if kind == "pay" and len(value) == 6:
        return PayPending(*value)
    if kind in ("sdiscard", "limit") and len(value) == 4:
        return DiscardPending(*value)
    if len(value) == 2 and (kind in ("extra", "keep") or (shown and isinstance(kind, str))):
        return Pending(*value)
    raise ValueError(f"not a the_city pending decision: {value!r}")
