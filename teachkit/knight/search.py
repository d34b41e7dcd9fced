"""Backtracking search for a knight's tour: Warnsdorff's order first, undo when stuck, with a node budget.

Depth-first search tries the moves from each square in Warnsdorff order (fewest onward squares first,
ties to the square farthest from the exact centre, then move order), so its first dive *is* Warnsdorff's
rule with teachkit's simplified form of Roth's tie-break (farthest from the exact centre, then move order; not
Roth's own program); when that dive gets stuck it undoes the last move and tries the next candidate.

Two cheap tests cut off branches that cannot be finished. Let U be the unvisited squares and c the
knight's square. In the rest of the tour every square of U except the last needs two tour neighbours
among U ∪ {c} (the one before it and the one after), and the last square needs one:

* open tour: if some square of U has no neighbour in U ∪ {c}, or two squares have at most one, give up;
* closed tour: the last square's second neighbour is the start, so every square of U needs two neighbours
  in U ∪ {c, start}, at most one square may lean on the start, and the start must keep a free neighbour.

The search counts the squares it steps onto. If it runs through every branch it has *proved* that no tour
exists from that start (:class:`NoTourExists`); if it runs out of budget it says so
(:class:`SearchBudgetExceeded`) instead of running forever.

Two plain searches with no rule and no pruning sit beside it, for notebook 09: :func:`backtrack` (the first tour
found, in ``SEED_ORDER``, within a budget of steps: what the notebook's exercise is compared with) and
:func:`brute_force` (every move sequence, counting the tours). :func:`count_steps` runs a student's backtracking
``extend(path, visited, n, m, onward)``: ``onward`` hands out the jumps and counts them, and stops the search when
the budget is used up. On the 5×5 board from a1 ``brute_force`` finishes
after 1,735,079 nodes (the start and 1,735,078 steps, i.e. jumps) and 304 tours;
``tests/test_knight_claims.py`` recomputes the figures the notebook states.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from teachkit.errors import LimitExceeded, require_bool, require_int
from teachkit.knight.tour import (
    MAX_PLAIN_SQUARES,
    SEED_ORDER,
    BadBoard,
    NoTourExists,
    PaddedBoard,
    Square,
    Squares,
    Tour,
    _moves,
    board_shape,
    centre_distance2,
    check_square,
    require_valid,
)

DEFAULT_BUDGET = 2_000_000
MAX_BUDGET = 10**8  # search nodes: a few minutes at most
MAX_BRUTE_SQUARES = 400  # brute_force recurses once per square


class SearchBudgetExceeded(LimitExceeded, RuntimeError):
    """The backtracking search stepped on more squares than its budget allows, without an answer."""


def search_tour(
    n: int, m: int | None = None, start: Square = (0, 0), closed: bool = False, budget: int = DEFAULT_BUDGET
) -> Tour:
    """A tour from start found by backtracking (see the module docstring), or a clear exception."""
    n, m = board_shape(n, m, limit=MAX_PLAIN_SQUARES, hint="knights_tour constructs tours of big boards")
    start = check_square(start, n, m)
    closed = require_bool("closed", closed, type_error=BadBoard)
    budget = require_int("budget", budget, lo=1, hi=MAX_BUDGET, type_error=BadBoard, value_error=BadBoard)
    board = PaddedBoard(n, m, SEED_ORDER)
    total = n * m
    visited, degree, offsets = board.visited, board.degree, board.offsets
    adjacent = set(offsets)
    rank = {board.index((r, c)): -centre_distance2((r, c), n, m) for r in range(n) for c in range(m)}
    low: set[int] = set()  # unvisited squares with at most one unvisited neighbour

    def visit(i: int) -> None:
        board.visit(i)
        low.discard(i)
        for o in offsets:
            if not visited[i + o] and degree[i + o] == 1:
                low.add(i + o)

    def unvisit(i: int) -> None:
        for o in offsets:
            if not visited[i + o] and degree[i + o] == 1:
                low.discard(i + o)
        board.unvisit(i)
        if degree[i] <= 1:
            low.add(i)

    def hopeless(here: int) -> bool:
        """Can the rest of the tour be finished from `here`? (the two tests above)"""
        leaning = 0
        for u in low:
            support = degree[u] + ((u - here) in adjacent)
            if closed:
                if support + ((u - origin) in adjacent) < 2:
                    return True
                leaning += support < 2
            else:
                if support == 0:
                    return True
                leaning += support < 2
            if leaning > 1:
                return True
        return closed and degree[origin] == 0

    def ordered(here: int) -> list[int]:
        """Unvisited neighbours, best last (the stack pops from the end)."""
        free = board.free_neighbours(here)
        return sorted(free, key=lambda s: (degree[s], rank[s], free.index(s)), reverse=True)

    origin = board.index(start)
    for r in range(n):
        for c in range(m):
            i = board.index((r, c))
            if degree[i] <= 1:
                low.add(i)
    visit(origin)
    path, stack, nodes = [origin], [ordered(origin)], 1
    if total == 1:
        stack = []
    while len(path) < total:
        if not stack:
            kind = "closed tour" if closed else "tour"
            raise NoTourExists(
                f"no {kind} of the {n}x{m} board starts at {start}: an exhaustive "
                f"backtracking search of {nodes} nodes found none"
            )
        if not stack[-1]:
            stack.pop()
            unvisit(path.pop())
            continue
        nxt = stack[-1].pop()
        nodes += 1
        if nodes > budget:
            raise SearchBudgetExceeded(
                f"backtracking on the {n}x{m} board from {start} used its budget of "
                f"{budget} nodes without finding a tour (none is ruled out either)"
            )
        visit(nxt)
        path.append(nxt)
        if len(path) == total:
            if closed and (nxt - origin) not in adjacent:
                unvisit(path.pop())
                continue
            break
        if hopeless(nxt):
            unvisit(path.pop())
            continue
        stack.append(ordered(nxt))
    if closed and total == 1:
        raise NoTourExists("a closed tour needs a knight's move back to the start; a 1x1 board has none")
    tour = Tour(n, m, Squares(board.square(i) for i in path), method="backtracking", attempts=nodes)
    return require_valid(tour, closed=closed)


class BruteForce(NamedTuple):
    """What trying every move sequence cost: squares stepped on, tours found, whether it got to the end."""

    nodes: int
    tours: int
    finished: bool


def brute_force(n: int, m: int | None = None, start: Square = (0, 0), max_nodes: int = 1_000_000) -> BruteForce:
    """Try every sequence of knight's moves from start, with no rule and no pruning; count the cost.

    ``nodes`` counts the squares stepped on, the start included. It stops after max_nodes of them
    (finished=False), so it never runs for long; finished=True means every sequence was tried.
    """
    n, m = board_shape(n, m, limit=MAX_BRUTE_SQUARES, hint="brute force is hopeless long before that")
    start = check_square(start, n, m)
    max_nodes = require_int("max_nodes", max_nodes, lo=1, hi=MAX_BUDGET, type_error=BadBoard, value_error=BadBoard)
    total = n * m
    # squares as numbers r * m + c and each square's jumps listed once: the same search, with less work per step
    jumps = [[r * m + c for r, c in _moves(divmod(i, m), n, m)] for i in range(total)]
    seen = bytearray(total)
    count = [1, 0]  # nodes, tours

    def extend(here: int, depth: int) -> bool:
        """Go on from here (the depth-th square of the path); False once the node budget is spent."""
        if depth == total:
            count[1] += 1
            return True
        for square in jumps[here]:
            if not seen[square]:
                count[0] += 1
                if count[0] > max_nodes:
                    return False
                seen[square] = 1
                going = extend(square, depth + 1)
                seen[square] = 0
                if not going:
                    return False
        return True

    seen[start[0] * m + start[1]] = 1
    finished = extend(start[0] * m + start[1], 1)
    return BruteForce(min(count[0], max_nodes), count[1], finished)


class FirstTour(NamedTuple):
    """What plain backtracking returned: the first tour found (or None) and the steps it took."""

    tour: list[Square] | None
    steps: int


def backtrack(n: int, m: int | None = None, start: Square = (0, 0), budget: int = 100_000) -> FirstTour:
    """The first tour found by plain backtracking from start, trying the jumps in ``SEED_ORDER``; count the steps.

    A step is one jump onto an unvisited square (the start is not a step; undoing a jump is not a step). Before
    each jump, if ``budget`` steps are already used, give up: (None, budget). If every jump from every square has
    been tried without a tour, the answer is (None, steps) with steps < budget: a proof that no tour starts there.
    """
    n, m = board_shape(n, m, limit=MAX_BRUTE_SQUARES, hint="plain backtracking is hopeless long before that")
    start = check_square(start, n, m)
    budget = require_int("budget", budget, lo=0, hi=MAX_BUDGET, type_error=BadBoard, value_error=BadBoard)
    path, visited = [start], {start}
    steps = 0

    def extend() -> bool | None:
        """Go on from the path's last square: True (a tour), False (no tour this way), None (budget spent)."""
        nonlocal steps
        if len(path) == n * m:
            return True
        for square in _moves(path[-1], n, m):
            if square in visited:
                continue
            if steps == budget:
                return None
            steps += 1
            path.append(square)  # jump
            visited.add(square)
            found = extend()
            if found is not False:
                return found
            path.pop()  # undo the jump
            visited.remove(square)
        return False

    found = extend()
    return FirstTour(list(path) if found else None, steps)


