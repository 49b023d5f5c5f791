"""Pyramid Raiders at the shared table, driven with posted mouse events: the rules screen's
reconstructed marks, the tooltips, the new-game dialog's labels, and the table lifecycle
(the others' turns marked and followable, the replay, hints, the ending explained)."""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.engine import registry
from tabletop.games.pyramid_raiders import data as D
from tabletop.games.pyramid_raiders import text as T
from tabletop.scenes.menu import GameTile
from tabletop.scenes.newgame import NewGameScene
from tabletop.scenes.rules import RulesScene
from tabletop.ui.widgets import Stepper
from ui_driver import button, click, open_app, pump

from test_pyramid_raiders_scene import center, start

SPEC = registry.get("pyramid_raiders")


@pytest.fixture
def app(home):
    with open_app() as a:
        yield a


def hover(app, pos, frames: int = 40) -> str | None:
    """The tooltip shown after the pointer rests on ``pos`` (40 frames: past the delay)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app, frames)
    return app.tooltips.text


# -- the rules screen, tooltips and the new-game dialog ---------------------------------------------

def test_every_decided_rule_is_tied_to_a_rules_section():
    tied = {key for keys in T.SECTION_RULES.values() for key in keys}
    assert set(D.RECONSTRUCTED) <= tied
    assert tied <= set(D.RECONSTRUCTED)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_rules_screen_marks_the_turn_tile_start_and_equal_curses_as_reconstructed(home, lang):
    with open_app(lang) as app:
        scene = start(app, seed=3)
        click(app, next(b for b in scene.hud_buttons if b.hotkey == pygame.K_F1).rect.center)
        rules = app.scenes.top
        assert isinstance(rules, RulesScene)
        pump(app)
        rules.page()
        sections = SPEC.rules_summary(lang)
        titles = {k: sections[k - 1].title for k in (1, 5, 7)}
        assert set(titles.values()) <= set(rules.marked)
        goal = sections[0].body
        assert ("equal curses" in goal) if lang == "en" else ("呪いも同数" in goal)
        tile = sections[4].body
        assert ("starts clockwise" in tile) if lang == "en" else ("時計回りの面が上" in tile)


def test_the_puddle_tooltip_says_the_guardian_walks_through_it(app):
    scene = start(app, seed=3)
    puddle = next(c for c in range(D.NCELLS) if scene.view.terrain[c] == D.PUDDLE)
    text = hover(app, center(puddle))
    assert text is not None and "the guardian walks through" in text
    assert "(" not in text.split("\n")[0]  # the place, not "(q,r)"


def test_the_sight_marker_values_are_shown_whole_in_the_new_game_dialog(app):
    tile = next(w for w in app.scenes.top.widgets if isinstance(w, GameTile) and w.spec.id == "pyramid_raiders")
    click(app, tile.rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, NewGameScene)
    pump(app)
    marker = next(w for w in dialog.widgets if isinstance(w, Stepper) and w.values == [1, 2, 3])
    seen = []
    for _ in range(3):
        pump(app)  # drawn: the stepper knows whether its value fits
        seen.append(dialog.options["sight_marker"])
        assert not marker.cut, marker.labels(marker.value)
        click(app, marker._arrows()[1].center)
    assert sorted(seen) == [1, 2, 3]
    for lang in ("en", "ja"):
        assert "P1" not in T.EN["option.start_player.help"] + T.JA["option.start_player.help"]
        assert "P1" not in T.JA["option.start_player.seat0"]
    # the values this game decided (the rulebook is silent) wear the dialog's badge
    opts = {o.key: o for o in SPEC.options}
    assert opts["turn_tile_start"].reconstructed == ("cw",)
    assert set(opts["obstacle_layout"].reconstructed) == {"fixed", "random"}
    assert button(dialog, "Start")


# -- the others' turns, followable and marked ------------------------------------------------------

def _prefix(seed, players, pred, limit=3000):
    """Actions of a seeded random game until ``pred(state)`` holds."""
    from tabletop.engine.contract import Setup
    from tabletop.engine.rng import Rng

    st = SPEC.new_game(Setup(players, {}, seed))
    rng, acts = Rng(seed), []
    for _ in range(limit):
        if st.is_terminal():
            return None
        if pred(st):
            return acts
        a = rng.choice(st.legal_actions())
        st.apply(a)
        acts.append(st.action_to_str(a))
    return None


def test_an_opponent_s_walk_is_played_step_by_step_at_the_normal_pace(app):
    from tabletop.ui import theme
    from tabletop.ui.table import PACES

    def ai_walk_starts(st):
        return st.phase == "step" and st.active != 0 and st.w_rem == st.w_len >= 3

    acts = _prefix(8, 3, ai_walk_starts)
    assert acts is not None
    app.settings.ai_pace = "normal"
    scene = start(app, seed=8, actions=acts)
    s = scene.session
    walker = s.current_player()
    n = len(s.log)
    seen, frames, stamps = [], 0, {}
    while frames < 2000 and not (len(s.log) > n and s.log[-1].player != walker):
        pump(app)
        frames += 1
        stamps.setdefault(len(s.log), frames)
        x, y = scene.markers[walker].xy
        seen.append((round(x), round(y)))
    steps = [e for e in s.log[n:] if e.player == walker and e.action_text.startswith("step")]
    assert len(steps) >= 3
    cells = [s.state.str_to_action(e.action_text)[1] for e in steps]
    for c in cells:  # the raider is drawn on every cell of its walk
        cx, cy = center(c)
        assert any(abs(x - cx) <= 1 and abs(y - cy) <= 1 for x, y in seen), c
    # every step plays its animation before the next one comes
    times = [stamps[e.index + 1] for e in steps]
    for a, b in zip(times, times[1:]):
        assert (b - a) * 16 >= theme.AI_MOVE_MS * PACES["normal"][0]
    # the walk as a whole takes the time to follow it (its first step waits the pace's pause)
    assert (times[-1] - stamps[n]) * 16 >= PACES["normal"][1] + (len(steps) - 1) * theme.AI_MOVE_MS


def test_the_others_hidden_card_picks_follow_one_another_but_a_round_s_first_pick_waits(app):
    """A card back flying to a slot tells nothing to follow: between two seats' picks the pause
    is as short as between a walk's steps; the first pick of a round keeps the whole pause."""
    from tabletop.games.pyramid_raiders.scene import MID_WALK_PAUSE
    from tabletop.ui.table import PACES

    app.settings.ai_pace = "normal"
    full = PACES["normal"][1]

    def second_pick(st):  # an AI seat picks after another seat already has
        return st.phase == "commit" and st.current_player() != 0 and any(st.commits)

    def first_pick(st):  # a round's first pick, by an AI seat (after the round before)
        return st.phase == "commit" and st.current_player() != 0 and not any(st.commits) and st.round > 1

    acts = _prefix(5, 3, second_pick)
    assert acts is not None and acts[-1].startswith("card")
    scene = start(app, seed=5, actions=acts, kinds=("human", "heuristic", "heuristic"))
    assert scene.pace()[1] == pytest.approx(full * MID_WALK_PAUSE)
    acts = _prefix(5, 3, first_pick)
    assert acts is not None and not acts[-1].startswith("card")
    scene = start(app, seed=5, actions=acts, kinds=("human", "heuristic", "heuristic"))
    assert scene.pace()[1] == pytest.approx(full)


