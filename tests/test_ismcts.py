import json
from collections import Counter

import pytest

from tabletop.engine.agents import (
    AGENT_KINDS,
    LEVELS,
    HeuristicAgent,
    ISMCTSAgent,
    RandomAgent,
    make_agent,
)
from tabletop.engine.contract import Setup
from tabletop.engine.ismcts import search
from tabletop.engine.rng import Rng

import refgame
from refgame import DECK, REF_GAME
from refgame_ai import HOOKS


def random_positions(count, seed=0):
    """(state, player to move) pairs from random partial games over player counts/options."""
    rng = Rng(seed)
    out = []
    while len(out) < count:
        n = 2 + rng.randrange(3)
        rounds = 1 + rng.randrange(6)
        s = REF_GAME.new_game(Setup(n, {"rounds": rounds, "lowball": rng.random() < 0.3}, rng.next64()))
        for _ in range(rng.randrange(rounds * (n + 1))):
            if s.is_terminal():
                break
            s.apply(rng.choice(s.legal_actions()))
        if not s.is_terminal():
            out.append(s)
    return out


def test_determinize_is_consistent_with_the_view_and_varies_hidden_cards():
    for s in random_positions(40, seed=1):
        p = s.current_player()
        view = s.view(p)
        rng = Rng(3)
        deals = set()
        for _ in range(5):
            d = HOOKS.determinize(view, rng)
            assert d.view(p).to_json() == view.to_json()
            cards = Counter(c for h in d.hands for c in h)
            cards.update(d.pool)
            cards.update(d.discard)
            cards.update(c for c in d.commits if c)
            cards.update(c for w in d.won for c in w)
            assert cards == Counter(DECK)  # every card exactly once
            deals.add(json.dumps([d.hands, d.pool]))
            assert d.rng != s.rng  # future chance is not the real one
        hidden = sum(len(h) for q, h in enumerate(s.hands) if q != p)
        if hidden >= 2:
            assert len(deals) > 1


def test_agents_make_legal_decisions_in_random_positions():
    agents = [make_agent("ismcts:40", seed=1), make_agent("heuristic", seed=2), make_agent("random", seed=3)]
    for s in random_positions(60, seed=2):
        view = s.view(s.current_player())
        for agent in agents:
            hooks = None if isinstance(agent, RandomAgent) else HOOKS
            assert agent.choose(view, hooks) in view.legal


def test_search_is_reproducible_under_a_seed():
    s = random_positions(1, seed=5)[0]
    while len(s.legal_actions()) < 3:
        s = random_positions(1, seed=s.rng.state)[0]
    view = s.view(s.current_player())
    a = search(view, HOOKS, iterations=300, rng=Rng(9))
    b = search(view, HOOKS, iterations=300, rng=Rng(9))
    assert a.action == b.action and a.visits == b.visits
    assert a.iterations == 300 and sum(a.visits.values()) == 300
    assert set(a.visits) == set(view.legal)
    x = make_agent("easy", seed=4, deterministic=True)
    y = make_agent("easy", seed=4, deterministic=True)
    assert x.choose(view, HOOKS) == y.choose(view, HOOKS)
    assert x.last.visits == y.last.visits and x.last.iterations == LEVELS["easy"].iterations


def hidden_swap(s, viewer):
    """A copy of ``s`` whose hidden cards (others' hands and commits, the pool) are dealt differently."""
    t = s.clone()
    hidden = list(t.pool)
    for q in range(t.num_players):
        if q != viewer:
            hidden += t.hands[q]
            if t.commits[q] is not None:
                hidden.append(t.commits[q])
    hidden.reverse()
    Rng(1234).shuffle(hidden)
    k = 0
    for q in range(t.num_players):
        if q == viewer:
            continue
        if t.commits[q] is not None:
            t.commits[q] = hidden[k]
            k += 1
        m = len(t.hands[q])
        t.hands[q] = sorted(hidden[k:k + m])
        k += m
    t.pool = sorted(hidden[k:])
    return t


