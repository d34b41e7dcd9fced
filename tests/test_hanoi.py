"""Towers of Hanoi solvers: every form gives the same legal, minimal moves; bad input is refused clearly."""

import itertools
import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from teachkit.hanoi import (
    MAX_ENUMERATED_DISKS,
    IllegalMove,
    InvalidDirection,
    InvalidDiskCount,
    InvalidPeg,
    Move,
    StepOutOfRange,
    TooManyDisks,
    Towers,
    end_peg,
    iterative_snapshots,
    move_at,
    move_at_bits,
    move_count,
    moves_array,
    paper_terms,
    pegs_at,
    pegs_from_positions,
    snapshots,
    solve_iterative,
    solve_recursive,
    state_at,
    states,
    trace_iterative,
)
from teachkit.hanoi.solve import cycle_of, moves_array_bits, moves_made_by, times_two_divides

PEG_PAIRS = [(s, d) for s in range(3) for d in range(3) if s != d]


def replay(n, moves, src=0):
    """Apply moves to fresh towers (IllegalMove if any breaks a rule) and return the towers."""
    towers = Towers(n, src)
    for move in moves:
        towers.apply(move)
    return towers


# ---- the worked example and the basic facts --------------------------------------------------------
def test_the_issue_worked_example_pegs_numbered_1_to_3():
    # n=4, step 11: disk 1, its 6th move, place p=3 in its cycle, from peg 3 to peg 1
    assert paper_terms(11, 4) == (1, 6, 3, 3, 1)
    assert move_at(11, 4) == Move(1, 2, 0)  # the same move with pegs numbered 0..2
    assert list(solve_recursive(4))[10] == Move(1, 2, 0)


def test_three_disks_by_hand():
    assert list(solve_recursive(3)) == [
        Move(1, 0, 2),
        Move(2, 0, 1),
        Move(1, 2, 1),
        Move(3, 0, 2),
        Move(1, 1, 0),
        Move(2, 1, 2),
        Move(1, 0, 2),
    ]


@pytest.mark.parametrize("n", range(1, 11))
@pytest.mark.parametrize("src, dst", PEG_PAIRS)
def test_recursive_is_legal_minimal_and_ends_on_dst(n, src, dst):
    moves = list(solve_recursive(n, src, dst))
    assert len(moves) == 2**n - 1 == move_count(n)
    assert replay(n, moves, src).all_on() == dst


def test_move_count_satisfies_the_recurrence():
    assert [move_count(n) for n in range(1, 8)] == [1, 3, 7, 15, 31, 63, 127]
    assert all(move_count(n) == 2 * move_count(n - 1) + 1 for n in range(2, 30))


# ---- every form agrees with the recursion, every step, n <= 12 --------------------------------------
@pytest.mark.parametrize("n", range(1, 13))
def test_all_forms_agree_for_every_step(n):
    expected = list(solve_recursive(n))
    closed = [move_at(i, n) for i in range(1, 2**n)]
    bits = [move_at_bits(i, n) for i in range(1, 2**n)]
    array = moves_array(n)
    as_moves = [Move(*map(int, row)) for row in zip(array.disk, array.src, array.dst)]
    iterative = list(solve_iterative(n, direction=-1 if n % 2 else +1))  # both then end on peg 2
    assert closed == expected
    assert bits == expected
    assert as_moves == expected
    assert iterative == expected


@pytest.mark.parametrize("n", [1, 2, 5, 8])
@pytest.mark.parametrize("src, dst", PEG_PAIRS)
def test_forms_agree_for_any_start_and_target(n, src, dst):
    expected = list(solve_recursive(n, src, dst))
    assert [move_at(i, n, src, dst) for i in range(1, 2**n)] == expected
    assert [move_at_bits(i, n, src, dst) for i in range(1, 2**n)] == expected
    array = moves_array(n, src, dst)
    assert [array.move(i) for i in range(1, 2**n)] == expected


