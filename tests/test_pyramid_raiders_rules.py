"""Pyramid Raiders: the spec's worked examples and hand-built positions for the special rules."""

import pytest

from tabletop.engine import i18n
from tabletop.engine.contract import IllegalAction, Setup
from tabletop.engine.rng import Rng
from tabletop.games.pyramid_raiders import data as D
from tabletop.games.pyramid_raiders.rules import (
    GAME, occupancy_from_positions, reachable, score_parts, str_to_action, action_to_str,
)

KOBAN, POTTERY, CUP, TOTEM, MASK, JEWEL, SCROLL = range(7)
NE, E, SE, SW, W, NW = range(6)


def C(q, r):
    return D.CELL_INDEX[(q, r)]


def cells(*qrs):
    return {C(q, r) for q, r in qrs}


OTHER_ITEMS = ("lucky_charm", "rocket_shoes", "snaking_box", "power_gloves", "magic_hands", "big_magnets")


def position(n, pos, guardian=(0, 0), facing=E, items=None, tokens=None, tile_cw=True, terrain=None,
             start=0, marker=1):
    """A hand-built round-1 position in the commit phase, start player ``start``."""
    s = GAME.new_game(Setup(n, {"start_player": "seat0", "sight_marker": marker}, 1))
    if terrain is not None:
        s.terrain = terrain
    s.pos = [-1] * 7
    for piece, (q, r) in pos.items():
        s.pos[piece] = C(q, r)
    s.occ = occupancy_from_positions(s.pos)
    s.guardian = C(*guardian)
    s.facing = facing
    s.tile_cw = tile_cw
    s.items = tuple(items) if items else ("spring_boots", "teleport_door", "decoy_doll", "diving_helmet",
                                          "lucky_charm", "snaking_box")[:n]
    if tokens is not None:
        s.tokens = [-1] * D.NCELLS
        for (q, r), t in tokens.items():
            s.tokens[C(q, r)] = t
    s.start = start
    s._round_start()
    s._legal = None
    return s


def commit(s, cards):
    while s.phase == "commit":
        p = s.current_player()
        s.apply(("card", cards[p]))


def legal_cells(s, verb):
    return {a[1] for a in s.legal_actions() if isinstance(a, tuple) and a[0] == verb}


def die_rng(face):
    """An Rng whose next randint(1, 6) is ``face``."""
    for seed in range(1000):
        if Rng(seed).randint(1, 6) == face:
            return Rng(seed)
    raise AssertionError


def guardian_cells(report):
    return [e["to"] for e in report["events"] if e["kind"] == "move"]


# -- geometry -----------------------------------------------------------------------------------

def test_board_geometry():
    assert D.NCELLS == 61
    assert [sum(1 for r in D.RING if r == k) for k in range(5)] == [1, 6, 12, 18, 24]
    assert len(D.EDGE) == 24 and all(c in D.EDGE for c in D.CORNERS)
    t = D.DEFAULT_TERRAIN
    assert t.count("#") == 6 and t.count("~") == 6 and t.count(".") == 49
    assert t[D.CENTRE] == "." and all(t[c] == "." for c in D.EDGE)
    assert D.CELLS[0] == (0, -4) and D.CELLS[-1] == (0, 4)
    assert D.NEIGH[C(0, 0)][E] == C(1, 0) and D.NEIGH[C(0, -4)][NW] == -1


def test_setup_tokens_and_items():
    s = GAME.new_game(Setup(4, {}, 7))
    toks = s.tokens
    assert all(toks[c] == SCROLL for c in D.CORNERS + (D.CENTRE,))
    assert sum(1 for t in toks if t >= 0) == 49
    assert all(toks[c] >= 0 for c in range(61) if s.terrain[c] == ".")
    assert all(sum(1 for t in toks if t == k) == 7 for k in range(7))
    assert len(set(s.items + s.item_pool)) == 10 and len(s.items) == 4
    assert s.guardian == D.CENTRE and s.phase == "entry"


def test_random_layout_is_connected_and_inner():
    for seed in range(5):
        s = GAME.new_game(Setup(3, {"obstacle_layout": "random"}, seed))
        t = s.terrain
        assert t.count("#") == 6 and t.count("~") == 6
        assert all(t[c] == "." for c in D.EDGE) and t[D.CENTRE] == "."


