"""The City: every worked example of the spec (§9) and hand-built positions for the special rules."""

from collections import Counter

import pytest

from tabletop.engine import i18n
from tabletop.engine.contract import IllegalAction, Setup, SetupError
from tabletop.engine.rng import Rng
from tabletop.games.the_city import data, rules
from tabletop.games.the_city.rules import (
    ARCH, DEFAULT_CONFIG, GAME, GIVEUP, can_build, card_name, city_breakdown, config, effective_cost, make_state,
    round_values,
)


def vals(cities, **options):
    return round_values([tuple(c) for c in cities], config(options))


# -- data -------------------------------------------------------------------------------------

def test_deck_matches_the_spec_totals():
    assert len(rules.DECK) == 105 and len(data.CARDS) == 50
    curve = Counter()
    syms = Counter()
    for c in rules.DECK:
        curve[rules.COST[c]] += 1
        for s, k in zip("CFS", rules.SYMS[c]):
            syms[s] += k
    assert dict(curve) == {0: 3, 1: 28, 2: 17, 3: 15, 4: 14, 5: 5, 6: 7, 7: 6, 8: 6, 9: 3, 10: 1}
    assert syms == {"C": 42, "F": 53, "S": 43}
    assert rules.SYMS[ARCH] == (0, 0, 0) and ARCH not in rules.DECK
    assert rules.ONE_PER_CITY == set(data.RECONSTRUCTED["one_per_city"])


def test_every_formula_parses_and_every_card_has_names():
    for card in data.CARDS:
        rules.parse_formula(card.income)
        rules.parse_formula(card.vp)
        for lang in i18n.LANGS:
            assert i18n.tr("the_city", "card." + card.id, lang) != "card." + card.id
    with pytest.raises(ValueError):
        rules.parse_formula("per_sym(X)")
    with pytest.raises(ValueError):
        rules.parse_formula("2*per_own(nothing)")


# -- worked examples --------------------------------------------------------------------------

E1 = ("kino", "parkanlage", ARCH, "kaufhaus", "stadtvilla", "stadtvilla")


def test_e1_seed_example():
    assert vals([E1, ()])[0] == (4, 13)
    rows = city_breakdown([E1, ()], 0)
    assert [(r["card"], r["income"], r["vp"]) for r in rows] == [
        ("kino", 1, 0), ("parkanlage", 0, 3), (ARCH, 1, 0), ("kaufhaus", 2, 0),
        ("stadtvilla", 0, 5), ("stadtvilla", 0, 5)]
    villa = rows[4]["vp_terms"]
    assert villa[1]["counter"] == "per_own_other" and villa[1]["count"] == 1 and villa[1]["value"] == 2
    assert rules.explain_formula(rows[1]["vp_formula"], "en") == "1 per fountain in this city"
    assert rules.explain_formula(rows[4]["vp_formula"], "ja") == "3＋他の自分のテラスハウス1つにつき2"


def test_e2_park_and_ride_best_other_city():
    a = ("park_and_ride", "parkplatz", "stadion")
    b = ("freizeitpark", "kino")
    c = ("autobahnkreuz", "marktcenter", "sportpark")
    assert vals([a, b, c]) == [(2, 12), (3, 5), (4, 7)]
    row = city_breakdown([a, b, c], 0)[0]
    assert row["vp"] == 9 and row["vp_terms"][0]["seat"] == 1
    c2 = c + ("stadion",)
    assert city_breakdown([a, b, c2], 0)[0]["vp"] == 10
    assert city_breakdown([a, b, c2], 0)[0]["vp_terms"][0]["seat"] == 2
    # ties show the lowest other seat
    assert city_breakdown([a, ("sportpark",), ("stadion",)], 0)[0]["vp_terms"][0]["seat"] == 1


