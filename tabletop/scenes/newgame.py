"""New-game dialog, generic over the contract: players, seats (Human / AI level), options, seed."""

from __future__ import annotations

import random

import pygame

from ..engine.contract import GameError, GameSpec, Option, Setup
from ..engine.record import Seat
from ..ui import i18n, theme
from ..ui.fonts import font
from ..ui.i18n import t, tg
from ..ui.scene import Scene, title_bar
from ..ui.text import block_height, render, render_block, render_fit
from ..ui.widgets import Button, Stepper, TextInput, Toggle, panel, reconstructed_badge

SEAT_CHOICES = ("human", "easy", "normal", "hard")
ROW = 50
OPTIONS_BOTTOM = 620  # the options panel ends at 632
PLAYERS_PANEL = pygame.Rect(40, 92, 500, 540)
OPTIONS_PANEL = pygame.Rect(556, 92, 684, 540)
OX = OPTIONS_PANEL.x + 24     # the options' left edge
LABEL_W = 330                 # an option's label, left of its stepper
STEPPER_W = 300


def option_label(spec: GameSpec, opt: Option, value=None) -> str:
    if value is None:
        return tg(spec.id, f"option.{opt.key}")
    if opt.kind == "choice":
        return tg(spec.id, f"option.{opt.key}.{value}")
    return str(value)


