"""tabletop: five board and card games with local AI opponents."""

__version__ = "0.1.0"
APP_NAME = "tabletop"
