"""Saboteur: The Lost Mines (お邪魔者:失われた鉱山) — rules engine.

Phases (``state.phase``) and the actions answering them (text form in brackets):

* ``act``  (D1/D2) the active seat picks what to do:
  ``("card", code)`` [``card IH.c``] choose a path or action card to play (offered only
  if it has a target; shows nothing to anyone), ``"discard"`` [``discard``] to discard
  instead, and with option earlyEndByAgreement ``"propose"``.
* ``discard`` (D2 of DISCARD) the cards to discard, one at a time (``state.picks``; the
  view shows them to the active seat only; they stay in the hand until the discard is
  complete): ``("discard", code)`` [``discard IV``] picks a card, ``"back"`` returns to
  ``act`` before the first pick, ``"done"`` [``done``] ends the discard after one card.
  The second card is never earlier in the deck order (``_code_key``) than the first (the
  same code only if the hand holds two), so every set of 1-2 cards has exactly one
  sequence: ``discard``, ``discard c1``, then ``discard c2`` or ``done``. The discard is
  complete after the second pick, or after the first when no second card is possible.
  Nothing here reveals anything until it completes (undo walks over these steps).
* ``target`` (D3/D4) the chosen card (``state.chosen``; the view shows it to the active
  seat only) needs its target:
  ``("path", code, x, y, rot)`` [``path TH 3 1 180``] lay the path card (rot 0 or 180;
  only distinct edge sets), ``("tool", x, y)`` [``tool 3 1``] clear an obstacle,
  ``("info", code, opt, t)`` [``info info_md mine 2``] peek (opt ``mine`` t = mine index
  0..3, ``treasure`` t = slot, ``dwarf`` t = seat), ``("trap", x1, y1, x2, y2)`` /
  ``("troll", x1, y1, x2, y2)`` [``trap 4 1 5 1``] a token on an edge, ``("storm", x, y)``
  [``storm 6 1``] remove a path card; or ``"back"`` [``back``] to return to ``act``
  (changing one's mind reveals nothing: undo walks over ``card`` and ``back``).
  A drag of a card onto a target sends ``card`` and then the target action. The view's
  ``card_targets`` lists, during the deciding seat's ``act``/``target``, every card in
  hand with its target actions (``view.targets_for(code)``, ``path_cells``,
  ``path_rotations``). ``apply`` also accepts a target action directly in ``act`` (the
  card and its target at once); that shortcut is never listed as legal.
* ``vote`` the other seats in order answer ``"yes"`` / ``"no"``.
* ``move`` (D5) ``("step", x, y)`` [``step 4 1``] one step or ``"stop"``. The view's
  ``walks()`` lists every cell within the steps left with the single steps leading there
  (the table walks a dwarf several steps by playing them in order).
* ``orient`` (D6) ``("orient", rot)`` [``orient 180``] for a revealed mine with a real choice.
* ``take`` (D7) ``("take", slot)`` [``take 2``] when several slots hold the mine's treasure type.
* ``over``.

Everything else (troll cleanup, skipped turns, trap losses, reveals, collection with one
choice, draws, round end, scoring, the next round) runs automatically inside ``apply``.
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
    SetupError,
    State,
    json_lists,
    json_tuples,
)
from tabletop.engine.rng import Rng

from . import data as D
from . import text  # noqa: F401  (registers the catalog)

NS = "lost_mines"
NCELLS = D.W * D.H
NB = D.NEIGHBOURS
BIT = D.BIT
OPP = D.OPP

EMPTY, CARD, FACEDOWN = 0, 1, 2

# per deck code: (shape, feature) or None
_PARTS: dict[str, tuple | None] = {}


def parts(code: str):
    try:
        return _PARTS[code]
    except KeyError:
        p = _PARTS[code] = D.path_parts(code)
        return p


def shape_mask(shape: str, rot: int) -> int:
    m = D.SHAPES[shape]
    return D.rot180(m) if rot == 180 else m


def card_rotations(code: str) -> tuple:
    """The distinct orientations of a path card: (0,) or (0, 180)."""
    shape = parts(code)[0]
    m = D.SHAPES[shape]
    return (0,) if D.rot180(m) == m else (0, 180)


def tables(data_set: str) -> dict:
    return D.BUNDLES[data_set]


def _edge(a: int, b: int) -> tuple:
    return (a, b) if a < b else (b, a)


# -- action text ----------------------------------------------------------------------

def action_to_str(a) -> str:
    if isinstance(a, str):
        return a
    k = a[0]
    return " ".join([k] + [str(v) for v in a[1:]])


def _int(s: str) -> int:
    if not (s.isascii() and s.isdigit()) or (len(s) > 1 and s[0] == "0"):
        raise IllegalAction(f"{s!r} is not a number")
    return int(s)


def str_to_action(text_: str):
    if not isinstance(text_, str):
        raise IllegalAction(f"{text_!r} is not an action")
    if text_ in ("propose", "yes", "no", "stop", "back", "discard", "done"):
        return text_
    w = text_.split(" ")
    k, args = w[0], w[1:]
    try:
        if k == "card" and len(args) == 1 and args[0] in _ALL_CODES:
            return ("card", args[0])
        if k == "path" and len(args) == 4 and parts(args[0]) and args[3] in ("0", "180"):
            return ("path", args[0], _int(args[1]), _int(args[2]), _int(args[3]))
        if k in ("tool", "storm", "step") and len(args) == 2:
            return (k, _int(args[0]), _int(args[1]))
        if k in ("trap", "troll") and len(args) == 4:
            return (k,) + tuple(_int(v) for v in args)
        if k == "info" and len(args) == 3 and args[0] in D.INFO_OPTIONS and args[1] in ("mine", "treasure", "dwarf"):
            return ("info", args[0], args[1], _int(args[2]))
        if k == "discard" and len(args) == 1 and args[0] in _ALL_CODES:
            return ("discard", args[0])
        if k == "orient" and len(args) == 1 and args[0] in ("0", "180"):
            return ("orient", int(args[0]))
        if k == "take" and len(args) == 1:
            return ("take", _int(args[0]))
    except IllegalAction:
        pass
    raise IllegalAction(f"{text_!r} is not a Lost Mines action")


_ALL_CODES = frozenset(c for b in D.BUNDLES.values() for c in b["deck"])


# -- scoring --------------------------------------------------------------------------

def score_round(clans, roles, held, dragon, totals, floor_zero=True):
    """§6.2. ``held[p]`` is the list of treasure values of seat p. Returns (rows, lost):
    one dict per seat with share, remainder, own, dragon, gain, before, total."""
    n = len(clans)
    rows = [{"share": 0, "remainder": 0, "own": 0, "dragon": 0, "gain": 0, "before": totals[p], "total": 0}
            for p in range(n)]
    lost = 0
    for k in D.CLANS:
        other = D.YELLOW if k == D.BLUE else D.BLUE
        m = [p for p in range(n) if (roles[p] == D.LOYAL and clans[p] == k)
             or (roles[p] == D.SABOTEUR and clans[p] == other)]
        if not m:
            continue
        pool = sum(sum(held[p]) for p in m)
        share, rem = divmod(pool, len(m))
        for p in m:
            rows[p]["share"] += share
        if rem:
            best = max(v for p in m for v in held[p])
            w = [p for p in m if best in held[p]]
            for p in w:
                rows[p]["remainder"] += rem // len(w)
            lost += rem % len(w)
    for p in range(n):
        if roles[p] == D.SELFISH:
            rows[p]["own"] = sum(held[p])
        if p == dragon:
            rows[p]["dragon"] = -D.DRAGON_PENALTY
        r = rows[p]
        r["gain"] = r["share"] + r["remainder"] + r["own"] + r["dragon"]
        t = totals[p] + r["gain"]
        r["total"] = max(0, t) if floor_zero else t
    return rows, lost


# -- view -------------------------------------------------------------------------------

class LostMinesView(FieldView):
    FIELDS = (
        "player", "current_player", "num_players", "round", "phase", "active", "first", "turn",
        "early_end", "score_floor", "holder_sees", "data_set",
        "totals", "clans", "roles_known", "hand", "hand_counts", "pile_count", "removed_count",
        "discard_count", "discard_known", "board", "rot", "cleared", "traps", "trolls", "troll_card",
        "mine_cells", "start_cells", "mine_up", "mine_known", "pawns", "slot_types", "slot_taken",
        "slot_known", "collected", "dragon", "proposed", "votes", "steps_left", "visited",
        "orient_opts", "take_opts", "draw_n", "known", "history", "events", "chosen", "card_targets", "conduct",
        "picks",
    )
    parse_action = staticmethod(str_to_action)

    # -- helpers the scene can use ------------------------------------------------------
    def action_to_str(self, action) -> str:
        return action_to_str(action)

    def targets_for(self, code: str) -> tuple:
        """The target actions card ``code`` would have (the viewer's own decision in
        phases ``act``/``target`` only; empty otherwise). Choosing the card is
        ``("card", code)``, then one of these."""
        for c, acts in self.card_targets:
            if c == code:
                return acts
        return ()

    def path_cells(self, code: str, rot: int) -> list:
        """Legal (x, y) cells for path card ``code`` turned ``rot`` (0/180) right now.
        A rotation that gives the same edge set as 0 is treated as 0."""
        if parts(code) is None:
            return []
        if rot not in card_rotations(code):
            rot = 0
        return [(a[2], a[3]) for a in self.targets_for(code) if a[4] == rot]

    def path_rotations(self, code: str, x: int, y: int) -> list:
        return [a[4] for a in self.targets_for(code) if a[2] == x and a[3] == y]

    def my_role(self):
        return self.roles_known[self.player]

    # -- movement helpers (the viewer's own move, from the public board) ----------------
    def cell_mask(self, c: int) -> int:
        """Open edges of the card on cell ``c`` (0 for an empty cell or a face-down mine)."""
        b = self.board[c]
        if b is None or b == "mine":
            return 0
        T = D.BUNDLES[self.data_set]
        if b.startswith("mine_"):
            m = D.SHAPES[T["mine_shape"][b[5:]]]
        elif b.startswith("start_"):
            m = D.SHAPES[T["start_shape"][b[6:]]]
        else:
            m = D.SHAPES[parts(b)[0]]
        return D.rot180(m) if self.rot[c] == 180 else m

    def step_ok(self, a: int, b: int, visited) -> bool:
        """§5.2: may the active dwarf step from cell ``a`` to ``b`` (``visited``: the cells
        of this move so far)? Same answer as the state's ``steps``."""
        if b < 0 or b in visited or b not in NB[a]:
            return False
        d = NB[a].index(b)
        if not self.cell_mask(a) & BIT[d]:
            return False
        code = self.board[b]
        if code is None:
            return False
        if code != "mine" and not self.cell_mask(b) & BIT[OPP[d]]:
            return False
        if _edge(a, b) in self.trolls:
            return False
        pp = parts(code) if code != "mine" and not code.startswith(("mine_", "start_")) else None
        if pp is not None and (pp[1] == D.ROCK or pp[1] in D.OBSTACLES):
            if pp[1] != D.ROCK and b not in self.cleared:
                return False
            if any(q != self.active and self.pawns[q] == b for q in range(self.num_players)):
                return False
        return True

    def walks(self) -> dict:
        """During the viewer's own ``move``: every cell its dwarf can reach with the steps
        left, as {(x, y): ((x, y), ...) the single steps to get there} (fewest traps, then
        fewest steps; a face-down mine ends a walk). Every legal ``step`` cell is in it
        (maybe by a longer walk that avoids a trap); playing a walk's steps in order keeps
        every step legal."""
        if self.phase != "move" or self.player != self.active or not self.legal:
            return {}
        traps = set(self.traps)
        best: dict = {}

        def go(a, path, visited, ntraps):
            if path:
                key = (ntraps, len(path))
                old = best.get(a)
                if old is None or key < old[0]:
                    best[a] = (key, tuple(path))
                if self.board[a] == "mine" or len(path) >= self.steps_left:
                    return
            for b in NB[a]:
                if self.step_ok(a, b, visited):
                    path.append(b)
                    visited.append(b)
                    go(b, path, visited, ntraps + (_edge(a, b) in traps))
                    visited.pop()
                    path.pop()

        go(self.pawns[self.active], [], list(self.visited), 0)
        return {D.xy(c): tuple(D.xy(x) for x in path) for c, (_k, path) in best.items()}


