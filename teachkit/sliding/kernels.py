"""The compiled loops (numba) of the fast searches: one IDA* iteration, one level of a pattern-database build.

Below the searches that use them (``search.idastar_manhattan``, ``pdb.idastar_pdb``, ``pdb._build``) and above
only ``board``, ``dispatch`` and ``jit``. ``fast`` gives them public names (``idastar_pdb_fast`` ...); the
module docstring there says how the recursion becomes a loop.

``available()`` says whether numba can be used. numba itself is imported, and the kernels compiled or loaded
from numba's cache, only when a compiled path first runs (``teachkit.jit``). Without numba this module still
imports; calling a kernel's step then raises ``FastPathUnavailable``.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

import numpy as np

from teachkit import jit
from teachkit.errors import TeachkitError
from teachkit.sliding.board import Board, move_table, width
from teachkit.sliding.dispatch import FOUND, LIMIT, NOT_FOUND, Step

# at(i): the index i read as unsigned, so that numba's compiled loop does not test it for Python's negative
# indices (x[-1]); for the non-negative indices of the kernels it is the same index
at = np.uint64

# compiled by numba on first use (jit.compile_kernels), all together: kernels call each other by these names
KERNELS = ("_unreached_on_path", "_md_iteration", "_pdb_iteration", "_flood_one", "_expand_level", "_settle_level")


class FastPathUnavailable(TeachkitError, RuntimeError):
    """A compiled search was called but numba is missing or switched off (TEACHKIT_FAST=0)."""


def installed() -> bool:
    """True if numba is installed (checked without importing it)."""
    return jit.installed()


def available() -> bool:
    """True if the compiled forms can run: numba is installed and the environment does not set TEACHKIT_FAST=0."""
    return jit.available()


def _require() -> None:
    """Raise FastPathUnavailable, naming the reason, unless available(); then make sure the kernels are
    wrapped by numba (compiled, or loaded from its cache, on their first call)."""
    _check()
    jit.compile_kernels(globals(), KERNELS)


def _check() -> None:
    """Raise FastPathUnavailable, naming the reason, unless available() (numba not imported)."""
    if not jit.installed():
        raise FastPathUnavailable(
            "the fast path needs numba: pip install 'teachkit[fast]' "
            "(or use the plain forms in teachkit.sliding.search and pdb)"
        )
    if not jit.switched_on():
        raise FastPathUnavailable(
            f"the fast path is switched off by TEACHKIT_FAST="
            f"{os.environ.get('TEACHKIT_FAST')!r}; unset it or set it to 1"
        )


def _kernel(name: str):
    """The compiled search kernel `name`: the one compiled ahead of time (``aot``, loaded in about 1 ms) if it
    is built for these kernels, else numba's (numba started now if it is not yet: about 0.4 s)."""
    from teachkit.sliding import aot

    _check()
    module = aot.kernels()
    if module is not None:
        return getattr(module, name)
    _require()
    return globals()[name]


def _ahead_of_time() -> bool:
    """True if the kernels compiled ahead of time are built for these kernels and the fast path is on (nothing
    loaded)."""
    from teachkit.sliding import aot

    return jit.available() and aot.path() is not None


# ------------------------------------------------------------------------------------ the search kernels


def _unreached_on_path(moves, count, blank, came, option, depth):  # pragma: no cover - compiled
    """Successors counted in advance but never created, at every depth of the path, once the goal is found
    (the moves after the one taken at each depth, except the move back)."""
    missing = 0
    for d in range(depth + 1):
        a = blank[d]
        for o in range(option[d], count[a]):
            if moves[a, o] != came[d]:
                missing += 1
    return missing


