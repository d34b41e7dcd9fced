"""Divide and conquer: tile the board with small blocks, tour each block, and splice the tours together.

This is the idea of Ian Parberry's "An efficient algorithm for the Knight's tour problem" (Discrete Applied
Mathematics 73, 1997), with Conrad, Hindrichs, Morsy and Wegener's ("Solution of the knight's Hamiltonian
path problem on chessboards", Discrete Applied Mathematics 50, 1994) odd×odd case:

1. Cut the rows into parts of 6, 8 or 10 (and one part of 5, 7, 9 or 11 if the count is odd), the columns
   likewise. Every block is a×b with 5 <= a, b <= 11.
2. Every block with an even side gets a fixed *closed* tour (:func:`block_tour`, one per shape). If both
   sides of the board are odd, the one odd×odd block holds the start and gets an *open* tour from that
   start instead (:func:`block_path`, one per shape and local start).
3. Splice neighbouring blocks: a move p→q of one block's tour and y→z of the other's such that p–y and
   q–z are knight's moves. Delete p–q and y–z, add p–y and q–z: two cycles become one (a path and a cycle
   become one path with the same ends). Splicing along a spanning tree of the blocks (along every row of
   blocks, then down the first column) leaves one tour. The splice of two block shapes is fixed: the one
   first in the fixed order of :func:`splices` (:func:`block_splices`).
4. Walk the spliced tour from the start, and check it square by square before returning it.

Why this always works (the argument; the finite facts it rests on are checked by
``tests/test_knight_blocks.py``):

* Finitely many pieces. There are 33 closed block shapes (sides 5..11, not both odd) and 520 pairs
  (odd×odd shape, start of the corners' colour). Each piece is computed by a fixed, seeded procedure, so it
  is the same on every run; the test computes every one of them and verifies it (closed tour, or open tour
  from its start), and verifies that every pair of shapes that can be neighbours (same height side by side,
  same width one above the other; closed or path block) has a splice.
* Splices never disturb each other. A splice's move p–q of block A has both ends within two lines of the
  common border (p–y and q–z are knight's moves into B). So a block's splice to its right neighbour lies in
  its last two columns, to its left neighbour in its first two, and up/down in its first/last two rows.
  Sides are at least 5, so opposite borders use different squares, and a move cannot lie in a 2×2 corner
  (a knight's move spans three lines). The moves a block gives up to different neighbours are therefore
  different moves of its own tour, each still there when its splice is made, in whatever order.
* Each splice joins two different pieces (the splices form a spanning tree of the grid of blocks), and
  joins a cycle to a cycle or a path to a cycle; in the end one closed tour (all blocks closed) or one open
  tour from the start (the path block's ends are kept).
* Every side >= 5 can be cut: even lengths into 6, 8, 10 (:func:`even_parts`); an odd length into one odd
  part and even parts, with the odd part covering any given coordinate (:func:`odd_cut`: for lengths up to
  17 by the test, from 19 on with an odd part of 7 starting at 0, 6, 8, …, L-13 or L-7).

Nothing is searched per board: ``construct_closed`` and ``construct_open`` either return a verified tour
or raise :class:`ConstructionFailed`, which the argument above says never happens for sides >= 5.
Everything is linear in the number of squares: a million-square board takes about a quarter of a second
(CPU, this machine; ``benchmarks/bench_knight.py``).
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator, Sequence
from functools import cache

import numpy as np

from teachkit.errors import TeachkitError
from teachkit.knight.extend import extend_rotate
from teachkit.knight.search import SearchBudgetExceeded, search_tour
from teachkit.knight.tour import (
    KNIGHT_MOVES,
    MAX_SQUARES,
    BadBoard,
    NoTourExists,
    Square,
    Squares,
    Tour,
    board_shape,
    check_square,
    colour,
    is_knight_move,
    verify_tour_fast,
)

EVEN_PARTS = (6, 8, 10)
ODD_PARTS = (5, 7, 9, 11)
Splice = tuple[Square, Square, Square, Square]  # (p, q) in block A, (y, z) in block B, local coordinates


class ConstructionFailed(TeachkitError, RuntimeError):
    """The construction broke (the module docstring argues it never does for sides >= 5; a bug if seen)."""


# ---- 1. cutting a side into parts -----------------------------------------------------------------


def even_parts(length: int) -> list[int]:
    """Cut an even length (0 or at least 6) into parts of 6, 8 and 10, mostly 8s."""
    if length == 0:
        return []
    if length % 2 or length < 6:
        raise ValueError(f"even_parts needs 0 or an even length >= 6, got {length}")
    eights, rest = divmod(length, 8)
    if rest == 0:
        return [8] * eights
    if rest == 6:
        return [8] * eights + [6]
    if rest == 2:
        return [10] + [8] * (eights - 1)
    return [6, 6] + [8] * (eights - 1)  # rest == 4


def side_parts(length: int) -> list[int]:
    """Cut a side of length >= 5 into parts; an odd length gets one odd part, first."""
    if length % 2 == 0:
        return even_parts(length)
    for odd in ODD_PARTS:
        if length - odd == 0 or length - odd >= 6:
            return [odd] + even_parts(length - odd)
    raise ValueError(f"cannot cut a side of length {length} into parts of 5..10")


def parts_around(length: int, x: int) -> Iterator[tuple[list[int], int]]:
    """Ways to cut an odd side so that its odd part covers coordinate x: (parts, index of the odd part)."""
    for odd in ODD_PARTS:
        for before in range(0, length - odd + 1, 2):
            after = length - odd - before
            if before in (2, 4) or after in (2, 4) or not before <= x < before + odd:
                continue
            parts = even_parts(before) + [odd] + even_parts(after)
            yield parts, len(even_parts(before))


def odd_cut(length: int, x: int) -> tuple[list[int], int, int]:
    """The fixed cut of an odd side whose odd part covers x: (parts, index of the odd part, x inside it).

    Of the cuts :func:`parts_around` lists, the one that puts x nearest the odd part's first line, then
    the one with the smallest odd part.
    """
    best = None
    for parts, i in parts_around(length, x):
        local = x - offsets(parts)[i]
        if best is None or (local, parts[i]) < best[0]:
            best = ((local, parts[i]), parts, i)
    if best is None:
        raise ConstructionFailed(f"no cut of a side of length {length} has an odd part covering {x}")
    return best[1], best[2], best[0][0]


def offsets(parts: list[int]) -> list[int]:
    """Where each part starts."""
    return [sum(parts[:i]) for i in range(len(parts))]


# ---- 2. the blocks' own tours ---------------------------------------------------------------------


@cache
def block_tour(a: int, b: int) -> Squares:
    """A closed tour of an a×b block (found once, then reused), as local squares in tour order."""
    for seed in range(20):
        try:
            return extend_rotate(a, b, (0, 0), closed=True, seed=seed, rotations=5000).squares
        except SearchBudgetExceeded:
            continue
    return search_tour(a, b, (0, 0), closed=True).squares


@cache
def block_path(a: int, b: int, start: Square) -> Squares:
    """An open tour of an a×b block from start (raises NoTourExists or SearchBudgetExceeded)."""
    try:
        return extend_rotate(a, b, start, closed=False, rotations=5000).squares
    except SearchBudgetExceeded:
        return search_tour(a, b, start, closed=False, budget=200_000).squares


def neighbours_in(squares: Sequence[Square], closed: bool) -> dict[Square, list[Square]]:
    """For each square of a tour, its one or two tour neighbours."""
    links: dict[Square, list[Square]] = {s: [] for s in squares}
    pairs = list(zip(squares, squares[1:])) + ([(squares[-1], squares[0])] if closed else [])
    for u, v in pairs:
        links[u].append(v)
        links[v].append(u)
    return links


# ---- 3. splicing ----------------------------------------------------------------------------------


def splices(
    tour_a: Sequence[Square], closed_a: bool, tour_b: Sequence[Square], closed_b: bool, shift: Square
) -> list[Splice]:
    """Every way to splice tour A with tour B placed at `shift` from A, in a fixed order.

    The order: by how far p and q lie from A's middle line parallel to the common border, then by the squares
    themselves (the same order on every run, so the same splice is chosen).

    Squares are local to their own block; (p, q) is a move of A and (y, z) a move of B with p–y and q–z
    knight's moves once B is shifted.
    """
    links_a, links_b = neighbours_in(tour_a, closed_a), neighbours_in(tour_b, closed_b)
    rows_a = 1 + max(r for r, _ in tour_a)
    cols_a = 1 + max(c for _, c in tour_a)
    found = []
    for p, near_p in links_a.items():
        for q in near_p:
            for dr, dc in KNIGHT_MOVES:
                y = (p[0] + dr - shift[0], p[1] + dc - shift[1])
                for z in links_b.get(y, ()):
                    if is_knight_move((q[0] - shift[0], q[1] - shift[1]), z):
                        found.append((p, q, y, z))
    along = 1 if shift[0] == 0 else 0  # the border runs along columns (shift down) or rows (shift right)
    middle = (rows_a - 1) / 2 if along == 0 else (cols_a - 1) / 2
    found.sort(key=lambda s: (abs(s[0][along] - middle) + abs(s[1][along] - middle), s))
    return found


@cache
def block_splices(shape_a: tuple[int, int], shape_b: tuple[int, int], down: bool) -> tuple[Splice, ...]:
    """The splices between the closed block tours of two shapes, B right of A (or below, if down)."""
    shift = (shape_a[0], 0) if down else (0, shape_a[1])
    return tuple(splices(block_tour(*shape_a), True, block_tour(*shape_b), True, shift))


class Links:
    """The spliced tour so far: every square's two tour neighbours (-1: none, at a path's end)."""

    def __init__(self, n: int, m: int):
        self.m = m
        self.one = np.full(n * m, -1, dtype=np.int32)
        self.two = np.full(n * m, -1, dtype=np.int32)

    def lay(self, squares: Sequence[Square], closed: bool, origins: list[Square]) -> None:
        """Copy one block tour into every block whose top-left corner is in origins."""
        local = np.array(squares, dtype=np.int32)
        chunk = max(1, (1 << 18) // len(local))  # a few blocks at a time: small temporary arrays
        for low in range(0, len(origins), chunk):
            part = np.array(origins[low : low + chunk], dtype=np.int32)
            index = (part[:, :1] + local[None, :, 0]) * self.m + part[:, 1:] + local[None, :, 1]
            before, after = np.roll(index, 1, axis=1), np.roll(index, -1, axis=1)
            if not closed:
                before[:, 0] = -1
                after[:, -1] = -1
            self.one[index] = before
            self.two[index] = after

    def as_lists(self) -> None:
        """Switch to Python arrays of int32: single-element reads and writes are much faster than numpy's
        (and, unlike lists of Python ints, they take 4 bytes an entry)."""
        for name in ("one", "two"):
            links = array("i")
            links.frombytes(memoryview(getattr(self, name)).cast("B"))
            setattr(self, name, links)  # the numpy array goes: one copy at a time

    def has(self, u: int, v: int) -> bool:
        return self.one[u] == v or self.two[u] == v

    def relink(self, u: int, old: int, new: int) -> None:
        """Replace u's neighbour old by new."""
        if self.one[u] == old:
            self.one[u] = new
        else:
            self.two[u] = new

    def splice(self, p: int, q: int, y: int, z: int) -> None:
        """Delete moves p–q and y–z, add p–y and q–z."""
        self.relink(p, q, y)
        self.relink(q, p, z)
        self.relink(y, z, p)
        self.relink(z, y, q)

    def walk(self, start: int) -> array:
        """The squares in tour order from start (a path must start at one of its ends)."""
        one, two = self.one, self.two
        order = array("i", [start])
        prev, here = start, (one[start] if one[start] >= 0 else two[start])
        while here >= 0 and here != start:
            order.append(here)
            prev, here = here, (one[here] if one[here] != prev else two[here])
        return order


