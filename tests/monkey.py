"""A monkey: seeded random input against the real app loop (issue 38 point 2).

:class:`Monkey` builds the real :class:`~tabletop.app.App` (under the dummy video driver when no
display is set), and steps its main loop (:meth:`App.step`) while it posts seeded random events:
clicks (left, middle, right; anywhere, on a widget, on a card), drags (a card to a drop target, or
anywhere), wheel turns, keys (Esc, Enter, Tab, arrows, Ctrl+Z, H, L, F1, B, digits, letters, text
input), window resizes and focus loss. Every so often it goes somewhere new (the menu, each
dialog: new game, settings, load, statistics, rules, about, pause; each game's table against the
AI or hot-seat; Continue; a lesson) and lets the events loose there.

It counts what must never happen:

* ``exceptions``: anything raised in the loop, including what the app's own recovery catches
  (its ``recover`` is hooked: ``recoveries``), with the first tracebacks kept;
* ``stalls``: an AI seat to move, the table on top and free to move, and no move for ``stall_s``;
* ``illegal_states``: a table whose state has no legal move but is not over, a curtain that
  does not match the table's ``hidden``, a live view that is not the session's, a record that
  does not replay to the live state; ``illegal_actions``: an action applied that was not legal;
* ``autosave_mismatches``: the autosave is not the live game (its actions, or its replay).

``python -m tests.monkey`` is not the way in: use ``bench/monkey.py`` (long runs, JSON) or the
short seeded run in ``tests/test_monkey.py``.
"""

from __future__ import annotations

import os
import random
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

W, H = 1280, 720

KEYS = (
    [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
     pygame.K_h, pygame.K_l, pygame.K_F1, pygame.K_b, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_HOME,
     pygame.K_END, pygame.K_DELETE, pygame.K_KP_ENTER]
    + [pygame.K_0 + i for i in range(10)]
    + [pygame.K_a + i for i in range(26)]
)

WAKE = pygame.event.custom_type()

TARGETS = ("menu", "newgame", "settings", "load", "stats", "rules", "about", "pause", "table_ai", "table_hotseat",
           "table_ai", "table_hotseat", "table_late", "table_late", "continue", "lesson")


@dataclass
class Counts:
    events: int = 0
    steps: int = 0
    exceptions: int = 0
    recoveries: int = 0
    recovery_failures: int = 0
    stalls: int = 0
    illegal_states: int = 0
    illegal_actions: int = 0
    autosave_mismatches: int = 0
    autosave_checks: int = 0
    replay_checks: int = 0
    games_started: int = 0
    games_finished: int = 0
    moves: int = 0
    direct_moves: int = 0
    quits: int = 0
    worker_kills: int = 0
    targets: Counter = field(default_factory=Counter)
    scenes: Counter = field(default_factory=Counter)
    problems: list = field(default_factory=list)  # the first few tracebacks and descriptions

    def problem(self, text: str) -> None:
        if len(self.problems) < 20:
            self.problems.append(text)

    @property
    def failures(self) -> int:
        return (self.exceptions + self.recoveries + self.stalls + self.illegal_states + self.illegal_actions
                + self.autosave_mismatches)

    def as_dict(self) -> dict:
        out = {k: v for k, v in self.__dict__.items() if not isinstance(v, (Counter, list))}
        out["targets"] = dict(sorted(self.targets.items()))
        out["scenes"] = dict(sorted(self.scenes.items()))
        out["problems"] = list(self.problems)
        return out


def playable_options(spec, players: int) -> dict:
    """The defaults, but where a default is not offered at this table (a deck for at most four
    players at a table of six), the first choice that is: as the new-game dialog offers them."""
    out = {}
    for opt in spec.options:
        limits = dict(opt.limits or ())
        most = limits.get(opt.default)
        if most is not None and players > most:
            out[opt.key] = next(c for c in opt.choices if limits.get(c) is None or limits[c] >= players)
    return out


