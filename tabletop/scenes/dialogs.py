"""Modal dialogs: confirm (yes/no or custom buttons) and a one-line text prompt."""

from __future__ import annotations

from typing import Callable

import pygame

from ..ui import theme
from ..ui.i18n import t
from ..ui.scene import Scene
from ..ui.text import block_height, render, render_block, render_fit
from ..ui.widgets import Button, TextInput, panel


class Dialog(Scene):
    """A centred modal panel with a title, a body and a row of buttons. Esc = the last button."""

    overlay = True
    WIDTH = 560

    def __init__(self, app, title: str, body: str, buttons: list[tuple[str, Callable[[], None], str]],
                 extra_height: int = 0):
        super().__init__(app)
        self.title, self.body = title, body
        body_h = block_height(body, self.WIDTH - 64, theme.S) if body else 0
        h = 96 + body_h + extra_height + 84
        self.rect = pygame.Rect(0, 0, self.WIDTH, h)
        self.rect.center = (theme.W // 2, theme.H // 2)
        self.body_y = self.rect.y + 76
        self.extra_y = self.body_y + body_h + 8
        bw, gap = 160, 16
        total = len(buttons) * bw + (len(buttons) - 1) * gap
        bx = self.rect.centerx - total // 2
        self.buttons = []
        for i, (label, fn, style) in enumerate(buttons):
            b = Button((bx + i * (bw + gap), self.rect.bottom - 68, bw, 48), label, self._wrap(fn), style=style)
            self.buttons.append(b)
            self.widgets.append(b)
        if self.buttons:
            self.buttons[0].focused = True
        self._esc = buttons[-1][1] if buttons else None

    def _wrap(self, fn):
        def run():
            self.app.scenes.remove(self)
            fn()
        return run

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return False  # the app turns Esc into back()
        if super().handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.buttons:
                focused = next((b for b in self.buttons if b.focused), self.buttons[0])
                focused.click()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB) and self.buttons:
                i = next((n for n, b in enumerate(self.buttons) if b.focused), 0)
                self.buttons[i].focused = False
                step = -1 if event.key == pygame.K_LEFT else 1
                self.buttons[(i + step) % len(self.buttons)].focused = True
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)  # modal

    def back(self):
        self.app.scenes.remove(self)
        if self._esc:
            self._esc()
        return True

    def draw(self, surface):
        panel(surface, self.rect, theme.PANEL, theme.ACCENT, radius=14)
        surface.blit(render(self.title, theme.M, theme.TEXT, True), (self.rect.x + 32, self.rect.y + 24))
        if self.body:
            surface.blit(render_block(self.body, self.WIDTH - 64, theme.S, theme.TEXT), (self.rect.x + 32, self.body_y))
        super().draw(surface)


def confirm(app, title: str, body: str, on_yes: Callable[[], None], yes: str | None = None,
            no: str | None = None, danger: bool = False) -> Dialog:
    d = Dialog(app, title, body, [
        (yes or t("common.yes"), on_yes, "danger" if danger else "primary"),
        (no or t("common.cancel"), lambda: None, "secondary"),
    ])
    app.scenes.push(d)
    return d


def message(app, title: str, body: str, also: list[tuple[str, Callable[[], None], str]] = ()) -> Dialog:
    """A message with OK; ``also`` are buttons before it (label, action, style)."""
    d = Dialog(app, title, body, [*also, (t("common.ok"), lambda: None, "primary")])
    for b in d.buttons:  # Enter is OK, whatever stands before it
        b.focused = b is d.buttons[-1]
    app.scenes.push(d)
    return d


class PromptDialog(Dialog):
    """Ask for one line of text; ``on_ok(text)`` gets it. With ``validate`` (text -> what is wrong
    with it, or None), OK keeps the dialog open and says what is wrong under the field instead."""

    def __init__(self, app, title: str, label: str, value: str, on_ok: Callable[[str], None], max_len: int = 40,
                 validate: Callable[[str], str | None] | None = None):
        self.value = value
        self.error: str | None = None
        super().__init__(app, title, label, [
            (t("common.ok"), lambda: on_ok(self.value.strip()), "primary"),
            (t("common.cancel"), lambda: None, "secondary"),
        ], extra_height=56 + (24 if validate else 0))
        self.input = TextInput((self.rect.x + 32, self.extra_y, self.WIDTH - 64, 44), value, self._set, max_len=max_len)
        self.widgets.insert(0, self.input)
        self.input.focus(True)
        if validate is not None:
            done = self.buttons[0].on_click

            def ok():
                self.error = validate(self.value.strip())
                if self.error is None:
                    done()
                else:
                    self.input.focus(True)
            self.buttons[0].on_click = ok

    def _set(self, v: str) -> None:
        self.value = v
        self.error = None

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.input.focused:
            self.input.focus(False)
            self.buttons[0].click()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.input.focused:
            self.input.focus(False)
            return self.back()
        return super().handle(event)

    def leave(self):
        pygame.key.stop_text_input()

    def draw(self, surface):
        super().draw(surface)
        if self.error:
            surface.blit(render_fit(self.error, theme.XS, theme.DANGER, self.WIDTH - 64, True),
                         (self.input.rect.x, self.input.rect.bottom + 6))
