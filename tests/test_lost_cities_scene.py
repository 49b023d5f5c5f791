"""Lost Cities played through its table with posted mouse events (dummy video driver)."""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.engine import registry
from tabletop.engine.contract import Setup
from tabletop.engine.record import Seat
from tabletop.ui.table import ResultsScene
from ui_driver import (
    button, check_hint, click, drag, key, open_app, pump, results, screen_size, sprite_point, start_game, target_point,
    wait_for,
)

from tabletop.games.lost_cities import art, data
from tabletop.games.lost_cities.scene import GameScene
from tabletop.games.lost_cities.scene.layout import figure_slot, panel_swatches, tr


@pytest.fixture
def app(home):
    with open_app() as a:
        yield a


def start(app, options=None, seed=11, kinds=("human", "random")) -> GameScene:
    return start_game(app, "lost_cities", kinds, options, seed)


def do_action(app, scene: GameScene, action) -> None:
    """Make ``action`` with the mouse only: drag a card, click a draw source, a figure or Pass."""
    if action[0] in ("play", "discard"):
        sprite = next(s for s in scene.hand_sprites if s.key[0] == action[1])
        k = data.CARD_COLOR[action[1]]
        if action[0] == "discard":
            key = ("discard", k)
        elif action[2] is None:
            key = ("path", k)
        else:
            key = ("start", k, action[2])
        drag(app, sprite_point(sprite), target_point(scene, key))
    elif action[0] == "draw":
        key = "deck" if action[1] == "deck" else ("dtop", data.COLOR_INDEX[action[1]])
        src = next(s for s in scene.draw_sprites if s.key == key)
        click(app, sprite_point(src))
    elif action[1] is not None:  # arrow / bonus: click the glowing figure
        f = scene.figures[(scene.viewer, data.COLOR_INDEX[action[1]])]
        click(app, f.rect().center)
    else:
        b = next(b for b in scene.choice_buttons if b.hotkey == pygame.K_p)
        click(app, b.rect.center)


def human_move(app, scene: GameScene) -> None:
    """One decision of the seat on screen: the first play if any, else the first legal action."""
    legal = scene.view.legal_actions()
    plays = [a for a in legal if a[0] == "play"]
    moves = [a for a in legal if a[0] in ("arrow", "bonus") and a[1] is not None]
    do_action(app, scene, (plays or moves or legal)[0])


def test_a_short_game_played_with_the_mouse_to_the_end(app):
    scene = start(app, {"game_length": "short"})
    session = scene.session
    human_actions = 0
    for _ in range(400):
        if session.is_terminal():
            break
        top = app.scenes.top
        if isinstance(top, ResultsScene):
            break
        if scene.my_turn:
            before = len(session.record.actions)
            human_move(app, scene)
            assert len(session.record.actions) == before + 1, "the posted events made exactly one move"
            human_actions += 1
        else:
            wait_for(app, lambda: scene.my_turn or session.is_terminal(), frames=2000)
    assert session.is_terminal()
    assert human_actions > 20
    # the ending is explained on the table first: who won and how their points came about
    wait_for(app, lambda: bool(scene.end_buttons))
    places, scores = session.state.ranking(), session.state.scores()
    lines = scene.ending_lines()
    winner = places.index(1)
    assert scene.name(winner) in lines[0] and f"{scores[winner]:g} points" in " ".join(lines)
    assert any(f"{scene.name(s)}: {scores[s]:g} points" in line for s in range(2) for line in lines if s != winner
               or places.count(1) > 1)
    results(app, scene)
    heads, rows = scene.result_breakdown()
    assert len(rows) == 2 and heads[:5] == ["Orange", "Green", "Blue", "Yellow", "Brown"]
    assert heads[5] == "VP tiles" and heads[-2:] == ["Artifact chips", "Chip points"]
    for seat, row in enumerate(rows):  # per path, tiles, floor and artifacts add up to the score
        parts = [int(c) for i, c in enumerate(row) if c not in ("–",) and heads[i] != "Artifact chips"]
        assert sum(parts) == scores[seat]
    # the log shows every action
    assert len(scene.log_panel.entries) >= len(session.record.actions)