def test_e3_freeway_family():
    a = ("autobahn", "autobahnkreuz", "bruecke", "gewerbeanlage")
    b = ("autobahnkreuz", "wohnhaus")
    assert vals([a, b]) == [(6, 10), (1, 0)]
    assert effective_cost(a, "autobahn") == 2
    assert effective_cost(b, "autobahn") == 3
    assert not can_build(a, 12, "autobahnkreuz") and not can_build(b, 12, "autobahnkreuz")
    assert vals([a, b], autobahn_scope="own")[0] == (6, 8)


def test_e4_schools_and_universities():
    a = ("universitaet", "schule", "wohnhaus", "museum")
    b = ("schule", "schule", "wohnsiedlung")
    c = ("forschungszentrum", "industriegebiet")
    assert vals([a, b, c]) == [(2, 13), (0, 5), (3, 4)]
    assert vals([a, b, c], universitaet_scope="own")[0] == (2, 11)


def test_e5_villas_and_schools():
    a = ("schule", "wohnhaus", "stadtvilla", "stadtvilla", "stadtvilla")
    assert vals([a, ()])[0] == (1, 23)
    assert effective_cost(a, "stadtvilla") == 2
    assert effective_cost(a + ("schule",), "stadtvilla") == 0
    assert effective_cost(a + ("schule",), "stadtvilla", config({"reduction_stacking": "once_per_type"})) == 2
    assert vals([a, ()], villa_bonus="plus1_per_villa")[0] == (1, 20)


def test_e8_if_own_bonuses_and_arcade():
    a = ("businesscenter", "businesscenter", "restaurant", "boutique", "einkaufspassage")
    assert vals([a, ()])[0] == (8, 3)
    assert vals([a, ()], building_bonus_mode="per_own")[0] == (10, 3)


def _e6_state(a_hand, pile=()):
    # B holds two car parks (cost 0) so its builds never need decisions
    return make_state(2, hands=[a_hand, ["parkplatz", "parkplatz"]],
                      cities=[("wohnhaus", "stadtverwaltung", "reihenhaus"), ()],
                      pile=pile, round_=5)


def test_e6_construction_hut_round_then_ordered_pair():
    # income draws pop from the end of the pile: A draws 3, then B draws 0
    s = _e6_state(["bauhuette", "parkanlage", "schule", "stadtvilla", "konzerthaus", "casino", "kino"],
                  pile=["opernhaus", "theater", "wohnsiedlung", "rathaus"])
    s.apply(("build", "bauhuette"))
    s.apply(("build", "parkplatz"))
    assert s.phase == "build" and s.pending[:4] == ("pay", 0, "bauhuette", 1)
    s.apply(("pay", "casino"))
    assert s.pending == ("extra", 0)
    assert s.legal_actions() == [("extra", "parkanlage"), ("extra", "schule"), ("extra", "kino"),
                                 ("extra", "stadtvilla"), "pass"]
    # the extra pick and its payment are hidden from B until every seat has built
    s.apply(("extra", "parkanlage"))
    assert s.pending[:4] == ("pay", 0, "parkanlage", 1)
    vb = s.view(1)
    assert vb.cities[0] == ("wohnhaus", "stadtverwaltung", "reihenhaus", "bauhuette")
    assert vb.hand_counts[0] == 7 and vb.pending == ("pay", 0)
    assert "parkanlage" not in str(vb.to_json()["cities"]) and "casino" not in str(vb.to_json())
    s.apply(("pay", "konzerthaus"))
    assert s.cities[0][-2:] == ("bauhuette", "parkanlage")
    assert s.last_income == (3, 0) and s.last_vp == (4, 0)
    assert s.hands[0] == ["wohnsiedlung", "schule", "kino", "stadtvilla", "theater", "rathaus"]
    assert s.round == 6 and s.phase == "choose"
    assert ("pair", "schule", "stadtvilla") in s.legal_actions()
    assert not any(a[0] == "pair" and "rathaus" in a for a in s.legal_actions() if isinstance(a, tuple))
    t = s.clone()
    s.apply(("pair", "schule", "stadtvilla"))
    s.apply(("build", "parkplatz"))
    assert s.pending[:4] == ("pay", 0, "schule", 1)
    s.apply(("pay", "kino"))
    assert s.pending[:4] == ("pay", 0, "stadtvilla", 2)
    assert s.legal_actions() == [("pay", "wohnsiedlung"), ("pay", "theater")]
    s.apply(("pay", "wohnsiedlung"))
    assert s.legal_actions() == [("pay", "theater"), ("pay", "rathaus")]
    s.apply(("pay", "rathaus"))
    assert s.hands[0][:1] == ["theater"] and s.last_income[0] == 3 and s.last_vp[0] == 9
    # same round, order (stadtvilla, schule)
    t.apply(("pair", "stadtvilla", "schule"))
    t.apply(("build", "parkplatz"))
    assert t.cities[0][-1] == "stadtvilla" and ("illegal", 0, "schule") in t.events
    assert t.last_vp[0] == 7 and t.known[0] == ("schule",)
    assert t.giveup_queue == ()  # one card was built: no give-up


