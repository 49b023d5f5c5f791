"""Board places in a player's words (floor 2: pure, no pygame).

A player never sees cell numbers like ``(3,4)``: the board's frame is lettered A-K along the
top (columns, left to right) and numbered 1-7 down the side (rows, top to bottom), so a cell
is named as on a chess board ("C4"). The starts and the mines are named by what they are
("the blue start", "mine 2": the table draws the mines' numbers on them), and a cell next to
one of them says so ("B2, right of the blue start"). A laid path card is named by the way
its tunnels open on the board ("T-junction (up, right, left)"), not by its rotation.

Every function takes the data tables the game uses (``data_set``); the text comes from the
game's catalog (``place.*``, ``dir.*``, ``laid.*``).
"""

from __future__ import annotations

from tabletop.engine import i18n

from . import data

NS = "lost_mines"
COLUMNS = "ABCDEFGHIJK"
assert len(COLUMNS) >= data.W


def column_label(x: int) -> str:
    return COLUMNS[x]


def row_label(y: int) -> str:
    return str(y + 1)


def cell_label(x: int, y: int) -> str:
    """The grid name printed on the frame: column letter, row number ("C4")."""
    return f"{column_label(x)}{row_label(y)}"


def landmarks(data_set: str = data.DEFAULT_BUNDLE) -> dict[int, tuple[str, int]]:
    """{cell: ("start", clan) or ("mine", index)} of the data set's fixed cards."""
    T = data.BUNDLES.get(data_set, data.BUNDLES[data.DEFAULT_BUNDLE])
    out: dict = {c: ("start", clan) for clan, c in T["start_cells"].items()}
    for i, c in enumerate(T["mine_cells"]):
        out[c] = ("mine", i)
    return out


def _landmark_name(mark, lang: str) -> str:
    kind, what = mark
    if kind == "start":
        return i18n.tr(NS, "place.start_" + what, lang)
    return i18n.tr(NS, "place.mine", lang, n=what + 1)


def short_place(x: int, y: int, lang: str, data_set: str = data.DEFAULT_BUNDLE) -> str:
    """A start or a mine by name, any other cell by its grid name."""
    mark = landmarks(data_set).get(data.cell(x, y))
    return _landmark_name(mark, lang) if mark is not None else cell_label(x, y)


def place(x: int, y: int, lang: str, data_set: str = data.DEFAULT_BUNDLE) -> str:
    """A cell as a player finds it: a start or mine by name; another cell by its grid name,
    with the start or mine it touches ("B2, right of the blue start")."""
    marks = landmarks(data_set)
    c = data.cell(x, y)
    if c in marks:
        return _landmark_name(marks[c], lang)
    for d, (dx, dy) in enumerate(data.DIRS):
        # the neighbour in direction d is a landmark: this cell lies on its opposite side
        nx, ny = x + dx, y + dy
        if 0 <= nx < data.W and 0 <= ny < data.H and data.cell(nx, ny) in marks:
            return i18n.tr(NS, "place.near." + data.DIR_NAMES[data.OPP[d]], lang, cell=cell_label(x, y),
                           what=_landmark_name(marks[data.cell(nx, ny)], lang))
    return cell_label(x, y)


def edge_place(x1: int, y1: int, x2: int, y2: int, lang: str, data_set: str = data.DEFAULT_BUNDLE) -> str:
    """The passage between two neighbouring cells ("between B2 and C2")."""
    return i18n.tr(NS, "place.between", lang, a=short_place(x1, y1, lang, data_set),
                   b=short_place(x2, y2, lang, data_set))


def open_sides(mask: int, lang: str) -> str:
    """The directions a tunnel opens to, clockwise from up ("up, right, left")."""
    names = [i18n.tr(NS, "dir." + data.DIR_NAMES[d], lang) for d in range(4) if mask & data.BIT[d]]
    return i18n.tr(NS, "dir.join", lang).join(names)


def laid_shape(mask: int, lang: str) -> str:
    """A path card's shape as it lies on the board, by its open sides."""
    n = bin(mask).count("1")
    if n == 4:
        return i18n.tr(NS, "laid.X", lang)
    if n == 3:
        kind = "T"
    elif mask == data.BIT[data.N] | data.BIT[data.S]:
        return i18n.tr(NS, "laid.IV", lang)
    elif mask == data.BIT[data.E] | data.BIT[data.WEST]:
        return i18n.tr(NS, "laid.IH", lang)
    else:
        kind = "L"
    return i18n.tr(NS, "laid." + kind, lang, sides=open_sides(mask, lang))


def laid_name(code: str, rot: int, lang: str) -> str:
    """Path card ``code`` laid turned ``rot``: its shape on the board and its feature."""
    pp = data.path_parts(code)
    if pp is None:
        return i18n.tr(NS, "card." + code, lang)
    m = data.SHAPES[pp[0]]
    shape = laid_shape(data.rot180(m) if rot == 180 else m, lang)
    if pp[1] == data.PLAIN:
        return shape
    return i18n.tr(NS, "laid.with", lang, shape=shape, feature=i18n.tr(NS, "feature." + pp[1], lang))
