"""AI hooks of Saboteur: The Lost Mines.

* ``determinize`` deals the unseen deck cards into the other hands, the pile, the 10
  removed cards and the discards nobody showed the viewer; samples the roles the viewer
  has not seen (per clan, from that clan's dwarf cards); the face-down mines it has not
  peeked; and the treasure values it does not know (respecting peeks and own holdings).
* ``heuristic_action``: race the own pawn to the mines along a distance field (a path
  card costs about a turn), lay the card that shortens the route of friends most and of
  likely enemies least, clear obstacles on the way, peek unknown mines (and avoid a known
  dragon), put trolls, traps and storms in the way of likely enemies near a mine, take the
  best known treasure. Friends come from the own role and the roles seen with info cards.
* ``rollout_action``: cheap version (eastward paths, greedy steps) and ``evaluate``: a
  smooth rank of (points + this round's expected shares + pawn progress).
"""

from __future__ import annotations

import heapq
import math
from collections import Counter

from tabletop.engine.contract import AIHooks
from tabletop.engine.rng import Rng

from . import data as D
from . import rules as R
from .rules import CARD, EMPTY, FACEDOWN, NB, LostMinesState, LostMinesView, parts, shape_mask

BIT, OPP = D.BIT, D.OPP
INF = 10 ** 6
CARD_COST = 3   # an empty cell needs a path card: about one turn of 3 steps
TOOL_COST = 6


# -- determinization ---------------------------------------------------------------------------

def _board_from_view(v: LostMinesView):
    n_cells = len(v.board)
    board = [None] * n_cells
    mask = [0] * n_cells
    occ = [EMPTY] * n_cells
    T = D.BUNDLES[v.data_set]
    for c, b in enumerate(v.board):
        if b is None:
            continue
        if b == "mine":
            board[c] = "mine"
            occ[c] = FACEDOWN
            continue
        occ[c] = CARD
        if b.startswith("mine_"):
            board[c] = "mine"
            mask[c] = shape_mask(T["mine_shape"][b[5:]], v.rot[c])
        elif b.startswith("start_"):
            board[c] = b
            mask[c] = shape_mask(T["start_shape"][b[6:]], v.rot[c])
        else:
            board[c] = b
            mask[c] = shape_mask(parts(b)[0], v.rot[c])
    return board, mask, occ


