"""What happened in a stretch of a Lost Cities game, read from the actions' public events.

Pure (floor 2: no pygame, no I/O). The table feeds it ``(seat, action, events)`` for each
action of the stretch (the events are the view's ``events`` right after the action):

* :func:`turn_marks` -- what each seat did since the player last acted, for the table to
  mark on the board until the player acts (figures moved and from where, cards played,
  discarded or taken, tiles scored or taken, bridges crossed);
* :func:`expedition_paths` -- each expedition's result per seat and path (the figure, the
  space it reached, the tiles it scored or took, whether it crossed the bridge), for the end
  screen's breakdown (:func:`expedition_tally`, :func:`game_tally`) and the sentences that
  explain the ending on the table (:func:`ending_lines`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine import i18n

from . import text  # noqa: F401  (registers the catalog)
from .data import BRIDGE_AFTER_STEP, CARD_COLOR, COLORS, END_CROSSINGS, KIND_NAMES, STEP_POINTS


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


@dataclass
class SeatTally:
    """One seat's score taken apart: per path the figures' points, then the rest."""

    paths: list          # per path: the figures' points (None: no figure there, ever)
    tiles: int           # VP from tiles
    floor: int           # what the zero floor gave back (a total never drops below 0)
    artifacts: int       # artifact tiles taken (one expedition) / the artifact table's points (the game)
    chips: int           # artifact chips (the game)
    bridge: int          # figures past the bridge (one expedition)
    total: int           # the score after it all

    @property
    def figures(self) -> int:
        return sum(p for p in self.paths if p is not None)


def expedition_tally(paths, rows) -> list[SeatTally]:
    """Each seat's result of one expedition: ``paths`` is that expedition's entry of
    :func:`expedition_paths`, ``rows`` its ``results`` row (tile_vp, figure_points, applied,
    artifact tiles, vp_after) per seat."""
    out = []
    for seat, row in enumerate(rows):
        mine = paths[seat]
        out.append(SeatTally([r.points if r.kind else None for r in mine], row[0], row[2] - row[1], row[3], 0,
                             sum(1 for r in mine if r.crossed), row[4]))
    return out


def game_tally(exps, results, final) -> list[SeatTally]:
    """Each seat's whole game: per path the figures' points over every expedition, the tiles,
    the zero floor, the artifact table (``final``: chips, table points, applied, vp)."""
    out = []
    for seat in range(len(results[0]) if results else 0):
        paths = []
        for k in range(len(exps[0][seat])):
            mine = [exps[e][seat][k] for e in range(len(results))]
            paths.append(sum(r.points for r in mine) if any(r.kind for r in mine) else None)
        tiles = sum(rows[seat][0] for rows in results)
        floor = sum(rows[seat][2] - rows[seat][1] for rows in results)
        chips, _table, applied, vp = final[seat] if final else (0, 0, 0, results[-1][seat][4])
        out.append(SeatTally(paths, tiles, floor, applied, chips, 0, vp))
    return out


def best_figure(exps, num_players: int):
    """The figure that scored most in the game: (points, seat, path, PathResult), or None."""
    best = None
    for exp in exps:
        for seat in range(num_players):
            for k, r in enumerate(exp[seat]):
                if r.kind and (best is None or r.points > best[0]):
                    best = (r.points, seat, k, r)
    return best


def ending_lines(tallies, places, exps, lang: str, viewer: int | None = None) -> list[str]:
    """Why the game ended as it did, most important first (a panel shows what fits), seats as
    ``seat_ref`` markers: a tie on points settled on chips (or shared), how the winner's points
    came about, then ``viewer``'s own (when not a winner), the best figure of the game, the others."""
    n = len(tallies)
    winners = [s for s in range(n) if places[s] == 1]
    top = tallies[winners[0]].total
    level = [s for s in range(n) if tallies[s].total == top]
    lines = []
    if len(winners) > 1:
        lines.append(_tr("end.why.shared", lang, names=_join(winners, lang), score=top, chips=tallies[winners[0]].chips))
    elif len(level) > 1:
        others = [s for s in level if s != winners[0]]
        lines.append(_tr("end.why.chips", lang, names=_join(level, lang), score=top, name=i18n.seat_ref(winners[0]),
                         chips=tallies[winners[0]].chips, other=max(tallies[s].chips for s in others)))

    def seat_line(s: int) -> str:
        t = tallies[s]
        key = "end.why.winner" if s in winners and len(winners) == 1 else "end.why.seat"
        line = _tr(key, lang, name=i18n.seat_ref(s), score=t.total, paths=f"{t.figures:+d}", tiles=f"{t.tiles:+d}",
                   art=f"{t.artifacts:+d}", chips=t.chips)
        return line + (_tr("end.why.floor", lang, floor=f"{t.floor:+d}") if t.floor else "")

    first = winners + ([viewer] if viewer is not None and viewer not in winners else [])
    lines += [seat_line(s) for s in first]
    best = best_figure(exps, n)
    if best is not None and best[0] > 0:
        points, seat, k, r = best
        where = _tr("end.why.city", lang) if r.step == 9 else _tr("end.why.space", lang, space=STEP_POINTS[r.step])
        lines.append(_tr("end.why.best", lang, name=i18n.seat_ref(seat), kind=_tr("kind." + KIND_NAMES[r.kind], lang),
                         color=_tr("color." + COLORS[k], lang), where=where, points=f"{points:+d}"))
    lines += [seat_line(s) for s in sorted(range(n), key=lambda s: (places[s], s)) if s not in first]
    return lines


def _join(seats, lang: str) -> str:
    return _tr("end.why.and", lang).join(i18n.seat_ref(s) for s in seats)


def _tr(key: str, lang: str, **fmt) -> str:
    return i18n.tr("lost_cities", key, lang, **fmt)