def test_view_invariance_hidden_information_does_not_change_the_decision():
    # 3 players, play until seat 0 must commit after both others committed face down
    s = REF_GAME.new_game(Setup(3, {"rounds": 5}, 21))
    rng = Rng(2)
    while not (s.current_player() == 0 and s.ncommit == 2 and s.round >= 1):
        s.apply(rng.choice(s.legal_actions()))
    t = hidden_swap(s, 0)
    assert t.to_json() != s.to_json()
    assert t.hands[1] != s.hands[1] or t.commits[1] != s.commits[1]
    assert json.dumps(t.view(0).to_json()) == json.dumps(s.view(0).to_json())
    ra = search(s.view(0), HOOKS, iterations=400, rng=Rng(77))
    rb = search(t.view(0), HOOKS, iterations=400, rng=Rng(77))
    assert ra.action == rb.action and ra.visits == rb.visits
    da = make_agent("normal", seed=8, deterministic=True)
    da.iterations = 500
    db = make_agent("normal", seed=8, deterministic=True)
    db.iterations = 500
    assert da.choose(s.view(0), HOOKS) == db.choose(t.view(0), HOOKS)


@pytest.mark.parametrize("lowball", [False, True])
def test_finds_the_obviously_winning_move(lowball):
    # last round, equal scores; only the strongest card is sure to win the round and the game
    strong, weak = ("r01", "b10") if lowball else ("r10", "b01")
    s = refgame.make_state(
        2, rounds=2, lowball=lowball, round_=1,
        hands=[[strong, weak, "g05"], ["g06"]],
        won=[["b03", "g04"], ["b04", "g03"]],
        pool=[c for c in DECK if c not in {strong, weak, "g05", "g06", "b03", "g04", "b04", "g03"}][:4],
    )
    s.lead = 1
    s.apply(("play", "g06"))  # seat 1 commits face down; seat 0 does not know what
    view = s.view(0)
    assert set(view.legal) == {("play", c) for c in (strong, weak, "g05")}
    result = search(view, HOOKS, iterations=400, rng=Rng(1))
    assert result.action == ("play", strong)
    assert result.visits[("play", strong)] > result.visits[("play", weak)]


def test_single_legal_action_returns_immediately():
    s = refgame.make_state(2, rounds=1, hands=[["r05"], ["g06"]])
    r = search(s.view(0), HOOKS, iterations=1000, rng=Rng(1))
    assert r.action == ("play", "r05") and r.iterations == 0


def test_should_stop_is_polled_every_iteration():
    s = REF_GAME.new_game(Setup(3, {"rounds": 4}, 3))
    view = s.view(0)
    calls = []

    def stop_after_ten():
        calls.append(1)
        return len(calls) > 10

    r = search(view, HOOKS, iterations=10_000, rng=Rng(1), should_stop=stop_after_ten)
    assert r.iterations == 10 and r.action in view.legal
    r = search(view, HOOKS, iterations=10_000, rng=Rng(1), should_stop=lambda: True)
    assert r.iterations == 0 and r.action in view.legal


def test_search_argument_errors():
    s = REF_GAME.new_game(Setup(2, {}, 3))
    with pytest.raises(ValueError, match="budget"):
        search(s.view(0), HOOKS, rng=Rng(1))
    with pytest.raises(ValueError, match="no decision"):
        search(s.view(1), HOOKS, iterations=10, rng=Rng(1))
    with pytest.raises(ValueError, match="at least 1"):
        search(s.view(0), HOOKS, iterations=0, rng=Rng(1))


