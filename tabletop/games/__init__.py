"""The games. Each subpackage ``tabletop.games.<id>`` exposes a module-level ``GAME`` (a GameSpec).

:func:`register_all` hands them to the engine's registry; the app calls it at start
(``tabletop.__main__``), the tests in ``conftest.py``. The engine never imports this package.
"""

from __future__ import annotations

import logging
import pkgutil

log = logging.getLogger(__name__)


def register_all() -> list[str]:
    """Import every game package here and register its ``GAME``; the ids registered. A package
    that fails to import, or whose ``GAME`` is not a spec, is skipped with a logged warning,
    so one broken game never takes the menu down. Calling it again is harmless."""
    from tabletop.engine import registry

    ids = []
    for info in pkgutil.iter_modules(__path__):
        if not info.ispkg:
            continue
        name = f"{__name__}.{info.name}"
        try:
            game = registry.import_game_module(name)
        except ValueError as exc:
            log.warning("skipping game package %s: %s", name, exc)
            continue
        except Exception:
            log.warning("skipping game package %s: it failed to import", name, exc_info=True)
            continue
        if game is None:
            log.warning("skipping %s: it has no GAME spec", name)
            continue
        ids.append(game.id)
    return ids
