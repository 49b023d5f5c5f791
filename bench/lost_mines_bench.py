"""Saboteur: The Lost Mines speed and strength; prints ONE JSON object.

    uv run python bench/lost_mines_bench.py [--quick] [--sim N] [--players 4]

* ``random_playouts_per_s`` / ``actions_per_s``: whole random games (4 players).
* ``clone_apply_per_s``: clone + one legal action applied, from mid-game positions.
* ``ismcts_iterations_per_s`` (wall) and ``ismcts_iterations_per_cpu_s`` (process CPU, steadier
  on a shared machine): per player count, from a mid-game decision.
* ``decision_s``: mean/max seconds of the normal and hard levels on sampled positions.
* ``field_cache``: the memory ``target_field``'s cache holds once hard's search has filled it
  with ``entries`` tables (tracemalloc: what clearing it frees), per entry and scaled to its
  5,000-entry cap.
* ``--sim N``: heuristic vs random, normal vs heuristic, hard vs normal over N games each
  (seats rotated) through ``tabletop sim --json``.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
from time import perf_counter, process_time

from tabletop.engine.agents import make_agent
from tabletop.engine.contract import Setup
from tabletop.engine.ismcts import search
from tabletop.engine.rng import Rng
from tabletop.games.lost_mines.ai import HOOKS
from tabletop.games.lost_mines.rules import GAME


def random_games(seconds: float, players: int = 4):
    rng = Rng(1)
    games = actions = 0
    t0 = perf_counter()
    while perf_counter() - t0 < seconds:
        s = GAME.new_game(Setup(players, {}, games))
        while not s.is_terminal():
            s.apply(rng.choice(s.legal_actions()))
            actions += 1
        games += 1
    dt = perf_counter() - t0
    return games / dt, actions / dt


def midgame(players: int, seed: int, steps: int = 40):
    rng = Rng(seed)
    s = GAME.new_game(Setup(players, {}, seed))
    for _ in range(steps):
        if s.is_terminal():
            break
        p = s.current_player()
        s.apply(HOOKS.heuristic_action(s.view(p), rng))
    return s


def clone_apply(seconds: float):
    states = [midgame(4, k) for k in range(4)]
    rng = Rng(2)
    k = 0
    t0 = perf_counter()
    while perf_counter() - t0 < seconds:
        for s in states:
            t = s.clone()
            if not t.is_terminal():
                t.apply(rng.choice(t.legal_actions()))
            k += 1
    return k / (perf_counter() - t0)


def ismcts_rate(players: int, seconds: float):
    s = midgame(players, players)
    while not s.is_terminal() and len(s.legal_actions()) < 2:
        s.apply(s.legal_actions()[0])
    v = s.view(s.current_player())
    t0, c0 = perf_counter(), process_time()
    r = search(v, HOOKS, time_limit=seconds, rng=Rng(3))
    return r.iterations / (perf_counter() - t0), r.iterations / max(1e-9, process_time() - c0)


def decisions(level: str, count: int):
    times = []
    levels = HOOKS.levels or {}
    for k in range(count):
        s = midgame(3 + (k % 7), 100 + k, 20 + 7 * k)
        if s.is_terminal():
            continue
        v = s.view(s.current_player())
        agent = make_agent(level, seed=k, levels=levels)
        t0 = perf_counter()
        agent.choose(v, HOOKS)
        times.append(perf_counter() - t0)
    return {"mean": round(sum(times) / max(1, len(times)), 3), "max": round(max(times, default=0.0), 3),
            "positions": len(times)}


def field_cache(entries: int):
    import gc
    import tracemalloc

    from tabletop.games.lost_mines import ai

    ai._FIELD_CACHE.clear()
    agents = [make_agent("hard", seed=10 + k, deterministic=True, levels=HOOKS.levels) for k in range(3)]
    seed = 5
    s = GAME.new_game(Setup(3, {}, seed))
    tracemalloc.start()
    try:
        while len(ai._FIELD_CACHE) < entries:
            if s.is_terminal():
                seed += 1
                s = GAME.new_game(Setup(3, {}, seed))
            p = s.current_player()
            s.apply(agents[p].choose(s.view(p), HOOKS))
        n = len(ai._FIELD_CACHE)
        gc.collect()
        held = tracemalloc.get_traced_memory()[0]
        ai._FIELD_CACHE.clear()
        gc.collect()
        held -= tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    return {"entries": n, "kB_per_entry": round(held / n / 1e3, 2), "MB": round(held / 1e6, 2),
            "MB_at_cap": round(held / n * 5000 / 1e6, 1)}


def sim(n_games: int, players: int):
    from tabletop import sim as simmod

    out = {}
    for a, b in (("heuristic", "random"), ("normal", "heuristic"), ("hard", "normal")):
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            simmod.main(["--game", "lost_mines", "--players", str(players), "--agents", f"{a},{b}",
                         "--games", str(n_games), "--seed", "1", "--json"])
        res = json.loads(buf.getvalue())
        rows = {r["name"]: r for r in res["agents"]}
        out[f"{a}_vs_{b}"] = {
            a: rows[a]["wins"] + rows[a]["ties"] / 2, b: rows[b]["wins"] + rows[b]["ties"] / 2,
            "share_" + a: round((rows[a]["wins"] + rows[a]["ties"] / 2)
                                / max(1e-9, rows[a]["wins"] + rows[b]["wins"] + (rows[a]["ties"] + rows[b]["ties"]) / 2), 3),
            "mean_decision_s": {a: rows[a]["mean_decision_s"], b: rows[b]["mean_decision_s"]},
        }
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--sim", type=int, default=0)
    ap.add_argument("--players", type=int, default=4)
    args = ap.parse_args(argv)
    sec = 0.4 if args.quick else 2.0
    result = {"game": "lost_mines", "python": sys.version.split()[0]}
    g, a = random_games(sec)
    result["random_playouts_per_s"] = round(g, 2)
    result["actions_per_s"] = round(a)
    result["clone_apply_per_s"] = round(clone_apply(sec))
    counts = (3, 4, 5, 9) if args.quick else tuple(range(3, 10))
    rates = {str(n): ismcts_rate(n, sec) for n in counts}
    result["ismcts_iterations_per_s"] = {n: round(r[0]) for n, r in rates.items()}
    result["ismcts_iterations_per_cpu_s"] = {n: round(r[1]) for n, r in rates.items()}
    k = 2 if args.quick else 6
    result["decision_s"] = {"normal": decisions("normal", k), "hard": decisions("hard", 1 if args.quick else 4)}
    result["field_cache"] = field_cache(300 if args.quick else 1500)
    if args.sim:
        result["sim"] = sim(args.sim, args.players)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
