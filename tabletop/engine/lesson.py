"""Guided first games ("Learn to play"): a lesson is data, one table per game.

A :class:`Lesson` fixes a deal (players, options, seed) and a list of :class:`Step`\\ s. The
table (``ui/table.py`` with ``ui/coach.py``) plays the real game with the real rules and the
real scene; at each step the coach says what to do and why (``text``, a key of the game's own
catalog), points at the place (``point``) and waits:

* a step with ``expect`` waits for the player to make exactly those moves (action texts, in
  order). Another legal move is refused with a friendly "try this instead"; an illegal one gets
  the table's usual refusal.
* a step without ``expect`` is read, then the player clicks Next. With ``wait`` its words come
  only once the other seats have played on to the learner's next turn or to the game's end
  (words about how a round or the game ended must not run ahead of the table). With ``hold``
  the other seats wait until the player clicks Next (an introduction read before they start).

Between the player's moves, the other seats play ``opponents`` — the lesson's script, their
action texts in order — and, when the script runs out, the rule-based player (``opponent_agent``)
with fixed seeds, so a lesson plays out the same way every time. A game's lesson lives in
``tabletop/games/<id>/lesson.py`` as ``LESSON``; :func:`check` replays it through the rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from .contract import GameSpec, Setup, TERMINAL

#: what a step may point at: an action (its text; the scene finds where it is played), a named
#: place of the table (the scene's ``coach_zones``), a HUD button, or nothing
POINT_KINDS = ("action", "zone", "hud")


@dataclass(frozen=True)
class Step:
    """One stop of the coach (see the module docstring)."""

    text: str                                  # catalog key of the coach's words (game namespace)
    expect: tuple[str, ...] = ()               # the player's moves now, as action texts; () = Next
    point: tuple = ()                          # ("action", text) | ("zone", name) | ("hud", key) | ()
    title: str | None = None                   # catalog key of a short heading, if any
    wait: bool = False                         # a step to read whose words come once the others have
                                               # played (the learner's turn again, or the game's end)
    hold: bool = False                         # the others wait while this step is read (until Next)

    def __post_init__(self) -> None:
        if self.point and self.point[0] not in POINT_KINDS:
            raise ValueError(f"a step points at {self.point!r}: the kind must be one of {POINT_KINDS}")
        if isinstance(self.expect, str):
            raise TypeError("Step.expect is a tuple of action texts, not one string")

    def target(self) -> tuple:
        """What to point at: ``point``, else the first expected move."""
        if self.point:
            return self.point
        return ("action", self.expect[0]) if self.expect else ()


@dataclass(frozen=True)
class Lesson:
    game: str
    players: int
    steps: tuple[Step, ...]
    seed: int = 1
    options: Mapping[str, Any] = field(default_factory=dict)
    seat: int = 0                              # the learner's seat
    opponents: tuple[str, ...] = ()            # the other seats' scripted moves, in order
    opponent_agent: str = "heuristic"          # after the script: who plays for them

    def setup(self) -> Setup:
        return Setup(self.players, dict(self.options), self.seed)

    @property
    def moves(self) -> int:
        """How many moves the learner makes in the whole lesson."""
        return sum(len(s.expect) for s in self.steps)


def opponent_seed(lesson: Lesson, record_length: int) -> int:
    """The seed of the rule-based player's decision after ``record_length`` actions (fixed)."""
    return (lesson.seed * 1_000_003 + record_length * 7919) % (2**31)


def check(spec: GameSpec, lesson: Lesson, hooks=None) -> list[str]:
    """Replay ``lesson`` through the rules as the table would; the action texts in order.
    Raises ``ValueError`` naming the step when an expected move is not legal when its turn comes
    or the script runs into the learner's turn out of order, and when the script plans moves
    beyond the lesson's last step (the learner then plays on freely, so they might no longer be
    legal): a lesson that no longer fits its game's rules fails its test, not a player."""
    from .agents import make_agent

    state = spec.new_state(spec.validate(lesson.setup()))
    record: list[str] = []
    script = list(lesson.opponents)
    hooks = hooks if hooks is not None else spec.ai_hooks()

    def others_until_learner() -> None:
        while state.current_player() not in (TERMINAL, lesson.seat):
            if script:
                text = script.pop(0)
            else:
                agent = make_agent(lesson.opponent_agent, opponent_seed(lesson, len(record)), deterministic=True)
                view = state.view(state.current_player())
                text = view.action_to_str(agent.choose(view, hooks))
            action = state.str_to_action(text)
            if action not in state.legal_actions():
                raise ValueError(f"the script's move {text!r} (after {len(record)} actions) is not legal")
            state.apply(action)
            record.append(text)

    others_until_learner()
    for n, step in enumerate(lesson.steps):
        for text in step.expect:
            if state.current_player() != lesson.seat:
                raise ValueError(f"step {n} ({step.text}) expects {text!r} but it is not the learner's turn")
            action = state.str_to_action(text)
            if action not in state.legal_actions():
                raise ValueError(f"step {n} ({step.text}) expects {text!r}, which is not legal then")
            state.apply(action)
            record.append(text)
            others_until_learner()
    if script:  # the learner plays on alone from here: a move planned beyond it could be illegal then
        raise ValueError(f"the script's last {len(script)} moves come after the lesson's end ({script[0]!r}...)")
    return record


__all__ = ["Lesson", "Step", "check", "opponent_seed"]
