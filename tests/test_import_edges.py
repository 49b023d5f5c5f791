"""The edges of the house (issue 36 point 5): the screens do not import the app that hosts them
(``scene_for`` and friends live in ``tabletop.scenes``, below both)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

SCENES = Path(__file__).resolve().parent.parent / "tabletop" / "scenes"


def imported_modules(path: Path) -> set[str]:
    """Every module a file imports, anywhere in it (lazy imports inside functions too), as absolute names."""
    out = set()
    package = "tabletop.scenes"
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[: len(base) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module
            out.add(mod)
            out.update(f"{mod}.{a.name}" for a in node.names)
    return out


def test_no_screen_imports_the_app():
    offenders = {p.name: sorted(m for m in imported_modules(p) if m == "tabletop.app" or m.startswith("tabletop.app."))
                 for p in sorted(SCENES.glob("*.py"))}
    assert not {k: v for k, v in offenders.items() if v}


def test_the_check_sees_a_lazy_import_of_the_app(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("def f():\n    from ..app import App\n    return App\n", encoding="utf-8")
    assert "tabletop.app" in imported_modules(bad)


def test_importing_and_building_the_menu_does_not_load_the_app():
    code = (
        "import os, sys, tempfile\n"
        "os.environ['SDL_VIDEODRIVER'] = 'dummy'; os.environ['SDL_AUDIODRIVER'] = 'dummy'\n"
        "os.environ['TABLETOP_HOME'] = tempfile.mkdtemp()\n"
        "import pygame\n"
        "from tabletop.games import register_all\n"
        "register_all()\n"
        "from tabletop.scenes import menu, has_scene, scene_for\n"
        "from tabletop.engine import registry\n"
        "pygame.display.init(); pygame.font.init(); pygame.display.set_mode((1280, 720))\n"
        "class Host:\n"
        "    def toast(self, *a, **k): pass\n"
        "m = menu.MenuScene(Host())\n"
        "assert all(has_scene(s) for s in registry.all_games())\n"
        "print('tabletop.app' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "False"
