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
import contextlib
import io
import json
from time import perf_counter, process_time

from tabletop import sim
from tabletop.engine.agents import make_agent
from tabletop.engine.contract import Setup
from tabletop.engine.ismcts import search
from tabletop.engine.rng import Rng
from tabletop.games.pyramid_raiders.ai import HOOKS
from tabletop.games.pyramid_raiders.rules import GAME


def random_playouts(seconds: float) -> tuple[float, float]:
    rng = Rng(7)
    games = actions = 0
    t0 = perf_counter()
    while perf_counter() - t0 < seconds:
        s = GAME.new_game(Setup(3 + games % 4, {}, games))
        while not s.is_terminal():
            s.apply(rng.choice(s.legal_actions()))
            actions += 1
        games += 1
    dt = perf_counter() - t0
    return games / dt, actions / dt


def positions(count: int, seed: int, n: int | None = None) -> list:
    rng = Rng(seed)
    out = []
    k = 0
    while len(out) < count:
        players = n or 3 + k % 4
        s = GAME.new_game(Setup(players, {}, seed + k))
        k += 1
        stop = rng.randint(30, 150)
        for _ in range(stop):
            if s.is_terminal():
                break
            s.apply(rng.choice(s.legal_actions()))
        while not s.is_terminal() and len(s.legal_actions()) < 2:
            s.apply(rng.choice(s.legal_actions()))
        if not s.is_terminal():
            out.append(s)
    return out


def clone_apply(seconds: float) -> float:
    pos = positions(20, 3)
    rng = Rng(1)
    count = 0
    t0 = perf_counter()
    while perf_counter() - t0 < seconds:
        for s in pos:
            c = s.clone()
            c.apply(rng.choice(c.legal_actions()))
            count += 1
    return count / (perf_counter() - t0)


def phase_positions(count: int, seed: int, n: int, phase: str) -> list:
    """Positions where the deciding seat has a real choice in ``phase``."""
    rng = Rng(seed)
    out = []
    k = 0
    while len(out) < count:
        s = GAME.new_game(Setup(n, {}, seed + k))
        k += 1
        for _ in range(rng.randint(20, 150)):
            if s.is_terminal():
                break
            s.apply(rng.choice(s.legal_actions()))
        while not s.is_terminal() and (s.phase != phase or len(s.legal_actions()) < 2):
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
            its = 0
            t0 = process_time()
            for s in phase_positions(2, 100 + n, n, phase):
                its += search(s.view(s.current_player()), HOOKS, time_limit=seconds / 2, rng=Rng(n)).iterations
            row[phase] = round(its / (process_time() - t0), 1)
        out[str(n)] = row
    return out


def decision_times(count: int) -> dict:
    """Wall seconds and ISMCTS iterations per decision at the real budgets (4 players)."""
    out = {}
    for level in ("normal", "hard"):
        agent = make_agent(level, seed=1, levels=HOOKS.levels)
        times, its = [], []
        for s in positions(count, 55, 4):
            t0 = perf_counter()
            agent.choose(s.view(s.current_player()), HOOKS)
            times.append(perf_counter() - t0)
            its.append(agent.last.iterations)
        out[level] = {"mean": round(sum(times) / len(times), 3), "max": round(max(times), 3),
                      "iterations_mean": round(sum(its) / len(its)), "budget": list(HOOKS.levels[level])}
    return out


def run_sim(a: str, b: str, games: int) -> dict:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        code = sim.main(["--game", "pyramid_raiders", "--players", "4", "--agents", f"{a},{b}",
                         "--games", str(games), "--seed", "1", "--json"])
    if code:
        return {"error": code}
    data = json.loads(buf.getvalue())
    rows = {r["name"]: r for r in data["agents"]}
    ra, rb = rows[a], rows[b]
    decided = ra["wins"] + rb["wins"] + 0.5 * (ra["ties"] + rb["ties"])
    share = (ra["wins"] + 0.5 * ra["ties"]) / decided if decided else 0.5
    return {"a": a, "b": b, "games": games, "a_wins": ra["wins"], "b_wins": rb["wins"],
            "ties": ra["ties"] + rb["ties"], "a_win_share": round(share, 3),
            "a_mean_score": round(ra["mean_score"], 2), "b_mean_score": round(rb["mean_score"], 2),
            "a_decision_s": round(ra["mean_decision_s"], 4), "b_decision_s": round(rb["mean_decision_s"], 4)}


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--quick", action="store_true")
    p.add_argument("--sim", type=int, default=0)
    args = p.parse_args(argv)
    secs = 0.5 if args.quick else 2.0
    result = {"game": "pyramid_raiders", "quick": args.quick}
    gps, aps = random_playouts(secs)
    result["random_playouts_per_s"] = round(gps, 2)
    result["actions_per_s"] = round(aps, 1)
    result["clone_apply_per_s"] = round(clone_apply(secs), 1)
    result["ismcts_iterations_per_s"] = ismcts_rates(0.5 if args.quick else 2.0)
    result["decision_s"] = decision_times(1 if args.quick else 5)
    if args.sim:
        result["sim"] = [run_sim("heuristic", "random", args.sim), run_sim("normal", "heuristic", args.sim),
                         run_sim("hard", "normal", args.sim)]
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
