"""Lost Legacy played through its table with posted mouse and key events (dummy video driver)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine import registry
from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng
from tabletop.ui.table import ResultsScene
from ui_driver import (button, check_hint, click, drag, key, open_app, pump, results, screen_size, sprite_point,
                       start_game, wait_for)

from tabletop.games.lost_legacy import scene as llscene
from tabletop.games.lost_legacy.scene import PLAY_RECT, GameScene


@pytest.fixture
def app(home):
    with open_app() as a:
        yield a


def start(app, options=None, seed=11, kinds=("human", "random"), actions=()) -> GameScene:
    return start_game(app, "lost_legacy", kinds, options, seed, actions)


def find_position(kinds, players=2, options=None, max_seed=200):
    """(seed, actions) of a random game where seat 0 must answer a pending of ``kinds``."""
    spec = registry.get("lost_legacy")
    for seed in range(1, max_seed):
        setup = spec.validate(Setup(players, options or {}, seed))
        st = spec.new_game(setup)
        rng = Rng(seed)
        acts = []
        while not st.is_terminal() and len(acts) < 60:
            if st.current_player() == 0 and st.pending[0] in kinds:
                return seed, acts
            a = rng.choice(st.legal_actions())
            st.apply(a)
            acts.append(st.action_to_str(a))
    raise AssertionError(f"no position with {kinds}")


def human_starts(first: int = 1) -> int:
    """A seed (>= ``first``) whose 2-player game starts with seat 0."""
    spec = registry.get("lost_legacy")
    return next(s for s in range(first, first + 100) if spec.new_game(Setup(2, {}, s)).current_player() == 0)


def place_of(scene: GameScene, action):
    """Where a click answers ``action`` on the board (a glowing place), else its button."""
    for rect, a in scene._clickables():
        if a == action:
            return rect.center
    label = scene._choice_label(action)
    for b in scene.choice_buttons:
        text = b.text() if callable(b.text) else b.text
        if text.endswith(label) or text.startswith(label):
            return b.rect.center
    raise AssertionError(f"nothing on the table answers {action!r}")


def human_move(app, scene: GameScene, n: int) -> None:
    """One decision of the seat on screen, made with the mouse only (alternating drag and click)."""
    v = scene.view
    legal = v.legal_actions()
    if v.pending[0] == "play":
        action = legal[n % len(legal)]
        sprite = next(s for s in scene.hand_sprites if s.key[0] == action[1])
        if n % 2:
            drag(app, sprite_point(sprite), PLAY_RECT.center)
        else:
            click(app, sprite_point(sprite))      # a click selects it (it says what it would do)
            assert scene.drag.mode == "selected"
            click(app, PLAY_RECT.center)          # a click on the glowing place plays it
        return
    action = legal[n % len(legal)]
    click(app, place_of(scene, action))


def close_round_panel(app, scene) -> bool:
    """Between two rounds of a match the table explains the ended round (no dialog): click "Next round"."""
    if scene.round_over is not None:
        assert not isinstance(app.scenes.top, ResultsScene) and scene.end_buttons
        click(app, button(scene, "Next round").rect.center)
        return True
    return False


def test_a_match_played_with_the_mouse_to_the_end(app):
    scene = start(app, {"match": 2}, seed=21)
    session = scene.session
    moves = rounds_shown = 0
    for _ in range(800):
        if session.is_terminal():
            break
        if close_round_panel(app, scene):
            rounds_shown += 1
            continue
        if scene.my_turn and scene.frozen is None:
            before = len(session.record.actions)
            human_move(app, scene, moves)
            assert len(session.record.actions) == before + 1, "the posted events made exactly one move"
            moves += 1
        else:
            wait_for(app, lambda: (scene.my_turn and scene.frozen is None) or session.is_terminal()
                     or scene.round_over is not None, frames=3000)
    assert session.is_terminal()
    assert moves >= 4
    v = scene.view
    assert max(v.points) == 2
    assert rounds_shown == len(v.history) - 1, "an end-of-round panel for every round but the last"
    results(app, scene)
    assert app.scenes.top.final
    heads, rows = scene.result_breakdown()
    assert len(rows) == 2 and all(len(r) == len(heads) for r in rows)
    assert "★" in rows[0][0] + rows[1][0] and "Investigation" in heads
    labels, series = scene.score_history()
    assert len(labels) == len(v.history) and max(s[-1] for s in series) == 2
    assert len(scene.log_panel.entries) >= len(session.record.actions)


def test_illegal_drop_snaps_back_with_a_reason_and_changes_nothing(app):
    scene = start(app, seed=human_starts(3))
    wait_for(app, lambda: scene.my_turn)
    sprite = scene.hand_sprites[0]
    home = sprite.base_pos
    n = len(scene.session.record.actions)
    drag(app, sprite_point(sprite), llscene.RUINS_AREA.center)
    assert len(scene.session.record.actions) == n
    assert scene.drag.reason_text == "Drop the card on the play area in the middle of the table."
    pump(app, 5)
    assert sprite.pos == home


def test_the_starship_cannot_be_played_and_says_why(app):
    spec = registry.get("lost_legacy")
    seed = next(s for s in range(1, 300)
                if "starship" in spec.new_game(Setup(2, {}, s)).view(0).hand
                and spec.new_game(Setup(2, {}, s)).current_player() == 0)
    scene = start(app, seed=seed)
    wait_for(app, lambda: scene.my_turn)
    ship = next(s for s in scene.hand_sprites if s.key[0] == "starship")
    assert ship.highlight is None and ("play", "starship") not in scene.view.legal_actions()
    n = len(scene.session.record.actions)
    drag(app, sprite_point(ship), PLAY_RECT.center)
    assert len(scene.session.record.actions) == n
    assert "can never be played" in scene.drag.reason_text


def test_one_click_plays_a_card_only_with_the_setting(app):
    scene = start(app, seed=human_starts(5))
    wait_for(app, lambda: scene.my_turn)
    card = scene.view.legal_actions()[-1][1]
    sprite = next(s for s in scene.hand_sprites if s.key[0] == card)
    n = len(scene.session.record.actions)
    click(app, sprite_point(sprite))  # off (the default): a click selects the card, nothing is played
    assert len(scene.session.record.actions) == n and scene.drag.mode == "selected"
    key(app, pygame.K_ESCAPE)
    app.settings.one_click_play = True
    click(app, sprite_point(sprite))
    assert scene.session.record.actions[-1] == f"play {card}"


@pytest.mark.parametrize("kinds", [("sword_target", "assault_target", "curse_target"), ("search_slot",)])
def test_targets_are_chosen_by_clicking_the_glowing_place(app, kinds):
    seed, acts = find_position(kinds)
    scene = start(app, seed=seed, actions=acts)
    wait_for(app, lambda: scene.my_turn)
    legal = scene.view.legal_actions()
    glowing = scene._clickables()
    assert {a for _, a in glowing} == set(legal)
    rect, action = glowing[-1]
    click(app, rect.center)
    assert scene.session.record.actions[-1] == scene.session.state.action_to_str(action)


def test_secret_swap_is_asked_with_hotkey_buttons(app):
    seed, acts = find_position(("general_swap", "search_swap", "assault_swap"))
    scene = start(app, seed=seed, actions=acts)
    wait_for(app, lambda: scene.my_turn)
    keys = {b.hotkey for b in scene.choice_buttons}
    assert {pygame.K_s, pygame.K_k} <= keys
    key(app, pygame.K_k)
    assert scene.session.record.actions[-1] == "keep"


def test_curse_number_buttons(app):
    seed, acts = find_position(("curse_number",), options={"deck": "flying_garden"})
    scene = start(app, seed=seed, actions=acts, options={"deck": "flying_garden"})
    wait_for(app, lambda: scene.my_turn)
    assert [b.hotkey for b in scene.choice_buttons] == [pygame.K_0 + n for n in range(1, 9)]
    target = scene.view.pending[1]
    assert scene.prompt() == f"Curse on {scene.name(target)}: name a number from 1 to 8."
    assert scene._chosen_rect() == scene.seat_rect(target)  # the cursed player stays marked
    key(app, pygame.K_3)
    assert scene.session.record.actions[-1] == "name 3"


def test_hint_marks_the_suggested_move(app):
    scene = start(app, seed=human_starts(4))
    check_hint(app, scene)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players", [2, 6])
def test_table_draws_in_both_languages_at_every_size(home, lang, players):
    with open_app(lang) as a:
        opts = {"deck": "all_jam"} if players > 4 else {}
        scene = start(a, opts, kinds=("human",) + ("random",) * (players - 1), seed=players)
        pump(a, 30)
        assert scene.hover_target(llscene.DECK_RECT.center).tooltip
        rects = [scene.seat_rect(s) for s in scene.others()]
        assert all(r.right <= llscene.OPP_RIGHT for r in rects)
        assert all(r1.right < r2.x for r1, r2 in zip(rects, rects[1:])), "panels do not overlap"
        assert screen_size() == (1280, 720)


def test_new_game_dialog_offers_only_the_all_jam_deck_at_five_or_six(app):
    from tabletop.scenes.newgame import NewGameScene
    from tabletop.ui.table import TableScene

    dialog = NewGameScene(app, registry.get("lost_legacy"))
    app.scenes.push(dialog)
    assert dialog.options["deck"] == "starship"
    dialog.set_players(6)
    assert dialog.options["deck"] == "all_jam"  # the deck the table needs, not an error at Start
    shown = [o.key for o in dialog.spec.options if o.shown(6, dialog.options)]
    labels = [text for _, text in dialog.option_rows if not text.startswith("help:")]
    assert "all_jam_legacy" in shown and len(labels) == len(shown) == 4  # with the All-Jam deck's own option
    dialog.start()
    pump(app, 2)
    table = app.scenes.find(TableScene)
    assert table is not None and table.session.record.setup.players == 6
    assert table.session.record.setup.options["deck"] == "all_jam"
