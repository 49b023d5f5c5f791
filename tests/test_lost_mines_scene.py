"""Lost Mines played through its table with posted mouse events (dummy video driver)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.engine import registry
from tabletop.engine.contract import Setup
from tabletop.engine.record import Seat
from tabletop.engine.rng import Rng
from tabletop.engine.worker import AIWorker
from tabletop.scenes.menu import MenuScene
from tabletop.settings import Settings
from tabletop.ui.table import ResultsScene
from ui_driver import click, drag, key, pump, wait_for

from tabletop.games.lost_mines import data as D
from tabletop.games.lost_mines.rules import _code_key
from tabletop.games.lost_mines.scene import VIEWPORT, GameScene


@pytest.fixture
def app(home):
    a = App(Settings(lang="en", anim_speed=0.0), persist_settings=False)
    a._worker = AIWorker(mode="thread")
    a.scenes.push(MenuScene(a))
    yield a
    a.close()


def start(app, seed=11, kinds=("human", "random", "random"), actions=None) -> GameScene:
    spec = registry.get("lost_mines")
    seats = [Seat(f"P{i + 1}", k) for i, k in enumerate(kinds)]
    scene = app.start_game(spec, Setup(len(kinds), {}, seed), seats, actions or ())
    pump(app, 2)
    assert isinstance(scene, GameScene)
    return scene


def seed_with(pred, players=3) -> int:
    """A seed whose first turn is seat 0's with a hand that satisfies ``pred``."""
    spec = registry.get("lost_mines")
    for seed in range(1, 500):
        st = spec.new_game(Setup(players, {}, seed))
        if st.current_player() == 0 and pred(st.view(0)):
            return seed
    raise AssertionError("no seed")


def sprite_of(scene, code):
    return next(s for s in scene.hand_sprites if s.key[0] == code and s.visible)


def pt(s):
    return (round(s.pos[0]), round(s.pos[1]))


def target_key(scene, action):
    k = action[0]
    v = scene.view
    if k == "path":
        return ("cell", action[2], action[3])
    if k in ("tool", "storm"):
        return ("cell", action[1], action[2])
    if k in ("trap", "troll"):
        return ("edge",) + action[1:5]
    if action[2] == "mine":
        return ("cell",) + D.xy(v.mine_cells[action[3]])
    return ("slot" if action[2] == "treasure" else "seat", action[3])


def visible_target(scene, action) -> bool:
    t = scene.drag.targets.get(target_key(scene, action))
    return t is not None and t.rect.w > 10 and t.rect.h > 10


def choice(scene, hotkey):
    return next(b for b in scene.choice_buttons if b.hotkey == hotkey)


def human_move(app, scene, rng) -> None:
    """One decision of the seat on screen, made with the mouse only."""
    v = scene.view
    legal = list(v.legal)
    if v.phase == "act":
        cards = [a[1] for a in legal if a[0] == "card"]
        if cards and rng.random() < 0.85:
            code = rng.choice(cards)
            targets = [a for a in v.targets_for(code) if visible_target(scene, a)]
            if D.path_parts(code):
                targets = [a for a in targets if a[4] == scene.rot_for(code)] or targets
            if targets:
                a = rng.choice(targets)
                t = scene.drag.targets[target_key(scene, a)]
                drag(app, pt(sprite_of(scene, code)), t.rect.center)
                return
        code = v.hand[0]
        drag(app, pt(sprite_of(scene, code)), scene.drag.targets["tray"].rect.center)
        click(app, choice(scene, pygame.K_DELETE).rect.center)
    elif v.phase == "move":
        steps = [a for a in legal if a != "stop" and scene.cell_rect(a[1], a[2]).colliderect(scene.drag.targets["tray"].rect) is False]
        steps = [a for a in steps if scene.cell_at(scene.cell_rect(a[1], a[2]).center) == (a[1], a[2])]
        if steps and rng.random() < 0.8:
            a = rng.choice(steps)
            click(app, scene.cell_rect(a[1], a[2]).center)
        else:
            click(app, choice(scene, pygame.K_RETURN).rect.center)
    elif v.phase == "take":
        s = next(a for a in legal)[1]
        click(app, dict(scene._slot_rects())[s].center)
    elif v.phase == "target":
        click(app, next(b for b in scene.choice_buttons if "Back" in b.text()).rect.center)
    else:
        click(app, scene.choice_buttons[0].rect.center)


