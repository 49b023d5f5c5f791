"""The marks of the others' turns (``marks.py``, pure): worked out from the actions and the
views around each."""

from tabletop.games.pyramid_raiders.marks import turn_marks

from test_pyramid_raiders_rules import C, OTHER_ITEMS, commit, position


def played(s, actions, viewer=2):
    moves = []
    for a in actions:
        seat = s.current_player()
        before = s.view(viewer)
        s.apply(a)
        moves.append((seat, a, before, s.view(viewer)))
    return moves


def test_a_walk_with_a_push_chain_is_marked_with_its_pushes():
    s = position(3, {0: (-2, 0), 1: (-1, 0), 2: (0, 0)}, guardian=(1, 0), items=OTHER_ITEMS[:3])
    commit(s, {0: 1, 1: 3, 2: 3})
    m = turn_marks(played(s, [("step", C(-1, 0)), ("push", C(0, 0)), ("push", C(0, 1))]))
    assert m.walks == {0: [C(-2, 0), C(-1, 0)]}
    assert m.pushes == [(0, 1, C(-1, 0), C(0, 0)), (0, 2, C(0, 0), C(0, 1))]
    assert m.seats == {0}
    # card 1: the facing it gives the guardian is marked too
    m = turn_marks(played(s, [("face", 2)]))
    assert m.faced == {0: 2} and not m.walks


def test_the_guardian_s_walk_and_catches_are_marked_by_the_action_that_set_it_off():
    s = position(3, {0: (-4, 0), 1: (2, 0), 2: (0, -4)}, guardian=(0, 0), facing=1, items=OTHER_ITEMS[:3])
    commit(s, {0: 3, 1: 3, 2: 3})
    moves = []
    while s.round == 1 and s.phase != "return":
        moves += played(s, [s.legal_actions()[0]])
    m = turn_marks(moves)
    rep = s.report
    assert m.guardian == [C(0, 0)] + [e["to"] for e in rep["events"] if e["kind"] == "move"]
    assert m.defeats == [(e["seat"], e["cell"]) for e in rep["events"] if e["kind"] == "defeat"]
    assert set(m.walks) <= {0, 1, 2} and m
