"""``tabletop --self-test``: checks that an installation (or a frozen bundle) works.

Prints one line per check and returns 0 when all pass. Used by CI on the PyInstaller
build, where it proves that the AI worker process starts inside the bundle.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Callable


def _version() -> str:
    from . import UNKNOWN_VERSION, __version__

    if __version__ == UNKNOWN_VERSION:
        raise RuntimeError("the version is unknown: no pyproject.toml beside the package and no "
                           "installed metadata (a frozen build must copy it: copy_metadata in build.spec)")
    return f"tabletop {__version__}"


def _pygame() -> str:
    import pygame

    if not getattr(pygame, "IS_CE", False):
        raise RuntimeError("pygame is not pygame-ce")
    return f"pygame-ce {pygame.version.ver}, SDL {'.'.join(map(str, pygame.get_sdl_version()))}"


def _assets() -> str:
    from .resources import asset, asset_dir

    from .licenses import BUNDLED

    asset("art", "icon.png")
    for bundled in BUNDLED:
        bundled.text_path()
    sounds = sorted(p.name for p in asset_dir("sounds").glob("*.wav"))
    if not sounds:
        raise RuntimeError("no sounds found")
    return f"art in {asset_dir('art')}, {len(BUNDLED)} licence texts, {len(sounds)} sounds"


def _font() -> str:
    import pygame

    from .ui.fonts import font, font_path

    pygame.font.init()
    if font_path() is None:
        raise RuntimeError("the bundled font is missing")
    w, h = font(24).size("あ漢A")
    if w <= 0 or h <= 0:
        raise RuntimeError("the font renders nothing")
    return f"{font_path().name} renders Japanese ({w}x{h} px)"


def _folders() -> str:
    from . import paths

    out = []
    for d in (paths.config_dir(), paths.saves_dir()):
        d.mkdir(parents=True, exist_ok=True)
        probe = d / f".selftest-{os.getpid()}"
        probe.write_text("ok", encoding="utf-8")
        probe.unlink()
        out.append(str(d))
    return "writable: " + ", ".join(out)


def _worker() -> str:
    from .engine.worker import AIWorker

    start = time.perf_counter()
    with AIWorker("process") as worker:
        worker.submit("__self_test__", {}, "random", 1)
        res = worker.wait(30.0)
    if res is None:
        raise RuntimeError("the AI worker process did not answer within 30 s")
    if not res.error or "__self_test__" not in res.error:
        raise RuntimeError(f"unexpected answer from the AI worker: {res}")
    return f"AI worker process answered in {time.perf_counter() - start:.2f} s"


def _games() -> str:
    from .engine import registry

    ids = [g.id for g in registry.all_games()]
    return f"{len(ids)} games: {', '.join(ids) or '(none yet)'}"


CHECKS: list[tuple[str, Callable[[], str]]] = [
    ("version", _version), ("pygame", _pygame), ("assets", _assets), ("font", _font), ("folders", _folders), ("games", _games),
    ("ai worker", _worker),
]


def main() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    failed = 0
    for name, check in CHECKS:
        try:
            print(f"ok    {name}: {check()}")
        except Exception as exc:  # report every failure, keep checking
            failed += 1
            print(f"FAIL  {name}: {exc}")
    print("self-test passed" if not failed else f"self-test: {failed} check(s) failed")
    sys.stdout.flush()
    return 1 if failed else 0
