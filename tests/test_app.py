"""The app driven as a player would: posted mouse and key events under the dummy video driver."""

from __future__ import annotations

import json

import pygame
import pytest

import refgame
from tabletop import __main__ as cli
from tabletop import saves, stats
from tabletop.app import App
from tabletop.engine import registry
from tabletop.scenes.dialogs import Dialog
from tabletop.scenes.load import LoadScene
from tabletop.scenes.menu import GameTile, MenuScene
from tabletop.scenes.newgame import NewGameScene
from tabletop.scenes.pause import PauseScene
from tabletop.scenes.settings import SettingsScene
from tabletop.settings import Settings, load_settings
from tabletop.ui.table import PrivacyScene, ResultsScene, TableScene
from tabletop.ui.widgets import Stepper
from ui_driver import button, click, drag, key, pump, results, wait_for  # noqa: F401


@pytest.fixture
def app(home):
    a = App(Settings(lang="en", anim_speed=0.0, ai_pace="instant"), persist_settings=True)
    a.scenes.push(MenuScene(a))
    yield a
    a.close()


# -- command line --------------------------------------------------------------------

@pytest.mark.parametrize("scene", ["menu", "settings", "stats", "load"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_screenshot_cli_writes_png(tmp_path, home, scene, lang):
    out = tmp_path / f"{scene}-{lang}.png"
    assert cli.main(["--screenshot", str(out), "--scene", scene, "--frames", "3", "--lang", lang]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 720)


@pytest.mark.parametrize("argv", [["--frames", "0", "--screenshot", "x.png"], ["--screenshot", "x.png", "--scene", "nope"],
                                  ["--lang", "fr"]])
def test_bad_gui_arguments_exit_2(argv, capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(argv)
    assert exc.value.code == 2
    assert capsys.readouterr().err.strip()


# -- menu, settings, load --------------------------------------------------------------

def test_menu_lists_registered_games_only(app, ref_registered):
    app.scenes.top.build()
    tiles = [w for w in app.scenes.top.widgets if isinstance(w, GameTile)]
    assert [t.spec.id for t in tiles] == [s.id for s in registry.all_games()]
    assert "ref" in [t.spec.id for t in tiles]


def test_a_game_without_a_table_is_shown_as_in_development(app, ref_registered, monkeypatch):
    monkeypatch.setattr(ref_registered, "scene_module", "no_such_scene_module", raising=False)
    app.scenes.top.build()
    tile = next(w for w in app.scenes.top.widgets if isinstance(w, GameTile) and w.spec.id == "ref")
    assert not tile.playable
    click(app, tile.rect.center)
    assert isinstance(app.scenes.top, MenuScene)
    assert any("coming in a later version" in text for text, *_ in app.toasts.items)


def test_settings_change_language_persists_and_relabels(app):
    click(app, button(app.scenes.top, "Settings").rect.center)
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    lang = next(w for w in scene.widgets if isinstance(w, Stepper) and "ja" in w.values)
    click(app, (lang.rect.right - 8, lang.rect.centery))
    assert app.settings.lang == "ja"
    assert load_settings().lang == "ja"
    assert button(app.scenes.top, "戻る")  # rebuilt in Japanese
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MenuScene)
    assert button(app.scenes.top, "設定")


def test_a_tooltip_does_not_follow_the_player_into_the_next_scene(app):
    tile = next(w for w in app.scenes.top.widgets if isinstance(w, GameTile))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tile.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app, 40)  # 40 frames of 16 ms: past the tooltip's delay
    assert app.tooltips.target is tile and not app.tooltips.animating
    click(app, tile.rect.center)
    assert isinstance(app.scenes.top, NewGameScene)
    assert app.tooltips.target is not tile
    assert app.tooltips.target is None or app.tooltips.target in app.scenes.top.widgets


def test_a_long_stepper_value_stays_between_its_arrows(app):
    values = ["1", "Standard (reconstructed) and then some more words"]
    stepper = Stepper((0, 0, 240, 40), values, 0, lambda v: None)
    blank = pygame.Surface((240, 40))
    stepper.draw(blank)
    for index in range(len(values)):
        stepper.index = index
        shot = pygame.Surface((240, 40))
        stepper.draw(shot)
        stepper.values = [""] * len(values)
        stepper.draw(blank)
        stepper.values = values
        changed = [x for x in range(240) for y in range(40) if shot.get_at((x, y)) != blank.get_at((x, y))]
        assert changed, "the value was drawn"
        assert min(changed) >= 28 and max(changed) < 240 - 28, "the value runs into an arrow glyph"
    stepper.tooltip = "What the option does."
    stepper.index = 0
    stepper.draw(blank)
    assert stepper.tooltip == "What the option does."
    stepper.index = 1
    stepper.draw(blank)
    assert stepper.tooltip == f"{values[1]}\nWhat the option does.", "a value cut short is shown whole in the tooltip"


def test_a_long_stepper_moves_ten_at_a_time_and_jumps_to_its_ends(app, monkeypatch):
    seen = []
    stepper = Stepper((0, 0, 240, 40), list(range(1, 501)), 49, seen.append)
    monkeypatch.setattr(Stepper, "hovered", lambda self: True)

    def key(k, mod=0):
        assert stepper.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))

    key(pygame.K_RIGHT)
    assert stepper.value == 51
    key(pygame.K_RIGHT, pygame.KMOD_LSHIFT)
    key(pygame.K_PAGEUP)
    assert stepper.value == 71
    key(pygame.K_PAGEDOWN)
    key(pygame.K_LEFT, pygame.KMOD_SHIFT)
    assert stepper.value == 51
    key(pygame.K_END)
    assert stepper.value == 500
    key(pygame.K_PAGEUP)  # big steps stop at the ends instead of wrapping round
    assert stepper.value == 500
    key(pygame.K_HOME)
    key(pygame.K_PAGEDOWN)
    assert stepper.value == 1
    assert seen == [51, 61, 71, 61, 51, 500, 1]
    monkeypatch.setattr(pygame.key, "get_mods", lambda: pygame.KMOD_LSHIFT)
    right = stepper._arrows()[1].center
    assert stepper.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=right))
    assert stepper.value == 11, "shift-click on an arrow moves ten"
    short = Stepper((0, 0, 240, 40), ["a", "b", "c"], 0, seen.append)
    short.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode="", scancode=0))
    assert short.value == "b", "a short list moves one at a time"


