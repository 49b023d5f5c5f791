"""Pyramid Raiders AI: every agent kind answers legally; the heuristic beats random players."""

import pytest

from tabletop.engine.agents import make_agent
from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng
from tabletop.games.pyramid_raiders.ai import HOOKS, evaluation, hooks, policy
from tabletop.games.pyramid_raiders.rules import GAME


def random_positions(count, seed):
    """Views of the deciding seat at random points of random games (every phase kind)."""
    out = []
    r = Rng(seed)
    k = 0
    while len(out) < count:
        n = 3 + k % 4
        s = GAME.new_game(Setup(n, {"obstacle_layout": ("fixed", "random")[k % 2], "sight_marker": 1 + k % 3}, seed + k))
        k += 1
        stop = r.randint(40, 160)
        steps = 0
        while not s.is_terminal() and steps < stop:
            s.apply(r.choice(s.legal_actions()))
            steps += 1
            if steps % 23 == 0 and not s.is_terminal():
                out.append(s.clone())
        if not s.is_terminal():
            out.append(s)
    return out[:count]


@pytest.mark.parametrize("kind", ["random", "heuristic", "ismcts:8"])
def test_agents_return_legal_actions(kind):
    positions = random_positions(24 if kind != "ismcts:8" else 8, 11)
    agent = make_agent(kind, seed=5, deterministic=True, levels=HOOKS.levels)
    for s in positions:
        p = s.current_player()
        view = s.view(p)
        a = agent.choose(view, HOOKS)
        assert a in s.legal_actions()


def test_easy_and_normal_levels_deterministic_small():
    positions = random_positions(3, 23)
    for kind in ("easy", "normal"):
        agent = make_agent(kind, seed=2, deterministic=True, levels={"easy": (0.1, 6), "normal": (0.5, 10)})
        for s in positions:
            view = s.view(s.current_player())
            a1 = agent.choose(view, HOOKS)
            assert a1 in s.legal_actions()
        again = make_agent(kind, seed=2, deterministic=True, levels={"easy": (0.1, 6), "normal": (0.5, 10)})
        assert again.choose(positions[0].view(positions[0].current_player()), HOOKS) == \
            make_agent(kind, seed=2, deterministic=True,
                       levels={"easy": (0.1, 6), "normal": (0.5, 10)}).choose(
                positions[0].view(positions[0].current_player()), HOOKS)


def test_rollout_and_evaluate():
    for s in random_positions(10, 31):
        r = Rng(1)
        a = HOOKS.rollout_action(s, r)
        assert a in s.legal_actions()
        vals = HOOKS.evaluate(s)
        assert len(vals) == s.num_players and all(0.0 <= v <= 1.0 for v in vals)


def test_heuristic_beats_random():
    wins = 0
    games = 8
    for g in range(games):
        n = 3 + g % 4
        s = GAME.new_game(Setup(n, {}, 900 + g))
        r = Rng(g)
        me = g % n
        while not s.is_terminal():
            p = s.current_player()
            a = HOOKS.heuristic_action(s.view(p), r) if p == me else r.choice(s.legal_actions())
            s.apply(a)
        wins += s.ranking()[me] == 1
    assert wins >= 6, wins


def test_search_state_holds_only_the_searchers_commits():
    """Opponents play the greedy policy and the searcher's own steps, pushes and other
    choices are the rule-based player's, inside apply: after the root, the searcher decides
    only commits; the state ends with the round."""
    from tabletop.engine.contract import TERMINAL
    assert hooks.SEARCHED == ("commit",)
    for s in random_positions(12, 41):
        me = s.current_player()
        view = s.view(me)
        det = HOOKS.determinize(view, Rng(3))
        assert det.current_player() == me
        assert det.view(me).to_json() == view.to_json()
        r = Rng(4)
        start_round = s.round
        first = True
        while det.current_player() != TERMINAL:
            assert det.current_player() == me and (first or det.phase == "commit")
            a = HOOKS.rollout_action(det, r)
            assert a in det.legal_actions()
            det.apply(a)
            first = False
        assert det.phase == "over" or det.round == start_round + 1
        vals = det.returns()
        assert len(vals) == s.num_players and all(0.0 <= v <= 1.0 for v in vals)


