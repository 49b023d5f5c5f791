"""Pyramid Raiders' animation: an action's change between two views played on the board.

Cards fly into their slots and turn over, raiders walk and pushed pieces slide, tokens fly to
their takers, and the guardian's move is replayed step by step from ``view.report`` with its
sight lines. Everything is queued on the table's tweens and timeline (``self.fx``), so it
runs at the opponents' pace and draws only from ``self.shown`` / the markers. The guardian's walk
is nobody's move: after the player's own move it too plays at the opponents' pace.
"""

from __future__ import annotations

import pygame

from tabletop.ui import theme, tween

from .. import art
from .. import data
from .layout import FLOAT_MIN_Y, HAND_Y, LEFT, Marker, token_name, tr


class _FlipHolder:
    """Tween target writing a card's flip progress into the scene's ``flip`` dict."""

    def __init__(self, store: dict, key):
        self.store, self.key = store, key

    @property
    def value(self) -> float:
        return self.store.get(self.key, 0.0)

    @value.setter
    def value(self, v: float) -> None:
        if self.key in self.store:
            self.store[self.key] = v


def _curse_image() -> pygame.Surface:
    from tabletop.ui.cards import emblem

    return emblem(26, (90, 40, 110), "×")


class AnimateMixin:
    """Animation of :class:`GameScene`."""

    # ------------------------------------------------------------------ animation
    def _move(self, marker: Marker, a, b, delay: float, dur: float) -> None:
        self.tweens.queue(marker, "xy", (float(b[0]), float(b[1])), dur, start=(float(a[0]), float(a[1])),
                          delay_ms=delay, ease="ease_in_out")

    def _turn(self, start: float, end: float, delay: float, dur: float) -> float:
        d = ((end - start + 3) % 6) - 3
        self.tweens.queue(self.shown, "facing", start + d, dur, start=start, delay_ms=delay, ease="ease_in_out")
        return start + d

    def animate_action(self, entry, before, after) -> None:
        if self.tweens.animating:
            self.tweens.finish_all()
        self._animating_entry = entry.index  # marked on the board once it has played
        ai = self.session.is_ai(entry.player)
        travel = theme.AI_MOVE_MS if ai else theme.MOVE_MS
        self._settle(before)
        t = 0.0
        rep = after.report
        guard = bool(rep) and rep != before.report
        mid_pos, mid_tok = list(after.pos), list(after.tokens)
        if guard:
            for ev in reversed(rep["events"]):
                if ev["kind"] == "defeat":
                    mid_pos[ev["seat"]] = ev["cell"]
                elif ev["kind"] == "decoy":
                    mid_pos[data.DECOY] = ev["cell"]
                elif ev["kind"] == "remove":
                    mid_tok[ev["cell"]] = ev["token"]
        # action cards committed: the card (its back, for the others) flies into the seat's slot
        for p in range(after.num_players):
            if after.committed[p] and not before.committed[p]:
                self._commit_flight(p, after, travel)
                t = max(t, travel)
        # pieces: the walker and the pieces it pushes slide together; placements pop in
        moved = False
        for piece in range(7):
            a, b = before.pos[piece], mid_pos[piece]
            if a == b:
                continue
            m = self.markers[piece]
            if a < 0 and b >= 0:
                m.xy = art.CENTERS[b]
                m.pop = 0.0
                self.tweens.queue(m, "pop", 1.0, travel, start=0.0, ease="ease_out_back")
                self.fx.at(1, lambda piece=piece, b=b: self._set_pos(piece, b))
            elif b >= 0:
                self._move(m, art.CENTERS[a], art.CENTERS[b], 0.0, travel)
                self.fx.at(travel, lambda piece=piece, b=b: self._set_pos(piece, b))
            else:
                self.fx.at(travel, lambda piece=piece: self._set_pos(piece, -1))
            moved = True
        if moved:
            self.fx.sound_at("piece_step", 0)
            t += travel
        # tokens taken fly to the taker's panel (the view is settled only once they have landed:
        # settling first and landing after would count the token twice)
        landed = 0.0
        for c in range(data.NCELLS):
            tok = before.tokens[c]
            if tok >= 0 and mid_tok[c] < 0:
                taker = entry.player
                self.fx.at(t, lambda c=c: self._take_token(c))
                self.fx.fly(art.token_image(tok, 26), art.CENTERS[c], self._seat_anchor(taker), t, travel,
                            on_done=lambda p=taker, tok=tok: self._gain(p, tok))
                self.fx.sound_at("chime", t)
                landed = max(landed, t + travel)
                t += travel * 0.6
        # reveals of action cards (turn the card in its slot) and the guardian's bonus
        if after.round == before.round:
            for p in range(after.num_players):
                if after.revealed[p] and not before.revealed[p]:
                    self._reveal(p, after.revealed[p], t, travel)
                    t += travel
                    boost = data.CARD_BOOST[after.revealed[p]]
                    if boost:
                        gx, gy = art.CENTERS[before.guardian]
                        self._float(f"+{boost}", (gx, gy - 50), art.TURQ, t)
                        self.fx.at(t, lambda b=after.bonus: setattr(self.shown, "bonus", b))
        # card icons: card 1 turned the guardian, card 2 flipped the tile
        face0 = rep["events"][0]["facing"] if guard and rep["events"] else after.facing
        if face0 != before.facing:
            self._turn(float(before.facing), float(face0), t, travel)
            t += travel
        if before.tile_cw != after.tile_cw:
            self.fx.at(t, lambda: setattr(self.shown, "tile_cw", after.tile_cw))
            r = self._tile_rect()
            self._float(tr("tile.cw" if after.tile_cw else "tile.ccw"), (r.centerx, r.y - 6), art.TURQ, t)
            t += travel
        if guard:
            self.guardian_due = True  # the table shows the guardian's walk now (``table_busy``)
        if guard and not ai:  # nobody's move: it starts once the player's own move has played
            self.fx.at(max(t, landed), lambda: self._paced_guardian(rep, before, after))
        else:
            if guard:
                t = self._animate_guardian(rep, before, t, travel)
            self.fx.at(max(t, landed) + 10, lambda v=after: self._finish(v))
        self.sync()

    def _paced_guardian(self, rep, before, after) -> None:
        """The guardian's walk after the player's own move: it is not the player's move, so it
        plays at the opponents' pace (their speed, their step time), to be watched."""
        with tween.paced(self.pace()[0]):
            t = self._animate_guardian(rep, before, 0.0, theme.AI_MOVE_MS)
            self.fx.at(t + 10, lambda v=after: self._finish(v))

    def _animate_guardian(self, rep, before, t: float, travel: float) -> float:
        look_ms, step_ms = travel * 1.2, travel * 0.9
        gx, gy = art.CENTERS[before.guardian]
        self.fx.at(t, lambda: self._set_die(rep["die"]))
        self.fx.at(t, lambda: setattr(self, "guardian_walk", (rep["die"], rep["bonus"])))
        self._float(tr("ev.die", die=rep["die"], bonus=rep["bonus"]), (gx, gy - 56), theme.ACCENT, t, big=True)
        self.fx.sound_at("card_slide", t)
        t += travel * 1.5
        facing = None
        for ev in rep["events"]:
            kind = ev["kind"]
            if kind == "look":
                facing = float(ev["facing"]) if facing is None else facing
                self.fx.at(t, lambda ev=ev: self._set_sight(ev))
                t += look_ms
                if ev["result"] == "turn":
                    facing = self._turn(facing, float(ev["to"]), t, travel * 0.6)
                    t += travel * 0.6
                if ev["rocket"]:
                    self._float(tr("ev.rocket"), (gx, gy - 40), theme.DANGER, t)
            elif kind == "blocked":
                self.fx.at(t, lambda: self._set_caption(tr("guard.blocked")))
                for d in ev["turns"]:
                    facing = self._turn(facing if facing is not None else 0.0, float(d), t, travel * 0.4)
                    t += travel * 0.45
            elif kind == "move":
                self.fx.at(t, lambda: setattr(self, "sight_now", None))
                a, b = art.CENTERS[ev["from"]], art.CENTERS[ev["to"]]
                self._move(self.markers["g"], a, b, t, step_ms)
                self.fx.sound_at("piece_step", t)
                self.fx.at(t + step_ms, lambda c=ev["to"]: setattr(self.shown, "guardian", c))
                t += step_ms
                gx, gy = b
            elif kind == "defeat":
                seat, cell, curse = ev["seat"], ev["cell"], ev["curse"]
                self.fx.at(t, lambda seat=seat: self._set_pos(seat, -1))
                self.fx.at(t, lambda seat=seat: self._set_caption(tr("guard.defeat", piece=self.name(seat))))
                x, y = art.CENTERS[cell]
                self._float(tr("ev.curse") if curse else tr("ev.no_curse"), (x, y - 40), theme.DANGER, t, big=True)
                if curse:
                    self.fx.fly(_curse_image(), (x, y), self._seat_anchor(seat), t, travel,
                                on_done=lambda seat=seat: self._curse(seat))
                self.fx.sound_at("error", t)
                t += travel
            elif kind == "decoy":
                self.fx.at(t, lambda: self._set_pos(data.DECOY, -1))
                t += travel * 0.5
            elif kind == "remove":
                cell, tok = ev["cell"], ev["token"]
                self.fx.at(t, lambda cell=cell: self._take_token(cell))
                self.fx.at(t, lambda tok=tok: self._set_caption(tr("guard.remove", token=token_name(tok))))
                x, y = art.CENTERS[cell]
                self._float("×" + token_name(tok), (x, y - 30), theme.TEXT, t)
                t += travel
        self.fx.at(t, lambda: setattr(self, "sight_now", None))
        self.fx.at(t + travel, lambda: setattr(self, "guardian_walk", None))
        return t + travel

    # state pokes used by the timeline
    def _set_pos(self, piece, c) -> None:
        self.shown.pos[piece] = c
        if c >= 0:
            self.markers[piece].xy = art.CENTERS[c]

    def _take_token(self, c) -> None:
        self.shown.tokens[c] = -1

    def _gain(self, p, tok) -> None:
        if p < len(self.shown.holdings):
            self.shown.holdings[p][tok] += 1

    def _curse(self, p) -> None:
        self.shown.curses[p] += 1

    def _set_die(self, d) -> None:
        self.shown.last_die = d

    def _set_caption(self, text) -> None:
        self.caption = text

    def _set_sight(self, ev) -> None:
        self.sight_now = ev
        key = {"turn": "guard.turn", "tie": "guard.tie"}.get(ev["result"], "guard.look")
        self.caption = tr(key)

    def _commit_flight(self, p, after, travel) -> None:
        """Seat ``p`` committed a card: it flies face down (face up on its owner's screen) to the slot."""
        slot = self._slot_rect(p)
        if p == self.viewer and after.my_commit:
            sprite = next((s for s in self.hand_sprites if s.key == ("card", after.my_commit)), None)
            start = sprite.pos if sprite is not None else (LEFT.centerx, HAND_Y)
            image, scale = art.card_face(after.my_commit), 1.0
        else:
            start = self._commit_origin(p)
            image, scale = art.card_back(art.MINI), 1.5
        self.fx.fly(image, start, slot.center, 0.0, travel, on_done=lambda p=p: self._set_committed(p), scale=scale,
                    end_scale=1.0)
        self.fx.sound_at("card_slide", 0)

    def _commit_origin(self, p):
        """Where another seat's card starts its flight: the middle of its panel."""
        for s, r in self._seat_rects():
            if s == p:
                return (r.x + r.w * 0.4, r.centery)
        return LEFT.center

    def _set_committed(self, p) -> None:
        if p < len(self.shown.committed):
            self.shown.committed[p] = True

    def _reveal(self, p, card, t, travel) -> None:
        self.flip[p] = 0.0
        holder = _FlipHolder(self.flip, p)
        self.tweens.queue(holder, "value", 1.0, travel, start=0.0, delay_ms=t, ease="linear")
        self.fx.at(t + travel, lambda: self._set_revealed(p, card))
        self.fx.sound_at("card_place", t)

    def _set_revealed(self, p, card) -> None:
        self.shown.revealed[p] = card
        self.flip.pop(p, None)

    def _finish(self, v) -> None:
        self.guardian_due = False
        if v is self.view:
            self._settle(v)
        self._animating_entry = None
        self.sync()

    def _float(self, text, pos, color, delay, big=False) -> None:
        if pos[1] < FLOAT_MIN_Y:  # over the top row: below the piece instead, clear of the panels
            pos = (pos[0], pos[1] + 110)
        self.fx.float_text(text, pos, color, delay, big)
