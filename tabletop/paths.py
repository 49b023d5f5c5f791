"""Where tabletop keeps settings and saves (platformdirs), overridable for tests.

Set ``TABLETOP_HOME`` to put everything under one folder (tests, portable use).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "tabletop"


def config_dir() -> Path:
    home = os.environ.get("TABLETOP_HOME")
    if home:
        return Path(home) / "config"
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    home = os.environ.get("TABLETOP_HOME")
    if home:
        return Path(home) / "data"
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def saves_dir() -> Path:
    return data_dir() / "saves"
