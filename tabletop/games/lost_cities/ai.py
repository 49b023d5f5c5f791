"""Lost Cities: The Board Game -- AI hooks (determinization, heuristic, rollouts, evaluation).

The heuristic, the rollout policy and the search's prior share one rule-based scorer,
:func:`action_scores` (with :func:`choose` taking its best), which reads only fields that a
view and a state both have (``steps``, ``kinds``, ``piles``, ``tiles``, ``discards``, ...)
plus the chooser's hand and the supply's size, so the hint a person gets, the policy the
search plays out and the move it starts from are the same rules of thumb. The search
(ISMCTS with progressive bias and widening, see ``AIHooks.prior_weight``) plays each
iteration out for ``rollout_depth`` actions with that policy and scores the position with
:meth:`LostCitiesHooks.evaluate`, so it leaves the heuristic's move only where the
look-ahead says so. :func:`fast_policy` is a cheaper rollout policy kept for experiments.

The hard level (``LostCitiesHooks.for_level``) models the other seats by that rule-based
chooser inside its tree too (``modelled``: their decisions offer only its choice, made with
each sample's hand), so its iterations go to its own options against the others' likely
answers instead of to their best replies; more iterations without the model do not beat
normal.
"""

from __future__ import annotations

from math import exp

from tabletop.engine.contract import AIHooks, SearchContext
from tabletop.engine.rng import Rng

from .data import (
    ADV,
    ARROW,
    ARTIFACT,
    BRIDGE_AFTER_STEP,
    CARD_COLOR,
    CARD_VALUE,
    COLOR_INDEX,
    END_CROSSINGS,
    FIGURES,
    RES,
    STEP_POINTS,
    TILE_VP,
)
from .rules import NPATHS, LostCitiesState, LostCitiesView, artifact_points, figure_points, unseen_cards

#: rough VP worth of landing on a tile (an artifact chip, an extra step)
ARTIFACT_WORTH = 9
ARROW_WORTH = 10
#: cards of a colour (counting the start card) that make starting a path worth it
START_MIN = 3


# -- the shared rule-based chooser ------------------------------------------------------------

def _tile_worth(tile: str) -> float:
    if not tile:
        return 0.0
    if tile == ARTIFACT:
        return ARTIFACT_WORTH
    if tile == ARROW:
        return ARROW_WORTH
    return TILE_VP[tile]


def _step_gain(pos, p: int, k: int) -> float:
    """Worth of moving seat ``p``'s figure on path ``k`` one step (0 if it cannot move)."""
    s = pos.steps[p][k]
    if not 0 < s < 9:
        return 0.0
    return (STEP_POINTS[s + 1] - STEP_POINTS[s]) * pos.kinds[p][k] + _tile_worth(pos.tiles[k][s + 1])


def _standing(pos, p: int) -> float:
    """Seat ``p``'s points if the expedition ended now, minus the best other seat's."""
    n = len(pos.vp)
    proj = [max(0, pos.vp[q] + figure_points(pos.kinds[q], pos.steps[q])) for q in range(n)]
    return proj[p] - max(proj[q] for q in range(n) if q != p)


def _ends_expedition(pos, p: int, k: int) -> bool:
    return pos.steps[p][k] == BRIDGE_AFTER_STEP and pos.crossed + 1 >= END_CROSSINGS


def _move_score(pos, p: int, k: int) -> float:
    if _ends_expedition(pos, p, k):
        gain = _step_gain(pos, p, k)
        return gain if _standing(pos, p) + gain > 0 else -100.0
    return _step_gain(pos, p, k)


def _colour_counts(hand) -> list[int]:
    counts = [0] * NPATHS
    for card in hand:
        counts[CARD_COLOR[card]] += 1
    return counts


