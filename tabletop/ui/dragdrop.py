"""Drag-and-drop of cards onto drop targets, with click-to-select and keyboard alternatives.

The game decides legality; the controller only ever proposes legal actions:

* ``targets_for(sprite) -> {target_key: action}`` is asked when a card is picked up
  (the scene builds it from the game's legal actions);
* ``on_drop(sprite, target_key, action)`` is called when the card is released on (or
  a selected card is sent to) one of those targets;
* ``reason_for(sprite, target_key_or_None) -> str`` explains an illegal drop: the card
  shakes and flies back to ``base_pos`` while the reason shows in a bubble for ~2 s.

Three ways to play a card:

* **drag**: press on a draggable card, move it (it follows the pointer keeping the
  grab offset; legal targets glow, the nearest one is emphasised), release;
* **click**: click a card to select it (it rises, targets glow, ``on_select`` lets the
  scene say what it would do), then click a target; click the card again, click elsewhere
  or press Esc to deselect. A click plays at once only a card with a single legal target
  that is marked ``one_click`` (a pile to draw from), or any such card when
  ``one_click_setting()`` says so (a table passes the player's "one-click play" setting;
  without it, the controller's ``click_plays_single``): a hand card is never played by a
  stray click;
* **keyboard**: Tab / Shift+Tab focus draggable cards (Left/Right too), Enter or Space
  selects, arrow keys cycle legal targets, Enter drops, Esc cancels.

Right-click or Esc during a drag cancels it (the card flies back). After a legal drop
the card glides to the target's ``snap`` point and that becomes its ``base_pos``; the
scene may move it elsewhere from ``on_drop`` (e.g. re-lay out a column).

Target keys in ``targets_for`` that have no registered :class:`DropTarget` cannot be
reached by pointer or keyboard and are ignored (offer those actions with buttons).
"""

from __future__ import annotations

import math
from typing import Any, Callable, Hashable, Iterable, Sequence

import pygame

from . import theme
from .cards import SELECT_LIFT, CardSprite, card_at, draw_highlight
from .fonts import font
from .text import render_block, wrap
from .tween import Tweener, ease_out_cubic

HOVER_MS = 120
REASON_MS = 2200        # how long an illegal-drop reason stays (real time, not animation-scaled)
FADE_MS = 300


class DropTarget:
    """A place a card can be dropped: a rect (a pile, a column, a player's area) or a card.

    ``snap`` is where a card dropped here glides to (default: the rect's centre). If
    ``sprite`` is given the target is that card: its rect follows the sprite and the
    highlight is shown on the sprite itself (``rect`` may then be None).
    """

    def __init__(self, key: Hashable, rect=None, payload: Any = None, *, snap=None,
                 sprite: CardSprite | None = None, radius: int = 10):
        if rect is None and sprite is None:
            raise ValueError(f"drop target {key!r} needs a rect or a sprite")
        self.key = key
        self._rect = pygame.Rect(rect) if rect is not None else None
        self.payload = payload
        self._snap = snap
        self.sprite = sprite
        self.radius = radius
        self.highlight: str | None = None
        self._saved_sprite_highlight: str | None = None

    def __repr__(self) -> str:
        return f"DropTarget({self.key!r}, {tuple(self.rect)})"

    @property
    def rect(self) -> pygame.Rect:
        if self._rect is not None:
            return self._rect
        return self.sprite.rect

    @rect.setter
    def rect(self, value) -> None:
        self._rect = pygame.Rect(value)

    @property
    def snap(self) -> tuple[float, float]:
        if self._snap is not None:
            return (float(self._snap[0]), float(self._snap[1]))
        if self.sprite is not None:
            return self.sprite.base_pos
        c = self.rect.center
        return (float(c[0]), float(c[1]))

    @snap.setter
    def snap(self, value) -> None:
        self._snap = value

    def distance(self, point) -> float:
        """0 inside the rect, else the distance to its nearest edge."""
        r = self.rect
        dx = max(r.left - point[0], 0, point[0] - r.right)
        dy = max(r.top - point[1], 0, point[1] - r.bottom)
        return math.hypot(dx, dy)

    def set_highlight(self, kind: str | None) -> None:
        if kind == self.highlight:
            return
        if self.sprite is not None:
            if self.highlight is None:
                self._saved_sprite_highlight = self.sprite.highlight
            self.sprite.highlight = kind if kind is not None else self._saved_sprite_highlight
        self.highlight = kind

    def draw(self, surface: pygame.Surface) -> None:
        if self.highlight is not None and self.sprite is None:
            draw_highlight(surface, self.rect, self.highlight, self.radius, zone=True)


