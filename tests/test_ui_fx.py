"""Table effects (tabletop.ui.fx): flights, floaters, timers, hidden counters, drawing."""

import pygame
import pytest

from tabletop.ui import fx as fxmod
from tabletop.ui import theme, tween
from tabletop.ui.fx import Effects, FloaterStyle, HoverZone
from tabletop.ui.tween import Tweener


@pytest.fixture(autouse=True)
def normal_speed():
    tween.set_duration_scale(1)
    yield
    tween.set_duration_scale(1)


@pytest.fixture
def fx():
    return Effects(Tweener())


@pytest.fixture
def played(monkeypatch):
    names = []
    monkeypatch.setattr(fxmod._sound, "play", lambda name: names.append(name))
    return names


def run(fx: Effects, ms: float, step: float = 10.0) -> None:
    for _ in range(int(ms / step)):
        fx.tweens.update(step)


def image(color=(200, 40, 40), size=(20, 30)) -> pygame.Surface:
    s = pygame.Surface(size)
    s.fill(color)
    return s


def test_flight_visible_from_its_delay_then_lands(fx, played):
    landed = []
    fl = fx.fly(image(), (0, 0), (100, 50), delay=200, duration=300, on_done=lambda: landed.append(1),
                hide_key=("pile", 1), sound="card_place")
    assert fx.busy and fx.hidden(("pile", 1)) == 1 and not fl.visible
    run(fx, 190)
    assert not fl.visible and fl.pos == (0.0, 0.0)          # waits at its start, unseen
    run(fx, 100)
    assert fl.visible and 0 < fl.pos[0] < 100               # on its way
    assert fx.hidden(("pile", 1)) == 1 and not landed
    run(fx, 250)
    assert fl.pos == (100.0, 50.0) and landed == [1] and played == ["card_place"]
    assert not fx.flights and fx.hidden(("pile", 1)) == 0 and not fx.busy


def test_flight_without_delay_shows_at_once_and_can_scale(fx):
    fl = fx.fly(image(), (10, 10), (10, 10), 0, 100, scale=1.5, end_scale=1.0, label=("P1", (255, 255, 255)))
    assert fl.visible and fl.scale == 1.5
    run(fx, 50)
    assert 1.0 < fl.scale < 1.5
    run(fx, 60)
    assert fl.scale == 1.0 and not fx.flights


def test_hidden_counters_nest_and_clear(fx):
    fx.hide("play")
    fx.hide(("hand", 0), 2)
    fx.fly(image(), (0, 0), (1, 1), 0, 100, hide_key="play")
    assert fx.hidden("play") == 2 and fx.hidden(("hand", 0)) == 2 and fx.hidden("nothing") == 0
    fx.unhide(("hand", 0))
    assert fx.hidden(("hand", 0)) == 1
    run(fx, 120)
    assert fx.hidden("play") == 1
    fx.clear_hidden(lambda k: k == "play")
    assert fx.hidden("play") == 0 and fx.hidden(("hand", 0)) == 1
    fx.clear_hidden()
    assert fx.hidden(("hand", 0)) == 0


def test_floater_appears_rises_lingers_and_fades(fx):
    fx.style = FloaterStyle(rise=20, rise_ms=400, linger=100, big_linger=500, fade_ms=200)
    fl = fx.float_text("+3", (50, 100), theme.OK, delay=100)
    big = fx.float_text("Round over", (50, 100), theme.ACCENT, delay=100, big=True)
    assert fx.float_text("", (0, 0), theme.OK) is None     # nothing to say, nothing shown
    assert fl.alpha == 0
    run(fx, 110)
    assert fl.alpha == 255 and fl.pos[1] < 100
    run(fx, 400)
    assert fl.pos == (50.0, 80.0) and fl.alpha == 255       # risen, lingering
    run(fx, 200)
    assert 0 < fl.alpha < 255                               # fading (from 600 ms)
    run(fx, 120)
    assert fl not in fx.floaters and big.alpha == 255       # gone; the big one lingers longer
    run(fx, 400)
    assert not fx.floaters and not fx.busy


def test_floater_hold_sets_how_long_it_rises(fx):
    fx.style = FloaterStyle(rise=10, rise_ms=900, linger=0, fade_ms=100)
    fl = fx.float_text("x", (0, 50), theme.TEXT, 0, hold=200)
    run(fx, 200)
    assert fl.pos[1] == 40.0
    run(fx, 110)
    assert not fx.floaters


def test_at_and_sound_at_run_on_animation_time(fx, played):
    calls = []
    fx.at(0, lambda: calls.append("now"))
    fx.at(100, lambda: calls.append("later"))
    fx.sound_at("chime", 0)
    fx.sound_at("piece_step", 150)
    assert calls == ["now"] and played == ["chime"]
    assert fx.tweens.animating                              # timers count as animating
    run(fx, 100)
    assert calls == ["now", "later"] and played == ["chime"]
    run(fx, 60)
    assert played == ["chime", "piece_step"]


