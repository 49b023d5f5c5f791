import json
import os

import pytest

from tabletop import stats
from tabletop.engine.record import Seat


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


SEATS = (Seat("Anna", "human"), Seat("CPU 1", "normal"), Seat("CPU 2", "hard"))


def test_empty_when_no_file(home):
    assert stats.stats_path() == home / "data" / "stats.json"
    assert stats.load_stats() == {}


def test_counts_wins_best_score_and_last_played():
    stats.record_result("ref", SEATS, [1, 2, 3], [10, 5, 1])
    stats.record_result("ref", SEATS, [3, 1, 2], [2, 9, 4])
    e = stats.record_result("ref", SEATS, [2, 1, 1], [14, 20, 20])  # tie for first between AIs
    assert e == stats.load_stats()["ref"]
    assert e["played"] == 3 and e["finished"] == 3
    assert e["wins"] == {"human": 1, "normal": 2, "hard": 1}
    assert e["human_wins"] == 1
    assert e["best_score"] == 14  # best *human* score
    assert e["last_played"].endswith("Z")


def test_ties_for_first_count_for_each_winner():
    e = stats.record_result("ref", SEATS[:2], [1, 1], [3, 3])
    assert e["wins"] == {"human": 1, "normal": 1}


def test_abandoned_game_counts_as_played_only():
    stats.record_result("ref", SEATS, None, [50, 0, 0], finished=False)
    e = stats.load_stats()["ref"]
    assert e["played"] == 1 and e["finished"] == 0
    assert e["wins"] == {} and e["best_score"] is None


def test_games_are_kept_apart_and_seats_may_be_dicts():
    stats.record_result("a", [{"name": "X", "kind": "human"}], [1], [3.5])
    stats.record_result("b", SEATS, [2, 1, 3], [1, 2, 3])
    all_stats = stats.load_stats()
    assert set(all_stats) == {"a", "b"}
    assert all_stats["a"]["best_score"] == 3.5 and all_stats["a"]["human_wins"] == 1
    assert all_stats["b"]["human_wins"] == 0 and all_stats["b"]["best_score"] == 1


def test_ai_only_game_has_no_best_score():
    e = stats.record_result("ref", [Seat("A", "easy"), Seat("B", "hard")], [1, 2], [9, 3])
    assert e["best_score"] is None and e["wins"] == {"easy": 1}


@pytest.mark.parametrize("text", ["{oops", "[]", '{"games": 3}', "[" * 50_000, "\xfe\xff"])
def test_corrupt_file_is_moved_aside_and_counting_restarts(text):
    p = stats.stats_path()
    p.parent.mkdir(parents=True)
    p.write_text(text, encoding="latin-1")
    original = p.read_bytes()
    assert stats.load_stats() == {}
    aside = [f for f in os.listdir(p.parent) if f.startswith("stats.json.damaged-")]
    assert len(aside) == 1 and (p.parent / aside[0]).read_bytes() == original
    e = stats.record_result("ref", SEATS, [1, 2, 3], [1, 1, 1])
    assert e["played"] == 1
    assert json.loads(p.read_text())["games"]["ref"]["played"] == 1


def test_bad_entries_are_cleaned_not_fatal():
    p = stats.stats_path()
    p.parent.mkdir(parents=True)
    p.write_text(json.dumps({"version": 1, "games": {
        "ref": {"played": -4, "finished": "x", "wins": {"human": 2, "bad": "z"}, "best_score": "high",
                "last_played": "yesterday"},
        "other": "not an entry",
    }}))
    s = stats.load_stats()
    assert s["ref"] == {"played": 0, "finished": 0, "wins": {"human": 2}, "human_wins": 2,
                        "best_score": None, "last_played": None}
    assert s["other"] == stats.empty_entry()
    assert p.exists()  # individually bad values do not move the file


def test_write_failure_is_not_fatal(home, monkeypatch):
    def refuse(path, text):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(stats, "atomic_write_text", refuse)
    e = stats.record_result("ref", SEATS, [1, 2, 3], [1, 2, 3])
    assert e["played"] == 1
    assert stats.load_stats() == {}
