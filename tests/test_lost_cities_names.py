"""Lost Cities calls each thing by one name, in English and in Japanese (issue 35, play-test):
artifact tiles on the board become artifact chips at the end; VP tiles are VP tiles everywhere."""
import re

from tabletop.games.lost_cities import text


def _english() -> dict[str, str]:
    return {**text.EN, **text.TABLE_EN, **text.ADVICE_EN, **text.LESSON_EN}


def _japanese() -> dict[str, str]:
    return {**text.JA, **text.TABLE_JA, **text.ADVICE_JA, **text.LESSON_JA}


def test_english_has_one_name_for_artifacts_and_vp_tiles():
    for key, s in _english().items():
        low = s.lower()
        assert "statue" not in low, key
        # an artifact is always an "artifact tile" (on the board) or an "artifact chip" (kept)
        for m in re.finditer(r"artifacts?\b(?! (tiles?|chips?|table|\[\[chips))", low):
            raise AssertionError(f"{key}: bare '{m.group(0)}' in {s!r}")
        assert not re.search(r"\d+-point tile|point tiles?", low), key


def test_japanese_has_one_name_for_artifacts_and_vp_tiles():
    for key, s in _japanese().items():
        for m in re.finditer(r"彫像(?!タイル|チップ)", s):
            raise AssertionError(f"{key}: bare 彫像 in {s!r}")
        assert "ポイントのタイル" not in s, key


def test_the_space_tooltip_and_the_coach_agree_on_doubling():
    # the researcher doubles the points of the space it stands on, never a VP tile: the texts say which
    en, ja = _english(), _japanese()
    assert "space" in en["tip.step"].lower() and "マス" in ja["tip.step"]
    assert "never doubled" in en["tip.tile.vp"] and "researcher" in en["tip.tile.vp"]
    assert "2倍になりません" in ja["tip.tile.vp"]
    assert "space" in en["lesson.vp"] and "never a VP tile" in en["lesson.vp"]
    assert "マスの点だけ" in ja["lesson.vp"]
