"""The City at the table: the other cities along the top, the VP track, your city, your hand.

Layout (logical 1280x720): the HUD strip; one compact panel per other player (name, hand,
VP, income and VP per round, the Architect, the face-down commit, the city as small tiles);
the VP track to the target; your city as large tiles with what each building earns now;
your status panel on the right; your hand along the bottom and, at its right, your build
slot (two slots with a construction hut) or the tray for payments and discards.

Choosing: drag a hand card (or the Architect) onto the build slot, or click it (one click:
it has one place to go); "Give up building" is a button (G). With a construction hut the
first card waits in slot 1 while slot 2 glows for the second; "Build only ..." confirms one.
Paying, the setup discard, the Survey and the hand limit are asked in place: the cards that
may be given glow, a click (or a drag onto the tray) moves one into the tray, a counter says
how many more, and Confirm (Enter) sends them. Giving up shows the drawn cards over your
city: click the one to keep (or press 1-5). Every target comes from ``view.legal_actions()``;
every income and VP formula explains itself on hover.

The scene is split by concern: ``layout`` (zones and geometry), ``input`` (choices, drops,
buttons, hover), ``draw``, ``animate`` and ``rounds`` (the round summary).
"""

from __future__ import annotations

import pygame

from tabletop.ui import i18n, theme
from tabletop.ui.cards import CardSprite, Hand, numbered
from tabletop.ui.fx import HoverZone
from tabletop.ui.table import ResultsScene, TableScene
from tabletop.ui.widgets import Button

from .. import art, reasons, review
from ..rules import ARCH, ARCHITECT
from .animate import AnimateMixin
from .coach import CoachMixin
from .draw import DrawMixin
from .input import InputMixin
from .layout import ARCH_RECT, CITY, HAND_CENTER, HAND_ZONE, SLOT1, SLOT2, SMALL, TRACK, TRAY_MODES, LayoutMixin, cname, tr
from .summary import CityResults, SummaryMixin

__all__ = ["CityResults", "GameScene", "SLOT1", "SLOT2", "TRACK", "rules_picture", "thumbnail"]