def determinize(v: LostMinesView, rng: Rng) -> LostMinesState:
    me, n = v.player, v.num_players
    T = D.BUNDLES[v.data_set]
    s = LostMinesState.__new__(LostMinesState)
    s.num_players = n
    s.first_mode, s.first_seat = "RANDOM", 1
    s.early_end, s.score_floor, s.holder_sees, s.data_set = v.early_end, v.score_floor, v.holder_sees, v.data_set
    s.rng = Rng(rng.next64())
    s.round, s.phase, s.active, s.first, s.turn = v.round, v.phase, v.active, v.first, v.turn
    s.totals = list(v.totals)
    s.clans = list(v.clans)
    board, mask, occ = _board_from_view(v)
    s.board, s.mask, s.occ, s.rot = board, mask, occ, list(v.rot)
    s.cleared, s.traps = list(v.cleared), list(v.traps)
    s.trolls, s.troll_card = list(v.trolls), list(v.troll_card)
    s.pawns = list(v.pawns)
    s.slot_types, s.slot_taken = tuple(v.slot_types), list(v.slot_taken)
    s.collected = [list(c) for c in v.collected]
    s.dragon = v.dragon
    s.proposed, s.votes = list(v.proposed), list(v.votes)
    s.steps_left, s.visited, s.draw_n = v.steps_left, list(v.visited), v.draw_n
    s.orient_opts, s.take_opts = tuple(v.orient_opts), tuple(v.take_opts)
    s.history = tuple(v.history)
    s.events = list(v.events)
    s.chosen = v.chosen
    s.conduct = [list(c) for c in v.conduct]
    s._net = None

    # deck cards
    unseen = Counter(T["deck"])
    unseen.subtract(v.hand)
    unseen.subtract(v.discard_known)
    unseen.subtract(b for b in v.board if b is not None and parts(b) is not None)
    unseen["troll"] -= sum(v.troll_card)
    pool = list(unseen.elements())
    rng.shuffle(pool)
    k = 0
    hands = []
    for p in range(n):
        if p == me:
            hands.append(list(v.hand))
        else:
            c = v.hand_counts[p]
            hands.append(sorted(pool[k:k + c]))
            k += c
    s.hands = hands
    if s.phase == "target" and s.chosen is None:  # another seat's pick: one of its cards with a target
        h = hands[s.active]
        opts = [c for c in h if s.has_target(c)] or h
        s.chosen = opts[rng.randrange(len(opts))]
    s.pile = pool[k:k + v.pile_count]
    k += v.pile_count
    s.removed = tuple(pool[k:k + v.removed_count])
    k += v.removed_count
    s.discard = [(c, -1) for c in v.discard_known] + [(c, (me + 1) % n) for c in pool[k:]]

    # roles: per clan, the dwarf cards not pinned by the viewer's knowledge
    roles = list(v.roles_known)
    cards = Counter(D.dwarf_cards(n))
    for p in range(n):
        if roles[p] is not None:
            cards[(v.clans[p], roles[p])] -= 1
    unused = []
    for clan in D.CLANS:
        left = [r for (c, r), k2 in cards.items() if c == clan for _ in range(k2)]
        rng.shuffle(left)
        seats = [p for p in range(n) if v.clans[p] == clan and roles[p] is None]
        for i, p in enumerate(seats):
            roles[p] = left[i]
        unused += [(clan, r) for r in left[len(seats):]]
    s.roles = roles
    s.unused_dwarves = tuple(unused)

    # mines
    kinds = list(T["mines"])
    for i in range(4):
        if v.mine_known[i] is not None:
            kinds.remove(v.mine_known[i])
    rng.shuffle(kinds)
    mk = []
    for i in range(4):
        mk.append(v.mine_known[i] if v.mine_known[i] is not None else kinds.pop())
    s.mine_kind = mk
    s.mine_up = list(v.mine_up)

    # treasures: ids consistent with the known values
    by_type = {}
    for tid in sorted(T["treasures"]):
        by_type.setdefault(T["treasures"][tid][0], []).append(tid)
    for lst in by_type.values():
        rng.shuffle(lst)
    ids = [None] * n
    for sl in range(n):
        val = v.slot_known[sl]
        if val is not None:
            lst = by_type[v.slot_types[sl]]
            for j, tid in enumerate(lst):
                if T["treasures"][tid][1] == val:
                    ids[sl] = lst.pop(j)
                    break
    for sl in range(n):
        if ids[sl] is None:
            ids[sl] = by_type[v.slot_types[sl]].pop()
    s.slot_ids = tuple(ids)
    s.aside = tuple(t for lst in by_type.values() for t in lst)

    # the viewer's own knowledge (as the view shows it), plus everyone's own role
    ledger = []
    for (kind, subj, val, src, r, t) in v.known:
        if kind == "TREASURE":
            subj = ids[subj]
        ledger.append((me, kind, subj, val, src, r, t))
    for p in range(n):
        if p != me:
            ledger.append((p, "ROLE", p, roles[p], "OWN_ROLE", v.round, 0))
    s.ledger = ledger
    return s


# -- distance field ---------------------------------------------------------------------------------

def _targets(board, occ, mine_cells, mine_up, mine_view, slot_types, slot_taken, avoid_dragon=True):
    """Mine cells worth walking to: face-down mines (not known dragons), face-up treasure
    mines whose type is still in a slot. ``mine_view[i]``: the kind if known else None."""
    left = {slot_types[s] for s in range(len(slot_types)) if slot_taken[s] < 0}
    out = []
    for i, c in enumerate(mine_cells):
        k = mine_view[i]
        if not mine_up[i]:
            if k == D.DRAGON and avoid_dragon:
                continue
            if k is not None and k not in left:
                continue
            out.append(c)
        elif k in left:
            out.append(c)
    return out


