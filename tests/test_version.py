"""One version number, pyproject.toml's, in every place it shows: the package, ``--version``,
``--self-test``, Settings → About and save files. (The frozen build is checked by
``tools/release.py``, which compares the built app's answer with pyproject.toml.)"""

from __future__ import annotations

import json
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

import tabletop
from refgame import REF_GAME
from tabletop import __main__ as cli
from tabletop import saves
from tabletop.engine import registry
from tabletop.engine.contract import Setup
from tabletop.engine.record import GameRecord, Seat

REPO = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_the_package_version_is_pyprojects():
    assert tabletop.__version__ == PYPROJECT


def test_the_installed_metadata_carries_pyprojects_version():
    # what a wheel install and the frozen app (copy_metadata in build.spec) read
    assert metadata.version("tabletop") == PYPROJECT


def test_away_from_a_checkout_the_version_comes_from_the_installed_metadata(tmp_path, monkeypatch):
    package = tmp_path / "site-packages" / "tabletop"
    package.mkdir(parents=True)
    assert tabletop.find_version(package) == PYPROJECT
    # a pyproject.toml of some other project beside it is not ours
    (package.parent / "pyproject.toml").write_text('[project]\nname = "other"\nversion = "9.9"\n', encoding="utf-8")
    assert tabletop.find_version(package) == PYPROJECT
    # a checkout's own pyproject.toml wins over stale metadata
    (package.parent / "pyproject.toml").write_text('[project]\nname = "tabletop"\nversion = "7.1.2"\n', encoding="utf-8")
    assert tabletop.find_version(package) == "7.1.2"


def test_without_pyproject_or_metadata_the_version_is_unknown_and_the_self_test_says_so(tmp_path, monkeypatch, capsys):
    def missing(name):
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "version", missing)
    assert tabletop.find_version(tmp_path / "tabletop") == tabletop.UNKNOWN_VERSION
    from tabletop import selftest

    monkeypatch.setattr(tabletop, "__version__", tabletop.UNKNOWN_VERSION)
    monkeypatch.setattr(selftest, "CHECKS", [c for c in selftest.CHECKS if c[0] == "version"])
    assert selftest.main() == 1
    assert "FAIL  version: the version is unknown" in capsys.readouterr().out


def test_version_flag_prints_it(capsys):
    with pytest.raises(SystemExit) as e:
        cli.main(["--version"])
    assert e.value.code == 0
    assert capsys.readouterr().out.strip() == f"tabletop {PYPROJECT}"


def test_self_test_names_the_version(home, capsys, monkeypatch):
    from tabletop import selftest

    monkeypatch.setattr(selftest, "CHECKS", [c for c in selftest.CHECKS if c[0] == "version"])
    assert selftest.main() == 0
    assert f"ok    version: tabletop {PYPROJECT}" in capsys.readouterr().out


def test_a_save_file_carries_the_version(home):
    was_registered = any(g is REF_GAME for g in registry.all_games())
    registry.register(REF_GAME)
    try:
        setup = REF_GAME.validate(Setup(3, {"rounds": 2}, 5))
        record = GameRecord("ref", setup, tuple(Seat(n, "human") for n in ("A", "B", "C")), [])
        doc = json.loads(saves.save("version", record).read_text(encoding="utf-8"))
    finally:
        if not was_registered:
            registry.unregister(REF_GAME.id)
    assert doc["app_version"] == PYPROJECT


def test_about_shows_the_version(home):
    from ui_driver import open_app

    from tabletop.scenes.about import AboutScene

    for lang, word in (("en", "Version"), ("ja", "バージョン")):
        with open_app(lang) as app:
            scene = AboutScene(app)
            assert f"{word} {PYPROJECT}" in [text for _box, _img, text in scene.items]
