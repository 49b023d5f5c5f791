"""``tabletop replay RECORD.json [--module M ...]``: replay a game record or save file.

Prints one line per seat with its score (final, or current if the game is not over; the
place is added once it is finished) and a line saying whether the game is finished.
Errors (missing file, bad JSON, unknown game, a move that is not allowed) go to stderr
with exit status 2.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, Sequence, TextIO

from .cliargs import Parser
from .engine import registry
from .engine.contract import GameError
from .engine.record import GameRecord, RecordError, replay
from .fileio import JsonFileError, read_json_limited
from .saves import KIND, MAX_BYTES, MAX_DEPTH, SCHEMA_VERSION

EXIT_ERROR = 2


class _Fail(Exception):
    pass


def _parser() -> argparse.ArgumentParser:
    p = Parser(
        prog="tabletop replay",
        description="Replay a game record (or a save file) and print the scores.",
    )
    p.add_argument("record", metavar="RECORD.json", help="a game record or a tabletop save file")
    p.add_argument(
        "--module", action="append", default=[], metavar="M",
        help="import module M first (it may register extra games); repeatable",
    )
    return p


def _record_data(data: Any) -> Any:
    """The record part of ``data``: the file is either a save or a bare record."""
    if isinstance(data, dict) and data.get("kind") == KIND:
        version = data.get("schema_version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise _Fail(f"the save has an unknown format version ({version!r})")
        if version > SCHEMA_VERSION:
            raise _Fail(f"this save was made by a newer tabletop (version {version}); please update")
        return data.get("record")
    return data


def _fmt_score(x: Any) -> str:
    if isinstance(x, float) and x.is_integer():
        return str(int(x))
    return str(x)


def run(argv: Sequence[str], out: TextIO, err: TextIO) -> int:
    parser = _parser()
    try:
        args = parser.parse_args(list(argv))
    except SystemExit as e:  # argparse already printed the usage message
        return EXIT_ERROR if e.code else 0
    try:
        for name in args.module:
            try:
                registry.import_game_module(name)
            except ImportError as e:
                raise _Fail(f"cannot import module {name!r}: {e}") from None
            except ValueError as e:  # a clashing game id
                raise _Fail(f"module {name!r}: {e}") from None
        try:
            data = read_json_limited(args.record, MAX_BYTES, MAX_DEPTH)
        except JsonFileError as e:  # "missing"/"unreadable" messages already name the file
            raise _Fail(str(e) if e.reason in ("missing", "unreadable") else f"{args.record}: {e}") from None
        try:
            record = GameRecord.from_json(_record_data(data))
        except RecordError as e:
            raise _Fail(f"{args.record}: not a valid game record: {e}") from None
        try:
            spec = registry.get(record.game_id)
        except KeyError:
            raise _Fail(f"{args.record}: unknown game {record.game_id!r}") from None
        try:
            state = replay(record, spec)
        except GameError as e:
            raise _Fail(f"{args.record}: {e}") from None
    except _Fail as e:
        print(f"tabletop replay: error: {e}", file=err)
        return EXIT_ERROR

    finished = state.is_terminal()
    scores = state.scores()
    places = state.ranking() if finished else None
    for i, seat in enumerate(record.seats):
        line = f"seat {i + 1}: {seat.name} ({seat.kind}): {_fmt_score(scores[i])}"
        if places is not None:
            line += f" (place {places[i]})"
        print(line, file=out)
    n = len(record.actions)
    if finished:
        print(f"finished: yes ({n} actions)", file=out)
    else:
        print(f"finished: no ({n} actions; seat {state.current_player() + 1} to play)", file=out)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    return run(sys.argv[1:] if argv is None else argv, sys.stdout, sys.stderr)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
