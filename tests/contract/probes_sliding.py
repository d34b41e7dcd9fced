"""Probes for teachkit.sliding: boards, heuristics, searches, pattern databases, measurements.

Every public function gets wrong types, wrong sizes, out-of-range and oversized values (the inputs of the
outside sweep that hung, ate memory or answered silently among them: a 300x300 board, A* on a scrambled
100x100 board, bfs_distances_plain(4), solve(b, max_nodes=0), floats and sets as boards and patterns, a NaN
heuristic). The exercise checkers have their own probes on the notebook side.
"""

from __future__ import annotations

import itertools
import math
import tempfile

from contract.harness import Probe
from teachkit.errors import LimitExceeded
from teachkit.sliding import (
    AdditivePDB,
    BoardTooLarge,
    BoardTypeError,
    CacheFolderError,
    HeuristicError,
    IllegalMove,
    InvalidBoard,
    NotInTable,
    PatternDatabaseError,
    UnsolvableBoard,
    adapt_heuristic,
    apply_moves,
    astar,
    astar_trace,
    bfs_distances,
    bfs_distances_plain,
    build_pattern_database,
    check_board,
    conflict_penalty,
    goal,
    hint,
    idastar,
    idastar_manhattan,
    idastar_pdb,
    inversions,
    is_solvable,
    korf100,
    linear_conflict,
    manhattan,
    misplaced,
    neighbors,
    parity_class,
    parse_board,
    pattern_database,
    pdb_663,
    random_board,
    reflect,
    solve,
    states_along,
    width,
    zero,
)
from teachkit.sliding.measure import (
    MeasureError,
    Measurement,
    MeasureTypeError,
    audit_heuristic,
    audit_heuristics,
    audit_space,
    audit_table,
    comparison_table,
    effective_branching_factor,
    measure,
    measure_searches,
    measurement_table,
    move_edges,
    pick_at_depths,
    scramble,
    state_space,
    tree_size,
)
from teachkit.sliding.pdb import PatternTooLarge, PatternTypeError, build_pattern_database_plain
from teachkit.sliding.search import SearchLimitExceeded

EASY = parse_board("1 2 3 4 5 6 0 7 8")  # two moves from the goal
LOYD = goal(4)[:13] + (15, 14, 0)  # Sam Loyd's 14-15 swap: unsolvable
TABLE2 = bfs_distances(2)  # the 12 boards of the 2x2 puzzle
DB8 = [build_pattern_database(goal(3), (1, 2, 3, 4)), build_pattern_database(goal(3), (5, 6, 7, 8))]
PDB8 = AdditivePDB(DB8)
NAN = float("nan")
FILE = tempfile.NamedTemporaryFile(prefix="teachkit-probe-", delete=False).name  # a file, not a folder

# boards that are not boards: (value, why, error class)
BAD_BOARDS = [
    (2.5, "float", BoardTypeError),
    (7, "int", BoardTypeError),
    (None, "None", BoardTypeError),
    ({0, 1, 2, 3}, "set", BoardTypeError),
    (frozenset(range(9)), "frozenset", BoardTypeError),
    ({0: 1, 1: 2, 2: 3, 3: 0}, "dict", BoardTypeError),
    (b"\x01\x02\x03\x00", "bytes", BoardTypeError),
    ((1.0, 2, 3, 0), "float-cell", BoardTypeError),
    ((True, 2, 3, 0), "bool-cell", BoardTypeError),
    (("1", "2", "3", "0"), "str-cells", BoardTypeError),
    ((1, 2, 3), "3-cells", InvalidBoard),
    ((), "empty", InvalidBoard),
    ((1, 1, 2, 0), "duplicate", InvalidBoard),
    ((0, 1, 2, 5), "tile-5", InvalidBoard),
    ((0, 1, 2, -3), "negative-tile", InvalidBoard),
    ("1 2 x 0", "text-word", InvalidBoard),
    ("1 2 3 " + "9" * 5000, "text-huge-number", InvalidBoard),
    (itertools.count(), "endless", BoardTooLarge),
    (tuple(range(300 * 300)), "300x300", BoardTooLarge),
    (" ".join(map(str, range(90_000))), "300x300-text", BoardTooLarge),
]
BOARD_FUNCTIONS = [
    parse_board,
    check_board,
    inversions,
    parity_class,
    is_solvable,
    neighbors,
    reflect,
    manhattan,
    misplaced,
    zero,
    linear_conflict,
    conflict_penalty,
    astar,
    astar_trace,
    idastar,
    idastar_manhattan,
    solve,
    hint,
    PDB8,
]

