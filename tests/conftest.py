"""Test-wide set-up: headless SDL, and a private TABLETOP_HOME so no test touches real user folders."""

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["TABLETOP_HOME"] = tempfile.mkdtemp(prefix="tabletop-test-home-")

# tests import the reference game as a plain module (``import refgame``)
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pytest  # noqa: E402

from tabletop.games import register_all  # noqa: E402

register_all()  # as the app does at start


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A fresh, empty TABLETOP_HOME for one test."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"
