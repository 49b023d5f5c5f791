"""The board a round ended on (floor 2: pure, no pygame).

When an action ends a round, the state has already dealt the next round, so neither view the
table holds shows the board as the round ended. :func:`settle` rebuilds it from the view
before the action and the action's public events (a card laid or played, the dwarf's steps,
a mine turned face up, a treasure taken, the dragon found): the table keeps that board on
screen while it shows the round's results.
"""

from __future__ import annotations

from . import data
from .rules import LostMinesView, str_to_action


def _edge(a: int, b: int) -> tuple:
    return (a, b) if a < b else (b, a)


def settle(view: LostMinesView, events) -> LostMinesView:
    """``view`` with the public effects of ``events`` applied (up to a ``round_end``)."""
    f = {name: getattr(view, name) for name in LostMinesView.FIELDS}
    board, rot, pawns = list(f["board"]), list(f["rot"]), list(f["pawns"])
    cleared, traps, trolls = list(f["cleared"]), list(f["traps"]), list(f["trolls"])
    mine_up, mine_known = list(f["mine_up"]), list(f["mine_known"])
    slot_taken, collected = list(f["slot_taken"]), [list(c) for c in f["collected"]]
    dragon = f["dragon"]
    for e in events:
        kind = e[0]
        if kind == "round_end":
            break
        if kind == "act":
            p, a = e[1], str_to_action(e[2])
            k = a[0]
            if k == "path":
                c = data.cell(a[2], a[3])
                board[c], rot[c] = a[1], a[4]
            elif k == "tool":
                cleared.append(data.cell(a[1], a[2]))
            elif k == "storm":
                c = data.cell(a[1], a[2])
                board[c], rot[c] = None, 0
                if c in cleared:
                    cleared.remove(c)
            elif k in ("trap", "troll"):
                edge = _edge(data.cell(a[1], a[2]), data.cell(a[3], a[4]))
                if k == "trap":
                    traps.append(edge)
                else:
                    trolls[p] = edge
        elif kind == "step":
            pawns[e[1]] = data.cell(e[2], e[3])
        elif kind == "reveal":
            c = data.cell(e[1], e[2])
            board[c] = "mine_" + e[3]
            i = list(f["mine_cells"]).index(c)
            mine_up[i], mine_known[i] = True, e[3]
        elif kind == "take":
            slot_taken[e[2]] = e[1]
            collected[e[1]].append(e[2])
        elif kind == "dragon":
            dragon = e[1]
    f.update(board=tuple(board), rot=tuple(rot), pawns=tuple(pawns), cleared=tuple(cleared), traps=tuple(traps),
             trolls=tuple(trolls), mine_up=tuple(mine_up), mine_known=tuple(mine_known),
             slot_taken=tuple(slot_taken), collected=tuple(tuple(c) for c in collected), dragon=dragon)
    return LostMinesView(legal=(), **f)
