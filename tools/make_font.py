"""Subset Debian's Noto Sans CJK into the two bundled fonts (art/fonts/NotoSansJP-*.otf).

Run from the repository root::

    uv run --group tools python tools/make_font.py

Needs Debian's ``fonts-noto-cjk`` package (the OpenType collections in
/usr/share/fonts/opentype/noto/) and fontTools (the ``tools`` dependency group).
Also writes art/fonts/OFL.txt. Output is deterministic: the same inputs give
byte-identical files.

Character set: Latin, punctuation, UI symbols, kana, fullwidth forms, every
character of JIS X 0208 (rows 1-8 symbols/kana/Greek/Cyrillic, level-1 and
level-2 kanji), and every non-ASCII character found in a registered i18n catalog
or in a string literal of any ``tabletop/**/*.py`` file.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import io
import os
import pkgutil
import sys
import tokenize
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "art" / "fonts"
SRC_DIR = Path("/usr/share/fonts/opentype/noto")
DEBIAN_COPYRIGHT = Path("/usr/share/doc/fonts-noto-cjk/copyright")
FACE = "Noto Sans CJK JP"
JOBS = (("NotoSansCJK-Regular.ttc", "NotoSansJP-Regular.otf"),
        ("NotoSansCJK-Bold.ttc", "NotoSansJP-Bold.otf"))
SIZE_BUDGET = 4_500_000  # bytes per file; above it, level-2 kanji are dropped (catalog ones stay)

# Whole Unicode blocks (only the code points the font actually maps are kept).
RANGES = [
    (0x0020, 0x007E),  # Basic Latin
    (0x00A0, 0x00FF),  # Latin-1 Supplement
    (0x2000, 0x206F),  # General Punctuation
    (0x20A0, 0x20BF),  # Currency Symbols
    (0x2100, 0x214F),  # Letterlike Symbols (№ ℃ ™)
    (0x2150, 0x218F),  # Number Forms (⅓ Ⅰ Ⅱ)
    (0x2190, 0x21FF),  # Arrows
    (0x2200, 0x22FF),  # Mathematical Operators (− ≤ ≥ ≠ ∞)
    (0x2300, 0x23FF),  # Miscellaneous Technical (⌒ ⏎)
    (0x2460, 0x24FF),  # Enclosed Alphanumerics (① ②)
    (0x2500, 0x257F),  # Box Drawing
    (0x2580, 0x259F),  # Block Elements
    (0x25A0, 0x25FF),  # Geometric Shapes (■ □ ▲ △ ● ○ ◆ ◇)
    (0x2600, 0x26FF),  # Miscellaneous Symbols (★ ☆ ♠ ♣ ♥ ♦ ⚑)
    (0x2700, 0x27BF),  # Dingbats (✓ ✔ ✕ ✗)
    (0x2B00, 0x2BFF),  # Miscellaneous Symbols and Arrows (⬆ ⭐)
    (0x3000, 0x303F),  # CJK Symbols and Punctuation
    (0x3040, 0x309F),  # Hiragana
    (0x30A0, 0x30FF),  # Katakana
    (0x31F0, 0x31FF),  # Katakana Phonetic Extensions
    (0xFF00, 0xFFEF),  # Halfwidth and Fullwidth Forms (incl. halfwidth katakana)
    (0xFFFD, 0xFFFD),  # replacement character
]

KEEP_FEATURES = ["kern", "palt"]


def jis_x_0208(first_lead: int, last_lead: int) -> set[str]:
    """Characters of JIS X 0208 rows ``first_lead-0xA0``..``last_lead-0xA0`` via the euc_jp codec."""
    out = set()
    for lead in range(first_lead, last_lead + 1):
        for trail in range(0xA1, 0xFF):
            try:
                ch = bytes((lead, trail)).decode("euc_jp")
            except UnicodeDecodeError:
                continue
            if len(ch) == 1:
                out.add(ch)
    return out


def catalog_chars() -> tuple[set[str], list[str]]:
    """Characters of every registered catalog string (all languages), and the modules imported."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(ROOT))
    from tabletop.engine import i18n

    imported = []
    names = ["tabletop.ui.strings"]
    try:
        games = importlib.import_module("tabletop.games")
        names += [m.name for m in pkgutil.walk_packages(games.__path__, "tabletop.games.")]
    except ImportError:
        pass
    for name in sorted(set(names)):
        try:
            importlib.import_module(name)
            imported.append(name)
        except Exception as exc:  # a half-written module must not stop the font build
            if not (isinstance(exc, ModuleNotFoundError) and exc.name == name):
                print(f"  warning: could not import {name}: {exc!r}")
    chars = set()
    for ns in i18n.namespaces().values():
        for table in ns.values():
            for text in table.values():
                chars.update(text)
    return chars, imported


def source_literal_chars() -> set[str]:
    """Non-ASCII characters inside string literals of tabletop/**/*.py."""
    chars = set()
    for path in sorted((ROOT / "tabletop").rglob("*.py")):
        try:
            tokens = tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline)
            for tok in tokens:
                if tok.type == tokenize.STRING:
                    chars.update(c for c in tok.string if ord(c) > 0x7E)
        except (tokenize.TokenError, SyntaxError, UnicodeDecodeError) as exc:
            print(f"  warning: could not tokenize {path.relative_to(ROOT)}: {exc}")
    return chars


