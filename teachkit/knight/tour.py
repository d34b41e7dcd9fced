"""Knight's tours: the board, a tour, how to check one, and Warnsdorff's rule.

A knight's tour visits every square of an n×m board exactly once, each step a knight's move. A tour is
*closed* when the last square is again a knight's move from the first.

Warnsdorff's rule (H. C. von Warnsdorff, 1823) builds a tour greedily: from the current square, go to the
unvisited square that has the *fewest* unvisited onward squares. Squares that are hard to reach (corners,
edges) are used up early, before they are cut off. When several candidates share the fewest onward
squares, a *tie-break* decides, and the tie-break changes the sizes on which the rule gets stuck
(``teachkit.knight.failure`` measures them):

* ``'first'``     — the first minimum in the move order (the classic rule, with ``SEED_ORDER``).
* ``'roth'``      — our simplification of Arnd Roth's tie-break: the candidate farthest (Euclidean) from
                    the exact centre of the board; remaining ties: first in move order. Roth's own program
                    ("The Problem of the Knight: A Fast and Simple Algorithm", Wolfram Library Archive, MathSource item
                    909) starts
                    in a corner, measures from a point near the centre (half a square to a square and a half
                    off it in row and column, towards that corner) and keeps remaining ties in its own move
                    order, so it can choose differently (its tours of 5×5, 8×8 and 10×10 from a1 are not
                    ours).
* ``'lookahead'`` — Pohl-style second level (Ira Pohl, "A method for finding Hamilton paths and Knight's
                    tours", CACM 1967): for each tied candidate, add up the onward degrees of *its* unvisited
                    neighbours, counted as if the knight stood on the candidate; the smallest sum wins;
                    remaining ties: first in move order.
* ``'random'``    — a tied candidate chosen with ``random.Random(seed)``; if the tour gets stuck the rule
                    starts again from the start square (up to ``restarts`` more attempts, same generator).

Squares are ``(row, col)`` with ``(0, 0)`` the a1 corner; ``n`` counts rows and ``m`` columns.
:func:`warnsdorff` is the plain form, written to mirror the words above; :func:`warnsdorff_fast` keeps
a table of onward degrees up to date instead of recounting them (its loop compiled by numba, in
:mod:`teachkit.knight.fast`, when the ``fast`` extra is installed), and tests check that all forms agree.

A :class:`Tour` keeps its squares in a numpy array (:class:`Squares`, 8 bytes a square) that reads like a
tuple of ``(row, col)`` tuples. Bad input raises a :class:`KnightError` naming the argument; the limits
``MAX_SQUARES`` (fast forms, ``knights_tour``), ``MAX_PLAIN_SQUARES`` (plain forms) and
``MAX_WALK_SQUARES`` / ``MAX_RESTARTS`` (restarts) bound time and memory.
"""

from __future__ import annotations

import numbers
import random
from array import array
from collections.abc import Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, SupportsIndex, overload

import numpy as np

from teachkit.checks import CheckResult, correct, wrong
from teachkit.errors import LimitExceeded, TeachkitError, describe, require_int
from teachkit.knight import fast

if TYPE_CHECKING:
    import numpy.typing as npt

Square = tuple[int, int]
Move = tuple[int, int]

# The move order of the program this collection started from: row deltas (1,1,-1,-1,2,2,-2,-2),
# column deltas (2,-2,2,-2,1,-1,1,-1).
SEED_ORDER: tuple[Move, ...] = ((1, 2), (1, -2), (-1, 2), (-1, -2), (2, 1), (2, -1), (-2, 1), (-2, -1))
KNIGHT_MOVES = frozenset(SEED_ORDER)
TIE_BREAKS = ("first", "roth", "lookahead", "random")

# Size limits (they bound time and memory; the messages say so):
MAX_SQUARES = 4_000_000  # n*m for warnsdorff_fast and knights_tour: 2000x2000 (bounds time and memory)
MAX_PLAIN_SQUARES = 250_000  # n*m for the plain warnsdorff (seconds per 100,000 squares): 500x500
MAX_WALK_SQUARES = 20_000_000  # (restarts + 1) * n * m: every restart walks the board once more
MAX_RESTARTS = 10_000  # and never more restarts than this
VERIFY_CHUNK = 1 << 18  # squares checked at a time by verify_tour_fast (bounds its temporary arrays)


