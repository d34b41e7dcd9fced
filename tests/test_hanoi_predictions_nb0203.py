"""The Predict answers of notebooks 02 and 03 (teachkit.hanoi.predictions): computed by teachkit, read in the forms a
student writes, and a guess outside the choices is sent back without the answer."""

import pytest

from teachkit.checks import PREDICT_FIRST, predict
from teachkit.hanoi import Towers, move_at, solve_iterative, solve_recursive
from teachkit.hanoi.predictions import PREDICTIONS


def _disk_2_way():
    turns = {(m.dst - m.src) % 3 for m in solve_recursive(4) if m.disk == 2}
    return {frozenset({1}): +1, frozenset({2}): -1}.get(frozenset(turns), 0)


def _end_letter():
    towers = Towers(4)
    for move in solve_iterative(4, +1):
        towers.apply(move)
    return "ABC"[towers.all_on()]


@pytest.mark.parametrize(
    ("key", "truth"),
    [
        ("02-disk-2-direction", -1),
        ("02-largest-disk-17-to-31", 4),
        ("02-end-peg-4-plus", "C"),
        ("03-disk-at-second-6e8", 10),
        ("03-move-10-of-4", (2, 1, 0)),
    ],
)
def test_each_answer_is_computed_and_nothing_is_shown_before_a_guess(key, truth):
    assert PREDICTIONS[key].truth() == truth
    before = predict(f"hanoi:{key}", ...)
    assert not before.ok and PREDICT_FIRST in before.message and repr(truth) not in before.message
    assert predict(f"hanoi:{key}", truth).ok


def test_the_truths_agree_with_an_independent_replay():
    assert PREDICTIONS["02-disk-2-direction"].truth() == _disk_2_way()
    assert PREDICTIONS["02-end-peg-4-plus"].truth() == _end_letter()
    assert (
        PREDICTIONS["03-disk-at-second-6e8"].truth() == move_at(600_000_000, 64).disk == 1 + 9
    )  # 6e8 = 2**9 * 3 * 5**8


@pytest.mark.parametrize("guess", [-1, "-1", " -1 ", "−1", -1.0])
def test_the_direction_is_read_as_a_number_or_text(guess):
    assert predict("hanoi:02-disk-2-direction", guess).ok


@pytest.mark.parametrize("guess", [+1, "+1", "1", 0, "0", "it changes", "alternates"])
def test_a_wrong_direction_is_told_the_answer_and_the_path_of_disk_2(guess):
    result = predict("hanoi:02-disk-2-direction", guess)
    assert not result.ok and "the answer is -1" in result.message
    assert "A -> C -> B -> A -> C" in result.message
    assert "one step -1 (A -> C -> B -> A)" in result.message  # the cycle written the way the step goes


@pytest.mark.parametrize("guess", ["C", "c", " C ", "peg C", 2, "2"])
def test_the_end_peg_is_read_as_a_letter_or_a_number(guess):
    assert predict("hanoi:02-end-peg-4-plus", guess).ok


@pytest.mark.parametrize("guess", ["B", 1, "A", 0])
def test_a_wrong_end_peg_is_told_the_answer_and_why(guess):
    result = predict("hanoi:02-end-peg-4-plus", guess)
    assert not result.ok and "the answer is 'C'" in result.message and "4 disks on C" in result.message


@pytest.mark.parametrize("guess", ["10", 10, 10.0, " 10 "])
def test_the_disk_number_is_read_as_a_number_or_text(guess):
    assert predict("hanoi:03-disk-at-second-6e8", guess).ok


def test_a_wrong_disk_is_told_the_answer_and_the_working():
    result = predict("hanoi:03-disk-at-second-6e8", 1)
    assert not result.ok and "the answer is 10" in result.message and "2**9" in result.message


def test_counting_decimal_zeros_is_named_as_the_trap():
    result = predict("hanoi:03-disk-at-second-6e8", 9)  # 8 decimal zeros, so "disk 9": one factor 2 short
    assert not result.ok and "the answer is 10" in result.message and "decimal zeros" in result.message


