"""Lost Cities' opponents followed at the opponents' pace (issue 34 A.1): "at normal a chain of
three arrow-tile moves takes at least 2 s and every step is visible", measured in simulated frame
time (ui_driver.pump says each frame took 16 ms); and the last turn stays marked until the player acts."""

from __future__ import annotations

import pytest

from tabletop.engine.record import Seat
from tabletop.engine.contract import Setup
from tabletop.engine.registry import get
from tabletop.engine.worker import WorkerResult
from tabletop.games.lost_cities import data
from tabletop.games.lost_cities.data import ADV
from tabletop.games.lost_cities.scene.layout import figure_slot
from ui_driver import open_app, pump, wait_for

FRAME_MS = 16
B = data.COLOR_INDEX["b"]


class ScriptedWorker:
    """An AI worker that answers from a script (one action text per request), once ``ready``."""

    def __init__(self, script):
        self.script = list(script)
        self.ready = False
        self._ticket = 0
        self._pending = None
        self.asked = 0

    def submit(self, game_id, view_json, agent_kind, seed=None, modules=(), *, deterministic=False, analyse=False):
        self._ticket += 1
        self._pending = self._ticket
        return self._ticket

    def poll(self):
        if self._pending is None or not self.ready or not self.script:
            return None
        ticket, self._pending = self._pending, None
        self.asked += 1
        return WorkerResult(ticket, self.script.pop(0))

    def cancel(self):
        self._pending = None

    def close(self):
        pass


def arrow_chain_table(app):
    """Bob (AI, first) holds blue 5 with his adventurer on blue 5 points (step 4); arrows lie on the
    next three spaces: his play lands on the first, and each arrow moves him onto the next."""
    worker = ScriptedWorker(["play b5", "arrow b", "arrow b", "arrow b", "draw deck"])
    app._worker = worker
    spec = get("lost_cities")
    scene = app.start_game(spec, Setup(2, {"first_player": 0}, 3), [Seat("Bob", "normal"), Seat("Ann", "human")])
    st = scene.session.state  # a hand-built position before the first action (as the rules tests build them)
    st.kinds[0][B], st.steps[0][B], st.piles[0][B], st.directions[0][B] = ADV, 4, (1, 2, 3), 1
    st.hands[0][0] = "b5"
    st.hands[0].sort(key=data.CARD_ORDER.__getitem__)
    row = list(st.tiles[B])
    row[5] = row[6] = row[7] = data.ARROW
    st.tiles[B] = tuple(row)
    scene.view = scene.session.view(scene.viewer)
    scene.sync()
    worker.ready = True
    return scene, worker


def test_a_chain_of_three_arrow_moves_at_normal_pace_takes_two_seconds_and_shows_every_step(home):
    with open_app(ai_pace="normal") as app:
        scene, worker = arrow_chain_table(app)
        seen = {}  # step -> frames the figure stood exactly there
        frames = applied_at = 0
        chain = []
        while len(scene.session) < 4 and frames < 2000:
            pump(app)
            frames += 1
            n = len(scene.session)
            if n and applied_at == 0:
                applied_at = frames  # the play onto the first arrow
            if n > len(chain):
                chain.append(frames)
            f = scene.figures.get((0, B))
            if f is not None:
                for step in (5, 6, 7, 8):
                    if f.pos == pytest.approx(figure_slot(scene.view, 0, B, step, f.kind)):
                        seen[step] = seen.get(step, 0) + 1
        assert scene.session.record.actions[:4] == ["play b5", "arrow b", "arrow b", "arrow b"]
        elapsed = (chain[3] - chain[0]) * FRAME_MS
        assert elapsed >= 2000, f"the chain went by in {elapsed} ms"
        # the figure came to rest on every space of the chain long enough to be seen (at least 0.4 s)
        wait_for(app, lambda: not scene.tweens.animating)
        f = scene.figures[(0, B)]
        assert f.pos == pytest.approx(figure_slot(scene.view, 0, B, 8, f.kind))
        assert all(seen.get(step, 0) * FRAME_MS >= 400 for step in (5, 6, 7)), seen
        # the banner narrated each step with Bob's name
        assert scene.session.log[1].describe("en").startswith("moves the blue figure one step")


def test_the_last_turn_stays_marked_until_the_player_acts(home):
    with open_app(ai_pace="instant") as app:
        scene, worker = arrow_chain_table(app)
        wait_for(app, lambda: scene.my_turn, frames=2000)
        marks = scene.turn_marks()
        assert marks[0].moved == {B: (4, 8)} and marks[0].played == [B] and marks[0].drew_supply == 1
        assert [t[2] for t in marks[0].tiles] == ["arrow"] * 3
        # listed beside the hand with Bob's name
        assert scene.recent_rect() is not None
        assert all(e.player == 0 for e in scene.recent_entries()) and len(scene.recent_entries()) == 5
        pump(app, 30)
        assert scene.turn_marks()  # still marked while Ann thinks
        legal = scene.view.legal_actions()
        scene.play(next(a for a in legal if a[0] == "discard"))
        assert scene.turn_marks() == {}  # Ann acted: the marks go
