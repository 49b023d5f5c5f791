"""The City's pure explanations (reasons.py, review.py): why a card cannot be built, what a hint
means, what the others did, a round's scoring and why the game ended - from a seat's view."""

from __future__ import annotations

import pytest

from tabletop.engine import i18n
from tabletop.engine.i18n import fill_seats
from tabletop.games.the_city import reasons, review
from tabletop.games.the_city.rules import ARCH, ARCHITECT, GIVEUP, PASS, make_state

E1 = ("kino", "parkanlage", ARCH, "kaufhaus", "stadtvilla", "stadtvilla")
NAMES = ["Ann", "Bob", "Cy"]


def named(text: str) -> str:
    return fill_seats(text, NAMES)


def test_why_a_card_cannot_be_built_names_the_card_and_the_cause():
    v = make_state(2, hands=[["rathaus", "wohnhaus", "kino", "schule"], ["kino"]],
                   cities=[("parkanlage",), ()]).view(0)
    assert not reasons.buildable(v, 0, "rathaus")
    assert reasons.why_card(v, 0, "rathaus", 3, "en") == \
        "Town hall costs 6, but you would have only 3 other cards to pay with."
    assert "House" in reasons.why_card(v, 0, "schule", 3, "en")        # its prerequisite
    assert reasons.why_card(v, 0, "parkanlage", 3, "en") == "Only one of these per city."
    assert reasons.why_card(v, 0, "kino", 3, "en") == "" and reasons.buildable(v, 0, "kino")
    for card in ("rathaus", "schule"):
        assert reasons.why_card(v, 0, card, 3, "ja") != reasons.why_card(v, 0, card, 3, "en")


def test_a_construction_hut_s_first_card_counts_for_the_second():
    v = make_state(2, hands=[["wohnhaus", "schule", "kino", "kino"], ["kino"]], cities=[("bauhuette",), ()]).view(0)
    assert not reasons.buildable(v, 0, "schule")                       # needs a house first
    assert reasons.second_ok(v, 0, "wohnhaus", "schule")               # after the house it can go
    assert "School" in reasons.why_card(v, 0, "schule", 2, "en")
    assert reasons.why_card(v, 0, "schule", 2, "en", after="wohnhaus") == ""
    assert reasons.hut_cost_ok(v, 0, "schule") and not reasons.hut_cost_ok(v, 0, ARCH)


def test_a_hint_names_the_card_the_target_and_the_reason():
    v = make_state(2, hands=[["schule", "stadtvilla", "kino", "kino", "rathaus"], ["kino"]],
                   cities=[("wohnhaus",), ()]).view(0)
    assert reasons.gain(v, 0, ("schule",)) == (0, 2)
    text = reasons.explain(v, 0, ("build", "schule"), "en")
    assert text == "Build the School (you pay 1 card): +0 cards and +2 VP every round; your Town villa costs 2 less."
    assert "学校" in reasons.explain(v, 0, ("build", "schule"), "ja")
    assert "Architect" in reasons.explain(v, 0, ARCHITECT, "en") and "free" in reasons.explain(v, 0, ARCHITECT, "en")
    assert "Give up" in reasons.explain(v, 0, GIVEUP, "en")
    assert "Pass" in reasons.explain(v, 0, PASS, "en")
    pay = reasons.explain(v, 0, ("pay", "rathaus"), "en")
    assert pay.startswith("Pay with the Town hall: ") and pay.endswith(".")
    assert "another one" in reasons.explain(v, 0, ("discard", "kino"), "en")
    opening = reasons.explain(v, 0, ("open", "rathaus", "kino"), "en")
    assert "Town hall" in opening and "Cinema" in opening


def test_a_hint_for_a_pair_an_extra_and_a_kept_card():
    v = make_state(2, hands=[["wohnhaus", "reihenhaus", "kino", "kino"], ["kino"]], cities=[("bauhuette",), ()]).view(0)
    assert "together +1 card and +1 VP" in reasons.explain(v, 0, ("pair", "wohnhaus", "reihenhaus"), "en")
    assert reasons.explain(v, 0, ("extra", "wohnhaus"), "en").startswith("Also build the House")
    assert reasons.explain(v, 0, ("keep", "kino"), "en").startswith("Keep the Cinema: you can build it")


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_what_another_seat_did_is_told_from_what_everyone_saw(lang):
    s = make_state(2, hands=[["kino", "wohnhaus", "reihenhaus"], ["wohnhaus", "kino"]],
                   pile=["museum", "kino", "theater", "bahnhof", "casino"] * 3)
    assert reasons.last_turn(s.view(1), 0, lang) == ""
    s.apply(("build", "kino"))
    assert reasons.last_turn(s.view(1), 0, lang) == i18n.tr("the_city", "last.chosen", lang)
    s.apply(GIVEUP)                                   # the reveal: seat 0 builds, seat 1 gives up
    while s.current_player() == 0 and s.pending and s.pending[0] == "pay":
        s.apply(s.legal_actions()[0])
    text = reasons.last_turn(s.view(1), 0, lang)
    assert i18n.tr("the_city", "card.kino", lang) in text
    assert s.pending == ("keep", 1)
    s.apply(s.legal_actions()[0])
    assert reasons.last_turn(s.view(0), 1, lang) == i18n.tr("the_city", "last.giveup", lang, n=5)


