"""AI hooks of Lost Legacy.

* ``determinize``: a full state from a seat's knowledge (seen cards, peeks, announcements),
  with an unseen Starship / Flying Garden placed in opponents' hands as often as card counting
  says (a holder of The Starship can never play it); returns a ``_SearchState``.
* ``heuristic_action``: card counting (``_Reader``: the unseen cards, each opponent's hand as a
  distribution, where the Lost Legacy may be, what the opponents are likely to play next) and a
  one-step expected value of every option, traps and the investigation included.
* ``rollout_action``: ``fast_action``, a cheap rule-based player on the state from the decider's
  knowledge only.
* Search: a single-observer tree would take later decisions alike in every sample, whatever was
  drawn or looked at in between (strategy fusion), and in this game that made deeper trees play
  worse. ``_SearchState`` therefore lets the tree branch only on the searcher's own choices of the
  turn under way (root plays optionally pruned by the heuristic's estimate, ``PRUNE``); every
  later decision is the rule-based player's, seeing each sample's information. The search is a
  Monte Carlo improvement of the heuristic, and more iterations only make it surer.
* Paired samples (``PAIRED``): each determinization is dealt again until every root option has
  been tried on it, so the options are compared on the same luck (common random numbers).
"""

from __future__ import annotations

import threading
from collections import Counter

from tabletop.engine.contract import AIHooks
from tabletop.engine.rng import Rng

from .data import CARD_ORDER, NUMBER, X_CARDS
from .rules import (
    KEEP,
    NONE,
    NOSHUFFLE,
    STOP,
    SWAP,
    WOUND_LIMIT,
    LostLegacyState,
    LostLegacyView,
    _blank_state,
    unseen_cards,
)


def _allowed(view, q):
    """Investigation constraint on the hidden card of seat q (None: anything)."""
    if view.phase != "invest":
        return None
    k = view.inv_num[q]
    if k >= 1:
        return lambda card: NUMBER[card] == k
    lo = view.inv_k
    return lambda card: NUMBER[card] == 0 or NUMBER[card] > lo


# -- card counting ---------------------------------------------------------------------------

#: chance that an opponent who investigates before me picks the right place
G_OPP = 0.4
#: chance that an opponent's Curse names the number of my card
CURSE_HIT = 0.2
#: what a next-turn win or kill in hand is worth, as a share of its full value
POTENTIAL = 0.5
#: worth of a drawn game (nobody finds the Lost Legacy) against 1 for a win
DRAW = 0.2
#: how many of its plays make an opponent likelier to hold an unseen Flying Garden (it may be
#: played, unlike The Starship, which a holder can never get rid of)
GARDEN_STICK = 2
#: share of an opponent's plays counted as chances to have picked up The Starship (random
#: players also swap it away with Search, General or Assault)
STICK = 0.3
#: chance that an opponent who holds the Lost Legacy and calls first names its own hand
OPP_SELF = 0.4
#: being eliminated by looking into a Sneak Attack is scored below 0: a blind look is a worse
#: gamble than the bare odds say (the looker also gives up the card it keeps)
LOOK_PEN = 0.5
#: keeping The Starship, an Assault or a Curse means the next drawn look card may have to be
#: played into a Sneak Attack: weight of that risk
FORCED_LOOK = 1.5
FORCING = ("assault", "curse")
#: keeping a Sneak Attack means playing whatever comes next: its cost per turn kept
AMBUSH_BURDEN = 0.08


#: determinizations place an unseen Lost Legacy in opponents' hands by ``_stick_probs``
DET_STICK = True


def _stick_probs(view, unseen):
    """(seat, chance) that an opponent's hidden card is the unseen Lost Legacy (see ``_Reader``)."""
    me, ll = view.player, view.lost_legacy
    res = []
    for q in range(view.num_players):
        if q == me or view.out[q] or view.known_hands[q] or not view.hand_counts[q]:
            continue
        d = len(view.piles[q]) * STICK
        if ll == "garden":
            d = min(d, GARDEN_STICK)
        res.append((q, (d + 1.0) / (unseen + d)))
    tot = sum(p for _, p in res)
    if tot > 0.9:
        res = [(q, p * 0.9 / tot) for q, p in res]
    return res


def _renorm(loc):
    tot = sum(loc.values())
    if tot <= 0:
        return {}
    return {k: p / tot for k, p in loc.items()}


