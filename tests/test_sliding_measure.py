"""Effective branching factor and heuristic audits (teachkit.sliding.measure)."""

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from teachkit.sliding.measure import (
    HeuristicAudit,
    MeasureError,
    Measurement,
    audit_heuristic,
    audit_table,
    effective_branching_factor,
    measure,
    measurement_table,
    tree_size,
)


def test_tree_size_is_the_geometric_sum():
    assert tree_size(2, 3) == 1 + 2 + 4 + 8
    assert tree_size(1, 5) == 6
    assert tree_size(0, 4) == 1


def test_effective_branching_factor_matches_the_textbook_example():
    # Russell & Norvig: a solution at depth 5 found with 52 nodes gives b* = 1.92
    assert round(effective_branching_factor(52, 5), 2) == 1.92


def test_a_search_that_only_walks_the_solution_path_has_b_star_one():
    assert effective_branching_factor(7, 7) == pytest.approx(1.0)


def test_a_full_binary_tree_has_b_star_two():
    assert effective_branching_factor(2 + 4 + 8 + 16, 4) == pytest.approx(2.0)


@given(st.integers(1, 10**9), st.integers(1, 60))
def test_b_star_solves_its_equation(n, d):
    b = effective_branching_factor(n, d)
    assert b > 0
    assert math.isclose(tree_size(b, d), n + 1, rel_tol=1e-6)


@given(st.integers(1, 10**6), st.integers(1, 30))
def test_more_nodes_at_the_same_depth_means_a_larger_b_star(n, d):
    assert effective_branching_factor(n + 1, d) > effective_branching_factor(n, d)


@pytest.mark.parametrize("n, d", [(10, 0), (0, 3), (-1, 3), (2.5, 3), (10, True)])
def test_meaningless_counts_are_refused(n, d):
    with pytest.raises(MeasureError):
        effective_branching_factor(n, d)


class FakeResult:
    cost, expanded, generated = 5, 20, 53  # root + 52: Russell & Norvig's N = 52


def test_measure_reads_a_search_result():
    row = measure(FakeResult(), "manhattan", "#1")
    assert row[:5] == ("manhattan", "#1", 5, 20, 53)
    assert round(row.branching, 2) == 1.92
    table = measurement_table([row])
    assert "manhattan" in table and "1.917" in table and "53" in table


# A tiny "puzzle": states 0..4 on a line, goal 0, one move to each side.
LINE = {s: s for s in range(5)}


def line_neighbors(s):
    return [t for t in (s - 1, s + 1) if t in LINE]


def test_the_exact_distance_is_admissible_and_consistent():
    audit = audit_heuristic(lambda s: s, LINE, line_neighbors)
    assert audit == HeuristicAudit(states=5, edges=8, overestimates=0, inconsistent=0, worst=None, mean_ratio=1.0)
    assert audit.admissible and audit.consistent


def test_an_overestimate_is_found_with_its_worst_state():
    audit = audit_heuristic(lambda s: 2 * s, LINE, line_neighbors)
    assert audit.overestimates == 4 and not audit.admissible
    assert audit.worst == 4
    assert audit.inconsistent == 4  # each step down drops h by 2


def test_admissible_but_inconsistent_is_told_apart():
    jumpy = {0: 0, 1: 1, 2: 0, 3: 3, 4: 0}  # never above the distance, but drops by 3 from state 3 to 4
    audit = audit_heuristic(jumpy.get, LINE, line_neighbors)
    assert audit.admissible and not audit.consistent
    assert "NOT consistent; admissible (on these boards)" in audit_table({"jumpy": audit})


def test_neighbours_may_come_as_move_board_pairs():
    pairs = lambda b: [("left" if t < b[0] else "right", (t,)) for t in line_neighbors(b[0])]
    distances = {(s,): s for s in LINE}
    assert audit_heuristic(lambda b: b[0], distances, pairs).edges == 8


# ---- against the real engine ----------------------------------------------------------------------------

from teachkit.sliding import (  # noqa: E402
    astar,
    bfs_distances,
    goal,
    idastar,
    manhattan,
    misplaced,
    neighbors,
)
from teachkit.sliding.measure import (  # noqa: E402
    audit_heuristics,
    audit_space,
    comparison_table,
    measure_searches,
    move_edges,
    pick_at_depths,
    scramble,
    state_space,
)

DISTANCES = bfs_distances(3)


def test_instances_are_picked_at_exactly_the_asked_depth_and_reproducibly():
    picked = pick_at_depths(DISTANCES, [0, 5, 31], seed=3)
    assert picked[0] == goal(3)
    assert {d: DISTANCES[b] for d, b in picked.items()} == {0: 0, 5: 5, 31: 31}
    assert picked == pick_at_depths(DISTANCES, [0, 5, 31], seed=3)
    with pytest.raises(MeasureError):
        pick_at_depths(DISTANCES, [32])


def test_a_scramble_is_reproducible_and_no_deeper_than_its_moves():
    for seed in range(5):
        board = scramble(goal(3), 12, seed, neighbors)
        assert board == scramble(goal(3), 12, seed, neighbors)
        assert DISTANCES[board] <= 12 and DISTANCES[board] % 2 == 0  # each move changes the distance by one
    assert scramble(goal(4), 0, 1, neighbors) == goal(4)


