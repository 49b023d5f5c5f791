"""Saboteur: The Lost Mines: the worked examples of the spec (§9) and hand-built edge cases."""

import pytest

from tabletop.engine import i18n
from tabletop.engine.contract import IllegalAction, Setup, SetupError
from tabletop.games.lost_mines import data
from tabletop.games.lost_mines import rules
from tabletop.games.lost_mines.rules import GAME, score_round

C = data.cell


def blank(n=4, seed=0, first=0, mines=(data.GEM, data.GOLD, data.DRAGON, data.SILVER), slots=None, hands=None):
    """A fresh round-1 state: starts and face-down mines only, seat ``first`` to act."""
    s = GAME.new_game(Setup(n, {"firstPlayer": "CHOSEN", "firstSeat": first + 1}, seed))
    s.mine_kind = list(mines)
    if slots is not None:  # list of treasure ids
        s.slot_ids = tuple(slots)
        s.slot_types = tuple(s.tables["treasures"][t][0] for t in slots)
    if hands is not None:
        pool = list(s.tables["deck"])
        for h in hands:
            for c in h:
                if c in pool:  # hand-built hands may exceed the deck (conservation unchecked here)
                    pool.remove(c)
        s.hands = [sorted(h) for h in hands]
        s.removed = tuple(pool[:10])
        s.pile = pool[10:]
    s._net = None
    return s


def put(s, x, y, code, rot=0):
    c = C(x, y)
    s.board[c] = code
    s.rot[c] = rot
    s.mask[c] = rules.shape_mask(rules.parts(code)[0], rot)
    s.occ[c] = rules.CARD
    s._net = None


def board_92(s, rock="IH.r"):
    put(s, 1, 1, "IH.c")
    put(s, 2, 1, "X")
    put(s, 2, 0, "IV")
    if rock:
        put(s, 3, 1, rock)
    for x in (4, 5, 6):
        put(s, x, 1, "IH")


def reach(s, seat):
    """Every final cell seat's pawn can reach in its movement (DFS over step actions)."""
    out = set()

    def go(st):
        out.add(st.pawns[seat])
        for a in st.legal_actions():
            if a != "stop" and a[0] == "step":
                t = st.clone()
                t.events = []
                b = C(a[1], a[2])
                t.pawns[seat] = b
                t.visited.append(b)
                t.steps_left -= 1
                if t.steps_left > 0:
                    go(t)
                else:
                    out.add(b)
    s.active = seat
    s.phase = "move"
    c = s.pawns[seat]
    s.steps_left = data.CAMP_STEPS if s.feature(c) == data.CAMP else data.STEPS
    s.visited = [c]
    go(s)
    return out


def acts(s):
    """The act-phase choices flattened: the legal actions plus every card's targets."""
    return s.legal_actions() + s.all_targets()


def cells(s, code):
    return {(a[2], a[3], a[4]) for a in acts(s) if a[0] == "path" and a[1] == code}


# -- 9.1 placement ------------------------------------------------------------------------

def test_9_1_placement():
    s = blank()
    assert s.placement_ok("IH", C(1, 1), 0)                                    # (a)
    assert not s.placement_ok("LA", C(1, 1), 0) and s.placement_ok("LA", C(1, 1), 180)  # (b)
    s.hands[0] = ["LA"]
    assert [a for a in acts(s) if a[0] == "path" and a[2:4] == (1, 1)] == [("path", "LA", 1, 1, 180)]
    assert not s.placement_ok("IV", C(1, 2), 0)                                # (c)
    assert not s.placement_ok("IH", C(0, 0), 0) and s.placement_ok("IV", C(0, 0), 0)  # (d)
    for c in (C(10, 2), C(0, 5)):                                              # (e)
        assert not any(s.placement_ok(code, c, r) for code in ("X", "IH", "IV") for r in (0, 180))
    put(s, 1, 1, "IH")                                                         # (f)
    assert not s.placement_ok("TV", C(2, 1), 0) and s.placement_ok("TV", C(2, 1), 180)
    s2 = blank()                                                               # (g)
    assert not s2.placement_ok("IH", C(9, 2), 0)
    put(s2, 9, 2, "IH")
    s2.mine_up[1] = True  # (10,2) revealed as an X mine
    s2.occ[C(10, 2)] = rules.CARD
    s2.mask[C(10, 2)] = 15
    s2._net = None
    assert s2.placement_ok("IV", C(10, 1), 0)
    assert not s2.placement_ok("IH", C(10, 1), 0)


def test_scene_helper_legal_cells_and_view_helpers():
    s = blank(hands=[["LA", "IH", "X", "TV", "TH"], [], [], []])
    s.hands[1:] = [["X"], ["X"], ["X"]]
    assert (1, 1) not in s.legal_cells("LA", 0) and (1, 1) in s.legal_cells("LA", 180)
    v = s.view(0)
    assert (1, 1) in v.path_cells("LA", 180) and (1, 1) not in v.path_cells("LA", 0)
    assert v.path_cells("X", 180) == v.path_cells("X", 0)  # symmetric: 180 is the same card
    assert v.path_rotations("LA", 1, 1) == [180]
    assert sorted(s.legal_cells("X", 0)) == sorted(v.path_cells("X", 0))