def heuristic_games(count, seed):
    """(state before the action, action) of every decision of rule-based self-play games."""
    for g in range(count):
        s = GAME.new_game(Setup(3 + g % 2, {}, seed + g))
        agents = [make_agent("heuristic", seed=seed + g * 10 + p) for p in range(s.num_players)]
        while not s.is_terminal():
            p = s.current_player()
            a = agents[p].choose(s.view(p), HOOKS)
            yield s, a
            s.apply(a)


def test_commit_model_predicts_the_rule_based_commits():
    """The search's model of the others' commits is the card the rule-based player commits:
    every seat that commits after the searcher, in self-play of the rule-based player."""
    predicted, checked, model = {}, 0, None
    for s, a in heuristic_games(3, 700):
        if s.phase != "commit":
            predicted = {}
            continue
        p = s.current_player()
        if p in predicted:
            assert a == ("card", predicted.pop(p))
            checked += 1
        elif not predicted and len(s.hands[p]) > 1:
            view = s.view(p)
            model = HOOKS.prepare(view).commit_model()
            assert model[p] == 0
            predicted = {q: c for q, c in enumerate(model) if c}
            assert all(c in s.hands[q] for q, c in predicted.items())
    assert checked >= 20


def test_search_models_the_others_round_the_rule_based_way(monkeypatch):
    """In a determinization of the search, the others commit (mostly) and walk as the
    rule-based player would; the rule-based player's own samples carry no model."""
    from tabletop.engine.contract import TERMINAL
    assert hooks.MODEL_COMMITS and hooks.MODEL_WALKS
    modelled = others = 0
    for s in random_positions(40, 61):
        me = s.current_player()
        view = s.view(me)
        if view.phase != "commit" or len(view.legal) < 2:
            continue
        det = HOOKS.determinize(view, Rng(5))
        assert det.model[0] == view.round and det.model[1][me] == 0
        assert HOOKS._sample(view, Rng(5), None).model is None
        modelled += sum(1 for c in det.model[1] if c)
        # after the searcher's commit, apply plays the round: the others' choices of more
        # than one option go to the rule-based player, none to the greedy rollout policy
        asked = []
        real_heuristic, real_rollout = hooks.PyramidHooks.heuristic_state, hooks.rollout_policy

        def heuristic_state(self, st, rng, memo):
            asked.append(st.current_player())
            return real_heuristic(self, st, rng, memo)

        def rollout(memo, st, rng, legal=None):
            if st.round == view.round:
                assert st.phase == "commit"  # only the others' unmodelled commits
            return real_rollout(memo, st, rng, legal)
        monkeypatch.setattr(hooks.PyramidHooks, "heuristic_state", heuristic_state)
        monkeypatch.setattr(hooks, "rollout_policy", rollout)
        det.apply(det.legal_actions()[0])
        monkeypatch.undo()
        assert det.current_player() in (me, TERMINAL)
        others += sum(1 for q in asked if q != me)
    assert modelled > 0 and others > 0


def test_defeat_faces_memo_matches_the_guardian():
    """The memoized count of defeating die faces equals running the guardian for each face."""
    for s in random_positions(20, 67):
        for me in range(s.num_players):
            if s.pos[me] < 0:
                continue
            for cell in range(0, 61, 7):
                for extra in (0, 2):
                    memo = evaluation.Memo()
                    cold = evaluation.defeat_faces(memo, s, me, cell, extra)
                    assert evaluation.defeat_faces(memo, s, me, cell, extra) == cold  # from the memo
                    t = s.clone()
                    if t.occ[cell] >= 0 and t.occ[cell] != me:
                        assert cold == 0
                        continue
                    t.occ[t.pos[me]] = -1
                    t.pos[me], t.occ[cell] = cell, me
                    t.bonus += extra
                    hits = 0
                    for die in range(1, 7):
                        u = t.clone()
                        u.guardian_phase(die, record=False)
                        hits += me in u.defeated
                    assert cold == hits


