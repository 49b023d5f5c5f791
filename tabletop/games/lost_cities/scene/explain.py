"""What the Lost Cities table says about the game: hints and the results' breakdown."""

from __future__ import annotations

import pygame

from tabletop.ui import i18n, theme

from tabletop.engine.contract import GameError

from .. import advice, data, history
from ..art import DECK_RECT, discard_rect, pile_rect, row_rect
from .layout import CHOICE_Y, tr


#: where the others' actions since your last move are listed: right of the hand, under your panel
RECENT_RECT = pygame.Rect(1016, 524, 240, 188)


class ExplainMixin:
    """The part of :class:`GameScene` that explains: what the others did (marked on the board,
    listed beside the hand), the hint in words and its marks, the results."""

    _marks_key = None
    _marks: dict = {}

    def stretch(self, entries) -> list:
        """``(seat, action, events)`` of log entries: what the history module reads. The events
        are the seat on screen's view right after each action (public, never the full state)."""
        out = []
        for e in entries:
            try:
                action = self.session.state.str_to_action(e.action_text)
            except GameError:
                action = None
            out.append((e.player, action, self.session.view_at(e.index + 1, self.viewer).events))
        return out

    def turn_marks(self) -> dict:
        """What to mark on the board (``history.SeatMarks`` per seat): what the others did since
        the player last acted, until the player acts; in a replay, the action of the step on show."""
        if self.replay is not None:
            pos = self.replay.position
            entries = self.session.log[pos - 1:pos] if pos > 0 else []
        else:
            entries = [e for e in self.recent_entries() if e.player != self.viewer]
        key = (len(self.session.log), self.viewer, tuple(e.index for e in entries))
        if key != self._marks_key:
            self._marks_key, self._marks = key, history.turn_marks(self.stretch(entries))
        return self._marks

    def recent_rect(self) -> pygame.Rect | None:
        """The list beside the hand; none while the open game log covers that corner (the log
        lists the same entries, and the box would hide its newest lines)."""
        log = self.log_panel
        if not log.collapsed and log.rect.colliderect(RECENT_RECT):
            return None
        return RECENT_RECT

    def explain_hint(self, action) -> str:
        """The hint in a sentence: the card, where it goes and why (``advice.hint_text``)."""
        return self.names(advice.hint_text(self.view, action, i18n.lang()))

    # ------------------------------------------------------------------ hints
    def _hint_rects(self) -> list[pygame.Rect]:
        a = self.live_hint()
        if a is None:
            return []
        if a[0] in ("play", "discard"):
            out = [s.rect for s in self.hand_sprites if s.key[0] == a[1]][:1]
            k = data.CARD_COLOR[a[1]]
            if a[0] == "discard":
                out.append(discard_rect(k))
            elif a[2]:
                pr = pile_rect(k)
                out.append(pygame.Rect(pr.x + (0 if a[2] == "adv" else pr.w // 2), pr.y, pr.w // 2, pr.h))
            else:
                out.append(row_rect(k))
            return out
        if a[0] == "draw":
            return [DECK_RECT if a[1] == "deck" else discard_rect(data.COLOR_INDEX[a[1]])]
        if a[1] is None:
            return [b.rect for b in self.choice_buttons if b.hotkey == pygame.K_p]
        f = self.figures.get((self.viewer, data.COLOR_INDEX[a[1]]))
        return [f.rect().inflate(12, 12)] if f else []

    # ------------------------------------------------------------------ results
    def game_paths(self) -> list:
        """Per expedition, per seat, per path: what it brought (``history.expedition_paths``),
        from the whole log's public events."""
        n = len(self.session.log)
        if getattr(self, "_paths_key", None) != n:
            stream = self.stretch(self.session.log)
            self._paths_key, self._paths = n, history.expedition_paths(stream, self.session.state.num_players)
        return self._paths

    def path_heads(self) -> list[str]:
        return [tr("color." + c).capitalize() for c in data.COLORS]

    @staticmethod
    def floor_cell(t) -> str:
        return f"{t.floor:+d}" if t.floor else "–"

    @staticmethod
    def path_cells(t) -> list[str]:
        return [f"{p:+d}" if p is not None else "–" for p in t.paths]

    def result_breakdown(self):
        """The whole game per seat: each path's figures over the expeditions, the VP tiles, what
        the zero floor gave back (when it did), the artifact chips and what the artifact table gave."""
        v = self.session.state.view(self.viewer)
        if not v.results:
            return [], [[] for _ in range(v.num_players)]
        tallies = history.game_tally(self.game_paths(), v.results, v.final)
        floor = any(t.floor for t in tallies)
        heads = self.path_heads() + [tr("score.tiles")] + ([tr("score.zero_floor")] if floor else []) + \
            [tr("score.chips"), tr("score.artifacts")]
        rows = [self.path_cells(t) + [f"{t.tiles:+d}"] + ([self.floor_cell(t)] if floor else []) +
                [str(t.chips), f"{t.artifacts:+d}" if v.final else "–"] for t in tallies]
        return heads, rows

    def expedition_breakdown(self, n: int):
        """Expedition ``n`` (1-based) per seat: each path's figure (its points where it ended),
        the VP tiles, the artifact tiles taken, the figures past the bridge, the zero floor."""
        v = self.view
        tallies = history.expedition_tally(self.game_paths()[n - 1], v.results[n - 1])
        floor = any(t.floor for t in tallies)
        heads = self.path_heads() + [tr("score.tiles"), tr("score.art_tiles"), tr("score.bridge")] + \
            ([tr("score.zero_floor")] if floor else [])
        rows = [self.path_cells(t) + [f"{t.tiles:+d}", str(t.artifacts), str(t.bridge)] +
                ([self.floor_cell(t)] if floor else []) for t in tallies]
        return heads, rows

    def ending_lines(self) -> list[str]:
        """Why the game ended as it did: how the winner's points came about, a tie settled on
        chips (or shared), the others' sums, the best figure."""
        v = self.session.state.view(self.viewer)
        if not v.results:
            return super().ending_lines()
        tallies = history.game_tally(self.game_paths(), v.results, v.final)
        lines = history.ending_lines(tallies, self.session.state.ranking(), self.game_paths(), i18n.lang(), self.viewer)
        return [self.names(line) for line in lines]

    def end_rect(self) -> pygame.Rect:
        """The end panel: over the hand and the strip above it (the board stays in view), tall
        enough for the reasons of a four-player ending."""
        top = CHOICE_Y - 8
        return pygame.Rect(theme.W // 2 - 340 - 60, top, 680, theme.H - 8 - top)

    def score_history(self):
        v = self.session.state.view(self.viewer)
        if not v.results:
            return None
        labels = [str(i + 1) for i in range(len(v.results))]
        series = [[exp[seat][4] for exp in v.results] for seat in range(v.num_players)]
        if v.final:
            labels.append("★")
            for seat in range(v.num_players):
                series[seat].append(v.final[seat][3])
        return labels, series
