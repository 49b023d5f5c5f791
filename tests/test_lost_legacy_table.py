"""Lost Legacy on the shared table lifecycle, driven with posted mouse and key events (dummy video
driver): the defects of issue 34 (the Ruins note over the numbers, the bare "decides in secret"
banner, Swap as the default), the ending explained on the table, the panel between rounds, the
others' last turns marked until the player acts, the opponents' pace, the replay, hot-seat."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine import registry
from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng
from tabletop.scenes.pause import PauseScene
from tabletop.ui.table import PACES, PrivacyScene, ResultsScene, TableScene
from ui_driver import button, click, key, open_app, pump, sprite_point, start_game, wait_for

from tabletop.games.lost_legacy.scene import END_RECT, PLAY_RECT, RUINS_AREA, GameScene
from tabletop.games.lost_legacy.art import HAND
from tabletop.games.lost_legacy.text import card_name
from tabletop.ui import theme

FRAME_MS = 16
SWAPS = ("general_swap", "search_swap", "assault_swap")


@pytest.fixture
def app(home):
    with open_app() as a:
        yield a


def find(pred, players=2, options=None, seeds=range(1, 400), limit=80):
    """(seed, actions) of a seeded random game at the first state ``pred(state)`` accepts."""
    spec = registry.get("lost_legacy")
    for seed in seeds:
        st = spec.new_game(spec.validate(Setup(players, options or {}, seed)))
        rng = Rng(seed)
        acts = []
        while not st.is_terminal() and len(acts) < limit:
            if pred(st):
                return seed, acts
            a = rng.choice(st.legal_actions())
            st.apply(a)
            acts.append(st.action_to_str(a))
    raise AssertionError("no such position")


def start(app, seed, actions=(), kinds=("human", "random"), options=None) -> GameScene:
    return start_game(app, "lost_legacy", kinds, options, seed, actions)


def play_by_mouse(app, scene, n: int) -> None:
    """One decision of the seat on screen with the mouse: a card is selected by a click and
    played by a click on the glowing play area; a choice is a click on its glowing place or button."""
    v = scene.view
    legal = v.legal_actions()
    action = legal[n % len(legal)]
    if v.pending[0] == "play":
        sprite = next(s for s in scene.hand_sprites if s.key[0] == action[1])
        click(app, sprite_point(sprite))
        click(app, PLAY_RECT.center)
        return
    for rect, a in scene._clickables():
        if a == action:
            click(app, rect.center)
            return
    label = scene._choice_label(action)
    b = next(b for b in scene.choice_buttons if label in (b.text() if callable(b.text) else b.text))
    click(app, b.rect.center)


def slot_number_rects(scene) -> list[pygame.Rect]:
    """Where the Ruins cards' numbers are written: centred under each card."""
    return [pygame.Rect(r.centerx - 16, r.bottom + 4, 32, 20) for r in scene.slot_rects()]


def pixels(surface, rects) -> list:
    return [surface.get_at((x, y)) for r in rects for x in range(r.x, r.right) for y in range(r.y, r.bottom)]


# -- B. defects -------------------------------------------------------------------------------

def test_what_you_know_is_somewhere_in_the_ruins_is_not_written_over_their_numbers(app):
    # Ann's Old Map put a card she saw into the Ruins; she shuffles them: now she knows it is
    # "somewhere in the Ruins", and the table says so under the Ruins
    seed, acts = find(lambda s: s.current_player() == 0 and s.pending == ("map_shuffle",))
    scene = start(app, seed, acts)
    wait_for(app, lambda: scene.my_turn)
    click(app, button(scene, "Shuffle (S)").rect.center)
    assert scene.session.record.actions[-1] == "shuffle"
    v = scene.view
    assert v.ruins_pool, "Ann knows a card is somewhere in the Ruins"
    shot = pygame.Surface((1280, 720))
    scene.draw(shot)
    numbers = slot_number_rects(scene)
    with_note = pixels(shot, numbers)
    scene.view = scene.spec.view_from_json(dict(v.to_json(), ruins_pool=[]))
    scene.draw(shot)
    scene.view = v
    assert pixels(shot, numbers) == with_note, "the note leaves the Ruins' numbers alone"


