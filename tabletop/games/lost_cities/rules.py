"""Lost Cities: The Board Game (ロストシティ・ボードゲーム), Reiner Knizia -- the rules engine.

2-4 players, 5 paths (colours) of 9 steps, bridge after step 6; 110 cards (colours r g b y n,
values 0-10, two copies each); 3 expeditions (short game: 1).

Ids
---
* Colours / paths are indices 0..4 (``data.COLORS`` = ``r g b y n``: red, green, blue,
  yellow, brown). In action text a colour is its letter.
* Cards are strings, colour letter + value: ``"r0"`` .. ``"n10"``. The two copies of a card
  share one id, so a hand is a sorted list that may hold an id twice.
* Figure kinds: ``ADV = 1`` (adventurer), ``RES = 2`` (researcher); the number is the score
  multiplier. ``0`` means "no figure on this path". Text names: ``"adv"``, ``"res"``.
* Event tiles: ``"art"`` (artifact), ``"arrow"`` (move one figure one step), ``"vp5"``,
  ``"vp10"``, ``"vp15"``; ``""`` is a space without a tile (unmarked, or an artifact taken).

Actions (NamedTuple -> text)
----------------------------
Each action is a NamedTuple whose first field is its verb, so it equals (and hashes as) the
plain tuple ``("play", "r3", None)`` a scene or a test may write. Every action exists once,
made in the tables below (``PLAY_ON``, ``START``, ``DISCARD``, ``DRAW_DECK``, ``DRAW_PILE``,
``MOVE``, ``PASS``); ``legal_actions`` and ``str_to_action`` hand those out.

Phase ``"play"`` (play or discard one card):

* ``Play("play", card, "adv")`` -> ``"play r3 adv"``: start path r with an adventurer (step 1).
* ``Play("play", card, "res")`` -> ``"play r3 res"``: start path r with the researcher.
* ``Play("play", card, None)``  -> ``"play r3"``: put the card on your r pile, the figure moves
  one step (or, on step 9, the lost-city bonus of the "each further card" reading).
* ``Discard("discard", card)``  -> ``"discard r3"``.

Phase ``"draw"``: ``Draw("draw", "deck")`` -> ``"draw deck"``; ``Draw("draw", "r")`` ->
``"draw r"`` (top of the red discard pile).

Phase ``"arrow"`` (landed on an arrow tile): ``Move("arrow", "g")`` -> ``"arrow g"`` moves your
figure on path g one step; ``Move("arrow", None)`` -> ``"arrow pass"``.

Phase ``"bonus"`` (lost-city bonus): ``Move("bonus", "g")`` -> ``"bonus g"``;
``Move("bonus", None)`` -> ``"bonus pass"``.

Legal actions come in a stable order: plays (hand order, adv before res), then discards;
deck, then discard piles r..n; arrow/bonus moves r..n, then pass.

View fields (``LostCitiesView``; all tuples / ints / strings, seat-indexed where per seat)
-------------------------------------------------------------------------------
player, current_player, num_players, legal
game_length ("long"/"short"), descending (bool), step9_bonus ("on_further_card"/"on_arrival"),
redraw ("forbidden"/"allowed"), open_scores (bool: the scene shows opponents' VP only if on
  or the game is over; the view always carries every total because each change is public)
expedition (1-based), expeditions (3 or 1), start_player (of this expedition)
phase: "play" | "draw" | "arrow" | "bonus" | "over"
bonus_from: path of the figure that earned the pending bonus (-1 otherwise)
todo: paths whose step-9 arrival bonus is still owed after the open arrow chain (on_arrival)
hand: the viewer's cards (sorted); hand_counts: every seat's hand size
known: per seat, the cards publicly known to be in that hand (taken from a discard pile)
deck_count, removed_count (2 players: 30 unseen cards out of the game)
discards: per path, the values in the discard pile, bottom..top (the top is the last)
discarded: the path the current player discarded to this turn, -1 if none
piles: per seat, per path, the values played, bottom..top
directions: per seat, per path: 0 open, 1 up, -1 down (descending variant; else 0/1)
steps: per seat, per path: the figure's step 1..9, 0 = no figure
kinds: per seat, per path: 0 none, 1 adventurer, 2 researcher
tiles: per path, 10 strings indexed by step (index 0 unused): tile ids, "" = no tile
crossed: figures beyond the bridge (the expedition ends at 5); stall: anti-stall count
vp: every seat's victory points; art_tiles: artifact tiles held this expedition;
chips: artifact chips; tile_vp: VP from tiles this expedition
results: per finished expedition, per seat: (tile_vp, figure_points, figure_applied,
  artifact_tiles, vp_after) -- figure_applied is figure_points after the zero floor
final: per seat (chips, table_points, applied, vp) after the artifact scoring, or ()
last_figures: per seat, per path (kind, step) when the last expedition ended, or ()
events: what the last action did, in order (see ``_event`` calls):
  ("start", seat, path, kind) / ("move", seat, path, step) / ("cross", seat, path, crossed)
  ("artifact", seat, path, step) / ("vp", seat, path, step, n) / ("arrow", seat, path, step)
  ("pass", seat) / ("discard", seat, path, value) / ("draw", seat, "deck")
  ("draw", seat, path, value) / ("end", reason "bridge"|"deck", last_seat)
  ("scored", expedition) / ("expedition", number, start_player) / ("over",)
"""

