"""The failure map of Warnsdorff's rule: how far the rule got, and why it stopped (rule stuck or no tour)."""

import json

import pytest

from teachkit.errors import LimitExceeded
from teachkit.knight import (
    BadBoard,
    BadSquare,
    FailureRow,
    failure_map,
    failures,
    first_failure,
    knights_tour,
    warnsdorff,
)
from teachkit.knight.failure import (
    COMPLETE,
    NO_TOUR,
    STUCK,
    classify,
    measure_stuck,
    shipped_stuck,
    stuck_sizes,
    write_stuck,
)
from teachkit.knight.tour import SEED_ORDER


def test_failure_map_rows_match_the_plain_rule():
    rows = failure_map(range(5, 41))
    assert [r.n for r in rows] == list(range(5, 41))
    for row in rows:
        plain = warnsdorff(row.n)
        assert (row.visited, row.complete) == (len(plain.squares), plain.is_complete)


def test_the_classic_rule_does_not_complete_every_board_from_5_to_76():
    rows = failure_map(range(5, 77))
    stuck = failures(rows)
    assert stuck, "the article's claim would hold"
    assert first_failure(rows) == stuck[0]
    assert not warnsdorff(stuck[0]).is_complete  # the plain form agrees on the first failure
    assert all(warnsdorff(n).is_complete for n in range(5, stuck[0]))


def test_random_restarts_complete_every_board_to_100():
    rows = failure_map(range(5, 101), "random", restarts=50)
    assert failures(rows) == []
    assert any(r.attempts > 1 for r in rows)


def test_every_row_says_how_it_ended_and_stuck_means_a_tour_exists():
    rows = failure_map(range(5, 41))
    assert {row.kind for row in rows} == {COMPLETE, STUCK}
    for row in rows:
        assert (row.kind == COMPLETE) == row.complete and row.reason
    assert failures(rows, STUCK) == failures(rows) == [35, 36, 38]
    for n in failures(rows, STUCK):
        assert len(knights_tour(n).squares) == n * n  # a tour from a1 exists: the rule, not the board, failed


def test_a_start_of_the_wrong_colour_is_no_tour_not_a_rule_failure():
    rows = failure_map(range(5, 41), start=(2, 3))
    odd = [n for n in range(5, 41) if n % 2]
    assert failures(rows, NO_TOUR) == odd
    assert all("colour" in row.reason for row in rows if row.kind == NO_TOUR)
    assert failures(rows, STUCK) == [n for n in failures(rows) if n % 2 == 0]
    assert first_failure(rows, NO_TOUR) == 5


def test_small_boards_and_dead_starts_are_classified_by_theorem_or_by_finding_a_tour():
    assert classify(4, (0, 0), False)[0] == NO_TOUR  # 4x4: no tour at all
    assert classify(5, (0, 1), False)[0] == NO_TOUR  # 5x5: the other colour than the corners
    assert classify(5, (1, 1), False)[0] == STUCK  # 5x5: the corners' colour, a tour exists
    assert classify(6, (0, 0), False)[0] == STUCK  # 6x6 from a1 has a tour
    rows = failure_map([1, 2, 3, 4])
    assert [row.kind for row in rows] == [COMPLETE, NO_TOUR, NO_TOUR, NO_TOUR]


def test_old_style_rows_still_work():
    row = FailureRow(7, 49, True, 1)
    assert (row.n, row.visited, row.complete, row.attempts, row.kind) == (7, 49, True, 1, "")
    assert failures([row, FailureRow(8, 60, False, 1)]) == [8]


def test_bad_input_is_refused_before_any_work():
    with pytest.raises(BadBoard):
        failure_map([5, 0])
    with pytest.raises(BadSquare):
        failure_map(range(3, 10), start=(3, 3))
    with pytest.raises(LimitExceeded):
        failure_map(range(5, 1000))
    with pytest.raises(ValueError):
        failures(failure_map([5]), kind="stuck")


# ---- the shipped measurement for big boards (notebook 08 prints it) ------------------------------------------
def test_the_shipped_measurement_is_what_the_walks_give():
    from teachkit.knight import fast

    shipped = shipped_stuck()
    assert shipped["sizes"] == [5, 400] and shipped["start"] == [0, 0]
    assert [tuple(move) for move in shipped["order"]] == list(SEED_ORDER)
    top = 401 if fast.available() else 121  # the whole range when the walk is compiled (about 2 s)
    assert shipped["stuck"]["first"] == [n for n in shipped["stuck"]["first"] if n < 401]
    assert [n for n in shipped["stuck"]["first"] if n < top] == stuck_sizes(range(5, top))
    for tie_break in ("roth", "lookahead"):
        assert [n for n in shipped["stuck"][tie_break] if n < 151] == stuck_sizes(range(5, 151), tie_break)
    assert measure_stuck(range(5, 41))["stuck"]["first"] == [35, 36, 38]


def test_the_figures_the_notebook_states_follow_from_the_shipped_measurement():
    """From a1 the classic rule gets stuck on 6 of 56 sizes up to 60, 37 of 140 in 61..200, 136 of 200 in
    201..400, and below Roth's 76x76 at 35, 36, 38, 41, 49, 52 and 63; lookahead, best of the three on 5..60,
    gets stuck on 30 of 140 in 61..200 and 130 of 200 in 201..400."""
    first = shipped_stuck()["stuck"]["first"]

    def count(lo, hi, sizes=first):
        return sum(lo <= n <= hi for n in sizes)

    assert (count(5, 60), count(61, 200), count(201, 400)) == (6, 37, 136)
    lookahead = shipped_stuck()["stuck"]["lookahead"]
    assert (count(5, 60, lookahead), count(61, 200, lookahead), count(201, 400, lookahead)) == (1, 30, 130)
    assert [n for n in first if n <= 76] == [35, 36, 38, 41, 49, 52, 63] == stuck_sizes(range(5, 77))
    assert [n for n in first if n <= 60] == failures(failure_map(range(5, 61)), STUCK)


def test_stuck_sizes_refuses_random_ties_and_the_record_round_trips(tmp_path):
    with pytest.raises(ValueError, match="tie_break"):
        stuck_sizes([5], "random")
    with pytest.raises(BadBoard):
        measure_stuck([5, 0])
    record = measure_stuck(range(5, 12))
    path = write_stuck(record, tmp_path / "stuck.json")
    assert json.loads(path.read_text(encoding="utf-8")) == record
