"""Knight's tours: the board, a tour, how to check one, and Warnsdorff's rule.

A knight's tour visits every square of an n×m board exactly once, each step a knight's move. A tour is
*closed* when the last square is again a knight's move from the first.

Warnsdorff's rule (H. C. von Warnsdorff, 1823) builds a tour greedily: from the current square, go to the
unvisited square that has the *fewest* unvisited onward squares. Squares that are hard to reach (corners,
edges) are used up early, before they are cut off. When several candidates share the fewest onward
squares, a *tie-break* decides, and the tie-break decides whether the rule succeeds on big boards:

* ``'first'``     — the first minimum in the move order (the classic program; ``SEED_ORDER``).
* ``'roth'``      — the candidate farthest from the centre of the board (Euclidean), after Arnd Roth;
                    remaining ties: first in move order.
* ``'lookahead'`` — Pohl-style second level (Ira Pohl, "A method for finding Hamilton paths and Knight's
                    tours", CACM 1967): for each tied candidate, add up the onward degrees of *its* unvisited
                    neighbours, counted as if the knight stood on the candidate; the smallest sum wins;
                    remaining ties: first in move order.
* ``'random'``    — a tied candidate chosen with ``random.Random(seed)``; if the tour gets stuck the rule
                    starts again from the start square (up to ``restarts`` more attempts, same generator).

Squares are ``(row, col)`` with ``(0, 0)`` the a1 corner; ``n`` counts rows and ``m`` columns.
:func:`warnsdorff` is the plain form, written to mirror the words above; :func:`warnsdorff_fast` keeps
a table of onward degrees up to date instead of recounting them, and a test checks that both agree.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from teachkit.checks import CheckResult, correct, wrong

Square = tuple[int, int]
Move = tuple[int, int]

# The classic program's move order: row deltas (1,1,-1,-1,2,2,-2,-2), column deltas (2,-2,2,-2,1,-1,1,-1).
SEED_ORDER: tuple[Move, ...] = ((1, 2), (1, -2), (-1, 2), (-1, -2), (2, 1), (2, -1), (-2, 1), (-2, -1))
KNIGHT_MOVES = frozenset(SEED_ORDER)
TIE_BREAKS = ("first", "roth", "lookahead", "random")


class BadBoard(ValueError):
    """A board size that is not a positive integer."""


class BadSquare(ValueError):
    """A square that is not a (row, col) pair of integers on the board."""


class BadOrder(ValueError):
    """A move order that is not the eight knight moves, each once."""


class BadTieBreak(ValueError):
    """A tie-break name (or its options) that Warnsdorff's rule does not know."""


class NoTourExists(ValueError):
    """No tour of the requested kind exists; the message says why (a theorem or an exhaustive search)."""


class InvalidTour(AssertionError):
    """A solver produced a sequence of squares that is not a tour (a bug: it is never returned)."""


# ---- the board ----------------------------------------------------------------------------------


def board_shape(n: object, m: object = None) -> tuple[int, int]:
    """(rows, cols) of an n×m board; m defaults to n. Both must be positive integers."""
    for name, value in (("n", n), ("m", m if m is not None else n)):
        if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
            raise BadBoard(f"board size {name} must be a positive integer, got {value!r}")
        if value < 1:
            raise BadBoard(f"board size {name} must be a positive integer, got {value!r}")
    return int(n), int(m if m is not None else n)


def check_square(square: object, n: int, m: int, name: str = "start") -> Square:
    """The square as a (row, col) tuple of ints, if it lies on the n×m board."""
    if (not isinstance(square, Sequence) or isinstance(square, str) or len(square) != 2
            or any(isinstance(v, bool) or not isinstance(v, (int, np.integer)) for v in square)):
        raise BadSquare(f"{name} must be a (row, col) pair of integers, got {square!r}")
    r, c = int(square[0]), int(square[1])
    if not (0 <= r < n and 0 <= c < m):
        raise BadSquare(f"{name} {square!r} is off the {n}x{m} board (rows 0..{n - 1}, cols 0..{m - 1})")
    return r, c