def test_load_screen_lists_damaged_save_without_losing_it(app, ref_registered):
    folder = saves.slot_path("broken").parent
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "broken.json").write_text('{"schema_version": 1, "kind": "tabletop-save", "rec', encoding="utf-8")
    click(app, button(app.scenes.top, "Load").rect.center)
    scene = app.scenes.top
    assert isinstance(scene, LoadScene)
    assert any(i.slot == "broken" and i.error for i in scene.infos)
    assert "Damaged" in scene.list.rows[0][1]
    assert not button(scene, "Load").enabled
    assert (folder / "broken.json").exists()


def test_load_screen_tells_why_a_save_is_damaged_in_japanese(home, ref_registered):
    a = App(Settings(lang="ja", anim_speed=0.0, ai_pace="instant"), persist_settings=False)
    try:
        folder = saves.slot_path("broken").parent
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "broken.json").write_text("{not json", encoding="utf-8")
        (folder / "other.json").write_text('{"schema_version": 1, "kind": "tabletop-save", "game": "nosuch", '
                                           '"record": {}}', encoding="utf-8")
        scene = LoadScene(a)
        a.scenes.push(scene)
        rows = dict(scene.list.rows)
        assert rows["broken"] == "破損：ファイルが壊れています（セーブとして読めません）"
        assert rows["other"] == "読み込めません：このバージョンにないゲームのセーブです：nosuch"  # sound, kept
        by = {i.slot: i for i in scene.infos}
        assert "damaged" in by["broken"].error and "nosuch" in by["other"].error  # English kept alongside
    finally:
        a.close()


# -- a whole game through the UI ---------------------------------------------------------

def _start_ref_game(app, seats, rounds=2):
    app.settings.last_seats = {"ref": seats}
    app.settings.last_options = {"ref": {"rounds": rounds, "lowball": False}}
    app.scenes.top.build()
    tile = next(w for w in app.scenes.top.widgets if isinstance(w, GameTile) and w.spec.id == "ref")
    click(app, tile.rect.center)
    assert isinstance(app.scenes.top, NewGameScene)
    assert app.scenes.top.players == len(seats)
    click(app, button(app.scenes.top, "Start").rect.center)
    humans = sum(1 for s in seats if s["kind"] == "human")
    if humans >= 2:  # hot-seat: the first player gets the curtain too, before any hand is shown
        assert isinstance(app.scenes.top, PrivacyScene)
        table = app.scenes.find(TableScene)
        assert table.hidden and table.viewer == table.session.current_player()
        click(app, button(app.scenes.top, "Show my hand").rect.center)
    scene = app.scenes.top
    assert isinstance(scene, TableScene) and not scene.hidden
    return scene