# -- state ------------------------------------------------------------------------------

class LostMinesState(State):
    __slots__ = (
        "num_players", "first_mode", "first_seat", "early_end", "score_floor", "holder_sees", "data_set",
        "rng", "round", "phase", "active", "first", "turn", "totals", "clans", "roles", "unused_dwarves",
        "hands", "pile", "removed", "discard", "board", "rot", "mask", "occ", "mine_kind", "mine_up",
        "cleared", "traps", "trolls", "troll_card", "pawns", "slot_ids", "slot_types", "slot_taken",
        "aside", "collected", "dragon", "proposed", "votes", "steps_left", "visited", "draw_n",
        "orient_opts", "take_opts", "ledger", "history", "events", "chosen", "conduct", "picks", "_net",
    )

    # -- helpers -------------------------------------------------------------------------
    @property
    def T(self) -> dict:
        return D.BUNDLES[self.data_set]

    def feature(self, c: int):
        code = self.board[c]
        if code is None:
            return None
        p = parts(code)
        return p[1] if p else None

    def is_path_cell(self, c: int) -> bool:
        code = self.board[c]
        return code is not None and parts(code) is not None

    def mine_index(self, c: int) -> int:
        try:
            return self.T["mine_cells"].index(c)
        except ValueError:
            return -1

    def _cache(self) -> list:
        """[network, frontier, token edges ignoring tokens, {mask: cells a card fits}]
        for the current board (``_net`` is reset to None whenever the board changes)."""
        cache = self._net
        if cache is not None:
            return cache
        occ, mask = self.occ, self.mask
        T = self.T
        stack = list(T["start_cells"].values())
        stack += [c for i, c in enumerate(T["mine_cells"]) if self.mine_up[i]]
        net = set(stack)
        while stack:
            a = stack.pop()
            ma = mask[a]
            nba = NB[a]
            for d in range(4):
                if ma & BIT[d]:
                    b = nba[d]
                    if b >= 0 and b not in net and occ[b] == CARD and mask[b] & BIT[OPP[d]]:
                        net.add(b)
                        stack.append(b)
        front = set()
        for a in net:
            ma = mask[a]
            nba = NB[a]
            for d in range(4):
                if ma & BIT[d]:
                    b = nba[d]
                    if b >= 0 and occ[b] == EMPTY:
                        front.add(b)
        cache = self._net = [net, sorted(front), None, {}]
        return cache

    def network(self) -> set:
        return self._cache()[0]

    def _grow_net(self, c: int) -> None:
        """Update the cached network and frontier after a legal placement on ``c`` (it
        touches the network, so the network only grows, from ``c``)."""
        cache = self._net
        if cache is None:
            return
        occ, mask = self.occ, self.mask
        net = set(cache[0])
        front = set(cache[1])
        front.discard(c)
        net.add(c)
        stack = [c]
        while stack:
            a = stack.pop()
            ma = mask[a]
            nba = NB[a]
            for d in range(4):
                if ma & BIT[d]:
                    b = nba[d]
                    if b < 0 or b in net:
                        continue
                    ob = occ[b]
                    if ob == EMPTY:
                        front.add(b)
                    elif ob == CARD and mask[b] & BIT[OPP[d]]:
                        net.add(b)
                        stack.append(b)
        self._net = [net, sorted(front), None, {}]

    def placement_ok(self, code: str, c: int, rot: int, net=None) -> bool:
        """§5.1 for path card ``code`` on cell ``c`` at ``rot``."""
        if not (0 <= c < NCELLS) or self.occ[c] != EMPTY:
            return False
        if net is None:
            net = self.network()
        return self._fits(shape_mask(parts(code)[0], rot), c, net)

    def _fits(self, m: int, c: int, net) -> bool:
        occ, mask = self.occ, self.mask
        connected = False
        nbc = NB[c]
        for d in range(4):
            b = nbc[d]
            if b < 0 or occ[b] != CARD:
                continue
            mine = m & BIT[d]
            theirs = mask[b] & BIT[OPP[d]]
            if bool(mine) != bool(theirs):
                return False
            if mine and b in net:
                connected = True
        return connected

    def fit_cells(self, m: int) -> frozenset:
        """The empty cells where an edge set ``m`` may be placed now (cached per board)."""
        cache = self._cache()
        fits = cache[3]
        cells = fits.get(m)
        if cells is None:
            net = cache[0]
            cells = fits[m] = frozenset(c for c in cache[1] if self._fits(m, c, net))
        return cells

    def frontier(self) -> list:
        """Empty cells an open edge of a network card points at (candidate placements)."""
        return self._cache()[1]

    def legal_cells(self, code: str, rot: int) -> list:
        """(x, y) cells where path card ``code`` may go at ``rot`` (0/180): for the scene."""
        if parts(code) is None:
            return []
        cells = self.fit_cells(shape_mask(parts(code)[0], rot))
        return [D.xy(c) for c in self.frontier() if c in cells]

    def token_edges(self) -> list:
        """§5.4 legal edges for a trap or troll (without a token yet)."""
        cache = self._cache()
        edges = cache[2]
        if edges is None:
            occ, mask = self.occ, self.mask
            out = set()
            for a in range(NCELLS):
                if occ[a] != CARD:
                    continue
                ma = mask[a]
                nba = NB[a]
                for d in range(4):
                    if not ma & BIT[d]:
                        continue
                    b = nba[d]
                    if b < 0:
                        continue
                    if occ[b] == CARD and not mask[b] & BIT[OPP[d]]:
                        continue
                    out.add(_edge(a, b))
            edges = cache[2] = sorted(out)
        taken = self.traps
        trolls = self.trolls
        if not taken and trolls.count(None) == len(trolls):
            return edges[:]
        taken = set(taken)
        taken.update(e for e in trolls if e is not None)
        return [e for e in edges if e not in taken]

    def steps(self) -> list:
        """Cells the active pawn may step to now (§5.2)."""
        p = self.active
        a = self.pawns[p]
        occ, mask, board = self.occ, self.mask, self.board
        ma = mask[a]
        trolls = self.trolls
        any_troll = trolls.count(None) != len(trolls)
        visited = self.visited
        nba = NB[a]
        out = []
        for d in range(4):
            if not ma & BIT[d]:
                continue
            b = nba[d]
            if b < 0 or b in visited:
                continue
            ob = occ[b]
            if ob == EMPTY or (ob == CARD and not mask[b] & BIT[OPP[d]]):
                continue
            if any_troll and _edge(a, b) in trolls:
                continue
            if ob == CARD:
                code = board[b]
                pp = _PARTS.get(code) if code is not None else None
                if pp is None and code is not None and code not in _PARTS:
                    pp = parts(code)
                if pp is not None:
                    f = pp[1]
                    if f == D.ROCK or f in D.OBSTACLES:
                        if f != D.ROCK and b not in self.cleared:
                            continue
                        pawns = self.pawns
                        if any(q != p and pawns[q] == b for q in range(self.num_players)):
                            continue
            out.append(b)
        return out

    # -- decision --------------------------------------------------------------------------
    def current_player(self) -> int:
        ph = self.phase
        if ph == "over":
            return TERMINAL
        if ph == "vote":
            return (self.active + len(self.votes) + 1) % self.num_players
        return self.active

    def legal_actions(self) -> list:
        ph = self.phase
        if ph == "act":
            return self._act_actions()
        if ph == "target":
            return self.card_targets(self.chosen) + ["back"]
        if ph == "discard":
            return self._discard_actions()
        if ph == "move":
            return [("step",) + D.xy(b) for b in sorted(self.steps())] + ["stop"]
        if ph == "vote":
            return ["yes", "no"]
        if ph == "orient":
            return [("orient", r) for r in self.orient_opts]
        if ph == "take":
            return [("take", s) for s in self.take_opts]
        return []

    def _act_actions(self) -> list:
        """D1/D2: the playable cards (those with a target), the discards, ``propose``."""
        p = self.active
        hand = self.hands[p]
        codes = sorted(set(hand), key=_code_key)
        out = [("card", code) for code in codes if self.has_target(code)]
        out.append("discard")
        if self.early_end and not self.proposed[p]:
            out.append("propose")
        return out

    def second_picks(self, first: str) -> list:
        """The codes that may follow ``first`` in a discard (canonical order: not earlier
        in the deck order; the same code only if the hand holds it twice)."""
        hand = self.hands[self.active]
        k1 = _code_key(first)
        return [c for c in sorted(set(hand), key=_code_key)
                if _code_key(c) > k1 or (c == first and hand.count(c) >= 2)]

    def _discard_actions(self) -> list:
        if not self.picks:
            codes = sorted(set(self.hands[self.active]), key=_code_key)
            return [("discard", c) for c in codes] + ["back"]
        return [("discard", c) for c in self.second_picks(self.picks[0])] + ["done"]

    def _completes_discard(self, code: str) -> bool:
        """Whether picking ``code`` in phase ``discard`` completes the discard."""
        return bool(self.picks) or not self.second_picks(code)

    def has_target(self, code: str) -> bool:
        """Whether card ``code`` has at least one legal target now (D2)."""
        pp = parts(code)
        if pp is not None:
            m = D.SHAPES[pp[0]]
            return bool(self.fit_cells(m)) or bool(self.fit_cells(D.rot180(m)))
        if code in D.TOOLS:
            kind = D.TOOLS[code]
            cleared = self.cleared
            board = self.board
            for c in range(NCELLS):
                b = board[c]
                if b is not None and c not in cleared:
                    q = parts(b)
                    if q is not None and q[1] == kind:
                        return True
            return False
        if code in D.INFO_OPTIONS:
            return True  # another player's dwarf card is always a target (3+ players)
        if code in ("trap", "troll"):
            return bool(self.token_edges())
        if code == "storm":
            pawned = self.pawns
            board = self.board
            for c in range(NCELLS):
                b = board[c]
                if b is not None and c not in pawned and parts(b) is not None:
                    return True
            return False
        return False

    def card_targets(self, code: str) -> list:
        """D3/D4: every legal target action of card ``code`` for the active seat, in a
        stable order (the answers of phase ``target`` besides ``back``)."""
        p = self.active
        out = []
        pp = parts(code)
        if pp is not None:
            m = D.SHAPES[pp[0]]
            f0 = self.fit_cells(m)
            f1 = self.fit_cells(D.rot180(m)) if D.rot180(m) != m else ()
            for c in self.frontier():
                if c in f0:
                    out.append(("path", code) + D.xy(c) + (0,))
                if c in f1:
                    out.append(("path", code) + D.xy(c) + (180,))
            return out
        if code in D.TOOLS:
            kind = D.TOOLS[code]
            for c in range(NCELLS):
                if self.feature(c) == kind and c not in self.cleared:
                    out.append(("tool",) + D.xy(c))
            return out
        if code in D.INFO_OPTIONS:
            for opt in D.INFO_OPTIONS[code]:
                if opt == "mine":
                    out += [("info", code, "mine", i) for i in range(4) if not self.mine_up[i]]
                elif opt == "treasure":
                    out += [("info", code, "treasure", s) for s in range(self.num_players) if self.slot_taken[s] < 0]
                else:
                    out += [("info", code, "dwarf", q) for q in range(self.num_players) if q != p]
            return out
        if code in ("trap", "troll"):
            return [(code,) + D.xy(a) + D.xy(b) for a, b in self.token_edges()]
        if code == "storm":
            pawned = set(self.pawns)
            for c in range(NCELLS):
                if self.is_path_cell(c) and c not in pawned:
                    out.append(("storm",) + D.xy(c))
        return out

    def all_targets(self) -> list:
        """Every target action of every card in the active hand (cards in hand order)."""
        out = []
        for code in sorted(set(self.hands[self.active]), key=_code_key):
            out += self.card_targets(code)
        return out

    # -- apply -----------------------------------------------------------------------------
    def apply(self, action) -> None:
        self.events = []
        ph = self.phase
        if ph == "act":
            if action == "discard":
                self.picks = ()
                self.phase = "discard"
                self.events.append(("choose", self.active))
            elif action[0] == "card":
                self.chosen = action[1]
                self.phase = "target"
                self.events.append(("choose", self.active))
            else:
                self._apply_act(action)  # a target action here = the card and its target at once
        elif ph == "target":
            if action == "back":
                self.chosen = None
                self.phase = "act"
                self.events.append(("back", self.active))
            else:
                self.chosen = None
                self._apply_act(action)
        elif ph == "discard":
            if action == "back":
                self.phase = "act"
                self.events.append(("back", self.active))
            elif action == "done":
                self._finish_discard()
            elif self._completes_discard(action[1]):
                self.picks = self.picks + (action[1],)
                self._finish_discard()
            else:
                self.picks = (action[1],)
                self.events.append(("pick", self.active))
        elif ph == "move":
            if action == "stop":
                self._collect()
            else:
                self._step(D.cell(action[1], action[2]))
        elif ph == "vote":
            self._vote(action == "yes")
        elif ph == "orient":
            self._orient(action[1])
        elif ph == "take":
            self._take(action[1])
        else:  # pragma: no cover
            raise IllegalAction("the game is over")

    def _finish_discard(self) -> None:
        picks = self.picks
        self.picks = ()
        self._apply_act(("discard",) + picks)

    def _discard_pub(self, code):
        self.discard.append((code, -1))

    def _apply_act(self, a) -> None:
        p = self.active
        hand = self.hands[p]
        if a == "propose":
            self.proposed[p] = True
            self.votes = []
            self.phase = "vote"
            self.events.append(("propose", p))
            return
        k = a[0]
        self.draw_n = 1
        self.phase = "act"
        if k == "path":
            code, c, r = a[1], D.cell(a[2], a[3]), a[4]
            hand.remove(code)
            self.board[c] = code
            self.rot[c] = r
            self.mask[c] = shape_mask(parts(code)[0], r)
            self.occ[c] = CARD
            self._grow_net(c)
        elif k == "tool":
            c = D.cell(a[1], a[2])
            hand.remove(D.TOOL_FOR[self.feature(c)])
            self._discard_pub(D.TOOL_FOR[self.feature(c)])
            self.cleared.append(c)
        elif k == "info":
            code, opt, t = a[1], a[2], a[3]
            hand.remove(code)
            self._discard_pub(code)
            if opt == "mine":
                self._know(p, "MINE", self.T["mine_cells"][t], self.mine_kind[t], "INFO_MINE")
            elif opt == "treasure":
                tid = self.slot_ids[t]
                self._know(p, "TREASURE", tid, self.T["treasures"][tid][1], "INFO_TREASURE")
            else:
                self._know(p, "ROLE", t, self.roles[t], "INFO_DWARF")
        elif k in ("trap", "troll"):
            e = _edge(D.cell(a[1], a[2]), D.cell(a[3], a[4]))
            hand.remove(k)
            if k == "trap":
                self._discard_pub("trap")
                self.traps.append(e)
            else:
                self.trolls[p] = e
                self.troll_card[p] = True
        elif k == "storm":
            c = D.cell(a[1], a[2])
            hand.remove("storm")
            self._discard_pub("storm")
            self._discard_pub(self.board[c])
            self.board[c] = None
            self.rot[c] = 0
            self.mask[c] = 0
            self.occ[c] = EMPTY
            self._net = None
            if c in self.cleared:
                self.cleared.remove(c)
            occ = self.occ
            for d in range(4):
                b = NB[c][d]
                if b >= 0 and occ[b] != EMPTY:
                    continue  # the other cell still holds a card: tokens stay
                e = _edge(c, b) if b >= 0 else None
                if e is None:
                    continue
                if e in self.traps:
                    self.traps.remove(e)
                for q in range(self.num_players):
                    if self.trolls[q] == e:
                        self.trolls[q] = None
                        if self.troll_card[q]:
                            self.troll_card[q] = False
                            self._discard_pub("troll")
        elif k == "discard":
            for code in a[1:]:
                hand.remove(code)
                self.discard.append((code, p))
            self.draw_n = len(a) - 1
        if k == "discard":  # the cards stay secret: only their number is announced
            self.events.append(("discarded", p, len(a) - 1))
        else:
            self.events.append(("act", p, action_to_str(a)))
        if k != "discard" and k != "info":
            self._record(p, a)
        self._start_move()

    def _record(self, p: int, a) -> None:
        """The public conduct record (``conduct[p]`` = help blue, help yellow, harm blue,
        harm yellow): a play counts for the clan(s) of the other pawns nearest to its cell
        (Manhattan; an edge counts from its nearer cell). Paths (not obstacles), tools help;
        obstacles, storms, traps and trolls harm."""
        k = a[0]
        if k == "path":
            f = parts(a[1])[1]
            harm = f in D.OBSTACLES
            cells = ((a[2], a[3]),)
        elif k == "tool":
            harm = False
            cells = ((a[1], a[2]),)
        elif k == "storm":
            harm = True
            cells = ((a[1], a[2]),)
        else:  # trap / troll
            harm = True
            cells = ((a[1], a[2]), (a[3], a[4]))
        best = 99
        hit = [False, False]
        clans, pawns = self.clans, self.pawns
        for q in range(self.num_players):
            if q == p:
                continue
            qx, qy = pawns[q] % D.W, pawns[q] // D.W
            d = min(abs(qx - x) + abs(qy - y) for x, y in cells)
            ci = 0 if clans[q] == D.BLUE else 1
            if d < best:
                best = d
                hit = [False, False]
                hit[ci] = True
            elif d == best:
                hit[ci] = True
        row = self.conduct[p]
        for ci in (0, 1):
            if hit[ci]:
                row[ci + (2 if harm else 0)] += 1

    def _start_move(self) -> None:
        p = self.active
        c = self.pawns[p]
        self.steps_left = D.CAMP_STEPS if self.feature(c) == D.CAMP else D.STEPS
        self.visited = [c]
        self.phase = "move"
        if not self.steps():
            self._collect()

    def _step(self, b: int) -> None:
        p = self.active
        a = self.pawns[p]
        e = _edge(a, b)
        hand = self.hands[p]
        if e in self.traps and hand:
            card = hand.pop(self.rng.randrange(len(hand)))
            self.discard.append((card, p))
            self._know(p, "CARD", card, card, "TRAP_LOSS")
            self.events.append(("trap_loss", p, (p + 1) % self.num_players))
        self.pawns[p] = b
        self.visited.append(b)
        self.steps_left -= 1
        self.events.append(("step", p) + D.xy(b))
        if self.occ[b] == FACEDOWN:
            self._reveal(b, a)
            return
        if self.steps_left <= 0 or not self.steps():
            self._collect()

    def orient_options(self, b: int, a: int, kind: str) -> list:
        """§5.7 legal orientations (distinct edge sets) for mine ``kind`` at ``b`` reached from ``a``."""
        shape = self.T["mine_shape"][kind]
        toward = NB[b].index(a)
        occ, mask = self.occ, self.mask
        cands = []
        for r in (0, 180):
            m = shape_mask(shape, r)
            if any(shape_mask(shape, r2) == m for r2 in cands):
                continue
            cands.append(r)
        full, open_ = [], []
        for r in cands:
            m = shape_mask(shape, r)
            if not m & BIT[toward]:
                continue
            open_.append(r)
            ok = True
            for d in range(4):
                n2 = NB[b][d]
                if n2 >= 0 and occ[n2] == CARD and bool(m & BIT[d]) != bool(mask[n2] & BIT[OPP[d]]):
                    ok = False
                    break
            if ok:
                full.append(r)
        return full or open_ or cands

    def _reveal(self, b: int, a: int) -> None:
        i = self.mine_index(b)
        kind = self.mine_kind[i]
        self.mine_up[i] = True
        self.occ[b] = CARD
        self._net = None
        self.events.append(("reveal",) + D.xy(b) + (kind,))
        opts = self.orient_options(b, a, kind)
        if len(opts) > 1:
            self.orient_opts = tuple(opts)
            self.phase = "orient"
            return
        self._orient(opts[0])

    def _orient(self, r: int) -> None:
        b = self.pawns[self.active]
        i = self.mine_index(b)
        kind = self.mine_kind[i]
        self.rot[b] = r
        self.mask[b] = shape_mask(self.T["mine_shape"][kind], r)
        self._net = None
        self.orient_opts = ()
        if kind == D.DRAGON:
            self.dragon = self.active
            self.events.append(("dragon", self.active))
        self._collect()

    def _collect(self) -> None:
        p = self.active
        c = self.pawns[p]
        i = self.mine_index(c)
        if i >= 0 and self.mine_up[i] and self.mine_kind[i] in D.TREASURE_TYPES:
            kind = self.mine_kind[i]
            opts = [s for s in range(self.num_players) if self.slot_taken[s] < 0 and self.slot_types[s] == kind]
            if len(opts) > 1:
                self.take_opts = tuple(opts)
                self.phase = "take"
                return
            if opts:
                self._take(opts[0])
                return
        self._draw()

    def _take(self, s: int) -> None:
        p = self.active
        self.take_opts = ()
        self.slot_taken[s] = p
        self.collected[p].append(s)
        tid = self.slot_ids[s]
        if self.holder_sees:
            self._know(p, "TREASURE", tid, self.T["treasures"][tid][1], "OWN_TREASURE")
        self.events.append(("take", p, s, self.slot_types[s]))
        if all(t >= 0 for t in self.slot_taken):
            self._end_round()
            return
        self._draw()

    def _draw(self) -> None:
        p = self.active
        k = min(self.draw_n, len(self.pile))
        hand = self.hands[p]
        for _ in range(k):
            card = self.pile.pop()
            insort(hand, card)
            self._know(p, "CARD", card, card, "OWN_DRAW")
        if k:
            self.events.append(("draw", p, k))
        if not self.pile and not any(self.hands):
            self._end_round()
            return
        self._next_turn()

    def _next_turn(self) -> None:
        n = self.num_players
        p = self.active
        for _ in range(n + 1):
            p = (p + 1) % n
            self.active = p
            self.turn += 1
            # A0 troll cleanup
            if self.trolls[p] is not None:
                self.trolls[p] = None
            if self.troll_card[p]:
                self.troll_card[p] = False
                self._discard_pub("troll")
            if self.hands[p]:
                self.phase = "act"
                self.picks = ()
                self.steps_left = 0
                self.visited = []
                return
            self.events.append(("skip", p))
        self._end_round()  # pragma: no cover - cannot happen (the end is checked at A9)

    def _vote(self, yes: bool) -> None:
        self.events.append(("vote", self.current_player(), yes))
        self.votes.append(yes)
        if len(self.votes) == self.num_players - 1:
            if all(self.votes):
                self.votes = []
                self._end_round()
            else:
                self.phase = "act"
                self.votes = []

    def _know(self, obs, kind, subject, value, source) -> None:
        self.ledger.append((obs, kind, subject, value, source, self.round, self.turn))

    # -- rounds ----------------------------------------------------------------------------
    def _end_round(self) -> None:
        n = self.num_players
        T = self.T
        held = [[T["treasures"][self.slot_ids[s]][1] for s in self.collected[p]] for p in range(n)]
        rows, lost = score_round(self.clans, self.roles, held, self.dragon, self.totals,
                                 self.score_floor == "ZERO")
        self.totals = [r["total"] for r in rows]
        for p in range(n):
            rows[p]["clan"] = self.clans[p]
            rows[p]["role"] = self.roles[p]
            rows[p]["treasures"] = [[self.slot_types[s], held[p][i]] for i, s in enumerate(self.collected[p])]
        self.history = self.history + ({"round": self.round, "last": self.active, "lost": lost,
                                         "rows": json_tuples(rows)},)
        self.events.append(("round_end", self.round))
        if self.round >= D.ROUNDS:
            self.phase = "over"
            self.votes = []
            return
        self.round += 1
        self._setup_round((self.active + 1) % n)

    def _setup_round(self, first: int) -> None:
        n = self.num_players
        T = self.T
        rng = self.rng
        self.first = first
        self.active = first
        self.turn = 1
        self.board = [None] * NCELLS
        self.rot = [0] * NCELLS
        self.mask = [0] * NCELLS
        self.occ = [EMPTY] * NCELLS
        for clan, c in T["start_cells"].items():
            self.board[c] = "start_" + clan
            self.mask[c] = D.SHAPES[T["start_shape"][clan]]
            self.occ[c] = CARD
        mines = list(T["mines"])
        rng.shuffle(mines)  # C1
        self.mine_kind = mines
        self.mine_up = [False] * 4
        for c in T["mine_cells"]:
            self.board[c] = "mine"
            self.occ[c] = FACEDOWN
        tre = sorted(T["treasures"])
        rng.shuffle(tre)  # C2
        self.slot_ids = tuple(tre[:n])
        self.aside = tuple(tre[n:])
        self.slot_types = tuple(T["treasures"][t][0] for t in self.slot_ids)
        self.slot_taken = [-1] * n
        dw = list(D.dwarf_cards(n))
        rng.shuffle(dw)  # C3
        self.clans = [dw[p][0] for p in range(n)]
        self.roles = [dw[p][1] for p in range(n)]
        self.unused_dwarves = tuple(dw[n:])
        self.pawns = [T["start_cells"][c] for c in self.clans]
        deck = list(T["deck"])
        rng.shuffle(deck)  # C4
        self.removed = tuple(deck[:D.REMOVED_UNSEEN])
        hs = D.HAND_SIZE[n]
        rest = deck[D.REMOVED_UNSEEN:]
        self.hands = [sorted(rest[p * hs:(p + 1) * hs]) for p in range(n)]
        self.pile = rest[n * hs:]
        self.discard = []
        self.cleared = []
        self.traps = []
        self.trolls = [None] * n
        self.troll_card = [False] * n
        self.collected = [[] for _ in range(n)]
        self.dragon = -1
        self.proposed = [False] * n
        self.votes = []
        self.steps_left = 0
        self.visited = []
        self.draw_n = 0
        self.orient_opts = ()
        self.take_opts = ()
        self._net = None
        self.chosen = None
        self.picks = ()
        self.conduct = [[0, 0, 0, 0] for _ in range(n)]
        self.phase = "act"
        for p in range(n):
            self._know(p, "ROLE", p, self.roles[p], "OWN_ROLE")
            for card in self.hands[p]:
                self._know(p, "CARD", card, card, "OWN_DRAW")

    # -- clone / results ----------------------------------------------------------------------
    def clone(self) -> "LostMinesState":
        s = self.__class__.__new__(self.__class__)
        s.num_players = self.num_players
        s.first_mode = self.first_mode
        s.first_seat = self.first_seat
        s.early_end = self.early_end
        s.score_floor = self.score_floor
        s.holder_sees = self.holder_sees
        s.data_set = self.data_set
        s.rng = self.rng.clone()
        s.round = self.round
        s.phase = self.phase
        s.active = self.active
        s.first = self.first
        s.turn = self.turn
        s.totals = self.totals[:]
        s.clans = self.clans[:]
        s.roles = self.roles[:]
        s.unused_dwarves = self.unused_dwarves
        s.hands = [h[:] for h in self.hands]
        s.pile = self.pile[:]
        s.removed = self.removed
        s.discard = self.discard[:]
        s.board = self.board[:]
        s.rot = self.rot[:]
        s.mask = self.mask[:]
        s.occ = self.occ[:]
        s.mine_kind = self.mine_kind[:]
        s.mine_up = self.mine_up[:]
        s.cleared = self.cleared[:]
        s.traps = self.traps[:]
        s.trolls = self.trolls[:]
        s.troll_card = self.troll_card[:]
        s.pawns = self.pawns[:]
        s.slot_ids = self.slot_ids
        s.slot_types = self.slot_types
        s.slot_taken = self.slot_taken[:]
        s.aside = self.aside
        s.collected = [c[:] for c in self.collected]
        s.dragon = self.dragon
        s.proposed = self.proposed[:]
        s.votes = self.votes[:]
        s.steps_left = self.steps_left
        s.visited = self.visited[:]
        s.draw_n = self.draw_n
        s.orient_opts = self.orient_opts
        s.take_opts = self.take_opts
        s.ledger = self.ledger[:]
        s.history = self.history
        s.events = self.events[:]
        s.chosen = self.chosen
        s.picks = self.picks
        s.conduct = [c[:] for c in self.conduct]
        s._net = self._net
        return s

    def scores(self) -> list[float]:
        return [float(t) for t in self.totals]

    def score_breakdown(self) -> list[dict]:
        """Per seat: each scored round's row (share, remainder, own, dragon, gain, total,
        clan, role, treasures) under ``rounds``, and the running ``total``."""
        out = []
        for p in range(self.num_players):
            rounds = [json_lists(h["rows"][p]) for h in self.history]
            out.append({"seat": p, "rounds": rounds, "total": self.totals[p]})
        return out

    # -- information ------------------------------------------------------------------------
    def view(self, player: int) -> LostMinesView:
        n = self.num_players
        T = self.T
        cur = self.current_player()
        me = player
        rnd = self.round
        known_roles = [None] * n
        mine_known = [self.mine_kind[i] if self.mine_up[i] else None for i in range(4)]
        slot_known = [None] * n
        tid_slot = {t: s for s, t in enumerate(self.slot_ids)}
        known = []
        for (obs, kind, subj, val, src, r, t) in self.ledger:
            if obs != me:
                continue
            if kind == "TREASURE":
                if r != rnd or self.phase == "over":
                    continue
                s = tid_slot[subj]
                slot_known[s] = val
                known.append((kind, s, val, src, r, t))
                continue
            if kind == "CARD" and src == "OWN_DRAW":
                continue  # the hand shows these
            known.append((kind, subj, val, src, r, t))
            if r == rnd and self.phase != "over":
                if kind == "ROLE":
                    known_roles[subj] = val
                elif kind == "MINE":
                    mine_known[T["mine_cells"].index(subj)] = val
        return LostMinesView(
            player=me, current_player=cur, num_players=n, round=rnd, phase=self.phase,
            active=self.active, first=self.first, turn=self.turn,
            early_end=self.early_end, score_floor=self.score_floor, holder_sees=self.holder_sees,
            data_set=self.data_set,
            totals=tuple(self.totals), clans=tuple(self.clans), roles_known=tuple(known_roles),
            hand=tuple(self.hands[me]), hand_counts=tuple(len(h) for h in self.hands),
            pile_count=len(self.pile), removed_count=len(self.removed), discard_count=len(self.discard),
            discard_known=tuple(c for c, v in self.discard if v < 0 or v == me),
            board=tuple(("mine_" + self.mine_kind[i]) if (i := self.mine_index(c)) >= 0 and self.mine_up[i]
                        else b for c, b in enumerate(self.board)),
            rot=tuple(self.rot), cleared=tuple(self.cleared), traps=tuple(self.traps),
            trolls=tuple(self.trolls), troll_card=tuple(self.troll_card),
            mine_cells=tuple(T["mine_cells"]), start_cells=(T["start_cells"][D.BLUE], T["start_cells"][D.YELLOW]),
            mine_up=tuple(self.mine_up), mine_known=tuple(mine_known), pawns=tuple(self.pawns),
            slot_types=self.slot_types, slot_taken=tuple(self.slot_taken), slot_known=tuple(slot_known),
            collected=tuple(tuple(c) for c in self.collected), dragon=self.dragon,
            proposed=tuple(self.proposed), votes=tuple(self.votes), steps_left=self.steps_left,
            visited=tuple(self.visited), orient_opts=tuple(self.orient_opts), take_opts=tuple(self.take_opts),
            draw_n=self.draw_n, known=tuple(known), history=json_tuples(list(self.history)), events=json_tuples(self.events),
            chosen=self.chosen if me == self.active else None,
            conduct=tuple(tuple(c) for c in self.conduct),
            picks=self.picks if me == self.active else (),
            card_targets=self._card_targets_view() if cur == player and self.phase in ("act", "target") else (),
            legal=self.legal_actions() if cur == player else (),
        )

    def _card_targets_view(self) -> tuple:
        return tuple((code, tuple(self.card_targets(code)))
                     for code in sorted(set(self.hands[self.active]), key=_code_key))

    def reveals_information(self, action, to_player: int) -> bool:
        if action == "back" or (isinstance(action, tuple) and action[0] == "card"):
            return False  # picking a card (or taking it back) shows nothing and decides nothing yet
        if action == "discard" and self.phase == "act":
            return False  # choosing to discard: nothing is decided yet
        if self.phase == "discard" and isinstance(action, tuple) and not self._completes_discard(action[1]):
            return False  # a first pick that still waits for a second card or "done"
        if to_player != self.current_player():
            return True  # every decision is announced (discards as a count)
        after = self.clone()
        after.apply(action)
        if after.rng.state != self.rng.state or after.round != self.round or after.phase == "over":
            return True
        if sum(after.mine_up) != sum(self.mine_up):
            return True
        return any(e[0] == to_player for e in after.ledger[len(self.ledger):])

    # -- text ------------------------------------------------------------------------------
    def action_to_str(self, action) -> str:
        return action_to_str(action)

    def str_to_action(self, text_: str):
        return str_to_action(text_)

    def describe_action(self, action, lang: str) -> str:
        return describe(action, lang, self.slot_types)

    def prompt(self, lang: str) -> str:
        ph = self.phase
        if ph == "move":
            return i18n.tr(NS, "prompt.move", lang, n=self.steps_left)
        if ph == "target":
            return i18n.tr(NS, "prompt.target", lang, card=card_name(self.chosen, lang))
        if ph == "discard":
            return i18n.tr(NS, "prompt.discard2" if self.picks else "prompt.discard", lang)
        return i18n.tr(NS, "prompt." + ph, lang)

    # -- serialization ----------------------------------------------------------------------
    def to_json(self) -> dict:
        d = {}
        for name in self.__slots__:
            if name == "_net":
                continue
            v = getattr(self, name)
            d[name] = v.to_json() if name == "rng" else json_lists(v)
        return d