def check_order(order: Iterable[Move]) -> tuple[Move, ...]:
    """The move order as a tuple, if it holds each of the eight knight moves exactly once."""
    moves = tuple(tuple(mv) for mv in order)
    if len(moves) != 8 or set(moves) != KNIGHT_MOVES:
        raise BadOrder(f"order must list the 8 knight moves {sorted(KNIGHT_MOVES)} once each, got {moves!r}")
    return moves


def on_board(square: Square, n: int, m: int) -> bool:
    """Is the square on the n×m board?"""
    r, c = square
    return 0 <= r < n and 0 <= c < m


def knight_moves(square: Square, n: int, m: int, order: Sequence[Move] = SEED_ORDER) -> list[Square]:
    """The squares a knight on `square` can jump to, in move order."""
    r, c = square
    return [(r + dr, c + dc) for dr, dc in order if on_board((r + dr, c + dc), n, m)]


def is_knight_move(a: Square, b: Square) -> bool:
    """Are a and b a knight's move apart?"""
    return (b[0] - a[0], b[1] - a[1]) in KNIGHT_MOVES


def onward_degree(square: Square, visited: set[Square] | frozenset[Square], n: int, m: int) -> int:
    """How many unvisited squares a knight on `square` could jump to next."""
    return sum(1 for s in knight_moves(square, n, m) if s not in visited)


def onward_degrees(n: int, m: int, visited: Iterable[Square]) -> list[list[int | None]]:
    """The onward degree of every unvisited square (None for visited ones), as rows of a grid."""
    seen = set(visited)
    return [[None if (r, c) in seen else onward_degree((r, c), seen, n, m) for c in range(m)]
            for r in range(n)]


def colour(square: Square) -> int:
    """0 for the colour of a1 (row + col even), 1 for the other colour."""
    return (square[0] + square[1]) % 2


# ---- a tour -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Tour:
    """The squares a knight visited, in order, on an n×m board (a tour, or a path that got stuck)."""

    n: int
    m: int
    squares: tuple[Square, ...]
    method: str = ""
    attempts: int = 1

    def __len__(self) -> int:
        return len(self.squares)

    def __repr__(self) -> str:
        kind = "closed tour" if self.is_closed else "tour" if self.is_complete else "incomplete path"
        how = f", {self.method}" if self.method else ""
        return f"Tour({self.n}x{self.m} {kind}, {len(self.squares)} of {self.n * self.m} squares{how})"

    @property
    def is_complete(self) -> bool:
        """Does the path visit every square of the board?"""
        return len(self.squares) == self.n * self.m and len(set(self.squares)) == len(self.squares)

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
    width = len(str(tour.n * tour.m))
    lines = [" ".join(f"{number:>{width}}" for number in row) for row in tour.board()]
    lines.append("Completed" if tour.is_complete else "Not Completed")
    return "\n".join(lines)


# ---- checking a tour ----------------------------------------------------------------------------


