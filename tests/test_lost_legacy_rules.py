"""Lost Legacy: the spec's worked examples (E1-E12) and hand-built positions for special rules."""

import json

import pytest

from tabletop.engine import i18n
from tabletop.engine.contract import IllegalAction, Setup, SetupError, apply_checked
from tabletop.games.lost_legacy import data
from tabletop.games.lost_legacy.rules import GAME, make_state, str_to_action

DECK8 = ["general", "map", "search", "search", "assault", "girl", "thief", "sword"]


def do(s, *texts):
    for t in texts:
        apply_checked(s, str_to_action(t))


def hand(s, p):
    return sorted(s.hands[p])


# -- setup and options ------------------------------------------------------------------------

@pytest.mark.parametrize("mode, n, size", [("starship", 2, 16), ("starship", 4, 16), ("flying_garden", 3, 16),
                                           ("select", 4, 16), ("all_jam", 2, 31), ("all_jam", 6, 31)])
def test_setup_counts(mode, n, size):
    s = GAME.new_game(Setup(n, {"deck": mode}, 7))
    assert len(s.cards) == size
    # the start player has drawn: deck = size - n hands - 1 ruins - 1 draw
    assert len(s.deck) == size - n - 2
    assert len(s.ruins) == 1
    assert [len(h) for h in s.hands].count(2) == 1 and sum(map(len, s.hands)) == n + 1
    assert s.current_player() == s.active and s.pending == ("play",)


def test_card_counts_per_number():
    for which in data.SETS:
        deck = data.set_deck(which)
        assert len(deck) == 16
        per = [sum(1 for c in deck if data.NUMBER[c] == k) for k in (1, 2, 3, 4, 5, 6, 7, 8, 0)]
        assert per == [1, 1, 1, 1, 1, 2, 3, 3, 3]
    jam = data.all_jam_deck("flying_garden")
    assert len(jam) == 31 and "garden" in jam and "starship" not in jam
    assert [sum(1 for c in jam if data.NUMBER[c] == k) for k in (1, 2, 3, 4, 5, 6, 7, 8, 0)] == [2, 2, 2, 2, 1, 4, 6, 6, 6]


def test_select_default_is_the_rulebook_example():
    s = GAME.new_game(Setup(3, {"deck": "select"}, 1))
    assert sorted(set(s.cards), key=data.CARD_ORDER.get) == [
        "girl", "general", "map", "search", "ambush", "adventurer", "guardian", "garden", "curse"]
    assert s.lost_legacy == "garden" and len(s.cards) == 16


def test_select_choices_and_random_slots():
    opts = {"deck": "select", **{f"select_{k}": "starship" for k in data.SLOTS}}
    s = GAME.new_game(Setup(2, opts, 3))
    assert sorted(s.cards) == sorted(data.set_deck("starship")) and s.lost_legacy == "starship"
    opts = {"deck": "select", **{f"select_{k}": "random" for k in data.SLOTS}}
    decks = {GAME.new_game(Setup(2, opts, seed)).cards for seed in range(12)}
    assert len(decks) > 1 and all(len(d) == 16 for d in decks)


def test_player_count_limits():
    with pytest.raises(SetupError):
        GAME.new_game(Setup(5, {"deck": "starship"}))
    with pytest.raises(SetupError):
        GAME.new_game(Setup(7, {"deck": "all_jam"}))
    assert GAME.new_game(Setup(6, {"deck": "all_jam", "all_jam_legacy": "flying_garden"})).lost_legacy == "garden"
    with pytest.raises(SetupError):
        GAME.new_game(Setup(3, {"deck": "nope"}))
    with pytest.raises(SetupError, match="'starship' is for at most 4 players, not 5"):
        GAME.new_game(Setup(5, {"deck": "starship"}))
    # the limits are data on the option, so the new-game dialog offers only the decks a table can use
    deck = next(o for o in GAME.options if o.key == "deck")
    assert deck.values_for(4) == ("starship", "flying_garden", "select", "all_jam")
    assert deck.values_for(5) == deck.values_for(6) == ("all_jam",)


