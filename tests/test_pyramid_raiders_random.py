"""Pyramid Raiders: seeded random games with the game's own invariants after every action
(tokens conserved, figures on legal cells), and on samples its secrets (another seat's
hidden commit changed leaves a view as it was) and reveals. What every game owes the
contract (round-trips, views, determinizations, replay...) is ``tests/test_games_contract.py``'s."""

import json

import pytest

from tabletop.engine.contract import Setup
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
    while not state.is_terminal():
        assert len(actions) <= bound, "the game does not end"
        check_invariants(state)
        legal = state.legal_actions()
        if heavy and (len(actions) % 3 == 0 or state.phase == "commit"):
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
    return state, actions


def heavy_checks(state, k, chooser):
    n = state.num_players
    for q in range(n):
        v = state.view(q)
        vj = json.loads(json.dumps(v.to_json()))
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
        # a determinization keeps the game's invariants
        check_invariants(HOOKS.determinize(v, Rng(k * 7 + q)))


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