def test_the_banner_says_what_a_secret_swap_is_about(app):
    app.settings.ai_pace = "normal"
    seed, acts = find(lambda s: s.current_player() == 1 and s.pending[0] in SWAPS)
    scene = start(app, seed, acts)
    n = len(scene.session)
    wait_for(app, lambda: len(scene.session) > n, frames=4000)
    pump(app)
    banner = scene.banner_text()
    assert banner.startswith("▲ P2: decides in secret whether to swap")
    assert any(what in banner for what in ("the deck's top card (General)", "(Search)", "hands with P1 (Assault)"))
    # the log says the same, with the player's name (opened with the mouse)
    click(app, button(scene, "Log").rect.center)
    assert not scene.log_panel.collapsed
    assert any("(General)" in e or "(Search)" in e or "(Assault)" in e for e in map(str, scene.log_panel.entries))


def test_swap_is_never_the_default_and_warns_before_giving_the_lost_legacy_away(app):
    seed, acts = find(lambda s: s.current_player() == 0 and s.pending[0] in SWAPS and "starship" in s.hands[0])
    scene = start(app, seed, acts)
    wait_for(app, lambda: scene.my_turn)
    swap = button(scene, "Swap (S)")
    keep = button(scene, "Keep Lost Legacy: The Starship (K)")  # it says what you keep
    assert swap.style != "primary" and keep.style != "primary"
    n = len(scene.session)
    key(app, pygame.K_RETURN)
    assert len(scene.session) == n, "Enter chooses nothing"
    assert "Careful: you would give Lost Legacy: The Starship away." in swap.tooltip()
    click(app, keep.rect.center)
    assert scene.session.record.actions[-1] == "keep" and "starship" in scene.session.state.hands[0]


# -- the ending on the table ------------------------------------------------------------------

def test_the_ending_turns_every_hand_face_up_and_says_who_won_and_why_before_any_dialog(app):
    spec = registry.get("lost_legacy")
    seed = next(s for s in range(3, 200) if spec.new_game(Setup(2, {}, s)).current_player() == 0)
    scene = start(app, seed)
    moves = 0
    while not scene.session.is_terminal() and moves < 60:
        wait_for(app, lambda: scene.my_turn or scene.session.is_terminal(), frames=4000)
        if scene.my_turn:
            play_by_mouse(app, scene, moves)
            moves += 1
    assert scene.session.is_terminal()
    pump(app, 3)
    assert app.scenes.top is scene and scene.end_buttons, "the table explains it first, no dialog"
    v = scene.view
    cards = scene.round_cards_shown()
    assert cards == v.round_reveal and all(tuple(cards[0][p]) == tuple(v.round_reveal[0][p]) for p in range(2))
    lines = scene.ending_lines()
    winner, reason = v.history[-1]
    assert lines[0].startswith("P1" if winner == 0 else "P2" if winner == 1 else "Nobody")
    assert not any("points" in line for line in lines)
    assert "⟦" not in " ".join(lines)
    # the panel hides neither your face-up hand nor the Ruins
    hand = pygame.Rect(0, 0, *HAND)
    hand.center = scene.hand_anchor(scene.viewer)
    assert not hand.colliderect(scene.end_rect()) and not RUINS_AREA.colliderect(scene.end_rect())
    assert scene.end_rect() == END_RECT and END_RECT.bottom <= 720
    # and only then the results, with the investigation in the breakdown
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, ResultsScene)
    heads, rows = scene.result_breakdown()
    assert heads[-3:] == ["Last card", "Investigation", "Round result"] and len(rows) == 2


