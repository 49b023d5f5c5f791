"""The City: seeded random games with the game's own invariants after every action, view
secrecy (hidden cards and commits never reach another seat's view: reshuffling them leaves
the view as it was), determinizations that deal no card twice, and reveals that match what
the views show. What every game owes the contract (round-trips, views, replay...) is
``tests/test_games_contract.py``'s."""

from collections import Counter

import pytest

from tabletop.engine import i18n
from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng
from tabletop.games.the_city import rules
from tabletop.games.the_city.ai import HOOKS
from tabletop.games.the_city.rules import ARCH, DECK, GAME

FULL = Counter(DECK)


def limbo(s):
    """Revealed cards of step 2 that are in no hand or city yet."""
    out = []
    if s.phase == "build":
        out.extend(c for c in s.build_todo if c != ARCH)
        for q in range(s.build_seat + 1, s.num_players):
            c = s.revealed[q]
            if isinstance(c, tuple):
                out.extend(x for x in c[1:] if x != ARCH)
    if s.pending is not None and s.pending[0] == "pay":
        out.append(s.pending[2])
    for c in s.commits:
        if isinstance(c, tuple):
            out.extend(x for x in c[1:] if x != ARCH)
    return out


def hidden_tail(s, p) -> Counter:
    h = s.hidden[p]
    return Counter(s.cities[p][-h:]) if h else Counter()


def all_cards(s) -> Counter:
    c = Counter()
    for h in s.hands:
        c.update(h)
    c.update(s.pile)
    c.update(s.discard)
    c.update(s.drawn)
    for city in s.cities:
        c.update(x for x in city if x != ARCH)
    for b in s.paid:
        c.update(b)
    c.update(limbo(s))
    return c


def check_invariants(s):
    n = s.num_players
    assert all_cards(s) == FULL
    for p in range(n):
        city = s.cities[p]
        assert city.count(ARCH) + s.architect[p] == 1
        assert len(s.fixed[p]) == len(city)
        for c in rules.ONE_PER_CITY:
            assert city.count(c) <= 1
        assert s.vp[p] == sum(s.vp_history[p]) >= 0
        assert s.hands[p] == sorted(s.hands[p], key=rules.IDX.get)
        assert Counter(s.known[p]) <= Counter(s.hands[p]) + Counter(s.paid[p]) + Counter(limbo(s)) + hidden_tail(s, p)
        if s.phase == "choose" and s.pending is None:
            assert len(s.hands[p]) <= s.cfg.limit
    cur = s.current_player()
    legal = s.legal_actions()
    assert (cur == -1) == (not legal) == s.is_terminal()
    assert len(set(legal)) == len(legal)
    if s.is_terminal():
        assert max(s.vp) >= s.cfg.target or (s.cfg.round_cap and s.round >= s.cfg.round_cap)


OPTION_SETS = [
    {},
    {"phase_order": "vp_first", "giveup_mode": "survey"},
    {"villa_bonus": "plus1_per_villa", "autobahn_scope": "own", "universitaet_scope": "own",
     "building_bonus_mode": "per_own", "reduction_stacking": "once_per_type"},
    {"hut_cost_basis": "effective", "hut_allows_architect": True, "legal_choices_only": True},
    {"other_city_choice": "auto_best_first_round", "target_vp": 30, "hand_limit": 11, "round_cap": 6},
]
MAX_ACTIONS = 3000


def play_random(n, options, seed, heavy=False):
    setup = Setup(n, options, seed)
    state = GAME.new_game(setup)
    chooser = Rng(seed * 7919 + n)
    actions = []
    while not state.is_terminal():
        assert len(actions) < MAX_ACTIONS, "the game does not end"
        check_invariants(state)
        legal = state.legal_actions()
        if heavy:
            heavy_checks(state, chooser)
        # lean towards legal builds so games end in a realistic number of rounds
        if chooser.random() < 0.5:
            action = HOOKS.rollout_action(state, chooser)
            assert action in legal
        else:
            action = chooser.choice(legal)
        state.apply(action)
        actions.append(state.action_to_str(action))
    check_invariants(state)
    return state


