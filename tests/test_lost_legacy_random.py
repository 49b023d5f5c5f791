"""Lost Legacy: seeded random games over every deck, player count and option, with the game's
own invariants after every action (cards conserved, every seat's knowledge true), and on
samples its secrets (a hidden card moved around leaves a view as it was) and reveals. What
every game owes the contract (round-trips, views, determinizations, replay...) is
``tests/test_games_contract.py``'s."""

import pytest

from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng
from tabletop.games.lost_legacy import data
from tabletop.games.lost_legacy.ai import HOOKS
from tabletop.games.lost_legacy.rules import GAME

CONFIGS = [
    ("starship", 2, {}), ("starship", 3, {}), ("starship", 4, {}),
    ("flying_garden", 2, {}), ("flying_garden", 3, {}), ("flying_garden", 4, {}),
    ("select", 3, {}), ("select", 4, {f"select_{k}": "random" for k in data.SLOTS}),
    ("all_jam", 2, {}), ("all_jam", 3, {"all_jam_legacy": "flying_garden"}), ("all_jam", 4, {}),
    ("all_jam", 5, {"all_jam_legacy": "random"}), ("all_jam", 6, {}),
    ("starship", 3, {"match": 2}), ("all_jam", 4, {"match": 2, "first": "choose"}),
    ("flying_garden", 2, {"first": "choose"}),
]
GAMES_PER_CONFIG = 64  # 16 configs x 64 = 1024 games
FULL_CHECK_GAMES = 4   # per config: views, reveals and texts checked in these games ...
FULL_CHECK_ACTIONS = 40  # ... after every one of their first 40 actions, then every 5th


def _sub(a, b):
    """Multiset inclusion a <= b (small sequences)."""
    if not a:
        return True
    rest = list(b)
    for x in a:
        if x not in rest:
            return False
        rest.remove(x)
    return True


_SORTED = {}


def _sorted_cards(cards):
    v = _SORTED.get(cards)
    if v is None:
        v = _SORTED[cards] = sorted(cards)
    return v


def check_invariants(s):
    n = s.num_players
    if s.phase == "first":
        return
    everything = s.deck + s.ruins
    for h in s.hands:
        everything = everything + h
    for p in s.piles:
        everything = everything + p
    if s.played is not None:
        everything.append(s.played)
    assert sorted(everything) == _sorted_cards(s.cards), "cards are not conserved"
    assert len(s.ruins) >= 1
    assert not any(c in data.LOST_LEGACIES for p in s.piles for c in p), "a Lost Legacy in a discard pile"
    left = s.in_game()
    assert len(left) >= 1
    if s.phase == "over":
        assert s.pending is None and s.is_terminal()
        return
    assert len(left) >= 2
    for p in range(n):
        if s.out[p]:
            assert s.hands[p] == []
        elif s.phase == "turn" and p == s.active and s.pending == ("play",):
            assert len(s.hands[p]) == 2
        else:
            assert len(s.hands[p]) == 1
    if s.phase == "invest":
        assert not any(s.prot) and s.played is None and s.pending[0] == "investigate"
    # every seat's knowledge is true
    for p in range(n):
        for q in range(n):
            if q != p:
                assert _sub(s.kh[p][q], s.hands[q])
        assert len(s.kr[p]) == len(s.ruins)
        for i, c in enumerate(s.kr[p]):
            assert c is None or s.ruins[i] == c
        assert _sub(s.kpool[p], [s.ruins[i] for i, c in enumerate(s.kr[p]) if c is None])
        if s.kdeck[p] is not None:
            assert s.deck[0] == s.kdeck[p]
        assert _sub(s.kdpool[p], s.deck[1:] if s.kdeck[p] is not None else s.deck)
    legal = s.legal_actions()
    assert legal and len(set(legal)) == len(legal)
    assert 0 <= s.current_player() < n


def check_views(s, rng):
    n = s.num_players
    for q in range(n):
        v = s.view(q)
        if s.phase == "first":
            continue
        # no other seat's hidden card: only q's own hand, and what q verifiably knows
        assert sorted(v.hand) == sorted(s.hands[q])
        for e in v.events:
            assert e[0] in (-1, q)
        # a determinization deals every card once (the contract checks it agrees with the view)
        d = HOOKS.determinize(v, rng)
        check_invariants(d)
        # moving a hidden card q knows nothing about leaves q's view unchanged
        for r in range(n):
            if (r != q and s.hands[r] and not s.kh[q][r] and len(s.deck) >= 2 and s.kdeck[q] is None
                    and not s.kdpool[q] and s.hands[r][0] != s.deck[-1]):
                t = s.clone()
                t.hands[r][0], t.deck[-1] = t.deck[-1], t.hands[r][0]
                assert t.view(q).to_json() == v.to_json(), f"seat {q} sees seat {r}'s hidden card"
                break


@pytest.mark.parametrize("mode, n, extra", CONFIGS)
def test_random_games(mode, n, extra):
    opts = {"deck": mode, **extra}
    bound = 400 * opts.get("match", 1) * 5
    for g in range(GAMES_PER_CONFIG):
        seed = hash((mode, n, tuple(sorted(extra)), g)) & 0xFFFFFFF
        setup = Setup(n, opts, seed)
        s = GAME.new_game(setup)
        chooser = Rng(seed ^ 0x5EED)
        full_game = g < FULL_CHECK_GAMES
        steps = 0
        while not s.is_terminal():
            assert steps < bound, "the game does not end"
            check_invariants(s)
            full = full_game and (steps < FULL_CHECK_ACTIONS or steps % 5 == 0)
            legal = s.legal_actions()
            if full:
                check_views(s, chooser)
            action = chooser.choice(legal)
            actor = s.current_player()
            if full:
                before = {q: s.view(q) for q in range(n)}
                reveals = [s.reveals_information(action, q) for q in range(n)]
            s.apply(action)
            steps += 1
            if full:
                for q in range(n):
                    if q != actor and not reveals[q] and before[q].round_no == s.round_no and s.phase != "over":
                        after = s.view(q)
                        assert sorted(after.hand) == sorted(before[q].hand)
                        for r in range(n):
                            assert _sub(after.known_hands[r], before[q].known_hands[r])
        check_invariants(s)
        scores = s.scores()
        assert scores == [float(x) for x in s.points]
        target = opts.get("match", 1)
        if target == 1:
            assert sum(scores) == (0 if s.winner < 0 else 1)
            assert (s.winner >= 0) == (s.result in ("effect", "last", "found"))
        else:
            assert max(s.points) == target or s.round_no >= 5 * target
