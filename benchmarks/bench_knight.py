"""Speed and coverage targets for knight's tours. Run: .venv/bin/python benchmarks/bench_knight.py [--quick]

Targets (issue 5):
* knights_tour(n) from the corner succeeds, with a verified tour, for every n in 5..500;
* knights_tour(1000) takes at most 5 s;
* knights_tour(n, closed=True) gives a verified closed tour for every even n in 6..200.
* knights_tour(k, long) gives verified open tours of 3xlong and 4xlong strips (k = 3, 4; up to 400 columns).
Also prints the failure map of Warnsdorff's rule (n = 5..100, from a1) for each tie-break.
Exits with status 1 if a target is missed.
"""

from __future__ import annotations

import sys
import time

from teachkit.knight import TIE_BREAKS, failure_map, failures, knights_tour, verify_tour_fast

TARGET_1000_S = 5.0


def tours_from_the_corner(sizes: range) -> list[tuple[str, int, int, float, float]]:
    """(range label, boards, verified, total s, slowest s) per block of 100 sizes."""
    rows = []
    for low in range(0, sizes.stop, 100):
        block = range(max(low + 1, sizes.start), min(low + 101, sizes.stop))
        if not block:
            continue
        good, total, slowest = 0, 0.0, 0.0
        for n in block:
            t0 = time.perf_counter()
            tour = knights_tour(n)
            dt = time.perf_counter() - t0
            good += tour.squares[0] == (0, 0) and verify_tour_fast(tour.squares, n)
            total, slowest = total + dt, max(slowest, dt)
        rows.append((f"{block.start}..{block.stop - 1}", len(block), good, total, slowest))
    return rows


def main(argv: list[str]) -> int:
    quick = "--quick" in argv
    misses = []
    print("knights_tour(n) from (0,0), open (a closed tour whenever n is even)")
    print(f"{'n':>10} {'boards':>7} {'verified':>9} {'total s':>8} {'slowest s':>10}")
    for label, boards, good, total, slowest in tours_from_the_corner(range(5, 101 if quick else 501)):
        print(f"{label:>10} {boards:7d} {good:9d} {total:8.2f} {slowest:10.3f}")
        if good != boards:
            misses.append(f"{boards - good} boards in {label} without a verified tour")

    t0 = time.perf_counter()
    big = knights_tour(1000)
    dt = time.perf_counter() - t0
    ok = verify_tour_fast(big.squares, 1000)
    print(f"\nknights_tour(1000): {dt:.2f} s (target <= {TARGET_1000_S} s), verified: {ok}, method: {big.method}")
    if dt > TARGET_1000_S or not ok:
        misses.append(f"n=1000 took {dt:.2f} s (verified: {ok})")

    t0 = time.perf_counter()
    evens = range(6, 201, 2)
    closed_ok = sum(verify_tour_fast(knights_tour(n, closed=True).squares, n, closed=True) for n in evens)
    print(f"closed tours, even n in 6..200: {closed_ok}/{len(evens)} verified in {time.perf_counter() - t0:.1f} s")
    if closed_ok != len(evens):
        misses.append(f"{len(evens) - closed_ok} closed tours missing")

    print("\nopen tours of long strips (strip search), from a corner and from the middle of the first line")
    for k, long in [(3, 100), (3, 400), (4, 100), (4, 400)]:
        for start in [(0, 0), (0, long // 2)]:
            t0 = time.perf_counter()
            tour = knights_tour(k, long, start=start)
            dt = time.perf_counter() - t0
            ok = tour.squares[0] == start and verify_tour_fast(tour.squares, k, long)
            print(f"{k}x{long} from {start}: {dt:.2f} s, verified: {ok}, method: {tour.method}")
            if not ok:
                misses.append(f"{k}x{long} from {start}: no verified tour")

    print("\nWarnsdorff's rule from a1, n = 5..100: sizes where it gets stuck")
    for tie_break in TIE_BREAKS:
        t0 = time.perf_counter()
        extra = {"restarts": 50} if tie_break == "random" else {}
        stuck = failures(failure_map(range(5, 101), tie_break, **extra))
        label = tie_break + (" (50 restarts)" if extra else "")
        print(f"{label:>22}: {len(stuck):2d} stuck {stuck}  ({time.perf_counter() - t0:.1f} s)")

    print("\nall targets met" if not misses else "\nMISSED: " + "; ".join(misses))
    return 1 if misses else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
