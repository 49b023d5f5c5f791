"""The City at the table, issue 34 (play feel): each defect found, driven through the scene with
posted mouse events, and what the shared table lifecycle asks of this game."""

from __future__ import annotations

from contextlib import contextmanager

import pygame
import pytest

import tabletop.ui.text as text_mod
from tabletop.games.the_city import art
from tabletop.games.the_city.rules import GIVEUP, make_state
from tabletop.games.the_city.scene import GameScene, layout
from ui_driver import click, drag, open_app, pump, sprite_point, start_game, wait_for

PILE = ["museum", "kino", "theater", "bahnhof", "casino", "wohnhaus", "kino", "bahnhof", "rathaus", "schule",
        "parkplatz", "reihenhaus", "kaufhaus", "wohnhaus", "kino", "theater", "bahnhof", "casino", "museum", "kino"]


@pytest.fixture
def app(home):
    with open_app() as a:
        yield a


def start(app, kinds=("human", "random"), seed=2, options=None) -> GameScene:
    return start_game(app, "the_city", kinds, options, seed)


def put(app, scene, st, viewer=None) -> None:
    """A hand-built position on the table (as the seat on screen sees it)."""
    scene.session.state = st
    if viewer is not None:
        scene.viewer = viewer
    scene.view = scene.session.view(scene.viewer)
    scene.sync()
    pump(app, 3)
    wait_for(app, lambda: not scene.tweens.animating)   # the hand has come in


def sprite(scene, card):
    return next(s for s in scene.hand_sprites if s.key[1] == card and s.key not in scene.staged)


@contextmanager
def recording():
    """Every text rendered meanwhile (the table's render caches are bypassed)."""
    seen: list[str] = []
    real = text_mod.font

    class Recorder:
        def __init__(self, f):
            self.f = f

        def render(self, text, *a, **k):
            seen.append(text)
            return self.f.render(text, *a, **k)

        def __getattr__(self, name):
            return getattr(self.f, name)

    def clear():
        text_mod.render.cache_clear()
        text_mod.render_fit.cache_clear()

    text_mod.font = lambda size, bold=False: Recorder(real(size, bold))
    clear()
    try:
        yield seen
    finally:
        text_mod.font = real
        clear()


def drawn_texts(scene) -> list[str]:
    with recording() as seen:
        scene.draw(pygame.Surface((1280, 720)))
    return seen


# -- B. defects ---------------------------------------------------------------------------------

def test_paying_card_by_card_the_hand_stays_where_it_is(app):
    """Each card clicked into the payment tray leaves a gap: the next card is where it was."""
    scene = start(app)
    hand = ["theater", "wohnhaus", "reihenhaus", "kino", "kino", "schule", "parkplatz"]
    put(app, scene, make_state(2, hands=[hand, ["parkplatz"]], pile=PILE))
    drag(app, sprite_point(sprite(scene, "theater")), layout.SLOT1.center)     # costs 4
    wait_for(app, lambda: scene.mode() == "pay", frames=2000)
    for _ in range(3):
        pump(app, 10)
        rest = [s for s in scene.hand_sprites if s.key not in scene.staged]
        spots = {s.key: sprite_point(s) for s in rest}
        target = rest[-1]
        click(app, spots[rest[0].key])                                  # one card into the tray
        pump(app, 10)
        assert all(sprite_point(s) == spots[s.key] for s in scene.hand_sprites if s.key not in scene.staged)
        click(app, spots[target.key])                                   # the next click lands on its card
        assert target.key in scene.staged
        pump(app, 10)
        click(app, sprite_point(target))                                # taken back from the tray
        assert target.key not in scene.staged
    assert len(scene.staged) == 3


def test_an_ai_giving_up_is_named_on_your_panel_not_told_as_your_step(app):
    """Your panel said "Step 2: give up building" while an AI was choosing the card to keep."""
    scene = start(app, kinds=("random", "human"))
    wait_for(app, lambda: scene.my_turn, frames=2000)
    st = make_state(2, hands=[["kino", "wohnhaus"], ["parkplatz", "wohnhaus"]], pile=PILE)
    st.commits[0], st.turn = GIVEUP, 1                  # P1 (the AI) has chosen to give up
    put(app, scene, st, viewer=1)
    drag(app, sprite_point(sprite(scene, "parkplatz")), layout.SLOT1.center)
    assert scene.session.state.pending == ("keep", 0) and not scene.my_turn
    texts = drawn_texts(scene)
    assert scene.phase_lines(scene.view)[1] == "Now: P1, keeping 1 of 5…"
    assert "Now: P1, keeping 1 of 5…" in texts
    assert not any("give up building" in t for t in texts)


