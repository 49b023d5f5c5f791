"""Pyramid Raiders (奪寶天兵) rules engine.

Cells are indices into ``data.CELLS`` (axial (q, r), row-major). Pieces are players 0..5
and the decoy (``data.DECOY`` = 6); ``pos[piece]`` is a cell or -1 (off the board).

Phases (``state.phase``) and their actions (text form in brackets; the actions are the
NamedTuples of ``actions.py``, made once in tables, equal to the plain tuples shown here):

* ``entry`` / ``return``: ``("place", cell)`` ["place q,r"], a free edge cell.
* ``commit``: ``("card", v)`` ["card v"], hidden until the owner's turn.
* ``mode``: ``"walk"`` / ``"teleport"`` / ``"magic"`` (only when an item offers a choice).
* ``step``: ``("step", cell)`` ["step q,r"], one step of the walk (jumps and warps included).
* ``push``: ``("push", cell)`` ["push q,r"], where the piece ``chain_piece`` is pushed.
* ``tele``: ``("tele", cell)``; ``grab``: ``("grab", cell)`` (Magic Hands).
* ``take``: ``("take", cell)`` (Big Magnets: own cell or an adjacent token cell).
* ``decoy``: ``("decoy", cell)`` or ``"nodecoy"``.
* ``face``: ``("face", d)`` ["face NE"], card 1; ``flip``: ``"flip"`` / ``"keep"``, card 2.
* ``over``: no actions.

The guardian phase is automatic; its record is ``state.report`` (see ``guardian_phase``).
"""

from __future__ import annotations

from typing import Mapping

from tabletop.engine import i18n
from tabletop.engine.contract import (
    TERMINAL, FieldView, GameSpec, Option, RulesSection, Setup, State, StateCodec, json_tuples,
    places_from_keys,
)
from tabletop.engine.rng import Rng

from .data import (
    CARDS, CARD_BOOST, CENTRE, CORNERS, CURSE_POINTS, DECOY, DEFAULT_TERRAIN, DIE_FACING, DIST, EDGE,
    INNER, ITEMS, MARKERS, NCELLS, NEIGH, NO_CURSE_BONUS, OPEN, PER_TREASURE, PILLAR, PUDDLE, RAY,
    ROUNDS, SCROLL, SET_POINTS, VARIETY_POINTS, terrain_of,
)
from . import text  # noqa: F401  (registers the catalog)
from . import words
from .actions import (  # noqa: F401  (action_to_str, str_to_action, cell_str: the rules' too)
    CARD, DECOY_AT, FACE, FLIP, GRAB, KEEP, MAGIC, NODECOY, PLACE, PUSH, STEP, TAKE, TELE, TELEPORT, WALK,
    action_to_str, cell_str, str_to_action,
)

NS = "pyramid_raiders"
MOVE_PHASES = ("mode", "step", "push", "tele", "grab", "take", "decoy", "face", "flip")


# -- walking: exact-length search with push chains -----------------------------------------------

_STEP_TABLES: dict = {}


def step_table(terrain: str, boots: bool, helmet: bool) -> tuple:
    """``table[cur]``: the cells a walker may step to from ``cur`` on this terrain (jumps and
    warps included), before removing the guardian's cell and the previous cell. Cached."""
    key = (terrain, boots, helmet)
    table = _STEP_TABLES.get(key)
    if table is not None:
        return table
    puddles = [c for c in range(NCELLS) if terrain[c] == PUDDLE] if helmet else ()
    rows = []
    for cur in range(NCELLS):
        res = []
        neighbours = NEIGH[cur]
        for d in range(6):
            b = neighbours[d]
            if b < 0:
                continue
            t = terrain[b]
            if t == PILLAR:
                if not boots:
                    continue
                while b >= 0 and terrain[b] == PILLAR:
                    b = NEIGH[b][d]
                if b < 0 or terrain[b] == PUDDLE:
                    continue
            elif t == PUDDLE and not helmet:
                continue
            res.append(b)
        if helmet and terrain[cur] == PUDDLE:
            for c in puddles:
                if c != cur and c not in res:
                    res.append(c)
        rows.append(tuple(res))
    table = tuple(rows)
    if len(_STEP_TABLES) > 256:  # random layouts: keep the cache small
        _STEP_TABLES.clear()
    _STEP_TABLES[key] = table
    return table


