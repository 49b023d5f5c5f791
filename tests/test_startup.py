"""The first menu frame comes first (issue 38 point 5): the window's first menu needs neither the
games' modules nor the autosave's replay; both follow right after it, one step per frame, and a
player who acts sooner finds the menu complete."""

from __future__ import annotations

import subprocess
import sys

from tabletop import saves
from tabletop.engine import registry
from tabletop.engine.contract import Setup
from tabletop.engine.record import GameRecord, Seat
from tabletop.scenes.menu import GameTile, MenuScene, PeekedAutosave
from tabletop.ui.table import TableScene
from ui_driver import button, click, make_app, pump

FIRST_FRAME = r"""
import os, sys, tempfile
os.environ['SDL_VIDEODRIVER'] = 'dummy'; os.environ['SDL_AUDIODRIVER'] = 'dummy'
os.environ['TABLETOP_HOME'] = tempfile.mkdtemp()
from tabletop.app import App
from tabletop.games import register_all
from tabletop.scenes.menu import MenuScene, GameTile
from tabletop.engine import registry
app = App()
app.scenes.push(MenuScene(app, first=True, discover=register_all))
app.frame(0)
games = sorted(m for m in sys.modules if m.startswith('tabletop.games.'))
print('first', len(games), len(registry.all_games()))
frames = 0
while app.animating and frames < 200:
    app.frame(16); frames += 1
tiles = [w for w in app.scenes.top.widgets if isinstance(w, GameTile)]
print('after', len(registry.all_games()), len(tiles), all(t._thumb is not None for t in tiles), frames)
app.close()
"""


def test_the_first_menu_frame_imports_no_game_and_the_menu_completes_right_after():
    out = subprocess.run([sys.executable, "-c", FIRST_FRAME], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    first, after = [line.split() for line in out.stdout.strip().splitlines()[-2:]]
    assert first == ["first", "0", "0"]  # no game module, no game yet
    assert after[0] == "after" and int(after[1]) >= 5 and int(after[2]) == int(after[1]) and after[3] == "True"
    assert int(after[4]) <= 12  # a handful of frames


def _autosave(finished=False, actions=2):
    spec = registry.get("lost_cities")
    setup = spec.validate(Setup(2, {}, 5))
    state = spec.new_state(setup)
    texts = []
    for _ in range(actions):
        a = state.legal_actions()[0]
        texts.append(state.action_to_str(a))
        state.apply(a)
    record = GameRecord("lost_cities", setup, (Seat("A", "human"), Seat("B", "random")), tuple(texts))
    saves.autosave(record, {"turn": actions, "finished": finished})
    return record


def test_continue_shows_on_the_first_frame_from_the_header_and_is_fully_checked_after(home):
    record = _autosave()
    app = make_app()
    try:
        menu = MenuScene(app, first=True)
        app.scenes.reset(menu)
        assert isinstance(menu.autosave, PeekedAutosave) and button(menu, "Continue")
        assert all(t.deferred for t in menu.widgets if isinstance(t, GameTile) and t.playable)
        app.frame(16)
        for _ in range(20):
            app.frame(16)
        assert not menu.animating and not isinstance(menu.autosave, PeekedAutosave)
        assert list(menu.autosave.record.actions) == list(record.actions)
        assert all(t._thumb is not None for t in menu.widgets if isinstance(t, GameTile))
    finally:
        app.close()


def test_a_finished_or_damaged_autosave_offers_no_continue_on_the_first_frame(home):
    _autosave(finished=True)
    app = make_app()
    try:
        menu = MenuScene(app, first=True)
        assert menu.autosave is None
        saves.slot_path(saves.AUTOSAVE).write_text('{"kind": "tabletop-save", "game": "lost_c', encoding="utf-8")
        menu = MenuScene(app, first=True)
        app.scenes.reset(menu)
        assert menu.autosave is None
        toasts = []
        app.toast = lambda text, kind="info": toasts.append(text)
        for _ in range(20):
            app.frame(16)
        assert toasts and menu.autosave is None  # the full check says what is wrong
    finally:
        app.close()


def test_continue_pressed_before_the_menu_is_complete_resumes_the_game(home):
    record = _autosave(actions=3)
    app = make_app()
    try:
        menu = MenuScene(app, first=True)
        app.scenes.reset(menu)
        app.frame(16)  # the first frame only
        click(app, button(menu, "Continue").rect.center)
        pump(app, 2)
        table = app.scenes.find(TableScene)
        assert table is not None  # (the AI seat may have moved on since)
        assert list(table.session.record.actions)[:3] == list(record.actions)
    finally:
        app.close()
