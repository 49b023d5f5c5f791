"""What the Lost Cities table says about the game: hints and the results' breakdown."""

from __future__ import annotations

import pygame

from tabletop.ui import i18n

from tabletop.engine.contract import GameError

from .. import advice, data, history
from ..art import DECK_RECT, discard_rect, pile_rect, row_rect
from .layout import tr


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

    def recent_rect(self) -> pygame.Rect:
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
    def result_breakdown(self):
        v = self.session.state.view(self.viewer)
        heads = [tr("score.expedition", n=i + 1) for i in range(len(v.results))] + [tr("chips"), tr("score.artifacts")]
        rows = []
        for seat in range(v.num_players):
            prev, cells = 0, []
            for exp in v.results:
                cells.append(f"{exp[seat][4] - prev:+d}")
                prev = exp[seat][4]
            if v.final:
                cells += [v.final[seat][0], f"{v.final[seat][2]:+d}"]
            else:
                cells += [v.chips[seat], "–"]
            rows.append(cells)
        return heads, rows

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
