"""Lost Legacy's guided first game played to its end with posted mouse events (dummy driver), in
English and Japanese: each step's move advances it, a different move is taken back with the
coach's word, an illegal drop gets the table's own refusal, and the lesson fits its rules."""

from __future__ import annotations

import pygame
import pytest

from tabletop import learn
from tabletop.engine import registry
from tabletop.engine.lesson import check
from tabletop.games.lost_legacy.lesson import LESSON
from tabletop.games.lost_legacy.scene import PLAY_RECT, RUINS_AREA
from tabletop.games.lost_legacy.scene.input import WORD_KEYS
from tabletop.ui import i18n
from tabletop.ui.coach import Coach
from tabletop.ui.i18n import t
from ui_driver import click, drag, follow_lesson, open_app, pump, sprite_point, wait_for

SPEC = registry.get("lost_legacy")


@pytest.fixture
def app(home):
    with open_app() as a:
        yield a


def test_the_lesson_replays_through_the_rules_and_meets_every_card_of_the_set():
    record = check(SPEC, LESSON)
    assert LESSON.setup().options["deck"] == "starship" and 15 <= len(LESSON.steps) <= 30
    played = {text.split()[1] for text in record if text.startswith("play ")}
    assert played == {"search", "map", "thief", "ambush", "general", "assault", "sword"}
    state = SPEC.new_state(SPEC.validate(LESSON.setup()))
    seen = set(state.hands[0])
    for text in record:
        state.apply(state.str_to_action(text))
        seen |= set(state.hands[0])
    assert "girl" in seen and "starship" not in seen  # the Girl is held; the Starship stays in the Ruins
    assert state.is_terminal() and state.winner == 0 and state.result == "found"
    assert state.out == [False, False, True]  # Partner 2 fell to the Sneak Attack
    assert state.ruins[0] == "starship" and len(state.ruins) == 3  # two Old Maps, never shuffled


def button_of(coach: Coach, label: str):
    return next(b for b in coach.buttons if (b.text() if callable(b.text) else b.text) == label)


def card(scene, code: str):
    return next(s for s in scene.hand_sprites if s.key[0] == code)


def place(scene, text: str) -> pygame.Rect:
    """Where the learner makes the move ``text`` by mouse: the card to drag, the glowing seat or
    Ruins card, or the word's button."""
    action = scene.session.state.str_to_action(text)
    if isinstance(action, str):
        return next(b.rect for b in scene.choice_buttons if b.hotkey == WORD_KEYS[action])
    if action[0] == "play":
        return card(scene, action[1]).rect
    return next(r for r, a in scene._clickables() if a == action)


def make(app, scene, text: str) -> None:
    action = scene.session.state.str_to_action(text)
    if isinstance(action, tuple) and action[0] == "play":
        drag(app, sprite_point(card(scene, action[1])), PLAY_RECT.center)
    else:
        click(app, place(scene, text).center)


def ready(app, scene, text: str) -> None:
    coach = scene.coach
    wait_for(app, lambda: scene.my_turn and scene.frozen is None and coach.expected() == text, frames=3000)
    pump(app, 2)


def refused(app, scene, wrong: str) -> None:
    """A different legal move is taken back with the coach's friendly word."""
    n = len(scene.session)
    make(app, scene, wrong)
    pump(app, 3)
    assert len(scene.session) == n and scene.coach.message == t("coach.try_instead")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_guided_game_played_by_mouse_to_its_end(app, lang):
    i18n.set_lang(lang)
    try:
        scene = app.start_lesson(SPEC)
        pump(app, 2)
        coach = scene.coach
        assert isinstance(coach, Coach) and app.scenes.top is scene and coach.index == 0
        # read first: a move during a step with nothing to do is taken back
        drag(app, sprite_point(card(scene, "search")), PLAY_RECT.center)
        assert len(scene.session) == 0 and coach.message == t("coach.next_first")
        wrongs = {
            "play search": "play ambush",     # the other card
            "keep": "swap",                   # taking the Starship into the hand
            "noshuffle": "shuffle",
            "play general": "play sword",
            "slot 0": "seat 1",               # the investigation: a hand instead of the Ruins card
        }
        for k, step in enumerate(LESSON.steps):
            assert coach.index == k
            panel = coach.rect()
            assert panel.left >= 0 and panel.right <= 1280 and panel.top >= 64 and panel.bottom <= 720
            if not step.expect:
                wait_for(app, lambda: not coach.watching(), frames=4000)  # a step may wait for the others' turns
                wait_for(app, lambda: bool(coach.target_rects()) or not step.point, frames=3000)
                for r in coach.target_rects():  # the panel never covers what it points at
                    assert not panel.colliderect(r), (step.text, r)
                click(app, button_of(coach, t("coach.next")).rect.center)
                continue
            for text in step.expect:
                ready(app, scene, text)
                target = place(scene, text)
                assert target in coach.target_rects() and not panel.colliderect(target), step.text
                if k == 3:  # an illegal drop gets the table's own refusal, and nothing moves
                    sprite = card(scene, "search")
                    drag(app, sprite_point(sprite), RUINS_AREA.center)
                    assert len(scene.session) == 0 and scene.drag.reason_text
                    pump(app, 3)
                    assert sprite.pos == sprite.base_pos
                if text in wrongs and wrongs[text] in [scene.session.state.action_to_str(a)
                                                      for a in scene.session.state.legal_actions()]:
                    refused(app, scene, wrongs.pop(text))
                    if text.startswith("play "):
                        pump(app, 3)
                        wrong_card = card(scene, scene.session.state.str_to_action(
                            "play ambush" if text == "play search" else "play sword")[1])
                        assert wrong_card.pos == wrong_card.base_pos  # back in the hand
                n = len(scene.session)
                make(app, scene, text)
                assert len(scene.session) == n + 1 and scene.session.record.actions[-1] == text, (step.text, text)
        assert not wrongs, f"wrong moves never tried: {wrongs}"
        assert coach.finished and learn.progress("lost_legacy")["done"]
        assert scene.session.is_terminal() and scene.session.state.winner == 0
        assert scene.session.record.actions == check(SPEC, LESSON)
        pump(app, 2)
        assert not coach.buttons and scene.end_buttons[0].text() == t("coach.real_game")  # one panel of choices
    finally:
        i18n.set_lang("en")