def test_make_agent_kinds():
    assert isinstance(make_agent("random"), RandomAgent)
    assert isinstance(make_agent("heuristic"), HeuristicAgent)
    for level, budget in LEVELS.items():
        a = make_agent(level, seed=1)
        assert isinstance(a, ISMCTSAgent) and a.name == level
        assert (a.iterations, a.time_limit) == (budget.iterations, budget.time_limit)
        d = make_agent(level, seed=1, deterministic=True)
        assert (d.iterations, d.time_limit) == (budget.iterations, None)
    assert LEVELS["easy"].iterations <= 300 and LEVELS["hard"].time_limit > LEVELS["normal"].time_limit
    a = make_agent("ismcts:250", seed=1)
    assert (a.iterations, a.time_limit) == (250, None)
    for bad in ("ismcts:0", "ismcts:", "ismcts:x", "ismcts:-3", "ismcts:²", "Hard", "", "mcts"):
        with pytest.raises(ValueError, match="valid kinds: " + ", ".join(AGENT_KINDS)):
            make_agent(bad)


def test_heuristic_agent_uses_the_hooks():
    s = refgame.make_state(2, rounds=2, hands=[["r10", "b02"], ["g06", "g07"]])
    assert make_agent("heuristic", seed=1).choose(s.view(0), HOOKS) == ("play", "r10")
    s = refgame.make_state(2, rounds=2, hands=[["r05", "b02"], ["g06", "g07"]])
    assert make_agent("heuristic", seed=1).choose(s.view(0), HOOKS) == ("play", "b02")


def test_game_levels_override_engine_defaults():
    a = make_agent("normal", seed=1, levels={"normal": (0.25, 1234)})
    assert (a.time_limit, a.iterations) == (0.25, 1234)
    b = make_agent("hard", seed=1, levels={"normal": (0.25, 1234)})
    assert (b.time_limit, b.iterations) == (LEVELS["hard"].time_limit, LEVELS["hard"].iterations)
    c = make_agent("normal", seed=1, deterministic=True, levels={"normal": (0.25, 1234)})
    assert (c.time_limit, c.iterations) == (None, 1234)


def test_exploration_constant_comes_from_the_game_unless_the_agent_sets_one(monkeypatch):
    import tabletop.engine.agents as agents_mod
    seen = []

    def fake_search(view, hooks, **kw):
        seen.append(kw["c"])
        return search(view, hooks, **kw)

    monkeypatch.setattr(agents_mod, "search", fake_search)

    class Wide(type(HOOKS)):
        exploration = 0.2

    view = random_positions(1, seed=3)[0]
    view = view.view(view.current_player())
    make_agent("ismcts:20", seed=1).choose(view, HOOKS)
    make_agent("ismcts:20", seed=1).choose(view, Wide())
    ISMCTSAgent(iterations=20, seed=1, c=1.5).choose(view, Wide())
    assert seen == [0.7, 0.2, 1.5]


# -- progressive bias / widening (AIHooks.prior_weight, off by default) --------------------

class _PriorHooks(type(HOOKS)):
    """The reference hooks with a prior that loves one card and a widening exponent."""

    def __init__(self, loved, weight=5.0, widening=None):
        self.loved = loved
        self.prior_weight = weight
        self.widening = widening
        self.calls = 0

    def action_prior(self, state, actions):
        self.calls += 1
        return [10.0 if a == ("play", self.loved) else 1.0 for a in actions]


def _wide_view():
    s = random_positions(1, seed=5)[0]
    while len(s.legal_actions()) < 3:
        s = random_positions(1, seed=s.rng.state)[0]
    return s.view(s.current_player())


def test_prior_is_off_by_default_and_the_default_prior_is_uniform():
    assert HOOKS.prior_weight == 0.0 and HOOKS.widening is None
    view = _wide_view()
    assert list(HOOKS.action_prior(None, view.legal)) == [1.0] * len(view.legal)


