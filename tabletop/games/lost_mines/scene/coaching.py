"""The Lost Mines table under the coach of "Learn to play" (``ui/coach.py``): the named places a
lesson points at, where each move is made (the card and its target, the dwarf's destination,
the tray, a slot, a button) and a panel that sits on whichever side leaves the target in
sight (the tunnel starts on the left, the mines and slots are on the right)."""

from __future__ import annotations

import re

import pygame

from tabletop.engine.contract import IllegalAction
from tabletop.engine.i18n import seat_ref
from tabletop.ui import i18n, theme

from .. import data
from .layout import COLUMN, SIDE, TRAY, VIEWPORT
from .words import tr

PANEL_W = 400
END_W = 440                 # the last panel: Restart, Leave and "Play a real game" side by side
PANEL_Y = 64 + 44           # below the HUD
PANEL_BOTTOM = 564          # the board's foot: a lower panel ends there


#: a player named in the coach's words: ``{seat1}`` is seat 1 (its name on this table)
SEAT_TOKEN = re.compile(r"\{seat(\d)\}")


class Coaching:
    """Coach hooks (a mixin of ``GameScene``)."""

    def names(self, text: str) -> str:
        """The coach's words name the players by ``{seatN}``: their names go in, as in every text."""
        if "{seat" in text:
            text = SEAT_TOKEN.sub(lambda m: seat_ref(int(m[1])), text)
        return super().names(text)

    _coach_side = (None, None)    # (the step, move and text it was decided for, (corner, height))

    def coach_zones(self) -> dict[str, pygame.Rect]:
        zones = {"board": VIEWPORT.inflate(-60, -60), "tray": TRAY, "players": COLUMN.copy()}
        starts = [self.cell_rect(*data.xy(c)) for c, b in enumerate(self.disp.board) if b and b.startswith("start_")]
        if starts:
            zones["starts"] = starts[0].unionall(starts[1:])
        # your name, clan and secret role: the frame ends above the points and piles lines
        zones["me"] = pygame.Rect(SIDE.x, SIDE.y, SIDE.w, self._side_clan_rect().bottom + 22 - SIDE.y)
        slots = [r for _s, r in self._slot_rects()]
        if slots:
            zones["slots"] = slots[0].unionall(slots[1:])
        seats = [r for _s, r in self._seat_rects()]
        if seats:
            zones["players"] = seats[0].unionall(seats[1:])
        mines = [self.cell_rect(*data.xy(c)) for c in self.disp.mine_cells]
        for i, r in enumerate(mines):
            zones[f"mine{i + 1}"] = r
        zones["goal"] = mines[0].unionall(mines[1:] + ([zones["slots"]] if "slots" in zones else []))
        barred = self._barred_rects()
        if barred:  # the obstacles not yet cleared and the trolls: what holds a dwarf back
            zones["barred"] = barred[0].unionall(barred[1:])
        return zones

    def _barred_rects(self) -> list[pygame.Rect]:
        v = self.disp
        out = []
        for c, b in enumerate(v.board):
            pp = data.path_parts(b) if b else None
            if pp is not None and pp[1] in data.OBSTACLES and c not in v.cleared:
                out.append(self.cell_rect(*data.xy(c)))
        for e in v.trolls:
            if e is not None:
                out.append(self.edge_rect(*data.xy(e[0]), *data.xy(e[1])))
        return out

    # -- where a move is made ---------------------------------------------------------------------
    def _coach_next(self):
        """The expected move after the current one, as an action (or None)."""
        coach = self.coach
        step = coach.step if coach is not None else None
        if step is None or coach.made + 1 >= len(step.expect):
            return None
        try:
            return self.session.state.str_to_action(step.expect[coach.made + 1])
        except IllegalAction:  # a text that no longer parses points nowhere
            return None

    def _walk_end(self, first):
        """The last cell of the run of steps the coach expects from ``first`` on."""
        coach = self.coach
        end = (first[1], first[2])
        if coach is None or coach.step is None:
            return end
        for text in coach.step.expect[coach.made + 1:]:
            try:
                a = self.session.state.str_to_action(text)
            except IllegalAction:
                break
            if a[0] != "step":
                break
            end = (a[1], a[2])
        return end

    def _card_rect(self, code):
        return [s.rect for s in self.hand_sprites if s.key[0] == code and s.visible][:1]

    def _button(self, label: str):
        return [b.rect for b in self.choice_buttons if (b.text() if callable(b.text) else b.text) == label][:1]

    def action_rects(self, action) -> list[pygame.Rect]:
        if isinstance(action, str):
            if action == "discard":
                nxt = self._coach_next()
                code = nxt[1] if isinstance(nxt, tuple) and nxt[0] == "discard" else None
                return self._discard_rects(code)
            labels = {"stop": ("ui.stay", "ui.stop"), "propose": ("ui.propose",), "yes": ("ui.yes",),
                      "no": ("ui.no",), "done": ("ui.done",)}
            for key in labels.get(action, ()):
                r = self._button(tr(key))
                if r:
                    return r
            return [b.rect for b in self.choice_buttons][:1]
        k = action[0]
        if k == "card":  # the card, and where the lesson lays it next
            rects = self._card_rect(action[1])
            nxt = self._coach_next()
            target = self.mark_rect(nxt) if nxt is not None and not isinstance(nxt, str) else None
            return rects + ([target] if target is not None else [])
        if k == "discard":
            return self._discard_rects(action[1])
        if k == "step":
            end = self.cell_rect(*self._walk_end(action))
            pw = self.pawns.get(self.viewer)
            return [end] + ([self._pawn_rect(pw)] if pw is not None else [])
        if k == "take":
            return [r for s, r in self._slot_rects() if s == action[1]]
        r = self.mark_rect(action)
        return [r] if r is not None else []

    def _discard_rects(self, code) -> list[pygame.Rect]:
        """The card to drop on the tray and the tray; once it waits there, the Discard button."""
        if code is not None and any(k[0] == code for k in self.staged):
            return self._button(tr("ui.discard", n=len(self.staged))) or [TRAY]
        return (self._card_rect(code) if code is not None else []) + [TRAY]

    # -- the panel --------------------------------------------------------------------------------
    def coach_rect(self) -> pygame.Rect:
        """One of four corners around the board (top right when nothing speaks against it), or
        the middle of the board's top or foot: the one covering least of what the coach points
        at, then of the tunnels, the mines, the player's own dwarf and what the player knows.
        Decided once per step and move, and again when the player's turn comes (the others have
        laid their cards by then); the height follows the text, a lower panel growing upwards.
        The last panel is wider: its three buttons (one says "play a real game") side by side."""
        coach = self.coach
        if coach is None:
            return pygame.Rect(theme.W - 16 - PANEL_W, PANEL_Y, PANEL_W, 0)
        step = coach.step
        # a step to read keeps its place while the others play on: its Next never moves away
        # from the pointer (one that waits for them shows Next only once they have played)
        turn = self.my_turn if step is None or step.expect or step.wait else None
        key = (coach.index, coach.made, coach.finished, turn, coach.message, i18n.lang(), coach.watching())
        w = END_W if coach.finished else PANEL_W
        if self._coach_side[0] != key:
            h = coach.height(w)
            corner = self._pick_corner(coach, h) if self._coach_side[0] is None or \
                self._coach_side[0][:4] != key[:4] else self._coach_side[1][0]
            self._coach_side = (key, (corner, h))
        corner, h = self._coach_side[1]
        return pygame.Rect(_panel_x(corner, w), PANEL_Y if corner[1] == "top" else PANEL_BOTTOM - h, w, 0)

    def _pick_corner(self, coach, h: int) -> tuple[str, str]:
        targets = [r for r in coach.target_rects() if r.w < VIEWPORT.w // 2]
        v = self.view
        keep = [(self.cell_rect(*data.xy(c)), 3) for c, b in enumerate(v.board) if b is not None and not b.startswith("mine")]
        keep += [(self.cell_rect(*data.xy(c)), 2) for c in v.mine_cells]  # the mines the coach talks about
        if not self.my_turn:  # where the others are about to lay their cards, to be watched
            keep += [(r, 3) for r in self._scripted_rects(coach)]
        pw = self.pawns.get(self.viewer)
        if pw is not None:
            keep.append((self._pawn_rect(pw), 15))  # the player's own dwarf above all
        keep.append((pygame.Rect(SIDE.x, SIDE.y + 180, SIDE.w, SIDE.h - 180), 0.25))  # what the player knows
        best = None
        w = END_W if coach.finished else PANEL_W
        for corner in (("right", "top"), ("left", "top"), ("left", "bottom"), ("right", "bottom"),
                       ("middle", "top"), ("middle", "bottom")):
            x = _panel_x(corner, w)
            y = PANEL_Y if corner[1] == "top" else PANEL_BOTTOM - h
            box = pygame.Rect(x, y, w, h).inflate(24, 24)
            cost = 20 * sum(_area(box.clip(t)) for t in targets) + sum(w * _area(box.clip(k)) for k, w in keep)
            if best is None or cost < best[0]:
                best = (cost, corner)
        return best[1]

    def _scripted_rects(self, coach) -> list[pygame.Rect]:
        """Where the lesson's script lays the others' next cards and tokens (until the
        learner's turn comes)."""
        others = sum(1 for e in self.session.log if e.player != coach.lesson.seat)
        out = []
        for text in coach.lesson.opponents[others:others + 8]:
            if text.split()[0] not in ("path", "troll", "trap", "tool", "storm"):
                continue
            try:
                r = self.mark_rect(self.session.state.str_to_action(text))
            except IllegalAction:
                continue
            if r is not None:
                out.append(r)
        return out

    def toast_anchor(self):
        """Toasts stack above the hand, as at every table; in a lesson, where they cover none of
        the coach's panel (its words and buttons): above the hand, at the board's top, or just
        below the panel."""
        anchor = super().toast_anchor()
        coach = self.coach
        if coach is None or coach.finished or self._coach_side[0] is None or not self.app.toasts.items:
            return anchor
        r = self.coach_rect()
        panel = pygame.Rect(r.x, r.y, r.w, self._coach_side[1][1]).inflate(8, 8)
        for side in (anchor, ("top", VIEWPORT.centerx, VIEWPORT.y + 12), ("top", VIEWPORT.centerx, panel.bottom + 4),
                     ("bottom", VIEWPORT.centerx, panel.y - 4)):
            rects = self.app.toasts.rects(side)
            if all(not panel.colliderect(t) and t.top >= 0 and t.bottom <= theme.H for t in rects):
                return side
        return anchor

    def _coach_follow(self) -> None:
        """Rebuild the coach's buttons when its panel moved."""
        coach = self.coach
        if coach is not None and coach.buttons and coach.buttons[0].rect.x != self.coach_rect().x + 16:
            coach.build()


def _panel_x(corner, w: int = PANEL_W) -> int:
    if corner[0] == "left":
        return 16
    if corner[0] == "middle":
        return VIEWPORT.centerx - w // 2
    return theme.W - 16 - w


def _area(r: pygame.Rect) -> int:
    return r.w * r.h
