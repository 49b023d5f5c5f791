"""Sound effects: a small manager over ``pygame.mixer`` that never crashes the game.

Use the module-level functions (they drive one shared :class:`Sound`)::

    sound.init()              # once, after pygame.display.init(); False if there is no audio
    sound.set_volume(0.6)     # 0..1 from the settings slider
    sound.play("chime")       # sounds/chime.wav

Without an audio device (or before ``init``) every call is a silent no-op. A name with
no ``sounds/<name>.wav`` is a no-op that logs one warning per name.
"""

from __future__ import annotations

import logging
import math
from pathlib import Path

import pygame

from ..resources import asset_dir

log = logging.getLogger(__name__)

NAMES = ("card_slide", "card_place", "piece_step", "click", "chime", "fanfare", "error")


class Sound:
    """Loads ``<folder>/<name>.wav`` on first use and caches it; volume and mute apply to all."""

    def __init__(self, folder: Path | None = None):
        self._folder = folder
        self._names: frozenset[str] | None = None
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self._warned: set[str] = set()
        self._ready = False
        self._opened = False  # this manager opened the mixer (so quit() may close it)
        self._volume = 1.0
        self._muted = False

    # -- state ---------------------------------------------------------------------
    @property
    def available(self) -> bool:
        """True once ``init`` has opened an audio device."""
        return self._ready

    @property
    def volume(self) -> float:
        return self._volume

    @property
    def muted(self) -> bool:
        return self._muted

    def names(self) -> frozenset[str]:
        """Names that ``play`` accepts: the ``*.wav`` files in the sounds folder."""
        if self._names is None:
            try:
                folder = self._folder or asset_dir("sounds")
                self._names = frozenset(p.stem for p in folder.glob("*.wav"))
            except FileNotFoundError as exc:
                log.warning("no sounds: %s", exc)
                self._names = frozenset()
        return self._names

    # -- life cycle ----------------------------------------------------------------
    def init(self) -> bool:
        """Open the audio device if possible. Returns whether sound is available; never raises."""
        if self._ready and pygame.mixer.get_init():
            return True
        self._cache.clear()  # sounds loaded for a mixer that has since been closed (pygame.quit)
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
                self._opened = True
            pygame.mixer.set_num_channels(16)
            self._ready = True
        except Exception as exc:  # no device, no driver, mixer module missing: play silently
            log.info("audio unavailable, sound is off: %s", exc)
            self._ready = False
        return self._ready

    def quit(self) -> None:
        """Drop cached sounds and close the audio device this manager opened."""
        self._cache.clear()
        self._ready = False
        if self._opened:
            self._opened = False
            try:
                pygame.mixer.quit()
            except Exception:  # pragma: no cover - closing must not crash either
                pass

    # -- settings ------------------------------------------------------------------
    def set_volume(self, v: float) -> None:
        """Master volume 0..1 (clamped). Loudness follows ``v**2``, which feels even on a slider."""
        v = float(v)
        if math.isnan(v):
            raise ValueError("sound volume must be a number between 0 and 1, got NaN")
        self._volume = min(1.0, max(0.0, v))
        for snd in self._cache.values():
            if snd is not None:
                snd.set_volume(self._gain())

    def set_muted(self, muted: bool) -> None:
        self._muted = bool(muted)
        if self._muted and self._ready:
            try:
                pygame.mixer.stop()
            except Exception:  # pragma: no cover
                pass

    def _gain(self) -> float:
        return self._volume * self._volume

    # -- playing -------------------------------------------------------------------
    def play(self, name: str) -> pygame.mixer.Channel | None:
        """Start ``name``; returns the channel, or None when nothing was played."""
        if name not in self.names():
            if name not in self._warned:
                self._warned.add(name)
                log.warning("unknown sound %r (known: %s)", name, ", ".join(sorted(self.names())) or "none")
            return None
        if not self._ready or self._muted or self._volume <= 0.0 or not pygame.mixer.get_init():
            return None
        snd = self._load(name)
        if snd is None:
            return None
        try:
            return snd.play()
        except Exception as exc:  # pragma: no cover - a device lost mid-game
            log.warning("could not play sound %r: %s", name, exc)
            return None

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._cache:
            try:
                folder = self._folder or asset_dir("sounds")
                snd = pygame.mixer.Sound(file=str(folder / f"{name}.wav"))
                snd.set_volume(self._gain())
            except Exception as exc:
                log.warning("could not load sound %r: %s", name, exc)
                snd = None
            self._cache[name] = snd
        return self._cache[name]


_manager = Sound()


def manager() -> Sound:
    """The shared manager behind the module-level functions."""
    return _manager


def init() -> bool:
    return _manager.init()


def play(name: str) -> pygame.mixer.Channel | None:
    return _manager.play(name)


def set_volume(v: float) -> None:
    _manager.set_volume(v)


def set_muted(muted: bool) -> None:
    _manager.set_muted(muted)
