"""Lost Cities at the table: five paths, your piles and hand, the supply and the discard piles.

Layout (logical 1280x720): the HUD strip; the other players' panels along the top; the
board in the middle (one row per path: your pile, nine steps with the bridge after step 6,
the discard pile); the supply and your panel on the right; your hand along the bottom.

Playing: drag a hand card onto a path row to advance (or onto the adventurer/researcher
slot of a path you have not started), or onto its discard pile; then drag (or click) the
supply or a discard pile's top card into your hand. Click-select works everywhere too.
Arrow tiles and the lost-city bonus are answered in place: click a glowing figure, or
"Pass". Nothing here decides legality: every target comes from ``view.legal_actions()``.
"""

from __future__ import annotations

import math

import pygame

from tabletop.engine import i18n as engine_i18n
from tabletop.ui import i18n, theme
from tabletop.ui.cards import CardSprite, Hand, draw_brackets, draw_cards, draw_highlight, numbered
from tabletop.ui.dragdrop import DropTarget
from tabletop.ui.fx import FloaterStyle, HoverZone
from tabletop.ui.pieces import draw_piece
from tabletop.ui.table import HUD_H, ResultsScene, TableScene, seat_color, seat_mark
from tabletop.ui.text import render, render_block
from tabletop.ui.widgets import Button, panel

from . import art, data
from .art import (
    BOARD_TOP, DECK_RECT, MINI, PATH_COLORS, SIDE_X, card_back, card_face, discard_rect, mini_card, pile_rect,
    row_rect, step_rect, tile_image,
)
from .rules import GAME_ID

HAND_ZONE = pygame.Rect(150, 540, 860, 180)
CHOICE_Y = art.board_bottom() + 14
NPATHS = len(data.COLORS)


def tr(key: str, **fmt) -> str:
    return engine_i18n.tr(GAME_ID, key, i18n.lang(), **fmt)


def card_text(card: str) -> str:
    return tr("card", color=tr("color." + card[0]), value=data.CARD_VALUE[card])


class Figure:
    """A figure on the board (drawn by the scene; ``pos`` is its base point, tweened)."""

    def __init__(self, seat: int, path: int, kind: int, step: int, pos):
        self.seat, self.path, self.kind, self.step = seat, path, kind, step
        self.pos = (float(pos[0]), float(pos[1]))
        self.pop = 1.0  # scale while appearing

    def rect(self) -> pygame.Rect:
        h = art.figure_height(self.kind)
        r = pygame.Rect(0, 0, h, h + 4)
        r.midbottom = (round(self.pos[0]), round(self.pos[1]))
        return r


#: VP gains and crossings: plain text rising 26 px; the end-of-expedition banner boxed
FLOATERS = FloaterStyle(size=theme.M, big_size=theme.L, rise=26, linger=0, big_linger=700, boxed=False,
                        big_pad=(32, 16), fill=(*theme.FELT_DARK, 220), radius=12)


def figure_slot(view_or_n, seat: int, path: int, step: int) -> tuple[float, float]:
    """Where ``seat``'s figure stands on ``step`` of ``path`` (bottom centre)."""
    n = view_or_n if isinstance(view_or_n, int) else view_or_n.num_players
    if step <= 0:
        r = art.pile_rect(path)
        return (r.right - 14, r.bottom - 6)
    r = step_rect(path, step)
    if n <= 1:
        x = r.centerx
    else:
        x = r.x + 10 + (r.w - 20) * seat / (n - 1)
    return (x, r.bottom - 4)


