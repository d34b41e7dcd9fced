"""Boards: parsing, goals, solvability, moves, random boards, reflection (teachkit.sliding.board)."""

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from teachkit.sliding import (
    IllegalMove,
    InvalidBoard,
    UnsolvableBoard,
    apply_moves,
    bfs_distances,
    goal,
    inversions,
    is_solvable,
    neighbors,
    parse_board,
    random_board,
    reflect,
    solve,
    states_along,
)
from teachkit.sliding.board import move_table


def test_parse_board_reads_text_and_sequences():
    assert parse_board("1 2 3\n4 5 6\n7 8 0") == (1, 2, 3, 4, 5, 6, 7, 8, 0)
    assert parse_board("1,2,3 / 4,5,6 / 7,8,0") == goal(3)
    assert parse_board([1, 2, 3, 0]) == (1, 2, 3, 0)
    assert parse_board(range(16)) == goal(4, "first")


@pytest.mark.parametrize(
    "bad, words",
    [
        ((1, 2, 3), "k*k cells"),  # wrong length
        ((1, 2, 3, 4, 5, 6, 7, 8, 8), "more than once"),  # duplicate
        ((1, 2, 3, 4, 5, 6, 7, 8, 9), "missing [0]"),  # missing tile (and 9 is out of range)
        ((1, 2, 3, 4, 5, 6, 7, 8.0, 0), "ints"),  # non-int
        ((True, 0, 2, 3), "bool"),
        ("1 2 x 0", "whole numbers"),
        ((0,), "k*k cells with k >= 2"),  # too small to be a puzzle
        (5, "text or a sequence"),
    ],
)
def test_bad_boards_raise_invalid_board_naming_the_rule(bad, words):
    with pytest.raises(InvalidBoard, match=words.replace("*", r"\*").replace("[", r"\[").replace("]", r"\]")):
        parse_board(bad)


def test_goals_blank_last_and_first():
    assert goal(3) == (1, 2, 3, 4, 5, 6, 7, 8, 0)
    assert goal(4, "first") == tuple(range(16))
    with pytest.raises(InvalidBoard):
        goal(4, "middle")
    with pytest.raises(InvalidBoard):
        goal(1)


def test_neighbors_come_in_korf_order_up_left_right_down():
    centre = parse_board("1 2 3 4 0 5 6 7 8")
    assert [m for m, _ in neighbors(centre)] == ["U", "L", "R", "D"]
    assert dict(neighbors(centre))["U"] == (1, 0, 3, 4, 2, 5, 6, 7, 8)
    assert [m for m, _ in neighbors(goal(3))] == ["U", "L"]


def test_apply_moves_and_illegal_moves():
    assert apply_moves(goal(3), "UL") == (1, 2, 3, 4, 0, 5, 7, 8, 6)
    assert apply_moves(goal(3), "ULRD") == goal(3)
    with pytest.raises(IllegalMove, match="off the board"):
        apply_moves(goal(3), "D")
    with pytest.raises(IllegalMove, match="not one of"):
        apply_moves(goal(3), "X")
    assert states_along(goal(3), "UL")[1] == (1, 2, 3, 4, 5, 0, 7, 8, 6)


def test_solvability_rule_matches_reachability_on_the_whole_8_puzzle():
    reachable = bfs_distances(3)
    for perm in itertools.islice(itertools.permutations(range(9)), 0, None, 37):
        assert is_solvable(perm) == (perm in reachable)


def test_solvability_on_the_15_puzzle_needs_the_blank_row():
    swapped = goal(4)[:13] + (15, 14, 0)
    assert not is_solvable(swapped)  # Sam Loyd's 14-15 puzzle
    blank_up = apply_moves(goal(4), "U")  # one vertical move: inversions odd, blank row changed
    assert inversions(blank_up) % 2 == 1 and is_solvable(blank_up)
    assert is_solvable(goal(4, "first"), goal(4, "first"))
    assert not is_solvable(goal(4, "first"), goal(4))  # the two goals lie in different halves


def test_unsolvable_board_is_refused_before_search():
    with pytest.raises(UnsolvableBoard, match="parity"):
        solve(goal(3)[:6] + (8, 7, 0))


@given(st.integers(2, 5), st.integers(0, 10**6))
def test_random_boards_are_solvable_and_reproducible(k, seed):
    board = random_board(k, seed)
    assert is_solvable(board)
    assert board == random_board(k, seed)
    assert sorted(board) == list(range(k * k))
    assert is_solvable(random_board(k, seed, goal=goal(k, "first")), goal(k, "first"))


@settings(max_examples=30)
@given(st.sampled_from(["last", "first"]), st.lists(st.sampled_from("ULRD"), max_size=30))
def test_moves_keep_solvability_and_reflection_maps_moves_to_moves(blank, moves):
    target = goal(4, blank)
    board = target
    for m in moves:
        options = dict(neighbors(board))
        if m in options:
            board = options[m]
    assert is_solvable(board, target)
    mirrored = reflect(board, target)
    assert reflect(mirrored, target) == board
    assert is_solvable(mirrored, target)
    assert sorted(reflect(b, target) for _, b in neighbors(board)) == sorted(b for _, b in neighbors(mirrored))


