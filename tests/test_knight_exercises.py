"""The knight exercise checkers: correct answers pass; stubs, wrong types, raising and wrong functions get
"not yet — …" with a hint, never a traceback, and the hint does not print the answer."""

import functools

import pytest

from teachkit.knight import (
    SEED_ORDER,
    check_dead_start,
    check_next_square,
    check_onward_degree,
    check_tour,
    exercises,
    knight_moves,
    knights_tour,
    next_square,
    onward_degree,
    onward_degrees,
)
from teachkit.knight import tour as tour_module


def degree_stub(square, visited, n, m): ...


def choose_stub(here, visited, n, m): ...


def raises(*args):
    raise IndexError("list index out of range")


def not_yet(verdict):
    return not verdict.ok and str(verdict).startswith("not yet — ")


def my_degree(square, visited, n, m):
    """A student's own onward degree: the jumps that stay on the board and land on an unvisited square."""
    r, c = square
    return sum(1 for dr, dc in SEED_ORDER if 0 <= r + dr < n and 0 <= c + dc < m and (r + dr, c + dc) not in visited)


def test_check_onward_degree_accepts_the_right_function():
    assert check_onward_degree(my_degree).ok
    assert str(check_onward_degree(my_degree)).startswith("correct")


@pytest.mark.parametrize(
    "answer",
    [
        onward_degree,
        tour_module._degree,
        lambda s, v, n, m: onward_degree(s, v, n, m),
        functools.partial(onward_degree),
    ],
)
def test_check_onward_degree_refuses_teachkits_own_function(answer):
    verdict = check_onward_degree(answer)
    assert not_yet(verdict) and "teachkit's own" in verdict.message and "write your own" in verdict.message


HELPERS = {"moves": knight_moves, "degree": onward_degree, "degrees": onward_degrees}


@pytest.mark.parametrize(
    "answer, name",
    [
        (lambda s, v, n, m: sum(t not in v for t in knight_moves(s, n, m)), "knight_moves"),
        (lambda s, v, n, m: sum(t not in v for t in HELPERS["moves"](s, n, m)), "knight_moves"),
        (lambda s, v, n, m: HELPERS["degree"](s, v, n, m), "onward_degree"),
        (
            lambda s, v, n, m: HELPERS["degrees"](n, m, v)[s[0]][s[1]] if s not in v else my_degree(s, v, n, m),
            "onward_degrees",
        ),
    ],
)
def test_check_onward_degree_refuses_a_function_that_calls_teachkits(answer, name):
    """Calls made while the student's function runs are seen too, not only names in its code."""
    verdict = check_onward_degree(answer)
    assert not_yet(verdict) and f"teachkit's own `{name}`" in verdict.message, verdict


def test_the_off_board_hint_asks_first_and_tells_the_condition_the_second_time(monkeypatch):
    monkeypatch.setattr(exercises, "_told", {})
    off_board = lambda s, v, n, m: sum((s[0] + a, s[1] + b) not in v for a, b in SEED_ORDER)
    first, second = check_onward_degree(off_board), check_onward_degree(off_board)
    assert "which squares (r, c) are on an n x m board?" in first.message and "0 <= r < n" not in first.message
    assert "0 <= r < n and 0 <= c < m" in second.message


def test_the_graded_cells_preview_does_not_spend_the_first_hint(monkeypatch):
    """s8 student: the graded cell under Exercise 1 re-ran the check and so printed the precise condition,
    undoing the question the exercise cell had just asked. A preview counts nothing."""
    from teachkit import graded

    monkeypatch.setattr(exercises, "_told", {})
    off_board = lambda s, v, n, m: sum((s[0] + a, s[1] + b) not in v for a, b in SEED_ORDER)
    assert "which squares (r, c)" in check_onward_degree(off_board).message
    monkeypatch.setattr(graded, "previewing", True)
    preview = check_onward_degree(off_board)
    assert "which squares (r, c)" in preview.message and "0 <= r < n" not in preview.message
    monkeypatch.setattr(graded, "previewing", False)
    assert "0 <= r < n and 0 <= c < m" in check_onward_degree(off_board).message  # the student's own second try


def test_an_endless_loop_is_stopped_with_a_hint(monkeypatch):
    monkeypatch.setattr(exercises, "CALL_LIMIT", 0.2)

    def endless(here, visited, n, m):
        while True:
            pass

    verdict = check_next_square(endless)
    assert not_yet(verdict) and "did not return within 0.2 s" in verdict.message and "never ends" in verdict.message
    verdict = check_onward_degree(lambda s, v, n, m: endless(s, v, n, m))
    assert not_yet(verdict) and "did not return within" in verdict.message


