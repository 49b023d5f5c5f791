"""The player's hands on the Lost Legacy table: the hand's sprites, drag and drop, the choices an
effect asks (glowing places and buttons), tooltips, hints, and the marks of what the others did
since the player's last move.

Nothing here decides legality: every target comes from ``view.legal_actions()``; the words come
from the pure ``explain`` module (what a card does, why a drop is refused, why a move is good).
"""

from __future__ import annotations

import pygame

from tabletop.engine.contract import GameError
from tabletop.ui import i18n, theme
from tabletop.ui.cards import CardSprite, Hand, numbered
from tabletop.ui.dragdrop import DropTarget
from tabletop.ui.fx import HoverZone
from tabletop.ui.table import HUD_H
from tabletop.ui.widgets import Button

from .. import art, explain
from ..art import HAND, MINI, TABLE
from ..rules import str_to_action
from .layout import (CHOICE_Y, DECK_RECT, HAND_CENTER, HAND_ZONE, MY_PILE, PLAY_RECT, RUINS_AREA, cards_list,
                     cname, tr)

WORD_KEYS = {"swap": pygame.K_s, "keep": pygame.K_k, "shuffle": pygame.K_s, "noshuffle": pygame.K_n,
             "stop": pygame.K_x, "none": pygame.K_n}
SWAPS = ("general_swap", "search_swap", "assault_swap")


class Input:
    """Sprites, input, tooltips and hints (mixed into the scene)."""

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
        self._marks = self._recent_marks()
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
        return explain.refusal(self.view, sprite.key[0], self.my_turn, i18n.lang())

    def selection_info(self, sprite) -> str | None:
        if sprite not in self.hand_sprites:
            return None
        return explain.selection(self.view, sprite.key[0], i18n.lang())

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

    def _choice_tip(self, a) -> str | None:
        """What a word button does, as a fact (never advice): what a swap gives away and brings."""
        kind = self.pend_kind()
        if kind not in SWAPS or a not in ("swap", "keep"):
            return None
        mine, theirs = explain.swap_cards(self.view)
        if mine is None:
            return None
        if a == "keep":
            return tr("tip.keep", card=cname(mine))
        pend = self.view.pending
        where = {"general_swap": lambda: tr("place.deck_top"),
                 "search_swap": lambda: tr("slot", n=pend[1] + 1),
                 "assault_swap": lambda: self.name(pend[1])}[kind]()
        text = tr("tip.swap", mine=cname(mine), where=where, card=cname(theirs) if theirs else "?")
        if mine == self.view.lost_legacy:
            text += "\n" + tr("tip.swap_ll", card=cname(mine))
        return text

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
        gap = 8
        row = RUINS_AREA.copy()
        if self.coach is not None:  # a guided game: the row stays clear of the coach's panel
            row.width -= max(0, self.coach_rect().right + 12 - row.x)
            row.right = RUINS_AREA.right
        mine = explain.swap_cards(self.view)[0] if kind in SWAPS else None
        # "Keep" says what you keep: wider buttons then
        w = min(150 if mine is None else 210, (row.w - gap * (n - 1)) // max(1, n))
        x = row.x + (row.w - (w * n + gap * (n - 1))) // 2
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
            word = tr("word.keep_card", card=cname(mine)) if a == "keep" and mine is not None else tr("word." + a)
            label = f"{word} ({letter})" if letter else word
            # no default among the answers: Enter never swaps away a card or shuffles for the player
            tip = self._choice_tip(a)
            self.choice_buttons.append(Button((x, CHOICE_Y, w, 40), label, lambda a=a: self.play(a), hotkey=hk,
                                              size=theme.XS, style="secondary",
                                              tooltip=(lambda tip=tip: tip) if tip else None))
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

    # ------------------------------------------------------------------ tooltips
    def table_tip(self, pos):
        if not self.ending_shown():
            for s in reversed(self.hand_sprites):
                if s.contains(pos):
                    if self.drag.mode == "selected" and self.drag.active is s:
                        return None  # its bubble says what it does
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
        cards = self.round_cards_shown()
        slot = tr("slot", n=i + 1)
        if cards is not None and i < len(cards[1]):
            return f"{slot}: {cname(cards[1][i])}"
        known = v.known_ruins[i] if i < len(v.known_ruins) else None
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
            text += "\n" + tr("tip.seat_known", card=cards_list(cname(c) for c in known))
        pile = v.piles[seat]
        text += "\n" + (tr("tip.pile", name=self.name(seat), cards=cards_list(cname(c) for c in reversed(pile)))
                        if pile else tr("tip.pile_empty", name=self.name(seat)))
        mark = self._marks.get(seat)
        if mark:
            text += "\n" + tr("tip.recent") + "\n" + "\n".join("· " + line for line in mark["lines"])
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
        return tr("ui.play_here") if self.my_turn and self.pend_kind() == "play" else ""

    # ------------------------------------------------------------------ what the others did
    def _recent_marks(self) -> dict[int, dict]:
        """Per other seat that acted since the viewer's last move: the cards it played, the
        seats and Ruins cards it chose, and its actions in words (kept until the viewer acts)."""
        if self.replay is not None or self.ending_shown():
            return {}
        marks: dict[int, dict] = {}
        start = self.round_start_index()  # a new round starts with clean marks
        entries = [e for e in self.recent_entries() if e.player != self.viewer and e.index >= start]
        if not entries:
            return marks
        lang = i18n.lang()
        for e in entries:
            try:
                action = str_to_action(e.action_text)
            except GameError:
                continue
            m = marks.setdefault(e.player, {"cards": [], "seats": [], "slots": [], "lines": []})
            m["lines"].append(e.describe(lang))
            if isinstance(action, tuple) and action[0] == "play":
                m["cards"].append(action[1])
            elif isinstance(action, tuple) and action[0] == "seat" and action[1] != e.player:
                m["seats"].append(action[1])
            elif isinstance(action, tuple) and action[0] == "slot":
                m["slots"].append(action[1])
        return marks

    # ------------------------------------------------------------------ hints
    def explain_hint(self, action) -> str:
        return self.names(explain.hint(self.view, action, i18n.lang()))

    def hint_move_text(self, action) -> str:
        """This seat's own words for an estimated move: the log's text of a move is public (a swap
        reads "decides in secret…") and is worked out on the whole state, so it could tell the
        outcome of a look the seat has not made yet."""
        return self.names(explain.move_text(self.view, action, i18n.lang()))

    def hint_rect(self, height: int) -> pygame.Rect:
        """Above the hand, as on every table; under the buttons of an open choice while there are
        some (the hand then waits, the buttons are the choice)."""
        r = super().hint_rect(height)
        if self.choice_buttons:
            r.y = CHOICE_Y + 48
        return r

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
