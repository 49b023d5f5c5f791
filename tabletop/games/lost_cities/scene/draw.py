"""Drawing the Lost Cities table: the board and its tiles, piles, discards, supply, figures and panels."""

from __future__ import annotations

import math

import pygame

from tabletop.ui import theme
from tabletop.ui.cards import draw_brackets, draw_cards, draw_highlight
from tabletop.ui.pieces import draw_piece
from tabletop.ui.table import seat_color, seat_mark
from tabletop.ui.text import render, render_block
from tabletop.ui.widgets import panel

from .. import art, data
from ..art import BOARD_TOP, DECK_RECT, MINI, PATH_COLORS, SIDE_X, card_back, card_face, discard_rect, mini_card, pile_rect
from ..art import step_rect, tile_image
from .layout import CHOICE_Y, NPATHS, figure_slot, panel_swatches, pile_slots, tr


class DrawMixin:
    """The part of :class:`GameScene` that draws the table (from ``self.disp``)."""

    def draw_table(self, surface: pygame.Surface) -> None:
        v = self.disp
        self._draw_board(surface, v)
        self._draw_piles(surface, v)
        self._draw_discards(surface, v)
        self._draw_deck(surface, v)
        self._draw_marks(surface, v)
        self._draw_figures(surface, v)
        for seat, rect in self._opponent_rects():
            self._draw_seat_panel(surface, v, seat, rect)
        self._draw_my_panel(surface, v)
        self.drag.draw_targets(surface)
        if self.my_turn and self.view.phase in ("arrow", "bonus"):
            msg = render(tr("ui.choose_figure"), theme.XS, theme.TEXT_DIM)
            surface.blit(msg, (24, CHOICE_Y + 12))
        for r in self._hint_rects():
            draw_highlight(surface, r.inflate(8, 8), "target", 10, zone=True)
        draw_cards(surface, [s for s in self.draw_sprites if s.visible and s.key == "deck"])
        draw_cards(surface, [s for s in self.draw_sprites if s.key != "deck" and not self._top_hidden(("discard", s.key[1]))])
        draw_cards(surface, self.hand_sprites)

    def _top_hidden(self, key) -> bool:
        return self.fx.hidden(key) > 0

    def _draw_board(self, surface, v) -> None:
        surface.blit(art.board_surface(), (0, 0))  # the printed board, drawn once
        for k in range(NPATHS):
            for step in data.MARKED_STEPS[k]:
                tile = v.tiles[k][step]
                if tile:
                    cell = step_rect(k, step).inflate(-2, -6)
                    surface.blit(tile_image(tile, 24), (cell.right - 27, cell.y + 3))

    def _draw_piles(self, surface, v) -> None:
        me = self.viewer
        dragging = self.drag is not None and self.drag.mode in ("dragging", "selected")
        for k in range(NPATHS):
            pr = pile_rect(k)
            pile = v.piles[me][k]
            surface.blit(art.glyph_badge(k, 22), (pr.x + 12, pr.y + 4))
            if not pile:
                if not (dragging and any(key[0] == "start" and key[1] == k for key in self.drag.legal)):
                    hint = render(tr("ui.start_here"), theme.XS, (120, 100, 70))
                    surface.blit(hint, (pr.x + 40, pr.centery - hint.get_height() // 2))
                else:
                    half = pr.w // 2
                    for i, kind in enumerate((data.ADV, data.RES)):
                        key = ("start", k, "adv" if kind == data.ADV else "res")
                        if key not in self.drag.legal:
                            continue
                        cx = pr.x + half * i + half // 2
                        draw_piece(surface, art.figure_kind(kind), (cx, pr.bottom - 20), art.figure_height(kind) + 4,
                                   seat_color(me), seat_mark(me))
                        lab = render(tr("kind." + key[2]), theme.XS, art.INK, True)
                        surface.blit(lab, lab.get_rect(midbottom=(cx, pr.bottom - 2)))
                continue
            shown = len(pile) - (1 if self._top_hidden(("pile", me, k)) else 0)
            slots = self.pile_layout(k)
            for i in range(shown):
                card = data.COLORS[k] + str(pile[i])
                surface.blit(art.pile_card(card, slots[i].h), slots[i])
            if v.descending:
                d = v.directions[me][k]
                arrow = {0: "↕", 1: "↑", -1: "↓"}[d]
                img = render(arrow, theme.S, art.INK, True)
                surface.blit(img, (pr.x + 16, pr.y + 30))
            last = self.last_moves.get(me)
            if last and last[0] == "play" and data.CARD_COLOR[last[1]] == k and shown:
                draw_brackets(surface, slots[shown - 1])

    def pile_layout(self, k: int) -> list[pygame.Rect]:
        """Where the cards of the viewer's pile ``k`` are drawn, bottom first (laid out for the
        whole pile, so a card still in flight has its place)."""
        return pile_slots(len(self.disp.piles[self.viewer][k]), pile_rect(k))

    def _draw_discards(self, surface, v) -> None:
        for k in range(NPATHS):
            r = discard_rect(k)
            slot = pygame.Rect(0, 0, MINI[0] + 6, MINI[1] + 4)
            slot.center = r.center
            pygame.draw.rect(surface, art.PARCHMENT_DARK, slot, 2, border_radius=6)
            pile = v.discards[k]
            n = len(pile) - (1 if self._top_hidden(("discard", k)) else 0)
            if n >= 2:  # the card under the top shows during a flight or a drag
                under = data.COLORS[k] + str(pile[n - 2 if n - 1 < len(pile) and self._top_hidden(("discard", k)) else n - 2])
                surface.blit(mini_card(under), mini_card(under).get_rect(center=r.center))
            if n >= 1 and self._top_hidden(("discard", k)):
                card = data.COLORS[k] + str(pile[n - 1])
                surface.blit(mini_card(card), mini_card(card).get_rect(center=r.center))
            if n:
                cnt = render(str(len(pile)), theme.XS, art.INK, True)
                surface.blit(cnt, cnt.get_rect(bottomright=(r.right - 2, r.bottom - 1)))
            for seat, m in self.turn_marks().items():  # discarded here, or took from here, since your move
                if any(path == k for path, _ in m.discarded + m.took):
                    draw_brackets(surface, slot, seat_color(seat))

    def _draw_deck(self, surface, v) -> None:
        r = DECK_RECT
        if v.deck_count > 1:
            for i in range(min(3, v.deck_count - 1), 0, -1):
                surface.blit(card_back(r.size), (r.x + i * 2, r.y + i * 2))
        label = render(tr("supply_n", n=v.deck_count), theme.XS, theme.TEXT, True)
        surface.blit(label, label.get_rect(midtop=(r.centerx, r.bottom + 8)))
        if v.removed_count:
            rem = render(tr("removed_n", n=v.removed_count), theme.XS, theme.TEXT_DIM)
            surface.blit(rem, rem.get_rect(midtop=(r.centerx, r.bottom + 28)))

    def _draw_marks(self, surface, v) -> None:
        """The others' turns since your last move, until you act: each figure's way (a dotted
        trail in its colour from where it stood, a ring where it started), the tiles it scored,
        used or took (an outline; a taken artifact as a ghost)."""
        if self.frozen is not None:
            return
        for seat, m in self.turn_marks().items():
            color = seat_color(seat)
            for k, (frm, to) in m.moved.items():
                kind = v.kinds[seat][k] or None
                a, b = figure_slot(v, seat, k, frm, kind), figure_slot(v, seat, k, to, kind)
                y = b[1] - 8
                n = max(2, int(abs(b[0] - a[0]) / 9))
                for i in range(n + 1):
                    x = a[0] + (b[0] - a[0]) * i / n
                    pygame.draw.circle(surface, color, (round(x), round(y)), 2)
                if frm > 0:
                    pygame.draw.circle(surface, color, (round(a[0]), round(y - 6)), 7, 2)
            for k, step, tile in m.tiles:
                cell = step_rect(k, step).inflate(-2, -6)
                spot = pygame.Rect(cell.right - 28, cell.y + 2, 26, 26)
                if tile == data.ARTIFACT and not v.tiles[k][step]:
                    ghost = tile_image(data.ARTIFACT, 24).copy()
                    ghost.set_alpha(90)
                    surface.blit(ghost, (spot.x + 1, spot.y + 1))
                pygame.draw.rect(surface, color, spot.inflate(4, 4), 2, border_radius=6)

    def _draw_figures(self, surface, v) -> None:
        marks = self.turn_marks() if self.frozen is None else {}
        choosing = self.my_turn and self.view.phase in ("arrow", "bonus")
        eligible = {data.COLOR_INDEX[a[1]] for a in self.legal() if a[0] in ("arrow", "bonus") and a[1]} if choosing else set()
        glow = 0.5 + 0.5 * math.sin(self.pulse_t / 160)
        order = sorted(self.figures.values(), key=lambda f: (f.pos[1], f.seat))
        for f in order:
            hl = None
            if f.seat == self.viewer and f.path in eligible:
                hl = tuple(int(a + (b - a) * glow) for a, b in zip(theme.ACCENT, (255, 255, 255)))
            elif f.seat in marks and f.path in marks[f.seat].moved:
                hl = seat_color(f.seat)
            draw_piece(surface, art.figure_kind(f.kind), f.pos, art.figure_height(f.kind), seat_color(f.seat),
                       seat_mark(f.seat), highlight=hl)

    def _draw_seat_panel(self, surface, v, seat: int, rect: pygame.Rect) -> None:
        active = seat == v.current_player
        panel(surface, rect, theme.PANEL_HI if active else theme.PANEL, seat_color(seat) if active else theme.PANEL_BORDER)
        vp = str(v.vp[seat]) if self._vp_visible(seat) else "?"
        # hand · points · an artifact and how many they have (tiles of this expedition + chips)
        info = render(tr("panel.info", hand=v.hand_counts[seat], vp=vp), theme.XS, theme.TEXT)
        arts = render(str(v.art_tiles[seat] + v.chips[seat]), theme.XS, theme.TEXT, True)
        icon = tile_image(data.ARTIFACT, 16)
        x = rect.right - 10 - arts.get_width()
        surface.blit(arts, (x, rect.y + 6))
        x -= icon.get_width() + 3
        surface.blit(icon, (x, rect.y + 8))
        x -= info.get_width() + 4
        surface.blit(info, (x, rect.y + 6))
        name_w = x - rect.x - 10 - 8  # the name gives way to the counts
        surface.blit(self.seat_label(seat, theme.XS, name_w), (rect.x + 10, rect.y + 6))
        for k, sw in enumerate(panel_swatches(rect)):
            pile = v.piles[seat][k]
            pygame.draw.rect(surface, theme.FELT_DARK, sw, border_radius=5)
            pygame.draw.rect(surface, PATH_COLORS[k], sw, 2 if pile else 1, border_radius=5)
            if pile:
                pygame.draw.rect(surface, PATH_COLORS[k], (sw.x, sw.y, 5, sw.h), border_top_left_radius=5,
                                 border_bottom_left_radius=5)
                shown = len(pile) - (1 if self._top_hidden(("pile", seat, k)) else 0)
                txt = self._pile_values(pile[:shown], sw.w - 10)
                surface.blit(txt, txt.get_rect(center=(sw.centerx + 2, sw.centery)))
            else:
                g = art.glyph_badge(k, 16)
                surface.blit(g, g.get_rect(center=sw.center))
            m = self.turn_marks().get(seat)
            if m is not None and k in m.played:  # a card went onto it since your last move
                pygame.draw.rect(surface, theme.ACCENT, sw.inflate(4, 4), 2, border_radius=6)

    @staticmethod
    def _pile_values(values, width: int) -> pygame.Surface:
        """A pile in an opponent's panel: its cards' values in play order, the top one (the last,
        what their next card must match) bold; the oldest give way to "…" when they do not fit."""
        shown = [str(x) for x in values] or ["·"]
        cut = 0
        while True:
            parts = (["…"] if cut else []) + shown[cut:]
            head = render(" ".join(parts[:-1]) + " " if len(parts) > 1 else "", theme.XS, theme.TEXT_DIM)
            top = render(parts[-1], theme.XS, theme.TEXT, True)
            if head.get_width() + top.get_width() <= width or cut >= len(shown) - 1:
                break
            cut += 1
        out = pygame.Surface((head.get_width() + top.get_width(), max(head.get_height(), top.get_height())),
                             pygame.SRCALPHA)
        out.blit(head, (0, 0))
        out.blit(top, (head.get_width(), 0))
        return out

    def _draw_my_panel(self, surface, v) -> None:
        me = self.viewer
        r = pygame.Rect(SIDE_X, BOARD_TOP, theme.W - 24 - SIDE_X, art.board_bottom() - BOARD_TOP)
        panel(surface, r, theme.PANEL, seat_color(me) if v.current_player == me else theme.PANEL_BORDER)
        y = r.y + 10
        surface.blit(self.seat_label(me, theme.S, r.w - 24), (r.x + 12, y))
        y += 30
        exp = render(tr("expedition", n=v.expedition, total=v.expeditions), theme.XS, theme.TEXT, True)
        surface.blit(exp, (r.x + 12, y))
        y += 22
        surface.blit(render(tr("bridge"), theme.XS, theme.TEXT_DIM), (r.x + 12, y))
        for i in range(data.END_CROSSINGS):
            box = pygame.Rect(r.right - 12 - (data.END_CROSSINGS - i) * 22, y + 2, 18, 14)
            pygame.draw.rect(surface, theme.ACCENT if i < v.crossed else theme.FELT_DARK, box, border_radius=3)
            pygame.draw.rect(surface, theme.PANEL_BORDER, box, 1, border_radius=3)
        y += 24
        if v.stall >= 10:
            surface.blit(render(tr("stall", n=v.stall, limit=data.STALL_LIMIT), theme.XS, theme.ACCENT), (r.x + 12, y))
            y += 22
        for label, value in ((tr("panel.vp"), v.vp[me]), (tr("panel.art_tiles"), v.art_tiles[me]),
                             (tr("chips"), v.chips[me])):
            surface.blit(render(label, theme.XS, theme.TEXT_DIM), (r.x + 12, y))
            val = render(str(value), theme.S, theme.TEXT, True)
            surface.blit(val, (r.right - 12 - val.get_width(), y - 3))
            y += 26
        y += 4
        surface.blit(render(tr("panel.reserve"), theme.XS, theme.TEXT_DIM), (r.x + 12, y))
        y += 46
        left = v.figures_left(me)
        x = r.x + 24
        if not any(left.values()):
            surface.blit(render("—", theme.S, theme.TEXT_DIM), (x - 8, y - 26))
        for kind in (data.RES, data.ADV):
            for _ in range(left[kind]):
                draw_piece(surface, art.figure_kind(kind), (x, y), art.figure_height(kind), seat_color(me), seat_mark(me))
                x += 26 if kind == data.ADV else 32
        y += 14
        if not v.open_scores and v.phase != "over":
            note = render_block(tr("panel.hidden_scores"), r.w - 24, theme.XS, theme.TEXT_DIM)
            surface.blit(note, (r.x + 12, min(y, r.bottom - note.get_height() - 8)))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        super().draw_overlay(surface)  # flights and floaters
        self.drag.draw_overlay(surface)


def thumbnail(size) -> pygame.Surface:
    """The menu tile: three path rows with figures and a fanned hand."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, art.JUNGLE, surf.get_rect(), border_radius=10)
    for i in range(3):
        row = pygame.Rect(10, 12 + i * 30, w - 20, 26)
        pygame.draw.rect(surf, art.PARCHMENT, row, border_radius=6)
        pygame.draw.rect(surf, PATH_COLORS[i * 2], (row.x, row.y, 6, row.h), border_radius=3)
        for s in range(9):
            cell = pygame.Rect(row.x + 12 + s * (row.w - 18) / 9, row.y + 3, (row.w - 18) / 9 - 3, row.h - 6)
            pygame.draw.rect(surf, (246, 238, 214), cell, border_radius=3)
        draw_piece(surf, "pawn", (row.x + 12 + (2 + i * 3) * (row.w - 18) / 9 + 10, row.bottom - 2), 18,
                   seat_color(i % 2), "")
    for i, card in enumerate(("r3", "g7", "y10")):
        img = card_face(card, (44, 62))
        img = pygame.transform.rotate(img, 12 - i * 12)
        surf.blit(img, img.get_rect(center=(w // 2 - 40 + i * 40, h - 28)))
    return surf
