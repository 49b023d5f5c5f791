"""A tiny reference game that exercises the whole engine contract (tests and benchmarks only).

Rules of "ref" (2-4 players):

* 30 cards: colours r, g, b and ranks 1-10, ids like ``"r07"``. Each player is dealt
  ``rounds`` cards (option ``rounds``, 1-6); the rest form a face-down pool.
* Each round every player, starting with the lead, commits one card face down (a hidden
  sequential commit: others only see *that* a seat committed). When all have committed
  the cards are revealed; the highest rank wins (option ``lowball``: the lowest), ties
  between equal ranks broken by colour r > g > b. The winner takes the cards and leads
  the next round.
* If another round follows and the pool is not empty, the winner may then swap: answer
  ``keep`` or ``swap``; after ``swap`` they discard a card of their choice face up and
  draw a random card from the pool (chance from ``state.rng``). This is the explicit
  two-step pending decision.
* Score: cards won. Ranking tie-break: more red cards won; still tied seats share a place.

It is the pattern of ``tabletop/games/README.md`` in small: actions and the pending decision
as NamedTuples (``Commit``, ``Discard``, ``Pending``; ``keep`` / ``swap`` stay strings), the
state's fields declared once (``RefState.CODEC``: ``clone``, ``to_json`` and ``from_json``
come from the engine), and ``RefState.from_view`` building a state from a view and the
unseen cards the AI deals (``refgame_ai.py``).
"""

from __future__ import annotations

from bisect import insort
from typing import NamedTuple, Sequence

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
    json_tuples,
    places_from_keys,
)
from tabletop.engine.rng import Rng

COLORS = ("r", "g", "b")
DECK = tuple(f"{c}{r:02d}" for c in COLORS for r in range(1, 11))
_COLOR_RANK = {"r": 2, "g": 1, "b": 0}
RANK = {card: int(card[1:]) for card in DECK}
STRENGTH = {card: (int(card[1:]), _COLOR_RANK[card[0]]) for card in DECK}
LOW_STRENGTH = {card: (-int(card[1:]), _COLOR_RANK[card[0]]) for card in DECK}
KEEP, SWAP = "keep", "swap"


class Commit(NamedTuple):
    """Commit ``card`` face down this round (text ``"play r07"``)."""

    verb: str  # "play"
    card: str


class Discard(NamedTuple):
    """After ``swap``: discard ``card`` face up and draw from the pool (``"discard r07"``)."""

    verb: str  # "discard"
    card: str


class Pending(NamedTuple):
    """The open decision after a round: ``kind`` "swap" (keep or swap?) or "discard" (which
    card?), answered by ``seat`` (the round's winner)."""

    kind: str
    seat: int


#: every action, made once
COMMIT = {card: Commit("play", card) for card in DECK}
DISCARD = {card: Discard("discard", card) for card in DECK}

_PKG = __name__.rpartition(".")[0]

i18n.register(
    "ref",
    {
        "en": {
            "title": "Reference game",
            "option.rounds": "Rounds",
            "option.rounds.help": "How many rounds to play (1-6).",
            "option.lowball": "Lowball",
            "option.lowball.help": "The lowest card wins each round.",
            "act.play": "{who} commits a card face down.",
            "act.play_reveal": "{who} commits a card. Revealed: {cards}. {winner} wins the round.",
            "act.keep": "{who} keeps their hand.",
            "act.swap": "{who} will swap a card.",
            "act.discard": "{who} discards {card} and draws a card.",
            "prompt.play": "Commit a card face down.",
            "prompt.swap": "Keep your hand, or swap a card?",
            "prompt.discard": "Choose a card to discard.",
            "prompt.over": "The game is over.",
            "lesson.intro": "Each round everyone plays one card face down; the highest wins the trick.",
            "lesson.high": "Lead with your highest card: drag the blue 9 onto the table.",
            "lesson.keep": "You won: keep your last card rather than swap it.",
            "lesson.last": "Play your last card.",
            "rules.goal": "Goal",
            "rules.goal.body": "Win the most cards.",
            "rules.tie": "Equal ranks",
            "rules.tie.body": "When two cards have the same rank, red beats green and green beats blue.",
        },
        "ja": {
            "title": "リファレンスゲーム",
            "option.rounds": "ラウンド数",
            "option.rounds.help": "遊ぶラウンド数（1〜6）。",
            "option.lowball": "ローボール",
            "option.lowball.help": "各ラウンドで一番小さいカードが勝ちます。",
            "act.play": "{who}がカードを伏せて出しました。",
            "act.play_reveal": "{who}がカードを出しました。公開：{cards}。{winner}がこのラウンドに勝ちました。",
            "act.keep": "{who}は手札をそのままにしました。",
            "act.swap": "{who}はカードを1枚交換します。",
            "act.discard": "{who}は{card}を捨てて1枚引きました。",
            "prompt.play": "カードを1枚伏せて出してください。",
            "prompt.swap": "手札をそのままにしますか、1枚交換しますか？",
            "prompt.discard": "捨てるカードを選んでください。",
            "prompt.over": "ゲーム終了です。",
            "lesson.intro": "毎ラウンド全員が1枚を伏せて出し、一番大きいカードが勝ちます。",
            "lesson.high": "一番大きいカードで始めましょう：青の9を場にドラッグします。",
            "lesson.keep": "勝ちました：最後のカードは交換せずに残しましょう。",
            "lesson.last": "最後のカードを出しましょう。",
            "rules.goal": "目的",
            "rules.goal.body": "一番多くカードを獲得しましょう。",
            "rules.tie": "同じ数字",
            "rules.tie.body": "同じ数字のカードでは、赤が緑に、緑が青に勝ちます。",
        },
    },
)