# -- 9.2 movement ---------------------------------------------------------------------------

def test_9_2_campfire_and_rock():
    s = blank()
    board_92(s)
    s.pawns = [C(1, 1), C(3, 1), C(0, 5), C(0, 5)]
    assert reach(s.clone(), 0) == {C(1, 1), C(0, 1), C(2, 1), C(2, 0)}           # (a)
    s.pawns[1] = C(0, 5)
    got = reach(s.clone(), 0)                                                   # (b)
    assert {C(3, 1), C(4, 1), C(5, 1), C(6, 1)} <= got
    s.pawns[0] = C(0, 1)
    assert reach(s.clone(), 0) == {C(0, 1), C(1, 1), C(2, 1), C(2, 0), C(3, 1)}   # (c)


def test_campfire_gives_five_steps_in_play():
    s = blank(hands=[["IV"] * 5, ["X"], ["X"], ["X"]])
    board_92(s)
    s.pawns[0] = C(1, 1)
    s.apply(("discard", "IV"))
    assert s.phase == "move" and s.steps_left == 5


# -- 9.3 obstacles ----------------------------------------------------------------------------

def test_9_3_obstacle_and_tools():
    s = blank(hands=[["axe", "boat", "rope", "IV", "IV"], ["X"], ["X"], ["X"]])
    board_92(s, rock="IH.t")
    s.pawns = [C(2, 1), C(0, 5), C(0, 5), C(0, 5)]
    assert C(3, 1) not in reach(s.clone(), 0)
    s.phase = "act"
    tools = [a for a in acts(s) if a[0] == "tool"]
    assert tools == [("tool", 3, 1)]
    s.apply(("tool", 3, 1))
    assert C(3, 1) in s.cleared and s.hands[0].count("axe") == 0
    assert s.phase == "move"
    assert ("step", 3, 1) in s.legal_actions()
    s.apply(("step", 3, 1))
    assert ("step", 4, 1) in s.legal_actions()
    # with another pawn on the cleared obstacle nobody may enter or pass
    t = blank()
    board_92(t, rock="IH.t")
    t.cleared = [C(3, 1)]
    t.pawns = [C(2, 1), C(3, 1), C(0, 5), C(0, 5)]
    assert C(3, 1) not in reach(t.clone(), 0) and C(4, 1) not in reach(t.clone(), 0)


# -- 9.4 trap -----------------------------------------------------------------------------------

def test_9_4_trap():
    s = blank(hands=[["X"], ["IV", "IV", "axe", "trap", "storm"], ["X"], ["X"]], first=1)
    board_92(s)
    s.traps = [(C(4, 1), C(5, 1))]
    s.pawns = [C(0, 5), C(3, 1), C(0, 5), C(0, 5)]
    s.apply(("path", "IV", 2, 2, 0))
    assert len(s.hands[1]) == 4
    s.apply(("step", 4, 1))
    disc = len(s.discard)
    s.apply(("step", 5, 1))
    assert len(s.hands[1]) == 3 and len(s.discard) == disc + 1
    lost = s.discard[-1]
    assert lost[1] == 1  # only the victim knows the card
    assert s.ledger[-1][0] == 1 and s.ledger[-1][4] == "TRAP_LOSS"
    assert s.events[0] == ("trap_loss", 1, 2)
    s.apply(("step", 6, 1))  # last step: movement ends, draw 1
    assert len(s.hands[1]) == 4 and s.traps == [(C(4, 1), C(5, 1))] and s.active == 2
    # the victim sees the lost card in its knowledge, nobody else does
    assert any(k[3] == "TRAP_LOSS" for k in s.view(1).known)
    assert not any(k[3] == "TRAP_LOSS" for k in s.view(2).known)
    # a crossing with an empty hand has no effect
    t = blank(hands=[["X"], [], ["X"], ["X"]], first=1)
    board_92(t)
    t.traps = [(C(4, 1), C(5, 1))]
    t.pawns[1] = C(4, 1)
    t.phase = "move"
    t.steps_left = 3
    t.visited = [C(4, 1)]
    before = t.rng.state
    t.apply(("step", 5, 1))
    assert t.rng.state == before and t.hands[1] == []


# -- 9.5 troll ----------------------------------------------------------------------------------

def test_9_5_troll():
    s = blank(hands=[["troll", "IV", "IV"], ["X"], ["X"], ["X"]])
    board_92(s)
    s.pawns = [C(2, 1)] * 4
    edges = {a[1:] for a in acts(s) if a[0] == "troll"}
    assert (2, 1, 3, 1) in edges
    assert (2, 1, 2, 2) in edges  # open path end
    assert all(not (a[:2] == (0, 1) and a[2] < 0) for a in edges)
    s.apply(("troll", 2, 1, 3, 1))
    assert s.trolls[0] == (C(2, 1), C(3, 1)) and s.troll_card[0]
    assert ("step", 3, 1) not in s.legal_actions()  # not even its own pawn
    s.apply("stop")
    for p in (1, 2, 3):
        assert s.active == p
        s.apply(("discard", "X"))
        assert ("step", 3, 1) not in s.legal_actions()
        s.apply("stop")
    assert s.active == 0 and s.trolls[0] is None and not s.troll_card[0]
    assert s.discard[-1] == ("troll", -1)
    s.apply(("discard", "IV"))
    assert ("step", 3, 1) in s.legal_actions()


