"""Saboteur: The Lost Mines speed and strength; prints ONE JSON object.

    uv run python bench/lost_mines_bench.py [--quick] [--sim N] [--players 4]

* ``random_playouts_per_s`` / ``actions_per_s``: whole random games (4 players).
* ``clone_apply_per_s``: clone + one legal action applied, from mid-game positions.
* ``ismcts_iterations_per_s`` (wall) and ``ismcts_iterations_per_cpu_s`` (process CPU, steadier
  on a shared machine): per player count, from a mid-game decision.
* ``decision_s``: mean/max seconds of the normal and hard levels on sampled positions.
* ``field_cache``: the distance fields a hard search keeps (its context's ``fields``, dropped
  with the context when the search ends): the tables it holds at the end of each searched
  decision (mean, max) and their memory (tracemalloc: what clearing the largest frees), per
  entry and scaled to the 5,000-entry cap.
* ``--sim N``: heuristic vs random, normal vs heuristic, hard vs normal over N games each
  (seats rotated) through ``tabletop sim --json``.
"""

from __future__ import annotations

import argparse
import json
import sys

import game_bench

from tabletop.engine.agents import make_agent
from tabletop.engine.contract import Setup
from tabletop.games.lost_mines.ai import HOOKS
from tabletop.games.lost_mines.rules import GAME


def midgame(players: int, seed: int, steps: int = 40):
    return game_bench.midgame(GAME, HOOKS, Setup(players, {}, seed), steps)


def decisions(level: str, count: int) -> dict:
    return game_bench.decisions(HOOKS, level, (midgame(3 + k % 7, 100 + k, 20 + 7 * k) for k in range(count)))


def field_cache(decisions: int):
    import gc
    import tracemalloc

    from tabletop.games.lost_mines.ai import LostMinesHooks
    from tabletop.games.lost_mines.ai.fields import FIELD_CACHE_SIZE

    made = []
    prepare = LostMinesHooks.prepare

    def keep(hooks, view):  # the searches' contexts, to read their caches afterwards
        search = prepare(hooks, view)
        made.append(search)
        return search

    agents = [make_agent("hard", seed=10 + k, deterministic=True, levels=HOOKS.levels) for k in range(3)]
    seed = 5
    s = GAME.new_game(Setup(3, {}, seed))
    sizes, largest = [], None
    LostMinesHooks.prepare = keep
    tracemalloc.start()
    try:
        while len(sizes) < decisions:
            if s.is_terminal():
                seed += 1
                s = GAME.new_game(Setup(3, {}, seed))
            p = s.current_player()
            s.apply(agents[p].choose(s.view(p), HOOKS))
            if made:
                search = max(made, key=lambda x: len(x.fields))
                made.clear()
                if len(search.fields) > 1:
                    sizes.append(len(search.fields))
                    if largest is None or len(search.fields) > len(largest.fields):
                        largest = search
        n = len(largest.fields)
        gc.collect()
        held = tracemalloc.get_traced_memory()[0]
        largest.fields.clear()
        gc.collect()
        held -= tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
        LostMinesHooks.prepare = prepare
    return {"searches": len(sizes), "entries_mean": round(sum(sizes) / len(sizes)), "entries_max": n,
            "kB_per_entry": round(held / n / 1e3, 2), "MB_max": round(held / 1e6, 2),
            "MB_at_cap": round(held / n * FIELD_CACHE_SIZE / 1e6, 1)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--sim", type=int, default=0)
    ap.add_argument("--players", type=int, default=4)
    args = ap.parse_args(argv)
    sec = 0.4 if args.quick else 2.0
    result = {"game": "lost_mines", "python": sys.version.split()[0]}
    g, a = game_bench.random_games(lambda k, rng: GAME.new_game(Setup(4, {}, k)), sec)
    result["random_playouts_per_s"] = round(g, 2)
    result["actions_per_s"] = round(a)
    result["clone_apply_per_s"] = round(game_bench.clone_apply([midgame(4, k) for k in range(4)], sec))
    counts = (3, 4, 5, 9) if args.quick else tuple(range(3, 10))
    rates = {str(n): game_bench.ismcts_rate(HOOKS, midgame(n, n), sec) for n in counts}
    result["ismcts_iterations_per_s"] = {n: round(r[0]) for n, r in rates.items()}
    result["ismcts_iterations_per_cpu_s"] = {n: round(r[1]) for n, r in rates.items()}
    k = 2 if args.quick else 6
    result["decision_s"] = {"normal": decisions("normal", k), "hard": decisions("hard", 1 if args.quick else 4)}
    result["field_cache"] = field_cache(3 if args.quick else 12)
    if args.sim:
        result["sim"] = game_bench.matchup_points("lost_mines", args.players, args.sim)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
