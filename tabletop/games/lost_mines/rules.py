"""Saboteur: The Lost Mines (お邪魔者:失われた鉱山) — rules engine.

Phases (``state.phase``) and the actions answering them (text form in brackets; the actions
are NamedTuples made once in ``actions.py``, the view is ``view.py``'s):

* ``act``  (D1/D2) the active seat picks what to do:
  ``("card", code)`` [``card IH.c``] choose a path or action card to play (offered only
  if it has a target; shows nothing to anyone), ``"discard"`` [``discard``] to discard
  instead, and with option earlyEndByAgreement ``"propose"``.
* ``discard`` (D2 of DISCARD) the cards to discard, one at a time (``state.picks``; the
  view shows them to the active seat only; they stay in the hand until the discard is
  complete): ``("discard", code)`` [``discard IV``] picks a card, ``"back"`` returns to
  ``act`` before the first pick, ``"done"`` [``done``] ends the discard after one card.
  The second card is never earlier in the deck order (``code_key``) than the first (the
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

An AI builds full states from a view with ``LostMinesState.from_view(view, unseen)``: the
components the view hides (:func:`unseen_cards`: deck cards, dwarf cards, mine kinds and
treasure cards), dealt in the order that method documents.
"""

from __future__ import annotations

from bisect import insort
from collections import Counter
from typing import NamedTuple

from tabletop.engine import i18n
from tabletop.engine.contract import (TERMINAL, GameSpec, IllegalAction, Option, RulesSection, Setup, SetupError,
                                      State, StateCodec, json_lists, json_tuples)
from tabletop.engine.rng import Rng

from . import places
from . import text  # noqa: F401  (registers the catalog)
from .actions import (CHOOSE, LAY, NCELLS, ORIENT, PEEK, PICK, STEP, STORM, TAKE, TOKEN, USE_TOOL, action_to_str,
                      code_key, edge, parts, shape_mask, str_to_action)
from .actions import card_rotations  # noqa: F401  (the scene's import)
from .board import CARD, EMPTY, FACEDOWN, BoardRules, board_from_view
from .data import (ACCENTS, BIT, BLUE, BUNDLES, CAMP, CAMP_STEPS, CLANS, DEFAULT_BUNDLE, DRAGON, DRAGON_PENALTY,
                   HAND_SIZE, INFO_OPTIONS, LOYAL, NEIGHBOURS, OBSTACLES, OPP, PLAIN, RECONSTRUCTED, REMOVED_UNSEEN,
                   ROUNDS, SABOTEUR, SELFISH, SHAPES, STEPS, TOOL_FOR, TOOLS, TREASURE_TYPES, YELLOW, W, Dwarf, cell,
                   dwarf_cards, rot180, xy)
from .view import LostMinesView

NS = "lost_mines"


def tables(data_set: str) -> dict:
    return BUNDLES[data_set]


# -- scoring --------------------------------------------------------------------------

def score_round(clans, roles, held, dragon, totals, floor_zero=True):
    """§6.2. ``held[p]`` is the list of treasure values of seat p. Returns (rows, lost):
    one dict per seat with share, remainder, own, dragon, gain, before, total."""
    n = len(clans)
    rows = [{"share": 0, "remainder": 0, "own": 0, "dragon": 0, "gain": 0, "before": totals[p], "total": 0}
            for p in range(n)]
    lost = 0
    for clan in CLANS:
        other = YELLOW if clan == BLUE else BLUE
        members = [p for p in range(n) if (roles[p] == LOYAL and clans[p] == clan)
                   or (roles[p] == SABOTEUR and clans[p] == other)]
        if not members:
            continue
        pool = sum(sum(held[p]) for p in members)
        share, remainder = divmod(pool, len(members))
        for p in members:
            rows[p]["share"] += share
        if remainder:
            best = max(v for p in members for v in held[p])
            winners = [p for p in members if best in held[p]]
            for p in winners:
                rows[p]["remainder"] += remainder // len(winners)
            lost += remainder % len(winners)
    for p in range(n):
        if roles[p] == SELFISH:
            rows[p]["own"] = sum(held[p])
        if p == dragon:
            rows[p]["dragon"] = -DRAGON_PENALTY
        r = rows[p]
        r["gain"] = r["share"] + r["remainder"] + r["own"] + r["dragon"]
        total = totals[p] + r["gain"]
        r["total"] = max(0, total) if floor_zero else total
    return rows, lost


# -- what a view hides ------------------------------------------------------------------

class Unseen(NamedTuple):
    """The components a seat has not seen (:func:`unseen_cards`), or, in the order an AI
    dealt them, what ``LostMinesState.from_view`` puts in the hidden places."""

    cards: tuple      # deck cards (codes)
    dwarves: tuple    # dwarf cards (``Dwarf(clan, role)``)
    mines: tuple      # the kinds of the mines
    treasures: tuple  # treasure cards (ids: "gem0")


