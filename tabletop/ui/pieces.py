"""Board pieces drawn in code: pawns, discs and tokens with a light outline and a soft shadow.

Pieces are rendered 3x supersampled and cached by their parameters, so drawing the same
piece every frame costs one blit. A piece carries a second cue besides its colour: the
seat mark (or any short label) printed on it.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from . import theme
from .fonts import font

SS = 3  # supersampling factor


def _shade(c, k: float) -> tuple[int, int, int]:
    if k >= 0:
        return tuple(int(v + (255 - v) * k) for v in c[:3])
    return tuple(int(v * (1 + k)) for v in c[:3])


def _ink(color) -> tuple[int, int, int]:
    r, g, b = color[:3]
    return theme.TEXT_DARK if (0.299 * r + 0.587 * g + 0.114 * b) > 140 else (255, 255, 255)


@lru_cache(maxsize=512)
def piece_surface(kind: str, height: int, color: tuple, label: str = "") -> pygame.Surface:
    """A piece image (with shadow) of ``height`` px; its anchor is the bottom centre of the base.

    ``kind``: ``pawn`` (head and body), ``big_pawn`` (a taller, wider pawn: e.g. a leader or
    researcher), ``disc`` (a round token seen from above) or ``guardian`` (a squat statue).
    """
    h = height
    w = {"pawn": int(h * 0.72), "big_pawn": int(h * 0.8), "disc": h, "guardian": int(h * 0.9)}[kind]
    pad = 6
    big = pygame.Surface(((w + pad * 2) * SS, (h + pad * 2) * SS), pygame.SRCALPHA)
    W, H = big.get_size()
    cx = W / 2
    base_y = H - pad * SS
    edge = _shade(color, -0.45)
    light = _shade(color, 0.35)
    # shadow: an ellipse under the base
    sh = pygame.Rect(0, 0, w * SS * 0.95, h * SS * 0.22)
    sh.center = (cx + 2 * SS, base_y - sh.h * 0.2)
    pygame.draw.ellipse(big, (0, 0, 0, 90), sh)
    if kind == "disc":
        r = w * SS / 2
        c = (cx, H / 2)
        pygame.draw.circle(big, (0, 0, 0, 90), (c[0] + 2 * SS, c[1] + 3 * SS), r)
        pygame.draw.circle(big, edge, c, r)
        pygame.draw.circle(big, color, c, r - 2 * SS)
        pygame.draw.circle(big, light, (c[0] - r * 0.25, c[1] - r * 0.3), r * 0.35)
        pygame.draw.circle(big, color, c, r * 0.62)
    else:
        body_w = w * SS * (0.92 if kind != "pawn" else 0.86)
        body_h = h * SS * (0.56 if kind != "guardian" else 0.7)
        top_w = body_w * (0.42 if kind != "guardian" else 0.8)
        y0 = base_y - body_h
        body = [(cx - body_w / 2, base_y), (cx + body_w / 2, base_y), (cx + top_w / 2, y0), (cx - top_w / 2, y0)]
        head_r = (h * SS - body_h) * (0.46 if kind != "guardian" else 0.4)
        head_c = (cx, y0 - head_r * 0.75)
        for pts, r, col in ((body, None, edge),):
            pygame.draw.polygon(big, col, pts)
        pygame.draw.circle(big, edge, head_c, head_r)
        inset = 2 * SS
        inner = [(body[0][0] + inset * 1.4, body[0][1] - inset), (body[1][0] - inset * 1.4, body[1][1] - inset),
                 (body[2][0] - inset * 0.8, body[2][1] + inset * 0.5), (body[3][0] + inset * 0.8, body[3][1] + inset * 0.5)]
        pygame.draw.polygon(big, color, inner)
        pygame.draw.circle(big, color, head_c, head_r - inset)
        pygame.draw.circle(big, light, (head_c[0] - head_r * 0.3, head_c[1] - head_r * 0.3), head_r * 0.3)
        pygame.draw.line(big, light, (inner[3][0] + SS, inner[3][1] + 2 * SS), (inner[0][0] + 2 * SS, inner[0][1] - 2 * SS),
                         2 * SS)
        if kind == "guardian":
            eye = head_r * 0.22
            pygame.draw.circle(big, (250, 240, 200), (head_c[0] - head_r * 0.35, head_c[1]), eye)
            pygame.draw.circle(big, (250, 240, 200), (head_c[0] + head_r * 0.35, head_c[1]), eye)
    surf = pygame.transform.smoothscale(big, (w + pad * 2, h + pad * 2))
    if label:
        f = font(max(10, int(h * (0.32 if kind != "disc" else 0.45))), True)
        img = f.render(label, True, _ink(color))
        cy = (h + pad * 2) / 2 if kind == "disc" else pad + h * (0.68 if kind != "guardian" else 0.7)
        surf.blit(img, img.get_rect(center=(surf.get_width() / 2, cy)))
    return surf


def draw_piece(surface: pygame.Surface, kind: str, bottom_center, height: int, color, label: str = "",
               highlight=None) -> pygame.Rect:
    """Blit a piece standing at ``bottom_center``; returns its rect. ``highlight`` (a colour)
    draws a ring around the base (a selectable piece, the last piece moved)."""
    img = piece_surface(kind, int(height), tuple(color[:3]), label)
    pad = 6
    x = bottom_center[0] - img.get_width() / 2
    y = bottom_center[1] - img.get_height() + pad if kind != "disc" else bottom_center[1] - img.get_height() / 2
    rect = pygame.Rect(round(x), round(y), img.get_width(), img.get_height())
    if highlight is not None:
        ring = rect.inflate(-pad, -pad)
        pygame.draw.ellipse(surface, highlight, ring.inflate(8, 8), 3)
    surface.blit(img, rect)
    return rect.inflate(-pad * 2, -pad * 2)
