"""Lost Mines played through its table with posted mouse events (dummy video driver)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine import registry
from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng
from tabletop.ui.table import ResultsScene
from ui_driver import (
    check_hint, click, drag, key, open_app, pump, results, sprite_point, start_game, target_point, wait_for,
)

from tabletop.games.lost_mines import data as D
from tabletop.games.lost_mines.ai import HOOKS, discard_choices
from tabletop.games.lost_mines.places import laid_name
from tabletop.games.lost_mines.rules import card_name, card_rotations, code_key
from tabletop.games.lost_mines.scene import VIEWPORT, GameScene


THREE = ("human", "random", "random")


@pytest.fixture
def app(home):
    with open_app() as a:
        yield a


def start(app, seed=11, kinds=THREE, actions=None, options=None) -> GameScene:
    scene = start_game(app, "lost_mines", kinds, options, seed, actions)
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


def stop_button(scene):
    """The move's end: "Stop (Enter)" once the dwarf has moved, "Stay here" (no hotkey) before."""
    return next(b for b in scene.choice_buttons if b.text() in ("Stop (Enter)", "Stay here"))


def human_move(app, scene, rng) -> None:
    """One decision of the seat on screen, made with the mouse only (cards dragged at random)."""
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
                drag(app, sprite_point(sprite_of(scene, code)), target_point(scene, target_key(scene, a)))
                return
        code = v.hand[0]
        drag(app, sprite_point(sprite_of(scene, code)), target_point(scene, "tray"))
        click(app, choice(scene, pygame.K_DELETE).rect.center)
    else:
        ui_do(app, scene, HOOKS.heuristic_action(v, rng))


def ui_do(app, scene, a) -> None:
    """Make decision ``a`` (legal now) with the mouse only, as a player would."""
    v = scene.view
    if v.phase == "act" and a == "discard":  # the rules' choice of cards: through the tray
        sets = discard_choices(v.hand, set(), v.pile_count)
        for code in sets[0]:
            s = next(s for s in scene.hand_sprites if s.key[0] == code and s.visible)
            drag(app, sprite_point(s), target_point(scene, "tray"))
        click(app, choice(scene, pygame.K_DELETE).rect.center)
    elif v.phase == "act" and a == "propose":
        click(app, next(b for b in scene.choice_buttons if b.text() == "Propose round end").rect.center)
    elif a == "back":
        key(app, pygame.K_ESCAPE)
    elif isinstance(a, tuple) and a[0] == "card":
        click(app, sprite_point(sprite_of(scene, a[1])))
    elif v.phase == "target":
        if a[0] == "path" and 180 in card_rotations(a[1]) and scene.rot != a[4]:
            key(app, pygame.K_r)
        click(app, target_point(scene, target_key(scene, a)))
    elif v.phase == "discard":
        if a == "done":
            click(app, choice(scene, pygame.K_RETURN).rect.center)
        else:
            click(app, sprite_point(sprite_of(scene, a[1])))
    elif a == "stop":
        click(app, stop_button(scene).rect.center)
    elif a[0] == "step":
        click(app, scene.cell_rect(a[1], a[2]).center)
    elif a[0] == "take":
        click(app, dict(scene._slot_rects())[a[1]].center)
    elif a[0] == "orient":
        i = [x for x in v.legal if x[0] == "orient"].index(a)
        click(app, choice(scene, pygame.K_1 + i).rect.center)
    elif a in ("yes", "no"):
        click(app, choice(scene, pygame.K_y if a == "yes" else pygame.K_n).rect.center)
    else:  # pragma: no cover
        raise AssertionError(f"no way to play {a!r}")


def close_round_screen(app) -> None:
    res = app.scenes.top
    assert isinstance(res, ResultsScene) and not res.final
    click(app, next(w for w in res.widgets if w.text() == "On to round 2").rect.center)


