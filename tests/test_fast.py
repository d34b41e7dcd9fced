"""The compiled IDA* twins (teachkit.sliding.fast) against their plain forms: identical counts and solutions.

Skipped where numba is missing; the switch TEACHKIT_FAST=0 and the import without numba are tested always.
"""

import os
import subprocess
import sys

import pytest

from teachkit.sliding import (
    PDB_MAX_NODES,
    PDB_MAX_NODES_COMPILED,
    AdditivePDB,
    SearchLimitExceeded,
    UnsolvableBoard,
    apply_moves,
    build_pattern_database,
    dispatch,
    fast,
    goal,
    hardest80,
    idastar_manhattan,
    idastar_pdb,
    kernels,
    korf100,
    pdb_663,
    random_board,
    solve,
)
from teachkit.sliding.pdb import _pdb_plain_step, _search_setup, idastar_pdb_plain
from teachkit.sliding.search import idastar_manhattan_plain
from teachkit.sliding.solver import solve_max_nodes

needs_numba = pytest.mark.skipif(not fast.installed(), reason="numba is not installed (pip install 'teachkit[fast]')")


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
    plain = idastar_manhattan_plain(board, target)
    same(plain, fast.idastar_manhattan_fast(board, target))
    same(plain, idastar_manhattan(board, target))  # plain, compiled or both, iteration by iteration


@needs_numba
def test_fast_manhattan_reproduces_korfs_counts_and_limits_like_the_plain_form():
    instance = korf100("first")[11]  # Korf #12: 546,344 generated
    result = fast.idastar_manhattan_fast(instance.board, goal(4, "first"))
    assert (result.cost, result.generated, result.expanded) == (instance.length, 546_344, 269_708)
    with pytest.raises(SearchLimitExceeded) as plain:
        idastar_manhattan_plain(instance.board, goal(4, "first"), max_nodes=10_000)
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
        plain = idastar_pdb_plain(board, h, on_iteration=lambda *a: plain_bounds.append(a))
        compiled = fast.idastar_pdb_fast(board, h, on_iteration=lambda *a: fast_bounds.append(a))
        same(plain, compiled)
        assert plain_bounds == fast_bounds
    same(idastar_pdb_plain(target, h), fast.idastar_pdb_fast(target, h))


@needs_numba
@pytest.mark.parametrize("blank, number", [("last", 9), ("first", 12), ("last", 1)])
def test_fast_pdb_is_the_twin_of_idastar_pdb_on_korf_instances(blank, number):
    h = pdb_663(goal(4, blank), progress=False)
    instance = korf100(blank)[number - 1]
    compiled = fast.idastar_pdb_fast(instance.board, h)
    same(idastar_pdb_plain(instance.board, h), compiled)
    same(idastar_pdb(instance.board, h), compiled)
    assert compiled.cost == instance.length
    with pytest.raises(SearchLimitExceeded) as plain:
        idastar_pdb_plain(instance.board, h, max_nodes=500)
    with pytest.raises(SearchLimitExceeded) as fast_limit:
        fast.idastar_pdb_fast(instance.board, h, max_nodes=500)
    assert str(plain.value) == str(fast_limit.value)


def chooser(setup, **thresholds) -> dispatch.Chooser:
    """A dispatch.Chooser over the plain and compiled steps of one pattern-database search."""
    k, blank = len(setup.start) ** 0.5, setup.start.index(0)
    return dispatch.Chooser(
        _pdb_plain_step(setup),
        lambda: kernels._pdb_step(setup),
        kernels._pdb_ready,
        lambda bound: dispatch.walks(int(k), blank, bound),
    )


@needs_numba
@pytest.mark.parametrize("cold, warm", [(10**9, 10**9), (500, 10**9), (2_000, 300), (0, 0)])
def test_any_mix_of_plain_and_compiled_iterations_gives_the_same_answer(monkeypatch, cold, warm):
    """Korf #1 (blank last): 102,123 nodes in 6 iterations; thresholds that force every mix of forms."""
    monkeypatch.setattr(dispatch, "COLD_NODES", cold)
    monkeypatch.setattr(dispatch, "WARM_NODES", warm)
    monkeypatch.setattr(kernels, "_pdb_ready", lambda: False)  # numba counted as not started
    h = pdb_663(progress=False)
    board = korf100("last")[0].board
    plain = idastar_pdb_plain(board, h)
    setup = _search_setup(board, h, 10**9)
    step = chooser(setup)
    path, counts = dispatch.iterate(step, max(setup.h_plain, setup.h_mirror), setup.limit)
    assert counts == [plain.expanded, plain.generated]
    assert len(path) == plain.cost
    same(plain, idastar_pdb(board, h))
    if cold == 10**9:
        assert set(step.forms) == {"plain"}
    if cold == 500:  # the first iterations plain, a larger one predicted and run compiled
        assert step.forms[0] == "plain" and "compiled" in step.forms
    if cold == 0:
        assert "plain" not in step.forms


