import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from refgame import REF_GAME
from tabletop import saves
from tabletop.engine import registry
from tabletop.engine.contract import Setup
from tabletop.engine.record import GameRecord, Seat
from tabletop.engine.rng import Rng
from tabletop.replay import run

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def play(n_actions, players=2, rounds=2, seed=3):
    setup = REF_GAME.validate(Setup(players, {"rounds": rounds}, seed))
    state = REF_GAME.new_state(setup)
    rng = Rng(seed)
    actions = []
    while len(actions) < n_actions and not state.is_terminal():
        a = rng.choice(state.legal_actions())
        actions.append(state.action_to_str(a))
        state.apply(a)
    seats = tuple(Seat(n, k) for n, k in zip(("Anna", "ボブ", "Cleo", "Dan"), ("human", "hard", "easy", "random")))
    return GameRecord("ref", setup, seats[:players], actions), state


def cli(*args):
    out, err = io.StringIO(), io.StringIO()
    code = run(list(args), out, err)
    return code, out.getvalue(), err.getvalue()


def write(tmp_path, data, name="rec.json"):
    p = tmp_path / name
    p.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return p


def test_finished_bare_record_prints_final_scores_and_places(tmp_path):
    record, state = play(10_000)
    assert state.is_terminal()
    p = write(tmp_path, record.to_json())
    code, out, err = cli(str(p), "--module", "refgame")
    assert code == 0 and err == ""
    lines = out.splitlines()
    scores, places = state.scores(), state.ranking()
    assert lines[0] == f"seat 1: Anna (human): {int(scores[0])} (place {places[0]})"
    assert lines[1] == f"seat 2: ボブ (hard): {int(scores[1])} (place {places[1]})"
    assert lines[2] == f"finished: yes ({len(record.actions)} actions)"
    assert len(lines) == 3


def test_unfinished_save_file_prints_current_scores(tmp_path):
    record, state = play(5, players=3, rounds=4)
    assert not state.is_terminal()
    registry.register(REF_GAME)
    path = saves.save("mid", record)
    code, out, err = cli(str(path), "--module", "refgame")
    assert code == 0, err
    lines = out.splitlines()
    assert len(lines) == 4
    for i, seat in enumerate(record.seats):
        assert lines[i] == f"seat {i + 1}: {seat.name} ({seat.kind}): {int(state.scores()[i])}"
    assert lines[3] == f"finished: no (5 actions; seat {state.current_player() + 1} to play)"


def test_module_flag_is_repeatable(tmp_path):
    record, _ = play(2)
    p = write(tmp_path, record.to_json())
    code, _, err = cli(str(p), "--module", "refgame", "--module", "json")
    assert code == 0, err


@pytest.mark.parametrize("content, words", [
    (None, ["file not found"]),
    ("{not json", ["not valid JSON"]),
    ("[" * 500_000, ["nested"]),
    ("[1, 2]", ["not a valid game record"]),
    ({"game": "ref"}, ["not a valid game record", "setup"]),
])
def test_bad_files_exit_2_with_a_message(tmp_path, content, words):
    p = tmp_path / "missing.json" if content is None else write(tmp_path, content)
    code, out, err = cli(str(p), "--module", "refgame")
    assert code == 2 and out == ""
    assert err.startswith("tabletop replay: error: ")
    for w in words:
        assert w in err
    assert "Traceback" not in err


def test_unknown_game_exits_2(tmp_path):
    record, _ = play(3)
    data = record.to_json()
    data["game"] = "nosuchgame"
    code, _, err = cli(str(write(tmp_path, data)))
    assert code == 2 and "unknown game 'nosuchgame'" in err


def test_illegal_action_exits_2(tmp_path):
    record, _ = play(3)
    record.actions.append("discard r01")
    code, _, err = cli(str(write(tmp_path, record.to_json())), "--module", "refgame")
    assert code == 2 and "action 3" in err and "discard r01" in err


def test_newer_save_file_exits_2(tmp_path):
    record, _ = play(3)
    doc = {"schema_version": 9, "kind": "tabletop-save", "game": "ref", "record": record.to_json()}
    code, _, err = cli(str(write(tmp_path, doc)), "--module", "refgame")
    assert code == 2 and "newer tabletop (version 9)" in err


def test_bad_module_and_bad_usage_exit_2(tmp_path, capsys):
    record, _ = play(3)
    p = write(tmp_path, record.to_json())
    code, _, err = cli(str(p), "--module", "no_such_module_xyz")
    assert code == 2 and "cannot import module 'no_such_module_xyz'" in err
    assert cli()[0] == 2  # missing argument: one line that points at --help
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and err[0].startswith("tabletop replay: error: ") and "--help" in err[0]


def test_entry_point_through_tabletop_main(tmp_path, home):
    record, state = play(10_000)
    p = write(tmp_path, record.to_json())
    proc = subprocess.run(
        [sys.executable, "-m", "tabletop", "replay", str(p), "--module", "tests.refgame"],
        capture_output=True, text=True, cwd=REPO, env={**__import__("os").environ, "TABLETOP_HOME": str(home)},
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[-1] == f"finished: yes ({len(record.actions)} actions)"
    bad = subprocess.run(
        [sys.executable, "-m", "tabletop.replay", str(tmp_path / "nope.json")],
        capture_output=True, text=True, cwd=REPO,
    )
    assert bad.returncode == 2 and "file not found" in bad.stderr
