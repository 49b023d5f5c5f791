"""The City's hooks for the guided first game (``ui/coach.py``): the named places of the table
a lesson points at, where exactly a move is made (the cards to click into the tray, then
Confirm), and where the coach's panel sits so it never covers what it points at."""

from __future__ import annotations

import pygame

from tabletop.ui import theme

from ..rules import ARCHITECT
from .layout import CITY, HAND_ZONE, PILES, SIDE, SLOT1, TRACK, TRAY_MODES

COACH_W = 430
#: where the panel may sit, best first: the empty right part of your city (your buildings fill it
#: from the left), then the top right (the other seat's info and the piles), then the top left
SPOTS = (  # (x, y, the lowest its bottom may reach)
    (CITY.right - 8 - COACH_W, CITY.y + 36, CITY.bottom + 4),  # below the city's header and its round button
    (theme.W - 16 - COACH_W, 62, theme.H - 8),
    (CITY.x + 8, 66, theme.H - 8),
)


class CoachMixin:
    def coach_zones(self) -> dict[str, pygame.Rect]:
        hand = [s.rect for s in self.hand_sprites if s.visible]
        zones = {
            "city": pygame.Rect(CITY.x + 4, CITY.y + 4, 430, CITY.h - 8),  # where your buildings go
            "track": TRACK,
            "totals": self._my_totals_rect(),
            "side": SIDE,
            "slot": SLOT1,
            "piles": PILES,
            "hand": hand[0].unionall(hand[1:]) if hand else HAND_ZONE,
            "summary": self.summary_button.rect,
        }
        if self.end_buttons:  # the ending explained, once the last round is scored
            zones["end"] = self.end_rect()
        others = self._opponent_rects()
        if others:
            zones["opponent"] = others[0][1]
        return zones

    def action_rects(self, action) -> list[pygame.Rect]:
        """The default hint marks, except: the cards the step pays or discards with, one by one,
        then Confirm once they are all in the tray; the Architect card before its button."""
        if action == ARCHITECT:
            rects = super().action_rects(action)
            return rects[1:] + rects[:1]
        if self.mode() in TRAY_MODES and isinstance(action, tuple) and action[0] in ("open", "pay", "discard"):
            want = self._coach_cards(action)
            if want:
                missing = list(want)
                for c in self.staged_cards():
                    if c in missing:
                        missing.remove(c)
                if not missing:
                    return [b.rect for b in self.buttons if b.hotkey == pygame.K_RETURN][:1]
                out, used = [], set()
                for c in missing:
                    s = next((s for s in self.hand_sprites
                              if s.key[1] == c and s.key not in self.staged and s.key not in used), None)
                    if s is not None:
                        used.add(s.key)
                        out.append(s.rect)
                return out
        return super().action_rects(action)

    def _coach_cards(self, action) -> list[str]:
        """The cards this step gives from your hand: both setup discards, or every card of the
        payment (the step's own picks and what the rules then pay for you)."""
        if action[0] == "open":
            return [action[1], action[2]]
        coach = self.coach
        step = coach.step if coach is not None else None
        if step is None or action[0] != "pay":
            return [action[1]]
        st = self.session.state.clone()
        me = self.viewer
        before = len(self.view.my_buffer)  # cards already given for this step's builds
        for text in step.expect[coach.made:]:
            a = st.str_to_action(text)
            if st.current_player() != me or a not in st.legal_actions():
                break
            st.apply(a)
            if st.current_player() != me or (st.view(me).pending or ("",))[0] != "pay":
                break
        after = st.view(me)
        if len(after.my_buffer) > before:  # the payment waits for the others' builds
            return list(after.my_buffer[before:])
        paid = [e for e in after.events if e[0] == "paid" and e[1] == me]  # or it is shown already
        return list(paid[-1][2][before:]) if paid else [action[1]]

    def _coach_height(self) -> int:
        """The panel's height at this width (kept while its words stay the same: wrapping them
        is not free, and the table asks every frame)."""
        coach = self.coach
        if coach is None:
            return 240
        from tabletop.ui import i18n

        key = (coach.index, coach.finished, coach.message, coach.watching(), i18n.lang())
        memo = getattr(self, "_coach_memo", None)
        if memo is None or memo[0] != key:
            memo = self._coach_memo = (key, coach.height(COACH_W))
        return memo[1]

    def coach_rect(self) -> pygame.Rect:
        """The first spot where the panel covers neither what it points at nor the end panel."""
        coach = self.coach
        height = self._coach_height()
        avoid = list(coach.target_rects()) if coach is not None and self.replay is None else []
        if self.end_buttons:
            avoid.append(self.end_rect())
        if self.revealing() and self.reveal_area is not None:  # the choices shown stay in sight
            avoid.append(self.reveal_area)
        drawn = [s.rect for s in self.other_sprites if s.key[0] == "drawn"]
        if drawn:  # a give-up's cards, shown over your city with a line above them
            avoid.append(drawn[0].unionall(drawn[1:]).inflate(0, 60))
        def covered(spot) -> tuple[int, int]:
            x, y, lowest = spot
            r = pygame.Rect(x, y, COACH_W, height)
            return (sum(w * h for _, _, w, h in (r.clip(a.inflate(16, 16)) for a in avoid)), max(0, r.bottom - lowest))

        x, y, _ = min(SPOTS, key=covered)  # the first that fits and covers nothing, else the least
        return pygame.Rect(x, y, COACH_W, 0)
