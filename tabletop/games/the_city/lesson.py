"""The City's guided first game ("Learn to play"): one fixed deal, read as one table.

Two players, seed 49, a short game to 20 VP (a real one goes to 50). You are dealt House,
School, Cinema, Freeway interchange, Town villa, Research center and Subway; the other seat's
moves are the script below (its rule-based play on this deal, written out so the lesson never
changes when the AI does). In six rounds every core rule comes up in order:

====  =========================================================  =====================================
round you                                                        teaches
====  =========================================================  =====================================
0     discard Research center and Subway                         the setup discard
1     House, paid with the Cinema                                building, paying with cards, income
2     School (needs the House), paid with the interchange        prerequisites, VP on the track
3     Town villa, 2 cheaper thanks to the School                 discounts
4     only a Business center in hand: give up, keep a School     giving up building
5     the Architect                                              the Architect
6     a second Town villa: 12 VP this round, 29 in all           the end (20 here, 50 in a real game)
====  =========================================================  =====================================

The words are the catalog's ``lesson.*`` keys (text.py); ``point`` names the places of the
table the scene's ``coach_zones`` knows.
"""

from __future__ import annotations

from tabletop.engine.lesson import Lesson, Step

TARGET = 20  # this lesson's goal; a real game's is 50

LESSON = Lesson(
    game="the_city",
    players=2,
    seed=49,
    options={"target_vp": TARGET},
    opponents=(
        "open kino boutique",            # setup
        "architect",                     # round 1
        "build wohnsiedlung", "pay industriegebiet",   # round 2
        "build parkanlage", "pay supermarkt",          # round 3
        "build marktcenter",             # round 4 (its three cards pay it)
        "build parkplatz",               # round 5 (free)
        "giveup", "keep industriegebiet",  # round 6
    ),
    steps=(
        Step("lesson.intro", point=("zone", "city"), title="lesson.intro.title"),
        Step("lesson.open", expect=("open forschungszentrum ubahn",), title="lesson.open.title"),
        Step("lesson.build", expect=("build wohnhaus",), title="lesson.build.title"),
        Step("lesson.pay", expect=("pay kino",), title="lesson.pay.title"),
        Step("lesson.reveal", point=("zone", "opponent"), title="lesson.reveal.title"),
        Step("lesson.income", point=("zone", "totals"), title="lesson.income.title"),
        Step("lesson.prereq", expect=("build schule",), title="lesson.prereq.title"),
        Step("lesson.pay2", expect=("pay autobahnkreuz",), title="lesson.pay2.title"),
        Step("lesson.vp", point=("zone", "track"), title="lesson.vp.title", wait=True),
        Step("lesson.summary", point=("zone", "summary"), title="lesson.summary.title", wait=True),
        Step("lesson.discount", expect=("build stadtvilla",), title="lesson.discount.title"),
        Step("lesson.stuck", point=("zone", "hand"), title="lesson.stuck.title", wait=True),
        Step("lesson.giveup", expect=("giveup",), title="lesson.giveup.title"),
        Step("lesson.keep", expect=("keep schule",), title="lesson.keep.title"),
        Step("lesson.architect", expect=("architect",), title="lesson.architect.title"),
        Step("lesson.villa", expect=("build stadtvilla",), title="lesson.villa.title"),
        Step("lesson.pay3", expect=("pay businesscenter",), title="lesson.pay3.title"),
        Step("lesson.end", point=("zone", "end"), title="lesson.end.title", wait=True),
        Step("lesson.next", title="lesson.next.title"),
    ),
)
