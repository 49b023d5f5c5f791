"""The City drawn in code: card faces and backs, building tiles, the three symbols as glyphs.

Floor 4 (pygame). Everything is cached per (card, size, language).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.engine import i18n as engine_i18n
from tabletop.ui import theme
from tabletop.ui.cards import draw_card_back, round_corners
from tabletop.ui.fonts import font
from tabletop.ui.text import NO_LINE_START, render, render_fit

from . import data
from .rules import ARCH, COST, NS, PREREQ, SYMS, parse_formula

SKY = (120, 180, 230)
SKY_DARK = (58, 104, 150)
BRICK = (170, 74, 54)
BRICK_DARK = (112, 44, 32)
PAPER = (248, 244, 234)
INK = (36, 34, 40)
#: the three symbols: colour (Okabe-Ito) plus a drawn shape as the second cue
SYM_COLORS = {"C": theme.OKABE_ITO["vermillion"], "F": theme.OKABE_ITO["blue"], "S": theme.OKABE_ITO["orange"]}
#: cost bands (the colour of a card's top stripe; the cost number is always printed too)
BANDS = ((1, (120, 170, 110)), (3, (96, 160, 206)), (5, (214, 176, 96)), (7, BRICK), (99, (140, 96, 150)))


def band_color(card: str):
    if card == ARCH:
        return (90, 90, 110)
    c = COST[card]
    for hi, col in BANDS:
        if c <= hi:
            return col
    return BANDS[-1][1]


def card_name(card: str, lang: str) -> str:
    return engine_i18n.tr(NS, "card." + card, lang)


@lru_cache(maxsize=64)
def symbol(sym: str, size: int = 16) -> pygame.Surface:
    """A symbol glyph: car (a little car), fountain (basin and jet), cart (a shopping cart)."""
    ss = 4
    d = size * ss
    big = pygame.Surface((d, d), pygame.SRCALPHA)
    col = SYM_COLORS[sym]
    u = d / 16
    pygame.draw.circle(big, (255, 255, 255), (d / 2, d / 2), d / 2)
    pygame.draw.circle(big, col, (d / 2, d / 2), d / 2 - u * 0.8)
    w = (255, 255, 255)
    if sym == "C":
        pygame.draw.rect(big, w, (3 * u, 7 * u, 10 * u, 3.4 * u), border_radius=int(u))
        pygame.draw.polygon(big, w, [(5 * u, 7.2 * u), (6.4 * u, 4.6 * u), (9.8 * u, 4.6 * u), (11.2 * u, 7.2 * u)])
        pygame.draw.circle(big, w, (5.5 * u, 11 * u), 1.5 * u)
        pygame.draw.circle(big, w, (10.5 * u, 11 * u), 1.5 * u)
    elif sym == "F":
        pygame.draw.rect(big, w, (3.5 * u, 10 * u, 9 * u, 2.4 * u), border_radius=int(u))
        pygame.draw.rect(big, w, (7.3 * u, 5 * u, 1.4 * u, 5.5 * u))
        pygame.draw.arc(big, w, (4 * u, 3.2 * u, 4.6 * u, 7 * u), 0.3, 2.8, int(1.3 * u))
        pygame.draw.arc(big, w, (7.4 * u, 3.2 * u, 4.6 * u, 7 * u), 0.3, 2.8, int(1.3 * u))
    else:
        pygame.draw.polygon(big, w, [(3 * u, 5 * u), (13 * u, 5 * u), (11.6 * u, 9.6 * u), (4.6 * u, 9.6 * u)])
        pygame.draw.line(big, w, (1.8 * u, 3.6 * u), (3.2 * u, 5 * u), int(1.4 * u))
        pygame.draw.circle(big, w, (5.6 * u, 11.8 * u), 1.4 * u)
        pygame.draw.circle(big, w, (10.4 * u, 11.8 * u), 1.4 * u)
    return pygame.transform.smoothscale(big, (size, size))


def symbols_of(card: str) -> str:
    v = SYMS[card]
    return "C" * v[0] + "F" * v[1] + "S" * v[2]


def draw_symbols(surface: pygame.Surface, card: str, pos, size: int = 16, gap: int = 2, align="left") -> int:
    syms = symbols_of(card)
    total = len(syms) * (size + gap) - gap if syms else 0
    x, y = pos
    if align == "right":
        x -= total
    for s in syms:
        surface.blit(symbol(s, size), (x, y))
        x += size + gap
    return total


#: words Japanese building names end in: a name breaks before one of them if it must break
JA_WORDS = ("センター", "ストア", "ホール", "アーケード", "パーク", "ターミナル", "マーケット", "ビル", "住宅")


def _wrap_name(name: str, max_w: int, size: int) -> list[str]:
    f = font(size, True)
    if f.size(name)[0] <= max_w:
        return [name]
    words = name.split(" ")
    if len(words) > 1:
        lines, cur = [], ""
        for w in words:
            cand = (cur + " " + w).strip()
            if f.size(cand)[0] <= max_w or not cur:
                cur = cand
            else:
                lines.append(cur)
                cur = w
        lines.append(cur)
        return lines[:2]
    # CJK: two balanced lines when they fit ("ジャンク／ション", not "ジャンクショ／ン"), never
    # starting a line with a character that may not start one (ー, small kana, punctuation)
    if not name.isascii():
        mid = (len(name) + 1) // 2
        small = font(size - 2, True)
        def natural(k):  # a break between words: after "・", before a word the names end in
            return name[k - 1] == "・" or name[k:].startswith(JA_WORDS)

        for k in sorted(range(1, len(name)), key=lambda k: (not natural(k), abs(k - mid), -k)):
            if name[k] in NO_LINE_START or name[k] == "ン":
                continue
            if all(small.size(part)[0] <= max_w for part in (name[:k], name[k:])):
                return [name[:k], name[k:]]   # drawn 2 px smaller where a part needs it
    # one long word: split by characters
    lines, cur = [], ""
    for ch in name:
        if f.size(cur + ch)[0] > max_w and cur:
            lines.append(cur)
            cur = ch
        else:
            cur += ch
    lines.append(cur)
    return lines[:2]


def value_chip(kind: str, text: str, size: int = 14) -> pygame.Surface:
    """Income (a card icon) or VP (a star) with its value, e.g. for a face or a tile."""
    num = render(text, size, INK, True)
    icon = size
    surf = pygame.Surface((icon + 3 + num.get_width(), max(icon, num.get_height())), pygame.SRCALPHA)
    cy = surf.get_height() // 2
    if kind == "income":
        r = pygame.Rect(0, 0, int(icon * 0.7), icon - 2)
        r.center = (icon // 2, cy)
        pygame.draw.rect(surf, (255, 255, 255), r, border_radius=2)
        pygame.draw.rect(surf, SKY_DARK, r, 2, border_radius=2)
    else:
        import math

        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rad = icon / 2 if i % 2 == 0 else icon / 4.4
            pts.append((icon / 2 + rad * math.cos(a), cy + rad * math.sin(a)))
        pygame.draw.polygon(surf, (222, 170, 40), pts)
        pygame.draw.polygon(surf, BRICK_DARK, pts, 1)
    surf.blit(num, (icon + 3, cy - num.get_height() // 2))
    return surf


def formula_text(src: str) -> str:
    terms = parse_formula(src)
    const = sum(k for k, name, _ in terms if name is None)
    if all(name is None for _, name, _ in terms):
        return str(const)
    return f"{const}+"


@lru_cache(maxsize=512)
def narrow_name(name: str, max_w: int) -> tuple[int, list[str]]:
    """A card's name in the strip of a card another overlaps: (font size, lines), left aligned:
    two lines at the largest size down to ``theme.XS - 3`` that holds it, else three smaller
    ones. A Latin name breaks between words (inside a word only when it must)."""
    lines: list[str] = []
    tries = [(z, 2) for z in range(theme.XS, theme.XS - 4, -1)] + [(theme.XS - 2, 3), (theme.XS - 3, 3)]
    for words in ((True, False) if " " in name or name.isascii() else (False,)):
        for size, max_lines in tries:
            f = font(size, True)
            units = name.split(" ") if words else list(name)
            sep = " " if words else ""
            lines, cur = [], ""
            for u in units:
                cand = (cur + sep + u) if cur else u
                if f.size(cand)[0] <= max_w or not cur:
                    cur = cand
                elif not words and u in NO_LINE_START and len(cur) > 1:  # never "ー" first: one back
                    lines.append(cur[:-1])
                    cur = cur[-1] + u
                else:
                    lines.append(cur)
                    cur = u
            lines.append(cur)
            if len(lines) <= max_lines and all(f.size(x)[0] <= max_w for x in lines):
                return size, lines
    return theme.XS - 3, lines[:3]


def card_face(card: str, lang: str, size=theme.HAND_CARD, cost_now: int | None = None,
              name_w: int | None = None) -> pygame.Surface:
    """A building card: the cost (top left, a coin; the reduced cost beside it), the name,
    the symbols, and income / VP at the bottom. Formulas show as "1+" (details on hover).
    ``name_w``: the width of the card left in sight when the next card overlaps it (a full
    hand): the name is then written, whole, in that strip."""
    if tuple(size) != tuple(theme.HAND_CARD):  # smaller faces: the hand face scaled down (details on hover)
        return pygame.transform.smoothscale(card_face(card, lang, theme.HAND_CARD, cost_now), size)
    w, h = size
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.fill(PAPER)
    band = band_color(card)
    pygame.draw.rect(s, band, (0, 0, w, 30))
    # a little skyline in the stripe (the second cue of the band: its height grows with the cost)
    cost = COST.get(card, 0)
    rng = sum(map(ord, card))
    x = 34
    while x < w - 4:
        bw = 6 + rng % 5
        bh = 6 + (rng * 7 + x) % (6 + min(cost, 9) * 2)
        pygame.draw.rect(s, tuple(max(0, c - 40) for c in band), (x, 30 - bh, bw, bh))
        x += bw + 2
        rng = (rng * 31 + 7) % 97
    # cost coin
    pygame.draw.circle(s, (250, 226, 120), (17, 16), 13)
    pygame.draw.circle(s, BRICK_DARK, (17, 16), 13, 2)
    num = render(str(cost) if card != ARCH else "0", 20, INK, True)
    s.blit(num, num.get_rect(center=(17, 17)))
    if cost_now is not None and cost_now != cost:
        pygame.draw.line(s, BRICK, (7, 26), (27, 6), 3)
        red = render(f"→{cost_now}", 18, (255, 255, 255), True)
        s.blit(red, (32, 5))
    # name
    y = 34
    if name_w is not None and name_w < w - 8:
        nsize, lines = narrow_name(card_name(card, lang), name_w - 8)
        step = font(nsize, True).get_linesize() - (2 if len(lines) > 2 else 0)
        y = 33
        for line in lines:
            img = render_fit(line, nsize, INK, name_w - 6, True)
            s.blit(img, (5, y))
            y += step
    else:
        for line in _wrap_name(card_name(card, lang), w - 10, theme.XS):
            img = render_fit(line, theme.XS, INK, w - 8, True, min_size=theme.XS - 2)
            s.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += img.get_height()
    # symbols
    draw_symbols(s, card, (6, h - 62), 18)
    # prerequisite mark
    if card != ARCH and PREREQ[card]:
        lock = render("!", theme.XS, BRICK_DARK, True)
        s.blit(lock, (w - lock.get_width() - 6, h - 62))
    # income / VP
    from .rules import DEFAULT_CONFIG
    inc = value_chip("income", formula_text(DEFAULT_CONFIG.income_src[card]), 16)
    vp = value_chip("vp", formula_text(DEFAULT_CONFIG.vp_src[card]), 16)
    pygame.draw.line(s, (210, 200, 180), (6, h - 38), (w - 6, h - 38), 1)
    s.blit(inc, (8, h - 32))
    s.blit(vp, (w - vp.get_width() - 8, h - 32))
    pygame.draw.rect(s, band, (0, 0, w, h), 3, border_radius=theme.CARD_RADIUS)
    return round_corners(s, theme.CARD_RADIUS)


@lru_cache(maxsize=8)
def card_back(size=theme.HAND_CARD) -> pygame.Surface:
    return draw_card_back(size, BRICK, SKY, "chevrons")


@lru_cache(maxsize=1024)
def tile(card: str, lang: str, size, income: int, vp: int, big: bool) -> pygame.Surface:
    """A compact building tile for a city: band stripe, name, symbols, and (big tiles) the
    income and VP the building earns now."""
    w, h = size
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, PAPER, (0, 0, w, h), border_radius=5)
    band = band_color(card)
    pygame.draw.rect(s, band, (0, 0, 6, h), border_top_left_radius=5, border_bottom_left_radius=5)
    name = card_name(card, lang)
    if big:
        s.blit(render_fit(name, theme.XS, INK, w - 14, True), (10, 2))
        draw_symbols(s, card, (10, h - 19), 16)
        x = w - 6
        vp_img = value_chip("vp", str(vp), 14)
        x -= vp_img.get_width()
        s.blit(vp_img, (x, h - 18))
        inc_img = value_chip("income", str(income), 14)
        x -= inc_img.get_width() + 6
        s.blit(inc_img, (x, h - 18))
    else:
        sw = len(symbols_of(card)) * 11
        s.blit(render_fit(name, theme.XS, INK, w - 12 - sw, False), (9, (h - font(theme.XS).get_height()) // 2))
        draw_symbols(s, card, (w - 3, (h - 10) // 2), 10, 1, align="right")
    pygame.draw.rect(s, band, (0, 0, w, h), 1, border_radius=5)
    return s


@lru_cache(maxsize=512)
def city_card(card: str, lang: str, size, income: int, vp: int) -> pygame.Surface:
    """A building in your city: its card face, with what it earns now (income, VP) in place of
    the printed formulas along the bottom."""
    face = card_face(card, lang, theme.HAND_CARD).copy()
    w, h = face.get_size()
    pygame.draw.rect(face, PAPER, (4, h - 36, w - 8, 32))
    inc = value_chip("income", str(income), 18)
    vpi = value_chip("vp", str(vp), 18)
    face.blit(inc, (8, h - 20 - inc.get_height() // 2))
    face.blit(vpi, (w - vpi.get_width() - 8, h - 20 - vpi.get_height() // 2))
    if (income, vp) == (0, 0):
        pygame.draw.line(face, (210, 200, 180), (6, h - 38), (w - 6, h - 38), 1)
    if tuple(size) != (w, h):
        face = pygame.transform.smoothscale(face, size)
    return face


def _mini_name(name: str, max_w: int) -> list[pygame.Surface]:
    """A name on a small card: one line, or two broken between words (CJK: between characters),
    shrunk down to 12 px before it is cut short."""
    for size in (theme.XS, 13, 12):
        f = font(size, True)
        if f.size(name)[0] <= max_w:
            return [render(name, size, INK, True)]
        lines = _wrap_name(name, max_w, size)
        split_word = " " not in name and name.isascii()
        if len(lines) == 2 and not split_word and all(f.size(x)[0] <= max_w for x in lines) \
                and "".join(lines).replace(" ", "") == name.replace(" ", ""):
            return [render(x, size, INK, True) for x in lines]
    if " " not in name and name.isascii():  # one long word: never broken inside
        return [render_fit(name, 12, INK, max_w, True)]
    lines = _wrap_name(name, max_w, 12)
    first = lines[0]
    rest = name[len(first):].strip()          # what does not fit ends with "…" (hover: in full)
    return [render_fit(first, 12, INK, max_w, True), render_fit(rest, 12, INK, max_w, True)]


@lru_cache(maxsize=512)
def mini_card(card: str, lang: str, size) -> pygame.Surface:
    """A building in another player's city, small but still a card: the cost band with the cost,
    the name (14 px, two lines at most) and the symbols."""
    w, h = size
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.fill(PAPER)
    band = band_color(card)
    pygame.draw.rect(s, band, (0, 0, w, 18))
    cost = render(str(COST.get(card, 0)), theme.XS, INK if card != ARCH else (255, 255, 255), True)
    pygame.draw.circle(s, (250, 226, 120) if card != ARCH else band, (10, 9), 8)
    s.blit(cost, cost.get_rect(center=(10, 9)))
    y = 20
    for img in _mini_name(card_name(card, lang), w - 4):
        s.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += img.get_height() - 3
    draw_symbols(s, card, (3, h - 15), 12, 1)
    pygame.draw.rect(s, band, (0, 0, w, h), 2, border_radius=6)
    return round_corners(s, 6)


@lru_cache(maxsize=16)
def giveup_face(lang: str, size=theme.HAND_CARD) -> pygame.Surface:
    """The 'give up building' card shown at the reveal."""
    w, h = size
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.fill((230, 226, 216))
    pygame.draw.rect(s, SKY_DARK, (0, 0, w, h), 3, border_radius=theme.CARD_RADIUS)
    cx, cy = w // 2, h // 2 - 14
    for i in range(3):
        r = pygame.Rect(0, 0, 30, 42)
        r.center = (cx - 12 + i * 12, cy + (i - 1) * 3)
        pygame.draw.rect(s, BRICK if i != 1 else SKY, r, border_radius=4)
        pygame.draw.rect(s, (255, 255, 255), r, 2, border_radius=4)
    label = engine_i18n.tr(NS, "tbl.giveup_card", lang)
    y = h - 44
    for line in _wrap_name(label, w - 10, theme.XS):
        img = render_fit(line, theme.XS, INK, w - 8, True)
        s.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += img.get_height()
    return round_corners(s, theme.CARD_RADIUS)


def scaled(img: pygame.Surface, size) -> pygame.Surface:
    return pygame.transform.smoothscale(img, size)


HUT_MAX = data.HUT_MAX_COST