def test_troll_off_board_edge_illegal():
    s = blank()
    assert all(e[0] >= 0 for e in s.token_edges())
    assert (C(0, 1), C(1, 1)) in s.token_edges()
    assert (C(0, 0), C(0, 1)) in s.token_edges()
    # a troll placed by a seat whose next turn is skipped is still removed
    t = blank(hands=[["troll", "IV"], ["X", "X"], ["X"], ["X"]])
    t.apply(("troll", 0, 1, 1, 1))
    assert t.active == 1  # no step possible: movement is skipped
    t.hands[0] = []
    t.pile = []
    for p in (1, 2, 3):
        assert t.active == p
        t.apply(("discard", "X"))
        if t.phase == "move":
            t.apply("stop")
    assert t.trolls[0] is None and not t.troll_card[0] and t.active == 1 and ("skip", 0) in t.events


# -- 9.6 storm ----------------------------------------------------------------------------------

def test_9_6_storm():
    s = blank(hands=[["storm", "IV"], ["X"], ["X"], ["troll"]])
    for x in (1, 2, 3, 4, 5, 6):
        put(s, x, 1, "IH")
    s.traps = [(C(5, 1), C(6, 1))]
    s.trolls[3] = (C(6, 1), C(7, 1))
    s.troll_card[3] = True
    disc = len(s.discard)
    storms = {a[1:] for a in acts(s) if a[0] == "storm"}
    assert (6, 1) in storms and (0, 1) not in storms and (10, 2) not in storms
    s.pawns[1] = C(5, 1)
    assert ("storm", 5, 1) not in acts(s)
    s.apply(("storm", 6, 1))
    assert s.board[C(6, 1)] is None
    assert s.traps == [(C(5, 1), C(6, 1))]
    assert s.trolls[3] is None and not s.troll_card[3]
    assert len(s.discard) == disc + 3
    assert sorted(c for c, _ in s.discard[-3:]) == ["IH", "storm", "troll"]


def test_storm_returns_tool_token():
    s = blank(hands=[["storm"], ["X"], ["X"], ["X"]])
    put(s, 1, 1, "IH.t")
    s.cleared = [C(1, 1)]
    s.apply(("storm", 1, 1))
    assert s.cleared == []


# -- 9.7 / 9.8 mines --------------------------------------------------------------------------

SLOTS_97 = ("gold1", "gem3", "gold3", "silver0", "silver1")  # GOLD 3, GEM 5, GOLD 4, SILVER 1, SILVER 2


def state_97():
    s = blank(5, mines=(data.GEM, data.GOLD, data.DRAGON, data.SILVER), slots=SLOTS_97,
              hands=[["X"], ["IV", "IV", "IV", "IV", "IV"], ["IV"], ["X"], ["X"]], first=1)
    s.slot_taken = [-1] * 5
    for x in (7, 8, 9):
        put(s, x, 2, "IH")
    s.pawns[1] = C(7, 2)
    return s


def test_9_7_mine_reveal_and_collection():
    s = state_97()
    s._know(1, "TREASURE", "gold3", 4, "INFO_TREASURE")
    assert [s.tables["treasures"][t] for t in SLOTS_97] == [("gold", 3), ("gem", 5), ("gold", 4), ("silver", 1), ("silver", 2)]
    assert s.view(1).slot_known[2] == 4 and s.view(2).slot_known[2] is None
    s.apply(("discard", "IV"))
    s.apply(("step", 8, 2))
    s.apply(("step", 9, 2))
    pile = len(s.pile)
    s.apply(("step", 10, 2))
    assert s.mine_up[1] and s.phase == "take" and s.take_opts == (0, 2)
    assert s.legal_actions() == [("take", 0), ("take", 2)]
    s.apply(("take", 2))
    assert s.collected[1] == [2] and len(s.pile) == pile - 1 and len(s.hands[1]) == 5
    # next turn: 0 steps on the mine, collection is automatic
    for p in (2, 3, 4, 0):
        s.apply(("discard", s.hands[p][0]))
        if s.phase == "move":
            s.apply("stop")
    assert s.active == 1
    s.apply(("discard", "IV"))
    s.apply("stop")
    assert s.collected[1] == [2, 0]
    assert s.slot_taken[0] == 1 and s.slot_taken[2] == 1
    # the peek follows the card: seat 1 still knows 4 on its own holding
    assert s.view(1).slot_known[2] == 4
    # a later pawn ending on (10,2) gets nothing
    for p in (2, 3, 4, 0):
        s.pawns[p] = C(10, 2) if p == 2 else s.pawns[p]
        s.apply(("discard", s.hands[p][0]))
        if s.phase == "move":
            s.apply("stop")
    assert s.collected[2] == []