def test_e6_first_card_illegal_may_pay_for_the_second():
    s = make_state(2, hands=[["stadtvilla", "schule", "kino", "rathaus"], ["parkplatz"]],
                   cities=[("wohnhaus", "stadtverwaltung", "reihenhaus", "bauhuette", "parkanlage"), ()],
                   round_=6)
    s.apply(("pair", "stadtvilla", "schule"))
    s.apply(("build", "parkplatz"))
    assert s.pending[:4] == ("pay", 0, "schule", 1)
    assert s.legal_actions() == [("pay", "kino"), ("pay", "stadtvilla"), ("pay", "rathaus")]
    s.apply(("pay", "stadtvilla"))
    assert s.last_vp[0] == 1 + 1 + 2 + 2 and s.last_income[0] == 3


def test_pair_with_nothing_built_gives_up_once():
    s = make_state(2, hands=[["schule", "stadtvilla"], ["parkplatz"]], cities=[("bauhuette",), ()],
                   pile=["kino"] * 5 + ["theater"] * 5)
    s.apply(("pair", "schule", "stadtvilla"))
    s.apply(("build", "parkplatz"))
    assert s.giveup_queue == (0,) and ("illegal", 0, "schule") in s.events and ("illegal", 0, "stadtvilla") in s.events
    # five identical cards drawn: keeping one is no choice, so it happens at once
    assert [e for e in s.events if e[0] == "giveup"] == [("giveup", 0, 5, ("theater",) * 4)]
    assert s.hands[0] == ["schule", "stadtvilla", "theater"] and s.phase == "choose"


def test_e7_illegal_choice_becomes_give_up():
    draws = ["wohnhaus", "theater", "casino", "rathaus", "hochhaus"]
    s = make_state(2, hands=[["schule", "opernhaus", "parkplatz"], ["parkplatz"]], cities=[("kino",), ()],
                   pile=["marktcenter", "kino"] + draws[::-1])
    assert [a for a in s.legal_actions()] == [("build", "parkplatz"), ("build", "schule"),
                                              ("build", "opernhaus"), "architect", "giveup"]
    s.apply(("build", "schule"))
    s.apply(("build", "parkplatz"))
    assert s.known[0] == ("schule",) and ("illegal", 0, "schule") in s.events
    assert s.pending == ("keep", 0)
    assert s.view(0).drawn == tuple(sorted(draws, key=rules.IDX.get)) and s.view(1).drawn == ()
    assert s.view(1).drawn_count == 5
    s.apply(("keep", "wohnhaus"))
    assert Counter(s.discard) == Counter(["theater", "casino", "rathaus", "hochhaus"])
    assert len(s.hands[0]) == 5 and s.last_income[0] == 1 and s.last_vp[0] == 0
    # legality of the other choices
    city = ("kino",)
    assert not can_build(city, 2, "opernhaus") and can_build(city, 2, "parkplatz")