def _play_first_legal_card(app, table):
    pump(app, 3)
    card = next(s for s in table.hand_sprites if s.draggable)
    before = len(table.session.record.actions)
    drag(app, (int(card.pos[0]), int(card.pos[1])), (470, 330))
    assert len(table.session.record.actions) == before + 1
    return card.key


def test_full_game_against_ai_by_mouse(app, ref_registered):
    table = _start_ref_game(app, [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "easy"}], rounds=2)
    for _ in range(40):
        if table.session.is_terminal():
            break
        wait_for(app, lambda: table.my_turn or table.session.is_terminal(), frames=2000)
        if table.session.is_terminal():
            break
        legal = table.view.legal_actions()
        if "keep" in legal:
            click(app, button(table, "Keep").rect.center)
        else:
            _play_first_legal_card(app, table)
    assert table.session.is_terminal()
    # the ending is explained on the table first (who won, every score), then the results on request
    wait_for(app, lambda: bool(table.end_buttons))
    assert not isinstance(app.scenes.top, ResultsScene) and "Game over" in table.banner_text()
    assert table.ending_lines() and all("points" in line for line in table.ending_lines())
    click(app, button(table, "Results").rect.center)
    wait_for(app, lambda: isinstance(app.scenes.top, ResultsScene))
    # autosave holds the finished game; statistics counted it
    loaded = saves.latest_autosave()
    assert loaded.record.actions == table.session.record.actions
    assert stats.load_stats()["ref"]["finished"] == 1
    click(app, button(app.scenes.top, "Main menu").rect.center)
    assert isinstance(app.scenes.top, MenuScene)


def test_illegal_drop_snaps_back_with_reason(app, ref_registered):
    table = _start_ref_game(app, [{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "human"}])
    pump(app, 3)
    card = next(s for s in table.hand_sprites if s.draggable)
    start = (int(card.pos[0]), int(card.pos[1]))
    drag(app, start, (1000, 600))  # nowhere near a target
    assert table.drag.reason_text == "Drop the card on the table."  # the reason is shown
    pump(app, 30)
    assert table.session.record.actions == []
    assert card.pos == card.base_pos


def test_hot_seat_privacy_screen_between_humans(app, ref_registered):
    table = _start_ref_game(app, [{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "human"}])
    ann_hand = set(table.view.hand)
    _play_first_legal_card(app, table)
    assert isinstance(app.scenes.top, PrivacyScene)
    assert table.hidden and table.viewer == 1
    # while the curtain is up nothing of the table (and so no hand) is drawn
    assert not app.scenes.top.overlay
    click(app, button(app.scenes.top, "Show my hand").rect.center)
    assert isinstance(app.scenes.top, TableScene) and not table.hidden
    assert set(table.view.hand).isdisjoint(ann_hand)
    assert {s.key for s in table.hand_sprites} == set(table.view.hand)


def test_undo_takes_back_a_hidden_commit(app, ref_registered):
    table = _start_ref_game(app, [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "hard"},
                                  {"name": "Cy", "kind": "hard"}])
    hand = list(table.view.hand)
    played = _play_first_legal_card(app, table)
    assert played not in table.view.hand
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.session.record.actions == []
    assert list(table.view.hand) == hand
    assert saves.latest_autosave().record.actions == []


def test_escape_opens_pause_and_quit_to_menu_keeps_autosave(app, ref_registered):
    table = _start_ref_game(app, [{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "human"}])
    _play_first_legal_card(app, table)
    click(app, button(app.scenes.top, "Show my hand").rect.center)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    click(app, button(app.scenes.top, "Quit to menu").rect.center)
    assert isinstance(app.scenes.top, Dialog)
    click(app, app.scenes.top.buttons[0].rect.center)
    assert isinstance(app.scenes.top, MenuScene)
    # Continue resumes the same game
    click(app, button(app.scenes.top, "Continue").rect.center)
    resumed = app.scenes.find(TableScene)
    assert resumed is not None and resumed.session.record.actions == table.session.record.actions


