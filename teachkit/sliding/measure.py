"""Measuring a heuristic: how many nodes A* needs with it, and what the effective branching factor is.

The *effective branching factor* b* (Russell & Norvig, *Artificial Intelligence: A Modern Approach*, 3rd ed.,
2010, § 3.6) turns a node count into one number, roughly comparable between searches of similar depth (notebook
06): if a search generated N nodes *besides the root* to find a solution at depth d, then b* is the branching
factor a uniform tree of depth d would need in order to hold N + 1 nodes (the root and those N)::

    N + 1 = 1 + b* + b*^2 + ... + b*^d

Our searches' ``generated`` already counts the root (see search.py), so ``measure`` uses N = generated - 1:
the tree 1 + b* + ... + b*^d then holds exactly ``generated`` nodes.

There is no closed form for b*, so we solve this equation numerically by bisection: the right-hand side
grows with b*, and since b*^d <= N + 1 the root lies between 0 and (N + 1)^(1/d).

We also audit a heuristic against exact distances (for the 8-puzzle, ``bfs_distances(3)`` gives all of them):
*admissible* means h(n) <= h*(n) for every state; *consistent* means h(n) <= 1 + h(n') for every move n -> n'.

``state_space_storage`` works out what a complete breadth-first search that keeps every board it has seen
would have to store, from a one-bit-per-board table up to teachkit's own Python boards (notebook 04 prints it).

No plotting here: this module only counts (draw.py turns the counts into pictures).
"""

from __future__ import annotations

import math
import numbers
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import NamedTuple

import numpy as np

from teachkit.errors import ArgumentTypeError, ArgumentValueError, LimitExceeded, describe, require_int, require_real
from teachkit.sliding.board import MAX_MOVES, _parse
from teachkit.sliding.heuristics import adapt_heuristic

Board = tuple[int, ...]
Heuristic = Callable[..., int]

MAX_DEPTH = 10_000  # deepest solution b* is computed for (time is O(depth) per bisection step)
MAX_COUNT = 10**30  # largest node count (floats lose the rest)
MAX_STATES = 2_000_000  # most boards an audit or a depth pick goes through (the 8-puzzle has 181,440)


class MeasureError(ArgumentValueError):
    """A measurement was asked for with numbers that cannot describe a search."""


class MeasureTypeError(MeasureError, ArgumentTypeError):
    """A measurement argument of the wrong kind (a float depth, a list where a mapping is needed)."""


def _int(name: str, value, lo: int, hi: int) -> int:
    return require_int(name, value, lo=lo, hi=hi, type_error=MeasureTypeError, value_error=MeasureError)


def _mapping(name: str, value, size: int = MAX_STATES) -> Mapping:
    if not isinstance(value, Mapping):
        raise MeasureTypeError(f"{name} must be a mapping (dict), got {describe(value)} ({type(value).__name__})")
    if len(value) > size:
        raise LimitExceeded(f"{name} holds {len(value):,} entries, more than {size:,}")
    return value


def _function(name: str, value, what: str) -> Callable:
    if not callable(value):
        raise MeasureTypeError(f"{name} must be {what}, got {describe(value)} ({type(value).__name__})")
    return value


def tree_size(b: float, d: int) -> float:
    """Nodes in a uniform tree of branching factor b and depth d: 1 + b + b^2 + ... + b^d."""
    b = require_real("b", b, lo=0, type_error=MeasureTypeError, value_error=MeasureError)
    d = _int("d", d, 0, MAX_DEPTH)
    try:
        return sum(b**i for i in range(d + 1))
    except OverflowError:
        raise LimitExceeded(f"tree_size(b={b:g}, d={d}) is too large for a float") from None


def effective_branching_factor(n: int, d: int, tol: float = 1e-9) -> float:
    """The b* with 1 + b* + ... + b*^d = n + 1, found by bisection (n nodes, solution depth d)."""
    for name, value in (("n", n), ("d", d)):
        if isinstance(value, bool) or not isinstance(value, numbers.Integral):
            raise MeasureTypeError(f"node count and depth must be ints, got {name}={describe(value)}")
    if d < 1:
        raise MeasureError(f"the depth must be at least 1 for b* to mean anything, got d={d}")
    d = _int("d", d, 1, MAX_DEPTH)
    if n < 1:
        raise MeasureError(f"a search that found a solution at depth {d} generated at least 1 node, got n={n}")
    n = _int("n", n, 1, MAX_COUNT)
    tol = require_real("tol", tol, lo=0, hi=0.1, lo_open=True, type_error=MeasureTypeError, value_error=MeasureError)
    low, high = 0.0, max(1.0, (n + 1) ** (1 / d))  # tree_size(low) = 1 < n + 1 <= high^d <= tree_size(high)
    while high - low > tol * max(1.0, high):
        middle = (low + high) / 2
        if tree_size(middle, d) < n + 1:
            low = middle
        else:
            high = middle
    return (low + high) / 2


