"""Play statistics per game, in ``paths.data_dir()/stats.json``.

Per game id::

    {"played": 5,            # games that reached record_result (finished or abandoned)
     "finished": 4,          # of those, games played to the end
     "wins": {"human": 2, "ai-normal": 2},   # first places by seat kind (ties: each winner)
     "human_wins": 2,        # same as wins["human"], kept for the menu
     "best_score": 31,       # highest score of a human seat in a finished game (None: none yet)
     "last_played": "2025-01-02T03:04:05Z"}

Nothing here ever raises on a bad file: a ``stats.json`` that cannot be used (damaged,
unreadable, a folder, ...) is moved aside to ``stats.json.damaged-<UTC timestamp>``, the
player is told (:func:`tabletop.fileio.notice`) and counting starts again. A file that could
not be moved aside, or that a newer tabletop wrote, is never written over: the game is not
counted (and the player is told). A failed write is logged and ignored (statistics are not
worth crashing a game over).
"""

from __future__ import annotations

import json
import logging
import math
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Mapping, Sequence

from . import paths
from . import file_text  # noqa: F401  (registers the "files" messages)
from .fileio import atomic_write_text, load_json_or_set_aside, notice

log = logging.getLogger(__name__)

FILENAME = "stats.json"
FORMAT_VERSION = 1
MAX_BYTES = 4 * 2**20
MAX_DEPTH = 16
HUMAN = "human"


def stats_path() -> Path:
    return paths.data_dir() / FILENAME


def empty_entry() -> dict:
    return {"played": 0, "finished": 0, "wins": {}, "human_wins": 0, "best_score": None, "last_played": None}


def _count(v: Any) -> int:
    return v if isinstance(v, int) and not isinstance(v, bool) and v >= 0 else 0


def _number(v: Any) -> int | float | None:
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return None
    return v if math.isfinite(v) else None


def _clean_entry(raw: Any) -> dict:
    e = empty_entry()
    if not isinstance(raw, dict):
        return e
    e["played"] = _count(raw.get("played"))
    e["finished"] = min(_count(raw.get("finished")), e["played"])
    wins = raw.get("wins")
    if isinstance(wins, dict):
        e["wins"] = {k: _count(v) for k, v in wins.items() if isinstance(k, str) and _count(v)}
    e["human_wins"] = e["wins"].get(HUMAN, 0)
    e["best_score"] = _number(raw.get("best_score"))
    last = raw.get("last_played")
    if isinstance(last, str):
        try:
            datetime.fromisoformat(last)
            e["last_played"] = last
        except ValueError:
            pass
    return e


def _valid(data: Any) -> bool:
    return isinstance(data, dict) and isinstance(data.get("games"), dict)


def _read() -> tuple[dict[str, dict], str | None]:
    """``(games, refusal)``: what the file holds, and None if it may be written, else the code of
    the notice saying why not (see the module docstring). A file that cannot be used is set
    aside and the player told."""
    data, aside = load_json_or_set_aside(stats_path(), MAX_BYTES, MAX_DEPTH, valid=_valid)
    if aside is not None:
        if aside.moved is not None:
            notice("stats_set_aside", name=aside.moved.name)
            return {}, None
        return {}, "stats_kept"
    if data is None:
        return {}, None
    games = {gid: _clean_entry(raw) for gid, raw in data["games"].items() if isinstance(gid, str)}
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        return games, "stats_newer"
    return games, None


def load_stats() -> dict[str, dict]:
    """``{game_id: entry}`` (see the module docstring); never raises."""
    return _read()[0]


def _seat_kind(seat: Any) -> str:
    kind = seat.get("kind") if isinstance(seat, Mapping) else getattr(seat, "kind", None)
    return kind if isinstance(kind, str) else "unknown"


def record_result(
    game_id: str,
    seats: Sequence[Any],
    ranking: Sequence[int] | None,
    scores: Sequence[float] | None,
    finished: bool = True,
) -> dict:
    """Count one game and return its updated entry.

    ``seats`` are :class:`~tabletop.engine.record.Seat`\\ s (or ``{"name", "kind"}`` dicts),
    ``ranking`` each seat's place (1 = first, ties share), ``scores`` each seat's score.
    Pass ``finished=False`` (ranking may then be None) for a game left before its end:
    it counts as played only.
    """
    games, refusal = _read()
    e = games.setdefault(game_id, empty_entry())
    e["played"] += 1
    e["last_played"] = datetime.now(timezone.utc).isoformat(timespec="seconds").replace("+00:00", "Z")
    if finished and ranking is not None:
        e["finished"] += 1
        kinds = [_seat_kind(s) for s in seats]
        for kind, place in zip(kinds, ranking):
            if place == 1:
                e["wins"][kind] = e["wins"].get(kind, 0) + 1
        e["human_wins"] = e["wins"].get(HUMAN, 0)
        if scores is not None:
            human_scores = [_number(sc) for kind, sc in zip(kinds, scores) if kind == HUMAN]
            human_scores = [sc for sc in human_scores if sc is not None]
            if human_scores:
                best = max(human_scores)
                if e["best_score"] is None or best > e["best_score"]:
                    e["best_score"] = best
    if refusal is None:
        _store(games)
    else:
        log.warning("statistics not written: %s", refusal)
        notice(refusal)
    return e


def _store(games: dict[str, dict]) -> None:
    text = json.dumps({"version": FORMAT_VERSION, "games": games}, ensure_ascii=False, indent=1, allow_nan=False)
    try:
        atomic_write_text(stats_path(), text + "\n")
    except OSError as e:
        log.warning("could not write statistics to %s: %s", stats_path(), e)
