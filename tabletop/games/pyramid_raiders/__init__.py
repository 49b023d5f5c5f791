#: the colours of the game's table and menu tile (style guide): sandstone, turquoise; the spec carries
#: them (``GameSpec.accents``; its class in rules.py takes them over when the game is reworked,
#: as Lost Cities' has)
ACCENTS = ((214, 184, 130), (32, 170, 170))

from .rules import GAME  # noqa: E402

GAME.accents = ACCENTS
