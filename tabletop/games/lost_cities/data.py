"""Lost Cities: The Board Game -- the components as plain tables.

Every number the spec tags *(reconstructed)* lives here (and in ``RECONSTRUCTED``), so it
can be corrected without touching the rules code.
"""

from __future__ import annotations

# -- cards ---------------------------------------------------------------------------
#: colour letters, by path index 0..4: red, green, blue, yellow, brown ("n" as in browN)
COLORS = ("r", "g", "b", "y", "n")
COLOR_INDEX = {c: i for i, c in enumerate(COLORS)}
VALUES = tuple(range(11))  # 0..10
COPIES = 2
#: card ids: colour letter + value ("r0" .. "n10"); the two copies share one id
CARDS = tuple(f"{c}{v}" for c in COLORS for v in VALUES)
CARD_COLOR = {card: COLOR_INDEX[card[0]] for card in CARDS}
CARD_VALUE = {card: int(card[1:]) for card in CARDS}
#: sort key of a card in a hand: colour, then value
CARD_ORDER = {card: i for i, card in enumerate(CARDS)}
#: the full deck, both copies (110 cards)
DECK = tuple(card for card in CARDS for _ in range(COPIES))

# -- figures -------------------------------------------------------------------------
#: figure kinds; the kind's number is its score multiplier (the researcher doubles)
ADV, RES = 1, 2
KIND_NAMES = {ADV: "adv", RES: "res"}
KIND_FROM_NAME = {name: kind for kind, name in KIND_NAMES.items()}
FIGURES = {ADV: 4, RES: 1}

# -- board ---------------------------------------------------------------------------
PATH_LENGTH = 9
BRIDGE_AFTER_STEP = 6  # a figure on step 7, 8 or 9 has crossed the bridge
#: points of a figure on step 1..9 (index 0 = not on the board); the researcher doubles them
STEP_POINTS = (0, -20, -15, -10, 5, 10, 15, 30, 35, 50)
#: marked steps (event-tile spaces) per path (reconstructed, R2)
MARKED_STEPS = (
    (2, 4, 6, 8, 9),  # red
    (3, 4, 6, 7, 9),  # green
    (2, 5, 6, 7, 9),  # blue
    (2, 4, 5, 8, 9),  # yellow
    (3, 5, 7, 8, 9),  # brown
)

# -- event tiles ---------------------------------------------------------------------
ARTIFACT, ARROW = "art", "arrow"
#: victory-point tile values (reconstructed, R3)
VP_TILE_VALUES = (5, 5, 10, 10, 10, 15, 15)
#: the 25 tiles; a VP tile's id is "vp<n>"
TILES = (ARTIFACT,) * 9 + (ARROW,) * 9 + tuple(f"vp{n}" for n in VP_TILE_VALUES)
TILE_VP = {f"vp{n}": n for n in VP_TILE_VALUES}

# -- scoring tables (reconstructed, R4/R5) --------------------------------------------
#: short game: chips 0..4, 5 or more -> index 5
ARTIFACT_SHORT = (-20, -15, 10, 15, 30, 50)
#: long game: chips 0..27
ARTIFACT_LONG = (
    -50, -40, -30, -20, -10, -5, 5, 10, 15, 20, 25, 30, 40, 50,
    60, 70, 80, 90, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100,
)

# -- constants -----------------------------------------------------------------------
HAND_SIZE = 8
TWO_PLAYER_REMOVED = 30
END_CROSSINGS = 5
EXPEDITIONS = {"long": 3, "short": 1}
STALL_LIMIT = 20  # anti-stall (reconstructed, R23)

# -- reconstructed rules (spec section 10): key -> the value this game uses ------------------
RECONSTRUCTED = {
    "color_names": ("green", "blue", "yellow"),           # R1
    "marked_steps": MARKED_STEPS,                          # R2
    "vp_tile_values": VP_TILE_VALUES,                      # R3
    "artifact_short": ARTIFACT_SHORT,                      # R4
    "artifact_long": ARTIFACT_LONG,                        # R5
    "step9_bonus_default": "on_arrival",                   # R6 (the Japanese rulebook), R19
    "finished_path_card_legal": True,                      # R7
    "lowest_card_first": "advice",                         # R8
    "draw_after_instant_end": False,                       # R9
    "variant_direction": "first_card_that_differs",        # R10
    "two_player_removal": "every_expedition",              # R11
    "zero_floor": "net_per_expedition_and_final",          # R12
    "tie_after_chips": "shared",                           # R13
    "arrow_without_figure": "lost",                        # R14
    "marked_step1": "resolved_on_placement",               # R15
    "redraw_own_discard_default": "forbidden",             # R16
    "open_scores_default": False,                          # R17
    "vp_chip_supply": "unlimited",                         # R18
    "artifact_space_after_pickup": "empty",                # R20
    "arrow_move": "optional",                              # R21
    "draw_mandatory": True,                                # R22
    "stall_limit": STALL_LIMIT,                            # R23
    "moves_only_figures_on_path": True,                    # R24
}
