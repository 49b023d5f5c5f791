"""What the others did since your last move, as marks on the board (pure, floor 2).

The table keeps each opponent's last turn marked until the player acts: the path each raider
walked (or teleported, or entered on), the pieces its steps pushed, the tokens its items took,
where it put the decoy, whether it turned the guardian or flipped the turn tile, and the
guardian's own walk with the raiders it caught. :func:`turn_marks` works them out from the
actions themselves, each with the viewer's views just before and after it.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Marks:
    """The board marks of a run of actions (see the module docstring)."""

    walks: dict = field(default_factory=dict)       # seat -> [start, cell, cell...] of its last walk
    teleports: dict = field(default_factory=dict)   # seat -> (from, to)
    placed: dict = field(default_factory=dict)      # seat -> the edge cell it entered or returned on
    pushes: list = field(default_factory=list)      # (pusher, piece, from, to)
    taken: dict = field(default_factory=dict)       # seat -> cell whose token its item took from afar
    decoys: dict = field(default_factory=dict)      # seat -> cell it put the decoy on
    faced: dict = field(default_factory=dict)       # seat -> the facing it gave the guardian
    flipped: dict = field(default_factory=dict)     # seat -> True (flipped) / False (kept)
    guardian: list = field(default_factory=list)    # the guardian's last walk [start, cell...]
    defeats: list = field(default_factory=list)     # (seat, cell) the guardian caught
    seats: set = field(default_factory=set)         # the seats that acted

    def __bool__(self) -> bool:
        return bool(self.seats or self.guardian)


def turn_marks(moves) -> Marks:
    """The marks of ``moves``: ``(seat, action, before, after)`` in the order played, where
    ``before`` / ``after`` are the viewer's views just before and after the action."""
    m = Marks()
    walking: dict = {}  # seat -> True while its last action was part of a walk
    for seat, action, before, after in moves:
        m.seats.add(seat)
        verb = action[0] if isinstance(action, tuple) else action
        if verb == "step":
            if not walking.get(seat) or seat not in m.walks:
                m.walks[seat] = [before.pos[seat]]
                m.teleports.pop(seat, None)
            m.walks[seat].append(action[1])
            walking[seat] = True
        elif verb == "push":
            m.pushes.append((seat, before.chain_piece, before.chain_cell, action[1]))
        elif verb == "card" or verb == "walk":
            walking[seat] = False
        elif verb == "place":
            m.placed[seat] = action[1]
            m.walks.pop(seat, None)
            walking[seat] = False
        elif verb == "tele":
            m.teleports[seat] = (before.pos[seat], action[1])
            m.walks.pop(seat, None)
        elif verb in ("grab", "take") and action[1] != before.pos[seat]:
            m.taken[seat] = action[1]
        elif verb == "decoy":
            m.decoys[seat] = action[1]
        elif verb == "face":
            m.faced[seat] = action[1]
        elif verb in ("flip", "keep"):
            m.flipped[seat] = verb == "flip"
        rep = after.report
        if rep and rep != before.report:  # this action ended the round's moves: the guardian walked
            m.guardian = [before.guardian] + [e["to"] for e in rep["events"] if e["kind"] == "move"]
            m.defeats = [(e["seat"], e["cell"]) for e in rep["events"] if e["kind"] == "defeat"]
    return m