@needs_numba
def test_an_iteration_larger_than_expected_is_stopped_and_run_again_compiled(monkeypatch):
    monkeypatch.setattr(dispatch, "COLD_NODES", 220)  # predicted 27 * GROWTH = 216 nodes: run plain, stopped
    monkeypatch.setattr(kernels, "_pdb_ready", lambda: False)
    h = pdb_663(progress=False)
    board = korf100("last")[0].board  # first iteration: 27 nodes, the second 223 (> 220)
    setup = _search_setup(board, h, 10**9)
    step = chooser(setup)
    path, counts = dispatch.iterate(step, max(setup.h_plain, setup.h_mirror), setup.limit)
    assert step.forms[:3] == ["plain", "plain, stopped", "compiled"]
    assert step.sizes[:2] == [27, 223]  # the stopped attempt left no trace in the counts
    plain = idastar_pdb_plain(board, h)
    assert counts == [plain.expanded, plain.generated]


def test_walks_bounds_the_nodes_of_an_iteration():
    """walks(k, blank, b) counts blank walks of length <= b that never undo a move: 1, 3, 5, 7 from a 2x2 corner;
    every iteration of a real search stays below it."""
    assert [dispatch.walks(2, 0, b) for b in range(4)] == [1, 3, 5, 7]
    assert dispatch.walks(4, 5, 1) == 5 and dispatch.walks(4, 5, 2) == 5 + 2 + 2 + 3 + 3  # cell 5: 4 moves
    h = pdb_663(progress=False)
    board = korf100("last")[8].board
    setup = _search_setup(board, h, 10**9)
    sizes = []
    idastar_pdb_plain(board, h, on_iteration=lambda b, e, g: sizes.append((b, g)))
    previous = 1
    for bound, generated in sizes:
        assert generated - previous <= dispatch.walks(4, setup.start.index(0), bound)
        previous = generated


LOADED = (  # a compiled kernel was loaded: numba's, or the one compiled ahead of time (teachkit.sliding.aot)
    "from teachkit.sliding import aot\n"
    "numba_loaded = 'numba' in sys.modules and sys.modules['numba'] is not None\n"
    "loaded = numba_loaded or aot.kernels.cache_info().currsize > 0 and aot.kernels() is not None\n"
)


