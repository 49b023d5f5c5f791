"""Pyramid Raiders (奪寶天兵): the components as plain tables.

Board layout (reconstructed, spec §2.2): a regular hexagon of pointy-top hex cells,
5 per side, 61 cells, in axial coordinates (q, r). A cell exists iff |q| <= 4, |r| <= 4
and |q + r| <= 4. Cells are numbered 0..60 in row-major order (r ascending, then q
ascending); the rules, actions and views use these indices, and ``CELLS[i]`` gives
``(q, r)``. Screen position (pointy-top, y down): x = s*sqrt(3)*(q + r/2), y = s*1.5*r.

Directions, clockwise on screen: 0 NE (+1,-1), 1 E (+1,0), 2 SE (0,+1), 3 SW (-1,+1),
4 W (-1,0), 5 NW (0,-1). Turning 60 degrees clockwise adds 1 (mod 6).
"""

from __future__ import annotations

# -- geometry -----------------------------------------------------------------------------

CELLS: tuple[tuple[int, int], ...] = tuple(
    (q, r) for r in range(-4, 5) for q in range(max(-4, -4 - r), min(4, 4 - r) + 1)
)
NCELLS = len(CELLS)  # 61
CELL_INDEX: dict[tuple[int, int], int] = {c: i for i, c in enumerate(CELLS)}

DIRS: tuple[tuple[int, int], ...] = ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))
DIR_NAMES = ("NE", "E", "SE", "SW", "W", "NW")


def _dist(a, b) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


#: ring of each cell (hex distance from the centre)
RING: tuple[int, ...] = tuple(_dist(c, (0, 0)) for c in CELLS)
#: NEIGH[i][d]: the cell next to i in direction d, or -1 off the board
NEIGH: tuple[tuple[int, ...], ...] = tuple(
    tuple(CELL_INDEX.get((q + dq, r + dr), -1) for dq, dr in DIRS) for q, r in CELLS
)
#: RAY[i][d]: the on-board cells from i outward in direction d (i itself excluded)
RAY: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(CELL_INDEX[(q + k * dq, r + k * dr)] for k in range(1, 9) if (q + k * dq, r + k * dr) in CELL_INDEX)
        for dq, dr in DIRS
    )
    for q, r in CELLS
)
#: DIST[a][b]: hex distance between two cells
DIST: tuple[tuple[int, ...], ...] = tuple(tuple(_dist(a, b) for b in CELLS) for a in CELLS)

CENTRE = CELL_INDEX[(0, 0)]
CORNERS: tuple[int, ...] = tuple(CELL_INDEX[c] for c in ((0, -4), (4, -4), (4, 0), (0, 4), (-4, 4), (-4, 0)))
#: the 24 edge cells (ring 4), where players enter and return
EDGE: tuple[int, ...] = tuple(i for i in range(NCELLS) if RING[i] == 4)
#: the 36 cells of rings 1-3 (candidates of the random obstacle layout)
INNER: tuple[int, ...] = tuple(i for i in range(NCELLS) if 1 <= RING[i] <= 3)

# -- terrain ----------------------------------------------------------------------------------

OPEN, PILLAR, PUDDLE = ".", "#", "~"

#: layout_fixed_v1 (reconstructed): pillars on ring-2 off-axis cells, puddles on ring-3 axis cells
DEFAULT_PILLARS: tuple[int, ...] = tuple(sorted(
    CELL_INDEX[c] for c in ((2, -1), (1, 1), (-1, 2), (-2, 1), (-1, -1), (1, -2))))
DEFAULT_PUDDLES: tuple[int, ...] = tuple(sorted(
    CELL_INDEX[c] for c in ((3, -3), (3, 0), (0, 3), (-3, 3), (-3, 0), (0, -3))))


def terrain_of(pillars, puddles) -> str:
    """The 61-character terrain string ('.', '#', '~') of a layout."""
    t = [OPEN] * NCELLS
    for c in pillars:
        t[c] = PILLAR
    for c in puddles:
        t[c] = PUDDLE
    return "".join(t)


DEFAULT_TERRAIN = terrain_of(DEFAULT_PILLARS, DEFAULT_PUDDLES)

#: one row per cell of the default board: index, (q, r), ring, terrain, edge, corner, centre
CELL_TABLE: tuple[dict, ...] = tuple(
    {"index": i, "qr": CELLS[i], "ring": RING[i], "terrain": DEFAULT_TERRAIN[i],
     "edge": RING[i] == 4, "corner": i in CORNERS, "centre": i == CENTRE}
    for i in range(NCELLS)
)

# -- tokens ------------------------------------------------------------------------------------

