"""What the per-game benches (``bench/<game>_bench.py``) measure alike.

Random games, mid-game positions, clone + apply, ISMCTS iterations, decision times and the
strength matchups through ``tabletop sim --json``. Each bench passes its game's ``GAME``,
``HOOKS``, deals and positions, and builds its own JSON object from what these return.
"""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Callable, Iterable
from time import perf_counter, process_time

from tabletop import sim as simmod
from tabletop.engine.agents import make_agent
from tabletop.engine.contract import Setup
from tabletop.engine.ismcts import search
from tabletop.engine.rng import Rng

#: the strength matchups every bench runs with ``--sim``: (stronger, weaker)
MATCHUPS = (("heuristic", "random"), ("normal", "heuristic"), ("hard", "normal"))


def random_games(deal: Callable[[int, Rng], object], seconds: float, seed: int = 1) -> tuple[float, float]:
    """Whole uniform random games per second and actions per second; ``deal(k, rng)`` is game k's start."""
    rng = Rng(seed)
    games = actions = 0
    t0 = perf_counter()
    while perf_counter() - t0 < seconds:
        s = deal(games, rng)
        while not s.is_terminal():
            s.apply(rng.choice(s.legal_actions()))
            actions += 1
        games += 1
    dt = perf_counter() - t0
    return games / dt, actions / dt


def random_steps(s, steps: int, rng: Rng):
    """``s`` after up to ``steps`` uniform random actions (fewer if the game ends)."""
    for _ in range(steps):
        if s.is_terminal():
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def midgame(game, hooks, setup: Setup, steps: int):
    """``setup``'s game after up to ``steps`` rule-based actions, chosen with ``Rng(setup.seed)``."""
    rng = Rng(setup.seed)
    s = game.new_game(setup)
    for _ in range(steps):
        if s.is_terminal():
            break
        s.apply(hooks.heuristic_action(s.view(s.current_player()), rng))
    return s


def clone_apply(states: list, seconds: float, seed: int = 2) -> float:
    """Clones per second of ``states``, each followed by one random legal action (none after the end)."""
    rng = Rng(seed)
    count = 0
    t0 = perf_counter()
    while perf_counter() - t0 < seconds:
        for s in states:
            c = s.clone()
            if not c.is_terminal():
                c.apply(rng.choice(c.legal_actions()))
            count += 1
    return count / (perf_counter() - t0)


def ismcts_rate(hooks, s, seconds: float, seed: int = 3) -> tuple[float, float]:
    """ISMCTS iterations per wall second and per process-CPU second from the next real decision
    of ``s`` (forced moves are played first)."""
    while not s.is_terminal() and len(s.legal_actions()) < 2:
        s.apply(s.legal_actions()[0])
    view = s.view(s.current_player())
    t0, c0 = perf_counter(), process_time()
    its = search(view, hooks, time_limit=seconds, rng=Rng(seed)).iterations
    return its / max(1e-9, perf_counter() - t0), its / max(1e-9, process_time() - c0)


def decision_times(hooks, level: str, states: Iterable, seed: int = 1) -> tuple[list[float], list[int]]:
    """Seconds of ``level``'s decision at each unfinished state of ``states``, and the
    iterations of those it searched (a settled move searches none)."""
    agent = make_agent(level, seed=seed, levels=hooks.levels)
    times, iterations = [], []
    for s in states:
        if s.is_terminal():
            continue
        t0 = perf_counter()
        agent.choose(s.view(s.current_player()), hooks)
        times.append(perf_counter() - t0)
        if agent.last is not None:
            iterations.append(agent.last.iterations)
    return times, iterations


def decisions(hooks, level: str, states: Iterable, seed: int = 1) -> dict:
    """Mean and max seconds of ``level``'s decisions at ``states`` and how many ``positions`` it decided."""
    times, _ = decision_times(hooks, level, states, seed)
    return {"mean": round(sum(times) / max(1, len(times)), 3), "max": round(max(times, default=0.0), 3),
            "positions": len(times)}


def sim(game: str, players: int, a: str, b: str, games: int, *extra: str, seed: int = 1) -> tuple[dict, dict, dict]:
    """``tabletop sim --json`` of ``a`` against ``b`` (seats rotated, ``extra`` arguments added):
    the object it prints, then ``a``'s and ``b``'s rows of its ``agents``."""
    argv = ["--game", game, "--players", str(players), "--agents", f"{a},{b}", "--games", str(games),
            "--seed", str(seed), *extra, "--json"]
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        code = simmod.main(argv)
    if code:
        raise SystemExit(f"tabletop sim {' '.join(argv)} failed ({code})")
    res = json.loads(buf.getvalue())
    rows = {r["name"]: r for r in res["agents"]}
    return res, rows[a], rows[b]


def points(row: dict) -> float:
    """An agent's points in a sim: a win counts 1, a shared first place 1/2."""
    return row["wins"] + row["ties"] / 2


def share(ra: dict, rb: dict) -> float:
    """``ra``'s share of the points the two agents took (0.5 when neither took any)."""
    total = points(ra) + points(rb)
    return round(points(ra) / total, 3) if total else 0.5


def matchup_points(game: str, players: int, games: int) -> dict:
    """Each of :data:`MATCHUPS` over ``games`` games: both agents' points, the stronger one's share
    and both agents' mean decision seconds."""
    out = {}
    for a, b in MATCHUPS:
        _, ra, rb = sim(game, players, a, b, games)
        out[f"{a}_vs_{b}"] = {a: points(ra), b: points(rb), "share_" + a: share(ra, rb),
                              "mean_decision_s": {a: ra["mean_decision_s"], b: rb["mean_decision_s"]}}
    return out
