"""Lost Legacy (ロストレガシー): The Starship, Flying Garden, Select and All-Jam.

State model
-----------
* Cards are kind codes (``data.CARDS``); copies share a code, so hidden cards have no
  instance ids. ``deck[0]`` is the top of the deck; ``ruins`` are ordered slots.
* ``phase``: ``"first"`` (the host picks the start player), ``"turn"``, ``"invest"``
  (investigation), ``"over"``. ``pending`` is the open decision as a plain tuple whose
  details are all public (what the decider privately saw is derivable from the state
  and kept in the decider's knowledge); see ``PENDING_KINDS``.
* One Saint exists per deck, so ``saint_spent`` is a single flag: a Saint lying in a
  discard pile is face up (active) iff it is not spent.
* Knowledge (what each seat has seen and can still be sure of), kept per seat and shown
  only in that seat's view: ``kh[p][q]`` cards p knows are in q's hand; ``kr[p][i]`` the
  card p knows in Ruins slot i (or None); ``kpool[p]`` cards p knows are somewhere in the
  Ruins (slot unknown, after a shuffle); ``kdeck[p]`` the deck's top card if p knows it;
  ``kdpool[p]`` cards p knows are somewhere in the deck. It is updated identically
  whether or not a secret swap happened, and dropped whenever it may have become stale.
* ``events`` holds what the last action set off, each ``(visible_to, kind, *args)`` with
  ``visible_to`` -1 for everyone; a view keeps the ones its seat may see.

Actions (text form in brackets): ``("play", card)`` [play search], ``("seat", q)``
[seat 2], ``("slot", i)`` [slot 0], ``("name", k)`` [name 7], ``("pile", owner, card)``
[pile 1 wound], and the words ``swap``, ``keep``, ``shuffle``, ``noshuffle``, ``stop``,
``none``.
"""

from __future__ import annotations

from typing import Mapping

from tabletop.engine import i18n
from tabletop.engine.contract import (
    TERMINAL,
    FieldView,
    GameSpec,
    IllegalAction,
    Option,
    RulesSection,
    Setup,
    State,
    json_lists,
    json_tuples,
    places_from_keys,
)
from tabletop.engine.rng import Rng

from . import text  # noqa: F401  (registers the catalog)
from .data import (
    CARD_ORDER,
    CARDS,
    DECK_MODES,
    FLYING_GARDEN,
    LOST_LEGACIES,
    LOST_LEGACY,
    MATCH_MAX,
    MAX_PLAYERS,
    NUMBER,
    RECONSTRUCTED,
    RULES_SECTIONS,
    SELECT_DEFAULT,
    SETS,
    SLOTS,
    STARSHIP,
    X_CARDS,
    all_jam_deck,
    select_deck,
    set_deck,
)

NS = "lost_legacy"
SWAP, KEEP, SHUFFLE, NOSHUFFLE, STOP, NONE = "swap", "keep", "shuffle", "noshuffle", "stop", "none"
WORDS = (SWAP, KEEP, SHUFFLE, NOSHUFFLE, STOP, NONE)

PENDING_KINDS = (
    "first_player", "play", "general_swap", "thief_target", "sword_target", "assault_target",
    "assault_swap", "curse_target", "curse_number", "map_shuffle", "search_slot", "search_swap",
    "necro_pick", "adv_slot_1", "adv_slot_2", "mis_pick", "mis_shuffle", "gale_target", "investigate",
)
#: result reasons
EFFECT, LAST, FOUND, DRAW = "effect", "last", "found", "draw"

#: event kinds that tell nobody anything new (bookkeeping everyone could predict)
_NON_INFO = frozenset(("turn", "draw", "secret"))
#: event kinds that only echo the actor's own choice back to the actor
_ECHO = frozenset(("play", "target", "slot", "name", "pick", "swapped", "kept", "look", "shufflechoice",
                   "first", "stop", "nopick", "protect"))

_SAVED, _OUT, _OVER = 0, 1, 2
WOUND_LIMIT = RECONSTRUCTED["wound_limit"]
CAP = RECONSTRUCTED["match_cap_rounds_per_point"]
CURSE_NAMES = RECONSTRUCTED["curse_names"]


# -- action codec ------------------------------------------------------------------------

def action_to_str(a) -> str:
    if isinstance(a, str) and a in WORDS:
        return a
    if isinstance(a, tuple) and a:
        k = a[0]
        if k == "play" and len(a) == 2:
            return f"play {a[1]}"
        if k in ("seat", "slot", "name") and len(a) == 2:
            return f"{k} {a[1]}"
        if k == "pile" and len(a) == 3:
            return f"pile {a[1]} {a[2]}"
    raise TypeError(f"not a lost_legacy action: {a!r}")


def str_to_action(text: str):
    if not isinstance(text, str):
        raise IllegalAction(f"{text!r} is not a lost_legacy action")
    if text in WORDS:
        return text
    parts = text.split(" ")
    if len(parts) == 2:
        k, v = parts
        if k == "play" and v in CARDS:
            return ("play", v)
        if k in ("seat", "slot", "name") and v.isascii() and v.isdigit() and (v == "0" or v[0] != "0"):
            return (k, int(v))
    if len(parts) == 3 and parts[0] == "pile" and parts[2] in CARDS:
        v = parts[1]
        if v.isascii() and v.isdigit() and (v == "0" or v[0] != "0"):
            return ("pile", int(v), parts[2])
    raise IllegalAction(f"{text!r} is not a lost_legacy action")


