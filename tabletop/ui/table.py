"""The generic game table every game scene is built on.

:class:`TableScene` hosts one :class:`~tabletop.engine.session.Session`: the HUD strip
(turn banner, hint, undo, log, rules, menu), the collapsible game log, AI turns run in
the background worker and paced so a person can follow them, hot-seat privacy screens,
hints, undo, autosave after every action and the end-of-game results.

A game's scene subclasses it and implements :meth:`sync` (build sprites from
``self.view``), :meth:`draw_table`, and optionally :meth:`animate_action`,
:meth:`show_hint` and :meth:`result_breakdown`. It proposes actions only from
``self.view.legal_actions()`` and calls :meth:`play` with the chosen one. Rules state
changes instantly; the view animates toward it.
"""

from __future__ import annotations

import logging
import math
from functools import lru_cache

import pygame

from ..engine.contract import Action, GameError, IllegalAction, View
from ..engine.session import LogEntry, Session
from . import i18n, sound, theme, tween
from .i18n import t
from .dragdrop import DragController
from .fx import Effects
from .logpanel import LogPanel
from .scene import Scene
from .text import font, render, render_block, render_fit, wrap
from .tween import Tweener
from .widgets import Button, panel

log = logging.getLogger(__name__)

HUD_H = 56
SEAT_COLORS = [theme.OKABE_ITO[k] for k in ("sky", "orange", "green", "purple", "yellow", "vermillion", "blue")] + [
    (200, 200, 200), (150, 120, 90)]
SEAT_MARKS = "●▲■◆★✚♥♣♠"


def seat_color(seat: int):
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def seat_mark(seat: int) -> str:
    return SEAT_MARKS[seat % len(SEAT_MARKS)]


