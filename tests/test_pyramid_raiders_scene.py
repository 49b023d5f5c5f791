"""Pyramid Raiders played through its table with posted mouse events (dummy video driver)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine import registry
from tabletop.engine.contract import Setup
from tabletop.ui.table import ResultsScene
from ui_driver import (
    check_hint, click, drag, key, open_app, pump, screen_size, sprite_point, start_game, target_point, wait_for,
)

from tabletop.games.pyramid_raiders import art, data
from tabletop.games.pyramid_raiders.planning import push_plan
from tabletop.games.pyramid_raiders.scene import GameScene, thumbnail

SPEC = registry.get("pyramid_raiders")


@pytest.fixture
def app(home):
    with open_app() as a:
        yield a


def start(app, seed=11, kinds=("human", "random", "random"), actions=None, options=None) -> GameScene:
    return start_game(app, "pyramid_raiders", kinds, options, seed, actions)


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


def human_move(app, scene: GameScene) -> None:
    """One decision of the seat on screen, with the mouse (and the documented hotkeys)."""
    v = scene.view
    legal = v.legal_actions()
    ph = v.phase
    if ph == "commit":
        card = max(a[1] for a in legal)
        sprite = next(s for s in scene.hand_sprites if s.key == ("card", card))
        drag(app, sprite_point(sprite), target_point(scene, "slot"))
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
    click(app, target_point(scene, "slot"))
    assert scene.session.record.actions[n] == f"card {sprite.key[1]}"
    # the viewer's own card shows in the slot; others' commits are not in the view
    assert scene.view.my_commit == sprite.key[1]


def test_click_steps_one_at_a_time(app):
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
    assert scene.session.record.actions[len(acts):] == [scene.session.state.action_to_str(step)]
    assert scene.view.w_rem == rem - 1 and scene.view.pos[scene.viewer] == step[1]


def _push_free_walk(st) -> bool:
    """The walker can reach some end cell by a path of 2+ steps that pushes nobody."""
    from tabletop.games.pyramid_raiders.rules import reachable

    if st.phase != "step" or st.w_rem < 2:
        return False
    occupied = {c for q, c in enumerate(st.pos) if c >= 0 and q != st.active}
    return any(not occupied & set(p) for paths in reachable(st, st.active).values() for p in paths)


def test_clicking_an_end_cell_walks_the_whole_path(app):
    seed = acts = None
    for seed in range(9, 40):
        acts = prefix_until(seed, 3, _push_free_walk)
        if acts is not None:
            break
    assert acts is not None
    scene = start(app, seed=seed, actions=acts)
    wait_for(app, lambda: scene.awaiting_input and scene.ends)
    v, me = scene.view, scene.viewer
    # an end cell whose planned path (the first one, what a click walks) pushes nobody
    free = [e for e, paths in scene.ends.items() if push_plan(v, me, paths[0]) == [] and len(paths[0]) >= 2]
    assert free
    end = max(free, key=lambda c: data.DIST[c][v.pos[me]])
    path = scene.ends[end][0]
    assert len(path) == v.w_rem and path[-1] == end
    n = len(scene.session.record.actions)
    click(app, center(end))
    wait_for(app, lambda: not scene.pending_path and not scene.tweens.animating, frames=1200)
    st = scene.session.state
    walked = scene.session.record.actions[n:n + len(path)]
    assert walked == [st.action_to_str(("step", c)) for c in path]
    nxt = scene.session.record.actions[n + len(path):n + len(path) + 1]
    assert not nxt or not nxt[0].startswith(("step", "push"))


def _drag_along(app, scene, path) -> None:
    """Press on the raider, move the mouse through every cell of ``path``, release on the last."""
    s = scene.pawn
    startp = sprite_point(s)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=startp, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=startp, button=1))
    pump(app)
    for c in path:
        for _ in range(2):
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=center(c), rel=(1, 1), buttons=(1, 0, 0)))
            pump(app)


def _push_walk(st) -> bool:
    from tabletop.games.pyramid_raiders.rules import reachable

    if st.phase != "step" or st.w_rem < 2:
        return False
    occupied = {c for q, c in enumerate(st.pos) if c >= 0 and q != st.active}
    return any(occupied & set(p) for paths in reachable(st, st.active).values() for p in paths)


def test_push_preview_shows_where_the_chain_ends_and_the_walk_follows_it(app):
    seed = acts = None
    for seed in range(1, 60):
        acts = prefix_until(seed, 4, _push_walk)
        if acts is not None:
            break
    assert acts is not None
    scene = start(app, seed=seed, actions=acts, kinds=("human", "random", "random", "random"))
    wait_for(app, lambda: scene.awaiting_input and scene.ends)
    v, me = scene.view, scene.viewer
    path, links = next((p, push_plan(v, me, p)) for paths in scene.ends.values() for p in paths
                       if push_plan(v, me, p))
    for piece, a, b, _asks in links:
        assert piece != me and data.DIST[a][b] in (1, 2) and v.terrain[b] != data.PILLAR
    assert links[0][1] in path  # the first pushed piece stands on the path
    _drag_along(app, scene, path)
    # while dragging: the preview lists every link of the chain (ghost at each destination)
    assert tuple(scene.trace[1:]) == tuple(path)
    assert scene.preview_pushes() == links
    n = len(scene.session.record.actions)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=center(path[-1]), button=1))
    pump(app)
    # walk; at a push with several choices the planned cell holds the ghost: take it
    stops = 0
    for _ in range(20):
        wait_for(app, lambda: not scene.tweens.animating and (scene.awaiting_input or not scene.my_turn), frames=1200)
        if scene.my_turn and scene.view.phase == "push":
            want = scene.planned_push()
            assert want is not None and ("push", want) in scene.view.legal_actions()
            stops += 1
            click(app, center(want))
            continue
        break
    # what the walk must have recorded: each step, then the planned destination of every link
    st = SPEC.new_game(Setup(4, {}, seed))
    for text in scene.session.record.actions[:n]:
        st.apply(st.str_to_action(text))
    todo = list(links)
    expected = []
    for c in path:
        st.apply(("step", c))
        expected.append(st.action_to_str(("step", c)))
        while st.phase == "push":
            piece, a, b, _asks = todo.pop(0)
            assert (piece, a) == (st.chain_piece, st.chain_cell)
            st.apply(("push", b))
            expected.append(st.action_to_str(("push", b)))
    assert not todo
    assert stops == sum(1 for link in links if link[3])  # the walk asked exactly at the "?" links
    rec = scene.session.record.actions[n:n + len(expected)]
    assert rec[:len(expected)] == expected


def test_committed_cards_fly_into_their_slots_and_mark_the_last_move(app):
    from tabletop.ui import tween

    def human_then_others(st):
        return st.round >= 2 and st.phase == "commit" and st.queue[0] == 0 and len(st.queue) >= 2

    acts = prefix_until(3, 3, human_then_others)
    assert acts is not None
    scene = start(app, seed=3, actions=acts)
    wait_for(app, lambda: scene.awaiting_input and scene.view.phase == "commit")
    me = scene.viewer
    others = list(scene.view.queue[1:])
    tween.set_duration_scale(1.0)
    app.settings.ai_pace = "normal"  # the others' commits animate at the opponents' pace
    try:
        sprite = scene.hand_sprites[0]
        card = sprite.key[1]
        click(app, sprite_point(sprite))
        click(app, target_point(scene, "slot"))
        assert scene.view.my_commit == card
        # the card is on its way: face up on its owner's screen, the slot still empty, gone from the hand
        mine = [f for f in scene.fx.flights if f.image.get_size() == art.CARD]
        assert mine and not scene.shown.committed[me]
        assert ("card", card) not in [s.key for s in scene.hand_sprites]
        wait_for(app, lambda: scene.shown.committed[me] and not scene.fx.flights, frames=600)
        # another seat commits: a card back flies from its panel into its mini slot
        p = others[0]
        wait_for(app, lambda: scene.view.committed[p], frames=3000)
        pump(app)
        assert not scene.shown.committed[p]
        backs = [f for f in scene.fx.flights if f.image.get_size() == art.MINI]
        assert len(backs) == 1 and backs[0].visible
        slot = scene._slot_rect(p)
        panel = dict(scene._seat_rects())[p]
        assert panel.contains(slot)
        d0 = abs(backs[0].pos[0] - slot.centerx) + abs(backs[0].pos[1] - slot.centery)
        pump(app, 4)
        d1 = abs(backs[0].pos[0] - slot.centerx) + abs(backs[0].pos[1] - slot.centery)
        assert d1 < d0
        wait_for(app, lambda: scene.shown.committed[p], frames=600)
        # once played, its move is marked on its panel (brackets around the slot) until the player acts
        wait_for(app, lambda: scene._last_marked(p), frames=120)
    finally:
        tween.set_duration_scale(0.0)


def test_the_others_walks_stay_marked_until_the_player_acts(app):
    def walked(st):
        return st.phase == "step" and any(e[0] == "step" and e[1] != 0 for e in st.move_log)

    acts = prefix_until(6, 3, walked)
    scene = start(app, seed=6, actions=acts)
    pump(app, 2)
    v = scene.view
    movers = {e[1] for e in v.move_log if e[0] == "step"} - {scene.viewer}
    assert movers
    for p in movers:
        steps = [e for e in v.move_log if e[0] == "step" and e[1] == p]
        assert scene.marks.walks[p] == [steps[0][2]] + [e[3] for e in steps]
        assert scene._last_marked(p) and p in scene.marks.seats
    # the player walks: what the others did before is no longer marked
    wait_for(app, lambda: scene.awaiting_input and scene.ends)
    end = sorted(scene.ends)[0]
    n = len(scene.session.log)
    click(app, center(end))
    wait_for(app, lambda: len(scene.session.log) > n and scene.session.log[n].player == scene.viewer)
    assert all(e.index > n for e in scene.mark_entries())


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
            next(a for a in legal if a[1] == c))


def test_hint_marks_the_suggested_move(app):
    scene = start(app, seed=4)
    check_hint(app, scene)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players", [3, 6])
def test_table_draws_in_both_languages_at_every_size(home, lang, players):
    with open_app(lang) as a:
        acts = prefix_until(players, players, lambda st: st.round >= 2 and st.phase in ("commit", "step"))
        scene = start(a, seed=players, kinds=("human",) + ("random",) * (players - 1), actions=acts)
        pump(a, 10)
        assert len(scene._seat_rects()) == players
        tip = scene.hover_target(center(data.CENTRE))
        assert tip is not None and tip.tooltip
        item_zone = scene.zones[0]
        text = item_zone.tooltip() if callable(item_zone.tooltip) else item_zone.tooltip
        assert text.split("\n")[1]
        # opponents' treasure counts: readable chips inside the panel, clear of the slot and its brackets
        for seat, rect in scene._seat_rects():
            if seat == scene.viewer:
                continue
            chips = scene._token_chips(rect)
            slot = scene._slot_rect(seat).inflate(16, 16)
            assert len(chips) == 7 and all(r.h >= 16 for _, r in chips)
            for i, (_, r) in enumerate(chips):
                text_box = pygame.Rect(r.x, r.y, r.w + 16, r.h)  # icon and a 2-digit count
                assert rect.contains(text_box) and not text_box.colliderect(slot)
                assert not any(text_box.colliderect(o) for _, o in chips[i + 1:])
            assert rect.contains(scene._item_rect(seat, rect))
        # the guardian's die pop-up over the top row stays clear of the opponents' strip
        strip = max(r.bottom for s, r in scene._seat_rects() if s != scene.viewer)
        top = min(range(data.NCELLS), key=lambda c: art.CENTERS[c][1])
        x, y = art.CENTERS[top]
        scene._float("Die 6 + 12", (x, y - 56), (255, 255, 255), 0, big=True)
        fl = scene.fx.floaters[-1]
        assert scene.fx.floater_rect(fl).inflate(20, 10).top - 24 > strip
        heads, rows = scene.result_breakdown()
        assert len(heads) == 4 and len(rows) == players
        assert screen_size() == (1280, 720)


def test_thumbnail():
    surf = thumbnail((220, 140))
    assert surf.get_size() == (220, 140)


def test_final_screen_charts_each_seat_s_score_round_by_round(app):
    """The rules keep no per-round scores; the chart replays the record once per round end."""
    from tabletop.engine.rng import Rng

    spec = registry.get("pyramid_raiders")
    state = spec.new_game(Setup(4, {}, 21))
    rng, actions, ends = Rng(5), [], []
    while not state.is_terminal():
        before = state.round
        a = rng.choice(state.legal_actions())
        actions.append(state.action_to_str(a))
        state.apply(a)
        if state.round != before or state.is_terminal():
            ends.append(state.scores())
    scene = start(app, seed=21, kinds=("human", "random", "random", "random"), actions=actions)
    assert scene.session.is_terminal()
    labels, series = scene.score_history()
    assert labels == [str(i + 1) for i in range(len(ends))]
    assert [[row[seat] for row in ends] for seat in range(4)] == series
    assert [s[-1] for s in series] == scene.session.state.scores()
    assert scene.score_history() is scene.score_history()  # replayed once, not every frame
    res = ResultsScene(app, scene, final=True)
    app.scenes.push(res)
    pump(app, 2)


def test_the_score_chart_marks_zero_and_its_lowest_value_when_scores_go_below_zero(app):
    """Pyramid Raiders' curses take scores below zero: the chart's axis is then the lowest score,
    so zero gets a line of its own."""
    from tabletop.ui import theme
    from tabletop.ui.table import draw_score_chart

    rect = pygame.Rect(0, 0, 600, 120)

    def zero_line_pixels(series):
        surf = pygame.Surface(rect.size)
        draw_score_chart(surf, rect, ["1", "2"], series)
        inner = rect.inflate(-64, -28).move(8, 0)
        lo, hi = min(0, min(min(s) for s in series)), max(1, max(max(s) for s in series))
        y = round(inner.bottom - (0 - lo) / (hi - lo) * inner.h)
        return sum(tuple(surf.get_at((x, yy)))[:3] == tuple(theme.PANEL_BORDER)[:3]
                   for x in range(inner.x, inner.right) for yy in (y - 1, y, y + 1))

    assert zero_line_pixels([[-4, 6], [2, -8]]) >= 300
    assert zero_line_pixels([[4, 6], [2, 8]]) >= 300  # there zero is the axis itself


def test_the_score_panel_counts_a_taken_token_once_while_a_choice_follows(app):
    """A walk with card 1 or 2 ends on a token and a facing/flip choice follows: the token lands
    on the taker's panel once (the panel never shows more than the rules hold)."""
    from tabletop.ui import tween

    def took_then_choice(st):
        return (st.phase in ("face", "flip") and st.move_log and st.move_log[-1][0] == "take"
                and st.move_log[-1][1] == 0)

    for seed in range(1, 80):
        acts = prefix_until(seed, 3, took_then_choice)
        if acts is not None:
            break
    assert acts is not None
    last = SPEC.new_game(Setup(3, {}, seed))
    for a in acts[:-1]:
        last.apply(last.str_to_action(a))
    assert last.current_player() == 0 and last.phase == "step"
    scene = start(app, seed=seed, actions=acts[:-1])
    wait_for(app, lambda: scene.awaiting_input and scene.view.phase == "step")
    me = scene.viewer
    tween.set_duration_scale(1.0)
    try:
        cell = last.str_to_action(acts[-1])[1]
        click(app, center(cell))
        wait_for(app, lambda: scene.view.phase in ("face", "flip"))
        held = list(scene.view.holdings[me])
        seen = []
        for _ in range(400):
            pump(app)
            seen.append(list(scene.shown.holdings[me]))
            if not scene.tweens.animating and not scene.fx.flights and _ > 5:
                break
        assert all(all(s[t] <= held[t] for t in range(7)) for s in seen), (held, seen[-1])
        assert seen[-1] == held
    finally:
        tween.set_duration_scale(0.0)