def _step3_state(hands, cities, vp, pile=(), discard=(), **options):
    s = make_state(2, hands=hands, cities=cities, vp=vp, pile=pile, discard=discard, options=options)
    s.phase = "giveup"
    s._step3()
    return s


def test_e9_end_and_tie_break():
    a_city, b_city = E1, ("konzerthaus", "kaufhaus")
    pile = ["kino"] * 10
    s = _step3_state([["wohnhaus"] * 10, ["wohnhaus"] * 11], [a_city, b_city], [39, 45], pile)
    assert s.vp == [52, 52] and [len(h) for h in s.hands] == [14, 13]
    assert s.is_terminal() and s.ranking() == [1, 2] and s.returns() == [1.0, 0.0]
    s = _step3_state([["wohnhaus"] * 10, ["wohnhaus"] * 11], [a_city, b_city], [39, 45], pile,
                     phase_order="vp_first")
    assert s.is_terminal() and [len(h) for h in s.hands] == [10, 11] and s.ranking() == [2, 1]
    s = _step3_state([["wohnhaus"] * 10, ["wohnhaus"] * 12], [a_city, b_city], [39, 45], pile)
    assert s.ranking() == [1, 1] and s.returns() == [0.5, 0.5]
    rows = s.score_breakdown()
    assert rows[0]["vp"] == 52 and rows[0]["hand"] == 14 and rows[0]["last_income"] == 4
    assert rows[0]["rounds"] == [13] and rows[0]["buildings"] == 5


def test_e10_reshuffle_empty_piles_and_hand_limit():
    s = _step3_state([["kino"] * 8, ["kino"] * 3], [("casino", "discounter"), ("wohnhaus",)], [0, 0],
                     pile=["theater", "rathaus"], discard=["hochhaus", "marktcenter", "museum"])
    assert len(s.hands[0]) == 13 and len(s.hands[1]) == 3
    assert s.pile == [] and s.discard == []
    assert ("reshuffle", 3) in s.events and ("income", 0, 7, 5) in s.events and ("income", 1, 1, 0) in s.events
    assert s.pending == ("limit", 0, 1, 0) and s.phase == "limit"
    assert s.view(1).hand_counts[0] == 13
    s.apply(("discard", "museum"))
    assert s.discard == ["museum"] and len(s.hands[0]) == 12 and s.phase == "choose"
    assert ("limit", 0, ("museum",)) in s.events


# -- special rules ----------------------------------------------------------------------------

def test_hidden_commits_do_not_leak():
    s = make_state(3, hands=[["kino", "wohnhaus", "theater"], ["parkplatz", "kino"], ["wohnhaus"]])
    s.apply(("build", "theater"))
    for q in (1, 2):
        v = s.view(q)
        assert v.committed == (True, False, False) and v.my_commit is None
        assert v.hand_counts[0] == 3 and v.architect[0] is True
        assert "theater" not in str(v.to_json())
    assert s.view(0).my_commit == ("build", "theater") and s.view(0).hand_counts[0] == 2
    assert [s.reveals_information(("build", "kino"), q) for q in range(3)] == [False] * 3
    s.apply(("build", "kino"))
    assert all(s.reveals_information("architect", q) for q in range(3))
    s.apply("architect")
    assert s.revealed == (("build", "theater"), ("build", "kino"), "architect")


def test_architect_once_and_no_payment():
    s = make_state(2, hands=[["kino"], ["kino"]], pile=["rathaus"] * 20)
    assert "architect" in s.legal_actions()
    s.apply("architect")
    s.apply("giveup")
    assert s.cities[0] == (ARCH,) and s.architect == [False, True] and s.hands[0][0] == "kino"
    assert s.last_income[0] == 1
    assert "architect" not in s.legal_actions()
    assert s.view(1).architect == (False, True)


