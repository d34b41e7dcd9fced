"""Which boards have tours (theorems checked by exhaustive search), and knights_tour on every kind of board."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from teachkit.knight import (
    BadBoard,
    BadRequest,
    BadSquare,
    NoTourExists,
    SearchBudgetExceeded,
    closed_tour_obstacle,
    construct_closed,
    construct_open,
    extend_rotate,
    knights_tour,
    open_tour_obstacle,
    search_tour,
    start_obstacle,
    verify_tour,
)
from teachkit.knight.construct import EVEN_PARTS, ODD_PARTS, block_splices, block_tour, even_parts, side_parts
from teachkit.knight.tour import SEED_ORDER, colour

# ---- an independent, plain exhaustive search (no pruning, no heuristics) ------------------------------


def plain_exists(n, m, start, closed):
    """Depth-first search over every knight's path from start: is there a (closed) tour?"""

    def moves(s):
        return [(s[0] + dr, s[1] + dc) for dr, dc in SEED_ORDER if 0 <= s[0] + dr < n and 0 <= s[1] + dc < m]

    seen = {start}

    def extend(here):
        if len(seen) == n * m:
            return not closed or (start in moves(here) and n * m > 1)
        for s in moves(here):
            if s not in seen:
                seen.add(s)
                if extend(s):
                    return True
                seen.remove(s)
        return False

    return extend(start)


def searched(n, m, start, closed):
    try:
        tour = search_tour(n, m, start, closed, budget=10**8)
    except NoTourExists:
        return False
    assert verify_tour(tour.squares, n, m, closed=closed).ok
    return True


def boards(max_squares):
    return [(n, m) for n in range(1, max_squares + 1) for m in range(n, max_squares + 1) if n * m <= max_squares]


@pytest.mark.slow
def test_pruned_search_agrees_with_plain_search_on_every_start_of_tiny_boards():
    for n, m in boards(20):
        for start in [(r, c) for r in range(n) for c in range(m)]:
            for closed in (False, True):
                assert searched(n, m, start, closed) == plain_exists(n, m, start, closed), (n, m, start, closed)


