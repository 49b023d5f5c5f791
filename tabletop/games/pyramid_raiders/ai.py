"""AI hooks of Pyramid Raiders.

Hidden information is small: the other seats' committed cards before their reveal (each
is one of the cards in that seat's public hand) and the undealt items (which never act).
``determinize`` samples those, a commit mostly as the greedy policy's card.

The heuristic values a cell by the score its token would add (``gain``) minus the risk of
being defeated there, estimated by running the guardian for each die face from the current
position (``danger``). The seats the guardian defeats per die face are memoized
(``_defeats``, shared with the guardian-turn choices), which makes the rule-based player ~4x
cheaper inside the search.

The search (SO-ISMCTS from the engine) runs on ``_SimState`` determinizations:

* the search levels search only the card a seat commits (``SEARCHED``): the walk, pushes
  and every other choice of the round are the rule-based player's, at the table
  (``PyramidHooks.settled``) and inside the search, where ``apply`` plays them for the
  searcher; so each iteration compares the cards by playing the round out the way the
  heuristic would walk it, under sampled commits of the others and a sampled die. Searching
  every step instead lost to the heuristic (3 players, 300 iterations per decision: 24-35-1
  head to head over 30 games; the commit-only search at 150: 34-25-1 on the same deals; over
  200 games at the normal level 203-191-6: level with the heuristic, no longer below it);
* the other seats play inside ``apply``, so the tree holds only the searching seat's
  decisions, and a seat committing after the searcher does not choose knowing the
  searcher's hidden card (the SO-ISMCTS leak of a plain tree). In the round under way they
  are modelled by the rule-based player: their commits (hidden or still to come) are mostly
  the card it would commit in their place (``_commit_model``, from public facts only, so
  worked out once per decision) and their walks, pushes and other choices are its own
  (``MODEL_COMMITS``, ``MODEL_WALKS``). In later rounds (hard) they play the cheap greedy
  policy. The model of the commits alone lost (41.7 % head to head vs the heuristic, 3
  players, 60 games at 150 iterations); with the walks too it won (see ``levels``): the
  round the search plays out has to be the round the others would play;
* the state ends at the end of the current round (the next one for hard, ``horizon``:
  its next commit is a tree decision too), valued by ``_value`` (score, a little for
  tokens near the figure, turned into chances of winning), spread around the root's value
  so that the engine's exploration constant fits the small differences between options.

Rollouts use the same greedy policy: walks aim at the best token the static walk tables
(``static_ends``) can reach, weighed against a per-cell danger map of the guardian's
paths and sight lines for each die face (``_danger_map``, cached).
"""

from __future__ import annotations

import math

from tabletop.engine.contract import TERMINAL, AIHooks, SearchContext, places_from_keys, returns_from_places
from tabletop.engine.rng import Rng

from .actions import CARD, FACE, TELE
from .data import (
    CARD_BOOST, DECOY, DIST, ITEMS, MARKERS, NCELLS, NEIGH, NO_CURSE_BONUS, PER_TREASURE, PILLAR, RAY, SET_POINTS,
    VARIETY_POINTS,
)
from .rules import (
    MOVE_PHASES, PUBLIC, PyramidState, PyramidView, Walker, magic_range, score_of, step_table,
)

CURSE_COST = 2.0


def _gain(holding, curses, tok) -> float:
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


def _curse_cost(curses: int) -> float:
    return CURSE_COST + (NO_CURSE_BONUS if curses == 0 else 0)


class Memo:
    """What the rule-based player and the search's policies work out again and again, kept
    for one search (the search's context owns one) or one decision of the rule-based player:

    * ``defeats``: guardian position -> the seats it defeats for each die face (``_defeats``);
    * ``walk_ends``: (terrain, boots, helmet) -> (memo, step table) of the static walk tables
      (``_ends_memo``);
    * ``gains``: a holding -> the gain of every token kind (``_gains``);
    * ``danger``: the guardian's position and the others' pieces -> the danger map
      (``_danger_map``).

    Every entry is a function of its key within one game (the items and the terrain do not
    change), so a memo never changes an answer, only its cost."""

    __slots__ = ("defeats", "walk_ends", "gains", "danger")

    def __init__(self):
        self.defeats: dict = {}
        self.walk_ends: dict = {}
        self.gains: dict = {}
        self.danger: dict = {}


