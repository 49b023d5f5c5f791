import os
import signal
import time

import pytest

from tabletop.engine import registry
from tabletop.engine.contract import Setup
from tabletop.engine import worker as worker_module
from tabletop.engine.worker import AIWorker, WorkerResult

import refgame
from refgame import REF_GAME

MODULES = (refgame.__name__,)
FOREVER = "ismcts:1000000000"  # a search that only ends when cancelled
WAIT = 60.0  # generous upper bound; a passing test never waits this long


@pytest.fixture(autouse=True)
def ref_registered():
    registry.register(REF_GAME)  # no-op if already there


@pytest.fixture(scope="module", params=["process", "thread"])
def worker(request):
    w = AIWorker(request.param)
    yield w
    w.close()


def position(seed=3, n=3):
    s = REF_GAME.new_game(Setup(n, {"rounds": 4}, seed))
    return s, s.view(s.current_player())


def test_returns_a_legal_action(worker):
    s, view = position()
    for kind in ("ismcts:50", "heuristic", "random", "easy"):
        ticket = worker.submit("ref", view.to_json(), kind, seed=1, modules=MODULES)
        assert worker.busy
        result = worker.wait(WAIT)
        assert isinstance(result, WorkerResult)
        assert result.ticket == ticket and result.error is None
        assert s.str_to_action(result.action_text) in s.legal_actions()
        assert result.action == result.action_text
        assert not worker.busy
        assert worker.poll() is None


def test_an_analysed_answer_carries_the_best_moves_with_their_estimates(worker):
    s, view = position(seed=5)
    worker.submit("ref", view.to_json(), "ismcts:200", seed=1, modules=MODULES, analyse=True)
    result = worker.wait(WAIT)
    assert result.error is None and 2 <= len(result.analysis) <= 3
    texts = [a for a, _ in result.analysis]
    assert texts[0] == result.action_text  # the answer is the most visited move
    assert all(s.str_to_action(a) in s.legal_actions() for a in texts)
    assert all(0.0 <= v <= 1.0 for _, v in result.analysis)
    worker.submit("ref", view.to_json(), "ismcts:200", seed=1, modules=MODULES)  # not asked: none
    assert worker.wait(WAIT).analysis == ()
    worker.submit("ref", view.to_json(), "heuristic", seed=1, modules=MODULES, analyse=True)  # no search
    assert worker.wait(WAIT).analysis == ()


def test_deterministic_requests_are_reproducible(worker):
    s, view = position(seed=8)
    answers = set()
    for _ in range(2):
        worker.submit("ref", view.to_json(), "easy", seed=5, modules=MODULES, deterministic=True)
        answers.add(worker.wait(WAIT).action_text)
    assert len(answers) == 1


def test_cancel_drops_the_answer_and_frees_the_worker(worker):
    s, view = position()
    worker.submit("ref", view.to_json(), FOREVER, seed=1, modules=MODULES)
    time.sleep(0.2)
    worker.cancel()
    assert not worker.busy
    assert worker.wait(0.3) is None and worker.poll() is None
    # the cancelled search really stopped: a new request is answered
    ticket = worker.submit("ref", view.to_json(), "ismcts:20", seed=2, modules=MODULES)
    result = worker.wait(WAIT)
    assert result is not None and result.ticket == ticket and result.error is None


def test_a_new_submit_supersedes_the_running_one(worker):
    s, view = position()
    old = worker.submit("ref", view.to_json(), FOREVER, seed=1, modules=MODULES)
    new = worker.submit("ref", view.to_json(), "random", seed=1, modules=MODULES)
    assert new > old
    result = worker.wait(WAIT)
    assert result.ticket == new and s.str_to_action(result.action_text) in s.legal_actions()


def test_errors_are_reported(worker):
    s, view = position()
    worker.submit("nope", view.to_json(), "random", seed=1, modules=MODULES)
    result = worker.wait(WAIT)
    assert result.action_text is None and "unknown game 'nope'" in result.error
    worker.submit("ref", view.to_json(), "genius", seed=1, modules=MODULES)
    assert "valid kinds" in worker.wait(WAIT).error
    worker.submit("ref", {"player": 0}, "random", seed=1, modules=MODULES)
    assert worker.wait(WAIT).error
    worker.submit("ref", view.to_json(), "random", seed=1, modules=("no_such_module_xyz",))
    assert "no_such_module_xyz" in worker.wait(WAIT).error
    # and the worker still works afterwards
    worker.submit("ref", view.to_json(), "random", seed=1, modules=MODULES)
    assert worker.wait(WAIT).error is None


def test_crashed_process_reports_an_error_and_restarts():
    w = AIWorker("process", join_timeout=0.5)
    try:
        s, view = position()
        w.submit("ref", view.to_json(), FOREVER, seed=1, modules=MODULES)
        w._proc.kill()
        result = w.wait(WAIT)
        assert result is not None and result.action_text is None
        assert "stopped unexpectedly" in result.error
        assert not w.busy
        w.submit("ref", view.to_json(), "random", seed=1, modules=MODULES)
        assert w.wait(WAIT).error is None
    finally:
        w.close()


@pytest.mark.parametrize("mode", ["process", "thread"])
def test_close_while_searching_does_not_hang(mode):
    w = AIWorker(mode, join_timeout=0.5)
    s, view = position()
    w.submit("ref", view.to_json(), FOREVER, seed=1, modules=MODULES)
    time.sleep(0.1)
    w.close()
    w.close()  # twice is fine
    if mode == "process":
        assert w._proc is None
    with pytest.raises(RuntimeError, match="closed"):
        w.submit("ref", view.to_json(), "random")