def test_first_player_choice():
    s = GAME.new_game(Setup(3, {"first": "choose"}, 2))
    assert s.phase == "first" and s.current_player() == 0
    assert s.legal_actions() == [("seat", 0), ("seat", 1), ("seat", 2)]
    do(s, "seat 2")
    assert s.active == 2 and len(s.hands[2]) == 2 and s.pending == ("play",)


# -- E1 to E12 ----------------------------------------------------------------------------------

def test_e1_assault_into_sneak_attack():
    s = make_state(3, hands=[["search", "assault"], ["ambush"], ["map"]], deck=DECK8)
    do(s, "play assault", "seat 1")
    assert s.out == [True, False, False]
    assert s.piles[1] == ["ambush"] and s.hands[1][0] == "search" and len(s.hands[1]) == 2  # + B's draw
    assert s.hands[0] == [] and s.piles[0] == ["assault"]
    assert len(s.deck) == 7  # B drew at the start of its turn; no card left the deck before
    assert s.active == 1 and ("assault_swap",) not in [s.pending]
    # C is not told B's new card, B and the eliminated A are
    assert s.known_hands[2][1] == () and s.known_hands[0][1] == ("search",)
    assert all(e[0] in (-1, 1) or e[1] != "got" for e in s.events)


def test_e2_swordsman_vs_x_cards():
    base = dict(mode="all_jam", deck=DECK8)
    s = make_state(4, hands=[["sword", "map"], ["ambush"], ["map"], ["map"]], **base)
    do(s, "play sword", "seat 1")
    assert s.out[1] and s.piles[1] == ["ambush"] and s.active == 2 and not s.out[0]
    s = make_state(4, hands=[["sword", "map"], ["wound"], ["map"], ["map"]], **base)
    do(s, "play sword", "seat 1")
    assert s.out[1] and s.piles[1] == ["wound"] and s.active == 2
    s = make_state(4, hands=[["sword", "map"], ["ambush"], ["map"], ["map"]], piles=[[], ["saint"], [], []], **base)
    do(s, "play sword", "seat 1")
    assert not s.out[1] and s.saint_spent and s.hands[1][0] == "ambush"
    assert s.piles[0] == ["sword"] and s.active == 1


def test_e3_sneak_attack_vs_saint_protected_looker():
    s = make_state(3, mode="all_jam", hands=[["gale", "curse"], ["ambush"], ["map"]], deck=DECK8,
                   piles=[["saint"], [], []])
    do(s, "play curse", "seat 1", "name 8")
    assert s.saint_spent and not any(s.out)
    assert s.hands[0] == ["gale"] and "ambush" in s.hands[1] and s.piles[0] == ["saint", "curse"] and s.active == 1
    assert all(e[1] != "curse" for e in s.events)  # no number check
    # everyone learned what B holds
    assert s.known_hands[2][1] == ("ambush",)
    assert s.view(2).piles[0] == ("saint", "curse") and s.view(2).saint_spent


def test_e4_curse():
    s = make_state(3, mode="flying_garden", hands=[["curse", "map"], ["gale"], ["misinfo"]], deck=DECK8)
    do(s, "play curse", "seat 1", "name 7")
    assert s.out[1] and s.piles[1] == ["gale"] and s.active == 2
    s = make_state(3, mode="flying_garden", hands=[["curse", "map"], ["garden"], ["misinfo"]], deck=DECK8,
                   ruins=["gale"])
    do(s, "play curse", "seat 1", "name 5")
    assert s.out[1] and s.piles[1] == [] and sorted(s.ruins) == ["gale", "garden"]
    assert any(e[1:] == ("llr", "garden", "ruins") for e in s.events)
    assert all(s.ruins_pool[p] == ("garden", "gale") or "garden" in s.ruins_pool[p] for p in range(3))
    s = make_state(3, mode="select", cards=data.select_deck(data.SELECT_DEFAULT),
                   hands=[["curse", "map"], ["girl"], ["search"]], deck=DECK8)
    do(s, "play curse", "seat 1", "name 3")
    assert s.out[1] and s.piles[1] == ["girl"]
    s = make_state(3, mode="flying_garden", hands=[["curse", "map"], ["saint"], ["search"]], deck=DECK8)
    do(s, "play curse", "seat 1", "name 4")
    assert not s.out[1] and s.known_hands[0][1] == ("saint",) and s.known_hands[2][1] == ()
    assert ("curse", 1, 4, False) in [e[1:] for e in s.events]