def test_moves_array_chunks_join_up():
    whole = moves_array(10)
    pieces = moves_array_bits(10, chunk=7)  # many small chunks, one ragged at the end
    for a, b in zip(whole, pieces):
        assert np.array_equal(a, b)
    assert whole.disk.dtype == np.uint8 and len(whole) == 1023


def test_paper_terms_match_move_at_with_pegs_renumbered():
    for n in range(1, 9):
        for i in range(1, 2**n):
            t = paper_terms(i, n)
            move = move_at(i, n)
            assert (t.L, t.s - 1, t.d - 1) == move
            assert t.S == round_half_up(i / 2**t.L) == moves_made_by(t.L, i)
            assert t.p == (t.S - 1) % 3 + 1


def round_half_up(x):
    """Round with halves going up (Python's round() sends halves to the even neighbour)."""
    return int(x + 0.5)


def test_disk_is_one_plus_times_two_divides_the_step():
    assert [times_two_divides(i) for i in (1, 2, 3, 4, 12, 96, 2**63)] == [0, 1, 0, 2, 2, 5, 63]
    assert [move_at(i, 5).disk for i in range(1, 17)] == [1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3, 1, 2, 1, 5]


def test_each_disk_cycles_round_its_three_pegs():
    # n=3 from 0 to 2: disk 3 (same parity as n) goes straight 0→2; disk 2 goes 0→1, 1→2
    assert cycle_of(3, 3, 0, 2) == (0, 2, 1)
    assert cycle_of(2, 3, 0, 2) == (0, 1, 2)
    for n in range(1, 9):
        for disk in range(1, n + 1):
            own = [m for m in solve_recursive(n) if m.disk == disk]
            cycle = cycle_of(disk, n, 0, 2)
            assert [(m.src, m.dst) for m in own] == [(cycle[k % 3], cycle[(k + 1) % 3]) for k in range(len(own))]


# ---- n = 64 and random steps -------------------------------------------------------------------------
def test_64_disks_first_middle_last_steps():
    n = 64
    assert move_at(1, n) == Move(1, 0, 1)  # n even: disk 1 starts towards the spare peg
    assert move_at(2**63, n) == Move(64, 0, 2)  # the largest disk moves once, in the middle
    assert move_at(2**64 - 1, n) == Move(1, 1, 2)
    assert state_at(2**64 - 1, n) == (2,) * 64
    assert state_at(0, n) == (0,) * 64
    assert state_at(2**63, n)[63] == 2 and set(state_at(2**63, n)[:63]) == {1}


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=1, max_value=2**64 - 1), st.sampled_from(PEG_PAIRS))
def test_64_disks_closed_form_equals_bit_form(step, pegs):
    assert move_at(step, 64, *pegs) == move_at_bits(step, 64, *pegs)


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=1, max_value=2**64 - 1))
def test_64_disks_state_changes_by_exactly_the_move(step):
    before, after = state_at(step - 1, 64), state_at(step, 64)
    move = move_at(step, 64)
    changed = [k + 1 for k in range(64) if before[k] != after[k]]
    assert changed == [move.disk]
    assert (before[move.disk - 1], after[move.disk - 1]) == (move.src, move.dst)
    # the moved disk was on top of src and lands on top of dst: no smaller disk on either peg
    assert all(before[k] not in (move.src, move.dst) for k in range(move.disk - 1))


@settings(max_examples=100, deadline=None)
@given(st.integers(min_value=1, max_value=10), st.data())
def test_state_at_equals_applying_the_moves(n, data):
    step = data.draw(st.integers(min_value=0, max_value=2**n - 1))
    src, dst = data.draw(st.sampled_from(PEG_PAIRS))
    towers = replay(n, itertools.islice(solve_recursive(n, src, dst), step), src)
    assert state_at(step, n, src, dst) == towers.positions()
    assert pegs_at(step, n, src, dst) == towers.state()


@pytest.mark.parametrize("n", [1, 3, 6])
def test_state_at_for_every_step_matches_snapshots(n):
    assert [pegs_at(step, n) for step in range(2**n)] == list(states(n))


