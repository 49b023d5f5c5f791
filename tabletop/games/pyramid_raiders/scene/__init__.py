"""Pyramid Raiders at the table: the hex tomb, the guardian, the raiders and their action cards.

The scene is split by concern: ``layout`` (where things sit), ``input`` (drag, clicks,
tooltips), ``draw`` and ``animate``; what a walk or a push may do is planned by the pure
``planning`` module. Nothing here decides legality: every target comes from
``view.legal_actions()``.
"""

from __future__ import annotations

import pygame

from tabletop.engine.contract import GameError
from tabletop.ui import i18n, theme
from tabletop.ui.cards import CardSprite, Hand
from tabletop.ui.fx import HoverZone
from tabletop.ui.i18n import t
from tabletop.ui.pieces import piece_surface
from tabletop.ui.table import HUD_H, TableScene, seat_color, seat_mark
from tabletop.ui.widgets import Button

from .. import art, hints, planning, words
from ..marks import Marks, turn_marks
from .animate import AnimateMixin
from .coach import CoachMixin
from .draw import DrawMixin, thumbnail
from .input import InputMixin
from .layout import (
    FLOATERS, HAND_GAP, HAND_W, HAND_X, HAND_Y, LEFT, PAWN_H, SIDE, SLOT, LayoutMixin, Marker, PawnSprite, Shown, tr,
)
from .pictures import rules_picture

__all__ = ["GameScene", "rules_picture", "thumbnail"]

#: the pause between two steps of one opponent's walk (and between two seats' hidden card picks),
#: as a share of the pace's pause
MID_WALK_PAUSE = 0.35


