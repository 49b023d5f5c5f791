"""The search's side of the AI: its context (``Search``: the determinizations) and the
states it searches (``SearchState``).

A single-observer tree would take later decisions alike in every sample, whatever was drawn
or looked at in between (strategy fusion), and in this game that made deeper trees play worse.
``SearchState`` therefore lets the tree branch only on the searcher's own choices of the turn
under way; every later decision is the rule-based player's, seeing each sample's information.
The search is a Monte Carlo improvement of the heuristic, and more iterations only make it
surer. The root's samples are paired (the hooks' ``paired_root``): each deal is searched again
until every root answer has been tried on it, so the answers are compared on the same luck
(on 80 sampled 2-player decisions, 800 paired iterations chose about as well as 2400 unpaired).
"""

from __future__ import annotations

from tabletop.engine.contract import SearchContext
from tabletop.engine.rng import Rng

from ..rules import LostLegacyState, LostLegacyView, hidden_places, unseen_cards
from .beliefs import investigation_filter, stick_chances
from .policy import policy_action
from .rollout import fast_action

#: up to this many players, the search's later decisions are the full rule-based player's (an
#: exact model of the heuristic opponent, but slow with many players), beyond it ``fast_action``'s
GUARD_POLICY = 3
#: decisions taken right after a private look (or at the end), where a tree node could not tell
#: the samples apart
AFTER_LOOK = frozenset(("general_swap", "search_swap", "assault_swap", "adv_slot_2", "map_shuffle",
                        "investigate"))
#: tries at dealing the seats the investigation's announcements constrain before giving up on them
_DEAL_TRIES = 20


class SearchState(LostLegacyState):
    """A determinized state as the search sees it (see the module's notes): after the root's
    choice, only the searcher's (``root_seat``) own decisions of the turn under way
    (``root_turn``) that follow no private look keep all their options; every other decision
    offers just the rule-based player's choice (the full heuristic up to ``GUARD_POLICY``
    players, ``fast_action`` beyond, drawing on ``guide_rng``), which sees each sample's
    information. ``moved``: an action was applied; ``raw``: every legal action of the rules
    (while a view is made)."""

    CODEC = LostLegacyState.CODEC.extend(transient=("root_seat", "root_turn", "moved", "guide_rng", "raw"))
    __slots__ = CODEC.slots

    def legal_actions(self):
        legal = LostLegacyState.legal_actions(self)
        if self.raw or not self.moved:
            return legal
        if len(legal) > 1 and (
                self.pending[0] in AFTER_LOOK or self.turn_no != self.root_turn
                or self.current_player() != self.root_seat):
            if self.num_players <= GUARD_POLICY:
                return [policy_action(self.view(self.current_player()), self.guide_rng)]
            return [fast_action(self, self.guide_rng, legal)]
        return legal

    def apply(self, action):
        LostLegacyState.apply(self, action)
        self.moved = True

    def view(self, player):
        """The plain view (every legal action of the rules)."""
        raw = self.raw
        self.raw = True
        try:
            return LostLegacyState.view(self, player)
        finally:
            self.raw = raw


