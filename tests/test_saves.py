import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from refgame import REF_GAME
from tabletop import paths, saves
from tabletop.engine import registry
from tabletop.engine.contract import Setup
from tabletop.engine.record import GameRecord, Seat, replay
from tabletop.engine.rng import Rng
from tabletop.saves import SaveError

TESTS_DIR = Path(__file__).resolve().parent
REPO = TESTS_DIR.parent


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture(autouse=True)
def ref_registered():
    registry.register(REF_GAME)  # no-op if already there
    yield


def play(n_actions, *, players=3, rounds=6, seed=7, names=("Anna", "ボブ", "CPU")):
    setup = REF_GAME.validate(Setup(players, {"rounds": rounds}, seed))
    state = REF_GAME.new_state(setup)
    rng = Rng(seed + 1)
    actions = []
    for _ in range(n_actions):
        if state.is_terminal():
            break
        a = rng.choice(state.legal_actions())
        actions.append(state.action_to_str(a))
        state.apply(a)
    seats = tuple(Seat(names[i], "human" if i == 0 else "normal") for i in range(players))
    return GameRecord("ref", setup, seats, actions), state


def saves_dir() -> Path:
    return paths.saves_dir()


def damaged_files():
    d = saves.damaged_dir()
    return sorted(p for p in d.iterdir() if not p.name.endswith(".txt")) if d.exists() else []


def write_raw(slot, content: bytes | str) -> Path:
    p = saves_dir() / f"{slot}.json"
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    return p


def valid_bytes(slot="good") -> bytes:
    record, _ = play(10)
    return saves.save(slot, record, {"summary": "round 3"}).read_bytes()


def assert_damaged(slot, original: bytes, *words):
    with pytest.raises(SaveError) as e:
        saves.load(slot)
    msg = str(e.value)
    for w in words:
        assert w in msg, msg
    assert not (saves_dir() / f"{slot}.json").exists()
    moved = e.value.damaged_path
    assert moved is not None and moved.parent == saves.damaged_dir()
    assert moved.name.startswith(f"{slot}.json.damaged-")  # the original name is kept
    assert moved.read_bytes() == original  # never altered
    assert str(moved) in msg
    return e.value


# -- the happy path ------------------------------------------------------------------

def test_round_trip_of_a_mid_game_record_replays_to_the_identical_state(home):
    record, state = play(11)
    assert not state.is_terminal()
    path = saves.save("Mid game (1)", record, {"turn": 4, "summary": "ラウンド 4"})
    assert path == home / "data" / "saves" / "Mid game (1).json"
    loaded = saves.load("Mid game (1)")
    assert loaded.path == path
    assert loaded.record == record
    assert loaded.meta == {"turn": 4, "players": ["Anna", "ボブ", "CPU"], "summary": "ラウンド 4"}
    assert loaded.state.to_json() == state.to_json()
    assert replay(loaded.record).to_json() == state.to_json()
    # the state keeps playing identically (same rng position)
    a = state.legal_actions()[0]
    s2 = loaded.state.clone()
    s2.apply(a)
    state.apply(a)
    assert s2.to_json() == state.to_json()


def test_file_format(home):
    record, _ = play(5)
    doc = json.loads(saves.save("fmt", record).read_text(encoding="utf-8"))
    assert doc["schema_version"] == 1 and doc["kind"] == "tabletop-save"
    assert doc["game"] == "ref" and doc["slot"] == "fmt"
    assert doc["app_version"]
    assert doc["saved_at"].endswith("Z")
    assert doc["meta"] == {"turn": 5, "players": ["Anna", "ボブ", "CPU"], "summary": ""}
    assert doc["record"] == record.to_json()


def test_autosave_is_compact_and_latest_autosave_loads_it(home):
    assert saves.latest_autosave() is None
    record, state = play(7)
    path = saves.autosave(record, {"turn": 3})
    text = path.read_text(encoding="utf-8")
    assert path.name == "autosave.json"
    assert "\n" not in text and '"schema_version":1' in text
    got = saves.latest_autosave()
    assert got.record == record and got.meta["turn"] == 3
    assert got.state.to_json() == state.to_json()
    assert sorted(os.listdir(path.parent)) == ["autosave.json"]  # no temp files left


