"""The shared table lifecycle (``tabletop.ui.table``), driven with posted events on the reference
game's small scene: the opponents' pace, narration, "since your last move", the replay, safe
clicks, the ending explained on the table, and tooltips that follow what is under the pointer."""

from __future__ import annotations

import pygame
import pytest

import refgame
from tabletop.engine.contract import Setup
from tabletop.engine.record import Seat
from tabletop.scenes.newgame import NewGameScene
from tabletop.scenes.pause import PauseScene
from tabletop.ui import tween
from tabletop.ui.fx import HoverZone
from tabletop.ui.table import PACES, ResultsScene, TableScene
from ui_driver import button, click, drag, key, open_app, pump, sprite_point, wait_for

FRAME_MS = 16  # what ui_driver.pump tells the app a frame took


@pytest.fixture
def app(home, ref_registered):
    with open_app() as a:
        yield a


def table(app, kinds, rounds=3, seed=4, names=("Ann", "Bob", "Cy", "Dee")) -> TableScene:
    seats = [Seat(names[i], k) for i, k in enumerate(kinds)]
    scene = app.start_game(refgame.REF_GAME, Setup(len(kinds), {"rounds": rounds}, seed), seats)
    pump(app, 2)
    return scene


def play_first_card(app, scene) -> None:
    card = next(s for s in scene.hand_sprites if s.draggable)
    n = len(scene.session)
    drag(app, sprite_point(card), refgame_scene().PLAY_ZONE.center)
    assert len(scene.session) == n + 1


def refgame_scene():
    import refgame_scene

    return refgame_scene


def frames_between_ai_actions(app, scene, first: int, frames: int = 4000) -> int:
    """Pump until the record grows past ``first`` + 1 actions; the frames it took after ``first`` + 1."""
    wait_for(app, lambda: len(scene.session) >= first + 1, frames=frames)
    n = 0
    while len(scene.session) < first + 2 and n < frames:
        pump(app)
        n += 1
    assert len(scene.session) >= first + 2
    return n


# -- the opponents' pace ---------------------------------------------------------------

@pytest.mark.parametrize("pace", ["slow", "normal"])
def test_each_ai_action_is_followed_by_the_pace_s_pause(app, pace):
    app.settings.ai_pace = pace
    scene = table(app, ("easy", "easy", "human"))  # two AI seats act before the player
    gap = frames_between_ai_actions(app, scene, 0)
    assert gap * FRAME_MS >= PACES[pace][1]
    # while the pause runs, the banner says what the AI just did, with its name
    assert scene.session.log[0].player in (0, 1)


def test_instant_pace_does_not_wait_between_ai_actions(app):
    app.settings.ai_pace = "instant"
    scene = table(app, ("easy", "easy", "human"))
    wait_for(app, lambda: scene.my_turn, frames=4000)
    assert len(scene.session) >= 2


def test_a_paced_tween_keeps_its_own_speed():
    class Box:
        x = 0.0

    tw = tween.Tweener()
    slow, fast, box = Box(), Box(), Box()
    tween.set_duration_scale(1.0)
    with tween.paced(2.0):
        tw.add(tween.Tween(slow, "x", 10.0, 100, ease="linear"))
    with tween.paced(0.0):
        tw.add(tween.Tween(fast, "x", 10.0, 100, ease="linear"))
    tw.add(tween.Tween(box, "x", 10.0, 100, ease="linear"))
    tw.update(50)
    assert fast.x == 10.0                 # instant pace: at its end on the first update
    assert box.x == pytest.approx(5.0)    # the global scale
    assert slow.x == pytest.approx(2.5)   # twice as slow
    with pytest.raises(ValueError):
        with tween.paced(-1):
            pass


def test_the_banner_narrates_an_ai_action_with_its_player_s_name(app):
    app.settings.ai_pace = "normal"
    scene = table(app, ("easy", "easy", "human"))  # the next seat is an AI too: the pause is the narration's
    wait_for(app, lambda: len(scene.session) >= 1, frames=4000)
    pump(app)
    entry = scene.session.log[0]
    assert entry.player == 0
    text = scene.banner_text()
    assert "Ann" in text and entry.describe("en") in text


# -- since your last move, and the replay ------------------------------------------------