def test_illegal_drop_snaps_back_with_a_reason_and_changes_nothing(app):
    scene = start(app)
    wait_for(app, lambda: scene.my_turn)
    v = scene.view
    card = v.hand[0]
    k = data.CARD_COLOR[card]
    wrong = (k + 2) % 5  # two rows away: not within the drop magnet of a legal target
    sprite = next(s for s in scene.hand_sprites if s.key[0] == card)
    home = sprite.base_pos
    n = len(scene.session.record.actions)
    drag(app, sprite_point(sprite), art.step_rect(wrong, 4).center)
    assert len(scene.session.record.actions) == n
    assert scene.drag.reason_text and "path of its own colour" in scene.drag.reason_text
    pump(app, 5)
    assert sprite.pos == home


def test_click_select_then_click_target_and_one_click_draw(app):
    scene = start(app, seed=5)
    wait_for(app, lambda: scene.my_turn)
    v = scene.view
    card = v.hand[-1]
    sprite = next(s for s in scene.hand_sprites if s.key[0] == card)
    click(app, sprite_point(sprite))
    assert scene.drag.mode == "selected"
    k = data.CARD_COLOR[card]
    assert ("discard", k) in scene.drag.legal
    # the table says what the selected card would do, in words (issue 34 A.3)
    info = scene.selection_info(sprite)
    colour = tr("color." + card[0])
    assert f"Start the {colour} path" in info and f"Or discard it onto the {colour} discard pile" in info
    click(app, target_point(scene, ("discard", k)))
    assert scene.session.record.actions[-1] == f"discard {card}"
    assert scene.view.phase == "draw"
    # the discard pile just used may not be drawn from (default option): its top does not glow
    top = next(s for s in scene.draw_sprites if s.key == ("dtop", k))
    assert not top.draggable and top.highlight is None
    deck = next(s for s in scene.draw_sprites if s.key == "deck")
    assert deck.highlight == "legal"
    click(app, sprite_point(deck))
    assert scene.session.record.actions[-1] == "draw deck"


def test_starting_a_path_offers_both_figures_in_place(app):
    scene = start(app, seed=3)
    wait_for(app, lambda: scene.my_turn)
    v = scene.view
    card = next(c for c in v.hand if not v.kinds[v.player][data.CARD_COLOR[c]])
    k = data.CARD_COLOR[card]
    sprite = next(s for s in scene.hand_sprites if s.key[0] == card)
    click(app, sprite_point(sprite))
    assert {("start", k, "adv"), ("start", k, "res")} <= set(scene.drag.legal)
    assert ("path", k) not in scene.drag.legal     # the row alone does not say which figure
    click(app, target_point(scene, ("start", k, "res")))
    assert scene.session.record.actions[-1] == f"play {card} res"
    assert scene.view.kinds[v.player][k] == data.RES


def test_tooltips_on_the_board_but_none_while_a_card_is_held(app):
    scene = start(app, seed=4)
    wait_for(app, lambda: scene.my_turn)
    step = art.step_rect(0, 7).center
    tip = scene.hover_target(step).tooltip
    assert tip.startswith("Space: +30 for an adventurer ending here, +60 for the researcher") and "past the bridge" in tip
    assert "Step" not in tip and "7" not in tip  # the board's points, never a step number
    held = sprite_point(scene.hand_sprites[0])
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=held, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=held, button=1))
    pump(app)
    assert scene.drag.mode == "pressed" and scene.hover_target(step) is None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=held, button=1))
    pump(app)
    assert scene.hover_target(step).tooltip


