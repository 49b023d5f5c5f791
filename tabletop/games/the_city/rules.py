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

from . import data
from . import text  # noqa: F401  (registers the catalog)

NS = "the_city"
ARCH = data.ARCHITECT
HUT = data.HUT

# -- card tables ---------------------------------------------------------------------------

CARD_IDS = tuple(c[0] for c in data.CARDS)
IDX = {cid: i for i, cid in enumerate(CARD_IDS)}
IDX[ARCH] = len(CARD_IDS)
COPIES = {c[0]: c[2] for c in data.CARDS}
COST = {c[0]: c[3] for c in data.CARDS}
COST[ARCH] = 0
_SYM_I = {s: i for i, s in enumerate(data.SYMBOLS)}
SYMS = {}
for _c in data.CARDS + (data.ARCHITECT_CARD,):
    _v = [0, 0, 0]
    for _s in _c[4]:
        _v[_SYM_I[_s]] += 1
    SYMS[_c[0]] = tuple(_v)
PREREQ = {c[0]: c[7] for c in data.CARDS}
PREREQ[ARCH] = ()
ONE_PER_CITY = frozenset(c[0] for c in data.CARDS if c[9])
#: target -> ((reducer, amount), ...)
REDUCERS: dict = {}
for _c in data.CARDS:
    for _t, _a in _c[8]:
        REDUCERS.setdefault(_t, []).append((_c[0], _a))
REDUCERS = {k: tuple(v) for k, v in REDUCERS.items()}
DECK = tuple(cid for cid in CARD_IDS for _ in range(COPIES[cid]))
_KEY = IDX.__getitem__

COUNTERS = ("per_sym", "per_sym_plus_other", "if_own", "per_own", "per_own_other", "per_all")


def parse_formula(src: str) -> tuple:
    """``"1 + 2*per_all(schule)"`` -> ``((1, None, None), (2, "per_all", "schule"))``."""
    terms = []
    for part in src.split(" + "):
        part = part.strip()
        if part.lstrip("-").isdigit():
            terms.append((int(part), None, None))
            continue
        k = 1
        if "*" in part:
            ks, _, part = part.partition("*")
            k = int(ks)
        name, _, rest = part.partition("(")
        arg = rest.rstrip(")")
        if name not in COUNTERS or not rest.endswith(")"):
            raise ValueError(f"bad formula term {part!r} in {src!r}")
        if name in ("per_sym", "per_sym_plus_other"):
            if arg not in _SYM_I:
                raise ValueError(f"bad symbol {arg!r} in {src!r}")
        elif arg not in IDX:
            raise ValueError(f"bad card id {arg!r} in {src!r}")
        terms.append((k, name, arg))
    return tuple(terms)


OPTIONS = (
    Option("phase_order", "income_first", "choice", choices=("income_first", "vp_first")),
    Option("giveup_mode", "keep_one_of_five", "choice", choices=("keep_one_of_five", "survey")),
    Option("target_vp", 50, "int", lo=1, hi=500),
    Option("hand_limit", 12, "int", lo=11, hi=99),
    Option("villa_bonus", "plus2_per_other", "choice", choices=("plus2_per_other", "plus1_per_villa")),
    Option("autobahn_scope", "all", "choice", choices=("all", "own")),
    Option("universitaet_scope", "all", "choice", choices=("all", "own")),
    Option("building_bonus_mode", "if_own", "choice", choices=("if_own", "per_own")),
    Option("reduction_stacking", "all_copies", "choice", choices=("all_copies", "once_per_type")),
    Option("hut_cost_basis", "printed", "choice", choices=("printed", "effective")),
    Option("hut_allows_architect", False, "bool"),
    Option("other_city_choice", "auto_best_each_round", "choice",
           choices=("auto_best_each_round", "auto_best_first_round")),
    Option("legal_choices_only", False, "bool"),
    Option("round_cap", 100, "int", lo=0, hi=1000),  # 0 = no cap
)
DEFAULTS = {o.key: o.default for o in OPTIONS}