# -- E1, E2 scoring -----------------------------------------------------------------------------------

def test_e1_scoring_example():
    parts = score_parts([5, 2, 1, 1, 0, 0, 2], 2)
    assert parts == {"sets": 13, "variety": 3, "scrolls": 6, "curses": -4, "total": 18}


def test_e2_scoring_edge_cases_and_tie_break():
    assert score_parts([7, 0, 0, 3, 1, 0, 1], 0) == {"sets": 26, "variety": 2, "scrolls": 2, "curses": 3,
                                                      "total": 33}
    assert score_parts([0] * 6 + [3], 1)["total"] == -2
    s = position(3, {0: (-4, 0), 1: (4, 0), 2: (0, 4)})
    s.holdings[0] = [5, 2, 1, 1, 0, 0, 2]  # C: 18 with 2 curses
    s.curses[0] = 2
    s.holdings[1] = [5, 3, 0, 0, 0, 0, 4]  # D: 11 + 4 + 1 + 4 - 2 = 18 with 1 curse
    s.curses[1] = 1
    assert s.scores()[:2] == [18.0, 18.0]
    assert s.ranking()[:2] == [2, 1]
    s.curses[1] = 2
    s.holdings[1] = [5, 3, 0, 0, 0, 0, 6]  # 15 + 1 + 6 - 4 = 18
    assert s.scores()[:2] == [18.0, 18.0]
    assert s.ranking()[0] == s.ranking()[1]
    rows = s.score_breakdown()
    assert rows[0]["total"] == 18 and rows[0]["curse_count"] == 2


# -- E3 orders -----------------------------------------------------------------------------------

def test_e3_setup_and_turn_orders():
    s = GAME.new_game(Setup(4, {"start_player": "seat0"}, 3))
    s.start = 2
    s.queue = tuple((s.start - 1 - k) % 4 for k in range(4))
    assert s.queue == (1, 0, 3, 2)
    order = []
    while s.phase == "entry":
        order.append(s.current_player())
        s.apply(s.legal_actions()[0])
    assert order == [1, 0, 3, 2]
    assert s.rounds == 11
    assert s.phase == "commit" and s.queue == (2, 3, 0, 1)
    commit(s, {0: 3, 1: 3, 2: 3, 3: 3})
    turns = []
    while s.phase != "commit":
        if s.phase in MOVE:
            if s.turn < 4 and (not turns or turns[-1] != s.active):
                turns.append(s.active)
        if s.phase == "return" or s.round != 1:
            break
        s.apply(s.legal_actions()[0])
    assert turns == [2, 3, 0, 1]


MOVE = ("mode", "step", "push", "tele", "grab", "take", "decoy", "face", "flip")


def test_e3_return_order_next_start_and_card_refresh():
    s = position(4, {0: (-4, 0), 1: (4, 0), 2: (0, 4), 3: (0, -4)}, start=2)
    s.defeated = (0, 2)
    n, st = 4, s.start
    queue = tuple(q for q in ((st - k) % n for k in range(n)) if q in s.defeated)
    assert queue == (2, 0)
    # play rounds with seat-0 agents until round 6; every hand refills at rounds 6 and 11
    s = GAME.new_game(Setup(4, {"start_player": "seat0"}, 11))
    rng = Rng(1)
    seen_refill = []
    last_round = 1
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
        if s.round != last_round and s.phase == "commit":
            last_round = s.round
            if all(len(h) == 5 for h in s.hands) and s.round > 1:
                seen_refill.append(s.round)
            assert s.start == (s.round - 1) % 4
    assert seen_refill == [6, 11]


def test_start_player_reroll_ties():
    for seed in range(200):
        s = GAME.new_game(Setup(4, {}, seed))
        if len(s.start_rolls) >= 2:
            break
    else:
        raise AssertionError("no tie in 200 seeds")
    first = s.start_rolls[0]
    top = max(first)
    tied = [p for p in range(4) if first[p] == top]
    assert len(tied) >= 2
    assert all(s.start_rolls[1][p] == 0 for p in range(4) if p not in tied)
    last = s.start_rolls[-1]
    assert s.start == max(range(4), key=lambda p: last[p])
    assert s.queue[-1] == s.start  # the start player enters last