def test_hint_marks_the_suggested_move(app):
    scene = start(app, seed=4)
    check_hint(app, scene)
    # the hint teaches: the card, the target and the reason in a sentence (issue 34 A.6)
    wait_for(app, lambda: scene.hint_action is not None)
    sentence = scene.explain_hint(scene.hint_action)
    assert sentence in scene.hint_note[0] and sentence != scene.names(
        scene.session.state.describe_action(scene.hint_action, "en"))
    assert any(w in sentence for w in (": ", "; ")), sentence  # what it does, then why
    do_action(app, scene, scene.hint_action)       # playing it clears the mark
    assert scene.hint_action is None and not scene._hint_rects()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players", [2, 4])
def test_table_draws_in_both_languages_at_every_size(home, lang, players):
    with open_app(lang) as a:
        scene = start(a, kinds=("human",) + ("random",) * (players - 1), seed=players)
        pump(a, 40)
        assert scene.zones and scene.hover_target(art.step_rect(0, 7).center).tooltip
        assert screen_size() == (1280, 720)


def _to_the_end_of_expedition_1(app):
    """A table where seat 0 (human) is about to make the action that ends expedition 1: (scene, action)."""
    spec = registry.get("lost_cities")
    st = spec.new_game(Setup(2, {}, 21))
    from tabletop.engine.rng import Rng

    rng, actions = Rng(21), []
    while True:  # random play up to the action that ends expedition 1, made by seat 0
        legal = st.legal_actions()
        a = rng.choice([x for x in legal if x[0] == "play"] or legal)
        probe = st.clone()
        probe.apply(a)
        if any(e[0] == "scored" for e in probe.events) and st.current_player() == 0:
            break
        if any(e[0] == "scored" for e in probe.events):
            a = next((x for x in legal if x[0] == "discard"), None) or legal[0]
            probe = st.clone()
            probe.apply(a)
            if any(e[0] == "scored" for e in probe.events):
                continue
        st.apply(a)
        actions.append(st.action_to_str(a))
    scene = app.start_game(spec, Setup(2, {}, 21), [Seat("P1", "human"), Seat("P2", "random")], actions)
    pump(app, 2)
    assert scene.my_turn
    return scene, a


def test_end_of_expedition_screen_shows_the_breakdown_and_hides_other_totals(app):
    scene, a = _to_the_end_of_expedition_1(app)
    do_action(app, scene, a)
    wait_for(app, lambda: isinstance(app.scenes.top, ResultsScene))
    res = app.scenes.top
    assert not res.final and "Expedition 1" in res.title
    heads, rows = res.breakdown()
    assert len(rows) == 2 and len(heads) == len(rows[0])
    # per path: the points of the figure where it ended (issue 34 A.4: figures, steps, tiles, bridge)
    assert heads[:5] == ["Orange", "Green", "Blue", "Yellow", "Brown"]
    assert heads[5:8] == ["VP tiles", "Artifact tiles", "Bridge"]
    ended = scene.session.state.last_figures  # expedition 1's figures where they stood at its end
    for seat in range(2):
        for k, (kind, step) in enumerate(ended[seat]):
            want = f"{data.STEP_POINTS[step] * kind:+d}" if kind else "–"
            assert rows[seat][k] == want
        assert rows[seat][7] == str(sum(1 for kind, step in ended[seat] if kind and step > 6))
    assert res.score_cells[1] == "?" and res.score_cells[0] != "?"   # open_scores is off
    assert not res.show_places                                      # the order would leak the totals
    assert scene.frozen is not None                                 # the ended board stays on show
    click(app, next(w for w in res.widgets if w.text() == "Close").rect.center)
    assert scene.frozen is None and scene.view.expedition == 2


def test_moves_are_animated_card_flies_then_lands(home):
    with open_app(anim_speed=1.0) as a:
        scene = start(a, seed=9)
        wait_for(a, lambda: scene.my_turn and not scene.tweens.animating)  # the hand has been dealt
        card = scene.view.hand[0]
        k = data.CARD_COLOR[card]
        sprite = next(s for s in scene.hand_sprites if s.key[0] == card)
        click(a, sprite_point(sprite))
        click(a, target_point(scene, ("discard", k)))
        assert scene.session.record.actions[-1] == f"discard {card}"
        seen_flight = seen_hidden_top = False
        for _ in range(60):
            pump(a)
            seen_flight |= any(f.visible for f in scene.fx.flights)
            seen_hidden_top |= scene._top_hidden(("discard", k))
        assert seen_flight and seen_hidden_top       # the card was seen travelling to the pile
        assert not scene.fx.flights and not scene._top_hidden(("discard", k))  # and it landed


