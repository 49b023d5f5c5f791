"""Pyramid Raiders played through its table with posted mouse events (dummy video driver)."""

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

from tabletop.games.pyramid_raiders import art, data
from tabletop.games.pyramid_raiders.scene import GameScene, thumbnail

SPEC = registry.get("pyramid_raiders")


@pytest.fixture
def app(home):
    a = App(Settings(lang="en", anim_speed=0.0), persist_settings=False)
    a._worker = AIWorker(mode="thread")
    a.scenes.push(MenuScene(a))
    yield a
    a.close()


def start(app, seed=11, kinds=("human", "random", "random"), actions=None, options=None) -> GameScene:
    seats = [Seat(f"P{i + 1}", k) for i, k in enumerate(kinds)]
    scene = app.start_game(SPEC, Setup(len(kinds), options or {}, seed), seats, actions or ())
    pump(app, 2)
    assert isinstance(scene, GameScene)
    return scene


def prefix_until(seed, players, pred, limit=3000, choose=None):
    """Actions of a seeded random game (seat 0 included) until ``pred(state)`` holds on seat 0's decision."""
    from tabletop.engine.rng import Rng

    st = SPEC.new_game(Setup(players, {}, seed))
    rng = Rng(seed)
    acts = []
    for _ in range(limit):
        if st.is_terminal():
            return None
        if st.current_player() == 0 and pred(st):
            return acts
        legal = st.legal_actions()
        a = choose(st, legal, rng) if choose else rng.choice(legal)
        st.apply(a)
        acts.append(st.action_to_str(a))
    return None


def center(c):
    x, y = art.CENTERS[c]
    return (round(x), round(y))


def sprite_point(s):
    return (round(s.pos[0]), round(s.pos[1]))


def human_move(app, scene: GameScene) -> None:
    """One decision of the seat on screen, with the mouse (and the documented hotkeys)."""
    v = scene.view
    legal = v.legal_actions()
    ph = v.phase
    if ph == "commit":
        card = max(a[1] for a in legal)
        sprite = next(s for s in scene.hand_sprites if s.key == ("card", card))
        drag(app, sprite_point(sprite), scene.drag.targets["slot"].rect.center)
    elif ph == "step":
        ends = scene.ends
        assert ends, "a walk offers end cells"
        end = sorted(ends)[0]
        drag(app, sprite_point(scene.pawn), center(end))
        wait_for(app, lambda: scene.awaiting_input or not scene.my_turn)
    elif ph in ("entry", "return", "push", "tele", "grab", "take", "decoy"):
        cells = [a[1] for a in legal if isinstance(a, tuple)]
        click(app, center(cells[0]))
    elif ph == "face":
        d, r = scene.face_arrows()[legal[0][1]]
        click(app, r.center)
    else:  # mode / flip: in-place buttons
        click(app, scene.choice_buttons[0].rect.center)


def test_a_game_played_with_the_mouse(app):
    scene = start(app, seed=7)
    session = scene.session
    human = 0
    for _ in range(600):
        if session.is_terminal() or isinstance(app.scenes.top, ResultsScene):
            break
        if scene.awaiting_input:
            before = len(session.record.actions)
            human_move(app, scene)
            assert len(session.record.actions) > before, f"no move made in phase {scene.view.phase}"
            human += 1
        else:
            wait_for(app, lambda: scene.awaiting_input or session.is_terminal(), frames=3000)
        if session.state.round > 3:
            break
    assert human > 8
    assert session.state.round > 3 or session.is_terminal()
    # every guardian phase so far was shown: the board settled on the view
    wait_for(app, lambda: not scene.tweens.animating)
    assert scene.shown.guardian == scene.view.guardian
    assert list(scene.shown.tokens) == list(scene.view.tokens)
    assert len(scene.log_panel.entries) >= len(session.record.actions)


def test_illegal_drops_snap_back_with_a_reason(app):
    acts = prefix_until(5, 3, lambda st: st.phase == "step")
    scene = start(app, seed=5, actions=acts)
    wait_for(app, lambda: scene.my_turn and scene.ends)
    v = scene.view
    n = len(scene.session.record.actions)
    far = max((c for c in range(data.NCELLS) if v.terrain[c] == data.PILLAR),
              key=lambda c: min(data.DIST[c][e] for e in scene.ends))
    assert min(data.DIST[far][e] for e in scene.ends) >= 2
    home = scene.pawn.base_pos
    drag(app, sprite_point(scene.pawn), center(far))
    assert len(scene.session.record.actions) == n
    assert scene.drag.reason_text == "Pillars, puddles and the guardian's cell cannot be entered."
    pump(app, 3)
    assert scene.pawn.pos == home


