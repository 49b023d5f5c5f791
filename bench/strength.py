"""AI strength matchups for one game, seats rotated, spread over worker processes. Prints JSON.

    uv run python bench/strength.py --game lost_cities [--players 2] [--games 200] [--workers 2]
        [--matchups heuristic:random,normal:heuristic,hard:normal] [--option KEY=VALUE ...]
        [--deterministic] [--seed S] [--chunk 10]

Each matchup ``A:B`` plays ``--games`` games with the seats alternating A, B, A, B, ...
(``tabletop sim`` cycles the agent list) and rotated every game, so each agent sits in
every seat equally often. "A beats B" is the share of games an A seat wins alone
(a shared first place counts for nobody); "head to head" is the share of (A seat, B seat)
pairs in which the A seat placed better, a level pair counting half (with two players: the
win rate with ties as halves). Decision times are wall-clock per decision,
mean and max, measured while the workers share the machine. Games run in chunks of
``--chunk`` (rounded to whole seat rotations) handed to the workers as they free up; each
finished chunk prints a progress line (running totals) on stderr.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor


def run_sim(game, players, agents, games, seed, options, deterministic) -> dict:
    cmd = [sys.executable, "-m", "tabletop", "sim", "--game", game, "--players", str(players), "--agents", agents,
           "--games", str(games), "--seed", str(seed), "--json"]
    for o in options:
        cmd += ["--option", o]
    if deterministic:
        cmd.append("--deterministic")
    out = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise RuntimeError(f"sim failed: {out.stderr.strip()}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def matchup(args, a: str, b: str) -> dict:
    n = args.players
    per = max(n, min(args.chunk, args.games // args.workers) // n * n)  # whole rotations per chunk
    chunks = []
    left = args.games
    i = 0
    while left > 0:
        g = min(per, left)
        chunks.append((g, args.seed + 1000 * i))
        left -= g
        i += 1
    t0 = time.perf_counter()
    results = []

    def one(c):
        r = run_sim(args.game, n, f"{a},{b}", c[0], c[1], args.option, args.deterministic)
        with lock:
            results.append(r)
            done = sum(x["games"] for x in results)
            wins = [sum(x["agents"][i]["wins"] for x in results) for i in (0, 1)]
            print(json.dumps({"progress": f"{a}:{b}", "games": done, "a_wins": wins[0], "b_wins": wins[1],
                              "seconds": round(time.perf_counter() - t0, 1)}), file=sys.stderr, flush=True)
        return r

    lock = threading.Lock()
    with ThreadPoolExecutor(max_workers=args.workers) as pool:
        list(pool.map(one, chunks))
    agg = {"a": a, "b": b, "games": 0, "a_wins": 0, "b_wins": 0, "a_decisions_mean_s": 0.0, "a_decision_max_s": 0.0,
           "b_decisions_mean_s": 0.0, "b_decision_max_s": 0.0, "pairs_a_better": 0, "pairs_b_better": 0,
           "pairs_level": 0}
    wa = wb = 0.0
    for r in results:
        g = r["games"]
        agg["games"] += g
        ra, rb = r["agents"][0], r["agents"][1]
        agg["a_wins"] += ra["wins"]
        agg["b_wins"] += rb["wins"]
        agg["a_decisions_mean_s"] += ra["mean_decision_s"] * g
        agg["b_decisions_mean_s"] += rb["mean_decision_s"] * g
        h = r["head_to_head"][0]
        agg["pairs_a_better"] += h["a_better"]
        agg["pairs_b_better"] += h["b_better"]
        agg["pairs_level"] += h["level"]
        agg["a_decision_max_s"] = max(agg["a_decision_max_s"], ra.get("max_decision_s", 0.0))
        agg["b_decision_max_s"] = max(agg["b_decision_max_s"], rb.get("max_decision_s", 0.0))
        wa += g
    agg["a_decisions_mean_s"] = round(agg["a_decisions_mean_s"] / wa, 4)
    agg["b_decisions_mean_s"] = round(agg["b_decisions_mean_s"] / wa, 4)
    agg["a_decision_max_s"] = round(agg["a_decision_max_s"], 4)
    agg["b_decision_max_s"] = round(agg["b_decision_max_s"], 4)
    agg["shared_or_other"] = agg["games"] - agg["a_wins"] - agg["b_wins"]
    agg["a_win_rate"] = round(agg["a_wins"] / agg["games"], 3)
    pairs = agg["pairs_a_better"] + agg["pairs_b_better"] + agg["pairs_level"]
    # head to head over every (A seat, B seat) pair: the better-placed side, a level pair counting half
    agg["a_head_to_head"] = round((agg["pairs_a_better"] + agg["pairs_level"] / 2) / pairs, 3) if pairs else None
    agg["seconds"] = round(time.perf_counter() - t0, 1)
    return agg


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", required=True)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--matchups", default="heuristic:random,normal:heuristic,hard:normal")
    p.add_argument("--option", action="append", default=[])
    p.add_argument("--deterministic", action="store_true")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--chunk", type=int, default=10, help="games per sim process (default 10)")
    args = p.parse_args()
    out = {"game": args.game, "players": args.players, "options": args.option, "matchups": []}
    for m in args.matchups.split(","):
        a, b = m.split(":")
        out["matchups"].append(matchup(args, a, b))
        print(json.dumps(out["matchups"][-1]), file=sys.stderr, flush=True)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
