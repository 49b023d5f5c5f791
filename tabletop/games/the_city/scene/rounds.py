"""The City's end of a round: the scoring summary of the round just played."""

from __future__ import annotations

import pygame

from tabletop.ui import i18n, theme
from tabletop.ui.fx import HoverZone
from tabletop.ui.table import ResultsScene, seat_color
from tabletop.ui.text import render, render_fit
from tabletop.ui.widgets import Button, panel

from .. import art
from ..review import round_summary
from .layout import TILE_BIG, cname, row_text, tr


class RoundsMixin:
    # ------------------------------------------------------------------ end of round
    def _note_rounds(self, v) -> None:
        """Notice a round scored since the last screen (also after undo, a hot-seat curtain or a load)."""
        scored = len(v.vp_history[0]) if v.vp_history else 0
        if self.rounds_shown is None:
            self.rounds_shown = scored          # a loaded game does not replay old rounds
        if scored < self.rounds_shown:          # undone
            self.rounds_shown = scored
        if self.pending_round is not None and self.pending_round["round"] > scored:
            self.pending_round = None
        if scored > self.rounds_shown and self.pending_round is None and not self.session.is_terminal():
            summary = round_summary(v)
            if summary is None:                 # the next round has begun: too late to show it
                self.rounds_shown = scored
            else:
                self.pending_round = summary

    def _show_round(self) -> None:
        """Push the round's scoring screen if it is due and the table is on top (else update() retries)."""
        pend = self.pending_round
        if pend is None:
            return
        if self.session.is_terminal():          # the final results screen covers the last round
            self.pending_round = None
            self.rounds_shown = pend["round"]
            return
        if self.hidden or self.app.scenes.top is not self:
            return
        if self.drag is not None and self.drag.mode in ("dragging", "pressed"):
            return                              # not under a card in the hand; update() retries
        self.pending_round = None
        self.rounds_shown = pend["round"]
        self.app.scenes.push(RoundResults(self.app, self, pend))

    def _round_closed(self) -> None:
        self.sync()

    def reveal(self) -> None:
        super().reveal()
        if self.pending_round is not None:
            self.tweens.after(300, self._show_round)


def cards_text(n: int) -> str:
    return tr("tbl.rs.card1" if n == 1 else "tbl.rs.cards", n=n)