def join(links: Links, candidates: tuple[Splice, ...] | list[Splice], origin_a: Square, origin_b: Square) -> None:
    """Splice block A (at origin_a) to block B by their fixed splice, the first candidate.

    Its two moves are always still there (see the module docstring); if not, that is a bug, and it says so.
    """
    m = links.m
    if not candidates:
        raise ConstructionFailed(f"no splice between the blocks at {origin_a} and {origin_b}")
    p, q, y, z = candidates[0]
    gp = (origin_a[0] + p[0]) * m + origin_a[1] + p[1]
    gq = (origin_a[0] + q[0]) * m + origin_a[1] + q[1]
    gy = (origin_b[0] + y[0]) * m + origin_b[1] + y[1]
    gz = (origin_b[0] + z[0]) * m + origin_b[1] + z[1]
    if not (links.has(gp, gq) and links.has(gy, gz)):
        raise ConstructionFailed(
            f"the fixed splice between the blocks at {origin_a} and {origin_b} "
            f"lost one of its moves to an earlier splice"
        )
    links.splice(gp, gq, gy, gz)


# ---- 4. the whole construction --------------------------------------------------------------------


def _build(
    n: int, m: int, row_parts: list[int], col_parts: list[int], path_block: tuple[int, int, Square] | None
) -> Links:
    """Lay a tour in every block and splice them along rows of blocks, then down the first column."""
    row_at, col_at = offsets(row_parts), offsets(col_parts)
    links = Links(n, m)
    own: dict[tuple[int, int], tuple[Sequence[Square], bool]] = {}
    by_shape: dict[tuple[int, int], list[Square]] = {}
    for i, a in enumerate(row_parts):
        for j, b in enumerate(col_parts):
            if path_block and (i, j) == path_block[:2]:
                own[i, j] = (block_path(a, b, path_block[2]), False)
                links.lay(own[i, j][0], False, [(row_at[i], col_at[j])])
            else:
                by_shape.setdefault((a, b), []).append((row_at[i], col_at[j]))
    for shape, origins in by_shape.items():
        links.lay(block_tour(*shape), True, origins)
    links.as_lists()

    def candidates(i: int, j: int, k: int, l: int) -> tuple[Splice, ...] | list[Splice]:  # noqa: E741
        down = k > i
        a_shape, b_shape = (row_parts[i], col_parts[j]), (row_parts[k], col_parts[l])
        if (i, j) not in own and (k, l) not in own:
            return block_splices(a_shape, b_shape, down)
        tour_a, closed_a = own[i, j] if (i, j) in own else (block_tour(*a_shape), True)
        tour_b, closed_b = own[k, l] if (k, l) in own else (block_tour(*b_shape), True)
        shift = (a_shape[0], 0) if down else (0, a_shape[1])
        return splices(tour_a, closed_a, tour_b, closed_b, shift)

    for i in range(len(row_parts)):
        for j in range(len(col_parts) - 1):
            join(links, candidates(i, j, i, j + 1), (row_at[i], col_at[j]), (row_at[i], col_at[j + 1]))
    for i in range(len(row_parts) - 1):
        join(links, candidates(i, 0, i + 1, 0), (row_at[i], 0), (row_at[i + 1], 0))
    return links


