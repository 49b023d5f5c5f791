"""Pyramid Raiders' input: drag and drop, clicks on cells and arrows, the in-place choice
buttons, and the tooltips of the table.

Playing: drag an action card onto your slot (or click it, then the slot). Moving: drag your
raider along a path (the path is drawn, pushes are marked) and drop it on a glowing end
cell, or click an end cell, or click the next cell one step at a time. Entry/return,
teleport, Magic Hands, Big Magnets, decoy and push choices: click a glowing cell. Card 1:
click an arrow around the guardian (keys 1-6). Card 2 and item modes: buttons with hotkeys.
What a gesture means is worked out by ``planning`` (pure); every target comes from
``view.legal_actions()``.
"""

from __future__ import annotations

import pygame

from tabletop.ui import i18n, theme
from tabletop.ui.fx import HoverZone
from tabletop.ui.table import seat_mark
from tabletop.ui.widgets import Button

from .. import art
from .. import data
from .. import planning, words
from ..rules import score_parts
from .layout import SIDE, SLOT, token_name, tr


class InputMixin:
    """Input and tooltips of :class:`GameScene`."""

    # ------------------------------------------------------------------ choices (in place)
    def _build_choices(self) -> None:
        self.choice_buttons = []
        v = self.view
        legal = self.legal()
        if not legal:
            return
        specs = []
        if v.phase == "mode":
            keys = {"walk": pygame.K_w, "teleport": pygame.K_t, "magic": pygame.K_m}
            specs = [(a, tr("ui." + a), keys[a], tr("ui." + a + ".tip")) for a in legal]
        elif v.phase == "flip":
            specs = [("flip", tr("ui.flip"), pygame.K_f, tr("ui.flip.tip")),
                     ("keep", tr("ui.keep"), pygame.K_k, tr("ui.keep.tip"))]
        elif v.phase == "decoy":
            specs = [("nodecoy", tr("ui.nodecoy"), pygame.K_n, tr("ui.nodecoy.tip"))]
        y = SIDE.bottom - 60
        x = SIDE.x + 12
        w = (SIDE.w - 24 - 8 * (max(1, len(specs)) - 1)) // max(1, len(specs))
        for a, label, hk, tip in specs:  # all alike: the table suggests no choice (and Enter picks none)
            self.choice_buttons.append(Button((x, y, w, 44), label, lambda a=a: self.play(a), hotkey=hk,
                                              tooltip=tip, size=theme.XS))
            x += w + 8

    # ------------------------------------------------------------------ drag and drop
    def targets_for(self, sprite) -> dict:
        legal = self.legal()
        if sprite.key == "pawn":
            return {("cell", c): ("path", c) for c in self.ends}
        a = ("card", sprite.key[1])
        return {"slot": a} if a in legal else {}

    def on_drop(self, sprite, key, action) -> None:
        if sprite.key == "pawn":
            self.tweens.cancel(sprite, "pos")
            self._walk_to(key[1], self.trace)
            self.trace = []
            return
        self.play(action)

    def reason_for(self, sprite, key) -> str:
        if not self.my_turn:
            return tr("why.wait")
        if sprite.key == "pawn":
            self.trace = []
            cell = key[1] if isinstance(key, tuple) else None
            return tr(planning.drop_refusal(self.view, cell))
        return tr("why.card_slot")

    def _walk_to(self, end: int, trace) -> None:
        paths = self.ends.get(end)
        if not paths:
            return
        path = planning.pick_path(paths, trace)
        self.pending_path = list(path)
        self.walk_plan = list(planning.push_plan(self.view, self.view.active, tuple(path)) or [])
        self.pawn.visible = False
        self._advance_path()

    def _advance_path(self) -> None:
        """Play the next planned step (one per animation), stopping at a real push choice."""
        v = self.view
        if not self.my_turn:
            self.pending_path = []
            self.walk_plan = []
            return
        planned = bool(self.pending_path)
        action, rest = planning.next_planned(v, self.legal(), self.pending_path, self.walk_plan)
        if action is None:
            if planned and not rest and v.phase != "push":  # the plan cannot go on: back to the player
                self.pending_path = []
                self.walk_plan = []
                self.sync()
            return
        if action[0] == "step":  # the pushes still ahead of the planned path, from here
            self.walk_plan = list(planning.push_plan(v, v.active, tuple(self.pending_path)) or [])
        self.pending_path = list(rest)
        self.play(action)

    # ------------------------------------------------------------------ input
    def handle_table(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_cell = art.cell_at(event.pos)
            if self.drag is not None and self.drag.mode == "dragging" and self.drag.active is self.pawn:
                self._trace_to(self.hover_cell)
        if event.type == pygame.KEYDOWN and self.my_turn and self.view.phase == "face":
            k = event.key - pygame.K_1
            if 0 <= k < 6 and ("face", k) in self.legal():
                self.play(("face", k))
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            used = super().handle_table(event)
            self._press_cell = -1 if used else art.cell_at(event.pos)
            if not used:
                for d, r in self.face_arrows():
                    if r.collidepoint(event.pos):
                        self._press_cell = ("face", d)
            return used
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._press_cell != -1 \
                and self.drag is not None and self.drag.mode == "idle":
            pc, self._press_cell = self._press_cell, -1
            if isinstance(pc, tuple):
                if any(r.collidepoint(event.pos) for d, r in self.face_arrows() if d == pc[1]):
                    self.play(pc)
                    return True
                return False
            c = art.cell_at(event.pos)
            if c == pc and c >= 0 and self._click_cell(c):
                return True
        return super().handle_table(event)

    def _click_cell(self, c: int) -> bool:
        if not self.my_turn:
            return False
        choice = planning.click_choice(self.view, self.legal(), self.ends, c)
        if choice is None:
            return False
        kind, what = choice
        if kind == "walk":
            self._walk_to(what, [])
            return True
        if what[0] == "step":  # one step taken by hand: no plan any more
            self.pending_path = []
            self.walk_plan = []
        self.play(what)
        return True

    def _trace_to(self, c: int) -> None:
        v = self.view
        self.trace = planning.extend_trace(self.trace, c, v.pos[v.active], self.good)

    def _display_path(self) -> list[int]:
        v = self.view
        if not self.my_turn or v.phase != "step":
            return []
        if self.drag.mode == "dragging" and self.drag.active is self.pawn:
            return list(self.trace)
        if self.pending_path:
            return [v.pos[v.active]] + list(self.pending_path)
        c = self.hover_cell
        if c in self.ends:
            return [v.pos[v.active]] + list(self.ends[c][0])
        return []

    def preview_pushes(self) -> list:
        """The push links the path on screen would make: ``(piece, from, to, asks)`` in order."""
        v = self.view
        path = self._display_path()
        if len(path) < 2:
            return []
        key = (len(self.session.record.actions), self.viewer, tuple(path))
        if self._push_key != key:
            self._push_key = key
            self._push_links = planning.push_plan(v, v.active, tuple(path[1:])) or []
        return self._push_links

    def planned_push(self):
        """While a planned walk waits at a push choice: the destination the plan had for it."""
        if not self.my_turn:
            return None
        return planning.planned_push(self.view, self.legal(), self.walk_plan)

    # ------------------------------------------------------------------ hover
    def table_tip(self, pos):
        for z in self.zones:
            if z.rect.collidepoint(pos):
                return z
        c = art.cell_at(pos)
        if c >= 0:
            return HoverZone(art.cell_rect(c), self._cell_tip(c))
        return None

    def _cell_tip(self, c: int) -> str:
        v, sh = self.view, self.shown
        place = words.where(c, i18n.lang())
        lines = [place[:1].upper() + place[1:]]
        t = v.terrain[c]
        if t == data.PILLAR:
            lines.append(tr("tip.pillar"))
        elif t == data.PUDDLE:
            lines.append(tr("tip.puddle"))
        elif data.RING[c] == 4:
            lines.append(tr("tip.edge"))
        if sh.tokens[c] >= 0:
            lines.append(token_name(sh.tokens[c]))
        if c == sh.guardian:
            lines.append(self._guardian_tip())
        for piece in range(7):
            if sh.pos[piece] == c:
                lines.append(tr("decoy") if piece == data.DECOY else f"{seat_mark(piece)} {self.name(piece)}")
        if c in self.ends:
            lines.append(tr("tip.end"))
        return "\n".join(lines)

    def _guardian_tip(self) -> str:
        v = self.view
        return tr("tip.guardian", dir=words.direction(v.facing, i18n.lang()), n=v.sight_marker,
                  tile=tr("tile.cw" if v.tile_cw else "tile.ccw"))

    def _build_zones(self) -> None:
        v = self.view
        zones = self._score_zones()
        for seat, rect in self._seat_rects():
            zones.append(HoverZone(self._item_rect(seat, rect), lambda s=seat: self._item_tip(s)))
            zones.append(HoverZone(rect, lambda s=seat: self._seat_tip(s)))
        zones.append(HoverZone(self._die_rect(), lambda: tr("tip.die", n=self.shown.last_die or "-")))
        zones.append(HoverZone(self._tile_rect(), lambda: tr("tip.tile", tile=tr("tile.cw" if self.shown.tile_cw else "tile.ccw"))))
        for s in self.hand_sprites:
            zones.append(HoverZone(s.rect, lambda k=s.key[1]: self.card_info(k)))
        zones.append(HoverZone(SLOT, lambda: tr("tip.slot")))
        self.zones = zones
        del v

    def _score_zones(self) -> list:
        """Tooltips naming each treasure counter and explaining the score rows and the marker
        (listed before the panels' own tips, which they sit on)."""
        zones = []
        for seat, rect in self._seat_rects():
            if seat == self.viewer:
                ir = self._item_rect(seat, rect)
                chips = [(tok, pygame.Rect(rect.x + 12 + 40 * tok, ir.bottom + 10, 38, 24)) for tok in range(7)]
                y = ir.bottom + 44
                for row in ("sets", "variety", "scrolls", "curses"):
                    zones.append(HoverZone((rect.x + 10, y - 2, rect.w - 20, 22), tr("tip.row." + row)))
                    y += 22
            else:
                chips = [(tok, r.inflate(18, 6).move(9, 0)) for tok, r in self._token_chips(rect)]
            for tok, r in chips:
                zones.append(HoverZone(r, lambda s=seat, t=tok: self._token_tip(s, t)))
        y = self._tile_rect().bottom + 10
        zones.append(HoverZone((SIDE.x + 12, y - 2, SIDE.w - 24, 22), lambda: tr(
            "tip.marker", n=self.view.sight_marker, lines=tr("option.sight_marker.%d" % self.view.sight_marker))))
        return zones

    def _token_tip(self, seat: int, tok: int) -> str:
        n = self.shown.holdings[seat][tok] if seat < len(self.shown.holdings) else 0
        more = "tip.token.scroll" if tok == data.SCROLL else "tip.token.set"
        return tr("tip.token", token=token_name(tok), n=n) + "\n" + tr(more)

    def _item_tip(self, seat: int) -> str:
        item = self.view.items[seat]
        return tr("item." + item) + "\n" + tr("item." + item + ".help")

    def _seat_tip(self, seat: int) -> str:
        v = self.view
        parts = score_parts(v.holdings[seat], v.curses[seat])
        lines = [f"{seat_mark(seat)} {self.name(seat)}",
                 tr("tip.score", sets=parts["sets"], variety=parts["variety"], scrolls=parts["scrolls"],
                    curses=parts["curses"], total=parts["total"])]
        lines.append(tr("tip.curse_count", c=v.curses[seat]))
        if v.played[seat]:
            lines.append(tr("tip.played", cards=" ".join(str(c) for c in v.played[seat])))
        return "\n".join(lines)

    # ------------------------------------------------------------------ hints
    def _hint_rects(self) -> list[pygame.Rect]:
        a = self.live_hint()
        if a is None:
            return []
        if isinstance(a, tuple) and a[0] == "card":
            return [s.rect for s in self.hand_sprites if s.key == a] + [SLOT]
        if isinstance(a, tuple) and a[0] == "face":
            return [r for d, r in self.face_arrows() if d == a[1]]
        if isinstance(a, tuple):
            return [art.cell_rect(a[1])]
        return [b.rect for b in self.choice_buttons if b.text == tr("ui." + a)] or [b.rect for b in self.choice_buttons][:1]