def test_a_whole_game_to_the_final_results_with_the_mouse(app):
    """Seat 0 plays the rules' suggestions through the table (cards clicked onto their
    targets, discards through the tray, walks to farther cells, treasure slots, buttons)
    against two random seats, through the round screen to the final results."""
    scene = start(app, seed=31)
    session = scene.session
    rng = Rng(5)
    decisions = screens = walks = 0
    for _ in range(2000):
        if session.is_terminal():
            break
        top = app.scenes.top
        if isinstance(top, ResultsScene):
            # the ended round's hand stays on screen until the screen closes
            assert scene.frozen is not None and [s.key[0] for s in scene.hand_sprites] == list(scene.frozen.hand)
            close_round_screen(app)
            assert [s.key[0] for s in scene.hand_sprites] == list(scene.view.hand)
            screens += 1
            continue
        if scene.my_turn and not session.is_terminal():
            v = scene.view
            before = len(session.record.actions)
            far = [c for c, w in scene.walks().items() if len(w) > 1] if v.phase == "move" else []
            if far and rng.random() < 0.5:
                c = max(far, key=lambda c: (len(scene.walks()[c]), c))
                path = scene.walks()[c]
                click(app, scene.cell_rect(*c).center)  # a farther cell: its single steps in turn
                got = session.record.actions[before:before + len(path)]
                assert got[:2] == [f"step {x} {y}" for x, y in path[:2]]
                walks += 1
            else:
                ui_do(app, scene, HOOKS.heuristic_action(v, rng))
            assert len(session.record.actions) > before, f"no move made in phase {v.phase}"
            decisions += 1
        else:
            wait_for(app, lambda: scene.my_turn or isinstance(app.scenes.top, ResultsScene) or session.is_terminal(),
                     frames=3000)
    assert session.is_terminal()
    results(app, scene)  # the ending is explained on the table first; its Results button opens the dialog
    res = app.scenes.top
    assert isinstance(res, ResultsScene) and res.final
    assert screens == 1 and decisions >= 40 and walks >= 1
    heads, rows = scene.result_breakdown()
    assert heads[:2] == ["Round 1", "Round 2"] and len(rows) == 3
    assert scene.score_history()[0] == ["1", "2"]
    acts = session.record.actions
    assert any(t.startswith("path ") for t in acts) and "discard" in acts
    assert len(scene.log_panel.entries) >= len(acts)


def test_illegal_drop_snaps_back_with_the_rules_reason(app):
    scene = start(app, seed=seed_with(lambda v: any(D.path_parts(c) for c in v.hand)))
    wait_for(app, lambda: scene.my_turn and scene.view.phase == "act")
    code = next(c for c in scene.view.hand if D.path_parts(c))
    s = sprite_of(scene, code)
    home = s.base_pos
    n = len(scene.session.record.actions)
    start_cell = target_point(scene, ("cell", 0, 1))   # the blue start: occupied
    drag(app, sprite_point(s), start_cell)
    assert len(scene.session.record.actions) == n
    assert scene.drag.reason_text == "A start card is already there."
    pump(app, 5)
    assert s.pos == home and scene.view.phase == "act"
    # far from the network: the card must connect
    drag(app, sprite_point(s), target_point(scene, ("cell", 6, 3)))
    assert scene.drag.reason_text == "It must join a tunnel that leads back to a start or a face-up mine."
    assert len(scene.session.record.actions) == n


def test_click_pick_then_target_and_back(app):
    scene = start(app, seed=5)
    wait_for(app, lambda: scene.my_turn and scene.view.phase == "act")
    v = scene.view
    code = next(a[1] for a in v.legal if a[0] == "card")
    click(app, sprite_point(sprite_of(scene, code)))
    assert scene.session.record.actions[-1] == f"card {code}"
    assert scene.view.phase == "target" and scene.view.chosen == code
    if len(scene.drag.legal) == 1:  # a single target plays on one click
        return
    key(app, pygame.K_ESCAPE)
    assert scene.session.record.actions[-1] == "back" and scene.view.phase == "act"
    click(app, sprite_point(sprite_of(scene, code)))
    pump(app, 2)
    assert scene.drag.mode == "selected" and scene.drag.legal
    a = next(a for a in scene.view.legal if a != "back" and visible_target(scene, a))
    click(app, target_point(scene, target_key(scene, a)))
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
    tray = target_point(scene, "tray")
    drag(app, sprite_point(sprite_of(scene, hand[0])), tray)
    drag(app, sprite_point(sprite_of(scene, hand[-1])), tray)
    assert len(scene.staged) == 2 and scene.view.phase == "act"
    n = len(scene.session.record.actions)
    click(app, choice(scene, pygame.K_DELETE).rect.center)
    acts = scene.session.record.actions[n:n + 3]
    want = sorted({hand[0], hand[-1]} if hand[0] != hand[-1] else [hand[0]], key=code_key)
    assert acts[0] == "discard" and acts[1] == f"discard {want[0]}"
    assert acts[2] == (f"discard {want[-1]}" if hand[0] != hand[-1] else f"discard {hand[0]}")
    assert scene.view.phase != "discard" and not scene.staged


