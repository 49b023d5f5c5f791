"""The rule-based player: what a play is worth, the heuristic's choice, the roll-outs' policy.

``heuristic_action`` values every card+target exactly (one distance field per candidate):
paths that bring friendly pawns closer and hostile ones not, obstacles and storms across
hostile routes, trolls and traps in front of hostile pawns, tools on a friendly route, peeks
at near mines and at unclear roles; otherwise it discards the least useful cards. It moves
greedily along the field (never into a known dragon, and into an unknown face-down mine only
while its expected treasure outweighs the dragon's risk, ``unknown_mine_ev``) and takes the
best known treasure. It picks the card first, then the same target when asked for it;
"discard" then the cards of the best discard set in order. Two weights matter most against
weak tables: the other pawns count half (``OTHERS_W``), and the table's most advanced route
from a start counts too (``ROUTE_W``), so builders on the two starts finish one route instead
of two half routes (a round takes ~13 turns per player at 4 players and a route needs ~10
cards).

``rollout_action`` is cheap: eastward paths, greedy steps, a card and its target in one
action (``apply``'s shortcut)."""

from __future__ import annotations

import math

from ..actions import CHOOSE, LAY, NCELLS, PICK, STEP, code_key, parts, shape_mask
from ..board import CARD, EMPTY, FACEDOWN
from ..data import (BIT, BUNDLES, CAMP, DEFAULT_BUNDLE, DRAGON, NEIGHBOURS, OBSTACLES, ROCK, SHAPES, TOOL_FOR, TOOLS, H,
                    W, cell, rot180)
from .beliefs import MEAN_VALUE, pool_weights, role_beliefs, unknown_mine_ev
from .fields import CARD_COST, INF, TOOL_COST, Board, phi, target_field, walk_targets

#: the table's most advanced route from a start counts this much (``PlayValues.value``)
ROUTE_W = 1.5
#: a treasure is worth about 3 points
PT = 3.0
#: the start cells (of the default data set): the routes of ``ROUTE_W`` start there
START_CELLS = tuple(BUNDLES[DEFAULT_BUNDLE]["start_cells"].values())
#: a second card is discarded with the first when it is worth at most this (``card_worth``)
DOUBLE_MAX = 2.5
#: what an action card in hand is worth (``card_worth``; a tool by the obstacles on the board)
ACTION_WORTH = {"info_md": 2.2, "info_mt": 2.0, "info_td": 1.0, "trap": 1.0, "troll": 1.5, "storm": 1.5}
_OBSTACLES = frozenset(OBSTACLES)


