"""The sliding-tile puzzle (8-puzzle, 15-puzzle, ...): boards, heuristics, A*, IDA*, pattern databases.

    >>> from teachkit.sliding import parse_board, solve
    >>> solve(parse_board("1 2 3 4 5 6 0 7 8")).moves
    ('R', 'R')

``board``: reading, checking and moving; ``heuristics``: zero, misplaced, Manhattan, linear conflict;
``search``: A* (with a frontier trace), IDA*, breadth-first distances, ``solve`` and ``hint``;
``pdb``: additive pattern databases (6-6-3 with reflection for the 15-puzzle) and the fast IDA* that uses
them. Pictures are in ``teachkit.sliding.draw`` (not imported here: the solvers never need matplotlib).
"""

from teachkit.sliding.board import (
    MAX_MOVES, MAX_WIDTH, MOVES, OPPOSITE, Board, BoardTooLarge, BoardTypeError, IllegalMove, Instance,
    InvalidBoard, Move, UnsolvableBoard, apply_moves,
    check_board, goal, hardest80, inversions, is_solvable, korf100, neighbors, parity_class, parse_board,
    random_board, reflect, states_along, width,
)
from teachkit.sliding.exercises import (
    check_solvable, check_inversions, check_heuristic_value, check_heuristic_function, check_admissible, check_branching_factor, check_branching_function, check_solution,
)
from teachkit.sliding.heuristics import (
    HEURISTICS, HeuristicError, adapt_heuristic, conflict_penalty, linear_conflict, manhattan, misplaced, zero,
)
from teachkit.sliding.pdb import (
    AdditivePDB, BuildProgress, CacheFolderError, PatternDatabase, PatternDatabaseError, PatternDatabaseWarning,
    build_pattern_database, cache_dir, check_table, idastar_pdb, pdb_663, pattern_database,
)
from teachkit.sliding.search import (
    ASTAR_MAX_BYTES, ASTAR_MAX_NODES, IDASTAR_MAX_NODES, PDB_MAX_NODES, SEARCH_MAX_WIDTH, DistanceTable,
    FrontierSnapshot, Node, NotInTable, SearchLimitExceeded, SearchResult, astar, astar_trace, bfs_distances,
    bfs_distances_plain, hint, idastar, idastar_manhattan, solve,
)

__all__ = [
    "check_solvable", "check_inversions", "check_heuristic_value", "check_heuristic_function", "check_admissible", "check_branching_factor", "check_branching_function", "check_solution",
    "ASTAR_MAX_BYTES", "MAX_MOVES", "MAX_WIDTH", "SEARCH_MAX_WIDTH", "BoardTooLarge", "BoardTypeError",
    "CacheFolderError", "HeuristicError", "NotInTable", "PatternDatabaseError", "PatternDatabaseWarning",
    "adapt_heuristic", "check_table",
    "ASTAR_MAX_NODES", "HEURISTICS", "IDASTAR_MAX_NODES", "MOVES", "OPPOSITE", "PDB_MAX_NODES", "AdditivePDB",
    "Board", "BuildProgress", "DistanceTable", "FrontierSnapshot", "IllegalMove", "Instance", "InvalidBoard",
    "Move", "Node", "PatternDatabase", "SearchLimitExceeded", "SearchResult", "UnsolvableBoard", "apply_moves",
    "astar", "astar_trace", "bfs_distances", "bfs_distances_plain", "build_pattern_database", "cache_dir",
    "check_board", "conflict_penalty", "goal", "hardest80", "hint", "idastar",
    "idastar_manhattan", "idastar_pdb", "inversions", "is_solvable", "korf100", "linear_conflict", "manhattan",
    "misplaced", "neighbors", "parity_class", "parse_board", "pattern_database", "pdb_663", "random_board",
    "reflect", "solve", "states_along", "width", "zero",
]
