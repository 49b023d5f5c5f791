"""Pyramid Raiders drawn: the board with its tokens, targets, sight lines, paths and pieces,
the raiders' panels, your slot and the side panel; and the menu's thumbnail."""

from __future__ import annotations

import math

import pygame

from tabletop.ui import theme
from tabletop.ui.cards import draw_brackets, draw_cards, draw_highlight
from tabletop.ui.pieces import draw_piece, piece_surface
from tabletop.ui.table import seat_color, seat_mark
from tabletop.ui.text import font, render, render_block, render_fit
from tabletop.ui.widgets import panel

from .. import art
from .. import data
from ..rules import score_parts
from .layout import DECOY_COLOR, GUARD_COLOR, GUARD_H, PAWN_H, SIDE, SLOT, tr

#: how far apart (each side of the centre) two pieces sharing a cell stand, while a push is chosen
SHARED_CELL_DX = 12


class DrawMixin:
    """Drawing of :class:`GameScene`."""

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface: pygame.Surface) -> None:
        v, sh = self.view, self.shown
        surface.blit(art.board_surface(v.terrain), art.BOARD_RECT.topleft)
        self._draw_tokens(surface, sh)
        self._draw_targets(surface)
        self._draw_sight(surface)
        self._draw_marks(surface)
        self._draw_path(surface)
        self._draw_pieces(surface)
        self._draw_push_preview(surface)
        self._draw_face_arrows(surface)
        for seat, rect in self._seat_rects():
            if seat == self.viewer:
                self._draw_my_panel(surface, rect)
            else:
                self._draw_seat_panel(surface, seat, rect)
        self._draw_side(surface)
        self._draw_slot(surface)
        for r in self._hint_rects():
            draw_highlight(surface, r.inflate(6, 6), "target", 10, zone=True)
        draw_cards(surface, self.hand_sprites)

    def _draw_tokens(self, surface, sh) -> None:
        for c in range(data.NCELLS):
            tok = sh.tokens[c]
            if tok < 0:
                continue
            x, y = art.CENTERS[c]
            img = art.token_image(tok, 24)
            occupied = c == sh.guardian or any(p == c for p in sh.pos)
            dy = -14 if occupied else 0
            dx = -16 if occupied else 0
            surface.blit(img, img.get_rect(center=(round(x + dx), round(y + dy))))

    def _hex_glow(self, surface, c, color, width=3, fill=0) -> None:
        pts = art.hex_points(art.CENTERS[c], art.S - 4)
        if fill:  # the tinted hex on a surface of its own size (not the screen's: many cells glow at once)
            box = pygame.Rect(0, 0, 2 * art.S, 2 * art.S)
            box.center = (round(art.CENTERS[c][0]), round(art.CENTERS[c][1]))
            s = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.polygon(s, (*color[:3], fill), [(x - box.x, y - box.y) for x, y in pts])
            surface.blit(s, box.topleft)
        pygame.draw.polygon(surface, color, pts, width)

    def _draw_targets(self, surface) -> None:
        v = self.view
        if not self.my_turn or self.tweens.animating:  # e.g. the guardian's walk is still shown
            return
        glow = 0.5 + 0.5 * math.sin(self.pulse_t / 180)
        hi = tuple(int(a + (b - a) * glow) for a, b in zip(theme.FOCUS, (255, 255, 255)))
        if v.phase == "step":
            dragging = self.drag.mode in ("dragging", "selected") and self.drag.active is self.pawn
            for c in self.ends:
                emph = dragging and self.drag.emphasized == ("cell", c)
                self._hex_glow(surface, c, theme.ACCENT if emph else hi, 5 if emph else 4, 110 if emph else 80)
            cur = v.pos[v.active]
            for a in self.legal():
                if a[0] == "step" and a[1] not in self.ends:
                    x, y = art.CENTERS[a[1]]
                    pygame.draw.circle(surface, theme.FOCUS, (round(x), round(y)), 12, 3)
            del cur
            return
        for c in self.cell_actions():
            self._hex_glow(surface, c, hi, 4, 80)
        if v.phase == "push" and v.chain_cell >= 0:
            x, y = art.CENTERS[v.chain_cell]
            pygame.draw.circle(surface, theme.DANGER, (round(x), round(y)), art.S * 0.7, 3)
            for c in self.cell_actions():
                _arrow(surface, (x, y), art.CENTERS[c], theme.DANGER, 3)

    def _draw_sight(self, surface) -> None:
        v, sh = self.view, self.shown
        over = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        g = sh.guardian
        gx, gy = self.markers["g"].xy
        if self.sight_now is not None:
            ev = self.sight_now
            for ln in ev["lines"]:
                cells = ln["cells"]
                if cells:
                    end = art.CENTERS[cells[-1]]
                    pygame.draw.line(over, (*art.TURQ, 230), (gx, gy), end, 6)
                    for c in cells:
                        x, y = art.CENTERS[c]
                        pygame.draw.circle(over, (*art.TURQ, 200), (round(x), round(y)), 6)
                for piece, dist in ln["seen"]:
                    c = cells[dist - 1]
                    x, y = art.CENTERS[c]
                    pygame.draw.circle(over, (*theme.DANGER, 240), (round(x), round(y)), art.S * 0.75, 5)
                for piece, dist in ln["ignored"]:
                    c = cells[dist - 1]
                    x, y = art.CENTERS[c]
                    pygame.draw.circle(over, (200, 200, 200, 200), (round(x), round(y)), art.S * 0.75, 2)
        else:  # the guardian's current sight lines, faint (players plan around them)
            f = int(round(sh.facing)) % 6
            for off in data.MARKERS[v.sight_marker]:
                d = (f + off) % 6
                last = None
                for c in data.RAY[g][d]:
                    if v.terrain[c] == data.PILLAR:
                        break
                    last = c
                if last is not None:
                    pygame.draw.line(over, (*art.TURQ, 150 if off == 0 else 100), (gx, gy), art.CENTERS[last], 4 if off == 0 else 3)
        surface.blit(over, (0, 0))
        # the facing wedge
        tip = art.dir_point((gx, gy), sh.facing, art.S * 0.95)
        left = art.dir_point((gx, gy), sh.facing - 0.45, art.S * 0.55)
        right = art.dir_point((gx, gy), sh.facing + 0.45, art.S * 0.55)
        pygame.draw.polygon(surface, art.TURQ, [tip, left, right])
        pygame.draw.polygon(surface, art.TURQ_DARK, [tip, left, right], 2)

    def _draw_marks(self, surface) -> None:
        """The others' turns since your last move, thin and in their colours: each raider's walk
        (dashed: a teleport), the pushes it made, what its items took or placed, and the
        guardian's walk with the raiders it caught (turquoise). They stay until you act."""
        m = self.marks
        if not m:
            return
        over = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        if len(m.guardian) >= 2:
            pts = [art.CENTERS[c] for c in m.guardian]
            for a, b in zip(pts, pts[1:]):
                _dashed(over, (*art.TURQ_DARK, 235), a, b, 7, 5)
            for x, y in pts[:-1]:
                pygame.draw.circle(over, (*art.TURQ_DARK, 235), (round(x), round(y)), 6)
        for p, cells in sorted(m.walks.items()):
            if len(cells) < 2:
                continue
            col = (*seat_color(p)[:3], 170)
            pts = [art.CENTERS[c] for c in cells]
            pygame.draw.lines(over, col, False, pts, 3)
            for x, y in pts[:-1]:
                pygame.draw.circle(over, col, (round(x), round(y)), 4)
            pygame.draw.circle(over, col, (round(pts[-1][0]), round(pts[-1][1])), 9, 2)
        for p, (a, b) in sorted(m.teleports.items()):
            col = (*seat_color(p)[:3], 170)
            _dashed(over, col, art.CENTERS[a], art.CENTERS[b])
            pygame.draw.circle(over, col, [round(z) for z in art.CENTERS[b]], 9, 2)
        for p, c in list(m.placed.items()) + list(m.decoys.items()):
            pygame.draw.circle(over, (*seat_color(p)[:3], 170), [round(z) for z in art.CENTERS[c]], art.S * 0.8, 3)
        for p, c in m.taken.items():
            x, y = art.CENTERS[c]
            pygame.draw.circle(over, (*seat_color(p)[:3], 200), (round(x), round(y)), 12, 3)
            pygame.draw.line(over, (*seat_color(p)[:3], 200), (x - 7, y - 7), (x + 7, y + 7), 3)
        surface.blit(over, (0, 0))
        for pusher, _piece, a, b in m.pushes:
            pa, pb = art.CENTERS[a], art.CENTERS[b]
            _arrow(surface, _toward(pb, pa, art.S * 0.3), _toward(pa, pb, art.S * 0.5), seat_color(pusher), 2)
        for seat, c in m.defeats:
            x, y = art.CENTERS[c]
            for sx in (-1, 1):
                pygame.draw.line(surface, theme.DANGER, (x - 10, y - 10 * sx), (x + 10, y + 10 * sx), 4)
            pygame.draw.circle(surface, seat_color(seat), (round(x), round(y)), 15, 2)

    def _draw_path(self, surface) -> None:
        path = self._display_path()
        if len(path) < 2:
            return
        pts = [art.CENTERS[c] for c in path]
        pygame.draw.lines(surface, (255, 250, 230), False, pts, 5)
        pygame.draw.lines(surface, art.TURQ_DARK, False, pts, 2)
        for i, c in enumerate(path[1:], 1):
            x, y = art.CENTERS[c]
            pygame.draw.circle(surface, art.TURQ_DARK, (round(x), round(y)), 10)
            n = render(str(i), theme.XS, (255, 255, 255), True)
            surface.blit(n, n.get_rect(center=(round(x), round(y))))

    def _ghost(self, piece: int) -> pygame.Surface:
        img = self._ghosts.get(piece)
        if img is None:
            color = DECOY_COLOR if piece == data.DECOY else tuple(seat_color(piece))
            img = piece_surface("pawn", PAWN_H, color, "" if piece == data.DECOY else seat_mark(piece)).copy()
            img.set_alpha(170)
            self._ghosts[piece] = img
        return img

    def _draw_ghost(self, surface, piece, a, b, asks=False, strong=False) -> None:
        """A pushed piece's ghost at ``b`` with an arrow from ``a`` (where it stood)."""
        pa, pb = art.CENTERS[a], art.CENTERS[b]
        _arrow(surface, pa, _toward(pa, pb, art.S * 0.45), theme.DANGER, 4 if strong else 3)
        img = self._ghost(piece)
        x, y = pb
        if strong:
            pygame.draw.ellipse(surface, theme.DANGER, pygame.Rect(round(x) - 17, round(y) + 4, 34, 16), 3)
        surface.blit(img, img.get_rect(midbottom=(round(x), round(y) + 14 + 6)))
        if asks:
            q = render("?", theme.XS, (255, 255, 255), True)
            r = q.get_rect(center=(round(x) + 15, round(y) - 22))
            pygame.draw.circle(surface, theme.DANGER, r.center, 10)
            surface.blit(q, r)

    def _draw_push_preview(self, surface) -> None:
        v = self.view
        if not self.my_turn:
            return
        if v.phase == "step":
            for piece, a, b, asks in self.preview_pushes():
                self._draw_ghost(surface, piece, a, b, asks)
            return
        if v.phase == "push" and v.chain_cell >= 0:
            plan = self.planned_push()
            hov = self.hover_cell if ("push", self.hover_cell) in self.legal() else plan
            if hov is not None:
                self._draw_ghost(surface, v.chain_piece, v.chain_cell, hov, strong=hov == plan)

    def piece_spots(self) -> list[tuple]:
        """(piece, x, y) of every piece drawn on the board, back to front ("g": the guardian).
        Two pieces share a cell while a push waits for its cell (the walker has stepped in, the
        pushed one not yet out): they stand side by side, the walker in front, so neither hides."""
        sh = self.shown
        items = []
        for piece in range(7):
            if sh.pos[piece] < 0:
                continue
            if piece == self.viewer and self.pawn is not None and self.drag.mode == "dragging" and self.drag.active is self.pawn:
                continue
            x, y = self.markers[piece].xy
            chain = self.view.chain_piece if self.view.phase == "push" else -1
            mates = sorted((p for p in range(7) if sh.pos[p] == sh.pos[piece]), key=lambda p: p != chain)
            if len(mates) > 1 and (x, y) == art.CENTERS[sh.pos[piece]]:  # the pushed one on the left, behind
                k = mates.index(piece)
                x, y = x + SHARED_CELL_DX * (2 * k - (len(mates) - 1)), y + k * 0.01
            items.append((y, piece, x))
        gx, gy = self.markers["g"].xy
        items.append((gy, "g", gx))
        return [(piece, x, y) for y, piece, x in sorted(items, key=lambda t: (t[0], str(t[1])))]

    def _draw_pieces(self, surface) -> None:
        v = self.view
        for piece, x, y in self.piece_spots():
            m = self.markers[piece]
            if piece == "g":
                draw_piece(surface, "guardian", (x, y + 16), GUARD_H, GUARD_COLOR, str(v.sight_marker))
                continue
            h = max(4, int(PAWN_H * m.pop))
            if piece == data.DECOY:
                holder = v.items.index("decoy_doll") if "decoy_doll" in v.items else 0
                draw_piece(surface, "pawn", (x, y + 14), h - 4, DECOY_COLOR, seat_mark(holder))
                continue
            hl = seat_color(piece) if piece in self.marks.seats else None  # moved since your turn
            if self.my_turn and v.phase == "push" and v.chain_piece == piece:
                hl = theme.DANGER
            draw_piece(surface, "pawn", (x, y + 14), h, seat_color(piece), seat_mark(piece), highlight=hl)

    def _draw_face_arrows(self, surface) -> None:
        for d, r in self.face_arrows():
            g = art.CENTERS[self.view.guardian]
            panel(surface, r, theme.ACCENT if r.collidepoint(pygame.mouse.get_pos()) else theme.PANEL_HI, theme.ACCENT, radius=17)
            a = art.dir_point(r.center, d, -9)
            b = art.dir_point(r.center, d, 11)
            _arrow(surface, a, b, theme.TEXT, 3)
            k = render(str(d + 1), theme.XS, theme.TEXT_DIM, True)
            surface.blit(k, k.get_rect(center=art.dir_point(r.center, d, 28)))
            del g

    def _mini_tokens(self, surface, holding, x, y, size=18, gap=36) -> None:
        for tok in range(7):
            n = holding[tok]
            img = art.token_image(tok, size)
            if not n:
                img = img.copy()
                img.set_alpha(90)
            surface.blit(img, (x, y))
            surface.blit(render(str(n), theme.XS, theme.TEXT if n else theme.TEXT_DIM, True), (x + size + 2, y))
            x += gap

    def _draw_seat_panel(self, surface, seat, rect) -> None:
        v, sh = self.view, self.shown
        active = seat == v.current_player
        panel(surface, rect, theme.PANEL_HI if active else theme.PANEL, seat_color(seat) if active else theme.PANEL_BORDER)
        parts = score_parts(sh.holdings[seat], sh.curses[seat])
        sc = render(tr("ui.score_short", n=parts["total"], c=sh.curses[seat]), theme.XS, theme.TEXT, True)
        sx = rect.right - 50 - sc.get_width()
        surface.blit(sc, (sx, rect.y + 5))
        # the name clear of the score, smaller rather than cut ("Opponent 1": its number matters)
        name = render_fit(f"{seat_mark(seat)} {self.name(seat)}", theme.XS, seat_color(seat), sx - 6 - (rect.x + 8),
                          True, min_size=10)
        surface.blit(name, name.get_rect(midleft=(rect.x + 8, rect.y + 5 + sc.get_height() / 2)))
        for tok, r in self._token_chips(rect):
            n = sh.holdings[seat][tok]
            img = art.token_image(tok, r.h)
            if not n:
                img = img.copy()
                img.set_alpha(90)
            surface.blit(img, r)
            num = render(str(n), theme.XS, theme.TEXT if n else theme.TEXT_DIM, True)
            surface.blit(num, num.get_rect(midleft=(r.right + 2, r.centery)))
        ir = self._item_rect(seat, rect)
        item = v.items[seat]
        label = tr("item." + item)
        surface.blit(art.item_badge(item, label, 20), (ir.x, ir.y))
        if ir.w > 40:
            txt = render(label, theme.XS, theme.TEXT_DIM)
            surface.blit(txt, (ir.x + 24, ir.y + 1), area=pygame.Rect(0, 0, ir.w - 24, 20))
        slot = self._slot_rect(seat)
        self._draw_seat_slot(surface, seat, slot)
        if self._last_marked(seat):
            draw_brackets(surface, slot, seat_color(seat))

    def _last_marked(self, seat) -> bool:
        """The seat acted since your last move (marked until you act): its slot shows the card
        it committed or walked with."""
        v, sh = self.view, self.shown
        if seat not in self.marks.seats or v.phase == "over":
            return False
        return bool(sh.revealed[seat] or sh.committed[seat])

    def _draw_seat_slot(self, surface, seat, r) -> None:
        v, sh = self.view, self.shown
        card = sh.revealed[seat]
        f = self.flip.get(seat)
        committed = sh.committed[seat] or card
        if f is not None:
            if f < 0.5:
                img = art.card_back(art.MINI)
                w = max(1, int(r.w * (1 - 2 * f)))
            else:
                img = art.card_face(v.revealed[seat] or card or 1, art.MINI)
                w = max(1, int(r.w * (2 * f - 1)))
            img = pygame.transform.smoothscale(img, (w, r.h))
            surface.blit(img, img.get_rect(center=r.center))
            return
        if card:
            surface.blit(art.card_face(card, art.MINI), r)
        elif committed and v.phase not in ("entry", "over"):
            surface.blit(art.card_back(art.MINI), r)
        else:
            pygame.draw.rect(surface, theme.PANEL_BORDER, r, 1, border_radius=5)

    def _draw_my_panel(self, surface, rect) -> None:
        v, sh = self.view, self.shown
        me = self.viewer
        panel(surface, rect, theme.PANEL, seat_color(me) if v.current_player == me else theme.PANEL_BORDER)
        surface.blit(self.seat_label(me, theme.S, rect.w - 24),
                     (rect.x + 12, rect.y + 8))
        ir = self._item_rect(me, rect)
        pygame.draw.rect(surface, theme.PANEL_HI, ir, border_radius=6)
        item = v.items[me]
        label = tr("item." + item)
        surface.blit(art.item_badge(item, label, 26), (ir.x + 4, ir.y + 4))
        surface.blit(render(label, theme.XS, theme.TEXT, True), (ir.x + 36, ir.y + 8), area=pygame.Rect(0, 0, ir.w - 40, 20))
        y = ir.bottom + 10
        self._mini_tokens(surface, sh.holdings[me], rect.x + 12, y, 22, 40)
        y += 34
        for label, pts in self.score_rows(sh.holdings[me], sh.curses[me]):
            surface.blit(render(label, theme.XS, theme.TEXT_DIM), (rect.x + 12, y))
            t = render(pts, theme.XS, theme.TEXT, True)
            surface.blit(t, (rect.right - 12 - t.get_width(), y))
            y += 22
        parts = score_parts(sh.holdings[me], sh.curses[me])
        pygame.draw.line(surface, theme.PANEL_BORDER, (rect.x + 12, y + 2), (rect.right - 12, y + 2))
        y += 8
        surface.blit(render(tr("score.total"), theme.S, theme.TEXT, True), (rect.x + 12, y))
        t = render(str(parts["total"]), theme.S, theme.ACCENT, True)
        surface.blit(t, (rect.right - 12 - t.get_width(), y))
        y += 30
        surface.blit(render(tr("ui.curse_n", n=sh.curses[me]), theme.XS, theme.TEXT_DIM), (rect.x + 12, y))
        # the hand's used cards
        used = " ".join(str(c) for c in v.played[me]) or "-"
        u = render(tr("ui.used", cards=used), theme.XS, theme.TEXT_DIM)
        surface.blit(u, (rect.right - 12 - u.get_width(), y))

    @staticmethod
    def score_rows(holding, curses: int) -> list[tuple[str, str]]:
        """The side panel's score rows: what was counted (kinds held, scrolls, curses) and the
        points it makes ("Kinds (2)" "1 pt": the count is in the label, the value is points)."""
        parts = score_parts(holding, curses)
        kinds = sum(1 for k in range(6) if holding[k])
        curse = tr("score.row.curses", n=curses) if curses else tr("score.no_curses")
        rows = ((tr("score.sets"), parts["sets"]), (tr("score.row.kinds", n=kinds), parts["variety"]),
                (tr("score.row.scrolls", n=holding[data.SCROLL]), parts["scrolls"]), (curse, parts["curses"]))
        return [(label, tr("score.pt" if abs(v) == 1 else "score.pts", n=v))
                for label, v in rows]

    def _draw_slot(self, surface) -> None:
        v = self.view
        me = self.viewer
        lab = render(tr("ui.your_card"), theme.XS, theme.TEXT_DIM, True)
        surface.blit(lab, lab.get_rect(midbottom=(SLOT.centerx, SLOT.y - 6)))
        dragging = self.drag.mode in ("dragging", "selected") and "slot" in self.drag.legal
        if dragging:
            draw_highlight(surface, SLOT, "target" if self.drag.emphasized == "slot" else "legal", 8, zone=True)
        card = (v.my_commit if self.shown.committed[me] else 0) or self.shown.revealed[me]
        if self.flip.get(me) is not None:
            self._draw_seat_slot(surface, me, SLOT)
        elif card and v.phase not in ("entry", "over"):
            surface.blit(art.card_face(card), SLOT)
            if not self.shown.revealed[me]:
                tag = render(tr("ui.hidden"), theme.XS, theme.TEXT_DIM)
                surface.blit(tag, tag.get_rect(midtop=(SLOT.centerx, SLOT.bottom + 2)))
        else:
            pygame.draw.rect(surface, theme.ACCENT if self.my_turn and v.phase == "commit" else theme.PANEL_BORDER,
                             SLOT, 2, border_radius=8)

    def _draw_side(self, surface) -> None:
        v, sh = self.view, self.shown
        r = SIDE
        panel(surface, r, theme.PANEL, theme.PANEL_BORDER)
        y = r.y + 10
        surface.blit(render(tr("ui.round", n=v.round, total=v.rounds), theme.S, theme.TEXT, True), (r.x + 14, y))
        y += 30
        dr = self._die_rect()
        if sh.last_die:
            surface.blit(art.die_image(sh.last_die, 52), dr)
        else:
            pygame.draw.rect(surface, theme.PANEL_BORDER, dr.inflate(-4, -4), 2, border_radius=8)
        surface.blit(render(tr("ui.die"), theme.XS, theme.TEXT_DIM), (dr.right + 10, dr.y + 4))
        b = render(tr("ui.bonus", n=sh.bonus), theme.XS, art.TURQ if sh.bonus else theme.TEXT, True)
        surface.blit(b, (dr.right + 10, dr.y + 26))
        tr_ = self._tile_rect()
        surface.blit(art.tile_image(sh.tile_cw, tr_.w), tr_)
        for seat, flipped in self.marks.flipped.items():
            if flipped:  # flipped since your last move: marked in the flipper's colour
                draw_brackets(surface, tr_.inflate(6, 6), seat_color(seat))
        room = r.right - tr_.right - 22
        surface.blit(render_fit(tr("ui.tile") + ": " + tr("tile.cw" if sh.tile_cw else "tile.ccw"), theme.XS, theme.TEXT,
                                room), (tr_.right + 10, tr_.y + 4))
        sp = render_fit(tr("ui.start", name=self.name(v.start)), theme.XS, seat_color(v.start), room, True)
        surface.blit(sp, (tr_.right + 10, tr_.y + 26))
        y = tr_.bottom + 10
        surface.blit(render(tr("ui.marker", n=v.sight_marker), theme.XS, theme.TEXT_DIM), (r.x + 16, y))
        y += 24
        # turn order of this round with each seat's card
        order = [(v.start + k) % v.num_players for k in range(v.num_players)]
        for k, p in enumerate(order):
            row = pygame.Rect(r.x + 12, y, r.w - 24, 26)
            if v.phase not in ("commit", "entry", "return", "over") and p == v.active:
                pygame.draw.rect(surface, theme.PANEL_HI, row, border_radius=6)
            surface.blit(render_fit(f"{k + 1}. {seat_mark(p)} {self.name(p)}", theme.XS, seat_color(p), row.w - 60, True),
                         (row.x + 6, row.y + 4))
            card = sh.revealed[p] or (v.my_commit if p == self.viewer and sh.committed[p] else 0)
            if card:
                t = render(str(card), theme.XS, theme.TEXT, True)
            else:
                t = render(tr("ui.card_chosen") if sh.committed[p] else "…", theme.XS, theme.TEXT_DIM)
            surface.blit(t, (row.right - 6 - t.get_width(), row.y + 4))
            y += 28
        y += 8
        cap = self._caption_image()
        if cap is not None:
            surface.blit(cap, (r.x + 14, y))
            y += cap.get_height() + 8
        if v.phase in ("step", "push") and v.w_len:
            surface.blit(render(tr("ui.steps", left=v.w_rem, total=v.w_len), theme.S, theme.TEXT, True), (r.x + 14, y))
        txt = self._help_image()
        if txt is not None:
            surface.blit(txt, (r.x + 14, self._help_top(txt)))

    def _caption_image(self):
        """What the guardian is doing now (while its move plays), for the side panel."""
        if not self.caption:
            return None
        return render_block(f"{tr('guardian')}: {self.caption}", SIDE.w - 28, theme.XS, art.TURQ)

    def _help_image(self):
        """What to do now, for the side panel (None when it is not your decision)."""
        v = self.view
        help_key = self._help_key()
        if not help_key:
            return None
        name = tr("decoy") if v.chain_piece == data.DECOY else (
            self.name(v.chain_piece) if 0 <= v.chain_piece < v.num_players else "")
        text = tr(help_key, piece=name)
        if v.phase == "step" and self.preview_pushes():
            text += "\n" + tr("ui.push_plan")
        elif v.phase == "push" and self.planned_push() is not None:
            text += "\n" + tr("ui.push_planned")
        return render_block(text, SIDE.w - 28, theme.XS, theme.TEXT_DIM)

    @staticmethod
    def _help_top(img) -> int:
        return SIDE.bottom - 70 - img.get_height()

    def side_room(self) -> tuple[int, int]:
        """(top, bottom) of the side panel's free room: below the turn order, the guardian's
        caption and the steps left, above the help and the choice buttons."""
        v = self.view
        y = self._tile_rect().bottom + 10 + 24 + 28 * v.num_players + 8
        cap = self._caption_image()
        if cap is not None:
            y += cap.get_height() + 8
        if v.phase in ("step", "push") and v.w_len:
            y += 28
        txt = self._help_image()
        bottom = self._help_top(txt) - 8 if txt is not None else SIDE.bottom - 70
        return y, bottom

    def recent_rect(self):
        """What the others did since your last move, listed in the side panel's free room (when
        it holds the title and an entry of two lines: the table lists only whole entries)."""
        top, bottom = self.side_room()
        need = font(theme.XS, True).get_linesize() + 2 * font(theme.XS).get_linesize() + 20
        if bottom - top < need:
            return None
        return pygame.Rect(SIDE.x + 8, top, SIDE.w - 16, bottom - top)

    def _help_key(self) -> str:
        if not self.my_turn or self.tweens.animating:  # no prompt before the last move is shown
            return ""
        ph = self.view.phase
        return {"step": "ui.move_help", "push": "ui.push_help", "entry": "ui.place_help", "return": "ui.place_help",
                "tele": "ui.pick_help", "grab": "ui.pick_help", "take": "ui.pick_help", "decoy": "ui.pick_help",
                "face": "ui.face_help", "commit": "ui.drag_card"}.get(ph, "")

    def draw_overlay(self, surface) -> None:
        super().draw_overlay(surface)  # flights and floaters
        self.drag.draw_overlay(surface)


