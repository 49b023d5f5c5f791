"""Synthesize the bundled sound effects (sounds/*.wav) with the standard library only.

Run from the repository root::

    uv run python tools/make_sounds.py

Every file is 16-bit mono 44.1 kHz PCM, soft (peak at or below -6 dBFS), with a
smooth attack and a fade to silence so nothing clicks. Noise uses a fixed seed,
so the output is byte-identical on every run. Also writes sounds/README.md.
"""

from __future__ import annotations

import hashlib
import math
import random
import struct
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "sounds"
RATE = 44100
TAU = 2 * math.pi


def n_samples(ms: float) -> int:
    return int(RATE * ms / 1000)


def envelope(n: int, attack_ms: float, release_ms: float, decay: float = 0.0) -> list[float]:
    """Raised-cosine attack, optional exponential decay (per second), raised-cosine release to 0."""
    a = max(1, n_samples(attack_ms))
    r = max(1, n_samples(release_ms))
    out = []
    for i in range(n):
        g = math.exp(-decay * i / RATE)
        if i < a:
            g *= 0.5 - 0.5 * math.cos(math.pi * i / a)
        if i >= n - r:
            g *= 0.5 - 0.5 * math.cos(math.pi * (n - 1 - i) / r)
        out.append(g)
    return out


def tone(n: int, freq, partials=((1.0, 1.0),), phase_jitter: float = 0.0) -> list[float]:
    """Sum of sine partials ``(ratio, amplitude)``; ``freq`` may be a function of time (s) for glides."""
    out = [0.0] * n
    for ratio, amp in partials:
        phase = phase_jitter * ratio
        for i in range(n):
            f = freq(i / RATE) if callable(freq) else freq
            phase += TAU * f * ratio / RATE
            out[i] += amp * math.sin(phase)
    return out


def noise(n: int, rng: random.Random) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def lowpass(x: list[float], cutoff) -> list[float]:
    """One-pole low-pass; ``cutoff`` (Hz) may be a function of the sample index."""
    y, out = 0.0, []
    for i, v in enumerate(x):
        fc = cutoff(i) if callable(cutoff) else cutoff
        k = 1.0 - math.exp(-TAU * fc / RATE)
        y += k * (v - y)
        out.append(y)
    return out


def highpass(x: list[float], cutoff: float) -> list[float]:
    low = lowpass(x, cutoff)
    return [a - b for a, b in zip(x, low)]


def mix(*tracks: list[float]) -> list[float]:
    n = max(len(t) for t in tracks)
    return [sum(t[i] for t in tracks if i < len(t)) for i in range(n)]


def shaped(x: list[float], env: list[float]) -> list[float]:
    return [a * b for a, b in zip(x, env)]


def delayed(x: list[float], ms: float) -> list[float]:
    return [0.0] * n_samples(ms) + x


def normalize(x: list[float], peak_dbfs: float) -> list[float]:
    peak = max(abs(v) for v in x) or 1.0
    gain = 10 ** (peak_dbfs / 20) / peak
    return [v * gain for v in x]


# ---------------------------------------------------------------- the sounds

def card_slide(rng: random.Random) -> list[float]:
    """A soft papery swish: band-limited noise whose brightness rises then falls."""
    n = n_samples(190)
    sweep = lambda i: 1800 + 2600 * math.sin(math.pi * i / n)  # noqa: E731
    x = highpass(lowpass(noise(n, rng), sweep), 500)
    env = [g * math.sin(math.pi * min(1.0, i / n)) ** 0.6 for i, g in enumerate(envelope(n, 25, 60))]
    return normalize(shaped(x, env), -12)


def card_place(rng: random.Random) -> list[float]:
    """A card landing on felt: a muffled thud with a whisper of paper."""
    n = n_samples(130)
    thud = shaped(tone(n, lambda t: 150 - 50 * min(1.0, t / 0.08), ((1, 1.0), (2.1, 0.25))),
                  envelope(n, 2, 40, decay=32))
    paper = shaped(highpass(lowpass(noise(n, rng), 3000), 300), envelope(n, 1.5, 60, decay=60))
    return normalize(mix(thud, [0.45 * v for v in paper]), -9)


def piece_step(rng: random.Random) -> list[float]:
    """A wooden pawn tapping the board: a short hollow 'tok'."""
    n = n_samples(110)
    body = tone(n, 520, ((1, 1.0), (2.76, 0.35), (5.4, 0.12)))
    tick = highpass(noise(n, rng), 1500)
    x = mix(shaped(body, envelope(n, 1.5, 50, decay=45)), shaped([0.3 * v for v in tick], envelope(n, 0.5, 40, decay=400)))
    return normalize(x, -9)