def test_e5_wound_and_saint():
    s = make_state(3, mode="flying_garden", hands=[["gale", "map"], ["wound", "curse"], ["search"]],
                   piles=[[], ["wound", "saint"], []], deck=DECK8, active=1)
    do(s, "play wound")
    assert not s.out[1] and s.saint_spent and s.hands[1] == ["curse"] and s.active == 2
    # later: B holds the third Wound; A plays Gale on B with deck 3
    s.hands[1] = ["wound"]
    s.hands[0] = ["gale", "map"]
    s.deck = ["curse", "map", "search"]
    s.active, s.pending, s.played = 0, ("play",), None
    do(s, "play gale", "seat 1")
    # B does not draw: the deck stays 3 until C's turn draws one
    assert s.out[1] and s.piles[1].count("wound") == 3 and s.hands[1] == [] and len(s.deck) == 2
    assert s.active == 2


def test_e6_gale_on_the_lost_legacy_holder():
    s = make_state(3, mode="flying_garden", hands=[["gale", "map"], ["search"], ["garden"]],
                   piles=[[], [], ["wound"]], deck=["curse", "map", "search", "map"], ruins=["wound"])
    do(s, "play gale", "seat 2")
    # deck 3 after C's draw, then B's turn draws one more
    assert sorted(s.ruins) == ["garden", "wound"] and s.hands[2] == ["curse"] and len(s.deck) == 2
    assert s.piles[2] == ["wound"] and s.piles[0] == ["gale"] and s.active == 1


def test_e7_necromancer_takes_a_spent_saint():
    s = make_state(3, mode="flying_garden", hands=[["necro", "garden"], ["search"], ["map"]],
                   piles=[[], [], ["curse", "saint"]], saint_spent=True, deck=DECK8, ruins=["wound"])
    do(s, "play necro", "pile 2 saint")
    assert s.hands[0] == ["saint"] and s.saint_spent and s.piles[2] == ["curse"]
    assert sorted(s.ruins) == ["garden", "wound"] and s.piles[0] == ["necro"]
    assert s.known_hands[1][0] == ("saint",) and "garden" in s.ruins_pool[1]
    # A's Saint is spent: played, it protects nobody
    s.active, s.pending = 0, ("play",)
    s.hands[0] = ["saint", "wound"]
    s.piles[0].append("wound")
    do(s, "play wound")
    assert s.out[0]


def test_e8_guardian_blocks():
    piles = [["saint", "guardian"], ["wound"]]
    s = make_state(2, mode="flying_garden", hands=[["map"], ["curse", "misinfo"]], piles=piles,
                   protected=[True, False], deck=DECK8, active=1)
    do(s, "play curse")
    assert s.piles[1] == ["wound", "curse"] and any(e[1] == "notarget" for e in s.events)
    assert s.active == 0 and not s.protected[0]  # protection ends at the start of A's turn
    s = make_state(2, mode="flying_garden", hands=[["map"], ["curse", "misinfo"]], piles=piles,
                   protected=[True, False], deck=DECK8, active=1, ruins=["gale"])
    do(s, "play misinfo")
    assert s.legal_actions() == [("pile", 1, "wound")]
    do(s, "pile 1 wound")
    assert s.ruins == ["gale", "wound"] and s.pending == ("mis_shuffle",)
    assert all(s.known_ruins[p] == [None, "wound"] for p in range(2))
    do(s, "noshuffle")
    assert s.piles[1] == ["misinfo"]


