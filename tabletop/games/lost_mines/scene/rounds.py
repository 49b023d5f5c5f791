"""The end of round 1: the round's results with how its treasure was shared.

The shared results dialog ranks the players with the round's breakdown; below the rows this
one tells the split in sentences (each clan's pool, the remainder, the selfish, the dragon),
and its button says where it leads ("On to round 2").
"""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.results import ResultsScene
from tabletop.ui.text import render_block

from .words import tr

MIN_PITCH = 34    # a seat's row when the sentences need the room


class RoundScreen(ResultsScene):
    """``ResultsScene`` (not final) with ``lines`` told under the rows."""

    def __init__(self, app, table, lines: list[str], next_round: int, **kw):
        super().__init__(app, table, final=False, **kw)
        self.lines = lines
        self.images = [render_block(line, self.rect.w - 80, theme.XS, theme.TEXT) for line in lines]
        need = sum(img.get_height() + 4 for img in self.images) + 16
        n = table.session.state.num_players
        want = self.ROWS_TOP + self.ROW_PITCH * n + need + self.FOOT
        h = max(self.rect.h, min(theme.H - 16, want))
        self.rect = pygame.Rect(0, 0, self.rect.w, h)
        self.rect.center = (theme.W // 2, theme.H // 2)
        self.pitch = max(MIN_PITCH, min(self.ROW_PITCH, (h - self.ROWS_TOP - self.FOOT - need) // max(1, n)))
        close = self.widgets[0]
        close.rect.topleft = (self.rect.x + 32, self.rect.bottom - 72)
        close.rect.w = 240
        close.text = lambda: tr("res.next_round", n=next_round)

    def draw(self, surface) -> None:
        super().draw(surface)
        n = self.table.session.state.num_players
        y = self.rect.y + self.ROWS_TOP + self.pitch * n + 4
        bottom = self.rect.bottom - self.FOOT
        for img in self.images:
            if y + img.get_height() > bottom:
                break
            surface.blit(img, (self.rect.x + 40, y))
            y += img.get_height() + 4
