"""The main menu: Continue (last autosave) first, one tile per registered game, and the rest."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from pathlib import Path

import pygame

from .. import learn as lessons, saves
from ..fileio import read_json_limited
from ..engine import registry
from ..engine.contract import GameSpec
from ..ui import i18n, theme
from ..ui.i18n import t
from ..ui.scene import Scene
from ..ui.text import render, render_block, render_fit
from ..ui.widgets import Button, Widget, panel
from . import has_lesson, has_scene, scene_for

log = logging.getLogger(__name__)

TILE_W, TILE_H = 272, 236
THUMB_H = 150


def game_title(spec: GameSpec) -> str:
    return spec.title(i18n.lang())


def generic_thumbnail(spec: GameSpec, size: tuple[int, int]) -> pygame.Surface:
    """A drawn tile for games whose scene module offers no ``thumbnail``."""
    base, accent = spec.accents or (theme.PANEL_HI, theme.ACCENT)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, base, surf.get_rect(), border_radius=10)
    w, h = size
    for i in range(3):
        card = pygame.Rect(0, 0, 56, 78)
        card.center = (w // 2 - 40 + i * 40, h // 2 + 6 - (8 if i == 1 else 0))
        pygame.draw.rect(surf, (0, 0, 0, 60), card.move(3, 4), border_radius=6)
        pygame.draw.rect(surf, theme.CARD_FACE, card, border_radius=6)
        pygame.draw.rect(surf, accent, card.inflate(-10, -10), 2, border_radius=4)
    glyph = render(spec.id[:1].upper(), theme.L, accent, True)
    surf.blit(glyph, glyph.get_rect(center=(w // 2, h // 2 - 2)))
    return surf


@lru_cache(maxsize=4)
def placeholder_thumbnail(size: tuple[int, int]) -> pygame.Surface:
    """A game's picture before it is drawn: the tile's plain panel."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, theme.PANEL_HI, surf.get_rect(), border_radius=10)
    return surf


