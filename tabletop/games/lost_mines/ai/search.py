"""One search's dealings (``Search``, made by ``LostMinesHooks.prepare``): the determinizations
it deals, the answers it prunes, the prior it starts from, and everything it caches.

``Search.determinize`` deals the unseen cards, samples roles by the beliefs (weighted by
conduct), mines and treasure values consistent with the view, and returns a
:class:`SearchState`: a ``LostMinesState`` whose ``legal_actions`` lists only the promising
answers (every playable card, the two least useful discards; the best few targets of a card
by a cheap one-field estimate) so ISMCTS spends its iterations where they matter. The root's
answers come from the heuristic's exact values (``root_pruning``), which also give the
search's prior (``action_prior``: a softmax of them), so the search starts from the
heuristic and leaves it only with evidence.

Normal searches a :class:`ModelledState`: another seat's card choice offers only what the
rule-based chooser would play with that sample's hand and role (cheap values), so the
iterations go to its own options against the others' likely answers."""

from __future__ import annotations

import math

from tabletop.engine.contract import SearchContext
from tabletop.engine.rng import Rng

from ..actions import PICK, edge
from ..data import BUNDLES, CLANS, cell
from ..rules import LostMinesState, Unseen, unseen_cards
from .beliefs import pool_weights, role_beliefs, role_weights, sample_roles, seat_knowledge
from .evaluation import estimates, evaluate
from .fields import Board, walk_targets
from .policy import (PlayValues, choose_step, discard_choices, obstacle_kinds, rollout_step, value_targets,
                     view_values)

#: a card's targets below the root: the best few by the cheap values
K_TARGETS = 4
#: the heuristic's step, over the other root steps, in the search's prior
MOVE_PRIOR = 0.3
#: the phases where ``SearchState`` lists fewer actions than the rules
PRUNED_PHASES = frozenset(("act", "target", "move", "discard"))
#: the phases where the root pruning leaves a prior
PRIOR_PHASES = frozenset(("act", "target", "move"))
#: at most this many pruned answers kept by a search (then they are worked out again)
PRUNED_SIZE = 50000


class SeatView:
    """View-shaped attributes of what a seat knows in a full state (for ``info_value``)."""

    __slots__ = ("mine_known", "mine_up", "mine_cells", "slot_known", "roles_known")


def seat_values(state, seat, knowledge=None, fields=None):
    """What ``value_targets`` needs to value ``seat``'s options in a full state: its
    :class:`~.policy.PlayValues` (its own role, peeks from the ledger, conduct), the
    view-shaped attributes of what it knows, and its role beliefs (``knowledge``:
    ``seat_knowledge(state, seat)`` when the caller has it already)."""
    n = state.num_players
    known, kinds = knowledge or seat_knowledge(state, seat)
    mine_cells = state.tables["mine_cells"]
    beliefs = role_beliefs(n, seat, state.clans, known, state.conduct)
    weights = pool_weights(n, seat, state.clans, beliefs)
    targets = walk_targets(n, mine_cells, state.mine_up, kinds, state.slot_types, state.slot_taken)
    values = PlayValues(n, seat, Board.of(state), targets, weights, state.clans, fields)
    seen = SeatView()
    seen.mine_known, seen.mine_up, seen.mine_cells = kinds, state.mine_up, mine_cells
    seen.slot_known = [None] * n
    seen.roles_known = known
    return values, seen, beliefs


def prune_key(s) -> tuple:
    """What the pruned answers of the active seat depend on in a full state."""
    p = s.active
    return (s.phase, p, s.chosen, s.picks, tuple(s.hands[p]), tuple(s.board), tuple(s.rot), tuple(s.pawns),
            tuple(s.cleared), tuple(s.traps), tuple(s.trolls), s.roles[p], tuple(s.mine_up), tuple(s.slot_taken),
            tuple(s.visited), s.steps_left)


