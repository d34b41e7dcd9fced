"""Towers of Hanoi: three ways to the same 2**n - 1 moves, the recursion tree, and checkers.

Solvers live in ``solve`` (recursive, iterative with stacks, closed form, bit form, numpy), the call tree
in ``tree``, exercise checkers in ``checks``. Pictures and animations are in ``teachkit.hanoi.draw``
(imported separately, so the solvers never need matplotlib).
"""

from .checks import check_end_peg, check_move_at, check_moves, check_state_at
from .solve import (MAX_DISKS, MAX_ENUMERATED_DISKS, PEG_NAMES, DiskCountType, HanoiError, IllegalMove,
                    InvalidDirection, InvalidDiskCount, InvalidPeg, Move, MovesArray, PaperTerms, Pegs, PegType,
                    Snapshot, StepOutOfRange, StepType, TooManyDisks, Towers, end_peg, format_pegs,
                    iterative_snapshots, move_at, move_at_bits, move_count, moves_array, moves_array_bits,
                    paper_terms, pegs_at, pegs_from_positions, snapshots, solve_iterative, solve_recursive,
                    state_at, states, trace_iterative)
from .tree import (MAX_TREE_DISKS, Call, Node, NoSuchNode, TreeTooLarge, in_order, node_at, path_to, pre_order,
                   recursion_tree)


def draw_tree(*args, **kwargs):
    """Draw the recursion tree (see :func:`teachkit.hanoi.draw.draw_tree`; imports matplotlib on first use)."""
    from .draw import draw_tree as _draw_tree

    return _draw_tree(*args, **kwargs)


__all__ = [
    "MAX_DISKS", "DiskCountType", "PegType", "StepType", "NoSuchNode", "moves_array_bits",
    "MAX_ENUMERATED_DISKS", "MAX_TREE_DISKS", "PEG_NAMES", "Call", "HanoiError", "IllegalMove", "InvalidDirection",
    "InvalidDiskCount", "InvalidPeg", "Move", "MovesArray", "Node", "PaperTerms", "Pegs", "Snapshot",
    "StepOutOfRange", "TooManyDisks", "Towers", "TreeTooLarge", "check_end_peg", "check_move_at", "check_moves",
    "check_state_at", "draw_tree", "end_peg", "format_pegs", "in_order", "iterative_snapshots", "move_at",
    "move_at_bits", "move_count", "moves_array", "node_at", "paper_terms", "path_to", "pegs_at",
    "pegs_from_positions", "pre_order", "recursion_tree", "snapshots", "solve_iterative", "solve_recursive",
    "state_at", "states", "trace_iterative",
]
