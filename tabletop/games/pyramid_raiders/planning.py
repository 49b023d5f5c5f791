"""Pyramid Raiders: planning a walk the way the table lets a player make it (pure, floor 2).

The engine takes a walk one decision at a time (a step, then where each pushed piece goes).
A player plans the whole walk at once: drags the raider along a path, or clicks an end cell.
This module works out, from a view and its legal actions only, what the table offers and
what a gesture means:

* :func:`plan_walk`: every end cell of the walk in progress, with the paths that reach it,
  and the path prefixes that can still reach an end (a drag follows only those);
* :func:`push_plan`: how the pushes along a chosen path resolve, and where the engine will
  ask the walker to choose;
* :func:`pick_path`, :func:`extend_trace`: which path a drag traced or a click means;
* :func:`click_choice`, :func:`next_planned`: what a click on a cell does and the next
  decision of a planned walk;
* :func:`drop_refusal`: why a cell is not where the raider may stop (a ``why.*`` key).

Nothing here changes a view; the rules stay in ``rules.py`` (the walker's search is its own).
"""

from __future__ import annotations

from .data import DIST, PILLAR, PUDDLE
from .actions import PUSH, STEP
from .rules import Walker, occupancy_from_positions

#: the actions answered by clicking a cell: ``(verb, cell)``
CELL_VERBS = ("place", "tele", "grab", "take", "decoy", "push", "step")
#: at most this many paths are kept per end cell
MAX_PATHS = 16


def plan_walk(v, seat: int) -> tuple[dict, set]:
    """(end cell -> paths, set of path prefixes that can still reach an end) of the walk in
    progress. A path is the tuple of cells entered, the start excluded."""
    pos = list(v.pos)
    occ = occupancy_from_positions(pos)
    w = Walker(v.terrain, occ, pos, v.guardian, seat, v.items)
    ends: dict = {}
    good: set = set()
    seen: dict = {}

    def keep(cur, path) -> None:
        lst = ends.setdefault(cur, [])
        if len(lst) < MAX_PATHS and path not in lst:
            lst.append(path)

    def go(cur, prev, rem, path) -> bool:
        key = (cur, prev, rem, tuple(pos))
        if key in seen:
            if seen[key]:
                good.add(path)
                if rem == 0:
                    keep(cur, path)
            return seen[key]
        if rem == 0:
            keep(cur, path)
            seen[key] = True
            good.add(path)
            return True
        ok = False
        for b in w.step_targets(cur, prev):
            res = [False]

            def fn(b=b, res=res):
                if go(b, cur, rem - 1, path + (b,)):
                    res[0] = True
                return False  # try every resolution of the pushes: each can open other ends

            w.try_step(cur, prev, b, fn)
            ok = ok or res[0]
        seen[key] = ok
        if ok:
            good.add(path)
        return ok

    if pos[seat] >= 0 and v.w_rem > 0:
        go(pos[seat], v.w_prev, v.w_rem, ())
    return ends, good


def push_plan(v, seat: int, path) -> list | None:
    """How the pushes along ``path`` (cells entered from where ``seat`` stands now) resolve.

    Returns the push links in order as ``(piece, from_cell, to_cell, asks)``, the first way
    (engine order) that lets the walk follow the whole path and still finish its exact length;
    ``asks`` is true where the engine will offer more than one destination (the walker then
    chooses). ``None`` if the path cannot be walked.
    """
    pos = list(v.pos)
    occ = occupancy_from_positions(pos)
    w = Walker(v.terrain, occ, pos, v.guardian, seat, v.items)
    total = v.w_rem
    n = len(path)
    links: list = []
    if pos[seat] < 0 or n > total:
        return None

    def legal_count(piece, cell, opts, entered, wcur, wprev, rem) -> int:
        k = 0
        for c, nprev in opts:
            y = occ[c]
            occ[c] = piece
            pos[piece] = c
            cont = lambda: w.can_walk(wcur, wprev, rem)  # noqa: E731
            ok = cont() if y < 0 else w.chain_any(y, c, nprev, entered + (c,), False, cont)
            occ[c] = y
            pos[piece] = cell
            k += bool(ok)
            if k > 1:
                break
        return k

    def walk(i, cur, prev) -> bool:
        if i == n:
            return w.can_walk(cur, prev, total - n)
        b = path[i]
        if b not in w.step_targets(cur, prev):
            return False
        x = occ[b]
        occ[cur] = -1
        pos[seat] = b
        occ[b] = seat
        ok = walk(i + 1, b, cur) if x < 0 else chain(x, b, cur, (b,), True, i, b, cur)
        if not ok:
            occ[b] = x
            occ[cur] = seat
            pos[seat] = cur
        return ok

    def chain(piece, cell, prev, entered, first, i, wcur, wprev) -> bool:
        opts = w.push_dests(piece, cell, prev, entered, first)
        asks = len(opts) > 1 and legal_count(piece, cell, opts, entered, wcur, wprev, total - i - 1) > 1
        for c, nprev in opts:
            y = occ[c]
            occ[c] = piece
            pos[piece] = c
            links.append((piece, cell, c, asks))
            ok = walk(i + 1, wcur, wprev) if y < 0 else chain(y, c, nprev, entered + (c,), False, i, wcur, wprev)
            if ok:
                return True
            links.pop()
            occ[c] = y
            pos[piece] = cell
        return False

    return links if walk(0, pos[seat], v.w_prev) else None


