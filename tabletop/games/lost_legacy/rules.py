"""Lost Legacy (ロストレガシー): The Starship, Flying Garden, Select and All-Jam.

State model
-----------
* Cards are kind codes (``data.CARDS``); copies share a code, so hidden cards have no
  instance ids. ``deck[0]`` is the top of the deck; ``ruins`` are ordered slots.
* ``phase``: ``"first"`` (the host picks the start player), ``"turn"``, ``"invest"``
  (investigation), ``"over"``. ``pending`` is the open decision (a NamedTuple of
  ``actions.py``) whose details are all public (what the decider privately saw is derivable
  from the state and kept in the decider's knowledge); see ``PENDING_KINDS``.
* One Saint exists per deck, so ``saint_spent`` is a single flag: a Saint lying in a
  discard pile is face up (active) iff it is not spent.
* Knowledge (what each seat has seen and can still be sure of), kept per seat and shown
  only in that seat's view (under the same names): ``known_hands[p][q]`` cards p knows are
  in q's hand; ``known_ruins[p][i]`` the card p knows in Ruins slot i (or None);
  ``ruins_pool[p]`` cards p knows are somewhere in the Ruins (slot unknown, after a
  shuffle); ``known_top[p]`` the deck's top card if p knows it; ``deck_pool[p]`` cards p
  knows are somewhere in the deck. It is updated identically whether or not a secret swap
  happened, and dropped whenever it may have become stale.
* ``events`` holds what the last action set off, each ``(visible_to, kind, *args)`` with
  ``visible_to`` -1 for everyone; a view keeps the ones its seat may see.

Actions and their text are in ``actions.py``: ``Play("play", card)`` [play search],
``Seat("seat", q)`` [seat 2], ``Slot("slot", i)`` [slot 0], ``Name("name", k)`` [name 7],
``PilePick("pile", owner, card)`` [pile 1 wound], and the words ``swap``, ``keep``,
``shuffle``, ``noshuffle``, ``stop``, ``none``.

The state's fields are declared once (``LostLegacyState.CODEC``), which gives ``clone``,
``to_json`` and ``GAME.state_from_json``; ``LostLegacyState.from_view`` builds a state that
agrees with a view, its hidden places filled in a fixed order (the AI's determinization).
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple, Sequence

from tabletop.engine import i18n
from tabletop.engine.contract import (
    TERMINAL,
    FieldView,
    GameSpec,
    Option,
    RulesSection,
    Setup,
    State,
    StateCodec,
    json_tuples,
    places_from_keys,
)
from tabletop.engine.rng import Rng

from . import text  # noqa: F401  (registers the catalog)
from .actions import (
    ASK,
    ASK_ON,
    CURSE_NAMES,
    INVESTIGATE,
    KEEP,
    NAME,
    NONE,
    NOSHUFFLE,
    PENDING_KINDS,
    PILE,
    PLAY,
    SEAT,
    SHUFFLE,
    SLOT,
    STOP,
    SWAP,
    WORDS,
    action_to_str,
    pending_from_json,
    str_to_action,
)
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
#: the names other modules (the AI, the scene, the tests) take from here
__all__ = [
    "NS", "GAME", "LostLegacySpec", "LostLegacyState", "LostLegacyView", "make_state", "unseen_cards",
    "action_to_str", "str_to_action", "PENDING_KINDS", "WORDS", "SWAP", "KEEP", "SHUFFLE", "NOSHUFFLE",
    "STOP", "NONE", "WOUND_LIMIT", "EFFECT", "LAST", "FOUND", "DRAW", "HiddenPlaces", "hidden_places",
]

#: result reasons
EFFECT, LAST, FOUND, DRAW = "effect", "last", "found", "draw"

#: event kinds that tell nobody anything new (bookkeeping everyone could predict)
_NON_INFO = frozenset(("turn", "draw", "secret"))
#: event kinds that only echo the actor's own choice back to the actor
_ECHO = frozenset(("play", "target", "slot", "name", "pick", "swapped", "kept", "look", "shufflechoice",
                   "first", "stop", "nopick", "protect"))

#: how an elimination ended: the Saint saved the seat, the seat is out, the round is over
_SAVED, _OUT, _OVER = 0, 1, 2
WOUND_LIMIT = RECONSTRUCTED["wound_limit"]
CAP = RECONSTRUCTED["match_cap_rounds_per_point"]
#: the pending decision after a target card is played (Swordsman, Assault, Curse)
_ASK_TARGET = {card: ASK[card + "_target"] for card in ("sword", "assault", "curse")}
_CURSE_ANSWERS = tuple(NAME[n] for n in CURSE_NAMES)


def _card_order(c):
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
        value = json_tuples(value)
        if name == "round_reveal":
            return _reveal(value)
        if name == "pending":
            return pending_from_json(value)
        return value

    def action_to_str(self, action) -> str:
        return action_to_str(action)

    def in_game(self) -> list[int]:
        return [p for p in range(self.num_players) if not self.out[p]]


def _reveal(value):
    """``round_reveal`` from JSON (its tuples back): every card of the last round, checked."""
    if value is None:
        return None
    hands, ruins, deck = value
    return (tuple(tuple(_cards(h)) for h in hands), tuple(_cards(ruins)), tuple(_cards(deck)))


def _cards(value) -> list:
    """A list of card codes from JSON (a list or, with its tuples back, a tuple), checked."""
    if not isinstance(value, (list, tuple)) or not all(isinstance(c, str) and c in CARDS for c in value):
        raise ValueError("expected a list of card codes")
    return list(value)


def _cards_per_seat(value) -> list:
    return [_cards(x) for x in value]


# -- state -------------------------------------------------------------------------------

class LostLegacyState(State):
    #: the fields (``clone``, ``to_json`` and ``from_json`` are made from this): values shared
    #: by clones, lists ``apply`` changes in place (per seat, unless named otherwise), and
    #: lists of such lists; the knowledge fields are described in the module's notes
    CODEC = StateCodec(
        shared=("num_players", "mode", "match_target", "cards", "lost_legacy", "saint_spent", "active",
                "played", "pending", "phase", "inv_k", "winner", "result", "round_no", "round_start",
                "history", "round_reveal", "turn_no"),
        lists=("deck", "ruins", "out", "protected", "inv_num", "points", "events", "ruins_pool",
               "known_top", "deck_pool"),
        nested=("hands", "piles", "known_hands", "known_ruins"),
        decode={"cards": lambda value: tuple(_cards(value)), "deck": _cards, "ruins": _cards,
                "hands": _cards_per_seat, "piles": _cards_per_seat, "round_reveal": _reveal,
                "pending": pending_from_json},
    )
    __slots__ = CODEC.slots

    # -- decision ------------------------------------------------------------------------
    def current_player(self) -> int:
        pend = self.pending
        if pend is None:
            return TERMINAL
        kind = pend[0]
        if kind == "investigate":
            return pend[2]
        if kind == "first_player":
            return 0
        return self.active

    def in_game(self) -> list[int]:
        out = self.out
        return [p for p in range(self.num_players) if not out[p]]

    def _targets(self) -> list[int]:
        """Other players still in the game and not Protected."""
        a, out, protected = self.active, self.out, self.protected
        return [p for p in range(self.num_players) if p != a and not out[p] and not protected[p]]

    def _pile_choices(self) -> list[tuple]:
        """Every kind of card in a discard pile the active seat may take from (its own, and
        those of seats not Protected), pile by pile."""
        a, protected = self.active, self.protected
        res = []
        for o, pile in enumerate(self.piles):
            if o != a and protected[o]:
                continue
            picks = PILE[o]
            for c in sorted(set(pile), key=_card_order):
                res.append(picks[c])
        return res

    def legal_actions(self) -> list:
        pend = self.pending
        if pend is None:
            return []
        kind = pend[0]
        if kind == "play":
            hand = self.hands[self.active]
            cards = sorted({c for c in hand if c != "starship"}, key=_card_order)
            return [PLAY[c] for c in cards]
        if kind in ("general_swap", "search_swap", "assault_swap"):
            return [SWAP, KEEP]
        if kind in ("map_shuffle", "mis_shuffle"):
            return [SHUFFLE, NOSHUFFLE]
        if kind == "thief_target":
            return [SEAT[q] for q in self._targets()] + list(SLOT[:len(self.ruins)])
        if kind in ("sword_target", "assault_target", "curse_target"):
            return [SEAT[q] for q in self._targets()]
        if kind == "curse_number":
            return list(_CURSE_ANSWERS)
        if kind in ("search_slot", "adv_slot_1"):
            return list(SLOT[:len(self.ruins)])
        if kind == "adv_slot_2":
            first = pend[1]
            return [a for a in SLOT[:len(self.ruins)] if a[1] != first] + [STOP]
        if kind == "necro_pick":
            return self._pile_choices() + [NONE]
        if kind == "mis_pick":
            return self._pile_choices()
        if kind == "gale_target":
            a, out, protected = self.active, self.out, self.protected
            return [SEAT[q] for q in range(self.num_players) if not out[q] and (q == a or not protected[q])]
        if kind == "investigate":
            return [SEAT[q] for q in self.in_game()] + list(SLOT[:len(self.ruins)])
        if kind == "first_player":
            return list(SEAT[:self.num_players])
        raise AssertionError(f"unknown pending {pend!r}")

    # -- knowledge helpers ---------------------------------------------------------------
    def _event(self, visible_to, *args):
        self.events.append((visible_to,) + args)

    def _learn_draw(self, p, card):
        """Seat ``p`` drew ``card`` from the top: p's own knowledge of the deck loses it;
        whoever knew the top card now knows it is in p's hand; whoever only knew cards to be
        somewhere in the deck forgets them (the card drawn may be one of them)."""
        known_hands, known_top, deck_pool = self.known_hands, self.known_top, self.deck_pool
        for q in range(self.num_players):
            if q == p:
                if known_top[p] is None:
                    deck_pool[p] = _remove_one(deck_pool[p], card)
                known_top[p] = None
            elif known_top[q] is not None:
                known_hands[q][p] = known_hands[q][p] + (known_top[q],)
                known_top[q] = None
            elif deck_pool[q]:
                deck_pool[q] = ()

    def _learn_top(self, a):
        top = self.deck[0]
        if self.known_top[a] is None:
            self.deck_pool[a] = _remove_one(self.deck_pool[a], top)
        self.known_top[a] = top

    def _learn_slot(self, p, i, card):
        slots = self.known_ruins[p]
        if slots[i] is None:
            self.ruins_pool[p] = _remove_one(self.ruins_pool[p], card)
        slots[i] = card

    def _forget_slots(self):
        """After the Ruins are shuffled: a known slot's card is only known to be in the Ruins."""
        for p in range(self.num_players):
            slots = self.known_ruins[p]
            known = tuple(c for c in slots if c is not None)
            if known:
                self.ruins_pool[p] = self.ruins_pool[p] + known
            self.known_ruins[p] = [None] * len(slots)

    def _forget_top(self):
        for p in range(self.num_players):
            if self.known_top[p] is not None:
                self.deck_pool[p] = self.deck_pool[p] + (self.known_top[p],)
                self.known_top[p] = None

    def _show_hand(self, q, card):
        for p in range(self.num_players):
            if p != q:
                self.known_hands[p][q] = (card,)

    def _forget_hand(self, q):
        for p in range(self.num_players):
            self.known_hands[p][q] = ()

    # -- chance ----------------------------------------------------------------------------
    def _shuffle_ruins(self):
        self.rng.shuffle(self.ruins)
        self._forget_slots()
        self._event(-1, "shuffle", "ruins")

    # -- static rules ------------------------------------------------------------------------
    def _to_pile(self, owner, card) -> int | None:
        """Put ``card`` into ``owner``'s pile with LLR and the WOUND check; ELIM status or None."""
        if card == "starship":
            self.deck.append(card)
            self.rng.shuffle(self.deck)
            self._forget_top()
            for p in range(self.num_players):
                self.deck_pool[p] = self.deck_pool[p] + ("starship",)
            self._event(-1, "llr", card, "deck")
            self._event(-1, "shuffle", "deck")
            return None
        if card == "garden":
            self.ruins.append(card)
            for p in range(self.num_players):
                self.known_ruins[p].append(card)
            self._event(-1, "llr", card, "ruins")
            self._shuffle_ruins()
            return None
        pile = self.piles[owner]
        pile.append(card)
        if card == "wound" and not self.out[owner] and pile.count("wound") >= WOUND_LIMIT:
            self._event(-1, "wounds", owner)
            return self._eliminate(owner)
        return None

    def _eliminate(self, x) -> int:
        if not self.saint_spent and "saint" in self.piles[x]:
            self.saint_spent = True
            self._event(-1, "saint", x)
            return _SAVED
        self.out[x] = True
        self.protected[x] = False
        hand = self.hands[x]
        self.hands[x] = []
        self._forget_hand(x)
        self._event(-1, "out", x, tuple(hand))
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
        self.protected[p] = False
        self.turn_no += 1
        if not self.deck:  # safety rule; the deck-empty check at T5 makes this unreachable
            self._start_investigation()
            return
        card = self.deck.pop(0)
        self.hands[p].append(card)
        self._learn_draw(p, card)
        self._event(-1, "turn", p)
        self._event(-1, "draw", p)
        self._event(p, "drew", card)
        self.pending = ASK["play"]

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
        self.protected = [False] * self.num_players
        self.played = None
        self._event(-1, "invest")
        self.inv_k = 0
        self._next_number()

    def _next_number(self):
        hands, out = self.hands, self.out
        number = self.inv_k
        while number < 8:
            number += 1
            holders = tuple(p for p in range(self.num_players) if not out[p] and hands[p]
                            and NUMBER[hands[p][0]] == number)
            self.inv_k = number
            if not holders:
                continue
            for p in holders:
                self.inv_num[p] = number
            self._event(-1, "holders", number, holders)
            if len(holders) == 1:
                self.pending = INVESTIGATE[number][holders[0]]
                return
        self.pending = None
        self._end_round(-1, DRAW)

    def _investigate(self, action):
        holder = self.pending[2]
        if action[0] == "seat":
            q = action[1]
            card = self.hands[q][0]
            self._event(-1, "reveal", holder, "seat", q, card)
            self._show_hand(q, card)
        else:
            i = action[1]
            card = self.ruins[i]
            self._event(-1, "reveal", holder, "slot", i, card)
            for p in range(self.num_players):
                self._learn_slot(p, i, card)
        if card in LOST_LEGACIES:
            self.pending = None
            self._end_round(holder, FOUND)
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
        self.protected = [False] * n
        self.saint_spent = False
        self.played = None
        self.phase = "turn"
        self.inv_k = 0
        self.inv_num = [-1] * n
        self.round_no += 1
        self.round_start = start
        self.known_hands = [[() for _ in range(n)] for _ in range(n)]
        self.known_ruins = [[None] for _ in range(n)]
        self.ruins_pool = [() for _ in range(n)]
        self.known_top = [None] * n
        self.deck_pool = [() for _ in range(n)]
        self._event(-1, "deal", start, self.round_no)
        self._begin_turn(start)

    def _end_round(self, winner, reason):
        self.winner = winner
        self.result = reason
        self.pending = None
        if self.played is not None:  # the game stops mid-effect: the played card still lies face up
            self.piles[self.active].append(self.played)
            self.played = None
        self._event(-1, "result", winner, reason)
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
        kind = pend[0]
        a = self.active
        if kind == "play":
            self._play(action[1])
        elif kind == "first_player":
            self._event(-1, "first", action[1])
            self.phase = "turn"
            self.round_no = 0
            self._deal(action[1])
        elif kind == "general_swap":
            hand = self.hands[a]
            self._event(-1, "secret", a)
            for p in range(self.num_players):
                if p != a:
                    self.known_hands[p][a] = ()
                    if self.known_top[p] is None:
                        self.deck_pool[p] = ()
                    self.known_top[p] = None
            if action == SWAP:
                top = self.deck[0]
                self.deck[0] = hand[0]
                hand[0] = top
                self.known_top[a] = self.deck[0]
                self._event(a, "swapped", "deck")
            else:
                self._event(a, "kept")
            self._end_turn()
        elif kind == "thief_target":
            self._thief(action)
        elif kind in ("sword_target", "assault_target"):
            q = action[1]
            self._event(-1, "target", a, q)
            self._look_effect("sword" if kind == "sword_target" else "assault", q)
        elif kind == "curse_target":
            self._event(-1, "target", a, action[1])
            self.pending = ASK_ON["curse_number"][action[1]]
        elif kind == "curse_number":
            self._event(-1, "name", a, action[1])
            self._look_effect("curse", pend[1], action[1])
        elif kind == "assault_swap":
            self._assault_swap(pend[1], action == SWAP)
        elif kind in ("map_shuffle", "mis_shuffle"):
            self._event(-1, "shufflechoice", a, action == SHUFFLE)
            if action == SHUFFLE:
                self._shuffle_ruins()
            self._end_turn()
        elif kind == "search_slot":
            i = action[1]
            self._event(-1, "slot", a, i)
            card = self.ruins[i]
            self._event(a, "saw", "slot", i, card)
            self._learn_slot(a, i, card)
            self.pending = ASK_ON["search_swap"][i]
        elif kind == "search_swap":
            self._search_swap(pend[1], action == SWAP)
        elif kind == "necro_pick":
            self._necro(action)
        elif kind in ("adv_slot_1", "adv_slot_2"):
            self._adventurer(kind, action)
        elif kind == "mis_pick":
            self._misinfo(action)
        elif kind == "gale_target":
            self._gale(action[1])
        elif kind == "investigate":
            self._investigate(action)
        else:  # pragma: no cover
            raise AssertionError(f"unknown pending {pend!r}")

    def _play(self, card):
        a = self.active
        self.hands[a].remove(card)
        self.played = card
        known_hands = self.known_hands
        for p in range(self.num_players):
            if p != a and known_hands[p][a]:
                known_hands[p][a] = _remove_one(known_hands[p][a], card)
        self._event(-1, "play", a, card)
        if card == "general":
            if self.deck:
                self._learn_top(a)
                self._event(a, "saw", "top", 0, self.deck[0])
                self.pending = ASK["general_swap"]
                return
        elif card == "thief":
            self.pending = ASK["thief_target"]
            return
        elif card in ("sword", "assault", "curse"):
            if self._targets():
                self.pending = _ASK_TARGET[card]
                return
            self._event(-1, "notarget", a)
        elif card == "map":
            if self.deck:
                self._learn_top(a)
                top = self.deck.pop(0)
                self.ruins.append(top)
                for p in range(self.num_players):
                    kd = self.known_top[p]
                    self.known_ruins[p].append(kd)
                    if kd is None and self.deck_pool[p]:
                        self.deck_pool[p] = ()
                    self.known_top[p] = None
                self._event(a, "saw", "top", 0, top)
                self._event(-1, "ruins_add", len(self.ruins) - 1)
                self.pending = ASK["map_shuffle"]
                return
        elif card == "search":
            self.pending = ASK["search_slot"]
            return
        elif card == "guardian":
            self.protected[a] = True
            self._event(-1, "protect", a)
        elif card == "necro":
            if self._pile_choices():
                self.pending = ASK["necro_pick"]
                return
        elif card == "adventurer":
            self.pending = ASK["adv_slot_1"]
            return
        elif card == "misinfo":
            if self._pile_choices():
                self.pending = ASK["mis_pick"]
                return
        elif card == "gale":
            if self.deck:
                self.pending = ASK["gale_target"]
                return
        self._end_turn()

    def _thief(self, action):
        a = self.active
        if action[0] == "seat":
            self._event(-1, "target", a, action[1])
            self._look_effect("thief", action[1])
            return
        if not self._ruin_seen(action[1]):
            self._end_turn()

    def _ruin_seen(self, i) -> bool:
        """The active seat looks at Ruins slot ``i`` (Thief, Adventurer): a Lost Legacy there wins
        the round (True); otherwise the look is noted and play goes on (False)."""
        a = self.active
        card = self.ruins[i]
        self._event(-1, "slot", a, i)
        self._event(a, "saw", "slot", i, card)
        self._learn_slot(a, i, card)
        if card in LOST_LEGACIES:
            self._event(-1, "win_effect", a)
            self._end_round(a, EFFECT)
            return True
        self._event(-1, "nowin", a)
        return False

    def _look(self, kind, b):
        """LOOK (§4.3). Returns the card seen, or None when the look ended (trap, elimination)."""
        a = self.active
        card = self.hands[b][0]
        self._event(-1, "look", a, b)
        self._event(a, "saw", "seat", b, card)
        self.known_hands[a][b] = (card,)
        if kind == "sword" and card in X_CARDS:
            return card
        if card == "ambush":
            if not self.saint_spent and "saint" in self.piles[a]:
                self.saint_spent = True
                self._event(-1, "saint", a)
                self._event(-1, "blocked", b)
                self._show_hand(b, "ambush")
                self._end_turn()
                return None
            self.hands[b] = []
            self._event(-1, "ambush", b, a)
            self.piles[b].append("ambush")
            given = self.hands[a]
            self.hands[a] = []
            self.hands[b] = given
            for c in given:
                self._event(b, "got", c)
            for p in range(self.num_players):
                if p == a:
                    self.known_hands[a][b] = tuple(given)
                elif p != b:
                    self.known_hands[p][b] = self.known_hands[p][a]
            status = self._eliminate(a)
            self._after_elim(status)
            return None
        if card == "girl":
            self._event(-1, "girl", b)
            status = self._eliminate(b)
            if status == _SAVED:
                self._show_hand(b, "girl")
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
                self._event(-1, "xhit", b)
                if self._after_elim(self._eliminate(b)):
                    return
            self._end_turn()
        elif kind == "thief":
            if card in LOST_LEGACIES:
                self._event(-1, "win_effect", a)
                self._end_round(a, EFFECT)
                return
            self._event(-1, "nowin", a)
            self._end_turn()
        elif kind == "curse":
            match = NUMBER[card] == number
            self._event(-1, "curse", b, number, match)
            if match and self._after_elim(self._eliminate(b)):
                return
            self._end_turn()
        else:  # assault
            self.pending = ASK_ON["assault_swap"][b]

    def _assault_swap(self, b, swap):
        a = self.active
        ha, hb = self.hands[a], self.hands[b]
        ca, cb = ha[0], hb[0]
        self._event(-1, "secret", a)
        for p in range(self.num_players):
            if p != a and p != b:
                self.known_hands[p][a] = ()
                self.known_hands[p][b] = ()
        if swap:
            ha[0], hb[0] = cb, ca
            self.known_hands[a][b] = (ca,)
            self.known_hands[b][a] = (cb,)
            self._event(a, "swapped", "seat")
        else:
            self.known_hands[a][b] = (cb,)
            self._event(a, "kept")
        self._event(b, "shown", hb[0])
        self._end_turn()

    def _search_swap(self, i, swap):
        a = self.active
        self._event(-1, "secret", a)
        for p in range(self.num_players):
            if p != a:
                self.known_hands[p][a] = ()
                if self.known_ruins[p][i] is None:
                    if self.ruins_pool[p]:
                        self.ruins_pool[p] = ()
                else:
                    self.known_ruins[p][i] = None
        if swap:
            hand = self.hands[a]
            hand[0], self.ruins[i] = self.ruins[i], hand[0]
            self.known_ruins[a][i] = self.ruins[i]
            self._event(a, "swapped", "slot")
        else:
            self._event(a, "kept")
        self._end_turn()

    def _necro(self, action):
        a = self.active
        if action == NONE:
            self._event(-1, "nopick", a)
            self._end_turn()
            return
        _, o, card = action
        pile = self.piles[o]
        idx = len(pile) - 1 - pile[::-1].index(card)
        del pile[idx]
        hand = self.hands[a]
        given = hand[0]
        hand[0] = card
        self._event(-1, "pick", a, o, card)
        self._event(-1, "give", a, o, given)
        self._show_hand(a, card)
        if self._after_elim(self._to_pile(o, given)):
            return
        self._end_turn()

    def _adventurer(self, kind, action):
        a = self.active
        if action == STOP:
            self._event(-1, "stop", a)
            self._end_turn()
            return
        i = action[1]
        if self._ruin_seen(i):
            return
        if kind == "adv_slot_1" and len(self.ruins) >= 2:
            self.pending = ASK_ON["adv_slot_2"][i]
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
            self.known_ruins[p].append(card)
        self._event(-1, "pick", a, o, card)
        self._event(-1, "ruins_add", len(self.ruins) - 1)
        self.pending = ASK["mis_shuffle"]

    def _gale(self, q):
        a = self.active
        self._event(-1, "target", a, q)
        hand = self.hands[q]
        card = hand.pop()
        self._forget_hand(q)
        self._event(-1, "discard", q, card)
        if self._after_elim(self._to_pile(q, card)):
            return
        new = self.deck.pop(0)
        hand.append(new)
        self._learn_draw(q, new)
        self._event(-1, "draw", q)
        self._event(q, "drew", new)
        self._end_turn()

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
            match_target=self.match_target, cards=self.cards, lost_legacy=self.lost_legacy,
            hand=tuple(sorted(self.hands[player], key=_card_order)),
            hand_counts=tuple(len(h) for h in self.hands), deck_count=len(self.deck),
            ruins_count=len(self.ruins), piles=tuple(tuple(p) for p in self.piles),
            saint_spent=self.saint_spent, out=tuple(self.out), protected=tuple(self.protected),
            active=self.active, played=self.played, pending=self.pending, phase=self.phase,
            inv_k=self.inv_k, inv_num=tuple(self.inv_num), winner=self.winner, result=self.result,
            points=tuple(self.points), round_no=self.round_no, round_start=self.round_start,
            history=self.history, round_reveal=self.round_reveal, events=events,
            known_hands=tuple(self.known_hands[player]), known_ruins=tuple(self.known_ruins[player]),
            ruins_pool=self.ruins_pool[player], known_top=self.known_top[player], deck_pool=self.deck_pool[player],
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

    # -- a state from a view (the AI's determinization) -------------------------------------------
    @classmethod
    def from_view(cls, view: LostLegacyView, unseen: Sequence[str]) -> "LostLegacyState":
        """A state that agrees with ``view``, its hidden places filled from ``unseen`` in this
        order (:func:`hidden_places`): the hidden hand cards of the other seats still in the
        round, seat by seat (each hand: the cards the view knows in it, then the next ones);
        the Ruins slots the viewer does not know, in slot order; the deck under the top card
        the viewer knows (all of it when it knows none), top first. ``unseen`` holds every card
        whose place the viewer does not know: those of :func:`unseen_cards`, and those it knows
        lie somewhere in the Ruins (``ruins_pool``) or in the deck (``deck_pool``), which must
        fall there. The other seats' knowledge is left empty (the viewer cannot know it) and
        the rng is a placeholder (the AI reseeds it). ValueError if ``unseen`` does not fit."""
        me, n = view.player, view.num_players
        places = hidden_places(view)
        if len(unseen) != sum(places.hands) + len(places.slots) + places.deck:
            raise ValueError(f"{len(unseen)} cards for {sum(places.hands)} hidden hand cards, "
                             f"{len(places.slots)} unknown Ruins slots and {places.deck} deck cards")
        s = object.__new__(cls)
        for name in _FROM_VIEW:
            setattr(s, name, getattr(view, name))
        s.rng = Rng(0)
        hands = []
        at = 0
        for q in range(n):
            if q == me:
                hands.append(list(view.hand))
            elif view.out[q]:
                hands.append([])
            else:
                hidden = places.hands[q]
                hands.append(list(view.known_hands[q]) + list(unseen[at:at + hidden]))
                at += hidden
        ruins = list(view.known_ruins)
        for i in places.slots:
            ruins[i] = unseen[at]
            at += 1
        deck = list(unseen[at:])
        if view.known_top is not None:
            deck.insert(0, view.known_top)
        if view.ruins_pool and Counter(view.ruins_pool) - Counter(ruins[i] for i in places.slots):
            raise ValueError(f"the cards known to be in the Ruins {view.ruins_pool} are not in its unknown slots")
        if view.deck_pool and Counter(view.deck_pool) - Counter(unseen[at:]):
            raise ValueError(f"the cards known to be in the deck {view.deck_pool} are not in it")
        s.hands, s.ruins, s.deck = hands, ruins, deck
        s.piles = [list(pile) for pile in view.piles]
        for name in _LISTS_FROM_VIEW:
            setattr(s, name, list(getattr(view, name)))
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
        return s