class BudgetSpent(BaseException):
    """The search has used its budget of steps (a BaseException, so ``except Exception`` in a search lets it by)."""


class CountedSearch(NamedTuple):
    """What :func:`count_steps` returns: the tour found (or None), the steps, and whether the budget ended it."""

    tour: list[Square] | None
    steps: int
    gave_up: bool


def _counted_run(extend, n: int, m: int, start: Square, budget: int) -> tuple[Any, int, bool]:
    """Run ``extend(path, visited, n, m, onward)``: (what it returned, steps, whether the budget stopped it)."""
    count = [0, False]  # steps, budget spent

    def onward(square: Square, visited) -> object:
        """The unvisited squares a knight on ``square`` can jump to, in ``knight_moves`` order, one at a time.

        Each square handed out is one step (a jump). When ``budget`` steps are used and another is due, the search
        is over: :class:`BudgetSpent` is raised.
        """
        for target in _moves(tuple(square), n, m):
            if target in visited:
                continue
            if count[0] >= budget:
                count[1] = True
                raise BudgetSpent(f"the budget of {budget} steps is used up")
            count[0] += 1
            yield target

    try:
        found = extend([start], {start}, n, m, onward)
    except BudgetSpent:
        return None, count[0], True
    return found, count[0], bool(count[1])


