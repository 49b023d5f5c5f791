"""Saboteur: The Lost Mines: the actions, their text form, and what the rules read of a card code.

Every action but the plain words (``"discard"``, ``"back"``, ``"done"``, ``"stop"``,
``"propose"``, ``"yes"``, ``"no"``) is a NamedTuple whose first field is its verb, so it
equals (and hashes as) the plain tuple a scene or a test may write (``("step", 4, 1)``).
Each exists once, made in the tables below; ``LostMinesState.legal_actions`` and
:func:`str_to_action` hand those out. The text form, which saves and records hold, is the
verb and the fields separated by spaces:

* ``Choose("card", code)`` ``card IH.c``: phase ``act``, play this card (its target next).
* ``Pick("discard", code)`` ``discard IV``: phase ``discard``, a card to discard.
* Phase ``target``, the chosen card's target: ``Lay("path", code, x, y, rot)``
  ``path TH 3 1 180`` lays a path card (rot 0 or 180); ``UseTool("tool", x, y)`` ``tool 3 1``
  clears an obstacle; ``Peek("info", code, about, target)`` ``info info_md mine 2`` looks at a
  mine (0..3), a slot's treasure or a seat's dwarf card; ``Token(verb, x1, y1, x2, y2)``
  ``trap 4 1 5 1`` puts a trap or a troll on an edge; ``Storm("storm", x, y)`` ``storm 6 1``
  removes a path card.
* ``Step("step", x, y)`` ``step 4 1``: phase ``move``, one step of the own dwarf.
* ``Orient("orient", rot)`` ``orient 180``: phase ``orient``, turn the mine just revealed.
* ``Take("take", slot)`` ``take 2``: phase ``take``, the slot to collect from.

``apply`` also takes, in phase ``act``, a target action directly (the card and its target at
once) and ``("discard", code, ...)`` (a whole discard): the roll-outs' shortcuts, never listed
as legal.
"""

from __future__ import annotations

from typing import NamedTuple

from tabletop.engine.contract import IllegalAction

from .data import BUNDLES, CLANS, INFO_OPTIONS, MINES, SHAPES, H, W, path_parts, rot180, xy

NCELLS = W * H

#: every card code of every data set
ALL_CODES = frozenset(code for bundle in BUNDLES.values() for code in bundle["deck"])

#: a code -> (shape, feature) for a path card, None for anything else on a board or in a hand
#: (action cards, "mine", "start_blue", a face-up mine's "mine_gem" in a view)
PARTS = {code: path_parts(code) for code in sorted(ALL_CODES)}
PARTS.update({name: None for name in ("mine", *("start_" + clan for clan in CLANS), *("mine_" + kind for kind in MINES))})


def parts(code: str):
    """(shape, feature) of a path card's code, or None (an action card, a start, a mine)."""
    try:
        return PARTS[code]
    except KeyError:
        return path_parts(code)


def shape_mask(shape: str, rot: int) -> int:
    """The open edges of ``shape`` turned ``rot`` (0 or 180) degrees."""
    mask = SHAPES[shape]
    return rot180(mask) if rot == 180 else mask


def card_rotations(code: str) -> tuple:
    """The distinct orientations of a path card: (0,) or (0, 180)."""
    mask = SHAPES[parts(code)[0]]
    return (0,) if rot180(mask) == mask else (0, 180)


def edge(a: int, b: int) -> tuple:
    """The edge between cells ``a`` and ``b``, the smaller cell first."""
    return (a, b) if a < b else (b, a)


def _deck_order() -> dict:
    order = {}
    for bundle in BUNDLES.values():
        for code in bundle["deck"]:
            order.setdefault(code, len(order))
    return order


#: each card code's place in the deck tables (the order hands are offered in)
CODE_ORDER = _deck_order()


def code_key(code: str):
    """Sort key of card codes: their order in the deck tables (paths by shape and feature,
    then the action cards)."""
    return CODE_ORDER.get(code, 999), code


# -- the actions ------------------------------------------------------------------------------

class Choose(NamedTuple):
    """Phase ``act``: play card ``code`` (its target is the next decision)."""

    verb: str  # "card"
    code: str


class Pick(NamedTuple):
    """Phase ``discard``: discard card ``code`` (the first or the second of the discard)."""

    verb: str  # "discard"
    code: str


class Lay(NamedTuple):
    """Lay path card ``code`` on cell (x, y), turned ``rot`` (0 or 180) degrees."""

    verb: str  # "path"
    code: str
    x: int
    y: int
    rot: int


class UseTool(NamedTuple):
    """Clear the obstacle on cell (x, y) with the tool that fits it."""

    verb: str  # "tool"
    x: int
    y: int


class Peek(NamedTuple):
    """Play info card ``code`` on ``about`` ("mine": mine ``target`` 0..3, "treasure": slot
    ``target``, "dwarf": seat ``target``'s dwarf card)."""

    verb: str  # "info"
    code: str
    about: str
    target: int


