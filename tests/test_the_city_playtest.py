"""The City, what a newcomer's play test found (issue 34/35 polish): the hint's words, the log's
words, the header while paying, and the table's layout, each checked through the rules or the
scene as the player meets it."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.engine import i18n as engine_i18n
from tabletop.games.the_city import reasons
from tabletop.games.the_city.rules import NS, card_name, make_state
from tabletop.games.the_city.scene import layout
from tabletop.ui import i18n
from ui_driver import click, drag, open_app, pump, sprite_point, start_game, wait_for

PILE = ["museum", "kino", "theater", "bahnhof", "casino", "wohnhaus", "kino", "bahnhof", "rathaus", "schule",
        "parkplatz", "reihenhaus", "kaufhaus", "wohnhaus", "kino", "theater", "bahnhof", "casino", "museum", "kino"]


def _setup_view(hand):
    s = make_state(2, hands=[hand, ["kino"] * 7])
    s.phase = "open"
    return s.view(0)


def test_the_setup_hint_gives_each_reason_once_never_the_same_phrase_twice():
    """Two cards that merely earn least were one phrase written twice and joined with "or"."""
    v = _setup_view(["bauhuette", "reihenhaus", "kaufhaus", "kaufhaus", "konzerthaus", "flughafen", "supermarkt"])
    for lang in ("ja", "en"):
        text = reasons.explain(v, 0, ("open", "bauhuette", "reihenhaus"), lang)
        least = "もうけが少な" if lang == "ja" else "earn least"
        assert text.count(least) == 1, text
        assert card_name("bauhuette", lang) in text and card_name("reihenhaus", lang) in text
    assert "か手札" not in reasons.explain(v, 0, ("open", "bauhuette", "reihenhaus"), "ja")


def test_the_hints_list_of_moves_is_in_the_present_not_the_past():
    s = make_state(2, hands=[["bauhuette", "reihenhaus", "kaufhaus", "kaufhaus", "konzerthaus", "flughafen",
                              "supermarkt"], ["kino"] * 7])
    s.phase = "open"
    for action in (("open", "bauhuette", "reihenhaus"), ("build", "kaufhaus")):
        assert not s.describe_own_action(action, "ja").endswith(("ました。", "ました"))


def test_the_setup_prompt_gives_no_advice_the_hint_may_contradict():
    for lang in ("ja", "en"):
        text = engine_i18n.tr(NS, "prompt.open", lang)
        assert "おすすめ" not in text and "good choice" not in text


def _pay_positions():
    """Every payment decision on the way to building a costly card from a mixed hand."""
    hand = ["rathaus", "kino", "kino", "wohnhaus", "wohnhaus", "schule", "theater", "parkplatz"]
    s = make_state(2, hands=[hand, ["kino"]], pile=PILE)
    s.apply(("build", "rathaus"))      # costs 6
    s.apply(("build", "kino"))
    return s


def test_the_log_names_every_card_of_a_payment_even_those_given_automatically():
    s = _pay_positions()
    seen_auto = False
    while s.pending is not None and s.pending[0] == "pay":
        p = s.pending[1]
        for action in s.legal_actions():
            before = list(s.hands[p])
            after = s.clone()
            after.apply(action)
            gone = list(before)
            for c in after.hands[p]:
                gone.remove(c)
            for lang in ("ja", "en"):
                text = s.describe_action(action, lang)
                for c in set(gone):
                    assert card_name(c, lang) in text, (gone, text)
            seen_auto = seen_auto or len(gone) > 1
        s.apply(s.legal_actions()[-1])
    assert seen_auto   # a choice that settled the rest of the payment was among them


def test_a_hand_limit_discard_names_its_cards():
    s = make_state(2, hands=[["kino"] * 3 + ["wohnhaus"] * 12, ["kino"]], pile=PILE * 3)
    s.phase = "limit"
    from tabletop.games.the_city.actions import DiscardPending
    s.pending = DiscardPending("limit", 0, 3, 0)
    action = s.legal_actions()[0]
    assert card_name(action[1], "ja") in s.describe_action(action, "ja")


# -- at the table ------------------------------------------------------------------------------

@pytest.fixture
def app(home):
    with open_app() as a:
        yield a


def _put(app, scene, st):
    scene.session.state = st
    scene.view = scene.session.view(scene.viewer)
    scene.sync()
    pump(app, 3)
    wait_for(app, lambda: not scene.tweens.animating)


def test_the_header_counts_the_cards_already_in_the_payment_tray(app):
    """The header said "3 more to discard" while the panel said "1 more to pay"."""
    scene = start_game(app, "the_city", ("human", "random"), None, 2)
    hand = ["theater", "wohnhaus", "reihenhaus", "kino", "kino", "schule", "parkplatz"]
    _put(app, scene, make_state(2, hands=[hand, ["parkplatz"]], pile=PILE))
    drag(app, sprite_point(next(s for s in scene.hand_sprites if s.key[1] == "theater")), layout.SLOT1.center)
    wait_for(app, lambda: scene.mode() == "pay", frames=2000)
    need = scene.need()[0]
    for k in range(1, need + 1):
        pump(app, 10)
        rest = [s for s in scene.hand_sprites if s.key not in scene.staged]
        click(app, sprite_point(rest[0]))
        assert len(scene.staged) == k
        words = scene.prompt()
        if k < need:
            assert str(need - k) in words and str(need) not in words
        else:
            assert "Confirm" in words


def test_the_side_panel_lines_never_run_into_the_vp(app):
    """"Now: Opponent, choosing…" was drawn over "0 VP" under a two-line round and step."""
    i18n.set_lang("ja")
    try:
        scene = start_game(app, "the_city", ("human", "random"), None, 2)
        st = make_state(2, hands=[["kino", "wohnhaus"], ["kino"]], pile=PILE)
        st.apply(("build", "kino"))      # you have chosen; the other seat is choosing
        scene.viewer = 0
        v = st.view(0)
        assert len(scene.phase_lines(v)) == 2 and "いま" in scene.phase_lines(v)[1]
        assert scene.side_lines_bottom(v) <= layout.SIDE.y + 84
    finally:
        i18n.set_lang("en")


def test_the_hint_panel_leaves_confirm_and_the_cards_in_sight(app):
    """The hint stayed over Confirm while the player picked the hinted cards."""
    scene = start_game(app, "the_city", ("human", "random"), None, 2)
    hand = ["theater", "wohnhaus", "reihenhaus", "kino", "kino", "schule", "parkplatz"]
    _put(app, scene, make_state(2, hands=[hand, ["parkplatz"]], pile=PILE))
    drag(app, sprite_point(next(s for s in scene.hand_sprites if s.key[1] == "theater")), layout.SLOT1.center)
    wait_for(app, lambda: scene.mode() == "pay", frames=2000)
    scene.hint()
    wait_for(app, lambda: scene.hint_action is not None, frames=4000)
    scene.draw(pygame.Surface((1280, 720)))
    box = scene._hint_box
    assert box is not None and box.h > 40
    assert not any(box.colliderect(b.rect) for b in scene.buttons if b.visible)
    assert not box.colliderect(layout.TRAY) and not any(box.colliderect(s.rect) for s in scene.hand_sprites)


def test_a_full_hands_card_names_are_whole_in_the_part_left_in_sight(app):
    """With 10-14 cards the next card hid the name's end ("ショッピンク…", "テクノロジ")."""
    from tabletop.games.the_city import art
    from tabletop.games.the_city.rules import CARD_IDS
    from tabletop.ui import theme
    from tabletop.ui.fonts import font
    scene = start_game(app, "the_city", ("human", "random"), None, 2)
    hand = list(CARD_IDS[:14])
    _put(app, scene, make_state(2, hands=[hand, ["kino"]], pile=PILE))
    xs = sorted(s.rect.x for s in scene.hand_sprites)
    seen = min(b - a for a, b in zip(xs, xs[1:]))
    assert seen < theme.HAND_CARD[0] - 20                        # the cards do overlap
    for lang in ("ja", "en"):
        for card in CARD_IDS:
            name = card_name(card, lang)
            size, lines = art.narrow_name(name, seen - 8)
            assert "".join(lines).replace(" ", "") == name.replace(" ", ""), (name, lines)
            assert all(font(size, True).size(x)[0] <= seen - 6 for x in lines), (name, lines)
            assert len(lines) <= 3


