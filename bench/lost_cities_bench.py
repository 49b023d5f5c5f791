"""Lost Cities: The Board Game -- speed and strength; prints one JSON object.

    uv run python bench/lost_cities_bench.py [--quick] [--seconds S] [--sim N]

* ``random_playouts_per_s`` / ``actions_per_s``: uniform random playouts of a whole short
  game (clone the start, then legal_actions + apply), per player count.
* ``clone_apply_per_s``: clone a mid-game state and apply one legal action.
* ``ismcts_iterations_per_s``: iterations from a mid-game decision, per player count.
* ``decision_s``: mean and max wall time of the ``normal`` and ``hard`` agents (the game's own
  ``HOOKS.levels``) on sampled mid-game positions.
* ``--sim N``: the strength matchups through ``tabletop sim --json`` with seats rotated:
  heuristic vs random, normal vs heuristic, hard vs normal (2 players, long game; ``--short``
  plays the short game, ``--deterministic`` uses the levels' iteration caps only).
"""

from __future__ import annotations

import argparse
import json
import sys

import game_bench

from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng
from tabletop.games.lost_cities import GAME
from tabletop.games.lost_cities.ai import HOOKS


def midgame(n: int, seed: int, steps: int = 60):
    """A position ``steps`` rule-based actions into a game, at a card-play decision."""
    s = game_bench.midgame(GAME, HOOKS, Setup(n, {}, seed), steps)
    rng = Rng(seed)
    while not s.is_terminal() and s.phase != "play":
        s.apply(HOOKS.heuristic_action(s.view(s.current_player()), rng))
    return s


def playouts(n: int, seconds: float) -> tuple[float, float]:
    start = GAME.new_game(Setup(n, {"game_length": "short"}, n))
    return game_bench.random_games(lambda k, rng: start.clone(), seconds, seed=7)


def decisions(level: str, positions: int) -> dict:
    states = (midgame(2 + i % 3, 10 + i, steps=30 + 40 * i) for i in range(positions))
    return game_bench.decisions(HOOKS, level, states)


def sim(a: str, b: str, games: int, short: bool = False, deterministic: bool = False) -> dict:
    extra = (["--option", "game_length=short"] if short else []) + (["--deterministic"] if deterministic else [])
    return game_bench.sim("lost_cities", 2, a, b, games, *extra, seed=0)[0]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="a few seconds in all")
    ap.add_argument("--seconds", type=float, default=2.0, help="time per speed measurement")
    ap.add_argument("--sim", type=int, default=0, metavar="N", help="also run the strength matchups, N games each")
    ap.add_argument("--short", action="store_true", help="--sim plays the short game")
    ap.add_argument("--deterministic", action="store_true", help="--sim uses iteration caps only")
    args = ap.parse_args(argv)
    sec = 0.3 if args.quick else args.seconds
    result = {"game": "lost_cities", "quick": args.quick}
    rates = {n: playouts(n, sec) for n in (2, 3, 4)}
    result["random_playouts_per_s"] = {n: round(r[0], 1) for n, r in rates.items()}
    result["actions_per_s"] = {n: round(r[1]) for n, r in rates.items()}
    result["clone_apply_per_s"] = round(game_bench.clone_apply([midgame(3, 1)], sec))
    result["ismcts_iterations_per_s"] = {n: round(game_bench.ismcts_rate(HOOKS, midgame(n, 2), sec)[0])
                                         for n in (2, 3, 4)}
    result["levels"] = {k: list(v) for k, v in HOOKS.levels.items()}
    result["decision_s"] = {
        "normal": decisions("normal", 1 if args.quick else 6),
        "hard": decisions("hard", 1 if args.quick else 3),
    }
    if args.sim:
        result["sim"] = {f"{a}_vs_{b}": sim(a, b, args.sim, args.short, args.deterministic)
                         for a, b in game_bench.MATCHUPS}
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
