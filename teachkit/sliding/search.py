"""Searching for shortest solutions: breadth-first distances, A*, IDA*, and a solver that picks for you.

*A** keeps a frontier of boards ordered by f = g + h (g: moves made so far, h: the heuristic's estimate of the
moves still needed) and always expands a board of smallest f. With an admissible h the first time the goal
leaves the frontier its path is shortest (Hart, Nilsson & Raphael, "A formal basis for the heuristic
determination of minimum cost paths", 1968). The frontier is a heap of (f, h, counter, board): ties on f go to
the smaller h (the board that looks closer), then to the older entry, so boards themselves are never compared.
A best-g table remembers the cheapest way found to each board; a board is queued again only when reached
with a strictly smaller g.

*IDA** (Korf, "Depth-first iterative-deepening: an optimal admissible tree search", 1985) needs no frontier:
it runs depth-first searches that cut off every path whose f exceeds a bound, raising the bound to the
smallest f that was cut off, until the goal is inside the bound. It never undoes the move it just made
("parent pruning") and tries the blank's moves in Korf's order up, left, right, down.

Node counting, shared by both: ``generated`` counts the root once plus every successor created (the move
undoing the previous move is not created); ``expanded`` counts boards whose successors were created. For
IDA* these are summed over all iterations, as in Korf's tables.
"""

from __future__ import annotations

import heapq
import itertools
import math
import time
from collections import deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import NamedTuple

import numpy as np

from teachkit.errors import ArgumentTypeError, ArgumentValueError, describe, require_int, require_real
from teachkit.sliding.board import (
    OPPOSITE,
    Board,
    BoardTooLarge,
    IllegalMove,
    InvalidBoard,
    Move,
    _goal_for,
    _parse,
    move_table,
    neighbors,
    slide,
)
from teachkit.sliding.board import (
    _width as width,
)
from teachkit.sliding.heuristics import adapt_heuristic, manhattan
from teachkit.sliding.limits import (
    ASTAR_MAX_BYTES,
    ASTAR_MAX_NODES,
    IDASTAR_MAX_NODES,
    MAX_NODES_LIMIT,
    PDB_MAX_NODES,
    PDB_MAX_NODES_COMPILED,
    SEARCH_MAX_WIDTH,
    SearchLimitExceeded,
    SearchResult,
    _blank_path_result,
    _check_limit,
    _not_reached,
    _start,
    _Stopped,
    board_bytes,
)

Heuristic = Callable[..., int]


class Node(NamedTuple):
    """A board on the A* frontier with its f = g + h."""

    f: int
    g: int
    h: int
    board: Board


class FrontierSnapshot(NamedTuple):
    """What A* sees at one step: the board it is about to expand and the rest of the frontier, best first."""

    step: int  # 0 for the first board taken off the frontier
    current: Node  # the board just taken off the frontier
    frontier: tuple[Node, ...]  # the live entries left on the heap, in the order A* would take them
    expanded: int  # boards expanded before this step
    closed: int  # boards in the best-g table (seen so far)