def _code_key(code: str):
    deck_order = _CODE_ORDER
    return deck_order.get(code, 999), code


_CODE_ORDER = {}
for _b in D.BUNDLES.values():
    for _c in _b["deck"]:
        _CODE_ORDER.setdefault(_c, len(_CODE_ORDER))


# -- text helpers ---------------------------------------------------------------------------

def card_name(code: str, lang: str) -> str:
    pp = parts(code)
    if pp is None:
        return i18n.tr(NS, "card." + code, lang)
    shape = i18n.tr(NS, "shape." + pp[0], lang)
    if pp[1] == D.PLAIN:
        return shape
    return i18n.tr(NS, "card.path", lang, shape=shape, feature=i18n.tr(NS, "feature." + pp[1], lang))


def describe(a, lang: str, slot_types=()) -> str:
    tr = i18n.tr
    if isinstance(a, str):
        return tr(NS, "act." + a, lang)
    k = a[0]
    if k == "card":
        return tr(NS, "act.card", lang)
    if k == "path":
        return tr(NS, "act.path", lang, card=card_name(a[1], lang), x=a[2], y=a[3], rot=a[4])
    if k in ("tool", "storm", "step"):
        return tr(NS, "act." + k, lang, x=a[1], y=a[2])
    if k in ("trap", "troll"):
        return tr(NS, "act." + k, lang, x1=a[1], y1=a[2], x2=a[3], y2=a[4])
    if k == "info":
        if a[2] == "mine":
            tgt = tr(NS, "target.mine", lang, n=a[3] + 1)
        elif a[2] == "treasure":
            t = slot_types[a[3]] if a[3] < len(slot_types) else ""
            tgt = tr(NS, "target.treasure", lang, n=a[3] + 1, type=tr(NS, "treasure." + t, lang) if t else "")
        else:
            tgt = tr(NS, "target.dwarf", lang, n=a[3] + 1)
        return tr(NS, "act.info", lang, card=card_name(a[1], lang), target=tgt)
    if k == "discard":
        return tr(NS, "act.discard_pick", lang) if len(a) == 2 else tr(NS, "act.discarded", lang, n=len(a) - 1)
    if k == "orient":
        return tr(NS, "act.orient", lang, rot=a[1])
    if k == "take":
        t = slot_types[a[1]] if a[1] < len(slot_types) else ""
        return tr(NS, "act.take", lang, n=a[1] + 1, type=tr(NS, "treasure." + t, lang) if t else "")
    return action_to_str(a)


