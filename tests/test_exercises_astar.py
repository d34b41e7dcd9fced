"""The A* checker of notebook 05 (``check_astar``): a correct student A* passes, and each typical mistake gets
its own hint, one that names the symptom and points at the rule without pasting the answer. Every wrong variant
is written out here as a student would write it."""

import heapq
import itertools
import math

from teachkit.sliding import astar, exercises, goal, manhattan, neighbors, width
from teachkit.sliding.exercises import astar_cases, check_astar


def good_astar(start, h):
    """What the notebook asks for: heap of (f, h, counter, board), best-g table, stop when the goal is popped."""
    target, counter = goal(width(start)), itertools.count()
    frontier, best_g, expanded = [(h(start), h(start), next(counter), start)], {start: 0}, 0
    while frontier:
        f, h_board, _, board = heapq.heappop(frontier)
        g = f - h_board
        if g > best_g[board]:
            continue
        if board == target:
            return g, expanded
        expanded += 1
        for _, child in neighbors(board):
            if g + 1 < best_g.get(child, math.inf):
                best_g[child] = g + 1
                h_child = h(child)
                heapq.heappush(frontier, (g + 1 + h_child, h_child, next(counter), child))


def without_stale_skip(start, h):
    """(a) Never skips a popped entry whose g is worse than best_g[board]: expands such boards again."""
    target, counter = goal(width(start)), itertools.count()
    frontier, best_g, expanded = [(h(start), h(start), next(counter), start)], {start: 0}, 0
    while frontier:
        f, h_board, _, board = heapq.heappop(frontier)
        g = f - h_board
        if board == target:
            return g, expanded
        expanded += 1
        for _, child in neighbors(board):
            if g + 1 < best_g.get(child, math.inf):
                best_g[child] = g + 1
                h_child = h(child)
                heapq.heappush(frontier, (g + 1 + h_child, h_child, next(counter), child))


def relaxes_with_less_or_equal(start, h):
    """(b) Pushes a child again when the new way is as long as the known one (<= instead of <)."""
    target, counter = goal(width(start)), itertools.count()
    frontier, best_g, expanded = [(h(start), h(start), next(counter), start)], {start: 0}, 0
    while frontier:
        f, h_board, _, board = heapq.heappop(frontier)
        g = f - h_board
        if g > best_g[board]:
            continue
        if board == target:
            return g, expanded
        expanded += 1
        for _, child in neighbors(board):
            if g + 1 <= best_g.get(child, math.inf):
                best_g[child] = g + 1
                h_child = h(child)
                heapq.heappush(frontier, (g + 1 + h_child, h_child, next(counter), child))


def counts_the_goal(start, h):
    """(c) Counts a board as expanded as soon as it is popped, the goal included."""
    target, counter = goal(width(start)), itertools.count()
    frontier, best_g, expanded = [(h(start), h(start), next(counter), start)], {start: 0}, 0
    while frontier:
        f, h_board, _, board = heapq.heappop(frontier)
        g = f - h_board
        if g > best_g[board]:
            continue
        expanded += 1
        if board == target:
            return g, expanded
        for _, child in neighbors(board):
            if g + 1 < best_g.get(child, math.inf):
                best_g[child] = g + 1
                h_child = h(child)
                heapq.heappush(frontier, (g + 1 + h_child, h_child, next(counter), child))


def fifo_list(start, h):
    """(d) A plain list as the frontier: append at the end, take from the front (first in, first out)."""
    target, counter = goal(width(start)), itertools.count()
    frontier, best_g, expanded = [(h(start), h(start), next(counter), start)], {start: 0}, 0
    while frontier:
        f, h_board, _, board = frontier.pop(0)
        g = f - h_board
        if g > best_g[board]:
            continue
        if board == target:
            return g, expanded
        expanded += 1
        for _, child in neighbors(board):
            if g + 1 < best_g.get(child, math.inf):
                best_g[child] = g + 1
                h_child = h(child)
                frontier.append((g + 1 + h_child, h_child, next(counter), child))


