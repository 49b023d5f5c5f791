"""Pyramid Raiders in a player's words: cells described as the board shows them, seats by
their players' names, in the log a Session writes."""

import re

import pytest

from tabletop.engine.contract import Setup
from tabletop.engine.record import Seat
from tabletop.engine.rng import Rng
from tabletop.engine.session import Session
from tabletop.games.pyramid_raiders import data as D
from tabletop.games.pyramid_raiders import words
from tabletop.games.pyramid_raiders.rules import GAME

from test_pyramid_raiders_rules import C, OTHER_ITEMS, commit, position

SEAT_NUMBER = re.compile(r"\bP\d")
COORDS = re.compile(r"-?\d+\s*,\s*-?\d+")


def test_corners_edges_and_the_centre_are_named_as_drawn():
    assert words.where(D.CENTRE, "en") == "in the centre"
    assert words.where(C(0, -4), "en") == "in the top-left corner"
    assert words.where(C(4, 0), "en") == "in the right corner"
    assert words.where(C(1, -4), "en") == "at the left end of the top edge"
    assert words.where(C(3, -4), "ja") == "上辺の右端"
    assert words.where(C(4, -3), "en") == "at the upper end of the upper-right edge"
    assert words.where(C(2, -4), "en") == "in the middle of the top edge"
    assert words.where(C(4, -2), "en") == "in the middle of the upper-right edge"
    assert words.where(C(-4, 1), "ja") == "左下辺の上端"
    assert words.where(C(1, 0), "en") == "next to the centre, on its right side"
    assert words.where(C(1, -3), "ja") == "上のほう"
    assert words.where(C(0, -3), "ja") == "左上のほう"
    # every edge cell and corner has a place of its own; no text shows a coordinate
    for lang in ("en", "ja"):
        edge = [words.where(c, lang) for c in D.EDGE]
        assert len(set(edge)) == len(edge)
        assert all(not re.search(r"\d", words.where(c, lang)) for c in range(D.NCELLS))


def test_a_cell_in_a_sentence_says_what_lies_there():
    tokens = [-1] * D.NCELLS
    tokens[C(0, -4)] = D.SCROLL
    tokens[C(2, -2)] = 5
    assert words.cell_phrase(C(0, -4), "en", tokens) == "the Ancient Scroll in the top-left corner"
    assert words.cell_phrase(C(2, -2), "ja", tokens) == "右上のほうの宝石"
    assert words.cell_phrase(C(3, 0), "en", tokens) == "the puddle in the right part"
    assert words.cell_phrase(C(2, -4), "en", tokens) == "an empty cell in the middle of the top edge"


def test_a_push_names_the_pushed_player_and_the_cell_as_seen():
    s = position(3, {0: (-2, 0), 1: (-1, 0), 2: (0, 0)}, guardian=(1, 0), items=OTHER_ITEMS[:3])
    commit(s, {0: 1, 1: 3, 2: 3})
    session_names = ["Ann", "Bob", "Cy"]
    from tabletop.engine.i18n import fill_seats

    step = fill_seats(s.describe_action(("step", C(-1, 0)), "en"), session_names)
    assert step.startswith("steps to ") and step.endswith(", pushing Bob.")
    s.apply(("step", C(-1, 0)))
    assert fill_seats(s.prompt("en"), session_names) == "Choose where Bob is pushed."
    push = fill_seats(s.describe_action(("push", C(0, 0)), "ja"), session_names)
    assert push.startswith("Bobを中央の") and "0,0" not in push


@pytest.mark.parametrize("players,seed", [(3, 1), (6, 2)])
def test_a_random_game_s_log_names_players_and_never_shows_coordinates(players, seed):
    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"][:players]
    session = Session(GAME, Setup(players, {"obstacle_layout": "random"}, seed),
                      [Seat(n, "human") for n in names])
    rng = Rng(seed)
    while not session.is_terminal():
        session.apply(rng.choice(session.legal_actions()))
    texts = [e.describe(lang) for e in session.log for lang in ("en", "ja")]
    assert len(texts) > 100
    for text in texts:
        assert not SEAT_NUMBER.search(text), text
        assert not COORDS.search(text), text
        assert "\u27e6" not in text, text
    assert any("Bob" in text for text in texts if "push" in text or "突き飛ば" in text)


def test_the_log_says_whom_the_guardian_caught():
    """The turn that ends a round also tells the guardian's walk and, by name, whom it caught."""
    st = GAME.new_game(Setup(3, {}, 1))
    rng = Rng(1)
    names = ("Ann", "Bob", "Cy")
    seats = [Seat(n, "human") for n in names]
    session = Session(GAME, Setup(3, {}, 1), seats)
    walks = caught = 0
    while not st.is_terminal() and caught < 2:
        a = rng.choice(st.legal_actions())
        before = st.clone()
        st.apply(a)
        session.apply(a)
        if st.ndice == before.ndice:
            continue
        walks += 1
        en, ja = session.log[-1].describe("en"), session.log[-1].describe("ja")
        assert f"the guardian walks {st.report['steps']} steps" in en
        assert "ガーディアン" in ja
        new = [p for p in st.report["defeated"] if p not in before.defeated]
        for p in new:
            assert names[p] in en and names[p] in ja and "catches" in en
        caught += bool(new)
    assert walks and caught


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_side_panel_s_score_rows_say_counts_in_the_label_and_points_as_points(lang):
    """Two kinds held score 1 point: the row reads "Kinds (2)" "1 pt", not "Variety 1" (a count
    or points?)."""
    from tabletop.games.pyramid_raiders.scene.draw import DrawMixin
    from tabletop.ui import i18n

    holding = [0] * 7
    holding[D.TOKEN_IDS.index("pottery")] = 2
    holding[D.TOKEN_IDS.index("koban")] = 1
    holding[D.SCROLL] = 1
    i18n.set_lang(lang)
    try:
        rows = DrawMixin.score_rows(holding, 1)
    finally:
        i18n.set_lang("en")
    want = {"en": [("Sets of one kind", "2 pts"), ("Kinds (2)", "1 pt"), ("Scrolls (1)", "1 pt"),
                   ("Curses (1)", "-2 pts")],
            "ja": [("同じ秘宝のセット", "2点"), ("秘宝の種類（2種類）", "1点"), ("古文書（1枚）", "1点"), ("呪い（1個）", "-2点")]}
    assert rows == want[lang]
