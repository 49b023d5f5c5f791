"""The games. Each subpackage ``tabletop.games.<id>`` exposes a module-level ``GAME`` (a GameSpec)."""