def test_moving_the_dwarf_by_clicks_and_stop(app):
    scene = start(app, seed=12)
    wait_for(app, lambda: scene.my_turn and scene.view.phase == "act")
    code = scene.view.hand[0]
    drag(app, sprite_point(sprite_of(scene, code)), target_point(scene, "tray"))
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
        click(app, stop_button(scene).rect.center)
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
    check_hint(app, start(app, seed=4))


def test_the_hint_at_a_round_s_first_turn_builds_rather_than_discards(app):
    """Deal 18: a loyal dwarf with five path cards opens the round. Normal's search would hint
    "discard" (it does on 4 of 40 such first turns); the hint comes from hard, which builds."""
    from tabletop.engine.agents import make_agent
    from tabletop.games.lost_mines.ai import HOOKS

    scene = start(app, seed=18, kinds=("random", "human", "random"))
    assert scene.my_turn and scene.viewer == 1
    view = scene.session.view(1)
    normal = make_agent("normal", seed=1, deterministic=True, levels=HOOKS.levels).choose(view, HOOKS)
    assert normal == "discard"  # what the hint used to say
    check_hint(app, scene)
    assert scene.hint_action != "discard" and scene.hint_action[0] == "card"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players", [3, 9])
def test_table_draws_in_both_languages_at_every_size(home, lang, players):
    with open_app(lang) as a:
        scene = start(a, kinds=("human",) + ("random",) * (players - 1), seed=players)
        for _ in range(30):
            pump(a)
        assert len(scene._seat_rects()) == players - 1
        assert all(r.right <= VIEWPORT.x and VIEWPORT.y <= r.y and r.bottom <= VIEWPORT.bottom
                   for _, r in scene._seat_rects())
        # the fitted board uses the viewport's width (and stays inside it)
        assert 0.9 * VIEWPORT.w <= D.W * scene.cs <= VIEWPORT.w and D.H * scene.cs <= VIEWPORT.h
        tip = scene.hover_target(scene.cell_rect(5, 3).center)   # a cell is named as the frame names it
        assert tip is not None and tip.tooltip.splitlines()[0] == "F4"
        tip = scene.hover_target(scene.cell_rect(1, 1).move(3, 3).topleft)   # next to a start: which, where
        assert tip.tooltip.splitlines()[0] == ("B2, right of the blue start" if lang == "en" else "B2（青のスタートの右）")
        top = [sp for sp in scene.hand_sprites if sp.visible][-1]   # a hand card: its full name, what it does
        tip = scene.hover_target(top.rect.center)
        code = top.key[0]
        named = laid_name(code, scene.rot_for(code), lang) if D.path_parts(code) else card_name(code, lang)
        assert tip is not None and tip.tooltip.splitlines()[0] == named
        assert len(tip.tooltip.splitlines()) == 2
        assert pygame.display.get_surface().get_size() == (1280, 720)


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
    click(app, next(w for w in res.widgets if w.text() == "On to round 2").rect.center)
    assert scene.frozen is None and scene.view.round == 2
    heads, rows = scene.result_breakdown()
    assert heads[0] == "Round 1" and len(rows) == 3
    assert scene.score_history()[0] == ["1"]


