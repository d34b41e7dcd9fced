"""Probes for teachkit.hanoi's solvers and tree (the checkers' own probes belong to the notebook side)."""

from contract.harness import Probe
from teachkit.hanoi import (
    IllegalMove,
    InvalidDirection,
    InvalidDiskCount,
    InvalidPeg,
    Move,
    StepOutOfRange,
    TooManyDisks,
    Towers,
    end_peg,
    format_pegs,
    iterative_snapshots,
    move_at,
    move_at_bits,
    move_count,
    moves_array,
    node_at,
    paper_terms,
    path_to,
    pegs_at,
    pegs_from_positions,
    recursion_tree,
    snapshots,
    solve_iterative,
    solve_recursive,
    state_at,
    states,
    trace_iterative,
)
from teachkit.hanoi.solve import moves_array_bits
from teachkit.hanoi.tree import NoSuchNode, TreeTooLarge

BAD_N = [(2.5, "float"), ("3", "str"), (None, "None"), (True, "bool"), (0, "zero"), (-3, "negative"), ([3], "list")]
N_FUNCTIONS = [
    solve_recursive,
    solve_iterative,
    iterative_snapshots,
    moves_array,
    moves_array_bits,
    snapshots,
    states,
    recursion_tree,
    move_count,
    Towers,
    end_peg,
    trace_iterative,
]
STEP_FUNCTIONS = [move_at, move_at_bits, paper_terms, state_at, pegs_at]

PROBES = []
for fn in N_FUNCTIONS:
    for value, why in BAD_N:
        PROBES.append(Probe(fn, (value,), arg="n", expect=InvalidDiskCount, why=f"n-{why}"))
for fn in STEP_FUNCTIONS:
    for value, why in BAD_N:
        PROBES.append(Probe(fn, (1, value), arg="n", expect=InvalidDiskCount, why=f"n-{why}"))
    for step, why in ((1.0, "float"), ("1", "str"), (None, "None"), (2**70, "huge"), (-1, "negative")):
        PROBES.append(Probe(fn, (step, 4), arg="step", expect=StepOutOfRange, why=f"step-{why}"))
    if fn is not paper_terms:  # paper_terms has no pegs: start 1, target 3 as on paper
        PROBES.append(Probe(fn, (1, 4, 0, 0), arg="src", expect=InvalidPeg, why="same-pegs"))
        PROBES.append(Probe(fn, (1, 4, 3, 0), arg="src", expect=InvalidPeg, why="peg-3"))
        PROBES.append(Probe(fn, (1, 4, 0, 1.0), arg="dst", expect=InvalidPeg, why="peg-float"))

# sizes: every per-step function is bounded (the inputs of the outside sweep that hung or ate memory)
PROBES += [
    Probe(move_at, (2**999_999, 10**6), arg="n", expect=TooManyDisks, why="n-million"),
    Probe(move_at_bits, (1, 10**6), arg="n", expect=TooManyDisks, why="n-million"),
    Probe(state_at, (1, 10**6), arg="n", expect=TooManyDisks, why="n-million"),
    Probe(move_count, (2**64,), arg="n", expect=TooManyDisks, why="n-2**64"),
    Probe(Towers, (10**9,), arg="n", expect=TooManyDisks, why="n-billion"),
    Probe(moves_array, (20_000,), arg="n", expect=TooManyDisks, why="n-20000"),
    Probe(moves_array, (26,), arg="n", expect=TooManyDisks, why="n-26"),
    Probe(solve_recursive, (64,), arg="n", expect=TooManyDisks, why="n-64"),
    Probe(recursion_tree, (17,), arg="n", expect=TreeTooLarge, why="n-17"),
    Probe(moves_array_bits, (4,), {"chunk": 0}, arg="chunk", why="chunk-0"),
    Probe(moves_array_bits, (4,), {"chunk": 2.0}, arg="chunk", why="chunk-float"),
    Probe(solve_iterative, (3, 0), arg="direction", expect=InvalidDirection, why="direction-0"),
    Probe(solve_iterative, (3, 1.5), arg="direction", expect=InvalidDirection, why="direction-float"),
    Probe(end_peg, (3, 1, 5), arg="start", expect=InvalidPeg, why="start-5"),
    Probe(Towers, (3, 7), arg="src", expect=InvalidPeg, why="src-7"),
    Probe(Towers.from_pegs, ([{3, 2, 1}, [], []],), arg="pegs", expect=IllegalMove, why="set"),
    Probe(Towers.from_pegs, ([[3.5, 2, 1], [], []],), arg="pegs", expect=IllegalMove, why="float-disk"),
    Probe(Towers.from_pegs, (None,), arg="pegs", expect=IllegalMove, why="None"),
    Probe(Towers(3).apply, (Move(1, 0, 0),), arg="", expect=IllegalMove, why="same-peg"),
    Probe(Towers(3).apply, ("up",), arg="move", expect=IllegalMove, why="not-a-move"),
    Probe(Towers(3).apply, (Move(2, 0, 1),), arg="", expect=IllegalMove, why="not-on-top"),
    Probe(node_at, (recursion_tree(3), 8), arg="number", expect=NoSuchNode, why="number-8"),
    Probe(node_at, ("tree", 1), arg="tree", why="tree-str"),
    Probe(path_to, (recursion_tree(3), 2.0), arg="number", why="number-float"),
    Probe(format_pegs, (None,), arg="pegs", why="None"),
    Probe(pegs_from_positions, ([0, 5],), arg="positions", why="peg-5"),
]