def test_prior_expands_the_favourite_first_and_biases_the_search():
    view = _wide_view()
    loved = view.legal[-1]
    hooks = _PriorHooks(loved[1])
    r = search(view, hooks, iterations=1, rng=Rng(2))
    assert r.action == loved and hooks.calls == 1
    plain = search(view, HOOKS, iterations=60, rng=Rng(2))
    biased = search(view, _PriorHooks(loved[1], weight=50.0), iterations=60, rng=Rng(2))
    assert biased.visits[loved] > plain.visits.get(loved, 0)
    assert biased.action == loved
    again = search(view, _PriorHooks(loved[1], weight=50.0), iterations=60, rng=Rng(2))
    assert again.visits == biased.visits  # still reproducible


def test_departure_margin_keeps_the_prior_s_favourite_unless_the_search_measured_better():
    """With ``departure_margin`` the answer is the prior's favourite unless the most visited
    action's mean reward beats it by more than the margin; the search itself is unchanged."""
    view = _wide_view()
    for loved in view.legal:  # a favourite the search (with a negligible bias) does not pick
        plain = search(view, _PriorHooks(loved[1], weight=1e-9), iterations=200, rng=Rng(7))
        if plain.action != loved:
            break
    else:
        raise AssertionError("the search picked every favourite")
    keep = _PriorHooks(loved[1], weight=1e-9)
    keep.departure_margin = 2.0  # rewards lie in [0, 1]: nothing beats the favourite by 2
    kept = search(view, keep, iterations=200, rng=Rng(7))
    assert kept.action == loved and kept.visits == plain.visits
    leave = _PriorHooks(loved[1], weight=1e-9)
    leave.departure_margin = -2.0  # off: the most visited, as without a margin
    assert search(view, leave, iterations=200, rng=Rng(7)).action == plain.action
    leave.departure_margin = 1e-12  # on, but any measured lead is enough to leave
    assert search(view, leave, iterations=200, rng=Rng(7)).action == plain.action
    assert HOOKS.departure_margin == 0.0


def test_widening_limits_the_children_of_a_node():
    view = _wide_view()
    n = len(view.legal)
    r = search(view, _PriorHooks(view.legal[0][1], weight=1.0, widening=0.5), iterations=3, rng=Rng(4))
    assert len(r.visits) == min(n, 2)  # visits 0 -> 1 child, 1 -> 2, 2 -> 2
    r = search(view, _PriorHooks(view.legal[0][1], weight=1.0), iterations=n, rng=Rng(4))
    assert len(r.visits) == n  # without widening every action is tried first


def test_settled_decisions_skip_the_search(monkeypatch):
    """A game's ``settled`` move is played as is (no search); None lets the search decide."""
    import tabletop.engine.agents as agents_mod
    calls = []

    def fake_search(view, hooks, **kw):
        calls.append(view.player)
        return search(view, hooks, **kw)

    monkeypatch.setattr(agents_mod, "search", fake_search)
    view = _wide_view()
    pick = view.legal_actions()[-1]

    class Settling(type(HOOKS)):
        def settled(self, v):
            return pick

    agent = make_agent("ismcts:30", seed=1)
    assert HOOKS.settled(view) is None
    assert agent.choose(view, Settling()) == pick and calls == [] and agent.last is None
    assert agent.choose(view, HOOKS) in view.legal_actions() and calls == [view.player]
    assert agent.last is not None and agent.last.iterations == 30


def test_agents_search_with_the_hooks_of_their_level():
    """``AIHooks.for_level`` gets the agent's name; the default hands back the same hooks."""
    view = _wide_view()
    asked = []

    class Tuned(type(HOOKS)):
        def for_level(self, level):
            asked.append(level)
            return tuned if level == "hard" else self

    class Seen(type(HOOKS)):
        def settled(self, v):
            return v.legal_actions()[0]

    tuned = Seen()
    assert HOOKS.for_level("hard") is HOOKS
    hooks = Tuned()
    assert make_agent("hard", seed=1, deterministic=True, levels={"hard": (1.0, 5)}).choose(view, hooks) \
        == view.legal_actions()[0]
    assert make_agent("ismcts:5", seed=1).choose(view, hooks) in view.legal_actions()
    assert asked == ["hard", "ismcts:5"]


