"""Lost Cities: seeded random games with the game's own invariants after every action.

``test_random_games`` plays 1,008 games over every player count and option combination with
cheap invariants after every action; ``test_deep_checks`` plays fewer games with the costly
ones (the full card multiset, no hidden card in any view, determinizations that deal every
card once and keep known cards in their hands, undo's reveals exact). What every game owes
the contract (round-trips, views, replay...) is ``tests/test_games_contract.py``'s.
"""

import itertools
import json
import re
from collections import Counter

import pytest

from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng
from tabletop.games.lost_cities import GAME
from tabletop.games.lost_cities.ai import HOOKS
from tabletop.games.lost_cities.data import COLORS, DECK, FIGURES, STALL_LIMIT, TILES

OPTION_KEYS = ("game_length", "descending_variant", "step9_bonus", "redraw_own_discard", "open_scores")
OPTION_VALUES = (("long", "short"), (False, True), ("on_further_card", "on_arrival"),
                 ("forbidden", "allowed"), (False, True))
CONFIGS = [(n, dict(zip(OPTION_KEYS, vals)))
           for n in (2, 3, 4) for vals in itertools.product(*OPTION_VALUES)]  # 96 configs
CARD_RE = re.compile(r'"(?:play |discard )?([rgbyn]\d{1,2})\b')
#: actions per expedition can never exceed this (supply draws and plays are bounded, stall <= 20)
MAX_ACTIONS_PER_EXPEDITION = 20000


def n_cards(s) -> int:
    return (sum(map(len, s.hands)) + len(s.deck) + len(s.removed) + sum(map(len, s.discards))
            + sum(len(pile) for pp in s.piles for pile in pp))


def card_multiset(s) -> Counter:
    c = Counter(s.deck)
    c.update(s.removed)
    for h in s.hands:
        c.update(h)
    for k, d in enumerate(s.discards):
        c.update(COLORS[k] + str(v) for v in d)
    for pp in s.piles:
        for k, pile in enumerate(pp):
            c.update(COLORS[k] + str(v) for v in pile)
    return c


def check_cheap(s, n):
    assert n_cards(s) == 110
    assert s.phase in ("play", "draw", "arrow", "bonus", "over")
    assert 0 <= s.crossed < (6 if s.phase == "over" else 5) and 0 <= s.stall <= STALL_LIMIT + 1
    for p in range(n):
        hand = len(s.hands[p])
        assert hand == (7 if p == s.turn and s.phase != "play" else 8) or s.phase == "over"
        steps, kinds = s.steps[p], s.kinds[p]
        assert sum(1 for k in kinds if k == 1) <= FIGURES[1] and sum(1 for k in kinds if k == 2) <= FIGURES[2]
        for k in range(5):
            assert (steps[k] == 0) == (kinds[k] == 0) == (not s.piles[p][k])
            assert 0 <= steps[k] <= 9
        assert s.vp[p] >= 0 and s.chips[p] >= 0 and s.art_tiles[p] >= 0
    assert s.crossed == sum(1 for p in range(n) for x in s.steps[p] if x >= 7)
    on_board = Counter(t for row in s.tiles for t in row if t)
    assert on_board["art"] + sum(s.art_tiles) == 9
    assert on_board + Counter(art=sum(s.art_tiles)) == Counter(TILES)


def check_scores(s, n):
    rows = s.score_breakdown()
    for p in range(n):
        assert rows[p]["total"] == s.vp[p] == s.scores()[p]
        assert rows[p]["figures"] == sum(r[p][2] for r in s.results)
        assert rows[p]["tiles"] == sum(r[p][0] for r in s.results) + (s.tile_vp[p] if not s.final else 0)
        assert s.chips[p] == sum(r[p][3] for r in s.results)


