"""Lost Mines at the shared table (issue 34), driven with posted events: seat and clan never
confused, the others' last turns marked until the player acts, AI walks followable step by
step at the opponents' pace, a safe Enter, the replay, hints and selected cards that explain
themselves, the ending told on the table and the round's board kept with its last step."""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.engine import registry
from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng
from tabletop.games.lost_mines import art, explain
from tabletop.games.lost_mines import data as D
from tabletop.games.lost_mines.ai import HOOKS
from tabletop.games.lost_mines.places import place
from tabletop.games.lost_mines.rules import card_name
from tabletop.games.lost_mines.scene import SIDE
from tabletop.ui.table import PACES, ResultsScene, seat_color
from tabletop.ui.text import render_block
from test_lost_mines_scene import prefix, sprite_of, start, stop_button
from ui_driver import check_hint, click, drag, key, open_app, pump, results, sprite_point, target_point, wait_for

FRAME_MS = 16  # what ui_driver.pump tells the app a frame took


@pytest.fixture
def app(home):
    with open_app() as a:
        yield a


def move(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app, 40)


def finished_game(players: int, seed: int) -> list[str]:
    """The record of a whole game played by the rule-based player."""
    return prefix(players, {}, seed, lambda st: st.is_terminal(), smart=True)


# -- seat colour and clan (B. defect) --------------------------------------------------------------

def test_your_dwarf_s_colour_and_your_clan_cannot_be_confused(app):
    """Seat 0's dwarf is sky blue, and seat 0 is in the yellow clan beside a blue-clan player: the
    clan is a striped banner with its name (not a colour chip with "B"), and the dwarf and the
    banners say on hover which is which."""
    spec = registry.get("lost_mines")
    seed = next(s for s in range(1, 200)
                if (st := spec.new_game(Setup(3, {"firstPlayer": "CHOSEN", "firstSeat": 1}, s))).clans[0] == D.YELLOW
                and D.BLUE in st.clans[1:])
    scene = start(app, seed=seed, options={"firstPlayer": "CHOSEN", "firstSeat": 1})
    assert scene.viewer == 0 and scene.my_turn
    blue = next(s for s in (1, 2) if scene.view.clans[s] == D.BLUE)
    # your own dwarf on the board: your name, "your dwarf", and your clan in words
    pw = scene.pawns[0]
    move(app, scene._pawn_rect(pw).center)
    assert app.tooltips.text == "● Your dwarf (P1) · Yellow clan"
    # your clan's banner: what it is, and that the dwarf's colour is the seat's
    move(app, scene._side_clan_rect().center)
    assert app.tooltips.text.startswith("Your clan: Yellow clan.") and "seat's colour" in app.tooltips.text
    # the other player's banner names their clan
    panel = dict(scene._seat_rects())[blue]
    move(app, scene._panel_clan_rect(panel).center)
    assert app.tooltips.text.startswith(f"P{blue + 1}: Blue clan")
    # drawn as a banner: the clan's colour striped with a darker shade, never the seat's colour
    screen = pygame.display.get_surface()
    r = scene._panel_clan_rect(panel)
    colours = {tuple(screen.get_at((x, y)))[:3] for x in range(r.x + 3, r.right - 3) for y in range(r.y + 6, r.y + 14)}
    clan = art.CLAN_COLORS[D.BLUE]
    stripe = tuple(round(c * 0.55) for c in clan)
    near = lambda c, want: max(abs(a - b) for a, b in zip(c, want)) <= 12  # noqa: E731
    assert any(near(c, clan) for c in colours) and any(near(c, stripe) for c in colours)
    assert not any(near(c, seat_color(blue)) for c in colours)
    # the side panel shows your dwarf, in your seat's colour, beside your name
    dwarf = [tuple(screen.get_at((x, y)))[:3] for x in range(SIDE.right - 36, SIDE.right - 20) for y in range(SIDE.y + 10, SIDE.y + 32)]
    assert any(near(c, seat_color(0)) for c in dwarf)
    # and a dwarf carries its clan's banner: your sky-blue dwarf the yellow one, theirs the blue one
    for seat, clan in ((0, D.YELLOW), (blue, D.BLUE)):
        piece = pygame.Surface((80, 80))
        scene._pawn_piece(piece, seat, (40, 75), 40)
        got = {tuple(piece.get_at((x, y)))[:3] for x in range(80) for y in range(80)}
        col = art.CLAN_COLORS[clan]
        assert any(near(c, col) for c in got)


# -- the others' last turns -------------------------------------------------------------------------