def solve_in_a_fresh_process(number: int, extra: str = "", numba_only: bool = False) -> list[str]:
    """solve() of Korf's instance `number` (blank last) in a new interpreter: cost, generated, compiled kernel
    loaded? (numba_only: numba itself imported?)"""
    script = (
        "import sys\n"
        "from teachkit.sliding import korf100, solve\n"
        f"{extra}"
        f"result = solve(korf100('last')[{number - 1}].board)\n"
        f"{LOADED}"
        "print(result.cost, result.generated, loaded, numba_loaded)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.split()[:3] if not numba_only else done.stdout.split()[:2] + done.stdout.split()[3:]


def test_solve_on_a_small_search_never_loads_numba():
    # Korf #9: 10,822 nodes, 7 ms plain. (With kernels compiled ahead of time it may run them: no numba either.)
    assert solve_in_a_fresh_process(9, numba_only=True) == ["46", "10822", "False"]


@needs_numba
def test_solve_on_a_large_search_goes_compiled_with_the_same_answer():
    assert solve_in_a_fresh_process(3) == ["59", "1611532", "True"]  # Korf #3: 1.6 M nodes
    assert solve_in_a_fresh_process(3, "import os; os.environ['TEACHKIT_FAST'] = '0'\n") == ["59", "1611532", "False"]


@needs_numba
def test_kernels_compiled_ahead_of_time_count_the_same_without_numba(tmp_path):
    """python -m teachkit.sliding.aot_build builds them into the cache folder; a fresh process then searches compiled
    without importing numba, with the same counts (Korf's #3 with the 6-6-3 tables, #79 with Manhattan: his)."""
    env = dict(os.environ, TEACHKIT_CACHE_DIR=str(tmp_path))
    built = subprocess.run(
        [sys.executable, "-m", "teachkit.sliding.aot_build"], env=env, capture_output=True, text=True, timeout=600
    )
    if built.returncode != 0:  # no C compiler, say: numba's just-in-time kernels run instead
        pytest.skip(f"numba.pycc could not build the kernels: {built.stderr[-300:]}")
    script = (
        "import sys\n"
        "from teachkit.sliding import fast, goal, korf100, solve\n"
        "result = solve(korf100('last')[2].board)\n"
        "md = fast.idastar_manhattan_fast(korf100('first')[78].board, goal(4, 'first'))\n"
        "from teachkit.sliding import aot\n"
        "print(result.cost, result.generated, md.cost, md.generated, 'numba' in sys.modules)\n"
        "print(aot.kernels() is not None)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["59", "1611532", "42", "540860", "False", "True"]


def test_solve_limit_follows_the_form_and_the_error_says_how_to_raise_it(monkeypatch):
    instance = korf100("last")[8]
    monkeypatch.setenv("TEACHKIT_FAST", "0")
    assert solve_max_nodes() == PDB_MAX_NODES
    with pytest.raises(SearchLimitExceeded, match=r"max_nodes=500 .*solve\(board, max_nodes=5_000\).*plain") as plain:
        solve(instance.board, max_nodes=500)
    assert "pip install 'teachkit[fast]'" in str(plain.value)
    monkeypatch.setenv("TEACHKIT_FAST", "1")
    if fast.installed():
        assert solve_max_nodes() == PDB_MAX_NODES_COMPILED
        with pytest.raises(SearchLimitExceeded, match=r"max_nodes=500 .*max_nodes=5_000.*compiled"):
            solve(instance.board, max_nodes=500)
    # every shipped position fits under the default of the compiled form (counts from bench_fast.py --hardest)
    assert PDB_MAX_NODES_COMPILED > 2_180_000_000


@pytest.mark.slow
@needs_numba
def test_solve_solves_an_80_move_position_with_its_default_limit():
    """Hardest position #5 with solve()'s defaults: 1,059,847,417 nodes, about 27 s CPU compiled (bench_fast.py
    --hardest 5; above the old default limit of 300 M, below PDB_MAX_NODES_COMPILED)."""
    instance = next(i for i in hardest80() if i.number == 5)  # h = 64, the largest of the 17 (the others: 60-62)
    result = solve(instance.board)
    assert result.cost == instance.length == 80


def test_teachkit_fast_0_switches_the_fast_path_off(monkeypatch):
    monkeypatch.setenv("TEACHKIT_FAST", "0")
    assert fast.available() is False
    with pytest.raises(fast.FastPathUnavailable, match="TEACHKIT_FAST"):
        fast.idastar_manhattan_fast(goal(3))
    monkeypatch.setenv("TEACHKIT_FAST", "1")
    assert fast.available() is fast.installed()


def test_the_package_imports_and_solves_without_numba():
    script = (
        "import sys; sys.modules['numba'] = None\n"  # makes `import numba` fail
        "from teachkit.sliding import fast, solve, random_board\n"
        "assert fast.available() is False and fast.installed() is False\n"
        "try:\n"
        "    fast.idastar_manhattan_fast((1, 2, 3, 4, 5, 6, 7, 0, 8))\n"
        "except fast.FastPathUnavailable as error:\n"
        "    assert 'numba' in str(error)\n"
        "else:\n"
        "    raise AssertionError('the fast path ran without numba')\n"
        "print(solve(random_board(3, seed=1)).cost)\n"
        "from teachkit.sliding import korf100\n"
        "result = solve(korf100('last')[2].board)  # 1.6 M nodes: compiled if it could\n"
        "print(result.cost, result.generated, 'numba' in sys.modules and sys.modules['numba'] is not None)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    eight, fifteen = done.stdout.splitlines()
    assert int(eight) > 0
    assert fifteen.split() == ["59", "1611532", "False"]
