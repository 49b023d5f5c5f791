"""The window and main loop, and the services scenes use (settings, saves, AI worker, toasts).

The loop redraws at up to 60 fps while anything moves and blocks on events when idle,
so an idle menu costs almost no CPU.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import sys
import time
import warnings
from pathlib import Path
from typing import Any

import pygame

from . import paths, saves, stats
from . import scenes as catalog
from .engine import registry
from .engine.contract import GameError, GameSpec, Setup
from .engine.record import GameRecord, Seat
from .engine.session import Session
from .settings import MIN_WINDOW, Settings, load_settings, save_settings
from .ui import fonts, i18n, sound, text, theme, tween
from .ui.i18n import t
from .ui.scene import Scene, SceneManager
from .ui.widgets import Toasts, Tooltips

log = logging.getLogger(__name__)

FPS = 60
IDLE_WAIT_MS = 5000


class App:
    def __init__(self, settings: Settings | None = None, *, persist_settings: bool = True):
        assert getattr(pygame, "IS_CE", False), "tabletop needs pygame-ce"
        # SCALED defaults to whole-number zoom with nearest-pixel filtering (made for pixel art):
        # a 1280x720 canvas then sits letterboxed in a 1920x1080 window and looks jagged full
        # screen. Ask for fractional zoom and smooth filtering instead (the env can override).
        os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")  # pygame's switch for fractional zoom
        os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")
        pygame.display.init()
        if not pygame.font.get_init():
            pygame.font.init()
            fonts.font.cache_clear()  # fonts made before a pygame.quit() are dead
            text.render.cache_clear()
        self.settings = settings if settings is not None else load_settings()
        self.persist_settings = persist_settings
        self._saved_lang: str | None = None  # the saved language while --lang sets this run's
        i18n.set_lang(self.settings.lang)
        pygame.display.set_caption("tabletop")
        self._set_icon()
        # one window per process: a second set_mode on a SCALED window with fractional zoom
        # crashes SDL, so a second App (tests, screenshots) reuses the window it finds
        self.screen = pygame.display.get_surface()
        if self.screen is None or self.screen.get_size() != (theme.W, theme.H):
            self.screen = pygame.display.set_mode((theme.W, theme.H), pygame.SCALED | pygame.RESIZABLE)
            self._comfortable_window_size()
        if self.settings.fullscreen:
            self._fullscreen(True)
        pygame.key.set_repeat(350, 40)
        pygame.key.stop_text_input()
        sound.init()
        self.apply_settings()
        self.scenes = SceneManager(self)
        self.toasts = Toasts()
        self.tooltips = Tooltips()
        self._tip_scene = None
        self._pointer = (-1, -1)  # where the last mouse motion put the pointer
        self.clock = pygame.time.Clock()
        self._last = time.perf_counter()  # when the loop last handled events (its frame time)
        self.running = True
        self._worker = None
        self.frame_count = 0
        self._no_autosave: Session | None = None  # a session whose autosave must not be written
        self._autosave_told: Session | None = None  # a session already told its autosave failed
        self._launches: list = []  # crash reports being opened (tabletop.opener.Launch)
        # what loading the settings had to say is shown by the first frame (frame() ->
        # show_notices), in the language of the run (--lang is set after this)

    # -- services --------------------------------------------------------------
    def _set_icon(self) -> None:
        try:
            from .resources import asset

            pygame.display.set_icon(pygame.image.load(str(asset("art", "icon.png"))))
        except (FileNotFoundError, pygame.error) as exc:
            log.warning("no window icon: %s", exc)

    def toast(self, text: str, kind: str = "info") -> None:
        if any(item[0] == text for item in self.toasts.items):
            return  # already on screen (a screen built again says the same thing again)
        self.toasts.show(text, kind)

    def show_notices(self) -> None:
        """Toast what the file layer queued for the player (files set aside, kept, not written)."""
        from . import file_text  # noqa: F401  (registers the "files" messages)
        from .engine.i18n import tr
        from .fileio import take_notices

        for code, params in take_notices():
            self.toasts.show(tr("files", code, i18n.lang(), **params), "error", ms=8000)

    @property
    def worker(self):
        if self._worker is None:
            from .engine.worker import AIWorker

            self._worker = AIWorker(mode="process")
        return self._worker

    def apply_settings(self) -> None:
        s = self.settings
        i18n.set_lang(s.lang)
        sound.set_volume(s.volume)
        sound.set_muted(s.muted)
        tween.set_duration_scale(0.0 if s.anim_speed <= 0 else 1.0 / s.anim_speed)

    def lang_for_run(self, lang: str) -> None:
        """``--lang``: this run's language; the saved setting keeps its own unless the player
        changes the language in Settings."""
        self._saved_lang = self.settings.lang
        self.settings.lang = lang
        self.apply_settings()
        self.scenes.relabel()

    def change_settings(self, **changes: Any) -> None:
        if "lang" in changes:
            self._saved_lang = None
        lang_before = self.settings.lang
        for k, v in changes.items():
            setattr(self.settings, k, v)
        if "fullscreen" in changes:
            self._fullscreen(changes["fullscreen"])
        self.apply_settings()
        if self.settings.lang != lang_before:
            self.scenes.relabel()
        self.save_settings()

    def save_settings(self) -> None:
        if not self.persist_settings:
            return
        s = self.settings if self._saved_lang is None else dataclasses.replace(self.settings, lang=self._saved_lang)
        if s.keep_file:
            return  # the file on disk is kept as it is (the player was told at start)
        try:
            save_settings(s)
        except OSError as exc:
            self.toast(t("save.failed", error=exc), "error")

    #: what a desktop keeps around a window: its frame and title bar, a taskbar or menu bar (px)
    WINDOW_FRAME = (16, 80)

    @staticmethod
    def window_size_for(desktop: tuple[int, int], remembered) -> tuple[int, int]:
        """The size to open at: the one the window had when the app last closed, if the desktop
        still holds it with its frame; else about 85 % of the desktop (16:9), never below the
        1280x720 canvas where that fits with its frame, and smaller (the canvas scaled down)
        on a desktop too small for it: on a 1366x768 laptop a 1280x720 window, its title bar
        and the taskbar cut off the bottom of the table, where the player's hand is."""
        desk_w, desk_h = desktop
        room_w, room_h = desk_w - App.WINDOW_FRAME[0], desk_h - App.WINDOW_FRAME[1]
        if remembered and remembered[0] <= room_w and remembered[1] <= room_h:
            return (remembered[0], remembered[1])
        scale = min(desk_w * 0.85 / theme.W, desk_h * 0.85 / theme.H)
        scale = max(scale, min(1.0, room_w / theme.W, room_h / theme.H))
        return (round(theme.W * scale), round(theme.H * scale))

    def _comfortable_window_size(self) -> None:
        """Open at :meth:`window_size_for` the desktop, centred."""
        try:
            desk_w, desk_h = pygame.display.get_desktop_sizes()[0]
            with warnings.catch_warnings():
                # pygame-ce 2.5 deprecates it for drawing through the Window; this only resizes
                # the display module's window, which it has no other way to reach
                warnings.simplefilter("ignore", DeprecationWarning)
                win = pygame.Window.from_display_module()
        except (pygame.error, IndexError, AttributeError):
            return
        size = self.window_size_for((desk_w, desk_h), self.settings.window_size)
        try:  # SCALED makes the canvas' size the window's least: a small desktop needs it smaller
            win.minimum_size = MIN_WINDOW
        except (pygame.error, AttributeError):
            pass
        if tuple(win.size) != size and size[0] <= desk_w and size[1] <= desk_h:
            win.size = size
            win.position = pygame.WINDOWPOS_CENTERED

    def _remember_window_size(self) -> None:
        """Keep the window's size for the next start (not a full-screen one)."""
        if not self.persist_settings or pygame.display.get_surface() is None or pygame.display.is_fullscreen():
            return
        try:
            size = list(pygame.display.get_window_size())
        except pygame.error:
            return
        if size != self.settings.window_size:
            self.settings.window_size = size
            self.save_settings()

    def _fullscreen(self, on: bool) -> None:
        if bool(pygame.display.is_fullscreen()) != on:
            try:
                pygame.display.toggle_fullscreen()
            except pygame.error as exc:
                log.warning("fullscreen toggle failed: %s", exc)

    # -- games ------------------------------------------------------------------
    @staticmethod
    def scene_module(spec: GameSpec):
        return catalog.scene_for(spec)

    @staticmethod
    def has_scene(spec: GameSpec) -> bool:
        """Whether the game has a playable table (games land rules first, scene later)."""
        return catalog.has_scene(spec)

    def start_game(self, spec: GameSpec, setup: Setup, seats: list[Seat], actions=()) -> Scene:
        session = Session(spec, spec.validate(setup), tuple(seats), tuple(actions))
        return self.open_session(session)

    def open_session(self, session: Session) -> Scene:
        from .scenes.menu import MenuScene

        scene_cls = self.scene_module(session.spec).GameScene
        self.scenes.reset(MenuScene(self))
        scene = scene_cls(self, session)
        self.scenes.push(scene)
        self.keep_replaced_autosave(session)
        self.autosave(session)
        return scene

    def keep_replaced_autosave(self, session: Session) -> None:
        """The autosave slot holds one game: an unfinished other game there is kept as a named
        save (title and when it was last played) before this one takes the slot."""
        lang = i18n.lang()

        def name_for(game_id: str, saved_at) -> str:
            try:
                title = registry.get(game_id).title(lang)
            except KeyError:
                title = game_id
            try:
                stamp = f"{saved_at.astimezone():%Y-%m-%d %H-%M}"
            except (OverflowError, ValueError, OSError):
                stamp = f"{saved_at:%Y-%m-%d %H-%M}"
            room = saves.MAX_SLOT_LEN - len(" (2)") - len(stamp) - 1  # the title gives way
            if len(title) > room:  # "Lost Cities: The Board Game" -> "Lost Cities"
                head = title.replace("：", ":").split(":", 1)[0].strip()
                title = head if len(head) <= room else title[:room].rsplit(" ", 1)[0]
            return f"{title} {stamp}"

        from .engine.i18n import tr

        try:
            kept = saves.keep_replaced_autosave(session.record, name_for)
        except saves.AutosaveKept:
            self._no_autosave = session  # never written over: it could not be read nor moved
            self.toasts.show(tr("files", "autosave_kept", lang), "error", ms=8000)
            return
        except (OSError, saves.SaveError) as exc:
            self.toast(t("toast.autosave_keep_failed", error=saves.error_text(exc, lang)), "error")
            return
        if isinstance(kept, Path):
            self.toasts.show(tr("files", "autosave_set_aside", lang, name=kept.name), "error", ms=8000)
        elif kept is not None:
            self.toasts.show(t("toast.autosave_kept", name=kept), "ok", ms=6500)

    def resume(self, loaded) -> Scene:
        rec: GameRecord = loaded.record
        session = Session(registry.get(rec.game_id), rec.setup, rec.seats, tuple(rec.actions))
        return self.open_session(session)

    def autosave(self, session: Session) -> None:
        if session is self._no_autosave:
            return
        try:
            saves.autosave(session.record, self.save_meta(session))
        except (OSError, saves.SaveError) as exc:
            if self._autosave_told is session:
                return  # said once for this game: the player plays on without saving
            self._autosave_told = session
            lang = i18n.lang()
            if isinstance(exc, saves.SaveError) and exc.code == "write_failed":  # the folder cannot be written
                from .engine.i18n import tr

                text = tr("files", "cannot_save", lang, detail=saves.error_text(exc, lang))
            else:
                text = t("toast.autosave_failed", error=saves.error_text(exc, lang))
            self.toasts.show(text, "error", ms=8000)

    @staticmethod
    def save_meta(session: Session) -> dict:
        return {
            "turn": len(session.record.actions),
            "players": [s.name for s in session.record.seats],
            "summary": " / ".join(f"{s.name}: {sc:g}" for s, sc in zip(session.record.seats, session.state.scores())),
            "finished": session.is_terminal(),
        }

    def game_over(self, session: Session) -> None:
        st = session.state
        try:
            stats.record_result(session.spec.id, session.record.seats, st.ranking(), st.scores())
        except OSError as exc:
            log.warning("could not record statistics: %s", exc)
        self.show_notices()

    def to_menu(self) -> None:
        from .scenes.menu import MenuScene

        self.scenes.reset(MenuScene(self))

    # -- guided first games ("Learn to play") ----------------------------------------------
    @staticmethod
    def has_lesson(spec: GameSpec) -> bool:
        """Whether the game has a guided first game (without importing it)."""
        return catalog.has_lesson(spec)

    @staticmethod
    def lesson_for(spec: GameSpec):
        """The game's lesson (``tabletop/games/<id>/lesson.py``'s ``LESSON``), or None."""
        return catalog.lesson_for(spec)

    def start_lesson(self, spec: GameSpec, restart: bool = False, keep: bool = True) -> Scene | None:
        """The game's guided first game, where the player left it (or from its start).
        ``keep`` False: from the start, and nothing of it is written (a screenshot)."""
        from . import learn
        from .ui.coach import Coach

        lesson = self.lesson_for(spec)
        if lesson is None:
            self.toast(t("coach.none"), "error")
            return None
        if restart and keep:
            learn.restart(spec.id)
        saved = learn.progress(spec.id) if keep else {"step": 0, "made": 0, "actions": []}
        seats = [Seat(self._learner_name() if i == lesson.seat else t("coach.partner", n=i),
                      "human" if i == lesson.seat else lesson.opponent_agent) for i in range(lesson.players)]
        try:
            session = Session(spec, lesson.setup(), tuple(seats), tuple(saved["actions"]))
            step, made = saved["step"], saved["made"]
        except (GameError, ValueError):  # the lesson changed since: from its start
            session = Session(spec, lesson.setup(), tuple(seats))
            step, made = 0, 0
        from .scenes.menu import MenuScene

        scene_cls = self.scene_module(spec).GameScene
        self.scenes.reset(MenuScene(self))
        scene = scene_cls(self, session)
        scene.coach = Coach(
            scene, lesson, step=step, made=made,
            on_progress=(lambda k, m, actions: learn.record(spec.id, k, m, actions)) if keep else None,
            on_finish=lambda: keep and learn.finish(spec.id),  # the coach's last panel says it is recorded
            on_leave=self.to_menu,
            on_restart=lambda: self.start_lesson(spec, restart=True),
            on_skip=lambda: (learn.skip(spec.id), self.open_new_game(spec)),
        )
        self.scenes.push(scene)
        return scene

    def _learner_name(self) -> str:
        """The name the player last gave a human seat, else "Player"."""
        for seats in (getattr(self.settings, "last_seats", None) or {}).values():
            for seat in seats:
                if seat.get("kind") == "human" and seat.get("name"):
                    return seat["name"]
        return t("coach.you")

    def open_new_game(self, spec: GameSpec) -> None:
        """The menu, with ``spec``'s new-game dialog open (seats and options as last chosen)."""
        from .scenes.newgame import NewGameScene

        self.to_menu()
        self.scenes.push(NewGameScene(self, spec))

    def open_pause(self) -> None:
        from .scenes.pause import PauseScene

        self.scenes.push(PauseScene(self))

    def open_rules(self, spec: GameSpec) -> None:
        from .scenes.rules import RulesScene

        self.scenes.push(RulesScene(self, spec))

    # -- loop -------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return self.scenes.animating or self.toasts.animating or self.tooltips.animating

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F11:
                self.change_settings(fullscreen=not pygame.display.is_fullscreen())
                return
            if event.key == pygame.K_F12:
                self.screenshot_to_disk()
                return
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            if not any(getattr(event, "buttons", ())):
                self.tooltips.moved()
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.tooltips.pressed()
        elif event.type == pygame.WINDOWLEAVE:
            self._pointer = (-1, -1)  # the pointer left the window: no tooltip stays behind
        if event.type == pygame.MOUSEMOTION and self.scenes.top:
            self.tooltips.track(self.scenes.top.hover_target(event.pos))
        if self.scenes.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.scenes.top:
            self.scenes.top.back()

    def frame(self, dt: float) -> None:
        self.scenes.update(dt)
        # a tooltip belongs to what is under the pointer now: asked every frame, so it changes or
        # goes when that thing moves, changes or disappears under a still pointer (or the scene
        # changes)
        self._tip_scene = self.scenes.top
        self.tooltips.track(self._tip_scene.hover_target(self._pointer) if self._tip_scene else None)
        self.show_notices()
        self._poll_launches()
        self.toasts.update(dt)
        self.tooltips.update(dt)
        self.draw()

    def toast_anchor(self):
        """Where toasts go: where the top scene wants them (a table keeps them off its
        opponents' panels), else the top centre."""
        top = self.scenes.top
        anchor = getattr(top, "toast_anchor", None)
        return anchor() if callable(anchor) else None

    def draw(self) -> None:
        self.screen.fill(theme.FELT)
        self.scenes.draw(self.screen)
        self.toasts.draw(self.screen, self.toast_anchor())
        self.tooltips.draw(self.screen)
        pygame.display.flip()
        self.frame_count += 1

    def run(self) -> int:
        self._last = time.perf_counter()
        try:
            try:
                self.frame(0)
            except Exception:
                self.recover()
            while self.running and self.scenes.stack:
                self.step()
        finally:  # Ctrl+C in the terminal too: the worker stops, the window's size is kept
            self.close()
        return 0

    def step(self) -> None:
        """One turn of the main loop: wait for events (or the next frame while anything moves),
        handle them and draw. A bug in a screen must not lose the player's game: it is reported
        and the app goes back to the menu (:meth:`recover`)."""
        if self.animating:
            self.clock.tick(FPS)
            events = pygame.event.get()
        else:
            first = pygame.event.wait(IDLE_WAIT_MS)
            if first.type == pygame.NOEVENT:
                self._last = time.perf_counter()
                return  # idle and nothing happened: no redraw
            events = [first] + pygame.event.get()
        now = time.perf_counter()
        dt = min(100.0, (now - self._last) * 1000)
        self._last = now
        try:
            for e in events:
                self.dispatch(e)
                if not self.running:
                    break
            self.frame(dt)
        except Exception:
            self.recover()

    def recover(self) -> None:
        """Write a crash report, return to the menu and say so (with a button that opens the
        report). Re-raises if recovery keeps failing."""
        import traceback

        from . import crash

        now = time.monotonic()
        self._crashes = [t for t in getattr(self, "_crashes", []) if now - t < 10] + [now]
        top = self.scenes.top
        text = crash.report_text(traceback.format_exc(), crash.session_of(self.scenes), i18n.lang(),
                                 type(top).__name__ if top is not None else None)
        report = crash.write_report(text)
        log.error("recovered from an error; report: %s", report)
        if len(self._crashes) > 3:
            raise
        from .scenes.dialogs import message

        self.to_menu()
        body = t("error.recovered", path=crash.short_path(report) if report else "-")
        also = [(t("error.open_report"), lambda: self.open_report(report), "secondary")] if report else []
        message(self, t("error.title"), body, also=also)

    def open_report(self, report: Path) -> None:
        """Show a crash report in the system's text viewer (a failure is said in a toast)."""
        from . import opener

        self._launches.append(opener.open_path(report, folder=False))
        self._poll_launches()

    def _poll_launches(self) -> None:
        if not self._launches:
            return
        from .scenes.about import failure_text

        for launch in list(self._launches):
            result = launch.poll()
            if result is None:
                continue
            self._launches.remove(launch)
            if result:
                self.toast(failure_text(launch), "error")

    def close(self) -> None:
        self._remember_window_size()
        if self._worker is not None:
            self._worker.close()
            self._worker = None
        while self.scenes.stack:
            self.scenes.pop()

    # -- screenshots ------------------------------------------------------------
    def screenshot_to_disk(self) -> Path | None:
        folder = paths.data_dir() / "screenshots"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            out = folder / time.strftime("tabletop-%Y%m%d-%H%M%S.png")
            pygame.image.save(self.screen, str(out))
        except (OSError, pygame.error) as exc:
            self.toast(t("save.failed", error=exc), "error")
            return None
        self.toast(t("shot.saved", path=out), "ok")
        return out