def test_payment_is_one_card_at_a_time_in_table_order():
    s = make_state(2, hands=[["kaufhaus", "wohnhaus", "wohnhaus", "kino", "rathaus"], ["parkplatz"]],
                   pile=["theater"] * 5)
    s.apply(("build", "kaufhaus"))
    s.apply(("build", "parkplatz"))
    # every 3 of {wohnhaus, wohnhaus, kino, rathaus} holds a wohnhaus: paid automatically first
    assert s.pending == ("pay", 0, "kaufhaus", 2, rules.IDX["wohnhaus"], False)
    assert s.legal_actions() == [("pay", "wohnhaus"), ("pay", "kino")]
    assert s.view(0).my_buffer == ("wohnhaus",) and s.view(1).my_buffer == ()
    s.apply(("pay", "kino"))  # then only cards not before kino: rathaus, paid automatically
    assert s.cities[0] == ("kaufhaus",) and s.hands[0] == ["wohnhaus", "theater", "theater"]
    assert ("paid", 0, ("wohnhaus", "kino", "rathaus")) in s.events


def test_exact_hand_pays_automatically():
    s = make_state(2, hands=[["kaufhaus", "kino", "wohnhaus", "rathaus"], ["parkplatz"]])
    s.apply(("build", "kaufhaus"))
    s.apply(("build", "parkplatz"))
    assert s.cities[0] == ("kaufhaus",) and s.phase == "choose"
    assert any(e[0] == "paid" and e[1] == 0 and len(e[2]) == 3 for e in s.events)


def test_one_per_city_and_prerequisites():
    city = ("parkanlage", "wohnsiedlung")
    assert not can_build(city, 5, "parkanlage")
    assert can_build(city, 5, "schule") and can_build(city, 5, "supermarkt")
    assert not can_build(("kino",), 5, "buerogebaeude") and can_build(("wohnhaus",), 5, "buerogebaeude")
    assert rules.why_not(("kino",), 5, "schule") == "why.prereq"
    assert rules.why_not(("parkanlage",), 5, "parkanlage") == "why.one_per_city"
    assert rules.why_not((), 0, "kino") == "why.cost"
    assert effective_cost(("industriegebiet", "industriegebiet"), "gewerbeanlage") == 0


def test_hut_pair_cost_basis_and_architect_option():
    hand = ["stadtvilla", "schule", "opernhaus"]
    s = make_state(2, hands=[hand, ["parkplatz"]], cities=[("bauhuette", "wohnhaus"), ()])
    pairs = [a for a in s.legal_actions() if isinstance(a, tuple) and a[0] == "pair"]
    assert pairs == [("pair", "schule", "stadtvilla"), ("pair", "stadtvilla", "schule")]
    s = make_state(2, hands=[["stadtvilla", "schule", "kino"], ["parkplatz"]],
                   cities=[("bauhuette", "wohnhaus", "industriegebiet"), ()],
                   options={"hut_allows_architect": True})
    pairs = [a for a in s.legal_actions() if isinstance(a, tuple) and a[0] == "pair"]
    assert ("pair", ARCH, "kino") in pairs and ("pair", "kino", ARCH) in pairs
    assert str_round_trip(s, ("pair", ARCH, "kino"))
    s.apply(("pair", ARCH, "kino"))
    s.apply(("build", "parkplatz"))
    assert s.cities[0][-2:] == (ARCH, "kino") and s.architect[0] is False
    # effective cost basis: a town villa at 4 - 2 = 2 qualifies, a cost-5 card never does
    eff = config({"hut_cost_basis": "effective"})
    st = make_state(2, hands=[["museum", "kino"], []], cities=[("bauhuette", "schule", "wohnhaus"), ()],
                    options={"hut_cost_basis": "effective"})
    assert st._hut_ok(st.cities[0], "stadtvilla") and not st._hut_ok(st.cities[0], "museum")
    assert eff.hut_printed is False


def str_round_trip(s, a):
    return s.str_to_action(s.action_to_str(a)) == a