class Config:
    """Options resolved into tables (shared by every clone; never mutated)."""

    __slots__ = ("options", "income", "vp", "income_src", "vp_src", "income_first", "survey", "target",
                 "limit", "stack_all", "hut_printed", "hut_arch", "fix_other", "legal_only", "round_cap")

    def __init__(self, options: Mapping):
        opts = dict(DEFAULTS)
        opts.update(options)
        self.options = opts
        inc = {c[0]: c[5] for c in data.CARDS + (data.ARCHITECT_CARD,)}
        vp = {c[0]: c[6] for c in data.CARDS + (data.ARCHITECT_CARD,)}
        for (key, value), table in data.OPTION_FORMULAS.items():
            if opts.get(key) == value:
                for card, changes in table.items():
                    for which, src in changes:
                        (inc if which == "income" else vp)[card] = src
        self.income_src, self.vp_src = inc, vp
        self.income = {k: parse_formula(v) for k, v in inc.items()}
        self.vp = {k: parse_formula(v) for k, v in vp.items()}
        self.income_first = opts["phase_order"] == "income_first"
        self.survey = opts["giveup_mode"] == "survey"
        self.target = opts["target_vp"]
        self.limit = opts["hand_limit"]
        self.stack_all = opts["reduction_stacking"] == "all_copies"
        self.hut_printed = opts["hut_cost_basis"] == "printed"
        self.hut_arch = bool(opts["hut_allows_architect"])
        self.fix_other = opts["other_city_choice"] == "auto_best_first_round"
        self.legal_only = bool(opts["legal_choices_only"])
        self.round_cap = opts["round_cap"]


_CONFIGS: dict = {}


def config(options: Mapping) -> Config:
    key = tuple(sorted((k, options.get(k, v)) for k, v in DEFAULTS.items()))
    cfg = _CONFIGS.get(key)
    if cfg is None:
        cfg = _CONFIGS[key] = Config(dict(key))
    return cfg


DEFAULT_CONFIG = config({})

# -- city arithmetic (pure functions the AI and the scene use too) ----------------------------


def effective_cost(city, card: str, cfg: Config = DEFAULT_CONFIG) -> int:
    """Printed cost minus the reductions of ``city`` (spec §2.4), floor 0."""
    cost = COST[card]
    red = REDUCERS.get(card)
    if red:
        for reducer, amount in red:
            k = city.count(reducer)
            if k:
                cost -= amount * (k if cfg.stack_all else 1)
        if cost < 0:
            cost = 0
    return cost


def can_build(city, hand_len: int, card: str, cfg: Config = DEFAULT_CONFIG) -> bool:
    """Spec §5.1: prerequisite, one per city, and ``hand_len`` (hand without the card) pays the cost."""
    if card == ARCH:
        return True
    pre = PREREQ[card]
    if pre and not any(p in city for p in pre):
        return False
    if card in ONE_PER_CITY and card in city:
        return False
    return hand_len >= effective_cost(city, card, cfg)


def why_not(city, hand_len: int, card: str, cfg: Config = DEFAULT_CONFIG) -> str | None:
    """The catalog key (``why.*``) of the reason ``card`` cannot be built, or None."""
    if card == ARCH:
        return None
    pre = PREREQ[card]
    if pre and not any(p in city for p in pre):
        return "why.prereq"
    if card in ONE_PER_CITY and card in city:
        return "why.one_per_city"
    if hand_len < effective_cost(city, card, cfg):
        return "why.cost"
    return None


def symbol_counts(city) -> tuple:
    c = f = s = 0
    for b in city:
        v = SYMS[b]
        c += v[0]
        f += v[1]
        s += v[2]
    return (c, f, s)


def _best_other(syms, p, si):
    best, seat = -1, -1
    for q, v in enumerate(syms):
        if q != p and v[si] > best:
            best, seat = v[si], q
    return seat


def _eval(terms, card, p, city, syms, allcount, fixed, detail):
    total = 0
    for k, name, arg in terms:
        if name is None:
            total += k
            if detail is not None:
                detail.append({"counter": None, "k": k, "arg": None, "count": 1, "value": k, "seat": -1})
            continue
        seat = -1
        if name == "per_sym":
            n = syms[p][_SYM_I[arg]]
        elif name == "per_sym_plus_other":
            si = _SYM_I[arg]
            seat = fixed if fixed >= 0 else _best_other(syms, p, si)
            n = syms[p][si] + (syms[seat][si] if seat >= 0 else 0)
        elif name == "if_own":
            n = 1 if arg in city else 0
        elif name == "per_own":
            n = city.count(arg)
        elif name == "per_own_other":
            n = city.count(arg) - (1 if card == arg else 0)
        else:  # per_all
            n = allcount(arg)
        total += k * n
        if detail is not None:
            detail.append({"counter": name, "k": k, "arg": arg, "count": n, "value": k * n, "seat": seat})
    return total