#: token codes 0..5 are the treasure types, 6 is the ancient scroll
TREASURES = ("koban", "pottery", "metal_cup", "totem", "golden_mask", "jewel")
SCROLL = 6
TOKEN_IDS = TREASURES + ("scroll",)
TOKEN_JA = ("小判", "陶器", "金属コップ", "トーテム", "黄金マスク", "宝石", "古文書")
TOKEN_EN = ("Koban", "Pottery", "Metal Cup", "Totem", "Golden Mask", "Jewel", "Ancient Scroll")
PER_TREASURE = 7
NSCROLLS = 7
TOKEN_TOTALS = (PER_TREASURE,) * 6 + (NSCROLLS,)

# -- action cards -----------------------------------------------------------------------------

CARDS = (1, 2, 3, 4, 5)
#: icon of each card (reconstructed assignment)
CARD_ICON = {1: "turn", 2: "flip", 3: None, 4: "boost1", 5: "boost2"}
CARD_BOOST = {1: 0, 2: 0, 3: 0, 4: 1, 5: 2}

# -- items ---------------------------------------------------------------------------------------

ITEMS = ("lucky_charm", "big_magnets", "spring_boots", "diving_helmet", "rocket_shoes",
         "snaking_box", "teleport_door", "power_gloves", "decoy_doll", "magic_hands")
ITEM_JA = ("幸運人形", "強力磁石", "スプリングブーツ", "潜水ヘルメット", "ロケットブーツ",
           "ダンボール", "どこでもドア", "パワーグローブ", "おとり人形", "マジックハンド")
ITEM_EN = ("Lucky Charm", "Big Magnets", "Spring Boots", "Diving Helmet", "Rocket Shoes",
           "Snaking Box", "Teleport Door", "Power Gloves", "Decoy Doll", "Magic Hands")

# -- characters (cosmetic) -----------------------------------------------------------------------

CHARACTERS_EN = ("Thomas Jones", "Prof. Harbinson", "Konga Bomba", "Osiris Sakage",
                 "Comrade Polabsky", "Papa Penguino")
CHARACTERS_JA = ("トーマス・ジョーンズ", "ハービンソン教授", "コンガ・ボンバ", "オシリス・サケージ",
                 "コムラッド・ポラブスキー", "パパ・ペンギノ")

#: piece id of the decoy figure (players are pieces 0..5)
DECOY = 6

# -- guardian ----------------------------------------------------------------------------------

#: sight marker -> offsets (60-degree steps clockwise from the facing) of its 3 lines
MARKERS = {1: (0, 1, -1), 2: (0, 2, -2), 3: (0, 1, 3)}
#: die face -> facing (direction index)
DIE_FACING = {1: 0, 2: 1, 3: 2, 4: 3, 5: 4, 6: 5}

# -- rounds and scoring ----------------------------------------------------------------------------

ROUNDS = {3: 15, 4: 11, 5: 9, 6: 7}
SET_POINTS = (0, 0, 2, 4, 7, 11, 16, 22)
VARIETY_POINTS = (0, 0, 1, 2, 3, 4, 5)
CURSE_POINTS = -2
NO_CURSE_BONUS = 3

# -- reconstructed rules (spec §10): key -> value the game uses ------------------------------------

RECONSTRUCTED = {
    "board": "hexagon of 61 cells, side 5, axial coordinates",
    "layout": "layout_fixed_v1",
    "random_layout": "12 cells of rings 1-3, redrawn until the open cells are connected",
    "token_fill": "scrolls on 6 corners and the centre, 42 treasures on the other open cells",
    "treasure_names": ("golden_mask", "jewel"),
    "action_cards": CARDS,
    "card_icons": CARD_ICON,
    "markers": MARKERS,
    "die_facing": DIE_FACING,
    "turn_tile_start": "cw",
    "start_player_ties": "tied players re-roll",
    "exact_length_fallback": "longest legal length below N",
    "zero_step_move": "takes the token underfoot",
    "back_step": "only the immediately previous cell",
    "push_chooser": "the walking player chooses every link",
    "push_chain": "no destination already entered this step",
    "look_timing": "before each step and after turning from a block",
    "tie_rule": "a tie only at the nearest distance",
    "decoy_sight": "seen; counts for nearest and ties",
    "rocket_noticed": "any look, +2 at once, once per round",
    "snaking_box": "hex distance >= 4",
    "big_magnets": "any adjacent token cell except the guardian's",
    "spring_boots": "straight jump over consecutive pillars, landing costs 1",
    "diving_helmet": "warp to any other puddle",
    "teleport_door": "empty open cell, not the current cell",
    "power_gloves": "2 cells straight, middle empty, first link only",
    "decoy_placement": "a passed cell (not start, not final) that is empty now",
    "magic_hands_range": "walking distance 1..N, pieces passable",
    "magic_hands_no_token": "option not offered",
    "decoy_after_defeat": "back to its holder",
    "seven_of_a_type": 22,
    "zero_types": 0,
    "curse_supply": "unlimited",
    "holdings": "public",
    "icons_with_items": "still apply",
    "order_after_move": "token, decoy, icon",
    "tie_equal_curses": "the tied players share the win",
}