def test_between_rounds_the_table_explains_the_round_and_the_ai_waits(app):
    opts = {"match": 2}
    scene = start(app, 1, options=opts)  # round 1 ends on the AI's turn, after the human's last move
    moves = 0
    while scene.round_over is None and not scene.session.is_terminal() and moves < 80:
        wait_for(app, lambda: (scene.my_turn and scene.frozen is None) or scene.round_over is not None or scene.session.is_terminal(),
                 frames=4000)
        if scene.my_turn and scene.frozen is None:
            play_by_mouse(app, scene, moves)
            moves += 1
    assert scene.round_over == 1
    assert app.scenes.find(ResultsScene) is None, "no dialog between rounds"
    assert scene.headline().startswith("Round 1: ") and scene.banner_text() == scene.headline()
    assert scene.ending_lines() and scene.round_cards_shown() == scene.round_cards
    n = len(scene.session)
    pump(app, 120)
    assert len(scene.session) == n, "the next round's AI waits while the round is explained"
    key(app, pygame.K_RETURN)  # Next round
    assert scene.round_over is None and scene.frozen is None and scene.round_cards_shown() is None
    wait_for(app, lambda: scene.my_turn or scene.session.is_terminal(), frames=4000)
    first = scene.round_start_index()
    this_round = {e.describe("en") for e in scene.session.log[first:]}
    assert all(line in this_round for m in scene._marks.values() for line in m["lines"]), \
        "the new round is marked with its own turns only"


# -- the others' turns ---------------------------------------------------------------------------

def test_each_opponent_s_last_turn_stays_marked_until_the_player_acts(app):
    seed = next(s for s in range(1, 200) if registry.get("lost_legacy").new_game(Setup(3, {}, s)).current_player() == 1)
    scene = start(app, seed, kinds=("human", "random", "random"))
    wait_for(app, lambda: scene.my_turn, frames=4000)
    marks = scene._marks
    assert set(marks) == {1, 2} and all(m["cards"] for m in marks.values())
    shot = pygame.Surface((1280, 720))
    scene.draw(shot)  # brackets in the seat's colour, the card it played named under its pile
    tip = scene._seat_tip(1)
    assert "Since your last move:" in tip and marks[1]["lines"][0] in tip
    play_by_mouse(app, scene, 0)
    assert scene._marks == {}, "acting clears the marks"


def test_at_normal_pace_every_ai_step_is_shown_and_followed_by_a_pause(app):
    app.settings.ai_pace = "normal"
    spec = registry.get("lost_legacy")
    seed = next(s for s in range(1, 200) if spec.new_game(Setup(2, {}, s)).current_player() == 1)
    scene = start(app, seed, kinds=("human", "random"))
    wait_for(app, lambda: len(scene.session) >= 1, frames=4000)
    pump(app)
    assert scene.fx.flights, "the played card is on its way to the play area"
    assert scene.banner_text().startswith("▲ P2: plays ")
    frames = 0
    while len(scene.session) < 2 and not scene.my_turn and frames < 4000:
        pump(app)
        frames += 1
    if len(scene.session) >= 2 and scene.session.log[1].player == 1:  # a second AI step (a target, a swap)
        assert frames * FRAME_MS >= PACES["normal"][1]


def test_a_replay_steps_through_the_others_turns_read_only(app):
    seed = next(s for s in range(1, 200) if registry.get("lost_legacy").new_game(Setup(3, {}, s)).current_player() == 0)
    scene = start(app, seed, kinds=("human", "random", "random"))
    assert GameScene.animate_replay
    wait_for(app, lambda: scene.my_turn, frames=4000)
    play_by_mouse(app, scene, 1)
    wait_for(app, lambda: scene.my_turn or scene.session.is_terminal(), frames=4000)
    s = scene.session
    n = len(s)
    key(app, pygame.K_b)
    assert scene.replay is not None
    shot = pygame.Surface((1280, 720))
    while scene.replay.position < n:
        key(app, pygame.K_RIGHT)
        pump(app, 5)
        scene.draw(shot)
        assert scene.view.to_json() == s.view_at(scene.replay.position, scene.viewer).to_json()
        assert app.scenes.top is scene and scene.frozen is None
    assert len(s) == n
    key(app, pygame.K_ESCAPE)
    assert scene.replay is None and not isinstance(app.scenes.top, PauseScene)


# -- hot-seat, hints, toasts -----------------------------------------------------------------------

