"""The one resource locator: checkout, installed wheel (assets inside the package) and PyInstaller bundle."""

import sys

import pytest

from tabletop import resources


@pytest.fixture(autouse=True)
def fresh_cache():
    resources.asset_dir.cache_clear()
    yield
    resources.asset_dir.cache_clear()


def test_checkout_layout_finds_repo_assets():
    art = resources.asset_dir("art")
    assert (art / "fonts" / "NotoSansJP-Regular.otf").is_file()
    assert resources.asset("sounds", "click.wav").is_file()


def test_pyinstaller_bundle_wins_when_present(tmp_path, monkeypatch):
    (tmp_path / "art").mkdir()
    (tmp_path / "art" / "icon.png").write_bytes(b"x")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.asset_dir("art") == tmp_path / "art"
    assert resources.asset("art", "icon.png") == tmp_path / "art" / "icon.png"


def test_wheel_layout_inside_the_package(tmp_path, monkeypatch):
    pkg = tmp_path / "site" / "tabletop"
    (pkg / "sounds").mkdir(parents=True)
    monkeypatch.setattr(resources, "_PKG", pkg)
    assert resources.asset_dir("sounds") == pkg / "sounds"


def test_missing_asset_is_a_clear_error(tmp_path, monkeypatch):
    monkeypatch.setattr(resources, "_PKG", tmp_path / "nowhere" / "tabletop")
    with pytest.raises(FileNotFoundError, match="could not find its 'art' folder"):
        resources.asset_dir("art")
    resources.asset_dir.cache_clear()
    monkeypatch.undo()
    with pytest.raises(FileNotFoundError, match="missing asset"):
        resources.asset("art", "no-such-file.png")
