"""The table of known games, filled by discovering ``tabletop.games.*`` on first use.

Every subpackage of :mod:`tabletop.games` that exposes a module-level ``GAME`` (a
:class:`~tabletop.engine.contract.GameSpec` instance) is registered. A package that
fails to import is skipped with a logged warning, so one broken game never takes the
menu down. Tests register extra games (the reference game) with :func:`register`.
"""

from __future__ import annotations

import importlib
import logging
import pkgutil
import threading

from .contract import GameSpec

log = logging.getLogger(__name__)

_GAMES: dict[str, GameSpec] = {}
_discovered = False
_discovering = False
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
    _discover()
    with _lock:
        spec = _GAMES.get(game_id)
        if spec is None:
            known = ", ".join(sorted(_GAMES)) or "(none)"
            raise KeyError(f"unknown game {game_id!r}; known games: {known}")
        return spec


def all_games() -> list[GameSpec]:
    """Every registered game, sorted by id."""
    _discover()
    with _lock:
        return [_GAMES[k] for k in sorted(_GAMES)]


def import_game_module(name: str) -> None:
    """Import module ``name``; if it exposes a module-level ``GAME`` spec, register it.

    The AI worker and ``tabletop sim --module`` use this to load games that live outside
    :mod:`tabletop.games` (the tests' reference game).
    """
    module = importlib.import_module(name)
    game = getattr(module, "GAME", None)
    if isinstance(game, GameSpec):
        register(game)


def _discover() -> None:
    global _discovered, _discovering
    if _discovered:
        return
    with _lock:  # other threads wait here until discovery is complete
        if _discovered or _discovering:  # done, or re-entered by a game module being imported
            return
        _discovering = True
        try:
            _import_games()
        finally:
            _discovering = False
            _discovered = True


def _import_games() -> None:
    try:
        import tabletop.games as games_pkg
    except Exception:  # pragma: no cover - the package is part of the app
        log.warning("cannot import tabletop.games", exc_info=True)
        return
    for info in pkgutil.iter_modules(games_pkg.__path__):
        if not info.ispkg:
            continue
        name = f"{games_pkg.__name__}.{info.name}"
        try:
            module = importlib.import_module(name)
        except Exception:
            log.warning("skipping game package %s: it failed to import", name, exc_info=True)
            continue
        game = getattr(module, "GAME", None)
        if game is None:
            continue
        if not isinstance(game, GameSpec):
            log.warning("skipping %s: GAME is a %s, not a GameSpec", name, type(game).__name__)
            continue
        try:
            register(game)
        except ValueError as exc:
            log.warning("skipping %s: %s", name, exc)
