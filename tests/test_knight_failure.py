"""The failure map of Warnsdorff's rule, and the exercise checkers."""

from teachkit.knight import (check_dead_start, check_next_square, check_onward_degree, check_tour,
                             failure_map, failures, first_failure, knights_tour, next_square, onward_degree,
                             warnsdorff)


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


def test_check_tour():
    assert check_tour(5, knights_tour(5).squares).ok
    assert not check_tour(5, knights_tour(5).squares[:-1]).ok
    assert check_tour(6, knights_tour(6, closed=True).squares, closed=True).ok
    assert "not yet" in repr(check_tour(3, [(0, 0), (1, 1)], m=4))


def test_check_onward_degree_accepts_the_right_function_and_explains_a_wrong_one():
    assert check_onward_degree(onward_degree).ok
    counts_visited_too = lambda s, visited, n, m: onward_degree(s, set(), n, m)
    verdict = check_onward_degree(counts_visited_too)
    assert not verdict.ok and "your function says" in verdict.message


def test_check_next_square():
    assert check_next_square(lambda here, visited, n, m: next_square(here, visited, n, m)).ok
    roth = lambda here, visited, n, m: next_square(here, visited, n, m, tie_break="roth")
    assert not check_next_square(roth).ok


def test_check_dead_start():
    assert check_dead_start(5, (0, 1)).ok
    assert check_dead_start(3, (0, 1), m=4).ok
    assert not check_dead_start(5, (0, 0)).ok
