"""Saved games: one JSON file per slot in :func:`tabletop.paths.saves_dir`.

A save file holds the game record (setup, seats, actions), never a pickled state::

    {"schema_version": 1, "kind": "tabletop-save", "app_version": "0.1.0",
     "saved_at": "2025-01-02T03:04:05.678Z", "game": "ref", "slot": "autosave",
     "meta": {"turn": 12, "players": ["Anna", "CPU 1"], "summary": "..."},
     "record": {...GameRecord.to_json()...}}

Writes are atomic (:func:`tabletop.fileio.atomic_write_text`). Loading checks size,
nesting, JSON, format version, kind, game, the record and then replays every action.
A file that fails those checks is *damaged*: :func:`load` moves it to
``saves/damaged/`` under a unique timestamped name (content untouched) and raises
:class:`SaveError`. A save from a newer tabletop or for a game this version does not
have is not damaged and stays where it is.

Slot names are what people type in the save dialog: 1-40 letters (any script), digits,
spaces, ``-``, ``_``, ``(`` and ``)`` (also their full-width forms). They can never name a file outside the folder.
"""

from __future__ import annotations

import json
import logging
import os
import time
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Mapping

from . import __version__, paths
from .engine import registry
from .engine.contract import GameError, State
from .engine.i18n import tr
from .engine.record import GameRecord, RecordError, replay
from . import save_text  # noqa: F401  (registers the "saves" messages)
from .fileio import (
    JsonFileError,
    atomic_write_text,
    fsync_dir,
    is_temp_name,
    move_aside,
    read_json_limited,
)

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1
KIND = "tabletop-save"
AUTOSAVE = "autosave"
SUFFIX = ".json"
DAMAGED_DIR = "damaged"
MAX_BYTES = 16 * 2**20
MAX_DEPTH = 64
MAX_SLOT_LEN = 40
#: stray temp files older than this are removed by :func:`list_saves`
STALE_TEMP_SECONDS = 600

#: ASCII and full-width forms (Japanese input methods type the latter)
_SLOT_PUNCT = frozenset(" -_()\u3000（）－＿")
_TRIM = " \u3000"
_RESERVED = frozenset(
    ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"]
    + [f"COM{i}" for i in range(10)]
    + [f"LPT{i}" for i in range(10)]
    + ["COM¹", "COM²", "COM³", "LPT¹", "LPT²", "LPT³"]
)


def message(code: str, params: Mapping, lang: str = "en") -> str:
    """A save message (:mod:`tabletop.save_text`) in ``lang``."""
    return tr("saves", code, lang, **params)


def error_text(exc: BaseException, lang: str) -> str:
    """What went wrong, for the user: a :class:`SaveError` in ``lang``, anything else as it says."""
    return exc.text(lang) if isinstance(exc, SaveError) else str(exc)


class SaveError(Exception):
    """A save could not be written, read or used. The message is for the user: its text is the
    English one, :meth:`text` gives it in another language (``code`` and ``params``).

    ``damaged_path`` is where a damaged file was moved (None if it was left alone).
    """

    def __init__(self, code: str, damaged_path: Path | None = None, **params):
        self.code, self.params, self.damaged_path = code, params, damaged_path
        super().__init__(self.text("en"))

    def text(self, lang: str) -> str:
        out = message(self.code, self.params, lang)
        if self.damaged_path is not None:
            out += message("moved", {"path": self.damaged_path}, lang)
        return out


@dataclass(frozen=True)
class LoadedSave:
    record: GameRecord
    meta: dict
    path: Path
    #: the replayed state (current position of the saved game)
    state: State | None = None


@dataclass(frozen=True)
class SaveInfo:
    slot: str
    path: Path
    game: str | None
    saved_at: datetime
    meta: dict
    #: why this save cannot be loaded (None: it looks fine; the full replay happens in :func:`load`),
    #: in English; ``error_code`` and ``error_params`` give it in another language (:func:`message`)
    error: str | None = None
    error_code: str | None = None
    error_params: dict = field(default_factory=dict)


# -- slot names ----------------------------------------------------------------------

