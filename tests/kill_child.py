"""The app, playing by itself, for the kill test (``tests/test_kill.py``, ``bench/kill.py``).

Run as ``python tests/kill_child.py SEED`` with ``TABLETOP_HOME`` set: the real app (settings,
saves and statistics written as usual; the AI in a thread) resumes the autosave if there is an
unfinished one (Continue), else starts a game whose every seat is the computer, and runs its
own main loop; when a game ends it starts the next one (a different game). It prints, flushed,
one line per event the test follows:

* ``resumed N``: Continue opened the autosave's game, N actions in;
* ``new GAME``: a new game started;
* ``applied N TEXT``: the game's N-th action was applied (the autosave is being written);
* ``saved N``: the autosave holds N actions.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

GAMES = ("lost_cities", "the_city", "lost_legacy", "pyramid_raiders", "lost_mines")


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main(seed: int) -> int:
    import random

    from tabletop import saves
    from tabletop.app import App
    from tabletop.engine import registry
    from tabletop.engine.contract import Setup
    from tabletop.engine.record import Seat
    from tabletop.engine.worker import AIWorker
    from tabletop.games import register_all
    from tabletop.scenes.menu import MenuScene
    from tabletop.settings import Settings

    register_all()
    rng = random.Random(seed)
    app = App(Settings(anim_speed=0.0, ai_pace="instant"))
    app._worker = AIWorker(mode="thread")
    real_autosave = app.autosave

    def autosave(session):
        n = len(session.record.actions)
        if n:
            say(f"applied {n} {session.record.actions[-1]}")
        real_autosave(session)
        say(f"saved {n}")

    app.autosave = autosave
    app.scenes.push(MenuScene(app))
    app.frame(0)

    def new_game(after: str | None = None) -> None:
        choices = [g for g in GAMES if g != after]
        spec = registry.get(rng.choice(choices))
        n = rng.randint(spec.min_players, min(spec.max_players, 4))
        options = {"game_length": "short"} if spec.id == "lost_cities" else {}
        say(f"new {spec.id}")
        app.start_game(spec, Setup(n, options, rng.randrange(1 << 30)),
                       [Seat(f"Bot{i + 1}", "random") for i in range(n)])

    loaded = saves.latest_autosave()
    if loaded is not None and not loaded.meta.get("finished"):
        app.resume(loaded)
        say(f"resumed {len(loaded.record.actions)}")
    else:
        new_game()
    from tabletop.ui.table import TableScene

    while True:
        app.step()
        table = app.scenes.find(TableScene)
        if table is None or table.session.is_terminal():
            new_game(after=table.spec.id if table is not None else None)


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 1))
