"""Lost Cities' board layout: every figure is drawn wholly inside its own space (play-test: AI
figures sat on the line between two spaces and looked as if they shared one)."""
import pygame

from tabletop.games.lost_cities import art, data
from tabletop.games.lost_cities.scene.layout import figure_slot
from tabletop.ui.pieces import draw_piece


def test_every_figure_is_drawn_inside_its_space():
    surface = pygame.Surface((1280, 720))
    for n in (2, 3, 4):
        for seat in range(n):
            for kind in (data.ADV, data.RES):
                for path in range(len(data.COLORS)):
                    for step in range(1, 10):
                        pos = figure_slot(n, seat, path, step, kind)
                        drawn = draw_piece(surface, art.figure_kind(kind), pos, art.figure_height(kind), (200, 60, 60))
                        space = art.step_rect(path, step)
                        assert space.contains(drawn), (n, seat, kind, path, step, drawn, space)


def test_two_seats_in_one_space_stand_apart():
    for kind in (data.ADV, data.RES):
        left, right = figure_slot(2, 0, 1, 4, kind), figure_slot(2, 1, 1, 4, kind)
        assert right[0] - left[0] >= 24