def test_no_attribute_of_the_scene_hides_a_table_method_and_hot_seat_shows_the_hand(app):
    scene = start(app, 4, kinds=("human", "human"))
    methods = {name for name in dir(TableScene) if callable(getattr(TableScene, name, None))}
    assert not methods & set(vars(scene)), "an attribute named like a TableScene method (issue 38)"
    assert isinstance(app.scenes.top, PrivacyScene)
    click(app, button(app.scenes.top, "Show my hand").rect.center)
    assert app.scenes.top is scene and not scene.hidden and scene.my_turn


def test_a_hint_names_the_move_and_its_reason_in_the_seat_s_own_words(app):
    spec = registry.get("lost_legacy")
    seed = next(s for s in range(4, 200) if spec.new_game(Setup(2, {}, s)).current_player() == 0)
    scene = start(app, seed)
    wait_for(app, lambda: scene.my_turn)
    key(app, pygame.K_h)
    wait_for(app, lambda: scene.hint_action is not None, frames=4000)
    head = scene.hint_note[0]
    assert head.startswith("Hint: play ") and " — " in head and head.endswith(").")
    assert not any("decides in secret" in line or "P1" in line.split("—")[-1] for line in scene.hint_note[2:])


def test_a_selected_card_says_what_it_does_and_what_you_keep(app):
    spec = registry.get("lost_legacy")
    seed = next(s for s in range(4, 200) if spec.new_game(Setup(2, {}, s)).current_player() == 0
                and "starship" not in spec.new_game(Setup(2, {}, s)).hands[0])
    scene = start(app, seed)
    wait_for(app, lambda: scene.my_turn)
    sprite = scene.hand_sprites[0]
    click(app, sprite_point(sprite))
    assert scene.drag.mode == "selected"
    info = scene.selection_info(sprite)
    assert info.startswith(card_name(sprite.key[0], "en") + ": ") and "You keep" in info and "play area" in info


def test_toasts_stay_clear_of_the_other_players(app):
    scene = start(app, 5, kinds=("human",) + ("random",) * 5, options={"deck": "all_jam"})
    for i in range(4):
        app.toast(f"message {i} " * 6)
    panels = [scene.seat_rect(s) for s in scene.others()]
    for r in app.toasts.rects(app.toast_anchor()):
        assert not any(r.colliderect(p) for p in panels)


def test_an_ai_only_match_goes_on_to_the_next_round_by_itself(app, monkeypatch):
    from tabletop.games.lost_legacy.scene import ending

    monkeypatch.setattr(ending, "AUTO_NEXT_MS", 300.0)  # 6 s at the table; short here
    scene = start(app, 3, kinds=("random", "random"), options={"match": 2})
    wait_for(app, lambda: scene.round_over is not None or scene.session.is_terminal(), frames=4000)
    if not scene.session.is_terminal():
        wait_for(app, lambda: scene.round_over is None, frames=1000)  # no click: it closes by itself
    wait_for(app, lambda: scene.session.is_terminal(), frames=8000)


# -- the play-tester's findings (issue 34/35 polish) ----------------------------------------------

def test_no_hint_while_the_ended_round_is_on_show(app):
    """Seed 5, a match of two: the player's Assault ends round 1 and the player starts round 2.
    While round 1's cards lie face up, the next round's hand is not on the table: no hint."""
    from tabletop.games.lost_legacy.rules import str_to_action
    scene = start(app, 5, options={"match": 2})
    wait_for(app, lambda: scene.my_turn, frames=4000)
    for text in ("play assault", "seat 1"):
        scene.play(str_to_action(text))
        pump(app, 2)
    wait_for(app, lambda: scene.round_over is not None, frames=4000)
    assert scene.session.current_player() == scene.viewer and scene.my_turn
    hint_button = button(scene, "Hint")
    assert not hint_button.enabled
    key(app, pygame.K_h)
    pump(app, 30)
    assert scene.hint_ticket is None and scene.hint_note is None and scene.hint_action is None
    key(app, pygame.K_RETURN)  # Next round: now the hand is on the table, and so is the hint
    assert scene.frozen is None and hint_button.enabled


