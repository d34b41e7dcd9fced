"""Regenerate the measurement notebook 08 prints for big boards: teachkit/knight/data/warnsdorff_stuck.json.

    .venv/bin/python benchmarks/ship_knight_stuck.py           # measure n = 5..400 and write the file
    .venv/bin/python benchmarks/ship_knight_stuck.py --check   # measure again and compare with the shipped file

For every n×n board with n = 5..400 it walks Warnsdorff's rule from a1 with the move order SEED_ORDER and
each deterministic tie-break ('first' = the classic rule, 'roth', 'lookahead') and records the sizes
where the walk got stuck (teachkit.knight.failure.measure_stuck). It then checks, with knights_tour, that a
checked tour from a1 exists on every one of those sizes, so each is a failure of the rule, not of the board.
It also repeats the classic walk with an independent plain loop (degrees recounted at every step, as the
classic rule does) on n = 5..120 and requires the same stuck sizes. About 10 s on the project's 2-core
machine with numba (the compiled walk, measured); without numba, several minutes. The output depends only on
the walks, so it is the same file every time.
"""

from __future__ import annotations

import argparse
import sys
import time

from teachkit.knight import SEED_ORDER, knights_tour, verify_tour_fast
from teachkit.knight.failure import STUCK_FILE, measure_stuck, shipped_stuck, write_stuck

PLAIN_UP_TO = 120  # the independent plain loop is slow (pure Python, recounting): this many sizes


def plain_stuck(n: int) -> bool:
    """The classic rule, written out again without teachkit's walks: does it get stuck on n×n from a1?"""
    seen = [[False] * n for _ in range(n)]
    r = c = 0
    seen[0][0] = True
    for _ in range(n * n - 1):
        best, fewest = None, 9
        for dr, dc in SEED_ORDER:
            a, b = r + dr, c + dc
            if 0 <= a < n and 0 <= b < n and not seen[a][b]:
                onward = sum(
                    1 for er, ec in SEED_ORDER if 0 <= a + er < n and 0 <= b + ec < n and not seen[a + er][b + ec]
                )
                if onward < fewest:  # strictly fewer: the first minimum in move order wins a tie
                    best, fewest = (a, b), onward
        if best is None:
            return True
        r, c = best
        seen[r][c] = True
    return False


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare a fresh measurement with the shipped file")
    args = parser.parse_args()
    clock = time.perf_counter()
    record = measure_stuck()
    print(f"measured n = {record['sizes'][0]}..{record['sizes'][1]} in {time.perf_counter() - clock:.1f} s")
    for name, sizes in record["stuck"].items():
        print(f"  {name:>9}: stuck on {len(sizes)} sizes")
    problems = []
    first = record["stuck"]["first"]
    plain = [n for n in range(record["sizes"][0], PLAIN_UP_TO + 1) if plain_stuck(n)]
    if plain != [n for n in first if n <= PLAIN_UP_TO]:
        problems.append(f"the plain loop gets stuck on {plain}, the fast walk on {first} (n <= {PLAIN_UP_TO})")
    start = tuple(record["start"])
    for n in sorted(set().union(*record["stuck"].values())):
        tour = knights_tour(n, n, start)
        if not verify_tour_fast(tour.squares, n, n) or tuple(tour.squares[0]) != start:
            problems.append(f"no checked tour from {start} on {n}x{n}")
    print(f"a checked tour from {start} exists on every size where a rule got stuck: {not problems}")
    if args.check:
        if shipped_stuck() != record:
            problems.append(f"{STUCK_FILE} differs from a fresh measurement")
        else:
            print(f"{STUCK_FILE.name}: matches a fresh measurement")
    elif not problems:
        print(f"wrote {write_stuck(record)}")
    for problem in problems:
        print("FAILED:", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