from __future__ import annotations

from bisect import insort
from collections import Counter
from typing import Mapping, NamedTuple, Sequence

from tabletop.engine import i18n
from tabletop.engine.contract import (
    TERMINAL,
    FieldView,
    GameSpec,
    IllegalAction,
    Option,
    RulesSection,
    Setup,
    State,
    StateCodec,
    places_from_keys,
)
from tabletop.engine.rng import Rng

from . import text  # noqa: F401  (registers the catalog)
from .data import (
    ADV,
    ARROW,
    ARTIFACT,
    ARTIFACT_LONG,
    ARTIFACT_SHORT,
    BRIDGE_AFTER_STEP,
    CARD_COLOR,
    CARD_ORDER,
    CARD_VALUE,
    CARDS,
    COLOR_INDEX,
    COLORS,
    DECK,
    END_CROSSINGS,
    EXPEDITIONS,
    FIGURES,
    HAND_SIZE,
    KIND_FROM_NAME,
    MARKED_STEPS,
    RECONSTRUCTED,
    RES,
    STALL_LIMIT,
    STEP_POINTS,
    TILE_VP,
    TILES,
    TWO_PLAYER_REMOVED,
)

GAME_ID = "lost_cities"
NPATHS = len(COLORS)
PLAY, DRAW, ARROW_PHASE, BONUS, OVER = "play", "draw", "arrow", "bonus", "over"
DECK_SOURCE = "deck"
PASS_TEXT = "pass"
_card_order = CARD_ORDER.__getitem__

#: score-breakdown categories, in column order (labels: ``score.<key>``)
SCORE_KEYS = ("tiles", "figures", "artifacts", "total")
#: rules-summary sections (``rules.<n>.title/body``) and the reconstructed rule each one states
#: (None: the section states only printed rules, so it carries no "reconstructed" badge)
RULES_SECTIONS = (
    (1, None), (2, "draw_mandatory"), (3, "lowest_card_first"), (4, "arrow_move"),
    (5, "step9_bonus_default"), (6, "draw_after_instant_end"), (7, "zero_floor"),
    (8, "variant_direction"), (9, "stall_limit"),
)


# -- actions ----------------------------------------------------------------------------

class Play(NamedTuple):
    """Play ``card``: with ``figure`` "adv" / "res", start its path with that figure; with
    None, put it on the started path (the figure moves on)."""

    verb: str  # "play"
    card: str
    figure: str | None


class Discard(NamedTuple):
    verb: str  # "discard"
    card: str


class Draw(NamedTuple):
    verb: str  # "draw"
    source: str  # "deck", or a colour letter: the top card of that discard pile


class Move(NamedTuple):
    """The answer to an arrow tile (``verb`` "arrow") or the lost-city bonus ("bonus"): move
    the figure on path ``path`` (a colour letter) one step, or pass (None)."""

    verb: str
    path: str | None


#: every action, made once
PLAY_ON = {card: Play("play", card, None) for card in CARDS}
START = {name: {card: Play("play", card, name) for card in CARDS} for name in KIND_FROM_NAME}
DISCARD = {card: Discard("discard", card) for card in CARDS}
DRAW_DECK = Draw("draw", DECK_SOURCE)
DRAW_PILE = tuple(Draw("draw", letter) for letter in COLORS)  # by path
MOVE = {phase: tuple(Move(phase, letter) for letter in COLORS) for phase in (ARROW_PHASE, BONUS)}
PASS = {phase: Move(phase, None) for phase in (ARROW_PHASE, BONUS)}


