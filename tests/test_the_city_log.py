"""The log a Session writes for The City (what the log panel shows) names players by their
names: no "P1", no seat marker left unfilled, no raw coordinates, in either language."""

from __future__ import annotations

import random
import re

import pytest

from tabletop.engine.contract import Setup
from tabletop.engine.i18n import LANGS
from tabletop.engine.record import Seat
from tabletop.engine.session import Session
from tabletop.games.the_city.rules import GAME

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")
SEAT_NUMBER = re.compile(r"\bP\d\b")
COORDINATES = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)")


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (5, 3)])
def test_a_random_game_s_log_names_the_players(players, seed):
    rng = random.Random(seed)
    seats = [Seat(NAMES[i], "random") for i in range(players)]
    s = Session(GAME, Setup(players, {"target_vp": 25}, seed), seats)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    names_seen = set()
    for entry in s.log:
        for lang in LANGS:
            text = entry.describe(lang)
            assert text and not SEAT_NUMBER.search(text), text
            assert "\u27e6" not in text and not COORDINATES.search(text), text
            names_seen.update(n for n in NAMES if re.search(rf"\b{n}\b", text))
    assert names_seen == set(NAMES[:players])          # the reveals name every player
