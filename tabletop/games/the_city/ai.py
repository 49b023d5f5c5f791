"""AI hooks of The City: determinization, a rule-based player, a cheap rollout policy, evaluation.

Hidden sequential commits and SO-ISMCTS: the engine's tree keys opponents' moves by their actual
action, so an opponent who commits *after* the searching seat would get a tree node below the
searcher's own commit, i.e. it would "see" it. The determinization (the search's context,
``_Search``: the rules deal the unseen cards, ``CityState.from_view``, and
:meth:`CityHooks.sample_commits` guesses the hidden commits) removes that leak for the commit
phase the search starts in: the commits of every later seat are sampled up front (by
the rollout policy, from that seat's sampled hand) and stored in ``state.forced``; the state plays
them automatically right after the searcher's commit, so they are chance for the tree and do not
depend on the searcher's choice. Later rounds' commit phases inside the tree keep the leak (it
only affects how opponents are modelled deeper down).
"""

from __future__ import annotations

from tabletop.engine.contract import AIHooks, SearchContext
from tabletop.engine.rng import Rng

from . import data
from .rules import (
    ARCH, ARCHITECT, COST, DISCARD, GIVEUP, HUT, IDX, ONE_PER_CITY, OPEN, PASS, PREREQ, CityState, CityView,
    Config, can_build, config, effective_cost, round_values, table_order, unseen_cards,
)

#: a rough per-round worth of each counter of a formula, in a typical city
COUNTER_GUESS = {"per_sym": 2.5, "per_sym_plus_other": 6.0, "if_own": 0.4, "per_own": 0.5,
                 "per_own_other": 0.7, "per_all": 0.7}


def formula_guess(src: str) -> float:
    """A formula's rough value in a typical city (``COUNTER_GUESS`` per counter)."""
    total = 0.0
    for term in src.split(" + "):
        term = term.strip()
        if term.isdigit():
            total += int(term)
            continue
        k = 1
        if "*" in term:
            factor, _, term = term.partition("*")
            k = int(factor)
        name = term.partition("(")[0]
        total += k * COUNTER_GUESS[name]
    return total


#: rough per-round yield of each building in a typical city (VP + 0.5 * income)
WORTH = {card.id: formula_guess(card.vp) + 0.5 * formula_guess(card.income) for card in data.CARDS}
#: how much a card in hand is worth keeping (efficient buildings first)
KEEP_WORTH = {c: WORTH[c] / (COST[c] + 1.0) + (0.3 if COST[c] <= 2 else 0.0) for c in WORTH}
KEEP_WORTH[HUT] = 0.6


def rounds_left(vp, rates, target) -> float:
    lead = max(vp)
    rate = max(max(rates) if rates else 0, 3)
    return max(1.0, min(10.0, (target - lead) / rate + 1.0))


# -- shared decision helpers (work on plain data) -------------------------------------------------

def _build_value(cfg, cities, p, cards, rounds, income_weight):
    """Value of adding ``cards`` (in order) to seat ``p``'s city: rounds * (dVP + income_weight * dIncome)."""
    base = round_values(cities, cfg)[p]
    new = list(cities)
    new[p] = tuple(cities[p]) + tuple(cards)
    after = round_values(new, cfg)[p]
    return rounds * ((after[1] - base[1]) + income_weight * (after[0] - base[0]))


def _choose_heuristic(cfg: Config, cities, p, hand, architect, vp, rates, legal):
    rounds = rounds_left(vp, rates, cfg.target)
    income_weight = 0.8 if rounds > 4 else (0.4 if rounds > 2 else 0.1)
    cost_weight = 1.2
    n = len(hand)
    city = tuple(cities[p])
    best, best_v = GIVEUP, 1.0 if rounds > 1.5 else 0.2
    if ARCHITECT in legal:
        v = rounds * income_weight * 1.0 + (0.5 if rounds > 5 else 0.0)
        if v > best_v:
            best, best_v = ARCHITECT, v
    for a in legal:
        if not isinstance(a, tuple):
            continue
        if a[0] == "build":
            c = a[1]
            if not can_build(city, n - 1, c, cfg):
                continue
            v = _build_value(cfg, cities, p, (c,), rounds, income_weight) - cost_weight * effective_cost(city, c, cfg)
            if c == HUT:
                v += 0.6 * rounds
        else:  # pair
            x, y = a[1], a[2]
            ncards = (x != ARCH) + (y != ARCH)
            if not can_build(city, n - ncards, x, cfg):
                continue
            cost = effective_cost(city, x, cfg)
            c2 = city + (x,)
            rest = n - ncards - cost + (y != ARCH)
            if not can_build(c2, rest - (y != ARCH), y, cfg):
                continue
            cost += effective_cost(c2, y, cfg)
            v = _build_value(cfg, cities, p, (x, y), rounds, income_weight) - cost_weight * cost
        if v > best_v:
            best, best_v = a, v
    return best


