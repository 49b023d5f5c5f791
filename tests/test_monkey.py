"""The monkey's short seeded run (``tests/monkey.py``; the long run is ``bench/monkey.py``):
random clicks, drags, wheel turns, keys, resizes and focus loss against the menu, every dialog
and every game's table (against the AI and hot-seat), through the real app loop. Nothing may
go wrong: no exception (not even one the app recovers from), no stall, no illegal state or
action, the autosave always the live game. And the monkey does notice when something does."""

from __future__ import annotations

import pytest

import monkey

BAD = ("exceptions", "recoveries", "recovery_failures", "stalls", "illegal_states", "illegal_actions",
       "autosave_mismatches")


def assert_clean(counts) -> None:
    bad = {k: getattr(counts, k) for k in BAD if getattr(counts, k)}
    assert not bad, f"{bad}\n" + "\n----\n".join(counts.problems)


@pytest.mark.parametrize("seed, lang", [(7, "en"), (8, "ja")])
def test_a_short_seeded_monkey_run_finds_nothing(home, seed, lang):
    with monkey.Monkey(seed, lang=lang, burst=24, check_every=12) as m:
        for target in monkey.TARGETS:  # everywhere at least once
            m.go(target)
            for _ in range(3):
                m.random_input()
        counts = m.run(m.counts.events + 30)
    assert_clean(counts)
    assert counts.events >= 100 and counts.games_started >= 4 and counts.autosave_checks >= 1
    assert {"MenuScene", "GameScene", "SettingsScene", "LoadScene", "StatsScene", "RulesScene", "AboutScene",
            "PauseScene", "NewGameScene"} <= set(counts.scenes)


def test_the_monkey_counts_what_the_app_recovers_from(home, monkeypatch):
    from tabletop.scenes.stats import StatsScene

    def broken(self, surface):
        raise RuntimeError("a bug in a screen")

    monkeypatch.setattr(StatsScene, "draw", broken)
    with monkey.Monkey(3) as m:
        m.go("stats")
        assert m.counts.exceptions >= 1 and m.counts.recoveries >= 1
        assert "a bug in a screen" in m.counts.problems[0]


def test_the_monkey_notices_an_autosave_that_is_not_the_live_game(home, monkeypatch):
    with monkey.Monkey(4, check_every=1) as m:
        m.go("table_ai")
        monkeypatch.setattr(m.app, "autosave", lambda session: None)  # the autosave stops following
        table = m.table()
        for _ in range(400):
            if len(table.session.record.actions) >= 2 or table.session.is_terminal():
                break
            if table.my_turn:
                table.play(table.view.legal_actions()[0])
            m.step()
        assert m.counts.autosave_mismatches >= 1


def test_the_monkey_notices_a_stall(home, monkeypatch):
    with monkey.Monkey(5, stall_s=0.2) as m:
        monkeypatch.setattr(m.app.worker, "submit", lambda *a, **k: 999)  # asked, never answers
        monkeypatch.setattr(m.app.worker, "poll", lambda: None)
        m.start_table(m.games[0], hotseat=False)
        table = m.table()
        import time

        end = time.monotonic() + 5
        while not table._ai_turn() and time.monotonic() < end:
            if table.my_turn:
                table.play(table.view.legal_actions()[0])
            m.step()
        while m.counts.stalls == 0 and time.monotonic() < end:
            m.step()
        assert m.counts.stalls >= 1


# -- what the monkey found ---------------------------------------------------------------------

def test_the_autosave_of_the_game_in_progress_cannot_be_deleted_from_its_load_screen(home):
    """Found by the monkey (seed 24, 20,000 events): Pause -> Load -> Delete the autosave, then
    back to the game: the game on the table had no autosave (lost if the app then closed)."""
    import pygame

    from tabletop import saves
    from tabletop.scenes.load import LoadScene
    from tabletop.scenes.pause import PauseScene
    from ui_driver import button, click, key, open_app, start_game, wait_for

    with open_app() as app:
        table = start_game(app, "lost_cities", ("human", "random"), {"first_player": 0}, 5)
        wait_for(app, lambda: table.my_turn)
        assert table.play(table.view.legal_actions()[0])
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.scenes.top, PauseScene)
        click(app, button(app.scenes.top, "Load game").rect.center)
        load = app.scenes.top
        assert isinstance(load, LoadScene)
        load.list.selected = next(i for i, info in enumerate(load.infos) if info.slot == saves.AUTOSAVE)
        toasts = []
        real = app.toast
        app.toast = lambda text, kind="info": (toasts.append(text), real(text, kind))
        click(app, button(load, "Delete").rect.center)
        assert app.scenes.top is load  # no "really delete?" dialog
        assert toasts == ["That is the autosave of the game in progress: it stays while the game is open."]
        loaded = saves.latest_autosave()
        assert loaded is not None and list(loaded.record.actions) == list(table.session.record.actions)
        # from the main menu (no game open) it can still be deleted
        app.to_menu()
        app.scenes.push(LoadScene(app))
        load = app.scenes.top
        load.list.selected = next(i for i, info in enumerate(load.infos) if info.slot == saves.AUTOSAVE)
        click(app, button(load, "Delete").rect.center)
        click(app, button(app.scenes.top, "Delete").rect.center)  # "really delete?": yes
        assert saves.latest_autosave() is None
