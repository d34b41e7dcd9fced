"""Exercise checkers of the 15-puzzle notebooks: right answers pass, wrong ones get a useful message that does
not give the answer away, and a stub, a wrong type or a raising function is a "not yet", never a traceback."""

import heapq
import itertools
import math

import pytest

from teachkit.checks import CheckResult
from teachkit.sliding import (
    apply_moves,
    astar,
    astar_trace,
    bfs_distances,
    goal,
    inversions,
    is_solvable,
    linear_conflict,
    manhattan,
    misplaced,
    neighbors,
    parity_class,
    parse_board,
    random_board,
    width,
)
from teachkit.sliding.exercises import (
    REOPEN_BOARD,
    ExerciseError,
    astar_cases,
    check_admissible,
    check_astar,
    check_branching_factor,
    check_branching_function,
    check_heuristic_function,
    check_heuristic_value,
    check_inversions,
    check_solution,
    check_solvable,
    pdb_44,
    sample_boards,
)
from teachkit.sliding.measure import effective_branching_factor

SWAPPED = parse_board("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0")  # the 14-15 position of 1880: unsolvable
EIGHT = parse_board("8 1 3 4 0 2 7 6 5")


def test_check_solvable_agrees_with_the_engine_and_explains():
    for board in [SWAPPED, goal(4), EIGHT, random_board(4, 7), parse_board("2 1 3 4 5 6 7 8 0")]:
        truth = is_solvable(board)
        good = check_solvable(board, truth)
        bad = check_solvable(board, not truth)
        assert isinstance(good, CheckResult) and good.ok and not bad.ok
        assert str(inversions(board)) not in bad.message  # feedback never gives the count away
    assert "blank" in check_solvable(SWAPPED, True).message  # even width: the blank row matters
    assert not check_solvable(SWAPPED, "no").ok


def test_check_solvable_names_the_blank_row_rule_when_inversions_alone_mislead():
    # the exercise board of notebook 04: inversion parity alone says "unsolvable", the blank row makes it solvable
    mystery = parse_board("1 13 8 3 / 6 10 9 5 / 14 15 11 0 / 4 12 7 2")
    assert inversions(mystery) % 2 != inversions(goal(4)) % 2 and parity_class(mystery) == parity_class(goal(4))
    trap = check_solvable(mystery, False)
    assert not trap.ok and "inversions alone do not decide" in trap.message and "row of the blank" in trap.message
    assert check_solvable(mystery, True).ok


def test_check_inversions():
    assert check_inversions(SWAPPED, 1).ok
    assert check_inversions(EIGHT, inversions(EIGHT)).ok
    wrong = check_inversions(EIGHT, inversions(EIGHT) + 1)
    assert not wrong.ok and "for 8 that is 7" in wrong.message


def test_check_heuristic_value_for_each_heuristic():
    for name, h in [
        ("misplaced", misplaced),
        ("manhattan", manhattan),
        ("linear conflict", linear_conflict),
        ("linear_conflict", linear_conflict),
        (manhattan, manhattan),
    ]:
        assert check_heuristic_value(EIGHT, name, h(EIGHT)).ok
        assert not check_heuristic_value(EIGHT, name, h(EIGHT) + 1).ok
    low, high = (
        check_heuristic_value(EIGHT, "manhattan", 0).message,
        check_heuristic_value(EIGHT, "manhattan", 99).message,
    )
    assert "8:3" not in low and ":" not in low.split("—")[1]  # no per-tile distances
    for word in ("too low", "too high", "too few", "too many", "larger", "smaller"):  # no direction to bisect by
        assert word not in low and word not in high
    assert low.split("—")[1] == high.split("—")[1]  # a guess below and one above are told the same
    assert not check_heuristic_value(EIGHT, "manhattan", "ten").ok
    with pytest.raises(ExerciseError):  # an unknown name is the notebook author's mistake, not the student's
        check_heuristic_value(EIGHT, "euclid", 3)


def test_check_heuristic_function_accepts_a_correct_rewrite_and_names_a_failing_board():
    def my_misplaced(board):
        return sum(1 for i, t in enumerate(board) if t and t != i + 1)

    def counts_the_blank(board):
        return sum(1 for t, g in zip(board, goal(3)) if t != g)

    assert check_heuristic_function(my_misplaced, "misplaced").ok
    verdict = check_heuristic_function(counts_the_blank, "misplaced")
    assert not verdict.ok and "your function gives" in verdict.message
    crash = check_heuristic_function(lambda board: board[99], "manhattan")
    assert not crash.ok and "IndexError" in crash.message
    assert not check_heuristic_function(3, "manhattan").ok
    assert "returns None" in check_heuristic_function(lambda board: None, "zero").message
    assert not check_heuristic_function(lambda board, goal=None: misplaced(board, goal), "misplaced").ok  # teachkit's
    boards = sample_boards(3, 20, seed=1)
    assert len(set(boards)) == 20 and boards == sample_boards(3, 20, seed=1)