def test_undo_takes_back_a_discard_and_its_last_move_mark(app):
    scene = start(app, seed=12)
    wait_for(app, lambda: scene.my_turn)
    n = len(scene.session.record.actions)
    before_mark = scene.last_moves.get(scene.viewer)
    card = scene.view.hand[0]
    sprite = next(s for s in scene.hand_sprites if s.key[0] == card)
    click(app, sprite_point(sprite))
    click(app, target_point(scene, ("discard", data.CARD_COLOR[card])))
    assert scene.last_moves[scene.viewer] == ("discard", card)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.session.record.actions) == n
    assert scene.last_moves.get(scene.viewer) == before_mark
    assert card in scene.view.hand and scene.view.phase == "play"


def test_new_game_dialog_offers_only_seats_the_table_has(app):
    from tabletop.scenes.newgame import NewGameScene
    from tabletop.ui.widgets import Stepper

    scene = app.scenes.push(NewGameScene(app, registry.get("lost_cities")))
    pump(app)

    def first_player():
        return next(w for w in scene.widgets if isinstance(w, Stepper) and "random" in w.values)

    def players():
        return next(w for w in scene.widgets if isinstance(w, Stepper) and w.values == [2, 3, 4])

    players().set_value(2)
    scene.set_players(2)
    assert first_player().values == ["random", 0, 1]
    scene.set_players(4)
    stepper = first_player()
    assert stepper.values == ["random", 0, 1, 2, 3]
    left, _ = stepper._arrows()
    click(app, left.center)                                    # back from Random: Player 4
    assert scene.options["first_player"] == 3
    click(app, players()._arrows()[0].center)                  # 4 players -> 3
    assert scene.players == 3
    assert first_player().values == ["random", 0, 1, 2] and scene.options["first_player"] == "random"
    click(app, first_player()._arrows()[0].center)             # Player 3 exists at three
    assert scene.options["first_player"] == 2
    click(app, button(scene, "Start").rect.center)
    table = app.scenes.top
    assert table.session.state.turn == 2 and table.session.record.setup.options["first_player"] == 2


def _started_path_with_a_card_to_play(app, seed=11):
    """Start a path with the lowest card of a colour held twice (by mouse), draw, and wait for
    the next turn: returns (scene, the higher card of that colour, its path)."""
    scene = start(app, {"first_player": 0}, seed=seed)
    wait_for(app, lambda: scene.my_turn)
    hand = scene.view.hand
    colour = next(c for c in data.COLORS if sum(card[0] == c for card in hand) >= 2)
    low, high = [card for card in hand if card[0] == colour][:2]
    do_action(app, scene, ("play", low, "adv"))
    do_action(app, scene, ("draw", "deck"))
    wait_for(app, lambda: scene.my_turn, frames=2000)
    return scene, high, data.COLOR_INDEX[colour]


@pytest.mark.parametrize("where", ["row", "discard"])
def test_a_card_dropped_one_row_off_is_refused_with_the_reason(app, where):
    """Issue 34 B: a blue card dropped on the yellow row (or the yellow discard pile) was pulled
    onto its own row by the drop magnet and played, committing a figure."""
    scene, card, k = _started_path_with_a_card_to_play(app)
    assert ("play", card, None) in scene.view.legal_actions()
    wrong = k + 1 if k < 4 else k - 1
    sprite = next(s for s in scene.hand_sprites if s.key[0] == card)
    n = len(scene.session.record.actions)
    point = art.step_rect(wrong, 5).center if where == "row" else art.discard_rect(wrong).center
    drag(app, sprite_point(sprite), point)
    assert len(scene.session.record.actions) == n, "nothing is played"
    why = scene.drag.reason_text
    assert why and "of its own colour" in why and f"({tr('color.' + card[0])})" in why
    # on its own row it plays
    drag(app, sprite_point(sprite), art.step_rect(k, 5).center)
    assert scene.session.record.actions[n:] == [f"play {card}"]