#: the state's lists ``from_view`` makes of the view's tuples
_LISTS_FROM_VIEW = ("out", "protected", "inv_num", "points", "events")
#: the state's fields ``from_view`` copies from the view as they are
_FROM_VIEW = ("num_players", "mode", "match_target", "cards", "lost_legacy", "saint_spent", "active", "played",
              "pending", "phase", "inv_k", "winner", "result", "round_no", "round_start", "history",
              "round_reveal", "turn_no")


class HiddenPlaces(NamedTuple):
    """The places whose card a view does not show (``LostLegacyState.from_view`` fills them
    in this order)."""

    hands: tuple  # per seat: how many of its hand cards the viewer does not know (0 for itself)
    slots: tuple  # the Ruins slots the viewer does not know, in slot order
    deck: int  # the deck's cards under the top card the viewer knows (all when it knows none)


def hidden_places(view: LostLegacyView) -> HiddenPlaces:
    me = view.player
    hands = tuple(0 if q == me or view.out[q] else view.hand_counts[q] - len(view.known_hands[q])
                  for q in range(view.num_players))
    slots = tuple(i for i, c in enumerate(view.known_ruins) if c is None)
    return HiddenPlaces(hands, slots, view.deck_count - (view.known_top is not None))


def unseen_cards(view: LostLegacyView) -> Counter:
    """The deck's cards minus everything ``view.player`` sees or knows the place of (its hand,
    the discard piles, the card in play, the cards it knows in other hands, in Ruins slots,
    somewhere in the Ruins or the deck, and the deck's top): card -> copies, in card order. A
    negative count means the view is inconsistent (a card seen too often)."""
    c = Counter(view.cards)
    c.subtract(view.hand)
    for pile in view.piles:
        c.subtract(pile)
    if view.played is not None:
        c[view.played] -= 1
    for q, known in enumerate(view.known_hands):
        if q != view.player:
            c.subtract(known)
    c.subtract(x for x in view.known_ruins if x is not None)
    c.subtract(view.ruins_pool)
    if view.known_top is not None:
        c[view.known_top] -= 1
    c.subtract(view.deck_pool)
    return c


