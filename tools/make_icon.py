"""Draw the application icon with pygame: a fan of cards on a felt-green rounded square.

Run from the repository root::

    uv run python tools/make_icon.py

Writes art/icon.png (256x256), art/icon.ico (16, 32, 48 and 256 px, PNG-compressed
entries in a hand-written ICO container; Windows) and art/icon.icns (16 to 1024 px, PNG
entries in a hand-written ICNS container; the macOS app bundle). Everything is drawn at 4x
and scaled down, so edges are anti-aliased; the small sizes use thicker strokes so they stay
legible.
"""

from __future__ import annotations

import hashlib
import io
import math
import os
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ART = ROOT / "art"
SS = 4  # supersampling factor

FELT_LIGHT = (58, 118, 86)
FELT_DARK = (22, 62, 46)
GOLD = (240, 200, 96)
GOLD_DARK = (176, 132, 44)
CARD = (248, 244, 232)
CARD_EDGE = (150, 136, 110)
INK_RED = (196, 60, 48)
INK_DARK = (40, 48, 56)
BACK = (34, 64, 112)


def rounded_mask(size: int, radius: int) -> pygame.Surface:
    m = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(m, (255, 255, 255, 255), (0, 0, size, size), border_radius=radius)
    return m


def felt(size: int) -> pygame.Surface:
    """Radial felt gradient, lighter a little above the centre."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    cx, cy = size * 0.5, size * 0.42
    rmax = math.hypot(size * 0.5, size * 0.58)
    steps = 96
    for k in range(steps, 0, -1):
        t = k / steps
        c = [round(FELT_DARK[i] + (FELT_LIGHT[i] - FELT_DARK[i]) * (1 - t) ** 1.3) for i in range(3)]
        pygame.draw.circle(s, c, (cx, cy), rmax * t)
    return s


def star(surface: pygame.Surface, centre, r_out: float, r_in: float, colour, rot: float = -90) -> None:
    pts = []
    for i in range(10):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 36)
        pts.append((centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)))
    pygame.draw.polygon(surface, colour, pts)


def heart(surface: pygame.Surface, centre, w: float, colour) -> None:
    cx, cy = centre
    r = w * 0.27
    pygame.draw.circle(surface, colour, (cx - r * 0.95, cy - r * 0.3), r)
    pygame.draw.circle(surface, colour, (cx + r * 0.95, cy - r * 0.3), r)
    pygame.draw.polygon(surface, colour, [(cx - w * 0.52, cy - r * 0.05), (cx + w * 0.52, cy - r * 0.05), (cx, cy + w * 0.55)])


def spade(surface: pygame.Surface, centre, w: float, colour) -> None:
    cx, cy = centre
    r = w * 0.27
    pygame.draw.circle(surface, colour, (cx - r * 0.95, cy + r * 0.35), r)
    pygame.draw.circle(surface, colour, (cx + r * 0.95, cy + r * 0.35), r)
    pygame.draw.polygon(surface, colour, [(cx - w * 0.52, cy + r * 0.1), (cx + w * 0.52, cy + r * 0.1), (cx, cy - w * 0.55)])
    pygame.draw.polygon(surface, colour, [(cx, cy + r * 0.2), (cx - w * 0.22, cy + w * 0.62), (cx + w * 0.22, cy + w * 0.62)])


def card(w: int, h: int, kind: str, small: bool) -> pygame.Surface:
    """One upright card surface; ``kind`` is 'back', 'heart', 'spade' or 'star'."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = round(w * 0.12)
    edge = max(2, round(w * (0.035 if small else 0.022)))
    if kind == "back":
        pygame.draw.rect(s, CARD, (0, 0, w, h), border_radius=rad)
        inset = round(w * 0.09)
        pygame.draw.rect(s, BACK, (inset, inset, w - 2 * inset, h - 2 * inset), border_radius=round(rad * 0.6))
        if not small:
            pygame.draw.rect(s, GOLD, (inset * 1.7, inset * 1.7, w - 3.4 * inset, h - 3.4 * inset),
                             width=max(2, round(w * 0.02)), border_radius=round(rad * 0.4))
        pygame.draw.rect(s, CARD_EDGE, (0, 0, w, h), width=edge, border_radius=rad)
        return s
    pygame.draw.rect(s, CARD, (0, 0, w, h), border_radius=rad)
    pygame.draw.rect(s, CARD_EDGE, (0, 0, w, h), width=edge, border_radius=rad)
    if kind == "star":
        c = (w / 2, h * 0.5)
        star(s, c, w * 0.36, w * 0.155, GOLD_DARK)
        star(s, c, w * 0.31, w * 0.128, GOLD)
        if not small:
            for dx, dy, rot in ((0.17, 0.12, 0), (0.83, 0.88, 180)):
                star(s, (w * dx, h * dy), w * 0.075, w * 0.032, GOLD_DARK, rot=-90 + rot)
    else:
        pip = heart if kind == "heart" else spade
        colour = INK_RED if kind == "heart" else INK_DARK
        # the corner index is the part of a fanned card that stays visible
        if small:
            pip(s, (w * 0.3, h * 0.2), w * 0.34, colour)
        else:
            pip(s, (w * 0.24, h * 0.16), w * 0.26, colour)
    return s