def test_damaged_autosave_is_reported_once_then_gone(home):
    write_raw("autosave", "{garbage")
    with pytest.raises(SaveError):
        saves.latest_autosave()
    assert saves.latest_autosave() is None
    assert len(damaged_files()) == 1


def test_user_cannot_overwrite_the_autosave_slot():
    record, _ = play(2)
    for name in ("autosave", "AutoSave"):
        with pytest.raises(SaveError, match="automatic"):
            saves.save(name, record)


def test_save_replaces_and_delete_removes():
    r1, _ = play(3)
    r2, _ = play(9)
    saves.save("slot", r1)
    saves.save("slot", r2)
    assert saves.load("slot").record == r2
    saves.delete("slot")
    assert saves.list_saves() == []
    with pytest.raises(SaveError, match="no save named 'slot'"):
        saves.delete("slot")
    with pytest.raises(SaveError, match="no save named 'slot'"):
        saves.load("slot")


def test_finished_game_round_trips():
    record, state = play(10_000, players=2, rounds=2)
    assert state.is_terminal()
    saves.save("done", record)
    assert saves.load("done").state.is_terminal()


# -- damaged files -------------------------------------------------------------------

@pytest.mark.parametrize("cut", [0, 1, 0.5, -1])
def test_truncated_file_is_damaged(cut):
    data = valid_bytes()
    n = int(len(data) * cut) if isinstance(cut, float) else (cut if cut >= 0 else len(data) + cut)
    write_raw("trunc", data[:n])
    assert_damaged("trunc", data[:n], "damaged")


@pytest.mark.parametrize("where", [0, 1, 17, 0.33, 0.5, 0.75, -2, -1])
def test_flipped_byte_is_damaged(where):
    data = bytearray(valid_bytes())
    i = int(len(data) * where) if isinstance(where, float) else where % len(data)
    data[i] ^= 0xFF
    write_raw("flip", bytes(data))
    assert_damaged("flip", bytes(data), "damaged")


def test_flip_inside_a_japanese_name_is_damaged():
    data = bytearray(valid_bytes())
    i = data.index("ボブ".encode()) + 1  # a UTF-8 continuation byte
    data[i] ^= 0xFF
    write_raw("flipjp", bytes(data))
    assert_damaged("flipjp", bytes(data), "damaged")


def test_bit_flip_that_keeps_valid_json_is_still_caught():
    data = valid_bytes().replace(b'"kind":"normal"', b'"kind":"nornal"', 1)
    write_raw("kind", data)
    assert_damaged("kind", data, "record", "nornal")


def test_illegal_action_is_damaged_with_a_clear_message():
    record, _ = play(6)
    record.actions[4] = "play r99"
    data = saves.save("illegal", record).read_bytes()  # saving does not replay (kept cheap)
    err = assert_damaged("illegal", data, "cannot be replayed", "action 4", "r99")
    assert "Traceback" not in str(err)


def test_action_of_the_wrong_player_is_caught():
    record, state = play(6)
    # a card held by a seat that is not on turn: well-formed text, illegal move
    other = [c for s, h in enumerate(state.hands) if s != state.current_player() for c in h][0]
    record.actions.append(f"play {other}")
    data = saves.save("wrongseat", record).read_bytes()
    assert_damaged("wrongseat", data, "cannot be replayed", "not legal", other)


def test_action_after_the_end_is_caught():
    record, state = play(10_000, players=2, rounds=1)
    assert state.is_terminal()
    record.actions.append("keep")
    data = saves.save("over", record).read_bytes()
    assert_damaged("over", data, "after the end")


@pytest.mark.parametrize("version", ["1", 0, -3, 1.5, None, True, [1]])
def test_nonsense_schema_version_is_damaged(version):
    doc = json.loads(valid_bytes())
    doc["schema_version"] = version
    data = json.dumps(doc).encode()
    write_raw("ver", data)
    assert_damaged("ver", data, "format version")


def test_newer_schema_version_is_reported_and_left_alone():
    doc = json.loads(valid_bytes())
    doc["schema_version"] = 7
    p = write_raw("future", json.dumps(doc))
    with pytest.raises(SaveError) as e:
        saves.load("future")
    assert "newer tabletop (version 7); please update" in str(e.value)
    assert e.value.damaged_path is None
    assert p.exists() and damaged_files() == []


