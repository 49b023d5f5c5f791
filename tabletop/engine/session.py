"""The game-agnostic controller that the UI and the CLI drive.

A :class:`Session` owns the live :class:`State`, the :class:`GameRecord` (action texts)
and a log of described actions, and implements undo.

Undo for seat ``p`` (:meth:`Session.undo_target`): walk back from the newest action.
Stop at the first action (from the end) that revealed something to ``p``
(``state_before.reveals_information(action, p)``): a card drawn or turned up, commits
revealed, another seat's visible choice. Among the actions walked past, the *earliest*
one made by ``p`` is the target: the session returns to the state just before it, so
``p``'s whole run of decisions since the last new information is taken back, together
with any other seats' actions after it that showed ``p`` nothing (AI seats then decide
again). If ``p`` made no action in that stretch, there is nothing to undo.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

from .contract import Action, GameSpec, IllegalAction, Setup, State, View
from .i18n import LANGS, fill_seats
from .record import GameRecord, Seat, parse_action


@dataclass(frozen=True)
class LogEntry:
    """One applied action: its index in the record, who made it, its text and its
    description in every language (computed from the state before the action, with the
    seats' names filled in: a log names players, never seat numbers)."""

    index: int
    player: int
    action_text: str
    texts: Mapping[str, str]

    def describe(self, lang: str) -> str:
        return self.texts.get(lang) or self.texts.get("en", self.action_text)


class Session:
    def __init__(self, spec: GameSpec, setup: Setup, seats: Sequence[Seat], actions: Iterable[str] = ()):
        setup = spec.validate(setup)
        self.spec = spec
        self.record = GameRecord(spec.id, setup, tuple(seats), [])
        self.state: State = spec.new_state(setup)
        self.log: list[LogEntry] = []
        # per applied action: the state before it, and for each seat whether it revealed anything
        self._before: list[State] = []
        self._reveals: list[tuple[bool, ...]] = []
        for i, text in enumerate(actions):
            self._push(parse_action(self.state, i, text))

    @classmethod
    def from_record(cls, record: GameRecord, spec: GameSpec | None = None) -> "Session":
        if spec is None:
            from . import registry

            spec = registry.get(record.game_id)
        return cls(spec, record.setup, record.seats, record.actions)

    # -- queries ------------------------------------------------------------------
    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.record.seats

    def current_player(self) -> int:
        return self.state.current_player()

    def is_terminal(self) -> bool:
        return self.state.is_terminal()

    def view(self, player: int) -> View:
        return self.state.view(player)

    def legal_actions(self) -> list[Action]:
        return self.state.legal_actions()

    def is_ai(self, seat: int) -> bool:
        return self.record.seats[seat].kind != "human"

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.record.seats) if s.kind == "human"]

    def names(self) -> list[str]:
        """The players' names, by seat."""
        return [s.name for s in self.record.seats]

    def fill_names(self, text: str) -> str:
        """A rules text (description, prompt) with its seat markers replaced by names."""
        return fill_seats(text, self.names())

    def view_at(self, position: int, player: int) -> View:
        """``player``'s view of the table after the first ``position`` actions (0 = the
        start, ``len(self)`` = now): what that seat knew then, for replaying the game."""
        if not 0 <= position <= len(self.log):
            raise IndexError(f"position {position} is outside 0..{len(self.log)}")
        state = self.state if position == len(self.log) else self._before[position]
        return state.view(player)

    def __len__(self) -> int:
        return len(self.record.actions)

    # -- changes ------------------------------------------------------------------
    def apply(self, action: Action) -> LogEntry:
        """Apply a legal action of the current player; :class:`IllegalAction` otherwise."""
        state = self.state
        if state.is_terminal():
            raise IllegalAction("the game is over")
        if action not in state.legal_actions():
            raise IllegalAction(f"{action!r} is not legal for seat {state.current_player()} now")
        return self._push(action)

    def apply_text(self, text: str) -> LogEntry:
        """Apply an action given in its record text form (:class:`IllegalAction` if unknown or illegal)."""
        try:
            action = self.state.str_to_action(text)
        except IllegalAction:
            raise
        except (ValueError, TypeError, KeyError, IndexError) as exc:
            raise IllegalAction(f"{text!r} is not an action: {exc}") from None
        return self.apply(action)

    def _push(self, action: Action) -> LogEntry:
        state = self.state
        player = state.current_player()
        text = state.action_to_str(action)
        names = self.names()
        texts = {lang: fill_seats(state.describe_action(action, lang), names) for lang in LANGS}
        self._reveals.append(
            tuple(state.reveals_information(action, p) for p in range(state.num_players))
        )
        self._before.append(state.clone())
        state.apply(action)
        entry = LogEntry(len(self.record.actions), player, text, texts)
        self.record.actions.append(text)
        self.log.append(entry)
        return entry

    def undo_target(self, player: int) -> int | None:
        """Index of the action undo would return to (see the module docstring), or None."""
        target = None
        for i in range(len(self.log) - 1, -1, -1):
            if self._reveals[i][player]:
                break
            if self.log[i].player == player:
                target = i
        return target

    def undo(self, player: int) -> bool:
        """Undo for ``player``; False (and no change) if there is nothing to undo."""
        target = self.undo_target(player)
        if target is None:
            return False
        self.state = self._before[target]  # no longer needed as a snapshot: hand it over
        del self._before[target:]
        del self._reveals[target:]
        del self.log[target:]
        del self.record.actions[target:]
        return True
