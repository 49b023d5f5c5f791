"""The City's animation: the reveal, builds, payments, income and VP of an action, step by step."""

from __future__ import annotations

import dataclasses

import pygame

from tabletop.ui import i18n, sound, theme
from tabletop.ui.fx import FloaterStyle
from tabletop.ui.table import seat_color, seat_mark

from .. import art
from ..rules import ARCH, ARCHITECT, GIVEUP, PASS
from .layout import CITY, CITY_CARD, HAND_CENTER, MINI, cname, tr


def _keep_in_panel(scene):
    """A floater stays inside the panel it was put in (another player's, or your city): the
    gains of one move stack there, never over the VP track."""
    def clamp(fl, rect: pygame.Rect) -> pygame.Rect:
        home = getattr(fl, "home", None)
        if home is None:   # the panel where it was put (asked first when it appears)
            home = next((r for _, r in scene._opponent_rects() if r.collidepoint(fl.pos)), None)
            if home is None:
                home = CITY if CITY.collidepoint(fl.pos) else pygame.Rect(0, 0, theme.W, theme.H)
            fl.home = home = home.inflate(-6, -6)
        return rect.clamp(home)
    return clamp


#: the table's floaters: compact, so four gains of one move fit in another player's panel
FLOATERS = FloaterStyle(size=theme.XS + 1, pad=(12, 4), rise=10, big_linger=300)


class AnimateMixin:
    def _init_floaters(self) -> None:
        self.fx.style = dataclasses.replace(FLOATERS, clamp=_keep_in_panel(self))

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
                x0 = self.reveal_x() - (n - 1) * w / 2
                hold = 1100
                # where they stand (the coach's panel keeps clear of it while they are up)
                self.reveal_area = pygame.Rect(round(x0 - w / 2), CITY.y + 40, round(n * w), 200)
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
                # the banner goes with the stage (rise, linger and fade within ``hold``): it never
                # lingers over your city's header or a give-up's cards that come next
                self.fx.float_text(tr("tbl.reveal"), (self.reveal_x(), CITY.y + 46), theme.ACCENT, t, big=True,
                                   hold=hold - FLOATERS.big_linger - FLOATERS.fade_ms)
                self.fx.sound_at("card_slide", t)
                # a stage under the revealed cards: nothing of the city shows through while they are up
                self.reveal_serial = serial
                self.tweens.after(t + hold, lambda: self._end_reveal(serial))
                t += hold
            elif kind in ("built", "architect"):
                p = e[1]
                card = ARCH if kind == "architect" else e[2]
                idx = grown[p]
                grown[p] += 1
                start = reveal_pos.get(p) or self._seat_anchor(p)
                end = self._card_center(p, idx, after)
                if p == self.viewer:
                    rows = after.breakdown(p)
                    row = rows[idx] if idx < len(rows) else {"income": 0, "vp": 0}
                    img = art.city_card(card, lang, CITY_CARD, row["income"], row["vp"])
                else:
                    img = art.mini_card(card, lang, MINI)
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
            elif kind == "open":  # the opening discards, shown face up on their way to the public pile
                p = e[1]
                for i, c in enumerate(e[2:]):
                    self.fx.fly(art.card_face(c, lang, (50, 70)), self._seat_anchor(p), self._pile_rect().center,
                                t + i * 90, travel * 1.6)
                t += travel * 0.4
            elif kind == "end":
                self.fx.float_text(tr("tbl.ev.end"), (CITY.centerx, CITY.y + 130), theme.ACCENT, t, big=True)
        if self.frozen_len:
            self.tweens.after(t + 60, lambda: self._thaw(serial))
        self.sync()

    def reveal_x(self) -> int:
        """Where the revealed choices are shown: the middle of your city, or of the part of it
        the coach of a guided game leaves free."""
        if getattr(self, "coach", None) is not None:
            panel = self.coach_rect()
            if CITY.collidepoint(panel.topleft) and panel.x > CITY.centerx:
                return (CITY.x + panel.x) // 2
        return CITY.centerx

    def revealing(self) -> bool:
        """The commits of step 1 are on show over your city."""
        return self.reveal_serial is not None

    def _end_reveal(self, serial: int) -> None:
        if serial == self.reveal_serial:
            self.reveal_serial = None

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


class _TrackHolder:
    """Tweens one seat's marker on the VP track."""

    def __init__(self, scene, seat: int):
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
