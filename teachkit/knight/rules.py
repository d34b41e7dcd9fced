"""Which boards have a knight's tour at all: the theorems, stated as functions that say why not.

* Closed tours — Allen J. Schwenk, "Which rectangular chessboards have a knight's tour?" (Mathematics
  Magazine, 1991): an m×n board with m <= n has a closed tour unless m and n are both odd, or m is 1, 2
  or 4, or m = 3 and n is 4, 6 or 8.
* Open tours — an m×n board with m <= n has an open tour unless m = 1 (and n > 1), m = 2, m = 3 and n is 3,
  5 or 6, or m = n = 4. For both sides >= 5 this is Paul Cull and Jeffery De Curtins' theorem ("Knight's tour
  revisited", Fibonacci Quarterly 16, 1978). The 1- and 2-line boards and 3×3 have the short reasons below;
  3×5, 3×6 and 4×4 are proved by exhaustive search (tests/test_knight_claims.py). For the longer 3- and 4-row
  boards teachkit cites no proof here (none we could check was found): the strip search finds a tour on every
  such board it was given (the tests and notebook 09 say on which), and each such tour proves its own board;
  3×k with k even >= 10 is covered by Schwenk's closed tours. Conrad, Hindrichs, Morsy and Wegener ("Solution
  of the knight's Hamiltonian path problem on chessboards", Discrete Applied Mathematics 50, 1994) treat n×n
  boards: an open tour iff n >= 5 (or the trivial n = 1), a closed one iff n >= 6 is even.
* Cull and De Curtins' proof was machine-checked by Lukas Koller ("Knight's Tour Revisited Revisited", an
  Isabelle/HOL formalisation), who corrected two of the paper's figures.
* Four rows — on a board of 4 rows and k columns a knight on an outer row (row 0 or 3) always jumps to a
  middle row (on a k×4 board read "column" for "row"). The 2k outer squares of a tour are never neighbours
  in it, so the tour alternates outer and middle squares except at one place at most; if it alternated
  everywhere, every outer square would come at every other step and so have one colour, but each outer
  row has both colours. So exactly one step joins two middle squares, and the tour starts and ends on an
  outer row.
* Colours — every knight's move changes colour, so a tour alternates colours. On a board with an odd
  number of squares one colour (the corners' colour) has one square more, and a tour must start and end
  on it.

The tests check every statement for small boards by exhaustive search.
"""

from __future__ import annotations

from teachkit.knight.tour import Square, board_shape, check_square, colour


def closed_tour_obstacle(n: int, m: int) -> str | None:
    """Why the n×m board has no closed tour (Schwenk 1991), or None if it has one."""
    n, m = board_shape(n, m)
    short, long = sorted((n, m))
    board = f"the {n}x{m} board"
    if short % 2 and long % 2:
        return (
            f"{board} has an odd number of squares; a closed tour alternates colours and so needs "
            f"as many squares of each colour"
        )
    if short in (1, 2):
        return f"{board} has no closed tour: from a corner there is at most one knight's move (Schwenk 1991)"
    if short == 4:
        return f"{board} has no closed tour: no 4xk board has one (Schwenk 1991)"
    if short == 3 and long in (4, 6, 8):
        return f"{board} has no closed tour: 3x4, 3x6 and 3x8 are exceptions (Schwenk 1991)"
    return None


def open_tour_obstacle(n: int, m: int) -> str | None:
    """Why the n×m board has no tour at all, or None (see the module docstring for what is proved and how)."""
    n, m = board_shape(n, m)
    short, long = sorted((n, m))
    board = f"the {n}x{m} board"
    if short == 1 and long > 1:
        return f"{board} has no tour: a knight cannot move along a single line of squares"
    if short == 2:
        return f"{board} has no tour: on two lines of squares the knight's moves fall apart into pieces"
    if short == 3 and long == 3:
        return f"{board} has no tour: the centre square is not a knight's move from any other square"
    if short == 3 and long in (5, 6):
        return f"{board} has no tour: 3x5 and 3x6 are exceptions (proved by exhaustive search from every square)"
    if short == long == 4:
        return f"{board} has no tour (proved by exhaustive search from every square)"
    return None


def start_obstacle(n: int, m: int, start: Square) -> str | None:
    """Why no tour of the n×m board can start at `start` (colour argument, four-row argument), or None."""
    n, m = board_shape(n, m)
    start = check_square(start, n, m)
    if n * m % 2 and colour(start):
        return (
            f"on the {n}x{m} board (an odd number of squares) a tour must start on the corners' colour, "
            f"and {start} has the other colour"
        )
    if min(n, m) == 4 and start[0 if n == 4 else 1] in (1, 2):
        row = "row" if n == 4 else "column"
        return (
            f"on a board with 4 {row}s a tour starts and ends on an outer {row}: a knight on an outer {row} "
            f"always jumps to a middle one, and a tour cannot alternate all the way (its outer squares would "
            f"all have one colour), so {start} on a middle {row} of the {n}x{m} board cannot start one"
        )
    return None