def write_crash_report(text: str) -> Path | None:
    """Write ``text`` as a new crash report (see :mod:`tabletop.crash`)."""
    from . import crash

    return crash.write_report(text)


def setup_logging() -> None:
    """Warnings and errors go to stderr and to ``<data dir>/logs/tabletop.log`` (rotated)."""
    from logging.handlers import RotatingFileHandler

    root = logging.getLogger()
    if root.handlers:
        return
    root.setLevel(logging.INFO)
    fmt = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    err = logging.StreamHandler()
    err.setLevel(logging.WARNING)
    err.setFormatter(fmt)
    root.addHandler(err)
    try:
        folder = paths.data_dir() / "logs"
        folder.mkdir(parents=True, exist_ok=True)
        fh = RotatingFileHandler(folder / "tabletop.log", maxBytes=512 * 1024, backupCount=2, encoding="utf-8")
        fh.setFormatter(fmt)
        root.addHandler(fh)
    except OSError:
        pass


def run_gui(lang: str | None = None, discover=None) -> int:
    """The window. ``discover`` (``tabletop.games.register_all``) finds the games: the menu
    calls it right after its first frame, which needs none of them."""
    setup_logging()
    app = App()
    if lang:
        app.lang_for_run(lang)
    from .scenes.menu import MenuScene

    app.scenes.push(MenuScene(app, first=True, discover=discover))
    return app.run()


