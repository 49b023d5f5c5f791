"""The rules screen's pictures: one small picture per section of ``rules_summary``, each a real
position of the guided first game (``lesson.py``'s deal, replayed through the rules to the
moment the section talks about) drawn with the game's own art and cropped to what it shows.

``rules_picture(index, lang, size)`` is what ``scenes/rules.py`` calls (through the scene
package); the picture is drawn in ``lang`` at exactly ``size``.
"""

from __future__ import annotations

import itertools
import math
from functools import lru_cache

import pygame

from tabletop.engine import i18n as engine_i18n
from tabletop.engine.lesson import check
from tabletop.ui import theme
from tabletop.ui.pieces import draw_piece
from tabletop.ui.seats import seat_color, seat_mark
from tabletop.ui.fonts import font
from tabletop.ui.text import render_fit

from .. import art
from .. import data
from ..lesson import LESSON
from ..rules import GAME, NS
from .layout import DECOY_COLOR, GUARD_COLOR, GUARD_H, PAWN_H

BG = (24, 58, 60)
LEARNER = LESSON.seat


# -- the positions ---------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def _record() -> tuple[str, ...]:
    return tuple(check(GAME, LESSON, hooks=()))  # every move is scripted: no AI is asked


def _index(text: str, start: int = 0) -> int:
    """Where the learner's move ``text`` stands in the lesson's record (from ``start``)."""
    return _record().index(text, start)


@lru_cache(maxsize=16)
def _state_at(n: int):
    """The lesson's state after its first ``n`` actions."""
    state = GAME.new_state(GAME.validate(LESSON.setup()))
    for text in _record()[:n]:
        state.apply(state.str_to_action(text))
    return state


def _first_guardian_walk() -> int:
    """How many actions lead to the end of round 1's guardian walk."""
    for n in range(1, len(_record()) + 1):
        if _state_at(n).report is not None:
            return n
    raise ValueError("the lesson has no guardian walk")


def cell(q: int, r: int) -> int:
    return data.CELL_INDEX[(q, r)]


# -- drawing ----------------------------------------------------------------------------------------
def _table(state, hidden=()) -> pygame.Surface:
    """The board of ``state`` on a table-sized surface, as the scene draws it (the pieces in
    ``hidden`` left out)."""
    surf = pygame.Surface((theme.W, theme.H))
    surf.fill(BG)
    surf.blit(art.board_surface(state.terrain), art.BOARD_RECT.topleft)
    pieces = {state.pos[p]: p for p in range(7) if state.pos[p] >= 0 and p not in hidden}
    for c, tok in enumerate(state.tokens):
        if tok >= 0:
            x, y = art.CENTERS[c]
            busy = c in pieces or c == state.guardian
            img = art.token_image(tok, 24)
            surf.blit(img, img.get_rect(center=(round(x - (16 if busy else 0)), round(y - (14 if busy else 0)))))
    return surf


def _pieces(surf, state, hidden=()) -> None:
    items = [(art.CENTERS[state.pos[p]][1], p) for p in range(7) if state.pos[p] >= 0 and p not in hidden]
    items.append((art.CENTERS[state.guardian][1], "g"))
    for _, p in sorted(items, key=lambda t: (t[0], str(t[1]))):
        if p == "g":
            x, y = art.CENTERS[state.guardian]
            draw_piece(surf, "guardian", (x, y + 16), GUARD_H, GUARD_COLOR, str(state.sight_marker))
            _facing(surf, state.guardian, state.facing)
        else:
            x, y = art.CENTERS[state.pos[p]]
            color = DECOY_COLOR if p == data.DECOY else seat_color(p)
            draw_piece(surf, "pawn", (x, y + 14), PAWN_H, color, seat_mark(p) if p != data.DECOY else "")


def _facing(surf, c: int, facing: int) -> None:
    gx, gy = art.CENTERS[c]
    tip = art.dir_point((gx, gy), facing, art.S * 0.95)
    left = art.dir_point((gx, gy), facing - 0.45, art.S * 0.55)
    right = art.dir_point((gx, gy), facing + 0.45, art.S * 0.55)
    pygame.draw.polygon(surf, art.TURQ, [tip, left, right])
    pygame.draw.polygon(surf, art.TURQ_DARK, [tip, left, right], 2)


def _sight(surf, state) -> None:
    """The guardian's three sight lines, to the first pillar or the edge."""
    over = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    g = state.guardian
    for off in data.MARKERS[state.sight_marker]:
        d = (state.facing + off) % 6
        cells = []
        for c in data.RAY[g][d]:
            if state.terrain[c] == data.PILLAR:
                break
            cells.append(c)
        if cells:
            pygame.draw.line(over, (*art.TURQ, 230 if off == 0 else 170), art.CENTERS[g], art.CENTERS[cells[-1]],
                             7 if off == 0 else 5)
            for c in cells:
                x, y = art.CENTERS[c]
                pygame.draw.circle(over, (*art.TURQ, 210), (round(x), round(y)), 6)
    surf.blit(over, (0, 0))


