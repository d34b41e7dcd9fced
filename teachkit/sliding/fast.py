"""Compiled twins of the fast IDA* loops, for the optional extra ``teachkit[fast]`` (numba).

Each function here runs *the same search* as its plain Python form — same move order (up, left, right, down),
same parent pruning, same bound updates, same node counting, same solution — but the inner loop is compiled
by numba. The plain forms stay the readable reference and the default; tests check that both give identical
node counts and solutions.

- ``idastar_manhattan_fast`` is the twin of ``teachkit.sliding.search.idastar_manhattan_plain``;
- ``idastar_pdb_fast`` is the twin of ``teachkit.sliding.pdb.idastar_pdb_plain`` (additive tables + reflection);
- ``build_pattern_database_fast`` is the twin of ``teachkit.sliding.pdb.build_pattern_database`` (the same
  0-1 breadth-first search, the same table byte for byte).

The public searches ``idastar_manhattan``, ``idastar_pdb`` and ``solve`` run each iteration in whichever form
is expected to be quicker (``dispatch``), and ``pattern_database`` builds large tables with the compiled twin.

The recursion of the plain forms becomes a loop over an explicit stack: ``blank[d]``, ``came[d]``, ``hs[d]``
and ``option[d]`` hold, for the board at depth d of the current path, its blank cell, the cell the blank came
from, its heuristic value and the next move to try (the board being expanded keeps them in local variables,
as a recursive call keeps them in registers, and stores them only when it enters a child). Entering a board
is a recursive call; running out of moves is a return. One call of a kernel is one IDA* iteration (one
bound); Python loops over the bounds, so limits and ``on_iteration`` behave as in the plain forms.

``available()`` says whether numba can be used: it is installed and not switched off by ``TEACHKIT_FAST=0``.
numba itself is imported, and the kernels compiled or loaded from numba's cache, only when a compiled path
first runs (``teachkit.jit``). Without numba this module still imports; calling a fast function then raises
``FastPathUnavailable``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from teachkit.sliding.dispatch import iterate
from teachkit.sliding.heuristics import manhattan
from teachkit.sliding.kernels import FastPathUnavailable, _check, _manhattan_step, _pdb_step, available, installed
from teachkit.sliding.limits import IDASTAR_MAX_NODES, PDB_MAX_NODES, SearchResult, _blank_path_result
from teachkit.sliding.pdb import _result, _search_setup, build_pattern_database_fast
from teachkit.sliding.search import _manhattan_setup


def idastar_manhattan_fast(
    board, goal: Sequence[int] | None = None, max_nodes: int = IDASTAR_MAX_NODES
) -> SearchResult:
    """IDA* with Manhattan distance, compiled: the twin of ``search.idastar_manhattan_plain`` (same order, same
    parent pruning, same counts, same solution; with Korf's blank-first goal, his node counts).

    Raises FastPathUnavailable without numba, UnsolvableBoard before searching, SearchLimitExceeded after
    generating more than max_nodes nodes.
    """
    _check()
    clock = time.perf_counter()
    start, target, limit, distance = _manhattan_setup(board, goal, max_nodes)
    h0 = manhattan(start, target)
    path, counts = iterate(_manhattan_step(start, distance, h0), h0, limit)
    return _blank_path_result(start, target, start.index(0), path, counts, clock)


def idastar_pdb_fast(
    board, heuristic, max_nodes: int = PDB_MAX_NODES, on_iteration: Callable[[int, int, int], object] | None = None
) -> SearchResult:
    """IDA* with an additive pattern database (``pdb.AdditivePDB``, with or without reflection), compiled:
    the twin of ``pdb.idastar_pdb_plain`` (same order, same counts, same solution).

    The tables are one uint8 array (``heuristic.joined()``); each group's index on the board and on the
    mirrored board is updated by (a - c) * n^j when the tile at c slides into the blank at a, and the mirrored
    estimate is looked up only when the plain one does not already cut the child off.
    ``on_iteration(bound, expanded, generated)`` is called after each unsuccessful iteration.
    """
    _check()
    clock = time.perf_counter()
    setup = _search_setup(board, heuristic, max_nodes, on_iteration)
    bound = max(setup.h_plain, setup.h_mirror)
    path, counts = iterate(_pdb_step(setup), bound, setup.limit, on_iteration)
    return _result(setup, heuristic, path, counts, clock)


__all__ = [
    "FastPathUnavailable",
    "available",
    "build_pattern_database_fast",
    "idastar_manhattan_fast",
    "idastar_pdb_fast",
    "installed",
]
