"""Shared widgets: a disabled button looks disabled whatever its style."""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.widgets import Button


def _fill(style: str, enabled: bool):
    surf = pygame.Surface((200, 60))
    surf.fill(theme.FELT)
    Button((0, 0, 200, 60), "", lambda: None, style=style, enabled=enabled).draw(surf)
    return tuple(surf.get_at((100, 8)))[:3]  # the button's face, clear of its (empty) label


def test_a_disabled_button_looks_the_same_in_every_style_and_is_not_coloured():
    pygame.init()
    disabled = {_fill(style, False) for style in ("primary", "secondary", "danger")}
    assert len(disabled) == 1  # a disabled Delete is not orange, a disabled Start not gold
    r, g, b = disabled.pop()
    assert max(r, g, b) - min(r, g, b) < 24  # grey-green like the felt, no accent colour
    assert _fill("danger", True) != _fill("danger", False)


def test_menu_tiles_write_ranges_with_one_dash_style_per_language(home):
    from tabletop.engine import registry
    from tabletop.scenes.menu import GameTile
    from tabletop.ui import i18n
    from tabletop.ui.i18n import t

    import tabletop.games  # noqa: F401

    try:
        for lang, dash, other in (("ja", "〜", "–"), ("en", "–", "〜")):
            i18n.set_lang(lang)
            for spec in registry.all_games():
                tile = GameTile((0, 0, 260, 230), spec, lambda: None)
                lo, hi = spec.minutes
                texts = [tile.players_text(), t("menu.length", minutes=t("menu.range", lo=lo, hi=hi))]
                assert all(other not in x for x in texts) and dash in texts[1], texts
    finally:
        i18n.set_lang("en")
