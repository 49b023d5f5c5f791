"""What the deciding seat can infer from its view: card counting.

``Beliefs(view)`` holds

* ``unseen``: the cards whose place the seat does not know (the deck minus everything seen,
  ``rules.unseen_cards``), card -> copies;
* ``dist[q]``: opponent q's hand card as probabilities (a known card is certain; else the
  unseen cards in proportion, except that a player who drew the unplayable Starship keeps it,
  so the longer q has been drawing the likelier it holds an unseen Lost Legacy: ``stick_chances``);
* ``draw``: the chances of each card for a card drawn from the deck;
* ``loc``: where the Lost Legacy is, ``("me",)``, ``("seat", q)``, ``("slot", i)`` or
  ``("deck",)`` -> probability;
* ``play_prob(q)``: the chance of each card being q's next play (either card of two), and
  ``threats(...)``: the chances that the opponents' turns before the seat's next one aim each
  kind of effect at it.

The derived readers (``knowing``, ``missing``, ``placing``, ``without``...) are copies after
something is learnt or assumed; ``evaluation.Reader`` adds what an option is worth.
"""

from __future__ import annotations

from ..data import NUMBER
from ..rules import LostLegacyView, unseen_cards

#: how many of its plays make an opponent likelier to hold an unseen Flying Garden (it may be
#: played, unlike The Starship, which a holder can never get rid of)
GARDEN_STICK = 2
#: share of an opponent's plays counted as chances to have picked up The Starship (random
#: players also swap it away with Search, General or Assault)
STICK = 0.3


def investigation_filter(view: LostLegacyView, q: int):
    """What the investigation's announcements allow seat q's hidden card to be (a test of a
    card), or None (anything): a seat that announced a number holds that number; one that did
    not, when the numbers up to ``inv_k`` were called, holds a higher one or a × card."""
    if view.phase != "invest":
        return None
    number = view.inv_num[q]
    if number >= 1:
        return lambda card: NUMBER[card] == number
    called = view.inv_k
    return lambda card: NUMBER[card] == 0 or NUMBER[card] > called


def stick_chances(view: LostLegacyView, seats, unseen_count: int) -> list[tuple[int, float]]:
    """(seat, chance) that each of ``seats`` (opponents whose card the viewer does not know)
    holds the unseen Lost Legacy: one card among ``unseen_count``, counted ``1 + STICK`` times
    per card the seat has played (a holder of The Starship cannot play it; a holder of the
    Flying Garden rarely does, so at most ``GARDEN_STICK``), 0.9 at most in all."""
    lost_legacy = view.lost_legacy
    res = []
    for q in seats:
        allowed = investigation_filter(view, q)
        if allowed is not None and not allowed(lost_legacy):
            continue
        d = len(view.piles[q]) * STICK
        if lost_legacy == "garden":
            d = min(d, GARDEN_STICK)
        res.append((q, (d + 1.0) / (unseen_count + d)))
    total = sum(p for _, p in res)
    if total > 0.9:
        res = [(q, p * (0.9 / total)) for q, p in res]
    return res


def renormalized(loc: dict) -> dict:
    total = sum(loc.values())
    if total <= 0:
        return {}
    return {k: p / total for k, p in loc.items()}