def test_opponents_moves_are_marked_until_the_player_acts_and_listed_beside_the_board(app):
    def my_commit_after_a_guardian_walk(st):
        return (st.phase == "commit" and st.round >= 2 and st.queue and st.queue[0] == 0
                and st.report and st.report["steps"] > 0)

    acts = _prefix(3, 4, my_commit_after_a_guardian_walk)
    assert acts is not None
    scene = start(app, seed=3, kinds=("human", "random", "random", "random"), actions=acts)
    pump(app, 2)
    m = scene.marks
    rep = scene.view.report
    assert m.guardian[1:] == [e["to"] for e in rep["events"] if e["kind"] == "move"]
    assert m.guardian[0] != scene.view.guardian and m.guardian[-1] == scene.view.guardian
    assert m.seats and scene.viewer not in m.seats
    rect = scene.recent_rect()
    assert rect is not None and rect.h >= 72
    for _seat, r in scene._seat_rects():
        assert not rect.colliderect(r)
    # the player commits a card: the marks go
    sprite = scene.hand_sprites[0]
    click(app, (round(sprite.pos[0]), round(sprite.pos[1])))
    click(app, scene.drag.targets["slot"].rect.center)
    assert scene.session.log[len(acts)].player == scene.viewer
    pump(app)
    assert not scene.marks.guardian and all(e.index > len(acts) for e in scene.mark_entries())


# -- hints, selection, safe defaults ------------------------------------------------------------------

def test_a_hint_says_the_move_and_why(app):
    from ui_driver import key, wait_for

    scene = start(app, seed=4)
    wait_for(app, lambda: scene.my_turn)
    key(app, pygame.K_h)
    wait_for(app, lambda: scene.hint_action is not None, frames=3000)
    first = scene.hint_note[0]
    assert first.startswith("Hint: ")
    assert "guardian" in first or "points" in first or "tokens" in first  # a reason, not just the move
    assert not re.search(r"-?\d+\s*,\s*-?\d+", first)  # no "(3,-4)"


