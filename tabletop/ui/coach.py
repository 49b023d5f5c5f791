"""The coach of a guided first game: a panel that says what to do and why, a glow and an arrow
on the exact card, cell or button, and a table that waits for the player to do it.

A :class:`Coach` rides on a :class:`~tabletop.ui.table.TableScene` playing a
:class:`~tabletop.engine.lesson.Lesson` (the real rules, the real scene). The table asks it:

* :meth:`Coach.refusal` before a move of the learner: None when the move is the one the
  step expects, else a friendly "try this instead" (the table takes the move back);
* :meth:`Coach.moved` after every applied move (the step advances when its moves are made);
* :meth:`Coach.scripted` for the other seats' next move (the lesson's script, else None: the
  table asks the rule-based player with a fixed seed).

The panel's buttons: Next (a step with nothing to do), Restart, Leave; "Skip the lesson"
ends it for good. Progress is reported through ``on_progress(step, made, actions)`` and the
end through ``on_finish()`` (the app keeps both: see ``tabletop.learn``).
"""

from __future__ import annotations

import math
from typing import Callable

import pygame

from ..engine.lesson import Lesson, Step
from . import theme
from .i18n import t, tg
from .text import render, render_block, render_fit
from .widgets import Button, panel

PANEL_W = 400

#: :meth:`Coach.watched` when the table shows something no seat did (``TableScene.table_busy``)
TABLE = -2


