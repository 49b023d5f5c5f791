"""Saboteur: The Lost Mines: every agent kind returns a legal action; the heuristic beats random."""

import functools

import pytest

from tabletop.engine.agents import make_agent
from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng
from tabletop.games.lost_mines.ai import HOOKS, SearchState, _card_of, determinize
from tabletop.games.lost_mines.rules import GAME, LostMinesState


@functools.lru_cache(maxsize=None)
def positions(count, seed):
    """Views of random positions reached by mixed heuristic/random play."""
    r = Rng(seed)
    out = []
    g = 0
    while len(out) < count:
        n = 3 + (g % 7)
        s = GAME.new_game(Setup(n, {"earlyEndByAgreement": g % 2 == 1}, seed * 100 + g))
        g += 1
        stop = r.randrange(150)
        k = 0
        while not s.is_terminal() and k < stop:
            p = s.current_player()
            a = HOOKS.heuristic_action(s.view(p), r) if r.random() < 0.7 else r.choice(s.legal_actions())
            s.apply(a)
            k += 1
        if not s.is_terminal():
            out.append(s)
    return tuple(out)


@pytest.mark.parametrize("kind", ["random", "heuristic", "easy", "normal", "ismcts:20"])
def test_agents_return_legal_actions(kind):
    budget = {"easy": "ismcts:15", "normal": "ismcts:25"}.get(kind, kind)
    for i, s in enumerate(positions(40, 3)[:12] if kind.startswith(("ismcts", "easy", "normal")) else positions(40, 3)):
        p = s.current_player()
        v = s.view(p)
        agent = make_agent(budget, seed=i, deterministic=True)
        a = agent.choose(v, HOOKS)
        assert a in v.legal_actions()


def test_determinize_is_consistent_and_varies():
    for s in positions(15, 5):
        p = s.current_player()
        v = s.view(p)
        d1 = determinize(v, Rng(1))
        d2 = determinize(v, Rng(2))
        assert d1.view(p).to_json() == v.to_json() == d2.view(p).to_json()
        assert d1.legal_actions() == s.legal_actions()
        # the search's state lists a non-empty subset of the legal actions
        d3 = HOOKS.determinize(v, Rng(3))
        j3, j = d3.view(p).to_json(), v.to_json()
        j3.pop("legal"), j.pop("legal")
        assert isinstance(d3, SearchState) and j3 == j
        pruned = d3.legal_actions()
        assert pruned and set(pruned) <= set(s.legal_actions())


def test_settled_is_the_search_answer_of_a_single_option_root():
    from tabletop.engine.ismcts import search

    settled = searched = 0
    for i, s in enumerate(positions(40, 11)):
        p = s.current_player()
        v = s.view(p)
        if len(v.legal) < 2:
            continue
        a = HOOKS.settled(v)
        if a is None:
            searched += 1
            continue
        settled += 1
        assert a in v.legal
        # a fresh view (no cached pruning) searched without the shortcut gives the same move
        w = s.view(p)
        assert search(w, HOOKS, iterations=12, rng=Rng(i)).action == a
    assert settled and searched


def test_the_search_keeps_each_seat_s_decisions_apart_by_its_sampled_role():
    from tabletop.engine import ismcts

    roles_seen = set()
    for s in positions(15, 5):
        p = s.current_player()
        v = s.view(p)
        for k in range(6):
            d = HOOKS.determinize(v, Rng(k))
            for q in range(d.num_players):
                assert HOOKS.decision_context(d, q) == d.roles[q]
                if q == p:
                    assert d.roles[q] == s.roles[q]  # the own role is known
                else:
                    roles_seen.add(d.roles[q])
    assert len(roles_seen) >= 2  # the others' roles are sampled, not fixed
    # the search puts a chance node on another seat's role above its decisions
    s = next(x for x in positions(15, 5) if len(x.legal_actions()) > 2)
    made = []
    real = ismcts._Node.__init__

    def spy(node, parent, action, player):
        real(node, parent, action, player)
        if isinstance(action, tuple) and action and action[0] is ismcts._TYPE:
            made.append(action[1])

    ismcts._Node.__init__ = spy
    try:
        ismcts.search(s.view(s.current_player()), HOOKS, iterations=200, rng=Rng(2))
    finally:
        ismcts._Node.__init__ = real
    from tabletop.games.lost_mines import data as D
    assert made and set(made) <= {D.LOYAL, D.SELFISH, D.SABOTEUR}


def test_the_search_s_prior_favours_the_heuristic_s_answer_at_every_level():
    checked = 0
    for i, s in enumerate(positions(40, 13)):
        p = s.current_player()
        v = s.view(p)
        if s.phase != "act" or len(v.legal) < 2:
            continue
        d = HOOKS.determinize(v, Rng(i))  # seeds the root's prior from the heuristic's values
        root = d.legal_actions()
        h = HOOKS.heuristic_action(s.view(p), Rng(i))
        if len(root) < 2 or h not in root:
            continue
        w = HOOKS.action_prior(d, root)
        assert len(w) == len(root) and all(x > 0 for x in w)
        assert w[root.index(h)] == max(w)
        checked += 1
    assert checked >= 5
    hard, normal = HOOKS.for_level("hard"), HOOKS.for_level("normal")
    assert hard is not HOOKS and hard.prior_weight == 2 * normal.prior_weight
    assert normal.prior_weight == HOOKS.prior_weight > 0
    assert hard.departure_margin > 0 and normal.departure_margin == 0 == HOOKS.departure_margin
    assert hard.root_halving and normal.root_halving and not HOOKS.root_halving  # easy keeps UCB
    assert hard.for_level("hard") is hard and HOOKS.for_level("normal") is normal
    assert HOOKS.for_level("easy") is HOOKS
    levels = HOOKS.levels
    assert levels["hard"][1] == 4 * levels["normal"][1] and levels["normal"][1] > levels["easy"][1]
    assert levels["hard"][0] <= 3.0 and levels["normal"][0] <= 1.0  # the decision times