# ---- fixed instances -------------------------------------------------------------------------------------


def pick_at_depths(distances: Mapping[Board, int], depths: Iterable[int], seed: int = 0) -> dict[int, Board]:
    """For each depth, a seeded choice among the boards exactly that many moves from the goal.

    ``distances`` is a table of exact distances such as ``bfs_distances(3)``; one pass over it serves all depths.
    """
    distances = _mapping("distances", distances)
    if isinstance(depths, (str, bytes)) or not isinstance(depths, Iterable):
        raise MeasureTypeError(f"depths must be a list of ints, got {describe(depths)}")
    depths = list(depths)[: MAX_DEPTH + 1]
    wanted: dict[int, list[Board]] = {_int("depths", d, 0, MAX_DEPTH): [] for d in depths}
    for board, d in distances.items():
        if d in wanted:
            wanted[d].append(board)
    empty = [d for d, boards in wanted.items() if not boards]
    if empty:
        raise MeasureError(f"no board lies exactly {empty} moves from the goal in this table")
    rng = random.Random(seed)
    return {d: rng.choice(boards) for d, boards in wanted.items()}


def scramble(start: Board, moves: int, seed: int, neighbors: Callable[[Board], Iterable]) -> Board:
    """The board after ``moves`` seeded random moves from ``start``, never undoing the move just made.

    Its distance is at most ``moves`` (often less: random walks wander back), so the search is moderate.
    ``neighbors(board)`` yields (move, board) pairs, as ``teachkit.sliding.neighbors`` does.
    """
    start = _parse(start, "start")
    moves = require_int("moves", moves, lo=0, hi=MAX_MOVES, type_error=MeasureTypeError, value_error=MeasureError)
    _function("neighbors", neighbors, "a function board -> (move, board) pairs, such as teachkit.sliding.neighbors")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, (numbers.Integral, str))):
        raise MeasureTypeError(f"seed must be None, an int or a str, got {describe(seed)}")
    rng = random.Random(seed if not isinstance(seed, numbers.Integral) else int(seed))
    board, previous = start, None
    for _ in range(moves):
        options = [nxt for nxt in neighbors(board) if _board_of(nxt) != previous]
        previous, board = board, _board_of(rng.choice(options))
    return board


class Measurement(NamedTuple):
    """One search: which heuristic on which instance, how deep the solution, how much work it took."""

    heuristic: str
    instance: str
    depth: int
    expanded: int
    generated: int
    branching: float  # effective branching factor b*: 1 + b* + ... + b*^depth = generated (root included)
    seconds: float = 0.0  # wall-clock time of the search (never printed in the node-count tables)


def measure(result, heuristic: str, instance: str) -> Measurement:
    """Summarise a SearchResult (anything with cost, expanded, generated) as a Measurement."""
    for field in ("cost", "expanded", "generated"):
        value = getattr(result, field, None)
        if isinstance(value, bool) or not isinstance(value, numbers.Integral):
            raise MeasureTypeError(
                f"result must be a SearchResult (with int cost, expanded, generated), got "
                f"{describe(result)} ({type(result).__name__})"
            )
    for name, value in (("heuristic", heuristic), ("instance", instance)):
        if not isinstance(value, str):
            raise MeasureTypeError(f"{name} must be a name (str), got {describe(value)}")
    depth = int(result.cost)
    return Measurement(
        heuristic,
        instance,
        depth,
        int(result.expanded),
        int(result.generated),
        effective_branching_factor(int(result.generated) - 1, depth),
        float(getattr(result, "seconds", 0.0)),
    )