def test_guardian_outcome_memo_matches_the_guardian():
    for s in random_positions(20, 71):
        for me in range(s.num_players):
            for facing, flip in ((None, False), (None, True), (2, False), (5, True)):
                memo = evaluation.Memo()
                cold = HOOKS._guardian_outcome(memo, s, me, facing, flip)
                assert HOOKS._guardian_outcome(memo, s, me, facing, flip) == cold
                t = s.clone()
                if facing is not None:
                    t.facing = facing
                if flip:
                    t.tile_cw = not t.tile_cw
                total = 0.0
                for die in range(1, 7):
                    u = t.clone()
                    u.guardian_phase(die, record=False)
                    for p in u.defeated:
                        c = evaluation.curse_cost(s.curses[p])
                        total += -2.0 * c if p == me else c / max(1, s.num_players - 1)
                assert cold == total / 6.0


def test_search_levels_settle_every_decision_but_the_commit():
    """At the table, the search levels search only the card to commit; the other decisions
    are the heuristic's (the same one for the same view), so a level answers them at once."""
    phases = set()
    for s in random_positions(60, 43):
        view = s.view(s.current_player())
        got = HOOKS.settled(view)
        if view.phase == "commit" or len(view.legal) < 2:
            assert got is None
        else:
            assert got in view.legal and got == HOOKS.settled(view)
            phases.add(view.phase)
    assert {"step", "entry"} <= phases or {"step", "push"} <= phases, phases
    agent = make_agent("ismcts:5", seed=1)
    for s in random_positions(30, 47):
        view = s.view(s.current_player())
        if view.phase != "commit" and len(view.legal) > 1:
            assert agent.choose(view, HOOKS) == HOOKS.settled(view) and agent.last is None


def test_hard_searches_one_round_further():
    """The hard level's hooks cut the search a round later; every other level's are the same."""
    from tabletop.engine.contract import TERMINAL
    hard = HOOKS.for_level("hard")
    assert hard is HOOKS.for_level("hard") and hard.horizon == hooks.HARD_HORIZON == HOOKS.horizon + 1
    assert all(HOOKS.for_level(k) is HOOKS for k in ("easy", "normal", "ismcts:50"))
    commits = 0
    for s in random_positions(20, 59):
        if s.phase != "commit" or s.round >= s.rounds:
            continue
        me = s.current_player()
        view = s.view(me)
        det = hard.determinize(view, Rng(8))
        assert det.cut_round == view.round + 1
        r = Rng(2)
        while det.current_player() != TERMINAL:
            assert det.current_player() == me
            if det.round == view.round + 1:
                assert det.phase == "commit"
                commits += 1
            det.apply(HOOKS.rollout_action(det, r))
        assert det.phase == "over" or det.round == view.round + 2
    assert commits > 0


def test_static_walk_tables_cover_the_exact_walks():
    from tabletop.games.pyramid_raiders.rules import reachable
    for s in random_positions(16, 53):
        for seat in range(s.num_players):
            if s.pos[seat] < 0 or (s.phase == "step" and s.active == seat):
                continue
            memo, table = policy.ends_tables(evaluation.Memo(), s.terrain, s.items[seat])
            for n in (1, 3, 5):
                exact = reachable(s, seat, n)
                k = s.walker(seat).length(s.pos[seat], n)
                assert set(exact) <= set(policy.static_ends(memo, table, s.pos[seat], -1, k))


def test_danger_map_is_a_probability():
    for s in random_positions(10, 67):
        me = s.current_player()
        if me < 0:
            continue
        dm = policy.danger_map(evaluation.Memo(), s, me)
        assert dm and all(0.0 < v <= 1.0 for v in dm.values())  # the guardian always enters a cell
