"""The compiled IDA* twins (teachkit.sliding.fast) against their plain forms: identical counts and solutions.

Skipped where numba is missing; the switch TEACHKIT_FAST=0 and the import without numba are tested always.
"""

import subprocess
import sys

import pytest

from teachkit.sliding import (
    AdditivePDB,
    SearchLimitExceeded,
    UnsolvableBoard,
    apply_moves,
    build_pattern_database,
    fast,
    goal,
    idastar_manhattan,
    idastar_pdb,
    korf100,
    pdb,
    pdb_663,
    random_board,
    solve,
)

needs_numba = pytest.mark.skipif(fast.numba is None, reason="numba is not installed (pip install 'teachkit[fast]')")


@pytest.fixture(autouse=True)
def fast_switched_on(monkeypatch):
    """Each test sees the fast path on unless it switches it off itself."""
    monkeypatch.delenv("TEACHKIT_FAST", raising=False)


def same(plain, compiled):
    """Everything but the clock agrees: moves, states, cost, expanded, generated, longest path."""
    assert plain._replace(seconds=0) == compiled._replace(seconds=0)


BOARDS_MD = [(random_board(3, seed=s), None) for s in range(6)] + [
    (goal(3), None),  # already solved: nothing expanded
    (apply_moves(goal(3), "U"), None),
    (korf100("first")[78].board, goal(4, "first")),  # Korf #79: 540,860 nodes
    (korf100("last")[11].board, None),  # Korf #12, blank-last goal
    (apply_moves(goal(5), "ULLURDDLUURRDLLDRRULUL"), None),  # a 24-puzzle board
]


@needs_numba
@pytest.mark.parametrize("board, target", BOARDS_MD)
def test_fast_manhattan_is_the_twin_of_idastar_manhattan(board, target):
    same(idastar_manhattan(board, target), fast.idastar_manhattan_fast(board, target))


@needs_numba
def test_fast_manhattan_reproduces_korfs_counts_and_limits_like_the_plain_form():
    instance = korf100("first")[11]  # Korf #12: 546,344 generated
    result = fast.idastar_manhattan_fast(instance.board, goal(4, "first"))
    assert (result.cost, result.generated, result.expanded) == (instance.length, 546_344, 269_708)
    with pytest.raises(SearchLimitExceeded) as plain:
        idastar_manhattan(instance.board, goal(4, "first"), max_nodes=10_000)
    with pytest.raises(SearchLimitExceeded) as compiled:
        fast.idastar_manhattan_fast(instance.board, goal(4, "first"), max_nodes=10_000)
    assert str(plain.value) == str(compiled.value)
    with pytest.raises(UnsolvableBoard):
        fast.idastar_manhattan_fast(goal(4)[:13] + (15, 14, 0))
    with pytest.raises(ValueError, match="max_nodes"):
        fast.idastar_manhattan_fast(goal(3), max_nodes=0)


@needs_numba
@pytest.mark.parametrize("blank, reflect", [("last", True), ("last", False), ("first", True)])
def test_fast_pdb_is_the_twin_of_idastar_pdb_on_the_8_puzzle(blank, reflect):
    target = goal(3, blank)
    h = AdditivePDB([build_pattern_database(target, g) for g in [(1, 2, 3, 4), (5, 6, 7, 8)]], reflect=reflect)
    for seed in range(8):
        board = random_board(3, seed=seed, goal=target)
        plain_bounds, fast_bounds = [], []
        plain = idastar_pdb(board, h, on_iteration=lambda *a: plain_bounds.append(a))
        compiled = fast.idastar_pdb_fast(board, h, on_iteration=lambda *a: fast_bounds.append(a))
        same(plain, compiled)
        assert plain_bounds == fast_bounds
    same(idastar_pdb(target, h), fast.idastar_pdb_fast(target, h))


@needs_numba
@pytest.mark.parametrize("blank, number", [("last", 9), ("first", 12), ("last", 1)])
def test_fast_pdb_is_the_twin_of_idastar_pdb_on_korf_instances(blank, number):
    h = pdb_663(goal(4, blank), progress=False)
    instance = korf100(blank)[number - 1]
    compiled = fast.idastar_pdb_fast(instance.board, h)
    same(idastar_pdb(instance.board, h), compiled)
    assert compiled.cost == instance.length
    with pytest.raises(SearchLimitExceeded) as plain:
        idastar_pdb(instance.board, h, max_nodes=500)
    with pytest.raises(SearchLimitExceeded) as fast_limit:
        fast.idastar_pdb_fast(instance.board, h, max_nodes=500)
    assert str(plain.value) == str(fast_limit.value)