class NewGameScene(Scene):
    def __init__(self, app, spec: GameSpec):
        super().__init__(app)
        self.spec = spec
        s = app.settings
        remembered = (getattr(s, "last_seats", {}) or {}).get(spec.id) or []
        self.players = spec.min_players
        if remembered and spec.min_players <= len(remembered) <= spec.max_players:
            self.players = len(remembered)
        self.seats: list[dict] = []
        for i in range(spec.max_players):
            r = remembered[i] if i < len(remembered) and isinstance(remembered[i], dict) else {}
            kind = r.get("kind") if r.get("kind") in SEAT_CHOICES else ("human" if i == 0 else "normal")
            name = r.get("name") if isinstance(r.get("name"), str) and r.get("name").strip() else None
            self.seats.append({"kind": kind, "name": name})
        last_opts = (getattr(s, "last_options", {}) or {}).get(spec.id) or {}
        self.options = {}
        for opt in spec.options:
            v = last_opts.get(opt.key, opt.default)
            try:
                self.options[opt.key] = opt.check(v)
            except GameError:
                self.options[opt.key] = opt.default
        self.seed_text = ""
        self._last_changed: str | None = None
        self.build()

    def relabel(self):
        self.build()

    def default_name(self, i: int) -> str:
        kind = self.seats[i]["kind"]
        return t("new.default_name", n=i + 1) if kind == "human" else t("new.ai_name", n=i + 1)

    def seat_name(self, i: int) -> str:
        return self.seats[i]["name"] or self.default_name(i)

    def build(self):
        self.widgets = []
        self.rows = []
        x0 = 64
        self.widgets.append(Stepper((x0 + 200, 104, 200, 40), list(range(self.spec.min_players, self.spec.max_players + 1)),
                                    self.players - self.spec.min_players, self.set_players,
                                    labels=lambda n: str(n)))
        y = 168
        self.name_inputs = []
        for i in range(self.players):
            name_in = TextInput((x0 + 84, y, 200, 40), self.seat_name(i), lambda v, i=i: self.set_name(i, v), max_len=16)
            self.name_inputs.append(name_in)
            self.widgets.append(name_in)
            self.widgets.append(Stepper((x0 + 296, y, 164, 40), SEAT_CHOICES, SEAT_CHOICES.index(self.seats[i]["kind"]),
                                        lambda v, i=i: self.set_kind(i, v), labels=lambda k: t(f"seat.{k}")))
            y += ROW
        self.seats_bottom = y
        # options: label and control on one line, the one-line help under it; when they do not
        # all fit, the help moves into the tooltips and the rows close up to fit the panel
        ox, oy = OX, 156
        # a value this table cannot have (a seat a smaller table lacks, a choice a bigger one cannot
        # use) becomes the default or the first it can, before deciding which options depend on it
        for o in self.spec.options:
            values = o.values_for(self.players)
            if o.kind != "bool" and self.options[o.key] not in values:
                self.options[o.key] = o.default if o.default in values else values[0]
        shown = [o for o in self.spec.options if o.shown(self.players, self.options)]
        helps = [tg(self.spec.id, f"option.{o.key}.help") for o in shown]
        room = OPTIONS_BOTTOM - oy
        full = sum(44 + block_height(h, LABEL_W + STEPPER_W + 10, theme.XS) + 10 for h in helps)
        compact = full > room
        step = min(48, room // max(1, len(shown)))
        ch = min(40, step - 4) if compact else 40  # a control's height
        self.option_rows = []
        self.option_widgets: list[tuple[Option, object, str]] = []  # (option, its widget, its help)
        self.compact = compact
        full_w = LABEL_W + 10 + STEPPER_W
        for opt, help_text in zip(shown, helps):
            label = option_label(self.spec, opt)
            if opt.kind == "bool":
                w = Toggle((ox, oy, full_w, ch), label, bool(self.options[opt.key]),
                           lambda v, k=opt.key: self.set_option(k, v))
            else:
                values = list(opt.values_for(self.players))
                w = Stepper((ox + LABEL_W + 10, oy, STEPPER_W, ch), values, values.index(self.options[opt.key]),
                            lambda v, k=opt.key: self.set_option(k, v),
                            labels=lambda v, o=opt: option_label(self.spec, o, v))
                self.option_rows.append((pygame.Rect(ox, oy, LABEL_W, ch), label))
            self.option_widgets.append((opt, w, help_text))
            # the tooltip says what the panel does not: a label cut short, read whole, and the
            # help when it has moved out of the rows (printed under the row, it would only
            # repeat it over the next row); a reconstructed value says what that means
            cut = opt.kind != "bool" and font(theme.XS).size(label)[0] > LABEL_W
            tip = [label] if cut else []
            if compact:
                tip.append(help_text)
            w.tooltip = (lambda tip=tuple(tip), o=opt: "\n".join(list(tip) + self._reconstructed_tip(o)) or None)
            self.widgets.append(w)
            if compact:
                oy += step
            else:
                self.option_rows.append((pygame.Rect(ox, oy + 42, full_w, 0), "help:" + help_text))
                oy += 44 + block_height(help_text, full_w, theme.XS) + 10
        # the seed sits in the bottom bar, between Back and Start
        self.seed_y = theme.H - 78
        self.seed_input = TextInput((560, self.seed_y, 200, 44), self.seed_text, self.set_seed, max_len=12,
                                    allowed=lambda s: s == "" or s.isdigit(), placeholder="—")
        self.seed_input.tooltip = t("new.seed.help")
        self.widgets.append(self.seed_input)
        self.widgets.append(Button((theme.MARGIN + 8, theme.H - 80, 200, 48), lambda: t("common.back"),
                                   self.app.scenes.pop))
        self.widgets.append(Button((theme.W - theme.MARGIN - 248, theme.H - 80, 240, 52), lambda: t("common.start"),
                                   self.start, style="primary", hotkey=pygame.K_RETURN, size=theme.M))
        if self.suggest_lesson():  # a game the player has never played: its guided first game first?
            self.widgets.append(Button((theme.W - theme.MARGIN - 280, 30, 272, 44), lambda: t("coach.learn_first"),
                                       lambda: self.app.start_lesson(self.spec), size=theme.S,
                                       tooltip=lambda: t("coach.suggest", game=self.spec.title(i18n.lang()))))

    def suggest_lesson(self) -> bool:
        """Suggest "Learn to play": the game has a lesson, never begun, and was never played."""
        from .. import learn, stats

        has = getattr(self.app, "has_lesson", None)
        if has is None or not has(self.spec) or not learn.should_suggest(self.spec.id):
            return False
        return not stats.load_stats().get(self.spec.id, {}).get("played")

    def _reconstructed_tip(self, opt: Option) -> list[str]:
        if self.options.get(opt.key) in opt.reconstructed:
            return [f"{t('rules.reconstructed')}: {t('rules.reconstructed.help')}"]
        return []

    def help_rect(self) -> pygame.Rect | None:
        """In compact mode, where the help of the option under the pointer is printed (below the
        seats, when they leave room), so every option's help is on screen without a tooltip."""
        if not self.compact:
            return None
        top = self.seats_bottom + 16
        r = pygame.Rect(PLAYERS_PANEL.x + 24, top, PLAYERS_PANEL.w - 48, PLAYERS_PANEL.bottom - 16 - top)
        return r if r.h >= 96 else None

    def help_subject(self) -> tuple[Option, str] | None:
        """The option whose help the help box shows: the one under the pointer, else the last changed."""
        pos = self.app._pointer if hasattr(self.app, "_pointer") else pygame.mouse.get_pos()
        for opt, w, help_text in self.option_widgets:
            row = w.rect.union(pygame.Rect(OX, w.rect.y, LABEL_W, w.rect.h))
            if row.collidepoint(pos):
                return opt, help_text
        for opt, w, help_text in self.option_widgets:
            if opt.key == self._last_changed:
                return opt, help_text
        return None

    # changes
    def set_players(self, n: int) -> None:
        self.players = n
        self.build()

    def set_name(self, i: int, v: str) -> None:
        self.seats[i]["name"] = v.strip() or None

    def set_kind(self, i: int, kind: str) -> None:
        custom = self.seats[i]["name"] not in (None, self.default_name(i))
        self.seats[i]["kind"] = kind
        if not custom:
            self.seats[i]["name"] = None
        self.build()

    def set_option(self, key: str, value) -> None:
        self.options[key] = value
        self._last_changed = key
        if any(o.when and o.when[0] == key for o in self.spec.options):
            self.build()  # options that depend on this one come or go

    def set_seed(self, v: str) -> None:
        self.seed_text = v

    def start(self) -> None:
        seats = [Seat(self.seat_name(i)[:16], self.seats[i]["kind"]) for i in range(self.players)]
        seed = int(self.seed_text) if self.seed_text else random.SystemRandom().randrange(1, 2**31)
        try:
            setup = self.spec.validate(Setup(self.players, dict(self.options), seed))
        except GameError as exc:
            self.app.toast(t("new.invalid", error=exc), "error")
            return
        s = self.app.settings
        s.last_seats = {**(s.last_seats or {}), self.spec.id: [{"name": x.name, "kind": x.kind} for x in seats]}
        s.last_options = {**(s.last_options or {}), self.spec.id: dict(setup.options)}
        self.app.save_settings()
        pygame.key.stop_text_input()
        self.app.start_game(self.spec, setup, seats)

    def leave(self):
        pygame.key.stop_text_input()

    def draw(self, surface):
        surface.fill(theme.FELT)
        base, accent = self.spec.accents or (theme.PANEL, theme.ACCENT)
        title_bar(surface, t("new.title", game=self.spec.title(i18n.lang())), accent=accent)
        panel(surface, PLAYERS_PANEL, theme.PANEL, theme.PANEL_BORDER, radius=14)
        panel(surface, OPTIONS_PANEL, theme.PANEL, theme.PANEL_BORDER, radius=14)
        surface.blit(render(t("new.players"), theme.S, theme.TEXT, True), (64, 112))
        surface.blit(render(t("new.name"), theme.XS, theme.TEXT_DIM), (148, 148))
        surface.blit(render(t("new.who"), theme.XS, theme.TEXT_DIM), (360, 148))
        for i in range(self.players):
            y = 168 + i * ROW
            badge = pygame.Rect(64, y + 4, 72, 32)
            pygame.draw.rect(surface, theme.PANEL_HI, badge, border_radius=16)
            img = render(t("new.seat", n=i + 1), theme.XS, theme.TEXT)
            surface.blit(img, img.get_rect(center=badge.center))
        surface.blit(render(t("new.options"), theme.S, theme.TEXT, True), (OX, 112))
        if not self.spec.options:
            surface.blit(render(t("new.no_options"), theme.S, theme.TEXT_DIM), (OX, 176))
        for r, label in self.option_rows:
            if label.startswith("help:"):
                surface.blit(render_block(label[5:], r.w, theme.XS, theme.TEXT_DIM), r.topleft)
            else:
                img = render_fit(label, theme.S, theme.TEXT, r.w, min_size=theme.XS)
                surface.blit(img, img.get_rect(midleft=r.midleft))
        for opt, w, _help in self.option_widgets:  # a value this app decided: a badge that says so
            if self.options.get(opt.key) in opt.reconstructed:
                badge = reconstructed_badge()
                surface.blit(badge, badge.get_rect(midright=(w.rect.x - 6, w.rect.centery)))
        box = self.help_rect()
        subject = self.help_subject() if box is not None else None
        if box is not None:
            pygame.draw.rect(surface, theme.FELT_DARK, box, border_radius=10)
            if subject is None:
                surface.blit(render_block(t("new.help.point"), box.w - 24, theme.XS, theme.TEXT_DIM),
                             (box.x + 12, box.y + 10))
            else:
                opt, help_text = subject
                head = render_fit(option_label(self.spec, opt), theme.S, theme.TEXT, box.w - 24, True, min_size=theme.XS)
                surface.blit(head, (box.x + 12, box.y + 10))
                body = "\n".join([help_text] + self._reconstructed_tip(opt))
                surface.blit(render_block(body, box.w - 24, theme.XS, theme.TEXT_DIM),
                             (box.x + 12, box.y + 16 + head.get_height()))
        seed = render(t("new.seed"), theme.S, theme.TEXT)
        surface.blit(seed, (548 - seed.get_width(), self.seed_y + 10))

        super().draw(surface)