def _corder(c):
    return CARD_ORDER[c]


def _remove_one(t: tuple, c) -> tuple:
    if c not in t:
        return t
    i = t.index(c)
    return t[:i] + t[i + 1:]


# -- view --------------------------------------------------------------------------------

class LostLegacyView(FieldView):
    """What one seat may know. Public: ``cards`` (the deck in use, all copies), ``lost_legacy``,
    ``hand_counts``, ``deck_count``, ``ruins_count``, ``piles`` (bottom to top), ``saint_spent``,
    ``out``, ``protected``, ``active``, ``played`` (card in front of the active player during its
    effect), ``pending``, ``phase``, ``inv_k`` / ``inv_num`` (investigation numbers announced so
    far, -1 = not announced), ``winner``, ``result``, ``points``, ``round_no``, ``history``
    (``(winner, reason)`` per finished round), ``round_reveal`` (every card of the last finished
    round: hands, ruins, deck), ``events`` (what the last action set off, visible ones only).
    Private to ``player``: ``hand`` and the knowledge ``known_hands`` (per seat, cards known to be
    in that hand), ``known_ruins`` (per slot), ``ruins_pool``, ``known_top``, ``deck_pool``."""

    FIELDS = (
        "player", "current_player", "num_players", "mode", "match_target", "cards", "lost_legacy",
        "hand", "hand_counts", "deck_count", "ruins_count", "piles", "saint_spent", "out", "protected",
        "active", "played", "pending", "phase", "inv_k", "inv_num", "winner", "result", "points",
        "round_no", "round_start", "history", "round_reveal", "events", "known_hands", "known_ruins",
        "ruins_pool", "known_top", "deck_pool", "turn_no",
    )
    parse_action = staticmethod(str_to_action)

    @classmethod
    def field_from_json(cls, name, value):
        if name == "round_reveal":
            return _reveal_from_json(value)
        return json_tuples(value)

    def action_to_str(self, action) -> str:
        return action_to_str(action)

    def in_game(self) -> list[int]:
        return [p for p in range(self.num_players) if not self.out[p]]


def _reveal_from_json(r):
    if r is None:
        return None
    hands, ruins, deck = r
    return (tuple(tuple(_cards(h)) for h in hands), tuple(_cards(ruins)), tuple(_cards(deck)))


def _cards(v):
    if not isinstance(v, list) or not all(isinstance(c, str) and c in CARDS for c in v):
        raise ValueError("expected a list of card codes")
    return list(v)


# -- state -------------------------------------------------------------------------------

