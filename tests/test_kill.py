"""Killed at any moment, nothing lost (issue 38 point 3): the app, playing by itself in a
subprocess, is SIGKILLed at random moments during play and while it writes its autosave; after
each kill every save still loads, the statistics and settings read back, the autosave is at most
one move behind the game that was played, and the next start's Continue resumes it. (50 kills
in a row: ``bench/kill.py``.)"""

from __future__ import annotations

import signal

import pytest

import killing

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is Unix's")


def test_killed_at_random_moments_the_app_loses_at_most_the_move_being_saved(home):
    home.mkdir(parents=True, exist_ok=True)
    out = killing.kill_rounds(str(home), kills=3, seed=3, max_wait=1.5)
    assert out.ok, out.problems
    assert out.kills == 3 and out.resumed >= 1
    assert all(lost in (0, 1) for lost in out.moves_lost)


def test_the_check_notices_a_damaged_save(home):
    from tabletop import saves

    from tabletop import paths

    paths.saves_dir().mkdir(parents=True)
    (paths.saves_dir() / "mine.json").write_text('{"kind": "tabletop-save", "trunc', encoding="utf-8")
    out = killing.Outcome()
    killing.check_files(str(home), out)
    assert out.problems and not out.ok
    del saves