def draw(px: int) -> pygame.Surface:
    """The icon at ``px`` pixels (drawn at SS*px, then smooth-scaled)."""
    tiny, small = px <= 16, px <= 48
    size = px * SS
    radius = round(size * 0.2)
    canvas = pygame.Surface((size, size), pygame.SRCALPHA)
    canvas.blit(felt(size), (0, 0))

    # gold inner rim (left out at 16 px, where it would eat the picture)
    if not tiny:
        rim = SS * max(1, round(px * 0.02))       # whole output pixels: a crisp line at 32 px
        inset = SS * max(2, round(px * 0.045))
        pygame.draw.rect(canvas, GOLD, (inset, inset, size - 2 * inset, size - 2 * inset),
                         width=rim, border_radius=radius - inset)

    # the fan: cards rotating about a point below the centre
    if tiny:
        cw, ch, spread, fan = 0.46, 0.64, 0.30, [(-24, "back"), (20, "star")]
    elif small:
        cw, ch, spread, fan = 0.38, 0.53, 0.27, [(-26, "back"), (0, "heart"), (24, "star")]
    else:
        cw, ch, spread, fan = 0.34, 0.476, 0.29, [(-30, "back"), (-10, "spade"), (10, "heart"), (30, "star")]
    cw, ch = round(size * cw), round(size * ch)
    # a touch left of centre: the front card, fully visible on the right, carries more weight
    pivot = (size * (0.5 if tiny else 0.48), size * (0.86 if tiny else 0.84))
    lift = size * spread   # distance from the pivot to a card's centre
    for angle, kind in fan:
        face = card(cw, ch, kind, small)
        a = math.radians(angle)
        cx = pivot[0] + lift * math.sin(a)
        cy = pivot[1] - lift * math.cos(a) - ch * 0.14
        shadow = pygame.Surface((cw, ch), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 80), (0, 0, cw, ch), border_radius=round(cw * 0.12))
        shadow = pygame.transform.rotate(shadow, -angle)
        off = size * 0.014
        canvas.blit(shadow, shadow.get_rect(center=(cx + off, cy + off * 1.5)))
        rotated = pygame.transform.rotate(face, -angle)
        canvas.blit(rotated, rotated.get_rect(center=(cx, cy)))

    # clip to the rounded square
    canvas.blit(rounded_mask(size, radius), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    out = canvas
    while out.get_width() // 2 >= px:
        out = pygame.transform.smoothscale(out, (out.get_width() // 2, out.get_height() // 2))
    if out.get_width() != px:
        out = pygame.transform.smoothscale(out, (px, px))
    return out


def png_bytes(surface: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def ico_bytes(images: list[tuple[int, bytes]]) -> bytes:
    """ICO container with PNG-compressed entries (Windows Vista+ reads these at any size)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for px, data in images:
        dim = 0 if px >= 256 else px
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


#: ICNS entries with PNG data (macOS 10.7+), as Apple's iconutil writes them: (OSType, pixels).
#: The @2x types (ic11-ic14, ic10) hold the Retina image of the size half theirs.
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"ic11", 32), (b"icp6", 64), (b"ic12", 64), (b"ic07", 128),
              (b"ic08", 256), (b"ic13", 256), (b"ic09", 512), (b"ic14", 512), (b"ic10", 1024))


def mac_icon(px: int) -> pygame.Surface:
    """The icon on macOS's grid: the rounded square is 824/1024 of the canvas, centred, with
    transparent room around it, so it sits among the Dock's other icons at their size."""
    body = draw(round(px * 824 / 1024))
    out = pygame.Surface((px, px), pygame.SRCALPHA)
    out.blit(body, body.get_rect(center=(px // 2, px // 2)))
    return out


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """ICNS container: 'icns' + total length, a table of contents ('TOC '), then one
    (OSType, length, PNG) entry per type; lengths are big-endian and include the 8-byte header."""
    entries = [(kind, pngs[px]) for kind, px in ICNS_TYPES]
    toc = b"".join(kind + struct.pack(">I", 8 + len(data)) for kind, data in entries)
    body = b"TOC " + struct.pack(">I", 8 + len(toc)) + toc
    body += b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in entries)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    pygame.init()
    ART.mkdir(exist_ok=True)
    images = [(px, png_bytes(draw(px))) for px in (16, 32, 48, 256)]
    png = dict(images)[256]
    (ART / "icon.png").write_bytes(png)
    ico = ico_bytes(images)
    (ART / "icon.ico").write_bytes(ico)
    icns = icns_bytes({px: png_bytes(mac_icon(px)) for px in sorted({px for _, px in ICNS_TYPES})})
    (ART / "icon.icns").write_bytes(icns)
    for name, data in (("icon.png", png), ("icon.ico", ico), ("icon.icns", icns)):
        print(f"wrote art/{name}: {len(data):,} bytes, sha256 {hashlib.sha256(data).hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