SMALL = {board: d for board, d in bfs_distances(3).items() if d <= 12}  # not closed, fine for admissibility


def test_check_admissible():
    assert check_admissible(manhattan, True, SMALL).ok
    assert not check_admissible(manhattan, False, SMALL).ok
    doubled = lambda board: 2 * manhattan(board)  # noqa: E731
    one_move = parse_board("1 2 3 / 4 5 6 / 7 0 8")  # h* = 1, doubled says 2
    assert check_admissible(doubled, False, SMALL, witness=one_move).ok
    blind = check_admissible(doubled, False, SMALL)  # False without its counter-example: not yet
    assert not blind.ok and "counter-example" in blind.message
    goal_board = parse_board("1 2 3 / 4 5 6 / 7 8 0")
    no_witness = check_admissible(doubled, False, SMALL, witness=goal_board)
    assert not no_witness.ok and "no counter-example" in no_witness.message
    assert not check_admissible(doubled, False, SMALL, witness="1 2 3").ok  # not a board
    assert not check_admissible(manhattan, False, SMALL, witness=one_move).ok  # admissible: no witness exists
    verdict = check_admissible(doubled, True, SMALL)
    assert not verdict.ok and "one move from the goal" in verdict.message
    assert not check_admissible(lambda board: 1 / 0, True, SMALL).ok
    assert not check_admissible(manhattan, "yes", SMALL).ok


def test_check_branching_factor_and_function():
    assert check_branching_factor(52, 5, 1.92).ok
    above, below = check_branching_factor(52, 5, 2.5), check_branching_factor(52, 5, 1.5)
    assert not above.ok and not below.ok and "n + 1 = 53" in above.message
    assert above.message.replace("2.5", "x") == below.message.replace("1.5", "x")  # no direction to bisect by
    one_short = effective_branching_factor(52, 4)  # the root of 1 + b + ... + b^4 = 53
    assert "one level short" in check_branching_factor(52, 5, one_short).message
    assert not check_branching_function(effective_branching_factor).ok  # teachkit's own: refused
    assert not check_branching_function(lambda n, d: n ** (1 / d)).ok
    assert "ZeroDivisionError" in check_branching_function(lambda n, d: 1 / 0).message
    assert not check_branching_factor(52, 5, "two").ok
    assert "return" in check_branching_function(lambda n, d: None).message


def test_check_solution_checks_legality_goal_and_length():
    board = parse_board("4 1 3 7 2 6 5 8 0")
    best = astar(board)
    assert check_solution(board, "".join(best.moves)).ok
    assert check_solution(board, list(best.moves), optimal=best.cost).ok
    assert check_solution(board, " ".join(best.moves).lower()).ok
    longer = "UD" + "".join(best.moves)
    assert apply_moves(board, longer) == goal(3)
    assert check_solution(board, longer).ok
    assert not check_solution(board, longer, optimal=best.cost).ok
    partial = check_solution(board, longer, optimal=best.cost, slack=4)  # notebook 07: valid and close passes
    assert partial.ok and f"the shortest has {best.cost}" in partial.message and str(best.cost + 2) in partial.message
    best_praised = check_solution(board, best.moves, optimal=best.cost, slack=4)
    assert best_praised.ok and "(optimal)" in best_praised.message
    far = check_solution(board, "UDUDUD" + longer, optimal=best.cost, slack=4)
    assert not far.ok and f"at most {best.cost + 4} moves passes" in far.message
    off = check_solution(board, "R")
    assert not off.ok and "off the board" in off.message
    short = check_solution(board, best.moves[:-1])
    assert not short.ok and "not the goal" in short.message
    assert not check_solution(board, 42).ok


def test_an_unfilled_stub_is_a_gentle_not_yet():
    board = parse_board("4 1 3 7 2 6 5 8 0")
    for verdict in [
        check_solvable(board, ...),
        check_inversions(board, None),
        check_heuristic_value(board, "zero", ...),
        check_heuristic_function(..., "zero"),
        check_admissible(manhattan, ..., SMALL),
        check_branching_factor(52, 5, ...),
        check_branching_function(None),
        check_solution(board, ...),
        check_astar(...),
    ]:
        assert not verdict.ok and "replace the ..." in verdict.message


# ---- the student's A*: a correct one, and the typical mistakes, each written out here -------------------


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


def without_best_g(start, h):
    """Pushes every child, never remembers g: expands boards again and again."""
    target, counter = goal(width(start)), itertools.count()
    frontier, expanded = [(h(start), h(start), next(counter), start, 0)], 0
    while frontier:
        f, h_board, _, board, g = heapq.heappop(frontier)
        if board == target:
            return g, expanded
        expanded += 1
        for _, child in neighbors(board):
            heapq.heappush(frontier, (g + 1 + h(child), h(child), next(counter), child, g + 1))


