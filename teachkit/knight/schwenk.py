"""Closed tours of every 3×k board with k even and k >= 10, by Schwenk's extension with 3×4 blocks.

Allen J. Schwenk ("Which rectangular chessboards have a knight's tour?", Mathematics Magazine 64, 1991)
proves that 3×k has a closed tour for every even k >= 10 by induction, four columns at a time. The
construction here follows that proof; every piece it uses is a constant written out below, and
``tests/test_knight_schwenk.py`` checks each piece once.

The pieces (squares are (row, col), rows 0..2):

* ``BASE_10`` and ``BASE_12``: closed tours of 3×10 and 3×12 that use the move
  e = (0, k-2)–(2, k-1), k the number of columns (tested: closed, complete, contain e).
* ``BLOCK``: an open tour of the 3×4 block (columns 0..3) from a = (0, 0) to b = (1, 0) that uses the move
  (0, 2)–(2, 3), which is e moved four columns to the right (tested).

The splice. Put the block on columns k..k+3, just right of a 3×k closed tour T that uses e. The squares
(2, k-1) and a + (0, k) = (0, k) are a knight's move apart, and so are (0, k-2) and b + (0, k) = (1, k).
Delete e from T and add those two moves with the block's tour between them:

    … (0, k-2)  (1, k) · · · block backwards · · · (0, k)  (2, k-1) …

Every square of the 3×(k+4) board is now visited once, in one closed loop: a closed tour. It uses the move
(0, k+2)–(2, k+3) (in the block), which is e for the board with k + 4 columns.

The induction. 3×10 and 3×12 have closed tours that use e (the bases). If 3×k has one, the splice gives
one of 3×(k+4) that uses e again. So every 3×k with k = 10, 14, 18, … (from BASE_10) and
k = 12, 16, 20, … (from BASE_12) has one: every even k >= 10. No search is involved; building the tour
takes time proportional to its 3k squares (each splice nests inside the previous block, so the tour is
written out once, front part then back part).

Schwenk's theorem also says that 3×4, 3×6 and 3×8 have no closed tour (``rules.closed_tour_obstacle``;
the tests confirm it by exhaustive search).
"""

from __future__ import annotations

import numpy as np

from teachkit.errors import require_int
from teachkit.knight.tour import MAX_SQUARES, BadBoard, BoardTooLarge, BoardType, Square


def _grid(text: str) -> tuple[Square, ...]:
    """A tour written as rows of move numbers (1 = first square), as squares in tour order."""
    rows = [[int(x) for x in line.split()] for line in text.strip().splitlines()]
    where = {number: (r, c) for r, row in enumerate(rows) for c, number in enumerate(row)}
    return tuple(where[i] for i in range(1, len(where) + 1))


# Move 1 → 2 is e = (0, 8)–(2, 9).
BASE_10 = _grid("""
11 14 17 26 23  8 21 28  1  4
16 25 12  9 18 27  6  3 20 29
13 10 15 24  7 22 19 30  5  2
""")

# Move 1 → 2 is e = (0, 10)–(2, 11).
BASE_12 = _grid("""
17 20 15 26 29 24 11  8 31 34  1  4
14 27 18 21 12  9 30 23  6  3 32 35
19 16 13 28 25 22  7 10 33 36  5  2
""")

# From a = (0, 0) (move 1) to b = (1, 0) (move 12); moves 7 → 8 are (0, 2)–(2, 3).
BLOCK = _grid("""
 1  4  7 10
12  9  2  5
 3  6 11  8
""")

A_SPLICE: Square = (0, -2)  # e's end in row 0, relative to the block's first column
B_SPLICE: Square = (2, -1)  # e's end in row 2


def edge_position(squares: tuple[Square, ...] | list[Square], u: Square, v: Square) -> int:
    """The index i with {squares[i], squares[i+1]} = {u, v}; -1 if the move u–v is not used."""
    for i in range(len(squares) - 1):
        if {squares[i], squares[i + 1]} == {u, v}:
            return i
    return -1


def closed_3xk(k: int) -> np.ndarray:
    """A closed tour of the 3×k board (k even, k >= 10) as a (3k, 2) array of (row, col), from (0, b-2), b = 10 or 12.

    Base tour of 3×10 or 3×12, then (k - base) / 4 blocks, each spliced into the previous one's copy of e.
    """
    k = require_int(
        "k", k, lo=10, hi=MAX_SQUARES // 3, value_error=BadBoard, type_error=BoardType, limit_error=BoardTooLarge
    )
    if k % 2:
        raise BadBoard(f"k must be even for a closed tour of 3xk (Schwenk 1991), got {k}")
    base = BASE_10 if k % 4 == 2 else BASE_12
    blocks = (k - len(base) // 3) // 4
    # base = u, v, rest… with u = (0, b-2), v = (2, b-1): the loop runs u → v; the first block goes between them.
    front: list[np.ndarray] = [np.array(base[:1])]
    back: list[np.ndarray] = [np.array(base[1:])]
    forward = np.array(BLOCK)
    inner = edge_position(BLOCK, (0, 2), (2, 3))  # forward block: (0, 2) at inner, (2, 3) at inner + 1
    backward = forward[::-1]
    for j in range(blocks):
        shift = np.array([0, len(base) // 3 + 4 * j])
        # Between u (row 0) and v (row 2): enter at b next to u, leave at a next to v — the block backwards.
        # The next splice sits in this block's copy of e, which the backward block runs (2, 3) → (0, 2);
        # its own next block then runs forward, so the directions alternate.
        piece = (backward if j % 2 == 0 else forward) + shift
        cut = (len(BLOCK) - 1 - inner) if j % 2 == 0 else inner + 1
        if j == blocks - 1:
            front.append(piece)
        else:
            front.append(piece[:cut])
            back.append(piece[cut:])
    return np.concatenate(front + back[::-1]).astype(np.int64)