def test_the_turn_tile_s_two_sides_are_mirror_images():
    """Clockwise and counter-clockwise are told apart at a glance: one side is the other mirrored
    (an arrow head pointing the other way), not the same picture with a head moved a little."""
    pygame.init()
    cw, ccw = art.tile_image(True, 60), art.tile_image(False, 60)
    mirrored = pygame.transform.flip(ccw, True, False)

    def light(img, x, y):
        return sum(img.get_at((x, y))[:3]) > 600  # the cream arrow on the turquoise tile

    pts = [(x, y) for x in range(60) for y in range(60)]
    same = sum(light(cw, x, y) == light(mirrored, x, y) for x, y in pts)
    differ_unmirrored = sum(light(cw, x, y) != light(ccw, x, y) for x, y in pts)
    assert same >= len(pts) - 60
    assert differ_unmirrored > 60


def test_the_rules_picture_names_both_tile_sides_in_full(home):
    from tabletop.games.pyramid_raiders.scene.pictures import _tile_label_lines
    from tabletop.ui import theme
    from tabletop.ui.fonts import font

    with open_app():
        lines = _tile_label_lines("counter-clockwise", 118)
        assert "".join(lines) == "counter-clockwise"
        assert all(font(theme.XS, True).size(line)[0] <= 118 for line in lines)
        assert _tile_label_lines("clockwise", 118) == ["clockwise"]