def _play_score(pos, p: int, values, action, counts, deck_count: int) -> float:
    """How good is a play: progress now, minus the values it skips, plus the cards it prepares
    (``values``: per colour, the sorted values of the cards in hand)."""
    card, kind = action[1], action[2]
    k, v = CARD_COLOR[card], CARD_VALUE[card]
    same = values[k]
    if kind is not None:  # start a path
        if counts[k] < START_MIN and deck_count > 12:
            return -30.0 + 6 * counts[k]
        low = [x for x in same if x < v]
        gap = len(low) * 4 + v * 1.5
        mult = RES if kind == "res" else ADV
        # the researcher belongs on the colour with the most cards
        best = max(counts)
        bonus = (8 if counts[k] == best else -12) if kind == "res" else 0
        prospects = min(8, counts[k] - 1 + deck_count / 30) * 6 * mult
        return prospects - gap + bonus - 15 * mult + _tile_worth(pos.tiles[k][1])
    pile = pos.piles[p][k]
    top = pile[-1]
    between = sum(1 for x in same if min(v, top) <= x <= max(v, top)) - 1  # held cards this skips
    skipped = abs(v - top) * 1.2 + max(0, between) * 5
    if pos.steps[p][k] >= 9:  # the lost-city bonus: another figure's step
        best = max((_move_score(pos, p, j) for j in range(NPATHS) if j != k and 0 < pos.steps[p][j] < 9),
                   default=0.0)
        return best - skipped
    return _move_score(pos, p, k) + 6 - skipped


def _discard_score(pos, p: int, hand, card, counts) -> float:
    """Higher = better to throw away."""
    k, v = CARD_COLOR[card], CARD_VALUE[card]
    pile = pos.piles[p][k]
    score = 0.0
    if pile and not pos.descending and v < pile[-1]:
        score += 40  # dead card
    elif not pile:
        score += 12 - 4 * counts[k]
    else:
        score -= 10
    # do not feed an opponent's path
    for q in range(len(pos.vp)):
        if q != p and pos.piles[q][k] and v >= pos.piles[q][k][-1]:
            score -= 6 + 0.5 * pos.kinds[q][k] * 5
    return score + (v * 0.3 if not pile else 0)


def action_scores(pos, me: int, hand, legal, deck_count: int) -> list[float]:
    """The rule-based worth of each action of ``legal`` for seat ``me`` holding ``hand``
    (``pos``: the position, a view or a state; ``deck_count``: cards left in the supply). Passing an arrow
    or bonus is worth 0.5, drawing from the supply 0."""
    first = legal[0][0]
    if first in ("arrow", "bonus"):
        return [_move_score(pos, me, COLOR_INDEX[a[1]]) if a[1] is not None else 0.5 for a in legal]
    if first == "draw":
        out = []
        for a in legal:
            if a[1] == "deck":
                out.append(0.0)
                continue
            k = COLOR_INDEX[a[1]]
            v = pos.discards[k][-1]
            pile = pos.piles[me][k]
            if pile:
                top = pile[-1]
                up = not pos.descending or pos.directions[me][k] == 1
                ok = (v >= top) if up else (pos.directions[me][k] == 0 or v <= top)
                out.append((12 - abs(v - top) * 2) * pos.kinds[me][k] if ok else -10)
            else:
                out.append(2 * sum(1 for c in hand if CARD_COLOR[c] == k) - 4 - v * 0.5)
        return out
    counts = _colour_counts(hand)
    values = [[] for _ in range(NPATHS)]
    for c in hand:
        values[CARD_COLOR[c]].append(CARD_VALUE[c])
    for vs in values:
        vs.sort()
    return [_play_score(pos, me, values, a, counts, deck_count) if a[0] == "play"
            else _discard_score(pos, me, hand, a[1], counts) - 12 for a in legal]


