"""``python -m tabletop``."""

import sys

from tabletop.cli import main

if __name__ == "__main__":
    sys.exit(main())
