"""The UI's current language and a short ``t()`` for the ``ui`` catalog."""

from __future__ import annotations

from ..engine import i18n
from . import strings  # noqa: F401  (registers the "ui" catalog)

_lang = "en"


def set_lang(lang: str) -> None:
    global _lang
    if lang not in i18n.LANGS:
        raise ValueError(f"unknown language {lang!r}")
    _lang = lang


def lang() -> str:
    return _lang


def t(key: str, **fmt) -> str:
    """Text of ``key`` in the ``ui`` catalog, in the current language."""
    return i18n.tr("ui", key, _lang, **fmt)


def tg(namespace: str, key: str, **fmt) -> str:
    """Text of ``key`` in another namespace (a game's catalog), in the current language."""
    return i18n.tr(namespace, key, _lang, **fmt)