class GameScene(CoachMixin, InputMixin, DrawMixin, AnimateMixin, SummaryMixin, LayoutMixin, TableScene):
    #: a replay step is animated like the live action (animate.py draws only from the views it is
    #: given, and nothing on this table opens a dialog)
    animate_replay = True

    def __init__(self, app, session):
        self.hand = None
        self.drag = None
        self.hand_sprites: list[CardSprite] = []
        self.other_sprites: list[CardSprite] = []
        self.reveal_area: pygame.Rect | None = None  # where the last reveal's choices stand
        self.staged: list = []          # sprite keys in the tray
        self.stage_for = None           # the decision the tray belongs to
        self.first = None               # construction hut: the sprite key waiting in slot 1
        self.buttons: list[Button] = []
        self.zones: list[HoverZone] = []
        self.frozen_len: dict[int, int] = {}
        self.track: list[float] = []
        self.pulse_t = 0.0
        self.anim_serial = 0
        self.track_holders: list = []
        self._init_summary()
        self._gaps: dict = {}             # placeholders keeping set-aside cards' places in the hand
        self.reveal_serial = None        # the reveal of step 1 on show (animate.py)
        super().__init__(app, session)
        self._init_floaters()
        self.track = [float(x) for x in self.view.vp]

    # ------------------------------------------------------------------ sync
    def sync(self) -> None:
        v = self.view
        if self.hand is None:
            self.hand = Hand(self.tweens, center=HAND_CENTER, max_width=HAND_ZONE.w - 20)
        if len(self.track) != v.num_players:
            self.track = [float(x) for x in v.vp]
        if not self._track_moving() and not self.frozen_len:
            self.track = [float(x) for x in v.vp]
        self._note_rounds(v)
        m = self.mode()
        stage_key = (m, v.round, v.pending[:3] if v.pending else None)
        if stage_key != self.stage_for:
            self.stage_for = stage_key
            self.staged = []
            if m != "choose":
                self.first = None
        if m != "choose":
            self.first = None
        if m == "keep":
            self.summary_open = False       # the cards to keep are shown over the city
        lang = i18n.lang()
        old = {s.key: s for s in self.hand_sprites}
        sprites = []
        slots = self.hand.positions(len(v.hand))
        seen = int(slots[1][0] - slots[0][0]) if len(slots) > 1 else theme.HAND_CARD[0]
        in_hand = [("hand", c, n) for c, n in numbered(v.hand)]
        tray = [k for k in in_hand if k in self.staged]
        in_hand = [k for k in in_hand if k not in self.staged and k != self.first]   # not set aside
        for card, n in numbered(v.hand):
            key = ("hand", card, n)
            s = old.get(key) or CardSprite(key, pos=(HAND_CENTER[0], theme.H + 90))
            # cards the next one overlaps show their whole name in the part left in sight
            narrow = seen if key in in_hand[:-1] and seen < theme.HAND_CARD[0] - 8 else None
            if key in tray[:-1]:   # so do the cards in the payment / discard tray
                narrow = int(self.tray_step(len(tray)))
            s.face = art.card_face(card, lang, theme.HAND_CARD, self._cost_now(card), narrow)
            s._cache.clear()
            sprites.append(s)
        self.hand_sprites = sprites
        keys = {s.key for s in sprites}
        self.staged = [k for k in self.staged if k in keys]
        if self.first not in keys:
            self.first = None
        # a card set aside (in the tray, on slot 1) keeps its place in the hand as a gap, so the
        # cards still to click stay where they are until the choice is sent
        self.hand.set_cards([s if s.key not in self.staged and s.key != self.first else self._gap(s.key)
                             for s in sprites])
        for s in sprites:
            # cards that may not go anywhere can still be picked up in a choice: the drop explains why
            s.draggable = bool(self.targets_for(s)) or m in ("choose",) + TRAY_MODES
            s.one_click = m in TRAY_MODES  # picking cards to pay with (taken back until confirmed)
            s.highlight = ("legal" if self.targets_for(s) and m in TRAY_MODES + ("extra",) and s.key not in self.staged
                           else None)
        self._place_tray()
        if self.first is not None:
            s = next(s for s in sprites if s.key == self.first)
            s.base_pos = SLOT1.center
            self.tweens.to(s, "pos", SLOT1.center, theme.MOVE_MS)
        # the Architect card and the drawn cards of a give-up
        others = []
        if v.architect[self.viewer]:
            a = CardSprite(("arch",), art.card_face(ARCH, lang, SMALL), pos=ARCH_RECT.center)
            a.draggable = bool(self.targets_for(a))
            a.highlight = "legal" if a.draggable else None
            others.append(a)
        if m == "keep":
            drawn = list(v.drawn)
            xs = self._keep_positions(len(drawn))
            for i, card in enumerate(drawn):
                d = CardSprite(("drawn", card, i), art.card_face(card, lang, theme.HAND_CARD), pos=xs[i])
                d.draggable = True
                d.one_click = True  # a card to keep: the click is the choice (no other place to go)
                d.highlight = "legal"
                others.append(d)
        self.other_sprites = others
        if self.drag is None:
            self.drag = self.drag_controller(self._drag_sprites, self.targets_for, self.on_drop, self.reason_for)
        self.drag.set_targets(self._targets())
        self._build_buttons()
        self._build_zones()
        self.widgets = list(self.hud_buttons) + [self.drag] + self.buttons + [self.log_panel]


    # ------------------------------------------------------------------ results
    def result_breakdown(self):
        v = self.session.view(self.viewer)
        heads = [tr("tbl.res.buildings"), tr("tbl.res.income"), tr("tbl.res.vp"), tr("tbl.hand_tiebreak")]
        rows = []
        for p in range(v.num_players):
            rows.append([sum(1 for c in v.cities[p] if c != ARCH),
                         f"+{v.last_income[p]}" if v.last_income else "–",
                         f"+{v.last_vp[p]}" if v.last_vp else "–",
                         v.hand_counts[p]])
        return heads, rows

    # ------------------------------------------------------------------ words
    def prompt(self) -> str:
        """The header's instruction, counting the cards already put in the tray (the rules'
        prompt counts only what was sent)."""
        m = self.mode()
        if m not in TRAY_MODES or not self.staged:
            return super().prompt()
        need, _ = self.need()
        left = need - len(self.staged)
        if left <= 0:
            return tr("prompt.ready." + m)
        if m == "pay":
            return tr("prompt.pay", card=cname(self.view.pending[2]), n=left)
        return tr("prompt." + m + ("" if m != "open" else ".more"), n=left)

    def explain_hint(self, action) -> str:
        """The hint in a sentence: the card, where it goes and why (reasons.explain)."""
        return self.names(reasons.explain(self.view, self.viewer, action, i18n.lang()))

    def hint_move_text(self, action) -> str:
        """An estimated move as this seat's own: the log's wording of the last seat's choice
        includes the reveal, which would show the others' hidden choices."""
        return self.names(self.session.state.describe_own_action(action, i18n.lang()))

    def selection_info(self, sprite) -> str | None:
        """What a selected card would do: built now (and what it brings), or why it cannot be."""
        m = self.mode()
        if m not in ("choose", "extra") or sprite.key[0] not in ("hand", "arch"):
            return None
        if sprite.key[0] == "arch":
            return self.explain_hint(ARCHITECT)
        targets = self.targets_for(sprite)
        if not targets:
            return self.reason_for(sprite, "slot1")
        action = next(iter(targets.values()))
        if action[0] == "pair":
            return self.explain_hint(action) + "\n" + tr("tbl.sel.how2")
        return self.explain_hint(("build", action[1]) if action[0] == "build" else action) + "\n" + tr("tbl.sel.how")

    def ending_lines(self) -> list[str]:
        """Why the game ended and who won why (review.ending_lines), with the players' names."""
        v = self.session.view(self.viewer)
        return [self.names(x) for x in review.ending_lines(v, self.session.state.ranking(), i18n.lang())]

    def end_rect(self) -> pygame.Rect:
        """The end panel, over the hand: tall enough for what ended the game, why the winner won,
        the winner's best buildings and the others' scores."""
        return pygame.Rect(theme.W // 2 - 360, theme.H - 252, 720, 240)

    def hint_rect(self, height: int) -> pygame.Rect:
        """The hint panel lies over your city, clear of your panel's Confirm and of the hand
        and tray the hinted cards are picked from."""
        w = min(660, CITY.w - 24)
        return pygame.Rect(CITY.centerx - w // 2, max(CITY.y + 36, CITY.bottom - 10 - height), w, height)

    def toast_anchor(self):
        """Messages stack down from the top of your city, below its header and round-score
        button: never over the other players' panels (four two-line messages would climb over
        them from above the hand)."""
        return ("top", CITY.centerx, CITY.y + 44)

    def show_results(self) -> None:
        """The results dialog, with every building's income and VP beside the ranking."""
        if self.session.is_terminal() and self.app.scenes.find(ResultsScene) is None:
            self.app.scenes.push(CityResults(self.app, self))

    def score_history(self):
        v = self.session.view(self.viewer)
        n = max((len(h) for h in v.vp_history), default=0)
        if not n:
            return None
        series = []
        for h in v.vp_history:
            acc, s = 0, []
            for x in h:
                acc += x
                s.append(acc)
            series.append(s)
        return [str(i + 1) for i in range(n)], series

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        super().update(dt)
        self.hand.update(dt)
        self.pulse_t += dt

    def animating_table(self) -> bool:
        """Flights, floaters, markers or timers still playing on the table."""
        return self.tweens.animating or self.fx.busy

    @property
    def animating(self) -> bool:
        return super().animating


def thumbnail(size) -> pygame.Surface:
    """The menu tile: a sky, a brick skyline and three building cards."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, art.SKY, surf.get_rect(), border_radius=10)
    x = 6
    k = 7
    while x < w - 6:
        bw = 12 + k % 10
        bh = 20 + (k * 13) % 40
        pygame.draw.rect(surf, art.BRICK if k % 3 else art.BRICK_DARK, (x, h - bh - 6, bw, bh))
        for wy in range(h - bh, h - 12, 8):
            pygame.draw.rect(surf, (250, 226, 120), (x + 3, wy, 3, 3))
        x += bw + 3
        k = (k * 17 + 5) % 29
    lang = i18n.lang()
    for i, card in enumerate(("kino", "bahnhof", "rathaus")):
        img = art.card_face(card, lang, (50, 70))
        img = pygame.transform.rotate(img, 12 - i * 12)
        surf.blit(img, img.get_rect(center=(w // 2 - 44 + i * 44, h // 2 - 8)))
    return surf


from .pictures import rules_picture  # noqa: E402  (the rules screen's pictures)
