"""A ratings file without some of its levels: for when a level is redefined.

    python tools/ratings_without.py OLD NEW LEVEL [LEVEL ...]

When a game places a level elsewhere (Normal at another iteration count,
Easy at another randomness), the games that level played measured the old
one, and a run of the new one cannot join the file (the level's seat kind
differs). The games between the other levels still hold: this writes NEW
with every pairing of OLD that involves none of LEVEL, each run that played
one of them kept with its command as it was and the levels it lost named
(``without``, which the tables show), and the runs left with no pairing
dropped. The new levels' run then adds to NEW with ``--add-to``.
OLD is only read; NEW must not exist yet.
"""

from __future__ import annotations

import argparse
import copy
import sys
from pathlib import Path
from typing import Any

from tabletop.commands.ratings_store import read_store
from tabletop.commands.usage import UsageError
from tabletop.storage import atomic_write_json


def without_levels(store: dict[str, Any], dropped: set[str]) -> dict[str, Any]:
    """A copy of ``store`` in which no pairing involves a level of ``dropped``."""
    kept = copy.deepcopy(store)
    kept["levels"] = [pair for pair in kept["levels"] if pair[0] not in dropped]
    runs = []
    for run in kept["runs"]:
        played = {name for p in run["pairings"] for name in (p["first"], p["second"])}
        run["pairings"] = [p for p in run["pairings"] if not {p["first"], p["second"]} & dropped]
        if run["pairings"]:
            if played & dropped:
                run["without"] = sorted(set(run.get("without", [])) | (played & dropped))
            runs.append(run)
    kept["runs"] = runs
    return kept


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    parser.add_argument("levels", nargs="+")
    args = parser.parse_args()
    try:
        store = read_store(args.old)
    except UsageError as exc:
        print(f"ratings_without: {exc}", file=sys.stderr)
        return 2
    if store is None:
        print(f"ratings_without: there is no file {args.old}", file=sys.stderr)
        return 2
    names = {name for name, _ in store["levels"]}
    unknown = sorted(set(args.levels) - names)
    if unknown:
        print(f"ratings_without: {args.old} has no level {unknown[0]!r} (it has {', '.join(sorted(names))})",
              file=sys.stderr)
        return 2
    if args.new.exists():
        print(f"ratings_without: {args.new} exists already; give a new file", file=sys.stderr)
        return 2
    atomic_write_json(args.new, without_levels(store, set(args.levels)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