def test_undo_takes_the_undone_figure_off_the_board(app):
    """Issue 34 B: after undo, the figure of the undone start stayed drawn until the next move."""
    scene = start(app, {"first_player": 0}, seed=11)
    wait_for(app, lambda: scene.my_turn)
    hand = scene.view.hand
    colour = next(c for c in data.COLORS if sum(card[0] == c for card in hand) >= 2)
    low, high = [card for card in hand if card[0] == colour][:2]
    k, me = data.COLOR_INDEX[colour], scene.viewer
    do_action(app, scene, ("play", low, "res"))
    assert (me, k) in scene.figures
    click(app, button(scene, "Undo").rect.center)
    assert scene.session.record.actions == [] and scene.view.kinds[me][k] == 0
    assert (me, k) not in scene.figures
    # a figure that moved goes back a step on undo too
    do_action(app, scene, ("play", low, "adv"))
    do_action(app, scene, ("draw", "deck"))
    wait_for(app, lambda: scene.my_turn, frames=2000)
    do_action(app, scene, ("play", high, None))
    assert scene.figures[(me, k)].step == scene.view.steps[me][k] >= 2
    click(app, button(scene, "Undo").rect.center)
    f = scene.figures[(me, k)]
    assert f.step == scene.view.steps[me][k] == 1
    assert f.pos == pytest.approx(figure_slot(scene.view, me, k, 1, f.kind))


def _build_piles(seed, players=2, length=6):
    """Seeded action texts (first player 0) after which every seat has a long pile of one colour
    (the colour it held most of) and seat 0 holds a card it can play on it next."""
    spec = registry.get("lost_cities")
    st = spec.new_game(Setup(players, {"first_player": 0}, seed))
    colour = {p: max(data.COLORS, key=lambda c: sum(card[0] == c for card in st.hands[p])) for p in range(players)}
    texts = []
    for _ in range(400):
        p = st.current_player()
        legal = st.legal_actions()
        c = colour[p]
        if st.phase == "play":
            if p == 0 and len(st.piles[0][data.COLOR_INDEX[c]]) >= length and any(
                    a[0] == "play" and a[1][0] == c for a in legal):
                return texts, c, colour
            pile = st.piles[p][data.COLOR_INDEX[c]]
            top = pile[-1] if pile else 0  # climb slowly: a long pile, not a high one
            plays = [a for a in legal if a[0] == "play" and a[1][0] == c and a[2] != "res"
                     and data.CARD_VALUE[a[1]] <= top + 3]
            others = [a for a in legal if a[0] == "discard" and a[1][0] != c] or [a for a in legal if a[0] == "discard"]
            a = plays[0] if plays else others[-1]
        elif st.phase == "draw":
            a = ("draw", "deck")
        else:
            a = (st.phase, None)
        st.apply(a)
        texts.append(st.action_to_str(a))
    raise AssertionError("no long pile")


def test_every_value_of_a_long_pile_stays_readable(app):
    """Issue 34 B: played-card stacks hid their numbers (mini cards at a 24 px step, values centred,
    squeezed further as the pile grew)."""
    actions, c, _ = _build_piles(8)
    spec = registry.get("lost_cities")
    scene = app.start_game(spec, Setup(2, {"first_player": 0}, 8), [Seat("Ann", "human"), Seat("Bob", "random")],
                           actions)
    pump(app, 2)
    k = data.COLOR_INDEX[c]
    card = next(a[1] for a in scene.view.legal_actions() if a[0] == "play" and a[1][0] == c)
    drag(app, sprite_point(next(s for s in scene.hand_sprites if s.key[0] == card)), art.step_rect(k, 5).center)
    pile = scene.view.piles[scene.viewer][k]
    assert len(pile) >= 7
    slots = scene.pile_layout(k)
    assert len(slots) == len(pile)
    for a, b in zip(slots, slots[1:]):  # each card's top-left value is left uncovered by the next
        assert b.y > a.y or b.x - a.x >= art.PILE_VALUE_W
        assert a.h >= 17 and art.pile_rect(k).contains(a)


