"""What happened in a stretch of a Lost Cities game, read from the actions' public events.

Pure (floor 2: no pygame, no I/O). The table feeds it ``(seat, action, events)`` for each
action of the stretch (the events are the view's ``events`` right after the action):

* :func:`turn_marks` -- what each seat did since the player last acted, for the table to
  mark on the board until the player acts (figures moved and from where, cards played,
  discarded or taken, tiles scored or taken, bridges crossed);
* :func:`expedition_paths` -- each expedition's result per seat and path (the figure, the
  space it reached, the tiles it scored or took, whether it crossed the bridge), for the end
  screen's breakdown.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .data import BRIDGE_AFTER_STEP, CARD_COLOR, END_CROSSINGS, STEP_POINTS


@dataclass
class SeatMarks:
    """One seat's actions in a stretch of one expedition."""

    moved: dict[int, tuple[int, int]] = field(default_factory=dict)  # path -> (from step, to step); from 0 = started
    played: list[int] = field(default_factory=list)       # paths a card went onto (the seat's own piles)
    discarded: list[tuple[int, int]] = field(default_factory=list)  # (path, value) put on a discard pile
    took: list[tuple[int, int]] = field(default_factory=list)       # (path, value) drawn from a discard pile
    drew_supply: int = 0                                   # cards drawn from the supply
    tiles: list[tuple[int, int, str]] = field(default_factory=list)  # (path, step, "art" | "arrow" | "vp<n>")
    crossed: list[int] = field(default_factory=list)      # paths whose bridge its figure crossed

    def __bool__(self) -> bool:
        return bool(self.moved or self.played or self.discarded or self.took or self.drew_supply or self.tiles)


def turn_marks(stretch) -> dict[int, SeatMarks]:
    """Per seat, what it did in ``stretch`` (``(seat, action, events)`` in order). A new
    expedition wipes the slate: only what happened on the board now on show is kept."""
    marks: dict[int, SeatMarks] = {}
    for seat, action, events in stretch:
        m = marks.setdefault(seat, SeatMarks())
        if action and action[0] == "play":
            m.played.append(CARD_COLOR[action[1]])
        for e in events:
            kind = e[0]
            if kind == "start":
                m.moved[e[2]] = (0, 1)
            elif kind == "move":
                frm = m.moved.get(e[2], (e[3] - 1, 0))[0]
                m.moved[e[2]] = (frm, e[3])
            elif kind == "cross":
                m.crossed.append(e[2])
            elif kind == "artifact":
                m.tiles.append((e[2], e[3], "art"))
            elif kind == "arrow":
                m.tiles.append((e[2], e[3], "arrow"))
            elif kind == "vp":
                m.tiles.append((e[2], e[3], f"vp{e[4]}"))
            elif kind == "discard":
                m.discarded.append((e[2], e[3]))
            elif kind == "draw":
                if e[2] == "deck":
                    m.drew_supply += 1
                else:
                    m.took.append((e[2], e[3]))
            elif kind == "expedition":
                marks = {}
                m = marks.setdefault(seat, SeatMarks())
    return {seat: m for seat, m in marks.items() if m}


@dataclass
class PathResult:
    """One seat's path in one expedition."""

    kind: int = 0         # 0 no figure, 1 adventurer, 2 researcher
    step: int = 0         # the space it reached (0: never started)
    tile_vp: int = 0      # VP from tiles its figure landed on
    artifacts: int = 0    # artifact tiles its figure took
    crossed: bool = False  # past the bridge (steps 7-9)
    ended: bool = False   # its crossing was the fifth: it ended the expedition

    @property
    def points(self) -> int:
        """The figure's points at the expedition's end (the researcher doubled, minus too)."""
        return STEP_POINTS[self.step] * self.kind


def expedition_paths(stream, num_players: int, paths: int = 5) -> list[list[list[PathResult]]]:
    """Per expedition (finished or under way), per seat, per path: what that path brought.
    ``stream``: ``(seat, action, events)`` for every action of the game, in order."""
    def fresh():
        return [[PathResult() for _ in range(paths)] for _ in range(num_players)]

    out = [fresh()]
    for _seat, _action, events in stream:
        for e in events:
            kind = e[0]
            cur = out[-1]
            if kind == "start":
                cur[e[1]][e[2]] = PathResult(kind=e[3], step=1)
            elif kind == "move":
                cur[e[1]][e[2]].step = e[3]
                if e[3] > BRIDGE_AFTER_STEP:
                    cur[e[1]][e[2]].crossed = True
            elif kind == "vp":
                cur[e[1]][e[2]].tile_vp += e[4]
            elif kind == "artifact":
                cur[e[1]][e[2]].artifacts += 1
            elif kind == "cross" and e[3] >= END_CROSSINGS:
                cur[e[1]][e[2]].ended = True
            elif kind == "expedition":
                out.append(fresh())
    return out