class KnightError(TeachkitError, ValueError):
    """Base of the knight's-tour input errors (a ValueError; the ``...Type`` ones are TypeErrors too)."""


class BadBoard(KnightError):
    """A board size that is not a positive integer."""


class BoardType(BadBoard, TypeError):
    """A board size that is not an int at all (a float, a string, a bool...)."""


class BoardTooLarge(BadBoard, LimitExceeded):
    """A board above a documented size limit (``MAX_SQUARES``, ``MAX_PLAIN_SQUARES``), which bounds time and memory."""


class BadSquare(KnightError):
    """A square that is not a (row, col) pair of integers on the board."""


class SquareType(BadSquare, TypeError):
    """A square that is not a pair of ints at all."""


class BadOrder(KnightError):
    """A move order that is not the eight knight moves, each once."""


class BadTieBreak(KnightError):
    """A tie-break name (or its options) that Warnsdorff's rule does not know."""


class NoTourExists(KnightError):
    """No tour of the requested kind exists; the message says why (a theorem or an exhaustive search)."""


class InvalidTour(AssertionError):
    """A solver produced a sequence of squares that is not a tour (a bug: it is never returned)."""


# ---- the board ----------------------------------------------------------------------------------


def board_shape(n: object, m: object = None, *, limit: int | None = None, hint: str = "") -> tuple[int, int]:
    """(rows, cols) of an n×m board; m defaults to n. Both must be positive integers, n*m at most limit."""
    rows = require_int("board size n", n, lo=1, type_error=BoardType, value_error=BadBoard)
    cols = rows if m is None else require_int("board size m", m, lo=1, type_error=BoardType, value_error=BadBoard)
    if limit is not None and rows * cols > limit:
        raise BoardTooLarge(
            f"board size n x m = {describe(rows)}x{describe(cols)} has more than {limit:,} squares "
            f"(a limit that bounds time and memory){'; ' + hint if hint else ''}"
        )
    return rows, cols


def _is_int(value: object) -> bool:
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def _pair(value: object) -> Square | None:
    """value as a (row, col) tuple of ints, or None if it is not a pair of ints (tuples, lists, arrays)."""
    if isinstance(value, np.ndarray):
        if value.shape != (2,) or value.dtype.kind not in "iu":
            return None
        return int(value[0]), int(value[1])
    if not isinstance(value, Sequence) or isinstance(value, str) or len(value) != 2:
        return None
    if not (_is_int(value[0]) and _is_int(value[1])):
        return None
    return int(value[0]), int(value[1])


def check_square(square: object, n: int, m: int, name: str = "start") -> Square:
    """The square as a (row, col) tuple of ints, if it lies on the n×m board."""
    pair = _pair(square)
    if pair is None:
        raise SquareType(f"{name} must be a (row, col) pair of integers, got {describe(square)}")
    r, c = pair
    if not (0 <= r < n and 0 <= c < m):
        raise BadSquare(f"{name} {describe(square)} is off the {n}x{m} board (rows 0..{n - 1}, cols 0..{m - 1})")
    return r, c


def check_order(order: object) -> tuple[Move, ...]:
    """The move order as a tuple, if it holds each of the eight knight moves exactly once."""
    if not isinstance(order, Sequence) or isinstance(order, str) or len(order) != 8:
        raise BadOrder(f"order must list the 8 knight moves {sorted(KNIGHT_MOVES)} once each, got {describe(order)}")
    moves = tuple(pair for pair in map(_pair, order) if pair is not None)
    if len(moves) != 8 or set(moves) != KNIGHT_MOVES:
        raise BadOrder(f"order must list the 8 knight moves {sorted(KNIGHT_MOVES)} once each, got {describe(order)}")
    return moves


def check_visited(visited: object, name: str = "visited") -> Collection:
    """visited, if it is a collection that can answer 'is this square in it?' (a set, ideally)."""
    if not isinstance(visited, Collection) or isinstance(visited, (str, bytes)):
        raise SquareType(f"{name} must be a set of (row, col) squares, got {describe(visited)}")
    return visited


