"""The checkers of notebook 09's exercises: a correct answer passes, each typical mistake gets its own hint, stubs
and wrong types get "not yet — …" (never a traceback), and teachkit's own functions are refused."""

import pytest

from teachkit.knight import knight_moves, knights_tour
from teachkit.knight.construct import splice_tours
from teachkit.knight.exercises import check_backtracking, check_dead_starts, check_splice
from teachkit.knight.search import backtrack, brute_force, count_steps, search_tour


def not_yet(verdict):
    return not verdict.ok and str(verdict).startswith("not yet — ")


def make_extend(unmark=True, pop=True, pass_up=True, eager=False, full=None, order=None):
    """A student's my_extend, correct by default; each flag adds one typical mistake."""

    def my_extend(path, visited, n, m, onward):
        if len(path) == (n * m if full is None else full(n, m)):
            return path
        squares = onward(path[-1], visited)
        if eager:
            squares = list(squares)
        if order is not None:
            squares = order(list(squares))
        for square in squares:
            path.append(square)
            visited.add(square)
            tour = my_extend(path, visited, n, m, onward)
            if tour is not None and pass_up:
                return tour
            if pop:
                path.pop()
            if unmark:
                visited.remove(square)
        return None

    return my_extend


def test_a_correct_backtracking_search_passes():
    verdict = check_backtracking(make_extend())
    assert verdict.ok and str(verdict).startswith("correct")


def test_count_steps_agrees_with_backtrack_and_says_when_the_budget_ended_the_search():
    for n, m, start, budget in [(3, 4, (0, 0), 1000), (3, 3, (0, 0), 1000), (5, 6, (0, 0), 5000), (3, 4, (0, 0), 11)]:
        found = count_steps(make_extend(), n, m, start, budget)
        want = backtrack(n, m, start, budget)
        assert (found.tour, found.steps) == tuple(want)
    assert count_steps(make_extend(), 5, 6, (0, 0), 5000).gave_up
    assert not count_steps(make_extend(), 3, 3, (0, 0), 1000).gave_up


@pytest.mark.parametrize(
    "answer", [backtrack, brute_force, search_tour, knights_tour, lambda n, m, s, b: backtrack(n, m, s, b)]
)
def test_teachkits_own_search_is_refused(answer):
    verdict = check_backtracking(answer)
    assert not_yet(verdict) and "teachkit's own" in verdict.message


def test_a_search_that_calls_teachkits_backtrack_is_refused_by_name():
    """A my_extend with a body of its own that calls backtrack is refused by name, not told to use onward."""

    def calls_backtrack(path, visited, n, m, onward):
        return backtrack(n, m, path[0], 100_000).tour

    verdict = check_backtracking(calls_backtrack)
    assert not_yet(verdict) and "teachkit's own `backtrack`" in verdict.message, verdict.message
    assert "onward was never used" not in verdict.message


@pytest.mark.parametrize("failure", [[], False])
def test_a_search_that_returns_an_empty_list_or_false_is_told_to_return_none(failure):
    def my_extend(path, visited, n, m, onward):
        if len(path) == n * m:
            return path
        for square in onward(path[-1], visited):
            path.append(square)
            visited.add(square)
            if my_extend(path, visited, n, m, onward):
                return path
            path.pop()
            visited.remove(square)
        return failure

    verdict = check_backtracking(my_extend)
    assert not_yet(verdict) and "return None (not [] or False) when there is no tour" in verdict.message
    assert "not a tour" not in verdict.message


@pytest.mark.parametrize(
    "mistake, hint",
    [
        ({"unmark": False}, "mark the square unvisited again"),
        ({"pop": False}, "off the path"),
        ({"pass_up": False}, "return a tour at once"),
        ({"eager": True}, "loop over onward"),
        ({"full": lambda n, m: n * m - 1}, "not a tour"),
        ({"order": lambda squares: squares[::-1]}, "order onward hands them out"),
    ],
)
def test_each_typical_mistake_gets_its_own_hint(mistake, hint):
    verdict = check_backtracking(make_extend(**mistake))
    assert not_yet(verdict) and hint in verdict.message, verdict.message