def test_pegs_from_positions():
    assert pegs_from_positions((2, 0, 0)) == ((3, 2), (), (1,))
    assert Towers.from_pegs(pegs_from_positions((1, 1, 2, 0))).positions() == (1, 1, 2, 0)


# ---- the direction algorithm -----------------------------------------------------------------------
def test_going_right_with_three_disks_ends_on_peg_1_in_7_moves():
    moves = list(solve_iterative(3, direction=+1))
    assert len(moves) == 7
    assert replay(3, moves).all_on() == 1 == end_peg(3, +1)


@pytest.mark.parametrize("n", range(1, 13))
@pytest.mark.parametrize("direction", [+1, -1])
def test_end_peg_depends_on_direction_and_parity(n, direction):
    moves = list(solve_iterative(n, direction))
    final = replay(n, moves).all_on()
    assert len(moves) == 2**n - 1
    # odd n: the tower ends one step round in the chosen direction; even n: one step the other way
    assert final == (direction if n % 2 else -direction) % 3 == end_peg(n, direction)
    assert moves == list(solve_recursive(n, 0, final))
    assert all(m.dst == (m.src + direction) % 3 for m in moves if m.disk == 1)


@pytest.mark.parametrize("start", [0, 1, 2])
def test_iterative_from_any_start(start):
    for n in (1, 4, 5):
        moves = list(solve_iterative(n, +1, start))
        assert replay(n, moves, start).all_on() == end_peg(n, +1, start)


def test_iterative_alternates_disk_1_and_another_disk():
    moves = list(solve_iterative(6))
    assert [m.disk == 1 for m in moves] == [k % 2 == 0 for k in range(len(moves))]


def test_trace_prints_every_step_and_every_peg(capsys):
    trace_iterative(3, +1)
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 8
    assert lines[0].split() == ["0", "start", "A:", "3", "2", "1", "|", "B:", "-", "|", "C:", "-"]
    assert lines[1].split()[:4] == ["1", "disk", "1:", "A→B"]
    assert lines[-1].split()[0] == "7" and lines[-1].endswith("A: - | B: 3 2 1 | C: -")


def test_iterative_snapshots_are_the_states_of_its_moves():
    snaps = list(iterative_snapshots(4, -1))
    moves = [s.move for s in snaps[1:]]
    assert [s.pegs for s in snaps] == list(states(4, moves))
    assert [s.step for s in snaps] == list(range(16))


# ---- towers and the rules ---------------------------------------------------------------------------
def test_towers_refuse_illegal_moves_with_a_reason():
    towers = Towers(3)
    with pytest.raises(IllegalMove, match="peg B is empty"):
        towers.apply(Move(1, 1, 2))
    towers.apply(Move(1, 0, 1))
    with pytest.raises(IllegalMove, match="disk 2 cannot go on the smaller disk 1"):
        towers.apply(Move(2, 0, 1))
    with pytest.raises(IllegalMove, match="top disk of peg A is disk 2, not disk 3"):
        towers.apply(Move(3, 0, 2))
    with pytest.raises(IllegalMove, match="different peg"):
        towers.apply(Move(2, 0, 0))
    with pytest.raises(IllegalMove, match="no peg 5"):
        towers.apply(Move(2, 0, 5))
    assert towers.state() == ((3, 2), (1,), ())  # the refused moves changed nothing


def test_towers_from_pegs_checks_the_stacks():
    assert Towers.from_pegs([[3], [2, 1], []]).state() == ((3,), (2, 1), ())
    with pytest.raises(IllegalMove, match="bigger disk on a smaller"):
        Towers.from_pegs([[1, 2], [], []])
    with pytest.raises(IllegalMove, match="disks 1..n once each"):
        Towers.from_pegs([[3, 1], [], []])


