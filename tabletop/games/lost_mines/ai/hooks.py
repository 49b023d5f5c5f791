"""The hooks the engine's agents call (``HOOKS``): the levels' settings, the rule-based
player, the roll-outs and the evaluation, and ``prepare``, which makes each search its own
``Search`` (``search.py``)."""

from __future__ import annotations

from tabletop.engine.contract import AIHooks
from tabletop.engine.rng import Rng

from ..rules import LostMinesState
from . import policy
from .evaluation import evaluate
from .search import K_TARGETS, PRUNED_PHASES, Search


class LostMinesHooks(AIHooks):
    rollout_depth = 6
    #: the root's answers (``Search.root_pruning``): the cards whose best target the heuristic
    #: values within this of the best card's, each with its best ``root_targets`` targets
    root_near = 0.3
    root_targets = K_TARGETS
    #: iteration-bound levels. Hard's 1,200 iterations beat normal's 300 only with the other
    #: seats' decisions kept apart per sampled role (``decision_context``); normal gains
    #: little from more against the heuristic (600 no better than 300). Measured in
    #: bench/runs/lost_mines_3p_halving.json (3 players, 200 games each, real time): normal
    #: vs heuristic 63.5 % of the pairs, hard vs normal 53.2 %, heuristic vs random 86.3 %;
    #: normal decides in at most 0.36 s, hard in 0.94 s. Every other run and pilot behind
    #: these settings is in research/lost_mines_ai_notes.md
    levels = {"easy": (0.1, 60), "normal": (1.0, 300), "hard": (2.5, 1200)}

    #: progressive bias towards the heuristic's values at the root (``action_prior``): the
    #: search's estimates are noisy, so it starts from the heuristic and leaves it only with
    #: evidence (300 iterations vs the heuristic: 74.6 % with it, 68.8 % without)
    prior_weight = 1.0
    #: temperature (points) of the softmax over those values that makes the prior
    prior_temperature = 0.25
    #: the levels' own settings (``variant``). Normal models the other seats' card choices by
    #: the rule-based chooser (``modelled``: the others' likely answers, not their every
    #: option). Hard searches every option with a doubled prior weight and keeps the
    #: heuristic's answer unless it measured another better by ``departure_margin`` (the
    #: answers' means differ by under 0.01 where they leave the distance fields alike).
    #: Both choose the root answer by sequential halving on paired samples
    #: (``root_halving``: the answers are compared on the same hidden cards and chance,
    #: worth about four times the samples); easy keeps UCB (it is meant to be beatable)
    level_settings = {"normal": {"modelled": True, "root_halving": True},
                      "hard": {"prior_weight": 2.0, "departure_margin": 0.01, "root_halving": True}}
    #: the other seats' card choices inside the search are the rule-based chooser's
    #: (``search.ModelledState``); on for normal only (easy and hard search every option)
    modelled = False

    def for_level(self, level):
        got = self.level_settings.get(level)
        return self if got is None else self.variant(**got)

    # ---- search --------------------------------------------------------------------------
    def prepare(self, view) -> Search:
        return Search(self, view)

    def determinize(self, view, rng):
        return self.prepare(view).determinize(rng)

    def action_prior(self, state, actions):
        """The prior of the search ``state`` was dealt by (``Search.action_prior``); uniform
        for a state of no search."""
        search = getattr(state, "search", None)
        if search is None:
            return [1.0] * len(actions)
        return search.action_prior(state, actions)

    def decision_context(self, state, player):
        """Another seat decides by its hidden role: the search keeps its decisions apart per
        role sampled for it (``tabletop.engine.ismcts``), so a saboteur's blocking and a loyal
        dwarf's building are not mixed in one node. ismcts:300 with this beat ismcts:300
        without it 39-16-35 head to head (3 players, 45 games); without it, more iterations
        lost to fewer (300 vs 100: 36-58-38, 66 games)."""
        return state.roles[player]

    def settled(self, view):
        """The search's answer when its root has a single option: the root pruning (the
        heuristic's walk with no rival step, one sensible discard pick, ...) depends only on
        the view, and a search over one option returns it whatever the budget. About 45 % of
        the decisions with several legal actions (nearly every step) are such, so skipping
        their searches changes no move and halves an AI seat's thinking."""
        if len(view.legal) < 2 or view.phase not in PRUNED_PHASES:
            return None
        root = self.determinize(view, Rng(0)).legal_actions()
        if len(root) == 1 and root[0] in view.legal:
            return root[0]
        return None

    # ---- the rule-based player, roll-outs, evaluation ---------------------------------------
    def heuristic_action(self, view, rng):
        return policy.heuristic_action(view)

    def rollout_action(self, state, rng):
        return policy.rollout_action(state, rng)

    def evaluate(self, state):
        return evaluate(state)


HOOKS = LostMinesHooks()


def deal(view, rng: Rng) -> LostMinesState:
    """A full state of the rules (no pruning) dealt from ``view`` as a search deals its
    samples (``Search.deal``)."""
    return HOOKS.prepare(view).deal(rng)