def _blank_state(n, mode, match_target, cards, lost_legacy, rng) -> LostLegacyState:
    """A state before the first deal (``phase`` "first", nobody holds a card)."""
    s = LostLegacyState.__new__(LostLegacyState)
    s.num_players = n
    s.mode = mode
    s.match_target = match_target
    s.cards = tuple(cards)
    s.lost_legacy = lost_legacy
    s.rng = rng
    s.deck, s.ruins = [], []
    s.hands = [[] for _ in range(n)]
    s.piles = [[] for _ in range(n)]
    s.out = [False] * n
    s.protected = [False] * n
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
    s.known_hands = [[() for _ in range(n)] for _ in range(n)]
    s.known_ruins = [[] for _ in range(n)]
    s.ruins_pool = [() for _ in range(n)]
    s.known_top = [None] * n
    s.deck_pool = [() for _ in range(n)]
    s.turn_no = 0
    return s


_SET_CHOICES = (STARSHIP, FLYING_GARDEN, "random")


class LostLegacySpec(GameSpec):
    id = "lost_legacy"
    view_class = LostLegacyView
    state_class = LostLegacyState
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
            lost_legacy = LOST_LEGACY[mode]
        elif mode == "select":
            choice = {}
            for s in SLOTS:
                v = o[f"select_{s}"]
                choice[s] = rng.choice(SETS) if v == "random" else v
            cards = select_deck(choice)
            lost_legacy = LOST_LEGACY[choice["5"]]
        else:
            v = o["all_jam_legacy"]
            keep = rng.choice(SETS) if v == "random" else v
            cards = all_jam_deck(keep)
            lost_legacy = LOST_LEGACY[keep]
        s = _blank_state(setup.players, mode, o["match"], cards, lost_legacy, rng)
        if o["first"] == "choose":
            s.pending = ASK["first_player"]
        else:
            s.phase = "turn"
            s._deal(rng.randrange(setup.players))
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
               saint_spent=False, protected=None, out=None, cards=None, match=1, seed=0) -> LostLegacyState:
    """A hand-built position (tests): ``active`` is about to play (its hand already holds the
    drawn card). Cards not listed anywhere are out of this position."""
    if cards is None:
        cards = set_deck(mode) if mode in SETS else all_jam_deck(STARSHIP)
    lost_legacy = "garden" if "garden" in cards else "starship"
    s = _blank_state(n, mode, match, cards, lost_legacy, Rng(seed))
    s.phase = "turn"
    s.round_no = 1
    s.hands = [list(h) for h in hands]
    s.deck = list(deck)
    s.ruins = list(ruins)
    s.piles = [list(p) for p in (piles or [[] for _ in range(n)])]
    s.out = list(out) if out is not None else [False] * n
    s.protected = list(protected) if protected is not None else [False] * n
    s.saint_spent = saint_spent
    s.active = active
    s.round_start = active
    s.known_ruins = [[None] * len(s.ruins) for _ in range(n)]
    s.pending = ASK["play"]
    s.turn_no = 1
    return s
