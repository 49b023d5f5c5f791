"""Lost Legacy: what a move does and why (explain.py), from one seat's view only."""

from __future__ import annotations

import re

import pytest

from tabletop.engine import i18n
from tabletop.engine.contract import Setup, apply_checked
from tabletop.engine.rng import Rng
from tabletop.games.lost_legacy import explain
from tabletop.games.lost_legacy.rules import GAME, make_state, str_to_action

DECK8 = ["general", "map", "search", "search", "assault", "girl", "thief", "sword"]
NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"]


def do(s, *texts):
    for t in texts:
        apply_checked(s, str_to_action(t))


def en(text: str) -> str:
    return i18n.fill_seats(text, NAMES)


def test_refusals_say_why_a_card_is_not_played():
    s = make_state(2, hands=[["starship", "map"], ["search"]], deck=DECK8)
    v = s.view(0)
    assert explain.refusal(v, "starship", True, "en") == "The Starship is the Lost Legacy: it can never be played."
    assert explain.refusal(v, "map", True, "en") == "Drop the card on the play area in the middle of the table."
    assert explain.refusal(v, "map", False, "en") == "Wait for your turn."
    do(s, "play map")
    assert explain.refusal(s.view(0), "starship", True, "en") == "Finish the effect of the card in play first."


def test_a_selected_card_says_what_it_does_and_what_you_keep():
    s = make_state(2, hands=[["sword", "ambush"], ["search"]], deck=DECK8)
    text = explain.selection(s.view(0), "sword", "en")
    lines = text.split("\n")
    assert lines[0].startswith("Swordsman: Look at another player's hand.")
    assert lines[1] == "You keep Sneak Attack (a trap for whoever looks at your hand)."
    assert "play area" in lines[2]
    ship = make_state(2, hands=[["starship", "map"], ["search"]], deck=DECK8).view(0)
    assert explain.selection(ship, "starship", "en").endswith("it can never be played.")
    assert "You keep Lost Legacy: The Starship (the Lost Legacy: keep it hidden)" in explain.selection(ship, "map", "en")


def test_a_hint_names_the_move_and_a_reason_from_what_the_seat_knows():
    # Ann knows Bob's card (set by hand, as after a look that her Saint survived)
    s = make_state(3, hands=[["sword", "search"], ["ambush"], ["map"]], deck=DECK8)
    s.known_hands[0][1] = ("ambush",)
    v = s.view(0)
    assert en(explain.hint(v, ("play", "sword"), "en")) == (
        "play Swordsman — you know Bob holds a × card: the Swordsman eliminates them; "
        "you keep Search (number 7 in the investigation).")
    do(s, "play sword")
    v = s.view(0)
    assert en(explain.hint(v, ("seat", 1), "en")) == "choose Bob — you know Bob holds a × card: they are eliminated."
    assert en(explain.hint(v, ("seat", 2), "en")) == "choose Cy — you have not seen Cy's card yet."


def test_a_swap_hint_says_what_you_take_and_warns_nothing_is_given_away():
    s = make_state(2, hands=[["general", "starship"], ["search"]], deck=["thief"] + DECK8)
    do(s, "play general")
    v = s.view(0)
    assert explain.move_text(v, "swap", "en") == "swap: take Shadow Thief"
    assert explain.move_text(v, "keep", "en") == "keep Lost Legacy: The Starship"
    assert explain.hint(v, "keep", "en") == (
        "keep Lost Legacy: The Starship — you keep Lost Legacy: The Starship, and nobody learns you have it.")
    s = make_state(2, hands=[["general", "search"], ["map"]], deck=["thief"] + DECK8)
    do(s, "play general")
    assert explain.hint(s.view(0), "swap", "en") == (
        "swap: take Shadow Thief — Shadow Thief (3) investigates before your Search (7).")


def test_curse_number_hint_uses_only_the_seat_s_knowledge():
    s = make_state(2, mode="flying_garden", hands=[["curse", "gale"], ["necro"]], deck=["misinfo"] * 3)
    do(s, "play curse", "seat 1")
    v = s.view(0)
    text = explain.hint(v, ("name", 2), "en")
    assert "Necromancer" not in text  # Ann has not seen Bob's card
    assert text.startswith("name 2 — 2 is the likeliest")
    s.known_hands[0][1] = ("necro",)
    assert en(explain.hint(s.view(0), ("name", 2), "en")) == "name 2 — you know Bob holds Necromancer."


@pytest.mark.parametrize("players, deck", [(2, "starship"), (3, "flying_garden"), (5, "all_jam")])
def test_every_legal_move_of_random_games_is_explained_in_both_languages(players, deck):
    for seed in range(6):
        s = GAME.new_game(Setup(players, {"deck": deck}, seed))
        rng = Rng(seed)
        while not s.is_terminal():
            seat = s.current_player()
            v = s.view(seat)
            for a in v.legal_actions():
                for lang in ("en", "ja"):
                    text = i18n.fill_seats(explain.hint(v, a, lang), NAMES)
                    assert text and not re.search(r"\{\w+\}", text) and "\u27e6" not in text
                    assert "P1" not in text and "P2" not in text
                    assert not re.search(r"\b(why|move|note|fx)\.", text), text  # no catalog key left raw
            for card in v.hand:
                assert explain.selection(v, card, "ja")
            do(s, s.action_to_str(rng.choice(s.legal_actions())))


def test_a_forced_play_and_a_card_without_effect_are_explained_as_such():
    s = make_state(2, hands=[["girl", "starship"], ["search"]], deck=DECK8)
    assert explain.hint(s.view(0), ("play", "girl"), "en") == (
        "play Fated Girl — it is the only card you can play; you keep Lost Legacy: The Starship "
        "(the Lost Legacy: keep it hidden).")
    s = make_state(2, hands=[["ambush", "map"], ["search"]], deck=DECK8)
    assert explain.reason(s.view(0), ("play", "ambush"), "en").startswith("it does nothing when played")
    assert explain.reason(s.view(0), ("play", "map"), "en").startswith("you see the deck's top card as it goes into the Ruins")