PROBES: list[Probe] = []
for fn in BOARD_FUNCTIONS:
    for value, why, error in BAD_BOARDS:
        PROBES.append(Probe(fn, (value,), arg="board", expect=error, why=f"board-{why}"))
for fn in (apply_moves, states_along):
    for value, why, error in BAD_BOARDS[:12]:
        PROBES.append(Probe(fn, (value, "U"), arg="board", expect=error, why=f"board-{why}"))
for fn in (width,):  # width counts cells only: the kinds that have no length, and a count that is no square
    for value, why, error in BAD_BOARDS[:7] + [((1, 2, 3), "3-cells", InvalidBoard)]:
        PROBES.append(Probe(fn, (value,), arg="board", expect=error, why=f"board-{why}"))

# goals that are not goals, for everything that takes one
BAD_GOALS = [
    (2.5, "float", BoardTypeError),
    ({1, 2, 3, 0}, "set", BoardTypeError),
    (goal(4), "other-size", InvalidBoard),
    ((1, 1, 2, 3, 4, 5, 6, 7, 0), "duplicate", InvalidBoard),
]
for fn in (
    is_solvable,
    manhattan,
    misplaced,
    linear_conflict,
    conflict_penalty,
    astar,
    astar_trace,
    idastar,
    idastar_manhattan,
    solve,
    hint,
):
    for value, why, error in BAD_GOALS:
        PROBES.append(Probe(fn, (EASY,), {"goal": value}, arg="goal", expect=error, why=f"goal-{why}"))
for value, why, error in BAD_GOALS:
    PROBES.append(Probe(reflect, (EASY, value), arg="goal", expect=error, why=f"goal-{why}"))
for fn in (astar, idastar, idastar_manhattan, solve, hint):
    PROBES.append(Probe(fn, (LOYD,), arg="board", expect=UnsolvableBoard, why="unsolvable"))

# making boards
PROBES += [
    Probe(goal, (2.5,), arg="k", expect=BoardTypeError, why="k-float"),
    Probe(goal, ("3",), arg="k", expect=BoardTypeError, why="k-str"),
    Probe(goal, (1,), arg="k", expect=InvalidBoard, why="k-1"),
    Probe(goal, (10**9,), arg="k", expect=LimitExceeded, why="k-billion"),
    Probe(goal, (3, "middle"), arg="blank", expect=InvalidBoard, why="blank-middle"),
    Probe(goal, (3, []), arg="blank", expect=InvalidBoard, why="blank-list"),
    Probe(goal, (3, {}), arg="blank", expect=InvalidBoard, why="blank-dict"),
    Probe(random_board, (300,), arg="k", expect=BoardTooLarge, why="k-300"),
    Probe(random_board, (2.5,), arg="k", expect=BoardTypeError, why="k-float"),
    Probe(random_board, (0,), arg="k", expect=InvalidBoard, why="k-0"),
    Probe(random_board, (True,), arg="k", expect=BoardTypeError, why="k-bool"),
    Probe(random_board, (3, 1.5), arg="seed", why="seed-float"),
    Probe(random_board, (3, [1]), arg="seed", why="seed-list"),
    Probe(random_board, (3, 0, goal(4)), arg="goal", expect=InvalidBoard, why="goal-size"),
    Probe(random_board, (3, 0, {1}), arg="goal", expect=BoardTypeError, why="goal-set"),
    Probe(korf100, ("middle",), arg="blank", expect=InvalidBoard, why="blank-middle"),
    Probe(korf100, ([],), arg="blank", expect=InvalidBoard, why="blank-list"),
]

