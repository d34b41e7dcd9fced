"""The compiled twin of Warnsdorff's fast walk, for the optional extra ``teachkit[fast]`` (numba).

:func:`walk` runs *the same walk* as the Python loop of ``teachkit.knight.tour.warnsdorff_fast``: the board
with a 2-square border as flat arrays (``visited`` one byte a square, ``degree`` the unvisited onward squares
of each square, one signed byte), a knight move is adding one of eight offsets in the given move order, the
candidate with the fewest onward squares wins, and the tie-breaks ``'first'``, ``'roth'`` and ``'lookahead'``
settle equal counts exactly as there. Only the loop is compiled: the squares come out as the (row, col)
array a :class:`~teachkit.knight.tour.Tour` keeps. ``'random'`` is not compiled (it draws from Python's
``random.Random``, and its tours must stay those of the seed); tests check that both forms give identical
tours on many boards, starts, orders and tie-breaks.

``available()`` says whether numba can be used: it is installed and not switched off by ``TEACHKIT_FAST=0``.
numba itself is imported only when the walk first runs compiled (``teachkit.jit``): importing
``teachkit.knight`` never loads it. Without numba this module still imports, and ``warnsdorff_fast`` keeps its
Python loop.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from teachkit import jit

Move = tuple[int, int]
COMPILED_TIE_BREAKS = {"first": 0, "roth": 1, "lookahead": 2}  # the tie-breaks the kernel knows, by number


KERNELS = ("_walk",)  # compiled by numba on first use (teachkit.jit.compile_kernels)


def installed() -> bool:
    """True if numba is installed (checked without importing it)."""
    return jit.installed()


def available() -> bool:
    """True if the compiled walk can run: numba is installed and the environment does not set TEACHKIT_FAST=0."""
    return jit.available()


def _walk(n, m, start_row, start_col, drs, dcs, tie, visited, degree, out):  # pragma: no cover - compiled
    """Walk by Warnsdorff's rule, writing the squares to out (rows of (row, col)); return how many.

    visited (all ones) and degree are the padded board's (n + 4) * (m + 4) bytes, given by the caller.
    """
    width = m + 4
    offsets = np.empty(8, dtype=np.int64)
    for k in range(8):
        offsets[k] = drs[k] * width + dcs[k]
    for r in range(n):  # the border stays visited
        low = (r + 2) * width + 2
        visited[low : low + m] = 0
    for r in range(n):  # degree: unvisited onward squares of each square (0 on the border)
        for c in range(m):
            i = (r + 2) * width + c + 2
            count = 0
            for k in range(8):
                if visited[i + offsets[k]] == 0:
                    count += 1
            degree[i] = count
    tied = np.empty(8, dtype=np.int64)  # the moves (0..7) that share the fewest onward squares
    row, col = start_row, start_col
    here = (row + 2) * width + col + 2
    length = 0
    while True:
        out[length, 0] = row
        out[length, 1] = col
        length += 1
        visited[here] = 1  # visit: each neighbour loses one free onward square
        for k in range(8):
            degree[here + offsets[k]] -= 1
        best, fewest, ties = -1, 9, 0
        for k in range(8):
            s = here + offsets[k]
            if visited[s] == 0:
                d = degree[s]
                if d < fewest:
                    best, fewest, ties = k, d, 1
                    tied[0] = k
                elif d == fewest:
                    tied[ties] = k
                    ties += 1
        if best < 0:
            return length
        if ties > 1 and tie == 1:  # roth: farthest from the centre, first in move order among equals
            far = -1
            for t in range(ties):
                k = tied[t]
                dr, dc = 2 * (row + drs[k]) - (n - 1), 2 * (col + dcs[k]) - (m - 1)
                if dr * dr + dc * dc > far:
                    best, far = k, dr * dr + dc * dc
        elif ties > 1 and tie == 2:  # lookahead: smallest sum of the neighbours' degrees, less one each
            least = 1 << 30
            for t in range(ties):
                s = here + offsets[tied[t]]
                total = 0
                for j in range(8):
                    if visited[s + offsets[j]] == 0:
                        total += degree[s + offsets[j]] - 1
                if total < least:
                    best, least = tied[t], total
        row, col, here = row + drs[best], col + dcs[best], here + offsets[best]


def walk(n: int, m: int, start: tuple[int, int], order: Sequence[Move], tie_break: str) -> np.ndarray:
    """The (row, col) int32 array (read-only) of the Warnsdorff walk from start: checked arguments only."""
    moves = np.array(order, dtype=np.int64)
    rows, cols = moves[:, 0].copy(), moves[:, 1].copy()
    size = (n + 4) * (m + 4)  # the board with its 2-square border: 1 + 1 bytes a square, freed on return
    visited, degree = np.ones(size, dtype=np.uint8), np.zeros(size, dtype=np.int8)
    out = np.empty((n * m, 2), dtype=np.int32)  # 8 bytes a square, kept by the Tour
    jit.compile_kernels(globals(), KERNELS)
    length = _walk(n, m, start[0], start[1], rows, cols, COMPILED_TIE_BREAKS[tie_break], visited, degree, out)
    out.setflags(write=False)
    return out if length == n * m else out[:length]  # a stuck walk: a view (no copy, 8 bytes a board square)