def test_a_new_game_keeps_the_unfinished_one_it_replaces_in_the_autosave(app, ref_registered):
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "human"}]
    first = _start_ref_game(app, seats)
    _play_first_legal_card(app, first)
    played = list(first.session.record.actions)
    assert played
    app.to_menu()
    second = _start_ref_game(app, seats)
    assert second.session.record.actions == []
    kept = [i for i in saves.list_saves() if i.slot != saves.AUTOSAVE]
    assert len(kept) == 1 and kept[0].error is None
    assert saves.load(kept[0].slot).record.actions == played
    assert any(kept[0].slot in text and kind == "ok" for text, kind, *_ in app.toasts.items)
    # the menu's Continue is the new game; Load offers the kept one, which resumes where it was
    app.to_menu()
    click(app, button(app.scenes.top, "Load").rect.center)
    assert isinstance(app.scenes.top, LoadScene)
    app.resume(saves.load(kept[0].slot))
    resumed = app.scenes.find(TableScene)
    assert resumed.session.record.actions == played
    # resuming it put the (unbegun) second game out of the autosave: nothing to keep there
    assert len([i for i in saves.list_saves() if i.slot != saves.AUTOSAVE]) == 1


def test_a_kept_game_is_named_by_its_title_cut_before_a_subtitle(app, ref_registered):
    from tabletop.engine.contract import Setup
    from tabletop.engine.record import GameRecord, Seat

    spec = registry.get("lost_cities")
    state = spec.new_game(Setup(2, {}, 3))
    actions = []
    for _ in range(4):
        a = state.legal_actions()[0]
        actions.append(state.action_to_str(a))
        state.apply(a)
    saves.autosave(GameRecord("lost_cities", spec.validate(Setup(2, {}, 3)), (Seat("Ann"), Seat("Bo", "normal")),
                              actions), {"finished": False})
    _start_ref_game(app, [{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "human"}])
    kept = [i.slot for i in saves.list_saves() if i.slot != saves.AUTOSAVE]
    assert len(kept) == 1 and kept[0].startswith("Lost Cities 20"), kept  # not "Lost Cities The 20..."


def test_the_window_reopens_at_the_size_it_closed_at_while_the_desktop_holds_it(home):
    assert App.window_size_for((1920, 1080), [1500, 900]) == (1500, 900)
    assert App.window_size_for((1920, 1080), None) == (1632, 918)  # about 85 % of it
    assert App.window_size_for((2560, 1440), None) == (2176, 1224)
    assert App.window_size_for((1440, 810), None) == (1280, 720)  # the canvas, where it fits with its frame
    # a 1366x768 laptop: the window, its title bar and the taskbar fit (the canvas scaled down), also
    # when it was last closed at a size that now leaves no room for them
    for remembered in (None, [1500, 900], [1280, 720]):
        w, h = App.window_size_for((1366, 768), remembered)
        assert h <= 768 - App.WINDOW_FRAME[1] and w <= 1366 and abs(w / h - 16 / 9) < 0.01 and h >= 640
    a = App(Settings(lang="en"), persist_settings=True)
    a.close()  # closing keeps the window's size for the next start
    assert load_settings().window_size == list(pygame.display.get_window_size())
    b = App(Settings(lang="en"), persist_settings=False)
    b.settings.window_size = [1700, 1000]
    b.close()  # a screenshot or test app keeps nothing
    assert load_settings().window_size == list(pygame.display.get_window_size())


def test_lang_on_the_command_line_is_for_that_run_only(home):
    from tabletop.settings import save_settings

    save_settings(Settings(lang="en"))
    a = App(load_settings(), persist_settings=True)
    a.lang_for_run("ja")
    assert a.settings.lang == "ja"
    a.change_settings(volume=0.3)  # another setting changed and saved during the run
    assert load_settings().lang == "en" and load_settings().volume == 0.3
    a.change_settings(lang="ja")  # chosen in Settings: now it is saved
    assert load_settings().lang == "ja"
    a.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_menu_tile_names_its_game_on_one_line_clear_of_the_line_under_it(app, lang):
    from tabletop.ui import i18n, theme
    from tabletop.ui.fonts import font

    i18n.set_lang(lang)
    try:
        app.scenes.top.build()
        tiles = [w for w in app.scenes.top.widgets if isinstance(w, GameTile)]
        assert len(tiles) >= 5
        for tile in tiles:
            img = tile.title_image()
            assert img.get_width() <= tile.rect.w - 24
            assert img.get_height() <= font(theme.S, True).get_linesize() + 2, tile.spec.id
    finally:
        i18n.set_lang("en")


def test_named_save_from_pause_menu(app, ref_registered):
    table = _start_ref_game(app, [{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "human"}])
    key(app, pygame.K_ESCAPE)
    click(app, button(app.scenes.top, "Save game").rect.center)
    dialog = app.scenes.top
    dialog.input.value = "my game"
    dialog.value = "my game"
    click(app, dialog.buttons[0].rect.center)
    loaded = saves.load("my game")
    assert loaded.record.game_id == "ref"
    assert json.dumps(loaded.record.to_json()) == json.dumps(table.session.record.to_json())