def _path(surf, cells, color, width=5) -> None:
    """A walk as the scene draws a planned path: segments, then an arrow head on the last."""
    pts = [art.CENTERS[c] for c in cells]
    for a, b in itertools.pairwise(pts):
        pygame.draw.line(surf, color, a, b, width)
    if len(pts) >= 2:
        _head(surf, pts[-2], pts[-1], color)


def _head(surf, a, b, color, size=16) -> None:
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    tip = (b[0] - math.cos(ang) * 10, b[1] - math.sin(ang) * 10)
    left = (tip[0] - math.cos(ang - 0.5) * size, tip[1] - math.sin(ang - 0.5) * size)
    right = (tip[0] - math.cos(ang + 0.5) * size, tip[1] - math.sin(ang + 0.5) * size)
    pygame.draw.polygon(surf, color, [tip, left, right])


def _jump(surf, a: int, b: int, color) -> None:
    """An arc from ``a`` over the cell between to ``b`` (a Spring Boots jump)."""
    (ax, ay), (bx, by) = art.CENTERS[a], art.CENTERS[b]
    mid = ((ax + bx) / 2, min(ay, by) - art.S * 1.2)
    pts = [((1 - t) ** 2 * ax + 2 * (1 - t) * t * mid[0] + t * t * bx,
            (1 - t) ** 2 * ay + 2 * (1 - t) * t * mid[1] + t * t * by) for t in (k / 16 for k in range(17))]
    pygame.draw.lines(surf, color, False, pts, 5)
    _head(surf, pts[-3], pts[-1], color)


def _crop(table: pygame.Surface, cells, size) -> pygame.Surface:
    """The part of ``table`` around ``cells``, at the aspect of ``size``, scaled to ``size``."""
    w, h = size
    xs = [art.CENTERS[c][0] for c in cells]
    ys = [art.CENTERS[c][1] for c in cells]
    box = pygame.Rect(0, 0, 0, 0)
    box.width = int(max(xs) - min(xs) + art.S * 2.6)
    box.height = int(max(ys) - min(ys) + art.S * 2.6)
    box.center = (round((max(xs) + min(xs)) / 2), round((max(ys) + min(ys)) / 2))
    if box.w / box.h < w / h:
        box.inflate_ip(round(box.h * w / h) - box.w, 0)
    else:
        box.inflate_ip(0, round(box.w * h / w) - box.h)
    box = box.clamp(table.get_rect()) if box.w <= theme.W and box.h <= theme.H else box
    out = pygame.Surface(box.size)
    out.fill(BG)
    out.blit(table, (0, 0), box)
    return pygame.transform.smoothscale(out, size)


