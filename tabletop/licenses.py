"""What a built tabletop bundles from others, under which licence, and where the licence text is.

The texts live in the art folder (``art/licenses/``, ``art/fonts/OFL.txt``), so they travel with
every layout :mod:`tabletop.resources` knows: a checkout, a wheel and the PyInstaller bundle.
Shown by Settings → About; ``--self-test`` checks that every text is there.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable


def _pygame() -> str:
    import pygame

    return pygame.version.ver


def _sdl() -> str:
    import pygame

    return ".".join(map(str, pygame.get_sdl_version()))


def _platformdirs() -> str:
    import platformdirs

    return platformdirs.__version__


def _python() -> str:
    import platform

    return platform.python_version()


@dataclass(frozen=True)
class Bundled:
    name: str
    licence: str
    text: tuple[str, ...]  # the licence text's path inside the art folder
    version: Callable[[], str]

    def text_path(self) -> Path:
        from .resources import asset

        return asset("art", *self.text)


BUNDLED: tuple[Bundled, ...] = (
    Bundled("pygame-ce", "GNU LGPL 2.1", ("licenses", "pygame-ce-LGPL-2.1.txt"), _pygame),
    Bundled("SDL 2 + SDL_image, SDL_mixer, SDL_ttf", "zlib", ("licenses", "SDL-zlib.txt"), _sdl),
    Bundled("platformdirs", "MIT", ("licenses", "platformdirs-MIT.txt"), _platformdirs),
    Bundled("Python", "PSF License 2", ("licenses", "Python-PSF.txt"), _python),
    Bundled("Noto Sans CJK JP (subset)", "SIL OFL 1.1", ("fonts", "OFL.txt"), lambda: "2.004"),
)


def licence_dir() -> Path:
    """The folder of the bundled licence texts (``art/licenses``)."""
    from .resources import asset

    return asset("art", "licenses")
