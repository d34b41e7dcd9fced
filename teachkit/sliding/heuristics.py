"""Heuristics for the sliding-tile puzzle: cheap estimates h(board) of the number of moves still needed.

Each heuristic is a plain function ``h(board, goal=None) -> int`` (blank-last goal when none is given).
All of them are *admissible* (never above the true distance) and *consistent* (one move changes h by at most
one), which tests check exhaustively on the 8-puzzle against ``bfs_distances(3)``:

- ``zero``: no information at all; A* with it behaves like breadth-first search.
- ``misplaced``: how many tiles are not on their goal square. The blank is not a tile and is not counted;
  every misplaced tile needs at least one move.
- ``manhattan``: for every tile, its row distance plus column distance to its goal square; each move moves
  one tile one square.
- ``linear_conflict``: Manhattan plus 2 moves for every tile that must leave its line (Hansson, Mayer & Yung,
  "Criticizing solutions to relaxed models yields powerful admissible heuristics", 1992). Two tiles in their
  goal row but in the wrong order cannot pass each other inside that row: one of them must step out and back,
  two moves Manhattan does not count. In a line, the tiles that may stay are those whose goal columns already
  increase, so at least (tiles in line - longest increasing run) of them must leave.

The additive pattern databases live in ``pdb.py``; they are callables with the same signature.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from teachkit.sliding.board import Board, goal as solved_board, width


@lru_cache(maxsize=64)
def goal_squares(target: Board) -> tuple[tuple[int, int], ...]:
    """(row, col) of each tile's goal square, indexed by tile number."""
    k = width(target)
    squares = [(0, 0)] * len(target)
    for p, t in enumerate(target):
        squares[t] = divmod(p, k)
    return tuple(squares)


def _target(board: Sequence[int], goal: Sequence[int] | None) -> Board:
    """The goal to measure against: the one given, or blank-last of the board's width."""
    return solved_board(width(board)) if goal is None else tuple(goal)


def zero(board: Sequence[int], goal: Sequence[int] | None = None) -> int:
    """Always 0: admissible but uninformed (A* with it is breadth-first search)."""
    return 0


def misplaced(board: Sequence[int], goal: Sequence[int] | None = None) -> int:
    """Number of tiles (blank excluded) that are not on their goal square."""
    target = _target(board, goal)
    return sum(1 for t, g in zip(board, target) if t and t != g)


def manhattan(board: Sequence[int], goal: Sequence[int] | None = None) -> int:
    """Sum over tiles (blank excluded) of |row - goal row| + |col - goal col|."""
    target = _target(board, goal)
    k = width(board)
    home = goal_squares(target)
    total = 0
    for p, t in enumerate(board):
        if t:
            row, col = divmod(p, k)
            goal_row, goal_col = home[t]
            total += abs(row - goal_row) + abs(col - goal_col)
    return total


def longest_increasing(values: Sequence[int]) -> int:
    """Length of the longest strictly increasing subsequence (lines are short: the quadratic method is fine)."""
    best = [1] * len(values)
    for i in range(len(values)):
        for j in range(i):
            if values[j] < values[i] and best[j] + 1 > best[i]:
                best[i] = best[j] + 1
    return max(best, default=0)


def line_penalty(goal_positions: Sequence[int]) -> int:
    """2 moves for each tile that must leave the line so the others are in goal order."""
    return 2 * (len(goal_positions) - longest_increasing(goal_positions))


def conflict_penalty(board: Sequence[int], goal: Sequence[int] | None = None) -> int:
    """The linear-conflict extra over Manhattan: sum of line penalties over all rows and columns."""
    target = _target(board, goal)
    k = width(board)
    home = goal_squares(target)
    total = 0
    for line in range(k):
        in_row = [home[t][1] for t in board[line * k:(line + 1) * k] if t and home[t][0] == line]
        in_col = [home[t][0] for t in board[line::k] if t and home[t][1] == line]
        total += line_penalty(in_row) + line_penalty(in_col)
    return total


def linear_conflict(board: Sequence[int], goal: Sequence[int] | None = None) -> int:
    """Manhattan distance plus the linear-conflict penalty of every row and column."""
    return manhattan(board, goal) + conflict_penalty(board, goal)


HEURISTICS = {"zero": zero, "misplaced": misplaced, "manhattan": manhattan, "linear conflict": linear_conflict}

