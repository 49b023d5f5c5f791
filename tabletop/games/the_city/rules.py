"""The City / Die Stadt / ザ・シティ: rules engine.

Round: D-CHOOSE (hidden sequential commits: a card, an ordered pair for Bauhütte owners, the
Architect or give up) -> joint reveal -> builds in seat order (D-PAY one card at a time, D-HUT-EXTRA;
payments and extra picks stay hidden until every seat has built) -> give-ups in seat order (draw 5,
D-KEEP) -> step 3 (income draws and VP, order by option) -> end check -> D-LIMIT (hidden commits,
one card at a time) -> next round. Setup ends with D-OPEN (each seat discards 2 of 7, hidden commit).

Card identity is the card type id (copies are identical), so hands are sorted lists of ids.
Multi-card selections (payment, hand-limit and survey discards) are made one card at a time in
card-table order (each next card is not earlier in the table than the previous one), so every
set of cards has exactly one action sequence.
"""

from __future__ import annotations

from bisect import insort
from typing import Mapping

from tabletop.engine import i18n
from tabletop.engine.contract import (
    TERMINAL,
    FieldView,
    GameSpec,
    RulesSection,
    Setup,
    State,
    StateCodec,
    json_lists,
    json_tuples,
    places_from_keys,
)
from tabletop.engine.rng import Rng

from . import data
from . import text  # noqa: F401  (registers the catalog)
from .actions import (  # noqa: F401  (the actions' names and text: the rules' too)
    ARCHITECT, BUILD, DISCARD, EXTRA, GIVEUP, KEEP, OPEN, PAIR, PASS, PAY, DiscardPending, OneCard, PayPending,
    Pending, TwoCards, action_from_json, action_to_str, pending_from_json, str_to_action,
)
from .buildings import (  # noqa: F401  (the card tables and a city's arithmetic: the rules' too)
    ARCH, CARD_IDS, COPIES, COST, DECK, DEFAULT_CONFIG, DEFAULTS, HUT, IDX, NS, ONE_PER_CITY, OPTIONS, PREREQ,
    REDUCERS, SYMBOL_INDEX, SYMS, Config, best_other_city, can_build, card_name, city_breakdown, config,
    effective_cost, explain_formula, parse_formula, round_values, symbol_counts, table_order, why_not,
)
from .hidden import hidden_sizes, unseen_cards  # noqa: F401  (unseen_cards: the AI's)


def _seat(n: int, lang: str) -> str:
    """A seat in a rules text: a marker the session and the table fill with the player's name."""
    return i18n.seat_ref(n)


# -- view ----------------------------------------------------------------------------------


class CityView(FieldView):
    """What one seat may know. All sequences are tuples.

    Fields: ``player``, ``current_player``, ``num_players``, ``options`` (dict), ``round``,
    ``phase`` (open / choose / build / giveup / limit / over), ``pending`` (own pending in full;
    another seat's as ``(kind, seat)``), ``hand`` (own, sorted), ``drawn`` (own give-up draw while
    choosing the card to keep), ``drawn_count``, ``my_commit`` (own hidden commit this phase),
    ``my_buffer`` (own hidden payment or hand-limit cards not yet revealed), ``committed``
    (per seat: has committed in the current hidden phase), ``hand_counts`` (as shown: pre-commit
    sizes during hidden phases), ``pile_count``, ``discard`` (whole pile, public, bottom first),
    ``cities`` (public buildings per seat, in build order), ``architect`` (available per seat as
    shown), ``vp``, ``vp_history``, ``last_income``, ``last_vp`` (the last step 3), ``known``
    (cards publicly known to be in each hand), ``revealed`` (the last revealed D-CHOOSE commits,
    per seat), ``giveup_queue``, ``events`` (public effects since the last D-CHOOSE reveal: tuples, see
    ``CityState.events``), ``fixed_other`` (other city fixed per building, option
    ``other_city_choice``), ``build_seat``/``build_todo``/``build_any`` (step 2: the seat being
    resolved, its revealed cards still to resolve, whether it has built anything), ``legal``."""

    FIELDS = (
        "player", "current_player", "num_players", "options", "round", "phase", "pending", "hand",
        "drawn", "drawn_count", "my_commit", "my_buffer", "committed", "hand_counts", "pile_count",
        "discard", "cities", "architect", "vp", "vp_history", "last_income", "last_vp", "known",
        "revealed", "giveup_queue", "events", "fixed_other", "build_seat", "build_todo", "build_any",
    )
    parse_action = staticmethod(str_to_action)

    def action_to_str(self, action) -> str:
        return action_to_str(action)

    @classmethod
    def field_from_json(cls, name: str, value):
        if name == "pending":
            return pending_from_json(value, shown=True)
        if name == "my_commit":
            return action_from_json(value)
        if name == "revealed":
            return tuple(action_from_json(a) for a in value)
        return json_tuples(value)

    # conveniences for scenes and agents
    def config(self) -> Config:
        return config(self.options)

    def breakdown(self, seat: int) -> list[dict]:
        return city_breakdown(self.cities, seat, self.options, self.fixed_other)


# -- state ---------------------------------------------------------------------------------