def action_to_str(action) -> str:
    if action == KEEP or action == SWAP:
        return action
    if isinstance(action, tuple) and len(action) == 2 and action[0] in ("play", "discard"):
        return f"{action[0]} {action[1]}"
    raise TypeError(f"not a ref action: {action!r}")


def str_to_action(text: str):
    if text == KEEP or text == SWAP:
        return text
    verb, _, card = text.partition(" ") if isinstance(text, str) else ("", "", "")
    if verb == "play" and card in RANK:
        return COMMIT[card]
    if verb == "discard" and card in RANK:
        return DISCARD[card]
    raise IllegalAction(f"{text!r} is not a ref action")


def _seat(n: int, lang: str) -> str:
    return i18n.seat_ref(n)  # the session / table put the player's name here


class RefView(FieldView):
    FIELDS = (
        "player", "current_player", "num_players", "rounds", "lowball", "round", "lead",
        "hand", "hand_counts", "pool_count", "committed", "my_commit", "discard", "won",
        "last_trick", "last_winner", "pending",
    )
    parse_action = staticmethod(str_to_action)

    def action_to_str(self, action) -> str:
        return action_to_str(action)

    @classmethod
    def field_from_json(cls, name, value):
        """Card fields are checked (a save or the worker may hand anything over)."""
        if name in ("hand", "discard"):
            return tuple(_cards(value, name))
        if name == "won":
            return tuple(tuple(_cards(w, "won")) for w in value)
        if name == "pending":
            return _pending(value)
        return json_tuples(value)


def _cards(value, what: str) -> list:
    if not isinstance(value, list) or not all(isinstance(c, str) and c in RANK for c in value):
        raise ValueError(f"{what} must be a list of card ids")
    return list(value)


def _pending(value):
    if value is None:
        return None
    if (isinstance(value, (list, tuple)) and len(value) == 2 and value[0] in ("swap", "discard")
            and isinstance(value[1], int)):
        return Pending(value[0], value[1])
    raise ValueError("pending must be null or [kind, seat]")


