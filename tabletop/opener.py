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


def command_for(path: Path, platform: str = sys.platform) -> list[str] | None:
    """The launcher command for ``path`` on ``platform``; None where ``os.startfile`` is used."""
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
    """One open request. ``error`` is set when it failed; :meth:`poll` tells how it ends."""

    def __init__(self, path: Path, process: subprocess.Popen | None = None, error: str | None = None):
        self.path, self.process, self.error = path, process, error
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
            self.error = f"{self.process.args[0]} exited with status {code}"
            return self.error
        return ""


def open_path(path: Path, *, folder: bool = True, platform: str = sys.platform) -> Launch:
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
        process = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, env=launcher_env(), start_new_session=True)
        return Launch(path, process)
    except (OSError, ValueError) as exc:
        return Launch(path, error=str(exc) or type(exc).__name__)