def prefix(players, opts, seed, until, smart=False):
    """Recorded actions from a new game (simple choices, or the rules' suggestions if
    ``smart``) until ``until(state)`` holds."""
    spec = registry.get("lost_mines")
    st = spec.new_game(Setup(players, opts, seed))
    acts = []
    rng = Rng(seed)
    for _ in range(3000):
        if until(st):
            return acts
        legal = st.legal_actions()
        if smart:
            a = HOOKS.heuristic_action(st.view(st.current_player()), rng)
        elif st.phase == "act":
            a = "discard"
        elif st.phase == "discard":
            a = legal[0] if legal[0] != "back" else legal[1]
        elif st.phase == "vote":
            a = "no"
        else:
            a = rng.choice([x for x in legal if x != "back"] or legal)
        st.apply(a)
        acts.append(st.action_to_str(a))
    raise AssertionError("position not reached")


def test_vote_buttons_and_proposing_the_early_end(app):
    opts = {"earlyEndByAgreement": True}
    # seat 1 (an AI in the record) proposed: seat 2 votes, then seat 0 on screen
    acts = prefix(3, opts, 17, lambda st: st.phase == "act" and st.active == 1 and "propose" in st.legal_actions())
    acts += ["propose"]
    scene = start(app, seed=17, actions=acts, options=opts)
    wait_for(app, lambda: scene.my_turn, frames=3000)
    assert scene.view.phase == "vote" and len(scene.view.votes) == 1
    yes, no = choice(scene, pygame.K_y), choice(scene, pygame.K_n)
    assert yes.text() == "Yes (Y)" and no.text() == "No (N)"
    click(app, no.rect.center)
    assert scene.session.record.actions[-1] == "no" and scene.view.phase != "vote" and scene.view.round == 1
    # on the table's own turn: the proposal button, once per round
    wait_for(app, lambda: scene.my_turn and scene.view.phase == "act", frames=3000)
    button = next(b for b in scene.choice_buttons if b.text() == "Propose round end")
    click(app, button.rect.center)
    assert "propose" in scene.session.record.actions[len(acts):]
    wait_for(app, lambda: scene.my_turn or isinstance(app.scenes.top, ResultsScene), frames=3000)
    if scene.view.round == 1 and not isinstance(app.scenes.top, ResultsScene):
        assert not any(b.text() == "Propose round end" for b in scene.choice_buttons)


def test_discard_one_card_through_the_tray_and_in_phase_discard(app):
    scene = start(app, seed=seed_with(lambda v: len(set(v.hand)) >= 3))
    wait_for(app, lambda: scene.my_turn and scene.view.phase == "act")
    session = scene.session
    n = len(session.record.actions)
    code = scene.view.hand[0]
    hand_before = len(scene.view.hand)
    drag(app, sprite_point(sprite_of(scene, code)), target_point(scene, "tray"))
    assert scene.staged and session.record.actions[n:] == []  # staging decides nothing
    click(app, choice(scene, pygame.K_DELETE).rect.center)
    assert session.record.actions[n:n + 3] == ["discard", f"discard {code}", "done"]
    assert scene.view.discard_count == 1 and not scene.staged
    if scene.view.phase == "move":
        click(app, stop_button(scene).rect.center)
    assert len(session.state.hands[0]) == hand_before
    # a game resumed in phase discard: Back, then a click on a card picks it, "Only this card" ends
    acts = prefix(3, {}, 23, lambda st: st.phase == "act" and st.active == 0 and len(set(st.hands[0])) >= 2)
    acts.append("discard")
    scene2 = start(app, seed=23, actions=acts)
    assert scene2.view.phase == "discard" and scene2.my_turn
    key(app, pygame.K_ESCAPE)
    assert scene2.session.record.actions[-1] == "back" and scene2.view.phase == "act"
    scene2.play("discard")
    first = sorted(set(scene2.view.hand), key=code_key)[0]
    click(app, sprite_point(sprite_of(scene2, first)))
    assert scene2.session.record.actions[-1] == f"discard {first}" and scene2.view.phase == "discard"
    done = choice(scene2, pygame.K_RETURN)
    assert done.text() == "Only this card (Enter)"
    click(app, done.rect.center)
    assert scene2.session.record.actions[-1] == "done" and scene2.view.phase != "discard"


