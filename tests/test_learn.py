"""Guided first games ("Learn to play") on the reference game's lesson: the coach's steps,
moves taken back with a friendly word, scripted opponents, progress kept, the ending recorded,
and nothing of the player's own games touched."""

from __future__ import annotations

import pygame
import pytest

import refgame
import refgame_lesson
from tabletop import learn, saves
from tabletop.engine.lesson import Lesson, Step, check
from tabletop.ui.coach import Coach
from tabletop.ui.table import TableScene
from ui_driver import button, click, drag, open_app, pump, sprite_point, wait_for


@pytest.fixture
def app(home, ref_registered, monkeypatch):
    monkeypatch.setattr(ref_registered, "lesson_module", "refgame_lesson", raising=False)
    with open_app() as a:
        yield a


def test_a_lesson_replays_through_the_rules_and_a_broken_one_says_where():
    record = check(refgame.REF_GAME, refgame_lesson.LESSON)
    assert record[:3] == ["play b09", "play r05", "keep"] and "play r02" in record
    broken = Lesson("ref", 2, (Step("lesson.high", expect=("play r05",)),), seed=3, options={"rounds": 2})
    with pytest.raises(ValueError, match="step 0"):
        check(refgame.REF_GAME, broken)
    with pytest.raises(TypeError):
        Step("x", expect="play b09")
    # a script planning the partners' moves beyond the lesson's end (where the learner plays on
    # freely, and the planned moves may no longer be legal) says so
    lesson = refgame_lesson.LESSON
    short = Lesson("ref", 2, lesson.steps[:2], seed=3, options={"rounds": 2}, opponents=lesson.opponents)
    assert check(refgame.REF_GAME, short)[:2] == ["play b09", "play r05"]
    beyond = Lesson("ref", 2, lesson.steps[:1], seed=3, options={"rounds": 2}, opponents=lesson.opponents)
    with pytest.raises(ValueError, match="after the lesson's end"):
        check(refgame.REF_GAME, beyond)


def card(scene, key):
    return next(s for s in scene.hand_sprites if s.key == key)


def play_card(app, scene, key):
    drag(app, sprite_point(card(scene, key)), refgame_scene_zone())


def refgame_scene_zone():
    import refgame_scene

    return refgame_scene.PLAY_ZONE.center


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_guided_game_played_by_mouse_to_its_end(app, lang):
    from tabletop.ui import i18n
    from tabletop.ui.i18n import t

    i18n.set_lang(lang)
    try:
        scene = app.start_lesson(refgame.REF_GAME)
        pump(app, 2)
        assert isinstance(scene, TableScene) and isinstance(scene.coach, Coach) and app.scenes.top is scene
        coach = scene.coach
        assert coach.index == 0 and coach.expected() is None and coach.target_rects()  # points at the table
        # a move during a step to read is taken back: read first, then Next
        play_card(app, scene, "b09")
        assert len(scene.session) == 0 and coach.message == t("coach.next_first")
        next_rect = button_of(coach, t("coach.next")).rect.copy()
        click(app, next_rect.center)
        assert coach.index == 1 and coach.expected() == "play b09"
        # a second click where Next was (a double click) does not hit "Skip lesson"
        assert not button_of(coach, t("coach.skip")).rect.colliderect(next_rect)
        click(app, next_rect.center)
        assert coach.index == 1 and app.scenes.top is scene
        assert coach.target_rects() and coach.target_rects()[0] == card(scene, "b09").rect
        # another legal move: refused with "try this instead", the card back in the hand
        play_card(app, scene, "r02")
        pump(app, 20)
        assert len(scene.session) == 0 and coach.message == t("coach.try_instead")
        assert card(scene, "r02").pos == card(scene, "r02").base_pos
        play_card(app, scene, "b09")
        assert scene.session.record.actions[0] == "play b09" and coach.index == 2
        wait_for(app, lambda: scene.my_turn and coach.expected() == "keep", frames=2000)
        assert scene.session.record.actions[1] == "play r05"  # the script's move for the partner
        click(app, next(b for b in scene.choice_buttons if b.text == "Keep").rect.center)
        assert coach.index == 3
        wait_for(app, lambda: scene.my_turn, frames=2000)
        play_card(app, scene, "r02")
        wait_for(app, lambda: scene.session.is_terminal(), frames=2000)
        assert coach.finished and learn.progress("ref")["done"]
        assert scene.session.record.actions == check(refgame.REF_GAME, refgame_lesson.LESSON)
        pump(app, 2)
        # the game is over: one panel of choices, the table's: a real game, the lesson again, the
        # results (the coach's panel only says so: two sets of buttons confused two testers)
        assert coach.buttons == []
        assert [b.text() for b in scene.end_buttons] == [t("coach.real_game"), t("coach.restart"), t("end.results")]
        again = next(b for b in scene.end_buttons if b.text() == t("coach.restart"))
        click(app, again.rect.center)
        pump(app, 2)
        lesson_scene = app.scenes.top
        assert isinstance(lesson_scene, TableScene) and lesson_scene.coach is not None
        assert lesson_scene.coach.index == 0 and len(lesson_scene.session) == 0
    finally:
        i18n.set_lang("en")