def _own_degree(square, visited, n, m):
    """A student's correct onward degree (not teachkit's), to build wrong answers from."""
    r, c = square
    jumps = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
    return sum(0 <= r + a < n and 0 <= c + b < m and (r + a, c + b) not in visited for a, b in jumps)


@pytest.mark.parametrize(
    "answer, hint",
    [
        (degree_stub, "returned None"),
        (raises, "raised IndexError"),
        (lambda s, v, n, m: 2.0, "whole number"),
        (lambda s, v, n, m: True, "whole number"),
        (lambda s, visited, n, m: my_degree(s, set(), n, m), "counts visited squares too"),
        (lambda s, v, n, m: sum((s[0] + a, s[1] + b) not in v for a, b in SEED_ORDER), "leave the board"),
        (lambda s, v, n, m: _own_degree(s, v, n, m) + (s == (2, 2)), "list the eight jumps"),
        (lambda s, v, n, m: my_degree(s, v, n, n), "wrong bound for rows or columns"),
        (lambda s, v, n, m: my_degree(s, v, n + 1, m + 1), "past the edge"),
        (lambda s, v, n, m: my_degree(s, v, m, n), "wrong bound for rows or columns"),
        (5, "needs your function itself"),
        (None, "needs your function itself"),
    ],
)
def test_check_onward_degree_explains_what_is_wrong(answer, hint):
    verdict = check_onward_degree(answer)
    assert not_yet(verdict) and hint in verdict.message, verdict


def candidates(here, visited, n, m):
    """The unvisited squares a knight's move from here, in SEED_ORDER."""
    squares = [(here[0] + a, here[1] + b) for a, b in SEED_ORDER]
    return [s for s in squares if 0 <= s[0] < n and 0 <= s[1] < m and s not in visited]


def first_minimum(here, visited, n, m):
    """A student's own Warnsdorff step: min keeps the first of equal degrees."""
    options = candidates(here, visited, n, m)
    return min(options, key=lambda s: my_degree(s, visited, n, m)) if options else None


def farthest_from_centre(here, visited, n, m):
    """teachkit's roth tie-break written out: among the fewest, the square farthest from the centre."""
    options = candidates(here, visited, n, m)
    if not options:
        return None
    fewest = min(my_degree(s, visited, n, m) for s in options)
    tied = [s for s in options if my_degree(s, visited, n, m) == fewest]
    return max(tied, key=lambda s: (2 * s[0] - n + 1) ** 2 + (2 * s[1] - m + 1) ** 2)


def last_minimum(here, visited, n, m):
    candidates = [
        s
        for s in reversed([(here[0] + a, here[1] + b) for a, b in SEED_ORDER])
        if 0 <= s[0] < n and 0 <= s[1] < m and s not in visited
    ]
    return min(candidates, key=lambda s: my_degree(s, visited, n, m)) if candidates else None


def forgets_the_stuck_case(here, visited, n, m):
    """A typical first try: min() of no candidates raises when the knight is stuck."""
    return min(candidates(here, visited, n, m), key=lambda s: my_degree(s, visited, n, m))


def test_check_next_square_accepts_the_rule_and_a_list_answer():
    assert check_next_square(first_minimum).ok
    as_list = lambda here, visited, n, m: (lambda s: None if s is None else list(s))(first_minimum(here, visited, n, m))
    assert check_next_square(as_list).ok


@pytest.mark.parametrize(
    "answer, hint",
    [
        (choose_stub, "returned None"),
        (raises, "raised IndexError"),
        (lambda here, v, n, m: "b3", "(row, col) pair of ints"),
        (last_minimum, "on a tie take the first"),
        (farthest_from_centre, "on a tie take the first"),
        (
            lambda here, v, n, m: max(
                (
                    s
                    for s in [(here[0] + a, here[1] + b) for a, b in SEED_ORDER]
                    if 0 <= s[0] < n and 0 <= s[1] < m and s not in v
                ),
                key=lambda s: my_degree(s, v, n, m),
                default=None,
            ),
            "take the fewest",
        ),
        (lambda here, v, n, m: here, "already visited"),
        (lambda here, v, n, m: (here[0] + 1, here[1] + 1), "not a knight's move"),
        (lambda here, v, n, m: first_minimum(here, v, n, m) or (0, 1), "return None"),
        (forgets_the_stuck_case, "raised ValueError"),
        (forgets_the_stuck_case, "so return None"),
        ("choose", "needs your function itself"),
    ],
)
def test_check_next_square_explains_what_is_wrong(answer, hint):
    verdict = check_next_square(answer)
    assert not_yet(verdict) and hint in verdict.message, verdict


