"""Progress in the guided first games ("Learn to play"), in ``paths.data_dir()/learn.json``.

Per game id::

    {"step": 4,              # the coach's step the player reached
     "made": 0,              # of that step's moves, how many were made
     "actions": ["play b3 adv", ...],   # the lesson's game so far (replayed to resume it)
     "done": true,           # finished once (shown in Statistics)
     "skipped": false}       # the player chose to skip it: it is not suggested again

Never raises on a bad file: a ``learn.json`` that cannot be used is moved aside, the player is
told (:func:`tabletop.fileio.notice`) and progress starts again; one that could not be moved
aside is never written over. A failed write is logged (a lesson is not worth stopping a game for).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from . import paths
from . import file_text  # noqa: F401  (registers the "files" messages)
from .fileio import atomic_write_text, load_json_or_set_aside, notice

log = logging.getLogger(__name__)

FILENAME = "learn.json"
MAX_BYTES = 2 * 2**20
MAX_DEPTH = 8
MAX_ACTIONS = 5000


def learn_path() -> Path:
    return paths.data_dir() / FILENAME


def _clean(raw: Any) -> dict:
    e = {"step": 0, "made": 0, "actions": [], "done": False, "skipped": False}
    if not isinstance(raw, dict):
        return e
    for key in ("step", "made"):
        v = raw.get(key)
        if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 10_000:
            e[key] = v
    actions = raw.get("actions")
    if isinstance(actions, list) and len(actions) <= MAX_ACTIONS and all(isinstance(a, str) for a in actions):
        e["actions"] = list(actions)
    for key in ("done", "skipped"):
        e[key] = raw.get(key) is True
    return e


def _read() -> tuple[dict[str, dict], bool]:
    """``(progress, may_write)``; a file that cannot be used is set aside and the player told."""
    data, aside = load_json_or_set_aside(learn_path(), MAX_BYTES, MAX_DEPTH, valid=lambda d: isinstance(d, dict))
    if aside is not None:
        notice("learn_set_aside", name=aside.moved.name) if aside.moved is not None else notice("learn_kept")
        return {}, aside.may_write
    if data is None:
        return {}, True
    return {k: _clean(v) for k, v in data.items() if isinstance(k, str)}, True


def load() -> dict[str, dict]:
    """Every game's progress (a missing or unusable file: none)."""
    return _read()[0]


def _write(data: dict[str, dict]) -> None:
    try:
        atomic_write_text(learn_path(), json.dumps(data, ensure_ascii=False, indent=1) + "\n")
    except OSError as exc:
        log.warning("could not save the lesson's progress: %s", exc)


def progress(game_id: str) -> dict:
    return load().get(game_id) or _clean(None)


def _update(game_id: str, **changes: Any) -> None:
    data, may_write = _read()
    if not may_write:
        return
    entry = data.get(game_id) or _clean(None)
    entry.update(changes)
    data[game_id] = _clean(entry)
    _write(data)


def record(game_id: str, step: int, made: int, actions: list[str]) -> None:
    """The player reached ``step`` (``made`` of its moves) with the lesson's game at ``actions``."""
    _update(game_id, step=step, made=made, actions=list(actions))


def finish(game_id: str) -> None:
    _update(game_id, done=True)


def skip(game_id: str) -> None:
    _update(game_id, skipped=True)


def restart(game_id: str) -> None:
    """Start the lesson again from its first step (finished or skipped stays known)."""
    _update(game_id, step=0, made=0, actions=[])


def should_suggest(game_id: str) -> bool:
    """Whether to suggest the lesson: never begun, finished or skipped."""
    e = load().get(game_id)
    return e is None or not (e["done"] or e["skipped"] or e["step"] or e["actions"])