class DragController:
    """Moves cards onto drop targets (see the module docstring). Widget protocol.

    ``sprites`` is the list of interactive cards in draw order (bottom first), or a
    zero-argument callable returning it; only ``draggable`` ones can be picked up or
    hovered. Drawing: ``draw`` draws everything on top; a scene that wants the target
    glows under its cards calls ``draw_targets`` and ``draw_overlay`` itself and sets
    ``layered = True``. If no ``tweener`` is given the controller makes and updates its own; a
    shared tweener must be updated by its owner.
    """

    visible = True

    def __init__(self, sprites: Sequence[CardSprite] | Callable[[], Sequence[CardSprite]],
                 targets_for: Callable[[CardSprite], dict],
                 on_drop: Callable[[CardSprite, Hashable, Any], Any],
                 reason_for: Callable[[CardSprite, Hashable | None], str] | None = None, *,
                 targets: Iterable[DropTarget] = (), tweener: Tweener | None = None,
                 on_pickup: Callable[[CardSprite], Any] | None = None,
                 on_illegal: Callable[[CardSprite, str], Any] | None = None,
                 on_cancel: Callable[[CardSprite], Any] | None = None,
                 on_select: Callable[[CardSprite | None], Any] | None = None,
                 one_click_setting: Callable[[], bool] | None = None,
                 snap_distance: float = 48.0, drag_threshold: float = 6.0, keyboard: bool = True):
        self._sprites = sprites
        self.targets_for = targets_for
        self.on_drop = on_drop
        self.reason_for = reason_for
        self.on_pickup = on_pickup
        self.on_illegal = on_illegal
        self.on_cancel = on_cancel
        self.on_select = on_select
        self.one_click_setting = one_click_setting or (lambda: self.click_plays_single)
        self._own_tweener = tweener is None
        self.tweener = tweener if tweener is not None else Tweener()
        self.snap_distance = float(snap_distance)
        self.drag_threshold = float(drag_threshold)
        self.keyboard = keyboard
        self.enabled = True
        #: without a ``one_click_setting``: a click on a card that has exactly one legal target
        #: plays it at once; otherwise a click selects it and a second click on a glowing target
        #: plays it (a sprite with ``one_click`` set, e.g. a pile to draw from, plays on one
        #: click whatever the setting)
        self.click_plays_single = False
        #: set True when the scene calls draw_targets / draw_overlay itself at the right
        #: layers, so the widget pass's draw() does not draw everything a second time
        self.layered = False
        self.targets: dict[Hashable, DropTarget] = {}
        self.mode = "idle"                     # idle | pressed | dragging | selected
        self.active: CardSprite | None = None  # the card being pressed / dragged / selected
        self.legal: dict[Hashable, Any] = {}   # target key -> action, for the active card
        self.emphasized: Hashable | None = None
        self.hovered: CardSprite | None = None
        self.focused: CardSprite | None = None
        self.pointer: tuple[int, int] | None = None
        self._press_pos = (0, 0)
        self._was_selected = False
        self._grab = (0.0, 0.0)
        self._flying: list[CardSprite] = []
        self._bubble: dict | None = None
        self.set_targets(targets)

    # ------------------------------------------------------------ setup
    def sprites(self) -> list[CardSprite]:
        s = self._sprites() if callable(self._sprites) else self._sprites
        return list(s)

    def set_targets(self, targets: Iterable[DropTarget]) -> None:
        """Replace the registered drop targets (highlights of old ones are cleared)."""
        for t in getattr(self, "targets", {}).values():
            t.set_highlight(None)
        new: dict[Hashable, DropTarget] = {}
        for t in targets:
            if not isinstance(t, DropTarget):
                raise TypeError(f"drop targets must be DropTarget objects, not {t!r}")
            if t.key in new:
                raise ValueError(f"two drop targets share the key {t.key!r}")
            new[t.key] = t
        self.targets = new
        if self.mode in ("dragging", "selected"):
            self._apply_highlights()

    def set_enabled(self, enabled: bool) -> None:
        """Disable input (e.g. during the AI's turn); cancels any drag or selection."""
        if not enabled:
            self.cancel()
            self._set_focus(None)
            self._set_hover(None)
        self.enabled = enabled

    # ------------------------------------------------------------ state helpers
    def _lift_for(self, s: CardSprite) -> float:
        if s.dragging:
            return 0.0
        if s.selected:
            return float(SELECT_LIFT)
        if s.hovered:
            return s.hover_lift
        return 0.0

    def _relift(self, s: CardSprite) -> None:
        target = self._lift_for(s)
        if s.lift != target or self.tweener.is_tweening(s, "lift"):
            self.tweener.to(s, "lift", target, HOVER_MS)

    def _set_hover(self, s: CardSprite | None) -> None:
        if s is self.hovered:
            return
        old, self.hovered = self.hovered, s
        if old is not None:
            old.hovered = False
            self._relift(old)
        if s is not None:
            s.hovered = True
            self._relift(s)

    def _set_focus(self, s: CardSprite | None) -> None:
        if self.focused is not None:
            self.focused.focused = False
        self.focused = s
        if s is not None:
            s.focused = True

    def _legal_targets(self) -> list[DropTarget]:
        ts = [self.targets[k] for k in self.legal if k in self.targets]
        ts.sort(key=lambda t: (t.rect.centerx, t.rect.centery))
        return ts

    def _apply_highlights(self) -> None:
        for key, t in self.targets.items():
            if key in self.legal:
                t.set_highlight("target" if key == self.emphasized else "legal")
            else:
                t.set_highlight(None)

    def _clear_highlights(self) -> None:
        for t in self.targets.values():
            t.set_highlight(None)

    def _emphasize(self, key: Hashable | None) -> None:
        if key != self.emphasized:
            self.emphasized = key
            self._apply_highlights()

    def _nearest(self, point, keys: Iterable[Hashable], pointer=None) -> Hashable | None:
        best, best_score = None, None
        for k in keys:
            t = self.targets.get(k)
            if t is None:
                continue
            if pointer is not None and t.rect.collidepoint(pointer):
                d = -1.0
            else:
                d = t.distance(point)
            if d > self.snap_distance:
                continue
            c = t.rect.center
            score = (d, math.hypot(c[0] - point[0], c[1] - point[1]))
            if best_score is None or score < best_score:
                best, best_score = k, score
        return best

    def _pick_up(self, s: CardSprite) -> None:
        legal = self.targets_for(s)
        if legal is None:
            legal = {}
        if not isinstance(legal, dict):
            raise TypeError(f"targets_for must return a dict of target key -> action, not {type(legal).__name__}")
        self.legal = dict(legal)
        self.emphasized = None
        self._apply_highlights()
        if self.on_pickup is not None:
            self.on_pickup(s)

    def _reset(self) -> None:
        s = self.active
        self._clear_highlights()
        self.legal = {}
        self.emphasized = None
        self.active = None
        self.mode = "idle"
        if s is not None:
            s.dragging = False
            s.selected = False

    def _fly(self, s: CardSprite, to, ease=ease_out_cubic, duration: float = theme.MOVE_MS) -> None:
        s.floating = True
        if s not in self._flying:
            self._flying.append(s)
        self.tweener.to(s, "pos", (float(to[0]), float(to[1])), duration, ease=ease)
        self._relift(s)

    # ------------------------------------------------------------ actions
    def _begin_drag(self, pointer) -> None:
        s = self.active
        self.tweener.cancel(s, "pos")
        self.tweener.cancel(s, "lift")
        self.tweener.cancel(s, "shake_x")
        if s in self._flying:
            self._flying.remove(s)
        # start from where the card is seen, so it does not jump
        s.pos = (s.pos[0] + s.shake_x, s.pos[1] - s.lift)
        s.lift = 0.0
        s.shake_x = 0.0
        self._grab = (s.pos[0] - self._press_pos[0], s.pos[1] - self._press_pos[1])
        was_selected = s.selected
        s.selected = False
        s.dragging = True
        s.floating = True
        if self.hovered is s:
            self.hovered = None
            s.hovered = False
        self.mode = "dragging"
        if not was_selected:
            self._pick_up(s)
        self._follow(pointer)

    def _follow(self, pointer) -> None:
        s = self.active
        s.pos = (pointer[0] + self._grab[0], pointer[1] + self._grab[1])
        self._emphasize(self._nearest(s.pos, self.legal, pointer))

    def _select(self, s: CardSprite) -> None:
        self.active = s
        self.mode = "selected"
        s.selected = True
        self._relift(s)
        self._pick_up(s)
        one_click = getattr(s, "one_click", False) or self.one_click_setting()
        if one_click and len(self.legal) == 1:
            only = next(iter(self.legal))
            if only in self.targets:
                self._play(only)
                return
        if self.on_select is not None:
            self.on_select(s)

    def _deselect(self) -> None:
        s = self.active
        self._reset()
        if s is not None:
            self._relift(s)
        if self.on_select is not None:
            self.on_select(None)

    def _play(self, key: Hashable) -> None:
        """Send the active card to legal target ``key``."""
        s, action, target = self.active, self.legal[key], self.targets[key]
        self._reset()
        if self.focused is s:
            self._set_focus(None)
        if self.hovered is s:
            self._set_hover(None)
        s.base_pos = target.snap
        self._fly(s, target.snap, ease=ease_out_cubic)
        self.on_drop(s, key, action)

    def _reject(self, key: Hashable | None, quiet: bool = False) -> None:
        """The active card was dropped / sent where it may not go: fly back (and explain)."""
        s = self.active
        self._reset()
        self._fly(s, s.base_pos)
        if quiet:
            if self.on_cancel is not None:
                self.on_cancel(s)
            return
        reason = self.reason_for(s, key) if self.reason_for is not None else ""
        reason = reason or ""
        self.tweener.shake(s, "shake_x", amplitude=9.0, duration_ms=260.0)
        if reason:
            self._show_reason(s, reason)
        if self.on_illegal is not None:
            self.on_illegal(s, reason)

    def cancel(self) -> bool:
        """Abort a drag (card flies back) or a selection; True if there was one."""
        if self.mode == "dragging":
            self._reject(None, quiet=True)
            return True
        if self.mode == "pressed":
            self.mode = "selected" if self._was_selected else "idle"
            if self.mode == "idle":
                self.active = None
            else:
                self._deselect()
            return True
        if self.mode == "selected":
            self._deselect()
            return True
        return False

    def _drop(self) -> None:
        s = self.active
        key = self.emphasized if self.emphasized in self.legal else None
        if key is not None:
            self._play(key)
            return
        other = self._nearest(s.pos, [k for k in self.targets if k not in self.legal], self.pointer)
        bx, by = s.base_pos
        near_home = math.hypot(s.pos[0] - bx, s.pos[1] - by) < s.size[1] * 0.6
        self._reject(other, quiet=(other is None and near_home))

    # ------------------------------------------------------------ reason bubble
    def _show_reason(self, s: CardSprite, reason: str) -> None:
        size = theme.S
        f = font(size)
        lines = wrap(reason, 300, f)
        tw = max(1, max((f.size(line)[0] for line in lines), default=1))
        body = render_block(reason, tw, size, theme.TEXT)
        pad, icon, tail = 12, 22, 9
        w, h = tw + pad * 3 + icon, max(body.get_height(), icon) + pad * 2
        # place it above the card's resting place, or below when there is no room
        bx, by = s.base_pos
        top = by - s.size[1] / 2 - 6
        above = top - h - tail >= 8
        y = top - h - tail if above else by + s.size[1] / 2 + 6
        x = min(max(8, bx - w / 2), theme.W - 8 - w)
        surf = pygame.Surface((w, h + tail), pygame.SRCALPHA)
        panel = pygame.Rect(0, 0 if above else tail, w, h)
        tx = min(max(16, bx - x), w - 16)
        if above:
            tri = [(tx - tail, h - 2), (tx + tail, h - 2), (tx, h + tail - 1)]
        else:
            tri = [(tx - tail, tail + 2), (tx + tail, tail + 2), (tx, 1)]
        fill = (*theme.FELT_DARK, 246)
        pygame.draw.polygon(surf, theme.DANGER, tri)
        pygame.draw.rect(surf, fill, panel, border_radius=10)
        pygame.draw.rect(surf, theme.DANGER, panel, 2, border_radius=10)
        inner = [(tri[0][0] + 3, tri[0][1] + (-1 if above else 1)), (tri[1][0] - 3, tri[1][1] + (-1 if above else 1)),
                 (tri[2][0], tri[2][1] + (-3 if above else 3))]
        pygame.draw.polygon(surf, fill, inner)
        # a "!" badge: a second cue besides colour
        c = (panel.x + pad + icon // 2, panel.y + pad + icon // 2)
        pygame.draw.circle(surf, theme.DANGER, c, icon // 2)
        mark = font(theme.XS, True).render("!", True, (255, 255, 255))
        surf.blit(mark, mark.get_rect(center=(c[0], c[1] + 1)))
        surf.blit(body, (panel.x + pad * 2 + icon, panel.y + pad + max(0, (icon - body.get_height()) // 2)))
        self._bubble = {"text": reason, "surf": surf, "pos": (round(x), round(y)), "left": float(REASON_MS)}

    @property
    def reason_text(self) -> str | None:
        """The reason currently shown, if any."""
        return self._bubble["text"] if self._bubble else None

    # ------------------------------------------------------------ widget protocol
    @property
    def animating(self) -> bool:
        return (self.mode == "dragging" or bool(self._flying) or self._bubble is not None
                or (self._own_tweener and self.tweener.animating))

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        et = event.type
        if et == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if et == pygame.MOUSEBUTTONDOWN:
            self.pointer = event.pos
            if event.button == 1:
                return self._press(event.pos)
            if event.button == 3 and self.mode != "idle":
                return self.cancel()
            return False
        if et == pygame.MOUSEBUTTONUP:
            self.pointer = event.pos
            if event.button != 1:
                return self.mode in ("pressed", "dragging")
            return self._release(event.pos)
        if et == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _motion(self, pos) -> bool:
        self.pointer = pos
        if self.mode == "pressed":
            if math.hypot(pos[0] - self._press_pos[0], pos[1] - self._press_pos[1]) >= self.drag_threshold:
                self._begin_drag(pos)
            return True
        if self.mode == "dragging":
            self._follow(pos)
            return True
        under = card_at(self.sprites(), pos, draggable_only=True)
        self._set_hover(under if under is not None else self.focused)
        if self.mode == "selected":
            self._emphasize(self._target_under(pos, legal_only=True))
        return False

    def _target_under(self, pos, legal_only: bool) -> Hashable | None:
        hits = [t for t in self.targets.values()
                if t.rect.collidepoint(pos) and (not legal_only or t.key in self.legal)]
        if not hits:
            return None
        # prefer legal, then the smallest (the most specific) target
        hits.sort(key=lambda t: (t.key not in self.legal, t.rect.w * t.rect.h))
        return hits[0].key

    def _press(self, pos) -> bool:
        if self.mode == "dragging":
            return True
        under = card_at(self.sprites(), pos, draggable_only=True)
        if self.mode == "selected":
            key = self._target_under(pos, legal_only=False)
            if key is not None and key in self.legal:
                self._play(key)
                return True
            if under is not None:
                if under is self.active:
                    self.mode = "pressed"
                    self._was_selected = True
                    self._press_pos = pos
                    return True
                self._deselect()
            elif key is not None:
                self._reject(key)
                return True
            else:
                self._deselect()
                return False
        if under is None:
            return False
        self.active = under
        self.mode = "pressed"
        self._was_selected = False
        self._press_pos = pos
        return True

    def _release(self, pos) -> bool:
        if self.mode == "pressed":
            s = self.active
            if self._was_selected:
                self.mode = "selected"
                self._deselect()
            else:
                self._select(s)
            return True
        if self.mode == "dragging":
            self._follow(pos)
            self._drop()
            return True
        return False

    def _draggables(self) -> list[CardSprite]:
        return [s for s in self.sprites() if s.draggable and s.visible]

    def _key(self, event) -> bool:
        k = event.key
        if k == pygame.K_ESCAPE:
            if self.mode != "idle":
                return self.cancel()
            if self.focused is not None:
                self._set_focus(None)
                self._set_hover(None)
                return True
            return False
        if not self.keyboard or self.mode in ("pressed", "dragging"):
            return False
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        if k == pygame.K_TAB:
            cards = self._draggables()
            if not cards:
                return False
            if self.mode == "selected":
                self._deselect()
            self._cycle_focus(cards, -1 if shift else 1)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.mode == "selected":
                if self.emphasized in self.legal and self.emphasized in self.targets:
                    self._play(self.emphasized)
                elif self._legal_targets():
                    self._emphasize(self._legal_targets()[0].key)
                else:
                    self._reject(None)
                return True
            if self.focused is not None and self.focused.draggable:
                self._select(self.focused)
                ts = self._legal_targets()
                self._emphasize(ts[0].key if ts else None)
                return True
            return False
        if k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            step = 1 if k in (pygame.K_RIGHT, pygame.K_DOWN) else -1
            if self.mode == "selected":
                ts = self._legal_targets()
                if not ts:
                    return True
                keys = [t.key for t in ts]
                i = keys.index(self.emphasized) if self.emphasized in keys else (-1 if step > 0 else 0)
                self._emphasize(keys[(i + step) % len(keys)])
                return True
            if self.focused is not None and k in (pygame.K_LEFT, pygame.K_RIGHT):
                cards = self._draggables()
                if cards:
                    self._cycle_focus(cards, step)
                    return True
        return False

    def _cycle_focus(self, cards: list[CardSprite], step: int) -> None:
        if self.focused in cards:
            i = (cards.index(self.focused) + step) % len(cards)
        else:
            i = 0 if step > 0 else len(cards) - 1
        self._set_focus(cards[i])
        self._set_hover(cards[i])

    def update(self, dt: float) -> None:
        if self._own_tweener:
            self.tweener.update(dt)
        if self._flying:
            still = []
            for s in self._flying:
                if s.dragging or self.tweener.is_tweening(s, "pos"):
                    still.append(s)
                else:
                    s.floating = s.dragging
            self._flying = still
        if self._bubble is not None:
            self._bubble["left"] -= dt
            if self._bubble["left"] <= 0:
                self._bubble = None
        # drop references to cards the scene no longer shows
        if self.active is not None or self.focused is not None or self.hovered is not None:
            current = self.sprites()
            if self.active is not None and self.active not in current:
                self.active.dragging = self.active.selected = self.active.floating = False
                self._clear_highlights()
                self.active, self.mode, self.legal, self.emphasized = None, "idle", {}, None
            if self.focused is not None and self.focused not in current:
                self._set_focus(None)
            if self.hovered is not None and self.hovered not in current:
                self.hovered.hovered = False
                self.hovered = None

    def draw_targets(self, surface: pygame.Surface) -> None:
        """Glows of rect targets (draw under or over the cards in the target zones)."""
        for t in self.targets.values():
            t.draw(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Cards in flight, the dragged card, and the reason bubble: draw last."""
        for s in self._flying:
            if s is not self.active:
                s.draw(surface)
        if self.mode == "dragging" and self.active is not None:
            self.active.draw(surface)
        if self._bubble is not None:
            b = self._bubble
            surf, left = b["surf"], b["left"]
            alpha = 255 if left >= FADE_MS else max(0, int(255 * left / FADE_MS))
            surf.set_alpha(alpha)
            surface.blit(surf, b["pos"])

    def draw(self, surface: pygame.Surface) -> None:
        """Targets' glows, then the overlay. Nothing if ``layered`` (the scene draws the parts)."""
        if self.layered:
            return
        self.draw_targets(surface)
        self.draw_overlay(surface)
