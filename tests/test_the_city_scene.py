"""The City played through its table with posted mouse events (dummy video driver)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.engine import registry
from tabletop.engine.contract import Setup
from tabletop.engine.record import Seat
from tabletop.engine.worker import AIWorker
from tabletop.scenes.menu import MenuScene
from tabletop.settings import Settings
from tabletop.ui.table import ResultsScene
from ui_driver import click, drag, key, pump, wait_for

from tabletop.games.the_city import scene as city_scene
from tabletop.games.the_city.rules import GIVEUP, IDX, make_state
from tabletop.games.the_city.scene import SLOT1, SLOT2, GameScene


@pytest.fixture
def app(home):
    a = App(Settings(lang="en", anim_speed=0.0), persist_settings=False)
    a._worker = AIWorker(mode="thread")
    a.scenes.push(MenuScene(a))
    yield a
    a.close()


def start(app, options=None, seed=11, kinds=("human", "random")) -> GameScene:
    spec = registry.get("the_city")
    seats = [Seat(f"P{i + 1}", k) for i, k in enumerate(kinds)]
    scene = app.start_game(spec, Setup(len(kinds), options or {}, seed), seats)
    pump(app, 2)
    assert isinstance(scene, GameScene)
    return scene


def pt(sprite) -> tuple[int, int]:
    return (round(sprite.pos[0]), round(sprite.pos[1]))


def btn(scene, hotkey):
    return next(b for b in scene.buttons if b.hotkey == hotkey)


def fill_tray(app, scene) -> None:
    """Click glowing hand cards into the tray until the counter is full, then Confirm."""
    need, lo = scene.need()
    for _ in range(need):
        s = next(s for s in scene.hand_sprites if s.key not in scene.staged and s.highlight == "legal")
        click(app, pt(s))
    assert len(scene.staged) == need
    click(app, btn(scene, pygame.K_RETURN).rect.center)


def human_move(app, scene: GameScene) -> str:
    m = scene.mode()
    if m in ("open", "pay", "limit", "sdiscard"):
        fill_tray(app, scene)
    elif m == "keep":
        d = next(s for s in scene.other_sprites if s.key[0] == "drawn")
        click(app, pt(d))
    elif m == "extra":
        click(app, btn(scene, pygame.K_p).rect.center)
    else:  # choose: the most expensive card that can be built goes on the slot, else give up
        ok = [s for s in scene.hand_sprites if "slot1" in scene.targets_for(s)]
        if ok:
            s = max(ok, key=lambda s: IDX[s.key[1]])
            drag(app, pt(s), SLOT1.center)
            if scene.first is not None:  # a construction hut: build just the one
                click(app, btn(scene, pygame.K_RETURN).rect.center)
        else:
            click(app, btn(scene, pygame.K_g).rect.center)
    return m


def test_a_short_game_played_with_the_mouse_to_the_end(app):
    scene = start(app, {"target_vp": 12})
    session = scene.session
    modes = set()
    for _ in range(600):
        if session.is_terminal() or isinstance(app.scenes.top, ResultsScene):
            break
        if scene.my_turn:
            before = len(session.record.actions)
            modes.add(human_move(app, scene))
            assert len(session.record.actions) > before, "the posted events made a move"
        else:
            wait_for(app, lambda: scene.my_turn or session.is_terminal(), frames=2000)
    assert session.is_terminal()
    assert {"open", "choose"} <= modes
    wait_for(app, lambda: isinstance(app.scenes.top, ResultsScene))
    heads, rows = scene.result_breakdown()
    assert len(rows) == 2 and len(heads) == 4
    labels, series = scene.score_history()
    assert [s[-1] for s in series] == list(scene.view.vp)
    assert len(scene.log_panel.entries) >= len(session.record.actions)


def play_to(app, scene, cond, limit=200):
    """Let seat 0 (the human) play with the mouse until ``cond()``."""
    for _ in range(limit):
        if cond():
            return
        if scene.my_turn:
            human_move(app, scene)
        else:
            wait_for(app, lambda: scene.my_turn or scene.session.is_terminal(), frames=2000)
    assert cond()


def test_illegal_drop_snaps_back_with_a_reason_and_changes_nothing(app):
    scene = start(app, seed=4)
    play_to(app, scene, lambda: scene.mode() == "choose")
    v = scene.view
    bad = [s for s in scene.hand_sprites if not scene.buildable(s.key[1])]
    if not bad:  # make one: nothing in hand pays for the priciest card
        pytest.skip("no unbuildable card in this hand")
    s = bad[0]
    home = s.base_pos
    n = len(scene.session.record.actions)
    drag(app, pt(s), SLOT1.center)
    assert len(scene.session.record.actions) == n
    assert scene.drag.reason_text and scene.view.hand == v.hand
    assert scene.drag.reason_text == scene.why_text(s.key[1], len(v.hand) - 1)
    pump(app, 5)
    assert s.pos == home


def test_reason_names_a_missing_prerequisite_and_the_cost(app):
    scene = start(app, seed=4)
    play_to(app, scene, lambda: scene.mode() == "choose")
    # the texts the table uses come from the rules' why_not keys
    assert "needs" in scene.why_text("schule", 8) or scene.buildable("schule")
    assert "costs" in scene.why_text("ubahn", 2)


def test_click_select_stages_payment_cards_and_confirm_pays(app):
    scene = start(app, seed=11)
    wait_for(app, lambda: scene.mode() == "open")
    a, b = scene.hand_sprites[0], scene.hand_sprites[-1]
    click(app, pt(a))
    assert scene.staged == [a.key]
    assert not btn(scene, pygame.K_RETURN).enabled
    click(app, pt(a))                       # a click on a staged card takes it back
    assert scene.staged == []
    click(app, pt(b))
    click(app, pt(a))
    assert btn(scene, pygame.K_RETURN).enabled
    key(app, pygame.K_RETURN)
    first = scene.session.record.actions[0]
    assert first.startswith("open ") and a.key[1] in first and b.key[1] in first


def test_hut_pair_and_give_up_keep_in_place(app):
    """A hand-built position: the construction hut's second slot and the kept card of a give-up."""
    spec = registry.get("the_city")
    scene = start(app, seed=2)
    st = make_state(2, hands=[["wohnhaus", "parkplatz", "reihenhaus", "kino", "schule", "rathaus"],
                              ["wohnhaus", "kino"]],
                    cities=[("bauhuette",), ()], pile=["museum", "kino", "theater", "bahnhof", "casino", "wohnhaus",
                                                      "kino", "bahnhof"])
    scene.session.state = st
    scene.view = scene.session.view(0)
    scene.sync()
    pump(app, 3)
    assert scene.mode() == "choose"
    park = next(s for s in scene.hand_sprites if s.key[1] == "parkplatz")
    drag(app, pt(park), SLOT1.center)
    assert scene.first == park.key                       # waits in slot 1
    assert "slot2" in scene.drag.targets
    row = next(s for s in scene.hand_sprites if s.key[1] == "reihenhaus")
    assert scene.targets_for(row) == {"slot2": ("pair", "parkplatz", "reihenhaus")}
    town = next(s for s in scene.hand_sprites if s.key[1] == "rathaus")
    assert scene.targets_for(town) == {}                 # cost 6: not with the hut
    drag(app, pt(row), SLOT2.center)
    assert scene.session.record.actions[-1] == "pair parkplatz reihenhaus" or \
        scene.session.state.commits[0] == ("pair", "parkplatz", "reihenhaus")
    del spec