class _Reader:
    """What the deciding seat can infer from its view, and what an option is worth.

    * ``unseen``: the cards whose place the seat does not know (deck minus everything seen);
    * ``dist[q]``: opponent q's hand card as probabilities (a known card is certain; else the
      unseen cards in proportion, except that a player who drew the unplayable Starship keeps
      it, so the longer q has been drawing the likelier it holds an unseen Lost Legacy);
    * ``loc``: where the Lost Legacy is, ``("me",)``, ``("seat", q)``, ``("slot", i)`` or
      ``("deck",)`` -> probability;
    * ``play_prob(q)``: the chance of each card being q's next play (either card of two).

    Values are estimated chances of winning: 1 for a win, 0 for being eliminated, and for a card
    kept (``hold``) the risks it runs through the opponents' turns before my next one (Sneak
    Attack springs on a looker, Fated Girl dies to any look, a Lost Legacy can be stolen by a
    Shadow Thief), a bonus for the win or kill it threatens next turn, and, weighted by how
    close the end is, its worth in the investigation (low numbers call first; × never calls)."""

    def __init__(self, view):
        self.v = view
        self.me = me = view.player
        self.lost_legacy = view.lost_legacy
        n = view.num_players
        self.alive = [q for q in range(n) if not view.out[q]]
        order = [(me + i) % n for i in range(1, n)]
        self.opps = [q for q in order if not view.out[q]]  # in turn order after me
        spent = view.saint_spent
        self.saint_up = [("saint" in view.piles[q] and not spent) for q in range(n)]
        self._pp = {}
        self._thr = {}
        self.top = view.known_top  # the card the next opponent will draw, when known
        self._count()

    # -- knowledge ---------------------------------------------------------------------------
    def _count(self):
        v, ll = self.v, self.lost_legacy
        unseen = {c: k for c, k in unseen_cards(v).items() if k > 0}
        U = sum(unseen.values())
        hidden = [q for q in self.opps if not v.known_hands[q] and v.hand_counts[q] > 0]
        stick = {}
        if unseen.get(ll, 0) > 0:
            for q in hidden:
                f = _allowed(v, q)
                if f is not None and not f(ll):
                    continue
                d = len(v.piles[q]) * STICK
                if ll == "garden":
                    d = min(d, GARDEN_STICK)
                stick[q] = (d + 1.0) / (U + d)
            tot = sum(stick.values())
            if tot > 0.9:
                for q in stick:
                    stick[q] *= 0.9 / tot
        dist = {}
        for q in self.opps:
            known = v.known_hands[q]
            if known:
                dist[q] = {known[-1]: 1.0}
                continue
            if not v.hand_counts[q]:
                continue
            f = _allowed(v, q)
            items = unseen if f is None else {c: k for c, k in unseen.items() if f(c)}
            s = stick.get(q, 0.0)
            rest = sum(k for c, k in items.items() if c != ll)
            if rest == 0:
                d = {ll: 1.0} if ll in items else {}
            else:
                sc = (1.0 - s) / rest
                d = {c: k * sc for c, k in items.items() if c != ll}
                if s:
                    d[ll] = s
            dist[q] = d
        draw = {}
        nonhand = U - len(hidden)
        if nonhand > 0:
            for c, k in unseen.items():
                x = k - sum(dist[q].get(c, 0.0) for q in hidden)
                if x > 1e-9:
                    draw[c] = x / nonhand
        self.unseen, self.U, self.dist, self.draw, self.hidden = unseen, U, dist, draw, hidden
        self.loc = self._locate()

    def _locate(self):
        v, ll = self.v, self.lost_legacy
        if ll in v.hand:
            return {("me",): 1.0}
        for q in self.opps:
            if ll in v.known_hands[q]:
                return {("seat", q): 1.0}
        for i, c in enumerate(v.known_ruins):
            if c == ll:
                return {("slot", i): 1.0}
        unknown = [i for i, c in enumerate(v.known_ruins) if c is None]
        if ll in v.ruins_pool:
            return {("slot", i): 1.0 / len(unknown) for i in unknown}
        if v.known_top == ll or ll in v.deck_pool:
            return {("deck",): 1.0}
        loc = {}
        if self.unseen.get(ll, 0) <= 0:
            return loc
        tot = 0.0
        for q in self.hidden:
            p = self.dist[q].get(ll, 0.0)
            if p:
                loc[("seat", q)] = p
                tot += p
        nonhand = self.U - len(self.hidden)
        if nonhand > 0 and tot < 1.0:
            per = (1.0 - tot) / nonhand
            nu, npool = len(unknown), len(v.ruins_pool)
            if nu > npool:
                ps = per * (nu - npool) / nu
                for i in unknown:
                    loc[("slot", i)] = ps
            du = v.deck_count - (v.known_top is not None) - len(v.deck_pool)
            if du > 0:
                loc[("deck",)] = per * du
        return _renorm(loc)

    def _copy(self):
        R = _Reader.__new__(_Reader)
        R.__dict__.update(self.__dict__)
        R._pp = {}
        R._thr = {}
        return R

    def knowing(self, q, card):
        """This reader after seeing that q holds ``card``."""
        R = self._copy()
        R.dist = dict(self.dist)
        R.dist[q] = {card: 1.0}
        if card == self.lost_legacy:
            R.loc = {("seat", q): 1.0}
        elif ("seat", q) in self.loc:
            R.loc = _renorm({k: p for k, p in self.loc.items() if k != ("seat", q)})
        return R

    def missing(self, key):
        """This reader after seeing that the Lost Legacy is not at ``key``."""
        if key not in self.loc:
            return self
        R = self._copy()
        R.loc = _renorm({k: p for k, p in self.loc.items() if k != key})
        return R

    def placing(self, loc):
        """This reader with the Lost Legacy at ``loc`` (a dict key -> probability)."""
        R = self._copy()
        R.loc = loc
        return R

    def ll_redirected(self):
        """Where the Lost Legacy goes when it would be discarded (LLR)."""
        if self.lost_legacy == "garden":
            r = self.v.ruins_count + 1
            return self.placing({("slot", i): 1.0 / r for i in range(r)})
        return self.placing({("deck",): 1.0})

    def without(self, q):
        """This reader after q is eliminated."""
        R = self._copy()
        R.alive = [p for p in self.alive if p != q]
        R.opps = [p for p in self.opps if p != q]
        R.dist = {p: d for p, d in self.dist.items() if p != q}
        if ("seat", q) in self.loc:
            R.loc = _renorm({k: p for k, p in self.loc.items() if k != ("seat", q)})
        return R

    def p_card(self, q, pred):
        return sum(p for c, p in self.dist.get(q, {}).items() if pred(c))

    # -- the opponents' next turns -----------------------------------------------------------
    def play_prob(self, q):
        pp = self._pp.get(q)
        if pp is None:
            d = self.dist.get(q, {})
            dr = self.draw
            if self.top is not None and self.opps and q == self.opps[0]:
                dr = {self.top: 1.0}
            ds, rs = d.get("starship", 0.0), dr.get("starship", 0.0)
            pp = {}
            a, b = 0.5 + 0.5 * rs, 0.5 + 0.5 * ds
            for c, p in d.items():
                if c != "starship":
                    pp[c] = p * a
            for c, p in dr.items():
                if c != "starship":
                    pp[c] = pp.get(c, 0.0) + p * b
            self._pp[q] = pp
        return pp

    def threats(self, deck_after, guarded=False):
        """Chances that the opponents' turns before my next one aim each kind of effect at me."""
        key = (deck_after, guarded, len(self.opps))
        t = self._thr.get(key)
        if t is not None:
            return t
        t = {"look": 0.0, "sword": 0.0, "thief": 0.0, "assault": 0.0, "curse": 0.0, "gale": 0.0}
        if not guarded and deck_after > 0:
            v = self.v
            prot = v.protected
            for q in self.opps[:deck_after]:
                pp = self.play_prob(q)
                tg = sum(1 for r in self.alive if r != q and (r == self.me or not prot[r]))
                s = 1.0 / tg
                th = pp.get("thief", 0.0) / (tg + 1)
                t["sword"] += pp.get("sword", 0.0) * s
                t["assault"] += pp.get("assault", 0.0) * s
                t["curse"] += pp.get("curse", 0.0) * s
                t["thief"] += th
                t["gale"] += pp.get("gale", 0.0) / (tg + 1)
            t["look"] = t["assault"] + t["curse"] + t["thief"]
        self._thr[key] = t
        return t

    # -- values -----------------------------------------------------------------------------
    def best_place(self):
        """Chance of the likeliest place to find the Lost Legacy at the end (not my hand)."""
        pdeck = self.loc.get(("deck",), 0.0) / max(1, len(self.alive))
        best = 0.0
        for key, p in self.loc.items():
            if key[0] == "seat":
                p += pdeck
            elif key[0] != "slot":
                continue
            if p > best:
                best = p
        return best

    def end_value(self, k):
        """Chance of winning the investigation holding ``k`` (opponents as they are now)."""
        nk = NUMBER[k]
        dist = self.dist
        if nk == 0:  # never calls: a draw unless someone else finds it
            nobody = 1.0
            for q in self.opps:
                d = dist.get(q)
                if d:
                    nobody *= 1.0 - (1.0 - sum(p for c, p in d.items() if NUMBER[c] == 0)) * G_OPP
            return DRAW * nobody
        if k == self.lost_legacy:
            nolower = 1.0
            for q in self.opps:
                d = dist.get(q)
                if d:
                    nolower *= sum(p for c, p in d.items() if NUMBER[c] == 0 or NUMBER[c] > nk)
            return 1.0 - (1.0 - nolower) * G_OPP
        notie = first = 1.0
        llb = 0.0
        for q in self.opps:
            d = dist.get(q)
            if not d:
                continue
            tie = hi = 0.0
            for c, p in d.items():
                nc = NUMBER[c]
                if nc == nk:
                    tie += p
                elif nc == 0 or nc > nk:
                    hi += p
            notie *= 1.0 - tie
            first *= hi / (1.0 - tie) if tie < 1.0 else 0.0
            if nk > 5:
                llb += d.get(self.lost_legacy, 0.0)
        best = self.best_place()
        return notie * best * (first + max(0.0, 1.0 - first - llb) * (1.0 - G_OPP) + llb * (1.0 - OPP_SELF))

    def potential(self, k):
        """Chance of a win or kill with ``k`` next turn, from what is known now."""
        v = self.v
        gain = 0.0
        targets = [q for q in self.opps if not v.protected[q]]
        if k in ("thief", "adventurer", "search"):
            slots = sorted((p for key, p in self.loc.items() if key[0] == "slot"), reverse=True)
            if k == "adventurer":
                gain = sum(slots[:2])
            elif slots:
                gain = slots[0] * (0.5 if k == "search" else 1.0)
            if k == "thief":
                for q in targets:
                    d = self.dist.get(q, {})
                    gain = max(gain, d.get(self.lost_legacy, 0.0) + d.get("girl", 0.0) - d.get("ambush", 0.0))
        elif k == "sword":
            for q in targets:
                gain = max(gain, self.p_card(q, lambda c: c in X_CARDS or c == "girl"))
        elif k == "curse":
            for q in targets:
                d = self.dist.get(q, {})
                byn = Counter()
                for c, p in d.items():
                    byn[NUMBER[c]] += p
                byn[0] = 0.0
                best = max(byn.values()) if byn else 0.0
                gain = max(gain, best + d.get("girl", 0.0) - d.get("ambush", 0.0))
        elif k == "assault":
            for q in targets:
                d = self.dist.get(q, {})
                gain = max(gain, d.get("girl", 0.0) - d.get("ambush", 0.0))
        if gain <= 0.0:
            return 0.0
        m = len(self.alive)
        return POTENTIAL * gain * (1.0 - 1.0 / m)

    def kill_value(self, q, k, deck):
        if len(self.alive) <= 2:
            return 1.0
        return self.without(q).hold(k, deck)

    def hold(self, k, deck_after, guarded=False, exposed=False):
        """Chance of winning when I keep ``k`` and ``deck_after`` cards are left to draw."""
        endv = self.end_value(k)
        if deck_after <= 0:
            return endv
        m = len(self.alive)
        turns = deck_after // m
        w = 1.0 / (1 + turns)
        base = 1.0 / m
        B = w * endv + (1.0 - w) * (base + self.potential(k))
        t = self.threats(deck_after, guarded)
        kill = die = lose = taken = 0.0
        if k == "ambush":
            kill = t["look"] * (0.5 if exposed else 1.0)
            die = t["sword"]
        elif k == "girl":
            die = t["look"] + t["sword"]
        elif k == "wound":
            die = t["sword"]
            if self.v.piles[self.me].count("wound") + 1 >= WOUND_LIMIT:
                die += t["gale"]
        elif k == self.lost_legacy:
            lose = t["thief"] + t["curse"] * CURSE_HIT * (2.0 if exposed else 1.0)
            taken = t["assault"] * (0.9 if exposed else 0.5) + t["gale"]
        else:
            die = t["curse"] * CURSE_HIT
        if turns and (k == "starship" or k in FORCING):
            # next turn, drawing a look card leaves no choice but to look, maybe into a Sneak Attack
            amb = min((self.p_card(q, lambda c: c == "ambush") for q in self.opps), default=0.0)
            dr = self.draw
            die += FORCED_LOOK * (dr.get("assault", 0.0) + dr.get("curse", 0.0)) * amb
        if self.saint_up[self.me]:
            die *= 0.2
        vk = 1.0 if m <= 2 else 1.0 / (m - 1)
        stay = max(0.0, 1.0 - die - kill - lose - taken)
        val = stay * B + kill * vk + taken * base * 0.7
        if k == "ambush":
            val -= AMBUSH_BURDEN
        return val

    # -- options ----------------------------------------------------------------------------
    def look_value(self, kind, q, k, number=0):
        """Expected value of a look at q's hand (Shadow Thief, Swordsman, Assault, Curse)."""
        v, me, ll = self.v, self.me, self.lost_legacy
        deck = v.deck_count
        total = 0.0
        for o, p in self.dist.get(q, {}).items():
            if p <= 0.0:
                continue
            if kind == "sword" and o in X_CARDS:
                val = self.knowing(q, o).hold(k, deck) if self.saint_up[q] else self.kill_value(q, k, deck)
            elif o == "ambush":
                val = self.knowing(q, o).hold(k, deck) if self.saint_up[me] else -LOOK_PEN
            elif o == "girl":
                val = self.knowing(q, o).hold(k, deck) if self.saint_up[q] else self.kill_value(q, k, deck)
            else:
                R = self.knowing(q, o)
                if kind == "thief" and o == ll:
                    val = 1.0
                elif kind == "curse" and NUMBER[o] == number and not self.saint_up[q]:
                    val = self.kill_value(q, k, deck) if o != ll else self.without(q).ll_redirected().hold(k, deck) \
                        if len(self.alive) > 2 else 1.0
                elif kind == "assault":
                    val = max(R.hold(k, deck), R.swapped(q, k, o).hold(o, deck, exposed=True))
                else:
                    val = R.hold(k, deck)
            total += p * val
        return total

    def swapped(self, q, k, o):
        """After I give ``k`` to q and take ``o`` (q knows my card)."""
        R = self.knowing(q, k)
        if o == self.lost_legacy:
            R.loc = {("me",): 1.0}
        return R

    def swap_gain(self, k, o, q):
        deck = self.v.deck_count
        return self.swapped(q, k, o).hold(o, deck, exposed=True) - self.hold(k, deck)

    def thief_value(self, a, k):
        deck = self.v.deck_count
        if a[0] == "slot":
            key = ("slot", a[1])
            p = self.loc.get(key, 0.0)
            return p + (1.0 - p) * self.missing(key).hold(k, deck) + (
                0.002 if self.v.known_ruins[a[1]] is None else 0.0)
        return self.look_value("thief", a[1], k)

    def sword_value(self, q, k):
        return self.look_value("sword", q, k)

    def assault_value(self, q, k):
        return self.look_value("assault", q, k)

    def curse_value(self, q, k):
        byn = Counter()
        for c, p in self.dist.get(q, {}).items():
            if c not in ("girl", "ambush") and NUMBER[c] > 0:
                byn[NUMBER[c]] += p
        number = max(byn, key=lambda x: (byn[x], x)) if byn else 7
        return self.look_value("curse", q, k, number), number

    def slot_value(self, i):
        return self.loc.get(("slot", i), 0.0) + (0.001 if self.v.known_ruins[i] is None else 0.0)

    def search_gain(self, k, card, i):
        deck = self.v.deck_count
        if card == self.lost_legacy:
            keep = self.placing({("slot", i): 1.0}).hold(k, deck)
            return self.placing({("me",): 1.0}).hold(card, deck) - keep
        if k == self.lost_legacy:
            return self.placing({("slot", i): 1.0}).hold(card, deck) - self.hold(k, deck)
        return self.hold(card, deck) - self.hold(k, deck)

    def search_value(self, k):
        deck = self.v.deck_count
        slots = [(p, key) for key, p in self.loc.items() if key[0] == "slot"]
        if self.lost_legacy in self.v.hand or not slots:
            return self.hold(k, deck) + 0.002
        p, key = max(slots)
        take = self.placing({("me",): 1.0}).hold(self.lost_legacy, deck)
        leave = self.placing({key: 1.0}).hold(k, deck)
        return p * max(take, leave) + (1.0 - p) * self.missing(key).hold(k, deck) + 0.002

    def adventurer_value(self, k):
        deck = self.v.deck_count
        slots = sorted(((p, key) for key, p in self.loc.items() if key[0] == "slot"), reverse=True)[:2]
        R = self
        p = 0.0
        for q, key in slots:
            p += q
            R = R.missing(key)
        return p + (1.0 - p) * R.hold(k, deck)

    def with_top(self, card):
        R = self._copy()
        R.top = card
        return R

    def general_gain(self, k, top):
        deck = self.v.deck_count
        nxt = self.opps[0] if self.opps else self.me
        ll = self.lost_legacy
        keep, swap = self.with_top(top), self.with_top(k)
        if top == ll:
            return swap.placing({("me",): 1.0}).hold(top, deck) - keep.placing({("seat", nxt): 1.0}).hold(k, deck)
        if k == ll:
            return swap.placing({("seat", nxt): 1.0}).hold(top, deck) - keep.hold(k, deck)
        return swap.hold(top, deck) - keep.hold(k, deck)

    def general_value(self, k):
        deck = self.v.deck_count
        if deck <= 0:
            return self.hold(k, deck)
        top = self.v.known_top
        dist = {top: 1.0} if top is not None else self._top_dist()
        return sum(p * (self.with_top(c).hold(k, deck) + max(0.0, self.general_gain(k, c))) for c, p in dist.items())

    def _top_dist(self):
        v = self.v
        d = dict(self.draw)
        pl = self.loc.get(("deck",), 0.0)
        if v.deck_pool or pl <= 0.0:
            return d
        # the Lost Legacy's share of the draw pile is one card among the deck's unknown ones
        d[self.lost_legacy] = pl / max(1, v.deck_count)
        return _renorm(d)

    def map_value(self, k):
        v = self.v
        deck = v.deck_count
        if deck <= 0:
            return self.hold(k, deck)
        p = self.loc.get(("deck",), 0.0) / deck if v.known_top is None else float(v.known_top == self.lost_legacy)
        after = self.with_top(None)
        R = after.placing({("slot", v.ruins_count): 1.0}) if p > 0 else after
        return p * R.hold(k, deck - 1) + (1.0 - p) * after.hold(k, deck - 1)

    def pile_choices(self):
        v = self.v
        res = []
        for o, pile in enumerate(v.piles):
            if o != self.me and v.protected[o]:
                continue
            for c in sorted(set(pile), key=lambda c: CARD_ORDER[c]):
                res.append(("pile", o, c))
        return res

    def necro_value(self, a, k):
        v, me = self.v, self.me
        deck = v.deck_count
        if a == NONE:
            return self.hold(k, deck)
        _, o, card = a
        R = self
        if k == "wound" and not v.out[o] and v.piles[o].count("wound") + 1 >= WOUND_LIMIT and not (
                self.saint_up[o] and not (card == "saint")):
            if o == me:
                return 0.0
            return self.kill_value(o, card, deck)
        if k == self.lost_legacy:
            R = self.ll_redirected()
        val = R.hold(card, deck, exposed=True)
        if card == "wound" and o == me:
            val += 0.03
        if card == "saint" and o != me and self.saint_up[o]:
            val += 0.03
        if k == "saint" and o == me and not v.saint_spent:
            val += 0.03
        return val

    def mis_value(self, a):
        v, me = self.v, self.me
        _, o, card = a
        val = 0.0
        if card == "wound":
            val += 0.05 if o == me else -0.03
            if o == me and "wound" in v.hand:
                val += 0.2
        if card == "saint" and self.saint_up[o]:
            val += -0.1 if o == me else 0.05
        return val

    def gale_value(self, q, k):
        v, me = self.v, self.me
        deck = v.deck_count
        if deck <= 0:
            return self.hold(k, deck)
        wounds = v.piles[q].count("wound")
        lethal = wounds + 1 >= WOUND_LIMIT and not self.saint_up[q]
        if q == me:
            if k == "wound" and lethal:
                return 0.0
            R = self.ll_redirected() if k == self.lost_legacy else self
            return sum(p * R.hold(c, deck - 1) for c, p in self._top_dist().items())
        total = 0.0
        for o, p in self.dist.get(q, {}).items():
            if o == "wound" and lethal:
                val = self.kill_value(q, k, deck)
            elif o == self.lost_legacy:
                val = self.ll_redirected().hold(k, deck - 1) + 0.05
            else:
                val = self.hold(k, deck - 1) + (0.02 if o == "ambush" else 0.0)
            total += p * val
        return total

    def play_value(self, c, k):
        """Chance of winning when I play ``c`` (best follow-up choices) and keep ``k``."""
        v, me = self.v, self.me
        deck = v.deck_count
        targets = [q for q in self.opps if not v.protected[q]]
        if c == self.lost_legacy:  # the Flying Garden goes into the Ruins
            return self.ll_redirected().hold(k, deck) - 0.05
        if c == "wound":
            if v.piles[me].count("wound") + 1 >= WOUND_LIMIT:
                return 0.0 if not self.saint_up[me] else self.hold(k, deck) - 0.05
            return self.hold(k, deck)
        if c == "guardian":
            return self.hold(k, deck, guarded=True)
        if c == "thief":
            opts = [("seat", q) for q in targets] + [("slot", i) for i in range(v.ruins_count)]
            return max(self.thief_value(a, k) for a in opts)
        if c in ("sword", "assault", "curse"):
            if not targets:
                return self.hold(k, deck)
            if c == "sword":
                return max(self.sword_value(q, k) for q in targets)
            if c == "assault":
                return max(self.assault_value(q, k) for q in targets)
            return max(self.curse_value(q, k)[0] for q in targets)
        if c == "search":
            return self.search_value(k)
        if c == "adventurer":
            return self.adventurer_value(k)
        if c == "general":
            return self.general_value(k)
        if c == "map":
            return self.map_value(k)
        if c == "necro":
            return max([self.necro_value(a, k) for a in self.pile_choices()] + [self.hold(k, deck)])
        if c == "misinfo":
            opts = self.pile_choices()
            return self.hold(k, deck) + (max(self.mis_value(a) for a in opts) if opts else 0.0)
        if c == "gale":
            if deck <= 0:
                return self.hold(k, deck)
            opts = [me] + targets
            return max(self.gale_value(q, k) for q in opts)
        if c == "saint":
            return self.hold(k, deck) + (0.03 if not v.saint_spent else 0.0)
        return self.hold(k, deck)  # Fated Girl, Sneak Attack: no effect



