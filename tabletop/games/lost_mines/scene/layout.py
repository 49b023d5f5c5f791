"""Where things are on the Lost Mines table: the fixed areas, the board's camera (pan and
zoom: it never re-centres on its own) and the rectangles of cells, edges, panels and slots.

Layout (logical 1280x720): the HUD strip; the other players' panels in a column on the left
(with the others' moves since your last turn below them when there is room); the board in
the middle; the viewer's panel on the right (clan, secret role, treasure slots, what you
know); the hand along the bottom with the rotate/fit controls on its left, the discard tray
on its right and the in-place choice buttons at the bottom right.
"""

from __future__ import annotations

import math

import pygame

from tabletop.ui import i18n, theme
from tabletop.ui.dragdrop import DropTarget
from tabletop.ui.fx import FloaterStyle
from tabletop.ui.text import render_block

from .. import data

VIEWPORT = pygame.Rect(262, 62, 738, 502)
COLUMN = pygame.Rect(16, 62, 238, 502)   # the other players' panels, stacked
SIDE = pygame.Rect(1012, 108, 256, 456)
HAND_CENTER = (474, theme.H - 80)
HAND_W = 600
TRAY = pygame.Rect(794, 574, 206, 140)
CHOICE_X, CHOICE_Y, CHOICE_W = 1012, 574, 256
MIN_CS, MAX_CS = 24.0, 120.0
PAN_STEP = 48
PANEL_GAP = 6
RECENT_MIN_H = 96    # the "since your last move" list needs at least this below the panels
RECENT_FOOT = 84     # ... and leaves this much of the column free above the hand
# floaters: a boxed text rising 24 px over 0.9 s, fading over 0.4 s (a big one stays 0.6 s longer)
FLOATERS = FloaterStyle(size=theme.S, big_size=theme.L, rise=24, rise_ms=900, linger=0, big_linger=600,
                        fade_ms=400, pad=(20, 10), big_pad=(20, 10), fill=(*theme.FELT_DARK, 220), radius=10)


class Pawn:
    """A dwarf on the board; ``pos`` is in grid units (cell x, y), tweened."""

    def __init__(self, seat: int, xy):
        self.seat = seat
        self.pos = (float(xy[0]), float(xy[1]))


class Flip:
    """A mine card turning face up (``k`` from 0 to 1)."""

    def __init__(self):
        self.k = 0.0


class Anchor:
    """Something the reason bubble can point at (a dwarf drop)."""

    def __init__(self, pos, size):
        self.base_pos, self.size = pos, size