def test_unknown_game_is_reported_and_left_alone():
    doc = json.loads(valid_bytes())
    doc["game"] = "chess960"
    doc["record"]["game"] = "chess960"
    p = write_raw("other", json.dumps(doc))
    with pytest.raises(SaveError) as e:
        saves.load("other")
    assert str(e.value) == "this save is for a game this version does not have: chess960"
    assert p.exists() and damaged_files() == []


def test_record_of_another_game_than_the_header_says_is_damaged():
    doc = json.loads(valid_bytes())
    doc["record"]["game"] = "zzz"
    data = json.dumps(doc).encode()
    write_raw("mix", data)
    assert_damaged("mix", data, "'zzz'")


@pytest.mark.parametrize("text", ["[1, 2]", "null", "42", '"text"', "true"])
def test_json_that_is_not_an_object_is_damaged(text):
    write_raw("notobj", text)
    assert_damaged("notobj", text.encode(), "not a saved game")


@pytest.mark.parametrize("doc", [
    {"hello": "world"},
    {"schema_version": 1, "kind": "something-else", "game": "ref", "record": {}},
])
def test_wrong_kind_is_damaged(doc):
    data = json.dumps(doc).encode()
    write_raw("kind", data)
    assert_damaged("kind", data, "not a tabletop save")


def test_bare_record_in_the_saves_folder_is_damaged():
    data = json.dumps(play(4)[0].to_json()).encode()
    write_raw("bare", data)
    assert_damaged("bare", data, "not a tabletop save")


def test_missing_or_broken_record_is_damaged():
    doc = json.loads(valid_bytes())
    del doc["record"]
    write_raw("norec", json.dumps(doc))
    assert_damaged("norec", json.dumps(doc).encode(), "record")
    doc = json.loads(valid_bytes())
    doc["record"]["setup"]["players"] = 9
    doc["record"]["seats"] = [{"name": "x", "kind": "human"}] * 9
    write_raw("badsetup", json.dumps(doc))
    assert_damaged("badsetup", json.dumps(doc).encode(), "2-4 players")


@pytest.mark.parametrize("data", [
    b"[" * 1_000_000,
    b"[" * 200_000 + b"]" * 200_000,
    b'{"schema_version":1,"kind":"tabletop-save","game":"ref","record":' + b'{"a":' * 100_000 + b"1" + b"}" * 100_001,
])
def test_deeply_nested_json_is_damaged_not_a_crash(data):
    write_raw("deep", data)
    assert_damaged("deep", data, "nested")


def test_huge_file_is_refused_before_reading():
    p = saves_dir() / "huge.json"
    p.parent.mkdir(parents=True)
    with open(p, "wb") as f:
        f.truncate(saves.MAX_BYTES + 1)  # sparse: instant, no real 16 MiB written
    with pytest.raises(SaveError) as e:
        saves.load("huge")
    assert "too big" in str(e.value) and "16 MiB" in str(e.value)
    assert e.value.damaged_path.stat().st_size == saves.MAX_BYTES + 1
    assert not p.exists()


def test_save_refuses_to_write_what_it_could_not_load(monkeypatch):
    monkeypatch.setattr(saves, "MAX_BYTES", 1000)
    record, _ = play(3)
    with pytest.raises(SaveError, match="too big"):
        saves.save("big", record, {"summary": "x" * 2000})
    assert not (saves_dir() / "big.json").exists()


def test_quarantine_keeps_everything_and_never_overwrites():
    data = b"{broken"
    moved = []
    for _ in range(3):
        write_raw("same", data)
        with pytest.raises(SaveError) as e:
            saves.load("same")
        moved.append(e.value.damaged_path)
    assert len(set(moved)) == 3
    assert all(m.read_bytes() == data for m in moved)
    reasons = [m.with_name(m.name + ".txt").read_text(encoding="utf-8") for m in moved]
    assert all("not valid JSON" in r for r in reasons)


def test_quarantine_public_function(home):
    p = write_raw("q", b"whatever")
    dest = saves.quarantine(p, "testing")
    assert dest.parent == home / "data" / "saves" / "damaged"
    assert dest.read_bytes() == b"whatever" and not p.exists()
    assert "testing" in dest.with_name(dest.name + ".txt").read_text(encoding="utf-8")