def test_open_tour_theorem_by_exhaustive_search():
    for n, m in boards(30):
        starts = [(r, c) for r in range((n + 1) // 2) for c in range((m + 1) // 2)]  # a quarter, by symmetry
        starts = [s for s in starts if not start_obstacle(n, m, s)]
        exists = any(searched(n, m, s, False) for s in starts)
        assert exists == (open_tour_obstacle(n, m) is None), (n, m)


def test_closed_tour_theorem_by_exhaustive_search():
    for n, m in boards(36):
        if n * m % 2 == 0:  # odd boards: the colour argument (checked below for 3x3.. boards)
            assert searched(n, m, (0, 0), True) == (closed_tour_obstacle(n, m) is None), (n, m)
        else:
            assert closed_tour_obstacle(n, m) is not None


def test_colour_argument_by_exhaustive_search():
    for n, m in [(3, 7), (5, 5), (3, 9)]:
        for start in [(r, c) for r in range(n) for c in range(m) if colour((r, c))]:
            assert start_obstacle(n, m, start)
            assert not searched(n, m, start, False), (n, m, start)


def test_5x5_tours_start_from_every_square_of_the_corners_colour():
    for start in [(r, c) for r in range(5) for c in range(5)]:
        if colour(start):
            with pytest.raises(NoTourExists, match="corners' colour"):
                knights_tour(5, start=start)
        else:
            assert knights_tour(5, start=start).squares[0] == start


def test_small_boards_with_dead_starts_are_proven_by_search():
    with pytest.raises(NoTourExists, match="exhaustive"):
        knights_tour(3, 4, start=(0, 1))
    with pytest.raises(NoTourExists, match="outer row"):
        knights_tour(4, 5, start=(1, 1))
    assert knights_tour(3, 4, start=(0, 0)).is_complete


@pytest.mark.parametrize(
    "n, m, closed",
    [
        (2, 5, False),
        (3, 3, False),
        (3, 5, False),
        (3, 6, False),
        (4, 4, False),
        (1, 7, False),
        (4, 9, True),
        (3, 8, True),
        (5, 7, True),
        (1, 1, True),
        (4, 4, True),
        (2, 8, True),
    ],
)
def test_no_tour_boards_raise_with_a_reason(n, m, closed):
    with pytest.raises(NoTourExists) as err:
        knights_tour(n, m, closed=closed)
    assert f"{n}x{m}" in str(err.value)


def test_knights_tour_on_small_and_rectangular_boards():
    for n, m in [(1, 1), (3, 4), (3, 7), (3, 8), (4, 5), (5, 5), (5, 6), (6, 6), (7, 7), (5, 12), (3, 10), (6, 13)]:
        tour = knights_tour(n, m)
        assert tour.squares[0] == (0, 0) and verify_tour(tour.squares, n, m).ok, (n, m)


def test_closed_tours_wherever_schwenk_allows_them():
    for n in range(1, 13):
        for m in range(n, 13):
            if closed_tour_obstacle(n, m):
                continue
            tour = knights_tour(n, m, start=(n - 1, m // 2), closed=True)
            assert tour.is_closed and tour.squares[0] == (n - 1, m // 2), (n, m)


def test_random_boards_and_starts():
    rng = random.Random(7)
    for _ in range(60):
        n, m = rng.randint(5, 45), rng.randint(5, 45)
        start = (rng.randrange(n), rng.randrange(m))
        if start_obstacle(n, m, start):
            start = (start[0], start[1] - 1) if start[1] else (start[0], 1)
        closed = rng.random() < 0.4 and not closed_tour_obstacle(n, m)
        tour = knights_tour(n, m, start=start, closed=closed)
        assert tour.squares[0] == start and verify_tour(tour.squares, n, m, closed=closed).ok


def test_construction_on_every_board_up_to_34():
    for n in range(5, 35):
        for m in range(5, 35):
            if n % 2 and m % 2:
                tour = construct_open(n, m, (0, 0))
                assert tour.is_complete
            else:
                assert construct_closed(n, m, (0, 0)).is_closed


def test_odd_construction_from_every_start_of_the_corners_colour():
    for n, m in [(11, 11), (13, 9), (15, 17)]:
        for start in [(r, c) for r in range(n) for c in range(m) if not colour((r, c))]:
            assert construct_open(n, m, start).squares[0] == start


def test_block_tours_are_closed_and_every_pair_of_block_shapes_splices():
    sizes = sorted(EVEN_PARTS + ODD_PARTS)
    shapes = [(a, b) for a in sizes for b in sizes if a % 2 == 0 or b % 2 == 0]
    for a, b in shapes:
        assert verify_tour(block_tour(a, b), a, b, closed=True).ok
    for a, b1 in shapes:
        for a2, b2 in shapes:
            if a2 == a:
                assert block_splices((a, b1), (a, b2), False), (a, b1, b2)
            if b2 == b1:
                assert block_splices((a, b1), (a2, b1), True), (a, a2, b1)


def test_sides_are_cut_into_block_sizes():
    for length in range(5, 200):
        parts = side_parts(length)
        assert sum(parts) == length and all(5 <= p <= 11 for p in parts)
        assert sum(p % 2 for p in parts) == length % 2
    assert even_parts(0) == [] and even_parts(12) == [6, 6] and even_parts(18) == [10, 8]


def test_rotation_extension_finds_tours_and_closes_them():
    for n in (8, 12, 20):
        assert extend_rotate(n, closed=True).is_closed
    assert extend_rotate(25, start=(12, 12)).squares[0] == (12, 12)


def test_budgets_stop_the_searches_with_a_clear_error():
    with pytest.raises(SearchBudgetExceeded, match="budget"):
        search_tour(10, 10, closed=True, budget=50)
    with pytest.raises(SearchBudgetExceeded, match="rotations"):
        extend_rotate(3, 30, closed=True, rotations=10)


def test_bad_input_is_refused_before_any_search():
    with pytest.raises(BadBoard):
        knights_tour(0)
    with pytest.raises(BadBoard):
        knights_tour(8, 2.0)
    with pytest.raises(BadSquare):
        knights_tour(8, start=(8, 0))
    with pytest.raises(BadRequest):
        knights_tour(8, closed="yes")
    with pytest.raises(BadRequest):
        knights_tour(8, budget=0)
    with pytest.raises(ValueError):
        search_tour(5, budget=-1)


def test_an_odd_part_can_cover_every_coordinate():
    from teachkit.knight.construct import parts_around

    for length in range(5, 80, 2):
        for x in range(length):
            assert any(True for _ in parts_around(length, x)), (length, x)


def test_brute_force_counts_agree_with_the_searches():
    from teachkit.knight.search import brute_force

    for n, m in [(3, 4), (3, 5), (4, 4), (3, 7), (4, 5)]:
        for start in [(0, 0), (0, 1), (1, 1)]:
            cost = brute_force(n, m, start)
            assert cost.finished
            assert (cost.tours > 0) == plain_exists(n, m, start, False) == searched(n, m, start, False)
    capped = brute_force(6, 6, max_nodes=1000)
    assert not capped.finished and capped.nodes == 1000


JUNK = st.one_of(
    st.integers(-2, 9),
    st.floats(allow_nan=True),
    st.text(max_size=2),
    st.none(),
    st.booleans(),
    st.tuples(st.integers(-1, 9), st.integers(-1, 9)),
    st.lists(st.integers(0, 3), max_size=3),
)


@settings(max_examples=300, deadline=None)
@given(JUNK, JUNK, JUNK, st.one_of(st.booleans(), JUNK))
def test_any_input_gives_a_valid_tour_or_a_named_teachkit_error(n, m, start, closed):
    """Hypothesis over junk and small values: a verified tour, or a TeachkitError that is a Value/TypeError."""
    from teachkit.errors import TeachkitError

    try:
        tour = knights_tour(n, m, start, closed)
    except TeachkitError as err:
        assert isinstance(err, (ValueError, TypeError)) and str(err)
        return
    assert verify_tour(tour.squares, tour.n, tour.m, closed=closed).ok and tour.squares[0] == tuple(start)
