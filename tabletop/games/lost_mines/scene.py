"""Saboteur: The Lost Mines at the table: the 11x7 mine grid, dwarves, tunnels and secrets.

Layout (logical 1280x720): the HUD strip; the other players' panels in a column on the
left; the board in the middle (pan and zoom: it never re-centres on its own); the
viewer's panel on the right (clan, secret role, treasure slots, what you know); the hand
along the bottom with the rotate/fit controls on its left, the discard tray on its right
and the in-place choice buttons at the bottom right.

Playing: drag a card onto a glowing target (a cell, an edge for a trap or troll, a mine, a
treasure slot or a player's panel); R / right-click / the mouse wheel turns a dragged
path card by 180 degrees. Or click a card (it is picked: ``("card", code)``) and click a
glowing target; Esc or "Back" takes it back (``"back"``). Dropping a card sends the pick
and the target as two actions. Discards: drop one or two cards on the tray, then
"Discard": the table plays ``"discard"``, the card(s) in the rules' order and, for a
single card, ``"done"``. (If the game stands in phase ``discard`` itself, e.g. in a
resumed game, a click on a card picks it and "Only this card" / "Back" answer.)
Movement: the next steps glow, every other cell within the steps left glows dimmer with its
step count; click one (the table plays the single steps of ``view.walks()`` in turn) or drag
your dwarf along a path or onto it; "Stop" ends. While a round's results are up, the board
and the hand stay as the round ended.
Pan: drag the empty board with the right or middle button, arrow keys or WASD; zoom:
wheel or +/-; Home fits the board. Nothing here decides legality: every target comes from
``view.legal`` and ``view.targets_for``.
"""

from __future__ import annotations

import math

import pygame

from tabletop.engine import i18n as engine_i18n
from tabletop.ui import i18n, sound, theme
from tabletop.ui.cards import CardSprite, Hand, draw_brackets, draw_cards, draw_highlight, numbered
from tabletop.ui.dragdrop import DropTarget
from tabletop.ui.fx import FloaterStyle, HoverZone
from tabletop.ui.pieces import draw_piece
from tabletop.ui.table import ResultsScene, TableScene, seat_color, seat_mark
from tabletop.ui.text import render, render_block
from tabletop.ui.widgets import Button, panel

from . import art
from . import data as D
from .rules import NS, _code_key, card_name, card_rotations, str_to_action

VIEWPORT = pygame.Rect(262, 62, 738, 502)
COLUMN = pygame.Rect(16, 62, 238, 502)   # the other players' panels, stacked
SIDE = pygame.Rect(1012, 108, 256, 456)
HAND_CENTER = (474, theme.H - 80)
HAND_W = 600
TRAY = pygame.Rect(794, 574, 206, 140)
CHOICE_X, CHOICE_Y, CHOICE_W = 1012, 574, 256
MIN_CS, MAX_CS = 24.0, 120.0
PAN_STEP = 48
# floaters: a boxed text rising 24 px over 0.9 s, fading over 0.4 s (a big one stays 0.6 s longer)
FLOATERS = FloaterStyle(size=theme.S, big_size=theme.L, rise=24, rise_ms=900, linger=0, big_linger=600,
                        fade_ms=400, pad=(20, 10), big_pad=(20, 10), fill=(*theme.FELT_DARK, 220), radius=10)


def tr(key: str, **fmt) -> str:
    return engine_i18n.tr(NS, key, i18n.lang(), **fmt)


def short_label(code: str) -> str:
    pp = D.path_parts(code)
    if pp is None:
        return tr("short." + code)
    return tr("feature." + pp[1])


def path_reason(v, code: str, x: int, y: int) -> str:
    """Why path card ``code`` may not go on (x, y) in either rotation: the rules' ``why.*`` key."""
    if D.path_parts(code) is None:
        return "why.not_path"
    c = D.cell(x, y)
    if v.board[c] is not None:
        return "why.occupied"
    shape = D.path_parts(code)[0]
    fits_some = False
    for rot in card_rotations(code):
        m = D.SHAPES[shape] if rot == 0 else D.rot180(D.SHAPES[shape])
        ok = True
        for d in range(4):
            b = D.NEIGHBOURS[c][d]
            if b < 0:
                continue
            nb = v.board[b]
            if nb is None or nb == "mine":
                continue
            theirs = art.mask_of(nb, v.rot[b]) & D.BIT[D.OPP[d]]
            if bool(m & D.BIT[d]) != bool(theirs):
                ok = False
                break
        fits_some |= ok
    return "why.unconnected" if fits_some else "why.mismatch"


class Pawn:
    """A dwarf on the board; ``pos`` is in grid units (cell x, y), tweened."""

    def __init__(self, seat: int, xy):
        self.seat = seat
        self.pos = (float(xy[0]), float(xy[1]))


class Flip:
    def __init__(self):
        self.k = 0.0


class _Anchor:
    """Something the reason bubble can point at (a dwarf drop)."""

    def __init__(self, pos, size):
        self.base_pos, self.size = pos, size