def test_measured_depth_is_the_exact_distance_and_b_star_is_consistent():
    instances = {f"d={d}": b for d, b in pick_at_depths(DISTANCES, [6, 10], seed=1).items()}
    rows = measure_searches(astar, instances, {"misplaced": misplaced, "manhattan": manhattan})
    assert [r.depth for r in rows] == [6, 10, 6, 10]
    for r in rows:
        assert r.expanded < r.generated
        assert math.isclose(tree_size(r.branching, r.depth), r.generated, rel_tol=1e-6)  # root counted once
    # A* with IDA* as a cross-check of the depth
    assert [idastar(b).cost for b in instances.values()] == [6, 10]


def test_the_exhaustive_8_puzzle_audit_passes_manhattan_and_catches_a_doubled_manhattan():
    audits = audit_heuristics(
        {"misplaced": misplaced, "manhattan": manhattan, "2 x manhattan": lambda b: 2 * manhattan(b)},
        DISTANCES,
        neighbors,
    )
    # 9!/2 states; per blank square 8!/2 of them, and the blank has 2 moves in a corner, 3 on a side, 4 inside
    assert audits["manhattan"].states == 181_440
    assert audits["manhattan"].edges == math.factorial(8) // 2 * (4 * 2 + 4 * 3 + 1 * 4)
    assert audits["manhattan"].admissible and audits["manhattan"].consistent
    assert audits["misplaced"].admissible and audits["misplaced"].consistent
    doubled = audits["2 x manhattan"]
    assert not doubled.admissible and not doubled.consistent
    assert 2 * manhattan(doubled.worst) > DISTANCES[doubled.worst]
    assert 0 < audits["misplaced"].mean_ratio < audits["manhattan"].mean_ratio < 1


def test_the_numpy_moves_are_the_plain_moves():
    space = state_space(DISTANCES, neighbors)
    plain = move_edges(space.boards, neighbors)
    assert sorted(plain) == sorted(zip(space.source.tolist(), space.target.tolist()))
    assert list(space.exact[:3]) == [0, 1, 1] and space.boards[0] == goal(3)


@pytest.mark.parametrize("h", [manhattan, misplaced, lambda b: 2 * manhattan(b), lambda b: b.index(0) % 3])
def test_the_array_audit_agrees_with_the_plain_audit(h):
    small = bfs_distances(2)  # the 3-puzzle: 12 boards, small enough for the plain form
    space = state_space(small, neighbors)
    fast, plain = audit_space(h, space), audit_heuristic(h, small, neighbors)
    assert fast[:5] == plain[:5]
    assert fast.mean_ratio == pytest.approx(plain.mean_ratio)
    line = state_space(LINE, line_neighbors)  # a plain dict goes through move_edges
    jumpy = {0: 0, 1: 1, 2: 0, 3: 3, 4: 0}.get
    assert audit_space(jumpy, line)[:5] == audit_heuristic(jumpy, LINE, line_neighbors)[:5]


def test_comparison_table_has_one_line_per_instance_and_one_column_per_heuristic():
    rows = [
        Measurement("zero", "a", 4, 30, 50, 2.1),
        Measurement("manhattan", "a", 4, 5, 9, 1.2),
        Measurement("zero", "b", 6, 90, 1500, 2.0),
    ]
    table = comparison_table(rows, ["generated", "branching"]).splitlines()
    assert "nodes generated" in table[0] and "b*" in table[0]
    assert table[1].split() == ["instance", "depth", "|", "zero", "manhattan", "|", "zero", "manhattan"]
    assert table[3].split() == ["a", "4", "|", "50", "9", "|", "2.100", "1.200"]
    assert table[4].split() == ["b", "6", "|", "1,500", "-", "|", "2.000", "-"]


def test_the_audit_keeps_a_heuristic_s_fractions():
    from teachkit.sliding import bfs_distances, manhattan, neighbors
    from teachkit.sliding.measure import audit_heuristics

    near = {board: d for board, d in bfs_distances(3).items() if d <= 6}
    within = lambda b: [(m, n) for m, n in neighbors(b) if n in near]  # noqa: E731
    audit = audit_heuristics({"1.2 x": lambda b: 1.2 * manhattan(b)}, near, within)["1.2 x"]
    # one move from the goal 1.2 > 1: truncating h to a whole number would hide that overestimate
    assert audit.overestimates == sum(1 for b, d in near.items() if 1.2 * manhattan(b) > d) > 0


def test_astar_boards_held_counts_the_boards_astar_stores():
    from teachkit.sliding import goal, manhattan
    from teachkit.sliding.measure import astar_boards_held

    assert astar_boards_held(goal(3), manhattan) == 1  # the start alone
    one_move = (1, 2, 3, 4, 5, 6, 7, 0, 8)
    # the start and its three children (the blank moves up, left or right: right reaches the goal)
    assert astar_boards_held(one_move, manhattan) == 4
    assert astar_boards_held(one_move, lambda b: manhattan(b)) == 4  # a plain function of one board too