def wanted(level2: bool) -> tuple[set[int], set[str]]:
    base = {chr(cp) for lo, hi in RANGES for cp in range(lo, hi + 1)}
    base |= jis_x_0208(0xA1, 0xA8)   # rows 1-8: symbols, kana, Greek, Cyrillic, box drawing
    base |= jis_x_0208(0xB0, 0xCF)   # level-1 kanji
    if level2:
        base |= jis_x_0208(0xD0, 0xF4)
    cat, _ = catalog_chars()
    extra = cat | source_literal_chars()
    return {ord(c) for c in base | extra if c.isprintable() or c == " "}, extra


def load_face(ttc: Path):
    coll = TTCollection(str(ttc))
    for font in coll.fonts:
        name = font["name"]
        if name.getDebugName(1) == FACE or name.getDebugName(16) == FACE:
            return font
    raise SystemExit(f"{ttc}: no face named {FACE!r}")


def make(src: Path, dst: Path, codepoints: set[int], hinting: bool) -> dict:
    font = load_face(src)
    font.recalcTimestamp = False  # keep head.modified from the source: deterministic output
    cmap = font.getBestCmap()
    have = sorted(cp for cp in codepoints if cp in cmap)
    opts = subset.Options()
    opts.layout_features = KEEP_FEATURES
    opts.hinting = hinting
    opts.desubroutinize = False      # keep CFF subroutines: smaller file
    opts.name_IDs = ["*"]            # keep copyright/licence records (OFL condition 2)
    opts.name_languages = ["*"]
    opts.notdef_outline = True
    opts.glyph_names = False
    opts.drop_tables += ["VORG", "vhea", "vmtx", "BASE"]  # horizontal UI text only
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=have)
    sub.subset(font)
    dst.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(dst))
    data = dst.read_bytes()
    return {"path": dst, "bytes": len(data), "chars": len(have), "glyphs": len(font.getGlyphOrder()),
            "sha256": hashlib.sha256(data).hexdigest()[:16],
            "missing": sorted(cp for cp in codepoints if cp not in cmap)}


def write_ofl() -> Path:
    """OFL.txt: the copyright notices plus the licence text taken from Debian's copyright file."""
    lines = DEBIAN_COPYRIGHT.read_text(encoding="utf-8").splitlines()
    # the stand-alone licence paragraph (the "Files: *" stanza names it too, without text)
    start = max(i for i, line in enumerate(lines) if line == "License: SIL-1.1") + 1
    body = []
    for line in lines[start:]:
        if not line.startswith(" "):
            break
        body.append("" if line.strip() == "." else line[1:])
    text = "\n".join(body).strip("\n") + "\n"
    if "SIL OPEN FONT LICENSE Version 1.1" not in text or "OTHER DEALINGS IN THE FONT SOFTWARE." not in text:
        raise SystemExit(f"unexpected licence text in {DEBIAN_COPYRIGHT}")
    header = (
        "Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'.\n"
        "Copyright 2010-2012 Google Corporation.\n"
        "Noto is a trademark of Google Inc.\n"
        "\n"
        "This Font Software is licensed under the SIL Open Font License, Version 1.1.\n"
        "This license is copied below, and is also available with a FAQ at:\n"
        "https://openfontlicense.org\n"
        "\n"
        "\n"
    )
    dst = OUT_DIR / "OFL.txt"
    dst.write_text(header + text, encoding="utf-8")
    return dst


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--no-level2", action="store_true", help="leave out JIS level-2 kanji not used in text")
    ap.add_argument("--no-hinting", action="store_true",
                    help="drop CFF hints (about 17%% smaller, but blurrier stems at 14-18 px)")
    args = ap.parse_args(argv)

    level2 = not args.no_level2
    hinting = not args.no_hinting
    codepoints, extra = wanted(level2)
    print(f"{len(codepoints)} code points wanted ({len(extra)} non-ASCII from catalogs/literals); "
          f"level-2 kanji: {'yes' if level2 else 'no'}; hinting: {'yes' if hinting else 'no'}")
    results = [make(SRC_DIR / src, OUT_DIR / dst, codepoints, hinting) for src, dst in JOBS]
    if level2 and any(r["bytes"] > SIZE_BUDGET for r in results):
        print(f"over budget ({SIZE_BUDGET} bytes); rebuilding without level-2 kanji")
        codepoints, extra = wanted(False)
        results = [make(SRC_DIR / src, OUT_DIR / dst, codepoints, hinting) for src, dst in JOBS]
    for r in results:
        print(f"wrote {r['path'].relative_to(ROOT)}: {r['bytes']:,} bytes, {r['chars']} chars, "
              f"{r['glyphs']} glyphs, sha256 {r['sha256']}")
    missing = results[0]["missing"]
    used_missing = [cp for cp in missing if chr(cp) in extra]
    if used_missing:
        print("  warning: text uses characters the font lacks: "
              + " ".join(f"U+{cp:04X}({chr(cp)})" for cp in used_missing))
    ofl = write_ofl()
    print(f"wrote {ofl.relative_to(ROOT)}: {ofl.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
