"""Where does one Lost Mines agent gain over another? Prints ONE JSON object.

    uv run python research/lost_mines_where.py --agents normal,heuristic --games 60 --seed 8100
        [--players 3] [--heuristic-in act,target]

Plays deterministic games, seats rotated as in ``tabletop sim``, and reports:

* ``head_to_head``: (A seat, B seat) pairs by final place, as ``tabletop sim`` counts them.
* ``gain_by_role``: each agent's points a round (mean and SD), by its role that round.
* ``pairs_by_clan``: A-B pairs by the round's gain, split by whether the two seats shared a clan.
* ``pairs_by_round``: A-B pairs by each round's gain, per round (the last round is the one
  where the standings, not the gain, decide the places).

A line per finished game on stderr shows the progress (a search agent takes minutes a game).

``--heuristic-in PHASES`` makes the search agents take the rule-based choice in those phases
(through ``AIHooks.settled``), to find the phases where the search earns its edge. Measured on
2026-11-26 (3 players, 300 iterations vs the heuristic, seeds 8100-8109 x 6 games): no patch
72-27-21; heuristic in act,target 57-54-9; heuristic everywhere else 70-35-15 — but the last
read 56-49-15 on seeds 8100 and 8150 x 30 games: 60 games are +-6 points here, too few to rank
changes smaller than ~10 points.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict

import record_sets

from tabletop.engine.agents import make_agent
from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng
from tabletop.games.lost_mines.ai import HOOKS, LostMinesHooks
from tabletop.games.lost_mines.rules import GAME
from tabletop.sim import seating


def heuristic_in(phases: set[str]) -> None:
    searched = LostMinesHooks.settled

    def settled(self, view):
        if view.phase in phases:
            return self.heuristic_action(view, Rng(1))
        return searched(self, view)

    LostMinesHooks.settled = settled


def sd(xs: list) -> float:
    m = sum(xs) / len(xs)
    return (sum((x - m) ** 2 for x in xs) / (len(xs) - 1)) ** 0.5 if len(xs) > 1 else 0.0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--agents", default="normal,heuristic")
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--seed", type=int, default=8100)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--heuristic-in", default="", help="comma-separated phases, e.g. act,target")
    args = ap.parse_args()
    if args.heuristic_in:
        heuristic_in(set(args.heuristic_in.split(",")))
    kinds = args.agents.split(",")
    n, master = args.players, Rng(args.seed)
    pairs = {"a_better": 0, "b_better": 0, "level": 0}
    gains = defaultdict(list)
    by_clan = {"same": [0, 0, 0], "other": [0, 0, 0]}  # A gained more, B gained more, level
    by_round = defaultdict(lambda: [0, 0, 0])
    for g in range(args.games):
        game_seed, seat_of = master.next64(), seating(n, len(kinds), g)
        agents = [make_agent(kinds[seat_of[s]], master.next64(), True, HOOKS.levels) for s in range(n)]
        state = GAME.new_game(Setup(n, {}, game_seed))
        while not state.is_terminal():
            p = state.current_player()
            state.apply(agents[p].choose(state.view(p), HOOKS))
        places = state.ranking()
        print(json.dumps({"progress": g + 1, "of": args.games}), file=sys.stderr, flush=True)
        for key, k in zip(("a_better", "b_better", "level"), record_sets.pair_counts(places, seat_of)):
            pairs[key] += k
        for r, h in enumerate(state.history):
            rows = h["rows"]
            for s in range(n):
                gains[f"{kinds[seat_of[s]]}/{rows[s]['role']}"].append(rows[s]["gain"])
            for s1 in range(n):
                for s2 in range(n):
                    if seat_of[s1] == 0 and seat_of[s2] == 1:
                        d = rows[s1]["gain"] - rows[s2]["gain"]
                        side = by_clan["same" if rows[s1]["clan"] == rows[s2]["clan"] else "other"]
                        side[0 if d > 0 else 1 if d < 0 else 2] += 1
                        by_round[r + 1][0 if d > 0 else 1 if d < 0 else 2] += 1
    total = sum(pairs.values())
    print(json.dumps({
        "agents": kinds, "players": n, "games": args.games, "seed": args.seed,
        "heuristic_in": args.heuristic_in or None,
        "head_to_head": {**pairs, "a_share": round((pairs["a_better"] + pairs["level"] / 2) / total, 3)},
        "gain_by_role": {k: {"rounds": len(v), "mean": round(sum(v) / len(v), 2), "sd": round(sd(v), 2)}
                         for k, v in sorted(gains.items())},
        "pairs_by_clan": {k: dict(zip(("a_more", "b_more", "level"), v)) for k, v in by_clan.items()},
        "pairs_by_round": {k: dict(zip(("a_more", "b_more", "level"), v)) for k, v in sorted(by_round.items())},
    }))


if __name__ == "__main__":
    main()