# -- the lesson ----------------------------------------------------------------------------------

def _lesson_text(key: str, lang: str) -> str:
    return engine_i18n.tr(NS, key, lang)


def test_the_lesson_explains_the_marks_it_shows_before_leaning_on_them():
    """The symbols, the red "!", the card and star icons and the "4→2" badge were never
    explained; a car came up unexplained; the construction hut only in the last words."""
    for lang in ("ja", "en"):
        assert "!" in _lesson_text("lesson.prereq", lang)
        assert "4→2" in _lesson_text("lesson.discount", lang)
        income = _lesson_text("lesson.income", lang)
        assert ("カードの絵" in income and "★" in income) if lang == "ja" else ("card icon" in income and "star" in income)
        pay2 = _lesson_text("lesson.pay2", lang)
        assert all(_lesson_text("sym." + k, lang) in pay2 for k in "CFS")
        nxt = _lesson_text("lesson.next", lang)
        assert card_name("bauhuette", lang).lower() in nxt.lower() and ("4" in nxt or "two" in nxt)


def test_each_lesson_step_speaks_of_the_table_as_it_is_shown(app):
    """Step 9 spoke of the marker while both markers stood at 0, step 12 of the hand while it
    was still empty, the end of 29 VP while the marker showed fewer."""
    import test_lesson_the_city as lesson_test
    from tabletop.games.the_city.lesson import LESSON
    checked = set()

    def look(scene, index):
        key = LESSON.steps[index].text
        me = scene.viewer
        if key == "lesson.vp":
            assert scene.track[me] == scene.view.vp[me] == 2
            checked.add(key)
        elif key == "lesson.stuck":
            assert [s.key[1] for s in scene.hand_sprites] == ["businesscenter"]
            checked.add(key)
        elif key == "lesson.end":
            assert scene.view.vp[me] == 29 and scene.track[me] == 29
            checked.add(key)

    try:
        lesson_test.play_lesson(app, "ja", look)
    finally:
        i18n.set_lang("en")
    assert checked == {"lesson.vp", "lesson.stuck", "lesson.end"}