def distance_field(s, targets, blocked_pawns=()):
    """dist[c] = estimated cost (steps + CARD_COST per missing card) from c to a target."""
    occ, mask, board = s.occ, s.mask, s.board
    dist = [INF] * len(occ)
    heap = []
    for t in targets:
        dist[t] = 0
        heap.append((0, t))
    heapq.heapify(heap)
    troll_edges = {e for e in s.trolls if e is not None}
    cleared = s.cleared
    while heap:
        d, b = heapq.heappop(heap)
        if d > dist[b]:
            continue
        ob = occ[b]
        # cost of entering b
        if ob == EMPTY:
            enter = 1 + CARD_COST
        elif ob == FACEDOWN:
            enter = 1
        else:
            code = board[b]
            pp = parts(code) if code is not None and code != "mine" else None
            enter = 1
            if pp is not None and pp[1] in D.OBSTACLES and b not in cleared:
                enter = 1 + TOOL_COST
            elif b in blocked_pawns:
                enter = 3
        nd = d + enter
        mb = mask[b]
        for dd in range(4):
            a = NB[b][dd]  # a moves into b through direction OPP[dd]
            if a < 0 or nd >= dist[a]:
                continue
            oa = occ[a]
            if oa == FACEDOWN:
                continue
            if oa == CARD and not mask[a] & BIT[OPP[dd]]:
                continue
            if ob == CARD and not mb & BIT[dd]:
                continue
            if oa == CARD and ob == CARD and troll_edges and ((a, b) in troll_edges or (b, a) in troll_edges):
                nd2 = nd + 3
            else:
                nd2 = nd
            if nd2 < dist[a]:
                dist[a] = nd2
                heapq.heappush(heap, (nd2, a))
    return dist


# -- beliefs ---------------------------------------------------------------------------------------

def friend_weights(n, me, clans, roles_known):
    """How much seat ``me`` gains when seat p collects 1 point (own seat 1.0)."""
    my_role = roles_known[me]
    my_clan = clans[me]
    w = [0.0] * n
    for p in range(n):
        if p == me:
            w[p] = 1.0
            continue
        if my_role == D.SELFISH:
            w[p] = -0.35
            continue
        # which pool p feeds: (clan pool p contributes to, or None for selfish)
        r = roles_known[p]
        my_pool = my_clan if my_role == D.LOYAL else _other(my_clan)
        if r is None:
            same = clans[p] == my_pool
            w[p] = 0.45 if same else -0.45
        elif r == D.SELFISH:
            w[p] = -0.35
        else:
            feeds = clans[p] if r == D.LOYAL else _other(clans[p])
            w[p] = 0.7 if feeds == my_pool else -0.6
    return w


def _other(clan):
    return D.YELLOW if clan == D.BLUE else D.BLUE


# -- the heuristic -----------------------------------------------------------------------------------

