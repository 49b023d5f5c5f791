"""Table effects: images flying across the table, texts that rise and fade, timed sounds.

Every game table builds the same short-lived effects from an action's events: a card flies
from a hand to a pile (and the pile leaves its top card out until it lands), "+3" rises
over a space and fades, a sound plays when a step begins. :class:`Effects` holds them for
one table (``TableScene.fx``); a scene's ``animate_action`` only says *what* happens *when*::

    t = 0.0
    self.fx.fly(card_img, hand_pos, pile_pos, t, travel, hide_key=("pile", seat), sound="card_place")
    t += travel
    self.fx.float_text("+3", space.center, theme.OK, t)
    self.fx.sound_at("chime", t)
    self.fx.at(t + 600, self.show_round_results)

and draws the pile with ``len(pile) - self.fx.hidden(("pile", seat))`` cards.

Everything runs on the table's :class:`~tabletop.ui.tween.Tweener` with ``queue`` and
``after`` (never ``to``, which would cancel another step of the same attribute), so effects
follow the animation-speed setting, count as animating, and ``Tweener.finish_all`` (undo)
lands every flight and removes every text at once. The effects are drawn by
:meth:`Effects.draw` (the table's overlay, above the HUD).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable

import pygame

from . import sound as _sound
from . import theme
from .text import render, render_block
from .tween import Tweener


class HoverZone:
    """A place on the table that explains itself on hover: ``hover_target`` returns it.

    ``tooltip`` is the text or a callable returning it (read when the tooltip shows)."""

    def __init__(self, rect, tooltip: str | Callable[[], str]):
        self.rect = pygame.Rect(rect)
        self.tooltip = tooltip


class Flight:
    """An image travelling across the table (a card, a tile, a token), centred on ``pos``.

    It is invisible until its delay has passed (``visible``), may be drawn at ``scale``
    (tweenable) and may carry a ``label`` ``(text, colour)`` drawn under it."""

    def __init__(self, image: pygame.Surface, pos, *, scale: float = 1.0, label: tuple[str, Any] | None = None):
        self.image = image
        self.pos = (float(pos[0]), float(pos[1]))
        self.scale = float(scale)
        self.label = label
        self.visible = False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        img = self.image
        if abs(self.scale - 1.0) > 0.01:
            w, h = img.get_size()
            img = pygame.transform.smoothscale(img, (max(1, round(w * self.scale)), max(1, round(h * self.scale))))
        r = img.get_rect(center=(round(self.pos[0]), round(self.pos[1])))
        surface.blit(img, r)
        if self.label:
            lab = render(self.label[0], theme.XS, self.label[1], True)
            bg = lab.get_rect(midtop=(r.centerx, r.bottom + 4)).inflate(10, 4)
            pygame.draw.rect(surface, theme.FELT_DARK, bg, border_radius=6)
            surface.blit(lab, lab.get_rect(center=bg.center))


class Floater:
    """A short text (a gain, an event) that appears, rises, lingers and fades (``alpha``)."""

    def __init__(self, text: str, pos, color, big: bool = False):
        self.text, self.color, self.big = text, color, big
        self.pos = (float(pos[0]), float(pos[1]))
        self.alpha = 0.0
        self.shift = 0  # px below (or above, < 0) its position, chosen when it appears


Clamp = pygame.Rect | Callable[[Floater, pygame.Rect], pygame.Rect] | None


@dataclass(frozen=True)
class FloaterStyle:
    """How a table's floaters look and how long they stay.

    A floater appears at its delay, rises ``rise`` px over ``rise_ms`` (or the ``hold`` given
    to :meth:`Effects.float_text`), stays ``linger`` ms more (``big_linger`` for a big one)
    and fades out over ``fade_ms``. Its text is bold, ``size`` (``big_size`` when big); a
    box of ``fill`` (RGBA) padded by ``pad`` / ``big_pad`` with an optional ``border`` /
    ``big_border`` (RGBA) is drawn behind it (behind big ones only when ``boxed`` is False).
    ``wrap``: a text wider than this is wrapped at ``size`` and centred. ``clamp``: a rect
    the text box is kept inside, or ``fn(floater, text_rect) -> rect``. Whatever the clamp,
    the box never leaves the screen.
    """

    size: int = theme.S
    big_size: int = theme.L
    rise: float = 24.0
    rise_ms: float = 900.0
    linger: float = 100.0
    big_linger: float = 700.0
    fade_ms: float = 400.0
    boxed: bool = True
    pad: tuple[int, int] = (14, 10)
    big_pad: tuple[int, int] = (24, 10)
    fill: tuple = (*theme.FELT_DARK, 225)
    border: tuple | None = None
    big_border: tuple | None = None
    border_width: int = 2
    radius: int = 10
    wrap: int | None = None
    clamp: Clamp = None

    def text_image(self, fl: Floater) -> pygame.Surface:
        img = render(fl.text, self.big_size if fl.big else self.size, fl.color, True)
        if self.wrap is not None and img.get_width() > self.wrap:
            img = render_block(fl.text, self.wrap, self.size, fl.color, True, align="center")
        return img

    def text_rect(self, fl: Floater, img: pygame.Surface | None = None) -> pygame.Rect:
        """Where the floater's text is drawn now (after ``clamp``); the box is this, padded."""
        img = img if img is not None else self.text_image(fl)
        rect = img.get_rect(center=(round(fl.pos[0]), round(fl.pos[1]) + fl.shift))
        if callable(self.clamp):
            rect = self.clamp(fl, rect)
        elif self.clamp is not None:
            rect = rect.clamp(self.clamp)
        pad = self.big_pad if fl.big else self.pad
        return rect.clamp(pygame.Rect(0, 0, theme.W, theme.H).inflate(-pad[0] - 8, -pad[1] - 8))

    def box(self, fl: Floater) -> pygame.Rect:
        """The floater's box (its text rect, padded) where it is drawn now."""
        return self.text_rect(fl).inflate(*(self.big_pad if fl.big else self.pad))

    def draw(self, surface: pygame.Surface, fl: Floater) -> None:
        if fl.alpha <= 0:
            return
        alpha = int(fl.alpha)
        img = self.text_image(fl)
        rect = self.text_rect(fl, img)
        if self.boxed or fl.big:
            box = rect.inflate(*(self.big_pad if fl.big else self.pad))
            bg = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(bg, self.fill, bg.get_rect(), border_radius=self.radius)
            border = self.big_border if fl.big else self.border
            if border is not None:
                pygame.draw.rect(bg, border, bg.get_rect(), self.border_width, border_radius=self.radius)
            bg.set_alpha(alpha)
            surface.blit(bg, box)
        img = img.copy()  # rendered text is cached: never fade the shared surface
        img.set_alpha(alpha)
        surface.blit(img, rect)


