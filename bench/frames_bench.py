"""Frame time of a busy table: a 10-card fanned hand with one card dragged along a path
(by posted mouse events), 10 running tweens, and an open log panel with 200 entries.

    SDL_VIDEODRIVER=dummy uv run python bench/frames_bench.py [frames]

prints JSON: drag_frame_ms_p50 / p90 / p99 / max / mean for the dragging frames (event
handling + update + draw + display.flip), and idle_frame_ms_p50 / p99 for frames where
nothing moves (for comparison).

Reuse: ``run(frames, extra_load=None)``. ``extra_load(frame_index)`` is called once per
frame inside the timed section (per-frame work on the UI thread, e.g. polling an AI
worker); start background load (an AI thread) before calling ``run``.
"""

from __future__ import annotations

import json
import math
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from tabletop.ui import theme  # noqa: E402
from tabletop.ui.cards import CardSprite, Hand, draw_card_back, draw_card_face, draw_cards  # noqa: E402
from tabletop.ui.dragdrop import DragController, DropTarget  # noqa: E402
from tabletop.ui.logpanel import LogPanel  # noqa: E402
from tabletop.ui.tween import Tween, Tweener  # noqa: E402

DT = 1000 / 60
COLORS = ["orange", "blue", "green", "purple", "vermillion"]
GLYPHS = ["triangle", "drop", "star", "diamond", "hexagon"]


class BenchTable:
    """The benchmark scene (widget protocol), usable on its own."""

    def __init__(self) -> None:
        self.tw = Tweener()
        back = draw_card_back(theme.HAND_CARD, (46, 110, 64), (232, 218, 180), "lattice")
        self.hand_cards = [
            CardSprite(("h", i), draw_card_face(theme.HAND_CARD, f"Card {i}", str(i + 1),
                                                theme.OKABE_ITO[COLORS[i % 5]], GLYPHS[i % 5]),
                       back, draggable=True)
            for i in range(10)
        ]
        self.hand = Hand(self.tw, center=(560, theme.H - 92), max_width=700)
        self.hand.set_cards(self.hand_cards, animate=False)
        self.targets = [DropTarget(i, pygame.Rect(108 + i * 122, 232, 84, 200), snap=(150 + i * 122, 290))
                        for i in range(5)]
        # ten table cards that keep moving: the 10 concurrent tweens
        self.movers = []
        for i in range(10):
            face = draw_card_face(theme.TABLE_CARD, "", str(i + 2), theme.OKABE_ITO[COLORS[i % 5]], GLYPHS[i % 5])
            c = CardSprite(("t", i), face, pos=(150 + (i % 5) * 122, 290 + (i // 5) * 40))
            self.movers.append(c)
            self._bounce(c, i)
        self.log = LogPanel((theme.W - 340, 16, 324, 470), "Log")
        for i in range(200):
            self.log.add(f"Turn {i}: あなたは 砂漠 に {i % 10 + 2} を置きました。 Player {i % 2 + 1} drew a card.",
                         theme.OKABE_ITO["sky"] if i % 2 else theme.OKABE_ITO["orange"], highlight=(i % 25 == 0))
        self.ctrl = DragController(self.hand_cards, lambda s: {0: "a", 2: "b", 4: "c"},
                                   lambda s, k, a: None, lambda s, k: "Not there: try a glowing column.",
                                   targets=self.targets, tweener=self.tw)
        self.background = pygame.Surface((theme.W, theme.H))
        self.background.fill(theme.FELT)

    def _bounce(self, c: CardSprite, i: int) -> None:
        x0, y0 = c.pos
        far = (x0 + 40 + 5 * i, y0 + 120)

        def there():
            self.tw.add(Tween(c, "pos", (x0, y0), 900, on_done=back))

        def back():
            self.tw.add(Tween(c, "pos", far, 900, on_done=there))

        self.tw.add(Tween(c, "pos", far, 600 + 40 * i, on_done=there))

    @property
    def animating(self) -> bool:
        return self.tw.animating or self.ctrl.animating

    def handle(self, event) -> bool:
        return self.ctrl.handle(event) or self.log.handle(event)

    def update(self, dt: float) -> None:
        self.tw.update(dt)
        self.ctrl.update(dt)
        self.hand.update(dt)
        self.log.update(dt)

    def draw(self, surface) -> None:
        surface.blit(self.background, (0, 0))
        self.ctrl.draw_targets(surface)
        draw_cards(surface, self.movers)
        self.hand.draw(surface)
        self.log.draw(surface)
        self.ctrl.draw_overlay(surface)


def _pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    k = min(len(xs) - 1, max(0, math.ceil(p / 100 * len(xs)) - 1))
    return xs[k]


def run(frames: int = 600, extra_load: Callable[[int], object] | None = None) -> dict:
    pygame.init()
    screen = pygame.display.get_surface()
    if screen is None or screen.get_size() != (theme.W, theme.H):
        screen = pygame.display.set_mode((theme.W, theme.H))
    table = BenchTable()
    card = table.hand_cards[4]
    start = (round(card.pos[0]), round(card.pos[1]))

    def pointer(i: int) -> tuple[int, int]:
        t = i / max(1, frames - 1)
        return (round(480 + 330 * math.sin(t * 2 * math.pi * 3)), round(380 - 150 * math.sin(t * 2 * math.pi * 2)))

    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 20)))
    for e in pygame.event.get():
        table.handle(e)
    assert table.ctrl.mode == "dragging", "the benchmark drag did not start"

    times: list[float] = []
    for i in range(frames):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pointer(i)))
        if i and i % 60 == 0:
            table.log.add(f"Frame {i}: 新しいログ行 — a new log line")
        t0 = time.perf_counter()
        for e in pygame.event.get():
            table.handle(e)
        if extra_load is not None:
            extra_load(i)
        table.update(DT)
        table.draw(screen)
        pygame.display.flip()
        times.append((time.perf_counter() - t0) * 1000)
    dragging = table.ctrl.mode == "dragging"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pointer(frames - 1), button=1))
    for e in pygame.event.get():
        table.handle(e)
    # idle: nothing moves
    table.tw.clear()
    table.tw.finish_all()
    table.ctrl.update(10_000)
    idle: list[float] = []
    for _ in range(max(30, frames // 6)):
        t0 = time.perf_counter()
        table.update(DT)
        table.draw(screen)
        pygame.display.flip()
        idle.append((time.perf_counter() - t0) * 1000)
    return {
        "frames": frames,
        "drag_frame_ms_p50": round(statistics.median(times), 3),
        "drag_frame_ms_p90": round(_pct(times, 90), 3),
        "drag_frame_ms_p99": round(_pct(times, 99), 3),
        "drag_frame_ms_max": round(max(times), 3),
        "drag_frame_ms_mean": round(statistics.fmean(times), 3),
        "idle_frame_ms_p50": round(statistics.median(idle), 3),
        "idle_frame_ms_p99": round(_pct(idle, 99), 3),
        "still_dragging_at_end": dragging,
        "tweens": 10,
        "log_entries": len(table.log),
        "video_driver": pygame.display.get_driver(),
        "extra_load": extra_load is not None,
    }


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    print(json.dumps(run(n), indent=2))
