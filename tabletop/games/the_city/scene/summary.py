"""The City's round summary and final results.

A round's scoring is a panel the player may open over their city (the "Round N" button in the
city's header, or R), never a dialog that stops the table: per seat what it built, the cards it
drew and the VP it scored, and its total (hover a figure: which buildings earned it). The last
scored round stays one click away until the next one replaces it; the button glows while a
newly scored round has not been looked at.

At the end of the game the results dialog (:class:`CityResults`) adds the full breakdown: the
selected seat's buildings, each with the income and VP it earned in the last round.
"""

from __future__ import annotations

import pygame

from tabletop.ui import i18n, theme
from tabletop.ui.fx import HoverZone
from tabletop.ui.table import ResultsScene, seat_color
from tabletop.ui.text import render, render_block, render_fit
from tabletop.ui.widgets import Button, panel

from .. import art
from ..review import round_summary
from .layout import CITY, cname, row_text, tr

SUMMARY_BTN = pygame.Rect(CITY.x + 330, CITY.y + 5, 190, 28)
TILE = (166, 40)  # one building's line in a breakdown: band, name, symbols, income and VP earned


def cards_text(n: int) -> str:
    return tr("tbl.rs.card1" if n == 1 else "tbl.rs.cards", n=n)


def building_tip(row: dict, owner: str, name_of) -> str:
    return "\n".join([cname(row["card"]) + f"  ({owner})", row_text(row, "income", name_of), row_text(row, "vp", name_of)])


