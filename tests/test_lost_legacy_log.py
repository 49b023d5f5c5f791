"""Lost Legacy's log as the log panel shows it (a Session with named seats): players' names,
never "P<n>", a seat marker or a raw coordinate."""

from __future__ import annotations

import re

import pytest

from tabletop.engine import registry
from tabletop.engine.contract import Setup
from tabletop.engine.record import Seat
from tabletop.engine.rng import Rng
from tabletop.engine.session import Session

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"]
BAD = re.compile(r"\bP\d\b|\u27e6|\(\s*-?\d+\s*,\s*-?\d+\s*\)|\{\w+\}")


@pytest.mark.parametrize("players, options", [(2, {"match": 2}), (4, {"deck": "flying_garden", "first": "choose"}),
                                              (6, {"deck": "all_jam"})])
def test_a_random_game_s_log_names_players_and_no_coordinates(players, options):
    spec = registry.get("lost_legacy")
    for seed in range(4):
        seats = [Seat(NAMES[i], "random") for i in range(players)]
        session = Session(spec, Setup(players, dict(options), seed), seats)
        rng = Rng(seed)
        while not session.is_terminal():
            session.apply(rng.choice(session.legal_actions()))
        named = set()
        for entry in session.log:
            for lang in ("en", "ja"):
                text = entry.describe(lang)
                assert not BAD.search(text), text
                named |= {n for n in NAMES[:players] if n in text}
        assert named, "the log names the players it is about"
