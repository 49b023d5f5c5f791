"""Runs AI decisions off the UI thread so the window never freezes while the AI thinks.

``AIWorker("process")`` keeps one persistent worker process (``spawn`` start method, so
it behaves the same on every OS and in frozen apps, which must call
``multiprocessing.freeze_support()`` first). Requests and answers are JSON text over a
pipe: the worker gets ``view.to_json()``, rebuilds the view with
``spec.view_from_json`` and answers with ``view.action_to_str(action)``; nothing is
pickled on that channel. ``AIWorker("thread")`` has the same API and runs the same
code on a background thread.

Tickets: :meth:`AIWorker.submit` returns an increasing ticket; only the newest
uncancelled ticket's answer is ever returned by :meth:`AIWorker.poll`. Submitting
while a search runs cancels it. Cancellation is a shared "cancelled up to ticket N"
counter that the search polls every iteration, so a cancelled search stops within one
iteration and its answer is dropped.

Under load the window comes first: the worker process lowers its own priority
(:func:`lower_priority`: ``nice`` 10, below-normal priority class on Windows). And a stuck
worker (stopped, or thinking far past any level's budget) is never waited on for ever: the
process beats a shared heartbeat every :data:`BEAT_S` seconds; :meth:`AIWorker.poll` gives up on
a request when it has seen no new beat for ``stall_timeout`` seconds (of its own monotonic
clock: a computer waking from sleep is no stuck worker) or the request is older than
``deadline``, kills the process and answers with ``restarted`` set (the next submit starts a
fresh one). :meth:`AIWorker.submit` checks the heartbeat first, so a process that stopped while
idle is replaced before it is asked anything (Continue never reuses a stuck worker).
"""

from __future__ import annotations

import json
import logging
import multiprocessing
import os
import queue
import sys
import threading
import time
from dataclasses import dataclass
from typing import Callable

log = logging.getLogger(__name__)

MODES = ("process", "thread")

#: how often the worker process shows it is alive (seconds)
BEAT_S = 0.1
#: no sign of life for this long while asked: the worker is stuck (seconds)
STALL_TIMEOUT_S = 10.0
#: the longest any one request may take, whatever the heartbeat says (the hardest level thinks 2 s)
DEADLINE_S = 60.0
#: a fresh process has this long to start beating (imports under a busy machine take a while)
START_TIMEOUT_S = 30.0
#: how much lower the worker's priority is than the window's (Unix nice increment)
NICE = 10


@dataclass(frozen=True)
class WorkerResult:
    """An answer: the action's text (``state.str_to_action`` reads it back) or an error message."""

    ticket: int
    action_text: str | None
    error: str | None = None
    #: when asked (``submit(..., analyse=True)``): the search's best answers, best first, as
    #: ``(action text, estimated win share in [0, 1])``; empty when no search ran (a settled or
    #: rule-based decision)
    analysis: tuple = ()
    #: the worker was stuck (no heartbeat, or past its deadline): it was stopped, and the next
    #: submit starts a fresh process; ``error`` says which
    restarted: bool = False

    @property
    def action(self) -> str | None:
        """Alias of ``action_text``."""
        return self.action_text


def _result(ticket: int, msg: dict) -> WorkerResult:
    analysis = tuple((str(a), float(v)) for a, v in msg.get("analysis") or ())
    return WorkerResult(ticket, msg.get("action"), msg.get("error"), analysis)


