"""Lost Legacy AI: every agent kind answers legally from views of random positions; the
heuristic beats random; determinization respects what the viewer saw."""

from collections import Counter

import pytest

from tabletop.engine.agents import make_agent
from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng
from tabletop.games.lost_legacy.ai import HOOKS, unseen_cards
from tabletop.games.lost_legacy.rules import GAME, make_state, str_to_action


def _positions(count, seed):
    """Random mid-game states where some seat must decide, over several decks."""
    rng = Rng(seed)
    out = []
    configs = [(2, {"deck": "starship"}), (3, {"deck": "flying_garden"}), (4, {"deck": "all_jam"}),
               (3, {"deck": "select", "first": "choose"}), (6, {"deck": "all_jam", "match": 2})]
    while len(out) < count:
        n, opts = configs[len(out) % len(configs)]
        s = GAME.new_game(Setup(n, opts, rng.randrange(10 ** 6)))
        steps = rng.randrange(40)
        for _ in range(steps):
            if s.is_terminal():
                break
            s.apply(rng.choice(s.legal_actions()))
        if not s.is_terminal():
            out.append(s)
    return out


@pytest.mark.parametrize("kind", ["random", "heuristic", "easy", "ismcts:30"])
def test_agents_return_legal_actions(kind):
    agent = make_agent(kind, seed=3, deterministic=True, levels=HOOKS.levels)
    for s in _positions(40 if kind in ("random", "heuristic") else 12, 17):
        v = s.view(s.current_player())
        a = agent.choose(v, HOOKS)
        assert a in s.legal_actions()


def test_normal_and_hard_answer_with_small_budgets():
    for kind in ("normal", "hard"):
        agent = make_agent(kind, seed=1, deterministic=True, levels=HOOKS.levels)
        agent.iterations = 25  # the level's own cap is far too slow for a unit test
        for s in _positions(5, 99):
            v = s.view(s.current_player())
            assert agent.choose(v, HOOKS) in s.legal_actions(), kind


def test_heuristic_beats_random():
    wins = Counter()
    games = 120
    for g in range(games):
        s = GAME.new_game(Setup(2, {"deck": "starship"}, 4000 + g))
        rng = Rng(g)
        h = g % 2
        while not s.is_terminal():
            p = s.current_player()
            a = HOOKS.heuristic_action(s.view(p), rng) if p == h else rng.choice(s.legal_actions())
            s.apply(a)
        wins["h" if s.winner == h else "r" if s.winner >= 0 else "draw"] += 1
    assert wins["h"] >= 1.8 * wins["r"], wins


def test_heuristic_takes_a_known_win():
    s = make_state(3, hands=[["thief", "map"], ["search"], ["search"]], deck=["girl", "sword"],
                   ruins=["general", "starship"])
    s.kr[0] = [None, "starship"]
    s.apply(("play", "thief"))
    assert HOOKS.heuristic_action(s.view(0), Rng(1)) == ("slot", 1)
    # it never plays a second Wound without a Saint, nor throws away the Flying Garden
    s = make_state(2, mode="flying_garden", hands=[["wound", "garden"], ["curse"]], piles=[["wound"], []],
                   deck=["gale"])
    assert HOOKS.heuristic_action(s.view(0), Rng(1)) == ("play", "garden")
    s = make_state(2, mode="flying_garden", hands=[["wound", "curse"], ["curse"]], piles=[["wound"], []],
                   deck=["gale"])
    assert HOOKS.heuristic_action(s.view(0), Rng(1)) == ("play", "curse")


def test_determinize_respects_peeks_and_public_knowledge():
    s = make_state(3, hands=[["assault", "map"], ["starship"], ["search"]], deck=["girl", "sword", "thief"],
                   ruins=["general"], cards=("assault", "map", "starship", "search", "girl", "sword", "thief",
                                             "general"))
    s.apply(str_to_action("play assault"))
    s.apply(str_to_action("seat 1"))
    v = s.view(0)
    assert v.known_hands[1] == ("starship",)
    rng = Rng(5)
    for _ in range(30):
        d = HOOKS.determinize(v, rng)
        assert d.hands[1] == ["starship"] and d.hands[0] == ["map"]
        assert Counter(d.deck + d.ruins + d.hands[2]) == Counter(["girl", "sword", "thief", "general", "search"])
    # a bystander knows nothing of seat 1's card
    v2 = s.view(2)
    assert v2.known_hands[1] == () and unseen_cards(v2)["starship"] == 1
    seen = {HOOKS.determinize(v2, rng).hands[1][0] for _ in range(60)}
    assert len(seen) > 2


def test_determinize_respects_investigation_announcements():
    s = make_state(3, hands=[["search"], ["general"], ["ambush", "map"]], deck=[], active=2,
                   ruins=["girl"], cards=("search", "general", "ambush", "map", "girl"))
    s.apply(("play", "map"))
    assert s.pending == ("investigate", 2, 1)
    v = s.view(1)
    rng = Rng(2)
    for _ in range(20):
        d = HOOKS.determinize(v, rng)
        # seat 0 was not announced at 1 or 2, so it cannot hold the unseen Fated Girl
        assert d.hands[0][0] != "girl" and "girl" in d.ruins + d.hands[2]
        assert d.view(1).to_json() == v.to_json()