def test_legal_choices_only_hides_unbuildable_cards():
    s = make_state(2, hands=[["schule", "opernhaus", "parkplatz"], []], cities=[("kino",), ()],
                   options={"legal_choices_only": True})
    assert s.legal_actions() == [("build", "parkplatz"), "architect", "giveup"]


def test_survey_give_up():
    draws = ["wohnhaus", "theater", "casino", "rathaus", "hochhaus"]
    s = make_state(2, hands=[["kino"], ["parkplatz"]], pile=["kino"] * 3 + draws,
                   options={"giveup_mode": "survey"})
    s.apply("giveup")
    s.apply(("build", "parkplatz"))
    assert s.pending[:3] == ("sdiscard", 0, 4) and len(s.hands[0]) == 6
    for _ in range(4):
        s.apply(s.legal_actions()[0])
    assert len(s.hands[0]) == 2 + 0 and s.phase == "choose"
    assert sum(1 for e in s.events if e[0] == "survey") == 4


def test_give_up_with_short_and_empty_piles():
    s = make_state(2, hands=[["kino"], ["kino"]], pile=["theater", "rathaus"])
    s.apply("giveup")
    s.apply("giveup")
    assert s.pending == ("keep", 0) and len(s.drawn) == 2
    s.apply(("keep", "rathaus"))
    # seat 1 reshuffles the one discarded card, keeps it automatically
    assert ("reshuffle", 1) in s.events and s.hands[1] == ["kino", "theater"]
    assert s.phase == "choose"
    s2 = make_state(2, hands=[["kino"], ["kino"]])
    s2.apply("giveup")
    s2.apply("giveup")
    assert s2.phase == "choose" and ("giveup", 0, 0, ()) in s2.events


def test_other_city_fixed_on_first_scoring_option():
    s = make_state(3, hands=[["parkplatz"]] * 3,
                   cities=[("park_and_ride",), ("sportpark",), ("parkplatz",)],
                   options={"other_city_choice": "auto_best_first_round"}, pile=["wohnhaus"] * 30)
    for _ in range(3):
        s.apply(("build", "parkplatz"))
    assert s.fixed[0] == (1, -1)
    assert s.last_vp[0] == 3 + 3  # own 3 cars + seat 1's 3 cars
    s.cities[2] = s.cities[2] + ("freizeitpark",)
    assert round_values(s.cities, s.cfg, s.fixed)[0][1] == 3 + 3  # still seat 1
    assert round_values(s.cities, DEFAULT_CONFIG)[0][1] == 3 + 5  # default: the best city, seat 2
    assert s.view(1).breakdown(0)[0]["vp_terms"][0]["seat"] == 1


def test_round_cap_ends_the_game():
    s = make_state(2, hands=[[], []], options={"round_cap": 3}, round_=3)
    s.apply("giveup")
    s.apply("giveup")
    assert s.is_terminal() and ("end", 3) in s.events


def test_setup_deals_and_open_discards():
    for n in (2, 3, 4, 5):
        s = GAME.new_game(Setup(n, {}, 11))
        assert [len(h) for h in s.hands] == [7] * n and len(s.pile) == 105 - 7 * n
        while s.phase == "open":
            s.apply(s.legal_actions()[0])
        assert len(s.discard) == 2 * n and [len(h) for h in s.hands] == [5] * n and s.round == 1


def test_options_validation():
    with pytest.raises(SetupError):
        GAME.new_game(Setup(2, {"hand_limit": 10}, 0))
    with pytest.raises(SetupError):
        GAME.new_game(Setup(6, {}, 0))
    with pytest.raises(SetupError):
        GAME.new_game(Setup(2, {"phase_order": "random"}, 0))


