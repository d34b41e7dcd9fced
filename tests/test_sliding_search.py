"""A*, IDA*, breadth-first distances, solve and hint (teachkit.sliding.search)."""

import itertools
from importlib import resources
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from teachkit.sliding import (
    SearchLimitExceeded,
    SearchResult,
    UnsolvableBoard,
    apply_moves,
    astar,
    astar_trace,
    bfs_distances,
    bfs_distances_plain,
    goal,
    hint,
    idastar,
    idastar_manhattan,
    korf100,
    linear_conflict,
    manhattan,
    misplaced,
    parse_board,
    random_board,
    solve,
    zero,
)
from teachkit.sliding.search import permutation_rank, permutation_ranks

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
HEURISTICS = [zero, misplaced, manhattan, linear_conflict]


@pytest.fixture(scope="module")
def distances():
    return bfs_distances(3)


def check_solution(board, result: SearchResult, target=None):
    """The moves are legal, lead to the goal, and the states are the boards along the way."""
    target = target or goal(int(len(board) ** 0.5))
    assert result.cost == len(result.moves) == len(result.states) - 1
    assert result.states[0] == tuple(board) and result.states[-1] == target
    assert apply_moves(board, result.moves) == target
    for i, move in enumerate(result.moves):
        assert apply_moves(result.states[i], move) == result.states[i + 1]


def test_bfs_distances_covers_the_8_puzzle(distances):
    assert len(distances) == 181_440
    assert distances.max_distance == 31
    counts = distances.counts()
    assert counts[:4] == [1, 2, 4, 8] and counts[31] == 2 and sum(counts) == 181_440
    assert distances[goal(3)] == 0
    assert distances[apply_moves(goal(3), "ULDR")] == 4
    assert goal(3)[:6] + (8, 7, 0) not in distances  # the other half of the permutations
    assert (1, 2) not in distances


def test_fast_and_plain_bfs_agree(distances):
    plain = bfs_distances_plain(3, max_depth=16)
    assert len(plain) == sum(distances.counts()[:17])
    assert all(distances[board] == d for board, d in plain.items())
    assert dict(bfs_distances(2).items()) == bfs_distances_plain(2)
    first = bfs_distances(3, goal(3, "first"))
    assert first.max_distance == 31 and first[goal(3, "first")] == 0


def test_bfs_distances_refuses_big_boards():
    with pytest.raises(ValueError, match="k = 2 or 3"):
        bfs_distances(4)


def test_permutation_rank_fast_and_plain_agree():
    perms = list(itertools.islice(itertools.permutations(range(9)), 0, None, 997))
    import numpy as np

    assert permutation_ranks(np.array(perms)).tolist() == [permutation_rank(p) for p in perms]
    assert permutation_rank(tuple(range(9))) == 0 and permutation_rank(tuple(range(8, -1, -1))) == 362_879


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6))
def test_every_astar_solution_is_legal_and_minimal(distances, seed):
    board = random_board(3, seed)
    for h in (misplaced, manhattan, linear_conflict):
        result = astar(board, h)
        check_solution(board, result)
        assert result.cost == distances[board]


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6))
def test_idastar_and_its_fast_form_agree_and_are_minimal(distances, seed):
    board = random_board(3, seed)
    plain = idastar(board, manhattan)
    fast = idastar_manhattan(board)
    check_solution(board, plain)
    assert plain.cost == distances[board]
    assert (plain.moves, plain.expanded, plain.generated) == (fast.moves, fast.expanded, fast.generated)


@pytest.mark.parametrize("moves", ["ULULDRDLURDRUULDLU", "ULLURDDLUURRDLDRULLDRULDRUL"])
def test_fast_idastar_is_the_plain_idastar_on_the_15_puzzle(moves):
    for blank in ("last", "first"):
        target = goal(4, blank)
        turned = moves.translate(str.maketrans("ULRD", "DRLU"))  # the same walk seen upside down
        board = apply_moves(target, turned if blank == "first" else moves)
        plain, fast = idastar(board, manhattan, target), idastar_manhattan(board, target)
        check_solution(board, fast, target)
        assert plain == fast._replace(seconds=plain.seconds)


