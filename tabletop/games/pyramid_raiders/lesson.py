"""Pyramid Raiders' guided first game ("Learn to play"): one table of steps.

Six raiders, so the game lasts 7 rounds; seed 53 deals the learner (seat 0, who starts) the
Spring Boots. The first four rounds are guided; in order they bring up: entering at the edge,
secret action cards, exact walks and taking the token you stop on (pillars and puddles), the
guardian's sight and walk (it catches an opponent in round 1 and takes the token where it stops),
pushing (round 2, with the turn tile on card 2), the item (a jump in round 3, then card 1 turns
the guardian), the 4 and 5 speeding the guardian up (round 4: an opponent pushes the learner
first; a scroll). The last step explains the scoring on the learner's own haul and that the cards
come back in round 6; the learner plays the last three rounds alone (the opponents are then the
rule-based player). ``bench/lesson_time.py`` puts the guided part at about 6.4 minutes (en, ja).

The partners' moves are all scripted (``OPPONENTS``, round by round), so the lesson does not
depend on how the rule-based players decide; ``tests/test_lesson_pyramid_raiders.py`` replays it
through the rules (:func:`tabletop.engine.lesson.check`).
"""

from __future__ import annotations

from tabletop.engine.lesson import Lesson, Step

#: the five partners' moves, round by round (their card choices, walks, pushes, icons, returns)
OPPONENTS = (
    # round 1: they enter at the top; Partner 3 is caught by the guardian
    "place 1,-4; place 3,-4; place -1,-3; place 4,-3; place -3,-1; card 1; card 1; card 1; card 1; "
    "card 5; step -4,0; face NE; step 4,-4; face W; step -1,-2; take -1,-3; face W; walk; step 2,-3; "
    "face W; walk; step 2,-4; step 2,-3; push 2,-2; step 1,-3; step 1,-4; step 0,-4; place 2,2",
    # round 2: Partner 1 walks next to the learner (to be pushed)
    "card 3; card 2; card 2; card 2; card 1; step -4,1; step -4,2; step -3,2; step 4,-3; step 4,-2; "
    "flip; step 3,1; step 2,1; take 2,1; keep; walk; step 2,-3; step 2,-4; keep; step 1,-4; face SE",
    # round 3
    "card 3; card 3; card 3; card 2; card 4; step 4,-1; step 4,0; step 3,1; step 1,2; step 0,2; step "
    "-1,3; take -1,3; walk; step 2,-3; step 2,-2; step 3,-2; step 2,-4; step 3,-4; flip; step -3,1; "
    "step -2,0; step -1,0; step 0,-1",
    # round 4: Partner 3 pushes the learner into the middle
    "card 4; card 4; card 3; card 2; card 4; step 0,2; push 0,1; step 0,1; push 0,0; step -1,1; step "
    "-1,0; walk; step 4,-3; step 4,-2; step 3,-1; step 2,0; step 2,-3; step 2,-2; step 1,-1; step "
    "1,-1; push 0,0; step 2,-2; keep; step 4,0; step 4,-1; step 4,-2; step 4,-3; place 4,-2; place "
    "4,-1; place 3,1",
    # round 5, played on by the learner alone: the partners' moves before the learner's walk
    "walk; step 3,-1; step 4,-1; push 4,0; step 4,0; push 3,1; push 2,1; step 3,1; push 2,1; push "
    "2,0; step 2,2; step 3,-1; step 4,-2; push 3,-2; step 4,-1; step 4,0",
)

LESSON = Lesson(
    game="pyramid_raiders",
    players=6,
    seed=53,
    options={"start_player": "seat0"},
    opponents=tuple(m.strip() for rnd in OPPONENTS for m in rnd.split(";")),
    steps=(
        Step("lesson.intro", point=("zone", "board"), title="lesson.intro.title", hold=True),
        Step("lesson.enter", expect=("place -2,-2",), title="lesson.enter.title"),
        # round 1: a card, an exact walk, the token
        Step("lesson.card3", expect=("card 3",), title="lesson.card3.title"),
        Step("lesson.walk", expect=("step -2,-1", "step -2,0", "step -3,1"), title="lesson.walk.title"),
        Step("lesson.guardian", point=("zone", "guardian"), title="lesson.guardian.title"),
        # round 2: a push, the turn tile
        Step("lesson.card2", expect=("card 2",), title="lesson.card2.title"),
        Step("lesson.push", expect=("step -3,2",), title="lesson.push.title"),
        Step("lesson.push_where", expect=("push -4,2", "step -2,2")),
        Step("lesson.flip", expect=("flip",), title="lesson.flip.title"),
        # round 3: the item, card 1
        Step("lesson.item", point=("zone", "item"), title="lesson.item.title"),
        Step("lesson.card1", expect=("card 1",)),
        Step("lesson.jump", expect=("step 0,2",)),
        Step("lesson.face", expect=("face NE",), title="lesson.face.title"),
        # round 4: the guardian's bonus, being pushed, a scroll
        Step("lesson.card4", expect=("card 4",), title="lesson.card4.title"),
        Step("lesson.wait", point=("zone", "bonus")),
        Step("lesson.scroll", expect=("step 1,0", "step 1,2", "step 1,3", "step 0,4"), title="lesson.scroll.title"),
        # then: the cards come back, two more rounds, the scoring (the learner plays on freely)
        Step("lesson.score", point=("zone", "score"), title="lesson.score.title"),
    ),
)
