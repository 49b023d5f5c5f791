"""Pyramid Raiders' AI: what a position is worth to a seat.

* ``token_gain`` / ``token_gains``: the points a token would add to a holding;
* ``guardian_defeats`` / ``defeat_faces``: the seats the guardian would defeat for each die
  face if it moved now (memoized: the rule-based player and the search ask the same
  positions again and again, ~4x cheaper inside the search);
* ``Decision``: one decision of the rule-based player over a state: the gain and the curse
  risk (``danger``) of standing on a cell; ``walk_end_cells`` / ``best_of``: the best value a
  walk can reach;
* ``seat_values``: per-seat values in [0, 1] at the search's horizon;
* ``Memo``: the tables the above keep, one per search (``hooks._Search``) or per decision of
  the rule-based player.
"""

from __future__ import annotations

import math

from tabletop.engine.contract import places_from_keys, returns_from_places

from ..data import DIST, NCELLS, NO_CURSE_BONUS, PER_TREASURE, SET_POINTS, VARIETY_POINTS
from ..rules import PyramidState, Walker, score_of

CURSE_COST = 2.0


def token_gain(holding, curses, tok) -> float:
    """Points ``tok`` would add to ``holding`` (plus a small bonus for any token)."""
    if tok < 0:
        return 0.0
    if tok == 6:
        types = (holding[0] > 0) + (holding[1] > 0) + (holding[2] > 0) + (holding[3] > 0) + \
            (holding[4] > 0) + (holding[5] > 0)
        return VARIETY_POINTS[types] + 0.8  # a scroll grows with later kinds
    k = holding[tok]
    if k >= PER_TREASURE:  # all of that kind already held
        return 0.0
    g = SET_POINTS[k + 1] - SET_POINTS[k]
    if k == 0:
        types = (holding[0] > 0) + (holding[1] > 0) + (holding[2] > 0) + (holding[3] > 0) + \
            (holding[4] > 0) + (holding[5] > 0)
        g += (VARIETY_POINTS[types + 1] - VARIETY_POINTS[types]) * (1 + holding[6]) + 0.4
    return g + 0.3


def curse_cost(curses: int) -> float:
    return CURSE_COST + (NO_CURSE_BONUS if curses == 0 else 0)


class Memo:
    """What the rule-based player and the search's policies work out again and again, kept
    for one search (the search's context owns one) or one decision of the rule-based player:

    * ``defeats``: guardian position -> the seats it defeats for each die face (``guardian_defeats``);
    * ``walk_ends``: (terrain, boots, helmet) -> (memo, step table) of the static walk tables
      (``ends_tables``);
    * ``gains``: a holding -> the gain of every token kind (``token_gains``);
    * ``danger``: the guardian's position and the others' pieces -> the danger map
      (``danger_map``).

    Every entry is a function of its key within one game (the items and the terrain do not
    change), so a memo never changes an answer, only its cost."""

    __slots__ = ("defeats", "walk_ends", "gains", "danger")

    def __init__(self):
        self.defeats: dict = {}
        self.walk_ends: dict = {}
        self.gains: dict = {}
        self.danger: dict = {}


def guardian_defeats(memo: Memo, s: PyramidState, occ: list | None = None, extra_bonus: int = 0,
             facing: int | None = None, flip: bool = False) -> tuple:
    """The seats the guardian would defeat if it moved now, one tuple per die face 1-6
    (seats defeated earlier in the round not counted), with the pieces at ``occ`` (default
    ``s.occ``), ``extra_bonus`` steps more, facing ``facing`` and the turn tile flipped if
    ``flip``. Memoized on everything the guardian's move reads: the heuristic and the search
    ask the same positions again and again."""
    if occ is None:
        occ = s.occ
    f = s.facing if facing is None else facing
    clockwise = (not s.tile_cw) if flip else s.tile_cw
    bonus = s.bonus + extra_bonus
    key = (bonus, f, clockwise, s.guardian, s.sight_marker, s.terrain, tuple(s.items), tuple(occ))
    table = memo.defeats
    hit = table.get(key)
    if hit is not None:
        return hit
    if len(table) > 200000:
        table.clear()
    base = s.clone()
    base.occ = list(occ)  # (the guardian reads pieces from ``occ`` only)
    base.bonus, base.facing, base.tile_cw, base.defeated = bonus, f, clockwise, ()
    faces = []
    for die in range(1, 7):
        t = base.clone()
        t.guardian_phase(die, record=False)
        faces.append(t.defeated)
    hit = table[key] = tuple(faces)
    return hit


