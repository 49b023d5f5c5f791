"""The reference game itself: seeded random games checked against the contract's invariants."""

import json
import re
from collections import Counter

import pytest

from tabletop.engine import i18n
from tabletop.engine.contract import IllegalAction, Setup
from tabletop.engine.rng import Rng

import refgame
from refgame import DECK, REF_GAME

CARD_RE = re.compile(r'"([rgb]\d\d)"')


def cards_in(view_json: dict) -> set:
    return set(CARD_RE.findall(json.dumps(view_json)))


def all_cards(s) -> Counter:
    c = Counter()
    for h in s.hands:
        c.update(h)
    c.update(s.pool)
    c.update(x for x in s.commits if x is not None)
    for w in s.won:
        c.update(w)
    c.update(s.discard)
    return c


def hidden_from(s, p) -> set:
    """Cards that seat ``p`` must not see: others' hands and commits, and the pool."""
    out = set(s.pool)
    for q in range(s.num_players):
        if q != p:
            out.update(s.hands[q])
            if s.commits[q] is not None:
                out.add(s.commits[q])
    return out


def check_invariants(s, rounds):
    n = s.num_players
    assert all_cards(s) == Counter(DECK)  # every card exactly once
    assert 0 <= s.ncommit < n
    assert 0 <= s.round <= rounds
    assert s.ncommit == sum(c is not None for c in s.commits)
    for p in range(n):
        expected = rounds - s.round - (1 if s.commits[p] is not None else 0)
        assert len(s.hands[p]) == expected >= 0
        assert s.hands[p] == sorted(s.hands[p])
    assert sum(map(len, s.won)) == n * s.round
    cur = s.current_player()
    legal = s.legal_actions()
    assert (cur == -1) == (not legal) == s.is_terminal()
    if cur != -1:
        assert 0 <= cur < n
        assert len(set(legal)) == len(legal)


CONFIGS = [(n, r, lb) for n in (2, 3, 4) for r in range(1, 7) for lb in (False, True)]
SEEDS_PER_CONFIG = 9  # 36 configs x 9 = 324 games


@pytest.mark.parametrize("n, rounds, lowball", CONFIGS)
def test_random_games_keep_invariants(n, rounds, lowball):
    """The game's own invariants and secrets (the contract's checks are
    ``test_games_contract.py``'s, over every game and this one)."""
    for k in range(SEEDS_PER_CONFIG):
        seed = 1000 * n + 100 * rounds + 10 * lowball + k
        state = REF_GAME.new_game(Setup(n, {"rounds": rounds, "lowball": lowball}, seed))
        chooser = Rng(seed ^ 0xABCDEF)
        steps = 0
        while not state.is_terminal():
            assert steps <= rounds * (n + 2), "the game does not end"
            check_invariants(state, rounds)
            views = {q: state.view(q) for q in range(n)}
            for q, v in views.items():
                assert not (cards_in(v.to_json()) & hidden_from(state, q)), f"seat {q} sees hidden cards"
            action = chooser.choice(state.legal_actions())
            reveals = [state.reveals_information(action, q) for q in range(n)]
            state.apply(action)
            steps += 1
            for q in range(n):
                if not reveals[q]:
                    # nothing new: every card q sees now, q saw before
                    assert cards_in(state.view(q).to_json()) <= cards_in(views[q].to_json())
        check_invariants(state, rounds)
        assert state.round == rounds
        assert sum(state.scores()) == n * rounds
        assert sorted(state.ranking())[0] == 1


def test_round_resolution_and_pending_swap():
    s = refgame.make_state(2, rounds=2, hands=[["r05", "b01"], ["g09", "g02"]], pool=["r10", "b07"])
    s.apply(("play", "r05"))
    assert s.view(1).committed == (True, False) and s.view(1).my_commit is None
    s.apply(("play", "g09"))
    assert s.won == [[], ["r05", "g09"]] and s.last_winner == 1 and s.lead == 1
    assert s.current_player() == 1 and s.legal_actions() == ["keep", "swap"]
    assert s.prompt("en") == "Keep your hand, or swap a card?"
    s.apply("swap")
    assert s.legal_actions() == [("discard", "g02")]
    s.apply(("discard", "g02"))
    assert s.discard == ["g02"] and len(s.hands[1]) == 1 and s.hands[1][0] in ("r10", "b07")
    assert len(s.pool) == 1
    # winner leads the last round; no swap after the final round
    assert s.current_player() == 1
    s.apply(s.legal_actions()[0])
    s.apply(("play", "b01"))
    assert s.is_terminal() and s.pending is None


def test_lowball_and_colour_tie_break():
    s = refgame.make_state(3, rounds=1, lowball=True, hands=[["r01"], ["b01"], ["g01"]])
    for a in ("r01", "b01", "g01"):
        s.apply(("play", a))
    assert s.last_winner == 0  # equal ranks: red beats green beats blue
    s = refgame.make_state(2, rounds=1, lowball=True, hands=[["r02"], ["b01"]])
    s.apply(("play", "r02"))
    s.apply(("play", "b01"))
    assert s.last_winner == 1


def test_no_swap_offer_when_pool_empty():
    s = refgame.make_state(2, rounds=2, hands=[["r05", "b01"], ["g09", "g02"]], pool=[])
    s.apply(("play", "r05"))
    s.apply(("play", "g09"))
    assert s.pending is None and s.current_player() == 1


def test_reveals_information_cases():
    s = refgame.make_state(3, rounds=2, hands=[["r05", "b01"], ["g09", "g02"], ["r03", "b08"]],
                           pool=["r10"])
    assert [s.reveals_information(("play", "r05"), p) for p in range(3)] == [False] * 3
    s.apply(("play", "r05"))
    s.apply(("play", "g09"))
    assert [s.reveals_information(("play", "b08"), p) for p in range(3)] == [True] * 3
    s.apply(("play", "b08"))
    assert s.pending == ("swap", 1)
    assert [s.reveals_information("keep", p) for p in range(3)] == [True, False, True]
    assert [s.reveals_information("swap", p) for p in range(3)] == [True, False, True]
    s.apply("swap")
    assert [s.reveals_information(("discard", "g02"), p) for p in range(3)] == [True] * 3


def test_str_to_action_rejects_garbage():
    s = REF_GAME.new_game(Setup(2))
    for bad in ("", "play", "play x99", "discard r11", "Keep", "play  r01", "fold"):
        with pytest.raises(IllegalAction):
            s.str_to_action(bad)
    assert s.str_to_action("play r01") == ("play", "r01")


def test_text_in_both_languages():
    s = refgame.make_state(2, rounds=1, hands=[["r05"], ["g09"]])
    assert i18n.fill_seats(s.describe_action(("play", "r05"), "en"), ["Ann", "Bob"]) == "Ann commits a card face down."
    s.apply(("play", "r05"))
    ja = i18n.fill_seats(s.describe_action(("play", "g09"), "ja"), ["Ann", "Bob"])
    assert "r05" in ja and "g09" in ja and "Bob" in ja
    assert REF_GAME.title("ja") == "リファレンスゲーム"
    ns = i18n.namespaces()["ref"]
    assert set(ns["en"]) == set(ns["ja"])
    assert REF_GAME.rules_summary("en")[0].title == "Goal"