class TableScene(Scene):
    """Base class of every game scene (see the module docstring)."""

    #: the ui catalog's namespace for this game's own strings
    hint_agent = "normal"

    def __init__(self, app, session: Session):
        super().__init__(app)
        self.session = session
        self.spec = session.spec
        self.tweens = Tweener()
        self.fx = Effects(self.tweens)  # flights, floaters, timed sounds (drawn in draw_overlay)
        self._drags: list[DragController] = []  # made by drag_controller()
        self.log_panel = LogPanel(pygame.Rect(theme.W - 330, HUD_H + 8, 322, theme.H - HUD_H - 16), title=lambda: t("log.title"),
                                  collapsed=True)
        self.viewer = self._initial_viewer()
        self.view: View = session.view(self.viewer)
        self.last_moves: dict[int, Action] = {}
        self._rebuild_last_moves()
        self.ai_ticket: int | None = None
        self.ai_result: tuple[int, str] | None = None  # (record length it answers, action text)
        self.ai_delay = 0.0
        self.hint_ticket: int | None = None
        self.hint_action: Action | None = None  # the last hint shown (see live_hint)
        self.hidden = False  # a privacy screen is up
        self.finished_reported = session.is_terminal()
        self._think_t = 0.0
        self._entered = False
        self.build_hud()
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
        return not s.is_terminal() and not self.hidden and s.current_player() == self.viewer and not s.is_ai(self.viewer)

    def _rebuild_last_moves(self) -> None:
        """Each seat's latest action in the record (after a resume or an undo)."""
        self.last_moves = {}
        state = self.session.state
        for entry in self.session.log:
            try:
                self.last_moves[entry.player] = state.str_to_action(entry.action_text)
            except GameError:
                continue

    # -- HUD ----------------------------------------------------------------------
    def build_hud(self) -> None:
        specs = [
            ("hud.hint", "hud.hint.tip", self.hint, pygame.K_h, lambda: self.my_turn and self.hint_ticket is None),
            ("hud.undo", "hud.undo.tip", self.undo, None, self.can_undo),
            ("hud.log", "hud.log.tip", self.toggle_log, pygame.K_l, True),
            ("hud.rules", "hud.rules.tip", lambda: self.app.open_rules(self.spec), pygame.K_F1, True),
            ("hud.menu", "hud.menu.tip", self.app.open_pause, None, True),
        ]
        w, gap = 96, 8
        x = theme.W - len(specs) * (w + gap) - 8
        self.hud_buttons = []
        for key, tip, fn, hk, enabled in specs:
            b = Button((x, 10, w, 36), (lambda k=key: t(k)), fn, hotkey=hk, tooltip=(lambda k=tip: t(k)),
                       enabled=enabled, size=theme.XS)
            self.hud_buttons.append(b)
            x += w + gap
        self.widgets = list(self.hud_buttons) + [self.log_panel]

    def relabel(self) -> None:
        self._fill_log()
        self.sync()

    def _fill_log(self) -> None:
        self.log_panel.clear()
        self.log_panel.add(t("log.game_start", game=self.spec.title(i18n.lang())))
        for entry in self.session.log:
            self._log_entry(entry)
        if self.session.is_terminal():
            self.log_panel.add(t("log.game_over"), highlight=True)

    def _log_entry(self, entry: LogEntry) -> None:
        self.log_panel.add(f"{seat_mark(entry.player)} {self.name(entry.player)}: {entry.describe(i18n.lang())}",
                           player_color=seat_color(entry.player))

    def toggle_log(self) -> None:
        self.log_panel.toggle()

    # -- subclass hooks -----------------------------------------------------------
    def sync(self) -> None:
        """Rebuild the board's sprites from ``self.view`` (no animation)."""

    def animate_action(self, entry: LogEntry, before: View, after: View) -> None:
        """Animate one applied action (``before``/``after`` are the viewer's views). Default: sync."""
        self.sync()

    def draw_table(self, surface: pygame.Surface) -> None:
        """Draw the board, the players and the hand."""

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Drawn after the HUD and the log: cards in flight, the dragged card, reason bubbles.
        Default: the table's effects (``self.fx``); an override calls it or draws them itself."""
        self.fx.draw(surface)

    def show_hint(self, action: Action) -> None:
        """Point at the hinted action on the board. Default: keep it in ``hint_action``; the
        scene marks :meth:`live_hint` (the toast names it either way)."""
        self.hint_action = action

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

    def prompt(self) -> str:
        return self.session.state.prompt(i18n.lang())

    # -- acting -------------------------------------------------------------------
    def play(self, action: Action) -> bool:
        """Apply a human decision made through the UI. Returns False (with feedback) if illegal."""
        if not self.my_turn:
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
        """A drag-and-drop controller wired to this table's tweens and sounds (drawn by the scene)."""
        drag = DragController(sprites, targets_for, on_drop, reason_for, tweener=self.tweens,
                              on_pickup=lambda s: sound.play("card_slide"),
                              on_illegal=lambda s, reason: sound.play("error"), **kw)
        drag.layered = True  # the scene draws targets under and the dragged card over everything
        self._drags.append(drag)
        return drag

    def hover_target(self, pos):
        """A widget's tooltip first; nothing while a card is dragged or pressed; else :meth:`table_tip`."""
        w = super().hover_target(pos)
        if w is not None and getattr(w, "tooltip", None):
            return w
        if any(d.mode in ("dragging", "pressed") for d in self._drags):
            return None
        return self.table_tip(pos) or w

    def table_tip(self, pos):
        """What on the table under ``pos`` explains itself (e.g. a :class:`~tabletop.ui.fx.HoverZone`), or None."""
        return None

    def _apply(self, action: Action) -> LogEntry:
        before = self.view
        sound.play(self.action_sound(action))
        entry = self.session.apply(action)
        self.last_moves[entry.player] = action
        self.hint_action = None
        self._log_entry(entry)
        self.app.autosave(self.session)
        self._cancel_hint()
        nxt = self.session.current_player()
        self._update_viewer(nxt)
        self.view = self.session.view(self.viewer)
        if not self.hidden:
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
    def _ai_turn(self) -> bool:
        s = self.session
        return not s.is_terminal() and s.is_ai(s.current_player())

    def _submit_ai(self) -> None:
        s = self.session
        seat = s.current_player()
        view = s.view(seat)
        seed = (s.record.setup.seed * 7919 + len(s.record.actions) * 104729 + seat) % (2**31)
        self.ai_ticket = self.app.worker.submit(self.spec.id, view.to_json(), s.record.seats[seat].kind, seed,
                                                modules=self._worker_modules())
        self._ai_for = len(s.record.actions)

    def _worker_modules(self) -> tuple[str, ...]:
        return tuple(self.spec.worker_modules)

    def _poll_worker(self) -> None:
        res = self.app.worker.poll()
        if res is None:
            return
        if res.ticket == self.ai_ticket:
            self.ai_ticket = None
            if res.error or res.action is None:
                log.warning("AI failed: %s", res.error)
                self.app.toast(t("error.ai", error=res.error), "error")
                fallback = self.session.legal_actions()[0]
                self.ai_result = (self._ai_for, self.session.state.action_to_str(fallback))
            else:
                self.ai_result = (self._ai_for, res.action)
            self.ai_delay = theme.AI_PAUSE_MS * tween.duration_scale()
        elif res.ticket == self.hint_ticket:
            self.hint_ticket = None
            if res.action and self.my_turn:
                try:
                    action = self.session.state.str_to_action(res.action)
                except GameError:
                    return
                self.app.toast(t("hud.hint.result", action=self.session.state.describe_action(action, i18n.lang())), "ok")
                self.show_hint(action)

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

    def hint(self) -> None:
        if not self.my_turn or self.hint_ticket is not None:
            return
        self.app.toast(t("hud.hint.thinking"))
        s = self.session
        self.hint_ticket = self.app.worker.submit(self.spec.id, s.view(self.viewer).to_json(), self.hint_agent,
                                                  len(s.record.actions), modules=self._worker_modules())

    def _cancel_hint(self) -> None:
        if self.hint_ticket is not None:
            self.app.worker.cancel()
            self.hint_ticket = None

    # -- undo -------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return not self.hidden and any(self.session.undo_target(p) is not None for p in self._undo_seats())

    def _undo_seats(self) -> list[int]:
        return [self.viewer] if not self.session.is_ai(self.viewer) else []

    def undo(self) -> None:
        for p in self._undo_seats():
            if self.session.undo_target(p) is not None:
                if self.ai_ticket is not None or self.hint_ticket is not None:
                    self.app.worker.cancel()
                self.ai_ticket = self.hint_ticket = None
                self.ai_result = None
                self.session.undo(p)
                self._rebuild_last_moves()
                self.finished_reported = self.session.is_terminal()
                self.app.autosave(self.session)
                self.view = self.session.view(self.viewer)
                self.tweens.finish_all()
                self._fill_log()
                self.sync()
                sound.play("card_slide")
                return
        self.app.toast(t("hud.undo.none"))

    # -- end --------------------------------------------------------------------------
    def _game_over(self) -> None:
        if self.finished_reported:
            return
        self.finished_reported = True
        self.log_panel.add(t("log.game_over"), highlight=True)
        self.app.game_over(self.session)
        humans = self.humans()
        places = self.session.state.ranking()
        won = any(places[h] == 1 for h in humans) or not humans
        sound.play("fanfare" if won else "chime")
        self.app.scenes.push(ResultsScene(self.app, self))

    # -- loop ---------------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return (self.tweens.animating or self.fx.busy or self.ai_ticket is not None or self.ai_result is not None
                or self.hint_ticket is not None or self._ai_turn() or super().animating)

    def update(self, dt: float) -> None:
        self.tweens.update(dt)
        super().update(dt)
        self._think_t += dt
        if self.hidden or self.app.scenes.top is not self:
            # paused, rules open, a results screen or the privacy curtain: nothing moves on the table;
            # answers that arrive meanwhile are kept until play resumes
            return
        self._step_ai(dt)

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
            return True
        return super().handle(event)

    def back(self) -> bool:
        self.app.open_pause()
        return True

    def leave(self) -> None:
        if self.app.scenes.find(type(self)) is None and (self.ai_ticket is not None or self.hint_ticket is not None):
            self.app.worker.cancel()
            self.ai_ticket = self.hint_ticket = None

    def draw(self, surface: pygame.Surface) -> None:
        base, accent = self.spec.accents or (theme.FELT, theme.ACCENT)
        surface.fill(theme.FELT)
        self.draw_table(surface)
        self.draw_hud(surface, accent)
        super().draw(surface)
        self.draw_overlay(surface)

    def banner_text(self) -> str:
        s = self.session
        if s.is_terminal():
            return t("end.title")
        cp = s.current_player()
        if s.is_ai(cp):
            dots = "." * (1 + int(self._think_t / 400) % 3)
            return t("hud.thinking", name=self.name(cp)).rstrip("…") + dots
        if cp == self.viewer:
            prompt = self.prompt()
            head = t("hud.your_turn", name=self.name(cp))
            return f"{head} — {prompt}" if prompt else head
        return t("hud.turn", name=self.name(cp))

    def draw_hud(self, surface: pygame.Surface, accent) -> None:
        bar = pygame.Rect(0, 0, theme.W, HUD_H)
        pygame.draw.rect(surface, theme.FELT_DARK, bar)
        pygame.draw.line(surface, accent, (0, HUD_H - 1), (theme.W, HUD_H - 1), 2)
        s = self.session
        cp = s.current_player()
        if not s.is_terminal():
            pygame.draw.circle(surface, seat_color(cp), (28, HUD_H // 2), 10)
            mark = render(seat_mark(cp), theme.XS, theme.TEXT_DARK, True)
            surface.blit(mark, mark.get_rect(center=(28, HUD_H // 2)))
        lines = banner_lines(self.banner_text(), self.hud_buttons[0].rect.x - 64)
        top = HUD_H // 2 - sum(img.get_height() for img in lines) // 2
        for img in lines:
            surface.blit(img, (48, top))
            top += img.get_height()


@lru_cache(maxsize=64)
def banner_lines(text: str, max_w: int) -> tuple:
    """The turn banner as rendered lines no wider than ``max_w``: one line at the largest size
    that fits, else two lines at the smallest size (whose turn, then the prompt, when each fits
    a line), the second cut short with an ellipsis only when even two lines are too few (a long
    prompt is never clipped mid-character)."""
    for size in (theme.M, theme.S):
        img = render(text, size, theme.TEXT, True)
        if img.get_width() <= max_w:
            return (img,)
    f = font(theme.XS, True)
    head, dash, prompt = text.partition(" — ")
    if dash and f.size(head)[0] <= max_w and f.size(prompt)[0] <= max_w:
        lines = [head, prompt]  # the turn on the first line, what to do on the second
    else:
        lines = wrap(text, max_w, f)
    if len(lines) <= 1:
        return (render_fit(text, theme.XS, theme.TEXT, max_w, True),)
    rest = text[len(lines[0]):].lstrip(" —")  # the first line is the text's beginning
    return render(lines[0], theme.XS, theme.TEXT, True), render_fit(rest, theme.XS, theme.TEXT, max_w, True)


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


class ResultsScene(Scene):
    """End of game: ranking with the full breakdown. Play again, main menu, or close to see the board."""

    overlay = True
    AUTO_CONTINUE_MS = 8000.0
    ROWS_TOP = 128    # the first row's text, below the title and the column heads
    ROW_PITCH = 44    # one seat's row
    FOOT = 84         # below the rows: the buttons
    CHART_ROOM = 72   # the final screen's score chart, at the least

    def __init__(self, app, table: TableScene, title: str | None = None, final: bool = True, *,
                 breakdown=None, score_cells: list[str] | None = None, on_close=None, places: bool = True):
        """``breakdown`` (a callable like :meth:`TableScene.result_breakdown`) and ``score_cells``
        (the score column's text per seat, e.g. "?" for hidden totals) serve end-of-round
        screens (``final=False``); ``on_close`` runs when the screen is closed."""
        super().__init__(app)
        self.table, self.final = table, final
        self.title = title
        self.breakdown = breakdown or table.result_breakdown
        self.score_cells = score_cells
        self.on_close = on_close
        self.show_places = places  # False: rows in seat order, no place column (hidden totals)
        # a round screen at a table with no human seat (AI against AI) goes on by itself,
        # with the count-down shown; any key or click still closes it at once
        self.auto_left = self.AUTO_CONTINUE_MS if not final and not table.humans() else None
        # as tall as the rows need (up to 9 seats), with room for the score chart when final
        n = table.session.state.num_players
        want = self.ROWS_TOP + self.ROW_PITCH * n + self.FOOT + (self.CHART_ROOM if final else 0)
        self.rect = pygame.Rect(0, 0, 860, max(520, min(theme.H - 32, want)))
        self.rect.center = (theme.W // 2, theme.H // 2)
        self.pitch = min(self.ROW_PITCH, (self.rect.h - self.ROWS_TOP - self.FOOT) // max(1, n))
        y = self.rect.bottom - 72
        self.widgets = [
            Button((self.rect.x + 32, y, 200, 48), lambda: t("common.close"), self.close),
        ]
        if final:
            self.widgets += [
                Button((self.rect.right - 452, y, 200, 48), lambda: t("end.menu"), self.to_menu),
                Button((self.rect.right - 232, y, 200, 48), lambda: t("end.again"), self.again, style="primary"),
            ]

    def _column_widths(self, heads, rows) -> list[int]:
        """Place, player, the breakdown columns and the score, each as wide as its widest text."""
        st = self.table.session.state
        def w(text, bold=False):
            return render(str(text), theme.S, theme.TEXT, bold).get_width()
        names = [w(f"{seat_mark(s)} {self.table.name(s)}") for s in range(st.num_players)]
        need = [max(56, w(t("end.place"))) + 16, min(260, max(names + [w(t("end.player"))])) + 20]
        for i, h in enumerate(heads):
            cells = [w(r[i]) for r in rows if i < len(r)]
            need.append(max([render(str(h), theme.XS, theme.TEXT_DIM, True).get_width()] + cells) + 20)
        need.append(max(90, w(t("end.score"))) + 10)
        floor = [48, 140] + [56] * len(heads) + [70]
        return _fit_widths(need, self.rect.w - 80, floor)

    def close(self):
        self.auto_left = None
        if self not in self.app.scenes.stack:
            return
        self.app.scenes.remove(self)
        if self.on_close is not None:
            self.on_close()

    @property
    def animating(self) -> bool:
        return self.auto_left is not None or super().animating

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.auto_left is not None and self.app.scenes.top is self:
            self.auto_left -= dt
            if self.auto_left <= 0:
                self.close()

    def draw_countdown(self, surface) -> None:
        """"Continues in N s" at the top right while the screen will close by itself."""
        if self.auto_left is None:
            return
        img = render(t("end.auto_continue", n=max(1, math.ceil(self.auto_left / 1000))), theme.XS, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(topright=(self.rect.right - 24, self.rect.y + 22)))

    def to_menu(self):
        self.app.to_menu()

    def again(self):
        import random

        s = self.table.session
        rec = s.record
        from ..engine.contract import Setup

        setup = Setup(rec.setup.players, dict(rec.setup.options), random.SystemRandom().randrange(1, 2**31))
        self.app.start_game(s.spec, setup, list(rec.seats))

    def handle(self, event):
        closing = (pygame.K_ESCAPE,) if self.final else (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if event.type == pygame.KEYDOWN and event.key in closing:
            self.close()
            return True
        super().handle(event)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def headline(self, places: list[int], room: int) -> str:
        """The title: who won, or who tied (counted when their names would not fit in ``room``)."""
        winners = [i for i, p in enumerate(places) if p == 1]
        if self.title:
            return self.title
        if len(winners) == 1:
            return t("end.winner", name=self.table.name(winners[0]))
        if len(winners) == len(places):
            return t("end.tie_all")
        head = t("end.tie", names=t("end.tie_join").join(self.table.name(i) for i in winners))
        if font(theme.L, True).size(head)[0] > room:
            head = t("end.tie_n", n=len(winners))
        return head

    def draw(self, surface):
        s = self.table.session
        st = s.state
        panel(surface, self.rect, theme.PANEL, theme.ACCENT, radius=16)
        places, scores = st.ranking(), st.scores()
        room = self.rect.w - 48
        img = render_fit(self.headline(places, room), theme.L, theme.ACCENT, room, True, min_size=theme.M)
        surface.blit(img, img.get_rect(midtop=(self.rect.centerx, self.rect.y + 24)))
        extra_heads, extra_rows = self.breakdown()
        cols = [t("end.place") if self.show_places else "", t("end.player")] + list(extra_heads) + [t("end.score")]
        x0 = self.rect.x + 40
        widths = self._column_widths(extra_heads, extra_rows)
        y = self.rect.y + self.ROWS_TOP - 32
        x = x0
        for c, w in zip(cols, widths):
            surface.blit(render(c, theme.XS, theme.TEXT_DIM, True), (x, y))
            x += w
        y += 32
        order = sorted(range(len(places)), key=lambda i: (places[i], i)) if self.show_places else range(len(places))
        for seat in order:
            row_rect = pygame.Rect(x0 - 12, y - 6, self.rect.w - 56, self.pitch - 4)
            if places[seat] == 1 and self.show_places:
                pygame.draw.rect(surface, theme.PANEL_HI, row_rect, border_radius=8)
            cells = [str(places[seat]) if self.show_places else "", f"{seat_mark(seat)} {self.table.name(seat)}"] + \
                [str(c) for c in (extra_rows[seat] if seat < len(extra_rows) else [])] + \
                [self.score_cells[seat] if self.score_cells else f"{scores[seat]:g}"]
            x = x0
            for n, (c, w) in enumerate(zip(cells, widths)):
                color = seat_color(seat) if n == 1 else theme.TEXT
                surface.blit(render_fit(c, theme.S, color, w - 8, n == len(cells) - 1), (x, y))
                x += w
            y += self.pitch
        history = self.table.score_history() if self.final else None
        chart = pygame.Rect(x0, y + 4, self.rect.w - 80, self.rect.bottom - 84 - (y + 4))
        if history and chart.h >= 56:
            draw_score_chart(surface, chart, *history)
        self.draw_countdown(surface)
        super().draw(surface)


def _fit_widths(need: list[int], avail: int, floor: list[int]) -> list[int]:
    """Column widths: what each column needs, spare room shared out, or squeezed towards ``floor``."""
    total = sum(need)
    if total <= avail:
        spare = (avail - total) // max(1, len(need))
        return [n + spare for n in need]
    over = total - avail
    slack = [max(0, n - f) for n, f in zip(need, floor)]
    room = sum(slack) or 1
    return [n - min(s, over * s // room + 1) for n, s in zip(need, slack)]


def draw_score_chart(surface: pygame.Surface, rect: pygame.Rect, labels: list[str], series: list[list[float]]) -> None:
    """A small line chart of each seat's score after each round (seat colour + seat mark)."""
    pygame.draw.rect(surface, theme.FELT_DARK, rect, border_radius=8)
    if not labels or not series:
        return
    lo = min(0.0, min((v for s in series for v in s), default=0.0))
    hi = max(1.0, max((v for s in series for v in s), default=1.0))
    inner = rect.inflate(-64, -28).move(8, 0)
    n = len(labels)

    def pt(i, v):
        x = inner.x + (inner.w * (i + 1) / n if n else 0)
        return (x, inner.bottom - (v - lo) / (hi - lo) * inner.h)

    pygame.draw.line(surface, theme.PANEL_BORDER, (inner.x, inner.bottom), (inner.right, inner.bottom))
    top = render(f"{hi:g}", theme.XS, theme.TEXT_DIM)
    surface.blit(top, (rect.x + 8, inner.y - top.get_height() // 2))
    if lo < 0:  # scores below zero: the axis is the lowest, so mark it and where zero is
        low = render(f"{lo:g}", theme.XS, theme.TEXT_DIM)
        surface.blit(low, (rect.x + 8, inner.bottom - low.get_height() // 2))
        zero_y = pt(0, 0.0)[1]
        pygame.draw.line(surface, theme.PANEL_BORDER, (inner.x, zero_y), (inner.right, zero_y))
        zero = render("0", theme.XS, theme.TEXT_DIM)
        surface.blit(zero, (rect.x + 8, zero_y - zero.get_height() // 2))
    for i, lab in enumerate(labels):
        img = render(lab, theme.XS, theme.TEXT_DIM)
        x, _ = pt(i, lo)
        surface.blit(img, img.get_rect(midtop=(x, inner.bottom + 2)))
    for seat, values in enumerate(series):
        pts = [(inner.x, pt(0, 0.0)[1])] + [pt(i, v) for i, v in enumerate(values)]
        if len(pts) >= 2:
            pygame.draw.lines(surface, seat_color(seat), False, pts, 3)
        for p in pts[1:]:
            pygame.draw.circle(surface, seat_color(seat), (int(p[0]), int(p[1])), 4)
        if values:
            mark = render(seat_mark(seat), theme.XS, seat_color(seat), True)
            surface.blit(mark, (pts[-1][0] + 6, pts[-1][1] - mark.get_height() // 2))
