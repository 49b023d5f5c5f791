"""Load screen: every save (damaged ones listed with their error), load or delete."""

from __future__ import annotations

import pygame

from .. import saves
from ..engine import registry
from ..ui import i18n, theme
from ..ui.i18n import t
from ..ui.scene import Scene, title_bar
from ..ui.widgets import Button, ListView
from .dialogs import confirm, message


def _game_name(game_id: str | None) -> str:
    try:
        return registry.get(game_id).title(i18n.lang()) if game_id else "?"
    except KeyError:
        return t("load.unknown_game", game=game_id)


class LoadScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.infos: list[saves.SaveInfo] = []
        self.list = ListView((200, 112, 880, 480), [], on_activate=lambda i: self.load(), empty=lambda: t("load.empty"))
        self.build()

    def enter(self):
        self.refresh()

    def relabel(self):
        self.build()

    def build(self):
        self.widgets = [self.list]
        self.widgets.append(Button((theme.MARGIN + 8, theme.H - 80, 200, 48), lambda: t("common.back"), self.app.scenes.pop))
        self.widgets.append(Button((theme.W - 448, theme.H - 80, 200, 48), lambda: t("common.delete"), self.delete,
                                   style="danger", hotkey=pygame.K_DELETE, enabled=lambda: self.current() is not None))
        self.widgets.append(Button((theme.W - 232, theme.H - 80, 200, 48), lambda: t("load.load"), self.load,
                                   style="primary", enabled=lambda: self.current() is not None and self.current().error is None))
        self.refresh()

    def refresh(self):
        try:
            self.infos = saves.list_saves()
        except saves.SaveError as exc:  # the saves folder cannot be read (or is a file)
            self.infos = []
            if exc.text("en") != getattr(self, "_told", None):
                self._told = exc.text("en")
                self.app.toast(saves.error_text(exc, i18n.lang()), "error")
        rows = []
        for info in self.infos:
            slot = t("load.autosave") if info.slot == "autosave" else info.slot
            try:
                when = info.saved_at.astimezone().strftime("%Y-%m-%d %H:%M") if info.saved_at else ""
            except (OverflowError, ValueError, OSError):  # a date no clock can show
                when = ""
            if info.error:
                why = saves.message(info.error_code, info.error_params, i18n.lang())
                unusable = info.error_code in saves.UNUSABLE or info.error_code == "unreadable"
                sub = t("load.unusable" if unusable else "load.damaged", error=why)
            else:
                bits = [_game_name(info.game), when]
                if isinstance(info.meta.get("turn"), int):
                    bits.append(t("load.turn", turn=info.meta["turn"]))
                if info.meta.get("summary"):
                    bits.append(str(info.meta["summary"]))
                sub = " · ".join(bits)
            rows.append((slot, sub))
        self.list.set_rows(rows)

    def current(self) -> saves.SaveInfo | None:
        i = self.list.selected
        return self.infos[i] if 0 <= i < len(self.infos) else None

    def load(self):
        info = self.current()
        if info is None:
            return
        try:
            loaded = saves.load(info.path)
        except saves.SaveError as exc:
            message(self.app, t("error.title"), t("load.failed", error=exc.text(i18n.lang())))
            self.refresh()
            return
        try:
            self.app.resume(loaded)
        except Exception as exc:  # the scene could not be built: report, keep the save
            message(self.app, t("error.title"), t("load.failed", error=exc))

    def delete(self):
        info = self.current()
        if info is None:
            return
        slot = t("load.autosave") if info.slot == "autosave" else info.slot
        if info.slot == saves.AUTOSAVE and self._live_game() is not None:
            # the autosave is the game on the table (opened over it from its menu): it stays
            # while that game is open, or the game would be lost without a word
            self.app.toast(t("load.autosave_in_play"), "error")
            return

        def really():
            try:
                saves.delete(info.path)
                self.app.toast(t("load.deleted"), "ok")
            except (OSError, saves.SaveError) as exc:
                self.app.toast(saves.error_text(exc, i18n.lang()), "error")
            self.refresh()

        confirm(self.app, t("common.delete"), t("load.confirm_delete", slot=slot), really, yes=t("common.delete"), danger=True)

    def _live_game(self):
        """The game in progress under this screen (not a lesson's, which keeps no autosave)."""
        from ..ui.table import TableScene

        table = self.app.scenes.find(TableScene)
        if table is None or table.coach is not None or table.session.is_terminal():
            return None
        return table

    def draw(self, surface):
        surface.fill(theme.FELT)
        title_bar(surface, t("load.title"))
        super().draw(surface)
