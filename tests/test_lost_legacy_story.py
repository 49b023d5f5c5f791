"""Lost Legacy: the story of a round (story.py) told from hand-built positions and random games."""

from __future__ import annotations

import re

import pytest

from tabletop.engine import i18n
from tabletop.engine.contract import Setup, apply_checked
from tabletop.engine.rng import Rng
from tabletop.games.lost_legacy import story
from tabletop.games.lost_legacy.rules import GAME, make_state, str_to_action

DECK8 = ["general", "map", "search", "search", "assault", "girl", "thief", "sword"]
NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"]


def play(s, *texts) -> list:
    """Apply ``texts`` to ``s``; the steps they make (actor, pending, action, public events)."""
    steps = []
    for text in texts:
        a = str_to_action(text)
        actor, pending = s.current_player(), s.pending
        apply_checked(s, a)
        steps.append((actor, pending, a, tuple(e[1:] for e in s.events if e[0] == -1)))
    return steps


def told(s, steps) -> story.RoundStory:
    winner, reason = s.history[-1]
    return story.tell(steps, winner, reason, s.round_reveal, s.lost_legacy)


def en(text: str) -> str:
    return i18n.fill_seats(text, NAMES)


def test_a_shadow_thief_finding_the_starship_in_a_hand():
    s = make_state(2, hands=[["thief", "map"], ["starship"]], deck=DECK8)
    st = told(s, play(s, "play thief", "seat 1"))
    assert (st.winner, st.reason, st.place, st.found_with) == (0, "effect", ("seat", 1), "thief")
    assert [en(x) for x in story.lines(st, "en")] == [
        "Ann found Lost Legacy: The Starship in Bob's hand with the Shadow Thief."]
    assert story.fate_cell(st, 0, "en") == "Found it (effect)"
    assert story.investigation_cell(st, 1, "en") == "—"  # no investigation this round


def test_the_investigation_number_by_number_with_a_tie():
    s = make_state(4, hands=[["search"], ["search"], ["thief"], ["ambush", "map"]], ruins=["general", "starship"],
                   deck=[], active=3)
    st = told(s, play(s, "play map", "slot 1"))
    assert (st.winner, st.reason, st.place) == (2, "found", ("slot", 1))
    assert [(n.number, n.holders, n.revealed) for n in st.numbers] == [(3, (2,), ("slot", 1, "starship"))]
    lines = [en(x) for x in story.lines(st, "en")]
    assert lines == ["Cy revealed Ruins 2 in the investigation: Lost Legacy: The Starship.",
                     "Investigation: 3: Cy revealed Ruins 2 (Lost Legacy: The Starship); 7: Ann and Bob, not reached; "
                     "×: Dee (never investigates)."]
    # the seats whose number was never called, and the × card that has none
    assert story.investigation_cell(st, 0, "en") == "7: not called"
    assert story.investigation_cell(st, 3, "en") == "×: none"
    assert story.investigation_cell(st, 2, "en") == "3 → Ruins 2"


def test_a_draw_says_where_the_lost_legacy_was_and_who_tied():
    s = make_state(4, hands=[["search"], ["search"], ["thief"], ["ambush", "map"]], ruins=["general", "starship"],
                   deck=[], active=3)
    st = told(s, play(s, "play map", "slot 0"))
    assert (st.winner, st.reason, st.place) == (-1, "draw", ("slot", 1))
    lines = [en(x) for x in story.lines(st, "en")]
    assert lines[0] == "Nobody found Lost Legacy: The Starship: a draw."
    assert lines[1] == "Lost Legacy: The Starship was in Ruins 2."
    assert lines[2] == ("Investigation: 3: Cy revealed Ruins 1 (General); 7: Ann and Bob tied, nobody investigated; "
                        "×: Dee (never investigates).")
    assert story.investigation_cell(st, 0, "en") == "7: tie"
    assert story.fate_cell(st, 0, "en") == "Draw"


