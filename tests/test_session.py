import json

import pytest

from tabletop.engine import registry
from tabletop.engine.contract import IllegalAction, Setup
from tabletop.engine.record import GameRecord, RecordError, Seat, replay
from tabletop.engine.session import Session

from refgame import REF_GAME


@pytest.fixture(autouse=True)
def ref_registered():
    registry.register(REF_GAME)  # no-op if already there


def seats(n, humans=(0,)):
    return tuple(Seat(f"S{i}", "human" if i in humans else "normal") for i in range(n))


def new(n=3, rounds=3, seed=11, humans=(0,), actions=()):
    return Session(REF_GAME, Setup(n, {"rounds": rounds}, seed), seats(n, humans), actions)


def commit(sess, index=0):
    """The current player commits the ``index``-th card of their hand."""
    return sess.apply(sess.legal_actions()[index])


def fresh_json(n=3, rounds=3, seed=11):
    return REF_GAME.new_game(Setup(n, {"rounds": rounds}, seed)).to_json()


def test_apply_appends_to_record_and_log():
    s = new()
    p = s.current_player()
    action = s.legal_actions()[1]
    entry = s.apply(action)
    assert (entry.index, entry.player, entry.action_text) == (0, p, REF_GAME.new_game(
        s.record.setup).action_to_str(action))
    assert s.record.actions == [entry.action_text]
    assert s.log == [entry]
    assert entry.describe("en") == "S0 commits a card face down."  # the seat's name, never a number
    assert entry.describe("ja") == "S0がカードを伏せて出しました。"
    assert action[1] not in entry.describe("en")  # the log never shows a hidden commit
    assert s.current_player() == 1 and len(s) == 1


def test_illegal_actions_change_nothing():
    s = new()
    before = s.state.to_json()
    for bad in [("play", "zz"), "keep", ("play", s.view(1).hand[0])]:
        with pytest.raises(IllegalAction):
            s.apply(bad)
    with pytest.raises(IllegalAction):
        s.apply_text("play q11")
    assert s.state.to_json() == before and s.record.actions == [] and s.log == []


def test_apply_text_and_game_over():
    s = new(n=2, rounds=1)
    s.apply_text(s.state.action_to_str(s.legal_actions()[0]))
    commit(s)
    assert s.is_terminal()
    with pytest.raises(IllegalAction, match="over"):
        s.apply(("play", "r01"))


def test_replay_constructor_and_from_record():
    s = new()
    for _ in range(5):
        commit(s, -1)
    again = Session(REF_GAME, s.record.setup, s.record.seats, s.record.actions)
    assert again.state.to_json() == s.state.to_json()
    assert [e.action_text for e in again.log] == s.record.actions
    loaded = Session.from_record(GameRecord.from_json(json.loads(json.dumps(s.record.to_json()))))
    assert loaded.state.to_json() == s.state.to_json()
    assert replay(s.record).to_json() == s.state.to_json()


def test_bad_replay_names_the_action():
    s = new()
    mine = s.view(0).hand
    texts = [f"play {mine[0]}", f"play {mine[1]}"]  # seat 1 cannot play seat 0's card
    with pytest.raises(RecordError, match=rf"action 1 'play {mine[1]}' is not legal for seat 1"):
        Session(REF_GAME, s.record.setup, s.record.seats, texts)
    with pytest.raises(RecordError, match="action 0 'hello' cannot be read"):
        Session(REF_GAME, s.record.setup, s.record.seats, ["hello"])


def test_seat_count_must_match():
    with pytest.raises(RecordError, match="seats"):
        Session(REF_GAME, Setup(3, {}, 1), seats(2))


def test_is_ai_and_human_seats():
    s = new(n=4, humans=(0, 2))
    assert s.human_seats() == [0, 2]
    assert [s.is_ai(i) for i in range(4)] == [False, True, False, True]


# -- undo ------------------------------------------------------------------------------

def test_nothing_to_undo_at_start():
    s = new()
    assert s.undo_target(0) is None
    assert s.undo(0) is False
    assert s.state.to_json() == fresh_json()


def test_undo_own_commit_and_the_hidden_ai_commit_after_it():
    s = new()
    commit(s)  # seat 0 (human) commits: nobody learns anything
    commit(s)  # seat 1 (AI) commits: still nothing revealed
    assert s.undo_target(0) == 0
    assert s.undo_target(1) == 1
    assert s.undo_target(2) is None  # seat 2 has not acted
    assert s.undo(0) is True
    assert s.state.to_json() == fresh_json()
    assert s.record.actions == [] and s.log == [] and len(s) == 0
    # the session carries on normally after an undo
    commit(s, -1)
    assert replay(s.record).to_json() == s.state.to_json()


def test_reveal_is_a_barrier_for_everyone():
    s = new()
    for _ in range(3):
        commit(s)  # the third commit reveals all three cards
    assert s.state.pending is not None
    assert [s.undo_target(p) for p in range(3)] == [None, None, None]
    assert s.undo(0) is False and len(s) == 3


def test_two_players_last_commit_cannot_be_undone():
    s = new(n=2)
    commit(s)  # seat 0
    assert s.undo_target(0) == 0
    commit(s)  # seat 1 commits last: reveal
    assert s.undo_target(0) is None and s.undo_target(1) is None


def round_with_winner(s):
    for _ in range(s.state.num_players):
        commit(s)
    w = s.state.pending[1]
    return w