class GameScene(TableScene):
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
        self.flips: dict[int, Flip] = {}
        self.choice_buttons: list[Button] = []
        self.board_buttons: list[Button] = []
        self.zones: list[HoverZone] = []
        self.frozen = None
        self.pending_results = None
        self.last_play: dict[int, tuple] = {}
        self.pulse_t = 0.0
        self._reselecting = False
        self._shrunk: dict = {}
        super().__init__(app, session)
        self.fx.style = FLOATERS
        self.fit()
        self._sync_pawns(self.view, force=True)

    # ------------------------------------------------------------------ helpers
    @property
    def disp(self):
        return self.frozen if self.frozen is not None else self.view

    def legal(self) -> set:
        return set(self.view.legal_actions()) if self.my_turn else set()

    def rot_for(self, code: str) -> int:
        return self.rot if D.path_parts(code) is not None and 180 in card_rotations(code) else 0

    def _rebuild_last_moves(self) -> None:
        super()._rebuild_last_moves()
        self.last_play = {}
        for entry in self.session.log:
            try:
                a = str_to_action(entry.action_text)
            except Exception:
                continue
            if isinstance(a, tuple) and a[0] in ("path", "tool", "storm", "trap", "troll", "info"):
                self.last_play[entry.player] = a

    # ------------------------------------------------------------------ camera
    def fit(self) -> None:
        cs = min((VIEWPORT.w - 44) / D.W, (VIEWPORT.h - 44) / D.H)
        self.cs = max(MIN_CS, min(MAX_CS, cs))
        self.org = (VIEWPORT.centerx - D.W * self.cs / 2 + 4, VIEWPORT.centery - D.H * self.cs / 2 + 4)
        self._camera_moved()

    def zoom(self, factor: float, at=None) -> None:
        at = at if at is not None and VIEWPORT.collidepoint(at) else VIEWPORT.center
        cs = max(MIN_CS, min(MAX_CS, self.cs * factor))
        k = cs / self.cs
        self.org = (at[0] - (at[0] - self.org[0]) * k, at[1] - (at[1] - self.org[1]) * k)
        self.cs = cs
        self._camera_moved()

    def pan(self, dx: float, dy: float) -> None:
        self.org = (self.org[0] + dx, self.org[1] + dy)
        self._camera_moved()

    def _camera_moved(self) -> None:
        # keep at least a corner of the board in sight
        w, h = D.W * self.cs, D.H * self.cs
        x = min(max(self.org[0], VIEWPORT.x - w + 60), VIEWPORT.right - 60)
        y = min(max(self.org[1], VIEWPORT.y - h + 60), VIEWPORT.bottom - 60)
        self.org = (x, y)
        if self.drag is not None:
            self.drag.set_targets(self._targets())
            self._build_zones()

    def cell_rect(self, x: int, y: int) -> pygame.Rect:
        cs = self.cs
        x0 = self.org[0] + x * cs
        y0 = self.org[1] + y * cs
        return pygame.Rect(round(x0), round(y0), round(x0 + cs) - round(x0), round(y0 + cs) - round(y0))

    def cell_center(self, x: float, y: float) -> tuple[float, float]:
        return (self.org[0] + (x + 0.5) * self.cs, self.org[1] + (y + 0.5) * self.cs)

    def cell_at(self, pos):
        if not VIEWPORT.collidepoint(pos):
            return None
        x = math.floor((pos[0] - self.org[0]) / self.cs)
        y = math.floor((pos[1] - self.org[1]) / self.cs)
        if 0 <= x < D.W and 0 <= y < D.H:
            return (x, y)
        return None

    def edge_rect(self, x1, y1, x2, y2) -> pygame.Rect:
        a = self.cell_center(x1, y1)
        b = self.cell_center(x2, y2)
        s = max(14, round(self.cs * 0.42))
        r = pygame.Rect(0, 0, s, s)
        r.center = (round((a[0] + b[0]) / 2), round((a[1] + b[1]) / 2))
        return r

    # ------------------------------------------------------------------ sync
    def sync(self) -> None:
        v = self.view
        if self.hand is None:
            self.hand = Hand(self.tweens, center=HAND_CENTER, max_width=HAND_W)
        mine = self.my_turn and v.phase in ("act", "target", "discard") and self.frozen is None
        old = {s.key: s for s in self.hand_sprites}
        sprites = []
        for key in numbered(self._hand_codes()):
            code = key[0]
            face = art.card_face(code, short_label(code), self.rot_for(code))
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
            xy = D.xy(v.pawns[p])
            pw = self.pawns.get(p)
            if pw is None:
                self.pawns[p] = Pawn(p, xy)
            elif force or not self.tweens.is_tweening(pw, "pos"):
                self.tweens.cancel(pw, "pos")
                pw.pos = (float(xy[0]), float(xy[1]))

    def _targets(self) -> list[DropTarget]:
        out = []
        for y in range(D.H):
            for x in range(D.W):
                r = self.cell_rect(x, y).clip(VIEWPORT)
                if r.w > 4 and r.h > 4:
                    out.append(DropTarget(("cell", x, y), r))
        v = self.view
        edges = set()
        for code, acts in v.card_targets:
            for a in acts:
                if a[0] in ("trap", "troll"):
                    edges.add(a[1:5])
        for e in sorted(edges):
            r = self.edge_rect(*e).clip(VIEWPORT)
            if r.w > 4 and r.h > 4:
                out.append(DropTarget(("edge",) + e, r, radius=6))
        for s, r in self._slot_rects():
            out.append(DropTarget(("slot", s), r, radius=6))
        for seat, r in self._seat_rects():
            out.append(DropTarget(("seat", seat), r))
        out.append(DropTarget("tray", TRAY))
        return out

    # ------------------------------------------------------------------ drag and drop
    def targets_for(self, sprite) -> dict:
        out = {}
        if not self.my_turn:
            return out
        v = self.view
        code = sprite.key[0]
        if v.phase == "discard":
            if ("discard", code) in set(v.legal):
                out["tray"] = ("pick", code)
            return out
        if v.phase not in ("act", "target"):
            return out
        cur = self.rot_for(code)
        mines = v.mine_cells
        for a in v.targets_for(code):
            k = a[0]
            if k == "path":
                key = ("cell", a[2], a[3])
                if a[4] == cur or key not in out:
                    out[key] = a
            elif k in ("tool", "storm"):
                out[("cell", a[1], a[2])] = a
            elif k in ("trap", "troll"):
                out[("edge",) + a[1:5]] = a
            elif k == "info":
                if a[2] == "mine":
                    out[("cell",) + D.xy(mines[a[3]])] = a
                elif a[2] == "treasure":
                    out[("slot", a[3])] = a
                else:
                    out[("seat", a[3])] = a
        if len(self.staged) < 2 and sprite.key not in self.staged and (v.phase == "target" or "discard" in v.legal):
            out["tray"] = ("stage", code)
        return out

    def _other_rot_cells(self, code: str) -> set:
        """Cells where path card ``code`` fits only turned the other way."""
        if D.path_parts(code) is None or 180 not in card_rotations(code):
            return set()
        v = self.view
        cur = set(v.path_cells(code, self.rot_for(code)))
        return set(v.path_cells(code, 180 - self.rot_for(code))) - cur

    def _on_pickup(self, s) -> None:
        sound.play("card_slide")
        if self._reselecting or self.drag.mode != "selected" or not self.my_turn:
            return
        v = self.view
        code = s.key[0]
        if v.phase == "act" and ("card", code) in set(v.legal):
            self.play(("card", code))
        elif v.phase == "target" and code != v.chosen and v.targets_for(code):
            if self.play("back"):
                self.play(("card", code))

    def on_drop(self, sprite, key, action) -> None:
        v = self.view
        code = sprite.key[0]
        if action[0] == "pick":
            self.play(("discard", code))
            return
        if action[0] == "stage":
            if v.phase == "target":
                self.play("back")
            self.staged.append(sprite.key)
            sound.play("card_place")
            self.sync()
            return
        if v.phase == "act":
            if not self.play(("card", code)):
                return
        elif v.phase == "target" and v.chosen != code:
            if not self.play("back") or not self.play(("card", code)):
                return
        self.play(action)

    def reason_for(self, sprite, key) -> str:
        v = self.view
        if not self.my_turn:
            return tr("why.wait")
        if v.phase not in ("act", "target", "discard"):
            return tr("why.not_now")
        code = sprite.key[0]
        if key is None or v.phase == "discard":
            return tr("why.where")
        if key == "tray":
            return tr("why.tray")
        pp = D.path_parts(code)
        if pp is not None:
            if key[0] == "cell":
                return tr(path_reason(v, code, key[1], key[2]))
            return tr("why.path_cell")
        if key[0] == "cell":
            c = D.cell(key[1], key[2])
            b = v.board[c]
            f = art.feature_of(b) if b else None
            if code in D.TOOLS:
                if f in D.OBSTACLES and c in v.cleared:
                    return tr("why.cleared")
                if f in D.OBSTACLES:
                    return tr("why.tool_kind", tool=tr("short." + code), feature=tr("feature." + D.TOOLS[code]))
                return tr("why.tool", feature=tr("feature." + D.TOOLS[code]))
            if code == "storm":
                if b is not None and D.path_parts(b) is not None and c in v.pawns:
                    return tr("why.storm_pawn")
                return tr("why.storm")
            if D.path_parts(code) is None and code not in D.INFO_OPTIONS and code not in ("trap", "troll"):
                return tr("why.not_path")
        if code in ("trap", "troll"):
            return tr("why.token")
        if code in D.INFO_OPTIONS:
            return tr("why.info." + code)
        return tr("why.where")

    def rotate(self) -> None:
        self.rot = 180 - self.rot
        sound.play("card_slide")
        d = self.drag
        if d is not None and d.active is not None and d.mode in ("dragging", "selected"):
            code = d.active.key[0]
            if d.active.key in self._shrunk:
                d.active.face = art.tile(code, self.rot_for(code), self._shrunk[d.active.key][2]) \
                    if D.path_parts(code) else d.active.face
            d.legal = self.targets_for(d.active)
            d.emphasized = None
            d._apply_highlights()
        for s in self.hand_sprites:
            if s.key not in self._shrunk:
                s.face = art.card_face(s.key[0], short_label(s.key[0]), self.rot_for(s.key[0]))

    # ------------------------------------------------------------------ choices
    def _btn(self, i: int, label, fn, hotkey=None, style="secondary", tooltip=None, cols: int = 1) -> Button:
        h, gap = 30, 4
        if cols == 1:
            rect = (CHOICE_X, CHOICE_Y + i * (h + gap), CHOICE_W, h)
        else:
            w = (CHOICE_W - gap * (cols - 1)) // cols
            rect = (CHOICE_X + (i % cols) * (w + gap), CHOICE_Y + (i // cols) * (h + gap), w, h)
        return Button(rect, label, fn, hotkey=hotkey, style=style, size=theme.XS, tooltip=tooltip)

    def _build_choices(self) -> None:
        self.choice_buttons = []
        v = self.view
        if not self.my_turn:
            return
        legal = self.legal()
        ph = v.phase
        bs = self.choice_buttons
        if ph in ("act", "target") and self.staged:
            bs.append(self._btn(len(bs), lambda: tr("ui.discard", n=len(self.staged)), self._discard,
                                hotkey=pygame.K_DELETE, style="primary", tooltip=lambda: tr("ui.discard.tip")))
            bs.append(self._btn(len(bs), lambda: tr("ui.unstage"), self._unstage, hotkey=pygame.K_c))
        if ph == "target":
            bs.append(self._btn(len(bs), lambda: tr("ui.back"), self.take_back,
                                tooltip=lambda: tr("ui.back.tip")))
        if ph == "discard":
            if "done" in legal:
                bs.append(self._btn(len(bs), lambda: tr("ui.done"), lambda: self.play("done"), hotkey=pygame.K_RETURN,
                                    style="primary", tooltip=lambda: tr("ui.done.tip")))
            if "back" in legal:
                bs.append(self._btn(len(bs), lambda: tr("ui.discard_back"), lambda: self.play("back"),
                                    tooltip=lambda: tr("ui.discard_back.tip")))
        if ph == "act" and "propose" in legal:
            bs.append(self._btn(len(bs), lambda: tr("ui.propose"), lambda: self.play("propose"),
                                tooltip=lambda: tr("ui.propose.tip")))
        if ph == "move":
            bs.append(self._btn(len(bs), lambda: tr("ui.stop"), lambda: self.play("stop"), hotkey=pygame.K_RETURN,
                                style="primary", tooltip=lambda: tr("ui.stop.tip")))
        if ph == "vote":
            bs.append(self._btn(0, lambda: tr("ui.yes"), lambda: self.play("yes"), hotkey=pygame.K_y, style="primary", cols=2))
            bs.append(self._btn(1, lambda: tr("ui.no"), lambda: self.play("no"), hotkey=pygame.K_n, cols=2))
        if ph == "orient":
            for i, a in enumerate(a for a in v.legal if a[0] == "orient"):
                bs.append(self._btn(i, lambda a=a, i=i: tr("ui.orient", n=i + 1, rot=a[1]), lambda a=a: self.play(a),
                                    hotkey=pygame.K_1 + i, cols=2))
        if ph == "take":
            opts = [a for a in v.legal if a[0] == "take"]
            for i, a in enumerate(opts):
                s = a[1]
                bs.append(self._btn(i, lambda s=s, i=i: tr("ui.take", n=i + 1, slot=s + 1, type=tr("treasure." + v.slot_types[s])),
                                    lambda a=a: self.play(a), hotkey=pygame.K_1 + i, cols=2 if len(opts) > 4 else 1))

    def _build_board_buttons(self) -> None:
        x, y = 16, 576
        self.board_buttons = [
            Button((x, y, 132, 32), lambda: tr("ui.rotate"), self.rotate, hotkey=pygame.K_r, size=theme.XS,
                   tooltip=lambda: tr("ui.rotate.tip")),
            Button((x, y + 38, 132, 32), lambda: tr("ui.fit"), self.fit, hotkey=pygame.K_HOME, size=theme.XS,
                   tooltip=lambda: tr("ui.fit.tip")),
            Button((x, y + 76, 64, 32), "+", lambda: self.zoom(1.2), size=theme.S, tooltip=lambda: tr("ui.zoom.tip")),
            Button((x + 68, y + 76, 64, 32), "−", lambda: self.zoom(1 / 1.2), size=theme.S, tooltip=lambda: tr("ui.zoom.tip")),
        ]

    def take_back(self) -> None:
        """Undo the pick (``"back"``): the card returns to the hand, nothing stays selected."""
        if self.drag is not None and self.drag.mode == "selected":
            self.drag.cancel()
        self.play("back")

    def _discard(self) -> None:
        """Play the staged discard: ``discard``, the card(s) in the rules' order, ``done`` for one."""
        codes = sorted((k[0] for k in self.staged), key=_code_key)
        if not codes:
            return
        self.staged = []
        if self.view.phase == "target" and not self.play("back"):
            return
        if self.view.phase == "act" and not self.play("discard"):
            return
        for c in codes:
            if not self.my_turn or self.view.phase != "discard" or not self.play(("discard", c)):
                break
        if self.my_turn and self.view.phase == "discard" and "done" in self.view.legal:
            self.play("done")
        self.sync()

    def _unstage(self) -> None:
        self.staged = []
        self.sync()

    # ------------------------------------------------------------------ input
    def _over_widget(self, pos) -> bool:
        for w in self.hud_buttons + self.board_buttons + self.choice_buttons:
            if w.visible and w.rect.collidepoint(pos):
                return True
        return self.log_panel.contains(pos)

    def handle_table(self, event) -> bool:
        et = event.type
        d = self.drag
        if et == pygame.MOUSEMOTION:
            self.pointer = event.pos
            if self.panning is not None:
                (px, py), (ox, oy) = self.panning
                self.org = (ox + event.pos[0] - px, oy + event.pos[1] - py)
                self._camera_moved()
                return True
            if self.pawn_drag is not None:
                self.pawn_drag = event.pos
                self._extend_trail(self.cell_at(event.pos))
                return True
        elif et == pygame.MOUSEWHEEL:
            if d is not None and d.mode in ("dragging", "selected") and d.active is not None \
                    and D.path_parts(d.active.key[0]) is not None:
                self.rotate()
                return True
            if VIEWPORT.collidepoint(self.pointer) and not self.log_panel.contains(self.pointer):
                self.zoom(1.15 if event.y > 0 else 1 / 1.15, self.pointer)
                return True
        elif et == pygame.MOUSEBUTTONDOWN:
            self.pointer = event.pos
            if event.button == 3 and d is not None and d.mode == "dragging":
                self.rotate()
                return True
            if event.button in (2, 3) and VIEWPORT.collidepoint(event.pos) and not self._over_widget(event.pos) \
                    and (d is None or d.mode in ("idle", "selected")):
                self.panning = (event.pos, self.org)
                return True
            if event.button == 1 and not self._over_widget(event.pos) and self._board_click(event.pos):
                return True
        elif et == pygame.MOUSEBUTTONUP:
            if event.button in (2, 3) and self.panning is not None:
                self.panning = None
                return True
            if event.button == 1 and self.pawn_drag is not None:
                self._drop_pawn(event.pos)
                return True
        elif et == pygame.KEYDOWN:
            k = event.key
            if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                return super().handle_table(event)
            if k == pygame.K_ESCAPE and self.my_turn and self.view.phase == "target" and (d is None or d.mode != "dragging"):
                self.take_back()
                return True
            if k == pygame.K_ESCAPE and self.my_turn and "back" in self.legal() and self.view.phase == "discard":
                self.play("back")
                return True
            if k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.zoom(1.2)
                return True
            if k in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.zoom(1 / 1.2)
                return True
            pans = {pygame.K_LEFT: (1, 0), pygame.K_a: (1, 0), pygame.K_RIGHT: (-1, 0), pygame.K_d: (-1, 0),
                    pygame.K_UP: (0, 1), pygame.K_w: (0, 1), pygame.K_DOWN: (0, -1), pygame.K_s: (0, -1)}
            arrows = k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
            if k in pans and (not arrows or d is None or (d.mode == "idle" and d.focused is None)):
                dx, dy = pans[k]
                self.pan(dx * PAN_STEP, dy * PAN_STEP)
                return True
        return super().handle_table(event)

    def _board_click(self, pos) -> bool:
        """Clicks the drag controller does not own: steps, the dwarf, treasure choices, staged cards."""
        v = self.view
        if not self.my_turn:
            return False
        legal = self.legal()
        if v.phase == "move":
            pw = self.pawns.get(self.viewer)
            if pw is not None and self._pawn_rect(pw).collidepoint(pos):
                self.pawn_drag = pos
                self.trail = [D.xy(v.pawns[self.viewer])]
                return True
            cell = self.cell_at(pos)
            if cell is not None and ("step",) + cell in legal:
                self.play(("step",) + cell)
                return True
            if cell is not None and cell in self.walks():
                self.walk(self.walks()[cell])
                return True
        if v.phase == "take":
            for s, r in self._slot_rects():
                if r.collidepoint(pos) and ("take", s) in legal:
                    self.play(("take", s))
                    return True
        if self.staged and TRAY.collidepoint(pos) and (self.drag is None or self.drag.mode == "idle"):
            for key, r in self._staged_rects():
                if r.collidepoint(pos):
                    self.staged.remove(key)
                    self.sync()
                    return True
        return False

    def walks(self) -> dict:
        """The viewer's reachable cells this move with the steps to each (cached per view)."""
        v = self.view
        if self._walks[0] is not v:
            self._walks = (v, v.walks() if self.my_turn and self.frozen is None else {})
        return self._walks[1]

    def walk(self, path) -> None:
        """Walk the dwarf along ``path`` (cells): one ``step`` action per cell, animated in turn."""
        try:
            for i, xy in enumerate(path):
                if not self.my_turn or self.view.phase != "move" or ("step",) + tuple(xy) not in self.legal():
                    break
                self._anim_offset = i * theme.MOVE_MS * 0.8
                if not self.play(("step",) + tuple(xy)):
                    break
        finally:
            self._anim_offset = 0.0

    def _extend_trail(self, cell) -> None:
        t = self.trail
        if cell is None or not t or cell == t[-1]:
            return
        if cell in t:
            del t[t.index(cell) + 1:]
        elif abs(cell[0] - t[-1][0]) + abs(cell[1] - t[-1][1]) == 1:
            t.append(cell)

    def _trail_walk(self, cell):
        """The dragged trail as a walk if it ends on ``cell`` and every step of it is legal."""
        v = self.view
        t = self.trail
        if len(t) < 2 or t[-1] != cell or len(t) - 1 > v.steps_left:
            return None
        visited = list(v.visited)
        for a, b in zip(t, t[1:]):
            ca, cb = D.cell(*a), D.cell(*b)
            if v.board[ca] == "mine" or not v.step_ok(ca, cb, visited):
                return None
            visited.append(cb)
        return tuple(t[1:])

    def _drop_pawn(self, pos) -> None:
        start = self.pawn_drag
        self.pawn_drag = None
        cell = self.cell_at(pos)
        self._extend_trail(cell)
        path = self._trail_walk(cell) if cell is not None else None
        self.trail = []
        if path is None and cell is not None and ("step",) + cell in self.legal():
            path = (cell,)
        if path is None and cell is not None:
            path = self.walks().get(cell)
        if path:
            self.walk(path)
            return
        pw = self.pawns.get(self.viewer)
        here = tuple(int(round(c)) for c in pw.pos) if pw else None
        if cell is None or cell == here or math.hypot(pos[0] - start[0], pos[1] - start[1]) < 6:
            return
        sound.play("error")
        r = self.cell_rect(*here)
        self.drag._show_reason(_Anchor(r.center, (r.w, r.h)), tr("why.step"))

    # ------------------------------------------------------------------ hover
    def table_tip(self, pos):
        """A hand card's full name, a player's panel, a treasure slot or a board cell."""
        if self.pawn_drag is not None:
            return None
        for sp in reversed([sp for sp in self.hand_sprites if sp.visible]):
            if sp.rect.collidepoint(pos):
                return HoverZone(sp.rect, card_name(sp.key[0], i18n.lang()))
        for z in self.zones:
            if z.rect.collidepoint(pos):
                return z
        cell = self.cell_at(pos)
        if cell is not None:
            return HoverZone(self.cell_rect(*cell), self._cell_tip(*cell))
        return None

    def _build_zones(self) -> None:
        zones = []
        for seat, r in self._seat_rects():
            zones.append(HoverZone(r, lambda seat=seat: self._seat_tip(seat)))
        for s, r in self._slot_rects():
            zones.append(HoverZone(r, lambda s=s: self._slot_tip(s)))
        self.zones = zones

    def _seat_tip(self, seat: int) -> str:
        v = self.disp
        c = v.conduct[seat]
        lines = [f"{self.name(seat)} — {tr('clan.' + v.clans[seat])}",
                 tr("tip.conduct", hb=c[0], hy=c[1], xb=c[2], xy=c[3])]
        if v.roles_known[seat] is not None and seat != v.player:
            lines.append(tr("tip.you_saw", role=tr("role." + v.roles_known[seat])))
        if v.trolls[seat] is not None:
            lines.append(tr("tip.troll"))
        return "\n".join(lines)

    def _slot_tip(self, s: int) -> str:
        v = self.disp
        t = v.slot_types[s]
        text = tr("tip.slot", n=s + 1, type=tr("treasure." + t))
        if v.slot_known[s] is not None:
            text += "\n" + tr("tip.slot_known", value=v.slot_known[s])
        if v.slot_taken[s] >= 0:
            text += "\n" + tr("tip.slot_taken", name=self.name(v.slot_taken[s]))
        return text

    def _cell_tip(self, x: int, y: int) -> str:
        v = self.disp
        c = D.cell(x, y)
        b = v.board[c]
        lines = [f"({x},{y})"]
        if b is None:
            pass
        elif b == "mine":
            i = v.mine_cells.index(c)
            lines.append(tr("tip.mine_down", n=i + 1))
            if v.mine_known[i]:
                lines.append(tr("tip.mine_known", kind=tr("treasure." + v.mine_known[i])))
        elif b.startswith("mine_"):
            lines.append(tr("tip.mine_up", kind=tr("treasure." + b[5:])))
        elif b.startswith("start_"):
            lines.append(engine_i18n.tr(NS, "card." + b, i18n.lang()))
        else:
            lines.append(card_name(b, i18n.lang()))
            if c in v.cleared:
                lines.append(tr("tip.cleared"))
        here = [self.name(p) for p in range(v.num_players) if v.pawns[p] == c]
        if here:
            lines.append(", ".join(here))
        return "\n".join(lines)

    # ------------------------------------------------------------------ hints
    def _hint_rects(self) -> list[pygame.Rect]:
        a = self.live_hint()
        if a is None:
            return []
        v = self.view
        if a == "discard":
            return [TRAY]
        if a == "done":
            return [b.rect for b in self.choice_buttons if b.hotkey == pygame.K_RETURN][:1]
        if isinstance(a, str):
            return [b.rect for b in self.choice_buttons][:1]
        k = a[0]
        if k in ("card", "discard"):
            return [s.rect for s in self.hand_sprites if s.key[0] == a[1] and s.visible][:1] + ([TRAY] if k == "discard" else [])
        if k in ("path",):
            return [self.cell_rect(a[2], a[3])]
        if k in ("tool", "storm", "step"):
            return [self.cell_rect(a[1], a[2])]
        if k in ("trap", "troll"):
            return [self.edge_rect(*a[1:5])]
        if k == "info":
            if a[2] == "mine":
                return [self.cell_rect(*D.xy(v.mine_cells[a[3]]))]
            if a[2] == "treasure":
                return [r for s, r in self._slot_rects() if s == a[3]]
            return [r for s, r in self._seat_rects() if s == a[3]]
        if k == "take":
            return [r for s, r in self._slot_rects() if s == a[1]]
        return [b.rect for b in self.choice_buttons][:1]

    # ------------------------------------------------------------------ animation
    def animate_action(self, entry, before, after) -> None:
        ai = self.session.is_ai(entry.player)
        travel = theme.AI_MOVE_MS if ai else theme.MOVE_MS
        ended = any(e[0] == "round_end" for e in after.events)
        if ended:
            self.frozen = before
        t = self._anim_offset
        for e in after.events:
            kind = e[0]
            if kind == "act":
                p = e[1]
                a = str_to_action(e[2])
                self.last_play[p] = a
                if p != self.viewer and not ended:
                    t = self._animate_play(p, a, t, travel)
            elif kind == "step" and not ended:
                _, p, x, y = e
                pw = self.pawns.get(p)
                if pw is not None:
                    self.tweens.queue(pw, "pos", (float(x), float(y)), travel * 0.8, delay_ms=t, ease="ease_in_out")
                    self.fx.sound_at("piece_step", t)
                    t += travel * 0.8
            elif kind == "reveal" and not ended:
                _, x, y, mk = e
                c = D.cell(x, y)
                fl = Flip()
                self.flips[c] = fl
                self.tweens.queue(fl, "k", 1.0, travel * 1.4, delay_ms=t, on_done=lambda c=c: self.flips.pop(c, None))
                self.fx.float_text(tr("ev.reveal", kind=tr("treasure." + mk)), self.cell_center(x, y - 0.6),
                                   art.TREASURE_COLORS[mk], t + travel * 0.7)
                self.fx.sound_at("card_place", t)
                t += travel * 1.4
            elif kind == "dragon":
                pw = self.pawns.get(e[1])
                at = self.cell_center(pw.pos[0], pw.pos[1] - 0.8) if pw else (0, 0)
                self.fx.float_text(tr("ev.dragon"), at, theme.DANGER, t, big=True)
                t += travel
            elif kind == "take":
                _, p, s, ttype = e
                r = dict(self._slot_rects()).get(s)
                if r is not None:
                    self.fx.float_text(tr("ev.take", name=self.name(p), type=tr("treasure." + ttype)),
                                       (r.centerx, r.y - 8), art.TREASURE_COLORS[ttype], t)
                self.fx.sound_at("chime", t)
                t += travel * 0.6
            elif kind == "trap_loss":
                pw = self.pawns.get(e[1])
                if pw is not None and not ended:
                    self.fx.float_text(tr("ev.trap_loss"), self.cell_center(pw.pos[0], pw.pos[1] - 0.7), theme.DANGER, t)
            elif kind == "skip":
                self.fx.float_text(tr("ev.skip", name=self.name(e[1])), self._seat_anchor(e[1]), theme.TEXT_DIM, t)
            elif kind == "discarded":
                if e[1] != self.viewer and not ended:
                    self.fx.float_text(tr("ev.discard", name=self.name(e[1]), n=e[2]), self._seat_anchor(e[1]),
                                       theme.TEXT_DIM, t)
            elif kind == "round_end":
                self.fx.float_text(tr("ev.round_end", n=e[1]), VIEWPORT.center, theme.ACCENT, t, big=True)
        if ended:
            self.pending_results = len(after.history)
            self.fx.at(t + 900, self._show_round_results)
        else:
            self._sync_pawns(after)
        self.sync()

    def _animate_play(self, p: int, a, t: float, travel: float) -> float:
        k = a[0]
        start = self._seat_anchor(p)
        if k == "path":
            img = art.tile(a[1], a[4], max(24, int(self.cs)))
            self.fx.fly(img, start, self.cell_center(a[2], a[3]), t, travel, hide_key=("cell", D.cell(a[2], a[3])),
                        sound="card_place")
            return t + travel
        code = {"tool": None, "storm": "storm", "trap": "trap", "troll": "troll"}.get(k, a[1] if k == "info" else None)
        if k == "tool":
            f = art.feature_of(self.disp.board[D.cell(a[1], a[2])] or "") if self.frozen is None else None
            code = D.TOOL_FOR.get(f, "axe")
        if k == "discard":
            return t
        img = art.icon(code, 40, art.ACTION_COLORS.get(code, art.AMBER))
        if k in ("tool", "storm"):
            end = self.cell_center(a[1], a[2])
        elif k in ("trap", "troll"):
            end = self.cell_center((a[1] + a[3]) / 2, (a[2] + a[4]) / 2)
        elif a[2] == "mine":
            end = self.cell_center(*D.xy(self.view.mine_cells[a[3]]))
        elif a[2] == "treasure":
            end = dict(self._slot_rects()).get(a[3], SIDE).center
        else:
            end = self._seat_anchor(a[3])
        self.fx.fly(img, start, end, t, travel, sound="card_place")
        return t + travel

    def action_sound(self, action) -> str:
        if isinstance(action, tuple) and action[0] == "step":
            return "piece_step"
        if action in ("back",) or (isinstance(action, tuple) and action[0] == "card"):
            return "card_slide"
        return "click" if isinstance(action, str) else "card_place"

    def _seat_anchor(self, seat: int):
        for s, r in self._seat_rects():
            if s == seat:
                return r.center
        return (SIDE.centerx, SIDE.y + 30)

    # ------------------------------------------------------------------ results
    def _round_rows(self, h) -> tuple[list[str], list[list[str]], list[str]]:
        heads = [tr("res.dwarf"), tr("res.treasures"), tr("res.clan"), tr("res.own")]
        body, cells = [], []
        for r in h["rows"]:
            vals = [str(t[1]) for t in r["treasures"]]
            clan = tr("clan_short." + r["clan"])
            body.append([f"{clan} {tr('role_short.' + r['role'])}",
                         "+".join(vals) if vals else "–",
                         (f"{r['share']}" + (f" (+{r['remainder']})" if r["remainder"] else "")) if r["role"] != D.SELFISH else "–",
                         f"{r['own']:+d}" + (f" {r['dragon']:+d}" if r["dragon"] else "") if (r["own"] or r["dragon"]) else "–"])
            cells.append(f"{r['total']} ({r['gain']:+d})")
        return heads, body, cells

    def _show_round_results(self) -> None:
        n = self.pending_results
        if n is None:
            return
        self.pending_results = None
        if self.session.is_terminal():
            self.frozen = None
            self._sync_pawns(self.view, force=True)
            self.sync()
            return
        h = self.view.history[n - 1]
        heads, body, cells = self._round_rows(h)
        title = tr("res.round_title", n=n)
        if h["lost"]:
            title += "  " + tr("res.lost", n=h["lost"])
        self.app.scenes.push(ResultsScene(self.app, self, title=title, final=False, breakdown=lambda: (heads, body),
                                          score_cells=cells, on_close=self._round_closed, places=True))

    def _round_closed(self) -> None:
        self.frozen = None
        self.flips.clear()
        self._sync_pawns(self.view, force=True)
        self.sync()

    def result_breakdown(self):
        v = self.session.state.view(self.viewer)
        heads = [tr("res.round_n", n=i + 1) for i in range(len(v.history))] + [tr("res.treasures_n"), tr("res.dragon")]
        rows = []
        for seat in range(v.num_players):
            cells = [f"{h['rows'][seat]['gain']:+d}" for h in v.history]
            cells.append(sum(len(h["rows"][seat]["treasures"]) for h in v.history))
            cells.append(sum(1 for h in v.history if h["rows"][seat]["dragon"]) or "–")
            rows.append(cells)
        return heads, rows

    def prompt(self) -> str:
        v = self.view
        if v.phase == "vote" and self.my_turn:  # who asks, and how the vote stands
            if not v.votes:
                return tr("prompt.vote_by", name=self.name(v.active))
            yes = sum(1 for x in v.votes if x)
            return tr("prompt.vote_by_so_far", name=self.name(v.active), yes=yes, no=len(v.votes) - yes)
        return super().prompt()

    def score_history(self):
        v = self.session.state.view(self.viewer)
        if not v.history:
            return None
        labels = [str(h["round"]) for h in v.history]
        series = [[h["rows"][seat]["total"] for h in v.history] for seat in range(v.num_players)]
        return labels, series

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        super().update(dt)
        self.hand.update(dt)
        self.pulse_t += dt
        d = self.drag
        # a dragged card shrinks to the size of a board cell (a tile for a path card)
        for s in self.hand_sprites:
            if s.dragging and s.key not in self._shrunk:
                code = s.key[0]
                size = max(24, int(self.cs * 0.92))
                face = art.tile(code, self.rot_for(code), size) if D.path_parts(code) else \
                    art.card_face(code, short_label(code), 0, (size, int(size * 1.4)))
                self._shrunk[s.key] = (s.face, s.size, size)
                s.face, s.size = face, face.get_size()
                d._grab = (0.0, 0.0)
            elif not s.dragging and s.key in self._shrunk:
                face, size, _ = self._shrunk.pop(s.key)
                s.face = art.card_face(s.key[0], short_label(s.key[0]), self.rot_for(s.key[0]))
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

    def _seat_rects(self) -> list[tuple[int, pygame.Rect]]:
        v = self.disp
        others = [(self.viewer + i) % v.num_players for i in range(1, v.num_players)]
        if not others:
            return []
        gap = 6
        h = min(84, (COLUMN.h - gap * (len(others) - 1)) // len(others))
        return [(s, pygame.Rect(COLUMN.x, COLUMN.y + i * (h + gap), COLUMN.w, h)) for i, s in enumerate(others)]

    def _slot_rects(self) -> list[tuple[int, pygame.Rect]]:
        v = self.disp
        n = len(v.slot_types)
        per = 5
        w, h, gap = 44, 44, 4
        x0 = SIDE.x + 10
        y0 = SIDE.y + 148
        return [(s, pygame.Rect(x0 + (s % per) * (w + gap), y0 + (s // per) * (h + gap), w, h)) for s in range(n)]

    def _staged_rects(self) -> list[tuple, pygame.Rect]:
        out = []
        for i, key in enumerate(self.staged):
            out.append((key, pygame.Rect(TRAY.x + 14 + i * 62, TRAY.y + 36, 56, 78)))
        return out

    def _pawn_rect(self, pw: Pawn) -> pygame.Rect:
        cx, cy = self._pawn_point(pw)
        h = max(18, int(self.cs * 0.56))
        return pygame.Rect(round(cx - h * 0.35), round(cy - h), round(h * 0.7), h)

    def _pawn_point(self, pw: Pawn):
        """Screen bottom-centre of a dwarf (spread when several share a cell)."""
        v = self.disp
        c = v.pawns[pw.seat]
        same = [q for q in range(v.num_players) if v.pawns[q] == c]
        i = same.index(pw.seat) if pw.seat in same else 0
        n = len(same)
        dx = (i - (n - 1) / 2) * self.cs * min(0.26, 0.9 / max(1, n))
        cx, cy = self.cell_center(*pw.pos)
        return (cx + dx, cy + self.cs * 0.3)

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface: pygame.Surface) -> None:
        v = self.disp
        for seat, rect in self._seat_rects():
            self._draw_seat_panel(surface, v, seat, rect)
        self._draw_board(surface, v)
        self._draw_side(surface, v)
        self._draw_tray(surface)
        for r in self._hint_rects():
            draw_highlight(surface, r.inflate(6, 6), "target", 8, zone=True)
        draw_cards(surface, [s for s in self.hand_sprites if s.visible])

    def _draw_board(self, surface, v) -> None:
        vp = VIEWPORT
        pygame.draw.rect(surface, (46, 34, 26), vp, border_radius=10)
        old_clip = surface.get_clip()
        surface.set_clip(vp)
        cs = self.cs
        gw, gh = round(D.W * cs), round(D.H * cs)
        ox, oy = round(self.org[0]), round(self.org[1])
        frame = pygame.Rect(ox - 18, oy - 18, gw + 36, gh + 36)
        pygame.draw.rect(surface, art.EARTH_DARK, frame, border_radius=12)
        pygame.draw.rect(surface, art.AMBER, frame, 2, border_radius=12)
        size = max(8, int(cs) - 2)
        for y in range(D.H):
            for x in range(D.W):
                r = self.cell_rect(x, y)
                pygame.draw.rect(surface, (84, 60, 42), r.inflate(-2, -2), 1, border_radius=4)
        # coordinates along the frame
        if cs >= 30:
            for x in range(D.W):
                img = render(str(x), theme.XS, art.AMBER)
                surface.blit(img, img.get_rect(center=(self.cell_center(x, 0)[0], oy - 9)))
            for y in range(D.H):
                img = render(str(y), theme.XS, art.AMBER)
                surface.blit(img, img.get_rect(center=(ox - 9, self.cell_center(0, y)[1])))
        for c, b in enumerate(v.board):
            if b is None or self.fx.hidden(("cell", c)):
                continue
            x, y = D.xy(c)
            r = self.cell_rect(x, y)
            if not r.colliderect(vp):
                continue
            fl = self.flips.get(c)
            if fl is not None and fl.k < 1.0:
                k = fl.k
                img = art.tile("mine" if k < 0.5 else b, v.rot[c], size)
                wk = abs(1 - 2 * k)
                img = pygame.transform.smoothscale(img, (max(1, int(size * wk)), size))
            else:
                img = art.tile(b, v.rot[c], size, c in v.cleared)
            surface.blit(img, img.get_rect(center=r.center))
            if b == "mine":
                i = v.mine_cells.index(c)
                if v.mine_known[i]:
                    bs = max(12, int(cs * 0.34))
                    surface.blit(art.eye_badge(bs), (r.x + 1, r.y + 1))
                    surface.blit(art.icon(v.mine_known[i], bs, art.TREASURE_COLORS[v.mine_known[i]]),
                                 (r.right - bs - 1, r.bottom - bs - 1))
        # tokens
        for e in v.traps:
            self._draw_token(surface, e, "trap", None)
        for seat, e in enumerate(v.trolls):
            if e is not None:
                self._draw_token(surface, e, "troll", seat_color(seat))
        # last plays of the other players
        for seat, a in self.last_play.items():
            if seat == self.viewer and self.view.phase != "over":
                continue
            r = self._last_play_rect(v, a)
            if r is not None:
                draw_brackets(surface, r, seat_color(seat))
        # targets, moves, rotation marks
        self.drag.draw_targets(surface)
        d = self.drag
        if d.active is not None and d.mode in ("dragging", "selected"):
            code = d.active.key[0]
            rb = max(12, int(cs * 0.36))
            for (x, y) in self._other_rot_cells(code):
                r = self.cell_rect(x, y)
                surface.blit(art.rotate_badge(rb), (r.right - rb - 2, r.y + 2))
            if d.mode == "dragging" and isinstance(d.emphasized, tuple) and d.emphasized[0] == "cell" \
                    and D.path_parts(code):
                a = d.legal.get(d.emphasized)
                if a is not None and a[0] == "path":
                    ghost = art.tile(code, a[4], size).copy()
                    ghost.set_alpha(150)
                    r = self.cell_rect(*d.emphasized[1:])
                    surface.blit(ghost, ghost.get_rect(center=r.center))
        if self.my_turn and self.view.phase == "move" and self.frozen is None:
            glow = 0.5 + 0.5 * math.sin(self.pulse_t / 180)
            direct = {(a[1], a[2]) for a in self.view.legal if isinstance(a, tuple) and a[0] == "step"}
            for cell, path in self.walks().items():  # farther cells within the steps left: dimmer
                if cell not in direct:
                    self._draw_reach(surface, self.cell_rect(*cell), len(path))
            for cell in sorted(direct):
                r = self.cell_rect(*cell)
                draw_highlight(surface, r.inflate(-4, -4), "target" if glow > 0.5 else "legal", 6, zone=True)
            if self.pawn_drag is not None:
                if len(self.trail) > 1:
                    pts = [self.cell_center(*c) for c in self.trail]
                    pygame.draw.lines(surface, art.AMBER, False, pts, max(3, int(self.cs * 0.08)))
                cell = self.cell_at(self.pawn_drag)
                if cell is not None:
                    pygame.draw.rect(surface, theme.TEXT, self.cell_rect(*cell).inflate(-2, -2), 2, border_radius=4)
        # dwarves
        order = sorted(self.pawns.values(), key=lambda pw: (pw.pos[1], pw.seat))
        active = v.active if v.phase in ("act", "target", "move", "orient", "take") else -1
        for pw in order:
            if pw.seat >= v.num_players or (self.pawn_drag is not None and pw.seat == self.viewer):
                continue
            hl = None
            if pw.seat == active:
                hl = art.AMBER
            self._draw_pawn(surface, pw.seat, self._pawn_point(pw), hl)
        # coordinates on hover
        cell = self.cell_at(self.pointer)
        if cell is not None:
            img = render(f"({cell[0]},{cell[1]})", theme.XS, theme.TEXT, True)
            box = img.get_rect(bottomleft=(vp.x + 8, vp.bottom - 6)).inflate(12, 6)
            pygame.draw.rect(surface, theme.FELT_DARK, box, border_radius=6)
            surface.blit(img, img.get_rect(center=box.center))
        help_img = render(tr("ui.board_help"), theme.XS, theme.TEXT_DIM)
        box = help_img.get_rect(bottomright=(vp.right - 8, vp.bottom - 6)).inflate(12, 6)
        pygame.draw.rect(surface, theme.FELT_DARK, box, border_radius=6)
        surface.blit(help_img, help_img.get_rect(center=box.center))
        surface.set_clip(old_clip)
        pygame.draw.rect(surface, art.EARTH, vp, 2, border_radius=10)

    def _draw_reach(self, surface, r: pygame.Rect, steps: int) -> None:
        """A cell the dwarf reaches in ``steps`` steps (more than one): a dim glow and the count."""
        inner = r.inflate(-6, -6)
        if inner.w <= 4 or inner.h <= 4:
            return
        img = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(img, (*theme.FOCUS[:3], 40), img.get_rect(), border_radius=6)
        pygame.draw.rect(img, (*theme.FOCUS[:3], 120), img.get_rect(), 2, border_radius=6)
        surface.blit(img, inner)
        n = render(str(steps), theme.XS, theme.FOCUS, True)
        surface.blit(n, n.get_rect(topright=(inner.right - 3, inner.y + 1)))

    def _draw_pawn(self, surface, seat: int, point, hl=None) -> None:
        h = max(18, int(self.cs * 0.56))
        draw_piece(surface, "pawn", point, h, seat_color(seat), seat_mark(seat), highlight=hl)

    def _draw_token(self, surface, e, kind: str, ring) -> None:
        a, b = e
        r = self.edge_rect(*D.xy(a), *D.xy(b))
        s = max(14, int(self.cs * 0.4))
        img = art.icon(kind, s, ring if ring is not None else (200, 200, 200))
        surface.blit(img, img.get_rect(center=r.center))

    def _last_play_rect(self, v, a):
        k = a[0]
        if k == "path":
            c = D.cell(a[2], a[3])
            if v.board[c] == a[1]:
                return self.cell_rect(a[2], a[3])
        elif k == "tool":
            if D.cell(a[1], a[2]) in v.cleared:
                return self.cell_rect(a[1], a[2])
        elif k in ("trap", "troll"):
            e = tuple(sorted((D.cell(a[1], a[2]), D.cell(a[3], a[4]))))
            if e in v.traps or e in v.trolls:
                return self.edge_rect(*a[1:5])
        return None

    def _draw_seat_panel(self, surface, v, seat: int, rect: pygame.Rect) -> None:
        active = seat == v.current_player
        panel(surface, rect, theme.PANEL_HI if active else theme.PANEL, seat_color(seat) if active else theme.PANEL_BORDER)
        compact = rect.h < 60
        clan = v.clans[seat]
        # clan chip (colour + letter)
        chip = pygame.Rect(rect.x + 8, rect.y + 8, 20, 20)
        pygame.draw.rect(surface, art.CLAN_COLORS[clan], chip, border_radius=5)
        letter = render(art.CLAN_LETTER[clan], theme.XS, (255, 255, 255) if clan == D.BLUE else art.INK, True)
        surface.blit(letter, letter.get_rect(center=chip.center))
        vp = render(tr("panel.vp", n=v.totals[seat]), theme.XS, theme.TEXT, True)
        surface.blit(vp, (rect.right - vp.get_width() - 8, rect.y + 8))
        name_w = rect.w - 40 - (64 if compact else 70)
        items = self._seat_items(v, seat) if compact else []
        # compact: the items go right-aligned before the score, the name is shortened to make room
        x = rect.right - vp.get_width() - 14 - sum(img.get_width() + 4 for img in items)
        if compact:
            name_w = min(name_w, x - 4 - (chip.right + 6))
        name = self.seat_label(seat, theme.XS, max(16, name_w))
        surface.blit(name, (chip.right + 6, rect.y + 8))
        # second line (or the rest of the only line): hand, treasures, troll, dragon, known role
        if compact:
            if x < chip.right + 6 + name.get_width() + 4:  # more items than room: they cover the name's end
                pygame.draw.rect(surface, theme.PANEL_HI if active else theme.PANEL,
                                 (x - 4, rect.y + 4, rect.right - vp.get_width() - 12 - (x - 4), rect.h - 8))
            for img in items:
                surface.blit(img, (x, rect.centery - img.get_height() // 2))
                x += img.get_width() + 4
        else:
            x, y = rect.x + 8, rect.y + 40
            for img in self._seat_items(v, seat):
                surface.blit(img, (x, y + 12 - img.get_height() // 2))
                x += img.get_width() + 6
        if self.drag is not None and ("seat", seat) in self.drag.legal:
            pass  # the drop target glows (drawn by the controller)
        t = self.drag.targets.get(("seat", seat)) if self.drag is not None else None
        if t is not None:
            t.draw(surface)

    def _seat_items(self, v, seat: int) -> list[pygame.Surface]:
        items = []
        back = pygame.transform.smoothscale(art.card_back((50, 70)), (13, 18))
        hand = pygame.Surface((13 + 4 + 20, 20), pygame.SRCALPHA)
        hand.blit(back, (0, 1))
        num = render(str(v.hand_counts[seat]), theme.XS, theme.TEXT, True)
        hand.blit(num, (17, 10 - num.get_height() // 2))
        items.append(hand)
        for s in v.collected[seat]:
            items.append(art.icon(v.slot_types[s], 20, art.TREASURE_COLORS[v.slot_types[s]]))
        if v.troll_card[seat]:
            items.append(art.icon("troll", 20, seat_color(seat)))
        if v.dragon == seat:
            items.append(art.icon(D.DRAGON, 20, art.TREASURE_COLORS[D.DRAGON]))
        role = v.roles_known[seat]
        if role is not None:
            eye = art.eye_badge(18)
            txt = render(tr("role_short." + role), theme.XS, theme.OKABE_ITO["purple"], True)
            img = pygame.Surface((eye.get_width() + 3 + txt.get_width(), 20), pygame.SRCALPHA)
            img.blit(eye, (0, 1))
            img.blit(txt, (eye.get_width() + 3, 10 - txt.get_height() // 2))
            items.append(img)
        return items

    def _draw_side(self, surface, v) -> None:
        me = self.viewer
        r = SIDE
        panel(surface, r, theme.PANEL, seat_color(me) if v.current_player == me else theme.PANEL_BORDER)
        x, y = r.x + 10, r.y + 8
        surface.blit(self.seat_label(me, theme.S, r.w - 20), (x, y))
        y += 28
        clan = v.clans[me]
        chip = pygame.Rect(x, y + 1, 18, 18)
        pygame.draw.rect(surface, art.CLAN_COLORS[clan], chip, border_radius=4)
        surface.blit(render(art.CLAN_LETTER[clan], theme.XS, (255, 255, 255) if clan == D.BLUE else art.INK, True),
                     (chip.x + 4, chip.y))
        role = v.roles_known[me]
        line = tr("panel.me", clan=tr("clan." + clan), role=tr("role." + role) if role else "?")
        surface.blit(render(line, theme.XS, theme.TEXT, True), (chip.right + 6, y + 1),
                     area=pygame.Rect(0, 0, r.w - 44, 24))
        y += 22
        surface.blit(render(tr("panel.secret"), theme.XS, theme.TEXT_DIM), (x, y))
        y += 24
        info = tr("panel.status", vp=v.totals[me], round=v.round, rounds=D.ROUNDS)
        surface.blit(render(info, theme.XS, theme.TEXT), (x, y))
        y += 20
        info = tr("panel.piles", pile=v.pile_count, discard=v.discard_count)
        surface.blit(render(info, theme.XS, theme.TEXT_DIM), (x, y))
        y += 22
        surface.blit(render(tr("panel.treasures"), theme.XS, theme.ACCENT, True), (x, y))
        take = {a[1] for a in self.legal() if isinstance(a, tuple) and a[0] == "take"}
        glow = 0.5 + 0.5 * math.sin(self.pulse_t / 180)
        for s, sr in self._slot_rects():
            t = v.slot_types[s]
            taken = v.slot_taken[s]
            pygame.draw.rect(surface, theme.FELT_DARK, sr, border_radius=6)
            pygame.draw.rect(surface, art.TREASURE_COLORS[t], sr, 2, border_radius=6)
            ic = art.icon(t, 24)
            if taken >= 0:
                ic = ic.copy()
                ic.set_alpha(90)
            surface.blit(ic, ic.get_rect(midtop=(sr.centerx, sr.y + 2)))
            val = v.slot_known[s]
            lab = str(val) if val is not None else "?"
            img = render(lab, theme.XS, theme.TEXT if val is not None else theme.TEXT_DIM, True)
            surface.blit(img, img.get_rect(midbottom=(sr.centerx + (0 if taken < 0 else -8), sr.bottom - 1)))
            if val is not None and taken < 0:
                surface.blit(art.eye_badge(14), (sr.x + 1, sr.y + 1))
            if taken >= 0:
                m = render(seat_mark(taken), theme.XS, seat_color(taken), True)
                surface.blit(m, m.get_rect(bottomright=(sr.right - 3, sr.bottom - 1)))
            if s in take:
                draw_highlight(surface, sr, "target" if glow > 0.5 else "legal", 6, zone=True)
            tgt = self.drag.targets.get(("slot", s))
            if tgt is not None:
                tgt.draw(surface)
        rows = (len(v.slot_types) + 4) // 5
        y = r.y + 148 + rows * 48 + 6
        surface.blit(render(tr("panel.known"), theme.XS, theme.ACCENT, True), (x, y))
        y += 22
        lines = self._known_lines(v)
        if not lines:
            lines = [tr("panel.known_none")]
        for text in lines[-6:]:
            img = render_block(text, r.w - 34, theme.XS, theme.TEXT)
            if y + img.get_height() > r.bottom - 6:
                break
            surface.blit(art.eye_badge(14), (x, y + 2))
            surface.blit(img, (x + 20, y))
            y += img.get_height() + 2

    def _known_lines(self, v) -> list[str]:
        out = []
        for kind, subj, val, src, rnd, _t in v.known:
            if rnd != v.round:
                continue
            if kind == "MINE":
                out.append(tr("known.mine", n=v.mine_cells.index(subj) + 1, kind=tr("treasure." + val)))
            elif kind == "ROLE" and src == "INFO_DWARF":
                out.append(tr("known.role", name=self.name(subj), role=tr("role." + val)))
            elif kind == "TREASURE" and src == "INFO_TREASURE":
                out.append(tr("known.treasure", n=subj + 1, type=tr("treasure." + v.slot_types[subj]), value=val))
            elif kind == "CARD" and src == "TRAP_LOSS":
                out.append(tr("known.trap", card=card_name(val, i18n.lang())))
        return out

    def _draw_tray(self, surface) -> None:
        r = TRAY
        dragging = self.drag is not None and "tray" in self.drag.legal
        pygame.draw.rect(surface, theme.FELT_DARK, r, border_radius=10)
        pygame.draw.rect(surface, art.AMBER if dragging else theme.PANEL_BORDER, r, 2, border_radius=10)
        title = render(tr("ui.tray"), theme.XS, theme.TEXT_DIM, True)
        surface.blit(title, (r.x + 10, r.y + 8))
        byk = {s.key: s for s in self.hand_sprites}
        rects = dict(self._staged_rects())
        for i in range(2):
            slot = pygame.Rect(r.x + 14 + i * 62, r.y + 36, 56, 78)
            pygame.draw.rect(surface, theme.PANEL_BORDER, slot, 1, border_radius=6)
        for key, sr in rects.items():
            s = byk.get(key)
            if s is None:
                continue
            img = pygame.transform.smoothscale(art.card_face(key[0], short_label(key[0]), self.rot_for(key[0])), sr.size)
            surface.blit(img, sr)
        if not self.staged:
            hint = render_block(tr("ui.tray_hint"), 62, theme.XS, theme.TEXT_DIM)
            surface.blit(hint, (r.x + 140, r.y + 40))
        tgt = self.drag.targets.get("tray")
        if tgt is not None:
            tgt.draw(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.fx.draw(surface)
        if self.pawn_drag is not None:
            self._draw_pawn(surface, self.viewer, (self.pawn_drag[0], self.pawn_drag[1] + self.cs * 0.25), theme.TEXT)
        self.drag.draw_overlay(surface)


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