def test_a_selected_card_says_what_it_will_do(app):
    from ui_driver import sprite_point, wait_for

    acts = _prefix(4, 3, lambda st: st.phase == "commit" and st.queue and st.queue[0] == 0 and st.round >= 2)
    scene = start(app, seed=4, actions=acts)
    wait_for(app, lambda: scene.my_turn and scene.view.phase == "commit")
    sprite = next(s for s in scene.hand_sprites if s.key[1] in (4, 5))
    n = len(scene.session.log)
    click(app, sprite_point(sprite))
    assert scene.drag.mode == "selected" and len(scene.session.log) == n  # selected, not played
    info = scene.selection_info(sprite)
    card = sprite.key[1]
    assert info.startswith(f"Card {card}: walk exactly") and f"{card - 3} step" in info
    shot = pygame.Surface((1280, 720))
    scene.draw(shot)  # the bubble is drawn above the card


@pytest.mark.parametrize("phase", ["flip", "mode", "decoy"])
def test_enter_chooses_nothing_for_the_player(app, phase):
    from ui_driver import key, wait_for

    acts = None
    for seed in range(1, 80):
        acts = _prefix(seed, 3, lambda st: st.phase == phase and st.current_player() == 0)
        if acts is not None:
            break
    assert acts is not None
    scene = start(app, seed=seed, actions=acts)
    wait_for(app, lambda: scene.my_turn)
    n = len(scene.session.log)
    key(app, pygame.K_RETURN)
    pump(app, 3)
    assert len(scene.session.log) == n
    assert scene.choice_buttons and all(b.style == "secondary" for b in scene.choice_buttons)


# -- the replay and the ending -------------------------------------------------------------------------

def test_the_replay_animates_each_step_from_its_views_and_changes_nothing(app):
    from tabletop.ui import tween
    from ui_driver import key, wait_for

    def others_walked_since_my_commit(st):  # the replay then steps through walks, not the guardian
        return (st.phase == "step" and st.current_player() == 0 and st.round >= 2
                and sum(1 for e in st.move_log if e[0] == "step" and e[1] != 0) >= 3)

    acts = _prefix(6, 3, others_walked_since_my_commit)
    scene = start(app, seed=6, actions=acts)
    wait_for(app, lambda: scene.my_turn)
    s = scene.session
    n, live = len(s.log), s.state.to_json()
    assert type(scene).animate_replay
    key(app, pygame.K_b)
    r = scene.replay
    assert r is not None and r.position == r.start
    tween.set_duration_scale(1.0)
    try:
        for _ in range(min(3, n - r.start)):  # a few steps forward, each animated
            key(app, pygame.K_RIGHT)
            pos = scene.replay.position
            wait_for(app, lambda: not scene.tweens.animating, frames=600)
            v = s.view_at(pos, scene.viewer)
            assert scene.shown.pos == list(v.pos) and scene.shown.guardian == v.guardian
            assert list(scene.shown.tokens) == list(v.tokens)
            # marks as of that moment: the others' moves since the player's last one before it
            assert all(e.index < pos for e in scene.mark_entries())
    finally:
        tween.set_duration_scale(0.0)
    assert len(s.log) == n and s.state.to_json() == live and scene.my_turn is False
    key(app, pygame.K_ESCAPE)
    assert scene.replay is None and scene.my_turn


def _finished(app, seed=21, players=4):
    from tabletop.engine.contract import Setup
    from tabletop.engine.rng import Rng

    state = SPEC.new_game(Setup(players, {}, seed))
    rng, actions = Rng(5), []
    while not state.is_terminal():
        a = rng.choice(state.legal_actions())
        actions.append(state.action_to_str(a))
        state.apply(a)
    return start(app, seed=seed, kinds=("human",) + ("random",) * (players - 1), actions=actions)


def test_the_ending_explains_each_score_and_the_results_count_every_category(app):
    from ui_driver import results

    scene = _finished(app)
    st = scene.session.state
    pump(app, 2)
    assert scene.end_buttons and app.scenes.top is scene
    lines = scene.ending_lines()
    seats = [line for line in lines if line[:2] in ("1.", "2.", "3.", "4.")]
    assert len(seats) == 4
    for line in seats:
        assert " = sets " in line and "variety" in line and "scrolls" in line
    # every line is drawn inside the end panel, clear of the side columns
    r = scene.end_rect()
    assert r.left >= 316 and r.right <= 958 and r.h >= 124 + 26 * len(lines) - 1
    heads, rows = scene.result_breakdown()
    assert heads == ["Sets", "Variety", "Scrolls", "Curses"]
    for p, row in enumerate(rows):
        parts = st.score_breakdown()[p]
        assert row[0].endswith(str(parts["sets"])) and row[1].endswith(f": {parts['variety']}")
        assert row[2].endswith(str(parts["scrolls"])) and row[3].endswith(f"{parts['curses']}")
    results(app, scene)