class LostLegacyHooks(AIHooks):
    rollout_depth = None  # a game is one pass through a 16- or 31-card deck: play it out
    #: level -> (seconds, iteration cap): about 250 / 750 iterations in the first turns at 2p
    #: (rollouts are played by the full rule-based player), the caps later on
    #: (deterministic pilot, 2 players, unpruned: hard 2400 vs normal 800 only 52-45-3 in 100
    #: games: the search is a best response to the rule-based model and surer is not much better)
    levels = {"normal": (0.9, 800), "hard": (2.8, 2400)}

    # -- determinization ---------------------------------------------------------------------
    def determinize(self, view: LostLegacyView, rng: Rng) -> LostLegacyState:
        """A sample of what ``view.player`` cannot see (``_sample``). With ``PAIRED``, each sample
        is dealt again until every root option has been tried on it (see ``_Pairing``)."""
        if not PAIRED:
            return self._sample(view, rng)
        pairing = _PAIRING
        if pairing.view is not view:
            pairing.view = view
            pairing.left = ()
        if not pairing.left or pairing.uses <= 0:
            pairing.seed = rng.next64()
            root = _root_plays(view) or view.legal_actions()
            pairing.left = set(root)
            pairing.uses = len(root)  # at most one deal per option, even if one goes unplayed
        pairing.uses -= 1
        t = self._sample(view, Rng(pairing.seed))
        if not isinstance(t, _SearchState):  # before the deal: nothing hidden
            return t
        root = t.root_legal or LostLegacyState.legal_actions(t)
        t.root_legal = [a for a in root if a in pairing.left] or root
        t.pair = pairing.left
        return t

    def _sample(self, view: LostLegacyView, rng: Rng) -> LostLegacyState:
        me, n = view.player, view.num_players
        s = _blank_state(n, view.mode, view.match_target, view.cards, view.lost_legacy, Rng(rng.next64()))
        s.points = list(view.points)
        s.round_no = view.round_no
        s.round_start = view.round_start
        s.history = view.history
        s.round_reveal = view.round_reveal
        s.events = list(view.events)
        s.turn_no = view.turn_no
        s.phase = view.phase
        s.pending = view.pending
        s.winner = view.winner
        s.result = view.result
        if view.phase == "first":
            return s
        unseen = unseen_cards(view)
        bad = [c for c, k in unseen.items() if k < 0]
        if bad:
            raise ValueError(f"view of seat {me} is inconsistent: {bad} seen too often")
        pool = list(unseen.elements())
        hand_need = {}
        for q in range(n):
            if q != me and not view.out[q]:
                hand_need[q] = view.hand_counts[q] - len(view.known_hands[q])
        ruins_unknown = [i for i, c in enumerate(view.known_ruins) if c is None]
        deck_unknown = view.deck_count - (1 if view.known_top is not None else 0) - len(view.deck_pool)
        need = sum(hand_need.values()) + len(ruins_unknown) - len(view.ruins_pool) + deck_unknown
        if need != len(pool) or deck_unknown < 0 or len(ruins_unknown) < len(view.ruins_pool):
            raise ValueError(f"view of seat {me} is inconsistent: {need} hidden places, {len(pool)} unseen cards")
        constrained = [(q, _allowed(view, q)) for q in hand_need if hand_need[q] > 0]
        constrained = [(q, f) for q, f in constrained if f is not None]
        for attempt in range(20):
            work = pool[:]
            rng.shuffle(work)
            fixed = {}
            ok = True
            for q, f in constrained:
                idx = [i for i, card in enumerate(work) if f(card)]
                if not idx:
                    ok = False
                    break
                i = idx[rng.randrange(len(idx))]
                fixed[q] = work.pop(i)
            if ok or attempt == 19:
                break
        if not ok:  # fall back: ignore the constraints rather than fail
            work = pool[:]
            rng.shuffle(work)
            fixed = {}
        late_ll = None
        ll = view.lost_legacy
        if DET_STICK and not constrained and ll in work and len(pool) > sum(hand_need.values()):
            # a player who drew the unplayable Starship still has it: the longer an opponent has
            # been drawing, the likelier its hidden card is an unseen Lost Legacy
            u = rng.random()
            late_ll = ll
            for q, pq in _stick_probs(view, len(pool)):
                if u < pq:
                    fixed[q] = ll
                    late_ll = None
                    break
                u -= pq
            work.remove(ll)
        hands = []
        for q in range(n):
            if q == me:
                hands.append(list(view.hand))
            elif view.out[q]:
                hands.append([])
            else:
                h = list(view.known_hands[q])
                if q in fixed:
                    h.append(fixed[q])
                while len(h) < view.hand_counts[q]:
                    h.append(work.pop())
                hands.append(h)
        if late_ll is not None:
            work.insert(rng.randrange(len(work) + 1), late_ll)
        ruins = list(view.known_ruins)
        rp = list(view.ruins_pool)
        slots = ruins_unknown[:]
        rng.shuffle(slots)
        for i in slots:
            ruins[i] = rp.pop() if rp else work.pop()
        deck = [None] * view.deck_count
        start = 0
        if view.known_top is not None:
            deck[0] = view.known_top
            start = 1
        rest = list(view.deck_pool) + [work.pop() for _ in range(deck_unknown)]
        rng.shuffle(rest)
        deck[start:] = rest
        assert not work
        s.hands = hands
        s.ruins = ruins
        s.deck = deck
        s.piles = [list(p) for p in view.piles]
        s.out = list(view.out)
        s.protected = list(view.protected)
        s.saint_spent = view.saint_spent
        s.active = view.active
        s.played = view.played
        s.inv_k = view.inv_k
        s.inv_num = list(view.inv_num)
        s.known_hands = [[() for _ in range(n)] for _ in range(n)]
        s.known_hands[me] = list(view.known_hands)
        s.known_ruins = [[None] * len(ruins) for _ in range(n)]
        s.known_ruins[me] = list(view.known_ruins)
        s.ruins_pool = [() for _ in range(n)]
        s.ruins_pool[me] = view.ruins_pool
        s.known_top = [None] * n
        s.known_top[me] = view.known_top
        s.deck_pool = [() for _ in range(n)]
        s.deck_pool[me] = view.deck_pool
        return _search_state(s, Rng(rng.next64()), _root_plays(view))

    # -- heuristic -----------------------------------------------------------------------------
    def heuristic_action(self, view: LostLegacyView, rng: Rng):
        """Card counting and one-step expected value: every option is scored as the chance of
        winning it leads to (see ``_Reader``), ties broken at random."""
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return self.policy_action(view, rng)

    def policy_action(self, view: LostLegacyView, rng: Rng):
        """The one-step expected-value player alone (also the rollout policy)."""
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        k = view.pending[0]
        fn = getattr(self, "_h_" + k, None)
        if fn is not None:
            a = fn(_Reader(view), legal, rng)
            if a in legal:
                return a
        return rng.choice(legal)

    @staticmethod
    def _best(scored, rng):
        """The action of the highest score (small random tie-break)."""
        best, best_v = None, None
        for v, a in scored:
            v += rng.random() * 1e-6
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best

    # play: the card whose effect plus the card kept is worth most
    def _h_play(self, R, legal, rng):
        hand = list(R.v.hand)
        scored = []
        for a in legal:
            c = a[1]
            rest = hand[:]
            rest.remove(c)
            scored.append((R.play_value(c, rest[0]), a))
        return self._best(scored, rng)

    def _h_thief_target(self, R, legal, rng):
        k = R.v.hand[0]
        return self._best([(R.thief_value(a, k), a) for a in legal], rng)

    def _h_sword_target(self, R, legal, rng):
        k = R.v.hand[0]
        return self._best([(R.sword_value(a[1], k), a) for a in legal], rng)

    def _h_assault_target(self, R, legal, rng):
        k = R.v.hand[0]
        return self._best([(R.assault_value(a[1], k), a) for a in legal], rng)

    def _h_curse_target(self, R, legal, rng):
        k = R.v.hand[0]
        return self._best([(R.curse_value(a[1], k)[0], a) for a in legal], rng)

    def _h_curse_number(self, R, legal, rng):
        q = R.v.pending[1]
        return ("name", R.curse_value(q, R.v.hand[0])[1])

    def _h_assault_swap(self, R, legal, rng):
        q = R.v.pending[1]
        known = R.v.known_hands[q]
        if not known:
            return KEEP
        k, o = R.v.hand[0], known[0]
        return SWAP if R.swap_gain(k, o, q) > 0 else KEEP

    def _h_general_swap(self, R, legal, rng):
        top = R.v.known_top
        if top is None:
            return KEEP
        k = R.v.hand[0]
        return SWAP if R.general_gain(k, top) > 0 else KEEP

    def _h_search_slot(self, R, legal, rng):
        return self._best([(R.slot_value(a[1]), a) for a in legal], rng)

    _h_adv_slot_1 = _h_search_slot

    def _h_adv_slot_2(self, R, legal, rng):
        scored = [(R.slot_value(a[1]), a) for a in legal if a != STOP]
        if not scored or max(v for v, _ in scored) <= 0:
            return STOP
        return self._best(scored, rng)

    def _h_search_swap(self, R, legal, rng):
        i = R.v.pending[1]
        card = R.v.known_ruins[i]
        if card is None:
            return KEEP
        k = R.v.hand[0]
        return SWAP if R.search_gain(k, card, i) > 0 else KEEP

    def _h_map_shuffle(self, R, legal, rng):
        # a shuffle would blur my own knowledge of the slots (the card just put in is known to
        # me, or to everyone after Misinformation) more than anyone else's
        return NOSHUFFLE

    _h_mis_shuffle = _h_map_shuffle

    def _h_necro_pick(self, R, legal, rng):
        k = R.v.hand[0]
        return self._best([(R.necro_value(a, k), a) for a in legal], rng)

    def _h_mis_pick(self, R, legal, rng):
        return self._best([(R.mis_value(a), a) for a in legal], rng)

    def _h_gale_target(self, R, legal, rng):
        k = R.v.hand[0]
        return self._best([(R.gale_value(a[1], k), a) for a in legal], rng)

    def _h_investigate(self, R, legal, rng):
        me = R.me
        scored = []
        for a in legal:
            if a[0] == "seat":
                p = 1.0 if a[1] == me and R.lost_legacy in R.v.hand else (
                    0.0 if a[1] == me else R.loc.get(("seat", a[1]), 0.0))
            else:
                p = R.loc.get(("slot", a[1]), 0.0)
            scored.append((p, a))
        return self._best(scored, rng)

    def _h_first_player(self, R, legal, rng):
        return ("seat", R.me)

    # -- rollouts ------------------------------------------------------------------------------
    def rollout_action(self, state: LostLegacyState, rng: Rng):
        """A quick rule-based player straight on the state (``fast_action``); it only uses what
        the deciding seat knows (its hand, the knowledge fields ``kh``/``kr``/``kpool`` and the
        public table), so simulated opponents do not play as if they could see."""
        return fast_action(state, rng)


