"""Lost Mines games where nobody builds: per game, scores, each round's gains, discards and cards played. JSON lines.

    uv run python research/lost_mines_standoff.py KIND,KIND GAMES SEED

Plays deterministic 3-player games (seats as in ``tabletop sim``) and prints one line a game:
final ``scores``, ``gains`` per round and seat, and per round the turns that ``discards`` and
the turns that played a card (``cards``). Searching seats can settle into a standoff where each
discards rather than extend a network every seat can use, and a round ends with no treasure
taken. Measured on 2026-11-27 (3 players, iteration-bound, the levels as shipped):
``normal,normal`` (seeds 601 and 602, 22 games each, cut short:
``research/runs/lost_mines_3p_standoff_normal_normal.jsonl``): 44 of 88 rounds took no treasure
and 9 of 44 games ended 0-0-0; 35.5 % of the turns discarded. ``heuristic,heuristic`` (seed
601, 100 games, ``lost_mines_3p_standoff_heuristic.jsonl``): 3 of 200 rounds took no treasure,
no game ended 0-0-0; 26.8 % of the turns discarded. ``hard,normal`` (seeds 701 and 702, 9 and 10
games, cut short: ``lost_mines_3p_standoff_hard_normal.jsonl``): 11 of 38 rounds took no
treasure, 2 of 19 games ended 0-0-0; 30.2 % of the turns discarded.

Why (2026-11-27, session 18; read from search trees and ``tabletop.games.lost_mines.ai``'s
leaf evaluation), two kinds of standoff:

- At a round's start (pawns on the start cells, mines 9-10 cells away) the stall is a horizon
  artefact. A search's roll-outs stop 6 actions on, in the next seat's turn, and the leaf
  value reads each pawn's distance to treasure: a card laid east is walked on first by the
  next seat, which lays its own beyond, so at the cut-off the builder stands behind. Yet every
  pawn catches up with the network's tip on its next move (3 steps a turn, 1 card). The
  ``catch_up`` setting removes it: on the same 16 deals (seed 601) normal self-play left 16 of
  32 rounds without treasure as shipped and 7 of 32 with ``catch_up=3``
  (``research/runs/lost_mines_3p_catchup_normal_normal.jsonl``, from ``lost_mines_tilt_pilot.py``).
- Near the mines the stall is the game's own: the card that brings the network within a turn
  of a mine lets the next seat walk in. In a 1,500-iteration tree of such a position (seed
  601 game 9, round 2, ``catch_up=3`` self-play) the card laid two cells from a mine scored
  0.34 against 0.53 for a discard, and the seats wait for a card that connects and lets them
  walk in at once. Searching seats are right to wait there, and the rule-based player, which
  builds anyway, is what they win against.
"""

from __future__ import annotations

import json
import sys

import record_sets

from tabletop.games.lost_mines.ai import HOOKS


def main() -> None:
    kinds = sys.argv[1].split(",")
    games, seed = int(sys.argv[2]), int(sys.argv[3])
    for g, seat_of, agents, state in record_sets.deals(kinds, 3, games, seed):
        discards, cards = [0, 0], [0, 0]
        while not state.is_terminal():
            p = state.current_player()
            a = agents[p].choose(state.view(p), HOOKS)
            if state.phase == "act":
                (discards if a == "discard" else cards)[state.round - 1] += 1
            state.apply(a)
        print(json.dumps({"game": g, "seed": seed, "scores": state.scores(),
                          "gains": record_sets.round_gains(state),
                          "discards": discards, "cards": cards, "seat_of": seat_of}), flush=True)


if __name__ == "__main__":
    main()
