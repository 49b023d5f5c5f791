"""Lost Legacy's actions and pending decisions, and the actions' text (saves and records hold it).

Actions are NamedTuples whose first field is the verb, made once in tables; each equals (and
hashes as) the plain tuple a scene or a test writes (``("play", "search")``). Text form in
brackets:

* ``Play("play", card)`` [play search]: play a card from the hand (``PLAY[card]``);
* ``Seat("seat", seat)`` [seat 2]: a target seat, the start player, or a hand to investigate
  (``SEAT[seat]``);
* ``Slot("slot", slot)`` [slot 0]: a Ruins slot (``SLOT[slot]``);
* ``Name("name", number)`` [name 7]: the number a Curse names (``NAME[number]``);
* ``PilePick("pile", owner, card)`` [pile 1 wound]: a card from a discard pile (Necromancer,
  Misinformation; ``PILE[owner][card]``);
* the words ``swap``, ``keep``, ``shuffle``, ``noshuffle``, ``stop``, ``none``.

A pending decision (the state's ``pending``, public) is a NamedTuple whose first field is its
kind (``PENDING_KINDS``): ``Pending(kind)`` (``ASK[kind]``) for most, ``PendingOn(kind, on)``
for the four that are about one seat or one Ruins slot (``ASK_ON[kind][on]``: ``curse_number``
and ``assault_swap`` a seat, ``search_swap`` and ``adv_slot_2`` a slot), and
``Investigation("investigate", number, seat)`` (``INVESTIGATE[number][seat]``), the one seat
holding the number called.
"""

from __future__ import annotations

from typing import NamedTuple

from tabletop.engine.contract import IllegalAction

from .data import CARDS, MAX_PLAYERS, RECONSTRUCTED, STARSHIP, all_jam_deck

SWAP, KEEP, SHUFFLE, NOSHUFFLE, STOP, NONE = "swap", "keep", "shuffle", "noshuffle", "stop", "none"
WORDS = (SWAP, KEEP, SHUFFLE, NOSHUFFLE, STOP, NONE)

#: the most seats at a table, and the most Ruins slots (every card of the largest deck)
MOST_SEATS = max(MAX_PLAYERS.values())
MOST_SLOTS = len(all_jam_deck(STARSHIP))
CURSE_NAMES = RECONSTRUCTED["curse_names"]


class Play(NamedTuple):
    verb: str  # "play"
    card: str


class Seat(NamedTuple):
    verb: str  # "seat"
    seat: int


class Slot(NamedTuple):
    verb: str  # "slot"
    slot: int


class Name(NamedTuple):
    verb: str  # "name"
    number: int


class PilePick(NamedTuple):
    verb: str  # "pile"
    owner: int
    card: str


#: every action, made once
PLAY = {card: Play("play", card) for card in CARDS}
SEAT = tuple(Seat("seat", q) for q in range(MOST_SEATS))
SLOT = tuple(Slot("slot", i) for i in range(MOST_SLOTS))
NAME = {n: Name("name", n) for n in range(10)}
PILE = tuple({card: PilePick("pile", owner, card) for card in CARDS} for owner in range(MOST_SEATS))


# -- pending decisions ---------------------------------------------------------------------

class Pending(NamedTuple):
    kind: str


class PendingOn(NamedTuple):
    """A decision about one seat (``curse_number``: the Curse's target; ``assault_swap``: the
    hand looked at) or one Ruins slot (``search_swap``: the slot looked at; ``adv_slot_2``: the
    Adventurer's first slot)."""

    kind: str
    on: int


class Investigation(NamedTuple):
    """``seat``, the only one holding ``number``, names a hand or a Ruins slot."""

    kind: str  # "investigate"
    number: int
    seat: int


PENDING_KINDS = (
    "first_player", "play", "general_swap", "thief_target", "sword_target", "assault_target",
    "assault_swap", "curse_target", "curse_number", "map_shuffle", "search_slot", "search_swap",
    "necro_pick", "adv_slot_1", "adv_slot_2", "mis_pick", "mis_shuffle", "gale_target", "investigate",
)
ON_KINDS = ("curse_number", "assault_swap", "search_swap", "adv_slot_2")
#: every pending decision, made once
ASK = {kind: Pending(kind) for kind in PENDING_KINDS if kind not in ON_KINDS and kind != "investigate"}
ASK_ON = {kind: tuple(PendingOn(kind, i) for i in range(MOST_SLOTS)) for kind in ON_KINDS}
INVESTIGATE = {n: tuple(Investigation("investigate", n, q) for q in range(MOST_SEATS)) for n in range(1, 9)}


def pending_from_json(value):
    """The pending decision of a state's or a view's JSON (its tuples back), or None."""
    if value is None:
        return None
    if not isinstance(value, tuple) or not value or value[0] not in PENDING_KINDS:
        raise ValueError(f"not a lost_legacy pending decision: {value!r}")
    kind = value[0]
    try:
        if kind == "investigate":
            _, number, seat = value
            return INVESTIGATE[number][seat]
        if kind in ON_KINDS:
            _, on = value
            return ASK_ON[kind][on]
        (_,) = value
        return ASK[kind]
    except (ValueError, KeyError, IndexError, TypeError):
        raise ValueError(f"not a lost_legacy pending decision: {value!r}") from None


# -- text --------------------------------------------------------------------------------

def action_to_str(action) -> str:
    if isinstance(action, str) and action in WORDS:
        return action
    if isinstance(action, tuple) and action:
        verb = action[0]
        if verb == "play" and len(action) == 2:
            return f"play {action[1]}"
        if verb in ("seat", "slot", "name") and len(action) == 2:
            return f"{verb} {action[1]}"
        if verb == "pile" and len(action) == 3:
            return f"pile {action[1]} {action[2]}"
    raise TypeError(f"not a lost_legacy action: {action!r}")


def _whole_number(text: str) -> bool:
    return text.isascii() and text.isdigit() and (text == "0" or text[0] != "0")


def _numbered(verb: str, n: int):
    """The action ``verb n`` from its table, or made here beyond the table (a number no game
    reaches, which the rules then refuse as not legal)."""
    if verb == "seat":
        return SEAT[n] if n < MOST_SEATS else Seat("seat", n)
    if verb == "slot":
        return SLOT[n] if n < MOST_SLOTS else Slot("slot", n)
    return NAME.get(n) or Name("name", n)


def str_to_action(text: str):
    if not isinstance(text, str):
        raise IllegalAction(f"{text!r} is not a lost_legacy action")
    if text in WORDS:
        return text
    parts = text.split(" ")
    if len(parts) == 2:
        verb, arg = parts
        if verb == "play" and arg in CARDS:
            return PLAY[arg]
        if verb in ("seat", "slot", "name") and _whole_number(arg):
            return _numbered(verb, int(arg))
    if len(parts) == 3 and parts[0] == "pile" and parts[2] in CARDS and _whole_number(parts[1]):
        owner, card = int(parts[1]), parts[2]
        return PILE[owner][card] if owner < MOST_SEATS else PilePick("pile", owner, card)
    raise IllegalAction(f"{text!r} is not a lost_legacy action")