# moves
PROBES += [
    Probe(apply_moves, (EASY, "X"), arg="moves", expect=IllegalMove, why="moves-X"),
    Probe(apply_moves, (EASY, "D"), arg="moves", expect=IllegalMove, why="moves-off-board"),
    Probe(apply_moves, (EASY, 5), arg="moves", why="moves-int"),
    Probe(apply_moves, (EASY, None), arg="moves", why="moves-None"),
    Probe(apply_moves, (EASY, {"U"}), arg="moves", why="moves-set"),
    Probe(apply_moves, (EASY, ["U", 1]), arg="moves", expect=IllegalMove, why="moves-int-item"),
    Probe(apply_moves, (EASY, itertools.cycle("LR")), arg="moves", expect=LimitExceeded, why="moves-endless"),
    Probe(apply_moves, (EASY, "LR" * 600_000), arg="moves", expect=LimitExceeded, why="moves-1.2M"),
    Probe(states_along, (EASY, "LX"), arg="moves", expect=IllegalMove, why="moves-X"),
    Probe(states_along, (EASY, itertools.cycle("LR")), arg="moves", expect=LimitExceeded, why="moves-endless"),
]

# searches: limits, heuristics, sizes
BIG = random_board(100, seed=1)  # a scrambled 100x100 board: valid, but far too wide to search
for fn in (astar, astar_trace, idastar, idastar_manhattan, solve, hint):
    PROBES.append(Probe(fn, (BIG,), arg="board", expect=BoardTooLarge, why="board-100x100"))
for fn in (astar, astar_trace, idastar):
    PROBES += [
        Probe(fn, (EASY, 5), arg="heuristic", expect=HeuristicError, why="heuristic-int"),
        Probe(fn, (EASY, "manhattan"), arg="heuristic", expect=HeuristicError, why="heuristic-str"),
        Probe(fn, (EASY, lambda: 0), arg="heuristic", expect=HeuristicError, why="heuristic-no-args"),
        Probe(fn, (EASY, lambda a, b, c: 0), arg="heuristic", expect=HeuristicError, why="heuristic-3-args"),
        Probe(fn, (EASY, lambda b: NAN), arg="heuristic", expect=HeuristicError, why="heuristic-nan"),
        Probe(fn, (EASY, lambda b: math.inf), arg="heuristic", expect=HeuristicError, why="heuristic-inf"),
        Probe(fn, (EASY, lambda b: -1), arg="heuristic", expect=HeuristicError, why="heuristic-negative"),
        Probe(fn, (EASY, lambda b: "2"), arg="heuristic", expect=HeuristicError, why="heuristic-str-value"),
        Probe(fn, (EASY, lambda b: None), arg="heuristic", expect=HeuristicError, why="heuristic-None-value"),
        Probe(fn, (EASY,), {"max_nodes": 0}, arg="max_nodes", why="max_nodes-0"),
        Probe(fn, (EASY,), {"max_nodes": 2.5}, arg="max_nodes", why="max_nodes-float"),
        Probe(fn, (EASY,), {"max_nodes": 10**20}, arg="max_nodes", expect=LimitExceeded, why="max_nodes-huge"),
        Probe(fn, (EASY,), {"max_seconds": 0}, arg="max_seconds", why="max_seconds-0"),
        Probe(fn, (EASY,), {"max_seconds": NAN}, arg="max_seconds", why="max_seconds-nan"),
        Probe(fn, (EASY,), {"max_seconds": "1"}, arg="max_seconds", why="max_seconds-str"),
    ]
for fn in (astar, idastar):  # a NaN met during the search (astar_trace would meet it at a later next())
    PROBES.append(
        Probe(
            fn,
            (EASY, lambda b, g: 0 if b == EASY else NAN),
            arg="heuristic",
            expect=HeuristicError,
            why="heuristic-nan-later",
        )
    )