def test_walking_to_a_farther_cell_by_dragging_the_dwarf(app):
    """A move with several steps: the farther cells glow, a drag along them walks there."""

    def far(st):
        if st.phase != "move" or st.active != 0:
            return False
        return any(len(w) >= 2 for w in st.view(0).walks().values())

    acts = prefix(3, {}, 41, far, smart=True)
    scene = start(app, seed=41, actions=acts)
    assert scene.my_turn and scene.view.phase == "move"
    walks = scene.walks()
    cell, path = max(walks.items(), key=lambda kv: (len(kv[1]), kv[0]))
    assert len(path) >= 2 and ("step",) + cell not in scene.view.legal   # farther than one step
    pw = scene.pawns[0]
    trail = [scene._pawn_rect(pw).center] + [scene.cell_rect(*c).center for c in path]
    n = len(scene.session.record.actions)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=trail[0], rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=trail[0], button=1))
    pump(app)
    assert scene.pawn_drag is not None
    for p in trail[1:]:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)))
        pump(app)
    assert scene.trail[1:] == list(path)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=trail[-1], button=1))
    pump(app)
    got = scene.session.record.actions[n:n + len(path)]
    assert got == [f"step {x} {y}" for x, y in path]


def test_a_dwarf_dropped_where_it_cannot_walk_says_why(app):
    """Like a card dropped where it may not go, the dwarf dropped on a space it cannot reach
    goes back with the table's reason: an empty space, a card beyond the steps left, a card no
    tunnel joins; nothing is played."""
    from tabletop.games.lost_mines.reasons import walk_reason
    from tabletop.ui.i18n import tg

    def far(st):
        if st.phase != "move" or st.active != 0:
            return False
        return any(len(w) >= 2 for w in st.view(0).walks().values())

    acts = prefix(3, {}, 41, far, smart=True)
    scene = start(app, seed=41, actions=acts)
    v = scene.view
    n = len(scene.session.record.actions)
    here = D.xy(v.pawns[0])
    empty = next(D.xy(c) for c in range(len(v.board)) if v.board[c] is None
                 and abs(D.xy(c)[0] - here[0]) + abs(D.xy(c)[1] - here[1]) >= 2
                 and VIEWPORT.collidepoint(scene.cell_rect(*D.xy(c)).center))
    assert walk_reason(v, *empty, "en") == tg("lost_mines", "why.walk_empty")
    cards = [D.xy(c) for c in range(len(v.board)) if v.board[c] is not None and D.xy(c) not in v.walks()
             and D.xy(c) != here and VIEWPORT.collidepoint(scene.cell_rect(*D.xy(c)).center)]
    assert cards
    for cell in [empty] + cards[:3]:
        reason = walk_reason(v, *cell, "en")
        assert reason and "{" not in reason and walk_reason(v, *cell, "ja") != reason
        drag(app, scene._pawn_rect(scene.pawns[0]).center, scene.cell_rect(*cell).center)
        pump(app, 2)
        assert scene.drag.reason_text == reason
        assert len(scene.session.record.actions) == n and scene.view.phase == "move"
    # put down where it stood: no word
    scene.drag._bubble = None
    p = scene._pawn_rect(scene.pawns[0]).center
    drag(app, p, (p[0] + 2, p[1]))
    pump(app, 2)
    assert scene.drag.reason_text is None and len(scene.session.record.actions) == n


@pytest.mark.parametrize("players", [3, 7, 9])
def test_results_screens_keep_every_seat_s_row_clear_of_the_buttons(app, players):
    scene = start(app, kinds=("human",) + ("random",) * (players - 1), seed=players)
    for final in (False, True):
        res = ResultsScene(app, scene, title="t", final=final)
        assert res.rect.h >= 520 and 0 <= res.rect.y and res.rect.bottom <= 720
        last_row_bottom = res.rect.y + res.ROWS_TOP + (players - 1) * res.pitch + res.pitch - 10
        assert last_row_bottom <= min(w.rect.y for w in res.widgets) - 8
        assert res.pitch == res.ROW_PITCH  # nine rows fit at full height
        if final:  # and the score chart still has room above the buttons
            assert min(w.rect.y for w in res.widgets) - 12 - (last_row_bottom + 10) - 4 >= 56  # chart.h
        app.scenes.push(res)
        pump(app)
        app.scenes.remove(res)


