"""Lost Legacy (The Starship + Flying Garden) -- the components as plain tables.

Cards are identified by their *kind* (a short code such as ``"search"``); copies of a
card share the code, so hidden cards never carry a stable instance id (spec §8). Every
value the spec tags *(reconstructed)* is data here and listed in ``RECONSTRUCTED``.
"""

from __future__ import annotations

from typing import NamedTuple

STARSHIP, FLYING_GARDEN = "starship", "flying_garden"
SETS = (STARSHIP, FLYING_GARDEN)

#: number used for the × cards (they never investigate; Curse cannot name them)
X = 0


class Card(NamedTuple):
    """One kind of card (its copies share the code that keys ``CARDS``)."""

    card_set: str  # STARSHIP or FLYING_GARDEN
    number: int  # its investigation number, X for the × cards
    copies: int
    playable: bool  # False: The Starship, which its holder can never play


#: code -> the card, in display / sort order
CARDS = {
    # The Starship / 星を渡る船
    "girl": Card(STARSHIP, 1, 1, True),
    "general": Card(STARSHIP, 2, 1, True),
    "thief": Card(STARSHIP, 3, 1, True),
    "sword": Card(STARSHIP, 4, 1, True),
    "starship": Card(STARSHIP, 5, 1, False),
    "map": Card(STARSHIP, 6, 2, True),
    "search": Card(STARSHIP, 7, 3, True),
    "assault": Card(STARSHIP, 8, 3, True),
    "ambush": Card(STARSHIP, X, 3, True),
    # Flying Garden / 空中庭園 (slots 1, 2, 6, 7 and most effects reconstructed, R4)
    "saint": Card(FLYING_GARDEN, 1, 1, True),
    "necro": Card(FLYING_GARDEN, 2, 1, True),
    "adventurer": Card(FLYING_GARDEN, 3, 1, True),
    "guardian": Card(FLYING_GARDEN, 4, 1, True),
    "garden": Card(FLYING_GARDEN, 5, 1, True),
    "misinfo": Card(FLYING_GARDEN, 6, 2, True),
    "gale": Card(FLYING_GARDEN, 7, 3, True),
    "curse": Card(FLYING_GARDEN, 8, 3, True),
    "wound": Card(FLYING_GARDEN, X, 3, True),
}
#: display / sort order of the card kinds
CARD_CODES = tuple(CARDS)
CARD_ORDER = {c: i for i, c in enumerate(CARD_CODES)}
CARD_SET = {c: card.card_set for c, card in CARDS.items()}
NUMBER = {c: card.number for c, card in CARDS.items()}
COPIES = {c: card.copies for c, card in CARDS.items()}

#: the Lost Legacy of each set
LOST_LEGACY = {STARSHIP: "starship", FLYING_GARDEN: "garden"}
LOST_LEGACIES = frozenset(LOST_LEGACY.values())
X_CARDS = frozenset(c for c in CARDS if NUMBER[c] == X)

#: investigation numbers as slots of the Select system: "1".."8" and "x"
SLOTS = ("1", "2", "3", "4", "5", "6", "7", "8", "x")
SLOT_NUMBER = {s: (X if s == "x" else int(s)) for s in SLOTS}
#: (slot, set) -> the card of that set with that number
SLOT_CARD = {(s, CARD_SET[c]): c for c in CARDS for s in SLOTS if SLOT_NUMBER[s] == NUMBER[c]}
#: the rulebook's Select example: ①宿命の少女 ②将軍 ③冒険者 ④番人 ⑤空中庭園 ⑥古地図 ⑦調査 ⑧呪い ×待ち伏せ
SELECT_DEFAULT = {
    "1": STARSHIP, "2": STARSHIP, "3": FLYING_GARDEN, "4": FLYING_GARDEN, "5": FLYING_GARDEN,
    "6": STARSHIP, "7": STARSHIP, "8": FLYING_GARDEN, "x": STARSHIP,
}


def set_deck(which: str) -> tuple:
    """The 16 cards of one set, in card order."""
    return tuple(c for c in CARD_CODES if CARD_SET[c] == which for _ in range(COPIES[c]))