def button_of(coach, label):
    return next(b for b in coach.buttons if (b.text() if callable(b.text) else b.text) == label)


def test_progress_is_kept_and_the_lesson_never_touches_the_player_s_saves(app):
    from tabletop.engine.contract import Setup
    from tabletop.engine.record import Seat

    own = app.start_game(refgame.REF_GAME, Setup(2, {"rounds": 3}, 8), [Seat("Ann", "human"), Seat("Bo", "easy")])
    pump(app, 2)
    before = saves.latest_autosave().record.actions
    scene = app.start_lesson(refgame.REF_GAME)
    pump(app, 2)
    assert saves.latest_autosave().record.actions == before  # the player's own game keeps the slot
    click(app, button_of(scene.coach, "Next").rect.center)
    play_card(app, scene, "b09")
    wait_for(app, lambda: scene.coach.expected() == "keep" and scene.my_turn, frames=2000)
    click(app, button_of(scene.coach, "Leave").rect.center)
    assert not isinstance(app.scenes.top, TableScene)
    kept = learn.progress("ref")
    assert kept["step"] == 2 and kept["actions"] == ["play b09", "play r05"] and not kept["done"]
    again = app.start_lesson(refgame.REF_GAME)
    pump(app, 2)
    assert again.coach.index == 2 and again.session.record.actions == ["play b09", "play r05"]
    click(app, button_of(again.coach, "Restart").rect.center)
    fresh = app.scenes.top
    assert fresh.coach.index == 0 and len(fresh.session) == 0
    assert saves.latest_autosave().record.actions == before and own is not None


def test_skip_ends_the_suggestion_and_opens_a_real_game_s_dialog(app):
    from tabletop.scenes.newgame import NewGameScene

    assert learn.should_suggest("ref")
    scene = app.start_lesson(refgame.REF_GAME)
    pump(app, 2)
    click(app, button_of(scene.coach, "Next").rect.center)
    click(app, button_of(scene.coach, "Skip lesson").rect.center)
    assert isinstance(app.scenes.top, NewGameScene)
    assert not learn.should_suggest("ref")


def test_a_damaged_progress_file_is_set_aside_not_fatal(app):
    learn.learn_path().parent.mkdir(parents=True, exist_ok=True)
    learn.learn_path().write_text("{not json", encoding="utf-8")
    assert learn.progress("ref")["step"] == 0
    assert not learn.learn_path().exists()  # moved aside, never deleted
    assert list(learn.learn_path().parent.glob("learn.json*"))


def test_learn_to_play_from_the_menu_tile_the_rules_and_a_first_new_game(app):
    from tabletop.scenes.menu import GameTile, MenuScene
    from tabletop.scenes.newgame import NewGameScene
    from tabletop.scenes.rules import RulesScene

    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    menu.build()
    tile = next(w for w in menu.widgets if isinstance(w, GameTile) and w.spec.id == "ref")
    others = [w for w in menu.widgets if isinstance(w, GameTile) and w.spec.id != "ref"]
    assert tile.learn_rect is not None and all(o.learn_rect is None for o in others if not app.has_lesson(o.spec))
    click(app, tile.learn_rect.center)
    assert isinstance(app.scenes.top, TableScene) and app.scenes.top.coach is not None
    # the rules screen offers it too, except from inside the lesson
    app.to_menu()
    app.scenes.push(RulesScene(app, refgame.REF_GAME))
    learn_button = next(b for b in app.scenes.top.widgets if b.text() == "Learn to play")
    app.scenes.pop()
    # never played, never begun: the new-game dialog suggests it first
    learn.restart("ref")
    dialog = app.scenes.push(NewGameScene(app, refgame.REF_GAME))
    assert dialog.suggest_lesson()
    click(app, button(dialog, "New here? Learn to play").rect.center)
    assert app.scenes.top.coach is not None and learn_button
    lesson_table = app.scenes.top
    app.scenes.push(RulesScene(app, refgame.REF_GAME))
    assert not any(b.text() == "Learn to play" for b in app.scenes.top.widgets) and lesson_table.coach


