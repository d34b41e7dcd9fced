"""Boards of the sliding-tile puzzle: reading them, checking them, moving the blank.

A board of width k is a tuple of k*k ints read row by row, 0 standing for the blank. The 8-puzzle has k = 3,
the 15-puzzle k = 4, the 24-puzzle k = 5. The usual goal puts the tiles in order with the blank *last*
(1 2 ... 15 0); Korf's papers put the blank *first* (0 1 ... 15). Both are supported everywhere a goal is
accepted.

A move is named by the direction the *blank* travels: ``"U"``, ``"L"``, ``"R"``, ``"D"`` (the tile next to the
blank slides the other way). Successors are always produced in Korf's order up, left, right, down, so that
node counts can be compared with his published tables.
"""

from __future__ import annotations

import math
import operator
import random
from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache
from importlib import resources
from typing import NamedTuple

Board = tuple[int, ...]
Move = str  # "U", "L", "R" or "D": the direction the blank moves

MOVES: tuple[Move, ...] = ("U", "L", "R", "D")
OPPOSITE: dict[Move, Move] = {"U": "D", "D": "U", "L": "R", "R": "L"}


class InvalidBoard(ValueError):
    """A board that is not a permutation of 0 .. k*k-1 laid out on a k x k square."""


class UnsolvableBoard(ValueError):
    """A board that cannot reach its goal: the two lie in different halves of the state space."""


class IllegalMove(ValueError):
    """A move that would push the blank off the board, or a name that is not U, L, R or D."""


# ----------------------------------------------------------------------------------------------- reading

def parse_board(board: str | Iterable[int]) -> Board:
    """Read a board from text ("1 2 3 / 4 5 6 / 7 8 0", commas or newlines also fine) or a sequence of ints.

    The result is checked: k*k cells for some k >= 2, holding each of 0 .. k*k-1 exactly once.
    """
    if isinstance(board, str):
        words = board.replace(",", " ").replace("/", " ").split()
        cells = []
        for word in words:
            try:
                cells.append(int(word))
            except ValueError:
                raise InvalidBoard(f"board text must hold whole numbers, got {word!r} in {board!r}") from None
    else:
        try:
            items = list(board)
        except TypeError:
            raise InvalidBoard(f"a board is text or a sequence of ints, got {board!r}") from None
        cells = [_as_int(item, items) for item in items]
    return check_board(tuple(cells))


def _as_int(item: object, items: list) -> int:
    """One cell as a plain int; bools and floats are refused rather than silently converted."""
    if isinstance(item, bool):
        raise InvalidBoard(f"cells must be ints, got the bool {item!r} in {items!r}")
    try:
        return operator.index(item)
    except TypeError:
        raise InvalidBoard(f"cells must be ints, got {item!r} ({type(item).__name__}) in {items!r}") from None


def check_board(board: Board) -> Board:
    """Return the board unchanged if it is a k x k permutation of 0 .. k*k-1, else raise InvalidBoard."""
    n = len(board)
    k = math.isqrt(n)
    if k < 2 or k * k != n:
        raise InvalidBoard(f"a board has k*k cells with k >= 2 (4, 9, 16, 25, ...), got {n} cells: {board!r}")
    seen = set(board)
    if len(seen) != n:
        twice = sorted({t for t in board if board.count(t) > 1})
        raise InvalidBoard(f"each tile appears once, but {twice} appear more than once in {board!r}")
    missing = sorted(set(range(n)) - seen)
    if missing:
        raise InvalidBoard(f"a {k}x{k} board holds exactly the tiles 0..{n - 1}; missing {missing} in {board!r}")
    return board


def width(board: Sequence[int]) -> int:
    """k for a board of k*k cells."""
    return math.isqrt(len(board))


def goal(k: int, blank: str = "last") -> Board:
    """The solved k x k board: tiles 1 .. k*k-1 in reading order, the blank last (default) or first (Korf)."""
    if isinstance(k, bool) or not isinstance(k, int) or k < 2:
        raise InvalidBoard(f"the width k must be an int >= 2, got {k!r}")
    tiles = tuple(range(1, k * k))
    if blank == "last":
        return tiles + (0,)
    if blank == "first":
        return (0,) + tiles
    raise InvalidBoard(f"blank must be 'last' or 'first', got {blank!r}")