def perturbed(s, q, rng):
    """``s`` with every card hidden from seat ``q`` reshuffled among the hidden places."""
    t = s.clone()
    n = t.num_players
    places = []  # (list object, count, kept known cards)
    pool = list(t.pile)
    for r in range(n):
        if r == q:
            continue
        known = list(t.known[r])
        rest = list(t.hands[r])
        for c in known:
            if c in rest:
                rest.remove(c)
        pool.extend(rest)
        pool.extend(t.paid[r])
        commit = t.commits[r]
        if isinstance(commit, tuple):
            pool.extend(c for c in commit[1:] if c != ARCH)
    if t.pending is not None and t.pending[0] == "keep" and t.pending[1] != q:
        pool.extend(t.drawn)
    rng.shuffle(pool)
    k = 0

    def take(m):
        nonlocal k
        out = pool[k:k + m]
        k += m
        return out

    for r in range(n):
        if r == q:
            continue
        known = [c for c in t.known[r] if c in t.hands[r]]
        t.hands[r] = sorted(known + take(len(t.hands[r]) - len(known)), key=rules.IDX.get)
        t.paid[r] = take(len(t.paid[r]))
        commit = t.commits[r]
        if isinstance(commit, tuple):
            cards = [c for c in commit[1:]]
            new = [c if c == ARCH else take(1)[0] for c in cards]
            t.commits[r] = (commit[0],) + tuple(new)
    if t.pending is not None and t.pending[0] == "keep" and t.pending[1] != q:
        t.drawn = take(len(t.drawn))
    t.pile = take(len(t.pile))
    del places
    return t


def heavy_checks(state, rng):
    n = state.num_players
    p = state.current_player()
    legal = state.legal_actions()
    for q in range(n):
        v = state.view(q)
        vj = v.to_json()
        # secrecy: reshuffling everything q cannot see leaves q's view unchanged
        assert perturbed(state, q, rng).view(q).to_json() == v.to_json()
        if state.phase in ("open", "choose"):
            assert vj["my_commit"] is None or q == p or state.commits[q] is not None
            for r in range(n):
                if r != q and state.commits[r] is not None:
                    assert vj["committed"][r] is True
        if q == p:
            assert all_cards(HOOKS.determinize(v, rng.spawn())) <= FULL
    for lang in i18n.LANGS:
        assert state.describe_own_action(legal[-1], lang)


CASES = [(n, i) for n in (2, 3, 4, 5) for i in range(len(OPTION_SETS))]
GAMES_PER_CASE = 52  # 20 cases x 52 = 1,040 games


@pytest.mark.parametrize("n, opt_index", CASES)
def test_random_games_keep_invariants(n, opt_index):
    options = OPTION_SETS[opt_index]
    for k in range(GAMES_PER_CASE):
        seed = 100_000 * n + 1000 * opt_index + k
        state = play_random(n, options, seed)
        scores = state.scores()
        assert scores == [float(sum(h)) for h in state.vp_history]
        assert [r["vp"] for r in state.score_breakdown()] == state.vp
        places = state.ranking()
        keys = [(state.vp[p], len(state.hands[p])) for p in range(n)]
        best = max(keys)
        assert [places[p] == 1 for p in range(n)] == [keys[p] == best for p in range(n)]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_heavy_checks_on_random_games(n):
    for k in range(3):
        play_random(n, OPTION_SETS[(n + k) % len(OPTION_SETS)], 7_000 + 10 * n + k, heavy=True)


def test_reveals_information_matches_what_views_show():
    """When reveals_information says nothing new for a seat, no card reaches that seat: piles,
    scores and drawn cards stay as they were, and other seats' shown hand sizes too.
    (A revealed card entering its builder's city once paid is not new: legality is public.)"""
    for n in (2, 3):
        for seed in range(6):
            state = GAME.new_game(Setup(n, {}, 500 + seed))
            rng = Rng(seed)
            while not state.is_terminal():
                a = HOOKS.rollout_action(state, rng) if rng.random() < 0.6 else rng.choice(state.legal_actions())
                actor = state.current_player()
                flags = [state.reveals_information(a, q) for q in range(n)]
                before = [state.view(q).to_json() for q in range(n)]
                rng_before = state.rng.state
                state.apply(a)
                if state.rng.state != rng_before:
                    assert all(flags)
                for q in range(n):
                    if flags[q] or q == actor:  # the actor's own move is never news to itself
                        continue
                    after = state.view(q).to_json()
                    # public piles, cities, scores and other seats' shown hands do not move
                    for key in ("discard", "pile_count", "vp", "revealed", "drawn"):
                        assert after[key] == before[q][key], (key, a)
                    others = [r for r in range(n) if r != q]  # q's own hand may pay automatically
                    assert [after["hand_counts"][r] for r in others] == [before[q]["hand_counts"][r] for r in others]