def test_a_finished_lesson_shows_in_statistics(app):
    from tabletop.scenes.stats import StatsScene

    from tabletop.scenes.menu import GameTile, MenuScene

    def tile():
        return next(w for w in MenuScene(app).widgets if isinstance(w, GameTile) and w.spec.id == "ref")

    before = tile()
    assert not before.learned
    learn.finish("ref")
    scene = StatsScene(app)
    assert "ref" in scene.learned and "ref" in scene.data
    scene.draw(pygame.Surface((1280, 720)))
    # and on the menu: the tile's Learn to play pill carries a check mark (testers looked there)
    after = tile()
    assert after.learned and after.learn_rect.w == before.learn_rect.w + GameTile.CHECK_W
    after.draw(pygame.Surface((1280, 720)))



def test_the_next_step_s_words_wait_while_the_others_play(app):
    """After the learner's move the partner plays: the panel says to watch, points at nothing,
    and the next step's words come with the learner's turn."""
    from tabletop.ui.i18n import t

    app.settings.ai_pace = "slow"
    scene = app.start_lesson(refgame.REF_GAME)
    pump(app, 2)
    coach = scene.coach
    click(app, button_of(coach, t("coach.next")).rect.center)
    play_card(app, scene, "b09")
    assert coach.expected() == "keep" and scene.session.current_player() == 1
    assert coach.watching()
    pump(app, 1)
    assert coach._lines_key[-1] == 1  # the panel drawn now is the "watch" one, naming seat 1
    wait_for(app, lambda: scene.my_turn, frames=4000)
    assert not coach.watching() and coach.target_rects()


def test_the_coach_s_arrow_ends_over_the_middle_of_its_target_not_beside_it():
    """Hand cards overlap at their sides: the tip sits over the target's middle, coming straight
    down, wherever the panel is (the tester saw it land on the card to the right)."""
    from tabletop.ui.coach import arrow_path

    hand = [pygame.Rect(300 + 70 * i, 560, 110, 150) for i in range(6)]  # overlapping cards
    target = hand[2]
    for panel in (pygame.Rect(880, 420, 400, 200), pygame.Rect(20, 80, 400, 200), pygame.Rect(860, 560, 400, 150)):
        points = arrow_path(panel, target)
        tip = points[-1]
        assert abs(tip.x - target.centerx) < 1 and target.top - 12 <= tip.y < target.top
        assert points[-2].x == tip.x and points[-2].y < tip.y  # the last stretch points straight down
        assert not any(c.collidepoint(tip) for c in hand)
    # a panel wholly below a target points up at its bottom edge
    cell = pygame.Rect(500, 200, 60, 60)
    tip = arrow_path(pygame.Rect(400, 500, 400, 150), cell)[-1]
    assert tip.y > cell.bottom and abs(tip.x - cell.centerx) < 1
    assert arrow_path(pygame.Rect(480, 180, 200, 200), cell) is None  # over it: no arrow


def test_a_large_place_is_pointed_at_from_the_side_facing_the_panel():
    from tabletop.ui.coach import arrow_path

    board = pygame.Rect(330, 150, 540, 530)
    tip = arrow_path(pygame.Rect(940, 300, 320, 330), board)[-1]   # the panel on the board's right
    assert tip.x > board.right and board.top < tip.y < board.bottom
    assert arrow_path(pygame.Rect(880, 300, 380, 330), board) is None  # right beside it: the glow alone
    tip = arrow_path(pygame.Rect(20, 480, 300, 200), board)[-1]    # on its left
    assert tip.x < board.left


def test_leaving_a_lesson_from_the_pause_menu_says_where_it_reopens(app):
    """Not 'autosaved, choose Continue': a lesson never takes the autosave slot."""
    from tabletop.scenes.pause import PauseScene
    from tabletop.ui.i18n import t

    scene = app.start_lesson(refgame.REF_GAME)
    pump(app, 2)
    pause = app.scenes.push(PauseScene(app))
    pause.to_menu()
    pump(app, 1)
    shown = app.scenes.top
    assert shown is not pause and shown.body == t("pause.quit_lesson") and scene.coach is not None


def test_the_watch_line_names_the_seat_whose_move_is_being_shown(app, monkeypatch):
    """On the learner's own turn, a partner's move still being drawn is 'watch Partner 1', never
    'watch Player' (seen on screen after a lesson was resumed)."""
    from tabletop.ui import tween
    from tabletop.ui.i18n import t

    scene = app.start_lesson(refgame.REF_GAME)
    pump(app, 2)
    coach = scene.coach
    click(app, button_of(coach, t("coach.next")).rect.center)
    play_card(app, scene, "b09")
    wait_for(app, lambda: scene.my_turn, frames=2000)
    assert scene.session.log[-1].player == 1 and coach.watched() is None  # drawn: the step's words
    monkeypatch.setattr(tween.Tweener, "animating", property(lambda self: True))  # still being drawn
    assert coach.watched() == 1
    coach._lines(300)
    assert coach._lines_key[-1] == 1  # the panel names seat 1, the partner, not the learner