def test_the_reveal_stands_on_its_own_stage(home):
    """The revealed choices were drawn over your city with "No buildings yet" showing through."""
    with open_app(anim_speed=1.0) as app:
        scene = start(app, kinds=("random", "human"))
        wait_for(app, lambda: scene.my_turn, frames=3000)
        st = make_state(2, hands=[["kino", "wohnhaus"], ["parkplatz", "kino"]], pile=PILE)
        st.apply(("build", "wohnhaus"))                  # P1 has chosen; P2 (you) chooses last
        put(app, scene, st, viewer=1)
        empty = layout.tr("tbl.empty_city")
        assert empty in drawn_texts(scene)               # your city is empty
        drag(app, sprite_point(sprite(scene, "parkplatz")), layout.SLOT1.center)
        pump(app, 5)
        assert scene.revealing()
        assert empty not in drawn_texts(scene)           # nothing of the city shows through
        wait_for(app, lambda: not scene.revealing(), frames=3000)


def test_buildings_are_drawn_as_cards(app):
    scene = start(app, kinds=("human", "random", "random"))
    city = ("wohnhaus", "schule", "kino", "konzerthaus")
    put(app, scene, make_state(3, hands=[["kino"], ["kino"], ["kino"]], cities=[city, city[:2], ()], pile=PILE))
    screen = pygame.Surface((1280, 720))
    scene.draw(screen)
    for seat in (0, 1):
        rects = scene._card_rects(seat)
        assert len(rects) == len(scene.view.cities[seat])
        for _, r in rects:
            assert 0.68 <= r.w / r.h <= 0.74 and r.h >= 70       # a card's 5:7, not a bar
        _, last = rects[-1]
        band = screen.get_at((last.centerx, last.y + 6))[:3]
        want = art.band_color(scene.view.cities[seat][-1])
        assert all(abs(a - b) <= 8 for a, b in zip(band, want))      # the cost band on top of the card


def test_toasts_stay_off_the_other_players_panels(app):
    scene = start(app, kinds=("human", "random", "random", "random", "random"))
    for i in range(4):
        app.toast("A message that is long enough to take two lines of text in the toast box, " * 2 + str(i), "error")
    rects = app.toasts.rects(scene.toast_anchor())
    assert len(rects) == 4
    for r in rects:
        assert r.top > layout.OPP_Y + layout.OPP_H and r.bottom <= 720
        assert not any(r.colliderect(o) for _, o in scene._opponent_rects())


# -- A. the table lifecycle ---------------------------------------------------------------------

FRAME_MS = 16  # what ui_driver.pump tells the app a frame took


def test_an_ai_reveal_is_followable_at_normal_pace(home):
    """The AI's choice that reveals everyone's plays the reveal on its stage, then the builds,
    income and VP one after the other, narrated in the banner: about 2 s at normal pace."""
    with open_app(anim_speed=1.0, ai_pace="normal") as app:
        scene = start(app)
        put(app, scene, make_state(2, hands=[["parkplatz", "kino", "wohnhaus"], ["wohnhaus", "kino", "kino"]],
                                   pile=PILE))
        drag(app, sprite_point(sprite(scene, "parkplatz")), layout.SLOT1.center)   # you choose first
        wait_for(app, lambda: len(scene.session.log) == 2, frames=4000)           # the AI's choice
        frames, revealed, narrated = 0, 0, 0
        while scene.animating_table() and frames < 2000:
            revealed += scene.revealing()
            narrated += "P2: chooses face down. Revealed: P1: Car park; P2: Cinema" in scene.banner_text()
            pump(app)
            frames += 1
        assert revealed * FRAME_MS >= 1000                  # the choices are on show for a second
        assert narrated * FRAME_MS >= 1500                  # and the banner tells them
        assert frames * FRAME_MS >= 2000                    # then the builds, income, VP follow
        assert scene.view.round == 2 and scene.latest_summary()["round"] == 1


def test_a_hint_says_the_card_the_place_and_why_and_keeps_the_others_secret(app):
    scene = start(app, kinds=("random", "human"))
    wait_for(app, lambda: scene.my_turn, frames=3000)
    st = make_state(2, hands=[["casino", "kino", "kino"], ["schule", "stadtvilla", "kino", "kino", "rathaus"]],
                    cities=[(), ("wohnhaus",)], pile=PILE)
    st.apply(("build", "casino"))                       # the AI's choice, hidden from you
    put(app, scene, st, viewer=1)
    scene.hint()
    wait_for(app, lambda: scene.hint_action is not None, frames=4000)
    note = "\n".join(scene.hint_note)
    assert scene.hint_note[0].startswith("Hint: ") and scene.hint_note[0] == "Hint: " + scene.explain_hint(
        scene.hint_action)
    assert "every round" in note or "Give up" in note or "Architect" in note
    assert "Casino" not in note and "Revealed" not in note   # the AI's hidden choice stays hidden
    assert scene._hint_rects()


