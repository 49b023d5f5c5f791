"""Lost Legacy speed and strength; prints one JSON object.

    uv run python bench/lost_legacy_bench.py [--quick] [--sim N] [--players 2] [--deck starship]

* ``random_playouts_per_s`` / ``actions_per_s``: random games from a fresh deal (2 and 4 players).
* ``clone_apply_per_s``: clone + one legal action from mid-game states.
* ``fast_rollouts_per_s``: games played out by the search's rollout policy (``fast_action``), 2p.
* ``ismcts_iterations_per_s``: search iterations per second at each player count (All-Jam for 5-6);
  up to 3 players the search's later decisions are the full rule-based player's (slower, see
  ``ai._SearchState``).
* ``decision_s``: mean / max seconds of the normal and hard levels on sampled positions, 2-6
  players (the levels' time limits bind: normal <= 1 s, hard <= 3 s).
* ``--sim N``: heuristic vs random, normal vs heuristic, hard vs normal over N games each
  (seats rotated) through ``tabletop sim --json``.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
from time import perf_counter

from tabletop.engine.agents import make_agent
from tabletop.engine.contract import Setup
from tabletop.engine.ismcts import search
from tabletop.engine.rng import Rng
from tabletop.games.lost_legacy.ai import HOOKS, fast_action
from tabletop.games.lost_legacy.rules import GAME


def _deck(players, deck):
    return "all_jam" if players > 4 else deck


def random_games(seconds: float, players: int, deck: str):
    rng = Rng(1)
    games = actions = 0
    t0 = perf_counter()
    while perf_counter() - t0 < seconds:
        s = GAME.new_game(Setup(players, {"deck": _deck(players, deck)}, rng.randrange(1 << 30)))
        while not s.is_terminal():
            s.apply(rng.choice(s.legal_actions()))
            actions += 1
        games += 1
    dt = perf_counter() - t0
    return games / dt, actions / dt


def fast_games(seconds: float, deck: str):
    rng = Rng(6)
    games = 0
    t0 = perf_counter()
    while perf_counter() - t0 < seconds:
        s = GAME.new_game(Setup(2, {"deck": deck}, rng.randrange(1 << 30)))
        while not s.is_terminal():
            s.apply(fast_action(s, rng))
        games += 1
    return games / (perf_counter() - t0)


def midgame(players: int, seed: int, deck: str, steps: int = 8):
    rng = Rng(seed)
    while True:
        s = GAME.new_game(Setup(players, {"deck": _deck(players, deck)}, rng.randrange(1 << 30)))
        for _ in range(rng.randrange(steps)):
            if s.is_terminal():
                break
            s.apply(rng.choice(s.legal_actions()))
        if not s.is_terminal():
            return s


def clone_apply(seconds: float, deck: str):
    states = [midgame(3, i, deck) for i in range(20)]
    rng = Rng(2)
    n = 0
    t0 = perf_counter()
    while perf_counter() - t0 < seconds:
        for s in states:
            c = s.clone()
            c.apply(rng.choice(c.legal_actions()))
            n += 1
    return n / (perf_counter() - t0)


def ismcts_rate(players: int, seconds: float, deck: str):
    seed = 5
    while True:
        s = midgame(players, seed, deck, steps=3)
        view = s.view(s.current_player())
        if len(view.legal_actions()) >= 2:
            break
        seed += 1
    t0 = perf_counter()
    res = search(view, HOOKS, time_limit=seconds, rng=Rng(3))
    return res.iterations / max(perf_counter() - t0, 1e-9)


def decisions(level: str, count: int, deck: str):
    times = []
    agent = make_agent(level, seed=4, levels=HOOKS.levels)
    for i in range(count):
        s = midgame(2 + i % 5, 100 + i, deck, steps=12)
        view = s.view(s.current_player())
        t0 = perf_counter()
        agent.choose(view, HOOKS)
        times.append(perf_counter() - t0)
    return {"mean": round(sum(times) / len(times), 3), "max": round(max(times), 3), "n": len(times)}


def sim(n_games: int, players: int, deck: str):
    from tabletop import sim as simmod
    out = {}
    for a, b in (("heuristic", "random"), ("normal", "heuristic"), ("hard", "normal")):
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            simmod.main(["--game", "lost_legacy", "--players", str(players), "--agents", f"{a},{b}",
                         "--games", str(n_games), "--seed", "1", "--option", f"deck={deck}", "--json"])
        res = json.loads(buf.getvalue())
        stats = {ag["name"]: ag for ag in res["agents"]}
        out[f"{a}_vs_{b}"] = {
            "games": n_games,
            f"{a}_wins": stats[a]["wins"], f"{b}_wins": stats[b]["wins"], "ties": stats[a]["ties"],
            f"{a}_win_rate": round(stats[a]["wins"] / n_games, 3),
            f"{a}_decisive_share": round(stats[a]["wins"] / max(1, stats[a]["wins"] + stats[b]["wins"]), 3),
        }
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--sim", type=int, default=0)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--deck", default="starship")
    args = ap.parse_args(argv)
    sec = 0.3 if args.quick else 2.0
    result = {"game": "lost_legacy", "python": sys.version.split()[0], "deck": args.deck}
    for p in (2, 4):
        g, a = random_games(sec, p, args.deck)
        result[f"random_playouts_per_s_{p}p"] = round(g, 1)
        result[f"actions_per_s_{p}p"] = round(a)
    result["clone_apply_per_s"] = round(clone_apply(sec, args.deck))
    result["fast_rollouts_per_s"] = round(fast_games(sec, args.deck), 1)
    result["ismcts_iterations_per_s"] = {str(p): round(ismcts_rate(p, sec, args.deck)) for p in range(2, 7)}
    n = 5 if args.quick else 15
    result["decision_s"] = {lvl: decisions(lvl, n, args.deck) for lvl in ("normal", "hard")}
    if args.sim:
        result["sim"] = sim(args.sim, args.players, args.deck)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
