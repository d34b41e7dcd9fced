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

import itertools
import math
import numbers
import random
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence, Sized
from functools import cache
from importlib import resources
from typing import Any, NamedTuple

from teachkit.errors import ArgumentTypeError, ArgumentValueError, LimitExceeded, describe, require_choice, require_int

Board = tuple[int, ...]
Move = str  # "U", "L", "R" or "D": the direction the blank moves

MOVES: tuple[Move, ...] = ("U", "L", "R", "D")
OPPOSITE: dict[Move, Move] = {"U": "D", "D": "U", "L": "R", "R": "L"}

MAX_WIDTH = 256  # widest board read, made or checked (65,536 cells: every check is O(k^2 log k))
MAX_MOVES = 1_000_000  # longest move sequence apply_moves and states_along accept


class InvalidBoard(ArgumentValueError):
    """A board that is not a permutation of 0 .. k*k-1 laid out on a k x k square."""


class BoardTypeError(InvalidBoard, ArgumentTypeError):
    """A board (or goal) of the wrong kind: a float cell, a set (no order), a number instead of a sequence."""


class BoardTooLarge(InvalidBoard, LimitExceeded):
    """A board wider than MAX_WIDTH (or than a search's own limit): the message says what to use instead."""


class UnsolvableBoard(ArgumentValueError):
    """A board that cannot reach its goal: the two lie in different halves of the state space."""


class IllegalMove(ArgumentValueError):
    """A move that would push the blank off the board, or a name that is not U, L, R or D."""


# ----------------------------------------------------------------------------------------------- reading

_UNORDERED = (set, frozenset, dict, bytes, bytearray, memoryview)


BLANK_WORDS = (".", "_")  # in board text, 0, . or _ is the blank


def parse_board(board: str | Iterable[int]) -> Board:
    """Read a board from text ("1 2 3 / 4 5 6 / 7 8 0", commas or newlines also fine; 0, . or _ for the blank)
    or a sequence of ints.

    The result is checked: k*k cells for some k >= 2 (k <= MAX_WIDTH), holding each of 0 .. k*k-1 exactly once.
    Sets and dicts (no order), bytes, floats and bools are refused rather than guessed at.
    """
    return _parse(board, "board")


def _parse(board: Any, name: str) -> Board:
    """parse_board with the argument's name in every message (``board``, ``goal``, ``target``, ``start``)."""
    if type(board) is tuple and len(board) <= MAX_WIDTH**2 and all(type(t) is int for t in board):
        return _check_cells(board, name)  # the common case, already a tuple of ints
    limit = MAX_WIDTH**2
    if isinstance(board, str):
        if len(board) > 8 * limit:
            raise BoardTooLarge(
                f"{name} text is {len(board):,} characters long, more than a "
                f"{MAX_WIDTH}x{MAX_WIDTH} board needs (MAX_WIDTH = {MAX_WIDTH})"
            )
        words = board.replace(",", " ").replace("/", " ").split()
        words = ["0" if word in BLANK_WORDS else word for word in words]
        cells = []
        for word in words:
            if not (word.isascii() and word.isdigit() and len(word) <= 12):
                raise InvalidBoard(
                    f"{name} text must hold whole numbers >= 0, got {describe(word)} in {describe(board)}"
                )
            cells.append(int(word))
        return _check_cells(tuple(cells), name)
    if isinstance(board, _UNORDERED) or isinstance(board, numbers.Number) or board is None:
        raise BoardTypeError(
            f"{name} must be text or a sequence of ints in reading order (tuple, list, numpy "
            f"array), got {describe(board)} ({type(board).__name__})"
        )
    if getattr(board, "ndim", 1) != 1 and hasattr(board, "ravel"):
        board = board.ravel()  # a k x k numpy array: rows in reading order
    if isinstance(board, Sized) and len(board) > limit:
        raise BoardTooLarge(
            f"{name} has {len(board):,} cells, more than MAX_WIDTH^2 = {limit:,} (boards up to {MAX_WIDTH}x{MAX_WIDTH})"
        )
    try:
        items = list(itertools.islice(board, limit + 1))
    except TypeError:
        raise BoardTypeError(
            f"{name} must be text or a sequence of ints, got {describe(board)} ({type(board).__name__})"
        ) from None
    if len(items) > limit:
        raise BoardTooLarge(
            f"{name} has more than MAX_WIDTH^2 = {limit:,} cells (boards up to {MAX_WIDTH}x{MAX_WIDTH})"
        )
    return _check_cells(tuple(_as_int(item, name) for item in items), name)


