"""The bundled Japanese-capable font (Noto Sans CJK JP subset, OFL), cached per size."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

from ..resources import asset

REGULAR = ("fonts", "NotoSansJP-Regular.otf")
BOLD = ("fonts", "NotoSansJP-Bold.otf")


def font_path(bold: bool = False) -> Path | None:
    try:
        return asset("art", *(BOLD if bold else REGULAR))
    except FileNotFoundError:
        return None


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """A font of ``size`` logical pixels. Falls back to pygame's default font if the asset is missing."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = font_path(bold) or font_path(False)
    f = pygame.font.Font(str(path) if path else None, size)
    if bold and path == font_path(False):
        f.bold = True
    return f


def line_height(size: int) -> int:
    return round(size * 1.4)
