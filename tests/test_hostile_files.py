"""Hostile files in the data folder (issue 38 point 4): none crashes, nothing the player made is
deleted (moved aside is fine), the player is told in their language, a big file is refused before
it is read, a FIFO never blocks, and what could not be read is never written over.

Tests may run as root, where permissions are not enforced: "unreadable" is then simulated by
making the safe-file layer's ``os.open`` refuse that one path (as the OS would).
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import signal
import stat
from pathlib import Path

import pygame
import pytest

from tabletop import fileio, learn, paths, saves, settings as settings_mod, stats
from tabletop.app import App
from tabletop.engine.contract import Setup
from tabletop.engine.i18n import tr
from tabletop.engine.record import Seat
from tabletop.scenes.load import LoadScene
from tabletop.scenes.menu import MenuScene
from tabletop.settings import Settings, load_settings, save_settings
from tabletop.ui import text as ui_text

SEATS = (Seat("Ann", "human"), Seat("Bot", "normal"))


@pytest.fixture(autouse=True)
def _fresh(home, ref_registered):
    fileio.forget_notices()
    yield
    fileio.forget_notices()


@contextlib.contextmanager
def no_hang(seconds: int = 10):
    """Fail (instead of hanging the suite) if the block blocks, e.g. on a FIFO."""
    def boom(signum, frame):
        raise TimeoutError("blocked")

    old = signal.signal(signal.SIGALRM, boom)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


# -- what a hostile file is ------------------------------------------------------------------

def _valid_bytes(kind: str) -> bytes:
    if kind == "settings":
        return json.dumps({"version": 1, "lang": "ja", "volume": 0.3}).encode()
    if kind == "stats":
        return json.dumps({"version": 1, "games": {"ref": {"played": 40, "finished": 40}}}).encode()
    if kind == "learn":
        return json.dumps({"ref": {"step": 3, "made": 1, "actions": []}}).encode()
    record = _record(2)
    return json.dumps({"schema_version": 1, "kind": "tabletop-save", "saved_at": "2026-01-02T03:04:05.000Z",
                       "game": "ref", "slot": "autosave", "meta": {}, "record": record.to_json()}).encode()


def _record(n: int, seed: int = 5):
    import refgame
    from tabletop.engine.record import GameRecord

    setup = refgame.REF_GAME.validate(Setup(2, {"rounds": 2}, seed))
    state = refgame.REF_GAME.new_state(setup)
    actions = []
    for _ in range(n):
        a = state.legal_actions()[0]
        actions.append(state.action_to_str(a))
        state.apply(a)
    return GameRecord("ref", setup, SEATS, actions)


def _path(kind: str) -> Path:
    return {"settings": settings_mod.settings_path, "stats": stats.stats_path, "learn": learn.learn_path,
            "autosave": lambda: paths.saves_dir() / "autosave.json"}[kind]()


def make_hostile(path: Path, how: str, kind: str, monkeypatch) -> None:
    """Put a hostile ``how`` at ``path`` (a data file of ``kind``)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    good = _valid_bytes(kind)
    if how == "truncated":
        path.write_bytes(good[: len(good) // 2])
    elif how == "bit_flipped":
        path.write_bytes(bytes([good[0] ^ 0x40]) + good[1:])  # "{" -> ";"
    elif how == "deeply_nested":
        path.write_bytes(b"[" * 200_000 + b"]" * 200_000)
    elif how == "huge":
        with open(path, "wb") as f:
            f.write(good)
            f.truncate(120 * 2**20)  # sparse: costs no disk
    elif how == "wrong_type":
        path.write_bytes(b'["a", "list", 1]' if kind != "learn" else b'"just text"')
    elif how == "not_utf8":
        path.write_bytes(b'{"lang": "\xff\xfe"}')
    elif how == "directory":
        path.mkdir()
        (path / "inside.txt").write_text("mine")
    elif how == "symlink_loop":
        os.symlink(path.name, path)
    elif how == "fifo":
        os.mkfifo(path)
    elif how == "unreadable":
        path.write_bytes(good)
        path.chmod(0)
        real_open = fileio.os.open

        def refusing(p, *a, **kw):
            if os.fspath(p) == os.fspath(path):
                raise PermissionError(errno.EACCES, "Permission denied", os.fspath(p))
            return real_open(p, *a, **kw)

        monkeypatch.setattr(fileio.os, "open", refusing)
    else:  # pragma: no cover
        raise ValueError(how)


HOSTILE = ["truncated", "bit_flipped", "deeply_nested", "huge", "wrong_type", "not_utf8", "directory",
           "symlink_loop", "fifo", "unreadable"]


def fingerprint(path: Path) -> tuple:
    st = os.lstat(path)
    if stat.S_ISLNK(st.st_mode):
        return ("link", os.readlink(path))
    if stat.S_ISDIR(st.st_mode):
        return ("dir", sorted(os.listdir(path)))
    if stat.S_ISFIFO(st.st_mode):
        return ("fifo",)
    return ("file", st.st_size, st.st_ino)


def still_there(original: tuple, root: Path) -> bool:
    """Is the thing with ``original``'s fingerprint somewhere under ``root`` (moved aside is fine)?"""
    for folder, dirs, files in os.walk(root):
        for name in dirs + files:
            p = Path(folder) / name
            try:
                if fingerprint(p) == original:
                    return True
            except OSError:
                continue
    return False


def notices_in_both_languages() -> list[tuple[str, str]]:
    out = []
    for code, params in fileio.take_notices():
        en, ja = tr("files", code, "en", **params), tr("files", code, "ja", **params)
        assert en != code and ja != en and "{" not in en + ja  # a real message in each language
        out.append((en, ja))
    return out


# -- settings, statistics, lesson progress -------------------------------------------------------

@pytest.mark.parametrize("how", HOSTILE)
def test_hostile_settings_give_defaults_tell_and_are_never_written_over(how, home, monkeypatch):
    path = _path("settings")
    make_hostile(path, how, "settings", monkeypatch)
    original = fingerprint(path)
    with no_hang():
        s = load_settings()
    assert s.lang in ("en", "ja") and s.load_warning
    assert notices_in_both_languages()
    s.volume = 0.9
    try:  # what the app does at exit
        save_settings(s)
    except OSError:
        pass
    assert still_there(original, home)


@pytest.mark.parametrize("how", HOSTILE)
def test_hostile_stats_are_kept_told_and_never_replaced(how, home, monkeypatch):
    path = _path("stats")
    make_hostile(path, how, "stats", monkeypatch)
    original = fingerprint(path)
    with no_hang():
        stats.load_stats()
        stats.record_result("ref", SEATS, [1, 2], [5, 3])
    assert notices_in_both_languages()
    assert still_there(original, home)


@pytest.mark.parametrize("how", HOSTILE)
def test_hostile_lesson_progress_is_kept_and_told(how, home, monkeypatch):
    path = _path("learn")
    make_hostile(path, how, "learn", monkeypatch)
    original = fingerprint(path)
    with no_hang():
        assert learn.progress("ref")["step"] == 0
        learn.record("ref", 1, 0, [])
    assert notices_in_both_languages()
    assert still_there(original, home)


def test_unreadable_stats_with_40_games_are_not_replaced_by_one(home, monkeypatch):
    path = _path("stats")
    make_hostile(path, "unreadable", "stats", monkeypatch)
    forty = path.read_bytes()
    stats.record_result("ref", SEATS, [1, 2], [5, 3])
    kept = [p for p in path.parent.iterdir() if p.name.startswith("stats.json.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == forty  # the 40 games are still on disk
    (en, ja), = notices_in_both_languages()
    assert kept[0].name in en and kept[0].name in ja


def test_what_cannot_be_read_nor_moved_is_left_alone(home, monkeypatch):
    for kind in ("settings", "stats", "learn"):
        make_hostile(_path(kind), "unreadable", kind, monkeypatch)
    before = {k: _path(k).read_bytes() for k in ("settings", "stats", "learn")}

    def no_move(path, dest_dir=None):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(fileio, "move_aside", no_move)
    s = load_settings()
    assert s.keep_file
    with pytest.raises(OSError):
        save_settings(s)
    stats.record_result("ref", SEATS, [1, 2], [5, 3])
    learn.record("ref", 2, 0, [])
    assert {k: _path(k).read_bytes() for k in before} == before
    codes = [c for c, _ in fileio.take_notices()]
    assert {"settings_kept", "stats_kept", "learn_kept"} <= set(codes)


def test_a_newer_versions_stats_are_kept_as_they_are(home):
    path = _path("stats")
    path.parent.mkdir(parents=True)
    newer = json.dumps({"version": 7, "games": {"ref": {"played": 40}}, "streaks": {"ref": 3}}).encode()
    path.write_bytes(newer)
    assert stats.load_stats()["ref"]["played"] == 40  # shown as far as this version understands
    stats.record_result("ref", SEATS, [1, 2], [5, 3])
    assert path.read_bytes() == newer
    assert [c for c, _ in fileio.take_notices()] == ["stats_newer"]


def test_a_newer_versions_settings_are_used_but_not_written_over(home):
    path = _path("settings")
    path.parent.mkdir(parents=True)
    newer = json.dumps({"version": 3, "lang": "ja", "theme": "dark"}).encode()
    path.write_bytes(newer)
    s = load_settings()
    assert s.lang == "ja" and s.keep_file
    app = App(s)
    app.change_settings(volume=0.2)
    app.close()
    assert path.read_bytes() == newer


def test_a_huge_file_is_refused_before_it_is_opened(home, monkeypatch):
    path = home / "big.json"
    make_hostile(path, "huge", "stats", monkeypatch)
    opened = []
    monkeypatch.setattr(fileio.os, "open", lambda *a, **kw: opened.append(a) or (_ for _ in ()).throw(AssertionError))
    with pytest.raises(fileio.JsonFileError) as e:
        fileio.read_json_limited(path, 4 * 2**20)
    assert e.value.reason == "too_big" and not opened


def test_a_fifo_is_not_opened(home):
    path = home / "x.json"
    home.mkdir(parents=True)
    os.mkfifo(path)
    with no_hang():
        with pytest.raises(fileio.JsonFileError) as e:
            fileio.read_json_limited(path, 1024)
    assert e.value.reason == "unreadable" and "not a file" in str(e.value)


# -- saves ---------------------------------------------------------------------------------------

def _app(lang: str = "en") -> App:
    app = App(Settings(lang=lang, anim_speed=0.0, ai_pace="instant"), persist_settings=False)
    app.scenes.push(MenuScene(app))
    return app


def _toasts(app) -> list[str]:
    return [item[0] for item in app.toasts.items]


def _start(app):
    import refgame

    return app.start_game(refgame.REF_GAME, Setup(2, {"rounds": 2}, 9), list(SEATS))


@pytest.mark.parametrize("how", HOSTILE)
def test_a_hostile_autosave_never_stops_the_menu_nor_is_replaced_by_the_next_game(how, home, monkeypatch):
    path = _path("autosave")
    make_hostile(path, how, "autosave", monkeypatch)
    original = fingerprint(path)
    with no_hang():
        app = _app()
        try:
            app.frame(16)
            app.scenes.push(LoadScene(app))
            app.frame(16)
            table = _start(app)
            for _ in range(3):
                app.autosave(table.session)
            app.frame(16)
            told = _toasts(app)
        finally:
            app.close()
    assert still_there(original, home)
    if how not in ("wrong_type",):  # a JSON list is "damaged" too; every case says something
        assert told


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_unreadable_autosave_is_set_aside_and_the_player_told(lang, home, monkeypatch):
    path = _path("autosave")
    make_hostile(path, "unreadable", "autosave", monkeypatch)
    mine = path.read_bytes()
    app = _app(lang)
    try:
        _start(app)
        moved = [p for p in saves.damaged_dir().glob("autosave.json.damaged-*") if p.suffix != ".txt"]
        assert len(moved) == 1 and moved[0].read_bytes() == mine
        assert any(tr("files", "autosave_set_aside", lang, name=moved[0].name) == t for t in _toasts(app))
        assert json.loads(path.read_bytes())["game"] == "ref"  # the new game autosaves as usual
    finally:
        app.close()


def test_an_autosave_that_cannot_be_read_nor_moved_is_not_written_over(home, monkeypatch):
    path = _path("autosave")
    make_hostile(path, "unreadable", "autosave", monkeypatch)
    mine = path.read_bytes()

    def no_move(*a, **kw):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(saves, "move_aside", no_move)
    app = _app()
    try:
        table = _start(app)
        app.autosave(table.session)
        assert path.read_bytes() == mine
        assert tr("files", "autosave_kept", "en") in _toasts(app)
    finally:
        app.close()


def _save_doc(**changes) -> dict:
    doc = json.loads(_valid_bytes("autosave"))
    doc.update(changes)
    return doc


@pytest.fixture
def local_zone(request, monkeypatch):
    """Run in the time zone ``request.param`` (year 1 overflows west of UTC, 9999 east of it)."""
    import time

    monkeypatch.setenv("TZ", request.param)
    time.tzset()
    yield request.param
    monkeypatch.undo()
    time.tzset()


@pytest.mark.parametrize("when, local_zone", [
    ("0001-01-01T00:00:00.000Z", "EST+5"),
    ("9999-12-31T23:59:59.999Z", "JST-9"),
    ("0026-01-02T03:04:05Z", "JST-9"),
], indirect=["local_zone"])
def test_a_save_dated_near_year_1_or_9999_lists_loads_and_is_replaced_safely(when, local_zone, home):
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    (folder / "autosave.json").write_text(json.dumps(_save_doc(saved_at=when)), encoding="utf-8")
    (folder / "odd.json").write_text(json.dumps(_save_doc(saved_at=when, slot="odd")), encoding="utf-8")
    app = _app()
    try:
        app.scenes.push(LoadScene(app))
        app.frame(16)
        assert len(app.scenes.top.infos) == 2
        app.to_menu()
        _start(app)  # keeps the unfinished autosave under a name made from its date
        assert len(saves.list_saves()) == 3
    finally:
        app.close()


def test_a_file_name_that_is_not_utf8_is_listed_and_drawn(home):
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    with open(os.path.join(os.fsencode(folder), b"\xff\xfebad name.json"), "wb") as f:
        f.write(json.dumps(_save_doc(slot="x")).encode())
    app = _app("ja")
    try:
        app.scenes.push(LoadScene(app))
        app.frame(16)
        assert len(app.scenes.top.infos) == 1
        app.scenes.top.list.selected = 0
        app.frame(16)
        assert ui_text.showable(app.scenes.top.list.rows[0][0]) == "??bad name"  # drawn as such
        saves.delete(app.scenes.top.infos[0].path)  # what the Load screen's Delete does
        assert os.listdir(folder) == []
        with pytest.raises(saves.SaveError):
            saves.delete(home / "elsewhere.json")  # only files in the saves folder
    finally:
        app.close()


def test_a_100000_character_summary_is_cut_with_few_measurements(home, monkeypatch):
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    doc = _save_doc(meta={"turn": 2, "players": ["Ann", "Bot"], "summary": "ab " * 33_334})
    (folder / "long.json").write_text(json.dumps(doc), encoding="utf-8")
    measured = []
    real_font = ui_text.font

    class Counting:
        def __init__(self, f):
            self.f = f

        def size(self, s):
            measured.append(len(s))
            return self.f.size(s)

        def __getattr__(self, name):
            return getattr(self.f, name)

    monkeypatch.setattr(ui_text, "font", lambda size, bold=False: Counting(real_font(size, bold)))
    ui_text.render_fit.cache_clear()
    app = _app()
    try:
        app.scenes.push(LoadScene(app))
        app.frame(16)
    finally:
        app.close()
        ui_text.render_fit.cache_clear()
    assert max(measured) >= 100_000  # the whole summary was measured once...
    assert len(measured) < 200  # ...and cut by halving, not one character at a time


def test_render_fit_cuts_a_long_text_to_the_longest_head_that_fits():
    pygame.font.init()
    img = ui_text.render_fit("x" * 100_000, 16, (255, 255, 255), 300)
    assert img.get_width() <= 300
    f = ui_text.font(16)
    fits = max(n for n in range(0, 200) if f.size("x" * n + "…")[0] <= 300)
    assert img.get_width() == f.size("x" * fits + "…")[0]


@pytest.mark.parametrize("problem", ["saves_is_a_file", "saves_unreadable"])
def test_start_up_and_load_screen_survive_an_unusable_saves_folder(problem, home, monkeypatch):
    folder = paths.saves_dir()
    folder.parent.mkdir(parents=True)
    if problem == "saves_is_a_file":
        folder.write_text("not a folder")
    else:
        folder.mkdir()
        (folder / "mine.json").write_bytes(_valid_bytes("autosave"))
        folder.chmod(0)
        denied = PermissionError(errno.EACCES, "Permission denied")
        real_scandir, real_lstat = saves.os.scandir, saves.os.lstat

        def scandir(p):
            if os.fspath(p) == os.fspath(folder):
                raise denied
            return real_scandir(p)

        def lstat(p, *a, **kw):
            if os.fspath(Path(p).parent) == os.fspath(folder):
                raise denied
            return real_lstat(p, *a, **kw)

        monkeypatch.setattr(saves.os, "scandir", scandir)
        monkeypatch.setattr(saves.os, "lstat", lstat)
    try:
        app = _app()
        try:
            app.frame(16)
            assert isinstance(app.scenes.top, MenuScene)
            app.scenes.top.open_load()
            app.frame(16)
            assert isinstance(app.scenes.top, LoadScene) and app.scenes.top.infos == []
            assert _toasts(app)  # told why the list is empty
        finally:
            app.close()
    finally:
        if folder.is_dir():
            folder.chmod(0o755)


def test_run_gui_comes_up_with_an_autosave_symlink_loop(home, monkeypatch):
    from tabletop import app as app_mod

    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    os.symlink("autosave.json", folder / "autosave.json")
    monkeypatch.setattr(app_mod.App, "run", lambda self: ([self.frame(16) for _ in range(30)], self.close(), 0)[-1])
    assert app_mod.run_gui("en") == 0


@pytest.mark.parametrize("case, code", [
    ("illegal_action", "replay_failed"),
    ("foreign_game", "unknown_game"),
    ("record_of_another_game", "wrong_game"),
])
def test_a_save_with_an_illegal_action_or_a_foreign_game_is_refused_and_kept(case, code, home):
    doc = _save_doc(slot="x")
    if case == "illegal_action":
        doc["record"]["actions"] = doc["record"]["actions"] + ["play z99"]
    elif case == "foreign_game":
        doc["game"] = doc["record"]["game"] = "chess_from_the_future"
    else:
        doc["game"] = "lost_cities"
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    (folder / "x.json").write_text(json.dumps(doc), encoding="utf-8")
    mine = (folder / "x.json").read_bytes()
    app = _app("ja")
    try:
        app.scenes.push(LoadScene(app))
        app.scenes.top.list.selected = 0
        app.scenes.top.load()
        app.frame(16)
        body = app.scenes.top.body
        assert body and tr("saves", code, "ja", **{k: "" for k in ("detail", "game", "said", "held")})[:6] in body
    finally:
        app.close()
    kept = [p for p in folder.rglob("x.json*") if p.is_file() and not p.name.endswith(".txt")]
    assert len(kept) == 1 and kept[0].read_bytes() == mine


def test_a_read_only_data_folder_still_plays_and_says_so_once(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")  # unwritable even for root
    monkeypatch.setenv("TABLETOP_HOME", str(blocker / "home"))
    app = _app()
    try:
        table = _start(app)
        for _ in range(4):
            app.autosave(table.session)
        app.frame(16)
        failed = [t for t in _toasts(app) if t.startswith("Your games cannot be saved here")]
        assert len(failed) == 1
        assert isinstance(app.scenes.top, type(table))
    finally:
        app.close()


def test_symlinks_to_files_elsewhere_are_never_written_through(home, tmp_path, ref_registered):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    targets = {}
    for kind in ("settings", "stats", "autosave"):
        target = elsewhere / f"{kind}.json"
        target.write_bytes(_valid_bytes(kind))
        targets[target] = target.read_bytes()
        _path(kind).parent.mkdir(parents=True, exist_ok=True)
        os.symlink(target, _path(kind))
    app = App(load_settings(), persist_settings=True)
    try:
        app.scenes.push(MenuScene(app))
        app.frame(16)
        _start(app)
        stats.record_result("ref", SEATS, [1, 2], [5, 3])
        app.change_settings(volume=0.1)
    finally:
        app.close()
    assert {p: p.read_bytes() for p in targets} == targets  # nothing outside the data folder changed


def test_settings_set_aside_at_start_are_not_written_over_at_exit(home, monkeypatch):
    path = _path("settings")
    make_hostile(path, "unreadable", "settings", monkeypatch)
    mine = path.read_bytes()

    def no_move(*a, **kw):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(fileio, "move_aside", no_move)
    app = App(load_settings(), persist_settings=True)
    app.scenes.push(MenuScene(app))
    app.frame(16)
    assert tr("files", "settings_kept", app.settings.lang) in _toasts(app)
    app.change_settings(volume=0.1)
    app.close()  # remembers the window size: must not write either
    assert path.read_bytes() == mine


def test_the_menu_comes_up_whatever_reading_the_autosave_raises(home, monkeypatch):
    from tabletop import app as app_mod

    def broken():
        raise RuntimeError("something nobody thought of")

    monkeypatch.setattr(saves, "latest_autosave", broken)
    seen = []
    def run(self):  # the first frames (the menu checks the autosave right after the first)
        for _ in range(30):
            self.frame(16)
        seen.extend([self.scenes.top, _toasts(self)])
        self.close()
        return 0

    monkeypatch.setattr(app_mod.App, "run", run)
    assert app_mod.run_gui("en") == 0
    assert isinstance(seen[0], MenuScene) and any("something nobody thought of" in t for t in seen[1])


def test_a_file_left_alone_is_told_once_not_at_every_read(home, monkeypatch):
    make_hostile(_path("learn"), "unreadable", "learn", monkeypatch)
    monkeypatch.setattr(fileio, "move_aside", lambda *a, **kw: (_ for _ in ()).throw(PermissionError(13, "no")))
    for step in range(5):  # a lesson records every step
        learn.record("ref", step, 0, [])
    assert [c for c, _ in fileio.take_notices()] == ["learn_kept"]


def test_an_unreadable_save_is_listed_as_unreadable_not_damaged(home, monkeypatch):
    path = paths.saves_dir() / "mine.json"
    make_hostile(path, "unreadable", "autosave", monkeypatch)
    app = _app()
    try:
        app.scenes.push(LoadScene(app))
        (slot, sub), = app.scenes.top.list.rows
        assert slot == "mine" and sub.startswith("Cannot be loaded here: the save could not be read")
    finally:
        app.close()
    assert path.is_file()  # listing never moves anything