def _investigation_state(hands, ruins, deck_mode="starship"):
    n = len(hands)
    s = make_state(n, mode=deck_mode, hands=[list(h) for h in hands], ruins=ruins, deck=[], active=n - 1)
    s.hands[n - 1].append("map")
    return s


def test_e9_investigation_with_a_tie():
    s = make_state(4, hands=[["search"], ["search"], ["thief"], ["ambush", "map"]], ruins=["general", "starship"],
                   deck=[], active=3)
    do(s, "play map")  # the deck is empty: nothing happens, then investigation
    assert s.phase == "invest" and s.pending == ("investigate", 3, 2)
    assert ("holders", 3, (2,)) in [e[1:] for e in s.events]
    s2 = s.clone()
    do(s, "slot 0")
    assert s.phase == "over" and s.winner == -1 and s.result == "draw"
    assert ("holders", 7, (0, 1)) in [e[1:] for e in s.events]
    assert s.scores() == [0.0] * 4 and s.ranking() == [1, 1, 1, 1]
    do(s2, "slot 1")
    assert s2.winner == 2 and s2.result == "found" and s2.scores() == [0.0, 0.0, 1.0, 0.0]


def test_e10_starship_shuffled_into_an_empty_deck():
    cards = data.select_deck({**data.SELECT_DEFAULT, "5": "starship", "6": "starship", "8": "flying_garden"})
    s = make_state(3, mode="select", cards=cards, hands=[["curse", "map"], ["starship"], ["map"]], deck=[])
    do(s, "play curse", "seat 1", "name 5")
    # the Starship became a 1-card deck, so T5 went on to C's turn, whose draw took it
    assert s.out[1] and s.deck == [] and s.piles[0] == ["curse"] and s.piles[1] == []
    assert ("llr", "starship", "deck") in [e[1:] for e in s.events]
    assert s.active == 2 and sorted(s.hands[2]) == ["map", "starship"]
    assert s.legal_actions() == [("play", "map")]
    do(s, "play map")
    assert s.phase == "invest"
    assert s.pending == ("investigate", 5, 2)
    do(s, "seat 2")
    assert s.winner == 2


def test_e11_all_jam_tie_and_own_hand_win():
    s = make_state(4, mode="all_jam", hands=[["girl"], ["saint"], ["starship"], ["gale", "map"]],
                   deck=[], active=3, ruins=["curse"])
    do(s, "play map")
    assert ("holders", 1, (0, 1)) in [e[1:] for e in s.events]
    assert s.pending == ("investigate", 5, 2)
    do(s, "seat 2")
    assert s.winner == 2 and s.result == "found"


def test_e12_playing_flying_garden():
    s = make_state(3, mode="flying_garden", hands=[["garden", "curse"], ["search"], ["map"]], deck=DECK8,
                   ruins=["wound"])
    do(s, "play garden")
    assert sorted(s.ruins) == ["garden", "wound"] and s.piles[0] == [] and s.hands[0] == ["curse"]
    assert len(s.deck) == 7 and s.active == 1


# -- special rules -------------------------------------------------------------------------------

def test_starship_cannot_be_played():
    s = make_state(2, hands=[["starship", "search"], ["map"]], deck=DECK8)
    assert s.legal_actions() == [("play", "search")]


def test_fated_girl_under_every_look():
    for card, extra in (("sword", ()), ("assault", ()), ("thief", ()), ("curse", ("name 3",))):
        mode = "all_jam"
        s = make_state(3, mode=mode, hands=[[card, "map"], ["girl"], ["search"]], deck=DECK8)
        do(s, f"play {card}", "seat 1", *extra)
        assert s.out[1] and s.piles[1] == ["girl"] and s.active == 2, card


