import json
import os

import pytest

from tabletop import paths
from tabletop.settings import ANIM_SPEEDS, Settings, load_settings, save_settings, settings_path


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    for var in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    return tmp_path / "home"


def write_raw(text):
    p = settings_path()
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")
    return p


def test_path_is_under_tabletop_home(home):
    assert settings_path() == home / "config" / "settings.json"
    assert paths.config_dir() == home / "config"


def test_missing_file_gives_defaults_and_no_warning():
    s = load_settings()
    assert s == Settings(lang="en")
    assert (s.volume, s.muted, s.anim_speed, s.fullscreen) == (0.6, False, 1.0, False)
    assert s.last_seats == {} and s.last_options == {}
    assert s.load_warning is None
    assert not settings_path().exists()  # loading never creates the file


def test_default_language_follows_the_locale(monkeypatch):
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert load_settings().lang == "ja"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert load_settings().lang == "en"


def test_round_trip_keeps_every_value():
    s = Settings(
        lang="ja", volume=0.25, muted=True, anim_speed=0.0, fullscreen=True,
        last_seats={"ref": [{"name": "あんな", "kind": "human"}, {"name": "CPU", "kind": "hard"}]},
        last_options={"ref": {"target": 7, "variant": "short", "fast": True}},
        window_size=[1600, 900],
    )
    save_settings(s)
    loaded = load_settings()
    assert loaded == s
    assert loaded.load_warning is None
    # human-readable, UTF-8, no temp files left behind
    text = settings_path().read_text(encoding="utf-8")
    assert "あんな" in text
    assert os.listdir(settings_path().parent) == ["settings.json"]


def test_every_anim_speed_round_trips():
    for speed in ANIM_SPEEDS:
        save_settings(Settings(lang="en", anim_speed=speed))
        assert load_settings().anim_speed == speed
    assert 0.0 in ANIM_SPEEDS and 1.0 in ANIM_SPEEDS


@pytest.mark.parametrize("text", ["{not json", "", "\x00\x01garbage", "[" * 100_000, '{"lang": "en"', "\xff"])
def test_corrupt_file_gives_defaults_warning_and_is_moved_aside(text):
    p = write_raw(text)
    original = p.read_bytes()
    s = load_settings()
    assert s == Settings(lang="en")
    assert s.load_warning and "default" in s.load_warning
    assert not p.exists()
    moved = [f for f in os.listdir(p.parent) if f.startswith("settings.json.damaged-")]
    assert len(moved) == 1
    assert moved[0] in s.load_warning
    assert (p.parent / moved[0]).read_bytes() == original  # kept, byte for byte


def test_not_an_object_is_damaged():
    p = write_raw("[1, 2, 3]")
    s = load_settings()
    assert s.load_warning
    assert not p.exists()


def test_two_damaged_files_in_a_row_never_overwrite_each_other():
    write_raw("{bad 1")
    load_settings()
    write_raw("{bad 2")
    load_settings()
    moved = sorted(f for f in os.listdir(settings_path().parent) if "damaged" in f)
    assert len(moved) == 2
    contents = {(settings_path().parent / f).read_text() for f in moved}
    assert contents == {"{bad 1", "{bad 2"}


def test_unknown_keys_ignored_and_bad_values_replaced_one_by_one():
    write_raw(json.dumps({
        "lang": "fr",              # bad -> locale default
        "volume": 0.3,             # good
        "muted": "yes",            # bad -> False
        "anim_speed": 0.7,         # not one of ANIM_SPEEDS -> 1.0
        "fullscreen": True,        # good
        "future_option": {"x": 1},  # unknown -> ignored
        "last_seats": {
            "ref": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "easy"}],
            "bad1": [{"name": "A", "kind": "wizard"}],
            "bad2": "nope",
            "bad3": [],
        },
        "last_options": {"ref": {"n": 3}, "bad": {"nested": {"x": 1}}, "bad2": 5},
    }))
    s = load_settings()
    assert s.load_warning is None
    assert settings_path().exists()  # individually bad values do not move the file
    assert s.lang == "en"
    assert s.volume == 0.3
    assert s.muted is False
    assert s.anim_speed == 1.0
    assert s.fullscreen is True
    assert s.last_seats == {"ref": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "easy"}]}
    assert s.last_options == {"ref": {"n": 3}}
    assert not hasattr(s, "future_option")


@pytest.mark.parametrize("volume", [-0.1, 1.5, True, "0.5", None, 1e400])
def test_bad_volume_falls_back(volume):
    write_raw(json.dumps({"volume": volume}) if volume != 1e400 else '{"volume": 1e400}')
    assert load_settings().volume == 0.6


def test_volume_bounds_are_accepted():
    write_raw('{"volume": 0, "anim_speed": 2}')
    s = load_settings()
    assert s.volume == 0.0 and isinstance(s.volume, float)
    assert s.anim_speed == 2.0


def test_saving_never_writes_invalid_values():
    s = Settings(lang="xx", volume=7.0, anim_speed=3.0, last_seats={"g": "bad"})
    save_settings(s)
    data = json.loads(settings_path().read_text(encoding="utf-8"))
    assert data["lang"] == "en" and data["volume"] == 0.6 and data["anim_speed"] == 1.0
    assert data["last_seats"] == {}
    assert "load_warning" not in data


def test_save_replaces_previous_file_atomically():
    save_settings(Settings(lang="en", volume=0.1))
    save_settings(Settings(lang="en", volume=0.9))
    assert load_settings().volume == 0.9
    assert sorted(os.listdir(settings_path().parent)) == ["settings.json"]


@pytest.mark.parametrize("bad", [[600, 900], [1000, 300], [1600], [1600.0, 900], [True, 900], "1600x900", [1600, 10**6], None])
def test_a_remembered_window_size_that_cannot_be_reopened_is_forgotten(bad):
    write_raw(json.dumps({"window_size": bad, "volume": 0.3}))
    s = load_settings()
    assert s.window_size is None and s.volume == 0.3
