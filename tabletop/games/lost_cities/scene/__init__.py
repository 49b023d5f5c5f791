"""Lost Cities at the table: five paths, your piles and hand, the supply and the discard piles.

Playing: drag a hand card onto a path row to advance (or onto the adventurer/researcher
slot of a path you have not started), or onto its discard pile; then drag (or click) the
supply or a discard pile's top card into your hand. Click-select works everywhere too.
Arrow tiles and the lost-city bonus are answered in place: click a glowing figure, or a
button. Nothing here decides legality: every target comes from ``view.legal_actions()``.

The scene is split by concern: ``layout`` (where things are), ``input`` (sprites, targets,
refusals, choices, tooltips), ``animate`` (motion), ``draw`` (pixels) and ``explain``
(hints, the ending, the results); :class:`GameScene` puts them together.
"""

from __future__ import annotations

from tabletop.ui.cards import CardSprite
from tabletop.ui.fx import HoverZone
from tabletop.ui.table import TableScene
from tabletop.ui.widgets import Button

from .animate import AnimateMixin
from .coaching import CoachingMixin
from .draw import DrawMixin, thumbnail
from .explain import ExplainMixin
from .input import InputMixin
from .layout import FLOATERS, Figure, opponent_rects
from .pictures import rules_picture

__all__ = ["GameScene", "rules_picture", "thumbnail"]


class GameScene(CoachingMixin, InputMixin, AnimateMixin, DrawMixin, ExplainMixin, TableScene):
    #: a replay step is animated like the live action (animate_action draws only from its views
    #: and opens no dialog while replaying)
    animate_replay = True

    def __init__(self, app, session):
        self.hand = None
        self.drag = None
        self.hand_sprites: list[CardSprite] = []
        self.draw_sprites: list[CardSprite] = []
        self.figures: dict[tuple[int, int], Figure] = {}
        self.choice_buttons: list[Button] = []
        self.zones: list[HoverZone] = []
        self.frozen = None           # the view drawn while an ended expedition is on show
        self.pending_results = None  # the expedition whose results screen is due
        self.pulse_t = 0.0  # ms, drives the glow of selectable figures
        super().__init__(app, session)
        self.fx.style = FLOATERS

    # ------------------------------------------------------------------ state helpers
    @property
    def disp(self):
        """The view the board is drawn from (the ended expedition while its results show)."""
        return self.frozen if self.frozen is not None else self.view

    def legal(self) -> set:
        return set(self.view.legal_actions()) if self.my_turn else set()

    def phase(self) -> str:
        return self.view.phase

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        super().update(dt)
        self.hand.update(dt)
        self.pulse_t += dt

    @property
    def animating(self) -> bool:
        return super().animating or (
            self.my_turn and self.view.phase in ("arrow", "bonus"))

    def _opponent_rects(self):
        return opponent_rects(self.disp.num_players, self.viewer)
