"""The rules screen's pictures (``rules_picture``): real positions, drawn with the table's own art.

Each position is built with the rules: the guided first game's deal and moves (``lesson.py``)
replayed to a chosen point; for the lost city, the same deal played on until a figure arrives;
for the descending variant, a few moves of a fixed deal. The whole table is painted at its usual 1280x720 scale (board, tiles, piles, figures,
discard piles, supply, hand, the bridge counter and points), then the part a section talks about is cut out
and scaled to the requested size.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.engine.contract import Setup
from tabletop.ui import theme
from tabletop.ui.pieces import draw_piece
from tabletop.ui.table import seat_color, seat_mark
from tabletop.ui.text import render

from .. import art, data
from ..art import DECK_RECT, MINI, card_back, card_face, discard_rect, mini_card, pile_rect, step_rect, tile_image
from ..rules import GAME
from .layout import figure_slot, pile_slots, tr

W, H = theme.W, theme.H
#: per rules section (``rules.RULES_SECTIONS`` order): the position, and the part of the table shown
#: (x, y, width; the height follows the picture's shape)
SECTIONS = (
    ("end", (230, 180, 600)),        # goal: figures along the paths, the steps' points
    ("take", (480, 190, 560)),       # your turn: the paths, a discard to take, the supply
    ("brown", (24, 128, 600)),       # paths and cards: piles started, figures on their first steps
    ("brown", (226, 128, 610)),      # event tiles: the tiles along the paths
    ("city", (540, 128, 370)),       # the lost city: a figure on step 9
    ("end", (520, 128, 600)),        # bridges: figures beyond them, the counter
    ("end", (520, 180, 600)),        # scoring: where the figures stand, the points
    ("down", (24, 262, 420)),        # descending variant: a pile going down
    ("end", (640, 128, 480)),        # no endless discarding: the discard piles and the supply
)


def _lesson_state(stop: str):
    """The guided game's position: ``"take"`` (a discard to take), ``"brown"`` (brown under
    way), ``"end"`` (the expedition over)."""
    from tabletop.engine.lesson import check

    from ..lesson import LESSON

    record = check(GAME, LESSON)
    count = {"take": 13, "brown": 40, "end": len(record)}[stop]
    state = GAME.new_state(GAME.validate(LESSON.setup()))
    for text in record[:count]:
        state.apply(state.str_to_action(text))
    return state


def _down_state():
    """The descending variant: a pile started high, then a lower card (fixed deal, seed 5)."""
    state = GAME.new_state(GAME.validate(Setup(2, {"game_length": "short", "descending_variant": True,
                                                   "first_player": 0}, 5)))
    hand = state.hands[0]
    by_color: dict[str, list[str]] = {}
    for card in hand:
        by_color.setdefault(card[0], []).append(card)
    color = max(by_color, key=lambda c: (len(set(by_color[c])), c))
    cards = sorted(set(by_color[color]), key=lambda c: -data.CARD_VALUE[c])
    first = True
    for card in cards[:3]:
        if state.current_player() != 0:
            break
        text = f"play {card} adv" if first else f"play {card}"
        action = state.str_to_action(text)
        if action not in state.legal_actions():
            break
        state.apply(action)
        first = False
        while state.phase in ("arrow", "bonus"):
            state.apply(state.legal_actions()[-1])
        if state.phase == "draw":
            state.apply(state.str_to_action("draw deck"))
        while state.current_player() == 1:  # the partner discards its first card and draws
            legal = state.legal_actions()
            state.apply(next(a for a in legal if a[0] in ("discard", "draw")))
    return state


def _reach_city_state():
    """A real walk to the lost city: the guided game's deal; the learner plays every card it may
    on its furthest path until a figure stands on step 9 (the partner as in the lesson)."""
    from ..lesson import LESSON

    state = GAME.new_state(GAME.validate(LESSON.setup()))
    partner = list(LESSON.opponents)
    for _ in range(400):
        if state.is_terminal():
            break
        if 9 in state.steps[0]:
            return state
        legal = state.legal_actions()
        if state.current_player() != 0:
            text = partner.pop(0) if partner else None
            action = state.str_to_action(text) if text else legal[0]
            state.apply(action if action in legal else legal[0])
            continue
        if state.phase == "play":
            steps = state.steps[0]
            plays = [a for a in legal if a[0] == "play" and a[2] is None and steps[data.CARD_COLOR[a[1]]] < 9]
            plays.sort(key=lambda a: (-steps[data.CARD_COLOR[a[1]]], data.CARD_VALUE[a[1]]))
            starts = [a for a in legal if a[0] == "play" and a[2] == "adv"]
            state.apply(plays[0] if plays else starts[0] if starts else legal[-1])
        elif state.phase in ("arrow", "bonus"):
            moves = [a for a in legal if a[1] is not None]
            state.apply(max(moves, key=lambda a: state.steps[0][data.COLOR_INDEX[a[1]]]) if moves else legal[-1])
        else:
            state.apply(legal[0])
    return state


POSITIONS = {"take": lambda: _lesson_state("take"), "brown": lambda: _lesson_state("brown"),
             "end": lambda: _lesson_state("end"), "city": _reach_city_state, "down": _down_state}


@lru_cache(maxsize=8)
def _table(position: str, lang: str) -> pygame.Surface:
    """The whole table of ``position`` as seat 0 sees it, painted with the game's art."""
    v = POSITIONS[position]().view(0)
    surf = pygame.Surface((W, H))
    surf.fill(theme.FELT)
    surf.blit(art.board_surface(), (0, 0))
    for k in range(len(data.COLORS)):
        for step in data.MARKED_STEPS[k]:
            tile = v.tiles[k][step]
            if tile:
                cell = step_rect(k, step).inflate(-2, -6)
                surf.blit(tile_image(tile, 24), (cell.right - 27, cell.y + 3))
        pr = pile_rect(k)
        surf.blit(art.glyph_badge(k, 22), (pr.x + 12, pr.y + 4))
        pile = v.piles[0][k]
        if v.descending and pile:
            arrow = {0: "↕", 1: "↑", -1: "↓"}[v.directions[0][k]]
            surf.blit(render(arrow, theme.S, art.INK, True), (pr.x + 16, pr.y + 30))
        for i, slot in enumerate(pile_slots(len(pile), pr)):
            surf.blit(art.pile_card(data.COLORS[k] + str(pile[i]), slot.h), slot)
        r = discard_rect(k)
        slot = pygame.Rect(0, 0, MINI[0] + 6, MINI[1] + 4)
        slot.center = r.center
        pygame.draw.rect(surf, art.PARCHMENT_DARK, slot, 2, border_radius=6)
        if v.discards[k]:
            img = mini_card(data.COLORS[k] + str(v.discards[k][-1]))
            surf.blit(img, img.get_rect(center=r.center))
    figures = [(seat, k) for seat in range(v.num_players) for k in range(len(data.COLORS)) if v.kinds[seat][k]]
    for seat, k in sorted(figures, key=lambda f: (f[1], f[0])):
        kind = v.kinds[seat][k]
        draw_piece(surf, art.figure_kind(kind), figure_slot(v, seat, k, v.steps[seat][k]), art.figure_height(kind),
                   seat_color(seat), seat_mark(seat))
    for i in range(min(3, v.deck_count), 0, -1):
        surf.blit(card_back(DECK_RECT.size), (DECK_RECT.x + i * 2 - 2, DECK_RECT.y + i * 2 - 2))
    label = render(tr("supply_n", n=v.deck_count), theme.XS, theme.TEXT, True)
    surf.blit(label, label.get_rect(midtop=(DECK_RECT.centerx, DECK_RECT.bottom + 8)))
    # the bridge counter and the player's points, as on the player's panel (here under the supply)
    x, y = DECK_RECT.x, DECK_RECT.bottom + 40
    surf.blit(render(tr("bridge"), theme.XS, theme.TEXT_DIM), (x, y))
    for i in range(data.END_CROSSINGS):
        box = pygame.Rect(x + 96 + i * 22, y + 2, 18, 14)
        pygame.draw.rect(surf, theme.ACCENT if i < v.crossed else theme.FELT_DARK, box, border_radius=3)
        pygame.draw.rect(surf, theme.PANEL_BORDER, box, 1, border_radius=3)
    y += 26
    for label, value in ((tr("panel.vp"), v.vp[0]), (tr("panel.art_tiles"), v.art_tiles[0]), (tr("chips"), v.chips[0])):
        surf.blit(render(label, theme.XS, theme.TEXT_DIM), (x, y))
        val = render(str(value), theme.S, theme.TEXT, True)
        surf.blit(val, (x + 202 - val.get_width(), y - 3))
        y += 26
    # the hand along the bottom
    hand = list(v.hand)
    step = min(104, 640 // max(1, len(hand)))
    x0 = 470 - (step * (len(hand) - 1) + theme.HAND_CARD[0]) // 2
    for i, card in enumerate(hand):
        surf.blit(card_face(card), (x0 + i * step, H - 92 - theme.HAND_CARD[1] // 2))
    return surf


def rules_picture(index: int, lang: str, size) -> pygame.Surface | None:
    """Section ``index``'s picture, ``size`` (w, h) pixels; None past the last section."""
    if not 0 <= index < len(SECTIONS):
        return None
    position, (x, y, w) = SECTIONS[index]
    size = (int(size[0]), int(size[1]))
    h = round(w * size[1] / size[0])
    crop = pygame.Rect(x, y, w, h).clamp(pygame.Rect(0, 0, W, H))
    table = _table(position, lang)
    part = table.subsurface(crop.clip(table.get_rect())).copy()
    return pygame.transform.smoothscale(part, size)