_solved = goal  # an alias, for functions whose `goal` parameter hides the function


def _goal_for(board: Board, target: Sequence[int] | None) -> Board:
    """The goal to use for this board: the given one (checked) or the blank-last goal of the same width."""
    if target is None:
        return _solved(width(board))
    target = parse_board(target)
    if len(target) != len(board):
        raise InvalidBoard(f"goal has {len(target)} cells but the board has {len(board)}: {target!r}")
    return target


# ------------------------------------------------------------------------------------------- solvability

def inversions(board: Sequence[int]) -> int:
    """Pairs of tiles (blank ignored) that appear in the opposite order to their numbers."""
    tiles = [t for t in board if t]
    return sum(1 for i, a in enumerate(tiles) for b in tiles[i + 1:] if a > b)


def parity_class(board: Sequence[int]) -> int:
    """0 or 1: the invariant that no move changes.

    For odd widths it is the parity of the inversions. For even widths add the row of the blank: a vertical
    move carries one tile past k-1 others (an odd number), flipping the inversion parity, and moves the blank
    one row, flipping the row parity too, so their sum keeps its parity. (Johnson & Story, 1879.)
    """
    k = width(board)
    value = inversions(board)
    if k % 2 == 0:
        value += board.index(0) // k
    return value % 2


def is_solvable(board: str | Iterable[int], goal: Sequence[int] | None = None) -> bool:
    """Can the blank's moves turn `board` into `goal` (blank-last goal if none is given)?

    Every move keeps ``parity_class`` unchanged: a horizontal move changes no inversion and no row; a vertical
    move jumps one tile over k-1 others. With k odd that is an even number of inversion changes; with k even
    it is odd, and the blank changes row, so inversions + blank row keeps its parity. Hence boards of the other
    class are unreachable. Conversely all boards of the same class are reachable (Johnson & Story, "Notes on
    the 15 puzzle", 1879), so the test is exact: exactly half of the (k*k)! boards can reach a given goal.
    """
    board = parse_board(board)
    target = _goal_for(board, goal)
    return parity_class(board) == parity_class(target)


def check_solvable(board: Board, target: Board) -> None:
    """Raise UnsolvableBoard (before any search starts) if `board` cannot reach `target`."""
    if parity_class(board) != parity_class(target):
        raise UnsolvableBoard(
            f"board {board!r} cannot reach goal {target!r}: their inversion parity (plus blank row, for even "
            f"widths) differ, and no move changes that parity")


# ------------------------------------------------------------------------------------------------ moving

@lru_cache(maxsize=None)
def move_table(k: int) -> tuple[tuple[tuple[Move, int], ...], ...]:
    """For each blank position, the legal (move, new blank position) pairs in the order U, L, R, D."""
    table = []
    for p in range(k * k):
        row, col = divmod(p, k)
        options = []
        if row > 0:
            options.append(("U", p - k))
        if col > 0:
            options.append(("L", p - 1))
        if col < k - 1:
            options.append(("R", p + 1))
        if row < k - 1:
            options.append(("D", p + k))
        table.append(tuple(options))
    return tuple(table)


def slide(board: Board, blank: int, target: int) -> Board:
    """The board after the tile at `target` slides into the blank at `blank`."""
    cells = list(board)
    cells[blank], cells[target] = cells[target], 0
    return tuple(cells)


def neighbors(board: Board) -> Iterator[tuple[Move, Board]]:
    """Every (move, board) one move away, in Korf's order of the blank: up, left, right, down."""
    blank = board.index(0)
    for move, target in move_table(width(board))[blank]:
        yield move, slide(board, blank, target)


def apply_moves(board: str | Iterable[int], moves: Iterable[Move]) -> Board:
    """The board reached by moving the blank along `moves` (a string like "ULDR" or a list of moves)."""
    board = parse_board(board)
    table = move_table(width(board))
    blank = board.index(0)
    for i, move in enumerate(moves):
        step = dict(table[blank])
        if move not in step:
            why = "is not one of U, L, R, D" if move not in OPPOSITE else "pushes the blank off the board"
            raise IllegalMove(f"move {i} ({move!r}) {why}; blank at row {blank // width(board)}, "
                              f"column {blank % width(board)} of {board!r}")
        board = slide(board, blank, step[move])
        blank = step[move]
    return board