def after_the_first_move(app, monkeypatch, step):
    """The reference lesson with ``step`` after the learner's first move (its partner to play
    then, at the slow pace): its table, just after that move."""
    from tabletop.ui.i18n import t

    base = refgame_lesson.LESSON
    lesson = Lesson("ref", 2, base.steps[:2] + (step,) + base.steps[2:], seed=3, options={"rounds": 2},
                    opponents=base.opponents)
    monkeypatch.setattr(refgame_lesson, "LESSON", lesson)
    app.settings.ai_pace = "slow"
    scene = app.start_lesson(refgame.REF_GAME)
    pump(app, 2)
    click(app, button_of(scene.coach, t("coach.next")).rect.center)
    play_card(app, scene, "b09")
    return scene


def test_a_step_to_read_keeps_its_words_while_the_others_play_on(app, monkeypatch):
    """The words of a step to read wait for a move still being drawn, but once on show they
    stay while the partners play on (they flickered away with each of the partners' moves)."""
    from tabletop.ui import tween

    scene = after_the_first_move(app, monkeypatch, Step("lesson.intro", point=("zone", "table")))
    coach = scene.coach
    assert coach.index == 2 and coach.expected() is None and scene.session.current_player() == 1
    n = len(scene.session.log)
    for _ in range(600):  # the partner plays while the learner reads: the words stay on show
        pump(app, 1)
        assert coach.watched() is None, len(scene.session.log)
        if len(scene.session.log) > n:
            break
    assert scene.session.log[-1].player == 1 and coach.index == 2
    monkeypatch.setattr(tween.Tweener, "animating", property(lambda self: True))  # its move still drawn
    assert coach.watched() is None
    coach._read = -1  # had the words not been shown yet, they would wait for the move to be drawn
    assert coach.watched() == 1


def test_a_step_that_waits_shows_its_words_and_next_once_the_others_have_played(app, monkeypatch):
    """Words about how a round or the game ended must not run ahead of the table (The City's
    "29 in all" came while the partner was still choosing): a ``wait`` step says to watch, with
    no Next, until the others have played on to the learner's turn (or the game's end)."""
    scene = after_the_first_move(app, monkeypatch, Step("lesson.intro", point=("zone", "table"), wait=True))
    coach = scene.coach
    pump(app, 1)
    assert coach.index == 2 and scene.session.current_player() == 1
    assert coach.watched() == 1 and not coach._next.visible
    coach.next()  # Enter or a stray click: nothing to pass yet
    assert coach.index == 2
    wait_for(app, lambda: scene.my_turn, frames=4000)
    pump(app, 1)
    assert coach.watched() is None and coach._next.visible
    click(app, coach._next.rect.center)
    assert coach.index == 3


def test_the_hint_in_a_lesson_is_the_lesson_s_move_not_the_ai_s(app):
    """A tester pressed Hint in a lesson and was told to lay a card elsewhere than the coach
    said: in a lesson the hint names the step's move and asks nothing of the AI."""
    from tabletop.ui.i18n import t

    scene = app.start_lesson(refgame.REF_GAME)
    pump(app, 2)
    scene.hint()  # said in the coach's panel, where it is never covered
    assert scene.hint_ticket is None and scene.coach.message == t("coach.hint")  # a step to read
    click(app, button_of(scene.coach, t("coach.next")).rect.center)
    scene.hint()
    want = scene.session.state.str_to_action("play b09")
    assert scene.hint_ticket is None and not scene.hint_note
    assert scene.coach.message == t("coach.hint.move", move=scene.hint_move_text(want))
    pump(app, 2)
    scene.draw(pygame.Surface((1280, 720)))


def test_the_watch_line_follows_the_table_the_banner_s_seat_and_the_game_s_own_moves(app, monkeypatch):
    """While the others play, the panel names the seat the banner speaks of (a tester read
    'watch Opponent 3' beside 'Opponent 2 chooses a card'); at a step's start, what no seat did
    (a guardian's walk: ``table_busy``) is watched before the step's words come."""
    from types import SimpleNamespace

    from tabletop.ui.coach import TABLE
    from tabletop.ui.i18n import t

    app.settings.ai_pace = "slow"
    scene = app.start_lesson(refgame.REF_GAME)
    pump(app, 2)
    coach = scene.coach
    click(app, button_of(coach, t("coach.next")).rect.center)
    play_card(app, scene, "b09")
    assert coach.watched() == 1
    scene.narrated = lambda: SimpleNamespace(player=5)  # the banner tells seat 5's move
    assert coach.watched() == 5
    del scene.narrated
    wait_for(app, lambda: scene.my_turn and not coach.watching(), frames=4000)
    assert coach.index == 2 and coach.made == 0
    monkeypatch.setattr(scene, "table_busy", lambda: True)
    assert coach.watched() == TABLE
    coach._lines(300)
    assert coach._lines_key[-1] == TABLE