def _as_int(item: object, name: str) -> int:
    """One cell as a plain int; bools and floats are refused rather than silently converted."""
    if isinstance(item, bool) or type(item).__name__ == "bool_":
        raise BoardTypeError(f"{name} cells must be ints, got the bool {item!r}")
    if not isinstance(item, numbers.Integral):
        raise BoardTypeError(f"{name} cells must be ints, got {describe(item)} ({type(item).__name__})")
    return int(item)


def check_board(board: Board) -> Board:
    """Return the board (as a tuple) if it is a k x k permutation of 0 .. k*k-1, else raise InvalidBoard."""
    return _parse(board, "board")


def _check_cells(board: Board, name: str) -> Board:
    """The board if its cells are a permutation of 0 .. k*k-1 for a k x k square (O(k^2) time)."""
    n = len(board)
    k = math.isqrt(n)
    if k < 2 or k * k != n:
        raise InvalidBoard(
            f"{name} must have k*k cells with k >= 2 (4, 9, 16, 25, ...), got {n} cells: {describe(board)}"
        )
    if k > MAX_WIDTH:
        raise BoardTooLarge(f"{name} is {k}x{k}, wider than MAX_WIDTH = {MAX_WIDTH}")
    seen = set(board)
    if len(seen) != n:
        twice = sorted(t for t, c in Counter(board).items() if c > 1)
        raise InvalidBoard(
            f"{name}: each tile appears once, but {describe(twice)} appear more than once in {describe(board)}"
        )
    if min(board) != 0 or max(board) != n - 1:
        missing = sorted(set(range(n)) - seen)
        raise InvalidBoard(
            f"{name}: a {k}x{k} board holds exactly the tiles 0..{n - 1}; missing "
            f"{describe(missing)} in {describe(board)}"
        )
    return board


def width(board: Sequence[int]) -> int:
    """k for a board of k*k cells (text is read first; only the number of cells is checked)."""
    if isinstance(board, str):
        board = _parse(board, "board")
    if not isinstance(board, Sized) or isinstance(board, _UNORDERED):
        raise BoardTypeError(f"board must be a sequence of k*k cells, got {describe(board)} ({type(board).__name__})")
    n = len(board)
    k = math.isqrt(n)
    if k < 2 or k * k != n:
        raise InvalidBoard(f"board must have k*k cells with k >= 2 (4, 9, 16, 25, ...), got {n} cells")
    return k


def _width(board: Sequence[int]) -> int:
    """k for a board already checked (the fast form the searches use)."""
    return math.isqrt(len(board))


def goal(k: int, blank: str = "last") -> Board:
    """The solved k x k board: tiles 1 .. k*k-1 in reading order, the blank last (default) or first (Korf)."""
    k = require_int(
        "k",
        k,
        lo=2,
        hi=MAX_WIDTH,
        type_error=BoardTypeError,
        value_error=InvalidBoard,
        limit_error=BoardTooLarge,
        hint="boards are at most MAX_WIDTH cells wide",
    )
    require_choice("blank", blank, ("last", "first"), type_error=BoardTypeError, value_error=InvalidBoard)
    tiles = tuple(range(1, k * k))
    return tiles + (0,) if blank == "last" else (0,) + tiles


_solved = goal  # an alias, for functions whose `goal` parameter hides the function


def _goal_for(board: Board, target: Sequence[int] | None) -> Board:
    """The goal to use for this board: the given one (checked) or the blank-last goal of the same width."""
    if target is None:
        return _solved(_width(board))
    target = _parse(target, "goal")
    if len(target) != len(board):
        raise InvalidBoard(f"goal has {len(target)} cells but the board has {len(board)}: {describe(target)}")
    return target


# ------------------------------------------------------------------------------------------- solvability


def inversions(board: Sequence[int]) -> int:
    """Pairs of tiles (blank ignored) that appear in the opposite order to their numbers."""
    return _inversions(_parse(board, "board"))


def _inversions(board: Board) -> int:
    """Inversions, counted in O(n log n): read the tiles left to right; each tile adds the number of larger
    tiles already read (a Fenwick tree over tile numbers keeps those counts)."""
    n = len(board)
    tree = [0] * (n + 1)  # tree[i]: how many tiles read so far lie in a range of numbers ending at i
    count = read = 0
    for t in board:
        if not t:
            continue
        i, smaller = t, 0
        while i:  # tiles read so far with a number <= t
            smaller += tree[i]
            i &= i - 1
        count += read - smaller  # the others are larger and come first: inversions
        i = t
        while i <= n:
            tree[i] += 1
            i += i & -i
        read += 1
    return count


def parity_class(board: Sequence[int]) -> int:
    """0 or 1: the invariant that no move changes.

    For odd widths it is the parity of the inversions. For even widths add the row of the blank: a vertical
    move carries one tile past k-1 others (an odd number), flipping the inversion parity, and moves the blank
    one row, flipping the row parity too, so their sum keeps its parity. (Johnson & Story, 1879.)
    """
    board = _parse(board, "board")
    k = _width(board)
    value = _inversions(board)
    if k % 2 == 0:
        value += board.index(0) // k
    return value % 2