def round_values(cities, cfg: Config = DEFAULT_CONFIG, fixed=None) -> list[tuple[int, int]]:
    """Each seat's (income, VP) for one step 3 with these cities (spec §2.3)."""
    syms = [symbol_counts(c) for c in cities]
    memo = {}

    def allcount(arg):
        v = memo.get(arg)
        if v is None:
            v = memo[arg] = sum(c.count(arg) for c in cities)
        return v

    inc_t, vp_t = cfg.income, cfg.vp
    out = []
    for p, city in enumerate(cities):
        inc = vp = 0
        fx = fixed[p] if fixed is not None else None
        for i, b in enumerate(city):
            f = fx[i] if fx is not None and i < len(fx) else -1
            t = inc_t[b]
            inc += t[0][0] if len(t) == 1 and t[0][1] is None else _eval(t, b, p, city, syms, allcount, f, None)
            t = vp_t[b]
            vp += t[0][0] if len(t) == 1 and t[0][1] is None else _eval(t, b, p, city, syms, allcount, f, None)
        out.append((inc, vp))
    return out


def city_breakdown(cities, seat: int, options: Mapping | None = None, fixed=None) -> list[dict]:
    """Per-building rows of ``seat``'s income and VP, for the scene's hover explanations.

    Each row: ``card``, ``index`` (position in the city), ``income``, ``vp``, ``income_formula`` and
    ``vp_formula`` (formula text, spec §2.3), ``income_terms``/``vp_terms`` (one dict per term:
    ``counter`` (None for a constant), ``k``, ``arg``, ``count``, ``value`` and ``seat``: the other
    city used by ``per_sym_plus_other``, else -1). :func:`explain_formula` turns a formula into
    words. The sums of ``income`` and ``vp`` are exactly what step 3 pays."""
    cfg = config(options or {})
    cities = [tuple(c) for c in cities]
    syms = [symbol_counts(c) for c in cities]
    city = cities[seat]

    def allcount(arg):
        return sum(c.count(arg) for c in cities)

    rows = []
    for i, b in enumerate(city):
        f = fixed[seat][i] if fixed is not None and i < len(fixed[seat]) else -1
        it, vt = [], []
        inc = _eval(cfg.income[b], b, seat, city, syms, allcount, f, it)
        vp = _eval(cfg.vp[b], b, seat, city, syms, allcount, f, vt)
        rows.append({"card": b, "index": i, "income": inc, "vp": vp,
                     "income_formula": cfg.income_src[b], "vp_formula": cfg.vp_src[b],
                     "income_terms": it, "vp_terms": vt})
    return rows


def card_name(card: str, lang: str) -> str:
    return i18n.tr(NS, "card." + card, lang)


def explain_formula(src: str, lang: str) -> str:
    """A formula (``"1 + if_own(hochhaus)"``) in words, localized."""
    parts = []
    for k, name, arg in parse_formula(src):
        if name is None:
            parts.append(str(k))
            continue
        what = i18n.tr(NS, "sym." + arg, lang) if name.startswith("per_sym") else card_name(arg, lang)
        parts.append(i18n.tr(NS, "formula." + name, lang, k=k, what=what))
    return i18n.tr(NS, "formula.join", lang).join(parts)


# -- actions -------------------------------------------------------------------------------

ARCHITECT, GIVEUP, PASS = "architect", "giveup", "pass"
_ONE = ("build", "pay", "extra", "keep", "discard")


def action_to_str(action) -> str:
    if action in (ARCHITECT, GIVEUP, PASS):
        return action
    if isinstance(action, tuple):
        if len(action) == 2 and action[0] in _ONE:
            return f"{action[0]} {action[1]}"
        if len(action) == 3 and action[0] in ("open", "pair"):
            return f"{action[0]} {action[1]} {action[2]}"
    raise TypeError(f"not a the_city action: {action!r}")


