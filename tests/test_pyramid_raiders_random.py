"""Pyramid Raiders: seeded random games with invariants after every action, JSON and record
round-trips, view secrecy and determinization."""

import json

import pytest

from contract_checks import assert_view_isolated
from tabletop.engine import i18n
from tabletop.engine.contract import Setup
from tabletop.engine.record import GameRecord, Seat, replay
from tabletop.engine.rng import Rng
from tabletop.games.pyramid_raiders import data as D
from tabletop.games.pyramid_raiders.ai import HOOKS
from tabletop.games.pyramid_raiders.rules import GAME

OPTION_SETS = [
    {"sight_marker": m, "obstacle_layout": lay, "turn_tile_start": tile, "start_player": sp}
    for m in (1, 2, 3) for lay in ("fixed", "random") for tile in ("cw", "ccw") for sp in ("die_roll", "seat0")
]  # 24 combinations


def check_invariants(s):
    n = s.num_players
    # tokens conserved
    for k in range(7):
        on_board = sum(1 for t in s.tokens if t == k)
        held = sum(h[k] for h in s.holdings)
        assert on_board + held + s.removed[k] == D.TOKEN_TOTALS[k], k
        assert s.removed[k] >= 0 and all(h[k] >= 0 for h in s.holdings)
    assert all(c >= 0 for c in s.curses)
    for c in range(D.NCELLS):
        if s.terrain[c] != ".":
            assert s.tokens[c] == -1
    # cards: hand (with the commit) + played = one full set
    for p in range(n):
        assert sorted(s.hands[p] + s.played[p]) == [1, 2, 3, 4, 5]
        if s.commits[p]:
            assert s.commits[p] in s.hands[p] or s.commits[p] == s.played[p][-1]
    # figures
    occ = [-1] * D.NCELLS
    for piece, c in enumerate(s.pos):
        if c < 0:
            continue
        if piece < 6:
            assert piece < n
        chained = s.phase == "push" and piece == s.chain_piece
        if not chained:
            assert occ[c] == -1, "two pieces share a cell"
            occ[c] = piece
        assert s.terrain[c] != "#"
        if s.terrain[c] == "~":
            assert piece < 6 and s.items[piece] == "diving_helmet"
        assert c != s.guardian
    if s.phase != "push":
        assert occ == s.occ
    assert s.terrain[s.guardian] != "#"
    if s.phase not in ("entry", "return", "over"):
        assert all(s.pos[p] >= 0 for p in range(n))
    assert 1 <= s.round <= s.rounds
    cur = s.current_player()
    legal = s.legal_actions()
    assert (cur == -1) == (not legal) == s.is_terminal()
    if cur != -1:
        assert 0 <= cur < n and len(set(legal)) == len(legal)


