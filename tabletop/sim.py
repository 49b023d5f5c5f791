"""``tabletop sim``: AI-versus-AI games for tuning and smoke tests.

    tabletop sim --game ID --players N --agents A,B[,...] --games K --seed S [--json] [--deterministic]

Agents are listed once per seat; with fewer agents than players the list is cycled to
fill the seats (``--agents hard,random`` with 4 players seats hard, random, hard,
random). Game ``g`` rotates that seating by ``g % N`` so every agent sits in every
seat. Statistics are per listed agent, summed over the seats it filled: a seat that
takes first place alone is a win, a shared first place is a tie.

``--json`` prints exactly one object::

    {"game", "players", "games", "seed",
     "agents": [{"name", "wins", "ties", "mean_score", "mean_decision_s", "max_decision_s"}],
     "head_to_head": [{"a", "b", "a_better", "b_better", "level"}], "mean_actions"}

``head_to_head`` compares every pair of seats held by two different agents in every game:
which of the two placed better (or level). With two players it is the plain win/loss/tie
count; with more it shows how one agent fares against the other across the table.

Bad arguments print a message on stderr and return 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from time import perf_counter

from .cliargs import Parser, bounded_int
from .engine import registry
from .engine.agents import AGENT_KINDS, RandomAgent, make_agent
from .engine.contract import GameError, Setup
from .engine.rng import Rng


def _parser() -> argparse.ArgumentParser:
    p = Parser(prog="tabletop sim", description="Play AI-versus-AI games and print statistics.")
    p.add_argument("--game", required=True, help="game id")
    p.add_argument("--players", type=bounded_int(1, 64), default=None,
                   help="player count (default: the game's minimum)")
    p.add_argument("--agents", default="random",
                   help=f"comma-separated agent kinds, one per seat, cycled if fewer ({', '.join(AGENT_KINDS)})")
    p.add_argument("--games", type=int, default=10, help="number of games (default 10)")
    p.add_argument("--seed", type=bounded_int(-(2**63), 2**64 - 1), default=0, help="master seed (default 0)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="game option; VALUE is JSON (true, 3, \"x\") or plain text; repeatable")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--deterministic", action="store_true",
                   help="ISMCTS levels use iteration caps only (reproducible)")
    p.add_argument("--module", action="append", default=[], metavar="NAME",
                   help="import this module first (it may register a game); repeatable")
    return p


#: more games than this is a typing mistake, not a tuning run
MAX_GAMES = 1_000_000
#: ``ismcts:N`` beyond this would think for hours per move
MAX_ITERATIONS = 10_000_000


def _fail(msg: str) -> int:
    print(f"tabletop sim: error: {msg}", file=sys.stderr)
    return 2


def _parse_option(text: str):
    key, sep, raw = text.partition("=")
    if not sep or not key:
        raise ValueError(f"--option needs KEY=VALUE, not {text!r}")
    try:
        value = json.loads(raw)
    except ValueError:
        value = raw
    return key, value


def seating(players: int, agents: int, game: int) -> list[int]:
    """Index (into the agent list) of the agent in each seat for game number ``game``."""
    return [((s + game) % players) % agents for s in range(players)]


def main(argv: list[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:  # argparse already printed its message
        return exc.code if isinstance(exc.code, int) else 2

    for name in args.module:
        try:
            registry.import_game_module(name)
        except Exception as exc:
            return _fail(f"cannot import module {name!r}: {exc}")
    try:
        spec = registry.get(args.game)
    except KeyError as exc:
        return _fail(exc.args[0])
    n = spec.min_players if args.players is None else args.players
    if args.games < 1:
        return _fail("--games must be at least 1")
    if args.games > MAX_GAMES:
        return _fail(f"--games must be at most {MAX_GAMES}")
    try:
        options = dict(_parse_option(o) for o in args.option)
        setup = spec.validate(Setup(n, options, args.seed))
    except (GameError, ValueError) as exc:
        return _fail(str(exc))

    kinds = [k.strip() for k in args.agents.split(",")]
    if not kinds or any(not k for k in kinds):
        return _fail("--agents needs comma-separated agent kinds")
    if len(kinds) > n:
        return _fail(f"{len(kinds)} agents for {n} players; give at most one agent per seat")
    try:
        for k in kinds:
            make_agent(k, 0)
            if k.startswith("ismcts:") and int(k[len("ismcts:"):]) > MAX_ITERATIONS:
                return _fail(f"{k}: at most {MAX_ITERATIONS} iterations")
    except ValueError as exc:
        return _fail(str(exc))
    hooks = None
    if any(k != "random" for k in kinds):
        try:
            hooks = spec.ai_hooks()
        except (NotImplementedError, ImportError) as exc:
            return _fail(f"{spec.id} has no AI hooks: {exc}")

    m = len(kinds)
    wins, ties, score_sum, seat_games = [0] * m, [0] * m, [0.0] * m, [0] * m
    think, decisions, slowest = [0.0] * m, [0] * m, [0.0] * m
    # head to head: for every pair of seats held by different agents, who placed better
    better = [[0] * m for _ in range(m)]
    level = [[0] * m for _ in range(m)]
    total_actions = 0
    master = Rng(args.seed)

    for g in range(args.games):
        game_seed = master.next64()
        seat_of = seating(n, m, g)
        agents = [make_agent(kinds[seat_of[s]], master.next64(), args.deterministic, getattr(hooks, "levels", None))
                  for s in range(n)]
        state = spec.new_game(Setup(n, setup.options, game_seed))
        while not state.is_terminal():
            p = state.current_player()
            view = state.view(p)
            agent = agents[p]
            t0 = perf_counter()
            action = agent.choose(view, None if isinstance(agent, RandomAgent) else hooks)
            took = perf_counter() - t0
            think[seat_of[p]] += took
            slowest[seat_of[p]] = max(slowest[seat_of[p]], took)
            decisions[seat_of[p]] += 1
            if action not in view.legal:
                return _fail(f"agent {kinds[seat_of[p]]} chose an illegal action {action!r}")
            state.apply(action)
            total_actions += 1
        places, scores = state.ranking(), state.scores()
        for s1 in range(n):
            for s2 in range(n):
                a1, a2 = seat_of[s1], seat_of[s2]
                if a1 == a2:
                    continue
                if places[s1] < places[s2]:
                    better[a1][a2] += 1
                elif places[s1] == places[s2] and s1 < s2:
                    level[a1][a2] += 1
                    level[a2][a1] += 1
        for s in range(n):
            a = seat_of[s]
            seat_games[a] += 1
            score_sum[a] += scores[s]
            if places[s] == 1:
                if places.count(1) == 1:
                    wins[a] += 1
                else:
                    ties[a] += 1

    rows = [
        {
            "name": kinds[a],
            "wins": wins[a],
            "ties": ties[a],
            "mean_score": score_sum[a] / seat_games[a] if seat_games[a] else 0.0,
            "mean_decision_s": think[a] / decisions[a] if decisions[a] else 0.0,
            "max_decision_s": slowest[a],
        }
        for a in range(m)
    ]
    head_to_head = [
        {"a": kinds[a], "b": kinds[b], "a_better": better[a][b], "b_better": better[b][a], "level": level[a][b]}
        for a in range(m) for b in range(a + 1, m)
    ]
    result = {
        "head_to_head": head_to_head,
        "game": spec.id,
        "players": n,
        "games": args.games,
        "seed": args.seed,
        "agents": rows,
        "mean_actions": total_actions / args.games,
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{spec.id}: {args.games} games, {n} players, seed {args.seed}, "
              f"{result['mean_actions']:.1f} actions per game")
        print(f"{'agent':<14}{'wins':>6}{'ties':>6}{'score':>9}{'decision s':>12}")
        for r in rows:
            print(f"{r['name']:<14}{r['wins']:>6}{r['ties']:>6}{r['mean_score']:>9.2f}{r['mean_decision_s']:>12.4f}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(sys.argv[1:]))
