"""Every game's table, and its results screen, with the longest names a seat can have (24 wide
characters) at the most seats: names are cut short with "…" where they would run into the
counts beside them, never drawn past them (seen in 2026-11-28's screenshots)."""

import pytest

from tabletop.engine import registry
from tabletop.engine.contract import Setup
from tabletop.engine.record import Seat
from tabletop.ui import theme
from tabletop.ui.table import ResultsScene
from tabletop.ui.table import seat_color
from tabletop.ui.text import render
from ui_driver import open_app, pump

GAMES = ("lost_cities", "lost_legacy", "the_city", "pyramid_raiders", "lost_mines")
OPTIONS = {"lost_legacy": {"deck": "all_jam"}}  # its 5-6 player deck


@pytest.mark.parametrize("game", GAMES)
def test_longest_names_at_the_most_seats_draw_within_their_rows(home, game):
    spec = registry.get(game)
    n = spec.max_players
    names = [("名前" * 12)[:23] + str(i) for i in range(n)]
    with open_app("ja") as app:
        seats = [Seat(names[i], "human" if i == 0 else "random") for i in range(n)]
        scene = app.start_game(spec, Setup(n, OPTIONS.get(game, {}), 4), seats, [])
        pump(app, 5)
        res = ResultsScene(app, scene, title="t", final=True)
        app.scenes.push(res)
        pump(app, 2)
        assert res.rect.bottom <= theme.H and res.pitch == res.ROW_PITCH
        heads, rows = res.breakdown()
        widths = res._column_widths(heads, rows)
        assert widths[1] < render(f"● {names[0]}", theme.S, theme.TEXT, True).get_width()  # too long to fit
        places = scene.session.state.ranking()
        order = sorted(range(n), key=lambda i: (places[i], i))
        x_next = res.rect.x + 40 + widths[0] + widths[1]  # where the column after the names starts
        for row, seat in enumerate(order):
            y = res.rect.y + res.ROWS_TOP + row * res.pitch
            colour = tuple(seat_color(seat))[:3]
            spill = sum(tuple(app.screen.get_at((x, yy)))[:3] == colour
                        for x in range(x_next, x_next + 40) for yy in range(y, y + 24))
            assert spill == 0, f"seat {seat}'s name runs into the next column"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", GAMES)
def test_the_results_title_names_a_tie_only_while_the_names_fit_and_stays_in_the_dialog(home, game, lang):
    """A tie of many seats (all nine of a random Lost Mines game ending 0-0-...) listed every
    name in the title, which ran past both edges of the dialog."""
    from tabletop.ui.i18n import t

    spec = registry.get(game)
    n = spec.max_players
    names = [("名前" * 12)[:23] + str(i) for i in range(n)]
    with open_app(lang) as app:
        seats = [Seat(names[i], "human" if i == 0 else "random") for i in range(n)]
        scene = app.start_game(spec, Setup(n, OPTIONS.get(game, {}), 4), seats, [])
        pump(app, 5)
        res = ResultsScene(app, scene, final=True)
        room = res.rect.w - 48
        assert res.headline([1] * n, room) == t("end.tie_all")
        assert res.headline([1] * (n - 1) + [n], room) == t("end.tie_n", n=n - 1)
        assert res.headline([2] * (n - 1) + [1], room) == t("end.winner", name=names[-1])
        pair = f"{names[0]}, {names[1]}" if lang == "en" else f"{names[0]}・{names[1]}"
        assert res.headline([1, 1] + [3] * (n - 2), 10_000) == t("end.tie", names=pair)
        # drawn at the start of the game (everyone on 0): no title pixel outside the dialog
        app.scenes.push(res)
        pump(app, 2)
        band = range(res.rect.y + 20, res.rect.y + 70)
        accent = tuple(theme.ACCENT)[:3]
        outside = sum(tuple(app.screen.get_at((x, y)))[:3] == accent
                      for y in band for x in list(range(0, res.rect.x)) + list(range(res.rect.right, theme.W)))
        assert outside == 0