def swapped_result(start, h):
    """(e) Right search, but returns (expanded, cost)."""
    cost, expanded = good_astar(start, h)
    return expanded, cost


def best_g_not_recorded(start, h):
    """(f) Looks up best_g[board] for boards it never recorded: KeyError."""
    target, counter = goal(width(start)), itertools.count()
    frontier, best_g, expanded = [(h(start), h(start), next(counter), start)], {start: 0}, 0
    while frontier:
        f, h_board, _, board = heapq.heappop(frontier)
        g = f - h_board
        if g > best_g[board]:
            continue
        if board == target:
            return g, expanded
        expanded += 1
        for _, child in neighbors(board):
            if child not in best_g or g + 1 < best_g[child]:
                h_child = h(child)
                heapq.heappush(frontier, (g + 1 + h_child, h_child, next(counter), child))


def unpacks_no_pair(start, h):
    """neighbors yields (move, board) pairs; this search treats each pair as a board."""
    target, counter = goal(width(start)), itertools.count()
    frontier, best_g, expanded = [(h(start), h(start), next(counter), start)], {start: 0}, 0
    while frontier:
        f, h_board, _, board = heapq.heappop(frontier)
        g = f - h_board
        if g > best_g[board]:
            continue
        if board == target:
            return g, expanded
        expanded += 1
        for child in neighbors(board):
            if g + 1 < best_g.get(child, math.inf):
                best_g[child] = g + 1
                h_child = h(child)
                heapq.heappush(frontier, (g + 1 + h_child, h_child, next(counter), child))


def calls_teachkit(start, h):
    """Hands back teachkit's own search."""
    result = astar(start, h)
    return result.cost, result.expanded


def closed_set_without_reopening(start, h):
    """A closed set instead of a best-g table: right for consistent h, wrong when h is only admissible."""
    target, counter = goal(width(start)), itertools.count()
    frontier, closed, expanded = [(h(start), h(start), next(counter), start, 0)], set(), 0
    while frontier:
        f, h_board, _, board, g = heapq.heappop(frontier)
        if board in closed:
            continue
        closed.add(board)
        if board == target:
            return g, expanded
        expanded += 1
        for _, child in neighbors(board):
            if child not in closed:
                heapq.heappush(frontier, (g + 1 + h(child), h(child), next(counter), child, g + 1))


TIES = "break ties"  # the tie-breaking hint, which none of the mistakes below should get


def test_a_correct_student_astar_passes_even_if_it_asks_h_twice_per_push():
    def asks_twice(start, h):
        target, counter = goal(width(start)), itertools.count()
        frontier, best_g, expanded = [(h(start), h(start), next(counter), start)], {start: 0}, 0
        while frontier:
            f, h_board, _, board = heapq.heappop(frontier)
            g = f - h_board
            if g > best_g[board]:
                continue
            if board == target:
                return g, expanded
            expanded += 1
            for move, child in neighbors(board):
                if g + 1 < best_g.get(child, math.inf):
                    best_g[child] = g + 1
                    heapq.heappush(frontier, (g + 1 + h(child), h(child), next(counter), child))

    assert check_astar(good_astar).ok
    assert check_astar(asks_twice).ok


def test_a_missing_stale_entry_skip_is_told_it_expands_a_board_twice():
    verdict = check_astar(without_stale_skip)
    assert not verdict.ok and TIES not in verdict.message
    assert "expands the same board more than once" in verdict.message
    assert "old entries of step 2" in verdict.message and "skip" in verdict.message
    assert "larger than the best g" not in verdict.message  # step 2 asks the student for that test: not given away


def test_less_or_equal_when_relaxing_is_told_to_push_only_strictly_shorter_ways():
    verdict = check_astar(relaxes_with_less_or_equal)
    assert not verdict.ok and TIES not in verdict.message
    assert "no shorter than the one it knows" in verdict.message and "strictly shorter" in verdict.message
    assert "<=" not in verdict.message  # names the symptom, does not paste the line