def unseen_cards(view: LostMinesView) -> Unseen:
    """What ``view.player`` has not seen, each kind in a fixed order: the deck cards not in
    the own hand, the discards it saw, the board or before a troll's owner (sorted); the dwarf
    cards of the round but the roles it knows (sorted); the mine kinds it does not know (in
    the data's order); the treasure cards but those it knows in a slot (sorted). ValueError
    when the view's counts do not add up."""
    table = tables(view.data_set)
    cards = Counter(table["deck"])
    cards.subtract(view.hand)
    cards.subtract(view.discard_known)
    cards.subtract(code for code in view.board if code is not None and parts(code) is not None)
    cards["troll"] -= sum(view.troll_card)
    dwarves = Counter(dwarf_cards(view.num_players))
    for p, role in enumerate(view.roles_known):
        if role is not None:
            dwarves[Dwarf(view.clans[p], role)] -= 1
    if min(cards.values(), default=0) < 0 or min(dwarves.values(), default=0) < 0:
        raise ValueError("the view shows more cards than the game has")
    mines = list(table["mines"])
    for kind in view.mine_known:
        if kind is not None:
            mines.remove(kind)
    fixed = _known_treasures(view, table)
    treasures = tuple(tid for tid in sorted(table["treasures"]) if tid not in fixed)
    return Unseen(tuple(sorted(cards.elements())), tuple(sorted(dwarves.elements())), tuple(mines), treasures)


def _known_treasures(view: LostMinesView, table: dict) -> list:
    """Per slot the treasure card the viewer knows lies there (its value seen: the first card
    of the slot's type with that value, sorted by id; identical cards are interchangeable),
    or None."""
    fixed = [None] * view.num_players
    for slot, value in enumerate(view.slot_known):
        if value is None:
            continue
        kind = view.slot_types[slot]
        fixed[slot] = next(tid for tid, t in sorted(table["treasures"].items())
                           if t.kind == kind and t.value == value and tid not in fixed)
    return fixed


# -- state ------------------------------------------------------------------------------

