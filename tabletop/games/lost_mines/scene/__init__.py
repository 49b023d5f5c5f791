"""Saboteur: The Lost Mines at the table: the 11x7 mine grid, dwarves, tunnels and secrets.

``GameScene`` is put together from the parts of this package:

* ``layout``: the areas, the board's camera (pan and zoom) and every rectangle;
* ``input``: drag and drop, clicks on the board, walking the dwarf, the choice buttons;
* ``draw``: the board, the dwarves, the panels with their clan banners, the tray, the hand;
* ``marks``: each opponent's last turn, marked on the board until the player acts;
* ``talk``: tooltips, hints that name card, target and reason, the selected card's use;
* ``animate``: actions animated from their events, round screens, the ending explained;
* ``coaching``: what "Learn to play" points at, and where its panel sits;
* ``pictures``: the rules screen's pictures, real positions drawn with the game's art.

What the rules allow comes from the view (``view.legal``, ``view.targets_for``,
``view.walks``); why a drop is refused, how a cell is named and what a hint or the ending
says come from the game's pure modules (``reasons``, ``places``, ``explain``, ``settle``).
"""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.cards import CardSprite, Hand, numbered
from tabletop.ui.pieces import draw_piece
from tabletop.ui.table import TableScene, seat_color

from .. import art
from .. import data
from ..rules import card_rotations
from .animate import Animate
from .coaching import Coaching
from .draw import Draw
from .input import Input
from .layout import COLUMN, FLOATERS, HAND_CENTER, HAND_W, SIDE, TRAY, VIEWPORT, Layout, Pawn
from .marks import Marks
from .pictures import rules_picture
from .talk import Talk
from .words import short_label, tr

__all__ = ["GameScene", "thumbnail", "rules_picture", "VIEWPORT", "COLUMN", "SIDE", "TRAY", "short_label", "tr"]


