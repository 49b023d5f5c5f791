"""Small, careful file helpers shared by saves, settings and statistics.

* :func:`atomic_write_text` never leaves a half-written file under the real name: it
  writes a temp file in the same folder, flushes and fsyncs it, ``os.replace``\\ s it
  over the target and fsyncs the folder where the OS allows. A kill at any moment
  leaves either the old file or the new one (plus, at worst, a stray temp file that
  starts with ``.`` and ends with ``.tmp``).
* :func:`read_json_limited` refuses files over a size cap and JSON nested deeper than
  a limit *before* parsing, so hostile input cannot exhaust memory or the stack.
* :func:`move_aside` renames a broken file to a unique, timestamped name without ever
  overwriting anything.
* :func:`load_json_or_set_aside` is what settings, statistics and lesson progress use: a file
  that cannot be used (damaged, unreadable, a folder, a FIFO, a symlink loop) is moved aside and
  the caller learns whether it may write the file again (never over something it could not read
  and could not move).
* :func:`notice` queues a message for the player (a code of :mod:`tabletop.file_text` and its
  parameters); the app shows them (:func:`take_notices`). Only the lower floors' way to say
  "your file was set aside": no pygame here.

Only regular files are opened (``stat.S_ISREG`` first, then non-blocking, checked again on the
open file), so a FIFO or a device named like a data file never blocks.

Nothing here pickles, marshals or evaluates data: JSON only.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
import tempfile
from dataclasses import dataclass
from array import array
from datetime import datetime, timezone
from itertools import accumulate
from pathlib import Path
from typing import Any

TEMP_SUFFIX = ".tmp"

_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_TO_PARENS = bytes.maketrans(b"[]{}", b"()()")
_TO_STEPS = bytes.maketrans(b"()", b"\x01\xff")  # +1 / -1 as signed bytes


class JsonFileError(Exception):
    """A JSON file that cannot be used. ``reason`` is one of
    ``"missing"``, ``"unreadable"`` (no permission, a symlink loop, an I/O error; also not a
    regular file: a folder, a FIFO, a device), ``"too_big"``, ``"not_utf8"``, ``"too_deep"``,
    ``"bad_json"``;
    the message is for people."""

    def __init__(self, reason: str, message: str):
        super().__init__(message)
        self.reason = reason


def is_temp_name(name: str) -> bool:
    """True for the names :func:`atomic_write_text` uses for its temp files."""
    return name.startswith(".") and name.endswith(TEMP_SUFFIX)


def atomic_write_text(path: str | os.PathLike, text: str) -> Path:
    """Replace ``path`` with ``text`` (UTF-8) atomically; create the folder if needed."""
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8")
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_dir(folder)
    return path


def fsync_dir(folder: str | os.PathLike) -> None:
    """Make a rename in ``folder`` durable (a no-op where folders cannot be opened, e.g. Windows)."""
    try:
        dfd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)


def json_depth_exceeds(data: bytes, max_depth: int) -> bool:
    """Is any array/object in ``data`` nested deeper than ``max_depth``?

    Cheap and non-recursive: string literals are cut out and everything but brackets is
    dropped; a run of ``max_depth + 1`` openers answers at once; otherwise a few passes
    of ``bytes.replace`` peel off innermost ``()`` pairs (one nesting level each) and the
    rest is measured as the largest running sum of +1/-1 (at C speed). For unbalanced
    input (invalid JSON anyway) the answer is a safe overestimate.
    """
    if data.count(b"[") + data.count(b"{") <= max_depth:
        return False
    if b'"' in data:
        data = _STRING.sub(b"", data)
    s = data.translate(_TO_PARENS, _NOT_BRACKETS)
    if b"(" * (max_depth + 1) in s:
        return True
    peeled = 0
    while peeled < 4 and b"()" in s:
        s = s.replace(b"()", b"")
        peeled += 1
    if not s:
        return peeled > max_depth
    deepest = max(accumulate(array("b", s.translate(_TO_STEPS))))
    return peeled + max(deepest, 0) > max_depth


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def parse_json_bytes(data: bytes, max_depth: int = 64) -> Any:
    """Decode and parse UTF-8 JSON with a nesting limit; raise :class:`JsonFileError`."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise JsonFileError("not_utf8", f"the file is damaged (not valid text at byte {e.start})") from None
    if json_depth_exceeds(data, max_depth):
        raise JsonFileError("too_deep", f"the file is damaged (nested deeper than {max_depth} levels)")
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except RecursionError:
        raise JsonFileError("too_deep", "the file is damaged (nested too deeply)") from None
    except json.JSONDecodeError as e:
        raise JsonFileError(
            "bad_json", f"the file is damaged (not valid JSON: {e.msg} at line {e.lineno} column {e.colno})"
        ) from None
    except ValueError as e:  # NaN/Infinity, overlong integers
        raise JsonFileError("bad_json", f"the file is damaged (not valid JSON: {e})") from None