def is_solvable(board: str | Iterable[int], goal: Sequence[int] | None = None) -> bool:
    """Can the blank's moves turn `board` into `goal` (blank-last goal if none is given)?

    Every move keeps ``parity_class`` unchanged: a horizontal move changes no inversion and no row; a vertical
    move jumps one tile over k-1 others. With k odd that is an even number of inversion changes; with k even
    it is odd, and the blank changes row, so inversions + blank row keeps its parity. Hence boards of the other
    class are unreachable. Conversely all boards of the same class are reachable (Johnson & Story, "Notes on
    the 15 puzzle", 1879), so the test is exact. Exactly half of the (k*k)! boards can reach a given goal:
    swapping tiles 1 and 2 flips the class (it changes the inversions by exactly one and leaves the blank where
    it is) and is its own inverse, so it pairs the two classes one to one.
    """
    board = _parse(board, "board")
    target = _goal_for(board, goal)
    return parity_class(board) == parity_class(target)


def check_solvable(board: Board, target: Board) -> None:
    """Raise UnsolvableBoard (before any search starts) if `board` cannot reach `target`; the message shows the
    numbers that decide it (inversions, and the blank's row on even widths) and names the other standard goal
    when the board can reach that one."""
    if parity_class(board) == parity_class(target):
        return
    k = _width(board)
    reasons = f"{_parity_reason(board, 'board')}, {_parity_reason(target, 'goal')}"
    message = f"board {board!r} cannot reach goal {target!r}: {reasons}, and no move changes that parity"
    for blank in ("last", "first"):
        other = goal(k, blank)
        if other != target and parity_class(board) == parity_class(other):
            message += (
                f"; it can reach the blank-{blank} goal {other!r} (goal=goal({k}, {blank!r}); CLI: --goal {blank})"
            )
    raise UnsolvableBoard(message)


def _count(number: int, word: str) -> str:
    """'1 inversion', '80 inversions'."""
    return f"{number} {word}{'' if number == 1 else 's'}"


def _parity_reason(board: Board, name: str) -> str:
    """'board has 41 inversions + blank in row 2 = 43, odd': the sum that parity_class takes the parity of."""
    k = _width(board)
    inversions = _inversions(board)
    if k % 2:
        return f"{name} has {_count(inversions, 'inversion')} ({'odd' if inversions % 2 else 'even'})"
    row = board.index(0) // k
    total = inversions + row
    return f"{name} has {_count(inversions, 'inversion')} + blank in row {row} (from the top, 0-based) = {total}, " + (
        "odd" if total % 2 else "even"
    )


# ------------------------------------------------------------------------------------------------ moving


@cache
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
    board = _parse(board, "board")
    blank = board.index(0)
    return iter([(move, slide(board, blank, target)) for move, target in move_table(_width(board))[blank]])


def _moves(moves: Any, name: str = "moves") -> tuple[Move, ...]:
    """The moves as a tuple of names (text like "ULDR" or a sequence of names), at most MAX_MOVES of them."""
    items: Sequence[object]
    if isinstance(moves, str):
        items = moves
    elif isinstance(moves, _UNORDERED) or isinstance(moves, numbers.Number) or moves is None:
        raise ArgumentTypeError(
            f"{name} must be text like 'ULDR' or a sequence of 'U', 'L', 'R', 'D', got "
            f"{describe(moves)} ({type(moves).__name__})"
        )
    else:
        try:
            items = list(itertools.islice(moves, MAX_MOVES + 1))
        except TypeError:
            raise ArgumentTypeError(
                f"{name} must be text like 'ULDR' or a sequence of move names, got "
                f"{describe(moves)} ({type(moves).__name__})"
            ) from None
    if len(items) > MAX_MOVES:
        raise LimitExceeded(f"{name} holds more than MAX_MOVES = {MAX_MOVES:,} moves")
    for i, move in enumerate(items):
        if not isinstance(move, str) or move not in OPPOSITE:
            raise IllegalMove(f"{name}[{i}] = {describe(move)} is not one of 'U', 'L', 'R', 'D'")
    return tuple(str(move) for move in items)


def apply_moves(board: str | Iterable[int], moves: Iterable[Move]) -> Board:
    """The board reached by moving the blank along `moves` (a string like "ULDR" or a list of moves)."""
    board = _parse(board, "board")
    table = move_table(_width(board))
    blank = board.index(0)
    for i, move in enumerate(_moves(moves)):
        step = dict(table[blank])
        if move not in step:
            raise IllegalMove(
                f"moves[{i}] = {move!r} pushes the blank off the board; blank at row "
                f"{blank // _width(board)}, column {blank % _width(board)} of {describe(board)}"
            )
        board = slide(board, blank, step[move])
        blank = step[move]
    return board