def _card_ids(what: str, arch: bool = False):
    """A JSON check: a sequence of card ids (the Architect too if ``arch``), as it came."""
    def check(value):
        if not isinstance(value, (list, tuple)) or not all(
                isinstance(c, str) and (c in COPIES or (arch and c == ARCH)) for c in value):
            raise ValueError(f"{what} must be a list of card ids")
        return value
    return check


def _per_seat(check):
    def each(value):
        return [check(x) for x in value]
    return each


class CityState(State):
    """Full state. ``pending`` (``actions.py``): ``PayPending("pay", seat, card, remaining,
    min_index, hidden)``, ``Pending("extra", seat)``, ``Pending("keep", seat)``,
    ``DiscardPending("sdiscard" | "limit", seat, remaining, min_index)``; its answer is applied
    by ``_ANSWER[kind]``. With no pending, ``phase`` ``open``/``choose`` asks seat ``turn`` for
    its hidden commit. Step 2 resolves seat ``build_seat``'s revealed cards ``build_todo``
    (``build_count``: how many it has built); give-ups wait in ``giveup_queue`` (the next is
    ``giveup_index``); ``reveal_count`` counts the joint reveals (undo's boundary).

    ``events`` (public; everything since the last D-CHOOSE reveal, which starts it afresh) holds tuples: ``("open", seat, a, b)``,
    ``("reveal", commits)``, ``("built", seat, card)``, ``("architect", seat)``,
    ``("illegal", seat, card)``, ``("paid", seat, cards)``, ``("giveup", seat, drawn, discarded)``,
    ``("survey", seat, card)``, ``("reshuffle", n)``, ``("income", seat, amount, drawn)``,
    ``("vp", seat, amount)``, ``("limit", seat, cards)``, ``("end", round)``."""

    CODEC = StateCodec(
        shared=("num_players", "round", "phase", "turn", "revealed", "shown", "pending", "last_income", "last_vp",
                "build_seat", "build_todo", "build_count", "giveup_queue", "giveup_index", "reveal_count"),
        lists=("pile", "discard", "cities", "fixed", "architect", "vp", "vp_history", "known", "commits", "drawn",
               "hidden", "events"),
        nested=("hands", "paid"),
        # the options resolved (JSON: the options, ``to_json``); the AI's presampled commits
        transient=("cfg", "forced", "forced_at"),
        decode={
            "pending": pending_from_json, "pile": _card_ids("pile"), "discard": _card_ids("discard"),
            "drawn": _card_ids("drawn"), "hands": _per_seat(_card_ids("hand")), "paid": _per_seat(_card_ids("paid")),
            "cities": _per_seat(_card_ids("city", arch=True)),
            "commits": lambda value: [action_from_json(a) for a in value],
            "revealed": lambda value: tuple(action_from_json(a) for a in value),
        },
    )
    __slots__ = CODEC.slots

    def __init__(self, **kw):
        for name in self.CODEC.fields + self.CODEC.kinds["transient"]:
            setattr(self, name, kw.pop(name))
        if kw:
            raise TypeError(f"unknown state fields {sorted(kw)}")

    # -- decision -------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.pending is not None:
            return self.pending[1]
        if self.phase == "open" or self.phase == "choose":
            return self.turn
        return TERMINAL

    def legal_actions(self):
        pend = self.pending
        if pend is not None:
            kind, p = pend[0], pend[1]
            hand = self.hands[p]
            if kind == "pay":
                return [PAY[c] for c in self._selectable(hand, pend.remaining, pend.min_index)]
            if kind == "sdiscard" or kind == "limit":
                return [DISCARD[c] for c in self._selectable(hand, pend.remaining, pend.min_index)]
            if kind == "keep":
                return [KEEP[c] for c in _distinct(sorted(self.drawn, key=table_order))]
            # extra
            return self._extra_options(p) + [PASS]
        if self.phase == "open":
            hand = self.hands[self.turn]
            distinct = _distinct(hand)
            out = []
            for i, a in enumerate(distinct):
                if hand.count(a) >= 2:
                    out.append(OPEN[a, a])
                for b in distinct[i + 1:]:
                    out.append(OPEN[a, b])
            return out
        if self.phase == "choose":
            return self.choose_options(self.turn)
        return []

    def _selectable(self, hand, remaining, min_index):
        """The cards of ``hand`` that may come next in a selection of ``remaining`` more cards
        made in card-table order (not before ``min_index``; enough cards left after it)."""
        out = []
        n = len(hand)
        prev = None
        for i, c in enumerate(hand):
            if c == prev:
                continue
            prev = c
            if IDX[c] >= min_index and n - i >= remaining:
                out.append(c)
        return out

    def _hut_ok(self, city, card):
        if card == ARCH:
            return False
        cost = COST[card] if self.cfg.hut_printed else effective_cost(city, card, self.cfg)
        return cost <= data.HUT_MAX_COST

    def choose_options(self, p):
        """Seat ``p``'s answers to D-CHOOSE (its legal actions when it commits; the AI's
        sampled commits of other seats choose among them too)."""
        cfg = self.cfg
        hand, city = self.hands[p], self.cities[p]
        distinct = _distinct(hand)
        n = len(hand)
        out = []
        for c in distinct:
            if not cfg.legal_only or can_build(city, n - 1, c, cfg):
                out.append(BUILD[c])
        if HUT in city:
            ok = [c for c in distinct if self._hut_ok(city, c)]
            arch = cfg.hut_arch and self.architect[p]
            if arch:
                ok.append(ARCH)
            for a in ok:
                for b in ok:
                    if a == b and (a == ARCH or hand.count(a) < 2):
                        continue
                    ncards = (a != ARCH) + (b != ARCH)
                    if cfg.legal_only and not can_build(city, n - ncards, a, cfg):
                        continue
                    out.append(PAIR[a, b])
        if self.architect[p]:
            out.append(ARCHITECT)
        out.append(GIVEUP)
        return out

    def _extra_options(self, p):
        cfg = self.cfg
        hand, city = self.hands[p], self.cities[p]
        out = []
        for c in _distinct(hand):
            if self._hut_ok(city, c) and can_build(city, len(hand) - 1, c, cfg):
                out.append(EXTRA[c])
        if cfg.hut_arch and self.architect[p]:
            out.append(EXTRA[ARCH])
        return out

    # -- apply ----------------------------------------------------------------------------
    def apply(self, action) -> None:
        self._apply(action)
        if self.forced is not None:
            self._apply_forced()

    def _apply(self, action) -> None:
        pend = self.pending
        if pend is not None:
            _ANSWER[pend[0]](self, pend, action)
        elif self.phase == "open":
            self._commit_open(action)
        else:
            self._commit_choose(action)

    # the answers to a pending decision (``_ANSWER``, by kind) and the hidden commits
    def _answer_pay(self, pend: PayPending, action) -> None:
        p, c = pend.seat, action[1]
        self.hands[p].remove(c)
        self.paid[p].append(c)
        self.pending = PayPending("pay", p, pend.card, pend.remaining - 1, IDX[c], pend.hidden)
        self._settle_pay()
        self._run_build()

    def _answer_extra(self, pend: Pending, action) -> None:
        self.pending = None
        if action != PASS:
            self._attempt(pend.seat, action[1], True, from_hand=True)
        self._run_build()

    def _answer_keep(self, pend: Pending, action) -> None:
        self.pending = None
        self._keep(pend.seat, action[1])
        self._run_giveup()

    def _answer_survey_discard(self, pend: DiscardPending, action) -> None:
        p, c = pend.seat, action[1]
        self.hands[p].remove(c)
        self.discard.append(c)
        self._forget(p, (c,))
        self.events.append(("survey", p, c))
        self.pending = DiscardPending("sdiscard", p, pend.remaining - 1, IDX[c])
        self._settle_discards()
        if self.pending is None:
            self.giveup_index += 1
            self._run_giveup()

    def _answer_limit_discard(self, pend: DiscardPending, action) -> None:
        p, c = pend.seat, action[1]
        self.hands[p].remove(c)
        self.paid[p].append(c)
        self.pending = DiscardPending("limit", p, pend.remaining - 1, IDX[c])
        self._settle_discards()
        if self.pending is None:
            self._next_limit(p + 1)

    def _commit_open(self, action: TwoCards) -> None:
        p = self.turn
        hand = self.hands[p]
        hand.remove(action[1])
        hand.remove(action[2])
        self.commits[p] = action
        self.turn += 1
        if self.turn == self.num_players:
            self.reveal_count += 1
            for q, a in enumerate(self.commits):
                self.discard.append(a[1])
                self.discard.append(a[2])
                self.events.append(("open", q, a[1], a[2]))
            self.commits = [None] * self.num_players
            self.shown = ()
            self._start_round()

    def _commit_choose(self, action) -> None:
        p = self.turn
        hand = self.hands[p]
        if isinstance(action, tuple):
            for c in action[1:]:
                if c != ARCH:
                    hand.remove(c)
        self.commits[p] = action
        self.turn += 1
        if self.turn == self.num_players:
            self.reveal_count += 1
            self.revealed = tuple(self.commits)
            self.events = [("reveal", self.revealed)]
            for q, a in enumerate(self.commits):
                if isinstance(a, tuple):
                    self._forget(q, [c for c in a[1:] if c != ARCH])
            self.commits = [None] * self.num_players
            self.phase = "build"
            self.build_seat = -1
            self.build_todo = ()
            self.build_count = 0
            self.giveup_queue = ()
            self.giveup_index = 0
            self._run_build()

    def _apply_forced(self):
        forced = self.forced
        while forced and self.reveal_count == self.forced_at:
            p = self.current_player()
            acts = forced.get(p)
            if not acts:
                break
            a = acts[0]
            rest = acts[1:]
            forced = dict(forced)
            if rest:
                forced[p] = rest
            else:
                del forced[p]
            self.forced = forced
            if a not in self.legal_actions():
                break
            self._apply(a)
        if self.reveal_count != self.forced_at or not self.forced:
            self.forced = None

    # -- helpers --------------------------------------------------------------------------
    def _forget(self, p, cards):
        """Cards that left seat ``p``'s hand publicly: they are no longer known to be held."""
        known = self.known[p]
        if not known:
            return
        k = list(known)
        for c in cards:
            if c in k:
                k.remove(c)
        self.known[p] = tuple(k)

    def _draw(self, k: int) -> list:
        out = []
        pile = self.pile
        for _ in range(k):
            if not pile:
                if not self.discard:
                    break
                pile = self.pile = self.discard
                self.discard = []
                self.rng.shuffle(pile)
                self.events.append(("reshuffle", len(pile)))
            out.append(pile.pop())
        return out

    def _start_round(self):
        self.round += 1
        self.phase = "choose"
        self.turn = 0
        self.shown = tuple(len(h) for h in self.hands)

    def _place(self, p, c, hidden):
        self.cities[p] = self.cities[p] + (c,)
        self.fixed[p] = self.fixed[p] + (-1,)
        self.build_count += 1
        if c == ARCH:
            self.architect[p] = False
        if hidden:
            self.hidden[p] += 1
        else:
            self.events.append(("architect", p) if c == ARCH else ("built", p, c))
        if c == HUT and not hidden:
            self.pending = Pending("extra", p)

    def _attempt(self, p, c, hidden, from_hand=False):
        if c == ARCH:
            self._place(p, c, hidden)
            return
        hand = self.hands[p]
        if from_hand:
            hand.remove(c)
        city = self.cities[p]
        if can_build(city, len(hand), c, self.cfg):
            cost = effective_cost(city, c, self.cfg)
            if cost == 0:
                self._place(p, c, hidden)
            else:
                self.pending = PayPending("pay", p, c, cost, 0, hidden)
                self._settle_pay()
        else:
            insort(hand, c, key=table_order)
            self.known[p] = tuple(sorted(self.known[p] + (c,), key=table_order))
            self.events.append(("illegal", p, c))

    def _settle_pay(self):
        """Pay automatically while only one card type can be chosen; place the card when paid."""
        while True:
            pend = self.pending
            _, p, c, remaining, min_index, hidden = pend
            if remaining == 0:
                self.pending = None
                self._place(p, c, hidden)
                return
            opts = self._selectable(self.hands[p], remaining, min_index)
            if len(opts) != 1:
                return
            x = opts[0]
            self.hands[p].remove(x)
            self.paid[p].append(x)
            self.pending = PayPending("pay", p, c, remaining - 1, IDX[x], hidden)

    def _settle_discards(self):
        while True:
            pend = self.pending
            kind, p, remaining, min_index = pend
            if remaining == 0:
                self.pending = None
                return
            opts = self._selectable(self.hands[p], remaining, min_index)
            if len(opts) != 1:
                return
            x = opts[0]
            self.hands[p].remove(x)
            if kind == "limit":
                self.paid[p].append(x)
            else:
                self.discard.append(x)
                self._forget(p, (x,))
                self.events.append(("survey", p, x))
            self.pending = DiscardPending(kind, p, remaining - 1, IDX[x])

    def _run_build(self):
        n = self.num_players
        while self.pending is None:
            if self.build_todo:
                c = self.build_todo[0]
                self.build_todo = self.build_todo[1:]
                self._attempt(self.build_seat, c, False)
                continue
            if self.build_seat >= 0:
                commit = self.revealed[self.build_seat]
                if isinstance(commit, tuple) and self.build_count == 0:
                    self.giveup_queue = self.giveup_queue + (self.build_seat,)
            self.build_seat += 1
            self.build_count = 0
            if self.build_seat >= n:
                self._finish_build()
                return
            commit = self.revealed[self.build_seat]
            if commit == GIVEUP:
                self.giveup_queue = self.giveup_queue + (self.build_seat,)
            elif commit == ARCHITECT:
                self._place(self.build_seat, ARCH, False)
            else:
                self.build_todo = commit[1:]

    def _finish_build(self):
        self.reveal_count += 1
        for p in range(self.num_players):
            h = self.hidden[p]
            if h:
                tail = self.cities[p][-h:]
                for c in tail:
                    self.events.append(("architect", p) if c == ARCH else ("built", p, c))
                self._forget(p, [c for c in tail if c != ARCH])
                self.hidden[p] = 0
            paid = self.paid[p]
            if paid:
                self.discard.extend(paid)
                self._forget(p, paid)
                self.events.append(("paid", p, tuple(paid)))
                self.paid[p] = []
        self.shown = ()
        self.phase = "giveup"
        self.giveup_index = 0
        self._run_giveup()

    def _run_giveup(self):
        while self.pending is None and self.giveup_index < len(self.giveup_queue):
            p = self.giveup_queue[self.giveup_index]
            drawn = self._draw(data.GIVEUP_DRAW)
            if not drawn:
                self.events.append(("giveup", p, 0, ()))
                self.giveup_index += 1
                continue
            if not self.cfg.survey:
                drawn.sort(key=table_order)
                self.drawn = drawn
                if drawn[0] == drawn[-1]:
                    self._keep(p, drawn[0])
                    continue
                self.pending = Pending("keep", p)
                return
            hand = self.hands[p]
            hand.extend(drawn)
            hand.sort(key=table_order)
            self.events.append(("giveup", p, len(drawn), ()))
            if len(drawn) == 1:
                self.giveup_index += 1
                continue
            self.pending = DiscardPending("sdiscard", p, len(drawn) - 1, 0)
            self._settle_discards()
            if self.pending is None:
                self.giveup_index += 1
        if self.pending is None:
            self._step3()

    def _keep(self, p, c):
        drawn = self.drawn
        drawn.remove(c)
        insort(self.hands[p], c, key=table_order)
        self.discard.extend(drawn)
        self.events.append(("giveup", p, len(drawn) + 1, tuple(drawn)))
        self.drawn = []
        self.giveup_index += 1

    def _step3(self):
        cfg = self.cfg
        self.phase = "step3"
        values = round_values(self.cities, cfg, self.fixed if cfg.fix_other else None)
        if cfg.fix_other:
            self._fix_others()
        self.last_income = tuple(v[0] for v in values)
        self.last_vp = tuple(v[1] for v in values)
        if cfg.income_first:
            self._income(values)
        for p, (_, v) in enumerate(values):
            self.vp[p] += v
            self.vp_history[p] = self.vp_history[p] + (v,)
            self.events.append(("vp", p, v))
        if max(self.vp) >= cfg.target or (cfg.round_cap and self.round >= cfg.round_cap):
            self.phase = "over"
            self.events.append(("end", self.round))
            return
        if not cfg.income_first:
            self._income(values)
        self._next_limit(0, start=True)

    def _fix_others(self):
        syms = [symbol_counts(c) for c in self.cities]
        for p, city in enumerate(self.cities):
            fixed_row = self.fixed[p]
            new = None
            for i, b in enumerate(city):
                if fixed_row[i] >= 0:
                    continue
                for k, name, arg in self.cfg.vp[b] + self.cfg.income[b]:
                    if name == "per_sym_plus_other":
                        if new is None:
                            new = list(fixed_row)
                        new[i] = best_other_city(syms, p, SYMBOL_INDEX[arg])
            if new is not None:
                self.fixed[p] = tuple(new)

    def _income(self, values):
        for p, (inc, _) in enumerate(values):
            got = self._draw(inc)
            if got:
                hand = self.hands[p]
                hand.extend(got)
                hand.sort(key=table_order)
            self.events.append(("income", p, inc, len(got)))

    def _next_limit(self, start_seat, start=False):
        lim = self.cfg.limit
        if start:
            self.shown = tuple(len(h) for h in self.hands)
            self.phase = "limit"
        for p in range(start_seat, self.num_players):
            extra = len(self.hands[p]) - lim
            if extra > 0:
                self.pending = DiscardPending("limit", p, extra, 0)
                self._settle_discards()
                if self.pending is not None:
                    return
        # everyone is within the limit: reveal the discards together
        if any(self.paid):
            self.reveal_count += 1
            for p in range(self.num_players):
                if self.paid[p]:
                    self.discard.extend(self.paid[p])
                    self._forget(p, self.paid[p])
                    self.events.append(("limit", p, tuple(self.paid[p])))
                    self.paid[p] = []
        self.shown = ()
        self._start_round()

    @classmethod
    def from_view(cls, view: CityView, unseen) -> "CityState":
        """A state that shows ``view.player`` exactly ``view``, the hidden places filled from
        ``unseen`` (``unseen_cards(view)`` in the order the AI dealt them), in this order:

        1. the cards publicly known to be in another seat's hand (``known``) go there first,
           each the first copy of it in ``unseen``;
        2. seat by seat, each other seat's hand is filled up to its size, then its hidden
           buffer (the cards it paid in step 2, or its hand-limit discards, not revealed yet);
        3. another seat's give-up draw, while it chooses the card to keep;
        4. the supply pile (drawn from its end);
        5. what is left is out of play (the cards of a hand-built position, or those of a
           hidden Bauhütte extra pick whose payment the view cannot show).

        The sizes come from the view (``hidden_sizes``). A seat that has made its hidden
        commit of the phase under way holds ``GIVEUP`` as that commit (it takes no card): the
        AI puts its own guess there. The rng is a placeholder (the AI reseeds it)."""
        me, n = view.player, view.num_players
        cfg = config(view.options)
        phase, pend = view.phase, view.pending
        hand_size, buffer_size, drawn_other = hidden_sizes(view, len(unseen))
        pool = list(unseen)
        known_hands = {}
        for q in range(n):
            if q == me or not view.known[q]:
                continue
            cards = []
            for c in view.known[q]:
                if c in pool and len(cards) < hand_size[q]:
                    pool.remove(c)
                    cards.append(c)
            known_hands[q] = cards
        hands, paid = [], []
        k = 0
        for q in range(n):
            if q == me:
                hands.append(list(view.hand))
                paid.append(list(view.my_buffer))
                continue
            hand = known_hands.get(q, [])
            rest = max(0, hand_size[q] - len(hand))
            hand = hand + pool[k:k + rest]
            k += rest
            hand.sort(key=table_order)
            hands.append(hand)
            paid.append(pool[k:k + buffer_size[q]])
            k += buffer_size[q]
        drawn = list(view.drawn) if (pend is not None and pend[0] == "keep" and pend[1] == me) else []
        if drawn_other:
            drawn = pool[k:k + drawn_other]
            k += drawn_other
        pile = pool[k:k + view.pile_count]
        if len(pile) < view.pile_count:
            raise ValueError(f"{len(unseen)} unseen cards do not fill seat {me}'s view's hidden places")
        commits = [None] * n
        if view.my_commit is not None:
            commits[me] = view.my_commit
        cities = [tuple(c) for c in view.cities]
        state = cls(
            num_players=n, cfg=cfg, rng=Rng(0), pile=pile, discard=list(view.discard),
            hands=hands, cities=cities, fixed=[tuple(f) + (-1,) * (len(cities[q]) - len(f))
                                               for q, f in enumerate(view.fixed_other)],
            architect=list(view.architect), vp=list(view.vp), vp_history=list(view.vp_history),
            last_income=view.last_income, last_vp=view.last_vp, known=list(view.known),
            round=view.round, phase=phase, turn=0, commits=commits, revealed=view.revealed,
            shown=tuple(view.hand_counts) if phase in ("open", "choose", "build", "limit") else (),
            pending=pend if (pend is None or pend[1] == me) else None, drawn=drawn, paid=paid,
            hidden=[0] * n, build_seat=view.build_seat if phase == "build" else -1,
            build_todo=tuple(view.build_todo), build_count=1 if view.build_any else 0,
            giveup_queue=tuple(view.giveup_queue), giveup_index=0, reveal_count=0, events=list(view.events),
            forced=None, forced_at=0,
        )
        if phase == "giveup":
            state.giveup_index = view.giveup_queue.index(pend[1]) if pend is not None else 0
            if pend is not None and pend[1] != me:
                state.pending = Pending("keep", pend[1])
        elif phase in ("open", "choose"):
            state.turn = sum(1 for c in view.committed if c)
            for q in range(state.turn):
                if q != me:
                    state.commits[q] = GIVEUP
        return state

    # -- results --------------------------------------------------------------------------
    def score_breakdown(self) -> list[dict]:
        """Per seat: ``vp`` (the score), ``hand`` (tie-break), ``buildings``, ``last_vp`` and
        ``last_income`` (the last step 3), ``rounds`` (VP earned in each round)."""
        rows = []
        for p in range(self.num_players):
            city = self.cities[p]
            rows.append({
                "vp": self.vp[p],
                "hand": len(self.hands[p]),
                "buildings": sum(1 for c in city if c != ARCH),
                "last_vp": self.last_vp[p] if self.last_vp else 0,
                "last_income": self.last_income[p] if self.last_income else 0,
                "rounds": list(self.vp_history[p]),
            })
        return rows

    def scores(self) -> list[float]:
        return [float(v) for v in self.vp]

    def ranking(self) -> list[int]:
        return places_from_keys([(self.vp[p], len(self.hands[p])) for p in range(self.num_players)])

    # -- information ----------------------------------------------------------------------
    def view(self, player: int) -> CityView:
        cur = self.current_player()
        n = self.num_players
        cities, arch = [], []
        for q in range(n):
            city = self.cities[q]
            h = self.hidden[q]
            if q != player and h:
                tail = city[-h:]
                city = city[:-h]
                arch.append(self.architect[q] or ARCH in tail)
            else:
                arch.append(self.architect[q])
            cities.append(city)
        counts = tuple(
            self.shown[q] if (self.shown and q != player) else len(self.hands[q]) for q in range(n))
        pend = self.pending
        if pend is not None and pend[1] != player:
            pend = Pending(pend[0], pend[1])
        committed = tuple(c is not None for c in self.commits) if self.phase in ("open", "choose") \
            else (False,) * n
        return CityView(
            player=player, current_player=cur, num_players=n, options=dict(self.cfg.options),
            round=self.round, phase=self.phase, pending=pend, hand=tuple(self.hands[player]),
            drawn=tuple(self.drawn) if (self.pending and self.pending[0] == "keep"
                                        and self.pending[1] == player) else (),
            drawn_count=len(self.drawn), my_commit=self.commits[player],
            my_buffer=tuple(self.paid[player]), committed=committed, hand_counts=counts,
            pile_count=len(self.pile), discard=tuple(self.discard), cities=tuple(cities),
            architect=tuple(arch), vp=tuple(self.vp), vp_history=tuple(self.vp_history),
            last_income=self.last_income, last_vp=self.last_vp, known=tuple(self.known),
            revealed=self.revealed, giveup_queue=self.giveup_queue, events=json_tuples(json_lists(self.events)),
            fixed_other=tuple(self.fixed[q][:len(cities[q])] for q in range(n)),
            build_seat=self.build_seat if self.phase == "build" else -1,
            build_todo=self.build_todo if self.phase == "build" else (),
            build_any=self.build_count > 0 if self.phase == "build" else False,
            legal=tuple(self.legal_actions()) if cur == player else (),
        )

    def reveals_information(self, action, to_player: int) -> bool:
        actor = self.current_player()
        after = self.clone()
        after.forced = None
        after._apply(action)
        if after.rng != self.rng or after.reveal_count != self.reveal_count:
            return True
        if to_player == actor:
            return False
        kind = self.pending[0] if self.pending is not None else self.phase
        # hidden commits and step-2 payments / extra picks show nothing until the joint reveal
        return kind not in ("open", "choose", "pay", "extra", "limit")

    # -- text -----------------------------------------------------------------------------
    def action_to_str(self, action) -> str:
        return action_to_str(action)

    def str_to_action(self, text: str):
        return str_to_action(text)

    def describe_action(self, action, lang: str) -> str:
        tr = i18n.tr
        if action == GIVEUP or action == ARCHITECT:
            return self._describe_commit(action, lang)
        if action == PASS:
            return tr(NS, "act.pass", lang)
        kind = action[0]
        name = card_name(action[1], lang)
        if kind in ("build", "pair"):
            return self._describe_commit(action, lang)
        if kind == "open":
            return self._describe_open(action, lang)
        if kind == "pay":
            return tr(NS, "act.pay", lang, cards=self._cards_given(action, lang))
        if kind == "extra":
            return tr(NS, "act.extra", lang, card=name)
        if kind == "keep":  # the kept card is private (the others are discarded face up)
            return tr(NS, "act.keep", lang, n=len(self.drawn))
        if self.pending is not None and self.pending[0] == "limit":
            return tr(NS, "act.limit", lang, cards=self._cards_given(action, lang))
        return tr(NS, "act.discard", lang, card=name)

    def _cards_given(self, action, lang: str) -> str:
        """The card of a payment or hand-limit discard and those given with it automatically
        (when only one kind of card can come next, the rules take it: ``_settle_pay``)."""
        pend = self.pending
        cards = [action[1]]
        if pend is not None and pend[0] in ("pay", "limit"):
            hand = list(self.hands[pend[1]])
            hand.remove(action[1])
            remaining = (pend[3] if pend[0] == "pay" else pend[2]) - 1
            last = action[1]
            while remaining > 0:
                opts = self._selectable(hand, remaining, IDX[last])
                if len(opts) != 1:
                    break
                last = opts[0]
                hand.remove(last)
                cards.append(last)
                remaining -= 1
        return i18n.tr(NS, "list.join", lang).join(card_name(c, lang) for c in cards)

    def _describe_open(self, action, lang: str) -> str:
        """The setup discard is a hidden choice; the last seat's choice shows everyone's (face up)."""
        tr = i18n.tr
        if self.turn + 1 < self.num_players:
            return tr(NS, "act.open", lang)
        commits = list(self.commits[:-1]) + [action]
        parts = [tr(NS, "reveal.pair", lang, who=_seat(q, lang), a=card_name(a[1], lang), b=card_name(a[2], lang))
                 for q, a in enumerate(commits)]
        return tr(NS, "act.open_reveal", lang, list=tr(NS, "reveal.sep", lang).join(parts))

    def _describe_commit(self, action, lang: str) -> str:
        tr = i18n.tr
        if self.phase != "choose":
            return tr(NS, "act.giveup", lang)
        if self.turn + 1 < self.num_players:
            return tr(NS, "act.commit", lang)
        after = self.clone()
        after.forced = None
        after._apply(action)
        parts = []
        for q, a in enumerate(after.revealed):
            who = _seat(q, lang)
            if a == GIVEUP:
                parts.append(tr(NS, "reveal.giveup", lang, who=who))
            elif a == ARCHITECT:
                parts.append(tr(NS, "reveal.architect", lang, who=who))
            elif a[0] == "build":
                parts.append(tr(NS, "reveal.build", lang, who=who, card=card_name(a[1], lang)))
            else:
                parts.append(tr(NS, "reveal.pair", lang, who=who, a=card_name(a[1], lang),
                                b=card_name(a[2], lang)))
        return tr(NS, "act.commit_reveal", lang, list=tr(NS, "reveal.sep", lang).join(parts))

    def describe_own_action(self, action, lang: str) -> str:
        """The acting seat's own wording of a hidden commit ("chooses Kino")."""
        tr = i18n.tr
        if action == GIVEUP:
            return tr(NS, "act.choose_giveup", lang)
        if action == ARCHITECT:
            return tr(NS, "act.choose_architect", lang)
        if isinstance(action, tuple) and action[0] == "build":
            return tr(NS, "act.choose", lang, card=card_name(action[1], lang))
        if isinstance(action, tuple) and action[0] == "keep":
            return tr(NS, "act.keep_own", lang, card=card_name(action[1], lang))
        if isinstance(action, tuple) and action[0] in ("pair", "open"):
            return tr(NS, "act.choose_" + action[0], lang, a=card_name(action[1], lang),
                      b=card_name(action[2], lang))
        if action == PASS:
            return tr(NS, "act.own_pass", lang)
        if isinstance(action, tuple) and action[0] == "pay":
            return tr(NS, "act.own_pay", lang, cards=self._cards_given(action, lang))
        if isinstance(action, tuple) and action[0] == "extra":
            return tr(NS, "act.own_extra", lang, card=card_name(action[1], lang))
        if isinstance(action, tuple) and action[0] == "discard":
            return tr(NS, "act.own_discard", lang, cards=self._cards_given(action, lang))
        return self.describe_action(action, lang)

    def prompt(self, lang: str) -> str:
        pend = self.pending
        if pend is not None:
            if pend[0] == "pay":
                return i18n.tr(NS, "prompt.pay", lang, card=card_name(pend[2], lang), n=pend[3])
            if pend[0] in ("sdiscard", "limit"):
                return i18n.tr(NS, "prompt." + pend[0], lang, n=pend[2])
            return i18n.tr(NS, "prompt." + pend[0], lang)
        if self.phase == "over":
            return i18n.tr(NS, "prompt.over", lang)
        return i18n.tr(NS, "prompt." + self.phase, lang)

    # -- serialization --------------------------------------------------------------------
    _fields_to_json = CODEC.make_to_json()

    def to_json(self) -> dict:
        """The declared fields (``CODEC``) and the options (``cfg`` is made from them)."""
        data = self._fields_to_json()
        data["options"] = dict(self.cfg.options)
        return data