def choose(pos, me: int, hand, legal, rng: Rng, noise: float = 0.0, deck_count: int | None = None):
    """The rule-based choice among ``legal`` for seat ``me`` holding ``hand``: the best of
    :func:`action_scores` (plus ``noise`` times a uniform draw each); passing an arrow or
    bonus and drawing from the supply win ties."""
    if len(legal) == 1:
        return legal[0]
    if deck_count is None:
        deck_count = pos.deck_count
    scores = action_scores(pos, me, hand, legal, deck_count)
    first = legal[0][0]
    if first in ("arrow", "bonus"):  # pass (last) unless a move is worth more
        order = [len(legal) - 1] + list(range(len(legal) - 1))
    else:
        order = range(len(legal))
    best, best_s = None, -1e18
    for i in order:
        x = scores[i] + noise * rng.random() if noise else scores[i]
        if x > best_s:
            best, best_s = legal[i], x
    return best


_GAIN = tuple(STEP_POINTS[i + 1] - STEP_POINTS[i] if i < 9 else 0 for i in range(10))


def fast_policy(s: LostCitiesState, legal, rng: Rng):
    """The cheap rollout policy: small steps up, start colours you hold, keep the rest."""
    p = s.turn
    first = legal[0][0]
    steps, kinds = s.steps[p], s.kinds[p]
    if first == "arrow" or first == "bonus":
        best, best_gain = legal[-1], 0
        for a in legal[:-1]:
            k = COLOR_INDEX[a[1]]
            gain = _GAIN[steps[k]] * kinds[k] + rng.randrange(6)
            if gain > best_gain:
                best, best_gain = a, gain
        return best
    piles = s.piles[p]
    if first == "draw":
        for a in legal[1:]:
            k = COLOR_INDEX[a[1]]
            if piles[k] and 0 <= s.discards[k][-1] - piles[k][-1] <= 1 and steps[k] < 9:
                return a
        return legal[0]
    hand = s.hands[p]
    counts = [0] * NPATHS
    for card in hand:
        counts[CARD_COLOR[card]] += 1
    best, best_gain = None, 3
    for a in legal:
        if a[0] != "play":
            break
        card = a[1]
        k = CARD_COLOR[card]
        if a[2] is None:
            gain = 3 - (CARD_VALUE[card] - piles[k][-1]) + (2 if steps[k] < 9 else -4)
        else:
            c = counts[k]
            gain = c - 1 - CARD_VALUE[card] // 3 + (1 if (a[2] == "res") == (c >= 4) else -2)
        gain += rng.randrange(3)
        if gain > best_gain:
            best, best_gain = a, gain
    if best is not None:
        return best
    # discard: a dead card, else a card of the colour held least
    worst, worst_gain = None, -99
    for a in legal:
        if a[0] != "discard":
            continue
        card = a[1]
        k = CARD_COLOR[card]
        if piles[k] and CARD_VALUE[card] < piles[k][-1]:
            gain = 20
        elif piles[k]:
            gain = -20
        else:
            gain = 6 - 3 * counts[k]
        gain += rng.randrange(4)
        if gain > worst_gain:
            worst, worst_gain = a, gain
    return worst


# -- hooks --------------------------------------------------------------------------------

