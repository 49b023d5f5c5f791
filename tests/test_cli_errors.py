"""The command line (issue 38 point 4): a bad argument or file is one line on stderr and exit
status 2, never a traceback; Ctrl+C leaves quietly (130); ``--screenshot`` never touches the
player's saves, settings or statistics."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop import __main__ as cli
from tabletop import paths, sim
from tabletop.engine.contract import Setup
from tabletop.engine.record import GameRecord, Seat

REPO = Path(__file__).resolve().parent.parent


def run(argv, capsys) -> tuple[int, list[str]]:
    try:
        code = cli.main(argv)
    except SystemExit as exc:  # argparse's way out: still no traceback
        code = exc.code
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return code, [line for line in err.splitlines() if line.strip()]


def _ref_record(actions=("play g01",), game="ref", players=2) -> dict:
    return {"game": game, "setup": {"players": players, "options": {"rounds": 2}, "seed": 3},
            "seats": [{"name": f"P{i}", "kind": "human"} for i in range(players)], "actions": list(actions)}


def _bad_file(tmp_path: Path, how: str) -> str:
    p = tmp_path / f"{how}.json"
    if how == "missing":
        pass
    elif how == "folder":
        p.mkdir()
    elif how == "fifo":
        os.mkfifo(p)
    elif how == "garbage":
        p.write_bytes(os.urandom(64) + b"\xff")
    elif how == "empty":
        p.write_bytes(b"")
    elif how == "truncated":
        p.write_text(json.dumps(_ref_record())[:40])
    elif how == "huge":
        with open(p, "wb") as f:
            f.truncate(200 * 2**20)
    elif how == "deep":
        p.write_bytes(b"[" * 500_000)
    elif how == "wrong_type":
        p.write_text("[1, 2, 3]")
    elif how == "unknown_game":
        p.write_text(json.dumps(_ref_record(game="no_such_game")))
    elif how == "illegal_action":
        p.write_text(json.dumps(_ref_record(actions=["fly to the moon"])))
    elif how == "too_many_players":
        p.write_text(json.dumps(_ref_record(players=40)))
    elif how == "newer_save":
        p.write_text(json.dumps({"kind": "tabletop-save", "schema_version": 99, "record": _ref_record()}))
    return str(p)


BAD_FILES = ["missing", "folder", "fifo", "garbage", "empty", "truncated", "huge", "deep", "wrong_type",
             "unknown_game", "illegal_action", "too_many_players", "newer_save"]


@pytest.mark.parametrize("how", BAD_FILES)
def test_replay_of_a_bad_file_is_one_line_and_status_2(how, tmp_path, capsys, ref_registered):
    code, err = run(["replay", _bad_file(tmp_path, how)], capsys)
    assert code == 2 and len(err) == 1 and err[0].startswith("tabletop replay: error: ")


SIM_CASES = [
    ["--game", "no_such_game"],
    ["--game", "ref", "--players", "0"],
    ["--game", "ref", "--players", "99"],
    ["--game", "ref", "--players", "-3"],
    ["--game", "ref", "--players", str(10**30)],
    ["--game", "ref", "--players", "two"],
    ["--game", "ref", "--games", "-1"],
    ["--game", "ref", "--games", str(10**30)],
    ["--game", "ref", "--seed", "abc"],
    ["--game", "ref", "--seed", str(10**40)],
    ["--game", "ref", "--agents", "ismcts:-5"],
    ["--game", "ref", "--agents", f"ismcts:{10**15}"],
    ["--game", "ref", "--agents", ""],
    ["--game", "ref", "--option", "rounds=-1"],
    ["--game", "ref", "--option", f"rounds={10**30}"],
    ["--game", "ref", "--nonsense"],
    [],
]


@pytest.mark.parametrize("args", SIM_CASES, ids=lambda a: " ".join(a)[:40] or "nothing")
def test_sim_with_bad_arguments_is_one_line_and_status_2(args, capsys, ref_registered):
    code, err = run(["sim", *args], capsys)
    assert code == 2 and len(err) == 1 and err[0].startswith("tabletop sim: error: ")


GUI_CASES = [
    ["--screenshot", "{file}/x.png"],          # a file where the folder should be
    ["--screenshot", "{dir}"],                 # a folder
    ["--screenshot", "{dir}/x.txt"],           # not a picture's name
    ["--screenshot", "{dir}/x.png", "--scene", "no_such_scene"],
    ["--screenshot", "{dir}/x.png", "--scene", "new:no_such_game"],
    ["--screenshot", "{dir}/x.png", "--frames", "-5"],
    ["--screenshot", "{dir}/x.png", "--frames", str(10**30)],
    ["--screenshot", "{dir}/x.png", "--frames", "lots"],
    ["--lang", "fr"],
    ["--module", "no_such_module_xyz"],
    ["--no-such-flag"],
]


@pytest.mark.parametrize("args", GUI_CASES, ids=lambda a: " ".join(a)[:50])
def test_the_app_with_bad_arguments_is_one_line_and_status_2(args, tmp_path, capsys, home):
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    folder = tmp_path / "pictures"
    folder.mkdir()
    argv = [a.format(file=a_file, dir=folder) for a in args]
    code, err = run(argv, capsys)
    assert code == 2 and len(err) == 1 and err[0].startswith("tabletop: error: ")
    assert a_file.read_text() == "x" and list(folder.iterdir()) == []


def test_ctrl_c_leaves_quietly_with_status_130(monkeypatch, capsys):
    def interrupted(argv):
        raise KeyboardInterrupt

    monkeypatch.setattr(sim, "main", interrupted)
    code, err = run(["sim", "--game", "ref"], capsys)
    assert code == 130 and err == []


def test_ctrl_c_on_a_running_sim_process(tmp_path):
    env = {**os.environ, "TABLETOP_HOME": str(tmp_path / "home"), "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen([sys.executable, "-m", "tabletop", "sim", "--game", "the_city", "--agents", "hard",
                             "--games", "1000"], cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    time.sleep(3)  # let it get into the games (not a timed assertion: it only has to be running)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err


# -- a screenshot never touches the player's files ------------------------------------------------

def _snapshot(root: Path) -> dict[str, bytes | None]:
    out = {}
    for folder, dirs, files in os.walk(root):
        for name in dirs:
            out[os.path.relpath(os.path.join(folder, name), root)] = None
        for name in files:
            p = os.path.join(folder, name)
            with open(p, "rb") as f:
                out[os.path.relpath(p, root)] = f.read()
    return out


def _players_home(home: Path) -> None:
    import refgame

    setup = refgame.REF_GAME.validate(Setup(2, {"rounds": 2}, 4))
    state = refgame.REF_GAME.new_state(setup)
    actions = []
    for _ in range(3):
        a = state.legal_actions()[0]
        actions.append(state.action_to_str(a))
        state.apply(a)
    record = GameRecord("ref", setup, (Seat("Me", "human"), Seat("Bot", "normal")), actions)
    saves_dir = paths.saves_dir()
    saves_dir.mkdir(parents=True)
    doc = {"schema_version": 1, "kind": "tabletop-save", "saved_at": "2026-11-01T10:00:00.000Z", "game": "ref",
           "slot": "autosave", "meta": {"turn": 3, "finished": False}, "record": record.to_json()}
    (saves_dir / "autosave.json").write_text(json.dumps(doc), encoding="utf-8")
    (saves_dir / "mine.json").write_text(json.dumps({**doc, "slot": "mine"}), encoding="utf-8")
    paths.config_dir().mkdir(parents=True)
    (paths.config_dir() / "settings.json").write_text(json.dumps({"version": 1, "lang": "ja", "volume": 0.1}))
    (paths.data_dir() / "stats.json").write_text(json.dumps({"version": 1, "games": {"ref": {"played": 40}}}))
    (paths.data_dir() / "learn.json").write_text("{damaged")  # even a damaged file stays where it is


@pytest.mark.parametrize("scene", ["menu", "settings", "stats", "load", "new:the_city", "learn:the_city", "the_city", "ref"])
def test_a_screenshot_never_touches_the_players_files(scene, tmp_path, home, ref_registered, capsys):
    _players_home(home)
    before = _snapshot(home)
    out = tmp_path / "shot.png"
    code, err = run(["--screenshot", str(out), "--scene", scene, "--frames", "2"], capsys)
    assert code == 0 and out.stat().st_size > 0
    assert _snapshot(home) == before
    assert os.environ["TABLETOP_HOME"] == str(home)  # the private folder was only for the screenshot