class Walker:
    """Move search for one walker over mutable ``occ``/``pos`` lists (always restored)."""

    __slots__ = ("terrain", "occ", "pos", "guardian", "walker", "boots", "helmet", "gloves",
                 "helmet_piece", "table")

    def __init__(self, terrain, occ, pos, guardian, walker, items):
        self.terrain = terrain
        self.occ = occ
        self.pos = pos
        self.guardian = guardian
        self.walker = walker
        item = items[walker]
        self.boots = item == "spring_boots"
        self.helmet = item == "diving_helmet"
        self.gloves = item == "power_gloves"
        self.helmet_piece = items.index("diving_helmet") if "diving_helmet" in items else -1
        self.table = step_table(terrain, self.boots, self.helmet)

    def step_targets(self, cur: int, prev: int) -> list:
        g = self.guardian
        return [b for b in self.table[cur] if b != g and b != prev]

    def push_dests(self, piece: int, cell: int, prev: int, entered: tuple, first: bool) -> list:
        """(destination, forbidden previous cell for the next link) pairs for one link."""
        terrain, g = self.terrain, self.guardian
        helm = piece == self.helmet_piece
        res = []
        neighbours = NEIGH[cell]
        for d in range(6):
            c = neighbours[d]
            if c < 0 or c == prev or c == g or c in entered:
                continue
            t = terrain[c]
            if t == PILLAR or (t == PUDDLE and not helm):
                continue
            res.append((c, cell))
        if first and self.gloves:
            ones = [c for c, _ in res]
            for d in range(6):
                c1 = neighbours[d]
                if c1 not in ones or self.occ[c1] >= 0:
                    continue
                c2 = NEIGH[c1][d]
                if c2 < 0 or c2 == g or c2 in entered:
                    continue
                t = terrain[c2]
                if t == PILLAR or (t == PUDDLE and not helm):
                    continue
                res.append((c2, c1))
        return res

    def chain_any(self, piece, cell, prev, entered, first, fn) -> bool:
        """Try every resolution of pushing ``piece`` out of ``cell``; stop when ``fn()`` is true."""
        occ, pos = self.occ, self.pos
        for c, nprev in self.push_dests(piece, cell, prev, entered, first):
            y = occ[c]
            occ[c] = piece
            pos[piece] = c
            if y < 0:
                ok = fn()
            else:
                ok = self.chain_any(y, c, nprev, entered + (c,), False, fn)
            occ[c] = y
            pos[piece] = cell
            if ok:
                return True
        return False

    def try_step(self, cur, prev, b, fn) -> bool:
        """Step ``cur`` -> ``b`` (pushing as needed); true if ``fn()`` holds for some resolution."""
        occ, pos, w = self.occ, self.pos, self.walker
        x = occ[b]
        occ[cur] = -1
        pos[w] = b
        occ[b] = w
        if x < 0:
            ok = fn()
            occ[b] = -1
        else:
            ok = self.chain_any(x, b, cur, (b,), True, fn)
            occ[b] = x
        occ[cur] = w
        pos[w] = cur
        return ok

    def can_walk(self, cur: int, prev: int, rem: int) -> bool:
        if rem == 0:
            return True
        steps_after = rem - 1
        occ, g = self.occ, self.guardian
        pushes = []
        for b in self.table[cur]:
            if b == g or b == prev:
                continue
            if occ[b] >= 0:
                pushes.append(b)
                continue
            if steps_after == 0:
                return True
            # a step into an empty cell: move the walker without the push machinery
            w, pos = self.walker, self.pos
            occ[cur] = -1
            occ[b] = w
            pos[w] = b
            ok = self.can_walk(b, cur, steps_after)
            occ[b] = -1
            occ[cur] = w
            pos[w] = cur
            if ok:
                return True
        for b in pushes:
            if self.try_step(cur, prev, b, lambda b=b: self.can_walk(b, cur, steps_after)):
                return True
        return False

    def length(self, start: int, n: int) -> int:
        for k in range(n, 0, -1):
            if self.can_walk(start, -1, k):
                return k
        return 0

    def ends(self, cur: int, prev: int, rem: int, path: tuple, out: dict, cap: int = 64) -> None:
        """Collect every end cell of a walk of exactly ``rem`` steps, with its cell paths."""
        if rem == 0:
            paths = out.setdefault(cur, [])
            if path not in paths and len(paths) < cap:
                paths.append(path)
            return
        steps_after = rem - 1
        for b in self.step_targets(cur, prev):
            p2 = path + (b,)
            self.try_step(cur, prev, b, lambda b=b, p2=p2: self.ends(b, cur, steps_after, p2, out, cap))


def occupancy_from_positions(pos) -> list:
    occ = [-1] * NCELLS
    for piece, c in enumerate(pos):
        if c >= 0:
            occ[c] = piece
    return occ


def reachable(obj, seat: int, steps: int | None = None) -> dict:
    """End cells of ``seat``'s walk -> list of cell paths (cells entered, start excluded).

    ``obj`` is a State or a View. If ``seat`` is walking right now (phase ``step``), the walk
    continues from where it is with the steps left; otherwise a fresh walk of ``steps`` from
    the seat's cell, shortened by the exact-length fallback when no walk of ``steps`` exists.
    Pushes are resolved in every possible way; a path appears once whatever the pushes.
    """
    pos = list(obj.pos)
    occ = occupancy_from_positions(pos)
    w = Walker(obj.terrain, occ, pos, obj.guardian, seat, obj.items)
    out: dict = {}
    if obj.phase == "step" and obj.active == seat:
        w.ends(pos[seat], obj.w_prev, obj.w_rem, (), out)
        return out
    if pos[seat] < 0 or steps is None:
        return out
    k = w.length(pos[seat], steps)
    w.ends(pos[seat], -1, k, (), out)
    return out


