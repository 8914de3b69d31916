"""The process's memory: how much is resident, and handing freed memory back to the system.

Surfaces are large and short-lived (a table's layers, cards at a new size); the C allocator
keeps what they freed, so after a game the process can look far bigger than what it holds.
:func:`trim` asks the allocator to return it (glibc only; elsewhere it does nothing).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any


def resident_mb() -> float | None:
    """The resident set size in MiB, or None where it cannot be read (only Linux is read)."""
    try:
        for line in Path("/proc/self/status").read_text(encoding="ascii").splitlines():
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    except (OSError, ValueError, IndexError):
        return None
    return None


@lru_cache(maxsize=1)
def _libc() -> Any:
    if not sys.platform.startswith("linux"):
        return None
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        libc = ctypes.CDLL(name)
        return libc if hasattr(libc, "malloc_trim") else None
    except OSError:
        return None


def trim() -> bool:
    """Free what only reference cycles still hold (a scene that left, its table and their surfaces),
    then give the memory the allocator holds but no longer uses back to the system; True if it could."""
    gc.collect()
    libc = _libc()
    if libc is None:
        return False
    libc.malloc_trim(0)
    return True