def _lethal_wound(state, p):
    pile = state.piles[p]
    return "wound" in pile and not ("saint" in pile and not state.saint_spent)


def _keep_score(card, ll, late):
    if card == ll:
        return 6.0
    if card == "ambush":
        return -1.0 if late else 1.5
    if card == "girl":
        return 2.5 if late else -3.0
    if card == "wound":
        return -1.5
    return (9 - NUMBER[card]) * (0.45 if late else 0.12)


def fast_action(state: LostLegacyState, rng: Rng, legal=None):
    """Rule-based choice for seat ``state.current_player()`` from that seat's knowledge only.
    Cheap (no view is built): the rollout policy of the search."""
    if legal is None:
        legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    pend = state.pending
    k = pend[0]
    p = state.current_player()
    ll = state.lost_legacy
    kh = state.known_hands[p]
    kr = state.known_ruins[p]
    late = len(state.deck) <= state.num_players
    if k == "play":
        hand = state.hands[p]
        ll_ruins = ll in state.ruins_pool[p] or ll in kr
        ll_seat = any(ll in kh[q] for q in range(state.num_players) if q != p and not state.protected[q])
        others = [q for q in range(state.num_players) if q != p and not state.out[q] and not state.protected[q]]
        known = [kh[q][-1] for q in others if kh[q]]
        blind = len(known) < len(others)
        best, best_v = legal[0], None
        for a in legal:
            c = a[1]
            keep = hand[1] if hand[0] == c else hand[0]
            v = _keep_score(keep, ll, late) + rng.random() * 0.6
            if c == ll:
                v -= 8.0
            elif c == "wound":
                v -= 20.0 if _lethal_wound(state, p) else 0.0
            elif c in ("thief", "adventurer"):
                v += 8.0 if ll_ruins or (c == "thief" and ll_seat) else 0.6
            elif c == "sword":
                v += 6.0 if any(x in X_CARDS or x == "girl" for x in known) else 1.0
            elif c in ("assault", "curse"):
                if not others:
                    v += 0.0
                elif any(x == "girl" or (c == "curse" and NUMBER[x] > 0) for x in known):
                    v += 5.0
                elif any(x != "ambush" for x in known) or not blind:
                    v += 0.5 if any(x != "ambush" for x in known) else -6.0
                else:
                    v -= 1.0
            elif c == "search":
                v += 3.0 if ll_ruins and keep != ll else 0.5
            elif c == "guardian":
                v += 2.0 if keep == ll else 0.8
            elif c in ("general", "map", "gale"):
                v += 0.5
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best
    if k in ("thief_target", "sword_target", "assault_target", "curse_target"):
        ll_pool = ll in state.ruins_pool[p]
        best, best_v = legal[0], None
        for a in legal:
            v = rng.random()
            if a[0] == "slot":
                c = kr[a[1]]
                v += 10.0 if c == ll else (-1.0 if c is not None else (2.0 if ll_pool else 0.3))
            else:
                x = kh[a[1]][-1] if kh[a[1]] else None
                if x is not None:
                    if k == "sword_target":
                        v += 10.0 if (x in X_CARDS or x == "girl") else 0.0
                    elif x == "ambush":
                        v -= 10.0
                    elif x == "girl" or (k == "thief_target" and x == ll):
                        v += 10.0
                    elif k == "curse_target" and NUMBER[x] > 0:
                        v += 6.0
                    else:
                        v += 0.5
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best
    if k == "curse_number":
        x = kh[pend[1]][-1] if kh[pend[1]] else None
        if x is not None and NUMBER[x] > 0:
            return ("name", NUMBER[x])
        return ("name", (6, 7, 8, 7, 8)[rng.randrange(5)])
    if k in ("general_swap", "search_swap", "assault_swap"):
        mine = state.hands[p][0]
        if k == "general_swap":
            other = state.deck[0]
        elif k == "search_swap":
            other = state.ruins[pend[1]]
        else:
            other = state.hands[pend[1]][0]
        return SWAP if _keep_score(other, ll, late) > _keep_score(mine, ll, late) + 0.1 else KEEP
    if k in ("map_shuffle", "mis_shuffle"):
        return NOSHUFFLE
    if k in ("search_slot", "adv_slot_1", "adv_slot_2"):
        unknown = []
        for a in legal:
            if a == STOP:
                continue
            c = kr[a[1]]
            if c == ll:
                return a
            if c is None:
                unknown.append(a)
        if unknown:
            return unknown[rng.randrange(len(unknown))]
        return STOP if STOP in legal else legal[rng.randrange(len(legal))]
    if k == "investigate":
        if ll in state.hands[p]:
            return ("seat", p)
        cands = []
        for a in legal:
            if a[0] == "seat":
                q = a[1]
                if q == p:
                    continue
                if kh[q]:
                    if kh[q][-1] == ll:
                        return a
                    continue
                n = state.inv_num[q]
                if n not in (-1, 5):
                    continue
            else:
                c = kr[a[1]]
                if c == ll:
                    return a
                if c is not None:
                    continue
            cands.append(a)
        return cands[rng.randrange(len(cands))] if cands else legal[rng.randrange(len(legal))]
    if k == "gale_target":
        mine = state.hands[p][0]
        for a in legal:
            q = a[1]
            if q != p and kh[q] and kh[q][-1] == ll:
                return a
        if mine in ("ambush", "girl") and late or (mine == "wound" and not _lethal_wound(state, p)):
            return ("seat", p)
        others = [a for a in legal if a[1] != p]
        return others[rng.randrange(len(others))] if others else ("seat", p)
    if k == "necro_pick":
        mine = state.hands[p][0]
        if mine == "wound":
            for a in legal:
                if a != NONE and a[1] != p and not state.out[a[1]] and _lethal_wound(state, a[1]):
                    return a
        return NONE
    if k == "mis_pick":
        for a in legal:
            if a[1] == p and a[2] == "wound":
                return a
        others = [a for a in legal if a[1] != p]
        return others[rng.randrange(len(others))] if others else legal[rng.randrange(len(legal))]
    if k == "first_player":
        return ("seat", p)
    return legal[rng.randrange(len(legal))]


