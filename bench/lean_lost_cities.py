"""A lean single-file engine of Lost Cities: The Board Game (random games only): the speed
reference of ``bench/engine_bench.py``.

The same rules as ``tabletop/games/lost_cities/rules.py`` with its default options (the long
or the short game, the lost-city bonus on a further card, no redraw of one's own discard, no
descending variant), written as one would write them for speed alone: cards are ints
(colour * 11 + value), a pile is its top value, the board is flat lists, and the
state keeps nothing for views, logs or undo (no known cards, no events, no text). Its own
SplitMix64 draws the same numbers as ``tabletop.engine.rng.Rng``, and its legal actions come in
the rules' order, so a game played with the same choices ends with the same scores
(``engine_bench.py`` checks that before it measures).
"""

from __future__ import annotations

from bisect import insort

_MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        if n == 1:
            self.next64()
            return 0
        limit = _MASK - (_MASK % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, seq) -> None:
        for i in range(len(seq) - 1, 0, -1):
            j = self.randrange(i + 1)
            seq[i], seq[j] = seq[j], seq[i]


NPATHS = 5
DECK = tuple(c for c in range(55) for _ in range(2))  # colour * 11 + value, two copies
ART, ARROW = 1, 2  # tiles; a VP tile is its value (5, 10, 15); 0 = no tile
TILES = (ART,) * 9 + (ARROW,) * 9 + (5, 5, 10, 10, 10, 15, 15)
MARKED = ((2, 4, 6, 8, 9), (3, 4, 6, 7, 9), (2, 5, 6, 7, 9), (2, 4, 5, 8, 9), (3, 5, 7, 8, 9))
STEP_POINTS = (0, -20, -15, -10, 5, 10, 15, 30, 35, 50)
ARTIFACT = {"short": (-20, -15, 10, 15, 30, 50),
            "long": (-50, -40, -30, -20, -10, -5, 5, 10, 15, 20, 25, 30, 40, 50,
                     60, 70, 80, 90, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100)}
