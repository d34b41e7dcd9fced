"""Additive pattern databases and the fast IDA* that uses them (teachkit.sliding.pdb).

Small tables (8-puzzle, 3-tile 15-puzzle groups) are built in temporary directories. The 6-6-3 tables of the
15-puzzle are loaded from the user cache (``cache_dir()``), and built there once (about 20 s) if missing.
"""

import hashlib

import numpy as np
import pytest

from teachkit.sliding import (
    AdditivePDB,
    BuildProgress,
    PatternDatabase,
    SearchLimitExceeded,
    UnsolvableBoard,
    apply_moves,
    astar,
    bfs_distances,
    build_pattern_database,
    cache_dir,
    fast,
    goal,
    idastar,
    idastar_pdb,
    korf100,
    manhattan,
    pattern_database,
    pdb_663,
    random_board,
    solve,
)
from teachkit.sliding.pdb import (
    PARTITION_663_LAST,
    _load_shipped,
    _read_digest,
    _shipped_file,
    build_pattern_database_plain,
    rotated,
)


@pytest.mark.parametrize(
    "target, pattern",
    [
        (goal(3), (1, 2, 3, 4)),
        (goal(3), (5, 6, 7, 8)),
        (goal(3, "first"), (2, 5, 8)),
        (goal(4), (2, 3, 4)),
        (goal(4), (1, 5, 9)),
        (goal(4, "first"), (12, 13, 14)),
    ],
)
def test_numpy_build_matches_the_textbook_0_1_bfs(target, pattern):
    fast = build_pattern_database(target, pattern)
    plain = build_pattern_database_plain(target, pattern)
    assert np.array_equal(fast.table, plain.table)
    assert fast.cost(target) == 0


needs_numba = pytest.mark.skipif(not fast.installed(), reason="numba is not installed (pip install 'teachkit[fast]')")


@needs_numba
@pytest.mark.parametrize(
    "target, pattern",
    [
        (goal(3), (1, 2, 3, 4)),
        (goal(3, "first"), (2, 5, 8)),
        (goal(4), (2, 3, 4)),
        (goal(4, "first"), (13, 14, 15, 12)),
        (goal(5), (1, 2, 6)),  # 25 cells: 32-bit blank masks
    ],
)
def test_compiled_build_is_the_twin_of_the_numpy_build(target, pattern, monkeypatch):
    monkeypatch.delenv("TEACHKIT_FAST", raising=False)
    reports = []
    compiled = fast.build_pattern_database_fast(target, pattern, reports.append)
    numpy_form = build_pattern_database(target, pattern)
    assert compiled.table.tobytes() == numpy_form.table.tobytes()
    assert reports[-1].finished and reports[-1].placements == reports[-1].total
    if len(pattern) <= 3:
        assert np.array_equal(compiled.table, build_pattern_database_plain(target, pattern).table)


@needs_numba
def test_compiled_build_of_a_6_tile_group_is_the_shipped_table(monkeypatch):
    monkeypatch.delenv("TEACHKIT_FAST", raising=False)
    pattern = PARTITION_663_LAST[1]  # 7 8 11 12 14 15: 16^6 entries, about 3 s
    built = fast.build_pattern_database_fast(goal(4), pattern)
    digest = _read_digest(_shipped_file(goal(4), pattern))
    assert hashlib.sha256(built.table.tobytes()).hexdigest() == digest
    assert built.table.tobytes() == _load_shipped(goal(4), pattern).table.tobytes()


def test_group_costs_count_only_the_group_tiles_moves():
    db = build_pattern_database(goal(4), (2, 3, 4))
    assert db.cost(apply_moves(goal(4), "UUULLL")) == 3  # tiles 4, 3, 2 each slid one square right
    assert db.cost(apply_moves(goal(4), "UULLDD")) == 0  # none of 2, 3, 4 moved
    assert (db.table < 255).sum() == 16 * 15 * 14  # every placement got a cost


def test_rotating_the_blank_last_table_gives_the_blank_first_table():
    db = build_pattern_database(goal(3), (1, 2, 3, 4))
    turned = rotated(db)
    assert turned.goal == goal(3, "first") and turned.pattern == (8, 7, 6, 5)
    assert np.array_equal(turned.table, build_pattern_database(goal(3, "first"), (8, 7, 6, 5)).table)