class LostLegacyState(State):
    __slots__ = (
        "num_players", "mode", "match_target", "first_mode", "cards", "ll", "rng", "deck", "ruins",
        "hands", "piles", "out", "prot", "saint_spent", "active", "played", "pending", "phase",
        "inv_k", "inv_num", "winner", "result", "points", "round_no", "round_start", "history",
        "round_reveal", "events", "kh", "kr", "kpool", "kdeck", "kdpool", "turn_no",
    )

    # -- decision ------------------------------------------------------------------------
    def current_player(self) -> int:
        pend = self.pending
        if pend is None:
            return TERMINAL
        k = pend[0]
        if k == "investigate":
            return pend[2]
        if k == "first_player":
            return 0
        return self.active

    def in_game(self) -> list[int]:
        out = self.out
        return [p for p in range(self.num_players) if not out[p]]

    def _targets(self) -> list[int]:
        """Other players still in the game and not Protected."""
        a, out, prot = self.active, self.out, self.prot
        return [p for p in range(self.num_players) if p != a and not out[p] and not prot[p]]

    def _pile_choices(self) -> list[tuple]:
        a, prot = self.active, self.prot
        res = []
        for o, pile in enumerate(self.piles):
            if o != a and prot[o]:
                continue
            seen = set()
            for c in pile:
                if c not in seen:
                    seen.add(c)
            for c in sorted(seen, key=_corder):
                res.append(("pile", o, c))
        return res

    def legal_actions(self) -> list:
        pend = self.pending
        if pend is None:
            return []
        k = pend[0]
        if k == "play":
            hand = self.hands[self.active]
            cs = sorted({c for c in hand if c != "starship"}, key=_corder)
            return [("play", c) for c in cs]
        if k in ("general_swap", "search_swap", "assault_swap"):
            return [SWAP, KEEP]
        if k in ("map_shuffle", "mis_shuffle"):
            return [SHUFFLE, NOSHUFFLE]
        if k == "thief_target":
            return [("seat", q) for q in self._targets()] + [("slot", i) for i in range(len(self.ruins))]
        if k in ("sword_target", "assault_target", "curse_target"):
            return [("seat", q) for q in self._targets()]
        if k == "curse_number":
            return [("name", n) for n in CURSE_NAMES]
        if k in ("search_slot", "adv_slot_1"):
            return [("slot", i) for i in range(len(self.ruins))]
        if k == "adv_slot_2":
            return [("slot", i) for i in range(len(self.ruins)) if i != pend[1]] + [STOP]
        if k == "necro_pick":
            return self._pile_choices() + [NONE]
        if k == "mis_pick":
            return self._pile_choices()
        if k == "gale_target":
            a, out, prot = self.active, self.out, self.prot
            return [("seat", q) for q in range(self.num_players) if not out[q] and (q == a or not prot[q])]
        if k == "investigate":
            return [("seat", q) for q in self.in_game()] + [("slot", i) for i in range(len(self.ruins))]
        if k == "first_player":
            return [("seat", q) for q in range(self.num_players)]
        raise AssertionError(f"unknown pending {pend!r}")

    # -- knowledge helpers ---------------------------------------------------------------
    def _ev(self, vis, *args):
        self.events.append((vis,) + args)

    def _k_draw(self, p, card):
        kh, kdeck, kdpool = self.kh, self.kdeck, self.kdpool
        for q in range(self.num_players):
            if q == p:
                if kdeck[p] is None:
                    kdpool[p] = _remove_one(kdpool[p], card)
                kdeck[p] = None
            elif kdeck[q] is not None:
                kh[q][p] = kh[q][p] + (kdeck[q],)
                kdeck[q] = None
            elif kdpool[q]:
                kdpool[q] = ()

    def _k_top_seen(self, a):
        top = self.deck[0]
        if self.kdeck[a] is None:
            self.kdpool[a] = _remove_one(self.kdpool[a], top)
        self.kdeck[a] = top

    def _k_ruins_seen(self, p, i, card):
        kr = self.kr[p]
        if kr[i] is None:
            self.kpool[p] = _remove_one(self.kpool[p], card)
        kr[i] = card

    def _k_shuffle_ruins(self):
        for p in range(self.num_players):
            kr = self.kr[p]
            known = tuple(c for c in kr if c is not None)
            if known:
                self.kpool[p] = self.kpool[p] + known
            self.kr[p] = [None] * len(kr)

    def _k_shuffle_deck(self):
        for p in range(self.num_players):
            if self.kdeck[p] is not None:
                self.kdpool[p] = self.kdpool[p] + (self.kdeck[p],)
                self.kdeck[p] = None

    def _k_hand_public(self, q, card):
        for p in range(self.num_players):
            if p != q:
                self.kh[p][q] = (card,)

    def _k_hand_clear(self, q):
        for p in range(self.num_players):
            self.kh[p][q] = ()

    # -- chance ----------------------------------------------------------------------------
    def _shuffle_ruins(self):
        self.rng.shuffle(self.ruins)
        self._k_shuffle_ruins()
        self._ev(-1, "shuffle", "ruins")

    # -- static rules ------------------------------------------------------------------------
    def _to_pile(self, owner, card) -> int | None:
        """Put ``card`` into ``owner``'s pile with LLR and the WOUND check; ELIM status or None."""
        if card == "starship":
            self.deck.append(card)
            self.rng.shuffle(self.deck)
            self._k_shuffle_deck()
            for p in range(self.num_players):
                self.kdpool[p] = self.kdpool[p] + ("starship",)
            self._ev(-1, "llr", card, "deck")
            self._ev(-1, "shuffle", "deck")
            return None
        if card == "garden":
            self.ruins.append(card)
            for p in range(self.num_players):
                self.kr[p].append(card)
            self._ev(-1, "llr", card, "ruins")
            self._shuffle_ruins()
            return None
        pile = self.piles[owner]
        pile.append(card)
        if card == "wound" and not self.out[owner] and pile.count("wound") >= WOUND_LIMIT:
            self._ev(-1, "wounds", owner)
            return self._eliminate(owner)
        return None

    def _eliminate(self, x) -> int:
        if not self.saint_spent and "saint" in self.piles[x]:
            self.saint_spent = True
            self._ev(-1, "saint", x)
            return _SAVED
        self.out[x] = True
        self.prot[x] = False
        hand = self.hands[x]
        self.hands[x] = []
        self._k_hand_clear(x)
        self._ev(-1, "out", x, tuple(hand))
        for c in hand:
            self._to_pile(x, c)
        left = self.in_game()
        if len(left) == 1:
            self._end_round(left[0], LAST)
            return _OVER
        return _OUT

    # -- turn flow ---------------------------------------------------------------------------
    def _begin_turn(self, p):
        self.active = p
        self.prot[p] = False
        self.turn_no += 1
        if not self.deck:  # safety rule; the deck-empty check at T5 makes this unreachable
            self._start_investigation()
            return
        card = self.deck.pop(0)
        self.hands[p].append(card)
        self._k_draw(p, card)
        self._ev(-1, "turn", p)
        self._ev(-1, "draw", p)
        self._ev(p, "drew", card)
        self.pending = ("play",)

    def _end_turn(self):
        """T4 (discard the played card) and T5."""
        self.pending = None
        card = self.played
        if card is not None:
            self.played = None
            if self._to_pile(self.active, card) == _OVER:
                return
        if not self.deck:
            self._start_investigation()
            return
        n, out = self.num_players, self.out
        p = (self.active + 1) % n
        while out[p]:
            p = (p + 1) % n
        self._begin_turn(p)

    def _after_elim(self, status) -> bool:
        """Handle an ELIM status inside an effect; True if the effect must stop."""
        if status is None or status == _SAVED:
            return False
        if status == _OUT:
            self._end_turn()
        return True

    # -- investigation -----------------------------------------------------------------------
    def _start_investigation(self):
        self.phase = "invest"
        self.prot = [False] * self.num_players
        self.played = None
        self._ev(-1, "invest")
        self.inv_k = 0
        self._next_number()

    def _next_number(self):
        hands, out = self.hands, self.out
        k = self.inv_k
        while k < 8:
            k += 1
            holders = tuple(p for p in range(self.num_players) if not out[p] and hands[p]
                            and NUMBER[hands[p][0]] == k)
            self.inv_k = k
            if not holders:
                continue
            for p in holders:
                self.inv_num[p] = k
            self._ev(-1, "holders", k, holders)
            if len(holders) == 1:
                self.pending = ("investigate", k, holders[0])
                return
        self.pending = None
        self._end_round(-1, DRAW)

    def _investigate(self, action):
        h = self.pending[2]
        if action[0] == "seat":
            q = action[1]
            card = self.hands[q][0]
            self._ev(-1, "reveal", h, "seat", q, card)
            self._k_hand_public(q, card)
        else:
            i = action[1]
            card = self.ruins[i]
            self._ev(-1, "reveal", h, "slot", i, card)
            for p in range(self.num_players):
                self._k_ruins_seen(p, i, card)
        if card in LOST_LEGACIES:
            self.pending = None
            self._end_round(h, FOUND)
        else:
            self._next_number()

    # -- rounds --------------------------------------------------------------------------------
    def _deal(self, start):
        n = self.num_players
        deck = list(self.cards)
        self.rng.shuffle(deck)
        self.hands = [[] for _ in range(n)]
        for i in range(n):
            self.hands[(start + i) % n].append(deck.pop(0))
        self.ruins = [deck.pop(0)]
        self.deck = deck
        self.piles = [[] for _ in range(n)]
        self.out = [False] * n
        self.prot = [False] * n
        self.saint_spent = False
        self.played = None
        self.phase = "turn"
        self.inv_k = 0
        self.inv_num = [-1] * n
        self.round_no += 1
        self.round_start = start
        self.kh = [[() for _ in range(n)] for _ in range(n)]
        self.kr = [[None] for _ in range(n)]
        self.kpool = [() for _ in range(n)]
        self.kdeck = [None] * n
        self.kdpool = [() for _ in range(n)]
        self._ev(-1, "deal", start, self.round_no)
        self._begin_turn(start)

    def _end_round(self, winner, reason):
        self.winner = winner
        self.result = reason
        self.pending = None
        if self.played is not None:  # the game stops mid-effect: the played card still lies face up
            self.piles[self.active].append(self.played)
            self.played = None
        self._ev(-1, "result", winner, reason)
        self.round_reveal = (tuple(tuple(h) for h in self.hands), tuple(self.ruins), tuple(self.deck))
        self.history = self.history + ((winner, reason),)
        if winner >= 0:
            self.points[winner] += 1
        target = self.match_target
        if (target <= 1 or (winner >= 0 and self.points[winner] >= target)
                or self.round_no >= CAP * target):
            self.phase = "over"
            return
        start = winner if winner >= 0 else (self.round_start + 1) % self.num_players
        self.winner = -1
        self.result = ""
        self._deal(start)

    # -- apply -------------------------------------------------------------------------------
    def apply(self, action) -> None:
        self.events = []
        pend = self.pending
        k = pend[0]
        a = self.active
        if k == "play":
            self._play(action[1])
        elif k == "first_player":
            self._ev(-1, "first", action[1])
            self.phase = "turn"
            self.round_no = 0
            self._deal(action[1])
        elif k == "general_swap":
            hand = self.hands[a]
            self._ev(-1, "secret", a)
            for p in range(self.num_players):
                if p != a:
                    self.kh[p][a] = ()
                    if self.kdeck[p] is None:
                        self.kdpool[p] = ()
                    self.kdeck[p] = None
            if action == SWAP:
                top = self.deck[0]
                self.deck[0] = hand[0]
                hand[0] = top
                self.kdeck[a] = self.deck[0]
                self._ev(a, "swapped", "deck")
            else:
                self._ev(a, "kept")
            self._end_turn()
        elif k == "thief_target":
            self._thief(action)
        elif k in ("sword_target", "assault_target"):
            q = action[1]
            self._ev(-1, "target", a, q)
            self._look_effect("sword" if k == "sword_target" else "assault", q)
        elif k == "curse_target":
            self._ev(-1, "target", a, action[1])
            self.pending = ("curse_number", action[1])
        elif k == "curse_number":
            self._ev(-1, "name", a, action[1])
            self._look_effect("curse", pend[1], action[1])
        elif k == "assault_swap":
            self._assault_swap(pend[1], action == SWAP)
        elif k in ("map_shuffle", "mis_shuffle"):
            self._ev(-1, "shufflechoice", a, action == SHUFFLE)
            if action == SHUFFLE:
                self._shuffle_ruins()
            self._end_turn()
        elif k == "search_slot":
            i = action[1]
            self._ev(-1, "slot", a, i)
            card = self.ruins[i]
            self._ev(a, "saw", "slot", i, card)
            self._k_ruins_seen(a, i, card)
            self.pending = ("search_swap", i)
        elif k == "search_swap":
            self._search_swap(pend[1], action == SWAP)
        elif k == "necro_pick":
            self._necro(action)
        elif k in ("adv_slot_1", "adv_slot_2"):
            self._adventurer(k, action)
        elif k == "mis_pick":
            self._misinfo(action)
        elif k == "gale_target":
            self._gale(action[1])
        elif k == "investigate":
            self._investigate(action)
        else:  # pragma: no cover
            raise AssertionError(f"unknown pending {pend!r}")

    def _play(self, card):
        a = self.active
        self.hands[a].remove(card)
        self.played = card
        kh = self.kh
        for p in range(self.num_players):
            if p != a and kh[p][a]:
                kh[p][a] = _remove_one(kh[p][a], card)
        self._ev(-1, "play", a, card)
        if card == "general":
            if self.deck:
                self._k_top_seen(a)
                self._ev(a, "saw", "top", 0, self.deck[0])
                self.pending = ("general_swap",)
                return
        elif card == "thief":
            self.pending = ("thief_target",)
            return
        elif card in ("sword", "assault", "curse"):
            if self._targets():
                self.pending = (card + "_target",)
                return
            self._ev(-1, "notarget", a)
        elif card == "map":
            if self.deck:
                self._k_top_seen(a)
                top = self.deck.pop(0)
                self.ruins.append(top)
                for p in range(self.num_players):
                    kd = self.kdeck[p]
                    self.kr[p].append(kd)
                    if kd is None and self.kdpool[p]:
                        self.kdpool[p] = ()
                    self.kdeck[p] = None
                self._ev(a, "saw", "top", 0, top)
                self._ev(-1, "ruins_add", len(self.ruins) - 1)
                self.pending = ("map_shuffle",)
                return
        elif card == "search":
            self.pending = ("search_slot",)
            return
        elif card == "guardian":
            self.prot[a] = True
            self._ev(-1, "protect", a)
        elif card == "necro":
            if self._pile_choices():
                self.pending = ("necro_pick",)
                return
        elif card == "adventurer":
            self.pending = ("adv_slot_1",)
            return
        elif card == "misinfo":
            if self._pile_choices():
                self.pending = ("mis_pick",)
                return
        elif card == "gale":
            if self.deck:
                self.pending = ("gale_target",)
                return
        self._end_turn()

    def _thief(self, action):
        a = self.active
        if action[0] == "seat":
            self._ev(-1, "target", a, action[1])
            self._look_effect("thief", action[1])
            return
        if not self._ruin_seen(action[1]):
            self._end_turn()

    def _ruin_seen(self, i) -> bool:
        """The active seat looks at Ruins slot ``i`` (Thief, Adventurer): a Lost Legacy there wins
        the round (True); otherwise the look is noted and play goes on (False)."""
        a = self.active
        card = self.ruins[i]
        self._ev(-1, "slot", a, i)
        self._ev(a, "saw", "slot", i, card)
        self._k_ruins_seen(a, i, card)
        if card in LOST_LEGACIES:
            self._ev(-1, "win_effect", a)
            self._end_round(a, EFFECT)
            return True
        self._ev(-1, "nowin", a)
        return False

    def _look(self, kind, b):
        """LOOK (§4.3). Returns the card seen, or None when the look ended (trap, elimination)."""
        a = self.active
        card = self.hands[b][0]
        self._ev(-1, "look", a, b)
        self._ev(a, "saw", "seat", b, card)
        self.kh[a][b] = (card,)
        if kind == "sword" and card in X_CARDS:
            return card
        if card == "ambush":
            if not self.saint_spent and "saint" in self.piles[a]:
                self.saint_spent = True
                self._ev(-1, "saint", a)
                self._ev(-1, "blocked", b)
                self._k_hand_public(b, "ambush")
                self._end_turn()
                return None
            self.hands[b] = []
            self._ev(-1, "ambush", b, a)
            self.piles[b].append("ambush")
            given = self.hands[a]
            self.hands[a] = []
            self.hands[b] = given
            for c in given:
                self._ev(b, "got", c)
            for p in range(self.num_players):
                if p == a:
                    self.kh[a][b] = tuple(given)
                elif p != b:
                    self.kh[p][b] = self.kh[p][a]
            status = self._eliminate(a)
            self._after_elim(status)
            return None
        if card == "girl":
            self._ev(-1, "girl", b)
            status = self._eliminate(b)
            if status == _SAVED:
                self._k_hand_public(b, "girl")
                self._end_turn()
            else:
                self._after_elim(status)
            return None
        return card

    def _look_effect(self, kind, b, number=None):
        a = self.active
        card = self._look(kind, b)
        if card is None:
            return
        if kind == "sword":
            if card in X_CARDS:
                self._ev(-1, "xhit", b)
                if self._after_elim(self._eliminate(b)):
                    return
            self._end_turn()
        elif kind == "thief":
            if card in LOST_LEGACIES:
                self._ev(-1, "win_effect", a)
                self._end_round(a, EFFECT)
                return
            self._ev(-1, "nowin", a)
            self._end_turn()
        elif kind == "curse":
            match = NUMBER[card] == number
            self._ev(-1, "curse", b, number, match)
            if match and self._after_elim(self._eliminate(b)):
                return
            self._end_turn()
        else:  # assault
            self.pending = ("assault_swap", b)

    def _assault_swap(self, b, swap):
        a = self.active
        ha, hb = self.hands[a], self.hands[b]
        ca, cb = ha[0], hb[0]
        self._ev(-1, "secret", a)
        for p in range(self.num_players):
            if p != a and p != b:
                self.kh[p][a] = ()
                self.kh[p][b] = ()
        if swap:
            ha[0], hb[0] = cb, ca
            self.kh[a][b] = (ca,)
            self.kh[b][a] = (cb,)
            self._ev(a, "swapped", "seat")
        else:
            self.kh[a][b] = (cb,)
            self._ev(a, "kept")
        self._ev(b, "shown", hb[0])
        self._end_turn()

    def _search_swap(self, i, swap):
        a = self.active
        self._ev(-1, "secret", a)
        for p in range(self.num_players):
            if p != a:
                self.kh[p][a] = ()
                if self.kr[p][i] is None:
                    if self.kpool[p]:
                        self.kpool[p] = ()
                else:
                    self.kr[p][i] = None
        if swap:
            hand = self.hands[a]
            hand[0], self.ruins[i] = self.ruins[i], hand[0]
            self.kr[a][i] = self.ruins[i]
            self._ev(a, "swapped", "slot")
        else:
            self._ev(a, "kept")
        self._end_turn()

    def _necro(self, action):
        a = self.active
        if action == NONE:
            self._ev(-1, "nopick", a)
            self._end_turn()
            return
        _, o, card = action
        pile = self.piles[o]
        idx = len(pile) - 1 - pile[::-1].index(card)
        del pile[idx]
        hand = self.hands[a]
        given = hand[0]
        hand[0] = card
        self._ev(-1, "pick", a, o, card)
        self._ev(-1, "give", a, o, given)
        self._k_hand_public(a, card)
        if self._after_elim(self._to_pile(o, given)):
            return
        self._end_turn()

    def _adventurer(self, k, action):
        a = self.active
        if action == STOP:
            self._ev(-1, "stop", a)
            self._end_turn()
            return
        i = action[1]
        if self._ruin_seen(i):
            return
        if k == "adv_slot_1" and len(self.ruins) >= 2:
            self.pending = ("adv_slot_2", i)
            return
        self._end_turn()

    def _misinfo(self, action):
        a = self.active
        _, o, card = action
        pile = self.piles[o]
        idx = len(pile) - 1 - pile[::-1].index(card)
        del pile[idx]
        self.ruins.append(card)
        for p in range(self.num_players):
            self.kr[p].append(card)
        self._ev(-1, "pick", a, o, card)
        self._ev(-1, "ruins_add", len(self.ruins) - 1)
        self.pending = ("mis_shuffle",)

    def _gale(self, q):
        a = self.active
        self._ev(-1, "target", a, q)
        hand = self.hands[q]
        card = hand.pop()
        self._k_hand_clear(q)
        self._ev(-1, "discard", q, card)
        if self._after_elim(self._to_pile(q, card)):
            return
        new = self.deck.pop(0)
        hand.append(new)
        self._k_draw(q, new)
        self._ev(-1, "draw", q)
        self._ev(q, "drew", new)
        self._end_turn()

    # -- clone -------------------------------------------------------------------------------
    def clone(self) -> "LostLegacyState":
        s = LostLegacyState.__new__(LostLegacyState)
        s.num_players = self.num_players
        s.mode = self.mode
        s.match_target = self.match_target
        s.first_mode = self.first_mode
        s.cards = self.cards
        s.ll = self.ll
        s.rng = self.rng.clone()
        s.deck = self.deck[:]
        s.ruins = self.ruins[:]
        s.hands = [h[:] for h in self.hands]
        s.piles = [p[:] for p in self.piles]
        s.out = self.out[:]
        s.prot = self.prot[:]
        s.saint_spent = self.saint_spent
        s.active = self.active
        s.played = self.played
        s.pending = self.pending
        s.phase = self.phase
        s.inv_k = self.inv_k
        s.inv_num = self.inv_num[:]
        s.winner = self.winner
        s.result = self.result
        s.points = self.points[:]
        s.round_no = self.round_no
        s.round_start = self.round_start
        s.history = self.history
        s.round_reveal = self.round_reveal
        s.events = self.events[:]
        s.kh = [r[:] for r in self.kh]
        s.kr = [r[:] for r in self.kr]
        s.kpool = self.kpool[:]
        s.kdeck = self.kdeck[:]
        s.kdpool = self.kdpool[:]
        s.turn_no = self.turn_no
        return s

    # -- results -----------------------------------------------------------------------------
    def score_breakdown(self) -> list[dict]:
        """Per seat: ``rounds_won`` (victory points; 1 for the winner of a single game),
        ``status`` of the current/last round (``"won"``, ``"in"``, ``"out"``, ``"draw"``)
        and ``total`` (= ``scores()``)."""
        rows = []
        for p in range(self.num_players):
            if self.phase == "over" and self.winner == p:
                status = "won"
            elif self.phase == "over" and self.result == DRAW:
                status = "draw"
            elif self.phase != "first" and self.out[p]:
                status = "out"
            else:
                status = "in"
            rows.append({"seat": p, "rounds_won": self.points[p], "status": status, "total": self.points[p]})
        return rows

    def scores(self) -> list[float]:
        return [float(r["total"]) for r in self.score_breakdown()]

    def ranking(self) -> list[int]:
        return places_from_keys(self.points)

    # -- information ---------------------------------------------------------------------------
    def view(self, player: int) -> LostLegacyView:
        cur = self.current_player()
        n = self.num_players
        events = tuple(e for e in self.events if e[0] == -1 or e[0] == player)
        return LostLegacyView(
            player=player, current_player=cur, num_players=n, mode=self.mode,
            match_target=self.match_target, cards=self.cards, lost_legacy=self.ll,
            hand=tuple(sorted(self.hands[player], key=_corder)),
            hand_counts=tuple(len(h) for h in self.hands), deck_count=len(self.deck),
            ruins_count=len(self.ruins), piles=tuple(tuple(p) for p in self.piles),
            saint_spent=self.saint_spent, out=tuple(self.out), protected=tuple(self.prot),
            active=self.active, played=self.played, pending=self.pending, phase=self.phase,
            inv_k=self.inv_k, inv_num=tuple(self.inv_num), winner=self.winner, result=self.result,
            points=tuple(self.points), round_no=self.round_no, round_start=self.round_start,
            history=self.history, round_reveal=self.round_reveal, events=events,
            known_hands=tuple(self.kh[player]), known_ruins=tuple(self.kr[player]),
            ruins_pool=self.kpool[player], known_top=self.kdeck[player], deck_pool=self.kdpool[player],
            turn_no=self.turn_no,
            legal=self.legal_actions() if cur == player and cur != TERMINAL else (),
        )

    def reveals_information(self, action, to_player: int) -> bool:
        actor = self.current_player()
        s = self.clone()
        s.apply(action)
        for e in s.events:
            vis, kind = e[0], e[1]
            if vis != -1 and vis != to_player:
                continue
            if kind in _NON_INFO:
                continue
            if to_player == actor and kind in _ECHO:
                continue
            return True
        return False

    # -- text ------------------------------------------------------------------------------------
    def action_to_str(self, action) -> str:
        return action_to_str(action)

    def str_to_action(self, text: str):
        return str_to_action(text)

    def describe_action(self, action, lang: str) -> str:
        from .text import describe
        s = self.clone()
        before = self.pending
        actor = self.current_player()
        s.apply(action)
        public = [e[1:] for e in s.events if e[0] == -1]
        return describe(before, actor, action, public, lang)

    def prompt(self, lang: str) -> str:
        from .text import prompt
        return prompt(self, lang)

    # -- serialization ---------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "num_players": self.num_players, "mode": self.mode, "match_target": self.match_target,
            "first_mode": self.first_mode, "cards": list(self.cards), "ll": self.ll,
            "rng": self.rng.to_json(), "deck": list(self.deck), "ruins": list(self.ruins),
            "hands": [list(h) for h in self.hands], "piles": [list(p) for p in self.piles],
            "out": list(self.out), "prot": list(self.prot), "saint_spent": self.saint_spent,
            "active": self.active, "played": self.played,
            "pending": list(self.pending) if self.pending is not None else None,
            "phase": self.phase, "inv_k": self.inv_k, "inv_num": list(self.inv_num),
            "winner": self.winner, "result": self.result, "points": list(self.points),
            "round_no": self.round_no, "round_start": self.round_start,
            "history": [list(h) for h in self.history], "round_reveal": json_lists(self.round_reveal),
            "events": json_lists(self.events),
            "kh": [[list(t) for t in row] for row in self.kh], "kr": [list(r) for r in self.kr],
            "kpool": [list(t) for t in self.kpool], "kdeck": list(self.kdeck),
            "kdpool": [list(t) for t in self.kdpool], "turn_no": self.turn_no,
        }