class Token(NamedTuple):
    """Put a trap or a troll (``verb``) on the edge between cells (x1, y1) and (x2, y2)."""

    verb: str  # "trap" or "troll"
    x1: int
    y1: int
    x2: int
    y2: int


class Storm(NamedTuple):
    """Remove the path card on cell (x, y)."""

    verb: str  # "storm"
    x: int
    y: int


class Step(NamedTuple):
    """Phase ``move``: the own dwarf steps to cell (x, y)."""

    verb: str  # "step"
    x: int
    y: int


class Orient(NamedTuple):
    """Phase ``orient``: turn the mine just revealed ``rot`` (0 or 180) degrees."""

    verb: str  # "orient"
    rot: int


class Take(NamedTuple):
    """Phase ``take``: collect the treasure of slot ``slot``."""

    verb: str  # "take"
    slot: int


#: the plain-word answers
WORDS = frozenset(("propose", "yes", "no", "stop", "back", "discard", "done"))

#: every action, made once: by card code, by cell (``c = y * W + x``), by edge
CHOOSE = {code: Choose("card", code) for code in sorted(ALL_CODES)}
PICK = {code: Pick("discard", code) for code in sorted(ALL_CODES)}
#: path code -> per cell, (the card at 0 degrees, at 180)
LAY = {code: tuple((Lay("path", code, *xy(c), 0), Lay("path", code, *xy(c), 180)) for c in range(NCELLS))
       for code in sorted(ALL_CODES) if path_parts(code) is not None}
USE_TOOL = tuple(UseTool("tool", *xy(c)) for c in range(NCELLS))
STORM = tuple(Storm("storm", *xy(c)) for c in range(NCELLS))
STEP = tuple(Step("step", *xy(c)) for c in range(NCELLS))
#: "trap" / "troll" -> edge (a, b), a < b -> the token on it
TOKEN = {verb: {(a, b): Token(verb, *xy(a), *xy(b)) for a in range(NCELLS) for b in (a + 1, a + W)
                if b < NCELLS and (b == a + W or b % W)}
         for verb in ("trap", "troll")}
#: (info card, "mine" / "treasure" / "dwarf", target) -> the peek
PEEK = {(code, about, target): Peek("info", code, about, target)
        for code, abouts in INFO_OPTIONS.items() for about in abouts for target in range(9)}
ORIENT = {rot: Orient("orient", rot) for rot in (0, 180)}
TAKE = tuple(Take("take", slot) for slot in range(9))


# -- text -------------------------------------------------------------------------------------

def action_to_str(action) -> str:
    if isinstance(action, str):
        return action
    return " ".join([action[0]] + [str(v) for v in action[1:]])


def _int(s: str) -> int:
    if not (s.isascii() and s.isdigit()) or (len(s) > 1 and s[0] == "0"):
        raise IllegalAction(f"{s!r} is not a number")
    return int(s)


def _cell(x: int, y: int) -> int:
    return y * W + x if 0 <= x < W and 0 <= y < H else -1


def str_to_action(text: str):
    """The action of ``text`` (the table's own object when it has one); IllegalAction if
    ``text`` is no Lost Mines action."""
    if not isinstance(text, str):
        raise IllegalAction(f"{text!r} is not an action")
    if text in WORDS:
        return text
    verb, *args = text.split(" ")
    try:
        if verb == "card" and len(args) == 1 and args[0] in ALL_CODES:
            return CHOOSE[args[0]]
        if verb == "discard" and len(args) == 1 and args[0] in ALL_CODES:
            return PICK[args[0]]
        if verb == "path" and len(args) == 4 and parts(args[0]) and args[3] in ("0", "180"):
            x, y, rot = _int(args[1]), _int(args[2]), int(args[3])
            c = _cell(x, y)
            return LAY[args[0]][c][1 if rot == 180 else 0] if c >= 0 and args[0] in LAY else Lay("path", args[0], x, y, rot)
        if verb in ("tool", "storm", "step") and len(args) == 2:
            x, y = _int(args[0]), _int(args[1])
            c = _cell(x, y)
            table, kind = {"tool": (USE_TOOL, UseTool), "storm": (STORM, Storm), "step": (STEP, Step)}[verb]
            return table[c] if c >= 0 else kind(verb, x, y)
        if verb in ("trap", "troll") and len(args) == 4:
            x1, y1, x2, y2 = (_int(v) for v in args)
            return TOKEN[verb].get((_cell(x1, y1), _cell(x2, y2))) or Token(verb, x1, y1, x2, y2)
        if verb == "info" and len(args) == 3 and args[0] in INFO_OPTIONS and args[1] in ("mine", "treasure", "dwarf"):
            target = _int(args[2])
            return PEEK.get((args[0], args[1], target)) or Peek("info", args[0], args[1], target)
        if verb == "orient" and len(args) == 1 and args[0] in ("0", "180"):
            return ORIENT[int(args[0])]
        if verb == "take" and len(args) == 1:
            slot = _int(args[0])
            return TAKE[slot] if slot < len(TAKE) else Take("take", slot)
    except IllegalAction:
        pass
    raise IllegalAction(f"{text!r} is not a Lost Mines action")

