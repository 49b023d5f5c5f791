"""The City at the table: the other cities along the top, the VP track, your city, your hand.

Layout (logical 1280x720): the HUD strip; one compact panel per other player (name, hand,
VP, income and VP per round, the Architect, the face-down commit, the city as small tiles);
the VP track to the target; your city as large tiles with what each building earns now;
your status panel on the right; your hand along the bottom and, at its right, your build
slot (two slots with a construction hut) or the tray for payments and discards.

Choosing: drag a hand card (or the Architect) onto the build slot, or click it (one click:
it has one place to go); "Give up building" is a button (G). With a construction hut the
first card waits in slot 1 while slot 2 glows for the second; "Build only ..." confirms one.
Paying, the setup discard, the Survey and the hand limit are asked in place: the cards that
may be given glow, a click (or a drag onto the tray) moves one into the tray, a counter says
how many more, and Confirm (Enter) sends them. Giving up shows the drawn cards over your
city: click the one to keep (or press 1-5). Every target comes from ``view.legal_actions()``;
every income and VP formula explains itself on hover.
"""

from __future__ import annotations

import pygame

from tabletop.engine import i18n as engine_i18n
from tabletop.ui import i18n, sound, theme
from tabletop.ui.cards import CardSprite, Hand, draw_brackets, draw_cards, draw_highlight, numbered
from tabletop.ui.dragdrop import DropTarget
from tabletop.ui.fx import HoverZone
from tabletop.ui.table import HUD_H, ResultsScene, TableScene, seat_color, seat_mark
from tabletop.ui.text import render, render_block, render_fit
from tabletop.ui.widgets import Button, panel

from . import art, data
from .rules import (
    ARCH, ARCHITECT, COST, GIVEUP, HUT, IDX, NS, ONE_PER_CITY, PASS, PREREQ, REDUCERS, SYMS, can_build,
    city_breakdown, effective_cost, why_not,
)

GAME_ID = NS
MARGIN = 24
OPP_Y, OPP_H = HUD_H + 6, 134
OPP_RIGHT = theme.W - 184   # the log's tab and the piles sit to the right
PILES = pygame.Rect(OPP_RIGHT + 8, OPP_Y + 44, theme.W - MARGIN - OPP_RIGHT - 8, OPP_H - 44)
TRACK = pygame.Rect(MARGIN, OPP_Y + OPP_H + 6, theme.W - 2 * MARGIN, 36)
CITY = pygame.Rect(MARGIN, TRACK.bottom + 8, 896, 300)
SIDE = pygame.Rect(CITY.right + 12, CITY.y, theme.W - MARGIN - CITY.right - 12, CITY.h)
HAND_CENTER = (470, theme.H - 78)
HAND_ZONE = pygame.Rect(MARGIN, CITY.bottom + 10, 910, theme.H - CITY.bottom - 10)
SLOT1 = pygame.Rect(CITY.right + 34, CITY.bottom + 24, 100, 140)
SLOT2 = pygame.Rect(SLOT1.right + 14, SLOT1.y, 100, 140)
TRAY = pygame.Rect(SIDE.x, CITY.bottom + 12, SIDE.w, theme.H - CITY.bottom - 18)
ARCH_RECT = pygame.Rect(SIDE.right - 82, SIDE.y + 44, 70, 98)
BUTTON_Y = SIDE.bottom - 50
TILE_BIG = (142, 44)
TILE_SMALL = (68, 18)
SMALL = (70, 98)
TRAY_MODES = ("open", "pay", "sdiscard", "limit")


def tr(key: str, **fmt) -> str:
    return engine_i18n.tr(NS, key, i18n.lang(), **fmt)


def cname(card: str) -> str:
    return tr("card." + card)


def term_text(term: dict, name_of) -> str:
    """One formula term in words with its count and value ("1 per fountain in this city (3) = +3")."""
    if term["counter"] is None:
        return f"{term['k']:+d}"
    arg = term["arg"]
    what = tr("sym." + arg) if term["counter"].startswith("per_sym") else cname(arg)
    words = tr("formula." + term["counter"], k=term["k"], what=what)
    extra = ""
    if term["counter"] == "per_sym_plus_other" and term["seat"] >= 0:
        extra = tr("tbl.with_city", name=name_of(term["seat"])) + " "
    return tr("tbl.term", words=words, extra=extra, count=term["count"], value=f"{term['value']:+d}")


def row_text(row: dict, which: str, name_of) -> str:
    terms = row[which + "_terms"]
    label = tr("label." + which)
    parts = [term_text(t, name_of) for t in terms]
    if len(terms) == 1 and terms[0]["counter"] is None:
        return f"{label}: {terms[0]['k']:+d}"
    return f"{label}: " + " ".join(parts) + f"  =  {row[which]:+d}"


