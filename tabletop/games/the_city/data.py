"""The City (Die Stadt, Tom Lehmann / Amigo 2011): card table, symbols, formulas, options data.

Plain tables only. Formulas use the small language of the spec (§2.3)::

    formula := term (" + " term)*      term := INT | [INT "*"] counter
    counter := per_sym(X) | per_sym_plus_other(X) | if_own(id) | per_own(id)
             | per_own_other(id) | per_all(id)          X := C | F | S

``rules.py`` compiles them once at import.
"""

from __future__ import annotations

from typing import NamedTuple

#: C = car (車), F = fountain (噴水), S = shopping cart (ショッピングカート)
SYMBOLS = ("C", "F", "S")

ARCHITECT = "architekt"


class Card(NamedTuple):
    """One building type of the deck."""

    id: str
    name: str  # the German name printed on the card
    copies: int  # in the deck
    cost: int  # printed
    symbols: str  # one letter of SYMBOLS per printed symbol
    income: str  # formula
    vp: str  # formula
    prerequisites: tuple = ()  # any one of these card ids in the city
    reductions: tuple = ()  # ((target card id, amount), ...): this building makes the target cheaper
    one_per_city: bool = False


CARDS = (
    Card("parkplatz", "Parkplatz", 3, 0, "CFS", "0", "0", (), (), False),
    Card("wohnhaus", "Wohnhaus", 4, 1, "", "1", "0", (), (), False),
    Card("wohnsiedlung", "Wohnsiedlung", 3, 1, "CS", "0", "1", (), (), False),
    Card("reihenhaus", "Reihenhaus", 3, 1, "F", "0", "1", (), (), False),
    Card("parkanlage", "Parkanlage", 3, 1, "F", "0", "per_sym(F)", (), (), True),
    Card("schule", "Schule", 4, 1, "", "0", "2", ("wohnhaus", "wohnsiedlung", "stadtvilla"),
         (("stadtvilla", 2),), False),
    Card("supermarkt", "Supermarkt", 2, 1, "CS", "1", "0", ("wohnhaus", "wohnsiedlung", "autobahnkreuz"),
         (), False),
    Card("busbahnhof", "Busbahnhof", 1, 1, "FS", "if_own(supermarkt)", "1", (), (), False),
    Card("restaurant", "Restaurant", 3, 1, "FS", "if_own(businesscenter)", "1", (), (), False),
    Card("industriegebiet", "Industriegebiet", 3, 1, "", "1 + if_own(forschungszentrum)", "0", (),
         (("forschungszentrum", 1), ("gewerbeanlage", 1)), False),
    Card("bauhuette", "Bauhütte", 2, 1, "", "0", "0", (), (), True),
    Card("einkaufspassage", "Einkaufspassage", 2, 2, "S", "per_sym(S)", "0", (), (), True),
    Card("kino", "Kino", 3, 2, "CFS", "1", "0", (), (), False),
    Card("stadtverwaltung", "Stadtverwaltung", 3, 2, "", "per_sym(F)", "1", (), (), True),
    Card("buerogebaeude", "Bürogebäude", 3, 2, "", "1 + if_own(hochhaus)", "2", ("wohnhaus",), (), False),
    Card("autobahnkreuz", "Autobahnkreuz", 3, 2, "", "per_sym(C)", "per_sym(C)", (), (), True),
    Card("boutique", "Boutique", 2, 2, "FS", "1 + if_own(businesscenter)", "0", (), (), False),
    Card("gewerbeanlage", "Gewerbeanlage", 1, 2, "C", "1", "0", (),
         (("autobahn", 1), ("autobahnkreuz", 1)), False),
    Card("hochhaus", "Hochhaus", 3, 3, "FS", "1", "1", (), (), False),
    Card("businesscenter", "Businesscenter", 4, 3, "FF", "1", "1", (), (), False),
    Card("kaufhaus", "Kaufhaus", 3, 3, "FS", "2", "0", (), (), False),
    Card("marktcenter", "Marktcenter", 3, 3, "C", "1", "1", (), (), False),
    Card("autobahn", "Autobahn", 2, 3, "C", "0", "1 + 2*per_all(autobahnkreuz)", (), (), False),
    Card("multiplex", "Multiplex-Kino", 1, 4, "CSS", "2", "1", (), (), False),
    Card("stadtvilla", "Stadtvilla", 4, 4, "", "0", "3 + 2*per_own_other(stadtvilla)", (), (), False),
    Card("forschungszentrum", "Forschungszentrum", 1, 4, "", "1", "2 + 2*per_all(universitaet)", (), (), False),
    Card("bahnhof", "Bahnhof", 2, 4, "CFS", "1", "2", (), (), False),
    Card("theater", "Theater", 1, 4, "F", "1", "3", (), (), False),
    Card("kunstmuseum", "Kunstmuseum", 1, 4, "FF", "0", "3", (), (), False),
    Card("sportpark", "Sportpark", 2, 4, "CC", "0", "3", (), (), False),
    Card("bruecke", "Brücke", 2, 4, "C", "1 + per_own(autobahn)", "2", (), (), False),
    Card("technologiepark", "Technologiepark", 2, 5, "CF", "2", "2", (), (), False),
    Card("universitaet", "Universität", 1, 5, "F", "0", "4 + per_all(schule)", (), (), False),
    Card("museum", "Museum", 2, 5, "F", "per_own(schule)", "4", (), (), False),
    Card("stadion", "Stadion", 2, 6, "CC", "2", "3", (), (), False),
    Card("krankenhaus", "Krankenhaus", 1, 6, "F", "1", "4", (), (), False),
    Card("rathaus", "Rathaus", 2, 6, "F", "0", "5", (), (), False),
    Card("discounter", "Discounter", 1, 6, "CSS", "3", "1", (), (), False),
    Card("casino", "Spielbank", 1, 6, "S", "4", "1", (), (), False),
    Card("kongresszentrum", "Kongresszentrum", 2, 7, "S", "1", "5", (), (), False),
    Card("konzerthaus", "Konzerthaus", 3, 7, "F", "0", "7", (), (), False),
    Card("einkaufsmeile", "Einkaufsmeile", 1, 7, "SSS", "2", "per_sym(S)", (), (), False),
    Card("freizeitpark", "Freizeitpark", 1, 8, "CCC", "2", "5", (), (), False),
    Card("opernhaus", "Opernhaus", 1, 8, "F", "0", "8", (), (), False),
    Card("einkaufszentrum", "Einkaufszentrum", 2, 8, "CSS", "3", "per_sym(S)", (), (), False),
    Card("wolkenkratzer", "Wolkenkratzer", 1, 8, "F", "1", "7", (), (), False),
    Card("flughafen", "Flughafen", 2, 9, "CS", "1", "8", (), (), False),
    Card("denkmal", "Denkmal", 1, 9, "FFF", "1", "8", (), (), False),
    Card("park_and_ride", "Park & Ride", 1, 8, "CC", "0", "per_sym_plus_other(C)", (), (), False),
    Card("ubahn", "U-Bahn", 1, 10, "", "0", "per_sym_plus_other(F)", (), (), False),
)

