"""Lost Cities' guided first game ("Learn to play"): one short expedition against a scripted partner.

The deal (seed 4378, two players, the short game, the learner starts) and the partner's moves are
fixed so that, in seventeen turns, the learner meets every core rule in this order: play,
draw, start a path with the researcher (double points) and with an adventurer, rising values,
a victory-point tile, taking a card from a discard pile, the "advance 1" tile (and a chain of
two), statues, the bridge, discarding a card that no longer fits, and the fifth crossing that
ends the expedition, then the scoring. Each step's words are ``lesson.*`` keys of ``text.py``.
"""

from __future__ import annotations

from tabletop.engine.lesson import Lesson, Step

#: the partner's moves, in order (a race along yellow, blue, green and orange; one green 10 discarded)
PARTNER = (
    "play y0 res", "draw deck", "play y4", "arrow y", "draw deck", "discard g10", "draw deck",
    "play y6", "arrow y", "draw deck", "play y10", "draw deck", "play b0 adv", "draw deck",
    "play b1", "draw deck", "play b6", "draw deck", "play b8", "draw deck", "play b10", "arrow y",
    "draw deck", "play g2 adv", "draw deck", "play g3", "draw deck", "play g4", "draw deck",
    "play g6", "arrow b", "draw deck", "play r1 adv", "draw deck", "play r2", "arrow b", "draw deck",
)

LESSON = Lesson(
    game="lost_cities",
    players=2,
    seed=4378,
    options={"game_length": "short", "first_player": 0},
    opponents=PARTNER,
    steps=(
        Step("lesson.goal", point=("zone", "board"), title="lesson.goal.title"),
        Step("lesson.turn", point=("zone", "hand"), title="lesson.turn.title"),
        Step("lesson.researcher", expect=("play g0 res", "draw deck"), title="lesson.researcher.title"),
        Step("lesson.partner", point=("zone", "partner"), title="lesson.partner.title"),
        Step("lesson.rising", expect=("play g7", "draw deck"), title="lesson.rising.title"),
        Step("lesson.vp", expect=("play g8", "draw deck"), title="lesson.vp.title"),
        Step("lesson.adventurer", expect=("play n1 adv",), title="lesson.adventurer.title"),
        Step("lesson.take", expect=("draw g",), title="lesson.take.title"),
        Step("lesson.arrow", expect=("play g10", "arrow g", "draw deck"), title="lesson.arrow.title"),
        Step("lesson.equal", expect=("play n1", "draw deck")),
        Step("lesson.statue", expect=("play n2", "draw deck"), title="lesson.statue.title"),
        Step("lesson.onward", expect=("play n5", "draw deck", "play n5", "draw deck", "play n6", "draw deck")),
        Step("lesson.bridge", point=("zone", "crossed"), title="lesson.bridge.title"),
        Step("lesson.cross", expect=("play n9", "arrow g", "arrow g", "draw deck")),
        Step("lesson.third", expect=("play y0 adv", "draw deck")),
        Step("lesson.yellow", expect=("play y3", "arrow y", "draw deck", "play y5", "arrow y", "draw deck")),
        Step("lesson.discard", expect=("discard n8", "draw deck"), title="lesson.discard.title"),
        Step("lesson.last", expect=("play y8", "draw deck")),
        Step("lesson.end", expect=("play y9",), title="lesson.end.title"),
        Step("lesson.score", point=("zone", "score"), title="lesson.score.title"),
    ),
)