def _finish(n: int, m: int, links: Links, start: Square, closed: bool) -> Tour:
    """Walk the tour from start, check it, and package it (as an (N, 2) int32 array: 8 bytes a square)."""
    order = np.frombuffer(links.walk(start[0] * m + start[1]), dtype=np.int32)
    del links
    squares = np.empty((len(order), 2), dtype=np.int32)
    np.floor_divide(order, m, out=squares[:, 0])
    np.remainder(order, m, out=squares[:, 1])
    if not verify_tour_fast(squares, n, m, closed=closed):
        raise ConstructionFailed(f"the spliced {n}x{m} tour does not check out")
    squares.setflags(write=False)
    return Tour(n, m, Squares(squares), method="divide-and-conquer")


def construct_closed(n: int, m: int | None = None, start: Square = (0, 0)) -> Tour:
    """A closed tour of an n×m board (both sides >= 5, not both odd), listed from start."""
    n, m = board_shape(n, m, limit=MAX_SQUARES)
    start = check_square(start, n, m)
    if min(n, m) < 5 or (n % 2 and m % 2):
        raise BadBoard(f"construct_closed needs board size n, m >= 5 and one of them even, got {n}x{m}")
    return _finish(n, m, _build(n, m, side_parts(n), side_parts(m), None), start, closed=True)


