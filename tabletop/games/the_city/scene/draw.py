"""The City drawn: the other cities, the piles, the VP track, your city, your panel and slots."""

from __future__ import annotations

import pygame

from tabletop.ui import i18n, theme
from tabletop.ui.cards import draw_brackets, draw_cards, draw_highlight
from tabletop.ui.table import HUD_H, seat_color, seat_mark
from tabletop.ui.text import render, render_block, render_fit
from tabletop.ui.widgets import panel

from .. import art, reasons
from ..rules import ARCH, ARCHITECT, GIVEUP, HUT, city_breakdown
from .layout import (ARCH_RECT, BUTTON_Y, CITY, CITY_CARD, MINI, OPP_H, PILES, SIDE, SLOT1, SLOT2, SMALL, TRACK, TRAY,
                     TRAY_MODES, tr)


class DrawMixin:
    def draw_table(self, surface: pygame.Surface) -> None:
        v = self.view
        sky = pygame.Rect(0, HUD_H, theme.W, OPP_H + 14)
        pygame.draw.rect(surface, (44, 66, 84), sky)
        for seat, rect in self._opponent_rects():
            self._draw_opponent(surface, v, seat, rect)
        self._draw_piles(surface, v)
        self._draw_track(surface, v)
        self._draw_city(surface, v)
        self._draw_side(surface, v)
        self._draw_slots(surface, v)
        self.draw_summary(surface)
        if self.revealing():  # the revealed choices are shown over a stage of their own
            panel(surface, CITY, theme.FELT_DARK, art.SKY, radius=12)
        self.drag.draw_targets(surface)
        for r in self._hint_rects():
            draw_highlight(surface, r.inflate(8, 8), "target", 10, zone=True)
        draw_cards(surface, [s for s in self.other_sprites if s.key[0] == "arch"])
        if self.mode() == "keep" and not self.revealing():   # after the reveal's stage, never under it
            box = CITY.inflate(-60, -40)
            box.h = 230
            box.y = CITY.y + 20
            panel(surface, box, (*theme.FELT_DARK,), art.SKY, radius=12)
            msg = render(tr("tbl.keep_one"), theme.S, theme.TEXT, True)
            surface.blit(msg, msg.get_rect(midtop=(box.centerx, box.y + 8)))
            draw_cards(surface, [s for s in self.other_sprites if s.key[0] == "drawn"])
        staged = [s for s in self.hand_sprites if s.key in self.staged or s.key == self.first]
        draw_cards(surface, [s for s in self.hand_sprites if s not in staged])
        draw_cards(surface, staged)

    def _draw_opponent(self, surface, v, seat: int, rect: pygame.Rect) -> None:
        active = seat == v.current_player
        panel(surface, rect, theme.PANEL_HI if active else theme.PANEL, seat_color(seat) if active else theme.PANEL_BORDER)
        name = render(f"{seat_mark(seat)} {self.name(seat)}", theme.S, seat_color(seat), True)
        gap = "  " if rect.w >= 320 else " "
        info = render(f"{tr('label.hand', n=v.hand_counts[seat])}{gap}{tr('tbl.vp_n', n=v.vp[seat])}", theme.XS, theme.TEXT)
        slot = self._slot_of(seat)
        info_x = slot.x - 8 - info.get_width()
        surface.blit(info, (info_x, rect.y + 6))
        name_w = min(name.get_width(), rect.w - 150)
        rows = city_breakdown(v.cities, seat, v.options, v.fixed_other)
        inc, vp = sum(r["income"] for r in rows), sum(r["vp"] for r in rows)
        per = render(tr("tbl.per_round", inc=inc, vp=vp), theme.XS, theme.TEXT_DIM)
        a = render(tr("tbl.arch_short"), theme.XS, theme.TEXT_DIM) if v.architect[seat] else None
        room = slot.x - 4 - (rect.x + 16) - (a.get_width() + 14 if a else 0)
        if per.get_width() > room:  # a narrow panel: without "per round" (the seat's tooltip says it)
            per = render(tr("tbl.per_round_short", inc=inc, vp=vp), theme.XS, theme.TEXT_DIM)
        surface.blit(per, (rect.x + 10, rect.y + 27))
        x = rect.x + 16 + per.get_width()
        if a is not None:
            pygame.draw.rect(surface, (90, 90, 110), (x, rect.y + 27, a.get_width() + 8, 18), border_radius=4)
            surface.blit(a, (x + 4, rect.y + 27))
            x += a.get_width() + 14
        surface.blit(self.seat_label(seat, theme.S, name_w), (rect.x + 10, rect.y + 4))
        # the commit slot: a card back once committed
        pygame.draw.rect(surface, theme.FELT_DARK, slot, border_radius=4)
        pygame.draw.rect(surface, theme.PANEL_BORDER, slot, 1, border_radius=4)
        if v.committed[seat]:
            surface.blit(art.card_back(slot.size), slot)
        # what it did on its last turn, marked until you act (then it is the past)
        # what it is doing now, else what it did on its last turn, marked until you act
        marked = self.marked_seats()
        status = self._status(v, seat)
        last = self.names(reasons.last_turn(v, seat, i18n.lang())) if seat in marked and not self.revealing() else ""
        acting = v.pending is not None and v.pending[1] == seat
        if status and (acting or not last):
            surface.blit(render_fit(status, theme.XS, theme.ACCENT, rect.w - 20), (rect.x + 10, rect.y + 48))
        elif last:
            img = render_fit(last, theme.XS, theme.TEXT_DARK, rect.w - 26, True)
            bar = pygame.Rect(rect.x + 6, rect.y + 47, img.get_width() + 14, 20)
            pygame.draw.rect(surface, seat_color(seat), bar, border_radius=6)
            surface.blit(img, (bar.x + 7, bar.y + 1))
        city = self.city(seat)
        lang = i18n.lang()
        rects = self._card_rects(seat)
        for i, r in rects:
            surface.blit(art.mini_card(city[i], lang, MINI), r)
        if seat in marked and v.phase != "open":
            for i in self._new_buildings(v, seat, len(city)):
                draw_brackets(surface, rects[i][1], seat_color(seat))

    def _new_buildings(self, v, seat: int, shown: int) -> list[int]:
        """Indexes of the buildings ``seat`` built since the last reveal (among the ``shown`` first)."""
        k = sum(1 for e in v.events if e[0] in ("built", "architect") and e[1] == seat)
        n = len(v.cities[seat])
        return [i for i in range(n - k, n) if 0 <= i < shown]

    def marked_seats(self) -> set[int]:
        """The other seats whose last turn stays marked: those that acted since you last did."""
        if self.replay is not None or self.session.is_terminal():
            return set()
        return {e.player for e in self.recent_entries() if e.player != self.viewer}

    def _status(self, v, seat: int) -> str:
        pend = v.pending
        if pend is not None and pend[1] == seat:
            return tr("tbl.status." + pend[0])
        if v.phase in ("open", "choose"):
            return tr("tbl.status.chosen") if v.committed[seat] else tr("tbl.status.choosing")
        return ""

    def _draw_piles(self, surface, v) -> None:
        r = PILES
        back = art.card_back((44, 62))
        top = pygame.Rect(r.x + 4, r.y + 10, 44, 62)
        for i in range(min(3, max(0, v.pile_count - 1)), -1, -1):
            if v.pile_count:
                surface.blit(back, top.move(i * 2, -i * 2))
        if not v.pile_count:
            pygame.draw.rect(surface, theme.PANEL_BORDER, top, 1, border_radius=6)
        surface.blit(render(tr("label.pile", n=v.pile_count), theme.XS, theme.TEXT), (top.right + 10, r.y + 14))
        surface.blit(render(tr("label.discard", n=len(v.discard)), theme.XS, theme.TEXT_DIM), (top.right + 10, r.y + 38))

    def _draw_track(self, surface, v) -> None:
        self.track_labels = []   # where the scores past the goal were written (tests)
        pygame.draw.rect(surface, (236, 228, 210), TRACK, border_radius=8)
        pygame.draw.rect(surface, art.BRICK, TRACK, 2, border_radius=8)
        n = self.target_vp()
        cw = (TRACK.w - 20) / n
        for i in range(n + 1):
            x = TRACK.x + 10 + i * cw
            major = i % 5 == 0
            pygame.draw.line(surface, art.BRICK_DARK if major else (190, 176, 150), (x, TRACK.y + 4),
                             (x, TRACK.y + (14 if major else 8)), 2 if major else 1)
            over = any((self.track[p] if p < len(self.track) else v.vp[p]) > n for p in range(v.num_players))
            if major and (i % 10 == 0 or n <= 30) and not (i == n and over):  # past the goal: the scores instead
                lab = render(str(i), theme.XS, art.INK, True)
                surface.blit(lab, lab.get_rect(midtop=(x, TRACK.y + 14)))
        # markers: seat colour and mark, stacked when they share a space
        spots: dict[int, int] = {}
        right = TRACK.right - 22     # scores past the goal, side by side left of their markers
        for p in sorted(range(v.num_players), key=lambda q: -(self.track[q] if q < len(self.track) else v.vp[q])):
            val = self.track[p] if p < len(self.track) else v.vp[p]
            cell = int(round(min(val, n)))
            k = spots.get(cell, 0)
            spots[cell] = k + 1
            x = self._track_x(val)
            y = TRACK.y + 10 + k * 5   # five markers on one space stay on the track
            pygame.draw.circle(surface, (20, 20, 20), (x + 1, y + 2), 9)
            pygame.draw.circle(surface, seat_color(p), (x, y), 9)
            pygame.draw.circle(surface, (255, 255, 255), (x, y), 9, 1)
            mk = render(seat_mark(p), 10, theme.TEXT_DARK, True)
            surface.blit(mk, mk.get_rect(center=(x, y)))
            if val > n:
                plus = render(f"{seat_mark(p)}{int(val)}", theme.XS, art.BRICK_DARK, True)
                surface.blit(plus, (right - plus.get_width(), TRACK.y + 9))
                right -= plus.get_width() + 8
                self.track_labels.append(pygame.Rect(right + 8, TRACK.y + 9, plus.get_width(), plus.get_height()))

    def _draw_city(self, surface, v) -> None:
        me = self.viewer
        panel(surface, CITY, (70, 104, 132), art.SKY, radius=12)
        rows = city_breakdown(v.cities, me, v.options, v.fixed_other)
        inc, vp = sum(r["income"] for r in rows), sum(r["vp"] for r in rows)
        head = render(tr("tbl.your_city", name=self.name(me)), theme.S, theme.TEXT, True)
        surface.blit(head, (CITY.x + 12, CITY.y + 8))
        per = render(tr("tbl.per_round", inc=inc, vp=vp), theme.S, theme.TEXT)
        surface.blit(per, (CITY.right - per.get_width() - 12, CITY.y + 8))
        city = self.city(me)
        lang = i18n.lang()
        rects = self._card_rects(me)
        for i, r in rects:
            row = rows[i] if i < len(rows) else {"income": 0, "vp": 0}
            surface.blit(art.city_card(city[i], lang, CITY_CARD, row["income"], row["vp"]), r)
        if v.phase != "open" and self.replay is None:
            for i in self._new_buildings(v, me, len(city)):
                draw_brackets(surface, rects[i][1])
        if not city and not self.revealing():
            msg = render(tr("tbl.empty_city"), theme.S, theme.TEXT_DIM)
            surface.blit(msg, msg.get_rect(center=(CITY.centerx, CITY.y + 150)))
            if self.mode() == "choose":
                how = render(tr("tbl.empty_city.how"), theme.XS, theme.TEXT_DIM)
                surface.blit(how, how.get_rect(center=(CITY.centerx, CITY.y + 180)))

    def _draw_side(self, surface, v) -> None:
        me = self.viewer
        panel(surface, SIDE, theme.PANEL, seat_color(me) if v.current_player == me else theme.PANEL_BORDER)
        y = SIDE.y + 8
        surface.blit(self.seat_label(me, theme.S, SIDE.w - 24), (SIDE.x + 12, y))
        y += 28
        for img in self._phase_images(v):
            surface.blit(img, (SIDE.x + 12, y))
            y += img.get_height()
        y = SIDE.y + 84
        vp_img = render(tr("tbl.vp_n", n=v.vp[me]), theme.M, theme.ACCENT, True)
        surface.blit(vp_img, (SIDE.x + 12, y))
        rows = city_breakdown(v.cities, me, v.options, v.fixed_other)
        inc, vp = sum(r["income"] for r in rows), sum(r["vp"] for r in rows)
        surface.blit(render(tr("tbl.per_round", inc=inc, vp=vp), theme.XS, theme.TEXT), (SIDE.x + 12, y + 36))
        y = SIDE.y + 160
        surface.blit(render(tr("label.hand", n=len(v.hand)) + f" / {v.options.get('hand_limit', 12)}", theme.XS,
                            theme.TEXT), (SIDE.x + 12, y))
        # the Architect's place
        pygame.draw.rect(surface, theme.FELT_DARK, ARCH_RECT, border_radius=8)
        lab = render(tr("tbl.arch_short"), theme.XS, theme.TEXT_DIM)
        surface.blit(lab, lab.get_rect(midtop=(ARCH_RECT.centerx, ARCH_RECT.bottom + 2)))
        if not v.architect[me]:
            used = render_block(tr("tbl.arch_used"), ARCH_RECT.w - 6, theme.XS, theme.TEXT_DIM, align="center")
            surface.blit(used, used.get_rect(center=ARCH_RECT.center))
        m = self.mode()
        msg = None
        if m in TRAY_MODES:
            need, _ = self.need()
            left = need - len(self.staged)
            msg = tr("tbl.more." + m, n=left) if left > 0 else tr("tbl.ready")
        elif m == "extra":
            msg = tr("prompt.extra")
        elif m == "choose" and self.first is not None:
            msg = tr("tbl.second")
        if msg:
            img = render_block(msg, SIDE.w - 24, theme.XS, theme.ACCENT)
            surface.blit(img, (SIDE.x + 12, BUTTON_Y - img.get_height() - 6))

    def _phase_images(self, v) -> list[pygame.Surface]:
        """The round and step, and who is deciding now: one line each (smaller when long), so
        they end above your VP."""
        w = ARCH_RECT.x - SIDE.x - 16
        return [render_fit(line, theme.XS, theme.TEXT_DIM, w, min_size=theme.XS - 3)
                for line in self.phase_lines(v)[:2]]

    def side_lines_bottom(self, v) -> int:
        """Where the round and step lines end on your panel (above the VP at ``SIDE.y + 84``)."""
        return SIDE.y + 36 + sum(img.get_height() for img in self._phase_images(v))

    def phase_lines(self, v) -> list[str]:
        """Your panel's round and step, and, while another seat decides, who and what (a give-up
        of another seat is theirs: "Now: Bob, keeping 1 of 5", never an instruction to you)."""
        phase = v.phase if v.phase != "step3" else "build"
        lines = [tr("label.round", n=max(1, v.round)) + " · " + tr("phase." + phase)]
        cp = v.current_player
        if 0 <= cp < v.num_players and cp != self.viewer and v.phase != "over":
            lines.append(tr("tbl.now", name=self.name(cp), what=self._status(v, cp) or tr("tbl.status.choosing")))
        return lines

    def _draw_slots(self, surface, v) -> None:
        m = self.mode()
        lang = i18n.lang()
        if m in TRAY_MODES:
            panel(surface, TRAY, (60, 48, 44), art.BRICK, radius=10)
            need, _ = self.need()
            head = tr("tbl.tray." + m) + f"  {len(self.staged)}/{need}"
            himg = render(head, theme.XS, theme.TEXT, True)
            surface.blit(himg, himg.get_rect(topright=(TRAY.right - 10, TRAY.y + 4)))
            if m == "pay":  # the building being paid for, at the tray's right
                card = v.pending[2]
                img = art.card_face(card, lang, SMALL, self._cost_now(card))
                r = img.get_rect(topright=(TRAY.right - 10, TRAY.y + 28))
                surface.blit(img, r)
                lab = render(tr("tbl.paying_for"), theme.XS, theme.TEXT_DIM)
                surface.blit(lab, lab.get_rect(midtop=(r.centerx, r.bottom + 2)))
            return
        c = v.my_commit
        for i, r in enumerate((SLOT1, SLOT2)):
            has_hut = HUT in v.cities[self.viewer]
            if i == 1 and not has_hut:
                break
            pygame.draw.rect(surface, (40, 56, 70), r, border_radius=10)
            pygame.draw.rect(surface, art.SKY, r, 2, border_radius=10)
            if c is not None or (i == 0 and self.first is not None):
                continue
            lab = tr("tbl.slot") if not has_hut else tr("tbl.slot_n", n=i + 1)
            img = render_block(lab, r.w - 10, theme.XS, theme.TEXT_DIM, align="center")
            surface.blit(img, img.get_rect(center=r.center))
        # your own face-down choice (only you see its face)
        if c is not None and v.phase == "choose":
            faces = []
            if c == GIVEUP:
                faces = [art.giveup_face(lang)]
            elif c == ARCHITECT:
                faces = [art.card_face(ARCH, lang)]
            else:
                faces = [art.card_face(x, lang) for x in c[1:]]
            for img, r in zip(faces, (SLOT1, SLOT2)):
                surface.blit(img, r)
            tag = render(tr("tbl.chosen"), theme.XS, theme.ACCENT, True)
            surface.blit(tag, tag.get_rect(midbottom=(SLOT1.centerx, SLOT1.y - 4)))
        elif c is not None and v.phase == "open":
            for img, r in zip([art.card_face(x, lang) for x in c[1:]], (SLOT1, SLOT2)):
                surface.blit(img, r)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        super().draw_overlay(surface)  # flights (reveals carry their seat's name) and floaters
        self.drag.draw_overlay(surface)
