"""The rules screen's pictures: one small scene of a real position per section of
``rules_summary``, drawn with the table's own art (card faces, city cards, the VP track).

The positions come from the rules: the guided first game's deal replayed to the moment a
section talks about (the setup discard, paying for the House, the School and the cheaper Town
villa, a city scoring), and hand-built positions (``rules.make_state``) for the spec's worked
example of symbols, the hand limit and the one-per-city rule. Each picture is drawn on a
520 x 322 canvas and scaled to the size the rules screen asks for.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.ui import theme
from tabletop.ui.table import seat_color, seat_mark
from tabletop.ui.text import render

from .. import art
from ..lesson import LESSON
from ..rules import ARCH, GAME, city_breakdown, effective_cost, make_state

W, H = 520, 322
CARD = theme.HAND_CARD            # 100 x 140
SMALLER = (80, 112)
CITY_BG = (70, 104, 132)          # the colour of your city on the table
ARROW = (250, 226, 120)


@lru_cache(maxsize=1)
def _lesson_record() -> tuple[str, ...]:
    from tabletop.engine.lesson import check

    return tuple(check(GAME, LESSON))


def _lesson_view(actions: int):
    """The guided first game after its first ``actions`` moves (both seats), as you see it."""
    state = GAME.new_state(GAME.validate(LESSON.setup()))
    for text in _lesson_record()[:actions]:
        state.apply(state.str_to_action(text))
    return state.view(LESSON.seat)


def _lesson_until(found):
    """The first position of the guided first game where ``found(view)`` holds (your view),
    and how many moves led there."""
    state = GAME.new_state(GAME.validate(LESSON.setup()))
    record = _lesson_record()
    for n in range(len(record) + 1):
        view = state.view(LESSON.seat)
        if found(view):
            return view, n
        if n < len(record):
            state.apply(state.str_to_action(record[n]))
    raise ValueError("the lesson never reaches that position")


def _my_choice(found):
    """The first position where it is your turn to choose and ``found(view)`` holds."""
    return _lesson_until(lambda v: v.phase == "choose" and v.current_player == LESSON.seat and found(v))


# -- drawing helpers ------------------------------------------------------------------------

def _canvas(color=theme.FELT) -> pygame.Surface:
    surf = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.rect(surf, color, surf.get_rect(), border_radius=14)
    return surf


def _city_panel(surf, rect) -> None:
    pygame.draw.rect(surf, CITY_BG, rect, border_radius=12)
    pygame.draw.rect(surf, art.SKY, rect, 2, border_radius=12)


def _city_cards(surf, lang, cities, seat, x, y, size=SMALLER, step=None, only=None) -> list[pygame.Rect]:
    """A seat's buildings as the table draws them (what each earns now), left to right."""
    rows = city_breakdown(cities, seat)
    out = []
    step = step or size[0] + 8
    for i, row in enumerate(rows):
        if only is not None and row["card"] not in only:
            continue
        r = pygame.Rect(x, y, *size)
        surf.blit(art.city_card(row["card"], lang, size, row["income"], row["vp"]), r)
        out.append(r)
        x += step
    return out


def _arrow(surf, start, end, width=6) -> None:
    start, end = pygame.Vector2(start), pygame.Vector2(end)
    d = end - start
    if d.length() < 1:
        return
    u = d.normalize()
    pygame.draw.line(surf, ARROW, start, end - u * 12, width)
    left = end - u * 20 + u.rotate(90) * 11
    right = end - u * 20 - u.rotate(90) * 11
    pygame.draw.polygon(surf, ARROW, [end, left, right])


def _cross(surf, rect) -> None:
    pygame.draw.line(surf, art.BRICK, rect.topleft, rect.bottomright, 7)
    pygame.draw.line(surf, art.BRICK, rect.topright, rect.bottomleft, 7)


def _label(surf, text, pos, size=22, color=theme.TEXT, anchor="center") -> None:
    img = render(text, size, color, True)
    surf.blit(img, img.get_rect(**{anchor: pos}))


def _track(surf, rect, scores, target=50) -> None:
    """The VP track to ``target`` with a marker per seat (the table's own colours and marks)."""
    pygame.draw.rect(surf, (236, 228, 210), rect, border_radius=8)
    pygame.draw.rect(surf, art.BRICK, rect, 2, border_radius=8)
    cw = (rect.w - 24) / target
    for i in range(0, target + 1, 5):
        x = rect.x + 12 + i * cw
        pygame.draw.line(surf, art.BRICK_DARK, (x, rect.y + 4), (x, rect.y + 12), 2)
        if i % 10 == 0:
            _label(surf, str(i), (x, rect.y + 13), 16, art.INK, "midtop")
    for p, vp in enumerate(scores):
        x = rect.x + 12 + min(vp, target) * cw
        y = rect.y + rect.h // 2 - 2
        pygame.draw.circle(surf, seat_color(p), (x, y), 12)
        pygame.draw.circle(surf, (255, 255, 255), (x, y), 12, 2)
        _label(surf, seat_mark(p), (x, y), 14, theme.TEXT_DARK)