def draw_buildings(surface, area: pygame.Rect, rows: list[dict], owner: str, name_of) -> list[HoverZone]:
    """A seat's buildings, the best earners first, each with the income and VP it earned (hover:
    the formula); what does not fit is summed up in a last line. Returns the hover zones."""
    lang = i18n.lang()
    tw, th = TILE
    per_row = max(1, (area.w + 6) // (tw + 6))
    fit = per_row * max(1, (area.h + 6) // (th + 6))
    order = sorted(range(len(rows)), key=lambda k: (-(rows[k]["vp"] * 2 + rows[k]["income"]), k))
    shown = order[:fit - 1] if len(order) > fit else order
    zones = []
    if not rows:
        surface.blit(render(tr("tbl.rs.empty"), theme.XS, theme.TEXT_DIM), (area.x, area.y + 4))
    for n, k in enumerate(shown):
        row = rows[k]
        r = pygame.Rect(area.x + (n % per_row) * (tw + 6), area.y + (n // per_row) * (th + 6), tw, th)
        img = art.tile(row["card"], lang, TILE, row["income"], row["vp"], True)
        if row["income"] == 0 and row["vp"] == 0:
            img = img.copy()
            img.set_alpha(150)
        surface.blit(img, r)
        zones.append(HoverZone(r, lambda row=row: building_tip(row, owner, name_of)))
    if len(order) > len(shown):
        n = len(shown)
        r = pygame.Rect(area.x + (n % per_row) * (tw + 6), area.y + (n // per_row) * (th + 6), tw, th)
        rest = [rows[k] for k in order[n:]]
        img = render_fit(tr("tbl.rs.more", n=len(rest), cards=cards_text(sum(x["income"] for x in rest)),
                            vp=sum(x["vp"] for x in rest)), theme.XS, theme.TEXT_DIM, tw)
        surface.blit(img, img.get_rect(midleft=(r.x + 4, r.centery)))
    return zones


class SummaryMixin:
    """The round summary panel of the table (see the module docstring)."""

    def _init_summary(self) -> None:
        self.summary_open = False
        self.summary_new = False        # a round was scored that the player has not looked at
        self.summary_zones: list[HoverZone] = []
        self.summary_sel = 0                # the seat whose buildings the panel details
        self._summary_row_rects: list[pygame.Rect] = []
        self._summary_key = None
        self._summary: dict | None = None
        self._rounds_seen: int | None = None
        self.summary_button = Button(SUMMARY_BTN, self._summary_label, self.toggle_summary, hotkey=pygame.K_r,
                                     size=theme.XS, tooltip=lambda: tr("tbl.rs.tip"))

    def _summary_label(self) -> str:
        s = self.latest_summary()
        n = s["round"] if s else 0
        return tr("tbl.rs.close" if self.summary_open else "tbl.rs.open", n=n)

    def latest_summary(self) -> dict | None:
        """The last round scored at the moment the table shows (the live game or the replay)."""
        pos = self.replay.position if self.replay is not None else len(self.session.log)
        key = (pos, self.viewer, len(self.session.log))
        if key != self._summary_key:
            self._summary_key = key
            self._summary = None
            scored = len(self.view.vp_history[0]) if self.view.vp_history else 0
            k = pos
            while scored and k >= 0:
                v = self.view if k == pos else self.session.view_at(k, self.viewer)
                if (len(v.vp_history[0]) if v.vp_history else 0) < scored:
                    break                       # before that round's scoring: nothing to find
                found = round_summary(v)
                if found is not None:
                    self._summary = found
                    break
                k -= 1
        return self._summary

    def toggle_summary(self) -> None:
        if self.summary_open:
            self.summary_open = False
        elif self.latest_summary() is not None:
            self.summary_open = True
            self.summary_new = False
            self.summary_sel = self.viewer

    def _note_rounds(self, v) -> None:
        """A round scored since the table last looked: the button glows (never a dialog)."""
        scored = len(v.vp_history[0]) if v.vp_history else 0
        if self._rounds_seen is None or scored < self._rounds_seen or self.replay is not None:
            self._rounds_seen = scored          # a loaded game, an undo or a replay: nothing new
            return
        if scored > self._rounds_seen:
            self._rounds_seen = scored
            self.summary_new = not self.summary_open

    def summary_rect(self) -> pygame.Rect:
        return CITY

    def handle_summary(self, event) -> bool:
        """The panel's own input: the button, Esc, and clicks on the open panel (they select a seat
        and go no further: the city under it takes no drop while it is open)."""
        if self.latest_summary() is None:
            self.summary_open = False
            return False
        if not self.summary_shown():
            return False
        if self.summary_button.handle(event):
            return True
        if not self.summary_open:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.summary_open = False
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            for i, r in enumerate(self._summary_row_rects):
                if r.collidepoint(event.pos):
                    self.summary_sel = i                # its buildings below the rows
                    return True
        return False

    def _summary_rows(self, rect: pygame.Rect, n: int) -> tuple[list[tuple[int, int]], int, int]:
        """Column (x, width) pairs, the first row's y and the row pitch."""
        x = rect.x + 16
        cols = []
        for w in (180, rect.w - 32 - 180 - 150 - 80 - 100, 150, 80, 100):
            cols.append((x, w))
            x += w
        top = rect.y + 62
        pitch = min(40, (rect.bottom - 30 - top) // max(1, n))
        return cols, top, pitch

    def summary_shown(self) -> bool:
        """The button (and the panel) are on the table: a round has been scored, and neither a
        replay (read-only) nor the reveal's stage is up."""
        return self.replay is None and not self.revealing() and self.latest_summary() is not None

    def draw_summary(self, surface: pygame.Surface) -> None:
        self.summary_zones = []
        s = self.latest_summary()
        if not self.summary_shown():
            return
        if self.summary_new and not self.summary_open:
            glow = self.summary_button.rect.inflate(8, 8)
            alpha = 120 + int(100 * abs(((self.pulse_t / 600) % 2) - 1))
            pygame.draw.rect(surface, (*theme.ACCENT, alpha), glow, 3, border_radius=10)
        self.summary_button.draw(surface)
        if not self.summary_open:
            return
        lang = i18n.lang()
        rect = self.summary_rect()
        panel(surface, rect, theme.PANEL, theme.ACCENT, radius=12)
        title = render(tr("tbl.rs.title", n=s["round"]), theme.M, theme.ACCENT, True)
        surface.blit(title, (rect.x + 16, rect.y + 8))
        self.summary_button.draw(surface)
        seats = s["seats"]
        cols, top, pitch = self._summary_rows(rect, len(seats))
        heads = [tr("tbl.rs.player"), tr("tbl.rs.built"), tr("tbl.rs.income"), tr("tbl.rs.vp"), tr("tbl.rs.total")]
        for (x, w), head in zip(cols, heads):
            surface.blit(render_fit(head, theme.XS, theme.TEXT_DIM, w - 10, True), (x, top - 22))
        lead = max(x["total"] for x in seats)
        self._summary_row_rects = []
        sel = self.summary_sel if self.summary_sel < len(seats) else 0
        for i, seat in enumerate(seats):
            y = top + i * pitch
            cy = y + pitch // 2 - 2
            row = pygame.Rect(rect.x + 8, y, rect.w - 16, pitch - 4)
            self._summary_row_rects.append(row)
            if i == sel:
                pygame.draw.rect(surface, theme.PANEL_HI, row, border_radius=8)
                pygame.draw.rect(surface, seat_color(i), row, 1, border_radius=8)
            (x0, w0), (x1, w1), (x2, w2), (x3, w3), (x4, w4) = cols
            name = self.seat_label(i, theme.S, w0 - 10)
            surface.blit(name, name.get_rect(midleft=(x0, cy)))
            if seat["built"]:
                tw = min(150, (w1 - 10) // len(seat["built"]) - 6)
                for k, card in enumerate(seat["built"]):
                    img = art.tile(card, lang, (tw, 26), 0, 0, False)
                    surface.blit(img, img.get_rect(midleft=(x1 + k * (tw + 6), cy)))
            else:
                if seat["failed"]:  # a card that could not be built (then it gave up building)
                    why = tr("tbl.rs.failed", card=cname(seat["failed"][0]))
                else:
                    why = tr("tbl.rs.gave_up") if seat["gave_up"] else tr("tbl.rs.nothing")
                img = render_fit(why, theme.XS, theme.TEXT_DIM, w1 - 10)
                surface.blit(img, img.get_rect(midleft=(x1, cy)))
            inc = cards_text(seat["income"])
            if seat["got"] is not None and seat["got"] < seat["income"]:
                inc = tr("tbl.rs.cards_short", n=seat["got"], of=seat["income"])
            img = render_fit(inc, theme.S, theme.TEXT, w2 - 10)
            surface.blit(img, img.get_rect(midleft=(x2, cy)))
            self.summary_zones.append(HoverZone(pygame.Rect(x2, y, w2, pitch - 4),
                                                lambda seat=seat, i=i: self._earners(seat, i, "income")))
            img = render(f"+{seat['vp']}", theme.S, theme.ACCENT, True)
            surface.blit(img, img.get_rect(midleft=(x3, cy)))
            self.summary_zones.append(HoverZone(pygame.Rect(x3, y, w3, pitch - 4),
                                                lambda seat=seat, i=i: self._earners(seat, i, "vp")))
            img = render(tr("tbl.vp_n", n=seat["total"]), theme.S, theme.ACCENT if seat["total"] == lead else theme.TEXT,
                         True)
            surface.blit(img, img.get_rect(midleft=(x4, cy)))
        # the selected seat's buildings with what each earned, where there is room
        area = pygame.Rect(rect.x + 16, top + len(seats) * pitch + 26, rect.w - 32, 0)
        area.h = rect.bottom - 28 - area.y
        if area.h >= TILE[1]:
            head = tr("tbl.rs.detail", name=self.name(sel))
            surface.blit(render_fit(head, theme.XS, theme.TEXT, area.w, True), (area.x, area.y - 22))
            self.summary_zones += draw_buildings(surface, area, seats[sel]["rows"], self.name(sel), self.name)
        hint = render_fit(tr("tbl.rs.keys"), theme.XS, theme.TEXT_DIM, rect.w - 32)
        surface.blit(hint, hint.get_rect(bottomright=(rect.right - 16, rect.bottom - 6)))

    def _earners(self, seat: dict, i: int, which: str) -> str:
        """Which buildings earned a seat's income or VP this round."""
        rows = [r for r in seat["rows"] if r[which]]
        if not rows:
            return tr("tbl.rs.earners.none", name=self.name(i))
        head = tr("tbl.rs.earners." + which, name=self.name(i), n=sum(r[which] for r in seat["rows"]))
        return "\n".join([head] + [f"{cname(r['card'])}: {r[which]:+d}" for r in sorted(rows, key=lambda r: -r[which])])


class CityResults(ResultsScene):
    """The final results with The City's full breakdown: beside the ranking, the selected seat's
    buildings, each with the income and VP it earned in the last round (hover: the formula).
    A click on a seat's row selects it."""

    SIDE_W = 372

    def __init__(self, app, table):
        super().__init__(app, table)
        dx = 16 - self.rect.x
        self.rect.x += dx
        for w in self.widgets:
            w.rect.x += dx
        self.side = pygame.Rect(self.rect.right + 12, self.rect.y, theme.W - 16 - self.rect.right - 12, self.rect.h)
        places = table.session.state.ranking()
        self.order = sorted(range(len(places)), key=lambda i: (places[i], i))
        self.selected = self.order[0]
        self.zones: list[HoverZone] = []

    def _row_at(self, pos) -> int | None:
        y0 = self.rect.y + self.ROWS_TOP
        for k, seat in enumerate(self.order):
            if pygame.Rect(self.rect.x + 28, y0 - 6 + k * self.pitch, self.rect.w - 56, self.pitch - 4).collidepoint(pos):
                return seat
        return None

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            seat = self._row_at(event.pos)
            if seat is not None:
                self.selected = seat
                return True
        return super().handle(event)

    def hover_target(self, pos):
        w = super().hover_target(pos)
        if w is not None:
            return w
        return next((z for z in self.zones if z.rect.collidepoint(pos)), None)

    def draw(self, surface) -> None:
        super().draw(surface)
        table = self.table
        seat = self.selected
        k = self.order.index(seat)
        row = pygame.Rect(self.rect.x + 28, self.rect.y + self.ROWS_TOP - 6 + k * self.pitch, self.rect.w - 56,
                          self.pitch - 4)
        pygame.draw.rect(surface, seat_color(seat), row, 2, border_radius=8)
        panel(surface, self.side, theme.PANEL, theme.ACCENT, radius=16)
        v = table.session.view(table.viewer)
        rows = v.breakdown(seat)
        inc, vp = sum(r["income"] for r in rows), sum(r["vp"] for r in rows)
        head = table.seat_label(seat, theme.S, self.side.w - 32)
        surface.blit(head, (self.side.x + 16, self.side.y + 18))
        sub = render_fit(tr("tbl.res.city", inc=inc, vp=vp, n=len(rows)), theme.XS, theme.TEXT, self.side.w - 32)
        surface.blit(sub, (self.side.x + 16, self.side.y + 48))
        area = pygame.Rect(self.side.x + 16, self.side.y + 76, self.side.w - 32, self.side.h - 76 - 64)
        self.zones = draw_buildings(surface, area, rows, table.name(seat), table.name)
        hint = render_block(tr("tbl.res.pick"), self.side.w - 32, theme.XS, theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(bottomleft=(self.side.x + 16, self.side.bottom - 12)))