def on_board(square: Square, n: int, m: int) -> bool:
    """Is the square on the n×m board?"""
    r, c = square
    return 0 <= r < n and 0 <= c < m


def _moves(square: Sequence[int], n: int, m: int, order: Sequence[Move] = SEED_ORDER) -> list[Square]:
    """knight_moves without the checks (for the loops inside this package); ``square`` is any (row, col) pair."""
    r, c = square
    return [(r + dr, c + dc) for dr, dc in order if 0 <= r + dr < n and 0 <= c + dc < m]


def knight_moves(square: Square, n: int, m: int, order: Sequence[Move] = SEED_ORDER) -> list[Square]:
    """The squares a knight on `square` can jump to, in move order."""
    n, m = board_shape(n, m)
    return _moves(check_square(square, n, m, "square"), n, m, order if order is SEED_ORDER else check_order(order))


def is_knight_move(a: Square, b: Square) -> bool:
    """Are a and b a knight's move apart?"""
    return (b[0] - a[0], b[1] - a[1]) in KNIGHT_MOVES


def _degree(square: Square, visited: Collection, n: int, m: int) -> int:
    """onward_degree without the checks."""
    return sum(1 for s in _moves(square, n, m) if s not in visited)


def onward_degree(square: Square, visited: set[Square] | frozenset[Square], n: int, m: int) -> int:
    """How many unvisited squares a knight on `square` could jump to next."""
    n, m = board_shape(n, m)
    return _degree(check_square(square, n, m, "square"), check_visited(visited), n, m)


def onward_degrees(n: int, m: int, visited: Iterable[Square]) -> list[list[int | None]]:
    """The onward degree of every unvisited square (None for visited ones), as rows of a grid.

    At most ``MAX_PLAIN_SQUARES`` squares (the grid is a list of Python lists).
    """
    n, m = board_shape(n, m, limit=MAX_PLAIN_SQUARES)
    if not isinstance(visited, Iterable) or isinstance(visited, (str, bytes)):
        raise SquareType(f"visited must be an iterable of (row, col) squares, got {describe(visited)}")
    seen = set()
    for square in visited:
        pair = _pair(square)
        if pair is None:
            raise SquareType(f"visited must hold (row, col) pairs of integers, got {describe(square)} in it")
        seen.add(pair)
    return [[None if (r, c) in seen else _degree((r, c), seen, n, m) for c in range(m)] for r in range(n)]


def colour(square: Square) -> int:
    """0 for the colour of a1 (row + col even), 1 for the other colour."""
    return (square[0] + square[1]) % 2


# ---- a tour -------------------------------------------------------------------------------------


class Squares(Sequence[Square]):
    """The squares of a tour, stored as a read-only (N, 2) int32 numpy array (8 bytes a square).

    It behaves like the tuple of ``(row, col)`` tuples it stands for: ``len``, indexing (a square is a tuple
    of ints), slicing (another ``Squares``), iteration, ``==`` with tuples and lists, ``in``.
    ``np.asarray(squares)`` gives the array itself, without a copy.
    """

    __slots__ = ("array",)
    array: np.ndarray

    def __init__(self, squares: Iterable[Square] | np.ndarray = ()):
        if isinstance(squares, Squares):
            self.array = squares.array
            return
        given = squares if isinstance(squares, np.ndarray) else np.array(list(squares))
        if given.size == 0:
            given = np.zeros((0, 2), dtype=np.int32)
        if given.ndim != 2 or given.shape[1] != 2 or given.dtype.kind not in "iu":
            raise SquareType(f"squares must be (row, col) pairs of integers, got {describe(squares)}")
        if len(given) and (given.min() < 0 or given.max() >= 2**31):
            raise BadSquare(f"squares must have coordinates in 0 .. 2**31 - 1, got {describe(squares)}")
        data = given.astype(np.int32, copy=False)
        if data is squares and data.flags.writeable:  # never share a caller's writable array
            data = data.copy()
        data.setflags(write=False)
        self.array = data

    def __len__(self) -> int:
        return len(self.array)

    @overload
    def __getitem__(self, index: SupportsIndex) -> Square: ...

    @overload
    def __getitem__(self, index: slice) -> Squares: ...

    def __getitem__(self, index: SupportsIndex | slice) -> Square | Squares:
        if isinstance(index, slice):
            return Squares(self.array[index])
        r, c = self.array[index]
        return int(r), int(c)

    def __iter__(self) -> Iterator[Square]:
        for low in range(0, len(self.array), 1 << 16):  # in chunks: no million Python ints at once
            chunk = self.array[low : low + (1 << 16)]
            yield from zip(chunk[:, 0].tolist(), chunk[:, 1].tolist())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Squares):
            return np.array_equal(self.array, other.array)
        if isinstance(other, (tuple, list)):
            return len(other) == len(self) and all(a == tuple(b) for a, b in zip(self, other))
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.array.tobytes())

    def __repr__(self) -> str:
        if len(self) <= 6:
            return repr(tuple(self))
        return f"Squares({', '.join(map(str, self[:3]))}, …, {self[-1]}; {len(self)} squares)"

    def __array__(self, dtype: npt.DTypeLike | None = None, copy: bool | None = None) -> np.ndarray:
        return self.array if dtype is None else self.array.astype(dtype)


