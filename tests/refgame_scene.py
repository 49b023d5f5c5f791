"""A small scene for the reference game: exercises the table host (tests only, not in the menu).

It follows the pattern real game scenes use: sprites rebuilt from the seat's view in
``sync``, actions proposed only from ``view.legal_actions()`` through drag-and-drop or
buttons, and everything else (AI, hints, undo, privacy, autosave, results) from
:class:`~tabletop.ui.table.TableScene`.
"""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.cards import CardSprite, Hand, draw_card_back, draw_card_face, draw_cards
from tabletop.ui.dragdrop import DropTarget
from tabletop.ui.table import HUD_H, TableScene, seat_color, seat_mark
from tabletop.ui.text import render
from tabletop.ui.widgets import Button, panel

COLORS = {"r": (theme.OKABE_ITO["vermillion"], "♥"), "g": (theme.OKABE_ITO["green"], "♣"), "b": (theme.OKABE_ITO["blue"], "♠")}
PLAY_ZONE = pygame.Rect(300, 250, 340, 170)
DISCARD_ZONE = pygame.Rect(700, 250, 150, 170)


def face(card: str, size=theme.HAND_CARD) -> pygame.Surface:
    color, glyph = COLORS[card[0]]
    return draw_card_face(size, "", str(int(card[1:])), color, glyph)


class GameScene(TableScene):
    def __init__(self, app, session):
        self.hand = None
        self.drag = None
        self.choice_buttons: list[Button] = []
        self.hand_sprites: list[CardSprite] = []
        super().__init__(app, session)

    def sync(self) -> None:
        v = self.view
        if self.hand is None:
            self.hand = Hand(self.tweens, center=(470, theme.H - 96), max_width=760)
        mine = self.my_turn
        legal = set(v.legal_actions()) if mine else set()
        old = {s.key: s for s in self.hand_sprites}
        sprites = []
        for card in v.hand:
            s = old.get(card) or CardSprite(card, face(card), pos=(470, theme.H + 80))
            s.draggable = ("play", card) in legal or ("discard", card) in legal
            sprites.append(s)
        self.hand_sprites = sprites
        self.hand.set_cards(sprites)
        targets = [DropTarget("table", PLAY_ZONE), DropTarget("discard", DISCARD_ZONE)]
        if self.drag is None:
            self.drag = self.drag_controller(lambda: self.hand_sprites, self.targets_for, self.on_drop, self.reason_for)
        self.drag.set_targets(targets)
        self.choice_buttons = []
        if mine and "keep" in legal:
            self.choice_buttons = [
                Button((300, 440, 160, 44), "Keep", lambda: self.play("keep"), style="primary", hotkey=pygame.K_k),
                Button((480, 440, 160, 44), "Swap", lambda: self.play("swap"), hotkey=pygame.K_w),
            ]
        self.widgets = list(self.hud_buttons) + [self.drag] + self.choice_buttons + [self.log_panel]

    def targets_for(self, sprite):
        legal = set(self.view.legal_actions()) if self.my_turn else set()
        out = {}
        if ("play", sprite.key) in legal:
            out["table"] = ("play", sprite.key)
        if ("discard", sprite.key) in legal:
            out["discard"] = ("discard", sprite.key)
        return out

    def on_drop(self, sprite, key, action):
        self.play(action)

    def reason_for(self, sprite, key):
        if not self.my_turn:
            return "It is not your turn."
        return "Drop the card on the table." if key != "table" else "You cannot play that card now."

    def draw_table(self, surface):
        v = self.view
        for seat in range(v.num_players):
            r = pygame.Rect(16 + seat * 230, HUD_H + 12, 218, 88)
            panel(surface, r, theme.PANEL_HI if seat == v.current_player else theme.PANEL,
                  seat_color(seat) if seat == v.current_player else theme.PANEL_BORDER)
            surface.blit(render(f"{seat_mark(seat)} {self.name(seat)}", theme.S, seat_color(seat), True), (r.x + 12, r.y + 8))
            surface.blit(render(f"hand {v.hand_counts[seat]} · won {len(v.won[seat])}", theme.XS, theme.TEXT), (r.x + 12, r.y + 38))
            if v.committed[seat]:
                surface.blit(render("committed", theme.XS, theme.ACCENT), (r.x + 12, r.y + 60))
        panel(surface, PLAY_ZONE, theme.FELT_DARK, theme.PANEL_BORDER, shadow=False)
        panel(surface, DISCARD_ZONE, theme.FELT_DARK, theme.PANEL_BORDER, shadow=False)
        for i, card in enumerate(v.last_trick):
            surface.blit(face(card, theme.TABLE_CARD), (PLAY_ZONE.x + 12 + i * 80, PLAY_ZONE.y + 36))
        if v.discard:
            surface.blit(face(v.discard[-1], theme.TABLE_CARD), (DISCARD_ZONE.x + 40, DISCARD_ZONE.y + 36))
        surface.blit(render(f"pool {v.pool_count}", theme.XS, theme.TEXT_DIM), (DISCARD_ZONE.x, DISCARD_ZONE.bottom + 8))
        self.drag.draw_targets(surface)
        draw_cards(surface, self.hand_sprites)

    def draw_overlay(self, surface):
        self.drag.draw_overlay(surface)

    def update(self, dt):
        super().update(dt)
        self.hand.update(dt)

    def coach_zones(self):
        return {"table": PLAY_ZONE, "discard": DISCARD_ZONE}

    def action_rects(self, action):
        """The card to play and where it goes, or the answer's button."""
        if action in ("keep", "swap"):
            return [b.rect for b in self.choice_buttons if b.text.lower() == action]
        card = [s.rect for s in self.hand_sprites if s.key == action[1]]
        return card + ([PLAY_ZONE] if action[0] == "play" else [DISCARD_ZONE])

    def result_breakdown(self):
        won = self.session.state.won
        return ["red"], [[sum(1 for c in w if c[0] == "r")] for w in won]


def thumbnail(size):
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill(theme.FELT_DARK)
    back = draw_card_back((56, 78), theme.PANEL_HI, theme.ACCENT)
    surf.blit(back, (10, 10))
    return surf