def act_pruned(s, full, card_values=None) -> list:
    """Every playable card (but hopeless ones when values are known) and the discard."""
    cards = [a for a in full if a[0] == "card"]
    if card_values is not None:
        cards = [a for a in cards if card_values.get(a[1], -9) > -0.25]
    out = cards + ["discard"]
    if "propose" in full and not s.pile:
        out.append("propose")
    return out


def discard_pruned(s, full) -> list:
    """The first cards of the two best discard sets, or after a pick: its partner or done."""
    sets = discard_choices(s.hands[s.active], obstacle_kinds(s.board), len(s.pile))[:2]
    legal = set(full)
    picks = s.picks
    out = []
    for cards in sets:
        if tuple(cards[:len(picks)]) == tuple(picks):
            a = PICK[cards[len(picks)]] if len(cards) > len(picks) else "done"
            if a in legal and a not in out:
                out.append(a)
    if picks and "done" not in out:
        out.append("done")
    return out or [a for a in full if a != "back"][:2]


class SearchState(LostMinesState):
    """A determinized state whose legal actions are pruned to the promising ones (kept by its
    ``search``), and whose ``base`` holds each seat's estimate at the root of this
    determinization (the evaluation scores the change from there, which removes most of the
    sampling noise)."""

    CODEC = LostMinesState.CODEC.extend(transient=("base", "search"))
    __slots__ = CODEC.slots

    def legal_actions(self) -> list:
        phase = self.phase
        if phase == "discard":
            return discard_pruned(self, LostMinesState.legal_actions(self))
        if phase != "act" and phase != "target" and phase != "move":
            return LostMinesState.legal_actions(self)
        pruned = self.search.pruned
        key = prune_key(self)
        got = pruned.get(key)
        if got is not None:
            return got
        if len(pruned) > PRUNED_SIZE:
            pruned.clear()
        if phase == "move":  # below the root: the greedy walk only
            out = [rollout_step(self)]
        elif phase == "act":
            out = act_pruned(self, LostMinesState.legal_actions(self))
        else:
            actions = self.card_targets(self.chosen)
            if len(actions) <= K_TARGETS:
                out = actions
            else:
                values, seen, beliefs = seat_values(self, self.active, fields=self.search.fields)
                valued = value_targets(values, actions, seen, beliefs, exact=False)
                valued.sort(key=lambda x: -x[0])
                out = [a for _, a in valued[:K_TARGETS]]
        pruned[key] = out
        return out


class ModelledState(SearchState):
    """Normal's search state: another seat's card choice offers only what the rule-based
    chooser would play with this sample's hand and role (the best card at its best target
    by the cheap values, or the discard when none is worth more than 0), so the search's
    iterations go to its own options against the others' likely answers instead of to their
    best replies, which a few visits a node cannot find. ``me``: the searching seat."""

    CODEC = SearchState.CODEC.extend(transient=("me",))
    __slots__ = CODEC.slots

    def legal_actions(self) -> list:
        out = SearchState.legal_actions(self)
        phase = self.phase
        if self.active == self.me or len(out) < 2 or (phase != "act" and phase != "target"):
            return out
        pruned = self.search.pruned
        key = ("model",) + prune_key(self)
        got = pruned.get(key)
        if got is None:
            got = pruned[key] = [modelled_choice(self, out)]
        return got