def test_a_tie_on_points_is_explained_by_the_curses(app):
    scene = _finished(app)
    st = scene.session.state
    for p in range(2, 4):
        st.holdings[p], st.curses[p] = [0] * 7, 3
    st.holdings[0], st.curses[0] = [2, 0, 0, 0, 0, 0, 0], 0  # 2 + no curse 3 = 5
    st.holdings[1], st.curses[1] = [4, 0, 0, 0, 0, 0, 0], 1  # 7 - 2 = 5
    lines = scene.ending_lines()
    assert lines[0] == "P1, P2 have 5 points each: P1 wins with fewer curses (0 against 1)."
    assert lines[1].startswith("1. ") and "P1: 5 points = sets 2 + variety 0 + scrolls 0 + no curse +3" in lines[1]
    st.curses[0], st.holdings[0] = 1, [4, 0, 0, 0, 0, 0, 0]
    assert scene.ending_lines()[0] == "P1, P2 have 5 points and 1 curse each: they share the win."


def test_after_an_undo_or_a_replay_jump_the_board_shows_that_moment(app):
    from ui_driver import key, wait_for

    from tabletop.games.pyramid_raiders.rules import reachable

    def one_step_cell(st):
        if st.phase != "step" or st.current_player() != 0 or st.w_rem < 2:
            return False
        ends = reachable(st, 0)
        return any(a[1] not in ends for a in st.legal_actions())

    acts = _prefix(9, 3, one_step_cell)
    scene = start(app, seed=9, actions=acts)
    wait_for(app, lambda: scene.awaiting_input and scene.ends)
    v = scene.view
    step = next(a for a in v.legal_actions() if a[1] not in scene.ends)
    click(app, center(step[1]))  # one step (a small ring), not a whole walk
    wait_for(app, lambda: len(scene.session.log) > len(acts) and not scene.tweens.animating)
    assert len(scene.session.log) == len(acts) + 1
    assert scene.shown.pos[scene.viewer] == step[1] != v.pos[scene.viewer]
    click(app, next(b for b in scene.hud_buttons if b.text() == "Undo").rect.center)
    assert len(scene.session.log) < len(acts) + 1  # back to before the player's own moves
    assert scene.shown.pos == list(scene.view.pos)  # the undone step is not drawn
    assert scene.shown.pos[scene.viewer] != step[1]
    # a replay jump (a click on the first log entry) draws the table of that moment
    key(app, pygame.K_l)
    click(app, scene.log_panel.entry_rect(0).center)
    assert scene.replay is not None and scene.replay.position == 1
    then = scene.session.view_at(1, scene.viewer)
    assert scene.shown.pos == list(then.pos) and scene.shown.guardian == then.guardian
    assert scene.shown.tokens == list(then.tokens)


@pytest.mark.parametrize("players", [3, 6])
def test_toasts_stay_clear_of_the_opponents_panels(app, players):
    scene = start(app, seed=2, kinds=("human",) + ("random",) * (players - 1))
    for i in range(4):
        app.toast(f"message {i} " * 6)
    rects = app.toasts.rects(app.toast_anchor())
    assert len(rects) == 4
    panels = [r for seat, r in scene._seat_rects() if seat != scene.viewer]
    assert not any(t.colliderect(p) for t in rects for p in panels)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_since_your_last_move_list_shows_an_entry_whenever_it_is_drawn(home, lang):
    """The table lists only whole entries (up to two lines each): a room too small for one
    showed an empty panel at six seats."""
    from tabletop.ui import theme
    from tabletop.ui.text import font, wrap

    def my_entry_after_three(st):
        others = min(3, st.num_players - 1)
        return st.phase == "entry" and st.current_player() == 0 and sum(c >= 0 for c in st.pos) >= others

    with open_app(lang) as app:
        for players in (6, 3):
            seed = next(k for k in range(1, 60) if _prefix(k, players, my_entry_after_three) is not None)
            acts = _prefix(seed, players, my_entry_after_three)
            scene = start(app, seed=seed, kinds=("human",) + ("random",) * (players - 1), actions=acts)
            pump(app, 2)
            assert scene.my_turn and scene.view.phase == "entry"
            rect = scene.recent_rect()
            if rect is None:
                continue
            recent = [e for e in scene.recent_entries() if e.player != scene.viewer]
            if not recent:
                continue
            f = font(theme.XS)
            line = f"x {scene.name(recent[-1].player)}: {recent[-1].describe(lang)}"
            lines = min(2, len(wrap(line, rect.w - 24, f)))
            head = font(theme.XS, True).get_linesize()
            assert rect.h - 14 - head >= lines * f.get_linesize()
