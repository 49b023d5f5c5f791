"""AI hooks of the reference game (see ``refgame.py``): the pattern of a game's ``ai.py`` in
small. The search's context (``_Search``) works out the unseen cards once per search and
deals them; ``RefState.from_view`` puts them in place."""

from __future__ import annotations

from tabletop.engine.contract import AIHooks, SearchContext
from tabletop.engine.rng import Rng

try:  # same package layout as refgame, whichever way the tests import it
    from .refgame import (COMMIT, DISCARD, KEEP, LOW_STRENGTH, STRENGTH, SWAP, RefState, RefView,
                          unseen_cards)
except ImportError:
    from refgame import (COMMIT, DISCARD, KEEP, LOW_STRENGTH, STRENGTH, SWAP, RefState, RefView,
                          unseen_cards)


class RefHooks(AIHooks):
    rollout_depth = None  # games are short: play them out

    def prepare(self, view: RefView) -> "_Search":
        return _Search(self, view)

    def determinize(self, view: RefView, rng: Rng) -> RefState:
        """One sample outside a search (a search deals through its ``_Search``)."""
        return self.prepare(view).determinize(rng)

    def heuristic_action(self, view: RefView, rng: Rng):
        """Swap away a weak card; play a strong card if holding one, else dump the weakest."""
        legal = view.legal_actions()
        strength = LOW_STRENGTH if view.lowball else STRENGTH
        rank = lambda card: strength[card][0] if not view.lowball else 11 + strength[card][0]  # noqa: E731
        hand = sorted(view.hand, key=strength.__getitem__)
        if KEEP in legal:
            return SWAP if hand and rank(hand[0]) <= 3 else KEEP
        if legal[0][0] == "discard":
            return DISCARD[hand[0]]
        best = hand[-1]
        return COMMIT[best if rank(best) >= 8 else hand[0]]


class _Search(SearchContext):
    """One search: the unseen cards of its view, worked out once."""

    __slots__ = ("unseen",)

    def __init__(self, hooks: RefHooks, view: RefView):
        super().__init__(hooks, view)
        self.unseen = tuple(unseen_cards(view))

    def determinize(self, rng: Rng) -> RefState:
        """Shuffle the unseen cards, let the rules put them in place, reseed the state's rng."""
        unseen = list(self.unseen)
        rng.shuffle(unseen)
        s = RefState.from_view(self.view, unseen)
        s.rng = Rng(rng.next64())
        return s


HOOKS = RefHooks()