def test_heuristics_agree_on_cost_and_better_ones_expand_fewer_nodes(distances):
    board = random_board(3, seed=2024)
    results = [astar(board, h) for h in HEURISTICS]
    assert {r.cost for r in results} == {distances[board]}
    expanded = [r.expanded for r in results]
    assert expanded == sorted(expanded, reverse=True) and expanded[0] > 10 * expanded[-1]


def test_astar_counts_on_a_tiny_case():
    board = parse_board("1 2 3 4 5 6 0 7 8")  # two moves right
    result = astar(board, manhattan)
    assert result.moves == ("R", "R") and result.expanded == 2
    assert result.generated == 1 + 2 + 2  # root, two moves from the corner, two more (no undo)
    assert solve(goal(3)).moves == () and hint(goal(3)) is None


def test_astar_trace_replays_the_same_search():
    board = apply_moves(goal(3), "ULURDDLURULDRDLU")
    snapshots = list(astar_trace(board, manhattan))
    seen = []
    result = astar(board, manhattan, trace=seen.append)
    assert seen == snapshots
    assert len(snapshots) == result.expanded + 1 and snapshots[-1].current.board == goal(3)
    fs = [s.current.f for s in snapshots]
    assert fs == sorted(fs)  # consistent h: f never decreases
    for s in snapshots:
        assert s.current.f == s.current.g + s.current.h == s.current.g + manhattan(s.current.board)
        assert list(s.frontier) == sorted(s.frontier, key=lambda n: (n.f, n.h))
        assert all(n.f >= s.current.f for n in s.frontier)
    assert snapshots[0].current.g == 0 and snapshots[0].frontier == ()
    first_steps = list(itertools.islice(astar_trace(board, manhattan), 3))
    assert first_steps == snapshots[:3]


def test_hint_is_a_first_step_of_a_shortest_path(distances):
    for seed in range(10):
        board = random_board(3, seed)
        move = hint(board)
        assert distances[apply_moves(board, move)] == distances[board] - 1


def test_limits_raise_instead_of_running_away():
    hard = random_board(4, seed=1)
    with pytest.raises(SearchLimitExceeded, match="max_nodes"):
        astar(hard, manhattan, max_nodes=5_000)
    with pytest.raises(SearchLimitExceeded, match="max_nodes"):
        idastar(hard, manhattan, max_nodes=5_000)
    with pytest.raises(SearchLimitExceeded, match="max_nodes"):
        idastar_manhattan(hard, max_nodes=5_000)
    with pytest.raises(ValueError, match="max_nodes"):
        astar(hard, max_nodes=0)


def test_every_limit_is_used_as_given():
    from teachkit.errors import LimitExceeded, TeachkitError
    from teachkit.sliding import SEARCH_MAX_WIDTH, BoardTooLarge
    from teachkit.sliding.search import board_bytes

    easy = apply_moves(goal(3), "ULDRUL")
    for bad in (0, -1, 2.5, "10", True):  # max_nodes=0 used to mean "the default" in solve
        with pytest.raises(TeachkitError, match="max_nodes"):
            solve(easy, max_nodes=bad)
    assert solve(easy, max_nodes=None).cost == solve(easy).cost
    hard = random_board(4, seed=1)
    budget = 300 * board_bytes(16)  # room for 300 boards: the byte budget lowers the node limit
    with pytest.raises(SearchLimitExceeded, match="max_nodes=300, lowered to fit max_bytes"):
        astar(hard, manhattan, max_bytes=budget)
    with pytest.raises(SearchLimitExceeded, match="max_seconds"):
        idastar(hard, manhattan, max_seconds=0.05)
    with pytest.raises(SearchLimitExceeded, match="max_seconds"):
        astar(hard, manhattan, max_seconds=0.05)
    assert issubclass(SearchLimitExceeded, LimitExceeded) and issubclass(SearchLimitExceeded, RuntimeError)
    wide = random_board(SEARCH_MAX_WIDTH + 1, seed=0)
    for search in (astar, astar_trace, idastar, idastar_manhattan, solve):
        with pytest.raises(BoardTooLarge, match="SEARCH_MAX_WIDTH"):
            search(wide)
    with pytest.raises(ValueError, match="k = 2 or 3"):
        bfs_distances_plain(4)


