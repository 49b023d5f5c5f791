"""Entry script for the PyInstaller bundle (build.spec): runs ``tabletop`` like the console script."""

import sys

from tabletop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
