"""The Lost Mines table in motion and at its ends: each action animated from its events (the
others' at the opponents' pace, step by step), the round's board kept while its results
show, and the game's ending explained on the table and in the results.

Safe in a replay (``animate_replay``): while ``self.replay`` is set, an action only moves
sprites and tweens, drawn from the views it is given; no round screen opens and nothing is
frozen.
"""

from __future__ import annotations

from tabletop.ui import i18n, theme

from .. import art
from .. import data
from .. import explain
from ..rules import str_to_action
from ..settle import settle
from .layout import SIDE, VIEWPORT, Flip
from .rounds import RoundScreen
from .words import tr


class Animate:
    """Animation, round screens and the ending (a mixin of ``GameScene``)."""

    animate_replay = True

    def animate_action(self, entry, before, after) -> None:
        replaying = self.replay is not None
        ai = self.session.is_ai(entry.player)
        travel = theme.AI_MOVE_MS if ai or replaying else theme.MOVE_MS
        ended = any(e[0] == "round_end" for e in after.events)
        if ended and not replaying:
            # the state already dealt the next round: keep the board as the round ended
            self.frozen = settle(before, after.events)
        skip = ended and replaying  # a look back goes straight on to the next round's board
        if not replaying and not ai and not ended and entry.player == self.viewer:
            self._tell_no_walk(entry.player, after)
        t = self._anim_offset
        for e in after.events:
            kind = e[0]
            if skip and kind != "round_end":
                continue
            if kind == "act":
                p = e[1]
                if p != self.viewer or replaying:
                    t = self._animate_play(p, str_to_action(e[2]), t, travel)
            elif kind == "step":
                _, p, x, y = e
                pw = self.pawns.get(p)
                if pw is not None:
                    self.tweens.queue(pw, "pos", (float(x), float(y)), travel * 0.8, delay_ms=t, ease="ease_in_out")
                    self.fx.sound_at("piece_step", t)
                    t += travel * 0.8
            elif kind == "reveal":
                _, x, y, mk = e
                c = data.cell(x, y)
                fl = Flip()
                self.flips[c] = fl
                self.tweens.queue(fl, "k", 1.0, travel * 1.4, delay_ms=t, on_done=lambda c=c: self.flips.pop(c, None))
                self.fx.float_text(tr("ev.reveal", kind=tr("treasure." + mk)), self.cell_center(x, y - 0.6),
                                   art.TREASURE_COLORS[mk], t + travel * 0.7)
                self.fx.sound_at("card_place", t)
                t += travel * 1.4
            elif kind == "dragon":
                pw = self.pawns.get(e[1])
                at = self.cell_center(pw.pos[0], pw.pos[1] - 0.8) if pw else VIEWPORT.center
                self.fx.float_text(tr("ev.dragon"), at, theme.DANGER, t, big=True)
                t += travel
            elif kind == "take":
                _, p, s, ttype = e
                r = dict(self._slot_rects()).get(s)
                if r is not None:
                    self.fx.float_text(tr("ev.take", name=self.name(p), type=tr("treasure." + ttype)),
                                       (r.centerx, r.y - 8), art.TREASURE_COLORS[ttype], t)
                self.fx.sound_at("chime", t)
                t += travel * 0.6
            elif kind == "trap_loss":
                pw = self.pawns.get(e[1])
                if pw is not None:
                    self.fx.float_text(tr("ev.trap_loss"), self.cell_center(pw.pos[0], pw.pos[1] - 0.7), theme.DANGER, t)
            elif kind == "skip":
                self.fx.float_text(tr("ev.skip", name=self.name(e[1])), self._seat_anchor(e[1]), theme.TEXT_DIM, t)
            elif kind == "discarded":
                if e[1] != self.viewer or replaying:
                    self.fx.float_text(tr("ev.discard", name=self.name(e[1]), n=e[2]), self._seat_anchor(e[1]),
                                       theme.TEXT_DIM, t)
            elif kind == "round_end":
                self.fx.float_text(tr("ev.round_end", n=e[1]), VIEWPORT.center, theme.ACCENT, t, big=True)
        if ended and not replaying:
            self.pending_results = len(after.history)
            self.fx.at(t + 900, self._show_round_results)
        else:
            self._sync_pawns(after, force=skip)
        self.sync()

    def _animate_play(self, p: int, a, t: float, travel: float) -> float:
        """A played card flies from its player's panel to its target."""
        k = a[0]
        start = self._seat_anchor(p)
        if k == "path":
            img = art.tile(a[1], a[4], max(24, int(self.cs)))
            self.fx.fly(img, start, self.cell_center(a[2], a[3]), t, travel, hide_key=("cell", data.cell(a[2], a[3])),
                        sound="card_place")
            return t + travel
        if k == "tool":
            b = self.disp.board[data.cell(a[1], a[2])]
            code = data.TOOL_FOR.get(art.feature_of(b) if b else None, "axe")
        elif k == "info":
            code = a[1]
        elif k in ("storm", "trap", "troll"):
            code = k
        else:
            return t
        img = art.icon(code, 40, art.ACTION_COLORS.get(code, art.AMBER))
        r = self.mark_rect(a)
        end = r.center if r is not None else SIDE.center
        self.fx.fly(img, start, end, t, travel, sound="card_place")
        return t + travel

    def action_sound(self, action) -> str:
        if isinstance(action, tuple) and action[0] == "step":
            return "piece_step"
        if action in ("back",) or (isinstance(action, tuple) and action[0] == "card"):
            return "card_slide"
        return "click" if isinstance(action, str) else "card_place"

    # -- rounds -----------------------------------------------------------------------------------
    def _role_text(self, row) -> str:
        return tr("res.role", clan=tr("clan." + row["clan"]), role=tr("role_short." + row["role"]))

    def _round_rows(self, h) -> tuple[list[str], list[list[str]], list[str]]:
        heads = [tr("res.dwarf"), tr("res.treasures"), tr("res.clan"), tr("res.own")]
        body, cells = [], []
        for r in h["rows"]:
            vals = [str(v) for _t, v in r["treasures"]]
            share = (f"{r['share']}" + (f" (+{r['remainder']})" if r["remainder"] else "")) \
                if r["role"] != data.SELFISH else "–"
            own = (f"{r['own']:+d}" + (f" {r['dragon']:+d}" if r["dragon"] else "")) if (r["own"] or r["dragon"]) else "–"
            body.append([self._role_text(r), "+".join(vals) if vals else "–", share, own])
            cells.append(f"{r['total']} ({r['gain']:+d})")
        return heads, body, cells

    def _show_round_results(self) -> None:
        n = self.pending_results
        if n is None:
            return
        self.pending_results = None
        if self.session.is_terminal() or self.replay is not None:
            self.frozen = None
            self._sync_pawns(self.view, force=True)
            self.sync()
            return
        h = self.view.history[n - 1]
        heads, body, cells = self._round_rows(h)
        title = tr("res.round_title", n=n)
        if h["lost"]:
            title += "  " + tr("res.lost", n=h["lost"])
        lines = [self.names(line) for line in explain.round_lines(h, i18n.lang())]
        self.app.scenes.push(RoundScreen(self.app, self, lines, n + 1, note=self._round_note(n), title=title,
                                         breakdown=lambda: (heads, body),
                                         score_cells=cells, on_close=self._round_closed, places=True))

    def _tell_no_walk(self, p: int, after) -> None:
        """The player's card (or discard) is played and the dwarf has no step to take: the rules
        skip the move, so the turn would end without a word; say so."""
        acted = any(e[0] in ("act", "discarded") and e[1] == p for e in after.events)
        walked = any(e[0] == "step" for e in after.events)
        if acted and not walked and not (after.phase == "move" and after.active == p):
            self.app.toast(tr("toast.no_walk"))

    def _round_note(self, n: int):
        """In "Learn to play", the coach's heading and words on round ``n``'s split, if any."""
        if getattr(self, "coach", None) is None:
            return None
        from ..lesson import ROUND_NOTES
        keys = ROUND_NOTES.get(n)
        return None if keys is None else (tr(keys[1]), self.names(tr(keys[0])))

    def _round_closed(self) -> None:
        self.frozen = None
        self.flips.clear()
        self._sync_pawns(self.view, force=True)
        self.sync()

    # -- the end ----------------------------------------------------------------------------------
    def _history(self):
        return self.session.view_at(len(self.session.log), self.viewer).history

    def result_breakdown(self):
        """Per round: each player's clan and role, the treasures they found and what they scored."""
        history = self._history()
        heads = [tr("res.round_n", n=h["round"]) for h in history]
        rows = []
        for seat in range(self.session.state.num_players):
            cells = []
            for h in history:
                r = h["rows"][seat]
                items = "+".join(str(v) for _t, v in r["treasures"])
                cells.append(tr("res.cell_found" if items else "res.cell", role=self._role_text(r), items=items,
                                gain=f"{r['total'] - r['before']:+d}"))
            rows.append(cells)
        return heads, rows

    def ending_lines(self) -> list[str]:
        """How the last round's treasure was shared (per clan, the selfish, the dragon) and each
        player's rounds summed up: why the winner won."""
        lang = i18n.lang()
        key = (len(self.session.log), lang)
        cached = getattr(self, "_ending", None)
        if cached is not None and cached[0] == key:  # the table asks every frame
            return cached[1]
        history = self._history()
        if not history:
            return super().ending_lines()
        last = history[-1]
        lines = [tr("end.round", n=last["round"])] + explain.round_lines(last, lang) + explain.total_lines(history, lang)
        self._ending = (key, [self.names(line) for line in lines])
        return self._ending[1]

    def score_history(self):
        history = self._history()
        if not history:
            return None
        labels = [str(h["round"]) for h in history]
        series = [[h["rows"][seat]["total"] for h in history] for seat in range(self.session.state.num_players)]
        return labels, series