def magic_range(terrain, pos, guardian, start, n) -> dict:
    """Walking distance 1..n from ``start`` (pieces passable; no pillar, puddle, guardian)."""
    dist = {start: 0}
    frontier = [start]
    for k in range(1, n + 1):
        nxt = []
        for c in frontier:
            for b in NEIGH[c]:
                if b >= 0 and b not in dist and terrain[b] == OPEN and b != guardian:
                    dist[b] = k
                    nxt.append(b)
        frontier = nxt
    del dist[start]
    return dist


# -- scoring ---------------------------------------------------------------------------------------

def score_parts(holding, curses: int) -> dict:
    sets = sum(SET_POINTS[holding[t]] for t in range(6))
    types = sum(1 for t in range(6) if holding[t])
    variety = VARIETY_POINTS[types]
    scrolls = holding[SCROLL] * variety
    curse = NO_CURSE_BONUS if curses == 0 else CURSE_POINTS * curses
    return {"sets": sets, "variety": variety, "scrolls": scrolls, "curses": curse,
            "total": sets + variety + scrolls + curse}


def score_of(holding, curses: int) -> int:
    return score_parts(holding, curses)["total"]


# -- the state ---------------------------------------------------------------------------------------

#: public fields shared by State and View (all of them are plain data)
PUBLIC = (
    "num_players", "rounds", "sight_marker", "layout", "tile_start", "start_opt",
    "terrain", "tokens", "pos", "guardian", "facing", "tile_cw", "items",
    "hands", "played", "nrevealed", "ndice", "round", "start", "phase", "turn", "queue",
    "bonus", "holdings", "curses", "removed", "defeated",
    "w_card", "w_mode", "w_n", "w_len", "w_rem", "w_start", "w_prev", "w_path",
    "chain_piece", "chain_cell", "chain_prev", "chain_entered", "chain_first",
    "report", "last_die", "start_rolls", "move_log",
)
#: fields held as lists in the State (copied on clone); the rest are immutable values
_LISTS = ("tokens", "pos", "hands", "played", "nrevealed", "curses", "removed", "move_log", "commits", "occ")
_NESTED = ("holdings",)


