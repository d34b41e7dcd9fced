"""Checkers of notebook 06 (write a heuristic, admissible or not, write b*): teachkit's own functions are refused,
3 x 3 and 4 x 4 boards are both tested, and a wrong answer gets guidance, never the verdict or the value."""

import math

from teachkit.sliding import HEURISTICS, bfs_distances, goal, manhattan, misplaced
from teachkit.sliding.exercises import check_admissible, check_branching_function, check_heuristic_function
from teachkit.sliding.measure import effective_branching_factor, tree_size

NEAR = {board: d for board, d in bfs_distances(3).items() if d <= 10}


def my_misplaced(board):
    """A student's answer that works for every width."""
    target = goal(math.isqrt(len(board)))
    return sum(1 for tile, home in zip(board, target) if tile != 0 and tile != home)


def only_three_by_three(board):
    """A student's answer with the 3 x 3 goal built in: right on the 8-puzzle only."""
    return sum(1 for tile, home in zip(board, goal(3)) if tile != 0 and tile != home)


def my_b_star(n, d):
    """A student's bisection."""
    low, high = 0.0, float(n + 1)
    while high - low > 1e-9:
        middle = (low + high) / 2
        if sum(middle**i for i in range(d + 1)) < n + 1:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def test_every_teachkit_heuristic_is_refused_as_an_answer():
    table = HEURISTICS
    for name, h in HEURISTICS.items():
        for answer in (h, h.raw, lambda board, h=h: h(board), lambda board, name=name: table[name](board)):
            verdict = check_heuristic_function(answer, name)
            assert not verdict.ok, (name, answer)
            assert "teachkit's own" in verdict.message and "write your own" in verdict.message
    assert not check_heuristic_function(HEURISTICS["misplaced"], "misplaced").ok
    assert not check_heuristic_function(lambda board: manhattan(board), "misplaced").ok  # any of them, not one


def test_an_own_heuristic_passes_on_both_widths():
    verdict = check_heuristic_function(my_misplaced, "misplaced")
    assert verdict.ok and "3 × 3" in verdict.message and "4 × 4" in verdict.message
    assert check_heuristic_function(lambda board: 0, "zero").ok  # h = 0 written out is the student's own


def test_a_heuristic_right_on_three_by_three_only_is_caught_on_four_by_four():
    assert check_heuristic_function(only_three_by_three, "misplaced", k=3).ok
    verdict = check_heuristic_function(only_three_by_three, "misplaced")
    assert not verdict.ok and "4 × 4" in verdict.message and "goal(k)" in verdict.message


def test_heuristic_feedback_guides_without_the_value():
    def counts_the_blank(board):
        return sum(1 for tile, home in zip(board, goal(math.isqrt(len(board)))) if tile != home)

    verdict = check_heuristic_function(counts_the_blank, "misplaced")
    assert not verdict.ok and "too high" in verdict.message and "blank" in verdict.message
    board = eval(verdict.message.split("on board ")[1].split(" your function")[0])
    assert f"is {misplaced(board)}" not in verdict.message  # the right value is not given


def test_admissible_feedback_never_states_the_verdict():
    doubled = lambda board: 2 * manhattan(board)  # noqa: E731
    both = lambda board: misplaced(board) + manhattan(board)  # noqa: E731
    for h, wrong_answer in ((manhattan, False), (doubled, True), (both, True), (misplaced, False)):
        verdict = check_admissible(h, wrong_answer, NEAR)
        assert not verdict.ok
        text = verdict.message.lower()
        for giveaway in ("it is admissible", "is admissible", "never overestimates", "does overestimate", "it is not"):
            assert giveaway not in text, (giveaway, verdict.message)
        assert "counter-example" in text or "move from the goal" in text  # it says what to check
    assert check_admissible(both, False, NEAR).ok and check_admissible(manhattan, True, NEAR).ok


def test_teachkit_effective_branching_factor_is_refused():
    for answer in (
        effective_branching_factor,
        lambda n, d: effective_branching_factor(n, d),
        lambda n, d: round(effective_branching_factor(n, d), 6),
    ):
        verdict = check_branching_function(answer)
        assert not verdict.ok and "teachkit's own effective_branching_factor" in verdict.message
        assert "write your own" in verdict.message
    assert check_branching_function(my_b_star).ok


def test_branching_feedback_gives_the_direction_not_b_star():
    verdict = check_branching_function(lambda n, d: 2.0)
    assert not verdict.ok and "too large" in verdict.message
    assert f"{effective_branching_factor(52, 5):.4f}" not in verdict.message
    assert f"{tree_size(2.0, 5):,.1f}" in verdict.message  # the tree its b implies
    assert "too small" in check_branching_function(lambda n, d: 1.0).message


def test_a_sum_without_the_root_is_named():
    def without_the_root(n, d):
        low, high = 0.0, float(n + 1)
        while high - low > 1e-9:
            middle = (low + high) / 2
            if sum(middle**i for i in range(1, d + 1)) < n + 1:
                low = middle
            else:
                high = middle
        return (low + high) / 2

    verdict = check_branching_function(without_the_root)
    assert not verdict.ok and "too large" in verdict.message and "1 = b^0" in verdict.message
