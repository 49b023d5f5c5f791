"""Lost Legacy at the table: the other players along the top, the deck, the Ruins and the
play area in the middle, your discard pile, hand and panel along the bottom.

Playing: drag one of your two cards onto the play area (or click it: a card with a single
place to go is played at once). Every choice an effect asks is answered in place: click a
glowing player panel, a glowing Ruins card or a glowing discard, or press the buttons
under the Ruins (number hotkeys; S/K for swap/keep, S/N for shuffle). Nothing here decides
legality: every target comes from ``view.legal_actions()``; everything secret comes from
the viewer's own view (``hand``, ``known_*`` and the events only its seat may see).
"""

from __future__ import annotations

import math

import pygame

from tabletop.engine import i18n as engine_i18n
from tabletop.ui import i18n, theme
from tabletop.ui.cards import CardSprite, Hand, draw_brackets, draw_cards, draw_highlight, numbered
from tabletop.ui.dragdrop import DropTarget
from tabletop.ui.fx import FloaterStyle, HoverZone
from tabletop.ui.table import HUD_H, ResultsScene, TableScene, seat_color
from tabletop.ui.text import render, render_block
from tabletop.ui.widgets import Button, panel

from . import art
from .art import GOLD, HAND, MINI, NIGHT, NIGHT_BORDER, NIGHT_DARK, NIGHT_PANEL, NIGHT_PANEL_HI, TABLE
from .rules import NS
from .text import describe_event

# -- geometry (logical 1280x720) ----------------------------------------------------------
OPP_Y, OPP_H = HUD_H + 8, 150
MID_Y = OPP_Y + OPP_H + 10                  # 232
DECK_RECT = pygame.Rect(44, MID_Y + 40, *TABLE)
RUINS_AREA = pygame.Rect(160, MID_Y, 760, 196)
PLAY_RECT = pygame.Rect(936, MID_Y, 320, 196)
OPP_RIGHT = theme.W - 340                   # the log's header sits to the right of the opponents
INFO_RECT = pygame.Rect(OPP_RIGHT + 12, OPP_Y + 44, theme.W - 24 - OPP_RIGHT - 12, OPP_H - 44)
CHOICE_Y = MID_Y + 208                      # 440
MY_PILE = pygame.Rect(24, 500, 400, 212)
MY_PANEL = pygame.Rect(872, 500, 384, 212)
HAND_CENTER = (648, 720 - 104)
HAND_ZONE = pygame.Rect(440, 500, 416, 220)

SWAP_WORDS = ("swap", "keep")
SHUFFLE_WORDS = ("shuffle", "noshuffle")
WORD_KEYS = {"swap": pygame.K_s, "keep": pygame.K_k, "shuffle": pygame.K_s, "noshuffle": pygame.K_n,
             "stop": pygame.K_x, "none": pygame.K_n}


def tr(key: str, **fmt) -> str:
    return engine_i18n.tr(NS, key, i18n.lang(), **fmt)


def cname(card: str) -> str:
    return tr(f"card.{card}")


#: event texts in night-blue boxes (gold-edged banners), kept on screen, long ones wrapped
FLOATERS = FloaterStyle(size=theme.S, big_size=theme.M, rise=22, linger=300, big_linger=900, pad=(28, 14),
                        big_pad=(28, 14), fill=(*NIGHT_DARK, 225), border=(*NIGHT_BORDER, 200),
                        big_border=(*GOLD, 200), radius=12, wrap=900,
                        clamp=pygame.Rect(8, HUD_H + 4, theme.W - 16, theme.H - HUD_H - 8))


class Peek:
    """A face-up card shown for a moment over where it lies (only ever one the viewer may see)."""

    def __init__(self, image: pygame.Surface, pos, eye: bool = True):
        self.image, self.eye = image, eye
        self.pos = (float(pos[0]), float(pos[1]))
        self.alpha = 0.0


class Ring:
    """A pulse around a chosen player / card."""

    def __init__(self, rect, color):
        self.rect = pygame.Rect(rect)
        self.color = color
        self.alpha = 0.0


