import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from tabletop.ui import tween  # noqa: E402
from tabletop.ui.tween import Shake, Tween, Tweener  # noqa: E402


class Obj:
    def __init__(self):
        self.x = 0.0
        self.pos = (0.0, 0.0)
        self.shake_x = 0.0


@pytest.fixture(autouse=True)
def normal_speed():
    tween.set_duration_scale(1)
    yield
    tween.set_duration_scale(1)


@pytest.mark.parametrize("name", list(tween.EASINGS))
def test_easing_endpoints(name):
    f = tween.EASINGS[name]
    assert f(0.0) == pytest.approx(0.0, abs=1e-12)
    assert f(1.0) == pytest.approx(1.0, abs=1e-12)


def test_easing_shapes():
    assert tween.ease_in_out(0.5) == pytest.approx(0.5)
    assert tween.ease_in_out(0.25) < 0.25 < tween.ease_out_cubic(0.25)
    assert max(tween.ease_out_back(i / 100) for i in range(101)) > 1.05   # overshoots, then settles
    assert tween.linear(0.3) == pytest.approx(0.3)


def test_linear_tween_number_and_exact_end():
    o = Obj()
    t = Tween(o, "x", 100, 200, ease="linear")
    t.update(50)
    assert o.x == pytest.approx(25)
    t.update(100)
    assert o.x == pytest.approx(75)
    assert not t.done
    t.update(1000)
    assert t.done and o.x == 100.0


def test_tuple_tween_and_start_read_from_attribute():
    o = Obj()
    o.pos = (10, 20)
    t = Tween(o, "pos", (30, 60), 100, ease=tween.linear)
    t.update(50)
    assert o.pos == pytest.approx((20, 40))
    t.update(50)
    assert o.pos == (30.0, 60.0)


def test_delay_holds_and_start_is_read_when_delay_ends():
    o = Obj()
    t = Tween(o, "x", 10, 100, delay_ms=50, ease="linear")
    t.update(30)
    assert o.x == 0.0
    o.x = 5.0                 # something else moved it during the delay
    t.update(20)              # delay just ended: the start is read now
    assert t.start == 5.0
    t.update(50)
    assert o.x == pytest.approx(7.5)


def test_on_done_called_once():
    o = Obj()
    calls = []
    t = Tween(o, "x", 1, 10, on_done=lambda: calls.append(1))
    t.update(20)
    t.update(20)
    t.finish()
    assert calls == [1]


def test_callback_tween():
    seen = []
    t = Tween(seen.append, None, 10, 100, start=0, ease="linear")
    t.update(50)
    t.update(50)
    assert seen[0] == pytest.approx(5) and seen[-1] == 10.0


def test_duration_scale_zero_is_instant_even_with_delay():
    o = Obj()
    done = []
    tween.set_duration_scale(0)
    t = Tween(o, "x", 42, 5000, delay_ms=1000, on_done=lambda: done.append(True))
    t.update(0.0)
    assert t.done and o.x == 42.0 and done == [True]


def test_duration_scale_two_is_twice_as_slow():
    o = Obj()
    tween.set_duration_scale(2)
    t = Tween(o, "x", 100, 100, ease="linear")
    t.update(100)
    assert o.x == pytest.approx(50)
    t.update(100)
    assert t.done


def test_unscaled_tween_ignores_scale():
    o = Obj()
    tween.set_duration_scale(0)
    t = Tween(o, "x", 100, 100, ease="linear", scaled=False)
    t.update(50)
    assert not t.done and o.x == pytest.approx(50)


def test_bad_values_are_rejected():
    with pytest.raises(ValueError):
        tween.set_duration_scale(-1)
    with pytest.raises(ValueError):
        tween.set_duration_scale(float("nan"))
    with pytest.raises(TypeError):
        Tween(Obj(), "x", "far", 100)
    with pytest.raises(ValueError):
        Tween(Obj(), "x", 1, 100, ease="bouncy")
    with pytest.raises(TypeError):
        Tween(42, None, 1, 100, start=0)
    o = Obj()
    t = Tween(o, "x", (1, 2), 100)      # number attribute, tuple end
    with pytest.raises(TypeError):
        t.update(10)


def test_tweener_update_cancel_to_and_animating():
    o, p = Obj(), Obj()
    tw = Tweener()
    assert not tw.animating
    tw.add(Tween(o, "x", 10, 100))
    tw.add(Tween(p, "x", 10, 100))
    assert tw.animating and len(tw) == 2
    assert tw.cancel(o) == 1
    tw.update(100)
    assert o.x == 0.0 and p.x == 10.0
    assert not tw.animating
    # to() replaces a running tween of the same attribute instead of fighting it
    tw.to(o, "x", 50, 100, ease="linear")
    tw.update(50)
    tw.to(o, "x", 0, 100, ease="linear")
    assert len(tw) == 1
    tw.update(100)
    assert o.x == 0.0


def test_finish_all_runs_chained_tweens():
    o = Obj()
    tw = Tweener()
    order = []

    def second():
        order.append("first done")
        tw.add(Tween(o, "x", 7, 100, on_done=lambda: order.append("second done")))

    tw.add(Tween(o, "x", 3, 100, on_done=second))
    tw.finish_all()
    assert o.x == 7.0 and order == ["first done", "second done"] and not tw.animating


def test_tweens_added_by_on_done_run_on_next_update():
    o = Obj()
    tw = Tweener()
    tw.add(Tween(o, "x", 1, 10, on_done=lambda: tw.add(Tween(o, "x", 2, 10))))
    tw.update(10)
    assert o.x == 1.0 and tw.animating
    tw.update(10)
    assert o.x == 2.0 and not tw.animating


def test_shake_swings_and_settles_at_zero():
    o = Obj()
    tw = Tweener()
    s = tw.shake(o, amplitude=10, duration_ms=250)
    assert isinstance(s, Shake)
    seen = []
    for _ in range(25):
        tw.update(10)
        seen.append(o.shake_x)
    assert max(seen) > 3 and min(seen) < -3        # both directions
    assert o.shake_x == 0.0 and not tw.animating
    assert max(abs(v) for v in seen[-5:]) < max(abs(v) for v in seen[:8])   # damped


def test_queue_keeps_earlier_tweens_and_after_calls_back_once():
    class Obj:
        x = 0.0
    o = Obj()
    tw = Tweener()
    tw.queue(o, "x", 10.0, 100)
    tw.queue(o, "x", 20.0, 100, delay_ms=100)   # starts where the first one ended
    calls = []
    tw.after(150, lambda: calls.append("a"))
    tw.after(50, lambda: calls.append("b"))
    for _ in range(7):                          # 112 ms: the first done, the second just begun
        tw.update(16)
    assert 10.0 <= o.x < 15.0 and calls == ["b"]
    for _ in range(20):
        tw.update(16)
    assert o.x == 20.0 and calls == ["b", "a"] and not tw.animating