def test_girl_with_saint_ends_the_look_without_swap():
    s = make_state(3, mode="all_jam", hands=[["assault", "map"], ["girl"], ["search"]], deck=DECK8,
                   piles=[[], ["saint"], []])
    do(s, "play assault", "seat 1")
    assert not s.out[1] and s.saint_spent and s.pending == ("play",) and s.active == 1
    assert s.known_hands[2][1] == ("girl",)


def test_thief_wins_on_hand_and_on_ruins():
    s = make_state(3, hands=[["thief", "map"], ["starship"], ["search"]], deck=DECK8)
    do(s, "play thief", "seat 1")
    assert s.winner == 0 and s.result == "effect" and s.phase == "over"
    s = make_state(3, hands=[["thief", "map"], ["search"], ["search"]], deck=DECK8, ruins=["general", "starship"])
    do(s, "play thief", "slot 0")
    assert s.winner == -1 and s.active == 1 and s.known_ruins[0] == ["general", None]
    assert s.known_ruins[1] == [None, None]


def test_adventurer_two_slots_and_win():
    s = make_state(2, mode="flying_garden", hands=[["adventurer", "map"], ["search"]], deck=DECK8,
                   ruins=["wound", "gale", "garden"])
    do(s, "play adventurer", "slot 0")
    assert s.pending == ("adv_slot_2", 0) and ("slot", 0) not in s.legal_actions() and "stop" in s.legal_actions()
    do(s, "slot 2")
    assert s.winner == 0
    s = make_state(2, mode="flying_garden", hands=[["adventurer", "map"], ["search"]], deck=DECK8, ruins=["wound"])
    do(s, "play adventurer", "slot 0")
    assert s.active == 1  # a single Ruins card: no second look


def test_general_swap_and_secrecy():
    def run(choice):
        s = make_state(3, hands=[["general", "map"], ["search"], ["assault"]], deck=["starship", "search", "map"])
        do(s, "play general")
        assert s.known_top[0] == "starship" and s.pending == ("general_swap",)
        views_before = [s.view(p).to_json() for p in (1, 2)]
        do(s, choice)
        return s, views_before
    sw, _ = run("swap")
    kp, _ = run("keep")
    assert sw.hands[0] == ["starship"] and sw.hands[1][-1] == "map"
    assert kp.hands[0] == ["map"] and kp.hands[1][-1] == "starship"
    # B drew a different card; C's view is identical either way
    assert sw.view(2).to_json() == kp.view(2).to_json()
    assert sw.known_hands[0][1] == ("map",) and kp.known_hands[0][1] == ("starship",)


def test_search_swap_secrecy():
    def run(choice):
        s = make_state(3, hands=[["search", "map"], ["search"], ["assault"]], deck=DECK8, ruins=["starship", "girl"])
        do(s, "play search", "slot 0", choice)
        return s
    sw, kp = run("swap"), run("keep")
    assert sw.hands[0] == ["starship"] and sw.ruins == ["map", "girl"]
    assert kp.hands[0] == ["map"] and kp.ruins == ["starship", "girl"]
    for p in (1, 2):
        assert sw.view(p).to_json() == kp.view(p).to_json()
    assert sw.known_ruins[0] == ["map", None] and kp.known_ruins[0] == ["starship", None]


def test_assault_swap_secrecy_and_target_shown():
    def run(choice):
        s = make_state(3, hands=[["assault", "map"], ["starship"], ["search"]], deck=DECK8)
        do(s, "play assault", "seat 1")
        assert s.pending == ("assault_swap", 1)
        desc = {lang: s.describe_action(str_to_action(choice), lang) for lang in ("en", "ja")}
        do(s, choice)
        return s, desc
    (sw, dsw), (kp, dkp) = run("swap"), run("keep")
    assert sw.hands[0] == ["starship"] and sw.hands[1][0] == "map"
    assert kp.hands[0] == ["map"] and kp.hands[1][0] == "starship"
    assert dsw == dkp  # the log line is the same either way
    assert sw.view(2).to_json() == kp.view(2).to_json()
    assert ("shown", "map") in [e[1:] for e in sw.view(1).events]
    assert ("shown", "starship") in [e[1:] for e in kp.view(1).events]
    assert sw.known_hands[1][0] == ("starship",)
    # the seat neither looked nor was looked at forgets what it knew of both hands
    assert sw.known_hands[2][0] == () and sw.known_hands[2][1] == ()