def validate_slot(name: Any) -> str:
    """Return the normalized (NFC, trimmed) slot name or raise :class:`SaveError`."""
    if not isinstance(name, str):
        raise SaveError("name_text")
    name = unicodedata.normalize("NFC", name).strip(_TRIM)
    if not name:
        raise SaveError("name_empty")
    if len(name) > MAX_SLOT_LEN:
        raise SaveError("name_long", n=MAX_SLOT_LEN)
    for ch in name:
        if ch in _SLOT_PUNCT:
            continue
        cat = unicodedata.category(ch)
        if cat[0] in "LMN":
            continue
        if cat[0] == "C":
            raise SaveError("name_control")
        if ch in "/\\":
            raise SaveError("name_slash")
        if ch == ".":
            raise SaveError("name_dot")
        raise SaveError("name_char", ch=repr(ch))
    if name.upper() in _RESERVED:
        raise SaveError("name_windows", name=repr(name))
    return name


def slot_path(name: str) -> Path:
    """The file of slot ``name`` (validated), guaranteed to be directly inside the saves folder."""
    name = validate_slot(name)
    folder = paths.saves_dir()
    path = folder / f"{name}{SUFFIX}"
    try:
        outside = path.resolve().parent != folder.resolve()
    except (OSError, RuntimeError):  # a symlink loop: the name itself is still in the folder
        outside = False
    if outside:
        raise SaveError("name_outside", name=repr(name))
    return path


# -- writing -------------------------------------------------------------------------

def default_meta(record: Any) -> dict:
    return {
        "turn": len(record.actions),
        "players": [seat.name for seat in record.seats],
        "summary": "",
    }


def _clean_meta(meta: Any, record: Any | None) -> dict:
    """Known meta keys with the right types; anything else falls back to the record."""
    out = default_meta(record) if record is not None else {"turn": 0, "players": [], "summary": ""}
    if not isinstance(meta, Mapping):
        return out
    for key, value in meta.items():
        if not isinstance(key, str):
            continue
        if key == "turn":
            if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
                out["turn"] = value
        elif key == "players":
            if isinstance(value, list) and all(isinstance(p, str) for p in value):
                out["players"] = list(value)
        elif key == "summary":
            if isinstance(value, str):
                out["summary"] = value
        else:
            out[key] = value
    return out


def _now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _write(slot: str, path: Path, record: Any, meta: Mapping | None) -> Path:
    doc = {
        "schema_version": SCHEMA_VERSION,
        "kind": KIND,
        "app_version": __version__,
        "saved_at": _now_iso(),
        "game": record.game_id,
        "slot": slot,
        "meta": _clean_meta(meta, record),
        "record": record.to_json(),
    }
    try:
        text = json.dumps(doc, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError) as e:
        raise SaveError("not_storable", detail=str(e)) from None
    if len(text) > MAX_BYTES // 4 and len(text.encode("utf-8")) > MAX_BYTES:
        raise SaveError("too_big_to_save")
    try:
        return atomic_write_text(path, text)
    except OSError as e:
        raise SaveError("write_failed", folder=str(path.parent), detail=str(e.strerror or e)) from None


def autosave(record: Any, meta: Mapping | None = None) -> Path:
    """Write the ``autosave`` slot (after every applied action: compact JSON, one write)."""
    return _write(AUTOSAVE, slot_path(AUTOSAVE), record, meta)


def free_slot_name(text: str) -> str:
    """A slot name no save has yet, made from ``text`` (a title and a time, say): characters a
    slot name cannot hold become spaces, the text is cut to fit with room for " (2)"."""
    text = unicodedata.normalize("NFC", text)
    kept = []
    for ch in text:
        try:
            validate_slot(ch)
        except SaveError:
            ch = " "
        kept.append(ch)
    base = " ".join("".join(kept).split())[: MAX_SLOT_LEN - 4].strip(_TRIM) or "game"
    name, n = base, 1
    while name.casefold() == AUTOSAVE or slot_path(name).exists():
        n += 1
        name = f"{base} ({n})"
    return name


class AutosaveKept(SaveError):
    """The autosave could not be read nor moved aside: it must not be written over."""