def test_recent_entries_are_the_others_actions_since_your_last_move(app):
    scene = table(app, ("easy", "human", "easy"))
    wait_for(app, lambda: scene.my_turn, frames=4000)
    recent = scene.recent_entries()
    assert recent and all(e.player != scene.viewer for e in recent)
    play_first_card(app, scene)
    assert scene.recent_entries() == []  # acting clears the marks
    wait_for(app, lambda: scene.my_turn or scene.session.is_terminal(), frames=4000)
    assert [e.player for e in scene.recent_entries()] and all(e.player != 1 for e in scene.recent_entries())
    # the HUD's Replay tooltip lists them by name
    tip = next(b for b in scene.hud_buttons if b.text() == "Replay").tooltip()
    assert "Since your last move" in tip and ("Ann" in tip or "Cy" in tip)


def test_replay_steps_through_the_game_read_only_and_returns_to_the_live_table(app):
    scene = table(app, ("human", "easy", "easy"), rounds=3)
    wait_for(app, lambda: scene.my_turn, frames=4000)
    play_first_card(app, scene)
    wait_for(app, lambda: scene.my_turn, frames=4000)
    s = scene.session
    n = len(s)
    live = scene.view.to_json()
    key(app, pygame.K_b)
    r = scene.replay
    assert r is not None and r.position == r.start == 1  # the table right after your last move
    assert scene.view.to_json() == s.view_at(1, scene.viewer).to_json()
    assert not scene.my_turn and "Replay" in scene.banner_text()
    key(app, pygame.K_RIGHT)
    assert scene.replay.position == 2 and scene.log_panel.marked == 1
    assert scene.view.to_json() == s.view_at(2, scene.viewer).to_json()
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.replay.position == 0 and scene.view.to_json() == s.view_at(0, scene.viewer).to_json()
    # read-only: a dragged card is not played
    card = next(sp for sp in scene.hand_sprites)
    drag(app, sprite_point(card), refgame_scene().PLAY_ZONE.center)
    assert len(s) == n
    click(app, button(scene, "Back to the game").rect.center)
    assert scene.replay is None and scene.my_turn and scene.view.to_json() == live


def test_the_ai_waits_while_the_player_replays(app):
    app.settings.ai_pace = "slow"
    scene = table(app, ("human", "easy", "easy"))
    wait_for(app, lambda: scene.my_turn, frames=4000)
    play_first_card(app, scene)
    scene.start_replay()
    n = len(scene.session)
    pump(app, 300)  # ~5 s of frames: a slow AI would have moved twice
    assert len(scene.session) == n
    key(app, pygame.K_ESCAPE)  # Esc leaves the replay (not the pause menu)
    assert scene.replay is None and not isinstance(app.scenes.top, PauseScene)
    wait_for(app, lambda: len(scene.session) > n, frames=4000)


def test_clicking_a_log_entry_shows_the_table_after_that_action(app):
    scene = table(app, ("easy", "easy", "human"))
    wait_for(app, lambda: scene.my_turn, frames=4000)
    key(app, pygame.K_l)  # open the log
    assert not scene.log_panel.collapsed
    rect = scene.log_panel.entry_rect(0)  # the first action's entry
    assert rect is not None
    click(app, rect.center)
    assert scene.replay is not None and scene.replay.position == 1
    assert scene.view.to_json() == scene.session.view_at(1, scene.viewer).to_json()
    assert scene.log_panel.marked == 0


def test_a_hint_says_the_move_and_the_ai_s_estimates_until_the_player_acts(app):
    scene = table(app, ("human", "easy"), rounds=4, seed=5)
    wait_for(app, lambda: scene.my_turn, frames=4000)
    key(app, pygame.K_h)
    assert scene.hint_note == ["Looking for a good move…"]  # the panel shows it is thinking, where the hint will be
    wait_for(app, lambda: scene.hint_action is not None, frames=4000)
    lines = scene.hint_note
    assert lines[0].startswith("Hint: ") and "Ann" in lines[0]  # the move, with the player's name
    assert lines[1].startswith("The AI's estimated chance") and all("%" in line for line in lines[2:])
    assert 2 <= len(lines) - 2 <= 3
    pump(app)
    assert scene._hint_box is not None  # drawn
    play_first_card(app, scene)
    assert scene.hint_note is None  # gone once the player acts


def test_a_table_s_toasts_stay_clear_of_the_opponents_along_the_top(app):
    scene = table(app, ("human", "easy"))
    for i in range(4):
        app.toast(f"message {i} " * 6)
    rects = app.toasts.rects(app.toast_anchor())
    assert len(rects) == 4 and all(r.top > 200 and r.bottom <= 720 - 190 for r in rects)
    assert scene.toast_anchor()[0] == "bottom"