def play(n, options, seed, heavy=False):
    setup = Setup(n, options, seed)
    state = GAME.new_game(setup)
    chooser = Rng(seed ^ 0x5EED)
    actions = []
    bound = state.rounds * n * 40 + 2 * n
    mid = chooser.randrange(bound // 4)
    snapshot = None
    while not state.is_terminal():
        assert len(actions) <= bound, "the game does not end"
        check_invariants(state)
        legal = state.legal_actions()
        if heavy:
            if len(actions) == mid:
                snapshot = json.loads(json.dumps(state.to_json()))
                assert GAME.state_from_json(snapshot).to_json() == state.to_json()
            if len(actions) % 3 == 0 or state.phase == "commit":
                heavy_checks(state, len(actions), chooser)
        action = chooser.choice(legal)
        if heavy:
            reveals = [state.reveals_information(action, q) for q in range(n)]
            before = [state.view(q) for q in range(n)]
        state.apply(action)
        actions.append(state.action_to_str(action))
        if heavy:
            for q in range(n):
                if not reveals[q]:
                    after = state.view(q)
                    for p in range(n):
                        if p != q and before[q].revealed[p] == 0 and after.revealed[p]:
                            # a reveal that q saw coming: only a one-card hand
                            assert before[q].hands[p] == (after.revealed[p],)
                    assert after.ndice == before[q].ndice
    check_invariants(state)
    assert state.round == state.rounds and state.phase == "over"
    rows = state.score_breakdown()
    assert [float(r["total"]) for r in rows] == state.scores()
    record = GameRecord("pyramid_raiders", setup, tuple(Seat(f"P{i}", "random") for i in range(n)), actions)
    if heavy or seed % 10 == 0:
        again = GameRecord.from_json(json.loads(json.dumps(record.to_json())))
        replayed = replay(again, GAME)
        assert replayed.to_json() == state.to_json()
        assert replayed.scores() == state.scores() and replayed.ranking() == state.ranking()
    if snapshot is not None:
        resumed = GAME.state_from_json(snapshot)
        for text in actions[mid:]:
            resumed.apply(resumed.str_to_action(text))
        assert resumed.to_json() == state.to_json()
    return state, actions


def heavy_checks(state, k, chooser):
    n = state.num_players
    p = state.current_player()
    legal = state.legal_actions()
    for a in legal:
        text = state.action_to_str(a)
        assert state.str_to_action(text) == a
    for lang in i18n.LANGS:
        assert state.prompt(lang)
        assert state.describe_action(legal[0], lang)
    for q in range(n):
        v = state.view(q)
        vj = json.loads(json.dumps(v.to_json()))
        assert GAME.view_from_json(vj).to_json() == vj
        assert v.legal_actions() == (legal if q == p else [])
        if q == p:
            assert [v.action_to_str(a) for a in legal] == [state.action_to_str(a) for a in legal]
        # secrecy: changing the other seats' hidden commits does not change q's view
        assert "commits" not in vj and "item_pool" not in vj and "rng" not in vj
        other = state.clone()
        changed = False
        for r in range(n):
            if r != q and state.commits[r] and not v.revealed[r] and len(state.hands[r]) > 1:
                alt = [c for c in state.hands[r] if c != state.commits[r]]
                other.commits[r] = alt[0]
                changed = True
        if changed:
            assert json.dumps(other.view(q).to_json(), sort_keys=True) == json.dumps(vj, sort_keys=True)
        # determinization agrees with the view
        det = HOOKS.determinize(v, Rng(k * 7 + q))
        assert det.view(q).to_json() == v.to_json()
        assert det.current_player() == state.current_player()
    if k % 30 == 0:
        for q in range(n):
            assert_view_isolated(state, q)


CONFIGS = [(n, i) for n in (3, 4, 5, 6) for i in range(len(OPTION_SETS))]  # 96 configs


@pytest.mark.parametrize("n, opt", CONFIGS)
def test_random_games_keep_invariants(n, opt):
    # 11 games per config: 96 x 11 = 1,056 games
    for k in range(11):
        seed = 100000 * n + 1000 * opt + k
        play(n, OPTION_SETS[opt], seed, heavy=False)


@pytest.mark.parametrize("n", (3, 4, 5, 6))
def test_random_games_heavy_checks(n):
    for k in range(2):
        play(n, OPTION_SETS[(5 * n + 7 * k) % len(OPTION_SETS)], 777 * n + k, heavy=True)


def test_same_seed_same_game():
    a = GAME.new_game(Setup(5, {"obstacle_layout": "random"}, 9)).to_json()
    assert a == GAME.new_game(Setup(5, {"obstacle_layout": "random"}, 9)).to_json()
    assert a["tokens"] != GAME.new_game(Setup(5, {"obstacle_layout": "random"}, 10)).to_json()["tokens"]


def test_clone_is_independent():
    s = GAME.new_game(Setup(4, {}, 4))
    before = s.to_json()
    c = s.clone()
    r = Rng(3)
    while not c.is_terminal():
        c.apply(r.choice(c.legal_actions()))
    assert s.to_json() == before