class Layout:
    """The table's geometry (a mixin of ``GameScene``)."""

    # -- camera ---------------------------------------------------------------------------------
    def fit(self) -> None:
        cs = min((VIEWPORT.w - 44) / data.W, (VIEWPORT.h - 44) / data.H)
        self.cs = max(MIN_CS, min(MAX_CS, cs))
        self.org = (VIEWPORT.centerx - data.W * self.cs / 2 + 4, VIEWPORT.centery - data.H * self.cs / 2 + 4)
        self._camera_moved()

    def zoom(self, factor: float, at=None) -> None:
        at = at if at is not None and VIEWPORT.collidepoint(at) else VIEWPORT.center
        cs = max(MIN_CS, min(MAX_CS, self.cs * factor))
        k = cs / self.cs
        self.org = (at[0] - (at[0] - self.org[0]) * k, at[1] - (at[1] - self.org[1]) * k)
        self.cs = cs
        self._camera_moved()

    def pan(self, dx: float, dy: float) -> None:
        self.org = (self.org[0] + dx, self.org[1] + dy)
        self._camera_moved()

    def _camera_moved(self) -> None:
        # keep at least a corner of the board in sight
        w, h = data.W * self.cs, data.H * self.cs
        x = min(max(self.org[0], VIEWPORT.x - w + 60), VIEWPORT.right - 60)
        y = min(max(self.org[1], VIEWPORT.y - h + 60), VIEWPORT.bottom - 60)
        self.org = (x, y)
        if self.drag is not None:
            self.drag.set_targets(self._targets())
            self._build_zones()

    def cell_rect(self, x: int, y: int) -> pygame.Rect:
        cs = self.cs
        x0 = self.org[0] + x * cs
        y0 = self.org[1] + y * cs
        return pygame.Rect(round(x0), round(y0), round(x0 + cs) - round(x0), round(y0 + cs) - round(y0))

    def cell_center(self, x: float, y: float) -> tuple[float, float]:
        return (self.org[0] + (x + 0.5) * self.cs, self.org[1] + (y + 0.5) * self.cs)

    def cell_at(self, pos):
        if not VIEWPORT.collidepoint(pos):
            return None
        x = math.floor((pos[0] - self.org[0]) / self.cs)
        y = math.floor((pos[1] - self.org[1]) / self.cs)
        if 0 <= x < data.W and 0 <= y < data.H:
            return (x, y)
        return None

    def edge_rect(self, x1, y1, x2, y2) -> pygame.Rect:
        a = self.cell_center(x1, y1)
        b = self.cell_center(x2, y2)
        s = max(14, round(self.cs * 0.42))
        r = pygame.Rect(0, 0, s, s)
        r.center = (round((a[0] + b[0]) / 2), round((a[1] + b[1]) / 2))
        return r

    # -- areas ----------------------------------------------------------------------------------
    def _panel_h(self, others: int) -> int:
        return min(84, (COLUMN.h - PANEL_GAP * (others - 1)) // max(1, others))

    def _seat_rects(self) -> list[tuple[int, pygame.Rect]]:
        v = self.disp
        others = [(self.viewer + i) % v.num_players for i in range(1, v.num_players)]
        if not others:
            return []
        h = self._panel_h(len(others))
        return [(s, pygame.Rect(COLUMN.x, COLUMN.y + i * (h + PANEL_GAP), COLUMN.w, h)) for i, s in enumerate(others)]

    def recent_rect(self) -> pygame.Rect | None:
        """Below the other players' panels, when they leave room (3 or 4 players). It stops short
        of the column's foot: the table draws this list over the reason bubbles of refused drops,
        which rise from the hand up to there."""
        rects = self._seat_rects()
        top = (rects[-1][1].bottom if rects else COLUMN.y) + 10
        bottom = COLUMN.bottom - RECENT_FOOT
        if bottom - top < RECENT_MIN_H:
            return None
        return pygame.Rect(COLUMN.x, top, COLUMN.w, bottom - top)

    def _panel_clan_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """The clan banner in another player's panel (top left)."""
        return pygame.Rect(rect.x + 8, rect.y + 5, 18, 24)

    def _side_head_rect(self) -> pygame.Rect:
        """The viewer's name at the top of the right-hand panel."""
        return pygame.Rect(SIDE.x, SIDE.y, SIDE.w, 34)

    def _side_dwarf_rect(self) -> pygame.Rect:
        """The viewer's dwarf drawn at the top right of their panel."""
        return pygame.Rect(SIDE.right - 44, SIDE.y + 2, 36, 32)

    def _side_clan_rect(self) -> pygame.Rect:
        """The viewer's clan banner in the right-hand panel."""
        return pygame.Rect(SIDE.x + 10, SIDE.y + 34, 18, 24)

    def _slot_rects(self) -> list[tuple[int, pygame.Rect]]:
        v = self.disp
        n = len(v.slot_types)
        per = 5
        w, h, gap = 44, 44, 4
        x0 = SIDE.x + 10
        y0 = SIDE.y + 148
        return [(s, pygame.Rect(x0 + (s % per) * (w + gap), y0 + (s // per) * (h + gap), w, h)) for s in range(n)]

    def _staged_rects(self) -> list[tuple, pygame.Rect]:
        return [(key, pygame.Rect(TRAY.x + 14 + i * 62, TRAY.y + 36, 56, 78)) for i, key in enumerate(self.staged)]

    def _pawn_rect(self, pw: Pawn) -> pygame.Rect:
        cx, cy = self._pawn_point(pw)
        h = self._pawn_h(pw)
        return pygame.Rect(round(cx - h * 0.35), round(cy - h), round(h * 0.7), h)

    def _crowd(self, pw: Pawn) -> tuple[int, int]:
        """(this dwarf's place among those on its cell, how many stand there)."""
        v = self.disp
        c = v.pawns[pw.seat] if pw.seat < v.num_players else None
        same = [q for q in range(v.num_players) if v.pawns[q] == c]
        return (same.index(pw.seat) if pw.seat in same else 0), max(1, len(same))

    def _pawn_gap(self, n: int) -> float:
        """The distance between the dwarves sharing a cell, in cells."""
        return min(0.42, 0.92 / n)

    def _pawn_h(self, pw: Pawn) -> int:
        """A dwarf's height: smaller when three or more share a cell, so they stand side by side
        (each one can be pointed at and grabbed) instead of on top of each other."""
        _i, n = self._crowd(pw)
        return max(14, int(self.cs * min(0.56, self._pawn_gap(n) * 0.95 / 0.7)))

    def _pawn_point(self, pw: Pawn):
        """Screen bottom-centre of a dwarf (spread when several share a cell)."""
        i, n = self._crowd(pw)
        dx = (i - (n - 1) / 2) * self.cs * self._pawn_gap(n)
        cx, cy = self.cell_center(*pw.pos)
        return (cx + dx, cy + self.cs * 0.3)

    def _seat_anchor(self, seat: int):
        for s, r in self._seat_rects():
            if s == seat:
                return r.center
        return (SIDE.centerx, SIDE.y + 30)

    def end_rect(self) -> pygame.Rect:
        """The end panel: over the hand and the lower board, as tall as the last round's split
        and everyone's totals need (the board's top rows stay in sight)."""
        w = VIEWPORT.w + 160
        key = (len(self.session.log), i18n.lang())
        if getattr(self, "_end_h", (None,))[0] != key:
            text = sum(render_block(line, w - 40, theme.XS, theme.TEXT).get_height() + 2 for line in self.ending_lines())
            self._end_h = (key, text + 16 + 40 + 64 + 8)
        h = max(188, min(theme.H - 300 - 8, self._end_h[1]))
        return pygame.Rect(VIEWPORT.x - 80, theme.H - 8 - h, w, h)

    # -- drop targets -----------------------------------------------------------------------------
    def _targets(self) -> list[DropTarget]:
        out = []
        for y in range(data.H):
            for x in range(data.W):
                r = self.cell_rect(x, y).clip(VIEWPORT)
                if r.w > 4 and r.h > 4:
                    out.append(DropTarget(("cell", x, y), r))
        v = self.view
        edges = set()
        for code, acts in v.card_targets:
            for a in acts:
                if a[0] in ("trap", "troll"):
                    edges.add(a[1:5])
        for e in sorted(edges):
            r = self.edge_rect(*e).clip(VIEWPORT)
            if r.w > 4 and r.h > 4:
                out.append(DropTarget(("edge",) + e, r, radius=6))
        for s, r in self._slot_rects():
            out.append(DropTarget(("slot", s), r, radius=6))
        for seat, r in self._seat_rects():
            out.append(DropTarget(("seat", seat), r))
        out.append(DropTarget("tray", TRAY))
        return out
