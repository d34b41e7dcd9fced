"""Exercise checkers: correct for good answers, a precise reason for wrong ones."""

import pytest

from teachkit.hanoi import (InvalidDiskCount, Move, TooManyDisks, check_end_peg, check_move_at, check_moves,
                            check_state_at, solve_iterative, solve_recursive, state_at)


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
    assert "not a (src, dst) pair" in check_moves(3, [5]).message
    assert "top disk of peg A is disk 1" in check_moves(3, [Move(3, 0, 2)]).message


def test_incomplete_and_too_long_solutions():
    partial = check_moves(3, list(solve_recursive(3))[:5])
    assert not partial.ok and "all 5 moves are legal" in partial.message
    detour = [(0, 1), (1, 0)] + list((m.src, m.dst) for m in solve_recursive(2))
    assert not check_moves(2, detour).ok and "fewest possible is 2**2 - 1 = 3" in check_moves(2, detour).message
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


def test_bad_n_in_a_checker_is_an_error_not_a_verdict():
    with pytest.raises(InvalidDiskCount):
        check_moves(0, [])
    with pytest.raises(TooManyDisks):
        check_moves(64, [])


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