def measure_searches(
    search: Callable[..., object], instances: Mapping[str, Board], heuristics: Mapping[str, Heuristic], **options
) -> list[Measurement]:
    """Run ``search(board, heuristic=h, **options)`` for every heuristic on every instance, in order."""
    _function("search", search, "a search such as astar")
    _mapping("instances", instances, 10_000)
    _mapping("heuristics", heuristics, 100)
    rows = []
    for name, h in heuristics.items():
        for label, board in instances.items():
            rows.append(measure(search(board, heuristic=h, **options), name, label))
    return rows


def measurement_table(rows: Sequence[Measurement]) -> str:
    """A plain-text table of measurements, one line per search, aligned for printing."""
    rows = _rows(rows)
    header = f"{'heuristic':<18} {'instance':<10} {'depth':>5} {'expanded':>10} {'generated':>10} {'b*':>6}"
    lines = [header, "-" * len(header)]
    for r in rows:
        lines.append(
            f"{r.heuristic:<18} {r.instance:<10} {r.depth:>5} {r.expanded:>10,} {r.generated:>10,} {r.branching:>6.3f}"
        )
    return "\n".join(lines)


def comparison_table(rows: Sequence[Measurement], values: Sequence[str] = ("generated",)) -> str:
    """One line per instance, one column per heuristic for each of ``values`` (e.g. generated, then b*)."""
    rows = _rows(rows)
    if isinstance(values, str) or not isinstance(values, Iterable):
        raise MeasureTypeError(f"values must be a list of column names, got {describe(values)}")
    values = tuple(values)
    for value in values:
        if value not in ("generated", "expanded", "branching"):
            raise MeasureError(f"values must name 'generated', 'expanded' or 'branching', got {describe(value)}")
    heuristics = list(dict.fromkeys(r.heuristic for r in rows))
    instances = list(dict.fromkeys(r.instance for r in rows))
    cell = {(r.heuristic, r.instance): r for r in rows}
    width = max(9, *(len(h) for h in heuristics))
    titles = {
        "generated": "nodes generated",
        "expanded": "nodes expanded",
        "branching": "effective branching factor b*",
    }
    head1 = f"{'':<10} {'':>5}"
    head2 = f"{'instance':<10} {'depth':>5}"
    for value in values:
        block = len(heuristics) * (width + 1)
        head1 += " |" + titles[value].center(block)
        head2 += " |" + "".join(f" {h:>{width}}" for h in heuristics)
    lines = [head1, head2, "-" * len(head2)]
    for inst in instances:
        depth = next(r.depth for r in rows if r.instance == inst)
        line = f"{inst:<10} {depth:>5}"
        for value in values:
            line += " |"
            for h in heuristics:
                r = cell.get((h, inst))
                if r is None:
                    line += f" {'-':>{width}}"
                elif value == "branching":
                    line += f" {r.branching:>{width}.3f}"
                else:
                    line += f" {getattr(r, value):>{width},}"
        lines.append(line)
    return "\n".join(lines)


def _rows(rows) -> list[Measurement]:
    """rows checked: a list of Measurement."""
    if isinstance(rows, (str, bytes)) or not isinstance(rows, Iterable):
        raise MeasureTypeError(f"rows must be a list of Measurement, got {describe(rows)}")
    rows = list(rows)
    if not all(isinstance(r, Measurement) for r in rows):
        raise MeasureTypeError(f"rows must be a list of Measurement, got {describe(rows)}")
    return rows


class HeuristicAudit(NamedTuple):
    """What an exhaustive check of a heuristic against exact distances found."""

    states: int  # states checked
    edges: int  # moves checked for consistency
    overestimates: int  # states with h(n) > h*(n): admissibility broken
    inconsistent: int  # moves n -> n' with h(n) > 1 + h(n'): consistency broken
    worst: Board | None  # one state that overestimates the most (None if admissible)
    mean_ratio: float  # average h(n) / h*(n) over states with h* > 0: how well informed h is

    @property
    def admissible(self) -> bool:
        return self.overestimates == 0

    @property
    def consistent(self) -> bool:
        return self.inconsistent == 0


def move_edges(boards: Sequence[Board], neighbors: Callable[[Board], Iterable]) -> list[tuple[int, int]]:
    """Every move between the given boards as a pair of positions in ``boards`` (the set must be closed)."""
    _function("neighbors", neighbors, "a function board -> (move, board) pairs")
    position = {board: i for i, board in enumerate(boards)}
    return [(i, position[_board_of(nxt)]) for i, board in enumerate(boards) for nxt in neighbors(board)]


