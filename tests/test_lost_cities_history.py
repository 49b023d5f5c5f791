"""Lost Cities' history (``history``): what a stretch of the game did, read from the public events --
the marks of the others' last turns, and each expedition's result per path."""

from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng
from tabletop.games.lost_cities import GAME, data, history
from tabletop.games.lost_cities.data import ADV, RES

R, G, B, Y, N = range(5)


def test_turn_marks_follow_a_figure_from_where_it_stood_and_forget_a_finished_expedition():
    stretch = [
        (1, ("play", "g4", None), (("move", 1, G, 3), ("arrow", 1, G, 3))),
        (1, ("arrow", "g"), (("move", 1, G, 4), ("vp", 1, G, 4, 10))),
        (1, ("draw", "b"), (("draw", 1, B, 6),)),
        (2, ("play", "r2", "res"), (("start", 2, R, RES),)),
        (2, ("discard", "y9"), (("discard", 2, Y, 9),)),
        (0, ("draw", "deck"), (("draw", 0, "deck"),)),
    ]
    marks = history.turn_marks(stretch)
    assert marks[1].moved == {G: (2, 4)} and marks[1].played == [G]
    assert marks[1].tiles == [(G, 3, "arrow"), (G, 4, "vp10")] and marks[1].took == [(B, 6)]
    assert marks[2].moved == {R: (0, 1)} and marks[2].discarded == [(Y, 9)]
    assert marks[0].drew_supply == 1 and not marks[0].moved
    ended = stretch + [(0, ("play", "n8", None), (("move", 0, N, 7), ("cross", 0, N, 5), ("end", "bridge", 0),
                                                  ("scored", 1), ("expedition", 2, 1)))]
    assert history.turn_marks(ended) == {}  # the board they were made on is gone


def test_expedition_paths_match_the_scores_of_a_played_game():
    """Per path, the figure's points add up to the expedition's figure points, and the tiles to its
    tile VP and artifacts, for every seat in every expedition of a random game."""
    st = GAME.new_game(Setup(3, {}, 5))
    rng = Rng(5)
    stream = []
    while not st.is_terminal():
        a = rng.choice(st.legal_actions())
        p = st.current_player()
        st.apply(a)
        stream.append((p, a, st.events))
    exps = history.expedition_paths(stream, 3)
    assert len(exps) == 3
    for e, rows in enumerate(st.results):
        for seat in range(3):
            paths = exps[e][seat]
            tile_vp, figures, _applied, arts, _vp = rows[seat]
            assert sum(r.points for r in paths) == figures
            assert sum(r.tile_vp for r in paths) == tile_vp
            assert sum(r.artifacts for r in paths) == arts
            for k, r in enumerate(paths):
                assert (r.kind, r.step) == tuple(st.last_figures[seat][k]) or e < 2
                assert r.crossed == (r.step > data.BRIDGE_AFTER_STEP)
    enders = [(e, seat, k) for e in range(3) for seat in range(3) for k in range(5) if exps[e][seat][k].ended]
    assert len(enders) == sum(1 for s in stream for ev in s[2] if ev[:2] == ("end", "bridge"))
    assert history.PathResult(kind=RES, step=1).points == -40 and history.PathResult(ADV, 9).points == 50


def _tally(total, chips, figures=100, tiles=20, floor=0):
    return history.SeatTally([figures, None, None, None, None], tiles, floor, total - figures - tiles - floor, chips, 0,
                             total)


def _fill(lines, names=("Ann", "Bob", "Cy")):
    from tabletop.engine import i18n

    return [i18n.fill_seats(line, list(names)) for line in lines]


def test_ending_lines_say_how_the_winner_won_and_settle_ties():
    exps = [[[history.PathResult(RES, 9, 0, 0, True)] + [history.PathResult()] * 4,
             [history.PathResult(ADV, 4)] + [history.PathResult()] * 4,
             [history.PathResult()] * 5]]
    plain = _fill(history.ending_lines([_tally(150, 7), _tally(120, 5), _tally(40, 2, floor=15)], [1, 2, 3], exps,
                                       "en", viewer=2))
    assert plain[0] == "Ann wins with 150 points: figures +100, VP tiles +20, 7 artifact chips +30."
    assert plain[1].startswith("Cy: 40 points") and plain[1].endswith("The zero floor gave back +15.")  # yours next
    assert plain[2] == "Best figure: Ann's researcher reached the lost city on the orange path (+100)."
    assert plain[3].startswith("Bob: 120 points")
    on_chips = _fill(history.ending_lines([_tally(150, 5), _tally(150, 7), _tally(40, 2)], [2, 1, 3], exps, "en"))
    assert on_chips[0] == "Ann and Bob have 150 points each; Bob wins on artifact chips (7 to 5)."
    shared = _fill(history.ending_lines([_tally(150, 7), _tally(150, 7), _tally(40, 2)], [1, 1, 3], exps, "ja"))
    assert shared[0] == "AnnとBobは150点、彫像チップも7枚ずつで同じなので、勝利を分け合います。"
    assert all("{" not in line for line in shared)