def test_9_7_data_override_mine_shape(monkeypatch):
    bundle = dict(data.BUNDLES[data.DEFAULT_BUNDLE])
    bundle["mine_shape"] = dict(bundle["mine_shape"], gold="TH")
    monkeypatch.setitem(data.BUNDLES, data.DEFAULT_BUNDLE, bundle)
    s = state_97()
    put(s, 10, 1, "IV")       # S open
    put(s, 10, 3, "IH")       # N closed
    assert s.orient_options(C(10, 2), C(9, 2), data.GOLD) == [0]
    s.apply(("discard", "IV"))
    for x in (8, 9, 10):
        s.apply(("step", x, 2))
    assert s.mask[C(10, 2)] == data.SHAPES["TH"] and s.phase == "take"
    t = state_97()
    assert t.orient_options(C(10, 2), C(9, 2), data.GOLD) == [0, 180]
    t.apply(("discard", "IV"))
    for x in (8, 9, 10):
        t.apply(("step", x, 2))
    assert t.phase == "orient" and t.legal_actions() == [("orient", 0), ("orient", 180)]
    t.apply(("orient", 180))
    assert t.mask[C(10, 2)] == data.rot180(data.SHAPES["TH"]) and t.phase == "take"


def test_9_8_dragon():
    s = state_97()
    s.hands[1] = ["IV"]
    s.hands[2] = ["IV", "IV"]
    put(s, 8, 4, "IH")
    put(s, 9, 4, "IH")
    put(s, 10, 3, "IV")
    s.pawns[2] = C(8, 4)
    s.active = 2
    s.apply(("discard", "IV"))
    s.apply(("step", 9, 4))
    s.apply(("step", 10, 4))
    assert s.dragon == 2 and s.mine_up[2] and s.collected[2] == [] and s.active == 3
    assert s.board[C(10, 4)] == "mine" and s.view(0).board[C(10, 4)] == "mine_dragon"
    s.active = 2
    s._start_move()
    assert ("step", 10, 3) in s.legal_actions()


# -- 9.9 round end ------------------------------------------------------------------------------

def test_9_9_round_end_last_slot():
    s = blank(4, mines=(data.GEM, data.GOLD, data.DRAGON, data.SILVER), hands=[["X"], ["X"], ["IV", "IV"], ["X"]], first=2)
    s.slot_taken = [0, 1, 0, -1]
    s.slot_types = ("gem", "gold", "gem", "silver")
    s.mine_up[3] = True
    s.occ[C(10, 6)] = rules.CARD
    s.mask[C(10, 6)] = 15
    put(s, 9, 6, "IH")
    s.pawns[2] = C(9, 6)
    pile = len(s.pile)
    s.apply(("discard", "IV"))
    s.apply(("step", 10, 6))
    assert s.round == 2 and s.first == 3 and s.active == 3
    assert s.history[0]["last"] == 2 and pile - len(s.pile) >= 0


def test_9_9_variant_pile_and_hands_empty():
    s = blank(4, hands=[[], [], [], ["IV"]], first=3)
    s.pile = []
    s.apply(("discard", "IV"))
    if s.phase == "move":
        s.apply("stop")
    assert s.round == 2 and s.first == 0 and s.history[0]["last"] == 3


def test_skipped_turns_do_not_collect():
    s = blank(4, hands=[["X"], [], ["X"], ["X"]], first=0)
    s.pile = []
    s.apply(("discard", "X"))
    s.apply("stop") if s.phase == "move" else None
    assert s.active == 2  # seat 1 skipped
    assert ("skip", 1) in s.events


# -- scoring 9.10-9.13 ---------------------------------------------------------------------------

L, S, X = data.LOYAL, data.SELFISH, data.SABOTEUR
B, Y = data.BLUE, data.YELLOW


def gains(clans, roles, held, dragon=-1, totals=None, floor=True):
    rows, lost = score_round(clans, roles, held, dragon, totals or [0] * len(clans), floor)
    return [r["gain"] for r in rows], [r["total"] for r in rows], lost


def test_9_10_remainder_to_best():
    g, _, lost = gains([B, B, Y, Y, B], [L, L, X, L, S], [[5], [3], [2], [4], [4]])
    assert g == [4, 3, 3, 4, 4] and lost == 0


def test_9_11_tie_for_best_lost_and_dragon():
    g, _, lost = gains([B, B, B, Y, Y, Y, Y, B], [L, L, L, L, L, X, S, X],
                       [[4], [4], [2, 1], [3], [], [], [2], [5]], dragon=4)
    assert g == [3, 3, 2, 2, 0, 2, 2, 4] and lost == 1


def test_9_12_single_card_beats_sum():
    g, _, _ = gains([B, B, Y, Y, Y, B], [L, L, X, L, S, S], [[3, 3, 1], [4], [], [2], [], [5]])
    assert g == [3, 5, 3, 2, 0, 5]