def run_request(req: dict, should_stop: Callable[[], bool]) -> dict:
    """Decide one request; the answer is a JSON-able dict (shared by both modes)."""
    from . import registry
    from .agents import make_agent

    ticket = req.get("ticket")
    try:
        for name in req.get("modules") or ():
            registry.import_game_module(name)
        spec = registry.get(req["game"])
        view = spec.view_from_json(req["view"])
        hooks = None if req["agent"] == "random" else spec.ai_hooks()
        agent = make_agent(req["agent"], req.get("seed"), bool(req.get("deterministic", False)),
                           getattr(hooks, "levels", None))
        action = agent.choose(view, hooks, should_stop)
        if should_stop():
            return {"ticket": ticket, "cancelled": True}
        out = {"ticket": ticket, "action": view.action_to_str(action)}
        last = getattr(agent, "last", None)
        if req.get("analyse") and last is not None and last.values:
            out["analysis"] = [[view.action_to_str(a), round(v, 4)] for a, v in last.ranked(3)]
        return out
    except KeyError as exc:
        msg = exc.args[0] if exc.args and isinstance(exc.args[0], str) else repr(exc)
        return {"ticket": ticket, "error": f"KeyError: {msg}"}
    except Exception as exc:
        log.debug("AI request failed", exc_info=True)
        return {"ticket": ticket, "error": f"{type(exc).__name__}: {exc}"}


def lower_priority() -> bool:
    """Lower this process's CPU priority below the window's (the AI worker's first act).
    Returns whether it could."""
    try:
        if sys.platform == "win32":
            import ctypes

            below_normal = 0x00004000  # BELOW_NORMAL_PRIORITY_CLASS
            kernel32 = ctypes.windll.kernel32
            return bool(kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), below_normal))
        if hasattr(os, "nice"):
            os.nice(NICE)
            return True
    except (OSError, AttributeError, ValueError):
        log.debug("could not lower the AI worker's priority", exc_info=True)
    return False


def _beat_forever(beat) -> None:
    while True:
        beat.value = time.time()
        time.sleep(BEAT_S)


def _process_main(conn, cancelled, beat=None) -> None:
    """Entry point of the worker process: answer requests until told to stop."""
    lower_priority()
    if beat is not None:
        beat.value = time.time()
        threading.Thread(target=_beat_forever, args=(beat,), name="tabletop-ai-beat", daemon=True).start()
    try:
        while True:
            try:
                req = json.loads(conn.recv_bytes().decode("utf-8"))
            except (EOFError, OSError):
                return
            if req.get("cmd") == "stop":
                return
            ticket = req.get("ticket", 0)
            if cancelled.value >= ticket:
                result = {"ticket": ticket, "cancelled": True}
            else:
                result = run_request(req, lambda: cancelled.value >= ticket)
            try:
                conn.send_bytes(json.dumps(result).encode("utf-8"))
            except (OSError, ValueError):
                return
    except KeyboardInterrupt:
        return


class _Flag:
    """Thread mode's "cancelled up to" counter (same interface as a shared ctypes value)."""

    __slots__ = ("value",)

    def __init__(self):
        self.value = 0


