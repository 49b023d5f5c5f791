"""Lost Legacy drawn in code: card faces (number, name, short effect, set mark), backs, minis.

Floor 4 (pygame). Everything is cached per (card, size, language).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.engine import i18n as engine_i18n
from tabletop.ui import theme
from tabletop.ui.cards import draw_card_back, emblem, round_corners
from tabletop.ui.fonts import font
from tabletop.ui.text import render, render_block

from . import ACCENTS, data

NIGHT, GOLD = ACCENTS                                  # night blue, gold
NIGHT_DARK = (14, 20, 44)
NIGHT_PANEL = (34, 46, 88)
NIGHT_PANEL_HI = (52, 66, 116)
NIGHT_BORDER = (92, 106, 160)
PAPER = (244, 238, 222)
INK = (30, 32, 48)
#: the set marks: colour + shape (never colour alone)
SET_MARK = {
    data.STARSHIP: (theme.OKABE_ITO["sky"], "star"),
    data.FLYING_GARDEN: (theme.OKABE_ITO["green"], "drop"),
}

HAND = (124, 174)          # the viewer's hand cards
TABLE = (62, 87)           # ruins, the played card, opponents' hands
MINI = (40, 56)            # discard piles


def number_text(card: str) -> str:
    n = data.NUMBER[card]
    return "×" if n == data.X else str(n)


def card_name(card: str, lang: str) -> str:
    name = engine_i18n.tr("lost_legacy", f"card.{card}", lang)
    for sep in ("：", ": "):
        if sep in name:
            name = name.split(sep, 1)[1]
    return name


def set_mark(card: str, d: int) -> pygame.Surface:
    color, glyph = SET_MARK[data.CARD_SET[card]]
    return emblem(d, color, glyph)


@lru_cache(maxsize=256)
def card_face(card: str, size=HAND, lang: str = "en") -> pygame.Surface:
    """A card face: the number large in a night-blue band, the set mark, and on big cards
    the name and a short effect text."""
    w, h = size
    legacy = card in data.LOST_LEGACIES
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill((250, 236, 190) if legacy else PAPER)
    band_h = max(22, int(h * (0.26 if w >= 100 else 0.42)))
    pygame.draw.rect(surf, NIGHT, (0, 0, w, band_h))
    pygame.draw.line(surf, GOLD, (0, band_h), (w, band_h), 2)
    pygame.draw.rect(surf, GOLD if legacy else NIGHT, (0, 0, w, h), 3 if legacy else 2)
    vsize = 40 if w >= 100 else (26 if w >= 56 else 22)
    num = font(vsize, True).render(number_text(card), True, GOLD)
    if w >= 56:
        surf.blit(num, num.get_rect(midleft=(6, band_h // 2 + 1)))
        mark = set_mark(card, max(14, band_h - 10 if w >= 100 else band_h - 12))
        surf.blit(mark, mark.get_rect(midright=(w - 5, band_h // 2)))
    else:
        surf.blit(num, num.get_rect(center=(w // 2, band_h // 2 + 1)))
        mark = set_mark(card, 16)
        surf.blit(mark, mark.get_rect(midbottom=(w // 2, h - 4)))
    if w >= 100:
        name = render_block(card_name(card, lang), w - 12, theme.XS, INK, bold=True, align="center")
        surf.blit(name, name.get_rect(midtop=(w // 2, band_h + 6)))
        y = band_h + 10 + name.get_height()
        pygame.draw.line(surf, GOLD, (14, y), (w - 14, y), 1)
        fx = engine_i18n.tr("lost_legacy", f"fx.{card}", lang)
        body = render_block(fx, w - 12, theme.XS, (60, 60, 76), align="center")
        surf.blit(body, body.get_rect(midtop=(w // 2, y + 5)), area=pygame.Rect(0, 0, body.get_width(), h - y - 9))
    elif w >= 56:
        name = card_name(card, lang)
        img = render(name, theme.XS, INK, True)
        if img.get_width() > w - 6:
            img = pygame.transform.smoothscale(img, (w - 6, max(8, int(img.get_height() * (w - 6) / img.get_width()))))
        surf.blit(img, img.get_rect(midbottom=(w // 2, h - 6)))
        deco = set_mark(card, 20)
        surf.blit(deco, deco.get_rect(center=(w // 2, band_h + (h - band_h - 20) // 2 + 2)))
    return round_corners(surf, 6 if w < 100 else theme.CARD_RADIUS)


@lru_cache(maxsize=16)
def card_back(size=TABLE) -> pygame.Surface:
    return draw_card_back(size, NIGHT, GOLD, "rings")


@lru_cache(maxsize=16)
def ruins_back(size=TABLE) -> pygame.Surface:
    """A Ruins card: the same back, dimmed like old stone."""
    img = card_back(size).copy()
    img.fill((200, 190, 170, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return img


@lru_cache(maxsize=8)
def eye_icon(d: int = 18) -> pygame.Surface:
    """An open eye (the "seen" marker)."""
    ss = 4
    big = pygame.Surface((d * ss * 2, d * ss), pygame.SRCALPHA)
    r = big.get_rect()
    pygame.draw.ellipse(big, PAPER, r)
    pygame.draw.ellipse(big, INK, r, ss * 2)
    pygame.draw.circle(big, NIGHT, r.center, d * ss * 0.32)
    pygame.draw.circle(big, GOLD, r.center, d * ss * 0.14)
    return pygame.transform.smoothscale(big, (d * 2, d))


@lru_cache(maxsize=8)
def shield_icon(d: int = 22) -> pygame.Surface:
    ss = 4
    big = pygame.Surface((d * ss, d * ss), pygame.SRCALPHA)
    D = d * ss
    pts = [(D * 0.5, D * 0.04), (D * 0.92, D * 0.2), (D * 0.84, D * 0.62), (D * 0.5, D * 0.96), (D * 0.16, D * 0.62),
           (D * 0.08, D * 0.2)]
    pygame.draw.polygon(big, theme.OKABE_ITO["sky"], pts)
    pygame.draw.polygon(big, PAPER, pts, ss * 2)
    pygame.draw.line(big, PAPER, (D * 0.5, D * 0.2), (D * 0.5, D * 0.8), ss * 2)
    return pygame.transform.smoothscale(big, (d, d))


@lru_cache(maxsize=8)
def out_icon(d: int = 22) -> pygame.Surface:
    """A cross in a circle: eliminated."""
    ss = 4
    big = pygame.Surface((d * ss, d * ss), pygame.SRCALPHA)
    D = d * ss
    pygame.draw.circle(big, theme.DANGER, (D / 2, D / 2), D / 2)
    pygame.draw.line(big, PAPER, (D * 0.3, D * 0.3), (D * 0.7, D * 0.7), ss * 3)
    pygame.draw.line(big, PAPER, (D * 0.7, D * 0.3), (D * 0.3, D * 0.7), ss * 3)
    return pygame.transform.smoothscale(big, (d, d))


@lru_cache(maxsize=8)
def star_icon(d: int = 16, filled: bool = True) -> pygame.Surface:
    from tabletop.ui.cards import shape_points

    ss = 4
    big = pygame.Surface((d * ss, d * ss), pygame.SRCALPHA)
    pts = shape_points("star", d * ss / 2, d * ss / 2, d * ss / 2 - ss)
    if filled:
        pygame.draw.polygon(big, GOLD, pts)
    pygame.draw.polygon(big, GOLD, pts, ss * 2)
    return pygame.transform.smoothscale(big, (d, d))
