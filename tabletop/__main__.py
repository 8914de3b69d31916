"""``python -m tabletop``, and the frozen executable's entry point."""

import multiprocessing
import sys

from tabletop.cli import main

if __name__ == "__main__":
    # a frozen build's worker processes (simulate --jobs, the search's helpers) start here too
    multiprocessing.freeze_support()
    sys.exit(main())