class GameScene(TableScene):
    def __init__(self, app, session):
        self.hand = None
        self.drag = None
        self.hand_sprites: list[CardSprite] = []
        self.peeks: list[Peek] = []
        self.rings: list[Ring] = []
        self.choice_buttons: list[Button] = []
        self.zones: list[HoverZone] = []
        self.frozen = None            # the ended round's view while its results are on show
        self.reveal = None            # (hands, ruins, deck) of the ended round, drawn face up
        self.pending_results = None   # round number whose results screen is due
        self.pulse_t = 0.0
        self.shuffle_t = 0.0          # ruins wiggle
        super().__init__(app, session)
        self.fx.style = FLOATERS

    # ------------------------------------------------------------------ helpers
    @property
    def disp(self):
        """The view the board is drawn from (the ended round while its results show)."""
        return self.frozen if self.frozen is not None else self.view

    def legal(self) -> list:
        return list(self.view.legal_actions()) if self.my_turn and self.frozen is None else []

    def pend_kind(self) -> str | None:
        p = self.view.pending
        return p[0] if p else None

    def others(self, v=None) -> list[int]:
        v = v or self.disp
        return [s for s in range(v.num_players) if s != self.viewer]

    def seat_rect(self, seat: int) -> pygame.Rect:
        if seat == self.viewer:
            return MY_PANEL
        others = self.others()
        n = len(others)
        w = min(360, (OPP_RIGHT - 24 - 8 * (n - 1)) // max(1, n))
        total = n * w + 8 * (n - 1)
        x0 = 24 + (OPP_RIGHT - 24 - total) // 2
        i = others.index(seat)
        return pygame.Rect(x0 + i * (w + 8), OPP_Y, w, OPP_H)

    def hand_anchor(self, seat: int):
        if seat == self.viewer:
            return HAND_CENTER
        r = self.seat_rect(seat)
        return (r.x + 12 + TABLE[0] // 2, r.y + 34 + TABLE[1] // 2)

    def pile_layout(self, seat: int) -> list[pygame.Rect]:
        """Where each card of ``seat``'s pile is drawn (bottom first; the last one is on top)."""
        v = self.disp
        pile = v.piles[seat]
        n = len(pile)
        if seat == self.viewer:
            size = TABLE
            area = pygame.Rect(MY_PILE.x + 12, MY_PILE.y + 40, MY_PILE.w - 24, size[1])
        else:
            r = self.seat_rect(seat)
            size = MINI
            x0 = r.x + 12 + TABLE[0] + 26
            area = pygame.Rect(x0, r.y + 36, r.right - 10 - x0, size[1])
        if n == 0:
            return []
        step = min(size[0] + 4, (area.w - size[0]) / max(1, n - 1)) if n > 1 else 0
        return [pygame.Rect(round(area.x + i * step), area.y, *size) for i in range(n)]

    def slot_rects(self, count: int | None = None) -> list[pygame.Rect]:
        v = self.disp
        n = count if count is not None else (len(self.reveal[1]) if self.reveal and self.frozen is not None
                                             else v.ruins_count)
        if n <= 0:
            return []
        gap = 12
        w = TABLE[0]
        step = min(w + gap, (RUINS_AREA.w - 40 - w) / max(1, n - 1)) if n > 1 else 0
        total = w + step * (n - 1)
        x0 = RUINS_AREA.centerx - total / 2
        y = RUINS_AREA.y + 58
        return [pygame.Rect(round(x0 + i * step), y, *TABLE) for i in range(n)]

    def slot_center(self, i: int):
        rects = self.slot_rects()
        if 0 <= i < len(rects):
            return rects[i].center
        return RUINS_AREA.center

    def pile_top_pos(self, seat: int):
        rects = self.pile_layout(seat)
        if rects:
            return rects[-1].center
        if seat == self.viewer:
            return (MY_PILE.x + 12 + TABLE[0] // 2, MY_PILE.y + 40 + TABLE[1] // 2)
        r = self.seat_rect(seat)
        return (r.x + 12 + TABLE[0] + 26 + MINI[0] // 2, r.y + 36 + MINI[1] // 2)

    # ------------------------------------------------------------------ sync
    def sync(self) -> None:
        v = self.view
        lang = i18n.lang()
        if self.hand is None:
            self.hand = Hand(self.tweens, center=HAND_CENTER, max_width=HAND_ZONE.w - 40, card_size=HAND, gap=16)
        legal = self.legal()
        old = {s.key: s for s in self.hand_sprites}
        sprites = []
        playing = self.my_turn and self.pend_kind() == "play" and self.frozen is None
        for key in numbered(v.hand):
            card = key[0]
            s = old.get(key)
            if s is None or getattr(s, "lang", None) != lang:
                pos = s.pos if s is not None else DECK_RECT.center
                s = CardSprite(key, art.card_face(card, HAND, lang), pos=pos)
                s.lang = lang
            s.draggable = playing
            s.highlight = "legal" if playing and ("play", card) in legal else None
            sprites.append(s)
        self.hand_sprites = sprites
        self.hand.set_cards(sprites)
        if self.drag is None:
            self.drag = self.drag_controller(lambda: self.hand_sprites, self.targets_for, self.on_drop, self.reason_for)
        self.drag.set_targets([DropTarget("play", PLAY_RECT, snap=PLAY_RECT.center),
                               DropTarget("ruins", RUINS_AREA), DropTarget("mypile", MY_PILE)]
                              + [DropTarget(("seat", s), self.seat_rect(s)) for s in self.others(v)])
        self._build_choices()
        self._build_zones()
        self.widgets = list(self.hud_buttons) + [self.drag] + self.choice_buttons + [self.log_panel]

    # ------------------------------------------------------------------ drag and drop
    def targets_for(self, sprite) -> dict:
        a = ("play", sprite.key[0])
        return {"play": a} if a in self.legal() else {}

    def on_drop(self, sprite, key, action) -> None:
        self.play(action)

    def reason_for(self, sprite, key) -> str:
        if not self.my_turn:
            return tr("why.wait")
        if self.pend_kind() != "play":
            return tr("why.not_now")
        if sprite.key[0] == "starship":
            return tr("why.starship")
        return tr("why.to_play")

    # ------------------------------------------------------------------ choices
    def _choice_label(self, a) -> str:
        if isinstance(a, str):
            return tr(f"word.{a}")
        if a[0] == "seat":
            return tr("ui.you") if a[1] == self.viewer else self.name(a[1])
        if a[0] == "slot":
            return tr("slot", n=a[1] + 1)
        if a[0] == "name":
            return str(a[1])
        if a[0] == "pile":
            return f"{self.name(a[1]) if a[1] != self.viewer else tr('ui.you')}: {art.card_name(a[2], i18n.lang())}"
        return str(a)

    def _build_choices(self) -> None:
        self.choice_buttons = []
        kind = self.pend_kind()
        legal = self.legal()
        if not legal or kind == "play":
            return
        options = [a for a in legal if not isinstance(a, str)]
        words = [a for a in legal if isinstance(a, str)]
        if kind in ("necro_pick", "mis_pick") and len(options) > 9:
            options = []  # too many for buttons: the glowing discards are the choice
        n = len(options) + len(words)
        area_x, area_w = RUINS_AREA.x, RUINS_AREA.w
        gap = 8
        w = min(150, (area_w - gap * (n - 1)) // max(1, n))
        x = area_x + (area_w - (w * n + gap * (n - 1))) // 2
        for i, a in enumerate(options):
            label = self._choice_label(a)
            hk = pygame.K_1 + i if i < 9 and kind != "curse_number" else None
            if kind == "curse_number":
                hk = pygame.K_0 + a[1]
            elif i < 9:
                label = f"{i + 1}  {label}"
            self.choice_buttons.append(Button((x, CHOICE_Y, w, 40), label, lambda a=a: self.play(a), hotkey=hk,
                                              size=theme.XS))
            x += w + gap
        for a in words:
            hk = WORD_KEYS.get(a)
            letter = pygame.key.name(hk).upper() if hk else ""
            label = f"{tr('word.' + a)} ({letter})" if letter else tr("word." + a)
            style = "primary" if a in ("swap", "shuffle") else "secondary"
            self.choice_buttons.append(Button((x, CHOICE_Y, w, 40), label, lambda a=a: self.play(a), hotkey=hk,
                                              size=theme.XS, style=style))
            x += w + gap

    def _clickables(self) -> list[tuple[pygame.Rect, object]]:
        """Board places that answer the open choice when clicked: (rect, action)."""
        out = []
        legal = self.legal()
        if not legal or self.pend_kind() == "play":
            return out
        rects = self.slot_rects()
        for a in legal:
            if isinstance(a, str):
                continue
            if a[0] == "seat":
                out.append((self.seat_rect(a[1]), a))
            elif a[0] == "slot" and a[1] < len(rects):
                out.append((rects[a[1]], a))
            elif a[0] == "pile":
                pile = self.disp.piles[a[1]]
                lay = self.pile_layout(a[1])
                for i, c in enumerate(pile):
                    if c == a[2] and i < len(lay):
                        out.append((lay[i], a))
        return out

    # ------------------------------------------------------------------ input
    def handle_table(self, event) -> bool:
        if self.frozen is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return super().handle_table(event) if self._on_hud(event.pos) else True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.my_turn:
            for b in self.choice_buttons:
                if b.rect.collidepoint(event.pos):
                    return super().handle_table(event)
            hits = [(r, a) for r, a in self._clickables() if r.collidepoint(event.pos)]
            if hits and not self.log_panel_hit(event.pos):
                # the most specific (smallest) place wins; among pile cards the top-most
                hits.sort(key=lambda h: h[0].w * h[0].h)
                self.play(hits[0][1])
                return True
        return super().handle_table(event)

    def _on_hud(self, pos) -> bool:
        return pos[1] < HUD_H or self.log_panel_hit(pos)

    def log_panel_hit(self, pos) -> bool:
        lp = self.log_panel
        rect = getattr(lp, "rect", None)
        return bool(rect is not None and not getattr(lp, "collapsed", True) and rect.collidepoint(pos))

    def table_tip(self, pos):
        for s in reversed(self.hand_sprites):
            if s.contains(pos):
                card = s.key[0]
                return HoverZone(s.rect, f"{cname(card)}\n{tr('cardtext.' + card)}")
        for z in reversed(self.zones):
            if z.rect.collidepoint(pos):
                return z
        return None

    def _build_zones(self) -> None:
        v = self.disp
        zones = [HoverZone(DECK_RECT, self._deck_tip)]
        for i, r in enumerate(self.slot_rects()):
            zones.append(HoverZone(r, lambda i=i: self._slot_tip(i)))
        for seat in range(v.num_players):
            if seat != self.viewer:
                zones.append(HoverZone(self.seat_rect(seat), lambda seat=seat: self._seat_tip(seat)))
        zones.append(HoverZone(MY_PILE, lambda: self._pile_tip(self.viewer)))
        for seat in self.others(v):
            r = self.seat_rect(seat)
            x0 = r.x + 12 + TABLE[0] + 20
            zones.append(HoverZone((x0, r.y + 30, r.right - x0, MINI[1] + 12), lambda seat=seat: self._pile_tip(seat)))
        zones.append(HoverZone(PLAY_RECT, self._play_tip))
        self.zones = zones

    def _deck_tip(self) -> str:
        v = self.disp
        text = tr("tip.deck", n=v.deck_count)
        if v.known_top:
            text += "\n" + tr("tip.deck_top", card=cname(v.known_top))
        return text

    def _slot_tip(self, i: int) -> str:
        v = self.disp
        known = v.known_ruins[i] if i < len(v.known_ruins) else None
        slot = tr("slot", n=i + 1)
        return tr("tip.slot_known", slot=slot, card=cname(known)) if known else tr("tip.slot", slot=slot)

    def _seat_tip(self, seat: int) -> str:
        v = self.disp
        text = tr("tip.seat", name=self.name(seat), n=v.hand_counts[seat])
        if v.out[seat]:
            text += "\n" + tr("ui.eliminated")
        if v.protected[seat]:
            text += "\n" + tr("ui.protected") + ": " + tr("cardtext.guardian")
        known = v.known_hands[seat]
        if known:
            text += "\n" + tr("tip.seat_known", card=", ".join(cname(c) for c in known))
        pile = v.piles[seat]
        text += "\n" + (tr("tip.pile", name=self.name(seat), cards=", ".join(cname(c) for c in reversed(pile)))
                        if pile else tr("tip.pile_empty", name=self.name(seat)))
        return text

    def _pile_tip(self, seat: int) -> str:
        v = self.disp
        pile = v.piles[seat]
        if not pile:
            return tr("tip.pile_empty", name=self.name(seat))
        text = tr("tip.pile", name=self.name(seat), cards="\n".join("· " + cname(c) for c in reversed(pile)))
        if "saint" in pile and not v.saint_spent:
            text += "\n" + tr("tip.saint_active")
        return text

    def _play_tip(self) -> str:
        v = self.disp
        if v.played:
            return f"{cname(v.played)}\n{tr('cardtext.' + v.played)}"
        return tr("ui.play_here")

    # ------------------------------------------------------------------ hints
    def _hint_rects(self) -> list[pygame.Rect]:
        a = self.live_hint()
        if a is None or self.frozen is not None:
            return []
        if isinstance(a, str):
            return [b.rect for b in self.choice_buttons if b.hotkey == WORD_KEYS.get(a)]
        if a[0] == "play":
            return [s.rect for s in self.hand_sprites if s.key[0] == a[1]][:1] + [PLAY_RECT]
        return [r for r, b in self._clickables() if b == a][-1:] or [
            b.rect for b in self.choice_buttons if b.text == self._choice_label(a)]

    # ------------------------------------------------------------------ animation
    def _fly(self, image, start, end, delay: float, duration: float, hide_key=None) -> None:
        """A flight; one that a pile or a hand waits for (``hide_key``) lands with a sound."""
        self.fx.fly(image, start, end, delay, duration, hide_key=hide_key,
                    sound="card_place" if hide_key is not None else None)

    def _peek(self, card: str, pos, delay: float, hold: float = 2400, eye: bool = True) -> None:
        pk = Peek(art.card_face(card, TABLE, i18n.lang()), pos, eye)
        self.peeks.append(pk)

        def gone():
            if pk in self.peeks:
                self.peeks.remove(pk)

        self.tweens.queue(pk, "alpha", 255.0, 160, delay_ms=delay)
        self.tweens.queue(pk, "alpha", 0.0, 400, delay_ms=delay + hold, on_done=gone)

    def _ring(self, rect, color, delay: float) -> None:
        rg = Ring(rect, color)
        self.rings.append(rg)

        def gone():
            if rg in self.rings:
                self.rings.remove(rg)

        self.tweens.queue(rg, "alpha", 255.0, 120, delay_ms=delay)
        self.tweens.queue(rg, "alpha", 0.0, 700, delay_ms=delay + 500, on_done=gone)

    def _where(self, kind: str, idx: int):
        if kind == "top":
            return DECK_RECT.center
        if kind == "slot":
            return self.slot_center(idx)
        return self.hand_anchor(idx)

    def animate_action(self, entry, before, after) -> None:
        ai = self.session.is_ai(entry.player)
        travel = theme.AI_MOVE_MS if ai else theme.MOVE_MS
        lang = i18n.lang()
        me = self.viewer
        t = 0.0
        in_play = (before.active, before.played) if before.played else None
        new_round = any(e[1] == "deal" for e in after.events) and after.round_no > before.round_no
        ended = any(e[1] == "result" for e in after.events)
        if ended and new_round:
            self.frozen = before
            self.reveal = after.round_reveal
        back = art.card_back(TABLE)

        def land(t):
            nonlocal in_play
            if in_play is None:
                return t
            p, card = in_play
            in_play = None
            self._fly(art.card_face(card, MINI, lang), PLAY_RECT.center, self.pile_top_pos(p), t, travel,
                      hide_key=("pile", p) if self.frozen is None else None)
            return t + travel

        pend = before.pending
        for e in after.events:
            kind, args = e[1], e[2:]
            if kind == "play":
                p, card = args
                start = self.hand_anchor(p) if p != me else PLAY_RECT.center
                self._fly(art.card_face(card, TABLE, lang), start, PLAY_RECT.center, t, travel, hide_key="play")
                in_play = (p, card)
                t += travel
            elif kind == "turn":
                t = land(t)
            elif kind == "draw":
                p = args[0]
                if p != me:
                    self._fly(back, DECK_RECT.center, self.hand_anchor(p), t, travel, hide_key=("hand", p))
                    t += travel * 0.7
                else:
                    self._draw_mine(t, travel)
                    t += travel * 0.7
            elif kind == "saw":
                where, idx, card = args
                self._peek(card, self._where(where, idx), t)
                t += 500
            elif kind == "target":
                self._ring(self.seat_rect(args[1]), seat_color(args[0]), t)
                t += 250
            elif kind == "slot":
                rects = self.slot_rects()
                if args[1] < len(rects):
                    self._ring(rects[args[1]], seat_color(args[0]), t)
                t += 250
            elif kind == "secret":
                t = self._secret_swap(pend, args[0], t, travel)
            elif kind in ("girl", "ambush", "xhit", "blocked", "saint", "wounds", "win_effect"):
                pos = self.seat_rect(args[0]).center if kind not in ("blocked", "win_effect") else PLAY_RECT.center
                pos = (pos[0], pos[1] + 30) if pos[1] > 400 else pos
                self.fx.float_text(describe_event(e[1:], lang), pos, theme.ACCENT if kind != "saint" else theme.FOCUS,
                                   t, big=True)
                self.fx.sound_at("chime" if kind in ("saint", "win_effect") else "error", t)
                t += 700
                if kind == "ambush":
                    b, a = args
                    self._fly(art.card_face("ambush", MINI, lang), self.hand_anchor(b), self.pile_top_pos(b), t,
                              travel, hide_key=("pile", b) if self.frozen is None else None)
                    self._fly(back, self.hand_anchor(a), self.hand_anchor(b), t, travel)
                    t += travel
            elif kind == "out":
                x, hand = args
                for c in hand:
                    self._fly(art.card_face(c, MINI, lang), self.hand_anchor(x), self.pile_top_pos(x), t, travel,
                              hide_key=("pile", x) if self.frozen is None else None)
                self.fx.float_text(describe_event(e[1:], lang), self.seat_rect(x).center, theme.DANGER, t, big=True)
                t += travel + 300
            elif kind in ("curse", "nowin", "notarget", "protect", "llr", "give", "ruins_add"):
                txt = describe_event(e[1:], lang)
                pos = PLAY_RECT.midtop if kind != "ruins_add" else RUINS_AREA.midtop
                self.fx.float_text(txt, (pos[0], pos[1] + 20), theme.TEXT, t)
                if kind == "ruins_add" and pend and pend[0] == "play" and in_play and in_play[1] == "map":
                    self._fly(back, DECK_RECT.center, self.slot_center(args[0]), t, travel)
                t += 350
            elif kind == "shuffle":
                if args[0] == "ruins":
                    self.tweens.queue(self, "shuffle_t", 1.0, 600, start=0.0, delay_ms=t)
                    self.fx.at(t + 600, lambda: setattr(self, "shuffle_t", 0.0))
                    self.fx.sound_at("card_slide", t)
                self.fx.float_text(describe_event(e[1:], lang), RUINS_AREA.midtop, theme.TEXT_DIM, t)
                t += 600
            elif kind == "pick":
                a, o, card = args
                dest = self.hand_anchor(a) if pend and pend[0] == "necro_pick" else RUINS_AREA.center
                self._fly(art.card_face(card, MINI, lang), self.pile_top_pos(o), dest, t, travel)
                t += travel
            elif kind == "discard":
                q, card = args
                self._fly(art.card_face(card, MINI, lang), self.hand_anchor(q), self.pile_top_pos(q), t, travel,
                          hide_key=("pile", q) if self.frozen is None else None)
                t += travel
            elif kind == "invest":
                t = land(t)
                self.fx.float_text(tr("ui.invest"), (RUINS_AREA.centerx, RUINS_AREA.y + 30), GOLD, t, big=True)
                t += 900
            elif kind == "holders":
                k, holders = args
                self.fx.float_text(describe_event(e[1:], lang), (RUINS_AREA.centerx, RUINS_AREA.y + 30), GOLD, t,
                                   big=True, hold=700)
                for h in holders:
                    self._ring(self.seat_rect(h), GOLD, t)
                t += 1100
            elif kind == "reveal":
                h, where, idx, card = args
                pos = self.slot_center(idx) if where == "slot" else self.hand_anchor(idx)
                self._peek(card, pos, t, hold=2600, eye=False)
                self.fx.sound_at("card_slide", t)
                t += 1200
            elif kind == "result":
                t = land(t)
                winner = args[0]
                txt = describe_event(e[1:], lang)
                self.fx.float_text(txt, (RUINS_AREA.centerx + 120, RUINS_AREA.centery), GOLD, t, big=True, hold=1400)
                self.fx.sound_at("fanfare" if winner == me else "chime", t)
                t += 1200
        if after.played is None:
            t = land(t)
        if ended and new_round:
            self.pending_results = before.round_no
            self.tweens.after(t + 500, self._show_round_results)
        self.sync()

    def _draw_mine(self, delay: float, travel: float) -> None:
        """The viewer's newly drawn card glides in from the deck after ``delay``."""
        known = {s.key for s in self.hand_sprites}
        for key in numbered(self.view.hand):
            if key not in known:
                self.fx.hide(("newhand", key))
                self.fx.at(delay, lambda key=key: self.fx.unhide(("newhand", key)))

    def _secret_swap(self, pend, a: int, t: float, travel: float) -> float:
        """The same crossing of two backs whether or not the swap happened."""
        if not pend:
            return t
        k = pend[0]
        if k == "general_swap":
            other = DECK_RECT.center
        elif k == "search_swap":
            other = self.slot_center(pend[1])
        elif k == "assault_swap":
            other = self.hand_anchor(pend[1])
        else:
            return t
        back = art.card_back(TABLE)
        mine = self.hand_anchor(a)
        self._fly(back, mine, other, t, travel)
        self._fly(back, other, mine, t, travel)
        self.fx.float_text(tr("act.secret"), (PLAY_RECT.centerx, PLAY_RECT.y + 10), theme.TEXT_DIM, t)
        return t + travel + 150

    def _show_round_results(self) -> None:
        n = self.pending_results
        if n is None:
            return
        self.pending_results = None
        heads, rows = self._round_rows(n)
        cells = [str(p) for p in self._points_after(n)]
        scene = ResultsScene(self.app, self, title=tr("ui.round_over", n=n), final=False,
                             breakdown=lambda: (heads, rows), score_cells=cells, on_close=self._round_closed)
        self.app.scenes.push(scene)

    def _round_closed(self) -> None:
        self.frozen = None
        self.reveal = None
        self.sync()

    def _points_after(self, n: int) -> list[int]:
        v = self.view
        pts = [0] * v.num_players
        for winner, _ in v.history[:n]:
            if winner >= 0:
                pts[winner] += 1
        return pts

    def _round_rows(self, n: int):
        """(heads, rows) for round ``n``'s results screen."""
        v = self.view
        winner, reason = v.history[n - 1]
        hands = self.reveal[0] if self.reveal else v.round_reveal[0] if v.round_reveal else ()
        out = self.frozen.out if self.frozen is not None else v.out
        heads = [tr("col.card"), tr("col.result")]
        rows = []
        for seat in range(v.num_players):
            hand = hands[seat] if seat < len(hands) else ()
            rows.append([", ".join(art.card_name(c, i18n.lang()) for c in hand) or "—",
                         self._status(seat, winner, reason, out[seat] or not hand)])
        return heads, rows

    def _status(self, seat: int, winner: int, reason: str, out: bool) -> str:
        if seat == winner:
            return tr("res.won", how=tr("how." + reason))
        if winner < 0:
            return tr("res.draw")
        return tr("res.out") if out else tr("res.in")

    def reveal(self) -> None:
        # hot-seat: a peek still fading belongs to the seat that was on screen before the curtain
        for pk in self.peeks:
            self.tweens.cancel(pk)
        self.peeks = []
        self.fx.clear_hidden(lambda k: k[0] == "newhand")
        super().reveal()

    # ------------------------------------------------------------------ results
    def result_breakdown(self):
        v = self.view
        heads, rows = [], [[] for _ in range(v.num_players)]
        if v.match_target > 1:
            for i, (winner, _) in enumerate(v.history):
                heads.append(tr("col.round", n=i + 1))
                for seat in range(v.num_players):
                    rows[seat].append("★" if seat == winner else "·")
            heads = heads[-6:]
            rows = [r[-6:] for r in rows]
        if v.history:
            winner, reason = v.history[-1]
            hands = v.round_reveal[0] if v.round_reveal else ()
            heads += [tr("col.card"), tr("col.result")]
            for seat in range(v.num_players):
                hand = hands[seat] if seat < len(hands) else ()
                rows[seat] += [", ".join(art.card_name(c, i18n.lang()) for c in hand) or "—",
                               self._status(seat, winner, reason, v.out[seat] or not hand)]
        return heads, rows

    def score_history(self):
        v = self.view
        if v.match_target <= 1 or not v.history:
            return None
        labels = [str(i + 1) for i in range(len(v.history))]
        series = [[] for _ in range(v.num_players)]
        for i in range(len(v.history)):
            pts = self._points_after(i + 1)
            for seat in range(v.num_players):
                series[seat].append(pts[seat])
        return labels, series

    def action_sound(self, action) -> str:
        if isinstance(action, tuple) and action[0] == "play":
            return "card_place"
        return "click"

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        super().update(dt)
        self.hand.update(dt)
        self.pulse_t += dt

    @property
    def animating(self) -> bool:
        return (super().animating or bool(self.peeks)
                or bool(self.rings) or bool(self.legal() and self.pend_kind() != "play"))

    # ------------------------------------------------------------------ drawing
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
        self._draw_my_pile(surface, v)
        self._draw_my_panel(surface, v)
        self._draw_choice_glow(surface)
        self.drag.draw_targets(surface)
        for r in self._hint_rects():
            draw_highlight(surface, r.inflate(8, 8), "target", 10, zone=True)
        mine = [s for s in self.hand_sprites if not self.fx.hidden(("newhand", s.key))]
        if self.reveal is not None and self.frozen is not None:
            self._draw_revealed_hand(surface, self.reveal[0][self.viewer])
        else:
            draw_cards(surface, mine)
        if v.out[self.viewer] and not v.hand and v.phase != "over":
            msg = render(tr("ui.you_out"), theme.S, theme.TEXT_DIM, True)
            surface.blit(msg, msg.get_rect(center=HAND_CENTER))
        if self.my_turn and self.frozen is None:
            kind = self.pend_kind()
            msg = None
            if kind in ("thief_target", "investigate"):
                msg = tr("ui.choose_any")
            elif kind in ("search_slot", "adv_slot_1", "adv_slot_2"):
                msg = tr("ui.choose_slot")
            elif kind in ("necro_pick", "mis_pick"):
                msg = tr("ui.choose_pile")
            elif kind in ("sword_target", "assault_target", "curse_target", "gale_target", "first_player"):
                msg = tr("ui.choose_seat")
            elif kind in ("general_swap", "search_swap", "assault_swap"):
                msg = tr("ui.secret_swap")
            if msg:
                img = render(msg, theme.XS, GOLD, True)
                surface.blit(img, img.get_rect(midbottom=(RUINS_AREA.centerx, RUINS_AREA.bottom - 6)))

    def _draw_stars(self, surface) -> None:
        for i in range(40):
            x = (i * 197) % theme.W
            y = HUD_H + (i * 131) % (theme.H - HUD_H)
            c = 60 + (i * 37) % 50
            surface.fill((c, c, c + 30), (x, y, 2, 2))

    def _draw_back_stack(self, surface, pos, n: int, size=TABLE) -> None:
        back = art.card_back(size)
        for i in range(n):
            r = back.get_rect(center=(pos[0] + i * 18, pos[1]))
            surface.blit(back, r)

    def _draw_seat(self, surface, v, seat: int, rect: pygame.Rect) -> None:
        active = seat == v.current_player and v.phase != "over"
        panel(surface, rect, NIGHT_PANEL_HI if active else NIGHT_PANEL, seat_color(seat) if active else NIGHT_BORDER)
        surface.blit(self.seat_label(seat, theme.XS, rect.w - 90),
                     (rect.x + 10, rect.y + 7))
        self._draw_wins(surface, v, seat, (rect.right - 10, rect.y + 8))
        # hand (backs, or face up when the round has been revealed)
        anchor = self.hand_anchor(seat)
        hands = self._revealed_hands(v)
        if hands is not None:
            for i, c in enumerate(hands[seat]):
                img = art.card_face(c, TABLE, i18n.lang())
                surface.blit(img, img.get_rect(center=(anchor[0] + i * 18, anchor[1])))
        else:
            n = v.hand_counts[seat] - self.fx.hidden(("hand", seat))
            self._draw_back_stack(surface, anchor, max(0, n))
        if v.inv_num[seat] >= 0 and v.phase == "invest":
            self._num_badge(surface, v, seat, (anchor[0] + 24, anchor[1] - 38))
        # what the viewer knows about this hand
        known = v.known_hands[seat]
        if known and hands is None and v.hand_counts[seat]:
            img = art.card_face(known[0], MINI, i18n.lang())
            pos = (anchor[0] + 18, anchor[1] + 22)
            surface.blit(img, img.get_rect(center=pos))
            eye = art.eye_icon(9)
            surface.blit(eye, eye.get_rect(center=(pos[0], pos[1] - MINI[1] // 2 - 4)))
        self._draw_pile(surface, v, seat, MINI)
        # status line
        y = rect.bottom - 24
        if v.out[seat]:
            icon = art.out_icon(18)
            surface.blit(icon, (rect.x + 10, y))
            surface.blit(render(tr("ui.eliminated"), theme.XS, theme.DANGER, True), (rect.x + 32, y))
        elif v.protected[seat]:
            icon = art.shield_icon(18)
            surface.blit(icon, (rect.x + 10, y))
            surface.blit(render(tr("ui.protected"), theme.XS, theme.OKABE_ITO["sky"], True), (rect.x + 32, y))
        if v.out[seat]:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (0, 0, 0, 110), shade.get_rect(), border_radius=10)
            surface.blit(shade, rect)
            icon = art.out_icon(34)
            surface.blit(icon, icon.get_rect(center=anchor))
        if seat in self.last_moves and self.last_moves[seat] is not None and v.phase != "over":
            draw_brackets(surface, rect, seat_color(seat))

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

    def _revealed_hands(self, v):
        if self.frozen is not None and self.reveal is not None:
            return self.reveal[0]
        if v.phase == "over" and v.round_reveal is not None:
            return v.round_reveal[0]
        return None

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
        last = self.last_moves.get(seat)
        if shown > 0 and shown == len(pile) and isinstance(last, tuple) and last[0] == "play" and pile[-1] == last[1]:
            draw_brackets(surface, lay[-1])

    def _draw_deck(self, surface, v) -> None:
        r = DECK_RECT
        n = v.deck_count
        for i in range(min(4, n), 0, -1):
            surface.blit(art.card_back(TABLE), (r.x + i * 2 - 2, r.y - i * 2 + 2))
        if n == 0:
            pygame.draw.rect(surface, NIGHT_BORDER, r, 2, border_radius=6)
        label = render(tr("ui.deck", n=n), theme.XS, theme.TEXT, True)
        surface.blit(label, label.get_rect(midtop=(r.centerx, r.bottom + 8)))
        if v.known_top and n:
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
        if v.phase == "invest" or (self.frozen is not None and v.phase == "invest"):
            self._draw_invest_track(surface, v, (area.x + 110, area.y + 12))
        revealed = self.reveal[1] if (self.reveal is not None and self.frozen is not None) else (
            v.round_reveal[1] if v.phase == "over" and v.round_reveal else None)
        rects = self.slot_rects(len(revealed) if revealed is not None else None)
        lang = i18n.lang()
        wig = math.sin(self.shuffle_t * math.pi * 6) * 6 * (1 - self.shuffle_t) if self.shuffle_t else 0
        for i, r in enumerate(rects):
            rr = r.move(round(wig * (1 if i % 2 else -1)), 0)
            if revealed is not None:
                surface.blit(art.card_face(revealed[i], TABLE, lang), rr)
            else:
                surface.blit(art.ruins_back(TABLE), rr)
                known = v.known_ruins[i] if i < len(v.known_ruins) else None
                if known:
                    img = art.card_face(known, MINI, lang)
                    surface.blit(img, img.get_rect(midbottom=(rr.centerx, rr.bottom - 4)))
                    surface.blit(art.eye_icon(9), art.eye_icon(9).get_rect(midbottom=(rr.centerx, rr.bottom - MINI[1] - 5)))
            lab = render(str(i + 1), theme.XS, theme.TEXT_DIM, True)
            surface.blit(lab, lab.get_rect(midtop=(r.centerx, r.bottom + 4)))
        if v.ruins_pool:
            txt = tr("ui.know_ruins_pool", cards=", ".join(cname(c) for c in v.ruins_pool))
            img = render(txt, theme.XS, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midbottom=(area.centerx, area.bottom - 28)))

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
            line = render(text, theme.XS, color, bold)
            surface.blit(line, (x, y), area=pygame.Rect(0, 0, r.right - 8 - x, line.get_height()))
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
        name = self.seat_label(me, theme.S, r.w - 24 - 90)
        surface.blit(name, (r.x + 12, r.y + 8))
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
        lines = []
        for seat in range(v.num_players):
            if seat != me and v.known_hands[seat]:
                lines.append(tr("ui.know_hand", seat=self.name(seat), card=", ".join(cname(c) for c in v.known_hands[seat])))
        for i, c in enumerate(v.known_ruins):
            if c:
                lines.append(tr("ui.know_slot", slot=tr("slot", n=i + 1), card=cname(c)))
        if v.known_top:
            lines.append(tr("ui.know_top", card=cname(v.known_top)))
        if v.deck_pool:
            lines.append(tr("ui.know_deck_pool", cards=", ".join(cname(c) for c in v.deck_pool)))
        if not lines:
            lines = [tr("ui.know_nothing")]
        for line in lines:
            img = render(line, theme.XS, theme.TEXT)
            if y + img.get_height() > r.bottom - 6:
                break
            surface.blit(img, (r.x + 16, y), area=pygame.Rect(0, 0, r.w - 28, img.get_height()))
            y += 20
        if me in self.last_moves and self.hint_action is None and active:
            pass

    def _draw_revealed_hand(self, surface, cards) -> None:
        lang = i18n.lang()
        for i, c in enumerate(cards):
            img = art.card_face(c, HAND, lang)
            surface.blit(img, img.get_rect(center=(HAND_CENTER[0] + i * 70, HAND_CENTER[1])))

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
