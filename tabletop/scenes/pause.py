"""Pause overlay: resume, save, load, settings, rules, quit to menu."""

from __future__ import annotations

import pygame

from .. import saves
from ..ui import i18n, theme
from ..ui.i18n import t
from ..ui.scene import Scene
from ..ui.text import render
from ..ui.widgets import Button, panel
from .dialogs import PromptDialog, confirm


class PauseScene(Scene):
    overlay = True

    def __init__(self, app):
        super().__init__(app)
        self.rect = pygame.Rect(0, 0, 360, 470)
        self.rect.center = (theme.W // 2, theme.H // 2)
        self.build()

    def relabel(self):
        self.build()

    @property
    def game(self):
        from ..ui.table import TableScene

        return self.app.scenes.find(TableScene)

    def build(self):
        x, y, w = self.rect.x + 40, self.rect.y + 84, self.rect.w - 80
        items = [
            ("pause.resume", self.app.scenes.pop, "primary"),
            ("pause.save", self.save, "secondary"),
            ("pause.load", self.load, "secondary"),
            ("pause.settings", self.settings, "secondary"),
            ("pause.rules", self.rules, "secondary"),
            ("pause.menu", self.to_menu, "secondary"),
        ]
        self.widgets = []
        for key, fn, style in items:
            self.widgets.append(Button((x, y, w, 46), lambda k=key: t(k), fn, style=style))
            y += 58

    def save(self):
        game = self.game
        if game is None:
            return
        session = game.session

        def do(name):
            try:
                saves.save(name, session.record, self.app.save_meta(session))
                self.app.toast(t("save.done", slot=name), "ok")
            except (OSError, saves.SaveError) as exc:
                self.app.toast(t("save.failed", error=saves.error_text(exc, i18n.lang())), "error")

        default = f"{session.spec.id} {len(session.record.actions)}"
        def problem(name):  # said under the name field, the dialog stays open
            try:
                saves.save_name(name)
            except saves.SaveError as exc:
                return exc.text(i18n.lang())
            return None

        self.app.scenes.push(PromptDialog(self.app, t("save.title"), t("save.name"), default, do, validate=problem))

    def load(self):
        from .load import LoadScene

        self.app.scenes.push(LoadScene(self.app))

    def settings(self):
        from .settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def rules(self):
        game = self.game
        if game is not None:
            self.app.open_rules(game.session.spec)

    @property
    def finished(self) -> bool:
        game = self.game
        return game is not None and game.session.is_terminal()

    def to_menu(self):
        lesson = self.game is not None and getattr(self.game, "coach", None) is not None
        text = t("pause.quit_finished") if self.finished else t("pause.quit_lesson" if lesson else "pause.quit_confirm")
        confirm(self.app, t("pause.menu"), text, self.app.to_menu)

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return False
        super().handle(event)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def draw(self, surface):
        panel(surface, self.rect, theme.PANEL, theme.ACCENT, radius=14)
        img = render(t("pause.title"), theme.L, theme.TEXT, True)
        surface.blit(img, img.get_rect(midtop=(self.rect.centerx, self.rect.y + 16)))
        if self.finished:  # a finished game is not "autosaved, choose Continue"
            note = render(t("pause.finished"), theme.XS, theme.ACCENT, True)
            surface.blit(note, note.get_rect(midtop=(self.rect.centerx, self.rect.y + 58)))
        super().draw(surface)
