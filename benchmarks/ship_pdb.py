"""Regenerate the pattern databases teachkit ships (teachkit/sliding/data/pdb-15-last-*.u8.xz + .sha256).

    .venv/bin/python benchmarks/ship_pdb.py            # rebuild from scratch into teachkit/sliding/data/
    .venv/bin/python benchmarks/ship_pdb.py --out DIR  # somewhere else (to compare: cmp DIR/* the shipped files)
    .venv/bin/python benchmarks/ship_pdb.py --check    # only verify the shipped files (checksums, invariants)

The three 6-6-3 tables of the blank-last 15-puzzle goal are built by the 0-1 BFS (about 20 s, 750 MB), then
written with xz preset 6; the output depends only on the table bytes, so it is the same file every time.
No make needed. The blank-first goal uses the same files read backwards (pdb.rotated).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from teachkit.sliding import goal
from teachkit.sliding.pdb import (
    PARTITION_663_LAST,
    SHIPPED,
    _load_shipped,
    _shipped_file,
    print_progress,
    ship_tables,
)


def check() -> int:
    """Load and verify every shipped table; print one line each; 1 if any fails."""
    failed = 0
    for pattern in PARTITION_663_LAST:
        clock = time.perf_counter()
        db = _load_shipped(goal(4), pattern)
        path = _shipped_file(goal(4), pattern)
        state = "ok" if db is not None else "FAILED"
        print(f"{path.name:<40} {path.stat().st_size:>10,} bytes  {state}  ({time.perf_counter() - clock:.2f} s)")
        failed += db is None
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=SHIPPED, help="folder to write to (default: the package's)")
    parser.add_argument("--check", action="store_true", help="only verify the shipped files")
    args = parser.parse_args(argv)
    if args.check:
        return check()
    for path in ship_tables(args.out, print_progress):
        print(f"wrote {path} ({path.stat().st_size:,} bytes)")
    return check() if args.out == SHIPPED else 0


if __name__ == "__main__":
    sys.exit(main())
