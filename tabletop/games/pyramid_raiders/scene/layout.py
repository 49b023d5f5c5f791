"""Where things sit on the Pyramid Raiders table (logical 1280x720), and the small shared helpers.

The HUD strip; the other raiders' panels along the top; the 61-cell board in the middle; on
the left your panel (item, treasures, curses, score), your card slot and your action cards;
on the right the round, the die, the turn tile, the turn order, the guardian's bonus and the
in-place choice buttons.
"""

from __future__ import annotations

import pygame

from tabletop.engine import i18n as engine_i18n
from tabletop.ui import i18n, theme
from tabletop.ui.cards import CardSprite
from tabletop.ui.dragdrop import DropTarget
from tabletop.ui.fx import FloaterStyle
from tabletop.ui.table import HUD_H

from .. import art
from .. import data
from ..rules import NS

LEFT = pygame.Rect(16, 148, 300, 290)
SLOT = pygame.Rect(0, 0, *art.CARD)
SLOT.midtop = (LEFT.centerx, LEFT.bottom + 34)
HAND_Y = 652
#: the hand's row: five whole cards side by side, from the left edge to short of the board's hexagon
HAND_GAP = 6
HAND_W = 5 * art.CARD[0] + 4 * HAND_GAP
HAND_X = LEFT.x + HAND_W // 2
SIDE = pygame.Rect(958, 148, 306, 560)
PAWN_H = 34
LOG_X = 1096  # the collapsed game log's header sits right of this on the top strip
GUARD_H = 42
FLOAT_MIN_Y = 200  # a floater centred higher would drift into the opponents' panels
DECOY_COLOR = (200, 200, 200)
GUARD_COLOR = (120, 96, 60)


def tr(key: str, **fmt) -> str:
    return engine_i18n.tr(NS, key, i18n.lang(), **fmt)


def token_name(tok: int) -> str:
    return tr("token." + data.TOKEN_IDS[tok])


class Marker:
    """A tweenable screen position (a piece's base point)."""

    def __init__(self, xy):
        self.xy = (float(xy[0]), float(xy[1]))
        self.pop = 1.0


def _floater_clear_of_panels(fl, rect: pygame.Rect) -> pygame.Rect:
    """A floater over the board stays between the side panels and below the opponents' strip
    (the turn tile's floater stays on the side panel)."""
    if fl.pos[0] < SIDE.x:
        return rect.clamp(pygame.Rect(LEFT.right + 14, LEFT.y + 6, SIDE.x - LEFT.right - 28, theme.H - LEFT.y - 12))
    return rect


FLOATERS = FloaterStyle(size=theme.S, big_size=theme.M, rise=24, linger=0, big_linger=600, pad=(20, 10),
                        big_pad=(20, 10), fill=(*theme.FELT_DARK, 210), radius=10, clamp=_floater_clear_of_panels)


class PawnSprite(CardSprite):
    """The viewer's raider as a draggable sprite (drawn as a pawn, not a card)."""

    def draw(self, surface):
        if not self.visible:
            return
        cx, cy = self.draw_center()
        img = self.face
        surface.blit(img, img.get_rect(center=(round(cx), round(cy))))


class Shown:
    """What the board shows now (the view before an action while its animation plays)."""

    FIELDS = ("tokens", "pos", "guardian", "tile_cw", "curses", "holdings", "bonus", "last_die", "revealed",
              "committed", "played")

    def __init__(self, v):
        for f in self.FIELDS:
            val = getattr(v, f)
            if f == "holdings":
                val = [list(h) for h in val]
            elif isinstance(val, tuple):
                val = list(val)
            setattr(self, f, val)
        self.facing = float(v.facing)


class LayoutMixin:
    """The table's rects: panels, slots, the die and tile, drop targets, the facing arrows."""

    # ------------------------------------------------------------------ layout
    def _seat_rects(self) -> list[tuple[int, pygame.Rect]]:
        v = self.view
        others = [s for s in range(v.num_players) if s != self.viewer]
        n = max(1, len(others))
        w = min(300, (LOG_X - 16 - 8 * (n - 1)) // n)
        out = [(s, pygame.Rect(16 + i * (w + 8), HUD_H + 8, w, 76)) for i, s in enumerate(others)]
        out.append((self.viewer, LEFT))
        return out

    def _item_rect(self, seat, rect) -> pygame.Rect:
        if seat == self.viewer:
            return pygame.Rect(rect.x + 10, rect.y + 40, rect.w - 20, 34)
        if self._narrow(rect):  # after the second row of treasures
            return pygame.Rect(rect.x + 8 + 3 * 38 + 2, rect.y + 50, 22, 22)
        return pygame.Rect(rect.x + 6, rect.y + 52, rect.w - 60, 22)

    def _slot_rect(self, seat) -> pygame.Rect:
        if seat == self.viewer:
            return SLOT
        for s, r in self._seat_rects():
            if s == seat:
                return pygame.Rect(r.right - 42, r.y + 8, *art.MINI)
        return SLOT

    def _seat_anchor(self, seat):
        for s, r in self._seat_rects():
            if s == seat:
                return r.center
        return LEFT.center

    def _die_rect(self) -> pygame.Rect:
        return pygame.Rect(SIDE.x + 14, SIDE.y + 42, 52, 52)

    def _tile_rect(self) -> pygame.Rect:
        return pygame.Rect(SIDE.x + 12, SIDE.y + 100, 56, 56)

    @staticmethod
    def _narrow(rect) -> bool:
        """An opponent panel too narrow for one row of seven readable treasure counts (6 players)."""
        return rect.w < 250

    def _token_chips(self, rect) -> list[tuple[int, pygame.Rect]]:
        """Where an opponent panel shows each treasure count: one row, or two rows (4 + 3) when narrow."""
        out = []
        if self._narrow(rect):
            for tok in range(7):
                row, col = divmod(tok, 4)
                out.append((tok, pygame.Rect(rect.x + 8 + col * 38, rect.y + 27 + row * 24, 18, 18)))
        else:
            gap = max(26, min(36, (rect.w - 56) // 7))
            for tok in range(7):
                out.append((tok, pygame.Rect(rect.x + 8 + tok * gap, rect.y + 29, 16, 16)))
        return out

    def face_arrows(self) -> list[tuple[int, pygame.Rect]]:
        v = self.view
        if not (self.my_turn and v.phase == "face"):
            return []
        g = art.CENTERS[v.guardian]
        out = []
        for d in range(6):
            p = art.dir_point(g, d, art.S * 1.55)
            r = pygame.Rect(0, 0, 34, 34)
            r.center = (round(p[0]), round(p[1]))
            out.append((d, r))
        return out

    def _targets(self) -> list[DropTarget]:
        out = [DropTarget("slot", SLOT.inflate(24, 24), snap=SLOT.center)]
        for c in range(data.NCELLS):
            out.append(DropTarget(("cell", c), art.cell_rect(c), snap=art.CENTERS[c]))
        return out