def test_save_name_problems_are_said_in_the_dialog_which_stays_open(app, ref_registered):
    _start_ref_game(app, [{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "human"}])
    key(app, pygame.K_ESCAPE)
    click(app, button(app.scenes.top, "Save game").rect.center)
    dialog = app.scenes.top
    for bad, said in (("a.b", "cannot contain '.'"), ("Autosave", "kept for automatic saves")):
        dialog.input.value = dialog.value = bad
        key(app, pygame.K_RETURN)  # Enter in the field = OK
        assert app.scenes.top is dialog and said in dialog.error
        assert not saves.list_saves() or all(i.slot != bad for i in saves.list_saves())
        pump(app)  # drawn under the field
    dialog._set("fixed")  # typing clears the message
    assert dialog.error is None
    click(app, dialog.buttons[0].rect.center)
    assert app.scenes.top is not dialog and saves.load("fixed").record.game_id == "ref"


def test_game_scene_screenshot_cli(tmp_path, home, ref_registered):
    out = tmp_path / "ref.png"
    assert cli.main(["--screenshot", str(out), "--scene", "ref", "--frames", "5"]) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 720)


def test_new_game_dialog_rejects_impossible_setup(app, ref_registered):
    scene = NewGameScene(app, ref_registered)
    app.scenes.push(scene)
    scene.options["rounds"] = 99
    click(app, button(scene, "Start").rect.center)
    assert app.scenes.top is scene
    assert any("Cannot start" in text for text, *_ in app.toasts.items)


def test_rules_screen_marks_reconstructed_rules(app, ref_registered):
    from tabletop.scenes.rules import RulesScene

    app.change_settings(lang="ja")
    app.open_rules(ref_registered)
    scene = app.scenes.top
    assert isinstance(scene, RulesScene)
    sections = ref_registered.rules_summary("ja")
    assert any(s.reconstructed for s in sections) and any(not s.reconstructed for s in sections)
    scene.page()
    assert scene.marked == [s.title for s in sections if s.reconstructed]
    assert "同じ数字" in scene.marked
    key(app, pygame.K_END)
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.scenes.top, RulesScene)


def test_an_error_in_a_screen_is_reported_and_the_app_returns_to_the_menu(app, home, monkeypatch):
    import tabletop.scenes.dialogs as dialogs
    from tabletop import paths
    from tabletop.ui.scene import Scene

    class Broken(Scene):
        def update(self, dt):
            raise RuntimeError("boom in a scene")

    seen = []
    real_message = dialogs.message

    def spy(app_, title, body, **kw):
        seen.append((type(app_.scenes.top).__name__, body))
        return real_message(app_, title, body, **kw)

    monkeypatch.setattr(dialogs, "message", spy)
    app.scenes.push(Broken(app))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    assert seen and seen[0][0] == "MenuScene" and "Continue" in seen[0][1]
    reports = list((paths.data_dir() / "logs").glob("crash-*.txt"))
    assert reports and "boom in a scene" in reports[0].read_text(encoding="utf-8")


def test_ai_waits_while_the_pause_menu_is_open(app, ref_registered):
    import time

    table = _start_ref_game(app, [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "easy"}], rounds=2)
    _play_first_legal_card(app, table)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    moves = len(table.session.record.actions)
    for _ in range(60):  # well past the easy AI's budget and the pacing delay
        pump(app)
        time.sleep(0.01)
    assert len(table.session.record.actions) == moves
    click(app, button(app.scenes.top, "Resume").rect.center)
    wait_for(app, lambda: len(table.session.record.actions) > moves, frames=2000)


def test_a_tooltip_shows_only_while_the_pointer_is_on_its_widget(monkeypatch):
    from tabletop.ui.widgets import Tooltips

    class Tip:
        rect = pygame.Rect(100, 100, 50, 50)
        tooltip = "2–5 players"

    tips = Tooltips()
    tips.track(Tip())
    tips.update(Tooltips.DELAY + 1)
    for pointer, drawn in (((120, 120), True), ((10, 10), False)):  # off it: tracked from a stale position
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda p=pointer: p)
        surface = pygame.Surface((400, 300), pygame.SRCALPHA)  # clear: only the bubble shows
        tips.draw(surface)
        assert (surface.get_bounding_rect().w > 0) is drawn