def click(rng: random.Random) -> list[float]:
    """A gentle UI click."""
    n = n_samples(45)
    x = tone(n, 1900, ((1, 1.0), (2.0, 0.2)))
    return normalize(shaped(x, envelope(n, 1.0, 25, decay=110)), -14)


def bell(n: int, f: float, decay: float) -> list[float]:
    return shaped(tone(n, f, ((1, 1.0), (2.0, 0.35), (2.76, 0.18), (5.4, 0.05))), envelope(n, 3, 60, decay=decay))


def chime(rng: random.Random) -> list[float]:
    """Two quick rising bell notes (E6, B6): a point scored."""
    n = n_samples(285)
    a = bell(n, 1318.5, 11)
    b = bell(n - n_samples(70), 1975.5, 13)
    return normalize(mix(a, delayed([0.85 * v for v in b], 70))[:n], -8)


def fanfare(rng: random.Random) -> list[float]:
    """A bright rising arpeggio C5-E5-G5 landing on a held C6 chord: a win."""
    n = n_samples(880)
    brass = ((1, 1.0), (2, 0.45), (3, 0.25), (4, 0.12), (5, 0.06))
    notes = [(0, 523.25, 150), (110, 659.25, 150), (220, 783.99, 150), (330, 1046.5, 550)]
    tracks = []
    for start, f, ms in notes:
        m = n_samples(ms)
        vib = (lambda t, f=f: f * (1 + 0.004 * math.sin(TAU * 5.5 * t) * min(1.0, t / 0.15)))
        tracks.append(delayed(shaped(tone(m, vib, brass), envelope(m, 8, 90 if ms > 200 else 50, decay=3 if ms > 200 else 6)), start))
    # a soft chord under the last note
    m = n_samples(550)
    for f in (659.25, 783.99):
        tracks.append(delayed(shaped([0.35 * v for v in tone(m, f, ((1, 1.0), (2, 0.3)))], envelope(m, 30, 200, decay=3)), 330))
    x = lowpass(mix(*tracks), 5000)
    return normalize(x[:n] + [0.0] * (n - len(x[:n])), -7)


def error(rng: random.Random) -> list[float]:
    """A soft low bump for a move that is not allowed: two muted descending thumps."""
    n = n_samples(240)
    m = n_samples(110)
    bump = lambda f0: shaped(tone(m, lambda t: f0 * (1 - 0.25 * t / 0.11), ((1, 1.0), (2, 0.2), (3, 0.06))),  # noqa: E731
                             envelope(m, 6, 50, decay=18))
    x = mix(bump(180), delayed([0.8 * v for v in bump(150)], 120))[:n]
    return normalize(lowpass(x, 900), -9)


SOUNDS = {
    "card_slide": (card_slide, "card drawn or dragged"),
    "card_place": (card_place, "card dropped on the table"),
    "piece_step": (piece_step, "a pawn or piece moves one step"),
    "click": (click, "button press"),
    "chime": (chime, "points scored"),
    "fanfare": (fanfare, "a game won"),
    "error": (error, "an illegal drop bounces back"),
}


def write_wav(path: Path, samples: list[float]) -> bytes:
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(v * 32767)))) for v in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    return path.read_bytes()


def main() -> int:
    OUT_DIR.mkdir(exist_ok=True)
    rows = []
    for i, (name, (make, use)) in enumerate(SOUNDS.items()):
        rng = random.Random(0x7AB1E70 + i)
        samples = make(rng)
        data = write_wav(OUT_DIR / f"{name}.wav", samples)
        ms = 1000 * len(samples) / RATE
        peak = 20 * math.log10(max(abs(v) for v in samples))
        rows.append((name, use, ms, peak))
        print(f"wrote sounds/{name}.wav: {ms:.0f} ms, peak {peak:.1f} dBFS, {len(data):,} bytes, "
              f"sha256 {hashlib.sha256(data).hexdigest()[:16]}")
    table = "\n".join(f"| `{n}.wav` | {u} | {ms:.0f} ms | {p:.1f} dBFS |" for n, u, ms, p in rows)
    (OUT_DIR / "README.md").write_text(f"""# Sound effects

Made by `tools/make_sounds.py` (pure standard library synthesis: sines, filtered noise
with a fixed seed, raised-cosine attack/release envelopes). Regenerate with

    uv run python tools/make_sounds.py

The output is byte-identical on every run. These sounds are the project's own work,
dedicated to the public domain under CC0 1.0
(https://creativecommons.org/publicdomain/zero/1.0/).

All files: WAV, 16-bit PCM, mono, 44,100 Hz, peak at or below -6 dBFS.

| File | Played on | Length | Peak |
|---|---|---|---|
{table}

Played through `tabletop.ui.sound.Sound` (`play("chime")`, etc.).
""", encoding="utf-8")
    print("wrote sounds/README.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
