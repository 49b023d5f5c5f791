"""Pyramid Raiders' guided first game: the lesson replays through the rules, and it is played to
its end by mouse (posted events, dummy driver) in English and Japanese: each expected move
advances its step, another legal move is taken back with "try this instead", an illegal drop
gets the table's own refusal. The rules screen's pictures are drawn from real positions."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import click, drag, open_app, pump, sprite_point, target_point, wait_for

from tabletop import learn
from tabletop.engine.lesson import check
from tabletop.games.pyramid_raiders import art
from tabletop.games.pyramid_raiders import data as D
from tabletop.games.pyramid_raiders.lesson import LESSON
from tabletop.games.pyramid_raiders.rules import GAME
from tabletop.ui.i18n import t


def cell(text: str) -> int:
    q, r = (int(x) for x in text.split(" ")[1].split(","))
    return D.CELL_INDEX[(q, r)]


def center(c: int) -> tuple[int, int]:
    x, y = art.CENTERS[c]
    return (round(x), round(y))


def test_the_lesson_replays_through_the_rules_to_the_final_scoring():
    record = check(GAME, LESSON)
    state = GAME.new_state(GAME.validate(LESSON.setup()))
    for text in record:
        state.apply(state.str_to_action(text))
    # four rounds are guided; the learner plays the last three alone, from round 5's walk
    assert state.round == 5 and state.phase == "step" and state.current_player() == 0
    assert state.items[0] == "spring_boots" and state.curses[0] == 0 and state.curses[3] == 2  # ⟦3⟧ was caught twice
    assert state.holdings[0][D.SCROLL] == 1 and state.scores()[0] == 7  # the score the last step explains
    assert 15 <= len(LESSON.steps) <= 30
    # every coach text and title exists in both languages
    from tabletop.engine import i18n

    for step in LESSON.steps:
        for key in filter(None, (step.text, step.title)):
            for lang in ("en", "ja"):
                assert i18n.tr("pyramid_raiders", key, lang) != key


def button_of(coach, label):
    return next(b for b in coach.buttons if (b.text() if callable(b.text) else b.text) == label)


def ready(scene, text):
    return scene.my_turn and scene.awaiting_input and scene.coach.expected() == text


def until_ready(app, scene, text, frames=4000):
    try:
        wait_for(app, lambda: ready(scene, text), frames=frames)
    except AssertionError:
        raise AssertionError(f"waiting for {text!r}: step {scene.coach.index}, expected {scene.coach.expected()!r}, "
                             f"phase {scene.view.phase}, my turn {scene.my_turn}, awaiting {scene.awaiting_input}, "
                             f"last {scene.session.record.actions[-6:]}, pending {scene.pending_path}") from None


def make_move(app, scene, text: str) -> None:
    """The expected move, by mouse, where the coach points."""
    verb = text.split(" ")[0]
    targets = scene.coach.target_rects()
    assert targets, f"the coach points somewhere for {text!r}"
    if verb == "card":
        sprite = next(s for s in scene.hand_sprites if s.key == ("card", int(text.split()[1])))
        assert sprite.rect in targets
        drag(app, sprite_point(sprite), target_point(scene, "slot"), steps=2)
    elif verb == "step":
        walk = scene.coach_walk()
        assert walk and walk[0] == cell(text)
        assert art.cell_rect(walk[-1]) == targets[0]  # the arrow is on the end of the walk
        drag(app, sprite_point(scene.pawn), center(walk[-1]), steps=2)
    elif verb in ("place", "push"):
        assert art.cell_rect(cell(text)) == targets[0]
        click(app, center(cell(text)))
    elif verb == "face":
        d = D.DIR_NAMES.index(text.split()[1])
        rect = next(r for k, r in scene.face_arrows() if k == d)
        assert rect in targets
        click(app, rect.center)
    else:  # flip / keep: the in-place buttons
        b = next(b for b in scene.choice_buttons if b.rect in targets)
        click(app, b.rect.center)


def wrong_move(app, scene, text: str) -> bool:
    """Another legal move instead of ``text``, by mouse, when one is at hand; True if made."""
    verb = text.split(" ")[0]
    v = scene.view
    if verb == "card":
        other = next((s for s in scene.hand_sprites if s.key != ("card", int(text.split()[1]))), None)
        if other is None:
            return False
        drag(app, sprite_point(other), target_point(scene, "slot"), steps=2)
    elif verb == "step":
        walk = scene.coach_walk()
        other = next((e for e, paths in sorted(scene.ends.items()) if all(p[0] != walk[0] for p in paths)), None)
        if other is None:
            return False
        drag(app, sprite_point(scene.pawn), center(other), steps=2)
    elif verb in ("place", "push"):
        other = next(a[1] for a in v.legal_actions() if a[1] != cell(text))
        click(app, center(other))
    elif verb == "face":
        rect = next(r for k, r in scene.face_arrows() if k != D.DIR_NAMES.index(text.split()[1]))
        click(app, rect.center)
    else:
        other = [b for b in scene.choice_buttons if b.rect not in scene.coach.target_rects()]
        click(app, other[0].rect.center)
    return True


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_guided_game_played_by_mouse_to_its_end(home, lang):
    from tabletop.ui import i18n

    with open_app(lang=lang) as app:
        i18n.set_lang(lang)
        try:
            scene = app.start_lesson(GAME)
            pump(app, 2)
            coach = scene.coach
            # the welcome holds the table: nobody moves before Next (test_learn: a move during
            # a step to read is taken back)
            pump(app, 30)
            assert len(scene.session) == 0
            wrong_tried, tried = 0, set()  # another legal move of each kind once: cards, walks, pushes...
            for n, step in enumerate(LESSON.steps):
                wait_for(app, lambda n=n: coach.index == n, frames=4000)
                if not step.expect:
                    assert coach.expected() is None and coach.target_rects(), step.text
                    assert not coach.rect().colliderect(coach.target_rects()[0]), step.text
                    wait_for(app, lambda: not coach.watching(), frames=4000)  # e.g. a guardian's walk shown first
                    click(app, button_of(coach, t("coach.next")).rect.center)
                    continue
                first = True
                while coach.index == n:  # a walk makes several of the step's moves with one drag
                    text = coach.expected()
                    until_ready(app, scene, text)
                    for r in coach.target_rects():  # the panel never hides what it points at
                        assert not coach.rect().colliderect(r), (step.text, text)
                    rects = [b.rect for b in coach.buttons]
                    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), step.text
                    before = len(scene.session)
                    kind = text.split(" ")[0]
                    if first and kind not in tried and wrong_move(app, scene, text):  # refused, taken back, with a word
                        tried.add(kind)
                        pump(app, 3)
                        until_ready(app, scene, text)
                        assert len(scene.session) == before and coach.message == t("coach.try_instead"), text
                        pump(app, 2)
                        for r in coach.target_rects() + [b.rect for b in scene.choice_buttons]:
                            assert not coach.rect().colliderect(r), (step.text, text)  # a message keeps it clear
                        wrong_tried += 1
                    first = False
                    make_move(app, scene, text)
                    wait_for(app, lambda before=before: len(scene.session) > before, frames=400)
                    assert scene.session.record.actions[before] == text and coach.message is None
                    wait_for(app, lambda n=n, text=text: coach.index != n or (coach.expected() != text or ready(scene, text))
                             and not scene.pending_path, frames=4000)
            assert tried == {"card", "step", "push", "place", "face", "flip"} and wrong_tried == 6
            wait_for(app, lambda: coach.finished, frames=4000)
            assert learn.progress("pyramid_raiders")["done"]
            wait_for(app, lambda: scene.my_turn, frames=8000)  # the partners' script ends at the learner's turn
            assert scene.session.record.actions == check(GAME, LESSON)
            # the last three rounds are the learner's own: any walk may be made now
            assert not scene.session.is_terminal() and scene.my_turn and scene.view.phase == "step"
            assert all(coach.refusal(scene.session.state.action_to_str(a)) is None for a in scene.session.legal_actions())
            pump(app, 2)
            assert button_of(coach, t("coach.real_game"))
            rects = [b.rect for b in coach.buttons]  # side by side, inside the panel
            assert all(coach.rect().contains(r) for r in rects)
            assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
            # the last panel stays until the learner plays on; then it gives the table back
            assert coach.shown and coach.rect() in scene._overlay_rects()
            assert scene.play(scene.session.legal_actions()[0])
            assert not coach.shown and coach.rect() not in scene._overlay_rects()
        finally:
            i18n.set_lang("en")


def test_an_illegal_drop_gets_the_table_s_refusal_not_the_coach_s(home):
    with open_app() as app:
        scene = app.start_lesson(GAME)
        pump(app, 2)
        click(app, button_of(scene.coach, t("coach.next")).rect.center)
        wait_for(app, lambda: ready(scene, "place -2,-2"))
        click(app, center(cell("place -2,-2")))
        wait_for(app, lambda: ready(scene, "card 3"))
        drag(app, sprite_point(next(s for s in scene.hand_sprites if s.key == ("card", 3))),
             target_point(scene, "slot"))
        wait_for(app, lambda: ready(scene, "step -2,-1"), frames=4000)
        before = len(scene.session)
        drag(app, sprite_point(scene.pawn), center(D.CELL_INDEX[(0, 3)]))  # a puddle, far away
        pump(app, 3)
        assert len(scene.session) == before and scene.coach.message is None, scene.session.record.actions[before - 2:]
        assert scene.drag.reason_text == "Pillars, puddles and the guardian's cell cannot be entered."


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_rules_section_has_a_picture_of_a_real_position(home, lang):
    from tabletop.games.pyramid_raiders import scene as scene_module
    from tabletop.scenes.rules import RulesScene

    sections = GAME.rules_summary(lang)
    assert len(sections) == 9
    with open_app(lang=lang) as app:
        for k in range(len(sections)):
            pic = scene_module.rules_picture(k, lang, (300, 180))
            assert isinstance(pic, pygame.Surface) and pic.get_size() == (300, 180)
            assert len({pic.get_at((x, y))[:3] for x in range(0, 300, 15) for y in range(0, 180, 15)}) > 4
        assert scene_module.rules_picture(len(sections), lang, (300, 180)) is None
        app.scenes.push(RulesScene(app, GAME))
        pump(app, 3)
        app.scenes.top.draw(pygame.display.get_surface())


def test_the_partners_wait_while_the_welcome_is_read(home):
    """The first step holds the table (``Step.hold``): the five partners enter only after Next,
    so the learner watches them instead of reading over their moves."""
    with open_app() as app:
        scene = app.start_lesson(GAME)
        pump(app, 60)
        assert len(scene.session) == 0 and scene.session.current_player() != 0
        assert "thinking" not in scene.banner_text()  # whose turn it is, nobody thinking yet
        click(app, button_of(scene.coach, t("coach.next")).rect.center)
        wait_for(app, lambda: len(scene.session) == 5, frames=400)
        assert scene.session.record.actions[:5] == list(LESSON.opponents[:5])
