"""Towers of Hanoi speed targets: prints a table, exits 1 if a target is missed.

    .venv/bin/python benchmarks/bench_hanoi.py

* moves_array(24) (numpy, all 16.7 million moves) in at most 1 s, and at least 20x faster than the plain
  recursive generator producing the same moves (checked equal, chunk by chunk, outside the timing);
* move_at(i, 64) in at most 20 microseconds per call, over many random steps.
"""

from __future__ import annotations

import collections
import itertools
import random
import sys
import time
import timeit

import numpy as np

from teachkit.hanoi import move_at, move_at_bits, moves_array, solve_recursive

N_ARRAY = 24
MAX_ARRAY_SECONDS = 1.0
MIN_SPEEDUP = 20.0
MAX_MOVE_AT_US = 20.0


def best_of(repeats: int, work) -> float:
    """The fastest of ``repeats`` runs of work(), in seconds."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def same_moves(n: int, array, chunk: int = 1 << 16) -> bool:
    """Whether solve_recursive(n) yields exactly the rows of ``array``, compared a chunk at a time."""
    moves = solve_recursive(n)
    for lo in range(0, len(array), chunk):
        block = np.array(list(itertools.islice(moves, chunk)), dtype=np.int64)
        hi = lo + len(block)
        if not (np.array_equal(block[:, 0], array.disk[lo:hi]) and np.array_equal(block[:, 1], array.src[lo:hi])
                and np.array_equal(block[:, 2], array.dst[lo:hi])):
            return False
    return next(moves, None) is None


def per_call_us(function, steps: list[int], n: int) -> float:
    """Microseconds per call of function(step, n), best of 5 passes over the steps."""
    timer = timeit.Timer(lambda: [function(i, n) for i in steps])
    return min(timer.repeat(repeat=5, number=1)) / len(steps) * 1e6


def main() -> int:
    rows = []  # (measurement, value, target, ok)
    array_s = best_of(3, lambda: moves_array(N_ARRAY))
    rows.append((f"moves_array({N_ARRAY})", f"{array_s:.3f} s", f"<= {MAX_ARRAY_SECONDS:g} s",
                 array_s <= MAX_ARRAY_SECONDS))

    recursive_s = best_of(1, lambda: collections.deque(solve_recursive(N_ARRAY), maxlen=0))
    equal = same_moves(N_ARRAY, moves_array(N_ARRAY))
    rows.append((f"solve_recursive({N_ARRAY}), consumed", f"{recursive_s:.2f} s", "(reference)", True))
    rows.append(("same moves (every one compared)", str(equal), "True", equal))
    speedup = recursive_s / array_s
    rows.append(("speed-up array / generator", f"{speedup:.0f}x", f">= {MIN_SPEEDUP:g}x", speedup >= MIN_SPEEDUP))

    rng = random.Random(2024)
    steps = [rng.randrange(1, 2**64) for _ in range(20_000)]
    closed_us = per_call_us(move_at, steps, 64)
    bits_us = per_call_us(move_at_bits, steps, 64)
    agree = all(move_at(i, 64) == move_at_bits(i, 64) for i in steps)
    rows.append(("move_at(i, 64), 20,000 random i", f"{closed_us:.2f} us", f"<= {MAX_MOVE_AT_US:g} us",
                 closed_us <= MAX_MOVE_AT_US))
    rows.append(("move_at_bits(i, 64), same i", f"{bits_us:.2f} us", "(reference)", True))
    rows.append(("move_at == move_at_bits on those i", str(agree), "True", agree))

    width = max(len(r[0]) for r in rows)
    print(f"{'measurement':<{width}}  {'value':>10}  {'target':>12}  result")
    for name, value, target, ok in rows:
        print(f"{name:<{width}}  {value:>10}  {target:>12}  {'ok' if ok else 'MISSED'}")
    missed = [r[0] for r in rows if not r[3]]
    if missed:
        print("missed: " + "; ".join(missed))
        return 1
    print("all targets met")
    return 0


if __name__ == "__main__":
    sys.exit(main())