def _caption(surf, text: str) -> None:
    """A short label along the picture's bottom."""
    img = render_fit(text, theme.XS, theme.TEXT, surf.get_width() - 16, True)
    band = pygame.Surface((surf.get_width(), img.get_height() + 8), pygame.SRCALPHA)
    band.fill((0, 0, 0, 150))
    surf.blit(band, (0, surf.get_height() - band.get_height()))
    surf.blit(img, img.get_rect(midbottom=(surf.get_width() // 2, surf.get_height() - 4)))


def _tr(key: str, lang: str, **fmt) -> str:
    return engine_i18n.tr(NS, key, lang, **fmt)


# -- the pictures, one per rules section -------------------------------------------------------------
def _goal(lang, size):
    """Round 1: the learner's first walk to a treasure, the guardian in the middle."""
    state = _state_at(_index("card 3") + 1)
    table = _table(state)
    _path(table, [cell(-2, -2), cell(-2, -1), cell(-2, 0), cell(-3, 1)], theme.ACCENT)
    _pieces(table, state)
    return _crop(table, [cell(-3, -1), cell(-3, 1), cell(0, 0), cell(0, -2)], size)


def _setup(lang, size):
    """The tomb at the start: pillars, puddles, scrolls on the corners and centre, every cell a token."""
    state = _state_at(0)
    table = _table(state)
    _pieces(table, state)
    return _crop(table, [cell(0, -4), cell(0, 4), cell(-4, 0), cell(4, 0)], size)


def _cards(lang, size):
    """The five action cards, on the table's felt."""
    w, h = size
    surf = pygame.Surface(size)
    surf.fill(BG)
    cw = min((w - 16) // 5 - 8, int((h - 16) / 1.4))
    card = (cw, int(cw * 1.4))
    x = (w - 5 * card[0] - 4 * 8) // 2
    for v in range(1, 6):
        img = pygame.transform.smoothscale(art.card_face(v), card)
        surf.blit(img, (x, (h - card[1]) // 2))
        x += card[0] + 8
    return surf


def _push(lang, size):
    """Round 2: the learner walks into Partner 1 and pushes him to the edge."""
    n = _index("step -3,2")
    state = _state_at(n)
    table = _table(state)
    _path(table, [cell(-3, 1), cell(-3, 2), cell(-2, 2)], theme.ACCENT)
    _path(table, [cell(-3, 2), cell(-4, 2)], theme.DANGER)
    _pieces(table, state)
    return _crop(table, [cell(-4, 1), cell(-4, 3), cell(-2, 2), cell(-2, 1)], size)


def _tile(lang, size):
    """The turn tile's two sides."""
    w, h = size
    surf = pygame.Surface(size)
    surf.fill(BG)
    d = min(h - 56, w // 3)
    for k, cw in enumerate((True, False)):
        cx = w * (1 + 2 * k) // 4
        img = art.tile_image(cw, d)
        surf.blit(img, img.get_rect(center=(cx, 8 + d // 2)))
        y = 16 + d
        for line in _tile_label_lines(_tr("tile.cw" if cw else "tile.ccw", lang), w // 2 - 12):
            label = render_fit(line, theme.XS, theme.TEXT, w // 2 - 12, True)
            surf.blit(label, label.get_rect(midtop=(cx, y)))
            y += label.get_height()
    return surf


def _tile_label_lines(text: str, width: int) -> list[str]:
    """The side's name on one line, or broken after its hyphen ("counter-" / "clockwise")."""
    if font(theme.XS, True).size(text)[0] <= width or "-" not in text:
        return [text]
    head, tail = text.split("-", 1)
    return [head + "-", tail]


def _guardian(lang, size):
    """Round 1: the guardian on the centre with its three sight lines."""
    state = _state_at(_index("place -2,-2") + 1)
    table = _table(state)
    _sight(table, state)
    _pieces(table, state)
    return _crop(table, [cell(0, -4), cell(4, -4), cell(-4, 0), cell(0, 0)], size)


def _defeat(lang, size):
    """Round 1's guardian walk: it turns toward Partner 3 and walks into his cell."""
    n = _first_guardian_walk()
    state = _state_at(n)
    before = _state_at(n - 1)
    report = state.report
    table = _table(state)
    walk = [before.guardian] + [e["to"] for e in report["events"] if e["kind"] == "move"]
    _path(table, walk, theme.DANGER)
    for e in report["events"]:
        if e["kind"] == "defeat":
            x, y = art.CENTERS[e["cell"]]
            draw_piece(table, "pawn", (x - 20, y + 22), PAWN_H - 8, seat_color(e["seat"]), seat_mark(e["seat"]))
            pygame.draw.line(table, theme.DANGER, (x - 34, y - 14), (x - 6, y + 22), 5)
            pygame.draw.line(table, theme.DANGER, (x - 6, y - 14), (x - 34, y + 22), 5)
    _pieces(table, state)
    return _crop(table, walk + [cell(-3, -1)], size)


def _items(lang, size):
    """Round 3: the learner's Spring Boots jump over a pillar."""
    state = _state_at(_index("step 0,2"))
    table = _table(state)
    _jump(table, cell(-2, 2), cell(0, 2), theme.ACCENT)
    _pieces(table, state)
    surf = _crop(table, [cell(-3, 2), cell(1, 2), cell(-2, 3), cell(0, 1)], size)
    _caption(surf, _tr("item.spring_boots", lang))
    return surf


def _scoring(lang, size):
    """The learner's haul at the end of the lesson, and how it scores."""
    from .. import words

    state = _state_at(len(_record()))
    held = state.holdings[LEARNER]
    w = size[0]
    surf = pygame.Surface(size)
    surf.fill(BG)
    kinds = [t for t in range(7) if held[t]]
    d = min(28, (w - 16) // max(1, len(kinds)) - 12)
    x = (w - len(kinds) * (d + 14)) // 2 + 7
    for t in kinds:
        for k in range(held[t]):
            img = art.token_image(t, d)
            surf.blit(img, (x + k * 5, 8 + k * 6))
        x += d + 14
    y = 8 + d + 16
    heads = ("score.sets", "score.variety", "score.scrolls", "score.curses")
    for key, part in zip(heads, words.score_cells(held, state.curses[LEARNER], lang)):
        head = render_fit(_tr(key, lang), theme.XS, theme.TEXT_DIM, w // 2 - 12)
        val = render_fit(part, theme.XS, theme.TEXT, w // 2 - 12, True)
        surf.blit(head, (10, y))
        surf.blit(val, (w - 10 - val.get_width(), y))
        y += max(head.get_height(), val.get_height()) + 1
    return surf


PICTURES = (_goal, _setup, _cards, _push, _tile, _guardian, _defeat, _items, _scoring)


def rules_picture(index: int, lang: str, size) -> pygame.Surface | None:
    """Section ``index``'s picture at ``size`` in ``lang`` (None past the last section)."""
    if not 0 <= index < len(PICTURES):
        return None
    surf = PICTURES[index](lang, tuple(size))
    if surf.get_size() != tuple(size):
        surf = pygame.transform.smoothscale(surf, tuple(size))
    return surf
