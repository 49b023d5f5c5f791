"""Where everything lies on the Lost Legacy table (logical 1280x720).

The other players along the top (the log's header and the game's info panel to their right);
the deck, the Ruins and the play area across the middle; your discard pile, hand and panel
along the bottom. At the end of a round or of the game, the panel that explains it covers
your "You know" panel and your hand moves left so it stays in sight, face up.
"""

from __future__ import annotations

import pygame

from tabletop.engine import i18n as engine_i18n
from tabletop.ui import i18n, theme
from tabletop.ui.table import HUD_H

from ..art import MINI, TABLE
from ..rules import NS

OPP_Y, OPP_H = HUD_H + 8, 150
MID_Y = OPP_Y + OPP_H + 10                  # 232
DECK_RECT = pygame.Rect(44, MID_Y + 40, *TABLE)
RUINS_AREA = pygame.Rect(160, MID_Y, 760, 196)
PLAY_RECT = pygame.Rect(936, MID_Y, 320, 196)
OPP_RIGHT = theme.W - 340                   # the log's header sits to the right of the opponents
INFO_RECT = pygame.Rect(OPP_RIGHT + 12, OPP_Y + 44, theme.W - 24 - OPP_RIGHT - 12, OPP_H - 44)
CHOICE_Y = MID_Y + 208                      # 440: the buttons of an open choice
MY_PILE = pygame.Rect(24, 500, 400, 212)
MY_PANEL = pygame.Rect(872, 500, 384, 212)
HAND_CENTER = (648, 720 - 104)
HAND_ZONE = pygame.Rect(440, 500, 416, 220)
#: the Ruins cards' row, their numbers under them, then two lines of text: what you know is
#: somewhere in the Ruins, and what to click
SLOT_Y = RUINS_AREA.y + 38
SLOT_LABEL_H = 20
RUINS_PROMPT_Y = RUINS_AREA.bottom - 24
RUINS_NOTE_Y = RUINS_PROMPT_Y - 21
#: the panel that explains the end of a round or of the game, and your hand beside it
END_RECT = pygame.Rect(604, 426, theme.W - 24 - 604, theme.H - 8 - 426)
END_HAND_CENTER = (HAND_ZONE.x + 82, HAND_CENTER[1])


def tr(key: str, **fmt) -> str:
    return engine_i18n.tr(NS, key, i18n.lang(), **fmt)


def cname(card: str) -> str:
    return tr(f"card.{card}")


def cards_list(names) -> str:
    """Names in a row, with the language's separator (", " / "、")."""
    return tr("list.sep").join(names)


class Layout:
    """The table's geometry that depends on the seats and the cards (mixed into the scene)."""

    def others(self, v=None) -> list[int]:
        v = v or self.disp
        return [s for s in range(v.num_players) if s != self.viewer]

    def seat_rect(self, seat: int) -> pygame.Rect:
        if seat == self.viewer:
            return MY_PANEL
        others = self.others()
        n = len(others)
        w = min(360, (OPP_RIGHT - 24 - 8 * (n - 1)) // max(1, n))
        total = n * w + 8 * (n - 1)
        x0 = 24 + (OPP_RIGHT - 24 - total) // 2
        i = others.index(seat)
        return pygame.Rect(x0 + i * (w + 8), OPP_Y, w, OPP_H)

    def hand_anchor(self, seat: int):
        if seat == self.viewer:
            return END_HAND_CENTER if self.ending_shown() else HAND_CENTER
        r = self.seat_rect(seat)
        return (r.x + 12 + TABLE[0] // 2, r.y + 34 + TABLE[1] // 2)

    def pile_in_panel(self) -> bool:
        """A guided game: the coach's panel lies over your discard pile, so your discards are
        laid small along the bottom of your own panel instead (never out of sight)."""
        return getattr(self, "coach", None) is not None

    def pile_size(self, seat: int):
        return TABLE if seat == self.viewer and not self.pile_in_panel() else MINI

    def pile_area(self, seat: int) -> pygame.Rect:
        """The strip a seat's discard pile is laid out in."""
        if seat == self.viewer and self.pile_in_panel():
            return pygame.Rect(MY_PANEL.x + 12, MY_PANEL.bottom - 10 - MINI[1], MY_PANEL.w - 24, MINI[1])
        if seat == self.viewer:
            return pygame.Rect(MY_PILE.x + 12, MY_PILE.y + 40, MY_PILE.w - 24, TABLE[1])
        r = self.seat_rect(seat)
        x0 = r.x + 12 + TABLE[0] + 26
        return pygame.Rect(x0, r.y + 36, r.right - 10 - x0, MINI[1])

    def pile_layout(self, seat: int) -> list[pygame.Rect]:
        """Where each card of ``seat``'s pile is drawn (bottom first; the last one is on top)."""
        n = len(self.disp.piles[seat])
        if n == 0:
            return []
        size = self.pile_size(seat)
        area = self.pile_area(seat)
        step = min(size[0] + 4, (area.w - size[0]) / max(1, n - 1)) if n > 1 else 0
        return [pygame.Rect(round(area.x + i * step), area.y, *size) for i in range(n)]

    def pile_top_pos(self, seat: int):
        rects = self.pile_layout(seat)
        if rects:
            return rects[-1].center
        area = self.pile_area(seat)
        size = self.pile_size(seat)
        return (area.x + size[0] // 2, area.y + size[1] // 2)

    def slot_count(self) -> int:
        cards = self.round_cards_shown()
        return len(cards[1]) if cards is not None else self.disp.ruins_count

    def slot_rects(self, count: int | None = None) -> list[pygame.Rect]:
        n = self.slot_count() if count is None else count
        if n <= 0:
            return []
        gap = 12
        w = TABLE[0]
        step = min(w + gap, (RUINS_AREA.w - 40 - w) / max(1, n - 1)) if n > 1 else 0
        total = w + step * (n - 1)
        x0 = RUINS_AREA.centerx - total / 2
        return [pygame.Rect(round(x0 + i * step), SLOT_Y, *TABLE) for i in range(n)]

    def slot_label_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """Where a Ruins card's number is written (under the card)."""
        return pygame.Rect(rect.centerx - 16, rect.bottom + 4, 32, SLOT_LABEL_H)

    def slot_center(self, i: int):
        rects = self.slot_rects()
        if 0 <= i < len(rects):
            return rects[i].center
        return RUINS_AREA.center
