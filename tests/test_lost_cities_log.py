"""The log a Session writes for Lost Cities (what the log panel shows) uses the words a player
uses (issue 34): players by name, never "P<n>"; no raw coordinates; the orange path is "orange"."""

from __future__ import annotations

import re

import pytest

from tabletop.engine import i18n
from tabletop.engine.contract import Setup
from tabletop.engine.record import Seat
from tabletop.engine.registry import get
from tabletop.engine.rng import Rng
from tabletop.engine.session import Session

NAMES = ("Ann", "Bob", "Cy", "Dee")
BAD = {
    "a seat number": re.compile(r"\bP\d\b|Player \d|プレイヤー\d|⟦"),
    "raw coordinates": re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)"),
    "red for the orange path": re.compile(r"\bred\b|赤", re.IGNORECASE),
    "an unfilled placeholder": re.compile(r"\{\w*\}|\[\["),
}


@pytest.mark.parametrize("players, options, seed", [
    (2, {"game_length": "short"}, 1),
    (3, {"game_length": "short", "step9_bonus": "on_further_card", "descending_variant": True}, 2),
    (4, {"game_length": "short", "redraw_own_discard": "allowed"}, 3),
])
def test_a_random_game_s_log_names_players_and_colours_as_a_player_does(players, options, seed):
    spec = get("lost_cities")
    session = Session(spec, Setup(players, options, seed), [Seat(NAMES[i], "human") for i in range(players)])
    rng = Rng(seed)
    while not session.is_terminal():
        session.apply(rng.choice(session.legal_actions()))
    assert len(session.log) > 50
    seen_orange = set()
    for lang in i18n.LANGS:
        for entry in session.log:
            text = entry.describe(lang)
            assert text
            for what, pattern in BAD.items():
                assert not pattern.search(text), f"{what} in the {lang} log: {text!r}"
            if "orange" in text or "オレンジ" in text:
                seen_orange.add(lang)
            assert not (lang == "ja" and "。 " in text), text  # Japanese sentences join without a space
    assert seen_orange == set(i18n.LANGS)  # the orange path did come up, and was called so