def test_counting_the_goal_as_expanded_is_told_the_goal_is_never_expanded():
    verdict = check_astar(counts_the_goal)
    assert not verdict.ok and TIES not in verdict.message
    assert "the goal is never expanded" in verdict.message and "1 expanded board," in verdict.message


def test_a_fifo_list_is_told_h_does_not_decide_the_order():
    verdict = check_astar(fifo_list)
    assert not verdict.ok and TIES not in verdict.message
    assert "whether h is Manhattan distance or zero" in verdict.message and "heapq" in verdict.message


def test_a_lifo_list_is_told_the_same(monkeypatch):
    # Deterministic: with the wall clocks out of reach, only the checker's h-call budgets (20 x teachkit's
    # generated + 200 per search) end the LIFO search and its probes, so a loaded machine cannot change the
    # verdict; the guard's own limit (check_astar.guarded_seconds) still ends a run that hangs.
    monkeypatch.setattr(exercises, "ASTAR_SECONDS", 10_000.0)
    monkeypatch.setattr(exercises, "PROBE_SECONDS", 10_000.0)
    monkeypatch.setattr(exercises, "STALL_SECONDS", 10_000.0)

    def lifo_list(start, h):
        target, counter = goal(width(start)), itertools.count()
        frontier, best_g, expanded = [(h(start), h(start), next(counter), start)], {start: 0}, 0
        while frontier:
            f, h_board, _, board = frontier.pop()
            g = f - h_board
            if g > best_g[board]:
                continue
            if board == target:
                return g, expanded
            expanded += 1
            for _, child in neighbors(board):
                if g + 1 < best_g.get(child, math.inf):
                    best_g[child] = g + 1
                    h_child = h(child)
                    frontier.append((g + 1 + h_child, h_child, next(counter), child))

    verdict = check_astar(lifo_list)
    assert not verdict.ok and "h does not decide which board comes next" in verdict.message
    assert "went on and on" in verdict.message  # ended by the h-call budget, not by a stall or a clock


def test_swapped_return_values_are_named_as_swapped_not_as_an_own_estimate():
    verdict = check_astar(swapped_result)
    assert not verdict.ok and "wrong order" in verdict.message
    assert "estimate of its own" not in verdict.message


def test_a_key_error_is_a_not_yet_with_the_line_and_a_hint():
    verdict = check_astar(best_g_not_recorded)
    assert not verdict.ok and "KeyError" in verdict.message
    assert "`if g > best_g[board]:`" in verdict.message and "best_g.get(board, math.inf)" in verdict.message


def test_pairs_from_neighbors_given_to_h_are_explained():
    verdict = check_astar(unpacks_no_pair)
    assert not verdict.ok and "for move, child in neighbors(board)" in verdict.message


def test_a_path_instead_of_a_cost_is_explained():
    def returns_a_path(start, h):
        cost, expanded = good_astar(start, h)
        return ["U"] * cost, expanded

    verdict = check_astar(returns_a_path)
    assert not verdict.ok and "not the path itself" in verdict.message


def test_teachkit_s_own_astar_is_refused():
    import functools

    for candidate in [astar, calls_teachkit, functools.partial(astar), lambda start, h: astar(start, h)]:
        verdict = check_astar(candidate)
        assert not verdict.ok and "write the loop yourself" in verdict.message


def imports_astar_inside(start, h):
    from teachkit.sliding import astar as search

    result = search(start, h)
    return result.cost, result.expanded


def astar_by_importlib(start, h):
    import importlib

    result = getattr(importlib.import_module("teachkit.sliding.search"), "a" + "star")(start, h)
    return result.cost, result.expanded


def test_teachkit_s_own_astar_is_refused_however_it_is_reached():
    for candidate in (imports_astar_inside, astar_by_importlib):
        verdict = check_astar(candidate)
        assert not verdict.ok and "teachkit's own `astar`" in verdict.message, verdict.message