def test_damaged_file_outside_the_saves_folder_is_only_reported(tmp_path):
    outside = tmp_path / "downloaded.json"
    outside.write_text("{nope")
    with pytest.raises(SaveError) as e:
        saves.load(outside)
    assert e.value.damaged_path is None
    assert outside.read_text() == "{nope"


def test_load_by_path_works(tmp_path):
    record, state = play(8)
    src = saves.save("p", record)
    copy = tmp_path / "copy.json"
    copy.write_bytes(src.read_bytes())
    assert saves.load(copy).state.to_json() == state.to_json()


# -- listing -------------------------------------------------------------------------

def _doc_with_time(stamp):
    doc = json.loads(valid_bytes("tmp"))
    saves.delete("tmp")
    doc["saved_at"] = stamp
    return doc


def test_list_saves_newest_first_with_damaged_ones_listed():
    write_raw("old", json.dumps(_doc_with_time("2024-01-01T00:00:00.000Z")))
    write_raw("new", json.dumps(_doc_with_time("2024-06-01T00:00:00.000Z")))
    future = _doc_with_time("2024-03-01T00:00:00.000Z")
    future["schema_version"] = 2
    write_raw("future", json.dumps(future))
    other = _doc_with_time("2024-02-01T00:00:00.000Z")
    other["game"] = other["record"]["game"] = "nosuchgame"
    write_raw("other", json.dumps(other))
    broken = write_raw("broken", b"\x00\x01")
    os.utime(broken, (1_600_000_000, 1_600_000_000))  # 2020: the oldest
    deep = write_raw("deep", b"[" * 100_000)
    os.utime(deep, (1_900_000_000, 1_900_000_000))  # 2030: the newest

    infos = saves.list_saves()
    assert [i.slot for i in infos] == ["deep", "new", "future", "other", "old", "broken"]
    by = {i.slot: i for i in infos}
    assert by["new"].error is None and by["old"].error is None
    assert by["new"].game == "ref"
    assert by["new"].meta["players"] == ["Anna", "ボブ", "CPU"]
    assert by["new"].saved_at.year == 2024 and by["new"].saved_at.month == 6
    assert "newer tabletop" in by["future"].error
    assert "does not have: nosuchgame" in by["other"].error and by["other"].game == "nosuchgame"
    assert "damaged" in by["broken"].error and by["broken"].game is None
    assert "nested" in by["deep"].error
    # sound saves this version cannot use are told apart from damaged ones (the load screen says so)
    assert {i.slot for i in infos if i.error_code in saves.UNUSABLE} == {"future", "other"}
    # listing moves nothing
    assert damaged_files() == []
    assert len(list(saves_dir().glob("*.json"))) == 6


def test_list_saves_ignores_temp_files_and_removes_stale_ones():
    valid_bytes("real")
    fresh = saves_dir() / ".real.json.abc123.tmp"
    stale = saves_dir() / ".real.json.old999.tmp"
    fresh.write_text("{half a sa")
    stale.write_text("{half a sa")
    os.utime(stale, (time.time() - 3600, time.time() - 3600))
    (saves_dir() / "notes.txt").write_text("not a save")
    assert [i.slot for i in saves.list_saves()] == ["real"]
    assert fresh.exists() and not stale.exists()


def test_list_saves_without_a_folder():
    assert saves.list_saves() == []


# -- slot names ----------------------------------------------------------------------

BAD_NAMES = ["../x", "/etc/passwd", "a/b", "a\\b", "..", ".", ".hidden", "x.json", "CON", "con", "Nul",
             "COM1", "lpt9", "", "   ", "x" * 41, "a\x00b", "a\nb", "tab\there", "\u202eevil", "a:b", "a*b",
             'a"b', "a<b", "a|b", "a?b"]


@pytest.mark.parametrize("name", BAD_NAMES)
def test_bad_slot_names_are_refused_everywhere(name, home):
    record, _ = play(2)
    for call in (lambda: saves.save(name, record), lambda: saves.load(name), lambda: saves.delete(name)):
        with pytest.raises(SaveError) as e:
            call()
        assert "save name" in str(e.value)
    # nothing was written anywhere under the home folder
    written = [p for p in home.rglob("*") if p.is_file()]
    assert written == []


