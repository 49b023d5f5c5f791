"""Engine speed; prints one JSON object.

    uv run python bench/engine_bench.py [--seconds 2]

* ``lost_cities``: Lost Cities random games through the contract (``GAME.new_game``, then
  ``clone``, ``legal_actions`` + ``apply`` to the end, as a search's determinization and
  play-out do) against the same games in ``lean_lost_cities.py``, a single-file engine of the
  same rules written for speed alone, in the same run, alternating in slices so both meet the
  same machine load: games per second of each at 2, 3 and 4 players (long game) and
  ``ratio``, the contract's share of the lean engine's rate over the three (issue 36's bar:
  at least 0.5). Before measuring, both play the same seeded games with the same choices
  and must end with the same scores.
* ``playout_actions_per_s``: random playouts of the reference game as the AI does them
  (clone the start state, then legal_actions + apply until the end), 3 players.
* ``ismcts_iterations_per_s``: SO-ISMCTS iterations per second from the first
  decision of a 2- and a 4-player reference game (determinize + tree walk + playout).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from time import perf_counter

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import lean_lost_cities as lean  # noqa: E402
import refgame  # noqa: E402
import refgame_ai  # noqa: E402

from tabletop.engine.contract import Setup  # noqa: E402
from tabletop.engine.ismcts import search  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.games.lost_cities import GAME as LOST_CITIES  # noqa: E402


def contract_game(n: int, seed: int, choose: random.Random) -> list[float]:
    """One random Lost Cities game through the contract: the scores. (The choices come from
    Python's C-coded ``random``, so the harness costs both engines as little as it can.)"""
    s = LOST_CITIES.new_game(Setup(n, {"first_player": "random"}, seed)).clone()
    pick = choose.randrange
    while not s.is_terminal():
        legal = s.legal_actions()
        s.apply(legal[pick(len(legal))])
    return s.scores()


def lean_game(n: int, seed: int, choose: random.Random) -> list[float]:
    """The same game in the lean engine: the scores."""
    s = lean.Game(n, seed).clone()
    pick = choose.randrange
    while not s.is_terminal():
        legal = s.legal_actions()
        s.apply(legal[pick(len(legal))])
    return [float(x) for x in s.vp]


def same_games(games: int = 12) -> None:
    """Both engines end the same seeded games with the same choices at the same scores."""
    for k in range(games):
        n = 2 + k % 3
        a = contract_game(n, k, random.Random(100 + k))
        b = lean_game(n, k, random.Random(100 + k))
        if a != b:
            raise SystemExit(f"the lean engine is not the same game: seed {k}, {n} players: {a} != {b}")


def lost_cities_rates(seconds: float) -> dict:
    """Games per second of both engines per player count, measured in alternating slices."""
    out = {}
    total = {"contract": 0.0, "lean": 0.0}
    for n in (2, 3, 4):
        done = {"contract": [0, 0.0], "lean": [0, 0.0]}
        seed = 0
        end = perf_counter() + seconds
        while perf_counter() < end:
            for name, play in (("contract", contract_game), ("lean", lean_game)):
                t0 = perf_counter()
                for k in range(5):
                    play(n, seed + k, random.Random(seed + k))
                done[name][0] += 5
                done[name][1] += perf_counter() - t0
            seed += 5
        rates = {name: g / dt for name, (g, dt) in done.items()}
        for name in total:
            total[name] += done[name][1] / done[name][0]  # seconds per game, summed over n
        out[f"{n}p"] = {"contract_games_per_s": round(rates["contract"], 1),
                        "lean_games_per_s": round(rates["lean"], 1),
                        "ratio": round(rates["contract"] / rates["lean"], 3)}
    out["ratio"] = round(total["lean"] / total["contract"], 3)
    return out


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
    same_games()
    print(json.dumps({
        "lost_cities": lost_cities_rates(args.seconds),
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