def test_the_others_last_turns_stay_marked_until_you_act(app):
    # seats 1 and 2 (AI in the table) have played their turns; seat 0 is on
    acts = prefix(3, {"firstPlayer": "CHOSEN", "firstSeat": 2}, 13,
                  lambda st: st.current_player() == 0 and st.phase == "act" and st.turn >= 2, smart=True)
    scene = start(app, seed=13, actions=acts, options={"firstPlayer": "CHOSEN", "firstSeat": 2})
    assert scene.my_turn
    marks = scene.turn_marks()
    assert set(marks) <= {1, 2} and marks
    plays = [(s, a) for s, m in marks.items() for a in m.plays]
    walks = [(s, w) for s, m in marks.items() for w in m.walks]
    assert plays or walks
    pump(app)
    screen = pygame.display.get_surface()
    for seat, a in plays:
        r = scene.mark_rect(a)
        # the seat's badge at the corner of what it played, in the seat's colour
        near = {tuple(screen.get_at((r.x + 2 + dx, r.y + 2 + dy)))[:3] for dx in range(-6, 7) for dy in range(-6, 7)}
        assert seat_color(seat) in near
    for seat, w in walks:  # the walk is drawn from where the dwarf started
        assert w[0] == scene.session.view_at(next(e.index for e in scene.session.log if e.player == seat
                                                  and e.action_text.startswith("step")), 0).pawns[seat]
    # they are listed under the panels too (3 players: there is room)
    assert scene.recent_rect() is not None
    # selecting a card (the rules record it as a pick) decides nothing: they stay marked
    code = next(a[1] for a in scene.view.legal if a[0] == "card")
    click(app, sprite_point(sprite_of(scene, code)))
    assert scene.session.record.actions[-1] == f"card {code}" and scene.turn_marks() == marks
    key(app, pygame.K_ESCAPE)
    assert scene.view.phase == "act" and scene.turn_marks() == marks
    # you act: the marks go
    code = scene.view.hand[0]
    drag(app, sprite_point(sprite_of(scene, code)), target_point(scene, "tray"))
    click(app, next(b for b in scene.choice_buttons if b.hotkey == pygame.K_DELETE).rect.center)
    assert scene.session.log[-1].player == 0 and scene.turn_marks() == {}


def test_the_recent_list_has_room_at_small_tables_only(home):
    with open_app() as a:
        assert start(a, kinds=("human",) + ("random",) * 2).recent_rect() is not None
    with open_app() as a:
        assert start(a, kinds=("human",) + ("random",) * 8).recent_rect() is None


# -- followable AI turns ------------------------------------------------------------------------------

def test_an_ai_walk_is_shown_step_by_step_at_the_normal_pace(home):
    """Each step of an AI's walk is its own action: the dwarf glides there (seen between cells)
    and the table pauses the normal pace's 850 ms before the next one."""
    def walks_two(st):  # seat 0 (the rule-based player) is about to take two steps
        if st.phase != "move" or st.active != 0:
            return False
        probe = st.clone()
        for _ in range(2):
            a = HOOKS.heuristic_action(probe.view(0), Rng(0))
            if a == "stop":
                return False
            probe.apply(a)
        return True

    acts = prefix(3, {}, 8, walks_two, smart=True)
    with open_app(anim_speed=1.0, ai_pace="normal") as app:
        scene = start(app, seed=8, kinds=("heuristic", "human", "heuristic"), actions=acts)
        session = scene.session
        seen_between, gaps, last = {}, [], None
        n = len(session)
        for frame in range(1500):
            if len(gaps) >= 1 or session.is_terminal():
                break
            pump(app)
            for p in (0, 2):
                x, y = scene.pawns[p].pos
                if x != int(x) or y != int(y):
                    seen_between[p] = True
            if len(session) > n:
                n = len(session)
                text = session.log[-1].action_text
                if text.startswith("step") and last is not None and last[1].startswith("step"):
                    gaps.append(frame - last[0])
                last = (frame, text)
        assert gaps, "no AI walked two steps in a row"
        assert min(gaps) * FRAME_MS >= PACES["normal"][1]
        assert seen_between


# -- safe defaults -----------------------------------------------------------------------------------

