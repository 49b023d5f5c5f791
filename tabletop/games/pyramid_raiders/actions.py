"""Pyramid Raiders' actions and their text (saves and records hold the text).

Actions are NamedTuples whose first field is the verb, made once in tables; each equals (and
hashes as) the plain tuple a scene or a test writes (``("step", 12)``). Text form in brackets:

* ``OnCell(verb, cell)`` [place q,r]: a cell, for the verbs of ``CELL_VERBS``: ``place`` (an
  edge cell to enter or return on), ``step`` (one step of a walk), ``push`` (where the pushed
  piece goes), ``tele`` (Teleport Door), ``grab`` (Magic Hands), ``take`` (Big Magnets) and
  ``decoy`` (where the decoy goes); ``ON_CELL[verb][cell]``, or ``PLACE[cell]``, ``STEP[cell]``...
* ``Card("card", value)`` [card 3]: the card committed (``CARD[value]``, 1 to 5);
* ``Face("face", direction)`` [face NE]: where card 1 turns the guardian (``FACE[direction]``);
* the words ``walk``, ``teleport``, ``magic`` (how a card is used), ``nodecoy``, ``flip`` and
  ``keep`` (card 2's turn tile).

The phases (``state.phase``) are the pending decisions: plain strings, no arguments.
"""

from __future__ import annotations

from typing import NamedTuple

from tabletop.engine.contract import IllegalAction

from .data import CELL_INDEX, CELLS, DIR_NAMES, NCELLS

WALK, TELEPORT, MAGIC, NODECOY, FLIP, KEEP = "walk", "teleport", "magic", "nodecoy", "flip", "keep"
WORDS = (WALK, TELEPORT, MAGIC, NODECOY, FLIP, KEEP)
CELL_VERBS = ("place", "step", "push", "tele", "grab", "take", "decoy")
CARD_VALUES = (1, 2, 3, 4, 5)


class OnCell(NamedTuple):
    verb: str  # one of CELL_VERBS
    cell: int


class Card(NamedTuple):
    verb: str  # "card"
    value: int


class Face(NamedTuple):
    verb: str  # "face"
    direction: int


#: every action, made once
ON_CELL = {verb: tuple(OnCell(verb, c) for c in range(NCELLS)) for verb in CELL_VERBS}
PLACE, STEP, PUSH, TELE, GRAB, TAKE, DECOY_AT = (ON_CELL[verb] for verb in CELL_VERBS)
CARD = {v: Card("card", v) for v in CARD_VALUES}
FACE = tuple(Face("face", d) for d in range(6))


# -- cells as text ---------------------------------------------------------------------------

def cell_str(c: int) -> str:
    q, r = CELLS[c]
    return f"{q},{r}"


def parse_cell(text: str) -> int:
    parts = text.split(",")
    if len(parts) != 2:
        raise IllegalAction(f"{text!r} is not a cell")
    try:
        q, r = int(parts[0]), int(parts[1])
    except ValueError:
        raise IllegalAction(f"{text!r} is not a cell") from None
    if f"{q},{r}" != text or (q, r) not in CELL_INDEX:
        raise IllegalAction(f"{text!r} is not a cell")
    return CELL_INDEX[(q, r)]


# -- actions as text ---------------------------------------------------------------------------

def action_to_str(action) -> str:
    if isinstance(action, str):
        if action in WORDS:
            return action
    elif isinstance(action, tuple) and len(action) == 2:
        verb, arg = action
        if verb in CELL_VERBS:
            return f"{verb} {cell_str(arg)}"
        if verb == "card":
            return f"card {arg}"
        if verb == "face":
            return f"face {DIR_NAMES[arg]}"
    raise TypeError(f"not a pyramid_raiders action: {action!r}")


def str_to_action(text: str):
    if not isinstance(text, str):
        raise IllegalAction(f"{text!r} is not an action")
    if text in WORDS:
        return text
    verb, sep, arg = text.partition(" ")
    if sep:
        if verb in CELL_VERBS:
            return ON_CELL[verb][parse_cell(arg)]
        if verb == "card" and arg in ("1", "2", "3", "4", "5"):
            return CARD[int(arg)]
        if verb == "face" and arg in DIR_NAMES:
            return FACE[DIR_NAMES.index(arg)]
    raise IllegalAction(f"{text!r} is not a pyramid_raiders action")