#: decisions taken right after a private look (or at the end), where a tree node could not tell
#: the samples apart
_AFTER_LOOK = frozenset(("general_swap", "search_swap", "assault_swap", "adv_slot_2", "map_shuffle",
                         "investigate"))


class _SearchState(LostLegacyState):
    """A determinized state as the search sees it (see the module notes). At the root it offers
    ``root_legal`` (the plays worth searching) when set; after that, only the searcher's own
    decisions of the turn under way that follow no private look keep all their options; every
    other decision offers just the rule-based player's choice (the full heuristic up to
    ``GUARD_POLICY`` players, ``fast_action`` beyond), which sees each sample's information."""

    __slots__ = ("root_p", "root_turn", "moved", "grng", "root_legal", "raw", "pair")

    def legal_actions(self):
        legal = LostLegacyState.legal_actions(self)
        if self.raw:
            return legal
        if not self.moved:
            return self.root_legal or legal
        if len(legal) > 1 and (
                self.pending[0] in _AFTER_LOOK or self.turn_no != self.root_turn
                or self.current_player() != self.root_p):
            if self.num_players <= GUARD_POLICY:
                return [HOOKS.policy_action(self.view(self.current_player()), self.grng)]
            return [fast_action(self, self.grng, legal)]
        return legal

    def apply(self, action):
        if not self.moved and self.pair is not None:
            self.pair.discard(action)
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