class GameTile(Widget):
    LEARN_H = 28
    CHECK_W = 16  # the check mark of a finished lesson, before the pill's words

    def __init__(self, rect, spec: GameSpec, on_click, playable: bool = True, on_learn=None, learned: bool = False):
        self.rect = pygame.Rect(rect)
        self.spec, self.on_click = spec, on_click
        self.playable = playable
        self.on_learn = on_learn if playable else None  # the game's "Learn to play", if it has a lesson
        self.learned = learned  # its lesson was finished once: the pill carries a check mark
        self._thumb: pygame.Surface | None = None
        #: the picture waits (the app's first frame): a plain tile until the menu draws it
        self.deferred = False
        self.pressed: str | bool = False

    @property
    def learn_rect(self) -> pygame.Rect | None:
        """The tile's "Learn to play" pill (over the picture's top right), when the game has a lesson."""
        if self.on_learn is None:
            return None
        mark = self.CHECK_W if self.learned else 0
        w = min(self.rect.w - 32, render(t("coach.learn"), theme.XS, theme.TEXT, True).get_width() + 24 + mark)
        return pygame.Rect(self.rect.right - 16 - w, self.rect.y + 14, w, self.LEARN_H)

    @property
    def tooltip(self):
        if not self.playable:
            return t("menu.not_ready.tip")
        pos = pygame.mouse.get_pos()
        if self.learn_rect is not None and self.learn_rect.collidepoint(pos):
            return t("coach.learn.tip") + ("\n" + t("coach.learn.done") if self.learned else "")
        return self.players_text()

    def players_text(self) -> str:
        lo, hi = self.spec.min_players, self.spec.max_players
        return t("menu.players", n=t("menu.range", lo=lo, hi=hi) if lo != hi else lo)

    def thumb(self) -> pygame.Surface:
        if self._thumb is None and self.deferred:
            return placeholder_thumbnail((self.rect.w - 16, THUMB_H))
        if self._thumb is None:
            size = (self.rect.w - 16, THUMB_H)
            if not self.playable:
                self._thumb = generic_thumbnail(self.spec, size)
                return self._thumb
            try:
                mod = scene_for(self.spec)
                make = getattr(mod, "thumbnail", None)
                self._thumb = make(size) if make else generic_thumbnail(self.spec, size)
            except Exception as exc:  # a broken scene must not break the menu
                log.warning("thumbnail for %s failed: %s", self.spec.id, exc)
                self._thumb = generic_thumbnail(self.spec, size)
        return self._thumb

    def title_image(self) -> pygame.Surface:
        """The game's name on one line, smaller if it must be (a second line ran into the
        players and minutes under it: 「奪寶天兵 ピラミッドレイダース」)."""
        return render_fit(game_title(self.spec), theme.S, theme.TEXT, self.rect.w - 24, True, min_size=theme.XS)

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            learn = self.learn_rect
            self.pressed = "learn" if learn is not None and learn.collidepoint(event.pos) else True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            pressed, self.pressed = self.pressed, False
            if pressed == "learn" and self.learn_rect.collidepoint(event.pos):
                self.on_learn(self.spec)
            elif pressed is True and self.rect.collidepoint(event.pos):
                self.on_click(self.spec)
            return True
        return False

    def draw(self, surface):
        hover = self.hovered() and self.playable
        r = self.rect.move(0, -4 if hover else 0)
        panel(surface, r, theme.PANEL_HI if hover else theme.PANEL, theme.ACCENT if hover else theme.PANEL_BORDER, radius=12)
        surface.blit(self.thumb(), (r.x + 8, r.y + 8))
        surface.blit(self.title_image(), (r.x + 12, r.y + THUMB_H + 14))
        players = self.players_text()
        m_lo, m_hi = self.spec.minutes
        length = t("menu.length", minutes=t("menu.range", lo=m_lo, hi=m_hi) if m_lo != m_hi else m_lo)
        info = render(f"{players} · {length}", theme.XS, theme.TEXT_DIM)
        surface.blit(info, (r.x + 12, r.bottom - 26))
        learn = self.learn_rect
        if learn is not None:
            learn = learn.move(0, r.y - self.rect.y)
            hot = learn.collidepoint(pygame.mouse.get_pos())
            pygame.draw.rect(surface, theme.ACCENT if hot else theme.FELT_DARK, learn, border_radius=learn.h // 2)
            pygame.draw.rect(surface, theme.ACCENT, learn, 1, border_radius=learn.h // 2)
            color = theme.TEXT_DARK if hot else theme.TEXT
            label = render(t("coach.learn"), theme.XS, color, True)
            mark = self.CHECK_W if self.learned else 0
            spot = label.get_rect(center=(learn.centerx + mark // 2, learn.centery))
            surface.blit(label, spot)
            if self.learned:  # drawn, not a glyph: a check mark before the words
                x, y = spot.x - mark, learn.centery
                pygame.draw.lines(surface, color if hot else theme.ACCENT, False,
                                  [(x + 1, y), (x + 5, y + 4), (x + 12, y - 5)], 3)
        if not self.playable:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (*theme.FELT_DARK, 150), veil.get_rect(), border_radius=12)
            surface.blit(veil, r.topleft)
            badge = render(t("menu.not_ready"), theme.XS, theme.TEXT, True)
            b = badge.get_rect(center=(r.centerx, r.y + 8 + THUMB_H // 2))
            pygame.draw.rect(surface, theme.PANEL, b.inflate(20, 10), border_radius=8)
            pygame.draw.rect(surface, theme.PANEL_BORDER, b.inflate(20, 10), 1, border_radius=8)
            surface.blit(badge, b)


@dataclass(frozen=True)
class PeekedAutosave:
    """What the first frame knows of the autosave: its header, read without replaying the game."""

    game_id: str
    path: Path


class MenuScene(Scene):
    """The main menu. ``first``: the app's first screen, which shows itself before it does what
    it does not need for that (``discover``: find the games; their pictures, one per frame;
    the autosave's full check, which replays it): those follow, one per frame, right after."""

    def __init__(self, app, first: bool = False, discover=None):
        super().__init__(app)
        self.autosave = None
        self._later: list = []  # the first screen's deferred work, one step per frame after it
        self._deferring = first
        if first:
            if discover is not None:
                self._later.append(lambda: (discover(), self.build(peek=True)))
            self._later.append(self._next_thumbnail)
            self._later.append(self._check_autosave)
        self.build(peek=first)

    def enter(self):
        self.build(peek=self._deferring)

    def relabel(self):
        self.build(peek=self._deferring)

    @property
    def animating(self) -> bool:
        return bool(self._later) or super().animating

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._later and self.app.frame_count > 0:  # after the first frame is on screen
            job = self._later[0]
            if job() is not True:  # a job that has more to do returns True
                self._later.pop(0)
            if not self._later:
                self._deferring = False

    def handle(self, event) -> bool:
        if self._later and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.finish_deferred()  # the player acts before the menu is complete: complete it first
        return super().handle(event)

    def finish_deferred(self) -> None:
        """Do the first screen's deferred work now, all of it."""
        while self._later:
            job = self._later[0]
            while job() is True:
                pass
            self._later.pop(0)
        self._deferring = False

    def _next_thumbnail(self) -> bool:
        """Draw one game's picture (importing its table); True while more are left."""
        for w in self.widgets:
            if isinstance(w, GameTile) and w.deferred and w._thumb is None:
                w.deferred = False
                w.thumb()
                return True
        return False

    def _check_autosave(self) -> None:
        """The full check of the autosave (a replay); the menu follows what it finds (and says
        if it cannot be used)."""
        self._deferring = False
        self.build()

    def _peek_autosave(self) -> PeekedAutosave | None:
        """The autosave's header only (game, finished?); anything odd waits for the full check."""
        try:
            path = saves.slot_path(saves.AUTOSAVE)
            if not path.is_file():
                return None
            data = read_json_limited(path, saves.MAX_BYTES, saves.MAX_DEPTH)
        except Exception:  # noqa: BLE001 - the full check after the first frame says what is wrong
            return None
        if not isinstance(data, dict) or not isinstance(data.get("game"), str):
            return None
        meta = data.get("meta")
        if isinstance(meta, dict) and meta.get("finished"):
            return None
        return PeekedAutosave(data["game"], path)

    def _load_autosave(self):
        try:
            loaded = saves.latest_autosave()
        except saves.SaveError as exc:
            self.app.toast(t("load.failed", error=exc.text(i18n.lang())), "error")
            return None
        except Exception as exc:  # the menu is built before anything can recover: it must come up
            log.exception("reading the autosave failed")
            self.app.toast(t("load.failed", error=f"{type(exc).__name__}: {exc}"), "error")
            return None
        if loaded is None or loaded.meta.get("finished"):
            return None
        return loaded

    def build(self, peek: bool = False) -> None:
        self.autosave = self._peek_autosave() if peek else self._load_autosave()
        x, y, w = theme.MARGIN + 8, 168, 280
        self.widgets = []
        if self.autosave is not None:
            game_id = self.autosave.game_id if peek else self.autosave.record.game_id
            try:
                gname = registry.get(game_id).title(i18n.lang())
            except KeyError:
                gname = game_id
            try:
                when = datetime.fromtimestamp(self.autosave.path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
            except OSError:
                when = ""
            b = Button((x, y, w, 52), lambda: t("menu.continue"), self.continue_game, style="primary",
                       hotkey=pygame.K_c, size=theme.M, tooltip=lambda: t("menu.continue.tip", game=gname, when=when))
            self.widgets.append(b)
            y += 68
        entries = [
            ("menu.load", self.open_load, pygame.K_l),
            ("menu.settings", self.open_settings, pygame.K_s),
            ("menu.stats", self.open_stats, pygame.K_t),
            ("menu.quit", self.quit, pygame.K_q),
        ]
        for key, fn, hk in entries:
            self.widgets.append(Button((x, y, w, 48), (lambda k=key: t(k)), fn, hotkey=hk, size=theme.S))
            y += 60
        games = registry.all_games()
        gx0, gy0 = 400, 140
        for i, spec in enumerate(games):
            col, row = i % 3, i // 3
            rect = (gx0 + col * (TILE_W + 20), gy0 + row * (TILE_H + 20), TILE_W, TILE_H)
            tile = GameTile(rect, spec, self.new_game, has_scene(spec), on_learn=self.learn if has_lesson(spec) else None,
                            learned=has_lesson(spec) and lessons.progress(spec.id)["done"])
            tile.deferred = self._deferring and tile.playable  # its picture comes after the first frame
            self.widgets.append(tile)
        self.games = games

    # actions
    def continue_game(self):
        if isinstance(self.autosave, PeekedAutosave):  # pressed before the full check: do it now
            self.finish_deferred()
        if self.autosave is not None:
            try:
                self.app.resume(self.autosave)
            except Exception as exc:  # a record that no longer replays: say so, keep the file
                self.app.toast(t("load.failed", error=exc), "error")

    def new_game(self, spec):
        from .newgame import NewGameScene

        if not has_scene(spec):
            self.app.toast(t("menu.not_ready.tip"))
            return
        self.app.scenes.push(NewGameScene(self.app, spec))

    def learn(self, spec):
        self.app.start_lesson(spec)

    def open_load(self):
        from .load import LoadScene

        self.app.scenes.push(LoadScene(self.app))

    def open_settings(self):
        from .settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def open_stats(self):
        from .stats import StatsScene

        self.app.scenes.push(StatsScene(self.app))

    def quit(self):
        self.app.running = False

    def back(self):
        return True  # Esc on the root menu does nothing (Quit is a button)

    def draw(self, surface):
        surface.fill(theme.FELT)
        # a soft vignette band behind the left column
        band = pygame.Surface((360, theme.H), pygame.SRCALPHA)
        band.fill((0, 0, 0, 50))
        surface.blit(band, (0, 0))
        title = render(t("app.title"), theme.XL, theme.TEXT, True)
        surface.blit(title, (theme.MARGIN + 8, 40))
        pygame.draw.line(surface, theme.ACCENT, (theme.MARGIN + 10, 40 + title.get_height() + 4),
                         (theme.MARGIN + 10 + 120, 40 + title.get_height() + 4), 3)
        sub = render_block(t("app.subtitle"), 300, theme.XS, theme.TEXT_DIM)
        surface.blit(sub, (theme.MARGIN + 8, 40 + title.get_height() + 16))
        heading = render(t("menu.games"), theme.M, theme.TEXT, True)
        surface.blit(heading, (400, 84))
        if not self.games and not self._later:  # (the first frame comes before the games are found)
            msg = render_block(t("menu.no_games"), 560, theme.S, theme.TEXT_DIM)
            surface.blit(msg, (400, 140))
        hint = render(t("menu.hint"), theme.XS, theme.TEXT_DIM)
        surface.blit(hint, (400, theme.H - theme.MARGIN - hint.get_height()))
        super().draw(surface)