class LostCitiesHooks(AIHooks):
    """Search plays out ``rollout_depth`` actions with the heuristic itself (a random legal
    action with probability ``rollout_epsilon``), then scores the position with
    :meth:`evaluate`; the tree starts from the heuristic's move (progressive bias and
    widening over a softmax of :func:`action_scores`) and leaves it only with evidence."""

    #: a short look-ahead (about the searcher's turn and the next seat's play) scored by
    #: :meth:`evaluate` beats longer play-outs: the rule-based policy is a poor forecast of
    #: later turns, so every action more of it adds noise and bias to an option's value.
    #: Deterministic pilots, 2 players, short game, ~400 iterations vs the heuristic, the
    #: same deals: depth 3 42-18 (60 games), depth 10 25-29 (54 games); 150 iterations played
    #: to the end of the game (no evaluation) 6-14 (20 games)
    rollout_depth = 3
    #: the levels are iteration-bound at depth 3 (2 players: normal ~0.05 s, hard ~0.2 s a
    #: decision). More iterations alone do not beat fewer (1,600 vs 400 30-30 in 60 short
    #: games); hard's model of the other seats does (``for_level``). Measured in one run
    #: (bench/runs/lost_cities_2p_short.json, 2 players, short game, 200 games each, real
    #: time, seats rotated): heuristic vs random 200-0, normal vs heuristic 136-63-1 (68.2 %),
    #: hard vs normal 122-77-1 (61.3 %); normal decides in at most 0.12 s, hard in 0.47 s
    levels = {"easy": (0.1, 150), "normal": (0.3, 400), "hard": (1.5, 1600)}
    #: evaluate: share of each future draw counted as a playable card for a started path,
    #: and the point difference that makes one logistic unit
    draw_share = 0.1
    eval_scale = 25.0

    #: determinize shuffles the hidden hands fully and only this many cards off the top of
    #: the supply (the rest, never reached within a rollout, keep a fixed order)
    deck_shuffle_depth = 32

    def prepare(self, view: LostCitiesView) -> "_Search":
        return _Search(self, view)

    def determinize(self, view: LostCitiesView, rng: Rng) -> LostCitiesState:
        """One sample outside a search (a search deals through its :class:`_Search`)."""
        return self.prepare(view).determinize(rng)

    rollout_epsilon = 0.05
    #: rollouts use the heuristic chooser (else the cheaper :func:`fast_policy`)
    rollout_heuristic = True
    prior_weight = 2.0
    widening = 0.5
    #: temperature of the softmax over the heuristic's scores that makes the prior
    prior_temperature = 4.0

    #: the other seats' decisions inside the search are the rule-based chooser's (hard)
    modelled = False

    def for_level(self, level: str) -> "LostCitiesHooks":
        """Hard searches with the other seats modelled (``modelled``): 1,600 such iterations
        beat 400 plain ones (normal) where 1,600 plain ones were level with them."""
        return self.variant(modelled=True) if level == "hard" else self

    def action_prior(self, state: LostCitiesState, actions):
        p = state.turn
        scores = action_scores(state, p, state.hands[p], actions, len(state.deck))
        top = max(scores)
        t = self.prior_temperature
        return [exp((x - top) / t) for x in scores]

    def heuristic_action(self, view: LostCitiesView, rng: Rng):
        return choose(view, view.player, view.hand, view.legal_actions(), rng)

    def rollout_action(self, state: LostCitiesState, rng: Rng):
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if rng.random() < self.rollout_epsilon:
            return legal[rng.randrange(len(legal))]
        if self.rollout_heuristic:
            p = state.turn
            return choose(state, p, state.hands[p], legal, rng, deck_count=len(state.deck))
        return fast_policy(state, legal, rng)

    def evaluate(self, state: LostCitiesState) -> list[float]:
        """Projected points, compared pairwise (a logistic of the differences).

        For each seat: VP so far, plus every figure carried forward by the cards it can
        still play (those in hand that fit the pile, and a share of the cards it will draw),
        within the turns left before the supply runs out, collecting the tiles it passes;
        paths it could start with the cards it holds; the artifact table."""
        n = state.num_players
        last = state.expedition == state.expeditions
        turns = len(state.deck) / n
        draw_share = turns * self.draw_share
        tiles = state.tiles
        proj = []
        for p in range(n):
            steps, kinds, piles = state.steps[p], state.kinds[p], state.piles[p]
            counts = [0] * NPATHS
            for card in state.hands[p]:
                k = CARD_COLOR[card]
                if not piles[k] or CARD_VALUE[card] >= piles[k][-1]:
                    counts[k] += 1
            extra = [0.0] * NPATHS
            total = 0.0
            for k in range(NPATHS):
                if kinds[k] and steps[k] < 9:
                    e = counts[k] + draw_share * (11 - piles[k][-1]) / 11
                    extra[k] = e
                    total += e
            scale = turns / total if total > turns else 1.0
            figures = 0.0
            arts = state.chips[p] + state.art_tiles[p]
            bonus = 0.0
            for k in range(NPATHS):
                kind = kinds[k]
                if not kind:
                    c = counts[k]
                    if c >= 3 and turns >= c:
                        figures += 0.5 * STEP_POINTS[min(9, c)]
                    continue
                s0 = steps[k]
                reach = min(9.0, s0 + extra[k] * scale)
                whole = int(reach)
                frac = reach - whole
                pts = STEP_POINTS[whole]
                if frac and whole < 9:
                    pts += frac * (STEP_POINTS[whole + 1] - pts)
                figures += pts * kind
                row = tiles[k]
                for st in range(s0 + 1, whole + 1):
                    t = row[st]
                    if t:
                        if t == ARTIFACT:
                            arts += 0.8
                        elif t == ARROW:
                            bonus += 6
                        else:
                            bonus += TILE_VP[t]
            if last:
                a = int(arts)
                art = artifact_points(a, state.game_length)
                art += (arts - a) * (artifact_points(a + 1, state.game_length) - art)
            else:
                art = 8 * arts
            proj.append(max(0.0, state.vp[p] + figures + bonus) + art)
        out = []
        scale_pts = self.eval_scale
        for p in range(n):
            total = 0.0
            for q in range(n):
                if q != p:
                    d = max(-60.0, min(60.0, (proj[p] - proj[q]) / scale_pts))
                    total += 1.0 / (1.0 + exp(-d))
            out.append(total / (n - 1))
        return out