def test_9_13_floor_and_winner():
    _, t, _ = gains([B, B, Y], [L, X, S], [[1], [], [5, 3]], dragon=1, totals=[4, 1, 6])
    assert t == [5, 0, 14]
    _, t, _ = gains([B, B, Y], [L, X, S], [[1], [], [5, 3]], dragon=1, totals=[4, 1, 6], floor=False)
    assert t == [5, -1, 14]
    s = blank(3)
    s.totals = [5, 0, 14]
    assert s.ranking() == [2, 3, 1]
    s.totals = [9, 9, 7]
    assert s.ranking() == [1, 1, 3]


def test_end_round_scoring_through_state_and_breakdown():
    s = blank(3, hands=[["IV"], ["X"], ["X"]], first=0)
    s.clans, s.roles = [B, B, Y], [L, X, S]
    s.slot_ids = ("silver0", "gem3", "gem0")
    s.slot_types = ("silver", "gem", "gem")
    s.slot_taken = [0, 2, 2]
    s.collected = [[0], [], [1, 2]]
    s.dragon = 1
    s.totals = [4, 1, 6]
    s.round = 2
    s.pile = []
    s.hands = [["IV"], [], []]
    s.apply(("discard", "IV"))
    if s.phase == "move":
        s.apply("stop")
    assert s.is_terminal() and s.totals == [5, 0, 14] and s.scores() == [5.0, 0.0, 14.0]
    bd = s.score_breakdown()
    assert bd[2]["rounds"][0]["own"] == 8 and bd[1]["rounds"][0]["dragon"] == -2
    assert bd[0]["total"] == 5
    v = s.view(0)
    assert v.history[0]["rows"][1]["role"] == X  # roles are revealed at scoring


# -- setup ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("n, dwarves, hand, pile", [(3, 6, 5, 38), (4, 6, 5, 33), (5, 8, 5, 28), (6, 8, 5, 23),
                                                    (7, 10, 4, 25), (8, 10, 4, 21), (9, 10, 4, 17)])
def test_setup_table(n, dwarves, hand, pile):
    s = GAME.new_game(Setup(n, {}, n))
    assert len(data.dwarf_cards(n)) == dwarves
    assert all(len(h) == hand for h in s.hands) and len(s.pile) == pile and len(s.removed) == 10
    assert len(s.slot_ids) == n and len(s.aside) == 12 - n
    assert len(s.unused_dwarves) == dwarves - n
    assert all(s.pawns[p] == s.tables["start_cells"][s.clans[p]] for p in range(n))
    assert len(s.tables["deck"]) == 63 and len(s.tables["path_deck"]) == 40
    assert sum(v for _, v in s.tables["treasures"].values()) == 36


def test_options_validate():
    with pytest.raises(SetupError):
        GAME.new_game(Setup(2, {}, 0))
    with pytest.raises(SetupError):
        GAME.new_game(Setup(3, {"firstPlayer": "CHOSEN", "firstSeat": 5}, 0))
    s = GAME.new_game(Setup(5, {"firstPlayer": "CHOSEN", "firstSeat": 4}, 0))
    assert s.first == 3 and s.active == 3


def test_holder_sees_option_off():
    s = state_97()
    s.holder_sees = False
    s.apply(("discard", "IV"))
    for x in (8, 9, 10):
        s.apply(("step", x, 2))
    s.apply(("take", 2))
    assert s.view(1).slot_known[2] is None


def test_early_end_by_agreement():
    s = GAME.new_game(Setup(3, {"earlyEndByAgreement": True, "firstPlayer": "CHOSEN"}, 1))
    assert "propose" in s.legal_actions()
    s.apply("propose")
    assert s.phase == "vote" and s.current_player() == 1
    s.apply("yes")
    assert s.current_player() == 2
    s.apply("no")
    assert s.phase == "act" and s.active == 0 and "propose" not in s.legal_actions()
    # unanimous yes ends the round, the proposer is the last player
    t = GAME.new_game(Setup(3, {"earlyEndByAgreement": True, "firstPlayer": "CHOSEN", "firstSeat": 2}, 1))
    t.apply("propose")
    t.apply("yes")
    t.apply("yes")
    assert t.round == 2 and t.history[0]["last"] == 1 and t.first == 2


def test_info_cards_are_private():
    s = blank(4, hands=[["info_md", "info_td", "info_mt"], ["X"], ["X"], ["X"]])
    aa = acts(s)
    assert ("info", "info_md", "mine", 0) in aa and ("info", "info_md", "dwarf", 1) in aa
    assert ("info", "info_md", "dwarf", 0) not in aa
    assert ("info", "info_mt", "treasure", 3) in aa
    s.apply(("info", "info_md", "dwarf", 2))
    assert s.view(0).roles_known[2] == s.roles[2] and s.view(1).roles_known[2] is None
    s.active = 0
    s.phase = "act"
    s.apply(("info", "info_mt", "mine", 1))
    assert s.view(0).mine_known[1] == s.mine_kind[1] and s.view(3).mine_known[1] is None


def test_placing_on_token_end_is_allowed_and_token_stays():
    s = blank(hands=[["IH", "trap"], ["X"], ["X"], ["X"]])
    s.traps = [(C(0, 1), C(1, 1))]
    assert ("path", "IH", 1, 1, 0) in acts(s)
    s.apply(("path", "IH", 1, 1, 0))
    assert s.traps == [(C(0, 1), C(1, 1))]


