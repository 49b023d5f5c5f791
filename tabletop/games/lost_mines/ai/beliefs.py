"""What the AI believes of what it cannot see: the other seats' roles and the mines.

``role_beliefs`` gives, per seat, the probability of each role: the own role and roles seen
with info cards are certain; the others start from the clan's dwarf cards still unaccounted
for and are tilted by the public ``conduct`` record (who helped or harmed the pawns of which
clan; how strongly: ``ROLE_TILT``). ``pool_weights`` turns that into how much seat ``me``
gains (in points, relative to the others) when seat q's pawn collects one point: pool mates
count for, the other pool and selfish dwarves against. ``sample_roles`` draws the roles of a
determinization by the same tilt; ``unknown_mine_ev`` weighs entering a face-down mine."""

from __future__ import annotations

import math
from collections import Counter

from ..data import (BLUE, BUNDLES, CLANS, DRAGON, DRAGON_PENALTY, LOYAL, ROLES, SABOTEUR, SELFISH, TREASURES_V1,
                    YELLOW, dwarf_cards)

#: how strongly the public conduct record tilts the role beliefs: the factor on
#: ``role_signal``'s log-likelihoods (0 would read roles from the remaining dwarf cards alone)
ROLE_TILT = 0.8
#: the other pawns count less than one's own: a treasure is shared, and a path for the
#: others is only worth as much as they make of it
OTHERS_W = 0.5
#: the dragon's -2 counts this much while the viewer holds nothing this round and has no points
DRAGON_EARLY = 0.25
#: a treasure type's mean value (a slot's treasure whose value is unknown)
MEAN_VALUE = {kind: sum(values) / len(values) for kind, values in TREASURES_V1.items()}


def other_clan(clan: str) -> str:
    return YELLOW if clan == BLUE else BLUE


def role_signal(conduct_row, clan) -> dict:
    """log-likelihood tilt of (loyal, selfish, saboteur) from a seat's public conduct."""
    k = 0 if clan == BLUE else 1
    own_help, other_help = conduct_row[k], conduct_row[1 - k]
    own_harm, other_harm = conduct_row[2 + k], conduct_row[3 - k]
    loyal = 0.25 * own_help - 0.9 * own_harm + 0.5 * other_harm - 0.15 * other_help
    saboteur = -0.15 * own_help + 0.9 * own_harm - 0.4 * other_harm + 0.25 * other_help
    return {LOYAL: max(-6.0, min(6.0, loyal)), SELFISH: 0.0, SABOTEUR: max(-6.0, min(6.0, saboteur))}


def role_beliefs(n, me, clans, roles_known, conduct) -> list[dict]:
    """Per seat a dict role -> probability (certain for known roles)."""
    left = Counter(dwarf_cards(n))
    for p in range(n):
        if roles_known[p] is not None:
            left[(clans[p], roles_known[p])] -= 1
    out = []
    for p in range(n):
        known = roles_known[p]
        if known is not None:
            out.append({known: 1.0})
            continue
        signal = role_signal(conduct[p], clans[p]) if conduct else {}
        weights = {}
        for role in ROLES:
            k = left[(clans[p], role)]
            if k > 0:
                weights[role] = k * math.exp(ROLE_TILT * signal.get(role, 0.0))
        total = sum(weights.values()) or 1.0
        out.append({role: x / total for role, x in weights.items()})
    return out


def feeds(clan, role):
    """The pool a seat's treasure goes to (a clan), or None for a selfish dwarf."""
    if role == LOYAL:
        return clan
    if role == SABOTEUR:
        return other_clan(clan)
    return None


