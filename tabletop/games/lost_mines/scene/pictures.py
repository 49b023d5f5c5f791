"""The rules screen's pictures: one small picture per section of ``rules_summary``, each a real
position of the guided first game (``lesson.py``: its deal, replayed through the rules to the
moment the section talks about) drawn with the game's own art, cropped to what it shows.

``rules_picture(index, lang, size)`` is what ``scenes/rules.py`` calls; the picture is drawn
in ``lang`` (names of cards and roles) at exactly ``size``.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.engine import i18n as engine_i18n
from tabletop.engine.lesson import check
from tabletop.ui import theme
from tabletop.ui.pieces import draw_piece
from tabletop.ui.seats import seat_color, seat_mark
from tabletop.ui.text import render, render_fit

from .. import art
from .. import data
from ..lesson import LESSON
from ..rules import GAME, NS

BG = (46, 34, 26)
LEARNER = LESSON.seat


# -- the positions ---------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def _record() -> tuple[str, ...]:
    return tuple(check(GAME, LESSON, hooks=()))  # every move is scripted: no AI is asked


@lru_cache(maxsize=16)
def _state_after(moment: str):
    """The lesson's state at a named moment (just after the move that ends it)."""
    record = _record()
    marks = {
        "start": 0,
        "laid": record.index("path IH 3 1 0") + 1,          # the learner's first path card
        "walk": record.index("path X 7 2 0") + 1,           # about to walk past the rocks
        "rocks": record.index("step 7 2") + 1,
        "treasure": record.index("take 1") + 1,             # gold taken from mine 2
        "round1": record.index("propose") + 1,              # the round about to end
        "scored": record.index("propose") + 3,              # ... ended by agreement, and scored
    }
    state = GAME.new_state(GAME.validate(LESSON.setup()))
    for text in record[:marks[moment]]:
        state.apply(state.str_to_action(text))
    return state


def _view(moment: str):
    return _state_after(moment).view(LEARNER)


