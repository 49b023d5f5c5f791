"""Find bundled assets (``art/``, ``sounds/``) wherever tabletop runs from.

One locator for three layouts:

* a source checkout (or an editable install): ``<repo>/art`` beside the package;
* an installed wheel: ``tabletop/art`` inside the package (hatch force-include);
* a PyInstaller bundle: ``<sys._MEIPASS>/art``.
"""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path

_PKG = Path(__file__).resolve().parent


def _roots() -> list[Path]:
    roots = []
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        roots.append(Path(meipass))
    roots += [_PKG, _PKG.parent]
    return roots


@lru_cache(maxsize=None)
def asset_dir(kind: str) -> Path:
    """The folder holding ``kind`` (``"art"`` or ``"sounds"``); raises FileNotFoundError."""
    for root in _roots():
        cand = root / kind
        if cand.is_dir():
            return cand
    raise FileNotFoundError(f"tabletop could not find its {kind!r} folder (looked in {', '.join(map(str, _roots()))})")


def asset(kind: str, *parts: str) -> Path:
    """Path of one asset file, e.g. ``asset("art", "fonts", "x.otf")``; raises FileNotFoundError."""
    path = asset_dir(kind).joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"missing asset: {path}")
    return path
