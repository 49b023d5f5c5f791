"""The City's input: what the player may do now, the drag targets and their reasons, the
buttons, the tray of picked cards, hover explanations and the hint marks."""

from __future__ import annotations

import pygame

from tabletop.ui import i18n, sound, theme
from tabletop.ui.cards import CardSprite
from tabletop.ui.dragdrop import DropTarget
from tabletop.ui.fx import HoverZone
from tabletop.ui.table import seat_mark
from tabletop.ui.widgets import Button

from .. import reasons
from ..rules import (ARCH, ARCHITECT, COST, GIVEUP, IDX, ONE_PER_CITY, PASS, PREREQ, REDUCERS, SYMS, city_breakdown,
                     effective_cost)
from .layout import (BUTTON_Y, CITY, HAND_CENTER, HAND_ZONE, SIDE, SLOT1, SLOT2, SMALL, TRACK, TRAY, TRAY_MODES,
                     cname, row_text, tr)


class InputMixin:
    # ------------------------------------------------------------------ helpers
    def legal(self) -> set:
        return set(self.view.legal_actions()) if self.my_turn else set()

    def mode(self) -> str | None:
        if not self.my_turn:
            return None
        v = self.view
        if v.pending is not None:
            return v.pending[0]
        return v.phase

    def need(self) -> tuple[int, int]:
        """Tray decisions: (cards still to give, the lowest card-table index allowed)."""
        v, m = self.view, self.mode()
        if m == "open":
            return 2, 0
        if m == "pay":
            return v.pending[3], v.pending[4]
        if m in ("sdiscard", "limit"):
            return v.pending[2], v.pending[3]
        return 0, 0

    def cfg(self):
        return self.view.config()

    def city(self, seat: int, v=None) -> tuple:
        v = v or self.view
        c = v.cities[seat]
        n = self.frozen_len.get(seat)
        return c[:n] if n is not None else c

    def target_vp(self) -> int:
        return int(self.view.options.get("target_vp", 50))

    def staged_cards(self) -> list[str]:
        return [k[1] for k in self.staged]


    def _gap(self, key) -> CardSprite:
        """An invisible stand-in holding a set-aside card's place in the hand."""
        gap = self._gaps.get(key)
        if gap is None:
            gap = self._gaps[key] = CardSprite(("gap",) + tuple(key))
            gap.visible = False
        return gap

    def _drag_sprites(self):
        staged = [s for s in self.hand_sprites if s.key in self.staged or s.key == self.first]
        rest = [s for s in self.hand_sprites if s not in staged]
        others = [s for s in self.other_sprites if s.key[0] != "drawn" or not self.revealing()]
        return rest + staged + others

    def _cost_now(self, card: str):
        return effective_cost(self.view.cities[self.viewer], card, self.cfg())

    def _place_tray(self) -> None:
        staged = [s for s in self.hand_sprites if s.key in self.staged]
        if not staged:
            return
        inner = TRAY.inflate(-24, -40)
        step = self.tray_step(len(staged))
        x0 = inner.x + 50
        for i, s in enumerate(staged):
            p = (x0 + i * step, TRAY.bottom - 76)
            s.base_pos = p
            if s.pos != p:
                self.tweens.to(s, "pos", p, theme.MOVE_MS)

    def tray_step(self, n: int) -> float:
        """How far apart ``n`` cards lie in the tray (they overlap: each shows this much)."""
        room = TRAY.inflate(-24, -40).w - 100 - (SMALL[0] + 6 if self.mode() == "pay" else 0)
        return min(70, room / max(1, n - 1)) if n > 1 else 0

    def _keep_positions(self, n: int) -> list[tuple[float, float]]:
        w = 112
        x0 = CITY.centerx - (n - 1) * w / 2
        return [(x0 + i * w, CITY.y + 150) for i in range(n)]

    def _targets(self) -> list[DropTarget]:
        m = self.mode()
        out = [DropTarget("hand", HAND_ZONE, snap=HAND_CENTER)]
        if m in TRAY_MODES:
            out.append(DropTarget("tray", TRAY, snap=TRAY.center))
        else:
            out.append(DropTarget("slot1", SLOT1.inflate(12, 12), snap=SLOT1.center))
            if self.first is not None:
                out.append(DropTarget("slot2", SLOT2.inflate(12, 12), snap=SLOT2.center))
        return out

    # ------------------------------------------------------------------ buttons
    def _build_buttons(self) -> None:
        self.buttons = []
        m = self.mode()
        legal = self.legal()
        x, w, h = SIDE.x + 12, (SIDE.w - 36) // 2, 40
        y = BUTTON_Y
        if m == "choose":
            if self.first is not None:
                c = self.first[1]
                self.buttons.append(Button((x, y, w, h), lambda c=c: tr("tbl.build_only", card=cname(c)),
                                           lambda c=c: self.play(("build", c)), size=theme.XS,
                                           tooltip=lambda: tr("tbl.build_only.tip")))  # no default: it forgoes a build
                self.buttons.append(Button((x + w + 12, y, w, h), lambda: tr("tbl.cancel"), self._unstage_first,
                                           hotkey=pygame.K_BACKSPACE, size=theme.XS))
            else:
                if GIVEUP in legal:
                    self.buttons.append(Button((x, y, w, h), lambda: tr("tbl.giveup"), lambda: self.play(GIVEUP),
                                               hotkey=pygame.K_g, size=theme.XS, tooltip=lambda: tr("tbl.giveup.tip")))
                if ARCHITECT in legal:
                    self.buttons.append(Button((x + w + 12, y, w, h), lambda: tr("tbl.architect"),
                                               lambda: self.play(ARCHITECT), hotkey=pygame.K_a, size=theme.XS,
                                               tooltip=lambda: tr("tbl.architect.tip")))
        elif m == "extra":
            if PASS in legal:
                self.buttons.append(Button((x, y, w, h), lambda: tr("tbl.pass"), lambda: self.play(PASS),
                                           hotkey=pygame.K_p, size=theme.XS,  # not the default: it forgoes a build
                                           tooltip=lambda: tr("tbl.pass.tip")))
        elif m in TRAY_MODES:
            need, _ = self.need()
            self.buttons.append(Button((x, y, w, h), lambda: tr("tbl.confirm"), self.confirm,
                                       hotkey=pygame.K_RETURN, style="primary", size=theme.XS,
                                       enabled=lambda: len(self.staged) == self.need()[0] and self.my_turn))
            self.buttons.append(Button((x + w + 12, y, w, h), lambda: tr("tbl.clear"), self._clear,
                                       size=theme.XS, enabled=lambda: bool(self.staged)))

    def _unstage_first(self) -> None:
        self.first = None
        self.sync()

    def _clear(self) -> None:
        self.staged = []
        self.sync()

    def confirm(self) -> None:
        """Send the tray: the setup discard, a payment, or discards, in card-table order."""
        m = self.mode()
        need, _ = self.need()
        if m not in TRAY_MODES or len(self.staged) != need:
            return
        cards = sorted(self.staged_cards(), key=IDX.__getitem__)
        self.staged = []
        if m == "open":
            self.play(("open", cards[0], cards[1]))
            return
        for c in cards:
            if self.mode() != m:
                break
            a = ("pay", c) if m == "pay" else ("discard", c)
            if a not in self.legal() or not self.play(a):
                break
        self.sync()

    # ------------------------------------------------------------------ drag and drop
    def _stageable(self, card: str) -> bool:
        need, lo = self.need()
        return len(self.staged) < need and IDX[card] >= lo

    def buildable(self, card: str) -> bool:
        return reasons.buildable(self.view, self.viewer, card)

    def targets_for(self, sprite) -> dict:
        m = self.mode()
        legal = self.legal()
        key = sprite.key
        if m is None:
            return {}
        if key[0] == "arch":
            if m == "choose" and self.first is None and ARCHITECT in legal:
                return {"slot1": ARCHITECT}
            if m == "extra" and ("extra", ARCH) in legal:
                return {"slot1": ("extra", ARCH)}
            return {}
        if key[0] == "drawn":
            a = ("keep", key[1])
            return {"hand": a} if a in legal else {}
        card = key[1]
        if m in TRAY_MODES:
            if key in self.staged:
                return {"hand": "unstage"}
            return {"tray": "stage"} if self._stageable(card) else {}
        if m == "extra":
            a = ("extra", card)
            return {"slot1": a} if a in legal else {}
        if m == "choose":
            if self.first is not None:
                if key == self.first:
                    return {"hand": "unstage_first"}
                a = ("pair", self.first[1], card)
                return {"slot2": a} if a in legal and reasons.second_ok(self.view, self.viewer, self.first[1], card) else {}
            a = ("build", card)
            if a in legal and self.buildable(card):
                return {"slot1": a}
        return {}

    def on_drop(self, sprite, key, action) -> None:
        if action == "stage":
            self.staged.append(sprite.key)
            sound.play("card_slide")
            self.sync()
        elif action == "unstage":
            self.staged = [k for k in self.staged if k != sprite.key]
            self.sync()
        elif action == "unstage_first":
            self._unstage_first()
        elif isinstance(action, tuple) and action[0] == "build" and any(
                a[0] == "pair" and a[1] == action[1] for a in self.legal() if isinstance(a, tuple)):
            self.first = sprite.key
            self.sync()
        else:
            self.play(action)

    def reason_for(self, sprite, key) -> str:
        if not self.my_turn:
            return tr("tbl.why.wait")
        m = self.mode()
        v = self.view
        if sprite.key[0] == "arch":
            return tr("tbl.why.arch_now")
        if sprite.key[0] == "drawn":
            return tr("tbl.why.keep")
        card = sprite.key[1]
        if m in TRAY_MODES:
            need, lo = self.need()
            if len(self.staged) >= need:
                return tr("tbl.why.enough", n=need)
            return tr("tbl.why.order")
        if m == "keep":
            return tr("tbl.why.keep")
        if m in ("extra", "choose"):
            first = self.first[1] if self.first is not None and sprite.key != self.first else None
            return reasons.refusal(v, self.viewer, card, i18n.lang(), first) or tr("tbl.why.slot")
        return tr("tbl.why.wait")

    def why_text(self, card: str, hand_len: int, after: str | None = None) -> str:
        """Why ``card`` cannot be built now, in words (empty if it can)."""
        return reasons.why_card(self.view, self.viewer, card, hand_len, i18n.lang(), after)

    # ------------------------------------------------------------------ input
    def handle_table(self, event) -> bool:
        if self.handle_summary(event):
            return True
        if self.summary_open and self.summary_shown() and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and self.summary_rect().collidepoint(event.pos):
            return True                         # the panel is on top: nothing under it is clicked
        if event.type == pygame.KEYDOWN and self.mode() == "keep" and pygame.K_1 <= event.key <= pygame.K_9:
            i = event.key - pygame.K_1
            drawn = [s for s in self.other_sprites if s.key[0] == "drawn"]
            if i < len(drawn):
                self.play(("keep", drawn[i].key[1]))
                return True
        return super().handle_table(event)

    # ------------------------------------------------------------------ hover
    def table_tip(self, pos):
        if self.end_buttons and self.end_rect().collidepoint(pos):
            return None                         # the end panel is over the hand
        if self.summary_button.rect.collidepoint(pos) and self.summary_shown():
            return self.summary_button
        if self.summary_open and self.summary_shown() and self.summary_rect().collidepoint(pos):
            return next((z for z in self.summary_zones if z.rect.collidepoint(pos)), None)
        for s in reversed(self._drag_sprites()):
            if s.visible and s.rect.collidepoint(pos):
                if s.key[0] == "arch":
                    return HoverZone(s.rect, lambda: self.card_tip(ARCH))
                card = s.key[1]
                return HoverZone(s.rect, lambda card=card, s=s: self.card_tip(card, s.key[0] == "hand"))
        for z in reversed(self.zones):
            if z.rect.collidepoint(pos):
                return z
        return None

    def card_tip(self, card: str, in_hand: bool = False) -> str:
        v = self.view
        cfg = self.cfg()
        city = v.cities[self.viewer]
        lines = [cname(card)]
        if card != ARCH:
            now = effective_cost(city, card, cfg)
            cost = tr("label.cost", n=COST[card])
            if now != COST[card]:
                reds = [f"{cname(r)} -{a}" for r, a in REDUCERS.get(card, ()) if r in city]
                cost += " " + tr("tbl.cost_now", n=now, why=", ".join(reds))
            lines.append(cost)
            if REDUCERS.get(card):
                lines.append(tr("tbl.reduced_by", list=", ".join(f"{cname(r)} -{a}" for r, a in REDUCERS[card])))
            if PREREQ[card]:
                ok = any(p in city for p in PREREQ[card])
                lines.append(tr("tbl.needs", list=tr("tbl.or").join(cname(p) for p in PREREQ[card]))
                             + " " + tr("tbl.ok" if ok else "tbl.missing"))
            if card in ONE_PER_CITY:
                lines.append(tr("tbl.one_per_city"))
        syms = SYMS[card]
        if any(syms):
            lines.append(tr("tbl.symbols", list=", ".join(f"{tr('sym.' + s)} x{n}" for s, n in zip("CFS", syms) if n)))
        lines.append(tr("label.income") + ": " + self._formula_words(cfg.income_src[card]))
        lines.append(tr("label.vp") + ": " + self._formula_words(cfg.vp_src[card]))
        if in_hand and self.mode() == "choose" and card != ARCH:
            why = self.why_text(card, len(v.hand) - 1)
            if why:
                lines.append(tr("tbl.cannot", why=why))
        return "\n".join(lines)

    def _formula_words(self, src: str) -> str:
        from ..rules import explain_formula

        return explain_formula(src, i18n.lang())

    def _build_zones(self) -> None:
        zones = []
        for seat, rect in self._opponent_rects():
            zones.append(HoverZone(rect, lambda seat=seat: self._seat_tip(seat)))
            for i, r in self._card_zones(seat):
                zones.append(HoverZone(r, lambda seat=seat, i=i: self._tile_tip(seat, i)))
        for i, r in self._card_zones(self.viewer):
            zones.append(HoverZone(r, lambda i=i: self._tile_tip(self.viewer, i)))
        zones.append(HoverZone(self._my_totals_rect(), lambda: self._totals_tip(self.viewer)))
        zones.append(HoverZone(TRACK, lambda: self._track_tip()))
        zones.append(HoverZone(self._pile_rect(), lambda: tr("tbl.pile_tip", n=self.view.pile_count,
                                                             d=len(self.view.discard))))
        self.zones = zones

    def _tile_tip(self, seat: int, i: int) -> str:
        v = self.view
        rows = city_breakdown(v.cities, seat, v.options, v.fixed_other)
        if i >= len(rows):
            return ""
        row = rows[i]
        lines = [cname(row["card"]) + ("" if seat == self.viewer else f"  ({self.name(seat)})")]
        lines.append(row_text(row, "income", self.name))
        lines.append(row_text(row, "vp", self.name))
        return "\n".join(lines)

    def _totals_tip(self, seat: int, most: int = 8) -> str:
        """The city's income and VP a round, and its ``most`` best earners (each building's own
        tip says the rest): a tooltip that stays short however big the city grows."""
        v = self.view
        rows = city_breakdown(v.cities, seat, v.options, v.fixed_other)
        inc = sum(r["income"] for r in rows)
        vp = sum(r["vp"] for r in rows)
        lines = [tr("tbl.totals_tip", inc=inc, vp=vp)]
        earning = sorted((r for r in rows if r["income"] or r["vp"]), key=lambda r: -(r["vp"] + r["income"]))
        for r in earning[:most]:
            lines.append(f"{cname(r['card'])}: {tr('label.income')} {r['income']:+d}, {tr('label.vp')} {r['vp']:+d}")
        if len(earning) > most:
            lines.append(tr("tbl.tip.more", n=len(earning) - most))
        return "\n".join(lines)

    def _seat_tip(self, seat: int) -> str:
        v = self.view
        lines = [f"{self.name(seat)}: " + tr("label.hand", n=v.hand_counts[seat]) + ", " +
                 tr("tbl.vp_n", n=v.vp[seat])]
        lines.append(tr("tbl.arch_yes") if v.architect[seat] else tr("tbl.arch_no"))
        status = self._status(v, seat)
        if status:
            lines.append(status)
        if v.known[seat]:
            lines.append(tr("tbl.known", list=", ".join(cname(c) for c in v.known[seat])))
        lines.append(self._totals_tip(seat, most=6))
        return "\n".join(lines)

    def _track_tip(self) -> str:
        v = self.view
        lines = [tr("tbl.track_tip", n=self.target_vp())]
        for p in sorted(range(v.num_players), key=lambda p: -v.vp[p]):
            lines.append(f"{seat_mark(p)} {self.name(p)}: {v.vp[p]} ({tr('label.hand', n=v.hand_counts[p])})")
        return "\n".join(lines)

    # ------------------------------------------------------------------ geometry

    # ------------------------------------------------------------------ hints
    def _hint_rects(self) -> list[pygame.Rect]:
        a = self.live_hint()
        if a is None:
            return []
        if a == GIVEUP or a == PASS or a == ARCHITECT:
            hk = {GIVEUP: pygame.K_g, PASS: pygame.K_p, ARCHITECT: pygame.K_a}[a]
            out = [b.rect for b in self.buttons if b.hotkey == hk]
            if a == ARCHITECT:
                out += [s.rect for s in self.other_sprites if s.key[0] == "arch"]
            return out
        cards = [c for c in a[1:] if c != ARCH]
        out = []
        for c in cards:
            pool = self.other_sprites if a[0] == "keep" else self.hand_sprites
            out += [s.rect for s in pool if s.key[1:2] == (c,)][:1]
        if a[0] in ("build", "pair", "extra"):
            out.append(SLOT1)
        return out
