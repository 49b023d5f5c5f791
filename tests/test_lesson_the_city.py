"""The City's guided first game played to its end with posted mouse events, in English and
Japanese: each step's move (a drag onto the build slot, cards clicked into the tray and
Confirm, a button, a drawn card) advances it; another legal move is taken back with "try this
instead"; a card that cannot be built is refused as in a real game; the coach points at the
place of each move and its panel never covers it; the ending is reached and recorded."""

from __future__ import annotations

import pygame
import pytest

from tabletop import learn
from tabletop.engine import i18n as engine_i18n
from tabletop.engine import registry
from tabletop.engine.lesson import check
from tabletop.games.the_city.lesson import LESSON
from tabletop.games.the_city.rules import ARCHITECT, GIVEUP
from tabletop.games.the_city.scene import SLOT1
from tabletop.ui import i18n
from tabletop.ui.i18n import t
from ui_driver import click, drag, open_app, pump, sprite_point, wait_for


@pytest.fixture
def app(home):
    with open_app() as a:
        yield a


def spec():
    return registry.get("the_city")


def coach_button(coach, label):
    return next(b for b in coach.buttons if (b.text() if callable(b.text) else b.text) == label)


def hand_card(scene, card):
    return next(s for s in scene.hand_sprites if s.key[1] == card and s.key not in scene.staged)


def confirm(scene):
    return next(b for b in scene.buttons if b.hotkey == pygame.K_RETURN)


def settle(app, scene):
    """Until the table waits for the learner (or the game is over) and nothing moves."""
    wait_for(app, lambda: (scene.session.is_terminal() or scene.my_turn) and not scene.tweens.animating,
             frames=3000)
    pump(app, 2)


def make_move(app, scene, text: str) -> None:
    """The learner makes ``text`` as a player would: by drag, clicks or a button, following the
    coach's pointer (its first target is where the move starts)."""
    coach = scene.coach
    targets = coach.target_rects()
    assert targets, f"the coach points nowhere for {text!r}"
    assert not any(coach.rect().colliderect(r) for r in targets), f"the coach's panel covers {text!r}"
    assert not any(coach.rect().colliderect(s.rect) for s in scene.hand_sprites if s.visible)
    verb = text.split(" ")[0]
    if verb in ("open", "pay"):
        while True:  # click the pointed cards into the tray; then the pointer is on Confirm
            r = coach.target_rects()[0]
            if r == confirm(scene).rect:
                break
            click(app, r.center)
        click(app, confirm(scene).rect.center)
    elif verb == "build":
        s = hand_card(scene, text.split(" ")[1])
        assert targets[0] == s.rect
        drag(app, sprite_point(s), SLOT1.center)
    elif text == ARCHITECT:
        s = next(s for s in scene.other_sprites if s.key[0] == "arch")
        assert targets[0] == s.rect
        drag(app, sprite_point(s), SLOT1.center)
    elif text == GIVEUP:
        b = next(b for b in scene.buttons if b.hotkey == pygame.K_g)
        assert targets[0] == b.rect
        click(app, b.rect.center)
    elif verb == "keep":
        s = next(s for s in scene.other_sprites if s.key[0] == "drawn" and s.key[1] == text.split(" ")[1])
        assert targets[0] == s.rect
        assert not any(coach.rect().colliderect(d.rect) for d in scene.other_sprites if d.key[0] == "drawn")
        click(app, sprite_point(s))
    else:
        raise AssertionError(f"no way to make {text!r}")


