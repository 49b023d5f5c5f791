"""Bundled assets: fonts (and their glyph coverage of the catalogs), licence, sounds, icon."""

from __future__ import annotations

import importlib
import importlib.util
import io
import os
import pkgutil
import struct
import unicodedata
import wave
from functools import lru_cache

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from tabletop import resources  # noqa: E402
from tabletop.engine import i18n  # noqa: E402
from tabletop.engine.i18n import fill_seats  # noqa: E402

FONTS = ("NotoSansJP-Regular.otf", "NotoSansJP-Bold.otf")
SOUND_LIMITS_MS = {  # name -> longest allowed duration
    "card_slide": 300, "card_place": 300, "piece_step": 300, "click": 300,
    "chime": 300, "error": 300, "fanfare": 900,
}


# -- a small OpenType 'cmap' reader (formats 4 and 12), so fontTools is not needed here ---------

def _tables(data: bytes) -> dict[bytes, tuple[int, int]]:
    sfnt, num = struct.unpack_from(">4sH", data, 0)
    assert sfnt in (b"OTTO", b"\x00\x01\x00\x00", b"true"), f"not an OpenType font: {sfnt!r}"
    out = {}
    for i in range(num):
        tag, _checksum, offset, length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        out[tag] = (offset, length)
    return out


def _format4(data: bytes, at: int) -> set[int]:
    seg_x2 = struct.unpack_from(">H", data, at + 6)[0]
    n = seg_x2 // 2
    ends = struct.unpack_from(f">{n}H", data, at + 14)
    starts = struct.unpack_from(f">{n}H", data, at + 16 + seg_x2)
    deltas = struct.unpack_from(f">{n}h", data, at + 16 + 2 * seg_x2)
    ro_at = at + 16 + 3 * seg_x2
    range_offsets = struct.unpack_from(f">{n}H", data, ro_at)
    out = set()
    for i in range(n):
        for c in range(starts[i], ends[i] + 1):
            if c == 0xFFFF:
                continue
            if range_offsets[i] == 0:
                gid = (c + deltas[i]) & 0xFFFF
            else:
                addr = ro_at + 2 * i + range_offsets[i] + 2 * (c - starts[i])
                gid = struct.unpack_from(">H", data, addr)[0]
                gid = (gid + deltas[i]) & 0xFFFF if gid else 0
            if gid:
                out.add(c)
    return out


def _format12(data: bytes, at: int) -> set[int]:
    n = struct.unpack_from(">I", data, at + 12)[0]
    out = set()
    for k in range(n):
        start, end, first_gid = struct.unpack_from(">III", data, at + 16 + 12 * k)
        out.update(c for c in range(start, end + 1) if first_gid + (c - start))
    return out


def read_cmaps(data: bytes) -> dict[tuple[int, int, int], set[int]]:
    """Unicode subtables of the font's cmap: (platform, encoding, format) -> mapped code points."""
    cmap_at, _ = _tables(data)[b"cmap"]
    _version, num = struct.unpack_from(">HH", data, cmap_at)
    out = {}
    for i in range(num):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap_at + 4 + 8 * i)
        unicode_table = platform == 0 or (platform == 3 and encoding in (1, 10))
        at = cmap_at + offset
        fmt = struct.unpack_from(">H", data, at)[0]
        if unicode_table and fmt == 4:
            out[(platform, encoding, fmt)] = _format4(data, at)
        elif unicode_table and fmt == 12:
            out[(platform, encoding, fmt)] = _format12(data, at)
    return out


@lru_cache(maxsize=None)
def coverage(name: str) -> frozenset[int]:
    data = resources.asset("art", "fonts", name).read_bytes()
    return frozenset().union(*read_cmaps(data).values())


# -- fonts ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", FONTS)
def test_font_loads_and_renders_japanese(name):
    pygame.font.init()
    font = pygame.font.Font(str(resources.asset("art", "fonts", name)), 24)
    surf = font.render("あ漢A", True, (0, 0, 0))
    assert surf.get_width() > 0 and surf.get_height() > 0
    w, h = font.size("あ漢A")
    assert w > 2 * 20 and h >= 24                      # two full-width glyphs + a Latin one
    metrics = font.metrics("あ漢A")
    assert len(metrics) == 3 and all(m is not None for m in metrics), metrics
    assert metrics[0][4] > metrics[2][4]               # full-width advance > Latin advance