# -- clutter ----------------------------------------------------------------------------------------

def test_another_players_gains_stack_inside_its_panel_never_over_the_track(home):
    with open_app(anim_speed=1.0, ai_pace="normal") as app:
        scene = start_game(app, "the_city", ("human", "random"), None, 2)
        _put(app, scene, make_state(2, hands=[["kino"], ["kino"]], pile=PILE))
        anchor = scene._seat_anchor(1)
        shown = [scene.fx.float_text(text, anchor, (255, 255, 255), 0)
                 for text in ("builds Theatre", "paid 4 cards", "+3 cards", "+4 VP")]
        pump(app, 3)
        panel = next(r for s, r in scene._opponent_rects() if s == 1)
        for _ in range(3):
            boxes = [scene.fx.style.box(fl) for fl in shown if fl in scene.fx.floaters]
            assert len(boxes) == 4
            assert all(panel.contains(b) and not b.colliderect(layout.TRACK) for b in boxes)
            assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])   # readable
            pump(app, 20)


def test_the_reveal_banner_goes_with_its_stage(home):
    """"Revealed!" stayed over your city's header and the give-up's cards after the reveal."""
    with open_app(anim_speed=1.0, ai_pace="normal") as app:
        scene = start_game(app, "the_city", ("human", "random"), None, 2)
        _put(app, scene, make_state(2, hands=[["parkplatz", "kino", "wohnhaus"], ["wohnhaus", "kino", "kino"]],
                                    pile=PILE))
        drag(app, sprite_point(next(s for s in scene.hand_sprites if s.key[1] == "parkplatz")), layout.SLOT1.center)
        wait_for(app, lambda: scene.revealing(), frames=4000)
        assert any(fl.big for fl in scene.fx.floaters)
        wait_for(app, lambda: not scene.revealing(), frames=4000)
        pump(app, 2)
        assert not any(fl.big and fl.alpha > 0 for fl in scene.fx.floaters)


def test_scores_past_the_goal_are_written_apart_and_never_over_the_goal_number(app):
    from test_the_city_table import drawn_texts
    scene = start_game(app, "the_city", ("human", "random"), None, 2)
    _put(app, scene, make_state(2, hands=[["kino"], ["kino"]], pile=PILE, vp=[61, 59]))
    scene.track = [61.0, 59.0]
    texts = drawn_texts(scene)
    assert "50" not in texts and any(t.endswith("61") for t in texts) and any(t.endswith("59") for t in texts)
    a, b = scene.track_labels
    assert not a.colliderect(b) and all(layout.TRACK.contains(r) for r in (a, b))


