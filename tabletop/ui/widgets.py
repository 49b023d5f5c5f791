"""Shared widgets: button, label, list, stepper, toggle, slider, text input, toast, tooltip.

Every widget follows one protocol: ``handle(event) -> bool`` (consumed), ``update(dt_ms)``,
``draw(surface)`` and an ``animating`` flag. Text can be a string or a zero-argument
callable, so a language switch re-labels everything without rebuilding screens.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from . import theme
from .fonts import font
from .text import render, render_block, render_fit, wrap

Text = str | Callable[[], str]


def _s(text: Text) -> str:
    return text() if callable(text) else text


def panel(surface: pygame.Surface, rect: pygame.Rect, color=theme.PANEL, border=theme.PANEL_BORDER,
          radius: int = 10, alpha: int = 255, shadow: bool = True) -> None:
    """A rounded panel with a soft shadow."""
    rect = pygame.Rect(rect)
    if shadow:
        sh = pygame.Surface((rect.w + 12, rect.h + 12), pygame.SRCALPHA)
        for i, a in enumerate((26, 20, 14)):
            pygame.draw.rect(sh, (0, 0, 0, a), sh.get_rect().inflate(-i * 4, -i * 4), border_radius=radius + 4)
        surface.blit(sh, (rect.x - 4, rect.y))
    if alpha < 255:
        body = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(body, (*color[:3], alpha), body.get_rect(), border_radius=radius)
        if border:
            pygame.draw.rect(body, (*border[:3], alpha), body.get_rect(), 1, border_radius=radius)
        surface.blit(body, rect.topleft)
    else:
        pygame.draw.rect(surface, color, rect, border_radius=radius)
        if border:
            pygame.draw.rect(surface, border, rect, 1, border_radius=radius)


class Widget:
    animating = False
    visible = True
    tooltip: Text | None = None
    rect: pygame.Rect

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def hovered(self) -> bool:
        return self.visible and self.rect.collidepoint(pygame.mouse.get_pos())



class Button(Widget):
    """A push button. ``hotkey`` (a pygame key constant) triggers it too."""

    def __init__(self, rect, text: Text, on_click: Callable[[], Any], *, hotkey: int | None = None,
                 tooltip: Text | None = None, style: str = "secondary", enabled: bool | Callable[[], bool] = True,
                 size: int = theme.S, icon: str | None = None):
        self.rect = pygame.Rect(rect)
        self.text, self.on_click, self.hotkey, self.tooltip = text, on_click, hotkey, tooltip
        self.style, self._enabled, self.size, self.icon = style, enabled, size, icon
        self.pressed = False
        self.focused = False

    @property
    def enabled(self) -> bool:
        return self._enabled() if callable(self._enabled) else bool(self._enabled)

    @enabled.setter
    def enabled(self, value) -> None:
        self._enabled = value

    def click(self) -> None:
        if self.enabled and self.visible:
            from . import sound
            sound.play("click")
            self.on_click()

    def handle(self, event):
        if not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = self.enabled
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.click()
                return True
        if event.type == pygame.KEYDOWN:
            if self.hotkey is not None and event.key == self.hotkey and not (event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
                self.click()
                return True
            if self.focused and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.click()
                return True
        return False

    def draw(self, surface):
        if not self.visible:
            return
        enabled = self.enabled
        hover = enabled and self.hovered()
        if self.style == "primary":
            base = theme.ACCENT
            fg = theme.TEXT_DARK
        elif self.style == "danger":
            base = theme.DANGER
            fg = theme.TEXT_DARK
        else:
            base = theme.PANEL_HI
            fg = theme.TEXT
        if not enabled:
            # every disabled button looks the same, whatever its style: flat, sunk into the
            # panel, its label dim (a disabled Delete is not orange, a disabled Start not gold)
            base, fg = DISABLED_FILL, DISABLED_TEXT
        elif hover:
            base = tuple(min(255, c + 22) for c in base)
        r = self.rect.move(0, 1 if self.pressed else 0)
        border = theme.PANEL_BORDER if self.style == "secondary" or not enabled else None
        panel(surface, r, base, border, radius=8, shadow=enabled and not self.pressed)
        if self.focused:
            pygame.draw.rect(surface, theme.FOCUS, r.inflate(6, 6), 2, border_radius=10)
        label = _s(self.text)
        img = render(label, self.size, fg, self.style != "secondary")
        if img.get_width() > r.w - 12:  # shrink long labels rather than overflow
            img = render(label, max(theme.XS, self.size - 4), fg, self.style != "secondary")
        surface.blit(img, img.get_rect(center=r.center))


def reconstructed_badge() -> pygame.Surface:
    """The orange "reconstructed" pill that marks a rule or an option value this app decided."""
    from .i18n import t

    text = render(t("rules.reconstructed"), theme.XS, theme.TEXT_DARK, True)
    badge = pygame.Surface((text.get_width() + 16, text.get_height() + 6), pygame.SRCALPHA)
    pygame.draw.rect(badge, theme.OKABE_ITO["orange"], badge.get_rect(), border_radius=10)
    badge.blit(text, (8, 3))
    return badge


DISABLED_FILL = (38, 50, 47)     # between the felt and a panel: no colour of any style
DISABLED_TEXT = (120, 132, 126)


class Toggle(Widget):
    """A labelled on/off switch."""

    def __init__(self, rect, text: Text, value: bool, on_change: Callable[[bool], Any], tooltip: Text | None = None):
        self.rect = pygame.Rect(rect)
        self.text, self.value, self.on_change, self.tooltip = text, value, on_change, tooltip

    def handle(self, event):
        hit = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos)
        if hit:
            self.value = not self.value
            self.on_change(self.value)
            return True
        return False

    def draw(self, surface):
        sw = pygame.Rect(self.rect.right - 56, self.rect.centery - 14, 56, 28)
        pygame.draw.rect(surface, theme.OK if self.value else theme.PANEL_BORDER, sw, border_radius=14)
        knob = sw.x + (42 if self.value else 14)
        pygame.draw.circle(surface, theme.CARD_FACE, (knob, sw.centery), 11)
        mark = render("✓" if self.value else "×", theme.XS, theme.TEXT_DARK, True)
        surface.blit(mark, mark.get_rect(center=(knob, sw.centery)))
        img = render(_s(self.text), theme.S, theme.TEXT)
        surface.blit(img, (self.rect.x, self.rect.centery - img.get_height() // 2))


class Stepper(Widget):
    """Pick one of a few values with ◀ ▶ (or click the value, the wheel, or Left/Right when
    hovered). A long run of values (a number up to 500, say) also moves ten at a time with
    Shift held or PageUp/PageDown, and Home/End go to its ends."""

    BIG = 10  # the step with Shift or PageUp/PageDown, for more than 2 * BIG values

    def __init__(self, rect, values: Sequence, index: int, on_change: Callable[[Any], Any],
                 labels: Callable[[Any], str] = str, tooltip: Text | None = None, size: int = theme.S):
        self.rect = pygame.Rect(rect)
        self.values, self.index, self.on_change, self.labels, self.tooltip = list(values), index, on_change, labels, tooltip
        self.size = size
        self.cut = False  # the value was too long to show whole when last drawn

    @property
    def tooltip(self) -> Text | None:
        """The help, led by the whole value when the stepper shows it cut short."""
        if not self.cut:
            return self._help
        help_text = _s(self._help) if self._help else ""
        return f"{self.labels(self.value)}\n{help_text}".strip()

    @tooltip.setter
    def tooltip(self, text: Text | None) -> None:
        self._help = text

    @property
    def value(self):
        return self.values[self.index]

    def set_value(self, value) -> None:
        if value in self.values:
            self.index = self.values.index(value)

    def step(self, d: int) -> None:
        if len(self.values) > 1:
            self.index = (self.index + d) % len(self.values)
            self.on_change(self.value)

    def jump(self, d: int) -> None:
        """Move ``d`` values without wrapping round (stops at the ends)."""
        i = min(len(self.values) - 1, max(0, self.index + d))
        if i != self.index:
            self.index = i
            self.on_change(self.value)

    def _stride(self) -> int:
        return self.BIG if len(self.values) > 2 * self.BIG else 1

    def _nudge(self, d: int, big) -> None:
        """One value along (wrapping round), or with ``big`` a long run's stride (stopping at its ends)."""
        if big and self._stride() > 1:
            self.jump(d * self._stride())
        else:
            self.step(d)

    def _arrows(self):
        h = self.rect.h
        return pygame.Rect(self.rect.x, self.rect.y, h, h), pygame.Rect(self.rect.right - h, self.rect.y, h, h)

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            left, right = self._arrows()
            self._nudge(-1 if left.collidepoint(event.pos) else 1, pygame.key.get_mods() & pygame.KMOD_SHIFT)
            return True
        if event.type == pygame.MOUSEWHEEL and self.hovered():
            self._nudge(-1 if event.y > 0 else 1, pygame.key.get_mods() & pygame.KMOD_SHIFT)
            return True
        if event.type == pygame.KEYDOWN and self.hovered():
            k = event.key
            if k in (pygame.K_LEFT, pygame.K_RIGHT):
                self._nudge(-1 if k == pygame.K_LEFT else 1, event.mod & pygame.KMOD_SHIFT)
                return True
            if k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self.jump((1 if k == pygame.K_PAGEUP else -1) * self._stride())
                return True
            if k in (pygame.K_HOME, pygame.K_END):
                self.jump(-len(self.values) if k == pygame.K_HOME else len(self.values))
                return True
        return False

    def draw(self, surface):
        hover = self.hovered()
        panel(surface, self.rect, theme.PANEL_HI if hover else theme.PANEL, theme.PANEL_BORDER, radius=8, shadow=False)
        left, right = self._arrows()
        for r, glyph in ((left, "◀"), (right, "▶")):
            g = render(glyph, theme.XS, theme.ACCENT if len(self.values) > 1 else theme.TEXT_DIM)
            surface.blit(g, g.get_rect(center=r.center))
        room = self.rect.inflate(-2 * (self.rect.h * 4 // 5), 0)  # clear of the arrow glyphs
        label = self.labels(self.value)
        img = render_fit(label, self.size, theme.TEXT, room.w, min_size=theme.XS)
        self.cut = font(theme.XS).size(label)[0] > room.w  # too long even at the smallest size
        surface.blit(img, img.get_rect(center=room.center))


class Slider(Widget):
    def __init__(self, rect, value: float, on_change: Callable[[float], Any], label: Callable[[float], str] | None = None):
        self.rect = pygame.Rect(rect)
        self.value, self.on_change, self.label = value, on_change, label
        self.dragging = False

    def _set_from(self, x: int) -> None:
        v = min(1.0, max(0.0, (x - self.rect.x) / max(1, self.rect.w)))
        v = round(v * 20) / 20
        if v != self.value:
            self.value = v
            self.on_change(v)

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.inflate(0, 16).collidepoint(event.pos):
            self.dragging = True
            self._set_from(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._set_from(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return True
        if event.type == pygame.KEYDOWN and self.hovered() and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            v = min(1.0, max(0.0, self.value + (0.05 if event.key == pygame.K_RIGHT else -0.05)))
            self.value = round(v * 20) / 20
            self.on_change(self.value)
            return True
        return False

    def draw(self, surface):
        track = pygame.Rect(self.rect.x, self.rect.centery - 4, self.rect.w, 8)
        pygame.draw.rect(surface, theme.PANEL_BORDER, track, border_radius=4)
        filled = track.copy()
        filled.w = int(track.w * self.value)
        pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=4)
        pygame.draw.circle(surface, theme.CARD_FACE, (track.x + filled.w, track.centery), 11)
        if self.label:
            img = render(self.label(self.value), theme.S, theme.TEXT)
            surface.blit(img, (self.rect.right + 16, self.rect.centery - img.get_height() // 2))


class TextInput(Widget):
    """A one-line text field (click to focus; typing uses SDL text input, so IMEs work)."""

    def __init__(self, rect, value: str, on_change: Callable[[str], Any], max_len: int = 24,
                 allowed: Callable[[str], bool] | None = None, placeholder: Text = ""):
        self.rect = pygame.Rect(rect)
        self.value, self.on_change, self.max_len, self.allowed, self.placeholder = value, on_change, max_len, allowed, placeholder
        self.focused = False
        self.composing = ""
        self._blink = 0.0

    @property
    def animating(self):
        return self.focused

    def focus(self, on: bool) -> None:
        self.focused = on
        if on:
            pygame.key.start_text_input()
            pygame.key.set_text_input_rect(self.rect)
        self.composing = ""

    def _accept(self, text: str) -> None:
        new = (self.value + text)[: self.max_len]
        if self.allowed is None or self.allowed(new):
            self.value = new
            self.on_change(new)

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.rect.collidepoint(event.pos)
            if inside != self.focused:
                self.focus(inside)
            return inside
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self._accept(event.text)
            self.composing = ""
            return True
        if event.type == pygame.TEXTEDITING:
            self.composing = event.text
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                if self.value:
                    new = self.value[:-1]
                    if self.allowed is None or self.allowed(new) or new == "":
                        self.value = new
                        self.on_change(new)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.focus(False)
                return True
            if event.key == pygame.K_ESCAPE:
                self.focus(False)
                return True
            return True  # swallow other keys while typing (no hotkeys fire mid-word)
        return False

    def update(self, dt):
        self._blink = (self._blink + dt) % 1000

    def draw(self, surface):
        panel(surface, self.rect, theme.FELT_DARK, theme.FOCUS if self.focused else theme.PANEL_BORDER, radius=6, shadow=False)
        shown = self.value + self.composing
        color = theme.TEXT if shown else theme.TEXT_DIM
        img = render(shown or _s(self.placeholder) or " ", theme.S, color)
        x = self.rect.x + 10
        surface.blit(img, (x, self.rect.centery - img.get_height() // 2), area=pygame.Rect(0, 0, self.rect.w - 20, img.get_height()))
        if self.focused and self._blink < 550:
            cx = x + min(self.rect.w - 20, render(shown, theme.S).get_width() if shown else 0)
            pygame.draw.line(surface, theme.TEXT, (cx + 1, self.rect.y + 8), (cx + 1, self.rect.bottom - 8), 2)


class ListView(Widget):
    """A scrollable list of rows (title + optional subtitle). Click selects, double-click/Enter activates."""

    ROW = 56

    def __init__(self, rect, rows: Sequence[tuple[str, str]], on_select: Callable[[int], Any] | None = None,
                 on_activate: Callable[[int], Any] | None = None, empty: Text = ""):
        self.rect = pygame.Rect(rect)
        self.on_select, self.on_activate, self.empty = on_select, on_activate, empty
        self.set_rows(rows)
        self._last_click = (-1, 0)

    def set_rows(self, rows) -> None:
        self.rows = list(rows)
        self.selected = 0 if self.rows else -1
        self.scroll = 0

    def _visible_rows(self) -> int:
        return max(1, self.rect.h // self.ROW)

    def _select(self, i: int) -> None:
        if 0 <= i < len(self.rows):
            self.selected = i
            vis = self._visible_rows()
            if i < self.scroll:
                self.scroll = i
            elif i >= self.scroll + vis:
                self.scroll = i - vis + 1
            if self.on_select:
                self.on_select(i)

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            i = self.scroll + (event.pos[1] - self.rect.y) // self.ROW
            if 0 <= i < len(self.rows):
                now = pygame.time.get_ticks()
                double = self._last_click[0] == i and now - self._last_click[1] < 400
                self._select(i)
                self._last_click = (i, now)
                if double and self.on_activate:
                    self.on_activate(i)
            return True
        if event.type == pygame.MOUSEWHEEL and self.hovered():
            self.scroll = max(0, min(max(0, len(self.rows) - self._visible_rows()), self.scroll - event.y))
            return True
        if event.type == pygame.KEYDOWN and self.rows:
            if event.key == pygame.K_DOWN:
                self._select(min(len(self.rows) - 1, self.selected + 1))
                return True
            if event.key == pygame.K_UP:
                self._select(max(0, self.selected - 1))
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.on_activate and self.selected >= 0:
                self.on_activate(self.selected)
                return True
        return False

    def draw(self, surface):
        panel(surface, self.rect, theme.FELT_DARK, theme.PANEL_BORDER, radius=8, shadow=False)
        if not self.rows:
            img = render_block(_s(self.empty), self.rect.w - 40, theme.S, theme.TEXT_DIM, align="center")
            surface.blit(img, img.get_rect(center=self.rect.center))
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        for n in range(self._visible_rows() + 1):
            i = self.scroll + n
            if i >= len(self.rows):
                break
            r = pygame.Rect(self.rect.x + 4, self.rect.y + n * self.ROW + 2, self.rect.w - 8, self.ROW - 4)
            if i == self.selected:
                pygame.draw.rect(surface, theme.PANEL_HI, r, border_radius=6)
                pygame.draw.rect(surface, theme.ACCENT, r, 2, border_radius=6)
            title, sub = self.rows[i]
            room = r.w - 24 - (12 if len(self.rows) > self._visible_rows() else 0)  # beside the scroll bar
            surface.blit(render_fit(title, theme.S, theme.TEXT, room, True), (r.x + 12, r.y + 4))
            if sub:
                surface.blit(render_fit(sub, theme.XS, theme.TEXT_DIM, room), (r.x + 12, r.y + 30))
        surface.set_clip(clip)
        if len(self.rows) > self._visible_rows():
            frac = self._visible_rows() / len(self.rows)
            th = max(24, int(self.rect.h * frac))
            ty = self.rect.y + int((self.rect.h - th) * self.scroll / max(1, len(self.rows) - self._visible_rows()))
            pygame.draw.rect(surface, theme.PANEL_BORDER, (self.rect.right - 6, ty, 4, th), border_radius=2)


class Toasts(Widget):
    """Short messages stacked at the top centre, fading out after a few seconds.

    ``anchor`` moves them: ``("top", x, y)`` stacks downwards from the top centre ``(x, y)``,
    ``("bottom", x, y)`` upwards from the bottom centre (a game table keeps them off the
    opponents' panels this way; see ``TableScene.toast_anchor``)."""

    DEFAULT_ANCHOR = ("top", theme.W // 2, 64)

    COLORS = {"info": theme.PANEL_HI, "ok": (24, 96, 74), "error": (120, 52, 20)}

    def __init__(self):
        self.items: list[list] = []  # [text, kind, age_ms, life_ms]

    @property
    def animating(self):
        return bool(self.items)

    def show(self, text: str, kind: str = "info", ms: int = 3200) -> None:
        self.items.append([text, kind, 0.0, ms])
        self.items = self.items[-4:]

    def update(self, dt):
        for it in self.items:
            it[2] += dt
        self.items = [it for it in self.items if it[2] < it[3]]

    def rects(self, anchor=None) -> list[pygame.Rect]:
        """Where each toast is drawn (oldest first) for ``anchor`` (see the class docstring)."""
        side, x, y = anchor or self.DEFAULT_ANCHOR
        out = []
        items = self.items if side == "top" else list(reversed(self.items))
        for text, *_ in items:
            h = render_block(text, 560, theme.S, theme.TEXT, align="center").get_height() + 20
            r = pygame.Rect(0, 0, 600, h)
            if side == "top":
                r.midtop = (x, y)
                y = r.bottom + 8
            else:
                r.midbottom = (x, y)
                y = r.top - 8
            out.append(r)
        return out if side == "top" else list(reversed(out))

    def draw(self, surface, anchor=None):
        for (text, kind, age, life), r in zip(self.items, self.rects(anchor)):
            img = render_block(text, 560, theme.S, theme.TEXT, align="center")
            alpha = 255 if life - age > 400 else int(255 * max(0.0, (life - age) / 400))
            layer = pygame.Surface(r.size, pygame.SRCALPHA)
            panel(layer, layer.get_rect(), self.COLORS.get(kind, theme.PANEL_HI), theme.PANEL_BORDER, shadow=False)
            layer.blit(img, img.get_rect(center=layer.get_rect().center))
            layer.set_alpha(alpha)
            surface.blit(layer, r)


class Tooltips(Widget):
    """Shows the tooltip of whatever the pointer rests on for 450 ms.

    The app asks the top scene what is under the pointer every frame (:meth:`track`), so a
    tooltip belongs to the thing under the pointer: it goes when that thing moves away,
    changes its text or disappears, even while the pointer stays still. A thing rebuilt in
    place (same place, same text) keeps its tooltip showing."""

    DELAY = 450

    def __init__(self):
        self.target: Any = None
        self.rest = 0.0
        self.text_override: str | None = None
        self._sig: tuple | None = None
        #: a press (a click, a drag and its drop) hides tooltips until the pointer moves again:
        #: a card dropped on a pile left the pile's tooltip over the next choice's buttons
        self.quiet = False

    def pressed(self) -> None:
        self.quiet = True

    def moved(self) -> None:
        if self.quiet:
            self.quiet = False
            self.rest = 0.0  # the delay starts again from the move

    @staticmethod
    def signature(target: Any) -> tuple | None:
        """What the tooltip shows and where: (rect, text), or None when there is nothing to show."""
        if target is None:
            return None
        tip = getattr(target, "tooltip", None)
        text = _s(tip) if tip else None
        rect = getattr(target, "rect", None)
        return (tuple(rect) if rect is not None else None, text)

    def track(self, widget_under_mouse: Any) -> None:
        if widget_under_mouse is self.target and widget_under_mouse is None:
            return
        sig = self.signature(widget_under_mouse)
        if widget_under_mouse is not self.target or sig != self._sig:
            same = sig is not None and sig == self._sig and sig[1] is not None
            self.target, self._sig = widget_under_mouse, sig
            if not same:
                self.rest = 0.0

    @property
    def text(self) -> str | None:
        """The text showing now (None while hidden or still waiting)."""
        if self.target is None or self.rest < self.DELAY or self._sig is None or self.quiet:
            return None
        return self._sig[1]

    @property
    def animating(self):
        return self.target is not None and self.rest < self.DELAY and not self.quiet

    def update(self, dt):
        if self.target is not None:
            self.rest += dt

    def draw(self, surface):
        text = self.text
        if not text:
            return
        pos = pygame.mouse.get_pos()
        rect = getattr(self.target, "rect", None)
        if rect is not None and not rect.collidepoint(pos):
            return  # tracked from a stale position (e.g. the window resized under a still pointer)
        draw_bubble(surface, text, pos)


def bubble_height(text: str, width: int = 320) -> int:
    """The height :func:`draw_bubble` gives ``text`` at ``width``."""
    f = font(theme.XS)
    lines = wrap(text, width - 20, f)
    w = min(width, max(f.size(line)[0] for line in lines) + 24) if lines else 40
    return render_block(text, w - 20, theme.XS, theme.TEXT).get_height() + 16


def draw_bubble(surface: pygame.Surface, text: str, anchor: tuple[int, int], width: int = 320) -> None:
    """A tooltip bubble near ``anchor``, kept on screen."""
    f = font(theme.XS)
    lines = wrap(text, width - 20, f)
    w = min(width, max(f.size(line)[0] for line in lines) + 24) if lines else 40
    img = render_block(text, w - 20, theme.XS, theme.TEXT)
    r = pygame.Rect(anchor[0] + 16, anchor[1] + 20, w, img.get_height() + 16)
    r.clamp_ip(surface.get_rect().inflate(-8, -8))
    panel(surface, r, (22, 28, 30), theme.PANEL_BORDER, radius=6)
    surface.blit(img, (r.x + 10, r.y + 8))


def widget_at(widgets: Sequence[Widget], pos) -> Widget | None:
    for w in reversed(widgets):
        rect = getattr(w, "rect", None)
        if w.visible and rect is not None and rect.collidepoint(pos):
            return w
    return None

