"""CJK-aware line breaking with kinsoku, on the bundled font."""

import pytest

from tabletop.ui import text
from tabletop.ui import text as text_mod
from tabletop.ui.fonts import font


@pytest.fixture(scope="module")
def f():
    return font(18)


def test_latin_breaks_at_spaces(f):
    lines = text.wrap("the quick brown fox jumps over the lazy dog " * 3, 200, f)
    assert len(lines) > 1
    assert all(f.size(line)[0] <= 200 for line in lines)
    assert " ".join(lines).split() == ("the quick brown fox jumps over the lazy dog " * 3).split()


def test_japanese_breaks_between_characters(f):
    s = "日本語の文章は単語の間に空白がないので、どの文字の間でも改行できます。"
    lines = text.wrap(s, 150, f)
    assert len(lines) > 2
    assert "".join(lines) == s
    assert all(f.size(line)[0] <= 150 + f.size("。")[0] for line in lines)


@pytest.mark.parametrize("width", range(70, 320, 9))
def test_a_katakana_word_is_not_broken_where_it_fits_on_a_line(f, width):
    s = "手札のカードを1枚プレイしてください。このラウンドはジャンクションとコンベンションセンターが強い。"
    lines = text.wrap(s, width, f)
    assert "".join(lines) == s
    # a long katakana word may break (no gap at the end of a line), a short one not
    assert text.tokens("アクションカード") == list("アクションカード")
    for word in ("カード", "プレイ", "ラウンド"):
        if f.size(word)[0] <= width:  # it fits on a line of its own: it is never cut (カー / ド)
            assert any(word in line for line in lines), (word, lines)


@pytest.mark.parametrize("width", range(60, 320, 7))
def test_kinsoku_no_line_starts_with_closing_punctuation(f, width):
    s = "「はい」と彼は言った。それから、少し考えて（たぶん）うなずいた！本当に？ええ、そうです。"
    lines = text.wrap(s, width, f)
    assert "".join(lines) == s
    for line in lines[1:]:
        assert line[0] not in "。、」）！？", (width, lines)
    for line in lines[:-1]:
        assert line[-1] not in "「（", (width, lines)


def test_newlines_and_empty_paragraphs_are_kept(f):
    assert text.wrap("a\n\nb", 500, f) == ["a", "", "b"]


def test_overlong_word_is_split(f):
    lines = text.wrap("x" * 200, 100, f)
    assert "".join(lines) == "x" * 200
    assert all(f.size(line)[0] <= 100 for line in lines)


def test_mixed_text(f):
    s = "Lost Citiesは5色の探検を進めるゲームです。Draw a card from the deck."
    lines = text.wrap(s, 180, f)
    assert "".join(lines).replace(" ", "") == s.replace(" ", "")


def test_render_fit_keeps_what_fits_shrinks_then_cuts():
    short = text.render_fit("Random", 18, (255, 255, 255), 200)
    assert short.get_size() == text.render("Random", 18).get_size()
    long = "Standard (reconstructed)"
    full = font(18).size(long)[0]
    shrunk = text.render_fit(long, 18, (255, 255, 255), full - 10, min_size=14)
    assert shrunk.get_width() <= full - 10
    assert shrunk.get_width() == font(text_size := next(s for s in range(18, 13, -1)
                                                        if font(s).size(long)[0] <= full - 10)).size(long)[0]
    assert text_size < 18
    cut = text.render_fit(long, 18, (255, 255, 255), 60, min_size=14)
    assert cut.get_width() <= 60
    assert cut.get_width() == font(14).size(next(long[:n] + "…" for n in range(len(long), -1, -1)
                                                  if font(14).size(long[:n] + "…")[0] <= 60))[0]