class PlayValues:
    """What seat ``me`` needs to value plays on a board: the distance field to the mines
    worth walking to (``targets``), and how much each seat's pawn collecting a point is worth
    to ``me`` (``weights``, :func:`~.beliefs.pool_weights`). ``fields``: a search's cache of
    distance fields (None: none)."""

    __slots__ = ("num_players", "me", "board", "targets", "dist", "weights", "pawns", "clans", "fields")

    def __init__(self, num_players, me, board: Board, targets, weights, clans, fields=None):
        self.num_players, self.me, self.board, self.targets = num_players, me, board, targets
        self.weights, self.clans, self.fields = weights, clans, fields
        self.pawns = board.pawns
        self.dist = target_field(board, targets, fields)

    def value(self, dist) -> float:
        """Sum over seats of weight * phi(distance of its pawn), plus a little for the
        table's most advanced route (builders on two starts then finish one route)."""
        w, pawns = self.weights, self.pawns
        v = sum(w[q] * phi(dist[pawns[q]]) for q in range(self.num_players) if w[q])
        return PT * (v + ROUTE_W * phi(min(dist[c] for c in START_CELLS)))

    def delta(self, dist) -> float:
        return self.value(dist) - self.value(self.dist)

    # exact: one field per candidate
    def path_exact(self, code, c, rot) -> float:
        b = self.board.copy()
        b.board[c] = code
        b.mask[c] = shape_mask(parts(code)[0], rot)
        b.occ[c] = CARD
        return self.delta(target_field(b, self.targets, self.fields))

    def storm_exact(self, c) -> float:
        b = self.board.copy()
        b.board[c], b.mask[c], b.occ[c] = None, 0, EMPTY
        if c in b.cleared:
            b.cleared.remove(c)
        return self.delta(target_field(b, self.targets, self.fields))

    def tool_exact(self, c) -> float:
        b = self.board.copy()
        b.cleared.append(c)
        return self.delta(target_field(b, self.targets, self.fields))

    def troll_exact(self, e) -> float:
        return self.delta(target_field(self.board, self.targets, extra_troll=e))

    # cheap: from the one field of the current board
    def path_cheap(self, code, c, rot) -> float:
        """Estimate with the current field: the pawns' distances through ``c`` once the card lies there."""
        shape, feature = parts(code)
        m = shape_mask(shape, rot)
        dist, occ = self.dist, self.board.occ
        best_out = INF
        around = NEIGHBOURS[c]
        for d in range(4):
            if m & BIT[d]:
                o = around[d]
                if o >= 0 and occ[o] != FACEDOWN or o >= 0 and o in self.targets:
                    v = dist[o] + (1 if occ[o] != EMPTY else 1 + CARD_COST)
                    if v < best_out:
                        best_out = v
        enter = 1 + (TOOL_COST if feature in _OBSTACLES else 0)
        cx, cy = c % W, c // W
        w, pawns = self.weights, self.pawns
        total = 0.0
        for q in range(self.num_players):
            if not w[q]:
                continue
            pawn = pawns[q]
            d0 = dist[pawn]
            manhattan = abs(pawn % W - cx) + abs(pawn // W - cy)
            if manhattan > 8:
                continue
            through = manhattan + enter + best_out
            d1 = through if through < d0 else d0
            if feature in _OBSTACLES and manhattan + best_out <= d0 + 1:
                d1 = d0 + TOOL_COST * 0.5  # across the route
            total += w[q] * (phi(d1) - phi(d0))
        return PT * total + (0.05 if feature == CAMP else 0.0)

    def hostile_near(self, cells, reach=4) -> float:
        """Sum of -w over hostile pawns within ``reach`` (Manhattan) of any of ``cells``."""
        total = 0.0
        for q in range(self.num_players):
            if self.weights[q] >= 0:
                continue
            pawn = self.pawns[q]
            px, py = pawn % W, pawn // W
            m = min(abs(px - c % W) + abs(py - c // W) for c in cells)
            if m <= reach and self.dist[pawn] < INF:
                total += -self.weights[q] * (reach + 1 - m) / (reach + 1)
        return total


def view_values(view, fields=None) -> tuple[PlayValues, list]:
    """The viewer's :class:`PlayValues` of the board its view shows, and its role beliefs."""
    n, me = view.num_players, view.player
    beliefs = role_beliefs(n, me, view.clans, view.roles_known, view.conduct)
    weights = pool_weights(n, me, view.clans, beliefs)
    targets = walk_targets(n, view.mine_cells, view.mine_up, view.mine_known, view.slot_types, view.slot_taken)
    return PlayValues(n, me, Board.of_view(view), targets, weights, view.clans, fields), beliefs


def info_value(known, values: PlayValues, action, beliefs) -> float:
    """What a peek (``action``) is worth; ``known``: a view, or what a seat knows in a full
    state (``search.SeatView``)."""
    about, target = action[2], action[3]
    me = values.me
    if about == "mine":
        if known.mine_known[target] is not None or known.mine_up[target]:
            return -1.0
        c = known.mine_cells[target]
        pawn = values.pawns[me]
        steps = abs(pawn % W - c % W) + abs(pawn // W - c // W)
        return 0.01 + 0.45 * math.exp(-steps / 4.0)
    if about == "treasure":
        return -1.0 if known.slot_known[target] is not None else 0.005
    if known.roles_known[target] is not None:
        return -1.0
    belief = beliefs[target]
    entropy = -sum(p * math.log(p) for p in belief.values() if p > 0)
    return 0.005 + 0.01 * entropy


def card_worth(code, obstacle_kinds=()) -> float:
    """Static usefulness of a hand card (for discards)."""
    card = parts(code)
    if card is None:
        if code in TOOLS:
            return 1.5 if TOOLS[code] in obstacle_kinds else 0.5
        return ACTION_WORTH.get(code, 1)
    shape, feature = card
    m = SHAPES[shape]
    v = bin(m).count("1") + (1.5 if m & 10 == 10 else 0)
    return v + {CAMP: 1.0, ROCK: -0.5}.get(feature, -1.5 if feature in _OBSTACLES else 0)


def discard_choices(hand, obstacle_kinds, pile_count) -> list[tuple]:
    """The sets of 1-2 cards worth discarding, best first (least useful card(s)); each a
    tuple of codes in the canonical discard order (``code_key``)."""
    ranked = sorted(set(hand), key=lambda c: (card_worth(c, obstacle_kinds), code_key(c)))
    out = []
    if ranked:
        out.append((ranked[0],))
        if pile_count > 0 and len(hand) >= 2:
            two = sorted(hand, key=lambda c: (card_worth(c, obstacle_kinds), code_key(c)))[:2]
            if card_worth(two[1], obstacle_kinds) <= DOUBLE_MAX:
                out.insert(0, tuple(sorted(two, key=code_key)))
        if len(ranked) > 1:
            out.append((ranked[1],))
    return out


def discard_step(picks, sets, legal):
    """The next answer in phase ``discard`` that follows the first of ``sets`` agreeing
    with the cards already picked (``legal`` as a set)."""
    for cards in sets:
        if tuple(cards[:len(picks)]) != tuple(picks):
            continue
        a = PICK[cards[len(picks)]] if len(cards) > len(picks) else "done"
        if a in legal:
            return a
    if picks:
        return "done" if "done" in legal else next(iter(sorted(legal, key=str)))
    for a in sorted((a for a in legal if a != "back"), key=str):
        return a
    return "back"


def obstacle_kinds(board) -> set:
    """The obstacles (tree, pond, hole) on path cards of ``board`` (a state's or a view's)."""
    return {parts(b)[1] for b in board if b and parts(b) and parts(b)[1] in _OBSTACLES}


def card_of(action, board) -> str:
    """The hand card a target action plays."""
    verb = action[0]
    if verb in ("path", "info"):
        return action[1]
    if verb == "tool":
        return TOOL_FOR[parts(board[cell(action[1], action[2])])[1]]
    return verb


def value_targets(values: PlayValues, actions, known, beliefs, exact=True) -> list[tuple]:
    """[(value, action)] for target actions ``actions`` (``known``: see :func:`info_value`)."""
    out = []
    cell_at = cell
    for a in actions:
        verb = a[0]
        if verb == "path":
            c = cell_at(a[2], a[3])
            v = values.path_exact(a[1], c, a[4]) if exact else values.path_cheap(a[1], c, a[4])
            shape, feature = parts(a[1])
            if v > 0.001:
                if feature == CAMP:
                    v += 0.015
                # ties: keep an eastward tip open, away from the top and bottom rows
                m = shape_mask(shape, a[4])
                east = NEIGHBOURS[c][1]
                if m & 2 and east >= 0 and values.board.occ[east] == EMPTY:
                    v += 0.008
                if a[3] in (0, H - 1):
                    v -= 0.004
            v -= 0.02  # a neutral card is better kept than wasted
        elif verb == "tool":
            c = cell_at(a[1], a[2])
            v = values.tool_exact(c) if exact else 0.3
        elif verb == "storm":
            c = cell_at(a[1], a[2])
            if exact:
                v = values.storm_exact(c) - 0.15
            else:
                v = 0.4 * values.hostile_near((c,), 3) - 0.3
        elif verb == "troll":
            e = (cell_at(a[1], a[2]), cell_at(a[3], a[4]))
            near = values.hostile_near(e, 2)
            friendly = any(values.weights[q] > 0.2 and values.pawns[q] in e for q in range(values.num_players))
            if exact and near > 0:
                v = values.troll_exact(e) - 0.15
            else:
                v = 0.25 * near - 0.3
            if friendly:
                v -= 0.3
        elif verb == "trap":
            e = (cell_at(a[1], a[2]), cell_at(a[3], a[4]))
            near = values.hostile_near(e, 3)
            dist = values.dist
            on_route = abs(dist[e[0]] - dist[e[1]]) <= 1 and min(dist[e[0]], dist[e[1]]) < INF
            v = (0.35 * near if on_route else 0.1 * near) - 0.25
            if any(values.weights[q] > 0.2 and values.pawns[q] in e for q in range(values.num_players)):
                v -= 0.3
        elif verb == "info":
            v = info_value(known, values, a, beliefs)
        else:
            v = -1.0
        out.append((v, a))
    return out


# -- the heuristic's choices ----------------------------------------------------------------------

def choose_step(view, values: PlayValues, legal):
    """The heuristic's answer in phase ``move``: the step that gets closest to a mine worth
    walking to (a known dragon never, an unknown face-down mine while ``unknown_mine_ev``
    is positive), ``stop`` where no step gets closer or on a treasure to collect."""
    me = view.player
    pawn = view.pawns[me]
    mine_cells = view.mine_cells
    if pawn in mine_cells:
        i = mine_cells.index(pawn)
        kind = view.mine_known[i]
        if view.mine_up[i] and any(view.slot_types[s] == kind and view.slot_taken[s] < 0
                                   for s in range(view.num_players)):
            return "stop"
    dist = values.dist
    best, best_d = "stop", dist[pawn] - 0.01
    for a in legal:
        if a == "stop":
            continue
        c = cell(a[1], a[2])
        d = dist[c]
        if c in mine_cells:
            i = mine_cells.index(c)
            if not view.mine_up[i]:
                kind = view.mine_known[i]
                if kind == DRAGON or (kind is None and unknown_mine_ev(view) <= 0):
                    continue
                d = -1 if kind is None or c in values.targets else d
        card = parts(view.board[c]) if view.board[c] else None
        if view.steps_left == 1 and card is not None and card[1] == CAMP:
            d -= 0.5
        if d < best_d:
            best, best_d = a, d
    return best


def heuristic_action(view):
    """The rule-based player's answer to ``view``'s decision."""
    legal = view.legal_actions()
    if len(legal) == 1:
        return legal[0]
    phase = view.phase
    if phase == "vote":
        return "yes" if view.pile_count == 0 else "no"
    if phase == "orient":
        return legal[0]
    if phase == "discard":
        sets = discard_choices(view.hand, obstacle_kinds(view.board), view.pile_count)
        return discard_step(view.picks, sets, set(legal))
    if phase == "take":
        return max(legal, key=lambda a: (view.slot_known[a[1]] if view.slot_known[a[1]] is not None
                                         else MEAN_VALUE.get(view.slot_types[a[1]], 0), -a[1]))
    values, beliefs = view_values(view)
    if phase == "move":
        return choose_step(view, values, legal)
    if phase == "target":
        candidates = [a for a in legal if a != "back"]
        valued = value_targets(values, candidates, view, beliefs)
        return max(valued, key=lambda x: x[0])[1]
    # act: value every card+target, compare with the best discard
    candidates = [a for _, actions in view.card_targets for a in actions]
    valued = value_targets(values, candidates, view, beliefs)
    best_v, best = 0.0, None
    for v, a in valued:
        if v > best_v + 1e-9:
            best_v, best = v, a
    if best is not None:
        return CHOOSE[card_of(best, view.board)]
    return "discard"


# -- roll-outs ------------------------------------------------------------------------------------

#: per cell, the Manhattan distance to each mine cell (of the default data set)
MINE_DISTANCE = tuple(tuple(abs(c % W - m % W) + abs(c // W - m // W) for m in BUNDLES[DEFAULT_BUNDLE]["mine_cells"])
                      for c in range(NCELLS))


def east_placement(state, code, shape, rng):
    """A placement of path card ``code`` on one of the eastmost frontier cells (x >= max - 1)."""
    front = state.frontier()
    if not front:
        return None
    eastmost = max(c % W for c in front)
    m0 = SHAPES[shape]
    m1 = rot180(m0)
    net = state.network()
    fits = state.fits
    options = []
    for c in front:
        if c % W >= eastmost - 1:
            if fits(m0, c, net):
                options.append((c, 0))
            if m1 != m0 and fits(m1, c, net):
                options.append((c, 1))
    if not options:
        return None
    c, turned = options[rng.randrange(len(options))]
    return LAY[code][c][turned]


def rollout_step(state):
    """The roll-outs' step in phase ``move``: towards the nearest mine not known to be the
    dragon (as the crow flies), ``stop`` on a treasure to collect or where no step is nearer."""
    pawn = state.pawns[state.active]
    i = state.mine_index(pawn)
    if i >= 0 and state.mine_up[i] and any(
            state.slot_types[s] == state.mine_kind[i] and state.slot_taken[s] < 0
            for s in range(state.num_players)):
        return "stop"
    steps = state.steps()
    if not steps:
        return "stop"
    mines = [j for j in range(4) if state.mine_kind[j] != DRAGON or state.mine_up[j]]
    row = MINE_DISTANCE[pawn]
    best, best_d = "stop", min(row[j] for j in mines)
    for c in steps:
        row = MINE_DISTANCE[c]
        d = min(row[j] for j in mines)
        if d < best_d:
            best, best_d = c, d
    return best if best == "stop" else STEP[best]


def rollout_action(state, rng):
    """The roll-outs' policy (cheap): a path card (three times in four) on an eastmost cell,
    another card on a random target, else a random discard; greedy steps."""
    phase = state.phase
    if phase == "move":
        return rollout_step(state)
    if phase == "act" or phase == "target":
        hand = state.hands[state.active]
        if phase == "target":
            code = state.chosen
        else:
            codes = [c for c in hand if parts(c) is not None]
            code = codes[rng.randrange(len(codes))] if codes and rng.random() < 0.75 else None
        if code is not None:
            card = parts(code)
            if card is not None:
                a = east_placement(state, code, card[0], rng)
                if a is not None:
                    return a
            else:
                actions = state.card_targets(code)
                if actions:
                    return actions[rng.randrange(len(actions))]
            if phase == "target":
                actions = state.card_targets(code)
                return actions[rng.randrange(len(actions))] if actions else "back"
        return PICK[hand[rng.randrange(len(hand))]]
    if phase == "discard":
        if state.picks:
            return "done"
        hand = state.hands[state.active]
        return PICK[hand[rng.randrange(len(hand))]]
    if phase == "vote":
        return "no"
    return state.legal_actions()[0]
