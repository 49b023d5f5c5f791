"""What an option is worth to the deciding seat: ``Reader``, the card counting of
``beliefs.Beliefs`` with values.

Values are estimated chances of winning: 1 for a win, 0 for being eliminated, and for a card
kept (``hold``) the risks it runs through the opponents' turns before my next one (Sneak Attack
springs on a looker, Fated Girl dies to any look, a Lost Legacy can be stolen by a Shadow
Thief), a bonus for the win or kill it threatens next turn, and, weighted by how close the end
is, its worth in the investigation (low numbers call first; × never calls). ``play_value`` is
the chance of winning after playing a card (with the best follow-up choices) and keeping the
other; the other ``*_value`` and ``*_gain`` methods value the follow-up choices themselves.
"""

from __future__ import annotations

from collections import Counter

from ..actions import NONE
from ..data import CARD_ORDER, NUMBER, X_CARDS
from ..rules import WOUND_LIMIT
from .beliefs import Beliefs, renormalized

#: chance that an opponent who investigates before me picks the right place
OPPONENT_FINDS = 0.4
#: chance that an opponent's Curse names the number of my card
CURSE_HIT = 0.2
#: what a next-turn win or kill in hand is worth, as a share of its full value
POTENTIAL = 0.5
#: worth of a drawn game (nobody finds the Lost Legacy) against 1 for a win
DRAW_WORTH = 0.2
#: chance that an opponent who holds the Lost Legacy and calls first names its own hand
OPPONENT_NAMES_SELF = 0.4
#: being eliminated by looking into a Sneak Attack is scored below 0: a blind look is a worse
#: gamble than the bare odds say (the looker also gives up the card it keeps)
LOOK_PENALTY = 0.5
#: keeping The Starship, an Assault or a Curse means the next drawn look card may have to be
#: played into a Sneak Attack: weight of that risk
FORCED_LOOK = 1.5
FORCING = ("assault", "curse")
#: keeping a Sneak Attack means playing whatever comes next: its cost per turn kept
AMBUSH_BURDEN = 0.08


