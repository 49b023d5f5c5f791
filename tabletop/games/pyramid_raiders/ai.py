"""AI hooks of Pyramid Raiders.

Hidden information is small: the other seats' committed cards before their reveal (each
is one of the cards in that seat's public hand) and the undealt items (which never act).
``determinize`` samples those. The heuristic values a cell by the score its token would
add (``gain``) minus the risk of being defeated there, estimated by running the guardian
for each die face from the current position (``danger``).

Note on SO-ISMCTS: commits are hidden sequential decisions, but the tree keys opponents'
moves by their actual action, so in one determinization a seat committing after the
searcher "sees" the searcher's commit below it in the tree. The search is therefore a
little optimistic for opponents who react to the searcher's card.
"""

from __future__ import annotations

import math

from tabletop.engine.contract import AIHooks, returns_from_places, places_from_keys
from tabletop.engine.rng import Rng

from . import data as D
from .rules import NEIGH, DIST, PyramidState, PyramidView, PUBLIC, _Walker, magic_range, score_of

CURSE_COST = 2.0


_SETS, _VAR = D.SET_POINTS, D.VARIETY_POINTS


def _gain(holding, curses, tok) -> float:
    """Points ``tok`` would add to ``holding`` (plus a small bonus for any token)."""
    if tok < 0:
        return 0.0
    if tok == 6:
        types = (holding[0] > 0) + (holding[1] > 0) + (holding[2] > 0) + (holding[3] > 0) + \
            (holding[4] > 0) + (holding[5] > 0)
        return _VAR[types] + 0.8  # a scroll grows with later kinds
    k = holding[tok]
    g = _SETS[k + 1] - _SETS[k]
    if k == 0:
        types = (holding[0] > 0) + (holding[1] > 0) + (holding[2] > 0) + (holding[3] > 0) + \
            (holding[4] > 0) + (holding[5] > 0)
        g += (_VAR[types + 1] - _VAR[types]) * (1 + holding[6]) + 0.4
    return g + 0.3


def _curse_cost(curses: int) -> float:
    return CURSE_COST + (D.NO_CURSE_BONUS if curses == 0 else 0)


class _Ctx:
    """Per-decision caches over a state (the heuristic decides from a determinized state)."""

    def __init__(self, state: PyramidState, me: int):
        self.s = state
        self.me = me
        self.danger_cache: dict = {}

    def gain(self, cell: int) -> float:
        s = self.s
        return _gain(s.holdings[self.me], s.curses[self.me], s.tokens[cell]) if cell >= 0 else 0.0

    def danger(self, cell: int, extra_bonus: int = 0) -> float:
        """Expected curse cost of standing on ``cell`` when the guardian moves now."""
        key = (cell, extra_bonus)
        hit = self.danger_cache.get(key)
        if hit is not None:
            return hit
        s, me = self.s, self.me
        base = s.clone()
        if base.pos[me] >= 0:
            base.occ[base.pos[me]] = -1
        if base.occ[cell] >= 0 and base.occ[cell] != me:
            self.danger_cache[key] = 0.0
            return 0.0
        base.pos[me] = cell
        base.occ[cell] = me
        base.bonus += extra_bonus
        hits = 0
        for die in range(1, 7):
            t = base.clone()
            t._guardian_phase(die, record=False)
            if me in t.defeated:
                hits += 1
        v = hits / 6.0 * _curse_cost(s.curses[me])
        self.danger_cache[key] = v
        return v

    def value(self, cell: int, extra_bonus: int = 0) -> float:
        return self.gain(cell) - self.danger(cell, extra_bonus)


def _ends(s: PyramidState, seat: int, cur: int, prev: int, rem: int) -> set:
    """End cells of walks of exactly ``rem`` steps, pushes assumed possible (approximation)."""
    w = _Walker(s.terrain, s.occ, s.pos, s.guardian, seat, s.items)
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


def _best_of(ctx: _Ctx, cells, extra_bonus: int = 0, k: int = 4) -> float:
    """Best value among ``cells``: danger is checked for the top ``k`` by gain only."""
    if not cells:
        return -1.0
    ranked = sorted(cells, key=lambda c: (-ctx.gain(c), DIST[c][ctx.s.guardian] * -1, c))[:k]
    return max(ctx.value(c, extra_bonus) for c in ranked)