#: ``O_NONBLOCK`` where it exists: opening a FIFO must never wait for a writer
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)


def read_bytes_limited(path: str | os.PathLike, max_bytes: int) -> bytes:
    """The bytes of the regular file ``path`` if it is no bigger than ``max_bytes``; raise
    :class:`JsonFileError` (``missing``, ``unreadable`` or ``too_big``). The size is checked
    before anything is read, and only a regular file is opened."""
    path = Path(path)
    try:
        st = os.stat(path)
        if not stat.S_ISREG(st.st_mode):
            raise JsonFileError("unreadable", f"not a file: {path}")
        if st.st_size > max_bytes:
            raise JsonFileError("too_big", _too_big(st.st_size, max_bytes))
        fd = os.open(path, _OPEN_FLAGS)
        with os.fdopen(fd, "rb") as f:
            st = os.fstat(f.fileno())  # it may have been swapped since the stat
            if not stat.S_ISREG(st.st_mode):
                raise JsonFileError("unreadable", f"not a file: {path}")
            if st.st_size > max_bytes:
                raise JsonFileError("too_big", _too_big(st.st_size, max_bytes))
            data = f.read(max_bytes + 1)
    except (FileNotFoundError, NotADirectoryError):  # (a file where a folder on the way should be)
        raise JsonFileError("missing", f"file not found: {path}") from None
    except IsADirectoryError:
        raise JsonFileError("unreadable", f"not a file: {path}") from None
    except OSError as e:
        if e.errno == errno.ENAMETOOLONG:  # a path no file can have: there is nothing to read
            raise JsonFileError("missing", f"file not found (the path is too long): {path}") from None
        raise JsonFileError("unreadable", f"cannot read {path}: {e.strerror or e}") from None
    except (RuntimeError, ValueError) as e:  # a symlink loop on some Pythons; an embedded NUL
        raise JsonFileError("unreadable", f"cannot read {path}: {e}") from None
    if len(data) > max_bytes:  # grew while we were reading it
        raise JsonFileError("too_big", _too_big(len(data), max_bytes))
    return data


def read_json_limited(path: str | os.PathLike, max_bytes: int, max_depth: int = 64) -> Any:
    """Read and parse a JSON file no bigger than ``max_bytes``; raise :class:`JsonFileError`."""
    return parse_json_bytes(read_bytes_limited(path, max_bytes), max_depth)


def _too_big(size: int, cap: int) -> str:
    return f"the file is too big to be valid ({size / 2**20:.1f} MiB; the limit is {cap / 2**20:.0f} MiB)"


def utc_stamp(now: datetime | None = None) -> str:
    """A compact UTC timestamp usable in file names: ``20250102T030405.678901Z``."""
    now = now or datetime.now(timezone.utc)
    return now.astimezone(timezone.utc).strftime("%Y%m%dT%H%M%S.%fZ")


