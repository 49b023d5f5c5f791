"""Statistics: per game, games played and finished, wins by you, best score, last played, and
whether its guided first game ("Learn to play") was finished."""

from __future__ import annotations

import pygame

from .. import learn, stats
from ..engine import registry
from ..ui import i18n, theme
from ..ui.i18n import t
from ..ui.scene import Scene, title_bar
from ..ui.text import render, render_block
from ..ui.widgets import Button, panel

COLS = (("stats.game", 232), ("stats.played", 540), ("stats.finished", 630), ("stats.won", 730), ("stats.best", 850),
        ("stats.last", 940), ("stats.learned", 1060))


class StatsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.data = stats.load_stats()
        self.learned = {gid for gid, e in learn.load().items() if e["done"]}
        for gid in self.learned:  # a finished lesson counts even before a first real game
            self.data.setdefault(gid, stats.empty_entry())
        self.widgets = [Button((theme.MARGIN + 8, theme.H - 80, 200, 48), lambda: t("common.back"), self.app.scenes.pop)]

    def draw(self, surface):
        surface.fill(theme.FELT)
        title_bar(surface, t("stats.title"))
        panel(surface, pygame.Rect(200, 112, 960, 500), theme.PANEL, theme.PANEL_BORDER, radius=14)
        if not self.data:
            img = render_block(t("stats.empty"), 700, theme.S, theme.TEXT_DIM, align="center")
            surface.blit(img, img.get_rect(center=(680, 340)))
        else:
            for key, x in COLS:
                surface.blit(render(t(key), theme.XS, theme.TEXT_DIM, True), (x, 136))
            y = 176
            for gid, e in sorted(self.data.items()):
                try:
                    name = registry.get(gid).title(i18n.lang())
                except KeyError:
                    name = gid
                last = (e.get("last_played") or "")[:10]
                best = e.get("best_score")
                cells = (name, e.get("played", 0), e.get("finished", 0), e.get("human_wins", 0),
                         "—" if best is None else f"{best:g}", last or "—",
                         t("stats.learned.yes") if gid in self.learned else t("stats.learned.no"))
                for (key, x), val in zip(COLS, cells):
                    surface.blit(render(str(val), theme.S, theme.TEXT), (x, y))
                y += 40
        super().draw(surface)