def _md_iteration(
    cells, moves, count, distance, start_blank, h0, bound, counts, limit, path
):  # pragma: no cover - compiled
    """One depth-first iteration of IDA* + Manhattan within `bound`, on `cells` (restored unless FOUND).

    Returns (status, next bound, path length): status FOUND with the blank's cells in path[:length],
    NOT_FOUND with the smallest f cut off, or LIMIT once counts[1] (generated) passes `limit`. The board being
    expanded lives in local variables and every index is read unsigned, as in ``_pdb_iteration`` (which says
    why).
    """
    n = cells.shape[0]
    size = bound + 2
    blank = np.empty(size, np.int64)
    came = np.empty(size, np.int64)
    hs = np.empty(size, np.int64)
    option = np.empty(size, np.int64)
    expanded, generated = counts[0] + 1, counts[1] + count[start_blank]  # the start, expanded
    next_bound = 10**9
    d = 0
    a, back, h, o = start_blank, -1, h0, 0  # the board at depth d: blank, where it came from, h, next move
    if generated > limit:
        counts[0], counts[1] = expanded, generated
        return LIMIT, next_bound, 0
    while True:
        if o == count[at(a)]:  # every move tried: return to the parent, sliding the tile back
            if d == 0:
                counts[0], counts[1] = expanded, generated
                return NOT_FOUND, next_bound, 0
            d -= 1
            c = a
            a, back, h, o = blank[at(d)], came[at(d)], hs[at(d)], option[at(d)]
            cells[at(c)] = cells[at(a)]
            cells[at(a)] = 0
            continue
        c = moves[at(a), at(o)]
        o += 1
        if c == back:
            continue
        t = cells[at(c)] * n
        hc = h - distance[at(t + c)] + distance[at(t + a)]
        f = d + 1 + hc
        if f > bound:
            if f < next_bound:
                next_bound = f
            continue
        blank[at(d)], came[at(d)], option[at(d)] = a, back, o
        if hc == 0:  # the goal
            for i in range(d):
                path[at(i)] = blank[at(i + 1)]
            path[at(d)] = c
            counts[0], counts[1] = expanded, generated - _unreached_on_path(moves, count, blank, came, option, d)
            return FOUND, next_bound, d + 1
        cells[at(a)] = cells[at(c)]
        cells[at(c)] = 0
        hs[at(d)] = h
        d += 1
        a, back, h, o = c, a, hc, 0
        expanded += 1  # expand the board just entered: count it and all its successors in advance
        generated += count[at(a)] - 1
        if generated > limit:
            counts[0], counts[1] = expanded, generated
            return LIMIT, next_bound, 0