def test_swap_decision_reveals_nothing_to_bystanders():
    s = make_state(3, hands=[["search", "map"], ["search"], ["assault"]], deck=DECK8, ruins=["girl"])
    do(s, "play search", "slot 0")
    # the next turn's draw shows seat 1 its card, seat 2 learns nothing
    assert s.reveals_information("swap", 2) is False and s.reveals_information("keep", 2) is False
    assert s.reveals_information("swap", 1) is True
    assert s.reveals_information("swap", 0) is False
    s = make_state(3, hands=[["curse", "map"], ["search"], ["assault"]], deck=DECK8)
    assert s.reveals_information(("play", "curse"), 0) is False
    assert s.reveals_information(("play", "curse"), 1) is True
    do(s, "play curse", "seat 1")
    assert s.reveals_information(("name", 7), 0) is True  # the look shows the card


def test_old_map_and_shuffle():
    s = make_state(2, hands=[["map", "search"], ["assault"]], deck=["girl", "sword", "thief"], ruins=["general"])
    do(s, "play map")
    assert s.ruins == ["general", "girl"] and s.known_ruins[0] == [None, "girl"] and s.known_ruins[1] == [None, None]
    do(s, "shuffle")
    assert sorted(s.ruins) == ["general", "girl"] and s.ruins_pool[0] == ("girl",) and s.known_ruins[0] == [None, None]


def test_gale_deck_empty_does_nothing_and_self_target():
    s = make_state(2, mode="flying_garden", hands=[["gale", "curse"], ["map"]], deck=[])
    do(s, "play gale")
    assert s.phase in ("invest", "over") and s.piles[0] == ["gale"] and s.hands[1] == ["map"]
    s = make_state(3, mode="flying_garden", hands=[["gale", "wound"], ["curse"], ["misinfo"]], deck=["saint", "curse"])
    do(s, "play gale")
    assert ("seat", 0) in s.legal_actions()
    do(s, "seat 0")
    assert s.piles[0] == ["wound", "gale"] and s.hands[0] == ["saint"] and not s.out[0]


def test_gale_discarding_girl_or_ambush_does_not_trigger():
    s = make_state(3, mode="all_jam", hands=[["gale", "map"], ["ambush"], ["girl"]], deck=["search", "map"])
    do(s, "play gale", "seat 2")
    assert not any(s.out) and s.piles[2] == ["girl"] and s.hands[2] == ["search"]


def test_gale_discards_starship_which_may_be_drawn_back():
    s = make_state(2, mode="all_jam", hands=[["gale", "map"], ["starship"]], deck=["search"])
    do(s, "play gale", "seat 1")
    # the Starship was shuffled into the deck, B drew one card, then B's turn drew the other
    assert s.piles[1] == [] and s.deck == [] and sorted(s.hands[1]) == ["search", "starship"]
    assert s.active == 1 and s.deck_pool[0] == ()


def test_necromancer_gives_a_wound_and_heals():
    s = make_state(3, mode="flying_garden", hands=[["necro", "wound"], ["map"], ["search"]],
                   piles=[[], ["wound", "gale"], ["curse"]], deck=DECK8)
    do(s, "play necro")
    assert ("pile", 1, "wound") in s.legal_actions() and "none" in s.legal_actions()
    do(s, "pile 2 curse")
    assert s.hands[0] == ["curse"] and s.piles[2] == ["wound"] and not s.out[2]
    s = make_state(3, mode="flying_garden", hands=[["necro", "wound"], ["map"], ["search"]],
                   piles=[[], ["wound", "gale"], []], deck=DECK8)
    do(s, "play necro", "pile 1 gale")
    assert s.out[1] and s.piles[1] == ["wound", "wound", "map"] and s.active == 2
    assert all(s.known_hands[p][0] == ("gale",) for p in (1, 2))