def test_enter_does_not_end_a_move_before_the_dwarf_has_stepped(app):
    def at_move(st):
        return st.phase == "move" and st.active == 0 and len(st.visited) == 1
    acts = prefix(3, {}, 41, at_move, smart=True)
    scene = start(app, seed=41, actions=acts)
    assert scene.my_turn and scene.view.phase == "move"
    n = len(scene.session)
    key(app, pygame.K_RETURN)
    assert len(scene.session) == n and scene.view.phase == "move"   # nothing given away
    assert stop_button(scene).text() == "Stay here" and stop_button(scene).hotkey is None
    step = next(a for a in scene.view.legal if a != "stop")
    click(app, scene.cell_rect(step[1], step[2]).center)
    if scene.my_turn and scene.view.phase == "move":   # moved: now Enter ends the move
        assert stop_button(scene).text() == "Stop (Enter)"
        key(app, pygame.K_RETURN)
        assert scene.session.record.actions[-1] == "stop"


# -- the replay ---------------------------------------------------------------------------------------

def test_a_replay_across_the_round_end_animates_without_opening_the_round_screen(app):
    acts = prefix(3, {}, 21, lambda st: st.round == 2 and st.current_player() == 0 and st.phase == "act", smart=True)
    scene = start(app, seed=21, actions=acts)
    session = scene.session
    n, live = len(session), scene.view.to_json()
    end = next(i for i in range(n) if session.view_at(i + 1, 0).round == 2)   # the action that ended round 1
    key(app, pygame.K_l)
    scene.replay_to_entry(end - 3)
    for _ in range(6):
        key(app, pygame.K_RIGHT)
        assert not isinstance(app.scenes.top, ResultsScene) and scene.frozen is None
        assert scene.view.to_json() == session.view_at(scene.replay.position, 0).to_json()
    assert scene.replay.position == end + 4 and len(session) == n
    pump(app, 30)
    for p, pw in scene.pawns.items():   # the dwarves stand where that moment had them
        assert D.cell(round(pw.pos[0]), round(pw.pos[1])) == scene.view.pawns[p]
    key(app, pygame.K_ESCAPE)
    assert scene.replay is None and scene.view.to_json() == live


# -- hints and the selected card ------------------------------------------------------------------------

def test_a_hint_names_the_card_its_place_and_the_reason(app):
    scene = start(app, seed=4)
    check_hint(app, scene)
    a = scene.hint_action
    line = scene.hint_note[0]
    assert "picks a card" not in line and not re.search(r"\(\d+,\s*\d+\)", line) and line.endswith(".")
    if isinstance(a, tuple) and a[0] == "card":
        target = explain.resolve(scene.view, a)
        assert card_name(a[1], "en").split(" (")[0].lower() in line.lower() or a[1] in D.INFO_OPTIONS
        assert len(scene._hint_rects()) == 2   # the card, and where it goes
        if target[0] == "path":
            assert place(target[2], target[3], "en") in line
    assert all("picks a card" not in x for x in scene.hint_note)


def test_a_selected_card_says_what_it_does(app):
    scene = start(app, seed=5)
    wait_for(app, lambda: scene.my_turn and scene.view.phase == "act")
    code = next(a[1] for a in scene.view.legal if a[0] == "card" and D.path_parts(a[1]))
    s = sprite_of(scene, code)
    click(app, sprite_point(s))
    assert scene.drag.mode == "selected"
    info = scene.selection_info(scene.drag.active)
    n = len({(a[2], a[3]) for a in scene.view.targets_for(code)})
    assert info.lower().startswith(card_name(code, "en").lower()) and f"({n} place" in info


# -- the ending -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 9])
def test_the_ending_is_told_on_the_table_then_the_results_break_it_down(home, players):
    with open_app() as app:
        acts = finished_game(players, 6)
        scene = start(app, seed=6, kinds=("human",) + ("random",) * (players - 1), actions=acts)
        assert scene.session.is_terminal() and scene.end_buttons
        lines = scene.ending_lines()
        assert lines[0] == "How round 2 was shared:" and lines[-1].startswith("Totals: P")
        assert any("clan" in x for x in lines[1:-1])
        # every line fits the end panel above its buttons
        r = scene.end_rect()
        head = 16 + 32
        used = sum(render_block(x, r.w - 40, 14, (0, 0, 0)).get_height() + 2 for x in lines)
        assert head + used <= r.h - 64
        # nothing of the table under the panel shows a tooltip through it
        assert scene.table_tip(r.center) is None and scene.table_tip((r.right - 30, r.y + 20)) is None
        results(app, scene)
        heads, rows = scene.result_breakdown()
        assert heads == ["Round 1", "Round 2"] and len(rows) == players
        v = scene.session.view_at(len(scene.session), 0)
        for seat, row in enumerate(rows):
            for h, cell in zip(v.history, row):
                r_ = h["rows"][seat]
                gain = f"{r_['clan']} {r_['role']} {r_['total'] - r_['before']:+d}"
                found = "+".join(str(v) for _t, v in r_["treasures"])
                assert cell == (f"{gain} (found {found})" if found else gain)


