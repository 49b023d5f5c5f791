"""What the Lost Mines table says: tooltips (cells by the names a player reads on the board,
dwarves, clans, panels, treasure slots), hints that name the card, the target and the reason,
and what a selected card would do."""

from __future__ import annotations

import pygame

from tabletop.engine import i18n as engine_i18n
from tabletop.ui import i18n
from tabletop.ui.fx import HoverZone
from tabletop.ui.table import seat_mark

from .. import data
from .. import explain
from ..places import place
from ..rules import NS, card_name
from .layout import TRAY
from .words import tr


class Talk:
    """Tooltips, hints and the selected card's use (a mixin of ``GameScene``)."""

    # -- tooltips -----------------------------------------------------------------------------------
    def table_tip(self, pos):
        """A dwarf, a hand card's full name, a clan banner, a player's panel, a treasure slot or a
        board cell."""
        if self.pawn_drag is not None or self._under_overlay(pos):
            return None
        for sp in reversed([sp for sp in self.hand_sprites if sp.visible]):
            if sp.rect.collidepoint(pos):
                return HoverZone(sp.rect, explain.card_does(sp.key[0], i18n.lang(), self.rot_for(sp.key[0])))
        for z in self.zones:
            if z.rect.collidepoint(pos):
                return z
        pw = self._pawn_under(pos)
        if pw is not None:
            return HoverZone(self._pawn_rect(pw), self._pawn_tip(pw.seat))
        cell = self.cell_at(pos)
        if cell is not None:
            return HoverZone(self.cell_rect(*cell), self._cell_tip(*cell))
        return None

    def _under_overlay(self, pos) -> bool:
        """Under the end panel or the replay bar nothing on the table explains itself."""
        if self.end_buttons and self.end_rect().collidepoint(pos):
            return True
        return self.replay is not None and self.replay_rect().collidepoint(pos)

    def _pawn_under(self, pos):
        if not self._board_visible(pos):
            return None
        v = self.disp
        for pw in sorted(self.pawns.values(), key=lambda pw: (pw.pos[1], pw.seat == self.viewer, pw.seat), reverse=True):
            if pw.seat < v.num_players and self._pawn_rect(pw).collidepoint(pos):
                return pw
        return None

    def _board_visible(self, pos) -> bool:
        return self.cell_at(pos) is not None and not self.log_panel.contains(pos)

    def _build_zones(self) -> None:
        zones = [HoverZone(self._side_clan_rect(), lambda: self._clan_tip(self.viewer)),
                 HoverZone(self._side_dwarf_rect(), lambda: self._pawn_tip(self.viewer))]
        for seat, r in self._seat_rects():
            zones.append(HoverZone(self._panel_clan_rect(r), lambda seat=seat: self._clan_tip(seat)))
        for seat, r in self._seat_rects():
            zones.append(HoverZone(r, lambda seat=seat: self._seat_tip(seat)))
        for s, r in self._slot_rects():
            zones.append(HoverZone(r, lambda s=s: self._slot_tip(s)))
        self.zones = zones

    def clan_name(self, seat: int) -> str:
        return tr("clan_head." + self.disp.clans[seat])

    def _clan_tip(self, seat: int) -> str:
        if seat == self.viewer:
            return tr("tip.clan_mine", clan=self.clan_name(seat), mark=seat_mark(seat))
        return tr("tip.clan", name=self.name(seat), clan=self.clan_name(seat), mark=seat_mark(seat))

    def _pawn_tip(self, seat: int) -> str:
        key = "tip.pawn_you" if seat == self.viewer else "tip.pawn"
        return tr(key, mark=seat_mark(seat), name=self.name(seat), clan=self.clan_name(seat))

    def _seat_tip(self, seat: int) -> str:
        v = self.disp
        c = v.conduct[seat]
        lines = [f"{seat_mark(seat)} {self.name(seat)} — {self.clan_name(seat)}",
                 tr("tip.conduct", hb=c[0], hy=c[1], xb=c[2], xy=c[3])]
        if v.roles_known[seat] is not None and seat != v.player:
            lines.append(tr("tip.you_saw", role=tr("role." + v.roles_known[seat])))
        if v.trolls[seat] is not None:
            lines.append(tr("tip.troll"))
        return "\n".join(lines)

    def _slot_tip(self, s: int) -> str:
        v = self.disp
        kind = v.slot_types[s]
        text = tr("tip.slot", n=s + 1, type=tr("treasure." + kind))
        if v.slot_known[s] is not None:
            text += "\n" + tr("tip.slot_known", value=v.slot_known[s])
        if v.slot_taken[s] >= 0:
            text += "\n" + tr("tip.slot_taken", name=self.name(v.slot_taken[s]))
        return text

    def _cell_tip(self, x: int, y: int) -> str:
        """The cell by the name on the board's frame (or the start / mine it is), its card and
        the dwarves on it."""
        v = self.disp
        c = data.cell(x, y)
        b = v.board[c]
        lines = []
        if b == "mine":
            i = v.mine_cells.index(c)
            lines.append(tr("tip.mine_down", n=i + 1))
            if v.mine_known[i]:
                lines.append(tr("tip.mine_known", kind=tr("treasure." + v.mine_known[i])))
        elif b is not None and b.startswith("mine_"):
            lines.append(tr("tip.mine_up", n=v.mine_cells.index(c) + 1, kind=tr("treasure." + b[5:])))
        elif b is not None and b.startswith("start_"):
            lines.append(engine_i18n.tr(NS, "card." + b, i18n.lang()))
        else:
            lines.append(place(x, y, i18n.lang(), v.data_set))
            if b is not None:
                lines.append(card_name(b, i18n.lang()))
                if c in v.cleared:
                    lines.append(tr("tip.cleared"))
        lines += [self._pawn_tip(p) for p in range(v.num_players) if v.pawns[p] == c]
        return "\n".join(lines)

    # -- hints ------------------------------------------------------------------------------------
    def show_hint(self, action) -> None:
        self.hint_action = action

    def explain_hint(self, action) -> str:
        return self.names(explain.hint_text(self.view, action, i18n.lang()))

    def hint_move_text(self, action) -> str:
        """An estimated move named as the hint names it (a picked card with its target), not as
        the log does ("picks a card to play")."""
        return self.names(explain.hint_move(self.view, action, i18n.lang()))

    def _hint_rects(self) -> list[pygame.Rect]:
        """Where the live hint points: the card and its target, a step, a slot or a button."""
        a = self.live_hint()
        if a is None:
            return []
        if a == "discard":
            return [TRAY]
        if a == "done":
            return [b.rect for b in self.choice_buttons if b.hotkey == pygame.K_RETURN][:1]
        if isinstance(a, str):
            return [b.rect for b in self.choice_buttons][:1]
        k = a[0]
        if k == "card":
            card = [s.rect for s in self.hand_sprites if s.key[0] == a[1] and s.visible][:1]
            target = explain.resolve(self.view, a)
            return card + (self._target_rects(target) if target != a else [])
        if k == "discard":
            return [s.rect for s in self.hand_sprites if s.key[0] == a[1] and s.visible][:1] + [TRAY]
        if k == "step":
            return [self.cell_rect(a[1], a[2])]
        if k == "take":
            return [r for s, r in self._slot_rects() if s == a[1]]
        rects = self._target_rects(a)
        return rects or [b.rect for b in self.choice_buttons][:1]

    def _target_rects(self, a) -> list[pygame.Rect]:
        r = self.mark_rect(a)
        return [r] if r is not None else []

    # -- the selected card ------------------------------------------------------------------------
    def selection_info(self, sprite) -> str | None:
        v = self.view
        if not self.my_turn or v.phase not in ("act", "target"):
            return None
        return explain.card_use(v, sprite.key[0], i18n.lang())
