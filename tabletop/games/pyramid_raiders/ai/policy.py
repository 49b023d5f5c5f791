"""Pyramid Raiders' AI: the cheap greedy policy of the search's rollouts and sampled commits.

Walks aim at the best token the static walk tables (``static_ends``: the guardian and the
pieces ignored) can reach, weighed against a per-cell danger map of the guardian's paths and
sight lines for each die face (``danger_map``); the other choices are simple rules with some
noise (``rollout_policy``). ``policy_commit`` is the card a greedy player would commit.
"""

from __future__ import annotations

from tabletop.engine.rng import Rng

from ..actions import CARD, FACE
from ..data import CARD_BOOST, DECOY, DIST, MARKERS, NCELLS, NEIGH, PILLAR, RAY
from ..rules import MOVE_PHASES, PyramidState, step_table
from .evaluation import Memo, curse_cost, token_gains

def ends_tables(memo: Memo, terrain: str, item: str) -> tuple:
    """(memo, step table) of the walker's static walk tables (guardian and pieces ignored)."""
    boots, helmet = item == "spring_boots", item == "diving_helmet"
    key = (terrain, boots, helmet)
    table = memo.walk_ends
    hit = table.get(key)
    if hit is None:
        if len(table) > 64:
            table.clear()
        hit = table[key] = ({}, step_table(terrain, boots, helmet))
    return hit


def static_ends(memo: dict, table: tuple, cur: int, prev: int, k: int) -> tuple:
    """End cells of every walk of exactly ``k`` steps from ``cur`` (no step back to ``prev``),
    ignoring the guardian and pieces: a cheap over-approximation for rollouts."""
    key = (k * 62 + prev + 1) * 61 + cur
    hit = memo.get(key)
    if hit is not None:
        return hit
    if k == 0:
        res = (cur,)
    else:
        out = set()
        for b in table[cur]:
            if b != prev:
                out.update(static_ends(memo, table, b, cur, k - 1))
        res = tuple(sorted(out))
    memo[key] = res
    return res


def _final_bonus(s: PyramidState) -> int:
    """The guardian bonus at the end of this round's moves: the revealed cards' boosts plus
    those of the cards still to be revealed (a determinized state knows them all)."""
    b = s.bonus
    if s.phase == "commit":
        for c in s.commits:
            b += CARD_BOOST.get(c, 0)
    elif s.phase in MOVE_PHASES:
        n, st = s.num_players, s.start
        for k in range(s.turn + 1, n):
            b += CARD_BOOST.get(s.commits[(st + k) % n], 0)
    return b


def danger_map(memo: Memo, s: PyramidState, me: int, extra: int = 0) -> dict:
    """Chance per cell that the guardian reaches a raider standing there this round.

    The guardian is run for each die face with ``me`` off the board. A cell counts for a face
    if the guardian enters it, or if at one of its looks the cell lies on a sight line within
    the steps it has left (standing there, ``me`` would likely draw it). Cached."""
    pos = s.pos
    g, f = s.guardian, s.facing
    bonus = _final_bonus(s) + extra
    others = pos[:]
    others[me] = -1
    key = (g, f, bonus, s.tile_cw, s.sight_marker, s.terrain, *others)
    table = memo.danger
    out = table.get(key)
    if out is not None:
        return out
    if len(table) > 20000:
        table.clear()
    terrain, items = s.terrain, s.items
    offs = MARKERS[s.sight_marker]
    sign = 1 if s.tile_cw else -1
    occ0 = [-1] * NCELLS
    for q, c in enumerate(pos):
        if c >= 0 and q != me:
            occ0[c] = q
    hits: dict = {}
    for die in range(1, 7):
        left = die + bonus
        occ = occ0[:]
        guardian, facing = g, f
        mark = set()
        guard = 0
        while left > 0 and guard < 30:
            guard += 1
            # look: mark reachable sight-line cells, turn toward the single nearest piece
            best, best_dirs = 99, []
            for off in offs:
                d = (facing + off) % 6
                k = 0
                for c in RAY[guardian][d]:
                    if terrain[c] == PILLAR:
                        break
                    k += 1
                    if k <= left:
                        mark.add(c)
                    x = occ[c]
                    if x >= 0 and not (x != DECOY and k >= 4 and items[x] == "snaking_box"):
                        if k < best:
                            best, best_dirs = k, [d]
                        elif k == best:
                            best_dirs.append(d)
            if len(best_dirs) == 1:
                facing = best_dirs[0]
            front = NEIGH[guardian][facing]
            if front < 0 or terrain[front] == PILLAR:
                for _ in range(5):
                    facing = (facing + sign) % 6
                    front = NEIGH[guardian][facing]
                    if front >= 0 and terrain[front] != PILLAR:
                        break
                else:
                    break
            guardian = front
            left -= 1
            mark.add(guardian)
            if occ[guardian] >= 0:
                occ[guardian] = -1
        for c in mark:
            hits[c] = hits.get(c, 0) + 1
    out = table[key] = {c: h / 6.0 for c, h in hits.items()}
    return out


