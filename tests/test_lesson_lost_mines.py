"""Saboteur: The Lost Mines' guided first game, played to its end by mouse (en and ja): every
step's expected move advances it, other legal moves are taken back with the coach's word, an
illegal drop gets the table's own refusal; and the rules screen's pictures."""

from __future__ import annotations

import pygame
import pytest

from tabletop import learn
from tabletop.engine.lesson import check
from tabletop.games.lost_mines import data as D
from tabletop.games.lost_mines.lesson import LESSON
from tabletop.games.lost_mines.rules import GAME
from tabletop.ui import i18n
from tabletop.ui.i18n import t, tg
from ui_driver import click, open_app, pump, sprite_point, target_point, wait_for
from ui_driver import drag as _drag


def drag(app, start, end):
    _drag(app, start, end, steps=2)  # a short drag: the lesson is long, the test stays quick


@pytest.fixture
def app(home):
    with open_app() as a:
        yield a


def test_the_lesson_replays_through_the_rules_to_the_end_of_round_2():
    record = check(GAME, LESSON)
    state = GAME.new_state(GAME.validate(LESSON.setup()))
    for text in record:
        state.apply(state.str_to_action(text))
    assert state.is_terminal() and state.totals == [2, 1, 0]
    first = state.history[0]["rows"]
    assert [(r["clan"], r["role"]) for r in first] == [("blue", "loyal"), ("yellow", "saboteur"), ("blue", "selfish")]
    assert first[0]["share"] == 1 and first[0]["remainder"] == 1 and first[1]["share"] == 1
    # beyond paths: an obstacle, a troll (or trap), and round 2 played by the learner as a saboteur
    assert any(t.startswith("path ") and D.path_parts(t.split()[1])[1] in D.OBSTACLES for t in record)
    assert any(t.split()[0] in ("trap", "troll") for t in record)
    assert state.history[1]["rows"][0]["role"] == D.SABOTEUR
    assert 15 <= len(LESSON.steps) <= 30
    for step in LESSON.steps:  # every word of the coach exists in both languages
        for key in filter(None, (step.text, step.title)):
            assert tg("lost_mines", key) != key
            i18n.set_lang("ja")
            try:
                assert tg("lost_mines", key) != key
            finally:
                i18n.set_lang("en")


def sprite(scene, code):
    return next(s for s in scene.hand_sprites if s.key[0] == code and s.visible)


def coach_button(coach, key):
    label = t(key)
    return next(b for b in coach.buttons if (b.text() if callable(b.text) else b.text) == label)


def choice(scene, label):
    return next(b for b in scene.choice_buttons if (b.text() if callable(b.text) else b.text) == label)


def do(app, scene, step, made):
    """Make the expected moves of ``step`` from ``made`` on, as a player would with the mouse."""
    texts = step.expect[made:]
    first = scene.session.state.str_to_action(texts[0])
    if first[0] == "card":
        target = scene.session.state.str_to_action(texts[1])
        x, y = (target[2], target[3]) if target[0] == "path" else D.xy(scene.view.mine_cells[target[3]])
        drag(app, sprite_point(sprite(scene, first[1])), target_point(scene, ("cell", x, y)))
    elif first[0] == "step":
        end = scene.session.state.str_to_action(texts[-1])
        start = scene._pawn_rect(scene.pawns[0]).center
        drag(app, start, scene.cell_rect(end[1], end[2]).center)
    elif first == "discard":
        code = texts[1].split()[1]
        drag(app, sprite_point(sprite(scene, code)), target_point(scene, "tray"))
        click(app, next(b for b in scene.choice_buttons if b.hotkey == pygame.K_DELETE).rect.center)
    elif first[0] == "take":
        click(app, dict(scene._slot_rects())[first[1]].center)
    else:
        label = {"stop": "ui.stay", "propose": "ui.propose", "yes": "ui.yes"}[first]
        click(app, choice(scene, tg("lost_mines", label)).rect.center)