def _face(card, lang, size=CARD, cost_now=None) -> pygame.Surface:
    return art.card_face(card, lang, tuple(size), cost_now)


# -- one picture per section -------------------------------------------------------------------

def _goal(lang) -> pygame.Surface:
    """The lesson's last position: your city and both scores on the track to 50."""
    st = _lesson_view(len(_lesson_record()))
    surf = _canvas()
    _track(surf, pygame.Rect(14, 14, W - 28, 44), st.vp)
    _city_panel(surf, pygame.Rect(14, 72, W - 28, H - 86))
    _city_cards(surf, lang, st.cities, 0, 28, 90, (88, 123), 96)
    chip = art.value_chip("vp", str(st.vp[0]), 34)
    bg = chip.get_rect(bottomright=(W - 32, H - 26)).inflate(16, 10)
    pygame.draw.rect(surf, art.PAPER, bg, border_radius=10)
    surf.blit(chip, chip.get_rect(center=bg.center))
    return surf


def _setup(lang) -> pygame.Surface:
    """The lesson's deal: seven cards; the two expensive ones go face up to the discard pile."""
    st = _lesson_view(0)
    gone = _lesson_record()[0].split(" ")[1:]
    kept = list(st.hand)
    for c in gone:
        kept.remove(c)
    surf = _canvas()
    for i, card in enumerate(kept):
        surf.blit(_face(card, lang), (16 + i * 62, 166))
    pile = pygame.Rect(W - 200, 20, *CARD)
    for i, card in enumerate(gone):
        img = pygame.transform.rotozoom(_face(card, lang), 8 - 16 * i, 1.0)
        surf.blit(img, img.get_rect(center=(pile.centerx + i * 44, pile.centery + 4)))
    _arrow(surf, (220, 150), (pile.x - 20, pile.centery))
    surf.blit(_face(ARCH, lang, SMALLER), (W - 96, 190))
    return surf


def _money(lang) -> pygame.Surface:
    """Paying for the House: the Cinema leaves the hand to pay its cost."""
    st, n = _lesson_until(lambda v: v.pending is not None and v.pending[0] == "pay" and v.current_player == LESSON.seat)
    built = st.pending[2]
    pay = _lesson_record()[n].split(" ")[1]
    surf = _canvas()
    x = 16
    paid_rect = None
    for card in st.hand:
        lift = card == pay
        r = pygame.Rect(x, 36 if lift else 120, *CARD)
        surf.blit(_face(card, lang), r)
        if lift:
            paid_rect = r
        x += 66
    target = pygame.Rect(W - 124, 80, *CARD)
    pygame.draw.rect(surf, (40, 56, 70), target.inflate(14, 14), border_radius=12)
    pygame.draw.rect(surf, art.SKY, target.inflate(14, 14), 3, border_radius=12)
    surf.blit(_face(built, lang), target)
    if paid_rect is not None:
        _arrow(surf, (paid_rect.right + 4, paid_rect.y + 30), (target.x - 12, target.y + 30))
    return surf