class PyramidState(State):
    # ``commits``: each seat's card this round (0: none yet), hidden until its turn;
    # ``item_pool``: the undealt items; ``occ``: the piece on each cell (-1: none), from ``pos``;
    # ``_legal``: the legal actions, worked out on demand
    CODEC = StateCodec(
        shared=tuple(name for name in PUBLIC if name not in _LISTS + _NESTED) + ("item_pool",),
        lists=_LISTS, nested=_NESTED, transient=("_legal",),
    )
    __slots__ = CODEC.slots

    # -- construction -----------------------------------------------------------------------------
    @classmethod
    def build(cls, fields: Mapping) -> "PyramidState":
        """A state from a dict of every field (values may be tuples; lists are made fresh)."""
        s = cls.__new__(cls)
        for name in PUBLIC + ("commits", "item_pool"):
            v = fields[name]
            if name in _NESTED:
                v = [list(h) for h in v]
            elif name in _LISTS:
                v = list(v)
            setattr(s, name, v)
        s.rng = fields["rng"]
        s.occ = occupancy_from_positions(s.pos)
        s._legal = None
        return s

    # -- decision ----------------------------------------------------------------------------------
    @property
    def active(self) -> int:
        return (self.start + self.turn) % self.num_players

    def current_player(self) -> int:
        phase = self.phase
        if phase == "over":
            return TERMINAL
        if phase in ("commit", "entry", "return"):
            return self.queue[0]
        return (self.start + self.turn) % self.num_players

    def legal_actions(self) -> list:
        if self._legal is None:
            self._legal = tuple(self._compute_legal())
        return list(self._legal)

    def walker(self, seat: int) -> Walker:
        return Walker(self.terrain, self.occ, self.pos, self.guardian, seat, self.items)

    def _free_edge(self) -> list:
        occ, g = self.occ, self.guardian
        return [PLACE[c] for c in EDGE if occ[c] < 0 and c != g]

    def _compute_legal(self) -> list:
        phase = self.phase
        if phase == "over":
            return []
        if phase in ("entry", "return"):
            return self._free_edge()
        if phase == "commit":
            return [CARD[v] for v in self.hands[self.queue[0]]]
        p = self.active
        if phase == "step":
            w = self.walker(p)
            cur, prev, steps_after = self.pos[p], self.w_prev, self.w_rem - 1
            return [STEP[b] for b in w.step_targets(cur, prev)
                    if w.try_step(cur, prev, b, lambda b=b: w.can_walk(b, cur, steps_after))]
        if phase == "push":
            w = self.walker(p)
            occ, pos = self.occ, self.pos
            x, cell = self.chain_piece, self.chain_cell
            wcur, wprev, rem = pos[p], self.w_prev, self.w_rem
            cont = lambda: w.can_walk(wcur, wprev, rem)  # noqa: E731
            out = []
            for c, nprev in w.push_dests(x, cell, self.chain_prev, self.chain_entered, self.chain_first):
                y = occ[c]
                occ[c] = x
                pos[x] = c
                ok = cont() if y < 0 else w.chain_any(y, c, nprev, self.chain_entered + (c,), False, cont)
                occ[c] = y
                pos[x] = cell
                if ok:
                    out.append(PUSH[c])
            return out
        if phase == "mode":
            return self._modes(p)
        if phase == "tele":
            occ, g, cur, t = self.occ, self.guardian, self.pos[p], self.terrain
            return [TELE[c] for c in range(NCELLS)
                    if t[c] == OPEN and c != g and occ[c] < 0 and c != cur]
        if phase == "grab":
            in_reach = magic_range(self.terrain, self.pos, self.guardian, self.pos[p], self.w_card)
            return [GRAB[c] for c in sorted(in_reach) if self.tokens[c] >= 0]
        if phase == "take":
            return [TAKE[c] for c in self._magnet_cells(p)]
        if phase == "decoy":
            return [DECOY_AT[c] for c in self._decoy_cells(p)] + [NODECOY]
        if phase == "face":
            return list(FACE)
        if phase == "flip":
            return [FLIP, KEEP]
        raise AssertionError(phase)

    def _modes(self, p: int) -> list:
        item, card = self.items[p], self.w_card
        out = [WALK]
        if item == "teleport_door" and card == 5:
            out.append(TELEPORT)
        if item == "magic_hands":
            in_reach = magic_range(self.terrain, self.pos, self.guardian, self.pos[p], card)
            if any(self.tokens[c] >= 0 for c in in_reach):
                out.append(MAGIC)
        return out

    def _magnet_cells(self, p: int) -> list:
        cur = self.pos[p]
        adj = [c for c in NEIGH[cur] if c >= 0 and self.tokens[c] >= 0 and c != self.guardian]
        return sorted([cur] + adj)

    def _decoy_cells(self, p: int) -> list:
        path = self.w_path
        if not path:
            return []
        final, start = path[-1], self.w_start
        occ, g = self.occ, self.guardian
        return sorted({c for c in path[:-1] if c != final and c != start and occ[c] < 0 and c != g})

    # -- apply --------------------------------------------------------------------------------------
    def apply(self, action) -> None:
        self._legal = None
        phase = self.phase
        if phase in ("entry", "return"):
            p = self.queue[0]
            c = action[1]
            self.pos[p] = c
            self.occ[c] = p
            self.move_log.append(("place", p, c))
            self.queue = self.queue[1:]
            if not self.queue:
                if phase == "entry":
                    self._round_start()
                else:
                    self._round_end()
            return
        if phase == "commit":
            p = self.queue[0]
            self.commits[p] = action[1]
            self.queue = self.queue[1:]
            if not self.queue:
                self._start_turn()
            return
        p = self.active
        if phase == "step":
            self._do_step(p, action[1])
        elif phase == "push":
            self._do_push(p, action[1])
        elif phase == "mode":
            self.w_mode = action
            if action == "walk":
                self._begin_walk(p)
            elif action == "teleport":
                self.phase = "tele"
            else:
                self.phase = "grab"
        elif phase == "tele":
            c = action[1]
            old = self.pos[p]
            self.occ[old] = -1
            self.pos[p] = c
            self.occ[c] = p
            self.move_log.append(("tele", p, old, c))
            self._take(p, c)
            self._icons(p)
        elif phase == "grab":
            self._take(p, action[1])
            self._icons(p)
        elif phase == "take":
            self._take(p, action[1])
            self._after_take(p)
        elif phase == "decoy":
            if action != "nodecoy":
                c = action[1]
                old = self.pos[DECOY]
                if old >= 0:
                    self.occ[old] = -1
                self.pos[DECOY] = c
                self.occ[c] = DECOY
                self.move_log.append(("decoy", p, c))
            self._icons_after_decoy(p)
        elif phase == "face":
            self.facing = action[1]
            self.move_log.append(("face", p, action[1]))
            self._end_turn()
        elif phase == "flip":
            if action == "flip":
                self.tile_cw = not self.tile_cw
            self.move_log.append(("flip", p, action == "flip"))
            self._end_turn()

    # -- round flow --------------------------------------------------------------------------------
    def _round_start(self) -> None:
        n = self.num_players
        for p in range(n):
            if not self.hands[p]:
                self.hands[p] = CARDS
                self.played[p] = ()
        self.bonus = 0
        self.defeated = ()
        self.commits = [0] * n
        self.move_log = []
        self.turn = 0
        queue = []
        for k in range(n):
            p = (self.start + k) % n
            if len(self.hands[p]) == 1:
                self.commits[p] = self.hands[p][0]
            else:
                queue.append(p)
        self.queue = tuple(queue)
        self.phase = "commit"
        if not queue:
            self._start_turn()

    def _start_turn(self) -> None:
        p = self.active
        card = self.commits[p]
        hand = self.hands[p]
        if len(hand) > 1:
            self.nrevealed[p] += 1
        self.hands[p] = tuple(c for c in hand if c != card)
        self.played[p] = self.played[p] + (card,)
        self.bonus += CARD_BOOST[card]
        self.move_log.append(("reveal", p, card))
        self.w_card = card
        self.w_mode = "walk"
        self.w_n = self.w_len = self.w_rem = 0
        self.w_start = self.w_prev = -1
        self.w_path = ()
        modes = self._modes(p)
        if len(modes) > 1:
            self.phase = "mode"
            self.queue = ()
        else:
            self._begin_walk(p)

    def _begin_walk(self, p: int) -> None:
        n = self.w_card + (1 if self.items[p] == "rocket_shoes" else 0)
        start = self.pos[p]
        k = self.walker(p).length(start, n)
        self.w_mode = "walk"
        self.w_n = n
        self.w_len = self.w_rem = k
        self.w_start = start
        self.w_prev = -1
        self.w_path = ()
        if k == 0:
            self._finish_walk(p)
        else:
            self.phase = "step"

    def _do_step(self, p: int, b: int) -> None:
        occ, pos = self.occ, self.pos
        cur = pos[p]
        x = occ[b]
        occ[cur] = -1
        pos[p] = b
        occ[b] = p
        self.w_prev = cur
        self.w_rem -= 1
        self.w_path = self.w_path + (b,)
        self.move_log.append(("step", p, cur, b))
        if x >= 0:
            self.chain_piece, self.chain_cell, self.chain_prev = x, b, cur
            self.chain_entered, self.chain_first = (b,), True
            self.phase = "push"
        elif self.w_rem == 0:
            self._finish_walk(p)
        else:
            self.phase = "step"

    def _do_push(self, p: int, c: int) -> None:
        occ, pos = self.occ, self.pos
        x, cell = self.chain_piece, self.chain_cell
        if DIST[cell][c] == 2:  # Power Gloves: the cell between is the next link's forbidden cell
            nprev = next(m for m in NEIGH[cell] if m >= 0 and DIST[m][c] == 1)
        else:
            nprev = cell
        y = occ[c]
        occ[c] = x
        pos[x] = c
        self.move_log.append(("push", x, cell, c))
        if y >= 0:
            self.chain_piece, self.chain_cell, self.chain_prev = y, c, nprev
            self.chain_entered = self.chain_entered + (c,)
            self.chain_first = False
            return
        self.chain_piece = self.chain_cell = self.chain_prev = -1
        self.chain_entered, self.chain_first = (), False
        if self.w_rem == 0:
            self._finish_walk(p)
        else:
            self.phase = "step"

    def _finish_walk(self, p: int) -> None:
        if self.items[p] == "big_magnets" and self.w_card <= 3 and len(self._magnet_cells(p)) > 1:
            self.phase = "take"
            return
        self._take(p, self.pos[p])
        self._after_take(p)

    def _take(self, p: int, c: int) -> None:
        tok = self.tokens[c]
        if tok >= 0:
            self.holdings[p][tok] += 1
            self.tokens[c] = -1
            self.move_log.append(("take", p, c, tok))

    def _after_take(self, p: int) -> None:
        if self.w_mode == "walk" and self.w_card == 4 and self.items[p] == "decoy_doll" and self._decoy_cells(p):
            self.phase = "decoy"
            return
        self._icons(p)

    def _icons_after_decoy(self, p: int) -> None:
        self._icons(p)

    def _icons(self, p: int) -> None:
        card = self.w_card
        if card == 1:
            self.phase = "face"
        elif card == 2:
            self.phase = "flip"
        else:
            self._end_turn()

    def _end_turn(self) -> None:
        self.turn += 1
        if self.turn < self.num_players:
            self._start_turn()
            return
        self.turn = self.num_players - 1
        self.guardian_phase()
        n, s = self.num_players, self.start
        queue = tuple(q for q in ((s - k) % n for k in range(n)) if q in self.defeated)
        if queue:
            self.queue = queue
            self.phase = "return"
        else:
            self._round_end()

    def _round_end(self) -> None:
        self.start = (self.start + 1) % self.num_players
        self.round += 1
        self.queue = ()
        if self.round > self.rounds:
            self.phase = "over"
            self.round = self.rounds
            self.commits = [0] * self.num_players
            return
        self._round_start()

    # -- the guardian --------------------------------------------------------------------------------
    def _look(self, g: int, f: int, events, ctx: dict) -> int:
        """One look from ``g`` facing ``f``; returns the new facing and records the event
        (unless ``events`` is None: the AI's quick previews)."""
        terrain, occ, items = self.terrain, self.occ, self.items
        lines = []
        best, best_dirs = 99, []
        noticed = []
        for off in MARKERS[self.sight_marker]:
            d = (f + off) % 6
            cells, seen, ignored = [], [], []
            k = 0
            for c in RAY[g][d]:
                if terrain[c] == PILLAR:
                    break
                k += 1
                cells.append(c)
                piece = occ[c]
                if piece < 0:
                    continue
                if piece != DECOY and k >= 4 and items[piece] == "snaking_box":
                    ignored.append((piece, k))
                    continue
                seen.append((piece, k))
                if piece != DECOY:
                    noticed.append(piece)
                if k < best:
                    best, best_dirs = k, [d]
                elif k == best:
                    best_dirs.append(d)
            if events is not None:
                lines.append({"dir": d, "cells": tuple(cells), "seen": tuple(seen), "ignored": tuple(ignored)})
        if not best_dirs:
            result, nf = "none", f
        elif len(best_dirs) > 1:
            result, nf = "tie", f
        else:
            nf = best_dirs[0]
            result = "turn" if nf != f else "ahead"
        rocket = False
        if not ctx["rocket"]:
            for piece in noticed:
                if items[piece] == "rocket_shoes":
                    ctx["rocket"] = rocket = True
                    ctx["left"] += 2
                    break
        for piece in noticed:
            if piece not in ctx["noticed"]:
                ctx["noticed"].append(piece)
        if events is None:
            return nf
        events.append({"kind": "look", "cell": g, "facing": f, "lines": tuple(lines), "result": result,
                       "nearest": best if best_dirs else 0, "to": nf, "noticed": tuple(noticed),
                       "rocket": rocket})
        return nf

    def guardian_phase(self, die: int = 0, record: bool = True) -> None:
        """Roll (unless ``die`` is given: previews) and move the guardian; ``record`` keeps
        the step-by-step report in ``self.report`` for the scene."""
        if not die:
            die = self.rng.randint(1, 6)
            self.ndice += 1
        self.last_die = die
        events: list = [] if record else None
        ctx = {"rocket": False, "left": die + self.bonus, "noticed": []}
        g, f = self.guardian, self.facing
        terrain, occ, pos = self.terrain, self.occ, self.pos
        step = 0
        defeated = list(self.defeated)
        while ctx["left"] > 0:
            f = self._look(g, f, events, ctx)
            front = NEIGH[g][f]
            if front < 0 or terrain[front] == PILLAR:
                sign = 1 if self.tile_cw else -1
                turns = []
                for _ in range(5):
                    f = (f + sign) % 6
                    turns.append(f)
                    front = NEIGH[g][f]
                    if front >= 0 and terrain[front] != PILLAR:
                        break
                blocked = front < 0 or terrain[front] == PILLAR
                if record:
                    events.append({"kind": "blocked", "cell": g, "turns": tuple(turns),
                                   "clockwise": self.tile_cw, "stuck": blocked})
                if blocked:
                    break
                f = self._look(g, f, events, ctx)
                front = NEIGH[g][f]
            old = g
            g = front
            ctx["left"] -= 1
            step += 1
            if record:
                events.append({"kind": "move", "from": old, "to": g, "facing": f, "step": step,
                               "left": ctx["left"]})
            piece = occ[g]
            if piece >= 0:
                occ[g] = -1
                pos[piece] = -1
                if piece == DECOY:
                    if record:
                        events.append({"kind": "decoy", "cell": g})
                else:
                    curse = not (self.items[piece] == "lucky_charm" and die == 6)
                    if curse:
                        self.curses[piece] += 1
                    defeated.append(piece)
                    if record:
                        events.append({"kind": "defeat", "seat": piece, "cell": g, "curse": curse})
        self.guardian, self.facing = g, f
        tok = self.tokens[g]
        if tok >= 0:
            self.tokens[g] = -1
            self.removed[tok] += 1
            if record:
                events.append({"kind": "remove", "cell": g, "token": tok})
        self.defeated = tuple(defeated)
        self.report = {"round": self.round, "die": die, "bonus": self.bonus, "steps": step,
                       "rocket": ctx["rocket"], "noticed": tuple(ctx["noticed"]),
                       "defeated": tuple(defeated), "end": g, "facing": f,
                       "events": tuple(events) if record else ()}

    # -- results ---------------------------------------------------------------------------------------
    def score_breakdown(self) -> list[dict]:
        """Per seat: {"sets", "variety", "scrolls", "curses", "total"} plus the counts held."""
        rows = []
        for p in range(self.num_players):
            row = score_parts(self.holdings[p], self.curses[p])
            row["treasures"] = tuple(self.holdings[p][:6])
            row["scroll_count"] = self.holdings[p][SCROLL]
            row["curse_count"] = self.curses[p]
            rows.append(row)
        return rows

    def scores(self) -> list[float]:
        return [float(r["total"]) for r in self.score_breakdown()]

    def ranking(self) -> list[int]:
        return places_from_keys([(score_of(self.holdings[p], self.curses[p]), -self.curses[p])
                                 for p in range(self.num_players)])

    # -- information -------------------------------------------------------------------------------------
    def view(self, player: int) -> "PyramidView":
        d = {}
        for name in PUBLIC:
            v = getattr(self, name)
            if name in _NESTED:
                v = tuple(tuple(h) for h in v)
            elif name in _LISTS:
                v = tuple(v)
            d[name] = v
        d["report"] = json_tuples(self.report)
        cur = self.current_player()
        revealed = self._revealed()
        return PyramidView(
            player=player, current_player=cur,
            committed=tuple(bool(c) for c in self.commits),
            revealed=tuple(self.commits[p] if revealed[p] else 0 for p in range(self.num_players)),
            my_commit=self.commits[player] if 0 <= player < self.num_players else 0,
            legal=tuple(self.legal_actions()) if cur == player else (),
            **d,
        )

    def _revealed(self) -> list:
        n = self.num_players
        if self.phase in ("commit", "entry", "over"):
            return [False] * n
        return [((p - self.start) % n) <= self.turn for p in range(n)]

    def reveals_information(self, action, to_player: int) -> bool:
        actor = self.current_player()
        if actor != to_player and self.phase != "commit":
            return True  # another seat's open choice
        after = self.clone()
        after.apply(action)
        if after.ndice != self.ndice:
            return True
        return any(after.nrevealed[p] != self.nrevealed[p] for p in range(self.num_players) if p != to_player)

    # -- text ------------------------------------------------------------------------------------------------
    def action_to_str(self, action) -> str:
        return action_to_str(action)

    def str_to_action(self, text: str):
        return str_to_action(text)

    def describe_action(self, action, lang: str) -> str:
        return describe(self, action, lang)

    def prompt(self, lang: str) -> str:
        if self.phase == "over":
            return i18n.tr(NS, "prompt.over", lang)
        if self.phase in ("step",):
            return i18n.tr(NS, "prompt.step", lang, left=self.w_rem, total=self.w_len)
        if self.phase == "push":
            return i18n.tr(NS, "prompt.push", lang, piece=piece_name(self.chain_piece, lang))
        return i18n.tr(NS, "prompt." + self.phase, lang)

    # -- serialization -----------------------------------------------------------------------------------------



