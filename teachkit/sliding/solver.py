"""The solver a user calls: ``solve``, ``hint`` and ``plan`` pick the search that suits the board.

It sits above the searches (``search``, ``pdb``) and their chooser (``dispatch``); nothing below imports it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from teachkit.errors import ArgumentTypeError, describe, require_real
from teachkit.sliding.board import Move
from teachkit.sliding.board import _width as width
from teachkit.sliding.heuristics import linear_conflict
from teachkit.sliding.limits import (
    ASTAR_MAX_NODES,
    IDASTAR_MAX_NODES,
    MAX_NODES_LIMIT,
    PDB_MAX_NODES,
    PDB_MAX_NODES_COMPILED,
    SearchLimitExceeded,
    SearchResult,
    _check_limit,
    _start,
)
from teachkit.sliding.search import Heuristic, astar, idastar

WIDE_MAX_SECONDS = 60.0  # the time solve() gives a board of width 5 or more, unless told otherwise
PROGRESS_EVERY = 1 << 14  # heuristic calls between two progress reports of a wide search
PROGRESS_SECONDS = 1.0  # and at most this long between two reports


def plan(board, goal: Sequence[int] | None = None, max_nodes: int | None = None, max_seconds=None) -> str:
    """What :func:`solve` will try on ``board``, and within which bounds, in one line (said before searching)."""
    start, _ = _start(board, goal)
    k = width(start)
    if k <= 3:
        nodes = ASTAR_MAX_NODES if max_nodes is None else _check_limit(max_nodes)
        return f"A* with linear conflict, at most {nodes:,} boards stored" + _seconds_text(max_seconds)
    if k == 4:
        nodes = PDB_MAX_NODES if max_nodes is None else _check_limit(max_nodes)
        return f"IDA* with the 6-6-3 pattern database, at most {nodes:,} nodes (the time is not bounded)"
    nodes = IDASTAR_MAX_NODES if max_nodes is None else _check_limit(max_nodes)
    seconds = WIDE_MAX_SECONDS if max_seconds is None else max_seconds
    return (
        f"IDA* with linear conflict on a {k}x{k} board (easy boards only: a scrambled one is out of reach), "
        f"at most {nodes:,} nodes" + _seconds_text(seconds)
    )


def _seconds_text(max_seconds) -> str:
    if max_seconds is None:
        return ""
    return f" or {require_real('max_seconds', max_seconds, lo=0, lo_open=True):g} s, whichever comes first"


def _reporting(heuristic: Heuristic, progress: Callable[[int, float], object]) -> Heuristic:
    """``heuristic`` that calls ``progress(calls so far, seconds so far)`` every PROGRESS_EVERY calls, and at least
    every PROGRESS_SECONDS (the clock is read every 256 calls), however slow the machine."""
    clock = time.perf_counter()
    calls = [0]
    last = [clock]

    def h(board, goal=None):
        calls[0] += 1
        if calls[0] % PROGRESS_EVERY == 0 or (
            calls[0] % 256 == 0 and time.perf_counter() - last[0] >= PROGRESS_SECONDS
        ):
            last[0] = time.perf_counter()
            progress(calls[0], last[0] - clock)
        return heuristic(board, goal)

    return h


def solve(
    board,
    goal: Sequence[int] | None = None,
    max_nodes: int | None = None,
    max_seconds: float | None = None,
    progress: Callable[[int, float], object] | None = None,
) -> SearchResult:
    """A shortest solution, with the method that suits the board's size:

    - k <= 3 (8-puzzle): A* with linear conflict — at most 181,440 boards, found in milliseconds;
    - k == 4 (15-puzzle): ``pdb.idastar_pdb``, IDA* with the additive 6-6-3 pattern database and its
      reflection (the tables ship with teachkit: loading them takes about 0.3 s; see ``pdb.py``);
    - 5 <= k <= SEARCH_MAX_WIDTH: IDA* with linear conflict; easy boards only — hard 24-puzzle boards need far
      bigger pattern databases, and the search stops with SearchLimitExceeded after max_nodes nodes.

    On the 15-puzzle each IDA* iteration runs plain or compiled (numba, ``teachkit[fast]``), whichever is expected
    to be quicker, from a cheap estimate: a certain bound on its nodes from h of the start and the width, then the
    growth of the iterations already run (``dispatch``). Measured (CPU, this machine; ``python
    benchmarks/bench_fast.py --no-md --no-pdb --solve``): the plain form generates about 2 M nodes a second, the
    compiled one about 40-50 M; numba starts in about 0.4 s once per process (2 s the very first time, when its
    kernels are compiled and cached), unless ``make install`` compiled the kernels ahead of time (``aot``: loaded in
    about 1 ms, numba never started). So a board whose search is small never imports numba (up to 16 moves:
    certainly; measured: boards 12-30 moves from the goal, and Korf's boards of up to about 300 K nodes), a hard one
    pays the start-up once per process, and fewer than ``dispatch.COLD_NODES`` plain nodes (about 0.5 s) are ever
    run twice. Measured on Korf's 100: in one process with numba started, solve() costs 1.01-1.05 times the compiled
    search's CPU. In a fresh process, with the kernels compiled ahead of time, also 1.01-1.06 times, and a board
    just past the switch costs no more than the plain form (+0.003 s at worst); with numba's kernels instead, 1.2
    times the compiled search's in a fresh process too (numba's start-up counted in both), 1.5-1.6 times that
    search's CPU alone (numba's start-up, about 0.4 s, is a third of the compiled search's 1.2-1.4 s), and a board
    just past the switch can cost up to 0.3-0.4 s more than the plain form. The forms find the same moves and count
    the same nodes, so the answer never depends on which ran. Without numba, or with ``TEACHKIT_FAST=0``, the plain
    form runs alone.

    ``max_nodes=None`` means the default of the method chosen: on the 15-puzzle it follows the form that can
    run, ``PDB_MAX_NODES_COMPILED`` (4 G, about 2 min compiled: enough for every position teachkit ships, the
    hardest 80-move ones needing up to 2.2 G) with numba, else ``PDB_MAX_NODES`` (300 M, about 3 min plain);
    the error raised at the limit says how to raise it and what that costs. Any other value must be an
    int >= 1.
    ``max_seconds`` bounds the time of A* (k <= 3) and of the wide search (k >= 5; default WIDE_MAX_SECONDS,
    60 s: a scrambled 5x5 board stops there with SearchLimitExceeded, tested); the 15-puzzle search is bounded by
    its node limit. ``progress(nodes, seconds)``, if given, is called every PROGRESS_EVERY nodes of a wide search.
    :func:`plan` says all this for one board, in one line, before searching.
    """
    start, target = _start(board, goal)
    if max_nodes is not None:
        max_nodes = _check_limit(max_nodes)
    if max_seconds is not None:
        max_seconds = require_real("max_seconds", max_seconds, lo=0, lo_open=True)
    if progress is not None and not callable(progress):
        raise ArgumentTypeError(f"progress must be None or a function (nodes, seconds), got {describe(progress)}")
    k = width(start)
    if k <= 3:
        nodes = ASTAR_MAX_NODES if max_nodes is None else max_nodes
        return astar(start, linear_conflict, target, nodes, max_seconds=max_seconds)
    if k == 4:
        from teachkit.sliding.pdb import idastar_pdb, pdb_663

        limit = max_nodes if max_nodes is not None else solve_max_nodes()
        try:
            return idastar_pdb(start, pdb_663(target), max_nodes=limit)
        except SearchLimitExceeded as error:
            raise SearchLimitExceeded(f"{error}; {_raise_the_limit(limit)}") from None
    nodes = IDASTAR_MAX_NODES if max_nodes is None else max_nodes
    seconds = WIDE_MAX_SECONDS if max_seconds is None else max_seconds
    h = linear_conflict if progress is None else _reporting(linear_conflict, progress)
    return idastar(start, h, target, nodes, max_seconds=seconds)


def solve_max_nodes() -> int:
    """solve()'s default node limit on the 15-puzzle: PDB_MAX_NODES_COMPILED if the compiled form can run
    (numba installed, TEACHKIT_FAST not 0), else PDB_MAX_NODES."""
    from teachkit import jit

    return PDB_MAX_NODES_COMPILED if jit.available() else PDB_MAX_NODES


def _raise_the_limit(limit: int) -> str:
    """What to do about a 15-puzzle search stopped at `limit` nodes, and what it costs (measured rates)."""
    from teachkit import jit
    from teachkit.sliding.dispatch import COMPILED_NODES_PER_SECOND, PLAIN_NODES_PER_SECOND

    more = min(10 * limit, MAX_NODES_LIMIT)
    if jit.available():
        rate, form = COMPILED_NODES_PER_SECOND, "compiled"
        faster = ""
    else:
        rate, form = PLAIN_NODES_PER_SECOND, "plain"
        faster = " (or install numba, pip install 'teachkit[fast]', to search about 20 times faster)"
    return (
        f"to search further pass max_nodes, e.g. solve(board, max_nodes={more:_}): the {form} search generates "
        f"about {rate / 1e6:.1f} M nodes a second, so that may take up to about {more / rate / 60:.0f} min"
        f"{faster}; the hardest boards teachkit ships (hardest80) need up to 2.2 G nodes"
    )


def hint(board, goal: Sequence[int] | None = None) -> Move | None:
    """The first move of a shortest solution (None if the board is already solved)."""
    result = solve(board, goal)
    return result.moves[0] if result.moves else None


__all__ = ["PROGRESS_EVERY", "PROGRESS_SECONDS", "WIDE_MAX_SECONDS", "hint", "plan", "solve", "solve_max_nodes"]
