"""Speed and coverage targets for knight's tours.

Run: .venv/bin/python benchmarks/bench_knight.py [--quick] [--sweep]

Targets (issue 15):
* knights_tour(3, k, closed=True) for every even k in 10..400: a verified closed tour (Schwenk's
  construction), at most 50 ms each;
* closed tours of every board n×m with 3 <= n <= 12, n <= m <= 200 that Schwenk's theorem allows, all
  verified, none from the fallback (summary per n: boards, verified, total and slowest time);
* --sweep: every board with both sides in 5..60, open from the corner and from a seeded random start,
  and closed where it can be: all verified, all by the construction (no fallback). The unit test
  tests/test_knight_blocks.py runs 5..30 and a sample up to 60.
Targets (issues 13 and 14): memory of knights_tour(1000) (resident and peak bytes a square); the plain
warnsdorff is linear (time a square about the same at 100x100 and 400x400).
Targets (issue 5):
* knights_tour(n) from the corner succeeds, with a verified tour, for every n in 5..500;
* knights_tour(1000) takes at most 5 s;
* knights_tour(n, closed=True) gives a verified closed tour for every even n in 6..200.
* knights_tour(k, long) gives verified open tours of 3xlong and 4xlong strips (k = 3, 4; up to 400 columns).
Also prints the failure map of Warnsdorff's rule (n = 5..100, from a1) for each tie-break.
Exits with status 1 if a target is missed.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
import tracemalloc

from teachkit.knight import (
    TIE_BREAKS,
    closed_tour_obstacle,
    failure_map,
    failures,
    knights_tour,
    start_obstacle,
    verify_tour_fast,
    warnsdorff,
)
from teachkit.knight.construct import block_tour
from teachkit.knight.solve import FALLBACKS

TARGET_1000_S = 5.0
TARGET_3XK_S = 0.050
CONSTRUCTIONS = ("schwenk", "divide-and-conquer", "backtracking")  # backtracking: boards of <= 36 squares


def timed(n, m, **kwargs):
    """(tour, seconds, verified) of one knights_tour call."""
    t0 = time.perf_counter()
    tour = knights_tour(n, m, **kwargs)
    dt = time.perf_counter() - t0
    start = kwargs.get("start", (0, 0))
    ok = tour.squares[0] == start and verify_tour_fast(tour.squares, n, m, closed=kwargs.get("closed", False))
    return tour, dt, ok


def three_rows(misses: list[str]) -> None:
    print("closed tours of 3xk, k even in 10..400 (Schwenk's construction)")
    times = []
    for k in range(10, 401, 2):
        tour, dt, ok = timed(3, k, closed=True)
        times.append(dt)
        if not ok or tour.method != "schwenk":
            misses.append(f"3x{k}: no verified Schwenk tour ({tour.method})")
    print(
        f"  {len(times)} boards, all verified: {not misses}; slowest {max(times) * 1e3:.1f} ms, "
        f"median {statistics.median(times) * 1e3:.2f} ms (target <= {TARGET_3XK_S * 1e3:.0f} ms)"
    )
    if max(times) > TARGET_3XK_S:
        misses.append(f"3xk slowest {max(times) * 1e3:.1f} ms")


def closed_small_sides(misses: list[str], longest: int) -> None:
    t0 = time.perf_counter()
    for a in range(5, 12):
        for b in range(5, 12):
            if a % 2 == 0 or b % 2 == 0:
                block_tour(a, b)
    print(f"\nthe 33 block tours of the construction, computed once per process: {time.perf_counter() - t0:.2f} s")
    print(f"closed tours of every n x m, 3 <= n <= 12, n <= m <= {longest}, where Schwenk allows one")
    print(f"{'n':>3} {'boards':>7} {'verified':>9} {'methods':>28} {'total s':>8} {'slowest ms':>11}")
    FALLBACKS.clear()
    for n in range(3, 13):
        boards = [m for m in range(n, longest + 1) if closed_tour_obstacle(n, m) is None]
        good, total, slowest, methods = 0, 0.0, 0.0, set()
        for m in boards:
            tour, dt, ok = timed(n, m, closed=True)
            good += ok and tour.method in CONSTRUCTIONS
            methods.add(tour.method)
            total, slowest = total + dt, max(slowest, dt)
        print(
            f"{n:3d} {len(boards):7d} {good:9d} {','.join(sorted(methods)) or '-':>28} {total:8.2f} "
            f"{slowest * 1e3:11.1f}"
        )
        if good != len(boards):
            misses.append(f"n={n}: {len(boards) - good} closed tours missing or not constructed")
    if FALLBACKS:
        misses.append(f"fallback used: {dict(FALLBACKS)}")


def sweep(misses: list[str]) -> None:
    print("\nsweep: every n x m with n, m in 5..60, open from (0,0) and a seeded random start, closed if possible")
    rng = random.Random(15)
    FALLBACKS.clear()
    count, good, total, slowest = 0, 0, 0.0, 0.0
    for n in range(5, 61):
        for m in range(5, 61):
            start = (rng.randrange(n), rng.randrange(m))
            if start_obstacle(n, m, start):
                start = (start[0], start[1] + 1 if start[1] + 1 < m else start[1] - 1)
            kinds = [{"start": (0, 0)}, {"start": start}]
            if closed_tour_obstacle(n, m) is None:
                kinds.append({"start": start, "closed": True})
            for kwargs in kinds:
                tour, dt, ok = timed(n, m, **kwargs)
                count += 1
                good += ok and tour.method == "divide-and-conquer"
                total, slowest = total + dt, max(slowest, dt)
    print(
        f"  {count} tours, {good} verified and constructed, fallbacks: {sum(FALLBACKS.values())}, "
        f"{total:.1f} s in all, slowest {slowest * 1e3:.1f} ms"
    )
    if good != count or FALLBACKS:
        misses.append(f"sweep: {count - good} tours not verified/constructed, fallbacks {dict(FALLBACKS)}")


def memory_and_linearity(misses: list[str]) -> None:
    knights_tour(1000)  # block tours cached first
    tracemalloc.start()
    tour = knights_tour(1000)
    now, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(
        f"\nknights_tour(1000) memory: {now / 1e6:.1f} bytes a square kept, {peak / 1e6:.1f} at the peak "
        f"(issue-14 target <= 16 kept)"
    )
    del tour
    if now > 16e6:
        misses.append(f"knights_tour(1000) keeps {now / 1e6:.1f} bytes a square")
    print("plain warnsdorff, CPU time a square:", end="")
    for n in (100, 200, 400):
        t0 = time.process_time()
        warnsdorff(n)
        print(f"  {n}x{n}: {(time.process_time() - t0) / n / n * 1e6:.1f} us", end="")
    print()


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
    three_rows(misses)
    closed_small_sides(misses, 60 if quick else 200)
    if "--sweep" in argv:
        sweep(misses)
    memory_and_linearity(misses)
    print()
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

    print(
        "\nopen tours of long strips, from a corner and from the middle of the first line "
        "(3 x even: Schwenk's closed tour; the rest: the strip search)"
    )
    for k, long in [(3, 100), (3, 400), (3, 101), (3, 401), (4, 100), (4, 400)]:
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
