"""The Lost Mines benches' games and the records they keep (one JSON object a line, each with its ``game``).

``deals`` sets up the games (seats as in ``tabletop sim``).

``load`` reads saved files (a record's game becomes (file index, game), so games from
different files stay apart), ``save`` writes them, ``split`` holds a third of the games out
(a fixed shuffle) for scoring what was fitted on the rest.
"""

from __future__ import annotations

import argparse
import json
import random

from tabletop.engine.agents import make_agent
from tabletop.engine.contract import Setup
from tabletop.engine.rng import Rng
from tabletop.games.lost_mines.ai import HOOKS
from tabletop.games.lost_mines.rules import GAME
from tabletop.sim import seating


def deals(kinds, n, games, seed, deterministic=True):
    """Per game: (game number, agent index of each seat, the seats' agents, the new state)."""
    master = Rng(seed)
    for g in range(games):
        game_seed, seat_of = master.next64(), seating(n, len(kinds), g)
        agents = [make_agent(kinds[seat_of[s]], master.next64(), deterministic, HOOKS.levels) for s in range(n)]
        yield g, seat_of, agents, GAME.new_game(Setup(n, {}, game_seed))


def pair_counts(places, seat_of):
    """(better, worse, level): the (agent 0 seat, agent 1 seat) pairs by their places."""
    out = [0, 0, 0]
    for s1, a in enumerate(seat_of):
        for s2, b in enumerate(seat_of):
            if a == 0 and b == 1:
                out[0 if places[s1] < places[s2] else 1 if places[s1] > places[s2] else 2] += 1
    return tuple(out)


def round_gains(state):
    """Each finished round's gain per seat."""
    return [[row["gain"] for row in h["rows"]] for h in state.history]


def load(paths):
    recs = []
    for i, path in enumerate(paths):
        with open(path, encoding="utf-8") as f:
            for line in f:
                r = json.loads(line)
                r["game"] = (i, r["game"])
                recs.append(r)
    return recs


def save(path, recs):
    with open(path, "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r) + "\n")


def split(recs):
    """(train, test): a third of the games, shuffled with a fixed seed, are the test set."""
    games = sorted({json.dumps(r["game"]) for r in recs})
    random.Random(1).shuffle(games)
    test_games = set(games[: len(games) // 3])
    train = [r for r in recs if json.dumps(r["game"]) not in test_games]
    test = [r for r in recs if json.dumps(r["game"]) in test_games]
    return train, test


def gather(doc, seed, play):
    """Parse the benches' shared command line and return (args, records): the records of
    ``--load`` files, or those of ``play(agent kinds, players, games, seed)``, saved to
    ``--save`` when given."""
    ap = argparse.ArgumentParser(description=doc.split("\n")[0])
    ap.add_argument("--agents", default="heuristic")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=seed)
    ap.add_argument("--save")
    ap.add_argument("--load", nargs="*")
    ap.add_argument("--fit", action="store_true")
    args = ap.parse_args()
    if args.load:
        recs = load(args.load)
    else:
        recs = list(play(args.agents.split(","), args.players, args.games, args.seed))
    if args.save:
        save(args.save, recs)
    return args, recs