def test_since_your_last_move_wraps_whole_words_in_the_font_it_draws(app, monkeypatch):
    """The newest entry is drawn bold: it is wrapped in bold, so no line is cut with an ellipsis
    mid-word, and an entry of three lines is shown whole."""
    import tabletop.ui.table as table_module

    def walked(st):
        return st.phase == "step" and any(e[0] == "step" and e[1] != 0 for e in st.move_log)

    acts = prefix_until(6, 3, walked)
    scene = start(app, seed=6, actions=acts)
    wait_for(app, lambda: scene.awaiting_input)
    assert scene.recent_rect() is not None
    drawn = []
    real = table_module.render_fit

    def spy(text, *a, **k):
        drawn.append(text)
        return real(text, *a, **k)

    monkeypatch.setattr(table_module, "render_fit", spy)
    recent = [e for e in scene.recent_entries() if e.player != scene.viewer]
    newest = recent[-1]
    long_text = "commits an action card face down and then walks a very long way round the tomb to the far side."
    object.__setattr__(newest, "texts", {"en": long_text})
    scene.draw_recent(pygame.Surface(screen_size()))
    mine = [line for line in drawn if line.strip()][1:]  # after the panel's title
    full = f"{scene.name(newest.player)}: {long_text}"
    tail = [line for line in mine if any(w in line for w in ("far side", "tomb"))]
    assert tail, mine
    shown = " ".join(mine[-3:])
    assert full in shown.replace("  ", " ") or shown.endswith("far side."), mine
    assert not any(line.endswith("…") for line in mine[-3:]), mine