def test_a_round_summary_holds_what_each_seat_built_earned_and_scored():
    s = make_state(2, hands=[["parkplatz", "wohnhaus"], ["wohnhaus"]],
                   cities=[("stadtverwaltung", "parkanlage", "reihenhaus"), ("kino",)], vp=[7, 3],
                   pile=["kino"] * 20)
    assert review.round_summary(s.view(0)) is None
    s.apply(("build", "parkplatz"))
    s.apply(GIVEUP)
    while s.pending and s.pending[0] == "keep":
        s.apply(s.legal_actions()[0])
    summary = review.round_summary(s.view(0))
    assert summary["round"] == 1
    me, other = summary["seats"]
    assert me["built"] == ["parkplatz"] and other["gave_up"] and other["built"] == []
    for p, seat in enumerate(summary["seats"]):
        assert seat["vp"] == s.last_vp[p] and seat["total"] == s.vp[p]
        assert sum(r["vp"] for r in seat["rows"]) == s.last_vp[p]
        assert sum(r["income"] for r in seat["rows"]) == seat["income"] == s.last_income[p]


def _ended(cities, vp, hands):
    s = make_state(2, hands=hands, cities=cities, vp=vp, pile=["kino"] * 10)
    s.phase = "giveup"
    s.shown = ()                                      # as after step 2: every hand size is public
    s._step3()
    assert s.is_terminal()
    return s


def test_the_ending_says_what_ended_it_and_why_the_winner_won():
    s = _ended([E1, ("konzerthaus", "kaufhaus")], [39, 45], [["wohnhaus"] * 10, ["wohnhaus"] * 11])
    lines = [named(x) for x in review.ending_lines(s.view(0), s.ranking(), "en")]
    assert lines[0] == "Ann and Bob reached 50 VP in round 1, so the game ended after that round."
    assert lines[1] == "Ann and Bob both have 52 VP; Ann wins with more cards in hand (14 to 13)."
    assert lines[2].startswith("At the end Ann's city scored 13 VP a round; the best: Town villa +5")
    assert lines[3] == "The others: Bob 52 VP."
    ja = [named(x) for x in review.ending_lines(s.view(0), s.ranking(), "ja")]
    assert ja[1].startswith("AnnとBobが52点で同点") and "14枚対13枚" in ja[1] and "さん" not in "".join(ja)


def test_the_ending_of_a_clear_win_and_of_a_shared_one():
    s = _ended([("konzerthaus",), ("kino",)], [48, 10], [["kino"], ["kino"]])
    lines = [named(x) for x in review.ending_lines(s.view(1), s.ranking(), "en")]
    assert lines[1] == "Ann has the most VP: 55, to Bob's 10."
    s = _ended([("konzerthaus",), ("konzerthaus",)], [48, 48], [["kino"], ["kino"]])
    lines = [named(x) for x in review.ending_lines(s.view(1), s.ranking(), "en")]
    assert lines[1] == "Ann and Bob share the win: 55 VP and 1 cards in hand each."


def test_the_opening_discards_are_told_face_up_once_shown():
    from tabletop.games.the_city.rules import GAME
    from tabletop.engine.contract import Setup

    s = GAME.new_state(Setup(2, {}, 4))
    s.apply(s.legal_actions()[0])
    assert reasons.last_turn(s.view(1), 0, "en") == "has chosen 2 to discard"
    s.apply(s.legal_actions()[0])
    a, b = next(e[2:] for e in s.events if e[0] == "open" and e[1] == 0)
    assert reasons.last_turn(s.view(1), 0, "en") == f"discarded {i18n.tr('the_city', 'card.' + a, 'en')} and " \
        f"{i18n.tr('the_city', 'card.' + b, 'en')}"