class _ModelledState(LostCitiesState):
    """A determinization where every decision of a seat other than ``me`` offers only the
    rule-based chooser's answer (from that seat's sampled hand): the tree branches on the
    searcher's own decisions only."""

    CODEC = LostCitiesState.CODEC.extend(transient=("me",))  # the searching seat
    __slots__ = CODEC.slots

    def legal_actions(self):
        legal = LostCitiesState.legal_actions(self)
        p = self.turn
        if len(legal) > 1 and p != self.me:
            return [choose(self, p, self.hands[p], legal, None, deck_count=len(self.deck))]
        return legal


class _Search(SearchContext):
    """One search's dealings: the unseen cards of its view (worked out once) and the samples
    dealt from them."""

    __slots__ = ("unseen", "hidden")

    def __init__(self, hooks: LostCitiesHooks, view: LostCitiesView):
        super().__init__(hooks, view)
        self.unseen = unseen_cards(view)
        me = view.player
        #: how many of the unseen cards lie in the other seats' hands
        self.hidden = sum(view.hand_counts[p] - len(view.known[p]) for p in range(view.num_players) if p != me)

    def determinize(self, rng: Rng) -> LostCitiesState:
        """Deal the unseen cards (``LostCitiesState.from_view`` puts them in place): a partial
        Fisher-Yates shuffle of the others' hidden hand cards (first) and of the supply's top
        ``deck_shuffle_depth`` cards (the supply is drawn from the end); the rest, never
        reached within a roll-out, keeps a fixed order. The state's rng is reseeded."""
        view, hooks = self.view, self.hooks
        pool = list(self.unseen)
        size, hidden = len(pool), self.hidden
        randrange = rng.randrange
        for i in range(hidden):
            j = i + randrange(size - i)
            pool[i], pool[j] = pool[j], pool[i]
        for t in range(min(size - hidden, hooks.deck_shuffle_depth)):
            i = size - 1 - t
            j = hidden + randrange(i - hidden + 1)
            pool[i], pool[j] = pool[j], pool[i]
        if hooks.modelled:
            s = _ModelledState.from_view(view, pool)
            s.me = view.player
        else:
            s = LostCitiesState.from_view(view, pool)
        s.rng = Rng(rng.next64())
        return s


HOOKS = LostCitiesHooks()

__all__ = ["HOOKS", "LostCitiesHooks", "choose", "FIGURES"]