def test_a_search_that_skips_onward_is_told_to_use_it():
    def own_moves(path, visited, n, m, onward):
        if len(path) == n * m:
            return path
        for square in knight_moves(path[-1], n, m):
            if square not in visited:
                path.append(square)
                visited.add(square)
                if own_moves(path, visited, n, m, onward):
                    return path
                path.pop()
                visited.remove(square)
        return None

    verdict = check_backtracking(own_moves)
    assert not_yet(verdict) and "onward" in verdict.message, verdict.message


@pytest.mark.parametrize(
    "answer, hint",
    [
        (..., "needs your function"),
        (lambda path, visited, n, m, onward: None, "replace the stub"),
        (lambda path, visited, n, m, onward: True, "return the tour itself"),
        (lambda path, visited, n, m, onward: "a1", "list of (row, col) squares"),
        (lambda n, m, s, b: None, "(path, visited, n, m, onward)"),
        (lambda path, visited, n, m, onward: 1 / 0, "ZeroDivisionError"),
    ],
)
def test_stubs_wrong_types_and_errors_get_not_yet(answer, hint):
    verdict = check_backtracking(answer)
    assert not_yet(verdict) and hint in verdict.message, verdict.message
    assert "returned None — your function returned None" not in verdict.message


# ---- dead starts ----------------------------------------------------------------------------------------------------
def test_the_dead_starts_of_3x8():
    steps = {s: backtrack(3, 8, s, 10**6).steps for s in [(1, 2), (1, 5)]}
    assert check_dead_starts(3, 8, steps).ok
    assert check_dead_starts(3, 8, {(1, 5): steps[1, 5], (1, 2): steps[1, 2]}).ok


def test_dead_starts_cannot_be_probed_square_by_square():
    """Without the steps of a real search a dead square is 'wrong' like any other: the checker names no square."""
    assert "1 of your 1 entries is wrong" in check_dead_starts(3, 8, {(1, 2): 1}).message
    assert "1 of your 1 entries is wrong" in check_dead_starts(3, 8, {(0, 0): 1}).message


@pytest.mark.parametrize(
    "answer, hint",
    [
        ({(1, 2): 58004}, "some squares from which no tour starts are missing"),
        ({(1, 2): 58004, (1, 5): 58004, (0, 0): 10}, "1 of your 3 entries is wrong"),
        (..., "fill in"),
        ({(0, 0), (2, 7)}, "give a dict"),
        ({(1, 2, 3): 5}, "not a (row, col) pair"),
        ({(5, 5): 5}, "off the 3x8 board"),
        ({(0, 0): "many"}, "whole number"),
    ],
)
def test_dead_start_mistakes_are_named_without_naming_the_square(answer, hint):
    verdict = check_dead_starts(3, 8, answer)
    assert not_yet(verdict) and hint in verdict.message, verdict.message
    assert "(1, 5)" not in verdict.message and "(1, 2)" not in verdict.message


def test_right_squares_with_wrong_steps_are_told_the_squares_are_right():
    steps = {s: backtrack(3, 8, s, 10**6).steps for s in [(1, 2), (1, 5)]}
    verdict = check_dead_starts(3, 8, {s: k + 1 for s, k in steps.items()})
    assert not_yet(verdict), verdict.message
    assert "the squares are right; the step counts are not those of the search for 2 of them" in verdict.message
    assert "a tour starts from" not in verdict.message and str(steps[1, 2]) not in verdict.message
    one_off = check_dead_starts(3, 8, {(1, 2): steps[1, 2], (1, 5): steps[1, 5] - 1})
    assert "for 1 of them" in one_off.message and "(1, 5)" not in one_off.message