def test_no_revisit_in_one_move():
    s = blank()
    put(s, 1, 1, "X")
    put(s, 1, 0, "LB", 180)   # S E
    put(s, 2, 0, "LB", 0)     # N W -> W open to (1,0); add (2,1) loop
    s.active = 0
    s.pawns[0] = C(0, 1)
    s.phase = "move"
    s.visited = [C(0, 1)]
    s.steps_left = 3
    s.apply(("step", 1, 1))
    assert ("step", 0, 1) not in s.legal_actions()


def test_action_text_and_garbage():
    s = blank()
    for a in [("path", "X.r", 3, 1, 180), ("tool", 3, 1), ("info", "info_md", "dwarf", 2), ("trap", 2, 1, 3, 1),
              ("troll", 2, 1, 2, 2), ("storm", 6, 1), ("discard", "X"), "discard", "done", "propose",
              "yes", "no", ("step", 4, 1), "stop", ("orient", 180), ("take", 3), ("card", "IH.c"), ("card", "storm"),
              "back"]:
        assert s.str_to_action(s.action_to_str(a)) == a
        for lang in i18n.LANGS:
            assert rules.describe(a, lang, ("gem",) * 4)
    for bad in ("", "path", "path Q 1 1 0", "path X 1 1 90", "step 01 1", "discard zz", "discard X IV", "take", "info x mine 1", "card", "card zz",
                "card IH 1"):
        with pytest.raises(IllegalAction):
            s.str_to_action(bad)


def test_rules_summary_and_text():
    for lang in i18n.LANGS:
        secs = GAME.rules_summary(lang)
        assert 5 <= len(secs) <= 12 and any(x.reconstructed for x in secs)
    assert GAME.title("ja") == "お邪魔者：失われた鉱山"
    assert "斧" in rules.card_name("axe", "ja")
    assert rules.card_name("IH.c", "en") == "straight (across) with campfire"
    ns = i18n.namespaces()["lost_mines"]
    assert set(ns["en"]) == set(ns["ja"])


# -- the two-step act decision (D2 card, D3/D4 target) ------------------------------------------

def test_card_then_target_then_back():
    s = blank(hands=[["IH", "LA", "axe", "trap", "info_md"], ["X"], ["X"], ["X"]])
    legal = s.legal_actions()
    # only cards with a target are offered: the axe has no obstacle to clear
    assert ("card", "IH") in legal and ("card", "LA") in legal and ("card", "trap") in legal
    assert ("card", "info_md") in legal and ("card", "axe") not in legal
    assert "discard" in legal and not any(a[0] in ("path", "discard") for a in legal if isinstance(a, tuple))
    before = s.to_json()
    assert not s.reveals_information(("card", "LA"), 0) and not s.reveals_information(("card", "LA"), 1)
    s.apply(("card", "LA"))
    assert s.phase == "target" and s.chosen == "LA" and s.current_player() == 0
    legal = s.legal_actions()
    assert legal[-1] == "back" and ("path", "LA", 1, 1, 180) in legal
    assert all(a == "back" or (a[0] == "path" and a[1] == "LA") for a in legal)
    assert s.view(0).chosen == "LA" and s.view(1).chosen is None  # the pick stays private
    assert "LA" not in str(s.view(1).to_json()["events"])
    assert s.prompt("en") and "カーブA" in s.prompt("ja")
    assert not s.reveals_information("back", 0) and not s.reveals_information("back", 2)
    s.apply("back")
    assert s.phase == "act" and s.chosen is None
    j = s.to_json()
    j["events"] = before["events"]
    assert j == before
    s.apply(("card", "LA"))
    s.apply(("path", "LA", 1, 1, 180))
    assert s.board[C(1, 1)] == "LA" and s.phase in ("move", "act") and s.chosen is None


def test_view_card_targets_and_json():
    s = blank(hands=[["IH", "LA", "axe", "trap", "info_md"], ["X"], ["X"], ["X"]])
    v = s.view(0)
    assert v.targets_for("LA") == tuple(s.card_targets("LA")) and ("path", "LA", 1, 1, 180) in v.targets_for("LA")
    assert v.targets_for("axe") == () and len(v.targets_for("trap")) == len(s.token_edges())
    assert s.view(1).card_targets == ()  # not deciding
    assert GAME.view_from_json(v.to_json()) == v
    s.apply(("card", "trap"))
    v = s.view(0)
    assert v.chosen == "trap" and v.targets_for("IH")  # other cards still listed (drag another card)
    assert GAME.view_from_json(v.to_json()) == v
    assert GAME.state_from_json(s.to_json()).to_json() == s.to_json()


def test_undo_walks_over_card_and_back():
    from tabletop.engine.record import Seat
    from tabletop.engine.session import Session
    seats = [Seat(f"P{i}", "human") for i in range(4)]
    sess = Session(GAME, Setup(4, {"firstPlayer": "CHOSEN"}, 3), seats)
    st = sess.state
    code = next(a[1] for a in st.legal_actions() if a[0] == "card" and rules.parts(a[1]))
    sess.apply(("card", code))
    sess.apply("back")
    sess.apply(("card", code))
    assert sess.undo_target(0) == 0
    assert sess.undo(0) and sess.state.phase == "act" and len(sess.record.actions) == 0


