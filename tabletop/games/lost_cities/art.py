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
    theme.OKABE_ITO["vermillion"],   # orange (id "r", the rulebook's red): volcano
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


@lru_cache(maxsize=1)
def board_surface() -> pygame.Surface:
    """The printed board (paths, steps and their points, bridges, lost cities, the marks of the
    tile spaces) on a transparent 1280x720 layer; the scene blits it and draws tiles on top."""
    from tabletop.ui.text import render

    surf = pygame.Surface((theme.W, theme.H), pygame.SRCALPHA)
    for k in range(len(data.COLORS)):
        row = row_rect(k)
        color = PATH_COLORS[k]
        band = pygame.Rect(row.x, row.y, DISCARD_X + DISCARD_W - row.x, row.h)
        pygame.draw.rect(surf, PARCHMENT_DARK, band, border_radius=10)
        pygame.draw.rect(surf, PARCHMENT, band.inflate(-4, -4), border_radius=9)
        tint = pygame.Surface(band.size, pygame.SRCALPHA)
        tint.fill((*color, 34))
        surf.blit(tint, band.topleft)
        pygame.draw.rect(surf, color, (band.x, band.y, 8, band.h), border_top_left_radius=10,
                         border_bottom_left_radius=10)
        for step in range(1, 10):
            cell = step_rect(k, step).inflate(-2, -6)
            pygame.draw.rect(surf, (246, 238, 214) if step > 3 else (226, 208, 186), cell, border_radius=6)
            pygame.draw.rect(surf, color, cell, 2, border_radius=6)
            pts = data.STEP_POINTS[step]
            num = render(f"{pts:+d}" if pts < 0 else str(pts), theme.XS, (150, 40, 20) if pts < 0 else INK, True)
            surf.blit(num, (cell.x + 4, cell.y + 1))
            if step in data.MARKED_STEPS[k]:  # covered by the tile while one lies there
                pygame.draw.circle(surf, PARCHMENT_DARK, (cell.right - 15, cell.y + 15), 6, 1)
        # the bridge between step 6 and 7
        bx0, bx1 = step_rect(k, 6).right, step_rect(k, 7).x
        mid = row.y + row.h // 2
        pygame.draw.rect(surf, (120, 82, 48), (bx0 - 2, mid - 9, bx1 - bx0 + 4, 18), border_radius=3)
        for i in range(3):
            x = bx0 + 2 + i * (bx1 - bx0 - 4) / 2
            pygame.draw.line(surf, (78, 52, 30), (x, mid - 9), (x, mid + 8), 2)
        # the lost city
        pygame.draw.rect(surf, theme.ACCENT, step_rect(k, 9).inflate(-2, -6), 2, border_radius=6)
    return surf


# -- cards ---------------------------------------------------------------------------------
@lru_cache(maxsize=256)
def card_face(card: str, size=theme.HAND_CARD) -> pygame.Surface:
    c = data.CARD_COLOR[card]
    value = data.CARD_VALUE[card]
    # the bottom corner is upside down: a 6 and a 9 are underlined so that neither reads as the other
    return draw_card_face(size, "", str(value), PATH_COLORS[c], PATH_GLYPHS[c], accent=JUNGLE,
                          underline=value in (6, 9))


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


@lru_cache(maxsize=256)
def pile_card(card: str, h: int = MINI[1]) -> pygame.Surface:
    """A card of a played pile: ``MINI`` wide, ``h`` tall (a row of a pile in several rows shows
    only the cards' tops), its value in the top-left corner so that it stays readable where the
    next card covers the rest (``PILE_VALUE_W`` of it is always left uncovered)."""
    from tabletop.ui.cards import emblem, round_corners

    w = MINI[0]
    c = data.CARD_COLOR[card]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill(theme.CARD_FACE)
    pygame.draw.rect(surf, PATH_COLORS[c], (0, 0, w, h), 2)
    value = font(16, True).render(str(data.CARD_VALUE[card]), True, INK)
    surf.blit(value, (3, max(-3, min(0, (h - value.get_height()) // 2))))
    if h >= 40:
        badge = emblem(w // 2, PATH_COLORS[c], PATH_GLYPHS[c])
        surf.blit(badge, badge.get_rect(midbottom=(w / 2, h - 4)))
    return round_corners(surf, 5)


#: the strip of a covered pile card that stays in view: its value (font 16, "10" included)
PILE_VALUE_W = 21


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
