"""The AI's decisions on fixed positions and seeds, as JSON: run it before and after a change
that must not change what the AI does, and compare the two outputs.

    uv run python bench/decisions.py --games lost_cities,lost_mines,ref --out before.json
    uv run python bench/decisions.py --games lost_cities,lost_mines,ref --compare before.json

Positions: for each game, ``--positions`` decision points (more than one legal action) of
games played by the rule-based agent from fixed seeds, at several player counts. At each,
every agent kind of ``--levels`` decides with a fixed seed, iteration caps only
(``deterministic``), so the same code gives the same answer. ``ref`` is the tests'
reference game (its levels are capped at 200 iterations, as its default budgets are large).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from time import perf_counter

from tabletop.engine import registry
from tabletop.engine.agents import make_agent
from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng
from tabletop.games import register_all

#: game -> the (players, options) of the games the positions come from
TABLES = {
    "lost_cities": ((2, {"game_length": "short"}), (3, {}), (4, {"descending_variant": True})),
    "lost_legacy": ((2, {}), (3, {"deck": "flying_garden"}), (4, {})),
    "the_city": ((2, {}), (3, {}), (4, {})),
    "pyramid_raiders": ((3, {}), (4, {}), (5, {})),
    "lost_mines": ((3, {}), (4, {}), (5, {})),
    "ref": ((2, {"rounds": 5}), (3, {"rounds": 4}), (4, {"rounds": 3})),
}


def spec_for(game: str):
    register_all()
    if game == "ref":
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
        registry.import_game_module("refgame")
    return registry.get(game)


def positions(spec, hooks, count: int):
    """``count`` views (seat to move, more than one legal action) of rule-based games."""
    out = []
    tables = TABLES[spec.id]
    seed = 0
    while len(out) < count:
        players, options = tables[seed % len(tables)]
        rng = Rng(1000 + seed)
        s = spec.new_game(Setup(players, options, 1000 + seed))
        step, stop = 0, 7 + 13 * (seed % 5)  # positions spread over the game
        while not s.is_terminal() and len(out) < count:
            p = s.current_player()
            v = s.view(p)
            if step >= stop and len(v.legal) > 1:
                out.append(v)
                stop = step + 37
            s.apply(hooks.heuristic_action(v, rng))
            step += 1
        seed += 1
    return out


def decide(game: str, levels, count: int) -> dict:
    spec = spec_for(game)
    hooks = spec.ai_hooks()
    budgets = getattr(hooks, "levels", None)
    if game == "ref":
        levels = [("ismcts:200" if lv in ("normal", "hard") else lv) for lv in levels]
    out = {}
    views = positions(spec, hooks, count)
    for level in levels:
        t0 = perf_counter()
        got = []
        for i, view in enumerate(views):
            agent = make_agent(level, seed=7 + i, deterministic=True, levels=budgets)
            got.append(view.action_to_str(agent.choose(view, hooks)))
        out[level] = {"actions": got, "seconds": round(perf_counter() - t0, 2)}
    return out


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default="lost_cities,lost_mines,ref")
    ap.add_argument("--levels", default="heuristic,easy,normal,hard")
    ap.add_argument("--positions", type=int, default=12)
    ap.add_argument("--out", help="write the JSON here too")
    ap.add_argument("--compare", help="a previous output: print which decisions differ")
    args = ap.parse_args(argv)
    result = {g: decide(g, args.levels.split(","), args.positions) for g in args.games.split(",")}
    text = json.dumps(result, indent=1)
    if args.out:
        Path(args.out).write_text(text + "\n")
    if args.compare:
        old = json.loads(Path(args.compare).read_text())
        diff = {g: {lv: [i for i, (a, b) in enumerate(zip(r["actions"], old[g][lv]["actions"])) if a != b]
                    for lv, r in levels.items() if lv in old.get(g, {})}
                for g, levels in result.items()}
        same = sum(len(r["actions"]) for levels in result.values() for r in levels.values())
        print(json.dumps({"decisions": same, "differ": diff}))
    else:
        print(text)


if __name__ == "__main__":
    main()
