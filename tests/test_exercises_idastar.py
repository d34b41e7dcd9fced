"""The IDA* exercise of notebook 07: a correct IDA* passes; each usual mistake gets its own hint; teachkit's own
searches, and an A* that remembers every board, are refused; a stub or a crash is a "not yet"."""

import heapq
import itertools
import math

from teachkit.sliding import astar, goal, idastar, neighbors
from teachkit.sliding.exercises import check_idastar, idastar_cases


def my_idastar(start, h, step=None, forget=True, parent_check=True):
    """A student's IDA*; ``step`` raises the bound by a fixed amount instead of to the smallest f cut off,
    ``forget=False`` keeps a set of seen boards from one path to the next (a mistake)."""
    target, seen = goal(3), set()

    def search(board, g, bound, parent):
        f = g + h(board)
        if f > bound:
            return f, None
        if board == target:
            return f, g
        if not forget:
            seen.add(board)
        smallest = math.inf
        for _, child in neighbors(board):
            if (parent_check and child == parent) or child in seen:
                continue
            cut, found = search(child, g + 1, bound, board)
            if found is not None:
                return cut, found
            smallest = min(smallest, cut)
        return smallest, None

    bound = h(start)
    while True:
        seen.clear()
        cut, found = search(start, 0, bound, None)
        if found is not None:
            return found
        if cut == math.inf:
            return None
        bound = bound + step if step else cut


def a_star(start, h):
    """A correct A* (returns the cost): right numbers, but not IDA*."""
    counter, best = itertools.count(), {start: 0}
    frontier = [(h(start), 0, next(counter), start)]
    while frontier:
        _, g, _, board = heapq.heappop(frontier)
        if board == goal(3):
            return g
        if g > best[board]:
            continue
        for _, child in neighbors(board):
            if g + 1 < best.get(child, math.inf):
                best[child] = g + 1
                heapq.heappush(frontier, (g + 1 + h(child), g + 1, next(counter), child))
    return None


def test_a_correct_idastar_passes_and_the_cases_are_real():
    assert check_idastar(my_idastar).ok
    costs = [astar(board).cost for board in idastar_cases()]
    assert costs[0] == 0 and max(costs) >= 20  # from the goal itself to random boards


def test_teachkit_searches_are_refused():
    for answer in (idastar, lambda start, h: idastar(start, h).cost, lambda start, h: astar(start, h).cost):
        verdict = check_idastar(answer)
        assert not verdict.ok and "teachkit's own" in verdict.message


def test_each_usual_mistake_gets_its_own_hint():
    told = {
        "one more than": lambda start, h: my_idastar(start, h) + 1,
        "longer than a shortest one": lambda start, h: my_idastar(start, h, step=4),
        "a set of boards seen": lambda start, h: my_idastar(start, h, forget=False),
        "remembers every board": a_star,
        "went on and on": lambda start, h: my_idastar(start, h, parent_check=False),
        "below the length": lambda start, h: max(0, my_idastar(start, h) - 1),
        "returns None": lambda start, h: None,
        "not a board": lambda start, h: h(next(iter(neighbors(start)))),
        "two arguments": lambda start: 0,
    }
    for hint, answer in told.items():
        verdict = check_idastar(answer)
        assert not verdict.ok and hint in verdict.message, (hint, verdict.message)


def test_stubs_and_crashes_are_a_not_yet():
    assert "replace the ..." in check_idastar(...).message
    crash = check_idastar(lambda start, h: 1 / 0)
    assert not crash.ok and "ZeroDivisionError" in crash.message
