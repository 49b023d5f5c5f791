"""Engine speed on the reference game; prints one JSON object.

    uv run python bench/engine_bench.py [--seconds 2]

* ``playout_actions_per_s``: random playouts as the AI does them (clone the start
  state, then legal_actions + apply until the end), 3 players.
* ``ismcts_iterations_per_s``: SO-ISMCTS iterations per second from the first
  decision of a 2- and a 4-player game (determinize + tree walk + playout).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from time import perf_counter

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import refgame  # noqa: E402
import refgame_ai  # noqa: E402

from tabletop.engine.contract import Setup  # noqa: E402
from tabletop.engine.ismcts import search  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402


def playouts(seconds: float) -> float:
    start = refgame.REF_GAME.new_game(Setup(3, {"rounds": 6}, 1))
    rng = Rng(7)
    actions = 0
    t0 = perf_counter()
    end = t0 + seconds
    while perf_counter() < end:
        for _ in range(50):
            s = start.clone()
            while not s.is_terminal():
                s.apply(rng.choice(s.legal_actions()))
                actions += 1
    return actions / (perf_counter() - t0)


def ismcts_rate(players: int, seconds: float) -> float:
    state = refgame.REF_GAME.new_game(Setup(players, {"rounds": 6}, 3))
    view = state.view(state.current_player())
    t0 = perf_counter()
    result = search(view, refgame_ai.HOOKS, time_limit=seconds, rng=Rng(11))
    return result.iterations / (perf_counter() - t0)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=2.0)
    args = ap.parse_args(argv)
    print(json.dumps({
        "game": "ref (6 rounds)",
        "python": sys.version.split()[0],
        "playout_actions_per_s": round(playouts(args.seconds)),
        "ismcts_iterations_per_s": {
            "2p": round(ismcts_rate(2, args.seconds)),
            "4p": round(ismcts_rate(4, args.seconds)),
        },
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
