"""The board as the AI reads it: a distance field (Dijkstra backwards from the mines worth
walking to) gives every cell the cost to reach a mine: one per step, plus ``CARD_COST`` per
empty cell (a path card is still needed), ``TOOL_COST`` per uncleared obstacle and
``TROLL_COST`` per troll on the way. :func:`phi` turns a pawn's distance into the chance of
reaching treasure in time."""

from __future__ import annotations

import heapq
import math

from ..actions import NCELLS, PARTS
from ..board import CARD, EMPTY, FACEDOWN, board_from_view
from ..data import BIT, NEIGHBOURS, OBSTACLES, OPP

INF = 10 ** 6
CARD_COST = 3    # an empty cell needs a path card: about one turn of walking
TOOL_COST = 6    # an uncleared obstacle needs a tool card
TROLL_COST = 3   # a troll holds a pawn about one turn
TAU = 9.0        # distance scale of phi's steep part
PHI_MIX = 0.75   # phi's share of the steady part
PHI_LEN = 48.0   # where phi's steady part reaches 0

#: the codes of the path cards with an obstacle (a tool clears it)
OBSTACLE_CODES = frozenset(code for code, card in PARTS.items() if card is not None and card[1] in OBSTACLES)
#: the cost of entering a cell by what it holds
_ENTER = {EMPTY: 1 + CARD_COST, FACEDOWN: 1, CARD: 1}
#: at most this many fields kept by a search's cache (``target_field``'s ``cache``)
FIELD_CACHE_SIZE = 5000


def phi(d: float) -> float:
    """Chance-like value of a pawn ``d`` cost units from treasure: steady early, steep near."""
    if d >= INF:
        return 0.0
    return PHI_MIX * max(0.0, 1.0 - d / PHI_LEN) + (1.0 - PHI_MIX) * math.exp(-d / TAU)


class Board:
    """The public board as plain lists (from a view or a state) plus the distance fields."""

    __slots__ = ("board", "mask", "occ", "cleared", "trolls", "pawns")

    @classmethod
    def of(cls, state) -> "Board":
        """A state's board (its lists, shared: only read)."""
        b = cls.__new__(cls)
        b.board, b.mask, b.occ = state.board, state.mask, state.occ
        b.cleared, b.trolls, b.pawns = state.cleared, state.trolls, state.pawns
        return b

    @classmethod
    def of_view(cls, view) -> "Board":
        b = cls.__new__(cls)
        b.board, b.mask, b.occ = board_from_view(view)
        b.cleared, b.trolls, b.pawns = list(view.cleared), list(view.trolls), view.pawns
        return b

    def copy(self) -> "Board":
        b = Board.__new__(Board)
        b.board, b.mask, b.occ = self.board[:], self.mask[:], self.occ[:]
        b.cleared, b.trolls, b.pawns = list(self.cleared), list(self.trolls), self.pawns
        return b


def target_field(b: Board, targets, cache: dict | None = None, extra_troll=None) -> list:
    """dist[c]: estimated cost from c to the nearest target (steps + cards + tools).

    ``cache``: a search's fields by table (its samples reach the same tables again and again
    with other hands: 57 % of the calls of a 1,200-iteration search with modelled roll-outs;
    a field is only read, never changed in place); at most ``FIELD_CACHE_SIZE`` kept, 2.9 kB
    an entry (measured with tracemalloc, ``bench/lost_mines_bench.py``)."""
    if extra_troll is not None or cache is None:
        return _target_field(b, targets, extra_troll)
    key = (tuple(b.board), tuple(b.mask), tuple(b.occ), tuple(b.cleared), tuple(b.trolls), tuple(targets))
    got = cache.get(key)
    if got is None:
        if len(cache) > FIELD_CACHE_SIZE:
            cache.clear()
        got = cache[key] = _target_field(b, targets)
    return got


def _target_field(b: Board, targets, extra_troll=None) -> list:
    occ, mask, board = b.occ, b.mask, b.board
    cleared = b.cleared
    dist = [INF] * NCELLS
    heap = [(0, t) for t in targets]
    for t in targets:
        dist[t] = 0
    heapq.heapify(heap)
    trolls = [e for e in b.trolls if e is not None]
    if extra_troll is not None:
        trolls.append(extra_troll)
    trolls = set(trolls) if trolls else None
    pop, push = heapq.heappop, heapq.heappush
    obstacles, enter_of = OBSTACLE_CODES, _ENTER
    bit, opp = BIT, OPP
    while heap:
        d, c = pop(heap)
        if d > dist[c]:
            continue
        occ_c = occ[c]
        entered = d + enter_of[occ_c]
        if occ_c == CARD and board[c] in obstacles and c not in cleared:
            entered += TOOL_COST
        mask_c = mask[c]
        around = NEIGHBOURS[c]
        for direction in range(4):
            a = around[direction]   # a steps into c moving in direction OPP[direction]
            if a < 0:
                continue
            occ_a = occ[a]
            if occ_a == FACEDOWN:
                continue
            if occ_a == CARD and not mask[a] & bit[opp[direction]]:
                continue
            if occ_c == CARD and not mask_c & bit[direction]:
                continue
            nd = entered
            if trolls is not None and ((a, c) in trolls or (c, a) in trolls):
                nd += TROLL_COST
            if nd < dist[a]:
                dist[a] = nd
                push(heap, (nd, a))
    return dist


def walk_targets(n, mine_cells, mine_up, kinds, slot_types, slot_taken) -> list:
    """Mine cells worth walking to: face-down mines not known to be the dragon or an
    exhausted type, face-up treasure mines whose type is still in a slot.
    ``kinds[i]``: the mine's kind if known (to the deciding seat) else None."""
    left = {slot_types[s] for s in range(n) if slot_taken[s] < 0}
    out = []
    for i, c in enumerate(mine_cells):
        kind = kinds[i]
        if mine_up[i]:
            if kind in left:
                out.append(c)
        elif kind is None or kind in left:
            out.append(c)
    return out
