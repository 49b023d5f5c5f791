"""Show a folder (or file) in the system's file manager without blocking the caller.

Windows: ``os.startfile``; macOS: ``open``; elsewhere ``xdg-open``. The launcher runs as its
own process: :func:`open_path` returns at once with a :class:`Launch` the caller polls (once
a frame, say) to learn whether the launcher failed. No pygame here: any screen can use it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

#: how long a launcher is watched for a failing exit; one still running then is taken as working
#: (some ``xdg-open`` set-ups keep the file manager in the foreground)
WATCH_S = 5.0


def command_for(path: Path, platform: str | None = None) -> list[str] | None:
    """The launcher command for ``path`` on ``platform`` (this system's by default); None where
    ``os.startfile`` is used."""
    platform = sys.platform if platform is None else platform
    if platform == "win32":
        return None
    if platform == "darwin":
        return ["open", str(path)]
    return ["xdg-open", str(path)]


def launcher_env(environ=None, frozen: bool | None = None) -> dict[str, str]:
    """The environment for a launched program. A frozen (PyInstaller) app on Linux runs with
    ``LD_LIBRARY_PATH`` pointing into the bundle, which breaks the system's programs: give them
    the one the app was started with (PyInstaller keeps it as ``LD_LIBRARY_PATH_ORIG``)."""
    env = dict(os.environ if environ is None else environ)
    if frozen if frozen is not None else getattr(sys, "frozen", False):
        orig = env.pop("LD_LIBRARY_PATH_ORIG", None)
        if orig is not None:
            env["LD_LIBRARY_PATH"] = orig
        else:
            env.pop("LD_LIBRARY_PATH", None)
    return env


class Launch:
    """One open request. ``error`` is set when it failed; :meth:`poll` tells how it ends.

    ``reason`` says why, for a message in the player's language: ``"missing"`` (no such
    launcher program: ``program``), ``"status"`` (it exited with ``status``) or ``"os"``
    (the system refused: ``error`` has its words)."""

    def __init__(self, path: Path, process: subprocess.Popen | None = None, error: str | None = None,
                 reason: str | None = None, program: str = ""):
        self.path, self.process, self.error = path, process, error
        self.reason = reason or ("os" if error is not None else None)
        self.program = program or (str(process.args[0]) if process is not None else "")
        self.status: int | None = None
        self.started = time.monotonic()

    def poll(self) -> str | None:
        """None while undecided; then ``""`` (opened, as far as can be told) or the error text."""
        if self.error is not None:
            return self.error
        if self.process is None:
            return ""
        code = self.process.poll()
        if code is None:
            return "" if time.monotonic() - self.started > WATCH_S else None
        if code != 0:
            self.reason, self.status = "status", code
            self.error = f"{self.program} exited with status {code}"
            return self.error
        return ""


def open_path(path: Path, *, folder: bool = True, platform: str | None = None) -> Launch:
    """Ask the system to show ``path``: a folder (made first when missing) or, with
    ``folder=False``, a file in the program the system opens it with."""
    path = Path(path)
    try:
        if folder:
            path.mkdir(parents=True, exist_ok=True)
        cmd = command_for(path, platform)
        if cmd is None:
            os.startfile(str(path))  # type: ignore[attr-defined]  # Windows only; returns at once
            return Launch(path)
        try:
            process = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL, env=launcher_env(), start_new_session=True)
        except FileNotFoundError as exc:
            return Launch(path, error=str(exc), reason="missing", program=cmd[0])
        return Launch(path, process)
    except (OSError, ValueError) as exc:
        words = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        return Launch(path, error=words or type(exc).__name__, reason="os")