def test_keep_is_undoable_by_the_winner_only():
    s = new()
    w = round_with_winner(s)
    s.apply("keep")
    others = [p for p in range(3) if p != w]
    assert s.undo_target(w) == 3
    assert all(s.undo_target(p) is None for p in others)  # they saw the choice
    # the winner leads the next round; undo takes back both the keep and the commit
    assert s.current_player() == w
    commit(s)
    assert s.undo_target(w) == 3
    before_keep = Session(REF_GAME, s.record.setup, s.record.seats, s.record.actions[:3]).state.to_json()
    assert s.undo(w)
    assert s.state.to_json() == before_keep
    assert s.state.pending == ("swap", w) and len(s.log) == 3


def test_swap_then_discard_draw_is_a_barrier():
    s = new()
    w = round_with_winner(s)
    s.apply("swap")
    assert s.undo_target(w) == 3
    s.apply(s.legal_actions()[0])  # discard, then draw a card: new information
    assert s.undo_target(w) is None
    assert all(s.undo_target(p) is None for p in range(3))


def test_undo_target_is_earliest_own_action_since_barrier():
    s = new(n=4, rounds=3, humans=(0, 1, 2, 3))
    w = round_with_winner(s)
    s.apply("keep")  # index 4, hidden from nobody but the winner
    # next round, led by w: w, w+1, w+2 commit (hidden), the last seat has not
    for _ in range(3):
        commit(s)
    order = [(w + k) % 4 for k in range(4)]
    assert s.undo_target(w) == 4  # the keep, not the later commit
    assert s.undo_target(order[1]) == 6
    assert s.undo_target(order[2]) == 7
    assert s.undo_target(order[3]) is None
    assert s.undo(order[1])
    assert len(s) == 6 and s.current_player() == order[1]
    assert replay(s.record).to_json() == s.state.to_json()


# -- records ---------------------------------------------------------------------------

def good_record_json():
    s = new()
    commit(s)
    return s.record.to_json()


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda d: d.pop("seats"), "record.seats is missing"),
        (lambda d: d.update(game=3), "record.game"),
        (lambda d: d.update(setup={"players": "3"}), "record.setup"),
        (lambda d: d.update(seats={}), "record.seats must be a list"),
        (lambda d: d["seats"].__setitem__(1, "bob"), r"record.seats\[1\] must be an object"),
        (lambda d: d["seats"][2].update(kind="wizard"), r"record.seats\[2\].kind"),
        (lambda d: d["seats"][0].update(name=None), r"record.seats\[0\].name"),
        (lambda d: d["seats"].pop(), "3 seats|2 seats"),
        (lambda d: d.update(actions="play r01"), "record.actions must be a list"),
        (lambda d: d["actions"].append(7), r"record.actions\[1\]"),
    ],
)
def test_record_from_json_validation(mutate, message):
    data = good_record_json()
    GameRecord.from_json(data)  # the unmutated record is fine
    mutate(data)
    with pytest.raises(RecordError, match=message):
        GameRecord.from_json(data)


def test_record_from_json_needs_an_object():
    with pytest.raises(RecordError, match="object"):
        GameRecord.from_json([1, 2])


def test_replay_errors():
    s = new(n=2, rounds=1)
    commit(s)
    commit(s)
    rec = s.record
    assert replay(rec, upto=1).to_json() == Session(REF_GAME, rec.setup, rec.seats, rec.actions[:1]).state.to_json()
    over = GameRecord("ref", rec.setup, rec.seats, rec.actions + ["keep"])
    with pytest.raises(RecordError, match="action 2 'keep' comes after the end of the game"):
        replay(over)
    with pytest.raises(RecordError, match="unknown game 'zzz'"):
        replay(GameRecord("zzz", rec.setup, rec.seats, []))
    with pytest.raises(RecordError, match="record.setup"):
        replay(GameRecord("ref", Setup(2, {"rounds": 99}), rec.seats, []))
    with pytest.raises(RecordError, match="seat kind"):
        Seat("x", "ismcts:5")


def test_log_texts_name_the_players_and_view_at_replays_what_a_seat_knew():
    names = ("Ann", "Bob", "Cy")
    s = Session(REF_GAME, Setup(3, {"rounds": 2}, 5), tuple(Seat(n, "human") for n in names))
    views = [s.view(0).to_json()]
    while not s.is_terminal():
        commit(s)
        views.append(s.view(0).to_json())
    for entry in s.log:
        for lang in ("en", "ja"):
            text = entry.describe(lang)
            assert "\u27e6" not in text and not any(f"P{i}" in text for i in range(1, 4))
    assert any(n in e.describe("en") for e in s.log for n in names)
    # the table as seat 0 saw it after each number of actions, without the state of that moment
    assert [s.view_at(k, 0).to_json() for k in range(len(s) + 1)] == views
    with pytest.raises(IndexError):
        s.view_at(len(s) + 1, 0)


def test_fill_seats_never_shows_a_raw_marker():
    from tabletop.engine.i18n import fill_seats, seat_ref

    text = f"{seat_ref(0)} passes to {seat_ref(3)}"
    assert fill_seats(text, ["Ann", "Bob"]) == "Ann passes to Player 4"
    assert fill_seats(text, lambda seat: f"<{seat}>") == "<0> passes to <3>"
    assert fill_seats("no seats here", []) == "no seats here"
