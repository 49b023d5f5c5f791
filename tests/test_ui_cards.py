"""Small card helpers shared by the tables (tabletop.ui.cards)."""

import pygame

from tabletop.ui.cards import LAST_COLOR, draw_brackets, numbered


def test_numbered_gives_each_copy_its_own_key():
    assert numbered(["y3", "g5", "y3", "y3"]) == [("y3", 0), ("g5", 0), ("y3", 1), ("y3", 2)]
    assert numbered([]) == []


def test_draw_brackets_marks_the_corners_outside_the_rect():
    surf = pygame.Surface((100, 100))
    surf.fill((0, 0, 0))
    rect = pygame.Rect(30, 30, 40, 40)
    draw_brackets(surf, rect)
    corner = [surf.get_at((x, y)) for x in range(22, 30) for y in range(22, 30)]
    assert max(c.r for c in corner) > 0.8 * LAST_COLOR[0]   # a bright bracket at the top-left corner
    assert surf.get_at(rect.center)[:3] == (0, 0, 0)        # the inside stays clear
    surf.fill((0, 0, 0))
    draw_brackets(surf, rect, (10, 200, 10, 255))           # a seat colour (alpha ignored)
    corner = [surf.get_at((x, y)) for x in range(22, 30) for y in range(22, 30)]
    assert max(c.g for c in corner) > 150 and max(c.r for c in corner) < 40
