"""Pyramid Raiders at the shared table, driven with posted mouse events: the rules screen's
reconstructed marks, the tooltips, the new-game dialog's labels, and the table lifecycle
(the others' turns marked and followable, the replay, hints, the ending explained)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine import registry
from tabletop.games.pyramid_raiders import data as D
from tabletop.games.pyramid_raiders import text as T
from tabletop.scenes.menu import GameTile
from tabletop.scenes.newgame import NewGameScene
from tabletop.scenes.rules import RulesScene
from tabletop.ui.widgets import Stepper
from ui_driver import button, click, open_app, pump

from test_pyramid_raiders_scene import center, start

SPEC = registry.get("pyramid_raiders")


@pytest.fixture
def app(home):
    with open_app() as a:
        yield a


def hover(app, pos, frames: int = 40) -> str | None:
    """The tooltip shown after the pointer rests on ``pos`` (40 frames: past the delay)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app, frames)
    return app.tooltips.text


# -- the rules screen, tooltips and the new-game dialog ---------------------------------------------

def test_every_decided_rule_is_tied_to_a_rules_section():
    tied = {key for keys in T.SECTION_RULES.values() for key in keys}
    assert set(D.RECONSTRUCTED) <= tied
    assert tied <= set(D.RECONSTRUCTED)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_rules_screen_marks_the_turn_tile_start_and_equal_curses_as_reconstructed(home, lang):
    with open_app(lang) as app:
        scene = start(app, seed=3)
        click(app, next(b for b in scene.hud_buttons if b.hotkey == pygame.K_F1).rect.center)
        rules = app.scenes.top
        assert isinstance(rules, RulesScene)
        pump(app)
        rules.page()
        sections = SPEC.rules_summary(lang)
        titles = {k: sections[k - 1].title for k in (1, 5, 7)}
        assert set(titles.values()) <= set(rules.marked)
        goal = sections[0].body
        assert ("equal curses" in goal) if lang == "en" else ("呪いも同数" in goal)
        tile = sections[4].body
        assert ("starts clockwise" in tile) if lang == "en" else ("時計回りの面が上" in tile)


def test_the_puddle_tooltip_says_the_guardian_walks_through_it(app):
    scene = start(app, seed=3)
    puddle = next(c for c in range(D.NCELLS) if scene.view.terrain[c] == D.PUDDLE)
    text = hover(app, center(puddle))
    assert text is not None and "the guardian walks through" in text
    assert "(" not in text.split("\n")[0]  # the place, not "(q,r)"


def test_the_sight_marker_values_are_shown_whole_in_the_new_game_dialog(app):
    tile = next(w for w in app.scenes.top.widgets if isinstance(w, GameTile) and w.spec.id == "pyramid_raiders")
    click(app, tile.rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, NewGameScene)
    pump(app)
    marker = next(w for w in dialog.widgets if isinstance(w, Stepper) and w.values == [1, 2, 3])
    seen = []
    for _ in range(3):
        pump(app)  # drawn: the stepper knows whether its value fits
        seen.append(dialog.options["sight_marker"])
        assert not marker.cut, marker.labels(marker.value)
        click(app, marker._arrows()[1].center)
    assert sorted(seen) == [1, 2, 3]
    for lang in ("en", "ja"):
        assert "P1" not in T.EN["option.start_player.help"] + T.JA["option.start_player.help"]
        assert "P1" not in T.JA["option.start_player.seat0"]
    assert button(dialog, "Start")
