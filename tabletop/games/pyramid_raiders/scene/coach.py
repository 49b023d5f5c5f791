"""Pyramid Raiders' hooks for the guided first game's coach (``ui/coach.py``): where its panel
sits, the named places a lesson points at, and walks.

A walk is one drag of the raider to its end cell, which the table breaks into steps; the
lesson expects those steps in order. So the coach points at the end cell of the walk it
expects (and at the raider to drag), and a drop on that end cell takes the lesson's path even
when several paths lead there.
"""

from __future__ import annotations

import pygame

from tabletop.ui.table import HUD_H

from .. import art
from .. import data
from .layout import LEFT, SIDE

#: the coach panel's width: its three buttons need it
COACH_W = 384


class CoachMixin:
    """The coach hooks of :class:`GameScene` (see ``TableScene.coach_rect`` and friends)."""

    def coach_rect(self) -> pygame.Rect:
        """On the right column, below the round, die and turn tile (which steps point at) and
        above the in-place choice buttons (Flip, Keep...). It is wider than the column (its
        buttons need the room), so it overlaps the board's right corner a little: the lesson
        never points there. At the end it moves up, clear of the end panel."""
        done = self.coach is not None and self.coach.finished  # its "real game" button is wider
        w = COACH_W + 32 if done else COACH_W
        if self.session.is_terminal():  # above the end panel, over the partners' strip's right end
            return pygame.Rect(SIDE.right - w, HUD_H + 8, w, 0)
        y = SIDE.y + 166
        if self.coach is not None:  # a long text (with a "try this instead") rises, clear of the buttons
            y = max(HUD_H + 8, min(y, SIDE.bottom - 68 - self.coach.height(w)))
        return pygame.Rect(SIDE.right - w, y, w, 0)

    def coach_zones(self) -> dict[str, pygame.Rect]:
        sh = self.shown
        board = art.BOARD_RECT.inflate(-40, -40)
        board.width = self.coach_rect().x - 12 - board.x  # the tomb, clear of the panel
        guardian = sh.guardian if sh is not None else self.view.guardian
        return {
            "board": board,
            "guardian": art.cell_rect(guardian).inflate(8, 8),
            "item": self._item_rect(self.viewer, LEFT),
            "bonus": pygame.Rect(SIDE.x + 8, SIDE.y + 36, SIDE.w - 16, 64),
            "tile": self._tile_rect(),
            "score": pygame.Rect(LEFT.x + 4, LEFT.y + 120, LEFT.w - 8, LEFT.h - 124),
        }

    def coach_walk(self) -> list[int]:
        """The cells the walk the coach expects now still enters, in order ([] when the step
        expects no walk now): its expected steps, and those of the next steps when a push
        choice stands between (the drag goes to the end; the push is asked on the way)."""
        coach, v = self.coach, self.view
        if coach is None or coach.finished or not self.my_turn or v.phase != "step":
            return []
        texts = list(coach.step.expect[coach.made:])
        for later in coach.lesson.steps[coach.index + 1:]:
            texts += list(later.expect)
        cells: list[int] = []
        for text in texts:
            verb, _, arg = text.partition(" ")
            if verb == "push":
                continue
            if verb != "step" or len(cells) >= v.w_rem:
                break
            q, r = (int(x) for x in arg.split(","))
            cells.append(data.CELL_INDEX[(q, r)])
        return cells

    def action_rects(self, action) -> list[pygame.Rect]:
        """A step of the expected walk: its end cell (the drop) and the raider (to drag)."""
        walk = self.coach_walk()
        if walk and action == ("step", walk[0]):
            out = [art.cell_rect(walk[-1])]
            if self.pawn is not None and self.pawn.visible:
                out.append(self.pawn.rect)
            return out
        return super().action_rects(action)

    def _walk_to(self, end: int, trace) -> None:
        walk = self.coach_walk()
        if walk and walk[-1] == end and tuple(walk) in self.ends.get(end, ()):
            trace = [self.view.pos[self.view.active]] + walk  # the lesson's path to this end
        super()._walk_to(end, trace)