def test_the_reopening_case_is_explained_in_notebook_03_terms():
    verdict = check_astar(closed_set_without_reopening)
    assert not verdict.ok and "drop by more than 1 in one move" in verdict.message
    assert "pattern database" not in verdict.message
    assert all("pattern database" not in name for name, _, _ in astar_cases())


def test_counting_skipped_entries_gets_the_stale_entry_hint():
    def counts_stale_entries(start, h):
        target, counter = goal(width(start)), itertools.count()
        frontier, best_g, expanded = [(h(start), h(start), next(counter), start)], {start: 0}, 0
        while frontier:
            f, h_board, _, board = heapq.heappop(frontier)
            g = f - h_board
            if board != target:
                expanded += 1
            if g > best_g[board]:
                continue
            if board == target:
                return g, expanded
            for _, child in neighbors(board):
                if g + 1 < best_g.get(child, math.inf):
                    best_g[child] = g + 1
                    h_child = h(child)
                    heapq.heappush(frontier, (g + 1 + h_child, h_child, next(counter), child))

    verdict = check_astar(counts_stale_entries)
    assert not verdict.ok and "do not count it" in verdict.message


def test_an_entry_without_a_fresh_counter_number_is_told_to_use_next_counter():
    def pushes_the_counter_itself(start, h):
        target, counter = goal(width(start)), itertools.count()
        frontier, best_g, expanded = [(h(start), h(start), counter, start)], {start: 0}, 0
        while frontier:
            f, h_board, _, board = heapq.heappop(frontier)
            g = f - h_board
            if g > best_g[board]:
                continue
            if board == target:
                return g, expanded
            expanded += 1
            for _, child in neighbors(board):
                if g + 1 < best_g.get(child, math.inf):
                    best_g[child] = g + 1
                    heapq.heappush(frontier, (g + 1 + h(child), h(child), counter, child))

    verdict = check_astar(pushes_the_counter_itself)
    assert not verdict.ok and "fresh number from next(counter)" in verdict.message


def test_entries_python_cannot_order_are_explained_not_raised():
    class Node:
        def __init__(self, board, g):
            self.board, self.g = board, g

    def pushes_nodes(start, h):
        target = goal(width(start))
        frontier, best_g, expanded = [(h(start), Node(start, 0))], {start: 0}, 0
        while frontier:
            f, node = heapq.heappop(frontier)
            if node.g > best_g[node.board]:
                continue
            if node.board == target:
                return node.g, expanded
            expanded += 1
            for _, child in neighbors(node.board):
                if node.g + 1 < best_g.get(child, math.inf):
                    best_g[child] = node.g + 1
                    heapq.heappush(frontier, (node.g + 1 + h(child), Node(child, node.g + 1)))

    verdict = check_astar(pushes_nodes)
    assert not verdict.ok and "TypeError" in verdict.message and "next(counter)" in verdict.message


def test_never_counting_expansions_and_passing_the_goal_to_h():
    def never_counts(start, h):
        return good_astar(start, h)[0], 0

    verdict = check_astar(never_counts)
    assert not verdict.ok and "report 0 boards expanded" in verdict.message
    assert check_astar(lambda start, h: good_astar(start, lambda b: h(b, goal(3)))).ok


def test_a_list_given_to_h_is_not_called_a_pair():
    verdict = check_astar(lambda start, h: good_astar(start, lambda b: h(list(b))))
    assert not verdict.ok and "a board is a tuple" in verdict.message and "pairs" not in verdict.message