# -- E4 exact steps and push chains ----------------------------------------------------------------

def test_e4a_from_a_corner():
    s = position(3, {0: (0, -4), 1: (-4, 4), 2: (4, 0)}, items=OTHER_ITEMS[:3])
    commit(s, {0: 2, 1: 3, 2: 3})
    assert s.phase == "step" and s.active == 0
    assert legal_cells(s, "step") == cells((1, -4), (-1, -3))
    assert set(reachable(s, 0)) == cells((2, -4), (1, -3), (-1, -2), (-2, -2))
    view = s.view(0)
    assert set(reachable(view, 0)) == cells((2, -4), (1, -3), (-1, -2), (-2, -2))


def test_e4b_push_chain():
    s = position(3, {0: (-2, 0), 1: (-1, 0), 2: (0, 0)}, guardian=(1, 0), items=OTHER_ITEMS[:3])
    s.tokens[C(-1, 0)] = JEWEL
    commit(s, {0: 1, 1: 3, 2: 3})
    assert legal_cells(s, "step") == cells((-1, 0), (-3, 1), (-2, -1))
    s.apply(("step", C(-1, 0)))
    assert s.phase == "push" and s.chain_piece == 1
    assert legal_cells(s, "push") == cells((0, -1), (0, 0), (-1, 1))
    s.apply(("push", C(0, 0)))
    assert s.phase == "push" and s.chain_piece == 2
    assert legal_cells(s, "push") == cells((1, -1), (0, 1), (-1, 1), (0, -1))
    s.apply(("push", C(0, 1)))
    assert s.pos[:3] == [C(-1, 0), C(0, 0), C(0, 1)]
    assert s.holdings[0][JEWEL] == 1 and sum(s.holdings[1]) == 0 and sum(s.holdings[2]) == 0
    assert s.phase == "face" and s.active == 0  # card 1: the icon comes next


# -- E5 fallback ----------------------------------------------------------------------------------

E5_TERRAIN = D.terrain_of(
    [C(*c) for c in ((1, -1), (0, 1), (-1, 1), (-1, 0), (0, -1), (2, -1))],
    [C(*c) for c in ((1, 1), (-3, 0), (0, -3), (3, -3), (-3, 3), (0, 3))],
)


def test_e5a_fallback_length_one():
    s = position(3, {0: (0, 0), 1: (-4, 4), 2: (-4, 0)}, guardian=(2, 0), terrain=E5_TERRAIN,
                 items=OTHER_ITEMS[:3])
    s.tokens[C(1, 0)] = TOTEM
    commit(s, {0: 3, 1: 3, 2: 3})
    assert s.w_len == 1 and s.legal_actions() == [("step", C(1, 0))]
    s.apply(("step", C(1, 0)))
    assert s.holdings[0][TOTEM] == 1


def test_e5b_fallback_length_zero_takes_token_underfoot():
    s = position(3, {0: (0, 0), 1: (-4, 4), 2: (-4, 0)}, guardian=(1, 0), terrain=E5_TERRAIN,
                 items=OTHER_ITEMS[:3])
    s.tokens[C(0, 0)] = SCROLL
    commit(s, {0: 3, 1: 3, 2: 3})
    assert s.active == 1  # seat 0's move was automatic
    assert s.pos[0] == C(0, 0) and s.holdings[0][SCROLL] == 1


# -- E6 the rulebook round --------------------------------------------------------------------------

def e6_position():
    s = position(4, {0: (-3, 1), 1: (2, 0), 2: (4, -3), 3: (-2, 4)}, guardian=(1, -3), facing=SW,
                 tile_cw=False, items=("big_magnets", "spring_boots", "decoy_doll", "teleport_door"),
                 tokens={(1, -1): POTTERY, (0, 1): KOBAN, (-1, 4): TOTEM, (0, 0): SCROLL})
    return s