def defeat_faces(memo: Memo, s: PyramidState, me: int, cell: int, extra_bonus: int = 0) -> int:
    """How many die faces make the guardian defeat ``me`` standing on ``cell`` if it moved
    now (0 when another piece stands there; 6 when ``me`` was defeated this round already)."""
    occ = s.occ
    if occ[cell] >= 0 and occ[cell] != me:
        return 0
    if me in s.defeated:
        return 6
    occ = occ[:]
    if s.pos[me] >= 0:
        occ[s.pos[me]] = -1
    occ[cell] = me
    return sum(me in seats for seats in guardian_defeats(memo, s, occ, extra_bonus))


class Decision:
    """Per-decision caches over a state (the heuristic decides from a determinized state)."""

    def __init__(self, state: PyramidState, me: int, memo: Memo):
        self.s = state
        self.me = me
        self.memo = memo
        self.danger_cache: dict = {}

    def gain(self, cell: int) -> float:
        s = self.s
        return token_gain(s.holdings[self.me], s.curses[self.me], s.tokens[cell]) if cell >= 0 else 0.0

    def danger(self, cell: int, extra_bonus: int = 0) -> float:
        """Expected curse cost of standing on ``cell`` when the guardian moves now."""
        key = (cell, extra_bonus)
        hit = self.danger_cache.get(key)
        if hit is not None:
            return hit
        s, me = self.s, self.me
        v = defeat_faces(self.memo, s, me, cell, extra_bonus) / 6.0 * curse_cost(s.curses[me])
        self.danger_cache[key] = v
        return v

    def value(self, cell: int, extra_bonus: int = 0) -> float:
        return self.gain(cell) - self.danger(cell, extra_bonus)


def walk_end_cells(s: PyramidState, seat: int, cur: int, prev: int, rem: int) -> set:
    """End cells of walks of exactly ``rem`` steps, pushes assumed possible (approximation)."""
    w = Walker(s.terrain, s.occ, s.pos, s.guardian, seat, s.items)
    frontier = {(cur, prev)}
    for _ in range(rem):
        nxt = set()
        for c, p in frontier:
            for b in w.step_targets(c, p):
                nxt.add((b, c))
        if not nxt:
            break
        frontier = nxt
    return {c for c, _ in frontier}


def best_of(decision: Decision, cells, extra_bonus: int = 0, k: int = 4) -> float:
    """Best value among ``cells``: danger is checked for the top ``k`` by gain only."""
    if not cells:
        return -1.0
    ranked = sorted(cells, key=lambda c: (-decision.gain(c), DIST[c][decision.s.guardian] * -1, c))[:k]
    return max(decision.value(c, extra_bonus) for c in ranked)


def token_gains(memo: Memo, holding, curses=0) -> list:
    """``token_gain`` of every token kind for ``holding`` (index -1, no token: 0). Cached."""
    key = tuple(holding)
    table = memo.gains
    hit = table.get(key)
    if hit is None:
        if len(table) > 50000:
            table.clear()
        hit = table[key] = [token_gain(holding, 0, t) for t in range(7)] + [0.0]
    return hit


NEAR = tuple(tuple(b for b in range(NCELLS) if 1 <= DIST[a][b] <= 3) for a in range(NCELLS))


def seat_values(memo: Memo, s: PyramidState) -> list[float]:
    """Per-seat value in [0, 1]: 0.7 x chance of winning alone + 0.3 x expected rank share.

    At the end, exact. Before it, each seat's estimate is its score plus a little for the
    best token near its figure; the chance of winning is a softmax of the estimates whose
    temperature grows with the square root of the rounds left."""
    n = s.num_players
    if s.phase == "over":
        places = places_from_keys([(score_of(s.holdings[p], s.curses[p]), -s.curses[p]) for p in range(n)])
        rr = returns_from_places(places)
        k = places.count(1)
        return [0.7 * (1.0 / k if places[p] == 1 else 0.0) + 0.3 * rr[p] for p in range(n)]
    left = s.rounds - s.round + 1
    tokens = s.tokens
    est = []
    for p in range(n):
        v = float(score_of(s.holdings[p], s.curses[p]))
        c = s.pos[p]
        if c >= 0:
            gains = token_gains(memo, s.holdings[p], s.curses[p])
            v += 0.4 * max(gains[tokens[b]] for b in NEAR[c])
        est.append(v)
    temp = 0.6 + 1.5 * math.sqrt(left)
    top = max(est)
    w = [math.exp((e - top) / temp) for e in est]
    z = sum(w)
    out = []
    for p in range(n):
        share = 0.0
        for q in range(n):
            if q != p:
                share += 1.0 / (1.0 + math.exp((est[q] - est[p]) / temp))
        out.append(0.7 * w[p] / z + 0.3 * share / (n - 1))
    return out
