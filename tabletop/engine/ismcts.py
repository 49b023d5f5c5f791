"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS).

Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG
4(2), 2012. One tree is grown over the searching seat's information set: every
iteration samples a full state consistent with the seat's :class:`View`
(``hooks.determinize``), walks the tree restricted to the actions legal in that
determinization, choosing by UCB1 with *availability* counts (how often a child was
selectable, instead of the parent's visit count), expands one untried action, plays
the rest out with ``hooks.rollout_action`` (cut off after ``hooks.rollout_depth``
actions and scored by ``hooks.evaluate``), and backs up per-seat rewards: each node
adds the reward of the seat that moved into it.

Optional, off unless a game sets ``hooks.prior_weight`` > 0: progressive bias and
progressive widening (Chaslot et al., "Progressive strategies for Monte-Carlo tree
search", 2008). A child remembers the share ``hooks.action_prior`` gave its action when it
was made, and its UCB value gets ``prior_weight * prior / (visits + 1)``; untried actions
are expanded best prior first; with ``hooks.departure_margin`` > 0 the search answers the
root action the prior favours unless the most visited one's mean reward beats it by more
than that margin; with ``hooks.widening`` a node visited ``n`` times keeps at
most ``1 + int(n ** widening)`` children among the actions legal in the determinization.

Opponents' moves are tree nodes keyed by their actual action, as in the paper's SO
variant, so a hidden opponent commit sampled by one determinization is visible to the
tree below it. The searcher only ever touches states returned by ``determinize``.

Optional, off unless a game sets ``hooks.root_halving``: the root's answers are not chosen by
UCB but by sequential halving on paired samples (``_halving``): every answer still in is
searched on the same determinization with the same roll-out seed, the better half by mean
goes on, and the best mean among the last ones in is the answer. That spends the root's budget
on the simple regret of the one answer given, and compares answers on the same hidden cards
and chance, which the game's luck would otherwise swamp.

Optional, off unless a game sets ``hooks.paired_root`` (and not ``root_halving``): UCB at the
root on paired samples. A sample is dealt again (``determinize`` with the same seed) for the
next iterations, each of which may only choose a root answer not yet tried on that sample,
until every root answer has been tried on it (at most as many iterations as the root has
answers; fewer when the iterations end); then a new sample. The root's statistics then
compare answers mostly on the same hidden cards.

Every call into the game goes through the search's context, ``hooks.prepare(view)``
(:class:`~tabletop.engine.contract.SearchContext`): it owns what one search caches, and is
dropped when the search ends.

Optional, off unless a game sets ``hooks.decision_context``: another seat's decisions are
kept apart per its private type in the determinization (e.g. its hidden role), by a chance
node on that type above them. Without it an opponent node's statistics mix every role the
samples give that seat, and the more iterations, the more the searcher plays against an
opponent that acts on the best role for each line at once (strategy fusion on the
opponent's side).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from time import perf_counter
from typing import Callable

from .contract import TERMINAL, Action, AIHooks, SearchContext, View
from .rng import Rng


@dataclass
class SearchResult:
    action: Action
    iterations: int
    #: root action -> visit count (actions legal in the view only)
    visits: dict = field(default_factory=dict)
    #: root action -> mean reward in [0, 1] (the searcher's share of the win, as estimated)
    values: dict = field(default_factory=dict)

    def ranked(self, k: int = 3) -> list[tuple[Action, float]]:
        """The ``k`` best root actions, most visited first, with their estimated win share."""
        order = sorted(self.values, key=lambda a: (-self.visits.get(a, 0), -self.values[a]))
        return [(a, self.values[a]) for a in order[:k]]


#: marks a child that is a seat's sampled private type, not an action (``decision_context``)
_TYPE = object()


class _Node:
    __slots__ = ("parent", "action", "player", "children", "visits", "avail", "reward", "prior")

    def __init__(self, parent, action, player):
        self.parent = parent
        self.action = action
        self.player = player  # the seat that moved into this node (-1 at the root)
        self.children = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0
        self.prior = 0.0  # progressive bias: the action's prior share when made


def search(
    view: View,
    hooks: AIHooks,
    *,
    iterations: int | None = None,
    time_limit: float | None = None,
    rng: Rng,
    c: float = 0.7,
    should_stop: Callable[[], bool] | None = None,
) -> SearchResult:
    """Search from ``view`` (the viewer must be the one to decide) and return the most
    visited root action. Stops after ``iterations``, after ``time_limit`` seconds or when
    ``should_stop()`` turns true, whichever comes first; at least one iteration runs
    unless ``should_stop`` is already true (then a random legal action is returned)."""
    legal = view.legal_actions()
    if not legal:
        raise ValueError(f"seat {view.player} has no decision to make in this view")
    if len(legal) == 1:
        return SearchResult(legal[0], 0, {legal[0]: 0})
    if iterations is None and time_limit is None:
        raise ValueError("search needs an iteration budget or a time limit")
    if iterations is not None and iterations < 1:
        raise ValueError("iterations must be at least 1")

    me = view.player
    root = _Node(None, None, -1)
    prepare = getattr(hooks, "prepare", None)  # hooks not derived from AIHooks: the plain context
    ctx = prepare(view) if prepare is not None else SearchContext(hooks, view)
    determinize = ctx.determinize
    rollout_action = ctx.rollout_action
    evaluate = ctx.evaluate
    depth_cap = hooks.rollout_depth
    log, sqrt = math.log, math.sqrt
    bias = getattr(hooks, "prior_weight", 0.0) or 0.0
    action_prior = ctx.action_prior if bias > 0 else None
    widening = getattr(hooks, "widening", None) if bias > 0 else None
    context = getattr(hooks, "decision_context", None)
    deadline = None if time_limit is None else perf_counter() + time_limit
    budget = iterations if iterations is not None else 1 << 62

    def descend(node, state, rng, root_left=None):
        """One iteration from ``node`` (``state`` stands there): selection and expansion,
        the roll-out, and the rewards backed up to the root. ``root_left`` (paired samples):
        the root answers not yet tried on this sample; the root offers only those (all if
        none is legal), and the one chosen leaves the set."""
        # -- selection and expansion ------------------------------------------------
        while True:
            player = state.current_player()
            if player == TERMINAL:
                break
            moves = state.legal_actions()
            if root_left is not None and node is root:
                moves = [a for a in moves if a in root_left] or moves
            if context is not None and player != me:
                kind = context(state, player)
                if kind is not None:  # a chance node on the seat's sampled type
                    key = (_TYPE, kind)
                    typed = node.children.get(key)
                    if typed is None:
                        typed = node.children[key] = _Node(node, key, -1)
                    node = typed
            children = node.children
            if action_prior is not None:
                present = [a for a in moves if a in children]
                room = len(moves) if widening is None else 1 + int(node.visits ** widening)
                if len(present) < len(moves) and (len(present) < room or not present):
                    weights = action_prior(state, moves)
                    total = float(sum(weights)) or 1.0
                    i_best = -1
                    for i, a in enumerate(moves):  # best prior first, ties in legal order
                        if a not in children and (i_best < 0 or weights[i] > weights[i_best]):
                            i_best = i
                    a = moves[i_best]
                    child = _Node(node, a, player)
                    child.prior = weights[i_best] / total
                    children[a] = child
                    state.apply(a)
                    node = child
                    break
                best = None
                best_v = -1e300
                for a in present:
                    ch = children[a]
                    ch.avail += 1
                    v = (ch.reward / ch.visits + c * sqrt(log(ch.avail) / ch.visits)
                         + bias * ch.prior / (ch.visits + 1))
                    if v > best_v:
                        best_v = v
                        best = ch
                state.apply(best.action)
                node = best
                continue
            untried = None
            for a in moves:
                if a not in children:
                    untried = [m for m in moves if m not in children]
                    break
            if untried is not None:
                a = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                child = _Node(node, a, player)
                children[a] = child
                state.apply(a)
                node = child
                break
            best = None
            best_v = -1.0
            for a in moves:
                ch = children[a]
                ch.avail += 1
                v = ch.reward / ch.visits + c * sqrt(log(ch.avail) / ch.visits)
                if v > best_v:
                    best_v = v
                    best = ch
            state.apply(best.action)
            node = best
        # -- simulation -------------------------------------------------------------
        if depth_cap is None:
            while state.current_player() != TERMINAL:
                state.apply(rollout_action(state, rng))
            rewards = state.returns()
        else:
            d = 0
            while d < depth_cap and state.current_player() != TERMINAL:
                state.apply(rollout_action(state, rng))
                d += 1
            rewards = state.returns() if state.current_player() == TERMINAL else evaluate(state)
        # -- backpropagation ----------------------------------------------------------
        while node is not None:
            node.visits += 1
            if node.player >= 0:
                node.reward += rewards[node.player]
            if root_left is not None and node.parent is root:
                root_left.discard(node.action)
            node = node.parent

    def sample(r=rng):
        state = determinize(r)
        if state.current_player() != me:
            raise ValueError(
                f"determinize gave a state where seat {state.current_player()} decides, not seat {me}"
            )
        return state

    def out_of_time(n):
        if should_stop is not None and should_stop():
            return True
        return bool(n) and deadline is not None and perf_counter() >= deadline

    n = 0
    if getattr(hooks, "root_halving", False):
        n, best_action = _halving(root, legal, me, descend, sample, out_of_time, rng, action_prior,
                                  iterations)
    else:
        if getattr(hooks, "paired_root", False):
            seed, left, uses = 0, set(), 0
            while n < budget and not out_of_time(n):
                fresh = not left or uses <= 0  # every root answer tried on this sample
                if fresh:
                    seed = rng.next64()
                state = sample(Rng(seed))
                if fresh:
                    left = set(state.legal_actions())
                    uses = len(left)
                uses -= 1
                descend(root, state, rng, left)
                n += 1
        else:
            while n < budget and not out_of_time(n):
                descend(root, sample(), rng)
                n += 1
        best_action = None
        best_key = None
        for a in legal:  # most visits; ties by mean reward, then by legal order
            ch = root.children.get(a)
            if ch is None or not ch.visits:
                continue
            key = (ch.visits, ch.reward / ch.visits)
            if best_key is None or key > best_key:
                best_action, best_key = a, key
    visits = {a: root.children[a].visits for a in legal if a in root.children}
    values = {a: root.children[a].reward / root.children[a].visits for a in visits if visits[a]}
    if best_action is None:
        return SearchResult(rng.choice(legal), n, {})
    margin = (getattr(hooks, "departure_margin", 0.0) or 0.0) if bias > 0 else 0.0
    if margin > 0:  # keep the prior's favourite unless the search found it clearly worse
        fav = None
        for a in legal:
            ch = root.children.get(a)
            if ch is not None and ch.visits and (fav is None or ch.prior > fav.prior):
                fav = ch
        best = root.children[best_action]
        if fav is not None and fav is not best and (
                best.reward / best.visits - fav.reward / fav.visits < margin):
            best_action = fav.action
    return SearchResult(best_action, n, visits, values)


def _halving(root, legal, me, descend, sample, out_of_time, rng, action_prior, iterations):
    """The root of ``search`` with ``hooks.root_halving``: sequential halving (Karnin, Koren &
    Somekh, "Almost optimal exploration in multi-armed bandits", ICML 2013) over the root
    answers, on paired samples. The budget is split into ``ceil(log2 K)`` rounds for K answers;
    in each, every answer still in gets the same share, and the better half by mean reward
    goes on. Every answer of a batch is searched on the same determinization with the same
    roll-out seed, so two answers' means differ by what the answers do, not by which hidden
    cards and chance each drew. Below the root the tree is grown as usual. Returns
    (iterations, the best answer by mean among those still in)."""
    state = sample()
    moves = [a for a in state.legal_actions() if a in legal] or list(legal)
    weights = action_prior(state, moves) if action_prior is not None else [1.0] * len(moves)
    total = float(sum(weights)) or 1.0
    for a, w in zip(moves, weights):
        child = root.children[a] = _Node(root, a, me)
        child.prior = w / total
    arms = list(moves)
    budget = iterations if iterations is not None else 1000 * len(arms)
    rounds = math.ceil(math.log2(len(arms))) if len(arms) > 1 else 1

    def mean(a):
        ch = root.children[a]
        return ch.reward / ch.visits if ch.visits else -1.0

    n = 0
    stopped = False
    for r in range(rounds):
        share = max(1, (budget - n) // (len(arms) * (rounds - r)))
        for _ in range(share):
            if out_of_time(n):
                stopped = True
                break
            if state is None:
                state = sample()
            here = set(state.legal_actions())
            seed = rng.next64()
            for a in arms:
                if a not in here:
                    continue
                s = state.clone()
                s.apply(a)
                descend(root.children[a], s, Rng(seed))
                n += 1
            state = None
        if stopped:
            break
        if r < rounds - 1:
            arms.sort(key=lambda a: -mean(a))
            arms = arms[:(len(arms) + 1) // 2]
    if not n:
        return 0, None
    best = max(arms, key=lambda a: (mean(a), root.children[a].visits))
    return n, best
