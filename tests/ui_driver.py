"""Drive the app as a player would: posted mouse and key events under the dummy video driver.

Shared by the app tests and every game's scene test. A scene test typically has::

    @pytest.fixture
    def app(home):
        with open_app() as a:
            yield a

    def start(app, options=None, seed=11, kinds=("human", "random")) -> GameScene:
        return start_game(app, "<id>", kinds, options, seed)
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

import pygame

from tabletop.app import App
from tabletop.engine import registry
from tabletop.engine.contract import Setup
from tabletop.engine.record import Seat
from tabletop.engine.worker import AIWorker
from tabletop.scenes.menu import MenuScene
from tabletop.settings import Settings
from tabletop.ui.table import TableScene
from tabletop.ui.widgets import Button


def make_app(lang: str = "en", anim_speed: float = 0.0, ai_pace: str = "instant") -> App:
    """An app on its menu with the AI worker in a thread (no process start-up), settings not saved.
    ``anim_speed`` 0 makes every animation instant, ``ai_pace`` "instant" the other seats' turns
    too (no pause between their actions). Close it with ``app.close()``."""
    app = App(Settings(lang=lang, anim_speed=anim_speed, ai_pace=ai_pace), persist_settings=False)
    app._worker = AIWorker(mode="thread")
    app.scenes.push(MenuScene(app))
    return app


@contextmanager
def open_app(lang: str = "en", anim_speed: float = 0.0, ai_pace: str = "instant") -> Iterator[App]:
    """:func:`make_app`, closed afterwards (the body of a scene test's ``app`` fixture)."""
    app = make_app(lang, anim_speed, ai_pace)
    try:
        yield app
    finally:
        app.close()


def start_game(app: App, game_id: str, kinds=("human", "random"), options=None, seed: int = 11,
               actions=()) -> TableScene:
    """Start ``game_id`` with one seat per kind (named P1, P2...), replaying ``actions`` (texts),
    and return its table after two frames."""
    spec = registry.get(game_id)
    seats = [Seat(f"P{i + 1}", k) for i, k in enumerate(kinds)]
    scene = app.start_game(spec, Setup(len(kinds), dict(options or {}), seed), seats, list(actions or ()))
    pump(app, 2)
    assert isinstance(scene, TableScene) and scene.spec.id == game_id
    return scene


def sprite_point(sprite) -> tuple[int, int]:
    """The screen point of a sprite's centre (where a player presses it)."""
    return (round(sprite.pos[0]), round(sprite.pos[1]))


def target_point(scene, key) -> tuple[int, int]:
    """The centre of the scene's drop target ``key``."""
    return scene.drag.targets[key].rect.center


def screen_size() -> tuple[int, int]:
    return pygame.display.get_surface().get_size()


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
    """The button labelled ``label`` among the scene's widgets (a table's end panel and replay bar too)."""
    for w in list(scene.widgets) + getattr(scene, "end_buttons", []) + getattr(scene, "replay_buttons", []):
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


def follow_lesson(app: App, scene, each_frame=None, frames: int = 6000) -> None:
    """Play a guided game's table to the lesson's end as a learner who does what the coach asks
    (through ``scene.play``, not the mouse: for tests about what the table shows meanwhile),
    calling ``each_frame()`` after every frame."""
    coach = scene.coach
    for _ in range(frames):
        if coach.finished:
            return
        pump(app, 1)
        if each_frame is not None:
            each_frame()
        want = coach.expected()
        if want is None and not coach.watching():
            coach.next()
        elif want is not None and scene.my_turn and not coach.watching():
            scene.play(scene.session.state.str_to_action(want))
    assert coach.finished, f"the lesson stopped at step {coach.index}"


def results(app: App, scene) -> None:
    """At the end of a game: the table explains the ending; open the results dialog from it."""
    from tabletop.ui.table import ResultsScene

    wait_for(app, lambda: scene.session.is_terminal() and bool(scene.end_buttons))
    click(app, button(scene, "Results").rect.center)
    wait_for(app, lambda: isinstance(app.scenes.top, ResultsScene))


def check_hint(app: App, scene, frames: int = 3000) -> None:
    """On the seat's turn, ask for a hint with the H key: the table must mark a legal move
    (``scene.hint_action`` and at least one rect from ``scene._hint_rects()``)."""
    wait_for(app, lambda: scene.my_turn)
    key(app, pygame.K_h)
    wait_for(app, lambda: scene.hint_action is not None, frames=frames)
    assert scene.hint_action in scene.view.legal_actions()
    assert scene._hint_rects()
