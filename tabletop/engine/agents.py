"""Computer players. Each decides from a :class:`View` (never a State) plus the game's AI hooks.

Kinds accepted by :func:`make_agent`: ``random``, ``heuristic`` (the game's rule-based
policy), the ISMCTS levels ``easy``/``normal``/``hard`` (see :data:`LEVELS`) and
``ismcts:N`` (exactly N iterations, no time limit).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Callable, Mapping

from .contract import Action, AIHooks, View
from .ismcts import search
from .rng import Rng


@dataclass(frozen=True)
class Level:
    time_limit: float
    iterations: int


#: ISMCTS budgets: stop at whichever of the time limit and iteration cap comes first
LEVELS = {
    "easy": Level(time_limit=0.1, iterations=300),
    "normal": Level(time_limit=0.5, iterations=20000),
    "hard": Level(time_limit=2.0, iterations=80000),
}

AGENT_KINDS = ("random", "heuristic", "easy", "normal", "hard", "ismcts:N")


def _fresh_seed() -> int:
    return int.from_bytes(os.urandom(8), "little")


class Agent:
    name = "agent"

    def __init__(self, seed: int | None = None):
        self.rng = Rng(_fresh_seed() if seed is None else seed)

    def choose(self, view: View, hooks: AIHooks | None, should_stop: Callable[[], bool] | None = None) -> Action:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"


class RandomAgent(Agent):
    name = "random"

    def choose(self, view, hooks=None, should_stop=None):
        return self.rng.choice(view.legal_actions())


class HeuristicAgent(Agent):
    name = "heuristic"

    def choose(self, view, hooks, should_stop=None):
        return hooks.heuristic_action(view, self.rng)


class ISMCTSAgent(Agent):
    def __init__(
        self,
        iterations: int | None = None,
        time_limit: float | None = None,
        seed: int | None = None,
        c: float | None = None,
        name: str | None = None,
    ):
        if iterations is None and time_limit is None:
            raise ValueError("an ISMCTS agent needs an iteration cap or a time limit")
        super().__init__(seed)
        self.iterations = iterations
        self.time_limit = time_limit
        self.c = c  # None: the game's ``AIHooks.exploration``, else 0.7
        self.name = name or f"ismcts:{iterations}"
        self.last = None  # the last SearchResult, for diagnostics

    def choose(self, view, hooks, should_stop=None):
        if hooks is not None:
            hooks = hooks.for_level(self.name)
        settled = hooks.settled(view) if hooks is not None else None
        if settled is not None:
            self.last = None
            return settled
        self.last = search(
            view,
            hooks,
            iterations=self.iterations,
            time_limit=self.time_limit,
            rng=self.rng.spawn(),
            c=self.c if self.c is not None else (getattr(hooks, "exploration", None) or 0.7),
            should_stop=should_stop,
        )
        return self.last.action


def make_agent(kind: str, seed: int | None = None, deterministic: bool = False,
               levels: Mapping[str, tuple[float, int]] | None = None) -> Agent:
    """An agent of ``kind``. ``deterministic`` drops time limits (iteration caps only), so
    the same seed and view always give the same decision. ``levels`` is a game's own
    budget table (``AIHooks.levels``: level name -> (seconds, iterations)), overriding
    :data:`LEVELS` for the levels it names."""
    if kind == "random":
        return RandomAgent(seed)
    if kind == "heuristic":
        return HeuristicAgent(seed)
    if kind in LEVELS:
        level = Level(*levels[kind]) if levels and kind in levels else LEVELS[kind]
        time_limit = None if deterministic else level.time_limit
        return ISMCTSAgent(level.iterations, time_limit, seed, name=kind)
    if isinstance(kind, str) and kind.startswith("ismcts:"):
        digits = kind[len("ismcts:"):]
        if digits.isascii() and digits.isdigit() and int(digits) >= 1:
            return ISMCTSAgent(int(digits), None, seed, name=kind)
    raise ValueError(f"unknown agent kind {kind!r}; valid kinds: {', '.join(AGENT_KINDS)} (N >= 1)")