class LostMinesState(BoardRules, State):
    #: the fields (``clone``, ``to_json`` and ``from_json`` are made from this): values
    #: shared by clones, lists ``apply`` changes in place, lists of such lists, and the
    #: board's network cache (``_net``, rebuilt on demand)
    CODEC = StateCodec(
        shared=("num_players", "first_mode", "first_seat", "early_end", "score_floor", "holder_sees", "data_set",
                "round", "phase", "active", "first", "turn", "unused_dwarves", "removed", "slot_ids",
                "slot_types", "aside", "dragon", "steps_left", "draw_n", "orient_opts", "take_opts", "history",
                "chosen", "picks"),
        lists=("totals", "clans", "roles", "pile", "discard", "board", "rot", "mask", "occ", "mine_kind",
               "mine_up", "cleared", "traps", "trolls", "troll_card", "pawns", "slot_taken", "proposed",
               "votes", "visited", "ledger", "events"),
        nested=("hands", "collected", "conduct"),
        transient=("_net",),
    )
    __slots__ = CODEC.slots

    # -- decision --------------------------------------------------------------------------
    def current_player(self) -> int:
        phase = self.phase
        if phase == "over":
            return TERMINAL
        if phase == "vote":
            return (self.active + len(self.votes) + 1) % self.num_players
        return self.active

    def legal_actions(self) -> list:
        phase = self.phase
        if phase == "act":
            return self._act_actions()
        if phase == "target":
            return self.card_targets(self.chosen) + ["back"]
        if phase == "discard":
            return self._discard_actions()
        if phase == "move":
            return [STEP[b] for b in sorted(self.steps())] + ["stop"]
        if phase == "vote":
            return ["yes", "no"]
        if phase == "orient":
            return [ORIENT[r] for r in self.orient_opts]
        if phase == "take":
            return [TAKE[s] for s in self.take_opts]
        return []

    def _act_actions(self) -> list:
        """D1/D2: the playable cards (those with a target), the discards, ``propose``."""
        p = self.active
        codes = sorted(set(self.hands[p]), key=code_key)
        out = [CHOOSE[code] for code in codes if self.has_target(code)]
        out.append("discard")
        if self.early_end and not self.proposed[p]:
            out.append("propose")
        return out

    def second_picks(self, first: str) -> list:
        """The codes that may follow ``first`` in a discard (canonical order: not earlier
        in the deck order; the same code only if the hand holds it twice)."""
        hand = self.hands[self.active]
        first_key = code_key(first)
        return [c for c in sorted(set(hand), key=code_key)
                if code_key(c) > first_key or (c == first and hand.count(c) >= 2)]

    def _discard_actions(self) -> list:
        if not self.picks:
            codes = sorted(set(self.hands[self.active]), key=code_key)
            return [PICK[c] for c in codes] + ["back"]
        return [PICK[c] for c in self.second_picks(self.picks[0])] + ["done"]

    def _completes_discard(self, code: str) -> bool:
        """Whether picking ``code`` in phase ``discard`` completes the discard."""
        return bool(self.picks) or not self.second_picks(code)

    def has_target(self, code: str) -> bool:
        """Whether card ``code`` has at least one legal target now (D2)."""
        card = parts(code)
        if card is not None:
            m = SHAPES[card[0]]
            return bool(self.fit_cells(m)) or bool(self.fit_cells(rot180(m)))
        if code in TOOLS:
            kind = TOOLS[code]
            cleared = self.cleared
            board = self.board
            for c in range(NCELLS):
                b = board[c]
                if b is not None and c not in cleared:
                    other = parts(b)
                    if other is not None and other[1] == kind:
                        return True
            return False
        if code in INFO_OPTIONS:
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
        card = parts(code)
        if card is not None:
            m = SHAPES[card[0]]
            turned = rot180(m)
            fit0 = self.fit_cells(m)
            fit180 = self.fit_cells(turned) if turned != m else ()
            lay = LAY[code]
            for c in self.frontier():
                if c in fit0:
                    out.append(lay[c][0])
                if c in fit180:
                    out.append(lay[c][1])
            return out
        if code in TOOLS:
            kind = TOOLS[code]
            for c in range(NCELLS):
                if self.feature(c) == kind and c not in self.cleared:
                    out.append(USE_TOOL[c])
            return out
        if code in INFO_OPTIONS:
            for about in INFO_OPTIONS[code]:
                if about == "mine":
                    out += [PEEK[code, "mine", i] for i in range(4) if not self.mine_up[i]]
                elif about == "treasure":
                    out += [PEEK[code, "treasure", s] for s in range(self.num_players) if self.slot_taken[s] < 0]
                else:
                    out += [PEEK[code, "dwarf", q] for q in range(self.num_players) if q != p]
            return out
        if code in ("trap", "troll"):
            tokens = TOKEN[code]
            return [tokens[e] for e in self.token_edges()]
        if code == "storm":
            pawned = set(self.pawns)
            for c in range(NCELLS):
                if self.is_path_cell(c) and c not in pawned:
                    out.append(STORM[c])
        return out

    def all_targets(self) -> list:
        """Every target action of every card in the active hand (cards in hand order)."""
        out = []
        for code in sorted(set(self.hands[self.active]), key=code_key):
            out += self.card_targets(code)
        return out

    # -- apply -----------------------------------------------------------------------------
    def apply(self, action) -> None:
        self.events = []
        phase = self.phase
        if phase == "act":
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
        elif phase == "target":
            if action == "back":
                self.chosen = None
                self.phase = "act"
                self.events.append(("back", self.active))
            else:
                self.chosen = None
                self._apply_act(action)
        elif phase == "discard":
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
        elif phase == "move":
            if action == "stop":
                self._collect()
            else:
                self._step(cell(action[1], action[2]))
        elif phase == "vote":
            self._vote(action == "yes")
        elif phase == "orient":
            self._orient(action[1])
        elif phase == "take":
            self._take(action[1])
        else:  # pragma: no cover
            raise IllegalAction("the game is over")

    def _finish_discard(self) -> None:
        picks = self.picks
        self.picks = ()
        self._apply_act(("discard",) + picks)

    def _discard_face_up(self, code: str) -> None:
        self.discard.append((code, -1))

    def _apply_act(self, action) -> None:
        """The card play (or the whole discard, or the proposal) ``action`` of the active seat,
        then its move."""
        p = self.active
        hand = self.hands[p]
        if action == "propose":
            self.proposed[p] = True
            self.votes = []
            self.phase = "vote"
            self.events.append(("propose", p))
            return
        verb = action[0]
        self.draw_n = 1
        self.phase = "act"
        if verb == "path":
            _, code, x, y, rot = action
            c = cell(x, y)
            hand.remove(code)
            self.board[c] = code
            self.rot[c] = rot
            self.mask[c] = shape_mask(parts(code)[0], rot)
            self.occ[c] = CARD
            self._grow_net(c)
        elif verb == "tool":
            c = cell(action[1], action[2])
            tool = TOOL_FOR[self.feature(c)]
            hand.remove(tool)
            self._discard_face_up(tool)
            self.cleared.append(c)
        elif verb == "info":
            _, code, about, target = action
            hand.remove(code)
            self._discard_face_up(code)
            if about == "mine":
                self._know(p, "MINE", self.tables["mine_cells"][target], self.mine_kind[target], "INFO_MINE")
            elif about == "treasure":
                tid = self.slot_ids[target]
                self._know(p, "TREASURE", tid, self.tables["treasures"][tid].value, "INFO_TREASURE")
            else:
                self._know(p, "ROLE", target, self.roles[target], "INFO_DWARF")
        elif verb in ("trap", "troll"):
            e = edge(cell(action[1], action[2]), cell(action[3], action[4]))
            hand.remove(verb)
            if verb == "trap":
                self._discard_face_up("trap")
                self.traps.append(e)
            else:
                self.trolls[p] = e
                self.troll_card[p] = True
        elif verb == "storm":
            c = cell(action[1], action[2])
            hand.remove("storm")
            self._discard_face_up("storm")
            self._discard_face_up(self.board[c])
            self.board[c] = None
            self.rot[c] = 0
            self.mask[c] = 0
            self.occ[c] = EMPTY
            self._net = None
            if c in self.cleared:
                self.cleared.remove(c)
            occ = self.occ
            for d in range(4):
                b = NEIGHBOURS[c][d]
                if b >= 0 and occ[b] != EMPTY:
                    continue  # the other cell still holds a card: tokens stay
                e = edge(c, b) if b >= 0 else None
                if e is None:
                    continue
                if e in self.traps:
                    self.traps.remove(e)
                for q in range(self.num_players):
                    if self.trolls[q] == e:
                        self.trolls[q] = None
                        if self.troll_card[q]:
                            self.troll_card[q] = False
                            self._discard_face_up("troll")
        elif verb == "discard":
            for code in action[1:]:
                hand.remove(code)
                self.discard.append((code, p))
            self.draw_n = len(action) - 1
        if verb == "discard":  # the cards stay secret: only their number is announced
            self.events.append(("discarded", p, len(action) - 1))
        else:
            self.events.append(("act", p, action_to_str(action)))
        if verb != "discard" and verb != "info":
            self._record(p, action)
        self._start_move()

    def _record(self, p: int, action) -> None:
        """The public conduct record (``conduct[p]`` = help blue, help yellow, harm blue,
        harm yellow): a play counts for the clan(s) of the other pawns nearest to its cell
        (Manhattan; an edge counts from its nearer cell). Paths (not obstacles), tools help;
        obstacles, storms, traps and trolls harm."""
        verb = action[0]
        if verb == "path":
            harm = parts(action[1])[1] in OBSTACLES
            cells = ((action[2], action[3]),)
        elif verb == "tool":
            harm = False
            cells = ((action[1], action[2]),)
        elif verb == "storm":
            harm = True
            cells = ((action[1], action[2]),)
        else:  # trap / troll
            harm = True
            cells = ((action[1], action[2]), (action[3], action[4]))
        best = 99
        hit = [False, False]  # blue, yellow
        clans, pawns = self.clans, self.pawns
        for q in range(self.num_players):
            if q == p:
                continue
            qx, qy = pawns[q] % W, pawns[q] // W
            d = min(abs(qx - x) + abs(qy - y) for x, y in cells)
            clan = 0 if clans[q] == BLUE else 1
            if d < best:
                best = d
                hit = [False, False]
                hit[clan] = True
            elif d == best:
                hit[clan] = True
        row = self.conduct[p]
        for clan in (0, 1):
            if hit[clan]:
                row[clan + (2 if harm else 0)] += 1

    def _start_move(self) -> None:
        p = self.active
        c = self.pawns[p]
        self.steps_left = CAMP_STEPS if self.feature(c) == CAMP else STEPS
        self.visited = [c]
        self.phase = "move"
        if not self.steps():
            self._collect()

    def _step(self, b: int) -> None:
        p = self.active
        a = self.pawns[p]
        e = edge(a, b)
        hand = self.hands[p]
        if e in self.traps and hand:
            card = hand.pop(self.rng.randrange(len(hand)))
            self.discard.append((card, p))
            self._know(p, "CARD", card, card, "TRAP_LOSS")
            self.events.append(("trap_loss", p, (p + 1) % self.num_players))
        self.pawns[p] = b
        self.visited.append(b)
        self.steps_left -= 1
        self.events.append(("step", p) + xy(b))
        if self.occ[b] == FACEDOWN:
            self._reveal(b, a)
            return
        if self.steps_left <= 0 or not self.steps():
            self._collect()

    def orient_options(self, b: int, a: int, kind: str) -> list:
        """§5.7 legal orientations (distinct edge sets) for mine ``kind`` at ``b`` reached from ``a``."""
        shape = self.tables["mine_shape"][kind]
        toward = NEIGHBOURS[b].index(a)
        occ, mask = self.occ, self.mask
        distinct = []
        for r in (0, 180):
            m = shape_mask(shape, r)
            if any(shape_mask(shape, r2) == m for r2 in distinct):
                continue
            distinct.append(r)
        full, open_ = [], []
        for r in distinct:
            m = shape_mask(shape, r)
            if not m & BIT[toward]:
                continue
            open_.append(r)
            ok = True
            for d in range(4):
                other = NEIGHBOURS[b][d]
                if other >= 0 and occ[other] == CARD and bool(m & BIT[d]) != bool(mask[other] & BIT[OPP[d]]):
                    ok = False
                    break
            if ok:
                full.append(r)
        return full or open_ or distinct

    def _reveal(self, b: int, a: int) -> None:
        i = self.mine_index(b)
        kind = self.mine_kind[i]
        self.mine_up[i] = True
        self.occ[b] = CARD
        self._net = None
        self.events.append(("reveal",) + xy(b) + (kind,))
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
        self.mask[b] = shape_mask(self.tables["mine_shape"][kind], r)
        self._net = None
        self.orient_opts = ()
        if kind == DRAGON:
            self.dragon = self.active
            self.events.append(("dragon", self.active))
        self._collect()

    def _collect(self) -> None:
        p = self.active
        c = self.pawns[p]
        i = self.mine_index(c)
        if i >= 0 and self.mine_up[i] and self.mine_kind[i] in TREASURE_TYPES:
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
            self._know(p, "TREASURE", tid, self.tables["treasures"][tid].value, "OWN_TREASURE")
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
                self._discard_face_up("troll")
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

    def _know(self, observer: int, kind: str, subject, value, source: str) -> None:
        """Seat ``observer`` learns ``value`` of ``subject`` (a ``kind``: "CARD", "ROLE",
        "MINE", "TREASURE") by ``source``: a ledger entry (observer, kind, subject, value,
        source, round, turn)."""
        self.ledger.append((observer, kind, subject, value, source, self.round, self.turn))

    # -- rounds ----------------------------------------------------------------------------
    def _end_round(self) -> None:
        n = self.num_players
        table = self.tables
        held = [[table["treasures"][self.slot_ids[s]].value for s in self.collected[p]] for p in range(n)]
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
        if self.round >= ROUNDS:
            self.phase = "over"
            self.votes = []
            return
        self.round += 1
        self._setup_round((self.active + 1) % n)

    def _setup_round(self, first: int) -> None:
        n = self.num_players
        table = self.tables
        rng = self.rng
        self.first = first
        self.active = first
        self.turn = 1
        self.board = [None] * NCELLS
        self.rot = [0] * NCELLS
        self.mask = [0] * NCELLS
        self.occ = [EMPTY] * NCELLS
        for clan, c in table["start_cells"].items():
            self.board[c] = "start_" + clan
            self.mask[c] = SHAPES[table["start_shape"][clan]]
            self.occ[c] = CARD
        mines = list(table["mines"])
        rng.shuffle(mines)  # C1
        self.mine_kind = mines
        self.mine_up = [False] * 4
        for c in table["mine_cells"]:
            self.board[c] = "mine"
            self.occ[c] = FACEDOWN
        treasures = sorted(table["treasures"])
        rng.shuffle(treasures)  # C2
        self.slot_ids = tuple(treasures[:n])
        self.aside = tuple(treasures[n:])
        self.slot_types = tuple(table["treasures"][t].kind for t in self.slot_ids)
        self.slot_taken = [-1] * n
        dwarves = list(dwarf_cards(n))
        rng.shuffle(dwarves)  # C3
        self.clans = [dwarf.clan for dwarf in dwarves[:n]]
        self.roles = [dwarf.role for dwarf in dwarves[:n]]
        self.unused_dwarves = tuple(dwarves[n:])
        self.pawns = [table["start_cells"][c] for c in self.clans]
        deck = list(table["deck"])
        rng.shuffle(deck)  # C4
        self.removed = tuple(deck[:REMOVED_UNSEEN])
        size = HAND_SIZE[n]
        rest = deck[REMOVED_UNSEEN:]
        self.hands = [sorted(rest[p * size:(p + 1) * size]) for p in range(n)]
        self.pile = rest[n * size:]
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


    # -- results ----------------------------------------------------------------------------
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
        table = self.tables
        current = self.current_player()
        me = player
        this_round = self.round
        known_roles = [None] * n
        mine_known = [self.mine_kind[i] if self.mine_up[i] else None for i in range(4)]
        slot_known = [None] * n
        slot_of = {tid: s for s, tid in enumerate(self.slot_ids)}
        known = []
        for (observer, kind, subject, value, source, round_, turn) in self.ledger:
            if observer != me:
                continue
            if kind == "TREASURE":
                if round_ != this_round or self.phase == "over":
                    continue
                s = slot_of[subject]
                slot_known[s] = value
                known.append((kind, s, value, source, round_, turn))
                continue
            if kind == "CARD" and source == "OWN_DRAW":
                continue  # the hand shows these
            known.append((kind, subject, value, source, round_, turn))
            if round_ == this_round and self.phase != "over":
                if kind == "ROLE":
                    known_roles[subject] = value
                elif kind == "MINE":
                    mine_known[table["mine_cells"].index(subject)] = value
        return LostMinesView(
            player=me, current_player=current, num_players=n, round=this_round, phase=self.phase,
            active=self.active, first=self.first, turn=self.turn,
            early_end=self.early_end, score_floor=self.score_floor, holder_sees=self.holder_sees,
            data_set=self.data_set,
            totals=tuple(self.totals), clans=tuple(self.clans), roles_known=tuple(known_roles),
            hand=tuple(self.hands[me]), hand_counts=tuple(len(h) for h in self.hands),
            pile_count=len(self.pile), removed_count=len(self.removed), discard_count=len(self.discard),
            discard_known=tuple(c for c, seat in self.discard if seat < 0 or seat == me),
            board=tuple(("mine_" + self.mine_kind[i]) if (i := self.mine_index(c)) >= 0 and self.mine_up[i]
                        else b for c, b in enumerate(self.board)),
            rot=tuple(self.rot), cleared=tuple(self.cleared), traps=tuple(self.traps),
            trolls=tuple(self.trolls), troll_card=tuple(self.troll_card),
            mine_cells=tuple(table["mine_cells"]), start_cells=(table["start_cells"][BLUE], table["start_cells"][YELLOW]),
            mine_up=tuple(self.mine_up), mine_known=tuple(mine_known), pawns=tuple(self.pawns),
            slot_types=self.slot_types, slot_taken=tuple(self.slot_taken), slot_known=tuple(slot_known),
            collected=tuple(tuple(c) for c in self.collected), dragon=self.dragon,
            proposed=tuple(self.proposed), votes=tuple(self.votes), steps_left=self.steps_left,
            visited=tuple(self.visited), orient_opts=tuple(self.orient_opts), take_opts=tuple(self.take_opts),
            draw_n=self.draw_n, known=tuple(known), history=json_tuples(list(self.history)), events=json_tuples(self.events),
            chosen=self.chosen if me == self.active else None,
            conduct=tuple(tuple(c) for c in self.conduct),
            picks=self.picks if me == self.active else (),
            card_targets=self._card_targets_view() if current == player and self.phase in ("act", "target") else (),
            legal=self.legal_actions() if current == player else (),
        )

    def _card_targets_view(self) -> tuple:
        return tuple((code, tuple(self.card_targets(code)))
                     for code in sorted(set(self.hands[self.active]), key=code_key))

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

    # -- a state from a view (the AI's determinization) ---------------------------------------
    @classmethod
    def from_view(cls, view: LostMinesView, unseen: Unseen) -> "LostMinesState":
        """A state that agrees with ``view``, the hidden places filled from ``unseen`` (an
        :class:`Unseen` of what :func:`unseen_cards` lists, each kind in the order the AI
        dealt it):

        * ``cards``: the other seats' hands, seat by seat (each sorted), then the pile (drawn
          from its end), then the removed cards, and the rest are the discards the viewer
          did not see (put down, for the record, by the seat after it);
        * ``dwarves``: dealt by clan (a seat's clan is public): each seat whose role the viewer
          does not know, seat by seat, gets the next card of its clan; the rest are out of the
          round;
        * ``mines``: the kinds of the mines the viewer does not know, mine by mine;
        * ``treasures``: dealt by type (a slot's type is public): each slot whose value the
          viewer does not know, slot by slot, gets the next card of its type; the rest are set
          aside.

        In phase ``target`` of another seat, whose chosen card the view hides, the chosen card
        is the first card of its hand with a target (an AI may draw another).

        Each seat knows its own role (the ledger); the viewer knows what its view shows. The
        rng is a placeholder (the AI reseeds it). ValueError when ``unseen`` does not fit."""
        me, n = view.player, view.num_players
        table = tables(view.data_set)
        cards = unseen.cards
        dealt = sum(view.hand_counts[p] for p in range(n) if p != me) + view.pile_count + view.removed_count
        if len(cards) != dealt + view.discard_count - len(view.discard_known):
            raise ValueError(f"{len(cards)} unseen cards for {dealt} hidden in hands, the pile and the removed "
                             f"cards and {view.discard_count - len(view.discard_known)} unseen discards")
        s = object.__new__(cls)
        for name in cls.CODEC.kinds["transient"]:
            setattr(s, name, None)
        s.num_players = n
        s.first_mode, s.first_seat = "RANDOM", 1
        s.early_end, s.score_floor, s.holder_sees, s.data_set = view.early_end, view.score_floor, view.holder_sees, view.data_set
        s.rng = Rng(0)
        s.round, s.phase, s.active, s.first, s.turn = view.round, view.phase, view.active, view.first, view.turn
        s.totals = list(view.totals)
        s.clans = list(view.clans)
        s.board, s.mask, s.occ = board_from_view(view)
        s.rot = list(view.rot)
        s.cleared, s.traps = list(view.cleared), list(view.traps)
        s.trolls, s.troll_card = list(view.trolls), list(view.troll_card)
        s.pawns = list(view.pawns)
        s.slot_types, s.slot_taken = tuple(view.slot_types), list(view.slot_taken)
        s.collected = [list(c) for c in view.collected]
        s.dragon = view.dragon
        s.proposed, s.votes = list(view.proposed), list(view.votes)
        s.steps_left, s.visited, s.draw_n = view.steps_left, list(view.visited), view.draw_n
        s.orient_opts, s.take_opts = tuple(view.orient_opts), tuple(view.take_opts)
        s.history = tuple(view.history)
        s.events = list(view.events)
        s.chosen = view.chosen
        s.picks = tuple(view.picks)
        s.conduct = [list(c) for c in view.conduct]
        # deck cards
        at = 0
        hands = []
        for p in range(n):
            if p == me:
                hands.append(list(view.hand))
            else:
                count = view.hand_counts[p]
                hands.append(sorted(cards[at:at + count]))
                at += count
        s.hands = hands
        s.pile = list(cards[at:at + view.pile_count])
        at += view.pile_count
        s.removed = tuple(cards[at:at + view.removed_count])
        at += view.removed_count
        s.discard = [(c, -1) for c in view.discard_known] + [(c, (me + 1) % n) for c in cards[at:]]
        # dwarf cards
        roles = list(view.roles_known)
        hidden = [p for p in range(n) if roles[p] is None]
        if len(unseen.dwarves) != len(dwarf_cards(n)) - (n - len(hidden)):
            raise ValueError(f"{len(unseen.dwarves)} unseen dwarf cards for {len(hidden)} hidden roles")
        dwarves = list(unseen.dwarves)
        for p in hidden:
            clan = view.clans[p]
            for i, dwarf in enumerate(dwarves):
                if dwarf[0] == clan:
                    roles[p] = dwarves.pop(i)[1]
                    break
            else:
                raise ValueError(f"no dwarf card of clan {clan} left for seat {p}")
        s.roles = roles
        s.unused_dwarves = tuple(dwarves)
        # mine cards
        if len(unseen.mines) != view.mine_known.count(None):
            raise ValueError(f"{len(unseen.mines)} unseen mines for {view.mine_known.count(None)} unknown ones")
        mines = iter(unseen.mines)
        s.mine_kind = [kind if kind is not None else next(mines) for kind in view.mine_known]
        s.mine_up = list(view.mine_up)
        # treasure cards
        slot_ids = _known_treasures(view, table)
        if len(unseen.treasures) != len(table["treasures"]) - n + slot_ids.count(None):
            raise ValueError(f"{len(unseen.treasures)} unseen treasures for {slot_ids.count(None)} unknown slots")
        treasures = list(unseen.treasures)
        treasure_cards = table["treasures"]
        for slot, tid in enumerate(slot_ids):
            if tid is None:
                kind = view.slot_types[slot]
                for i, tid in enumerate(treasures):
                    if treasure_cards[tid].kind == kind:
                        slot_ids[slot] = treasures.pop(i)
                        break
                else:
                    raise ValueError(f"no {kind} treasure left for slot {slot}")
        s.slot_ids = tuple(slot_ids)
        s.aside = tuple(treasures)
        # what each seat knows: the viewer what its view shows, everyone else its own role
        ledger = []
        for (kind, subject, value, source, round_, turn) in view.known:
            if kind == "TREASURE":
                subject = slot_ids[subject]
            ledger.append((me, kind, subject, value, source, round_, turn))
        for p in range(n):
            if p != me:
                ledger.append((p, "ROLE", p, roles[p], "OWN_ROLE", view.round, 0))
        s.ledger = ledger
        if s.phase == "target" and s.chosen is None:  # another seat's card, hidden
            hand = hands[s.active]
            s.chosen = next((c for c in hand if s.has_target(c)), hand[0])
        return s

    # -- text ------------------------------------------------------------------------------
    def action_to_str(self, action) -> str:
        return action_to_str(action)

    def str_to_action(self, text_: str):
        return str_to_action(text_)

    def describe_action(self, action, lang: str) -> str:
        if action == "discard" and self.phase == "act" and \
                not any(isinstance(a, tuple) and a[0] == "card" for a in self.legal_actions()):
            return i18n.tr(NS, "act.discard_forced", lang)  # the reason, when the table knows it
        return describe(action, lang, self.slot_types)

    def prompt(self, lang: str) -> str:
        phase = self.phase
        if phase == "move":
            return i18n.tr(NS, "prompt.move", lang, n=self.steps_left)
        if phase == "target":
            return i18n.tr(NS, "prompt.target", lang, card=card_name(self.chosen, lang))
        if phase == "discard":
            return i18n.tr(NS, "prompt.discard2" if self.picks else "prompt.discard", lang)
        return i18n.tr(NS, "prompt." + phase, lang)