#: a pending decision's kind -> the state's method that applies its answer
_ANSWER = {
    "pay": CityState._answer_pay,
    "extra": CityState._answer_extra,
    "keep": CityState._answer_keep,
    "sdiscard": CityState._answer_survey_discard,
    "limit": CityState._answer_limit_discard,
}


def _distinct(sorted_cards) -> list:
    out = []
    prev = None
    for c in sorted_cards:
        if c != prev:
            out.append(c)
            prev = c
    return out


class CitySpec(GameSpec):
    id = "the_city"
    view_class = CityView
    min_players = 2
    max_players = 5
    minutes = (20, 30)
    options = OPTIONS
    ai_module = "tabletop.games.the_city.ai"
    state_class = CityState

    def new_state(self, setup: Setup) -> CityState:
        n = setup.players
        cfg = config(setup.options)
        rng = Rng(setup.seed)
        pile = list(DECK)
        rng.shuffle(pile)
        hands = []
        for _ in range(n):
            h = [pile.pop() for _ in range(data.HAND_DEAL)]
            h.sort(key=table_order)
            hands.append(h)
        return CityState(
            num_players=n, cfg=cfg, rng=rng, pile=pile, discard=[], hands=hands,
            cities=[() for _ in range(n)], fixed=[() for _ in range(n)], architect=[True] * n,
            vp=[0] * n, vp_history=[() for _ in range(n)], last_income=(), last_vp=(),
            known=[() for _ in range(n)], round=0, phase="open", turn=0, commits=[None] * n,
            revealed=(), shown=(data.HAND_DEAL,) * n, pending=None, drawn=[],
            paid=[[] for _ in range(n)], hidden=[0] * n, build_seat=-1, build_todo=(), build_count=0, giveup_queue=(),
            giveup_index=0, reveal_count=0, events=[], forced=None, forced_at=0,
        )

    def state_from_json(self, d: Mapping) -> CityState:
        n = d["num_players"]
        if not isinstance(n, int) or not self.min_players <= n <= self.max_players:
            raise ValueError("num_players out of range")
        state = CityState.CODEC.from_json(CityState, d)
        state.cfg = config(self.validate(Setup(n, d["options"], 0)).options)
        state.forced_at = 0
        return state

    def title(self, lang: str) -> str:
        return i18n.tr(NS, "title", lang)

    def rules_summary(self, lang: str) -> list[RulesSection]:
        out = []
        for k in range(1, data.RULES_SECTIONS + 1):
            out.append(RulesSection(i18n.tr(NS, f"rules.{k}.title", lang), i18n.tr(NS, f"rules.{k}.body", lang),
                                    k in data.RECONSTRUCTED_SECTIONS))
        return out