class Effects:
    """The flights, floaters, timers and hidden-item counters of one table (see the module docstring)."""

    def __init__(self, tweens: Tweener, style: FloaterStyle | None = None):
        self.tweens = tweens
        self.style = style or FloaterStyle()
        self.flights: list[Flight] = []
        self.floaters: list[Floater] = []
        self._hidden: dict[Hashable, int] = {}

    # -- timers ---------------------------------------------------------------------
    def at(self, delay: float, fn: Callable[[], Any]) -> None:
        """Run ``fn`` after ``delay`` ms of animation time (now when ``delay <= 0``)."""
        if delay <= 0:
            fn()
        else:
            self.tweens.after(delay, fn)

    def sound_at(self, name: str, delay: float) -> None:
        """Play sound ``name`` after ``delay`` ms (now when ``delay <= 0``)."""
        self.at(delay, lambda: _sound.play(name))

    # -- hidden items -----------------------------------------------------------------
    def hide(self, key: Hashable, n: int = 1) -> None:
        """Leave ``n`` more items of ``key`` (a pile's top, cards of a hand) out of the drawing."""
        self._hidden[key] = self._hidden.get(key, 0) + n

    def unhide(self, key: Hashable, n: int = 1) -> None:
        left = self._hidden.get(key, 0) - n
        if left <= 0:
            self._hidden.pop(key, None)
        else:
            self._hidden[key] = left

    def hidden(self, key: Hashable) -> int:
        """How many items of ``key`` are in flight (to be left out of the drawing)."""
        return self._hidden.get(key, 0)

    def clear_hidden(self, match: Callable[[Hashable], bool] | None = None) -> None:
        """Forget the counters whose key ``match``es (all of them without ``match``)."""
        self._hidden = {} if match is None else {k: n for k, n in self._hidden.items() if not match(k)}

    # -- flights ----------------------------------------------------------------------
    def fly(self, image: pygame.Surface, start, end, delay: float = 0.0, duration: float = theme.MOVE_MS,
            on_done: Callable[[], Any] | None = None, hide_key: Hashable | None = None, *,
            sound: str | None = None, scale: float = 1.0, end_scale: float | None = None,
            label: tuple[str, Any] | None = None) -> Flight:
        """``image`` appears at ``start`` after ``delay`` ms and flies to ``end`` in ``duration`` ms.

        ``hide_key`` is hidden (:meth:`hidden`) from now until it lands; on landing the flight
        is gone, ``sound`` plays and ``on_done()`` runs. ``scale`` → ``end_scale`` grows or
        shrinks it on the way; ``label`` ``(text, colour)`` is drawn under it. ``start == end``
        shows an image in place for ``duration`` ms."""
        fl = Flight(image, start, scale=scale, label=label)
        self.flights.append(fl)
        if hide_key is not None:
            self.hide(hide_key)

        def show() -> None:
            fl.visible = True

        def landed() -> None:
            if fl in self.flights:
                self.flights.remove(fl)
            if hide_key is not None:
                self.unhide(hide_key)
            if sound is not None:
                _sound.play(sound)
            if on_done is not None:
                on_done()

        self.at(delay, show)
        self.tweens.queue(fl, "pos", (float(end[0]), float(end[1])), max(1.0, duration), start=fl.pos,
                          delay_ms=delay, on_done=landed)
        if end_scale is not None:
            self.tweens.queue(fl, "scale", float(end_scale), max(1.0, duration), start=fl.scale, delay_ms=delay)
        return fl

    # -- floaters ---------------------------------------------------------------------
    def float_text(self, text: str, pos, color, delay: float = 0.0, big: bool = False,
                   hold: float | None = None) -> Floater | None:
        """``text`` appears at ``pos`` after ``delay`` ms, rises for ``hold`` ms (the style's
        ``rise_ms`` by default), lingers and fades (see :class:`FloaterStyle`). ``big``: the
        banner style. Nothing for an empty text."""
        if not text:
            return None
        st = self.style
        fl = Floater(text, pos, color, big)
        self.floaters.append(fl)
        rise_ms = st.rise_ms if hold is None else hold

        def gone() -> None:
            if fl in self.floaters:
                self.floaters.remove(fl)

        def show() -> None:
            fl.alpha = 255.0
            self._make_room(fl)

        self.at(delay, show)
        self.tweens.queue(fl, "pos", (fl.pos[0], fl.pos[1] - st.rise), rise_ms, start=fl.pos, delay_ms=delay)
        fade_at = delay + rise_ms + (st.big_linger if big else st.linger)
        self.tweens.queue(fl, "alpha", 0.0, st.fade_ms, start=255.0, delay_ms=fade_at, on_done=gone)
        return fl

    def _make_room(self, fl: Floater) -> None:
        """Give a floater that appears the nearest place, below or above where it was put,
        where its box overlaps no floater already showing (several gains of one move at one
        panel stack instead of piling up unreadably). It keeps that place while it lives."""
        st = self.style
        shown = [st.box(o) for o in self.floaters if o is not fl and o.alpha > 0]
        if not shown:
            return
        step = st.box(fl).h + 4
        for k in (0, 1, -1, 2, -2, 3, -3, 4, -4):
            fl.shift = k * step
            box = st.box(fl)
            if not any(box.colliderect(b) for b in shown):
                return
        fl.shift = 0  # crowded all round: where it was put

    def floater_rect(self, fl: Floater) -> pygame.Rect:
        """The rect a floater's text is drawn in now (its box is this rect padded)."""
        return self.style.text_rect(fl)

    # -- state and drawing --------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """Something is flying or floating."""
        return bool(self.flights or self.floaters)

    def draw_flights(self, surface: pygame.Surface) -> None:
        for fl in self.flights:
            fl.draw(surface)

    def draw_floaters(self, surface: pygame.Surface) -> None:
        for fl in self.floaters:
            self.style.draw(surface, fl)

    def draw(self, surface: pygame.Surface) -> None:
        """Flights, then floaters over them."""
        self.draw_flights(surface)
        self.draw_floaters(surface)
