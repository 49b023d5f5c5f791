"""The search's evaluation at the roll-out cut-off: each seat's expected treasure this round
from the pawns' distances, split by the determinized roles into pools and shares, and the
expected totals turned into winning chances (the change from the determinization's root
when the state carries its root estimates, ``base``)."""

from __future__ import annotations

import math

from ..data import CLANS, LOYAL, SABOTEUR, SELFISH
from .beliefs import other_clan
from .fields import INF, PHI_LEN, PHI_MIX, TAU, Board, target_field, walk_targets

#: the tanh scale (points) of a seat's gain over the others since the root
EVAL_SCALE = 0.6

#: how a pawn's distance ``d`` to treasure becomes its part of the treasure left this round:
#: ``(A, L, T, V, W, K)`` weigh ``A * max(0, 1 - d / L) + (1 - A) * exp(-d / T)`` (``phi`` with
#: its own constants, fitted by ``research/lost_mines_evalfit.py``) by the chance to arrive in
#: time, ``1 / (1 + exp((d / V - turns left) / W))``, and by ``K``; the parts are then scaled
#: down so that they add up to at most the treasures left
REACH = (PHI_MIX, PHI_LEN, TAU, 3.0, 2.0, 1.4)


def outlook(state, root_fields=None, cache=None):
    """What :func:`estimates` reads of a state: the treasure each seat holds, each pawn's
    distance to treasure (None: no way there), the treasures left, their mean value and
    the turns left a seat. ``root_fields``: the fields of the search's root board by
    (targets, face-up mines); ``cache``: the search's fields by table (see ``target_field``)."""
    n = state.num_players
    table = state.tables
    treasures = table["treasures"]
    held = [[treasures[state.slot_ids[s]].value for s in state.collected[p]] for p in range(n)]
    left = [s for s in range(n) if state.slot_taken[s] < 0]
    dists, mean_left, turns = None, 0.0, 0.0
    if left:
        targets = walk_targets(n, table["mine_cells"], state.mine_up, state.mine_kind, state.slot_types,
                               state.slot_taken)
        if targets:
            key = None
            dist = None
            if root_fields is not None:
                key = (tuple(targets), tuple(state.mine_up))
                dist = root_fields.get(key)
            if dist is None:
                dist = target_field(Board.of(state), targets, cache)
                if key is not None:
                    root_fields[key] = dist
            dists = [dist[c] if dist[c] < INF else None for c in state.pawns]
            mean_left = sum(treasures[state.slot_ids[s]].value for s in left) / len(left)
            cards_left = len(state.pile) + sum(len(h) for h in state.hands)
            turns = cards_left / n + 1
    return held, dists, len(left), mean_left, turns


def expected_held(seen):
    """Each seat's treasure this round: what it holds, plus its pawn's part of the rest
    (``seen``: an :func:`outlook`)."""
    held = seen[0]
    if seen[1] is None:
        return held
    shares = expected_parts(seen)
    return [held[p] + [x] if x > 0 else held[p] for p, x in enumerate(shares)]


def expected_parts(seen):
    """Each pawn's expected treasure (points) still to take this round."""
    held, dists, left, mean_left, turns = seen
    if dists is None:
        return [0.0] * len(held)
    a, length, tau, v, w, k = REACH
    shares = []
    for d in dists:
        if d is None:
            shares.append(0.0)
            continue
        near = a * max(0.0, 1.0 - d / length) + (1.0 - a) * math.exp(-d / tau)
        shares.append(near / (1.0 + math.exp((d / v - turns) / w)))
    total = sum(shares)
    scale = min(1.0, left / total) if total > 0 else 0.0
    return [mean_left * x * scale * k for x in shares]


def estimates(state, root_fields=None, cache=None):
    """Each seat's expected total after this round: points so far, treasure held, and the
    pawns' chances of reaching a mine, shared out by the (determinized) roles."""
    held = expected_held(outlook(state, root_fields, cache))
    return float_scores(state.clans, state.roles, held, state.dragon, state.totals)


def float_scores(clans, roles, held, dragon, totals):
    """``score_round``'s sums without rounding (a pool's share is a fraction)."""
    n = len(clans)
    est = [float(t) for t in totals]
    for clan in CLANS:
        other = other_clan(clan)
        members = [p for p in range(n)
                   if (roles[p] == LOYAL and clans[p] == clan) or (roles[p] == SABOTEUR and clans[p] == other)]
        if members:
            share = sum(sum(held[p]) for p in members) / len(members)
            for p in members:
                est[p] += share
    for p in range(n):
        if roles[p] == SELFISH:
            est[p] += sum(held[p])
    if dragon >= 0:
        est[dragon] -= 2
    return est


def evaluate(state, cache=None) -> list[float]:
    """Per seat a value in [0, 1]: its expected gain over the others' (since the root of
    the determinization when the state carries ``base``), through a tanh."""
    est = estimates(state, None, cache)
    n = state.num_players
    base = getattr(state, "base", None)
    if base is not None:
        gain = [est[i] - base[i] for i in range(n)]
        scale = EVAL_SCALE
    else:
        gain = est
        scale = 2.0
    total = sum(gain)
    out = []
    for i in range(n):
        advantage = gain[i] - (total - gain[i]) / (n - 1)
        out.append(0.5 + 0.5 * math.tanh(advantage / scale))
    return out