def audit_heuristic(
    h: Callable[[Board], float], distances: Mapping[Board, int], neighbors: Callable[[Board], Iterable]
) -> HeuristicAudit:
    """Check h(n) <= h*(n) on every state of ``distances`` and h(n) <= 1 + h(n') on every move n -> n'.

    ``neighbors(board)`` may yield boards or (move, board) pairs; ``distances`` maps each state to its exact
    distance to the goal (e.g. ``bfs_distances(3)``), and must be closed under moves. This is the plain form,
    one board at a time; ``audit_heuristics`` does the same counting with numpy arrays.
    """
    h = _audited(h, distances)
    _function("neighbors", neighbors, "a function board -> (move, board) pairs")
    pairs = list(distances.items())
    boards = [board for board, _ in pairs]
    exact = [distance for _, distance in pairs]
    edges = move_edges(boards, neighbors)
    values = [h(board) for board in boards]
    overestimates, worst, worst_excess, ratio_sum, ratio_count = 0, None, 0.0, 0.0, 0
    for board, value, distance in zip(boards, values, exact):
        if value > distance:
            overestimates += 1
            if value - distance > worst_excess:
                worst, worst_excess = board, value - distance
        if distance > 0:
            ratio_sum += value / distance
            ratio_count += 1
    inconsistent = sum(1 for i, j in edges if values[i] > 1 + values[j])
    return HeuristicAudit(
        len(boards), len(edges), overestimates, inconsistent, worst, ratio_sum / ratio_count if ratio_count else 0.0
    )


def _audited(h, distances) -> Callable[[Board], float]:
    """h as a one-argument function of the board (adapt_heuristic: it may take (board) or (board, goal)),
    with the table's goal when it has one; distances checked to be a mapping."""
    distances = _mapping("distances", distances)
    two = adapt_heuristic(h, "h")
    target = getattr(distances, "goal", None)
    return lambda board: two(board, target)


class StateSpace(NamedTuple):
    """A closed set of boards with their exact distances and every move between them, as arrays."""

    boards: list[Board]
    exact: np.ndarray  # exact[i]: distance of boards[i] to the goal
    source: np.ndarray  # move e goes from boards[source[e]] ...
    target: np.ndarray  # ... to boards[target[e]]


def state_space(distances: Mapping[Board, int], neighbors: Callable[[Board], Iterable]) -> StateSpace:
    """Collect boards, distances and moves once, to audit several heuristics.

    A ``DistanceTable`` (from ``bfs_distances``) lists its moves itself, with numpy (``edges()``); for any
    other mapping they are found with ``neighbors``, one board at a time (``move_edges``). A test checks that
    the two give the same moves.
    """
    distances = _mapping("distances", distances)
    _function("neighbors", neighbors, "a function board -> (move, board) pairs")
    pairs = list(distances.items())
    boards = [board for board, _ in pairs]
    exact = np.array([distance for _, distance in pairs], dtype=np.int64)
    table_edges = getattr(distances, "edges", None)
    if callable(table_edges):
        edges = np.asarray(table_edges(), dtype=np.int64)
        source, target = edges[:, 0], edges[:, 1]
    else:
        edges = np.array(move_edges(boards, neighbors), dtype=np.int64).reshape(-1, 2)
        source, target = edges[:, 0], edges[:, 1]
    return StateSpace(boards, exact, source, target)


def audit_space(h: Callable[[Board], float], space: StateSpace) -> HeuristicAudit:
    """``audit_heuristic`` on a prepared StateSpace: h is called once per board, the rest is array work."""
    if not isinstance(space, StateSpace):
        raise MeasureTypeError(f"space must be a StateSpace (from state_space), got {describe(space)}")
    two = adapt_heuristic(h, "h")
    values = np.fromiter(
        (two(board, None) for board in space.boards), dtype=np.float64, count=len(space.boards)
    )  # h may be a float
    excess = values - space.exact
    overestimates = int((excess > 0).sum())
    worst = space.boards[int(np.argmax(excess))] if overestimates else None
    inconsistent = int((values[space.source] > 1 + values[space.target]).sum())
    positive = space.exact > 0
    mean_ratio = float((values[positive] / space.exact[positive]).mean()) if positive.any() else 0.0
    return HeuristicAudit(len(space.boards), len(space.source), overestimates, inconsistent, worst, mean_ratio)


