"""Tweens: animate a number or a tuple of numbers on any object (or through a callback).

Durations are nominal milliseconds, multiplied by a global *duration scale* that the
animation-speed setting controls through :func:`set_duration_scale`:

* ``0``   — instant: every scaled tween jumps to its end value on its next ``update``;
* ``1``   — normal speed (the default);
* ``2``   — everything takes twice as long (slower); ``0.5`` twice as fast.

The scale is read on every ``update``, so changing it affects running tweens too.
Tweens created with ``scaled=False`` (reading time, e.g. a message's display time)
ignore it. Tweens created inside ``with paced(scale):`` use that scale instead of the
global one (the table animates other seats' moves at the opponents' pace setting).
"""

from __future__ import annotations

import math
from contextlib import contextmanager
from typing import Any, Callable, Iterator

from . import theme

Value = float | tuple

_duration_scale = 1.0


def set_duration_scale(scale: float) -> None:
    """Set the global duration multiplier: 0 = instant, 1 = normal, 2 = twice as slow."""
    global _duration_scale
    try:
        scale = float(scale)
    except (TypeError, ValueError):
        raise ValueError(f"duration scale must be a number, not {scale!r}") from None
    if not scale >= 0 or math.isinf(scale):
        raise ValueError(f"duration scale must be a finite number >= 0, not {scale!r}")
    _duration_scale = scale


def duration_scale() -> float:
    """The current global duration multiplier (see :func:`set_duration_scale`)."""
    return _duration_scale


_pace: float | None = None  # the scale of tweens created inside ``paced`` (None: the global one)


@contextmanager
def paced(scale: float) -> Iterator[None]:
    """Tweens (and timers) created inside the block run at ``scale`` (0 = instant) instead of
    the global duration scale, for their whole life. Blocks nest; the innermost wins."""
    global _pace
    scale = float(scale)
    if not scale >= 0 or math.isinf(scale):
        raise ValueError(f"pace must be a finite number >= 0, not {scale!r}")
    outer, _pace = _pace, scale
    try:
        yield
    finally:
        _pace = outer


# ---------------------------------------------------------------- easing
# Each maps t in [0, 1] to a progress value; f(0) == 0 and f(1) == 1.

def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    u = 1.0 - t
    return 1.0 - u * u * u


def ease_in_out(t: float) -> float:
    """Cubic ease-in-out."""
    if t < 0.5:
        return 4.0 * t * t * t
    u = -2.0 * t + 2.0
    return 1.0 - u * u * u / 2.0


def ease_out_back(t: float) -> float:
    """Overshoots slightly (about 10 %) then settles: good for cards snapping into place."""
    c1 = 1.70158
    c3 = c1 + 1.0
    u = t - 1.0
    return 1.0 + c3 * u * u * u + c1 * u * u


EASINGS: dict[str, Callable[[float], float]] = {
    "linear": linear,
    "ease_out_cubic": ease_out_cubic,
    "ease_in_out": ease_in_out,
    "ease_out_back": ease_out_back,
}


def _lerp(a: Value, b: Value, k: float) -> Value:
    if isinstance(a, tuple):
        return tuple(x + (y - x) * k for x, y in zip(a, b))
    return a + (b - a) * k


def _check_value(v: Any, what: str) -> Value:
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return float(v)
    if isinstance(v, (tuple, list)) and v and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in v):
        return tuple(float(x) for x in v)
    raise TypeError(f"tween {what} must be a number or a tuple of numbers, not {v!r}")