def test_a_heuristic_overwritten_by_the_popped_entry_is_named():
    """The natural `f, h, _, board = heappop(...)` rebinds the parameter h to a number: say so, with the cause."""

    def overwrites_h(start, h):
        target, counter = goal(width(start)), itertools.count()
        frontier, best_g, expanded = [(h(start), h(start), next(counter), start)], {start: 0}, 0
        while frontier:
            f, h, _, board = heapq.heappop(frontier)
            g = f - h
            if g > best_g[board]:
                continue
            if board == target:
                return g, expanded
            expanded += 1
            for _, child in neighbors(board):
                if g + 1 < best_g.get(child, math.inf):
                    best_g[child] = g + 1
                    heapq.heappush(frontier, (g + 1 + h(child), h(child), next(counter), child))

    verdict = check_astar(overwrites_h)
    assert not verdict.ok
    assert "TypeError: h is not callable" in verdict.message
    assert "overwrote the parameter h" in verdict.message and "f, h, _, board" in verdict.message
    # any other name for the parameter is named too, and a TypeError of another kind keeps its own message
    renamed = check_astar(lambda start, heuristic: overwrites_h(start, heuristic))
    assert not renamed.ok and "TypeError" in renamed.message

    def calls_the_board(start, h):
        return good_astar(start, h) if start() else None

    other = check_astar(calls_the_board)
    assert "'tuple' object is not callable" in other.message and "overwrote" not in other.message


def wrong_h_in_the_entry(start, h):
    """Pushes (f, 0, counter, child): the popped g = f - 0 is too large, every entry is skipped, the loop ends."""
    target, counter = goal(width(start)), itertools.count()
    frontier, best_g, expanded = [(h(start), h(start), next(counter), start)], {start: 0}, 0
    while frontier:
        f, h_board, _, board = heapq.heappop(frontier)
        g = f - h_board
        if g > best_g[board]:
            continue
        if board == target:
            return g, expanded
        expanded += 1
        for _, child in neighbors(board):
            if g + 1 < best_g.get(child, math.inf):
                best_g[child] = g + 1
                heapq.heappush(frontier, (g + 1 + h(child), 0, next(counter), child))


def test_a_loop_that_ends_without_the_goal_is_not_told_to_finish_its_loop():
    verdict = check_astar(wrong_h_in_the_entry)
    assert not verdict.ok
    assert "although its loop ran" in verdict.message and "the child's own h" in verdict.message, verdict.message

    def stub(start, h):  # the notebook's stub: h asked once, no loop yet
        h_start = h(start)  # noqa: F841

    assert "finish the loop" in check_astar(stub).message


def _entry_mistake(push):
    """The notebook's loop with the child's heap entry made by ``push(g, h_board, child, h)``."""

    def search(start, h):
        target, counter = goal(width(start)), itertools.count()
        frontier, best_g, expanded = [(h(start), h(start), next(counter), start)], {start: 0}, 0
        while frontier:
            f, h_board, _, board = heapq.heappop(frontier)
            g = f - h_board
            if g > best_g[board]:
                continue
            if board == target:
                return g, expanded
            expanded += 1
            for _, child in neighbors(board):
                if g + 1 < best_g.get(child, math.inf):
                    best_g[child] = g + 1
                    heapq.heappush(frontier, (*push(g, h_board, board, child, h), next(counter), child))

    return search


def test_a_child_given_its_parent_s_h_is_named():
    """h(board), the board being expanded, instead of h(child): in f and in the entry."""
    verdict = check_astar(_entry_mistake(lambda g, hb, board, child, h: (g + 1 + h(board), h(board))))
    assert not verdict.ok and "PARENT's h" in verdict.message and "its own h, heuristic(child)" in verdict.message
    assert "next(counter), child)" not in verdict.message  # the diagnosis, not the push line
    assert TIES not in verdict.message


def test_the_parent_s_h_in_f_only_is_named_not_told_to_finish_the_loop():
    verdict = check_astar(_entry_mistake(lambda g, hb, board, child, h: (g + 1 + hb, h(child))))
    assert not verdict.ok and "returns None" in verdict.message
    assert "uses the h of the board you popped (its PARENT's)" in verdict.message and "both places" in verdict.message


def test_the_popped_h_passed_down_is_named_as_ranking_by_g_alone():
    """(g + 1 + h_board, h_board): every entry inherits the start's h, so the order is blind search's."""
    verdict = check_astar(_entry_mistake(lambda g, hb, board, child, h: (g + 1 + hb, hb)))
    assert not verdict.ok and "in the order of g alone" in verdict.message
    assert "h of the entry you popped" in verdict.message and "a plain list" not in verdict.message