class Spy:
    """Wraps fast.idastar_pdb_fast and counts its calls (to see which form solve() ran)."""

    def __init__(self):
        self.calls = 0
        self.compiled = fast.idastar_pdb_fast

    def __call__(self, *args, **kwargs):
        self.calls += 1
        return self.compiled(*args, **kwargs)


@needs_numba
@pytest.mark.parametrize("blank, number", [("last", 9), ("first", 12)])
def test_solve_goes_compiled_past_its_budget_and_gives_the_same_answer(monkeypatch, blank, number):
    instance = korf100(blank)[number - 1]
    target = goal(4, blank)
    monkeypatch.setattr(pdb, "FAST_AFTER_NODES", 1_000)  # Korf #9 needs 10,822 nodes: past the budget
    spy = Spy()
    monkeypatch.setattr(fast, "idastar_pdb_fast", spy)
    monkeypatch.setenv("TEACHKIT_FAST", "0")
    plain = solve(instance.board, target)
    assert spy.calls == 0
    monkeypatch.setenv("TEACHKIT_FAST", "1")
    compiled = solve(instance.board, target)
    assert spy.calls == 1
    same(plain, compiled)
    assert compiled.cost == instance.length
    same(plain, idastar_pdb(instance.board, pdb_663(target, progress=False)))
    # a node limit above the budget stops both forms with the same message
    with pytest.raises(SearchLimitExceeded) as compiled_limit:
        solve(instance.board, target, max_nodes=2_000)
    assert spy.calls == 2
    monkeypatch.setenv("TEACHKIT_FAST", "0")
    with pytest.raises(SearchLimitExceeded) as plain_limit:
        solve(instance.board, target, max_nodes=2_000)
    assert str(plain_limit.value) == str(compiled_limit.value)


@needs_numba
def test_solve_stays_plain_within_its_budget(monkeypatch):
    spy = Spy()
    monkeypatch.setattr(fast, "idastar_pdb_fast", spy)
    instance = korf100("last")[8]  # Korf #9: 10,822 nodes, far below FAST_AFTER_NODES
    result = solve(instance.board)
    assert spy.calls == 0
    assert (result.cost, result.generated) == (instance.length, 10_822)
    assert pdb.FAST_AFTER_NODES >= 1_000_000


def test_teachkit_fast_0_switches_the_fast_path_off(monkeypatch):
    monkeypatch.setenv("TEACHKIT_FAST", "0")
    assert fast.available() is False
    with pytest.raises(fast.FastPathUnavailable, match="TEACHKIT_FAST"):
        fast.idastar_manhattan_fast(goal(3))
    monkeypatch.setenv("TEACHKIT_FAST", "1")
    assert fast.available() is (fast.numba is not None)


def test_the_package_imports_and_solves_without_numba():
    script = (
        "import sys; sys.modules['numba'] = None\n"  # makes `import numba` fail
        "from teachkit.sliding import fast, solve, random_board\n"
        "assert fast.available() is False and fast.numba is None\n"
        "try:\n"
        "    fast.idastar_manhattan_fast((1, 2, 3, 4, 5, 6, 7, 0, 8))\n"
        "except fast.FastPathUnavailable as error:\n"
        "    assert 'numba' in str(error)\n"
        "else:\n"
        "    raise AssertionError('the fast path ran without numba')\n"
        "print(solve(random_board(3, seed=1)).cost)\n"
        "from teachkit.sliding import korf100, pdb\n"
        "pdb.FAST_AFTER_NODES = 1_000  # past the budget solve() would go compiled if it could\n"
        "result = solve(korf100('last')[8].board)\n"
        "print(result.cost, result.generated, 'numba' in sys.modules and sys.modules['numba'] is not None)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    eight, fifteen = done.stdout.splitlines()
    assert int(eight) > 0
    assert fifteen.split() == ["46", "10822", "False"]
