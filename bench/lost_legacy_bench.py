"""Lost Legacy speed and strength; prints one JSON object.

    uv run python bench/lost_legacy_bench.py [--quick] [--sim N] [--players 2] [--deck starship]

* ``random_playouts_per_s`` / ``actions_per_s``: random games from a fresh deal (2 and 4 players).
* ``clone_apply_per_s``: clone + one legal action from mid-game states.
* ``fast_rollouts_per_s``: games played out by the search's rollout policy (``fast_action``), 2p.
* ``ismcts_iterations_per_s``: search iterations per second at each player count (All-Jam for 5-6);
  up to 3 players the search's later decisions are the full rule-based player's (slower, see
  ``ai.search.SearchState``).
* ``decision_s``: mean / max seconds of the normal and hard levels on sampled positions, 2-6
  players (the levels' time limits bind: normal <= 1 s, hard <= 3 s).
* ``--sim N``: heuristic vs random, normal vs heuristic, hard vs normal over N games each
  (seats rotated) through ``tabletop sim --json``.
"""

from __future__ import annotations

import argparse
import json
import sys
from time import perf_counter

import game_bench

from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng
from tabletop.games.lost_legacy.ai import HOOKS, fast_action
from tabletop.games.lost_legacy.rules import GAME


def _setup(players: int, deck: str, rng: Rng) -> Setup:
    """A fresh deal with ``deck`` (All-Jam for 5-6 players)."""
    return Setup(players, {"deck": "all_jam" if players > 4 else deck}, rng.randrange(1 << 30))


def fast_games(seconds: float, deck: str):
    rng = Rng(6)
    games = 0
    t0 = perf_counter()
    while perf_counter() - t0 < seconds:
        s = GAME.new_game(_setup(2, deck, rng))
        while not s.is_terminal():
            s.apply(fast_action(s, rng))
        games += 1
    return games / (perf_counter() - t0)


def midgame(players: int, seed: int, deck: str, steps: int = 8):
    """An unfinished game fewer than ``steps`` random actions after a deal."""
    rng = Rng(seed)
    while True:
        s = game_bench.random_steps(GAME.new_game(_setup(players, deck, rng)), rng.randrange(steps), rng)
        if not s.is_terminal():
            return s


def ismcts_rate(players: int, seconds: float, deck: str):
    seed = 5
    while len((s := midgame(players, seed, deck, steps=3)).legal_actions()) < 2:
        seed += 1
    return game_bench.ismcts_rate(HOOKS, s, seconds)[0]


def decisions(level: str, count: int, deck: str):
    states = (midgame(2 + i % 5, 100 + i, deck, steps=12) for i in range(count))
    d = game_bench.decisions(HOOKS, level, states, seed=4)
    return {"mean": d["mean"], "max": d["max"], "n": d["positions"]}


def sim(n_games: int, players: int, deck: str):
    out = {}
    for a, b in game_bench.MATCHUPS:
        _, ra, rb = game_bench.sim("lost_legacy", players, a, b, n_games, "--option", f"deck={deck}")
        out[f"{a}_vs_{b}"] = {
            "games": n_games,
            f"{a}_wins": ra["wins"], f"{b}_wins": rb["wins"], "ties": ra["ties"],
            f"{a}_win_rate": round(ra["wins"] / n_games, 3),
            f"{a}_decisive_share": round(ra["wins"] / max(1, ra["wins"] + rb["wins"]), 3),
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
        g, a = game_bench.random_games(lambda k, rng, p=p: GAME.new_game(_setup(p, args.deck, rng)), sec)
        result[f"random_playouts_per_s_{p}p"] = round(g, 1)
        result[f"actions_per_s_{p}p"] = round(a)
    result["clone_apply_per_s"] = round(game_bench.clone_apply([midgame(3, i, args.deck) for i in range(20)], sec))
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
