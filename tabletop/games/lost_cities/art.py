"""Lost Cities drawn in code: card faces and backs, event tiles, path colours and the board geometry.

Floor 4 (pygame). Everything is cached: a face is drawn once per (card, size).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.ui import theme
from tabletop.ui.cards import draw_card_back, draw_card_face
from tabletop.ui.fonts import font

from . import data

# path colours (Okabe-Ito where the set has the hue) and a second cue per path: a drawn glyph
PATH_COLORS = (
    theme.OKABE_ITO["vermillion"],   # red: volcano
    theme.OKABE_ITO["green"],        # green: jungle
    theme.OKABE_ITO["blue"],         # blue: sea
    theme.OKABE_ITO["yellow"],       # yellow: desert
    (139, 94, 60),                   # brown: mountains
)
PATH_GLYPHS = ("triangle", "drop", "circle", "star", "square")
PARCHMENT = (232, 218, 180)
PARCHMENT_DARK = (196, 176, 130)
JUNGLE = (46, 110, 64)
INK = (58, 44, 28)

# -- board geometry (logical 1280x720) -------------------------------------------------
BOARD_TOP = 136
ROW_H = 62
ROW_GAP = 4
PILE_X, PILE_W = 24, 200          # the viewer's own pile of each colour (drop here to play)
STEP_X0, STEP_W = 236, 60         # step 1's left edge and each step's width
BRIDGE_W = 22                     # gap between step 6 and step 7
DISCARD_X, DISCARD_W = 832, 64    # discard pile of each colour
DECK_RECT = pygame.Rect(912, BOARD_TOP + 70, 92, 128)
SIDE_X = 1016                     # the viewer's score panel
MINI = (40, 56)                   # small cards on the board


def row_rect(color: int) -> pygame.Rect:
    return pygame.Rect(PILE_X, BOARD_TOP + color * (ROW_H + ROW_GAP), DISCARD_X + DISCARD_W - PILE_X, ROW_H)


def step_rect(color: int, step: int) -> pygame.Rect:
    """The space of ``step`` (1..9) on path ``color``."""
    x = STEP_X0 + (step - 1) * STEP_W + (BRIDGE_W if step > data.BRIDGE_AFTER_STEP else 0)
    return pygame.Rect(x, BOARD_TOP + color * (ROW_H + ROW_GAP), STEP_W - 4, ROW_H)


def pile_rect(color: int) -> pygame.Rect:
    return pygame.Rect(PILE_X, BOARD_TOP + color * (ROW_H + ROW_GAP), PILE_W, ROW_H)


def discard_rect(color: int) -> pygame.Rect:
    return pygame.Rect(DISCARD_X, BOARD_TOP + color * (ROW_H + ROW_GAP), DISCARD_W, ROW_H)


def board_bottom() -> int:
    return BOARD_TOP + 5 * (ROW_H + ROW_GAP) - ROW_GAP


# -- cards ---------------------------------------------------------------------------------
def color_name_key(color: int) -> str:
    return f"color.{data.COLORS[color]}"


@lru_cache(maxsize=256)
def card_face(card: str, size=theme.HAND_CARD) -> pygame.Surface:
    c = data.CARD_COLOR[card]
    return draw_card_face(size, "", str(data.CARD_VALUE[card]), PATH_COLORS[c], PATH_GLYPHS[c], accent=JUNGLE)


@lru_cache(maxsize=8)
def card_back(size=theme.HAND_CARD) -> pygame.Surface:
    return draw_card_back(size, JUNGLE, PARCHMENT, "lattice")


@lru_cache(maxsize=128)
def mini_card(card: str, size=MINI) -> pygame.Surface:
    """A small face for piles on the board: the value large on top, the path glyph below."""
    from tabletop.ui.cards import emblem, round_corners

    w, h = size
    c = data.CARD_COLOR[card]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill(theme.CARD_FACE)
    pygame.draw.rect(surf, PATH_COLORS[c], (0, 0, w, h), 3)
    value = font(22 if w >= 40 else 18, True).render(str(data.CARD_VALUE[card]), True, INK)
    surf.blit(value, value.get_rect(midtop=(w / 2, 2)))
    badge = emblem(max(14, w // 2), PATH_COLORS[c], PATH_GLYPHS[c])
    surf.blit(badge, badge.get_rect(midbottom=(w / 2, h - 4)))
    return round_corners(surf, 5)


# -- tiles -------------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def tile_image(tile: str, size: int = 30) -> pygame.Surface:
    """An event tile token: artifact (a statue), arrow (one step forward) or VP (the value)."""
    ss = 3
    big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    r = pygame.Rect(0, 0, size * ss, size * ss)
    fill = {data.ARTIFACT: (214, 176, 72), data.ARROW: (86, 180, 233)}.get(tile, (246, 242, 230))
    pygame.draw.rect(big, (40, 30, 20), r, border_radius=6 * ss)
    pygame.draw.rect(big, fill, r.inflate(-3 * ss, -3 * ss), border_radius=5 * ss)
    cx, cy = r.center
    if tile == data.ARTIFACT:
        # a small statue: head, body, plinth
        u = size * ss / 30
        pygame.draw.rect(big, INK, (cx - 9 * u, cy + 7 * u, 18 * u, 5 * u), border_radius=int(u))
        pygame.draw.polygon(big, INK, [(cx - 6 * u, cy + 7 * u), (cx + 6 * u, cy + 7 * u), (cx + 4 * u, cy - 3 * u),
                                       (cx - 4 * u, cy - 3 * u)])
        pygame.draw.circle(big, INK, (cx, cy - 7 * u), 4.5 * u)
    elif tile == data.ARROW:
        u = size * ss / 30
        pts = [(cx - 9 * u, cy - 3 * u), (cx + 1 * u, cy - 3 * u), (cx + 1 * u, cy - 9 * u), (cx + 10 * u, cy),
               (cx + 1 * u, cy + 9 * u), (cx + 1 * u, cy + 3 * u), (cx - 9 * u, cy + 3 * u)]
        pygame.draw.polygon(big, INK, pts)
    out = pygame.transform.smoothscale(big, (size, size))
    if tile in data.TILE_VP:
        img = font(max(12, int(size * 0.5)), True).render(str(data.TILE_VP[tile]), True, INK)
        out.blit(img, img.get_rect(center=(size / 2, size / 2 + 1)))
    return out


def glyph_badge(color: int, d: int = 26) -> pygame.Surface:
    from tabletop.ui.cards import emblem

    return emblem(d, PATH_COLORS[color], PATH_GLYPHS[color])


def figure_kind(kind: int) -> str:
    return "big_pawn" if kind == data.RES else "pawn"


def figure_height(kind: int) -> int:
    return 34 if kind == data.RES else 22
