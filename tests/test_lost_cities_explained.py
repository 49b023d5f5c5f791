"""What a newcomer meets first in Lost Cities is explained in plain words (play-test, issue 35):
the tiles on the board, the partner's pile strip, the options; and the rules screen badges as
"reconstructed" only the sections that state a rule this app decided."""
from tabletop.games.lost_cities import text
from tabletop.games.lost_cities.rules import GAME


def test_the_first_lesson_step_explains_the_tiles_and_the_partner_step_the_strip():
    for lang, cat in (("en", text.LESSON_EN), ("ja", text.LESSON_JA)):
        goal, partner = cat["lesson.goal"], cat["lesson.partner"]
        assert all(w in goal for w in ("5", "10", "15")), lang
        assert ("arrow" in goal and "artifact tile" in goal) or ("矢印" in goal and "彫像タイル" in goal), lang
        assert "…" in partner, lang  # the elided earlier cards of a pile


def test_options_speak_plain_words():
    for cat in (text.EN, text.JA):
        for key, s in cat.items():
            if key.startswith("option."):
                low = s.lower()
                assert "rulebook" not in low and "ルール）" not in s and "artifact table" not in low, key
                assert "得点表" not in s, key


def test_only_sections_with_decided_rules_are_badged():
    for lang in ("en", "ja"):
        sections = GAME.rules_summary(lang)
        goal, scoring = sections[0], sections[6]
        assert not goal.reconstructed  # the goal states only printed rules
        assert scoring.reconstructed   # the zero floor and the shared victory were decided here
        # the tie rule (shared victory: decided) is stated in a badged section, not in the goal
        assert ("shared" in scoring.body) if lang == "en" else ("分け合います" in scoring.body)
        assert "shared" not in goal.body and "分け合" not in goal.body
        assert sum(s.reconstructed for s in sections) == len(sections) - 1
