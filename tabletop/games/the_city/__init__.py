#: the colours of the game's table and menu tile (style guide): sky blue, brick; the spec carries
#: them (``GameSpec.accents``; its class in rules.py takes them over when the game is reworked,
#: as Lost Cities' has)
ACCENTS = ((120, 180, 230), (170, 74, 54))

from .rules import GAME  # noqa: E402

GAME.accents = ACCENTS
