"""The City drawn: the other cities, the piles, the VP track, your city, your panel and slots."""

from __future__ import annotations

import pygame

from tabletop.ui import i18n, theme
from tabletop.ui.cards import draw_brackets, draw_cards, draw_highlight
from tabletop.ui.table import HUD_H, seat_color, seat_mark
from tabletop.ui.text import render, render_block
from tabletop.ui.widgets import panel

from .. import art
from ..rules import (
    ARCH,
    ARCHITECT,
    GIVEUP,
    HUT,
    city_breakdown,
)
from .layout import (
    ARCH_RECT,
    BUTTON_Y,
    CITY,
    OPP_H,
    PILES,
    SIDE,
    SLOT1,
    SLOT2,
    SMALL,
    TILE_BIG,
    TRACK,
    TRAY,
    TRAY_MODES,
    tr,
)


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
        self.drag.draw_targets(surface)
        for r in self._hint_rects():
            draw_highlight(surface, r.inflate(8, 8), "target", 10, zone=True)
        draw_cards(surface, [s for s in self.other_sprites if s.key[0] == "arch"])
        if self.mode() == "keep":
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
        status = self._status(v, seat)
        if status:
            st = render(status, theme.XS, theme.ACCENT)
            if x + st.get_width() <= slot.x - 4:
                surface.blit(st, (x, rect.y + 27))
            else:  # a narrow panel: on the name line before the hand count, or "…" (hover: in full)
                name_w = min(name_w, info_x - 6 - (rect.x + 10) - 24)
                sx = rect.x + 10 + name_w + 6
                if sx + st.get_width() > info_x - 4:
                    st = render("…", theme.XS, theme.ACCENT, True)
                surface.blit(st, (sx, rect.y + 9))
        surface.blit(self.seat_label(seat, theme.S, name_w), (rect.x + 10, rect.y + 4))
        # the commit slot: a card back once committed
        pygame.draw.rect(surface, theme.FELT_DARK, slot, border_radius=4)
        pygame.draw.rect(surface, theme.PANEL_BORDER, slot, 1, border_radius=4)
        if v.committed[seat]:
            surface.blit(art.card_back(slot.size), slot)
        for i, r in self._tile_rects(seat, rect):
            card = self.city(seat)[i]
            surface.blit(art.tile(card, i18n.lang(), r.size, 0, 0, False), r)
        shown = self._tile_rects(seat, rect)
        hidden = len(self.city(seat)) - len(shown)
        if hidden > 0:
            more = render(f"+{hidden}", theme.XS, theme.TEXT, True)
            surface.blit(more, more.get_rect(bottomright=(rect.right - 6, rect.bottom - 2)))
        if shown and v.phase != "open" and self._just_built(v, seat):
            draw_brackets(surface, shown[-1][1], seat_color(seat))

    def _just_built(self, v, seat: int) -> bool:
        return any(e[0] in ("built", "architect") and e[1] == seat for e in v.events)

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
        pygame.draw.rect(surface, (236, 228, 210), TRACK, border_radius=8)
        pygame.draw.rect(surface, art.BRICK, TRACK, 2, border_radius=8)
        n = self.target_vp()
        cw = (TRACK.w - 20) / n
        for i in range(n + 1):
            x = TRACK.x + 10 + i * cw
            major = i % 5 == 0
            pygame.draw.line(surface, art.BRICK_DARK if major else (190, 176, 150), (x, TRACK.y + 4),
                             (x, TRACK.y + (14 if major else 8)), 2 if major else 1)
            if major and (i % 10 == 0 or n <= 30):
                lab = render(str(i), theme.XS, art.INK, True)
                surface.blit(lab, lab.get_rect(midtop=(x, TRACK.y + 14)))
        # markers: seat colour and mark, stacked when they share a space
        spots: dict[int, int] = {}
        for p in range(v.num_players):
            val = self.track[p] if p < len(self.track) else v.vp[p]
            cell = int(round(min(val, n)))
            k = spots.get(cell, 0)
            spots[cell] = k + 1
            x = self._track_x(val)
            y = TRACK.y + 10 + k * 6
            pygame.draw.circle(surface, (20, 20, 20), (x + 1, y + 2), 9)
            pygame.draw.circle(surface, seat_color(p), (x, y), 9)
            pygame.draw.circle(surface, (255, 255, 255), (x, y), 9, 1)
            mk = render(seat_mark(p), 10, theme.TEXT_DARK, True)
            surface.blit(mk, mk.get_rect(center=(x, y)))
            if val > n:
                plus = render(f"{int(val)}", theme.XS, art.BRICK_DARK, True)
                surface.blit(plus, (x - 12 - plus.get_width(), y - 8))

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
        for i, r in self._my_tile_rects():
            row = rows[i] if i < len(rows) else {"income": 0, "vp": 0}
            surface.blit(art.tile(city[i], lang, TILE_BIG, row["income"], row["vp"], True), r)
        if city and self._just_built(v, me) and v.phase != "open":
            draw_brackets(surface, self._my_tile_rects()[-1][1])
        if not city:
            msg = render(tr("tbl.empty_city"), theme.S, theme.TEXT_DIM)
            surface.blit(msg, msg.get_rect(center=(CITY.centerx, CITY.y + 120)))

    def _draw_side(self, surface, v) -> None:
        me = self.viewer
        panel(surface, SIDE, theme.PANEL, seat_color(me) if v.current_player == me else theme.PANEL_BORDER)
        y = SIDE.y + 8
        surface.blit(self.seat_label(me, theme.S, SIDE.w - 24), (SIDE.x + 12, y))
        y += 28
        phase = tr("label.round", n=max(1, v.round)) + " · " + tr("phase." + (v.phase if v.phase != "step3" else "build"))
        surface.blit(render_block(phase, SIDE.w - 110, theme.XS, theme.TEXT_DIM), (SIDE.x + 12, y))
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
        if m is None and v.phase == "choose" and c is None and not self.session.is_terminal():
            pass

    def draw_overlay(self, surface: pygame.Surface) -> None:
        super().draw_overlay(surface)  # flights (reveals carry their seat's name) and floaters
        self.drag.draw_overlay(surface)
