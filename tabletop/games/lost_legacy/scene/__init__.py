"""Lost Legacy at the table: the other players along the top, the deck, the Ruins and the
play area in the middle, your discard pile, hand and panel along the bottom.

Playing: drag one of your two cards onto the play area (or click it to select it, then click
the glowing play area). Every choice an effect asks is answered in place: click a glowing
player panel, a glowing Ruins card or a glowing discard, or press the buttons under the Ruins
(number hotkeys; S/K for swap/keep, S/N for shuffle; none of them is a default). Nothing here
decides legality: every target comes from ``view.legal_actions()``; everything secret comes from
the viewer's own view (``hand``, ``known_*`` and the events only its seat may see).

The scene is put together from parts a reader can hold:

* ``layout``: where everything lies;
* ``input``: the hand's sprites, drag and drop, choices, tooltips, hints, the others' marks;
* ``animate``: each action told step by step from the view's events;
* ``draw``: the table, drawn from the view on show;
* ``ending``: the end of a round and of the game explained on the table, and the results.

The words (what a card does, why a drop is refused, why a move is good, how a round ended)
come from the game's pure modules ``explain`` and ``story``.
"""

from __future__ import annotations

import pygame

from tabletop.ui import i18n, theme
from tabletop.ui.table import TableScene

from .animate import FLOATERS, Animate, Peek, Ring  # noqa: F401  (Peek, Ring re-exported)
from .draw import Draw, thumbnail  # noqa: F401  (thumbnail: the menu tile)
from .ending import Ending
from .input import WORD_KEYS, Input  # noqa: F401
from .layout import (  # noqa: F401  (the table's places, for tests and tools)
    DECK_RECT,
    END_RECT,
    HAND_CENTER,
    HAND_ZONE,
    INFO_RECT,
    MY_PANEL,
    MY_PILE,
    OPP_RIGHT,
    PLAY_RECT,
    RUINS_AREA,
    Layout,
)
from .pictures import rules_picture  # noqa: F401  (the rules screen's pictures)

#: the coach's panel in a guided game: bottom left, over your discard pile, its bottom on the
#: table's edge (its height follows its text); the buttons of an open choice move right of it
COACH_X, COACH_W = MY_PILE.x, MY_PILE.w


class GameScene(Ending, Input, Animate, Draw, Layout, TableScene):
    """The Lost Legacy table (see the package docstring)."""

    animate_replay = True

    def __init__(self, app, session):
        # no attribute here may share a name with a TableScene method (issue 38: ``reveal``)
        self.hand = None              # the Hand layout of the viewer's cards
        self.drag = None
        self.hand_sprites = []
        self.peeks = []
        self.rings = []
        self.choice_buttons = []
        self.zones = []
        self.frozen = None            # the ended round's last view while its panel is up
        self.round_cards = None       # (hands, ruins, deck) of that round, drawn face up
        self.round_over = None        # the number of the round whose panel is up
        self._auto_next = 0.0
        self._marks = {}              # what the others did since the viewer's last move
        self._steps_cache = None
        self.pulse_t = 0.0
        self.shuffle_t = 0.0          # the Ruins' wiggle while shuffled
        self.hand_note = None         # what an Assault on you did to your hand, until you act
        self._coach_h = (None, 0)     # a guided game: the coach's panel height for its current text
        super().__init__(app, session)
        self.fx.style = FLOATERS

    # ------------------------------------------------------------------ helpers
    @property
    def disp(self):
        """The view the board is drawn from (the ended round while its panel is up)."""
        return self.frozen if self.interlude() else self.view

    def legal(self) -> list:
        return list(self.view.legal_actions()) if self.my_turn and self.frozen is None else []

    def pend_kind(self) -> str | None:
        p = self.view.pending
        return p[0] if p else None

    def action_sound(self, action) -> str:
        if isinstance(action, tuple) and action[0] == "play":
            return "card_place"
        return "click"

    # ------------------------------------------------------------------ the coach (lesson.py)
    def coach_rect(self) -> pygame.Rect:
        """Over your discard pile (not drawn then), its bottom on the table's edge."""
        coach, h = self.coach, 224
        if coach is not None:  # the panel's height follows its words: worked out once per text
            key = (id(coach), coach.index, coach.finished, coach.message, coach.watching(), i18n.lang())
            if self._coach_h[0] != key:
                self._coach_h = (key, coach.height(COACH_W))
            h = self._coach_h[1]
        return pygame.Rect(COACH_X, theme.H - 8 - h, COACH_W, 0)

    def coach_zones(self) -> dict[str, pygame.Rect]:
        """The places the lesson names: the Lost Legacy's card, the Ruins and each of their cards
        ("slot1"...), your hand, what you know, the deck, the play area, each other seat."""
        zones = {"legacy": INFO_RECT, "ruins": RUINS_AREA, "hand": HAND_ZONE.clip(0, 0, theme.W, MY_PILE.bottom),
                 "know": MY_PANEL, "deck": DECK_RECT, "play": PLAY_RECT}
        for seat in self.others():
            zones[f"seat{seat}"] = self.seat_rect(seat)
        for i, r in enumerate(self.slot_rects()):
            zones[f"slot{i + 1}"] = r
        return zones

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        super().update(dt)
        self.hand.update(dt)
        self.pulse_t += dt
        self.tick_round_panel(dt)

    @property
    def animating(self) -> bool:
        return (super().animating or bool(self.peeks) or bool(self.rings) or self.round_over is not None
                or bool(self.legal() and self.pend_kind() != "play"))