class Coach:
    def __init__(self, table, lesson: Lesson, *, step: int = 0,
                 made: int = 0,
                 on_progress: Callable[[int, int, list[str]], None] | None = None,
                 on_finish: Callable[[], None] | None = None,
                 on_leave: Callable[[], None] | None = None,
                 on_restart: Callable[[], None] | None = None,
                 on_skip: Callable[[], None] | None = None):
        self.table, self.lesson = table, lesson
        self.index = min(step, len(lesson.steps))
        self.made = made if not self.finished else 0  # expected moves of the current step already made
        self.message: str | None = None  # the last "try this instead"
        self.on_progress, self.on_finish = on_progress, on_finish
        self.on_leave, self.on_restart, self.on_skip = on_leave, on_restart, on_skip
        self.pulse = 0.0
        self._read = -1  # the step to read whose words have been shown
        self.shown = True  # the panel is on the table (not once the learner plays on after the lesson)
        self.buttons: list[Button] = []
        self._lines_key: tuple | None = None
        self._lines_cache: list[pygame.Surface] = []
        self.build()

    # -- the lesson's state ---------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def over(self) -> bool:
        """The lesson is finished and so is its game (the table's end panel then holds the choices)."""
        return self.finished and self.table.session.is_terminal()

    @property
    def step(self) -> Step | None:
        return None if self.finished else self.lesson.steps[self.index]

    def expected(self) -> str | None:
        """The learner's move the current step waits for, as an action text (None: Next)."""
        step = self.step
        if step is None or self.made >= len(step.expect):
            return None
        return step.expect[self.made]

    def refusal(self, action_text: str) -> str | None:
        """None when the learner may make this move now, else why not (in the player's words)."""
        if self.finished:
            return None  # after the lesson the player plays on freely
        want = self.expected()
        if want is None:
            return t("coach.next_first")
        if action_text == want:
            return None
        return t("coach.try_instead")

    def moved(self, entry) -> None:
        """An action was applied: the learner's expected move advances the step."""
        self.message = None
        if self.finished:
            if entry.player == self.lesson.seat:
                self.shown = False  # playing on alone: the panel gives the table back
            return
        if entry.player != self.lesson.seat:
            # not written: the partners' moves are the script's or a fixed-seed player's, so a
            # lesson resumed after the learner's last move plays them again, the same way
            return
        self.made += 1
        step = self.step
        if step is not None and self.made >= len(step.expect):
            self._advance()
        else:
            self._progress()

    def scripted(self) -> str | None:
        """The other seats' next move from the lesson's script, or None when it has run out."""
        others = sum(1 for e in self.table.session.log if e.player != self.lesson.seat)
        script = self.lesson.opponents
        return script[others] if others < len(script) else None

    def _advance(self) -> None:
        self.index += 1
        self.made = 0
        self.message = None  # a refusal belongs to the step it was given in
        self.build()
        self._progress()
        if self.finished and self.on_finish is not None:
            self.on_finish()

    def _progress(self) -> None:
        if self.on_progress is not None:
            self.on_progress(self.index, self.made, list(self.table.session.record.actions))

    def next(self) -> None:
        """Next: only where the step has nothing to do, once its words are shown."""
        if not self.finished and self.expected() is None and not self.watching():
            self._advance()

    def refuse(self, reason: str) -> None:
        """Say ``reason`` in the panel, under the step's words, until the next move or step (a
        move taken back, or the lesson's move when the player asks for a hint)."""
        self.message = reason

    # -- the panel ------------------------------------------------------------------------------
    def rect(self) -> pygame.Rect:
        r = self.table.coach_rect()
        return pygame.Rect(r.x, r.y, r.w, self.height(r.w))

    def _lines(self, width: int) -> list[pygame.Surface]:
        """The panel's rendered lines, made once per step, message, language and width (the
        panel is drawn and measured every frame; wrapping Japanese text is not free)."""
        key = (self.index, self.over, self.message, _lang(), width,
               self.watched())  # "watch X" names the seat being watched
        if self._lines_key != key:
            self._lines_key, self._lines_cache = key, self._render_lines(width)
        return self._lines_cache

    def _render_lines(self, width: int) -> list[pygame.Surface]:
        game = self.lesson.game
        out = []
        if self.finished:
            out.append(render_fit(t("coach.done.title"), theme.M, theme.ACCENT, width, True))
            # the guided game played to its end, or not yet
            out.append(render_block(t("coach.done.end" if self.over else "coach.done.body"), width, theme.S, theme.TEXT))
            return out
        step = self.step
        seat = self.watched()
        if seat is not None:  # the step's words wait until the others' turns have been seen
            out.append(render(t("coach.step", k=self.index + 1, n=len(self.lesson.steps)), theme.XS, theme.TEXT_DIM))
            words = t("coach.watch_table") if seat == TABLE else t("coach.watch", name=self.table.name(seat))
            out.append(render_block(words, width, theme.S, theme.TEXT_DIM))
            return out
        count = render(t("coach.step", k=self.index + 1, n=len(self.lesson.steps)), theme.XS, theme.TEXT_DIM)
        out.append(count)
        if step.title:
            out.append(render_fit(tg(game, step.title), theme.M, theme.ACCENT, width, True))
        out.append(render_block(self.table.names(tg(game, step.text)), width, theme.S, theme.TEXT))
        if self.message:
            out.append(render_block(self.message, width, theme.S, theme.ACCENT, True))
        return out

    def height(self, w: int) -> int:
        """The panel's height at width ``w`` (its words wrapped; a table placing the panel asks)."""
        body = sum(img.get_height() + 6 for img in self._lines(w - 32))
        buttons = 0 if self.over else 48  # see build
        return body + 24 + buttons + 12

    def build(self) -> None:
        r = self.table.coach_rect()
        h = self.height(r.w)
        self._built_for = pygame.Rect(r.x, r.y, r.w, h)
        y = r.y + h - 52
        self.buttons = []
        self._next = None
        x = r.x + 16
        self._built_state = (self.finished, self.over)
        if self.over:  # the table's end panel holds the choices (a real game, the lesson again, the results)
            return
        small = [("coach.restart", self.restart, None), ("coach.leave", self.leave, None)]
        if self.finished:  # nothing to come back to: Menu
            small = [small[0], ("coach.menu", self.leave, None)]
        small_w = 108 if not self.finished else 96  # room for the wider "Play a real game"
        for key, fn, hk in small:
            b = Button((x, y, small_w, 36), lambda k=key: t(k), fn, hotkey=hk, size=theme.XS)
            self.buttons.append(b)
            x += small_w + 8
        if self.finished:
            w = r.right - 16 - x
            self.buttons.append(Button((x, y, w, 36), lambda: t("coach.real_game"), self.real_game,
                                       style="primary", size=theme.XS, hotkey=pygame.K_RETURN))
        elif self.expected() is None:
            self._next = Button((r.right - 16 - 120, y, 120, 36), lambda: t("coach.next"), self.next,
                                style="primary", size=theme.XS, hotkey=pygame.K_RETURN)
            self.buttons.append(self._next)
        if not self.finished:  # at the top, far from Next: a double click on Next never skips the lesson
            w = min(150, r.w // 3)
            self.buttons.append(Button((r.right - 10 - w, r.y + 8, w, 26), lambda: t("coach.skip"), self.skip,
                                       size=theme.XS, tooltip=lambda: t("coach.skip.tip")))

    def restart(self) -> None:
        if self.on_restart is not None:
            self.on_restart()

    def leave(self) -> None:
        self._progress()  # the table as it is now, the partners' latest moves included
        if self.on_leave is not None:
            self.on_leave()

    def skip(self) -> None:
        """Skip the lesson: it is not suggested again; a real game's dialog opens."""
        if self.on_skip is not None:
            self.on_skip()

    def real_game(self) -> None:
        self.table.app.open_new_game(self.table.spec)

    def handle(self, event) -> bool:
        for b in self.buttons:
            if b.visible and b.handle(event):
                return True
        return False

    def update(self, dt: float) -> None:
        self.pulse += dt
        watching = self.watching()
        if self._read != self.index and self.expected() is None and not watching:
            self._read = self.index  # its words are on show: they stay (see watched)
        if self._next is not None:
            self._next.visible = not watching  # no Next past words not shown yet
        if self.rect() != self._built_for or self._built_state != (self.finished, self.over):
            self.build()  # the panel moved or its text changed height (a message came or went), or the game ended

    # -- pointing ---------------------------------------------------------------------------------
    def target_rects(self) -> list[pygame.Rect]:
        """Where the coach points now (the scene finds actions and named places)."""
        step = self.step
        if step is None:
            return []
        point = step.target()
        if self.expected() is not None and not step.point:
            point = ("action", self.expected())
        if not point:
            return []
        kind, what = point
        if kind == "action":
            state = self.table.session.state
            try:
                action = state.str_to_action(what)
            except Exception:
                return []
            return [pygame.Rect(r) for r in self.table.action_rects(action)]
        if kind == "zone":
            r = self.table.coach_zones().get(what)
            return [pygame.Rect(r)] if r is not None else []
        if kind == "hud":
            for b in self.table.hud_buttons:
                if getattr(b, "key", None) == what:
                    return [b.rect]
        return []

    def watched(self) -> int | None:
        """The seat the learner is watching, or None: the other seats are still playing (the
        step asks for the learner's move and it is not their turn yet: the seat to play), or
        another seat's move is still being shown (that seat). The panel then says to watch, and
        the step's words (and arrow) come when the table has caught up; :data:`TABLE` while the
        table shows what no seat did (the game's own automaton, e.g. a guardian's walk) at a
        step's start. A step to read keeps its words once they have been shown, while the others
        play on (they flickered away with each of their moves)."""
        s = self.table.session
        if self.finished or s.is_terminal():
            return None
        if (self.expected() is not None or self.step.wait) and s.current_player() != self.lesson.seat:
            shown = self.table.narrated()  # the seat the banner speaks of, while it does
            return shown.player if shown is not None and shown.player != self.lesson.seat else s.current_player()
        if self._read == self.index:  # a step to read keeps its words once shown while the others play on
            return None
        if self.made == 0 and self.table.table_busy():  # the table shows what no seat did (a guardian's walk)
            return TABLE
        # another seat's move still being shown (a card flying, a marker moving): the words wait
        last = s.log[-1] if s.log else None
        if last is not None and last.player != self.lesson.seat and (self.table.tweens.animating or self.table.fx.busy):
            return last.player
        return None

    def watching(self) -> bool:
        return self.watched() is not None

    def draw(self, surface: pygame.Surface, accent) -> None:
        r = self.rect()
        targets = self.target_rects() if self.table.replay is None and not self.watching() else []
        glow = 0.5 + 0.5 * math.sin(self.pulse / 260.0)
        for tr in targets:
            color = tuple(int(c * (0.6 + 0.4 * glow)) for c in theme.ACCENT)
            pygame.draw.rect(surface, color, tr.inflate(10, 10), 4, border_radius=10)
        if targets:
            _arrow(surface, r, targets[0], glow)
        panel(surface, r, theme.FELT_DARK, accent, radius=14)
        y = r.y + 14
        for img in self._lines(r.w - 32):
            surface.blit(img, (r.x + 16, y))
            y += img.get_height() + 6
        for b in self.buttons:
            b.draw(surface)


def arrow_path(panel_rect: pygame.Rect, target: pygame.Rect) -> list[pygame.Vector2] | None:
    """The coach's arrow as points, from the panel's edge to the tip, its last stretch straight
    at the middle of one side of the target. A card or a cell (small) is pointed at from above
    (from below when the panel lies wholly below it), so the tip never lands on a neighbour —
    cards in a hand or cells on a board touch or overlap at their sides; a large place (the
    board, a panel) from the side that faces the coach's panel."""
    if panel_rect.colliderect(target.inflate(12, 12)):
        return None
    up, down = (pygame.Vector2(0, -1), "top"), (pygame.Vector2(0, 1), "bottom")
    left, right = (pygame.Vector2(-1, 0), "left"), (pygame.Vector2(1, 0), "right")
    if target.w <= 200 and target.h <= 240:
        sides = [down, up] if panel_rect.top >= target.bottom else [up, down]
    else:
        facing = (right if panel_rect.left >= target.right else left if panel_rect.right <= target.left
                  else down if panel_rect.top >= target.bottom else up)
        sides = [facing]  # right beside it, the place's glowing frame says enough: no arrow across the table
    for normal, side in sides:
        mid = {"top": target.midtop, "bottom": target.midbottom, "left": target.midleft,
               "right": target.midright}[side]
        tip = pygame.Vector2(mid) + normal * 8
        bend = tip + normal * 44
        if panel_rect.inflate(60, 60).collidepoint(tip) or not pygame.Rect(0, 0, 1280, 720).collidepoint(tip):
            continue
        start = pygame.Vector2(panel_rect.center)
        d = bend - start
        if d.length() < 1:
            continue
        u = d.normalize()
        for _ in range(600):  # leave the panel at its edge
            if not panel_rect.collidepoint(start):
                break
            start += u * 4
        if panel_rect.collidepoint(bend) or (bend - start).dot(d) <= 0:
            return [bend, tip]  # the panel is right there: the straight last stretch alone
        return [start, bend, tip]
    return None


def _arrow(surface: pygame.Surface, panel_rect: pygame.Rect, target: pygame.Rect, glow: float) -> None:
    """An arrow from the coach's panel to the target (see :func:`arrow_path`)."""
    points = arrow_path(panel_rect, target)
    if points is None:
        return
    color = tuple(int(c * (0.7 + 0.3 * glow)) for c in theme.ACCENT)
    stop = points[-1]
    u = (stop - points[-2]).normalize()
    pygame.draw.lines(surface, color, False, [*points[:-1], stop - u * 6], 5)
    left = stop - u * 18 + u.rotate(90) * 10
    right = stop - u * 18 - u.rotate(90) * 10
    pygame.draw.polygon(surface, color, [stop, left, right])


def _lang() -> str:
    from . import i18n

    return i18n.lang()