def test_first_minimum_is_the_rule():
    for here, visited, n, m in [((0, 0), {(0, 0)}, 5, 5), ((2, 2), {(2, 2), (0, 1)}, 6, 7), ((1, 1), {(1, 1)}, 3, 4)]:
        assert first_minimum(here, visited, n, m) == next_square(here, visited, n, m)


@pytest.mark.parametrize(
    "answer",
    [
        next_square,
        lambda here, visited, n, m: next_square(here, visited, n, m),
        lambda here, v, n, m: next_square(here, v, n, m, tie_break="roth"),
        functools.partial(next_square, tie_break="first"),
    ],
)
def test_check_next_square_refuses_teachkits_own_function(answer):
    verdict = check_next_square(answer)
    assert not_yet(verdict) and "teachkit's own" in verdict.message and "write your own" in verdict.message


@pytest.mark.parametrize(
    "answer, name",
    [
        (
            lambda h, v, n, m: min(
                [s for s in knight_moves(h, n, m) if s not in v] or [None], key=lambda s: s and my_degree(s, v, n, m)
            ),
            "knight_moves",
        ),
        (
            lambda h, v, n, m: min(candidates(h, v, n, m), key=lambda s: onward_degree(s, v, n, m), default=None),
            "onward_degree",
        ),
        (lambda h, v, n, m: HELPERS["next"](h, v, n, m), "next_square"),
    ],
)
def test_check_next_square_refuses_a_function_that_calls_teachkits(answer, name):
    HELPERS["next"] = next_square
    verdict = check_next_square(answer)
    assert not_yet(verdict) and f"teachkit's own `{name}`" in verdict.message, verdict


def test_check_next_square_hints_do_not_name_the_rules_choice():
    here, visited = (0, 0), {(0, 0)}
    wrong_choice = lambda h, v, n, m: (
        (2, 1) if (h, n, m) == (here, 5, 5) and v == visited else first_minimum(h, v, n, m)
    )
    verdict = check_next_square(wrong_choice)
    assert not_yet(verdict) and "(1, 2)" not in verdict.message  # (1, 2) is the rule's choice here


def test_check_tour():
    assert check_tour(5, knights_tour(5).squares).ok
    assert check_tour(5, [list(s) for s in knights_tour(5).squares]).ok
    assert check_tour(6, knights_tour(6, closed=True).squares, closed=True).ok
    assert not_yet(check_tour(5, knights_tour(5).squares[:-1]))
    assert "not a knight's move" in check_tour(3, [(0, 0), (1, 1)], m=4).message
    for answer, hint in [
        (..., "fill in"),
        (None, "fill in"),
        ("a1 b3", "list of (row, col)"),
        (17, "list of"),
        ([(0, 0), "b3"], "not a (row, col) pair"),
        ([(0, 0), (1.5, 2)], "not a (row, col) pair"),
    ]:
        verdict = check_tour(3, answer, m=4)
        assert not_yet(verdict) and hint in verdict.message, (answer, verdict)
    assert not_yet(check_tour("3", [(0, 0)]))


def test_check_dead_start():
    assert check_dead_start(5, (0, 1)).ok
    assert check_dead_start(3, (0, 1), m=4).ok
    assert check_dead_start(3, [1, 1], m=4).ok
    verdict = check_dead_start(3, (0, 0), m=4)
    assert not_yet(verdict) and "does start at (0, 0)" in verdict.message
    assert "knights_tour" not in verdict.message  # the hint must not hand over the tool that answers it
    for middle in [(r, c) for r in range(3) for c in (1, 2)]:  # no open tour of 3x4 starts in columns b, c
        assert check_dead_start(3, middle, m=4).ok, middle
    for outer in [(r, c) for r in range(3) for c in (0, 3)]:
        assert not_yet(check_dead_start(3, outer, m=4)), outer
    for answer, hint in [
        (..., "fill in"),
        (None, "fill in"),
        ("b1", "pair of ints"),
        ((0,), "pair of ints"),
        ((5, 5), "off the 3x4 board"),
        ((0.0, 1.0), "pair of ints"),
    ]:
        verdict = check_dead_start(3, answer, m=4)
        assert not_yet(verdict) and hint in verdict.message, (answer, verdict)


