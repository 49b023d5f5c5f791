from .rules import GAME