def without_h_in_ties(start, h):
    """(f, counter, board): optimal, but ties on f go to the older entry, not the smaller h."""
    target, counter = goal(width(start)), itertools.count()
    frontier, best_g, expanded = [(h(start), next(counter), start, 0)], {start: 0}, 0
    while frontier:
        f, _, board, g = heapq.heappop(frontier)
        if g > best_g[board]:
            continue
        if board == target:
            return g, expanded
        expanded += 1
        for _, child in neighbors(board):
            if g + 1 < best_g.get(child, math.inf):
                best_g[child] = g + 1
                heapq.heappush(frontier, (g + 1 + h(child), next(counter), child, g + 1))


def stops_at_generation(start, h):
    """Returns as soon as the goal is generated."""
    target, counter = goal(width(start)), itertools.count()
    if start == target:
        return 0, 0
    frontier, best_g, expanded = [(h(start), h(start), next(counter), start)], {start: 0}, 0
    while frontier:
        f, h_board, _, board = heapq.heappop(frontier)
        g = f - h_board
        if g > best_g[board]:
            continue
        expanded += 1
        for _, child in neighbors(board):
            if child == target:
                return g + 1, expanded
            if g + 1 < best_g.get(child, math.inf):
                best_g[child] = g + 1
                heapq.heappush(frontier, (g + 1 + h(child), h(child), next(counter), child))


def own_inadmissible_heuristic(start, h):
    """Ignores the h it is given and uses 2 x Manhattan, which overestimates."""
    return good_astar(start, lambda board: 2 * manhattan(board))


def scaled_heuristic(start, h):
    """Calls the given h but doubles it (an inadmissible estimate): longer solutions."""
    return good_astar(start, lambda board: 2 * h(board))


def greedy(start, h):
    """Orders the heap by h alone (best-first), not by f = g + h."""
    target, counter = goal(width(start)), itertools.count()
    frontier, best_g, expanded = [(h(start), next(counter), start)], {start: 0}, 0
    while frontier:
        _, _, board = heapq.heappop(frontier)
        if board == target:
            return best_g[board], expanded
        expanded += 1
        for _, child in neighbors(board):
            if best_g[board] + 1 < best_g.get(child, math.inf):
                best_g[child] = best_g[board] + 1
                heapq.heappush(frontier, (h(child), next(counter), child))


def test_a_correct_student_astar_passes():
    verdict = check_astar(good_astar)
    assert verdict.ok and "all 14 boards" in verdict.message
    assert len({board for _, board, _ in astar_cases()}) == 14
    assert {len(board) for _, board, _ in astar_cases()} == {4, 9, 16}  # a hard-coded 3 x 3 goal fails


def test_no_best_g_table_is_told_it_re_expands():
    verdict = check_astar(without_best_g)
    assert not verdict.ok and "best-g table" in verdict.message


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


def test_a_closed_set_that_never_reopens_fails_on_the_inconsistent_pattern_database():
    assert closed_set_without_reopening(REOPEN_BOARD, pdb_44())[0] == 16
    assert astar(REOPEN_BOARD, pdb_44()).cost == bfs_distances(3)[REOPEN_BOARD] == 14
    verdict = check_astar(closed_set_without_reopening)
    assert not verdict.ok and "not consistent" in verdict.message and "even if it was expanded" in verdict.message


def test_wrong_tie_handling_is_told_to_push_f_h_counter_board():
    verdict = check_astar(without_h_in_ties)
    assert not verdict.ok and "(f, h, counter, board)" in verdict.message


def test_stopping_at_generation_is_told_to_stop_when_the_goal_is_popped():
    verdict = check_astar(stops_at_generation)
    assert not verdict.ok and "stops as soon as it generates the goal" in verdict.message
    assert "take off the heap, not its children" in verdict.message


def test_an_inadmissible_heuristic_is_named():
    own = check_astar(own_inadmissible_heuristic)
    assert not own.ok and "never calls h" in own.message
    scaled = check_astar(scaled_heuristic)
    assert not scaled.ok and "unchanged" in scaled.message
    assert "f = g + h" in check_astar(greedy).message


def test_stubs_bad_signatures_and_crashes_are_a_not_yet():
    def stub(start, h): ...

    assert "returns None" in check_astar(stub).message
    assert "two arguments" in check_astar(lambda start: 0).message
    crash = check_astar(lambda start, h: start[99])
    assert not crash.ok and "IndexError" in crash.message
    assert "pair" in check_astar(lambda start, h: 3).message
    assert not check_astar("my_astar").ok


def test_astar_trace_can_stop_after_a_few_steps():
    board = parse_board("4 1 3 / 7 2 6 / 5 8 0")
    everything = list(astar_trace(board, manhattan))
    assert list(astar_trace(board, manhattan, max_steps=3)) == everything[:3]
    with pytest.raises(ValueError):
        astar_trace(board, max_steps=0)