def action_to_str(action) -> str:
    verb = action[0]
    if verb == "play":
        return f"play {action[1]} {action[2]}" if action[2] else f"play {action[1]}"
    if verb == "discard" or verb == "draw":
        return f"{verb} {action[1]}"
    if verb == "arrow" or verb == "bonus":
        return f"{verb} {action[1] or PASS_TEXT}"
    raise TypeError(f"not a lost_cities action: {action!r}")


def str_to_action(text_: str):
    parts = text_.split(" ") if isinstance(text_, str) else ()
    if len(parts) >= 2:
        verb, arg = parts[0], parts[1]
        if verb == "play" and arg in CARD_COLOR:
            if len(parts) == 2:
                return PLAY_ON[arg]
            if len(parts) == 3 and parts[2] in KIND_FROM_NAME:
                return START[parts[2]][arg]
        elif len(parts) == 2:
            if verb == "discard" and arg in CARD_COLOR:
                return DISCARD[arg]
            if verb == "draw" and arg == DECK_SOURCE:
                return DRAW_DECK
            if verb == "draw" and arg in COLOR_INDEX:
                return DRAW_PILE[COLOR_INDEX[arg]]
            if verb in (ARROW_PHASE, BONUS) and arg == PASS_TEXT:
                return PASS[verb]
            if verb in (ARROW_PHASE, BONUS) and arg in COLOR_INDEX:
                return MOVE[verb][COLOR_INDEX[arg]]
    raise IllegalAction(f"{text_!r} is not a Lost Cities action")


def _tr(key: str, lang: str, **fmt) -> str:
    return i18n.tr(GAME_ID, key, lang, **fmt)


def card_name(card: str, lang: str) -> str:
    """"orange 7" / "オレンジの7"."""
    return _tr("card", lang, color=_tr("color." + card[0], lang), value=CARD_VALUE[card])


# -- view -----------------------------------------------------------------------------

class LostCitiesView(FieldView):
    FIELDS = (
        "player", "current_player", "num_players",
        "game_length", "descending", "step9_bonus", "redraw", "open_scores",
        "expedition", "expeditions", "start_player", "phase", "bonus_from", "todo",
        "hand", "hand_counts", "known", "deck_count", "removed_count",
        "discards", "discarded", "piles", "directions", "steps", "kinds", "tiles",
        "crossed", "stall", "vp", "art_tiles", "chips", "tile_vp",
        "results", "final", "last_figures", "events",
    )
    parse_action = staticmethod(str_to_action)

    def action_to_str(self, action) -> str:
        return action_to_str(action)

    # small helpers for scenes and agents
    def figures_left(self, seat: int) -> dict[int, int]:
        """Unused figures of ``seat``: {ADV: n, RES: n}."""
        kinds = self.kinds[seat]
        return {kind: count - kinds.count(kind) for kind, count in FIGURES.items()}


# -- state ----------------------------------------------------------------------------

