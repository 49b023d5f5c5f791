"""The rules screen's pictures (``rules_picture``): real positions drawn with the table's own art.

Each section of the rules summary (``data.RULES_SECTIONS``) gets one picture of what it talks
about. The positions come from the rules: the guided first game's deal and moves (``lesson.py``)
replayed to a chosen point (the deal, a turn, the Sneak Attack springing, the investigation),
a Flying Garden position built with ``make_state`` and played on (a Curse eliminates the
Flying Garden's holder, and the card goes into the Ruins), and the decks the options make. The
cards, backs, marks and icons are ``art.py``'s; the picture is laid out on a small table-coloured
canvas and scaled to the size asked for.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.engine import i18n as engine_i18n
from tabletop.engine.lesson import check
from tabletop.ui import theme
from tabletop.ui.seats import seat_color, seat_mark
from tabletop.ui.text import render, render_block, render_fit

from .. import art, data
from ..art import GOLD, MINI, NIGHT, NIGHT_BORDER, NIGHT_DARK, NIGHT_PANEL, TABLE
from ..rules import GAME, NS, make_state

#: the canvas every picture is laid out on (the rules screen's shape), scaled to the size asked for
CW, CH = 364, 226
SET_CARD = (56, 74)          # a card of a set's list (name and number readable)
RUINS_BG = (22, 30, 62)


def _tr(key: str, lang: str, **fmt) -> str:
    return engine_i18n.tr(NS, key, lang, **fmt)


# -- positions (the rules, replayed) ---------------------------------------------------------------

@lru_cache(maxsize=1)
def _lesson_record() -> tuple[str, ...]:
    from ..lesson import LESSON

    return tuple(check(GAME, LESSON))


def _lesson_state(count: int | None):
    """The guided game after its first ``count`` actions (None: to its end)."""
    from ..lesson import LESSON

    state = GAME.new_state(GAME.validate(LESSON.setup()))
    record = _lesson_record()
    for text in record[:len(record) if count is None else count]:
        state.apply(state.str_to_action(text))
    return state


def _sprung():
    """The guided game just after Partner 2's Shadow Thief looked at the learner's Sneak Attack."""
    record = _lesson_record()
    return _lesson_state(record.index("seat 0") + 1)


def _garden_to_ruins():
    """Flying Garden: seat 0's Curse names 5 and finds the Flying Garden in seat 1's hand: seat 1
    is out, and the Flying Garden goes face down into the Ruins (which are shuffled)."""
    s = make_state(3, mode="flying_garden", hands=[["curse", "gale"], ["garden"], ["wound"]],
                   deck=["necro", "misinfo", "saint"], ruins=["adventurer"], seed=3)
    for text in ("play curse", "seat 1", "name 5"):
        s.apply(s.str_to_action(text))
    return s


# -- drawing helpers -------------------------------------------------------------------------------

def _canvas() -> pygame.Surface:
    surf = pygame.Surface((CW, CH))
    surf.fill(NIGHT_DARK)
    return surf


def _label(surf, text, pos, color=theme.TEXT, size=theme.XS, bold=True, anchor="midtop", width=None) -> pygame.Rect:
    img = render_fit(text, size, color, width, bold) if width else render(text, size, color, bold)
    r = img.get_rect(**{anchor: pos})
    surf.blit(img, r)
    return r


def _para(surf, text, midtop, width, color=theme.TEXT) -> None:
    """A short text wrapped to ``width``, centred under ``midtop``."""
    img = render_block(text, width, theme.XS, color, align="center")
    surf.blit(img, img.get_rect(midtop=midtop))


def _ruins(surf, rect, cards, lang, faces=(), glow=(), size=TABLE) -> list[pygame.Rect]:
    """The Ruins' panel with its cards: backs, or faces for the indexes in ``faces``."""
    pygame.draw.rect(surf, RUINS_BG, rect, border_radius=10)
    pygame.draw.rect(surf, NIGHT_BORDER, rect, 2, border_radius=10)
    _label(surf, _tr("ui.ruins", lang), (rect.x + 10, rect.y + 6), GOLD, anchor="topleft")
    n = len(cards)
    gap = 8
    x0 = rect.centerx - (n * size[0] + (n - 1) * gap) // 2
    y = rect.y + 30
    rects = []
    for i, card in enumerate(cards):
        r = pygame.Rect(x0 + i * (size[0] + gap), y, *size)
        surf.blit(art.card_face(card, size, lang) if i in faces else art.ruins_back(size), r)
        if i in glow:
            pygame.draw.rect(surf, GOLD, r.inflate(8, 8), 3, border_radius=8)
        _label(surf, str(i + 1), (r.centerx, r.bottom + 3), theme.TEXT_DIM)
        rects.append(r)
    return rects


