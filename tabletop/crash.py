"""Crash reports a friend can send: what happened, on what, in which game (and how to replay it).

:func:`write_report` writes ``<data dir>/logs/crash-<UTC date-time with microseconds>[-n].txt``,
never over an earlier report. A report holds the version, the system, the language, the game
being played with its record (setup, seats and every action: ``tabletop replay`` can replay the
JSON on the ``record:`` line) and the traceback. It never lists folders or names the player's
other files, and paths under the home folder are shown as ``~`` (:func:`shorten`).
"""

from __future__ import annotations

import json
import os
import platform
import sys
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from . import __version__, paths

MAX_ACTIONS = 20_000


def _home() -> str:
    try:
        return str(Path.home())
    except (RuntimeError, KeyError, OSError):
        return ""


def shorten(text: str, home: str | None = None) -> str:
    """``text`` with the home folder written as ``~`` (also in its ``/`` and ``\\`` spellings)."""
    home = _home() if home is None else home
    if not home or len(home) < 2:
        return text
    for h in {home, home.replace("\\", "/"), home.replace("/", "\\")}:
        text = text.replace(h, "~")
    return text


def system_text() -> str:
    bits = [f"{platform.system()} {platform.release()} ({platform.machine()})", f"Python {platform.python_version()}"]
    try:
        import pygame

        bits.append(f"pygame-ce {pygame.version.ver} (SDL {'.'.join(map(str, pygame.get_sdl_version()))})")
    except Exception:  # pragma: no cover - pygame is always there in the app
        pass
    if getattr(sys, "frozen", False):
        bits.append("built app")
    return ", ".join(bits)


def report_text(trace: str, session: Any = None, lang: str | None = None, scene: str | None = None) -> str:
    """The report's text (see the module docstring); ``session`` is the game being played, if any."""
    lines = [
        "tabletop crash report",
        f"version: {__version__}",
        f"system: {system_text()}",
        f"time: {datetime.now(timezone.utc).isoformat(timespec='seconds')}",
    ]
    if lang:
        lines.append(f"language: {lang}")
    if scene:
        lines.append(f"screen: {scene}")
    record = getattr(session, "record", None)
    if record is not None:
        try:
            data = record.to_json()
            data["actions"] = data["actions"][:MAX_ACTIONS]
            lines.append(f"game: {record.game_id} ({len(record.actions)} actions)")
            lines.append("record: " + json.dumps(data, ensure_ascii=False, separators=(",", ":")))
            lines.append("  (save the JSON after 'record: ' as a file and run: tabletop replay FILE.json)")
        except Exception as exc:  # the report must be written whatever the game holds
            lines.append(f"game: {getattr(record, 'game_id', '?')} (record not readable: {type(exc).__name__})")
    else:
        lines.append("game: none")
    lines += ["", "traceback:", trace.rstrip()]
    return shorten("\n".join(lines)) + "\n"


def write_report(text: str, folder: Path | None = None) -> Path | None:
    """Write ``text`` to a new, uniquely named report; its path, or None when it cannot be written."""
    try:
        folder = paths.data_dir() / "logs" if folder is None else Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        base = "crash-" + datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S-%f")
        for n in range(1, 1000):
            out = folder / (f"{base}.txt" if n == 1 else f"{base}-{n}.txt")
            try:
                with open(out, "x", encoding="utf-8") as f:
                    f.write(text)
                return out
            except FileExistsError:
                continue
    except (OSError, ValueError):
        pass
    return None


def session_of(scenes: Any) -> Any:
    """The game being played: the session of the topmost scene that has one."""
    for scene in reversed(list(getattr(scenes, "stack", []) or [])):
        session = getattr(scene, "session", None)
        if session is not None and hasattr(session, "record"):
            return session
    return None


def short_path(path: os.PathLike | str) -> str:
    return shorten(str(path))
