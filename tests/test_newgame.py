"""The new-game dialog for every registered game: every option named in both languages and every
control inside the options panel, at every table size and whichever options are switched on."""

from __future__ import annotations

import itertools

import pygame
import pytest
from ui_driver import click, open_app, pump

import tabletop.games  # noqa: F401  (registers the five games)
from tabletop.engine import i18n as engine_i18n
from tabletop.engine import registry
from tabletop.scenes import newgame
from tabletop.scenes.newgame import NewGameScene
from tabletop.ui import i18n
from tabletop.ui.widgets import Stepper, Toggle

OPTIONS_PANEL = pygame.Rect(newgame.OPTIONS_PANEL.x, 140, newgame.OPTIONS_PANEL.w, 632 - 140)
GAMES = [spec.id for spec in registry.all_games()]


@pytest.fixture
def app(home):
    with open_app() as a:
        yield a


def _controllers(spec):
    """Every combination of values of the options that others depend on."""
    keys = sorted({o.when[0] for o in spec.options if o.when})
    opts = {o.key: o for o in spec.options}
    return [dict(zip(keys, combo)) for combo in itertools.product(*(opts[k].values_for(spec.max_players) for k in keys))]


def _built(app, spec):
    """The dialog built for every table size and every value of the options others depend on:
    (players, controls, scene, the options shown, their controls)."""
    for players in range(spec.min_players, spec.max_players + 1):
        for controls in _controllers(spec):
            scene = NewGameScene(app, spec)
            scene.players = players
            scene.options.update(controls)
            scene.build()
            shown = [o for o in spec.options if o.shown(players, scene.options)]
            widgets = [w for w in scene.widgets if isinstance(w, (Stepper, Toggle)) and w.rect.x >= OPTIONS_PANEL.x]
            yield players, controls, scene, shown, widgets


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", GAMES)
def test_every_option_is_named_and_every_control_fits_the_panel(app, game, lang, request):
    spec = registry.get(game)
    for o in spec.options:  # the catalog has every text the dialog asks for, in this language
        keys = [f"option.{o.key}", f"option.{o.key}.help"]
        keys += [f"option.{o.key}.{v}" for v in o.choices] if o.kind == "choice" else []
        missing = [k for k in keys if engine_i18n.tr(spec.id, k, lang) == k]
        assert not missing, f"{game} ({lang}) has no text for {missing}"
    i18n.set_lang(lang)
    request.addfinalizer(lambda: i18n.set_lang("en"))
    for players, controls, scene, shown, widgets in _built(app, spec):
        assert len(widgets) == len(shown), (game, players, controls)
        for w in widgets:
            assert OPTIONS_PANEL.contains(w.rect), f"{game} {players}p {controls}: {w.rect} leaves the panel"
        for r, _label in scene.option_rows:
            assert OPTIONS_PANEL.contains(r), f"{game} {players}p {controls}: a label at {r} leaves the panel"
        rows = sorted(w.rect for w in widgets if isinstance(w, Stepper)) + [w.rect for w in widgets if isinstance(w, Toggle)]
        for a, b in itertools.combinations(rows, 2):
            assert not a.colliderect(b), f"{game} {players}p {controls}: controls overlap"


def test_lost_legacy_select_slots_show_only_for_the_select_deck(app):
    spec = registry.get("lost_legacy")
    scene = app.scenes.push(NewGameScene(app, spec))
    pump(app, 2)

    def option_keys():
        return [o.key for o in spec.options if o.shown(scene.players, scene.options)]

    assert option_keys() == ["deck", "first", "match"]
    deck = next(w for w in scene.widgets if isinstance(w, Stepper) and "select" in w.values)
    for _ in range(deck.values.index("select") - deck.index):
        click(app, (deck.rect.right - 8, deck.rect.centery))  # ▶ until the Select deck
        deck = next(w for w in scene.widgets if isinstance(w, Stepper) and "select" in w.values)
    assert scene.options["deck"] == "select"
    assert [k for k in option_keys() if k.startswith("select_")] == [f"select_{s}" for s in "12345678x"]
    steppers = sorted((w for w in scene.widgets if isinstance(w, Stepper) and w.rect.x > OPTIONS_PANEL.x),
                      key=lambda w: w.rect.y)
    assert [steppers[1].labels(v) for v in steppers[1].values] == ["Fated Girl", "Saint", "Random set"]
    scene.set_option("deck", "all_jam")
    assert "all_jam_legacy" in option_keys() and not any(k.startswith("select_") for k in option_keys())


