"""How a Lost Legacy round and game end on the table.

Every hand turns face up (the ended round's cards: hands, Ruins) and a panel says who won and
why, from the round's story (``story.py``): how it was won, where the Lost Legacy was, the
investigation number by number, the eliminations. At the end of the game it is the table's end
panel (Results / Play again / New game); between the rounds of a match the same panel says how
the round ended, with "Next round" (Enter): no dialog, and the AI waits until it is closed. The
results dialog gives the full breakdown per seat: rounds won, last card, investigation, result.
"""

from __future__ import annotations

import pygame

from tabletop.engine.i18n import seat_ref
from tabletop.ui import i18n, theme
from tabletop.ui.widgets import Button

from .. import story
from ..rules import str_to_action
from .layout import END_RECT, cards_list, tr

#: an AI-only table goes on to the next round by itself after this long (ms)
AUTO_NEXT_MS = 6000.0


class Ending:
    """The end of a round and of the game, and the results (mixed into the scene)."""

    # ------------------------------------------------------------------ state
    def interlude(self) -> bool:
        """The ended round of a match is on show (its cards face up, the AI waiting)."""
        return self.frozen is not None and self.replay is None

    def ending_shown(self) -> bool:
        """A round's or the game's ending is on the table (the hands face up, the panel up)."""
        return self.replay is None and (self.frozen is not None or self.session.is_terminal())

    def round_cards_shown(self):
        """The face-up cards (hands, Ruins, deck) of the round on show, or None while it is played."""
        if self.interlude():
            return self.round_cards
        v = self.disp
        return v.round_reveal if v.phase == "over" else None

    def holds_ai(self) -> bool:
        # the next round's AI waits while the ended round is explained on the table
        return self.frozen is not None

    def open_round_panel(self) -> None:
        """The ended round's panel: how it ended, and "Next round" (Enter)."""
        if self.frozen is None:
            return
        self.round_over = self.frozen.round_no
        self._auto_next = AUTO_NEXT_MS
        self._cancel_hint()  # a hint is for the table the player sees: none while the round's end is up
        self.hint_action = self.hint_note = None
        self.build_overlays()

    def next_round(self) -> None:
        """Close the ended round's panel: the next round's table (and its AI) go on."""
        self.frozen = None
        self.round_cards = None
        self.round_over = None
        self.sync()
        self.build_overlays()

    def build_hud(self) -> None:
        """The Hint button waits while the ended round is on show: the next round's hand is not
        on the table yet, so no hint may talk about it."""
        super().build_hud()
        for b in self.hud_buttons:
            if getattr(b, "key", None) == "hint":
                b.enabled = (lambda was=b._enabled: self.frozen is None and (was() if callable(was) else bool(was)))

    def hint(self) -> None:
        if self.frozen is not None:  # the H key too: no hint about a hand the player has not seen
            return
        super().hint()

    def undo(self) -> None:
        self.hand_note = None
        super().undo()
        if self.frozen is not None and not self.session.is_terminal():
            self.next_round()

    def tick_round_panel(self, dt: float) -> None:
        """An AI-only table does not wait for a click between rounds."""
        if self.round_over is not None and not self.humans() and self.app.scenes.top is self:
            self._auto_next -= dt
            if self._auto_next <= 0:
                self.next_round()

    # ------------------------------------------------------------------ the panel
    def end_rect(self) -> pygame.Rect:
        return END_RECT

    def build_overlays(self) -> None:
        super().build_overlays()
        if self.replay is None and self.frozen is not None and self.round_over is not None:
            r = self.end_rect()
            self.end_buttons = [Button((r.right - 20 - 200, r.bottom - 56, 200, 42), lambda: tr("ui.next_round"),
                                       self.next_round, style="primary", hotkey=pygame.K_RETURN, size=theme.XS,
                                       tooltip=lambda: tr("ui.next_round.tip"))]

    def headline(self) -> str:
        if self.interlude():
            winner, _ = self.session.view(self.viewer).history[-1]
            n = self.frozen.round_no
            if winner < 0:
                return tr("end.round_draw", n=n)
            return tr("end.round_won", n=n, name=self.name(winner))
        return super().headline()

    def banner_text(self) -> str:
        if self.interlude():
            return self.headline()
        return super().banner_text()

    def ending_lines(self) -> list[str]:
        """The ended round in a few sentences (and the match's score)."""
        st = self.round_story()
        if st is None:
            return super().ending_lines()
        lang = i18n.lang()
        lines = [self.names(line) for line in story.lines(st, lang)]
        v = self.session.view(self.viewer)
        if v.match_target > 1:
            order = sorted(range(v.num_players), key=lambda p: (-v.points[p], p))
            items = tr("list.sep").join(tr("story.match.item", seat=seat_ref(p), n=v.points[p]) for p in order)
            lines.append(self.names(tr("story.match", items=items)))
        return lines

    # ------------------------------------------------------------------ the story
    def _steps(self) -> list:
        """Every applied action as (actor, pending, action, public events), from the viewer's
        views of the record (read once; again after an undo)."""
        s = self.session
        cache = self._steps_cache
        texts = [e.action_text for e in s.log]
        if cache is None or cache[0] != self.viewer or texts[:len(cache[2])] != cache[2]:
            cache = self._steps_cache = (self.viewer, [], [])  # new, or undone: read again
        steps, known = cache[1], cache[2]
        before = s.view_at(len(steps), self.viewer)
        for i in range(len(steps), len(s.log)):
            entry = s.log[i]
            after = s.view_at(i + 1, self.viewer)
            steps.append((entry.player, before.pending, str_to_action(entry.action_text),
                          tuple(e[1:] for e in after.events if e[0] == -1)))
            known.append(entry.action_text)
            before = after
        return steps

    def round_start_index(self) -> int:
        """The log index where the round being played began (after the last round's result)."""
        steps = self._steps()
        for i in range(len(steps) - 1, -1, -1):
            if any(e[0] == "result" for e in steps[i][3]):
                return i + 1
        return 0

    def round_story(self) -> story.RoundStory | None:
        """The story of the last finished round (the one whose cards lie face up)."""
        v = self.session.view(self.viewer)
        if not v.history or v.round_reveal is None:
            return None
        n = len(v.history)
        rounds = story.split_rounds(self._steps())
        steps = rounds[n - 1] if n - 1 < len(rounds) else []
        winner, reason = v.history[-1]
        return story.tell(steps, winner, reason, v.round_reveal, v.lost_legacy)

    # ------------------------------------------------------------------ results
    def result_breakdown(self):
        v = self.session.view(self.viewer)
        lang = i18n.lang()
        heads, rows = [], [[] for _ in range(v.num_players)]
        if v.match_target > 1:  # one column: the rounds in order, ★ where the seat won
            heads.append(tr("col.rounds"))
            for seat in range(v.num_players):
                rows[seat].append(" ".join("★" if seat == winner else "·" for winner, _ in v.history[-8:]))
        st = self.round_story()
        if st is not None:
            heads += [tr("col.card"), tr("col.invest"), tr("col.result")]
            for seat in range(v.num_players):
                hand = st.hands[seat] if seat < len(st.hands) else ()
                rows[seat] += [cards_list(story.short_name(c, lang) for c in hand) or "—",
                               self.names(story.investigation_cell(st, seat, lang)),
                               self.names(story.fate_cell(st, seat, lang))]
        return heads, rows

    def score_history(self):
        v = self.session.view(self.viewer)
        if v.match_target <= 1 or not v.history:
            return None
        labels = [str(i + 1) for i in range(len(v.history))]
        series = [[] for _ in range(v.num_players)]
        pts = [0] * v.num_players
        for winner, _ in v.history:
            if winner >= 0:
                pts[winner] += 1
            for seat in range(v.num_players):
                series[seat].append(pts[seat])
        return labels, series