def test_h_left_out_of_f_is_named_whichever_way_g_is_read_back():
    kept = check_astar(_entry_mistake(lambda g, hb, board, child, h: (g + 1, h(child))))
    assert not kept.ok and "leaving h out of f" in kept.message and "g comes out wrong" in kept.message
    zero = check_astar(_entry_mistake(lambda g, hb, board, child, h: (g + 1, 0)))
    assert not zero.ok and "in the order of g alone" in zero.message

    def g_is_f(start, h):  # f = g: the start pushed with f = 0, g read back as f
        target, counter = goal(width(start)), itertools.count()
        frontier, best_g, expanded = [(0, h(start), next(counter), start)], {start: 0}, 0
        while frontier:
            g, _, _, board = heapq.heappop(frontier)
            if g > best_g[board]:
                continue
            if board == target:
                return g, expanded
            expanded += 1
            for _, child in neighbors(board):
                if g + 1 < best_g.get(child, math.inf):
                    best_g[child] = g + 1
                    heapq.heappush(frontier, (g + 1, h(child), next(counter), child))

    verdict = check_astar(g_is_f)
    assert not verdict.ok and "uniform-cost search" in verdict.message and "f = h(start)" in verdict.message


def test_each_named_mistake_is_told_apart_on_the_mistake_boards():
    """On MISTAKE_BOARDS every mistake gives another outcome than A* and than every other mistake."""
    from teachkit.sliding.exercises import ASTAR_MISTAKES, MISTAKE_BOARDS, _astar_outcome, _mistaken_astar

    outcomes = {m: [_astar_outcome(_mistaken_astar(m), b) for b in MISTAKE_BOARDS] for m in ASTAR_MISTAKES}
    right = [_astar_outcome(good_astar, b) for b in MISTAKE_BOARDS]
    assert all(o != right for o in outcomes.values())
    assert len({repr(o) for o in outcomes.values()}) == len(ASTAR_MISTAKES)
    assert [value for value, _ in right] == [
        (astar(b, manhattan).cost, astar(b, manhattan).expanded) for b in MISTAKE_BOARDS
    ]


def test_a_mistake_no_hint_names_ends_with_the_checklist():
    """A search that ranks children by g + 2h (an overestimate) matches no named mistake: the checklist."""
    verdict = check_astar(_entry_mistake(lambda g, hb, board, child, h: (g + 1 + 2 * h(child), 2 * h(child))))
    assert not verdict.ok and "Check your loop line by line" in verdict.message, verdict.message


def peeks_instead_of_popping(start, h):
    """(s) Reads the smallest entry with frontier[0] and never takes it off: the loop sees it again and again."""
    target, counter = goal(width(start)), itertools.count()
    frontier, best_g, expanded = [(h(start), h(start), next(counter), start)], {start: 0}, 0
    while frontier:
        f, h_board, _, board = frontier[0]
        g = f - h_board
        if g > best_g[board]:
            continue
        if board == target:
            return g, expanded
        expanded += 1
        for _, child in neighbors(board):
            if g + 1 < best_g.get(child, math.inf):
                best_g[child] = g + 1
                h_child = h(child)
                heapq.heappush(frontier, (g + 1 + h_child, h_child, next(counter), child))


def f_board_entries(start, h):
    """(t) Entries (f, board), g kept in best_g and h asked again on pop: each board pushed once, ties by board."""
    target = goal(width(start))
    frontier, best_g, expanded = [(h(start), start)], {start: 0}, 0
    while frontier:
        f, board = heapq.heappop(frontier)
        g = best_g[board]
        if f > g + h(board):
            continue
        if board == target:
            return g, expanded
        expanded += 1
        for _, child in neighbors(board):
            if g + 1 < best_g.get(child, math.inf):
                best_g[child] = g + 1
                heapq.heappush(frontier, (g + 1 + h(child), child))