#: the Architect (建築家): not in the deck, one per player, income 1, no symbols
ARCHITECT_CARD = Card(ARCHITECT, "Architekt", 0, 0, "", "1", "0")

#: formula overrides chosen by options: (option key, value) -> {card: (which, formula)}
OPTION_FORMULAS = {
    ("villa_bonus", "plus1_per_villa"): {"stadtvilla": (("vp", "3 + per_own(stadtvilla)"),)},
    ("autobahn_scope", "own"): {"autobahn": (("vp", "1 + 2*per_own(autobahnkreuz)"),)},
    ("universitaet_scope", "own"): {"universitaet": (("vp", "4 + per_own(schule)"),)},
    ("building_bonus_mode", "per_own"): {
        "busbahnhof": (("income", "per_own(supermarkt)"),),
        "restaurant": (("income", "per_own(businesscenter)"),),
        "industriegebiet": (("income", "1 + per_own(forschungszentrum)"),),
        "buerogebaeude": (("income", "1 + per_own(hochhaus)"),),
        "boutique": (("income", "1 + per_own(businesscenter)"),),
    },
}

DECK_SIZE = 105
HAND_DEAL = 7
OPEN_DISCARD = 2
GIVEUP_DRAW = 5
HUT = "bauhuette"
HUT_MAX_COST = 4

#: decisions the spec tags (reconstructed), with the value this game uses (spec §10)
RECONSTRUCTED = {
    "copies_per_type": "table in CARDS (sum 105)",
    "conf_c_card_stats": "single-source values in CARDS",
    "stadtvilla_vp": "3 + 2 per other own villa",
    "stadtvilla_cost": 4,
    "autobahn_vp": "1 + 2 per Autobahnkreuz in all cities",
    "park_and_ride_cost": 8,
    "ubahn_cost": 10,
    "universitaet_vp": "4 + 1 per Schule in all cities",
    "if_own_bonus": "+1 once if owned",
    "einkaufspassage": "cost 2, S, income per own S, one per city",
    "buerogebaeude": "prereq Wohnhaus and +1 income with Hochhaus",
    "supermarkt_symbols": "C S",
    "industriegebiet_reductions": "Forschungszentrum -1, Gewerbeanlage -1",
    "gewerbeanlage_reductions": "Autobahn -1, Autobahnkreuz -1",
    "stadtverwaltung_reduction": "none",
    "one_per_city": ("parkanlage", "autobahnkreuz", "stadtverwaltung", "einkaufspassage", "bauhuette"),
    "reduction_stacking": "all_copies",
    "hut_cost_basis": "printed",
    "hut_allows_architect": False,
    "hut_pair": "ordered at commit; first counts for second; building a legal card is mandatory",
    "hut_pair_none_built": "both back to hand, one give-up",
    "hut_pair_first_illegal": "back in hand at once; may pay for the second",
    "hut_extra_pick": "only legal cards offered; pass allowed",
    "other_city_choice": "automatic best, per card, every round",
    "both_piles_empty": "remaining draws lost",
    "giveup_short_pile": "keep 1 of those drawn",
    "discard_pile_public": True,
    "step2_secrecy": "payments and extra picks revealed together after all builds",
    "choose_secrecy": "kind of commit hidden; pre-commit hand size shown",
    "survey_short": "discard k - 1",
    "giveup_order": "seat order, after all builds",
    "round_cap": 100,
}

#: which rules-summary sections describe reconstructed rules (section number -> keys above)
RULES_SECTIONS = 10
RECONSTRUCTED_SECTIONS = {
    5: ("hut_pair", "hut_pair_none_built", "hut_pair_first_illegal", "hut_extra_pick"),
    6: ("both_piles_empty", "giveup_short_pile"),
    7: ("other_city_choice", "autobahn_vp", "universitaet_vp", "if_own_bonus"),
    8: ("round_cap",),
    9: ("one_per_city",),
    10: ("copies_per_type", "conf_c_card_stats"),
}