def verify_tour(squares: Sequence[Square], n: int, m: int | None = None, *, closed: bool = False,
                complete: bool = True) -> CheckResult:
    """Is every square on the board, every step a knight's move, and no square visited twice?

    With ``complete`` (the default) every square must be visited; with ``closed`` the last square must
    also be a knight's move from the first. The verdict names the first thing that is wrong.
    """
    n, m = board_shape(n, m)
    first_visit: dict[Square, int] = {}
    for step, square in enumerate(squares, start=1):
        if not (isinstance(square, Sequence) and len(square) == 2):
            return wrong(f"square {step} is {square!r}, not a (row, col) pair")
        square = (square[0], square[1])
        if not on_board(square, n, m):
            return wrong(f"square {step} {square} is off the {n}x{m} board")
        if square in first_visit:
            return wrong(f"square {square} is visited twice (squares {first_visit[square]} and {step})")
        if step > 1 and not is_knight_move(previous, square):
            return wrong(f"step {step - 1} from {previous} to {square} is not a knight's move")
        first_visit[square] = step
        previous = square
    if complete and len(first_visit) != n * m:
        return wrong(f"the path visits {len(first_visit)} of the {n * m} squares")
    if closed and not (len(first_visit) > 1 and is_knight_move(previous, squares[0])):
        return wrong("the tour is not closed: the last square is not a knight's move from the first")
    return correct(f"a valid {'closed ' if closed else ''}{'tour' if complete else 'path'} "
                   f"of {len(first_visit)} squares on the {n}x{m} board")


def verify_tour_fast(squares: Sequence[Square] | np.ndarray, n: int, m: int | None = None, *,
                     closed: bool = False, complete: bool = True) -> bool:
    """The same test as :func:`verify_tour` with numpy, for million-square tours: True or False."""
    n, m = board_shape(n, m)
    sq = np.asarray(squares, dtype=np.int64).reshape(-1, 2)
    if len(sq) == 0:
        return not complete and not closed
    r, c = sq[:, 0], sq[:, 1]
    if r.min() < 0 or c.min() < 0 or r.max() >= n or c.max() >= m:
        return False
    if np.bincount(r * m + c, minlength=n * m).max() > 1:
        return False
    if complete and len(sq) != n * m:
        return False
    steps = np.abs(np.diff(sq, axis=0))
    if closed:
        if len(sq) < 2:
            return False
        steps = np.vstack([steps, np.abs(sq[0] - sq[-1])])
    knight = ((steps[:, 0] == 1) & (steps[:, 1] == 2)) | ((steps[:, 0] == 2) & (steps[:, 1] == 1))
    return bool(knight.all())


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


def _check_tie_break(tie_break: str, restarts: int) -> None:
    """Refuse unknown tie-breaks, and restarts for rules that would only repeat themselves."""
    if tie_break not in TIE_BREAKS:
        raise BadTieBreak(f"tie_break must be one of {TIE_BREAKS}, got {tie_break!r}")
    if isinstance(restarts, bool) or not isinstance(restarts, int) or restarts < 0:
        raise BadTieBreak(f"restarts must be a non-negative integer, got {restarts!r}")
    if restarts and tie_break != "random":
        raise BadTieBreak(f"restarts only help tie_break='random' (a deterministic rule repeats itself), "
                          f"got restarts={restarts} with tie_break={tie_break!r}")


def _lookahead(candidate: Square, visited: set[Square], n: int, m: int) -> int:
    """Sum of the onward degrees of the candidate's unvisited neighbours, as if the knight stood there."""
    after = visited | {candidate}
    return sum(onward_degree(s, after, n, m) for s in knight_moves(candidate, n, m) if s not in after)


def _pick(candidates: list[Square], visited: set[Square], n: int, m: int, tie_break: str,
          rng: random.Random) -> Square:
    """The candidate with the fewest onward squares; the tie-break settles equal counts."""
    degrees = [onward_degree(s, visited, n, m) for s in candidates]
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


def next_square(here: Square, visited: set[Square] | frozenset[Square], n: int, m: int | None = None,
                order: Sequence[Move] = SEED_ORDER, tie_break: str = "first",
                rng: random.Random | None = None) -> Square | None:
    """Warnsdorff's choice from `here`: the unvisited neighbour with fewest onward squares (None: stuck)."""
    n, m = board_shape(n, m)
    candidates = [s for s in knight_moves(here, n, m, order) if s not in visited]
    if not candidates:
        return None
    return _pick(candidates, set(visited), n, m, tie_break, rng or random.Random(0))