@pytest.mark.parametrize(
    ("key", "guess"),
    [
        ("02-disk-2-direction", 2),
        ("02-disk-2-direction", "left"),
        ("02-largest-disk-17-to-31", 6),
        ("02-end-peg-4-plus", "D"),
        ("02-end-peg-4-plus", 3),
    ],
)
def test_a_guess_outside_the_choices_is_sent_back_without_the_answer(key, guess):
    result = predict(f"hanoi:{key}", guess)
    assert not result.ok and "not one of the choices" in result.message and "the answer is" not in result.message


def test_the_largest_disk_of_steps_17_to_31_is_checked_against_the_moves_and_explained_two_ways():
    """s10-0204: the old Predict (the disk at step 24) only recalled notebook 01's summary."""
    moves = list(solve_recursive(5))
    assert PREDICTIONS["02-largest-disk-17-to-31"].truth() == max(m.disk for m in moves[16:31]) == 4
    result = predict("hanoi:02-largest-disk-17-to-31", "5")  # the trap: disk 5 moves at 16, just before
    assert not result.ok and "the answer is 4" in result.message and "24 = 2**3 * 3" in result.message
    assert "16 + 8" in result.message and "1, 2, 1, 3, 1, 2, 1, 4, 1" in result.message


def test_the_slowest_form_is_measured_and_read_from_the_names_a_student_writes():
    from teachkit.hanoi.predictions import FORMS, _form_seconds

    seconds = _form_seconds(10)
    assert set(seconds) == set(FORMS) and max(seconds, key=seconds.get) == "solve_iterative"
    assert PREDICTIONS["03-slowest-form"].truth() == "solve_iterative"
    assert predict("hanoi:03-slowest-form", "solve_iterative()").ok
    wrong = predict("hanoi:03-slowest-form", "move_at per step")
    assert not wrong.ok and "the answer is 'solve_iterative'" in wrong.message and "Towers" in wrong.message
    outside = predict("hanoi:03-slowest-form", "bubble sort")
    assert not outside.ok and "nothing is revealed" in outside.message and "Towers" not in outside.message


def test_the_slowest_form_feedback_names_the_race_s_disk_count():
    """v2 report: the feedback said 12 disks while the race in notebook 03 lists 14."""
    from pathlib import Path

    from teachkit.hanoi.predictions import RACE_DISKS

    script = (Path(__file__).parents[1] / "scripts" / "03-hanoi-move-at-any-step.py").read_text(encoding="utf-8")
    assert f"\nN = {RACE_DISKS}\n" in script
    message = predict("hanoi:03-slowest-form", "moves_array").message
    assert f"moves of {RACE_DISKS} disks" in message and "does not depend on the machine" in message


@pytest.mark.parametrize("guess", [(2, 1, 0), (2, "B", "A"), "2 B A", "disk 2 from B to A", [2, 1, 0]])
def test_the_worked_example_s_move_is_read_with_letters_or_numbers(guess):
    """s11-a: notebook 03 asks for step 10 of 4 disks before its worked example prints it."""
    assert PREDICTIONS["03-move-10-of-4"].truth() == tuple(move_at(10, 4)) == tuple(list(solve_recursive(4))[9])
    assert predict("hanoi:03-move-10-of-4", guess).ok


def test_a_wrong_move_at_step_10_is_answered_by_the_three_questions():
    result = predict("hanoi:03-move-10-of-4", (2, "A", "C"))  # disk 2's first move, not its third
    assert not result.ok and "the answer is (2, 'B', 'A')" in result.message
    assert "1010 in binary: 1 zero at the end, so disk 2" in result.message
    assert "steps 2, 6, 10: step 10 is its move 3" in result.message and "A -> C -> B" in result.message
    outside = predict("hanoi:03-move-10-of-4", (5, 0, 2))
    assert not outside.ok and "nothing is revealed" in outside.message and "1010" not in outside.message