class GameScene(CoachMixin, InputMixin, AnimateMixin, DrawMixin, LayoutMixin, TableScene):
    animate_replay = True  # animate_action draws only from its views, sprites and tweens

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
        self.guardian_walk = None  # (die, bonus) while the guardian's walk is being shown
        self.guardian_due = False  # a guardian's walk is queued or being shown
        self.flip = {}
        self.shown = None
        self.markers: dict = {}
        self.pulse = 0.0
        self.pulse_t = 0.0
        self.walk_plan: list = []
        self.marks = Marks()  # the others' turns since the viewer's last move (see marks.py)
        self._marks_key = None
        self._views: dict = {}  # (actions so far, seat) -> that seat's view then (for the marks)
        self._animating_entry: int | None = None  # the log entry whose animation is playing
        self._push_key = None
        self._push_links: list = []
        self._ghosts: dict = {}
        super().__init__(app, session)
        self.fx.style = FLOATERS
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
        self.guardian_walk = None  # (die, bonus) while the guardian's walk is being shown
        self.guardian_due = False

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
            self.hand = Hand(self.tweens, center=(HAND_X, HAND_Y), max_width=HAND_W, card_size=art.CARD, gap=HAND_GAP)
        if self.shown is None or not (self.tweens.animating or self.fx.busy):
            self._settle(v)  # nothing in flight: the board is the view (after an undo, a replay jump...)
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
        self._update_marks()
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

    def mark_entries(self) -> list:
        """The log entries the board marks: what the others did since the seat on screen last
        acted, up to the moment shown (the replay's, or now), without the one still animating."""
        log = self.session.log
        end = self.replay.position if self.replay is not None else len(log)
        start = 0
        for i in range(end - 1, -1, -1):
            if log[i].player == self.viewer:
                start = i + 1
                break
        return [e for e in log[start:end] if e.player != self.viewer and e.index != self._animating_entry]

    def _update_marks(self) -> None:
        entries = self.mark_entries()
        key = (self.viewer, tuple(e.index for e in entries), len(self.session.log))
        if key == self._marks_key:
            return
        self._marks_key = key
        s = self.session
        moves = []
        for e in entries:
            try:
                action = s.state.str_to_action(e.action_text)
            except GameError:
                continue
            moves.append((e.player, action, self._view_at(e.index), self._view_at(e.index + 1)))
        self.marks = turn_marks(moves)

    def _view_at(self, position: int):
        """The seat on screen's view after the first ``position`` actions, computed once for
        those actions (the marks ask for the same ones again after every move)."""
        key = (tuple(self.session.record.actions[:position]), self.viewer)
        v = self._views.get(key)
        if v is None:
            v = self._views[key] = self.session.view_at(position, self.viewer)
        return v

    def action_sound(self, action) -> str:
        if isinstance(action, tuple) and action[0] == "card":
            return "card_place"
        return "piece_step" if isinstance(action, tuple) else "click"

    # ------------------------------------------------------------------ words: hints, selection, results
    def explain_hint(self, action) -> str:
        """The hinted move, its cell and why: the points there and the guardian's reach."""
        return self.names(hints.explain(self.view, action, i18n.lang()))

    def hint_rect(self, height: int):
        """Below the board by default; at its top when it would hide what the hint marks."""
        r = super().hint_rect(height)
        marked = self._hint_rects()
        if any(r.colliderect(m) for m in marked):
            top = r.move(0, (HUD_H + 92) - r.y)
            if not any(top.colliderect(m) for m in marked):
                return top
        return r

    def selection_info(self, sprite) -> str | None:
        """What a selected card will do (the raider needs no bubble: the side panel says how to
        walk, and a bubble would cover the cells it can go to)."""
        if sprite.key == "pawn":
            return None
        return self.card_info(sprite.key[1]) + " " + tr("sel.play")

    def selection_anchor(self, sprite) -> tuple[int, int]:
        """Beside the slot (above the card, where the table puts it by default, it would cover
        the slot the card goes to)."""
        return (SLOT.right - 4, SLOT.y - 20)

    def card_info(self, card: int) -> str:
        """What an action card does for the seat on screen: its steps, its icon, its item option."""
        v, me = self.view, self.viewer
        item = v.items[me]
        extra = ""
        if item == "rocket_shoes":
            extra = tr("sel.rocket")
        elif item == "teleport_door" and card == 5:
            extra = tr("sel.teleport")
        elif item == "magic_hands":
            extra = tr("sel.magic", card=card)
        elif item == "decoy_doll" and card == 4:
            extra = tr("sel.decoy")
        elif item == "big_magnets" and card <= 3:
            extra = tr("sel.magnets")
        steps = card + (1 if item == "rocket_shoes" else 0)
        return tr("sel.card", card=card, n=steps, icon=hints.icon_text(card, i18n.lang()), item=extra)

    def ending_lines(self) -> list[str]:
        """Why the game ended as it did: a tie on points and how curses broke it, then each
        raider's score as the sum of its parts, best first."""
        st = self.session.state
        lang = i18n.lang()
        n = st.num_players
        totals = st.scores()
        places = st.ranking()
        order = sorted(range(n), key=lambda i: (places[i], -totals[i], i))
        lines = []
        best = max(totals)
        level = [i for i in range(n) if totals[i] == best]
        if len(level) > 1:
            winners = [i for i in level if places[i] == 1]
            names = t("end.tie_join").join(self.name(i) for i in level)
            if len(winners) == 1:
                w = winners[0]
                other = min(st.curses[i] for i in level if i != w)
                lines.append(tr("end.tie_curses", names=names, pts=f"{best:g}", winner=self.name(w), c=st.curses[w],
                                o=other))
            else:
                lines.append(tr("end.tie_shared", names=t("end.tie_join").join(self.name(i) for i in winners),
                                pts=f"{best:g}", c=st.curses[winners[0]]))
        for i in order:
            total = int(totals[i])
            lines.append(tr("end.seat", place=places[i], name=f"{seat_mark(i)} {self.name(i)}", total=total,
                            sum=words.score_sum(st.holdings[i], st.curses[i], lang)))
        return lines

    def end_rect(self):
        """The end panel between the side columns, tall enough for every raider's line."""
        lines = len(self.ending_lines()) if self.session.is_terminal() else 3
        h = min(theme.H - HUD_H - 100, 124 + 26 * lines)
        x = LEFT.right + 8
        return pygame.Rect(x, theme.H - 12 - h, SIDE.x - 8 - x, h)

    def result_breakdown(self):
        """Each scoring category with how it was counted (sets, variety, scrolls, curses)."""
        st = self.session.state
        heads = [tr("res.sets"), tr("res.variety"), tr("res.scrolls"), tr("res.curses")]
        return heads, [words.score_cells(st.holdings[p], st.curses[p], i18n.lang()) for p in range(st.num_players)]

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

    # ------------------------------------------------------------------ pace
    def pace(self) -> tuple[float, float]:
        """The opponents' pace, with a shorter pause between the steps of one walk: each step
        still plays at the pace's speed, but a walk reads as one move, not five."""
        scale, pause = super().pace()
        if self._mid_walk() or self._next_hidden_card():
            pause *= MID_WALK_PAUSE
        return scale, pause

    def _next_hidden_card(self) -> bool:
        """Another seat picks its card right after one was picked: a card back flying to a slot
        tells nothing to follow, so the picks of a round come one after another."""
        s = self.session
        if s.is_terminal() or not s.log or self.replay is not None or self.view.phase != "commit":
            return False
        return s.log[-1].action_text.split(" ")[0] == "card" and s.log[-1].player != s.current_player()

    def _mid_walk(self) -> bool:
        """The seat to act is in the middle of its own walk (its last action was a step of it)."""
        s = self.session
        if s.is_terminal() or not s.log or self.replay is not None or self.view.phase not in ("step", "push"):
            return False
        last = s.log[-1]
        return last.player == s.current_player() and last.action_text.split(" ")[0] in ("step", "push")

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

    def table_busy(self) -> bool:
        """A guardian's walk is queued or being shown: a lesson's next words wait for it."""
        return self.replay is None and (self.guardian_due or self.guardian_walk is not None)

    def banner_text(self) -> str:
        """While the guardian's walk is shown, the banner says so (nobody is thinking then)."""
        walk = self.guardian_walk
        if walk is not None and self.replay is None and not self.session.is_terminal():
            return tr("banner.guardian", die=walk[0], bonus=walk[1])
        return super().banner_text()