def _blank_state(n, mode, match_target, first_mode, cards, ll, rng) -> LostLegacyState:
    s = LostLegacyState.__new__(LostLegacyState)
    s.num_players = n
    s.mode = mode
    s.match_target = match_target
    s.first_mode = first_mode
    s.cards = tuple(cards)
    s.ll = ll
    s.rng = rng
    s.deck, s.ruins = [], []
    s.hands = [[] for _ in range(n)]
    s.piles = [[] for _ in range(n)]
    s.out = [False] * n
    s.prot = [False] * n
    s.saint_spent = False
    s.active = 0
    s.played = None
    s.pending = None
    s.phase = "first"
    s.inv_k = 0
    s.inv_num = [-1] * n
    s.winner = -1
    s.result = ""
    s.points = [0] * n
    s.round_no = 0
    s.round_start = 0
    s.history = ()
    s.round_reveal = None
    s.events = []
    s.kh = [[() for _ in range(n)] for _ in range(n)]
    s.kr = [[] for _ in range(n)]
    s.kpool = [() for _ in range(n)]
    s.kdeck = [None] * n
    s.kdpool = [() for _ in range(n)]
    s.turn_no = 0
    return s


_SET_CHOICES = (STARSHIP, FLYING_GARDEN, "random")


class LostLegacySpec(GameSpec):
    id = "lost_legacy"
    view_class = LostLegacyView
    min_players = 2
    max_players = 6
    minutes = (5, 15)
    options = (
        Option("deck", "starship", "choice", choices=DECK_MODES, limits=tuple(MAX_PLAYERS.items())),
        *(Option(f"select_{s}", SELECT_DEFAULT[s], "choice", choices=_SET_CHOICES, when=("deck", ("select",)))
          for s in SLOTS),
        Option("all_jam_legacy", RECONSTRUCTED["all_jam_default_ll"], "choice", choices=_SET_CHOICES,
               when=("deck", ("all_jam",))),
        Option("first", "random", "choice", choices=("random", "choose")),
        Option("match", RECONSTRUCTED["match_default_target"], "int", lo=1, hi=MATCH_MAX),
    )
    ai_module = "tabletop.games.lost_legacy.ai"

    def new_state(self, setup: Setup) -> LostLegacyState:
        o = setup.options
        rng = Rng(setup.seed)
        mode = o["deck"]
        if mode in SETS:
            cards = set_deck(mode)
            ll = LOST_LEGACY[mode]
        elif mode == "select":
            choice = {}
            for s in SLOTS:
                v = o[f"select_{s}"]
                choice[s] = rng.choice(SETS) if v == "random" else v
            cards = select_deck(choice)
            ll = LOST_LEGACY[choice["5"]]
        else:
            v = o["all_jam_legacy"]
            keep = rng.choice(SETS) if v == "random" else v
            cards = all_jam_deck(keep)
            ll = LOST_LEGACY[keep]
        s = _blank_state(setup.players, mode, o["match"], o["first"], cards, ll, rng)
        if o["first"] == "choose":
            s.pending = ("first_player",)
        else:
            s.phase = "turn"
            s._deal(rng.randrange(setup.players))
        return s

    def state_from_json(self, d: Mapping) -> LostLegacyState:
        try:
            n = d["num_players"]
            s = _blank_state(n, d["mode"], d["match_target"], d["first_mode"], _cards(d["cards"]), d["ll"],
                             Rng.from_json(d["rng"]))
            s.deck = _cards(d["deck"])
            s.ruins = _cards(d["ruins"])
            s.hands = [_cards(h) for h in d["hands"]]
            s.piles = [_cards(p) for p in d["piles"]]
            s.out = [bool(x) for x in d["out"]]
            s.prot = [bool(x) for x in d["prot"]]
            s.saint_spent = bool(d["saint_spent"])
            s.active = int(d["active"])
            s.played = d["played"]
            s.pending = json_tuples(d["pending"])
            s.phase = d["phase"]
            s.inv_k = d["inv_k"]
            s.inv_num = list(d["inv_num"])
            s.winner = d["winner"]
            s.result = d["result"]
            s.points = list(d["points"])
            s.round_no = d["round_no"]
            s.round_start = d["round_start"]
            s.history = json_tuples(d["history"])
            s.round_reveal = _reveal_from_json(d["round_reveal"])
            s.events = [json_tuples(e) for e in d["events"]]
            s.kh = [[tuple(t) for t in row] for row in d["kh"]]
            s.kr = [list(r) for r in d["kr"]]
            s.kpool = [tuple(t) for t in d["kpool"]]
            s.kdeck = list(d["kdeck"])
            s.kdpool = [tuple(t) for t in d["kdpool"]]
            s.turn_no = d["turn_no"]
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"bad lost_legacy state: {exc}") from None
        return s

    def title(self, lang: str) -> str:
        return i18n.tr(NS, "title", lang)

    def rules_summary(self, lang: str) -> list[RulesSection]:
        return [RulesSection(i18n.tr(NS, f"rules.{key}.title", lang), i18n.tr(NS, f"rules.{key}.body", lang),
                             any(k in RECONSTRUCTED for k in keys))
                for key, keys in RULES_SECTIONS]