def pick_path(paths, trace) -> tuple:
    """The path a walk to an end cell takes: the one the drag traced (``trace`` starts with
    the raider's cell) when it is one of ``paths``, else the one sharing most cells with it
    (the first path when nothing was traced)."""
    t = tuple(trace[1:]) if trace else ()
    if t and t in paths:
        return t
    return max(paths, key=lambda p: sum(1 for a, b in zip(p, t) if a == b))


def extend_trace(trace: list, cell: int, start: int, good) -> list:
    """The traced path after the pointer, dragging the raider, enters ``cell``: one step on
    when the path so far plus ``cell`` can still reach an end (``good``), one step back when
    ``cell`` is the cell before the last, cut back to ``cell`` when the path passed it."""
    trace = list(trace) or [start]
    if cell < 0 or cell == trace[-1]:
        return trace
    if len(trace) >= 2 and cell == trace[-2]:
        return trace[:-1]
    if tuple(trace[1:]) + (cell,) in good:
        return trace + [cell]
    if cell in trace:
        return trace[:trace.index(cell) + 1]
    return trace


def cell_actions(legal) -> dict:
    """cell -> action, for the phases answered by clicking a cell."""
    return {a[1]: a for a in legal if isinstance(a, tuple) and a[0] in CELL_VERBS}


def click_choice(v, legal, ends, cell: int):
    """What a click on ``cell`` does: ``("play", action)``, ``("walk", end)`` (walk the whole
    path to that end cell) or ``None``. While walking, a click on a next cell that is not an
    end takes one step, and so does the last step of a walk."""
    acts = cell_actions(legal)
    if v.phase == "step":
        if cell in acts and (cell not in ends or (DIST[cell][v.pos[v.active]] == 1 and v.w_rem == 1)):
            return ("play", acts[cell])
        if cell in ends:
            return ("walk", cell)
    if cell in acts:
        return ("play", acts[cell])
    return None


def next_planned(v, legal, pending: list, plan: list):
    """The next decision of a walk the player planned (``pending``: the cells still to enter;
    ``plan``: its push links). Returns ``(action, pending)``: the action to play now (None:
    wait for the player, or the plan is over) and the cells still to enter after it."""
    if v.phase == "push":
        pushes = [a for a in legal if a[0] == "push"]
        if len(pushes) == 1 and (pending or plan):
            return pushes[0], pending  # no choice: the push resolves on its own
        return None, pending  # several: the player chooses (the planned one holds a ghost)
    if not pending or v.phase != "step":
        return None, []
    nxt = STEP[pending[0]]
    if nxt not in legal:
        return None, []
    return nxt, pending[1:]


def planned_push(v, legal, plan) -> int | None:
    """While a planned walk waits at a push with several answers: the cell the plan chose."""
    if v.phase != "push":
        return None
    for piece, a, b, _asks in plan:
        if piece == v.chain_piece and a == v.chain_cell and PUSH[b] in legal:
            return b
    return None


def drop_refusal(v, cell) -> str:
    """Why the raider cannot stop on ``cell`` (None: dropped off the board): a ``why.*`` key."""
    if cell is None:
        return "why.end_cell"
    terrain = v.terrain[cell]
    helmet = v.items[v.active] == "diving_helmet"
    if terrain == PILLAR or (terrain == PUDDLE and not helmet) or cell == v.guardian:
        return "why.blocked"
    if cell == v.w_prev and DIST[cell][v.pos[v.active]] == 1:
        return "why.back"
    return "why.exact"