class PyramidHooks(AIHooks):
    rollout_depth = 30
    levels = {"easy": (0.1, 300), "normal": (0.8, 20000), "hard": (2.5, 80000)}

    # -- determinization ----------------------------------------------------------------------------
    def determinize(self, view: PyramidView, rng: Rng) -> PyramidState:
        n, me = view.num_players, view.player
        fields = {name: getattr(view, name) for name in PUBLIC}
        commits = [0] * n
        for p in range(n):
            if p == me:
                commits[p] = view.my_commit
            elif view.revealed[p]:
                commits[p] = view.revealed[p]
            elif view.committed[p]:
                hand = view.hands[p]
                commits[p] = hand[rng.randrange(len(hand))]
        pool = [it for it in D.ITEMS if it not in view.items]
        rng.shuffle(pool)
        fields["commits"] = commits
        fields["item_pool"] = tuple(pool)
        fields["rng"] = Rng(rng.next64())
        return PyramidState.build(fields)

    # -- heuristic -------------------------------------------------------------------------------------
    def heuristic_action(self, view: PyramidView, rng: Rng):
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        state = self.determinize(view, rng)
        return self.heuristic_state(state, rng)

    def heuristic_state(self, s: PyramidState, rng: Rng):
        legal = s.legal_actions()
        if len(legal) == 1:
            return legal[0]
        me = s.current_player()
        ctx = _Ctx(s, me)
        ph = s.phase
        if ph == "commit":
            return self._commit(ctx, legal, rng)
        if ph in ("entry", "return"):
            return max(legal, key=lambda a: (self._entry_value(ctx, a[1]), -a[1]))
        if ph == "step":
            cur, rem = s.pos[me], s.w_rem - 1
            best, best_v = legal[0], -1e9
            for a in legal:
                b = a[1]
                ends = _ends(s, me, b, cur, rem) if rem > 0 else {b}
                v = _best_of(ctx, ends)
                if v > best_v:
                    best, best_v = a, v
            return best
        if ph == "push":
            x = s.chain_piece
            g = s.guardian
            front = s.facing

            def push_key(a):
                c = a[1]
                d = DIST[c][g]
                if x == me:
                    return (d, c)
                # opponents: toward the guardian, preferably in its front line
                on_line = any(c in D.RAY[g][(front + off) % 6] for off in D.MARKERS[s.sight_marker])
                return (-d + (2 if on_line else 0), c)
            return max(legal, key=push_key)
        if ph == "mode":
            return self._mode(ctx, legal)
        if ph == "tele":
            cells = [a[1] for a in legal]
            ranked = sorted(cells, key=lambda c: (-ctx.gain(c), c))[:6]
            return ("tele", max(ranked, key=lambda c: (ctx.value(c), -c)))
        if ph in ("grab", "take"):
            return max(legal, key=lambda a: (ctx.gain(a[1]), -a[1]))
        if ph == "decoy":
            g = s.guardian
            return min(legal, key=lambda a: (DIST[a[1]][g] if a != "nodecoy" else 99, str(a)))
        if ph == "face":
            return max(legal, key=lambda a: (self._guardian_outcome(s, me, facing=a[1]), -a[1]))
        if ph == "flip":
            keep = self._guardian_outcome(s, me)
            flip = self._guardian_outcome(s, me, flip=True)
            return "flip" if flip > keep else "keep"
        return legal[0]

    def _commit(self, ctx: _Ctx, legal, rng: Rng):
        s, me = ctx.s, ctx.me
        cur = s.pos[me]
        best, best_v = legal[0], -1e9
        for a in legal:
            v = a[1]
            extra = D.CARD_BOOST[v]
            n = v + (1 if s.items[me] == "rocket_shoes" else 0)
            ends = _ends(s, me, cur, -1, n)
            val = _best_of(ctx, ends, extra)
            item = s.items[me]
            if item == "teleport_door" and v == 5:
                val = max(val, 2.0)
            if item == "magic_hands":
                rng_ = magic_range(s.terrain, s.pos, s.guardian, cur, v)
                grab = max((ctx.gain(c) for c in rng_ if s.tokens[c] >= 0), default=0.0)
                val = max(val, grab - ctx.danger(cur, extra))
            val -= 0.05 * v  # keep high cards a little: they are the flexible ones
            val += rng.random() * 0.01
            if val > best_v:
                best, best_v = a, val
        return best

    def _mode(self, ctx: _Ctx, legal):
        s, me = ctx.s, ctx.me
        cur = s.pos[me]
        n = s.w_card + (1 if s.items[me] == "rocket_shoes" else 0)
        vals = {"walk": _best_of(ctx, _ends(s, me, cur, -1, n))}
        if "teleport" in legal:
            cells = [c for c in range(D.NCELLS) if s.terrain[c] == "." and c != s.guardian
                     and s.occ[c] < 0 and c != cur]
            vals["teleport"] = _best_of(ctx, cells, k=6)
        if "magic" in legal:
            rng_ = magic_range(s.terrain, s.pos, s.guardian, cur, s.w_card)
            vals["magic"] = max((ctx.gain(c) for c in rng_ if s.tokens[c] >= 0), default=0.0) - ctx.danger(cur)
        return max(legal, key=lambda a: vals.get(a, -1e9))

    def _entry_value(self, ctx: _Ctx, cell: int) -> float:
        s = ctx.s
        near = [b for b in NEIGH[cell] if b >= 0]
        v = max((ctx.gain(b) for b in near), default=0.0)
        v += 0.1 * sum(ctx.gain(b) for b in near)
        v += 0.15 * DIST[cell][s.guardian]
        return v

    def _guardian_outcome(self, s: PyramidState, me: int, facing: int | None = None, flip: bool = False) -> float:
        """Expected (curse cost to opponents - curse cost to me) if the guardian moved now."""
        base = s.clone()
        if facing is not None:
            base.facing = facing
        if flip:
            base.tile_cw = not base.tile_cw
        total = 0.0
        for die in range(1, 7):
            t = base.clone()
            t._guardian_phase(die, record=False)
            for p in t.defeated:
                c = _curse_cost(s.curses[p])
                total += -2.0 * c if p == me else c / max(1, s.num_players - 1)
        return total / 6.0

    # -- search hooks ---------------------------------------------------------------------------------------
    def rollout_action(self, state: PyramidState, rng: Rng):
        """Greedy for tokens: commit the card and take the steps that reach the best token,
        avoiding the guardian's front line on the last step; other choices mostly random."""
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        ph = state.phase
        if ph == "step":
            me = state.active
            h, cu, toks = state.holdings[me], state.curses[me], state.tokens
            g, f = state.guardian, state.facing
            front = D.RAY[g][f][:4]
            cur, rem = state.pos[me], state.w_rem - 1
            best, best_v = None, -1e9
            for a in legal:
                c = a[1]
                if rem == 0:
                    v = _gain(h, cu, toks[c]) - (1.5 if c in front else 0.0)
                else:
                    v = max((_gain(h, cu, toks[e]) - (1.5 if e in front else 0.0)
                             for e in _ends(state, me, c, cur, rem)), default=-1.0)
                v += rng.random() * 0.6
                if v > best_v:
                    best, best_v = a, v
            return best
        if ph == "commit":
            if rng.random() < 0.3:
                return legal[rng.randrange(len(legal))]
            me = state.current_player()
            h, cu, toks = state.holdings[me], state.curses[me], state.tokens
            cur = state.pos[me]
            plus = 1 if state.items[me] == "rocket_shoes" else 0
            best, best_v = None, -1e9
            for a in legal:
                v = max((_gain(h, cu, toks[e]) for e in _ends(state, me, cur, -1, a[1] + plus)), default=0.0)
                v += rng.random() * 0.6 - 0.1 * a[1]
                if v > best_v:
                    best, best_v = a, v
            return best
        if ph in ("grab", "take", "tele"):
            me = state.active
            h, cu, toks = state.holdings[me], state.curses[me], state.tokens
            return max(legal, key=lambda a: _gain(h, cu, toks[a[1]]) + rng.random() * 0.3)
        if ph == "decoy":
            return "nodecoy"
        return legal[rng.randrange(len(legal))]

    def evaluate(self, state: PyramidState) -> list[float]:
        n = state.num_players
        # remaining rounds add noise: the further from the end, the softer the comparison
        left = state.rounds - state.round + 1
        scale = 3.0 + 1.2 * left
        scores = [score_of(state.holdings[p], state.curses[p]) for p in range(n)]
        out = []
        for p in range(n):
            other = max(scores[q] for q in range(n) if q != p)
            out.append(1.0 / (1.0 + math.exp(-(scores[p] - other) / scale)))
        places = returns_from_places(places_from_keys([(scores[p], -state.curses[p]) for p in range(n)]))
        return [0.5 * out[p] + 0.5 * places[p] for p in range(n)]


HOOKS = PyramidHooks()
