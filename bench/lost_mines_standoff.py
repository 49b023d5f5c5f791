"""Lost Mines games where nobody builds: per game, scores, each round's gains, discards and cards played. JSON lines.

    uv run python bench/lost_mines_standoff.py KIND,KIND GAMES SEED

Plays deterministic 3-player games (seats as in ``tabletop sim``) and prints one line a game:
final ``scores``, ``gains`` per round and seat, and per round the turns that ``discards`` and
the turns that played a card (``cards``). Searching seats can settle into a standoff where each
discards rather than extend a network every seat can use, and a round ends with no treasure
taken. Measured on 2026-11-27 (3 players, iteration-bound, the levels as shipped):
``normal,normal`` (seeds 601 and 602, 22 games each, cut short:
``bench/runs/lost_mines_3p_standoff_normal_normal.jsonl``): 44 of 88 rounds took no treasure
and 9 of 44 games ended 0-0-0; 35.5 % of the turns discarded. ``heuristic,heuristic`` (seed
601, 100 games, ``lost_mines_3p_standoff_heuristic.jsonl``): 3 of 200 rounds took no treasure,
no game ended 0-0-0; 26.8 % of the turns discarded. ``hard,normal`` (seeds 701 and 702, 9 and 10
games, cut short: ``lost_mines_3p_standoff_hard_normal.jsonl``): 11 of 38 rounds took no
treasure, 2 of 19 games ended 0-0-0; 30.2 % of the turns discarded.
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
                          "gains": [[row["gain"] for row in h["rows"]] for h in state.history],
                          "discards": discards, "cards": cards, "seat_of": seat_of}), flush=True)


if __name__ == "__main__":
    main()