class LostMinesHooks(AIHooks):
    rollout_depth = 40

    def determinize(self, view, rng):
        return determinize(view, rng)

    # ---- heuristic ----
    def heuristic_action(self, view, rng):
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        ph = view.phase
        if ph == "vote":
            return "yes" if view.pile_count == 0 else "no"
        if ph == "orient":
            return legal[0]
        if ph == "take":
            best = None
            for a in legal:
                val = view.slot_known[a[1]]
                score = val if val is not None else _mean_value(view, view.slot_types[a[1]])
                if best is None or score > best[0]:
                    best = (score, a)
            return best[1]
        s = determinize_public(view)
        if ph == "move":
            return self._move(view, s, legal)
        if ph == "target":
            cands = [a for a in legal if a != "back"]
            a = self._act(view, s, cands, rng)
            return a if a is not None else cands[0]
        cands = [a for _, acts in view.card_targets for a in acts] + [
            a for a in legal if isinstance(a, tuple) and a[0] == "discard"]
        a = self._act(view, s, cands, rng)
        if a is None:
            return self._discard(view, legal)
        return ("card", _card_of(a, view)) if a[0] != "discard" else a

    def _targets_for(self, view, s):
        mine_view = list(view.mine_known)
        return _targets(s.board, s.occ, view.mine_cells, view.mine_up, mine_view, view.slot_types, view.slot_taken)

    def _move(self, view, s, legal):
        me = view.player
        pawn = view.pawns[me]
        i = view.mine_cells.index(pawn) if pawn in view.mine_cells else -1
        if i >= 0 and view.mine_up[i] and any(
                view.slot_types[k] == view.mine_known[i] and view.slot_taken[k] < 0 for k in range(view.num_players)):
            return "stop"
        targets = self._targets_for(view, s)
        dist = distance_field(s, targets)
        best, best_d = "stop", dist[pawn]
        for a in legal:
            if a == "stop":
                continue
            c = D.cell(a[1], a[2])
            d = dist[c]
            if c in view.mine_cells:
                k = view.mine_known[view.mine_cells.index(c)]
                if k == D.DRAGON:
                    continue
                d = -1
            if d < best_d:
                best, best_d = a, d
        return best

    def _act(self, view, s, legal, rng):
        me, n = view.player, view.num_players
        targets = self._targets_for(view, s)
        w = friend_weights(n, me, view.clans, view.roles_known)
        base = distance_field(s, targets)
        pawns = view.pawns

        def gain(field):
            tot = 0.0
            for p in range(n):
                d0, d1 = min(base[pawns[p]], 60), min(field[pawns[p]], 60)
                tot += w[p] * (d0 - d1) * (1.0 if p == me else 0.6)
            return tot

        best, best_v = None, 0.2
        paths = [a for a in legal if a[0] == "path"]
        # only evaluate placements near someone's route to save time
        for a in paths:
            c = D.cell(a[2], a[3])
            if base[c] >= INF:
                continue
            t = _clone_public(s)
            t.board[c] = a[1]
            t.mask[c] = shape_mask(parts(a[1])[0], a[4])
            t.occ[c] = CARD
            v = gain(distance_field(t, targets))
            f = parts(a[1])[1]
            if f == D.CAMP:
                v += 0.3
            elif f == D.ROCK:
                v -= 0.1
            elif f in D.OBSTACLES:
                v -= 0.5
            v += rng.random() * 0.01
            if v > best_v:
                best, best_v = a, v
        for a in legal:
            k = a[0] if isinstance(a, tuple) else a
            if k == "tool":
                t = _clone_public(s)
                t.cleared.append(D.cell(a[1], a[2]))
                v = gain(distance_field(t, targets)) + 0.1
            elif k == "storm":
                c = D.cell(a[1], a[2])
                t = _clone_public(s)
                t.board[c], t.mask[c], t.occ[c] = None, 0, EMPTY
                v = gain(distance_field(t, targets)) - 0.3
            elif k in ("troll", "trap"):
                v = self._token_value(view, s, a, base, targets, w)
            elif k == "info":
                v = self._info_value(view, a, base)
            else:
                continue
            if v > best_v:
                best, best_v = a, v
        if best is not None:
            return best
        return None

    def _token_value(self, view, s, a, base, targets, w):
        me, n = view.player, view.num_players
        c1, c2 = D.cell(a[1], a[2]), D.cell(a[3], a[4])
        v = 0.0
        for p in range(n):
            if p == me or w[p] >= 0:
                continue
            pc = view.pawns[p]
            if pc not in (c1, c2):
                continue
            other = c2 if pc == c1 else c1
            if base[other] < base[pc] and base[pc] <= 12:
                v += -w[p] * (2.0 if a[0] == "troll" else 1.0) * (1.0 + (12 - base[pc]) / 6)
        for p in range(n):
            if w[p] > 0 and view.pawns[p] in (c1, c2):
                v -= 1.5 * w[p]
        return v - 0.4

    def _info_value(self, view, a, base):
        me = view.player
        opt, t = a[2], a[3]
        if opt == "mine":
            if view.mine_known[t] is not None:
                return -1
            c = view.mine_cells[t]
            d = base[view.pawns[me]]
            return 1.2 if d < 25 else 0.4
        if opt == "treasure":
            return -1 if view.slot_known[t] is not None else 0.15
        if view.roles_known[t] is not None:
            return -1
        return 0.3

    def _discard(self, view, legal):
        hand = list(view.hand)
        useless = {"axe": D.TREE, "boat": D.POND, "rope": D.HOLE}
        obstacle_kinds = {parts(b)[1] for b in view.board if b and parts(b) and parts(b)[1] in D.OBSTACLES}

        def worth(code):
            pp = parts(code)
            if pp is None:
                if code in useless:
                    return 1 if useless[code] in obstacle_kinds else 0
                return {"info_md": 3, "info_mt": 3, "info_td": 2, "trap": 2, "troll": 3, "storm": 2}.get(code, 1)
            shape, f = pp
            base = bin(D.SHAPES[shape]).count("1") + (1 if D.SHAPES[shape] & 10 == 10 else 0)
            return base + {D.CAMP: 1, D.ROCK: -1}.get(f, -2 if f in D.OBSTACLES else 0)

        ranked = sorted(hand, key=worth)
        if len(ranked) >= 2 and worth(ranked[1]) <= 1 and view.pile_count > 0:
            a = ("discard",) + tuple(sorted(ranked[:2], key=R._code_key))
            if a in legal:
                return a
        a = ("discard", ranked[0])
        return a if a in legal else next(x for x in legal if isinstance(x, tuple) and x[0] == "discard")

    # ---- rollouts ----
    def rollout_action(self, state, rng):
        legal = state.legal_actions()
        ph = state.phase
        if len(legal) == 1:
            return legal[0]
        if ph == "move":
            p = state.active
            pawn = state.pawns[p]
            i = state.mine_index(pawn)
            if i >= 0 and state.mine_up[i] and any(
                    state.slot_types[k] == state.mine_kind[i] and state.slot_taken[k] < 0
                    for k in range(state.num_players)):
                return "stop"
            if rng.random() < 0.85:
                best, bd = "stop", _mdist(pawn)
                for a in legal:
                    if a != "stop":
                        d = _mdist(D.cell(a[1], a[2]))
                        if d < bd:
                            best, bd = a, d
                return best
            return rng.choice(legal)
        if ph == "act":
            r = rng.random()
            if r < 0.6:
                paths = [a for a in legal if a[0] == "path"]
                if paths:
                    best = max(a[2] for a in paths)
                    return rng.choice([a for a in paths if a[2] >= best - 1])
            legal = [a for a in legal if a != "propose"]
            return rng.choice(legal)
        if ph == "vote":
            return "no"
        return rng.choice(legal)

    def evaluate(self, state):
        n = state.num_players
        T = state.T
        held = [[T["treasures"][state.slot_ids[s]][1] for s in state.collected[p]] for p in range(n)]
        # expected value of this round's remaining treasure for pawns near a mine
        left = [s for s in range(n) if state.slot_taken[s] < 0]
        if left:
            mean_left = sum(T["treasures"][state.slot_ids[s]][1] for s in left) / len(left)
            for p in range(n):
                d = _mdist(state.pawns[p])
                if d < 10:
                    held[p] = held[p] + [mean_left * (10 - d) / 14.0]
        est = _float_scores(state.clans, state.roles, held, state.dragon, state.totals)
        out = []
        for i in range(n):
            v = 0.0
            for j in range(n):
                if j != i:
                    v += 1.0 / (1.0 + math.exp(-(est[i] - est[j]) / 2.0))
            out.append(v / (n - 1))
        return out