def _defeats(memo: Memo, s: PyramidState, occ: list | None = None, extra_bonus: int = 0,
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


def _defeat_faces(memo: Memo, s: PyramidState, me: int, cell: int, extra_bonus: int = 0) -> int:
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
    return sum(me in seats for seats in _defeats(memo, s, occ, extra_bonus))


class _Decision:
    """Per-decision caches over a state (the heuristic decides from a determinized state)."""

    def __init__(self, state: PyramidState, me: int, memo: Memo):
        self.s = state
        self.me = me
        self.memo = memo
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
        v = _defeat_faces(self.memo, s, me, cell, extra_bonus) / 6.0 * _curse_cost(s.curses[me])
        self.danger_cache[key] = v
        return v

    def value(self, cell: int, extra_bonus: int = 0) -> float:
        return self.gain(cell) - self.danger(cell, extra_bonus)


def _ends(s: PyramidState, seat: int, cur: int, prev: int, rem: int) -> set:
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


def _best_of(decision: _Decision, cells, extra_bonus: int = 0, k: int = 4) -> float:
    """Best value among ``cells``: danger is checked for the top ``k`` by gain only."""
    if not cells:
        return -1.0
    ranked = sorted(cells, key=lambda c: (-decision.gain(c), DIST[c][decision.s.guardian] * -1, c))[:k]
    return max(decision.value(c, extra_bonus) for c in ranked)


# -- search support: static walk tables, a cheap rollout policy, a round horizon -----------------

def _ends_memo(memo: Memo, terrain: str, item: str) -> tuple:
    """(memo, step table) of the walker's static walk tables (guardian and pieces ignored)."""
    boots, helmet = item == "spring_boots", item == "diving_helmet"
    key = (terrain, boots, helmet)
    table = memo.walk_ends
    hit = table.get(key)
    if hit is None:
        if len(table) > 64:
            table.clear()
        hit = table[key] = ({}, step_table(terrain, boots, helmet))
    return hit


def static_ends(memo: dict, table: tuple, cur: int, prev: int, k: int) -> tuple:
    """End cells of every walk of exactly ``k`` steps from ``cur`` (no step back to ``prev``),
    ignoring the guardian and pieces: a cheap over-approximation for rollouts."""
    key = (k * 62 + prev + 1) * 61 + cur
    hit = memo.get(key)
    if hit is not None:
        return hit
    if k == 0:
        res = (cur,)
    else:
        out = set()
        for b in table[cur]:
            if b != prev:
                out.update(static_ends(memo, table, b, cur, k - 1))
        res = tuple(sorted(out))
    memo[key] = res
    return res


def _gains(memo: Memo, holding, curses=0) -> list:
    """``_gain`` of every token kind for ``holding`` (index -1, no token: 0). Cached."""
    key = tuple(holding)
    table = memo.gains
    hit = table.get(key)
    if hit is None:
        if len(table) > 50000:
            table.clear()
        hit = table[key] = [_gain(holding, 0, t) for t in range(7)] + [0.0]
    return hit


def _final_bonus(s: PyramidState) -> int:
    """The guardian bonus at the end of this round's moves: the revealed cards' boosts plus
    those of the cards still to be revealed (a determinized state knows them all)."""
    b = s.bonus
    if s.phase == "commit":
        for c in s.commits:
            b += CARD_BOOST.get(c, 0)
    elif s.phase in MOVE_PHASES:
        n, st = s.num_players, s.start
        for k in range(s.turn + 1, n):
            b += CARD_BOOST.get(s.commits[(st + k) % n], 0)
    return b


def _danger_map(memo: Memo, s: PyramidState, me: int, extra: int = 0) -> dict:
    """Chance per cell that the guardian reaches a raider standing there this round.

    The guardian is run for each die face with ``me`` off the board. A cell counts for a face
    if the guardian enters it, or if at one of its looks the cell lies on a sight line within
    the steps it has left (standing there, ``me`` would likely draw it). Cached."""
    pos = s.pos
    g, f = s.guardian, s.facing
    bonus = _final_bonus(s) + extra
    others = pos[:]
    others[me] = -1
    key = (g, f, bonus, s.tile_cw, s.sight_marker, s.terrain, *others)
    table = memo.danger
    out = table.get(key)
    if out is not None:
        return out
    if len(table) > 20000:
        table.clear()
    terrain, items = s.terrain, s.items
    offs = MARKERS[s.sight_marker]
    sign = 1 if s.tile_cw else -1
    occ0 = [-1] * NCELLS
    for q, c in enumerate(pos):
        if c >= 0 and q != me:
            occ0[c] = q
    hits: dict = {}
    for die in range(1, 7):
        left = die + bonus
        occ = occ0[:]
        guardian, facing = g, f
        mark = set()
        guard = 0
        while left > 0 and guard < 30:
            guard += 1
            # look: mark reachable sight-line cells, turn toward the single nearest piece
            best, best_dirs = 99, []
            for off in offs:
                d = (facing + off) % 6
                k = 0
                for c in RAY[guardian][d]:
                    if terrain[c] == PILLAR:
                        break
                    k += 1
                    if k <= left:
                        mark.add(c)
                    x = occ[c]
                    if x >= 0 and not (x != DECOY and k >= 4 and items[x] == "snaking_box"):
                        if k < best:
                            best, best_dirs = k, [d]
                        elif k == best:
                            best_dirs.append(d)
            if len(best_dirs) == 1:
                facing = best_dirs[0]
            front = NEIGH[guardian][facing]
            if front < 0 or terrain[front] == PILLAR:
                for _ in range(5):
                    facing = (facing + sign) % 6
                    front = NEIGH[guardian][facing]
                    if front >= 0 and terrain[front] != PILLAR:
                        break
                else:
                    break
            guardian = front
            left -= 1
            mark.add(guardian)
            if occ[guardian] >= 0:
                occ[guardian] = -1
        for c in mark:
            hits[c] = hits.get(c, 0) + 1
    out = table[key] = {c: h / 6.0 for c, h in hits.items()}
    return out


#: rollout policy noise: added to step and card values; share of uniformly random cards
STEP_NOISE = 0.15
COMMIT_NOISE = 0.15
COMMIT_EPS = 0.03


def _rollout(memo: Memo, s: PyramidState, rng: Rng, legal=None):
    """Cheap greedy policy: commit and walk toward the best token the static tables reach,
    less the curse risk of the danger map; other choices are simple rules with some noise."""
    if legal is None:
        legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    phase = s.phase
    if phase == "step":
        me = s.active
        gains = _gains(memo, s.holdings[me], s.curses[me])
        cost = _curse_cost(s.curses[me])
        danger = _danger_map(memo, s, me)
        tokens, g = s.tokens, s.guardian
        ends_memo, table = _ends_memo(memo, s.terrain, s.items[me])
        cur, rem = s.pos[me], s.w_rem - 1
        best, best_v = legal[0], -1e9
        for a in legal:
            b = a[1]
            if rem == 0:
                v = gains[tokens[b]] - cost * danger.get(b, 0.0)
            else:
                v = -3.0
                for e in static_ends(ends_memo, table, b, cur, rem):
                    if e != g:
                        x = gains[tokens[e]] - cost * danger.get(e, 0.0)
                        if x > v:
                            v = x
            v += rng.random() * STEP_NOISE
            if v > best_v:
                best, best_v = a, v
        return best
    if phase == "commit":
        if rng.random() < COMMIT_EPS:
            return legal[rng.randrange(len(legal))]
        return _policy_commit(memo, s, s.queue[0], rng, legal)
    if phase == "push":
        g = s.guardian
        if s.chain_piece == DECOY or rng.random() < 0.3:
            return legal[rng.randrange(len(legal))]
        return min(legal, key=lambda a: DIST[a[1]][g])
    if phase in ("entry", "return"):
        me = s.queue[0]
        gains = _gains(memo, s.holdings[me], s.curses[me])
        tokens, g = s.tokens, s.guardian
        best, best_v = legal[0], -1e9
        for a in legal:
            c = a[1]
            v = max(gains[tokens[b]] for b in NEIGH[c] if b >= 0) + 0.1 * DIST[c][g] + rng.random() * 0.5
            if v > best_v:
                best, best_v = a, v
        return best
    if phase in ("grab", "take", "tele"):
        me = s.active
        gains = _gains(memo, s.holdings[me], s.curses[me])
        tokens = s.tokens
        if phase == "tele":
            danger = _danger_map(memo, s, me)
            return max(legal, key=lambda a: gains[tokens[a[1]]] - 2.0 * danger.get(a[1], 0.0) + rng.random() * 0.3)
        return max(legal, key=lambda a: gains[tokens[a[1]]] + rng.random() * 0.1)
    if phase == "mode":
        return "teleport" if "teleport" in legal else ("magic" if "magic" in legal else "walk")
    if phase == "face":
        return FACE[_policy_face(s, s.active, rng)]
    if phase == "flip":
        return "keep" if rng.random() < 0.7 else "flip"
    if phase == "decoy":
        return "nodecoy"
    return legal[rng.randrange(len(legal))]


def _policy_commit(memo: Memo, s: PyramidState, me: int, rng: Rng, cards=None):
    """Greedy card choice: the best token value a walk of each card can reach."""
    hand = s.hands[me]
    if cards is None:
        cards = [CARD[v] for v in hand]
    gains = _gains(memo, s.holdings[me], s.curses[me])
    cost = _curse_cost(s.curses[me])
    tokens, g, cur = s.tokens, s.guardian, s.pos[me]
    item = s.items[me]
    ends_memo, table = _ends_memo(memo, s.terrain, item)
    plus = 1 if item == "rocket_shoes" else 0
    best, best_v = cards[0], -1e9
    for a in cards:
        v = a[1]
        danger = _danger_map(memo, s, me, CARD_BOOST[v])
        val = -3.0
        if cur >= 0:
            for e in static_ends(ends_memo, table, cur, -1, v + plus):
                if e != g:
                    x = gains[tokens[e]] - cost * danger.get(e, 0.0)
                    if x > val:
                        val = x
        val += rng.random() * COMMIT_NOISE - 0.08 * v
        if val > best_v:
            best, best_v = a, val
    return best


def _policy_face(s: PyramidState, me: int, rng: Rng) -> int:
    """Point the guardian's front line at the nearest opponent it would see, away from me."""
    g, terrain, occ = s.guardian, s.terrain, s.occ
    best, best_v = s.facing, 0.0
    for d in range(6):
        v = 0.0
        k = 0
        for c in RAY[g][d]:
            if terrain[c] == PILLAR:
                break
            k += 1
            x = occ[c]
            if x >= 0 and x != DECOY:
                v = (-2.0 if x == me else 1.0) / k
                break
        v += rng.random() * 0.05
        if v > best_v:
            best, best_v = d, v
    return best


_NEAR = tuple(tuple(b for b in range(NCELLS) if 1 <= DIST[a][b] <= 3) for a in range(NCELLS))


def _value(memo: Memo, s: PyramidState) -> list[float]:
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
            gains = _gains(memo, s.holdings[p], s.curses[p])
            v += 0.4 * max(gains[tokens[b]] for b in _NEAR[c])
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


#: rounds searched beyond the current one before the value estimate takes over
HORIZON = 0
#: the hard level's horizon (see ``PyramidHooks.for_level``)
HARD_HORIZON = 1
#: share of determinizations where a hidden commit is the greedy policy's card
COMMIT_GREEDY = 0.85
#: share of samples where another seat's commit of the round under way is the card the
#: rule-based player would commit in its place (the search's model of the others)
COMMIT_MODEL = 0.85
#: whether the search models the others' commits of this round by the rule-based player
MODEL_COMMITS = True
#: whether the others' other choices of this round are the rule-based player's too
MODEL_WALKS = True
#: scale of the search reward around the root's value
REWARD_K = 4.0


class _SimState(PyramidState):
    """A determinized state for the search of seat ``me``.

    * The other seats play the rollout policy inside ``apply``, so the tree holds only
      ``me``'s decisions: their hidden commits are not chosen knowing ``me``'s card, and the
      search spends its iterations on ``me``'s options (the opponents are modelled by a
      greedy stochastic policy).
    * After the last action of round ``cut_round`` the state reports itself terminal and
      its returns are :func:`_value` (a round horizon).

    ``memo`` is the search's (``_Search.memo``), or the rule-based player's for one decision.
    """

    __slots__ = ("cut_round", "me", "base", "model", "memo")

    def current_player(self) -> int:
        if self.round > self.cut_round:
            return TERMINAL
        return PyramidState.current_player(self)

    def returns(self) -> list[float]:
        # the values of a decision's options differ by a few hundredths: spread them around
        # the root's value so that the search's fixed exploration constant fits them
        base, k = self.base, REWARD_K
        return [min(1.0, max(0.0, 0.5 + k * (v - b))) for v, b in zip(_value(self.memo, self), base)]

    def apply(self, action) -> None:
        PyramidState.apply(self, action)
        me, rng = self.me, self.rng
        while True:
            p = self.current_player()
            if p == TERMINAL:
                return
            legal = PyramidState.legal_actions(self)
            if p == me:
                if SEARCHED is None or self.phase in SEARCHED:
                    return
                a = legal[0] if len(legal) == 1 else HOOKS.heuristic_state(self, rng, self.memo)
            elif len(legal) == 1:
                a = legal[0]
            else:
                a = None
                if self.phase == "commit" and self.model is not None and self.round == self.model[0]:
                    card = self.model[1][p]
                    if card and rng.random() < COMMIT_MODEL:
                        a = CARD[card]
                if a is None:
                    if MODEL_WALKS and self.model is not None and self.round == self.model[0]:
                        a = HOOKS.heuristic_state(self, rng, self.memo)
                    else:
                        a = _rollout(self.memo, self, rng, legal)
            PyramidState.apply(self, a)


#: the phases the search levels search (None: every decision); the others are the rule-based
#: player's, at the root (``PyramidHooks.settled``) and inside the search alike
SEARCHED = ("commit",)


class PyramidHooks(AIHooks):
    rollout_depth = None  # rollouts stop at the round horizon (_SimState)
    #: rounds searched beyond the current one (``for_level``: the hard level's is longer)
    horizon = HORIZON

    def for_level(self, level: str) -> "PyramidHooks":
        """Hard searches ``HARD_HORIZON`` rounds beyond the current one (its own commit of the
        next round is a tree decision too): 450 such iterations placed better than 150 at the
        one-round horizon, 32-23-1 head to head (3 players, 28 games), where 600 at one round
        did not (34-44-2)."""
        return self.variant(horizon=HARD_HORIZON) if level == "hard" else self

    levels = {"easy": (0.1, 40), "normal": (0.6, 600), "hard": (2.5, 450)}

    def prepare(self, view: PyramidView) -> "_Search":
        return _Search(self, view)

    # -- determinization ----------------------------------------------------------------------------
    def determinize(self, view: PyramidView, rng: Rng) -> PyramidState:
        return self.prepare(view).determinize(rng)

    def _sample(self, view: PyramidView, rng: Rng, search: "_Search | None") -> PyramidState:
        """A determinization; with ``search`` (the search's context: its memo, the root's
        value), the others' commits of the round under way are mostly the rule-based
        player's (``_Search.commit_model``, if ``MODEL_COMMITS``); else (the rule-based
        player's own sample, with a memo of its own) the hidden ones are mostly the greedy
        policy's card (it does not need them, and the model costs a few milliseconds a view)."""
        memo = search.memo if search is not None else Memo()
        modelling = search is not None and MODEL_COMMITS
        n, me = view.num_players, view.player
        fields = {name: getattr(view, name) for name in PUBLIC}
        commits = [0] * n
        hidden = []
        for p in range(n):
            if p == me:
                commits[p] = view.my_commit
            elif view.revealed[p]:
                commits[p] = view.revealed[p]
            elif view.committed[p]:
                hand = view.hands[p]
                commits[p] = hand[rng.randrange(len(hand))]
                if len(hand) > 1:
                    hidden.append(p)
        pool = [it for it in ITEMS if it not in view.items]
        rng.shuffle(pool)
        fields["commits"] = commits
        fields["item_pool"] = tuple(pool)
        fields["rng"] = Rng(rng.next64())
        state = _SimState.build(fields)
        state.cut_round = view.round + self.horizon
        state.me = me
        state.memo = memo
        state.base = search.base if search is not None else _value(memo, view)
        state.model = None
        if modelling:
            state.model = (view.round, search.commit_model())
            model = state.model[1]
            for p in hidden:
                if model[p] and rng.random() < COMMIT_MODEL:
                    state.commits[p] = model[p]
            return state
        # a hidden commit is more often the card a greedy player would pick than any other
        for p in hidden:
            if rng.random() < COMMIT_GREEDY:
                state.commits[p] = _policy_commit(memo, state, p, rng)[1]
        return state

    def commit_model(self, view: PyramidView, memo: Memo) -> tuple:
        """Per seat, the card the rule-based player would commit in its place this round (0:
        none to model: the decider, a revealed card, a seat that has no choice or no commit
        to make). It reads only public fields, so a search works it out once
        (``_Search.commit_model``)."""
        n, me = view.num_players, view.player
        out = [0] * n
        if view.phase == "commit":
            fields = {name: getattr(view, name) for name in PUBLIC}
            base = PyramidState.build(dict(fields, commits=[0] * n, item_pool=(), rng=Rng(0)))
            for p in range(n):
                if p == me or view.revealed[p] or len(view.hands[p]) < 2:
                    continue
                if not view.committed[p] and p not in view.queue:
                    continue
                legal = [CARD[v] for v in view.hands[p]]
                out[p] = self._commit(_Decision(base, p, memo), legal, Rng(view.round * 31 + p))[1]
        return tuple(out)

    def settled(self, view: PyramidView):
        """Every decision but those of ``SEARCHED`` is the rule-based player's."""
        if SEARCHED is None or view.phase in SEARCHED or len(view.legal) < 2:
            return None
        return self.heuristic_action(view, Rng(view.round * 1000 + view.player))

    # -- heuristic -------------------------------------------------------------------------------------
    def heuristic_action(self, view: PyramidView, rng: Rng):
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        state = self._sample(view, rng, None)
        return self.heuristic_state(state, rng, state.memo)

    def heuristic_state(self, s: PyramidState, rng: Rng, memo: Memo):
        legal = s.legal_actions()
        if len(legal) == 1:
            return legal[0]
        me = s.current_player()
        decision = _Decision(s, me, memo)
        phase = s.phase
        if phase == "commit":
            return self._commit(decision, legal, rng)
        if phase in ("entry", "return"):
            return max(legal, key=lambda a: (self._entry_value(decision, a[1]), -a[1]))
        if phase == "step":
            cur, rem = s.pos[me], s.w_rem - 1
            best, best_v = legal[0], -1e9
            for a in legal:
                b = a[1]
                ends = _ends(s, me, b, cur, rem) if rem > 0 else {b}
                v = _best_of(decision, ends)
                if v > best_v:
                    best, best_v = a, v
            return best
        if phase == "push":
            x = s.chain_piece
            g = s.guardian
            front = s.facing

            def push_key(a):
                c = a[1]
                d = DIST[c][g]
                if x == me:
                    return (d, c)
                # opponents: toward the guardian, preferably in its front line
                on_line = any(c in RAY[g][(front + off) % 6] for off in MARKERS[s.sight_marker])
                return (-d + (2 if on_line else 0), c)
            return max(legal, key=push_key)
        if phase == "mode":
            return self._mode(decision, legal)
        if phase == "tele":
            cells = [a[1] for a in legal]
            ranked = sorted(cells, key=lambda c: (-decision.gain(c), c))[:6]
            return TELE[max(ranked, key=lambda c: (decision.value(c), -c))]
        if phase in ("grab", "take"):
            return max(legal, key=lambda a: (decision.gain(a[1]), -a[1]))
        if phase == "decoy":
            g = s.guardian
            return min(legal, key=lambda a: (DIST[a[1]][g] if a != "nodecoy" else 99, str(a)))
        if phase == "face":
            return max(legal, key=lambda a: (self._guardian_outcome(memo, s, me, facing=a[1]), -a[1]))
        if phase == "flip":
            keep = self._guardian_outcome(memo, s, me)
            flip = self._guardian_outcome(memo, s, me, flip=True)
            return "flip" if flip > keep else "keep"
        return legal[0]

    def _commit(self, decision: _Decision, legal, rng: Rng):
        s, me = decision.s, decision.me
        cur = s.pos[me]
        best, best_v = legal[0], -1e9
        for a in legal:
            v = a[1]
            extra = CARD_BOOST[v]
            n = v + (1 if s.items[me] == "rocket_shoes" else 0)
            ends = _ends(s, me, cur, -1, n)
            val = _best_of(decision, ends, extra)
            item = s.items[me]
            if item == "teleport_door" and v == 5:
                val = max(val, 2.0)
            if item == "magic_hands":
                in_reach = magic_range(s.terrain, s.pos, s.guardian, cur, v)
                grab = max((decision.gain(c) for c in in_reach if s.tokens[c] >= 0), default=0.0)
                val = max(val, grab - decision.danger(cur, extra))
            val -= 0.05 * v  # keep high cards a little: they are the flexible ones
            val += rng.random() * 0.01
            if val > best_v:
                best, best_v = a, val
        return best

    def _mode(self, decision: _Decision, legal):
        s, me = decision.s, decision.me
        cur = s.pos[me]
        n = s.w_card + (1 if s.items[me] == "rocket_shoes" else 0)
        vals = {"walk": _best_of(decision, _ends(s, me, cur, -1, n))}
        if "teleport" in legal:
            cells = [c for c in range(NCELLS) if s.terrain[c] == "." and c != s.guardian
                     and s.occ[c] < 0 and c != cur]
            vals["teleport"] = _best_of(decision, cells, k=6)
        if "magic" in legal:
            in_reach = magic_range(s.terrain, s.pos, s.guardian, cur, s.w_card)
            vals["magic"] = max((decision.gain(c) for c in in_reach if s.tokens[c] >= 0), default=0.0) - decision.danger(cur)
        return max(legal, key=lambda a: vals.get(a, -1e9))

    def _entry_value(self, decision: _Decision, cell: int) -> float:
        s = decision.s
        near = [b for b in NEIGH[cell] if b >= 0]
        v = max((decision.gain(b) for b in near), default=0.0)
        v += 0.1 * sum(decision.gain(b) for b in near)
        v += 0.15 * DIST[cell][s.guardian]
        return v

    def _guardian_outcome(self, memo: Memo, s: PyramidState, me: int, facing: int | None = None,
                          flip: bool = False) -> float:
        """Expected (curse cost to opponents - curse cost to me) if the guardian moved now
        (seats defeated earlier in the round count on every face)."""
        earlier = s.defeated
        total = 0.0
        for seats in _defeats(memo, s, facing=facing, flip=flip):
            for p in earlier + seats:
                c = _curse_cost(s.curses[p])
                total += -2.0 * c if p == me else c / max(1, s.num_players - 1)
        return total / 6.0

    # -- search hooks (a search asks its context, ``_Search``) -----------------------------------------------
    def rollout_action(self, state: PyramidState, rng: Rng):
        return _rollout(getattr(state, "memo", None) or Memo(), state, rng)

    def evaluate(self, state: PyramidState) -> list[float]:
        return _value(getattr(state, "memo", None) or Memo(), state)


class _Search(SearchContext):
    """One search from a view: its memo tables (``Memo``, shared by every sample), the
    root's value (``base``: the search's rewards are spread around it) and the others'
    modelled commits (``commit_model``, worked out on first use)."""

    __slots__ = ("memo", "base", "_model")

    def __init__(self, hooks: PyramidHooks, view: PyramidView):
        super().__init__(hooks, view)
        self.memo = Memo()
        self.base = _value(self.memo, view)
        self._model = None

    def commit_model(self) -> tuple:
        if self._model is None:
            self._model = self.hooks.commit_model(self.view, self.memo)
        return self._model

    def determinize(self, rng: Rng) -> PyramidState:
        return self.hooks._sample(self.view, rng, self)

    def rollout_action(self, state: PyramidState, rng: Rng):
        return _rollout(self.memo, state, rng)

    def evaluate(self, state: PyramidState) -> list[float]:
        return _value(self.memo, state)


HOOKS = PyramidHooks()
