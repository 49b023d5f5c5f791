"""Pyramid Raiders speed and strength; prints ONE JSON object.

    uv run python bench/pyramid_raiders_bench.py [--quick] [--sim N]

* ``random_playouts_per_s`` / ``actions_per_s``: uniform random games from a fresh state.
* ``clone_apply_per_s``: clone + apply one legal action, from mid-game positions.
* ``ismcts_iterations_per_s``: SO-ISMCTS iterations per CPU second at 3-6 players, from
  card choices (each iteration plays the rest of the round) and from walk steps.
* ``decision_s``: mean / max seconds per decision of ``normal`` and ``hard`` (their real
  budgets, ``HOOKS.levels``) on sampled positions.
* ``--sim N``: strength matchups through ``tabletop sim --json`` (4 players, agents
  alternating A, B, A, B with seats rotated): heuristic vs random, normal vs heuristic,
  hard vs normal.
"""

from __future__ import annotations

import argparse
import json

import game_bench

from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng
from tabletop.games.pyramid_raiders.ai import HOOKS
from tabletop.games.pyramid_raiders.rules import GAME


def positions(count: int, seed: int, n: int | None = None, phase: str | None = None) -> list:
    """Unfinished positions where the deciding seat has a real choice (in ``phase`` if given),
    ``n`` players or 3-6 in turn."""
    rng = Rng(seed)
    out = []
    k = 0
    while len(out) < count:
        s = GAME.new_game(Setup(n or 3 + k % 4, {}, seed + k))
        k += 1
        game_bench.random_steps(s, rng.randint(20, 150), rng)
        while not s.is_terminal() and ((phase and s.phase != phase) or len(s.legal_actions()) < 2):
            s.apply(rng.choice(s.legal_actions()))
        if not s.is_terminal():
            out.append(s)
    return out


def ismcts_rates(seconds: float) -> dict:
    """Iterations per second (process CPU time) from card choices and from walk steps."""
    out = {}
    for n in (3, 4, 5, 6):
        row = {}
        for phase in ("commit", "step"):
            rates = [game_bench.ismcts_rate(HOOKS, s, seconds / 2, seed=n)[1]
                     for s in positions(2, 100 + n, n, phase)]
            row[phase] = round(sum(rates) / len(rates), 1)
        out[str(n)] = row
    return out


def decision_times(count: int) -> dict:
    """Wall seconds per decision and ISMCTS iterations per searched one (a settled walk step
    searches none) at the real budgets (4 players)."""
    out = {}
    for level in ("normal", "hard"):
        times, its = game_bench.decision_times(HOOKS, level, positions(count, 55, 4))
        out[level] = {"mean": round(sum(times) / len(times), 3), "max": round(max(times), 3),
                      "iterations_mean": round(sum(its) / max(1, len(its))), "budget": list(HOOKS.levels[level])}
    return out


def run_sim(a: str, b: str, games: int) -> dict:
    _, ra, rb = game_bench.sim("pyramid_raiders", 4, a, b, games)
    return {"a": a, "b": b, "games": games, "a_wins": ra["wins"], "b_wins": rb["wins"],
            "ties": ra["ties"] + rb["ties"], "a_win_share": game_bench.share(ra, rb),
            "a_mean_score": round(ra["mean_score"], 2), "b_mean_score": round(rb["mean_score"], 2),
            "a_decision_s": round(ra["mean_decision_s"], 4), "b_decision_s": round(rb["mean_decision_s"], 4)}


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--quick", action="store_true")
    p.add_argument("--sim", type=int, default=0)
    args = p.parse_args(argv)
    secs = 0.5 if args.quick else 2.0
    result = {"game": "pyramid_raiders", "quick": args.quick}
    gps, aps = game_bench.random_games(lambda k, rng: GAME.new_game(Setup(3 + k % 4, {}, k)), secs, seed=7)
    result["random_playouts_per_s"] = round(gps, 2)
    result["actions_per_s"] = round(aps, 1)
    result["clone_apply_per_s"] = round(game_bench.clone_apply(positions(20, 3), secs, seed=1), 1)
    result["ismcts_iterations_per_s"] = ismcts_rates(0.5 if args.quick else 2.0)
    result["decision_s"] = decision_times(1 if args.quick else 5)
    if args.sim:
        result["sim"] = [run_sim(a, b, args.sim) for a, b in game_bench.MATCHUPS]
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
