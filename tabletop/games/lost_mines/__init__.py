from .rules import GAME  # noqa: F401