def pool_weights(n, me, clans, beliefs) -> list[float]:
    """w[q]: what seat ``me`` gains, relative to the table, when seat q collects a point."""
    mine_beliefs = beliefs[me]
    my_role = max(mine_beliefs, key=mine_beliefs.get)
    w = [0.0] * n
    if my_role == SELFISH:
        for q in range(n):
            w[q] = 1.0 if q == me else -0.3 * OTHERS_W
        return w
    mine = feeds(clans[me], my_role)
    for q in range(n):
        if q == me:
            w[q] = 1.0
            continue
        v = 0.0
        for role, chance in beliefs[q].items():
            pool = feeds(clans[q], role)
            if pool is None:
                v -= 0.35 * chance
            elif pool == mine:
                v += 0.7 * chance
            else:
                v -= 0.45 * chance
        w[q] = v * OTHERS_W
    return w


def seat_knowledge(state, seat) -> tuple[list, list]:
    """The roles and mine kinds ``seat`` knows in a full state (own role, peeks this round)."""
    known = [None] * state.num_players
    known[seat] = state.roles[seat]
    kinds = [state.mine_kind[i] if state.mine_up[i] else None for i in range(4)]
    mine_cells = state.tables["mine_cells"]
    this_round = state.round
    for (observer, kind, subject, value, _source, round_, _turn) in state.ledger:
        if observer == seat and round_ == this_round:
            if kind == "ROLE":
                known[subject] = value
            elif kind == "MINE":
                kinds[mine_cells.index(subject)] = value
    return known, kinds


# -- the roles of a determinization ---------------------------------------------------------------------

def role_weights(view) -> list[dict]:
    """Per seat, the weight of each of its clan's remaining role cards in a draw: belief /
    prior count, i.e. the conduct tilt."""
    return [{role: math.exp(ROLE_TILT * x) for role, x in role_signal(view.conduct[p], view.clans[p]).items()}
            for p in range(view.num_players)]


def sample_roles(view, roles_left, weights, rng) -> tuple[list, list]:
    """Roles for the seats the viewer does not know, drawn without replacement from the
    clan's remaining dwarf cards (``roles_left``: clan -> roles, sorted) with the conduct
    tilt (``weights``: :func:`role_weights`). Returns (the role of each seat, the dwarf cards
    left over as (clan, role), clan by clan)."""
    n = view.num_players
    roles = list(view.roles_known)
    unused = []
    for clan in CLANS:
        left = list(roles_left[clan])
        seats = [p for p in range(n) if view.clans[p] == clan and roles[p] is None]
        rng.shuffle(seats)
        for p in seats:
            seat_weights = weights[p]
            ws = [seat_weights[r] for r in left]
            x = rng.random() * sum(ws)
            j = 0
            while j < len(ws) - 1 and x >= ws[j]:
                x -= ws[j]
                j += 1
            roles[p] = left.pop(j)
        unused += [(clan, r) for r in left]
    return roles, unused


# -- the mines ----------------------------------------------------------------------------------------------

def unknown_mine_ev(view) -> float:
    """What entering a face-down mine of unknown kind is worth to the viewer: the treasure
    it may hold (shared unless selfish) against the dragon's -2, which hurts most once the
    viewer has points this round to lose."""
    me, n = view.player, view.num_players
    left = list(BUNDLES[view.data_set]["mines"])
    unknown = 0
    for i in range(4):
        kind = view.mine_known[i]
        if kind is not None:
            left.remove(kind)
        elif not view.mine_up[i]:
            unknown += 1
    if not unknown or not left:
        return 0.0
    share = 1.0 if view.roles_known[me] == SELFISH else 0.6
    gain = 0.0
    for kind in left:
        if kind == DRAGON:
            continue
        values = [view.slot_known[s] if view.slot_known[s] is not None else MEAN_VALUE[kind]
                  for s in range(n) if view.slot_types[s] == kind and view.slot_taken[s] < 0]
        if values:
            gain += share * max(values)
    holding = bool(view.collected[me]) or view.totals[me] > 0
    cost = DRAGON_PENALTY * (1.0 if holding else DRAGON_EARLY) if DRAGON in left else 0.0
    return (gain - cost) / len(left)
