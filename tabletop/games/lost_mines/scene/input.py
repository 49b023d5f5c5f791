"""The player's input at the Lost Mines table: cards dragged or clicked onto glowing targets,
the discard tray, the in-place choice buttons, the dwarf walked by clicks or by a drag, and
the board's pan and zoom.

Playing: drag a card onto a glowing target (a cell, an edge for a trap or troll, a mine, a
treasure slot or a player's panel); R / right-click / the mouse wheel turns a dragged path
card by 180 degrees. Or click a card (it is picked: ``("card", code)``, which decides nothing
and shows nobody anything) and click a glowing target; Esc or "Back" takes it back
(``"back"``). Dropping a card sends the pick and the target as two actions. Discards: drop
one or two cards on the tray, then "Discard": the table plays ``"discard"``, the card(s) in
the rules' order and, for a single card, ``"done"``. (If the game stands in phase
``discard`` itself, e.g. in a resumed game, a click on a card picks it and "Only this card" /
"Back" answer.) Movement: the next steps glow, every other cell within the steps left glows
dimmer with its step count; click one (the table plays the single steps of ``view.walks()``
in turn) or drag your dwarf along a path or onto it; "Stop" ends. Pan: drag the empty board
with the right or middle button, arrow keys or WASD; zoom: wheel or +/-; Home fits the board.
Nothing here decides legality: every target comes from ``view.legal`` and
``view.targets_for``, every refusal's reason from ``reasons.drop_reason``.
"""

from __future__ import annotations

import math

import pygame

from tabletop.ui import i18n, sound, theme
from tabletop.ui.widgets import Button

from .. import art
from .. import data
from ..reasons import drop_reason, walk_reason
from ..rules import card_rotations, code_key
from .layout import CHOICE_W, CHOICE_X, CHOICE_Y, PAN_STEP, TRAY, VIEWPORT, Anchor
from .words import ordinal, short_label, tr


class Input:
    """Drag and drop, clicks, keys and buttons (a mixin of ``GameScene``)."""

    # -- drag and drop ----------------------------------------------------------------------------
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
                    out[("cell",) + data.xy(mines[a[3]])] = a
                elif a[2] == "treasure":
                    out[("slot", a[3])] = a
                else:
                    out[("seat", a[3])] = a
        if len(self.staged) < 2 and sprite.key not in self.staged and (v.phase == "target" or "discard" in v.legal):
            out["tray"] = ("stage", code)
        return out

    def _other_rot_cells(self, code: str) -> set:
        """Cells where path card ``code`` fits only turned the other way."""
        if data.path_parts(code) is None or 180 not in card_rotations(code):
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
        code = sprite.key[0]
        return drop_reason(self.view, code, key, i18n.lang(), my_turn=self.my_turn, rot=self.rot_for(code))

    def rotate(self) -> None:
        self.rot = 180 - self.rot
        sound.play("card_slide")
        d = self.drag
        if d is not None and d.active is not None and d.mode in ("dragging", "selected"):
            code = d.active.key[0]
            if d.active.key in self._shrunk:
                d.active.face = art.tile(code, self.rot_for(code), self._shrunk[d.active.key][2]) \
                    if data.path_parts(code) else d.active.face
            d.legal = self.targets_for(d.active)
            d.emphasized = None
            d._apply_highlights()
        for s in self.hand_sprites:
            if s.key not in self._shrunk:
                code = s.key[0]
                s.face = art.card_face(code, short_label(code, self.rot_for(code)), self.rot_for(code))

    # -- choices ----------------------------------------------------------------------------------
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
            if len(v.visited) > 1:  # the dwarf has moved: Enter ends the move
                bs.append(self._btn(len(bs), lambda: tr("ui.stop"), lambda: self.play("stop"), hotkey=pygame.K_RETURN,
                                    style="primary", tooltip=lambda: tr("ui.stop.tip")))
            else:  # not a step yet: staying put is a choice, never what Enter does
                bs.append(self._btn(len(bs), lambda: tr("ui.stay"), lambda: self.play("stop"),
                                    tooltip=lambda: tr("ui.stay.tip")))
        if ph == "vote":  # neither answer is the default
            bs.append(self._btn(0, lambda: tr("ui.yes"), lambda: self.play("yes"), hotkey=pygame.K_y, cols=2))
            bs.append(self._btn(1, lambda: tr("ui.no"), lambda: self.play("no"), hotkey=pygame.K_n, cols=2))
        if ph == "orient":
            for i, a in enumerate(a for a in v.legal if a[0] == "orient"):
                bs.append(self._btn(i, lambda a=a, i=i: tr("ui.orient", n=i + 1, rot=a[1]), lambda a=a: self.play(a),
                                    hotkey=pygame.K_1 + i, cols=2))
        if ph == "take":
            opts = [a for a in v.legal if a[0] == "take"]
            for i, a in enumerate(opts):
                s = a[1]
                bs.append(self._btn(i, lambda s=s, i=i: tr("ui.take", n=i + 1, ord=ordinal(s + 1), type=tr("treasure." + v.slot_types[s])),
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
        codes = sorted((k[0] for k in self.staged), key=code_key)
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

    # -- events -----------------------------------------------------------------------------------
    def _wait_word(self, pos) -> bool:
        """A press on a hand card while another seat plays: nothing can be dragged, and the
        table says why (a drag that fails silently looks like a broken table)."""
        s = self.session
        if self.my_turn or s.is_terminal() or self.replay is not None or self.frozen is not None:
            return False
        if not any(sp.visible and sp.rect.collidepoint(pos) for sp in self.hand_sprites):
            return False
        self.app.toast(tr("why.wait_for", name=self.name(s.state.current_player())))
        return True

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
                    and data.path_parts(d.active.key[0]) is not None:
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
            if event.button == 1 and self._wait_word(event.pos):
                return False  # said why nothing moves; the press goes on as usual
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
                self.pawn_drag = self._pawn_from = pos
                self.trail = [data.xy(v.pawns[self.viewer])]
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

    # -- walking ----------------------------------------------------------------------------------
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
            ca, cb = data.cell(*a), data.cell(*b)
            if v.board[ca] == "mine" or not v.step_ok(ca, cb, visited):
                return None
            visited.append(cb)
        return tuple(t[1:])

    _pawn_from = (0, 0)  # where the drag of the dwarf began (``pawn_drag`` follows the pointer)

    def _drop_pawn(self, pos) -> None:
        """The dwarf dropped at ``pos``: walk there, else say why not (as a card dropped where it
        may not go does), unless it was only picked up and put back."""
        start = self._pawn_from
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
        self.drag._show_reason(Anchor(r.center, (r.w, r.h)), walk_reason(self.view, *cell, i18n.lang()))