def modelled_choice(s, options):
    """The option of ``options`` the rule-based chooser takes for the active seat of the
    full state ``s`` (cheap values). A card's value depends on the table and the seat's
    knowledge, not on the rest of its hand: it is kept (the search's ``pruned``) for the
    other samples that reach the same table with another hand."""
    p = s.active
    known, kinds = seat_knowledge(s, p)
    table = ("model", p, s.roles[p], s.round, tuple(s.board), tuple(s.rot), tuple(s.pawns),
             tuple(s.cleared), tuple(s.traps), tuple(s.trolls), tuple(s.mine_up),
             tuple(s.slot_taken), tuple(map(tuple, s.conduct)), tuple(s.clans), tuple(known),
             tuple(kinds))
    search = s.search
    cache = search.pruned
    made = []

    def values(actions):
        if not made:
            made.append(seat_values(s, p, (known, kinds), search.fields))
        seat, seen, beliefs = made[0]
        return value_targets(seat, actions, seen, beliefs, exact=False)

    if s.phase == "target":
        key = table + ("target", s.chosen)
        got = cache.get(key)
        if got is None or got not in options:
            got = cache[key] = max(values(options), key=lambda x: x[0])[1]
        return got
    best_v, best = 0.0, "discard" if "discard" in options else options[0]
    for a in options:
        if a[0] != "card":
            continue
        key = table + ("card", a[1])
        v = cache.get(key)
        if v is None:
            actions = s.card_targets(a[1])
            v = cache[key] = max(x[0] for x in values(actions)) if actions else -1.0
        if v > best_v + 1e-9:
            best_v, best = v, a
    return best