# -- safe clicks ---------------------------------------------------------------------------

def test_a_click_on_a_hand_card_selects_it_and_says_what_it_does(app, monkeypatch):
    scene = table(app, ("human", "easy"))
    wait_for(app, lambda: scene.my_turn, frames=4000)
    monkeypatch.setattr(scene, "selection_info", lambda sprite: f"Plays {sprite.key}")
    card = next(sp for sp in scene.hand_sprites if sp.draggable)
    n = len(scene.session)
    click(app, sprite_point(card))
    assert len(scene.session) == n and scene.drag.mode == "selected"
    shot = pygame.Surface((1280, 720))
    scene.draw(shot)  # the selection's bubble is drawn (selection_info asked)
    click(app, refgame_scene().PLAY_ZONE.center)  # a click on the glowing target plays it
    assert len(scene.session) == n + 1
    # the expert's setting: a card with one place to go plays on one click
    app.settings.one_click_play = True
    wait_for(app, lambda: scene.my_turn, frames=4000)
    card = next(sp for sp in scene.hand_sprites if sp.draggable)
    m = len(scene.session)
    click(app, sprite_point(card))
    assert scene.session.log[m].player == 0 and scene.session.record.actions[m] == f"play {card.key}"


# -- the ending ------------------------------------------------------------------------------

def finish(app, scene) -> None:
    for _ in range(60):
        if scene.session.is_terminal():
            return
        wait_for(app, lambda: scene.my_turn or scene.session.is_terminal(), frames=4000)
        if scene.session.is_terminal():
            return
        legal = scene.view.legal_actions()
        if "keep" in legal:
            click(app, button(scene, "Keep").rect.center)
        else:
            play_first_card(app, scene)


def test_the_ending_is_explained_on_the_table_before_any_dialog(app):
    scene = table(app, ("human", "easy"), rounds=2)
    finish(app, scene)
    pump(app, 3)
    assert scene.session.is_terminal() and app.scenes.top is scene  # no dialog
    assert scene.end_buttons and "Game over" in scene.banner_text()
    lines = scene.ending_lines()
    assert len(lines) == 2 and lines[0].startswith("1.")
    assert any(word in scene.headline() for word in ("Ann", "Bob", "ties"))
    # the pause menu says the game is over, not "choose Continue"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene) and app.scenes.top.finished
    click(app, button(app.scenes.top, "Resume").rect.center)
    # Enter opens the results; "See the table" goes back to it
    key(app, pygame.K_RETURN)
    res = app.scenes.top
    assert isinstance(res, ResultsScene) and res.final
    click(app, button(res, "See the table").rect.center)
    assert app.scenes.top is scene and scene.end_buttons


def test_play_again_and_new_game_from_the_end(app):
    scene = table(app, ("human", "easy"), rounds=1, seed=9)
    finish(app, scene)
    pump(app, 2)
    click(app, button(scene, "Play again").rect.center)
    again = app.scenes.top
    assert isinstance(again, TableScene) and again is not scene
    assert [s.name for s in again.session.seats] == ["Ann", "Bob"]
    assert again.session.record.setup.options == scene.session.record.setup.options
    finish(app, again)
    pump(app, 2)
    click(app, button(again, "New game").rect.center)
    assert isinstance(app.scenes.top, NewGameScene) and app.scenes.top.spec is refgame.REF_GAME


def test_a_finished_game_resumed_shows_its_ending_on_the_table(app):
    scene = table(app, ("human", "easy"), rounds=1, seed=2)
    finish(app, scene)
    actions = list(scene.session.record.actions)
    again = app.start_game(refgame.REF_GAME, scene.session.record.setup, list(scene.session.seats), actions)
    pump(app, 2)
    assert app.scenes.top is again and again.end_buttons


# -- tooltips -----------------------------------------------------------------------------------