# -- text helpers ---------------------------------------------------------------------------

def card_name(code: str, lang: str) -> str:
    card = parts(code)
    if card is None:
        return i18n.tr(NS, "card." + code, lang)
    shape = i18n.tr(NS, "shape." + card[0], lang)
    if card[1] == PLAIN:
        return shape
    return i18n.tr(NS, "card.path", lang, shape=shape, feature=i18n.tr(NS, "feature." + card[1], lang))


def describe(a, lang: str, slot_types=()) -> str:
    tr = i18n.tr
    if isinstance(a, str):
        return tr(NS, "act." + a, lang)
    k = a[0]
    if k == "card":
        return tr(NS, "act.card", lang)
    if k == "path":  # cells as the board's frame names them, never raw coordinates
        return tr(NS, "act.path", lang, card=places.laid_name(a[1], a[4], lang), place=places.place(a[2], a[3], lang))
    if k in ("tool", "storm", "step"):
        return tr(NS, "act." + k, lang, place=places.place(a[1], a[2], lang))
    if k in ("trap", "troll"):
        return tr(NS, "act." + k, lang, place=places.edge_place(*a[1:5], lang))
    if k == "info":
        if a[2] == "mine":
            tgt = tr(NS, "target.mine", lang, n=a[3] + 1)
        elif a[2] == "treasure":
            t = slot_types[a[3]] if a[3] < len(slot_types) else ""
            tgt = tr(NS, "target.treasure", lang, n=a[3] + 1, type=tr(NS, "treasure." + t, lang) if t else "")
        else:
            tgt = tr(NS, "target.dwarf", lang, name=i18n.seat_ref(a[3]))
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
    state_class = LostMinesState
    view_class = LostMinesView
    accents = ACCENTS
    min_players = 3
    max_players = 9
    minutes = (30, 60)
    options = (
        Option("firstPlayer", "RANDOM", "choice", choices=("RANDOM", "CHOSEN")),
        Option("firstSeat", 1, "int", lo=1, hi=9, seats=True, when=("firstPlayer", ("CHOSEN",))),
        Option("earlyEndByAgreement", False, "bool"),
        Option("scoreFloor", "ZERO", "choice", choices=("ZERO", "NONE")),
        Option("holderSeesOwnTreasure", True, "bool"),
        Option("dataSet", DEFAULT_BUNDLE, "choice", choices=tuple(BUNDLES), reconstructed=(DEFAULT_BUNDLE,)),
    )
    ai_module = "tabletop.games.lost_mines.ai"

    def validate(self, setup: Setup) -> Setup:
        s = super().validate(setup)  # firstSeat counts seats: the contract keeps it at the table
        if s.options["dataSet"] not in BUNDLES:
            raise SetupError(f"unknown data set {s.options['dataSet']!r}")
        return s

    def new_state(self, setup: Setup) -> LostMinesState:
        o = setup.options
        s = object.__new__(LostMinesState)
        s._net = None
        s.num_players = setup.players
        s.first_mode = o.get("firstPlayer", "RANDOM")
        s.first_seat = o.get("firstSeat", 1)
        s.early_end = o.get("earlyEndByAgreement", False)
        s.score_floor = o.get("scoreFloor", "ZERO")
        s.holder_sees = o.get("holderSeesOwnTreasure", True)
        s.data_set = o.get("dataSet", DEFAULT_BUNDLE)
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

    def title(self, lang: str) -> str:
        return i18n.tr(NS, "title", lang)

    def rules_summary(self, lang: str) -> list[RulesSection]:
        return [RulesSection(i18n.tr(NS, f"rules.{k}.title", lang), i18n.tr(NS, f"rules.{k}.body", lang),
                             rec is not None and rec in RECONSTRUCTED)
                for k, rec in _RULES]


GAME = LostMinesSpec()
LostMinesState.spec = GAME