PLAY, DRAW, ARROW_PHASE, BONUS, OVER = 0, 1, 2, 3, 4
STALL_LIMIT = 20
ADV, RES = 1, 2
COLOR = tuple(c // 11 for c in range(55))
VALUE = tuple(c % 11 for c in range(55))
#: every action, made once: (verb, argument, figure) with verb 0 play, 1 discard, 2 draw, 3 move
PLAY_ON = tuple((0, c, 0) for c in range(55))
START_ADV = tuple((0, c, ADV) for c in range(55))
START_RES = tuple((0, c, RES) for c in range(55))
DISCARD = tuple((1, c) for c in range(55))
DRAW_DECK = (2, -1)
DRAW_PILE = tuple((2, k) for k in range(NPATHS))
MOVE = tuple((3, k) for k in range(NPATHS))
MOVE_PASS = (3, -1)


class Game:
    __slots__ = ("n", "rng", "length", "expedition", "expeditions", "start", "vp", "chips",
                 "tiles", "hands", "deck", "discards", "discarded", "top", "steps", "kinds",
                 "crossed", "stall", "art", "turn", "phase", "bonus_from", "todo")

    def __init__(self, n: int, seed: int, length: str = "long"):
        self.n = n
        self.rng = Rng(seed)
        self.length = length
        self.expeditions = 3 if length == "long" else 1
        self.expedition = 1
        self.start = self.rng.randrange(n)
        self.vp = [0] * n
        self.chips = [0] * n
        self._deal()

    def _deal(self) -> None:
        n, rng = self.n, self.rng
        layout = list(TILES)
        rng.shuffle(layout)
        tiles = [0] * 50
        i = 0
        for k, marked in enumerate(MARKED):
            for step in marked:
                tiles[k * 10 + step] = layout[i]
                i += 1
        self.tiles = tiles
        deck = list(DECK)
        rng.shuffle(deck)
        if n == 2:
            del deck[-30:]
        hands = [[] for _ in range(n)]
        for _ in range(8):
            for j in range(n):
                hands[(self.start + j) % n].append(deck.pop())
        for h in hands:
            h.sort()
        self.hands, self.deck = hands, deck
        self.discards = [[] for _ in range(NPATHS)]
        self.discarded = -1
        self.top = [-1] * (5 * n)
        self.steps = [0] * (5 * n)
        self.kinds = [0] * (5 * n)
        self.crossed = self.stall = 0
        self.art = [0] * n
        self.turn = self.start
        self.phase = PLAY
        self.bonus_from = -1
        self.todo = []

    def clone(self) -> "Game":
        c = Game.__new__(Game)
        c.n, c.length, c.expedition, c.expeditions, c.start = self.n, self.length, self.expedition, self.expeditions, self.start
        c.rng = Rng(self.rng.state)
        c.vp, c.chips, c.tiles, c.deck = self.vp[:], self.chips[:], self.tiles[:], self.deck[:]
        c.hands = [h[:] for h in self.hands]
        c.discards = [d[:] for d in self.discards]
        c.top, c.steps, c.kinds, c.art = self.top[:], self.steps[:], self.kinds[:], self.art[:]
        c.discarded, c.crossed, c.stall, c.turn, c.phase = self.discarded, self.crossed, self.stall, self.turn, self.phase
        c.bonus_from, c.todo = self.bonus_from, self.todo[:]
        return c

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def _movable(self, exclude: int) -> list:
        b = self.turn * 5
        steps = self.steps
        return [k for k in range(NPATHS) if 0 < steps[b + k] < 9 and k != exclude]

    def legal_actions(self) -> list:
        phase, p = self.phase, self.turn
        if phase == PLAY:
            b = p * 5
            kinds = self.kinds
            adv_free = res_free = True
            used = 0
            for k in range(b, b + 5):
                if kinds[k] == RES:
                    res_free = False
                elif kinds[k]:
                    used += 1
            adv_free = used < 4
            top = self.top
            plays, discards = [], []
            prev = -1
            for card in self.hands[p]:
                if card == prev:
                    continue
                prev = card
                i = b + COLOR[card]
                if kinds[i]:
                    if VALUE[card] >= top[i]:
                        plays.append(PLAY_ON[card])
                else:
                    if adv_free:
                        plays.append(START_ADV[card])
                    if res_free:
                        plays.append(START_RES[card])
                discards.append(DISCARD[card])
            return plays + discards
        if phase == DRAW:
            if self.discarded >= 0 and self.stall >= STALL_LIMIT:
                return [DRAW_DECK]
            d, barred = self.discards, self.discarded
            return [DRAW_DECK] + [DRAW_PILE[k] for k in range(NPATHS) if d[k] and k != barred]
        if phase == OVER:
            return []
        out = [MOVE[k] for k in self._movable(self.bonus_from)]
        out.append(MOVE_PASS)
        return out

    def apply(self, action) -> None:
        verb = action[0]
        if verb == 0:
            self._play(action[1], action[2])
        elif verb == 1:
            card = action[1]
            self.hands[self.turn].remove(card)
            k = COLOR[card]
            self.discards[k].append(VALUE[card])
            self.discarded = k
            self.phase = DRAW
        elif verb == 2:
            self._draw(action[1])
        else:
            self.bonus_from = -1
            if action[1] < 0:
                self._continue()
            else:
                self._move(action[1])

    def _play(self, card: int, kind: int) -> None:
        p = self.turn
        self.hands[p].remove(card)
        k, v = COLOR[card], VALUE[card]
        i = p * 5 + k
        if kind:
            self.top[i] = v
            self.kinds[i] = kind
            self.steps[i] = 1
            self._arrive(k)
            return
        self.top[i] = v
        if self.steps[i] < 9:
            self._move(k)
        elif self._movable(k):
            self.phase = BONUS
            self.bonus_from = k
        else:
            self._continue()

    def _move(self, k: int) -> None:
        i = self.turn * 5 + k
        self.steps[i] += 1
        if self.steps[i] == 7:
            self.crossed += 1
            if self.crossed >= 5:
                self._end_expedition()
                return
        self._arrive(k)

    def _arrive(self, k: int) -> None:
        p = self.turn
        step = self.steps[p * 5 + k]
        t = self.tiles[k * 10 + step]
        if t:
            if t == ART:
                self.art[p] += 1
                self.tiles[k * 10 + step] = 0
            elif t == ARROW:
                if self._movable(-1):
                    self.phase = ARROW_PHASE
                    return
            else:
                self.vp[p] += t
        self._continue()

    def _continue(self) -> None:
        while self.todo:
            k = self.todo.pop()
            if self._movable(k):
                self.phase = BONUS
                self.bonus_from = k
                return
        self.phase = DRAW

    def _draw(self, source: int) -> None:
        p = self.turn
        if source < 0:
            insort(self.hands[p], self.deck.pop())
            self.stall = 0
            if not self.deck:
                self._end_expedition()
                return
        else:
            insort(self.hands[p], source * 11 + self.discards[source].pop())
            self.stall = self.stall + 1 if self.discarded >= 0 else 0
        self.discarded = -1
        self.turn = (p + 1) % self.n
        self.phase = PLAY

    def _end_expedition(self) -> None:
        n, last = self.n, self.turn
        for p in range(n):
            b = p * 5
            points = sum(STEP_POINTS[self.steps[b + k]] * self.kinds[b + k] for k in range(NPATHS))
            self.vp[p] = max(0, self.vp[p] + points)
            self.chips[p] += self.art[p]
        self.todo = []
        self.bonus_from = -1
        if self.expedition < self.expeditions:
            self.expedition += 1
            self.start = (last + 1) % n
            self._deal()
            return
        table = ARTIFACT[self.length]
        for p in range(n):
            self.vp[p] = max(0, self.vp[p] + table[min(self.chips[p], len(table) - 1)])
        self.phase = OVER