def test_the_round_s_board_keeps_its_last_step_while_its_results_show(app):
    """The step that ends round 1 is on the board under the round screen (it used to show the
    board from before that step)."""
    spec = registry.get("lost_mines")
    for seed in range(1, 60):
        st = spec.new_game(Setup(3, {"firstPlayer": "CHOSEN", "firstSeat": 1}, seed))
        rng, acts = Rng(seed), []
        found = None
        while st.round == 1 and len(acts) < 3000:
            legal = st.legal_actions()
            if st.current_player() == 0 and st.phase == "move":
                for a in legal:
                    if a != "stop":
                        probe = st.clone()
                        probe.apply(a)
                        if probe.round == 2:
                            found = a
                            break
            if found:
                break
            a = rng.choice([x for x in legal if x != "back"] or legal)
            st.apply(a)
            acts.append(st.action_to_str(a))
        if found:
            break
    assert found, "no round ends on seat 0's step"
    scene = start(app, seed=seed, actions=acts, options={"firstPlayer": "CHOSEN", "firstSeat": 1})
    assert scene.my_turn
    click(app, scene.cell_rect(found[1], found[2]).center)
    wait_for(app, lambda: isinstance(app.scenes.top, ResultsScene))
    assert scene.frozen is not None and scene.disp.pawns[0] == D.cell(found[1], found[2])
    assert scene.frozen.round == 1 and scene.view.round == 2
    # the round screen tells how the treasure was shared, under the rows, above its button
    res = app.scenes.top
    assert res.lines and any("clan" in x for x in res.lines)
    rows_end = res.rect.y + res.ROWS_TOP + res.pitch * 3
    assert rows_end + sum(i.get_height() + 4 for i in res.images) <= res.widgets[0].rect.y
    assert res.widgets[0].text() == "On to round 2"


@pytest.mark.parametrize("players", [3, 9])
def test_the_round_screen_fits_its_sentences_at_every_table(home, players):
    from tabletop.games.lost_mines.scene.rounds import RoundScreen

    with open_app() as app:
        acts = prefix(players, {}, 3, lambda st: st.round == 2, smart=True)
        scene = start(app, seed=3, kinds=("human",) + ("random",) * (players - 1), actions=acts)
        h = scene.session.view_at(len(scene.session), 0).history[0]
        lines = [scene.names(x) for x in explain.round_lines(h, "en")]
        res = RoundScreen(app, scene, lines, 2, title="t")
        rows_end = res.rect.y + res.ROWS_TOP + res.pitch * players
        assert res.rect.top >= 0 and res.rect.bottom <= 720
        assert rows_end + sum(i.get_height() + 4 for i in res.images) <= res.widgets[0].rect.y


def test_toasts_stay_clear_of_the_players_panels(home):
    with open_app() as app:
        scene = start(app, kinds=("human",) + ("random",) * 8)
        for i in range(4):
            app.toast(f"message {i} " * 8)
        for r in app.toasts.rects(app.toast_anchor()):
            assert not any(r.colliderect(p) for _s, p in scene._seat_rects()) and not r.colliderect(SIDE)



def test_what_the_others_did_lists_this_round_only(app):
    """At round 2's first turn, "since your last move" lists no move of round 1 (its board is
    gone; its results screen told it), though seat 0 last decided something in round 1."""
    spec = registry.get("lost_mines")
    for seed in range(1, 60):
        acts = prefix(3, {}, seed, lambda st: st.round == 2 and st.current_player() == 0, smart=True)
        st = spec.new_game(Setup(3, {}, seed))
        last_mine, rounds = 0, []
        for i, text in enumerate(acts):
            rounds.append(st.round)
            if st.current_player() == 0 and text.split(" ")[0] not in ("card", "back", "discard"):
                last_mine = i
            st.apply(st.str_to_action(text))
        if st.round == 2 and any(r == 1 for r in rounds[last_mine + 1:]):
            break
    else:
        raise AssertionError("no seed where the others end round 1")
    scene = start(app, seed=seed, actions=acts)
    assert scene.my_turn and scene.view.round == 2
    recent = scene.recent_entries()
    assert all(rounds[e.index] == 2 for e in recent)
    old = [e for e in scene.session.log[last_mine + 1:] if rounds[e.index] == 1]
    assert old and not any(e in recent for e in old)
