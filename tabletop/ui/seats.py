"""How seats look everywhere: a colour from the colour-blind-safe set, always with a mark."""

from __future__ import annotations

from . import theme

SEAT_COLORS = [theme.OKABE_ITO[k] for k in ("sky", "orange", "green", "purple", "yellow", "vermillion", "blue")] + [
    (200, 200, 200), (150, 120, 90)]
SEAT_MARKS = "●▲■◆★✚♥♣♠"


def seat_color(seat: int):
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def seat_mark(seat: int) -> str:
    return SEAT_MARKS[seat % len(SEAT_MARKS)]