# -- spec -----------------------------------------------------------------------------------

_RULES = (
    ("goal", None), ("setup", "board"), ("paths", "path_mix"), ("special", None), ("actions", "action_mix"),
    ("move", "move_no_revisit"), ("mines", "mine_orientation"), ("end", "round_end_timing"),
    ("score", "remainder"), ("decided", "token_edges"),
)


class LostMinesSpec(GameSpec):
    id = "lost_mines"
    view_class = LostMinesView
    min_players = 3
    max_players = 9
    minutes = (30, 60)
    options = (
        Option("firstPlayer", "RANDOM", "choice", choices=("RANDOM", "CHOSEN")),
        Option("firstSeat", 1, "int", lo=1, hi=9, seats=True, when=("firstPlayer", ("CHOSEN",))),
        Option("earlyEndByAgreement", False, "bool"),
        Option("scoreFloor", "ZERO", "choice", choices=("ZERO", "NONE")),
        Option("holderSeesOwnTreasure", True, "bool"),
        Option("dataSet", D.DEFAULT_BUNDLE, "choice", choices=tuple(D.BUNDLES), reconstructed=(D.DEFAULT_BUNDLE,)),
    )
    ai_module = "tabletop.games.lost_mines.ai"

    def validate(self, setup: Setup) -> Setup:
        s = super().validate(setup)  # firstSeat counts seats: the contract keeps it at the table
        if s.options["dataSet"] not in D.BUNDLES:
            raise SetupError(f"unknown data set {s.options['dataSet']!r}")
        return s

    def new_state(self, setup: Setup) -> LostMinesState:
        o = setup.options
        s = LostMinesState.__new__(LostMinesState)
        s.num_players = setup.players
        s.first_mode = o.get("firstPlayer", "RANDOM")
        s.first_seat = o.get("firstSeat", 1)
        s.early_end = o.get("earlyEndByAgreement", False)
        s.score_floor = o.get("scoreFloor", "ZERO")
        s.holder_sees = o.get("holderSeesOwnTreasure", True)
        s.data_set = o.get("dataSet", D.DEFAULT_BUNDLE)
        s.rng = Rng(setup.seed)
        s.round = 1
        s.totals = [0] * setup.players
        s.ledger = []
        s.history = ()
        s.events = []
        s.turn = 0
        if s.first_mode == "CHOSEN":
            first = s.first_seat - 1
        else:
            first = s.rng.randrange(setup.players)  # C0
        s._setup_round(first)
        return s

    def state_from_json(self, data: Mapping) -> LostMinesState:
        s = LostMinesState.__new__(LostMinesState)
        tuples = {"unused_dwarves", "removed", "slot_ids", "slot_types", "aside", "orient_opts", "take_opts", "picks"}
        for name in LostMinesState.__slots__:
            if name == "_net":
                continue
            v = data.get(name)
            if name == "picks" and v is None:
                v = ()
            if name == "rng":
                v = Rng.from_json(v)
            elif name == "history":
                v = tuple(json_tuples(h) for h in v)
            elif name in tuples:
                v = json_tuples(v)
            elif name in ("discard", "ledger", "events", "traps"):
                v = [json_tuples(x) for x in v]
            elif name == "trolls":
                v = [None if x is None else tuple(x) for x in v]
            elif name == "unused_dwarves":
                v = json_tuples(v)
            elif isinstance(v, list):
                v = [list(x) if isinstance(x, list) else x for x in v]
            setattr(s, name, v)
        s._net = None
        return s

    def title(self, lang: str) -> str:
        return i18n.tr(NS, "title", lang)

    def rules_summary(self, lang: str) -> list[RulesSection]:
        return [RulesSection(i18n.tr(NS, f"rules.{k}.title", lang), i18n.tr(NS, f"rules.{k}.body", lang),
                             rec is not None and rec in D.RECONSTRUCTED)
                for k, rec in _RULES]


GAME = LostMinesSpec()
LostMinesState.spec = GAME
