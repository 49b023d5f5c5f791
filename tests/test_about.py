"""Settings → About, rendered headless in English and Japanese: everything fits, the folder
buttons work (with the system's opener patched), and a failing opener is said in a toast."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pygame
import pytest

from tabletop import opener, paths
from tabletop.licenses import BUNDLED, licence_dir
from tabletop.scenes import about
from tabletop.scenes.about import AboutScene
from tabletop.scenes.settings import SettingsScene
from tabletop.ui import theme
from tabletop.ui.fonts import font
from ui_driver import button, click, open_app, pump

LABELS = {
    "en": ("About tabletop", "Open data folder", "Open logs folder", "Open licence texts", "Back"),
    "ja": ("このアプリについて", "データフォルダーを開く", "ログフォルダーを開く", "ライセンス全文を開く", "戻る"),
}


@pytest.fixture
def long_home(tmp_path, monkeypatch):
    """A home folder a friend might have: Japanese letters, spaces, and deep."""
    home = tmp_path / "ユーザー 山田 太郎" / "Documents and Settings" / "ゲーム と 遊び" / "tabletop portable copy"
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    return home


class FakeOpener:
    """Stands in for opener.open_path: records what was asked, answers with prepared launches."""

    def __init__(self):
        self.asked: list[Path] = []
        self.answers: list[opener.Launch] = []

    def __call__(self, path, **_kw):
        self.asked.append(Path(path))
        return self.answers.pop(0) if self.answers else opener.Launch(Path(path))


class FakeProcess:
    def __init__(self, codes, args=("xdg-open",)):
        self.codes, self.args = list(codes), list(args)

    def poll(self):
        return self.codes.pop(0) if len(self.codes) > 1 else self.codes[0]


def open_about(app, lang) -> AboutScene:
    click(app, button(app.scenes.top, "Settings" if lang == "en" else "設定").rect.center)
    assert isinstance(app.scenes.top, SettingsScene)
    click(app, button(app.scenes.top, LABELS[lang][0]).rect.center)
    scene = app.scenes.top
    assert isinstance(scene, AboutScene)
    pump(app, 2)
    return scene


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_about_fits_and_lists_licences_and_folders(long_home, lang, tmp_path):
    with open_app(lang) as app:
        scene = open_about(app, lang)
        texts = [text for _box, _img, text in scene.items]
        for b in BUNDLED:
            assert any(text.startswith(b.name) for text in texts), b.name
            assert b.licence in texts and "/".join(b.text) in texts
            assert b.text_path().is_file()
        for folder in (paths.config_dir(), paths.data_dir(), paths.saves_dir(), paths.data_dir() / "logs"):
            assert str(folder) in texts
        assert any(str(licence_dir()) in text for text in texts)
        # every text fits the box it was given, inside the panel, clear of every other text
        boxes = []
        for box, img, text in scene.items:
            assert img.get_width() <= box.w and img.get_height() <= box.h, text
            assert about.PANEL.contains(box), text
            assert box.collidelist(boxes) == -1, text
            boxes.append(box)
        # the buttons are there and their labels fit at full size
        for label in LABELS[lang][1:]:
            b = button(scene, label)
            assert font(b.size).size(label)[0] <= b.rect.w - 12, label
            assert not b.rect.colliderect(about.PANEL) and pygame.Rect(0, 0, theme.W, theme.H).contains(b.rect)
        pygame.image.save(app.screen, str(tmp_path / f"about-{lang}.png"))  # it draws


def test_folder_buttons_open_the_data_logs_and_licence_folders(home, monkeypatch):
    fake = FakeOpener()
    monkeypatch.setattr(opener, "open_path", fake)
    with open_app("en") as app:
        scene = open_about(app, "en")
        for label in LABELS["en"][1:4]:
            click(app, button(scene, label).rect.center)
        assert fake.asked == [paths.data_dir(), paths.data_dir() / "logs", licence_dir()]
        pump(app, 2)
        assert not app.toasts.items and not scene.launches


def test_an_opener_that_cannot_start_is_said_in_a_toast(home, monkeypatch):
    def popen(cmd, **kw):
        raise FileNotFoundError(2, "No such file or directory", cmd[0])

    monkeypatch.setattr(subprocess, "Popen", popen)
    monkeypatch.setattr(opener.sys, "platform", "linux")
    with open_app("ja") as app:
        scene = open_about(app, "ja")
        click(app, button(scene, "データフォルダーを開く").rect.center)
        assert [text for text, *_ in app.toasts.items] == [
            f"ファイルマネージャーを開けませんでした（xdg-open がインストールされていません）。フォルダーの場所：{paths.data_dir()}"]
        # the system refusing (a read-only place, say) is said with its words
        fake = FakeOpener()
        fake.answers.append(opener.Launch(licence_dir(), error="Permission denied"))
        monkeypatch.setattr(opener, "open_path", fake)
        click(app, button(scene, "ライセンス全文を開く").rect.center)
        assert app.toasts.items[-1][0] == f"{licence_dir()} を開けませんでした：Permission denied"


def test_an_opener_that_fails_later_is_said_without_blocking_the_loop(home, monkeypatch):
    fake = FakeOpener()
    logs = paths.data_dir() / "logs"
    fake.answers.append(opener.Launch(logs, FakeProcess([None, None, 4])))
    monkeypatch.setattr(opener, "open_path", fake)
    with open_app("en") as app:
        scene = open_about(app, "en")
        click(app, button(scene, "Open logs folder").rect.center)
        assert scene.launches and scene.animating  # watched frame by frame, not waited for
        assert not app.toasts.items
        pump(app, 3)
        assert not scene.launches
        assert [text for text, *_ in app.toasts.items] == [
            f"The file manager did not open (xdg-open ended with status 4). The folder is {logs}"]


# -- the opener itself, per system (Popen / os.startfile patched) -------------------------

def test_open_path_runs_the_systems_launcher_and_makes_a_missing_folder(tmp_path, monkeypatch):
    calls = []

    def popen(cmd, **kw):
        calls.append((cmd, kw))
        return FakeProcess([0], cmd)

    monkeypatch.setattr(subprocess, "Popen", popen)
    folder = tmp_path / "データ" / "logs"
    launch = opener.open_path(folder, platform="linux")
    assert folder.is_dir()
    assert calls[0][0] == ["xdg-open", str(folder)]
    assert calls[0][1]["stdout"] is subprocess.DEVNULL and calls[0][1]["start_new_session"]
    assert launch.poll() == ""
    opener.open_path(folder, platform="darwin")
    assert calls[1][0] == ["open", str(folder)]

    started = []
    monkeypatch.setattr(opener.os, "startfile", started.append, raising=False)
    assert opener.open_path(folder, platform="win32").poll() == ""
    assert started == [str(folder)]


def test_open_path_reports_a_missing_launcher(tmp_path, monkeypatch):
    def popen(cmd, **kw):
        raise FileNotFoundError(2, "No such file or directory", cmd[0])

    monkeypatch.setattr(subprocess, "Popen", popen)
    launch = opener.open_path(tmp_path, platform="linux")
    assert "No such file or directory" in launch.poll()
    assert (launch.reason, launch.program) == ("missing", "xdg-open")


def test_a_launcher_still_running_after_the_watch_is_taken_as_working(tmp_path, monkeypatch):
    launch = opener.Launch(tmp_path, FakeProcess([None]))
    assert launch.poll() is None
    monkeypatch.setattr(launch, "started", launch.started - opener.WATCH_S - 1)
    assert launch.poll() == ""


def test_a_frozen_app_gives_launched_programs_the_library_path_it_was_started_with():
    env = {"LD_LIBRARY_PATH": "/app/_internal", "LD_LIBRARY_PATH_ORIG": "/usr/local/lib", "HOME": "/h"}
    assert opener.launcher_env(env, frozen=True) == {"LD_LIBRARY_PATH": "/usr/local/lib", "HOME": "/h"}
    assert opener.launcher_env({"LD_LIBRARY_PATH": "/app/_internal"}, frozen=True) == {}
    assert opener.launcher_env(env, frozen=False) == env
