"""Exercise checkers: correct for good answers, a precise reason for wrong ones."""

import time

import pytest

from teachkit.hanoi import (
    Move,
    check_end_peg,
    check_move_at,
    check_moves,
    check_state_at,
    checks,
    move_at,
    solve_iterative,
    solve_recursive,
    state_at,
)
from teachkit.hanoi.checks import check_hanoi_function, check_move_at_function


def test_the_solution_is_correct_in_both_spellings():
    moves = list(solve_recursive(4))
    assert check_moves(4, moves).ok
    assert check_moves(4, [(m.src, m.dst) for m in moves]).ok
    assert "minimum" in check_moves(4, moves).message
    assert str(check_moves(4, moves)).startswith("correct")


def test_another_target_peg():
    assert check_moves(3, solve_iterative(3, +1), dst=1).ok
    result = check_moves(3, solve_iterative(3, +1))
    assert not result.ok and "not all on peg C" in result.message


def test_the_first_illegal_move_is_named():
    result = check_moves(3, [(0, 2), (0, 2)])
    assert not result.ok
    assert result.message.startswith("move 2 is illegal")
    assert "disk 2 cannot go on the smaller disk 1" in result.message
    assert "peg B is empty" in check_moves(3, [(1, 2)]).message
    assert "no peg 7" in check_moves(3, [(7, 2)]).message
    assert "not a (src, dst) pair" in check_moves(3, [5.5]).message
    assert "top disk of peg A is disk 1" in check_moves(3, [Move(3, 0, 2)]).message


def test_incomplete_and_too_long_solutions():
    partial = check_moves(3, list(solve_recursive(3))[:5])
    assert not partial.ok and "all 5 moves are legal" in partial.message
    detour = [(0, 1), (1, 0)] + list((m.src, m.dst) for m in solve_recursive(2))
    assert not check_moves(2, detour).ok and "fewest possible for 2 disks is 3" in check_moves(2, detour).message
    assert check_moves(2, detour, minimal=False).ok


def test_short_answers_read_well():
    assert "no moves yet" in check_moves(2, []).message
    assert "the one move is legal" in check_moves(2, [(0, 1)]).message


def test_an_endless_answer_is_cut_off():
    def forever():
        while True:
            yield (0, 1)
            yield (1, 0)

    result = check_moves(3, forever())
    assert not result.ok and "more than" in result.message


def test_bad_exercise_numbers_are_a_verdict_not_a_traceback():
    for result in (
        check_moves(0, []),
        check_moves(64, []),
        check_moves(3, [], dst=7),
        check_move_at(0, 3, (1, 0, 2)),
        check_move_at(3, "n", (1, 0, 2)),
        check_end_peg(3, 2, 0),
        check_state_at(99, 3, (0, 0, 0)),
    ):
        assert not result.ok and str(result).startswith("not yet — the exercise itself is set up wrongly")


def test_check_move_at():
    assert check_move_at(11, 4, Move(1, 2, 0)).ok
    assert check_move_at(11, 4, (1, 2, 0)).ok
    assert "disk 2 is not the disk that moves at step 11" in check_move_at(11, 4, (2, 2, 0)).message
    assert "disk 1 is right, but it does not go 0→2" in check_move_at(11, 4, (1, 0, 2)).message
    assert not check_move_at(11, 4, None).ok
    assert "not a Move" in check_move_at(11, 4, 7).message


def test_check_end_peg():
    assert check_end_peg(3, +1, 1).ok
    assert check_end_peg(4, +1, 2).ok
    wrong = check_end_peg(4, +1, 1)
    assert not wrong.ok and "even" in wrong.message


def test_check_state_at():
    assert check_state_at(5, 3, state_at(5, 3)).ok
    assert check_state_at(5, 3, list(state_at(5, 3))).ok
    result = check_state_at(5, 3, (1, 1, 2))
    assert state_at(5, 3)[0] == 0 and not result.ok and "disk 1 is not on peg 1 after 5 moves" in result.message
    assert "one peg per disk" in check_state_at(5, 3, (0,)).message
    assert "step must be" in check_state_at(99, 3, (0, 0, 0)).message
    assert "0, 1 or 2" in check_state_at(5, 3, (0, 5, 0)).message


