"""Lost Cities: every agent kind answers legally from random positions; the heuristic beats random."""

import pytest

from tabletop.engine.agents import make_agent
from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng
from tabletop.games.lost_cities import GAME
from tabletop.games.lost_cities.ai import HOOKS


def positions(count, seed):
    """Views of the deciding seat at random points of random games (every phase, 2-4 players)."""
    rng = Rng(seed)
    out = []
    for i in range(count):
        n = 2 + i % 3
        opts = {"step9_bonus": "on_arrival"} if i % 2 else {"descending_variant": True}
        s = GAME.new_game(Setup(n, opts, seed * 100 + i))
        for _ in range(rng.randrange(400)):
            if s.is_terminal():
                break
            s.apply(HOOKS.rollout_action(s, rng))
        if not s.is_terminal():
            out.append(s)
    return out


@pytest.mark.parametrize("kind", ["random", "heuristic", "easy", "normal", "hard", "ismcts:20"])
def test_agents_choose_legal_actions(kind):
    agent = make_agent(kind, seed=3, deterministic=True,
                       levels={"easy": (0.1, 20), "normal": (0.5, 30), "hard": (0.5, 30)})
    for s in positions(12 if kind in ("random", "heuristic") else 4, 11):
        view = s.view(s.current_player())
        action = agent.choose(view, HOOKS)
        assert action in s.legal_actions()


def test_pending_choices_and_rollouts_are_legal():
    rng = Rng(5)
    seen = set()
    for s in positions(30, 2):
        while not s.is_terminal() and len(seen) < 4:
            seen.add(s.phase)
            view = s.view(s.current_player())
            a = HOOKS.heuristic_action(view, rng)
            assert a in s.legal_actions()
            b = HOOKS.rollout_action(s, rng)
            assert b in s.legal_actions()
            s.apply(a)
        ev = HOOKS.evaluate(s)
        assert all(0.0 <= x <= 1.0 for x in ev)
    assert {"play", "draw"} <= seen


def test_heuristic_beats_random():
    wins = 0
    games = 8
    for g in range(games):
        n = 2 + g % 2
        s = GAME.new_game(Setup(n, {"game_length": "short"}, 500 + g))
        hero = g % n
        rng = Rng(g)
        while not s.is_terminal():
            p = s.current_player()
            if p == hero:
                s.apply(HOOKS.heuristic_action(s.view(p), rng))
            else:
                s.apply(rng.choice(s.legal_actions()))
        wins += s.ranking()[hero] == 1
    assert wins >= 7


def test_search_starts_from_the_heuristic_move():
    """The prior's favourite is the heuristic's choice, so one iteration plays it."""
    from tabletop.engine.ismcts import search

    assert HOOKS.prior_weight > 0
    rng = Rng(9)
    checked = 0
    for s in positions(12, 7):
        view = s.view(s.current_player())
        if s.phase not in ("play", "draw") or len(view.legal) < 2:
            continue
        h = HOOKS.heuristic_action(view, rng)
        weights = HOOKS.action_prior(s, s.legal_actions())
        assert len(weights) == len(view.legal) and min(weights) > 0
        assert view.legal[max(range(len(weights)), key=weights.__getitem__)] == h
        assert search(view, HOOKS, iterations=1, rng=Rng(1)).action == h
        checked += 1
    assert checked >= 5


def test_determinize_keeps_cards_known_in_hands():
    rng = Rng(4)
    s = GAME.new_game(Setup(2, {"game_length": "short"}, 77))
    while not any(s.known[q] for q in range(2)):
        assert not s.is_terminal()
        s.apply(HOOKS.rollout_action(s, rng))
    p = s.current_player()
    q = 1 - p
    for _ in range(5):
        d = HOOKS.determinize(s.view(p), rng)
        assert d.hands[p] == s.hands[p]
        held = list(d.hands[q])
        for card in s.known[q]:
            held.remove(card)  # every known copy is in the determinized hand
        assert len(d.hands[q]) == len(s.hands[q])


def test_hard_models_the_other_seats_by_the_rule_based_chooser():
    from tabletop.games.lost_cities.ai import choose
    from tabletop.games.lost_cities.rules import LostCitiesState
    hard = HOOKS.for_level("hard")
    assert hard is not HOOKS and hard.modelled and hard.for_level("hard") is hard
    assert HOOKS.for_level("normal") is HOOKS and not HOOKS.modelled
    rng = Rng(8)
    others = mine = 0
    for s in positions(9, 13):
        me = s.current_player()
        view = s.view(me)
        d = hard.determinize(view, rng)
        assert type(HOOKS.determinize(view, Rng(1))) is LostCitiesState  # normal: no model
        for _ in range(60):
            if d.is_terminal():
                break
            p = d.current_player()
            offered = d.legal_actions()
            full = LostCitiesState.legal_actions(d)
            if p == me:
                assert offered == full
                mine += len(full) > 1
            elif len(full) > 1:
                assert offered == [choose(d, p, d.hands[p], full, None, deck_count=len(d.deck))]
                others += 1
            d.apply(offered[0] if p != me else offered[rng.randrange(len(offered))])
    assert others > 20 and mine > 20


def test_a_modelled_determinization_clones_and_serializes_as_itself():
    from tabletop.games.lost_cities.ai import _ModelledState
    from tabletop.games.lost_cities.rules import LostCitiesState
    hard = HOOKS.for_level("hard")
    s = next(iter(positions(3, 1)))
    me = s.current_player()
    d = hard.determinize(s.view(me), Rng(5))
    c = d.clone()
    assert type(c) is _ModelledState and c.me == me
    assert c.to_json() == d.to_json()
    assert set(d.to_json()) >= {"hands", "deck", "turn"} and "me" not in d.to_json()
    a = d.legal_actions()[0]
    c.apply(a)  # the copy is independent of the original
    assert c.to_json() != d.to_json() and d.legal_actions()[0] == a
    back = GAME.state_from_json(d.to_json())  # the plain state of the same position
    assert type(back) is LostCitiesState and back.to_json() == d.to_json()