class Reader(Beliefs):
    """Card counting (``Beliefs``) and what each option is worth (see the module's notes);
    ``kept`` is always the card I keep in hand."""

    # -- the end and the card kept ------------------------------------------------------------
    def best_place(self):
        """Chance of the likeliest place to find the Lost Legacy at the end (not my hand)."""
        in_deck = self.loc.get(("deck",), 0.0) / max(1, len(self.alive))
        best = 0.0
        for key, p in self.loc.items():
            if key[0] == "seat":
                p += in_deck
            elif key[0] != "slot":
                continue
            if p > best:
                best = p
        return best

    def end_value(self, kept):
        """Chance of winning the investigation holding ``kept`` (opponents as they are now)."""
        number = NUMBER[kept]
        dist = self.dist
        if number == 0:  # never calls: a draw unless someone else finds it
            nobody = 1.0
            for q in self.opponents:
                d = dist.get(q)
                if d:
                    nobody *= 1.0 - (1.0 - sum(p for c, p in d.items() if NUMBER[c] == 0)) * OPPONENT_FINDS
            return DRAW_WORTH * nobody
        if kept == self.lost_legacy:
            none_lower = 1.0
            for q in self.opponents:
                d = dist.get(q)
                if d:
                    none_lower *= sum(p for c, p in d.items() if NUMBER[c] == 0 or NUMBER[c] > number)
            return 1.0 - (1.0 - none_lower) * OPPONENT_FINDS
        no_tie = first = 1.0
        legacy_above = 0.0
        for q in self.opponents:
            d = dist.get(q)
            if not d:
                continue
            tie = higher = 0.0
            for c, p in d.items():
                their = NUMBER[c]
                if their == number:
                    tie += p
                elif their == 0 or their > number:
                    higher += p
            no_tie *= 1.0 - tie
            first *= higher / (1.0 - tie) if tie < 1.0 else 0.0
            if number > 5:
                legacy_above += d.get(self.lost_legacy, 0.0)
        best = self.best_place()
        return no_tie * best * (first + max(0.0, 1.0 - first - legacy_above) * (1.0 - OPPONENT_FINDS)
                                + legacy_above * (1.0 - OPPONENT_NAMES_SELF))

    def potential(self, kept):
        """Chance of a win or kill with ``kept`` next turn, from what is known now."""
        view = self.view
        gain = 0.0
        targets = [q for q in self.opponents if not view.protected[q]]
        if kept in ("thief", "adventurer", "search"):
            slots = sorted((p for key, p in self.loc.items() if key[0] == "slot"), reverse=True)
            if kept == "adventurer":
                gain = sum(slots[:2])
            elif slots:
                gain = slots[0] * (0.5 if kept == "search" else 1.0)
            if kept == "thief":
                for q in targets:
                    d = self.dist.get(q, {})
                    gain = max(gain, d.get(self.lost_legacy, 0.0) + d.get("girl", 0.0) - d.get("ambush", 0.0))
        elif kept == "sword":
            for q in targets:
                gain = max(gain, self.chance_of(q, lambda c: c in X_CARDS or c == "girl"))
        elif kept == "curse":
            for q in targets:
                d = self.dist.get(q, {})
                by_number = Counter()
                for c, p in d.items():
                    by_number[NUMBER[c]] += p
                by_number[0] = 0.0
                best = max(by_number.values()) if by_number else 0.0
                gain = max(gain, best + d.get("girl", 0.0) - d.get("ambush", 0.0))
        elif kept == "assault":
            for q in targets:
                d = self.dist.get(q, {})
                gain = max(gain, d.get("girl", 0.0) - d.get("ambush", 0.0))
        if gain <= 0.0:
            return 0.0
        m = len(self.alive)
        return POTENTIAL * gain * (1.0 - 1.0 / m)

    def kill_value(self, q, kept, deck):
        if len(self.alive) <= 2:
            return 1.0
        return self.without(q).hold(kept, deck)

    def hold(self, kept, deck_after, guarded=False, exposed=False):
        """Chance of winning when I keep ``kept`` and ``deck_after`` cards are left to draw."""
        at_end = self.end_value(kept)
        if deck_after <= 0:
            return at_end
        m = len(self.alive)
        turns = deck_after // m
        w = 1.0 / (1 + turns)
        base = 1.0 / m
        unharmed = w * at_end + (1.0 - w) * (base + self.potential(kept))
        t = self.threats(deck_after, guarded)
        kill = die = lose = taken = 0.0
        if kept == "ambush":
            kill = t["look"] * (0.5 if exposed else 1.0)
            die = t["sword"]
        elif kept == "girl":
            die = t["look"] + t["sword"]
        elif kept == "wound":
            die = t["sword"]
            if self.view.piles[self.me].count("wound") + 1 >= WOUND_LIMIT:
                die += t["gale"]
        elif kept == self.lost_legacy:
            lose = t["thief"] + t["curse"] * CURSE_HIT * (2.0 if exposed else 1.0)
            taken = t["assault"] * (0.9 if exposed else 0.5) + t["gale"]
        else:
            die = t["curse"] * CURSE_HIT
        if turns and (kept == "starship" or kept in FORCING):
            # next turn, drawing a look card leaves no choice but to look, maybe into a Sneak Attack
            ambush = min((self.chance_of(q, lambda c: c == "ambush") for q in self.opponents), default=0.0)
            drawn = self.draw
            die += FORCED_LOOK * (drawn.get("assault", 0.0) + drawn.get("curse", 0.0)) * ambush
        if self.saint_up[self.me]:
            die *= 0.2
        kill_worth = 1.0 if m <= 2 else 1.0 / (m - 1)
        stay = max(0.0, 1.0 - die - kill - lose - taken)
        val = stay * unharmed + kill * kill_worth + taken * base * 0.7
        if kept == "ambush":
            val -= AMBUSH_BURDEN
        return val

    # -- looks ---------------------------------------------------------------------------------
    def look_value(self, kind, q, kept, number=0):
        """Expected value of a look at q's hand (Shadow Thief, Swordsman, Assault, Curse)."""
        me, lost_legacy = self.me, self.lost_legacy
        deck = self.view.deck_count
        total = 0.0
        for theirs, p in self.dist.get(q, {}).items():
            if p <= 0.0:
                continue
            if kind == "sword" and theirs in X_CARDS:
                val = self.knowing(q, theirs).hold(kept, deck) if self.saint_up[q] else self.kill_value(q, kept, deck)
            elif theirs == "ambush":
                val = self.knowing(q, theirs).hold(kept, deck) if self.saint_up[me] else -LOOK_PENALTY
            elif theirs == "girl":
                val = self.knowing(q, theirs).hold(kept, deck) if self.saint_up[q] else self.kill_value(q, kept, deck)
            else:
                after = self.knowing(q, theirs)
                if kind == "thief" and theirs == lost_legacy:
                    val = 1.0
                elif kind == "curse" and NUMBER[theirs] == number and not self.saint_up[q]:
                    if theirs != lost_legacy:
                        val = self.kill_value(q, kept, deck)
                    elif len(self.alive) > 2:
                        val = self.without(q).lost_legacy_redirected().hold(kept, deck)
                    else:
                        val = 1.0
                elif kind == "assault":
                    val = max(after.hold(kept, deck), after.swapped(q, kept, theirs).hold(theirs, deck, exposed=True))
                else:
                    val = after.hold(kept, deck)
            total += p * val
        return total

    def swapped(self, q, kept, theirs):
        """After I give ``kept`` to q and take ``theirs`` (q knows my card)."""
        after = self.knowing(q, kept)
        if theirs == self.lost_legacy:
            after.loc = {("me",): 1.0}
        return after

    def swap_gain(self, kept, theirs, q):
        deck = self.view.deck_count
        return self.swapped(q, kept, theirs).hold(theirs, deck, exposed=True) - self.hold(kept, deck)

    def thief_value(self, action, kept):
        deck = self.view.deck_count
        if action[0] == "slot":
            key = ("slot", action[1])
            p = self.loc.get(key, 0.0)
            return p + (1.0 - p) * self.missing(key).hold(kept, deck) + (
                0.002 if self.view.known_ruins[action[1]] is None else 0.0)
        return self.look_value("thief", action[1], kept)

    def sword_value(self, q, kept):
        return self.look_value("sword", q, kept)

    def assault_value(self, q, kept):
        return self.look_value("assault", q, kept)

    def curse_value(self, q, kept):
        """(value, number to name): the number q's card most likely has."""
        by_number = Counter()
        for c, p in self.dist.get(q, {}).items():
            if c not in ("girl", "ambush") and NUMBER[c] > 0:
                by_number[NUMBER[c]] += p
        number = max(by_number, key=lambda x: (by_number[x], x)) if by_number else 7
        return self.look_value("curse", q, kept, number), number

    # -- the Ruins and the deck ----------------------------------------------------------------
    def slot_value(self, i):
        return self.loc.get(("slot", i), 0.0) + (0.001 if self.view.known_ruins[i] is None else 0.0)

    def search_gain(self, kept, card, i):
        deck = self.view.deck_count
        if card == self.lost_legacy:
            keep = self.placing({("slot", i): 1.0}).hold(kept, deck)
            return self.placing({("me",): 1.0}).hold(card, deck) - keep
        if kept == self.lost_legacy:
            return self.placing({("slot", i): 1.0}).hold(card, deck) - self.hold(kept, deck)
        return self.hold(card, deck) - self.hold(kept, deck)

    def search_value(self, kept):
        deck = self.view.deck_count
        slots = [(p, key) for key, p in self.loc.items() if key[0] == "slot"]
        if self.lost_legacy in self.view.hand or not slots:
            return self.hold(kept, deck) + 0.002
        p, key = max(slots)
        take = self.placing({("me",): 1.0}).hold(self.lost_legacy, deck)
        leave = self.placing({key: 1.0}).hold(kept, deck)
        return p * max(take, leave) + (1.0 - p) * self.missing(key).hold(kept, deck) + 0.002

    def adventurer_value(self, kept):
        deck = self.view.deck_count
        slots = sorted(((p, key) for key, p in self.loc.items() if key[0] == "slot"), reverse=True)[:2]
        after = self
        p = 0.0
        for chance, key in slots:
            p += chance
            after = after.missing(key)
        return p + (1.0 - p) * after.hold(kept, deck)

    def general_gain(self, kept, top):
        deck = self.view.deck_count
        next_seat = self.opponents[0] if self.opponents else self.me
        lost_legacy = self.lost_legacy
        keep, swap = self.with_top(top), self.with_top(kept)
        if top == lost_legacy:
            return (swap.placing({("me",): 1.0}).hold(top, deck)
                    - keep.placing({("seat", next_seat): 1.0}).hold(kept, deck))
        if kept == lost_legacy:
            return swap.placing({("seat", next_seat): 1.0}).hold(top, deck) - keep.hold(kept, deck)
        return swap.hold(top, deck) - keep.hold(kept, deck)

    def general_value(self, kept):
        deck = self.view.deck_count
        if deck <= 0:
            return self.hold(kept, deck)
        top = self.view.known_top
        dist = {top: 1.0} if top is not None else self._top_dist()
        return sum(p * (self.with_top(c).hold(kept, deck) + max(0.0, self.general_gain(kept, c)))
                   for c, p in dist.items())

    def _top_dist(self):
        view = self.view
        d = dict(self.draw)
        in_deck = self.loc.get(("deck",), 0.0)
        if view.deck_pool or in_deck <= 0.0:
            return d
        # the Lost Legacy's share of the draw pile is one card among the deck's unknown ones
        d[self.lost_legacy] = in_deck / max(1, view.deck_count)
        return renormalized(d)

    def map_value(self, kept):
        view = self.view
        deck = view.deck_count
        if deck <= 0:
            return self.hold(kept, deck)
        p = self.loc.get(("deck",), 0.0) / deck if view.known_top is None else float(view.known_top == self.lost_legacy)
        after = self.with_top(None)
        moved = after.placing({("slot", view.ruins_count): 1.0}) if p > 0 else after
        return p * moved.hold(kept, deck - 1) + (1.0 - p) * after.hold(kept, deck - 1)

    # -- the discard piles -------------------------------------------------------------------
    def pile_choices(self):
        view = self.view
        res = []
        for o, pile in enumerate(view.piles):
            if o != self.me and view.protected[o]:
                continue
            for c in sorted(set(pile), key=lambda c: CARD_ORDER[c]):
                res.append(("pile", o, c))
        return res

    def necro_value(self, action, kept):
        view, me = self.view, self.me
        deck = view.deck_count
        if action == NONE:
            return self.hold(kept, deck)
        _, o, card = action
        after = self
        if kept == "wound" and not view.out[o] and view.piles[o].count("wound") + 1 >= WOUND_LIMIT and not (
                self.saint_up[o] and not (card == "saint")):
            if o == me:
                return 0.0
            return self.kill_value(o, card, deck)
        if kept == self.lost_legacy:
            after = self.lost_legacy_redirected()
        val = after.hold(card, deck, exposed=True)
        if card == "wound" and o == me:
            val += 0.03
        if card == "saint" and o != me and self.saint_up[o]:
            val += 0.03
        if kept == "saint" and o == me and not view.saint_spent:
            val += 0.03
        return val

    def mis_value(self, action):
        view, me = self.view, self.me
        _, o, card = action
        val = 0.0
        if card == "wound":
            val += 0.05 if o == me else -0.03
            if o == me and "wound" in view.hand:
                val += 0.2
        if card == "saint" and self.saint_up[o]:
            val += -0.1 if o == me else 0.05
        return val

    def gale_value(self, q, kept):
        view, me = self.view, self.me
        deck = view.deck_count
        if deck <= 0:
            return self.hold(kept, deck)
        wounds = view.piles[q].count("wound")
        lethal = wounds + 1 >= WOUND_LIMIT and not self.saint_up[q]
        if q == me:
            if kept == "wound" and lethal:
                return 0.0
            after = self.lost_legacy_redirected() if kept == self.lost_legacy else self
            return sum(p * after.hold(c, deck - 1) for c, p in self._top_dist().items())
        total = 0.0
        for theirs, p in self.dist.get(q, {}).items():
            if theirs == "wound" and lethal:
                val = self.kill_value(q, kept, deck)
            elif theirs == self.lost_legacy:
                val = self.lost_legacy_redirected().hold(kept, deck - 1) + 0.05
            else:
                val = self.hold(kept, deck - 1) + (0.02 if theirs == "ambush" else 0.0)
            total += p * val
        return total

    # -- a card played -----------------------------------------------------------------------
    def play_value(self, card, kept):
        """Chance of winning when I play ``card`` (best follow-up choices) and keep ``kept``."""
        view, me = self.view, self.me
        deck = view.deck_count
        targets = [q for q in self.opponents if not view.protected[q]]
        if card == self.lost_legacy:  # the Flying Garden goes into the Ruins
            return self.lost_legacy_redirected().hold(kept, deck) - 0.05
        if card == "wound":
            if view.piles[me].count("wound") + 1 >= WOUND_LIMIT:
                return 0.0 if not self.saint_up[me] else self.hold(kept, deck) - 0.05
            return self.hold(kept, deck)
        if card == "guardian":
            return self.hold(kept, deck, guarded=True)
        if card == "thief":
            options = [("seat", q) for q in targets] + [("slot", i) for i in range(view.ruins_count)]
            return max(self.thief_value(a, kept) for a in options)
        if card in ("sword", "assault", "curse"):
            if not targets:
                return self.hold(kept, deck)
            if card == "sword":
                return max(self.sword_value(q, kept) for q in targets)
            if card == "assault":
                return max(self.assault_value(q, kept) for q in targets)
            return max(self.curse_value(q, kept)[0] for q in targets)
        if card == "search":
            return self.search_value(kept)
        if card == "adventurer":
            return self.adventurer_value(kept)
        if card == "general":
            return self.general_value(kept)
        if card == "map":
            return self.map_value(kept)
        if card == "necro":
            return max([self.necro_value(a, kept) for a in self.pile_choices()] + [self.hold(kept, deck)])
        if card == "misinfo":
            options = self.pile_choices()
            return self.hold(kept, deck) + (max(self.mis_value(a) for a in options) if options else 0.0)
        if card == "gale":
            if deck <= 0:
                return self.hold(kept, deck)
            options = [me] + targets
            return max(self.gale_value(q, kept) for q in options)
        if card == "saint":
            return self.hold(kept, deck) + (0.03 if not view.saint_spent else 0.0)
        return self.hold(kept, deck)  # Fated Girl, Sneak Attack: no effect