class RefState(State):
    #: hands: per seat, sorted; pool: sorted (a draw takes a random index with ``rng``);
    #: commits: per seat, the card committed this round or None; round: rounds completed;
    #: won: per seat; discard: public; last_trick: the last round's cards by seat, or ();
    #: last_winner: -1 before the first reveal; pending: None or a ``Pending``
    CODEC = StateCodec(
        shared=("num_players", "rounds", "lowball", "ncommit", "round", "lead", "last_trick",
                "last_winner", "pending"),
        lists=("pool", "commits", "discard"),
        nested=("hands", "won"),
        decode={"pending": _pending, "pool": lambda v: _cards(v, "pool"),
                "discard": lambda v: _cards(v, "discard"),
                "hands": lambda v: [_cards(h, "hands") for h in v],
                "won": lambda v: [_cards(w, "won") for w in v]},
    )
    __slots__ = CODEC.slots

    def __init__(self, num_players, rounds, lowball, rng, hands, pool, commits, ncommit, round_,
                 lead, won, discard, last_trick, last_winner, pending):
        self.num_players, self.rounds, self.lowball, self.rng = num_players, rounds, lowball, rng
        self.hands, self.pool, self.commits, self.ncommit = hands, pool, commits, ncommit
        self.round, self.lead, self.won, self.discard = round_, lead, won, discard
        self.last_trick, self.last_winner, self.pending = last_trick, last_winner, pending

    # -- decision -----------------------------------------------------------------
    def current_player(self) -> int:
        if self.pending is not None:
            return self.pending[1]
        if self.round >= self.rounds:
            return TERMINAL
        return (self.lead + self.ncommit) % self.num_players

    def legal_actions(self):
        pending = self.pending
        if pending is not None:
            if pending.kind == "swap":
                return [KEEP, SWAP]
            return [DISCARD[c] for c in self.hands[pending.seat]]
        if self.round >= self.rounds:
            return []
        return [COMMIT[c] for c in self.hands[(self.lead + self.ncommit) % self.num_players]]

    def apply(self, action) -> None:
        pending = self.pending
        if pending is not None:
            winner = pending.seat
            if action == KEEP:
                self.pending = None
            elif action == SWAP:
                self.pending = Pending("discard", winner)
            else:
                card = action[1]
                hand = self.hands[winner]
                hand.remove(card)
                self.discard.append(card)
                insort(hand, self.pool.pop(self.rng.randrange(len(self.pool))))
                self.pending = None
            return
        n = self.num_players
        p = (self.lead + self.ncommit) % n
        card = action[1]
        self.hands[p].remove(card)
        self.commits[p] = card
        self.ncommit += 1
        if self.ncommit < n:
            return
        strength = LOW_STRENGTH if self.lowball else STRENGTH
        commits = self.commits
        winner = max(range(n), key=lambda s: strength[commits[s]])
        self.won[winner].extend(commits)
        self.last_trick = tuple(commits)
        self.last_winner = winner
        self.commits = [None] * n
        self.ncommit = 0
        self.round += 1
        self.lead = winner
        if self.round < self.rounds and self.pool and self.hands[winner]:
            self.pending = Pending("swap", winner)

    # -- results ------------------------------------------------------------------
    def scores(self) -> list[float]:
        return [float(len(w)) for w in self.won]

    def ranking(self) -> list[int]:
        return places_from_keys([(len(w), sum(1 for c in w if c[0] == "r")) for w in self.won])

    # -- information --------------------------------------------------------------
    def view(self, player: int) -> RefView:
        cur = self.current_player()
        return RefView(
            player=player,
            current_player=cur,
            num_players=self.num_players,
            rounds=self.rounds,
            lowball=self.lowball,
            round=self.round,
            lead=self.lead,
            hand=tuple(self.hands[player]),
            hand_counts=tuple(len(h) for h in self.hands),
            pool_count=len(self.pool),
            committed=tuple(c is not None for c in self.commits),
            my_commit=self.commits[player],
            discard=tuple(self.discard),
            won=tuple(tuple(w) for w in self.won),
            last_trick=self.last_trick,
            last_winner=self.last_winner,
            pending=self.pending,
            legal=self.legal_actions() if cur == player else (),
        )

    def reveals_information(self, action, to_player: int) -> bool:
        pending = self.pending
        if pending is not None:
            if pending.kind == "swap":
                return to_player != pending.seat  # others see the choice; the chooser knew it
            return True  # a face-up discard for others, a drawn card for the chooser
        # a commit shows nothing (everyone knew this seat had to commit) unless it is
        # the last one, which reveals every commit
        return self.ncommit + 1 == self.num_players

    # -- text ---------------------------------------------------------------------
    def action_to_str(self, action) -> str:
        return action_to_str(action)

    def str_to_action(self, text: str):
        return str_to_action(text)

    def describe_action(self, action, lang: str) -> str:
        p = self.current_player()
        who = _seat(p, lang)
        if action == KEEP:
            return i18n.tr("ref", "act.keep", lang, who=who)
        if action == SWAP:
            return i18n.tr("ref", "act.swap", lang, who=who)
        if action[0] == "discard":
            return i18n.tr("ref", "act.discard", lang, who=who, card=action[1])
        if self.ncommit + 1 < self.num_players:
            return i18n.tr("ref", "act.play", lang, who=who)
        after = self.clone()
        after.apply(action)
        cards = ", ".join(f"{_seat(s, lang)} {c}" for s, c in enumerate(after.last_trick))
        return i18n.tr("ref", "act.play_reveal", lang, who=who, cards=cards,
                       winner=_seat(after.last_winner, lang))

    def prompt(self, lang: str) -> str:
        if self.pending is not None:
            return i18n.tr("ref", "prompt." + self.pending.kind, lang)
        if self.is_terminal():
            return i18n.tr("ref", "prompt.over", lang)
        return i18n.tr("ref", "prompt.play", lang)

    # -- a state from a view (the AI's determinization) -----------------------------
    @classmethod
    def from_view(cls, view: RefView, unseen: Sequence[str]) -> "RefState":
        """A state that agrees with ``view``, the hidden places filled from ``unseen`` (the
        cards of :func:`unseen_cards`, in the order the AI dealt them): seat by seat, the
        other seats' commits (if committed) and then their hands (each hand sorted); the
        pool takes the next ``pool_count`` (sorted). The rng is a placeholder."""
        me, n = view.player, view.num_players
        need = view.pool_count + sum(view.hand_counts[p] + (1 if view.committed[p] else 0)
                                     for p in range(n) if p != me)
        if need > len(unseen):
            raise ValueError(f"view of seat {me} is inconsistent: {need} hidden cards, {len(unseen)} unseen")
        k = 0
        commits = [None] * n
        hands = []
        for p in range(n):
            if p == me:
                commits[p] = view.my_commit
                hands.append(list(view.hand))
                continue
            if view.committed[p]:
                commits[p] = unseen[k]
                k += 1
            c = view.hand_counts[p]
            hands.append(sorted(unseen[k:k + c]))
            k += c
        pool = sorted(unseen[k:k + view.pool_count])
        return cls(n, view.rounds, view.lowball, Rng(0), hands, pool, commits,
                   sum(c for c in view.committed), view.round, view.lead, [list(w) for w in view.won],
                   list(view.discard), view.last_trick, view.last_winner, view.pending)