def piece_name(piece: int, lang: str) -> str:
    """A piece in a text: the decoy, or a seat marker the table fills with the player's name."""
    if piece == DECOY:
        return i18n.tr(NS, "decoy", lang)
    return i18n.seat_ref(piece)


def describe(state: PyramidState, action, lang: str) -> str:
    """The action in words; when it ends the round's last turn, what the guardian then did (its
    walk and whom it caught) follows, so a log line never hides a defeat."""
    text = _describe_action(state, action, lang)
    if state.phase in ("commit", "entry", "return", "over") or state.turn != state.num_players - 1:
        return text
    after = state.clone()
    after.apply(action)
    rep = after.report
    if not rep or rep == state.report or after.ndice == state.ndice:
        return text
    caught = [p for p in rep["defeated"] if p not in state.defeated]
    walk = i18n.tr(NS, "act.guardian", lang, steps=rep["steps"])
    if caught:
        sep = "、" if lang == "ja" else ", "
        walk += i18n.tr(NS, "act.guardian.caught", lang, pieces=sep.join(piece_name(p, lang) for p in caught))
    return text + (" " if lang != "ja" else "") + walk


def _describe_action(state: PyramidState, action, lang: str) -> str:
    phase = state.phase
    tr = i18n.tr

    def cell(c: int) -> str:  # what lies there and where, as the board shows it before the action
        return words.cell_phrase(c, lang, state.tokens, state.terrain)

    if phase == "commit":
        return tr(NS, "act.commit", lang)
    if phase in ("entry", "return"):
        return tr(NS, "act." + phase, lang, cell=cell(action[1]))
    if isinstance(action, str):
        if action in ("walk", "teleport", "magic"):
            return tr(NS, "act.mode." + action, lang)
        return tr(NS, "act." + action, lang)
    verb, arg = action
    if verb == "step":
        x = state.occ[arg]
        if x >= 0:
            return tr(NS, "act.step_push", lang, cell=cell(arg), piece=piece_name(x, lang))
        return tr(NS, "act.step", lang, cell=cell(arg))
    if verb == "push":
        return tr(NS, "act.push", lang, piece=piece_name(state.chain_piece, lang), cell=cell(arg))
    if verb in ("tele", "take") and state.tokens[arg] < 0:
        return tr(NS, "act.tele_empty" if verb == "tele" else "act.take_none", lang, cell=cell(arg))
    if verb in ("tele", "grab", "take", "decoy"):
        return tr(NS, "act." + verb, lang, cell=cell(arg))
    if verb == "face":
        return tr(NS, "act.face", lang, dir=words.direction(arg, lang))
    return action_to_str(action)


