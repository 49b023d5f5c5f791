"""Pyramid Raiders' AI hooks: the rule-based player, the search's determinizations
(``_SimState``) and its context (``_Search``); see the package's docstring.
"""

from __future__ import annotations

from tabletop.engine.contract import TERMINAL, AIHooks, SearchContext
from tabletop.engine.rng import Rng

from ..actions import CARD, TELE
from ..data import CARD_BOOST, DIST, ITEMS, MARKERS, NCELLS, NEIGH, RAY
from ..rules import PUBLIC, PyramidState, PyramidView, magic_range
from .evaluation import Decision, Memo, best_of, curse_cost, guardian_defeats, seat_values, walk_end_cells
from .policy import policy_commit, rollout_policy

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
      its returns are :func:`seat_values` (a round horizon).

    ``memo`` is the search's (``_Search.memo``), or the rule-based player's for one decision.
    """

    CODEC = PyramidState.CODEC.extend(transient=("cut_round", "me", "base", "model", "memo"))
    __slots__ = CODEC.slots

    def current_player(self) -> int:
        if self.round > self.cut_round:
            return TERMINAL
        return PyramidState.current_player(self)

    def returns(self) -> list[float]:
        # the values of a decision's options differ by a few hundredths: spread them around
        # the root's value so that the search's fixed exploration constant fits them
        base, k = self.base, REWARD_K
        return [min(1.0, max(0.0, 0.5 + k * (v - b))) for v, b in zip(seat_values(self.memo, self), base)]

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
                        a = rollout_policy(self.memo, self, rng, legal)
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
        state.base = search.base if search is not None else None  # (only a search's returns read it)
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
                state.commits[p] = policy_commit(memo, state, p, rng)[1]
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
                out[p] = self._commit(Decision(base, p, memo), legal, Rng(view.round * 31 + p))[1]
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
        decision = Decision(s, me, memo)
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
                ends = walk_end_cells(s, me, b, cur, rem) if rem > 0 else {b}
                v = best_of(decision, ends)
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

    def _commit(self, decision: Decision, legal, rng: Rng):
        s, me = decision.s, decision.me
        cur = s.pos[me]
        best, best_v = legal[0], -1e9
        for a in legal:
            v = a[1]
            extra = CARD_BOOST[v]
            n = v + (1 if s.items[me] == "rocket_shoes" else 0)
            ends = walk_end_cells(s, me, cur, -1, n)
            val = best_of(decision, ends, extra)
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

    def _mode(self, decision: Decision, legal):
        s, me = decision.s, decision.me
        cur = s.pos[me]
        n = s.w_card + (1 if s.items[me] == "rocket_shoes" else 0)
        vals = {"walk": best_of(decision, walk_end_cells(s, me, cur, -1, n))}
        if "teleport" in legal:
            cells = [c for c in range(NCELLS) if s.terrain[c] == "." and c != s.guardian
                     and s.occ[c] < 0 and c != cur]
            vals["teleport"] = best_of(decision, cells, k=6)
        if "magic" in legal:
            in_reach = magic_range(s.terrain, s.pos, s.guardian, cur, s.w_card)
            vals["magic"] = max((decision.gain(c) for c in in_reach if s.tokens[c] >= 0), default=0.0) - decision.danger(cur)
        return max(legal, key=lambda a: vals.get(a, -1e9))

    def _entry_value(self, decision: Decision, cell: int) -> float:
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
        for seats in guardian_defeats(memo, s, facing=facing, flip=flip):
            for p in earlier + seats:
                c = curse_cost(s.curses[p])
                total += -2.0 * c if p == me else c / max(1, s.num_players - 1)
        return total / 6.0

    # -- search hooks (a search asks its context, ``_Search``) -----------------------------------------------
    def rollout_action(self, state: PyramidState, rng: Rng):
        return rollout_policy(getattr(state, "memo", None) or Memo(), state, rng)

    def evaluate(self, state: PyramidState) -> list[float]:
        return seat_values(getattr(state, "memo", None) or Memo(), state)


class _Search(SearchContext):
    """One search from a view: its memo tables (``Memo``, shared by every sample), the
    root's value (``base``: the search's rewards are spread around it) and the others'
    modelled commits (``commit_model``, worked out on first use)."""

    __slots__ = ("memo", "base", "_model")

    def __init__(self, hooks: PyramidHooks, view: PyramidView):
        super().__init__(hooks, view)
        self.memo = Memo()
        self.base = seat_values(self.memo, view)
        self._model = None

    def commit_model(self) -> tuple:
        if self._model is None:
            self._model = self.hooks.commit_model(self.view, self.memo)
        return self._model

    def determinize(self, rng: Rng) -> PyramidState:
        return self.hooks._sample(self.view, rng, self)

    def rollout_action(self, state: PyramidState, rng: Rng):
        return rollout_policy(self.memo, state, rng)

    def evaluate(self, state: PyramidState) -> list[float]:
        return seat_values(self.memo, state)


HOOKS = PyramidHooks()
