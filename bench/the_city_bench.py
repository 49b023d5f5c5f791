"""The City speed and strength; prints ONE JSON object.

    uv run python bench/the_city_bench.py [--quick] [--sim N] [--players 2]

* ``random_playouts_per_s`` / ``actions_per_s``: whole random games (3 players).
* ``clone_apply_per_s``: clone + one legal action applied, from mid-game positions.
* ``ismcts_iterations_per_s``: per player count, from a mid-game decision.
* ``decision_s``: mean/max seconds of the normal and hard levels on sampled positions.
* ``--sim N``: heuristic vs random, normal vs heuristic, hard vs normal over N games each
  (seats rotated) through ``tabletop sim --json``.
"""

from __future__ import annotations

import argparse
import json
import sys

import game_bench

from tabletop.engine.contract import Setup
from tabletop.games.the_city.ai import HOOKS
from tabletop.games.the_city.rules import GAME


def midgame(players: int, seed: int, steps: int = 40):
    return game_bench.midgame(GAME, HOOKS, Setup(players, {}, seed), steps)


def decisions(level: str, count: int) -> dict:
    return game_bench.decisions(HOOKS, level, (midgame(2 + k % 4, 100 + k, 10 + 9 * k) for k in range(count)))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--sim", type=int, default=0)
    ap.add_argument("--players", type=int, default=2)
    args = ap.parse_args(argv)
    sec = 0.4 if args.quick else 2.0
    result = {"game": "the_city", "python": sys.version.split()[0]}
    g, a = game_bench.random_games(lambda k, rng: GAME.new_game(Setup(3, {}, k)), sec)
    result["random_playouts_per_s"] = round(g, 2)
    result["actions_per_s"] = round(a)
    result["clone_apply_per_s"] = round(game_bench.clone_apply([midgame(3, k) for k in range(4)], sec))
    counts = (2, 3, 5) if args.quick else (2, 3, 4, 5)
    result["ismcts_iterations_per_s"] = {str(n): round(game_bench.ismcts_rate(HOOKS, midgame(n, n), sec)[0])
                                         for n in counts}
    k = 2 if args.quick else 6
    result["decision_s"] = {"normal": decisions("normal", k), "hard": decisions("hard", 1 if args.quick else 4)}
    if args.sim:
        result["sim"] = game_bench.matchup_points("the_city", args.players, args.sim)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