@pytest.fixture
def slow_app(home):
    """Animations at normal speed (16 ms a frame): what is on show while a card moves."""
    with open_app(anim_speed=1.0) as a:
        yield a


def _play_card(app, scene, card):
    from tabletop.games.lost_legacy.rules import str_to_action
    wait_for(app, lambda: scene.my_turn and scene.pend_kind() == "play", frames=4000)
    scene.play(str_to_action(f"play {card}"))


def test_the_card_old_map_puts_into_the_ruins_is_shown_there_not_left_on_the_deck(slow_app):
    app = slow_app
    from tabletop.games.lost_legacy.scene.layout import DECK_RECT
    seed, acts = find(lambda st: st.active == 0 and st.pending[0] == "play" and "map" in st.hands[0]
                      and len(st.deck) > 1)
    scene = start(app, seed, acts)
    slot = scene.view.ruins_count
    _play_card(app, scene, "map")
    deck, where = tuple(map(float, DECK_RECT.center)), None
    for _ in range(400):
        pump(app, 1)
        shown = [pk.pos for pk in scene.peeks if pk.alpha > 1]
        if len(scene.slot_rects()) > slot and tuple(map(float, scene.slot_center(slot))) in shown:
            where = shown
            break
    assert where is not None, "the card seen goes into the Ruins and is shown where it lies"
    assert deck not in where, "nothing of it is left face up on the deck"


def test_the_general_s_peek_shows_the_top_card_once(slow_app):
    app = slow_app
    from tabletop.games.lost_legacy.scene.layout import DECK_RECT
    from tabletop.games.lost_legacy.art import MINI
    seed, acts = find(lambda st: st.active == 0 and st.pending[0] == "play" and "general" in st.hands[0]
                      and len(st.deck) > 1)
    scene = start(app, seed, acts)
    _play_card(app, scene, "general")
    deck = tuple(map(float, DECK_RECT.center))
    wait_for(app, lambda: any(pk.pos == deck and pk.alpha > 200 for pk in scene.peeks), frames=600)
    assert scene.view.known_top
    mark = pygame.Rect((DECK_RECT.right + 6, DECK_RECT.y + 10), MINI)
    peek = next(pk for pk in scene.peeks if pk.alpha > 1)
    mark = mark.clip(pygame.Rect(peek.image.get_rect(center=(round(peek.pos[0]), round(peek.pos[1]) - 10)).right + 6,
                                 0, 2000, 2000))
    assert mark.w > 8, "the mark's place lies beside the peek"
    with_peek = pygame.Surface((1280, 720))
    scene.draw(with_peek)
    saved = [pk.alpha for pk in scene.peeks]
    for pk in scene.peeks:
        pk.alpha = 0.0
    without = pygame.Surface((1280, 720))
    scene.draw(without)
    for pk, a in zip(scene.peeks, saved):
        pk.alpha = a
    assert pixels(with_peek, [mark]) != pixels(without, [mark]), "the small mark waits while the peek shows the card"


