"""Pyramid Raiders' walk and push planning (``planning.py``, pure): what the table offers a
player who plans a whole walk, checked on the spec's worked examples and hand-built positions."""

from tabletop.games.pyramid_raiders import data as D
from tabletop.games.pyramid_raiders import planning as P
from tabletop.games.pyramid_raiders.rules import reachable

from test_pyramid_raiders_rules import C, OTHER_ITEMS, cells, commit, position


def walking(pos, card, guardian=(0, 0), items=OTHER_ITEMS[:3], **kw):
    """Seat 0 about to walk ``card`` steps (the others commit 3)."""
    s = position(3, pos, guardian=guardian, items=items, **kw)
    commit(s, {0: card, 1: 3, 2: 3})
    assert s.phase == "step" and s.active == 0
    return s


def test_plan_walk_offers_the_engine_s_end_cells_with_walkable_paths():
    s = walking({0: (0, -4), 1: (-4, 4), 2: (4, 0)}, 2)  # E4 (a)
    ends, good = P.plan_walk(s.view(0), 0)
    assert set(ends) == cells((2, -4), (1, -3), (-1, -2), (-2, -2)) == set(reachable(s, 0))
    for end, paths in ends.items():
        for path in paths:
            assert len(path) == 2 and path[-1] == end
            assert path[:1] in good and path in good  # every prefix of a path can still reach an end
    assert (C(0, -3),) not in good  # the puddle is no step


def test_push_plan_follows_the_chain_and_marks_where_the_walker_chooses():
    # E4 (b): A steps into B, who goes to (0,0) and pushes C on
    s = walking({0: (-2, 0), 1: (-1, 0), 2: (0, 0)}, 1, guardian=(1, 0))
    v = s.view(0)
    links = P.push_plan(v, 0, (C(-1, 0),))
    assert links is not None and len(links) >= 1
    piece, a, b, asks = links[0]
    assert (piece, a) == (1, C(-1, 0)) and asks  # three answers: the engine will ask
    assert b in cells((0, -1), (0, 0), (-1, 1))
    for piece, a, b, _asks in links[1:]:
        assert piece == 2 and a == C(0, 0)
    # a step the walker cannot take has no plan
    assert P.push_plan(v, 0, (C(-1, -1),)) is None  # a pillar
    assert P.push_plan(v, 0, (C(-3, 1), C(-4, 1))) is None  # longer than the card


def test_pick_path_takes_the_traced_path_or_the_closest_one():
    paths = [(1, 2, 3), (4, 5, 3), (4, 2, 3)]
    assert P.pick_path(paths, [0, 4, 5, 3]) == (4, 5, 3)
    assert P.pick_path(paths, [0, 4, 2]) == (4, 2, 3)  # traced two cells of it
    assert P.pick_path(paths, []) == (1, 2, 3)  # a click: the first path


def test_extend_trace_steps_on_back_and_cuts():
    good = {(1,), (1, 2), (1, 2, 3)}
    t = P.extend_trace([], 1, 0, good)
    assert t == [0, 1]
    t = P.extend_trace(t, 2, 0, good)
    assert t == [0, 1, 2]
    assert P.extend_trace(t, 9, 0, good) == [0, 1, 2]  # a cell no walk goes through: ignored
    assert P.extend_trace(t, 1, 0, good) == [0, 1]  # back one cell
    assert P.extend_trace([0, 1, 2, 3], 1, 0, good) == [0, 1]  # back over the path: cut there
    assert P.extend_trace(t, -1, 0, good) == t  # off the board


def test_click_choice_walks_to_an_end_or_takes_one_step():
    s = walking({0: (0, -4), 1: (-4, 4), 2: (4, 0)}, 2)
    v = s.view(0)
    legal = v.legal_actions()
    ends, _ = P.plan_walk(v, 0)
    assert P.click_choice(v, legal, ends, C(1, -3)) == ("walk", C(1, -3))
    assert P.click_choice(v, legal, ends, C(1, -4)) == ("play", ("step", C(1, -4)))  # a next cell
    assert P.click_choice(v, legal, ends, C(3, -3)) is None


def test_next_planned_plays_the_planned_steps_and_stops_at_a_real_choice():
    s = walking({0: (-2, 0), 1: (-1, 0), 2: (4, 0)}, 2, guardian=(2, 2))
    v = s.view(0)
    assert P.next_planned(v, v.legal_actions(), [C(-1, 0), C(0, 0)], []) == (("step", C(-1, 0)), [C(0, 0)])
    assert P.next_planned(v, v.legal_actions(), [C(3, 0)], []) == (None, [])  # not a step from here
    s.apply(("step", C(-1, 0)))  # pushes seat 1: several answers
    v = s.view(0)
    assert v.phase == "push"
    plan = P.push_plan(s.view(0), 0, ()) or []
    assert P.next_planned(v, v.legal_actions(), [C(0, 0)], plan) == (None, [C(0, 0)])
    want = sorted(a[1] for a in v.legal_actions())[-1]
    assert P.planned_push(v, v.legal_actions(), [(1, C(-1, 0), want, True)]) == want
    assert P.planned_push(v, v.legal_actions(), [(2, C(-1, 0), want, True)]) is None


def test_drop_refusal_says_why_the_raider_cannot_stop_there():
    s = walking({0: (0, -4), 1: (-4, 4), 2: (4, 0)}, 2)
    v = s.view(0)
    assert P.drop_refusal(v, None) == "why.end_cell"
    assert P.drop_refusal(v, C(1, -2)) == "why.blocked"  # a pillar
    assert P.drop_refusal(v, C(0, -3)) == "why.blocked"  # a puddle
    assert P.drop_refusal(v, D.CENTRE) == "why.blocked"  # the guardian
    assert P.drop_refusal(v, C(3, -3)) == "why.blocked"
    assert P.drop_refusal(v, C(2, -3)) == "why.exact"
    s.apply(("step", C(1, -4)))
    assert P.drop_refusal(s.view(0), C(0, -4)) == "why.back"


def test_a_puddle_is_no_refusal_for_the_diving_helmet():
    s = walking({0: (-4, 0), 1: (-4, 4), 2: (4, 0)}, 3, items=("diving_helmet", "lucky_charm", "snaking_box"))
    v = s.view(0)
    assert P.drop_refusal(v, C(-3, 0)) != "why.blocked"
