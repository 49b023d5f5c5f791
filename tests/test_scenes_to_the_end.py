"""Every game's table, hot-seat, at its smallest and largest table, played to the end through the
scene (issue 38 point 1): the privacy curtain is clicked through with "Show my hand" (posted mouse
events), each move is the first legal one made through the table's own ``play``, and at the end
the table shows its end panel and opens the results. And the class of the Lost Legacy ``reveal``
bug: no attribute a scene sets, nor anything its class defines, hides a method of the table."""

from __future__ import annotations

import os
import tempfile

import pygame
import pytest

from tabletop.engine import registry
from tabletop.engine.contract import Setup
from tabletop.engine.record import Seat
from tabletop.ui.scene import Scene
from tabletop.ui.table import PrivacyScene, ResultsScene, TableScene
from ui_driver import button, open_app, results

GAMES = ("lost_cities", "lost_legacy", "lost_mines", "pyramid_raiders", "the_city")
#: options that keep a table legal at its largest size, or its game short (Lost Cities' short game)
OPTIONS = {
    ("lost_cities", None): {"game_length": "short"},
    ("lost_legacy", "max"): {"deck": "all_jam"},
}
DRAW_EVERY = 16  # a whole frame (drawn) every few moves: the draw is most of the time


@pytest.fixture
def fast_home(monkeypatch, tmp_path):
    """A private TABLETOP_HOME, on a RAM disk where there is one (every move autosaves, with fsync)."""
    base = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else str(tmp_path)
    folder = tempfile.mkdtemp(prefix="tabletop-hotseat-", dir=base)
    monkeypatch.setenv("TABLETOP_HOME", folder)
    yield folder
    import shutil

    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def app(fast_home):
    with open_app() as a:
        yield a


def table_methods() -> set[str]:
    return {name for cls in (TableScene, Scene) for name in dir(cls) if callable(getattr(cls, name, None))}


def assert_nothing_shadows(scene: TableScene) -> None:
    """No instance attribute is named like a table method, and the game's class keeps every
    table method callable (a class attribute ``reveal = None`` would hide it as well)."""
    methods = table_methods()
    shadowing = sorted(methods & set(vars(scene)))
    assert not shadowing, f"{scene.spec.id}: attributes hide table methods: {shadowing}"
    for name in methods:
        assert callable(getattr(type(scene), name, None)), f"{scene.spec.id}: {name} is no longer a method"


def options_for(game_id: str, size: str) -> dict:
    return {**OPTIONS.get((game_id, None), {}), **OPTIONS.get((game_id, size), {})}


def post_click(pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def step(app, draw: bool) -> None:
    """The app loop's step: posted events dispatched, the scenes updated (and drawn when ``draw``)."""
    for e in pygame.event.get():
        app.dispatch(e)
    if draw:
        app.frame(16)
    else:
        app.scenes.update(16)
        app.toasts.update(16)


def play_hot_seat(app, game_id: str, players: int, options: dict, seed: int = 5, limit: int = 3000):
    """Start a hot-seat game (every seat human) and play it to the end; returns (table, curtains)."""
    spec = registry.get(game_id)
    seats = [Seat(f"P{i + 1}", "human") for i in range(players)]
    table = app.start_game(spec, Setup(players, options, seed), seats)
    step(app, True)
    curtains = moves = 0
    for n in range(limit):
        if table.session.is_terminal():
            break
        top = app.scenes.top
        if isinstance(top, PrivacyScene):
            assert top.table is table and table.hidden and top.seat == table.viewer
            post_click(button(top, "Show my hand").rect.center)
            step(app, n % DRAW_EVERY == 0)
            assert app.scenes.top is table and not table.hidden, "the curtain did not lift"
            curtains += 1
            continue
        assert top is table, f"{game_id}: {type(top).__name__} over the table"
        if table.my_turn:
            legal = table.view.legal_actions()
            assert legal, f"{game_id}: the seat on screen must act but has no legal move"
            assert table.play(legal[0])
            moves += 1
            if moves == 3:
                assert_nothing_shadows(table)
        step(app, n % DRAW_EVERY == 0)
    assert table.session.is_terminal(), f"{game_id} ({players} players) did not end in {limit} steps"
    return table, curtains, moves


@pytest.mark.parametrize("size", ["min", "max"])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_hot_seat_game_is_played_to_the_end_through_the_table(app, game_id, size):
    spec = registry.get(game_id)
    players = spec.min_players if size == "min" else spec.max_players
    table, curtains, moves = play_hot_seat(app, game_id, players, options_for(game_id, size))
    assert curtains >= 1 and moves >= 1
    assert_nothing_shadows(table)
    # the ending: the table explains it with its end panel, and opens the results on request
    step(app, True)
    assert table.end_buttons and app.scenes.top is table
    results(app, table)
    assert isinstance(app.scenes.top, ResultsScene)
    app.frame(16)


@pytest.mark.parametrize("game_id", GAMES)
def test_no_scene_attribute_hides_a_table_method_in_play_against_the_ai(app, game_id):
    from ui_driver import start_game, wait_for

    spec = registry.get(game_id)
    table = start_game(app, game_id, ("human",) + ("random",) * (spec.min_players - 1), options_for(game_id, "min"))
    assert_nothing_shadows(table)
    for _ in range(3):
        wait_for(app, lambda: table.my_turn or table.session.is_terminal(), frames=2000)
        if table.session.is_terminal():
            break
        assert table.play(table.view.legal_actions()[0])
    table.relabel()
    assert_nothing_shadows(table)


def test_the_check_catches_a_shadowing_attribute(app):
    """The check itself: the Lost Legacy bug (``self.reveal = None``) is caught."""
    spec = registry.get("lost_legacy")
    table = app.start_game(spec, Setup(2, {}, 5), [Seat("A", "human"), Seat("B", "human")])
    table.reveal = None
    with pytest.raises(AssertionError, match="reveal"):
        assert_nothing_shadows(table)