def construct_open(n: int, m: int | None = None, start: Square = (0, 0)) -> Tour:
    """An open tour of an odd×odd board (both sides >= 5) from a start of the corners' colour."""
    n, m = board_shape(n, m, limit=MAX_SQUARES)
    start = check_square(start, n, m)
    if min(n, m) < 5 or not (n % 2 and m % 2):
        raise BadBoard(f"construct_open needs two odd board sizes n, m >= 5, got {n}x{m}")
    if colour(start) != 0:
        raise NoTourExists(f"on the {n}x{m} board a tour must start on the colour of the corners, and {start} is not")
    row_parts, i, r = odd_cut(n, start[0])
    col_parts, j, c = odd_cut(m, start[1])
    try:
        block_path(row_parts[i], col_parts[j], (r, c))
    except (NoTourExists, SearchBudgetExceeded) as why:
        raise ConstructionFailed(f"the {row_parts[i]}x{col_parts[j]} block has no tour from {(r, c)}: {why}")
    links = _build(n, m, row_parts, col_parts, (i, j, (r, c)))
    return _finish(n, m, links, start, closed=False)


def block_parts(n: int, m: int, start: Square = (0, 0)) -> tuple[list[int], list[int]]:
    """How :func:`construct_closed` / :func:`construct_open` cut the n×m board: (row parts, column parts).

    Both sides odd: the cut whose odd block holds ``start`` (as in :func:`construct_open`); otherwise the fixed
    cut of each side (:func:`side_parts`). The pictures draw these block borders.
    """
    if n % 2 and m % 2:
        return odd_cut(n, start[0])[0], odd_cut(m, start[1])[0]
    return side_parts(n), side_parts(m)