def test_eliminations_say_whose_card_did_it_and_why():
    # Swordsman finds a Sneak Attack: its holder is out (the Swordsman is immune to the trap)
    s = make_state(3, hands=[["sword", "map"], ["ambush"], ["starship"]], deck=DECK8)
    st = story.tell(play(s, "play sword", "seat 1"), -1, "draw", None, s.lost_legacy)  # the round goes on
    (e,) = st.eliminations
    assert (e.seat, e.actor, e.card, e.cause) == (1, 0, "sword", "xhit")
    assert en(story.elimination_text(e, "en")) == "Bob was eliminated: Ann's Swordsman found a × card in their hand."
    assert story.fate_cell(st, 1, "en") == "Out: Swordsman"


def test_a_look_at_a_sneak_attack_eliminates_the_looker_and_the_last_one_standing_wins():
    s = make_state(2, hands=[["assault", "map"], ["ambush"]], deck=DECK8)
    st = told(s, play(s, "play assault", "seat 1"))
    assert (st.winner, st.reason) == (1, "last")
    (e,) = st.eliminations
    assert (e.seat, e.cause, e.by) == (0, "ambush", 1)
    lines = [en(x) for x in story.lines(st, "en")]
    assert lines[0] == "Bob was the last player left in the round."
    assert lines[-1] == "Ann was eliminated: they looked at Bob's Sneak Attack."
    assert story.fate_cell(st, 0, "en") == "Out: Sneak Attack"
    assert story.fate_cell(st, 1, "en") == "Last one in"


def test_the_fated_girl_and_two_wounds():
    s = make_state(3, hands=[["assault", "map"], ["girl"], ["search"]], deck=DECK8)
    st = story.tell(play(s, "play assault", "seat 1"), -1, "draw", None, s.lost_legacy)
    assert [(e.seat, e.cause, e.card) for e in st.eliminations] == [(1, "girl", "assault")]
    assert en(story.elimination_text(st.eliminations[0], "en")) == \
        "Bob was eliminated: Ann's Assault saw their Fated Girl."
    s = make_state(2, mode="flying_garden", hands=[["wound", "map"], ["search"]], piles=[["wound"], []], deck=DECK8)
    st = told(s, play(s, "play wound"))
    assert [(e.seat, e.cause) for e in st.eliminations] == [(0, "wounds")]
    assert story.fate_cell(st, 0, "en") == "Out: two Wounds"


def test_split_rounds_ends_a_round_at_its_result():
    steps = [(0, ("play",), ("play", "map"), ()), (0, ("map_shuffle",), "keep", (("result", 0, "last"),)),
             (1, ("play",), ("play", "map"), ())]
    rounds = story.split_rounds(steps)
    assert [len(r) for r in rounds] == [2, 1]


@pytest.mark.parametrize("players, deck", [(2, "starship"), (4, "flying_garden"), (6, "all_jam")])
def test_every_random_round_has_a_story_in_both_languages(players, deck):
    """Whatever happens, the story names the winner (or says draw), never a raw seat marker left
    unfilled, and a seat's cells exist for every seat."""
    for seed in range(12):
        s = GAME.new_game(Setup(players, {"deck": deck, "match": 2}, seed))
        rng = Rng(seed)
        steps = []
        while not s.is_terminal():
            a = rng.choice(s.legal_actions())
            steps += play(s, s.action_to_str(a))
        rounds = [r for r in story.split_rounds(steps) if r]
        assert len(rounds) == len(s.history)
        winner, reason = s.history[-1]
        st = story.tell(rounds[-1], winner, reason, s.round_reveal, s.lost_legacy)
        for lang in ("en", "ja"):
            text = " ".join(i18n.fill_seats(x, NAMES) for x in story.lines(st, lang))
            assert "\u27e6" not in text and not re.search(r"\{\w+\}", text)
            if winner >= 0:
                assert NAMES[winner] in story.lines(st, lang)[0].replace(i18n.seat_ref(winner), NAMES[winner])
            cells = [story.investigation_cell(st, p, lang) + story.fate_cell(st, p, lang) for p in range(players)]
            assert all(cells)