@dataclass(frozen=True)
class Tour:
    """The squares a knight visited, in order, on an n×m board (a tour, or a path that got stuck).

    ``squares`` may be given as any sequence of (row, col) pairs or an (N, 2) array; it is kept as
    :class:`Squares` (a numpy array inside, 8 bytes a square).
    """

    n: int
    m: int
    squares: Squares
    method: str = ""
    attempts: int = 1

    if TYPE_CHECKING:  # the generated __init__ takes any squares; __post_init__ keeps them as Squares

        def __init__(
            self, n: int, m: int, squares: Iterable[Square] | np.ndarray, method: str = "", attempts: int = 1
        ) -> None: ...

    def __post_init__(self) -> None:
        n, m = board_shape(self.n, self.m)
        object.__setattr__(self, "n", n)
        object.__setattr__(self, "m", m)
        object.__setattr__(self, "squares", Squares(self.squares))

    def __len__(self) -> int:
        return len(self.squares)

    def __repr__(self) -> str:
        kind = "closed tour" if self.is_closed else "tour" if self.is_complete else "incomplete path"
        how = f", {self.method}" if self.method else ""
        return f"Tour({self.n}x{self.m} {kind}, {len(self.squares)} of {self.n * self.m} squares{how})"

    @property
    def is_complete(self) -> bool:
        """Does the path visit every square of the board?"""
        sq = self.squares.array
        if len(sq) != self.n * self.m:
            return False
        return len(sq) == 0 or bool(np.bincount(sq[:, 0].astype(np.int64) * self.m + sq[:, 1]).max() == 1)

    @property
    def is_closed(self) -> bool:
        """Is it a complete tour whose last square is a knight's move from the first?"""
        return len(self.squares) > 1 and self.is_complete and is_knight_move(self.squares[-1], self.squares[0])

    def board(self) -> list[list[int]]:
        """The board as rows of move numbers (1 = start), 0 for squares never visited."""
        grid = [[0] * self.m for _ in range(self.n)]
        for number, (r, c) in enumerate(self.squares, start=1):
            grid[r][c] = number
        return grid


def format_board(tour: Tour) -> str:
    """The numbered board, row 0 first, then 'Completed' or 'Not Completed' — the classic printout."""
    if not isinstance(tour, Tour):
        raise BadBoard(f"tour must be a Tour (from warnsdorff or knights_tour), got {describe(tour)}")
    if tour.n * tour.m > MAX_PLAIN_SQUARES:
        raise BoardTooLarge(
            f"tour has {tour.n * tour.m:,} squares; format_board prints at most "
            f"{MAX_PLAIN_SQUARES:,} (a limit that bounds time and memory)"
        )
    width = len(str(tour.n * tour.m))
    lines = [" ".join(f"{number:>{width}}" for number in row) for row in tour.board()]
    lines.append("Completed" if tour.is_complete else "Not Completed")
    return "\n".join(lines)


# ---- checking a tour ----------------------------------------------------------------------------