def test_close_unstarted_and_bad_mode():
    AIWorker("process").close()
    with pytest.raises(ValueError, match="process, thread"):
        AIWorker("fiber")


# -- under load and when stuck (issue 38 points 3 and 5) ------------------------------------------

unix_only = pytest.mark.skipif(not hasattr(os, "getpriority") or not hasattr(signal, "SIGSTOP"),
                               reason="process priority and SIGSTOP are Unix's")


def _beating(w: AIWorker, timeout: float = WAIT) -> None:
    """Wait until the worker process has started and beats."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if w._beat is not None and w._beat.value <= time.time():
            return
        time.sleep(0.02)
    raise AssertionError("the worker never started beating")


@unix_only
def test_the_worker_process_runs_below_the_window_s_priority():
    w = AIWorker("process")
    try:
        s, view = position()
        w.submit("ref", view.to_json(), "random", seed=1, modules=MODULES)
        assert w.wait(WAIT).error is None
        mine = os.getpriority(os.PRIO_PROCESS, 0)
        theirs = os.getpriority(os.PRIO_PROCESS, w._proc.pid)
        assert theirs >= min(19, mine + worker_module.NICE)
    finally:
        w.close()


@unix_only
def test_a_worker_stopped_mid_think_is_restarted_and_the_next_request_answered():
    w = AIWorker("process", join_timeout=0.5, stall_timeout=1.5)
    try:
        s, view = position()
        w.submit("ref", view.to_json(), FOREVER, seed=1, modules=MODULES)
        _beating(w)
        stuck = w._proc
        os.kill(stuck.pid, signal.SIGSTOP)
        result = w.wait(WAIT)
        assert result is not None and result.restarted and result.action_text is None
        assert "stuck" in result.error and w.restarts == 1 and not w.busy
        assert not stuck.is_alive()  # killed, not left stopped
        w.submit("ref", view.to_json(), "random", seed=1, modules=MODULES)
        assert w._proc is not stuck
        answer = w.wait(WAIT)
        assert answer.error is None and not answer.restarted
    finally:
        w.close()


def test_a_request_past_its_deadline_is_given_up_even_while_the_worker_beats():
    w = AIWorker("process", join_timeout=0.5, deadline=1.0)
    try:
        s, view = position()
        w.submit("ref", view.to_json(), FOREVER, seed=1, modules=MODULES)
        result = w.wait(WAIT)
        assert result is not None and result.restarted and "no answer within 1 s" in result.error
    finally:
        w.close()


@unix_only
def test_a_worker_stopped_while_idle_is_not_reused():
    w = AIWorker("process", join_timeout=0.5, stall_timeout=1.0)
    try:
        s, view = position()
        w.submit("ref", view.to_json(), "random", seed=1, modules=MODULES)
        assert w.wait(WAIT).error is None
        idle = w._proc
        os.kill(idle.pid, signal.SIGSTOP)
        time.sleep(1.4)
        assert w.stuck()
        w.submit("ref", view.to_json(), "random", seed=1, modules=MODULES)  # e.g. Continue
        assert w._proc is not idle and not idle.is_alive()
        assert w.wait(WAIT).error is None
    finally:
        w.close()


@unix_only
def test_the_table_says_a_stuck_ai_was_restarted_and_the_game_goes_on(home, monkeypatch):
    from ui_driver import open_app, start_game, wait_for

    monkeypatch.setattr(REF_GAME, "scene_module", "refgame_scene", raising=False)
    monkeypatch.setattr(REF_GAME, "worker_modules", MODULES, raising=False)
    with open_app() as app:
        app._worker.close()
        app._worker = AIWorker("process", join_timeout=0.5, stall_timeout=0.6, deadline=2.0)
        app._worker.start()
        _beating(app._worker)
        os.kill(app._worker._proc.pid, signal.SIGSTOP)  # stopped: the table's first request goes unanswered
        scene = start_game(app, "ref", ("hard", "human"), {"rounds": 4}, 3)  # the AI seat (0) starts
        assert app._worker.busy
        toasts = []
        real = app.toast
        app.toast = lambda text, kind="info": (toasts.append(text), real(text, kind))
        wait_for(app, lambda: len(scene.session.record.actions) >= 1, frames=6000)
        assert "The computer player stopped responding, so it was restarted." in toasts
        assert app._worker.restarts >= 1
        assert scene.session.record.actions  # the seat moved (a legal move after a second try)


def test_the_table_goes_on_when_the_worker_is_killed_mid_think(home, monkeypatch):
    from ui_driver import open_app, start_game, wait_for

    monkeypatch.setattr(REF_GAME, "scene_module", "refgame_scene", raising=False)
    monkeypatch.setattr(REF_GAME, "worker_modules", MODULES, raising=False)
    with open_app() as app:
        app._worker.close()
        app._worker = AIWorker("process", join_timeout=0.5)
        app._worker.start()
        _beating(app._worker)
        scene = start_game(app, "ref", ("hard", "human"), {"rounds": 4}, 3)  # the AI seat (0) starts
        assert app._worker.busy
        app._worker._proc.kill()  # mid-think
        toasts = []
        real = app.toast
        app.toast = lambda text, kind="info": (toasts.append(text), real(text, kind))
        wait_for(app, lambda: len(scene.session.record.actions) >= 1, frames=6000)
        assert any(text.startswith("The AI could not decide") for text in toasts)
        wait_for(app, lambda: scene.my_turn, frames=6000)  # and the game goes on, to the player
        assert scene.play(scene.view.legal_actions()[0])
