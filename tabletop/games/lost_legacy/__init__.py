#: the colours of the game's table and menu tile (style guide): night blue, gold; the spec carries
#: them (``GameSpec.accents``; its class in rules.py takes them over when the game is reworked,
#: as Lost Cities' has)
ACCENTS = ((24, 34, 72), (214, 176, 72))

from .rules import GAME  # noqa: E402

GAME.accents = ACCENTS
