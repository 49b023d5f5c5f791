"""Saboteur: The Lost Mines, the guided first game ("Learn to play"): one table.

Three dwarves; Partner 1 starts round 1, the learner plays third. The deal (seed 9737) makes the
learner a loyal blue dwarf beside a yellow saboteur (Partner 1) and a selfish blue dwarf
(Partner 2). The partners wait while the introduction (steps 1-3) is read (``hold``), then lay
the tunnel along rows 2 and 3 while the learner joins it, walks, peeks at mine 1 (the dragon),
discards, and walks into mine 2 (gold, two gold treasures to choose from). Partner 1 then
proposes to end the round (option ``earlyEndByAgreement``), the learner agrees, and round 1's
split shows the saboteur sharing the blue pool: the coach tells it on the round's results screen
itself (``ROUND_NOTES``), where the split is shown, not behind it. Round 2 deals new dwarf cards
(its first words are read before the partners play on): the learner is now a blue saboteur
beside two yellow dwarves. The learner makes a saboteur's move (lengthens the yellow tunnel; the
dwarf has nowhere to walk, so the turn ends), the partners block the blue start with an obstacle
(a straight with a hole) and a troll (told once they have played: ``wait``, pointing at both),
and the learner ends the round by agreement (the coach says a real saboteur would wait): the
game's final scoring. The partners' every move is scripted.
"""

from tabletop.engine.lesson import Lesson, Step

#: what the coach says on a round's results screen (round number -> catalog key, and its heading)
ROUND_NOTES = {1: ("lesson.split", "lesson.split.title")}

LESSON = Lesson(
    game="lost_mines",
    players=3,
    seed=9737,
    options={"firstPlayer": "CHOSEN", "firstSeat": 2, "earlyEndByAgreement": True},
    opponents=(
        # round 1: the partners lay the tunnel toward mine 2 and stay at their starts
        "card X", "path X 1 1 0", "card X", "path X 2 1 0", "stop",
        "card TV", "path TV 4 1 180", "card TV", "path TV 4 2 0", "stop",
        "card TH.r", "path TH.r 5 2 0", "card TH", "path TH 6 2 0", "stop",
        "card IH.r", "path IH.r 8 2 0", "card X.r", "path X.r 9 2 0", "stop",
        "propose", "yes",
        # round 2: the yellow partners dig from the yellow start, then block the blue start
        "card X", "path X 1 5 0", "stop",
        "card IH.h", "path IH.h 1 1 0", "stop", "card troll", "troll 0 0 0 1", "stop",
        "yes", "yes",
    ),
    steps=(
        Step("lesson.welcome", point=("zone", "starts"), title="lesson.welcome.title", hold=True),
        Step("lesson.dwarf", point=("zone", "me"), title="lesson.dwarf.title", hold=True),
        Step("lesson.goal", point=("zone", "slots"), title="lesson.goal.title", hold=True),
        Step("lesson.lay", expect=("card IH", "path IH 3 1 0"), title="lesson.lay.title"),
        Step("lesson.walk", expect=("step 1 1", "step 2 1", "step 3 1"), title="lesson.walk.title"),
        Step("lesson.info", expect=("card info_md", "info info_md mine 0"), title="lesson.info.title"),
        Step("lesson.dragon", point=("zone", "mine1"), title="lesson.dragon.title"),
        Step("lesson.walk2", expect=("step 4 1", "step 4 2"), title="lesson.walk2.title"),
        Step("lesson.lay2", expect=("card X", "path X 7 2 0"), title="lesson.lay2.title"),
        Step("lesson.rock", expect=("step 5 2", "step 6 2", "step 7 2"), title="lesson.rock.title"),
        Step("lesson.discard", expect=("discard", "discard storm"), title="lesson.discard.title"),
        Step("lesson.mine", expect=("step 8 2", "step 9 2", "step 10 2"), title="lesson.mine.title"),
        Step("lesson.take", expect=("take 1",), title="lesson.take.title"),
        Step("lesson.kept", point=("zone", "slots"), title="lesson.kept.title"),
        Step("lesson.vote", expect=("yes",), title="lesson.vote.title"),
        Step("lesson.round2", point=("zone", "me"), title="lesson.round2.title", hold=True),
        Step("lesson.lay3", expect=("card X", "path X 2 5 0"), title="lesson.lay3.title"),
        Step("lesson.blocked", point=("zone", "barred"), title="lesson.blocked.title", wait=True),
        Step("lesson.propose", expect=("propose",), title="lesson.propose.title"),
        Step("lesson.end", title="lesson.end.title", wait=True),
    ),
)
