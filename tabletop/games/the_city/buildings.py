"""The City's buildings: the card table as lookups, the options resolved into formulas
(``Config``), and the arithmetic of a city the rules, the AI and the table share: what a
building costs (``effective_cost``), whether it may be built (``can_build``, ``why_not``),
and what a city earns in step 3 (``round_values``; ``city_breakdown`` per building, the same
sums, for the table's explanations).

Formulas (``data.py``) are compiled once per set of options: a term is
``(k, counter, argument)``, a constant ``(k, None, None)``.
"""

from __future__ import annotations

from typing import Mapping

from tabletop.engine import i18n
from tabletop.engine.contract import Option

from . import data

NS = "the_city"
ARCH = data.ARCHITECT
HUT = data.HUT

# -- card tables ---------------------------------------------------------------------------

#: every building type, the Architect included (it is never in the deck)
CARDS = {card.id: card for card in data.CARDS + (data.ARCHITECT_CARD,)}
CARD_IDS = tuple(card.id for card in data.CARDS)
IDX = {cid: i for i, cid in enumerate(CARD_IDS)}
IDX[ARCH] = len(CARD_IDS)
COPIES = {card.id: card.copies for card in data.CARDS}
COST = {card.id: card.cost for card in CARDS.values()}
SYMBOL_INDEX = {symbol: i for i, symbol in enumerate(data.SYMBOLS)}
#: card -> (cars, fountains, shopping carts) printed on it
SYMS = {card.id: tuple(card.symbols.count(symbol) for symbol in data.SYMBOLS) for card in CARDS.values()}
PREREQ = {card.id: card.prerequisites for card in CARDS.values()}
ONE_PER_CITY = frozenset(card.id for card in data.CARDS if card.one_per_city)
#: target -> ((reducer, amount), ...)
REDUCERS = {}
for _card in data.CARDS:
    for _target, _amount in _card.reductions:
        REDUCERS[_target] = REDUCERS.get(_target, ()) + ((_card.id, _amount),)
DECK = tuple(cid for cid in CARD_IDS for _ in range(COPIES[cid]))
#: sort key: a card's place in the card table (hands and selections are in this order)
table_order = IDX.__getitem__

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
            factor, _, part = part.partition("*")
            k = int(factor)
        name, _, rest = part.partition("(")
        arg = rest.rstrip(")")
        if name not in COUNTERS or not rest.endswith(")"):
            raise ValueError(f"bad formula term {part!r} in {src!r}")
        if name in ("per_sym", "per_sym_plus_other"):
            if arg not in SYMBOL_INDEX:
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
        inc = {cid: card.income for cid, card in CARDS.items()}
        vp = {cid: card.vp for cid, card in CARDS.items()}
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


def best_other_city(syms, p, symbol):
    best, seat = -1, -1
    for q, v in enumerate(syms):
        if q != p and v[symbol] > best:
            best, seat = v[symbol], q
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
            n = syms[p][SYMBOL_INDEX[arg]]
        elif name == "per_sym_plus_other":
            symbol = SYMBOL_INDEX[arg]
            seat = fixed if fixed >= 0 else best_other_city(syms, p, symbol)
            n = syms[p][symbol] + (syms[seat][symbol] if seat >= 0 else 0)
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
        fixed_row = fixed[p] if fixed is not None else None
        for i, b in enumerate(city):
            f = fixed_row[i] if fixed_row is not None and i < len(fixed_row) else -1
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
        income_terms, vp_terms = [], []
        inc = _eval(cfg.income[b], b, seat, city, syms, allcount, f, income_terms)
        vp = _eval(cfg.vp[b], b, seat, city, syms, allcount, f, vp_terms)
        rows.append({"card": b, "index": i, "income": inc, "vp": vp,
                     "income_formula": cfg.income_src[b], "vp_formula": cfg.vp_src[b],
                     "income_terms": income_terms, "vp_terms": vp_terms})
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