def test_a_partial_answer_is_not_told_how_many_squares_are_missing():
    steps = backtrack(3, 8, (1, 2), 10**6).steps
    for answer in ({(1, 2): steps}, {(1, 2): steps, (0, 0): 1}):
        message = check_dead_starts(3, 8, answer).message
        assert "some squares from which no tour starts are missing" in message, message
        assert "1 more" not in message and "more square" not in message


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


def test_a_splice_that_calls_teachkits_on_copies_is_refused():
    def wrapped(a, b, p, q, y, z):
        return list(splice_tours(list(a), list(b), p, q, y, z))

    for answer in (wrapped, lambda a, b, p, q, y, z: list(splice_tours(list(a), list(b), p, q, y, z))):
        verdict = check_splice(answer)
        assert not_yet(verdict) and "calls teachkit's own `splice_tours`" in verdict.message, verdict.message


def test_an_empty_splice_counts_the_squares_missed_in_each_tour():
    verdict = check_splice(lambda a, b, p, q, y, z: [])
    assert not_yet(verdict) and "misses 30 squares of a and 30 squares of b" in verdict.message, verdict.message


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


@pytest.mark.parametrize(
    "mistake, hint, not_said",
    [
        ({"unmark": False}, "out of visited", "path.pop()"),
        ({"pop": False}, "path.pop()", "mark the square unvisited"),
        ({"pass_up": False}, "return a tour at once", "visited"),
    ],
)
def test_each_backtracking_hint_names_one_mistake_only(mistake, hint, not_said):
    verdict = check_backtracking(make_extend(**mistake))
    assert not_yet(verdict) and hint in verdict.message and not_said not in verdict.message, verdict.message


# ---- the diagnoses the student report s5 asked for ------------------------------------------------------------------
def test_undoing_before_passing_the_tour_up_is_named_as_returning_a_list_that_is_then_changed():
    def undo_first(path, visited, n, m, onward):
        if len(path) == n * m:
            return path
        for square in onward(path[-1], visited):
            path.append(square)
            visited.add(square)
            found = undo_first(path, visited, n, m, onward)
            path.pop()
            visited.remove(square)
            if found:
                return found
        return None

    verdict = check_backtracking(undo_first)
    assert not_yet(verdict) and "returned the list `path` itself" in verdict.message, verdict.message
    assert "list(path)" in verdict.message and "not a tour" not in verdict.message


def test_a_complete_search_that_never_calls_onward_is_not_called_a_stub():
    moves = [(1, 2), (1, -2), (-1, 2), (-1, -2), (2, 1), (2, -1), (-2, 1), (-2, -1)]

    def own_moves(path, visited, n, m, onward):
        if len(path) == n * m:
            return list(path)
        r, c = path[-1]
        for dr, dc in moves:
            square = (r + dr, c + dc)
            if 0 <= square[0] < n and 0 <= square[1] < m and square not in visited:
                path.append(square)
                visited.add(square)
                found = own_moves(path, visited, n, m, onward)
                if found:
                    return found
                path.pop()
                visited.remove(square)
        return None

    verdict = check_backtracking(own_moves)
    assert not_yet(verdict) and "onward was never used" in verdict.message, verdict.message
    assert "stub" not in verdict.message


def test_an_empty_answer_does_not_say_how_many_dead_starts_there_are():
    verdict = check_dead_starts(3, 8, {})
    assert not_yet(verdict) and "some squares" in verdict.message and "2" not in verdict.message


@pytest.mark.parametrize(
    "answer, hint",
    [
        (lambda a, b, p, q, y, z: tuple(my_splice(a, b, p, q, y, z)), "make it a list"),
        (lambda a, b, p, q, y, z: [*my_splice(a, b, p, q, y, z), a.clear()][:-1], "changed the list a"),
    ],
)
def test_a_splice_returns_a_new_list_and_leaves_its_inputs_alone(answer, hint):
    verdict = check_splice(answer)
    assert not_yet(verdict) and hint in verdict.message, verdict.message


