"""Floor 3: shared widgets, sprites, drag-and-drop, tweens, fonts, i18n and sound."""

import pygame

assert getattr(pygame, "IS_CE", False), "tabletop needs pygame-ce, not plain pygame (pip uninstall pygame; pip install pygame-ce)"
