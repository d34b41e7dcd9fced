"""Open tours of 3xk and 4xk strips: the frontier search against backtracking, and knights_tour on long strips."""

import random

import pytest

from teachkit.knight import NoTourExists, SearchBudgetExceeded, knights_tour, search_tour, strip_tour, verify_tour
from teachkit.knight.rules import start_obstacle
from teachkit.knight.strips import StripBoard, _walk, strip_tour_edges


def exists_by_backtracking(n, m, start):
    try:
        search_tour(n, m, start, budget=10**7)
    except NoTourExists:
        return False
    return True


def exists_by_strip_search(n, m, start):
    try:
        tour = strip_tour(n, m, start)
    except NoTourExists:
        return False
    assert tour.squares[0] == start and verify_tour(tour.squares, n, m).ok
    return True


def every_square(n, m):
    return [(r, c) for r in range(n) for c in range(m)]


@pytest.mark.slow
def test_strip_search_agrees_with_backtracking_on_every_start_of_small_strips():
    for n, m in [(3, 4), (3, 7), (3, 8), (4, 5), (5, 4)]:
        for start in every_square(n, m):
            assert exists_by_strip_search(n, m, start) == exists_by_backtracking(n, m, start), (n, m, start)


def test_exact_strip_search_proves_the_dead_starts_of_3x7_and_3x8():
    with pytest.raises(NoTourExists, match="exhaustive strip search"):
        strip_tour_edges(3, 7, 3 * 3 + 1, exact=True)  # (1, 3)
    for col in (2, 5):
        with pytest.raises(NoTourExists):
            strip_tour_edges(3, 8, col * 3 + 1, exact=True)
    with pytest.raises(NoTourExists, match="exhaustive strip search"):
        strip_tour(3, 8, (1, 2))


def test_four_line_theorem_by_exhaustive_search():
    """No tour of 4x5 or 4x6 starts on a middle row; some starts on each outer square."""
    for m in (5, 6):
        for start in every_square(4, m):
            assert bool(start_obstacle(4, m, start)) == (start[0] in (1, 2))
            assert exists_by_backtracking(4, m, start) == (start[0] in (0, 3)), (m, start)


def test_middle_line_starts_of_long_4_row_boards_raise_the_theorem():
    with pytest.raises(NoTourExists, match="outer row"):
        knights_tour(4, 40, start=(1, 7))
    with pytest.raises(NoTourExists, match="outer column"):
        knights_tour(40, 4, start=(7, 2))


@pytest.mark.slow
def test_every_start_of_3_row_boards_from_9_to_16_columns():
    for m in range(9, 17):
        for start in every_square(3, m):
            if start_obstacle(3, m, start):
                continue
            tour = knights_tour(3, m, start=start)
            assert tour.squares[0] == start and verify_tour(tour.squares, 3, m).ok, (m, start)


@pytest.mark.slow
def test_every_outer_start_of_4x10_and_4x13_up_to_symmetry():
    for m in (10, 13):
        for col in range((m + 1) // 2):
            tour = knights_tour(4, m, start=(0, col))
            assert tour.squares[0] == (0, col) and verify_tour(tour.squares, 4, m).ok, (m, col)


@pytest.mark.slow
def test_a_random_start_of_every_strip_up_to_30_columns_in_both_orientations():
    rng = random.Random(5)
    for k in (3, 4):
        for m in range(10 if k == 4 else 13, 31):
            start = (rng.choice((0, k - 1)), rng.randrange(m))
            if k == 3 and m % 2 and sum(start) % 2:
                start = (start[0], start[1] - 1 if start[1] else 1)
            n, m2, square = (k, m, start) if m % 2 else (m, k, start[::-1])  # odd m: k rows; even m: k columns
            tour = knights_tour(n, m2, start=square)
            assert tour.squares[0] == square and verify_tour(tour.squares, n, m2).ok, (n, m2, square)


@pytest.mark.slow
def test_the_boards_of_the_issue_and_long_strips():
    for n, m, start in [
        (4, 20, (0, 7)),
        (4, 40, (3, 21)),
        (3, 40, (1, 17)),
        (4, 12, (0, 1)),
        (3, 40, (2, 39)),
        (4, 200, (0, 0)),
        (4, 200, (3, 101)),
        (3, 200, (1, 100)),
        (200, 3, (0, 0)),
    ]:
        tour = knights_tour(n, m, start=start)
        assert tour.squares[0] == start and verify_tour(tour.squares, n, m).ok, (n, m, start)
        # 3xk with k even >= 10 has Schwenk's closed tour, which starts anywhere; the rest is the strip search
        assert tour.method == ("schwenk" if min(n, m) == 3 and max(n, m) % 2 == 0 else "strip search")


def test_strip_budget_raises_a_clear_error():
    with pytest.raises(SearchBudgetExceeded, match="budget"):
        strip_tour(4, 60, (0, 30), budget=1000)
    with pytest.raises(ValueError, match="short side"):
        strip_tour(8, 8)


@pytest.mark.slow
def test_quick_and_exact_passes_both_give_tours():
    for rows, cols, start in [(4, 9, 1 * 4), (3, 14, 5 * 3 + 1)]:
        for exact, horizon in ((True, 3), (False, 2), (False, 3), (False, 8)):
            edges = strip_tour_edges(rows, cols, start, exact=exact, horizon=horizon)
            squares = [StripBoard(rows, cols).square(v) for v in _walk(edges, start, rows * cols)]
            assert squares[0] == StripBoard(rows, cols).square(start)
            assert verify_tour(squares, rows, cols).ok, (rows, cols, exact, horizon)