#: rollout policy noise: added to step and card values; share of uniformly random cards
STEP_NOISE = 0.15
COMMIT_NOISE = 0.15
COMMIT_EPS = 0.03


def rollout_policy(memo: Memo, s: PyramidState, rng: Rng, legal=None):
    """Cheap greedy policy: commit and walk toward the best token the static tables reach,
    less the curse risk of the danger map; other choices are simple rules with some noise."""
    if legal is None:
        legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    phase = s.phase
    if phase == "step":
        me = s.active
        gains = token_gains(memo, s.holdings[me], s.curses[me])
        cost = curse_cost(s.curses[me])
        danger = danger_map(memo, s, me)
        tokens, g = s.tokens, s.guardian
        ends_memo, table = ends_tables(memo, s.terrain, s.items[me])
        cur, rem = s.pos[me], s.w_rem - 1
        best, best_v = legal[0], -1e9
        for a in legal:
            b = a[1]
            if rem == 0:
                v = gains[tokens[b]] - cost * danger.get(b, 0.0)
            else:
                v = -3.0
                for e in static_ends(ends_memo, table, b, cur, rem):
                    if e != g:
                        x = gains[tokens[e]] - cost * danger.get(e, 0.0)
                        if x > v:
                            v = x
            v += rng.random() * STEP_NOISE
            if v > best_v:
                best, best_v = a, v
        return best
    if phase == "commit":
        if rng.random() < COMMIT_EPS:
            return legal[rng.randrange(len(legal))]
        return policy_commit(memo, s, s.queue[0], rng, legal)
    if phase == "push":
        g = s.guardian
        if s.chain_piece == DECOY or rng.random() < 0.3:
            return legal[rng.randrange(len(legal))]
        return min(legal, key=lambda a: DIST[a[1]][g])
    if phase in ("entry", "return"):
        me = s.queue[0]
        gains = token_gains(memo, s.holdings[me], s.curses[me])
        tokens, g = s.tokens, s.guardian
        best, best_v = legal[0], -1e9
        for a in legal:
            c = a[1]
            v = max(gains[tokens[b]] for b in NEIGH[c] if b >= 0) + 0.1 * DIST[c][g] + rng.random() * 0.5
            if v > best_v:
                best, best_v = a, v
        return best
    if phase in ("grab", "take", "tele"):
        me = s.active
        gains = token_gains(memo, s.holdings[me], s.curses[me])
        tokens = s.tokens
        if phase == "tele":
            danger = danger_map(memo, s, me)
            return max(legal, key=lambda a: gains[tokens[a[1]]] - 2.0 * danger.get(a[1], 0.0) + rng.random() * 0.3)
        return max(legal, key=lambda a: gains[tokens[a[1]]] + rng.random() * 0.1)
    if phase == "mode":
        return "teleport" if "teleport" in legal else ("magic" if "magic" in legal else "walk")
    if phase == "face":
        return FACE[_policy_face(s, s.active, rng)]
    if phase == "flip":
        return "keep" if rng.random() < 0.7 else "flip"
    if phase == "decoy":
        return "nodecoy"
    return legal[rng.randrange(len(legal))]


def policy_commit(memo: Memo, s: PyramidState, me: int, rng: Rng, cards=None):
    """Greedy card choice: the best token value a walk of each card can reach."""
    hand = s.hands[me]
    if cards is None:
        cards = [CARD[v] for v in hand]
    gains = token_gains(memo, s.holdings[me], s.curses[me])
    cost = curse_cost(s.curses[me])
    tokens, g, cur = s.tokens, s.guardian, s.pos[me]
    item = s.items[me]
    ends_memo, table = ends_tables(memo, s.terrain, item)
    plus = 1 if item == "rocket_shoes" else 0
    best, best_v = cards[0], -1e9
    for a in cards:
        v = a[1]
        danger = danger_map(memo, s, me, CARD_BOOST[v])
        val = -3.0
        if cur >= 0:
            for e in static_ends(ends_memo, table, cur, -1, v + plus):
                if e != g:
                    x = gains[tokens[e]] - cost * danger.get(e, 0.0)
                    if x > val:
                        val = x
        val += rng.random() * COMMIT_NOISE - 0.08 * v
        if val > best_v:
            best, best_v = a, val
    return best


def _policy_face(s: PyramidState, me: int, rng: Rng) -> int:
    """Point the guardian's front line at the nearest opponent it would see, away from me."""
    g, terrain, occ = s.guardian, s.terrain, s.occ
    best, best_v = s.facing, 0.0
    for d in range(6):
        v = 0.0
        k = 0
        for c in RAY[g][d]:
            if terrain[c] == PILLAR:
                break
            k += 1
            x = occ[c]
            if x >= 0 and x != DECOY:
                v = (-2.0 if x == me else 1.0) / k
                break
        v += rng.random() * 0.05
        if v > best_v:
            best, best_v = d, v
    return best