GAME = CitySpec()
CityState.spec = GAME


def make_state(n=2, *, hands, cities=None, pile=(), discard=(), vp=None, architect=None, options=None,
               round_=1, seed=0) -> CityState:
    """A hand-built position at the start of D-CHOOSE (tests). Cards listed nowhere are out of play."""
    cfg = config(GAME.validate(Setup(n, options or {}, 0)).options)
    hands = [sorted(h, key=table_order) for h in hands]
    cities = [tuple(c) for c in (cities or [() for _ in range(n)])]
    return CityState(
        num_players=n, cfg=cfg, rng=Rng(seed), pile=list(pile), discard=list(discard), hands=hands,
        cities=cities, fixed=[(-1,) * len(c) for c in cities],
        architect=list(architect) if architect is not None else [ARCH not in c for c in cities],
        vp=list(vp or [0] * n), vp_history=[() for _ in range(n)], last_income=(), last_vp=(),
        known=[() for _ in range(n)], round=round_, phase="choose", turn=0, commits=[None] * n,
        revealed=(), shown=tuple(len(h) for h in hands), pending=None, drawn=[],
        paid=[[] for _ in range(n)], hidden=[0] * n, build_seat=-1, build_todo=(), build_count=0, giveup_queue=(),
        giveup_index=0,
        reveal_count=0, events=[], forced=None, forced_at=0,
    )
