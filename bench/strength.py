"""AI strength matchups for one game, seats rotated, spread over worker processes. Prints JSON.

    uv run python bench/strength.py --game lost_cities [--players 2] [--games 200] [--workers 2]
        [--matchups heuristic:random,normal:heuristic,hard:normal] [--option KEY=VALUE ...]
        [--deterministic] [--seed S] [--chunk 10] [--plan] [--out RUN.jsonl [--resume]]
    uv run python bench/strength.py --game ID --status RUN.jsonl [--games 200]

``--plan`` plays nothing at the real levels: it counts the searched decisions (more than one
legal action and not settled by the game's ``AIHooks.settled``; those cost the search nothing)
that each seat meets in rule-based self-play
and prints, per matchup, an estimate of the run's length: decisions x each level's time limit,
over the workers. Real runs take longer (time-limit overshoot, sim start-up per chunk, games
between unequal players run longer: The City 2p normal:heuristic, estimate 14 min, took 21).
Run it before a long measurement to see whether it can fit the time at hand.

``--out RUN.jsonl`` appends every finished chunk (its seed, games and result, with the run's
game, players, options and code version) to the file as it ends, so a run cut short keeps what
it played. ``--resume`` continues such a run: chunks already in the file are not played again
and count in the totals, so one run can span several sittings. It refuses a file from another
run (game, players, options, deterministic) or other code: the run names the git hashes of
``tabletop/engine``, the game's package and ``tabletop/sim.py``, and refuses uncommitted
changes there (commits elsewhere leave it resumable). Resume with the ``--seed``, ``--games``
and ``--chunk`` the run started with: chunks are keyed by them, and a file whose chunks this
run would not play is refused rather than played again. ``--status RUN.jsonl`` plays nothing: it
sums up what the file holds so far, per matchup, with the share of the pairs still to play
that A needs to end at the issues' bar (``BARS``).

Each matchup ``A:B`` plays ``--games`` games with the seats alternating A, B, A, B, ...
(``tabletop sim`` cycles the agent list) and rotated every game, so each agent sits in
every seat (with an odd number of players A holds one seat more than B in every game: two of
three at 3 players). "A beats B" is the share of games an A seat wins alone (a shared first
place counts for nobody; its even mark is A's share of the seats, 2/3 at 3 players, so at
odd tables read head to head instead); "head to head" is the share of (A seat, B seat)
pairs in which the A seat placed better, a level pair counting half (with two players: the
win rate with ties as halves). Decision times are wall-clock per decision,
mean and max, measured while the workers share the machine. Games run in chunks of
``--chunk`` (rounded to whole seat rotations) handed to the workers as they free up; each
finished chunk prints a progress line (running totals) on stderr.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path


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


def decisions_per_seat(game: str, players: int, options: dict, games: int = 20, seed: int = 1) -> float:
    """Mean number of searched decisions (more than one legal action, not settled by the
    game's ``AIHooks.settled``) a seat meets in a game of rule-based self-play."""
    from tabletop.engine import registry
    from tabletop.engine.contract import Setup
    from tabletop.engine.rng import Rng
    from tabletop.games import register_all

    register_all()
    spec = registry.get(game)
    hooks = spec.ai_hooks()
    rng = Rng(seed)
    total = 0
    for g in range(games):
        state = spec.new_game(spec.validate(Setup(players, dict(options), seed + g)))
        while not state.is_terminal():
            view = state.view(state.current_player())
            action = hooks.settled(view) if len(view.legal_actions()) > 1 else None
            if action is None:
                action = hooks.heuristic_action(view, rng)
                total += len(view.legal_actions()) > 1
            state.apply(action)
    return total / games / players


def seconds_per_decision(game: str, agent: str) -> float:
    """What one decision of ``agent`` takes at most, bar overshoot: its level's time limit
    (0 for the rule-based agents, which answer at once)."""
    from tabletop.engine import registry
    from tabletop.engine.agents import LEVELS

    if agent in ("random", "heuristic"):
        return 0.0
    if agent.startswith("ismcts:"):
        return float("nan")  # an iteration cap only: no bound without measuring
    from tabletop.games import register_all

    register_all()
    levels = getattr(registry.get(game).ai_hooks(), "levels", None) or {}
    return float(levels[agent][0]) if agent in levels else LEVELS[agent].time_limit


def plan(args) -> dict:
    from tabletop.sim import _parse_option

    options = dict(_parse_option(o) for o in args.option)
    d = decisions_per_seat(args.game, args.players, options)
    n = args.players
    out = {"game": args.game, "players": n, "options": options, "decisions_per_seat": round(d, 1),
           "games": args.games, "workers": args.workers, "matchups": []}
    total = 0.0
    for m in args.matchups.split(","):
        a, b = m.split(":")
        seats_a = (n + 1) // 2  # ``tabletop sim`` cycles the agent list over the seats
        per_game = d * (seats_a * seconds_per_decision(args.game, a) + (n - seats_a) * seconds_per_decision(args.game, b))
        minutes = per_game * args.games / args.workers / 60
        total += minutes
        out["matchups"].append({"a": a, "b": b, "est_seconds_per_game": round(per_game, 1),
                                "est_minutes": round(minutes, 1)})
    out["est_minutes_total"] = round(total, 1)
    return out


ROOT = Path(__file__).resolve().parent.parent


def code_version(game: str) -> dict:
    """What a run's results depend on: the git hashes of ``tabletop/engine``, the game's
    package and ``tabletop/sim.py`` as committed (other commits leave a run resumable).
    Refuses uncommitted changes there."""
    paths = ["tabletop/engine", f"tabletop/games/{game}", "tabletop/sim.py"]

    def git(*cmd):
        return subprocess.run(["git", *cmd], capture_output=True, text=True, check=True, cwd=ROOT).stdout.strip()

    try:
        dirty = git("status", "--porcelain", "--untracked-files=no", "--", *paths)
        version = {path: git("rev-parse", f"HEAD:{path}") for path in paths}
    except (OSError, subprocess.CalledProcessError) as exc:
        raise SystemExit(f"--out needs a git checkout to name the code version: {exc}")
    if dirty:
        raise SystemExit(f"--out: uncommitted changes in {', '.join(paths)}; commit them first, so the run names its code")
    return version


class RunFile:
    """The chunks of one run, appended to a JSON-lines file as they finish."""

    def __init__(self, path: str, run: dict, resume: bool):
        self.path, self.run = path, run
        self.done: dict[tuple, dict] = {}
        exists = os.path.exists(path)
        if exists and not resume:
            raise SystemExit(f"{path} exists: add --resume to continue that run, or name a new file")
        if resume and exists:
            with open(path, encoding="utf-8") as f:
                for no, line in enumerate(f, 1):
                    if not line.strip():
                        continue
                    try:
                        row = json.loads(line)
                        key = (row["matchup"], row["chunk"], row["games"], row["seed"])
                        theirs = row["run"]
                        result = row["result"]
                    except (ValueError, KeyError, TypeError) as exc:
                        raise SystemExit(f"{path}:{no}: not a chunk of a strength run ({exc})")
                    if theirs != run:
                        diff = sorted(k for k in set(run) | set(theirs) if run.get(k) != theirs.get(k))
                        raise SystemExit(f"{path}:{no} belongs to another run (differs in {', '.join(diff)}): "
                                         f"{theirs}")
                    self.done[key] = result

    def add(self, matchup: str, chunk: int, games: int, seed: int, result: dict) -> None:
        row = {"run": self.run, "matchup": matchup, "chunk": chunk, "games": games, "seed": seed, "result": result}
        with open(self.path, "a", encoding="utf-8") as f:
            f.write(json.dumps(row) + "\n")
            f.flush()
            os.fsync(f.fileno())


def matchup(args, a: str, b: str, run_file: "RunFile | None" = None) -> dict:
    n = args.players
    per = max(n, min(args.chunk, args.games // args.workers) // n * n)  # whole rotations per chunk
    chunks = []
    left = args.games
    i = 0
    while left > 0:
        g = min(per, left)
        chunks.append((g, args.seed + 1000 * i, i))
        left -= g
        i += 1
    t0 = time.perf_counter()
    results = []
    name = f"{a}:{b}"
    if run_file is not None:
        planned = {(name, c[2], c[0], c[1]): c for c in chunks}
        stray = sorted(k for k in run_file.done if k[0] == name and k not in planned)
        if stray:
            raise SystemExit(f"{run_file.path}: its {name} chunks hold {stray[0][2]} games from seed {stray[0][3]}, "
                             f"which this run would not play ({per} games a chunk from seed {args.seed}): "
                             f"resume with the --seed, --games and --chunk the run started with")
        results = [run_file.done[k] for k in planned if k in run_file.done]
        chunks = [c for k, c in planned.items() if k not in run_file.done]
    resumed = len(results)

    def one(c):
        r = run_sim(args.game, n, f"{a},{b}", c[0], c[1], args.option, args.deterministic)
        with lock:
            if run_file is not None:
                run_file.add(name, c[2], c[0], c[1], r)
            results.append(r)
            done = sum(x["games"] for x in results)
            wins = [sum(x["agents"][i]["wins"] for x in results) for i in (0, 1)]
            print(json.dumps({"progress": f"{a}:{b}", "games": done, "a_wins": wins[0], "b_wins": wins[1],
                              "seconds": round(time.perf_counter() - t0, 1)}), file=sys.stderr, flush=True)
        return r

    lock = threading.Lock()
    with ThreadPoolExecutor(max_workers=args.workers) as pool:
        list(pool.map(one, chunks))
    agg = summarise(a, b, results)
    agg["seconds"] = round(time.perf_counter() - t0, 1)
    if run_file is not None:
        agg["chunks_resumed"] = resumed
    return agg


def summarise(a: str, b: str, results: list) -> dict:
    """The totals of a matchup's chunk results (``tabletop sim --json`` answers)."""
    agg = {"a": a, "b": b, "games": 0, "a_wins": 0, "b_wins": 0, "a_decisions_mean_s": 0.0, "a_decision_max_s": 0.0,
           "b_decisions_mean_s": 0.0, "b_decision_max_s": 0.0, "pairs_a_better": 0, "pairs_b_better": 0,
           "pairs_level": 0}
    wa = 0.0
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
    return agg


#: the issues' strength bars, head to head (the same ladder for every game)
BARS = {"heuristic:random": 0.80, "normal:heuristic": 0.60, "hard:normal": 0.55}


def status(path: str, games: int) -> dict:
    """What the chunks of run file ``path`` hold so far, per matchup (plays nothing, checks no
    code): the totals, the games still to play of ``games``, and for a matchup with a bar the
    share of the pairs still to play that A needs to end the run at it (pairs a game as so
    far; above 1: out of reach)."""
    by = {}
    with open(path, encoding="utf-8") as f:
        for no, line in enumerate(f, 1):
            if line.strip():
                try:
                    row = json.loads(line)
                    by.setdefault(row["matchup"], []).append(row["result"])
                except (ValueError, KeyError, TypeError) as exc:
                    raise SystemExit(f"{path}:{no}: not a chunk of a strength run ({exc})")
    out = []
    for name, results in by.items():
        a, _, b = name.partition(":")
        agg = summarise(a, b, results)
        agg["games_left"] = max(0, games - agg["games"])
        bar = BARS.get(name)
        pairs = agg["pairs_a_better"] + agg["pairs_b_better"] + agg["pairs_level"]
        if bar is not None and pairs and agg["games_left"]:
            left = pairs / agg["games"] * agg["games_left"]
            got = agg["pairs_a_better"] + agg["pairs_level"] / 2
            agg["bar"] = bar
            agg["a_needs_of_rest"] = round((bar * (pairs + left) - got) / left, 3)
        out.append(agg)
    return {"run": path, "matchups": out}


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
    p.add_argument("--plan", action="store_true", help="only estimate how long the run can take")
    p.add_argument("--out", help="append each finished chunk to this JSON-lines file")
    p.add_argument("--resume", action="store_true", help="with --out: continue the run in that file")
    p.add_argument("--status", metavar="RUN.jsonl",
                   help="only sum up what that run file holds so far (of --games a matchup)")
    args = p.parse_args()
    if args.status:
        print(json.dumps(status(args.status, args.games)))
        return 0
    if args.plan:
        print(json.dumps(plan(args)))
        return 0
    if args.resume and not args.out:
        p.error("--resume needs --out FILE")
    run_file = None
    if args.out:
        run = {"game": args.game, "players": args.players, "options": sorted(args.option),
               "deterministic": args.deterministic, "code": code_version(args.game)}
        run_file = RunFile(args.out, run, args.resume)
    out = {"game": args.game, "players": args.players, "options": args.option, "matchups": []}
    for m in args.matchups.split(","):
        a, b = m.split(":")
        out["matchups"].append(matchup(args, a, b, run_file))
        print(json.dumps(out["matchups"][-1]), file=sys.stderr, flush=True)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
