"""String catalogs: every namespace has the same keys in every language; lookups and fallbacks."""

import importlib
import pkgutil
import string

import pytest

import tabletop.games
from tabletop.engine import i18n
from tabletop.ui import strings  # noqa: F401  (registers "ui")


def _load_all_catalogs():
    importlib.import_module("tabletop.save_text")
    for mod in pkgutil.iter_modules(tabletop.games.__path__):
        importlib.import_module(f"tabletop.games.{mod.name}")
    return i18n.namespaces()


def test_every_namespace_has_the_same_keys_in_every_language():
    cats = _load_all_catalogs()
    assert "ui" in cats
    for ns, langs in cats.items():
        keys = {lang: set(table) for lang, table in langs.items()}
        assert set(keys) == set(i18n.LANGS), ns
        missing = {lang: sorted(keys["en"] ^ k) for lang, k in keys.items() if k != keys["en"]}
        assert not missing, f"catalog {ns!r} differs between languages: {missing}"


#: placeholders a translation may leave out: ``{detail}`` is an English technical detail (a
#: parser's or the system's own message) that the English text quotes
MAY_OMIT = {"detail"}


def test_placeholders_match_between_languages():
    fmt = string.Formatter()
    for ns, langs in _load_all_catalogs().items():
        for key, en in langs["en"].items():
            want = {f for _, f, _, _ in fmt.parse(en) if f}
            for lang in i18n.LANGS:
                got = {f for _, f, _, _ in fmt.parse(langs[lang][key]) if f}
                assert got <= want and want - got <= MAY_OMIT, \
                    f"{ns}:{key} placeholders differ in {lang}: {got} vs {want}"


def test_no_empty_strings():
    for ns, langs in _load_all_catalogs().items():
        for lang, table in langs.items():
            assert all(v.strip() for v in table.values()), (ns, lang)


def test_lookup_formats_and_falls_back():
    i18n.register("t_fallback", {"en": {"a": "Hello {name}", "only_en": "E"}, "ja": {"a": "こんにちは{name}"}})
    assert i18n.tr("t_fallback", "a", "ja", name="花子") == "こんにちは花子"
    assert i18n.tr("t_fallback", "only_en", "ja") == "E"          # English fallback
    assert i18n.tr("t_fallback", "missing", "ja") == "missing"     # the key itself, never a crash
    assert i18n.tr("t_fallback", "a", "en") == "Hello {name}"      # missing argument: unformatted
    with pytest.raises(ValueError):
        i18n.register("t_bad", {"fr": {}})


def test_plural_words_follow_their_count():
    i18n.register("t_plural", {"en": {"paid": "paid {n} [[n|card|cards]]", "both": "[[a|one|many]] and [[b|x|ys]]"},
                               "ja": {"paid": "{n}枚支払い", "both": "{a}{b}"}})
    assert i18n.tr("t_plural", "paid", "en", n=1) == "paid 1 card"
    assert [i18n.tr("t_plural", "paid", "en", n=k) for k in (0, 2)] == ["paid 0 cards", "paid 2 cards"]
    assert i18n.tr("t_plural", "both", "en", a=1, b=3) == "one and ys"
    assert i18n.tr("t_plural", "paid", "ja", n=1) == "1枚支払い"
    for ns, langs in i18n.namespaces().items():           # no catalog text is left with "(s)"
        for lang, table in langs.items():
            assert not [k for k, v in table.items() if "card(s)" in v], (ns, lang)


@pytest.mark.parametrize("env,lang", [({"LANG": "ja_JP.UTF-8"}, "ja"), ({"LC_ALL": "ja_JP"}, "ja"),
                                      ({"LANG": "en_US.UTF-8"}, "en"), ({"LANG": "de_DE"}, "en"),
                                      ({"LC_ALL": "en_GB", "LANG": "ja_JP"}, "en")])
def test_language_from_locale(env, lang):
    assert i18n.lang_from_locale(env) == lang