def test_messages_leave_the_round_score_button_free(app):
    """The "lesson complete" toast covered the round-score button."""
    scene = start_game(app, "the_city", ("human", "random"), None, 2)
    app.toast("Lesson complete", "info")
    rects = app.toasts.rects(scene.toast_anchor())
    assert rects and not any(r.colliderect(scene.summary_button.rect) for r in rects)


def test_every_option_value_keeps_clear_of_its_arrows(app):
    """New game: the Town villa option's value touched its arrows."""
    from tabletop.engine import registry
    from tabletop.scenes.newgame import STEPPER_W, NewGameScene
    from tabletop.ui import theme
    from tabletop.ui.fonts import font
    from tabletop.ui.widgets import Stepper
    for lang in ("ja", "en"):
        i18n.set_lang(lang)
        try:
            scene = NewGameScene(app, registry.get("the_city"))
            steppers = [w for w in scene.widgets if isinstance(w, Stepper) and w.rect.w == STEPPER_W]  # options
            assert len(steppers) > 5
            for w in steppers:
                room = w.rect.inflate(-2 * (w.rect.h * 4 // 5), 0)
                for v in w.values:
                    assert font(w.size).size(w.labels(v))[0] <= room.w - 8, w.labels(v)   # not shrunk
        finally:
            i18n.set_lang("en")


def test_tooltips_stay_short_however_big_a_city_grows(app):
    """A player's tooltip listed every building: taller than the window's table."""
    from tabletop.games.the_city.rules import CARD_IDS
    from tabletop.ui.widgets import bubble_height
    for lang in ("ja", "en"):
        i18n.set_lang(lang)
        try:
            scene = start_game(app, "the_city", ("human", "random"), None, 2)
            big = tuple(CARD_IDS[20:34])
            scene.session.state = make_state(2, hands=[list(CARD_IDS[:12]), ["kino"]], cities=[big, big], pile=PILE)
            scene.view = scene.session.view(0)
            scene.sync()
            tips = [scene._seat_tip(1), scene._totals_tip(0)] + [scene.card_tip(c, True) for c in CARD_IDS]
            tips += [scene._tile_tip(0, i) for i in range(len(big))]
            assert max(bubble_height(t) for t in tips) <= 300
        finally:
            i18n.set_lang("en")


def test_a_hint_never_calls_a_card_the_least_earning_when_it_is_not():
    """The setup hint said an Airport (+8 VP a round) was the hand's least earning card."""
    hand = ["bauhuette", "reihenhaus", "kaufhaus", "kaufhaus", "konzerthaus", "flughafen", "supermarkt", "kino"]
    v = _setup_view(hand)
    values = {c: sum(reasons.gain(v, 0, (c,))) for c in set(hand)}
    for c in set(hand):
        text = reasons.explain(v, 0, ("discard", c), "en")
        if "earn the least" in text:
            assert values[c] == min(values.values()), text
    assert "earn the least" not in reasons.explain(v, 0, ("discard", "flughafen"), "en")
    for a, b in itertools.combinations(sorted(set(hand)), 2):
        text = reasons.explain(v, 0, ("open", a, b), "en")
        if "two cards in your hand that earn least" in text:
            assert sorted(values.values())[1] >= max(values[a], values[b]), text


def test_the_cards_to_keep_come_after_the_reveal_not_under_it(home):
    """"Revealed!" and the reveal's stage were drawn over the give-up's cards to keep."""
    from test_the_city_table import drawn_texts
    with open_app(anim_speed=1.0, ai_pace="normal") as app:
        scene = start_game(app, "the_city", ("human", "random"), None, 2)
        _put(app, scene, make_state(2, hands=[["rathaus", "kino"], ["wohnhaus", "kino", "kino"]], pile=PILE))
        keep = engine_i18n.tr(NS, "tbl.keep_one", "en")
        click(app, next(b for b in scene.buttons if b.hotkey == pygame.K_g).rect.center)
        wait_for(app, lambda: scene.revealing() and scene.mode() == "keep", frames=4000)
        assert keep not in drawn_texts(scene)
        assert not any(s.key[0] == "drawn" for s in scene._drag_sprites())
        wait_for(app, lambda: not scene.revealing(), frames=4000)
        assert scene.mode() == "keep" and keep in drawn_texts(scene)