class Search(SearchContext):
    """One search from a view: what depends on the view alone (the unseen components, the
    roles left per clan and their conduct tilt, the treasures per type), the root's pruned
    answers and prior (worked out with the first determinization), and the caches the search
    fills: ``pruned`` (the answers of the states it reaches, and normal's modelled choices),
    ``fields`` (distance fields by table) and ``root_fields`` (the root board's fields by
    (targets, face-up mines))."""

    __slots__ = ("unseen", "roles_left", "role_weights", "by_type", "rooted", "pruned", "priors", "fields",
                 "root_fields")

    def __init__(self, hooks, view):
        super().__init__(hooks, view)
        self.unseen = unseen_cards(view)
        #: clan -> the roles of its dwarf cards not known to the viewer (sorted)
        self.roles_left = {clan: [role for c, role in self.unseen.dwarves if c == clan] for clan in CLANS}
        self.role_weights = role_weights(view)
        treasures = BUNDLES[view.data_set]["treasures"]
        #: treasure type -> its unseen treasure cards (sorted)
        self.by_type = {}
        for tid in sorted(treasures):
            self.by_type.setdefault(treasures[tid].kind, [])
        for tid in self.unseen.treasures:
            self.by_type[treasures[tid].kind].append(tid)
        self.rooted = False
        self.pruned = {}
        self.priors = {}
        self.fields = {}
        self.root_fields = {}

    # -- determinizations ---------------------------------------------------------------------
    def deal(self, rng: Rng, cls=LostMinesState) -> LostMinesState:
        """A full state of ``cls`` that agrees with the view: the unseen cards shuffled, the
        hidden roles drawn by the beliefs (``sample_roles``), the unknown mines and the
        slots' unknown treasures shuffled (``LostMinesState.from_view`` puts them in place).
        In phase ``target`` of another seat, its chosen card is one of its sampled hand's
        cards with a target. The state's rng is reseeded."""
        view = self.view
        seed = rng.next64()
        cards = list(self.unseen.cards)
        rng.shuffle(cards)
        roles, unused = sample_roles(view, self.roles_left, self.role_weights, rng)
        dwarves = tuple((view.clans[p], roles[p]) for p in range(view.num_players) if view.roles_known[p] is None)
        mines = list(self.unseen.mines)
        rng.shuffle(mines)
        by_type = {kind: tids[:] for kind, tids in self.by_type.items()}
        for tids in by_type.values():
            rng.shuffle(tids)
        slot_ids = _known_slots(view)
        dealt = [by_type[view.slot_types[slot]].pop() for slot in range(view.num_players) if not slot_ids[slot]]
        aside = [tid for tids in by_type.values() for tid in tids]
        s = cls.from_view(view, Unseen(tuple(cards), dwarves + tuple(unused), tuple(reversed(mines)),
                                       tuple(dealt + aside)))
        if view.phase == "target" and view.chosen is None:  # another seat's card, hidden
            hand = s.hands[s.active]
            options = [c for c in hand if s.has_target(c)] or hand
            s.chosen = options[rng.randrange(len(options))]
        s.rng = Rng(seed)
        return s

    def determinize(self, rng: Rng) -> SearchState:
        """A :class:`SearchState` (normal's: a :class:`ModelledState`) dealt by :meth:`deal`,
        carrying this search and each seat's estimate at its root (``base``); the first one
        works out the root's pruned answers and prior."""
        hooks = self.hooks
        s = self.deal(rng, ModelledState if hooks.modelled else SearchState)
        s.search = self
        if hooks.modelled:
            s.me = self.view.player
        if not self.rooted:
            self.rooted = True
            self.root_pruning(s)
        s.base = None
        s.base = estimates(s, self.root_fields, self.fields)
        return s

    # -- the root ------------------------------------------------------------------------------
    def root_pruning(self, s) -> None:
        """Seed the pruned answers of the root decision (and, in ``act``, the target choice
        of each card) with the heuristic's exact values (as the hooks read the roles), and
        the prior with those values: the cards whose best target is within
        ``hooks.root_near`` of the best card's, each with its ``hooks.root_targets`` best
        targets, and the discard; in ``move``, the heuristic's step and the steps as near."""
        view, hooks = self.view, self.hooks
        phase = view.phase
        if phase != "act" and phase != "target" and phase != "move":
            return
        values, beliefs = view_values(view, self.fields)
        if phase == "move":
            best = choose_step(view, values, list(view.legal))
            out = [best]
            if best != "stop":
                dist = values.dist
                d0 = dist[cell(best[1], best[2])]
                out += [a for a in view.legal if a != "stop" and a != best and dist[cell(a[1], a[2])] <= d0]
                e = edge(view.pawns[view.player], cell(best[1], best[2]))
                if e in view.traps and view.hand:
                    out.append("stop")
            key = prune_key(s)
            self.pruned[key] = out
            self.priors[key] = {a: (MOVE_PRIOR if a == best else 0.0) for a in out}
            return
        per_card = {}
        for code, actions in view.card_targets:
            if phase == "target" and code != view.chosen:
                continue
            valued = value_targets(values, list(actions), view, beliefs)
            valued.sort(key=lambda x: -x[0])
            per_card[code] = valued
        saved = s.phase, s.chosen
        for code, valued in per_card.items():
            s.phase, s.chosen = "target", code
            key = prune_key(s)
            self.pruned[key] = [a for _, a in valued[:hooks.root_targets]]
            self.priors[key] = {a: v for v, a in valued[:hooks.root_targets]}
        s.phase, s.chosen = saved
        if phase == "act":
            best = {code: valued[0][0] for code, valued in per_card.items() if valued}
            top = max(best.values(), default=-9.0)
            near = {code: v for code, v in best.items() if v >= top - hooks.root_near and v > -0.1}
            key = prune_key(s)
            out = self.pruned[key] = act_pruned(s, list(view.legal), near)
            # the heuristic plays its best card when worth more than 0, else discards
            self.priors[key] = {a: best.get(a[1], 0.0) if a[0] == "card" else 0.0 for a in out}

    def action_prior(self, state, actions):
        """At the root decision (and the target choice below it): a softmax of the
        heuristic's values; elsewhere uniform."""
        if state.phase not in PRIOR_PHASES or not self.priors:
            return [1.0] * len(actions)
        values = self.priors.get(prune_key(state))
        if values is None:
            return [1.0] * len(actions)
        xs = [values.get(a, -1.0) for a in actions]
        top = max(xs)
        t = self.hooks.prior_temperature
        return [math.exp((x - top) / t) for x in xs]

    def evaluate(self, state):
        return evaluate(state, self.fields)


def _known_slots(view) -> list[bool]:
    """Per slot: whether the viewer knows its treasure's value."""
    return [value is not None for value in view.slot_known]

