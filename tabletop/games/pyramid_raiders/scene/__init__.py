"""Pyramid Raiders at the table: the hex tomb, the guardian, the raiders and their action cards.

The scene is split by concern: ``layout`` (where things sit), ``input`` (drag, clicks,
tooltips), ``draw`` and ``animate``; what a walk or a push may do is planned by the pure
``planning`` module. Nothing here decides legality: every target comes from
``view.legal_actions()``.
"""

from __future__ import annotations

from tabletop.ui import theme
from tabletop.ui.cards import CardSprite, Hand
from tabletop.ui.fx import HoverZone
from tabletop.ui.pieces import piece_surface
from tabletop.ui.table import TableScene, seat_color, seat_mark
from tabletop.ui.widgets import Button

from .. import art
from .. import planning
from ..rules import score_parts
from .animate import AnimateMixin
from .draw import DrawMixin, thumbnail
from .input import InputMixin
from .layout import FLOATERS, HAND_Y, LEFT, MOVING, PAWN_H, LayoutMixin, Marker, PawnSprite, Shown, tr

__all__ = ["GameScene", "thumbnail"]


class GameScene(InputMixin, AnimateMixin, DrawMixin, LayoutMixin, TableScene):
    def __init__(self, app, session):
        self._history = (None, None)  # score_history's (record's actions, answer)
        self.hand = None
        self.drag = None
        self.hand_sprites: list[CardSprite] = []
        self.pawn: PawnSprite | None = None
        self.choice_buttons: list[Button] = []
        self.zones: list[HoverZone] = []
        self.ends: dict = {}
        self.good: set = set()
        self._plan_key = None
        self.trace: list[int] = []
        self.pending_path: list[int] = []
        self.hover_cell = -1
        self._press_cell = -1
        self.sight_now = None
        self.caption = ""
        self.flip = {}
        self.shown = None
        self.markers: dict = {}
        self.pulse = 0.0
        self.pulse_t = 0.0
        self.walk_plan: list = []
        self.trails: dict = {}
        self._push_key = None
        self._push_links: list = []
        self._ghosts: dict = {}
        super().__init__(app, session)
        self.fx.style = FLOATERS
        # a loaded game: who has moved already (marks only; the actions themselves are not needed)
        for entry in session.log:
            self.last_moves.setdefault(entry.player, "moved")
        self._settle(self.view)

    # ------------------------------------------------------------------ helpers
    @property
    def awaiting_input(self) -> bool:
        """The seat on screen must decide now (a planned walk is not still playing itself)."""
        return self.my_turn and (not self.pending_path or self.view.phase == "push") and not self.tweens.animating

    def legal(self) -> list:
        return list(self.view.legal_actions()) if self.my_turn else []

    def cell_actions(self) -> dict:
        """cell -> action for the phases answered by clicking a cell."""
        return planning.cell_actions(self.legal())

    def _settle(self, v) -> None:
        """Show ``v`` with no animation in flight."""
        self.shown = Shown(v)
        self.markers = {}
        for piece in range(7):
            c = v.pos[piece]
            self.markers[piece] = Marker(art.CENTERS[c] if c >= 0 else (0, 0))
        self.markers["g"] = Marker(art.CENTERS[v.guardian])
        self.flip = {}
        self.sight_now = None
        self.caption = ""

    def _plan(self) -> None:
        v = self.view
        key = (len(self.session.record.actions), self.viewer, self.my_turn)
        if key == self._plan_key:
            return
        self._plan_key = key
        if self.my_turn and v.phase == "step":
            self.ends, self.good = planning.plan_walk(v, v.active)
        else:
            self.ends, self.good = {}, set()
        self.trace = []

    # ------------------------------------------------------------------ sync
    def sync(self) -> None:
        v = self.view
        if self.hand is None:
            self.hand = Hand(self.tweens, center=(LEFT.centerx, HAND_Y), max_width=LEFT.w - 8)
        if self.shown is None:
            self._settle(v)
        legal = self.legal()
        me = self.viewer
        old = {s.key: s for s in self.hand_sprites}
        sprites = []
        hand = v.hands[me] if 0 <= me < v.num_players else ()
        for card in hand:
            if card == v.my_commit:  # committed: it lies face down in the slot until revealed
                continue
            key = ("card", card)
            s = old.get(key) or CardSprite(key, art.card_face(card), pos=(LEFT.centerx, theme.H + 80))
            s.draggable = ("card", card) in legal
            s.highlight = "legal" if s.draggable else None
            sprites.append(s)
        self.hand_sprites = sprites
        self.hand.set_cards(sprites)
        self._plan()
        self._update_trails()
        if not (self.my_turn and v.phase in ("step", "push")):
            self.walk_plan = []
        # the raider as a draggable piece while a walk is under way
        if self.pawn is None:
            img = piece_surface("pawn", PAWN_H + 6, tuple(seat_color(me)), seat_mark(me))
            self.pawn = PawnSprite("pawn", img)
        self.pawn.face = piece_surface("pawn", PAWN_H + 6, tuple(seat_color(me)), seat_mark(me))
        c = v.pos[me] if 0 <= me < v.num_players else -1
        walking = bool(self.ends) and c >= 0 and not self.pending_path
        self.pawn.draggable = walking
        self.pawn.visible = walking
        if c >= 0 and self.drag is None or (c >= 0 and self.drag.mode == "idle"):
            x, y = art.CENTERS[c]
            self.pawn.pos = self.pawn.base_pos = (x, y + 14 - PAWN_H / 2 - 4)
        if self.drag is None:
            self.drag = self.drag_controller(lambda: self.hand_sprites + ([self.pawn] if self.pawn.visible else []),
                                             self.targets_for, self.on_drop, self.reason_for)
        self.drag.set_targets(self._targets())
        self._build_choices()
        self._build_zones()
        self.widgets = list(self.hud_buttons) + [self.drag] + self.choice_buttons + [self.log_panel]

    def _update_trails(self) -> None:
        """Each raider's last walk (or teleport), kept until that raider's next move: this round's
        walks come from ``view.move_log``; an older walk stays until its raider commits a card."""
        v = self.view
        now: dict = {}
        for e in v.move_log:
            if e[0] == "step":
                now.setdefault(e[1], [e[2]]).append(e[3])
            elif e[0] == "tele":
                now[e[1]] = [e[2], e[3]]
            elif e[0] == "place":
                now.pop(e[1], None)
        for p in list(self.trails):
            if p not in now and (p >= v.num_players or v.committed[p] or p == v.active and v.phase in MOVING):
                del self.trails[p]
        self.trails.update(now)

    def action_sound(self, action) -> str:
        if isinstance(action, tuple) and action[0] == "card":
            return "card_place"
        return "piece_step" if isinstance(action, tuple) else "click"

    # ------------------------------------------------------------------ results
    def result_breakdown(self):
        v = self.session.state.view(self.viewer)
        heads = [tr("res.sets"), tr("res.variety"), tr("res.scrolls"), tr("res.curses")]
        rows = []
        for p in range(v.num_players):
            parts = score_parts(v.holdings[p], v.curses[p])
            rows.append([parts["sets"], parts["variety"], parts["scrolls"], f"{parts['curses']:+d}"])
        return heads, rows

    def score_history(self):
        """Each seat's score at the end of each round, for the final screen's chart. The rules
        keep no such history, so the record is replayed once (kept while the record is the same)."""
        rec = self.session.record
        key = tuple(rec.actions)
        if self._history[0] == key:
            return self._history[1]
        state = self.spec.new_game(rec.setup)
        labels, series = [], [[] for _ in range(state.num_players)]

        def close_round():
            labels.append(str(len(labels) + 1))
            for seat, score in enumerate(state.scores()):
                series[seat].append(score)

        for text in rec.actions:
            before = state.round
            state.apply(state.str_to_action(text))
            if state.round != before:
                close_round()
        if state.is_terminal() and len(labels) < state.round:
            close_round()
        self._history = (key, (labels, series) if labels else None)
        return self._history[1]

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        super().update(dt)
        self.hand.update(dt)
        self.pulse_t += dt
        if (self.pending_path or self.walk_plan) and not self.tweens.animating and self.app.scenes.top is self:
            self._advance_path()

    @property
    def animating(self) -> bool:
        return super().animating or bool(self.pending_path)
