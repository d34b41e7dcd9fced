"""The Predict prompts of notebooks 06 and 07 that ask for a number or a comparison: each truth is what teachkit's
own searches and tables give, and the reason shown after a guess names those numbers."""

from teachkit.checks import predict
from teachkit.sliding import AdditivePDB, astar, bfs_distances, goal, linear_conflict
from teachkit.sliding.measure import pick_at_depths
from teachkit.sliding.pdb import build_pattern_database
from teachkit.sliding.predictions import PREDICTIONS


def _depth20():
    return pick_at_depths(bfs_distances(3), [4, 8, 12, 16, 20], seed=0)[20]


def test_the_perfect_heuristic_generates_about_two_nodes_per_expansion():
    distances = bfs_distances(3)
    result = astar(_depth20(), lambda board, goal=None: distances[board])
    assert result.expanded == 20 and 36 <= result.generated <= 50
    assert PREDICTIONS["06-perfect-generated"].truth() == "31 to 50"
    told = predict("sliding:06-perfect-generated", "21")
    assert not told.ok and f"generated {result.generated} nodes" in told.message and "above 1" in told.message
    assert "not one of the choices" in predict("sliding:06-perfect-generated", 40).message  # nothing revealed


def test_the_four_four_tables_expand_fewer_than_linear_conflict_on_the_depth_20_board():
    tables = [build_pattern_database(goal(3), group) for group in ((1, 2, 3, 4), (5, 6, 7, 8))]
    board = _depth20()
    pdb = astar(board, AdditivePDB(tables, reflect=False)).expanded
    lc = astar(board, linear_conflict).expanded
    assert pdb < lc and PREDICTIONS["07-pdb44-vs-lc"].truth() == "fewer"
    assert f"{pdb} nodes with the 4-4 tables and {lc}" in predict("sliding:07-pdb44-vs-lc", "More").message


def test_the_fewer_times_prediction_rounds_the_measured_ratio_to_the_nearest_choice_on_a_log_scale():
    from teachkit.sliding import astar, linear_conflict, misplaced
    from teachkit.sliding.predictions import _eight_boards

    board = _eight_boards()["d=20"]
    ratio = astar(board, misplaced).expanded / astar(board, linear_conflict).expanded
    assert PREDICTIONS["06-fewer-times"].truth() == 40 and 20 < ratio < 80
    told = predict("sliding:06-fewer-times", "10")
    assert "the answer is 40" in told.message and f"{ratio:.1f} times fewer" in told.message
    assert "not one of the choices" in predict("sliding:06-fewer-times", 7).message  # nothing revealed


def test_the_row_penalty_feedback_says_why_counting_pairs_gives_too_many():
    said = str(predict("sliding:06-lc-row-321", 6))
    assert "the answer is 4" in said and "tiles that leave, not pairs" in said, said


def test_the_reflection_tiles_are_read_off_a_reflected_board():
    # independent of reflection_labels: reflect a board and see which real tiles stand, mirrored, where the
    # reflected board has the tiles named 1-4
    from teachkit.sliding import parse_board, reflect

    board = parse_board("8 7 6 / 5 4 3 / 2 1 0")
    flipped = reflect(board)
    real = {board[(q % 3) * 3 + q // 3] for q, name in enumerate(flipped) if name in (1, 2, 3, 4)}
    assert PREDICTIONS["07-reflection-tiles"].truth() == real == {1, 2, 4, 7}
    assert "the answer is {1, 2, 4, 7}" in predict("sliding:07-reflection-tiles", {1, 2, 3, 4}).message
    assert "nothing is revealed" in predict("sliding:07-reflection-tiles", {1, 2, 3}).message
    assert predict("sliding:07-reflection-tiles", [7, 4, 2, 1])
