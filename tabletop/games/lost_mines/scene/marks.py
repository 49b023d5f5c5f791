"""Each opponent's last turn, marked on the board until the player acts.

What the other seats did since the seat on screen last acted (``recent_entries()``), in the
round on the board: the card each of them played (brackets in the seat's colour with its
mark on the cell, the edge, the mine, the treasure slot or the player looked at), the way
each dwarf walked (a line in the seat's colour from where it started) and the treasure it
took. During a replay, the turns from where the look back started up to the action shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import data
from ..rules import str_to_action

PLAYS = ("path", "tool", "storm", "trap", "troll", "info")


@dataclass
class TurnMark:
    """One seat's marked turn(s)."""

    seat: int
    plays: list = field(default_factory=list)    # target actions (path, tool, storm, trap, troll, info)
    walks: list = field(default_factory=list)    # [[start cell, cell, ...], ...] (cells as ints)
    takes: list = field(default_factory=list)    # slots


def decides(action_text: str) -> bool:
    """Whether an action of the seat on screen ends "since your last move": picking a card to
    play, taking it back or choosing cards to discard decides nothing yet (and shows nothing)."""
    return action_text.split(" ")[0] not in ("card", "back", "discard")


class Marks:
    """The marks of the others' turns (a mixin of ``GameScene``)."""

    _marks_key = None
    _marks: dict = {}

    _recent_key = None
    _recent: list = []

    def recent_entries(self) -> list:
        """What the others did since the seat on screen last *decided* something: selecting a
        card (which the rules record as a pick) keeps the others' turns marked and listed. Only
        this round's: a new round starts a new board, and the last round's moves are told on its
        results screen (cached per length of the log and seat)."""
        entries = self.session.log
        key = (len(entries), self.viewer, id(self.session))
        if key == self._recent_key:
            return self._recent
        start = 0
        for i in range(len(entries) - 1, -1, -1):
            e = entries[i]
            if e.player == self.viewer and decides(e.action_text):
                start = i + 1
                break
        now = self.session.view_at(len(entries), self.viewer).round
        while start < len(entries) and self.session.view_at(entries[start].index, self.viewer).round != now:
            start += 1  # made in an earlier round (every later entry may still be of this one)
        self._recent_key, self._recent = key, list(entries[start:])
        return self._recent

    def marked_entries(self) -> list:
        """The log entries whose turns are marked now (others' only)."""
        log = self.session.log
        if self.replay is not None:
            pos = self.replay.position
            first = min(self.replay.start, max(0, pos - 1))
            entries = log[first:pos]
        else:
            entries = self.recent_entries()
        return [e for e in entries if e.player != self.viewer]

    def turn_marks(self) -> dict[int, TurnMark]:
        """{seat: TurnMark} for the turns marked on the board shown (cached)."""
        disp = self.disp
        key = (len(self.session.log), self.viewer, self.replay.position if self.replay else None,
               disp.round, self.frozen is not None)
        if key == self._marks_key:
            return self._marks
        out: dict[int, TurnMark] = {}
        for e in self.marked_entries():
            before = self.session.view_at(e.index, self.viewer)
            if before.round != disp.round:
                continue  # a turn of an earlier round: not on this board
            try:
                a = str_to_action(e.action_text)
            except Exception:
                continue
            if not isinstance(a, tuple):
                continue
            m = out.setdefault(e.player, TurnMark(e.player))
            if a[0] in PLAYS:
                m.plays.append(a)
            elif a[0] == "step":
                c = data.cell(a[1], a[2])
                start = before.pawns[e.player]
                if m.walks and m.walks[-1][-1] == start:
                    m.walks[-1].append(c)
                else:
                    m.walks.append([start, c])
            elif a[0] == "take":
                m.takes.append(a[1])
            # a take chosen automatically shows in the slot (taken, with the seat's mark)
        self._marks_key, self._marks = key, out
        return out

    def mark_rect(self, a):
        """Where a marked play sits on the table (None when it left nothing to point at)."""
        k = a[0]
        if k in ("path", "tool", "storm"):
            x, y = (a[2], a[3]) if k == "path" else (a[1], a[2])
            return self.cell_rect(x, y)
        if k in ("trap", "troll"):
            return self.edge_rect(*a[1:5])
        if k == "info":
            if a[2] == "mine":
                return self.cell_rect(*data.xy(self.disp.mine_cells[a[3]]))
            if a[2] == "treasure":
                return dict(self._slot_rects()).get(a[3])
            rects = dict(self._seat_rects())
            return rects.get(a[3], self._side_head_rect())
        return None
