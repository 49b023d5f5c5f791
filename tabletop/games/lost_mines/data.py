"""Saboteur: The Lost Mines (お邪魔者:失われた鉱山): components as plain tables.

Cells are ints ``c = y * W + x`` on the 11x7 grid. Directions N, E, S, W are 0..3; an
open-edge set is a 4-bit mask (N=1, E=2, S=4, W=8). Rotation is 0 or 180 degrees only.

Deck card codes (hands, piles): path cards are ``SHAPE`` or ``SHAPE.f`` where the
suffix is the feature (``r`` rock, ``c`` campfire, ``t``/``p``/``h`` obstacle tree /
pond / hole); action cards are plain words (``axe``, ``info_md``, ``storm``...).
Identical cards share a code: cards of one code are interchangeable.
"""

from __future__ import annotations

W, H = 11, 7
N, E, S, WEST = 0, 1, 2, 3
DIRS = ((0, -1), (1, 0), (0, 1), (-1, 0))
BIT = (1, 2, 4, 8)
OPP = (2, 3, 0, 1)
DIR_NAMES = ("N", "E", "S", "W")


def rot180(mask: int) -> int:
    """Swap N<->S and E<->W."""
    return ((mask << 2) | (mask >> 2)) & 15


def cell(x: int, y: int) -> int:
    return y * W + x


def xy(c: int) -> tuple[int, int]:
    return c % W, c // W


#: neighbour cell in each direction (-1 = off the board)
NEIGHBOURS = tuple(
    tuple(
        (cell(x + dx, y + dy) if 0 <= x + dx < W and 0 <= y + dy < H else -1)
        for dx, dy in DIRS
    )
    for y in range(H) for x in range(W)
)

# -- path shapes (§2.2): open edges at 0 degrees -----------------------------------
SHAPES = {
    "X": 1 | 2 | 4 | 8,   # 十字路
    "TH": 8 | 2 | 1,      # T字路(横): W E N
    "TV": 1 | 4 | 2,      # T字路(縦): N S E
    "IH": 8 | 2,          # 直線(横)
    "IV": 1 | 4,          # 直線(縦)
    "LA": 1 | 2,          # カーブA: N E
    "LB": 1 | 8,          # カーブB: N W
}
SHAPE_ORDER = ("X", "TH", "TV", "IH", "IV", "LA", "LB")

# -- features ----------------------------------------------------------------------
PLAIN, ROCK, CAMP, TREE, POND, HOLE = "plain", "rock", "camp", "tree", "pond", "hole"
FEATURE_SUFFIX = {PLAIN: "", ROCK: ".r", CAMP: ".c", TREE: ".t", POND: ".p", HOLE: ".h"}
FEATURES = (PLAIN, ROCK, CAMP, TREE, POND, HOLE)
OBSTACLES = (TREE, POND, HOLE)

# -- action cards ------------------------------------------------------------------
TOOLS = {"axe": TREE, "boat": POND, "rope": HOLE}
TOOL_FOR = {v: k for k, v in TOOLS.items()}
INFO_OPTIONS = {"info_mt": ("mine", "treasure"), "info_md": ("mine", "dwarf"), "info_td": ("treasure", "dwarf")}

# -- treasures, mines, dwarves -----------------------------------------------------
GEM, GOLD, SILVER, DRAGON = "gem", "gold", "silver", "dragon"
TREASURE_TYPES = (GEM, GOLD, SILVER)
BLUE, YELLOW = "blue", "yellow"
CLANS = (BLUE, YELLOW)
LOYAL, SELFISH, SABOTEUR = "loyal", "selfish", "saboteur"
ROLES = (LOYAL, SELFISH, SABOTEUR)


def _path_deck(mix: dict) -> tuple:
    out = []
    for feature, row in mix.items():
        for shape, count in zip(SHAPE_ORDER, row):
            out += [shape + FEATURE_SUFFIX[feature]] * count
    return tuple(out)


#: §2.3 path mix per feature, counts in SHAPE_ORDER (X TH TV IH IV LA LB)
PATH_MIX_V1 = {
    PLAIN: (4, 5, 4, 5, 2, 3, 3),
    ROCK: (1, 1, 1, 2, 0, 0, 0),
    CAMP: (1, 1, 0, 1, 0, 0, 0),
    TREE: (0, 0, 1, 1, 0, 0, 0),
    POND: (1, 0, 0, 1, 0, 0, 0),
    HOLE: (0, 1, 0, 1, 0, 0, 0),
}
#: §2.4 action mix
ACTION_MIX_V1 = {
    "axe": 2, "boat": 2, "rope": 2,
    "info_mt": 2, "info_md": 2, "info_td": 2,
    "trap": 4, "troll": 4, "storm": 3,
}
#: §2.6 treasure values per type
TREASURES_V1 = {GEM: (3, 4, 4, 5), GOLD: (2, 3, 3, 4), SILVER: (1, 2, 2, 3)}
#: §2.7 dwarf cards per clan (loyal, selfish, saboteur)
DWARVES_PER_CLAN = {LOYAL: 3, SELFISH: 1, SABOTEUR: 1}
#: §3 loyal cards removed per clan, and hand size, by player count
LOYAL_REMOVED = {3: 2, 4: 2, 5: 1, 6: 1, 7: 0, 8: 0, 9: 0}
HAND_SIZE = {3: 5, 4: 5, 5: 5, 6: 5, 7: 4, 8: 4, 9: 4}
REMOVED_UNSEEN = 10
ROUNDS = 2
DRAGON_PENALTY = 2
STEPS, CAMP_STEPS = 3, 5