def keep_replaced_autosave(record: GameRecord, name_for: Callable[[str, datetime], str]) -> str | Path | None:
    """Before ``record``'s game takes the autosave slot: if the slot holds an unfinished game
    that ``record`` does not continue (another game, or the same one at another point), keep
    that game as a named save so starting or loading a game never loses one.
    ``name_for(game_id, saved_at)`` gives the text of the new slot's name (:func:`free_slot_name`
    makes it fit). Returns the kept slot's name; or, for an autosave that cannot be used
    (damaged, unreadable, not a file), the :class:`Path` it was moved to (``saves/damaged/``);
    or None when nothing needed keeping. Raises :class:`AutosaveKept` when an unusable autosave
    could not be moved aside (it must then not be written over), :class:`OSError` when the kept
    copy cannot be written."""
    path = slot_path(AUTOSAVE)
    try:
        data = read_json_limited(path, MAX_BYTES, MAX_DEPTH)
        _check_header(data)
        _spec_for(data["game"])
        old = _parse_record(data)
    except JsonFileError as e:
        if e.reason == "missing":
            return None
        return _set_autosave_aside(path, str(e))
    except _Damaged as e:
        return _set_autosave_aside(path, str(e))
    except _Unusable:
        old = None  # a newer version's game, or one this version lacks: keep it as it is
    meta = _clean_meta(data.get("meta"), old)
    if old is not None:
        if meta.get("finished") is True or not old.actions:
            return None  # over, or not begun: nothing to lose
        if (old.game_id == record.game_id and old.setup == record.setup and old.seats == record.seats
                and record.actions[: len(old.actions)] == old.actions):
            return None  # the same game going on
    saved_at = _saved_at(data) or _mtime(path) or datetime.now(timezone.utc)
    game = data.get("game") if isinstance(data.get("game"), str) else "?"  # a newer save may differ
    name = free_slot_name(name_for(game, saved_at))
    data["slot"] = name
    atomic_write_text(slot_path(name), json.dumps(data, ensure_ascii=False, separators=(",", ":")))
    return name


def _set_autosave_aside(path: Path, reason: str) -> Path:
    try:
        return quarantine(path, reason)
    except (OSError, RuntimeError) as e:
        log.warning("the autosave %s cannot be used (%s) nor moved aside: %s", path, reason, e)
        raise AutosaveKept("unreadable", detail=reason) from None


def _mtime(path: Path) -> datetime | None:
    try:
        return _representable(datetime.fromtimestamp(path.stat().st_mtime, timezone.utc))
    except (OSError, OverflowError, ValueError):
        return None


def save_name(slot_name: Any) -> str:
    """The slot a player's name for a save becomes, or :class:`SaveError` (an invalid name,
    or the automatic saves' own)."""
    slot = validate_slot(slot_name)
    if slot.casefold() == AUTOSAVE:
        raise SaveError("name_autosave", name=repr(AUTOSAVE))
    return slot


def save(slot_name: str, record: Any, meta: Mapping | None = None) -> Path:
    """Save ``record`` to the slot ``slot_name`` (replacing it); raise :class:`SaveError`."""
    slot = save_name(slot_name)
    return _write(slot, slot_path(slot), record, meta)


# -- reading -------------------------------------------------------------------------

class _Coded(Exception):
    """Internal: a reason with its message code (:mod:`tabletop.save_text`); English text."""

    def __init__(self, code: str, **params):
        self.code, self.params = code, params
        super().__init__(message(code, params))


#: the codes of saves that are sound but not for this version (left where they are)
UNUSABLE = frozenset(("newer", "unknown_game"))


class _Damaged(_Coded):
    """Internal: the file is damaged (moved aside by load)."""


class _Unusable(_Coded):
    """Internal: the file is fine but cannot be used by this version (left alone)."""


def _check_header(data: Any) -> None:
    if not isinstance(data, dict):
        raise _Damaged("not_a_save")
    if data.get("kind") != KIND:
        raise _Damaged("not_tabletop")
    version = data.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise _Damaged("bad_version", version=repr(version))
    if version > SCHEMA_VERSION:
        raise _Unusable("newer", version=version)
    if version < 1:
        raise _Damaged("bad_version", version=repr(version))
    game = data.get("game")
    if not isinstance(game, str) or not game:
        raise _Damaged("no_game")
    if not isinstance(data.get("record"), dict):
        raise _Damaged("no_record")