def test_slot_name_messages_are_specific():
    with pytest.raises(SaveError, match="cannot be empty"):
        saves.validate_slot("")
    with pytest.raises(SaveError, match="at most 40"):
        saves.validate_slot("x" * 41)
    with pytest.raises(SaveError, match="'/'"):
        saves.validate_slot("a/b")
    with pytest.raises(SaveError, match="control"):
        saves.validate_slot("a\x00b")
    with pytest.raises(SaveError, match="Windows"):
        saves.validate_slot("AUX")
    with pytest.raises(SaveError, match="must be text"):
        saves.validate_slot(None)


@pytest.mark.parametrize("name", ["a", "My game (2)", "セーブ１", "ゲーム　その２", "Ünïcödé_save-1", "x" * 40,
                                  "Партия 3", "CONSOLE", "  padded  ", "COM10"])
def test_good_slot_names_work(name):
    record, _ = play(3)
    path = saves.save(name, record)
    assert path.parent == saves_dir()
    assert saves.load(name).record == record
    assert [i.slot for i in saves.list_saves()] == [saves.validate_slot(name)]


def test_slot_names_are_nfc_normalized():
    decomposed = "cafe\u0301"
    record, _ = play(2)
    saves.save(decomposed, record)
    assert saves.load("caf\u00e9").record == record


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symlinks")
def test_symlink_pointing_outside_is_refused(tmp_path):
    target = tmp_path / "outside.json"
    target.write_text("{}")
    saves_dir().mkdir(parents=True)
    try:
        os.symlink(target, saves_dir() / "evil.json")
    except OSError:
        pytest.skip("cannot create symlinks here")
    with pytest.raises(SaveError, match="outside"):
        saves.load("evil")
    record, _ = play(2)
    with pytest.raises(SaveError, match="outside"):
        saves.save("evil", record)
    assert target.read_text() == "{}"


# -- crash safety --------------------------------------------------------------------

WRITER = r"""
import sys
sys.path.insert(0, sys.argv[1])
from refgame import REF_GAME
from tabletop import saves
from tabletop.engine.contract import Setup
from tabletop.engine.record import GameRecord, Seat
run = int(sys.argv[2])
setup = REF_GAME.validate(Setup(2, {"rounds": 3}, 5))
state = REF_GAME.new_state(setup)
actions = []
for _ in range(3):
    a = state.legal_actions()[0]
    actions.append(state.action_to_str(a))
    state.apply(a)
record = GameRecord("ref", setup, (Seat("A" * 200_000, "human"), Seat("B", "easy")), actions)
pad = "あ" * 1_000_000
i = 0
while True:
    saves.save("slot", record, {"turn": i, "run": run, "summary": pad})
    i += 1
    if i == 1:
        print("ready", flush=True)
"""


def test_kill_during_write_never_loses_the_slot(home):
    rnd = random.Random(1234)
    env = dict(os.environ, TABLETOP_HOME=str(home))
    for run in range(5):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(TESTS_DIR), str(run)],
                                stdout=subprocess.PIPE, env=env, cwd=REPO)
        try:
            assert proc.stdout.readline().strip() == b"ready"
            time.sleep(rnd.uniform(0.0, 0.25))
        finally:
            proc.kill()  # SIGKILL on POSIX
            proc.wait()
            proc.stdout.close()
        loaded = saves.load("slot")  # raises if the file is anything but a complete save
        assert loaded.meta["run"] == run  # a complete save of this run: the one before the kill
        assert loaded.meta["summary"] == "あ" * 1_000_000
        assert loaded.record.seats[0].name == "A" * 200_000
        infos = saves.list_saves()
        assert [(i.slot, i.error) for i in infos] == [("slot", None)]
        leftovers = [n for n in os.listdir(saves_dir()) if n != "slot.json"]
        assert all(n.startswith(".slot.json.") and n.endswith(".tmp") for n in leftovers), leftovers
    assert damaged_files() == []


def test_every_save_message_reads_in_both_languages():
    from tabletop import save_text

    assert save_text.EN.keys() == save_text.JA.keys()
    with pytest.raises(SaveError) as e:
        saves.validate_slot("a.b")
    assert e.value.code == "name_dot" and str(e.value) == "a save name cannot contain '.'"
    assert e.value.text("ja") == "セーブ名に「.」は使えません"
    with pytest.raises(SaveError) as e:
        saves.validate_slot("x" * 41)
    assert e.value.text("ja") == "セーブ名は40文字までです" and str(e.value).endswith("at most 40 characters long")
    assert saves.error_text(OSError("disk full"), "ja") == "disk full"  # not ours: as it says


