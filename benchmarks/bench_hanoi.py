"""Towers of Hanoi speed targets: prints a table, exits 1 if a target is missed.

    .venv/bin/python benchmarks/bench_hanoi.py

Times are CPU seconds (``time.process_time``, best of several runs), so other work on the machine matters less.

* ``moves_array(24)`` (block copy, all 16.7 million moves) reaches at least 50 % of the memory-bandwidth floor
  measured in the same run: allocating the three output arrays and filling them with a constant;
* it equals the bit formula (``moves_array_bits``) and the plain recursive generator, every move compared;
* ``move_at(i, 64)`` takes at most 1 microsecond per call on valid input (random i); ``move_at_bits`` beside it.
"""

from __future__ import annotations

import collections
import itertools
import random
import sys
import time
import timeit

import numpy as np
from summary import best_cpu, row

from teachkit.hanoi import move_at, move_at_bits, moves_array, solve_recursive
from teachkit.hanoi.solve import moves_array_bits

N_ARRAY = 24
MIN_FLOOR_SHARE = 0.50
MAX_MOVE_AT_US = 1.0


def allocate_and_fill(n: int) -> list[np.ndarray]:
    """The floor: the three output arrays (2**n - 1 uint8 each, all alive at once, as in the result), each
    written once with a constant. Nothing can produce the moves faster than this."""
    arrays = [np.empty(2**n - 1, dtype=np.uint8) for _ in range(3)]
    for value, array in enumerate(arrays):
        array.fill(value)
    return arrays


def same_moves(n: int, array, chunk: int = 1 << 16) -> bool:
    """Whether solve_recursive(n) yields exactly the rows of ``array``, compared a chunk at a time."""
    moves = solve_recursive(n)
    for lo in range(0, len(array), chunk):
        block = np.array(list(itertools.islice(moves, chunk)), dtype=np.int64)
        hi = lo + len(block)
        if not (
            np.array_equal(block[:, 0], array.disk[lo:hi])
            and np.array_equal(block[:, 1], array.src[lo:hi])
            and np.array_equal(block[:, 2], array.dst[lo:hi])
        ):
            return False
    return next(moves, None) is None


def per_call_us(function, steps: list[int], n: int) -> float:
    """CPU microseconds per call of function(step, n), best of 7 passes over the steps."""
    timer = timeit.Timer(lambda: [function(i, n) for i in steps], timer=time.process_time)
    return min(timer.repeat(repeat=7, number=1)) / len(steps) * 1e6


def main() -> int:
    rows = []  # (measurement, value, target, ok)
    floor_s = best_cpu(7, lambda: allocate_and_fill(N_ARRAY))
    block_s = best_cpu(7, lambda: moves_array(N_ARRAY))
    bits_s = best_cpu(3, lambda: moves_array_bits(N_ARRAY))
    megabytes = 3 * (2**N_ARRAY - 1) / 1e6
    share = floor_s / block_s
    rows.append(
        (
            f"floor: allocate and fill 3 x {2**N_ARRAY - 1:,} bytes",
            f"{floor_s * 1e3:.1f} ms",
            f"{megabytes / floor_s / 1e3:.2f} GB/s",
            True,
        )
    )
    rows.append(
        (
            f"moves_array({N_ARRAY}), block copy (fast)",
            f"{block_s * 1e3:.1f} ms",
            f"{megabytes / block_s / 1e3:.2f} GB/s",
            True,
        )
    )
    rows.append(
        (
            f"moves_array_bits({N_ARRAY}), bit formula (plain numpy)",
            f"{bits_s * 1e3:.1f} ms",
            f"{megabytes / bits_s / 1e3:.2f} GB/s",
            True,
        )
    )
    rows.append(
        ("block copy as a share of the floor", f"{share:.0%}", f">= {MIN_FLOOR_SHARE:.0%}", share >= MIN_FLOOR_SHARE)
    )

    recursive_s = best_cpu(1, lambda: collections.deque(solve_recursive(N_ARRAY), maxlen=0))
    array = moves_array(N_ARRAY)
    equal = same_moves(N_ARRAY, array) and all(np.array_equal(a, b) for a, b in zip(array, moves_array_bits(N_ARRAY)))
    rows.append(
        (
            f"solve_recursive({N_ARRAY}), consumed (plain Python)",
            f"{recursive_s:.2f} s",
            f"{recursive_s / block_s:.0f}x slower",
            True,
        )
    )
    rows.append(("same moves: block = bits = recursion (every one)", str(equal), "True", equal))

    rng = random.Random(2024)
    steps = [rng.randrange(1, 2**64) for _ in range(50_000)]
    closed_us = per_call_us(move_at, steps, 64)
    bits_us = per_call_us(move_at_bits, steps, 64)
    agree = all(move_at(i, 64) == move_at_bits(i, 64) for i in steps)
    rows.append(
        (
            "move_at(i, 64), 50,000 random i",
            f"{closed_us:.2f} us",
            f"<= {MAX_MOVE_AT_US:g} us",
            closed_us <= MAX_MOVE_AT_US,
        )
    )
    rows.append(("move_at_bits(i, 64), same i", f"{bits_us:.2f} us", f"{bits_us / closed_us:.1f}x move_at", True))
    rows.append(("move_at == move_at_bits on those i", str(agree), "True", agree))

    width = max(len(r[0]) for r in rows)
    print(f"{'measurement (CPU time)':<{width}}  {'value':>10}  {'target / rate':>16}  result")
    for name, value, target, ok in rows:
        print(f"{name:<{width}}  {value:>10}  {target:>16}  {'ok' if ok else 'MISSED'}")
    print()
    row(
        f"hanoi moves_array({N_ARRAY}) CPU s",
        f"{recursive_s:.2f} (recursion); {bits_s:.3f} (bit formula)",
        f"{block_s:.3f}",
        f"bandwidth floor {floor_s:.3f}",
        f"floor/fast {share:.0%}",
        f">= {MIN_FLOOR_SHARE:.0%}, same moves",
        "ok" if share >= MIN_FLOOR_SHARE and equal else "MISSED",
    )
    row(
        "hanoi move_at(i, 64) us a call",
        f"{bits_us:.2f} (move_at_bits)",
        f"{closed_us:.2f}",
        f"{MAX_MOVE_AT_US:g} us",
        f"{closed_us / MAX_MOVE_AT_US:.2f}",
        f"<= {MAX_MOVE_AT_US:g} us, agree",
        "ok" if closed_us <= MAX_MOVE_AT_US and agree else "MISSED",
    )
    missed = [r[0] for r in rows if not r[3]]
    if missed:
        print("missed: " + "; ".join(missed))
        return 1
    print("all targets met")
    return 0


if __name__ == "__main__":
    sys.exit(main())