def test_e6_rulebook_round():
    s = e6_position()
    commit(s, {0: 4, 1: 2, 2: 5, 3: 1})
    # Osiris, card 4
    for c in ((-2, 0), (-1, 0), (0, -1), (1, -1)):
        s.apply(("step", C(*c)))
    assert s.holdings[0][POTTERY] == 1 and s.bonus == 1
    # Polabsky, card 2
    s.apply(("step", C(1, 0)))
    s.apply(("step", C(0, 1)))
    assert s.holdings[1][KOBAN] == 1 and s.phase == "flip"
    s.apply("flip")
    assert s.tile_cw
    # Konga, card 5
    for c in ((4, -2), (3, -1), (2, 0), (1, 0)):
        s.apply(("step", C(*c)))
    s.apply(("step", C(1, -1)))
    assert s.phase == "push" and s.chain_piece == 0
    assert legal_cells(s, "push") == cells((2, -2), (0, -1), (0, 0))
    s.apply(("push", C(0, 0)))
    assert sum(s.holdings[2]) == 0 and s.tokens[C(0, 0)] == SCROLL and s.bonus == 3
    # Harbinson, card 1
    s.rng = die_rng(6)
    s.apply(("step", C(-1, 4)))
    assert s.holdings[3][TOTEM] == 1 and s.phase == "face"
    s.apply(("face", E))
    rep = s.report
    assert rep["die"] == 6 and rep["bonus"] == 3 and rep["steps"] == 9
    assert guardian_cells(rep) == [C(*c) for c in ((2, -3), (3, -3), (4, -3), (4, -2), (4, -1), (3, 0),
                                                     (2, 0), (1, 0), (0, 0))]
    looks = [e for e in rep["events"] if e["kind"] == "look"]
    at = {}
    for e in looks:
        at.setdefault(e["cell"], []).append(e)
    # at (4,-1): only Harbinson, SW line, distance 5
    e = at[C(4, -1)][0]
    assert e["result"] == "turn" and e["to"] == SW and e["nearest"] == 5
    assert [ln["seen"] for ln in e["lines"] if ln["seen"]] == [((3, 5),)]
    # at (3,0): Harbinson at 4 (SW), Osiris at 3 (W): turns W
    e = at[C(3, 0)][0]
    assert e["to"] == W and e["nearest"] == 3
    seen = sorted(x for ln in e["lines"] for x in ln["seen"])
    assert seen == [(0, 3), (3, 4)]
    # at (1,0): three at distance 1: no turn
    e = at[C(1, 0)][0]
    assert e["result"] == "tie" and e["to"] == W
    blocked = [e for e in rep["events"] if e["kind"] == "blocked"]
    assert len(blocked) == 1 and blocked[0]["cell"] == C(4, -3) and blocked[0]["turns"] == (SE,)
    assert rep["defeated"] == (0,) and s.curses == [1, 0, 0, 0]
    assert s.guardian == C(0, 0) and s.facing == W
    assert s.tokens[C(0, 0)] == -1 and s.removed[SCROLL] == 1
    assert s.phase == "return" and s.current_player() == 0
    s.apply(s.legal_actions()[0])
    assert s.start == 1 and s.round == 2 and s.tile_cw


# -- E7 tie and Rocket Shoes -----------------------------------------------------------------------

def guardian_only(n, pos, items, guardian, facing, die, tile_cw=True, bonus=0, tokens=None):
    s = position(n, pos, guardian=guardian, facing=facing, items=items, tile_cw=tile_cw, tokens=tokens)
    s.rng = die_rng(die)
    s.bonus = bonus
    s.guardian_phase()
    return s


def test_e7_tie_and_rocket_shoes():
    s = guardian_only(3, {0: (4, 0), 1: (0, 2), 2: (2, -2)}, ("rocket_shoes", "lucky_charm", "snaking_box"),
                      (0, 0), E, 2, tokens={(4, 0): SCROLL})
    rep = s.report
    first = rep["events"][0]
    assert first["kind"] == "look" and first["result"] == "tie" and first["rocket"]
    assert rep["steps"] == 4 and rep["rocket"]
    assert guardian_cells(rep) == [C(1, 0), C(2, 0), C(3, 0), C(4, 0)]
    assert sum(1 for e in rep["events"] if e["kind"] == "look" and e["rocket"]) == 1
    assert rep["defeated"] == (0,) and s.curses[0] == 1
    assert s.removed[SCROLL] == 1 and s.facing == E


