"""Settings: language, volume, mute, animation speed, the opponents' pace, one-click play, full
screen. Changes apply and persist at once."""

from __future__ import annotations

import pygame

from .. import paths
from ..settings import AI_PACES, ANIM_SPEEDS
from ..ui import theme
from ..ui.i18n import t
from ..ui.scene import Scene, title_bar
from ..ui.text import render, render_block
from ..ui.widgets import Button, Slider, Stepper, Toggle, panel



def anim_label(v: float) -> str:
    return t(f"settings.anim.{v:g}" if v == 0 else f"settings.anim.{v:.1f}")


class SettingsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.build()

    def relabel(self):
        self.build()

    def build(self):
        s = self.app.settings
        x, w = 420, 440
        self.rows: list[tuple[int, str | None, str | None]] = []  # (y, label key, help key)
        y = 128
        self.widgets = []

        self.rows.append((y, "settings.language", "settings.language.help"))
        self.lang = Stepper((x, y, w, 44), ["ja", "en"], 0 if s.lang == "ja" else 1,
                            lambda v: self.app.change_settings(lang=v), labels=lambda v: t(f"lang.{v}"))
        self.widgets.append(self.lang)
        y += 78
        self.rows.append((y, "settings.volume", None))
        self.widgets.append(Slider((x, y + 10, w - 80, 24), s.volume,
                                   lambda v: self.app.change_settings(volume=v), label=lambda v: f"{round(v * 100)} %"))
        y += 46
        self.widgets.append(Toggle((232, y, x + w - 232, 40), lambda: t("settings.mute"), s.muted,
                                   lambda v: self.app.change_settings(muted=v)))
        y += 50
        self.rows.append((y, "settings.anim", "settings.anim.help"))
        speed = s.anim_speed if s.anim_speed in ANIM_SPEEDS else 1.0
        self.widgets.append(Stepper((x, y, w, 44), ANIM_SPEEDS, ANIM_SPEEDS.index(speed),
                                    lambda v: self.app.change_settings(anim_speed=v), labels=anim_label))
        y += 78
        self.rows.append((y, "settings.ai_pace", "settings.ai_pace.help"))
        pace = s.ai_pace if s.ai_pace in AI_PACES else "normal"
        self.widgets.append(Stepper((x, y, w, 44), AI_PACES, AI_PACES.index(pace),
                                    lambda v: self.app.change_settings(ai_pace=v), labels=lambda v: t(f"settings.ai_pace.{v}")))
        y += 78
        self.rows.append((y - 4, None, "settings.one_click.help"))
        self.widgets.append(Toggle((232, y, x + w - 232, 40), lambda: t("settings.one_click"), bool(s.one_click_play),
                                   lambda v: self.app.change_settings(one_click_play=v)))
        y += 90
        self.widgets.append(Toggle((232, y, x + w - 232, 40), lambda: t("settings.fullscreen"), bool(s.fullscreen),
                                   lambda v: self.app.change_settings(fullscreen=v)))
        self.widgets.append(Button((theme.MARGIN + 8, theme.H - 80, 200, 48), lambda: t("common.back"),
                                   self.app.scenes.pop, hotkey=pygame.K_BACKSPACE))
        self.widgets.append(Button((theme.W - theme.MARGIN - 8 - 260, theme.H - 80, 260, 48), lambda: t("settings.about"),
                                   self.open_about))

    def open_about(self):
        from .about import AboutScene

        self.app.scenes.push(AboutScene(self.app))

    def draw(self, surface):
        surface.fill(theme.FELT)
        title_bar(surface, t("settings.title"))
        panel(surface, pygame.Rect(200, 104, 880, 540), theme.PANEL, theme.PANEL_BORDER, radius=14)
        for y, key, help_key in self.rows:
            if key:
                surface.blit(render(t(key), theme.S, theme.TEXT, True), (232, y + 10))
            if help_key:
                surface.blit(render_block(t(help_key), 800, theme.XS, theme.TEXT_DIM), (232, y + 50))
        where = render(t("settings.where", path=paths.config_dir()), theme.XS, theme.TEXT_DIM)
        surface.blit(where, (232, 612))
        super().draw(surface)
