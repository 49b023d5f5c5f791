"""Lost Legacy's animations: each applied action told step by step from the view's events.

A card flies from a hand to the play area and on to its owner's pile when the turn ends; a
chosen player or Ruins card pulses in the chooser's colour; a card the viewer sees shows face up
for a moment over where it lies; what happens (a trap, an elimination, the investigation) rises
as a banner. Everything is built from ``before``/``after`` views and tweens only (no dialog, no
live state), so a replay step can run it too; the table runs other seats' actions at the
opponents' pace.
"""

from __future__ import annotations

import copy
import math

import pygame

from tabletop.ui import i18n, theme
from tabletop.ui.cards import numbered
from tabletop.ui.fx import FloaterStyle
from tabletop.ui.table import HUD_H, seat_color

from .. import art
from ..art import GOLD, MINI, NIGHT_BORDER, NIGHT_DARK, TABLE
from ..text import describe_event, secret_swap_text
from .layout import DECK_RECT, HAND_CENTER, HAND_ZONE, PLAY_RECT, RUINS_AREA, cname, tr

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


def ended_view(before, after):
    """The ended round as it stands at its end: the view before its last action, with whoever
    that action eliminated marked out and the rounds won counted (``after`` is the next round's)."""
    ended = copy.copy(before)
    gone = {e[2] for e in after.events if e[1] == "out"}
    ended.out = tuple(bool(o) or p in gone for p, o in enumerate(before.out))
    ended.points, ended.history = after.points, after.history
    return ended


