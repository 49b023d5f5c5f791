"""Card sprites, generic card faces and backs, and a fanned hand layout.

A :class:`CardSprite` is drawn with rounded corners and a soft shadow; it brightens and
rises when hovered, casts a larger shadow while dragged, and can carry a highlight
glow: ``"legal"`` (sky blue halo), ``"target"`` (thicker gold halo: the drop the game
would take) or ``"last"`` (light corner brackets: the last move). Each highlight
differs in shape as well as colour.

Rendered surfaces are cached (per sprite for its face/back variants, module-wide for
shadows, glows and generated faces), so drawing a card costs two or three blits.

Drawing order convention: zones draw their cards with :func:`draw_cards`, which skips
``floating`` sprites; whoever floats a card (the drag controller) draws it on top.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Hashable, Iterable, Sequence

import pygame

from . import theme
from .fonts import font
from .text import render, render_fit
from .tween import Tweener, ease_in_out

SS = 3                       # supersampling factor for anti-aliased shapes
HIGHLIGHTS = (None, "legal", "target", "last")
LAST_COLOR = theme.TEXT      # "last move" brackets: light, bracket-shaped (not a halo)
SELECT_LIFT = 22             # how far a click-selected card rises
DRAG_SCALE = 1.05            # a dragged card grows slightly ...
HOVER_BRIGHTEN = (16, 16, 14)


def _size(size) -> tuple[int, int]:
    w, h = int(size[0]), int(size[1])
    if w <= 0 or h <= 0:
        raise ValueError(f"card size must be positive, not {size!r}")
    return w, h


# ---------------------------------------------------------------- shared pieces (cached)

@lru_cache(maxsize=64)
def rounded_mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    """White, alpha = anti-aliased rounded rectangle: multiply onto a surface to round it."""
    w, h = size
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    big.fill((255, 255, 255, 0))
    pygame.draw.rect(big, (255, 255, 255, 255), big.get_rect(), border_radius=radius * SS)
    mask = pygame.transform.smoothscale(big, (w, h))
    # smoothscale leaves the inside at 253: make everything but the corners exactly opaque
    white = (255, 255, 255, 255)
    pygame.draw.rect(mask, white, (radius, 0, w - 2 * radius, h))
    pygame.draw.rect(mask, white, (0, radius, w, h - 2 * radius))
    return mask


def round_corners(surf: pygame.Surface, radius: int = theme.CARD_RADIUS, edge=theme.CARD_EDGE,
                  edge_alpha: int = 150) -> pygame.Surface:
    """A copy of ``surf`` with anti-aliased rounded corners and a thin edge line."""
    w, h = surf.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    out.blit(rounded_mask((w, h), radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    if edge is not None:
        out.blit(_ring((w, h), radius, edge, edge_alpha), (0, 0))
    return out


@lru_cache(maxsize=64)
def _ring(size: tuple[int, int], radius: int, color, alpha: int, width: int = 1) -> pygame.Surface:
    w, h = size
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    big.fill((*color[:3], 0))
    pygame.draw.rect(big, (*color[:3], alpha), big.get_rect(), width * SS, border_radius=radius * SS)
    return pygame.transform.smoothscale(big, (w, h))


@lru_cache(maxsize=64)
def shadow_surface(size: tuple[int, int], radius: int = theme.CARD_RADIUS, blur: int = 6,
                   alpha: int = 90) -> tuple[pygame.Surface, int]:
    """A soft drop shadow for a ``size`` card and its padding (blit at ``topleft - pad``)."""
    w, h = size
    pad = blur * 2 + 2
    s = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    s.fill((0, 0, 0, 0))
    pygame.draw.rect(s, (0, 0, 0, alpha), (pad, pad, w, h), border_radius=radius)
    if blur > 0:
        s = pygame.transform.gaussian_blur(s, blur, repeat_edge_pixels=False)
    return s, pad


@lru_cache(maxsize=64)
def glow_surface(size: tuple[int, int], color, radius: int = theme.CARD_RADIUS, spread: int = 6,
                 line: int = 2, fill_alpha: int = 0) -> tuple[pygame.Surface, int]:
    """A halo around a ``size`` rectangle: blurred ``spread`` px glow plus a crisp ``line``
    px outline, optionally a translucent fill. Returns (surface, pad)."""
    w, h = size
    pad = spread * 2 + line + 2
    W, H = w + 2 * pad, h + 2 * pad
    halo = pygame.Surface((W, H), pygame.SRCALPHA)
    halo.fill((*color[:3], 0))
    if spread > 0:
        r = pygame.Rect(pad, pad, w, h).inflate(spread, spread)
        pygame.draw.rect(halo, (*color[:3], 200), r, max(2, spread), border_radius=radius + spread // 2)
        halo = pygame.transform.gaussian_blur(halo, max(1, spread), repeat_edge_pixels=False)
    # crisp outline, supersampled
    big = pygame.Surface((W * SS, H * SS), pygame.SRCALPHA)
    big.fill((*color[:3], 0))
    r = pygame.Rect(pad * SS, pad * SS, w * SS, h * SS).inflate(line * SS, line * SS)
    if fill_alpha:
        pygame.draw.rect(big, (*color[:3], fill_alpha), r, border_radius=(radius + line // 2) * SS)
    pygame.draw.rect(big, (*color[:3], 255), r, line * SS, border_radius=(radius + line // 2) * SS)
    halo.blit(pygame.transform.smoothscale(big, (W, H)), (0, 0))
    return halo, pad


@lru_cache(maxsize=32)
def brackets_surface(size: tuple[int, int], color=LAST_COLOR, arm: int = 16, line: int = 3,
                     gap: int = 4) -> tuple[pygame.Surface, int]:
    """Four corner brackets just outside a ``size`` rectangle (the "last move" mark)."""
    w, h = size
    pad = gap + line + 1
    W, H = w + 2 * pad, h + 2 * pad
    s = pygame.Surface((W, H), pygame.SRCALPHA)
    s.fill((*color[:3], 0))
    arm = min(arm, w // 3, h // 3)
    x0, y0, x1, y1 = pad - gap - line // 2 - 1, pad - gap - line // 2 - 1, W - pad + gap + line // 2, H - pad + gap + line // 2
    c = (*color[:3], 235)
    for (cx, cy, dx, dy) in ((x0, y0, 1, 1), (x1, y0, -1, 1), (x0, y1, 1, -1), (x1, y1, -1, -1)):
        pygame.draw.line(s, c, (cx, cy), (cx + dx * arm, cy), line)
        pygame.draw.line(s, c, (cx, cy), (cx, cy + dy * arm), line)
    dark = pygame.Surface((W, H), pygame.SRCALPHA)
    dark.fill((0, 0, 0, 0))
    for (cx, cy, dx, dy) in ((x0, y0, 1, 1), (x1, y0, -1, 1), (x0, y1, 1, -1), (x1, y1, -1, -1)):
        pygame.draw.line(dark, (0, 0, 0, 110), (cx, cy), (cx + dx * arm, cy), line + 3)
        pygame.draw.line(dark, (0, 0, 0, 110), (cx, cy), (cx, cy + dy * arm), line + 3)
    dark = pygame.transform.gaussian_blur(dark, 2, repeat_edge_pixels=False)
    dark.blit(s, (0, 0))
    return dark, pad


def numbered(cards) -> list[tuple[Hashable, int]]:
    """Each card with its copy number, for stable sprite keys when a hand holds a card twice:
    ``["y3", "g5", "y3"]`` gives ``[("y3", 0), ("g5", 0), ("y3", 1)]``."""
    seen: dict = {}
    out = []
    for card in cards:
        n = seen.get(card, 0)
        seen[card] = n + 1
        out.append((card, n))
    return out


def draw_brackets(surface: pygame.Surface, rect: pygame.Rect, color=None) -> None:
    """Draw the "last move" corner brackets around ``rect`` (in ``color``, default the usual gold)."""
    img, pad = brackets_surface(rect.size) if color is None else brackets_surface(rect.size, tuple(color[:3]))
    surface.blit(img, (rect.x - pad, rect.y - pad))


def draw_highlight(surface: pygame.Surface, rect: pygame.Rect, kind: str | None,
                   radius: int = theme.CARD_RADIUS, zone: bool = False) -> None:
    """Draw a highlight of ``kind`` around ``rect``. ``zone=True`` (drop areas, not cards)
    adds a translucent fill so an empty area reads as a place to drop."""
    if kind is None:
        return
    size = (rect.w, rect.h)
    if kind == "legal":
        surf, pad = glow_surface(size, theme.FOCUS, radius, 5, 2, 34 if zone else 0)
    elif kind == "target":
        surf, pad = glow_surface(size, theme.ACCENT, radius, 9, 3, 60 if zone else 0)
    elif kind == "last":
        surf, pad = brackets_surface(size)
    else:
        raise ValueError(f"unknown highlight {kind!r}; use one of {HIGHLIGHTS}")
    surface.blit(surf, (rect.x - pad, rect.y - pad))


# ---------------------------------------------------------------- emblems and generated faces

SHAPES = ("star", "diamond", "circle", "triangle", "square", "hexagon", "cross", "drop")


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    if shape == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return pts
    if shape == "diamond":
        return [(cx, cy - r), (cx + r * 0.72, cy), (cx, cy + r), (cx - r * 0.72, cy)]
    if shape == "triangle":
        return [(cx, cy - r), (cx + r * 0.92, cy + r * 0.68), (cx - r * 0.92, cy + r * 0.68)]
    if shape == "square":
        k = r * 0.78
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if shape == "hexagon":
        return [(cx + r * math.cos(math.pi / 6 + i * math.pi / 3), cy + r * math.sin(math.pi / 6 + i * math.pi / 3))
                for i in range(6)]
    if shape == "cross":
        a, b = r * 0.32, r * 0.9
        return [(cx - a, cy - b), (cx + a, cy - b), (cx + a, cy - a), (cx + b, cy - a), (cx + b, cy + a),
                (cx + a, cy + a), (cx + a, cy + b), (cx - a, cy + b), (cx - a, cy + a), (cx - b, cy + a),
                (cx - b, cy - a), (cx - a, cy - a)]
    if shape == "drop":
        # a teardrop: the point on top, a round belly below
        rb, by = r * 0.62, cy + r * 0.3
        pts = [(cx, cy - r)]
        for i in range(0, 181, 12):
            a = math.radians(-15 + i * 210 / 180)
            pts.append((cx + rb * math.cos(a), by + rb * math.sin(a)))
        return pts
    raise ValueError(shape)


def _draw_shape(big: pygame.Surface, shape: str, cx: float, cy: float, r: float, color) -> None:
    if shape == "circle":
        pygame.draw.circle(big, color, (cx, cy), r * 0.82)
    else:
        pygame.draw.polygon(big, color, shape_points(shape, cx, cy, r))


def _luminance(c) -> float:
    def ch(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2])


def _contrast(a, b) -> float:
    la, lb = _luminance(a), _luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def _crop(surf: pygame.Surface) -> pygame.Surface:
    r = surf.get_bounding_rect()
    return surf.subsurface(r).copy() if r.w and r.h else surf


def ink_on(color) -> tuple[int, int, int]:
    """Dark or light ink, whichever contrasts more with ``color``."""
    lum = _luminance(color)
    return theme.TEXT_DARK if (lum + 0.05) / (_luminance(theme.TEXT_DARK) + 0.05) >= (1.05) / (lum + 0.05) else (255, 255, 255)


def _shade(c, k: float) -> tuple[int, int, int]:
    """Mix towards black (k < 0) or white (k > 0)."""
    if k >= 0:
        return tuple(round(v + (255 - v) * k) for v in c[:3])
    return tuple(round(v * (1 + k)) for v in c[:3])


@lru_cache(maxsize=128)
def emblem(diameter: int, color, glyph: str) -> pygame.Surface:
    """A round badge of ``color`` carrying ``glyph``: one of :data:`SHAPES` (drawn) or text."""
    d = int(diameter)
    big = pygame.Surface((d * SS, d * SS), pygame.SRCALPHA)
    big.fill((*color[:3], 0))
    c = d * SS / 2
    r = c - 1 * SS
    pygame.draw.circle(big, _shade(color, -0.35), (c, c), r)
    pygame.draw.circle(big, color[:3], (c, c), r - 2 * SS)
    pygame.draw.circle(big, (*_shade(color, 0.35), 255), (c, c), r - 4 * SS, max(1, SS))
    ink = ink_on(color)
    if glyph in SHAPES:
        _draw_shape(big, glyph, c, c, r * 0.55, ink)
        out = pygame.transform.smoothscale(big, (d, d))
    else:
        out = pygame.transform.smoothscale(big, (d, d))
        size = max(12, int(d * (0.52 if len(glyph) <= 1 else 0.36)))
        img = font(size, True).render(glyph, True, ink)
        if img.get_width() > d * 0.78:
            k = d * 0.78 / img.get_width()
            img = pygame.transform.smoothscale(img, (max(1, int(img.get_width() * k)), max(1, int(img.get_height() * k))))
        out.blit(img, img.get_rect(center=(d / 2, d / 2 + 1)))
    return out


def _small_glyph(size: int, color, glyph: str) -> pygame.Surface:
    if glyph in SHAPES:
        big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
        big.fill((*color[:3], 0))
        _draw_shape(big, glyph, size * SS / 2, size * SS / 2, size * SS / 2 - SS, color)
        return pygame.transform.smoothscale(big, (size, size))
    return font(max(12, size), True).render(glyph, True, color)


@lru_cache(maxsize=256)
def _draw_card_face(size, title, value_text, emblem_color, glyph, accent, underline=False) -> pygame.Surface:
    w, h = size
    accent = accent or emblem_color
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    # paper: a faint vertical gradient
    top, bottom = _shade(theme.CARD_FACE, 0.35), _shade(theme.CARD_FACE, -0.04)
    for y in range(h):
        k = y / max(1, h - 1)
        s.fill(tuple(round(a + (b - a) * k) for a, b in zip(top, bottom)), (0, y, w, 1))
    # inner frame in the accent colour
    inset = max(4, w // 18)
    frame = pygame.Rect(0, 0, w, h).inflate(-2 * inset, -2 * inset)
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    big.fill((*accent[:3], 0))
    fr = pygame.Rect(frame.x * SS, frame.y * SS, frame.w * SS, frame.h * SS)
    pygame.draw.rect(big, (*accent[:3], 150), fr, max(1, SS + SS // 2), border_radius=max(2, theme.CARD_RADIUS - 3) * SS)
    pygame.draw.rect(big, (*accent[:3], 26), fr.inflate(-3 * SS, -3 * SS), border_radius=max(2, theme.CARD_RADIUS - 4) * SS)
    s.blit(pygame.transform.smoothscale(big, (w, h)), (0, 0))
    has_title = bool(title) and w >= 90
    # corner indices: value (>= 20 px, bold) with a small glyph underneath, cropped tight
    vsize = max(20, int(w * 0.22))
    ink = _shade(emblem_color, -0.55) if _luminance(emblem_color) > 0.12 else tuple(emblem_color[:3])
    ink = theme.TEXT_DARK if _luminance(ink) > 0.18 else ink
    gcol = tuple(emblem_color[:3]) if _contrast(emblem_color, theme.CARD_FACE) >= 2.2 else _shade(emblem_color, -0.4)
    gsz = max(10, int(w * 0.12))
    parts = []
    if value_text:
        value = _crop(render(value_text, vsize, ink, True))
        if underline:
            thick = max(2, vsize // 12)
            lined = pygame.Surface((value.get_width(), value.get_height() + thick + 2), pygame.SRCALPHA)
            lined.blit(value, (0, 0))
            lined.fill(ink, (0, value.get_height() + 2, value.get_width(), thick))
            value = lined
        parts.append(value)
        parts.append(_crop(_small_glyph(gsz, gcol, glyph)))
    else:
        parts.append(_crop(_small_glyph(int(gsz * 1.6), gcol, glyph)))
    gap = 3
    cw = max(p.get_width() for p in parts)
    ch = sum(p.get_height() for p in parts) + gap * (len(parts) - 1)
    corner = pygame.Surface((cw, ch), pygame.SRCALPHA)
    y = 0
    for part in parts:
        corner.blit(part, part.get_rect(midtop=(cw // 2, y)))
        y += part.get_height() + gap
    cx0, cy0 = inset + 4, inset + 5
    s.blit(corner, (cx0, cy0))
    flipped = pygame.transform.rotate(corner, 180)
    s.blit(flipped, (w - cx0 - cw, h - cy0 - ch))
    # central emblem; with a title, a bit smaller and higher so the title clears the corners
    if has_title:
        d = int(min(w * 0.56, h * 0.36))
        cy = int(h * 0.40)
    else:
        d = int(min(w * 0.58, h * 0.40))
        cy = h // 2
    em = emblem(d, tuple(emblem_color[:3]), glyph)
    s.blit(em, em.get_rect(center=(w // 2, cy)))
    if has_title:
        t = render_fit(title, theme.XS, theme.TEXT_DARK, w - 2 * inset - 8)
        tb = t.get_bounding_rect()
        low = h - cy0 - ch - 3                      # the lower corner's top
        ty = min(cy + d // 2 + 4, low - tb.h) - tb.y
        s.blit(t, ((w - t.get_width()) // 2, ty))
    s.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MAX)   # opaque paper before rounding
    return round_corners(s, theme.CARD_RADIUS)


def draw_card_face(size, title: str, value_text: str, emblem_color, glyph: str, accent=None,
                   underline: bool = False) -> pygame.Surface:
    """A generic light card face: ``value_text`` in two corners (≥ 20 px, bold), a central
    badge of ``emblem_color`` carrying ``glyph`` (a name from :data:`SHAPES`, drawn, or a
    short text such as ``"★"`` or ``"7"``) so colour is never the only cue, ``title``
    below it (hand-sized cards only), framed in ``accent`` (default: the emblem colour).
    ``underline`` underlines the value in both corners (a 6 or a 9 that must not read upside down).

    The result is cached and shared: treat it as read-only.
    """
    size = _size(size)
    return _draw_card_face(size, str(title or ""), str(value_text or ""), tuple(emblem_color[:3]), str(glyph),
                           tuple(accent[:3]) if accent else None, bool(underline))


MOTIFS = ("lattice", "stripes", "dots", "rays", "waves", "chevrons", "rings")


@lru_cache(maxsize=64)
def _draw_card_back(size, color_a, color_b, motif) -> pygame.Surface:
    w, h = size
    W, H = w * SS, h * SS
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    border = max(4, w // 16) * SS
    big.fill(_shade(theme.CARD_FACE, -0.02))
    field = pygame.Rect(border, border, W - 2 * border, H - 2 * border)
    rad = max(2, theme.CARD_RADIUS - 3) * SS
    pygame.draw.rect(big, color_a, field, border_radius=rad)
    pat = pygame.Surface((W, H), pygame.SRCALPHA)
    pat.fill((*color_b, 0))
    ink = (*color_b, 120)
    step = max(7, w // 9) * SS
    lw = max(1, SS)
    if motif == "lattice":
        for k in range(-H, W + H, step):
            pygame.draw.line(pat, ink, (k, 0), (k + H, H), lw)
            pygame.draw.line(pat, ink, (k + H, 0), (k, H), lw)
    elif motif == "stripes":
        for k in range(-H, W + H, step):
            pygame.draw.line(pat, ink, (k, 0), (k + H, H), lw * 3)
    elif motif == "dots":
        for j, y in enumerate(range(0, H + step, step)):
            for x in range(-step, W + step, step):
                pygame.draw.circle(pat, ink, (x + (step // 2 if j % 2 else 0), y), step * 0.2)
    elif motif == "rays":
        cx, cy = W / 2, H / 2
        for i in range(36):
            if i % 2:
                continue
            a0, a1 = i * math.pi / 18, (i + 1) * math.pi / 18
            R = W + H
            pygame.draw.polygon(pat, (*color_b, 70), [(cx, cy), (cx + R * math.cos(a0), cy + R * math.sin(a0)),
                                                     (cx + R * math.cos(a1), cy + R * math.sin(a1))])
    elif motif == "waves":
        amp = step * 0.28
        for y0 in range(0, H + step, max(1, step // 2)):
            pts = [(x, y0 + amp * math.sin(x / step * math.pi)) for x in range(0, W + SS, SS * 2)]
            pygame.draw.lines(pat, ink, False, pts, lw * 2)
    elif motif == "chevrons":
        for y0 in range(-step, H + step, step):
            pts = []
            for i, x in enumerate(range(0, W + step, step)):
                pts.append((x, y0 + (step * 0.45 if i % 2 else 0)))
            pygame.draw.lines(pat, ink, False, pts, lw * 2)
    elif motif == "rings":
        cx, cy = W / 2, H / 2
        for r in range(step, W + H, step):
            pygame.draw.circle(pat, ink, (cx, cy), r, lw * 2)
    else:
        raise ValueError(f"unknown card back motif {motif!r}; choose one of {', '.join(MOTIFS)}")
    mask = pygame.Surface((W, H), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), field, border_radius=rad)
    pat.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(pat, (0, 0))
    # inner frame line and a central medallion
    pygame.draw.rect(big, (*color_b, 255), field.inflate(-4 * SS, -4 * SS), lw * 2, border_radius=rad)
    mr = min(W, H) * 0.2
    pygame.draw.circle(big, _shade(color_a, -0.25), (W / 2, H / 2), mr + 3 * SS)
    pygame.draw.circle(big, color_b, (W / 2, H / 2), mr + 1.5 * SS, lw * 2)
    pygame.draw.circle(big, color_a, (W / 2, H / 2), mr - SS)
    pygame.draw.polygon(big, color_b, shape_points("diamond", W / 2, H / 2, mr * 0.62))
    s = pygame.transform.smoothscale(big, (w, h))
    s.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MAX)
    return round_corners(s, theme.CARD_RADIUS)


def draw_card_back(size, color_a, color_b, motif: str = "lattice") -> pygame.Surface:
    """A card back: a field of ``color_a`` with a ``motif`` pattern (one of :data:`MOTIFS`)
    and a medallion in ``color_b``, inside a light border. Cached; treat as read-only."""
    size = _size(size)
    if motif not in MOTIFS:
        raise ValueError(f"unknown card back motif {motif!r}; choose one of {', '.join(MOTIFS)}")
    return _draw_card_back(size, tuple(color_a[:3]), tuple(color_b[:3]), motif)


@lru_cache(maxsize=8)
def _plain(size) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    s.fill(theme.CARD_FACE)
    return round_corners(s)


# ---------------------------------------------------------------- the sprite

class CardSprite(pygame.sprite.Sprite):
    """One card on the table.

    ``pos`` is the float centre where it is drawn (before ``lift`` and ``shake_x``);
    ``base_pos`` is where it rests (drags that fail fly back there). ``lift`` raises the
    drawing by that many px (hover/selection); ``hover_lift`` is how far hovering raises
    it. ``flip`` is the horizontal scale used by :meth:`flip_to`.
    """

    def __init__(self, key: Hashable, face: pygame.Surface | None = None, back: pygame.Surface | None = None, *,
                 face_up: bool = True, pos=(0.0, 0.0), size=None, draggable: bool = False,
                 radius: int = theme.CARD_RADIUS):
        super().__init__()
        self.key = key
        self.face = face
        self.back = back
        self.face_up = face_up
        self.pos = (float(pos[0]), float(pos[1]))
        self.base_pos = self.pos
        self.lift = 0.0
        self.hover_lift = float(theme.HOVER_LIFT)
        self.shake_x = 0.0
        self.flip = 1.0
        self.highlight: str | None = None
        self.draggable = draggable
        self.hovered = False
        self.dragging = False
        self.selected = False
        self.focused = False
        self.floating = False
        self.visible = True
        self.radius = radius
        src = face or back
        self._size = _size(size) if size is not None else (src.get_size() if src is not None else theme.HAND_CARD)
        self._cache: dict[tuple, pygame.Surface] = {}
        self._cache_src: tuple = ()

    def __repr__(self) -> str:
        return f"CardSprite({self.key!r}, pos=({self.pos[0]:.0f}, {self.pos[1]:.0f}))"

    # ------------------------------------------------------------ geometry
    @property
    def size(self) -> tuple[int, int]:
        return self._size

    @size.setter
    def size(self, value) -> None:
        self._size = _size(value)
        self._cache.clear()

    def draw_center(self) -> tuple[float, float]:
        return self.pos[0] + self.shake_x, self.pos[1] - self.lift

    @property
    def rect(self) -> pygame.Rect:
        """Where the card is drawn now (lift included)."""
        r = pygame.Rect(0, 0, *self._size)
        r.center = (round(self.draw_center()[0]), round(self.draw_center()[1]))
        return r

    def hit_rect(self) -> pygame.Rect:
        """The drawn rect extended down to the unlifted position, so a raised card stays
        hovered while the pointer is where it was (no hover flicker)."""
        r = self.rect
        if self.lift > 0:
            r.h += int(round(self.lift))
        return r

    def contains(self, point) -> bool:
        return self.visible and self.hit_rect().collidepoint(point)

    # ------------------------------------------------------------ surfaces
    def _source(self) -> pygame.Surface:
        if self.face_up:
            return self.face if self.face is not None else _plain(self._size)
        if self.back is not None:
            return self.back
        return draw_card_back(self._size, theme.PANEL_HI, theme.ACCENT, "lattice")

    def _variant(self, kind: str) -> pygame.Surface:
        src_key = (self.face, self.back, self._size, self.radius)
        if len(self._cache_src) != 4 or any(a is not b for a, b in zip(self._cache_src, src_key)):
            self._cache.clear()
            self._cache_src = src_key
        key = (self.face_up, kind)
        img = self._cache.get(key)
        if img is None:
            src = self._source()
            if src.get_size() != self._size:
                src = pygame.transform.smoothscale(src, self._size)
            base = self._cache.get((self.face_up, "base"))
            if base is None:
                base = round_corners(src, self.radius, edge=theme.CARD_EDGE, edge_alpha=110)
                self._cache[(self.face_up, "base")] = base
            if kind == "base":
                img = base
            elif kind == "bright":
                img = base.copy()
                img.fill(HOVER_BRIGHTEN, special_flags=pygame.BLEND_RGB_ADD)
            elif kind == "drag":
                bright = self._variant("bright")
                img = pygame.transform.smoothscale(bright, (round(self._size[0] * DRAG_SCALE), round(self._size[1] * DRAG_SCALE)))
            else:  # pragma: no cover
                raise ValueError(kind)
            self._cache[key] = img
        return img

    @property
    def image(self) -> pygame.Surface:
        """The card's current look (for ``pygame.sprite.Group.draw``; prefer :meth:`draw`)."""
        return self._variant("drag" if self.dragging else "bright" if (self.hovered or self.selected) else "base")

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        if self.highlight not in HIGHLIGHTS:
            raise ValueError(f"unknown highlight {self.highlight!r} on card {self.key!r}")
        cx, cy = self.draw_center()
        img = self.image
        w, h = img.get_size()
        flip = max(0.0, min(1.0, self.flip))
        if flip < 0.999:
            w = max(1, round(w * flip))
            img = pygame.transform.smoothscale(img, (w, h))
        x, y = round(cx - w / 2), round(cy - h / 2)
        # shadow: grows and drifts as the card rises
        if self.dragging:
            sh, pad = shadow_surface((round(self._size[0] * DRAG_SCALE * 1.02), round(self._size[1] * DRAG_SCALE * 1.02)),
                                     self.radius, 10, 70)
            dx, dy = 7, 15
        else:
            sh, pad = shadow_surface(self._size, self.radius, 5, 95)
            dx, dy = 1, 3 + self.lift * 0.45
        if flip < 0.999:
            sh = pygame.transform.scale(sh, (max(1, round((sh.get_width() - 2 * pad) * flip) + 2 * pad), sh.get_height()))
        surface.blit(sh, (round(cx - sh.get_width() / 2 + dx), round(cy - sh.get_height() / 2 + dy)))
        if self.highlight is not None and not self.dragging:
            draw_highlight(surface, pygame.Rect(x, y, w, h), self.highlight, self.radius)
        surface.blit(img, (x, y))
        if self.selected and not self.dragging:
            surf, pad = glow_surface((w, h), theme.TEXT, self.radius, 0, 2)
            surface.blit(surf, (x - pad, y - pad))
        if self.focused:
            surf, pad = glow_surface((w + 8, h + 8), theme.FOCUS, self.radius + 4, 0, 2)
            surface.blit(surf, (x - 4 - pad, y - 4 - pad))

    # ------------------------------------------------------------ animation helpers
    def flip_to(self, face_up: bool, tweener: Tweener, duration_ms: float = theme.MOVE_MS) -> None:
        """Turn the card over: squeeze to an edge, swap sides, widen again."""
        if face_up == self.face_up:
            return
        half = duration_ms / 2

        def swap():
            self.face_up = face_up
            tweener.to(self, "flip", 1.0, half, ease=ease_in_out)

        tweener.to(self, "flip", 0.0, half, ease=ease_in_out, on_done=swap)