def test_unfinished_stubs_and_wrong_types_are_reported():
    for result, words in (
        (check_moves(3, ...), "still `...`"),
        (check_moves(3, None), "is None"),
        (check_moves(3, 7), "must be a list"),
        (check_moves(3, [object()]), "not a (src, dst)"),
        (check_moves(3, [("a", "b")]), "write pegs as numbers 0, 1, 2"),
        (check_move_at(11, 4, ...), "still `...`"),
        (check_move_at(11, 4, (1.0, 2, 0)), "floats"),
        (check_move_at(11, 4, (1, 2)), "three parts"),
        (check_move_at(11, 4, ("x", 2, 0)), "whole"),
        (check_end_peg(5, -1, None), "is None"),
        (check_end_peg(5, -1, 3), "peg 0, 1 or 2"),
        (check_end_peg(5, -1, "B"), "peg 0, 1 or 2"),
        (check_state_at(5, 3, ...), "still `...`"),
        (check_state_at(5, 3, (0.0, 0, 0)), "0, 1 or 2"),
    ):
        assert not result.ok and words in result.message, (words, result)


def test_a_generator_that_fails_half_way_is_reported():
    def broken():
        yield (0, 2)
        raise KeyError("oops")

    result = check_moves(3, broken())
    assert not result.ok and "producing move 2 raised KeyError" in result.message


def good_hanoi(n, src, dst, via):
    if n == 0:
        return []
    return good_hanoi(n - 1, src, via, dst) + [(src, dst)] + good_hanoi(n - 1, via, dst, src)


def test_check_hanoi_function_passes_a_correct_recursion_in_list_or_generator_form():
    assert check_hanoi_function(good_hanoi).ok

    def as_generator(n, src, dst, via):
        if n:
            yield from as_generator(n - 1, src, via, dst)
            yield (src, dst)
            yield from as_generator(n - 1, via, dst, src)

    assert check_hanoi_function(as_generator).ok
    assert "n = 0..6" in check_hanoi_function(good_hanoi).message


def test_check_hanoi_function_names_the_first_problem_without_the_answer():
    def stub(n, src, dst, via):
        if n == 0:
            return []
        return [(src, dst)]

    result = check_hanoi_function(stub)
    assert not result.ok and result.message.startswith("my_hanoi(2, 0, 2, 1): the one move is legal")

    def swapped(n, src, dst, via):  # the two recursive calls aim at the wrong pegs
        if n == 0:
            return []
        return swapped(n - 1, src, dst, via) + [(src, dst)] + swapped(n - 1, via, dst, src)

    result = check_hanoi_function(swapped)
    assert not result.ok and "my_hanoi(2, 0, 2, 1): move 2 is illegal" in result.message

    def no_base_case(n, src, dst, via):
        return no_base_case(n - 1, src, via, dst) + [(src, dst)] + no_base_case(n - 1, via, dst, src)

    assert "recursed without end" in check_hanoi_function(no_base_case).message

    def raises(n, src, dst, via):
        raise ValueError("not written yet")

    assert check_hanoi_function(raises).message == "my_hanoi(0, 0, 2, 1) raised ValueError: not written yet"

    def no_return(n, src, dst, via):
        pass

    assert "forget `return`" in check_hanoi_function(no_return).message

    def ellipsis(n, src, dst, via):
        return ...

    assert "still `...`" in check_hanoi_function(ellipsis).message

    def number(n, src, dst, via):
        return 2**n - 1

    assert "should return a list" in check_hanoi_function(lambda n, s, d, v: [] if n == 0 else 7).message
    assert "should return a list" in check_hanoi_function(number).message
    assert not check_hanoi_function(lambda n: []).ok and "TypeError" in check_hanoi_function(lambda n: []).message
    assert "still `...`" in check_hanoi_function(...).message
    assert "should be a function" in check_hanoi_function(3).message


def good_move_at(i, n):
    L = (i & -i).bit_length()
    S = (i >> L) + 1
    cycle = (0, 2, 1) if (n - L) % 2 == 0 else (0, 1, 2)
    place = (S - 1) % 3
    return Move(L, cycle[place], cycle[(place + 1) % 3])


def test_check_move_at_function_passes_a_correct_closed_form():
    assert check_move_at_function(good_move_at).ok
    assert "all 502 steps of n = 1..8" in check_move_at_function(good_move_at).message


