"""How well do the Lost Mines role beliefs read the hidden roles? Prints ONE JSON object.

    uv run python research/lost_mines_beliefs.py --agents normal --games 40 --seed 21
        [--players 3] [--save RECORDS.jsonl] [--load RECORDS.jsonl ...] [--fit]

Plays deterministic games (seats as in ``tabletop sim``) and, at every card choice, keeps for
each other seat whose role the chooser does not know: its public conduct (turned to its own
clan: help own, help other, harm own, harm other), what its plays this round did to the pawns'
way to the mines (``g``: the change of ``phi`` of each pawn's distance on the public board,
summed for the other pawns of its clan, those of the other clan, and its own), the clan's role
cards the chooser has not accounted for, the turn, and the seat's true role. Reported: the mean log-loss (nats) of the
true role under ``prior`` (the remaining cards alone), ``current`` (``role_beliefs``: the cards
tilted by ``_role_signal``) and, with ``--fit``, a log-linear tilt refitted by gradient descent
on two thirds of the games and scored on the rest. Lower is better; ``--save`` and ``--load``
keep and reuse records (search agents take a while a game).

Measured on 2026-11-27, 3 players. Rule-based self-play (``--agents heuristic --games 200
--seed 21 --fit``, 20,752 records): prior 0.913, current 1.021 nats; refitted 0.910 against the
prior's 0.919 on the held-out games. Normal self-play (``--agents normal --games 30``, seeds 31
and 32, 10,979 records): prior 0.930, current 1.102; held out: prior 0.920, current 1.147,
refitted 0.926. So the public conduct record says next to nothing about a seat's role (a
refitted tilt does not beat the card count on held-out games), and the current tilt makes the
beliefs worse than the card count alone, most of all among searching seats, whose loyal
dwarves helped the *other* clan's pawns more than their own (2.25 vs 2.03 plays a round
after round 1) and whose saboteurs their own (2.38 vs 1.79).

Measured on 2026-11-28 with the distance features ``g`` added (3 players): rule-based
self-play (``--agents heuristic --games 60 --seed 21 --fit``, 6,136 records) held out: prior
0.903, refitted 0.917 (worse); normal self-play (``--agents normal --games 15``, seeds 31 and
32, 5,445 records) held out: prior 0.934, refitted on the conduct counts alone 0.935, with
``g`` 0.906. So what a seat's plays do to the pawns' way is the first public evidence that
beats the card count on held-out games, by 0.03 nats: 3 % of what the roles' uncertainty is
(hard given the true roles gained about 6 points against normal, ``level_settings``' comment),
too little for beliefs to be hard's lever. Mean ``g`` late in a round (turn >= 10, rule-based
play): own clan / other clan / self 0.20 / 0.20 / 0.22 for loyal dwarves, 0.15 / 0.15 / 0.19
for saboteurs, 0.18 / 0.13 / 0.19 for selfish ones: paths help every pawn near them.
"""

from __future__ import annotations

import json
import math

import record_sets

from tabletop.games.lost_mines import data as D
from tabletop.games.lost_mines.ai import HOOKS, Board, _view_info, phi, target_field, walk_targets

ROLES = D.ROLES


def own_first(row, clan):
    k = 0 if clan == D.BLUE else 1
    return [row[k], row[1 - k], row[2 + k], row[3 - k]]


def public_field(state):
    """The distance field to the mines worth walking to as everyone knows them."""
    kinds = [state.mine_kind[i] if state.mine_up[i] else None for i in range(4)]
    targets = walk_targets(state.num_players, state.T["mine_cells"], state.mine_up, kinds,
                           state.slot_types, state.slot_taken)
    return target_field(Board.of(state).copy(), targets)


def play(kinds, n, games, seed):
    for g, _, agents, state in record_sets.deals(kinds, n, games, seed):
        reach = [[0.0, 0.0, 0.0] for _ in range(n)]  # per seat: phi gained by own clan, other clan, self
        rnd = state.round
        while not state.is_terminal():
            p = state.current_player()
            v = state.view(p)
            if state.round != rnd:
                rnd, reach = state.round, [[0.0, 0.0, 0.0] for _ in range(n)]
            if state.phase == "act":
                info = _view_info(v)  # the searcher's beliefs and the role cards it has not seen
                for q in range(n):
                    if v.roles_known[q] is None:
                        left = info.role_left[v.clans[q]]
                        yield {"game": g, "round": v.round, "turn": v.turn, "role": state.roles[q],
                               "x": own_first(v.conduct[q], v.clans[q]), "g": [round(x, 4) for x in reach[q]],
                               "left": {r: left.count(r) for r in ROLES},
                               "current": info.beliefs[q].get(state.roles[q], 0.0)}
            a = agents[p].choose(v, HOOKS)
            before = list(state.conduct[p]) if state.phase == "target" else None
            field0 = public_field(state) if before is not None else None
            state.apply(a)
            if before is not None and list(state.conduct[p]) != before and state.round == rnd:
                field1 = public_field(state)
                for q in range(n):
                    d = phi(field1[state.pawns[q]]) - phi(field0[state.pawns[q]])
                    reach[p][2 if q == p else 0 if state.clans[q] == state.clans[p] else 1] += d


NF = 8


def feats(r):
    x = r["x"]
    g = r.get("g", (0.0, 0.0, 0.0))
    return [1.0, x[0], x[1], x[2], x[3], 10 * g[0], 10 * g[1], 10 * g[2]][:NF]


def probs(r, w):
    """P(role) proportional to left[role] * exp(w[role] . features); selfish is the reference."""
    f = feats(r)
    logits = {}
    for i, role in enumerate(ROLES):
        k = r["left"][role]
        if k > 0:
            logits[role] = math.log(k) + (sum(a * b for a, b in zip(w[i], f)) if w else 0.0)
    top = max(logits.values())
    z = sum(math.exp(v - top) for v in logits.values())
    return {role: math.exp(v - top) / z for role, v in logits.items()}


def loss(recs, w):
    return sum(-math.log(max(1e-9, probs(r, w).get(r["role"], 0.0))) for r in recs) / len(recs)


def fit(recs, epochs=300, lr=0.05):
    w = [[0.0] * NF for _ in ROLES]
    for _ in range(epochs):
        grad = [[0.0] * NF for _ in ROLES]
        for r in recs:
            pr = probs(r, w)
            f = feats(r)
            for i, role in enumerate(ROLES):
                if role == D.SELFISH:
                    continue
                g = pr.get(role, 0.0) - (1.0 if r["role"] == role else 0.0)
                for j in range(NF):
                    grad[i][j] += g * f[j]
        for i in range(len(ROLES)):
            for j in range(NF):
                w[i][j] -= lr * grad[i][j] / len(recs)
    return w


def main() -> None:
    args, recs = record_sets.gather(__doc__, 21, play)
    cur = sum(-math.log(max(1e-9, r["current"])) for r in recs) / len(recs)
    out = {"agents": None if args.load else args.agents, "players": args.players, "records": len(recs),
           "prior": round(loss(recs, None), 4), "current": round(cur, 4)}
    if args.fit:
        train, test = record_sets.split(recs)
        w = fit(train)
        out["fitted"] = {role: [round(a, 3) for a in w[i]] for i, role in enumerate(ROLES)}
        out["test"] = {"records": len(test), "prior": round(loss(test, None), 4),
                       "current": round(sum(-math.log(max(1e-9, r["current"])) for r in test) / len(test), 4),
                       "fitted": round(loss(test, w), 4)}
    print(json.dumps(out))


if __name__ == "__main__":
    main()
