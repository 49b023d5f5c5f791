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
import subprocess
import sys
from time import perf_counter

from tabletop.engine.agents import make_agent
from tabletop.engine.contract import Setup
from tabletop.engine.ismcts import search
from tabletop.engine.rng import Rng
from tabletop.games.lost_cities import GAME
from tabletop.games.lost_cities.ai import HOOKS


def midgame(n: int, seed: int, steps: int = 60):
    """A position ``steps`` rollout actions into a game, at a card-play decision."""
    s = GAME.new_game(Setup(n, {}, seed))
    rng = Rng(seed)
    for _ in range(steps):
        s.apply(HOOKS.rollout_action(s, rng))
    while s.phase != "play":
        s.apply(HOOKS.rollout_action(s, rng))
    return s


def playouts(n: int, seconds: float) -> tuple[float, float]:
    start = GAME.new_game(Setup(n, {"game_length": "short"}, n))
    rng = Rng(7)
    games = actions = 0
    t0 = perf_counter()
    while perf_counter() - t0 < seconds:
        s = start.clone()
        while not s.is_terminal():
            s.apply(rng.choice(s.legal_actions()))
            actions += 1
        games += 1
    dt = perf_counter() - t0
    return games / dt, actions / dt


def clone_apply(seconds: float) -> float:
    s = midgame(3, 1)
    legal = s.legal_actions()
    count = 0
    t0 = perf_counter()
    while perf_counter() - t0 < seconds:
        for a in legal:
            c = s.clone()
            c.apply(a)
            count += 1
    return count / (perf_counter() - t0)


def ismcts_rate(n: int, seconds: float) -> float:
    s = midgame(n, 2)
    t0 = perf_counter()
    res = search(s.view(s.current_player()), HOOKS, time_limit=seconds, rng=Rng(3))
    return res.iterations / (perf_counter() - t0)


def decisions(level: str, positions: int) -> dict:
    agent = make_agent(level, seed=1, levels=HOOKS.levels)
    times = []
    for i in range(positions):
        s = midgame(2 + i % 3, 10 + i, steps=30 + 40 * i)
        t0 = perf_counter()
        agent.choose(s.view(s.current_player()), HOOKS)
        times.append(perf_counter() - t0)
    return {"mean": sum(times) / len(times), "max": max(times), "positions": positions}


def sim(agents: str, games: int, short: bool = False, deterministic: bool = False) -> dict:
    cmd = [sys.executable, "-m", "tabletop", "sim", "--game", "lost_cities", "--players", "2",
           "--agents", agents, "--games", str(games), "--json"]
    if short:
        cmd += ["--option", "game_length=short"]
    if deterministic:
        cmd.append("--deterministic")
    out = subprocess.run(cmd, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


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
    result["clone_apply_per_s"] = round(clone_apply(sec))
    result["ismcts_iterations_per_s"] = {n: round(ismcts_rate(n, sec)) for n in (2, 3, 4)}
    result["levels"] = {k: list(v) for k, v in HOOKS.levels.items()}
    result["decision_s"] = {
        "normal": decisions("normal", 1 if args.quick else 6),
        "hard": decisions("hard", 1 if args.quick else 3),
    }
    if args.sim:
        result["sim"] = {
            name: sim(agents, args.sim, args.short, args.deterministic)
            for name, agents in (("heuristic_vs_random", "heuristic,random"),
                                 ("normal_vs_heuristic", "normal,heuristic"),
                                 ("hard_vs_normal", "hard,normal"))
        }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
