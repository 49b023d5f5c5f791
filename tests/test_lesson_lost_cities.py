"""Lost Cities' guided first game, played to its end by posted mouse events (dummy video driver),
in English and Japanese: each step's expected move advances it, another legal move is taken back
with a friendly word, an illegal drop gets the table's refusal, and the rules' pictures draw."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import click, drag, key, open_app, pump, sprite_point, target_point, wait_for

from tabletop import learn
from tabletop.engine import i18n as engine_i18n
from tabletop.engine.lesson import check
from tabletop.games.lost_cities import data
from tabletop.games.lost_cities.lesson import LESSON
from tabletop.games.lost_cities.rules import GAME
from tabletop.ui import i18n
from tabletop.ui.i18n import t


@pytest.fixture
def app(home):
    with open_app() as a:
        yield a


def test_the_lesson_replays_through_the_rules_and_meets_every_core_rule():
    record = check(GAME, LESSON)
    state = GAME.new_state(GAME.validate(LESSON.setup()))
    seen = set()
    for text in record:
        me = state.current_player() == LESSON.seat
        action = state.str_to_action(text)
        state.apply(action)
        if me:
            seen.add(text.split()[0] + (" " + text.split()[2] if text.startswith("play") and len(text.split()) > 2 else ""))
            seen.update(e[0] for e in state.events)
    assert state.is_terminal() and state.results[-1][LESSON.seat][4] > state.results[-1][1][4]
    for topic in ("play res", "play adv", "play", "discard", "draw", "arrow", "vp", "artifact", "cross", "end"):
        assert topic in seen, topic
    assert 15 <= len(LESSON.steps) <= 30
    for step in LESSON.steps:  # every word of the coach in both languages
        for name in (step.text, step.title):
            if name:
                for lang in ("en", "ja"):
                    assert engine_i18n.tr("lost_cities", name, lang) != name


def move(app, scene, text):
    """Make the move ``text`` with the mouse, as a player would: drag a card onto its place or a
    draw source into the hand, or click a figure."""
    action = scene.session.state.str_to_action(text)
    if action[0] in ("play", "discard"):
        sprite = next(s for s in scene.hand_sprites if s.key[0] == action[1])
        k = data.CARD_COLOR[action[1]]
        key = ("discard", k) if action[0] == "discard" else ("path", k) if action[2] is None else ("start", k, action[2])
        drag(app, sprite_point(sprite), target_point(scene, key))
    elif action[0] == "draw":
        key = "deck" if action[1] == "deck" else ("dtop", data.COLOR_INDEX[action[1]])
        src = next(s for s in scene.draw_sprites if s.key == key)
        drag(app, sprite_point(src), target_point(scene, "hand"))
    else:
        click(app, scene.figures[(scene.viewer, data.COLOR_INDEX[action[1]])].rect().center)


def button_of(coach, label):
    return next(b for b in coach.buttons if (b.text() if callable(b.text) else b.text) == label)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_guided_game_played_by_mouse_to_its_end(app, lang):
    i18n.set_lang(lang)
    try:
        scene = app.start_lesson(GAME)
        pump(app, 2)
        coach = scene.coach
        assert coach.index == 0 and coach.target_rects()
        # a move while a step is to be read: taken back
        move(app, scene, "play g0 res")
        assert len(scene.session) == 0 and coach.message == t("coach.next_first")
        wrong_done = illegal_done = False
        for n, step in enumerate(LESSON.steps):
            assert coach.index == n
            panel = coach.rect()
            assert pygame.Rect(0, 0, 1280, 720).contains(panel), step.text
            if not step.expect:
                pump(app, 2)
                targets = coach.target_rects()
                assert targets and not any(coach.rect().colliderect(r) for r in targets), step.text
                if scene.session.is_terminal():  # Enter is the coach's Next, not the end panel's Results
                    wait_for(app, lambda: bool(scene.end_buttons))
                    key(app, pygame.K_RETURN)
                    assert app.scenes.top is scene
                else:
                    click(app, button_of(coach, t("coach.next")).rect.center)
                continue
            for text in step.expect:
                wait_for(app, lambda text=text: scene.my_turn and coach.expected() == text, frames=3000)
                pump(app, 2)
                targets = coach.target_rects()
                assert targets and not any(coach.rect().colliderect(r) for r in targets), (step.text, text)
                before = len(scene.session)
                if not wrong_done and text == "play g0 res":
                    move(app, scene, "play g7 res")  # legal, but not this step's move
                    pump(app, 5)
                    assert len(scene.session) == before and coach.message == t("coach.try_instead")
                    pump(app, 2)  # the panel grew upwards: every button still lies inside it
                    assert all(coach.rect().contains(b.rect) for b in coach.buttons)
                    skip = button_of(coach, t("coach.skip"))
                    assert skip.rect.top < coach.rect().top + 20  # still at the top, clear of the words
                    sprite = next(s for s in scene.hand_sprites if s.key[0] == "g7")
                    assert sprite.pos == sprite.base_pos
                    wrong_done = True
                if not illegal_done and text == "play g7":
                    y10 = next(s for s in scene.hand_sprites if s.key[0] == "y10")
                    drag(app, sprite_point(y10), target_point(scene, ("path", data.COLOR_INDEX["g"])))
                    pump(app, 5)  # yellow on the green path: the table's usual refusal, no coach word
                    assert len(scene.session) == before and coach.message is None and coach.index == n
                    illegal_done = True
                move(app, scene, text)
                assert scene.session.record.actions[before] == text, (step.text, text)
        wait_for(app, lambda: coach.finished, frames=600)
        assert wrong_done and illegal_done
        assert scene.session.is_terminal() and scene.session.record.actions == check(GAME, LESSON)
        assert learn.progress("lost_cities")["done"]
        pump(app, 2)
        assert not coach.buttons and scene.end_buttons[0].text() == t("coach.real_game")  # one panel of choices
    finally:
        i18n.set_lang("en")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_rules_section_has_a_picture_of_a_real_position(app, lang):
    from tabletop.games.lost_cities.scene import rules_picture
    from tabletop.scenes.rules import RulesScene

    i18n.set_lang(lang)
    try:
        sections = GAME.rules_summary(lang)
        pictures = [rules_picture(i, lang, (300, 186)) for i in range(len(sections))]
        assert all(isinstance(p, pygame.Surface) and p.get_size() == (300, 186) for p in pictures)
        # a real table, not a blank: many colours in each, and no two sections alike
        for p in pictures:
            colours = {tuple(p.get_at((x, y)))[:3] for x in range(0, 300, 7) for y in range(0, 186, 7)}
            assert len(colours) > 20
        raw = [pygame.image.tobytes(p, "RGB") for p in pictures]
        assert len(set(raw)) == len(raw)
        assert rules_picture(len(sections), lang, (300, 186)) is None
        scene = app.scenes.push(RulesScene(app, GAME))
        scene.draw(pygame.Surface((1280, 720)))
        assert scene.picture(0, 300) is not None
    finally:
        i18n.set_lang("en")