def _arrow(surface, a, b, color, width=3) -> None:
    pygame.draw.line(surface, color, a, b, width)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    L = 9 + width
    p1 = (b[0] - L * math.cos(ang - 0.5), b[1] - L * math.sin(ang - 0.5))
    p2 = (b[0] - L * math.cos(ang + 0.5), b[1] - L * math.sin(ang + 0.5))
    pygame.draw.polygon(surface, color, [b, p1, p2])


def _dashed(surface, color, a, b, dash=8, width=3) -> None:
    d = math.hypot(b[0] - a[0], b[1] - a[1])
    n = max(1, int(d // dash))
    for i in range(0, n, 2):
        p = (a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n)
        q = (a[0] + (b[0] - a[0]) * min(n, i + 1) / n, a[1] + (b[1] - a[1]) * min(n, i + 1) / n)
        pygame.draw.line(surface, color, p, q, width)


def _toward(a, b, back: float):
    """The point ``back`` px before ``b`` on the segment from ``a``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1.0
    return (b[0] - dx / d * back, b[1] - dy / d * back)


def thumbnail(size) -> pygame.Surface:
    """The menu tile: a patch of the hex tomb with treasures, two raiders and the guardian."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, art.TURQ_DARK, surf.get_rect(), border_radius=10)
    s = max(10, min(w, h) // 7)
    cx, cy = w / 2, h / 2
    cells = [(q, r) for r in range(-2, 3) for q in range(-3, 4) if abs(q + r) <= 3 and abs(q) <= 3]
    for q, r in cells:
        x, y = cx + s * math.sqrt(3) * (q + r / 2), cy + s * 1.5 * r
        if not (-s < x < w + s and -s < y < h + s):
            continue
        pts = art.hex_points((x, y), s - 1)
        fill = art.STONE if (q, r) in ((1, -1), (-2, 1)) else art.SAND
        pygame.draw.polygon(surf, fill, pts)
        pygame.draw.polygon(surf, art.SAND_DARK, pts, 1)
        if (q, r) == (-1, 2):
            pygame.draw.ellipse(surf, art.WATER, pygame.Rect(x - s * 0.6, y - s * 0.4, s * 1.2, s * 0.8))
    for tok, (q, r) in enumerate(((2, 0), (-1, -1), (0, 1), (2, -2), (-3, 1), (1, 1))):
        x, y = cx + s * math.sqrt(3) * (q + r / 2), cy + s * 1.5 * r
        img = art.token_image(tok, int(s * 0.9))
        surf.blit(img, img.get_rect(center=(x, y)))
    draw_piece(surf, "guardian", (cx, cy + s * 0.5), int(s * 1.6), GUARD_COLOR, "")
    draw_piece(surf, "pawn", (cx - s * 2.6, cy + s * 2), int(s * 1.3), seat_color(0), "")
    draw_piece(surf, "pawn", (cx + s * 2.2, cy - s * 1.0), int(s * 1.3), seat_color(1), "")
    return surf