# -- E8 counter-clockwise tile, Lucky Charm, Snaking Box ----------------------------------------------

def test_e8_ccw_lucky_charm_snaking_box():
    tokens = {(2, -4): JEWEL, (4, -2): KOBAN}
    s = guardian_only(3, {0: (4, -2), 1: (0, 0), 2: (-3, 4)}, ("lucky_charm", "snaking_box", "power_gloves"),
                      (4, 0), E, 6, tile_cw=False, tokens=tokens)
    rep = s.report
    ev = rep["events"]
    assert ev[0]["kind"] == "look" and ev[0]["result"] == "none"
    assert ev[1]["kind"] == "blocked" and ev[1]["turns"] == (NE, NW)
    assert ev[2]["kind"] == "look" and ev[2]["to"] == NW
    assert any(ln["ignored"] == ((1, 4),) for ln in ev[2]["lines"])
    assert guardian_cells(rep) == [C(*c) for c in ((4, -1), (4, -2), (4, -3), (4, -4), (3, -4), (2, -4))]
    assert rep["defeated"] == (0,) and s.curses[0] == 0
    d = [e for e in ev if e["kind"] == "defeat"][0]
    assert d["curse"] is False
    assert s.guardian == C(2, -4) and s.facing == W
    assert s.tokens[C(2, -4)] == -1 and s.tokens[C(4, -2)] == KOBAN
    assert 1 not in rep["noticed"]


def test_e8_control_big_magnets():
    s = guardian_only(3, {0: (4, -2), 1: (0, 0), 2: (-3, 4)}, ("lucky_charm", "big_magnets", "power_gloves"),
                      (4, 0), E, 6, tile_cw=False, tokens={(2, -2): TOTEM})
    assert s.guardian == C(2, -2) and s.facing == SW
    assert s.tokens[C(2, -2)] == -1 and s.removed[TOTEM] == 1


def test_e8_control_rocket_shoes():
    s = guardian_only(3, {0: (4, -2), 1: (0, 0), 2: (-3, 4)}, ("lucky_charm", "rocket_shoes", "power_gloves"),
                      (4, 0), E, 6, tile_cw=False)
    rep = s.report
    assert rep["steps"] == 8 and rep["rocket"]
    assert guardian_cells(rep)[-2:] == [C(1, -1), C(0, 0)]
    assert rep["defeated"] == (0, 1) and s.curses == [0, 1, 0]


# -- E9 Spring Boots and Diving Helmet ---------------------------------------------------------------

def test_e9_spring_boots():
    s = position(3, {0: (0, -2), 1: (-4, 4), 2: (4, 0)}, items=("spring_boots", "lucky_charm", "snaking_box"))
    commit(s, {0: 1, 1: 3, 2: 3})
    assert legal_cells(s, "step") == cells((1, -3), (2, -2), (0, -1), (-2, 0), (-1, -2))
    s2 = position(3, {0: (0, -2), 1: (-4, 4), 2: (4, 0)}, items=("power_gloves", "lucky_charm", "snaking_box"))
    commit(s2, {0: 1, 1: 3, 2: 3})
    assert legal_cells(s2, "step") == cells((1, -3), (0, -1), (-1, -2))
    # the jump costs one step: card 1 lands beyond the pillar and the walk ends
    s.apply(("step", C(2, -2)))
    assert s.pos[0] == C(2, -2) and s.phase == "face"


def test_e9_diving_helmet():
    s = position(3, {0: (-4, 0), 1: (-4, 4), 2: (4, 0)}, items=("diving_helmet", "lucky_charm", "snaking_box"))
    commit(s, {0: 2, 1: 3, 2: 3})
    assert legal_cells(s, "step") == cells((-3, -1), (-3, 0), (-4, 1))
    s.apply(("step", C(-3, 0)))
    assert legal_cells(s, "step") == cells((-3, -1), (-2, -1), (-2, 0), (-3, 1), (-4, 1),
                                            (0, -3), (3, -3), (3, 0), (0, 3), (-3, 3))
    s.apply(("step", C(3, 0)))
    assert s.pos[0] == C(3, 0) and sum(s.holdings[0]) == 0