def test_a_hooks_variant_is_made_once_with_its_settings():
    class Tunable(type(HOOKS)):
        depth = 3

    base = Tunable()
    deep = base.variant(depth=9)
    assert type(deep) is Tunable and deep.depth == 9 and base.depth == 3
    assert base.variant(depth=9) is deep and deep.variant(depth=9) is deep
    assert base.variant(depth=3) is base
    assert base.variant(depth=5) is not deep and base.variant(depth=5).depth == 5
    with pytest.raises(AttributeError, match="no setting 'deph'"):
        base.variant(deph=9)


def test_a_variant_of_a_variant_keeps_the_settings_it_was_made_with():
    """A level's settings (``for_level``) on top of hooks that are already a variant keep the
    variant's own settings: a bench's agent with another setting still searches at its level."""
    class Tunable(type(HOOKS)):
        depth = 3
        width = 1

    base = Tunable()
    wide = base.variant(width=4)
    both = wide.variant(depth=9)
    assert (both.depth, both.width) == (9, 4) and (wide.depth, wide.width) == (3, 4)
    assert wide.variant(depth=9) is both and base.variant(depth=9).width == 1
    assert both.variant(width=1).width == 1 and both.variant(width=1).depth == 9


class _Guess:
    """Seat 0 takes a sure 0.4 ("safe") or dares seat 1 ("risky"), who then names its own
    hidden type (0 or 1) and wins if right. Seat 1 knows its type, so "risky" is worth 0 to
    seat 0; a search that mixes both types in seat 1's decisions thinks it is worth 0.5."""

    def __init__(self, kind):
        self.kind, self.moves = kind, []

    def current_player(self):
        from tabletop.engine.contract import TERMINAL
        return (0, 1, TERMINAL)[len(self.moves)] if self.moves[:1] != ["safe"] else TERMINAL

    def legal_actions(self):
        return ["safe", "risky"] if not self.moves else [0, 1]

    def apply(self, action):
        self.moves.append(action)

    def returns(self):
        if self.moves[0] == "safe":
            return [0.4, 0.6]
        return [0.0, 1.0] if self.moves[1] == self.kind else [1.0, 0.0]


class _GuessView:
    player = 0

    def legal_actions(self):
        return ["safe", "risky"]


class _GuessHooks:
    rollout_depth = None
    decision_context = None

    def determinize(self, view, rng):
        return _Guess(rng.randrange(2))

    def rollout_action(self, state, rng):
        return rng.choice(state.legal_actions())

    def evaluate(self, state):
        raise AssertionError("the game always ends within the play-out")


class _TypedGuessHooks(_GuessHooks):
    def decision_context(self, state, player):
        return state.kind


def test_other_seats_decide_by_their_own_type_when_the_game_names_it():
    fused = search(_GuessView(), _GuessHooks(), iterations=3000, rng=Rng(4))
    typed = search(_GuessView(), _TypedGuessHooks(), iterations=3000, rng=Rng(4))
    assert fused.action == "risky"  # seat 1 played as if it had both types at once
    assert typed.action == "safe"
    assert typed.iterations == sum(typed.visits.values()) == 3000
    assert set(typed.visits) == {"safe", "risky"}


class _LuckyHooks:
    rollout_depth = None
    root_halving = False

    def determinize(self, view, rng):
        return _Lucky((rng.randrange(801) - 400) / 1000)

    def rollout_action(self, state, rng):
        raise AssertionError("no roll-out: the answer ends the game")

    def evaluate(self, state):
        raise AssertionError("no cut-off: the answer ends the game")