def select_deck(choice: dict) -> tuple:
    """16 cards: for each slot, every copy of that number from the chosen set."""
    out = []
    for s in SLOTS:
        card = SLOT_CARD[(s, choice[s])]
        out.extend([card] * COPIES[card])
    out.sort(key=CARD_ORDER.__getitem__)
    return tuple(out)


def all_jam_deck(keep: str) -> tuple:
    """31 cards: both sets, only the chosen set's Lost Legacy."""
    drop = LOST_LEGACY[FLYING_GARDEN if keep == STARSHIP else STARSHIP]
    return tuple(c for c in CARD_CODES if c != drop for _ in range(COPIES[c]))


DECK_MODES = ("starship", "flying_garden", "select", "all_jam")
#: most players per deck mode (5-6 players only with All-Jam)
MAX_PLAYERS = {"starship": 4, "flying_garden": 4, "select": 4, "all_jam": 6}
MATCH_MAX = 9

#: the spec's (reconstructed) decisions, as values the game uses; see the spec's §10
RECONSTRUCTED = {
    "name_fated_girl_en": "Fated Girl",
    "flying_garden_names_en": ("Saint", "Necromancer", "Adventurer", "Guardian", "Misinformation", "Gale"),
    "name_wound_ja": "負傷",
    "flying_garden_slots": {"saint": 1, "necro": 2, "misinfo": 6, "gale": 7},
    "gale_effect": "discard_and_redraw",
    "saint_only_face_up_in_pile": True,
    "saint_spent_for_game": True,
    "saint_vs_ambush": "ambush_does_nothing",
    "saint_save_non_look_effects_continue": True,
    "necro_effect": "optional_swap_with_pile",
    "adventurer_slots": 2,
    "guardian_effect": "protected_until_next_turn",
    "misinfo_effect": "pile_to_ruins_optional_shuffle",
    "misinfo_mandatory": True,
    "curse_names": tuple(range(1, 9)),
    "curse_other_player_only": True,
    "wound_limit": 2,
    "garden_ruins_shuffle": True,
    "llr_every_discard": True,
    "starship_into_empty_deck": "one_card_deck",
    "end_of_turn_check_after_elim": True,
    "deck_empty_effects_do_nothing": True,
    "sword_hits_every_x": True,
    "sword_vs_girl": "girl_still_triggers",
    "girl_trigger_ends_look": True,
    "investigation_step_by_step": True,
    "ruins_ordered_slots": True,
    "match_default_target": 1,
    "match_suggested": {2: 3, 3: 3, 4: 3, 5: 2, 6: 2},
    "next_round_start": "winner_else_left_of_previous",
    "select_random_slot_allowed": True,
    "all_jam_default_ll": STARSHIP,
    "eliminated_piles_stay": True,
    "played_card_origin_hidden": True,
    "match_cap_rounds_per_point": 5,
}

#: rules-summary sections (text.py holds their text) -> the RECONSTRUCTED keys they rest on (a
#: section resting on any is marked reconstructed on the rules screen; every key has its section)
RULES_SECTIONS = (
    ("goal", ()),
    ("setup", ("ruins_ordered_slots", "select_random_slot_allowed", "all_jam_default_ll")),
    ("turn", ("played_card_origin_hidden", "end_of_turn_check_after_elim", "deck_empty_effects_do_nothing")),
    ("look", ("sword_vs_girl", "sword_hits_every_x", "girl_trigger_ends_look")),
    ("starship", ("name_fated_girl_en",)),
    ("garden", ("flying_garden_names_en", "name_wound_ja", "flying_garden_slots", "gale_effect",
                "saint_only_face_up_in_pile", "saint_spent_for_game", "saint_vs_ambush",
                "saint_save_non_look_effects_continue", "necro_effect", "adventurer_slots", "guardian_effect",
                "misinfo_effect", "misinfo_mandatory", "curse_names", "curse_other_player_only", "wound_limit")),
    ("elim", ("llr_every_discard", "garden_ruins_shuffle", "starship_into_empty_deck", "eliminated_piles_stay")),
    ("invest", ("investigation_step_by_step",)),
    ("options", ("match_cap_rounds_per_point", "match_default_target", "match_suggested", "next_round_start")),
)
