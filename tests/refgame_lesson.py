"""A guided first game of the reference game (tests only): the pattern of games/<id>/lesson.py."""

from tabletop.engine.lesson import Lesson, Step

LESSON = Lesson(
    game="ref",
    players=2,
    seed=3,
    options={"rounds": 2},
    opponents=("play r05",),  # then the rule-based player, with fixed seeds
    steps=(
        Step("lesson.intro", point=("zone", "table")),
        Step("lesson.high", expect=("play b09",)),
        Step("lesson.keep", expect=("keep",)),
        Step("lesson.last", expect=("play r02",)),
    ),
)