@pytest.mark.parametrize("blank, reflect", [("last", True), ("first", False)])
def test_additive_pdb_on_the_8_puzzle_is_admissible_but_not_consistent(blank, reflect):
    target = goal(3, blank)
    h = AdditivePDB([build_pattern_database(target, g) for g in [(1, 2, 3, 4), (5, 6, 7, 8)]], reflect=reflect)
    exact = bfs_distances(3, target)
    value = np.array([h(board) for board in exact])
    assert value[0] == 0
    assert (value <= exact.distances).all()  # admissible
    edges = exact.edges()
    drop = value[edges[:, 0]] - value[edges[:, 1]]
    # inconsistent: the best blank cell of a placement may be cut off from the real blank, so one move can
    # lower h by 3, 5 or 7 (never by an even number: h keeps the parity of the true distance)
    assert (drop > 1).any() and set(np.unique(drop[drop > 1]).tolist()) <= {3, 5, 7}
    # A* re-queues boards reached more cheaply, so it still finds shortest solutions
    for seed in range(5):
        board = random_board(3, seed, target)
        assert astar(board, h, target).cost == exact[board]


def test_reflection_only_raises_the_estimate():
    target = goal(3)
    h = AdditivePDB([build_pattern_database(target, g) for g in [(1, 2, 3, 4), (5, 6, 7, 8)]])
    plain = AdditivePDB(h.databases, reflect=False)
    boards = [random_board(3, seed) for seed in range(300)]
    assert all(h(b) >= plain(b) for b in boards) and any(h(b) > plain(b) for b in boards)


@pytest.mark.parametrize("blank, reflect", [("last", True), ("last", False), ("first", True)])
def test_fast_idastar_with_a_small_pdb_is_the_plain_idastar(blank, reflect):
    target = goal(3, blank)
    h = AdditivePDB([build_pattern_database(target, g) for g in [(1, 2, 3, 4), (5, 6, 7, 8)]], reflect)
    exact = bfs_distances(3, target)
    for seed in range(15):
        board = random_board(3, seed, target)
        fast, plain = idastar_pdb(board, h), idastar(board, h, target)
        assert fast.cost == exact[board]
        assert fast == plain._replace(seconds=fast.seconds)


