import time

import pytest

from tabletop.engine import registry
from tabletop.engine.contract import Setup
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