# -- drawing ----------------------------------------------------------------------------------------
def _board(view, cols, rows, size, walks=None) -> pygame.Surface:
    """The cells ``cols`` x ``rows`` (ranges) of ``view``'s board, fitted into ``size``: cards,
    pawns, tokens, mine numbers and what the viewer knows of a mine; ``walks`` (cell -> steps)
    glow as the scene shows a dwarf's reach."""
    w, h = size
    surf = pygame.Surface(size)
    surf.fill(BG)
    cs = int(min((w - 8) / len(cols), (h - 8) / len(rows)))
    ox = (w - cs * len(cols)) // 2
    oy = (h - cs * len(rows)) // 2

    def rect(x, y):
        return pygame.Rect(ox + (x - cols[0]) * cs, oy + (y - rows[0]) * cs, cs, cs)

    for y in rows:
        for x in cols:
            r = rect(x, y)
            pygame.draw.rect(surf, (84, 60, 42), r.inflate(-2, -2), 1, border_radius=3)
            c = data.cell(x, y)
            b = view.board[c]
            if b is None:
                continue
            img = art.tile(b, view.rot[c], cs - 2, c in view.cleared)
            surf.blit(img, img.get_rect(center=r.center))
            if b == "mine" or b.startswith("mine_"):
                i = view.mine_cells.index(c)
                num = render(str(i + 1), theme.XS, theme.TEXT, True)
                surf.blit(num, num.get_rect(topright=(r.right - 3, r.y + 1)))
                if b == "mine" and view.mine_known[i]:
                    bs = max(10, cs // 3)
                    surf.blit(art.eye_badge(bs), (r.x + 2, r.y + 2))
                    surf.blit(art.icon(view.mine_known[i], bs, art.TREASURE_COLORS[view.mine_known[i]]),
                              (r.right - bs - 2, r.bottom - bs - 2))
    for (x, y), steps in (walks or {}).items():
        if x in cols and y in rows:
            r = rect(x, y).inflate(-6, -6)
            pygame.draw.rect(surf, theme.FOCUS, r, 2, border_radius=5)
            n = render(str(steps), theme.XS, theme.FOCUS, True)
            surf.blit(n, (r.x + 3, r.y + 1))
    for e in view.traps:
        _token(surf, e, "trap", (200, 200, 200), rect, cols, rows, cs)
    for seat, e in enumerate(view.trolls):
        if e is not None:
            _token(surf, e, "troll", seat_color(seat), rect, cols, rows, cs)
    by_cell: dict = {}
    for seat, c in enumerate(view.pawns):
        by_cell.setdefault(c, []).append(seat)
    for c, seats in by_cell.items():
        x, y = data.xy(c)
        if x not in cols or y not in rows:
            continue
        r = rect(x, y)
        for k, seat in enumerate(seats):
            dx = (k - (len(seats) - 1) / 2) * cs * 0.26
            draw_piece(surf, "pawn", (r.centerx + dx, r.centery + cs * 0.3), max(14, int(cs * 0.56)),
                       seat_color(seat), seat_mark(seat))
    return surf


def _token(surf, e, kind, ring, rect, cols, rows, cs) -> None:
    (ax, ay), (bx, by) = data.xy(e[0]), data.xy(e[1])
    if not all(v in cols for v in (ax, bx)) or not all(v in rows for v in (ay, by)):
        return
    a, b = rect(ax, ay).center, rect(bx, by).center
    img = art.icon(kind, max(12, int(cs * 0.4)), ring)
    surf.blit(img, img.get_rect(center=((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)))


def _slots(surf, view, at, box: int) -> None:
    """The treasure slots down one column, as the side panel shows them: the type, the value if
    the viewer knows it, the mark of whoever took it."""
    x, y = at
    for s, kind in enumerate(view.slot_types):
        r = pygame.Rect(x, y + s * (box + 4), box, box)
        pygame.draw.rect(surf, theme.FELT_DARK, r, border_radius=5)
        pygame.draw.rect(surf, art.TREASURE_COLORS[kind], r, 2, border_radius=5)
        ic = art.icon(kind, max(12, box // 2))
        taken = view.slot_taken[s]
        if taken >= 0:
            ic = ic.copy()
            ic.set_alpha(90)
        surf.blit(ic, ic.get_rect(midtop=(r.centerx, r.y + 2)))
        val = view.slot_known[s]
        lab = render(str(val) if val is not None else "?", theme.XS, theme.TEXT if val is not None else theme.TEXT_DIM, True)
        surf.blit(lab, lab.get_rect(midbottom=(r.centerx, r.bottom)))
        if taken >= 0:
            m = render(seat_mark(taken), theme.XS, seat_color(taken), True)
            surf.blit(m, m.get_rect(bottomright=(r.right - 2, r.bottom)))


def _with_slots(view, cols, rows, size) -> pygame.Surface:
    """A part of the board with the treasure slots beside it."""
    w, h = size
    box = 44
    out = pygame.Surface(size)
    out.fill(BG)
    out.blit(_board(view, cols, rows, (w - box - 16, h)), (0, 0))
    _slots(out, view, (w - box - 10, (h - len(view.slot_types) * (box + 4)) // 2), box)
    return out


def _tiles(items, size) -> pygame.Surface:
    """A row of board tiles, ``(code, rot, cleared, word)``, a word under each."""
    w, h = size
    surf = pygame.Surface(size)
    surf.fill(BG)
    slot = (w - 8) // len(items)
    cs = min(h - 34, slot - 10)
    for i, (code, rot, cleared, label) in enumerate(items):
        cx = 4 + slot * i + slot // 2
        img = art.tile(code, rot, cs, cleared)
        surf.blit(img, img.get_rect(midtop=(cx, (h - cs) // 2 - 10)))
        text = render_fit(label, theme.XS, theme.TEXT, slot - 2)
        surf.blit(text, text.get_rect(midtop=(cx, (h + cs) // 2 - 6)))
    return surf


def _tr(key: str, lang: str, **fmt) -> str:
    return engine_i18n.tr(NS, key, lang, **fmt)


def _scores(lang: str, size) -> pygame.Surface:
    """Round 1 of the lesson, scored: each dwarf's clan, revealed role, treasure and points."""
    w, h = size
    surf = pygame.Surface(size)
    surf.fill(BG)
    rows = _state_after("scored").history[0]["rows"]
    col = w // len(rows)
    for seat, row in enumerate(rows):
        x = seat * col
        box = pygame.Rect(x + 4, 6, col - 8, h - 12)
        pygame.draw.rect(surf, theme.FELT_DARK, box, border_radius=8)
        pygame.draw.rect(surf, art.CLAN_COLORS[row["clan"]], box, 2, border_radius=8)
        surf.blit(art.clan_banner(row["clan"], 16, 22), (box.x + 8, box.y + 8))
        draw_piece(surf, "pawn", (box.right - 20, box.y + 34), 26, seat_color(seat), seat_mark(seat))
        role = render_fit(_tr("role_short." + row["role"], lang), theme.XS, theme.TEXT, box.w - 16, True)
        surf.blit(role, (box.x + 8, box.y + 40))
        y = box.y + 66
        for kind, value in row["treasures"]:
            surf.blit(art.icon(kind, 22), (box.x + 8, y))
            surf.blit(render(str(value), theme.XS, theme.TEXT, True), (box.x + 34, y + 2))
        gain = render(f"+{row['gain']}", theme.L, theme.ACCENT, True)
        surf.blit(gain, gain.get_rect(midbottom=(box.centerx, box.bottom - 4)))
    return surf


# -- one picture per section (the order of ``rules._RULES``) ---------------------------------------
def _goal(lang, size):
    return _board(_view("treasure"), range(0, 11), range(0, 7), size)


def _setup(lang, size):
    return _with_slots(_view("start"), range(0, 11), range(0, 7), size)


def _paths(lang, size):
    return _board(_view("laid"), range(0, 6), range(0, 4), size)


def _special(lang, size):
    """The rocks on the lesson's tunnel, then a campfire, a fallen tree and the tree cleared."""
    codes = [("IH.c", 0, False, _tr("feature.camp", lang)), ("IH.t", 0, False, _tr("feature.tree", lang)),
             ("IH.t", 0, True, _tr("short.axe", lang))]
    top = _board(_view("rocks"), range(4, 11), range(1, 4), (size[0], size[1] * 11 // 20))
    bottom = _tiles(codes, (size[0], size[1] - top.get_height()))
    out = pygame.Surface(size)
    out.blit(top, (0, 0))
    out.blit(bottom, (0, top.get_height()))
    return out


def _actions(lang, size):
    """The learner's info card and what it showed: mine 1 holds the dragon (the eye and the
    dragon on the mine, as the player's own board shows it); the other action cards below."""
    w, h = size
    out = pygame.Surface(size)
    out.fill(BG)
    ch = h - 16
    cw = int(ch * theme.HAND_CARD[0] / theme.HAND_CARD[1])
    out.blit(art.card_face("info_md", _tr("short.info_md", lang), 0, (cw, ch)), (8, 8))
    right = w - cw - 16
    out.blit(_board(_view("rocks"), range(8, 11), range(0, 3), (right, h - 40)), (cw + 16, 0))
    kinds = ("axe", "trap", "troll", "storm")
    step = right // len(kinds)
    for i, kind in enumerate(kinds):
        ic = art.icon(kind, 30, art.ACTION_COLORS[kind])
        out.blit(ic, ic.get_rect(center=(cw + 16 + step * i + step // 2, h - 22)))
    return out


def _move(lang, size):
    state = _state_after("walk")
    v = state.view(LEARNER)
    walks = {xy: len(path) for xy, path in v.walks().items()}
    return _board(v, range(2, 9), range(1, 4), size, walks)


def _mines(lang, size):
    return _with_slots(_view("treasure"), range(7, 11), range(0, 4), size)


def _end(lang, size):
    return _with_slots(_view("round1"), range(0, 11), range(0, 7), size)


def _decided(lang, size):
    """Start and mine cards are crossroads: the gold mine opened in the lesson, a start, a
    face-down mine."""
    v = _view("treasure")
    codes = [("start_blue", 0, False, _tr("clan.blue", lang)), ("mine_gold", 0, False, _tr("treasure.gold", lang)),
             ("mine", 0, False, "?")]
    w, h = size
    top = _board(v, range(8, 11), range(0, 4), (w // 2, h))
    out = pygame.Surface(size)
    out.fill(BG)
    out.blit(_tiles(codes, (w - w // 2, h)), (w // 2, 0))
    out.blit(top, (0, 0))
    return out


PICTURES = (_goal, _setup, _paths, _special, _actions, _move, _mines, _end, _scores, _decided)


def rules_picture(index: int, lang: str, size) -> pygame.Surface | None:
    """Section ``index``'s picture at ``size`` in ``lang`` (None past the last section)."""
    if not 0 <= index < len(PICTURES):
        return None
    size = (int(size[0]), int(size[1]))
    pic = PICTURES[index](lang, size)
    if pic.get_size() != size:
        pic = pygame.transform.smoothscale(pic, size)
    pygame.draw.rect(pic, art.AMBER, pic.get_rect(), 2, border_radius=6)
    return pic