def _pdb_iteration(
    cells,
    moves,
    steps,
    msteps,
    count,
    tables,
    index,
    slot,
    weight,
    mslot,
    mweight,
    start_blank,
    h1,
    h2,
    bound,
    counts,
    limit,
    path,
):  # pragma: no cover - compiled
    """One depth-first iteration of IDA* + additive pattern databases (+ mirrored lookups) within `bound`.

    ``index`` holds the table index of each group on the board (then on the mirrored board) and is kept up
    to date as tiles slide; like `cells` it is restored unless FOUND. Returns as ``_md_iteration``.

    As in a recursive search (the C reference keeps them in registers), the board being expanded lives in
    local variables (a: its blank cell, back: where the blank came from, p and m: its plain and mirrored
    estimates, o: the next move to try) and the counts in two local integers; the stack arrays hold only
    the boards above it on the path (numba cannot tell the arrays apart, so it reloads from memory whatever
    it keeps in them after every store). Every index is read as unsigned, ``at(i)``, so numba skips its test
    for negative indices (x[-1]) at every lookup. Measured on Korf's 100 (CPU, interleaved with
    ``benchmarks/native/idastar_pdb.c``; ``benchmarks/bench_fast.py``): 1.5-1.7 times the C's CPU before these
    two changes, 1.1-1.25 times after.
    """
    size = bound + 2
    blank = np.empty(size, np.int64)
    came = np.empty(size, np.int64)
    hp = np.empty(size, np.int64)
    hm = np.empty(size, np.int64)
    option = np.empty(size, np.int64)
    old_of = np.empty(size, np.int64)  # the plain index slot changed by the move into depth d + 1 ...
    mold_of = np.empty(size, np.int64)  # ... and the mirrored one, with their previous values
    slot_of = np.empty(size, np.int64)
    mslot_of = np.empty(size, np.int64)
    expanded, generated = counts[0] + 1, counts[1] + count[start_blank]  # the start, expanded
    next_bound = 10**9
    d = 0
    a, back, p, m, o = start_blank, -1, h1, h2, 0
    if generated > limit:
        counts[0], counts[1] = expanded, generated
        return LIMIT, next_bound, 0
    while True:
        if o == count[at(a)]:  # every move tried: return to the parent, sliding the tile back
            if d == 0:
                counts[0], counts[1] = expanded, generated
                return NOT_FOUND, next_bound, 0
            d -= 1
            c = a
            a, back, p, m, o = blank[at(d)], came[at(d)], hp[at(d)], hm[at(d)], option[at(d)]
            cells[at(c)] = cells[at(a)]
            cells[at(a)] = 0
            index[at(slot_of[at(d)])] = old_of[at(d)]
            index[at(mslot_of[at(d)])] = mold_of[at(d)]
            continue
        c = moves[at(a), at(o)]
        step, mstep = steps[at(a), at(o)], msteps[at(a), at(o)]
        o += 1
        if c == back:
            continue
        g = d + 1
        t = cells[at(c)]
        i = slot[at(t)]
        old = index[at(i)]
        new = old + step * weight[at(t)]
        p1 = p - tables[at(old)] + tables[at(new)]
        if g + p1 > bound and g + p1 >= next_bound:
            continue  # cut off, and its f = g + max(p1, p2) >= g + p1 cannot lower the next bound
        mi = mslot[at(t)]
        mold = index[at(mi)]
        mnew = mold + mstep * mweight[at(t)]
        p2 = m - tables[at(mold)] + tables[at(mnew)]
        f = g + (p1 if p1 > p2 else p2)
        if f > bound:
            if f < next_bound:
                next_bound = f
            continue
        blank[at(d)], came[at(d)], option[at(d)] = a, back, o
        if f == g:  # h = 0: the goal
            for j in range(d):
                path[at(j)] = blank[at(j + 1)]
            path[at(d)] = c
            counts[0], counts[1] = expanded, generated - _unreached_on_path(moves, count, blank, came, option, d)
            return FOUND, next_bound, d + 1
        cells[at(a)] = t
        cells[at(c)] = 0
        hp[at(d)], hm[at(d)] = p, m
        slot_of[at(d)], old_of[at(d)], mslot_of[at(d)], mold_of[at(d)] = i, old, mi, mold
        index[at(i)] = new
        index[at(mi)] = mnew
        d += 1
        a, back, p, m, o = c, a, p1, p2, 0
        expanded += 1  # expand the board just entered: count it and all its successors in advance
        generated += count[at(a)] - 1
        if generated > limit:
            counts[0], counts[1] = expanded, generated
            return LIMIT, next_bound, 0


# ----------------------------------------------------------------------------------------- the wrappers


def _move_arrays(moves: Sequence[Sequence[tuple[int, int, int]]]) -> tuple[np.ndarray, ...]:
    """The rows (c, step, mstep) of ``moves[a]`` (``pdb._SearchSetup.moves``) as arrays: moves[a, o] the
    o-th cell the blank at a can go to (-1 pads), steps[a, o] and msteps[a, o] how a table index digit
    changes, count[a] how many moves."""
    n = len(moves)
    cells = np.full((n, 4), -1, np.int64)
    steps = np.zeros((n, 4), np.int64)
    msteps = np.zeros((n, 4), np.int64)
    count = np.zeros(n, np.int64)
    for a, options in enumerate(moves):
        for o, (c, step, mstep) in enumerate(options):
            cells[a, o], steps[a, o], msteps[a, o] = c, step, mstep
        count[a] = len(options)
    return cells, steps, msteps, count


def _manhattan_ready() -> bool:
    """True if the IDA* + Manhattan kernel is loaded in this process, or compiled ahead of time (its next call
    costs no start-up)."""
    return jit.compiled(_md_iteration) or _ahead_of_time()


def _pdb_ready() -> bool:
    """True if the pattern-database IDA* kernel is loaded in this process, or compiled ahead of time (its next
    call costs no start-up)."""
    return jit.compiled(_pdb_iteration) or _ahead_of_time()


def _manhattan_step(start: Board, distance: Sequence[int], h0: int) -> Step:
    """The compiled ``dispatch.Step`` of IDA* + Manhattan (distance[t * n + p] as in ``_manhattan_setup``)."""
    iteration = _kernel("_md_iteration")
    k = width(start)
    moves, _, _, count = _move_arrays([[(c, 0, 0) for _, c in move_table(k)[a]] for a in range(k * k)])
    distances = np.array(distance, np.int64)
    board = np.array(start, np.int64)
    blank = start.index(0)

    def step(bound: int, counts: list, limit: int) -> tuple[int, int, list]:
        cells = board.copy()  # fresh: an iteration stopped at its limit leaves tiles moved
        totals, path = np.array(counts, np.int64), np.empty(bound + 2, np.int64)
        status, next_bound, length = iteration(cells, moves, count, distances, blank, h0, bound, totals, limit, path)
        counts[:] = totals.tolist()
        return int(status), int(next_bound), path[:length].tolist()

    return step


