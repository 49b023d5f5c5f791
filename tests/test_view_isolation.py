"""Views are independent copies: no State inside, nothing mutable shared with the state."""

import pytest

import refgame
from contract_checks import assert_view_isolated
from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng


@pytest.mark.parametrize("players", [2, 3, 4])
def test_reference_game_views_are_isolated(players):
    rng = Rng(players)
    for seed in range(15):
        state = refgame.REF_GAME.new_game(Setup(players, {"rounds": 4}, seed))
        while not state.is_terminal():
            for p in range(players):
                assert_view_isolated(state, p)
            state.apply(rng.choice(state.legal_actions()))


def test_the_check_catches_a_shared_list(monkeypatch):
    state = refgame.REF_GAME.new_game(Setup(2, {}, 1))
    honest = refgame.RefState.view

    def leaky(self, player):
        v = honest(self, player)
        v.hand = self.hands[player]  # the bug: the state's own list
        return v

    monkeypatch.setattr(refgame.RefState, "view", leaky)
    with pytest.raises(AssertionError, match="shares list"):
        assert_view_isolated(state, 0)