def test_cmap_parser_reads_the_subset():
    data = resources.asset("art", "fonts", FONTS[0]).read_bytes()
    cmaps = read_cmaps(data)
    assert cmaps, "no Unicode cmap subtable found"
    bmp = [cps for cps in cmaps.values()]
    for cps in bmp[1:]:  # every subtable agrees on the BMP
        assert {c for c in cps if c <= 0xFFFF} == {c for c in bmp[0] if c <= 0xFFFF}
    have = coverage(FONTS[0])
    for ch in "Aa0あアｱ漢字。「」★♠←…鬱":  # 鬱 is JIS level-2
        assert ord(ch) in have, ch
    for ch in "한가丂":  # Hangul and kanji outside JIS X 0208 are left out of the subset
        assert ord(ch) not in have, ch
    assert coverage(FONTS[1]) == have  # Bold covers exactly what Regular does


def _import_catalogs() -> list[str]:
    names = []
    if importlib.util.find_spec("tabletop.ui.strings") is not None:
        importlib.import_module("tabletop.ui.strings")
        names.append("tabletop.ui.strings")
    importlib.import_module("tabletop.save_text")
    names.append("tabletop.save_text")
    games = importlib.import_module("tabletop.games")
    for mod in pkgutil.iter_modules(games.__path__, "tabletop.games."):
        if mod.ispkg:
            importlib.import_module(mod.name)
            names.append(mod.name)
    return names


def test_every_catalog_character_is_in_the_font():
    imported = _import_catalogs()
    have = coverage(FONTS[0])
    missing: dict[str, list[str]] = {}
    checked = 0
    for ns, langs in i18n.namespaces().items():
        for lang, table in langs.items():
            for key, text in table.items():
                for ch in fill_seats(text, lambda seat: ""):  # a seat marker shows as a name, never itself
                    if ch.isspace() or unicodedata.category(ch).startswith("C"):
                        continue
                    checked += 1
                    if ord(ch) not in have:
                        missing.setdefault(f"U+{ord(ch):04X} {ch!r}", []).append(f"{ns}:{lang}:{key}")
    if "tabletop.ui.strings" in imported:
        assert i18n.namespaces().get("ui", {}).get("ja"), "the ui catalog registered no Japanese strings"
        assert checked > 0
    assert not missing, (
        "characters missing from the bundled font (run `uv run --group tools python tools/make_font.py`): "
        + "; ".join(f"{c} in {', '.join(where[:3])}" for c, where in sorted(missing.items()))
    )


def test_font_licence():
    text = resources.asset("art", "fonts", "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in text
    assert "Adobe" in text and "Reserved Font Name" in text
    assert "OTHER DEALINGS IN THE FONT SOFTWARE." in text
    assert resources.asset("art", "fonts", "README.md").is_file()


# -- sounds --------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(SOUND_LIMITS_MS))
def test_sound_file(name):
    path = resources.asset("sounds", f"{name}.wav")
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate(), w.getcomptype()) == (1, 2, 44100, "NONE")
        frames = w.getnframes()
        raw = w.readframes(frames)
    assert frames > 0 and len(raw) == 2 * frames
    assert 1000 * frames / 44100 <= SOUND_LIMITS_MS[name]
    samples = struct.unpack(f"<{frames}h", raw)
    peak = max(abs(s) for s in samples)
    assert 0 < peak <= 0.51 * 32767  # audible, and about -6 dBFS or softer: no clipping
    # starts and ends at (near) silence: no click at either end
    assert abs(samples[0]) < 200 and abs(samples[-1]) < 200


