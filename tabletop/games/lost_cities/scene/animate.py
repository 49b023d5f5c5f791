"""Lost Cities' table animation: cards flying, figures walking step by step, the end of an expedition."""

from __future__ import annotations

from tabletop.ui import theme
from tabletop.ui.table import ResultsScene

from .. import art, data
from ..art import BOARD_TOP, DECK_RECT, MINI, SIDE_X, card_back, discard_rect, mini_card, pile_rect, step_rect, tile_image
from .layout import HAND_ZONE, NPATHS, Figure, figure_slot, panel_swatches, pile_slots, tr


#: "Advance 1" where an arrow tile is hit: the tile's blue, dark enough to read on the parchment
ARROW_INK = (16, 84, 150)


class AnimateMixin:
    """The part of :class:`GameScene` that turns an applied action into motion."""

    # ------------------------------------------------------------------ animation
    def animate_action(self, entry, before, after) -> None:
        """One action as motion, step by step from the view's events (at the opponents' pace for
        the other seats): the card travels, each figure's step is a tween of its own, tiles and
        bridges show where they happen. Also safe for a replay step: it draws only from
        ``before``/``after`` and opens no dialog while ``self.replay`` is set."""
        ai = self.session.is_ai(entry.player)
        travel = theme.AI_MOVE_MS if ai else theme.MOVE_MS
        action = self.session.state.str_to_action(entry.action_text)
        p = entry.player
        t = 0.0
        ended = any(e[0] == "scored" for e in after.events)
        if ended:
            self.frozen = before  # the ended expedition's board stays on show a while
        if action[0] == "play" and action[2] is None:  # the card goes onto its pile first
            t = self._play_card(p, action[1], before, after, travel)
        # figures move from the positions on screen; everything else is rebuilt from the new view
        for e in after.events:
            kind = e[0]
            if kind == "start":
                _, p, k, fkind = e
                t = self._play_card(p, action[1], before, after, travel)
                f = Figure(p, k, fkind, 1, figure_slot(after, p, k, 0, fkind))
                self.figures[(p, k)] = f
                self.tweens.queue(f, "pos", figure_slot(after, p, k, 1, fkind), travel, delay_ms=t)
                t += travel * 0.6
            elif kind == "move":
                _, p, k, step = e
                f = self.figures.get((p, k))
                if f is None:
                    continue
                f.step = step
                self.tweens.queue(f, "pos", figure_slot(after, p, k, step, f.kind), travel * 0.8, delay_ms=t, ease="ease_in_out")
                self.fx.sound_at("piece_step", t)
                t += travel * 0.8
            elif kind == "cross":
                _, p, k, n = e
                r = step_rect(k, data.BRIDGE_AFTER_STEP + 1)
                self.fx.float_text(tr("ev.cross_short", n=n), (r.x - 8, r.y + 10), theme.ACCENT, t)
            elif kind == "arrow":  # why the same player moves again
                _, p, k, step = e
                r = step_rect(k, step)
                self.fx.float_text(tr("tile.arrow"), (r.centerx, r.y + 4), ARROW_INK, t)
                t += travel * 0.3
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
        if ended and self.replay is not None:
            self.tweens.after(t + 600, self._unfreeze)  # a look back opens no results screen
        elif ended:
            self.pending_results = len(after.results)
            self.tweens.after(t + 600, self._show_expedition_results)
        self.sync()

    def _play_card(self, p: int, card: str, before, after, travel: float) -> float:
        """``p`` plays ``card`` onto its pile: from the hand onto your pile; an opponent's card
        comes from their panel to their figure's path, shows there a moment, and goes into their
        panel's pile. Returns when the figure may start to move (ms from now)."""
        k = data.CARD_COLOR[card]
        if p == self.viewer:
            slot = pile_slots(len(after.piles[p][k]), pile_rect(k))[-1].center
            self._fly_card(card, self._hand_pos(card), slot, 0.0, travel, ("pile", p, k))
            return travel
        spot = self._path_spot(before, p, k)
        hold = travel * 0.8
        self.fx.fly(mini_card(card), self._seat_anchor(p), spot, 0.0, travel)
        self.fx.fly(mini_card(card), spot, spot, travel, hold)
        self._fly_card(card, spot, self._swatch_center(p, k), travel + hold, travel * 0.6, ("pile", p, k))
        return travel + hold

    def _unfreeze(self) -> None:
        self.frozen = None
        self.sync()

    def follow_view_figures(self, after) -> None:
        """The figures follow ``after`` (the view on show): new ones appear, taken back or
        finished ones go, the others stand on their steps; a figure still walking keeps walking."""
        keep = {}
        for seat in range(after.num_players):
            for k in range(NPATHS):
                kind, step = after.kinds[seat][k], after.steps[seat][k]
                if not kind:
                    continue
                f = self.figures.get((seat, k))
                if f is None:
                    f = Figure(seat, k, kind, step, figure_slot(after, seat, k, step, kind))
                elif not self.tweens.is_tweening(f, "pos"):
                    f.pos = figure_slot(after, seat, k, step, kind)
                f.step, f.kind = step, kind
                keep[(seat, k)] = f
        self.figures = keep

    def _show_expedition_results(self) -> None:
        n = self.pending_results
        if n is None:
            return
        self.pending_results = None
        if self.session.is_terminal() or self.replay is not None:
            # the game is over (its ending is on the table), or this is a look back: the board follows
            self.frozen = None
            self.sync()
            return
        rows = self.view.results[n - 1]
        cells = [str(r[4]) if self._vp_visible(seat) else "?" for seat, r in enumerate(rows)]
        scene = ResultsScene(self.app, self, title=tr("end.expedition", n=n), final=False,
                             breakdown=lambda: self.expedition_breakdown(n), score_cells=cells,
                             on_close=self._expedition_closed, places="?" not in cells)
        self.app.scenes.push(scene)

    def _expedition_closed(self) -> None:
        self.frozen = None
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

    def _swatch_center(self, seat: int, k: int):
        """The centre of ``seat``'s pile ``k`` in its panel (its seat anchor if it has no panel)."""
        for s, r in self._opponent_rects():
            if s == seat:
                return panel_swatches(r)[k].center
        return self._seat_anchor(seat)

    @staticmethod
    def _path_spot(view, seat: int, k: int):
        """Where an opponent's card shows on its way: above their figure on path ``k``."""
        x, y = figure_slot(view, seat, k, max(1, view.steps[seat][k]))
        return (min(x, art.DISCARD_X - MINI[0] // 2 - 4), y - 40)

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