def str_to_action(text: str):
    if not isinstance(text, str):
        raise IllegalAction(f"{text!r} is not a the_city action")
    if text in (ARCHITECT, GIVEUP, PASS):
        return text
    parts = text.split(" ")
    if len(parts) == 2 and parts[0] in _ONE and (parts[1] in COST):
        if parts[1] == ARCH and parts[0] not in ("extra",):
            raise IllegalAction(f"{text!r} is not a the_city action")
        return (parts[0], parts[1])
    if len(parts) == 3 and parts[0] in ("open", "pair") and parts[1] in COST and parts[2] in COST:
        if parts[0] == "open" and ARCH in parts:
            raise IllegalAction(f"{text!r} is not a the_city action")
        return (parts[0], parts[1], parts[2])
    raise IllegalAction(f"{text!r} is not a the_city action")


def _seat(n: int, lang: str) -> str:
    return i18n.tr(NS, "seat", lang, n=n + 1)


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

    # conveniences for scenes and agents
    def config(self) -> Config:
        return config(self.options)

    def breakdown(self, seat: int) -> list[dict]:
        return city_breakdown(self.cities, seat, self.options, self.fixed_other)


# -- state ---------------------------------------------------------------------------------

_STATE_FIELDS = (
    "num_players", "cfg", "rng", "pile", "discard", "hands", "cities", "fixed", "architect", "vp",
    "vp_hist", "last_income", "last_vp", "known", "round", "phase", "turn", "commits", "revealed",
    "shown", "pending", "drawn", "paid", "hidden", "bseat", "btodo", "bbuilt", "gq", "gidx",
    "nreveal", "events", "forced", "forced_at",
)