def _check_squares(squares: object) -> Sequence | np.ndarray:
    """squares, if it is a sequence (a list, a tuple, an (N, 2) array); anything else is a type error."""
    if isinstance(squares, np.ndarray):
        if squares.ndim != 2 or (len(squares) and squares.shape[1] != 2):
            raise SquareType(f"squares must be an (N, 2) array of (row, col) pairs, got shape {squares.shape}")
        return squares
    if not isinstance(squares, Sequence) or isinstance(squares, (str, bytes)):
        raise SquareType(f"squares must be a sequence of (row, col) pairs, got {describe(squares)}")
    return squares


def _flag(name: str, value: object) -> bool:
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    raise BadBoard(f"{name} must be True or False, got {describe(value)}")


def verify_tour(
    squares: Sequence[object] | np.ndarray, n: int, m: int | None = None, *, closed: bool = False, complete: bool = True
) -> CheckResult:
    """Is every square on the board, every step a knight's move, and no square visited twice?

    With ``complete`` (the default) every square must be visited; with ``closed`` the last square must
    also be a knight's move from the first. The verdict names the first thing that is wrong. ``squares``
    may be a list or tuple of pairs or an (N, 2) integer array.
    """
    n, m = board_shape(n, m)
    squares = _check_squares(squares)
    closed, complete = _flag("closed", closed), _flag("complete", complete)
    first_visit: dict[Square, int] = {}
    previous: Square | None = None
    first: Square | None = None
    for step, given in enumerate(squares, start=1):
        square = _pair(given)
        if square is None:
            return wrong(f"square {step} is {describe(given)}, not a (row, col) pair of integers")
        if not on_board(square, n, m):
            return wrong(f"square {step} {square} is off the {n}x{m} board")
        if square in first_visit:
            return wrong(f"square {square} is visited twice (squares {first_visit[square]} and {step})")
        if previous is not None and not is_knight_move(previous, square):
            return wrong(f"step {step - 1} from {previous} to {square} is not a knight's move")
        first_visit[square] = step
        previous = square
        first = first or square
    if complete and len(first_visit) != n * m:
        return wrong(f"the path visits {len(first_visit)} of the {n * m} squares")
    if closed and not (
        len(first_visit) > 1 and previous is not None and first is not None and is_knight_move(previous, first)
    ):
        return wrong("the tour is not closed: the last square is not a knight's move from the first")
    return correct(
        f"a valid {'closed ' if closed else ''}{'tour' if complete else 'path'} "
        f"of {len(first_visit)} squares on the {n}x{m} board"
    )


def verify_tour_fast(
    squares: Sequence[Square] | np.ndarray, n: int, m: int | None = None, *, closed: bool = False, complete: bool = True
) -> bool:
    """The same test as :func:`verify_tour` with numpy, for million-square tours: True or False."""
    n, m = board_shape(n, m)
    squares = _check_squares(squares)
    closed, complete = _flag("closed", closed), _flag("complete", complete)
    if len(squares) > n * m:
        return False
    try:
        sq = np.asarray(squares)
    except ValueError:  # ragged
        return False
    if len(sq) and (sq.dtype.kind not in "iu" or sq.ndim != 2 or sq.shape[1] != 2):
        return bool(verify_tour(squares, n, m, closed=closed, complete=complete).ok)
    sq = sq.reshape(-1, 2)
    if len(sq) == 0:
        return not complete and not closed
    if complete and len(sq) != n * m:
        return False
    wide = np.int64 if n * m >= 2**31 else np.int32
    seen = np.zeros(n * m, dtype=bool)  # one byte a square; the rest is done a chunk at a time
    for low in range(0, len(sq), VERIFY_CHUNK):
        part = sq[low : low + VERIFY_CHUNK + 1].astype(wide)  # one square more: the step out of the chunk
        r, c = part[:, 0], part[:, 1]
        if r.min() < 0 or c.min() < 0 or r.max() >= n or c.max() >= m:
            return False
        seen[r[:VERIFY_CHUNK] * m + c[:VERIFY_CHUNK]] = True
        rows, cols = np.abs(np.diff(r)), np.abs(np.diff(c))
        if not (((rows == 1) & (cols == 2)) | ((rows == 2) & (cols == 1))).all():
            return False
    if np.count_nonzero(seen) != len(sq):  # some square came twice
        return False
    if closed:
        if len(sq) < 2:
            return False
        last = (abs(int(sq[0, 0]) - int(sq[-1, 0])), abs(int(sq[0, 1]) - int(sq[-1, 1])))
        return last in ((1, 2), (2, 1))
    return True


