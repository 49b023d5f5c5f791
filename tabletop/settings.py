"""User settings, stored as JSON in ``paths.config_dir()/settings.json``.

Loading never fails: a missing file gives defaults; a file that cannot be used (unreadable,
not JSON, a folder, ...) is moved aside to ``settings.json.damaged-<UTC timestamp>`` and
defaults are used, with a message in :attr:`Settings.load_warning` and a notice for the player
(:func:`tabletop.fileio.notice`). One that could not be moved, or that a newer tabletop wrote,
is never written over (:attr:`Settings.keep_file`). Unknown keys are ignored and each invalid
value is replaced by its default on its own.

``anim_speed`` is a multiplier on animation speed chosen from :data:`ANIM_SPEEDS`:
``0`` means *instant* (no animation), ``0.5`` half speed, ``1.0`` normal, ``1.5`` and
``2.0`` faster: it times the animations of your own moves. ``ai_pace`` (one of
:data:`AI_PACES`) is how fast the other seats' turns play out, step by step, so you can
follow them; ``one_click_play`` lets a single click play a card that has one place to go
(off: a click only selects the card and shows what it would do).
"""

from __future__ import annotations

import json
import logging
import math
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from . import paths
from .engine.i18n import LANGS, lang_from_locale
from .engine.record import SEAT_KINDS
from . import file_text  # noqa: F401  (registers the "files" messages)
from .fileio import atomic_write_text, load_json_or_set_aside, notice

log = logging.getLogger(__name__)

FILENAME = "settings.json"
ANIM_SPEEDS = (0.0, 0.5, 1.0, 1.5, 2.0)
AI_PACES = ("slow", "normal", "fast", "instant")
MAX_BYTES = 1 * 2**20
MAX_DEPTH = 32
MAX_NAME_LEN = 64
MAX_SEATS = 16
FORMAT_VERSION = 1
#: a remembered window outside these is not reopened; the window's least size (the 1280x720
#: canvas scaled down, for a small desktop)
MIN_WINDOW = (640, 360)
MAX_WINDOW = 16384


@dataclass
class Settings:
    lang: str = field(default_factory=lang_from_locale)
    volume: float = 0.6
    muted: bool = False
    anim_speed: float = 1.0
    ai_pace: str = "normal"
    one_click_play: bool = False
    fullscreen: bool = False
    #: game id -> seats of the last new game: ``[{"name": ..., "kind": ...}, ...]``
    last_seats: dict[str, list[dict]] = field(default_factory=dict)
    #: game id -> option values of the last new game
    last_options: dict[str, dict] = field(default_factory=dict)
    #: the window's size when the app last closed (not full screen): ``[w, h]``, or None
    window_size: list[int] | None = None
    #: set by :func:`load_settings` when the file was damaged (not saved)
    load_warning: str | None = field(default=None, compare=False)
    #: set by :func:`load_settings` when the file on disk must not be written over (it could not
    #: be read nor moved aside, or a newer tabletop wrote it): :func:`save_settings` then refuses
    keep_file: bool = field(default=False, compare=False)

    def to_json(self) -> dict:
        clean = from_json(self.__dict__)  # never write an invalid value
        out = {"version": FORMAT_VERSION}
        for f in fields(self):
            if f.name not in ("load_warning", "keep_file"):
                out[f.name] = getattr(clean, f.name)
        return out


def _valid_lang(v: Any) -> bool:
    return isinstance(v, str) and v in LANGS


def _valid_volume(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and 0.0 <= v <= 1.0


def _valid_bool(v: Any) -> bool:
    return isinstance(v, bool)


def _valid_window(v: Any) -> bool:
    return (isinstance(v, list) and len(v) == 2 and all(isinstance(x, int) and not isinstance(x, bool) for x in v)
            and MIN_WINDOW[0] <= v[0] <= MAX_WINDOW and MIN_WINDOW[1] <= v[1] <= MAX_WINDOW)


def _valid_speed(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and v in ANIM_SPEEDS


def _clean_seats(value: Any) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    if not isinstance(value, dict):
        return out
    for game, seats in value.items():
        if not isinstance(game, str) or not isinstance(seats, list) or not 0 < len(seats) <= MAX_SEATS:
            continue
        clean = []
        for seat in seats:
            if not isinstance(seat, dict):
                break
            name, kind = seat.get("name"), seat.get("kind")
            if not isinstance(name, str) or not isinstance(kind, str) or len(name) > MAX_NAME_LEN:
                break
            if kind not in SEAT_KINDS:
                break
            clean.append({"name": name, "kind": kind})
        else:
            out[game] = clean
    return out


def _scalar(v: Any) -> bool:
    if isinstance(v, float):
        return math.isfinite(v)
    return v is None or isinstance(v, (bool, int, str))


def _clean_options(value: Any) -> dict[str, dict]:
    out: dict[str, dict] = {}
    if not isinstance(value, dict):
        return out
    for game, opts in value.items():
        if isinstance(game, str) and isinstance(opts, dict):
            if all(isinstance(k, str) and _scalar(v) for k, v in opts.items()):
                out[game] = dict(opts)
    return out


_CHECKS = {
    "lang": _valid_lang,
    "volume": _valid_volume,
    "muted": _valid_bool,
    "anim_speed": _valid_speed,
    "ai_pace": lambda v: isinstance(v, str) and v in AI_PACES,
    "one_click_play": _valid_bool,
    "fullscreen": _valid_bool,
    "window_size": _valid_window,
}


def from_json(data: Any) -> Settings:
    """Settings from a parsed JSON object: unknown keys ignored, bad values -> defaults."""
    s = Settings()
    if not isinstance(data, dict):
        return s
    for key, ok in _CHECKS.items():
        if key in data and ok(data[key]):
            value = data[key]
            if key in ("volume", "anim_speed"):
                value = float(value)
            elif key == "window_size":
                value = list(value)
            setattr(s, key, value)
    s.last_seats = _clean_seats(data.get("last_seats"))
    s.last_options = _clean_options(data.get("last_options"))
    return s


def settings_path() -> Path:
    return paths.config_dir() / FILENAME


def load_settings() -> Settings:
    """Read the settings file; never raises (see the module docstring)."""
    path = settings_path()
    data, aside = load_json_or_set_aside(path, MAX_BYTES, MAX_DEPTH, valid=lambda d: isinstance(d, dict))
    if aside is not None:
        s = Settings()
        if aside.moved is not None:
            s.load_warning = f"{aside.detail}; default settings are used (the old file was kept as {aside.moved.name})"
            notice("settings_set_aside", name=aside.moved.name)
        else:
            s.load_warning = f"{aside.detail}; default settings are used and the file is left as it is"
            s.keep_file = True
            notice("settings_kept")
        return s
    if data is None:
        return Settings()
    s = from_json(data)
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        s.keep_file = True
        s.load_warning = f"the settings were written by a newer version (format {version}); they are not saved over"
        notice("settings_newer")
    return s


class SettingsKept(OSError):
    """:func:`save_settings` refused: the file on disk is one this run must not write over."""


def save_settings(s: Settings) -> Path:
    """Write ``s`` atomically (invalid values are written as their defaults). Raises
    :class:`SettingsKept` (an ``OSError``) when ``s.keep_file`` says not to."""
    if s.keep_file:
        raise SettingsKept("the settings file is kept as it is")
    text = json.dumps(s.to_json(), ensure_ascii=False, indent=2, allow_nan=False) + "\n"
    return atomic_write_text(settings_path(), text)