class GameScene(Layout, Input, Talk, Marks, Draw, Animate, Coaching, TableScene):
    #: hints come from hard: normal's search often answers "discard" at a round's first turn (a
    #: horizon artefact of its leaf value, ``bench/lost_mines_standoff.py``), poor advice to a
    #: player learning the game; hard and the rule-based player build there
    hint_agent = "hard"

    def __init__(self, app, session):
        self.hand = None
        self.drag = None
        self.hand_sprites: list[CardSprite] = []
        self.staged: list = []          # hand sprite keys waiting in the discard tray
        self.rot = 0                    # the rotation a path card is shown / laid with
        self.cs = 54.0                  # cell size (zoom)
        self.org = (0.0, 0.0)           # screen position of the grid's top-left corner
        self.panning = None             # (start pointer, start origin) while panning
        self.pointer = (0, 0)
        self.pawns: dict[int, Pawn] = {}
        self.pawn_drag = None           # pointer position while the viewer drags their dwarf
        self.trail: list = []           # the cells the dragged dwarf passed, from its own
        self._walks = (None, {})        # (view, view.walks()) cached per view
        self._anim_offset = 0.0         # delay of the next animated step (a walk of several)
        self.flips: dict = {}
        self.choice_buttons = []
        self.board_buttons = []
        self.zones = []
        self.frozen = None              # the board of an ended round, while its results show
        self.pending_results = None
        self.pulse_t = 0.0
        self._reselecting = False
        self._shrunk: dict = {}
        super().__init__(app, session)
        self.fx.style = FLOATERS
        self.fit()
        self._sync_pawns(self.view, force=True)

    # -- helpers ----------------------------------------------------------------------------------
    @property
    def disp(self):
        """The view the board shows: an ended round's board while its results are up, else the view."""
        return self.frozen if self.frozen is not None else self.view

    def legal(self) -> set:
        return set(self.view.legal_actions()) if self.my_turn else set()

    def rot_for(self, code: str) -> int:
        return self.rot if data.path_parts(code) is not None and 180 in card_rotations(code) else 0

    # -- sync -------------------------------------------------------------------------------------
    def sync(self) -> None:
        v = self.view
        if self.hand is None:
            self.hand = Hand(self.tweens, center=HAND_CENTER, max_width=HAND_W)
        mine = self.my_turn and v.phase in ("act", "target", "discard") and self.frozen is None
        old = {s.key: s for s in self.hand_sprites}
        sprites = []
        for key in numbered(self._hand_codes()):
            code = key[0]
            face = art.card_face(code, short_label(code, self.rot_for(code)), self.rot_for(code))
            s = old.get(key)
            if s is None:
                s = CardSprite(key, face, pos=(HAND_CENTER[0], theme.H + 90))
            elif key not in self._shrunk:
                s.face = face
            s.draggable = mine
            # choosing a card to act with is taken back with Esc ("back"), and in the discard phase the
            # player already chose to discard: a click on a card is that choice, not a play
            s.one_click = v.phase in ("act", "discard")
            sprites.append(s)
        self.hand_sprites = sprites
        keys = {s.key for s in sprites}
        if not mine:
            self.staged = []
        self.staged = [k for k in self.staged if k in keys]
        for s in sprites:
            s.visible = s.key not in self.staged
        self.hand.set_cards([s for s in sprites if s.visible])
        if self.drag is None:
            self.drag = self.drag_controller(lambda: self.hand_sprites, self.targets_for, self.on_drop, self.reason_for)
            self.drag.on_pickup = self._on_pickup
            self.drag.snap_distance = 8.0
        self.drag.set_targets(self._targets())
        self._build_choices()
        self._build_board_buttons()
        self._build_zones()
        self._sync_pawns(self.disp)  # dwarves not walking stand where the board shown has them
        self.widgets = list(self.hud_buttons) + [self.drag] + self.board_buttons + self.choice_buttons + [self.log_panel]

    def _hand_codes(self) -> tuple:
        """The hand on screen: while an ended round's board stays up (``frozen``), the hand
        of that moment too (and none if the seat on screen changed meanwhile)."""
        f = self.frozen
        if f is None:
            return self.view.hand
        return f.hand if f.player == self.viewer else ()

    def _sync_pawns(self, v, force: bool = False) -> None:
        for p in range(v.num_players):
            xy = data.xy(v.pawns[p])
            pw = self.pawns.get(p)
            if pw is None:
                self.pawns[p] = Pawn(p, xy)
            elif force or not self.tweens.is_tweening(pw, "pos"):
                self.tweens.cancel(pw, "pos")
                pw.pos = (float(xy[0]), float(xy[1]))

    def prompt(self) -> str:
        v = self.view
        if v.phase == "vote" and self.my_turn:  # who asks, and how the vote stands
            if not v.votes:
                return tr("prompt.vote_by", name=self.name(v.active))
            yes = sum(1 for x in v.votes if x)
            return tr("prompt.vote_by_so_far", name=self.name(v.active), yes=yes, no=len(v.votes) - yes)
        return super().prompt()

    # -- frame ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self._coach_follow()
        self.hand.update(dt)
        self.pulse_t += dt
        d = self.drag
        # a dragged card shrinks to the size of a board cell (a tile for a path card)
        for s in self.hand_sprites:
            if s.dragging and s.key not in self._shrunk:
                code = s.key[0]
                size = max(24, int(self.cs * 0.92))
                face = art.tile(code, self.rot_for(code), size) if data.path_parts(code) else \
                    art.card_face(code, short_label(code), 0, (size, int(size * 1.4)))
                self._shrunk[s.key] = (s.face, s.size, size)
                s.face, s.size = face, face.get_size()
                d._grab = (0.0, 0.0)
            elif not s.dragging and s.key in self._shrunk:
                face, size, _ = self._shrunk.pop(s.key)
                code = s.key[0]
                s.face = art.card_face(code, short_label(code, self.rot_for(code)), self.rot_for(code))
                s.size = size
        # while a card is picked (phase target) it stays selected with its targets glowing
        if self.my_turn and self.view.phase == "target" and d is not None and d.mode == "idle" \
                and self.app.scenes.top is self:
            s = next((s for s in self.hand_sprites if s.key[0] == self.view.chosen and s.visible), None)
            if s is not None:
                self._reselecting = True
                try:
                    d._select(s)
                finally:
                    self._reselecting = False

    @property
    def animating(self) -> bool:
        return super().animating or self.panning is not None or (
            self.my_turn and self.view.phase in ("move", "target", "take"))


def thumbnail(size) -> pygame.Surface:
    """The menu tile: a few tunnels from a start toward a hidden mine, and a dwarf."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, art.EARTH_DARK, surf.get_rect(), border_radius=10)
    cs = max(16, min(w // 6, h // 3))
    x0 = (w - cs * 5) // 2
    y0 = (h - cs * 2) // 2
    layout = [("start_blue", 0, 0), ("IH", 1, 0), ("TH.c", 2, 0), ("LB", 3, 0), ("mine", 4, 0),
              ("IV", 2, 1), ("start_yellow", 0, 1), ("IH.t", 1, 1), ("mine_gold", 4, 1)]
    for code, x, y in layout:
        rot = 180 if code == "LB" else 0
        surf.blit(art.tile(code, rot, cs - 2), (x0 + x * cs + 1, y0 + y * cs + 1))
    draw_piece(surf, "pawn", (x0 + 2 * cs + cs // 2, y0 + cs - 6), int(cs * 0.6), seat_color(0), "")
    pygame.draw.rect(surf, art.AMBER, surf.get_rect(), 2, border_radius=10)
    return surf
