"""The checker of notebook 07's hand exercise: the fewest moves of tiles 1 and 2, the others moving for free."""

import pytest

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


def test_the_fewest_moves_start_from_the_real_blank_not_the_tables_cheapest_blank():
    """Referee r8: on 3 2 0 / 1 4 5 / 6 7 8 tiles 1 and 2 wall the blank in: the table of (1, 2) says 1, but the
    fewest legal moves from this blank are 3, and a 3-move answer is the fewest."""
    import itertools

    from teachkit.errors import ArgumentValueError
    from teachkit.sliding import goal
    from teachkit.sliding.exercises import fewest_pattern_moves
    from teachkit.sliding.pdb import build_pattern_database

    walled = "3 2 0 / 1 4 5 / 6 7 8"
    assert build_pattern_database(goal(3), (1, 2)).cost(walled) == 1
    assert fewest_pattern_moves(walled, (1, 2)) == 3
    assert check_pattern_moves(walled, (1, 2), "2D 1U 2U").ok
    assert not check_pattern_moves(walled, (1, 2), "1U").ok  # the table's 1 is not a legal answer here
    assert fewest_pattern_moves(BOARD06, (1, 2)) == 4
    # never below the table, and equal to it whenever the blank is not walled in (every placement on 3 x 3)
    table = build_pattern_database(goal(3), (1, 2))
    higher = 0
    for a, b, z in itertools.permutations(range(9), 3):
        cells = [t for t in range(3, 9)]
        board = [0] * 9
        board[a], board[b], board[z] = 1, 2, 0
        for sq in range(9):
            if sq not in (a, b, z):
                board[sq] = cells.pop()
        fewest = fewest_pattern_moves(board, (1, 2))
        assert fewest >= table.cost(board)
        higher += fewest > table.cost(board)
    assert higher == 9  # of the 504 placements of tiles 1, 2 and the blank (the referee counted the same)
    with pytest.raises(ArgumentValueError):
        fewest_pattern_moves(BOARD06, (1, 2, 3, 4))