def _bundle_v1() -> dict:
    path_deck = _path_deck(PATH_MIX_V1)
    action_deck = tuple(code for code, k in ACTION_MIX_V1.items() for _ in range(k))
    treasures = {}
    for t, values in TREASURES_V1.items():
        for i, v in enumerate(values):
            treasures[f"{t}{i}"] = (t, v)
    return {
        "start_cells": {BLUE: cell(0, 1), YELLOW: cell(0, 5)},
        "mine_cells": (cell(10, 0), cell(10, 2), cell(10, 4), cell(10, 6)),
        "start_shape": {BLUE: "X", YELLOW: "X"},
        "mine_shape": {GEM: "X", GOLD: "X", SILVER: "X", DRAGON: "X"},
        "mines": (GEM, GOLD, SILVER, DRAGON),
        "path_deck": path_deck,
        "action_deck": action_deck,
        "deck": path_deck + action_deck,
        "treasures": treasures,  # id -> (type, value)
        "slots": 9,
    }


#: option ``dataSet``: bundle id -> tables. Swap or add a bundle to correct the data.
BUNDLES = {"LOST_MINES_RECON_V1": _bundle_v1()}
DEFAULT_BUNDLE = "LOST_MINES_RECON_V1"


def path_parts(code: str) -> tuple[str, str] | None:
    """(shape, feature) of a path-card code, or None for an action card."""
    shape, _, f = code.partition(".")
    if shape not in SHAPES:
        return None
    feature = {"": PLAIN, "r": ROCK, "c": CAMP, "t": TREE, "p": POND, "h": HOLE}.get(f)
    return None if feature is None else (shape, feature)


def dwarf_cards(n: int) -> tuple:
    """(clan, role) cards used with ``n`` players."""
    out = []
    for clan in CLANS:
        for role, k in DWARVES_PER_CLAN.items():
            if role == LOYAL:
                k -= LOYAL_REMOVED[n]
            out += [(clan, role)] * k
    return tuple(out)


#: keys of the rules the spec tags (reconstructed), with the value this game uses
RECONSTRUCTED = {
    "board": "11x7; starts (0,1) blue, (0,5) yellow; mines (10,0),(10,2),(10,4),(10,6)",
    "slots": "9 off-grid treasure slots, N used; the collector chooses the slot",
    "rotation": "0 or 180 degrees only",
    "path_mix": "table 2.3, no dead ends",
    "action_mix": "tools 2+2+2, info 2+2+2, trap 4, troll 4, storm 3",
    "fixed_shapes": "starts and mines are crossroads",
    "treasures": "gem 3,4,4,5 / gold 2,3,3,4 / silver 1,2,2,3; type public, value hidden",
    "off_board_edges": "open edges may point off the board",
    "facedown_mine_neighbour": "sets no matching condition and is no connection",
    "network": "from both starts and face-up mines; obstacles, tokens and pawns ignored",
    "mine_orientation": "full fits, else open toward the arrival cell, else either",
    "facedown_mines_passable": "face-up mines hold any number of pawns and can be passed",
    "move_no_revisit": "no cell visited twice in one move",
    "token_edges": "card-card, card-face-down mine, card-empty cell; one token per edge",
    "tokens_never_block_placement": "yes",
    "troll_timing": "removed at the placer's next turn start even if that turn is skipped",
    "storm_troll": "a troll removed by a storm discards its card at once",
    "trap_pick": "uniform random card; the left neighbour does not see it",
    "collection": "mandatory",
    "skipped_turn": "no collection on a skipped turn",
    "info_publicity": "option and target public, result private",
    "round_end_timing": "pile-and-hands-empty is checked at the end of each turn",
    "score_floor": "option scoreFloor (default: totals never below 0)",
    "remainder": "members of the pool only, by single best card",
    "discard_pile": "never reshuffled or inspected",
    "early_end": "option earlyEndByAgreement",
    "vp_public": "victory point totals are public",
    "unrevealed": "slot treasures, face-down mines and removed cards stay hidden",
}