def test_cache_directory_and_progress(tmp_path, monkeypatch):
    monkeypatch.setenv("TEACHKIT_CACHE_DIR", str(tmp_path / "cache"))
    assert cache_dir() == tmp_path / "cache"
    monkeypatch.delenv("TEACHKIT_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_dir() == tmp_path / "xdg" / "teachkit"
    reports = []
    db = pattern_database(goal(4), (1, 2, 3), tmp_path / "mine", progress=reports.append)  # not shipped
    assert all(isinstance(r, BuildProgress) for r in reports)
    assert reports[-1].finished and reports[-1].placements == reports[-1].total == 16 * 15 * 14
    assert len(list((tmp_path / "mine").glob("*.npy"))) == 1
    import teachkit.sliding.pdb as pdb

    monkeypatch.setattr(pdb, "build_pattern_database", lambda *a: pytest.fail("should load from cache"))
    again = pattern_database(goal(4), (1, 2, 3), tmp_path / "mine", progress=False)
    assert np.array_equal(again.table, db.table)
    monkeypatch.undo()
    saved = next((tmp_path / "mine").glob("*.npy"))
    saved.write_bytes(saved.read_bytes()[:100])  # a damaged cache file is rebuilt, not trusted
    with pytest.warns(UserWarning, match="damaged"):
        rebuilt = pattern_database(goal(4), (1, 2, 3), tmp_path / "mine", progress=False)
    assert np.array_equal(rebuilt.table, db.table)


def test_bad_patterns_are_refused():
    with pytest.raises(ValueError, match="distinct tiles"):
        build_pattern_database(goal(3), (1, 1))
    with pytest.raises(ValueError, match="distinct tiles"):
        build_pattern_database(goal(3), (0, 1))
    with pytest.raises(ValueError, match="split the tiles"):
        AdditivePDB([build_pattern_database(goal(3), (1, 2, 3))])


# ----------------------------------------------------------------------------- the 15-puzzle, 6-6-3


@pytest.fixture(scope="module")
def pdbs():
    """The 6-6-3 tables for both goals (from the user cache; built once if missing)."""
    return {"last": pdb_663(goal(4, "last")), "first": pdb_663(goal(4, "first"))}


def korf(blank):
    """Korf's 100 boards as packaged (tests/test_sliding_board.py checks them against ../shared/data)."""
    return [(i.board, i.length) for i in korf100(blank)]


@pytest.mark.parametrize("blank", ["last", "first"])
@pytest.mark.parametrize("number", [9, 12, 2])
def test_korf_instances_are_solved_optimally(pdbs, blank, number):
    board, length = korf(blank)[number - 1]
    result = idastar_pdb(board, pdbs[blank])
    assert result.cost == length
    assert apply_moves(board, result.moves) == goal(4, blank)


def test_663_pdb_is_admissible_on_korf_instances_and_beats_manhattan(pdbs):
    for blank in ("last", "first"):
        h = pdbs[blank]
        for board, length in korf(blank):
            assert manhattan(board, goal(4, blank)) <= h(board) <= length
    assert [len(db.pattern) for db in pdbs["last"].databases] == [6, 6, 3]
    assert sorted(t for p in PARTITION_663_LAST for t in p) == list(range(1, 16))


def test_fast_idastar_pdb_is_the_plain_idastar(pdbs):
    board, _ = korf("last")[8]
    h = pdbs["last"]
    fast, plain = idastar_pdb(board, h), idastar(board, h, h.goal)
    assert fast == plain._replace(seconds=fast.seconds)


def test_solve_uses_the_pattern_database_for_the_15_puzzle(pdbs):
    board = apply_moves(goal(4), "ULULDDRULDRR")
    result = solve(board)
    assert result.cost <= 12 and apply_moves(board, result.moves) == goal(4)
    with pytest.raises(UnsolvableBoard):
        idastar_pdb(goal(4)[:13] + (15, 14, 0), pdbs["last"])
    with pytest.raises(SearchLimitExceeded):
        idastar_pdb(korf("last")[0][0], pdbs["last"], max_nodes=1000)


def test_on_iteration_reports_each_exhausted_bound(pdbs):
    instance = korf("last")[0]
    seen = []
    result = idastar_pdb(instance[0], pdbs["last"], on_iteration=lambda *report: seen.append(report))
    bounds = [bound for bound, _, _ in seen]
    assert bounds == list(range(pdbs["last"](instance[0]), instance[1], 2))  # parity: the bound rises by 2
    assert [g for *_, g in seen] == sorted(g for *_, g in seen) and seen[-1][2] < result.generated


def test_joined_tables_are_held_once():
    h = AdditivePDB([build_pattern_database(goal(3), g) for g in [(1, 2, 3, 4), (5, 6, 7, 8)]])
    before = [db.table.copy() for db in h.databases]
    board = random_board(3, seed=4)
    estimate = h(board)
    joined = h.joined()
    assert h.joined() is joined and len(joined) == 2 * 9**4
    for db, table in zip(h.databases, before):
        assert np.array_equal(db.table, table)
        assert np.shares_memory(db.table, np.frombuffer(joined, np.uint8))  # a view, not a second copy
        assert not db.table.flags.writeable
    assert h(board) == estimate
    assert all(isinstance(db, PatternDatabase) for db in h.databases)


@needs_numba
def test_large_tables_are_built_compiled_when_numba_can_run(tmp_path, monkeypatch):
    import teachkit.sliding.pdb as pdb

    calls = []
    compiled = pdb.build_pattern_database_fast
    assert fast.build_pattern_database_fast is compiled  # the public name of the compiled build
    monkeypatch.setattr(pdb, "build_pattern_database_fast", lambda *a: calls.append(a) or compiled(*a))
    monkeypatch.setattr(pdb, "COMPILED_BUILD_ENTRIES", 16**3)  # (1, 2, 3): 4,096 entries counts as large
    db = pattern_database(goal(4), (1, 2, 3), tmp_path / "compiled", progress=False)
    assert len(calls) == 1
    assert np.array_equal(db.table, build_pattern_database(goal(4), (1, 2, 3)).table)
    monkeypatch.setenv("TEACHKIT_FAST", "0")
    pattern_database(goal(4), (1, 2, 4), tmp_path / "plain", progress=False)
    assert len(calls) == 1