def test_a_loop_that_never_pops_is_told_so_within_seconds():
    import time

    began = time.monotonic()
    said = str(check_astar(peeks_instead_of_popping))
    assert time.monotonic() - began < 15, "a stalled search is named long before the 20 s budget runs out"
    assert "never calls heapq.heappop" in said and "frontier[0]" in said and "best-g table" not in said


def test_f_board_entries_are_not_told_they_push_a_board_twice():
    said = str(check_astar(f_board_entries))
    assert "not yet" in said and "pushes the same board" not in said and "(f, h, counter, board)" in said


def _loop_with(skip, goal_test, target_of=lambda start: goal(width(start))):
    """The exercise's loop with a stale-entry test ``skip(g, best)`` and a goal test ``goal_test(board, target)``."""

    def search(start, h):
        target, counter = target_of(start), itertools.count()
        frontier, best_g, expanded = [(h(start), h(start), next(counter), start)], {start: 0}, 0
        while frontier:
            f, h_board, _, board = heapq.heappop(frontier)
            g = f - h_board
            if skip(g, best_g[board]):
                continue
            if goal_test(board, target):
                return g, expanded
            expanded += 1
            for _, child in neighbors(board):
                if g + 1 < best_g.get(child, math.inf):
                    best_g[child] = g + 1
                    h_child = h(child)
                    heapq.heappush(frontier, (g + 1 + h_child, h_child, next(counter), child))

    return search


def test_a_stale_test_that_skips_the_start_is_told_the_heap_ran_out_not_to_finish_the_loop():
    """(u) `if g >= best_g[board]: continue` skips the start's own entry: the heap runs out at once."""
    said = check_astar(_loop_with(lambda g, best: g >= best, lambda board, target: board == target)).message
    assert "heap ran out" in said and "skip the start" in said and "finish the loop" not in said, said
    assert "g >= best_g" not in said and "best_g[board]:" not in said  # the rule, not the line to write


def test_a_goal_test_against_the_function_goal_is_told_on_the_goal_board_itself():
    """(v) `if board == goal:` compares with the function goal, never equal to a board: the goal board runs on."""
    said = check_astar(_loop_with(lambda g, best: g > best, lambda board, target: board == goal)).message
    assert "goal board" in said and "did not stop" in said and "goal test" in said, said
    assert "best-g table" not in said


def test_a_hard_coded_3_by_3_goal_fails_on_another_width_and_names_the_goal_test():
    """(w) target = goal(3) passes every 8-puzzle board, but not the 2 x 2 and 4 x 4 ones."""
    search = _loop_with(lambda g, best: g > best, lambda board, target: board == target, lambda start: goal(3))
    said = check_astar(search).message
    assert not check_astar(search).ok
    assert "every 3 × 3 board right" in said and "2 × 2" in said and "goal test" in said and "width" in said, said


def test_a_result_that_ignores_the_board_is_told_so_not_blamed_on_h():
    """(x) `return 10, 20` and `return 0, 0`: the same pair whatever the board."""
    for value in [(10, 20), (0, 0)]:
        said = check_astar(lambda start, h, value=value: value).message
        assert "does not change with the board" in said, said
        assert "estimate of its own" not in said and "never calls h" not in said


def test_the_checklist_gives_the_rules_not_the_push_line():
    from teachkit.sliding.exercises import ASTAR_CHECKLIST

    assert "next(counter)" not in ASTAR_CHECKLIST and "g + 1 + h(child)" not in ASTAR_CHECKLIST
    assert "the child's own h" in ASTAR_CHECKLIST and "best_g[board]" in ASTAR_CHECKLIST


def test_the_parent_s_h_stored_in_the_entry_is_named_not_told_to_keep_a_best_g_table():
    """(g + 1 + h(child), h_board): f is right but the entry keeps the popped h, so g = f − h is wrong (v3 review)."""
    verdict = check_astar(_entry_mistake(lambda g, hb, board, child, h: (g + 1 + h(child), hb)))
    assert not verdict.ok and "the h stored next to it is the h of the board you popped" in verdict.message
    assert "keep a best-g table" not in verdict.message, verdict.message