def test_turn_banner_shrinks_then_breaks_in_two_then_cuts_never_clips():
    from tabletop.ui import theme
    from tabletop.ui.table import banner_lines

    width = 688  # the space left of the HUD's buttons
    bold = font(theme.XS, True)
    short = banner_lines("AI 2 is thinking.", width)
    assert len(short) == 1 and short[0].get_size() == text.render("AI 2 is thinking.", theme.M, theme.TEXT, True).get_size()
    head, prompt = "あなたの番です(プレイヤー1)", "使う道カードかアクションカードを選ぶか、1〜2枚捨てることを選んでください。"
    assert font(theme.S, True).size(head + " — " + prompt)[0] > width  # too long for one line
    two = banner_lines(head + " — " + prompt, width)
    assert [line.get_width() for line in two] == [bold.size(head)[0], bold.size(prompt)[0]]
    huge = banner_lines(head + " — " + prompt * 3, width)
    assert len(huge) == 2 and all(line.get_width() <= width for line in huge)
    assert huge[1].get_width() > width - bold.size("選…")[0]  # the second line is filled, then cut with "…"


def test_no_catalog_text_breaks_against_kinsoku_at_any_width():
    """No wrapped line of any text the app shows starts with closing punctuation or ends with an
    opening bracket, whatever stands beside it (a digit, a Latin word, a kana)."""
    import importlib

    from tabletop.engine import i18n as engine_i18n
    from tabletop.ui import strings  # noqa: F401  (registers the ui catalog)
    from tabletop.ui.fonts import font
    from tabletop.ui.text import NO_LINE_END, NO_LINE_START

    for gid in ("lost_cities", "lost_legacy", "the_city", "pyramid_raiders", "lost_mines"):
        importlib.import_module(f"tabletop.games.{gid}.text")
    bad = []
    for ns, catalogs in engine_i18n.namespaces().items():
        for text in catalogs["ja"].values():
            for size in (14, 18):
                f = font(size)
                for width in range(180, 640, 53):
                    lines = text_mod.wrap(text, width, f)
                    if len(lines) < 2:
                        continue
                    for line in lines:
                        if line and (line[0] in NO_LINE_START or line[-1] in NO_LINE_END):
                            bad.append((ns, line))
    assert not bad, bad[:5]


def test_kinsoku_pulls_a_latin_word_or_number_down_with_the_punctuation():
    from tabletop.ui.fonts import font

    f = font(14)
    text = "マイナス（-20、-15、-10）のマスとプラス（5、10、15）のマス"
    for width in range(60, 400, 7):
        for line in text_mod.wrap(text, width, f):
            assert line[:1] not in "、）" and line[-1:] != "（", (width, line)


def test_a_japanese_paragraph_never_ends_on_a_line_of_one_or_two_characters():
    """'裏返せま / す。' left 'す。' alone (seen by a tester): the line before gives a few
    characters down, as many lines as before, each within the width, kinsoku kept."""
    from tabletop.ui.text import NO_LINE_END, NO_LINE_START

    f = font(18)
    text = "カード2をスロットにドラッグしましょう。2歩進み、その後に転向タイルを裏返せます。"
    widows = 0
    for width in range(200, 420, 2):
        plain = text_mod._wrap_para(text, width, f)
        lines = text_mod.wrap(text, width, f)
        widows += text_mod._widow(plain[-1])
        assert len(lines) == len(plain) and "".join(lines) == "".join(plain)
        assert all(f.size(line)[0] <= width for line in lines)
        assert not text_mod._widow(lines[-1]), (width, lines)
        assert not any(line[0] in NO_LINE_START or line[-1] in NO_LINE_END for line in lines[1:])
    assert widows  # the text does leave a widow at some width without the rule
    # English keeps a short last word as it is
    assert text_mod.wrap("Drag card 2 onto your slot: two steps, then flip it.", 200, f) == \
        text_mod._wrap_para("Drag card 2 onto your slot: two steps, then flip it.", 200, f)


def test_a_short_name_in_quotes_stays_on_one_line():
    """「交換しな / い」 split a button's name across lines (a tester); a long quote may still break."""
    f = font(18)
    text = "今は剣士のほうが役に立ちます。「交換しない」を押しましょう。"
    for width in range(f.size("「交換しない」")[0], 420, 3):  # wherever the name fits on a line
        lines = text_mod.wrap(text, width, f)
        assert any("「交換しない」" in line for line in lines), (width, lines)
    long = "「" + "あ" * 20 + "」"
    assert len(text_mod.wrap(long, 120, f)) > 1