def _hand_values(cfg, cities, p, hand, rounds):
    """Worth of keeping each distinct hand card (higher: keep)."""
    income_weight = 0.8 if rounds > 4 else 0.3
    city = tuple(cities[p])
    out = {}
    for c in set(hand):
        pre = PREREQ[c]
        if c in city and c in ONE_PER_CITY:
            out[c] = -5.0
            continue
        v = _build_value(cfg, cities, p, (c,), max(rounds - 1, 0.5), income_weight) - 1.0 * effective_cost(city, c, cfg)
        if pre and not any(x in city or x in hand for x in pre):
            v -= 3.0
        if COST[c] > len(hand) + 2 and rounds < 4:
            v -= 2.0
        out[c] = v + 0.3 * KEEP_WORTH[c]
    return out


def _pick_low(legal, values):
    return min(legal, key=lambda a: (values.get(a[1], 0.0), IDX[a[1]]))


def _pick_high(legal, values):
    return max(legal, key=lambda a: (values.get(a[1], 0.0), -IDX[a[1]]))


class CityHooks(AIHooks):
    rollout_depth = 40
    #: The search gains little between a few hundred and a few thousand iterations (1,500 vs
    #: 300 won 22-18 of 40, 2 s vs 0.5 s 29-30 of 60) but clearly from 300 to 8,000 (14-6 of
    #: 20), and 300 already beat the heuristic 32-8: so normal stops at 300 and hard searches
    #: for as long as the 3 s ceiling allows.
    levels = {"easy": (0.05, 60), "normal": (0.15, 300), "hard": (2.8, 8000)}

    def prepare(self, view: CityView) -> "_Search":
        return _Search(self, view)

    # -- determinization ---------------------------------------------------------------------
    def determinize(self, view: CityView, rng: Rng) -> CityState:
        return self.prepare(view).determinize(rng)

    def sample_commits(self, state: CityState, me: int, rng: Rng) -> None:
        """The hidden commits of a state dealt from a view (``CityState.from_view``), made
        by the rollout policy from each seat's dealt hand: the commits of the seats that
        committed before the viewer, and, as ``forced`` answers the state plays right after
        the viewer's own, those of the seats after it (the commit phase the search starts
        in); in a hand-limit phase, the discards of the seats after the deciding one. ``me``:
        the viewer (its own commit is the view's)."""
        phase, pend, n = state.phase, state.pending, state.num_players
        if phase in ("open", "choose"):
            for q in range(state.turn):
                if q != me:
                    state.commits[q] = self._policy_commit(state, q, rng)
                    self._remove_commit(state, q, state.commits[q])
            forced = {}
            for q in range(state.turn + 1, n):
                forced[q] = (self._policy_commit(state, q, rng),)
            if forced:
                state.forced = forced
                state.forced_at = state.reveal_count
        elif phase == "limit" and pend is not None:
            forced = {}
            for q in range(pend[1] + 1, n):
                extra = len(state.hands[q]) - state.cfg.limit
                if extra > 0:
                    forced[q] = tuple(DISCARD[c] for c in self._limit_discards(state, q, extra))
            if forced:
                state.forced = forced
                state.forced_at = state.reveal_count

    @staticmethod
    def _remove_commit(state, q, a):
        if isinstance(a, tuple):
            for c in a[1:]:
                if c != ARCH:
                    state.hands[q].remove(c)

    def _policy_commit(self, state: CityState, q: int, rng: Rng):
        hand = state.hands[q]
        if state.phase == "open":
            order = sorted(hand, key=lambda c: (KEEP_WORTH[c], -IDX[c]))
            a, b = sorted(order[:2], key=table_order)
            return OPEN[a, b]
        legal = state.choose_options(q)
        return self._fast_choose(state, q, legal, rng)

    def _limit_discards(self, state, q, k):
        order = sorted(state.hands[q], key=lambda c: (KEEP_WORTH[c], -IDX[c]))
        return sorted(order[:k], key=table_order)

    # -- fast policy (rollouts and sampled opponents) ------------------------------------------
    def _fast_choose(self, state: CityState, p: int, legal, rng: Rng):
        cfg = state.cfg
        city = state.cities[p]
        hand = state.hands[p]
        n = len(hand)
        rounds = rounds_left(state.vp, state.last_vp, cfg.target)
        candidates = []
        for a in legal:
            if isinstance(a, tuple) and a[0] == "build":
                c = a[1]
                if can_build(city, n - 1, c, cfg):
                    v = WORTH[c] * rounds - 1.2 * effective_cost(city, c, cfg)
                    if c == HUT:
                        v = 0.5 * rounds
                    candidates.append((v, a))
        if state.architect[p]:
            candidates.append((0.8 * rounds, ARCHITECT))
        if not candidates:
            return GIVEUP
        if rng.random() < 0.2:
            return candidates[rng.randrange(len(candidates))][1]
        v, a = max(candidates, key=lambda t: t[0])
        return a if v > 0.5 else GIVEUP

    def rollout_action(self, state: CityState, rng: Rng):
        pend = state.pending
        if pend is None:
            if state.phase == "open":
                return self._policy_commit(state, state.turn, rng)
            return self._fast_choose(state, state.turn, state.choose_options(state.turn), rng)
        legal = state.legal_actions()
        kind = pend[0]
        if kind == "pay" or kind == "sdiscard" or kind == "limit":
            return min(legal, key=lambda a: (KEEP_WORTH[a[1]], IDX[a[1]]))
        if kind == "keep":
            return max(legal, key=lambda a: (KEEP_WORTH[a[1]], -IDX[a[1]]))
        # extra
        best, best_value = PASS, 0.5
        for a in legal:
            if a != PASS and a[1] != ARCH:
                v = WORTH[a[1]] * 3 - COST[a[1]]
                if v > best_value:
                    best, best_value = a, v
        return best

    # -- evaluation ----------------------------------------------------------------------------
    def evaluate(self, state: CityState) -> list[float]:
        cfg = state.cfg
        n = state.num_players
        vals = round_values(state.cities, cfg)
        rates = [v[1] for v in vals]
        rounds = rounds_left(state.vp, rates, cfg.target) - 1.0
        proj = [state.vp[p] + rounds * (vals[p][1] + 0.45 * vals[p][0]) + 0.35 * len(state.hands[p])
                for p in range(n)]
        scale = 5.0 + 0.1 * cfg.target
        out = []
        for p in range(n):
            s = 0.0
            for q in range(n):
                if q != p:
                    d = (proj[p] - proj[q]) / scale
                    s += 1.0 / (1.0 + pow(2.718281828, -d))
            out.append(s / (n - 1))
        return out

    # -- rule-based player ---------------------------------------------------------------------
    def heuristic_action(self, view: CityView, rng: Rng):
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        cfg = config(view.options)
        me = view.player
        cities = [tuple(c) for c in view.cities]
        pend = view.pending
        hand = list(view.hand)
        rounds = rounds_left(view.vp, view.last_vp, cfg.target)
        if view.phase == "open" and pend is None:
            values = _hand_values(cfg, cities, me, hand, rounds)
            best = max(legal, key=lambda a: -(values[a[1]] + values[a[2]]))
            return best
        if pend is None:
            return _choose_heuristic(cfg, cities, me, hand, view.architect[me], view.vp, view.last_vp,
                                     legal)
        kind = pend[0]
        if kind in ("pay", "sdiscard", "limit"):
            return _pick_low(legal, _hand_values(cfg, cities, me, hand, rounds))
        if kind == "keep":
            return _pick_high(legal, _hand_values(cfg, cities, me, hand + list(view.drawn), rounds))
        # extra pick
        opts = [a for a in legal if a != PASS]
        best, best_v = PASS, 0.0
        income_weight = 0.8 if rounds > 4 else 0.3
        for a in opts:
            c = a[1]
            if c == ARCH:
                v = rounds * income_weight
            else:
                v = _build_value(cfg, cities, me, (c,), rounds, income_weight) - 1.2 * effective_cost(cities[me], c, cfg)
            if v > best_v:
                best, best_v = a, v
        return best



class _Search(SearchContext):
    """One search from a view: the cards its viewer has not seen (``rules.unseen_cards``),
    worked out once; each sample shuffles them and lets the rules deal them."""

    __slots__ = ("unseen",)

    def __init__(self, hooks: CityHooks, view: CityView):
        super().__init__(hooks, view)
        self.unseen = tuple(unseen_cards(view))

    def determinize(self, rng: Rng) -> CityState:
        pool = list(self.unseen)
        rng.shuffle(pool)
        state = CityState.from_view(self.view, pool)
        state.rng = Rng(rng.next64())
        self.hooks.sample_commits(state, self.view.player, rng)
        return state


HOOKS = CityHooks()