def test_a_vote_on_ending_the_round_names_who_asked_and_how_it_stands(app):
    opts = {"earlyEndByAgreement": True, "firstPlayer": "CHOSEN", "firstSeat": 1}
    # seat 0 proposed, seat 1 said yes: seat 2's turn to vote, on its own screen
    scene = start(app, seed=5, kinds=("human", "random", "human", "random"), options=opts,
                  actions=["propose", "yes"])
    from tabletop.ui.table import PrivacyScene

    if isinstance(app.scenes.top, PrivacyScene):
        key(app, pygame.K_RETURN)
    assert scene.session.state.phase == "vote" and scene.my_turn and scene.viewer == 2
    assert scene.prompt() == "P1 proposes to end the round now (1 yes, 0 no so far). Vote yes or no."
    assert "P1" in scene.banner_text() and "1 yes" in scene.banner_text()
    first = start(app, seed=5, kinds=("random", "human", "random"), options=opts, actions=["propose"])
    assert first.my_turn and first.prompt() == "P1 proposes to end the round now. Vote yes or no."


def test_a_turn_that_ends_because_the_dwarf_cannot_walk_says_so(app):
    """A first turn's discard, by mouse: the dwarf on its start has no path to walk, the rules
    skip its move, and the table says why the turn ended at once."""
    from tabletop.games.lost_mines.scene.words import tr

    scene = start(app, seed=seed_with(lambda v: True))
    assert scene.my_turn and scene.view.phase == "act"
    before = len(scene.session)
    code = scene.view.hand[0]
    drag(app, sprite_point(sprite_of(scene, code)), target_point(scene, "tray"))
    click(app, next(b for b in scene.choice_buttons if b.hotkey == pygame.K_DELETE).rect.center)
    pump(app, 3)
    texts = [e.action_text for e in scene.session.log[before:]]
    assert texts[:2] == ["discard", f"discard {code}"] and not any(t.startswith("step") for t in texts)
    assert tr("toast.no_walk") in [item[0] for item in app.toasts.items]


def test_three_dwarves_on_one_cell_stand_side_by_side(app):
    """Three dwarves on one start: none covers another, so each can be pointed at (and yours,
    on top, grabbed); hovering each names it."""
    spec = registry.get("lost_mines")
    seed = next(s for s in range(1, 400) if len(set((st := spec.new_game(Setup(3, {}, s))).pawns)) == 1
                and st.current_player() == 0)
    scene = start(app, seed=seed)
    rects = [scene._pawn_rect(scene.pawns[p]) for p in range(3)]
    for a in range(3):
        for b in range(a + 1, 3):
            assert not rects[a].colliderect(rects[b]), (rects[a], rects[b])
    for p in range(3):
        assert scene._pawn_under(rects[p].center).seat == p


def test_pressing_a_card_during_another_s_turn_says_whose_turn_it_is(home):
    """While an AI plays, a press on a hand card moves nothing, and the table says why."""
    from tabletop.games.lost_mines.scene.words import tr

    spec = registry.get("lost_mines")
    seed = next(s for s in range(1, 400) if spec.new_game(Setup(3, {}, s)).current_player() == 1)
    with open_app(ai_pace="slow") as a:
        scene = start(a, seed=seed)
        assert not scene.my_turn
        before = len(scene.session)
        sp = [s for s in scene.hand_sprites if s.visible][0]
        drag(a, sprite_point(sp), scene.cell_rect(5, 3).center)
        assert tr("why.wait_for", name=scene.name(1)) in [item[0] for item in a.toasts.items]
        assert all(e.player != 0 for e in scene.session.log[before:])
