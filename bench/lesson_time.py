"""How long each guided first game ("Learn to play") takes a newcomer; prints one JSON object.

The lesson is played through the real app and scene (dummy video driver) on a simulated clock
at the default settings (opponents' pace "normal", animations at full length). The newcomer is
a stated model, spending time on that clock while the table goes on (the partners play while a
step is being read):

* reading: every step's title and words at ``--wpm`` English words a minute (default 180, a
  newcomer reading instructions while looking at a board) or ``--cpm`` Japanese characters a
  minute (default 450), plus ``--find`` seconds to find what the step points at;
* acting: ``--act`` seconds for a step's first move (find the card or cell, drag it), ``--more``
  seconds for each further move of the same step (a walk's next cell, a second card);
* a screen between rounds: ``--interlude`` seconds to read it, then it is closed.

``total_min`` is the clock when the lesson's last step is done; ``wait_s`` the part of it the
learner only waited for the table (the partners' moves, pauses and animations).

``--shots DIR`` saves each step's screen as the learner first sees its words (1280×720).

Goal (issue 35): 5–8 minutes in each language. Usage:
``uv run python bench/lesson_time.py [--game ID] [--lang en,ja]``
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FRAME_MS = 16.0
GAMES = ("lost_cities", "lost_legacy", "the_city", "pyramid_raiders", "lost_mines")


def reading_seconds(text: str, lang: str, wpm: float, cpm: float) -> float:
    if lang == "ja":
        chars = sum(1 for c in text if not c.isspace() and unicodedata.category(c)[0] != "P")
        return chars / cpm * 60.0
    return len(text.split()) / wpm * 60.0


def measure(game_id: str, lang: str, args) -> dict:
    import pygame

    sys.path.insert(0, str(ROOT / "tests"))
    from ui_driver import make_app

    from tabletop.engine import registry
    from tabletop.games import register_all
    from tabletop.ui import i18n
    from tabletop.ui.i18n import tg

    if not registry.all_games():
        register_all()
    app = make_app(lang=lang, anim_speed=1.0, ai_pace="normal")
    i18n.set_lang(lang)
    try:
        spec = registry.get(game_id)
        scene = app.start_lesson(spec, keep=False)
        coach = scene.coach
        lesson = coach.lesson
        read_s = act_s = interlude_s = 0.0
        interludes = frames = 0
        read_done = -1  # the step whose words were read
        words = 0

        def tick():
            nonlocal frames
            for e in pygame.event.get():
                app.dispatch(e)
            app.frame(FRAME_MS)
            frames += 1

        def spend(seconds: float) -> None:
            """The learner reads or acts for ``seconds``: the table goes on meanwhile."""
            for _ in range(round(seconds * 1000 / FRAME_MS)):
                tick()

        while not coach.finished:
            if frames > 400_000:
                raise RuntimeError(f"{game_id}: stuck at step {coach.index} ({coach.step.text})")
            top = app.scenes.top
            if top is not scene:  # a screen between rounds: read, then closed
                interludes += 1
                interlude_s += args.interlude
                spend(args.interlude)
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                     scancode=0))
                tick()
                if app.scenes.top is top:
                    raise RuntimeError(f"{game_id}: Enter did not close {type(top).__name__}")
                continue
            step, index = coach.step, coach.index
            if coach.watching() or scene.tweens.animating or scene.fx.busy:
                tick()
                continue
            if read_done != index:  # the step's words, once (the partners may play on meanwhile)
                text = scene.names(tg(game_id, step.text)) + " " + (tg(game_id, step.title) if step.title else "")
                seconds = reading_seconds(text, lang, args.wpm, args.cpm) + args.find
                words += len(text.split()) if lang == "en" else len(text)
                read_done = index
                if args.shots:  # what the learner sees when the step's words come (settled: 3 frames on)
                    for _ in range(3):
                        tick()
                    pygame.image.save(app.screen, os.path.join(args.shots, f"{game_id}_{lang}_{index + 1:02d}.png"))
                read_s += seconds
                spend(seconds)
                continue
            want = coach.expected()
            if want is None:
                coach.next()
                tick()
                continue
            if not scene.my_turn:
                tick()
                continue
            seconds = args.act if coach.made == 0 else args.more
            act_s += seconds
            spend(seconds)
            if not scene.play(scene.session.state.str_to_action(want)):
                raise RuntimeError(f"{game_id}: {want!r} refused at step {index}")
            tick()
        learner = lesson.moves
        total = frames * FRAME_MS / 1000
        return {
            "steps": len(lesson.steps), "learner_moves": learner,
            "partner_moves": len(scene.session.record.actions) - learner,
            "wait_s": round(total - read_s - act_s - interlude_s, 1), "read_s": round(read_s, 1),
            "act_s": round(act_s, 1),
            "interludes": interludes, "interlude_s": round(interlude_s, 1),
            "text_size": words, "total_min": round(total / 60, 2),
        }
    finally:
        i18n.set_lang("en")
        app.close()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=GAMES, action="append")
    ap.add_argument("--lang", default="en,ja")
    ap.add_argument("--wpm", type=float, default=180.0)
    ap.add_argument("--cpm", type=float, default=450.0)
    ap.add_argument("--find", type=float, default=2.0)
    ap.add_argument("--act", type=float, default=5.0)
    ap.add_argument("--more", type=float, default=1.5)
    ap.add_argument("--interlude", type=float, default=15.0)
    ap.add_argument("--shots", metavar="DIR", help="save what each step looks like when its words come")
    args = ap.parse_args(argv)
    if args.shots:
        os.makedirs(args.shots, exist_ok=True)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-lesson-time-"))
    out = {"model": {k: getattr(args, k) for k in ("wpm", "cpm", "find", "act", "more", "interlude")},
           "goal_min": [5, 8], "lessons": {}}
    for game_id in args.game or GAMES:
        for lang in args.lang.split(","):
            out["lessons"][f"{game_id}/{lang}"] = measure(game_id, lang, args)
            print(json.dumps({f"{game_id}/{lang}": out["lessons"][f"{game_id}/{lang}"]}), file=sys.stderr)
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