@pytest.mark.parametrize("key", ["08-three-or-more", "08-tour-start-colour", "08-stuck-5-60", "08-d3-no-tour"])
def test_notebook_08_predictions_are_one_of_their_choices_and_reveal_nothing_early(key):
    from teachkit.checks import predict
    from teachkit.knight.predictions import PREDICTIONS

    entry = PREDICTIONS[key]
    truth = entry.truth()
    assert truth in entry.choices
    assert predict(f"knight:{key}", truth).ok
    assert "write your prediction first" in predict(f"knight:{key}", ...).message
    outside = predict(f"knight:{key}", 6)  # an exact number is not one of the choices: sent back, nothing told
    assert not outside.ok and "nothing is revealed" in outside.message and "the answer is" not in outside.message


def test_notebook_08_range_answers_read_a_hyphen_as_the_dash():
    from teachkit.checks import predict

    assert predict("knight:08-stuck-5-60", "4-10").ok
    assert predict("knight:08-three-or-more", "  A quarter to a HALF ").ok
    assert predict("knight:08-tour-start-colour", "A1’s color").ok


# ---- the position is named, and a wrong degree is blamed, not the choice (student report s5) -------------------------
def test_a_small_visited_set_is_shown_whole_so_the_student_can_rebuild_the_position():
    def counts_off_board(square, visited, n, m):
        r, c = square
        return sum(1 for dr, dc in SEED_ORDER if (r + dr, c + dc) not in visited)

    assert "visited = {(0, 0)}" in check_onward_degree(counts_off_board).message


def test_a_choice_made_with_a_wrong_degree_names_the_degree():
    scope = {"SEED_ORDER": SEED_ORDER}
    exec(  # a student's notebook: a wrong degree (counts jumps off the board) and a choose that is right given it
        "def degree(square, visited, n, m):\n"
        "    r, c = square\n"
        "    return sum(1 for dr, dc in SEED_ORDER if (r + dr, c + dc) not in visited)\n"
        "def choose(here, visited, n, m):\n"
        "    r, c = here\n"
        "    cands = [(r + dr, c + dc) for dr, dc in SEED_ORDER\n"
        "             if 0 <= r + dr < n and 0 <= c + dc < m and (r + dr, c + dc) not in visited]\n"
        "    return min(cands, key=lambda s: degree(s, visited, n, m)) if cands else None\n",
        scope,
    )
    verdict = check_next_square(scope["choose"])
    assert not_yet(verdict) and "your `degree` gets candidate" in verdict.message, verdict.message
    assert "visited = {" in verdict.message  # the whole set: the position can be rebuilt
    scope["degree"] = my_degree
    assert check_next_square(scope["choose"]).ok


# ---- a checker notices a function that changes the visited set it was handed (student report t5) ------------------
def test_a_choose_that_marks_its_choice_visited_is_told_to_leave_visited_alone():
    def marks(here, visited, n, m):
        square = first_minimum(here, visited, n, m)
        if square is not None:
            visited.add(square)
        return square

    verdict = check_next_square(marks)
    assert not_yet(verdict) and "changed `visited` (it added" in verdict.message, verdict.message


def test_a_degree_that_changes_visited_is_told_it_only_counts():
    def marks(square, visited, n, m):
        visited.add(square)
        return my_degree(square, visited - {square}, n, m)

    verdict = check_onward_degree(marks)
    assert not_yet(verdict) and "changed `visited`" in verdict.message, verdict.message


def test_a_wrong_choice_is_shown_with_its_whole_visited_set_so_the_student_can_rebuild_it():
    def fewest_last(here, v, n, m):
        options = candidates(here, v, n, m)
        return max(options, key=lambda s: my_degree(s, v, n, m)) if options else None

    verdict = check_next_square(fewest_last)
    assert not_yet(verdict) and "take the fewest" in verdict.message
    visited_text = verdict.message.split("visited = ", 1)[1].split(":", 1)[0]
    assert visited_text.startswith("{") and visited_text.endswith("}") and "of them" not in verdict.message


def test_a_call_of_teachkits_private_degree_is_named_as_teachkits_not_as_the_students_degree():
    """The student's function is called `degree`: teachkit's private `_degree` must not be named `degree` too."""
    verdict = check_onward_degree(lambda s, v, n, m: tour_module._degree(s, v, n, m) + 0 * len(v))
    assert not_yet(verdict) and "teachkit's private `_degree`" in verdict.message, verdict
    assert "onward-degree function" in verdict.message and "own `degree`" not in verdict.message


