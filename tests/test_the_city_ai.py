"""The City AI: every agent kind answers legally from views of random positions; the heuristic
beats random; determinize presamples later seats' commits so the search cannot see them react."""

import pytest

from tabletop.engine.agents import make_agent
from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng
from tabletop.games.the_city.ai import HOOKS
from tabletop.games.the_city.rules import GAME, make_state


def random_positions(n, count, seed):
    rng = Rng(seed)
    out = []
    state = GAME.new_game(Setup(n, {}, seed))
    while len(out) < count:
        if state.is_terminal():
            state = GAME.new_game(Setup(n, {}, rng.next64() % 10_000))
        if len(state.legal_actions()) > 1 and rng.random() < 0.3:
            out.append(state.clone())
        state.apply(HOOKS.rollout_action(state, rng) if rng.random() < 0.7 else rng.choice(state.legal_actions()))
    return out


@pytest.mark.parametrize("kind", ["random", "heuristic", "easy", "normal", "ismcts:12"])
def test_every_agent_kind_answers_legally(kind):
    for n in (2, 3, 5):
        agent = make_agent(kind, seed=n, deterministic=True, levels={"easy": (0.1, 10), "normal": (0.5, 15)})
        for state in random_positions(n, 6, 40 + n):
            p = state.current_player()
            view = GAME.view_from_json(state.view(p).to_json())  # as the AI worker receives it
            action = agent.choose(view, HOOKS)
            assert action in state.legal_actions()


def test_rollout_policy_and_evaluate():
    for state in random_positions(4, 20, 3):
        rng = Rng(1)
        assert HOOKS.rollout_action(state, rng) in state.legal_actions()
        vals = HOOKS.evaluate(state)
        assert len(vals) == 4 and all(0.0 <= v <= 1.0 for v in vals)


def test_evaluate_prefers_the_richer_city():
    s = make_state(2, hands=[["kino"] * 3, ["kino"] * 3], cities=[("opernhaus", "konzerthaus"), ("wohnhaus",)],
                   vp=[20, 20])
    a, b = HOOKS.evaluate(s)
    assert a > 0.5 > b


def test_determinize_presamples_later_commits():
    s = make_state(3, hands=[["kino", "wohnhaus", "theater"], ["parkplatz", "kino"], ["wohnhaus", "kino"]],
                   pile=["rathaus"] * 30)
    d = HOOKS.determinize(s.view(0), Rng(4))
    assert set(d.forced) == {1, 2} and d.current_player() == 0
    d.apply(("build", "wohnhaus"))
    # seats 1 and 2 committed their presampled choices on their own: the reveal already happened
    assert d.reveal_count >= 1 and d.revealed[0] == ("build", "wohnhaus") and None not in d.revealed
    assert d.forced is None
    # the last seat to commit has nothing to presample
    s.apply(("build", "kino"))
    s.apply(("build", "parkplatz"))
    d = HOOKS.determinize(s.view(2), Rng(4))
    assert d.forced is None and d.commits[0] is not None and d.commits[1] is not None
    assert d.view(2).to_json() == s.view(2).to_json()


def test_heuristic_builds_sensibly():
    # a legal cheap VP building beats giving up; an unbuildable choice is never made
    s = make_state(2, hands=[["reihenhaus", "schule", "opernhaus", "kino"], ["kino"]])
    a = HOOKS.heuristic_action(s.view(0), Rng(0))
    assert a in s.legal_actions() and a not in (("build", "schule"), ("build", "opernhaus"))
    assert a[0] == "build"


def test_heuristic_beats_random():
    won = 0.0
    games = 16
    for g in range(games):
        n = 2 + g % 2
        state = GAME.new_game(Setup(n, {}, 900 + g))
        agents = [make_agent("heuristic" if (i + g) % n == 0 else "random", seed=g * 10 + i) for i in range(n)]
        hero = [i for i in range(n) if (i + g) % n == 0][0]
        while not state.is_terminal():
            p = state.current_player()
            state.apply(agents[p].choose(state.view(p), HOOKS))
        won += state.returns()[hero]
    assert won / games >= 0.75
