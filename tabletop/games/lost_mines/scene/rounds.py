"""The end of round 1: the round's results with how its treasure was shared.

The shared results dialog ranks the players with the round's breakdown; below the rows this
one tells the split in sentences (each clan's pool, the remainder, the selfish, the dragon),
and its button says where it leads ("On to round 2"). In "Learn to play" the coach's word on
the split (``note``: a heading and its text) is told here too, in a framed box above the button:
the results screen covers the coach's panel, and after it closes the board shows the next round.
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

    def __init__(self, app, table, lines: list[str], next_round: int, note: tuple[str, str] | None = None, **kw):
        super().__init__(app, table, final=False, **kw)
        self.lines = lines
        self.note = note
        self.images = [render_block(line, self.rect.w - 80, theme.XS, theme.TEXT) for line in lines]
        self.note_images = []
        if note is not None:
            self.note_images = [render_block(note[0], self.rect.w - 100, theme.S, theme.ACCENT),
                                render_block(note[1], self.rect.w - 100, theme.XS, theme.TEXT)]
        need = sum(img.get_height() + 4 for img in self.images) + 16 + self._note_height()
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

    def _note_height(self) -> int:
        return sum(img.get_height() + 4 for img in self.note_images) + 24 if self.note_images else 0

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
        if self.note_images:  # the coach's word, framed like the coach's panel
            box = pygame.Rect(self.rect.x + 30, bottom - self._note_height() + 8, self.rect.w - 60, self._note_height() - 12)
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
            pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=8)
            y = box.y + 8
            for img in self.note_images:
                surface.blit(img, (box.x + 20, y))
                y += img.get_height() + 4
