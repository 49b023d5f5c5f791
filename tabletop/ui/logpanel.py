"""A collapsible, scrollable game log.

Newest entries are at the bottom. The view follows new entries unless the user has
scrolled up (it follows again once they scroll back to the bottom). Scroll with the
mouse wheel, by dragging the text or the scrollbar thumb, or with PageUp / PageDown /
Home / End while the pointer is over the panel. Collapsed, the panel is a slim tab
(with a count of entries added since) that expands on click.

An entry may carry a ``ref`` (the table gives each action its index in the game record):
clicking such an entry calls ``on_pick(ref)`` (the table then shows the board as it was at
that point), and ``marked`` outlines the entry whose ref it holds.

Each entry is wrapped (CJK aware) and rendered once; the whole panel is composed into
one cached surface that is rebuilt only when something changes, so drawing is one blit.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Callable

import pygame

from . import theme
from .fonts import font, line_height
from .text import render, wrap

Text = str | Callable[[], str]


class LogPanel:
    visible = True
    animating = False

    TITLE_H = 36
    PAD = 10
    GAP = 6          # between entries
    BAR_W = 6        # scrollbar
    STRIPE = 4       # player colour stripe
    TAB_W = 132

    CLICK_SLOP = 4   # px a press may move and still count as a click on an entry

    def __init__(self, rect, title: Text = "Log", *, size: int = 16, collapsed: bool = False,
                 max_entries: int = 2000, alpha: int = 255, on_pick: Callable[[object], object] | None = None,
                 pick_tip: Text | None = None):
        if size < 14:
            raise ValueError(f"log text must be at least 14 px, not {size}")
        self.title = title
        self.size = size
        self.max_entries = max_entries
        self.alpha = alpha
        self.entries: list[dict] = []
        self._tops: list[int] = []       # y of each entry inside the content
        self._content_h = 0
        self.scroll = 0.0
        self.follow = True               # stick to the bottom when entries arrive
        self.collapsed = collapsed
        self.unread = 0
        self.pointer: tuple[int, int] | None = None
        self._drag: tuple[str, float, float] | None = None   # (kind, start pointer y, start scroll)
        self._surf: pygame.Surface | None = None
        self._surf_key: tuple | None = None
        self.on_pick = on_pick
        self.pick_tip = pick_tip          # the tooltip over an entry that can be picked
        self.marked: object = None        # the ref of the entry outlined (e.g. the one replayed)
        self._press: tuple[int, int] | None = None
        self.set_rect(rect)

    # ------------------------------------------------------------ geometry
    def set_rect(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        if self.rect.w < 120 or self.rect.h < self.TITLE_H + 40:
            raise ValueError(f"log panel rect {tuple(self.rect)} is too small")
        self.text_width = self.rect.w - 2 * self.PAD - self.BAR_W - 8 - self.STRIPE - 8
        for e in self.entries:
            e["surf"] = None
        self._relayout()

    @property
    def view_rect(self) -> pygame.Rect:
        """Where entries are shown (screen coordinates)."""
        r = self.rect
        return pygame.Rect(r.x + self.PAD, r.y + self.TITLE_H, r.w - 2 * self.PAD - self.BAR_W - 6,
                           r.h - self.TITLE_H - self.PAD)

    @property
    def title_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.w, self.TITLE_H)

    @property
    def tab_rect(self) -> pygame.Rect:
        # wide enough for the title, the unread badge and the chevron, whatever the language
        title = self.title() if callable(self.title) else self.title
        need = font(theme.S, True).size(title)[0] + 12 + 32 + (40 if self.unread else 0)
        w = max(self.TAB_W, min(self.rect.w, need))
        return pygame.Rect(self.rect.right - w, self.rect.y, w, self.TITLE_H)

    @property
    def track_rect(self) -> pygame.Rect:
        v = self.view_rect
        return pygame.Rect(self.rect.right - self.PAD - self.BAR_W, v.y + 2, self.BAR_W, v.h - 4)

    @property
    def max_scroll(self) -> float:
        return float(max(0, self._content_h - self.view_rect.h))

    @property
    def at_bottom(self) -> bool:
        return self.scroll >= self.max_scroll - 1

    def thumb_rect(self) -> pygame.Rect | None:
        if self.max_scroll <= 0:
            return None
        t = self.track_rect
        h = max(28, int(t.h * self.view_rect.h / self._content_h))
        y = t.y + int((t.h - h) * (self.scroll / self.max_scroll))
        return pygame.Rect(t.x, y, t.w, h)

    def contains(self, point) -> bool:
        if not self.visible or point is None:
            return False
        return (self.tab_rect if self.collapsed else self.rect).collidepoint(point)

    # ------------------------------------------------------------ entries
    def __len__(self) -> int:
        return len(self.entries)

    def add(self, text: str, player_color=None, highlight: bool = False, ref: object = None) -> None:
        """Append an entry (newest at the bottom); ``ref`` makes it clickable (see ``on_pick``)."""
        e = {"text": str(text), "color": tuple(player_color[:3]) if player_color else None,
             "highlight": bool(highlight), "surf": None, "lines": None, "ref": ref}
        self._render(e)
        self.entries.append(e)
        self._tops.append(self._content_h + (self.GAP if len(self.entries) > 1 else 0))
        self._content_h = self._tops[-1] + e["surf"].get_height()
        if len(self.entries) > self.max_entries:
            drop = len(self.entries) - self.max_entries
            removed = self._tops[drop]
            del self.entries[:drop]
            self._relayout()
            self.scroll = max(0.0, self.scroll - removed)
        if self.collapsed:
            self.unread += 1
        if self.follow:
            self.scroll = self.max_scroll
        self._surf_key = None

    def clear(self) -> None:
        self.entries.clear()
        self._relayout()
        self.scroll, self.follow, self.unread = 0.0, True, 0
        self._surf_key = None

    def entry_lines(self, index: int) -> list[str]:
        """The wrapped lines of entry ``index`` (negative indexes count from the newest)."""
        e = self.entries[index]
        if e["lines"] is None:
            self._render(e)
        return list(e["lines"])

    def _render(self, e: dict) -> None:
        f = font(self.size, e["highlight"])
        lines = wrap(e["text"], self.text_width, f) or [""]
        lh = line_height(self.size)
        w = self.view_rect.w
        surf = pygame.Surface((w, lh * len(lines) + 4), pygame.SRCALPHA)
        if e["highlight"]:
            pygame.draw.rect(surf, (*theme.ACCENT, 40), surf.get_rect(), border_radius=6)
        stripe = e["color"] or (theme.ACCENT if e["highlight"] else None)
        if stripe is not None:
            pygame.draw.rect(surf, stripe, (2, 3, self.STRIPE, surf.get_height() - 6), border_radius=2)
        color = theme.TEXT
        x = self.STRIPE + 8
        for n, line in enumerate(lines):
            if line:
                img = f.render(line, True, color)
                surf.blit(img, (x, 2 + n * lh + (lh - img.get_height()) // 2))
        e["lines"], e["surf"] = lines, surf

    def _relayout(self) -> None:
        self._tops = []
        y = 0
        for i, e in enumerate(self.entries):
            if e["surf"] is None:
                self._render(e)
            if i:
                y += self.GAP
            self._tops.append(y)
            y += e["surf"].get_height()
        self._content_h = y
        self.scroll = min(self.scroll, self.max_scroll)
        if self.follow:
            self.scroll = self.max_scroll
        self._surf_key = None

    def entry_at(self, pos) -> int | None:
        """The index of the entry under screen point ``pos`` (open panel only), or None."""
        if self.collapsed or pos is None or not self.view_rect.collidepoint(pos):
            return None
        y = pos[1] - self.view_rect.y + self.scroll
        i = bisect_right(self._tops, y) - 1
        if 0 <= i < len(self.entries) and y <= self._tops[i] + self.entries[i]["surf"].get_height():
            return i
        return None

    def entry_rect(self, ref: object) -> pygame.Rect | None:
        """Where the entry holding ``ref`` is on screen (clipped to the view), or None."""
        if self.collapsed:
            return None
        for i, e in enumerate(self.entries):
            if e["ref"] == ref and e["ref"] is not None:
                v = self.view_rect
                r = pygame.Rect(v.x, v.y + self._tops[i] - round(self.scroll), v.w, e["surf"].get_height())
                return r.clip(v) if r.colliderect(v) else None
        return None

    @property
    def tooltip(self) -> str | None:
        """Over a pickable entry: ``pick_tip``."""
        i = self.entry_at(self._pointer())
        if i is None or self.entries[i]["ref"] is None or self.on_pick is None or self.pick_tip is None:
            return None
        return self.pick_tip() if callable(self.pick_tip) else self.pick_tip

    # ------------------------------------------------------------ scrolling
    def scroll_to(self, y: float, user: bool = True) -> None:
        self.scroll = min(max(0.0, float(y)), self.max_scroll)
        if user:
            self.follow = self.at_bottom

    def scroll_by(self, dy: float) -> None:
        self.scroll_to(self.scroll + dy)

    def scroll_to_bottom(self) -> None:
        self.scroll_to(self.max_scroll)

    def toggle(self) -> None:
        self.collapsed = not self.collapsed
        if not self.collapsed:
            self.unread = 0
            if self.follow:
                self.scroll = self.max_scroll
        self._drag = None

    # ------------------------------------------------------------ widget protocol
    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        et = event.type
        if et == pygame.MOUSEMOTION:
            self.pointer = event.pos
            if self._drag is not None:
                kind, y0, s0 = self._drag
                dy = event.pos[1] - y0
                if kind == "thumb":
                    t, th = self.track_rect, self.thumb_rect()
                    room = t.h - (th.h if th else 0)
                    if room > 0:
                        self.scroll_to(s0 + dy * self.max_scroll / room)
                else:
                    self.scroll_to(s0 - dy)
                return True
            return False
        if et == pygame.MOUSEBUTTONDOWN:
            self.pointer = event.pos
            if not self.contains(event.pos):
                return False
            if event.button != 1:
                return event.button in (4, 5)    # legacy wheel buttons: swallow inside the panel
            if self.collapsed or self.title_rect.collidepoint(event.pos):
                self.toggle()
                return True
            th = self.thumb_rect()
            if th is not None and th.inflate(8, 0).collidepoint(event.pos):
                self._drag = ("thumb", event.pos[1], self.scroll)
            elif th is not None and self.track_rect.inflate(8, 0).collidepoint(event.pos):
                page = self.view_rect.h * 0.9
                self.scroll_by(-page if event.pos[1] < th.y else page)
            elif self.view_rect.collidepoint(event.pos):
                self._drag = ("content", event.pos[1], self.scroll)
                self._press = event.pos
            return True
        if et == pygame.MOUSEBUTTONUP:
            self.pointer = event.pos
            if self._drag is not None and event.button == 1:
                press, self._press, self._drag = self._press, None, None
                if press is not None and abs(event.pos[1] - press[1]) <= self.CLICK_SLOP \
                        and abs(event.pos[0] - press[0]) <= self.CLICK_SLOP:
                    i = self.entry_at(press)
                    if i is not None and self.entries[i]["ref"] is not None and self.on_pick is not None:
                        self.on_pick(self.entries[i]["ref"])
                return True
            return False
        if et == pygame.MOUSEWHEEL:
            if self.collapsed or not self.contains(self._pointer()):
                return False
            self.scroll_by(-event.y * line_height(self.size) * 3)
            return True
        if et == pygame.KEYDOWN:
            if self.collapsed or not self.contains(self._pointer()):
                return False
            page = self.view_rect.h * 0.9
            if event.key == pygame.K_PAGEUP:
                self.scroll_by(-page)
            elif event.key == pygame.K_PAGEDOWN:
                self.scroll_by(page)
            elif event.key == pygame.K_HOME:
                self.scroll_to(0)
            elif event.key == pygame.K_END:
                self.scroll_to_bottom()
            else:
                return False
            return True
        return False

    def _pointer(self):
        if self.pointer is not None:
            return self.pointer
        try:
            return pygame.mouse.get_pos()
        except pygame.error:
            return None

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        title = self.title() if callable(self.title) else self.title
        if self.collapsed:
            key = ("tab", title, self.unread, self.tab_rect.size)
            if key != self._surf_key:
                self._surf, self._surf_key = self._compose_tab(title), key
            surface.blit(self._surf, self.tab_rect.topleft)
            return
        key = ("panel", title, round(self.scroll), len(self.entries), self._content_h, self.rect.size,
               self._drag is not None and self._drag[0] == "thumb", self.marked)
        if key != self._surf_key:
            self._surf, self._surf_key = self._compose_panel(title), key
        surface.blit(self._surf, self.rect.topleft)
        hot = self.entry_at(self._pointer()) if self.on_pick is not None else None
        if hot is not None and self.entries[hot]["ref"] is not None and self._drag is None:
            r = self.entry_rect(self.entries[hot]["ref"])
            if r is not None:
                pygame.draw.rect(surface, theme.PANEL_BORDER, r.inflate(4, 2), 1, border_radius=6)

    # ------------------------------------------------------------ composing
    def _chevron(self, surf: pygame.Surface, center, down: bool) -> None:
        cx, cy = center
        k = 5
        pts = [(cx - k, cy - k // 2), (cx, cy + k // 2 + 1), (cx + k, cy - k // 2)] if down else \
              [(cx - k, cy + k // 2 + 1), (cx, cy - k // 2), (cx + k, cy + k // 2 + 1)]
        pygame.draw.lines(surf, theme.TEXT_DIM, False, pts, 2)

    def _compose_tab(self, title: str) -> pygame.Surface:
        r = self.tab_rect
        s = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (*theme.PANEL, self.alpha), s.get_rect(), border_radius=10)
        pygame.draw.rect(s, (*theme.PANEL_BORDER, 200), s.get_rect(), 1, border_radius=10)
        t = render(title, theme.S, theme.TEXT, True)
        s.blit(t, t.get_rect(midleft=(12, r.h // 2)))
        self._chevron(s, (r.w - 16, r.h // 2), down=True)
        if self.unread:
            n = render(str(min(self.unread, 99)) + ("+" if self.unread > 99 else ""), theme.XS, theme.TEXT_DARK, True)
            bw = max(22, n.get_width() + 10)
            badge = pygame.Rect(0, 0, bw, 20)
            badge.midright = (r.w - 30, r.h // 2)
            pygame.draw.rect(s, theme.ACCENT, badge, border_radius=10)
            s.blit(n, n.get_rect(center=badge.center))
        return s

    def _compose_panel(self, title: str) -> pygame.Surface:
        r = self.rect
        s = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (*theme.FELT_DARK, self.alpha), s.get_rect(), border_radius=12)
        # title bar
        bar = pygame.Rect(0, 0, r.w, self.TITLE_H)
        pygame.draw.rect(s, (*theme.PANEL, min(255, self.alpha + 20)), bar,
                         border_top_left_radius=12, border_top_right_radius=12)
        pygame.draw.line(s, (*theme.PANEL_BORDER, 160), (0, self.TITLE_H - 1), (r.w, self.TITLE_H - 1))
        t = render(title, theme.S, theme.TEXT, True)
        s.blit(t, t.get_rect(midleft=(self.PAD + 4, self.TITLE_H // 2)))
        self._chevron(s, (r.w - 18, self.TITLE_H // 2), down=False)
        pygame.draw.rect(s, (*theme.PANEL_BORDER, 200), s.get_rect(), 1, border_radius=12)
        # entries
        v = self.view_rect.move(-r.x, -r.y)
        s.set_clip(v)
        top = self.scroll
        first = max(0, bisect_right(self._tops, top) - 1)
        for i in range(first, len(self.entries)):
            y = self._tops[i] - top
            if y >= v.h:
                break
            s.blit(self.entries[i]["surf"], (v.x, v.y + round(y)))
            if self.marked is not None and self.entries[i]["ref"] == self.marked:
                box = pygame.Rect(v.x - 2, v.y + round(y) - 2, v.w + 4, self.entries[i]["surf"].get_height() + 4)
                pygame.draw.rect(s, theme.ACCENT, box, 2, border_radius=6)
        s.set_clip(None)
        # soft fade at the top edge when there is more above: blended over the entries (drawn
        # straight into the panel, its lines would replace the panel's cover and let the table
        # underneath show through)
        if self.scroll > 0:
            fade = pygame.Surface((v.w, 10), pygame.SRCALPHA)
            for k in range(10):
                pygame.draw.line(fade, (*theme.FELT_DARK, int(255 * (1 - k / 10))), (0, k), (v.w, k))
            s.blit(fade, v.topleft)
        # scrollbar
        th = self.thumb_rect()
        if th is not None:
            tr = self.track_rect.move(-r.x, -r.y)
            pygame.draw.rect(s, (*theme.PANEL_HI, 160), tr, border_radius=3)
            hot = self._drag is not None and self._drag[0] == "thumb"
            pygame.draw.rect(s, theme.TEXT if hot else theme.TEXT_DIM, th.move(-r.x, -r.y), border_radius=3)
        return s
