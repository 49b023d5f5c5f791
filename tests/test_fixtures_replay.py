"""Saves and game records made by an older version (main before issue 36, see
``tests/fixtures/make_fixtures.py``) still load and replay to the scores they had: every
game, a finished game and one stopped half-way, AI seats among them."""

import json
import shutil
from pathlib import Path

import pytest

from tabletop import saves
from tabletop.engine.record import GameRecord, replay
from tabletop.engine.session import Session

FIXTURES = Path(__file__).resolve().parent / "fixtures"
EXPECTED = json.loads((FIXTURES / "expected.json").read_text())


def _check(state, want):
    assert state.scores() == want["scores"]
    assert state.ranking() == want["ranking"]
    assert state.current_player() == want["current_player"]
    assert [state.action_to_str(a) for a in state.legal_actions()] == want["legal"]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_an_old_save_loads_and_replays_to_its_scores(name, home, tmp_path):
    want = EXPECTED[name]
    path = tmp_path / f"{name}.json"
    shutil.copyfile(FIXTURES / "saves" / f"{name}.json", path)
    loaded = saves.load(path)
    assert len(loaded.record.actions) == want["actions"]
    assert loaded.record.seats and any(seat.is_ai for seat in loaded.record.seats)
    _check(loaded.state, want)
    _check(Session.from_record(loaded.record).state, want)  # what Continue / Load build


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_an_old_record_replays_to_its_scores(name):
    record = GameRecord.from_json(json.loads((FIXTURES / "records" / f"{name}.json").read_text()))
    _check(replay(record), EXPECTED[name])