def test_an_opponent_s_piles_are_shown_and_explained_in_words(app):
    """Issue 34 B: the opponent's panel said "4×2" (top card, count) without a word of explanation."""
    actions, _, colours = _build_piles(19)
    spec = registry.get("lost_cities")
    scene = app.start_game(spec, Setup(2, {"first_player": 0}, 19), [Seat("Ann", "human"), Seat("Bob", "random")],
                           actions)
    pump(app, 2)
    k = data.COLOR_INDEX[colours[1]]
    pile = scene.view.piles[1][k]
    assert len(pile) >= 2
    seat, rect = scene._opponent_rects()[0]
    cell = panel_swatches(rect)[k]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=cell.center, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)
    tip = scene.hover_target(cell.center).tooltip
    tip = tip() if callable(tip) else tip
    values = " ".join(map(str, pile))
    assert "Bob" in tip and f"bottom to top: {values}" in tip and f"must be {pile[-1]} or higher" in tip
    assert "×" not in tip


def test_pile_slots_leave_every_value_in_view_up_to_eighteen_cards():
    from tabletop.games.lost_cities.scene.layout import pile_slots

    for k in range(5):
        rect = art.pile_rect(k)
        for n in range(1, 19):
            slots = pile_slots(n, rect)
            assert len(slots) == n and all(rect.contains(r) and r.h >= 17 for r in slots)
            for a, b in zip(slots, slots[1:]):
                assert b.y > a.y or b.x - a.x >= art.PILE_VALUE_W


def _build_until(seed, stop, players=2):
    """Seeded action texts (first player 0) up to the first position where ``stop(state)``: seat 0
    plays (towards arrow tiles, low cards first), the others discard; everyone draws from the supply."""
    st = registry.get("lost_cities").new_game(Setup(players, {"first_player": 0}, seed))
    texts = []
    for _ in range(300):
        if stop(st):
            return texts
        legal = st.legal_actions()
        if st.phase == "play" and st.turn == 0:
            def score(a):
                if a[0] != "play":
                    return -100
                k = data.CARD_COLOR[a[1]]
                nxt = st.steps[0][k] + 1 if st.kinds[0][k] else 1
                arrow = 10 if nxt < 10 and st.tiles[k][nxt] == "arrow" else 0
                return arrow - data.CARD_VALUE[a[1]] * 0.5 - (3 if a[2] == "res" else 0)
            a = max(legal, key=score)
        elif st.phase == "play":
            a = [x for x in legal if x[0] == "discard"][-1]
        elif st.phase == "draw":
            a = ("draw", "deck")
        else:
            a = (st.phase, None)
        st.apply(a)
        texts.append(st.action_to_str(a))
    raise AssertionError("position not reached")