def test_a_tooltip_follows_the_thing_under_a_still_pointer(app, monkeypatch):
    scene = table(app, ("human", "easy"))
    zone = HoverZone((400, 300, 80, 80), "Old Map")
    monkeypatch.setattr(scene, "table_tip", lambda pos: zone if zone.rect.collidepoint(pos) else None)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(440, 340), rel=(0, 0), buttons=(0, 0, 0)))
    pump(app, 40)
    assert app.tooltips.text == "Old Map"
    zone.tooltip = "Assault"  # the thing under the pointer changes: so does its tooltip
    pump(app)
    assert app.tooltips.text != "Old Map"
    pump(app, 40)
    assert app.tooltips.text == "Assault"
    # rebuilt in place with the same text: it keeps showing
    zone = HoverZone((400, 300, 80, 80), "Assault")
    pump(app)
    assert app.tooltips.text == "Assault"
    zone.rect.x = 900  # it moves away from the still pointer: the tooltip goes
    pump(app)
    assert app.tooltips.text is None


def test_a_press_hides_tooltips_until_the_pointer_moves_again(app, monkeypatch):
    """A card dropped on a pile left the pile's tooltip over the next choice's buttons (a tester):
    after a click or a drop, no tooltip until the pointer moves."""
    scene = table(app, ("human", "easy"))
    zone = HoverZone((400, 300, 80, 80), "Old Map")
    monkeypatch.setattr(scene, "table_tip", lambda pos: zone if zone.rect.collidepoint(pos) else None)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(440, 340), rel=(0, 0), buttons=(0, 0, 0)))
    pump(app, 40)
    assert app.tooltips.text == "Old Map"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(440, 340), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(440, 340), button=1))
    pump(app, 60)
    assert app.tooltips.text is None
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(445, 340), rel=(5, 0), buttons=(1, 0, 0)))
    pump(app, 60)  # still pressed: a drag, no tooltip
    assert app.tooltips.text is None
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(446, 341), rel=(1, 1), buttons=(0, 0, 0)))
    pump(app, 2)
    assert app.tooltips.text is None  # the delay starts again from the move
    pump(app, 40)
    assert app.tooltips.text == "Old Map"


def test_the_turn_banner_breaks_japanese_where_the_rules_allow():
    """A two-line banner never starts its second line with 、。）… nor ends its first with 「（…"""
    import importlib

    from tabletop.engine import i18n as engine_i18n
    from tabletop.ui.table import banner_texts
    from tabletop.ui.text import NO_LINE_END, NO_LINE_START

    for gid in ("lost_cities", "lost_legacy", "the_city", "pyramid_raiders", "lost_mines"):
        importlib.import_module(f"tabletop.games.{gid}.text")
    seen = 0
    for catalogs in engine_i18n.namespaces().values():
        for text in catalogs["ja"].values():
            if len(text) < 20:
                continue
            for width in range(300, 700, 61):
                size, lines = banner_texts("▲ 相手1: " + text, width)
                if len(lines) == 2:
                    seen += 1
                    assert lines[1][:1] not in NO_LINE_START and lines[0][-1:] not in NO_LINE_END, lines
    assert seen > 100


def test_the_banner_does_not_say_thinking_while_a_round_s_end_is_on_show(app):
    """An AI's turn behind a round's results: the banner names whose turn it is; 'thinking' only
    when the table is on top again (Lost Mines' round screen said 'Bob is thinking…' under it)."""
    app.settings.ai_pace = "slow"
    scene = table(app, ("human", "easy"))
    play_first_card(app, scene)
    assert scene.session.current_player() == 1
    assert "thinking" in scene.banner_text()
    app.scenes.push(ResultsScene(app, scene, final=False))
    pump(app)
    assert scene.banner_text() == "Bob's turn"
    app.scenes.pop()
    assert "thinking" in scene.banner_text()


def test_on_your_turn_the_banner_asks_for_your_move_once_the_opponent_s_is_drawn(app):
    """The opponent's action is narrated while it is shown; then, on your turn, the banner is your
    prompt (a tester saw 'AI 2: paid with …' for two seconds with no word of what to do)."""
    app.settings.ai_pace = "normal"
    scene = table(app, ("easy", "human"))
    wait_for(app, lambda: len(scene.session) >= 1, frames=4000)
    assert scene.my_turn and scene._narration is not None
    wait_for(app, lambda: not scene.tweens.animating, frames=400)
    assert scene._narration is not None  # its pause is not over, but the move has been drawn
    assert scene.banner_text().startswith("Your turn")
    # the mark beside the banner is the seat it speaks of: yours, not the opponent's (a tester saw
    # "Your turn" beside the opponent's colour)
    surface = pygame.Surface((1280, 720))
    scene.draw_hud(surface, (200, 160, 60))
    from tabletop.ui.seats import seat_color

    assert surface.get_at((28, 56 // 2 - 6))[:3] == seat_color(scene.viewer)
