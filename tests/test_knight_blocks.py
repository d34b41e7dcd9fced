"""The finite facts the divide-and-conquer construction rests on (construct.py's docstring), and sweeps.

The argument in :mod:`teachkit.knight.construct` says every board with both sides >= 5 gets a tour from its
fixed blocks and splices, provided (1) every block tour and block path is a valid tour, (2) every pair of
block shapes that can be neighbours has a splice, (3) every side can be cut. These tests check (1)–(3) for
every piece there is; the sweeps then run the construction itself and check that no fallback ran.
"""

import random

import pytest

from teachkit.knight import knights_tour, verify_tour, verify_tour_fast
from teachkit.knight.construct import (
    EVEN_PARTS,
    ODD_PARTS,
    block_path,
    block_splices,
    block_tour,
    even_parts,
    odd_cut,
    offsets,
    side_parts,
    splices,
)
from teachkit.knight.rules import closed_tour_obstacle, start_obstacle
from teachkit.knight.solve import FALLBACKS
from teachkit.knight.tour import KNIGHT_MOVES, colour

SIZES = sorted(EVEN_PARTS + ODD_PARTS)
CLOSED_SHAPES = [(a, b) for a in SIZES for b in SIZES if a % 2 == 0 or b % 2 == 0]
ODD_STARTS = [
    ((a, b), (r, c)) for a in ODD_PARTS for b in ODD_PARTS for r in range(a) for c in range(b) if colour((r, c)) == 0
]


def test_the_pieces_are_as_many_as_the_docstring_says():
    assert len(CLOSED_SHAPES) == 33 and len(ODD_STARTS) == 520


def test_every_closed_block_tour_is_a_closed_tour():
    for a, b in CLOSED_SHAPES:
        assert verify_tour(block_tour(a, b), a, b, closed=True).ok, (a, b)


def test_every_odd_block_has_a_tour_from_every_start_of_the_corners_colour():
    for (a, b), start in ODD_STARTS:
        path = block_path(a, b, start)
        assert path[0] == start and verify_tour(path, a, b).ok, (a, b, start)


def _move_near_border(splice, shape_a, down):
    """Both ends of A's move and B's move lie within two lines of the common border."""
    p, q, y, z = splice
    line = 0 if down else 1
    return all(s[line] >= shape_a[line] - 2 for s in (p, q)) and all(s[line] <= 1 for s in (y, z))


def test_every_pair_of_closed_neighbours_has_a_splice_next_to_their_border():
    for a, b1 in CLOSED_SHAPES:
        for a2, b2 in CLOSED_SHAPES:
            if a2 == a:
                found = block_splices((a, b1), (a, b2), False)
                assert found and _move_near_border(found[0], (a, b1), False), (a, b1, b2)
            if b2 == b1:
                found = block_splices((a, b1), (a2, b1), True)
                assert found and _move_near_border(found[0], (a, b1), True), (a, a2, b1)


@pytest.mark.slow
def test_every_odd_block_path_splices_with_each_neighbour():
    for (a, b), start in ODD_STARTS:
        path = block_path(a, b, start)
        for even in EVEN_PARTS:
            right = splices(path, False, block_tour(a, even), True, (0, b))
            left = splices(block_tour(a, even), True, path, False, (0, even))
            below = splices(path, False, block_tour(even, b), True, (a, 0))
            above = splices(block_tour(even, b), True, path, False, (even, 0))
            assert right and left and below and above, (a, b, start, even)


def test_a_knight_move_never_fits_in_a_2x2_corner():
    """Why a block's splices to different neighbours never share a move (construct.py's docstring)."""
    assert all(max(abs(dr), abs(dc)) == 2 for dr, dc in KNIGHT_MOVES)


def test_every_side_can_be_cut_and_the_odd_part_covers_every_coordinate():
    for length in range(5, 400):
        parts = side_parts(length)
        assert sum(parts) == length and all(5 <= p <= 11 for p in parts)
        assert sum(p % 2 for p in parts) == length % 2
    for length in range(5, 200, 2):
        for x in range(length):
            parts, i, local = odd_cut(length, x)
            assert sum(parts) == length and parts[i] in ODD_PARTS and offsets(parts)[i] + local == x
            assert all(p in EVEN_PARTS for k, p in enumerate(parts) if k != i)
    assert even_parts(0) == [] and even_parts(12) == [6, 6] and even_parts(18) == [10, 8]


def test_the_seven_part_argument_for_long_odd_sides():
    """From 19 on, an odd part of 7 starting at 0, 6, 8, ..., L-13 or L-7 leaves even parts 0 or >= 6."""
    for length in range(19, 301, 2):
        starts = [0] + list(range(6, length - 12, 2)) + [length - 7]
        covered = {x for s in starts for x in range(s, s + 7)}
        assert covered == set(range(length))
        assert all(s == 0 or s >= 6 for s in starts) and all(
            length - 7 - s in (0,) or length - 7 - s >= 6 for s in starts
        )


# ---- the sweep ----------------------------------------------------------------------------------------


def _sweep(sizes, seed):
    """Every n×m with n, m in sizes: open from the corner and from a seeded random start, closed if it can be."""
    rng = random.Random(seed)
    FALLBACKS.clear()
    count = 0
    for n in sizes:
        for m in sizes:
            start = (rng.randrange(n), rng.randrange(m))
            if start_obstacle(n, m, start):
                start = (start[0], start[1] + 1 if start[1] + 1 < m else start[1] - 1)
            kinds = [((0, 0), False), (start, False)] + ([(start, True)] if not closed_tour_obstacle(n, m) else [])
            for square, closed in kinds:
                tour = knights_tour(n, m, start=square, closed=closed)
                assert tour.method == "divide-and-conquer", (n, m, square, closed, tour.method)
                assert tour.squares[0] == square and verify_tour_fast(tour.squares, n, m, closed=closed)
                count += 1
    assert not FALLBACKS
    return count


@pytest.mark.slow
def test_sweep_every_board_with_sides_5_to_60():
    """All 3136 boards, from the corner and a seeded random start, closed too where the board allows it:
    8624 verified tours, every one by the construction (about 15 s; benchmarks/bench_knight.py --sweep too)."""
    sizes = range(5, 61)
    closable = sum(closed_tour_obstacle(n, m) is None for n in sizes for m in sizes)
    assert _sweep(sizes, seed=1) == 2 * len(sizes) ** 2 + closable == 8624