class LostCitiesState(State):
    #: the fields (``clone``, ``to_json`` and ``from_json`` are made from this): values
    #: shared by clones, lists ``apply`` changes in place, and lists of such lists
    CODEC = StateCodec(
        shared=("num_players", "game_length", "descending", "step9_bonus", "redraw", "open_scores",
                "expedition", "expeditions", "start_player", "turn", "phase", "bonus_from",
                "removed", "discarded", "crossed", "stall", "results", "final", "last_figures",
                "events"),
        lists=("todo", "known", "deck", "tiles", "vp", "art_tiles", "chips", "tile_vp"),
        nested=("hands", "discards", "piles", "directions", "steps", "kinds"),
    )
    __slots__ = CODEC.slots

    def __init__(self, num_players: int, options: Mapping, rng: Rng):
        """A game at the start of expedition 1 (``options`` already validated)."""
        n = self.num_players = num_players
        self.game_length = options.get("game_length", "long")
        self.descending = bool(options.get("descending_variant", False))
        self.step9_bonus = options.get("step9_bonus", "on_arrival")
        self.redraw = options.get("redraw_own_discard", "forbidden")
        self.open_scores = bool(options.get("open_scores", False))
        self.rng = rng
        self.expeditions = EXPEDITIONS[self.game_length]
        self.expedition = 1
        first = options.get("first_player", "random")
        self.start_player = rng.randrange(n) if first == "random" else int(first)  # C1
        self.vp = [0] * n
        self.chips = [0] * n
        self.results = ()
        self.final = ()
        self.last_figures = ()
        self.events = ()
        self._setup_expedition()

    def _setup_expedition(self) -> None:
        """Spec 3.2: tiles (C2), cards (C3), empty board."""
        n, rng = self.num_players, self.rng
        layout = list(TILES)
        rng.shuffle(layout)
        tiles = []
        it = iter(layout)
        for marked in MARKED_STEPS:
            row = [""] * 10
            for step in marked:
                row[step] = next(it)
            tiles.append(tuple(row))
        self.tiles = tiles
        deck = list(DECK)
        rng.shuffle(deck)
        if n == 2:  # the top 30 cards leave unseen (again in every expedition)
            self.removed = tuple(sorted(deck[-TWO_PLAYER_REMOVED:], key=_card_order))
            del deck[-TWO_PLAYER_REMOVED:]
        else:
            self.removed = ()
        hands = [[] for _ in range(n)]
        for _ in range(HAND_SIZE):  # one at a time, from the start player, clockwise
            for j in range(n):
                hands[(self.start_player + j) % n].append(deck.pop())
        for h in hands:
            h.sort(key=_card_order)
        self.hands = hands
        self.deck = deck
        self.known = [()] * n
        self.discards = [[] for _ in range(NPATHS)]
        self.discarded = -1
        self.piles = [[()] * NPATHS for _ in range(n)]
        self.directions = [[0] * NPATHS for _ in range(n)]
        self.steps = [[0] * NPATHS for _ in range(n)]
        self.kinds = [[0] * NPATHS for _ in range(n)]
        self.crossed = 0
        self.stall = 0
        self.art_tiles = [0] * n
        self.tile_vp = [0] * n
        self.turn = self.start_player
        self.phase = PLAY
        self.bonus_from = -1
        self.todo = []

    # -- the decision -----------------------------------------------------------------
    def current_player(self) -> int:
        return TERMINAL if self.phase == OVER else self.turn

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def can_play(self, seat: int, card: str) -> bool:
        """May ``seat`` put ``card`` on its (started) pile of that colour?"""
        k, v = CARD_COLOR[card], CARD_VALUE[card]
        pile = self.piles[seat][k]
        if not pile:
            return False
        d = self.directions[seat][k]
        if not self.descending or d == 1:
            return v >= pile[-1]
        return d == 0 or v <= pile[-1]

    def _movable(self, exclude: int) -> list[int]:
        """Paths of the current player's figures on steps 1-8 (other than ``exclude``)."""
        steps = self.steps[self.turn]
        return [k for k in range(NPATHS) if 0 < steps[k] < 9 and k != exclude]

    def legal_actions(self) -> list:
        phase, p = self.phase, self.turn
        if phase == PLAY:
            kinds = self.kinds[p]
            piles, directions, descending = self.piles[p], self.directions[p], self.descending
            start_adv = START["adv"] if kinds.count(ADV) < FIGURES[ADV] else None
            start_res = START["res"] if RES not in kinds else None
            plays, discards = [], []
            prev = None
            for card in self.hands[p]:
                if card == prev:
                    continue
                prev = card
                k = CARD_COLOR[card]
                if kinds[k]:  # as can_play, inline: the hot path of every search
                    v, top, d = CARD_VALUE[card], piles[k][-1], directions[k]
                    if v >= top if not descending or d == 1 else d == 0 or v <= top:
                        plays.append(PLAY_ON[card])
                else:
                    if start_adv is not None:
                        plays.append(start_adv[card])
                    if start_res is not None:
                        plays.append(start_res[card])
                discards.append(DISCARD[card])
            return plays + discards
        if phase == DRAW:
            if self.discarded >= 0 and self.stall >= STALL_LIMIT:
                return [DRAW_DECK]
            barred = self.discarded if self.redraw == "forbidden" else -1
            discards = self.discards
            return [DRAW_DECK] + [DRAW_PILE[k] for k in range(NPATHS) if discards[k] and k != barred]
        if phase == ARROW_PHASE or phase == BONUS:
            moves = MOVE[phase]
            out = [moves[k] for k in self._movable(self.bonus_from)]
            out.append(PASS[phase])
            return out
        return []

    def why_illegal(self, action, lang: str) -> str:
        """A reason a person can read for refusing ``action`` ("" if it is legal)."""
        if self.phase == OVER:
            return _tr("why.over", lang)
        if action in self.legal_actions():
            return ""
        verb = action[0] if isinstance(action, tuple) and action else ""
        if self.phase != PLAY and verb in ("play", "discard"):
            return _tr("why.not_now", lang)
        if verb == "play" and action[1] in self.hands[self.turn]:
            k = CARD_COLOR[action[1]]
            pile = self.piles[self.turn][k]
            if pile:
                if self.descending and self.directions[self.turn][k] == -1:
                    return _tr("why.down", lang, top=pile[-1])
                return _tr("why.up", lang, top=pile[-1])
        if verb == "draw" and self.phase == DRAW and action[1] in COLOR_INDEX:
            k = COLOR_INDEX[action[1]]
            if not self.discards[k]:
                return _tr("why.empty", lang)
            if self.discarded >= 0 and self.stall >= STALL_LIMIT:
                return _tr("why.stall", lang)
            return _tr("why.own_discard", lang)
        return _tr("why.generic", lang)

    # -- applying -----------------------------------------------------------------------
    def apply(self, action) -> None:
        self.events = []
        verb = action[0]
        if verb == "play":
            self._play(action[1], action[2])
        elif verb == "discard":
            self._discard(action[1])
        elif verb == "draw":
            self._draw(action[1])
        else:  # "arrow" / "bonus": the answer to a pending move
            self.phase = "moving"
            self.bonus_from = -1
            if action[1] is None:
                self.events.append(("pass", self.turn))
                self._continue()
            else:
                self._move(COLOR_INDEX[action[1]])
        self.events = tuple(self.events)

    def _take_from_hand(self, p: int, card: str) -> None:
        self.hands[p].remove(card)
        known = self.known[p]
        if card in known:
            i = known.index(card)
            self.known[p] = known[:i] + known[i + 1:]

    def _play(self, card: str, kind_name: str | None) -> None:
        p = self.turn
        self._take_from_hand(p, card)
        k, v = CARD_COLOR[card], CARD_VALUE[card]
        pile = self.piles[p][k]
        self.piles[p][k] = pile + (v,)
        self.phase = "moving"
        if kind_name is not None:  # start the path: the figure enters step 1
            kind = KIND_FROM_NAME[kind_name]
            self.kinds[p][k] = kind
            self.steps[p][k] = 1
            self.directions[p][k] = 0 if self.descending else 1
            self.events.append(("start", p, k, kind))
            self._arrive(k)
            return
        if self.descending and self.directions[p][k] == 0 and v != pile[0]:
            self.directions[p][k] = 1 if v > pile[0] else -1
        if self.steps[p][k] < 9:
            self._move(k)
        elif self.step9_bonus == "on_further_card" and self._movable(k):
            self.phase = BONUS
            self.bonus_from = k
        else:
            self._continue()

    def _move(self, k: int) -> None:
        """Spec 4.3 ``move``: one step forward; the 5th crossing ends the expedition at once."""
        p = self.turn
        steps = self.steps[p]
        steps[k] += 1
        step = steps[k]
        self.events.append(("move", p, k, step))
        if step == BRIDGE_AFTER_STEP + 1:
            self.crossed += 1
            self.events.append(("cross", p, k, self.crossed))
            if self.crossed >= END_CROSSINGS:
                self._end_expedition("bridge")
                return
        self._arrive(k)

    def _arrive(self, k: int) -> None:
        """Spec 4.3 ``resolve_space``: the tile, then (on_arrival) the step-9 bonus."""
        p = self.turn
        step = self.steps[p][k]
        tile = self.tiles[k][step]
        if tile:
            if tile == ARTIFACT:
                self.art_tiles[p] += 1
                row = self.tiles[k]
                self.tiles[k] = row[:step] + ("",) + row[step + 1:]
                self.events.append(("artifact", p, k, step))
            elif tile == ARROW:
                self.events.append(("arrow", p, k, step))
                if self._movable(-1):
                    if step == 9 and self.step9_bonus == "on_arrival":
                        self.todo.append(k)  # the bonus is owed once the arrow chain is done
                    self.phase = ARROW_PHASE
                    return
            else:
                n = TILE_VP[tile]
                self.vp[p] += n
                self.tile_vp[p] += n
                self.events.append(("vp", p, k, step, n))
        if step == 9 and self.step9_bonus == "on_arrival" and self._movable(k):
            self.phase = BONUS
            self.bonus_from = k
            return
        self._continue()

    def _continue(self) -> None:
        """The open move chain is done: the next owed bonus, else phase 2."""
        while self.todo:
            k = self.todo.pop()
            if self._movable(k):
                self.phase = BONUS
                self.bonus_from = k
                return
        self.phase = DRAW

    def _discard(self, card: str) -> None:
        p = self.turn
        self._take_from_hand(p, card)
        k = CARD_COLOR[card]
        self.discards[k].append(CARD_VALUE[card])
        self.discarded = k
        self.phase = DRAW
        self.events.append(("discard", p, k, CARD_VALUE[card]))

    def _draw(self, source: str) -> None:
        p = self.turn
        if source == DECK_SOURCE:
            insort(self.hands[p], self.deck.pop(), key=_card_order)
            self.stall = 0
            self.events.append(("draw", p, DECK_SOURCE))
            if not self.deck:
                self._end_expedition("deck")
                return
        else:
            k = COLOR_INDEX[source]
            v = self.discards[k].pop()
            card = COLORS[k] + str(v)
            insort(self.hands[p], card, key=_card_order)
            self.known[p] = tuple(sorted(self.known[p] + (card,), key=_card_order))
            self.stall = self.stall + 1 if self.discarded >= 0 else 0
            self.events.append(("draw", p, k, v))
        self.discarded = -1
        self.turn = (p + 1) % self.num_players
        self.phase = PLAY

    def _end_expedition(self, reason: str) -> None:
        """Spec 6: score the expedition, then set up the next one or score artifacts."""
        n, last = self.num_players, self.turn
        self.events.append(("end", reason, last))
        self.last_figures = tuple(
            tuple(zip(self.kinds[p], self.steps[p])) for p in range(n)
        )
        rows = []
        for p in range(n):
            points = figure_points(self.kinds[p], self.steps[p])
            before = self.vp[p]
            self.vp[p] = max(0, before + points)
            self.chips[p] += self.art_tiles[p]
            rows.append((self.tile_vp[p], points, self.vp[p] - before, self.art_tiles[p], self.vp[p]))
        self.results = self.results + (tuple(rows),)
        self.events.append(("scored", self.expedition))
        self.todo = []
        self.bonus_from = -1
        self.discarded = -1
        if self.expedition < self.expeditions:
            self.expedition += 1
            self.start_player = (last + 1) % n
            self._setup_expedition()
            self.events.append(("expedition", self.expedition, self.start_player))
            return
        final = []
        for p in range(n):
            table = artifact_points(self.chips[p], self.game_length)
            before = self.vp[p]
            self.vp[p] = max(0, before + table)
            final.append((self.chips[p], table, self.vp[p] - before, self.vp[p]))
        self.final = tuple(final)
        self.phase = OVER
        self.events.append(("over",))

    # -- results ------------------------------------------------------------------------
    def score_breakdown(self) -> list[dict[str, int]]:
        """Per seat, VP by category (``SCORE_KEYS``); ``total`` is the seat's score.

        tiles: VP tiles of every expedition so far; figures: figure points as applied
        (after the zero floor); artifacts: the artifact table as applied (after the floor).
        """
        out = []
        for p in range(self.num_players):
            tiles = self.tile_vp[p] if self.phase != OVER else 0
            for rows in self.results:
                tiles += rows[p][0]
            artifacts = self.final[p][2] if self.final else 0
            total = self.vp[p]
            # figure points as applied = the rest (equal to the results' sum in a played game)
            out.append({"tiles": tiles, "figures": total - tiles - artifacts, "artifacts": artifacts,
                        "total": total})
        return out

    def scores(self) -> list[float]:
        return [float(row["total"]) for row in self.score_breakdown()]

    def ranking(self) -> list[int]:
        """VP, then artifact chips; still tied seats share the place (R13)."""
        return places_from_keys([(self.vp[p], self.chips[p]) for p in range(self.num_players)])

    # -- information --------------------------------------------------------------------
    def view(self, player: int) -> LostCitiesView:
        cur = self.current_player()
        return LostCitiesView(
            player=player,
            current_player=cur,
            num_players=self.num_players,
            game_length=self.game_length,
            descending=self.descending,
            step9_bonus=self.step9_bonus,
            redraw=self.redraw,
            open_scores=self.open_scores,
            expedition=self.expedition,
            expeditions=self.expeditions,
            start_player=self.start_player,
            phase=self.phase,
            bonus_from=self.bonus_from,
            todo=tuple(self.todo),
            hand=tuple(self.hands[player]),
            hand_counts=tuple(len(h) for h in self.hands),
            known=tuple(self.known),
            deck_count=len(self.deck),
            removed_count=len(self.removed),
            discards=tuple(tuple(d) for d in self.discards),
            discarded=self.discarded,
            piles=tuple(tuple(pp) for pp in self.piles),
            directions=tuple(tuple(d) for d in self.directions),
            steps=tuple(tuple(s) for s in self.steps),
            kinds=tuple(tuple(k) for k in self.kinds),
            tiles=tuple(self.tiles),
            crossed=self.crossed,
            stall=self.stall,
            vp=tuple(self.vp),
            art_tiles=tuple(self.art_tiles),
            chips=tuple(self.chips),
            tile_vp=tuple(self.tile_vp),
            results=self.results,
            final=self.final,
            last_figures=self.last_figures,
            events=self.events,
            legal=self.legal_actions() if cur == player else (),
        )

    def reveals_information(self, action, to_player: int) -> bool:
        """Another seat's choice, a supply draw, or a new expedition's deal and tiles."""
        if to_player != self.turn or action == ("draw", DECK_SOURCE):
            return True
        if action[0] in ("discard", "draw"):
            return False
        after = self.clone()
        after.apply(action)
        return after.expedition != self.expedition or after.phase == OVER

    # -- text -----------------------------------------------------------------------------
    def action_to_str(self, action) -> str:
        return action_to_str(action)

    def str_to_action(self, text_: str):
        return str_to_action(text_)

    def describe_action(self, action, lang: str) -> str:
        verb = action[0]
        if verb == "play":
            name = card_name(action[1], lang)
            if action[2]:
                line = _tr("act.start." + action[2], lang, card=name)
            else:
                k = CARD_COLOR[action[1]]
                line = _tr("act.play" if self.steps[self.turn][k] < 9 else "act.play9", lang, card=name)
        elif verb == "discard":
            line = _tr("act.discard", lang, card=card_name(action[1], lang))
        elif verb == "draw":
            if action[1] == DECK_SOURCE:
                line = _tr("act.draw_deck", lang)
            else:
                k = COLOR_INDEX[action[1]]
                card = COLORS[k] + str(self.discards[k][-1]) if self.discards[k] else action[1] + "?"
                line = _tr("act.draw_discard", lang, card=card_name(card, lang) if card in CARD_COLOR else card)
        elif action[1] is None:
            line = _tr(f"act.{verb}_pass", lang)
        else:
            line = _tr(f"act.{verb}", lang, path=_tr("color." + action[1], lang))
        after = self.clone()
        after.apply(action)
        extra = [_describe_event(e, lang) for e in after.events]
        return ("" if lang == "ja" else " ").join([line] + [x for x in extra if x])  # ja: no space after 。

    def prompt(self, lang: str) -> str:
        return _tr("prompt." + self.phase if self.phase != "moving" else "prompt.play", lang)

    # -- a state from a view (the AI's determinization) ---------------------------------------
    @classmethod
    def from_view(cls, view: LostCitiesView, unseen: Sequence[str]) -> "LostCitiesState":
        """A state that agrees with ``view``, the hidden places filled from ``unseen`` (the
        cards of :func:`unseen_cards`, in the order the AI dealt them): first the other seats'
        hidden hand cards, seat by seat (each hand: its known cards and the next ones), then
        the cards out of the game (2 players), and the rest is the supply, drawn from its end.
        The rng is a placeholder (the AI reseeds it)."""
        me, n = view.player, view.num_players
        hidden = [0 if p == me else view.hand_counts[p] - len(view.known[p]) for p in range(n)]
        if len(unseen) != sum(hidden) + view.removed_count + view.deck_count:
            raise ValueError(f"{len(unseen)} unseen cards for {sum(hidden)} hidden hand cards, "
                             f"{view.removed_count} removed and a supply of {view.deck_count}")
        s = object.__new__(cls)
        for name in ("num_players", "game_length", "descending", "step9_bonus", "redraw",
                     "open_scores", "expedition", "expeditions", "start_player", "phase",
                     "bonus_from", "discarded", "crossed", "stall", "results", "final",
                     "last_figures", "events"):
            setattr(s, name, getattr(view, name))
        s.turn = view.current_player if view.current_player >= 0 else view.player
        s.rng = Rng(0)
        s.todo = list(view.todo)
        hands = []
        at = 0
        for p in range(n):
            if p == me:
                hands.append(list(view.hand))
                continue
            hand = list(view.known[p]) + list(unseen[at:at + hidden[p]])
            at += hidden[p]
            hand.sort(key=_card_order)
            hands.append(hand)
        s.hands = hands
        s.removed = tuple(unseen[at:at + view.removed_count])
        at += view.removed_count
        s.deck = list(unseen[at:])
        s.known = list(view.known)
        s.discards = [list(d) for d in view.discards]
        s.piles = [list(pp) for pp in view.piles]
        s.directions = [list(d) for d in view.directions]
        s.steps = [list(x) for x in view.steps]
        s.kinds = [list(x) for x in view.kinds]
        s.tiles = list(view.tiles)
        s.vp = list(view.vp)
        s.art_tiles = list(view.art_tiles)
        s.chips = list(view.chips)
        s.tile_vp = list(view.tile_vp)
        return s


