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


# -- the generic contract checks every game meets (tests/test_games_contract.py) -------

def setups_for(spec, games: int, seed: int = 0):
    """``games`` seeded setups of ``spec`` spread over its player counts, with its choice and
    yes/no options drawn from what the new-game dialog offers (whole-number options keep
    their defaults, so no game is made long on purpose)."""
    from tabletop.engine.contract import Setup

    rng = Rng(seed)
    counts = list(range(spec.min_players, spec.max_players + 1))
    out = []
    for g in range(games):
        n = counts[g % len(counts)]
        options = {}
        for opt in spec.options:
            values = opt.values_for(n)
            if opt.kind in ("bool", "choice") and values and not (opt.players and n not in opt.players):
                options[opt.key] = values[rng.randrange(len(values))] if g else (
                    opt.default if opt.default in values else values[0])
        out.append(spec.validate(Setup(n, options, rng.next64() & 0xFFFFFFFF)))
    return out


def check_round_trips(spec, state) -> None:
    """The state's JSON (through text) gives the same state back; every legal action's text
    reads back as the action, the same from the state and from the deciding seat's view."""
    data = json.loads(json.dumps(state.to_json()))
    back = spec.state_from_json(data)
    assert back.to_json() == state.to_json(), "the state's JSON does not round-trip"
    assert back.current_player() == state.current_player()
    assert back.legal_actions() == state.legal_actions()
    legal = state.legal_actions()
    view = state.view(state.current_player()) if legal else None
    for a in legal:
        text = state.action_to_str(a)
        assert isinstance(text, str) and state.str_to_action(text) == a, f"{a!r} -> {text!r}"
        assert view.action_to_str(a) == text


def check_clone(state, rng) -> None:
    """A clone is the same state, and playing it on (chance included) leaves the original as it was."""
    before = json.dumps(state.to_json(), sort_keys=True)
    c = state.clone()
    assert type(c) is type(state) and json.dumps(c.to_json(), sort_keys=True) == before
    for _ in range(6):
        if c.is_terminal():
            break
        c.apply(rng.choice(c.legal_actions()))
    assert json.dumps(state.to_json(), sort_keys=True) == before, "playing a clone changed the original"


def check_views(spec, state) -> None:
    """Every seat's view round-trips through JSON text, carries the state's legal actions
    exactly when that seat decides, and ``view_from_json`` gives an equal view."""
    cur = state.current_player()
    legal = state.legal_actions()
    for q in range(state.num_players):
        v = state.view(q)
        assert v.player == q and v.current_player == cur
        vj = json.loads(json.dumps(v.to_json()))
        back = spec.view_from_json(vj)
        assert back.to_json() == vj, f"seat {q}'s view does not round-trip"
        assert v.legal_actions() == (legal if q == cur else []), f"seat {q}'s view has other legal moves"
        assert back.legal_actions() == v.legal_actions()


def check_determinize(hooks, state, rng) -> None:
    """A determinization of the deciding seat's view shows that seat the same view (every
    field but ``legal``, which a search's state may prune to its promising answers: those
    must be legal), the same seat decides, and it carries its own rng."""
    p = state.current_player()
    view = state.view(p)
    det = hooks.determinize(view, rng)
    assert det.current_player() == p
    want = view.to_json()
    got = det.view(p).to_json()
    want_legal, got_legal = want.pop("legal"), got.pop("legal")
    assert got == want, f"a determinization shows seat {p} another view"
    assert got_legal and set(got_legal) <= set(want_legal)
    det_legal = det.legal_actions()
    assert det_legal and set(det_legal) <= set(view.legal)
    assert det.rng is not state.rng


def check_texts(state, action) -> None:
    from tabletop.engine import i18n

    for lang in i18n.LANGS:
        assert state.describe_action(action, lang), f"no {lang} text for {action!r}"
        assert state.prompt(lang) or state.is_terminal()