def test_a_clicked_card_is_selected_and_says_what_it_would_do(app):
    scene = start(app)
    put(app, scene, make_state(2, hands=[["schule", "stadtvilla", "kino", "kino", "rathaus"], ["kino"]],
                               cities=[("wohnhaus",), ()], pile=PILE))
    n = len(scene.session.record.actions)
    school = sprite(scene, "schule")
    click(app, sprite_point(school))
    assert len(scene.session.record.actions) == n            # a click selects, it does not play
    assert scene.drag.mode == "selected" and scene.drag.active is school
    info = scene.selection_info(school)
    assert info.startswith("Build the School (you pay 1 card): +0 cards and +2 VP every round; "
                           "your Town villa costs 2 less.")
    assert "costs 6" in scene.selection_info(sprite(scene, "rathaus"))
    click(app, layout.SLOT1.center)                           # the glowing slot plays it
    assert scene.session.state.commits[0] == ("build", "schule")


def _near_the_end(app, scene):
    st = make_state(2, hands=[["parkplatz", "kino"], ["wohnhaus", "kino"]],
                    cities=[("konzerthaus", "schule", "wohnhaus"), ("kino",)], vp=[44, 30], pile=PILE)
    put(app, scene, st)
    drag(app, sprite_point(sprite(scene, "parkplatz")), layout.SLOT1.center)
    wait_for(app, lambda: scene.session.is_terminal() and bool(scene.end_buttons), frames=4000)


def test_the_end_is_explained_on_the_table_then_the_results_break_down_every_building(app):
    from ui_driver import button

    scene = start(app)
    _near_the_end(app, scene)
    lines = scene.ending_lines()
    assert lines[0] == "P1 reached 50 VP in round 1, so the game ended after that round."
    assert lines[1].startswith("P1 has the most VP: 53, to P2's")
    assert "Concert hall +7" in lines[2]
    texts = drawn_texts(scene)
    assert all(line in texts or any(line.startswith(x) for x in texts) for line in lines[:1])
    click(app, button(scene, "Results").rect.center)
    res = app.scenes.top
    from tabletop.games.the_city.scene import CityResults

    assert isinstance(res, CityResults) and res.selected == 0
    pump(app)
    tips = [z.tooltip() for z in res.zones]
    assert len(tips) == 4 and tips[0].startswith("Concert hall  (P1)") and "VP: +7" in tips[0]
    row = pygame.Rect(res.rect.x + 28, res.rect.y + res.ROWS_TOP - 6 + res.pitch, res.rect.w - 56, res.pitch - 4)
    click(app, row.center)                                    # the second row: P2's city
    assert res.selected == 1
    pump(app)
    names = [z.tooltip().split("  (")[0] for z in res.zones]
    assert "Cinema" in names and len(names) == len(scene.session.state.cities[1])


def test_replaying_the_others_turns_animates_them_and_opens_nothing(app):
    import tabletop.ui.table as table_mod

    scene = start(app)
    put(app, scene, make_state(2, hands=[["parkplatz", "kino", "wohnhaus"], ["wohnhaus", "kino", "kino"]],
                               pile=PILE))
    drag(app, sprite_point(sprite(scene, "parkplatz")), layout.SLOT1.center)
    wait_for(app, lambda: scene.my_turn and scene.view.round == 2, frames=4000)
    assert scene.marked_seats() == {1}                         # the other seat's turn stays marked
    stack = list(app.scenes.stack)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b, mod=0, unicode="", scancode=0))
    pump(app)
    assert scene.replay is not None and scene.marked_seats() == set()
    while scene.replay.position < len(scene.session.log):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
        pump(app, 3)
        assert list(app.scenes.stack) == stack                 # no dialog while replaying
        assert scene.view.to_json() == scene.session.view_at(scene.replay.position, 0).to_json()
    assert table_mod.TableScene.animate_replay is False and type(scene).animate_replay is True
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    pump(app)
    assert scene.replay is None and scene.my_turn


def test_enter_never_forgoes_a_build(app):
    """With a construction hut, Enter neither builds only the first card (forgoing the second) nor
    passes on the hut's extra build."""
    from tabletop.games.the_city.rules import PASS

    scene = start(app)
    put(app, scene, make_state(2, hands=[["parkplatz", "wohnhaus", "reihenhaus", "kino"], ["kino"]],
                               cities=[("bauhuette",), ()], pile=PILE))
    drag(app, sprite_point(sprite(scene, "parkplatz")), layout.SLOT1.center)
    assert scene.first is not None
    n = len(scene.session.record.actions)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    pump(app)
    assert len(scene.session.record.actions) == n and scene.first is not None
    assert all(b.style != "primary" for b in scene.buttons)
    scene.first = None
    put(app, scene, make_state(2, hands=[["parkplatz", "wohnhaus", "bauhuette", "kino", "reihenhaus"], ["kino"]],
                               pile=PILE))
    drag(app, sprite_point(sprite(scene, "bauhuette")), layout.SLOT1.center)
    wait_for(app, lambda: scene.mode() in ("pay", "extra"), frames=2000)
    if scene.mode() == "pay":
        click(app, sprite_point(sprite(scene, "kino")))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
        pump(app)
    wait_for(app, lambda: scene.mode() == "extra", frames=2000)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    pump(app, 3)
    assert scene.mode() == "extra" and PASS in scene.view.legal_actions()
    assert all(b.style != "primary" for b in scene.buttons)