def states_along(board: Board, moves: Iterable[Move]) -> tuple[Board, ...]:
    """The start board and every board after each move: the frames of a solution replay."""
    states = [_parse(board, "board")]
    for move in _moves(moves):
        states.append(apply_moves(states[-1], move))
    return tuple(states)


def random_board(k: int, seed: int | None = None, goal: Sequence[int] | None = None) -> Board:
    """A uniformly random board that can reach `goal` (blank-last by default); the same seed gives the same board.

    Shuffle all cells; if the result lies in the wrong parity class, swap two tiles (not the blank), which
    flips the inversion parity and leaves the blank row alone.
    """
    k = require_int(
        "k",
        k,
        lo=2,
        hi=MAX_WIDTH,
        type_error=BoardTypeError,
        value_error=InvalidBoard,
        limit_error=BoardTooLarge,
        hint="boards are at most MAX_WIDTH cells wide",
    )
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, (numbers.Integral, str))):
        raise ArgumentTypeError(f"seed must be None, an int or a str, got {describe(seed)} ({type(seed).__name__})")
    seed = int(seed) if isinstance(seed, numbers.Integral) else seed
    target = _solved(k) if goal is None else _parse(goal, "goal")
    if len(target) != k * k:
        raise InvalidBoard(f"goal has {len(target)} cells, a {k}x{k} board needs {k * k}: {describe(target)}")
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
    k = _width(target)
    home = {t: p for p, t in enumerate(target)}
    if transpose_position(home[0], k) != home[0]:
        raise InvalidBoard(f"reflection needs the goal blank on the main diagonal, goal is {target!r}")
    return tuple(target[transpose_position(home[t], k)] for t in range(k * k))


def reflect(board: Board, target: Board | None = None) -> Board:
    """The board mirrored about the main diagonal with tiles renamed so that `target` maps to itself."""
    board = _parse(board, "board")
    target = _goal_for(board, target)
    return mirror_cells(board, _width(board), reflection_labels(target))


def mirror_cells(board: Sequence[int], k: int, relabel: Sequence[int]) -> Board:
    """The reflection itself, for a board already checked: each tile t moves to the mirror image of its cell
    and is renamed relabel[t] (``reflect`` and ``AdditivePDB`` both call this)."""
    cells = [0] * (k * k)
    for p, t in enumerate(board):
        cells[transpose_position(p, k)] = relabel[t]
    return tuple(cells)


# ------------------------------------------------------------------------------------- known instances


class Instance(NamedTuple):
    """A published test board with its optimal solution length and the goal it is solved for.

    ``solve(instance)`` (and every search of ``teachkit.sliding``) takes the instance as it comes: its board
    and its goal, whichever blank position that goal has.
    """

    number: int  # 1-based, in the order of the source
    board: Board
    length: int  # optimal number of moves
    goal: Board  # the goal the length is for


def _instances(name: str, blank: str) -> tuple[Instance, ...]:
    """Read a data file of lines 'cell cell ... cell length' (lines starting with # are comments)."""
    text = resources.files("teachkit.sliding").joinpath("data").joinpath(name).read_text()
    rows = [line.split() for line in text.splitlines() if line.strip() and not line.startswith("#")]
    boards = [(i, _parse(tuple(map(int, r[:-1])), name), int(r[-1])) for i, r in enumerate(rows, 1)]
    return tuple(Instance(i, board, length, goal(_width(board), blank)) for i, board, length in boards)


def korf100(blank: str = "last") -> tuple[Instance, ...]:
    """Korf's 100 random 15-puzzle boards (Korf, "Depth-first iterative-deepening", 1985) with optimal lengths.

    blank="last" (the default, the goal ``solve`` assumes) gives them turned 180 degrees and renamed t -> 16 - t,
    for the goal 1 2 ... 15 0 (the same optimal lengths); blank="first" gives them as Korf published them, for
    the goal 0 1 2 ... 15. Either way each Instance carries its goal, and ``solve(instance)`` uses it.
    """
    require_choice("blank", blank, ("first", "last"), type_error=BoardTypeError, value_error=InvalidBoard)
    return _instances(f"korf100_blank_{blank}.txt", blank)


def hardest80() -> tuple[Instance, ...]:
    """The 17 boards that need 80 moves, for the blank-last goal. 80 is the most any 15-puzzle board needs
    (proved by Brüngger, Marzetta, Fukuda & Nievergelt, 1999); Korf & Schultze (2005) confirmed it by a complete
    breadth-first search and found exactly these 17 boards."""
    return _instances("hardest80_blank_last.txt", "last")
