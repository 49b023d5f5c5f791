"""Argument parsing for the command line: a mistake is one line on stderr and exit status 2.

``argparse`` prints its whole usage before the error; :class:`Parser` prints only
``<prog>: error: <what> (see <prog> --help)``. No traceback ever reaches the terminal for a
bad argument; :func:`interrupted` is what Ctrl+C prints (nothing) and returns (130).
"""

from __future__ import annotations

import argparse
import sys

EXIT_USAGE = 2
#: the shell's status for a program stopped by Ctrl+C (128 + SIGINT)
EXIT_INTERRUPTED = 130


class Parser(argparse.ArgumentParser):
    def error(self, message: str):  # type: ignore[override]
        print(f"{self.prog}: error: {message} (see {self.prog} --help)", file=sys.stderr)
        raise SystemExit(EXIT_USAGE)


def bounded_int(lo: int, hi: int):
    """An argparse ``type``: a whole number from ``lo`` to ``hi``."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"{text} is out of range ({lo} to {hi})")
        return value

    parse.__name__ = "whole number"
    return parse


def interrupted() -> int:
    """Ctrl+C: leave quietly (a newline so the shell prompt starts on its own line)."""
    try:
        print(file=sys.stderr)
    except (OSError, ValueError):
        pass
    return EXIT_INTERRUPTED