def test_heuristics_of_one_or_two_arguments_and_broken_ones():
    from teachkit.sliding import HeuristicError

    board = random_board(3, seed=4)
    one = astar(board, lambda b: manhattan(b))
    two = astar(board, manhattan)
    assert one.cost == two.cost == idastar(board, lambda b: linear_conflict(b)).cost
    first = goal(3, "first")
    start = random_board(3, seed=4, goal=first)
    assert astar(start, lambda b, g: manhattan(b, g), first).cost == astar(start, manhattan, first).cost
    for broken, words in (
        (lambda b: float("nan"), "nan"),
        (lambda b: -1, "negative"),
        (lambda b: "3", "number"),
        (lambda: 0, "accept"),
    ):
        for search in (astar, idastar):
            with pytest.raises(HeuristicError, match=words):
                search(board, broken)
    nan_later = lambda b: 0 if b == board else float("nan")  # noqa: E731
    with pytest.raises(HeuristicError, match="heuristic returned nan"):
        astar(board, nan_later)
    with pytest.raises(HeuristicError):  # astar_trace checks at the call, not at the first next()
        astar_trace(board, 5)


def test_unsolvable_and_invalid_boards_fail_before_searching():
    loyd = goal(4)[:13] + (15, 14, 0)
    for search in (astar, idastar, idastar_manhattan, solve):
        with pytest.raises(UnsolvableBoard):
            search(loyd)
    with pytest.raises(ValueError):
        astar((1, 2, 3))
    with pytest.raises(ValueError, match="goal has 9 cells"):
        astar(goal(4), goal=goal(3))


def korf_instances():
    """Korf's 100 boards as packaged (tests/test_sliding_board.py checks them against ../shared/data)."""
    return [(i.board, i.length) for i in korf100("first")]


def measured_counts():
    """instance -> (h0, optimal length, generated, expanded): the packaged copy, or ../shared/data's if present."""
    path = DATA / "korf100_md_nodes_measured.txt"
    if not path.exists():
        path = resources.files("teachkit.sliding") / "data" / "korf100_md_nodes_measured.txt"
    rows = [line.split() for line in path.read_text().splitlines() if line.strip() and not line.startswith("#")]
    return {int(r[0]): tuple(map(int, r[1:])) for r in rows}


@pytest.mark.parametrize("number", [79, 12, 42])
def test_idastar_manhattan_reproduces_korfs_node_counts(number):
    board, length = korf_instances()[number - 1]
    h0, optimum, generated, expanded = measured_counts()[number]
    assert manhattan(board, goal(4, "first")) == h0
    result = idastar_manhattan(board, goal(4, "first"))
    assert (result.cost, result.generated, result.expanded) == (length, generated, expanded)
    assert optimum == length
    check_solution(board, result, goal(4, "first"))


@pytest.mark.parametrize("k, seed", [(4, 1), (3, 2)])
def test_board_bytes_is_what_a_stored_board_costs_a_star_within_a_fifth(k, seed):
    """The figure notebook 04 multiplies by 16!/2 is measured, not guessed: tracemalloc's peak over a search."""
    import tracemalloc

    from teachkit.sliding import SearchLimitExceeded, astar, random_board, zero
    from teachkit.sliding.search import board_bytes

    nodes = 40_000
    tracemalloc.start()
    try:
        astar(random_board(k, seed=seed), zero, max_nodes=nodes)
    except SearchLimitExceeded:
        pass
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert 0.8 <= peak / nodes / board_bytes(k * k) <= 1.2, peak / nodes