def states_along(board: Board, moves: Iterable[Move]) -> tuple[Board, ...]:
    """The start board and every board after each move: the frames of a solution replay."""
    states = [parse_board(board)]
    for move in moves:
        states.append(apply_moves(states[-1], move))
    return tuple(states)


def random_board(k: int, seed: int | None = None, goal: Sequence[int] | None = None) -> Board:
    """A uniformly random board that can reach `goal` (blank-last by default); the same seed gives the same board.

    Shuffle all cells; if the result lies in the wrong parity class, swap two tiles (not the blank), which
    flips the inversion parity and leaves the blank row alone.
    """
    target = _solved(k) if goal is None else parse_board(goal)
    if len(target) != k * k:
        raise InvalidBoard(f"goal has {len(target)} cells, a {k}x{k} board needs {k * k}: {target!r}")
    rng = random.Random(seed)
    cells = list(range(k * k))
    rng.shuffle(cells)
    if parity_class(cells) != parity_class(target):
        i, j = [p for p, t in enumerate(cells) if t][:2]
        cells[i], cells[j] = cells[j], cells[i]
    return tuple(cells)


# ------------------------------------------------------------------------------------------ symmetries

def transpose_position(p: int, k: int) -> int:
    """The cell that (row, col) = divmod(p, k) lands on when reflected about the main diagonal."""
    return (p % k) * k + p // k


def reflection_labels(target: Board) -> tuple[int, ...]:
    """relabel[t]: the tile whose goal square is the mirror image of tile t's goal square.

    Reflecting a board about the main diagonal and renaming each tile this way turns a board at distance d
    from `target` into another board at distance d (moves map to moves). It needs the goal blank on the
    diagonal, which holds for both the blank-last and the blank-first goal.
    """
    k = width(target)
    home = {t: p for p, t in enumerate(target)}
    if transpose_position(home[0], k) != home[0]:
        raise InvalidBoard(f"reflection needs the goal blank on the main diagonal, goal is {target!r}")
    return tuple(target[transpose_position(home[t], k)] for t in range(k * k))


def reflect(board: Board, target: Board) -> Board:
    """The board mirrored about the main diagonal with tiles renamed so that `target` maps to itself."""
    k = width(board)
    relabel = reflection_labels(target)
    cells = [0] * (k * k)
    for p, t in enumerate(board):
        cells[transpose_position(p, k)] = relabel[t]
    return tuple(cells)


# ------------------------------------------------------------------------------------- known instances

class Instance(NamedTuple):
    """A published test board with its optimal solution length."""

    number: int     # 1-based, in the order of the source
    board: Board
    length: int     # optimal number of moves


def _instances(name: str) -> tuple[Instance, ...]:
    """Read a data file of lines 'cell cell ... cell length' (lines starting with # are comments)."""
    text = resources.files("teachkit.sliding").joinpath("data", name).read_text()
    rows = [line.split() for line in text.splitlines() if line.strip() and not line.startswith("#")]
    return tuple(Instance(i, check_board(tuple(map(int, r[:-1]))), int(r[-1])) for i, r in enumerate(rows, 1))


def korf100(blank: str = "first") -> tuple[Instance, ...]:
    """Korf's 100 random 15-puzzle boards (Korf, "Depth-first iterative-deepening", 1985) with optimal lengths.

    blank="first" gives them as published, for the goal 0 1 2 ... 15; blank="last" gives the same boards
    turned 180 degrees and renamed t -> 16 - t, for the goal 1 2 ... 15 0 (same optimal lengths).
    """
    if blank not in ("first", "last"):
        raise InvalidBoard(f"blank must be 'first' or 'last', got {blank!r}")
    return _instances(f"korf100_blank_{blank}.txt")


def hardest80() -> tuple[Instance, ...]:
    """The 17 boards that need 80 moves, the most any 15-puzzle board needs (Korf & Schultze, 2005),
    for the blank-last goal."""
    return _instances("hardest80_blank_last.txt")