GAME = LostLegacySpec()
LostLegacyState.spec = GAME


def make_state(n=3, *, mode="starship", hands, deck=(), ruins=("map",), piles=None, active=0,
               saint_spent=False, prot=None, out=None, cards=None, match=1, seed=0,
               drawn=True) -> LostLegacyState:
    """A hand-built position (tests): ``active`` is about to play (its hand already holds the
    drawn card when ``drawn``). Cards not listed anywhere are out of this position."""
    if cards is None:
        cards = set_deck(mode) if mode in SETS else all_jam_deck(STARSHIP)
    ll = "garden" if "garden" in cards else "starship"
    s = _blank_state(n, mode, match, "random", cards, ll, Rng(seed))
    s.phase = "turn"
    s.round_no = 1
    s.hands = [list(h) for h in hands]
    s.deck = list(deck)
    s.ruins = list(ruins)
    s.piles = [list(p) for p in (piles or [[] for _ in range(n)])]
    s.out = list(out) if out is not None else [False] * n
    s.prot = list(prot) if prot is not None else [False] * n
    s.saint_spent = saint_spent
    s.active = active
    s.round_start = active
    s.kr = [[None] * len(s.ruins) for _ in range(n)]
    s.pending = ("play",)
    s.turn_no = 1
    return s