# -- items and other special rules ----------------------------------------------------------------------

def test_power_gloves_two_cell_push():
    s = position(3, {0: (-2, 0), 1: (-1, 0), 2: (4, 0)}, guardian=(2, 2),
                 items=("power_gloves", "lucky_charm", "snaking_box"))
    commit(s, {0: 1, 1: 3, 2: 3})
    s.apply(("step", C(-1, 0)))
    opts = legal_cells(s, "push")
    assert cells((0, -1), (0, 0), (-1, 1)) <= opts
    # 2-cell straight pushes: E (1,0) over (0,0); NE (1,-2) is a pillar; SE (-1,2) is a pillar
    assert C(1, 0) in opts and C(1, -2) not in opts
    s.apply(("push", C(1, 0)))
    assert s.pos[1] == C(1, 0)


def test_gloves_do_not_act_when_holder_is_pushed():
    # seat 1 holds the gloves but seat 0 walks: only 1-cell pushes
    s = position(3, {0: (-2, 0), 1: (-1, 0), 2: (4, 0)}, guardian=(2, 2),
                 items=("lucky_charm", "power_gloves", "snaking_box"))
    commit(s, {0: 1, 1: 3, 2: 3})
    s.apply(("step", C(-1, 0)))
    assert legal_cells(s, "push") == cells((0, -1), (0, 0), (-1, 1))


def test_big_magnets_choice():
    s = position(3, {0: (-4, 0), 1: (-4, 4), 2: (4, 0)}, items=("big_magnets", "lucky_charm", "snaking_box"),
                 tokens={(-3, -1): KOBAN, (-2, -1): JEWEL, (-2, -2): TOTEM})
    commit(s, {0: 1, 1: 3, 2: 3})
    s.apply(("step", C(-3, -1)))
    assert s.phase == "take"
    assert legal_cells(s, "take") == cells((-3, -1), (-2, -1), (-2, -2))
    s.apply(("take", C(-2, -2)))
    assert s.holdings[0][TOTEM] == 1 and s.tokens[C(-3, -1)] == KOBAN
    assert s.phase == "face"


def test_big_magnets_not_with_card_4():
    s = position(3, {0: (-4, 0), 1: (-4, 4), 2: (4, 0)}, items=("big_magnets", "lucky_charm", "snaking_box"))
    commit(s, {0: 4, 1: 3, 2: 3})
    while s.active == 0:
        assert s.phase == "step"
        s.apply(s.legal_actions()[0])
    assert s.active == 1


def test_teleport_door():
    s = position(3, {0: (-4, 0), 1: (-4, 4), 2: (4, 0)}, items=("teleport_door", "lucky_charm", "snaking_box"),
                 tokens={(2, 2): MASK})
    commit(s, {0: 5, 1: 3, 2: 3})
    assert s.phase == "mode" and s.legal_actions() == ["walk", "teleport"]
    s.apply("teleport")
    opts = legal_cells(s, "tele")
    assert C(-4, 0) not in opts and C(0, 0) not in opts and C(-4, 4) not in opts
    assert C(1, 1) not in opts and C(3, 0) not in opts  # pillar, puddle
    assert len(opts) == 49 - 4
    s.apply(("tele", C(2, 2)))
    assert s.holdings[0][MASK] == 1 and s.bonus == 2 and s.active == 1


def test_teleport_only_with_card_5():
    s = position(3, {0: (-4, 0), 1: (-4, 4), 2: (4, 0)}, items=("teleport_door", "lucky_charm", "snaking_box"))
    commit(s, {0: 4, 1: 3, 2: 3})
    assert s.phase == "step"


def test_magic_hands():
    s = position(3, {0: (-4, 0), 1: (-4, 4), 2: (4, 0)}, items=("magic_hands", "lucky_charm", "snaking_box"),
                 tokens={(-3, -1): KOBAN, (-2, -1): JEWEL, (-1, -2): TOTEM, (-4, 0): SCROLL})
    commit(s, {0: 2, 1: 3, 2: 3})
    assert s.legal_actions() == ["walk", "magic"]
    s.apply("magic")
    assert legal_cells(s, "grab") == cells((-3, -1), (-2, -1))  # (-1,-2) is 3 away; own cell excluded
    s.apply(("grab", C(-2, -1)))
    assert s.holdings[0][JEWEL] == 1 and s.pos[0] == C(-4, 0) and s.tokens[C(-4, 0)] == SCROLL
    assert s.phase == "flip"  # icons still apply