def _spec_for(game: str) -> Any:
    try:
        return registry.get(game)
    except KeyError:
        raise _Unusable("unknown_game", game=game) from None


def _parse_record(data: dict) -> GameRecord:
    try:
        record = GameRecord.from_json(data["record"])
    except (RecordError, GameError) as e:
        raise _Damaged("bad_record", detail=str(e)) from None
    if record.game_id != data["game"]:
        raise _Damaged("wrong_game", said=repr(data["game"]), held=repr(record.game_id))
    return record


def _saved_at(data: Any) -> datetime | None:
    value = data.get("saved_at") if isinstance(data, dict) else None
    if not isinstance(value, str):
        return None
    try:
        dt = datetime.fromisoformat(value)
    except ValueError:
        return None
    return _representable(dt if dt.tzinfo else dt.replace(tzinfo=timezone.utc))


def _representable(dt: datetime) -> datetime | None:
    """``dt`` if it can be shown in local time (a bit flip can make 2026 year 0026 or 9026:
    near year 1 or 9999, ``astimezone`` overflows), else None."""
    try:
        dt.astimezone()
        dt.timestamp()
    except (OverflowError, ValueError, OSError):
        return None
    return dt


def _resolve_target(slot_or_path: str | os.PathLike) -> Path:
    if isinstance(slot_or_path, str):
        return slot_path(slot_or_path)
    if isinstance(slot_or_path, os.PathLike):
        return Path(slot_or_path)
    raise SaveError("slot_or_path")


def _inside_saves(path: Path) -> bool:
    try:
        return path.resolve().parent == paths.saves_dir().resolve()
    except (OSError, RuntimeError):  # RuntimeError: a symlink loop
        return False


def load(slot_or_path: str | os.PathLike) -> LoadedSave:
    """Load and fully check a save.

    A ``str`` is a slot name; a :class:`~pathlib.Path` (any ``PathLike``) is a file. A damaged
    file inside the saves folder is moved to ``saves/damaged/`` before :class:`SaveError` is
    raised (files elsewhere are only reported).
    """
    path = _resolve_target(slot_or_path)

    try:
        try:
            data = read_json_limited(path, MAX_BYTES, MAX_DEPTH)
        except JsonFileError as e:
            if e.reason == "missing":
                raise SaveError("missing", name=repr(_slot_label(path))) from None
            if e.reason == "unreadable":
                raise SaveError("unreadable", detail=str(e)) from None
            raise _Damaged("damaged", detail=str(e)) from None
        _check_header(data)
        spec = _spec_for(data["game"])
        record = _parse_record(data)
        try:
            state = replay(record, spec)
        except (RecordError, GameError) as e:
            raise _Damaged("replay_failed", detail=str(e)) from None
        except Exception as e:  # a bug in the game's rules: report, keep the file where it is
            log.exception("replaying %s failed", path)
            raise SaveError("internal", detail=f"{type(e).__name__}: {e}") from None
    except _Unusable as e:
        raise SaveError(e.code, **e.params) from None
    except _Damaged as e:
        moved = None
        if _inside_saves(path):
            try:
                moved = quarantine(path, str(e))
            except (OSError, RuntimeError):
                log.exception("could not move damaged save %s aside", path)
        raise SaveError(e.code, moved, **e.params) from None
    return LoadedSave(record, _clean_meta(data.get("meta"), record), path, state)


def _slot_label(path: Path) -> str:
    name = path.name
    return unicodedata.normalize("NFC", name[: -len(SUFFIX)] if name.endswith(SUFFIX) else name)


def latest_autosave() -> LoadedSave | None:
    """The autosave, or None if there is none. Raises :class:`SaveError` if it cannot be used
    (a damaged one has been moved aside by then, so the next call returns None)."""
    path = slot_path(AUTOSAVE)
    try:
        os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):  # no autosave (the Load screen says if the folder is odd)
        return None
    except OSError as e:  # the saves folder cannot be searched, or is a file
        raise SaveError("folder_unreadable", folder=str(path.parent), detail=str(e.strerror or e)) from None
    return load(path)