def test_check_move_at_function_gives_specific_hints():
    def wrong_disk(i, n):
        move = good_move_at(i, n)
        return move._replace(disk=move.disk + 1) if i == 4 else move

    result = check_move_at_function(wrong_disk)
    assert not result.ok and "my_move_at(4, 3) moves disk 4" in result.message and "2 divides" in result.message

    def one_cycle_for_all(i, n):  # forgets that the cycle depends on the parity of n - L
        L = (i & -i).bit_length()
        place = (i >> L) % 3
        return Move(L, (0, 2, 1)[place], (0, 2, 1)[(place + 1) % 3])

    result = check_move_at_function(one_cycle_for_all)
    assert not result.ok and result.message.startswith("my_move_at(1, 2): disk 1 is right, but it does not go 0→2")
    assert "the cycle of disk 1 when n = 2" in result.message

    def with_floats(i, n):
        L = (i & -i).bit_length()
        S = round(i / 2**L + 0.5)  # exact for small i, but a float
        return (L, *good_move_at(i, n)[1:]) if S else None

    assert check_move_at_function(with_floats).ok  # it returns ints: floats inside are the student's business

    def float_pegs(i, n):
        move = good_move_at(i, n)
        return (move.disk, float(move.src), move.dst)

    assert "floats" in check_move_at_function(float_pegs).message

    def float_sn(i, n):  # i / 2**L loses precision for huge i
        L = (i & -i).bit_length()
        S = int(i / 2**L) + 1
        cycle = (0, 2, 1) if (n - L) % 2 == 0 else (0, 1, 2)
        return Move(L, cycle[(S - 1) % 3], cycle[S % 3])

    result = check_move_at_function(float_sn)
    assert not result.ok and ", 64)" in result.message

    def stub(i, n):
        return ...

    assert "still `...`" in check_move_at_function(stub).message
    assert "raised ZeroDivisionError" in check_move_at_function(lambda i, n: 1 // 0).message
    assert "should be a function" in check_move_at_function("move").message


def test_a_function_that_never_finishes_is_stopped(monkeypatch):
    monkeypatch.setattr(checks, "TIME_LIMIT", 0.3)

    def forever(i, n):
        while True:
            pass

    start = time.perf_counter()
    result = check_move_at_function(forever)
    assert time.perf_counter() - start < 3
    assert not result.ok and "did not finish within 0.3 s" in result.message

    def slow_hanoi(n, src, dst, via):
        while n:
            yield (src, dst)
            yield (dst, src)

    assert "more than" in check_hanoi_function(slow_hanoi).message  # cut off by the move limit, not the clock


def test_move_at_checker_catches_float_arithmetic_on_the_64_disk_tower():
    """i / 2**L in floats is exact for small towers but not near 2**62: the checker must notice."""
    import math

    def float_move_at(i, n, src=0, dst=2):
        level = (i & -i).bit_length()
        turns = math.ceil(i / 2**level)  # a float division, the trap the notebook warns about
        d = (1 if (n - level) % 2 == 0 else -1) * (1 if (dst - src) % 3 == 1 else -1)
        return level, (src + d * (turns - 1)) % 3, (src + d * turns) % 3

    verdict = check_move_at_function(float_move_at)
    assert not verdict.ok and "64" in verdict.message


def test_teachkits_own_functions_are_not_an_answer():
    """Handing back (or merely calling) the library's solver is refused: the exercise is to write it."""
    import teachkit.hanoi as th
    from teachkit.hanoi import move_at_bits
    from teachkit.hanoi.solve import hanoi

    def wraps_solver(n, src, dst, via):
        return [(m.src, m.dst) for m in solve_recursive(n, src, dst)] if n else []

    def via_module(n, src, dst, via):
        return list(th.solve_iterative(n, 1)) if n else []

    class Wrapper:
        def __call__(self, n, src, dst, via):
            return hanoi(n, src, dst, via)

    for candidate, used in (
        (Wrapper(), "hanoi"),
        (hanoi, "hanoi"),
        (solve_recursive, "solve_recursive"),
        (lambda n, s, d, v: hanoi(n, s, d, v), "hanoi"),
        (wraps_solver, "solve_recursive"),
        (via_module, "solve_iterative"),
    ):
        verdict = check_hanoi_function(candidate)
        assert not verdict.ok and f"teachkit's own {used}" in verdict.message, (used, verdict)
        assert "write it yourself" in verdict.message

    for candidate, used in (
        (move_at, "move_at"),
        (move_at_bits, "move_at_bits"),
        (lambda i, n: tuple(move_at(i, n)), "move_at"),
        (lambda i, n: th.move_at_bits(i, n), "move_at_bits"),
    ):
        verdict = check_move_at_function(candidate)
        assert not verdict.ok and f"teachkit's own {used}" in verdict.message, (used, verdict)
        assert str(verdict).startswith("not yet — write it yourself — my_move_at uses teachkit's own")


def test_a_students_own_helper_named_like_teachkits_is_not_refused():
    def hanoi(n, src, dst, via):  # the student's, not teachkit's
        if n == 0:
            return []
        return hanoi(n - 1, src, via, dst) + [(src, dst)] + hanoi(n - 1, via, dst, src)

    assert check_hanoi_function(hanoi).ok
    assert check_hanoi_function(lambda n, s, d, v: hanoi(n, s, d, v)).ok
    assert check_move_at_function(good_move_at).ok  # uses Move, a type, not a solver


def test_check_state_at_takes_numpy_answers_and_odd_objects_without_raising():
    import numpy as np

    assert check_state_at(5, 3, np.array(state_at(5, 3))).ok
    assert not check_state_at(5, 3, np.array([1, 1, 2])).ok
    assert "one peg per disk" in check_state_at(5, 3, {0: 0}).message
    assert "0, 1 or 2" in check_state_at(5, 3, (np.array([0]), 0, 0)).message
    assert check_end_peg(3, +1, np.int64(1)).ok


def test_the_checkers_of_notebook_01_do_not_give_away_the_move_count_formula():
    """Notebook 01 asks the student to predict the count after these exercises: no '2**n' in their messages."""
    moves = [(m.src, m.dst) for m in solve_recursive(3, 0, 1)]
    detour = [(0, 2), (2, 0)] + moves
    for message in (check_moves(3, moves, dst=1).message, check_moves(3, detour, dst=1).message):
        assert "2**" not in message and "2ⁿ" not in message
    assert "fewest possible for 3 disks is 7" in check_moves(3, detour, dst=1).message
    assert "2**" not in check_hanoi_function(good_hanoi).message


def test_check_by_hand_passes_a_hand_answer():
    from teachkit.hanoi.checks import check_by_hand

    hand = [(0, 1), (0, 2), (1, 2), (0, 1), (2, 0), (2, 1), (0, 1)]
    assert check_by_hand(3, hand, src=0, dst=1).ok
    assert "fewest possible" in check_by_hand(3, hand[:-1] + [(0, 2), (2, 1)], src=0, dst=1).message
    assert "peg B is empty" in check_by_hand(3, [(1, 2)], src=0, dst=1).message


def test_check_by_hand_refuses_the_library_solvers():
    """Their generator, their Move objects, or pairs made in a cell (here: this function) that calls them."""
    from teachkit.hanoi.checks import check_by_hand

    assert "write them yourself" in check_by_hand(3, solve_recursive(3, 0, 1), src=0, dst=1).message
    objects = check_by_hand(3, list(solve_recursive(3, 0, 1)), src=0, dst=1).message
    assert "Move objects" in objects and "work the moves out yourself" in objects  # not a recipe to convert them
    pairs = [(m.src, m.dst) for m in solve_recursive(3, 0, 1)]  # this caller names solve_recursive
    assert "teachkit's own solve_recursive" in check_by_hand(3, pairs, src=0, dst=1).message


def test_check_hanoi_function_names_a_default_list_carried_over_between_calls():
    def my_hanoi(n, src, dst, via, moves=[]):  # noqa: B006 - the mistake under test
        if n:
            my_hanoi(n - 1, src, via, dst, moves)
            moves.append((src, dst))
            my_hanoi(n - 1, via, dst, src, moves)
        return moves

    assert "default argument" in check_hanoi_function(my_hanoi).message


def test_towers_apply_takes_a_src_dst_pair():
    from teachkit.hanoi import IllegalMove, Towers

    towers = Towers(3).apply((0, 1))
    assert towers.state() == ((3, 2), (1,), ())
    with pytest.raises(IllegalMove, match="disk 2 cannot go on the smaller disk 1"):
        towers.apply((0, 1))
    with pytest.raises(IllegalMove, match="peg C is empty"):
        towers.apply((2, 0))


def _inside_import(n, src, dst, via):
    from teachkit.hanoi import solve_recursive

    if n == 0:
        return []
    return list(solve_recursive(n, src=src, dst=dst))


def _module_alias(n, src, dst, via):
    import teachkit.hanoi.solve as s

    if n == 0:
        return []
    return [(m.src, m.dst) for m in s.solve_recursive(n, src=src, dst=dst)]


def _getattr_spelling(n, src, dst, via):
    import importlib

    solver = getattr(importlib.import_module("teachkit.hanoi"), "solve_" + "recursive")
    if n == 0:
        return []
    return [(m.src, m.dst) for m in solver(n, src=src, dst=dst)]


@pytest.mark.parametrize("fn", [_inside_import, _module_alias, _getattr_spelling])
def test_check_hanoi_function_refuses_a_solver_reached_at_run_time(fn):
    """An import inside the function (or an alias, or getattr) is not in its globals: the run is watched."""
    verdict = checks.check_hanoi_function(fn)
    assert not verdict
    assert "teachkit's own solve_recursive" in verdict.message


def test_check_hanoi_function_still_accepts_an_honest_recursion():
    def my_hanoi(n, src, dst, via):
        if n == 0:
            return []
        return my_hanoi(n - 1, src, via, dst) + [(src, dst)] + my_hanoi(n - 1, via, dst, src)

    assert checks.check_hanoi_function(my_hanoi)


def test_a_list_kept_outside_the_function_is_named_as_state_between_calls():
    moves = []

    def kept(n, src, dst, via):  # the classic bug: one list outside, appended to by every call
        if n == 0:
            return moves
        kept(n - 1, src, via, dst)
        moves.append((src, dst))
        kept(n - 1, via, dst, src)
        return moves

    for _ in range(2):  # a first check, then a second one that finds the list already filled
        result = check_hanoi_function(kept)
        assert not result.ok and "keeps state between calls (a list outside it?)" in result.message
        assert "build a new list in each call" in result.message and "illegal" not in result.message


def test_moves_written_in_the_wrong_form_are_not_called_illegal():
    letters = check_moves(3, [("A", "B"), ("A", "C")], src=0, dst=1)
    assert not letters.ok and "write pegs as numbers 0, 1, 2 (A is 0" in letters.message
    assert "illegal" not in letters.message

    def flat(n, src, dst, via):
        return flat(n - 1, src, via, dst) + [src, dst] + flat(n - 1, via, dst, src) if n else []

    def nested(n, src, dst, via):
        return [nested(n - 1, src, via, dst), (src, dst), nested(n - 1, via, dst, src)] if n else []

    spliced, nest = check_hanoi_function(flat), check_hanoi_function(nested)
    assert "each move is one (src, dst) pair: wrap it, [(src, dst)]" in spliced.message
    assert "join the lists with +, do not nest them" in nest.message
    assert not spliced.ok and not nest.ok and "illegal" not in spliced.message + nest.message
    assert "move 2 is illegal" in check_moves(3, [(0, 2), (0, 2)]).message  # a broken rule still is


def test_a_bare_return_in_the_base_case_asks_for_an_empty_list():
    def bare(n, src, dst, via):
        if n == 0:
            return
        return bare(n - 1, src, via, dst) + [(src, dst)] + bare(n - 1, via, dst, src)

    message = check_hanoi_function(bare).message
    assert message == "my_hanoi(0, 0, 2, 1) returned None for n = 0: with no disks, return an empty list []"
    assert "give your answer" not in check_hanoi_function(lambda n, s, d, v: None).message


def test_one_disk_is_singular():
    assert check_moves(1, [(0, 2)]).message == "1 legal move, the minimum for 1 disk"
    assert "the fewest possible for 1 disk is 1" in check_moves(1, [(0, 1), (1, 2)]).message
    assert "the minimum for 3 disks" in check_moves(3, [(0, 2), (0, 1), (2, 1), (0, 2), (1, 0), (1, 2), (0, 2)]).message