def _card_of(a, view):
    """The hand card a target action plays."""
    k = a[0]
    if k in ("path", "info"):
        return a[1]
    if k == "tool":
        return D.TOOL_FOR[parts(view.board[D.cell(a[1], a[2])])[1]]
    return k


_MINE_XY = [(10, 0), (10, 2), (10, 4), (10, 6)]


def _mdist(c):
    x, y = c % D.W, c // D.W
    return min(abs(10 - x) + abs(my - y) for _, my in _MINE_XY)


def _float_scores(clans, roles, held, dragon, totals):
    n = len(clans)
    est = [float(t) for t in totals]
    for k in D.CLANS:
        other = _other(k)
        m = [p for p in range(n) if (roles[p] == D.LOYAL and clans[p] == k) or (roles[p] == D.SABOTEUR and clans[p] == other)]
        if m:
            share = sum(sum(held[p]) for p in m) / len(m)
            for p in m:
                est[p] += share
    for p in range(n):
        if roles[p] == D.SELFISH:
            est[p] += sum(held[p])
    if dragon >= 0:
        est[dragon] -= 2
    return est


def _mean_value(view, kind):
    vals = D.TREASURES_V1.get(kind, (0,))
    return sum(vals) / len(vals)


def determinize_public(view):
    """A state holding only the public board (for distance fields in the heuristic)."""
    s = LostMinesState.__new__(LostMinesState)
    board, mask, occ = _board_from_view(view)
    s.board, s.mask, s.occ = board, mask, occ
    s.cleared = list(view.cleared)
    s.trolls = list(view.trolls)
    s.data_set = view.data_set
    return s


def _clone_public(self):
    s = LostMinesState.__new__(LostMinesState)
    s.board, s.mask, s.occ = self.board[:], self.mask[:], self.occ[:]
    s.cleared, s.trolls, s.data_set = self.cleared[:], self.trolls[:], self.data_set
    return s


HOOKS = LostMinesHooks()