def test_a_good_part_of_a_game_played_with_the_mouse(app):
    scene = start(app, seed=7)
    session = scene.session
    rng = Rng(3)
    human = 0
    for _ in range(300):
        if session.is_terminal() or human >= 25:
            break
        if isinstance(app.scenes.top, ResultsScene):
            click(app, next(w for w in app.scenes.top.widgets if w.text() == "Close").rect.center)
            continue
        if scene.my_turn:
            before = len(session.record.actions)
            human_move(app, scene, rng)
            assert len(session.record.actions) > before, f"no move made in phase {scene.view.phase}"
            human += 1
        else:
            wait_for(app, lambda: scene.my_turn or session.is_terminal() or isinstance(app.scenes.top, ResultsScene),
                     frames=3000)
    assert human >= 20
    assert any(t.startswith("path ") for t in session.record.actions)
    assert len(scene.log_panel.entries) >= len(session.record.actions)


def test_illegal_drop_snaps_back_with_the_rules_reason(app):
    scene = start(app, seed=seed_with(lambda v: any(D.path_parts(c) for c in v.hand)))
    wait_for(app, lambda: scene.my_turn and scene.view.phase == "act")
    code = next(c for c in scene.view.hand if D.path_parts(c))
    s = sprite_of(scene, code)
    home = s.base_pos
    n = len(scene.session.record.actions)
    start_cell = scene.drag.targets[("cell", 0, 1)].rect.center   # the blue start: occupied
    drag(app, pt(s), start_cell)
    assert len(scene.session.record.actions) == n
    assert scene.drag.reason_text == "That space is not free."
    pump(app, 5)
    assert s.pos == home and scene.view.phase == "act"
    # far from the network: the card must connect
    drag(app, pt(s), scene.drag.targets[("cell", 6, 3)].rect.center)
    assert scene.drag.reason_text in ("The card must connect to the network of paths.",
                                      "The paths do not match the neighbouring cards.")
    assert len(scene.session.record.actions) == n


def test_click_pick_then_target_and_back(app):
    scene = start(app, seed=5)
    wait_for(app, lambda: scene.my_turn and scene.view.phase == "act")
    v = scene.view
    code = next(a[1] for a in v.legal if a[0] == "card")
    click(app, pt(sprite_of(scene, code)))
    assert scene.session.record.actions[-1] == f"card {code}"
    assert scene.view.phase == "target" and scene.view.chosen == code
    if len(scene.drag.legal) == 1:  # a single target plays on one click
        return
    key(app, pygame.K_ESCAPE)
    assert scene.session.record.actions[-1] == "back" and scene.view.phase == "act"
    click(app, pt(sprite_of(scene, code)))
    pump(app, 2)
    assert scene.drag.mode == "selected" and scene.drag.legal
    a = next(a for a in scene.view.legal if a != "back" and visible_target(scene, a))
    click(app, scene.drag.targets[target_key(scene, a)].rect.center)
    assert scene.session.record.actions[-1] == scene.view.action_to_str(a)


def test_path_rotation_and_discard_tray(app):
    scene = start(app, seed=9)
    wait_for(app, lambda: scene.my_turn and scene.view.phase == "act")
    assert scene.rot == 0
    click(app, scene.board_buttons[0].rect.center)   # Rotate (R)
    assert scene.rot == 180
    key(app, pygame.K_r)
    assert scene.rot == 0
    hand = scene.view.hand
    tray = scene.drag.targets["tray"].rect.center
    drag(app, pt(sprite_of(scene, hand[0])), tray)
    drag(app, pt(sprite_of(scene, hand[-1])), tray)
    assert len(scene.staged) == 2 and scene.view.phase == "act"
    n = len(scene.session.record.actions)
    click(app, choice(scene, pygame.K_DELETE).rect.center)
    acts = scene.session.record.actions[n:n + 3]
    want = sorted({hand[0], hand[-1]} if hand[0] != hand[-1] else [hand[0]], key=_code_key)
    assert acts[0] == "discard" and acts[1] == f"discard {want[0]}"
    assert acts[2] == (f"discard {want[-1]}" if hand[0] != hand[-1] else f"discard {hand[0]}")
    assert scene.view.phase != "discard" and not scene.staged