class AIWorker:
    def __init__(self, mode: str = "process", join_timeout: float = 2.0, *, stall_timeout: float = STALL_TIMEOUT_S,
                 deadline: float = DEADLINE_S, start_timeout: float = START_TIMEOUT_S):
        if mode not in MODES:
            raise ValueError(f"AIWorker mode must be one of {', '.join(MODES)}, not {mode!r}")
        self.mode = mode
        self.join_timeout = join_timeout
        self.stall_timeout = stall_timeout
        self.deadline = deadline
        self.start_timeout = start_timeout
        self._asked_at = 0.0  # when the pending ticket was submitted (monotonic)
        self._beat = None  # process mode: the worker's heartbeat (time.time() of its last beat)
        self._seen_beat: float | None = None  # the heartbeat as poll() last saw it, and when
        self._seen_at = 0.0
        #: how many times a stuck worker was stopped (and replaced at the next submit)
        self.restarts = 0
        self._ticket = 0
        self._pending: int | None = None
        self._closed = False
        # process mode
        self._proc = None
        self._conn = None
        # thread mode
        self._thread: threading.Thread | None = None
        self._requests: queue.Queue | None = None
        self._results: queue.Queue | None = None
        self._cancelled = None

    # -- lifecycle ------------------------------------------------------------------
    def start(self) -> None:
        """Start the worker now (otherwise the first :meth:`submit` does)."""
        if self._closed:
            raise RuntimeError("the AI worker is closed")
        if self.mode == "process":
            if self._proc is not None and self._proc.is_alive():
                return
            self._stop_process()
            ctx = multiprocessing.get_context("spawn")
            parent, child = ctx.Pipe(duplex=True)
            self._cancelled = ctx.Value("q", 0, lock=False)
            self._cancelled.value = self._ticket  # nothing issued so far may run
            self._beat = ctx.Value("d", time.time() + self.start_timeout, lock=False)  # its start-up's grace
            self._proc = ctx.Process(
                target=_process_main, args=(child, self._cancelled, self._beat), name="tabletop-ai", daemon=True
            )
            self._proc.start()
            child.close()
            self._conn = parent
        else:
            if self._thread is not None and self._thread.is_alive():
                return
            self._cancelled = _Flag()
            self._cancelled.value = self._ticket
            self._requests = queue.Queue()
            self._results = queue.Queue()
            self._thread = threading.Thread(
                target=self._thread_main,
                args=(self._requests, self._results, self._cancelled),
                name="tabletop-ai",
                daemon=True,
            )
            self._thread.start()

    @staticmethod
    def _thread_main(requests: queue.Queue, results: queue.Queue, cancelled: _Flag) -> None:
        while True:
            req = requests.get()
            if req is None:
                return
            ticket = req["ticket"]
            if cancelled.value >= ticket:
                results.put({"ticket": ticket, "cancelled": True})
                continue
            results.put(run_request(req, lambda: cancelled.value >= ticket))

    def close(self) -> None:
        """Stop the worker. Never hangs: waits ``join_timeout`` seconds, then terminates."""
        if self._closed:
            return
        self.cancel()
        self._closed = True
        if self.mode == "process":
            self._stop_process()
        elif self._thread is not None:
            self._requests.put(None)
            self._thread.join(self.join_timeout)  # a daemon thread: never blocks exit
            self._thread = None

    def _stop_process(self) -> None:
        if self.stuck():
            self._kill_process()
            return
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        self._beat = None
        if proc is None:
            return
        if self._cancelled is not None:
            self._cancelled.value = self._ticket
        try:
            conn.send_bytes(b'{"cmd": "stop"}')
        except (OSError, ValueError):
            pass
        proc.join(self.join_timeout)
        if proc.is_alive():
            proc.terminate()
            proc.join(1.0)
        if proc.is_alive():  # pragma: no cover - terminate ignored
            proc.kill()
            proc.join(1.0)
        try:
            conn.close()
        except OSError:  # pragma: no cover
            pass

    def __enter__(self) -> "AIWorker":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- requests -------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """True while a submitted, uncancelled ticket has not been answered by :meth:`poll`."""
        return self._pending is not None

    def submit(
        self,
        game_id: str,
        view_json: dict,
        agent_kind: str,
        seed: int | None = None,
        modules: tuple[str, ...] = (),
        *,
        deterministic: bool = False,
        analyse: bool = False,
    ) -> int:
        """Ask for a decision; returns the ticket. Cancels any request still running.
        ``analyse``: the answer also carries the search's best answers (``WorkerResult.analysis``)."""
        if self._closed:
            raise RuntimeError("the AI worker is closed")
        self.cancel()
        if self.stuck():  # stopped while idle (e.g. between a game and its Continue): never ask it
            log.warning("the AI worker stopped responding while idle: starting a fresh one")
            self.restarts += 1
            self._stop_process()
        self.start()  # before the new ticket: a (re)started worker ignores older tickets
        self._ticket += 1
        ticket = self._ticket
        text = json.dumps(
            {
                "ticket": ticket,
                "game": game_id,
                "view": view_json,
                "agent": agent_kind,
                "seed": seed,
                "modules": list(modules),
                "deterministic": deterministic,
                "analyse": analyse,
            }
        )
        if self.mode == "process":
            try:
                self._conn.send_bytes(text.encode("utf-8"))
            except (OSError, ValueError):
                pass  # the process died: poll() reports it
        else:
            self._requests.put(json.loads(text))
        self._pending = ticket
        self._asked_at = self._seen_at = time.monotonic()
        self._seen_beat = None if self._beat is None else self._beat.value
        return ticket

    def cancel(self) -> None:
        """Stop the running search (if any) and drop its answer."""
        if self._pending is not None:
            if self._cancelled is not None:
                self._cancelled.value = self._pending
            self._pending = None

    def poll(self) -> WorkerResult | None:
        """The answer to the newest ticket if it is ready (never blocks), else None."""
        for msg in self._drain():
            if self._pending is not None and msg.get("ticket") == self._pending and not msg.get("cancelled"):
                ticket, self._pending = self._pending, None
                return _result(ticket, msg)
        if self._pending is not None and not self._alive():
            for msg in self._drain():  # it may have answered just before stopping
                if msg.get("ticket") == self._pending and not msg.get("cancelled"):
                    ticket, self._pending = self._pending, None
                    return _result(ticket, msg)
            ticket, self._pending = self._pending, None
            code = self._proc.exitcode if self._proc is not None else None
            if self.mode == "process":
                self._stop_process()
            return WorkerResult(ticket, None, f"the AI worker stopped unexpectedly (exit code {code})")
        if self._pending is not None and self.mode == "process":
            late = time.monotonic() - self._asked_at > self.deadline
            if late or self._silent():
                ticket, self._pending = self._pending, None
                why = (f"no answer within {self.deadline:g} s" if late
                       else f"no sign of life for {self.stall_timeout:g} s")
                log.warning("the AI worker is stuck (%s): stopping it", why)
                self.restarts += 1
                self._kill_process()
                return WorkerResult(ticket, None, f"the AI worker was stuck ({why}) and was restarted", restarted=True)
        return None

    def _silent(self) -> bool:
        """While a request is pending: no new heartbeat for ``stall_timeout`` seconds of this
        process's own clock (so a computer that slept does not count as a stuck worker)."""
        if self._beat is None:
            return False
        beat, now = self._beat.value, time.monotonic()
        if beat != self._seen_beat:
            self._seen_beat, self._seen_at = beat, now
            return False
        limit = self.stall_timeout
        if beat > time.time():  # it has not started beating yet: its start-up's grace
            limit = max(limit, self.start_timeout)
        return now - self._seen_at > limit

    def stuck(self) -> bool:
        """Process mode: the worker process is there but has shown no sign of life for
        ``stall_timeout`` seconds (stopped, or starved past reason)."""
        if self.mode != "process" or self._beat is None or self._proc is None:
            return False
        return time.time() - self._beat.value > self.stall_timeout

    def _kill_process(self) -> None:
        """Stop a stuck process at once (a stopped process cannot answer a polite stop)."""
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        self._beat = None
        if proc is None:
            return
        try:
            proc.kill()  # SIGKILL also ends a stopped (SIGSTOP) process
            proc.join(self.join_timeout)
        except (OSError, ValueError):  # pragma: no cover
            pass
        try:
            conn.close()
        except OSError:  # pragma: no cover
            pass

    def wait(self, timeout: float) -> WorkerResult | None:
        """Block up to ``timeout`` seconds for :meth:`poll` to give an answer (CLI and tests)."""
        import time

        end = time.monotonic() + timeout
        while True:
            result = self.poll()
            if result is not None or self._pending is None:
                return result
            left = end - time.monotonic()
            if left <= 0:
                return None
            if self.mode == "process" and self._conn is not None:
                try:
                    self._conn.poll(min(left, 0.05))
                except (OSError, EOFError):
                    pass
            else:
                time.sleep(min(left, 0.005))

    def _alive(self) -> bool:
        if self.mode == "process":
            return self._proc is not None and self._proc.is_alive()
        return self._thread is not None and self._thread.is_alive()

    def _drain(self) -> list[dict]:
        out = []
        if self.mode == "process":
            conn = self._conn
            if conn is None:
                return out
            try:
                while conn.poll(0):
                    out.append(json.loads(conn.recv_bytes().decode("utf-8")))
            except (EOFError, OSError):
                pass
        elif self._results is not None:
            while True:
                try:
                    out.append(self._results.get_nowait())
                except queue.Empty:
                    break
        return out
