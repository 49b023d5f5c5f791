"""Look and feel constants: canvas, grid, type sizes, colours (see README's design notes)."""

from __future__ import annotations

W, H = 1280, 720          # logical canvas (SCALED)
GRID = 8
MARGIN = 24

# type sizes
XS, S, M, L, XL = 14, 18, 24, 32, 48
LINE_HEIGHT = 1.4         # Japanese line height factor

# table and chrome
FELT = (34, 52, 46)            # deep green-grey felt
FELT_DARK = (24, 38, 34)
PANEL = (44, 58, 54)
PANEL_HI = (60, 78, 72)
PANEL_BORDER = (96, 118, 110)
TEXT = (238, 240, 234)         # ≥ 4.5:1 on FELT and PANEL
TEXT_DIM = (186, 196, 190)
TEXT_DARK = (28, 30, 32)       # on card faces
CARD_FACE = (246, 242, 230)
CARD_EDGE = (120, 110, 92)
SHADOW = (0, 0, 0, 90)
ACCENT = (240, 200, 96)        # default accent (lantern gold)
DANGER = (213, 94, 0)          # Okabe–Ito vermillion
OK = (0, 158, 115)             # Okabe–Ito bluish green
FOCUS = (86, 180, 233)         # Okabe–Ito sky blue

# Okabe–Ito colour-blind-safe palette for colours that carry meaning (always with a second cue)
OKABE_ITO = {
    "orange": (230, 159, 0),
    "sky": (86, 180, 233),
    "green": (0, 158, 115),
    "yellow": (240, 228, 66),
    "blue": (0, 114, 178),
    "vermillion": (213, 94, 0),
    "purple": (204, 121, 167),
}

# a game's own colours are its spec's ``accents`` (each game's package)

# cards: 5:7
HAND_CARD = (100, 140)
TABLE_CARD = (70, 98)
CARD_RADIUS = 8

# motion (milliseconds, before the animation-speed setting scales them)
MOVE_MS = 220
AI_MOVE_MS = 450
AI_PAUSE_MS = 350
HOVER_LIFT = 4
