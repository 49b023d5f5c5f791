"""AI of Saboteur: The Lost Mines, by concern:

* ``beliefs.py``: the other seats' roles (the dwarf cards left, tilted by the public conduct
  record), what each seat's treasure is worth to the viewer (``pool_weights``), the roles of
  a determinization, what an unknown face-down mine is worth entering.
* ``fields.py``: the board as distance fields (the cost from each cell to the mines worth
  walking to) and ``phi``, a distance as a chance of reaching treasure in time.
* ``policy.py``: the rule-based player (every card+target valued on the fields, the least
  useful discards, greedy walks) and the roll-outs' cheap policy.
* ``evaluation.py``: the search's evaluation (each seat's expected treasure this round from
  the pawns' distances, shared out by the determinized roles, as winning chances).
* ``search.py``: one search's context (``Search``): the determinizations it deals, the
  answers it prunes (``SearchState``; normal's ``ModelledState`` models the other seats'
  card choices by the rule-based chooser), the root's prior and the caches it fills.
* ``hooks.py``: ``HOOKS``, the levels' settings: easy searches with UCB, normal and hard
  choose their root answer by sequential halving on paired samples; hard searches every
  option of the others with four times normal's iterations, weighs its prior twice normal's
  and keeps the heuristic's answer unless it measured another one better.
"""

from .hooks import HOOKS, LostMinesHooks, deal
from .policy import card_of, discard_choices
from .search import ModelledState, Search, SearchState

__all__ = ["HOOKS", "LostMinesHooks", "ModelledState", "Search", "SearchState", "card_of", "deal",
           "discard_choices"]
