"""Schwenk's closed tours of 3xk: the pieces of the induction checked once, then the construction itself."""

import pytest

from teachkit.knight import BadBoard, NoTourExists, knights_tour, search_tour, verify_tour, verify_tour_fast
from teachkit.knight.schwenk import A_SPLICE, B_SPLICE, BASE_10, BASE_12, BLOCK, closed_3xk, edge_position
from teachkit.knight.tour import is_knight_move


def test_the_base_tours_are_closed_and_use_the_splice_move():
    for base in (BASE_10, BASE_12):
        k = len(base) // 3
        assert verify_tour(base, 3, k, closed=True).ok
        assert edge_position(base, (0, k - 2), (2, k - 1)) == 0


def test_the_block_is_a_3x4_tour_that_splices_and_carries_the_move_on():
    assert verify_tour(BLOCK, 3, 4).ok
    a, b = BLOCK[0], BLOCK[-1]
    assert (a, b) == ((0, 0), (1, 0))
    assert is_knight_move(B_SPLICE, a) and is_knight_move(A_SPLICE, b)  # (2, k-1)–(0, k) and (0, k-2)–(1, k)
    assert (A_SPLICE, B_SPLICE) == ((0, -2), (2, -1))
    assert edge_position(BLOCK, (A_SPLICE[0], A_SPLICE[1] + 4), (B_SPLICE[0], B_SPLICE[1] + 4)) >= 0


def test_every_even_k_from_10_to_400_gets_a_closed_tour():
    for k in range(10, 401, 2):
        tour = closed_3xk(k)
        assert tour.shape == (3 * k, 2) and verify_tour_fast(tour, 3, k, closed=True), k
        assert knights_tour(3, k, closed=True).method == "schwenk"


def test_the_3xk_tour_begins_anywhere_and_either_way_round():
    for k in (10, 12, 22, 26):
        for start in [(r, c) for r in range(3) for c in range(k)]:
            for n, m, s in ((3, k, start), (k, 3, start[::-1])):
                tour = knights_tour(n, m, start=s, closed=True)
                assert tour.squares[0] == s and tour.is_closed, (n, m, s)


def test_the_exceptions_below_10_by_exhaustive_search():
    for k in (4, 6, 8):
        with pytest.raises(NoTourExists):
            search_tour(3, k, closed=True, budget=10**7)
        with pytest.raises(NoTourExists):
            knights_tour(3, k, closed=True)


def test_bad_k_is_refused():
    for bad in (8, 11, 2.0, "10"):
        with pytest.raises(BadBoard, match="k"):
            closed_3xk(bad)
