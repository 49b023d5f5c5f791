"""The City played through its table with posted mouse events (dummy video driver)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine import registry
from tabletop.ui.table import ResultsScene
from ui_driver import (check_hint, click, drag, key, open_app, pump, results, screen_size, sprite_point, start_game,
                       wait_for)

from tabletop.games.the_city import scene as city_scene
from tabletop.games.the_city.rules import GIVEUP, IDX, make_state
from tabletop.games.the_city.scene import SLOT1, SLOT2, CityResults, GameScene


@pytest.fixture
def app(home):
    with open_app() as a:
        yield a


def start(app, options=None, seed=11, kinds=("human", "random")) -> GameScene:
    return start_game(app, "the_city", kinds, options, seed)


def btn(scene, hotkey):
    return next(b for b in scene.buttons if b.hotkey == hotkey)


def fill_tray(app, scene) -> None:
    """Click glowing hand cards into the tray until the counter is full, then Confirm."""
    need, lo = scene.need()
    for _ in range(need):
        s = next(s for s in scene.hand_sprites if s.key not in scene.staged and s.highlight == "legal")
        click(app, sprite_point(s))
    assert len(scene.staged) == need
    click(app, btn(scene, pygame.K_RETURN).rect.center)


def final_results(app) -> bool:
    return isinstance(app.scenes.top, CityResults)


def human_move(app, scene: GameScene) -> str:
    m = scene.mode()
    if m in ("open", "pay", "limit", "sdiscard"):
        fill_tray(app, scene)
    elif m == "keep":  # the cards to keep show once the reveal's stage has gone
        wait_for(app, lambda: not scene.revealing(), frames=2000)
        d = next(s for s in scene.other_sprites if s.key[0] == "drawn")
        click(app, sprite_point(d))
    elif m == "extra":
        click(app, btn(scene, pygame.K_p).rect.center)
    else:  # choose: the most expensive card that can be built goes on the slot, else give up
        ok = [s for s in scene.hand_sprites if "slot1" in scene.targets_for(s)]
        if ok:
            s = max(ok, key=lambda s: IDX[s.key[1]])
            drag(app, sprite_point(s), SLOT1.center)
            if scene.first is not None:  # a construction hut: build just the one
                click(app, btn(scene, pygame.K_RETURN).rect.center)
        else:
            click(app, btn(scene, pygame.K_g).rect.center)
    return m


def test_a_short_game_played_with_the_mouse_to_the_end(app):
    scene = start(app, {"target_vp": 12})
    session = scene.session
    modes = set()
    rounds_seen = 0
    for _ in range(600):
        if session.is_terminal() or final_results(app):
            break
        assert app.scenes.top is scene                  # no dialog stops the table between rounds
        summary = scene.latest_summary()
        if summary is not None and summary["round"] > rounds_seen and scene.summary_shown() and scene.mode() == "choose":
            rounds_seen = summary["round"]
            click(app, scene.summary_button.rect.center)    # the round's scoring, one click away
            assert scene.summary_open
            click(app, scene.summary_button.rect.center)
            assert not scene.summary_open
        if scene.my_turn:
            before = len(session.record.actions)
            modes.add(human_move(app, scene))
            assert len(session.record.actions) > before, "the posted events made a move"
        else:
            wait_for(app, lambda: scene.my_turn or session.is_terminal(), frames=2000)
    assert session.is_terminal()
    assert {"open", "choose"} <= modes
    assert rounds_seen >= 1
    results(app, scene)
    assert final_results(app)
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


def set_position(app, scene, st) -> None:
    """Put a hand-built position (rules.make_state) on the table, as the other tests do."""
    scene.session.state = st
    scene.view = scene.session.view(0)
    scene.sync()
    pump(app, 3)


PILE = ["museum", "kino", "theater", "bahnhof", "casino", "wohnhaus", "kino", "bahnhof", "rathaus", "schule",
        "parkplatz", "reihenhaus", "kaufhaus", "wohnhaus", "kino", "theater", "bahnhof", "casino", "museum", "kino"]


def sprite(scene, card):
    return next(s for s in scene.hand_sprites if s.key[1] == card and s.key not in scene.staged)


def test_illegal_drop_snaps_back_with_a_reason_and_changes_nothing(app):
    scene = start(app, seed=4)
    # the town hall costs 6 but only two other cards are in hand: it can never be built here
    set_position(app, scene, make_state(2, hands=[["rathaus", "wohnhaus", "kino"], ["parkplatz"]], pile=PILE))
    assert scene.mode() == "choose"
    v = scene.view
    s = sprite(scene, "rathaus")
    assert not scene.buildable("rathaus") and s.draggable
    home = s.base_pos
    n = len(scene.session.record.actions)
    drag(app, sprite_point(s), SLOT1.center)
    assert len(scene.session.record.actions) == n and scene.session.state.commits[0] is None
    assert scene.drag.reason_text and scene.view.hand == v.hand
    assert scene.drag.reason_text == scene.why_text("rathaus", len(v.hand) - 1)
    assert "costs 6" in scene.drag.reason_text
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
    click(app, sprite_point(a))
    assert scene.staged == [a.key]
    assert not btn(scene, pygame.K_RETURN).enabled
    click(app, sprite_point(a))                       # a click on a staged card takes it back
    assert scene.staged == []
    click(app, sprite_point(b))
    click(app, sprite_point(a))
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
    drag(app, sprite_point(park), SLOT1.center)
    assert scene.first == park.key                       # waits in slot 1
    assert "slot2" in scene.drag.targets
    row = next(s for s in scene.hand_sprites if s.key[1] == "reihenhaus")
    assert scene.targets_for(row) == {"slot2": ("pair", "parkplatz", "reihenhaus")}
    town = next(s for s in scene.hand_sprites if s.key[1] == "rathaus")
    assert scene.targets_for(town) == {}                 # cost 6: not with the hut
    drag(app, sprite_point(row), SLOT2.center)
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
    check_hint(app, scene)


def test_tooltips_explain_every_formula(app):
    scene = start(app, seed=2)
    st = make_state(2, hands=[["wohnhaus"], ["kino"]],
                    cities=[("stadtverwaltung", "parkanlage", "reihenhaus"), ("kino",)])
    scene.session.state = st
    scene.view = scene.session.view(0)
    scene.sync()
    pump(app, 3)
    rects = dict(scene._card_zones(scene.viewer))
    tip = scene.hover_target(rects[0].center).tooltip
    tip = tip() if callable(tip) else tip
    assert "Municipal office" in tip and "per fountain in this city (2) = +2" in tip


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players", [2, 5])
def test_table_draws_in_both_languages_at_every_size(home, lang, players):
    with open_app(lang) as a:
        scene = start(a, kinds=("human",) + ("random",) * (players - 1), seed=players)
        pump(a, 20)
        assert len(scene._opponent_rects()) == players - 1
        assert scene.zones and scene.hover_target(city_scene.TRACK.center).tooltip
        assert screen_size() == (1280, 720)
        assert city_scene.thumbnail((200, 130)).get_size() == (200, 130)


def test_survey_give_up_discards_in_place(app):
    scene = start(app, seed=2)
    set_position(app, scene, make_state(2, hands=[["wohnhaus", "kino"], ["parkplatz"]], pile=PILE,
                                        options={"giveup_mode": "survey"}))
    click(app, btn(scene, pygame.K_g).rect.center)
    assert scene.session.state.commits[0] == GIVEUP
    wait_for(app, lambda: scene.mode() == "sdiscard", frames=2000)
    need, _ = scene.need()
    hand = list(scene.view.hand)
    assert len(hand) == 7 and need == 4
    assert scene._targets()[-1].key == "tray"
    fill_tray(app, scene)
    st = scene.session.state
    assert len(st.hands[0]) == 3 and scene.mode() != "sdiscard"
    assert sum(1 for e in st.events if e[0] == "survey" and e[1] == 0) == 4


def test_hand_limit_discard_right_after_the_round(app):
    scene = start(app, seed=2)
    big = ["parkplatz", "parkplatz", "wohnhaus", "wohnhaus", "reihenhaus", "kino", "kino", "theater",
           "bahnhof", "casino", "museum", "schule", "rathaus", "kaufhaus"]
    set_position(app, scene, make_state(2, hands=[big, ["parkplatz"]], pile=PILE))
    click(app, btn(scene, pygame.K_a).rect.center)          # the Architect: free, +1 income
    wait_for(app, lambda: scene.mode() == "limit", frames=2000)
    assert app.scenes.top is scene and scene.summary_new     # no dialog: the round's button glows
    summary = scene.latest_summary()
    assert summary["seats"][0]["built"] == ["architekt"] and summary["seats"][0]["income"] == 1
    need, _ = scene.need()
    assert need == 3 and len(scene.view.hand) == 15
    fill_tray(app, scene)
    wait_for(app, lambda: len(scene.session.state.hands[0]) == 12, frames=2000)


def test_construction_hut_gives_an_extra_build(app):
    scene = start(app, seed=2)
    set_position(app, scene, make_state(2, hands=[["parkplatz", "wohnhaus", "bauhuette", "kino", "reihenhaus"],
                                                  ["parkplatz"]], pile=PILE))
    drag(app, sprite_point(sprite(scene, "bauhuette")), SLOT1.center)  # cost 1: paid with one card
    wait_for(app, lambda: scene.mode() in ("pay", "extra"), frames=2000)
    if scene.mode() == "pay":
        click(app, sprite_point(sprite(scene, "kino")))
        assert [k[1] for k in scene.staged] == ["kino"]
        key(app, pygame.K_RETURN)
    wait_for(app, lambda: scene.mode() == "extra", frames=2000)
    assert btn(scene, pygame.K_p)                            # Pass is offered in place
    park = sprite(scene, "parkplatz")
    assert scene.targets_for(park) == {"slot1": ("extra", "parkplatz")}
    drag(app, sprite_point(park), SLOT1.center)
    wait_for(app, lambda: "parkplatz" in scene.session.state.cities[0], frames=2000)
    assert scene.session.state.cities[0][:2] == ("bauhuette", "parkplatz")


def test_a_round_s_scoring_is_a_panel_the_player_opens_not_a_dialog(app):
    """Issue 34: the modal round summary after every round becomes a panel the player may open;
    the last round's summary stays one click away (also after the next round's reveal)."""
    scene = start(app, seed=2)
    set_position(app, scene, make_state(2, hands=[["parkplatz", "wohnhaus", "kino"], ["wohnhaus", "kino"]],
                                        cities=[("stadtverwaltung", "parkanlage", "reihenhaus"), ("kino",)],
                                        vp=[7, 3], pile=PILE))
    drag(app, sprite_point(sprite(scene, "parkplatz")), SLOT1.center)  # free
    wait_for(app, lambda: scene.my_turn and scene.view.round == 2, frames=2000)
    pump(app, 30)
    assert app.scenes.top is scene                               # nothing stops the table
    assert scene.summary_new and not scene.summary_open          # the round's button glows
    st = scene.session.state
    click(app, scene.summary_button.rect.center)
    assert scene.summary_open and not scene.summary_new
    seats = scene.latest_summary()["seats"]
    assert scene.latest_summary()["round"] == 1 and seats[0]["built"] == ["parkplatz"]
    for p in range(2):
        assert seats[p]["vp"] == st.last_vp[p] and seats[p]["income"] == st.last_income[p]
        assert seats[p]["total"] == st.vp[p]
    pump(app)
    # a figure explains itself: which buildings earned it
    vp_zone = scene.summary_zones[1]
    tip = scene.hover_target(vp_zone.rect.center).tooltip
    tip = tip() if callable(tip) else tip
    assert tip.startswith(f"P1 scored {st.last_vp[0]} VP from:") and "Municipal office: +1" in tip
    # the panel takes the clicks over it; the player still plays beside it
    n = len(scene.session.record.actions)
    click(app, scene.summary_rect().center)
    assert scene.summary_open and len(scene.session.record.actions) == n
    key(app, pygame.K_ESCAPE)
    assert not scene.summary_open and app.scenes.top is scene
    key(app, pygame.K_r)
    assert scene.summary_open
    key(app, pygame.K_r)
    # round 2: both choose; the reveal wipes round 1's events, its summary stays one click away
    drag(app, sprite_point(sprite(scene, "wohnhaus")), SLOT1.center)
    wait_for(app, lambda: scene.view.phase != "choose" and scene.my_turn and scene.summary_shown(), frames=2000)
    summary = scene.latest_summary()
    assert summary is not None and summary["round"] in (1, 2)
    click(app, scene.summary_button.rect.center)
    assert scene.summary_open


def test_an_ai_table_plays_its_rounds_without_stopping(app):
    scene = start(app, seed=5, kinds=("random", "random"))
    wait_for(app, lambda: scene.latest_summary() is not None, frames=3000)
    played = len(scene.session.record.actions)
    wait_for(app, lambda: len(scene.session.record.actions) > played or scene.session.is_terminal(), frames=2000)
    assert app.scenes.top is scene


def test_any_round_screen_counts_down_only_without_humans(app, monkeypatch):
    """The base ResultsScene (Lost Cities, Lost Legacy, Lost Mines round screens) does the same;
    a final results screen never closes by itself. (A short count-down: the frames are what cost.)"""
    monkeypatch.setattr(ResultsScene, "AUTO_CONTINUE_MS", 800.0)
    for kinds, expect in ((("random", "random"), True), (("human", "random"), False)):
        scene = start(app, seed=3, kinds=kinds)
        wait_for(app, lambda: app.scenes.top is scene)
        res = app.scenes.push(ResultsScene(app, scene, title="Round 1", final=False))
        pump(app, 3)                                          # draws, count-down included
        assert (res.auto_left is not None) is expect
        pump(app, int(ResultsScene.AUTO_CONTINUE_MS / 16) + 2)
        assert (res in app.scenes.stack) is not expect
        if not expect:
            key(app, pygame.K_SPACE)                          # Enter/Space close a round screen
            assert res not in app.scenes.stack
        final = app.scenes.push(ResultsScene(app, scene, final=True))
        pump(app, int(ResultsScene.AUTO_CONTINUE_MS / 16) + 2)
        assert final.auto_left is None and app.scenes.top is final
        key(app, pygame.K_ESCAPE)


def test_hot_seat_round_summary_is_there_after_the_curtain(app):
    from tabletop.ui.table import PrivacyScene

    scene = start(app, seed=2, kinds=("human", "human"))
    if isinstance(app.scenes.top, PrivacyScene):
        key(app, pygame.K_RETURN)
    set_position(app, scene, make_state(2, hands=[["parkplatz", "wohnhaus"], ["parkplatz", "kino"]], pile=PILE))
    drag(app, sprite_point(sprite(scene, "parkplatz")), SLOT1.center)       # seat 0 commits: curtain for seat 1
    assert isinstance(app.scenes.top, PrivacyScene)
    key(app, pygame.K_RETURN)
    assert scene.viewer == 1
    drag(app, sprite_point(sprite(scene, "parkplatz")), SLOT1.center)       # seat 1 commits: the round ends
    pump(app, 5)
    assert isinstance(app.scenes.top, PrivacyScene)               # nothing over the curtain
    key(app, pygame.K_RETURN)
    assert app.scenes.top is scene and scene.my_turn
    click(app, scene.summary_button.rect.center)
    assert [s["built"] for s in scene.latest_summary()["seats"]] == [["parkplatz"], ["parkplatz"]]


def test_an_opponent_panel_tooltip_names_the_seat_and_its_status(app):
    scene = start(app, seed=2)
    pump(app, 3)
    status = scene._status(scene.view, 1)
    assert status                                    # choosing, or chosen once the AI has committed
    zone = next(z for z in scene.zones if z.rect.collidepoint(scene._slot_of(1).move(-40, 0).center))
    tip = zone.tooltip() if callable(zone.tooltip) else zone.tooltip
    assert tip.startswith("P2: ") and status in tip
