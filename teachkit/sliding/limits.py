"""What every 15-puzzle search shares, below them all: the limits, the result type and the argument checks.

The searches (``search``: A*, IDA*, breadth-first; ``pdb``: pattern databases; ``kernels``: their compiled
loops), the per-iteration chooser (``dispatch``) and the solver above them (``solver``: ``solve``, ``hint``,
``plan``) all import from here, and this module imports only ``board`` and ``errors``: so the package has no
import circle (``tests/test_layers.py`` keeps it so).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any, NamedTuple

from teachkit.errors import LimitExceeded, require_int
from teachkit.sliding.board import (
    Board,
    BoardTooLarge,
    Instance,
    Move,
    _goal_for,
    _parse,
    check_solvable,
    move_table,
    slide,
)
from teachkit.sliding.board import _width as width

ASTAR_MAX_NODES = 1_000_000  # boards A* may store (a few hundred MB of Python objects at most)
ASTAR_MAX_BYTES = 1 << 30  # and the bytes they may take (an estimate per board: see board_bytes)
IDASTAR_MAX_NODES = 10_000_000  # nodes IDA* may generate before giving up (about a minute in the plain form)
PDB_MAX_NODES = 300_000_000  # nodes the fast pattern-database IDA* may generate (a few minutes plain)
PDB_MAX_NODES_COMPILED = 4_000_000_000  # solve()'s limit when numba can run (every shipped board; about 2 min)
MAX_NODES_LIMIT = 10**10  # the largest max_nodes any search accepts (hours of work already)
SEARCH_MAX_WIDTH = 10  # widest board a search accepts: each node costs O(k^2) time and bytes


class SearchLimitExceeded(LimitExceeded, RuntimeError):
    """A search reached its node, byte or time limit before finding the goal (raised instead of hanging or
    filling memory). A ValueError (a LimitExceeded) and, as before, a RuntimeError."""


def board_bytes(cells: int) -> int:
    """Bytes one stored board costs A*, roughly: the tuple (40 + 8 per cell on 64-bit CPython) and its entries in
    the best-g table, the parent links and the heap (about 170 more). Measured with tracemalloc over 40,000
    stored boards (tests/test_sliding_search.py keeps it within 20 %): about 343 B a board on the 15-puzzle and
    259 B on the 8-puzzle, where this gives 338 and 282."""
    return 8 * cells + 210


class SearchResult(NamedTuple):
    """A shortest solution and what it cost to find it."""

    moves: tuple[Move, ...]  # directions the blank moves, start to goal
    states: tuple[Board, ...]  # start board, then the board after each move (len(moves) + 1 boards)
    cost: int  # number of moves
    expanded: int  # boards whose successors were generated
    generated: int  # root + successors created
    max_frontier: int  # A*: largest heap size; IDA*: longest path held
    seconds: float  # wall-clock time of the search


def _start(board: Any, goal: Any) -> tuple[Board, Board]:
    """Check the input before any search: a valid board no wider than SEARCH_MAX_WIDTH, a goal of the same
    size, the same parity class. A packaged Instance (korf100(), hardest80()) brings its own goal."""
    if isinstance(board, Instance):
        board, goal = board.board, board.goal if goal is None else goal
    board = _parse(board, "board")
    if width(board) > SEARCH_MAX_WIDTH:
        k = width(board)
        raise BoardTooLarge(
            f"board is {k}x{k}; searches take boards up to SEARCH_MAX_WIDTH = {SEARCH_MAX_WIDTH} "
            f"wide (every node costs O(k^2) time and memory); solve a smaller board"
        )
    target = _goal_for(board, goal)
    check_solvable(board, target)
    return board, target


def _check_limit(max_nodes: int, name: str = "max_nodes") -> int:
    """max_nodes must be a positive int (at most MAX_NODES_LIMIT)."""
    return require_int(
        name,
        max_nodes,
        lo=1,
        hi=MAX_NODES_LIMIT,
        hint="a search that long takes hours; use a better heuristic or solve",
    )


class _Stopped(Exception):
    """A plain iteration reached its node limit (``dispatch.iterate`` raises SearchLimitExceeded)."""


def _blank_path_result(
    start: Board, target: Board, blank: int, path: Sequence[int], counts: Sequence[int], clock: float
) -> SearchResult:
    """The SearchResult of a depth-first solution given as the cells the blank visits after `blank`.

    Shared by the fast IDA* loops (``idastar_manhattan`` here, ``idastar_pdb`` in pdb.py); ``counts`` is
    (expanded, generated) and the frontier of a depth-first search is its path, one board per depth.
    """
    k = width(start)
    steps, a = [], blank
    for c in path:
        steps.append(next(name for name, cell in move_table(k)[a] if cell == c))
        a = c
    states = [start]
    for c_prev, c in zip([blank, *path], path):
        states.append(slide(states[-1], c_prev, c))
    assert states[-1] == target, "the blank's path must end on the goal"
    return SearchResult(
        tuple(steps), tuple(states), len(steps), counts[0], counts[1], len(steps) + 1, time.perf_counter() - clock
    )


def _not_reached(later: Sequence[int], cell: int, came_from: int) -> int:
    """Successors after `cell` that were counted in advance but never created because the goal was found.

    ``later`` lists the cells the blank could go to, in search order (the fast loops' move table).
    """
    return sum(1 for c in later[later.index(cell) + 1 :] if c != came_from)