def test_normal_models_the_other_seats_card_choices_by_the_rule_based_chooser():
    import tabletop.games.lost_mines.ai as A

    normal = HOOKS.for_level("normal")
    assert normal.modelled
    assert not HOOKS.modelled and not HOOKS.for_level("easy").modelled and not HOOKS.for_level("hard").modelled
    checked = 0
    for i, s in enumerate(positions(30, 17)):
        p = s.current_player()
        v = s.view(p)
        d = normal.determinize(v, Rng(i))
        plain = HOOKS.determinize(v, Rng(i))
        assert isinstance(d, A._ModelledState) and d.me == p
        assert d.clone().me == p and type(d.clone()) is A._ModelledState
        assert d.legal_actions() == plain.legal_actions()  # the own decision is searched
        # walk on with the heuristic until another seat chooses a card
        for _ in range(60):
            if d.is_terminal() or (d.active != p and d.phase in ("act", "target")):
                break
            d.apply(HOOKS.rollout_action(d, Rng(i)))
        if d.is_terminal() or d.active == p or d.phase not in ("act", "target"):
            continue
        opts = A.SearchState.legal_actions(d)
        got = d.legal_actions()
        assert len(got) == 1 and got[0] in opts and got[0] in LostMinesState.legal_actions(d)
        assert got[0] == A._modelled_choice(d, opts)
        # a card's value is kept per table, not per hand: another hand at the same table
        # gets the answer it gets with nothing kept
        if d.phase != "act" or not d.pile:
            continue
        e = d.clone()
        q = e.active
        e.hands[q][0], e.pile[0] = e.pile[0], e.hands[q][0]
        e_opts = A.SearchState.legal_actions(e)
        warm = A._modelled_choice(e, e_opts)
        A._PRUNE_CACHE.clear()
        assert A._modelled_choice(e, e_opts) == warm
        checked += 1
    assert checked >= 3


def test_rollout_and_evaluate():
    for s in positions(10, 7):
        d = determinize(s.view(s.current_player()), Rng(3))
        r = Rng(4)
        for _ in range(50):
            if d.is_terminal():
                break
            a = HOOKS.rollout_action(d, r)
            full = LostMinesState.legal_actions(d)
            if d.phase == "act" and isinstance(a, tuple) and a[0] == "discard":
                # a whole discard at once (apply's shortcut): cards of the hand after "discard"
                assert "discard" in full and all(c in d.hands[d.active] for c in a[1:])
            elif d.phase == "act" and a[0] not in ("card", "discard"):
                # the card and its target at once (apply's shortcut): a legal pair
                assert ("card", _card_of(a, d.board)) in full
                assert a in d.card_targets(_card_of(a, d.board))
            else:
                assert a in full
            d.apply(a)
        vals = HOOKS.evaluate(d)
        assert len(vals) == d.num_players and all(0.0 <= x <= 1.0 for x in vals)


def test_heuristic_beats_random():
    """4 players, heuristic in two seats and random in two, seats rotated."""
    wins = {"heuristic": 0.0, "random": 0.0}
    games = 12
    for g in range(games):
        kinds = ["heuristic", "random"] * 2
        kinds = kinds[g % 2:] + kinds[:g % 2]
        agents = [make_agent(k, seed=g * 10 + i) for i, k in enumerate(kinds)]
        s = GAME.new_game(Setup(4, {}, 4242 + g))
        while not s.is_terminal():
            p = s.current_player()
            s.apply(agents[p].choose(s.view(p), HOOKS))
        places = s.ranking()
        firsts = [q for q in range(4) if places[q] == 1]
        for q in firsts:
            wins[kinds[q]] += 1 / len(firsts)
    assert wins["heuristic"] >= wins["random"] + 3


def test_role_beliefs_read_the_remaining_dwarf_cards_tilted_by_conduct():
    """With no conduct on record, a seat's role beliefs are the shares of its clan's dwarf
    cards still unaccounted for; the conduct record tilts them; determinize draws the roles
    by those beliefs."""
    from collections import Counter

    from tabletop.games.lost_mines import data as D
    from tabletop.games.lost_mines.ai import role_beliefs

    checked = 0
    for s in positions(40, 3):
        p, n = s.current_player(), s.num_players
        v = s.view(p)
        unknown = [q for q in range(n) if v.roles_known[q] is None and any(v.conduct[q])]
        if not unknown:
            continue
        quiet = [[0] * len(row) for row in v.conduct]
        flat = role_beliefs(n, p, v.clans, v.roles_known, quiet)
        tilted = role_beliefs(n, p, v.clans, v.roles_known, v.conduct)
        left = Counter(D.dwarf_cards(n))
        for q in range(n):
            if v.roles_known[q] is not None:
                left[(v.clans[q], v.roles_known[q])] -= 1
        for q in unknown:
            total = sum(k for (c, _), k in left.items() if c == v.clans[q])
            assert flat[q] == pytest.approx({r: left[(v.clans[q], r)] / total
                                             for r in D.ROLES if left[(v.clans[q], r)] > 0})
        if all(flat[q] == pytest.approx(tilted[q]) for q in unknown):
            continue
        checked += 1
        q = unknown[0]
        got = Counter(HOOKS.determinize(v, Rng(k)).roles[q] for k in range(600))
        for r, pr in tilted[q].items():
            assert abs(got[r] / 600 - pr) < 0.08, (r, got, tilted[q])
        if checked >= 3:
            break
    assert checked >= 3
