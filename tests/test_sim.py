import json

import pytest

from tabletop import sim

import refgame

MOD = ["--module", refgame.__name__]


def run_json(capsys, *args):
    code = sim.main([*MOD, "--game", "ref", "--json", *args])
    out = capsys.readouterr().out
    assert code == 0
    return json.loads(out)  # exactly one JSON document on stdout


def test_json_shape_and_accounting_two_players(capsys):
    games = 12
    data = run_json(capsys, "--players", "2", "--agents", "heuristic,random", "--games", str(games),
                    "--seed", "4", "--option", "rounds=2")
    assert set(data) == {"game", "players", "games", "seed", "agents", "head_to_head", "mean_actions"}
    assert (data["game"], data["players"], data["games"], data["seed"]) == ("ref", 2, games, 4)
    assert [a["name"] for a in data["agents"]] == ["heuristic", "random"]
    for a in data["agents"]:
        assert set(a) == {"name", "wins", "ties", "mean_score", "mean_decision_s", "max_decision_s"}
        assert a["max_decision_s"] >= a["mean_decision_s"] >= 0
    wins = sum(a["wins"] for a in data["agents"])
    ties = sum(a["ties"] for a in data["agents"])
    # two players: each game has one winner or both seats tied for first
    assert ties % 2 == 0 and wins + ties // 2 == games
    # 2 rounds x 2 players: 4 cards won per game, shared by both seats
    assert sum(a["mean_score"] for a in data["agents"]) == pytest.approx(4.0)
    assert 4 <= data["mean_actions"] <= 6  # four commits plus at most one keep/swap(+discard)
    # two players: head to head is the plain win / loss / tie count
    (h2h,) = data["head_to_head"]
    assert (h2h["a"], h2h["b"]) == ("heuristic", "random")
    assert h2h["a_better"] == data["agents"][0]["wins"] and h2h["b_better"] == data["agents"][1]["wins"]
    assert h2h["a_better"] + h2h["b_better"] + h2h["level"] == games


def test_same_seed_same_result_and_ties_are_counted(capsys):
    args = ("--players", "3", "--agents", "random", "--games", "30", "--seed", "9", "--option", "rounds=1")
    a = run_json(capsys, *args)
    b = run_json(capsys, *args)
    for r in (a, b):  # wall-clock figures differ from run to run
        r["agents"][0].pop("mean_decision_s")
        r["agents"][0].pop("max_decision_s")
    assert a == b
    # one agent in every seat: every game gives it exactly one win, or 2-3 ties
    row = a["agents"][0]
    assert row["wins"] <= 30 and row["wins"] + row["ties"] >= 30
    assert a["mean_actions"] == 3  # one round, no swap after the last round


def test_fewer_agents_than_players_are_cycled(capsys):
    data = run_json(capsys, "--players", "4", "--agents", "ismcts:5,random", "--games", "4", "--deterministic",
                    "--option", "rounds=1")
    assert [a["name"] for a in data["agents"]] == ["ismcts:5", "random"]
    # 4 cards are won per game; each agent's mean is over its 8 seat-games: (4 x 4) / 8
    assert sum(a["mean_score"] for a in data["agents"]) == pytest.approx(2.0)


@pytest.mark.parametrize("players, agents", [(2, 2), (3, 3), (4, 2), (4, 3), (3, 1)])
def test_every_agent_sits_in_every_seat(players, agents):
    rotations = [sim.seating(players, agents, g) for g in range(players)]
    for r in rotations:
        assert sorted(set(r)) == list(range(agents))  # every agent plays in every game
    for seat in range(players):
        assert {r[seat] for r in rotations} == set(range(agents))
    assert sim.seating(players, agents, players) == rotations[0]


def test_text_output(capsys):
    assert sim.main([*MOD, "--game", "ref", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "ref: 2 games, 2 players" in out and "random" in out


@pytest.mark.parametrize(
    "args, message",
    [
        (["--game", "nope"], "unknown game 'nope'"),
        (["--game", "ref", "--players", "9"], "2-4 players"),
        (["--game", "ref", "--agents", "genius"], "valid kinds"),
        (["--game", "ref", "--agents", "random,,random"], "comma-separated"),
        (["--game", "ref", "--players", "2", "--agents", "random,random,random"], "at most one agent per seat"),
        (["--game", "ref", "--games", "0"], "--games must be at least 1"),
        (["--game", "ref", "--option", "rounds=99"], "between 1 and 6"),
        (["--game", "ref", "--option", "colour=red"], "no option 'colour'"),
        (["--game", "ref", "--option", "rounds"], "KEY=VALUE"),
        (["--module", "no_such_module_xyz", "--game", "ref"], "no_such_module_xyz"),
    ],
)
def test_bad_arguments_exit_2(capsys, args, message):
    assert sim.main([*MOD, *args]) == 2
    err = capsys.readouterr().err
    assert message in err


def test_argparse_errors_exit_2(capsys):
    assert sim.main(["--games", "3"]) == 2  # --game is required
    assert sim.main(["--game", "ref", "--games", "many"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and all(line.startswith("tabletop sim: error: ") and "--help" in line for line in err)
