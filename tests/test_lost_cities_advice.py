"""Lost Cities' advice (``advice``): what a move would do in the board's words -- the Advance
buttons, a selected card, a hint that names the card, the target and the reason. Hand-built views."""

import re

import pytest

from tabletop.engine import i18n
from tabletop.games.lost_cities import advice
from tabletop.games.lost_cities.data import ADV, RES
from test_lost_cities_reasons import position as reasons_position
from test_lost_cities_reasons import put
from test_lost_cities_rules import tile

R, G, B, Y, N = range(5)
NAMES = ["Ann", "Bob", "Cy"]


def position(n=3, **options):
    return reasons_position(n, **options)


def say(text):
    return i18n.fill_seats(text, NAMES)


def test_one_step_its_points_tile_bridge_and_end():
    s = position()
    put(s, 0, B, RES, 6, (1, 2))
    tile(s, B, 7, "art")
    s.crossed = 2
    o = advice.step_outcome(s.view(0), 0, B)
    assert (o.frm, o.to, o.gain, o.tile, o.crossing, o.ends) == (6, 7, 30, "art", 3, False)
    assert advice.advance_label(s.view(0), B, "en") == "blue 15 → 30"  # the board's points, not steps 6→7
    assert advice.advance_text(s.view(0), B, "en") == (
        "Your blue researcher moves from 15 to 30 (+30 points); it crosses the bridge (3/5) and takes the artifact tile there.")
    s.crossed = 4  # the fifth crossing: the expedition ends, the tile is never reached
    o = advice.step_outcome(s.view(0), 0, B)
    assert o.ends and o.tile == ""
    assert "ends the expedition at once" in advice.advance_text(s.view(0), B, "en")
    assert "探検はすぐに終わります" in advice.advance_text(s.view(0), B, "ja")
    put(s, 0, G, ADV, 9, (1,))
    assert advice.step_outcome(s.view(0), 0, G) is None


def test_the_lost_city_step_names_the_bonus_of_the_reading_in_play():
    s = position()  # on_arrival by default
    put(s, 0, B, ADV, 8, (1,))
    put(s, 0, G, ADV, 3, (1,))
    assert advice.step_outcome(s.view(0), 0, B).bonus
    assert "another of your figures may then move a step" in advice.advance_text(s.view(0), B, "en")
    english = position(step9_bonus="on_further_card")
    put(english, 0, B, ADV, 8, (1,))
    put(english, 0, G, ADV, 3, (1,))
    assert not advice.step_outcome(english.view(0), 0, B).bonus
    put(english, 0, B, ADV, 9, (1, 2))
    assert "you may move another of your figures" in advice.card_effect(english.view(0), "b3", "en")
    put(s, 0, B, ADV, 9, (1, 2))
    assert "nothing moves" in advice.card_effect(s.view(0), "b3", "en")


def test_a_selected_card_says_what_each_choice_does():
    s = position()
    put(s, 0, B, ADV, 2, (1, 4))
    put(s, 1, Y, ADV, 1, (3,))
    v = s.view(0)
    start = say(advice.card_effect(v, "y4", "en")).split("\n")
    assert start[0] == ("Start the yellow path with an adventurer (-20) or the researcher (-40, counts double); "
                        "1 more yellow card in hand (9).")
    assert start[1] == "Or discard it onto the yellow discard pile (Bob could use it)."
    low = say(advice.card_effect(v, "b3", "en")).split("\n")
    assert low[0] == "Not on your blue pile now. The next blue card must be 4 or higher."
    play = say(advice.card_effect(v, "b8", "en")).split("\n")
    assert play[0] == "On your blue path: your blue adventurer moves from -15 to -10 (+5 points)."
    assert play[1] == "Or discard it onto the blue discard pile."
    assert "自分の青の道に出すと" in advice.card_effect(v, "b8", "ja")


def test_a_hint_names_the_card_the_target_and_the_reason():
    s = position()
    put(s, 0, B, ADV, 2, (1, 2))
    put(s, 1, N, ADV, 1, (0,))
    v = s.view(0)
    hints = {a: say(advice.hint_text(v, a, "en")) for a in v.legal_actions()}
    assert hints[("play", "b3", None)] == (
        "Play blue 3 on your blue path: your blue adventurer moves from -15 to -10 (+5 points).")
    assert hints[("play", "b8", None)].startswith("Play blue 8 on your blue path")
    assert hints[("play", "r2", "res")] == (
        "Play orange 2 and start the orange path with the researcher (-40, counts double); "
        "no other orange card in hand yet.")
    assert hints[("discard", "b8")] == "Discard blue 8: playing it now would shut out your lower blue cards (3), " \
        "and no other player can use it."
    assert hints[("discard", "n0")] == ("Discard brown 0: you hold only 1 other brown card, too few to start that "
                                        "path at -20, though Bob could use it.")
    assert hints[("discard", "g5")].startswith("Discard green 5: you hold no other green card")
    # the draw
    s.apply(("discard", "n0"))
    s.discards[B] = [1, 6]
    v = s.view(0)
    assert say(advice.hint_text(v, ("draw", "b"), "en")) == (
        "Take blue 6 from the blue discard pile: it fits your blue pile. The next blue card must be 2 or higher.")
    assert say(advice.hint_text(v, ("draw", "deck"), "en")) == (
        "Draw from the supply: a new card is likely worth more than blue 6.")


def test_a_hint_on_an_arrow_and_a_pass_that_keeps_the_expedition_going():
    s = position()
    put(s, 0, B, ADV, 1, (1,))
    put(s, 0, G, ADV, 6, (1,))
    tile(s, B, 2, "arrow")
    s.crossed = 4
    s.apply(("play", "b3", None))
    v = s.view(0)
    assert v.phase == "arrow"
    assert say(advice.hint_text(v, ("arrow", "b"), "en")) == (
        "Use the Advance 1 tile: your blue adventurer moves from -15 to -10 (+5 points).")
    assert say(advice.hint_text(v, ("arrow", None), "en")) == (
        "Pass on the Advance 1 tile: moving your green figure would cross the fifth bridge and end the "
        "expedition now.")


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_every_sentence_reads_without_codes_or_step_numbers(lang):
    s = position()
    put(s, 0, B, ADV, 5, (1, 2, 3, 4))
    put(s, 0, Y, RES, 6, (1,))
    tile(s, B, 6, "vp10")
    put(s, 1, G, ADV, 2, (0,))
    v = s.view(0)
    texts = [advice.card_effect(v, c, lang) for c in v.hand]
    texts += [advice.hint_text(v, a, lang) for a in v.legal_actions()]
    texts += [advice.advance_text(v, k, lang) + advice.advance_label(v, k, lang) for k in (B, Y)]
    for text in texts:
        text = say(text)
        assert text and "{" not in text and "[[" not in text and "P1" not in text
        assert not re.search(r"\bstep \d|\d→\d|\(\d+, ?-?\d+\)", text)
        assert "red" not in text and "赤" not in text
