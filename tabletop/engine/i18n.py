"""String catalogs (ja, en) keyed by id. Pure Python: rules use it for action descriptions.

Each namespace (``"ui"``, or a game id) registers one dict per language::

    register("ui", {"en": {"menu.quit": "Quit"}, "ja": {"menu.quit": "終了"}})
    tr("ui", "menu.quit", "ja")  # -> "終了"

Seats: rules never know the players' names, so a text that names a seat uses
:func:`seat_ref` (a marker) and whoever shows the text fills in the names with
:func:`fill_seats` (the session does it for the game log, the table for prompts).

Formatting uses ``str.format`` with keyword arguments; ``[[n|card|cards]]`` is the first word
when the argument ``n`` is 1, else the second ("{n} [[n|card|cards]]"). A missing key falls back to
English, then to the key itself (never crashes a frame); ``tests/test_i18n.py`` checks
that every namespace has the same keys in every language.
"""

from __future__ import annotations

import locale
import os
import re
from typing import Mapping

LANGS = ("en", "ja")
_CATALOGS: dict[str, dict[str, dict[str, str]]] = {}


def register(namespace: str, catalogs: Mapping[str, Mapping[str, str]]) -> None:
    for lang in catalogs:
        if lang not in LANGS:
            raise ValueError(f"unknown language {lang!r} in catalog {namespace!r}")
    ns = _CATALOGS.setdefault(namespace, {lang: {} for lang in LANGS})
    for lang, table in catalogs.items():
        ns[lang].update(table)


def namespaces() -> dict[str, dict[str, dict[str, str]]]:
    return _CATALOGS


_PLURAL = re.compile(r"\[\[(\w+)\|([^|\]]*)\|([^\]]*)\]\]")


def tr(namespace: str, key: str, lang: str, /, **fmt) -> str:
    ns = _CATALOGS.get(namespace, {})
    text = ns.get(lang, {}).get(key)
    if text is None:
        text = ns.get("en", {}).get(key, key)
    if fmt:
        if "[[" in text:
            text = _PLURAL.sub(lambda m: m[2] if fmt.get(m[1]) == 1 else m[3], text)
        try:
            return text.format(**fmt)
        except (KeyError, IndexError, ValueError):
            return text
    return text


_SEAT_REF = re.compile("\u27e6(\\d+)\u27e7")


def seat_ref(seat: int) -> str:
    """A marker naming seat ``seat`` (0-based) in a text; :func:`fill_seats` puts the name in."""
    return f"\u27e6{int(seat)}\u27e7"


def fill_seats(text: str, names) -> str:
    """``text`` with every :func:`seat_ref` marker replaced by ``names[seat]`` (a sequence or a
    callable); a seat without a name reads "Player N" (1-based), never the raw marker."""
    if "\u27e6" not in text:
        return text

    def name(m: re.Match) -> str:
        seat = int(m[1])
        try:
            return names(seat) if callable(names) else names[seat]
        except (IndexError, KeyError, TypeError):
            return f"Player {seat + 1}"

    return _SEAT_REF.sub(name, text)


def lang_from_locale(env: Mapping[str, str] | None = None) -> str:
    """'ja' when the OS locale is Japanese, else 'en'."""
    env = os.environ if env is None else env
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = env.get(var)
        if value:
            return "ja" if value.lower().startswith("ja") else "en"
    try:
        loc = locale.getlocale()[0] or ""
    except ValueError:
        loc = ""
    return "ja" if loc.lower().startswith("ja") else "en"
