"""A crash a friend can report (issue 37 point 5): after the app recovers, the message offers to
open the report; the report names the version, the system, the game and its record (replayable),
never the player's other files, shows home paths as ~, and never overwrites an earlier one."""

from __future__ import annotations

import io
import json
from datetime import datetime, timezone
from pathlib import Path

import pytest

from tabletop import __version__, crash, opener, paths, replay
from tabletop.app import App
from tabletop.engine.contract import Setup
from tabletop.engine.record import Seat
from tabletop.scenes.dialogs import Dialog
from tabletop.scenes.menu import MenuScene
from tabletop.settings import Settings
from tabletop.ui.table import TableScene
from ui_driver import click

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def app(home, ref_registered):
    a = App(Settings(lang="en", anim_speed=0.0, ai_pace="instant"), persist_settings=False)
    a.scenes.push(MenuScene(a))
    yield a
    a.close()


def _crash_in_a_game(app, moves=4) -> tuple[Path, list]:
    """Play ``moves`` moves of a reference game, then let a screen fail; the report and the actions."""
    import refgame

    table = app.start_game(refgame.REF_GAME, Setup(2, {"rounds": 2}, 21), [Seat("Ann", "human"), Seat("Bob", "human")])
    for _ in range(moves):
        table.session.apply(table.session.legal_actions()[0])
    actions = list(table.session.record.actions)
    assert isinstance(app.scenes.find(TableScene), TableScene)
    try:
        raise RuntimeError("boom in a table")
    except RuntimeError:
        app.recover()
    reports = sorted((paths.data_dir() / "logs").glob("crash-*.txt"))
    assert len(reports) == 1
    return reports[0], actions


def test_the_report_names_version_system_game_and_a_replayable_record(app, tmp_path, capsys):
    report, actions = _crash_in_a_game(app)
    text = report.read_text(encoding="utf-8")
    assert f"version: {__version__}" in text
    assert "system: " in text and "Python " in text and "pygame-ce " in text
    assert "game: ref (4 actions)" in text
    assert "RuntimeError: boom in a table" in text
    record = json.loads(next(line for line in text.splitlines() if line.startswith("record: "))[len("record: "):])
    assert record["game"] == "ref" and record["actions"] == actions
    f = tmp_path / "record.json"
    f.write_text(json.dumps(record), encoding="utf-8")
    out = io.StringIO()
    assert replay.run([str(f)], out, io.StringIO()) == 0  # the friend's game, replayed
    assert "finished: no (4 actions" in out.getvalue()


def test_the_report_never_names_the_players_other_files_and_writes_home_as_tilde(app, home, monkeypatch):
    for p in (paths.saves_dir() / "secret-diary.json", paths.data_dir() / "bank-details.txt",
              home.parent / "holiday-photos.png"):
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text("private")
    monkeypatch.setattr(crash, "_home", lambda: str(REPO.parent))  # as if the game were installed at home
    report, _ = _crash_in_a_game(app)
    text = report.read_text(encoding="utf-8")
    for name in ("secret-diary", "bank-details", "holiday-photos", str(home), str(REPO.parent)):
        assert name not in text
    assert f"~/{REPO.name}/tests/test_crash_report.py" in text  # the traceback, with home as ~
    body = app.scenes.top.body
    assert str(REPO.parent) not in body  # the message shows the report's place shortened too


@pytest.mark.parametrize("lang, label", [("en", "Open report"), ("ja", "レポートを開く")])
def test_the_message_after_recovery_offers_to_open_the_report(app, monkeypatch, lang, label):
    app.change_settings(lang=lang)
    opened = []

    def fake_open(path, *, folder=True, platform=None):
        opened.append((path, folder))
        return opener.Launch(path)

    monkeypatch.setattr(opener, "open_path", fake_open)
    report, _ = _crash_in_a_game(app)
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog) and isinstance(app.scenes.stack[0], MenuScene)
    button = next(b for b in dialog.buttons if b.text == label)
    assert dialog.buttons[-1].focused and not button.focused  # Enter is OK; opening is a choice
    click(app, button.rect.center)
    assert opened == [(report, False)]
    assert app.scenes.top is not dialog


def test_a_report_that_cannot_be_opened_is_said(app, monkeypatch):
    monkeypatch.setattr(opener, "open_path",
                        lambda path, **kw: opener.Launch(path, error="no viewer", reason="missing", program="xdg-open"))
    report, _ = _crash_in_a_game(app)
    button = next(b for b in app.scenes.top.buttons if b.text == "Open report")
    click(app, button.rect.center)
    app.frame(16)
    assert any("xdg-open" in item[0] for item in app.toasts.items)


def test_reports_in_the_same_microsecond_never_overwrite_each_other(tmp_path, monkeypatch):
    moment = datetime(2026, 11, 29, 1, 2, 3, 456789, tzinfo=timezone.utc)

    class Frozen(datetime):
        @classmethod
        def now(cls, tz=None):
            return moment

    monkeypatch.setattr(crash, "datetime", Frozen)
    written = [crash.write_report(f"report {i}\n", tmp_path) for i in range(3)]
    assert len(set(written)) == 3 and all(p is not None for p in written)
    assert [p.read_text() for p in written] == [f"report {i}\n" for i in range(3)]
    assert written[0].name == "crash-20261129-010203-456789.txt"


def test_a_crash_outside_a_game_says_so(tmp_path):
    text = crash.report_text("Traceback: nothing\n", None, "ja", "MenuScene")
    assert "game: none" in text and "language: ja" in text and "screen: MenuScene" in text


def test_shorten_handles_both_slashes():
    assert crash.shorten("C:\\Users\\Ann\\x.py and C:/Users/Ann/y.py", home="C:\\Users\\Ann") == "~\\x.py and ~/y.py"
    assert crash.shorten("/home/ann/a", home="/home/ann") == "~/a"


def test_ctrl_c_while_the_window_is_open_still_closes_the_app(app, monkeypatch):
    closed = []
    real_close = app.close
    monkeypatch.setattr(app, "close", lambda: (closed.append(True), real_close()))

    def interrupted():
        raise KeyboardInterrupt

    monkeypatch.setattr(app, "step", interrupted)
    with pytest.raises(KeyboardInterrupt):  # __main__ turns it into a quiet exit 130
        app.run()
    assert closed == [True]
