"""Lost Cities' table input: the hand and draw sprites, drop targets, refusals, in-place choices, tooltips.

Nothing here decides legality: every target comes from ``view.legal_actions()``.
"""

from __future__ import annotations

import pygame

from tabletop.ui import i18n, theme
from tabletop.ui.cards import CardSprite, Hand, numbered
from tabletop.ui.dragdrop import DropTarget
from tabletop.ui.fx import HoverZone
from tabletop.ui.widgets import Button

from .. import advice, art, data, reasons
from ..art import DECK_RECT, card_back, card_face, discard_rect, mini_card, pile_rect, row_rect, step_rect
from .layout import CHOICE_Y, HAND_ZONE, NPATHS, Figure, card_text, panel_info_rect, panel_swatches, tr


#: a drop counts only where the pointer is (no magnet): the path rows and the discard piles lie 4 px
#: apart, and a card let go on the yellow row must not be pulled onto the blue one and played
#: (``DragController`` keeps a target whose rect holds the pointer, scored -1, and drops the rest
#: beyond ``snap_distance``)
POINTER_ONLY = -1.0


class InputMixin:
    """The part of :class:`GameScene` that builds what the player can touch and answers it."""

    # ------------------------------------------------------------------ sync
    def sync(self) -> None:
        v = self.view
        if self.hand is None:
            self.hand = Hand(self.tweens, center=(HAND_ZONE.centerx, theme.H - 92), max_width=HAND_ZONE.w - 40)
        legal = self.legal()
        # hand: one sprite per card; the two copies of a card get keys (card, 0) and (card, 1)
        old = {s.key: s for s in self.hand_sprites}
        sprites = []
        for card, n in numbered(v.hand):
            key = (card, n)
            s = old.get(key) or CardSprite(key, card_face(card), pos=(HAND_ZONE.centerx, theme.H + 90))
            s.draggable = any(a[0] in ("play", "discard") and a[1] == card for a in legal)
            sprites.append(s)
        self.hand_sprites = sprites
        self.hand.set_cards(sprites)
        # draw sources: the supply and the top of each discard pile
        draws = []
        deck = CardSprite("deck", back=card_back(DECK_RECT.size), face_up=False, pos=DECK_RECT.center)
        deck.draggable = ("draw", "deck") in legal
        deck.one_click = True  # a pile to draw from, not a card of the hand: one click draws
        deck.visible = v.deck_count > 0
        draws.append(deck)
        for k in range(NPATHS):
            pile = v.discards[k]
            if not pile:
                continue
            card = data.COLORS[k] + str(pile[-1])
            s = CardSprite(("dtop", k), mini_card(card), pos=discard_rect(k).center)
            s.draggable = ("draw", data.COLORS[k]) in legal
            s.one_click = True
            draws.append(s)
        for s in draws:  # the sources you may draw from glow
            s.highlight = "legal" if s.draggable else None
        self.draw_sprites = draws
        if self.drag is None:
            self.drag = self.drag_controller(lambda: self.hand_sprites + self.draw_sprites, self.targets_for,
                                             self.on_drop, self.reason_for, snap_distance=POINTER_ONLY)
        self.drag.set_targets(self._targets())
        if self.frozen is None:  # an ended expedition keeps its board until its results are closed
            self.follow_view_figures(v)
        self._build_choices()
        self._build_zones()
        self.widgets = list(self.hud_buttons) + [self.drag] + self.choice_buttons + [self.log_panel]

    def _targets(self) -> list[DropTarget]:
        out = []
        for k in range(NPATHS):
            row = row_rect(k)
            path_area = pygame.Rect(row.x, row.y, art.DISCARD_X - 8 - row.x, row.h)
            out.append(DropTarget(("path", k), path_area, snap=pile_rect(k).center))
            pr = pile_rect(k)
            half = pr.w // 2
            out.append(DropTarget(("start", k, "adv"), (pr.x, pr.y, half - 2, pr.h), snap=(pr.x + half // 2, pr.centery)))
            out.append(DropTarget(("start", k, "res"), (pr.x + half + 2, pr.y, half - 2, pr.h),
                                  snap=(pr.x + half + half // 2, pr.centery)))
            # a little wider than the pile (the drop counts only under the pointer): up to the row and the supply
            out.append(DropTarget(("discard", k), discard_rect(k).inflate(12, 0), snap=discard_rect(k).center))
        out.append(DropTarget("hand", HAND_ZONE, snap=(HAND_ZONE.centerx, theme.H - 92)))
        return out

    # ------------------------------------------------------------------ choices
    def _build_choices(self) -> None:
        self.choice_buttons = []
        v = self.view
        legal = self.legal()
        if not self.my_turn or v.phase not in ("arrow", "bonus"):
            return
        options = [a for a in v.legal_actions() if a[1] is not None]
        lang = i18n.lang()
        x = 236
        for i, a in enumerate(options):
            k = data.COLOR_INDEX[a[1]]
            # in the board's terms: the points of the space it leaves and of the one it reaches
            label = f"{i + 1}  {advice.advance_label(v, k, lang)}"
            self.choice_buttons.append(Button((x, CHOICE_Y, 150, 40), label, lambda a=a: self.play(a),
                                              hotkey=pygame.K_1 + i, size=theme.XS,
                                              tooltip=advice.advance_text(v, k, lang)))
            x += 158
        pass_action = (v.phase, None)
        if pass_action in legal:
            # not the default: a free step is never given away by Enter or by a look of "the usual answer"
            self.choice_buttons.append(Button((x + 8, CHOICE_Y, 130, 40), lambda: tr("ui.pass"),
                                              lambda: self.play(pass_action), hotkey=pygame.K_p,
                                              size=theme.XS, tooltip=lambda: tr("ui.pass.tip")))

    # ------------------------------------------------------------------ drag and drop
    def targets_for(self, sprite) -> dict:
        legal = self.legal()
        out = {}
        if sprite.key == "deck":
            if ("draw", "deck") in legal:
                out["hand"] = ("draw", "deck")
            return out
        if sprite.key[0] == "dtop":
            a = ("draw", data.COLORS[sprite.key[1]])
            if a in legal:
                out["hand"] = a
            return out
        card = sprite.key[0]
        k = data.CARD_COLOR[card]
        for a in legal:
            if a[1] != card:
                continue
            if a[0] == "discard":
                out[("discard", k)] = a
            elif a[0] == "play" and a[2] is None:
                out[("path", k)] = a
            elif a[0] == "play":
                out[("start", k, a[2])] = a
        starts = [key for key in out if key[0] == "start"]
        if len(starts) == 1:  # only one figure type left: the whole row starts the path
            out[("path", k)] = out[starts[0]]
        return out

    def on_drop(self, sprite, key, action) -> None:
        self.play(action)

    def reason_for(self, sprite, key) -> str:
        """Why a drop is refused (the rules' reasons, from the view on show: ``reasons``)."""
        lang = i18n.lang()
        if sprite.key == "deck" or sprite.key[0] == "dtop":
            source = "deck" if sprite.key == "deck" else data.COLORS[sprite.key[1]]
            why = reasons.draw_refusal(self.view, source, key, lang)
        else:
            why = reasons.refusal(self.view, sprite.key[0], key, lang)
        return why or tr("why.generic")

    def selection_info(self, sprite) -> str | None:
        """Above a selected hand card: what it would do on its path, and on its discard pile."""
        if sprite.key == "deck" or sprite.key[0] == "dtop" or not self.my_turn or self.view.phase != "play":
            return None
        return self.names(advice.card_effect(self.view, sprite.key[0], i18n.lang()))

    # ------------------------------------------------------------------ input
    def handle_table(self, event) -> bool:
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.my_turn
                and self.view.phase in ("arrow", "bonus")):
            for f in self.figures.values():
                if f.seat == self.viewer and f.rect().inflate(10, 10).collidepoint(event.pos):
                    a = (self.view.phase, data.COLORS[f.path])
                    if a in self.legal():
                        self.play(a)
                        return True
        return super().handle_table(event)

    def table_tip(self, pos):
        for f in self.figures.values():
            if f.rect().collidepoint(pos):
                return HoverZone(f.rect(), self._figure_tip(f))
        for z in self.zones:
            if z.rect.collidepoint(pos):
                return z
        return None

    def _figure_tip(self, f: Figure) -> str:
        kind = "res" if f.kind == data.RES else "adv"
        pts = data.STEP_POINTS[f.step] * f.kind
        where = tr("tip.city") if f.step == 9 else tr("tip.space", space=data.STEP_POINTS[f.step])
        return tr("tip.figure", name=self.name(f.seat), kind=tr("kind." + kind), color=tr("color." + data.COLORS[f.path]),
                  where=where, points=f"{pts:+d}")

    def _build_zones(self) -> None:
        v = self.disp
        zones = []
        for k in range(NPATHS):
            for step in range(1, 10):
                r = step_rect(k, step)
                tile = v.tiles[k][step]
                pts = data.STEP_POINTS[step]
                # the space as the board shows it: its points (never a step number), the bridge, the city
                text = tr("tip.step", points=f"{pts:+d}", double=f"{pts * 2:+d}")
                if step == 9:
                    text = tr("tip.city_space", text=text)
                elif step > data.BRIDGE_AFTER_STEP:
                    text += " " + tr("tip.past_bridge")
                if tile:
                    text += "\n" + tr("tip.tile." + ("vp" if tile in data.TILE_VP else tile), n=data.TILE_VP.get(tile, 0))
                zones.append(HoverZone(r, text))
            zones.append(HoverZone(discard_rect(k), lambda k=k: self._discard_tip(k)))
            zones.append(HoverZone(pile_rect(k), lambda k=k: self._pile_tip(self.viewer, k)))
        zones.append(HoverZone(DECK_RECT, lambda: tr("tip.deck", n=self.disp.deck_count)))
        for seat, rect in self._opponent_rects():
            for k, sw in enumerate(panel_swatches(rect)):
                zones.append(HoverZone(sw, lambda seat=seat, k=k: self.name(seat) + "\n" + self._pile_tip(seat, k)))
            zones.append(HoverZone(panel_info_rect(rect), lambda seat=seat: self._info_tip(seat)))
            zones.append(HoverZone(rect, lambda seat=seat: self._seat_tip(seat)))
        self.zones = zones

    def _discard_tip(self, k: int) -> str:
        pile = self.disp.discards[k]
        if not pile:
            return tr("tip.discard_empty", color=tr("color." + data.COLORS[k]))
        return tr("tip.discard", color=tr("color." + data.COLORS[k]), cards=" ".join(map(str, pile)))

    def _pile_tip(self, seat: int, k: int) -> str:
        return reasons.pile_text(self.disp, seat, k, i18n.lang())

    def _info_tip(self, seat: int) -> str:
        v = self.disp
        vp = str(v.vp[seat]) if self._vp_visible(seat) else tr("tip.vp_hidden")
        return tr("tip.seat_info", name=self.name(seat), hand=v.hand_counts[seat], vp=vp, tiles=v.art_tiles[seat],
                  chips=v.chips[seat])

    def _seat_tip(self, seat: int) -> str:
        v = self.disp
        lines = [self.name(seat)]
        for k in range(NPATHS):
            if v.piles[seat][k]:
                lines.append(self._pile_tip(seat, k).replace("\n", " "))
        known = v.known[seat]
        if known:
            lines.append(tr("tip.known", cards=", ".join(card_text(c) for c in known)))
        return "\n".join(lines)

    # ------------------------------------------------------------------ hints
