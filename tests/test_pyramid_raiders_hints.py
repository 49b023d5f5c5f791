"""Pyramid Raiders' hints (``hints.py``, pure): the move, the cell and the reason, worked out
from the player's view only."""

from tabletop.engine.i18n import fill_seats
from tabletop.games.pyramid_raiders import data as D
from tabletop.games.pyramid_raiders import hints

from test_pyramid_raiders_rules import C, OTHER_ITEMS, JEWEL, KOBAN, commit, position

NAMES = ["Ann", "Bob", "Cy"]
E, SE = 1, 2


def test_catches_counts_the_die_rolls_on_which_the_guardian_reaches_a_raider():
    s = position(3, {0: (2, 0), 1: (-4, 4), 2: (0, -4)}, guardian=(0, 0), facing=E, items=OTHER_ITEMS[:3])
    v = s.view(0)
    counts = hints.catches(v)
    assert counts[0] == 5  # two steps east: every roll but a 1
    assert counts[1] == counts[2] == 0
    assert hints.catches(v, {0: C(-1, 4)})[0] == 0  # moved out of the way
    assert hints.catches(v, facing=4)[0] == 0  # facing west, away from it
    assert s.pos[0] == C(2, 0) and s.guardian == D.CENTRE  # the view's state is untouched


def test_gain_is_what_the_token_adds_to_the_score():
    s = position(3, {0: (-4, 0), 1: (-4, 4), 2: (4, 0)}, items=OTHER_ITEMS[:3])
    s.holdings[0] = [1, 0, 0, 0, 0, 0, 0]
    s.tokens[C(-3, 1)] = KOBAN
    s.tokens[C(-3, -1)] = JEWEL
    v = s.view(0)
    assert hints.gain(v, 0, C(-3, 1)) == 2  # a pair of Koban
    assert hints.gain(v, 0, C(-3, -1)) == 1  # a second kind: variety 1


def test_a_card_hint_names_the_cell_the_points_and_the_risk():
    s = position(3, {0: (-4, 0), 1: (-4, 4), 2: (4, -4)}, guardian=(3, -1), items=OTHER_ITEMS[:3])
    s.holdings[0] = [3, 0, 0, 0, 0, 0, 0]
    s.tokens = [-1] * D.NCELLS
    s.tokens[C(-2, -1)] = KOBAN  # a fourth Koban: 4 -> 7 points, two steps away
    v = s.view(0)
    text = hints.explain(v, ("card", 2), "en")
    assert text.startswith("Play card 2: it takes you to the Koban") and "(+3 points)" in text
    assert "guardian" in text and "Afterwards you may flip the turn tile." in text
    ja = hints.explain(v, ("card", 2), "ja")
    assert "小判" in ja and "+3点" in ja and "カード2" in ja


def test_a_step_hint_says_where_the_walk_is_going():
    s = position(3, {0: (-4, 0), 1: (-4, 4), 2: (4, -4)}, guardian=(3, -1), items=OTHER_ITEMS[:3])
    s.tokens = [-1] * D.NCELLS
    s.tokens[C(-2, 0)] = JEWEL
    commit(s, {0: 2, 1: 3, 2: 3})
    v = s.view(0)
    step = next(a for a in v.legal_actions() if a == ("step", C(-3, 0)) or a == ("step", C(-4, 1)))
    text = hints.explain(v, step, "en")
    assert text.startswith("Step to ") and "on the way to" in text


def test_a_facing_hint_says_whom_the_guardian_would_catch():
    s = position(3, {0: (-4, 0), 1: (2, 0), 2: (0, -4)}, guardian=(0, 0), facing=SE, items=OTHER_ITEMS[:3])
    commit(s, {0: 1, 1: 3, 2: 3})
    while s.phase != "face":
        s.apply(s.legal_actions()[0])
    v = s.view(0)
    text = fill_seats(hints.explain(v, ("face", E), "en"), NAMES)
    assert text.startswith("Turn the guardian toward the right: as the board stands, it would then catch Bob on")
    ja = fill_seats(hints.explain(v, ("face", E), "ja"), NAMES)
    assert ja.startswith("ガーディアンを右に向けましょう。") and "Bob（6通り中" in ja