class GameScene(TableScene):
    def __init__(self, app, session):
        self.hand = None
        self.drag = None
        self.hand_sprites: list[CardSprite] = []
        self.other_sprites: list[CardSprite] = []
        self.staged: list = []          # sprite keys in the tray
        self.stage_for = None           # the decision the tray belongs to
        self.first = None               # construction hut: the sprite key waiting in slot 1
        self.buttons: list[Button] = []
        self.zones: list[HoverZone] = []
        self.frozen_len: dict[int, int] = {}
        self.track: list[float] = []
        self.pulse_t = 0.0
        self.anim_serial = 0
        self.track_holders: list = []
        self.rounds_shown: int | None = None   # rounds whose scoring screen was shown (or skipped)
        self.pending_round: dict | None = None  # the scoring screen waiting for the animations
        super().__init__(app, session)
        self.track = [float(x) for x in self.view.vp]

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

    # ------------------------------------------------------------------ sync
    def sync(self) -> None:
        v = self.view
        if self.hand is None:
            self.hand = Hand(self.tweens, center=HAND_CENTER, max_width=HAND_ZONE.w - 20)
        if len(self.track) != v.num_players:
            self.track = [float(x) for x in v.vp]
        if not self._track_moving() and not self.frozen_len:
            self.track = [float(x) for x in v.vp]
        self._note_rounds(v)
        m = self.mode()
        stage_key = (m, v.round, v.pending[:3] if v.pending else None)
        if stage_key != self.stage_for:
            self.stage_for = stage_key
            self.staged = []
            if m != "choose":
                self.first = None
        if m != "choose":
            self.first = None
        lang = i18n.lang()
        old = {s.key: s for s in self.hand_sprites}
        sprites = []
        for card, n in numbered(v.hand):
            key = ("hand", card, n)
            s = old.get(key) or CardSprite(key, pos=(HAND_CENTER[0], theme.H + 90))
            s.face = art.card_face(card, lang, theme.HAND_CARD, self._cost_now(card))
            s._cache.clear()
            sprites.append(s)
        self.hand_sprites = sprites
        keys = {s.key for s in sprites}
        self.staged = [k for k in self.staged if k in keys]
        if self.first not in keys:
            self.first = None
        in_hand = [s for s in sprites if s.key not in self.staged and s.key != self.first]
        self.hand.set_cards(in_hand)
        for s in sprites:
            # cards that may not go anywhere can still be picked up in a choice: the drop explains why
            s.draggable = bool(self.targets_for(s)) or m in ("choose",) + TRAY_MODES
            s.one_click = m in TRAY_MODES  # picking cards to pay with (taken back until confirmed)
            s.highlight = ("legal" if self.targets_for(s) and m in TRAY_MODES + ("extra",) and s.key not in self.staged
                           else None)
        self._place_tray()
        if self.first is not None:
            s = next(s for s in sprites if s.key == self.first)
            s.base_pos = SLOT1.center
            self.tweens.to(s, "pos", SLOT1.center, theme.MOVE_MS)
        # the Architect card and the drawn cards of a give-up
        others = []
        if v.architect[self.viewer]:
            a = CardSprite(("arch",), art.card_face(ARCH, lang, SMALL), pos=ARCH_RECT.center)
            a.draggable = bool(self.targets_for(a))
            a.highlight = "legal" if a.draggable else None
            others.append(a)
        if m == "keep":
            drawn = list(v.drawn)
            xs = self._keep_positions(len(drawn))
            for i, card in enumerate(drawn):
                d = CardSprite(("drawn", card, i), art.card_face(card, lang, theme.HAND_CARD), pos=xs[i])
                d.draggable = True
                d.one_click = True  # a card to keep: the click is the choice (no other place to go)
                d.highlight = "legal"
                others.append(d)
        self.other_sprites = others
        if self.drag is None:
            self.drag = self.drag_controller(self._drag_sprites, self.targets_for, self.on_drop, self.reason_for)
        self.drag.set_targets(self._targets())
        self._build_buttons()
        self._build_zones()
        self.widgets = list(self.hud_buttons) + [self.drag] + self.buttons + [self.log_panel]

    def _drag_sprites(self):
        staged = [s for s in self.hand_sprites if s.key in self.staged or s.key == self.first]
        rest = [s for s in self.hand_sprites if s not in staged]
        return rest + staged + self.other_sprites

    def _cost_now(self, card: str):
        return effective_cost(self.view.cities[self.viewer], card, self.cfg())

    def _place_tray(self) -> None:
        staged = [s for s in self.hand_sprites if s.key in self.staged]
        if not staged:
            return
        inner = TRAY.inflate(-24, -40)
        room = inner.w - 100 - (SMALL[0] + 6 if self.mode() == "pay" else 0)
        step = min(70, room / max(1, len(staged) - 1)) if len(staged) > 1 else 0
        x0 = inner.x + 50
        for i, s in enumerate(staged):
            p = (x0 + i * step, TRAY.bottom - 76)
            s.base_pos = p
            if s.pos != p:
                self.tweens.to(s, "pos", p, theme.MOVE_MS)

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
                                           lambda c=c: self.play(("build", c)), hotkey=pygame.K_RETURN,
                                           style="primary", size=theme.XS, tooltip=lambda: tr("tbl.build_only.tip")))
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
                                           hotkey=pygame.K_p, style="primary", size=theme.XS,
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
        v = self.view
        return can_build(v.cities[self.viewer], len(v.hand) - 1, card, self.cfg())

    def _second_ok(self, first: str, card: str) -> bool:
        v = self.view
        city = v.cities[self.viewer]
        cfg = self.cfg()
        left = len(v.hand) - 2
        if can_build(city, left, first, cfg):
            left -= effective_cost(city, first, cfg)
            city = city + (first,)
        return can_build(city, left, card, cfg)

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
                return {"slot2": a} if a in legal and self._second_ok(self.first[1], card) else {}
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
        if m == "extra":
            cfg = self.cfg()
            printed = COST[card] if cfg.hut_printed else effective_cost(v.cities[self.viewer], card, cfg)
            if printed > data.HUT_MAX_COST:
                return tr("why.hut_cost")
            return self.why_text(card, len(v.hand) - 1)
        if m == "choose":
            if self.first is not None and sprite.key != self.first:
                return self.why_text(card, len(v.hand) - 2, after=self.first[1]) or tr("why.hut_cost")
            why = self.why_text(card, len(v.hand) - 1)
            if why:
                return why
            return tr("tbl.why.slot")
        return tr("tbl.why.wait")

    def why_text(self, card: str, hand_len: int, after: str | None = None) -> str:
        """Why ``card`` cannot be built now, in words (empty if it can)."""
        v = self.view
        cfg = self.cfg()
        city = v.cities[self.viewer]
        if after is not None and can_build(city, hand_len, after, cfg):
            hand_len -= effective_cost(city, after, cfg)
            city = city + (after,)
        key = why_not(city, hand_len, card, cfg)
        if key is None:
            return ""
        if key == "why.prereq":
            return tr("tbl.why.prereq", card=cname(card),
                      needs=tr("tbl.or").join(cname(p) for p in PREREQ[card]))
        if key == "why.cost":
            return tr("tbl.why.cost", card=cname(card), cost=effective_cost(city, card, cfg), n=hand_len)
        return tr(key)

    # ------------------------------------------------------------------ input
    def handle_table(self, event) -> bool:
        if event.type == pygame.KEYDOWN and self.mode() == "keep" and pygame.K_1 <= event.key <= pygame.K_9:
            i = event.key - pygame.K_1
            drawn = [s for s in self.other_sprites if s.key[0] == "drawn"]
            if i < len(drawn):
                self.play(("keep", drawn[i].key[1]))
                return True
        return super().handle_table(event)

    # ------------------------------------------------------------------ hover
    def table_tip(self, pos):
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
        from .rules import explain_formula

        return explain_formula(src, i18n.lang())

    def _build_zones(self) -> None:
        zones = []
        for seat, rect in self._opponent_rects():
            zones.append(HoverZone(rect, lambda seat=seat: self._seat_tip(seat)))
            for i, r in self._tile_rects(seat, rect):
                zones.append(HoverZone(r, lambda seat=seat, i=i: self._tile_tip(seat, i)))
        for i, r in self._my_tile_rects():
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

    def _totals_tip(self, seat: int) -> str:
        v = self.view
        rows = city_breakdown(v.cities, seat, v.options, v.fixed_other)
        inc = sum(r["income"] for r in rows)
        vp = sum(r["vp"] for r in rows)
        lines = [tr("tbl.totals_tip", inc=inc, vp=vp)]
        for r in rows:
            if r["income"] or r["vp"]:
                lines.append(f"{cname(r['card'])}: {tr('label.income')} {r['income']:+d}, {tr('label.vp')} {r['vp']:+d}")
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
        lines.append(self._totals_tip(seat))
        return "\n".join(lines)

    def _track_tip(self) -> str:
        v = self.view
        lines = [tr("tbl.track_tip", n=self.target_vp())]
        for p in sorted(range(v.num_players), key=lambda p: -v.vp[p]):
            lines.append(f"{seat_mark(p)} {self.name(p)}: {v.vp[p]} ({tr('label.hand', n=v.hand_counts[p])})")
        return "\n".join(lines)

    # ------------------------------------------------------------------ geometry
    def _opponent_rects(self) -> list[tuple[int, pygame.Rect]]:
        v = self.view
        n = v.num_players
        others = [(self.viewer + i) % n for i in range(1, n)]
        k = len(others)
        w = (OPP_RIGHT - MARGIN - 8 * (k - 1)) // k
        return [(s, pygame.Rect(MARGIN + i * (w + 8), OPP_Y, w, OPP_H)) for i, s in enumerate(others)]

    def _tile_geom(self, seat: int, rect: pygame.Rect, n: int | None = None):
        n = len(self.view.cities[seat]) if n is None else n
        th = TILE_SMALL[1]
        rows = max(1, (rect.bottom - 6 - (rect.y + 48)) // (th + 3))
        per_row = max(1, -(-n // rows))
        tw = int(max(TILE_SMALL[0], min(150, (rect.w - 16) / per_row - 4)))
        cols = max(1, (rect.w - 16) // (tw + 4))
        return tw, th, cols, rows

    def _tile_rects(self, seat: int, rect: pygame.Rect):
        city = self.city(seat)
        tw, th, cols, rows = self._tile_geom(seat, rect)
        out = []
        for i in range(min(len(city), cols * rows)):
            r, c = divmod(i, cols)
            out.append((i, pygame.Rect(rect.x + 8 + c * (tw + 4), rect.y + 48 + r * (th + 3), tw, th)))
        return out

    def _my_tile_rects(self, count: int | None = None):
        n = len(self.city(self.viewer)) if count is None else count
        tw, th = TILE_BIG
        cols = (CITY.w - 16) // (tw + 6)
        out = []
        for i in range(n):
            r, c = divmod(i, cols)
            out.append((i, pygame.Rect(CITY.x + 10 + c * (tw + 6), CITY.y + 40 + r * (th + 6), tw, th)))
        return out

    def _my_totals_rect(self) -> pygame.Rect:
        return pygame.Rect(SIDE.x + 8, SIDE.y + 80, SIDE.w - 100, 70)

    def _pile_rect(self) -> pygame.Rect:
        return PILES

    def _seat_anchor(self, seat: int):
        if seat == self.viewer:
            return (CITY.centerx, CITY.y + 24)
        for s, r in self._opponent_rects():
            if s == seat:
                return r.center
        return CITY.center

    def _slot_of(self, seat: int) -> pygame.Rect:
        if seat == self.viewer:
            return SLOT1
        for s, r in self._opponent_rects():
            if s == seat:
                return pygame.Rect(r.right - 34, r.y + 8, 26, 36)
        return SLOT1

    def _tile_center(self, seat: int, index: int, v):
        if seat == self.viewer:
            rects = self._my_tile_rects(index + 1)
            return rects[index][1].center if rects else CITY.center
        for s, r in self._opponent_rects():
            if s == seat:
                tw, th, cols, rows = self._tile_geom(seat, r, len(v.cities[seat]))
                row, col = divmod(index, cols)
                return (r.x + 8 + col * (tw + 4) + tw // 2, min(r.bottom - 12, r.y + 48 + row * (th + 3) + th // 2))
        return CITY.center

    def _track_x(self, value: float) -> float:
        n = self.target_vp()
        cw = (TRACK.w - 20) / n
        return TRACK.x + 10 + min(value, n) * cw

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

    # ------------------------------------------------------------------ animation
    def animate_action(self, entry, before, after) -> None:
        ai = self.session.is_ai(entry.player)
        travel = theme.AI_MOVE_MS if ai else theme.MOVE_MS
        b_ev, a_ev = list(before.events), list(after.events)
        new = a_ev[len(b_ev):] if a_ev[:len(b_ev)] == b_ev else a_ev
        self.anim_serial += 1
        serial = self.anim_serial
        self.frozen_len = {p: len(before.cities[p]) for p in range(after.num_players)
                           if len(after.cities[p]) > len(before.cities[p]) and not self.frozen_len.get(p)} | {
            p: n for p, n in self.frozen_len.items()}
        self.track = [float(x) for x in before.vp] if len(self.track) != after.num_players else self.track
        lang = i18n.lang()
        t = 0.0
        reveal_pos: dict[int, tuple] = {}
        grown = {p: len(before.cities[p]) for p in range(after.num_players)}
        for e in new:
            kind = e[0]
            if kind == "reveal":
                commits = e[1]
                n = len(commits)
                w = 116
                x0 = CITY.centerx - (n - 1) * w / 2
                hold = 1100
                for q, c in enumerate(commits):
                    pos = (x0 + q * w, CITY.y + 140)
                    reveal_pos[q] = pos
                    if c == GIVEUP:
                        img = art.giveup_face(lang)
                    elif c == ARCHITECT:
                        img = art.card_face(ARCH, lang)
                    else:
                        img = art.card_face(c[1], lang)
                    self.fx.fly(img, pos, pos, t + q * 90, hold - q * 90,  # shown in place
                                label=(f"{seat_mark(q)} {self.name(q)}", seat_color(q)))
                self.fx.float_text(tr("tbl.reveal"), (CITY.centerx, CITY.y + 40), theme.ACCENT, t, big=True)
                self.fx.sound_at("card_slide", t)
                t += hold
            elif kind in ("built", "architect"):
                p = e[1]
                card = ARCH if kind == "architect" else e[2]
                idx = grown[p]
                grown[p] += 1
                start = reveal_pos.get(p) or self._seat_anchor(p)
                end = self._tile_center(p, idx, after)
                img = art.tile(card, lang, TILE_BIG if p == self.viewer else TILE_SMALL, 0, 0, p == self.viewer)
                self.fx.fly(img, start, end, t, travel, on_done=lambda p=p: self._grow(p, serial))
                self.fx.float_text(tr("tbl.ev.built", card=cname(card)), self._seat_anchor(p), theme.OK, t + travel)
                t += travel * 0.7
            elif kind == "illegal":
                self.fx.float_text(tr("tbl.ev.illegal", card=cname(e[2])), self._seat_anchor(e[1]), theme.DANGER, t)
                t += travel * 0.6
            elif kind == "paid":
                p, cards = e[1], e[2]
                self.fx.float_text(tr("tbl.ev.paid", n=len(cards)), self._seat_anchor(p), theme.TEXT, t)
                for i, c in enumerate(cards[:6]):
                    self.fx.fly(art.card_face(c, lang, (50, 70)), self._seat_anchor(p), self._pile_rect().center,
                                t + i * 60, travel)
                t += travel * 0.5
            elif kind == "giveup":
                p, n = e[1], e[2]
                self.fx.float_text(tr("tbl.ev.giveup", n=n), self._seat_anchor(p), theme.FOCUS, t)
                t += travel * 0.5
            elif kind == "reshuffle":
                self.fx.float_text(tr("tbl.ev.reshuffle", n=e[1]), self._pile_rect().center, theme.ACCENT, t)
            elif kind == "income":
                p, amount, got = e[1], e[2], e[3]
                if amount:
                    self.fx.float_text(tr("tbl.ev.income", n=got), self._seat_anchor(p), theme.FOCUS, t)
                    end = HAND_CENTER if p == self.viewer else self._seat_anchor(p)
                    for i in range(min(got, 4)):
                        self.fx.fly(art.card_back((50, 70)), self._pile_rect().center, end, t + i * 70, travel)
                t += travel * 0.3
            elif kind == "vp":
                p, amount = e[1], e[2]
                if amount:
                    self.fx.float_text(tr("tbl.ev.vp", n=amount), (self._seat_anchor(p)[0], self._seat_anchor(p)[1] + 22),
                                theme.ACCENT, t)
                self._tween_track(p, after.vp[p], t, travel)
                t += travel * 0.3
            elif kind == "limit":
                self.fx.float_text(tr("tbl.ev.limit", n=len(e[2])), self._seat_anchor(e[1]), theme.TEXT, t)
                t += travel * 0.4
            elif kind == "open":
                pass
            elif kind == "end":
                self.fx.float_text(tr("tbl.ev.end"), (CITY.centerx, CITY.y + 130), theme.ACCENT, t, big=True)
        if self.frozen_len:
            self.tweens.after(t + 60, lambda: self._thaw(serial))
        self.sync()
        if any(e[0] == "vp" for e in new) and self.pending_round is not None:
            # the round's scoring screen, once its flights, floaters and markers have played
            self.tweens.after(t + 700, self._show_round)

    def _grow(self, seat: int, serial: int) -> None:
        if serial != self.anim_serial or seat not in self.frozen_len:
            return
        self.frozen_len[seat] += 1
        sound.play("card_place")
        self._build_zones()

    def _thaw(self, serial: int) -> None:
        if serial != self.anim_serial:
            return
        self.frozen_len = {}
        if not self._track_moving():
            self.track = [float(x) for x in self.view.vp]
        self.sync()

    def _tween_track(self, seat: int, value: int, delay: float, duration: float) -> None:
        holder = _TrackHolder(self, seat)
        self.track_holders = [h for h in self.track_holders if self.tweens.is_tweening(h)] + [holder]
        self.tweens.queue(holder, "value", float(value), duration * 1.5, delay_ms=delay)

    def _track_moving(self) -> bool:
        return any(self.tweens.is_tweening(h) for h in self.track_holders)

    def action_sound(self, action) -> str:
        if action in (GIVEUP, PASS):
            return "card_slide"
        return "card_place"

    # ------------------------------------------------------------------ end of round
    def _note_rounds(self, v) -> None:
        """Notice a round scored since the last screen (also after undo, a hot-seat curtain or a load)."""
        scored = len(v.vp_history[0]) if v.vp_history else 0
        if self.rounds_shown is None:
            self.rounds_shown = scored          # a loaded game does not replay old rounds
        if scored < self.rounds_shown:          # undone
            self.rounds_shown = scored
        if self.pending_round is not None and self.pending_round["round"] > scored:
            self.pending_round = None
        if scored > self.rounds_shown and self.pending_round is None and not self.session.is_terminal():
            summary = round_summary(v)
            if summary is None:                 # the next round has begun: too late to show it
                self.rounds_shown = scored
            else:
                self.pending_round = summary

    def _show_round(self) -> None:
        """Push the round's scoring screen if it is due and the table is on top (else update() retries)."""
        pend = self.pending_round
        if pend is None:
            return
        if self.session.is_terminal():          # the final results screen covers the last round
            self.pending_round = None
            self.rounds_shown = pend["round"]
            return
        if self.hidden or self.app.scenes.top is not self:
            return
        if self.drag is not None and self.drag.mode in ("dragging", "pressed"):
            return                              # not under a card in the hand; update() retries
        self.pending_round = None
        self.rounds_shown = pend["round"]
        self.app.scenes.push(RoundResults(self.app, self, pend))

    def _round_closed(self) -> None:
        self.sync()

    def reveal(self) -> None:
        super().reveal()
        if self.pending_round is not None:
            self.tweens.after(300, self._show_round)

    # ------------------------------------------------------------------ results
    def result_breakdown(self):
        v = self.session.view(self.viewer)
        heads = [tr("tbl.res.buildings"), tr("tbl.res.income"), tr("tbl.res.vp"), tr("tbl.hand_tiebreak")]
        rows = []
        for p in range(v.num_players):
            rows.append([sum(1 for c in v.cities[p] if c != ARCH),
                         f"+{v.last_income[p]}" if v.last_income else "–",
                         f"+{v.last_vp[p]}" if v.last_vp else "–",
                         v.hand_counts[p]])
        return heads, rows

    def score_history(self):
        v = self.session.view(self.viewer)
        n = max((len(h) for h in v.vp_history), default=0)
        if not n:
            return None
        series = []
        for h in v.vp_history:
            acc, s = 0, []
            for x in h:
                acc += x
                s.append(acc)
            series.append(s)
        return [str(i + 1) for i in range(n)], series

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        super().update(dt)
        self.hand.update(dt)
        self.pulse_t += dt
        if self.pending_round is not None and not self.animating_table():
            self._show_round()

    def animating_table(self) -> bool:
        """Flights, floaters, markers or timers still playing on the table."""
        return self.tweens.animating or self.fx.busy

    @property
    def animating(self) -> bool:
        return super().animating

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


def cards_text(n: int) -> str:
    return tr("tbl.rs.card1" if n == 1 else "tbl.rs.cards", n=n)


def round_summary(v) -> dict | None:
    """The last scored round from a view, or None once the next round's reveal has wiped its
    events. Everything in it is public: buildings (all revealed by step 3), income, VP."""
    scored = len(v.vp_history[0]) if v.vp_history else 0
    if not scored or not v.last_vp or not any(e[0] == "vp" for e in v.events):
        return None
    seats = []
    for p in range(v.num_players):
        ev = [e for e in v.events if len(e) > 1 and e[1] == p]
        built = [ARCH if e[0] == "architect" else e[2] for e in ev if e[0] in ("built", "architect")]
        got = next((e[3] for e in ev if e[0] == "income"), None)
        gave_up = any(e[0] == "giveup" for e in ev)
        failed = [e[2] for e in ev if e[0] == "illegal"]
        seats.append({
            "built": built, "gave_up": gave_up, "failed": failed,
            "income": v.last_income[p] if v.last_income else 0, "got": got,
            "vp": v.last_vp[p], "total": v.vp[p],
            "rows": city_breakdown(v.cities, p, v.options, v.fixed_other),
        })
    return {"round": scored, "seats": seats}


class RoundResults(ResultsScene):
    """The end of a round: per seat what it built, its income, the VP it scored and its new
    total; below, the selected seat's buildings with what each earned (hover: the formula).
    Enter, Space or Esc closes it (as does the button); a click or hover on a row selects it."""

    ROW_H = 46

    def __init__(self, app, table: "GameScene", summary: dict):
        self.summary = summary
        seats = summary["seats"]
        heads = [tr("tbl.rs.built"), tr("tbl.rs.income"), tr("tbl.rs.vp")]
        body = [[", ".join(cname(c) for c in s["built"]) or "–",
                 cards_text(s["income"]),
                 f"+{s['vp']}"] for s in seats]
        cells = [str(s["total"]) for s in seats]
        super().__init__(app, table, title=tr("tbl.rs.title", n=summary["round"]), final=False,
                         breakdown=lambda: (heads, body), score_cells=cells, on_close=table._round_closed,
                         places=False)
        self.selected = table.viewer if table.viewer < len(seats) else 0
        self.zones: list[HoverZone] = []
        n = len(seats)
        per_row = (1040 - 56 + 6) // (TILE_BIG[0] + 6)
        most = max((len(s["rows"]) for s in seats), default=0)
        self.tile_rows = max(1, min(3 if n >= 4 else 4, -(-most // per_row)))
        h = 74 + 30 + n * self.ROW_H + 40 + self.tile_rows * (TILE_BIG[1] + 6) + 82
        self.rect = pygame.Rect(0, 0, 1040, h)
        self.rect.center = (theme.W // 2, theme.H // 2)
        self.widgets = [Button((self.rect.centerx - 130, self.rect.bottom - 64, 260, 46),
                               lambda: tr("tbl.rs.continue"), self.close, style="primary")]

    # columns: player, built this round, income, VP this round, total
    def _cols(self):
        x = self.rect.x + 28
        widths = (210, 380, 180, 100, 110)
        out = []
        for w in widths:
            out.append((x, w))
            x += w
        return out

    def _row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 16, self.rect.y + 104 + i * self.ROW_H, self.rect.w - 32, self.ROW_H - 4)

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE,
                                                          pygame.K_ESCAPE):
            self.close()
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and hasattr(event, "pos"):
            for i in range(len(self.summary["seats"])):
                if self._row_rect(i).collidepoint(event.pos):
                    self.selected = i
        return super().handle(event)

    def hover_target(self, pos):
        w = super().hover_target(pos)
        if w is not None:
            return w
        for z in self.zones:
            if z.rect.collidepoint(pos):
                return z
        return None

    def draw(self, surface) -> None:
        table = self.table
        lang = i18n.lang()
        seats = self.summary["seats"]
        panel(surface, self.rect, theme.PANEL, theme.ACCENT, radius=16)
        title = render(self.title, theme.L, theme.ACCENT, True)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 18)))
        cols = self._cols()
        y = self.rect.y + 76
        heads = [tr("tbl.rs.player"), tr("tbl.rs.built"), tr("tbl.rs.income"), tr("tbl.rs.vp"), tr("tbl.rs.total")]
        for (x, w), head in zip(cols, heads):
            surface.blit(render_fit(head, theme.XS, theme.TEXT_DIM, w - 10, True), (x, y))
        lead = max(s["total"] for s in seats)
        for i, s in enumerate(seats):
            rr = self._row_rect(i)
            if i == self.selected:
                pygame.draw.rect(surface, theme.PANEL_HI, rr, border_radius=8)
                pygame.draw.rect(surface, seat_color(i), rr, 1, border_radius=8)
            cy = rr.centery
            (x0, w0), (x1, w1), (x2, w2), (x3, w3), (x4, w4) = cols
            name = table.seat_label(i, theme.S, w0 - 10)
            surface.blit(name, name.get_rect(midleft=(x0, cy)))
            # what was built this round, as small tiles (or why nothing was)
            if s["built"]:
                tw = min(200, (w1 - 10) // len(s["built"]) - 6)
                for k, card in enumerate(s["built"]):
                    img = art.tile(card, lang, (tw, 26), 0, 0, False)
                    surface.blit(img, img.get_rect(midleft=(x1 + k * (tw + 6), cy)))
            else:
                why = tr("tbl.rs.gave_up") if s["gave_up"] else (
                    tr("tbl.rs.failed", card=cname(s["failed"][0])) if s["failed"] else tr("tbl.rs.nothing"))
                img = render_fit(why, theme.XS, theme.TEXT_DIM, w1 - 10)
                surface.blit(img, img.get_rect(midleft=(x1, cy)))
            inc = cards_text(s["income"])
            if s["got"] is not None and s["got"] < s["income"]:
                inc = tr("tbl.rs.cards_short", n=s["got"], of=s["income"])
            img = render_fit(inc, theme.S, theme.TEXT, w2 - 10)
            surface.blit(img, img.get_rect(midleft=(x2, cy)))
            img = render(f"+{s['vp']}", theme.S, theme.ACCENT, True)
            surface.blit(img, img.get_rect(midleft=(x3, cy)))
            img = render(tr("tbl.vp_n", n=s["total"]), theme.S, theme.ACCENT if s["total"] == lead else theme.TEXT, True)
            surface.blit(img, img.get_rect(midleft=(x4, cy)))
        # the selected seat's buildings with what each earned this round
        sel = seats[self.selected]
        y = self._row_rect(len(seats)).y + 6
        head = tr("tbl.rs.detail", name=table.name(self.selected), cards=cards_text(sel["income"]), vp=sel["vp"])
        img = render_fit(head, theme.XS, theme.TEXT, self.rect.w - 56, True)
        surface.blit(img, (self.rect.x + 28, y))
        y += 26
        tw, th = TILE_BIG
        area = pygame.Rect(self.rect.x + 28, y, self.rect.w - 56, self.tile_rows * (th + 6))
        per_row = max(1, (area.w + 6) // (tw + 6))
        cap = per_row * self.tile_rows
        rows = sel["rows"]
        order = sorted(range(len(rows)), key=lambda k: (-(rows[k]["income"] + rows[k]["vp"] > 0), k))
        self.zones = []
        if not rows:
            img = render(tr("tbl.rs.empty"), theme.XS, theme.TEXT_DIM)
            surface.blit(img, (area.x, area.y + 4))
        shown = order[:cap - 1] if len(order) > cap else order
        for n, k in enumerate(shown):
            row = rows[k]
            r = pygame.Rect(area.x + (n % per_row) * (tw + 6), area.y + (n // per_row) * (th + 6), tw, th)
            img = art.tile(row["card"], lang, TILE_BIG, row["income"], row["vp"], True)
            if row["income"] == 0 and row["vp"] == 0:
                img = img.copy()
                img.set_alpha(150)
            surface.blit(img, r)
            self.zones.append(HoverZone(r, lambda row=row, seat=self.selected: "\n".join(
                [cname(row["card"]) + f"  ({table.name(seat)})", row_text(row, "income", table.name),
                 row_text(row, "vp", table.name)])))
        if len(order) > len(shown):
            n = len(shown)
            r = pygame.Rect(area.x + (n % per_row) * (tw + 6), area.y + (n // per_row) * (th + 6), tw, th)
            rest = [rows[k] for k in order[len(shown):]]
            img = render(tr("tbl.rs.more", n=len(rest), cards=cards_text(sum(x["income"] for x in rest)),
                            vp=sum(x["vp"] for x in rest)), theme.XS, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midleft=(r.x + 6, r.centery)))
        hint = render(tr("tbl.rs.keys"), theme.XS, theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(bottomright=(self.rect.right - 24, self.rect.bottom - 22)))
        self.draw_countdown(surface)
        for w in self.widgets:
            if w.visible:
                w.draw(surface)


class _TrackHolder:
    """Tweens one seat's marker on the VP track."""

    def __init__(self, scene: GameScene, seat: int):
        self.scene, self.seat = scene, seat

    @property
    def value(self) -> float:
        t = self.scene.track
        return t[self.seat] if self.seat < len(t) else 0.0

    @value.setter
    def value(self, x: float) -> None:
        t = self.scene.track
        if self.seat < len(t):
            t[self.seat] = x


def thumbnail(size) -> pygame.Surface:
    """The menu tile: a sky, a brick skyline and three building cards."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, art.SKY, surf.get_rect(), border_radius=10)
    x = 6
    k = 7
    while x < w - 6:
        bw = 12 + k % 10
        bh = 20 + (k * 13) % 40
        pygame.draw.rect(surf, art.BRICK if k % 3 else art.BRICK_DARK, (x, h - bh - 6, bw, bh))
        for wy in range(h - bh, h - 12, 8):
            pygame.draw.rect(surf, (250, 226, 120), (x + 3, wy, 3, 3))
        x += bw + 3
        k = (k * 17 + 5) % 29
    lang = i18n.lang()
    for i, card in enumerate(("kino", "bahnhof", "rathaus")):
        img = art.card_face(card, lang, (50, 70))
        img = pygame.transform.rotate(img, 12 - i * 12)
        surf.blit(img, img.get_rect(center=(w // 2 - 44 + i * 44, h // 2 - 8)))
    return surf
