"""Where things are on the Lost Cities table, and the small pieces every part of the scene shares.

Logical 1280x720: the HUD strip; the other players' panels along the top; the board in the
middle (one row per path: your pile, nine steps with the bridge after step 6, the discard
pile); the supply and your panel on the right; your hand along the bottom.
"""

from __future__ import annotations

import pygame

from tabletop.engine import i18n as engine_i18n
from tabletop.ui import i18n, theme
from tabletop.ui.fx import FloaterStyle
from tabletop.ui.table import HUD_H

from .. import art, data
from ..art import step_rect
from ..rules import GAME_ID

HAND_ZONE = pygame.Rect(150, 540, 860, 180)
CHOICE_Y = art.board_bottom() + 14
NPATHS = len(data.COLORS)


def tr(key: str, **fmt) -> str:
    return engine_i18n.tr(GAME_ID, key, i18n.lang(), **fmt)


def card_text(card: str) -> str:
    return tr("card", color=tr("color." + card[0]), value=data.CARD_VALUE[card])


class Figure:
    """A figure on the board (drawn by the scene; ``pos`` is its base point, tweened)."""

    def __init__(self, seat: int, path: int, kind: int, step: int, pos):
        self.seat, self.path, self.kind, self.step = seat, path, kind, step
        self.pos = (float(pos[0]), float(pos[1]))
        self.pop = 1.0  # scale while appearing

    def rect(self) -> pygame.Rect:
        h = art.figure_height(self.kind)
        r = pygame.Rect(0, 0, h, h + 4)
        r.midbottom = (round(self.pos[0]), round(self.pos[1]))
        return r


#: VP gains and crossings: plain text rising 26 px; the end-of-expedition banner boxed
FLOATERS = FloaterStyle(size=theme.M, big_size=theme.L, rise=26, linger=0, big_linger=700, boxed=False,
                        big_pad=(32, 16), fill=(*theme.FELT_DARK, 220), radius=12)


#: half the drawn width of each kind of figure (its image, antialiasing margin included)
FIGURE_HALF_W = {data.ADV: 8, data.RES: 14}


def figure_slot(view_or_n, seat: int, path: int, step: int, kind: int | None = None) -> tuple[float, float]:
    """Where ``seat``'s figure (of ``kind``; the researcher's width if not given) stands on ``step``
    of ``path`` (bottom centre). The seats share the space side by side, each figure wholly inside
    it, so a figure never sits on the line between two spaces (play-test: it looked like sharing)."""
    n = view_or_n if isinstance(view_or_n, int) else view_or_n.num_players
    if step <= 0:
        r = art.pile_rect(path)
        return (r.right - 14, r.bottom - 6)
    r = step_rect(path, step)
    if n <= 1:
        x = r.centerx
    else:
        margin = FIGURE_HALF_W.get(kind, FIGURE_HALF_W[data.RES]) + 2
        x = r.x + margin + (r.w - 2 * margin) * seat / (n - 1)
    return (x, r.bottom - 4)


def opponent_rects(num_players: int, viewer: int) -> list[tuple[int, pygame.Rect]]:
    """The other players' panels along the top, left to right: (seat, rect)."""
    others = [s for s in range(num_players) if s != viewer]
    if not others:
        return []
    w = min(330, (art.DISCARD_X + art.DISCARD_W - 24 - 8 * (len(others) - 1)) // len(others))
    return [(s, pygame.Rect(24 + i * (w + 8), HUD_H + 8, w, 64)) for i, s in enumerate(others)]


def pile_slots(n: int, rect: pygame.Rect) -> list[pygame.Rect]:
    """Where the ``n`` cards of a played pile are drawn in ``rect`` (a pile's area: its colour's
    badge on the left), bottom card first, left to right: one row of overlapping cards, or, when
    one row would bury the values, several rows of the cards' tops. Every card but the last of
    a row shows at least ``art.PILE_VALUE_W`` of its left edge, where its value is."""
    if n <= 0:
        return []
    left, right, top = rect.x + 40, rect.right - 4, rect.y + 3
    w, room = art.MINI[0], rect.h - 6
    per_row = max(1, 1 + (right - left - w) // art.PILE_VALUE_W)
    rows = -(-n // per_row)
    gap = 2
    h = (room - gap * (rows - 1)) // rows
    per_row = -(-n // rows)  # spread the cards evenly over the rows
    step = min(24.0, (right - left - w) / max(1, per_row - 1))
    return [pygame.Rect(round(left + (i % per_row) * step), top + (i // per_row) * (h + gap), w, h)
            for i in range(n)]


def panel_swatches(rect: pygame.Rect) -> list[pygame.Rect]:
    """An opponent's panel: one cell per path along its bottom (the pile's values, or the path's badge)."""
    w = (rect.w - 20) // NPATHS - 4
    return [pygame.Rect(rect.x + 10 + k * (w + 4), rect.y + 32, w, 26) for k in range(NPATHS)]


def panel_info_rect(rect: pygame.Rect) -> pygame.Rect:
    """An opponent's panel: the counts at the top right (hand, points, artifacts)."""
    return pygame.Rect(rect.centerx, rect.y + 2, rect.w // 2, 26)

