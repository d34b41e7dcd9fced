"""The board, the Tour type, checking tours, and Warnsdorff's rule (plain and fast forms)."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from teachkit.knight import (
    SEED_ORDER,
    TIE_BREAKS,
    BadBoard,
    BadOrder,
    BadSquare,
    BadTieBreak,
    Tour,
    format_board,
    knight_moves,
    next_square,
    onward_degree,
    onward_degrees,
    verify_tour,
    verify_tour_fast,
    warnsdorff,
    warnsdorff_fast,
)

SEED_5X5 = """\
 1 12 25 18  3
22 17  2 13 24
11  8 23  4 19
16 21  6  9 14
 7 10 15 20  5
Completed"""


def test_seed_order_is_the_classic_program():
    assert [dr for dr, _ in SEED_ORDER] == [1, 1, -1, -1, 2, 2, -2, -2]
    assert [dc for _, dc in SEED_ORDER] == [2, -2, 2, -2, 1, -1, 1, -1]


def test_seed_faithful_rule_reproduces_the_classic_5x5_board():
    tour = warnsdorff(5)
    assert format_board(tour) == SEED_5X5
    assert tour.is_complete and not tour.is_closed
    assert tour.squares[:3] == ((0, 0), (1, 2), (0, 4))
    assert tour.board()[0] == [1, 12, 25, 18, 3]


def test_a_stuck_walk_prints_not_completed():
    tour = warnsdorff(4)
    assert not tour.is_complete
    text = format_board(tour)
    assert text.endswith("\nNot Completed")
    assert " 0" in text  # unvisited squares show as 0
    assert verify_tour(tour.squares, 4, complete=False).ok


def test_knight_moves_and_degrees_on_a_small_board():
    assert knight_moves((0, 0), 5, 5) == [(1, 2), (2, 1)]
    assert len(knight_moves((2, 2), 5, 5)) == 8
    assert onward_degree((2, 2), {(0, 1), (4, 3)}, 5, 5) == 6
    grid = onward_degrees(3, 3, [(0, 0)])
    assert grid[0][0] is None and grid[1][1] == 0 and grid[1][2] == 1 and grid[2][2] == 2


def test_next_square_is_the_first_minimum_in_move_order():
    assert next_square((0, 0), {(0, 0)}, 5) == (1, 2)  # both candidates have 5 onward squares
    assert next_square((0, 0), {(0, 0), (1, 2), (2, 1)}, 5) is None


@pytest.mark.parametrize("tie_break", TIE_BREAKS)
def test_plain_and_fast_forms_agree(tie_break):
    for n in list(range(1, 24)) + [31, 40]:
        for start in [(0, 0), (n // 2, n // 3)]:
            kwargs = {"seed": n, "restarts": 3} if tie_break == "random" else {}
            assert warnsdorff(n, start, tie_break=tie_break, **kwargs) == warnsdorff_fast(
                n, start, tie_break=tie_break, **kwargs
            ), (n, start)


def test_plain_and_fast_forms_agree_on_rectangles_and_other_orders():
    rng = random.Random(1)
    for _ in range(15):
        n, m = rng.randint(3, 14), rng.randint(3, 14)
        order = rng.sample(SEED_ORDER, 8)
        start = (rng.randrange(n), rng.randrange(m))
        tie = rng.choice(TIE_BREAKS)
        assert warnsdorff(n, start, m, order, tie) == warnsdorff_fast(n, start, m, order, tie)


def test_known_outcomes_of_the_tie_breaks_on_8x8():
    assert warnsdorff(8).is_complete
    assert warnsdorff(8, tie_break="roth").is_complete
    assert not warnsdorff(7, tie_break="roth").is_complete  # Roth's rule is not perfect from a1 either


def test_random_tie_break_is_seeded_and_restarts_until_complete():
    a = warnsdorff_fast(59, tie_break="random", seed=0, restarts=20)
    b = warnsdorff_fast(59, tie_break="random", seed=0, restarts=20)
    assert a == b and a.is_complete and a.attempts >= 1
    assert warnsdorff_fast(59, tie_break="random", seed=0).attempts == 1


def test_every_walk_is_a_legal_path():
    for n in range(5, 30):
        for tie in TIE_BREAKS:
            tour = warnsdorff_fast(n, tie_break=tie)
            assert verify_tour(tour.squares, n, complete=False).ok
            assert tour.is_complete == (len(tour) == n * n)


def test_verify_tour_names_what_is_wrong():
    good = list(warnsdorff(5).squares)
    assert verify_tour(good, 5).ok
    assert "not a knight's move" in verify_tour(good[:3] + good[4:], 5, complete=False).message
    assert "visited twice" in verify_tour(good + [good[0]], 5).message
    assert "off the 5x5 board" in verify_tour([(0, 0), (1, 5)], 5, complete=False).message
    assert "24 of the 25" in verify_tour(good[:-1], 5).message
    assert "not closed" in verify_tour(good, 5, closed=True).message


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(-1, 6), st.integers(-1, 6)), max_size=40), st.booleans(), st.booleans())
def test_fast_and_plain_verify_agree(squares, closed, complete):
    assert (
        verify_tour_fast(squares, 6, closed=closed, complete=complete)
        == verify_tour(squares, 6, closed=closed, complete=complete).ok
    )


def test_fast_and_plain_verify_agree_on_real_tours_and_broken_ones():
    for n in range(5, 12):
        squares = list(warnsdorff_fast(n, tie_break="roth").squares)
        for broken in (squares, squares[::-1], squares[1:], squares[:5] + squares[6:5:-1] + squares[6:]):
            for closed in (False, True):
                assert verify_tour_fast(broken, n, closed=closed) == verify_tour(broken, n, closed=closed).ok


def test_tour_properties():
    closed = Tour(3, 4, ())
    assert not closed.is_complete and not closed.is_closed
    single = Tour(1, 1, ((0, 0),))
    assert single.is_complete and not single.is_closed
    assert "incomplete" in repr(warnsdorff(4))


@pytest.mark.parametrize("bad", [0, -3, 2.5, "8", True, None])
def test_bad_board_sizes_are_refused(bad):
    with pytest.raises(BadBoard, match="board size n"):
        warnsdorff(bad if bad is not None else 0)


@pytest.mark.parametrize("bad", [(5, 0), (-1, 0), (0,), "a1", (0.0, 1), (True, 0)])
def test_bad_starts_are_refused(bad):
    with pytest.raises(BadSquare):
        warnsdorff(5, bad)


def test_bad_orders_and_tie_breaks_are_refused():
    with pytest.raises(BadOrder):
        warnsdorff(5, order=SEED_ORDER[:7])
    with pytest.raises(BadOrder):
        warnsdorff(5, order=SEED_ORDER[:7] + ((1, 1),))
    with pytest.raises(BadTieBreak, match="tie_break"):
        warnsdorff(5, tie_break="smart")
    with pytest.raises(BadTieBreak, match="restarts"):
        warnsdorff(5, tie_break="roth", restarts=3)
    with pytest.raises(BadTieBreak, match="restarts"):
        warnsdorff(5, tie_break="random", restarts=-1)


def test_verify_tour_accepts_a_valid_tour_given_as_a_numpy_array():
    import numpy as np

    squares = np.array(warnsdorff(5).squares)
    assert squares.shape == (25, 2)
    assert verify_tour(squares, 5).ok and verify_tour_fast(squares, 5)
    assert verify_tour(squares.astype(np.int16), 5).ok
    assert not verify_tour(np.array([(0, 0), (0.5, 2)]), 5, complete=False).ok  # floats are not squares
    assert not verify_tour_fast(np.array([(0, 0), (0.5, 2)]), 5, complete=False)


def test_tours_keep_their_squares_in_a_numpy_array_that_reads_like_tuples():
    import numpy as np

    from teachkit.knight.tour import Squares

    tour = warnsdorff_fast(6)
    assert isinstance(tour.squares, Squares) and tour.squares.array.dtype == np.int32
    assert tour.squares.array.nbytes == 8 * len(tour)
    assert tour.squares[0] == (0, 0) and isinstance(tour.squares[0][0], int)
    assert tour.squares[:2] == ((0, 0), (1, 2)) == tour.squares[:2] and tour.squares[:2] == [(0, 0), (1, 2)]
    assert list(tour.squares) == [tuple(s) for s in np.asarray(tour.squares)]
    assert (1, 2) in tour.squares and hash(tour) == hash(warnsdorff_fast(6))
    assert Tour(3, 4, [(0, 0), (1, 2)]) == Tour(3, 4, ((0, 0), (1, 2)))
    with pytest.raises(ValueError):
        tour.squares.array[0, 0] = 5  # read-only


def test_knights_tour_memory_is_a_few_bytes_a_square():
    import tracemalloc

    from teachkit.knight import knights_tour

    knights_tour(300)  # imports and block tours first
    tracemalloc.start()
    try:
        tour = knights_tour(300)
        now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    # 8 bytes a square kept; at the peak about 16 a square plus verify_tour_fast's fixed chunk buffers
    assert now <= 10 * 300 * 300 and peak <= 20 * 300 * 300 + 8_000_000, (now / 9e4, peak / 9e4)
    assert tour.is_closed


def test_rules_refuse_boards_that_are_not_boards():
    from teachkit.knight import closed_tour_obstacle, open_tour_obstacle

    with pytest.raises(BadBoard, match="board size n"):
        closed_tour_obstacle(0, 0)
    with pytest.raises(BadBoard, match="board size m"):
        open_tour_obstacle(5, -1)


def test_limits_are_named_errors_before_any_work():
    from teachkit.errors import LimitExceeded, TeachkitError
    from teachkit.knight import knights_tour
    from teachkit.knight.tour import MAX_SQUARES, BoardTooLarge

    with pytest.raises(BoardTooLarge, match="4,000,000 squares") as err:
        knights_tour(5000)
    assert isinstance(err.value, (TeachkitError, LimitExceeded, ValueError)) and MAX_SQUARES == 2000 * 2000
    with pytest.raises(BoardTooLarge, match="warnsdorff_fast"):
        warnsdorff(2000)
    with pytest.raises(LimitExceeded, match="restarts"):
        warnsdorff(4, tie_break="random", restarts=10**9)
    assert warnsdorff(4, tie_break="random", restarts=1000).attempts == 1001  # 4x4 has no tour: all are used