#: what ``--screenshot`` can write (pygame picks the format by the ending)
SHOT_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".tga")
#: ``--frames`` beyond this is a mistake (at 60 fps: ten minutes of animation)
MAX_SHOT_FRAMES = 36_000


def screenshot_target_problem(out: str | os.PathLike) -> str | None:
    """Why ``--screenshot OUT`` cannot be written (one line, English), or None. Makes OUT's
    folder when missing."""
    path = Path(out)
    if path.suffix.lower() not in SHOT_SUFFIXES:
        return f"{out}: the picture's name must end in {', '.join(SHOT_SUFFIXES)}"
    if path.is_dir():
        return f"{out} is a folder; give a file name such as {path / 'shot.png'}"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return f"cannot make the folder for {out}: {exc.strerror or exc}"
    if not path.parent.is_dir():
        return f"cannot write {out}: {path.parent} is not a folder"
    return None


class _PrivateHome:
    """``TABLETOP_HOME`` pointing at a new, empty temp folder for the block, removed after: a
    screenshot never reads or writes the player's saves, settings or statistics."""

    def __enter__(self) -> Path:
        import tempfile

        self._before = os.environ.get("TABLETOP_HOME")
        self.root = Path(tempfile.mkdtemp(prefix="tabletop-screenshot-"))
        os.environ["TABLETOP_HOME"] = str(self.root)
        return self.root

    def __exit__(self, *exc) -> None:
        import shutil

        if self._before is None:
            os.environ.pop("TABLETOP_HOME", None)
        else:
            os.environ["TABLETOP_HOME"] = self._before
        shutil.rmtree(self.root, ignore_errors=True)