def test_misinformation_is_mandatory_even_on_own_pile_and_takes_a_saint():
    s = make_state(2, mode="flying_garden", hands=[["misinfo", "map"], ["search"]],
                   piles=[["saint"], []], deck=DECK8, ruins=["gale"])
    do(s, "play misinfo")
    assert s.legal_actions() == [("pile", 0, "saint")]
    do(s, "pile 0 saint", "shuffle")
    assert sorted(s.ruins) == ["gale", "saint"] and s.piles[0] == ["misinfo"]
    s = make_state(2, mode="flying_garden", hands=[["misinfo", "map"], ["search"]], deck=DECK8)
    do(s, "play misinfo")
    assert s.active == 1  # nothing to pick: no effect


def test_guardian_protects_from_gale_and_necro_but_not_ruins():
    s = make_state(3, mode="flying_garden", hands=[["gale", "necro"], ["map"], ["search"]],
                   piles=[[], ["curse"], []], protected=[False, True, False], deck=DECK8)
    do(s, "play gale")
    assert s.legal_actions() == [("seat", 0), ("seat", 2)]
    s = make_state(3, mode="flying_garden", hands=[["necro", "gale"], ["map"], ["search"]],
                   piles=[[], ["curse"], ["wound"]], protected=[False, True, False], deck=DECK8)
    do(s, "play necro")
    assert s.legal_actions() == [("pile", 2, "wound"), "none"]


def test_eliminated_player_pile_stays_and_can_be_chosen():
    s = make_state(3, mode="flying_garden", hands=[["necro", "map"], [], ["search"]],
                   piles=[[], ["curse", "gale"], []], out=[False, True, False], deck=DECK8)
    do(s, "play necro")
    assert ("pile", 1, "gale") in s.legal_actions()


def test_last_player_standing_wins():
    s = make_state(2, hands=[["sword", "map"], ["ambush"]], deck=DECK8)
    do(s, "play sword", "seat 1")
    assert s.winner == 0 and s.result == "last" and s.is_terminal()
    assert s.round_reveal is not None and s.view(1).round_reveal[0][0] == ("map",)


def test_ambush_with_lost_legacy_taken():
    s = make_state(3, hands=[["curse", "starship"], ["ambush"], ["map"]], deck=DECK8,
                   cards=data.all_jam_deck("starship"), mode="all_jam")
    do(s, "play curse", "seat 1", "name 5")
    assert s.out[0] and s.hands[1][0] == "starship" and s.piles[0] == ["curse"]


def test_investigation_skips_x_and_draw_after_8():
    s = make_state(2, hands=[["ambush"], ["ambush", "map"]], deck=[], active=1, ruins=["starship"])
    do(s, "play map")
    assert s.phase == "over" and s.result == "draw"


def test_investigation_can_target_any_hand_but_not_eliminated():
    s = make_state(3, hands=[["girl"], [], ["general", "map"]], out=[False, True, False], deck=[], active=2,
                   ruins=["starship"])
    do(s, "play map")
    assert s.pending == ("investigate", 1, 0)
    assert s.legal_actions() == [("seat", 0), ("seat", 2), ("slot", 0)]
    do(s, "seat 2")
    assert s.pending == ("investigate", 2, 2)
    do(s, "slot 0")
    assert s.winner == 2


def test_wound_check_only_when_entering_a_pile():
    s = make_state(2, mode="flying_garden", hands=[["wound", "map"], ["search"]], piles=[["wound"], []], deck=DECK8)
    do(s, "play wound")
    assert s.winner == 1 and s.result == "last"


# -- match mode ------------------------------------------------------------------------------------

