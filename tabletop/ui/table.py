"""The generic game table every game scene is built on: one table lifecycle for five games.

:class:`TableScene` hosts one :class:`~tabletop.engine.session.Session` and does what every
table does, once:

* **Turn flow**: the HUD strip (turn banner, hint, undo, replay, log, rules, menu), autosave
  after every action, undo, hints, hot-seat privacy screens.
* **Followable opponents**: AI turns run in the background worker; each AI action is
  animated at the player's *opponents' pace* (Settings: slow / normal / fast / instant;
  :data:`PACES`), with a pause after each so it can be followed, and the banner narrates it
  ("Ann: plays Blue 4"). What the others did since the player last acted stays listed (the
  HUD's Replay button counts it; a game may also show it on the table, :meth:`recent_rect`)
  and marked by the game (:meth:`recent_entries`) until the player acts.
* **Replay**: the player steps back and forward through the game (← →), from the table as
  it was at their last move; clicking a log entry shows the table after that action.
  Read-only: nothing can be played, the AI waits (:attr:`replay`).
* **Safe input**: a click on a hand card selects it and the table says what it would do
  (:meth:`selection_info`); only the "one-click play" setting lets a click play it.
* **Endings explained on the table**: when the game ends the table stays on screen with a
  panel that says who won and why (:meth:`ending_lines`), with Results, Play again and New
  game; the results dialog comes only when asked for.

A game's scene subclasses it and implements :meth:`sync` (build sprites from ``self.view``),
:meth:`draw_table`, and optionally :meth:`animate_action`, :meth:`show_hint`,
:meth:`handle_table`, :meth:`result_breakdown`, :meth:`ending_lines`, :meth:`selection_info`
and :meth:`recent_rect`. It proposes actions only from ``self.view.legal_actions()`` (empty
while it is not the viewer's turn, and during a replay) and calls :meth:`play` with the chosen
one. Rules state changes instantly; the view animates toward it. ``self.view`` is what the
board shows: the live view, or during a replay the view of that moment.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol

import pygame

from ..engine.contract import Action, GameError, GameSpec, IllegalAction, Setup, View
from ..engine.record import Seat
from ..engine.session import LogEntry, Session
from . import i18n, sound, theme, tween
from .dragdrop import DragController
from .fx import Effects
from .i18n import t
from .logpanel import LogPanel
from .results import ResultsScene, draw_score_chart, new_game, play_again  # noqa: F401  (re-exported)
from .scene import Scene
from .seats import SEAT_COLORS, SEAT_MARKS, seat_color, seat_mark  # noqa: F401  (re-exported)
from .text import font, render, render_block, render_fit, wrap
from .tween import Tweener
from .widgets import Button, bubble_height, draw_bubble, panel

log = logging.getLogger(__name__)

HUD_H = 56

#: the opponents' pace: (animation duration scale, pause after each action in ms)
PACES = {
    "slow": (1.7, 1500.0),
    "normal": (1.0, 850.0),
    "fast": (0.45, 300.0),
    "instant": (0.0, 0.0),
}

#: the width of the bubble that says what a selected card would do
SELECTION_W = 360

#: how long the banner narrates an opponent's action after its animation (ms, real time)
NARRATE_MS = 2500.0


class TableHost(Protocol):
    """What the table needs of the app (``tabletop.app.App`` is one)."""

    settings: Any     # ``ai_pace``, ``one_click_play`` (see ``tabletop.settings``)
    scenes: Any       # the scene stack: push, remove, find, top, stack
    worker: Any       # the AI worker: submit, poll, cancel

    def toast(self, text: str, kind: str = "info") -> None: ...
    def autosave(self, session: Session) -> None: ...
    def game_over(self, session: Session) -> None: ...
    def open_pause(self) -> None: ...
    def open_rules(self, spec: GameSpec) -> None: ...
    def open_new_game(self, spec: GameSpec) -> None: ...
    def start_game(self, spec: GameSpec, setup: Setup, seats: list[Seat], actions=()) -> Scene: ...
    def to_menu(self) -> None: ...


@dataclass
class Replay:
    """A read-only look back: the table after ``position`` actions (0 = the start)."""

    position: int
    start: int      # where "since your last move" begins (⏮ goes there)


class TableScene(Scene):
    """Base class of every game scene (see the module docstring)."""

    hint_agent = "normal"
    #: step forward in a replay with the game's own animation (the scene must then keep
    #: everything it animates in ``self.view`` / sprites, and open no dialog while replaying)
    animate_replay = False

    def __init__(self, app: TableHost, session: Session):
        super().__init__(app)
        self.session = session
        self.spec = session.spec
        self.tweens = Tweener()
        self.fx = Effects(self.tweens)  # flights, floaters, timed sounds (drawn in draw_overlay)
        self._drags: list[DragController] = []  # made by drag_controller()
        self.log_panel = LogPanel(pygame.Rect(theme.W - 330, HUD_H + 8, 322, theme.H - HUD_H - 16), title=lambda: t("log.title"),
                                  collapsed=True, on_pick=self.replay_to_entry, pick_tip=lambda: t("log.pick.tip"))
        self.viewer = self._initial_viewer()
        self.view: View = session.view(self.viewer)
        self.last_moves: dict[int, Action] = {}
        self._rebuild_last_moves()
        self.ai_ticket: int | None = None
        self.ai_result: tuple[int, str] | None = None  # (record length it answers, action text)
        self.ai_delay = 0.0
        self._ai_retried: int | None = None  # the move a stuck worker's replacement was asked again
        self.hint_ticket: int | None = None
        self.hint_action: Action | None = None  # the last hint shown (see live_hint)
        self.hint_note: list[str] | None = None  # the hint panel's lines while it is up
        self.hidden = False  # a privacy screen is up
        self.replay: Replay | None = None
        self.coach = None  # a guided first game's coach (ui/coach.py), set by the app
        self.finished_reported = session.is_terminal()
        self.end_panel = session.is_terminal()  # the ending is explained on the table
        self._narration: tuple[LogEntry, float] | None = None  # an opponent's action, ms left to show it
        self._think_t = 0.0
        self._entered = False
        self.build_hud()
        self.build_overlays()
        self._fill_log()
        self.sync()

    def enter(self) -> None:
        # hot-seat: the first seat to act also gets the curtain, so nobody sees a hand by accident
        if not self._entered:
            self._entered = True
            if len(self.humans()) >= 2 and not self.session.is_terminal():
                self.hidden = True
                self.app.scenes.push(PrivacyScene(self.app, self, self.viewer))

    # -- seats ------------------------------------------------------------------
    def humans(self) -> list[int]:
        return self.session.human_seats()

    def name(self, seat: int) -> str:
        return self.session.record.seats[seat].name

    def seat_label(self, seat: int, size: int, max_w: int) -> pygame.Surface:
        """The seat's mark and name in its colour, bold, cut short with "…" past ``max_w``."""
        return render_fit(f"{seat_mark(seat)} {self.name(seat)}", size, seat_color(seat), max_w, True)

    def names(self, text: str) -> str:
        """A rules text (a prompt, an event) with the players' names in place of seat markers."""
        return self.session.fill_names(text)

    def _initial_viewer(self) -> int:
        humans = self.session.human_seats()
        cp = self.session.current_player()
        if cp in humans:
            return cp
        return humans[0] if humans else 0

    @property
    def my_turn(self) -> bool:
        """True when the seat on screen must decide now (and may act through the UI)."""
        s = self.session
        return (not s.is_terminal() and not self.hidden and self.replay is None
                and s.current_player() == self.viewer and not s.is_ai(self.viewer))

    def _rebuild_last_moves(self) -> None:
        """Each seat's latest action in the record (after a resume or an undo)."""
        self.last_moves = {}
        state = self.session.state
        for entry in self.session.log:
            try:
                self.last_moves[entry.player] = state.str_to_action(entry.action_text)
            except GameError:
                continue

    def recent_entries(self) -> list[LogEntry]:
        """What the other seats did since the seat on screen last acted (the whole game so far
        if it has not acted yet): shown and marked until that seat acts."""
        entries = self.session.log
        for i in range(len(entries) - 1, -1, -1):
            if entries[i].player == self.viewer:
                return list(entries[i + 1:])
        return list(entries)

    # -- HUD ----------------------------------------------------------------------
    def build_hud(self) -> None:
        specs = [
            ("hud.hint", "hud.hint.tip", self.hint, pygame.K_h, lambda: self.my_turn and self.hint_ticket is None),
            ("hud.undo", "hud.undo.tip", self.undo, None, self.can_undo),
            ("hud.replay", "hud.replay.tip", self.toggle_replay, pygame.K_b,
             lambda: bool(self.session.log) and not self.hidden),
            ("hud.log", "hud.log.tip", self.toggle_log, pygame.K_l, True),
            ("hud.rules", "hud.rules.tip", lambda: self.app.open_rules(self.spec), pygame.K_F1, True),
            ("hud.menu", "hud.menu.tip", self.app.open_pause, None, True),
        ]
        w, gap = 92, 8
        x = theme.W - len(specs) * (w + gap) - 8
        self.hud_buttons = []
        for key, tip, fn, hk, enabled in specs:
            b = Button((x, 10, w, 36), (lambda k=key: t(k)), fn, hotkey=hk, tooltip=(lambda k=tip: self._hud_tip(k)),
                       enabled=enabled, size=theme.XS)
            b.key = key[len("hud."):]  # a coach points at HUD buttons by this name ("hint", "undo", ...)
            self.hud_buttons.append(b)
            x += w + gap
        self.widgets = list(self.hud_buttons) + [self.log_panel]

    def _hud_tip(self, key: str) -> str:
        if key != "hud.replay.tip":
            return t(key)
        recent = [e for e in self.recent_entries() if e.player != self.viewer]
        if not recent or self.replay is not None:
            return t(key)
        lines = [self._entry_line(e) for e in recent[-6:]]
        more = [t("hud.replay.more", n=len(recent) - 6)] if len(recent) > 6 else []
        return "\n".join([t("hud.replay.since")] + more + lines + [t(key)])

    def relabel(self) -> None:
        self.build_overlays()
        self._fill_log()
        self.sync()

    def _entry_line(self, entry: LogEntry) -> str:
        return f"{seat_mark(entry.player)} {self.name(entry.player)}: {entry.describe(i18n.lang())}"

    def _fill_log(self) -> None:
        self.log_panel.clear()
        self.log_panel.add(t("log.game_start", game=self.spec.title(i18n.lang())))
        for entry in self.session.log:
            self._log_entry(entry)
        if self.session.is_terminal():
            self.log_panel.add(t("log.game_over"), highlight=True)

    def _log_entry(self, entry: LogEntry) -> None:
        self.log_panel.add(self._entry_line(entry), player_color=seat_color(entry.player), ref=entry.index)

    def toggle_log(self) -> None:
        self.log_panel.toggle()

    # -- subclass hooks -----------------------------------------------------------
    def sync(self) -> None:
        """Rebuild the board's sprites from ``self.view`` (no animation)."""

    def animate_action(self, entry: LogEntry, before: View, after: View) -> None:
        """Animate one applied action (``before``/``after`` are the viewer's views). Default: sync.
        Durations come from ``theme`` (the table runs other seats' actions at the opponents' pace)."""
        self.sync()

    def draw_table(self, surface: pygame.Surface) -> None:
        """Draw the board, the players and the hand."""

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Drawn after the HUD and the log: cards in flight, the dragged card, reason bubbles.
        Default: the table's effects (``self.fx``); an override calls it or draws them itself."""
        self.fx.draw(surface)

    def handle_table(self, event) -> bool:
        """The game's own input (its widgets by default). Not called during a replay or while
        the ending is on show, except for the HUD and the log."""
        return super().handle(event)

    def show_hint(self, action: Action) -> None:
        """Point at the hinted action on the board. Default: keep it in ``hint_action``; the
        scene marks :meth:`live_hint` (the toast names it either way)."""
        self.hint_action = action

    def explain_hint(self, action: Action) -> str:
        """The hint in a sentence: the card, the target and why. Default: the move's description;
        a game adds its reason ("Build the School: your Villa next round costs 2 less")."""
        return self.names(self.session.state.describe_action(action, i18n.lang()))

    def hint_move_text(self, action: Action) -> str:
        """One of the AI's best moves named for the hint panel's estimates, as the seat on screen
        would make it. Default: the move's log description; a game whose log hides or reveals
        more than the move itself (a hidden pick, a reveal to everyone) words it its own way."""
        return self.names(self.session.state.describe_action(action, i18n.lang()))

    def live_hint(self) -> Action | None:
        """The hinted action while it is still this seat's to play, else None."""
        a = self.hint_action
        if a is None or not self.my_turn or a not in self.view.legal_actions():
            return None
        return a

    def result_breakdown(self) -> tuple[list[str], list[list[str]]]:
        """Extra result columns: (headers, one row of cells per seat). Default: none."""
        return [], [[] for _ in range(self.session.state.num_players)]

    def score_history(self) -> tuple[list[str], list[list[float]]] | None:
        """Scores over the rounds for the results chart: (round labels, one series per seat)."""
        return None

    def ending_lines(self) -> list[str]:
        """Why the game ended as it did, in a few short sentences for the end panel (the
        headline already names the winner). Default: each seat's score, best first."""
        st = self.session.state
        places, scores = st.ranking(), st.scores()
        order = sorted(range(st.num_players), key=lambda i: (places[i], i))
        return [t("end.line", place=places[i], name=self.name(i), score=f"{scores[i]:g}") for i in order]

    def selection_info(self, sprite) -> str | None:
        """What the selected card would do (shown above it while selected), or None."""
        return None

    def recent_rect(self) -> pygame.Rect | None:
        """Where this table lists what the others did since your last move, or None (the
        HUD's Replay button still counts it and its tooltip lists it)."""
        return None

    def action_rects(self, action: Action) -> list[pygame.Rect]:
        """Where on the table ``action`` is made (the card to drag, the target, the button): a
        coach points there. Default: where the scene marks a hint for it."""
        marks = getattr(self, "_hint_rects", None)
        if marks is None:
            return []
        saved, self.hint_action = self.hint_action, action
        try:
            return list(marks())
        finally:
            self.hint_action = saved

    def coach_zones(self) -> dict[str, pygame.Rect]:
        """Named places of this table a lesson may point at ("deck", "board", ...)."""
        return {}

    def coach_rect(self) -> pygame.Rect:
        """Where the coach's panel sits (its height follows its text)."""
        return pygame.Rect(theme.W - 24 - 400, HUD_H + 52, 400, 0)

    def toast_anchor(self):
        """Where this table's messages appear (see ``Toasts``): by default stacked upwards from
        just above the hand, clear of the opponents' panels along the top."""
        return ("bottom", theme.W // 2, theme.H - 196)

    def end_rect(self) -> pygame.Rect:
        """Where the end panel sits (default: over the hand, at the bottom)."""
        return pygame.Rect(theme.W // 2 - 330, theme.H - 200, 660, 188)

    def prompt(self) -> str:
        return self.names(self.session.state.prompt(i18n.lang()))

    # -- acting -------------------------------------------------------------------
    def play(self, action: Action) -> bool:
        """Apply a human decision made through the UI. Returns False (with feedback) if illegal."""
        if not self.my_turn:
            return False
        if self.coach is not None:
            reason = self.coach.refusal(self.session.state.action_to_str(action))
            if reason is not None:  # not the move this step teaches: taken back, with why
                sound.play("error")
                self.coach.refuse(reason)
                self.sync()
                return False
        try:
            self._apply(action)
        except IllegalAction as exc:
            sound.play("error")
            self.app.toast(t("illegal.generic") + f" ({exc})", "error")
            return False
        return True

    def action_sound(self, action: Action) -> str:
        """The sound an applied action makes (see ``sounds/``); override per game."""
        return "card_place"

    def drag_controller(self, sprites, targets_for, on_drop, reason_for, **kw) -> DragController:
        """A drag-and-drop controller wired to this table's tweens and sounds (drawn by the scene).
        A click on one of its cards selects it (the table says what it would do); only the
        player's "one-click play" setting lets a click play it."""
        drag = DragController(sprites, targets_for, on_drop, reason_for, tweener=self.tweens,
                              on_pickup=lambda s: sound.play("card_slide"),
                              on_illegal=lambda s, reason: sound.play("error"),
                              one_click_setting=lambda: bool(getattr(self.app.settings, "one_click_play", False)),
                              **kw)
        drag.layered = True  # the scene draws targets under and the dragged card over everything
        self._drags.append(drag)
        return drag

    def hover_target(self, pos):
        """The replay bar or end panel first; a widget's tooltip; nothing while a card is dragged
        or pressed; else :meth:`table_tip`."""
        for b in self._overlay_buttons() + (self.coach.buttons if self.coach is not None and self.coach.shown else []):
            if b.visible and b.rect.collidepoint(pos):
                return b
        for cover in self._overlay_rects():  # the replay bar, the end panel, the coach: nothing below shows
            if cover.collidepoint(pos):
                return None
        w = super().hover_target(pos)
        if w is not None and getattr(w, "tooltip", None):
            return w
        if any(d.mode in ("dragging", "pressed") for d in self._drags):
            return None
        return self.table_tip(pos) or w

    def table_busy(self) -> bool:
        """True while the table shows something no seat did that a learner should watch before
        reading on (the game's own automaton: a guardian's walk). Default: never."""
        return False

    def table_tip(self, pos):
        """What on the table under ``pos`` explains itself (e.g. a :class:`~tabletop.ui.fx.HoverZone`), or None."""
        return None

    def pace(self) -> tuple[float, float]:
        """The opponents' pace setting: (animation scale, pause after each action in ms)."""
        return PACES.get(getattr(self.app.settings, "ai_pace", "normal"), PACES["normal"])

    def _apply(self, action: Action) -> LogEntry:
        before = self.view
        sound.play(self.action_sound(action))
        entry = self.session.apply(action)
        self.last_moves[entry.player] = action
        self.hint_action = None
        self.hint_note = None
        self._log_entry(entry)
        if self.coach is None:  # a lesson never takes the autosave slot of the player's own game
            self.app.autosave(self.session)
        else:
            self.coach.moved(entry)
        self._cancel_hint()
        nxt = self.session.current_player()
        self._update_viewer(nxt)
        self.view = self.session.view(self.viewer)
        by_other = self.session.is_ai(entry.player) or entry.player != self.viewer
        self._narration = (entry, NARRATE_MS) if self.session.is_ai(entry.player) else None
        if not self.hidden:
            if by_other:
                with tween.paced(self.pace()[0]):
                    self.animate_action(entry, before, self.view)
            else:
                self.animate_action(entry, before, self.view)
        if self.session.is_terminal():
            self._game_over()
        return entry

    def _update_viewer(self, nxt: int) -> None:
        humans = self.humans()
        if self.session.is_terminal() or nxt not in humans or nxt == self.viewer:
            return
        if len(humans) >= 2:
            self.hidden = True
            self.viewer = nxt
            self.app.scenes.push(PrivacyScene(self.app, self, nxt))
        else:
            self.viewer = nxt

    def reveal(self) -> None:
        """The privacy screen was dismissed by the seat now on screen."""
        self.hidden = False
        self.view = self.session.view(self.viewer)
        self.sync()

    # -- AI -------------------------------------------------------------------------
    def holds_ai(self) -> bool:
        """True while the game's own interlude is on show (a round's end being explained): the
        AI does not move until it is over. Default: never."""
        return False

    def _ai_turn(self) -> bool:
        s = self.session
        return not s.is_terminal() and s.is_ai(s.current_player()) and not self.holds_ai() and not self._coach_holds()

    def _coach_holds(self) -> bool:
        """A lesson's step asks the others to wait while it is read (``Step.hold``)."""
        step = self.coach.step if self.coach is not None else None
        return step is not None and step.hold

    def _submit_ai(self) -> None:
        s = self.session
        seat = s.current_player()
        self._ai_for = len(s.record.actions)
        if self.coach is not None:
            scripted = self.coach.scripted()
            if scripted is not None:  # the lesson's own move for this seat
                self.ai_result = (self._ai_for, scripted)
                self.ai_delay = self.pace()[1]
                return
            from ..engine.lesson import opponent_seed

            lesson = self.coach.lesson  # then the rule-based player, with fixed seeds: the same every time
            self.ai_ticket = self.app.worker.submit(self.spec.id, s.view(seat).to_json(), lesson.opponent_agent,
                                                    opponent_seed(lesson, self._ai_for), modules=self._worker_modules(),
                                                    deterministic=True)
            return
        view = s.view(seat)
        seed = (s.record.setup.seed * 7919 + len(s.record.actions) * 104729 + seat) % (2**31)
        self.ai_ticket = self.app.worker.submit(self.spec.id, view.to_json(), s.record.seats[seat].kind, seed,
                                                modules=self._worker_modules())

    def _worker_modules(self) -> tuple[str, ...]:
        return tuple(self.spec.worker_modules)

    def _poll_worker(self) -> None:
        res = self.app.worker.poll()
        if res is None:
            return
        if res.ticket == self.ai_ticket:
            self.ai_ticket = None
            if getattr(res, "restarted", False):  # a stuck worker was replaced: say so, ask the fresh one once
                self.app.toast(t("error.ai_restarted"), "error")
                if self._ai_retried != self._ai_for:
                    self._ai_retried = self._ai_for
                    return  # the next frame submits again (to a fresh worker)
            if res.error or res.action is None:
                log.warning("AI failed: %s", res.error)
                self.app.toast(t("error.ai", error=res.error), "error")
                fallback = self.session.legal_actions()[0]
                self.ai_result = (self._ai_for, self.session.state.action_to_str(fallback))
            else:
                self.ai_result = (self._ai_for, res.action)
            self.ai_delay = self.pace()[1]
        elif res.ticket == self.hint_ticket:
            self.hint_ticket = None
            self.hint_note = None  # "looking for a good move…" goes, whatever the answer
            if res.action and self.my_turn:
                try:
                    action = self.session.state.str_to_action(res.action)
                except GameError:
                    return
                self.hint_note = self._hint_note(action, getattr(res, "analysis", ()))
                self.show_hint(action)
            elif getattr(res, "restarted", False):
                self.app.toast(t("error.ai_restarted"), "error")
            elif res.error:
                self.app.toast(t("hint.failed", error=res.error), "error")

    def _step_ai(self, dt: float) -> None:
        if self.ai_ticket is not None or self.hint_ticket is not None:
            self._poll_worker()
        if not self._ai_turn():
            return
        if self.ai_result is not None:
            if self.tweens.animating:
                return
            self.ai_delay -= dt
            if self.ai_delay > 0:
                return
            length, text = self.ai_result
            self.ai_result = None
            if length != len(self.session.record.actions):
                return  # stale (undo happened)
            try:
                self._apply(self.session.state.str_to_action(text))
            except GameError as exc:
                log.warning("AI proposed an illegal action %r: %s", text, exc)
                self._apply(self.session.legal_actions()[0])
            return
        if self.ai_ticket is None and self.hint_ticket is None:
            self._submit_ai()

    def _hint_note(self, action: Action, analysis) -> list[str]:
        """The hint panel's lines: the move and why, then the AI's estimate for its best moves."""
        lines = [t("hud.hint.result", action=self.explain_hint(action))]
        state = self.session.state
        rows = []
        for text, value in analysis or ():
            try:
                a = state.str_to_action(text)
            except GameError:
                continue
            rows.append(t("hint.estimate", pct=round(100 * value), move=self.hint_move_text(a)))
        if len(rows) >= 2:
            lines.append(t("hint.estimates"))
            lines += rows
        return lines

    def hint(self) -> None:
        if not self.my_turn or self.hint_ticket is not None:
            return
        if self.coach is not None and not self.coach.finished:  # in a lesson: the lesson's move, not the AI's,
            want = self.coach.expected()                          # said in the coach's own panel
            self.coach.refuse(t("coach.hint") if want is None else
                              t("coach.hint.move", move=self.hint_move_text(self.session.state.str_to_action(want))))
            return
        self.hint_note = [t("hud.hint.thinking")]  # the panel the hint will fill, where it will be
        s = self.session
        self.hint_ticket = self.app.worker.submit(self.spec.id, s.view(self.viewer).to_json(), self.hint_agent,
                                                  len(s.record.actions), modules=self._worker_modules(), analyse=True)

    def _cancel_hint(self) -> None:
        if self.hint_ticket is not None:
            self.app.worker.cancel()
            self.hint_ticket = None

    # -- undo -------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return not self.hidden and self.replay is None and self.coach is None and not self.session.is_terminal() and any(
            self.session.undo_target(p) is not None for p in self._undo_seats())

    def _undo_seats(self) -> list[int]:
        return [self.viewer] if not self.session.is_ai(self.viewer) else []

    def undo(self) -> None:
        if self.replay is not None or self.coach is not None or self.session.is_terminal():
            return  # a finished game is recorded as finished: it is not taken back
        for p in self._undo_seats():
            if self.session.undo_target(p) is not None:
                if self.ai_ticket is not None or self.hint_ticket is not None:
                    self.app.worker.cancel()
                self.ai_ticket = self.hint_ticket = None
                self.ai_result = None
                self.session.undo(p)
                self.hint_note = None
                self._rebuild_last_moves()
                self.finished_reported = self.session.is_terminal()
                self.end_panel = self.finished_reported
                self._narration = None
                self.app.autosave(self.session)
                self.view = self.session.view(self.viewer)
                self.tweens.finish_all()
                self._fill_log()
                self.sync()
                sound.play("card_slide")
                return
        self.app.toast(t("hud.undo.none"))

    # -- replay -----------------------------------------------------------------------
    def toggle_replay(self) -> None:
        if self.replay is not None:
            self.stop_replay()
        else:
            self.start_replay()

    def start_replay(self, position: int | None = None) -> None:
        """Show the table as it was after ``position`` actions (default: when the seat on
        screen last acted, so ▶ steps through what the others did since)."""
        n = len(self.session.log)
        if not n or self.hidden:
            return
        since = n - len([e for e in self.recent_entries()])
        start = since if since < n else n - 1
        self.replay = Replay(position=n, start=start)
        for d in self._drags:
            d.cancel()
        self.replay_to(start if position is None else position)

    def replay_to_entry(self, index) -> None:
        """A log entry was clicked: the table after that action."""
        if not isinstance(index, int) or self.hidden:
            return
        if self.replay is None:
            self.start_replay(index + 1)
        else:
            self.replay_to(index + 1)

    def replay_to(self, position: int) -> None:
        r = self.replay
        if r is None:
            return
        n = len(self.session.log)
        position = max(0, min(n, position))
        self.tweens.finish_all()
        after = self.session.view_at(position, self.viewer)
        if position == r.position + 1 and self.animate_replay:
            before, self.view = self.view, after
            r.position = position
            with tween.paced(PACES["normal"][0]):
                self.animate_action(self.session.log[position - 1], before, after)
        else:
            r.position = position
            self.view = after
            self.sync()
        self.log_panel.marked = position - 1 if position > 0 else None
        self.build_overlays()

    def stop_replay(self) -> None:
        if self.replay is None:
            return
        self.replay = None
        self.tweens.finish_all()
        self.log_panel.marked = None
        self.view = self.session.view(self.viewer)
        self.sync()
        self.build_overlays()

    def _replay_caption(self) -> str:
        r = self.replay
        n = len(self.session.log)
        if r is None:
            return ""
        if r.position == 0:
            what = t("replay.at_start")
        else:
            what = self._entry_line(self.session.log[r.position - 1])
        return t("replay.step", k=r.position, n=n) + " · " + what

    # -- end --------------------------------------------------------------------------
    def _game_over(self) -> None:
        if self.finished_reported:
            return
        self.finished_reported = True
        self.end_panel = True
        self.log_panel.add(t("log.game_over"), highlight=True)
        if self.coach is None:
            self.app.game_over(self.session)
        humans = self.humans()
        places = self.session.state.ranking()
        won = any(places[h] == 1 for h in humans) or not humans
        sound.play("fanfare" if won else "chime")
        for d in self._drags:
            d.cancel()
        self.build_overlays()

    def show_results(self) -> None:
        """The results dialog with the full breakdown."""
        if self.session.is_terminal() and self.app.scenes.find(ResultsScene) is None:
            self.app.scenes.push(ResultsScene(self.app, self))

    def headline(self) -> str:
        """Who won, or who tied (the end panel's and the results' title)."""
        places = self.session.state.ranking()
        winners = [i for i, p in enumerate(places) if p == 1]
        if len(winners) == 1:
            return t("end.winner", name=self.name(winners[0]))
        if len(winners) == len(places):
            return t("end.tie_all")
        return t("end.tie", names=t("end.tie_join").join(self.name(i) for i in winners))

    # -- overlays: the replay bar and the end panel ------------------------------------------
    def build_overlays(self) -> None:
        """The buttons of the replay bar or the end panel (``replay_buttons``, ``end_buttons``).
        A game may add its own interlude here (e.g. a round's end explained on the table, with its
        own button) after calling this; the end panel shows whenever ``end_buttons`` is not empty."""
        self.replay_buttons: list[Button] = []
        self.end_buttons: list[Button] = []
        if self.replay is not None:
            bar = self.replay_rect()
            y = bar.bottom - 48
            x = bar.x + 16
            specs = [
                ("|◀", "replay.first.tip", lambda: self.replay_to(self.replay.start), pygame.K_HOME, 48),
                ("◀", "replay.back.tip", lambda: self.replay_to(self.replay.position - 1), pygame.K_LEFT, 48),
                ("▶", "replay.next.tip", lambda: self.replay_to(self.replay.position + 1), pygame.K_RIGHT, 48),
                ("▶|", "replay.now.tip", lambda: self.replay_to(len(self.session.log)), pygame.K_END, 48),
            ]
            for label, tip, fn, key, w in specs:
                self.replay_buttons.append(Button((x, y, w, 36), label, fn, hotkey=key, tooltip=(lambda k=tip: t(k)),
                                                  size=theme.S))
                x += w + 8
            self.replay_buttons.append(Button((bar.right - 16 - 200, y, 200, 36), lambda: t("replay.leave"),
                                              self.stop_replay, style="primary", size=theme.XS,
                                              tooltip=lambda: t("replay.leave.tip")))
        elif self.end_panel and self.session.is_terminal():
            r = self.end_rect()
            w, gap = 180, 12
            x = r.right - 20 - 3 * w - 2 * gap
            y = r.bottom - 56
            self.end_buttons = [  # a finished lesson's choices too: its coach panel then only says why
                Button((x, y, w, 42), lambda: t("coach.real_game" if self.coach else "end.new"),
                       lambda: new_game(self.app, self.spec), size=theme.XS, tooltip=lambda: t("end.new.tip")),
                # in a guided game "again" is the lesson from its start, not a real game of its deal
                Button((x + w + gap, y, w, 42), lambda: t("coach.restart" if self.coach else "end.again"),
                       self.coach.restart if self.coach else lambda: play_again(self.app, self.session),
                       size=theme.XS, tooltip=lambda: t("coach.restart.tip" if self.coach else "end.again.tip")),
                Button((x + 2 * (w + gap), y, w, 42), lambda: t("end.results"), self.show_results, style="primary",
                       hotkey=pygame.K_RETURN, size=theme.XS, tooltip=lambda: t("end.results.tip")),
            ]

    def _overlay_buttons(self) -> list[Button]:
        return self.replay_buttons + self.end_buttons

    def _overlay_rects(self) -> list[pygame.Rect]:
        """What the table draws over the board now: the replay bar, the end panel, the coach."""
        out = []
        if self.replay is not None:
            out.append(self.replay_rect())
        elif self.end_buttons:
            out.append(self.end_rect())
        if self.coach is not None and self.coach.shown and self.replay is None:
            out.append(self.coach.rect())
        return out

    def replay_rect(self) -> pygame.Rect:
        return pygame.Rect(theme.W // 2 - 380, theme.H - 112, 760, 100)

    # -- loop ---------------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return (self.tweens.animating or self.fx.busy or self.ai_ticket is not None or self.ai_result is not None
                or self.hint_ticket is not None or self._ai_turn() or self._narration is not None
                or (self.coach is not None and bool(self.coach.target_rects())) or super().animating)

    def update(self, dt: float) -> None:
        self.tweens.update(dt)
        super().update(dt)
        self._think_t += dt
        if self.coach is not None:
            self.coach.update(dt)
        if self._narration is not None and not self.tweens.animating:
            entry, left = self._narration
            self._narration = (entry, left - dt) if left > dt else None
        if self.hidden or self.replay is not None or self.app.scenes.top is not self:
            # paused, rules open, a results screen, a replay or the privacy curtain: nothing moves on
            # the table; answers that arrive meanwhile are kept until play resumes
            return
        self._step_ai(dt)

    def handle(self, event) -> bool:
        """The table's own input first (undo, the replay, the end panel), then the game's."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
            return True
        # the coach first: its Next (Enter) is the lesson's, not the end panel's Results
        if self.coach is not None and self.coach.shown and self.replay is None and self.coach.handle(event):
            return True
        for b in self._overlay_buttons():
            if b.visible and b.handle(event):
                return True
        box = getattr(self, "_hint_box", None)
        if (self.hint_note and event.type == pygame.MOUSEBUTTONDOWN and box is not None
                and box.collidepoint(event.pos)):
            self.hint_note = None  # read: click it away
            return True
        if self.replay is not None:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_b):
                self.stop_replay()
                return True
            for w in self.hud_buttons + [self.log_panel]:
                if w.visible and w.handle(event):
                    return True
            # read-only: the board takes no input, a click outside the bar and the log does nothing
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)
        if self.end_buttons:
            for w in self.hud_buttons + [self.log_panel]:
                if w.visible and w.handle(event):
                    return True
        return self.handle_table(event)

    def back(self) -> bool:
        if self.replay is not None:
            self.stop_replay()
            return True
        self.app.open_pause()
        return True

    def leave(self) -> None:
        if self.app.scenes.find(type(self)) is None and (self.ai_ticket is not None or self.hint_ticket is not None):
            self.app.worker.cancel()
            self.ai_ticket = self.hint_ticket = None

    def draw(self, surface: pygame.Surface) -> None:
        accent = self.accent()
        surface.fill(theme.FELT)
        self.draw_table(surface)
        self.draw_hud(surface, accent)
        super().draw(surface)
        self.draw_recent(surface)  # under the cards in flight and the reasons of refused drops
        self.draw_overlay(surface)
        self.draw_hint_note(surface, accent)
        if self.coach is not None and self.coach.shown and self.replay is None:
            self.coach.draw(surface, accent)
        self.draw_selection(surface)
        if self.replay is not None:
            self.draw_replay(surface, accent)
        elif self.end_buttons:
            self.draw_end_panel(surface, accent)

    def accent(self):
        """The game's accent colour (its spec's ``accents``, else the default)."""
        accents = getattr(self.spec, "accents", None)
        return accents[1] if accents else theme.ACCENT

    def banner_text(self) -> str:
        s = self.session
        if self.replay is not None:
            return t("replay.banner")
        if s.is_terminal():
            return t("end.title") + " — " + self.headline()
        cp = s.current_player()
        entry = self.narrated()
        if entry is not None:
            return self._entry_line(entry)
        if s.is_ai(cp) and (self.holds_ai() or self._coach_holds() or self.app.scenes.top is not self):
            return t("hud.turn", name=self.name(cp))  # a round's end on show: nobody is thinking yet
        if s.is_ai(cp):
            text = t("hud.thinking", name=self.name(cp))
            if i18n.lang() != "en":  # the dots count up in English only; Japanese keeps its own …
                return text
            return text.rstrip("…") + "." * (1 + int(self._think_t / 400) % 3)
        if cp == self.viewer:
            prompt = self.prompt()
            head = t("hud.your_turn", name=self.name(cp))
            return f"{head} — {prompt}" if prompt else head
        return t("hud.turn", name=self.name(cp))

    def narrated(self) -> LogEntry | None:
        """The other seat's move the banner tells now: while it is shown (and a moment after); on
        the player's own turn the prompt comes as soon as it has been drawn (the move stays
        marked on the table)."""
        s = self.session
        if self._narration is None or self.replay is not None or s.is_terminal():
            return None
        cp = s.current_player()
        if cp == self.viewer and not s.is_ai(cp) and not self.tweens.animating:
            return None
        return self._narration[0]

    def draw_hud(self, surface: pygame.Surface, accent) -> None:
        bar = pygame.Rect(0, 0, theme.W, HUD_H)
        pygame.draw.rect(surface, theme.FELT_DARK, bar)
        pygame.draw.line(surface, accent, (0, HUD_H - 1), (theme.W, HUD_H - 1), 2)
        s = self.session
        seat = None  # the seat the banner speaks of: its colour and mark beside the words
        narrated = self.narrated()
        if narrated is not None:
            seat = narrated.player
        elif not s.is_terminal() and self.replay is None:
            seat = s.current_player()
        if seat is not None:
            pygame.draw.circle(surface, seat_color(seat), (28, HUD_H // 2), 10)
            mark = render(seat_mark(seat), theme.XS, theme.TEXT_DARK, True)
            surface.blit(mark, mark.get_rect(center=(28, HUD_H // 2)))
        lines = banner_lines(self.banner_text(), self.hud_buttons[0].rect.x - 64)
        top = HUD_H // 2 - sum(img.get_height() for img in lines) // 2
        for img in lines:
            surface.blit(img, (48, top))
            top += img.get_height()
        replay = self.hud_buttons[2]
        recent = [e for e in self.recent_entries() if e.player != self.viewer]
        if recent and self.replay is None and not s.is_terminal():  # a badge: how much happened since
            n = render(str(min(99, len(recent))), theme.XS, theme.TEXT_DARK, True)
            badge = pygame.Rect(0, 0, max(20, n.get_width() + 8), 18)
            badge.topright = (replay.rect.right - 3, replay.rect.y + 3)  # inside the button's corner
            pygame.draw.rect(surface, theme.ACCENT, badge, border_radius=9)
            surface.blit(n, n.get_rect(center=badge.center))

    def draw_recent(self, surface: pygame.Surface) -> None:
        """The others' actions since your last move, where the game has room for them."""
        rect = self.recent_rect()
        if rect is None or self.replay is not None or self.session.is_terminal():
            return
        recent = [e for e in self.recent_entries() if e.player != self.viewer]
        if not recent:
            return
        panel(surface, rect, theme.FELT_DARK, theme.PANEL_BORDER, radius=10)
        head = render_fit(t("recent.title"), theme.XS, theme.TEXT_DIM, rect.w - 20, True)
        surface.blit(head, (rect.x + 10, rect.y + 6))
        y = rect.y + 8 + head.get_height()
        room = rect.bottom - 6 - y
        f = font(theme.XS)
        lines: list[tuple[str, int, bool]] = []
        for i, e in enumerate(reversed(recent)):
            text = f"{seat_mark(e.player)} {self.name(e.player)}: {e.describe(i18n.lang())}"
            # wrapped in the font it is drawn in (the newest is bold), up to three lines
            wrapped = wrap(text, rect.w - 24, font(theme.XS, i == 0))
            if len(wrapped) > 3:
                wrapped = wrapped[:2] + [wrapped[2] + "…"]
            fits = max(0, room // f.get_linesize() - len(lines))
            if i == 0 and len(wrapped) > fits:  # the newest shows what fits, cut with an ellipsis
                wrapped = wrapped[:fits - 1] + [wrapped[fits - 1] + "…"] if fits else []
            if len(wrapped) > fits:
                break
            lines[:0] = [(line, e.player, i == 0) for line in wrapped]
        for text, seat, newest in lines:
            img = render_fit(text, theme.XS, theme.TEXT if newest else theme.TEXT_DIM, rect.w - 20, newest)
            pygame.draw.rect(surface, seat_color(seat), (rect.x + 6, y + 3, 3, img.get_height() - 6))
            surface.blit(img, (rect.x + 14, y))
            y += f.get_linesize()

    def hint_rect(self, height: int) -> pygame.Rect:
        """Where the hint panel sits (default: above the hand, like the toasts)."""
        return pygame.Rect(theme.W // 2 - 330, theme.H - 196 - height, 660, height)

    def draw_hint_note(self, surface: pygame.Surface, accent) -> None:
        """The hint: the move and why, and the AI's estimated chance for its best moves; it stays
        until the player acts (or clicks it away)."""
        self._hint_box = None
        if not self.hint_note or not self.my_turn:
            return
        imgs = [render_block(line, 620, theme.S if i == 0 else theme.XS, theme.TEXT if i == 0 else theme.TEXT_DIM, i == 0)
                for i, line in enumerate(self.hint_note)]
        h = sum(img.get_height() + 4 for img in imgs) + 24
        r = self.hint_rect(h)
        self._hint_box = r
        panel(surface, r, theme.FELT_DARK, accent, radius=12)
        y = r.y + 12
        for img in imgs:
            surface.blit(img, (r.x + 20, y))
            y += img.get_height() + 4

    def selection_anchor(self, sprite) -> tuple[int, int]:
        """Where the bubble that says what a selected card would do is drawn (the point its
        top left is placed from, as for a tooltip). Default: just above the card, as high as the
        bubble's text needs, so the card stays in sight."""
        r = sprite.rect
        h = bubble_height(self.selection_info(sprite) or "", SELECTION_W)
        return (r.x - 16, max(HUD_H + 8, r.y - 8 - h - 20))

    def draw_selection(self, surface: pygame.Surface) -> None:
        """Beside a selected card (see :meth:`selection_anchor`): what it would do."""
        for d in self._drags:
            if d.mode == "selected" and d.active is not None:
                text = self.selection_info(d.active)
                if text:
                    draw_bubble(surface, text, self.selection_anchor(d.active), width=SELECTION_W)
                return

    def draw_replay(self, surface: pygame.Surface, accent) -> None:
        # a frame round the table says it is a look back, not the live game
        pygame.draw.rect(surface, accent, pygame.Rect(0, HUD_H, theme.W, theme.H - HUD_H), 4)
        bar = self.replay_rect()
        panel(surface, bar, theme.FELT_DARK, accent, radius=12)
        cap = render_fit(self._replay_caption(), theme.S, theme.TEXT, bar.w - 32, False)
        surface.blit(cap, (bar.x + 16, bar.y + 12))
        for b in self.replay_buttons:
            b.draw(surface)
        hint = render_fit(t("replay.keys"), theme.XS, theme.TEXT_DIM, bar.w - 32 - 4 * 56 - 216, False)
        surface.blit(hint, (bar.x + 16 + 4 * 56 + 4, bar.bottom - 30 - hint.get_height() // 2))

    def draw_end_panel(self, surface: pygame.Surface, accent) -> None:
        r = self.end_rect()
        panel(surface, r, theme.FELT_DARK, accent, radius=14)
        head = render_fit(self.headline(), theme.M, theme.ACCENT, r.w - 40, True)
        surface.blit(head, (r.x + 20, r.y + 12))
        y = r.y + 16 + head.get_height()
        bottom = r.bottom - 64
        for line in self.ending_lines():
            img = render_block(line, r.w - 40, theme.XS, theme.TEXT)
            if y + img.get_height() > bottom:
                break
            surface.blit(img, (r.x + 20, y))
            y += img.get_height() + 2
        for b in self.end_buttons:
            b.draw(surface)


def banner_texts(text: str, max_w: int) -> tuple[int, list[str]]:
    """The turn banner's text size and lines, no line wider than ``max_w``: one line at the
    largest size that fits, else two lines at the smallest size (whose turn, then the prompt,
    when each fits a line; else broken where the line-breaking rules allow), the second cut short
    with an ellipsis only when even two lines are too few."""
    for size in (theme.M, theme.S):
        if font(size, True).size(text)[0] <= max_w:
            return size, [text]
    f = font(theme.XS, True)
    head, dash, prompt = text.partition(" — ")
    if dash and f.size(head)[0] <= max_w and f.size(prompt)[0] <= max_w:
        return theme.XS, [head, prompt]  # the turn on the first line, what to do on the second
    lines = wrap(text, max_w, f)
    if len(lines) <= 1:
        return theme.XS, [text]
    rest = text[len(lines[0]):].lstrip(" —")  # the first line is the text's beginning (kinsoku kept)
    return theme.XS, [lines[0], rest]


@lru_cache(maxsize=64)
def banner_lines(text: str, max_w: int) -> tuple:
    """The turn banner as rendered lines (see :func:`banner_texts`)."""
    size, lines = banner_texts(text, max_w)
    return tuple(render_fit(line, size, theme.TEXT, max_w, True) for line in lines)


class PrivacyScene(Scene):
    """Full-screen hot-seat curtain: names the next player, who presses "Show my hand"."""

    def __init__(self, app, table: TableScene, seat: int):
        super().__init__(app)
        self.table, self.seat = table, seat
        self.button = Button((theme.W // 2 - 140, theme.H // 2 + 70, 280, 56), lambda: t("privacy.show"), self.show,
                             style="primary", hotkey=pygame.K_RETURN, size=theme.M)
        self.widgets = [self.button]

    def show(self) -> None:
        self.app.scenes.remove(self)
        self.table.reveal()

    def back(self) -> bool:
        self.app.open_pause()
        return True

    def draw(self, surface):
        surface.fill(theme.FELT_DARK)
        name = self.table.name(self.seat)
        pygame.draw.circle(surface, seat_color(self.seat), (theme.W // 2, theme.H // 2 - 130), 34)
        mark = render(seat_mark(self.seat), theme.L, theme.TEXT_DARK, True)
        surface.blit(mark, mark.get_rect(center=(theme.W // 2, theme.H // 2 - 130)))
        title = render(t("privacy.title", name=name), theme.L, theme.TEXT, True)
        surface.blit(title, title.get_rect(center=(theme.W // 2, theme.H // 2 - 50)))
        body = render_block(t("privacy.body", name=name), 640, theme.S, theme.TEXT_DIM, align="center")
        surface.blit(body, body.get_rect(midtop=(theme.W // 2, theme.H // 2)))
        super().draw(surface)