def test_magic_hands_not_offered_without_token_in_range():
    s = position(3, {0: (-4, 0), 1: (-4, 4), 2: (4, 0)}, items=("magic_hands", "lucky_charm", "snaking_box"),
                 tokens={})
    commit(s, {0: 2, 1: 3, 2: 3})
    assert s.phase == "step"


def test_decoy_doll_and_guardian_removes_it():
    s = position(3, {0: (-4, 0), 1: (-4, 4), 2: (4, 0)}, items=("decoy_doll", "lucky_charm", "snaking_box"),
                 tokens={})
    commit(s, {0: 4, 1: 3, 2: 3})
    path = [(-3, -1), (-2, -1), (-2, -2), (-1, -2)]
    for c in path:
        s.apply(("step", C(*c)))
    assert s.phase == "decoy"
    assert legal_cells(s, "decoy") == cells((-3, -1), (-2, -1), (-2, -2))
    s.apply(("decoy", C(-2, -1)))
    assert s.pos[D.DECOY] == C(-2, -1) and s.occ[C(-2, -1)] == D.DECOY
    # the guardian sees the decoy and walks into it: it goes back to the holder, no curse
    g = position(3, {0: (-4, 0), 1: (-4, 4), 2: (4, 0), D.DECOY: (-2, 0)}, guardian=(0, 0), facing=W,
                 items=("decoy_doll", "lucky_charm", "snaking_box"))
    g.rng = die_rng(2)
    g.guardian_phase()
    assert g.pos[D.DECOY] == -1 and g.curses == [0, 0, 0] and g.report["defeated"] == ()
    assert any(e["kind"] == "decoy" for e in g.report["events"])


def test_decoy_is_pushed_and_blocks_entry():
    s = position(3, {0: (-2, 0), 1: (4, 0), 2: (0, 4), D.DECOY: (-1, 0)},
                 items=("lucky_charm", "decoy_doll", "snaking_box"))
    commit(s, {0: 1, 1: 3, 2: 3})
    s.apply(("step", C(-1, 0)))
    assert s.chain_piece == D.DECOY
    s.apply(("push", C(-1, 1)))
    assert s.pos[D.DECOY] == C(-1, 1)


def test_snaking_box_seen_within_three():
    s = guardian_only(3, {0: (3, 0), 1: (-4, 3), 2: (4, -4)}, ("snaking_box", "lucky_charm", "power_gloves"),
                      (0, 0), SE, 1)
    first = s.report["events"][0]
    # facing SE sees E line (front-left) with the holder at distance 3
    assert first["to"] == E and first["noticed"] == (0,)


def test_guardian_marker_2_and_3_lines():
    s = guardian_only(3, {0: (4, -4), 1: (-4, 4), 2: (0, 4)}, ("lucky_charm", "snaking_box", "power_gloves"),
                      (0, 0), E, 1)
    dirs = [ln["dir"] for ln in s.report["events"][0]["lines"]]
    assert dirs == [E, SE, NE]
    s = position(3, {0: (4, -4), 1: (-4, 4), 2: (0, 4)}, marker=2)
    s.sight_marker = 2
    s.rng = die_rng(1)
    s.guardian_phase()
    assert [ln["dir"] for ln in s.report["events"][0]["lines"]] == [E, SW, NW]
    s = position(3, {0: (4, -4), 1: (-4, 4), 2: (0, 4)}, marker=3)
    s.rng = die_rng(1)
    s.guardian_phase()
    assert [ln["dir"] for ln in s.report["events"][0]["lines"]] == [E, SE, W]


