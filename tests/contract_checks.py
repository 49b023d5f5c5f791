"""Reusable checks of the game contract, for the reference game and every real game's tests."""

from __future__ import annotations

import json

from tabletop.engine.contract import State
from tabletop.engine.rng import Rng

_ATOMS = (str, int, float, bool, type(None), bytes)


def _walk(obj, seen: set[int]):
    """Yield every object reachable from ``obj`` through containers and instance attributes."""
    stack = [obj]
    while stack:
        o = stack.pop()
        if isinstance(o, _ATOMS) or id(o) in seen:
            continue
        seen.add(id(o))
        yield o
        if isinstance(o, dict):
            stack.extend(o.keys())
            stack.extend(o.values())
        elif isinstance(o, (list, tuple, set, frozenset)):
            stack.extend(o)
        else:
            attrs = getattr(o, "__dict__", None)
            if attrs is not None:
                stack.extend(attrs.values())
            for slot in getattr(type(o), "__slots__", ()):
                if hasattr(o, slot):
                    stack.append(getattr(o, slot))


def _mutable(o) -> bool:
    return not isinstance(o, (tuple, frozenset, Rng)) and not isinstance(o, type)


def assert_view_isolated(state: State, player: int) -> None:
    """``state.view(player)`` references no State, shares no mutable object with the state,
    and does not change when the state moves on. ``state`` itself is not modified."""
    s = state.clone()
    view = s.view(player)
    state_objs = {id(o) for o in _walk(s, set()) if _mutable(o) and o is not s}
    for o in _walk(view, set()):
        assert not isinstance(o, State), f"view of seat {player} holds a State"
        if o is not view and _mutable(o):
            assert id(o) not in state_objs, f"view of seat {player} shares {type(o).__name__} {o!r} with the state"
    before = json.dumps(view.to_json(), sort_keys=True)
    legal = s.legal_actions()
    if legal:
        s.apply(legal[-1])
        assert json.dumps(view.to_json(), sort_keys=True) == before, "the view changed when the state moved on"