def test_move_table_is_symmetric():
    for k in (2, 3, 4, 5):
        table = move_table(k)
        for a, options in enumerate(table):
            for _, c in options:
                assert a in [x for _, x in table[c]]


def test_packaged_instances_match_the_shared_data_and_are_solvable():
    from pathlib import Path

    from teachkit.sliding import hardest80, korf100

    first, last, hardest = korf100("first"), korf100("last"), hardest80()
    assert len(first) == len(last) == 100 and len(hardest) == 17
    assert all(is_solvable(i.board, goal(4, "first")) for i in first)
    assert all(is_solvable(i.board) for i in last + hardest)
    # the blank-last set is the blank-first set turned 180 degrees with tiles renamed t -> 16 - t
    for a, b in zip(first, last):
        assert b.board == tuple(16 - t if t else 0 for t in reversed(a.board)) and a.length == b.length
    assert {i.length for i in hardest} == {80}
    shared = Path(__file__).resolve().parents[2] / "shared" / "data"
    if (shared / "korf100_blank_first.txt").exists():
        rows = [
            r.split()
            for r in (shared / "korf100_blank_first.txt").read_text().splitlines()
            if r.strip() and not r.startswith("#")
        ]
        assert [i.board for i in first] == [tuple(map(int, r[:16])) for r in rows]
    if (shared / "korf100_md_nodes_measured.txt").exists():  # the packaged copy the tests and bench read
        from importlib import resources

        packaged = resources.files("teachkit.sliding") / "data" / "korf100_md_nodes_measured.txt"
        assert packaged.read_text() == (shared / "korf100_md_nodes_measured.txt").read_text()
    with pytest.raises(InvalidBoard):
        korf100("middle")


def test_inversions_fast_count_is_the_pair_count():
    from teachkit.sliding import random_board

    for k, seed in itertools.product((2, 3, 4, 6), range(20)):
        board = random_board(k, seed)
        tiles = [t for t in board if t]
        pairs = sum(1 for i, a in enumerate(tiles) for b in tiles[i + 1 :] if a > b)
        assert inversions(board) == pairs


def test_big_boards_are_checked_in_near_linear_time_or_refused():
    import time

    from teachkit.sliding import MAX_WIDTH, BoardTooLarge, random_board

    clock = time.process_time()
    board = random_board(MAX_WIDTH, seed=1)  # 65,536 cells: shuffle, parity (O(n log n)), checks
    assert parse_board(board) == board and is_solvable(board) and parse_board(" ".join(map(str, board))) == board
    assert time.process_time() - clock < 5
    duplicate = (1,) * (MAX_WIDTH * MAX_WIDTH)  # the duplicate report counts once, not once per cell
    clock = time.process_time()
    with pytest.raises(InvalidBoard, match="more than once"):
        parse_board(duplicate)
    assert time.process_time() - clock < 1
    for big in (tuple(range(300 * 300)), range(300 * 300), itertools.count()):
        with pytest.raises(BoardTooLarge, match="board"):
            parse_board(big)
    with pytest.raises(BoardTooLarge, match="k must be <= 256"):
        random_board(300)


@pytest.mark.parametrize("value", [{0, 1, 2, 3}, (1.0, 2, 3, 0), (True, 2, 3, 0), b"\x01\x02\x03\x00", 2.5, None])
def test_floats_sets_bools_and_bytes_are_not_boards(value):
    from teachkit.errors import ArgumentTypeError

    with pytest.raises(ArgumentTypeError, match="board"):
        parse_board(value)


def test_a_numpy_grid_reads_row_by_row():
    import numpy as np

    assert parse_board(np.array([[1, 2, 3], [4, 5, 6], [7, 8, 0]])) == goal(3)


def test_every_packaged_instance_solves_as_it_comes_whatever_its_goal():
    """The goal trap: korf100() defaults to the goal solve() assumes, and an Instance carries its goal."""
    from teachkit.sliding import goal, hardest80, is_solvable, korf100, solve

    for blank in ("first", "last"):
        for instance in korf100(blank):
            assert instance.goal == goal(4, blank) and is_solvable(instance.board, instance.goal)
    assert all(is_solvable(i.board) for i in korf100()), "the default orientation suits solve()'s default goal"
    assert all(i.goal == goal(4) and is_solvable(i.board) for i in hardest80())
    easiest = min(korf100("first"), key=lambda i: i.length)
    assert len(solve(easiest).moves) == easiest.length  # the blank-first instance, solved for its own goal


def test_an_unsolvable_board_is_explained_with_its_numbers_and_the_goal_it_can_reach():
    from teachkit.sliding import UnsolvableBoard, korf100, solve

    with pytest.raises(UnsolvableBoard) as err:
        solve(korf100("first")[0].board)  # Korf's #1 as published, for the default blank-last goal
    message = str(err.value)
    assert "80 inversions + blank in row 2" in message and "even" in message and "odd" in message
    assert "blank-first goal" in message and "--goal first" in message