def test_a_chip_on_your_own_panel_sits_at_its_top_and_a_secret_swap_line_clear_of_the_round_panel(slow_app):
    """An AI Assaults the player: the chip naming it lies in the top of the player's panel (its
    bottom is on the table's edge), and the long "decides in secret" line stays over the table's
    middle, clear of the round's panel and of the window's right edge."""
    from tabletop.games.lost_legacy.scene.layout import INFO_RECT, MY_PANEL
    from tabletop.ui.text import font
    app = slow_app
    seed, acts = find(lambda st: st.active == 1 and st.pending[0] == "assault_swap" and st.pending[1] == 0)
    scene = start(app, seed, acts)
    line = None
    for _ in range(600):
        pump(app, 1)
        line = line or next((f for f in scene.fx.floaters if "in secret" in f.text), None)
        if line is not None and scene._marks.get(1):
            break
    assert line is not None and scene._marks.get(1)
    w = font(theme.S, True).size(line.text)[0] + 2 * 28
    box = pygame.Rect(0, 0, w, 40)
    box.midtop = (round(line.pos[0]), round(line.pos[1]) - 30)
    assert box.right <= 1280 - 8 and not box.colliderect(INFO_RECT)
    chips = scene.mark_chips(0, MY_PANEL)
    assert chips and all(MY_PANEL.y < c.top and c.bottom <= MY_PANEL.y + 60 for _, _, c in chips)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_general_s_question_is_asked_under_the_deck_and_keep_names_the_card(app, lang):
    from tabletop.games.lost_legacy.scene.layout import DECK_RECT
    from tabletop.ui import i18n
    i18n.set_lang(lang)
    seed, acts = find(lambda st: st.active == 0 and st.pending[0] == "general_swap")
    scene = start(app, seed, acts)
    wait_for(app, lambda: scene.my_turn)
    img, pos = scene.choice_prompt()
    box = img.get_rect(midtop=pos)
    assert not box.colliderect(RUINS_AREA) and box.left >= 0 and box.top > DECK_RECT.bottom
    assert scene._chosen_rect() == DECK_RECT
    mine = scene.view.hand[0]
    keep = next(b for b in scene.choice_buttons if b.hotkey == pygame.K_k)
    assert card_name(mine, lang) in keep.text
    from tabletop.ui.text import font
    assert font(theme.XS).size(keep.text)[0] <= keep.rect.w - 8, "the label fits its button"


def test_an_ai_s_secret_assault_swap_tells_the_player_whether_their_own_card_changed(slow_app):
    app = slow_app
    seed, acts = find(lambda st: st.active == 1 and st.pending[0] == "assault_swap" and st.pending[1] == 0)
    scene = start(app, seed, acts)
    mine = scene.view.hand[0]
    n = len(scene.session)
    said = None
    for _ in range(600):
        pump(app, 1)
        said = next((f.text for f in scene.fx.floaters if f.text.startswith("P2 ") and "you" in f.text), None)
        if said:
            break
    assert len(scene.session) > n and said is not None, "the player is told about their own hand"
    swapped = scene.session.record.actions[n] == "swap"
    now = scene.session.view(0).hand[0] if not swapped else card_name(scene.session.state.hands[0][0], "en")
    if swapped:
        assert said.startswith("P2 swapped hands with you") and card_name(mine, "en") in said and now in said
    else:
        assert said == f"P2 did not swap: you still hold your {card_name(mine, 'en')}."
    # at any pace it stays written in the player's own panel until they act
    wait_for(app, lambda: scene.my_turn, frames=2000)
    assert scene.hand_note == said
    play_by_mouse(app, scene, 0)
    assert scene.hand_note is None


def test_between_rounds_the_ended_round_shows_its_eliminations_and_the_star_just_won(app):
    """The round's last action eliminates a player: on the ended round's table that player is
    marked out, and the winner's star for this round is already lit."""
    from tabletop.games.lost_legacy.rules import str_to_action
    spec = registry.get("lost_legacy")
    found = None
    for seed in range(1, 300):
        st = spec.new_game(spec.validate(Setup(3, {"match": 2}, seed)))
        rng, acts = Rng(seed), []
        while st.round_no == 1 and not st.is_terminal():
            actor = st.current_player()
            a = rng.choice(st.legal_actions())
            st.apply(a)
            acts.append(st.action_to_str(a))
            if st.round_no > 1:
                if actor == 0 and any(e[1] == "out" and e[2] != 0 for e in st.events):
                    found = seed, acts
                break
        if found:
            break
    assert found
    seed, acts = found
    scene = start(app, seed, acts[:-1], kinds=("human", "random", "random"), options={"match": 2})
    wait_for(app, lambda: scene.my_turn)
    before_out = scene.view.out
    scene.play(str_to_action(acts[-1]))
    wait_for(app, lambda: scene.round_over is not None, frames=2000)
    v = scene.disp
    after = scene.session.view(0)
    gone = [p for p in range(3) if not before_out[p] and any(e[1] == "out" and e[2] == p for e in after.events)]
    assert gone and all(v.out[p] for p in gone), "the player the last action eliminated is marked out"
    winner = after.history[-1][0]
    assert v.points == after.points and (winner < 0 or v.points[winner] == 1)
