"""Saboteur: The Lost Mines: the rules of the board (§5): a state's cells, the network of
cards joined to a start or a face-up mine, where a path card fits, the edges a trap or a troll
may go on, the steps a dwarf may take. ``LostMinesState`` (``rules.py``) inherits them from
:class:`BoardRules`."""

from __future__ import annotations

from .actions import NCELLS, PARTS, edge, parts, shape_mask
from .data import BIT, BUNDLES, NEIGHBOURS, OBSTACLES, OPP, ROCK, SHAPES, rot180, xy
from .view import LostMinesView

#: what a cell holds (``state.occ``): nothing, a card face up (paths, starts, face-up
#: mines), a face-down mine
EMPTY, CARD, FACEDOWN = 0, 1, 2


def _view_cells(table: dict) -> dict:
    """A view's cell codes -> (the state's code, occ, open edges at 0 degrees, at 180)."""
    def card(code, shape):
        return code, CARD, SHAPES[shape], rot180(SHAPES[shape])

    cells = {"mine": ("mine", FACEDOWN, 0, 0)}
    cells.update({"mine_" + kind: card("mine", shape) for kind, shape in table["mine_shape"].items()})
    cells.update({"start_" + clan: card("start_" + clan, shape) for clan, shape in table["start_shape"].items()})
    cells.update({code: card(code, PARTS[code][0]) for code in table["deck"] if PARTS[code] is not None})
    return cells


#: data set -> ``_view_cells``
VIEW_CELLS = {name: _view_cells(table) for name, table in BUNDLES.items()}


def board_from_view(view: LostMinesView) -> tuple[list, list, list]:
    """The state's ``board``, ``mask`` and ``occ`` of the board a view shows (a face-up mine
    is ``"mine"`` on a state's board, ``"mine_<kind>"`` in a view)."""
    board = [None] * NCELLS
    mask = [0] * NCELLS
    occ = [EMPTY] * NCELLS
    cells = VIEW_CELLS[view.data_set]
    rot = view.rot
    for c, code in enumerate(view.board):
        if code is not None:
            board[c], occ[c], at0, at180 = cells[code]
            mask[c] = at180 if rot[c] == 180 else at0
    return board, mask, occ


