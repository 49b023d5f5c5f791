"""Floor 5: the app's screens (menu, new game, settings, statistics, load, pause, rules, dialogs).

Where a game's table and lesson live (:func:`scene_for`, :func:`has_scene`, :func:`has_lesson`,
:func:`lesson_for`): below both the app and the menu, so neither imports the other for it.
"""

from __future__ import annotations

import importlib
import importlib.util


def scene_module_name(spec) -> str:
    return getattr(spec, "scene_module", None) or f"tabletop.games.{spec.id}.scene"


def lesson_module_name(spec) -> str:
    return getattr(spec, "lesson_module", None) or f"tabletop.games.{spec.id}.lesson"


def _exists(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def scene_for(spec):
    """The module holding the game's table (``GameScene``; imported on first use)."""
    return importlib.import_module(scene_module_name(spec))


def has_scene(spec) -> bool:
    """Whether the game has a playable table (games land rules first, scene later), without importing it."""
    return _exists(scene_module_name(spec))


def has_lesson(spec) -> bool:
    """Whether the game has a guided first game (without importing it)."""
    return _exists(lesson_module_name(spec))


def lesson_for(spec):
    """The game's lesson (``tabletop/games/<id>/lesson.py``'s ``LESSON``), or None."""
    name = lesson_module_name(spec)
    if not _exists(name):
        return None
    return getattr(importlib.import_module(name), "LESSON", None)