class Tween:
    """Animate ``obj.attr`` from its current value (or ``start``) to ``end``.

    If ``attr`` is None, ``obj`` must be a callable setter ``obj(value)`` and ``start``
    is required. The start value is read when the delay ends, so a tween queued behind
    another one starts where the first one left off. On completion the attribute is set
    to exactly ``end`` (converted to float / tuple of floats) and ``on_done()`` is called.
    """

    def __init__(self, obj: Any, attr: str | None, end: Value, duration_ms: float = theme.MOVE_MS, *,
                 start: Value | None = None, delay_ms: float = 0.0,
                 ease: Callable[[float], float] | str = ease_out_cubic,
                 on_done: Callable[[], Any] | None = None, scaled: bool = True):
        if attr is None and not callable(obj):
            raise TypeError("a tween without an attribute name needs a callable setter as its target")
        if attr is None and start is None:
            raise TypeError("a callback tween needs an explicit start value")
        if duration_ms < 0 or delay_ms < 0:
            raise ValueError(f"tween duration and delay must be >= 0 (got {duration_ms}, {delay_ms})")
        if isinstance(ease, str):
            try:
                ease = EASINGS[ease]
            except KeyError:
                raise ValueError(f"unknown easing {ease!r}; choose one of {', '.join(EASINGS)}") from None
        self.obj = obj
        self.attr = attr
        self.end = _check_value(end, "end value")
        self.start = None if start is None else _check_value(start, "start value")
        if self.start is not None and isinstance(self.start, tuple) != isinstance(self.end, tuple):
            raise TypeError("tween start and end must both be numbers or both tuples")
        self.duration = float(duration_ms)
        self.delay = float(delay_ms)
        self.ease = ease
        self.on_done = on_done
        self.scaled = scaled
        self.pace = _pace if scaled else None  # set by ``paced`` around the tween's creation
        self.elapsed = 0.0        # nominal ms since creation (delay included)
        self.done = False
        self.cancelled = False
        self._started = False

    # ------------------------------------------------------------ internals
    def _get(self) -> Value:
        return _check_value(getattr(self.obj, self.attr), f"attribute {self.attr!r}")

    def _set(self, value: Value) -> None:
        if self.attr is None:
            self.obj(value)
        else:
            setattr(self.obj, self.attr, value)

    def _begin(self) -> None:
        if self.start is None:
            self.start = self._get()
            if isinstance(self.start, tuple) != isinstance(self.end, tuple):
                raise TypeError(f"cannot tween {self.attr!r} from {self.start!r} to {self.end!r}")
        self._started = True

    def value_at(self, t: float) -> Value:
        """The value at linear progress ``t`` (0..1), after easing."""
        return _lerp(self.start, self.end, self.ease(t))

    # ------------------------------------------------------------ public
    @property
    def active(self) -> bool:
        return not self.done and not self.cancelled

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` real milliseconds; returns True once finished (or cancelled)."""
        if not self.active:
            return True
        scale = (_duration_scale if self.pace is None else self.pace) if self.scaled else 1.0
        if scale <= 0.0:
            self.finish()
            return True
        self.elapsed += max(0.0, dt) / scale
        if self.elapsed < self.delay:
            return False
        if not self._started:
            self._begin()
        run = self.elapsed - self.delay
        if run >= self.duration:
            self.finish()
            return True
        self._set(self.value_at(run / self.duration))
        return False

    def finish(self) -> None:
        """Jump to the end value and call ``on_done`` (once)."""
        if not self.active:
            return
        if not self._started:
            self._begin()
        self._set(self._final())
        self.done = True
        if self.on_done is not None:
            self.on_done()

    def _final(self) -> Value:
        return self.end

    def cancel(self) -> None:
        """Stop where it is, without calling ``on_done``."""
        self.cancelled = True


class Shake(Tween):
    """A horizontal damped shake of ``obj.attr`` (an offset in px), ending at 0.

    Used for illegal drops: the card's draw offset swings ``amplitude`` px left and
    right ``cycles`` times while decaying, over ``duration_ms`` (~250 ms).
    """

    def __init__(self, obj: Any, attr: str = "shake_x", amplitude: float = 9.0, duration_ms: float = 260.0, *,
                 cycles: float = 3.5, delay_ms: float = 0.0, on_done: Callable[[], Any] | None = None,
                 scaled: bool = True):
        super().__init__(obj, attr, 0.0, duration_ms, start=0.0, delay_ms=delay_ms, ease=linear,
                         on_done=on_done, scaled=scaled)
        self.amplitude = float(amplitude)
        self.cycles = float(cycles)

    def value_at(self, t: float) -> float:
        decay = (1.0 - t) ** 2
        return self.amplitude * decay * math.sin(t * self.cycles * 2.0 * math.pi)


class Tweener:
    """A collection of running tweens, updated together. Follows the widget protocol's
    ``update``/``animating``; it draws nothing."""

    def __init__(self) -> None:
        self._tweens: list[Tween] = []

    def __len__(self) -> int:
        return len(self._tweens)

    def add(self, tween: Tween) -> Tween:
        self._tweens.append(tween)
        return tween

    def to(self, obj: Any, attr: str, end: Value, duration_ms: float = theme.MOVE_MS, **kw: Any) -> Tween:
        """Replace any running tween of ``obj.attr`` with a new one towards ``end``."""
        self.cancel(obj, attr)
        return self.add(Tween(obj, attr, end, duration_ms, **kw))

    def queue(self, obj: Any, attr: str, end: Value, duration_ms: float = theme.MOVE_MS, **kw: Any) -> Tween:
        """Add a tween of ``obj.attr`` WITHOUT cancelling running ones: for sequences on one
        attribute (give each a ``delay_ms``; a queued tween starts where the previous ended)."""
        return self.add(Tween(obj, attr, end, duration_ms, **kw))

    def after(self, delay_ms: float, fn: Callable[[], Any], *, scaled: bool = True) -> Tween:
        """Call ``fn`` after ``delay_ms`` of animation time (a timer that counts as animating)."""
        return self.add(Tween(lambda _v: None, None, 1.0, 0.0, start=0.0, delay_ms=delay_ms, on_done=fn, scaled=scaled))

    def shake(self, obj: Any, attr: str = "shake_x", **kw: Any) -> Shake:
        self.cancel(obj, attr)
        return self.add(Shake(obj, attr, **kw))

    @property
    def animating(self) -> bool:
        return any(t.active for t in self._tweens)

    def is_tweening(self, obj: Any, attr: str | None = None) -> bool:
        return any(t.active and t.obj is obj and (attr is None or t.attr == attr) for t in self._tweens)

    def update(self, dt: float) -> None:
        # on_done callbacks may add tweens: they join the list and run from the next update
        for t in list(self._tweens):
            t.update(dt)
        self._tweens = [t for t in self._tweens if t.active]

    def cancel(self, obj: Any, attr: str | None = None) -> int:
        """Cancel the tweens of ``obj`` (only of ``attr`` if given); returns how many."""
        n = 0
        for t in self._tweens:
            if t.active and t.obj is obj and (attr is None or t.attr == attr):
                t.cancel()
                n += 1
        if n:
            self._tweens = [t for t in self._tweens if t.active]
        return n

    def finish_all(self, max_rounds: int = 100) -> None:
        """Complete every tween now (end values set, ``on_done`` called), including tweens
        that those callbacks add, up to ``max_rounds`` generations."""
        for _ in range(max_rounds):
            if not self._tweens:
                return
            current, self._tweens = self._tweens, []
            for t in current:
                t.finish()
            self._tweens = [t for t in self._tweens if t.active]
        raise RuntimeError("tweens keep adding tweens; finish_all gave up after %d rounds" % max_rounds)

    def clear(self) -> None:
        """Drop every tween without finishing it."""
        for t in self._tweens:
            t.cancel()
        self._tweens = []
