"""Command line: ``tabletop`` (the GUI), ``tabletop sim ...``, ``tabletop replay ...``.

``python -m tabletop`` does the same as ``tabletop``.
"""

from __future__ import annotations

import argparse
import importlib
import multiprocessing
import os
import sys

from . import __version__

USAGE = """tabletop                       play (opens the window)
tabletop --screenshot OUT.png [--scene menu|settings|stats|load|new:GAME_ID|learn:GAME_ID|GAME_ID] [--frames N] [--lang ja|en]
tabletop sim --game ID --players N --agents A,B[,...] --games K --seed S [--json]
tabletop replay RECORD.json
tabletop --self-test
tabletop --version"""


def _gui_parser() -> argparse.ArgumentParser:
    from .cliargs import Parser, bounded_int

    p = Parser(prog="tabletop", usage=USAGE,
                                description="An offline collection of board and card games with AI opponents.")
    p.add_argument("--screenshot", metavar="OUT.png", help="render a scene to a PNG file and exit")
    p.add_argument("--scene", default="menu", help="scene for --screenshot (default: menu)")
    p.add_argument("--frames", type=bounded_int(1, 36_000), default=30,
                   help="frames to run before the screenshot (default 30)")
    p.add_argument("--lang", choices=("ja", "en"), help="language for this run")
    p.add_argument("--self-test", action="store_true", help="check the installation (assets, font, AI worker) and exit")
    p.add_argument("--version", action="version", version=f"tabletop {__version__}",
                   help="print the version and exit")
    p.add_argument("--module", action="append", default=[], help=argparse.SUPPRESS)
    return p


def _ensure_streams() -> None:
    """A windowed (no console) frozen app has no stdout/stderr: give prints somewhere to go."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))


def main(argv: list[str] | None = None) -> int:
    """Run the command line; Ctrl+C ends it quietly with status 130."""
    from .cliargs import interrupted

    try:
        return _main(argv)
    except KeyboardInterrupt:
        return interrupted()


def _main(argv: list[str] | None) -> int:
    multiprocessing.freeze_support()
    _ensure_streams()
    from .games import register_all

    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in ("sim", "replay"):
        register_all()
    if argv and argv[0] == "sim":
        from .sim import main as sim_main

        return sim_main(argv[1:])
    if argv and argv[0] == "replay":
        from .replay import main as replay_main

        return replay_main(argv[1:])
    parser = _gui_parser()
    args = parser.parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    for name in args.module:
        try:
            importlib.import_module(name)
        except Exception as exc:  # a module given on the command line: say what, no traceback
            parser.error(f"cannot import module {name!r}: {exc}")
    if args.self_test or args.screenshot:
        register_all()
    if args.self_test:
        from .selftest import main as self_test

        return self_test()
    from . import app

    if args.screenshot:
        from .engine import registry

        scene = args.scene
        known = {"menu", "settings", "stats", "load"}
        game_id = scene.split(":", 1)[1] if scene.startswith(("new:", "learn:")) else scene
        if scene not in known:
            try:
                registry.get(game_id)
            except KeyError as exc:
                parser.error(f"unknown scene {scene!r}: {exc.args[0] if exc.args else ''}")
        return app.render_screenshot(args.screenshot, scene, args.frames, args.lang)
    # the window's first menu frame comes before the games are imported: the menu finds them
    # right after it (``register_all``), then draws their pictures
    return app.run_gui(lang=args.lang, discover=register_all)


if __name__ == "__main__":
    sys.exit(main())
