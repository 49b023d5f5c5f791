"""The City's table layout: the fixed zones of the logical 1280x720 canvas, the text helpers,
and the geometry every other part of the scene places things with."""

from __future__ import annotations

import pygame

from tabletop.engine import i18n as engine_i18n
from tabletop.ui import i18n, theme
from tabletop.ui.table import HUD_H

from ..rules import NS

GAME_ID = NS
MARGIN = 24
OPP_Y, OPP_H = HUD_H + 6, 150
OPP_RIGHT = theme.W - 184   # the log's tab and the piles sit to the right
PILES = pygame.Rect(OPP_RIGHT + 8, OPP_Y + 44, theme.W - MARGIN - OPP_RIGHT - 8, OPP_H - 44)
TRACK = pygame.Rect(MARGIN, OPP_Y + OPP_H + 6, theme.W - 2 * MARGIN, 32)
CITY = pygame.Rect(MARGIN, TRACK.bottom + 6, 896, 290)
SIDE = pygame.Rect(CITY.right + 12, CITY.y, theme.W - MARGIN - CITY.right - 12, CITY.h)
HAND_CENTER = (470, theme.H - 78)
HAND_ZONE = pygame.Rect(MARGIN, CITY.bottom + 10, 910, theme.H - CITY.bottom - 10)
SLOT1 = pygame.Rect(CITY.right + 34, CITY.bottom + 24, 100, 140)
SLOT2 = pygame.Rect(SLOT1.right + 14, SLOT1.y, 100, 140)
TRAY = pygame.Rect(SIDE.x, CITY.bottom + 12, SIDE.w, theme.H - CITY.bottom - 18)
ARCH_RECT = pygame.Rect(SIDE.right - 82, SIDE.y + 44, 70, 98)
BUTTON_Y = SIDE.bottom - 50
CITY_CARD = (80, 112)   # a building in your city (table cards are about 70x98, hand cards 100x140)
MINI = (56, 78)         # a building in another player's city
OPP_CARDS_DY = 70       # where the cards start in another player's panel
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

    def _card_rects(self, seat: int, count: int | None = None, total: int | None = None):
        """Where each building of ``seat``'s city lies, as ``(index, rect)``: the first ``count``
        of a city of ``total`` (default: the city as drawn now). Your city is two rows of cards,
        another city one overlapping row across its panel."""
        total = len(self.city(seat)) if total is None else total
        n = total if count is None else count
        if seat == self.viewer:
            w, h = CITY_CARD
            cols = max(10, -(-total // 2))
            step = min(w + 6, (CITY.w - 20 - w) / max(1, cols - 1))
            return [(i, pygame.Rect(round(CITY.x + 10 + (i % cols) * step), CITY.y + 38 + (i // cols) * (h + 6), w, h))
                    for i in range(n)]
        rect = self._opponent_rect(seat)
        w, h = MINI
        step = min(w + 4, (rect.w - 16 - w) / max(1, total - 1))
        return [(i, pygame.Rect(round(rect.x + 8 + i * step), rect.y + OPP_CARDS_DY, w, h)) for i in range(n)]

    def _card_zones(self, seat: int) -> list[tuple[int, pygame.Rect]]:
        """The visible part of each building (cards overlap when a city is long): for hovering."""
        rects = self._card_rects(seat)
        out = []
        for k, (i, r) in enumerate(rects):
            nxt = rects[k + 1][1] if k + 1 < len(rects) else None
            if nxt is not None and nxt.y == r.y and nxt.x < r.right:
                r = pygame.Rect(r.x, r.y, max(4, nxt.x - r.x), r.h)
            out.append((i, r))
        return out

    def _opponent_rect(self, seat: int) -> pygame.Rect:
        for s, r in self._opponent_rects():
            if s == seat:
                return r
        return pygame.Rect(CITY.x, CITY.y, CITY.w, OPP_H)

    def _my_totals_rect(self) -> pygame.Rect:
        return pygame.Rect(SIDE.x + 8, SIDE.y + 80, SIDE.w - 100, 70)

    def _pile_rect(self) -> pygame.Rect:
        return PILES

    def _seat_anchor(self, seat: int):
        if seat == self.viewer:   # below the header and its round button (clear of a lesson's coach)
            return (self.reveal_x(), CITY.y + 190)
        for s, r in self._opponent_rects():
            if s == seat:   # a little above the middle: four gains of one move stack in the panel
                return (r.centerx, r.centery - 10)
        return CITY.center

    def _slot_of(self, seat: int) -> pygame.Rect:
        if seat == self.viewer:
            return SLOT1
        for s, r in self._opponent_rects():
            if s == seat:
                return pygame.Rect(r.right - 34, r.y + 8, 26, 36)
        return SLOT1

    def _card_center(self, seat: int, index: int, v):
        rects = self._card_rects(seat, index + 1, len(v.cities[seat]))
        return rects[index][1].center if rects else CITY.center

    def _track_x(self, value: float) -> float:
        n = self.target_vp()
        cw = (TRACK.w - 20) / n
        return TRACK.x + 10 + min(value, n) * cw