def test_a_lesson_left_midway_opens_again_where_it_was(app):
    """Progress is kept: left before the learner's own Old Map, the lesson opens again on that
    step with the table as it was (the Sneak Attack sprung, the Starship still known)."""
    record = check(SPEC, LESSON)
    at = record.index("play map", record.index("seat 0"))  # the learner's Old Map, after the trap
    step = [s.text for s in LESSON.steps].index("lesson.map")
    learn.record("lost_legacy", step, 0, record[:at])
    scene = app.start_lesson(SPEC)
    pump(app, 2)
    coach = scene.coach
    assert coach.index == step and scene.session.record.actions == record[:at]
    v = scene.view
    assert v.out[2] and v.known_ruins[0] == "starship" and sorted(v.hand) == ["general", "map"]
    ready(app, scene, "play map")
    make(app, scene, "play map")
    assert coach.index == step + 1 and learn.progress("lost_legacy")["step"] == step + 1


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_step_s_words_fit_the_panel_on_the_table(app, lang):
    """Each step's panel (its title, words and buttons) stays on screen and below the Ruins, and
    the texts read with the partners' names, never a seat marker."""
    i18n.set_lang(lang)
    try:
        scene = app.start_lesson(SPEC)
        pump(app, 2)
        coach = scene.coach
        for k in range(len(LESSON.steps)):
            coach.index, coach.made = k, 0
            coach.build()
            r = coach.rect()
            assert r.bottom <= 720 and r.top >= RUINS_AREA.bottom, (lang, LESSON.steps[k].text, r)
            text = scene.names(i18n.tg("lost_legacy", LESSON.steps[k].text))
            assert "\u27e6" not in text and text.strip()
            scene.draw(pygame.Surface((1280, 720)))
    finally:
        i18n.set_lang("en")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_rules_section_has_its_picture_and_the_rules_screen_shows_them(app, lang):
    from tabletop.games.lost_legacy.scene import rules_picture
    from tabletop.scenes.rules import RulesScene

    sections = SPEC.rules_summary(lang)
    assert len(sections) == 9
    for index in range(len(sections)):
        for size in ((260, 161), (400, 248)):
            pic = rules_picture(index, lang, size)
            assert isinstance(pic, pygame.Surface) and pic.get_size() == size
            # a real picture: many colours, not a blank panel
            assert len({tuple(pic.get_at((x, y))) for x in range(0, size[0], 7) for y in range(0, size[1], 7)}) > 20
    assert rules_picture(len(sections), lang, (260, 161)) is None
    pics = [pygame.image.tobytes(rules_picture(i, lang, (260, 161)), "RGB") for i in range(len(sections))]
    assert len(set(pics)) == len(pics)  # one picture per section, each its own
    i18n.set_lang(lang)
    try:
        rules = RulesScene(app, SPEC)
        app.scenes.push(rules)
        pump(app, 2)
        assert all(rules.picture(i, 260) is not None for i in range(len(sections)))
        rules.draw(pygame.Surface((1280, 720)))
        assert rules.marked  # reconstructed rules keep their mark
    finally:
        i18n.set_lang("en")


def test_in_the_lesson_your_played_cards_stay_in_sight_in_your_panel(app):
    """The coach's panel lies over your discard pile: your discards are laid along the bottom
    of your own panel instead, clear of the coach, and a played card lands there."""
    from tabletop.games.lost_legacy.scene import MY_PANEL
    scene = app.start_lesson(SPEC)
    pump(app, 2)
    coach = scene.coach
    for _ in range(len(LESSON.steps)):
        if scene.view.piles[scene.viewer]:
            break
        step = LESSON.steps[coach.index]
        if not step.expect:
            click(app, button_of(coach, t("coach.next")).rect.center)
            continue
        for text in step.expect:
            ready(app, scene, text)
            make(app, scene, text)
    assert scene.view.piles[scene.viewer]
    pump(app, 3)
    lay = scene.pile_layout(scene.viewer)
    assert lay and all(MY_PANEL.contains(r) and not r.colliderect(scene.coach.rect()) for r in lay)
    assert scene.pile_top_pos(scene.viewer) == lay[-1].center


def test_an_assault_that_keeps_is_told_as_kept_not_as_a_swap(home):
    """Opponent 1's Assault looks at the learner's Swordsman and keeps its card; the learner has
    drawn since, so the hand differs: a tester read 'gave Swordsman, received Swordsman'."""
    from tabletop.ui.i18n import tg

    with open_app() as app:
        scene = app.start_lesson(SPEC)
        coach = scene.coach
        notes = set()
        follow_lesson(app, scene, lambda: scene.hand_note and notes.add(scene.hand_note))
        kept = tg("lost_legacy", "ui.assaulted_kept", seat=scene.name(1), card=tg("lost_legacy", "card.sword"))
        assert coach.finished and notes == {kept}, notes
