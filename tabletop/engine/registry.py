"""The table of known games. The engine never looks for games itself: whoever starts the
program registers them (the app: ``tabletop.games.register_all()`` in ``tabletop.__main__``;
the tests: ``conftest.py``), and the AI worker process imports each game's
``worker_modules`` (by default the module that defines its spec), which registers it.
"""

from __future__ import annotations

import importlib
import threading

from .contract import GameSpec

_GAMES: dict[str, GameSpec] = {}
_lock = threading.RLock()


def register(spec: GameSpec) -> None:
    """Add ``spec``. Registering the same object again is a no-op; another spec with a taken id is an error."""
    if not isinstance(spec, GameSpec):
        raise TypeError(f"register() needs a GameSpec instance, not {type(spec).__name__}")
    gid = getattr(spec, "id", None)
    if not isinstance(gid, str) or not gid:
        raise ValueError(f"{type(spec).__name__} has no valid id")
    with _lock:
        old = _GAMES.get(gid)
        if old is not None and old is not spec:
            raise ValueError(f"a different game is already registered as {gid!r}")
        _GAMES[gid] = spec


def unregister(game_id: str) -> None:
    """Remove a game if present (tests use it to clean up)."""
    with _lock:
        _GAMES.pop(game_id, None)


def get(game_id: str) -> GameSpec:
    """The game with this id; :class:`KeyError` naming the known ids if there is none."""
    with _lock:
        spec = _GAMES.get(game_id)
        if spec is None:
            known = ", ".join(sorted(_GAMES)) or "(none: no game has been registered)"
            raise KeyError(f"unknown game {game_id!r}; known games: {known}")
        return spec


def all_games() -> list[GameSpec]:
    """Every registered game, sorted by id."""
    with _lock:
        return [_GAMES[k] for k in sorted(_GAMES)]


def import_game_module(name: str) -> GameSpec | None:
    """Import module ``name``; if it exposes a module-level ``GAME`` spec, register it (and
    return it). The AI worker, ``tabletop sim --module`` and the app's game discovery use it."""
    module = importlib.import_module(name)
    game = getattr(module, "GAME", None)
    if isinstance(game, GameSpec):
        register(game)
        return game
    return None
