"""Lost Cities' table under a guided first game (``lesson.py``): where the coach points, the named
places a lesson may point at, and where the coach's panel sits so it never hides its target.

The hand moves a little to the left while a lesson runs, so the coach's panel has the bottom right
corner (under the supply, beside the hand) to itself; when a target lies there (a discard pile, the
score panel) or the ending's panel is up, the panel goes to the top right, else over the board's left.
"""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.table import HUD_H

from .. import art, data
from ..art import DECK_RECT, SIDE_X, discard_rect, pile_rect, step_rect
from .layout import opponent_rects

#: the hand while a lesson runs: left of the coach's panel
LESSON_HAND_CENTER = (470.0, float(theme.H - 92))
LESSON_HAND_WIDTH = 640
COACH_W = 400


def path_area(k: int) -> pygame.Rect:
    """Where a card is dropped to go on path ``k`` (the row up to its discard pile)."""
    row = art.row_rect(k)
    return pygame.Rect(row.x, row.y, art.DISCARD_X - 8 - row.x, row.h)


def my_panel_rect() -> pygame.Rect:
    return pygame.Rect(SIDE_X, art.BOARD_TOP, theme.W - 24 - SIDE_X, art.board_bottom() - art.BOARD_TOP)


class CoachingMixin:
    """The part of :class:`GameScene` a lesson's coach asks (``TableScene`` hooks)."""

    _coach_at = None

    def update(self, dt: float) -> None:
        super().update(dt)
        coach, hand = self.coach, self.hand
        if coach is None:
            return
        if hand is not None and hand.center != LESSON_HAND_CENTER:
            hand.center, hand.max_width = LESSON_HAND_CENTER, LESSON_HAND_WIDTH
            hand.arrange(True)
        at = coach.rect().topleft
        if at != self._coach_at:  # the panel moved or grew upwards (it sits on the bottom): its buttons follow
            self._coach_at = at
            coach.build()

    def action_rects(self, action) -> list[pygame.Rect]:
        """The card to drag and where it goes; the pile to draw from; the figure to move."""
        verb = action[0]
        if verb in ("play", "discard"):
            card = action[1]
            out = [s.rect for s in self.hand_sprites if s.key[0] == card][:1]
            k = data.CARD_COLOR[card]
            if verb == "discard":
                out.append(discard_rect(k))
            elif action[2]:
                pr = pile_rect(k)
                half = pr.w // 2
                out.append(pygame.Rect(pr.x + (0 if action[2] == "adv" else half), pr.y, half, pr.h))
            else:
                out.append(path_area(k))
            return out
        if verb == "draw":
            return [DECK_RECT if action[1] == "deck" else discard_rect(data.COLOR_INDEX[action[1]])]
        if action[1] is None:
            return [b.rect for b in self.choice_buttons if b.hotkey == pygame.K_p]
        f = self.figures.get((self.viewer, data.COLOR_INDEX[action[1]]))
        return [f.rect().inflate(12, 12)] if f else []

    def coach_zones(self) -> dict[str, pygame.Rect]:
        cards = [s.rect for s in self.hand_sprites]
        hand = cards[0].unionall(cards[1:]) if cards else pygame.Rect(150, 560, 640, 150)
        zones = {
            "board": pygame.Rect(art.PILE_X, art.BOARD_TOP, art.DISCARD_X - 8 - art.PILE_X,
                                 art.board_bottom() - art.BOARD_TOP),
            "hand": hand,
            "supply": DECK_RECT,
            "discards": discard_rect(0).union(discard_rect(len(data.COLORS) - 1)),
            "score": my_panel_rect(),
            "crossed": pygame.Rect(SIDE_X + 6, art.BOARD_TOP + 58, my_panel_rect().w - 12, 24),
            "ending": self.end_rect(),
        }
        for seat, rect in opponent_rects(self.disp.num_players, self.viewer):
            zones.setdefault("partner", rect)
        for k in range(len(data.COLORS)):
            zones[f"path.{data.COLORS[k]}"] = path_area(k)
            for step in range(1, 10):
                zones[f"step.{data.COLORS[k]}{step}"] = step_rect(k, step)
        return zones

    def coach_rect(self) -> pygame.Rect:
        """Bottom right, else top right, else over the board's left: the first place that hides
        neither what the coach points at nor the ending's panel."""
        coach = self.coach
        h = coach.height(COACH_W) if coach is not None else 240
        x = theme.W - 8 - COACH_W
        places = [pygame.Rect(x, theme.H - 8 - h, COACH_W, h), pygame.Rect(x, HUD_H + 52, COACH_W, h),
                  pygame.Rect(art.PILE_X + 40, HUD_H + 84, COACH_W, h)]
        avoid = [r.inflate(12, 12) for r in (coach.target_rects() if coach is not None else [])]
        if self.end_panel and self.session.is_terminal():
            avoid.append(self.end_rect())
        for place in places:
            if not any(place.colliderect(r) for r in avoid):
                return pygame.Rect(place.x, place.y, COACH_W, 0)
        return pygame.Rect(places[0].x, places[0].y, COACH_W, 0)
