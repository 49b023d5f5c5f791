"""Lost Legacy's AI hooks: the rule-based player (``policy``), the search's context and states
(``search``) and its roll-outs (``rollout``), with the levels' budgets."""

from __future__ import annotations

from tabletop.engine.contract import AIHooks
from tabletop.engine.rng import Rng

from ..rules import LostLegacyState, LostLegacyView
from .policy import policy_action
from .rollout import fast_action
from .search import Search


class LostLegacyHooks(AIHooks):
    rollout_depth = None  # a game is one pass through a 16- or 31-card deck: play it out
    #: level -> (seconds, iteration cap): about 250 / 750 iterations in the first turns at 2p
    #: (rollouts are played by the full rule-based player), the caps later on
    #: (deterministic pilot, 2 players: hard 2400 vs normal 800 only 52-45-3 in 100
    #: games: the search is a best response to the rule-based model and surer is not much better)
    levels = {"normal": (0.9, 800), "hard": (2.8, 2400)}
    #: common random numbers at the root: every root answer is tried on the same samples (the
    #: same deal and the same chance in the playout), so the answers are compared on equal luck
    paired_root = True

    def prepare(self, view: LostLegacyView) -> Search:
        return Search(self, view)

    def determinize(self, view: LostLegacyView, rng: Rng) -> LostLegacyState:
        """One sample outside a search (a search deals through its ``Search``)."""
        return self.prepare(view).determinize(rng)

    def heuristic_action(self, view: LostLegacyView, rng: Rng):
        """Card counting and one-step expected value (``policy``)."""
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return policy_action(view, rng)

    def rollout_action(self, state: LostLegacyState, rng: Rng):
        """A quick rule-based player straight on the state (``fast_action``)."""
        return fast_action(state, rng)


HOOKS = LostLegacyHooks()
