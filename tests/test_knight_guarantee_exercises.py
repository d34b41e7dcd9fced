"""The checkers of notebook 09's exercises: a correct answer passes, each typical mistake gets its own hint, stubs
and wrong types get "not yet — …" (never a traceback), and teachkit's own functions are refused."""

import pytest

from teachkit.knight import knight_moves, knights_tour
from teachkit.knight.construct import splice_tours
from teachkit.knight.exercises import check_backtracking, check_dead_starts, check_splice
from teachkit.knight.search import backtrack, brute_force, search_tour


def not_yet(verdict):
    return not verdict.ok and str(verdict).startswith("not yet — ")


def make_backtrack(count_start=False, count_undo=False, unmark=True, use_budget=True, order=None, copy_path=True):
    """A student's backtracking, correct by default; each flag adds one typical mistake."""

    def my_backtrack(n, m, start, budget):
        path, visited = [start], {start}
        steps = 1 if count_start else 0

        def extend():
            nonlocal steps
            if len(path) == n * m:
                return True
            jumps = knight_moves(path[-1], n, m)
            for square in jumps if order is None else order(jumps):
                if square in visited:
                    continue
                if use_budget and steps >= budget + count_start:
                    return None
                steps += 1
                path.append(square)
                visited.add(square)
                found = extend()
                if found is not False:
                    return found
                path.pop()
                if unmark:
                    visited.remove(square)
                if count_undo:
                    steps += 1
            return False

        found = extend()
        return (list(path) if found else None), steps

    return my_backtrack


def test_a_correct_backtracking_search_passes():
    verdict = check_backtracking(make_backtrack())
    assert verdict.ok and str(verdict).startswith("correct")


@pytest.mark.parametrize(
    "answer", [backtrack, brute_force, search_tour, knights_tour, lambda n, m, s, b: backtrack(n, m, s, b)]
)
def test_teachkits_own_search_is_refused(answer):
    verdict = check_backtracking(answer)
    assert not_yet(verdict) and "teachkit's own" in verdict.message


@pytest.mark.parametrize(
    "mistake, hint",
    [
        ({"unmark": False}, "mark the square unvisited again"),
        ({"count_start": True}, "count the start square"),
        ({"count_undo": True}, "undoing a jump as a step"),
        ({"use_budget": False}, "budget"),
        ({"order": lambda jumps: jumps[::-1]}, "knight_moves"),
    ],
)
def test_each_typical_mistake_gets_its_own_hint(mistake, hint):
    verdict = check_backtracking(make_backtrack(**mistake))
    assert not_yet(verdict) and hint in verdict.message, verdict.message


def test_a_path_that_is_not_a_tour_is_reported():
    def gives_the_path(n, m, start, budget):
        tour, steps = make_backtrack()(n, m, start, budget)
        return tour or [start], steps

    verdict = check_backtracking(gives_the_path)
    assert not_yet(verdict) and "not a tour" in verdict.message


def test_a_search_that_never_stops_is_cut_off_by_the_time_limit():
    def ignores_budget_but_reports_it(n, m, start, budget):
        tour, steps = make_backtrack(use_budget=False)(n, m, start, 10**9)
        return tour, min(steps, budget)

    verdict = check_backtracking(ignores_budget_but_reports_it)
    assert not_yet(verdict)
    assert "did not finish within" in verdict.message or "knight_moves order" in verdict.message


@pytest.mark.parametrize(
    "answer, hint",
    [
        (..., "needs your function"),
        (lambda n, m, s, b: None, "return tour, steps"),
        (lambda n, m, s, b: ([s], 1, 2), "two things"),
        (lambda n, m, s, b: (None, "7"), "whole number"),
        (lambda n, m, s, b: 1 / 0, "ZeroDivisionError"),
    ],
)
def test_stubs_wrong_types_and_errors_get_not_yet(answer, hint):
    verdict = check_backtracking(answer)
    assert not_yet(verdict) and hint in verdict.message, verdict.message


# ---- dead starts ----------------------------------------------------------------------------------------------------
def test_the_dead_starts_of_3x8():
    assert check_dead_starts(3, 8, {(1, 2), (1, 5)}).ok
    assert check_dead_starts(3, 8, [(1, 5), [1, 2]]).ok


@pytest.mark.parametrize(
    "answer, hint",
    [
        ({(1, 2)}, "at least one more square"),
        ({(1, 2), (1, 5), (0, 0)}, "a spent budget proves nothing"),
        (..., "fill in"),
        ("(1, 2)", "set of (row, col)"),
        ({(1, 2, 3)}, "not a (row, col) pair"),
        ({(5, 5)}, "off the 3x8 board"),
    ],
)
def test_dead_start_mistakes_are_named_without_naming_the_square(answer, hint):
    verdict = check_dead_starts(3, 8, answer)
    assert not_yet(verdict) and hint in verdict.message, verdict.message
    assert "(1, 5)" not in verdict.message


def test_dead_starts_refuses_big_boards_politely():
    assert not_yet(check_dead_starts(5, 5, set()))


# ---- splice ---------------------------------------------------------------------------------------------------------
def my_splice(a, b, p, q, y, z):
    i, j = a.index(q), b.index(y)
    return a[i:] + a[:i] + b[j::-1] + b[:j:-1]


def test_a_correct_splice_passes():
    verdict = check_splice(my_splice)
    assert verdict.ok and "17 examples" in verdict.message


def test_teachkits_splice_is_refused():
    for answer in (splice_tours, lambda a, b, p, q, y, z: splice_tours(a, b, p, q, y, z)):
        verdict = check_splice(answer)
        assert not_yet(verdict) and "teachkit's own" in verdict.message


def forwards(a, b, p, q, y, z):
    i, j = a.index(q), b.index(y)
    return a[i:] + a[:i] + b[j:] + b[:j]


def from_z(a, b, p, q, y, z):
    i, j = a.index(q), b.index(z)
    return a[i:] + a[:i] + b[j:] + b[:j]


@pytest.mark.parametrize(
    "answer, hint",
    [
        (forwards, "runs the wrong way"),
        (from_z, "not a knight's move"),
        (lambda a, b, p, q, y, z: a + b, "p–q"),
        (lambda a, b, p, q, y, z: my_splice(a, b, p, q, y, z) + [q], "twice"),
        (lambda a, b, p, q, y, z: my_splice(a, b, p, q, y, z)[:-1], "misses 1 square of b"),
        (lambda a, b, p, q, y, z: None, "returned None"),
        (lambda a, b, p, q, y, z: "tour", "one list"),
        (lambda a, b, p, q, y, z: a.index((99, 99)), "ValueError"),
    ],
)
def test_each_splice_mistake_gets_its_own_hint(answer, hint):
    verdict = check_splice(answer)
    assert not_yet(verdict) and hint in verdict.message, verdict.message
