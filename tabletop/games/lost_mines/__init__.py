#: the colours of the game's table and menu tile (style guide): earth brown, lantern amber; the spec carries
#: them (``GameSpec.accents``; its class in rules.py takes them over when the game is reworked,
#: as Lost Cities' has)
ACCENTS = ((104, 72, 48), (240, 170, 60))

from .rules import GAME  # noqa: E402

GAME.accents = ACCENTS
