"""Render one still of the table widgets to look at: a fanned hand, a card dragged over
glowing targets, a card that snapped back with its reason bubble, and the game log.

    uv run python tools/demo_cards.py [out.png]      (default /tmp/demo_cards.png)
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from tabletop.games.lost_cities import GAME as LOST_CITIES  # noqa: E402
from tabletop.ui import theme  # noqa: E402
from tabletop.ui.cards import CardSprite, Hand, draw_card_back, draw_card_face, draw_cards  # noqa: E402
from tabletop.ui.dragdrop import DragController, DropTarget  # noqa: E402
from tabletop.ui.logpanel import LogPanel  # noqa: E402
from tabletop.ui.text import render  # noqa: E402
from tabletop.ui.tween import Tweener  # noqa: E402

LOST_CITIES_BASE, LOST_CITIES_ACCENT = LOST_CITIES.accents

SUITS = [("Desert", "orange", "triangle"), ("Ocean", "blue", "drop"), ("Forest", "green", "star"),
         ("Peaks", "purple", "diamond"), ("Volcano", "vermillion", "hexagon")]


def felt(surface: pygame.Surface) -> None:
    """A calm felt: radial vignette from FELT to FELT_DARK."""
    w, h = surface.get_size()
    small = pygame.Surface((64, 36))
    cx, cy = 32, 16
    for y in range(36):
        for x in range(64):
            d = min(1.0, (((x - cx) / 40) ** 2 + ((y - cy) / 26) ** 2) ** 0.5)
            small.set_at((x, y), tuple(round(a + (b - a) * d ** 1.6) for a, b in zip(theme.FELT, theme.FELT_DARK)))
    surface.blit(pygame.transform.smoothscale(small, (w, h)), (0, 0))


def post(etype, **kw) -> None:
    pygame.event.post(pygame.event.Event(etype, **kw))


def drag_to(card, to) -> None:
    """Post a press on ``card`` and a move to ``to`` (the release is up to the caller)."""
    p = (round(card.pos[0]), round(card.pos[1]))
    post(pygame.MOUSEMOTION, pos=p)
    post(pygame.MOUSEBUTTONDOWN, pos=p, button=1)
    post(pygame.MOUSEMOTION, pos=(p[0] + 10, p[1] - 10))
    post(pygame.MOUSEMOTION, pos=to)


def main(out: str = "/tmp/demo_cards.png") -> str:
    pygame.init()
    screen = pygame.display.set_mode((theme.W, theme.H))
    tw = Tweener()
    back = draw_card_back(theme.HAND_CARD, LOST_CITIES_ACCENT, LOST_CITIES_BASE,
                          "lattice")

    # the hand
    cards = []
    for i in range(9):
        name, col, glyph = SUITS[i % 5]
        value = "" if i == 0 else str(2 + i)
        face = draw_card_face(theme.HAND_CARD, name, value, theme.OKABE_ITO[col], glyph)
        cards.append(CardSprite(("h", i), face, back, draggable=True, pos=(theme.W / 2, theme.H + 100)))
    hand = Hand(tw, center=(560, theme.H - 92), max_width=700)
    hand.set_cards(cards, animate=False)

    # expedition columns (drop targets) with some table cards
    table: list[CardSprite] = []
    targets = []
    for j, (name, col, glyph) in enumerate(SUITS):
        x = 150 + j * 122
        rect = pygame.Rect(x - 42, 232, 84, 200)
        targets.append(DropTarget(name, rect, snap=(x, 290)))
        for k in range(j % 3 + 1):
            f = draw_card_face(theme.TABLE_CARD, name, str(2 + k * 2), theme.OKABE_ITO[col], glyph)
            c = CardSprite(("t", j, k), f, pos=(x, 290 + k * 28))
            table.append(c)
    table[-1].highlight = "last"
    discard = pygame.Rect(0, 0, 84, 112)
    discard.center = (150 + 5 * 122 + 30, 290)
    targets.append(DropTarget("discard", discard))
    # an opponent's face-down hand at the top
    opp = [CardSprite(("o", i), None, draw_card_back(theme.TABLE_CARD, LOST_CITIES_ACCENT,
                                                      LOST_CITIES_BASE, "lattice"),
                      face_up=False, pos=(420 + i * 30, 70)) for i in range(8)]
    deck = CardSprite("deck", None, back, face_up=False, pos=(150 + 5 * 122 + 30, 470))

    legal = {"Desert": ("play", 0), "Forest": ("play", 2), "discard": ("discard",)}
    log = LogPanel((theme.W - 340, 16, 324, 470), "ログ / Log")
    msgs = [
        ("あなたは砂漠の探検に 4 を置きました。", theme.OKABE_ITO["sky"], False),
        ("CPU (Normal) discarded Ocean 7 and drew from the deck.", theme.OKABE_ITO["orange"], False),
        ("「森」の列に投資カードを置けるのは、数字カードを置く前だけです。", None, True),
        ("Round 2 begins. Scores: You 34 — CPU 21.", None, False),
        ("山札の残りは 12 枚です。CPU が考えています…", theme.OKABE_ITO["orange"], False),
        ("You played Forest 5.", theme.OKABE_ITO["sky"], False),
    ]
    for i in range(3):
        for m in msgs:
            log.add(*m)

    dc = DragController(lambda: cards, lambda s: dict(legal) if s.key[1] % 2 == 0 else {},
                        lambda s, k, a: None,
                        lambda s, k: "山札から引く前に、カードを 1 枚出すか捨ててください。 Play or discard a card first.",
                        targets=targets, tweener=tw)

    def pump():
        for e in pygame.event.get():
            dc.handle(e) or log.handle(e)

    # 1) an illegal drop: card 3 dragged to the Ocean column, snaps back with a reason
    drag_to(cards[3], (272, 300))
    post(pygame.MOUSEBUTTONUP, pos=(272, 300), button=1)
    pump()
    for _ in range(12):
        tw.update(16)
        dc.update(16)
        hand.update(16)
    tw.finish_all()
    dc.update(16)
    # 2) card 6 dragged near the Forest column (legal targets glow)
    drag_to(cards[6], (412, 360))
    pump()
    # hover on card 1 to show the raised, spread hand
    cards[1].hovered = True
    dc.hovered = cards[1]
    cards[1].lift = cards[1].hover_lift
    hand.update(16)
    tw.finish_all()

    felt(screen)
    for t in targets:
        r = t.rect
        zone = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(zone, (0, 0, 0, 40), zone.get_rect(), border_radius=10)
        pygame.draw.rect(zone, (*theme.PANEL_BORDER, 90), zone.get_rect(), 1, border_radius=10)
        screen.blit(zone, r.topleft)
        lab = render(str(t.key), theme.XS, theme.TEXT_DIM)
        screen.blit(lab, lab.get_rect(midtop=(r.centerx, r.bottom + 6)))
    dc.draw_targets(screen)
    draw_cards(screen, table)
    draw_cards(screen, opp)
    deck.draw(screen)
    hand.draw(screen)
    log.draw(screen)
    dc.draw_overlay(screen)
    pygame.image.save(screen, out)
    return out


if __name__ == "__main__":
    print(main(*sys.argv[1:2]))
