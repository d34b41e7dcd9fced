"""Heuristics are admissible and consistent, checked on all 181,440 boards of the 8-puzzle."""

import numpy as np
import pytest

from teachkit.sliding import (
    bfs_distances,
    conflict_penalty,
    goal,
    linear_conflict,
    manhattan,
    misplaced,
    parse_board,
    zero,
)
from teachkit.sliding.heuristics import longest_increasing


@pytest.fixture(scope="module")
def space():
    """All 8-puzzle boards with their exact distances, and every move as a pair of row numbers."""
    table = bfs_distances(3)
    return table, table.edges()


_VALUES = {}


def values(h, table):
    """h of every board, in the table's order (computed once per heuristic)."""
    if h not in _VALUES:
        _VALUES[h] = np.array([h(board) for board in table], dtype=np.int64)
    return _VALUES[h]


def test_small_examples():
    board = parse_board("2 1 3 4 5 6 7 8 0")
    assert misplaced(board) == 2 and manhattan(board) == 2
    assert conflict_penalty(board) == 2 and linear_conflict(board) == 4
    assert misplaced(goal(3)) == manhattan(goal(3)) == linear_conflict(goal(3)) == zero(goal(3)) == 0
    # a reversed row: only one tile may stay, the other two must leave the line
    assert conflict_penalty(parse_board("3 2 1 4 5 6 7 8 0")) == 4
    # the blank is not counted as misplaced
    assert misplaced(parse_board("1 2 3 4 5 6 7 0 8")) == 1
    assert manhattan(range(16), goal(4, "first")) == 0
    assert longest_increasing([3, 1, 2]) == 2 and longest_increasing([]) == 0


@pytest.mark.parametrize("h", [zero, misplaced, manhattan, linear_conflict], ids=lambda h: h.__name__)
def test_admissible_and_consistent_on_the_whole_8_puzzle(space, h):
    table, edges = space
    hv = values(h, table)
    assert hv[0] == 0  # the goal
    assert (hv <= table.distances).all()  # admissible: h <= h*
    assert (hv[edges[:, 0]] <= 1 + hv[edges[:, 1]]).all()  # consistent: h(n) <= 1 + h(n')
    assert len(edges) == 483_840  # each of the 181,440 boards has 2, 3 or 4 moves


def test_heuristics_are_ordered_by_strength(space):
    table, _ = space
    mis, man, lc = values(misplaced, table), values(manhattan, table), values(linear_conflict, table)
    assert (mis <= man).all() and (man <= lc).all()
    assert lc.sum() > man.sum() > mis.sum()


def test_public_heuristics_check_their_board_and_the_searches_use_the_fast_form():
    from teachkit.sliding import HeuristicError, InvalidBoard, adapt_heuristic

    for h in (zero, misplaced, manhattan, linear_conflict, conflict_penalty):
        with pytest.raises(InvalidBoard, match="board"):
            h((1, 1, 2, 0))
        with pytest.raises(InvalidBoard, match="board"):
            h({0, 1, 2, 3})
        with pytest.raises(InvalidBoard, match="goal"):
            h(goal(3), goal(4))
        assert adapt_heuristic(h) is h.raw
    one = adapt_heuristic(lambda board: 3)
    assert one(goal(3), None) == 3 and adapt_heuristic(lambda board, goal: 2.5)(goal(3), goal(3)) == 2.5
    with pytest.raises(HeuristicError, match="nan"):
        adapt_heuristic(lambda board: float("nan"))(goal(3), None)
    with pytest.raises(HeuristicError, match="must be a function"):
        adapt_heuristic(None)


def test_every_move_changes_manhattan_and_linear_conflict_by_exactly_one(space):
    """The consistency proofs in heuristics.py: Manhattan and linear conflict change by exactly +1 or -1 per move
    (all 483,840 moves of the 8-puzzle here, and every move from 2,000 seeded 15-puzzle boards)."""
    import random

    from teachkit.sliding import neighbors, random_board

    table, edges = space
    for h in (manhattan, linear_conflict):
        hv = values(h, table)
        assert set(np.abs(hv[edges[:, 0]] - hv[edges[:, 1]]).tolist()) == {1}
    rng = random.Random(0)
    for _ in range(2000):
        board = random_board(4, seed=rng.randrange(2**32))
        for _, child in neighbors(board):
            assert abs(linear_conflict(child) - linear_conflict(board)) == 1
