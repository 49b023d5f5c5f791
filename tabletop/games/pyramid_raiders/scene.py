"""Pyramid Raiders at the table: the hex tomb, the guardian, the raiders and their action cards.

Layout (logical 1280x720): the HUD strip; the other raiders' panels along the top; the
61-cell board in the middle; on the left your panel (item, treasures, curses, score), your
card slot and your action cards; on the right the round, the die, the turn tile, the
guardian's bonus and the in-place choice buttons.

Playing: drag an action card onto your slot (or click it, then the slot). Moving: drag your
raider along a path (the path is drawn, pushes are marked) and drop it on a glowing end
cell, or click an end cell, or click the next cell one step at a time. Entry/return,
teleport, Magic Hands, Big Magnets, decoy and push choices: click a glowing cell. Card 1:
click an arrow around the guardian (keys 1-6). Card 2 and item modes: buttons with hotkeys.
The guardian's move is replayed step by step from ``view.report`` with its sight lines.
Nothing here decides legality: every target comes from ``view.legal_actions()``.
"""

from __future__ import annotations

import math

import pygame

from tabletop.engine import i18n as engine_i18n
from tabletop.ui import i18n, theme
from tabletop.ui.cards import CardSprite, Hand, draw_brackets, draw_cards, draw_highlight
from tabletop.ui.dragdrop import DropTarget
from tabletop.ui.fx import FloaterStyle, HoverZone
from tabletop.ui.pieces import draw_piece, piece_surface
from tabletop.ui.table import HUD_H, TableScene, seat_color, seat_mark
from tabletop.ui.text import render, render_block, render_fit
from tabletop.ui.widgets import Button, panel

from . import art
from . import data as D
from .rules import NS, _occ_from_pos, _Walker, score_parts

LEFT = pygame.Rect(16, 148, 300, 290)
SLOT = pygame.Rect(0, 0, *art.CARD)
SLOT.midtop = (LEFT.centerx, LEFT.bottom + 34)
HAND_Y = 652
SIDE = pygame.Rect(958, 148, 306, 560)
PAWN_H = 34
LOG_X = 1096  # the collapsed game log's header sits right of this on the top strip
GUARD_H = 42
MOVING = ("mode", "step", "push", "tele", "grab", "take")
FLOAT_MIN_Y = 200  # a floater centred higher would drift into the opponents' panels
DECOY_COLOR = (200, 200, 200)
GUARD_COLOR = (120, 96, 60)


def tr(key: str, **fmt) -> str:
    return engine_i18n.tr(NS, key, i18n.lang(), **fmt)


def token_name(tok: int) -> str:
    return tr("token." + D.TOKEN_IDS[tok])


class Marker:
    """A tweenable screen position (a piece's base point)."""

    def __init__(self, xy):
        self.xy = (float(xy[0]), float(xy[1]))
        self.pop = 1.0


def _floater_clear_of_panels(fl, rect: pygame.Rect) -> pygame.Rect:
    """A floater over the board stays between the side panels and below the opponents' strip
    (the turn tile's floater stays on the side panel)."""
    if fl.pos[0] < SIDE.x:
        return rect.clamp(pygame.Rect(LEFT.right + 14, LEFT.y + 6, SIDE.x - LEFT.right - 28, theme.H - LEFT.y - 12))
    return rect


FLOATERS = FloaterStyle(size=theme.S, big_size=theme.M, rise=24, linger=0, big_linger=600, pad=(20, 10),
                        big_pad=(20, 10), fill=(*theme.FELT_DARK, 210), radius=10, clamp=_floater_clear_of_panels)


class PawnSprite(CardSprite):
    """The viewer's raider as a draggable sprite (drawn as a pawn, not a card)."""

    def draw(self, surface):
        if not self.visible:
            return
        cx, cy = self.draw_center()
        img = self.face
        surface.blit(img, img.get_rect(center=(round(cx), round(cy))))


class Shown:
    """What the board shows now (the view before an action while its animation plays)."""

    FIELDS = ("tokens", "pos", "guardian", "tile_cw", "curses", "holdings", "bonus", "last_die", "revealed",
              "committed", "played")

    def __init__(self, v):
        for f in self.FIELDS:
            val = getattr(v, f)
            if f == "holdings":
                val = [list(h) for h in val]
            elif isinstance(val, tuple):
                val = list(val)
            setattr(self, f, val)
        self.facing = float(v.facing)


def plan_walk(v, seat: int):
    """(end cell -> paths, set of path prefixes that can still reach an end) of the walk in progress."""
    pos = list(v.pos)
    occ = _occ_from_pos(pos)
    w = _Walker(v.terrain, occ, pos, v.guardian, seat, v.items)
    ends: dict = {}
    good: set = set()
    seen: dict = {}

    def go(cur, prev, rem, path):
        key = (cur, prev, rem, tuple(pos))
        if key in seen:
            if seen[key]:
                good.add(path)
                if rem == 0:
                    lst = ends.setdefault(cur, [])
                    if len(lst) < 16 and path not in lst:
                        lst.append(path)
            return seen[key]
        if rem == 0:
            lst = ends.setdefault(cur, [])
            if len(lst) < 16:
                lst.append(path)
            seen[key] = True
            good.add(path)
            return True
        ok = False
        for b in w.step_targets(cur, prev):
            res = [False]

            def fn(b=b, res=res):
                if go(b, cur, rem - 1, path + (b,)):
                    res[0] = True
                return False

            w.try_step(cur, prev, b, fn)
            ok = ok or res[0]
        seen[key] = ok
        if ok:
            good.add(path)
        return ok

    if pos[seat] >= 0 and v.w_rem > 0:
        go(pos[seat], v.w_prev, v.w_rem, ())
    return ends, good


def push_plan(v, seat: int, path) -> list | None:
    """How the pushes along ``path`` (cells entered from where ``seat`` stands now) resolve.

    Returns the push links in order as ``(piece, from_cell, to_cell, asks)``, the first way
    (engine order) that lets the walk follow the whole path and still finish its exact length;
    ``asks`` is true where the engine will offer more than one destination (the walker then
    chooses). ``None`` if the path cannot be walked.
    """
    pos = list(v.pos)
    occ = _occ_from_pos(pos)
    w = _Walker(v.terrain, occ, pos, v.guardian, seat, v.items)
    total = v.w_rem
    n = len(path)
    links: list = []
    if pos[seat] < 0 or n > total:
        return None

    def legal_count(piece, cell, opts, entered, wcur, wprev, rem) -> int:
        k = 0
        for c, nprev in opts:
            y = occ[c]
            occ[c] = piece
            pos[piece] = c
            cont = lambda: w.can_walk(wcur, wprev, rem)  # noqa: E731
            ok = cont() if y < 0 else w.chain_any(y, c, nprev, entered + (c,), False, cont)
            occ[c] = y
            pos[piece] = cell
            k += bool(ok)
            if k > 1:
                break
        return k

    def walk(i, cur, prev) -> bool:
        if i == n:
            return w.can_walk(cur, prev, total - n)
        b = path[i]
        if b not in w.step_targets(cur, prev):
            return False
        x = occ[b]
        occ[cur] = -1
        pos[seat] = b
        occ[b] = seat
        ok = walk(i + 1, b, cur) if x < 0 else chain(x, b, cur, (b,), True, i, b, cur)
        if not ok:
            occ[b] = x
            occ[cur] = seat
            pos[seat] = cur
        return ok

    def chain(piece, cell, prev, entered, first, i, wcur, wprev) -> bool:
        opts = w.push_dests(piece, cell, prev, entered, first)
        asks = len(opts) > 1 and legal_count(piece, cell, opts, entered, wcur, wprev, total - i - 1) > 1
        for c, nprev in opts:
            y = occ[c]
            occ[c] = piece
            pos[piece] = c
            links.append((piece, cell, c, asks))
            ok = walk(i + 1, wcur, wprev) if y < 0 else chain(y, c, nprev, entered + (c,), False, i, wcur, wprev)
            if ok:
                return True
            links.pop()
            occ[c] = y
            pos[piece] = cell
        return False

    return links if walk(0, pos[seat], v.w_prev) else None