def list_saves() -> list[SaveInfo]:
    """Every ``*.json`` in the saves folder, newest first; broken ones listed with ``error``.

    This only checks the header and record structure (no replay, nothing moved).
    """
    folder = paths.saves_dir()
    try:
        entries = list(os.scandir(folder))
    except FileNotFoundError:
        return []
    except OSError as e:
        raise SaveError("folder_unreadable", folder=str(folder), detail=str(e.strerror or e)) from None
    infos = []
    now = time.time()
    for entry in entries:
        name = entry.name
        if is_temp_name(name):
            _remove_stale_temp(entry, now)
            continue
        if name.startswith(".") or not name.endswith(SUFFIX):
            continue
        try:
            if not entry.is_file():
                continue
            mtime = _representable(datetime.fromtimestamp(entry.stat().st_mtime, timezone.utc))
        except (OSError, OverflowError, ValueError):
            mtime = None
        mtime = mtime or datetime.fromtimestamp(0, timezone.utc)
        path = Path(entry.path)
        infos.append(_info(path, mtime))
    infos.sort(key=lambda i: i.saved_at, reverse=True)
    return infos


def _info(path: Path, mtime: datetime) -> SaveInfo:
    slot = _slot_label(path)
    data = None
    game = None
    try:
        data = read_json_limited(path, MAX_BYTES, MAX_DEPTH)
        _check_header(data)
        game = data["game"]
        _spec_for(game)
        _parse_record(data)
        code, params = None, {}
    except JsonFileError as e:  # one that cannot be read (no permission, a FIFO) is not damaged
        code, params = ("unreadable" if e.reason == "unreadable" else "damaged"), {"detail": str(e)}
    except (_Damaged, _Unusable) as e:
        code, params = e.code, e.params
    except Exception as e:  # never let one odd file break the list
        code, params = "list_failed", {"detail": f"{type(e).__name__}: {e}"}
    if isinstance(data, dict):
        if game is None and isinstance(data.get("game"), str):
            game = data["game"]
        meta = _clean_meta(data.get("meta"), None)
        saved_at = _saved_at(data) or mtime
    else:
        meta, saved_at = {}, mtime
    error = None if code is None else message(code, params)
    return SaveInfo(slot, path, game, saved_at, meta, error, code, params)


def _remove_stale_temp(entry: os.DirEntry, now: float) -> None:
    try:
        if entry.is_file(follow_symlinks=False) and now - entry.stat().st_mtime > STALE_TEMP_SECONDS:
            os.unlink(entry.path)
    except OSError:
        pass


# -- removing ------------------------------------------------------------------------

def delete(slot: str | os.PathLike) -> None:
    """Delete a save (only when the user asks for it): a slot name, or a file the Load screen
    listed (its name need not be a valid slot name: one that is not valid UTF-8, say)."""
    if isinstance(slot, os.PathLike):
        path = Path(slot)
        if not _inside_saves(path) or path.suffix != SUFFIX:
            raise SaveError("name_outside", name=repr(_slot_label(path)))
    else:
        path = slot_path(slot)
    try:
        path.unlink()
    except FileNotFoundError:
        raise SaveError("missing", name=repr(_slot_label(path))) from None
    except OSError as e:
        raise SaveError("delete_failed", detail=str(e.strerror or e)) from None
    fsync_dir(path.parent)


def damaged_dir() -> Path:
    return paths.saves_dir() / DAMAGED_DIR


def quarantine(path: str | os.PathLike, reason: str) -> Path:
    """Move ``path`` into ``saves/damaged/`` under a unique timestamped name keeping the original
    name; write ``reason`` next to it (``<new name>.txt``). Returns the new path. Never overwrites."""
    dest = move_aside(path, damaged_dir())
    log.warning("moved damaged save %s to %s: %s", path, dest, reason)
    try:
        atomic_write_text(dest.with_name(dest.name + ".txt"), f"{reason}\n")
    except OSError:
        pass
    return dest