# ---- the splice of two closed tours, as lists (notebook 09's exercise; the model answer) ------------------------


def splice_tours(a: list[Square], b: list[Square], p: Square, q: Square, y: Square, z: Square) -> list[Square]:
    """One closed tour from two: delete the move p→q of tour a and y→z of tour b, add p–y and q–z.

    a and b are closed tours (lists of squares; the first square follows the last) on different squares; q comes
    right after p in a, z right after y in b, and p–y, q–z are knight's moves. Walk a from q round to p, jump to y,
    walk b *backwards* from y round to z, and the loop closes with the jump z–q.
    """
    i = a.index(q)
    a_from_q = list(a[i:]) + list(a[:i])  # q … p
    j = b.index(y)
    b_backwards = list(b[j::-1]) + list(b[:j:-1])  # y … z, away from z
    return a_from_q + b_backwards


def splice_example() -> tuple[list[Square], list[Square], Square, Square, Square, Square]:
    """The splice notebook 09 draws: two closed tours of 3×10 (Schwenk's base tour and its mirror image), one above
    the other on a 6×10 board, and of their splices the one whose four squares are nearest the middle column:
    (a, b, p, q, y, z), with q right after p in a and z right after y in b."""
    from teachkit.knight.schwenk import BASE_10

    a = list(BASE_10)
    b = [(5 - r, c) for r, c in BASE_10]  # mirrored top to bottom, on rows 3..5
    found = splices(tuple(a), True, tuple((r - 3, c) for r, c in b), True, (3, 0))
    p, q, y, z = min(found, key=lambda s: (sum(abs(c - 4.5) for _, c in s), s))
    y, z = (y[0] + 3, y[1]), (z[0] + 3, z[1])
    if a[(a.index(p) + 1) % len(a)] != q:
        a.reverse()
    if b[(b.index(y) + 1) % len(b)] != z:
        b.reverse()
    return a, b, p, q, y, z