# ---- the diagnoses the student report v5 asked for ------------------------------------------------------------------
def _extend(mark=True, pop=True):
    """my_extend with visited.add or path.pop left out (the undo uses discard, so a missing add raises nothing)."""

    def my_extend(path, visited, n, m, onward):
        if len(path) == n * m:
            return path
        for square in onward(path[-1], visited):
            path.append(square)
            if mark:
                visited.add(square)
            tour = my_extend(path, visited, n, m, onward)
            if tour is not None:
                return tour
            if pop:
                path.pop()
            visited.discard(square)
        return None

    return my_extend


def test_a_missing_visited_add_is_told_apart_from_a_missing_path_pop():
    no_add = check_backtracking(_extend(mark=False)).message
    assert "visited.add(s)" in no_add and "never marked visited" in no_add and "path.pop()" not in no_add, no_add
    no_pop = check_backtracking(_extend(pop=False)).message
    assert "path.pop()" in no_pop and "visited.add" not in no_pop, no_pop


def test_dead_starts_missing_because_every_search_gave_up_says_raise_the_budget(monkeypatch):
    from teachkit.knight import search

    monkeypatch.setattr(search, "GAVE_UP", {})
    dead = {}
    for square in [(r, c) for r in range(3) for c in range(8)]:
        tour, steps, gave_up = count_steps(_extend(), 3, 8, square, budget=5)
        if tour is None and not gave_up:
            dead[square] = steps
    verdict = check_dead_starts(3, 8, dead)
    assert not_yet(verdict) and "every search you ran on 3x8 used up its budget" in verdict.message, verdict
    assert "gave_up is True" in verdict.message and "raise the budget" in verdict.message
    assert "from every square" not in verdict.message


def test_dead_starts_missing_after_some_searches_gave_up_says_raise_the_budget(monkeypatch):
    from teachkit.knight import search

    monkeypatch.setattr(search, "GAVE_UP", {})
    for square in [(r, c) for r in range(3) for c in range(8)]:
        count_steps(_extend(), 3, 8, square, budget=1000)
    verdict = check_dead_starts(3, 8, {})
    assert not_yet(verdict) and "used up their budget (gave_up is True)" in verdict.message, verdict
    assert "(1, 2)" not in verdict.message and "(1, 5)" not in verdict.message


def test_the_budget_rerun_checker_judges_the_reported_result_and_steps():
    from teachkit.knight.exercises import check_budget_rerun
    from teachkit.knight.search import backtrack

    tour, steps = backtrack(3, 10, (0, 0), 1_000_000)
    assert tour is not None and steps < 1_000_000  # 3 x 10 from a1 finds a tour within a million steps
    assert check_budget_rerun(3, 10, 1_000_000, "found", steps).ok
    assert check_budget_rerun(3, 10, 1_000_000, " Found ", steps).ok
    assert "bigger than the table" in check_budget_rerun(3, 10, 100_000, "gave up", 100_000).message
    assert "fill in" in check_budget_rerun(3, 10, 1_000_000, ..., ...).message
    wrong_result = check_budget_rerun(3, 10, 1_000_000, "gave up", 1_000_000)
    assert not wrong_result.ok and "did not give up" in wrong_result.message
    assert "did not prove there is none" in check_budget_rerun(3, 10, 1_000_000, "proved none", steps).message
    assert "not the number of steps" in check_budget_rerun(3, 10, 1_000_000, "found", steps + 1).message
    assert "should be" in check_budget_rerun(3, 10, 1_000_000, "maybe", steps).message
    gave_up = check_budget_rerun(5, 6, 200_000, "gave up", 200_000)
    assert gave_up.ok and "nothing decided" in gave_up.message
    proved = check_budget_rerun(3, 6, 200_000, "proved none", backtrack(3, 6, (0, 0), 200_000)[1])
    assert proved.ok and "proof" in proved.message
