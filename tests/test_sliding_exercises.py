"""Exercise checkers of the 15-puzzle notebook: right answers pass, wrong ones get a useful message."""

import pytest

from teachkit.checks import CheckResult
from teachkit.sliding import (
    apply_moves, astar, bfs_distances, goal, inversions, is_solvable, linear_conflict, manhattan, misplaced,
    parse_board, random_board,
)
from teachkit.sliding.exercises import (
    ExerciseError, check_admissible, check_branching_factor, check_branching_function, check_heuristic_function,
    check_heuristic_value, check_inversions, check_solution, check_solvable, sample_boards,
)
from teachkit.sliding.measure import effective_branching_factor

LOYD = parse_board("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0")   # Sam Loyd's 14-15 puzzle: unsolvable
EIGHT = parse_board("8 1 3 4 0 2 7 6 5")


def test_check_solvable_agrees_with_the_engine_and_explains():
    for board in [LOYD, goal(4), EIGHT, random_board(4, 7), parse_board("2 1 3 4 5 6 7 8 0")]:
        truth = is_solvable(board)
        good = check_solvable(board, truth)
        bad = check_solvable(board, not truth)
        assert isinstance(good, CheckResult) and good.ok and not bad.ok
        assert f"{inversions(board)} inversions" in bad.message
    assert "blank" in check_solvable(LOYD, True).message  # even width: the blank row matters
    with pytest.raises(ExerciseError):
        check_solvable(LOYD, "no")


def test_check_inversions():
    assert check_inversions(LOYD, 1).ok
    assert check_inversions(EIGHT, inversions(EIGHT)).ok
    wrong = check_inversions(EIGHT, inversions(EIGHT) + 1)
    assert not wrong.ok and "for 8 that is 7" in wrong.message


def test_check_heuristic_value_for_each_heuristic():
    for name, h in [("misplaced", misplaced), ("manhattan", manhattan), ("linear conflict", linear_conflict),
                    ("linear_conflict", linear_conflict), (manhattan, manhattan)]:
        assert check_heuristic_value(EIGHT, name, h(EIGHT)).ok
        assert not check_heuristic_value(EIGHT, name, h(EIGHT) + 1).ok
    hint = check_heuristic_value(EIGHT, "manhattan", 0).message
    assert "8:3" in hint  # tile 8 is three squares from home (two rows, one column)
    with pytest.raises(ExerciseError):
        check_heuristic_value(EIGHT, "euclid", 3)


def test_check_heuristic_function_accepts_a_correct_rewrite_and_names_a_failing_board():
    def my_misplaced(board):
        return sum(1 for i, t in enumerate(board) if t and t != i + 1)

    def counts_the_blank(board):
        return sum(1 for t, g in zip(board, goal(3)) if t != g)

    assert check_heuristic_function(my_misplaced, "misplaced").ok
    verdict = check_heuristic_function(counts_the_blank, "misplaced")
    assert not verdict.ok and "your function gives" in verdict.message
    crash = check_heuristic_function(lambda board: board[99], "manhattan")
    assert not crash.ok and "IndexError" in crash.message
    with pytest.raises(ExerciseError):
        check_heuristic_function(3, "manhattan")
    boards = sample_boards(3, 20, seed=1)
    assert len(set(boards)) == 20 and boards == sample_boards(3, 20, seed=1)


SMALL = {board: d for board, d in bfs_distances(3).items() if d <= 12}  # not closed, fine for admissibility


def test_check_admissible():
    assert check_admissible(manhattan, True, SMALL).ok
    assert not check_admissible(manhattan, False, SMALL).ok
    doubled = lambda board: 2 * manhattan(board)  # noqa: E731
    assert check_admissible(doubled, False, SMALL).ok
    verdict = check_admissible(doubled, True, SMALL)
    assert not verdict.ok and "moves away" in verdict.message


def test_check_branching_factor_and_function():
    assert check_branching_factor(52, 5, 1.92).ok
    too_big = check_branching_factor(52, 5, 2.5)
    assert not too_big.ok and "too large" in too_big.message
    assert "too small" in check_branching_factor(52, 5, 1.5).message
    assert check_branching_function(effective_branching_factor).ok
    assert not check_branching_function(lambda n, d: n ** (1 / d)).ok
    assert "ZeroDivisionError" in check_branching_function(lambda n, d: 1 / 0).message


def test_check_solution_checks_legality_goal_and_length():
    board = parse_board("4 1 3 7 2 6 5 8 0")
    best = astar(board)
    assert check_solution(board, "".join(best.moves)).ok
    assert check_solution(board, list(best.moves), optimal=best.cost).ok
    assert check_solution(board, " ".join(best.moves).lower()).ok
    longer = "UD" + "".join(best.moves)
    assert apply_moves(board, longer) == goal(3)
    assert check_solution(board, longer).ok
    assert not check_solution(board, longer, optimal=best.cost).ok
    off = check_solution(board, "R")
    assert not off.ok and "off the board" in off.message
    short = check_solution(board, best.moves[:-1])
    assert not short.ok and "not the goal" in short.message
    with pytest.raises(ExerciseError):
        check_solution(board, 42)


def test_an_unfilled_stub_is_a_gentle_not_yet():
    board = parse_board("4 1 3 7 2 6 5 8 0")
    for verdict in [check_solvable(board, ...), check_inversions(board, None), check_heuristic_value(board, "zero", ...),
                    check_heuristic_function(..., "zero"), check_admissible(manhattan, ..., SMALL),
                    check_branching_factor(52, 5, ...), check_branching_function(None), check_solution(board, ...)]:
        assert not verdict.ok and "replace the ..." in verdict.message