for fn in (astar, astar_trace):
    PROBES += [
        Probe(fn, (EASY,), {"max_bytes": 0}, arg="max_bytes", why="max_bytes-0"),
        Probe(fn, (EASY,), {"max_bytes": "1"}, arg="max_bytes", why="max_bytes-str"),
    ]
PROBES += [
    Probe(astar, (EASY,), {"trace": 5}, arg="trace", why="trace-int"),
    Probe(
        astar,
        (random_board(4, 3), manhattan),
        {"max_bytes": 40_000},
        arg="max_nodes",
        expect=SearchLimitExceeded,
        why="byte-budget",
    ),
    Probe(idastar_manhattan, (EASY,), {"max_nodes": 0}, arg="max_nodes", why="max_nodes-0"),
    Probe(idastar_manhattan, (EASY,), {"max_nodes": None}, arg="max_nodes", why="max_nodes-None"),
    Probe(solve, (EASY,), {"max_nodes": 0}, arg="max_nodes", why="max_nodes-0"),
    Probe(solve, (EASY,), {"max_nodes": -5}, arg="max_nodes", why="max_nodes-negative"),
    Probe(solve, (EASY,), {"max_nodes": 2.5}, arg="max_nodes", why="max_nodes-float"),
    Probe(
        solve,
        (korf100("last")[0].board,),
        {"max_nodes": 1000},
        arg="max_nodes",
        expect=SearchLimitExceeded,
        why="15-puzzle-max_nodes-1000",
    ),
    Probe(bfs_distances, (4,), arg="k", expect=LimitExceeded, why="k-4"),
    Probe(bfs_distances, (2.5,), arg="k", why="k-float"),
    Probe(bfs_distances, (1,), arg="k", why="k-1"),
    Probe(bfs_distances, (3, goal(4)), arg="goal", expect=InvalidBoard, why="goal-size"),
    Probe(bfs_distances_plain, (4,), arg="k", expect=LimitExceeded, why="k-4"),
    Probe(bfs_distances_plain, (10**6,), arg="k", expect=LimitExceeded, why="k-million"),
    Probe(bfs_distances_plain, ("3",), arg="k", why="k-str"),
    Probe(bfs_distances_plain, (3,), {"max_depth": -1}, arg="max_depth", why="max_depth-negative"),
    Probe(bfs_distances_plain, (3,), {"max_depth": 2.5}, arg="max_depth", why="max_depth-float"),
    Probe(TABLE2.__getitem__, ((1, 1, 2, 0),), arg="board", expect=NotInTable, why="table-duplicate"),
    Probe(TABLE2.__getitem__, ((2, 1, 3, 0),), arg="board", expect=NotInTable, why="table-unreachable"),
    Probe(TABLE2.__getitem__, (goal(3),), arg="board", expect=NotInTable, why="table-size"),
    Probe(adapt_heuristic, (5,), arg="heuristic", expect=HeuristicError, why="not-callable"),
    Probe(adapt_heuristic, (lambda a, b, c: 0,), arg="heuristic", expect=HeuristicError, why="3-args"),
    Probe(adapt_heuristic(lambda b: NAN), (EASY, None), arg="heuristic", expect=HeuristicError, why="nan"),
    Probe(adapt_heuristic(lambda b: True), (EASY, None), arg="heuristic", expect=HeuristicError, why="bool"),
]