def _search_args(board, heuristic, goal, max_nodes, max_bytes=None, max_seconds=None):
    """Every argument of astar, astar_trace and idastar checked before the search: (start, goal, h, limit).

    h is ``adapt_heuristic(heuristic)``, tried once on the start board (so a broken heuristic fails here);
    the node limit is lowered so that the stored boards fit in max_bytes; with max_seconds, h raises
    SearchLimitExceeded once that much time has passed.
    """
    start, target = _start(board, goal)
    h = adapt_heuristic(heuristic)
    limit = _check_limit(max_nodes)
    if max_bytes is not None:
        max_bytes = require_int("max_bytes", max_bytes, lo=1)
        limit = max(1, min(limit, max_bytes // board_bytes(len(start))))
    if max_seconds is not None:
        h = _with_deadline(h, require_real("max_seconds", max_seconds, lo=0, lo_open=True))
    h(start, target)
    return start, target, h, limit


def _with_deadline(h: Callable[..., float], seconds: float) -> Callable[..., float]:
    """h that raises SearchLimitExceeded when called more than `seconds` after this call."""
    deadline = time.monotonic() + seconds

    def timed(board: Board, goal: Board) -> float:
        if time.monotonic() > deadline:
            raise SearchLimitExceeded(f"the search ran longer than max_seconds={seconds:g} without reaching the goal")
        return h(board, goal)

    return timed


def _path(parents: Mapping[Board, tuple[Board, Move] | None], end: Board) -> tuple[tuple[Move, ...], tuple[Board, ...]]:
    """Follow parent links back from `end`: the moves and states from the start to `end`."""
    moves, states = [], [end]
    step = parents[end]
    while step is not None:
        board, move = step
        moves.append(move)
        states.append(board)
        step = parents[board]
    return tuple(reversed(moves)), tuple(reversed(states))


# -------------------------------------------------------------------------------------------------- A*


def astar(
    board,
    heuristic: Heuristic = manhattan,
    goal: Sequence[int] | None = None,
    max_nodes: int = ASTAR_MAX_NODES,
    trace: Callable[[FrontierSnapshot], object] | None = None,
    max_bytes: int = ASTAR_MAX_BYTES,
    max_seconds: float | None = None,
    on_expand: Callable[[Node], object] | None = None,
) -> SearchResult:
    """A shortest solution by A* search with `heuristic` (guaranteed shortest when h is admissible).

    ``heuristic`` may take ``(board)`` or ``(board, goal)``. ``trace``, if given, is called with a
    FrontierSnapshot at every step (slow: it copies the frontier). Raises UnsolvableBoard before searching,
    SearchLimitExceeded after storing more than max_nodes boards, or more than fit in max_bytes
    (``board_bytes`` each), or after max_seconds (if given). ``on_expand``, if given, is called with the Node of
    every board A* expands, in order (cheap: it copies nothing), so it is called ``result.expanded`` times.
    """
    start, target, heuristic, max_nodes = _astar_args(board, heuristic, goal, max_nodes, trace, max_bytes, max_seconds)
    if on_expand is not None and not callable(on_expand):
        raise ArgumentTypeError(f"on_expand must be None or a function of one Node, got {describe(on_expand)}")
    clock, counter = time.perf_counter(), itertools.count()
    h = heuristic(start, target)
    frontier = [(h, h, next(counter), start)]  # a heap of (f, h, counter, board): smallest f first
    best_g = {start: 0}  # the fewest moves found so far to each board
    parent: dict[Board, tuple[Board, Move] | None] = {start: None}  # board -> (previous board, move)
    expanded, generated, largest = 0, 1, 1
    while frontier:
        f, h, _, board = heapq.heappop(frontier)
        g = f - h
        if g > best_g[board]:
            continue  # stale entry: a shorter way to this board was queued later
        if trace is not None:
            trace(_snapshot(expanded, board, g, h, frontier, best_g))
        if board == target:
            return _result(parent, board, expanded, generated, largest, clock)
        if on_expand is not None:
            on_expand(Node(g + h, g, h, board))
        expanded += 1
        for move, child in _successors(board, parent[board]):
            generated += 1
            if g + 1 < best_g.get(child, math.inf):
                best_g[child] = g + 1
                parent[child] = (board, move)
                h_child = heuristic(child, target)
                heapq.heappush(frontier, (g + 1 + h_child, h_child, next(counter), child))
        _check_size(best_g, max_nodes)
        largest = max(largest, len(frontier))
    raise AssertionError("the frontier emptied although the board is solvable")  # pragma: no cover


def _successors(board: Board, came_by: tuple[Board, Move] | None) -> Iterator[tuple[Move, Board]]:
    """(move, child) for each move of the blank, in the order up, left, right, down, except the move that
    would undo the one that led here."""
    blank = board.index(0)
    undo = OPPOSITE[came_by[1]] if came_by else None
    for move, cell in move_table(width(board))[blank]:
        if move != undo:
            yield move, slide(board, blank, cell)


def _check_size(best_g: Mapping[Board, int], max_nodes: int) -> None:
    """Stop A* with SearchLimitExceeded once it stores more than max_nodes boards."""
    if len(best_g) > max_nodes:
        raise SearchLimitExceeded(
            f"A* stored {len(best_g):,} boards (max_nodes={max_nodes:,}, lowered to fit "
            f"max_bytes if need be) without reaching the goal. To search further, call "
            f"astar(board, heuristic, max_nodes={min(10 * max_nodes, MAX_NODES_LIMIT):_}) with a larger "
            f"limit (and a larger "
            f"max_bytes=..., in bytes, if max_nodes was lowered to fit it; the default is {ASTAR_MAX_BYTES:_}), "
            f"or give it a better heuristic; or call teachkit.sliding.idastar(board, heuristic), which keeps only "
            f"the current path in memory; or teachkit.sliding.solve(board), which picks the method for the "
            f"board's size"
        )


def _result(parent, end: Board, expanded: int, generated: int, largest: int, clock: float) -> SearchResult:
    """The SearchResult of an A* search that has just taken `end` (the goal) off the frontier."""
    moves, states = _path(parent, end)
    return SearchResult(moves, states, len(moves), expanded, generated, largest, time.perf_counter() - clock)


def _snapshot(step: int, board: Board, g: int, h: int, frontier, best_g: Mapping[Board, int]) -> FrontierSnapshot:
    """What A* sees before expanding `board`: the live heap entries (stale ones dropped) in pop order.

    ``step`` is also the number of boards expanded so far: every step but the last expands one board."""
    live = sorted(entry for entry in frontier if entry[0] - entry[1] == best_g[entry[3]])
    waiting = tuple(Node(f, f - hh, hh, b) for f, hh, _, b in live)
    return FrontierSnapshot(step, Node(g + h, g, h, board), waiting, step, len(best_g))


def expanded_nodes(board, heuristic: Heuristic = manhattan, goal: Sequence[int] | None = None) -> list[Node]:
    """The Nodes (f, g, h, board) of every board one ``astar`` run expands, in the order it expands them (its
    ``on_expand`` hook): ``len(expanded_nodes(b, h)) == astar(b, h).expanded``."""
    nodes: list[Node] = []
    astar(board, heuristic, goal, on_expand=nodes.append)
    return nodes


class _EnoughSteps(Exception):
    """Raised inside a trace callback to end an A* run once ``astar_trace`` has the steps it was asked for."""


def astar_trace(
    board,
    heuristic: Heuristic = manhattan,
    goal: Sequence[int] | None = None,
    max_nodes: int = ASTAR_MAX_NODES,
    max_steps: int | None = None,
    max_bytes: int = ASTAR_MAX_BYTES,
    max_seconds: float | None = None,
) -> Iterator[FrontierSnapshot]:
    """The FrontierSnapshots of one ``astar`` run (its ``trace`` callback), step by step; the last snapshot's
    current board is the goal. ``max_steps`` stops the search after that many snapshots (a long search
    copies a large frontier at every step, so look at its first steps this way)."""
    if max_steps is not None and (isinstance(max_steps, bool) or not isinstance(max_steps, int) or max_steps < 1):
        raise ArgumentValueError(f"max_steps must be a positive int or None, got {describe(max_steps)}")
    snapshots: list[FrontierSnapshot] = []

    def record(snapshot: FrontierSnapshot) -> None:
        snapshots.append(snapshot)
        if max_steps is not None and len(snapshots) >= max_steps:
            raise _EnoughSteps

    try:
        astar(board, heuristic, goal, max_nodes, trace=record, max_bytes=max_bytes, max_seconds=max_seconds)
    except _EnoughSteps:
        pass
    return iter(snapshots)


def off_path_steps(board, heuristic: Heuristic = manhattan, goal: Sequence[int] | None = None) -> list[int]:
    """The steps of ``astar_trace(board, heuristic, goal)`` at which A* expands a board that is not on the
    solution path ``astar`` returns (the goal, taken off last, is on it)."""
    on_path = set(astar(board, heuristic, goal).states)
    return [s.step for s in astar_trace(board, heuristic, goal) if s.current.board not in on_path]


def parent_steps(trace: Sequence[FrontierSnapshot]) -> dict[int, int]:
    """For each step of an A* trace but step 0 (the start), the step at which its board's parent was expanded:
    the first earlier step that took off a neighbour with g one less. A* pushes a board only by a strictly
    shorter way, so that first neighbour is the one that pushed the entry taken off."""
    trace = list(trace)
    parents: dict[int, int] = {}
    for s in trace[1:]:
        near = {b for _, b in neighbors(s.current.board)}
        parents[s.step] = next(
            t.step for t in trace[: s.step] if t.current.g == s.current.g - 1 and t.current.board in near
        )
    return parents


def _astar_args(board, heuristic, goal, max_nodes, trace, max_bytes, max_seconds):
    """astar's and astar_trace's arguments checked: (start, goal, h, node limit); see ``_search_args``."""
    if trace is not None and not callable(trace):
        raise ArgumentTypeError(
            f"trace must be None or a function of one FrontierSnapshot, got {describe(trace)} ({type(trace).__name__})"
        )
    return _search_args(board, heuristic, goal, max_nodes, max_bytes, max_seconds)


# ------------------------------------------------------------------------------------------------- IDA*


def idastar(
    board,
    heuristic: Heuristic = manhattan,
    goal: Sequence[int] | None = None,
    max_nodes: int = IDASTAR_MAX_NODES,
    max_seconds: float | None = None,
) -> SearchResult:
    """A shortest solution by IDA*: depth-first searches bounded by f = g + h, the bound raised each round.

    This is the plain form: it calls ``heuristic(board, goal)`` on every node. ``pdb.idastar_pdb`` and
    ``idastar_manhattan`` are the fast forms (same order, same counts); tests check that they agree.
    Raises UnsolvableBoard before searching, SearchLimitExceeded after generating more than max_nodes nodes
    (or after max_seconds, if given). Memory is one board per depth; ``heuristic`` may take ``(board)`` or
    ``(board, goal)``.
    """
    clock = time.perf_counter()
    start, target, heuristic, max_nodes = _search_args(board, heuristic, goal, max_nodes, None, max_seconds)
    table = move_table(width(start))
    path, moves = [start], []
    counts = {"expanded": 0, "generated": 1}
    longest = 1

    def search(node: Board, g: int, h: float, bound: float, undo: Move | None) -> float | None:
        """Depth-first below `node`; None if the goal was found (path holds it), else the smallest f cut off."""
        nonlocal longest
        if g + h > bound:
            return g + h
        if node == target:
            return None
        counts["expanded"] += 1
        smallest = math.inf
        blank = node.index(0)
        for move, cell in table[blank]:
            if move == undo:
                continue
            counts["generated"] += 1
            if counts["generated"] > max_nodes:
                raise SearchLimitExceeded(
                    f"IDA* generated more than max_nodes={max_nodes:,} nodes (bound {bound}) without reaching the goal"
                )
            child = slide(node, blank, cell)
            path.append(child)
            moves.append(move)
            longest = max(longest, len(path))
            found = search(child, g + 1, heuristic(child, target), bound, OPPOSITE[move])
            if found is None:
                return None
            smallest = min(smallest, found)
            path.pop()
            moves.pop()
        return smallest

    bound: float = heuristic(start, target)
    while True:
        found = search(start, 0, bound, bound, None)
        if found is None:
            return SearchResult(
                tuple(moves),
                tuple(path),
                len(moves),
                counts["expanded"],
                counts["generated"],
                longest,
                time.perf_counter() - clock,
            )
        bound = found


def _manhattan_setup(board, goal, max_nodes) -> tuple[Board, Board, int, list[int]]:
    """What both forms of IDA* with Manhattan distance start from (``idastar_manhattan`` and its compiled twin
    ``fast.idastar_manhattan_fast``): the checked start and goal, the node limit, and ``distance[t * n + p]``, the
    Manhattan distance of tile t standing on cell p (n = k * k cells; 0 for the blank)."""
    start, target = _start(board, goal)
    limit = _check_limit(max_nodes)
    k = width(start)
    n = k * k
    home = {t: divmod(p, k) for p, t in enumerate(target)}
    distance = [0] * (n * n)
    for t in range(1, n):
        for p in range(n):
            distance[t * n + p] = abs(p // k - home[t][0]) + abs(p % k - home[t][1])
    return start, target, limit, distance


def idastar_manhattan(board, goal: Sequence[int] | None = None, max_nodes: int = IDASTAR_MAX_NODES) -> SearchResult:
    """IDA* with Manhattan distance, written for speed: the same search as ``idastar(board, manhattan, goal)``
    (same order, same counts, same solution), each iteration run plain or compiled, whichever is expected to
    be quicker (``dispatch``: plain for iterations that are certainly or predictably small, compiled with
    numba for the rest; measured there).

    This is the search of Korf's 1985 paper; with his blank-first goal it reproduces his node counts.
    ``idastar_manhattan_plain`` is the plain form alone, ``fast.idastar_manhattan_fast`` the compiled one.
    """
    from teachkit.sliding import dispatch, kernels

    clock = time.perf_counter()
    start, target, limit, distance = _manhattan_setup(board, goal, max_nodes)
    k, blank = width(start), start.index(0)
    h0 = manhattan(start, target)
    step = dispatch.Chooser(
        _manhattan_plain_step(start, distance, h0),
        lambda: kernels._manhattan_step(start, distance, h0),
        kernels._manhattan_ready,
        lambda bound: dispatch.walks(k, blank, bound),
    )
    path, counts = dispatch.iterate(step, h0, limit)
    return _blank_path_result(start, target, blank, path, counts, clock)


def idastar_manhattan_plain(
    board, goal: Sequence[int] | None = None, max_nodes: int = IDASTAR_MAX_NODES
) -> SearchResult:
    """``idastar_manhattan`` in plain Python only: one mutable list, h updated by the one tile that moved."""
    from teachkit.sliding import dispatch

    clock = time.perf_counter()
    start, target, limit, distance = _manhattan_setup(board, goal, max_nodes)
    h0 = manhattan(start, target)
    path, counts = dispatch.iterate(_manhattan_plain_step(start, distance, h0), h0, limit)
    return _blank_path_result(start, target, start.index(0), path, counts, clock)


def _manhattan_plain_step(start: Board, distance: Sequence[int], h0: int):
    """One iteration of IDA* + Manhattan in plain Python: step(bound, counts, limit) -> (status, next bound,
    the blank's path if found), as ``dispatch.Step`` says."""
    from teachkit.sliding.dispatch import FOUND, LIMIT, NOT_FOUND

    k = width(start)
    n = k * k
    moves = [tuple(c for _, c in move_table(k)[a]) for a in range(n)]
    blank = start.index(0)

    def iteration(bound: int, counts: list, limit: int) -> tuple[int, int, list]:
        cells = list(start)
        path: list[int] = []
        next_bound = 10**9

        def search(a: int, came_from: int, g: int, h: int) -> bool:
            """Expand the board whose blank is at a (f within the bound); True once the goal is found."""
            nonlocal next_bound
            counts[0] += 1
            options = moves[a]
            counts[1] += len(options) - (came_from >= 0)
            if counts[1] > limit:
                raise _Stopped
            g += 1
            for c in options:
                if c == came_from:
                    continue
                t = cells[c] * n
                hc = h - distance[t + c] + distance[t + a]
                if g + hc > bound:
                    if g + hc < next_bound:
                        next_bound = g + hc
                    continue
                if hc == 0:
                    path.append(c)
                    counts[1] -= _not_reached(options, c, came_from)
                    return True
                cells[a] = cells[c]
                cells[c] = 0
                found = search(c, a, g, hc)
                cells[c] = cells[a]
                cells[a] = 0
                if found:
                    path.append(c)
                    counts[1] -= _not_reached(options, c, came_from)
                    return True
            return False

        try:
            found = search(blank, -1, 0, h0)
        except _Stopped:
            return LIMIT, next_bound, []
        path.reverse()
        return (FOUND if found else NOT_FOUND), next_bound, path

    return iteration


# ------------------------------------------------------------------------------------ breadth-first search


class NotInTable(InvalidBoard, KeyError):
    """A board a DistanceTable does not hold (a KeyError, as a mapping must raise, and an InvalidBoard)."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


class DistanceTable(Mapping):
    """Exact distance to the goal of every board that can reach it (a read-only mapping board -> moves).

    ``states`` holds the boards in breadth-first order (one row each) and ``distances`` their distances.
    """

    def __init__(self, target: Board, states: np.ndarray, distances: np.ndarray, by_rank: np.ndarray):
        self.goal = target
        self.k = width(target)
        self.states = states
        self.distances = distances
        self._by_rank = by_rank

    def __getitem__(self, board) -> int:
        try:
            board = _parse(board, "board")
        except InvalidBoard as error:
            raise NotInTable(str(error)) from None
        if len(board) != len(self.goal):
            raise NotInTable(f"board has {len(board)} cells, this table is for {len(self.goal)}-cell boards")
        value = int(self._by_rank[permutation_rank(board)])
        if value < 0:
            raise NotInTable(f"board {board} cannot reach the goal {self.goal}: it is not in the table")
        return value

    def __iter__(self) -> Iterator[Board]:
        return (tuple(row) for row in self.states.tolist())

    def __len__(self) -> int:
        return len(self.states)

    def items(self):
        """(board, distance) pairs in breadth-first order."""
        return zip(iter(self), self.distances.tolist())

    @property
    def max_distance(self) -> int:
        """The largest distance from the goal (its eccentricity; the diameter of the state space can be larger)."""
        return int(self.distances.max())

    def counts(self) -> list[int]:
        """counts()[d]: how many boards lie at distance d."""
        return np.bincount(self.distances).tolist()

    def edges(self) -> np.ndarray:
        """Every move as a row (i, j): board states[i] becomes states[j] (both directions appear)."""
        k, states = self.k, self.states
        row_of = np.full(len(self._by_rank), -1, dtype=np.int64)
        row_of[permutation_ranks(states)] = np.arange(len(states))
        blank = np.argmax(states == 0, axis=1)
        pairs = []
        for delta, legal in ((-k, blank >= k), (-1, blank % k > 0), (1, blank % k < k - 1), (k, blank < k * k - k)):
            rows = np.flatnonzero(legal)
            cell = blank[rows] + delta
            child = states[rows].copy()
            index = np.arange(len(rows))
            child[index, blank[rows]] = states[rows, cell]
            child[index, cell] = 0
            pairs.append(np.stack([rows, row_of[permutation_ranks(child)]], axis=1))
        return np.concatenate(pairs)


def permutation_rank(board: Sequence[int]) -> int:
    """The position of this permutation in lexicographic order (its Lehmer code read as a factorial number)."""
    n = len(board)
    rank = 0
    for i in range(n):
        smaller_later = sum(1 for j in range(i + 1, n) if board[j] < board[i])
        rank += smaller_later * math.factorial(n - 1 - i)
    return rank


def permutation_ranks(states: np.ndarray) -> np.ndarray:
    """``permutation_rank`` of every row of `states` at once (numpy)."""
    n = states.shape[1]
    ranks = np.zeros(len(states), dtype=np.int64)
    for i in range(n - 1):
        smaller_later = (states[:, i + 1 :] < states[:, i : i + 1]).sum(axis=1)
        ranks += smaller_later * math.factorial(n - 1 - i)
    return ranks


def bfs_distances(k: int = 3, goal: Sequence[int] | None = None) -> DistanceTable:
    """Breadth-first search backwards from the goal over every k x k board it can reach (k = 2 or 3): the boards
    of the goal's class, half of all boards.

    Moves are reversible, so the distance from the goal to a board is the board's distance to the goal.
    Each round takes all boards at distance d, slides the blank each way at once (numpy), and keeps the
    children not seen before: they are at distance d + 1. ``bfs_distances_plain`` is the same search one
    board at a time.
    """
    k = _bfs_width(k)
    target = _goal_for(tuple(range(k * k)), goal)
    n = k * k
    by_rank = np.full(math.factorial(n), -1, dtype=np.int8)
    frontier = np.array([target], dtype=np.uint8)
    blanks = np.array([target.index(0)], dtype=np.int64)
    by_rank[permutation_ranks(frontier)] = 0
    layers, depths = [frontier], [np.zeros(1, dtype=np.int8)]
    steps = [(-k, lambda p: p >= k), (-1, lambda p: p % k > 0), (1, lambda p: p % k < k - 1), (k, lambda p: p < n - k)]
    depth = 0
    while len(frontier):
        children, child_blanks = [], []
        for delta, legal in steps:
            ok = legal(blanks)
            rows, blank = frontier[ok], blanks[ok]
            cell = blank + delta
            child = rows.copy()
            index = np.arange(len(rows))
            child[index, blank] = rows[index, cell]
            child[index, cell] = 0
            children.append(child)
            child_blanks.append(cell)
        child = np.concatenate(children)
        cell = np.concatenate(child_blanks)
        ranks = permutation_ranks(child)
        fresh = by_rank[ranks] < 0
        ranks, first = np.unique(ranks[fresh], return_index=True)
        depth += 1
        by_rank[ranks] = depth
        frontier = child[fresh][first]
        blanks = cell[fresh][first]
        layers.append(frontier)
        depths.append(np.full(len(frontier), depth, dtype=np.int8))
    return DistanceTable(target, np.concatenate(layers), np.concatenate(depths), by_rank)


def bfs_distances_plain(
    k: int = 3, goal: Sequence[int] | None = None, max_depth: int | None = None
) -> dict[Board, int]:
    """The same breadth-first search with a queue and a dict, one board at a time (optionally stopping at
    max_depth, to compare the two forms quickly). k = 2 or 3, as for ``bfs_distances``."""
    k = _bfs_width(k)
    if max_depth is not None:
        max_depth = require_int("max_depth", max_depth, lo=0)
    target = _goal_for(tuple(range(k * k)), goal)
    table = move_table(k)
    distance = {target: 0}
    queue = deque([target])
    while queue:
        board = queue.popleft()
        d = distance[board]
        if max_depth is not None and d >= max_depth:
            continue
        blank = board.index(0)
        for _, cell in table[blank]:
            child = slide(board, blank, cell)
            if child not in distance:
                distance[child] = d + 1
                queue.append(child)
    return distance


def _bfs_width(k) -> int:
    """k for a whole-state-space search: 2 or 3 (the 15-puzzle's 10^13 boards would not fit in memory)."""
    return require_int(
        "k",
        k,
        lo=2,
        hi=3,
        type_error=ArgumentTypeError,
        value_error=InvalidBoard,
        limit_error=BoardTooLarge,
        hint="whole state spaces are searched for k = 2 or 3 only (the 15-puzzle has 10^13 boards); "
        "use solve or idastar for one board",
    )


__all__ = [
    "ASTAR_MAX_BYTES",
    "ASTAR_MAX_NODES",
    "IDASTAR_MAX_NODES",
    "MAX_NODES_LIMIT",
    "SEARCH_MAX_WIDTH",
    "NotInTable",
    "board_bytes",
    "PDB_MAX_NODES",
    "PDB_MAX_NODES_COMPILED",
    "DistanceTable",
    "FrontierSnapshot",
    "IllegalMove",
    "Node",
    "SearchLimitExceeded",
    "SearchResult",
    "astar",
    "astar_trace",
    "expanded_nodes",
    "off_path_steps",
    "parent_steps",
    "bfs_distances",
    "bfs_distances_plain",
    "idastar",
    "idastar_manhattan",
    "idastar_manhattan_plain",
    "permutation_rank",
    "permutation_ranks",
]
