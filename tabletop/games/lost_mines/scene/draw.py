"""Drawing the Lost Mines table: the board (frame lettered A-K and numbered 1-7, numbered
mines, tokens, the others' last turns, targets, reach), the dwarves, the players' panels with
their clan banners, the viewer's panel, the discard tray and the hand.

Seat and clan never look alike: a seat is its colour *with its mark* (●▲■...) on its dwarf,
its name and its panel; a clan is a striped banner with the clan's name, never a plain patch
of colour.
"""

from __future__ import annotations

import math

import pygame

from tabletop.ui import i18n, theme
from tabletop.ui.cards import draw_brackets, draw_cards, draw_highlight
from tabletop.ui.pieces import draw_piece
from tabletop.ui.table import seat_color, seat_mark
from tabletop.ui.text import render, render_block, render_fit
from tabletop.ui.widgets import panel

from .. import art
from .. import data
from ..places import column_label, row_label
from ..rules import card_name
from .layout import SIDE, TRAY, VIEWPORT
from .words import short_label, tr


class Draw:
    """Everything the table draws (a mixin of ``GameScene``)."""

    def draw_table(self, surface: pygame.Surface) -> None:
        v = self.disp
        for seat, rect in self._seat_rects():
            self._draw_seat_panel(surface, v, seat, rect)
        self._draw_board(surface, v)
        self._draw_side(surface, v)
        self._draw_tray(surface)
        self._draw_panel_marks(surface)
        for r in self._hint_rects():
            draw_highlight(surface, r.inflate(6, 6), "target", 8, zone=True)
        draw_cards(surface, [s for s in self.hand_sprites if s.visible])

    # -- the board --------------------------------------------------------------------------------
    def _draw_board(self, surface, v) -> None:
        vp = VIEWPORT
        pygame.draw.rect(surface, (46, 34, 26), vp, border_radius=10)
        old_clip = surface.get_clip()
        surface.set_clip(vp)
        cs = self.cs
        gw, gh = round(data.W * cs), round(data.H * cs)
        ox, oy = round(self.org[0]), round(self.org[1])
        frame = pygame.Rect(ox - 18, oy - 18, gw + 36, gh + 36)
        pygame.draw.rect(surface, art.EARTH_DARK, frame, border_radius=12)
        pygame.draw.rect(surface, art.AMBER, frame, 2, border_radius=12)
        size = max(8, int(cs) - 2)
        for y in range(data.H):
            for x in range(data.W):
                r = self.cell_rect(x, y)
                pygame.draw.rect(surface, (84, 60, 42), r.inflate(-2, -2), 1, border_radius=4)
        self._draw_frame_labels(surface, ox, oy, gw, gh)
        for c, b in enumerate(v.board):
            if b is None or self.fx.hidden(("cell", c)):
                continue
            x, y = data.xy(c)
            r = self.cell_rect(x, y)
            if not r.colliderect(vp):
                continue
            fl = self.flips.get(c)
            if fl is not None and fl.k < 1.0:
                k = fl.k
                img = art.tile("mine" if k < 0.5 else b, v.rot[c], size)
                wk = abs(1 - 2 * k)
                img = pygame.transform.smoothscale(img, (max(1, int(size * wk)), size))
            else:
                img = art.tile(b, v.rot[c], size, c in v.cleared)
            surface.blit(img, img.get_rect(center=r.center))
            if b == "mine" or b.startswith("mine_"):
                i = v.mine_cells.index(c)
                self._draw_mine_number(surface, r, i + 1)
                if b == "mine" and v.mine_known[i]:
                    bs = max(12, int(cs * 0.34))
                    surface.blit(art.eye_badge(bs), (r.x + 1, r.y + 1))
                    surface.blit(art.icon(v.mine_known[i], bs, art.TREASURE_COLORS[v.mine_known[i]]),
                                 (r.right - bs - 1, r.bottom - bs - 1))
        for e in v.traps:
            self._draw_token(surface, e, "trap", None)
        for seat, e in enumerate(v.trolls):
            if e is not None:
                self._draw_token(surface, e, "troll", seat_color(seat))
        self._draw_turn_marks(surface)
        self._draw_targets_and_moves(surface, size)
        self._draw_pawns(surface, v)
        cell = self.cell_at(self.pointer)
        if cell is not None:  # the cell under the pointer, as the frame names it
            img = render(column_label(cell[0]) + row_label(cell[1]), theme.XS, theme.TEXT, True)
            box = img.get_rect(bottomleft=(vp.x + 8, vp.bottom - 6)).inflate(12, 6)
            pygame.draw.rect(surface, theme.FELT_DARK, box, border_radius=6)
            surface.blit(img, img.get_rect(center=box.center))
        help_img = render(tr("ui.board_help"), theme.XS, theme.TEXT_DIM)
        box = help_img.get_rect(bottomright=(vp.right - 8, vp.bottom - 6)).inflate(12, 6)
        pygame.draw.rect(surface, theme.FELT_DARK, box, border_radius=6)
        surface.blit(help_img, help_img.get_rect(center=box.center))
        surface.set_clip(old_clip)
        pygame.draw.rect(surface, art.EARTH, vp, 2, border_radius=10)

    def _draw_frame_labels(self, surface, ox: int, oy: int, gw: int, gh: int) -> None:
        """Columns A-K above and below the grid, rows 1-7 on both sides (the names the log,
        the hints and the tooltips use)."""
        if self.cs < 20:
            return
        for x in range(data.W):
            img = render(column_label(x), theme.XS, art.AMBER, True)
            cx = self.cell_center(x, 0)[0]
            surface.blit(img, img.get_rect(center=(cx, oy - 9)))
            surface.blit(img, img.get_rect(center=(cx, oy + gh + 9)))
        for y in range(data.H):
            img = render(row_label(y), theme.XS, art.AMBER, True)
            cy = self.cell_center(0, y)[1]
            surface.blit(img, img.get_rect(center=(ox - 9, cy)))
            surface.blit(img, img.get_rect(center=(ox + gw + 9, cy)))

    def _draw_mine_number(self, surface, r: pygame.Rect, n: int) -> None:
        img = render(str(n), theme.XS, theme.TEXT, True)
        d = max(img.get_width(), img.get_height()) + 2
        c = (r.right - d // 2 - 2, r.y + d // 2 + 2)
        pygame.draw.circle(surface, (30, 22, 16), c, d // 2)
        pygame.draw.circle(surface, art.AMBER, c, d // 2, 1)
        surface.blit(img, img.get_rect(center=(c[0], c[1] + 1)))

    def _draw_targets_and_moves(self, surface, size: int) -> None:
        self.drag.draw_targets(surface)
        d = self.drag
        if d.active is not None and d.mode in ("dragging", "selected"):
            code = d.active.key[0]
            rb = max(12, int(self.cs * 0.36))
            for (x, y) in self._other_rot_cells(code):
                r = self.cell_rect(x, y)
                surface.blit(art.rotate_badge(rb), (r.right - rb - 2, r.y + 2))
            if d.mode == "dragging" and isinstance(d.emphasized, tuple) and d.emphasized[0] == "cell" \
                    and data.path_parts(code):
                a = d.legal.get(d.emphasized)
                if a is not None and a[0] == "path":
                    ghost = art.tile(code, a[4], size).copy()
                    ghost.set_alpha(150)
                    r = self.cell_rect(*d.emphasized[1:])
                    surface.blit(ghost, ghost.get_rect(center=r.center))
        if self.my_turn and self.view.phase == "move" and self.frozen is None:
            glow = 0.5 + 0.5 * math.sin(self.pulse_t / 180)
            direct = {(a[1], a[2]) for a in self.view.legal if isinstance(a, tuple) and a[0] == "step"}
            for cell, path in self.walks().items():  # farther cells within the steps left: dimmer
                if cell not in direct:
                    self._draw_reach(surface, self.cell_rect(*cell), len(path))
            for cell in sorted(direct):
                r = self.cell_rect(*cell)
                draw_highlight(surface, r.inflate(-4, -4), "target" if glow > 0.5 else "legal", 6, zone=True)
            if self.pawn_drag is not None:
                if len(self.trail) > 1:
                    pts = [self.cell_center(*c) for c in self.trail]
                    pygame.draw.lines(surface, art.AMBER, False, pts, max(3, int(self.cs * 0.08)))
                cell = self.cell_at(self.pawn_drag)
                if cell is not None:
                    pygame.draw.rect(surface, theme.TEXT, self.cell_rect(*cell).inflate(-2, -2), 2, border_radius=4)

    def _draw_pawns(self, surface, v) -> None:
        order = sorted(self.pawns.values(), key=lambda pw: (pw.pos[1], pw.seat == self.viewer, pw.seat))  # yours on top
        active = v.active if v.phase in ("act", "target", "move", "orient", "take") else -1
        for pw in order:
            if pw.seat >= v.num_players or (self.pawn_drag is not None and pw.seat == self.viewer):
                continue
            self._draw_pawn(surface, pw.seat, self._pawn_point(pw), art.AMBER if pw.seat == active else None,
                            self._pawn_h(pw))

    def _draw_reach(self, surface, r: pygame.Rect, steps: int) -> None:
        """A cell the dwarf reaches in ``steps`` steps (more than one): a dim glow and the count."""
        inner = r.inflate(-6, -6)
        if inner.w <= 4 or inner.h <= 4:
            return
        img = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(img, (*theme.FOCUS[:3], 40), img.get_rect(), border_radius=6)
        pygame.draw.rect(img, (*theme.FOCUS[:3], 120), img.get_rect(), 2, border_radius=6)
        surface.blit(img, inner)
        n = render(str(steps), theme.XS, theme.FOCUS, True)
        surface.blit(n, n.get_rect(topleft=(inner.x + 3, inner.y + 1)))  # the mine number is top right

    def _draw_pawn(self, surface, seat: int, point, hl=None, h: int | None = None) -> None:
        """A dwarf: the seat's colour and mark, carrying its clan's banner on a pole (so a blue
        dwarf of the yellow clan carries the yellow banner)."""
        self._pawn_piece(surface, seat, point, h if h is not None else max(18, int(self.cs * 0.56)), hl)

    def _pawn_piece(self, surface, seat: int, point, h: int, hl=None) -> None:
        rect = draw_piece(surface, "pawn", point, h, seat_color(seat), seat_mark(seat), highlight=hl)
        clans = self.disp.clans
        if seat < len(clans) and h >= 20:
            fw, fh = max(8, h // 4), max(10, h // 3)
            x = rect.right - 1
            top = rect.y - fh // 3
            pygame.draw.line(surface, art.INK, (x, top), (x, rect.y + h // 2), 2)
            surface.blit(art.clan_banner(clans[seat], fw, fh), (x + 1, top))

    def _draw_token(self, surface, e, kind: str, ring) -> None:
        a, b = e
        r = self.edge_rect(*data.xy(a), *data.xy(b))
        s = max(14, int(self.cs * 0.4))
        img = art.icon(kind, s, ring if ring is not None else (200, 200, 200))
        surface.blit(img, img.get_rect(center=r.center))

    # -- the others' last turns ---------------------------------------------------------------------
    def _seat_badge(self, surface, seat: int, center) -> None:
        """A small disc in the seat's colour with its mark (who did it)."""
        mark = render(seat_mark(seat), theme.XS, theme.TEXT_DARK, True)
        rad = max(mark.get_width(), mark.get_height()) // 2 + 2
        pygame.draw.circle(surface, seat_color(seat), center, rad)
        pygame.draw.circle(surface, theme.FELT_DARK, center, rad, 1)
        surface.blit(mark, mark.get_rect(center=center))

    def _draw_turn_marks(self, surface) -> None:
        """On the board: each marked turn's walk (a line in the seat's colour from where the dwarf
        started) and the card it played (brackets and the seat's badge)."""
        w = max(2, int(self.cs * 0.07))
        for seat, m in self.turn_marks().items():
            col = seat_color(seat)
            for walk in m.walks:
                pts = [self.cell_center(*data.xy(c)) for c in walk]
                if len(pts) >= 2:
                    pygame.draw.lines(surface, col, False, pts, w)
                pygame.draw.circle(surface, col, pts[0], w * 2, w)    # where it started: a ring
                for p in pts[1:]:
                    pygame.draw.circle(surface, col, p, w + 1)
            for a in m.plays:
                r = self.mark_rect(a)
                if r is None or not r.colliderect(VIEWPORT) or a[0] == "info" and a[2] != "mine":
                    continue
                draw_brackets(surface, r, col)
                self._seat_badge(surface, seat, (r.x + 2, r.y + 2))

    def _draw_panel_marks(self, surface) -> None:
        """Off the board: a peek at a treasure or at a player's card, a treasure taken."""
        for seat, m in self.turn_marks().items():
            col = seat_color(seat)
            rects = [self.mark_rect(a) for a in m.plays if a[0] == "info" and a[2] != "mine"]
            rects += [r for s, r in self._slot_rects() if s in m.takes]
            for r in rects:
                if r is not None:
                    draw_brackets(surface, r, col)
                    self._seat_badge(surface, seat, (r.x + 2, r.y + 2))

    # -- panels -----------------------------------------------------------------------------------
    def _draw_clan(self, surface, clan: str, rect: pygame.Rect) -> None:
        flag = art.clan_banner(clan, rect.w, rect.h)
        surface.blit(flag, rect)

    def _draw_seat_panel(self, surface, v, seat: int, rect: pygame.Rect) -> None:
        """Another player: clan banner, the seat's mark and name, points; then the clan's name,
        hand size, treasures, troll, dragon and a role the viewer has seen."""
        active = seat == v.current_player
        fill = theme.PANEL_HI if active else theme.PANEL
        panel(surface, rect, fill, seat_color(seat) if active else theme.PANEL_BORDER)
        flag = self._panel_clan_rect(rect)
        self._draw_clan(surface, v.clans[seat], flag)
        vp = render(tr("panel.vp", n=v.totals[seat]), theme.XS, theme.TEXT, True)
        surface.blit(vp, (rect.right - vp.get_width() - 8, rect.y + 7))
        name = self.seat_label(seat, theme.XS, max(16, rect.right - vp.get_width() - 16 - (flag.right + 6)))
        surface.blit(name, (flag.right + 6, rect.y + 7))
        y = min(rect.y + 48, rect.bottom - 14)
        clan = render(self.clan_name(seat), theme.XS, theme.TEXT_DIM)
        x = rect.x + 8
        items = self._seat_items(v, seat)
        room = rect.right - 8 - x - sum(img.get_width() + 4 for img in items)
        if clan.get_width() + 8 <= room:
            surface.blit(clan, (x, y - clan.get_height() // 2))
            x += clan.get_width() + 8
        for img in items:
            surface.blit(img, (x, y - img.get_height() // 2))
            x += img.get_width() + 4
        tgt = self.drag.targets.get(("seat", seat)) if self.drag is not None else None
        if tgt is not None:
            tgt.draw(surface)

    def _seat_items(self, v, seat: int) -> list[pygame.Surface]:
        items = []
        back = pygame.transform.smoothscale(art.card_back((50, 70)), (13, 18))
        hand = pygame.Surface((13 + 4 + 20, 20), pygame.SRCALPHA)
        hand.blit(back, (0, 1))
        num = render(str(v.hand_counts[seat]), theme.XS, theme.TEXT, True)
        hand.blit(num, (17, 10 - num.get_height() // 2))
        items.append(hand)
        for s in v.collected[seat]:
            items.append(art.icon(v.slot_types[s], 20, art.TREASURE_COLORS[v.slot_types[s]]))
        if v.troll_card[seat]:
            items.append(art.icon("troll", 20, seat_color(seat)))
        if v.dragon == seat:
            items.append(art.icon(data.DRAGON, 20, art.TREASURE_COLORS[data.DRAGON]))
        role = v.roles_known[seat]
        if role is not None:  # a role the viewer looked at
            eye = art.eye_badge(18)
            txt = render(tr("role_short." + role), theme.XS, theme.OKABE_ITO["purple"], True)
            img = pygame.Surface((eye.get_width() + 3 + txt.get_width(), 20), pygame.SRCALPHA)
            img.blit(eye, (0, 1))
            img.blit(txt, (eye.get_width() + 3, 10 - txt.get_height() // 2))
            items.append(img)
        elif self.shown_role(v, seat) is not None:  # the game is over: every role was revealed
            items.append(render(tr("role_short." + self.shown_role(v, seat)), theme.XS, theme.TEXT, True))
        return items

    def shown_role(self, v, seat: int):
        """The role shown for ``seat``: one the viewer knows, or at the game's end the one
        the last round's scoring revealed."""
        role = v.roles_known[seat]
        if role is None and v.phase == "over" and v.history:
            role = v.history[-1]["rows"][seat]["role"]
        return role

    def _draw_side(self, surface, v) -> None:
        """The viewer: name and dwarf (seat colour and mark), clan banner and name, secret role,
        points, piles, the treasure slots and what the viewer knows."""
        me = self.viewer
        r = SIDE
        panel(surface, r, theme.PANEL, seat_color(me) if v.current_player == me else theme.PANEL_BORDER)
        x, y = r.x + 10, r.y + 6
        # your dwarf as it stands on the board, then your name: one colour, one mark
        self._pawn_piece(surface, me, (r.right - 28, y + 26), 26)
        name = self.seat_label(me, theme.S, r.w - 56)
        surface.blit(name, (x, y))
        dwarf = render(tr("panel.dwarf"), theme.XS, theme.TEXT_DIM)
        if x + name.get_width() + 8 + dwarf.get_width() <= r.right - 44:  # "your dwarf", where it fits
            surface.blit(dwarf, (r.right - 44 - dwarf.get_width(), y + 6))
        flag = self._side_clan_rect()
        self._draw_clan(surface, v.clans[me], flag)
        role = self.shown_role(v, me)
        line = tr("panel.me", clan=self.clan_name(me), role=tr("role." + role) if role else "?")
        surface.blit(render_fit(line, theme.XS, theme.TEXT, r.right - 10 - (flag.right + 6), True),
                     (flag.right + 6, flag.y + 3))
        y = flag.bottom + 2
        surface.blit(render(tr("panel.secret"), theme.XS, theme.TEXT_DIM), (x, y))
        y += 24
        info = tr("panel.status", vp=v.totals[me], round=v.round, rounds=data.ROUNDS)
        surface.blit(render(info, theme.XS, theme.TEXT), (x, y))
        y += 20
        info = tr("panel.piles", pile=v.pile_count, discard=v.discard_count)
        surface.blit(render(info, theme.XS, theme.TEXT_DIM), (x, y))
        y = r.y + 124
        surface.blit(render(tr("panel.treasures"), theme.XS, theme.ACCENT, True), (x, y))
        self._draw_slots(surface, v)
        rows = (len(v.slot_types) + 4) // 5
        y = r.y + 148 + rows * 48 + 6
        surface.blit(render(tr("panel.known"), theme.XS, theme.ACCENT, True), (x, y))
        y += 22
        lines = self._known_lines(v) or [tr("panel.known_none")]
        for text in lines[-6:]:
            img = render_block(text, r.w - 34, theme.XS, theme.TEXT)
            if y + img.get_height() > r.bottom - 6:
                break
            surface.blit(art.eye_badge(14), (x, y + 2))
            surface.blit(img, (x + 20, y))
            y += img.get_height() + 2

    def _draw_slots(self, surface, v) -> None:
        take = {a[1] for a in self.legal() if isinstance(a, tuple) and a[0] == "take"}
        glow = 0.5 + 0.5 * math.sin(self.pulse_t / 180)
        for s, sr in self._slot_rects():
            kind = v.slot_types[s]
            taken = v.slot_taken[s]
            pygame.draw.rect(surface, theme.FELT_DARK, sr, border_radius=6)
            pygame.draw.rect(surface, art.TREASURE_COLORS[kind], sr, 2, border_radius=6)
            ic = art.icon(kind, 24)
            if taken >= 0:
                ic = ic.copy()
                ic.set_alpha(90)
            surface.blit(ic, ic.get_rect(midtop=(sr.centerx, sr.y + 2)))
            val = v.slot_known[s]
            lab = str(val) if val is not None else "?"
            img = render(lab, theme.XS, theme.TEXT if val is not None else theme.TEXT_DIM, True)
            surface.blit(img, img.get_rect(midbottom=(sr.centerx + (0 if taken < 0 else -8), sr.bottom - 1)))
            if val is not None and taken < 0:
                surface.blit(art.eye_badge(14), (sr.x + 1, sr.y + 1))
            if taken >= 0:
                m = render(seat_mark(taken), theme.XS, seat_color(taken), True)
                surface.blit(m, m.get_rect(bottomright=(sr.right - 3, sr.bottom - 1)))
            if s in take:
                draw_highlight(surface, sr, "target" if glow > 0.5 else "legal", 6, zone=True)
            tgt = self.drag.targets.get(("slot", s))
            if tgt is not None:
                tgt.draw(surface)

    def _known_lines(self, v) -> list[str]:
        out = []
        for kind, subj, val, src, rnd, _t in v.known:
            if rnd != v.round:
                continue
            if kind == "MINE":
                out.append(tr("known.mine", n=v.mine_cells.index(subj) + 1, kind=tr("treasure." + val)))
            elif kind == "ROLE" and src == "INFO_DWARF":
                out.append(tr("known.role", name=self.name(subj), role=tr("role." + val)))
            elif kind == "TREASURE" and src == "INFO_TREASURE":
                out.append(tr("known.treasure", n=subj + 1, type=tr("treasure." + v.slot_types[subj]), value=val))
            elif kind == "CARD" and src == "TRAP_LOSS":
                out.append(tr("known.trap", card=card_name(val, i18n.lang())))
        return out

    def _draw_tray(self, surface) -> None:
        r = TRAY
        dragging = self.drag is not None and "tray" in self.drag.legal
        pygame.draw.rect(surface, theme.FELT_DARK, r, border_radius=10)
        pygame.draw.rect(surface, art.AMBER if dragging else theme.PANEL_BORDER, r, 2, border_radius=10)
        title = render(tr("ui.tray"), theme.XS, theme.TEXT_DIM, True)
        surface.blit(title, (r.x + 10, r.y + 8))
        byk = {s.key: s for s in self.hand_sprites}
        for i in range(2):
            slot = pygame.Rect(r.x + 14 + i * 62, r.y + 36, 56, 78)
            pygame.draw.rect(surface, theme.PANEL_BORDER, slot, 1, border_radius=6)
        for key, sr in self._staged_rects():
            if byk.get(key) is None:
                continue
            rot = self.rot_for(key[0])
            img = pygame.transform.smoothscale(art.card_face(key[0], short_label(key[0], rot), rot), sr.size)
            surface.blit(img, sr)
        if not self.staged:
            hint = render_block(tr("ui.tray_hint"), 62, theme.XS, theme.TEXT_DIM)
            surface.blit(hint, (r.x + 140, r.y + 40))
        tgt = self.drag.targets.get("tray")
        if tgt is not None:
            tgt.draw(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.fx.draw(surface)
        if self.pawn_drag is not None:
            self._draw_pawn(surface, self.viewer, (self.pawn_drag[0], self.pawn_drag[1] + self.cs * 0.25), theme.TEXT)
        self.drag.draw_overlay(surface)