class GameScene(TableScene):
    def __init__(self, app, session):
        self._history = (None, None)  # score_history's (record's actions, answer)
        self.hand = None
        self.drag = None
        self.hand_sprites: list[CardSprite] = []
        self.pawn: PawnSprite | None = None
        self.choice_buttons: list[Button] = []
        self.zones: list[HoverZone] = []
        self.ends: dict = {}
        self.good: set = set()
        self._plan_key = None
        self.trace: list[int] = []
        self.pending_path: list[int] = []
        self.hover_cell = -1
        self._press_cell = -1
        self.sight_now = None
        self.caption = ""
        self.flip = {}
        self.shown = None
        self.markers: dict = {}
        self.pulse = 0.0
        self.pulse_t = 0.0
        self.walk_plan: list = []
        self.trails: dict = {}
        self._push_key = None
        self._push_links: list = []
        self._ghosts: dict = {}
        super().__init__(app, session)
        self.fx.style = FLOATERS
        # a loaded game: who has moved already (marks only; the actions themselves are not needed)
        for entry in session.log:
            self.last_moves.setdefault(entry.player, "moved")
        self._settle(self.view)

    # ------------------------------------------------------------------ helpers
    @property
    def awaiting_input(self) -> bool:
        """The seat on screen must decide now (a planned walk is not still playing itself)."""
        return self.my_turn and (not self.pending_path or self.view.phase == "push") and not self.tweens.animating

    def legal(self) -> list:
        return list(self.view.legal_actions()) if self.my_turn else []

    def cell_actions(self) -> dict:
        """cell -> action for the phases answered by clicking a cell."""
        out = {}
        for a in self.legal():
            if isinstance(a, tuple) and a[0] in ("place", "tele", "grab", "take", "decoy", "push", "step"):
                out[a[1]] = a
        return out

    def _settle(self, v) -> None:
        """Show ``v`` with no animation in flight."""
        self.shown = Shown(v)
        self.markers = {}
        for piece in range(7):
            c = v.pos[piece]
            self.markers[piece] = Marker(art.CENTERS[c] if c >= 0 else (0, 0))
        self.markers["g"] = Marker(art.CENTERS[v.guardian])
        self.flip = {}
        self.sight_now = None
        self.caption = ""

    def _plan(self) -> None:
        v = self.view
        key = (len(self.session.record.actions), self.viewer, self.my_turn)
        if key == self._plan_key:
            return
        self._plan_key = key
        if self.my_turn and v.phase == "step":
            self.ends, self.good = plan_walk(v, v.active)
        else:
            self.ends, self.good = {}, set()
        self.trace = []

    # ------------------------------------------------------------------ sync
    def sync(self) -> None:
        v = self.view
        if self.hand is None:
            self.hand = Hand(self.tweens, center=(LEFT.centerx, HAND_Y), max_width=LEFT.w - 8)
        if self.shown is None:
            self._settle(v)
        legal = self.legal()
        me = self.viewer
        old = {s.key: s for s in self.hand_sprites}
        sprites = []
        hand = v.hands[me] if 0 <= me < v.num_players else ()
        for card in hand:
            if card == v.my_commit:  # committed: it lies face down in the slot until revealed
                continue
            key = ("card", card)
            s = old.get(key) or CardSprite(key, art.card_face(card), pos=(LEFT.centerx, theme.H + 80))
            s.draggable = ("card", card) in legal
            s.highlight = "legal" if s.draggable else None
            sprites.append(s)
        self.hand_sprites = sprites
        self.hand.set_cards(sprites)
        self._plan()
        self._update_trails()
        if not (self.my_turn and v.phase in ("step", "push")):
            self.walk_plan = []
        # the raider as a draggable piece while a walk is under way
        if self.pawn is None:
            img = piece_surface("pawn", PAWN_H + 6, tuple(seat_color(me)), seat_mark(me))
            self.pawn = PawnSprite("pawn", img)
        self.pawn.face = piece_surface("pawn", PAWN_H + 6, tuple(seat_color(me)), seat_mark(me))
        c = v.pos[me] if 0 <= me < v.num_players else -1
        walking = bool(self.ends) and c >= 0 and not self.pending_path
        self.pawn.draggable = walking
        self.pawn.visible = walking
        if c >= 0 and self.drag is None or (c >= 0 and self.drag.mode == "idle"):
            x, y = art.CENTERS[c]
            self.pawn.pos = self.pawn.base_pos = (x, y + 14 - PAWN_H / 2 - 4)
        if self.drag is None:
            self.drag = self.drag_controller(lambda: self.hand_sprites + ([self.pawn] if self.pawn.visible else []),
                                             self.targets_for, self.on_drop, self.reason_for)
        self.drag.set_targets(self._targets())
        self._build_choices()
        self._build_zones()
        self.widgets = list(self.hud_buttons) + [self.drag] + self.choice_buttons + [self.log_panel]

    def _update_trails(self) -> None:
        """Each raider's last walk (or teleport), kept until that raider's next move: this round's
        walks come from ``view.move_log``; an older walk stays until its raider commits a card."""
        v = self.view
        now: dict = {}
        for e in v.move_log:
            if e[0] == "step":
                now.setdefault(e[1], [e[2]]).append(e[3])
            elif e[0] == "tele":
                now[e[1]] = [e[2], e[3]]
            elif e[0] == "place":
                now.pop(e[1], None)
        for p in list(self.trails):
            if p not in now and (p >= v.num_players or v.committed[p] or p == v.active and v.phase in MOVING):
                del self.trails[p]
        self.trails.update(now)

    def _targets(self) -> list[DropTarget]:
        out = [DropTarget("slot", SLOT.inflate(24, 24), snap=SLOT.center)]
        for c in range(D.NCELLS):
            out.append(DropTarget(("cell", c), art.cell_rect(c), snap=art.CENTERS[c]))
        return out

    # ------------------------------------------------------------------ choices (in place)
    def _build_choices(self) -> None:
        self.choice_buttons = []
        v = self.view
        legal = self.legal()
        if not legal:
            return
        specs = []
        if v.phase == "mode":
            keys = {"walk": pygame.K_w, "teleport": pygame.K_t, "magic": pygame.K_m}
            specs = [(a, tr("ui." + a), keys[a], tr("ui." + a + ".tip")) for a in legal]
        elif v.phase == "flip":
            specs = [("flip", tr("ui.flip"), pygame.K_f, tr("ui.flip.tip")),
                     ("keep", tr("ui.keep"), pygame.K_k, tr("ui.keep.tip"))]
        elif v.phase == "decoy":
            specs = [("nodecoy", tr("ui.nodecoy"), pygame.K_n, tr("ui.nodecoy.tip"))]
        y = SIDE.bottom - 60
        x = SIDE.x + 12
        w = (SIDE.w - 24 - 8 * (max(1, len(specs)) - 1)) // max(1, len(specs))
        for i, (a, label, hk, tip) in enumerate(specs):
            style = "primary" if i == 0 else "secondary"
            self.choice_buttons.append(Button((x, y, w, 44), label, lambda a=a: self.play(a), hotkey=hk,
                                              tooltip=tip, style=style, size=theme.XS))
            x += w + 8

    def face_arrows(self) -> list[tuple[int, pygame.Rect]]:
        v = self.view
        if not (self.my_turn and v.phase == "face"):
            return []
        g = art.CENTERS[v.guardian]
        out = []
        for d in range(6):
            p = art.dir_point(g, d, art.S * 1.55)
            r = pygame.Rect(0, 0, 34, 34)
            r.center = (round(p[0]), round(p[1]))
            out.append((d, r))
        return out

    # ------------------------------------------------------------------ drag and drop
    def targets_for(self, sprite) -> dict:
        legal = self.legal()
        if sprite.key == "pawn":
            return {("cell", c): ("path", c) for c in self.ends}
        a = ("card", sprite.key[1])
        return {"slot": a} if a in legal else {}

    def on_drop(self, sprite, key, action) -> None:
        if sprite.key == "pawn":
            self.tweens.cancel(sprite, "pos")
            self._walk_to(key[1], self.trace)
            self.trace = []
            return
        self.play(action)

    def reason_for(self, sprite, key) -> str:
        if not self.my_turn:
            return tr("why.wait")
        if sprite.key == "pawn":
            self.trace = []
            if key is None or key == "slot":
                return tr("why.end_cell")
            c = key[1]
            v = self.view
            if v.terrain[c] != D.OPEN or c == v.guardian:
                return tr("why.blocked")
            if c == v.w_prev and D.DIST[c][v.pos[v.active]] == 1:
                return tr("why.back")
            return tr("why.exact")
        return tr("why.card_slot")

    def _walk_to(self, end: int, trace) -> None:
        paths = self.ends.get(end)
        if not paths:
            return
        path = None
        t = tuple(trace[1:]) if trace else ()
        if t and t[-1] == end and t in paths:
            path = t
        if path is None:
            best = max(paths, key=lambda p: sum(1 for a, b in zip(p, t) if a == b))
            path = best
        self.pending_path = list(path)
        self.walk_plan = list(push_plan(self.view, self.view.active, tuple(path)) or [])
        self.pawn.visible = False
        self._advance_path()

    def _advance_path(self) -> None:
        """Play the next planned step (one per animation), stopping at a real push choice."""
        v = self.view
        if not self.my_turn:
            self.pending_path = []
            self.walk_plan = []
            return
        legal = self.legal()
        if v.phase == "push":
            pushes = [a for a in legal if a[0] == "push"]
            if len(pushes) == 1 and (self.pending_path or self.walk_plan):
                self.play(pushes[0])
            return  # several: the player chooses (glowing cells; the planned one holds a ghost)
        if not self.pending_path:
            return
        if v.phase != "step":
            self.pending_path = []
            return
        nxt = ("step", self.pending_path[0])
        if nxt not in legal:
            self.pending_path = []
            self.walk_plan = []
            self.sync()
            return
        self.walk_plan = list(push_plan(v, v.active, tuple(self.pending_path)) or [])
        self.pending_path.pop(0)
        self.play(nxt)

    # ------------------------------------------------------------------ input
    def handle_table(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_cell = art.cell_at(event.pos)
            if self.drag is not None and self.drag.mode == "dragging" and self.drag.active is self.pawn:
                self._trace_to(self.hover_cell)
        if event.type == pygame.KEYDOWN and self.my_turn and self.view.phase == "face":
            k = event.key - pygame.K_1
            if 0 <= k < 6 and ("face", k) in self.legal():
                self.play(("face", k))
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            used = super().handle_table(event)
            self._press_cell = -1 if used else art.cell_at(event.pos)
            if not used:
                for d, r in self.face_arrows():
                    if r.collidepoint(event.pos):
                        self._press_cell = ("face", d)
            return used
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._press_cell != -1 \
                and self.drag is not None and self.drag.mode == "idle":
            pc, self._press_cell = self._press_cell, -1
            if isinstance(pc, tuple):
                if any(r.collidepoint(event.pos) for d, r in self.face_arrows() if d == pc[1]):
                    self.play(pc)
                    return True
                return False
            c = art.cell_at(event.pos)
            if c == pc and c >= 0 and self._click_cell(c):
                return True
        return super().handle_table(event)

    def _click_cell(self, c: int) -> bool:
        if not self.my_turn:
            return False
        v = self.view
        acts = self.cell_actions()
        if v.phase == "step":
            if c in acts and (c not in self.ends or D.DIST[c][v.pos[v.active]] == 1 and v.w_rem == 1):
                self.pending_path = []
                self.walk_plan = []
                self.play(acts[c])
                return True
            if c in self.ends:
                self._walk_to(c, [])
                return True
            if c in acts:
                self.play(acts[c])
                return True
            return False
        if c in acts:
            self.play(acts[c])
            return True
        return False

    def _trace_to(self, c: int) -> None:
        v = self.view
        start = v.pos[v.active]
        if not self.trace:
            self.trace = [start]
        if c < 0 or c == self.trace[-1]:
            return
        if len(self.trace) >= 2 and c == self.trace[-2]:
            self.trace.pop()
            return
        cand = tuple(self.trace[1:]) + (c,)
        if cand in self.good:
            self.trace.append(c)
        elif c in self.trace:
            del self.trace[self.trace.index(c) + 1:]

    # ------------------------------------------------------------------ hover
    def table_tip(self, pos):
        for z in self.zones:
            if z.rect.collidepoint(pos):
                return z
        c = art.cell_at(pos)
        if c >= 0:
            return HoverZone(art.cell_rect(c), self._cell_tip(c))
        return None

    def _cell_tip(self, c: int) -> str:
        v, sh = self.view, self.shown
        q, r = D.CELLS[c]
        lines = [f"({q},{r})"]
        t = v.terrain[c]
        if t == D.PILLAR:
            lines.append(tr("tip.pillar"))
        elif t == D.PUDDLE:
            lines.append(tr("tip.puddle"))
        elif D.RING[c] == 4:
            lines.append(tr("tip.edge"))
        if sh.tokens[c] >= 0:
            lines.append(token_name(sh.tokens[c]))
        if c == sh.guardian:
            lines.append(self._guardian_tip())
        for piece in range(7):
            if sh.pos[piece] == c:
                lines.append(tr("decoy") if piece == D.DECOY else f"{seat_mark(piece)} {self.name(piece)}")
        if c in self.ends:
            lines.append(tr("tip.end"))
        return "\n".join(lines)

    def _guardian_tip(self) -> str:
        v = self.view
        return tr("tip.guardian", dir=tr("dir." + D.DIR_NAMES[v.facing]), n=v.sight_marker,
                  tile=tr("tile.cw" if v.tile_cw else "tile.ccw"))

    def _build_zones(self) -> None:
        v = self.view
        zones = []
        for seat, rect in self._seat_rects():
            zones.append(HoverZone(self._item_rect(seat, rect), lambda s=seat: self._item_tip(s)))
            zones.append(HoverZone(rect, lambda s=seat: self._seat_tip(s)))
        zones.append(HoverZone(self._die_rect(), lambda: tr("tip.die", n=self.shown.last_die or "-")))
        zones.append(HoverZone(self._tile_rect(), lambda: tr("tip.tile", tile=tr("tile.cw" if self.shown.tile_cw else "tile.ccw"))))
        for s in self.hand_sprites:
            zones.append(HoverZone(s.rect, lambda k=s.key[1]: tr("card." + str(k))))
        zones.append(HoverZone(SLOT, lambda: tr("tip.slot")))
        self.zones = zones
        del v

    def _item_tip(self, seat: int) -> str:
        item = self.view.items[seat]
        return tr("item." + item) + "\n" + tr("item." + item + ".help")

    def _seat_tip(self, seat: int) -> str:
        v = self.view
        parts = score_parts(v.holdings[seat], v.curses[seat])
        lines = [f"{seat_mark(seat)} {self.name(seat)}",
                 tr("tip.score", sets=parts["sets"], variety=parts["variety"], scrolls=parts["scrolls"],
                    curses=parts["curses"], total=parts["total"])]
        if v.played[seat]:
            lines.append(tr("tip.played", cards=" ".join(str(c) for c in v.played[seat])))
        return "\n".join(lines)

    # ------------------------------------------------------------------ hints
    def _hint_rects(self) -> list[pygame.Rect]:
        a = self.live_hint()
        if a is None:
            return []
        if isinstance(a, tuple) and a[0] == "card":
            return [s.rect for s in self.hand_sprites if s.key == a] + [SLOT]
        if isinstance(a, tuple) and a[0] == "face":
            return [r for d, r in self.face_arrows() if d == a[1]]
        if isinstance(a, tuple):
            return [art.cell_rect(a[1])]
        return [b.rect for b in self.choice_buttons if b.text == tr("ui." + a)] or [b.rect for b in self.choice_buttons][:1]

    # ------------------------------------------------------------------ animation
    def _move(self, marker: Marker, a, b, delay: float, dur: float) -> None:
        self.tweens.queue(marker, "xy", (float(b[0]), float(b[1])), dur, start=(float(a[0]), float(a[1])),
                          delay_ms=delay, ease="ease_in_out")

    def _turn(self, start: float, end: float, delay: float, dur: float) -> float:
        d = ((end - start + 3) % 6) - 3
        self.tweens.queue(self.shown, "facing", start + d, dur, start=start, delay_ms=delay, ease="ease_in_out")
        return start + d

    def animate_action(self, entry, before, after) -> None:
        if self.tweens.animating:
            self.tweens.finish_all()
        ai = self.session.is_ai(entry.player)
        travel = theme.AI_MOVE_MS if ai else theme.MOVE_MS
        self._settle(before)
        t = 0.0
        rep = after.report
        guard = bool(rep) and rep != before.report
        mid_pos, mid_tok = list(after.pos), list(after.tokens)
        if guard:
            for ev in reversed(rep["events"]):
                if ev["kind"] == "defeat":
                    mid_pos[ev["seat"]] = ev["cell"]
                elif ev["kind"] == "decoy":
                    mid_pos[D.DECOY] = ev["cell"]
                elif ev["kind"] == "remove":
                    mid_tok[ev["cell"]] = ev["token"]
        # action cards committed: the card (its back, for the others) flies into the seat's slot
        for p in range(after.num_players):
            if after.committed[p] and not before.committed[p]:
                self._commit_flight(p, after, travel)
                t = max(t, travel)
        # pieces: the walker and the pieces it pushes slide together; placements pop in
        moved = False
        for piece in range(7):
            a, b = before.pos[piece], mid_pos[piece]
            if a == b:
                continue
            m = self.markers[piece]
            if a < 0 and b >= 0:
                m.xy = art.CENTERS[b]
                m.pop = 0.0
                self.tweens.queue(m, "pop", 1.0, travel, start=0.0, ease="ease_out_back")
                self.fx.at(1, lambda piece=piece, b=b: self._set_pos(piece, b))
            elif b >= 0:
                self._move(m, art.CENTERS[a], art.CENTERS[b], 0.0, travel)
                self.fx.at(travel, lambda piece=piece, b=b: self._set_pos(piece, b))
            else:
                self.fx.at(travel, lambda piece=piece: self._set_pos(piece, -1))
            moved = True
        if moved:
            self.fx.sound_at("piece_step", 0)
            t += travel
        # tokens taken fly to the taker's panel
        for c in range(D.NCELLS):
            tok = before.tokens[c]
            if tok >= 0 and mid_tok[c] < 0:
                taker = entry.player
                self.fx.at(t, lambda c=c: self._take_token(c))
                self.fx.fly(art.token_image(tok, 26), art.CENTERS[c], self._seat_anchor(taker), t, travel,
                            on_done=lambda p=taker, tok=tok: self._gain(p, tok))
                self.fx.sound_at("chime", t)
                t += travel * 0.6
        # reveals of action cards (turn the card in its slot) and the guardian's bonus
        if after.round == before.round:
            for p in range(after.num_players):
                if after.revealed[p] and not before.revealed[p]:
                    self._reveal(p, after.revealed[p], t, travel)
                    t += travel
                    boost = D.CARD_BOOST[after.revealed[p]]
                    if boost:
                        gx, gy = art.CENTERS[before.guardian]
                        self._float(f"+{boost}", (gx, gy - 50), art.TURQ, t)
                        self.fx.at(t, lambda b=after.bonus: setattr(self.shown, "bonus", b))
        # card icons: card 1 turned the guardian, card 2 flipped the tile
        face0 = rep["events"][0]["facing"] if guard and rep["events"] else after.facing
        if face0 != before.facing:
            self._turn(float(before.facing), float(face0), t, travel)
            t += travel
        if before.tile_cw != after.tile_cw:
            self.fx.at(t, lambda: setattr(self.shown, "tile_cw", after.tile_cw))
            r = self._tile_rect()
            self._float(tr("tile.cw" if after.tile_cw else "tile.ccw"), (r.centerx, r.y - 6), art.TURQ, t)
            t += travel
        if guard:
            t = self._animate_guardian(rep, before, t, travel)
        self.fx.at(t + 10, lambda v=after: self._finish(v))
        self.sync()

    def _animate_guardian(self, rep, before, t: float, travel: float) -> float:
        look_ms, step_ms = travel * 1.2, travel * 0.9
        gx, gy = art.CENTERS[before.guardian]
        self.fx.at(t, lambda: self._set_die(rep["die"]))
        self._float(tr("ev.die", die=rep["die"], bonus=rep["bonus"]), (gx, gy - 56), theme.ACCENT, t, big=True)
        self.fx.sound_at("card_slide", t)
        t += travel * 1.5
        facing = None
        for ev in rep["events"]:
            kind = ev["kind"]
            if kind == "look":
                facing = float(ev["facing"]) if facing is None else facing
                self.fx.at(t, lambda ev=ev: self._set_sight(ev))
                t += look_ms
                if ev["result"] == "turn":
                    facing = self._turn(facing, float(ev["to"]), t, travel * 0.6)
                    t += travel * 0.6
                if ev["rocket"]:
                    self._float(tr("ev.rocket"), (gx, gy - 40), theme.DANGER, t)
            elif kind == "blocked":
                self.fx.at(t, lambda: self._set_caption(tr("guard.blocked")))
                for d in ev["turns"]:
                    facing = self._turn(facing if facing is not None else 0.0, float(d), t, travel * 0.4)
                    t += travel * 0.45
            elif kind == "move":
                self.fx.at(t, lambda: setattr(self, "sight_now", None))
                a, b = art.CENTERS[ev["from"]], art.CENTERS[ev["to"]]
                self._move(self.markers["g"], a, b, t, step_ms)
                self.fx.sound_at("piece_step", t)
                self.fx.at(t + step_ms, lambda c=ev["to"]: setattr(self.shown, "guardian", c))
                t += step_ms
                gx, gy = b
            elif kind == "defeat":
                seat, cell, curse = ev["seat"], ev["cell"], ev["curse"]
                self.fx.at(t, lambda seat=seat: self._set_pos(seat, -1))
                self.fx.at(t, lambda seat=seat: self._set_caption(tr("guard.defeat", piece=self.name(seat))))
                x, y = art.CENTERS[cell]
                self._float(tr("ev.curse") if curse else tr("ev.no_curse"), (x, y - 40), theme.DANGER, t, big=True)
                if curse:
                    self.fx.fly(_curse_image(), (x, y), self._seat_anchor(seat), t, travel,
                                on_done=lambda seat=seat: self._curse(seat))
                self.fx.sound_at("error", t)
                t += travel
            elif kind == "decoy":
                self.fx.at(t, lambda: self._set_pos(D.DECOY, -1))
                t += travel * 0.5
            elif kind == "remove":
                cell, tok = ev["cell"], ev["token"]
                self.fx.at(t, lambda cell=cell: self._take_token(cell))
                self.fx.at(t, lambda tok=tok: self._set_caption(tr("guard.remove", token=token_name(tok))))
                x, y = art.CENTERS[cell]
                self._float("×" + token_name(tok), (x, y - 30), theme.TEXT, t)
                t += travel
        self.fx.at(t, lambda: setattr(self, "sight_now", None))
        return t + travel

    # state pokes used by the timeline
    def _set_pos(self, piece, c) -> None:
        self.shown.pos[piece] = c
        if c >= 0:
            self.markers[piece].xy = art.CENTERS[c]

    def _take_token(self, c) -> None:
        self.shown.tokens[c] = -1

    def _gain(self, p, tok) -> None:
        if p < len(self.shown.holdings):
            self.shown.holdings[p][tok] += 1

    def _curse(self, p) -> None:
        self.shown.curses[p] += 1

    def _set_die(self, d) -> None:
        self.shown.last_die = d

    def _set_caption(self, text) -> None:
        self.caption = text

    def _set_sight(self, ev) -> None:
        self.sight_now = ev
        key = {"turn": "guard.turn", "tie": "guard.tie"}.get(ev["result"], "guard.look")
        self.caption = tr(key)

    def _commit_flight(self, p, after, travel) -> None:
        """Seat ``p`` committed a card: it flies face down (face up on its owner's screen) to the slot."""
        slot = self._slot_rect(p)
        if p == self.viewer and after.my_commit:
            sprite = next((s for s in self.hand_sprites if s.key == ("card", after.my_commit)), None)
            start = sprite.pos if sprite is not None else (LEFT.centerx, HAND_Y)
            image, scale = art.card_face(after.my_commit), 1.0
        else:
            start = self._commit_origin(p)
            image, scale = art.card_back(art.MINI), 1.5
        self.fx.fly(image, start, slot.center, 0.0, travel, on_done=lambda p=p: self._set_committed(p), scale=scale,
                    end_scale=1.0)
        self.fx.sound_at("card_slide", 0)

    def _commit_origin(self, p):
        """Where another seat's card starts its flight: the middle of its panel."""
        for s, r in self._seat_rects():
            if s == p:
                return (r.x + r.w * 0.4, r.centery)
        return LEFT.center

    def _set_committed(self, p) -> None:
        if p < len(self.shown.committed):
            self.shown.committed[p] = True

    def _reveal(self, p, card, t, travel) -> None:
        self.flip[p] = 0.0
        holder = _FlipHolder(self.flip, p)
        self.tweens.queue(holder, "value", 1.0, travel, start=0.0, delay_ms=t, ease="linear")
        self.fx.at(t + travel, lambda: self._set_revealed(p, card))
        self.fx.sound_at("card_place", t)

    def _set_revealed(self, p, card) -> None:
        self.shown.revealed[p] = card
        self.flip.pop(p, None)

    def _finish(self, v) -> None:
        if v is self.view:
            self._settle(v)
        if self.pending_path or (self.my_turn and self.view.phase == "push" and self.pending_path):
            pass
        self.sync()

    def _float(self, text, pos, color, delay, big=False) -> None:
        if pos[1] < FLOAT_MIN_Y:  # over the top row: below the piece instead, clear of the panels
            pos = (pos[0], pos[1] + 110)
        self.fx.float_text(text, pos, color, delay, big)

    def action_sound(self, action) -> str:
        if isinstance(action, tuple) and action[0] == "card":
            return "card_place"
        return "piece_step" if isinstance(action, tuple) else "click"

    def prompt(self) -> str:
        v = self.view
        if v.phase == "push" and 0 <= v.chain_piece < v.num_players:  # the seat's name, not "P2"
            return tr("prompt.push", piece=self.name(v.chain_piece))
        return super().prompt()

    # ------------------------------------------------------------------ results
    def result_breakdown(self):
        v = self.session.state.view(self.viewer)
        heads = [tr("res.sets"), tr("res.variety"), tr("res.scrolls"), tr("res.curses")]
        rows = []
        for p in range(v.num_players):
            parts = score_parts(v.holdings[p], v.curses[p])
            rows.append([parts["sets"], parts["variety"], parts["scrolls"], f"{parts['curses']:+d}"])
        return heads, rows

    def score_history(self):
        """Each seat's score at the end of each round, for the final screen's chart. The rules
        keep no such history, so the record is replayed once (kept while the record is the same)."""
        rec = self.session.record
        key = tuple(rec.actions)
        if self._history[0] == key:
            return self._history[1]
        state = self.spec.new_game(rec.setup)
        labels, series = [], [[] for _ in range(state.num_players)]

        def close_round():
            labels.append(str(len(labels) + 1))
            for seat, score in enumerate(state.scores()):
                series[seat].append(score)

        for text in rec.actions:
            before = state.round
            state.apply(state.str_to_action(text))
            if state.round != before:
                close_round()
        if state.is_terminal() and len(labels) < state.round:
            close_round()
        self._history = (key, (labels, series) if labels else None)
        return self._history[1]

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        super().update(dt)
        self.hand.update(dt)
        self.pulse_t += dt
        if (self.pending_path or self.walk_plan) and not self.tweens.animating and self.app.scenes.top is self:
            self._advance_path()

    @property
    def animating(self) -> bool:
        return super().animating or bool(self.pending_path)

    # ------------------------------------------------------------------ layout
    def _seat_rects(self) -> list[tuple[int, pygame.Rect]]:
        v = self.view
        others = [s for s in range(v.num_players) if s != self.viewer]
        n = max(1, len(others))
        w = min(300, (LOG_X - 16 - 8 * (n - 1)) // n)
        out = [(s, pygame.Rect(16 + i * (w + 8), HUD_H + 8, w, 76)) for i, s in enumerate(others)]
        out.append((self.viewer, LEFT))
        return out

    def _item_rect(self, seat, rect) -> pygame.Rect:
        if seat == self.viewer:
            return pygame.Rect(rect.x + 10, rect.y + 40, rect.w - 20, 34)
        if self._narrow(rect):  # after the second row of treasures
            return pygame.Rect(rect.x + 8 + 3 * 38 + 2, rect.y + 50, 22, 22)
        return pygame.Rect(rect.x + 6, rect.y + 52, rect.w - 60, 22)

    def _slot_rect(self, seat) -> pygame.Rect:
        if seat == self.viewer:
            return SLOT
        for s, r in self._seat_rects():
            if s == seat:
                return pygame.Rect(r.right - 42, r.y + 8, *art.MINI)
        return SLOT

    def _seat_anchor(self, seat):
        for s, r in self._seat_rects():
            if s == seat:
                return r.center
        return LEFT.center

    def _die_rect(self) -> pygame.Rect:
        return pygame.Rect(SIDE.x + 14, SIDE.y + 42, 52, 52)

    def _tile_rect(self) -> pygame.Rect:
        return pygame.Rect(SIDE.x + 12, SIDE.y + 100, 56, 56)

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface: pygame.Surface) -> None:
        v, sh = self.view, self.shown
        surface.blit(art.board_surface(v.terrain), art.BOARD_RECT.topleft)
        self._draw_tokens(surface, sh)
        self._draw_targets(surface)
        self._draw_sight(surface)
        self._draw_trails(surface)
        self._draw_path(surface)
        self._draw_pieces(surface)
        self._draw_push_preview(surface)
        self._draw_face_arrows(surface)
        for seat, rect in self._seat_rects():
            if seat == self.viewer:
                self._draw_my_panel(surface, rect)
            else:
                self._draw_seat_panel(surface, seat, rect)
        self._draw_side(surface)
        self._draw_slot(surface)
        for r in self._hint_rects():
            draw_highlight(surface, r.inflate(6, 6), "target", 10, zone=True)
        draw_cards(surface, self.hand_sprites)

    def _draw_tokens(self, surface, sh) -> None:
        for c in range(D.NCELLS):
            tok = sh.tokens[c]
            if tok < 0:
                continue
            x, y = art.CENTERS[c]
            img = art.token_image(tok, 24)
            occupied = c == sh.guardian or any(p == c for p in sh.pos)
            dy = -14 if occupied else 0
            dx = -16 if occupied else 0
            surface.blit(img, img.get_rect(center=(round(x + dx), round(y + dy))))

    def _hex_glow(self, surface, c, color, width=3, fill=0) -> None:
        pts = art.hex_points(art.CENTERS[c], art.S - 4)
        if fill:
            s = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            pygame.draw.polygon(s, (*color[:3], fill), pts)
            surface.blit(s, (0, 0))
        pygame.draw.polygon(surface, color, pts, width)

    def _draw_targets(self, surface) -> None:
        v = self.view
        if not self.my_turn:
            return
        glow = 0.5 + 0.5 * math.sin(self.pulse_t / 180)
        hi = tuple(int(a + (b - a) * glow) for a, b in zip(theme.FOCUS, (255, 255, 255)))
        if v.phase == "step":
            dragging = self.drag.mode in ("dragging", "selected") and self.drag.active is self.pawn
            for c in self.ends:
                emph = dragging and self.drag.emphasized == ("cell", c)
                self._hex_glow(surface, c, theme.ACCENT if emph else hi, 5 if emph else 4, 110 if emph else 80)
            cur = v.pos[v.active]
            for a in self.legal():
                if a[0] == "step" and a[1] not in self.ends:
                    x, y = art.CENTERS[a[1]]
                    pygame.draw.circle(surface, theme.FOCUS, (round(x), round(y)), 12, 3)
            del cur
            return
        for c in self.cell_actions():
            self._hex_glow(surface, c, hi, 4, 80)
        if v.phase == "push" and v.chain_cell >= 0:
            x, y = art.CENTERS[v.chain_cell]
            pygame.draw.circle(surface, theme.DANGER, (round(x), round(y)), art.S * 0.7, 3)
            for c in self.cell_actions():
                _arrow(surface, (x, y), art.CENTERS[c], theme.DANGER, 3)

    def _draw_sight(self, surface) -> None:
        v, sh = self.view, self.shown
        over = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        g = sh.guardian
        gx, gy = self.markers["g"].xy
        if self.sight_now is not None:
            ev = self.sight_now
            for ln in ev["lines"]:
                cells = ln["cells"]
                if cells:
                    end = art.CENTERS[cells[-1]]
                    pygame.draw.line(over, (*art.TURQ, 230), (gx, gy), end, 6)
                    for c in cells:
                        x, y = art.CENTERS[c]
                        pygame.draw.circle(over, (*art.TURQ, 200), (round(x), round(y)), 6)
                for piece, dist in ln["seen"]:
                    c = cells[dist - 1]
                    x, y = art.CENTERS[c]
                    pygame.draw.circle(over, (*theme.DANGER, 240), (round(x), round(y)), art.S * 0.75, 5)
                for piece, dist in ln["ignored"]:
                    c = cells[dist - 1]
                    x, y = art.CENTERS[c]
                    pygame.draw.circle(over, (200, 200, 200, 200), (round(x), round(y)), art.S * 0.75, 2)
        else:  # the guardian's current sight lines, faint (players plan around them)
            f = int(round(sh.facing)) % 6
            for off in D.MARKERS[v.sight_marker]:
                d = (f + off) % 6
                last = None
                for c in D.RAY[g][d]:
                    if v.terrain[c] == D.PILLAR:
                        break
                    last = c
                if last is not None:
                    pygame.draw.line(over, (*art.TURQ, 150 if off == 0 else 100), (gx, gy), art.CENTERS[last], 4 if off == 0 else 3)
        surface.blit(over, (0, 0))
        # the facing wedge
        tip = art.dir_point((gx, gy), sh.facing, art.S * 0.95)
        left = art.dir_point((gx, gy), sh.facing - 0.45, art.S * 0.55)
        right = art.dir_point((gx, gy), sh.facing + 0.45, art.S * 0.55)
        pygame.draw.polygon(surface, art.TURQ, [tip, left, right])
        pygame.draw.polygon(surface, art.TURQ_DARK, [tip, left, right], 2)

    def _draw_trails(self, surface) -> None:
        """The last walk of every raider, thin and in its colour (the walk being planned is drawn apart)."""
        v = self.view
        over = None
        for p, cells in sorted(self.trails.items()):
            if len(cells) < 2 or (p == v.active and self.my_turn and v.phase in ("step", "push")):
                continue
            if over is None:
                over = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            col = (*seat_color(p)[:3], 150)
            pts = [art.CENTERS[c] for c in cells]
            tele = len(cells) == 2 and D.DIST[cells[0]][cells[1]] > 1 and v.terrain[cells[1]] == D.OPEN
            if tele:
                _dashed(over, col, pts[0], pts[1])
            else:
                pygame.draw.lines(over, col, False, pts, 3)
            for x, y in pts[:-1]:
                pygame.draw.circle(over, col, (round(x), round(y)), 4)
            pygame.draw.circle(over, col, (round(pts[-1][0]), round(pts[-1][1])), 9, 2)
        if over is not None:
            surface.blit(over, (0, 0))

    def _display_path(self) -> list[int]:
        v = self.view
        if not self.my_turn or v.phase != "step":
            return []
        if self.drag.mode == "dragging" and self.drag.active is self.pawn:
            return list(self.trace)
        if self.pending_path:
            return [v.pos[v.active]] + list(self.pending_path)
        c = self.hover_cell
        if c in self.ends:
            return [v.pos[v.active]] + list(self.ends[c][0])
        return []

    def _draw_path(self, surface) -> None:
        path = self._display_path()
        if len(path) < 2:
            return
        pts = [art.CENTERS[c] for c in path]
        pygame.draw.lines(surface, (255, 250, 230), False, pts, 5)
        pygame.draw.lines(surface, art.TURQ_DARK, False, pts, 2)
        for i, c in enumerate(path[1:], 1):
            x, y = art.CENTERS[c]
            pygame.draw.circle(surface, art.TURQ_DARK, (round(x), round(y)), 10)
            n = render(str(i), theme.XS, (255, 255, 255), True)
            surface.blit(n, n.get_rect(center=(round(x), round(y))))

    def preview_pushes(self) -> list:
        """The push links the path on screen would make: ``(piece, from, to, asks)`` in order."""
        v = self.view
        path = self._display_path()
        if len(path) < 2:
            return []
        key = (len(self.session.record.actions), self.viewer, tuple(path))
        if self._push_key != key:
            self._push_key = key
            self._push_links = push_plan(v, v.active, tuple(path[1:])) or []
        return self._push_links

    def planned_push(self):
        """While a planned walk waits at a push choice: the destination the plan had for it."""
        v = self.view
        if not (self.my_turn and v.phase == "push" and self.walk_plan):
            return None
        for piece, a, b, _asks in self.walk_plan:
            if piece == v.chain_piece and a == v.chain_cell and ("push", b) in self.legal():
                return b
        return None

    def _ghost(self, piece: int) -> pygame.Surface:
        img = self._ghosts.get(piece)
        if img is None:
            color = DECOY_COLOR if piece == D.DECOY else tuple(seat_color(piece))
            img = piece_surface("pawn", PAWN_H, color, "" if piece == D.DECOY else seat_mark(piece)).copy()
            img.set_alpha(170)
            self._ghosts[piece] = img
        return img

    def _draw_ghost(self, surface, piece, a, b, asks=False, strong=False) -> None:
        """A pushed piece's ghost at ``b`` with an arrow from ``a`` (where it stood)."""
        pa, pb = art.CENTERS[a], art.CENTERS[b]
        _arrow(surface, pa, _toward(pa, pb, art.S * 0.45), theme.DANGER, 4 if strong else 3)
        img = self._ghost(piece)
        x, y = pb
        if strong:
            pygame.draw.ellipse(surface, theme.DANGER, pygame.Rect(round(x) - 17, round(y) + 4, 34, 16), 3)
        surface.blit(img, img.get_rect(midbottom=(round(x), round(y) + 14 + 6)))
        if asks:
            q = render("?", theme.XS, (255, 255, 255), True)
            r = q.get_rect(center=(round(x) + 15, round(y) - 22))
            pygame.draw.circle(surface, theme.DANGER, r.center, 10)
            surface.blit(q, r)

    def _draw_push_preview(self, surface) -> None:
        v = self.view
        if not self.my_turn:
            return
        if v.phase == "step":
            for piece, a, b, asks in self.preview_pushes():
                self._draw_ghost(surface, piece, a, b, asks)
            return
        if v.phase == "push" and v.chain_cell >= 0:
            plan = self.planned_push()
            hov = self.hover_cell if ("push", self.hover_cell) in self.legal() else plan
            if hov is not None:
                self._draw_ghost(surface, v.chain_piece, v.chain_cell, hov, strong=hov == plan)

    def _draw_pieces(self, surface) -> None:
        sh, v = self.shown, self.view
        items = []
        for piece in range(7):
            if sh.pos[piece] < 0:
                continue
            if piece == self.viewer and self.pawn is not None and self.drag.mode == "dragging" and self.drag.active is self.pawn:
                continue
            items.append((self.markers[piece].xy[1], piece))
        items.append((self.markers["g"].xy[1], "g"))
        for _, piece in sorted(items, key=lambda t: (t[0], str(t[1]))):
            m = self.markers[piece]
            x, y = m.xy
            if piece == "g":
                draw_piece(surface, "guardian", (x, y + 16), GUARD_H, GUARD_COLOR, str(v.sight_marker))
                continue
            h = max(4, int(PAWN_H * m.pop))
            if piece == D.DECOY:
                holder = v.items.index("decoy_doll") if "decoy_doll" in v.items else 0
                draw_piece(surface, "pawn", (x, y + 14), h - 4, DECOY_COLOR, seat_mark(holder))
                continue
            hl = None
            last = self.last_moves.get(piece)
            if last is not None and piece != self.view.active:
                hl = seat_color(piece)
            if self.my_turn and v.phase == "push" and v.chain_piece == piece:
                hl = theme.DANGER
            draw_piece(surface, "pawn", (x, y + 14), h, seat_color(piece), seat_mark(piece), highlight=hl)

    def _draw_face_arrows(self, surface) -> None:
        for d, r in self.face_arrows():
            g = art.CENTERS[self.view.guardian]
            panel(surface, r, theme.ACCENT if r.collidepoint(pygame.mouse.get_pos()) else theme.PANEL_HI, theme.ACCENT, radius=17)
            a = art.dir_point(r.center, d, -9)
            b = art.dir_point(r.center, d, 11)
            _arrow(surface, a, b, theme.TEXT, 3)
            k = render(str(d + 1), theme.XS, theme.TEXT_DIM, True)
            surface.blit(k, k.get_rect(center=art.dir_point(r.center, d, 28)))
            del g

    def _mini_tokens(self, surface, holding, x, y, size=18, gap=36) -> None:
        for tok in range(7):
            n = holding[tok]
            img = art.token_image(tok, size)
            if not n:
                img = img.copy()
                img.set_alpha(90)
            surface.blit(img, (x, y))
            surface.blit(render(str(n), theme.XS, theme.TEXT if n else theme.TEXT_DIM, True), (x + size + 2, y))
            x += gap

    def _draw_seat_panel(self, surface, seat, rect) -> None:
        v, sh = self.view, self.shown
        active = seat == v.current_player
        panel(surface, rect, theme.PANEL_HI if active else theme.PANEL, seat_color(seat) if active else theme.PANEL_BORDER)
        surface.blit(self.seat_label(seat, theme.XS, rect.w - 110),
                     (rect.x + 8, rect.y + 5))
        parts = score_parts(sh.holdings[seat], sh.curses[seat])
        sc = render(tr("ui.score_short", n=parts["total"], c=sh.curses[seat]), theme.XS, theme.TEXT, True)
        surface.blit(sc, (rect.right - 50 - sc.get_width(), rect.y + 5))
        for tok, r in self._token_chips(rect):
            n = sh.holdings[seat][tok]
            img = art.token_image(tok, r.h)
            if not n:
                img = img.copy()
                img.set_alpha(90)
            surface.blit(img, r)
            num = render(str(n), theme.XS, theme.TEXT if n else theme.TEXT_DIM, True)
            surface.blit(num, num.get_rect(midleft=(r.right + 2, r.centery)))
        ir = self._item_rect(seat, rect)
        item = v.items[seat]
        label = tr("item." + item)
        surface.blit(art.item_badge(item, label, 20), (ir.x, ir.y))
        if ir.w > 40:
            txt = render(label, theme.XS, theme.TEXT_DIM)
            surface.blit(txt, (ir.x + 24, ir.y + 1), area=pygame.Rect(0, 0, ir.w - 24, 20))
        slot = self._slot_rect(seat)
        self._draw_seat_slot(surface, seat, slot)
        if self._last_marked(seat):
            draw_brackets(surface, slot, seat_color(seat))

    @staticmethod
    def _narrow(rect) -> bool:
        """An opponent panel too narrow for one row of seven readable treasure counts (6 players)."""
        return rect.w < 250

    def _token_chips(self, rect) -> list[tuple[int, pygame.Rect]]:
        """Where an opponent panel shows each treasure count: one row, or two rows (4 + 3) when narrow."""
        out = []
        if self._narrow(rect):
            for tok in range(7):
                row, col = divmod(tok, 4)
                out.append((tok, pygame.Rect(rect.x + 8 + col * 38, rect.y + 27 + row * 24, 18, 18)))
        else:
            gap = max(26, min(36, (rect.w - 56) // 7))
            for tok in range(7):
                out.append((tok, pygame.Rect(rect.x + 8 + tok * gap, rect.y + 29, 16, 16)))
        return out

    def _last_marked(self, seat) -> bool:
        """The seat's last move is still marked on its panel (until it moves again): its slot shows
        the card it committed or walked with."""
        v, sh = self.view, self.shown
        if self.last_moves.get(seat) is None or v.phase == "over":
            return False
        return bool(sh.revealed[seat] or sh.committed[seat])

    def _draw_seat_slot(self, surface, seat, r) -> None:
        v, sh = self.view, self.shown
        card = sh.revealed[seat]
        f = self.flip.get(seat)
        committed = sh.committed[seat] or card
        if f is not None:
            if f < 0.5:
                img = art.card_back(art.MINI)
                w = max(1, int(r.w * (1 - 2 * f)))
            else:
                img = art.card_face(v.revealed[seat] or card or 1, art.MINI)
                w = max(1, int(r.w * (2 * f - 1)))
            img = pygame.transform.smoothscale(img, (w, r.h))
            surface.blit(img, img.get_rect(center=r.center))
            return
        if card:
            surface.blit(art.card_face(card, art.MINI), r)
        elif committed and v.phase not in ("entry", "over"):
            surface.blit(art.card_back(art.MINI), r)
        else:
            pygame.draw.rect(surface, theme.PANEL_BORDER, r, 1, border_radius=5)

    def _draw_my_panel(self, surface, rect) -> None:
        v, sh = self.view, self.shown
        me = self.viewer
        panel(surface, rect, theme.PANEL, seat_color(me) if v.current_player == me else theme.PANEL_BORDER)
        surface.blit(self.seat_label(me, theme.S, rect.w - 24),
                     (rect.x + 12, rect.y + 8))
        ir = self._item_rect(me, rect)
        pygame.draw.rect(surface, theme.PANEL_HI, ir, border_radius=6)
        item = v.items[me]
        label = tr("item." + item)
        surface.blit(art.item_badge(item, label, 26), (ir.x + 4, ir.y + 4))
        surface.blit(render(label, theme.XS, theme.TEXT, True), (ir.x + 36, ir.y + 8), area=pygame.Rect(0, 0, ir.w - 40, 20))
        y = ir.bottom + 10
        self._mini_tokens(surface, sh.holdings[me], rect.x + 12, y, 22, 40)
        y += 34
        parts = score_parts(sh.holdings[me], sh.curses[me])
        for key, val in (("score.sets", parts["sets"]), ("score.variety", parts["variety"]),
                         ("score.scrolls", parts["scrolls"]), ("score.curses", parts["curses"])):
            surface.blit(render(tr(key), theme.XS, theme.TEXT_DIM), (rect.x + 12, y))
            t = render(f"{val:+d}" if key == "score.curses" else str(val), theme.XS, theme.TEXT, True)
            surface.blit(t, (rect.right - 12 - t.get_width(), y))
            y += 22
        pygame.draw.line(surface, theme.PANEL_BORDER, (rect.x + 12, y + 2), (rect.right - 12, y + 2))
        y += 8
        surface.blit(render(tr("score.total"), theme.S, theme.TEXT, True), (rect.x + 12, y))
        t = render(str(parts["total"]), theme.S, theme.ACCENT, True)
        surface.blit(t, (rect.right - 12 - t.get_width(), y))
        y += 30
        surface.blit(render(tr("ui.curse_n", n=sh.curses[me]), theme.XS, theme.TEXT_DIM), (rect.x + 12, y))
        # the hand's used cards
        used = " ".join(str(c) for c in v.played[me]) or "-"
        u = render(tr("ui.used", cards=used), theme.XS, theme.TEXT_DIM)
        surface.blit(u, (rect.right - 12 - u.get_width(), y))

    def _draw_slot(self, surface) -> None:
        v = self.view
        me = self.viewer
        lab = render(tr("ui.your_card"), theme.XS, theme.TEXT_DIM, True)
        surface.blit(lab, lab.get_rect(midbottom=(SLOT.centerx, SLOT.y - 6)))
        dragging = self.drag.mode in ("dragging", "selected") and "slot" in self.drag.legal
        if dragging:
            draw_highlight(surface, SLOT, "target" if self.drag.emphasized == "slot" else "legal", 8, zone=True)
        card = (v.my_commit if self.shown.committed[me] else 0) or self.shown.revealed[me]
        if self.flip.get(me) is not None:
            self._draw_seat_slot(surface, me, SLOT)
        elif card and v.phase not in ("entry", "over"):
            surface.blit(art.card_face(card), SLOT)
            if not self.shown.revealed[me]:
                tag = render(tr("ui.hidden"), theme.XS, theme.TEXT_DIM)
                surface.blit(tag, tag.get_rect(midtop=(SLOT.centerx, SLOT.bottom + 2)))
        else:
            pygame.draw.rect(surface, theme.ACCENT if self.my_turn and v.phase == "commit" else theme.PANEL_BORDER,
                             SLOT, 2, border_radius=8)

    def _draw_side(self, surface) -> None:
        v, sh = self.view, self.shown
        r = SIDE
        panel(surface, r, theme.PANEL, theme.PANEL_BORDER)
        y = r.y + 10
        surface.blit(render(tr("ui.round", n=v.round, total=v.rounds), theme.S, theme.TEXT, True), (r.x + 14, y))
        y += 30
        dr = self._die_rect()
        if sh.last_die:
            surface.blit(art.die_image(sh.last_die, 52), dr)
        else:
            pygame.draw.rect(surface, theme.PANEL_BORDER, dr.inflate(-4, -4), 2, border_radius=8)
        surface.blit(render(tr("ui.die"), theme.XS, theme.TEXT_DIM), (dr.right + 10, dr.y + 4))
        b = render(tr("ui.bonus", n=sh.bonus), theme.XS, art.TURQ if sh.bonus else theme.TEXT, True)
        surface.blit(b, (dr.right + 10, dr.y + 26))
        tr_ = self._tile_rect()
        surface.blit(art.tile_image(sh.tile_cw, tr_.w), tr_)
        room = r.right - tr_.right - 22
        surface.blit(render_fit(tr("ui.tile") + ": " + tr("tile.cw" if sh.tile_cw else "tile.ccw"), theme.XS, theme.TEXT,
                                room), (tr_.right + 10, tr_.y + 4))
        sp = render_fit(tr("ui.start", name=self.name(v.start)), theme.XS, seat_color(v.start), room, True)
        surface.blit(sp, (tr_.right + 10, tr_.y + 26))
        y = tr_.bottom + 10
        surface.blit(render(tr("ui.marker", n=v.sight_marker), theme.XS, theme.TEXT_DIM), (r.x + 16, y))
        y += 24
        # turn order of this round with each seat's card
        order = [(v.start + k) % v.num_players for k in range(v.num_players)]
        for k, p in enumerate(order):
            row = pygame.Rect(r.x + 12, y, r.w - 24, 26)
            if v.phase not in ("commit", "entry", "return", "over") and p == v.active:
                pygame.draw.rect(surface, theme.PANEL_HI, row, border_radius=6)
            surface.blit(render_fit(f"{k + 1}. {seat_mark(p)} {self.name(p)}", theme.XS, seat_color(p), row.w - 60, True),
                         (row.x + 6, row.y + 4))
            card = sh.revealed[p] or (v.my_commit if p == self.viewer and sh.committed[p] else 0)
            if card:
                t = render(str(card), theme.XS, theme.TEXT, True)
            else:
                t = render(tr("ui.card_chosen") if sh.committed[p] else "…", theme.XS, theme.TEXT_DIM)
            surface.blit(t, (row.right - 6 - t.get_width(), row.y + 4))
            y += 28
        y += 8
        if self.caption:
            cap = render_block(f"{tr('guardian')}: {self.caption}", r.w - 28, theme.XS, art.TURQ)
            surface.blit(cap, (r.x + 14, y))
            y += cap.get_height() + 8
        if v.phase in ("step", "push") and v.w_len:
            surface.blit(render(tr("ui.steps", left=v.w_rem, total=v.w_len), theme.S, theme.TEXT, True), (r.x + 14, y))
            y += 28
        help_key = self._help_key()
        if help_key:
            name = tr("decoy") if v.chain_piece == D.DECOY else (
                self.name(v.chain_piece) if 0 <= v.chain_piece < v.num_players else "")
            text = tr(help_key, piece=name)
            if v.phase == "step" and self.preview_pushes():
                text += "\n" + tr("ui.push_plan")
            elif v.phase == "push" and self.planned_push() is not None:
                text += "\n" + tr("ui.push_planned")
            txt = render_block(text, r.w - 28, theme.XS, theme.TEXT_DIM)
            surface.blit(txt, (r.x + 14, min(y, SIDE.bottom - 70 - txt.get_height())))

    def _help_key(self) -> str:
        if not self.my_turn:
            return ""
        ph = self.view.phase
        return {"step": "ui.move_help", "push": "ui.push_help", "entry": "ui.place_help", "return": "ui.place_help",
                "tele": "ui.pick_help", "grab": "ui.pick_help", "take": "ui.pick_help", "decoy": "ui.pick_help",
                "face": "ui.face_help", "commit": "ui.drag_card"}.get(ph, "")

    def draw_overlay(self, surface) -> None:
        super().draw_overlay(surface)  # flights and floaters
        self.drag.draw_overlay(surface)


class _FlipHolder:
    """Tween target writing a card's flip progress into the scene's ``flip`` dict."""

    def __init__(self, store: dict, key):
        self.store, self.key = store, key

    @property
    def value(self) -> float:
        return self.store.get(self.key, 0.0)

    @value.setter
    def value(self, v: float) -> None:
        if self.key in self.store:
            self.store[self.key] = v


def _arrow(surface, a, b, color, width=3) -> None:
    pygame.draw.line(surface, color, a, b, width)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    L = 9 + width
    p1 = (b[0] - L * math.cos(ang - 0.5), b[1] - L * math.sin(ang - 0.5))
    p2 = (b[0] - L * math.cos(ang + 0.5), b[1] - L * math.sin(ang + 0.5))
    pygame.draw.polygon(surface, color, [b, p1, p2])


def _dashed(surface, color, a, b, dash=8) -> None:
    d = math.hypot(b[0] - a[0], b[1] - a[1])
    n = max(1, int(d // dash))
    for i in range(0, n, 2):
        p = (a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n)
        q = (a[0] + (b[0] - a[0]) * min(n, i + 1) / n, a[1] + (b[1] - a[1]) * min(n, i + 1) / n)
        pygame.draw.line(surface, color, p, q, 3)


def _toward(a, b, back: float):
    """The point ``back`` px before ``b`` on the segment from ``a``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1.0
    return (b[0] - dx / d * back, b[1] - dy / d * back)


def _curse_image() -> pygame.Surface:
    from tabletop.ui.cards import emblem

    return emblem(26, (90, 40, 110), "×")


def thumbnail(size) -> pygame.Surface:
    """The menu tile: a patch of the hex tomb with treasures, two raiders and the guardian."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, art.TURQ_DARK, surf.get_rect(), border_radius=10)
    s = max(10, min(w, h) // 7)
    cx, cy = w / 2, h / 2
    cells = [(q, r) for r in range(-2, 3) for q in range(-3, 4) if abs(q + r) <= 3 and abs(q) <= 3]
    for q, r in cells:
        x, y = cx + s * math.sqrt(3) * (q + r / 2), cy + s * 1.5 * r
        if not (-s < x < w + s and -s < y < h + s):
            continue
        pts = art.hex_points((x, y), s - 1)
        fill = art.STONE if (q, r) in ((1, -1), (-2, 1)) else art.SAND
        pygame.draw.polygon(surf, fill, pts)
        pygame.draw.polygon(surf, art.SAND_DARK, pts, 1)
        if (q, r) == (-1, 2):
            pygame.draw.ellipse(surf, art.WATER, pygame.Rect(x - s * 0.6, y - s * 0.4, s * 1.2, s * 0.8))
    for tok, (q, r) in enumerate(((2, 0), (-1, -1), (0, 1), (2, -2), (-3, 1), (1, 1))):
        x, y = cx + s * math.sqrt(3) * (q + r / 2), cy + s * 1.5 * r
        img = art.token_image(tok, int(s * 0.9))
        surf.blit(img, img.get_rect(center=(x, y)))
    draw_piece(surf, "guardian", (cx, cy + s * 0.5), int(s * 1.6), GUARD_COLOR, "")
    draw_piece(surf, "pawn", (cx - s * 2.6, cy + s * 2), int(s * 1.3), seat_color(0), "")
    draw_piece(surf, "pawn", (cx + s * 2.2, cy - s * 1.0), int(s * 1.3), seat_color(1), "")
    return surf