def play_random(n, options, seed, policy_bias, deep=False):
    setup = Setup(n, options, seed)
    s = GAME.new_game(setup)
    chooser = Rng(seed * 7919 + 1)
    actions = []
    exp_start, exp = 0, 1
    while not s.is_terminal():
        legal = s.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        if s.phase == "play" and chooser.random() < policy_bias:
            plays = [a for a in legal if a[0] == "play"]
            action = chooser.choice(plays or legal)
        else:
            action = chooser.choice(legal)
        if deep:
            deep_check(s, action, len(actions), chooser)
        s.apply(action)
        actions.append(s.action_to_str(action))
        check_cheap(s, n)
        if s.expedition != exp:
            exp, exp_start = s.expedition, len(actions)
        assert len(actions) - exp_start < MAX_ACTIONS_PER_EXPEDITION, "the expedition does not end"
    assert s.expedition == s.expeditions and len(s.results) == s.expeditions and len(s.final) == n
    check_scores(s, n)
    assert min(s.ranking()) == 1
    return setup, s, actions


@pytest.mark.parametrize("n, options", CONFIGS, ids=[f"{n}p-{i}" for i, (n, _) in enumerate(CONFIGS)])
def test_random_games(n, options):
    games = 19 if options["game_length"] == "short" else 2  # 48 x 19 + 48 x 2 = 1,008 games
    index = CONFIGS.index((n, options))
    for k in range(games):
        seed = 1000 * index + k
        bias = 0.0 if k % 2 else 0.6
        play_random(n, options, seed, bias)


def hidden_from(s, q) -> Counter:
    """Cards seat ``q`` must not see: the supply, the removed cards, others' unknown hand cards."""
    c = Counter(s.deck)
    c.update(s.removed)
    for p in range(s.num_players):
        if p != q:
            c.update(Counter(s.hands[p]) - Counter(s.known[p]))
    return c


def visible_cards(view_json) -> set:
    return set(CARD_RE.findall(json.dumps(view_json)))


def deep_check(s, action, i, chooser):
    n = s.num_players
    assert Counter(card_multiset(s)) == Counter(DECK)
    p = s.current_player()
    if i % 9 == 0:
        for q in range(n):
            v = s.view(q)
            vj = json.loads(json.dumps(v.to_json()))
            # the only card ids in a view's private fields are the viewer's own or public ones
            allowed = set(s.hands[q]).union(*s.known, (COLORS[k] + str(x) for k in range(5) for x in s.discards[k]))
            assert visible_cards(vj) <= allowed, "a hidden card leaks"
            for other in range(n):
                if other != q:
                    secret = Counter(s.hands[other]) - Counter(s.known[other])
                    assert not (Counter(v.hand) & secret - Counter(s.hands[q]))
        det = HOOKS.determinize(s.view(p), Rng(i))
        assert Counter(card_multiset(det)) == Counter(DECK)
        for q in range(n):
            if q != p:
                assert Counter(det.known[q]) <= Counter(det.hands[q])
                assert len(det.hands[q]) == len(s.hands[q])
        assert len(det.deck) == len(s.deck) and len(det.removed) == len(s.removed)
    if i % 5 == 0:
        before = {q: visible_cards(s.view(q).to_json()) for q in range(n)}
        public = {COLORS[k] + str(x) for k in range(5) for x in s.discards[k]}
        reveals = [s.reveals_information(action, q) for q in range(n)]
        after = s.clone()
        after.apply(action)
        for q in range(n):
            if not reveals[q]:  # nothing new: every card q sees now was in sight before
                assert visible_cards(after.view(q).to_json()) <= before[q] | public
                assert after.expedition == s.expedition and q == p

DEEP = [(2, {}), (3, {"descending_variant": True, "step9_bonus": "on_arrival"}),
        (4, {"redraw_own_discard": "allowed", "open_scores": True}),
        (2, {"game_length": "short", "step9_bonus": "on_arrival"}),
        (3, {"game_length": "short", "descending_variant": True}),
        (4, {"game_length": "short", "redraw_own_discard": "allowed"})]


@pytest.mark.parametrize("n, options", DEEP)
def test_deep_checks(n, options):
    for seed in range(3 if options.get("game_length") == "short" else 1):
        play_random(n, options, 100 + seed, 0.7, deep=True)
