"""The end-of-game and end-of-round results dialog, and the score chart it draws.

:class:`ResultsScene` ranks the seats with the game's full breakdown (its table supplies
:meth:`~tabletop.ui.table.TableScene.result_breakdown`) and, at the end of a game, a chart of
the scores over the rounds; it offers "Play again" (same seats and options, a new deal),
"New game" (the game's new-game dialog), the main menu, or closing it to look at the table.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

import pygame

from ..engine.contract import Setup
from . import theme
from .i18n import t
from .scene import Scene
from .seats import seat_color, seat_mark
from .text import font, render, render_fit
from .widgets import Button, panel

if TYPE_CHECKING:  # the table imports this module: its name only for the annotation
    from .table import TableScene


class ResultsScene(Scene):
    """End of game: ranking with the full breakdown. Play again, main menu, or close to see the board."""

    overlay = True
    AUTO_CONTINUE_MS = 8000.0
    ROWS_TOP = 128    # the first row's text, below the title and the column heads
    ROW_PITCH = 44    # one seat's row
    FOOT = 84         # below the rows: the buttons
    CHART_ROOM = 72   # the final screen's score chart, at the least

    def __init__(self, app, table: TableScene, title: str | None = None, final: bool = True, *,
                 breakdown=None, score_cells: list[str] | None = None, on_close=None, places: bool = True):
        """``breakdown`` (a callable like :meth:`TableScene.result_breakdown`) and ``score_cells``
        (the score column's text per seat, e.g. "?" for hidden totals) serve end-of-round
        screens (``final=False``); ``on_close`` runs when the screen is closed."""
        super().__init__(app)
        self.table, self.final = table, final
        self.title = title
        self.breakdown = breakdown or table.result_breakdown
        self.score_cells = score_cells
        self.on_close = on_close
        self.show_places = places  # False: rows in seat order, no place column (hidden totals)
        # a round screen at a table with no human seat (AI against AI) goes on by itself,
        # with the count-down shown; any key or click still closes it at once
        self.auto_left = self.AUTO_CONTINUE_MS if not final and not table.humans() else None
        # as tall as the rows need (up to 9 seats), with room for the score chart when final
        n = table.session.state.num_players
        want = self.ROWS_TOP + self.ROW_PITCH * n + self.FOOT + (self.CHART_ROOM if final else 0)
        self.rect = pygame.Rect(0, 0, 860, max(520, min(theme.H - 32, want)))
        self.rect.center = (theme.W // 2, theme.H // 2)
        self.pitch = min(self.ROW_PITCH, (self.rect.h - self.ROWS_TOP - self.FOOT) // max(1, n))
        y = self.rect.bottom - 72
        close_key = "end.see_table" if final else "common.close"
        self.widgets = [
            Button((self.rect.x + 32, y, 180, 48), lambda: t(close_key), self.close,
                   tooltip=(lambda: t("end.see_table.tip")) if final else None),
        ]
        if final:
            w, gap = 180, 14
            x = self.rect.right - 32 - 3 * w - 2 * gap
            self.widgets += [
                Button((x, y, w, 48), lambda: t("end.menu"), self.to_menu),
                Button((x + w + gap, y, w, 48), lambda: t("end.new"), self.new_game,
                       tooltip=lambda: t("end.new.tip")),
                Button((x + 2 * (w + gap), y, w, 48), lambda: t("end.again"), self.again, style="primary",
                       tooltip=lambda: t("end.again.tip")),
            ]

    def _column_widths(self, heads, rows) -> list[int]:
        """Place, player, the breakdown columns and the score, each as wide as its widest text."""
        st = self.table.session.state
        def w(text, bold=False):
            return render(str(text), theme.S, theme.TEXT, bold).get_width()
        names = [w(f"{seat_mark(s)} {self.table.name(s)}") for s in range(st.num_players)]
        need = [max(56, w(t("end.place"))) + 16, min(260, max(names + [w(t("end.player"))])) + 20]
        for i, h in enumerate(heads):
            cells = [w(r[i]) for r in rows if i < len(r)]
            need.append(max([render(str(h), theme.XS, theme.TEXT_DIM, True).get_width()] + cells) + 20)
        need.append(max(90, w(t("end.score"))) + 10)
        floor = [48, 140] + [56] * len(heads) + [70]
        return _fit_widths(need, self.rect.w - 80, floor)

    def close(self):
        self.auto_left = None
        if self not in self.app.scenes.stack:
            return
        self.app.scenes.remove(self)
        if self.on_close is not None:
            self.on_close()

    @property
    def animating(self) -> bool:
        return self.auto_left is not None or super().animating

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.auto_left is not None and self.app.scenes.top is self:
            self.auto_left -= dt
            if self.auto_left <= 0:
                self.close()

    def draw_countdown(self, surface) -> None:
        """"Continues in N s" at the top right while the screen will close by itself."""
        if self.auto_left is None:
            return
        img = render(t("end.auto_continue", n=max(1, math.ceil(self.auto_left / 1000))), theme.XS, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(topright=(self.rect.right - 24, self.rect.y + 22)))

    def to_menu(self):
        self.app.to_menu()

    def again(self):
        play_again(self.app, self.table.session)

    def new_game(self):
        new_game(self.app, self.table.session.spec)

    def handle(self, event):
        closing = (pygame.K_ESCAPE,) if self.final else (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if event.type == pygame.KEYDOWN and event.key in closing:
            self.close()
            return True
        super().handle(event)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def headline(self, places: list[int], room: int) -> str:
        """The title: who won, or who tied (counted when their names would not fit in ``room``)."""
        winners = [i for i, p in enumerate(places) if p == 1]
        if self.title:
            return self.title
        if len(winners) == 1:
            return t("end.winner", name=self.table.name(winners[0]))
        if len(winners) == len(places):
            return t("end.tie_all")
        head = t("end.tie", names=t("end.tie_join").join(self.table.name(i) for i in winners))
        if font(theme.L, True).size(head)[0] > room:
            head = t("end.tie_n", n=len(winners))
        return head

    def draw(self, surface):
        s = self.table.session
        st = s.state
        panel(surface, self.rect, theme.PANEL, theme.ACCENT, radius=16)
        places, scores = st.ranking(), st.scores()
        room = self.rect.w - 48
        img = render_fit(self.headline(places, room), theme.L, theme.ACCENT, room, True, min_size=theme.M)
        surface.blit(img, img.get_rect(midtop=(self.rect.centerx, self.rect.y + 24)))
        extra_heads, extra_rows = self.breakdown()
        cols = [t("end.place") if self.show_places else "", t("end.player")] + list(extra_heads) + [t("end.score")]
        x0 = self.rect.x + 40
        widths = self._column_widths(extra_heads, extra_rows)
        y = self.rect.y + self.ROWS_TOP - 32
        x = x0
        for c, w in zip(cols, widths):
            surface.blit(render(c, theme.XS, theme.TEXT_DIM, True), (x, y))
            x += w
        y += 32
        order = sorted(range(len(places)), key=lambda i: (places[i], i)) if self.show_places else range(len(places))
        for seat in order:
            row_rect = pygame.Rect(x0 - 12, y - 6, self.rect.w - 56, self.pitch - 4)
            if places[seat] == 1 and self.show_places:
                pygame.draw.rect(surface, theme.PANEL_HI, row_rect, border_radius=8)
            cells = [str(places[seat]) if self.show_places else "", f"{seat_mark(seat)} {self.table.name(seat)}"] + \
                [str(c) for c in (extra_rows[seat] if seat < len(extra_rows) else [])] + \
                [self.score_cells[seat] if self.score_cells else f"{scores[seat]:g}"]
            x = x0
            for n, (c, w) in enumerate(zip(cells, widths)):
                color = seat_color(seat) if n == 1 else theme.TEXT
                surface.blit(render_fit(c, theme.S, color, w - 8, n == len(cells) - 1), (x, y))
                x += w
            y += self.pitch
        history = self.table.score_history() if self.final else None
        chart = pygame.Rect(x0, y + 4, self.rect.w - 80, self.rect.bottom - 84 - (y + 4))
        if history and chart.h >= 56:
            draw_score_chart(surface, chart, *history)
        self.draw_countdown(surface)
        super().draw(surface)


def _fit_widths(need: list[int], avail: int, floor: list[int]) -> list[int]:
    """Column widths: what each column needs, spare room shared out, or squeezed towards ``floor``."""
    total = sum(need)
    if total <= avail:
        spare = (avail - total) // max(1, len(need))
        return [n + spare for n in need]
    over = total - avail
    slack = [max(0, n - f) for n, f in zip(need, floor)]
    room = sum(slack) or 1
    return [n - min(s, over * s // room + 1) for n, s in zip(need, slack)]


def draw_score_chart(surface: pygame.Surface, rect: pygame.Rect, labels: list[str], series: list[list[float]]) -> None:
    """A small line chart of each seat's score after each round (seat colour + seat mark)."""
    pygame.draw.rect(surface, theme.FELT_DARK, rect, border_radius=8)
    if not labels or not series:
        return
    lo = min(0.0, min((v for s in series for v in s), default=0.0))
    hi = max(1.0, max((v for s in series for v in s), default=1.0))
    inner = rect.inflate(-64, -28).move(8, 0)
    n = len(labels)

    def pt(i, v):
        x = inner.x + (inner.w * (i + 1) / n if n else 0)
        return (x, inner.bottom - (v - lo) / (hi - lo) * inner.h)

    pygame.draw.line(surface, theme.PANEL_BORDER, (inner.x, inner.bottom), (inner.right, inner.bottom))
    top = render(f"{hi:g}", theme.XS, theme.TEXT_DIM)
    surface.blit(top, (rect.x + 8, inner.y - top.get_height() // 2))
    if lo < 0:  # scores below zero: the axis is the lowest, so mark it and where zero is
        low = render(f"{lo:g}", theme.XS, theme.TEXT_DIM)
        surface.blit(low, (rect.x + 8, inner.bottom - low.get_height() // 2))
        zero_y = pt(0, 0.0)[1]
        pygame.draw.line(surface, theme.PANEL_BORDER, (inner.x, zero_y), (inner.right, zero_y))
        zero = render("0", theme.XS, theme.TEXT_DIM)
        surface.blit(zero, (rect.x + 8, zero_y - zero.get_height() // 2))
    for i, lab in enumerate(labels):
        img = render(lab, theme.XS, theme.TEXT_DIM)
        x, _ = pt(i, lo)
        surface.blit(img, img.get_rect(midtop=(x, inner.bottom + 2)))
    for seat, values in enumerate(series):
        pts = [(inner.x, pt(0, 0.0)[1])] + [pt(i, v) for i, v in enumerate(values)]
        if len(pts) >= 2:
            pygame.draw.lines(surface, seat_color(seat), False, pts, 3)
        for p in pts[1:]:
            pygame.draw.circle(surface, seat_color(seat), (int(p[0]), int(p[1])), 4)
        if values:
            mark = render(seat_mark(seat), theme.XS, seat_color(seat), True)
            surface.blit(mark, (pts[-1][0] + 6, pts[-1][1] - mark.get_height() // 2))


def play_again(app, session) -> None:
    """The same seats and options at a new deal (a fresh seed)."""
    rec = session.record
    setup = Setup(rec.setup.players, dict(rec.setup.options), random.SystemRandom().randrange(1, 2**31))
    app.start_game(session.spec, setup, list(rec.seats))


def new_game(app, spec) -> None:
    """The menu with this game's new-game dialog open (seats and options as last chosen)."""
    app.open_new_game(spec)