def test_pillar_blocks_sight():
    # (1,-1)... guardian at (0,0) facing NE: NE line (1,-1), (2,-2) ... ; a pillar at (1,-2) is on the
    # NW line of (1,-1)? use the E line from (-1,-1)-(... simpler: W line from (0,-1) hits pillar (-1,-1)
    s = guardian_only(3, {0: (-2, -1), 1: (4, 0), 2: (0, 4)}, ("lucky_charm", "snaking_box", "power_gloves"),
                      (0, -1), W, 1)
    first = s.report["events"][0]
    w_line = [ln for ln in first["lines"] if ln["dir"] == W][0]
    assert w_line["cells"] == () and first["result"] == "none"


def test_push_never_into_guardian_or_prev_and_blocked_step():
    # B boxed in: walker cannot step into B if no push destination exists
    s = position(3, {0: (0, -4), 1: (1, -4), 2: (2, -4)}, guardian=(1, -3), items=OTHER_ITEMS[:3])
    commit(s, {0: 1, 1: 3, 2: 3})
    # B at (1,-4): dests (2,-4) holds C who could go on to (3,-4) etc.
    assert C(1, -4) in legal_cells(s, "step")
    s.apply(("step", C(1, -4)))
    assert legal_cells(s, "push") == cells((2, -4))  # (0,-4) prev, (1,-3) guardian, (0,-3) puddle
    s.apply(("push", C(2, -4)))
    assert legal_cells(s, "push") == cells((3, -4), (2, -3))


def test_commit_hidden_and_one_card_auto():
    s = position(3, {0: (-4, 0), 1: (-4, 4), 2: (4, 0)}, items=OTHER_ITEMS[:3])
    s.apply(("card", 3))
    v1 = s.view(1)
    assert v1.committed == (True, False, False) and v1.my_commit == 0 and v1.revealed == (0, 0, 0)
    assert s.view(0).my_commit == 3
    assert '"my_commit": 3' not in str(v1.to_json())
    # one card left: automatic
    s2 = position(3, {0: (-4, 0), 1: (-4, 4), 2: (4, 0)}, items=OTHER_ITEMS[:3])
    s2.hands = [(4,), (1, 2), (5,)]
    s2._round_start()
    assert s2.queue == (1,) and s2.commits == [4, 0, 5]


def test_reveals_information():
    s = position(3, {0: (-4, 0), 1: (-4, 4), 2: (4, 0)}, items=OTHER_ITEMS[:3])
    assert [s.reveals_information(("card", 3), q) for q in range(3)] == [False, False, False]
    s.apply(("card", 3))
    s.apply(("card", 3))
    # the last commit reveals seat 0's card to seats 1 and 2
    assert [s.reveals_information(("card", 2), q) for q in range(3)] == [False, True, True]
    s.apply(("card", 2))
    a = s.legal_actions()[0]
    assert s.reveals_information(a, 0) is False  # own step
    assert s.reveals_information(a, 1) is True


def test_action_text_round_trip_and_garbage():
    for a in [("card", 3), ("step", C(-1, 2)), ("push", 0), ("face", NW), "walk", "nodecoy", "flip",
              ("place", C(0, -4)), ("decoy", C(1, 0)), ("tele", 5), ("grab", 6), ("take", 7)]:
        assert str_to_action(action_to_str(a)) == a
    assert action_to_str(("step", C(-1, 2))) == "step -1,2"
    for bad in ("", "step", "step 9,9", "card 6", "face N", "step 1, 2", "Walk", "step +1,2"):
        with pytest.raises(IllegalAction):
            str_to_action(bad)


def test_text_and_rules_summary():
    s = position(3, {0: (-4, 0), 1: (-4, 4), 2: (4, 0)}, items=OTHER_ITEMS[:3])
    assert s.describe_action(("card", 3), "en") == "commits an action card face down."
    assert "3" not in s.describe_action(("card", 3), "ja")
    for lang in ("en", "ja"):
        secs = GAME.rules_summary(lang)
        assert 5 <= len(secs) <= 12 and any(sec.reconstructed for sec in secs)
        assert GAME.title(lang)
        assert s.prompt(lang)
    ns = i18n.namespaces()["pyramid_raiders"]
    assert set(ns["en"]) == set(ns["ja"])
    for key in ("sets", "variety", "scrolls", "curses", "total"):
        assert f"score.{key}" in ns["en"]