def test_conduct_record():
    s = blank(hands=[["IH", "IH.t"], ["X"], ["X"], ["X"]])
    s.clans = [data.BLUE, data.BLUE, data.YELLOW, data.YELLOW]
    s.pawns = [C(0, 1), C(0, 1), C(0, 5), C(0, 5)]
    s.apply(("path", "IH", 1, 1, 0))   # next to the blue pawns: helps blue
    assert s.conduct[0] == [1, 0, 0, 0]
    t = blank(hands=[["IH", "IH.t"], ["X"], ["X"], ["X"]])
    t.clans = [data.BLUE, data.BLUE, data.YELLOW, data.YELLOW]
    t.pawns = [C(0, 1), C(0, 1), C(0, 5), C(0, 5)]
    put(t, 1, 5, "IH")
    t.apply(("path", "IH.t", 2, 5, 0))  # an obstacle in front of the yellow pawns: harms yellow
    assert t.conduct[0] == [0, 0, 0, 1] and t.view(2).conduct[0] == (0, 0, 0, 1)


# -- the two-step discard (D2 of DISCARD) --------------------------------------------------------

def test_discard_one_card_then_done():
    s = blank(hands=[["IH", "LA", "axe", "trap", "X"], ["X"], ["X"], ["X"]])
    pile = len(s.pile)
    act = s.legal_actions()
    assert act.count("discard") == 1 and all(a == "discard" or a[0] == "card" for a in act)
    assert not s.reveals_information("discard", 0) and not s.reveals_information("discard", 1)
    s.apply("discard")
    assert s.phase == "discard" and s.current_player() == 0 and s.picks == ()
    codes = sorted(set(s.hands[0]), key=rules.code_key)
    assert s.legal_actions() == [("discard", c) for c in codes] + ["back"]
    assert s.prompt("en") and s.prompt("ja")
    first = ("discard", "LA")
    assert not s.reveals_information(first, 0) and not s.reveals_information(first, 2)
    s.apply(first)
    assert s.picks == ("LA",) and s.hands[0].count("LA") == 1 and s.phase == "discard"
    assert s.view(0).picks == ("LA",) and s.view(1).picks == ()
    assert "LA" not in str(s.view(1).to_json()["events"])
    legal = s.legal_actions()
    assert legal[-1] == "done" and "back" not in legal
    # the second card is never earlier in the deck order than the first
    assert all(rules.code_key(a[1]) > rules.code_key("LA") for a in legal[:-1])
    assert GAME.state_from_json(s.to_json()).to_json() == s.to_json()
    assert GAME.view_from_json(s.view(0).to_json()) == s.view(0)
    assert s.reveals_information("done", 1)
    s.apply("done")
    assert s.discard[-1] == ("LA", 0) and s.draw_n == 1
    assert ("discarded", 0, 1) in s.events and "LA" not in str(s.view(1).to_json()["events"])
    while s.phase == "move":
        s.apply("stop")
    assert s.active == 1 and len(s.hands[0]) == 5 and len(s.pile) == pile - 1


def test_discard_two_cards_completes_on_the_second():
    s = blank(hands=[["IH", "LA", "axe", "trap", "X"], ["X"], ["X"], ["X"]])
    s.apply("discard")
    s.apply(("discard", "IH"))
    assert ("discard", "trap") in s.legal_actions() and ("discard", "IH") not in s.legal_actions()
    pile = len(s.pile)
    s.apply(("discard", "trap"))
    assert s.phase in ("move", "act") and sorted(c for c, _ in s.discard[-2:]) == ["IH", "trap"]
    assert s.picks == () and ("discarded", 0, 2) in s.events
    while s.phase == "move":
        s.apply("stop")
    assert len(s.hands[0]) == 5 and len(s.pile) == pile - 2


def test_discard_sets_have_one_sequence_each():
    for hand in (["IH", "IH", "X", "axe", "storm"], ["LA", "LA", "LA", "IV", "IV"], ["storm"], ["X", "X"]):
        s = blank(hands=[hand, ["X"], ["X"], ["X"]])
        s.apply("discard")
        seqs = []
        for a in s.legal_actions():
            if a == "back":
                continue
            t = s.clone()
            t.apply(a)
            if t.phase == "discard":
                for b in t.legal_actions():
                    seqs.append((a[1],) if b == "done" else (a[1], b[1]))
            else:
                seqs.append((a[1],))
        sets = [tuple(sorted(x)) for x in seqs]
        assert len(sets) == len(set(sets))
        want = {(c,) for c in hand} | {tuple(sorted((hand[i], hand[j]))) for i in range(len(hand))
                                       for j in range(i + 1, len(hand))}
        assert set(sets) == want


