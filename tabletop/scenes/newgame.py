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
from ..ui.widgets import Button, Stepper, TextInput, Toggle, panel

SEAT_CHOICES = ("human", "easy", "normal", "hard")
ROW = 50
OPTIONS_BOTTOM = 620  # the options panel ends at 632
LABEL_W = 250  # an option's label, left of its stepper


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
            name_in = TextInput((x0 + 90, y, 250, 40), self.seat_name(i), lambda v, i=i: self.set_name(i, v), max_len=16)
            self.name_inputs.append(name_in)
            self.widgets.append(name_in)
            self.widgets.append(Stepper((x0 + 356, y, 220, 40), SEAT_CHOICES, SEAT_CHOICES.index(self.seats[i]["kind"]),
                                        lambda v, i=i: self.set_kind(i, v), labels=lambda k: t(f"seat.{k}")))
            y += ROW
        # options: label and control on one line, the one-line help under it; when they do not
        # all fit, the help moves into the tooltips and the rows close up to fit the panel
        ox, oy = 700, 156
        # a value this table cannot have (a seat a smaller table lacks, a choice a bigger one cannot
        # use) becomes the default or the first it can, before deciding which options depend on it
        for o in self.spec.options:
            values = o.values_for(self.players)
            if o.kind != "bool" and self.options[o.key] not in values:
                self.options[o.key] = o.default if o.default in values else values[0]
        shown = [o for o in self.spec.options if o.shown(self.players, self.options)]
        helps = [tg(self.spec.id, f"option.{o.key}.help") for o in shown]
        room = OPTIONS_BOTTOM - oy
        full = sum(44 + block_height(h, 500, theme.XS) + 10 for h in helps)
        compact = full > room
        step = min(48, room // max(1, len(shown)))
        ch = min(40, step - 4) if compact else 40  # a control's height
        self.option_rows = []
        for opt, help_text in zip(shown, helps):
            label = option_label(self.spec, opt)
            if opt.kind == "bool":
                w = Toggle((ox, oy, 500, ch), label, bool(self.options[opt.key]),
                           lambda v, k=opt.key: self.set_option(k, v))
            else:
                values = list(opt.values_for(self.players))
                w = Stepper((ox + 260, oy, 240, ch), values, values.index(self.options[opt.key]),
                            lambda v, k=opt.key: self.set_option(k, v),
                            labels=lambda v, o=opt: option_label(self.spec, o, v))
                self.option_rows.append((pygame.Rect(ox, oy, LABEL_W, ch), label))
            # the tooltip says what the panel does not: a label cut short, read whole, and the
            # help when it has moved into the tooltips (printed under the row, it would only
            # repeat it over the next row)
            cut = opt.kind != "bool" and font(theme.XS).size(label)[0] > LABEL_W
            tip = [label] if cut else []
            if compact:
                tip.append(help_text)
            w.tooltip = "\n".join(tip) or None
            self.widgets.append(w)
            if compact:
                oy += step
            else:
                self.option_rows.append((pygame.Rect(ox, oy + 42, 500, 0), "help:" + help_text))
                oy += 44 + block_height(help_text, 500, theme.XS) + 10
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
        panel(surface, pygame.Rect(40, 92, 620, 540), theme.PANEL, theme.PANEL_BORDER, radius=14)
        panel(surface, pygame.Rect(676, 92, 564, 540), theme.PANEL, theme.PANEL_BORDER, radius=14)
        surface.blit(render(t("new.players"), theme.S, theme.TEXT, True), (64, 112))
        surface.blit(render(t("new.name"), theme.XS, theme.TEXT_DIM), (154, 148))
        surface.blit(render(t("new.who"), theme.XS, theme.TEXT_DIM), (420, 148))
        for i in range(self.players):
            y = 168 + i * ROW
            badge = pygame.Rect(64, y + 4, 72, 32)
            pygame.draw.rect(surface, theme.PANEL_HI, badge, border_radius=16)
            img = render(t("new.seat", n=i + 1), theme.XS, theme.TEXT)
            surface.blit(img, img.get_rect(center=badge.center))
        surface.blit(render(t("new.options"), theme.S, theme.TEXT, True), (700, 112))
        if not self.spec.options:
            surface.blit(render(t("new.no_options"), theme.S, theme.TEXT_DIM), (700, 176))
        for r, label in self.option_rows:
            if label.startswith("help:"):
                surface.blit(render_block(label[5:], r.w, theme.XS, theme.TEXT_DIM), r.topleft)
            else:
                img = render_fit(label, theme.S, theme.TEXT, r.w, min_size=theme.XS)
                surface.blit(img, img.get_rect(midleft=r.midleft))
        seed = render(t("new.seed"), theme.S, theme.TEXT)
        surface.blit(seed, (548 - seed.get_width(), self.seed_y + 10))

        super().draw(surface)