class CityState(State):
    """Full state. ``pending`` kinds: ``("pay", seat, card, remaining, min_index, hidden)``,
    ``("extra", seat)``, ``("keep", seat)``, ``("sdiscard", seat, remaining, min_index)``,
    ``("limit", seat, remaining, min_index)``; with no pending, ``phase`` ``open``/``choose`` asks
    seat ``turn`` for its hidden commit.

    ``events`` (public; everything since the last D-CHOOSE reveal, which starts it afresh) holds tuples: ``("open", seat, a, b)``,
    ``("reveal", commits)``, ``("built", seat, card)``, ``("architect", seat)``,
    ``("illegal", seat, card)``, ``("paid", seat, cards)``, ``("giveup", seat, drawn, discarded)``,
    ``("survey", seat, card)``, ``("reshuffle", n)``, ``("income", seat, amount, drawn)``,
    ``("vp", seat, amount)``, ``("limit", seat, cards)``, ``("end", round)``."""

    __slots__ = _STATE_FIELDS

    def __init__(self, **kw):
        for name in _STATE_FIELDS:
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
                return [("pay", c) for c in self._selectable(hand, pend[3], pend[4])]
            if kind == "sdiscard" or kind == "limit":
                return [("discard", c) for c in self._selectable(hand, pend[2], pend[3])]
            if kind == "keep":
                return [("keep", c) for c in _distinct(sorted(self.drawn, key=_KEY))]
            # extra
            return self._extra_options(p) + [PASS]
        if self.phase == "open":
            hand = self.hands[self.turn]
            ds = _distinct(hand)
            out = []
            for i, a in enumerate(ds):
                if hand.count(a) >= 2:
                    out.append(("open", a, a))
                for b in ds[i + 1:]:
                    out.append(("open", a, b))
            return out
        if self.phase == "choose":
            return self._choose_options(self.turn)
        return []

    def _selectable(self, hand, remaining, min_idx):
        out = []
        n = len(hand)
        prev = None
        for i, c in enumerate(hand):
            if c == prev:
                continue
            prev = c
            if IDX[c] >= min_idx and n - i >= remaining:
                out.append(c)
        return out

    def _hut_ok(self, city, card):
        if card == ARCH:
            return False
        cost = COST[card] if self.cfg.hut_printed else effective_cost(city, card, self.cfg)
        return cost <= data.HUT_MAX_COST

    def _choose_options(self, p):
        cfg = self.cfg
        hand, city = self.hands[p], self.cities[p]
        ds = _distinct(hand)
        n = len(hand)
        out = []
        for c in ds:
            if not cfg.legal_only or can_build(city, n - 1, c, cfg):
                out.append(("build", c))
        if HUT in city:
            ok = [c for c in ds if self._hut_ok(city, c)]
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
                    out.append(("pair", a, b))
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
                out.append(("extra", c))
        if cfg.hut_arch and self.architect[p]:
            out.append(("extra", ARCH))
        return out

    # -- apply ----------------------------------------------------------------------------
    def apply(self, action) -> None:
        self._apply(action)
        if self.forced is not None:
            self._apply_forced()

    def _apply(self, action) -> None:
        pend = self.pending
        if pend is not None:
            kind, p = pend[0], pend[1]
            if kind == "pay":
                c = action[1]
                self.hands[p].remove(c)
                self.paid[p].append(c)
                self.pending = ("pay", p, pend[2], pend[3] - 1, IDX[c], pend[5])
                self._settle_pay()
                self._run_build()
            elif kind == "extra":
                self.pending = None
                if action != PASS:
                    self._attempt(p, action[1], True, from_hand=True)
                self._run_build()
            elif kind == "keep":
                self.pending = None
                self._keep(p, action[1])
                self._run_giveup()
            elif kind == "sdiscard":
                c = action[1]
                self.hands[p].remove(c)
                self.discard.append(c)
                self._forget(p, (c,))
                self.events.append(("survey", p, c))
                self.pending = ("sdiscard", p, pend[2] - 1, IDX[c])
                self._settle_discards()
                if self.pending is None:
                    self.gidx += 1
                    self._run_giveup()
            else:  # limit
                c = action[1]
                self.hands[p].remove(c)
                self.paid[p].append(c)
                self.pending = ("limit", p, pend[2] - 1, IDX[c])
                self._settle_discards()
                if self.pending is None:
                    self._next_limit(p + 1)
            return
        p = self.turn
        if self.phase == "open":
            hand = self.hands[p]
            hand.remove(action[1])
            hand.remove(action[2])
            self.commits[p] = action
            self.turn += 1
            if self.turn == self.num_players:
                self.nreveal += 1
                for q, a in enumerate(self.commits):
                    self.discard.append(a[1])
                    self.discard.append(a[2])
                    self.events.append(("open", q, a[1], a[2]))
                self.commits = [None] * self.num_players
                self.shown = ()
                self._start_round()
            return
        # choose
        hand = self.hands[p]
        if isinstance(action, tuple):
            for c in action[1:]:
                if c != ARCH:
                    hand.remove(c)
        self.commits[p] = action
        self.turn += 1
        if self.turn == self.num_players:
            self.nreveal += 1
            self.revealed = tuple(self.commits)
            self.events = [("reveal", self.revealed)]
            for q, a in enumerate(self.commits):
                if isinstance(a, tuple):
                    self._forget(q, [c for c in a[1:] if c != ARCH])
            self.commits = [None] * self.num_players
            self.phase = "build"
            self.bseat = -1
            self.btodo = ()
            self.bbuilt = 0
            self.gq = ()
            self.gidx = 0
            self._run_build()

    def _apply_forced(self):
        forced = self.forced
        while forced and self.nreveal == self.forced_at:
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
        if self.nreveal != self.forced_at or not self.forced:
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
        self.bbuilt += 1
        if c == ARCH:
            self.architect[p] = False
        if hidden:
            self.hidden[p] += 1
        else:
            self.events.append(("architect", p) if c == ARCH else ("built", p, c))
        if c == HUT and not hidden:
            self.pending = ("extra", p)

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
                self.pending = ("pay", p, c, cost, 0, hidden)
                self._settle_pay()
        else:
            insort(hand, c, key=_KEY)
            self.known[p] = tuple(sorted(self.known[p] + (c,), key=_KEY))
            self.events.append(("illegal", p, c))

    def _settle_pay(self):
        """Pay automatically while only one card type can be chosen; place the card when paid."""
        while True:
            pend = self.pending
            _, p, c, remaining, min_idx, hidden = pend
            if remaining == 0:
                self.pending = None
                self._place(p, c, hidden)
                return
            opts = self._selectable(self.hands[p], remaining, min_idx)
            if len(opts) != 1:
                return
            x = opts[0]
            self.hands[p].remove(x)
            self.paid[p].append(x)
            self.pending = ("pay", p, c, remaining - 1, IDX[x], hidden)

    def _settle_discards(self):
        while True:
            pend = self.pending
            kind, p, remaining, min_idx = pend
            if remaining == 0:
                self.pending = None
                return
            opts = self._selectable(self.hands[p], remaining, min_idx)
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
            self.pending = (kind, p, remaining - 1, IDX[x])

    def _run_build(self):
        n = self.num_players
        while self.pending is None:
            if self.btodo:
                c = self.btodo[0]
                self.btodo = self.btodo[1:]
                self._attempt(self.bseat, c, False)
                continue
            if self.bseat >= 0:
                commit = self.revealed[self.bseat]
                if isinstance(commit, tuple) and self.bbuilt == 0:
                    self.gq = self.gq + (self.bseat,)
            self.bseat += 1
            self.bbuilt = 0
            if self.bseat >= n:
                self._finish_build()
                return
            commit = self.revealed[self.bseat]
            if commit == GIVEUP:
                self.gq = self.gq + (self.bseat,)
            elif commit == ARCHITECT:
                self._place(self.bseat, ARCH, False)
            else:
                self.btodo = commit[1:]

    def _finish_build(self):
        self.nreveal += 1
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
        self.gidx = 0
        self._run_giveup()

    def _run_giveup(self):
        while self.pending is None and self.gidx < len(self.gq):
            p = self.gq[self.gidx]
            drawn = self._draw(data.GIVEUP_DRAW)
            if not drawn:
                self.events.append(("giveup", p, 0, ()))
                self.gidx += 1
                continue
            if not self.cfg.survey:
                drawn.sort(key=_KEY)
                self.drawn = drawn
                if drawn[0] == drawn[-1]:
                    self._keep(p, drawn[0])
                    continue
                self.pending = ("keep", p)
                return
            hand = self.hands[p]
            hand.extend(drawn)
            hand.sort(key=_KEY)
            self.events.append(("giveup", p, len(drawn), ()))
            if len(drawn) == 1:
                self.gidx += 1
                continue
            self.pending = ("sdiscard", p, len(drawn) - 1, 0)
            self._settle_discards()
            if self.pending is None:
                self.gidx += 1
        if self.pending is None:
            self._step3()

    def _keep(self, p, c):
        drawn = self.drawn
        drawn.remove(c)
        insort(self.hands[p], c, key=_KEY)
        self.discard.extend(drawn)
        self.events.append(("giveup", p, len(drawn) + 1, tuple(drawn)))
        self.drawn = []
        self.gidx += 1

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
            self.vp_hist[p] = self.vp_hist[p] + (v,)
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
            fx = self.fixed[p]
            new = None
            for i, b in enumerate(city):
                if fx[i] >= 0:
                    continue
                for k, name, arg in self.cfg.vp[b] + self.cfg.income[b]:
                    if name == "per_sym_plus_other":
                        if new is None:
                            new = list(fx)
                        new[i] = _best_other(syms, p, _SYM_I[arg])
            if new is not None:
                self.fixed[p] = tuple(new)

    def _income(self, values):
        for p, (inc, _) in enumerate(values):
            got = self._draw(inc)
            if got:
                hand = self.hands[p]
                hand.extend(got)
                hand.sort(key=_KEY)
            self.events.append(("income", p, inc, len(got)))

    def _next_limit(self, start_seat, start=False):
        lim = self.cfg.limit
        if start:
            self.shown = tuple(len(h) for h in self.hands)
            self.phase = "limit"
        for p in range(start_seat, self.num_players):
            extra = len(self.hands[p]) - lim
            if extra > 0:
                self.pending = ("limit", p, extra, 0)
                self._settle_discards()
                if self.pending is not None:
                    return
        # everyone is within the limit: reveal the discards together
        if any(self.paid):
            self.nreveal += 1
            for p in range(self.num_players):
                if self.paid[p]:
                    self.discard.extend(self.paid[p])
                    self._forget(p, self.paid[p])
                    self.events.append(("limit", p, tuple(self.paid[p])))
                    self.paid[p] = []
        self.shown = ()
        self._start_round()

    # -- copy -----------------------------------------------------------------------------
    def clone(self) -> "CityState":
        new = CityState.__new__(CityState)
        new.num_players = self.num_players
        new.cfg = self.cfg
        new.rng = self.rng.clone()
        new.pile = self.pile[:]
        new.discard = self.discard[:]
        new.hands = [h[:] for h in self.hands]
        new.cities = self.cities[:]
        new.fixed = self.fixed[:]
        new.architect = self.architect[:]
        new.vp = self.vp[:]
        new.vp_hist = self.vp_hist[:]
        new.last_income = self.last_income
        new.last_vp = self.last_vp
        new.known = self.known[:]
        new.round = self.round
        new.phase = self.phase
        new.turn = self.turn
        new.commits = self.commits[:]
        new.revealed = self.revealed
        new.shown = self.shown
        new.pending = self.pending
        new.drawn = self.drawn[:]
        new.paid = [b[:] for b in self.paid]
        new.hidden = self.hidden[:]
        new.bseat = self.bseat
        new.btodo = self.btodo
        new.bbuilt = self.bbuilt
        new.gq = self.gq
        new.gidx = self.gidx
        new.nreveal = self.nreveal
        new.events = self.events[:]
        new.forced = self.forced
        new.forced_at = self.forced_at
        return new

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
                "rounds": list(self.vp_hist[p]),
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
            pend = (pend[0], pend[1])
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
            architect=tuple(arch), vp=tuple(self.vp), vp_history=tuple(self.vp_hist),
            last_income=self.last_income, last_vp=self.last_vp, known=tuple(self.known),
            revealed=self.revealed, giveup_queue=self.gq, events=json_tuples(json_lists(self.events)),
            fixed_other=tuple(self.fixed[q][:len(cities[q])] for q in range(n)),
            build_seat=self.bseat if self.phase == "build" else -1,
            build_todo=self.btodo if self.phase == "build" else (),
            build_any=self.bbuilt > 0 if self.phase == "build" else False,
            legal=tuple(self.legal_actions()) if cur == player else (),
        )

    def reveals_information(self, action, to_player: int) -> bool:
        actor = self.current_player()
        after = self.clone()
        after.forced = None
        after._apply(action)
        if after.rng != self.rng or after.nreveal != self.nreveal:
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
            return tr(NS, "act.open", lang)
        if kind == "pay":
            return tr(NS, "act.pay", lang, card=name)
        if kind == "extra":
            return tr(NS, "act.extra", lang, card=name)
        if kind == "keep":
            return tr(NS, "act.keep", lang, card=name)
        if self.pending is not None and self.pending[0] == "limit":
            return tr(NS, "act.limit", lang, card=name)
        return tr(NS, "act.discard", lang, card=name)

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
        if isinstance(action, tuple) and action[0] in ("pair", "open"):
            return tr(NS, "act.choose_" + action[0], lang, a=card_name(action[1], lang),
                      b=card_name(action[2], lang))
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
    def to_json(self) -> dict:
        return {
            "num_players": self.num_players, "options": dict(self.cfg.options), "rng": self.rng.to_json(),
            "pile": list(self.pile), "discard": list(self.discard), "hands": [list(h) for h in self.hands],
            "cities": json_lists(self.cities), "fixed": json_lists(self.fixed), "architect": list(self.architect),
            "vp": list(self.vp), "vp_hist": json_lists(self.vp_hist), "last_income": list(self.last_income),
            "last_vp": list(self.last_vp), "known": json_lists(self.known), "round": self.round,
            "phase": self.phase, "turn": self.turn, "commits": json_lists(self.commits),
            "revealed": json_lists(self.revealed), "shown": list(self.shown), "pending": json_lists(self.pending),
            "drawn": list(self.drawn), "paid": json_lists(self.paid), "hidden": list(self.hidden),
            "bseat": self.bseat, "btodo": list(self.btodo), "bbuilt": self.bbuilt, "gq": list(self.gq),
            "gidx": self.gidx, "nreveal": self.nreveal, "events": json_lists(self.events),
        }