def test_discard_back_before_the_first_pick_and_single_card_hand():
    s = blank(hands=[["IH", "LA"], ["X"], ["X"], ["X"]])
    before = s.to_json()
    s.apply("discard")
    s.apply("back")
    assert s.phase == "act"
    j = s.to_json()
    j["events"] = before["events"]
    assert j == before
    s = blank(hands=[["storm"], ["X"], ["X"], ["X"]])
    s.apply("discard")
    assert s.legal_actions() == [("discard", "storm"), "back"]
    s.apply(("discard", "storm"))  # no second card possible: complete at once
    assert s.phase != "discard" and s.discard[-1] == ("storm", 0)
    # the last card in deck order has no partner either: complete at once
    s = blank(hands=[["IH", "storm"], ["X"], ["X"], ["X"]])
    s.apply("discard")
    assert s.reveals_information(("discard", "storm"), 1)
    s.apply(("discard", "storm"))
    assert s.phase != "discard" and "IH" in s.hands[0]


def test_undo_walks_over_the_discard_steps():
    from tabletop.engine.record import Seat
    from tabletop.engine.session import Session
    seats = [Seat(f"P{i}", "human") for i in range(4)]
    sess = Session(GAME, Setup(4, {"firstPlayer": "CHOSEN"}, 3), seats)
    sess.apply("discard")
    first = sess.state.legal_actions()[0]
    sess.apply(first)
    assert sess.undo_target(0) == 0
    assert sess.undo(0) and sess.state.phase == "act" and not sess.record.actions


# -- actions made once, a state from a view (issue 36) ---------------------------------------------

def _random_positions(count, seed):
    """States of seeded random games at spread-out moments (3 to 9 players)."""
    from tabletop.engine.rng import Rng

    out, r, g = [], Rng(seed), 0
    while len(out) < count:
        s = GAME.new_game(Setup(3 + g % 7, {"earlyEndByAgreement": g % 2 == 1}, seed + g))
        stop = r.randrange(120)
        for _ in range(stop):
            if s.is_terminal():
                break
            s.apply(r.choice(s.legal_actions()))
        if not s.is_terminal():
            out.append(s)
        g += 1
    return out


def test_actions_are_made_once_and_their_text_reads_back_as_the_same_object():
    from tabletop.games.lost_mines import actions

    seen = 0
    for s in _random_positions(25, 3):
        targets = s.all_targets() if s.phase == "act" else []
        for a in s.legal_actions() + targets:
            if isinstance(a, str):
                continue
            assert isinstance(a, tuple) and hasattr(a, "_fields") and a._fields[0] == "verb"
            back = s.str_to_action(s.action_to_str(a))
            assert back is a and back == tuple(a)
            seen += 1
    assert seen > 120
    assert actions.str_to_action("path TH 3 1 180") is actions.LAY["TH"][rules.cell(3, 1)][1]
    assert actions.str_to_action("trap 4 1 5 1") == ("trap", 4, 1, 5, 1)
    assert actions.str_to_action("step 20 3") == ("step", 20, 3)  # off the board: read, never legal
    with pytest.raises(IllegalAction):
        actions.str_to_action("path TH 3 1 90")


def test_a_state_from_a_view_and_its_unseen_cards_shows_that_view():
    """``unseen_cards`` lists what a seat has not seen; ``from_view`` puts it back in the
    hidden places: every seat's own view of the result is the view it came from."""
    checked = 0
    for s in _random_positions(12, 9):
        for q in range(s.num_players):
            v = s.view(q)
            unseen = rules.unseen_cards(v)
            t = GAME.state_from_view(v, unseen)
            assert type(t) is rules.LostMinesState and t.view(q).to_json() == v.to_json()
            # the components are all there: the unseen ones where the view does not show them
            assert sorted(t.slot_ids + t.aside) == sorted(s.tables["treasures"])
            assert sorted(list(zip(t.clans, t.roles)) + list(t.unused_dwarves)) == sorted(data.dwarf_cards(s.num_players))
            assert sorted(t.mine_kind) == sorted(s.mine_kind)
            hidden = sum(len(h) for p, h in enumerate(t.hands) if p != q) + len(t.pile) + len(t.removed)
            assert len(unseen.cards) == hidden + len(t.discard) - len(v.discard_known)
            checked += 1
    assert checked > 30


def test_a_state_from_a_view_refuses_unseen_cards_that_do_not_fit():
    s = _random_positions(1, 21)[0]
    v = s.view(s.current_player())
    unseen = rules.unseen_cards(v)
    for wrong in (unseen._replace(cards=unseen.cards[1:]), unseen._replace(mines=unseen.mines + ("gem",)),
                  unseen._replace(treasures=unseen.treasures[:-1]), unseen._replace(dwarves=unseen.dwarves[1:])):
        with pytest.raises(ValueError):
            GAME.state_from_view(v, wrong)
    q = next(p for p in range(s.num_players) if v.roles_known[p] is None)
    other = next(d for d in unseen.dwarves if d[0] != v.clans[q])
    no_card_of_q_s_clan = tuple(other if d[0] == v.clans[q] else d for d in unseen.dwarves)
    with pytest.raises(ValueError, match="clan"):
        GAME.state_from_view(v, unseen._replace(dwarves=no_card_of_q_s_clan))