def test_snapshots_replay_any_moves_and_stop_at_an_illegal_one():
    snaps = list(snapshots(2))
    assert [s.pegs for s in snaps] == [((2, 1), (), ()), ((2,), (1,), ()), ((), (1,), (2,)), ((), (), (2, 1))]
    assert snaps[2].move == Move(2, 0, 2) and snaps[0].move is None
    bad = snapshots(2, [Move(1, 0, 1), Move(1, 0, 2)])
    assert next(bad).step == 0 and next(bad).step == 1
    with pytest.raises(IllegalMove):
        next(bad)


# ---- bad input ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("bad", [0, -3, 2.5, "3", None, True])
def test_bad_disk_counts_are_named(bad):
    for call in (
        lambda: solve_recursive(bad),
        lambda: solve_iterative(bad),
        lambda: move_at(1, bad),
        lambda: moves_array(bad),
        lambda: state_at(0, bad),
        lambda: Towers(bad),
    ):
        with pytest.raises(InvalidDiskCount, match="number of disks"):
            call()


def test_numpy_ints_are_fine():
    assert move_at(np.int64(11), np.int64(4)) == Move(1, 2, 0)


@pytest.mark.parametrize("call", [solve_recursive, solve_iterative, moves_array])
def test_full_enumeration_is_refused_before_any_work(call):
    with pytest.raises(TooManyDisks, match="move_at") as err:
        call(MAX_ENUMERATED_DISKS + 1)  # raises at the call, not at the first next()
    assert "limited to n <= 25" in str(err.value)
    with pytest.raises(TooManyDisks):
        call(64)


@pytest.mark.parametrize("step", [0, -1, 16, 2**70, 1.0, "3"])
def test_steps_out_of_range_are_named(step):
    for call in (move_at, move_at_bits, paper_terms):
        with pytest.raises(StepOutOfRange, match="step must be"):
            call(step, 4)


def test_state_steps_run_from_zero():
    assert state_at(0, 4) == (0, 0, 0, 0)
    with pytest.raises(StepOutOfRange, match="between 0 and 2\\*\\*4 - 1 = 15"):
        state_at(16, 4)


@pytest.mark.parametrize("src, dst", [(0, 0), (0, 3), (-1, 2), ("A", 2), (1.0, 2)])
def test_bad_pegs_are_named(src, dst):
    for call in (
        lambda: solve_recursive(3, src, dst),
        lambda: move_at(1, 3, src, dst),
        lambda: moves_array(3, src, dst),
        lambda: state_at(0, 3, src, dst),
    ):
        with pytest.raises(InvalidPeg):
            call()


@pytest.mark.parametrize("direction", [0, 2, "right", 1.5])
def test_bad_directions_are_named(direction):
    with pytest.raises(InvalidDirection, match="direction must be"):
        solve_iterative(3, direction)


def test_errors_are_value_errors():
    for err in (IllegalMove, InvalidDiskCount, InvalidPeg, StepOutOfRange, TooManyDisks, InvalidDirection):
        assert issubclass(err, ValueError)


def test_random_steps_of_a_mid_size_tower_agree_with_the_array():
    rng = random.Random(3)
    array = moves_array(20)
    for step in (rng.randrange(1, 2**20) for _ in range(2000)):
        assert array.move(step) == move_at(step, 20) == move_at_bits(step, 20)


def test_importing_the_solvers_does_not_load_matplotlib():
    import subprocess
    import sys

    code = "import sys, teachkit.hanoi; print('matplotlib' in sys.modules, 'ipywidgets' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]


@pytest.mark.parametrize("bad", ["A", 3, None, 1.0])
def test_bad_start_pegs_are_named(bad):
    for call in (lambda: Towers(3, bad), lambda: solve_iterative(3, +1, bad), lambda: end_peg(3, +1, bad)):
        with pytest.raises(InvalidPeg, match="must be a peg 0, 1 or 2"):
            call()


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=9), st.sampled_from([+1, -1]), st.sampled_from([0, 1, 2]))
def test_every_iterative_solution_is_legal_and_minimal(n, direction, start):
    moves = list(solve_iterative(n, direction, start))
    towers = replay(n, moves, start)  # raises IllegalMove on any broken rule
    assert len(moves) == 2**n - 1
    assert towers.all_on() == end_peg(n, direction, start) != start