def test_card_dropped_off_the_slot_is_refused(app):
    scene = start(app, seed=4)
    wait_for(app, lambda: scene.my_turn)
    while scene.view.phase == "entry":
        click(app, center(next(a[1] for a in scene.view.legal_actions())))
        wait_for(app, lambda: scene.my_turn or scene.view.phase != "entry")
    wait_for(app, lambda: scene.my_turn and scene.view.phase == "commit", frames=2000)
    sprite = scene.hand_sprites[0]
    n = len(scene.session.record.actions)
    drag(app, sprite_point(sprite), (640, 400))
    assert len(scene.session.record.actions) == n
    assert scene.drag.reason_text == "Drop the card on your card slot."
    # click-select, then click the slot
    pump(app, 20)
    sprite = scene.hand_sprites[2]
    click(app, sprite_point(sprite))
    assert scene.drag.mode == "selected" and "slot" in scene.drag.legal
    click(app, scene.drag.targets["slot"].rect.center)
    assert scene.session.record.actions[n] == f"card {sprite.key[1]}"
    # the viewer's own card shows in the slot; others' commits are not in the view
    assert scene.view.my_commit == sprite.key[1]


def test_click_steps_one_at_a_time_and_end_cells(app):
    from tabletop.games.pyramid_raiders.rules import reachable

    def one_step_cell(st):
        if st.phase != "step" or st.w_rem < 3:
            return False
        ends = reachable(st, st.active)
        return any(a[1] not in ends for a in st.legal_actions())

    acts = prefix_until(9, 3, one_step_cell)
    scene = start(app, seed=9, actions=acts)
    wait_for(app, lambda: scene.awaiting_input and scene.ends)
    v = scene.view
    step = next(a for a in v.legal_actions() if a[1] not in scene.ends)
    rem = v.w_rem
    click(app, center(step[1]))
    wait_for(app, lambda: not scene.tweens.animating)
    assert scene.session.record.actions[len(acts)] == scene.session.state.action_to_str(step)
    assert scene.view.w_rem == rem - 1
    # clicking a glowing end cell walks the whole planned path there
    wait_for(app, lambda: scene.awaiting_input and scene.ends)
    me = scene.viewer
    end = max(scene.ends, key=lambda c: data.DIST[c][scene.view.pos[me]])
    click(app, center(end))
    wait_for(app, lambda: not scene.pending_path or scene.view.phase == "push")
    if scene.view.phase != "push":
        assert scene.view.pos[me] == end or scene.view.phase == "commit"
        assert scene.view.w_rem == 0 or scene.view.active != me


@pytest.mark.parametrize("phase", ["face", "flip", "entry", "push"])
def test_in_place_choices(app, phase):
    acts = None
    for seed in range(1, 60):
        acts = prefix_until(seed, 3, lambda st: st.phase == phase)
        if acts is not None:
            break
    assert acts is not None
    scene = start(app, seed=seed, actions=acts)
    wait_for(app, lambda: scene.my_turn)
    n = len(scene.session.record.actions)
    legal = scene.view.legal_actions()
    if phase == "face":
        assert len(scene.face_arrows()) == 6
        key(app, pygame.K_3)
        assert scene.session.record.actions[n] == "face SE"
    elif phase == "flip":
        labels = [b.text for b in scene.choice_buttons]
        assert labels == ["Flip (F)", "Keep (K)"]
        key(app, pygame.K_k)
        assert scene.session.record.actions[n] == "keep"
    else:
        cells = set(scene.cell_actions())
        assert cells == {a[1] for a in legal}
        c = sorted(cells)[0]
        click(app, center(c))
        assert scene.session.record.actions[n] == scene.session.state.action_to_str(
            next(a for a in legal if a[1] == c)) or len(scene.session.record.actions) > n


def test_hint_marks_the_suggested_move(app):
    scene = start(app, seed=4)
    wait_for(app, lambda: scene.my_turn)
    scene.hint()
    wait_for(app, lambda: scene.hint_action is not None, frames=3000)
    assert scene.hint_action in scene.view.legal_actions()
    assert scene._hint_rects()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players", [3, 6])
def test_table_draws_in_both_languages_at_every_size(home, lang, players):
    a = App(Settings(lang=lang, anim_speed=0.0), persist_settings=False)
    try:
        a._worker = AIWorker(mode="thread")
        a.scenes.push(MenuScene(a))
        acts = prefix_until(players, players, lambda st: st.round >= 2 and st.phase in ("commit", "step"))
        scene = start(a, seed=players, kinds=("human",) + ("random",) * (players - 1), actions=acts)
        pump(a, 10)
        assert len(scene._seat_rects()) == players
        tip = scene.hover_target(center(data.CENTRE))
        assert tip is not None and tip.tooltip
        item_zone = scene.zones[0]
        text = item_zone.tooltip() if callable(item_zone.tooltip) else item_zone.tooltip
        assert text.split("\n")[1]
        heads, rows = scene.result_breakdown()
        assert len(heads) == 4 and len(rows) == players
        assert pygame.display.get_surface().get_size() == (1280, 720)
    finally:
        a.close()


def test_thumbnail():
    surf = thumbnail((220, 140))
    assert surf.get_size() == (220, 140)