def unseen_cards(view: LostCitiesView) -> tuple[str, ...]:
    """The cards ``view.player`` has not seen (sorted): the deck minus the viewer's hand, the
    discard piles, every expedition pile and the cards known to be in other hands. They lie
    in the other hands, out of the game or in the supply; ValueError if the view's counts
    do not add up."""
    me, n = view.player, view.num_players
    unseen = Counter(DECK)
    unseen.subtract(view.hand)
    for k in range(NPATHS):
        letter = COLORS[k]
        unseen.subtract(letter + str(v) for v in view.discards[k])
        for p in range(n):
            unseen.subtract(letter + str(v) for v in view.piles[p][k])
    for p in range(n):
        if p != me:
            unseen.subtract(view.known[p])
    pool = sorted((c for c, m in unseen.items() for _ in range(m)), key=_card_order)
    need = view.deck_count + view.removed_count + sum(
        view.hand_counts[p] - len(view.known[p]) for p in range(n) if p != me)
    if need != len(pool) or min(unseen.values()) < 0:
        raise ValueError(f"view of seat {me} is inconsistent: {need} hidden places, {len(pool)} unseen cards")
    return tuple(pool)


def _describe_event(e: tuple, lang: str) -> str:
    """The log's sentence for a visible effect of an action ('' for the plain ones)."""
    kind = e[0]
    if kind == "artifact":
        return _tr("ev.artifact", lang)
    if kind == "vp":
        return _tr("ev.vp", lang, n=e[4])
    if kind == "arrow":
        return _tr("ev.arrow", lang)
    if kind == "cross":
        return _tr("ev.cross", lang, n=e[3])
    if kind == "end":
        return _tr("ev.end." + e[1], lang)
    if kind == "expedition":
        return _tr("ev.expedition", lang, n=e[1])
    if kind == "over":
        return _tr("ev.over", lang)
    return ""