# pattern databases
PROBES += [
    Probe(build_pattern_database, (goal(3), {1, 2}), arg="pattern", expect=PatternTypeError, why="pattern-set"),
    Probe(build_pattern_database, (goal(3), (1.0, 2)), arg="pattern", expect=PatternTypeError, why="pattern-float"),
    Probe(build_pattern_database, (goal(3), (True, 2)), arg="pattern", expect=PatternTypeError, why="pattern-bool"),
    Probe(build_pattern_database, (goal(3), "12"), arg="pattern", expect=PatternTypeError, why="pattern-str"),
    Probe(build_pattern_database, (goal(3), 5), arg="pattern", expect=PatternTypeError, why="pattern-int"),
    Probe(build_pattern_database, (goal(3), (1, 1)), arg="pattern", expect=PatternDatabaseError, why="pattern-repeat"),
    Probe(build_pattern_database, (goal(3), (0, 1)), arg="pattern", expect=PatternDatabaseError, why="pattern-blank"),
    Probe(build_pattern_database, (goal(3), (9,)), arg="pattern", expect=PatternDatabaseError, why="pattern-9"),
    Probe(build_pattern_database, (goal(3), ()), arg="pattern", expect=PatternDatabaseError, why="pattern-empty"),
    Probe(
        build_pattern_database,
        (goal(3), tuple(range(1, 10**6))),
        arg="pattern",
        expect=PatternDatabaseError,
        why="pattern-million",
    ),
    Probe(
        build_pattern_database,
        (goal(4), (1, 2, 3, 4, 5, 6, 7)),
        arg="pattern",
        expect=PatternTooLarge,
        why="pattern-7-of-16",
    ),
    Probe(build_pattern_database, (goal(6), (1,)), arg="target", expect=PatternTooLarge, why="target-36-cells"),
    Probe(build_pattern_database, (2.5, (1,)), arg="target", expect=BoardTypeError, why="target-float"),
    Probe(build_pattern_database, ({1, 2, 3, 0}, (1,)), arg="target", expect=BoardTypeError, why="target-set"),
    Probe(build_pattern_database, (goal(3), (1, 2), 5), arg="progress", expect=PatternTypeError, why="progress-int"),
    Probe(
        build_pattern_database_plain,
        (goal(4), (1, 2, 3, 4, 5)),
        arg="pattern",
        expect=PatternTooLarge,
        why="plain-5-of-16",
    ),
    Probe(build_pattern_database_plain, (goal(3), {1}), arg="pattern", expect=PatternTypeError, why="pattern-set"),
    Probe(pattern_database, (goal(3), (1, 2), 5), arg="directory", expect=PatternTypeError, why="directory-int"),
    Probe(
        pattern_database, (goal(3), (1, 2), FILE), arg="directory", expect=CacheFolderError, why="directory-is-a-file"
    ),
    Probe(
        pattern_database, (goal(3), (1, 2), None, "yes"), arg="progress", expect=PatternTypeError, why="progress-str"
    ),
    Probe(pattern_database, (goal(3), {1, 2}), arg="pattern", expect=PatternTypeError, why="pattern-set"),
    Probe(
        pattern_database, (goal(5), tuple(range(1, 7))), arg="pattern", expect=PatternTooLarge, why="pattern-6-of-25"
    ),
    Probe(pdb_663, (goal(3),), arg="goal", expect=InvalidBoard, why="goal-8-puzzle"),
    Probe(pdb_663, (2.5,), arg="goal", expect=BoardTypeError, why="goal-float"),
    Probe(pdb_663, (None, 5), arg="directory", expect=PatternTypeError, why="directory-int"),
    Probe(pdb_663, (None, None, 5), arg="progress", expect=PatternTypeError, why="progress-int"),
    Probe(pdb_663, (None, None, False, "yes"), arg="reflect", expect=PatternTypeError, why="reflect-str"),
    Probe(AdditivePDB, ([],), arg="databases", expect=PatternTypeError, why="databases-empty"),
    Probe(AdditivePDB, ("abc",), arg="databases", expect=PatternTypeError, why="databases-str"),
    Probe(AdditivePDB, (iter(DB8),), arg="databases", expect=PatternTypeError, why="databases-iterator"),
    Probe(AdditivePDB, ([DB8[0]],), arg="databases", expect=PatternDatabaseError, why="databases-not-a-split"),
    Probe(AdditivePDB, ([1, 2],), arg="databases", expect=PatternTypeError, why="databases-ints"),
    Probe(AdditivePDB, (DB8, "no"), arg="reflect", expect=PatternTypeError, why="reflect-str"),
    Probe(PDB8, (goal(4),), arg="board", expect=InvalidBoard, why="board-other-size"),
    Probe(DB8[0].cost, ({1, 2, 3, 0},), arg="board", expect=BoardTypeError, why="cost-board-set"),
    Probe(DB8[0].cost, (goal(4),), arg="board", expect=InvalidBoard, why="cost-board-other-size"),
    Probe(DB8[0].index, ((1, 1, 2, 0),), arg="board", expect=InvalidBoard, why="index-board-duplicate"),
    Probe(PDB8, (EASY, goal(3, "first")), arg="goal", expect=PatternDatabaseError, why="goal-other"),
    Probe(idastar_pdb, (EASY, manhattan), arg="heuristic", expect=PatternTypeError, why="heuristic-function"),
    Probe(idastar_pdb, (EASY, None), arg="heuristic", expect=PatternTypeError, why="heuristic-None"),
    Probe(idastar_pdb, (goal(4), PDB8), arg="board", expect=InvalidBoard, why="board-other-size"),
    Probe(idastar_pdb, ({1, 2}, PDB8), arg="board", expect=BoardTypeError, why="board-set"),
    Probe(idastar_pdb, ((1, 2, 3, 4, 5, 6, 8, 7, 0), PDB8), arg="board", expect=UnsolvableBoard, why="unsolvable"),
    Probe(idastar_pdb, (EASY, PDB8), {"max_nodes": 0}, arg="max_nodes", why="max_nodes-0"),
    Probe(idastar_pdb, (EASY, PDB8), {"max_nodes": 1.5}, arg="max_nodes", why="max_nodes-float"),
    Probe(idastar_pdb, (EASY, PDB8), {"on_iteration": 5}, arg="on_iteration", why="on_iteration-int"),
]