class GameScene(TableScene):
    def __init__(self, app, session):
        self.hand = None
        self.drag = None
        self.hand_sprites: list[CardSprite] = []
        self.draw_sprites: list[CardSprite] = []
        self.figures: dict[tuple[int, int], Figure] = {}
        self.choice_buttons: list[Button] = []
        self.zones: list[HoverZone] = []
        self.frozen = None           # the view drawn while an ended expedition is on show
        self.pending_results = None  # the expedition whose results screen is due
        self.pulse_t = 0.0  # ms, drives the glow of selectable figures
        self.last_figure: dict[int, tuple[int, int]] = {}
        super().__init__(app, session)
        self.fx.style = FLOATERS
        self._rebuild_figures(self.view)

    # ------------------------------------------------------------------ state helpers
    @property
    def disp(self):
        """The view the board is drawn from (the ended expedition while its results show)."""
        return self.frozen if self.frozen is not None else self.view

    def legal(self) -> set:
        return set(self.view.legal_actions()) if self.my_turn else set()

    def phase(self) -> str:
        return self.view.phase

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
                                             self.on_drop, self.reason_for)
        self.drag.set_targets(self._targets())
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
            out.append(DropTarget(("discard", k), discard_rect(k)))
        out.append(DropTarget("hand", HAND_ZONE, snap=(HAND_ZONE.centerx, theme.H - 92)))
        return out

    def _rebuild_figures(self, v) -> None:
        figs = {}
        for seat in range(v.num_players):
            for k in range(NPATHS):
                kind, step = v.kinds[seat][k], v.steps[seat][k]
                if kind:
                    figs[(seat, k)] = Figure(seat, k, kind, step, figure_slot(v, seat, k, step))
        self.figures = figs

    # ------------------------------------------------------------------ choices
    def _build_choices(self) -> None:
        self.choice_buttons = []
        v = self.view
        legal = self.legal()
        if not self.my_turn or v.phase not in ("arrow", "bonus"):
            return
        options = [a for a in v.legal_actions() if a[1] is not None]
        x = 236
        for i, a in enumerate(options):
            k = data.COLOR_INDEX[a[1]]
            step = v.steps[v.player][k]
            label = f"{i + 1}  {tr('color.' + a[1])} {step}→{step + 1}"
            self.choice_buttons.append(Button((x, CHOICE_Y, 150, 40), label, lambda a=a: self.play(a),
                                              hotkey=pygame.K_1 + i, size=theme.XS))
            x += 158
        pass_action = (v.phase, None)
        if pass_action in legal:
            self.choice_buttons.append(Button((x + 8, CHOICE_Y, 130, 40), lambda: tr("ui.pass"),
                                              lambda: self.play(pass_action), hotkey=pygame.K_p, style="primary",
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
        v = self.view
        if not self.my_turn:
            return tr("why.wait")
        if sprite.key == "deck" or sprite.key[0] == "dtop":
            if v.phase != "draw":
                return tr("why.draw_later")
            if key != "hand":
                return tr("why.to_hand")
            action = ("draw", "deck") if sprite.key == "deck" else ("draw", data.COLORS[sprite.key[1]])
            return self.session.state.why_illegal(action, i18n.lang())
        card = sprite.key[0]
        k = data.CARD_COLOR[card]
        if v.phase != "play":
            return self.session.state.why_illegal(("play", card, None), i18n.lang())
        if key is None or key == "hand":
            return tr("why.where", color=tr("color." + card[0]))
        if key[0] in ("path", "start", "discard") and key[1] != k:
            return tr("why.color", color=tr("color." + card[0]))
        if key[0] == "path" and not v.kinds[v.player][k]:
            return tr("why.choose_figure")
        if key[0] == "start":
            if v.kinds[v.player][k]:
                return tr("why.started")
            return tr("why.no_figure", kind=tr("kind." + key[2]))
        return self.session.state.why_illegal(("play", card, None), i18n.lang())

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
        return tr("tip.figure", name=self.name(f.seat), kind=tr("kind." + kind), color=tr("color." + data.COLORS[f.path]),
                  step=f.step, points=f"{pts:+d}")

    def _build_zones(self) -> None:
        v = self.disp
        zones = []
        for k in range(NPATHS):
            for step in range(1, 10):
                r = step_rect(k, step)
                tile = v.tiles[k][step]
                pts = data.STEP_POINTS[step]
                text = tr("tip.step", step=step, points=f"{pts:+d}", double=f"{pts * 2:+d}")
                if tile:
                    text += "\n" + tr("tip.tile." + ("vp" if tile in data.TILE_VP else tile), n=data.TILE_VP.get(tile, 0))
                zones.append(HoverZone(r, text))
            zones.append(HoverZone(discard_rect(k), lambda k=k: self._discard_tip(k)))
            zones.append(HoverZone(pile_rect(k), lambda k=k: self._pile_tip(self.viewer, k)))
        zones.append(HoverZone(DECK_RECT, lambda: tr("tip.deck", n=self.disp.deck_count)))
        for seat, rect in self._opponent_rects():
            zones.append(HoverZone(rect, lambda seat=seat: self._seat_tip(seat)))
        self.zones = zones

    def _discard_tip(self, k: int) -> str:
        pile = self.disp.discards[k]
        if not pile:
            return tr("tip.discard_empty", color=tr("color." + data.COLORS[k]))
        return tr("tip.discard", color=tr("color." + data.COLORS[k]), cards=" ".join(map(str, pile)))

    def _pile_tip(self, seat: int, k: int) -> str:
        v = self.disp
        pile = v.piles[seat][k]
        color = tr("color." + data.COLORS[k])
        if not pile:
            return tr("tip.pile_empty", color=color)
        text = tr("tip.pile", color=color, cards=" ".join(map(str, pile)))
        if v.descending:
            text += " " + tr("dir." + {0: "open", 1: "up", -1: "down"}[v.directions[seat][k]])
        return text

    def _seat_tip(self, seat: int) -> str:
        v = self.disp
        lines = [self.name(seat)]
        for k in range(NPATHS):
            if v.piles[seat][k]:
                lines.append(self._pile_tip(seat, k))
        known = v.known[seat]
        if known:
            lines.append(tr("tip.known", cards=", ".join(card_text(c) for c in known)))
        return "\n".join(lines)

    # ------------------------------------------------------------------ hints
    def _hint_rects(self) -> list[pygame.Rect]:
        a = self.live_hint()
        if a is None:
            return []
        if a[0] in ("play", "discard"):
            out = [s.rect for s in self.hand_sprites if s.key[0] == a[1]][:1]
            k = data.CARD_COLOR[a[1]]
            if a[0] == "discard":
                out.append(discard_rect(k))
            elif a[2]:
                pr = pile_rect(k)
                out.append(pygame.Rect(pr.x + (0 if a[2] == "adv" else pr.w // 2), pr.y, pr.w // 2, pr.h))
            else:
                out.append(row_rect(k))
            return out
        if a[0] == "draw":
            return [DECK_RECT if a[1] == "deck" else discard_rect(data.COLOR_INDEX[a[1]])]
        if a[1] is None:
            return [b.rect for b in self.choice_buttons if b.hotkey == pygame.K_p]
        f = self.figures.get((self.viewer, data.COLOR_INDEX[a[1]]))
        return [f.rect().inflate(12, 12)] if f else []

    # ------------------------------------------------------------------ animation
    def animate_action(self, entry, before, after) -> None:
        ai = self.session.is_ai(entry.player)
        travel = theme.AI_MOVE_MS if ai else theme.MOVE_MS
        action = self.session.state.str_to_action(entry.action_text)
        t = 0.0
        ended = any(e[0] == "scored" for e in after.events)
        if ended:
            self.frozen = before
        if action[0] == "play" and action[2] is None:  # the card goes onto its pile first
            p, card = entry.player, action[1]
            k = data.CARD_COLOR[card]
            self._fly_card(card, self._seat_anchor(p) if p != self.viewer else self._hand_pos(card),
                           pile_rect(k).center, 0.0, travel, ("pile", p, k))
            t += travel
        # figures move from the positions on screen; everything else is rebuilt from the new view
        for e in after.events:
            kind = e[0]
            if kind == "start":
                _, p, k, fkind = e
                start = self._seat_anchor(p) if p != self.viewer else pile_rect(k).center
                self._fly_card(action[1], start, pile_rect(k).center, t, travel, ("pile", p, k))
                t += travel
                f = Figure(p, k, fkind, 1, figure_slot(after, p, k, 0))
                self.figures[(p, k)] = f
                self.tweens.queue(f, "pos", figure_slot(after, p, k, 1), travel, delay_ms=t)
                self.last_figure[p] = (p, k)
                t += travel * 0.6
            elif kind == "move":
                _, p, k, step = e
                f = self.figures.get((p, k))
                if f is None:
                    continue
                f.step = step
                self.tweens.queue(f, "pos", figure_slot(after, p, k, step), travel * 0.8, delay_ms=t, ease="ease_in_out")
                self.fx.sound_at("piece_step", t)
                self.last_figure[p] = (p, k)
                t += travel * 0.8
            elif kind == "cross":
                _, p, k, n = e
                r = step_rect(k, data.BRIDGE_AFTER_STEP + 1)
                self.fx.float_text(tr("ev.cross_short", n=n), (r.x - 8, r.y + 10), theme.ACCENT, t)
            elif kind == "vp":
                _, p, k, step, n = e
                r = step_rect(k, step)
                self.fx.float_text(f"+{n}", (r.centerx, r.y + 8), theme.OK, t)
                self.fx.sound_at("chime", t)
                t += travel * 0.4
            elif kind == "artifact":
                _, p, k, step = e
                r = step_rect(k, step)
                self.fx.fly(tile_image(data.ARTIFACT, 30), (r.x + 16, r.y + 16), self._seat_anchor(p), t, travel)
                self.fx.sound_at("chime", t)
                t += travel * 0.6
            elif kind == "discard":
                _, p, k, value = e
                card = data.COLORS[k] + str(value)
                start = self._seat_anchor(p) if p != self.viewer else self._hand_pos(card)
                self._fly_card(card, start, discard_rect(k).center, t, travel, ("discard", k))
                t += travel
            elif kind == "draw":
                p = e[1]
                if e[2] == "deck":
                    img = card_back(MINI)
                    start = DECK_RECT.center
                else:
                    img = mini_card(data.COLORS[e[2]] + str(e[3]))
                    start = discard_rect(e[2]).center
                end = (HAND_ZONE.centerx, theme.H - 92) if p == self.viewer else self._seat_anchor(p)
                self.fx.fly(img, start, end, t, travel)
                t += travel
            elif kind == "end":
                self.fx.float_text(tr("ev.end_short." + e[1]), (art.STEP_X0 + 250, BOARD_TOP + 150), theme.ACCENT, t,
                                   big=True)
        if ended:
            self.pending_results = len(after.results)
            self.tweens.after(t + 600, self._show_expedition_results)
        if self.frozen is None:
            self._sync_after_figures(after)
        self.sync()

    def _sync_after_figures(self, after) -> None:
        """Figures not moved by this action (and removed ones) follow the new view."""
        keep = {}
        for seat in range(after.num_players):
            for k in range(NPATHS):
                kind, step = after.kinds[seat][k], after.steps[seat][k]
                if not kind:
                    continue
                f = self.figures.get((seat, k))
                if f is None:
                    f = Figure(seat, k, kind, step, figure_slot(after, seat, k, step))
                elif not self.tweens.is_tweening(f, "pos"):
                    f.pos = figure_slot(after, seat, k, step)
                f.step, f.kind = step, kind
                keep[(seat, k)] = f
        self.figures = keep

    def _show_expedition_results(self) -> None:
        n = self.pending_results
        if n is None:
            return
        self.pending_results = None
        if self.session.is_terminal():
            # the final results screen is already up (pushed by the table); just let the board follow
            self.frozen = None
            self._rebuild_figures(self.view)
            self.sync()
            return
        v = self.view
        rows = v.results[n - 1]
        heads = [tr("score.tiles"), tr("score.figures"), tr("score.floor"), tr("score.art_tiles")]
        body = [[r[0], f"{r[1]:+d}", f"{r[2]:+d}", r[3]] for r in rows]
        cells = [str(r[4]) if self._vp_visible(seat) else "?" for seat, r in enumerate(rows)]
        scene = ResultsScene(self.app, self, title=tr("end.expedition", n=n), final=False,
                             breakdown=lambda: (heads, body), score_cells=cells, on_close=self._expedition_closed,
                             places="?" not in cells)
        self.app.scenes.push(scene)

    def _expedition_closed(self) -> None:
        self.frozen = None
        self._rebuild_figures(self.view)
        self.sync()

    def _vp_visible(self, seat: int) -> bool:
        v = self.view
        return seat == self.viewer or v.open_scores or v.phase == "over"

    # small animation helpers
    def _hand_pos(self, card: str):
        for s in self.hand_sprites:
            if s.key[0] == card:
                return s.pos
        return (HAND_ZONE.centerx, theme.H - 92)

    def _seat_anchor(self, seat: int):
        for s, r in self._opponent_rects():
            if s == seat:
                return r.center
        return (SIDE_X + 110, BOARD_TOP + 40)

    def _fly_card(self, card: str, start, end, delay: float, duration: float, hide_key) -> None:
        """A card flies onto a pile whose top (``hide_key``) waits for it."""
        self.fx.fly(mini_card(card), start, end, delay, duration, hide_key=hide_key, sound="card_place")

    def action_sound(self, action) -> str:
        return "card_slide" if action[0] == "draw" else ("piece_step" if action[0] in ("arrow", "bonus") else "card_place")

    # ------------------------------------------------------------------ results
    def result_breakdown(self):
        v = self.session.state.view(self.viewer)
        heads = [tr("score.expedition", n=i + 1) for i in range(len(v.results))] + [tr("chips"), tr("score.artifacts")]
        rows = []
        for seat in range(v.num_players):
            prev, cells = 0, []
            for exp in v.results:
                cells.append(f"{exp[seat][4] - prev:+d}")
                prev = exp[seat][4]
            if v.final:
                cells += [v.final[seat][0], f"{v.final[seat][2]:+d}"]
            else:
                cells += [v.chips[seat], "–"]
            rows.append(cells)
        return heads, rows

    def score_history(self):
        v = self.session.state.view(self.viewer)
        if not v.results:
            return None
        labels = [str(i + 1) for i in range(len(v.results))]
        series = [[exp[seat][4] for exp in v.results] for seat in range(v.num_players)]
        if v.final:
            labels.append("★")
            for seat in range(v.num_players):
                series[seat].append(v.final[seat][3])
        return labels, series

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        super().update(dt)
        self.hand.update(dt)
        self.pulse_t += dt

    @property
    def animating(self) -> bool:
        return super().animating or (
            self.my_turn and self.view.phase in ("arrow", "bonus"))

    def _opponent_rects(self) -> list[tuple[int, pygame.Rect]]:
        v = self.disp
        others = [s for s in range(v.num_players) if s != self.viewer]
        if not others:
            return []
        w = min(330, (art.DISCARD_X + art.DISCARD_W - 24 - 8 * (len(others) - 1)) // len(others))
        return [(s, pygame.Rect(24 + i * (w + 8), HUD_H + 8, w, 64)) for i, s in enumerate(others)]

    def draw_table(self, surface: pygame.Surface) -> None:
        v = self.disp
        self._draw_board(surface, v)
        self._draw_piles(surface, v)
        self._draw_discards(surface, v)
        self._draw_deck(surface, v)
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
            x0 = pr.x + 40
            avail = pr.w - 40 - MINI[0] - 28
            step = min(24, avail / max(1, shown - 1)) if shown > 1 else 0
            for i in range(shown):
                card = data.COLORS[k] + str(pile[i])
                surface.blit(mini_card(card), (x0 + i * step, pr.y + 3))
            if v.descending:
                d = v.directions[me][k]
                arrow = {0: "↕", 1: "↑", -1: "↓"}[d]
                img = render(arrow, theme.S, art.INK, True)
                surface.blit(img, (pr.x + 16, pr.y + 30))
            last = self.last_moves.get(me)
            if last and last[0] == "play" and data.CARD_COLOR[last[1]] == k and shown:
                r = pygame.Rect(x0 + (shown - 1) * step, pr.y + 3, *MINI)
                draw_brackets(surface, r)

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
            for seat, last in self.last_moves.items():
                if last and last[0] == "discard" and data.CARD_COLOR[last[1]] == k and pile and seat != self.viewer:
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

    def _draw_figures(self, surface, v) -> None:
        choosing = self.my_turn and self.view.phase in ("arrow", "bonus")
        eligible = {data.COLOR_INDEX[a[1]] for a in self.legal() if a[0] in ("arrow", "bonus") and a[1]} if choosing else set()
        glow = 0.5 + 0.5 * math.sin(self.pulse_t / 160)
        order = sorted(self.figures.values(), key=lambda f: (f.pos[1], f.seat))
        for f in order:
            hl = None
            if f.seat == self.viewer and f.path in eligible:
                hl = tuple(int(a + (b - a) * glow) for a, b in zip(theme.ACCENT, (255, 255, 255)))
            elif self.last_figure.get(f.seat) == (f.seat, f.path):
                hl = seat_color(f.seat)
            draw_piece(surface, art.figure_kind(f.kind), f.pos, art.figure_height(f.kind), seat_color(f.seat),
                       seat_mark(f.seat), highlight=hl)

    def _draw_seat_panel(self, surface, v, seat: int, rect: pygame.Rect) -> None:
        active = seat == v.current_player
        panel(surface, rect, theme.PANEL_HI if active else theme.PANEL, seat_color(seat) if active else theme.PANEL_BORDER)
        vp = str(v.vp[seat]) if self._vp_visible(seat) else "?"
        info = render(tr("panel.info", hand=v.hand_counts[seat], vp=vp, tiles=v.art_tiles[seat], chips=v.chips[seat]),
                      theme.XS, theme.TEXT)
        surface.blit(info, (rect.right - info.get_width() - 10, rect.y + 6))
        name_w = rect.w - 20 - info.get_width() - 12  # the name gives way to the counts
        surface.blit(self.seat_label(seat, theme.XS, name_w),
                     (rect.x + 10, rect.y + 6))
        x = rect.x + 10
        for k in range(NPATHS):
            pile = v.piles[seat][k]
            sw = pygame.Rect(x, rect.y + 32, (rect.w - 20) // NPATHS - 4, 26)
            pygame.draw.rect(surface, PATH_COLORS[k] if pile else theme.FELT_DARK, sw, border_radius=5)
            pygame.draw.rect(surface, PATH_COLORS[k], sw, 1, border_radius=5)
            if pile:
                shown = len(pile) - (1 if self._top_hidden(("pile", seat, k)) else 0)
                top = str(pile[shown - 1]) if shown else "·"
                txt = render(f"{top}" + (f" ×{len(pile)}" if len(pile) > 1 else ""), theme.XS,
                             theme.TEXT_DARK if k in (3,) else (255, 255, 255), True)
                surface.blit(txt, txt.get_rect(center=sw.center))
            else:
                g = art.glyph_badge(k, 16)
                surface.blit(g, g.get_rect(center=sw.center))
            last = self.last_moves.get(seat)
            if last and last[0] == "play" and data.CARD_COLOR[last[1]] == k:
                pygame.draw.rect(surface, theme.ACCENT, sw.inflate(4, 4), 2, border_radius=6)
            x += sw.w + 4

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
