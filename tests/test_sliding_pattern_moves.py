"""The checker of notebook 07's hand exercise: the fewest moves of tiles 1 and 2, the others moving for free."""

from teachkit.sliding.exercises import check_pattern_moves, replay_pattern_moves

BOARD06 = "2 1 3 / 4 5 6 / 8 7 0"


def test_a_shortest_pattern_solution_passes_in_either_spelling():
    assert check_pattern_moves(BOARD06, (1, 2), "2D 1L 2R 2U").ok
    assert check_pattern_moves(BOARD06, (1, 2), ["2d", "1l", "2r", "2u"]).ok
    assert "stores 4" in check_pattern_moves(BOARD06, (1, 2), "2D 1L 2R 2U").message


def test_each_mistake_is_named():
    assert "write the moves" in check_pattern_moves(BOARD06, (1, 2), ...).message
    assert "tile 2 is on that square" in check_pattern_moves(BOARD06, (1, 2), "1L").message
    assert "off the board" in check_pattern_moves(BOARD06, (1, 2), "2L").message
    assert "not in the group" in check_pattern_moves(BOARD06, (1, 2), "3D").message
    assert "not on its goal square" in check_pattern_moves(BOARD06, (1, 2), "2D 1L 2R").message
    longer = check_pattern_moves(BOARD06, (1, 2), "2D 1L 2R 2U 2D 2U")
    assert not longer.ok and "shorter way exists" in longer.message


def test_the_blank_cannot_cross_a_tile_of_the_group():
    # tiles 1 and 2 wall the corner square off: the blank, at the bottom right, cannot reach it
    board = "0 2 3 / 1 5 6 / 4 7 8"
    assert replay_pattern_moves(board, (1, 2), "1U")[1] is None  # the blank is in the corner already
    walled = "3 2 4 / 1 5 6 / 7 8 0"
    where, problem = replay_pattern_moves(walled, (1, 2), "1U")
    assert "blank cannot get there" in problem and where == {1: 3, 2: 1}