def _one_attempt(n: int, m: int, start: Square, order: tuple[Move, ...], tie_break: str,
                 rng: random.Random) -> list[Square]:
    """Follow the rule from start until no unvisited square is a knight's move away."""
    path, visited = [start], {start}
    while True:
        square = next_square(path[-1], visited, n, m, order, tie_break, rng)
        if square is None:
            return path
        path.append(square)
        visited.add(square)


def warnsdorff(n: int, start: Square = (0, 0), m: int | None = None, order: Sequence[Move] = SEED_ORDER,
               tie_break: str = "first", *, seed: int = 0, restarts: int = 0) -> Tour:
    """Walk by Warnsdorff's rule from start; the Tour says whether it completed (it may get stuck)."""
    n, m = board_shape(n, m)
    start = check_square(start, n, m)
    order = check_order(order)
    _check_tie_break(tie_break, restarts)
    rng = random.Random(seed)
    for attempt in range(1, restarts + 2):
        path = _one_attempt(n, m, start, order, tie_break, rng)
        if len(path) == n * m:
            break
    return Tour(n, m, tuple(path), method=f"warnsdorff/{tie_break}", attempts=attempt)


# ---- Warnsdorff's rule, fast form ---------------------------------------------------------------


class PaddedBoard:
    """The board with a 2-square border, as flat lists: a knight move is adding one fixed offset.

    ``degree[i]`` is the number of unvisited on-board neighbours of square i; the border counts as
    visited, so a move off the board is just a neighbour that is never free.
    """

    def __init__(self, n: int, m: int, order: Sequence[Move] = SEED_ORDER):
        self.n, self.m, self.width = n, m, m + 4
        self.offsets = [dr * self.width + dc for dr, dc in order]
        size = (n + 4) * self.width
        self.visited = [True] * size
        for r in range(n):
            for c in range(m):
                self.visited[self.index((r, c))] = False
        self.degree = [0] * size
        for i in range(size):
            if not self.visited[i]:
                self.degree[i] = sum(1 for o in self.offsets if not self.visited[i + o])

    def index(self, square: Square) -> int:
        """Flat index of an on-board square."""
        return (square[0] + 2) * self.width + square[1] + 2

    def square(self, i: int) -> Square:
        """The (row, col) of a flat index."""
        return i // self.width - 2, i % self.width - 2

    def visit(self, i: int) -> None:
        """Mark square i visited: each neighbour loses one free onward square."""
        self.visited[i] = True
        for o in self.offsets:
            self.degree[i + o] -= 1

    def unvisit(self, i: int) -> None:
        """Undo :meth:`visit` (for backtracking)."""
        self.visited[i] = False
        for o in self.offsets:
            self.degree[i + o] += 1

    def free_neighbours(self, i: int) -> list[int]:
        """Unvisited neighbours of square i, in move order."""
        return [i + o for o in self.offsets if not self.visited[i + o]]


def warnsdorff_fast(n: int, start: Square = (0, 0), m: int | None = None,
                    order: Sequence[Move] = SEED_ORDER, tie_break: str = "first", *, seed: int = 0,
                    restarts: int = 0) -> Tour:
    """:func:`warnsdorff` with a degree table kept up to date: the same tours, many times faster."""
    n, m = board_shape(n, m)
    start = check_square(start, n, m)
    order = check_order(order)
    _check_tie_break(tie_break, restarts)
    rng = random.Random(seed)
    centre = {}
    for attempt in range(1, restarts + 2):
        board = PaddedBoard(n, m, order)
        if not centre and tie_break == "roth":
            centre = {board.index((r, c)): centre_distance2((r, c), n, m) for r in range(n) for c in range(m)}
        here = board.index(start)
        path = [here]
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
                    far = max(centre[s] for s in tied)
                    best = next(s for s in tied if centre[s] == far)
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
    return Tour(n, m, tuple(board.square(i) for i in path), method=f"warnsdorff/{tie_break}",
                attempts=attempt)