def play_lesson(app, lang, shot=None):
    """The whole guided game by mouse; ``shot(scene, index)`` is called at each step's start."""
    from tabletop.games.lost_mines.scene.rounds import RoundScreen

    scene = app.start_lesson(GAME)
    pump(app, 2)
    coach = scene.coach
    refused = set()
    seen_note = []
    while not coach.finished:
        index, step = coach.index, coach.step
        if index == 3:  # the partners play now, watched: the panel leaves the cells they lay to free
            pump(app)
            r = scene.coach_rect()
            panel = pygame.Rect(r.x, r.y, r.w, coach.height(r.w))
            assert coach.watching() and not any(panel.colliderect(scene.cell_rect(x, 1)) for x in (1, 2))
        # the partners play (and round 1's results are closed) until the learner can act
        for _ in range(4000):
            top = app.scenes.top
            if isinstance(top, RoundScreen):
                pump(app, 5)
                # the coach's word on the split is on the results screen itself, where it can be read
                assert top.note == (tg("lost_mines", "lesson.split.title"), scene.names(tg("lost_mines", "lesson.split")))
                assert scene.name(1) in top.note[1] and top.note_images
                seen_note.append(index)
                click(app, next(w for w in top.widgets if w.text() == tg("lost_mines", "res.next_round", n=2)).rect.center)
            elif (not step.expect and not coach.watching()) or scene.my_turn:
                break  # a step to read: its words are shown (the last one waits for the round's end)
            pump(app)
        pump(app)
        if shot is not None and coach.made == 0:
            shot(scene, index)
        assert coach.target_rects() or not step.point
        if step.text == "lesson.blocked":  # told once the partners have blocked the start, both shown
            assert scene.session.record.actions[-2].startswith("troll ") and scene.my_turn
            zone = coach.target_rects()[0]
            assert zone.contains(scene.edge_rect(0, 0, 0, 1)) and zone.contains(scene.cell_rect(1, 1))
        if not step.expect:
            r = scene.coach_rect()
            pump(app, 90)  # the others play on while it is read: Next stays where it was
            assert scene.coach_rect().topleft == r.topleft, f"step {index}: the panel moved"
            if index < 3:  # the partners wait while the introduction is read, to be watched after it
                pump(app, 150)
                assert len(scene.session) == 0 and coach.target_rects()
            if step.text == "lesson.dragon":  # a move during a step to read is taken back: read first
                n = len(scene.session)
                assert scene.my_turn and scene.view.phase == "move"
                drag(app, scene._pawn_rect(scene.pawns[0]).center, scene.cell_rect(4, 1).center)
                assert len(scene.session) == n and coach.message == t("coach.next_first")
            click(app, coach_button(coach, "coach.next").rect.center)
            assert coach.index == index + 1 and coach.message is None
            continue
        assert scene.my_turn, f"step {index} ({step.text}): not the learner's turn"
        before = len(scene.session)
        if index == 3 and "lay" not in refused:
            words = scene.names(tg("lost_mines", step.text))  # the partners named as the table names them
            assert scene.name(1) in words and scene.name(2) in words and "{" not in words
            # another legal move (the storm on a partner's crossroads): taken back, with a word
            drag(app, sprite_point(sprite(scene, "storm")), target_point(scene, ("cell", 1, 1)))
            pump(app, 2)
            assert len(scene.session) == before and coach.message == t("coach.try_instead")
            assert sprite(scene, "storm").pos == sprite(scene, "storm").base_pos
            # an illegal drop (far from the tunnel): the table's own refusal, nothing played
            drag(app, sprite_point(sprite(scene, "IH")), target_point(scene, ("cell", 6, 4)))
            pump(app, 2)
            assert len(scene.session) == before and scene.view.phase == "act"
            refused.add("lay")
        if step.expect[0] == "step 1 1" and "walk" not in refused:
            # the dwarf dropped where it cannot walk (an empty space): the table's reason, nothing played
            from tabletop.games.lost_mines.reasons import walk_reason
            drag(app, scene._pawn_rect(scene.pawns[0]).center, scene.cell_rect(6, 4).center)
            pump(app, 2)
            assert scene.drag.reason_text == walk_reason(scene.view, 6, 4, lang)
            assert len(scene.session) == before and coach.message is None
            refused.add("walk")
        if step.expect[0] == "take 1":
            click(app, dict(scene._slot_rects())[2].center)  # the other gold: not this lesson's pick
            assert len(scene.session) == before and coach.message == t("coach.try_instead")
        do(app, scene, step, coach.made)
        pump(app)
        assert coach.index == index + 1 or coach.finished, f"step {index} ({step.text}) did not advance"
    assert seen_note, "round 1's results were never shown"
    for step in LESSON.steps:  # every stop of the coach has a heading
        assert step.title, step.text
    return scene


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_guided_game_played_by_mouse_to_its_end(app, lang):
    i18n.set_lang(lang)
    try:
        covered = []

        def toast_clear_of_the_coach(scene, index):
            """A message shown now (the table's words, e.g. a turn that ends without a walk) leaves
            the coach's words and buttons readable."""
            app.toasts.items.clear()
            app.toast(tg("lost_mines", "toast.no_walk"))
            pump(app)
            r = scene.coach_rect()
            panel = pygame.Rect(r.x, r.y, r.w, scene.coach.height(r.w))
            if any(panel.colliderect(t) for t in app.toasts.rects(app.toast_anchor())):
                covered.append(index)
            app.toasts.items.clear()

        scene = play_lesson(app, lang, toast_clear_of_the_coach)
        assert not covered
        assert scene.session.is_terminal() and scene.coach.finished and learn.progress("lost_mines")["done"]
        assert list(scene.session.record.actions) == check(GAME, LESSON)
        pump(app, 2)
        # one panel of choices at the end: the table's (a real game, the lesson again, results)
        assert not scene.coach.buttons and scene.end_buttons[0].text() == t("coach.real_game")
        assert not scene.coach.rect().colliderect(scene.end_rect())
    finally:
        i18n.set_lang("en")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_rules_section_has_a_picture_of_a_real_position(app, lang):
    from tabletop.games.lost_mines.scene import rules_picture
    from tabletop.scenes.rules import RulesScene

    i18n.set_lang(lang)
    try:
        sections = GAME.rules_summary(lang)
        pictures = [rules_picture(i, lang, (260, 170)) for i in range(len(sections))]
        assert all(isinstance(p, pygame.Surface) and p.get_size() == (260, 170) for p in pictures)
        # not one picture repeated: each section shows its own position
        assert len({pygame.image.tobytes(p, "RGB") for p in pictures}) == len(pictures)
        app.scenes.push(RulesScene(app, GAME))
        pump(app, 2)
        app.scenes.top.draw(pygame.display.get_surface())
    finally:
        i18n.set_lang("en")