class RoundResults(ResultsScene):
    """The end of a round: per seat what it built, its income, the VP it scored and its new
    total; below, the selected seat's buildings with what each earned (hover: the formula).
    Enter, Space or Esc closes it (as does the button); a click or hover on a row selects it."""

    ROW_H = 46

    def __init__(self, app, table, summary: dict):
        self.summary = summary
        seats = summary["seats"]
        heads = [tr("tbl.rs.built"), tr("tbl.rs.income"), tr("tbl.rs.vp")]
        body = [[", ".join(cname(c) for c in s["built"]) or "–",
                 cards_text(s["income"]),
                 f"+{s['vp']}"] for s in seats]
        cells = [str(s["total"]) for s in seats]
        super().__init__(app, table, title=tr("tbl.rs.title", n=summary["round"]), final=False,
                         breakdown=lambda: (heads, body), score_cells=cells, on_close=table._round_closed,
                         places=False)
        self.selected = table.viewer if table.viewer < len(seats) else 0
        self.zones: list[HoverZone] = []
        n = len(seats)
        per_row = (1040 - 56 + 6) // (TILE_BIG[0] + 6)
        most = max((len(s["rows"]) for s in seats), default=0)
        self.tile_rows = max(1, min(3 if n >= 4 else 4, -(-most // per_row)))
        h = 74 + 30 + n * self.ROW_H + 40 + self.tile_rows * (TILE_BIG[1] + 6) + 82
        self.rect = pygame.Rect(0, 0, 1040, h)
        self.rect.center = (theme.W // 2, theme.H // 2)
        self.widgets = [Button((self.rect.centerx - 130, self.rect.bottom - 64, 260, 46),
                               lambda: tr("tbl.rs.continue"), self.close, style="primary")]

    # columns: player, built this round, income, VP this round, total
    def _cols(self):
        x = self.rect.x + 28
        widths = (210, 380, 180, 100, 110)
        out = []
        for w in widths:
            out.append((x, w))
            x += w
        return out

    def _row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 16, self.rect.y + 104 + i * self.ROW_H, self.rect.w - 32, self.ROW_H - 4)

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE,
                                                          pygame.K_ESCAPE):
            self.close()
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and hasattr(event, "pos"):
            for i in range(len(self.summary["seats"])):
                if self._row_rect(i).collidepoint(event.pos):
                    self.selected = i
        return super().handle(event)

    def hover_target(self, pos):
        w = super().hover_target(pos)
        if w is not None:
            return w
        for z in self.zones:
            if z.rect.collidepoint(pos):
                return z
        return None

    def draw(self, surface) -> None:
        table = self.table
        lang = i18n.lang()
        seats = self.summary["seats"]
        panel(surface, self.rect, theme.PANEL, theme.ACCENT, radius=16)
        title = render(self.title, theme.L, theme.ACCENT, True)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 18)))
        cols = self._cols()
        y = self.rect.y + 76
        heads = [tr("tbl.rs.player"), tr("tbl.rs.built"), tr("tbl.rs.income"), tr("tbl.rs.vp"), tr("tbl.rs.total")]
        for (x, w), head in zip(cols, heads):
            surface.blit(render_fit(head, theme.XS, theme.TEXT_DIM, w - 10, True), (x, y))
        lead = max(s["total"] for s in seats)
        for i, s in enumerate(seats):
            rr = self._row_rect(i)
            if i == self.selected:
                pygame.draw.rect(surface, theme.PANEL_HI, rr, border_radius=8)
                pygame.draw.rect(surface, seat_color(i), rr, 1, border_radius=8)
            cy = rr.centery
            (x0, w0), (x1, w1), (x2, w2), (x3, w3), (x4, w4) = cols
            name = table.seat_label(i, theme.S, w0 - 10)
            surface.blit(name, name.get_rect(midleft=(x0, cy)))
            # what was built this round, as small tiles (or why nothing was)
            if s["built"]:
                tw = min(200, (w1 - 10) // len(s["built"]) - 6)
                for k, card in enumerate(s["built"]):
                    img = art.tile(card, lang, (tw, 26), 0, 0, False)
                    surface.blit(img, img.get_rect(midleft=(x1 + k * (tw + 6), cy)))
            else:
                why = tr("tbl.rs.gave_up") if s["gave_up"] else (
                    tr("tbl.rs.failed", card=cname(s["failed"][0])) if s["failed"] else tr("tbl.rs.nothing"))
                img = render_fit(why, theme.XS, theme.TEXT_DIM, w1 - 10)
                surface.blit(img, img.get_rect(midleft=(x1, cy)))
            inc = cards_text(s["income"])
            if s["got"] is not None and s["got"] < s["income"]:
                inc = tr("tbl.rs.cards_short", n=s["got"], of=s["income"])
            img = render_fit(inc, theme.S, theme.TEXT, w2 - 10)
            surface.blit(img, img.get_rect(midleft=(x2, cy)))
            img = render(f"+{s['vp']}", theme.S, theme.ACCENT, True)
            surface.blit(img, img.get_rect(midleft=(x3, cy)))
            img = render(tr("tbl.vp_n", n=s["total"]), theme.S, theme.ACCENT if s["total"] == lead else theme.TEXT, True)
            surface.blit(img, img.get_rect(midleft=(x4, cy)))
        # the selected seat's buildings with what each earned this round
        sel = seats[self.selected]
        y = self._row_rect(len(seats)).y + 6
        head = tr("tbl.rs.detail", name=table.name(self.selected), cards=cards_text(sel["income"]), vp=sel["vp"])
        img = render_fit(head, theme.XS, theme.TEXT, self.rect.w - 56, True)
        surface.blit(img, (self.rect.x + 28, y))
        y += 26
        tw, th = TILE_BIG
        area = pygame.Rect(self.rect.x + 28, y, self.rect.w - 56, self.tile_rows * (th + 6))
        per_row = max(1, (area.w + 6) // (tw + 6))
        cap = per_row * self.tile_rows
        rows = sel["rows"]
        order = sorted(range(len(rows)), key=lambda k: (-(rows[k]["income"] + rows[k]["vp"] > 0), k))
        self.zones = []
        if not rows:
            img = render(tr("tbl.rs.empty"), theme.XS, theme.TEXT_DIM)
            surface.blit(img, (area.x, area.y + 4))
        shown = order[:cap - 1] if len(order) > cap else order
        for n, k in enumerate(shown):
            row = rows[k]
            r = pygame.Rect(area.x + (n % per_row) * (tw + 6), area.y + (n // per_row) * (th + 6), tw, th)
            img = art.tile(row["card"], lang, TILE_BIG, row["income"], row["vp"], True)
            if row["income"] == 0 and row["vp"] == 0:
                img = img.copy()
                img.set_alpha(150)
            surface.blit(img, r)
            self.zones.append(HoverZone(r, lambda row=row, seat=self.selected: "\n".join(
                [cname(row["card"]) + f"  ({table.name(seat)})", row_text(row, "income", table.name),
                 row_text(row, "vp", table.name)])))
        if len(order) > len(shown):
            n = len(shown)
            r = pygame.Rect(area.x + (n % per_row) * (tw + 6), area.y + (n // per_row) * (th + 6), tw, th)
            rest = [rows[k] for k in order[len(shown):]]
            img = render(tr("tbl.rs.more", n=len(rest), cards=cards_text(sum(x["income"] for x in rest)),
                            vp=sum(x["vp"] for x in rest)), theme.XS, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midleft=(r.x + 6, r.centery)))
        hint = render(tr("tbl.rs.keys"), theme.XS, theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(bottomright=(self.rect.right - 24, self.rect.bottom - 22)))
        self.draw_countdown(surface)
        for w in self.widgets:
            if w.visible:
                w.draw(surface)
