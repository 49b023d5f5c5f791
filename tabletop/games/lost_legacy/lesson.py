"""Lost Legacy's guided first game ("Learn to play"): one table, read top to bottom.

Three explorers with The Starship's 16 cards, the learner first. The deal (seed 197017) and the
partners' script make every card of the set come up once, in this order: the learner's Search
finds The Starship in the Ruins and leaves it there; Partner 1's Old Map adds a card to the
Ruins; Partner 2's Shadow Thief looks at the learner's hand and springs the Sneak Attack
(Partner 2 is out, its General passes to the learner); the learner's own Old Map (no shuffle:
the Starship stays where it was seen), General (the deck's top), Swordsman (a hand, no × card);
Partner 1's Sneak Attack (played, it does nothing) and Assault (looks at the learner's hand);
the last card drawn is the Fated Girl, number 1, kept while Assault is played; then the deck is
empty, the investigation calls 1 first and the learner reveals the Ruins card it knows.

A step the partners' moves follow says what the learner's own move did (Next), so the step that
talks about the partners' moves comes after they are made.
"""

from tabletop.engine.lesson import Lesson, Step

LESSON = Lesson(
    game="lost_legacy",
    players=3,
    seed=197017,
    options={"deck": "starship", "first": "random", "match": 1},
    opponents=(
        "play map", "noshuffle",            # Partner 1: the Ruins grow (not shuffled)
        "play thief", "seat 0",             # Partner 2 looks at the learner's Sneak Attack: out
        "play ambush",                      # Partner 1: a Sneak Attack played does nothing
        "play assault", "seat 0", "keep",   # Partner 1 looks at the learner's Swordsman
        "play search", "slot 1", "keep",    # Partner 1 looks at the Ruins (not the Starship)
    ),
    steps=(
        Step("lesson.goal", point=("zone", "legacy"), title="lesson.goal.title"),
        Step("lesson.table", point=("zone", "ruins")),
        Step("lesson.hand", point=("zone", "hand")),
        Step("lesson.search", expect=("play search",)),
        Step("lesson.search_slot", expect=("slot 0",)),
        Step("lesson.found", expect=("keep",)),
        Step("lesson.know", point=("zone", "know"), hold=True),
        Step("lesson.trap", point=("zone", "seat2"), title="lesson.trap.title", wait=True),
        Step("lesson.map", expect=("play map",)),
        Step("lesson.noshuffle", expect=("noshuffle",)),
        Step("lesson.map_done", point=("zone", "know")),
        Step("lesson.general", expect=("play general",)),
        Step("lesson.general_keep", expect=("keep",)),
        Step("lesson.general_done", point=("zone", "deck")),
        Step("lesson.sword", expect=("play sword",)),
        Step("lesson.sword_target", expect=("seat 1",)),
        Step("lesson.sword_seen", point=("zone", "deck")),
        Step("lesson.girl", expect=("play assault",), title="lesson.girl.title"),
        Step("lesson.assault_target", expect=("seat 1",)),
        Step("lesson.assault_keep", expect=("keep",)),
        Step("lesson.invest", expect=("slot 0",), title="lesson.invest.title"),
        Step("lesson.won", point=("zone", "slot1"), title="lesson.won.title"),
    ),
)