class Monkey:
    """Seeded random input against the real app loop (see the module docstring).

    ``worker``: "thread" (fast start, tests) or "process" (as the app runs). ``burst``: how many
    events before it may go somewhere new. ``check_every``: steps between the dearer checks (the
    autosave read and replayed, the view compared)."""

    def __init__(self, seed: int = 1, *, lang: str = "en", worker: str = "thread", ai_pace: str = "instant",
                 anim_speed: float = 0.0, stall_s: float = 10.0, burst: int = 40, check_every: int = 20,
                 max_players: int = 4, ai_kinds=("random", "easy")):
        self.rng = random.Random(seed)
        self.lang, self.worker_mode = lang, worker
        self.ai_pace, self.anim_speed = ai_pace, anim_speed
        self.stall_s, self.burst, self.check_every = stall_s, burst, check_every
        self.max_players, self.ai_kinds = max_players, tuple(ai_kinds)
        self.counts = Counts()
        self.app = None
        self._undo: list = []
        self._progress: dict[int, tuple[int, float]] = {}  # id(table) -> (record length, when it last grew)
        self._finished: set[int] = set()

    # -- set-up ------------------------------------------------------------------
    def __enter__(self) -> "Monkey":
        from tabletop import opener
        from tabletop.app import App
        from tabletop.engine import registry
        from tabletop.engine.session import Session
        from tabletop.engine.worker import AIWorker
        from tabletop.games import register_all
        from tabletop.scenes.menu import MenuScene
        from tabletop.settings import Settings

        if not registry.all_games():
            register_all()
        self.games = [g for g in registry.all_games() if g.id != "ref"]
        counts = self.counts

        # nothing leaves the test: "open the folder" opens nothing
        real_open = opener.open_path
        opener.open_path = lambda path, **kw: opener.Launch(path)
        self._undo.append(lambda: setattr(opener, "open_path", real_open))

        # every action applied must be legal (the UI proposes only legal ones)
        real_apply = Session.apply

        def checked_apply(session, action):
            try:
                legal = action in session.state.legal_actions()
            except Exception:  # noqa: BLE001 - counted, never hidden
                legal = False
            if not legal:
                counts.illegal_actions += 1
                counts.problem(f"illegal action applied: {action!r} in {session.spec.id}")
            counts.moves += 1
            return real_apply(session, action)

        Session.apply = checked_apply
        self._undo.append(lambda: setattr(Session, "apply", real_apply))

        self.app = app = App(Settings(lang=self.lang, anim_speed=self.anim_speed, ai_pace=self.ai_pace),
                             persist_settings=False)
        app._worker = AIWorker(mode=self.worker_mode)
        real_recover = app.recover

        def hooked_recover():
            counts.exceptions += 1
            counts.recoveries += 1
            counts.problem(traceback.format_exc())
            try:
                real_recover()
            except Exception:  # noqa: BLE001 - recovery itself failed (too many in a row)
                counts.recovery_failures += 1
                self._safe_menu()

        app.recover = hooked_recover
        app.scenes.push(MenuScene(app))
        app.frame(0)
        return self

    def __exit__(self, *exc) -> None:
        try:
            if self.app is not None:
                self.app.close()
        finally:
            while self._undo:
                self._undo.pop()()

    def _safe_menu(self) -> None:
        from tabletop.scenes.menu import MenuScene

        try:
            self.app.scenes.reset(MenuScene(self.app))
        except Exception:  # noqa: BLE001
            self.counts.exceptions += 1
            self.counts.problem(traceback.format_exc())
            self.app.scenes.stack.clear()
            self.app.scenes.stack.append(MenuScene(self.app))

    # -- the run -------------------------------------------------------------------
    def run(self, events: int, seconds: float | None = None) -> Counts:
        """Post ``events`` random events (or stop after ``seconds``), stepping the loop; the counts."""
        end = time.monotonic() + seconds if seconds else None
        until_move = 0
        while self.counts.events < events and (end is None or time.monotonic() < end):
            if until_move <= 0:
                self.go(self.rng.choice(TARGETS))
                until_move = self.rng.randint(self.burst // 2, self.burst * 3 // 2)
            n = self.random_input()
            until_move -= n
        return self.counts

    def step(self) -> None:
        """One turn of the app's own loop, then the checks."""
        app = self.app
        if not pygame.event.peek():
            # nothing posted (a step after going somewhere): a wake-up no screen reacts to, so
            # the idle loop's wait for events returns at once
            pygame.event.post(pygame.event.Event(WAKE))
        try:
            app.step()
        except Exception:  # noqa: BLE001 - escaped the app's recovery
            self.counts.exceptions += 1
            self.counts.problem(traceback.format_exc())
            self._safe_menu()
        self.counts.steps += 1
        if not app.running:  # "Quit" was pressed: note it and go on
            self.counts.quits += 1
            app.running = True
        if not app.scenes.stack:
            self._safe_menu()
        top = app.scenes.top
        self.counts.scenes[type(top).__name__] += 1
        self.check(deep=self.counts.steps % self.check_every == 0)

    # -- going places -----------------------------------------------------------------
    def go(self, target: str) -> None:
        app, rng = self.app, self.rng
        self.counts.targets[target] += 1
        try:
            spec = rng.choice(self.games)
            table = self.table()
            if target == "menu":
                if rng.random() < 0.3:  # the app's first screen, which does its work after its first frame
                    from tabletop.games import register_all
                    from tabletop.scenes.menu import MenuScene

                    app.scenes.reset(MenuScene(app, first=True, discover=register_all))
                else:
                    app.to_menu()
            elif target == "newgame":
                from tabletop.scenes.newgame import NewGameScene

                app.to_menu()
                app.scenes.push(NewGameScene(app, spec))
            elif target in ("settings", "load", "stats", "about"):
                mod = __import__(f"tabletop.scenes.{target}", fromlist=["x"])
                cls = {"settings": "SettingsScene", "load": "LoadScene", "stats": "StatsScene",
                       "about": "AboutScene"}[target]
                if table is None or rng.random() < 0.5:
                    app.to_menu()
                app.scenes.push(getattr(mod, cls)(app))
            elif target == "rules":
                if table is not None and rng.random() < 0.6:
                    app.open_rules(table.spec)
                else:
                    app.open_rules(spec)
            elif target == "pause":
                if table is None:
                    self.start_table(spec, hotseat=False)
                app.open_pause()
            elif target in ("table_ai", "table_hotseat"):
                self.start_table(spec, hotseat=target == "table_hotseat")
            elif target == "table_late":  # a few moves before the end: endings, results, play again
                self.start_table(spec, hotseat=rng.random() < 0.5, late=True)
            elif target == "continue":
                from tabletop import saves

                app.to_menu()
                loaded = saves.latest_autosave()
                if loaded is not None and not loaded.meta.get("finished"):
                    app.resume(loaded)
            elif target == "lesson":
                if app.has_lesson(spec):
                    app.start_lesson(spec, restart=rng.random() < 0.3)
        except Exception:  # noqa: BLE001 - going there failed: a defect too
            self.counts.exceptions += 1
            self.counts.problem(f"going to {target}: " + traceback.format_exc())
            self._safe_menu()
        self.step()

    def start_table(self, spec, hotseat: bool, late: bool = False) -> None:
        from tabletop.engine.contract import Setup
        from tabletop.engine.record import Seat

        rng = self.rng
        hi = min(spec.max_players, max(spec.min_players, self.max_players))
        n = rng.randint(spec.min_players, hi)
        options = {}
        for opt in spec.options:  # a random legal choice for some options
            if opt.kind == "choice" and rng.random() < 0.3:
                choices = opt.choices_for(n) if hasattr(opt, "choices_for") else opt.choices
                if choices:
                    options[opt.key] = rng.choice(list(choices))
        try:
            setup = spec.validate(Setup(n, options, rng.randrange(1 << 30)))
        except Exception:  # noqa: BLE001 - a combination the game refuses: the defaults, as the dialog offers them
            setup = spec.validate(Setup(n, playable_options(spec, n), rng.randrange(1 << 30)))
        if hotseat:
            humans = n if rng.random() < 0.5 else 2
        else:
            humans = 1
        kinds = ["human"] * humans + [rng.choice(self.ai_kinds) for _ in range(n - humans)]
        rng.shuffle(kinds)
        seats = [Seat(f"P{i + 1}", k) for i, k in enumerate(kinds)]
        actions = []
        if late:  # a seeded random game, less its last few moves
            state = spec.new_game(setup)
            while not state.is_terminal() and len(actions) < 5000:
                a = rng.choice(state.legal_actions())
                actions.append(state.action_to_str(a))
                state.apply(a)
            actions = actions[: max(0, len(actions) - rng.randint(1, 8))]
        self.app.start_game(spec, setup, seats, actions)
        self.counts.games_started += 1

    def table(self):
        from tabletop.ui.table import TableScene

        return self.app.scenes.find(TableScene)

    # -- input ------------------------------------------------------------------------
    def _pos(self):
        rng = self.rng
        r = rng.random()
        if r < 0.03:  # off the canvas
            return (rng.randint(-50, W + 50), rng.randint(-50, H + 50))
        if r < 0.55:
            pts = self._hot_points()
            if pts:
                return rng.choice(pts)
        return (rng.randrange(W), rng.randrange(H))

    def _hot_points(self) -> list[tuple[int, int]]:
        """Where things are on the top scene: its widgets, a table's buttons and cards."""
        top = self.app.scenes.top
        pts = []
        for w in list(getattr(top, "widgets", [])) + list(getattr(top, "end_buttons", [])) + list(
                getattr(top, "replay_buttons", [])) + list(getattr(top, "buttons", []) or []):
            rect = getattr(w, "rect", None)
            if rect is not None and getattr(w, "visible", True):
                pts.append(rect.center)
        for d in getattr(top, "_drags", []):
            for s in list(d.sprites())[:20]:
                pos = getattr(s, "pos", None)
                if pos is not None:
                    pts.append((int(pos[0]), int(pos[1])))
        return pts

    def _drop_points(self) -> list[tuple[int, int]]:
        top = self.app.scenes.top
        pts = []
        for d in getattr(top, "_drags", []):
            targets = getattr(d, "targets", None) or {}
            for t in list(targets.values())[:30]:
                rect = getattr(t, "rect", None)
                if rect is not None:
                    pts.append(rect.center)
        return pts

    def post(self, etype, **kw) -> None:
        pygame.event.post(pygame.event.Event(etype, **kw))
        self.counts.events += 1

    def random_input(self) -> int:
        """Post one random input (a click is one, a drag a few) and step the loop; how many events."""
        rng, before = self.rng, self.counts.events
        r = rng.random()
        table = self.app.scenes.top
        if getattr(table, "my_turn", False) and rng.random() < 0.12:
            # now and then a move made outright through the table's own ``play`` (as a drop or a
            # button does), so games get on to their later rounds and endings
            self.counts.direct_moves += 1
            table.play(rng.choice(table.view.legal_actions()))
            self.step()
            return 1
        if r < 0.38:
            pos = self._pos()
            button = rng.choices((1, 3, 2), (0.85, 0.12, 0.03))[0]
            self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
            if rng.random() < 0.9:
                self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
            self.step()
        elif r < 0.6:
            self.drag()
        elif r < 0.62:
            self.post(pygame.MOUSEMOTION, pos=self._pos(), rel=(rng.randint(-9, 9), rng.randint(-9, 9)), buttons=(0, 0, 0))
            self.step()
        elif r < 0.69:
            dy = rng.choice((-3, -1, 1, 3))
            self.post(pygame.MOUSEMOTION, pos=self._pos(), rel=(0, 0), buttons=(0, 0, 0))
            self.post(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy), touch=False,
                      which=0)
            self.step()
        elif r < 0.92:
            k = rng.choice(KEYS)
            mod = pygame.KMOD_CTRL if (k == pygame.K_z or rng.random() < 0.04) else (
                pygame.KMOD_SHIFT if rng.random() < 0.05 else 0)
            if k in range(pygame.K_a, pygame.K_z + 1) and rng.random() < 0.3:
                k, mod = pygame.K_z, pygame.KMOD_CTRL  # Ctrl+Z, often
            uni = chr(k) if 32 <= k < 127 and not mod & pygame.KMOD_CTRL else ""
            self.post(pygame.KEYDOWN, key=k, mod=mod, unicode=uni, scancode=0)
            if uni and rng.random() < 0.5:
                self.post(pygame.TEXTINPUT, text=uni)
            self.post(pygame.KEYUP, key=k, mod=mod, unicode=uni, scancode=0)
            self.step()
        elif r < 0.96:
            w, h = rng.choice(((W, H), (800, 600), (1920, 1080), (640, 360), (1366, 768), (300, 200)))
            self.post(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)
            self.post(pygame.WINDOWRESIZED, x=w, y=h)
            self.post(pygame.WINDOWSIZECHANGED, x=w, y=h)
            self.step()
        elif r < 0.965 and self.worker_mode == "process" and self.app._worker is not None:
            # the AI worker dies (mid-think, or idle): the game must go on
            proc = getattr(self.app._worker, "_proc", None)
            if proc is not None and proc.is_alive():
                self.counts.worker_kills += 1
                proc.kill()
            self.post(WAKE)
            self.step()
        else:
            kind = rng.choice((pygame.WINDOWFOCUSLOST, pygame.WINDOWLEAVE, pygame.WINDOWMINIMIZED))
            self.post(kind)
            self.step()
            self.post(pygame.WINDOWFOCUSGAINED if kind == pygame.WINDOWFOCUSLOST else (
                pygame.WINDOWENTER if kind == pygame.WINDOWLEAVE else pygame.WINDOWRESTORED))
            self.step()
        return self.counts.events - before

    def _legal_drag(self):
        """A card of the top scene and a point on one of its legal drop targets, or None."""
        top = self.app.scenes.top
        pairs = []
        for d in getattr(top, "_drags", []):
            if not getattr(d, "enabled", True):
                continue
            for sprite in d.sprites():
                if not getattr(sprite, "draggable", True):
                    continue
                try:
                    legal = d.targets_for(sprite) or {}
                except Exception:  # noqa: BLE001 - the scene's own answer failing is a defect
                    self.counts.exceptions += 1
                    self.counts.problem("targets_for: " + traceback.format_exc())
                    return None
                for key in legal:
                    target = d.targets.get(key)
                    if target is not None:
                        pairs.append(((int(sprite.pos[0]), int(sprite.pos[1])), target.rect.center))
        return self.rng.choice(pairs) if pairs else None

    def drag(self) -> None:
        rng = self.rng
        start = self._pos()
        drops = self._drop_points()
        end = rng.choice(drops) if drops and rng.random() < 0.7 else self._pos()
        if rng.random() < 0.7:
            legal = self._legal_drag()
            if legal is not None:
                start, end = legal
        self.post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.step()
        steps = rng.randint(2, 5)
        for i in range(1, steps + 1):
            p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
            self.post(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0))
            if rng.random() < 0.5:
                self.step()
        if rng.random() < 0.05:  # the window loses the pointer mid-drag
            self.post(pygame.WINDOWFOCUSLOST)
        self.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self.step()

    # -- checks ----------------------------------------------------------------------------
    def _illegal(self, text: str) -> None:
        self.counts.illegal_states += 1
        self.counts.problem(text)

    def check(self, deep: bool) -> None:
        from tabletop.ui.table import PrivacyScene, TableScene

        app = self.app
        stack = list(app.scenes.stack)
        for table in [s for s in stack if isinstance(s, TableScene)]:
            s = table.session
            gid = s.spec.id
            try:
                over = s.is_terminal()
                if not over and not s.legal_actions():
                    self._illegal(f"{gid}: not over, and no legal move")
                curtain = any(isinstance(x, PrivacyScene) and x.table is table for x in stack)
                if curtain != table.hidden:
                    self._illegal(f"{gid}: curtain {curtain} but hidden {table.hidden}")
                if over and id(table) not in self._finished:
                    self._finished.add(id(table))
                    self.counts.games_finished += 1
                self.check_stall(table)
                if deep:
                    self.check_deep(table)
            except Exception:  # noqa: BLE001 - a check that cannot even run is a defect
                self._illegal(f"{gid}: check failed: " + traceback.format_exc())

    def check_stall(self, table) -> None:
        n = len(table.session.record.actions)
        now = time.monotonic()
        last_n, since = self._progress.get(id(table), (-1, now))
        if n != last_n:
            self._progress[id(table)] = (n, now)
            return
        waiting = (table._ai_turn() and self.app.scenes.top is table and not table.hidden
                   and table.replay is None)
        if not waiting:
            self._progress[id(table)] = (n, now)  # the clock runs only while the AI may move
            return
        if now - since > self.stall_s:
            self.counts.stalls += 1
            self.counts.problem(f"{table.spec.id}: no AI move for {self.stall_s:g} s "
                                f"(ticket {table.ai_ticket}, result {table.ai_result})")
            self._progress[id(table)] = (n, now)

    def check_deep(self, table) -> None:
        from tabletop import saves
        from tabletop.engine.session import Session

        s = table.session
        gid = s.spec.id
        if table.replay is None and not table.hidden:
            live = s.view(table.viewer).to_json()
            if table.view.to_json() != live:
                self._illegal(f"{gid}: the table shows a view that is not the session's (seat {table.viewer})")
        rec = s.record
        replayed = Session(s.spec, rec.setup, rec.seats, tuple(rec.actions))
        self.counts.replay_checks += 1
        if replayed.state.to_json() != s.state.to_json():
            self._illegal(f"{gid}: the record does not replay to the live state")
        if table.coach is not None or table is not self.app.scenes.find(type(table)):
            return  # a lesson keeps no autosave
        self.counts.autosave_checks += 1
        loaded = saves.latest_autosave()
        if loaded is None or loaded.record.game_id != gid or list(loaded.record.actions) != list(rec.actions):
            self.counts.autosave_mismatches += 1
            got = None if loaded is None else (loaded.record.game_id, len(loaded.record.actions))
            self.counts.problem(f"{gid}: autosave {got} is not the live game ({len(rec.actions)} actions)")
            return
        back = Session(s.spec, loaded.record.setup, loaded.record.seats, tuple(loaded.record.actions))
        if back.state.to_json() != s.state.to_json():
            self.counts.autosave_mismatches += 1
            self.counts.problem(f"{gid}: the autosave replays to another state")


def run(seed: int = 1, events: int = 1000, **kw) -> Counts:
    """A run of ``events`` seeded random events; its counts."""
    with Monkey(seed, **kw) as m:
        return m.run(events)