def move_aside(path: str | os.PathLike, dest_dir: str | os.PathLike | None = None) -> Path:
    """Rename ``path`` to ``<dest_dir>/<name>.damaged-<UTC timestamp>[-n]`` and return the new path.

    Never overwrites and never deletes: the new name is claimed with a hard link (fails if
    taken) where supported, else with a rename that refuses existing targets.
    """
    path = Path(path)
    dest_dir = Path(dest_dir) if dest_dir is not None else path.parent
    dest_dir.mkdir(parents=True, exist_ok=True)
    base = f"{path.name}.damaged-{utc_stamp()}"
    for n in range(1, 10_000):
        dest = dest_dir / (base if n == 1 else f"{base}-{n}")
        try:
            os.link(path, dest, follow_symlinks=False)
        except FileExistsError:
            continue
        except (OSError, NotImplementedError):
            # no hard links here (FAT, some network drives): rename, never over a file
            if dest.exists() or dest.is_symlink():
                continue
            try:
                os.rename(path, dest)  # Windows refuses existing targets
            except FileExistsError:
                continue
            fsync_dir(dest_dir)
            return dest
        os.unlink(path)
        fsync_dir(dest_dir)
        if dest_dir != path.parent:
            fsync_dir(path.parent)
        return dest
    raise OSError(f"could not find a free name to move {path} aside")  # pragma: no cover


# -- data files the player does not see: set aside what cannot be used, never write over it -----

@dataclass(frozen=True)
class SetAside:
    """A data file that could not be used. ``moved`` is where it went (None: it could not be
    moved, so it is still there and must not be written over); ``reason`` is the
    :class:`JsonFileError` reason (or ``"bad_content"``); ``detail`` is English, for the log."""

    path: Path
    reason: str
    detail: str
    moved: Path | None

    @property
    def may_write(self) -> bool:
        return self.moved is not None


def load_json_or_set_aside(path: str | os.PathLike, max_bytes: int, max_depth: int,
                           valid=None) -> tuple[Any, SetAside | None]:
    """``(data, None)`` for a usable file, ``(None, None)`` for a missing one, else
    ``(None, SetAside)``: the file was unreadable, damaged or (``valid(data)`` False) of the
    wrong shape, and has been moved aside (to ``<name>.damaged-<stamp>``) if it could be.
    The caller may write ``path`` again only when :attr:`SetAside.may_write`."""
    path = Path(path)
    try:
        data = read_json_limited(path, max_bytes, max_depth)
    except JsonFileError as e:
        if e.reason == "missing":
            return None, None
        return None, _set_aside(path, e.reason, str(e))
    if valid is not None and not valid(data):
        return None, _set_aside(path, "bad_content", "the file does not hold what it should")
    return data, None


def _set_aside(path: Path, reason: str, detail: str) -> SetAside:
    import logging

    log = logging.getLogger(__name__)
    try:
        moved = move_aside(path)
    except (OSError, RuntimeError) as e:
        log.warning("%s cannot be used (%s) and could not be moved aside: %s", path, detail, e)
        moved = None
    else:
        log.warning("%s cannot be used (%s); moved to %s", path, detail, moved)
    return SetAside(path, reason, detail, moved)


#: messages for the player from the floors below the UI: ``(code, params)``; codes are keys of
#: the ``files`` catalog (:mod:`tabletop.file_text`)
_NOTICES: list[tuple[str, dict]] = []
#: every message queued in this run: each is said once (a file left alone is found again at
#: every read, and the player need not hear about it at every lesson step)
_SAID: set[str] = set()


def notice(code: str, **params: Any) -> None:
    """Queue a message for the player (shown by the app as a toast in their language), once a run."""
    key = json.dumps([code, params], sort_keys=True, default=str)
    if key in _SAID:
        return
    _SAID.add(key)
    _NOTICES.append((code, params))
    del _NOTICES[:-8]


def take_notices() -> list[tuple[str, dict]]:
    """The queued messages, oldest first; the queue is emptied."""
    out = list(_NOTICES)
    _NOTICES.clear()
    return out


def forget_notices() -> None:
    """Empty the queue and forget what was said (a new run, as far as notices go: tests)."""
    _NOTICES.clear()
    _SAID.clear()