# -- the one autosave slot never loses an unfinished game ---------------------------------

def _stamp(game_id, saved_at):
    return f"{game_id} game {saved_at:%Y-%m-%d}"


def test_an_unfinished_other_game_in_the_autosave_is_kept_as_a_named_save():
    old, old_state = play(9, seed=7)
    saves.autosave(old, {"finished": False})
    new, _ = play(3, seed=8)
    kept = saves.keep_replaced_autosave(new, _stamp)
    assert kept is not None and kept.startswith("ref game ")
    back = saves.load(kept)
    assert back.record.actions == old.actions and back.state.to_json() == old_state.to_json()
    assert json.loads((saves_dir() / f"{kept}.json").read_text("utf-8"))["slot"] == kept
    # a second replaced game gets a name of its own, the first is untouched
    saves.autosave(new, {"finished": False})
    third, _ = play(2, seed=9)
    kept2 = saves.keep_replaced_autosave(third, _stamp)
    assert kept2 == f"{kept} (2)" and saves.load(kept).record.actions == old.actions
    assert saves.load(kept2).record.actions == new.actions


def test_the_same_game_going_on_a_finished_one_or_an_unbegun_one_is_not_kept():
    old, _ = play(9, seed=7)
    saves.autosave(old, {"finished": False})
    more = GameRecord(old.game_id, old.setup, old.seats, old.actions + ["x"])  # the game went on
    assert saves.keep_replaced_autosave(old, _stamp) is None
    assert saves.keep_replaced_autosave(more, _stamp) is None
    done, _ = play(500, seed=7)
    saves.autosave(done, {"finished": True})
    assert saves.keep_replaced_autosave(old, _stamp) is None
    saves.autosave(play(0, seed=5)[0], {"finished": False})
    assert saves.keep_replaced_autosave(old, _stamp) is None
    assert [i.slot for i in saves.list_saves()] == ["autosave"]


def test_the_same_game_at_an_earlier_point_is_another_game_to_keep():
    later, _ = play(12, seed=7)
    earlier = GameRecord(later.game_id, later.setup, later.seats, later.actions[:5])
    saves.autosave(later, {"finished": False})
    kept = saves.keep_replaced_autosave(earlier, _stamp)
    assert kept is not None and saves.load(kept).record.actions == later.actions


def test_no_autosave_a_damaged_one_or_a_newer_version_s():
    new, _ = play(3, seed=8)
    assert saves.keep_replaced_autosave(new, _stamp) is None
    write_raw("autosave", b'{"kind": "tabletop-save", "schema_ver')
    moved = saves.keep_replaced_autosave(new, _stamp)
    assert isinstance(moved, Path) and moved.parent == saves.damaged_dir()  # set aside, and said where
    assert len(damaged_files()) == 1 and not (saves_dir() / "autosave.json").exists()
    doc = json.loads(json.dumps({"schema_version": saves.SCHEMA_VERSION + 1, "kind": saves.KIND,
                                 "saved_at": "2026-01-02T03:04:05.000Z", "game": "ref", "slot": "autosave",
                                 "meta": {}, "record": {"anything": 1}}))
    write_raw("autosave", json.dumps(doc))
    kept = saves.keep_replaced_autosave(new, _stamp)
    assert kept == "ref game 2026-01-02"
    assert json.loads((saves_dir() / f"{kept}.json").read_text("utf-8"))["schema_version"] == saves.SCHEMA_VERSION + 1
    del doc["game"]  # a newer format need not name its game where this one does
    write_raw("autosave", json.dumps(doc))
    assert saves.keep_replaced_autosave(new, _stamp) == "game 2026-01-02"


@pytest.mark.parametrize("text, expected", [
    ("Saboteur: The Lost Mines 2026-11-28", "Saboteur The Lost Mines 2026-11-28"),
    ("x" * 50, "x" * 36),
    ("ロストシティ・ボードゲーム 2026-11-28 05-35", "ロストシティ ボードゲーム 2026-11-28 05-35"),
    ("autosave", "autosave (2)"),
    (":::", "game"),
])
def test_free_slot_name_makes_any_text_a_valid_unused_name(text, expected):
    name = saves.free_slot_name(text)
    assert name == expected and saves.validate_slot(name) == name