class BoardRules:
    """The board's part of ``LostMinesState``: it reads the state's ``board`` (a card code,
    ``"start_<clan>"``, ``"mine"`` or None per cell), ``mask`` (the open edges), ``occ``
    (EMPTY, CARD, FACEDOWN), ``rot``, ``cleared``, ``traps``, ``trolls``, ``pawns``,
    ``mine_up`` and ``visited``, and keeps the network in ``_net``."""

    __slots__ = ()

    @property
    def tables(self) -> dict:
        """The data set's tables (``data.BUNDLES``)."""
        return BUNDLES[self.data_set]

    def feature(self, c: int):
        code = self.board[c]
        if code is None:
            return None
        card = parts(code)
        return card[1] if card else None

    def is_path_cell(self, c: int) -> bool:
        code = self.board[c]
        return code is not None and parts(code) is not None

    def mine_index(self, c: int) -> int:
        try:
            return self.tables["mine_cells"].index(c)
        except ValueError:
            return -1

    def _network_cache(self) -> list:
        """[network, frontier, token edges ignoring tokens, {mask: cells a card fits}]
        for the current board (``_net`` is reset to None whenever the board changes)."""
        cache = self._net
        if cache is not None:
            return cache
        occ, mask = self.occ, self.mask
        table = self.tables
        stack = list(table["start_cells"].values())
        stack += [c for i, c in enumerate(table["mine_cells"]) if self.mine_up[i]]
        net = set(stack)
        while stack:
            a = stack.pop()
            mask_a = mask[a]
            around = NEIGHBOURS[a]
            for d in range(4):
                if mask_a & BIT[d]:
                    b = around[d]
                    if b >= 0 and b not in net and occ[b] == CARD and mask[b] & BIT[OPP[d]]:
                        net.add(b)
                        stack.append(b)
        front = set()
        for a in net:
            mask_a = mask[a]
            around = NEIGHBOURS[a]
            for d in range(4):
                if mask_a & BIT[d]:
                    b = around[d]
                    if b >= 0 and occ[b] == EMPTY:
                        front.add(b)
        cache = self._net = [net, sorted(front), None, {}]
        return cache

    def network(self) -> set:
        return self._network_cache()[0]

    def _grow_net(self, c: int) -> None:
        """Update the cached network and frontier after a legal placement on ``c`` (it
        touches the network, so the network only grows, from ``c``)."""
        cache = self._net
        if cache is None:
            return
        occ, mask = self.occ, self.mask
        net = set(cache[0])
        front = set(cache[1])
        front.discard(c)
        net.add(c)
        stack = [c]
        while stack:
            a = stack.pop()
            mask_a = mask[a]
            around = NEIGHBOURS[a]
            for d in range(4):
                if mask_a & BIT[d]:
                    b = around[d]
                    if b < 0 or b in net:
                        continue
                    occ_b = occ[b]
                    if occ_b == EMPTY:
                        front.add(b)
                    elif occ_b == CARD and mask[b] & BIT[OPP[d]]:
                        net.add(b)
                        stack.append(b)
        self._net = [net, sorted(front), None, {}]

    def placement_ok(self, code: str, c: int, rot: int, net=None) -> bool:
        """§5.1 for path card ``code`` on cell ``c`` at ``rot``."""
        if not (0 <= c < NCELLS) or self.occ[c] != EMPTY:
            return False
        if net is None:
            net = self.network()
        return self.fits(shape_mask(parts(code)[0], rot), c, net)

    def fits(self, m: int, c: int, net) -> bool:
        """Whether a card with open edges ``m`` may lie on the empty cell ``c``: every side
        matches the cards around it, and an open side meets the network ``net``."""
        occ, mask = self.occ, self.mask
        connected = False
        around = NEIGHBOURS[c]
        for d in range(4):
            b = around[d]
            if b < 0 or occ[b] != CARD:
                continue
            mine = m & BIT[d]
            theirs = mask[b] & BIT[OPP[d]]
            if bool(mine) != bool(theirs):
                return False
            if mine and b in net:
                connected = True
        return connected

    def fit_cells(self, m: int) -> frozenset:
        """The empty cells where an edge set ``m`` may be placed now (cached per board)."""
        cache = self._network_cache()
        fits = cache[3]
        cells = fits.get(m)
        if cells is None:
            net = cache[0]
            cells = fits[m] = frozenset(c for c in cache[1] if self.fits(m, c, net))
        return cells

    def frontier(self) -> list:
        """Empty cells an open edge of a network card points at (candidate placements)."""
        return self._network_cache()[1]

    def legal_cells(self, code: str, rot: int) -> list:
        """(x, y) cells where path card ``code`` may go at ``rot`` (0/180): for the scene."""
        if parts(code) is None:
            return []
        cells = self.fit_cells(shape_mask(parts(code)[0], rot))
        return [xy(c) for c in self.frontier() if c in cells]

    def token_edges(self) -> list:
        """§5.4 legal edges for a trap or troll (without a token yet)."""
        cache = self._network_cache()
        edges = cache[2]
        if edges is None:
            occ, mask = self.occ, self.mask
            out = set()
            for a in range(NCELLS):
                if occ[a] != CARD:
                    continue
                mask_a = mask[a]
                around = NEIGHBOURS[a]
                for d in range(4):
                    if not mask_a & BIT[d]:
                        continue
                    b = around[d]
                    if b < 0:
                        continue
                    if occ[b] == CARD and not mask[b] & BIT[OPP[d]]:
                        continue
                    out.add(edge(a, b))
            edges = cache[2] = sorted(out)
        taken = self.traps
        trolls = self.trolls
        if not taken and trolls.count(None) == len(trolls):
            return edges[:]
        taken = set(taken)
        taken.update(e for e in trolls if e is not None)
        return [e for e in edges if e not in taken]

    def steps(self) -> list:
        """Cells the active pawn may step to now (§5.2)."""
        p = self.active
        a = self.pawns[p]
        occ, mask, board = self.occ, self.mask, self.board
        mask_a = mask[a]
        trolls = self.trolls
        any_troll = trolls.count(None) != len(trolls)
        visited = self.visited
        around = NEIGHBOURS[a]
        out = []
        for d in range(4):
            if not mask_a & BIT[d]:
                continue
            b = around[d]
            if b < 0 or b in visited:
                continue
            occ_b = occ[b]
            if occ_b == EMPTY or (occ_b == CARD and not mask[b] & BIT[OPP[d]]):
                continue
            if any_troll and edge(a, b) in trolls:
                continue
            if occ_b == CARD:
                code = board[b]
                card = PARTS.get(code) if code is not None else None
                if card is None and code is not None and code not in PARTS:
                    card = parts(code)
                if card is not None:
                    f = card[1]
                    if f == ROCK or f in OBSTACLES:
                        if f != ROCK and b not in self.cleared:
                            continue
                        pawns = self.pawns
                        if any(q != p and pawns[q] == b for q in range(self.num_players)):
                            continue
            out.append(b)
        return out
