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


@pytest.fixture
def ref_registered(monkeypatch):
    """The reference game in the registry, with its small table (``refgame_scene``) and AI module."""
    import refgame
    from tabletop.engine import registry

    spec = refgame.REF_GAME
    monkeypatch.setattr(spec, "scene_module", "refgame_scene", raising=False)
    monkeypatch.setattr(spec, "worker_modules", ("refgame",), raising=False)
    was_registered = any(g is spec for g in registry.all_games())
    registry.register(spec)
    yield spec
    if not was_registered:
        registry.unregister(spec.id)


@pytest.fixture(autouse=True)
def _no_stale_notices():
    """What one test's files queued for the player (tabletop.fileio.notice) is not another's toast."""
    from tabletop import fileio

    fileio.forget_notices()
    yield
    fileio.forget_notices()