class Animate:
    """The scene's animation of applied actions (mixed into the scene)."""

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

    def deck_peeked(self) -> bool:
        """A peek shows the deck's top card over the deck (its small mark waits meanwhile)."""
        return any(pk.pos == tuple(map(float, DECK_RECT.center)) and pk.alpha > 1 for pk in self.peeks)

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

    def _event_text(self, ev: tuple) -> str:
        return self.names(describe_event(ev, i18n.lang()))

    def animate_action(self, entry, before, after) -> None:
        ai = self.session.is_ai(entry.player)
        if entry.player == self.viewer and self.replay is None:
            self.hand_note = None
        travel = theme.AI_MOVE_MS if ai else theme.MOVE_MS
        lang = i18n.lang()
        me = self.viewer
        t = 0.0
        in_play = (before.active, before.played) if before.played else None
        new_round = any(e[1] == "deal" for e in after.events) and after.round_no > before.round_no
        ended = any(e[1] == "result" for e in after.events)
        if ended and new_round and self.replay is None:
            # between two rounds of a match: the ended round stays on the table, face up
            self.frozen = ended_view(before, after)
            self.round_cards = after.round_reveal
        back = art.card_back(TABLE)
        to_pile = self.frozen is None or self.replay is not None

        def land(t):
            nonlocal in_play
            if in_play is None:
                return t
            p, card = in_play
            in_play = None
            self._fly(art.card_face(card, MINI, lang), PLAY_RECT.center, self.pile_top_pos(p), t, travel,
                      hide_key=("pile", p) if to_pile else None)
            return t + travel

        pend = before.pending
        mapped = None  # the card the viewer saw Old Map put into the Ruins
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
                else:
                    self._draw_mine(t)
                t += travel * 0.7
            elif kind == "saw":
                where, idx, card = args
                if where == "top" and in_play and in_play[1] == "map":
                    # Old Map: the card is seen on the deck for a moment, then goes into the Ruins
                    # (the next event), where it is shown again: nothing is left on the deck
                    self._peek(card, DECK_RECT.center, t, hold=700)
                    mapped = card
                    t += 900
                    continue
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
                t = self._told_my_hand(pend, args[0], entry.action_text == "swap", before.hand, after.hand, t)
            elif kind in ("girl", "ambush", "xhit", "blocked", "saint", "wounds", "win_effect"):
                pos = self.seat_rect(args[0]).center if kind not in ("blocked", "win_effect") else PLAY_RECT.center
                pos = (pos[0], pos[1] + 30) if pos[1] > 400 else pos
                self.fx.float_text(self._event_text(e[1:]), pos, theme.ACCENT if kind != "saint" else theme.FOCUS,
                                   t, big=True)
                self.fx.sound_at("chime" if kind in ("saint", "win_effect") else "error", t)
                t += 700
                if kind == "ambush":
                    b, a = args
                    self._fly(art.card_face("ambush", MINI, lang), self.hand_anchor(b), self.pile_top_pos(b), t,
                              travel, hide_key=("pile", b) if to_pile else None)
                    self._fly(back, self.hand_anchor(a), self.hand_anchor(b), t, travel)
                    t += travel
            elif kind == "out":
                x, hand = args
                for c in hand:
                    self._fly(art.card_face(c, MINI, lang), self.hand_anchor(x), self.pile_top_pos(x), t, travel,
                              hide_key=("pile", x) if to_pile else None)
                self.fx.float_text(self._event_text(e[1:]), self.seat_rect(x).center, theme.DANGER, t, big=True)
                t += travel + 300
            elif kind in ("curse", "nowin", "notarget", "protect", "llr", "give", "ruins_add"):
                pos = PLAY_RECT.midtop if kind != "ruins_add" else RUINS_AREA.midtop
                self.fx.float_text(self._event_text(e[1:]), (pos[0], pos[1] + 20), theme.TEXT, t)
                if kind == "ruins_add" and pend and pend[0] == "play" and in_play and in_play[1] == "map":
                    image = back if mapped is None else art.card_face(mapped, MINI, lang)
                    self._fly(image, DECK_RECT.center, self.slot_center(args[0]), t, travel)
                    if mapped is not None:  # the viewer's own card: seen where it now lies
                        self._peek(mapped, self.slot_center(args[0]), t + travel, hold=1600)
                        t += travel
                t += 350
            elif kind == "shuffle":
                if args[0] == "ruins":
                    self.tweens.queue(self, "shuffle_t", 1.0, 600, start=0.0, delay_ms=t)
                    self.fx.at(t + 600, lambda: setattr(self, "shuffle_t", 0.0))
                    self.fx.sound_at("card_slide", t)
                self.fx.float_text(self._event_text(e[1:]), RUINS_AREA.midtop, theme.TEXT_DIM, t)
                t += 600
            elif kind == "pick":
                a, o, card = args
                dest = self.hand_anchor(a) if pend and pend[0] == "necro_pick" else RUINS_AREA.center
                self._fly(art.card_face(card, MINI, lang), self.pile_top_pos(o), dest, t, travel)
                t += travel
            elif kind == "discard":
                q, card = args
                self._fly(art.card_face(card, MINI, lang), self.hand_anchor(q), self.pile_top_pos(q), t, travel,
                          hide_key=("pile", q) if to_pile else None)
                t += travel
            elif kind == "invest":
                t = land(t)
                self.fx.float_text(tr("ui.invest"), (RUINS_AREA.centerx, RUINS_AREA.y + 30), GOLD, t, big=True)
                t += 900
            elif kind == "holders":
                k, holders = args
                self.fx.float_text(self._event_text(e[1:]), (RUINS_AREA.centerx, RUINS_AREA.y + 30), GOLD, t,
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
                txt = self._event_text(e[1:])
                self.fx.float_text(txt, (RUINS_AREA.centerx + 120, RUINS_AREA.centery), GOLD, t, big=True, hold=1400)
                self.fx.sound_at("fanfare" if args[0] == me else "chime", t)
                t += 1200
        if after.played is None:
            t = land(t)
        if ended and new_round and self.replay is None:
            self.tweens.after(t + 500, self.open_round_panel)
        self.sync()

    def _draw_mine(self, delay: float) -> None:
        """The viewer's newly drawn card glides in from the deck after ``delay``."""
        known = {s.key for s in self.hand_sprites}
        for key in numbered(self.view.hand):
            if key not in known:
                self.fx.hide(("newhand", key))
                self.fx.at(delay, lambda key=key: self.fx.unhide(("newhand", key)))

    def _secret_swap(self, pend, a: int, t: float, travel: float) -> float:
        """The same crossing of two backs whether or not the swap happened, with what it is about."""
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
        text = f"{self.name(a)}: {self.names(secret_swap_text(pend, i18n.lang()))}"
        # over the table's middle: a long line stays clear of the round's panel and the window's edge
        self.fx.float_text(text, (RUINS_AREA.centerx, RUINS_AREA.y + 10), theme.TEXT_DIM, t)
        return t + travel + 150

    def _told_my_hand(self, pend, a: int, swapped: bool, mine_before, mine_after, t: float) -> float:
        """An Assault on the viewer: whether the other swapped is the viewer's own knowledge (its
        hand), so it is said over the hand: what went, what came, or that nothing changed. (By the
        decision itself: the hand after it may hold the card the viewer has drawn since, so a kept
        Swordsman was told as "gave Swordsman, received Swordsman".)"""
        me = self.viewer
        if not pend or pend[0] != "assault_swap" or pend[1] != me or a == me or not mine_before or not mine_after:
            return t
        old, new = mine_before[0], mine_after[0]  # what came is first: a card drawn since follows it
        if swapped:
            text = tr("ui.assaulted_swapped", seat=self.name(a), mine=cname(old), card=cname(new))
        else:
            text = tr("ui.assaulted_kept", seat=self.name(a), card=cname(old))
        self.fx.float_text(text, (HAND_CENTER[0], HAND_ZONE.y - 10), GOLD, t, big=True, hold=1800)
        if self.replay is None:  # and it stays written in your panel until you act
            self.hand_note = text
        return t + 900

    def reveal(self) -> None:
        # hot-seat: a peek still fading belongs to the seat that was on screen before the curtain
        for pk in self.peeks:
            self.tweens.cancel(pk)
        self.peeks = []
        self.fx.clear_hidden(lambda k: k[0] == "newhand")
        super().reveal()

    def shuffle_offset(self, i: int) -> int:
        """The Ruins cards' wiggle while they are shuffled."""
        if not self.shuffle_t:
            return 0
        wig = math.sin(self.shuffle_t * math.pi * 6) * 6 * (1 - self.shuffle_t)
        return round(wig * (1 if i % 2 else -1))
