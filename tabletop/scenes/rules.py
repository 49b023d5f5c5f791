"""Rules overlay: the game's rules summary, scrollable, with reconstructed rules marked; each
section illustrated by a small picture of a real position drawn with the game's own art (the
scene module's ``rules_picture(index, lang, size)``), and a way into the game's guided first game."""

from __future__ import annotations

import pygame

from ..engine.contract import GameSpec
from ..ui import i18n, theme
from ..ui.i18n import t
from ..ui.scene import Scene
from ..ui.text import render, render_block
from ..ui.widgets import Button, panel, reconstructed_badge


class RulesScene(Scene):
    overlay = True

    def __init__(self, app, spec: GameSpec):
        super().__init__(app)
        self.spec = spec
        self.rect = pygame.Rect(120, 48, theme.W - 240, theme.H - 96)
        self.scroll = 0
        self.widgets = [Button((self.rect.right - 168, self.rect.bottom - 64, 144, 44), lambda: t("common.close"),
                               self.app.scenes.pop, style="primary")]
        if self._can_learn():
            self.widgets.append(Button((self.rect.right - 168 - 16 - 200, self.rect.bottom - 64, 200, 44),
                                       lambda: t("coach.learn"), lambda: self.app.start_lesson(self.spec),
                                       tooltip=lambda: t("coach.learn.tip")))
        self._page: pygame.Surface | None = None
        self._lang = None

    def _can_learn(self) -> bool:
        """A lesson exists and the player is not in it already."""
        has = getattr(self.app, "has_lesson", None)
        if has is None or not has(self.spec):
            return False
        from ..ui.table import TableScene

        table = self.app.scenes.find(TableScene)
        return table is None or table.coach is None

    def picture(self, index: int, width: int):
        """The section's illustration from the game's scene module, or None."""
        try:
            module = self.app.scene_module(self.spec)
        except Exception:
            return None
        draw = getattr(module, "rules_picture", None)
        if draw is None:
            return None
        try:
            return draw(index, i18n.lang(), (width, round(width * 0.62)))
        except Exception:  # a picture must never cost the player the rules
            import logging

            logging.getLogger(__name__).warning("rules picture %d of %s failed", index, self.spec.id, exc_info=True)
            return None

    def relabel(self):
        self._page = None

    def page(self) -> pygame.Surface:
        if self._page is not None and self._lang == i18n.lang():
            return self._page
        self._lang = i18n.lang()
        width = self.rect.w - 80
        parts: list[pygame.Surface] = []
        self.marked: list[str] = []  # titles shown with the "reconstructed" badge
        sections = self.spec.rules_summary(i18n.lang())
        if not sections:
            parts.append(render_block(t("rules.none"), width, theme.S, theme.TEXT_DIM))
        pic_w = 260
        for index, sec in enumerate(sections):
            head = render(sec.title, theme.M, theme.TEXT, True)
            if sec.reconstructed:
                self.marked.append(sec.title)
                badge = reconstructed_badge()
                row = pygame.Surface((width, max(head.get_height(), badge.get_height())), pygame.SRCALPHA)
                row.blit(head, (0, 0))
                row.blit(badge, (head.get_width() + 12, (row.get_height() - badge.get_height()) // 2))
                head = row
            parts.append(head)
            body_color = theme.TEXT
            pic = self.picture(index, pic_w)
            if pic is None:
                parts.append(render_block(sec.body, width - (16 if sec.reconstructed else 0), theme.S, body_color))
            else:  # the picture on the left, the words beside it
                body = render_block(sec.body, width - pic_w - 24, theme.S, body_color)
                row = pygame.Surface((width, max(body.get_height(), pic.get_height())), pygame.SRCALPHA)
                row.blit(pic, (0, 0))
                pygame.draw.rect(row, theme.PANEL_BORDER, pic.get_rect(), 1, border_radius=6)
                row.blit(body, (pic_w + 24, 0))
                parts.append(row)
            parts.append(pygame.Surface((1, 16), pygame.SRCALPHA))
        h = sum(p.get_height() + 6 for p in parts)
        page = pygame.Surface((width, max(1, h)), pygame.SRCALPHA)
        y = 0
        for p in parts:
            page.blit(p, (0, y))
            y += p.get_height() + 6
        self._page = page
        return page

    def view_h(self) -> int:
        return self.rect.h - 84 - 80

    def handle(self, event):
        if event.type == pygame.MOUSEWHEEL:
            self._scroll(-event.y * 48)
            return True
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_DOWN: 48, pygame.K_UP: -48, pygame.K_PAGEDOWN: self.view_h(), pygame.K_PAGEUP: -self.view_h(),
                    pygame.K_SPACE: self.view_h(), pygame.K_HOME: -10**6, pygame.K_END: 10**6}
            if event.key in keys:
                self._scroll(keys[event.key])
                return True
            if event.key == pygame.K_ESCAPE:
                return False
        super().handle(event)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def _scroll(self, d: int) -> None:
        self.scroll = max(0, min(max(0, self.page().get_height() - self.view_h()), self.scroll + d))

    def draw(self, surface):
        panel(surface, self.rect, theme.PANEL, theme.ACCENT, radius=14)
        title = render(t("rules.title", game=self.spec.title(i18n.lang())), theme.L, theme.TEXT, True)
        surface.blit(title, (self.rect.x + 40, self.rect.y + 24))
        page = self.page()
        view = pygame.Rect(self.rect.x + 40, self.rect.y + 84, self.rect.w - 80, self.view_h())
        surface.blit(page, view.topleft, area=pygame.Rect(0, self.scroll, view.w, view.h))
        if page.get_height() > view.h:
            frac = view.h / page.get_height()
            th = max(24, int(view.h * frac))
            ty = view.y + int((view.h - th) * self.scroll / max(1, page.get_height() - view.h))
            pygame.draw.rect(surface, theme.PANEL_BORDER, (self.rect.right - 20, ty, 5, th), border_radius=2)
        legend = render(f"■ {t('rules.reconstructed')}: {t('rules.reconstructed.help')}", theme.XS, theme.OKABE_ITO["orange"])
        surface.blit(legend, (self.rect.x + 40, self.rect.bottom - 52))
        super().draw(surface)
