"""Drawing the Lost Legacy table from the view on show (``self.disp``): the other players'
panels, the deck, the Ruins, the play area, the info panel, your pile, hand and panel, the
glow of an open choice, the marks of the others' last turns, and the overlays (rings, peeks,
flights, banners). At the end of a round or of the game every hand is drawn face up."""

from __future__ import annotations

import math

import pygame

from tabletop.ui import i18n, theme
from tabletop.ui.cards import draw_brackets, draw_cards, draw_highlight
from tabletop.ui.table import HUD_H, seat_color, seat_mark
from tabletop.ui.text import font, render, render_block, render_fit
from tabletop.ui.widgets import panel

from .. import art
from ..art import GOLD, HAND, MINI, NIGHT, NIGHT_BORDER, NIGHT_DARK, NIGHT_PANEL, NIGHT_PANEL_HI, TABLE
from .layout import (DECK_RECT, INFO_RECT, MY_PANEL, MY_PILE, PLAY_RECT, RUINS_AREA, RUINS_NOTE_Y, RUINS_PROMPT_Y,
                     cards_list, cname, tr)

#: what to click for each open choice (the line at the foot of the Ruins)
CHOOSE = {
    "thief_target": "ui.choose_any", "investigate": "ui.choose_any",
    "search_slot": "ui.choose_slot", "adv_slot_1": "ui.choose_slot", "adv_slot_2": "ui.choose_slot",
    "necro_pick": "ui.choose_pile", "mis_pick": "ui.choose_pile",
    "sword_target": "ui.choose_seat", "assault_target": "ui.choose_seat", "curse_target": "ui.choose_seat",
    "gale_target": "ui.choose_seat", "first_player": "ui.choose_seat",
    "general_swap": "ui.secret_swap", "search_swap": "ui.secret_swap", "assault_swap": "ui.secret_swap",
}