def unseen_cards(view: RefView) -> list[str]:
    """The cards ``view.player`` has not seen, in deck order: not in its hand or commit, not
    won by anyone, not discarded."""
    seen = set(view.hand)
    seen.update(view.discard)
    for w in view.won:
        seen.update(w)
    if view.my_commit is not None:
        seen.add(view.my_commit)
    return [c for c in DECK if c not in seen]


class RefGame(GameSpec):
    id = "ref"
    view_class = RefView
    state_class = RefState
    min_players = 2
    max_players = 4
    options = (
        Option("rounds", 3, "int", lo=1, hi=6),
        Option("lowball", False, "bool"),
    )
    ai_module = (_PKG + "." if _PKG else "") + "refgame_ai"
    #: modules the AI worker must import to know this game (it is not in tabletop.games)
    worker_modules = (__name__,)

    def new_state(self, setup: Setup) -> RefState:
        n, rounds = setup.players, setup.options["rounds"]
        rng = Rng(setup.seed)
        deck = list(DECK)
        rng.shuffle(deck)
        hands = [sorted(deck[i * rounds:(i + 1) * rounds]) for i in range(n)]
        pool = sorted(deck[n * rounds:])
        return RefState(n, rounds, setup.options["lowball"], rng, hands, pool, [None] * n, 0, 0,
                        0, [[] for _ in range(n)], [], (), -1, None)

    def title(self, lang: str) -> str:
        return i18n.tr("ref", "title", lang)

    def rules_summary(self, lang: str) -> list[RulesSection]:
        return [RulesSection(i18n.tr("ref", "rules.goal", lang), i18n.tr("ref", "rules.goal.body", lang)),
                # a decided rule, so the rules screen shows how reconstructed rules are marked
                RulesSection(i18n.tr("ref", "rules.tie", lang), i18n.tr("ref", "rules.tie.body", lang), True)]


REF_GAME = RefGame()
RefState.spec = REF_GAME
#: lets ``registry.import_game_module`` (AI worker, ``tabletop sim --module``) register it
GAME = REF_GAME


def make_state(n=2, rounds=3, lowball=False, *, hands, pool=(), won=None, lead=0, round_=0,
               commits=None, pending=None, discard=(), seed=0) -> RefState:
    """A hand-built position (tests): cards not listed anywhere are simply out of the game."""
    commits = list(commits) if commits is not None else [None] * n
    return RefState(n, rounds, lowball, Rng(seed), [sorted(h) for h in hands], sorted(pool),
                    commits, sum(c is not None for c in commits), round_, lead,
                    [list(w) for w in (won or [[] for _ in range(n)])], list(discard), (), -1,
                    _pending(pending))