def draw_cards(surface: pygame.Surface, cards: Iterable[CardSprite]) -> None:
    """Draw ``cards`` in order, skipping floating ones and drawing hovered/selected ones last."""
    later = []
    for c in cards:
        if c.floating or not c.visible:
            continue
        if c.hovered or c.selected:
            later.append(c)
        else:
            c.draw(surface)
    for c in later:
        c.draw(surface)


def card_at(cards: Sequence[CardSprite], point, draggable_only: bool = False) -> CardSprite | None:
    """The topmost card under ``point`` (hovered/selected first, then last drawn first)."""
    order = [c for c in cards if c.visible and (c.draggable or not draggable_only)]
    for c in order:
        if (c.hovered or c.selected) and not c.floating and c.contains(point):
            return c
    for c in reversed(order):
        if not c.floating and c.contains(point):
            return c
    return None


# ---------------------------------------------------------------- hand layout

class Hand:
    """Lays out a row of cards centred at ``center``; cards overlap when they do not fit
    ``max_width``. The hovered card rises by ``hover_raise`` and, when cards overlap, its
    neighbours make room so it shows whole. Widget protocol: it draws its cards
    (``handle`` consumes nothing: hover comes from the drag controller).
    """

    visible = True
    animating = False   # motion runs in the shared tweener

    def __init__(self, tweener: Tweener, center=(theme.W // 2, theme.H - 96), max_width: int = 820,
                 card_size=theme.HAND_CARD, gap: int = 10, hover_raise: float = 18.0, min_step: int = 18):
        self.tweener = tweener
        self.center = (float(center[0]), float(center[1]))
        self.max_width = int(max_width)
        self.card_size = _size(card_size)
        self.gap = gap
        self.hover_raise = float(hover_raise)
        self.min_step = min_step
        self.cards: list[CardSprite] = []
        self._hovered: CardSprite | None = None

    def set_cards(self, cards: Iterable[CardSprite], animate: bool = True,
                  duration_ms: float = theme.MOVE_MS) -> None:
        self.cards = list(cards)
        for c in self.cards:
            c.hover_lift = self.hover_raise
        self._hovered = self._find_hovered()
        self.arrange(animate, duration_ms)

    def add(self, card: CardSprite, index: int | None = None, animate: bool = True) -> None:
        cards = list(self.cards)
        cards.insert(len(cards) if index is None else index, card)
        self.set_cards(cards, animate)

    def remove(self, card: CardSprite, animate: bool = True) -> None:
        self.set_cards([c for c in self.cards if c is not card], animate)

    def positions(self, n: int, hovered: int | None = None) -> list[tuple[float, float]]:
        """Centres for ``n`` cards, the ``hovered`` index given room to show whole."""
        if n <= 0:
            return []
        w = self.card_size[0]
        cx, cy = self.center
        step = w + self.gap
        if n > 1 and w + step * (n - 1) > self.max_width:
            step = max(self.min_step, (self.max_width - w) / (n - 1))
        steps = [step] * (n - 1)
        if hovered is not None and 0 <= hovered < n - 1 and step < w + 2 and n > 2:
            # the card after the hovered one moves out of its way; the rest squeeze
            wide = w + 2
            rest = max(self.min_step, (step * (n - 1) - wide) / (n - 2))
            steps = [rest] * (n - 1)
            steps[hovered] = wide
        total = sum(steps) + w
        x = cx - total / 2 + w / 2
        out = [(x, cy)]
        for s in steps:
            x += s
            out.append((x, cy))
        return out

    def _find_hovered(self) -> CardSprite | None:
        for c in self.cards:
            if (c.hovered or c.selected) and not c.dragging:
                return c
        return None

    def arrange(self, animate: bool = True, duration_ms: float = theme.MOVE_MS) -> list[tuple[float, float]]:
        """Set each card's ``base_pos`` and tween it there (dragged cards only get the base);
        returns the positions."""
        hov = self._hovered
        idx = self.cards.index(hov) if hov in self.cards else None
        positions = self.positions(len(self.cards), idx)
        for c, p in zip(self.cards, positions):
            c.base_pos = p
            if c.dragging:
                continue
            if animate:
                if c.pos != p or self.tweener.is_tweening(c, "pos"):
                    self.tweener.to(c, "pos", p, duration_ms)
            else:
                self.tweener.cancel(c, "pos")
                c.pos = p
        return positions

    def card_at(self, point) -> CardSprite | None:
        return card_at(self.cards, point)

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        h = self._find_hovered()
        if h is not self._hovered:
            self._hovered = h
            self.arrange(True, 140)

    def draw(self, surface: pygame.Surface) -> None:
        draw_cards(surface, self.cards)