def test_the_return_prompt_and_glowing_edges_wait_for_the_guardian_s_walk(app):
    """Caught by the guardian: the edge cells glow and the help says to place the raider only
    once the guardian's walk (and the catch) has been shown."""
    from tabletop.ui import tween

    seed = 2
    acts = prefix_until(seed, 3, lambda st: st.phase == "return" and st.queue[0] == 0)
    assert acts is not None
    st = SPEC.new_game(Setup(3, {}, seed))
    for a in acts[:-1]:
        st.apply(st.str_to_action(a))
    assert st.current_player() == 0 and st.phase == "step"
    scene = start(app, seed=seed, actions=acts[:-1])
    wait_for(app, lambda: scene.awaiting_input)
    tween.set_duration_scale(1.0)
    try:
        click(app, center(st.str_to_action(acts[-1])[1]))
        assert scene.view.phase == "return" and scene.my_turn
        blank = pygame.Surface(screen_size())
        seen_walk = False
        banners = set()
        for _ in range(1500):
            pump(app)
            if not scene.tweens.animating:
                break
            seen_walk = True
            banners.add(scene.banner_text())
            assert scene._help_key() == ""
            surf = blank.copy()
            scene._draw_targets(surf)
            assert pygame.image.tobytes(surf, "RGB") == pygame.image.tobytes(blank, "RGB")
        assert seen_walk and not scene.tweens.animating
        # while the guardian walks, the banner says so
        die = scene.view.report["die"]
        assert f"The guardian walks: die {die} + bonus {scene.view.report['bonus']}" in banners, banners
        assert not scene.banner_text().startswith("The guardian walks")
        assert scene.shown.pos[0] == -1  # the catch has been shown
        assert scene._help_key() == "ui.place_help"
        surf = blank.copy()
        scene._draw_targets(surf)
        assert pygame.image.tobytes(surf, "RGB") != pygame.image.tobytes(blank, "RGB")
    finally:
        tween.set_duration_scale(0.0)


