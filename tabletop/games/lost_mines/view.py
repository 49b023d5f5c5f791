"""Saboteur: The Lost Mines: what one seat may know (``LostMinesView``), with the helpers a
scene and the rule-based player read it by (the targets of a card in hand, the open edges
of a cell, the walks of the own dwarf)."""

from __future__ import annotations

from tabletop.engine.contract import FieldView

from .actions import action_to_str, card_rotations, edge, parts, str_to_action
from .data import BIT, BUNDLES, NEIGHBOURS, OBSTACLES, OPP, ROCK, SHAPES, rot180, xy


class LostMinesView(FieldView):
    FIELDS = (
        "player", "current_player", "num_players", "round", "phase", "active", "first", "turn",
        "early_end", "score_floor", "holder_sees", "data_set",
        "totals", "clans", "roles_known", "hand", "hand_counts", "pile_count", "removed_count",
        "discard_count", "discard_known", "board", "rot", "cleared", "traps", "trolls", "troll_card",
        "mine_cells", "start_cells", "mine_up", "mine_known", "pawns", "slot_types", "slot_taken",
        "slot_known", "collected", "dragon", "proposed", "votes", "steps_left", "visited",
        "orient_opts", "take_opts", "draw_n", "known", "history", "events", "chosen", "card_targets", "conduct",
        "picks",
    )
    parse_action = staticmethod(str_to_action)

    # -- helpers the scene can use ------------------------------------------------------
    def action_to_str(self, action) -> str:
        return action_to_str(action)

    def targets_for(self, code: str) -> tuple:
        """The target actions card ``code`` would have (the viewer's own decision in
        phases ``act``/``target`` only; empty otherwise). Choosing the card is
        ``("card", code)``, then one of these."""
        for c, acts in self.card_targets:
            if c == code:
                return acts
        return ()

    def path_cells(self, code: str, rot: int) -> list:
        """Legal (x, y) cells for path card ``code`` turned ``rot`` (0/180) right now.
        A rotation that gives the same edge set as 0 is treated as 0."""
        if parts(code) is None:
            return []
        if rot not in card_rotations(code):
            rot = 0
        return [(a[2], a[3]) for a in self.targets_for(code) if a[4] == rot]

    def path_rotations(self, code: str, x: int, y: int) -> list:
        return [a[4] for a in self.targets_for(code) if a[2] == x and a[3] == y]

    def my_role(self):
        return self.roles_known[self.player]

    # -- movement helpers (the viewer's own move, from the public board) ----------------
    def cell_mask(self, c: int) -> int:
        """Open edges of the card on cell ``c`` (0 for an empty cell or a face-down mine)."""
        code = self.board[c]
        if code is None or code == "mine":
            return 0
        tables = BUNDLES[self.data_set]
        if code.startswith("mine_"):
            mask = SHAPES[tables["mine_shape"][code[5:]]]
        elif code.startswith("start_"):
            mask = SHAPES[tables["start_shape"][code[6:]]]
        else:
            mask = SHAPES[parts(code)[0]]
        return rot180(mask) if self.rot[c] == 180 else mask

    def step_ok(self, a: int, b: int, visited) -> bool:
        """§5.2: may the active dwarf step from cell ``a`` to ``b`` (``visited``: the cells
        of this move so far)? Same answer as the state's ``steps``."""
        if b < 0 or b in visited or b not in NEIGHBOURS[a]:
            return False
        d = NEIGHBOURS[a].index(b)
        if not self.cell_mask(a) & BIT[d]:
            return False
        code = self.board[b]
        if code is None:
            return False
        if code != "mine" and not self.cell_mask(b) & BIT[OPP[d]]:
            return False
        if edge(a, b) in self.trolls:
            return False
        card = parts(code)
        if card is not None and (card[1] == ROCK or card[1] in OBSTACLES):
            if card[1] != ROCK and b not in self.cleared:
                return False
            if any(q != self.active and self.pawns[q] == b for q in range(self.num_players)):
                return False
        return True

    def walks(self) -> dict:
        """During the viewer's own ``move``: every cell its dwarf can reach with the steps
        left, as {(x, y): ((x, y), ...) the single steps to get there} (fewest traps, then
        fewest steps; a face-down mine ends a walk). Every legal ``step`` cell is in it
        (maybe by a longer walk that avoids a trap); playing a walk's steps in order keeps
        every step legal."""
        if self.phase != "move" or self.player != self.active or not self.legal:
            return {}
        traps = set(self.traps)
        best: dict = {}

        def go(a, path, visited, ntraps):
            if path:
                key = (ntraps, len(path))
                old = best.get(a)
                if old is None or key < old[0]:
                    best[a] = (key, tuple(path))
                if self.board[a] == "mine" or len(path) >= self.steps_left:
                    return
            for b in NEIGHBOURS[a]:
                if self.step_ok(a, b, visited):
                    path.append(b)
                    visited.append(b)
                    go(b, path, visited, ntraps + (edge(a, b) in traps))
                    visited.pop()
                    path.pop()

        go(self.pawns[self.active], [], list(self.visited), 0)
        return {xy(c): tuple(xy(x) for x in path) for c, (_key, path) in best.items()}