def audit_heuristics(
    heuristics: Mapping[str, Callable[[Board], float]],
    distances: Mapping[Board, int],
    neighbors: Callable[[Board], Iterable],
) -> dict[str, HeuristicAudit]:
    """``audit_heuristic`` for several heuristics, collecting the boards and moves only once."""
    _mapping("heuristics", heuristics, 100)
    space = state_space(distances, neighbors)
    return {name: audit_space(_audited(h, distances), space) for name, h in heuristics.items()}


def _board_of(item) -> Board:
    """A neighbour given either as a board or as a (move, board) pair."""
    if isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], tuple):
        return item[1]
    return item


def audit_table(audits: Mapping[str, HeuristicAudit]) -> str:
    """A plain-text table of audits, one line per heuristic: boards, moves, boards with h > h*, moves n -> n′ with
    h(n) > 1 + h(n′), and the mean of h/h* over the boards other than the goal (where h* = 0). The verdict says
    "(on these boards)" where a check passed: it covers the boards audited, not every board."""
    audits = _mapping("audits", audits, 100)
    if not all(isinstance(a, HeuristicAudit) for a in audits.values()):
        raise MeasureTypeError(f"audits must map names to HeuristicAudit, got {describe(audits)}")
    header = (
        f"{'heuristic':<18} {'states':>8} {'moves':>8} {'h > h*':>7} {'h(n) > 1+h(n′)':>15} {'mean h/h*':>9}  verdict"
    )
    lines = [header, "-" * len(header)]
    footnote = "(n -> n′: one move; mean h/h*: over the boards other than the goal)"
    for name, a in audits.items():
        verdict = (  # a check passed holds on the boards audited only; a failure is a counter-example
            "admissible, consistent (on these boards)"
            if a.admissible and a.consistent
            else "NOT consistent; admissible (on these boards)"
            if a.admissible
            else "NOT admissible"
        )
        lines.append(
            f"{name:<18} {a.states:>8,} {a.edges:>8,} {a.overestimates:>7,} {a.inconsistent:>15,} "
            f"{a.mean_ratio:>9.3f}  {verdict}"
        )
    return "\n".join([*lines, footnote])


# ---- what a complete search would have to store ------------------------------------------------------------------


class StateSpaceStorage(NamedTuple):
    """What a breadth-first search that remembers every board of the k × k puzzle it has seen must store."""

    k: int
    states: int  # (k*k)! / 2: the boards that can reach the goal (the goal's parity class)
    bitmap_bytes: int  # one bit per board, a table indexed by the board's rank: ceil(states / 8)
    packed_board_bytes: int  # one board with every cell packed into as few bits as k*k - 1 needs
    packed_bytes: int  # states * packed_board_bytes: a visited set of packed boards, with no overhead at all
    python_board_bytes: int  # one board as teachkit's A* stores it (search.board_bytes)
    python_bytes: int  # states * python_board_bytes


def state_space_storage(k: int) -> StateSpaceStorage:
    """The bytes a visited set of all (k*k)!/2 reachable boards of width k takes, three ways.

    One bit per board (a bitmap over the boards' ranks), boards packed into bits (4 bits a cell on the 4 × 4
    board), and boards as teachkit's Python search keeps them. These are what the plain ways of remembering
    boards cost, not a lower bound: cleverer searches store less (for instance only the frontier).
    """
    from teachkit.sliding.limits import board_bytes

    k = _int("k", k, 2, 8)
    cells = k * k
    states = math.factorial(cells) // 2
    packed = -(-cells * (cells - 1).bit_length() // 8)  # ceil(bits / 8)
    python = board_bytes(cells)
    return StateSpaceStorage(k, states, -(-states // 8), packed, states * packed, python, states * python)


def astar_boards_held(board, heuristic: Heuristic) -> int:
    """How many boards A* with ``heuristic`` holds when it stops: its best-g table (the frontier among them).

    A* computes h for a board exactly when it records the board in that table (the start, and each child reached
    by a shorter way than before), so the distinct boards it asks h about are the boards it holds."""
    from teachkit.sliding.search import astar

    h = adapt_heuristic(heuristic)
    seen: set[Board] = set()

    def counting(b, goal=None):
        seen.add(b)
        return h(b, goal)

    astar(board, counting)
    return len(seen)