# Whether the last count_steps run from each start of each board gave up: lets check_dead_starts tell a student whose
# searches all used up their budget to raise it, rather than to search from more squares.
GAVE_UP: dict[tuple[int, int], dict[Square, bool]] = {}


def count_steps(extend, n: int, m: int | None = None, start: Square = (0, 0), budget: int = 100_000) -> CountedSearch:
    """Run a backtracking search ``extend(path, visited, n, m, onward)`` from start, counting its steps.

    ``extend`` gets the path ``[start]``, the set ``{start}``, the board and ``onward(square, visited)``, which hands
    out the unvisited squares a knight on ``square`` can jump to, in ``knight_moves`` order, one at a time; each one
    it hands out is a step. ``extend`` returns the tour (a list of squares) or None. When ``budget`` steps are used
    and another is due, the search is stopped: ``CountedSearch(None, budget, gave_up=True)``. A finished search that
    returns None has tried every move sequence from start: a proof that no tour starts there.
    """
    n, m = board_shape(n, m, limit=MAX_BRUTE_SQUARES, hint="plain backtracking is hopeless long before that")
    start = check_square(start, n, m)
    budget = require_int("budget", budget, lo=0, hi=MAX_BUDGET, type_error=BadBoard, value_error=BadBoard)
    found, steps, gave_up = _counted_run(extend, n, m, start, budget)
    runs = GAVE_UP.setdefault((n, m), {})
    runs[start] = gave_up  # at most one entry per square of the board
    if gave_up or found is None:
        return CountedSearch(None, steps, gave_up)
    return CountedSearch([tuple(s) for s in found], steps, False)
