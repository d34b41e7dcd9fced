"""The Predict answers of notebooks 04 and 05 (teachkit.sliding.predictions), computed by teachkit's own code."""

from teachkit.checks import predict
from teachkit.sliding import astar_trace, manhattan, zero
from teachkit.sliding.predictions import PREDICTIONS, UCS_RANGES, _traced_board


def test_the_answers_of_notebook_04():
    assert PREDICTIONS["04-farther-neighbours"].truth() == 3  # U, L, R lead 3 moves from the goal, D 1
    assert PREDICTIONS["04-swap-count"].truth() == 4  # 2 6 5 1: (2, 1), (6, 5), (6, 1), (5, 1)
    assert PREDICTIONS["04-bfs-share"].truth() == "40% to 60%"  # 181,440 of 362,880: exactly half
    assert PREDICTIONS["04-vertical-changes"].truth() == {-4, -2, 0, 2, 4}  # asked for the 5 x 5 board


def test_the_answers_of_notebook_05():
    assert PREDICTIONS["05-f-goes-down"].truth() is False
    assert PREDICTIONS["05-f-eight-on-path"].truth() == 8  # f = 6 at the start, 8 from the first move on
    assert _traced_board() == (1, 2, 3, 5, 8, 7, 0, 4, 6)  # the board notebook 05's frontier Player writes out


def test_uniform_cost_steps_are_asked_as_a_range_and_the_range_holds_the_count():
    steps = len(list(astar_trace(_traced_board(), zero)))
    truth = PREDICTIONS["05-ucs-steps"].truth()
    low, high = {"under 100": (0, 99), "100 to 999": (100, 999), "1000 to 9999": (1000, 9999)}.get(
        truth, (10**4, 10**9)
    )
    assert truth in UCS_RANGES and low <= steps <= high
    assert "not one of the choices" in str(predict("sliding:05-ucs-steps", 645))  # a number is sent back, unrevealed
    guided = len(list(astar_trace(_traced_board(), manhattan)))
    assert f"took {guided}" in str(predict("sliding:05-ucs-steps", truth))


def test_the_why_of_f_goes_down_points_at_a_slide_both_editions_show():
    said = str(predict("sliding:05-f-goes-down", False))
    assert "What f does, and why" in said and "below" not in said


def test_the_theorem_fails_at_step_3_when_h_overestimates_and_the_reason_shows_it():
    from teachkit.sliding import astar, manhattan
    from teachkit.sliding.predictions import _overestimate_case

    assert PREDICTIONS["05-theorem-step"].truth() == 3
    board, found, cost, i, f = _overestimate_case()
    assert found > cost == astar(board, manhattan).cost and f > cost
    said = str(predict("sliding:05-theorem-step", "3"))
    assert said.startswith("correct") and f"> C: step 3 fails, and A* returned {found} moves" in said


def test_the_laptop_count_is_a_range_computed_from_the_storage_figures():
    assert PREDICTIONS["04-laptops"].truth() == "10 to 99"  # 16!/2 bits = 1.3 TB, 81.7 laptops of 16 GB
    assert "not one of the choices" in str(predict("sliding:04-laptops", 82))  # a number is sent back, unrevealed
    said = str(predict("sliding:04-laptops", "100 or more"))
    assert said.startswith("you predicted '100 or more'; the answer is") and "81.7 laptops" in said


def test_sets_in_the_feedback_print_sorted():
    assert "the answer is {-4, -2, 0, 2, 4}" in str(predict("sliding:04-vertical-changes", {1}))


def test_a_badly_formed_set_is_sent_back_without_the_answer():
    for key, truth in [("04-vertical-changes", "-4, -2, 0, 2, 4")]:
        for guess in (3, "3", {"1", "3"}, set(), 1.5):
            said = str(predict(f"sliding:{key}", guess))
            assert "nothing is revealed yet" in said and truth not in said and "answer is" not in said, (key, guess)
        assert predict(f"sliding:{key}", [int(x) for x in truth.split(", ")]).ok  # a list is read as a set


def test_the_bfs_share_is_asked_as_equally_specific_ranges_and_read_in_other_spellings():
    from teachkit.sliding.predictions import BFS_SHARES

    assert not any("(" in choice for choice in BFS_SHARES)
    for spelling in ("40% to 60%", "40 to 60", "40-60%", " 40–60 "):
        assert str(predict("sliding:04-bfs-share", spelling)).startswith("correct"), spelling
    assert "not one of the choices" in str(predict("sliding:04-bfs-share", "half"))  # sent back, unrevealed
    said = str(predict("sliding:04-bfs-share", "over 60%, not all"))
    assert "the answer is '40% to 60%'" in said and "181,440 of the 362,880" in said, said


def test_the_f_equals_8_count_explains_where_f_jumps():
    said = str(predict("sliding:05-f-eight-on-path", "7"))
    assert "the answer is 8" in said and "the jump is the first move" in said, said
    assert "not one of the choices" in str(predict("sliding:05-f-eight-on-path", 12))


def test_the_counting_prompts_of_notebook_04_send_back_a_badly_formed_guess_unrevealed():
    said = str(predict("sliding:04-farther-neighbours", 5))
    assert "not one of the choices" in said and "answer is" not in said
    said = str(predict("sliding:04-swap-count", "four"))
    assert "nothing is revealed yet" in said and "(5, 1)" not in said
    assert predict("sliding:04-swap-count", " 4 ").ok and predict("sliding:04-farther-neighbours", "3").ok
    assert "D 1" in str(predict("sliding:04-farther-neighbours", 1))
