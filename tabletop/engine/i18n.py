"""String catalogs (ja, en) keyed by id. Pure Python: rules use it for action descriptions.

Each namespace (``"ui"``, or a game id) registers one dict per language::

    register("ui", {"en": {"menu.quit": "Quit"}, "ja": {"menu.quit": "終了"}})
    tr("ui", "menu.quit", "ja")  # -> "終了"

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