def _pdb_step(setup) -> Step:
    """The compiled ``dispatch.Step`` of IDA* + pattern databases, from ``pdb._search_setup``."""
    iteration = _kernel("_pdb_iteration")
    tables = np.frombuffer(setup.tables, np.uint8)
    slot, weight, mslot, mweight, start_index = (
        np.array(values, np.int64) for values in (setup.slot, setup.weight, setup.mslot, setup.mweight, setup.indices)
    )
    moves, steps, msteps, count = _move_arrays(setup.moves)
    board = np.array(setup.start, np.int64)
    blank = setup.start.index(0)

    def step(bound: int, counts: list, limit: int) -> tuple[int, int, list]:
        cells, index = board.copy(), start_index.copy()  # fresh: a stopped iteration leaves them moved
        totals, path = np.array(counts, np.int64), np.empty(bound + 2, np.int64)
        status, next_bound, length = iteration(
            cells, moves, steps, msteps, count, tables, index, slot, weight, mslot, mweight,
            blank, setup.h_plain, setup.h_mirror, bound, totals, limit, path,
        )  # fmt: skip
        counts[:] = totals.tolist()
        return int(status), int(next_bound), path[:length].tolist()

    return step


# ------------------------------------------------------------------------------- building a pattern database


def _flood_one(mask, free, k, full, not_first, not_last):  # pragma: no cover - compiled
    """Grow one blank-cell mask through the free cells until it stops (``pdb._flood`` for one placement)."""
    mask &= free
    while True:
        grown = (mask | (mask << k) | (mask >> k) | ((mask << 1) & not_first) | ((mask >> 1) & not_last)) & free & full
        if grown == mask:
            return mask
        mask = grown


def _expand_level(current, pending, m, n, k, powers):  # pragma: no cover - compiled
    """Every placement of the level just built (current[i] != 0: the blank cells it has reached) slides each
    group tile into an adjacent reached blank cell: the child placement gets that tile's old cell as a blank
    cell in pending. current is cleared on the way."""
    cells = np.empty(m, np.int64)
    for i in range(current.shape[0]):
        reached = np.int64(current[i])
        if reached == 0:
            continue
        current[i] = 0
        for j in range(m):
            cells[j] = (i // powers[j]) % n
        for j in range(m):
            c = cells[j]
            row, column = c // k, c % k
            for delta, legal in ((-k, row > 0), (-1, column > 0), (1, column < k - 1), (k, row < k - 1)):
                if legal and (reached >> (c + delta)) & 1:
                    child = i + delta * powers[j]
                    pending[child] |= np.int64(1) << c


def _settle_level(cost, visited, current, pending, m, n, k, powers, level):  # pragma: no cover - compiled
    """The children in pending whose blank cells are new: flood those cells through the cells the group does
    not occupy, mark them visited, make them the next level (current) and cost the placements seen for the
    first time. Returns (placements in the next level, placements costed for the first time)."""
    full = (np.int64(1) << (n)) - 1
    not_first, not_last = full, full
    for r in range(k):
        not_first &= ~(np.int64(1) << (r * k))
        not_last &= ~(np.int64(1) << (r * k + k - 1))
    frontier, first = 0, 0
    for i in range(pending.shape[0]):
        reached = np.int64(pending[i])
        if reached == 0:
            continue
        pending[i] = 0
        fresh = reached & ~np.int64(visited[i])
        if fresh == 0:
            continue
        occupied = np.int64(0)
        for j in range(m):
            occupied |= np.int64(1) << ((i // powers[j]) % n)
        mask = _flood_one(fresh, full & ~occupied, k, full, not_first, not_last)
        visited[i] |= mask
        current[i] = mask
        frontier += 1
        if cost[i] == 255:
            cost[i] = level
            first += 1
    return frontier, first