class _Lucky:
    """Seat 0 picks one of four answers, worth 0.50, 0.52, 0.54 and 0.56, plus a luck the
    determinization draws (hidden, from -0.4 to 0.4) that is the same whatever the answer."""

    def __init__(self, luck, path=()):
        self.luck, self.path = luck, path

    def current_player(self):
        return 0 if not self.path else -1

    def legal_actions(self):
        return ["a0", "a1", "a2", "a3"]

    def apply(self, a):
        self.path = (a,)

    def clone(self):
        return _Lucky(self.luck, self.path)

    def returns(self):
        r = 0.5 + 0.02 * int(self.path[0][1]) + self.luck
        return [r, 1.0 - r]


class _LuckyView:
    player = 0
    legal = ("a0", "a1", "a2", "a3")

    def legal_actions(self):
        return list(self.legal)


def test_root_halving_compares_answers_on_the_same_samples():
    """Luck (SD 0.23) swamps the answers' differences (0.02) in any one sample. Searched by
    UCB, 40 iterations often miss the best answer; with ``root_halving`` every answer still in
    is scored on the same determinizations, the luck cancels, and the best one is found every
    time. The budget is spent exactly: 4 answers get 5 iterations each, the better 2 then 10
    more each."""
    plain, halving = _LuckyHooks(), _LuckyHooks()
    halving.root_halving = True
    plain_right = 0
    for seed in range(12):
        r = search(_LuckyView(), halving, iterations=40, rng=Rng(seed))
        assert r.action == "a3" and r.iterations == 40
        assert sorted(r.visits.values()) == [5, 5, 15, 15]
        plain_right += search(_LuckyView(), plain, iterations=40, rng=Rng(seed)).action == "a3"
    assert plain_right < 12
    stopped = search(_LuckyView(), halving, iterations=40, rng=Rng(0), should_stop=lambda: True)
    assert stopped.iterations == 0 and stopped.action in _LuckyView.legal


def test_paired_root_tries_every_answer_on_each_sample_before_the_next():
    """With ``paired_root`` the root's UCB scores its answers on the same samples: each
    sample is dealt again until every answer has been tried on it once, so after 10 samples
    each of the 4 answers has 10 visits, all on the same lucks, and the best mean wins."""
    paired = _LuckyHooks()
    paired.paired_root = True
    for seed in range(12):
        r = search(_LuckyView(), paired, iterations=40, rng=Rng(seed))
        assert r.action == "a3" and r.iterations == 40
        assert sorted(r.visits.values()) == [10, 10, 10, 10]
    # the same sample (the same seed) for each answer of a group, then a new one
    seeds = []

    class Counting(_LuckyHooks):
        paired_root = True

        def determinize(self, view, rng):
            seeds.append(rng.state)
            return super().determinize(view, rng)

    search(_LuckyView(), Counting(), iterations=12, rng=Rng(1))
    groups = [seeds[i:i + 4] for i in range(0, 12, 4)]
    assert all(len(set(g)) == 1 for g in groups) and len({g[0] for g in groups}) == 3


def test_a_search_asks_the_game_through_one_context_of_its_own():
    """``hooks.prepare(view)`` is called once per search; every determinization of that search
    comes from its context, and nothing of it is left on the hooks."""
    import refgame_ai

    made = []

    class Context(refgame_ai._Search):
        def __init__(self, hooks, view):
            super().__init__(hooks, view)
            self.samples = 0
            made.append(self)

        def determinize(self, rng):
            self.samples += 1
            return super().determinize(rng)

    class Hooks(type(HOOKS)):
        def prepare(self, view):
            return Context(self, view)

    hooks = Hooks()
    before = dict(vars(hooks))
    s = random_positions(1, seed=5)[0]
    view = s.view(s.current_player())
    for k in range(2):
        r = search(view, hooks, iterations=30, rng=Rng(k))
        assert r.iterations == 30
    assert len(made) == 2 and [c.samples for c in made] == [30, 30]
    assert vars(hooks) == before