class Search(SearchContext):
    """One search from a view: what its samples are dealt from, worked out once.

    * ``unseen``: the cards whose place the viewer does not know, in card order;
    * ``places``: the hidden places (``rules.hidden_places``);
    * ``constrained``: (seat, test) for the seats whose hidden card the investigation's
      announcements constrain;
    * ``stick``: None, or (seat, chance) that each opponent holds the unseen Lost Legacy (a
      player who drew the unplayable Starship still has it: the longer an opponent has been
      drawing, the likelier; ``beliefs.stick_chances``), where the samples place it so.
    """

    __slots__ = ("unseen", "places", "constrained", "stick")

    def __init__(self, hooks, view: LostLegacyView):
        super().__init__(hooks, view)
        self.unseen, self.places, self.constrained, self.stick = (), None, (), None
        if view.phase == "first":  # before the deal: nothing hidden
            return
        me, n = view.player, view.num_players
        unseen = unseen_cards(view)
        bad = [c for c, k in unseen.items() if k < 0]
        if bad:
            raise ValueError(f"view of seat {me} is inconsistent: {bad} seen too often")
        self.unseen = pool = tuple(unseen.elements())
        self.places = places = hidden_places(view)
        hidden_hand_cards = sum(places.hands)
        deck_unknown = places.deck - len(view.deck_pool)
        need = hidden_hand_cards + len(places.slots) - len(view.ruins_pool) + deck_unknown
        if need != len(pool) or deck_unknown < 0 or len(places.slots) < len(view.ruins_pool):
            raise ValueError(f"view of seat {me} is inconsistent: {need} hidden places, {len(pool)} unseen cards")
        constrained = []
        for q in range(n):
            allowed = investigation_filter(view, q) if places.hands[q] > 0 else None
            if allowed is not None:
                constrained.append((q, allowed))
        self.constrained = tuple(constrained)
        if not constrained and view.lost_legacy in pool and len(pool) > hidden_hand_cards:
            seats = [q for q in range(n) if q != me and not view.out[q] and not view.known_hands[q]
                     and view.hand_counts[q]]
            self.stick = stick_chances(view, seats, len(pool))

    def determinize(self, rng: Rng) -> LostLegacyState:
        """A sample of what the viewer cannot see: a ``SearchState`` (a plain state before the
        deal). The unseen cards are shuffled; each constrained seat gets a card its
        announcements allow; an unseen Lost Legacy goes to an opponent by ``stick`` (else
        anywhere else in the unseen places); the unknown Ruins slots take the cards known to be
        in the Ruins first; the deck's unknown cards are shuffled with those known to be in it.
        ``LostLegacyState.from_view`` puts them in place."""
        view = self.view
        state_seed = rng.next64()
        if self.places is None:
            s = LostLegacyState.from_view(view, ())
            s.rng = Rng(state_seed)
            return s
        places, pool = self.places, self.unseen
        ok = False
        for attempt in range(_DEAL_TRIES):
            work = list(pool)
            rng.shuffle(work)
            fixed = {}
            ok = True
            for q, allowed in self.constrained:
                fits = [i for i, card in enumerate(work) if allowed(card)]
                if not fits:
                    ok = False
                    break
                fixed[q] = work.pop(fits[rng.randrange(len(fits))])
            if ok:
                break
        if not ok:  # fall back: ignore the constraints rather than fail
            work = list(pool)
            rng.shuffle(work)
            fixed = {}
        left_over = None
        if self.stick is not None:
            lost_legacy = view.lost_legacy
            u = rng.random()
            left_over = lost_legacy
            for q, chance in self.stick:
                if u < chance:
                    fixed[q] = lost_legacy
                    left_over = None
                    break
                u -= chance
            work.remove(lost_legacy)
        dealt = []
        for q, hidden in enumerate(places.hands):
            if hidden:
                hand = [fixed[q]] if q in fixed else []
                while len(hand) < hidden:
                    hand.append(work.pop())
                dealt += hand
        if left_over is not None:
            work.insert(rng.randrange(len(work) + 1), left_over)
        slots = list(places.slots)
        rng.shuffle(slots)
        pooled = list(view.ruins_pool)
        in_slot = {}
        for i in slots:
            in_slot[i] = pooled.pop() if pooled else work.pop()
        rest = list(view.deck_pool) + [work.pop() for _ in range(places.deck - len(view.deck_pool))]
        rng.shuffle(rest)
        assert not work
        dealt += [in_slot[i] for i in places.slots]
        dealt += rest
        s = SearchState.from_view(view, dealt)
        s.rng = Rng(state_seed)
        s.root_seat = s.current_player()
        s.root_turn = s.turn_no
        s.moved = False
        s.guide_rng = Rng(rng.next64())
        s.raw = False
        return s
