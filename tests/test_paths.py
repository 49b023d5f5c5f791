"""Paths real friends have (issue 37 point 4): a home folder with Japanese letters and spaces, a
missing or read-only data folder (a clear message, the game still playable), Windows' long paths.
Each is a ``TABLETOP_HOME``."""

from __future__ import annotations

import os

import pytest

from tabletop import crash, fileio, learn, paths, saves, stats
from tabletop.app import App
from tabletop.engine.contract import Setup
from tabletop.engine.i18n import tr
from tabletop.engine.record import Seat
from tabletop.paths import win_long_path
from tabletop.scenes.load import LoadScene
from tabletop.scenes.menu import MenuScene
from tabletop.settings import Settings, load_settings, save_settings

SEATS = (Seat("あんな", "human"), Seat("Bot", "normal"))


@pytest.fixture(autouse=True)
def _quiet():
    fileio.forget_notices()
    yield
    fileio.forget_notices()


def _app(lang="en") -> App:
    app = App(Settings(lang=lang, anim_speed=0.0, ai_pace="instant"), persist_settings=True)
    app.scenes.push(MenuScene(app))
    return app


def _play(app, moves=3):
    import refgame

    table = app.start_game(refgame.REF_GAME, Setup(2, {"rounds": 2}, 9), list(SEATS))
    session = table.session
    for _ in range(moves):  # moves as the table makes them: applied, then autosaved
        if session.is_terminal():
            break
        session.apply(session.legal_actions()[0])
        app.autosave(session)
    app.frame(16)
    return table


def _everything_round_trips() -> None:
    """Settings, saves, statistics, lesson progress and a crash report, written and read back."""
    import refgame
    from tabletop.engine.record import GameRecord

    save_settings(Settings(lang="ja", volume=0.25))
    assert load_settings().volume == 0.25
    setup = refgame.REF_GAME.validate(Setup(2, {"rounds": 2}, 3))
    record = GameRecord("ref", setup, SEATS, [])
    saves.autosave(record)
    saves.save("わたしの ゲーム 1", record)
    assert {i.slot for i in saves.list_saves()} == {"autosave", "わたしの ゲーム 1"}
    assert saves.load("わたしの ゲーム 1").record.seats == SEATS
    stats.record_result("ref", SEATS, [1, 2], [3, 1])
    assert stats.load_stats()["ref"]["played"] == 1
    learn.record("ref", 2, 1, [])
    assert learn.progress("ref")["step"] == 2
    report = crash.write_report("x")
    assert report is not None and report.read_text(encoding="utf-8") == "x"
    assert not fileio.take_notices()


@pytest.mark.parametrize("name", ["ユーザー 名/データ", "José Müller/My Games", "用户 名/ゲーム のデータ"])
def test_a_home_with_japanese_letters_and_spaces(name, tmp_path, monkeypatch, ref_registered):
    home = tmp_path / name
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    _everything_round_trips()
    assert str(paths.saves_dir()).startswith(str(home))
    app = _app("ja")
    try:
        app.scenes.push(LoadScene(app))
        app.frame(16)
        assert len(app.scenes.top.infos) == 2
    finally:
        app.close()


def test_a_missing_data_folder_is_made(tmp_path, monkeypatch, ref_registered):
    home = tmp_path / "not" / "there" / "yet"
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    app = _app()
    try:
        _play(app)
        assert (paths.saves_dir() / "autosave.json").is_file()
    finally:
        app.close()
    assert (paths.config_dir() / "settings.json").is_file()  # the window size was kept at exit


def _read_only_home(tmp_path, how):
    if how == "under_a_file":  # cannot be made even by root
        blocker = tmp_path / "a file"
        blocker.write_text("x")
        return blocker / "home"
    if os.geteuid() == 0:
        pytest.skip("root writes into read-only folders")
    home = tmp_path / "home"
    (home / "data" / "saves").mkdir(parents=True)
    (home / "config").mkdir()
    for folder in (home / "data" / "saves", home / "data", home / "config", home):
        folder.chmod(0o555)
    return home


@pytest.mark.parametrize("how", ["under_a_file", "read_only"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_read_only_data_folder_plays_without_saving_and_says_so(how, lang, tmp_path, monkeypatch, ref_registered):
    home = _read_only_home(tmp_path, how)
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    app = _app(lang)
    try:
        table = _play(app)
        told = [item[0] for item in app.toasts.items]
        cannot = tr("files", "cannot_save", lang, detail="")
        assert sum(1 for t in told if t.startswith(cannot[:12])) == 1  # said once, clearly
        assert app.scenes.top is table and not table.session.is_terminal()  # still playing
        with pytest.raises(saves.SaveError) as e:
            saves.save("mine", table.session.record)
        assert e.value.code == "write_failed" and str(paths.saves_dir()) in str(e.value)
        app.change_settings(volume=0.3)  # a toast, no crash
        stats.record_result("ref", SEATS, [1, 2], [1, 0])  # logged, no crash
    finally:
        app.close()
        if how == "read_only":
            for folder in (home, home / "config", home / "data", home / "data" / "saves"):
                folder.chmod(0o755)


def test_a_deep_home_longer_than_windows_max_path(tmp_path, monkeypatch, ref_registered):
    home = tmp_path
    while len(str(home)) < 320:
        home = home / "a folder with a long name ながい"
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    assert len(str(paths.saves_dir() / "autosave.json")) > 260
    _everything_round_trips()


def test_a_home_too_long_for_the_system_fails_with_a_clear_message(tmp_path, monkeypatch, ref_registered):
    home = tmp_path
    while len(os.fsencode(str(home))) < 5000:  # past PATH_MAX (4096) on Linux
        home = home / ("x" * 200)
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    assert load_settings() == Settings(lang=load_settings().lang)
    app = _app()
    try:
        _play(app)
        told = [item[0] for item in app.toasts.items]
        assert any(t.startswith("Your games cannot be saved here") for t in told), told
    finally:
        app.close()


@pytest.mark.parametrize("given, expected", [
    ("C:\\Users\\Ann\\AppData\\Roaming\\tabletop", "C:\\Users\\Ann\\AppData\\Roaming\\tabletop"),
    ("C:\\" + "d\\" * 90 + "tabletop", "\\\\?\\C:\\" + "d\\" * 90 + "tabletop"),
    ("C:/" + "d/" * 90 + "x/../tabletop", "\\\\?\\C:\\" + "d\\" * 90 + "tabletop"),
    ("\\\\server\\share\\" + "d\\" * 90 + "t", "\\\\?\\UNC\\server\\share\\" + "d\\" * 90 + "t"),
    ("\\\\?\\C:\\" + "d\\" * 90 + "t", "\\\\?\\C:\\" + "d\\" * 90 + "t"),
    ("relative\\" + "d\\" * 90, "relative\\" + "d\\" * 90),
])
def test_windows_long_paths_get_the_extended_prefix(given, expected):
    assert win_long_path(given) == expected