def test_sound_manager_plays_known_names_and_ignores_unknown(caplog):
    from tabletop.ui.sound import NAMES, Sound

    snd = Sound()
    assert set(NAMES) <= snd.names()
    assert snd.play("click") is None  # before init: silent
    snd.set_volume(2.0)
    assert snd.volume == 1.0
    snd.set_volume(-1)
    assert snd.volume == 0.0
    with pytest.raises(ValueError):
        snd.set_volume(float("nan"))
    snd.set_volume(0.5)
    with caplog.at_level("WARNING", logger="tabletop.ui.sound"):
        assert snd.play("no_such_sound") is None
        assert snd.play("no_such_sound") is None
    assert sum("no_such_sound" in r.getMessage() for r in caplog.records) == 1
    if not snd.init():
        pytest.skip("no audio device, not even SDL's dummy driver")
    try:
        assert snd.play("click") is not None
        assert snd._cache["click"].get_volume() == pytest.approx(0.25, abs=0.01)  # loudness follows v**2
        snd.set_muted(True)
        assert snd.play("chime") is None
        snd.set_muted(False)
        snd.set_volume(0.0)
        assert snd.play("chime") is None
        snd.set_volume(1.0)
        pygame.mixer.quit()                 # e.g. pygame.quit() between two App instances
        assert snd.play("chime") is None    # no crash on a closed mixer
        assert snd.init() and snd.play("chime") is not None  # init() reopens it
    finally:
        snd.quit()


def test_sound_manager_without_audio_is_a_silent_no_op(monkeypatch):
    from tabletop.ui import sound

    def broken(*a, **k):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    snd = sound.Sound()
    assert snd.init() is False
    assert snd.available is False
    assert snd.play("fanfare") is None
    snd.set_volume(0.3)
    snd.set_muted(True)


# -- icon and locator ----------------------------------------------------------------------------

def test_icon_png_is_256_square():
    img = pygame.image.load(str(resources.asset("art", "icon.png")))
    assert img.get_size() == (256, 256)


def test_icon_ico_holds_four_png_sizes():
    data = resources.asset("art", "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, h, _colours, _r, _planes, bits, size, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        blob = data[offset:offset + size]
        assert blob.startswith(b"\x89PNG\r\n\x1a\n") and bits == 32
        img = pygame.image.load(io.BytesIO(blob), "entry.png")
        assert img.get_size() == ((w or 256), (h or 256))
        sizes.append(img.get_width())
    assert sorted(sizes) == [16, 32, 48, 256]


def test_icon_icns_holds_png_entries_for_every_macos_size():
    data = resources.asset("art", "icon.icns").read_bytes()
    magic, total = struct.unpack_from(">4sI", data, 0)
    assert magic == b"icns" and total == len(data)
    entries, at = {}, 8
    while at < len(data):
        kind, length = struct.unpack_from(">4sI", data, at)
        assert length >= 8 and at + length <= len(data), kind
        entries[kind] = data[at + 8:at + length]
        at += length
    toc = entries.pop(b"TOC ")
    listed = [struct.unpack_from(">4sI", toc, i) for i in range(0, len(toc), 8)]
    assert [(k, len(entries[k]) + 8) for k, _ in listed] == listed  # the table of contents is right
    pixels = {b"icp4": 16, b"icp5": 32, b"ic11": 32, b"icp6": 64, b"ic12": 64, b"ic07": 128, b"ic08": 256,
              b"ic13": 256, b"ic09": 512, b"ic14": 512, b"ic10": 1024}
    assert set(entries) == set(pixels)
    for kind, blob in entries.items():
        assert blob.startswith(b"\x89PNG\r\n\x1a\n"), kind
        img = pygame.image.load(io.BytesIO(blob), "entry.png")
        assert img.get_size() == (pixels[kind],) * 2, kind
        # macOS's grid: transparent room around the rounded square, the square itself opaque
        assert img.get_at((0, 0)).a == 0 and img.get_at((pixels[kind] // 2,) * 2).a == 255, kind


def test_asset_dirs_are_found():
    art, sounds = resources.asset_dir("art"), resources.asset_dir("sounds")
    assert (art / "fonts" / FONTS[0]).is_file()
    assert (sounds / "click.wav").is_file()
    with pytest.raises(FileNotFoundError):
        resources.asset("art", "no-such-file.png")