def _choose(lang) -> pygame.Surface:
    """Step 1's three kinds of choice, from the lesson's first round: a hand card, the Architect,
    giving up building."""
    st, n = _my_choice(lambda st: True)
    card = _lesson_record()[n].split(" ")[1]
    surf = _canvas()
    faces = [_face(card, lang), _face(ARCH, lang), art.giveup_face(lang, CARD)]
    gap = (W - 3 * CARD[0]) // 4
    for i, img in enumerate(faces):
        r = pygame.Rect(gap + i * (CARD[0] + gap), 40, *CARD)
        surf.blit(img, r)
        if i:
            _label(surf, "/", (r.x - gap // 2, r.centery), 40, theme.TEXT_DIM)
    back = art.card_back((54, 76))
    for i in range(3):
        surf.blit(back, (W // 2 - 90 + i * 64, 236))
    return surf


def _build(lang) -> pygame.Surface:
    """The lesson's second round over: School (it needed the House) makes the Town villa 2
    cheaper."""
    st, _ = _my_choice(lambda v: "schule" in v.cities[0])
    surf = _canvas()
    _city_panel(surf, pygame.Rect(12, 24, 236, H - 48))
    rects = _city_cards(surf, lang, st.cities, 0, 24, 70, (100, 140), 112)
    villa = "stadtvilla"
    now = effective_cost(st.cities[0], villa)
    r = pygame.Rect(W - 150, 70, 118, 165)
    surf.blit(_face(villa, lang, r.size, now), r)
    if rects:
        _arrow(surf, (rects[-1].right + 4, rects[-1].centery - 30), (r.x - 8, r.y + 24))
    _label(surf, f"-{2}", ((rects[-1].right + r.x) // 2 if rects else W // 2, 60), 30, ARROW)
    return surf


def _income(lang) -> pygame.Surface:
    """The lesson's city after three rounds, each building with what it earns every round."""
    st, _ = _my_choice(lambda v: len(v.cities[0]) >= 3)
    rows = city_breakdown(st.cities, 0)
    surf = _canvas()
    _city_panel(surf, pygame.Rect(12, 14, W - 24, H - 28))
    _city_cards(surf, lang, st.cities, 0, 30, 40, (100, 140), 114)
    inc, vp = sum(r["income"] for r in rows), sum(r["vp"] for r in rows)
    y = 186
    for kind, n in (("income", inc), ("vp", vp)):
        chip = art.value_chip(kind, f"+{n}", 34)
        bg = chip.get_rect(topright=(W - 36, y)).inflate(16, 10)
        pygame.draw.rect(surf, art.PAPER, bg, border_radius=10)
        surf.blit(chip, chip.get_rect(center=bg.center))
        y += bg.h + 12
    return surf


def _symbols(lang) -> pygame.Surface:
    """The spec's worked example: a Park counts every fountain of its city, its own included."""
    city = ("kino", "parkanlage", "architekt", "kaufhaus", "stadtvilla", "stadtvilla")
    st = make_state(2, hands=[[], []], cities=[city, ()]).view(0)
    surf = _canvas()
    _city_panel(surf, pygame.Rect(12, 14, W - 24, H - 28))
    rects = _city_cards(surf, lang, st.cities, 0, 30, 54, (140, 196), 160, only=("kino", "parkanlage", "kaufhaus"))
    scale = 196 / CARD[1]
    for r, card in zip(rects, ("kino", "parkanlage", "kaufhaus")):  # the fountains the Park counts
        i = art.symbols_of(card).index("F")
        centre = (r.x + (6 + i * 20 + 9) * scale, r.y + (CARD[1] - 62 + 9) * scale)
        pygame.draw.circle(surf, ARROW, centre, 18, 4)
    return surf


def _limit_end(lang) -> pygame.Surface:
    """A hand of 13 at the end of a round comes down to 12; at 50 VP the game ends."""
    hand = ["wohnhaus", "schule", "kino", "reihenhaus", "parkanlage", "hochhaus", "kaufhaus", "marktcenter",
            "stadtvilla", "bahnhof", "museum", "rathaus", "flughafen"]
    st = make_state(2, hands=[hand, ["kino"]], vp=[51, 38]).view(0)
    surf = _canvas()
    _track(surf, pygame.Rect(14, 14, W - 28, 44), st.vp)
    cards = st.hand
    step = (W - 40 - SMALLER[0]) / (len(cards) - 1)
    for i, card in enumerate(cards):
        out = i == len(cards) - 1
        r = pygame.Rect(round(20 + i * step), 96 if out else 150, *SMALLER)
        surf.blit(_face(card, lang, SMALLER), r)
        if out:
            _cross(surf, r.inflate(-20, -40))
    _label(surf, f"{len(cards)} → 12", (20, 92), 26, ARROW, "topleft")
    return surf


def _one_per_city(lang) -> pygame.Surface:
    """A Park in the city: a second Park may not be built."""
    st = make_state(2, hands=[["parkanlage", "kino", "wohnhaus"], []], cities=[("wohnhaus", "parkanlage"), ()]).view(0)
    surf = _canvas()
    _city_panel(surf, pygame.Rect(12, 24, 252, H - 48))
    _city_cards(surf, lang, st.cities, 0, 26, 82, (108, 151), 118)
    r = pygame.Rect(W - 170, 82, 108, 151)
    surf.blit(_face("parkanlage", lang, r.size), r)
    _cross(surf, r.inflate(-16, -40))
    _arrow(surf, (r.x - 10, r.centery), (252, r.centery))
    return surf


def _data(lang) -> pygame.Surface:
    """A spread of the rarer cards whose numbers this app had to decide."""
    surf = _canvas()
    cards = ("museum", "stadion", "rathaus", "konzerthaus", "kongresszentrum", "universitaet")
    for i, card in enumerate(cards):
        img = pygame.transform.rotozoom(_face(card, lang), 14 - i * 5.6, 1.0)
        surf.blit(img, img.get_rect(center=(80 + i * 72, H // 2 + abs(i - 2.5) * 8)))
    return surf


SECTIONS = (_goal, _setup, _money, _choose, _build, _income, _symbols, _limit_end, _one_per_city, _data)


def rules_picture(index: int, lang: str, size) -> pygame.Surface | None:
    """Section ``index`` of ``GAME.rules_summary`` as a picture of ``size``, or None past them."""
    if not 0 <= index < len(SECTIONS):
        return None
    return pygame.transform.smoothscale(SECTIONS[index](lang), tuple(size))
