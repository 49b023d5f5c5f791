"""Lost Mines drawn in code: tunnel tiles (paths, starts, mines), card faces and backs.

Floor 4 (pygame). Everything is cached per (code, rotation, size). A tile is square: the
board is an 11x7 grid of square cells; rotation is 0 or 180 degrees only.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from tabletop.ui import theme
from tabletop.ui.cards import draw_card_back
from tabletop.ui.fonts import font

from . import data

EARTH = (104, 72, 48)
EARTH_DARK = (70, 48, 32)
EARTH_LIGHT = (132, 96, 66)
AMBER = (240, 170, 60)
TUNNEL = (222, 196, 146)
TUNNEL_EDGE = (168, 130, 84)
INK = (40, 28, 18)
CLAN_COLORS = {data.BLUE: theme.OKABE_ITO["blue"], data.YELLOW: theme.OKABE_ITO["yellow"]}
FEATURE_COLORS = {
    data.ROCK: (140, 136, 128),
    data.CAMP: theme.OKABE_ITO["orange"],
    data.TREE: theme.OKABE_ITO["green"],
    data.POND: theme.OKABE_ITO["sky"],
    data.HOLE: theme.OKABE_ITO["vermillion"],
}
TREASURE_COLORS = {
    data.GEM: theme.OKABE_ITO["purple"],
    data.GOLD: theme.OKABE_ITO["orange"],
    data.SILVER: (196, 200, 206),
    data.DRAGON: theme.OKABE_ITO["vermillion"],
}
ACTION_COLORS = {
    "axe": theme.OKABE_ITO["green"], "boat": theme.OKABE_ITO["sky"], "rope": theme.OKABE_ITO["vermillion"],
    "info_mt": theme.OKABE_ITO["purple"], "info_md": theme.OKABE_ITO["purple"], "info_td": theme.OKABE_ITO["purple"],
    "trap": (150, 150, 150), "troll": (110, 140, 60), "storm": theme.OKABE_ITO["blue"],
}
SS = 3  # supersampling


def mask_of(code: str, rot: int) -> int:
    """Open edges (N=1, E=2, S=4, W=8) of a board code turned ``rot``."""
    if code.startswith("start_") or code.startswith("mine_"):
        m = data.SHAPES["X"]
    else:
        pp = data.path_parts(code)
        if pp is None:
            return 0
        m = data.SHAPES[pp[0]]
    return data.rot180(m) if rot == 180 else m


def feature_of(code: str):
    pp = data.path_parts(code)
    return pp[1] if pp else None


def _shade(c, k: float):
    if k >= 0:
        return tuple(round(v + (255 - v) * k) for v in c[:3])
    return tuple(round(v * (1 + k)) for v in c[:3])


# -- glyphs (drawn on a supersampled surface, centre cx, cy, radius r) -----------------------

def glyph(big: pygame.Surface, kind: str, cx: float, cy: float, r: float) -> None:
    """Draw the glyph of a feature, treasure or action card kind."""
    w = max(1, int(r * 0.14))
    if kind == data.ROCK:
        pts = [(cx - r * 0.8, cy + r * 0.45), (cx - r * 0.55, cy - r * 0.35), (cx - r * 0.05, cy - r * 0.7),
               (cx + r * 0.6, cy - r * 0.4), (cx + r * 0.85, cy + r * 0.45)]
        pygame.draw.polygon(big, FEATURE_COLORS[data.ROCK], pts)
        pygame.draw.polygon(big, (70, 68, 64), pts, w)
        pygame.draw.line(big, (90, 88, 84), (cx - r * 0.1, cy - r * 0.6), (cx + r * 0.05, cy + r * 0.4), w)
    elif kind == data.CAMP:
        for sgn in (-1, 1):
            pygame.draw.line(big, (110, 66, 30), (cx - r * 0.75 * sgn, cy + r * 0.7), (cx + r * 0.75 * sgn, cy + r * 0.25),
                             int(r * 0.22))
        flame = [(cx - r * 0.5, cy + r * 0.35), (cx - r * 0.3, cy - r * 0.3), (cx - r * 0.05, cy - r * 0.05),
                 (cx, cy - r * 0.9), (cx + r * 0.3, cy - r * 0.25), (cx + r * 0.5, cy + r * 0.35)]
        pygame.draw.polygon(big, FEATURE_COLORS[data.CAMP], flame)
        pygame.draw.polygon(big, (240, 228, 66), [(cx - r * 0.22, cy + r * 0.35), (cx, cy - r * 0.3),
                                                  (cx + r * 0.22, cy + r * 0.35)])
    elif kind == data.TREE:
        # a fallen trunk lying across with a green crown
        pygame.draw.line(big, (120, 76, 40), (cx - r * 0.85, cy + r * 0.45), (cx + r * 0.35, cy - r * 0.15), int(r * 0.36))
        pygame.draw.circle(big, (150, 100, 56), (cx - r * 0.85, cy + r * 0.45), r * 0.18)
        for dx, dy in ((0.45, -0.45), (0.75, -0.15), (0.55, 0.15), (0.2, -0.6)):
            pygame.draw.circle(big, FEATURE_COLORS[data.TREE], (cx + r * dx, cy + r * dy), r * 0.32)
        pygame.draw.circle(big, (0, 110, 80), (cx + r * 0.55, cy - r * 0.25), r * 0.32, w)
    elif kind == data.POND:
        rect = pygame.Rect(0, 0, r * 1.9, r * 1.2)
        rect.center = (cx, cy)
        pygame.draw.ellipse(big, (0, 114, 178), rect)
        pygame.draw.ellipse(big, FEATURE_COLORS[data.POND], rect.inflate(-r * 0.3, -r * 0.3))
        for k in (-0.3, 0.15):
            pygame.draw.arc(big, (230, 245, 255), pygame.Rect(cx - r * 0.5, cy + r * k - r * 0.2, r, r * 0.4), 0.3, 2.8, w)
    elif kind == data.HOLE:
        rect = pygame.Rect(0, 0, r * 1.8, r * 1.3)
        rect.center = (cx, cy)
        pygame.draw.ellipse(big, FEATURE_COLORS[data.HOLE], rect)
        pygame.draw.ellipse(big, (18, 10, 6), rect.inflate(-r * 0.36, -r * 0.36))
        for a in range(0, 360, 45):
            x = cx + math.cos(math.radians(a)) * r * 0.98
            y = cy + math.sin(math.radians(a)) * r * 0.72
            pygame.draw.circle(big, (120, 60, 20), (x, y), r * 0.08)
    elif kind == data.GEM:
        pts = [(cx, cy - r * 0.85), (cx + r * 0.7, cy - r * 0.2), (cx, cy + r * 0.85), (cx - r * 0.7, cy - r * 0.2)]
        pygame.draw.polygon(big, TREASURE_COLORS[data.GEM], pts)
        pygame.draw.polygon(big, (120, 50, 100), pts, w)
        pygame.draw.line(big, (250, 220, 240), (cx - r * 0.7, cy - r * 0.2), (cx + r * 0.7, cy - r * 0.2), w)
    elif kind == data.GOLD:
        for i, (dx, dy) in enumerate(((-0.35, 0.3), (0.35, 0.3), (0, -0.25))):
            rr = pygame.Rect(0, 0, r * 0.8, r * 0.5)
            rr.center = (cx + r * dx, cy + r * dy)
            pygame.draw.rect(big, TREASURE_COLORS[data.GOLD], rr, border_radius=int(r * 0.08))
            pygame.draw.rect(big, (150, 96, 0), rr, w, border_radius=int(r * 0.08))
    elif kind == data.SILVER:
        for dx in (-0.4, 0.0, 0.4):
            pygame.draw.circle(big, TREASURE_COLORS[data.SILVER], (cx + r * dx, cy + r * 0.1), r * 0.42)
            pygame.draw.circle(big, (110, 114, 120), (cx + r * dx, cy + r * 0.1), r * 0.42, w)
    elif kind == data.DRAGON:
        head = [(cx - r * 0.8, cy + r * 0.1), (cx - r * 0.2, cy - r * 0.5), (cx + r * 0.2, cy - r * 0.9),
                (cx + r * 0.3, cy - r * 0.4), (cx + r * 0.85, cy - r * 0.1), (cx + r * 0.5, cy + r * 0.35),
                (cx - r * 0.1, cy + r * 0.6)]
        pygame.draw.polygon(big, TREASURE_COLORS[data.DRAGON], head)
        pygame.draw.polygon(big, (110, 40, 0), head, w)
        pygame.draw.circle(big, (255, 240, 120), (cx + r * 0.25, cy - r * 0.1), r * 0.12)
        pygame.draw.polygon(big, (255, 230, 200), [(cx - r * 0.6, cy + r * 0.15), (cx - r * 0.45, cy + r * 0.4),
                                                    (cx - r * 0.3, cy + r * 0.25)])
    elif kind in ("axe", "boat", "rope"):
        col = (80, 56, 36)
        if kind == "axe":
            pygame.draw.line(big, col, (cx - r * 0.6, cy + r * 0.75), (cx + r * 0.35, cy - r * 0.5), int(r * 0.18))
            blade = [(cx + r * 0.1, cy - r * 0.75), (cx + r * 0.8, cy - r * 0.45), (cx + r * 0.5, cy + r * 0.05)]
            pygame.draw.polygon(big, (200, 204, 210), blade)
            pygame.draw.polygon(big, (90, 90, 96), blade, w)
        elif kind == "boat":
            hull = [(cx - r * 0.85, cy + r * 0.15), (cx + r * 0.85, cy + r * 0.15), (cx + r * 0.5, cy + r * 0.6),
                    (cx - r * 0.5, cy + r * 0.6)]
            pygame.draw.polygon(big, (150, 96, 50), hull)
            pygame.draw.line(big, col, (cx, cy + r * 0.15), (cx, cy - r * 0.8), w)
            pygame.draw.polygon(big, (250, 250, 240), [(cx, cy - r * 0.8), (cx + r * 0.55, cy + r * 0.05), (cx, cy + r * 0.05)])
        else:
            for i in range(3):
                pygame.draw.circle(big, (190, 150, 90), (cx, cy - r * 0.05), r * (0.75 - i * 0.22), int(r * 0.13))
            pygame.draw.line(big, (190, 150, 90), (cx + r * 0.6, cy + r * 0.2), (cx + r * 0.9, cy + r * 0.9), int(r * 0.13))
    elif kind.startswith("info"):
        eye = pygame.Rect(0, 0, r * 1.8, r * 1.0)
        eye.center = (cx, cy)
        pygame.draw.ellipse(big, (250, 250, 245), eye)
        pygame.draw.ellipse(big, INK, eye, w)
        pygame.draw.circle(big, (0, 114, 178), (cx, cy), r * 0.34)
        pygame.draw.circle(big, INK, (cx, cy), r * 0.15)
    elif kind == "trap":
        pygame.draw.arc(big, (90, 90, 96), pygame.Rect(cx - r * 0.8, cy - r * 0.9, r * 1.6, r * 1.4), math.pi, 2 * math.pi,
                        int(r * 0.16))
        for i in range(5):
            x = cx - r * 0.6 + i * r * 0.3
            pygame.draw.polygon(big, (200, 204, 210), [(x - r * 0.12, cy), (x + r * 0.12, cy), (x, cy - r * 0.45)])
        pygame.draw.line(big, (90, 90, 96), (cx - r * 0.9, cy), (cx + r * 0.9, cy), int(r * 0.12))
    elif kind == "troll":
        pygame.draw.circle(big, ACTION_COLORS["troll"], (cx, cy), r * 0.75)
        pygame.draw.circle(big, (60, 80, 30), (cx, cy), r * 0.75, w)
        for sx in (-1, 1):
            pygame.draw.circle(big, (255, 240, 120), (cx + sx * r * 0.28, cy - r * 0.15), r * 0.13)
            pygame.draw.polygon(big, (250, 250, 240), [(cx + sx * r * 0.3, cy + r * 0.3), (cx + sx * r * 0.18, cy + r * 0.3),
                                                        (cx + sx * r * 0.24, cy + r * 0.05)])
        pygame.draw.line(big, (60, 80, 30), (cx - r * 0.4, cy + r * 0.3), (cx + r * 0.4, cy + r * 0.3), w)
    elif kind == "storm":
        for dx, dy, rr in ((-0.35, -0.2, 0.4), (0.15, -0.4, 0.45), (0.5, -0.1, 0.35), (0.0, 0.0, 0.4)):
            pygame.draw.circle(big, (200, 206, 214), (cx + r * dx, cy + r * dy), r * rr)
        bolt = [(cx + r * 0.05, cy + r * 0.1), (cx - r * 0.25, cy + r * 0.55), (cx, cy + r * 0.5), (cx - r * 0.15, cy + r * 0.95),
                (cx + r * 0.3, cy + r * 0.4), (cx + r * 0.05, cy + r * 0.45), (cx + r * 0.25, cy + r * 0.1)]
        pygame.draw.polygon(big, (240, 228, 66), bolt)


def _speckles(big, rect, seed: int, color) -> None:
    x0, y0, w, h = rect
    s = seed * 7919 + 17
    for _ in range(14):
        s = (s * 1103515245 + 12345) & 0x7FFFFFFF
        x = x0 + (s % 1000) / 1000 * w
        s = (s * 1103515245 + 12345) & 0x7FFFFFFF
        y = y0 + (s % 1000) / 1000 * h
        pygame.draw.circle(big, color, (x, y), max(1, w * 0.012))


@lru_cache(maxsize=512)
def tile(code: str, rot: int, size: int, cleared: bool = False) -> pygame.Surface:
    """A board card: ``code`` a path code, ``start_<clan>``, ``mine`` (face down) or ``mine_<kind>``."""
    size = max(8, int(size))
    B = size * SS
    big = pygame.Surface((B, B), pygame.SRCALPHA)
    rad = int(B * 0.08)
    body = pygame.Rect(0, 0, B, B).inflate(-SS * 2, -SS * 2)
    if code == "mine":
        pygame.draw.rect(big, (52, 40, 34), body, border_radius=rad)
        pygame.draw.rect(big, AMBER, body.inflate(-B * 0.12, -B * 0.12), max(1, B // 40), border_radius=rad)
        for a in (45, 135):
            dx, dy = math.cos(math.radians(a)) * B * 0.28, math.sin(math.radians(a)) * B * 0.28
            pygame.draw.line(big, (120, 96, 70), (B / 2 - dx, B / 2 - dy), (B / 2 + dx, B / 2 + dy), max(1, B // 22))
        img = font(max(10, int(size * 0.42)), True).render("?", True, AMBER)
        out = pygame.transform.smoothscale(big, (size, size))
        out.blit(img, img.get_rect(center=(size / 2, size / 2)))
        pygame.draw.rect(out, (20, 14, 10), out.get_rect(), 1, border_radius=max(2, size // 12))
        return out
    pygame.draw.rect(big, EARTH, body, border_radius=rad)
    _speckles(big, body, sum(map(ord, code)), EARTH_DARK)
    m = mask_of(code, rot)
    lane = B * 0.34
    c = B / 2
    for d, bit in enumerate(data.BIT):
        if m & bit:
            dx, dy = data.DIRS[d]
            r = pygame.Rect(0, 0, lane, lane)
            if dx:
                r = pygame.Rect(min(c, c + dx * c), c - lane / 2, c, lane)
            else:
                r = pygame.Rect(c - lane / 2, min(c, c + dy * c), lane, c)
            pygame.draw.rect(big, TUNNEL_EDGE, r.inflate(SS * 4 if not dx else 0, SS * 4 if dx else 0))
            pygame.draw.rect(big, TUNNEL, r)
    if m:
        pygame.draw.circle(big, TUNNEL_EDGE, (c, c), lane / 2 + SS * 2)
        pygame.draw.circle(big, TUNNEL, (c, c), lane / 2)
        for d, bit in enumerate(data.BIT):  # re-open the lanes over the hub's rim
            if m & bit:
                dx, dy = data.DIRS[d]
                r = pygame.Rect(c - lane / 2, c - lane / 2, lane, lane)
                r.move_ip(dx * lane / 2, dy * lane / 2)
                pygame.draw.rect(big, TUNNEL, r)
    if code.startswith("start_"):
        clan = code[6:]
        pygame.draw.rect(big, CLAN_COLORS[clan], body, max(2, B // 16), border_radius=rad)
        out = pygame.transform.smoothscale(big, (size, size))
        # the clan's banner over the entrance: the same sign as in the players' panels
        flag = clan_banner(clan, max(8, int(size * 0.36)), max(10, int(size * 0.48)))
        out.blit(flag, flag.get_rect(center=(size / 2, size / 2)))
        return out
    if code.startswith("mine_"):
        kind = code[5:]
        pygame.draw.rect(big, TREASURE_COLORS[kind], body, max(2, B // 18), border_radius=rad)
        pygame.draw.circle(big, (60, 44, 34), (c, c), B * 0.27)
        glyph(big, kind, c, c, B * 0.22)
    else:
        f = feature_of(code)
        if f and f != data.PLAIN:
            pygame.draw.circle(big, (*_shade(EARTH_DARK, 0.1), 255), (c, c), B * 0.25)
            glyph(big, f, c, c, B * 0.2)
            if f in data.OBSTACLES:
                pygame.draw.rect(big, FEATURE_COLORS[f], body, max(2, B // 26), border_radius=rad)
        pygame.draw.rect(big, EARTH_DARK, body, max(1, B // 60), border_radius=rad)
    out = pygame.transform.smoothscale(big, (size, size))
    if cleared:
        s2 = max(8, size // 3)
        badge = pygame.Rect(size - s2 - 2, 2, s2, s2)
        pygame.draw.circle(out, theme.OK, badge.center, s2 // 2)
        pygame.draw.lines(out, (255, 255, 255), False, [(badge.x + s2 * 0.25, badge.centery), (badge.x + s2 * 0.45, badge.bottom - s2 * 0.28),
                                                        (badge.right - s2 * 0.22, badge.y + s2 * 0.28)], max(2, s2 // 7))
    return out


@lru_cache(maxsize=32)
def clan_banner(clan: str, w: int, h: int) -> pygame.Surface:
    """A clan's sign: a hanging swallow-tailed banner in the clan's colour with diagonal stripes
    and a dark rim. Clans are shown by this banner (and their name), never by a plain patch of
    colour: the dwarves on the board wear their seats' colours, which may be any colour."""
    W_, H_ = w * SS, h * SS
    big = pygame.Surface((W_, H_), pygame.SRCALPHA)
    notch = H_ * 0.22
    pts = [(0, 0), (W_, 0), (W_, H_), (W_ / 2, H_ - notch), (0, H_)]
    col = CLAN_COLORS[clan]
    pygame.draw.polygon(big, col, pts)
    stripes = pygame.Surface((W_, H_), pygame.SRCALPHA)
    dark = (*_shade(col, -0.45), 255)
    step = max(SS * 3, int(W_ * 0.42))
    for k in range(-H_, W_ + H_, step):  # stripes down to the right
        pygame.draw.line(stripes, dark, (k, 0), (k + H_, H_), max(SS, int(step * 0.32)))
    mask = pygame.Surface((W_, H_), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), pts)
    stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(stripes, (0, 0))
    rim = max(SS, W_ // 9)
    pygame.draw.polygon(big, INK, pts, rim)
    pygame.draw.line(big, (250, 246, 236), (0, rim // 2), (W_, rim // 2), rim)  # the bar it hangs from
    return pygame.transform.smoothscale(big, (w, h))


@lru_cache(maxsize=64)
def icon(kind: str, size: int, ring=None) -> pygame.Surface:
    """A round badge carrying a glyph (treasure types, action kinds, features)."""
    B = size * SS
    big = pygame.Surface((B, B), pygame.SRCALPHA)
    if ring is not None:
        pygame.draw.circle(big, (60, 44, 34), (B / 2, B / 2), B / 2 - SS)
        pygame.draw.circle(big, ring, (B / 2, B / 2), B / 2 - SS, max(1, B // 14))
    glyph(big, kind, B / 2, B / 2, B * 0.36)
    return pygame.transform.smoothscale(big, (size, size))


@lru_cache(maxsize=8)
def eye_badge(size: int) -> pygame.Surface:
    """The "you looked at this" marker (private knowledge)."""
    B = size * SS
    big = pygame.Surface((B, B), pygame.SRCALPHA)
    pygame.draw.circle(big, (250, 250, 245), (B / 2, B / 2), B / 2 - SS)
    pygame.draw.circle(big, theme.OKABE_ITO["purple"], (B / 2, B / 2), B / 2 - SS, max(1, B // 10))
    glyph(big, "info", B / 2, B / 2, B * 0.3)
    return pygame.transform.smoothscale(big, (size, size))


@lru_cache(maxsize=8)
def rotate_badge(size: int) -> pygame.Surface:
    """The small "needs the card turned" marker."""
    B = size * SS
    big = pygame.Surface((B, B), pygame.SRCALPHA)
    pygame.draw.circle(big, (*theme.FELT_DARK, 230), (B / 2, B / 2), B / 2 - SS)
    r = pygame.Rect(0, 0, B * 0.6, B * 0.6)
    r.center = (B / 2, B / 2)
    w = max(2, B // 10)
    pygame.draw.arc(big, AMBER, r, 0.3, math.pi - 0.1, w)
    pygame.draw.arc(big, AMBER, r, math.pi + 0.3, 2 * math.pi - 0.1, w)
    for ang in (0.3, math.pi + 0.3):
        x = B / 2 + math.cos(ang) * r.w / 2
        y = B / 2 - math.sin(ang) * r.h / 2
        pygame.draw.polygon(big, AMBER, [(x - B * 0.1, y - B * 0.02), (x + B * 0.1, y - B * 0.02), (x, y + B * 0.13)]
                            if ang < 1 else [(x - B * 0.1, y + B * 0.02), (x + B * 0.1, y + B * 0.02), (x, y - B * 0.13)])
    return pygame.transform.smoothscale(big, (size, size))


# -- cards -------------------------------------------------------------------------------

@lru_cache(maxsize=256)
def card_face(code: str, label: str, rot: int = 0, size=theme.HAND_CARD) -> pygame.Surface:
    """A hand card: the tile (path cards, turned ``rot``) or an action glyph, and a short label."""
    w, h = size
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.fill((240, 230, 208))
    pygame.draw.rect(s, AMBER, s.get_rect().inflate(-6, -6), 2, border_radius=6)
    art_size = w - 16
    if data.path_parts(code) is not None:
        s.blit(tile(code, rot, art_size), (8, 10))
    else:
        col = ACTION_COLORS.get(code, AMBER)
        disc = pygame.Surface((art_size * SS, art_size * SS), pygame.SRCALPHA)
        B = art_size * SS
        pygame.draw.circle(disc, (60, 44, 34), (B / 2, B / 2), B / 2 - SS)
        pygame.draw.circle(disc, col, (B / 2, B / 2), B / 2 - SS, max(2, B // 16))
        glyph(disc, code, B / 2, B / 2, B * 0.33)
        if code.startswith("info_"):  # the two options it offers, as small marks
            opts = data.INFO_OPTIONS[code]
            marks = {"mine": data.GOLD, "treasure": data.GEM, "dwarf": "dwarf"}
            for i, o in enumerate(opts):
                x = B * (0.22 if i == 0 else 0.78)
                pygame.draw.circle(disc, (240, 230, 208), (x, B * 0.8), B * 0.14)
                if o == "dwarf":
                    pygame.draw.circle(disc, INK, (x, B * 0.76), B * 0.05)
                    pygame.draw.rect(disc, INK, pygame.Rect(x - B * 0.06, B * 0.8, B * 0.12, B * 0.09))
                else:
                    glyph(disc, marks[o], x, B * 0.8, B * 0.1)
        s.blit(pygame.transform.smoothscale(disc, (art_size, art_size)), (8, 10))
    f = font(theme.XS, True)
    lines = label_lines(label, f, w - 12)
    lh = f.get_linesize() - 2
    y0 = art_size + 9 + (h - art_size - 18 - lh * len(lines)) / 2 + lh / 2
    for i, text in enumerate(lines):
        img = f.render(text, True, INK)
        s.blit(img, img.get_rect(center=(w / 2, y0 + i * lh)))
    return s


def label_lines(label: str, f, width: int) -> list[str]:
    """A card title in one line, else two (split after a slash or at a space, else where
    it fills the line), each shortened with an ellipsis only if it still does not fit. A line
    break in ``label`` is kept."""
    if "\n" in label:
        return [line for part in label.split("\n")[:2] for line in label_lines(part, f, width)[:1]]
    if f.size(label)[0] <= width:
        return [label]
    cut = None
    for i in range(len(label) - 1, 0, -1):
        if label[i - 1] == "/" or label[i] == " ":
            head = label[:i].rstrip()
            if f.size(head)[0] <= width:
                cut = i
                break
    if cut is None:
        cut = 1
        while cut < len(label) and f.size(label[:cut + 1])[0] <= width:
            cut += 1
    lines = [label[:cut].rstrip(), label[cut:].lstrip()]
    out = []
    for text in lines:
        if f.size(text)[0] > width:
            while text and f.size(text + "…")[0] > width:
                text = text[:-1]
            text += "…"
        out.append(text)
    return out


@lru_cache(maxsize=8)
def card_back(size=theme.HAND_CARD) -> pygame.Surface:
    return draw_card_back(size, EARTH_DARK, AMBER, "lattice")