# measurements
ROW = Measurement("manhattan", "a", 2, 2, 5, 1.8)
PROBES += [
    Probe(tree_size, ("2", 3), arg="b", expect=MeasureTypeError, why="b-str"),
    Probe(tree_size, (NAN, 3), arg="b", expect=MeasureError, why="b-nan"),
    Probe(tree_size, (-1, 3), arg="b", expect=MeasureError, why="b-negative"),
    Probe(tree_size, (2, 10**9), arg="d", expect=LimitExceeded, why="d-billion"),
    Probe(tree_size, (2, 2.5), arg="d", expect=MeasureTypeError, why="d-float"),
    Probe(tree_size, (1e300, 9000), arg="tree_size", expect=LimitExceeded, why="overflow"),
    Probe(effective_branching_factor, (2.5, 3), arg="n", expect=MeasureTypeError, why="n-float"),
    Probe(effective_branching_factor, (10, 2.0), arg="d", expect=MeasureTypeError, why="d-float"),
    Probe(effective_branching_factor, (10, 0), arg="d", expect=MeasureError, why="d-0"),
    Probe(effective_branching_factor, (0, 3), arg="n", expect=MeasureError, why="n-0"),
    Probe(effective_branching_factor, (10**400, 5), arg="n", expect=LimitExceeded, why="n-huge"),
    Probe(effective_branching_factor, (10, 10**9), arg="d", expect=LimitExceeded, why="d-billion"),
    Probe(effective_branching_factor, (10, 3, 0), arg="tol", expect=MeasureError, why="tol-0"),
    Probe(effective_branching_factor, (10, 3, "x"), arg="tol", expect=MeasureTypeError, why="tol-str"),
    Probe(pick_at_depths, ([], [1]), arg="distances", expect=MeasureTypeError, why="distances-list"),
    Probe(pick_at_depths, (TABLE2, "12"), arg="depths", expect=MeasureTypeError, why="depths-str"),
    Probe(pick_at_depths, (TABLE2, [2.5]), arg="depths", expect=MeasureTypeError, why="depths-float"),
    Probe(pick_at_depths, (TABLE2, [99]), arg="99", expect=MeasureError, why="depth-absent"),
    Probe(scramble, (goal(3), -1, 0, neighbors), arg="moves", expect=MeasureError, why="moves-negative"),
    Probe(scramble, (goal(3), 10**9, 0, neighbors), arg="moves", expect=LimitExceeded, why="moves-billion"),
    Probe(scramble, (goal(3), 2.0, 0, neighbors), arg="moves", expect=MeasureTypeError, why="moves-float"),
    Probe(scramble, (goal(3), 3, 0, 5), arg="neighbors", expect=MeasureTypeError, why="neighbors-int"),
    Probe(scramble, ({1, 2, 3, 0}, 3, 0, neighbors), arg="start", expect=BoardTypeError, why="start-set"),
    Probe(scramble, (goal(3), 3, 1.5, neighbors), arg="seed", expect=MeasureTypeError, why="seed-float"),
    Probe(measure, (5, "h", "i"), arg="result", expect=MeasureTypeError, why="result-int"),
    Probe(measure, (astar(EASY), 5, "i"), arg="heuristic", expect=MeasureTypeError, why="heuristic-int"),
    Probe(measure, (astar(EASY), "h", None), arg="instance", expect=MeasureTypeError, why="instance-None"),
    Probe(measure_searches, (5, {}, {}), arg="search", expect=MeasureTypeError, why="search-int"),
    Probe(measure_searches, (astar, [EASY], {}), arg="instances", expect=MeasureTypeError, why="instances-list"),
    Probe(
        measure_searches,
        (astar, {"a": EASY}, [manhattan]),
        arg="heuristics",
        expect=MeasureTypeError,
        why="heuristics-list",
    ),
    Probe(measurement_table, (5,), arg="rows", expect=MeasureTypeError, why="rows-int"),
    Probe(measurement_table, ([1, 2],), arg="rows", expect=MeasureTypeError, why="rows-ints"),
    Probe(comparison_table, ([ROW], ["speed"]), arg="values", expect=MeasureError, why="values-unknown"),
    Probe(comparison_table, ([ROW], "generated"), arg="values", expect=MeasureTypeError, why="values-str"),
    Probe(audit_heuristic, (5, TABLE2, neighbors), arg="h", expect=HeuristicError, why="h-int"),
    Probe(audit_heuristic, (lambda b: NAN, TABLE2, neighbors), arg="h", expect=HeuristicError, why="h-nan"),
    Probe(audit_heuristic, (manhattan, [], neighbors), arg="distances", expect=MeasureTypeError, why="distances-list"),
    Probe(audit_heuristic, (manhattan, TABLE2, 5), arg="neighbors", expect=MeasureTypeError, why="neighbors-int"),
    Probe(audit_heuristics, (5, TABLE2, neighbors), arg="heuristics", expect=MeasureTypeError, why="heuristics-int"),
    Probe(audit_heuristics, ({"x": 5}, TABLE2, neighbors), arg="h", expect=HeuristicError, why="h-int"),
    Probe(state_space, ([], neighbors), arg="distances", expect=MeasureTypeError, why="distances-list"),
    Probe(audit_space, (manhattan, 5), arg="space", expect=MeasureTypeError, why="space-int"),
    Probe(audit_table, (5,), arg="audits", expect=MeasureTypeError, why="audits-int"),
    Probe(audit_table, ({"x": 5},), arg="audits", expect=MeasureTypeError, why="audits-values"),
    Probe(move_edges, ([], 5), arg="neighbors", expect=MeasureTypeError, why="neighbors-int"),
]

# notebook 04's storage figures
from teachkit.sliding.measure import state_space_storage  # noqa: E402

PROBES += [
    Probe(state_space_storage, ("4",), arg="k", expect=MeasureTypeError, why="k-str"),
    Probe(state_space_storage, (1,), arg="k", expect=MeasureError, why="k-too-small"),
    Probe(state_space_storage, (9,), arg="k", why="k-too-large"),
]