def play_lesson(app, lang: str, on_step=None):
    """Play the whole lesson by mouse; ``on_step(scene, index)`` is called at every step."""
    i18n.set_lang(lang)
    scene = app.start_lesson(spec())
    pump(app, 2)
    coach = scene.coach
    for index, step in enumerate(LESSON.steps):
        settle(app, scene)
        assert coach.index == index and not coach.finished
        assert coach.rect().right <= 1280 and coach.rect().bottom <= 720 and coach.rect().y >= 56
        if on_step is not None:
            on_step(scene, index)
        if not step.expect:
            assert coach.expected() is None
            if step.point:
                assert coach.target_rects(), f"step {index} points at nothing"
                assert not any(coach.rect().colliderect(r) for r in coach.target_rects())
            click(app, coach_button(coach, t("coach.next")).rect.center)
            continue
        for n, text in enumerate(step.expect):
            settle(app, scene)
            assert scene.my_turn and coach.expected() == text
            before = len(scene.session)
            make_move(app, scene, text)
            cards = [s.rect for s in scene.hand_sprites if s.visible]
            assert not any(coach.rect().colliderect(r) for r in cards), "the coach's panel covers your hand"
            assert scene.session.record.actions[before] == text
    settle(app, scene)
    return scene


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_guided_game_played_by_mouse_to_its_end(app, lang):
    refused = {}

    def wrong_moves(scene, index):
        step = LESSON.steps[index]
        coach = scene.coach
        if step.expect == ("build wohnhaus",):
            # a card that cannot be built: the table's own refusal, the coach says nothing
            school = hand_card(scene, "schule")
            assert not scene.targets_for(school)
            drag(app, sprite_point(school), SLOT1.center)
            pump(app, 20)
            assert len(scene.session.record.actions) == 2 and coach.message is None
            assert school.pos == school.base_pos
            # another legal move: taken back with "try this instead"
            cinema = hand_card(scene, "kino")
            drag(app, sprite_point(cinema), SLOT1.center)
            pump(app, 20)
            assert len(scene.session.record.actions) == 2 and coach.message == t("coach.try_instead")
            assert hand_card(scene, "kino").pos == hand_card(scene, "kino").base_pos
            refused["build"] = True
        elif step.expect == ("pay kino",):
            # the wrong card in the tray: Confirm takes it back, the tray is empty again
            click(app, sprite_point(hand_card(scene, "stadtvilla")))
            click(app, confirm(scene).rect.center)
            assert coach.message == t("coach.try_instead") and scene.view.pending[0] == "pay"
            assert scene.staged == [] and coach.index == index
            refused["pay"] = True
        elif step.expect == ("giveup",):
            # the Architect is legal but not this step's move
            b = next(b for b in scene.buttons if b.hotkey == pygame.K_a)
            click(app, b.rect.center)
            assert coach.message == t("coach.try_instead") and scene.view.my_commit is None
            refused["giveup"] = True
        elif index == 0:
            # a step to read: a move waits for Next
            before = len(scene.session)
            for s in [hand_card(scene, "forschungszentrum"), hand_card(scene, "ubahn")]:
                click(app, sprite_point(s))
            click(app, confirm(scene).rect.center)
            assert len(scene.session) == before and coach.message == t("coach.next_first")
            assert scene.staged == []

    try:
        scene = play_lesson(app, lang, wrong_moves)
        assert refused == {"build": True, "pay": True, "giveup": True}
        assert scene.session.is_terminal() and scene.coach.finished
        assert scene.session.record.actions == check(spec(), LESSON)
        assert scene.session.state.vp == [29, 14] and scene.session.state.ranking()[0] == 1
        assert learn.progress("the_city")["done"]
        pump(app, 2)
        assert not scene.coach.buttons and scene.end_buttons[0].text() == t("coach.real_game")  # one panel of choices
    finally:
        i18n.set_lang("en")


def test_the_lesson_replays_through_the_rules_and_teaches_every_core_rule():
    record = check(spec(), LESSON)
    state = spec().new_state(spec().validate(LESSON.setup()))
    for text in record:
        state.apply(state.str_to_action(text))
    assert state.is_terminal() and state.vp[0] >= LESSON.options["target_vp"] > state.vp[1]
    mine = [a for a in LESSON.steps for a in a.expect]
    assert {"giveup", "architect"} <= set(mine)
    assert any(a.startswith("pay ") for a in mine) and any(a.startswith("keep ") for a in mine)
    # the School needs the House (prerequisite) and makes the Town villa cheaper (discount)
    assert mine.index("build wohnhaus") < mine.index("build schule") < mine.index("build stadtvilla")
    assert 15 <= len(LESSON.steps) <= 30
    for step in LESSON.steps:
        for lang in ("en", "ja"):
            for key in (step.text, step.title):
                assert engine_i18n.tr("the_city", key, lang) != key


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_rules_section_has_a_picture_of_a_real_position(app, lang):
    from tabletop.games.the_city.scene import rules_picture
    from tabletop.scenes.rules import RulesScene

    i18n.set_lang(lang)
    try:
        sections = spec().rules_summary(lang)
        pictures = [rules_picture(i, lang, (260, 161)) for i in range(len(sections))]
        assert all(isinstance(p, pygame.Surface) and p.get_size() == (260, 161) for p in pictures)
        assert rules_picture(len(sections), lang, (260, 161)) is None
        raw = [pygame.image.tobytes(p, "RGBA") for p in pictures]
        assert len(set(raw)) == len(raw)  # one picture per section, each its own
        assert rules_picture(0, lang, (400, 248)).get_size() == (400, 248)
        # the card faces are drawn in the player's language
        other = "ja" if lang == "en" else "en"
        assert pygame.image.tobytes(rules_picture(1, other, (260, 161)), "RGBA") != raw[1]
        # the rules screen shows them
        scene = app.scenes.push(RulesScene(app, spec()))
        pump(app, 2)
        assert scene.picture(0, 260) is not None and scene.page().get_height() > 161 * len(sections)
    finally:
        i18n.set_lang("en")


def test_the_panel_leaves_the_revealed_choices_in_sight(home):
    """A tester could not see the opponent's revealed card: the "watch" panel sat on it."""
    from ui_driver import follow_lesson, open_app

    with open_app() as app:
        scene = app.start_lesson(spec())
        coach = scene.coach
        seen = []

        def clear_of_the_reveal():
            if scene.revealing():
                seen.append(coach.index)
                assert not coach.rect().colliderect(scene.reveal_area), coach.index

        follow_lesson(app, scene, clear_of_the_reveal)
        assert coach.finished and seen
