"""Settings → About: the version, what the build bundles and under which licences, where the
player's files are, and buttons that show the data, logs and licence folders in the system's
file manager (without blocking the loop: a launcher that fails says so in a toast)."""

from __future__ import annotations

from pathlib import Path

import pygame

from .. import __version__, opener, paths
from ..licenses import BUNDLED, licence_dir
from ..ui import theme
from ..ui.fonts import font, line_height
from ..ui.i18n import t
from ..ui.scene import Scene, title_bar
from ..ui.text import render, render_block
from ..ui.widgets import Button, panel

PANEL = pygame.Rect(120, 100, 1040, 520)
PAD = 32
X0 = PANEL.x + PAD
RIGHT = PANEL.right - PAD
COLS = (X0, X0 + 440, X0 + 640)  # component and version, licence, licence text
LABEL_W = 140                    # "Settings", "Data"... before each folder
BUTTON_W, BUTTON_GAP = 240, 12


def player_folders() -> list[tuple[str, Path]]:
    """(label key, folder) of everything the app keeps for the player."""
    return [("about.config", paths.config_dir()), ("about.data", paths.data_dir()),
            ("about.saves", paths.saves_dir()), ("about.logs", paths.data_dir() / "logs")]


def failure_text(launch: opener.Launch) -> str:
    """Why a folder could not be shown, in the player's language."""
    if launch.reason == "missing":
        return t("about.no_opener", program=launch.program, path=launch.path)
    if launch.reason == "status":
        return t("about.opener_status", program=launch.program, status=launch.status, path=launch.path)
    return t("about.open_failed", path=launch.path, error=launch.error)


class AboutScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.launches: list[opener.Launch] = []
        self.build()

    def relabel(self):
        self.build()

    def build(self):
        #: every text drawn: (the box it was given, its rendering, the text), so a test can check it fits
        self.items: list[tuple[pygame.Rect, pygame.Surface, str]] = []
        y = PANEL.y + 20
        name = render("tabletop", theme.M, theme.TEXT, True)
        version_text = t("about.version", version=__version__)
        version = render(version_text, theme.S, theme.ACCENT, True)
        self._put(name, X0, y, name.get_width(), name.get_height(), "tabletop")
        vx = X0 + name.get_width() + 16
        self._put(version, vx, y + name.get_height() - version.get_height() - 2, RIGHT - vx, version.get_height(),
                  version_text)
        y += name.get_height() + 2
        y = self._block(t("app.subtitle"), X0, y, RIGHT - X0, theme.XS, theme.TEXT_DIM) + 18

        y = self._line(t("about.bundled"), X0, y, RIGHT - X0, theme.S, theme.TEXT, bold=True) + 6
        row = max(line_height(theme.S), font(theme.S).get_height())
        for b in BUNDLED:
            cells = ((f"{b.name} {b.version()}", theme.S, theme.TEXT), (b.licence, theme.S, theme.TEXT),
                     ("/".join(b.text), theme.XS, theme.TEXT_DIM))
            for (text, size, colour), x, end in zip(cells, COLS, (*COLS[1:], RIGHT + 16)):
                img = render(text, size, colour)
                self._put(img, x, y + (row - img.get_height()) // 2, end - 16 - x, img.get_height(), text)
            y += row
        y = self._block(t("about.texts", path=licence_dir()), X0, y + 4, RIGHT - X0, theme.XS, theme.TEXT_DIM) + 18

        y = self._line(t("about.files"), X0, y, RIGHT - X0, theme.S, theme.TEXT, bold=True) + 6
        for key, folder in player_folders():
            label = render(t(key), theme.S, theme.TEXT_DIM)
            self._put(label, X0, y, LABEL_W, label.get_height(), t(key))
            x, w = X0 + LABEL_W + 16, RIGHT - X0 - LABEL_W - 16
            size = theme.S if font(theme.S).size(str(folder))[0] <= w else theme.XS  # a long path: smaller, wrapped
            y = max(y + label.get_height(), self._block(str(folder), x, y, w, size, theme.TEXT)) + 4
        self.bottom = y

        x = theme.W - theme.MARGIN - 8 - 3 * BUTTON_W - 2 * BUTTON_GAP
        self.open_buttons = {}
        for key, target in (("about.open_data", paths.data_dir), ("about.open_logs", lambda: paths.data_dir() / "logs"),
                            ("about.open_licences", licence_dir)):
            self.open_buttons[key] = Button((x, theme.H - 80, BUTTON_W, 48), lambda key=key: t(key),
                                            lambda target=target: self.open_folder(target()))
            x += BUTTON_W + BUTTON_GAP
        self.widgets = [Button((theme.MARGIN + 8, theme.H - 80, 200, 48), lambda: t("common.back"),
                               self.app.scenes.pop, hotkey=pygame.K_BACKSPACE), *self.open_buttons.values()]

    def _put(self, img: pygame.Surface, x: int, y: int, w: int, h: int, text: str) -> None:
        self.items.append((pygame.Rect(x, y, w, h), img, text))

    def _line(self, text, x, y, w, size, colour, bold=False) -> int:
        img = render(text, size, colour, bold)
        self._put(img, x, y, w, img.get_height(), text)
        return y + img.get_height()

    def _block(self, text, x, y, w, size, colour) -> int:
        img = render_block(text, w, size, colour)
        self._put(img, x, y, w, img.get_height(), text)
        return y + img.get_height()

    # -- opening folders ------------------------------------------------------------
    def open_folder(self, folder: Path) -> None:
        self.launches.append(opener.open_path(folder))
        self._watch()

    def _watch(self) -> None:
        for launch in list(self.launches):
            result = launch.poll()
            if result is None:
                continue
            self.launches.remove(launch)
            if result:
                self.app.toast(failure_text(launch), "error")

    @property
    def animating(self) -> bool:  # keep frames coming while a launcher is watched
        return bool(self.launches) or super().animating

    def update(self, dt):
        super().update(dt)
        self._watch()

    def draw(self, surface):
        surface.fill(theme.FELT)
        title_bar(surface, t("about.title"))
        panel(surface, PANEL, theme.PANEL, theme.PANEL_BORDER, radius=14)
        for box, img, _text in self.items:
            surface.blit(img, box.topleft)
        super().draw(surface)
