"""Game records: who sat where, the setup, and every action as text.

A record replays a game exactly (``Setup`` fixes every shuffle and die through the
state's rng), so saves and logs store records, never pickled states.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from .contract import GameError, GameSpec, Setup, SetupError, State

#: who plays a seat: a person, or one of the agent kinds of :mod:`tabletop.engine.agents`
SEAT_KINDS = ("human", "random", "heuristic", "easy", "normal", "hard")


class RecordError(GameError):
    """A record that cannot be read or replayed; the message names the bad field or action."""


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"

    def __post_init__(self):
        if not isinstance(self.name, str):
            raise RecordError(f"seat name must be text, not {self.name!r}")
        if self.kind not in SEAT_KINDS:
            raise RecordError(f"seat kind must be one of {', '.join(SEAT_KINDS)}, not {self.kind!r}")

    @property
    def is_ai(self) -> bool:
        return self.kind != "human"

    def to_json(self) -> dict:
        return {"name": self.name, "kind": self.kind}


@dataclass
class GameRecord:
    """``actions`` is a live list (a :class:`~tabletop.engine.session.Session` appends to it)."""

    game_id: str
    setup: Setup
    seats: tuple[Seat, ...]
    actions: list[str] = field(default_factory=list)

    def __post_init__(self):
        if not isinstance(self.game_id, str) or not self.game_id:
            raise RecordError("record.game must be a game id")
        if not isinstance(self.setup, Setup):
            raise RecordError("record.setup must be a Setup")
        self.seats = tuple(self.seats)
        for i, seat in enumerate(self.seats):
            if not isinstance(seat, Seat):
                raise RecordError(f"record.seats[{i}] must be a Seat")
        if len(self.seats) != self.setup.players:
            raise RecordError(
                f"record.seats has {len(self.seats)} seats but setup.players is {self.setup.players}"
            )
        if not isinstance(self.actions, list):
            self.actions = list(self.actions)
        for i, text in enumerate(self.actions):
            if not isinstance(text, str):
                raise RecordError(f"record.actions[{i}] must be text, not {text!r}")

    def to_json(self) -> dict:
        return {
            "game": self.game_id,
            "setup": self.setup.to_json(),
            "seats": [s.to_json() for s in self.seats],
            "actions": list(self.actions),
        }

    @classmethod
    def from_json(cls, data: Any) -> "GameRecord":
        if not isinstance(data, Mapping):
            raise RecordError("a game record must be an object")
        for key in ("game", "setup", "seats", "actions"):
            if key not in data:
                raise RecordError(f"record.{key} is missing")
        game = data["game"]
        if not isinstance(game, str) or not game:
            raise RecordError(f"record.game must be a game id, not {game!r}")
        try:
            setup = Setup.from_json(data["setup"])
        except SetupError as exc:
            raise RecordError(f"record.setup: {exc}") from None
        raw_seats = data["seats"]
        if not isinstance(raw_seats, list):
            raise RecordError("record.seats must be a list")
        seats = []
        for i, raw in enumerate(raw_seats):
            if not isinstance(raw, Mapping):
                raise RecordError(f"record.seats[{i}] must be an object")
            name, kind = raw.get("name"), raw.get("kind")
            if not isinstance(name, str):
                raise RecordError(f"record.seats[{i}].name must be text, not {name!r}")
            if kind not in SEAT_KINDS:
                raise RecordError(
                    f"record.seats[{i}].kind must be one of {', '.join(SEAT_KINDS)}, not {kind!r}"
                )
            seats.append(Seat(name, kind))
        actions = data["actions"]
        if not isinstance(actions, list):
            raise RecordError("record.actions must be a list")
        return cls(game, setup, tuple(seats), list(actions))


def parse_action(state: State, index: int, text: str):
    """The legal action of ``state`` whose text is ``text``, or :class:`RecordError`."""
    if not isinstance(text, str):
        raise RecordError(f"action {index} must be text, not {text!r}")
    if state.is_terminal():
        raise RecordError(f"action {index} {text!r} comes after the end of the game")
    try:
        action = state.str_to_action(text)
    except (GameError, ValueError, TypeError, KeyError, IndexError) as exc:
        raise RecordError(f"action {index} {text!r} cannot be read: {exc}") from None
    if action not in state.legal_actions():
        raise RecordError(
            f"action {index} {text!r} is not legal for seat {state.current_player()} at that point"
        )
    return action


def replay(record: GameRecord, spec: GameSpec | None = None, upto: int | None = None) -> State:
    """The state after the first ``upto`` actions (all by default) of ``record``."""
    if spec is None:
        from . import registry

        try:
            spec = registry.get(record.game_id)
        except KeyError as exc:
            raise RecordError(exc.args[0]) from None
    elif spec.id != record.game_id:
        raise RecordError(f"record is for game {record.game_id!r}, not {spec.id!r}")
    try:
        state = spec.new_game(record.setup)
    except SetupError as exc:
        raise RecordError(f"record.setup: {exc}") from None
    actions = record.actions if upto is None else record.actions[:upto]
    for i, text in enumerate(actions):
        state.apply(parse_action(state, i, text))
    return state