def test_give_up_shows_the_drawn_cards_to_keep(app):
    scene = start(app, seed=2)
    st = make_state(2, hands=[["wohnhaus", "kino"], ["wohnhaus", "kino"]],
                    pile=["museum", "kino", "theater", "bahnhof", "casino", "wohnhaus", "kino", "bahnhof", "rathaus"])
    scene.session.state = st
    scene.view = scene.session.view(0)
    scene.sync()
    pump(app, 3)
    click(app, btn(scene, pygame.K_g).rect.center)
    assert scene.session.state.commits[0] == GIVEUP
    wait_for(app, lambda: scene.mode() == "keep", frames=2000)
    drawn = [s for s in scene.other_sprites if s.key[0] == "drawn"]
    assert len(drawn) == 5 and all(s.highlight == "legal" for s in drawn)
    key(app, pygame.K_2)
    assert scene.session.state.hands[0].count(drawn[1].key[1]) >= 1
    assert scene.mode() != "keep"


def test_hint_marks_the_suggested_move(app):
    scene = start(app, seed=4)
    play_to(app, scene, lambda: scene.mode() == "choose")
    scene.hint()
    wait_for(app, lambda: scene.hint_action is not None, frames=3000)
    assert scene.hint_action in scene.view.legal_actions()
    assert scene._hint_rects()


def test_tooltips_explain_every_formula(app):
    scene = start(app, seed=2)
    st = make_state(2, hands=[["wohnhaus"], ["kino"]],
                    cities=[("stadtverwaltung", "parkanlage", "reihenhaus"), ("kino",)])
    scene.session.state = st
    scene.view = scene.session.view(0)
    scene.sync()
    pump(app, 3)
    rects = dict(scene._my_tile_rects())
    tip = scene.hover_target(rects[0].center).tooltip
    tip = tip() if callable(tip) else tip
    assert "Municipal office" in tip and "per fountain in this city (2) = +2" in tip


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players", [2, 5])
def test_table_draws_in_both_languages_at_every_size(home, lang, players):
    a = App(Settings(lang=lang, anim_speed=0.0), persist_settings=False)
    try:
        a._worker = AIWorker(mode="thread")
        a.scenes.push(MenuScene(a))
        scene = start(a, kinds=("human",) + ("random",) * (players - 1), seed=players)
        for _ in range(20):
            pump(a)
        assert len(scene._opponent_rects()) == players - 1
        assert scene.zones and scene.hover_target(city_scene.TRACK.center).tooltip
        assert pygame.display.get_surface().get_size() == (1280, 720)
        assert city_scene.thumbnail((200, 130)).get_size() == (200, 130)
    finally:
        a.close()