def figure_points(kinds, steps) -> int:
    """Spec 6.2: the figures' step points, the researcher doubled (negative too)."""
    return sum(STEP_POINTS[s] * kind for kind, s in zip(kinds, steps))


def artifact_points(chips: int, game_length: str) -> int:
    if game_length == "short":
        return ARTIFACT_SHORT[min(chips, len(ARTIFACT_SHORT) - 1)]
    return ARTIFACT_LONG[min(chips, len(ARTIFACT_LONG) - 1)]


# -- the game ---------------------------------------------------------------------------

class LostCitiesSpec(GameSpec):
    id = GAME_ID
    view_class = LostCitiesView
    state_class = LostCitiesState
    accents = ((232, 218, 180), (46, 110, 64))  # parchment, jungle green (style guide)
    min_players = 2
    max_players = 4
    minutes = (30, 60)
    options = (
        Option("game_length", "long", "choice", choices=("long", "short")),
        Option("descending_variant", False, "bool"),
        Option("step9_bonus", "on_arrival", "choice", choices=("on_arrival", "on_further_card")),
        Option("redraw_own_discard", "forbidden", "choice", choices=("forbidden", "allowed")),
        Option("open_scores", False, "bool"),
        Option("first_player", "random", "choice", choices=("random", 0, 1, 2, 3), seats=True),
    )
    ai_module = "tabletop.games.lost_cities.ai"

    def new_state(self, setup: Setup) -> LostCitiesState:
        return LostCitiesState(setup.players, setup.options, Rng(setup.seed))

    def title(self, lang: str) -> str:
        return _tr("title", lang)

    def rules_summary(self, lang: str) -> list[RulesSection]:
        return [
            RulesSection(_tr(f"rules.{n}.title", lang), _tr(f"rules.{n}.body", lang),
                         key is not None and key in RECONSTRUCTED)
            for n, key in RULES_SECTIONS
        ]


GAME = LostCitiesSpec()
LostCitiesState.spec = GAME