class Beliefs:
    """What the deciding seat of ``view`` can infer (see the module's notes)."""

    def __init__(self, view: LostLegacyView):
        self.view = view
        self.me = me = view.player
        self.lost_legacy = view.lost_legacy
        n = view.num_players
        self.alive = [q for q in range(n) if not view.out[q]]
        order = [(me + i) % n for i in range(1, n)]
        self.opponents = [q for q in order if not view.out[q]]  # in turn order after me
        spent = view.saint_spent
        self.saint_up = [("saint" in view.piles[q] and not spent) for q in range(n)]
        self._play_chances = {}
        self._threats = {}
        self.top = view.known_top  # the card the next opponent will draw, when known
        self._count()

    # -- knowledge ---------------------------------------------------------------------------
    def _count(self):
        view, lost_legacy = self.view, self.lost_legacy
        unseen = {c: k for c, k in unseen_cards(view).items() if k > 0}
        unseen_count = sum(unseen.values())
        hidden = [q for q in self.opponents if not view.known_hands[q] and view.hand_counts[q] > 0]
        stick = dict(stick_chances(view, hidden, unseen_count)) if unseen.get(lost_legacy, 0) > 0 else {}
        dist = {}
        for q in self.opponents:
            known = view.known_hands[q]
            if known:
                dist[q] = {known[-1]: 1.0}
                continue
            if not view.hand_counts[q]:
                continue
            allowed = investigation_filter(view, q)
            items = unseen if allowed is None else {c: k for c, k in unseen.items() if allowed(c)}
            s = stick.get(q, 0.0)
            rest = sum(k for c, k in items.items() if c != lost_legacy)
            if rest == 0:
                d = {lost_legacy: 1.0} if lost_legacy in items else {}
            else:
                share = (1.0 - s) / rest
                d = {c: k * share for c, k in items.items() if c != lost_legacy}
                if s:
                    d[lost_legacy] = s
            dist[q] = d
        draw = {}
        nonhand = unseen_count - len(hidden)
        if nonhand > 0:
            for c, k in unseen.items():
                x = k - sum(dist[q].get(c, 0.0) for q in hidden)
                if x > 1e-9:
                    draw[c] = x / nonhand
        self.unseen, self.unseen_count, self.dist, self.draw, self.hidden = unseen, unseen_count, dist, draw, hidden
        self.loc = self._locate()

    def _locate(self):
        view, lost_legacy = self.view, self.lost_legacy
        if lost_legacy in view.hand:
            return {("me",): 1.0}
        for q in self.opponents:
            if lost_legacy in view.known_hands[q]:
                return {("seat", q): 1.0}
        for i, c in enumerate(view.known_ruins):
            if c == lost_legacy:
                return {("slot", i): 1.0}
        unknown = [i for i, c in enumerate(view.known_ruins) if c is None]
        if lost_legacy in view.ruins_pool:
            return {("slot", i): 1.0 / len(unknown) for i in unknown}
        if view.known_top == lost_legacy or lost_legacy in view.deck_pool:
            return {("deck",): 1.0}
        loc = {}
        if self.unseen.get(lost_legacy, 0) <= 0:
            return loc
        total = 0.0
        for q in self.hidden:
            p = self.dist[q].get(lost_legacy, 0.0)
            if p:
                loc[("seat", q)] = p
                total += p
        nonhand = self.unseen_count - len(self.hidden)
        if nonhand > 0 and total < 1.0:
            per = (1.0 - total) / nonhand
            unknown_slots, pooled = len(unknown), len(view.ruins_pool)
            if unknown_slots > pooled:
                per_slot = per * (unknown_slots - pooled) / unknown_slots
                for i in unknown:
                    loc[("slot", i)] = per_slot
            deck_unknown = view.deck_count - (view.known_top is not None) - len(view.deck_pool)
            if deck_unknown > 0:
                loc[("deck",)] = per * deck_unknown
        return renormalized(loc)

    def _copy(self):
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._play_chances = {}
        other._threats = {}
        return other

    def knowing(self, q, card):
        """This reader after seeing that q holds ``card``."""
        other = self._copy()
        other.dist = dict(self.dist)
        other.dist[q] = {card: 1.0}
        if card == self.lost_legacy:
            other.loc = {("seat", q): 1.0}
        elif ("seat", q) in self.loc:
            other.loc = renormalized({k: p for k, p in self.loc.items() if k != ("seat", q)})
        return other

    def missing(self, key):
        """This reader after seeing that the Lost Legacy is not at ``key``."""
        if key not in self.loc:
            return self
        other = self._copy()
        other.loc = renormalized({k: p for k, p in self.loc.items() if k != key})
        return other

    def placing(self, loc):
        """This reader with the Lost Legacy at ``loc`` (a dict key -> probability)."""
        other = self._copy()
        other.loc = loc
        return other

    def lost_legacy_redirected(self):
        """Where the Lost Legacy goes when it would be discarded (into the Ruins, which are
        shuffled, or into the deck)."""
        if self.lost_legacy == "garden":
            slots = self.view.ruins_count + 1
            return self.placing({("slot", i): 1.0 / slots for i in range(slots)})
        return self.placing({("deck",): 1.0})

    def without(self, q):
        """This reader after q is eliminated."""
        other = self._copy()
        other.alive = [p for p in self.alive if p != q]
        other.opponents = [p for p in self.opponents if p != q]
        other.dist = {p: d for p, d in self.dist.items() if p != q}
        if ("seat", q) in self.loc:
            other.loc = renormalized({k: p for k, p in self.loc.items() if k != ("seat", q)})
        return other

    def with_top(self, card):
        """This reader when the next opponent's draw is ``card`` (None: unknown)."""
        other = self._copy()
        other.top = card
        return other

    def chance_of(self, q, test):
        """The chance that q's hand card passes ``test``."""
        return sum(p for c, p in self.dist.get(q, {}).items() if test(c))

    # -- the opponents' next turns -----------------------------------------------------------
    def play_prob(self, q):
        chances = self._play_chances.get(q)
        if chances is None:
            hand = self.dist.get(q, {})
            drawn = self.draw
            if self.top is not None and self.opponents and q == self.opponents[0]:
                drawn = {self.top: 1.0}
            in_hand, in_draw = hand.get("starship", 0.0), drawn.get("starship", 0.0)
            chances = {}
            # either card of two is played, but a Starship never is: the other one then is
            a, b = 0.5 + 0.5 * in_draw, 0.5 + 0.5 * in_hand
            for c, p in hand.items():
                if c != "starship":
                    chances[c] = p * a
            for c, p in drawn.items():
                if c != "starship":
                    chances[c] = chances.get(c, 0.0) + p * b
            self._play_chances[q] = chances
        return chances

    def threats(self, deck_after, guarded=False):
        """Chances that the opponents' turns before my next one aim each kind of effect at me."""
        key = (deck_after, guarded, len(self.opponents))
        t = self._threats.get(key)
        if t is not None:
            return t
        t = {"look": 0.0, "sword": 0.0, "thief": 0.0, "assault": 0.0, "curse": 0.0, "gale": 0.0}
        if not guarded and deck_after > 0:
            protected = self.view.protected
            for q in self.opponents[:deck_after]:
                chances = self.play_prob(q)
                targets = sum(1 for r in self.alive if r != q and (r == self.me or not protected[r]))
                share = 1.0 / targets
                thief = chances.get("thief", 0.0) / (targets + 1)
                t["sword"] += chances.get("sword", 0.0) * share
                t["assault"] += chances.get("assault", 0.0) * share
                t["curse"] += chances.get("curse", 0.0) * share
                t["thief"] += thief
                t["gale"] += chances.get("gale", 0.0) / (targets + 1)
            t["look"] = t["assault"] + t["curse"] + t["thief"]
        self._threats[key] = t
        return t
