"""Save/load speed; prints one JSON object. Uses a throw-away TABLETOP_HOME.

    uv run python bench/saves_bench.py [--actions 600] [--repeat 50]

* ``autosave_ms``: median time of one :func:`tabletop.saves.autosave` (compact JSON,
  temp file, fsync, replace, folder fsync) for a record of ``--actions`` actions.
* ``load_ms``: median time of a full :func:`tabletop.saves.load` (read, checks, replay).
* ``save_bytes``: size of that save file.
* ``depth_check_16mib_ms``: the nesting pre-check on 16 MiB of hostile ``[[[[...]]]]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path
from time import perf_counter

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import refgame  # noqa: E402

from tabletop import saves  # noqa: E402
from tabletop.engine import registry  # noqa: E402
from tabletop.engine.contract import Setup  # noqa: E402
from tabletop.engine.record import GameRecord, Seat  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.fileio import json_depth_exceeds  # noqa: E402


def long_record(n_actions: int) -> tuple[GameRecord, GameRecord]:
    """A record of ``n_actions`` action texts (one legal game repeated: written, never
    replayed) and the legal single game (used for the load benchmark)."""
    setup = refgame.REF_GAME.validate(Setup(4, {"rounds": 6}, 1))
    state = refgame.REF_GAME.new_state(setup)
    rng = Rng(2)
    actions = []
    while not state.is_terminal():
        a = rng.choice(state.legal_actions())
        actions.append(state.action_to_str(a))
        state.apply(a)
    seats = tuple(Seat(f"P{i}", "human") for i in range(4))
    filler = (actions * (n_actions // max(len(actions), 1) + 1))[:n_actions]
    return GameRecord("ref", setup, seats, filler), GameRecord("ref", setup, seats, actions)


def median_ms(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = perf_counter()
        fn()
        times.append((perf_counter() - t) * 1000)
    return round(statistics.median(times), 3)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--actions", type=int, default=600)
    p.add_argument("--repeat", type=int, default=50)
    args = p.parse_args()
    with tempfile.TemporaryDirectory(prefix="tabletop-bench-") as home:
        os.environ["TABLETOP_HOME"] = home
        run(args)


def run(args) -> None:
    registry.register(refgame.REF_GAME)
    big, legal = long_record(args.actions)
    autosave_ms = median_ms(lambda: saves.autosave(big), args.repeat)
    size = (saves.slot_path(saves.AUTOSAVE)).stat().st_size
    saves.save("legal", legal)
    load_ms = median_ms(lambda: saves.load("legal"), args.repeat)
    hostile = b"[" * (8 * 2**20) + b"]" * (8 * 2**20)
    depth_ms = median_ms(lambda: json_depth_exceeds(hostile, saves.MAX_DEPTH), 5)
    print(json.dumps({
        "actions": args.actions,
        "autosave_ms": autosave_ms,
        "save_bytes": size,
        "load_ms": load_ms,
        "load_actions": len(legal.actions),
        "depth_check_16mib_ms": depth_ms,
    }))


if __name__ == "__main__":
    main()