def test_advance_buttons_speak_in_points_and_pass_is_not_the_default(app):
    """Issue 34 A.3/A.5: the Advance buttons said "red 3→4" (step numbers) and Pass was styled as the
    default answer to a free step."""
    actions = _build_until(8, lambda st: st.phase == "arrow" and st.turn == 0)
    spec = registry.get("lost_cities")
    scene = app.start_game(spec, Setup(2, {"first_player": 0}, 8), [Seat("Ann", "human"), Seat("Bob", "random")],
                           actions[:-1])
    pump(app, 2)
    last = spec.new_game(Setup(2, {}, 0)).str_to_action(actions[-1])
    do_action(app, scene, last)  # the play that lands on the arrow, by mouse
    assert scene.view.phase == "arrow" and scene.my_turn
    moves = [b for b in scene.choice_buttons if b.hotkey != pygame.K_p]
    pas = next(b for b in scene.choice_buttons if b.hotkey == pygame.K_p)
    assert moves and pas.style != "primary" and all(b.style != "primary" for b in moves)
    for b in moves:
        label = b.text() if callable(b.text) else b.text
        assert "→" in label and not re.search(r"\d→\d", label)
        frm, to = label.split()[-3], label.split()[-1]
        assert frm in {str(p) for p in data.STEP_POINTS[1:]} and to in {str(p) for p in data.STEP_POINTS[1:]}
        assert "points" in b.tooltip
    n = len(scene.session.record.actions)
    key(app, pygame.K_RETURN)  # Enter gives nothing away
    assert len(scene.session.record.actions) == n and scene.view.phase == "arrow"
    click(app, moves[0].rect.center)
    assert scene.session.record.actions[-1].startswith("arrow ") and scene.session.record.actions[-1] != "arrow pass"


def test_a_replay_across_the_end_of_an_expedition_opens_no_dialog(home):
    """animate_replay: stepping through the action that ended an expedition animates it on the
    board of that moment and shows the next expedition's board after, with no results screen."""
    with open_app(anim_speed=1.0) as app:
        scene, a = _to_the_end_of_expedition_1(app)
        do_action(app, scene, a)
        wait_for(app, lambda: isinstance(app.scenes.top, ResultsScene), frames=2000)
        click(app, next(w for w in app.scenes.top.widgets if w.text() == "Close").rect.center)
        ended = next(i for i in range(len(scene.session)) if any(
            e[0] == "scored" for e in scene.session.view_at(i + 1, scene.viewer).events))
        scene.start_replay(ended)  # the table just before the ending action
        assert scene.replay.position == ended and scene.view.expedition == 1
        key(app, pygame.K_RIGHT)
        assert scene.replay.position == ended + 1 and scene.frozen is not None  # the ended board, animated
        wait_for(app, lambda: not scene.tweens.animating and not scene.fx.busy, frames=2000)
        assert app.scenes.top is scene and scene.frozen is None and scene.pending_results is None
        v = scene.view
        assert v.expedition == 2 and all(not any(k) for k in v.kinds)
        assert scene.figures == {}  # the new expedition's empty board
        key(app, pygame.K_ESCAPE)
        assert scene.replay is None and scene.view.to_json() == scene.session.view(scene.viewer).to_json()


@pytest.mark.parametrize("players", [2, 4])
def test_toasts_stay_clear_of_the_opponents_panels_and_the_recent_list(home, players):
    with open_app() as a:
        scene = start(a, kinds=("human",) + ("random",) * (players - 1), seed=players)
        for i in range(4):
            a.toast(f"message {i} " * 8)
        rects = a.toasts.rects(a.toast_anchor())
        assert len(rects) == 4
        for r in rects:
            assert not any(r.colliderect(p) for _, p in scene._opponent_rects())
            assert not r.colliderect(scene.recent_rect())


def test_the_open_log_is_not_covered_by_the_recent_list(app):
    # play-test: the "Since your last move" box was drawn over the open log, hiding its newest lines
    scene = start(app, seed=5)
    for _ in range(40):
        if [e for e in scene.recent_entries() if e.player != scene.viewer] and scene.my_turn:
            break
        if scene.my_turn:
            human_move(app, scene)
        pump(app, 5)
    assert scene.recent_rect() is not None  # the list beside the hand while the log is closed
    click(app, button(scene, "Log").rect.center)
    pump(app, 2)
    assert not scene.log_panel.collapsed
    rect = scene.recent_rect()
    assert rect is None or not rect.colliderect(scene.log_panel.rect)
    click(app, button(scene, "Log").rect.center)
    pump(app, 2)
    assert scene.log_panel.collapsed and scene.recent_rect() is not None
