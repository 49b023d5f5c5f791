"""Drive the app as a player would: posted mouse and key events under the dummy video driver.

Shared by the app tests and every game's scene test.
"""

from __future__ import annotations

import pygame

from tabletop.app import App
from tabletop.ui.widgets import Button


def pump(app: App, frames: int = 1) -> None:
    for _ in range(frames):
        for e in pygame.event.get():
            app.dispatch(e)
        app.frame(16)


def click(app: App, pos, button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    pump(app)


def drag(app: App, start, end, steps: int = 6) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pump(app)
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)))
        pump(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    pump(app)


def key(app: App, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pump(app)


def button(scene, label: str) -> Button:
    for w in scene.widgets:
        if isinstance(w, Button) and (w.text() if callable(w.text) else w.text) == label:
            return w
    raise AssertionError(f"no button {label!r} in {type(scene).__name__}")


def wait_for(app: App, cond, frames: int = 600) -> None:
    import time

    for _ in range(frames):
        if cond():
            return
        pump(app)
        time.sleep(0.005)
    assert cond(), "condition not reached"