def test_action_text_rejects_garbage():
    s = GAME.new_game(Setup(2, {}, 0))
    for bad in ("", "build", "build nothing", "pay architekt", "open architekt kino", "Architect",
                "build  kino", "pair kino", 3):
        with pytest.raises(IllegalAction):
            s.str_to_action(bad)
    assert s.str_to_action("pair kino schule") == ("pair", "kino", "schule")
    assert s.str_to_action("extra architekt") == ("extra", ARCH)


def test_rules_summary_and_texts():
    for lang in i18n.LANGS:
        secs = GAME.rules_summary(lang)
        assert 5 <= len(secs) <= 12 and any(s.reconstructed for s in secs)
        assert GAME.title(lang)
    assert GAME.title("ja") == "ザ・シティ"
    s = make_state(2, hands=[["kino", "wohnhaus"], ["theater"]])
    s.apply(("build", "kino"))
    text = s.describe_action(("build", "theater"), "ja")
    assert "映画館" in text and "劇場" in text
    assert s.describe_own_action(("build", "theater"), "en") == "choose Theatre"


def test_undo_takes_back_a_hidden_choice_until_the_reveal():
    """Choosing a card is a hidden commit: it can be taken back until every seat has chosen
    and the cards are revealed; after the reveal nothing before it can be undone."""
    from tabletop.engine.record import Seat
    from tabletop.engine.session import Session

    seats = (Seat("Me", "human"), Seat("AI 1", "normal"), Seat("AI 2", "normal"))
    s = Session(GAME, Setup(3, {}, 7), seats)
    while s.state.phase != "choose":                     # the opening discards
        s.apply(s.legal_actions()[0])
    start = s.state.to_json()
    assert s.current_player() == 0
    s.apply(s.legal_actions()[0])                        # my choice, face down
    s.apply(s.legal_actions()[0])                        # AI 1's, face down
    assert s.state.reveals_information(s.legal_actions()[0], 0)   # AI 2's choice would reveal all
    assert s.undo_target(0) is not None and s.undo_target(2) is None
    assert s.undo(0) is True
    assert s.state.to_json() == start and s.current_player() == 0
    for _ in range(3):
        s.apply(s.legal_actions()[0])                    # all three choose: the cards are revealed
    assert s.state.phase != "choose"
    assert [s.undo_target(p) for p in range(3)] == [None, None, None]
    assert s.undo(0) is False


def test_the_reveal_in_the_log_names_the_players():
    """A rules text names a seat with a marker the session fills with the player's name (never "P1")."""
    from tabletop.engine.record import Seat
    from tabletop.engine.session import Session

    s = Session(GAME, Setup(2, {}, 3), (Seat("Ann", "human"), Seat("Bob", "random")))
    while not any("Revealed" in e.describe("en") for e in s.log[2:]):   # past the opening discards
        s.apply(s.legal_actions()[-1])
    text = s.log[-1].describe("en")
    assert "Ann: " in text and "Bob: " in text and "P1" not in text and "P2" not in text


def test_the_opening_discards_are_hidden_until_all_have_chosen_then_shown_face_up():
    """What the game does (spec D-OPEN: hidden commits, then face up on the public pile) is what
    the log and the rules screen say, in both languages."""
    from tabletop.engine.record import Seat
    from tabletop.engine.session import Session

    s = Session(GAME, Setup(3, {}, 5), (Seat("Ann", "human"), Seat("Bob", "random"), Seat("Cy", "random")))
    for _ in range(3):
        s.apply(s.legal_actions()[0])
    first, last = s.log[0].describe("en"), s.log[2].describe("en")
    assert "hidden" in first and "Revealed" not in first
    discards = [e[2:] for e in s.state.events if e[0] == "open"]
    assert len(discards) == 3 and list(s.state.discard) == [c for d in discards for c in d]
    for name, (a, b) in zip(("Ann", "Bob", "Cy"), discards):
        assert f"{name}: {card_name(a, 'en')}, {card_name(b, 'en')}" in last
    assert "face up" in last and "表向き" in s.log[2].describe("ja")
    setup_en, setup_ja = GAME.rules_summary("en")[1].body, GAME.rules_summary("ja")[1].body
    assert "face up" in setup_en and "face down" not in setup_en
    assert "表向き" in setup_ja and "伏せて捨て" not in setup_ja


