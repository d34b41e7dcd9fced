"""The solvability checker of notebook 04 (``check_solvable_function``): a correct student function passes in
every usual form, each typical mistake gets its own hint, teachkit's own functions are refused, and bad answers
get a "not yet" instead of a traceback. Every wrong variant is written out as a student would write it."""

import math
import time

import pytest

from teachkit.sliding import goal, inversions, is_solvable, parity_class
from teachkit.sliding.exercises import check_solvable_function, solvable_cases


def _pairs(tiles):
    """Pairs in the wrong order, plain Python (what the student writes)."""
    return sum(1 for i, a in enumerate(tiles) for b in tiles[i + 1 :] if a > b)


def good(board, k):
    """The model answer: inversions; on even widths plus the blank's row from the top; the goal's parity."""
    n = _pairs([t for t in board if t])
    if k % 2:
        return n % 2 == 0
    return (n + board.index(0) // k) % 2 == 1


def good_one_argument(board):
    """Takes the board only and works out the width itself."""
    return good(board, math.isqrt(len(board)))


def good_against_the_goal(board, k):
    """Computes the same sum for the goal and compares parities (rows from the bottom: fine this way)."""

    def score(b):
        n = _pairs([t for t in b if t])
        return n + (k - 1 - b.index(0) // k if k % 2 == 0 else 0)

    return score(board) % 2 == score(goal(k)) % 2


def flipped(board, k):
    """True for the unsolvable boards."""
    return not good(board, k)


def row_from_the_bottom(board, k):
    """Counts the blank's row from the bottom but keeps the top-row comparison."""
    n = _pairs([t for t in board if t])
    if k % 2:
        return n % 2 == 0
    return (n + (k - 1 - board.index(0) // k)) % 2 == 1


def row_from_one(board, k):
    """Counts rows from 1."""
    n = _pairs([t for t in board if t])
    if k % 2:
        return n % 2 == 0
    return (n + board.index(0) // k + 1) % 2 == 1


def row_ignored(board, k):
    """Uses the odd-width rule on every width."""
    return _pairs([t for t in board if t]) % 2 == 0


def row_on_every_width(board, k):
    """Adds the blank's row on odd widths too, compared with the goal's sum."""
    return (_pairs([t for t in board if t]) + board.index(0) // k) % 2 == (k - 1) % 2


def column_for_row(board, k):
    """Adds the blank's column where the rule adds its row."""
    n = _pairs([t for t in board if t])
    if k % 2:
        return n % 2 == 0
    return (n + board.index(0) % k) % 2 == 1


def blank_counted(board, k):
    """Leaves the blank (0) in the list of tiles."""
    n = _pairs(list(board))
    if k % 2:
        return n % 2 == 0
    return (n + board.index(0) // k) % 2 == 1


def neighbours_only(board, k):
    """Compares each tile only with the next one."""
    tiles = [t for t in board if t]
    n = sum(1 for a, b in zip(tiles, tiles[1:]) if a > b)
    if k % 2:
        return n % 2 == 0
    return (n + board.index(0) // k) % 2 == 1


def width_four(board, k):
    """Uses 4 where it should use k."""
    return good(board, 4)


def test_the_cases_hold_both_classes_of_every_width():
    boards = solvable_cases()
    assert len(boards) == len(set(boards))
    for k in (2, 3, 4, 5):
        verdicts = {is_solvable(b) for b in boards if len(b) == k * k}
        assert verdicts == {True, False}, k


@pytest.mark.parametrize("function", [good, good_one_argument, good_against_the_goal])
def test_a_correct_function_passes(function):
    verdict = check_solvable_function(function)
    assert verdict.ok, verdict
    assert "widths 2 to 5" in verdict.message


@pytest.mark.parametrize(
    "function, words",
    [
        (flipped, "opposite of the truth on every board"),
        (row_from_the_bottom, "count the row the same way for the board and for the goal"),
        (row_from_one, "count the row the same way for the board and for the goal"),
        (row_ignored, "blank's row must be added"),
        (row_on_every_width, "add the row only when k is even"),
        (column_for_row, "the blank's column"),
        (blank_counted, "counts the blank as a tile"),
        (neighbours_only, "next to each other"),
        (width_four, "fixed width"),
    ],
)
def test_each_typical_mistake_gets_its_own_hint(function, words):
    verdict = check_solvable_function(function)
    assert not verdict.ok
    assert words in verdict.message, verdict.message


def test_the_row_hint_does_not_forbid_counting_from_the_bottom():
    """Rows counted from the bottom are right when the goal's row is counted the same way (v3 review): the
    hint for an off-by-one comparison asks for the same count on both sides, not for a particular one."""
    verdict = check_solvable_function(row_from_the_bottom)
    assert "not from the bottom" not in verdict.message and "from 0 at the top" not in verdict.message
    assert check_solvable_function(good_against_the_goal).ok


def test_teachkit_own_functions_are_refused():
    def wrapper(board, k):
        return is_solvable(board)

    def by_parity_class(board, k):
        return parity_class(board) == parity_class(goal(k))

    def by_inversions(board, k):
        n = inversions(board)
        return n % 2 == 0 if k % 2 else (n + board.index(0) // k) % 2 == 1

    hidden = {"count": inversions}

    def through_a_dict(board, k):
        return good(board, k) and hidden["count"](board) >= 0

    for function in (is_solvable, wrapper, by_parity_class, by_inversions, through_a_dict):
        verdict = check_solvable_function(function)
        assert not verdict.ok and "teachkit's own" in verdict.message, (function, verdict)


def test_a_search_that_refuses_unsolvable_boards_is_refused_by_the_name_the_student_called():
    """try: astar(board) except UnsolvableBoard: the verdict names astar, not an internal function never seen."""
    from teachkit.sliding import UnsolvableBoard, astar

    def by_astar(board, k):
        try:
            astar(board)
        except UnsolvableBoard:
            return False
        return True

    said = check_solvable_function(by_astar).message
    assert "teachkit's own astar" in said and "check_solvable" not in said, said


def test_answers_that_are_not_a_verdict_are_named():
    def stub(board, k): ...

    def as_number(board, k):
        return int(good(board, k))

    def crashes_off_width_four(board, k):
        return board[15] >= 0 and good(board, k)

    def three_arguments(board, k, extra):
        return True

    assert "returns None" in check_solvable_function(stub).message
    assert "return True" in check_solvable_function(as_number).message
    crash = check_solvable_function(crashes_off_width_four)
    assert "IndexError" in crash.message and "4 × 4" in crash.message and "assume one width" in crash.message
    assert "def three_arguments(board, k)" in check_solvable_function(three_arguments).message
    assert "replace the ..." in check_solvable_function(...).message
    assert "no parentheses" in check_solvable_function(True).message


def test_a_function_that_never_ends_is_stopped():
    def forever(board, k):
        while True:
            pass

    clock = time.perf_counter()
    verdict = check_solvable_function(forever, seconds=0.5)
    assert not verdict.ok and "did not finish" in verdict.message
    assert time.perf_counter() - clock < 5


def test_a_wrong_function_without_a_known_pattern_gets_a_board_to_work_through():
    def first_two(board, k):
        return (board[0] + board[1]) % 2 == 0

    verdict = check_solvable_function(first_two)
    assert not verdict.ok and "Work this board through by hand" in verdict.message


def test_check_inversions_never_says_which_way_a_wrong_count_is_off():
    from teachkit.sliding import parse_board
    from teachkit.sliding.exercises import check_inversions

    board = parse_board("8 1 3 4 0 2 7 6 5")
    for answer in (inversions(board) - 2, inversions(board) + 2):
        message = check_inversions(board, answer).message
        assert not any(word in message for word in ("too many", "too few", "too high", "too low")), message


def test_the_hints_are_tried_from_the_most_common_mistake_in_class():
    """The blank counted as a tile first, then the blank's row left out on even widths, then the row off by one."""
    from teachkit.sliding.exercises import _solvable_mistakes

    hints = [hint for hint, _ in _solvable_mistakes()]
    assert "counts the blank as a tile" in hints[0]
    assert "decides by the pairs in the wrong order alone" in hints[1]
    assert "off by one" in hints[2](row_from_the_bottom) and "off by one" in hints[2](compared_with_zero)
    assert "opposite of the truth on every board" in hints[-2] and "next to each other" in hints[-1]


def compared_with_zero(board, k):
    """Adds the blank's row on even widths but compares with 0, the goal's parity on odd widths."""
    n = _pairs([t for t in board if t])
    if k % 2 == 1:  # a test of the width compared with 1: not a parity compared with 1
        return n % 2 == 0
    return (n + board.index(0) // k) % 2 == 0


def test_the_off_by_one_hint_leads_with_the_likelier_cause():
    """Same verdicts, two causes (s10 review): a student who compares with 1 but counts the row from the bottom (or
    from 1) is told first to count the row the same way for board and goal; one who compares with 0 is told that."""
    lead = "count the row the same way for the board and for the goal"
    for function in (row_from_the_bottom, row_from_one):
        said = check_solvable_function(function).message
        assert lead in said.casefold() and "comparing with 0" not in said, (function, said)
        assert said.casefold().index(lead) < said.index("compare the two parities")
    said = check_solvable_function(compared_with_zero).message
    assert "likely cause: comparing with 0" in said and said.index("comparing with 0") < said.index(lead), said


def width_from_len_compared_with_zero(board, k):
    """Compares with 0 on even widths, and tests the width through len(board) (r15-a #10)."""
    n = _pairs([t for t in board if t])
    if len(board) % 2 == 1:  # a test of the width, written with len(board)
        return n % 2 == 0
    return (n + board.index(0) // k) % 2 == 0


def test_a_width_tested_through_len_board_is_a_width_test():
    said = check_solvable_function(width_from_len_compared_with_zero).message
    assert "likely cause: comparing with 0" in said, said


def test_the_off_by_one_hints_guide_without_stating_the_goal_s_parity():
    """s12: the hint must not hand over what step 3 asks the student to work out."""
    for function in (row_from_the_bottom, row_from_one, compared_with_zero):
        said = check_solvable_function(function).message
        assert "compute the same sum for goal(k) and compare the two parities" in said.casefold(), said
        assert "1 is the goal's parity" not in said and "is not even" not in said, said


def test_refusing_is_solvable_or_parity_class_names_it_without_describing_astar():
    """s12: an aliased is_solvable, or parity_class fetched with importlib, is refused by its own name."""
    import importlib

    from teachkit.sliding import is_solvable as _s

    _p = getattr(importlib.import_module("teachkit.sliding.board"), "parity" + "_class")

    def aliased(board, k):
        return _s(board)

    def fetched(board, k):
        return _p(tuple(board)) == _p(goal(k))

    for function, name in ((aliased, "is_solvable"), (fetched, "parity_class")):
        said = check_solvable_function(function).message
        assert f"teachkit's own {name}" in said and "astar" not in said and "refuses" not in said, said