def _deck(surf, pos, n, lang, size=TABLE) -> pygame.Rect:
    x, y = pos
    for i in range(min(4, n), 0, -1):
        surf.blit(art.card_back(size), (x + i * 2 - 2, y - i * 2 + 2))
    r = pygame.Rect(x, y, *size)
    _label(surf, _tr("ui.deck", lang, n=n), (r.centerx, r.bottom + 4))
    return r


def _seat_name(seat: int, lang: str) -> str:
    """The seat as the guided game names it: you, or Partner n with the seat's mark."""
    if seat == 0:
        return _tr("ui.you", lang).capitalize()
    return f"{seat_mark(seat)} {engine_i18n.tr('ui', 'coach.partner', lang, n=seat)}"


def _arrow(surf, start, end, color=GOLD, width=4) -> None:
    start, end = pygame.Vector2(start), pygame.Vector2(end)
    u = (end - start).normalize()
    pygame.draw.line(surf, color, start, end - u * 8, width)
    left, right = end - u * 14 + u.rotate(90) * 8, end - u * 14 - u.rotate(90) * 8
    pygame.draw.polygon(surf, color, [end, left, right])


def _set_list(surf, which: str, lang: str) -> None:
    """One set's nine cards, in number order, under the set's name and mark."""
    kinds = [c for c in data.CARD_CODES if data.CARD_SET[c] == which]
    mark = art.set_mark(kinds[0], 20)
    title = _label(surf, _tr(f"option.deck.{which}", lang), (CW // 2 + 12, 8), GOLD, theme.S)
    surf.blit(mark, mark.get_rect(midright=(title.x - 6, title.centery)))
    gap = 8
    for row, cards in enumerate((kinds[:5], kinds[5:])):
        x0 = (CW - (len(cards) * SET_CARD[0] + (len(cards) - 1) * gap)) // 2
        for i, card in enumerate(cards):
            r = pygame.Rect(x0 + i * (SET_CARD[0] + gap), 38 + row * (SET_CARD[1] + 20), *SET_CARD)
            surf.blit(art.card_face(card, SET_CARD, lang), r)
            if data.COPIES[card] > 1:  # the copies in the set, under the card
                _label(surf, f"×{data.COPIES[card]}", (r.centerx, r.bottom + 1), GOLD)


# -- the pictures, one per rules section -------------------------------------------------------------

def _goal(surf, lang):
    """The Lost Legacy found: the guided game's Ruins at its end, The Starship revealed."""
    s = _lesson_state(None)
    rects = _ruins(surf, pygame.Rect(12, 12, CW - 24, 140), s.ruins, lang, faces=(0,), glow=(0,))
    star = art.star_icon(22)
    surf.blit(star, star.get_rect(midbottom=(rects[0].centerx, rects[0].y - 2)))
    _label(surf, _tr("card.starship", lang), (CW // 2, 166), GOLD, theme.S, width=CW - 24)
    _label(surf, _tr("cardtext.starship", lang), (CW // 2, 196), theme.TEXT_DIM, bold=False, width=CW - 24)


def _setup(surf, lang):
    """The deal of the guided game: a card in each hand, one in the Ruins, the rest the deck."""
    s = _lesson_state(0)
    for i, seat in enumerate((1, 2, 0)):
        r = pygame.Rect(12 + i * 116, 6, 108, 110)
        pygame.draw.rect(surf, NIGHT_PANEL, r, border_radius=8)
        _label(surf, _seat_name(seat, lang), (r.centerx, r.y + 3), seat_color(seat), width=r.w - 8)
        # your card face up (the one dealt; the second was drawn), the others' backs
        img = art.card_face(s.hands[0][0], TABLE, lang) if seat == 0 else art.card_back(TABLE)
        surf.blit(img, img.get_rect(midbottom=(r.centerx, r.bottom - 2)))
    _deck(surf, (40, 134), len(s.deck) + 1, lang, MINI)  # before the start player's first draw
    _ruins(surf, pygame.Rect(128, 116, 108, 104), s.ruins[:1], lang, size=MINI)
    _para(surf, _tr("option.deck.starship", lang), (300, 150), 110, theme.TEXT_DIM)
    mark = art.set_mark("starship", 22)
    surf.blit(mark, mark.get_rect(midbottom=(300, 146)))


def _turn(surf, lang):
    """A turn of the guided game: draw, then play one of the two cards (Search) face up."""
    s = _lesson_state(0)
    _deck(surf, (14, 30), len(s.deck), lang)
    x = 100
    for i, card in enumerate(s.hands[0]):
        r = pygame.Rect(x + i * 70, 34, *TABLE)
        surf.blit(art.card_face(card, TABLE, lang), r)
    _label(surf, _seat_name(0, lang), (x + 66, 14), seat_color(0))
    _arrow(surf, (80, 70), (98, 70))
    play = pygame.Rect(250, 14, 102, 140)
    pygame.draw.rect(surf, RUINS_BG, play, border_radius=10)
    pygame.draw.rect(surf, GOLD, play, 2, border_radius=10)
    card = art.card_face("search", TABLE, lang)
    surf.blit(card, card.get_rect(center=(play.centerx, play.centery + 4)))
    _label(surf, _tr("ui.in_play", lang), (play.centerx, play.y + 4), theme.TEXT_DIM)
    _arrow(surf, (100 + 70 + TABLE[0] // 2, 126), (play.x - 4, 110))
    _para(surf, _tr("fx.search", lang), (CW // 2, 170), CW - 24)


def _look(surf, lang):
    """The guided game's trap: Partner 2's Shadow Thief looked at the learner's Sneak Attack."""
    s = _sprung()
    thief = pygame.Rect(30, 44, *TABLE)
    seat = 2
    _label(surf, _seat_name(seat, lang), (thief.centerx, 14), seat_color(seat))
    surf.blit(art.card_face(s.piles[seat][-1], TABLE, lang), thief)
    out = art.out_icon(30)
    surf.blit(out, out.get_rect(center=(thief.right, thief.y)))
    _label(surf, _tr("ui.eliminated", lang), (thief.centerx, thief.bottom + 8), theme.DANGER)
    eye = art.eye_icon(16)
    surf.blit(eye, eye.get_rect(center=(CW // 2, thief.centery - 18)))
    _arrow(surf, (thief.right + 12, thief.centery), (250, thief.centery))
    trap = pygame.Rect(260, 44, *TABLE)
    _label(surf, _seat_name(0, lang), (trap.centerx, 14), seat_color(0))
    surf.blit(art.card_face(s.piles[0][-1], TABLE, lang), trap)
    pygame.draw.rect(surf, GOLD, trap.inflate(8, 8), 3, border_radius=8)
    _para(surf, _tr("fx.ambush", lang), (CW // 2, 170), CW - 24)


def _elim(surf, lang):
    """Flying Garden: its holder is eliminated by a Curse, and the Lost Legacy goes into the Ruins."""
    s = _garden_to_ruins()
    seat = 1
    r = pygame.Rect(12, 8, 112, 112)
    pygame.draw.rect(surf, NIGHT_PANEL, r, border_radius=8)
    _label(surf, _seat_name(seat, lang), (r.centerx, r.y + 4), seat_color(seat))
    out = art.out_icon(30)
    surf.blit(out, out.get_rect(center=(r.centerx, r.y + 50)))
    _label(surf, _tr("ui.eliminated", lang), (r.centerx, r.y + 74), theme.DANGER)
    curse = art.card_face(s.piles[0][-1], TABLE, lang)  # the Curse that named 5
    surf.blit(curse, curse.get_rect(midtop=(r.centerx, r.bottom + 8)))
    ruins = pygame.Rect(144, 12, CW - 156, 150)
    k = s.ruins.index("garden")
    _ruins(surf, ruins, s.ruins, lang, faces=(k,), glow=(k,))
    _arrow(surf, (r.right + 2, r.y + 50), (ruins.x + 22, ruins.y + 60))
    _para(surf, _tr("fx.garden", lang), (ruins.centerx, ruins.bottom + 8), ruins.w)


def _invest(surf, lang):
    """The guided game's investigation: 1 is called first; the Fated Girl's holder reveals Ruins 1."""
    s = _lesson_state(None)
    x, y = 16, 12
    for n in range(1, 9):
        r = pygame.Rect(x + (n - 1) * 30, y, 26, 24)
        pygame.draw.rect(surf, GOLD if n == 1 else NIGHT_PANEL, r, border_radius=6)
        _label(surf, str(n), r.center, NIGHT if n == 1 else theme.TEXT, anchor="center")
    _label(surf, _tr("ui.invest", lang), (x + 8 * 30 + 6, y + 3), GOLD, anchor="topleft")
    girl = pygame.Rect(22, 68, *TABLE)
    _label(surf, _seat_name(0, lang), (girl.centerx, girl.y - 20), seat_color(0))
    surf.blit(art.card_face(s.hands[0][0], TABLE, lang), girl)
    ruins = pygame.Rect(110, 48, CW - 122, 140)
    rects = _ruins(surf, ruins, s.ruins, lang, faces=(0,), glow=(0,))
    _arrow(surf, (girl.right + 6, girl.centery), (rects[0].x - 8, rects[0].centery))
    _label(surf, _tr("card.starship", lang), (CW // 2, CH - 24), GOLD, width=CW - 20)


def _options(surf, lang):
    """The decks the options make (All-Jam mixes both sets) and a match's round wins."""
    cards = [c for c in dict.fromkeys(data.all_jam_deck(data.STARSHIP)) if data.NUMBER[c] in (2, 3, 4, 7)]
    _label(surf, _tr("option.deck.all_jam", lang), (CW // 2, 8), GOLD, theme.S)
    n = len(cards)
    step = (CW - 40 - SET_CARD[0]) / max(1, n - 1)
    for i, card in enumerate(cards):
        surf.blit(art.card_face(card, SET_CARD, lang), (round(20 + i * step), 40 + (i % 2) * 8))
    for i in range(3):
        star = art.star_icon(24, filled=i < 2)
        surf.blit(star, star.get_rect(center=(CW // 2 - 34 + i * 34, 160)))
    _label(surf, _tr("ui.first_to", lang, n=3), (CW // 2, 180), theme.TEXT)


def _sets(which):
    return lambda surf, lang: _set_list(surf, which, lang)


#: per rules section, in ``data.RULES_SECTIONS`` order
PICTURES = {
    "goal": _goal, "setup": _setup, "turn": _turn, "look": _look, "starship": _sets(data.STARSHIP),
    "garden": _sets(data.FLYING_GARDEN), "elim": _elim, "invest": _invest, "options": _options,
}


@lru_cache(maxsize=64)
def _picture(key: str, lang: str, size: tuple[int, int]) -> pygame.Surface:
    surf = _canvas()
    PICTURES[key](surf, lang)
    pygame.draw.rect(surf, NIGHT_BORDER, surf.get_rect(), 1)
    return pygame.transform.smoothscale(surf, size)


def rules_picture(index: int, lang: str, size) -> pygame.Surface | None:
    """Section ``index`` of the rules summary drawn as a real position (None past the last)."""
    if not 0 <= index < len(data.RULES_SECTIONS):
        return None
    w, h = (max(1, int(v)) for v in size)
    return _picture(data.RULES_SECTIONS[index][0], lang, (w, h)).copy()