def test_finish_all_lands_everything(fx):
    landed = []
    fx.fly(image(), (0, 0), (5, 5), 500, 500, on_done=lambda: landed.append(1), hide_key="k")
    fx.float_text("+1", (0, 0), theme.OK, 300)
    fx.tweens.finish_all()
    assert landed == [1] and not fx.busy and fx.hidden("k") == 0


def test_instant_speed_finishes_on_the_next_update(fx):
    tween.set_duration_scale(0)
    fx.fly(image(), (0, 0), (5, 5), 100, 300)
    fx.float_text("+1", (0, 0), theme.OK, 100)
    fx.tweens.update(16)
    assert not fx.busy


def test_draw_smoke_and_floater_clamp(fx):
    surf = pygame.Surface((400, 300))
    surf.fill((0, 0, 0))
    fx.style = FloaterStyle(size=theme.S, big_size=theme.M, border=(255, 255, 255, 200), big_border=(255, 200, 0, 200),
                            wrap=120, clamp=pygame.Rect(10, 10, 380, 280))
    fx.fly(image((0, 200, 0)), (200, 250), (200, 250), 0, 200, label=("P2", (255, 255, 255)))
    fl = fx.float_text("a long floating message that wraps", (5, 5), (255, 255, 255), 0, big=True)
    fx.float_text("+2", (300, 200), (255, 255, 255), 0)
    fx.draw(surf)
    assert surf.get_at((200, 250))[:3] == (0, 200, 0)      # the flight, centred on its position
    rect = fx.floater_rect(fl)
    assert pygame.Rect(10, 10, 380, 280).contains(rect) and rect.w <= 120
    assert surf.get_at(rect.center)[:3] != (0, 0, 0)
    # a callable clamp and a faded floater (drawn as nothing)
    mid = fx.float_text("+3", (300, 200), (255, 255, 255), 0)
    fx.style = FloaterStyle(boxed=False)
    free = fx.floater_rect(mid)
    fx.style = FloaterStyle(clamp=lambda f, r: r.move(0, 50), boxed=False)
    assert fx.floater_rect(mid) == free.move(0, 50)
    mid.alpha = 0
    fx.draw(surf)


def test_a_floater_box_never_leaves_the_screen(fx):
    screen = pygame.Rect(0, 0, theme.W, theme.H)
    style = fx.style = FloaterStyle()
    for pos, big in (((theme.W - 5, 150), False), ((3, 3), True), ((theme.W // 2, theme.H + 40), False)):
        fl = fx.float_text("a reshuffle of the discard pile: 30 cards", pos, (255, 255, 255), 0, big=big)
        box = fx.floater_rect(fl).inflate(*(style.big_pad if big else style.pad))
        assert screen.contains(box), (pos, box)
    inside = fx.float_text("+1", (400, 300), (255, 255, 255), 0)
    assert fx.floater_rect(inside).center == (400, 300)     # one well inside stays where it was put


def test_fading_text_leaves_the_shared_render_cache_alone(fx):
    from tabletop.ui.text import render

    fl = fx.float_text("+7", (50, 50), (255, 255, 255), 0)
    fl.alpha = 60
    fx.draw(pygame.Surface((100, 100)))
    assert render("+7", fx.style.size, (255, 255, 255), True).get_alpha() in (None, 255)


def test_hover_zone():
    z = HoverZone((1, 2, 3, 4), "tip")
    assert z.rect == pygame.Rect(1, 2, 3, 4) and z.tooltip == "tip"


def test_floaters_at_one_place_stack_instead_of_overlapping(fx):
    fx.style = FloaterStyle()
    texts = ["builds the Restaurant", "pays 2 cards", "+2 cards", "+3 VP"]
    fls = [fx.float_text(t, (600, 130), (255, 255, 255), 0) for t in texts]
    fx.tweens.update(1)                                   # all four appear at once
    boxes = [fx.style.box(f) for f in fls]
    for i in range(len(boxes)):
        for j in range(i):
            assert not boxes[i].colliderect(boxes[j]), (texts[i], texts[j])
    assert fls[0].shift == 0                              # the first stays where it was put
    shifts = [f.shift for f in fls]
    fx.tweens.update(300)                                 # rising together: they keep their places
    assert [f.shift for f in fls] == shifts
    assert all(not fx.style.box(a).colliderect(fx.style.box(b)) for a in fls for b in fls if a is not b)
    late = fx.float_text("+1", (900, 500), (255, 255, 255), 0)
    fx.tweens.update(1)
    assert late.shift == 0                                # nothing in its way: no shift
