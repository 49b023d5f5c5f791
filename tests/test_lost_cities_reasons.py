"""Lost Cities' refusals (``reasons``): the sentence the table shows for a drop or a draw the rules
refuse, from the view on show. Hand-built positions, as in the rules tests."""

import pytest

from tabletop.engine import i18n
from tabletop.games.lost_cities import data, reasons
from tabletop.games.lost_cities.data import ADV, RES
from test_lost_cities_rules import position as rules_position
from test_lost_cities_rules import put as rules_put

R, G, B, Y, N = range(5)
HAND = ["r2", "g5", "b3", "b8", "y4", "n0", "n6", "y9"]


def position(n=2, **options):
    """The rules tests' empty board, with a known hand for seat 0."""
    s = rules_position(n, **options)
    s.hands[0] = sorted(HAND, key=data.CARD_ORDER.__getitem__)
    return s


def put(s, seat, path, kind, step, pile, direction=1):
    rules_put(s, seat, path, kind, step, pile)
    s.directions[seat][path] = direction


def why(s, card, place, lang="en", seat=0):
    return reasons.refusal(s.view(seat), card, place, lang)


def test_a_card_on_another_colour_s_row_or_discard_pile():
    s = position()
    put(s, 0, B, ADV, 2, (1,))
    assert why(s, "b8", ("path", Y)) == "That is the yellow path: a card goes on the path of its own colour (blue)."
    assert "yellow discard pile" in why(s, "b8", ("discard", Y))
    assert "orange" in why(s, "b8", ("start", R, "adv"))
    assert why(s, "b8", None).startswith("Drop it on the blue path")
    assert why(s, "b8", ("path", B)) == "" and why(s, "b8", ("discard", B)) == ""
    assert why(s, "b3", ("path", Y), "ja") == "そこは黄の道です。カードは同じ色（青）の道に出します。"


def test_starting_a_path():
    s = position()
    assert why(s, "g5", ("path", G)).startswith("Drop the card on the adventurer or on the researcher")
    assert why(s, "g5", ("start", G, "res")) == ""
    put(s, 0, R, RES, 1, (2,))
    assert why(s, "g5", ("start", G, "res")) == "You have no researcher left."
    assert why(s, "r2", ("start", R, "adv")) == "You have already started this path."


@pytest.mark.parametrize("descending", [False, True])
def test_the_pile_s_order(descending):
    s = position(descending_variant=descending)
    put(s, 0, B, ADV, 2, (5, 6), direction=1)
    assert why(s, "b3", ("path", B)) == "This pile needs a card of 6 or higher."
    assert why(s, "b8", ("path", B)) == ""
    if descending:
        put(s, 0, B, ADV, 2, (5, 4), direction=-1)
        assert why(s, "b8", ("path", B)) == "This pile goes down: it needs a card of 4 or lower."
        assert why(s, "b3", ("path", B)) == ""


def test_not_now():
    s = position()
    assert why(s, "b3", ("path", B), seat=1) == "Wait for your turn."
    s.apply(("discard", "n0"))
    assert why(s, "b3", ("discard", B)).startswith("You have played this turn: now draw")
    s = position()
    s.tiles[B] = ("", "", "arrow") + ("",) * 7
    put(s, 0, B, ADV, 1, (2,))
    s.apply(("play", "b3", None))
    assert s.phase == "arrow" and "Advance 1" in why(s, "n6", ("discard", N))


def test_draws():
    s = position()
    v = s.view(0)
    assert reasons.draw_refusal(v, "deck", "hand", "en") == "Play or discard a card first, then draw."
    s.discards[G] = [3]
    s.apply(("discard", "n0"))
    v = s.view(0)
    assert reasons.draw_refusal(v, "deck", "hand", "en") == ""
    assert reasons.draw_refusal(v, "deck", ("path", B), "en") == "Drag the card into your hand."
    assert reasons.draw_refusal(v, "g", "hand", "en") == ""
    assert reasons.draw_refusal(v, "b", "hand", "en") == "That discard pile is empty."
    assert reasons.draw_refusal(v, "n", "hand", "en") == "You cannot take back the card you just discarded."
    assert reasons.draw_refusal(s.view(1), "g", "hand", "en") == "Wait for your turn."
    allowed = position(redraw_own_discard="allowed")
    allowed.apply(("discard", "n0"))
    assert reasons.draw_refusal(allowed.view(0), "n", "hand", "en") == ""
    stalled = position()
    stalled.discards[G] = [3]
    stalled.stall = data.STALL_LIMIT
    stalled.apply(("discard", "n0"))
    assert reasons.draw_refusal(stalled.view(0), "g", "hand", "en").startswith("Too many turns")


def test_every_refusal_reads_in_both_languages():
    s = position()
    put(s, 0, B, ADV, 2, (5, 6))
    places = [None, "hand"] + [(w, k) for w in ("path", "discard") for k in range(5)] + \
        [("start", k, kind) for k in range(5) for kind in ("adv", "res")]
    for lang in i18n.LANGS:
        for card in s.hands[0]:
            for place in places:
                text = why(s, card, place, lang)
                assert "{" not in text and "P1" not in text


@pytest.mark.parametrize("descending", [False, True])
def test_a_pile_in_words_says_what_the_next_card_must_be(descending):
    s = position(descending_variant=descending)
    assert reasons.pile_need(s.view(0), 0, B) is None
    assert reasons.pile_text(s.view(0), 0, B, "en") == "Blue: not started"
    put(s, 0, B, ADV, 3, (2, 5, 5), direction=1)
    assert reasons.pile_need(s.view(1), 0, B) == ("up", 5)
    assert reasons.pile_text(s.view(1), 0, B, "en") == (
        "Blue pile, bottom to top: 2 5 5\nThe next blue card must be 5 or higher.")
    assert reasons.pile_text(s.view(1), 0, B, "ja").endswith("次の青のカードは5以上です。")
    if descending:
        put(s, 0, B, ADV, 2, (5, 5), direction=0)
        assert reasons.pile_need(s.view(0), 0, B) == ("open", 5)
        put(s, 0, B, ADV, 2, (5, 3), direction=-1)
        assert reasons.pile_need(s.view(0), 0, B) == ("down", 3)
