"""Lost Cities' card faces: the rotated bottom corner must not turn a 6 into a 9 (play-test), so
a 6 and a 9 carry an underline in both corners; the other values do not."""
import pygame
import pytest

from tabletop.games.lost_cities import art, data


def _solid_rows(face: pygame.Surface, corner: pygame.Rect) -> int:
    """How many rows of ``corner`` hold one dark run as wide as the dark ink of the whole corner
    (an underline); a digit's own rows are never solid across its full width."""
    dark = [[face.get_at((x, y))[:3] for x in range(corner.x, corner.right)] for y in range(corner.y, corner.bottom)]
    is_dark = [[sum(c) < 300 for c in row] for row in dark]
    cols = [x for row in is_dark for x, d in enumerate(row) if d]
    if not cols:
        return 0
    lo, hi = min(cols), max(cols)
    return sum(1 for row in is_dark if all(row[lo:hi + 1]) and hi - lo >= 6)


@pytest.mark.parametrize("color", data.COLORS)
def test_six_and_nine_are_underlined_in_both_corners(color):
    for v in (0, 3, 6, 8, 9):  # round-bottomed digits (a 1's foot or a 7's bar would be solid rows)
        face = art.card_face(f"{color}{v}")
        w, h = face.get_size()
        top = pygame.Rect(0, 0, w // 3, h // 4)
        bottom = pygame.Rect(w - w // 3, h - h // 4, w // 3, h // 4)
        lined = _solid_rows(face, top) > 0 and _solid_rows(face, bottom) > 0
        assert lined == (v in (6, 9)), (color, v)