def _distinct(sorted_cards) -> list:
    out = []
    prev = None
    for c in sorted_cards:
        if c != prev:
            out.append(c)
            prev = c
    return out


def _cards(value, what, arch=False):
    if not isinstance(value, list) or not all(isinstance(c, str) and (c in COPIES or (arch and c == ARCH))
                                              for c in value):
        raise ValueError(f"{what} must be a list of card ids")
    return list(value)


def _action_or_none(v):
    if v is None:
        return None
    if isinstance(v, str):
        return v
    return tuple(v)


class CitySpec(GameSpec):
    id = "the_city"
    view_class = CityView
    min_players = 2
    max_players = 5
    minutes = (20, 30)
    options = OPTIONS
    ai_module = "tabletop.games.the_city.ai"

    def new_state(self, setup: Setup) -> CityState:
        n = setup.players
        cfg = config(setup.options)
        rng = Rng(setup.seed)
        pile = list(DECK)
        rng.shuffle(pile)
        hands = []
        for _ in range(n):
            h = [pile.pop() for _ in range(data.HAND_DEAL)]
            h.sort(key=_KEY)
            hands.append(h)
        return CityState(
            num_players=n, cfg=cfg, rng=rng, pile=pile, discard=[], hands=hands,
            cities=[() for _ in range(n)], fixed=[() for _ in range(n)], architect=[True] * n,
            vp=[0] * n, vp_hist=[() for _ in range(n)], last_income=(), last_vp=(),
            known=[() for _ in range(n)], round=0, phase="open", turn=0, commits=[None] * n,
            revealed=(), shown=(data.HAND_DEAL,) * n, pending=None, drawn=[],
            paid=[[] for _ in range(n)], hidden=[0] * n, bseat=-1, btodo=(), bbuilt=0, gq=(),
            gidx=0, nreveal=0, events=[], forced=None, forced_at=0,
        )

    def state_from_json(self, d: Mapping) -> CityState:
        n = d["num_players"]
        if not isinstance(n, int) or not self.min_players <= n <= self.max_players:
            raise ValueError("num_players out of range")
        return CityState(
            num_players=n, cfg=config(self.validate(Setup(n, d["options"], 0)).options),
            rng=Rng.from_json(d["rng"]), pile=_cards(d["pile"], "pile"),
            discard=_cards(d["discard"], "discard"), hands=[_cards(h, "hand") for h in d["hands"]],
            cities=[tuple(_cards(c, "city", True)) for c in d["cities"]],
            fixed=[tuple(f) for f in d["fixed"]], architect=list(d["architect"]), vp=list(d["vp"]),
            vp_hist=[tuple(v) for v in d["vp_hist"]], last_income=tuple(d["last_income"]),
            last_vp=tuple(d["last_vp"]), known=[tuple(k) for k in d["known"]], round=d["round"],
            phase=d["phase"], turn=d["turn"], commits=[_action_or_none(c) for c in d["commits"]],
            revealed=tuple(_action_or_none(c) for c in d["revealed"]), shown=tuple(d["shown"]),
            pending=json_tuples(d["pending"]), drawn=_cards(d["drawn"], "drawn"),
            paid=[_cards(b, "paid") for b in d["paid"]], hidden=list(d["hidden"]), bseat=d["bseat"],
            btodo=tuple(d["btodo"]), bbuilt=d["bbuilt"], gq=tuple(d["gq"]), gidx=d["gidx"],
            nreveal=d["nreveal"], events=[json_tuples(e) for e in d["events"]], forced=None, forced_at=0,
        )

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
    hands = [sorted(h, key=_KEY) for h in hands]
    cities = [tuple(c) for c in (cities or [() for _ in range(n)])]
    return CityState(
        num_players=n, cfg=cfg, rng=Rng(seed), pile=list(pile), discard=list(discard), hands=hands,
        cities=cities, fixed=[(-1,) * len(c) for c in cities],
        architect=list(architect) if architect is not None else [ARCH not in c for c in cities],
        vp=list(vp or [0] * n), vp_hist=[() for _ in range(n)], last_income=(), last_vp=(),
        known=[() for _ in range(n)], round=round_, phase="choose", turn=0, commits=[None] * n,
        revealed=(), shown=tuple(len(h) for h in hands), pending=None, drawn=[],
        paid=[[] for _ in range(n)], hidden=[0] * n, bseat=-1, btodo=(), bbuilt=0, gq=(), gidx=0,
        nreveal=0, events=[], forced=None, forced_at=0,
    )