def test_lost_mines_offers_only_the_seats_the_table_has_and_only_when_a_seat_is_chosen(app):
    spec = registry.get("lost_mines")
    scene = app.scenes.push(NewGameScene(app, spec))
    assert "firstSeat" not in [o.key for o in spec.options if o.shown(scene.players, scene.options)]
    scene.set_option("firstPlayer", "CHOSEN")
    seat = next(w for w in scene.widgets if isinstance(w, Stepper) and w.values == [1, 2, 3])
    assert seat.value == 1
    scene.set_players(5)
    assert any(isinstance(w, Stepper) and w.values == [1, 2, 3, 4, 5] for w in scene.widgets)


@pytest.mark.parametrize("game", GAMES)
def test_each_option_s_help_is_shown_once_under_its_row_or_in_its_tooltip(app, game):
    """Printed under the row while the panel has room, the help is not repeated by a tooltip
    over the next row; when the rows close up it moves into the tooltip."""
    spec = registry.get(game)
    for players, controls, scene, shown, widgets in _built(app, spec):
        printed = {label[len("help:"):] for _r, label in scene.option_rows if label.startswith("help:")}
        for o, w in zip(shown, widgets):
            help_text = engine_i18n.tr(spec.id, f"option.{o.key}.help", "en")
            tip = w.tooltip() or ""
            assert (help_text in printed) != (help_text in tip), (game, players, controls, o.key, tip)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", GAMES)
def test_no_option_label_or_value_is_cut_off(app, game, lang, request):
    """Every label fits its column (at the smallest size at worst) and every value its stepper,
    at every table size, in both languages (The City's 14 options, Pyramid Raiders' sight marker)."""
    from tabletop.ui.fonts import font

    spec = registry.get(game)
    i18n.set_lang(lang)
    request.addfinalizer(lambda: i18n.set_lang("en"))
    shot = pygame.Surface((1280, 720))
    for players, controls, scene, shown, widgets in _built(app, spec):
        for r, label in scene.option_rows:
            if not label.startswith("help:"):
                assert font(14).size(label)[0] <= r.w, f"{game} ({lang}): label {label!r} is cut"
        for w in widgets:
            if isinstance(w, Stepper):
                for i in range(len(w.values)):
                    w.index = i
                    w.draw(shot)
                    assert not w.cut, f"{game} ({lang}) {players}p: value {w.labels(w.value)!r} is cut"


def test_a_reconstructed_value_wears_a_badge_not_words_in_its_label(app):
    for spec in registry.all_games():  # no choice label says "(reconstructed)" itself
        for o in spec.options:
            for v in o.choices:
                for lang in ("en", "ja"):
                    text = engine_i18n.tr(spec.id, f"option.{o.key}.{v}", lang)
                    assert "reconstructed" not in text.lower() and "推定" not in text and "再構成" not in text
    spec = registry.get("lost_mines")
    scene = app.scenes.push(NewGameScene(app, spec))
    pump(app, 2)
    opt = next(o for o in spec.options if o.key == "dataSet")
    assert scene.options["dataSet"] in opt.reconstructed
    w = next(w for o, w, _h in scene.option_widgets if o.key == "dataSet")
    assert "reconstructed" in w.tooltip()


def test_in_a_full_panel_the_help_of_the_option_under_the_pointer_is_printed_beside_it(app):
    spec = registry.get("the_city")  # 14 options: the rows close up
    scene = app.scenes.push(NewGameScene(app, spec))
    pump(app, 2)
    assert scene.compact and scene.help_rect() is not None and scene.help_subject() is None
    opt, w, help_text = scene.option_widgets[5]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=w.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)
    assert scene.help_subject() == (opt, help_text) and help_text