def test_card_3_shows_no_icon_as_the_lesson_says():
    """The rules give card 3 no icon (the lesson says so): its face has no icon disc, the others do."""
    pygame.init()
    for card in range(1, 6):
        face = art.card_face(card)
        w, h = face.get_size()
        disc = face.get_at((w // 2 - round(w * 0.3), round(h * 0.52)))[:3] == art.TURQ_DARK
        assert disc == (card != 3), card


def _tip(scene, pos) -> str:
    z = scene.table_tip(pos)
    assert z is not None, pos
    return z.tooltip() if callable(z.tooltip) else z.tooltip


def test_treasure_counters_score_rows_and_the_sight_marker_explain_themselves(app, monkeypatch):
    from tabletop.games.pyramid_raiders.scene.layout import SIDE
    from tabletop.ui import text as ui_text

    scene = start(app, seed=11)
    pump(app, 2)
    me = scene.viewer
    rects = dict(scene._seat_rects())
    ir = scene._item_rect(me, rects[me])
    # your treasure counters name the treasure
    for tok in range(7):
        tip = _tip(scene, (rects[me].x + 12 + 40 * tok + 10, ir.bottom + 20))
        assert tip.startswith(f"{scene_token_name(tok)}: 0 held."), tip
    assert scene_token_name(6) == "Ancient Scroll"
    # an opponent's counters too
    other = next(s for s in rects if s != me)
    tok, r = scene._token_chips(rects[other])[2]
    assert _tip(scene, r.center).startswith(scene_token_name(2) + ": ")
    # the score rows explain themselves; with no curse the row says it is the no-curse bonus
    assert "+3" in _tip(scene, (rects[me].x + 40, ir.bottom + 44 + 3 * 22 + 5))
    drawn = []
    real = ui_text.render

    def spy(text, *a, **k):
        drawn.append(text)
        return real(text, *a, **k)

    import tabletop.games.pyramid_raiders.scene.draw as draw_module
    monkeypatch.setattr(draw_module, "render", spy)
    scene._draw_my_panel(pygame.Surface(screen_size()), rects[me])
    assert "No curses (bonus)" in drawn and "Curses" not in drawn
    # the sight marker line says what it means
    tip = _tip(scene, (SIDE.x + 30, scene._tile_rect().bottom + 16))
    assert tip.startswith(f"Sight marker #{scene.view.sight_marker}:")
    # an opponent's panel says what ×N counts
    assert "curses taken" in _tip(scene, (rects[other].right - 60, rects[other].y + 12))


def scene_token_name(tok):
    from tabletop.games.pyramid_raiders.scene.layout import token_name

    return token_name(tok)


def test_the_hand_shows_five_whole_cards_side_by_side(app):
    """All five action cards lie whole on the window, none covering another or the slot."""
    scene = start(app, seed=11)
    wait_for(app, lambda: len(scene.hand_sprites) == 5 and not scene.tweens.animating)
    pump(app, 3)
    rects = [s.rect for s in scene.hand_sprites]
    assert len(rects) == 5
    window = pygame.Rect(0, 0, *screen_size())
    for i, r in enumerate(rects):
        assert window.contains(r), r
        assert r.size == art.CARD
        assert not r.colliderect(scene._slot_rect(scene.viewer))
        for q in rects[i + 1:]:
            assert not r.colliderect(q), (r, q)


def test_the_guardian_s_walk_after_the_player_s_own_move_plays_at_the_opponents_pace(home):
    """The guardian is nobody's move: after the player's own last move of a round (the lesson's
    Flip in round 2) its walk plays at the opponents' pace even when the player's own moves are
    instant, and the table is busy (a lesson's next words wait) until it has been shown."""
    from tabletop.engine.lesson import check
    from tabletop.games.pyramid_raiders.lesson import LESSON
    from tabletop.ui import theme

    record = check(SPEC, LESSON)
    st = SPEC.new_game(Setup(6, dict(LESSON.options), LESSON.seed))
    for flip, text in enumerate(record):  # the learner's own Flip (a partner flips earlier)
        if text == "flip" and st.current_player() == 0:
            break
        st.apply(st.str_to_action(text))
    with open_app(ai_pace="normal") as app:  # anim_speed 0: the player's own moves play instantly
        scene = start_game(app, "pyramid_raiders", ("human",) + ("random",) * 5, LESSON.options, LESSON.seed,
                           record[:flip])
        wait_for(app, lambda: scene.awaiting_input and scene.view.phase == "flip")
        assert not scene.table_busy()
        start = scene.view.guardian
        assert scene.play(scene.session.state.str_to_action("flip"))
        assert scene.view.report["events"] and scene.view.guardian != start
        assert scene.table_busy()
        frames, spots, banners = 0, set(), set()
        while scene.table_busy():
            pump(app)
            frames += 1
            spots.add(scene.markers["g"].xy)
            banners.add(scene.banner_text())
            assert frames < 3000
        # die, a look, a step, a removed token: several of the opponents' move times, frame by frame
        assert frames * 16 >= 4 * theme.AI_MOVE_MS
        assert len(spots) > 5  # the guardian slid across the cell, it did not jump
        assert any(b.startswith("The guardian walks") for b in banners)
        assert scene.shown.guardian == scene.view.guardian and not scene.table_busy()


def test_while_a_push_is_chosen_the_walker_and_the_pushed_raider_both_show(app):
    """The walker has stepped into the cell of the raider it pushes: both stand there, side by
    side, until the push is chosen (the learner's own raider vanished under the pushed one)."""
    from tabletop.engine.lesson import check
    from tabletop.games.pyramid_raiders.lesson import LESSON
    from tabletop.ui.table import seat_color

    record = check(SPEC, LESSON)
    at = record.index("push -4,2")  # the lesson's push: the learner walked into ⟦1⟧
    scene = start_game(app, "pyramid_raiders", ("human",) + ("random",) * 5, LESSON.options, LESSON.seed, record[:at])
    wait_for(app, lambda: scene.awaiting_input and scene.view.phase == "push")
    v = scene.view
    cell = v.pos[0]
    assert v.chain_piece == 1 and v.pos[1] == cell  # both in one cell
    spots = {piece: (x, y) for piece, x, y in scene.piece_spots()}
    assert 0 in spots and 1 in spots
    cx, cy = art.CENTERS[cell]
    assert spots[1][0] < cx < spots[0][0] and spots[0][0] - spots[1][0] >= 20  # side by side, the pushed one left
    surf = pygame.Surface(screen_size())
    scene._draw_pieces(surf)
    x, y = spots[0]
    colour = tuple(seat_color(0))[:3]
    near = {tuple(surf.get_at((round(x) + dx, round(y) + dy)))[:3] for dx in range(-6, 7) for dy in range(-24, 14)}
    assert any(max(abs(a - b) for a, b in zip(c, colour)) < 40 for c in near)  # the walker's colour shows
    click(app, center(data.CELL_INDEX[(-4, 2)]))
    assert scene.view.phase != "push"
    pump(app, 2)
    spots = {piece: (x, y) for piece, x, y in scene.piece_spots()}
    assert spots[0] == art.CENTERS[scene.view.pos[0]]  # alone again: in the middle of its cell