#: up to this many players, guarded decisions of the search use the full rule-based player
#: (an exact model of the heuristic opponent, but slow with many players) instead of
#: ``fast_action``
GUARD_POLICY = 3


#: plays the rule-based player rates this far below its best are not searched (None: search
#: every play). Pruning at 0.05 was set when the search's later decisions were the cheap
#: ``fast_action``; with the exact rule-based model and paired samples it hides the plays where
#: the heuristic is wrong: normal (800 it.) vs the heuristic, 2 players, the same 300
#: deals, 185-111-4 (62.3 %) unpruned vs 176-120-4 (59.3 %) pruned at 0.05
PRUNE = None
_ROOT_CACHE = {}


def _root_plays(view):
    """The plays worth searching from ``view`` (None: all): those the rule-based estimate puts
    within ``PRUNE`` of its best (cached for the search under way)."""
    if view.pending is None or view.pending[0] != "play" or len(view.legal) < 2 or PRUNE is None:
        return None
    key = (view.cards, view.player, view.round_no, view.turn_no, view.hand, view.deck_count, view.piles,
           view.known_hands, view.known_ruins, view.ruins_pool, view.known_top, view.deck_pool, view.out)
    got = _ROOT_CACHE.get(key)
    if got is None:
        R = _Reader(view)
        hand = list(view.hand)
        vals = []
        for a in view.legal:
            rest = hand[:]
            rest.remove(a[1])
            vals.append((R.play_value(a[1], rest[0]), a))
        top = max(v for v, _ in vals)
        got = [a for v, a in vals if v >= top - PRUNE]
        if len(_ROOT_CACHE) > 64:
            _ROOT_CACHE.clear()
        _ROOT_CACHE[key] = got
    return got


def _search_state(s: LostLegacyState, rng: Rng, root_legal=None) -> _SearchState:
    t = _SearchState.__new__(_SearchState)
    for name in LostLegacyState.__slots__:
        setattr(t, name, getattr(s, name))
    t.root_p = s.current_player()
    t.root_turn = s.turn_no
    t.moved = False
    t.grng = rng
    t.root_legal = root_legal
    t.raw = False
    t.pair = None
    return t


#: common random numbers at the root: every root option is tried on the same samples (the same
#: deal and the same chance in the playout), so the options are compared on equal luck (on 80
#: sampled 2-player decisions, 800 paired iterations chose about as well as 2400 unpaired ones)
PAIRED = True


class _Pairing(threading.local):
    """The sample under way of the search under way (per thread): its seed and the root options
    not yet tried on it (a search always passes the same view object to ``determinize``)."""

    view = None
    seed = 0
    left = ()
    uses = 0


_PAIRING = _Pairing()


HOOKS = LostLegacyHooks()
