"""Where tabletop keeps settings and saves (platformdirs), overridable for tests.

Set ``TABLETOP_HOME`` to put everything under one folder (tests, portable use).

On Windows a folder deep enough that a file in it could pass the 260-character ``MAX_PATH`` is
given in its extended form (``\\\\?\\C:\\...``, :func:`win_long_path`), so saving works there too
whether or not the system has long paths switched on.
"""

from __future__ import annotations

import ntpath
import os
from pathlib import Path

import platformdirs

APP = "tabletop"


#: Windows' MAX_PATH, and the room a folder leaves for what goes in it (``saves/damaged/`` and a
#: 40-letter slot name moved aside with its timestamp)
MAX_PATH = 260
ROOM_FOR_NAMES = 100
_LONG_PREFIX = "\\\\?\\"


def win_long_path(path: str) -> str:
    """``path`` (absolute, Windows) in the extended-length form when a file in it could pass
    ``MAX_PATH``: ``C:\\a\\...`` -> ``\\\\?\\C:\\a\\...``, ``\\\\server\\share\\...`` ->
    ``\\\\?\\UNC\\server\\share\\...``. Short paths, relative ones and ones already extended are
    returned as they are."""
    if path.startswith(_LONG_PREFIX) or len(path) + ROOM_FOR_NAMES < MAX_PATH or not ntpath.isabs(path):
        return path
    path = ntpath.normpath(path)  # the extended form is not normalized by Windows: do it here
    if path.startswith("\\\\"):
        return _LONG_PREFIX + "UNC\\" + path[2:]
    return _LONG_PREFIX + path


def _native(path: Path) -> Path:
    return Path(win_long_path(str(path.absolute()))) if os.name == "nt" else path


def config_dir() -> Path:
    home = os.environ.get("TABLETOP_HOME")
    if home:
        return _native(Path(home) / "config")
    return _native(Path(platformdirs.user_config_dir(APP, appauthor=False)))


def data_dir() -> Path:
    home = os.environ.get("TABLETOP_HOME")
    if home:
        return _native(Path(home) / "data")
    return _native(Path(platformdirs.user_data_dir(APP, appauthor=False)))


def saves_dir() -> Path:
    return data_dir() / "saves"
