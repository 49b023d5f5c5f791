"""Every game's guided first game: each step's heading fits its coach panel on one line, in
English and Japanese (a heading too wide is cut short with an ellipsis, which a newcomer
cannot read: "Scoring, and three rounds o…")."""

from __future__ import annotations

import pytest

from tabletop.engine import registry
from tabletop.ui import i18n, theme
from tabletop.ui.fonts import font
from tabletop.ui.i18n import tg
from tabletop.ui.text import showable
from ui_driver import open_app, pump

GAMES = ("lost_cities", "lost_legacy", "the_city", "pyramid_raiders", "lost_mines")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_s_heading_fits_its_panel(home, game_id, lang):
    with open_app(lang=lang) as app:
        i18n.set_lang(lang)
        try:
            scene = app.start_lesson(registry.get(game_id), keep=False)
            pump(app, 2)
            width = scene.coach_rect().w - 32  # the panel's words are wrapped to this width
            too_wide = [(step.title, tg(game_id, step.title)) for step in scene.coach.lesson.steps
                        if step.title and font(theme.M, True).size(showable(tg(game_id, step.title)))[0] > width]
            assert not too_wide, too_wide
        finally:
            i18n.set_lang("en")