# -- the view ------------------------------------------------------------------------------------------

class PyramidView(FieldView):
    FIELDS = ("player", "current_player", "committed", "revealed", "my_commit") + PUBLIC
    parse_action = staticmethod(str_to_action)

    @property
    def active(self) -> int:
        return (self.start + self.turn) % self.num_players

    def action_to_str(self, action) -> str:
        return action_to_str(action)

    def scores(self) -> list[int]:
        return [score_of(self.holdings[p], self.curses[p]) for p in range(self.num_players)]



# -- the spec ----------------------------------------------------------------------------------------------

def _connected(terrain: str) -> bool:
    cells = [c for c in range(NCELLS) if terrain[c] == OPEN]
    seen = {cells[0]}
    stack = [cells[0]]
    while stack:
        c = stack.pop()
        for b in NEIGH[c]:
            if b >= 0 and b not in seen and terrain[b] == OPEN:
                seen.add(b)
                stack.append(b)
    return len(seen) == len(cells)


class PyramidSpec(GameSpec):
    id = "pyramid_raiders"
    view_class = PyramidView
    state_class = PyramidState
    min_players = 3
    max_players = 6
    minutes = (20, 40)
    options = (
        Option("sight_marker", 1, "choice", choices=(1, 2, 3)),
        Option("obstacle_layout", "fixed", "choice", choices=("fixed", "random"), reconstructed=("fixed", "random")),
        Option("turn_tile_start", "cw", "choice", choices=("cw", "ccw"), reconstructed=("cw",)),
        Option("start_player", "die_roll", "choice", choices=("die_roll", "seat0")),
    )
    ai_module = "tabletop.games.pyramid_raiders.ai"

    def new_state(self, setup: Setup) -> PyramidState:
        n, opts = setup.players, setup.options
        rng = Rng(setup.seed)
        # C1 obstacles
        if opts["obstacle_layout"] == "random":
            while True:
                pick = rng.sample(INNER, 12)
                terrain = terrain_of(pick[:6], pick[6:])
                if _connected(terrain):
                    break
        else:
            terrain = DEFAULT_TERRAIN
        # scrolls, C2 treasures
        tokens = [-1] * NCELLS
        for c in CORNERS + (CENTRE,):
            tokens[c] = SCROLL
        treasures = [t for t in range(6) for _ in range(PER_TREASURE)]
        rng.shuffle(treasures)
        free = [c for c in range(NCELLS) if terrain[c] == OPEN and tokens[c] < 0]
        for c, t in zip(free, treasures):
            tokens[c] = t
        # C3 guardian facing
        facing = DIE_FACING[rng.randint(1, 6)]
        # C4 items
        items = list(ITEMS)
        rng.shuffle(items)
        # C5 start player
        rolls = []
        if opts["start_player"] == "seat0":
            start = 0
        else:
            contenders = list(range(n))
            while True:
                roll = [rng.randint(1, 6) if p in contenders else 0 for p in range(n)]
                rolls.append(tuple(roll))
                top = max(roll)
                contenders = [p for p in contenders if roll[p] == top]
                if len(contenders) == 1:
                    start = contenders[0]
                    break
        fields = {
            "num_players": n, "rounds": ROUNDS[n], "sight_marker": opts["sight_marker"],
            "layout": opts["obstacle_layout"], "tile_start": opts["turn_tile_start"],
            "start_opt": opts["start_player"], "terrain": terrain, "tokens": tokens,
            "pos": [-1] * 7, "guardian": CENTRE, "facing": facing,
            "tile_cw": opts["turn_tile_start"] == "cw", "items": tuple(items[:n]),
            "hands": [CARDS] * n, "played": [()] * n, "nrevealed": [0] * n, "ndice": 0,
            "round": 1, "start": start, "phase": "entry", "turn": 0,
            "queue": tuple((start - 1 - k) % n for k in range(n)),
            "bonus": 0, "holdings": [[0] * 7 for _ in range(n)], "curses": [0] * n,
            "removed": [0] * 7, "defeated": (),
            "w_card": 0, "w_mode": "walk", "w_n": 0, "w_len": 0, "w_rem": 0, "w_start": -1,
            "w_prev": -1, "w_path": (), "chain_piece": -1, "chain_cell": -1, "chain_prev": -1,
            "chain_entered": (), "chain_first": False, "report": None, "last_die": 0,
            "start_rolls": tuple(rolls), "move_log": [],
            "commits": [0] * n, "item_pool": tuple(items[n:]), "rng": rng,
        }
        return PyramidState.build(fields)

    def title(self, lang: str) -> str:
        return i18n.tr(NS, "title", lang)

    def rules_summary(self, lang: str) -> list[RulesSection]:
        out = []
        for k in range(1, text.RULES_SECTIONS + 1):
            out.append(RulesSection(i18n.tr(NS, f"rules.{k}.title", lang), i18n.tr(NS, f"rules.{k}.body", lang),
                                    k in text.RECONSTRUCTED_SECTIONS))
        return out


GAME = PyramidSpec()
PyramidState.spec = GAME