def test_match_mode_rounds_and_next_start():
    s = make_state(2, hands=[["sword", "map"], ["ambush"]], deck=DECK8, match=2,
                   cards=data.set_deck("starship"))
    do(s, "play sword", "seat 1")
    assert s.points == [1, 0] and s.phase == "turn" and s.round_no == 2
    assert s.active == 0 and s.round_start == 0  # the winner starts
    assert not any(s.out) and sum(map(len, s.hands)) == 3 and len(s.deck) == 16 - 2 - 1 - 1
    assert s.history == ((0, "last"),)


def test_match_after_draw_left_of_previous_start_and_cap():
    s = make_state(2, hands=[["ambush"], ["ambush", "map"]], deck=[], active=1, ruins=["starship"], match=2,
                   cards=data.set_deck("starship"))
    s.round_start = 1
    do(s, "play map")
    assert s.points == [0, 0] and s.round_no == 2 and s.round_start == 0
    s.round_no = 10
    s.pending, s.phase = None, "turn"
    s._end_round(-1, "draw")
    assert s.phase == "over" and s.ranking() == [1, 1]


def test_match_game_runs_to_target():
    from tabletop.engine.rng import Rng
    s = GAME.new_game(Setup(3, {"match": 3}, 11))
    r = Rng(5)
    while not s.is_terminal():
        s.apply(r.choice(s.legal_actions()))
    assert max(s.points) == 3 or s.round_no >= 15
    assert sum(s.points) == sum(1 for w, _ in s.history if w >= 0)
    assert [row["total"] for row in s.score_breakdown()] == s.points


# -- text, codec, summary ----------------------------------------------------------------------------

def test_codec_rejects_garbage():
    for bad in ("", "play", "play x", "seat", "seat -1", "seat 01", "slot a", "pile 1", "pile x wound",
                "name", "Swap", "swap ", "play search extra"):
        with pytest.raises(IllegalAction):
            str_to_action(bad)
    assert str_to_action("pile 2 wound") == ("pile", 2, "wound")


def test_rules_summary_marks_reconstructed_sections():
    for lang in ("en", "ja"):
        secs = GAME.rules_summary(lang)
        assert 5 <= len(secs) <= 12 and all(s.title and s.body for s in secs)
        flagged = [s.reconstructed for s in secs]
        assert flagged.count(True) >= 3 and flagged[0] is False
    assert GAME.title("ja") == "ロストレガシー"


def test_describe_is_subjectless_and_names_consequences():
    s = make_state(3, hands=[["sword", "map"], ["ambush"], ["search"]], deck=DECK8)
    do(s, "play sword")
    en = s.describe_action(("seat", 1), "en")
    ja = s.describe_action(("seat", 1), "ja")
    assert en.startswith(f"targets {i18n.seat_ref(1)} with the Swordsman.") and "eliminated" in en  # names: the session
    assert "脱落" in ja
    assert s.describe_action(("seat", 1), "en") == en  # describing does not change the state


def test_state_json_round_trip_hand_built():
    s = make_state(3, hands=[["search", "map"], ["search"], ["assault"]], deck=DECK8, ruins=["girl"])
    do(s, "play search", "slot 0")
    d = json.loads(json.dumps(s.to_json()))
    assert GAME.state_from_json(d).to_json() == d


def test_every_reconstructed_rule_is_marked_on_the_rules_screen():
    """Each decision of the spec's §10 (data.RECONSTRUCTED) rests on one rules section, and that
    section is marked reconstructed, in both languages alike."""
    keys = [k for _, ks in data.RULES_SECTIONS for k in ks]
    assert sorted(keys) == sorted(data.RECONSTRUCTED) and len(keys) == len(set(keys))
    for lang in ("en", "ja"):
        marks = [s.reconstructed for s in GAME.rules_summary(lang)]
        assert marks == [bool(ks) for _, ks in data.RULES_SECTIONS]
    assert GAME.rules_summary("en")[4].reconstructed  # The Starship cards: the Fated Girl's English name
