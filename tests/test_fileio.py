import json
import os

import pytest
from hypothesis import given, settings, strategies as st

from tabletop.fileio import (
    JsonFileError,
    atomic_write_text,
    is_temp_name,
    json_depth_exceeds,
    move_aside,
    parse_json_bytes,
    read_json_limited,
)


def true_depth(value) -> int:
    if isinstance(value, list):
        return 1 + max((true_depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((true_depth(v) for v in value.values()), default=0)
    return 0


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(alphabet='ab[]{}"\\ \n'),
    lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.text(alphabet='k[{"\\', max_size=3), kids, max_size=3),
    max_leaves=30,
)


@settings(max_examples=300, deadline=None)
@given(json_values, st.integers(0, 8))
def test_depth_check_matches_real_depth(value, limit):
    data = json.dumps(value).encode()
    assert json_depth_exceeds(data, limit) == (true_depth(value) > limit)


def test_depth_check_on_hostile_input():
    assert json_depth_exceeds(b"[" * 1_000_000, 64)
    assert json_depth_exceeds(b"[" * 100_000 + b"]" * 100_000, 64)
    assert json_depth_exceeds(b'{"a":' * 100 + b"1" + b"}" * 100, 64)
    # brackets inside strings do not count
    assert not json_depth_exceeds(json.dumps(["[" * 1000, "{{{{" * 100]).encode(), 2)
    assert not json_depth_exceeds(b"[" * 64 + b"]" * 64, 64)
    assert json_depth_exceeds(b"[" * 65 + b"]" * 65, 64)


def test_parse_rejects_deep_nan_and_bad_utf8():
    with pytest.raises(JsonFileError) as e:
        parse_json_bytes(b"[" * 1_000_000)
    assert e.value.reason == "too_deep"
    with pytest.raises(JsonFileError) as e:
        parse_json_bytes(b'{"x": NaN}')
    assert e.value.reason == "bad_json"
    with pytest.raises(JsonFileError) as e:
        parse_json_bytes(b'{"x": "\xff"}')
    assert e.value.reason == "not_utf8"
    with pytest.raises(JsonFileError) as e:
        parse_json_bytes(b'{"x": 1')
    assert e.value.reason == "bad_json" and "line 1" in str(e.value)
    assert parse_json_bytes('{"名": [1, 2.5, null]}'.encode()) == {"名": [1, 2.5, None]}


def test_read_json_limited_size_cap_and_missing(tmp_path):
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(2 * 2**20)  # sparse: instant
    with pytest.raises(JsonFileError) as e:
        read_json_limited(big, 2**20)
    assert e.value.reason == "too_big" and "MiB" in str(e.value)
    with pytest.raises(JsonFileError) as e:
        read_json_limited(tmp_path / "nope.json", 2**20)
    assert e.value.reason == "missing"
    with pytest.raises(JsonFileError) as e:
        read_json_limited(tmp_path, 2**20)
    assert e.value.reason == "unreadable"


def test_atomic_write_replaces_and_leaves_no_temp(tmp_path):
    p = tmp_path / "sub" / "f.json"
    atomic_write_text(p, "one")
    atomic_write_text(p, "two ✓")
    assert p.read_text(encoding="utf-8") == "two ✓"
    assert os.listdir(p.parent) == ["f.json"]


def test_atomic_write_failure_keeps_old_file_and_removes_temp(tmp_path, monkeypatch):
    p = tmp_path / "f.json"
    atomic_write_text(p, "old")

    def boom(*a):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        atomic_write_text(p, "new")
    assert p.read_text() == "old"
    assert os.listdir(tmp_path) == ["f.json"]


def test_temp_names_are_recognized(tmp_path):
    assert is_temp_name(".slot.json.abc123.tmp")
    assert not is_temp_name("slot.json")
    assert not is_temp_name(".hidden.json")


def test_move_aside_never_overwrites(tmp_path):
    dest = tmp_path / "aside"
    moved = []
    for i in range(3):  # same second, same name: must still get three names
        src = tmp_path / "x.json"
        src.write_text(f"content {i}")
        moved.append(move_aside(src, dest))
        assert not src.exists()
    assert len(set(moved)) == 3
    assert [m.read_text() for m in moved] == ["content 0", "content 1", "content 2"]
    assert all(m.name.startswith("x.json.damaged-") for m in moved)


def test_move_aside_without_hard_links(tmp_path, monkeypatch):
    def no_link(*a, **k):
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_link)
    a = tmp_path / "a.json"
    a.write_text("1")
    m1 = move_aside(a)
    a.write_text("2")
    m2 = move_aside(a)
    assert m1 != m2 and m1.read_text() == "1" and m2.read_text() == "2"
