"""AI hooks of the reference game (see ``refgame.py``)."""

from __future__ import annotations

from tabletop.engine.contract import AIHooks
from tabletop.engine.rng import Rng

try:  # same package layout as refgame, whichever way the tests import it
    from .refgame import DECK, KEEP, LOW_STRENGTH, STRENGTH, SWAP, RefState, RefView
except ImportError:
    from refgame import DECK, KEEP, LOW_STRENGTH, STRENGTH, SWAP, RefState, RefView


class RefHooks(AIHooks):
    rollout_depth = None  # games are short: play them out

    def determinize(self, view: RefView, rng: Rng) -> RefState:
        me, n = view.player, view.num_players
        seen = set(view.hand)
        seen.update(view.discard)
        for w in view.won:
            seen.update(w)
        if view.my_commit is not None:
            seen.add(view.my_commit)
        unseen = [c for c in DECK if c not in seen]
        need = view.pool_count + sum(
            view.hand_counts[p] + (1 if view.committed[p] else 0) for p in range(n) if p != me
        )
        if need > len(unseen):
            raise ValueError(f"view of seat {me} is inconsistent: {need} hidden cards, {len(unseen)} unseen")
        rng.shuffle(unseen)
        k = 0
        commits = [None] * n
        hands = []
        for p in range(n):
            if p == me:
                commits[p] = view.my_commit
                hands.append(list(view.hand))
                continue
            if view.committed[p]:
                commits[p] = unseen[k]
                k += 1
            c = view.hand_counts[p]
            hands.append(sorted(unseen[k:k + c]))
            k += c
        pool = sorted(unseen[k:k + view.pool_count])
        return RefState(
            n, view.rounds, view.lowball, Rng(rng.next64()), hands, pool, commits,
            sum(c for c in view.committed), view.round, view.lead, [list(w) for w in view.won],
            list(view.discard), view.last_trick, view.last_winner, view.pending,
        )

    def heuristic_action(self, view: RefView, rng: Rng):
        """Swap away a weak card; play a strong card if holding one, else dump the weakest."""
        legal = view.legal_actions()
        strength = LOW_STRENGTH if view.lowball else STRENGTH
        rank = lambda card: strength[card][0] if not view.lowball else 11 + strength[card][0]  # noqa: E731
        hand = sorted(view.hand, key=strength.__getitem__)
        if KEEP in legal:
            return SWAP if hand and rank(hand[0]) <= 3 else KEEP
        if legal[0][0] == "discard":
            return ("discard", hand[0])
        best = hand[-1]
        return ("play", best if rank(best) >= 8 else hand[0])


HOOKS = RefHooks()