def require_valid(tour: Tour, closed: bool = False) -> Tour:
    """Return the tour if it is a complete (and, if asked, closed) tour; raise InvalidTour otherwise."""
    if not verify_tour_fast(tour.squares, tour.n, tour.m, closed=closed):
        verdict = verify_tour(tour.squares, tour.n, tour.m, closed=closed)
        raise InvalidTour(f"internal error, refusing to return an invalid tour: {verdict.message}")
    return tour


# ---- Warnsdorff's rule, plain form --------------------------------------------------------------


def centre_distance2(square: Square, n: int, m: int) -> int:
    """Four times the squared Euclidean distance from the square to the board's centre (an integer)."""
    r, c = square
    return (2 * r - (n - 1)) ** 2 + (2 * c - (m - 1)) ** 2


def _check_tie_break(tie_break: object, restarts: object, squares: int) -> int:
    """Refuse unknown tie-breaks, and restarts that only repeat a rule or would walk the board too often."""
    if not isinstance(tie_break, str) or tie_break not in TIE_BREAKS:
        raise BadTieBreak(f"tie_break must be one of {TIE_BREAKS}, got {describe(tie_break)}")
    restarts = require_int("restarts", restarts, lo=0, type_error=BadTieBreak, value_error=BadTieBreak)
    if restarts > MAX_RESTARTS or (restarts + 1) * squares > MAX_WALK_SQUARES:
        most = min(MAX_RESTARTS, MAX_WALK_SQUARES // squares - 1)
        raise LimitExceeded(
            f"restarts must be at most {most:,} on a board of {squares:,} squares (at most "
            f"{MAX_RESTARTS:,}, and (restarts + 1) x squares <= {MAX_WALK_SQUARES:,}: limits that "
            f"bound time), got {describe(restarts)}; knights_tour finds a tour without restarts"
        )
    if restarts and tie_break != "random":
        raise BadTieBreak(
            f"restarts only help tie_break='random' (a deterministic rule repeats itself), "
            f"got restarts={restarts} with tie_break={tie_break!r}"
        )
    return restarts


def _check_seed(seed: object) -> int:
    return require_int("seed", seed, type_error=BadTieBreak, value_error=BadTieBreak)


def _lookahead(candidate: Square, visited: Collection, n: int, m: int) -> int:
    """Sum of the onward degrees of the candidate's unvisited neighbours, as if the knight stood there."""
    total = 0
    for s in _moves(candidate, n, m):
        if s not in visited:  # s's onward squares, leaving out the candidate (the knight stands there)
            total += sum(1 for t in _moves(s, n, m) if t not in visited and t != candidate)
    return total


def _pick(candidates: list[Square], visited: Collection, n: int, m: int, tie_break: str, rng: random.Random) -> Square:
    """The candidate with the fewest onward squares; the tie-break settles equal counts."""
    degrees = [_degree(s, visited, n, m) for s in candidates]
    fewest = min(degrees)
    tied = [s for s, d in zip(candidates, degrees) if d == fewest]  # still in move order
    if len(tied) == 1 or tie_break == "first":
        return tied[0]
    if tie_break == "roth":
        farthest = max(centre_distance2(s, n, m) for s in tied)
        return next(s for s in tied if centre_distance2(s, n, m) == farthest)
    if tie_break == "lookahead":
        sums = [_lookahead(s, visited, n, m) for s in tied]
        return tied[sums.index(min(sums))]
    return tied[rng.randrange(len(tied))]


def _next(
    here: Square, visited: Collection, n: int, m: int, order: Sequence[Move], tie_break: str, rng: random.Random
) -> Square | None:
    """next_square without the checks."""
    candidates = [s for s in _moves(here, n, m, order) if s not in visited]
    if not candidates:
        return None
    return _pick(candidates, visited, n, m, tie_break, rng)


def next_square(
    here: Square,
    visited: set[Square] | frozenset[Square],
    n: int,
    m: int | None = None,
    order: Sequence[Move] = SEED_ORDER,
    tie_break: str = "first",
    rng: random.Random | None = None,
) -> Square | None:
    """Warnsdorff's choice from `here`: the unvisited neighbour with fewest onward squares (None: stuck)."""
    n, m = board_shape(n, m)
    here = check_square(here, n, m, "here")
    check_visited(visited)
    order = check_order(order)
    _check_tie_break(tie_break, 0, n * m)
    if rng is not None and not isinstance(rng, random.Random):
        raise BadTieBreak(f"rng must be a random.Random or None, got {describe(rng)}")
    return _next(here, visited, n, m, order, tie_break, rng or random.Random(0))


def _walk_arguments(
    n: object,
    m: object,
    start: object,
    order: object,
    tie_break: object,
    seed: object,
    restarts: object,
    limit: int,
    hint: str = "",
) -> tuple[int, int, Square, tuple[Move, ...], int, random.Random]:
    """The checks both forms of the walk make: (n, m, start, order, restarts, the seeded generator)."""
    n, m = board_shape(n, m, limit=limit, hint=hint)
    start = check_square(start, n, m)
    order = check_order(order)
    restarts = _check_tie_break(tie_break, restarts, n * m)
    return n, m, start, order, restarts, random.Random(_check_seed(seed))


def _one_attempt(
    n: int, m: int, start: Square, order: tuple[Move, ...], tie_break: str, rng: random.Random
) -> list[Square]:
    """Follow the rule from start until no unvisited square is a knight's move away."""
    path, visited = [start], {start}
    while True:
        square = _next(path[-1], visited, n, m, order, tie_break, rng)
        if square is None:
            return path
        path.append(square)
        visited.add(square)


def warnsdorff(
    n: int,
    start: Square = (0, 0),
    m: int | None = None,
    order: Sequence[Move] = SEED_ORDER,
    tie_break: str = "first",
    *,
    seed: int = 0,
    restarts: int = 0,
) -> Tour:
    """Walk by Warnsdorff's rule from start; the Tour says whether it completed (it may get stuck).

    Limits: n*m <= ``MAX_PLAIN_SQUARES`` (use :func:`warnsdorff_fast` for bigger boards) and
    (restarts + 1) * n * m <= ``MAX_WALK_SQUARES``. Time is linear in the squares walked.
    """
    n, m, start, order, restarts, rng = _walk_arguments(
        n, m, start, order, tie_break, seed, restarts, MAX_PLAIN_SQUARES, "warnsdorff_fast walks boards up to 2000x2000"
    )
    for attempt in range(1, restarts + 2):
        path = _one_attempt(n, m, start, order, tie_break, rng)
        if len(path) == n * m:
            break
    return Tour(n, m, Squares(path), method=f"warnsdorff/{tie_break}", attempts=attempt)


# ---- Warnsdorff's rule, fast form ---------------------------------------------------------------


class PaddedBoard:
    """The board with a 2-square border, as flat arrays: a knight move is adding one fixed offset.

    ``degree[i]`` is the number of unvisited on-board neighbours of square i; the border counts as
    visited, so a move off the board is just a neighbour that is never free. ``visited`` is a bytearray
    and ``degree`` an array of signed bytes: two bytes a square.
    """

    def __init__(self, n: int, m: int, order: Sequence[Move] = SEED_ORDER):
        self.n, self.m, self.width = n, m, m + 4
        self.offsets = [dr * self.width + dc for dr, dc in order]
        size = (n + 4) * self.width
        self.visited = bytearray(b"\x01") * size
        for r in range(n):
            start = self.index((r, 0))
            self.visited[start : start + m] = bytes(m)
        free = np.frombuffer(self.visited, dtype=np.uint8) == 0
        degree = np.zeros(size, dtype=np.int8)
        for o in self.offsets:
            degree += np.roll(free, -o)  # degree[i] += free[i + o]; on-board i + o never wraps round
        degree[~free] = 0
        self.degree = array("b", degree.tobytes())

    def index(self, square: Square) -> int:
        """Flat index of an on-board square."""
        return (square[0] + 2) * self.width + square[1] + 2

    def square(self, i: int) -> Square:
        """The (row, col) of a flat index."""
        return i // self.width - 2, i % self.width - 2

    def squares(self, path: array) -> np.ndarray:
        """The (row, col) array of a path of flat indices (an array of int32)."""
        index = np.frombuffer(path, dtype=np.int32) if len(path) else np.zeros(0, dtype=np.int32)
        out = np.empty((len(index), 2), dtype=np.int32)
        np.floor_divide(index, self.width, out=out[:, 0])
        np.remainder(index, self.width, out=out[:, 1])
        out -= 2
        out.setflags(write=False)
        return out

    def visit(self, i: int) -> None:
        """Mark square i visited: each neighbour loses one free onward square."""
        self.visited[i] = 1
        for o in self.offsets:
            self.degree[i + o] -= 1

    def unvisit(self, i: int) -> None:
        """Undo :meth:`visit` (for backtracking)."""
        self.visited[i] = 0
        for o in self.offsets:
            self.degree[i + o] += 1

    def free_neighbours(self, i: int) -> list[int]:
        """Unvisited neighbours of square i, in move order."""
        return [i + o for o in self.offsets if not self.visited[i + o]]


def warnsdorff_fast(
    n: int,
    start: Square = (0, 0),
    m: int | None = None,
    order: Sequence[Move] = SEED_ORDER,
    tie_break: str = "first",
    *,
    seed: int = 0,
    restarts: int = 0,
) -> Tour:
    """:func:`warnsdorff` with a degree table kept up to date: the same tours, many times faster.

    With numba (``teachkit[fast]``, not switched off by ``TEACHKIT_FAST=0``) the walk of the tie-breaks
    ``'first'``, ``'roth'`` and ``'lookahead'`` is compiled (:mod:`teachkit.knight.fast`: 2000x2000 in about
    0.1 s, at most 10 bytes a square); otherwise, and for ``'random'``, it is the Python loop below
    (2000x2000 in about 7 to 10 s, about 13 bytes a square). Times measured by benchmarks/bench_knight.py on
    the project's 2-core build machine; they vary with the machine. Both keep 8 bytes a square in the Tour.
    Limits: n*m <= ``MAX_SQUARES`` and (restarts + 1) * n * m <= ``MAX_WALK_SQUARES``.
    """
    n, m, start, order, restarts, rng = _walk_arguments(n, m, start, order, tie_break, seed, restarts, MAX_SQUARES)
    if tie_break in fast.COMPILED_TIE_BREAKS and fast.available():
        return Tour(n, m, Squares(fast.walk(n, m, start, order, tie_break)), method=f"warnsdorff/{tie_break}")
    return _walk_python(n, m, start, order, tie_break, rng, restarts)


def _walk_python(
    n: int, m: int, start: Square, order: tuple[Move, ...], tie_break: str, rng: random.Random, restarts: int
) -> Tour:
    """The walk of :func:`warnsdorff_fast` in Python, on a :class:`PaddedBoard` (checked arguments)."""
    width = m + 4

    def centre(s: int) -> int:
        return centre_distance2((s // width - 2, s % width - 2), n, m)

    for attempt in range(1, restarts + 2):
        board = PaddedBoard(n, m, order)
        here = board.index(start)
        path = array("i", [here])
        board.visit(here)
        visited, degree, offsets = board.visited, board.degree, board.offsets
        while True:
            best, fewest, tied = -1, 9, []
            for o in offsets:
                s = here + o
                if not visited[s]:
                    d = degree[s]
                    if d < fewest:
                        best, fewest, tied = s, d, [s]
                    elif d == fewest:
                        tied.append(s)
            if best < 0:
                break
            if len(tied) > 1 and tie_break != "first":
                if tie_break == "roth":
                    far = max(centre(s) for s in tied)
                    best = next(s for s in tied if centre(s) == far)
                elif tie_break == "lookahead":
                    # neighbours w of s lose s too once the knight stands on s: degree[w] - 1
                    sums = [sum(degree[s + o] - 1 for o in offsets if not visited[s + o]) for s in tied]
                    best = tied[sums.index(min(sums))]
                else:
                    best = tied[rng.randrange(len(tied))]
            here = best
            path.append(here)
            board.visit(here)
        if len(path) == n * m:
            break
    return Tour(n, m, Squares(board.squares(path)), method=f"warnsdorff/{tie_break}", attempts=attempt)
