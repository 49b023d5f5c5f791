"""What the table says to teach the game (floor 2: pure, no pygame, no I/O).

* :func:`hint_text` turns a suggested move into a sentence that names the card, the target
  and the reason ("Lay the straight (right, left) on F2: the tunnel then reaches 4 spaces
  from mine 2.").
* :func:`card_use` says what a card in the hand would do (shown while it is selected).
* :func:`round_lines` explains a round's scoring: each clan's pool, who shared it, the
  remainder and what was lost, the selfish dwarves' own treasure, the dragon.
* :func:`total_lines` sums each player's rounds.

Seats are written with :func:`tabletop.engine.i18n.seat_ref` (the table fills the names in).
Everything is computed from the player's view or the public round history.
"""

from __future__ import annotations

from tabletop.engine import i18n
from tabletop.engine.i18n import seat_ref
from tabletop.engine.rng import Rng

from . import data
from .places import edge_place, laid_name, place
from .rules import LostMinesView, card_name, parts

NS = "lost_mines"


def _tr(key: str, lang: str, **fmt) -> str:
    return i18n.tr(NS, key, lang, **fmt)


def _join(items: list[str], lang: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    return _tr("join.list", lang).join(items[:-1]) + _tr("join.last", lang) + items[-1]


# -- the goals on the board ---------------------------------------------------------------------

def goal_mines(view) -> list[int]:
    """Indices of the mines still worth reaching: face down and not known to hold the dragon,
    or face up with a treasure of their kind left in a slot."""
    out = []
    left = {view.slot_types[s] for s in range(len(view.slot_types)) if view.slot_taken[s] < 0}
    for i, c in enumerate(view.mine_cells):
        kind = view.mine_known[i]
        if not view.mine_up[i]:
            if kind != data.DRAGON:
                out.append(i)
        elif kind in left:
            out.append(i)
    return out


def _dist(a: int, b: int) -> int:
    ax, ay = data.xy(a)
    bx, by = data.xy(b)
    return abs(ax - bx) + abs(ay - by)


def nearest_goal(view, c: int):
    """(distance, mine index) of the goal mine nearest to cell ``c`` (Manhattan), or None."""
    goals = goal_mines(view)
    if not goals:
        return None
    return min((_dist(c, view.mine_cells[i]), i) for i in goals)


def _tunnel_gap(view):
    """(distance, mine) from the tunnels already on the board to the nearest goal mine."""
    best = None
    for c, b in enumerate(view.board):
        if b is None or b == "mine":
            continue
        g = nearest_goal(view, c)
        if g is not None and (best is None or g < best):
            best = g
    return best


def _dwarves_near(view, cells, reach: int, lang: str) -> str:
    """The other dwarves within ``reach`` spaces of ``cells`` (their players' names)."""
    me = view.player
    near = [q for q in range(view.num_players)
            if q != me and min(_dist(view.pawns[q], c) for c in cells) <= reach]
    return _join([seat_ref(q) for q in near], lang)


# -- hints --------------------------------------------------------------------------------------

def best_target(view, code: str):
    """The target the rule-based player would choose for card ``code`` in the view's hand
    (the search's hint names only the card; the table names where it goes too)."""
    targets = tuple(view.targets_for(code))
    if not targets:
        return None
    if len(targets) == 1:
        return targets[0]
    from .ai import HOOKS  # the rule-based player's choice among the targets

    fields = {name: getattr(view, name) for name in LostMinesView.FIELDS}
    fields.update(phase="target", chosen=code, current_player=view.player)
    probe = LostMinesView(legal=targets + ("back",), **fields)
    a = HOOKS.heuristic_action(probe, Rng(0))
    return a if a in targets else targets[0]


def resolve(view, action):
    """A hinted ``("card", code)`` as the card with its target (else the action itself)."""
    if isinstance(action, tuple) and action[0] == "card":
        return best_target(view, action[1]) or action
    return action


def _info_target(view, a, lang: str) -> str:
    if a[2] == "mine":
        return _tr("target.mine", lang, n=a[3] + 1)
    if a[2] == "treasure":
        return _tr("target.treasure", lang, n=a[3] + 1, type=_tr("treasure." + view.slot_types[a[3]], lang))
    return _tr("target.dwarf", lang, name=seat_ref(a[3]))


def hint_move(view, action, lang: str) -> str:
    """The suggested move in the imperative, naming the card and the target."""
    a = resolve(view, action)
    ds = view.data_set
    if isinstance(a, str):
        return _tr("hint.do." + a, lang)
    k = a[0]
    if k == "card":
        return _tr("hint.do.card", lang, card=card_name(a[1], lang))
    if k == "path":
        return _tr("hint.do.path", lang, card=laid_name(a[1], a[4], lang), place=place(a[2], a[3], lang, ds))
    if k == "tool":
        b = view.board[data.cell(a[1], a[2])]
        f = parts(b)[1] if b and parts(b) else data.TREE
        return _tr("hint.do.tool", lang, card=card_name(data.TOOL_FOR.get(f, "axe"), lang),
                   feature=_tr("feature." + f, lang), place=place(a[1], a[2], lang, ds))
    if k == "storm":
        return _tr("hint.do.storm", lang, place=place(a[1], a[2], lang, ds))
    if k in ("trap", "troll"):
        return _tr("hint.do." + k, lang, place=edge_place(*a[1:5], lang, ds))
    if k == "info":
        return _tr("hint.do.info", lang, card=card_name(a[1], lang), target=_info_target(view, a, lang))
    if k == "step":
        return _tr("hint.do.step", lang, place=place(a[1], a[2], lang, ds))
    if k == "discard":
        return _tr("hint.do.discard_pick", lang, card=card_name(a[1], lang))
    if k == "orient":
        return _tr("hint.do.orient", lang, rot=a[1])
    if k == "take":
        return _tr("hint.do.take", lang, n=a[1] + 1, type=_tr("treasure." + view.slot_types[a[1]], lang))
    return view.action_to_str(a)


def _treasure_range(view, kind: str) -> tuple[int, int]:
    values = [v for t, v in data.BUNDLES[view.data_set]["treasures"].values() if t == kind]
    return min(values), max(values)


def hint_reason(view, action, lang: str) -> str:
    """Why the suggested move is good, in a clause."""
    a = resolve(view, action)
    me = view.player
    if isinstance(a, str):
        if a == "stop":
            c = view.pawns[me]
            if c in view.mine_cells and view.mine_cells.index(c) in goal_mines(view) \
                    and view.mine_up[view.mine_cells.index(c)]:
                return _tr("why_hint.stop_mine", lang)
            return _tr("why_hint.stop", lang)
        return _tr("why_hint." + a, lang)
    k = a[0]
    if k == "card":
        return _tr("why_hint.card", lang)
    if k == "path":
        f = parts(a[1])[1]
        if f in data.OBSTACLES:
            return _tr("why_hint.obstacle", lang, feature=_tr("feature." + f, lang),
                       tool=card_name(data.TOOL_FOR[f], lang))
        c = data.cell(a[2], a[3])
        after, before = nearest_goal(view, c), _tunnel_gap(view)
        if after is None:
            return _tr("why_hint.path_any", lang)
        d, i = after
        if d <= 1:
            why = _tr("why_hint.path_at", lang, n=i + 1)
        elif before is None or d < before[0]:
            why = _tr("why_hint.path_closer", lang, d=d, n=i + 1, before=before[0] if before else "–")
        else:
            why = _tr("why_hint.path_other", lang, d=d, n=i + 1)
        return _tr("why_hint.camp", lang, why=why) if f == data.CAMP else why
    if k == "tool":
        near = _dwarves_near(view, (data.cell(a[1], a[2]),), 3, lang)
        mine = _dist(view.pawns[me], data.cell(a[1], a[2])) <= 3
        return _tr("why_hint.tool_me" if mine else "why_hint.tool", lang, names=near)
    if k in ("storm", "trap", "troll"):
        cells = (data.cell(a[1], a[2]),) if k == "storm" else (data.cell(a[1], a[2]), data.cell(a[3], a[4]))
        near = _dwarves_near(view, cells, 3, lang)
        return _tr(f"why_hint.{k}_near" if near else f"why_hint.{k}", lang, names=near)
    if k == "info":
        if a[2] == "mine":
            return _tr("why_hint.info_mine", lang, n=a[3] + 1)
        if a[2] == "treasure":
            return _tr("why_hint.info_treasure", lang)
        return _tr("why_hint.info_dwarf", lang, name=seat_ref(a[3]))
    if k == "step":
        c = data.cell(a[1], a[2])
        g = nearest_goal(view, c)
        if c in view.mine_cells:
            i = view.mine_cells.index(c)
            kind = view.mine_known[i]
            left = {view.slot_types[s] for s in range(len(view.slot_types)) if view.slot_taken[s] < 0}
            if kind in left:  # known to hold a treasure still in a slot
                return _tr("why_hint.step_treasure", lang, n=i + 1, kind=_tr("treasure." + kind, lang))
            return _tr("why_hint.step_mine", lang, n=i + 1)
        if g is None:
            return _tr("why_hint.step", lang)
        return _tr("why_hint.step_closer", lang, d=g[0], n=g[1] + 1)
    if k == "take":
        v = view.slot_known[a[1]]
        if v is not None:
            return _tr("why_hint.take_known", lang, value=v)
        lo, hi = _treasure_range(view, view.slot_types[a[1]])
        return _tr("why_hint.take", lang, lo=lo, hi=hi)
    if k == "discard":
        return _tr("why_hint.discard", lang)
    if k == "orient":
        return _tr("why_hint.orient", lang)
    return ""


def hint_text(view, action, lang: str) -> str:
    """The hint in a sentence: the move, then why."""
    why = hint_reason(view, action, lang)
    move = hint_move(view, action, lang)
    return _tr("hint.sentence", lang, move=move, why=why) if why else move


# -- a selected card ----------------------------------------------------------------------------

def card_use(view, code: str, lang: str) -> str:
    """What card ``code`` does and where it can go now (shown while it is selected)."""
    targets = view.targets_for(code)
    n = len({a[2:4] if a[0] == "path" else a[1:] for a in targets})
    name = card_name(code, lang)
    name = name[:1].upper() + name[1:]
    if parts(code) is not None:
        f = parts(code)[1]
        key = "use.obstacle" if f in data.OBSTACLES else "use.camp" if f == data.CAMP else \
            "use.rock" if f == data.ROCK else "use.path"
        return _tr(key, lang, card=name, n=n, tool=card_name(data.TOOL_FOR.get(f, "axe"), lang))
    if code in data.TOOLS:
        return _tr("use.tool", lang, card=name, feature=_tr("feature." + data.TOOLS[code], lang), n=n)
    if code in data.INFO_OPTIONS:
        return _tr("use." + code, lang, card=name)
    return _tr("use." + code, lang, card=name, n=n)


def card_does(code: str, lang: str, rot: int = 0) -> str:
    """A hand card's name and what it does, whenever it is (its tooltip): no count of places. A
    path card is named as it would be laid turned ``rot`` (its open sides: "curve (up, right)")."""
    name = card_name(code, lang)
    if parts(code) is not None:
        name = laid_name(code, rot, lang)
        f = parts(code)[1]
        key = "does.obstacle" if f in data.OBSTACLES else "does.camp" if f == data.CAMP else \
            "does.rock" if f == data.ROCK else "does.path"
        tool = card_name(data.TOOL_FOR.get(f, "axe"), lang)
        return name + "\n" + _tr(key, lang, tool=tool)
    if code in data.TOOLS:
        return name + "\n" + _tr("does.tool", lang, feature=_tr("feature." + data.TOOLS[code], lang))
    return name + "\n" + _tr("does." + code, lang)


# -- scoring ------------------------------------------------------------------------------------

def _items(row, lang: str) -> str:
    ts = row["treasures"]
    if not ts:
        return _tr("split.nothing", lang)
    return _tr("split.plus", lang).join(_tr("split.item", lang, type=_tr("treasure." + t, lang), value=v)
                                        for t, v in ts)


def pool_members(rows, clan: str) -> list[int]:
    """The seats sharing ``clan``'s pool: its loyal dwarves and the other clan's saboteur."""
    other = data.YELLOW if clan == data.BLUE else data.BLUE
    return [p for p, r in enumerate(rows) if (r["role"] == data.LOYAL and r["clan"] == clan)
            or (r["role"] == data.SABOTEUR and r["clan"] == other)]


def round_lines(h, lang: str) -> list[str]:
    """A scored round (an entry of ``view.history``) in sentences: each clan's pool and its
    split, the remainder and what was lost, the selfish dwarves, the dragon, the floor at 0."""
    rows = h["rows"]
    out = []
    for clan in data.CLANS:
        members = pool_members(rows, clan)
        if not members:  # no loyal dwarf of the clan and no saboteur of the other one this round
            out.append(_tr("split.nobody", lang, clan=_tr("clan_head." + clan, lang),
                           other=_tr("clan." + (data.YELLOW if clan == data.BLUE else data.BLUE), lang),
                           mine=_tr("clan." + clan, lang)))
            continue
        values = [v for p in members for _t, v in rows[p]["treasures"]]
        pool = sum(values)
        kind = "split.member." if pool else "split.who."  # the treasures, when there are any
        who = _join([_tr(kind + rows[p]["role"], lang, name=seat_ref(p), items=_items(rows[p], lang),
                         clan=_tr("clan." + rows[p]["clan"], lang), side=_tr("clan." + clan, lang))
                    for p in members], lang)
        head = _tr("clan_head." + clan, lang)
        if not pool:
            out.append(_tr("split.empty", lang, clan=head, who=who))
            continue
        if len(members) == 1:
            out.append(_tr("split.alone", lang, clan=head, who=who, pool=pool))
            continue
        share, rem = divmod(pool, len(members))
        line = _tr("split.pool", lang, clan=head, who=who, pool=pool, k=len(members), share=share)
        if rem:
            best = max(values)
            winners = [p for p in members if any(v == best for _t, v in rows[p]["treasures"])]
            each, lost = divmod(rem, len(winners))
            if each:
                line = _tr("split.rem", lang, line=line, n=each, names=_join([seat_ref(p) for p in winners], lang),
                           best=best)
            if lost:
                line = _tr("split.lost", lang, line=line, n=lost)
        out.append(line + _tr("split.end", lang))
    for p, r in enumerate(rows):
        if r["role"] == data.SELFISH:
            out.append(_tr("split.selfish" if r["treasures"] else "split.selfish_none", lang,
                           name=seat_ref(p), items=_items(r, lang), own=r["own"]))
    for p, r in enumerate(rows):
        if r["dragon"]:
            out.append(_tr("split.dragon", lang, name=seat_ref(p), n=-r["dragon"]))
    for p, r in enumerate(rows):
        if r["before"] + r["gain"] < r["total"]:
            out.append(_tr("split.floor", lang, name=seat_ref(p)))
    return out


def total_lines(history, lang: str) -> list[str]:
    """Each seat's game: its points per round and its total, best first."""
    if not history:
        return []
    n = len(history[0]["rows"])
    finals = [history[-1]["rows"][p]["total"] for p in range(n)]
    order = sorted(range(n), key=lambda p: (-finals[p], p))
    parts_ = []
    for p in order:
        gains = [h["rows"][p]["total"] - h["rows"][p]["before"] for h in history]
        terms = str(gains[0]) + "".join(f" {'+' if g >= 0 else '−'} {abs(g)}" for g in gains[1:])
        parts_.append(_tr("total.seat", lang, name=seat_ref(p), terms=terms, total=finals[p]))
    return [_tr("total.head", lang) + _tr("total.sep", lang).join(parts_)]
