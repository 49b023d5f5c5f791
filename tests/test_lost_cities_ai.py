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


@pytest.mark.parametrize("kind", ["random", "heuristic", "easy", "normal", "ismcts:20"])
def test_agents_choose_legal_actions(kind):
    agent = make_agent(kind, seed=3, deterministic=True, levels={"easy": (0.1, 20), "normal": (0.5, 30)})
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