def test_moving_the_dwarf_by_clicks_and_stop(app):
    scene = start(app, seed=12)
    wait_for(app, lambda: scene.my_turn and scene.view.phase == "act")
    code = scene.view.hand[0]
    drag(app, pt(sprite_of(scene, code)), scene.drag.targets["tray"].rect.center)
    click(app, choice(scene, pygame.K_DELETE).rect.center)
    if scene.view.phase != "move":
        return
    steps = [a for a in scene.view.legal if a != "stop"]
    before = scene.view.pawns[scene.viewer]
    if steps:
        a = steps[0]
        click(app, scene.cell_rect(a[1], a[2]).center)
        assert scene.session.record.actions[-1] == f"step {a[1]} {a[2]}"
        assert scene.view.pawns[scene.viewer] != before
    if scene.my_turn and scene.view.phase == "move":
        click(app, choice(scene, pygame.K_RETURN).rect.center)
        assert scene.session.record.actions[-1] == "stop"


def test_pan_and_zoom_never_recentre_by_themselves(app):
    scene = start(app, seed=3)
    org, cs = scene.org, scene.cs
    key(app, pygame.K_d)
    assert scene.org[0] == org[0] - 48
    scene.pointer = (400, 300)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    pump(app)
    assert scene.cs > cs
    moved = (scene.org, scene.cs)
    wait_for(app, lambda: scene.my_turn, frames=3000)
    pump(app, 10)
    assert (scene.org, scene.cs) == moved
    key(app, pygame.K_HOME)
    assert scene.cs == pytest.approx(cs)


def test_hint_marks_the_suggested_move(app):
    scene = start(app, seed=4)
    wait_for(app, lambda: scene.my_turn)
    scene.hint()
    wait_for(app, lambda: scene.hint_action is not None, frames=3000)
    assert scene._hint_rects()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players", [3, 9])
def test_table_draws_in_both_languages_at_every_size(home, lang, players):
    a = App(Settings(lang=lang, anim_speed=0.0), persist_settings=False)
    try:
        a._worker = AIWorker(mode="thread")
        a.scenes.push(MenuScene(a))
        scene = start(a, kinds=("human",) + ("random",) * (players - 1), seed=players)
        for _ in range(30):
            pump(a)
        assert len(scene._seat_rects()) == players - 1
        assert all(r.right <= VIEWPORT.x and VIEWPORT.y <= r.y and r.bottom <= VIEWPORT.bottom
                   for _, r in scene._seat_rects())
        # the fitted board uses the viewport's width (and stays inside it)
        assert 0.9 * VIEWPORT.w <= D.W * scene.cs <= VIEWPORT.w and D.H * scene.cs <= VIEWPORT.h
        tip = scene.hover_target(scene.cell_rect(0, 1).center)
        assert tip is not None and "(0,1)" in tip.tooltip
        assert pygame.display.get_surface().get_size() == (1280, 720)
    finally:
        a.close()


def test_end_of_round_screen_then_round_two(app):
    spec = registry.get("lost_mines")
    st = spec.new_game(Setup(3, {}, 21))
    rng, actions = Rng(21), []
    while True:
        legal = st.legal_actions()
        a = rng.choice([x for x in legal if x != "back"] or legal)
        probe = st.clone()
        probe.apply(a)
        ends = any(e[0] == "round_end" for e in probe.events)
        if ends and st.current_player() == 0 and a in ("stop",) + tuple(x for x in legal if x[0] in ("step", "take")):
            break
        if ends:
            continue_ok = [x for x in legal if x != a]
            a = continue_ok[0] if continue_ok else a
            probe = st.clone()
            probe.apply(a)
            if any(e[0] == "round_end" for e in probe.events):
                break
        st.apply(a)
        actions.append(st.action_to_str(a))
    scene = start(app, seed=21, actions=actions)
    assert scene.my_turn
    if isinstance(a, tuple) and a[0] == "step":
        click(app, scene.cell_rect(a[1], a[2]).center)
    elif isinstance(a, tuple) and a[0] == "take":
        click(app, dict(scene._slot_rects())[a[1]].center)
    else:
        scene.play(a)
    wait_for(app, lambda: isinstance(app.scenes.top, ResultsScene))
    res = app.scenes.top
    assert not res.final and "Round 1" in res.title
    heads, rows = res.breakdown()
    assert len(rows) == 3 and len(heads) == len(rows[0]) == 4
    assert scene.frozen is not None
    click(app, next(w for w in res.widgets if w.text() == "Close").rect.center)
    assert scene.frozen is None and scene.view.round == 2
    heads, rows = scene.result_breakdown()
    assert heads[0] == "Round 1" and len(rows) == 3
    assert scene.score_history()[0] == ["1"]
