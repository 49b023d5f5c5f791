"""AI of Lost Legacy, by concern:

* ``beliefs``: card counting, what a seat can infer from its view (``Beliefs``);
* ``evaluation``: what an option is worth, as a chance of winning (``Reader``);
* ``policy``: the rule-based player (the heuristic level, and the search's model of every
  later decision), one choice per pending decision (``CHOICES``);
* ``rollout``: ``fast_action``, a cheap rule-based player on a state, for roll-outs;
* ``search``: the search's context (``Search``: the determinizations, worked out once per
  search) and its states (``SearchState``: the tree branches only on the searcher's turn);
* ``hooks``: ``LostLegacyHooks`` and ``HOOKS``, what the engine asks.
"""

from ..rules import unseen_cards
from .beliefs import Beliefs
from .evaluation import Reader
from .hooks import HOOKS, LostLegacyHooks
from .policy import policy_action
from .rollout import fast_action
from .search import Search, SearchState

__all__ = ["HOOKS", "LostLegacyHooks", "Beliefs", "Reader", "Search", "SearchState", "fast_action",
           "policy_action", "unseen_cards"]
