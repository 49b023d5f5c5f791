"""How well does the Lost Mines leaf evaluation foresee a round? Prints ONE JSON object.

    uv run python research/lost_mines_evalfit.py --agents normal --games 12 --seed 14
        [--players 3] [--save RECORDS.jsonl] [--load RECORDS.jsonl ...] [--fit]

Plays deterministic games (seats as in ``tabletop sim``) and, at every card choice, keeps what
``_estimates`` reads of the true state (``_outlook``) with the points each seat gained that
round. The search scores a leaf by a seat's *advantage*: its estimate minus the mean of the
others'. Reported: the mean squared error (points^2) of the predicted advantage against the
round's actual one, for ``held`` (treasure in hand and the dragon only), ``reach`` (the
current ``REACH``: plus the pawns' parts of the treasure left) and, with ``--fit``, ``REACH``
refitted by coordinate search on two thirds of the games and scored on the rest. ``variance``
is the error of predicting no advantage at all. ``--save`` writes the records, ``--load``
reads saved ones instead of playing (search agents take minutes a game).

Measured on 2026-11-27, 3 players. Rule-based self-play (``--agents heuristic --games 300
--seed 11 --fit``, 17,056 card choices): variance 13.67, held 10.52, reach 8.49; refitted
(K 2.84, A 1, L 126, V 1.9, W 3.7: longer, flatter reach and a bigger share) 7.63 against
8.38 on the held-out games. Search play (normal self-play ``--agents normal --seed 14``, 13
games, and ``--agents hard,normal --seed 13``, 8 games; 1,904 card choices): variance 8.37,
held 6.79, reach 6.36; refitted 5.29 against 5.12 on the held-out games, worse. So among
searching seats the pawns' distances explain about 5 % of a round's advantage beyond the
treasure in hand and the roles, a refit does not generalise, and the fit to rule-based play
does not carry over (6.99 on these records): the leaf evaluation's parameters are not where
hard can gain on normal.
"""

from __future__ import annotations

import json

import record_sets

from tabletop.games.lost_mines.ai import HOOKS, REACH, _expected_held, _float_scores, _outlook

#: REACH's fields, their search steps and bounds
FIELDS = ("a", "length", "tau", "v", "w", "k")
STEPS = (0.1, 8.0, 3.0, 1.0, 0.5, 0.3)
BOUNDS = ((0.0, 1.0), (10.0, 200.0), (1.0, 60.0), (0.5, 20.0), (0.2, 20.0), (0.0, 5.0))


def play(kinds, n, games, seed):
    for g, _, agents, state in record_sets.deals(kinds, n, games, seed):
        recs = []
        while not state.is_terminal():
            p = state.current_player()
            if state.phase == "act":
                recs.append({"game": g, "round": len(state.history), "outlook": _outlook(state),
                             "clans": list(state.clans), "roles": list(state.roles), "dragon": state.dragon})
            state.apply(agents[p].choose(state.view(p), HOOKS))
        for r in recs:
            r["gain"] = [row["gain"] for row in state.history[r["round"]]["rows"]]
            yield r


def advantage(xs):
    n, tot = len(xs), sum(xs)
    return [x - (tot - x) / (n - 1) for x in xs]


def error(recs, reach):
    """Mean squared error of the predicted advantage (``reach`` None: no advantage)."""
    se, m = 0.0, 0
    for r in recs:
        real = advantage(r["gain"])
        n = len(real)
        if reach is None:
            pred = [0.0] * n
        else:
            held = r["outlook"][0] if reach == "held" else _expected_held(r["outlook"], reach)
            pred = advantage(_float_scores(r["clans"], r["roles"], held, r["dragon"], [0] * n))
        se += sum((a - b) ** 2 for a, b in zip(pred, real))
        m += n
    return se / m if m else None


def fit(recs):
    p = list(REACH)
    steps = list(STEPS)
    best = error(recs, tuple(p))
    for _ in range(6):
        for i, (lo, hi) in enumerate(BOUNDS):
            for sign in (1, -1):
                while True:
                    q = list(p)
                    q[i] = min(max(p[i] + sign * steps[i], lo), hi)
                    e = error(recs, tuple(q))
                    if e >= best - 1e-6:
                        break
                    best, p = e, q
        steps = [s / 2 for s in steps]
    return tuple(p)


def rounded(x):
    if isinstance(x, float):
        return round(x, 3)
    if isinstance(x, dict):
        return {k: rounded(v) for k, v in x.items()}
    return x


def main() -> None:
    args, recs = record_sets.gather(__doc__, 14, play)
    out = {"agents": args.agents if not args.load else None, "players": args.players, "records": len(recs),
           "variance": error(recs, None), "held": error(recs, "held"), "reach": error(recs, REACH)}
    if args.fit:
        train, test = record_sets.split(recs)
        got = fit(train)
        out["fitted"] = dict(zip(FIELDS, (round(x, 3) for x in got)))
        out["test"] = {"records": len(test), "held": error(test, "held"), "reach": error(test, REACH),
                       "fitted": error(test, got)}
    print(json.dumps(rounded(out)))


if __name__ == "__main__":
    main()