# ---- exercise 3: the whole walk (check_walk) -----------------------------------------------------
# The walks below look up `choose` in this module, as a student's walk does in the notebook.


def choose(here, visited, n, m):
    """A student's own Warnsdorff step (the first minimum in SEED_ORDER, None when stuck)."""
    r, c = here
    cands = [(r + dr, c + dc) for dr, dc in SEED_ORDER if 0 <= r + dr < n and 0 <= c + dc < m]
    cands = [s for s in cands if s not in visited]
    return min(cands, key=lambda s: my_degree(s, visited, n, m)) if cands else None


def walk_right(start, n, m):
    visited, path = {start}, [start]
    while (nxt := choose(path[-1], visited, n, m)) is not None:
        visited.add(nxt)
        path.append(nxt)
    return path


def walk_start_unmarked(start, n, m):
    visited, path = set(), [start]
    while (nxt := choose(path[-1], visited, n, m)) is not None:
        visited.add(nxt)
        path.append(nxt)
    return path


def walk_never_marks(start, n, m):
    visited, path = {start}, [start]
    while (nxt := choose(path[-1], visited, n, m)) is not None:
        path.append(nxt)
    return path


def walk_one_early(start, n, m):
    visited, path = {start}, [start]
    while len(path) < n * m - 1 and (nxt := choose(path[-1], visited, n, m)) is not None:
        visited.add(nxt)
        path.append(nxt)
    return path


def walk_appends_none(start, n, m):
    visited, path, here = {start}, [start], start
    while here is not None:
        here = choose(here, visited, n, m)
        path.append(here)
        visited.add(here)
    return path


def walk_without_start(start, n, m):
    return walk_right(start, n, m)[1:]


SHARED = set()


def walk_shared_visited(start, n, m):
    SHARED.add(start)
    path = [start]
    while (nxt := choose(path[-1], SHARED, n, m)) is not None:
        SHARED.add(nxt)
        path.append(nxt)
    return path


def walk_from_set(start, n, m):
    return list(set(walk_right(start, n, m)))  # the visited set as a list: the right squares, the order lost


def walk_stub(start, n, m): ...


def walk_with_library(start, n, m):
    return list(tour_module.warnsdorff(n, start, m).squares)


def test_check_walk_accepts_a_right_walk_on_a_board_where_the_rule_gets_stuck_too():
    verdict = exercises.check_walk(walk_right)
    assert verdict.ok, verdict
    assert any(len(walk_right(s, n, m)) < n * m for n, m, s in exercises.WALK_CASES)  # one case gets stuck


@pytest.mark.parametrize(
    "walk, hint",
    [
        (walk_start_unmarked, "start square is visited from the beginning"),
        (walk_never_marks, "never to stop"),
        (walk_one_early, "one square early"),
        (walk_appends_none, "None is choose's way"),
        (walk_without_start, "the start square (0, 0) belongs in it"),
        (walk_shared_visited, "fresh visited set"),
        (walk_from_set, "A set has no order"),
        (walk_stub, "replace the stub"),
        (walk_with_library, "warnsdorff"),
        (raises, "IndexError"),
        (42, "needs your function itself"),
    ],
)
def test_check_walk_names_the_typical_mistake_without_printing_the_walk(walk, hint):
    SHARED.clear()
    verdict = exercises.check_walk(walk)
    assert not_yet(verdict), verdict
    assert hint in str(verdict), verdict
    assert str(walk_right((0, 0), 5, 5)[1:6])[1:-1] not in str(verdict)  # the right walk is not given away


def test_check_walk_leaves_the_students_choose_in_place():
    exercises.check_walk(walk_never_marks)
    assert globals()["choose"] is choose and walk_never_marks.__globals__["choose"] is choose


@pytest.mark.parametrize(
    "answer, hint",
    [
        (lambda s, v, n, m: my_degree(s, v, n + 1, m + 1), "rows run 0 .. n - 1"),
        (lambda s, v, n, m: my_degree(s, v, m, n), "r runs 0 .. n - 1"),
    ],
)
def test_the_bound_hints_guide_without_handing_over_the_condition(answer, hint):
    """s12-08 student: the past-the-edge hint printed `0 <= r < n and 0 <= c < m`, the line to write."""
    verdict = check_onward_degree(answer)
    assert not_yet(verdict) and hint in verdict.message and "<" not in verdict.message, verdict
