"""The Predict answers of notebooks 00 and 01 (teachkit.hanoi.predictions): computed by teachkit, read in the forms a
student writes, and a guess outside the choices is sent back without the answer."""

import pytest

from teachkit.checks import PREDICT_FIRST, predict
from teachkit.hanoi.checks import check_moves
from teachkit.hanoi.draw import TowersTreeScene
from teachkit.hanoi.predictions import PREDICTIONS


@pytest.mark.parametrize(
    ("key", "truth"),
    [
        ("index-lamps-13", 3),
        ("01-moves-10", 1023),
        ("01-disk-2-third-move", 10),
        ("01-move-5-of-4", (1, 2, 0)),
        ("01-ages-of-universe-64", 40),
    ],
)
def test_each_answer_is_computed_and_nothing_is_shown_before_a_guess(key, truth):
    assert PREDICTIONS[key].truth() == truth
    assert PREDICT_FIRST in predict(f"hanoi:{key}", ...).message
    assert predict(f"hanoi:{key}", truth).ok


@pytest.mark.parametrize("guess", [(1, "C", "A"), (1, 2, 0), [1, "c", "a"], "1 C A", "disk 1 from C to A", "(1, 2, 0)"])
def test_move_5_is_read_with_letters_or_numbers_for_the_pegs(guess):
    assert predict("hanoi:01-move-5-of-4", guess).ok


@pytest.mark.parametrize(
    ("key", "guess"),
    [("01-move-5-of-4", (1, 3, 1)), ("01-move-5-of-4", "soon"), ("01-ages-of-universe-64", 42), ("index-lamps-13", 5)],
)
def test_a_guess_outside_the_choices_is_sent_back_without_the_answer(key, guess):
    result = predict(f"hanoi:{key}", guess)
    assert not result.ok and "not one of the choices" in result.message and "the answer is" not in result.message


def test_a_wrong_choice_is_told_the_answer_and_why():
    result = predict("hanoi:01-ages-of-universe-64", "1000")
    assert not result.ok and "the answer is 40" in result.message and "times the present age" in result.message
    assert predict("hanoi:01-ages-of-universe-64", "40").ok
    assert predict("hanoi:index-lamps-13", "3").ok


def test_pegs_counted_from_one_are_named_as_the_mistake():
    moves_1_to_3 = [(1, 2), (1, 3), (2, 3), (1, 2), (3, 1), (3, 2), (1, 2)]  # Exercise 1 with pegs 1, 2, 3
    result = check_moves(3, moves_1_to_3, src=0, dst=1)
    assert not result.ok and "numbered 0, 1, 2" in result.message and "1, 2, 3" in result.message
    assert "numbered 0, 1, 2" in check_moves(3, [(1, 2)]).message  # an empty peg B names the numbering too
    right = [(0, 1), (0, 2), (1, 2), (0, 1), (2, 0), (2, 1), (0, 1)]
    assert check_moves(3, right, src=0, dst=1).ok


def test_the_animation_can_hide_step_numbers_until_reached():
    from teachkit.hanoi import snapshots
    from teachkit.player import Player

    frames = list(snapshots(3))
    player = Player(frames, TowersTreeScene(3, show_numbers="done"))
    fig = player.to_multiples(panels=2, cols=2)
    assert fig is not None
    scene = TowersTreeScene(3, show_numbers="done")
    from matplotlib.figure import Figure

    scene.setup(Figure(), frames[0])
    assert not any(label.get_visible() for label in scene.picture.number_labels.values())
    scene.update(frames[2], 2)
    shown = [n for n, label in scene.picture.number_labels.items() if label.get_visible()]
    assert shown == [1, 2]
    with pytest.raises(ValueError, match="show_numbers"):
        TowersTreeScene(3, show_numbers="sometimes").setup(Figure(), frames[0])


@pytest.mark.parametrize("guess", ["2**10-1", "2^10 - 1", "(2 ** 10) - 1", "1,023", "1023"])
def test_a_number_written_as_arithmetic_is_read_as_its_value(guess):
    assert predict("hanoi:01-moves-10", guess).ok


@pytest.mark.parametrize("guess", ["2**10", "__import__('os')", "2**100000", "len('x')"])
def test_other_text_is_judged_as_written_never_run(guess):
    result = predict("hanoi:01-moves-10", guess)
    assert not result.ok and "the answer is 1023" in result.message


@pytest.mark.parametrize(
    ("guess", "answer"),
    [((1, "B", "A"), "(1, 'C', 'A')"), ("1 B A", "(1, 'C', 'A')"), ((1, 1, 0), "(1, 2, 0)")],
)
def test_a_wrong_move_5_is_answered_in_the_students_notation(guess, answer):
    result = predict("hanoi:01-move-5-of-4", guess)
    assert not result.ok and f"you predicted {guess!r}; the answer is {answer}." in result.message
