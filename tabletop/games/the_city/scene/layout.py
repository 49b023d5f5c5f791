"""The City's table layout: the fixed zones of the logical 1280x720 canvas, the text helpers,
and the geometry every other part of the scene places things with."""

from __future__ import annotations

import pygame

from tabletop.engine import i18n as engine_i18n
from tabletop.ui import i18n, theme
from tabletop.ui.table import HUD_H

from ..rules import (
    NS,
)

GAME_ID = NS
MARGIN = 24
OPP_Y, OPP_H = HUD_H + 6, 134
OPP_RIGHT = theme.W - 184   # the log's tab and the piles sit to the right
PILES = pygame.Rect(OPP_RIGHT + 8, OPP_Y + 44, theme.W - MARGIN - OPP_RIGHT - 8, OPP_H - 44)
TRACK = pygame.Rect(MARGIN, OPP_Y + OPP_H + 6, theme.W - 2 * MARGIN, 36)
CITY = pygame.Rect(MARGIN, TRACK.bottom + 8, 896, 300)
SIDE = pygame.Rect(CITY.right + 12, CITY.y, theme.W - MARGIN - CITY.right - 12, CITY.h)
HAND_CENTER = (470, theme.H - 78)
HAND_ZONE = pygame.Rect(MARGIN, CITY.bottom + 10, 910, theme.H - CITY.bottom - 10)
SLOT1 = pygame.Rect(CITY.right + 34, CITY.bottom + 24, 100, 140)
SLOT2 = pygame.Rect(SLOT1.right + 14, SLOT1.y, 100, 140)
TRAY = pygame.Rect(SIDE.x, CITY.bottom + 12, SIDE.w, theme.H - CITY.bottom - 18)
ARCH_RECT = pygame.Rect(SIDE.right - 82, SIDE.y + 44, 70, 98)
BUTTON_Y = SIDE.bottom - 50
TILE_BIG = (142, 44)
TILE_SMALL = (68, 18)
SMALL = (70, 98)
TRAY_MODES = ("open", "pay", "sdiscard", "limit")


def tr(key: str, **fmt) -> str:
    return engine_i18n.tr(NS, key, i18n.lang(), **fmt)


def cname(card: str) -> str:
    return tr("card." + card)


def term_text(term: dict, name_of) -> str:
    """One formula term in words with its count and value ("1 per fountain in this city (3) = +3")."""
    if term["counter"] is None:
        return f"{term['k']:+d}"
    arg = term["arg"]
    what = tr("sym." + arg) if term["counter"].startswith("per_sym") else cname(arg)
    words = tr("formula." + term["counter"], k=term["k"], what=what)
    extra = ""
    if term["counter"] == "per_sym_plus_other" and term["seat"] >= 0:
        extra = tr("tbl.with_city", name=name_of(term["seat"])) + " "
    return tr("tbl.term", words=words, extra=extra, count=term["count"], value=f"{term['value']:+d}")


def row_text(row: dict, which: str, name_of) -> str:
    terms = row[which + "_terms"]
    label = tr("label." + which)
    parts = [term_text(t, name_of) for t in terms]
    if len(terms) == 1 and terms[0]["counter"] is None:
        return f"{label}: {terms[0]['k']:+d}"
    return f"{label}: " + " ".join(parts) + f"  =  {row[which]:+d}"



class LayoutMixin:
    """Where each seat's panel, buildings, slot and anchor are."""

    def _opponent_rects(self) -> list[tuple[int, pygame.Rect]]:
        v = self.view
        n = v.num_players
        others = [(self.viewer + i) % n for i in range(1, n)]
        k = len(others)
        w = (OPP_RIGHT - MARGIN - 8 * (k - 1)) // k
        return [(s, pygame.Rect(MARGIN + i * (w + 8), OPP_Y, w, OPP_H)) for i, s in enumerate(others)]

    def _tile_geom(self, seat: int, rect: pygame.Rect, n: int | None = None):
        n = len(self.view.cities[seat]) if n is None else n
        th = TILE_SMALL[1]
        rows = max(1, (rect.bottom - 6 - (rect.y + 48)) // (th + 3))
        per_row = max(1, -(-n // rows))
        tw = int(max(TILE_SMALL[0], min(150, (rect.w - 16) / per_row - 4)))
        cols = max(1, (rect.w - 16) // (tw + 4))
        return tw, th, cols, rows

    def _tile_rects(self, seat: int, rect: pygame.Rect):
        city = self.city(seat)
        tw, th, cols, rows = self._tile_geom(seat, rect)
        out = []
        for i in range(min(len(city), cols * rows)):
            r, c = divmod(i, cols)
            out.append((i, pygame.Rect(rect.x + 8 + c * (tw + 4), rect.y + 48 + r * (th + 3), tw, th)))
        return out

    def _my_tile_rects(self, count: int | None = None):
        n = len(self.city(self.viewer)) if count is None else count
        tw, th = TILE_BIG
        cols = (CITY.w - 16) // (tw + 6)
        out = []
        for i in range(n):
            r, c = divmod(i, cols)
            out.append((i, pygame.Rect(CITY.x + 10 + c * (tw + 6), CITY.y + 40 + r * (th + 6), tw, th)))
        return out

    def _my_totals_rect(self) -> pygame.Rect:
        return pygame.Rect(SIDE.x + 8, SIDE.y + 80, SIDE.w - 100, 70)

    def _pile_rect(self) -> pygame.Rect:
        return PILES

    def _seat_anchor(self, seat: int):
        if seat == self.viewer:
            return (CITY.centerx, CITY.y + 24)
        for s, r in self._opponent_rects():
            if s == seat:
                return r.center
        return CITY.center

    def _slot_of(self, seat: int) -> pygame.Rect:
        if seat == self.viewer:
            return SLOT1
        for s, r in self._opponent_rects():
            if s == seat:
                return pygame.Rect(r.right - 34, r.y + 8, 26, 36)
        return SLOT1

    def _tile_center(self, seat: int, index: int, v):
        if seat == self.viewer:
            rects = self._my_tile_rects(index + 1)
            return rects[index][1].center if rects else CITY.center
        for s, r in self._opponent_rects():
            if s == seat:
                tw, th, cols, rows = self._tile_geom(seat, r, len(v.cities[seat]))
                row, col = divmod(index, cols)
                return (r.x + 8 + col * (tw + 4) + tw // 2, min(r.bottom - 12, r.y + 48 + row * (th + 3) + th // 2))
        return CITY.center

    def _track_x(self, value: float) -> float:
        n = self.target_vp()
        cw = (TRACK.w - 20) / n
        return TRACK.x + 10 + min(value, n) * cw
