"""The IDA* exercise of notebook 07: a correct IDA* passes; each usual mistake gets its own hint; teachkit's own
searches, and an A* that remembers every board, are refused; a stub or a crash is a "not yet"."""

import heapq
import itertools
import math

from teachkit.sliding import astar, goal, idastar, neighbors
from teachkit.sliding.exercises import check_idastar, idastar_bounds, idastar_cases


def my_idastar(
    start, h, step=None, forget=True, parent_check=True, pick=min, no_bound=None, across_rounds=False, stop_at_inf=False
):
    """A student's IDA*; ``step`` raises the bound by a fixed amount instead of to the smallest f cut off,
    ``forget=False`` keeps a set of seen boards from one path to the next (a mistake), ``across_rounds=True``
    keeps it from one round to the next too (``"entry"``: every board h is asked about goes in, else only the
    boards expanded), ``stop_at_inf`` gives up (returns None) when a round hands back an infinite bound,
    ``pick=max`` raises it to the largest f cut off, ``no_bound`` ("inf" or "none") never hands the smallest f
    cut off back up."""
    target, seen = goal(3), set()

    def search(board, g, bound, parent):
        if across_rounds == "entry":
            seen.add(board)
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
            if no_bound is None:
                smallest = pick(smallest, cut) if smallest != math.inf else cut
        return (None if no_bound == "none" else smallest), None

    bound = h(start)
    while True:
        if not across_rounds:
            seen.clear()
        cut, found = search(start, 0, bound, None)
        if found is not None:
            return found
        if cut == math.inf and (no_bound is None or stop_at_inf):
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
    cases = idastar_cases()
    costs = [astar(board).cost for _, board, _ in cases]
    assert costs[0] == 0 and max(costs) >= 20  # from the goal itself to random boards
    assert {name for name, _, _ in cases} == {"manhattan", "misplaced"}
    # with misplaced tiles the smallest f cut off is not always bound + 2, so a bound raised by a fixed step
    # makes more rounds than IDA* on some board (with Manhattan distance it never does: f moves in steps of 2)
    steps = [
        [b - a for a, b in zip(bounds, bounds[1:])] for bounds in (idastar_bounds(board, h) for _, board, h in cases)
    ]
    assert {1, 2} <= {step for name_steps in steps for step in name_steps}


def test_a_bound_raised_too_far_is_caught_though_it_finds_shortest_solutions():
    # raised to the largest f cut off, or by 2: the right lengths on every case (the 8-puzzle's parity saves
    # them), so only the misplaced-tiles boards, where the smallest f cut off is bound + 1, tell them apart
    for answer in (lambda s, h: my_idastar(s, h, step=2), lambda s, h: my_idastar(s, h, pick=max)):
        assert all(answer(board, h) == idastar(board, h).cost for _, board, h in idastar_cases())
        verdict = check_idastar(answer)
        assert not verdict.ok and "h = misplaced" in verdict.message and "jumped past" in verdict.message


def test_teachkit_searches_are_refused():
    for answer in (idastar, lambda start, h: idastar(start, h).cost, lambda start, h: astar(start, h).cost):
        verdict = check_idastar(answer)
        assert not verdict.ok and "teachkit's own" in verdict.message


def test_each_usual_mistake_gets_its_own_hint():
    told = {
        "one more than": lambda start, h: my_idastar(start, h) + 1,
        "longer than a shortest one": lambda start, h: my_idastar(start, h, step=4),
        "a set of boards seen": lambda start, h: my_idastar(start, h, forget=False),
        "kept from one round to the next": lambda start, h: my_idastar(start, h, forget=False, across_rounds=True),
        "remembers every board": a_star,
        "went on and on": lambda start, h: my_idastar(start, h, parent_check=False),
        "next round's bound: with an infinite bound": lambda start, h: my_idastar(start, h, no_bound="inf"),
        "next round's bound (your function raised TypeError": lambda start, h: my_idastar(start, h, no_bound="none"),
        "in 7 rounds where IDA* needs 4": lambda start, h: my_idastar(start, h, step=1),
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


def test_a_set_of_boards_kept_across_rounds_is_named_not_taken_for_a_missing_bound():
    # a set of boards seen that is never cleared: the next round skips every board the round before went
    # through, runs out of boards and hands back an infinite bound. The checker names the set, not the bound,
    # whether the boards go in when h is asked about them or when they are expanded, and whether the search
    # then goes on with the infinite bound or gives up and returns None
    variants = [
        lambda start, h: my_idastar(start, h, forget=False, across_rounds=True),
        lambda start, h: my_idastar(start, h, across_rounds="entry"),
        lambda start, h: my_idastar(start, h, forget=False, across_rounds=True, stop_at_inf=True),
        lambda start, h: my_idastar(start, h, across_rounds="entry", stop_at_inf=True),
    ]
    for answer in variants:
        verdict = check_idastar(answer)
        assert not verdict.ok and "kept from one round to the next" in verdict.message, verdict.message
        assert "no next bound" not in verdict.message