def test_children_pushed_in_another_order_are_told_the_push_order_not_to_leave_h_unchanged():
    """A correct A* that pushes the children in reverse: the counts differ by tie order alone (v3 review)."""

    def reversed_children(start, h):
        target, counter = goal(width(start)), itertools.count()
        frontier, best_g, expanded = [(h(start), h(start), next(counter), start)], {start: 0}, 0
        while frontier:
            f, h_board, _, board = heapq.heappop(frontier)
            g = f - h_board
            if g > best_g[board]:
                continue
            if board == target:
                return g, expanded
            expanded += 1
            for _, child in reversed(list(neighbors(board))):
                if g + 1 < best_g.get(child, math.inf):
                    best_g[child] = g + 1
                    h_child = h(child)
                    heapq.heappush(frontier, (g + 1 + h_child, h_child, next(counter), child))

    verdict = check_astar(reversed_children)
    assert not verdict.ok and "push the children in the order neighbors gives them" in verdict.message.lower()
    assert "only in how it breaks ties" in verdict.message
    assert "unchanged" not in verdict.message and "a larger estimate" not in verdict.message, verdict.message


def _goal_tested_on_children(pop_test: bool, after_best_g: bool, returns_parent_g: bool = False):
    """The classic bug: the goal is tested when it is generated as a child, not when it is taken off the heap
    (with or without a test of the popped board too; before or after the best-g test; returning g + 1 or g)."""

    def search(start, h):
        target, counter = goal(width(start)), itertools.count()
        frontier, best_g, expanded = [(h(start), h(start), next(counter), start)], {start: 0}, 0
        while frontier:
            f, h_board, _, board = heapq.heappop(frontier)
            g = f - h_board
            if g > best_g[board]:
                continue
            if pop_test and board == target:
                return g, expanded
            expanded += 1
            for _, child in neighbors(board):
                if not after_best_g and child == target:
                    return (g if returns_parent_g else g + 1), expanded
                if g + 1 < best_g.get(child, math.inf):
                    best_g[child] = g + 1
                    if after_best_g and child == target:
                        return g + 1, expanded
                    h_child = h(child)
                    heapq.heappush(frontier, (g + 1 + h_child, h_child, next(counter), child))

    return search


def test_a_goal_tested_on_the_children_is_told_on_the_goal_board_what_it_returned_and_why():
    said = check_astar(_goal_tested_on_children(pop_test=False, after_best_g=False)).message
    assert "(1, 2, 3, 4, 5, 6, 7, 8, 0)" in said and "you returned (2, 2), a cost of 2" in said, said
    assert "the start is already the goal (cost 0)" in said
    assert "test the board you take off the heap, not its children" in said
    assert "longer than a shortest one" not in said and "line by line" not in said  # no generic checklist


def test_a_goal_tested_on_the_children_after_the_best_g_test_is_told_why_the_goal_board_runs_on():
    said = check_astar(_goal_tested_on_children(pop_test=False, after_best_g=True)).message
    assert "goal board" in said and "did not stop" in said, said
    assert "test the board you take off the heap, not its children" in said


def test_a_goal_tested_on_the_children_as_well_is_named_where_it_expands_fewer_boards():
    said = check_astar(_goal_tested_on_children(pop_test=True, after_best_g=True)).message
    assert "h = zero" in said and "stops as soon as it generates the goal as a child" in said, said
    assert "test the board you take off the heap, not its children" in said.lower() and "line by line" not in said


def test_a_goal_tested_on_the_children_returning_the_parent_s_g_is_told_it_is_one_short():
    search = _goal_tested_on_children(pop_test=False, after_best_g=False, returns_parent_g=True)

    def with_start_test(start, h):
        return (0, 0) if start == goal(width(start)) else search(start, h)

    said = check_astar(with_start_test).message
    assert "generates the goal as a child" in said and "one move short" in said, said


def test_a_correct_search_is_not_mistaken_for_a_goal_test_on_the_children():
    from teachkit.sliding.exercises import _tests_children_only

    assert not _tests_children_only(good_astar)