# ---- the fast forms and the limits (issues 13 and 14) ---------------------------------------------------
from teachkit.errors import TeachkitError  # noqa: E402
from teachkit.hanoi.solve import MAX_DISKS  # noqa: E402
from teachkit.hanoi.tree import NoSuchNode  # noqa: E402


@pytest.mark.parametrize("n", [1, 2, 3, 4, 7, 8, 13, 16])
def test_block_copy_moves_array_equals_the_bit_formula(n):
    for src, dst in [(0, 2), (0, 1), (1, 0), (1, 2), (2, 0), (2, 1)]:
        block, bits = moves_array(n, src, dst), moves_array_bits(n, src, dst)
        for a, b in zip(block, bits):
            assert a.dtype == np.uint8 and np.array_equal(a, b)


def test_block_copy_is_mostly_copies():
    """Every later (size, turn) block is a copy: the array equals the generator for a size with many copies."""
    array = moves_array(14, 2, 1)
    assert [tuple(map(int, row)) for row in zip(*array)] == [tuple(m) for m in solve_recursive(14, 2, 1)]


def test_state_at_in_linear_time_agrees_with_counting_moves():
    n = 70
    for step in (0, 1, 2**69, 2**70 - 1, 123456789123456789, 3**40):
        expected = tuple(cycle_of(k, n, 0, 2)[moves_made_by(k, step) % 3] for k in range(1, n + 1))
        assert state_at(step, n) == expected


def test_per_step_functions_work_up_to_the_limit_and_refuse_beyond():
    n = MAX_DISKS
    assert move_at(2 ** (n - 1), n) == Move(n, 0, 2)
    assert move_at(2 ** (n - 1), n) == move_at_bits(2 ** (n - 1), n)
    assert state_at(1, n)[1:] == (0,) * (n - 1)
    assert move_count(n).bit_length() == n
    for call in (
        lambda: move_at(1, n + 1),
        lambda: state_at(1, n + 1),
        lambda: move_count(2**64),
        lambda: Towers(10**9),
        lambda: move_at_bits(1, n + 1),
        lambda: paper_terms(1, n + 1),
    ):
        with pytest.raises(TooManyDisks, match="n \\(the number of disks\\) up to 100,000"):
            call()


def test_huge_enumeration_message_is_built_without_printing_the_number():
    with pytest.raises(TooManyDisks, match="limited to n <= 25"):
        moves_array(20_000)


def test_type_errors_are_type_errors_and_teachkit_errors():
    for call, arg in (
        (lambda: move_at(1.0, 4), "step"),
        (lambda: move_at(1, 4.0), "n"),
        (lambda: move_at(1, 4, "A", 2), "src"),
        (lambda: Towers(None), "n"),
    ):
        with pytest.raises(TypeError, match=arg) as err:
            call()
        assert isinstance(err.value, TeachkitError) and isinstance(err.value, ValueError)


def test_towers_from_pegs_refuses_sets_and_floats():
    for pegs in ([{3, 2, 1}, [], []], [[3.0, 2, 1], [], []], "abc", [[1], []]):
        with pytest.raises(IllegalMove, match="pegs must"):
            Towers.from_pegs(pegs)


def test_tree_lookups_name_the_node_range():
    from teachkit.hanoi import node_at, path_to, recursion_tree

    tree = recursion_tree(4)
    assert [node.number for node in path_to(tree, 5)] == [8, 4, 6, 5]
    assert node_at(tree.left, 3).number == 3
    for bad in (0, 16):
        with pytest.raises(NoSuchNode, match="1 .. 15"):
            node_at(tree, bad)
    with pytest.raises(KeyError):  # still a KeyError for old callers
        path_to(tree, 99)
    with pytest.raises(TypeError, match="number"):
        node_at(tree, 2.5)