def render_screenshot(out: str, scene: str = "menu", frames: int = 30, lang: str | None = None) -> int:
    """Render ``scene`` for ``frames`` simulated frames and save a PNG. Returns an exit code
    (2 with one line on stderr when ``out`` cannot be written). Runs in a private, throw-away
    data folder (default settings, no saves): the player's files are never touched."""
    problem = screenshot_target_problem(out)
    if problem is not None:
        print(f"tabletop: error: {problem}", file=sys.stderr)
        return 2
    with _PrivateHome():
        return _render_screenshot(out, scene, min(frames, MAX_SHOT_FRAMES), lang)


def _render_screenshot(out: str, scene: str, frames: int, lang: str | None) -> int:
    settings = Settings(fullscreen=False)
    if lang:
        settings.lang = lang
    settings.anim_speed = 1.0
    app = App(settings, persist_settings=False)
    try:
        return _shoot(app, out, scene, frames)
    finally:
        app.close()


def _shoot(app: App, out: str, scene: str, frames: int) -> int:
    from .scenes.menu import MenuScene

    app.scenes.push(MenuScene(app))
    if scene == "settings":
        from .scenes.settings import SettingsScene

        app.scenes.push(SettingsScene(app))
    elif scene == "stats":
        from .scenes.stats import StatsScene

        app.scenes.push(StatsScene(app))
    elif scene == "load":
        from .scenes.load import LoadScene

        app.scenes.push(LoadScene(app))
    elif scene.startswith("new:"):
        from .scenes.newgame import NewGameScene

        app.scenes.push(NewGameScene(app, registry.get(scene[4:])))
    elif scene.startswith("learn:"):
        if app.start_lesson(registry.get(scene[6:]), keep=False) is None:
            print(f"tabletop: {scene[6:]} has no lesson yet", file=sys.stderr)
            return 2
    elif scene != "menu":
        spec = registry.get(scene)
        seats = [Seat(t("new.default_name", n=1), "human")] + [
            Seat(t("new.ai_name", n=i + 1), "normal") for i in range(1, spec.min_players)
        ]
        app.start_game(spec, Setup(spec.min_players, {}, 1), seats)
    for _ in range(max(1, frames)):
        for e in pygame.event.get():
            if e.type != pygame.QUIT:
                app.dispatch(e)
        app.frame(1000 / FPS)
    try:
        pygame.image.save(app.screen, out)
    except (pygame.error, OSError) as exc:
        print(f"tabletop: error: cannot write {out}: {exc}", file=sys.stderr)
        return 2
    return 0