def test_the_card_kept_after_giving_up_stays_private_in_the_log():
    s = make_state(2, hands=[["kino"], ["wohnhaus"]], pile=["museum", "kino", "theater", "bahnhof", "casino"])
    s.apply(GIVEUP)
    s.apply(("build", "wohnhaus"))
    assert s.pending == ("keep", 0)
    kept = s.legal_actions()[0]
    for lang in i18n.LANGS:
        text = s.describe_action(kept, lang)
        assert card_name(kept[1], lang) not in text and "5" in text
    assert card_name(kept[1], "en") in s.describe_own_action(kept, "en")


def test_the_rules_screen_marks_what_the_spec_decided_the_same_in_both_languages():
    """Sections holding a reconstructed rule wear the badge (one per city in 9, both piles empty
    in 6, ...), and the body says which sentence it is, in en and ja alike."""
    assert all(key in data.RECONSTRUCTED for keys in data.RECONSTRUCTED_SECTIONS.values() for key in keys)
    en, ja = GAME.rules_summary("en"), GAME.rules_summary("ja")
    flagged = {k + 1 for k, sec in enumerate(en) if sec.reconstructed}
    assert {6, 9} <= flagged and flagged == {k + 1 for k, sec in enumerate(ja) if sec.reconstructed}
    for k, (a, b) in enumerate(zip(en, ja), 1):
        marks = a.body.count("reconstructed")
        assert marks == b.body.count("補完ルール"), k
        assert (marks > 0) == (k in flagged), k
    assert "both are empty" in en[5].body and "両方とも空" in ja[5].body
    assert "Shopping arcade" in en[8].body and "ショッピングアーケード" in ja[8].body


# -- a state from a view ----------------------------------------------------------------------

def _played(seed, steps):
    state = GAME.new_game(Setup(3, {}, seed))
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_from_view_deals_the_unseen_cards_where_it_says():
    """Dealt the other hands then the pile, in that order, ``from_view`` rebuilds them."""
    s = _played(5, 3)  # the setup discards made: seat 0 chooses, nothing known of any hand
    assert s.phase == "choose" and s.current_player() == 0 and not any(s.known)
    view = s.view(0)
    dealt = s.hands[1] + s.hands[2] + s.pile
    assert Counter(rules.unseen_cards(view)) == Counter(dealt)
    t = rules.CityState.from_view(view, dealt)
    assert t.hands == s.hands and t.pile == s.pile and t.discard == s.discard
    assert t.view(0).to_json() == view.to_json()
    with pytest.raises(ValueError, match="unseen"):
        GAME.state_from_view(view, dealt[:len(s.pile) - 1])  # too few cards even for the pile


@pytest.mark.parametrize("seed", range(6))
def test_from_view_shows_the_viewer_its_view(seed):
    s = _played(seed, 20 + 11 * seed)
    if s.is_terminal():
        return
    p = s.current_player()
    view = s.view(p)
    unseen = rules.unseen_cards(view)
    t = GAME.state_from_view(view, unseen)
    assert t.current_player() == p and t.view(p).to_json() == view.to_json()


def test_a_state_s_json_round_trips_and_unknown_cards_are_refused():
    s = _played(3, 40)
    data = s.to_json()
    assert data["options"] == dict(s.cfg.options)
    back = GAME.state_from_json(data)
    assert back.to_json() == data and back.cfg is s.cfg and back.forced is None
    for field, bad in (("pile", ["nothing"]), ("hands", [["kino"], ["nothing"], []]),
                       ("cities", [[], ["nothing"], []]), ("pending", ["pay", 0])):
        with pytest.raises(ValueError):
            GAME.state_from_json(dict(data, **{field: bad}))
