"""Kill the app at random moments and check nothing is lost (shared by ``tests/test_kill.py``
and ``bench/kill.py``; the app side is ``tests/kill_child.py``).

Each round starts the app (a subprocess playing by itself), lets it play, SIGKILLs it at a
random moment (a random time, or right as an autosave is being written), then checks:

* every save in the saves folder loads (none damaged: nothing moved to ``damaged/``), the
  statistics and settings files read back;
* the autosave is the game the app was playing, at most one move behind what it had applied
  (the move whose autosave was being written may be lost, nothing more);
* the next start's Continue resumes exactly the autosave's game.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
CHILD = HERE / "kill_child.py"


@dataclass
class Outcome:
    kills: int = 0
    during_autosave: int = 0
    resumed: int = 0
    moves_lost: list = field(default_factory=list)  # per kill: applied - saved (0 or 1)
    problems: list = field(default_factory=list)
    damaged: int = 0
    stray_temps: int = 0  # the most temp files left by kills seen at once

    @property
    def ok(self) -> bool:
        return not self.problems


class Child:
    """The app as a subprocess, its lines read on a thread."""

    def __init__(self, home: str, seed: int):
        env = dict(os.environ, TABLETOP_HOME=home, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1")
        self.proc = subprocess.Popen([sys.executable, str(CHILD), str(seed)], stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True, env=env)
        self.lines: list[str] = []
        self.cond = threading.Condition()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            with self.cond:
                self.lines.append(line.rstrip("\n"))
                self.cond.notify_all()
        with self.cond:
            self.cond.notify_all()

    def wait_for(self, pred, timeout: float) -> str | None:
        """The first line from now on that ``pred`` accepts (None after ``timeout`` or at exit)."""
        end = time.monotonic() + timeout
        with self.cond:
            seen = len(self.lines)
            while True:
                while seen < len(self.lines):
                    line = self.lines[seen]
                    seen += 1
                    if pred(line):
                        return line
                left = end - time.monotonic()
                if left <= 0 or (self.proc.poll() is not None and seen >= len(self.lines)):
                    return None
                self.cond.wait(min(left, 0.1))

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(30)
        self.reader.join(5)
        self.proc.stderr.close()
        self.proc.stdout.close()


def _game_lines(lines: list[str], prior: list[str]) -> tuple[list[str], int]:
    """The current game's applied actions (texts) and the last count known saved, from the
    lines (``prior``: the actions of the game a ``resumed`` line continues)."""
    applied: list[str] = []
    saved = -1
    for line in lines:
        word, _, rest = line.partition(" ")
        if word == "new":
            applied, saved = [], -1
        elif word == "resumed":
            saved = int(rest)
            applied = list(prior[: int(rest)])
        elif word == "applied":
            n, _, text = rest.partition(" ")
            applied = applied[: int(n) - 1] + [text]
        elif word == "saved":
            saved = int(rest)
    return applied, saved


def check_files(home: str, out: Outcome) -> None:
    os.environ["TABLETOP_HOME"] = home
    from tabletop import saves, stats
    from tabletop.settings import load_settings

    from tabletop import paths

    folder = paths.saves_dir()
    for info in saves.list_saves():
        if getattr(info, "error", None):
            out.problems.append(f"a save does not load: {info}")
    damaged = folder / saves.DAMAGED_DIR
    if damaged.is_dir() and any(damaged.iterdir()):
        out.damaged += 1
        out.problems.append(f"saves were moved aside as damaged: {sorted(p.name for p in damaged.iterdir())}")
    # a kill while writing leaves its temp file (never under a save's name); the saves list
    # clears them once they are old (``saves.STALE_TEMP_SECONDS``)
    out.stray_temps = max(out.stray_temps, sum(1 for p in folder.glob(".*.tmp")) if folder.is_dir() else 0)
    try:
        stats.load_stats()
        settings = load_settings()
        if getattr(settings, "load_warning", None):
            out.problems.append(f"settings.json did not read back: {settings.load_warning}")
    except Exception as exc:  # noqa: BLE001
        out.problems.append(f"statistics or settings do not read back: {exc!r}")
    for p in list(paths.data_dir().glob("*.json")) + list(paths.config_dir().glob("*.json")):
        if p.is_file():
            try:
                json.loads(p.read_text(encoding="utf-8"))
            except ValueError as exc:
                out.problems.append(f"{p.name} is damaged: {exc}")


def kill_rounds(home: str, kills: int, seed: int = 1, max_wait: float = 3.0, start_timeout: float = 120.0) -> Outcome:
    """``kills`` rounds of start, play, SIGKILL, check (see the module docstring)."""
    from tabletop import saves
    from tabletop.games import register_all

    register_all()  # the saves name their games
    rng = random.Random(seed)
    out = Outcome()
    os.environ["TABLETOP_HOME"] = home
    expect_resume: int | None = None
    prior: list[str] = []  # the autosave's actions after the last kill
    for k in range(kills):
        child = Child(home, seed * 1000 + k)
        first = child.wait_for(lambda line: line.startswith(("resumed", "new")), start_timeout)
        if first is None:
            err = child.proc.stderr.read() if child.proc.poll() is not None else ""
            child.kill()
            out.problems.append(f"round {k}: the app did not start: {err[-2000:]}")
            break
        if expect_resume is not None:
            if first != f"resumed {expect_resume}":
                out.problems.append(f"round {k}: Continue gave {first!r}, the autosave held {expect_resume}")
            else:
                out.resumed += 1
        # play a little, then kill: at a random time, or right as an autosave is written
        if rng.random() < 0.5:
            child.wait_for(lambda line: line.startswith("applied"), 10.0)
            child.wait_for(lambda line: line.startswith("applied"), rng.uniform(0.0, max_wait))
            out.during_autosave += 1
        else:
            time.sleep(rng.uniform(0.05, max_wait))
        child.kill()
        out.kills += 1
        with child.cond:
            lines = list(child.lines)
        applied, saved = _game_lines(lines, prior)
        try:
            loaded = saves.latest_autosave()
        except saves.SaveError as exc:
            out.problems.append(f"round {k}: the autosave does not load: {exc}")
            break
        check_files(home, out)
        if loaded is None:
            out.problems.append(f"round {k}: no autosave")
            break
        actions = list(loaded.record.actions)
        if actions != applied[: len(actions)]:
            out.problems.append(f"round {k}: the autosave is not the game that was played")
        lost = len(applied) - len(actions)
        out.moves_lost.append(lost)
        if lost > 1 or lost < 0 or len(actions) < saved:
            out.problems.append(f"round {k}: applied {len(applied)}, reported saved {saved}, autosave holds {len(actions)}")
        expect_resume = None if loaded.meta.get("finished") else len(actions)
        prior = actions
        if out.problems:
            break
    return out