class Draw:
    """The scene's drawing (mixed into the scene)."""

    def draw_table(self, surface: pygame.Surface) -> None:
        v = self.disp
        surface.fill(NIGHT_DARK)
        self._draw_stars(surface)
        for seat in self.others(v):
            self._draw_seat(surface, v, seat, self.seat_rect(seat))
        self._draw_deck(surface, v)
        self._draw_ruins(surface, v)
        self._draw_play(surface, v)
        self._draw_info(surface, v)
        if self.coach is None:  # in a guided game the coach's panel lies over your discard pile
            self._draw_my_pile(surface, v)
        if not self.ending_shown():
            self._draw_my_panel(surface, v)
        self._draw_choice_glow(surface)
        self.drag.draw_targets(surface)
        for r in self._hint_rects():
            draw_highlight(surface, r.inflate(8, 8), "target", 10, zone=True)
        chosen = self._chosen_rect()
        if chosen is not None:
            draw_brackets(surface, chosen.inflate(10, 10), seat_color(self.viewer))
        self._draw_my_hand(surface, v)
        if self.my_turn and self.frozen is None and self.pend_kind() in CHOOSE:
            img, pos = self.choice_prompt()
            surface.blit(img, img.get_rect(midtop=pos))

    def choice_prompt(self) -> tuple[pygame.Surface, tuple[int, int]]:
        """The open choice's question and where it is written (its midtop): under the deck for
        the General (the deck's top card is what it is about), else in the Ruins' box."""
        if self.pend_kind() == "general_swap":
            w = 2 * DECK_RECT.centerx - 12  # within the window, left of the Ruins
            img = render_block(tr("ui.secret_swap_top"), w, theme.XS, GOLD, True, align="center")
            return img, (DECK_RECT.centerx, DECK_RECT.bottom + 34)
        img = render_fit(tr(CHOOSE[self.pend_kind()]), theme.XS, GOLD, RUINS_AREA.w - 28, True)
        return img, (RUINS_AREA.centerx, RUINS_PROMPT_Y)

    def _chosen_rect(self) -> pygame.Rect | None:
        """The player or Ruins card the open decision is about (the Curse's target, the hand an
        Assault may swap with, the Ruins card a Search may swap with), while it is the viewer's."""
        pend = self.view.pending
        if not self.my_turn or self.frozen is not None or not pend:
            return None
        if pend[0] in ("curse_number", "assault_swap"):
            return self.seat_rect(pend[1])
        if pend[0] == "general_swap":
            return DECK_RECT
        if pend[0] in ("search_swap", "adv_slot_2"):
            rects = self.slot_rects()
            return rects[pend[1]] if pend[1] < len(rects) else None
        return None

    def _draw_my_hand(self, surface, v) -> None:
        me = self.viewer
        if self.ending_shown():
            cards = self.round_cards_shown()
            hand = cards[0][me] if cards is not None and me < len(cards[0]) else v.hand
            self._draw_revealed_hand(surface, hand)
            if not hand:
                msg = render_block(tr("ui.you_out"), 150, theme.XS, theme.TEXT_DIM, True, align="center")
                surface.blit(msg, msg.get_rect(center=self.hand_anchor(me)))
            return
        draw_cards(surface, [s for s in self.hand_sprites if not self.fx.hidden(("newhand", s.key))])
        if v.out[me] and not v.hand and v.phase != "over":
            msg = render(tr("ui.you_out"), theme.S, theme.TEXT_DIM, True)
            surface.blit(msg, msg.get_rect(center=self.hand_anchor(me)))

    def _draw_stars(self, surface) -> None:
        for i in range(40):
            x = (i * 197) % theme.W
            y = HUD_H + (i * 131) % (theme.H - HUD_H)
            c = 60 + (i * 37) % 50
            surface.fill((c, c, c + 30), (x, y, 2, 2))

    def _draw_back_stack(self, surface, pos, n: int, size=TABLE) -> None:
        back = art.card_back(size)
        for i in range(n):
            surface.blit(back, back.get_rect(center=(pos[0] + i * 18, pos[1])))

    def _draw_seat(self, surface, v, seat: int, rect: pygame.Rect) -> None:
        active = seat == v.current_player and v.phase != "over" and self.frozen is None
        panel(surface, rect, NIGHT_PANEL_HI if active else NIGHT_PANEL, seat_color(seat) if active else NIGHT_BORDER)
        surface.blit(self.seat_label(seat, theme.XS, rect.w - 90), (rect.x + 10, rect.y + 7))
        self._draw_wins(surface, v, seat, (rect.right - 10, rect.y + 8))
        # hand (backs, or face up when the round has been revealed)
        anchor = self.hand_anchor(seat)
        cards = self.round_cards_shown()
        if cards is not None:
            for i, c in enumerate(cards[0][seat]):
                img = art.card_face(c, TABLE, i18n.lang())
                surface.blit(img, img.get_rect(center=(anchor[0] + i * 18, anchor[1])))
        else:
            n = v.hand_counts[seat] - self.fx.hidden(("hand", seat))
            self._draw_back_stack(surface, anchor, max(0, n))
        if v.inv_num[seat] >= 0 and v.phase == "invest":
            self._num_badge(surface, v, seat, (anchor[0] + 24, anchor[1] - 38))
        # what the viewer knows about this hand
        known = v.known_hands[seat]
        if known and cards is None and v.hand_counts[seat]:
            img = art.card_face(known[0], MINI, i18n.lang())
            pos = (anchor[0] + 18, anchor[1] + 22)
            surface.blit(img, img.get_rect(center=pos))
            eye = art.eye_icon(9)
            surface.blit(eye, eye.get_rect(center=(pos[0], pos[1] - MINI[1] // 2 - 4)))
        self._draw_pile(surface, v, seat, MINI)
        # status line
        y = rect.bottom - 24
        if v.out[seat]:
            surface.blit(art.out_icon(18), (rect.x + 10, y))
            surface.blit(render(tr("ui.eliminated"), theme.XS, theme.DANGER, True), (rect.x + 32, y))
        elif v.protected[seat]:
            surface.blit(art.shield_icon(18), (rect.x + 10, y))
            surface.blit(render(tr("ui.protected"), theme.XS, theme.OKABE_ITO["sky"], True), (rect.x + 32, y))
        if v.out[seat]:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (0, 0, 0, 110), shade.get_rect(), border_radius=10)
            surface.blit(shade, rect)
            icon = art.out_icon(34)
            surface.blit(icon, icon.get_rect(center=anchor))
        self._draw_marks(surface, seat, rect)

    # ------------------------------------------------------------------ the others' last turns
    def _draw_marks(self, surface, seat: int, rect: pygame.Rect) -> None:
        """Until the viewer acts: brackets in the seat's colour round a player who acted since,
        the card(s) it played named under its name, and a chip on whoever it chose."""
        mark = self._marks.get(seat)
        if mark and seat != self.viewer:
            draw_brackets(surface, rect, seat_color(seat))
            if mark["cards"]:
                area = self.pile_area(seat)
                names = cards_list(cname(c) for c in mark["cards"])
                text = tr("ui.last_turn", cards=names)
                if font(theme.XS, True).size(text)[0] > area.w:
                    text = names  # a narrow panel: the card names only (the tooltip says it all)
                surface.blit(render_fit(text, theme.XS, theme.TEXT, area.w, True), (area.x, area.bottom + 4))
        for other, img, chip in self.mark_chips(seat, rect):
            pygame.draw.rect(surface, seat_color(other), chip, border_radius=8)
            surface.blit(img, img.get_rect(center=chip.center))

    def mark_chips(self, seat: int, rect: pygame.Rect) -> list:
        """(chooser, label image, chip rect) for each player who chose ``seat`` since the viewer's
        last move: bottom right of another's panel, clear of its name, stars and pile; on the
        viewer's own panel top right under its stars (its bottom lies on the table's edge)."""
        out = []
        own = seat == self.viewer
        x, y = rect.right - 8, (rect.y + 32 if own else rect.bottom - 6)
        for other, m in self._marks.items():
            if seat not in m["seats"]:
                continue
            label = f"{seat_mark(other)} {cname(m['cards'][-1]) if m['cards'] else self.name(other)}"
            img = render_fit(label, theme.XS, theme.TEXT_DARK, rect.w // 2, True)
            chip = pygame.Rect(0, 0, img.get_width() + 12, img.get_height() + 2)
            if own:
                chip.topright = (x, y)
                y += chip.h + 2
            else:
                chip.bottomright = (x, y)
                y -= chip.h + 2
            out.append((other, img, chip))
        return out

    def _draw_slot_marks(self, surface, rects) -> None:
        for other, m in self._marks.items():
            for i in m["slots"]:
                if i < len(rects):
                    r = rects[i]
                    pygame.draw.circle(surface, seat_color(other), (r.right - 4, r.y + 4), 9)
                    img = render(seat_mark(other), theme.XS - 4, theme.TEXT_DARK, True)
                    surface.blit(img, img.get_rect(center=(r.right - 4, r.y + 4)))

    def _num_badge(self, surface, v, seat: int, center) -> None:
        k = v.inv_num[seat]
        tie = sum(1 for n in v.inv_num if n == k) > 1
        r = pygame.Rect(0, 0, 30, 24)
        r.center = center
        pygame.draw.rect(surface, GOLD if not tie else (120, 110, 90), r, border_radius=8)
        img = render(str(k), theme.XS, NIGHT, True)
        surface.blit(img, img.get_rect(center=r.center))
        if tie:
            pygame.draw.line(surface, theme.DANGER, (r.x + 3, r.bottom - 4), (r.right - 3, r.y + 4), 3)

    def _draw_wins(self, surface, v, seat: int, topright) -> None:
        if v.match_target <= 1:
            return
        x, y = topright
        for i in range(v.match_target - 1, -1, -1):
            img = art.star_icon(14, i < v.points[seat])
            x -= 16
            surface.blit(img, (x, y))

    def _draw_pile(self, surface, v, seat: int, size) -> None:
        pile = v.piles[seat]
        shown = len(pile) - self.fx.hidden(("pile", seat))
        lay = self.pile_layout(seat)
        lang = i18n.lang()
        for i in range(max(0, shown)):
            c = pile[i]
            img = art.card_face(c, size, lang)
            if c == "saint" and v.saint_spent:
                img = art.card_back(size)
            surface.blit(img, lay[i])
        mark = self._marks.get(seat)
        if mark and shown > 0 and shown == len(pile) and pile[-1] in mark["cards"]:
            draw_brackets(surface, lay[-1], seat_color(seat))

    def _draw_deck(self, surface, v) -> None:
        r = DECK_RECT
        n = v.deck_count
        for i in range(min(4, n), 0, -1):
            surface.blit(art.card_back(TABLE), (r.x + i * 2 - 2, r.y - i * 2 + 2))
        if n == 0:
            pygame.draw.rect(surface, NIGHT_BORDER, r, 2, border_radius=6)
        label = render(tr("ui.deck", n=n), theme.XS, theme.TEXT, True)
        surface.blit(label, label.get_rect(midtop=(r.centerx, r.bottom + 8)))
        if v.known_top and n and not self.deck_peeked():  # the peek over the deck shows it already
            img = art.card_face(v.known_top, MINI, i18n.lang())
            pos = (r.right + 6, r.y + 10)
            surface.blit(img, pos)
            surface.blit(art.eye_icon(9), (pos[0] + 11, pos[1] - 10))

    def _draw_ruins(self, surface, v) -> None:
        area = RUINS_AREA
        pygame.draw.rect(surface, (22, 30, 62), area, border_radius=14)
        pygame.draw.rect(surface, NIGHT_BORDER, area, 2, border_radius=14)
        title = render(tr("ui.ruins"), theme.S, GOLD, True)
        surface.blit(title, (area.x + 14, area.y + 8))
        if v.phase == "invest":
            self._draw_invest_track(surface, v, (area.x + 110, area.y + 12))
        cards = self.round_cards_shown()
        revealed = cards[1] if cards is not None else None
        rects = self.slot_rects()
        lang = i18n.lang()
        for i, r in enumerate(rects):
            rr = r.move(self.shuffle_offset(i), 0)
            if revealed is not None:
                surface.blit(art.card_face(revealed[i], TABLE, lang), rr)
            else:
                surface.blit(art.ruins_back(TABLE), rr)
                known = v.known_ruins[i] if i < len(v.known_ruins) else None
                if known:
                    img = art.card_face(known, MINI, lang)
                    surface.blit(img, img.get_rect(midbottom=(rr.centerx, rr.bottom - 4)))
                    eye = art.eye_icon(9)
                    surface.blit(eye, eye.get_rect(midbottom=(rr.centerx, rr.bottom - MINI[1] - 5)))
            lab = render(str(i + 1), theme.XS, theme.TEXT_DIM, True)
            surface.blit(lab, lab.get_rect(midtop=self.slot_label_rect(r).midtop))
        if revealed is None:
            self._draw_slot_marks(surface, rects)
        if v.ruins_pool and revealed is None:
            txt = tr("ui.know_ruins_pool", cards=cards_list(cname(c) for c in v.ruins_pool))
            img = render_fit(txt, theme.XS, theme.TEXT_DIM, area.w - 28)
            surface.blit(img, img.get_rect(midtop=(area.centerx, RUINS_NOTE_Y)))

    def _draw_invest_track(self, surface, v, pos) -> None:
        x, y = pos
        for k in range(1, 9):
            r = pygame.Rect(x + (k - 1) * 30, y, 26, 24)
            cur = k == v.inv_k
            done = k < v.inv_k
            pygame.draw.rect(surface, GOLD if cur else (NIGHT_PANEL_HI if not done else (40, 48, 80)), r, border_radius=6)
            img = render(str(k), theme.XS, NIGHT if cur else (theme.TEXT if not done else theme.TEXT_DIM), True)
            surface.blit(img, img.get_rect(center=r.center))
        lab = render(tr("ui.invest"), theme.XS, GOLD, True)
        surface.blit(lab, (x + 8 * 30 + 8, y + 3))

    def _draw_play(self, surface, v) -> None:
        r = PLAY_RECT
        pygame.draw.rect(surface, (22, 30, 62), r, border_radius=14)
        dash = GOLD if (self.my_turn and self.pend_kind() == "play" and self.frozen is None) else NIGHT_BORDER
        for i in range(0, r.w, 14):
            pygame.draw.line(surface, dash, (r.x + i, r.y), (min(r.right, r.x + i + 7), r.y), 2)
            pygame.draw.line(surface, dash, (r.x + i, r.bottom - 1), (min(r.right, r.x + i + 7), r.bottom - 1), 2)
        for i in range(0, r.h, 14):
            pygame.draw.line(surface, dash, (r.x, r.y + i), (r.x, min(r.bottom, r.y + i + 7)), 2)
            pygame.draw.line(surface, dash, (r.right - 1, r.y + i), (r.right - 1, min(r.bottom, r.y + i + 7)), 2)
        if v.played and not self.fx.hidden("play"):
            img = art.card_face(v.played, HAND, i18n.lang())
            surface.blit(img, img.get_rect(center=(r.centerx, r.centery + 6)))
            owner = self.seat_label(v.active, theme.XS, r.w - 16)
            surface.blit(owner, owner.get_rect(midtop=(r.centerx, r.y + 2)))
        elif not v.played:
            lab = render_block(tr("ui.play_here") if dash == GOLD else tr("ui.in_play"), r.w - 24, theme.XS,
                               theme.TEXT_DIM, align="center")
            surface.blit(lab, lab.get_rect(center=r.center))

    def _draw_info(self, surface, v) -> None:
        r = INFO_RECT
        panel(surface, r, NIGHT_PANEL, NIGHT_BORDER)
        lang = i18n.lang()
        img = art.card_face(v.lost_legacy, MINI, lang)
        surface.blit(img, (r.x + 10, r.y + (r.h - MINI[1]) // 2))
        x, y = r.x + 60, r.y + 8
        head = tr("ui.round", n=max(1, v.round_no)) if v.match_target > 1 else tr("ui.single")
        if v.match_target > 1:
            head += " · " + tr("ui.first_to", n=v.match_target)
        lines = [(head, GOLD, True), (tr(f"option.deck.{v.mode}"), theme.TEXT, False),
                 (tr("ui.legacy", card=art.card_name(v.lost_legacy, lang)), theme.TEXT_DIM, False)]
        if v.saint_spent:
            lines.append((tr("ui.saint_spent"), theme.TEXT_DIM, False))
        for text, color, bold in lines:
            surface.blit(render_fit(text, theme.XS, color, r.right - 8 - x, bold), (x, y))
            y += 22

    def _draw_my_pile(self, surface, v) -> None:
        r = MY_PILE
        panel(surface, r, NIGHT_PANEL, NIGHT_BORDER)
        surface.blit(render(tr("ui.your_pile"), theme.XS, theme.TEXT, True), (r.x + 12, r.y + 10))
        if not v.piles[self.viewer]:
            img = render(tr("ui.pile_empty"), theme.XS, theme.TEXT_DIM)
            surface.blit(img, (r.x + 12, r.y + 60))
        self._draw_pile(surface, v, self.viewer, TABLE)

    def _draw_my_panel(self, surface, v) -> None:
        me = self.viewer
        r = MY_PANEL
        active = v.current_player == me and v.phase != "over"
        panel(surface, r, NIGHT_PANEL_HI if active else NIGHT_PANEL, seat_color(me) if active else NIGHT_BORDER)
        surface.blit(self.seat_label(me, theme.S, r.w - 24 - 90), (r.x + 12, r.y + 8))
        self._draw_wins(surface, v, me, (r.right - 12, r.y + 12))
        y = r.y + 38
        if v.out[me]:
            surface.blit(art.out_icon(18), (r.x + 12, y))
            surface.blit(render(tr("ui.eliminated"), theme.XS, theme.DANGER, True), (r.x + 36, y))
            y += 24
        elif v.protected[me]:
            surface.blit(art.shield_icon(18), (r.x + 12, y))
            surface.blit(render(tr("ui.protected"), theme.XS, theme.OKABE_ITO["sky"], True), (r.x + 36, y))
            y += 24
        if v.inv_num[me] >= 0 and v.phase == "invest":
            self._num_badge(surface, v, me, (r.right - 30, r.y + 50))
        surface.blit(render(tr("ui.you_know"), theme.XS, GOLD, True), (r.x + 12, y))
        y += 22
        if self.hand_note and self.frozen is None:  # an Assault on you: what became of your hand
            img = render_block(self.hand_note, r.w - 28, theme.XS, theme.TEXT, True)
            surface.blit(img, (r.x + 16, y))
            y += img.get_height() + 2
        lines = []
        for seat in range(v.num_players):
            if seat != me and v.known_hands[seat]:
                lines.append(tr("ui.know_hand", seat=self.name(seat), card=cards_list(cname(c) for c in v.known_hands[seat])))
        for i, c in enumerate(v.known_ruins):
            if c:
                lines.append(tr("ui.know_slot", slot=tr("slot", n=i + 1), card=cname(c)))
        if v.known_top:
            lines.append(tr("ui.know_top", card=cname(v.known_top)))
        if v.deck_pool:
            lines.append(tr("ui.know_deck_pool", cards=cards_list(cname(c) for c in v.deck_pool)))
        if not lines:
            lines = [tr("ui.know_nothing")]
        bottom = r.bottom - 6
        if self.pile_in_panel():  # a guided game: your discards along the panel's bottom
            area = self.pile_area(me)
            bottom = area.y - 22
            label = render(tr("ui.your_pile"), theme.XS, GOLD, True)
            surface.blit(label, (r.x + 12, area.y - 21))
            if not v.piles[me]:
                img = render(tr("ui.pile_empty"), theme.XS, theme.TEXT_DIM)
                surface.blit(img, img.get_rect(midleft=(area.x + 4, area.centery)))
            self._draw_pile(surface, v, me, MINI)
        for line in lines:
            img = render_fit(line, theme.XS, theme.TEXT, r.w - 28)
            if y + img.get_height() > bottom:
                break
            surface.blit(img, (r.x + 16, y))
            y += 20
        self._draw_marks(surface, me, r)

    def _draw_revealed_hand(self, surface, cards) -> None:
        lang = i18n.lang()
        cx, cy = self.hand_anchor(self.viewer)
        for i, c in enumerate(cards):
            img = art.card_face(c, HAND, lang)
            surface.blit(img, img.get_rect(center=(cx + i * 70, cy)))

    def _draw_choice_glow(self, surface) -> None:
        glow = 0.5 + 0.5 * math.sin(self.pulse_t / 160)
        col = tuple(int(a + (b - a) * glow) for a, b in zip(GOLD, (255, 255, 255)))
        for rect, a in self._clickables():
            pygame.draw.rect(surface, col, rect.inflate(8, 8), 3, border_radius=10)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        for rg in self.rings:
            if rg.alpha > 1:
                s = pygame.Surface(rg.rect.inflate(16, 16).size, pygame.SRCALPHA)
                pygame.draw.rect(s, (*rg.color[:3], int(rg.alpha)), s.get_rect(), 4, border_radius=12)
                surface.blit(s, rg.rect.inflate(16, 16))
        self.fx.draw_flights(surface)
        for pk in self.peeks:
            if pk.alpha > 1:
                img = pk.image.copy()
                img.set_alpha(int(pk.alpha))
                r = img.get_rect(center=(round(pk.pos[0]), round(pk.pos[1]) - 10))
                glow = pygame.Surface(r.inflate(10, 10).size, pygame.SRCALPHA)
                pygame.draw.rect(glow, (*GOLD, int(pk.alpha * 0.8)), glow.get_rect(), 3, border_radius=9)
                surface.blit(glow, r.inflate(10, 10))
                surface.blit(img, r)
                if pk.eye:
                    eye = art.eye_icon(12).copy()
                    eye.set_alpha(int(pk.alpha))
                    surface.blit(eye, eye.get_rect(midbottom=(r.centerx, r.y - 4)))
        self.fx.draw_floaters(surface)
        self.drag.draw_overlay(surface)


def thumbnail(size) -> pygame.Surface:
    """The menu tile: a night sky, the Ruins and two cards."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, NIGHT, surf.get_rect(), border_radius=10)
    for i in range(30):
        x, y = (i * 53) % w, (i * 29) % h
        surf.fill((200, 200, 230), (x, y, 2, 2))
    pygame.draw.rect(surf, GOLD, surf.get_rect(), 2, border_radius=10)
    back = art.ruins_back((30, 42))
    for i in range(3):
        surf.blit(back, (12 + i * 34, h - 54))
    for i, card in enumerate(("starship", "garden")):
        img = art.card_face(card, (56, 78), i18n.lang())
        img = pygame.transform.rotate(img, 10 - i * 20)
        surf.blit(img, img.get_rect(center=(w - 90 + i * 46, h // 2)))
    return surf
