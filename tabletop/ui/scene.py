"""Scenes and the scene stack (push / pop / replace; overlays draw over what lies below)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from . import theme
from .widgets import Widget, widget_at

if TYPE_CHECKING:  # the app object is duck-typed: toasts, settings, scenes, services
    pass


class Scene:
    """A screen. ``overlay`` scenes (dialogs, pause) draw over the scene below and dim it."""

    overlay = False
    dim = 150  # alpha of the veil an overlay draws over what lies below

    def __init__(self, app: Any):
        self.app = app
        self.widgets: list[Widget] = []

    # lifecycle
    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""

    def leave(self) -> None:
        """Called when the scene is removed from the stack."""

    def relabel(self) -> None:
        """Called after a language change; rebuild anything that cached text."""

    # loop
    @property
    def animating(self) -> bool:
        return any(w.animating for w in self.widgets)

    def handle(self, event: pygame.event.Event) -> bool:
        for w in reversed(self.widgets):
            if w.visible and w.handle(event):
                return True
        return False

    def update(self, dt: float) -> None:
        for w in self.widgets:
            w.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            if w.visible:
                w.draw(surface)

    def hover_target(self, pos) -> Any:
        """The thing under the pointer whose ``tooltip`` should show."""
        return widget_at(self.widgets, pos)

    def back(self) -> bool:
        """Esc: return True if handled (default: pop this scene unless it is the root)."""
        if len(self.app.scenes.stack) > 1:
            self.app.scenes.pop()
            return True
        return False


class SceneManager:
    def __init__(self, app: Any):
        self.app = app
        self.stack: list[Scene] = []
        self._veil: pygame.Surface | None = None

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        self.stack.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.leave()
        if self.stack:
            self.stack[-1].enter()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.stack:
            self.stack.pop().leave()
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        """Clear the stack and start again from ``scene``."""
        while self.stack:
            self.stack.pop().leave()
        return self.push(scene)

    def remove(self, scene: Scene) -> None:
        if scene in self.stack:
            was_top = scene is self.top
            self.stack.remove(scene)
            scene.leave()
            if was_top and self.stack:
                self.stack[-1].enter()

    def find(self, kind: type) -> Scene | None:
        for s in reversed(self.stack):
            if isinstance(s, kind):
                return s
        return None

    @property
    def animating(self) -> bool:
        return any(s.animating for s in self._visible())

    def _visible(self) -> list[Scene]:
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if not self.stack[i].overlay:
                start = i
                break
        return self.stack[start:]

    def handle(self, event) -> bool:
        top = self.top
        return bool(top and top.handle(event))

    def update(self, dt: float) -> None:
        for s in self._visible():
            s.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for s in self._visible():
            if s.overlay:
                if self._veil is None or self._veil.get_size() != surface.get_size():
                    self._veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
                self._veil.fill((8, 12, 12, s.dim))
                surface.blit(self._veil, (0, 0))
            s.draw(surface)

    def relabel(self) -> None:
        for s in self.stack:
            s.relabel()


def title_bar(surface: pygame.Surface, text: str, accent=theme.ACCENT) -> None:
    """The common page heading used by menu-like screens."""
    from .text import render

    img = render(text, theme.L, theme.TEXT, True)
    surface.blit(img, (theme.MARGIN + 8, theme.MARGIN))
    pygame.draw.line(surface, accent, (theme.MARGIN + 8, theme.MARGIN + img.get_height() + 8),
                     (theme.MARGIN + 8 + 96, theme.MARGIN + img.get_height() + 8), 3)
