"""The IDA* exercise of notebook 07: a correct IDA* passes; each usual mistake gets its own hint; teachkit's own
searches, and an A* that remembers every board, are refused; a stub or a crash is a "not yet"."""

import heapq
import itertools
import math

from teachkit.sliding import astar, goal, idastar, neighbors
from teachkit.sliding.exercises import check_idastar, idastar_bounds, idastar_cases, idastar_round


def my_idastar(
    start,
    h,
    step=None,
    forget=True,
    parent_check=True,
    pick=min,
    no_bound=None,
    across_rounds=False,
    stop_at_inf=False,
    first=None,
    cut_hands_bound=False,
    early_return=True,
    bare=False,
    child_as_parent=False,
):
    """A student's IDA*; ``step`` raises the bound by a fixed amount instead of to the smallest f cut off,
    ``forget=False`` keeps a set of seen boards from one path to the next (a mistake), ``across_rounds=True``
    keeps it from one round to the next too (``"entry"``: every board h is asked about goes in, else only the
    boards expanded), ``stop_at_inf`` gives up (returns None) when a round hands back an infinite bound,
    ``pick=max`` raises it to the largest f cut off, ``no_bound`` ("inf" or "none") never hands the smallest f
    cut off back up, ``first`` is the value the running minimum starts from (None: infinity; "bound": the
    round's own bound; an argument that is infinite would look like an infinite bound to the checker);
    ``cut_hands_bound`` hands the round's bound up from a cut-off instead of the f cut off (a mistake);
    ``early_return=False`` never returns when a child reports the goal, only takes its f into the minimum;
    ``bare`` returns the smallest f alone, not in a pair, where no goal was found (a mistake); ``bare="none"``
    returns nothing there (falls off the end of search); ``child_as_parent`` passes the child, not the board, as
    the recursive call's parent (a mistake: the move straight back is then never skipped)."""
    target, seen = goal(3), set()

    def search(board, g, bound, parent):
        if across_rounds == "entry":
            seen.add(board)
        f = g + h(board)
        if f > bound:
            return (bound if cut_hands_bound else f), None
        if board == target:
            return f, g
        if not forget:
            seen.add(board)
        smallest = math.inf if first is None else bound if first == "bound" else first
        for _, child in neighbors(board):
            if (parent_check and child == parent) or child in seen:
                continue
            cut, found = search(child, g + 1, bound, child if child_as_parent else board)
            if found is not None and early_return:
                return cut, found
            if no_bound is None:
                smallest = pick(smallest, cut) if smallest != math.inf else cut
        if bare == "none":
            return None
        if bare:
            return smallest
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


def test_a_minimum_that_starts_too_low_is_named_not_taken_for_a_set_kept_across_rounds():
    for first in (0, -1):  # min(0, f) is 0: the next bound falls below h(start), then the rounds repeat
        verdict = check_idastar(lambda start, h, first=first: my_idastar(start, h, first=first))
        assert not verdict.ok and "your bound fell back" in verdict.message, verdict.message
        assert "the value your running minimum starts from" in verdict.message
        assert "set (or table)" not in verdict.message and "kept from" not in verdict.message
    stuck = check_idastar(lambda start, h: my_idastar(start, h, first="bound"))  # the round's own bound handed up
    assert not stuck.ok and "your bound never rose" in stuck.message, stuck.message
    assert check_idastar(lambda start, h: my_idastar(start, h, first=10**6)).ok  # any start above every f is fine


def test_a_cut_off_that_hands_up_the_bound_instead_of_its_f_is_told_the_bound_never_rose():
    verdict = check_idastar(lambda start, h: my_idastar(start, h, cut_hands_bound=True))
    assert not verdict.ok and "your bound never rose" in verdict.message, verdict.message
    assert "went on and on" not in verdict.message


def test_a_search_that_does_not_return_when_a_child_reports_the_goal_is_told_to_return_it():
    # `cut, found = search(...)` then only `smallest = min(smallest, cut)`: the goal's f (the bound) is handed
    # up, the round that reached the goal repeats; the bound did rise until then, so "never rose" would mislead
    verdict = check_idastar(lambda start, h: my_idastar(start, h, early_return=False))
    assert not verdict.ok and "return it at once" in verdict.message, verdict.message
    assert "never rose" not in verdict.message and "went on and on" not in verdict.message


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


# ---- teachkit's own searches, in any spelling (the 07-2 answer must not hand the search over) ---------------------
import importlib  # noqa: E402
import math as _math  # noqa: E402

import teachkit.sliding as tk_alias  # noqa: E402  (a module alias at the top of a notebook)
from teachkit import graded  # noqa: E402
from teachkit.sliding import exercises  # noqa: E402


def inner_import(start, h):
    """The search of the exercise's shape, with teachkit's IDA* imported inside the nested search."""

    def search(board, g, bound, parent):
        from teachkit.sliding import idastar as ida

        n = ida(board, h).cost
        return n, n

    bound, found = search(start, 0, h(start), None)
    return found


def outer_import(start, h):
    from teachkit.sliding import idastar as ida

    return ida(start, h).cost


def module_alias_inside(start, h):
    import teachkit.sliding as ts

    return ts.idastar_manhattan(start).cost


def module_alias_global(start, h):
    return tk_alias.idastar(start, h).cost


def dotted_attribute(start, h):
    import teachkit.sliding.search

    return teachkit.sliding.search.idastar_manhattan_plain(start).cost


def pdb_plain(start, h):
    from teachkit.sliding.pdb import idastar_pdb_plain

    return idastar_pdb_plain(start, h).cost  # raises inside teachkit: still the library's answer tried


def by_importlib(start, h):
    module = importlib.import_module("teachkit.sliding")
    return getattr(module, "ida" + "star")(start, h).cost


def with_default(start, h, ida=idastar):
    return ida(start, h).cost


def hint_loop(start, h):
    from teachkit.sliding import apply_moves, hint

    moves = 0
    while start != goal(3):
        start = apply_moves(start, [hint(start)])
        moves += 1
    return moves


def table_lookup(start, h, table=[]):  # noqa: B006 - a table kept between calls, as a notebook global would be
    if not table:
        table.append(tk_alias.bfs_distances(3))
    return table[0][start]


SPELLINGS = {
    inner_import: "idastar",
    outer_import: "idastar",
    module_alias_inside: "idastar_manhattan",
    module_alias_global: "idastar",
    dotted_attribute: "idastar_manhattan_plain",
    pdb_plain: "idastar_pdb_plain",
    by_importlib: "idastar",
    with_default: "idastar",
    hint_loop: "hint",
    table_lookup: "bfs_distances",
}


def test_teachkit_searches_are_refused_in_any_spelling():
    for answer, name in SPELLINGS.items():
        verdict = check_idastar(answer)
        assert not verdict.ok, answer.__name__
        assert f"teachkit's own `{name}`" in verdict.message, (answer.__name__, verdict.message)


def test_the_code_check_and_the_run_check_each_catch_the_usual_spellings():
    # read from the code alone (no run): imports inside, aliases, defaults
    static = [inner_import, outer_import, module_alias_inside, module_alias_global, dotted_attribute, with_default]
    for answer in static:
        assert exercises._library_search(answer) == SPELLINGS[answer], answer.__name__
    # importlib + getattr leave no name to read: the watch while it runs catches it, and catches the others too
    assert exercises._library_search(by_importlib) is None
    for answer, name in SPELLINGS.items():
        try:
            exercises._run_student(answer, goal(3)[:-2] + (0, 8), heuristics_manhattan, 10_000, 5.0)
        except exercises._LibraryUsed as used:
            assert used.name == name, (answer.__name__, used.name)
        else:
            raise AssertionError(f"{answer.__name__} was not caught while it ran")


def heuristics_manhattan(board, *goal_):
    from teachkit.sliding import manhattan

    return manhattan(board)


def solve(board):  # a student's own helper that happens to share a name with teachkit's solve
    return my_idastar(board, heuristics_manhattan)


def test_own_code_that_imports_helpers_from_teachkit_is_not_refused():
    def answer(start, h):
        from teachkit.sliding import neighbors as nb

        target = goal(3)

        def search(board, g, bound, parent):
            f = g + h(board)
            if f > bound:
                return f, None
            if board == target:
                return f, g
            smallest = _math.inf
            for _, child in nb(board):
                if child != parent:
                    cut, found = search(child, g + 1, bound, board)
                    if found is not None:
                        return cut, found
                    smallest = min(smallest, cut)
            return smallest, None

        bound = h(start)
        while True:
            bound, found = search(start, 0, bound, None)
            if found is not None:
                return found if solve is not None else None  # names the global helper `solve`

    assert exercises._library_search(answer) is None
    assert check_idastar(answer).ok


def test_a_refused_answer_gets_no_points(capsys):
    graded.graded("07-2", 8, lambda: check_idastar(inner_import))
    out = capsys.readouterr().out
    assert "not yet" in out and "0 of 8 points" in out


def test_cutting_off_at_f_equal_to_the_bound_is_named():
    def answer(start, h):
        target = goal(3)

        def search(board, g, bound, parent):
            f = g + h(board)
            if f >= bound:  # the mistake: a board whose f equals the bound is cut off
                return f, None
            if board == target:
                return f, g
            smallest = _math.inf
            for _, child in neighbors(board):
                if child != parent:
                    cut, found = search(child, g + 1, bound, board)
                    if found is not None:
                        return cut, found
                    smallest = min(smallest, cut)
            return smallest, None

        bound = h(start)
        while True:
            bound, found = search(start, 0, bound, None)
            if found is not None:
                return found

    verdict = check_idastar(answer)
    assert not verdict.ok and "never get past the start board" in verdict.message, verdict.message
    assert "1 nodes" not in verdict.message


def test_a_length_counted_once_more_per_level_is_told_the_count_not_the_search():
    # the search is IDA*'s, but found + 1 is handed up at every level: the goal's g comes back doubled
    def plus_one_per_level(start, h):
        target = goal(3)

        def search(board, g, bound, parent):
            f = g + h(board)
            if f > bound:
                return f, None
            if board == target:
                return f, g
            smallest = math.inf
            for _, child in neighbors(board):
                if child != parent:
                    cut, found = search(child, g + 1, bound, board)
                    if found is not None:
                        return cut, found + 1
                    smallest = min(smallest, cut)
            return smallest, None

        bound = h(start)
        while True:
            bound, found = search(start, 0, bound, None)
            if found is not None:
                return found

    verdict = check_idastar(plus_one_per_level)
    assert not verdict.ok
    assert "length is miscounted" in verdict.message and "twice" in verdict.message
    assert "boards seen" not in verdict.message


def test_a_round_lists_each_board_looked_at_and_hands_up_the_smallest_f_cut_off():
    from teachkit.sliding import manhattan, parse_board

    board = parse_board("5 1 0 / 4 2 3 / 7 8 6")  # notebook 07's board12
    first = idastar_round(board, manhattan, manhattan(board))
    assert first.visits[0] == ("", manhattan(board), False)  # the start: f = bound, searched deeper
    assert not first.found and first.smallest_cut == min(f for _, f, cut in first.visits if cut)
    assert all((f > manhattan(board)) == cut for _, f, cut in first.visits)
    assert idastar_bounds(board, manhattan)[1] == first.smallest_cut
    last = idastar_round(board, manhattan, idastar_bounds(board, manhattan)[-1])
    assert last.found and len(last.visits[-1][0]) == idastar(board, manhattan).cost


def test_the_notebooks_trace_of_a_round_cannot_stand_in_for_the_search():
    from teachkit.sliding.exercises import idastar_round

    def rounds_by_the_trace(start, h):
        bound = h(start)
        while True:
            result = idastar_round(start, h, bound)
            if result.found:
                return bound
            bound = int(result.smallest_cut)

    verdict = check_idastar(rounds_by_the_trace)
    assert not verdict.ok and "teachkit's own `idastar_round`" in verdict.message, verdict.message


def _search_with(start, h, skip_move_letter=False, return_in_loop=False):
    """A student's IDA* with one slip: ``skip_move_letter`` passes the move's letter as ``parent`` and skips the
    child whose move equals it (never the same move twice in a row; the move straight back is made);
    ``return_in_loop`` returns the first child's pair, so each round follows a single path."""
    target = goal(3)

    def search(board, g, bound, parent):
        f = g + h(board)
        if f > bound:
            return f, None
        if board == target:
            return f, g
        smallest = math.inf
        for move, child in neighbors(board):
            if (move == parent) if skip_move_letter else (child == parent):
                continue
            cut, found = search(child, g + 1, bound, move if skip_move_letter else board)
            if return_in_loop or found is not None:
                return cut, found
            smallest = min(smallest, cut)
        return smallest, None

    bound = h(start)
    while True:
        bound, found = search(start, 0, bound, None)
        if found is not None:
            return found


def test_a_move_letter_passed_as_parent_is_named_not_taken_for_a_miscounted_length():
    # the search never repeats a move and does go straight back: solutions come out too long, yet g is right
    verdict = check_idastar(lambda start, h: _search_with(start, h, skip_move_letter=True))
    assert not verdict.ok and "never makes the same move twice in a row" in verdict.message, verdict.message
    assert "miscounted" not in verdict.message and "adding nothing" not in verdict.message
    assert "reaches the goal only at g = " in verdict.message


def test_a_return_inside_the_loop_is_told_it_searches_one_child_only():
    verdict = check_idastar(lambda start, h: _search_with(start, h, return_in_loop=True))
    assert not verdict.ok and "one child only" in verdict.message, verdict.message


def test_no_parent_check_is_told_it_goes_straight_back():
    verdict = check_idastar(lambda start, h: my_idastar(start, h, parent_check=False))
    assert not verdict.ok and "goes straight back to the board it came from" in verdict.message, verdict.message


def test_moves_by_hand_refuse_a_cell_that_calls_teachkits_solvers(monkeypatch):
    """s8 student: `my_moves = "".join(solve(puzzle).moves)` passed 07's Exercise 1 (find the moves by playing).
    The cell that calls the check is read (teachkit.checks.calling_cell), in the notebook and in the grader."""
    setup = (
        "from teachkit.sliding import goal, parse_board\n"
        "from teachkit.sliding.exercises import check_solution_by_hand\n"
        "puzzle = parse_board('1 2 3 / 4 5 6 / 7 0 8')\n"
    )
    check = "\nverdict = check_solution_by_hand(puzzle, my_moves, optimal=1, slack=4)"
    cheats = {
        "from teachkit.sliding import solve\nmy_moves = ''.join(solve(puzzle).moves)": "solve",
        "import teachkit.sliding as ts\nmy_moves = ts.astar(puzzle).moves": "astar",
        "from teachkit.sliding import hint\nmy_moves = hint(puzzle)": "hint",
    }
    for cheat, name in cheats.items():
        scope: dict = {}
        exec(compile(setup + cheat + check, "<cell>", "exec"), scope)
        assert not scope["verdict"].ok and f"teachkit's own {name}" in scope["verdict"].message, scope["verdict"]
    scope = {}
    exec(compile(setup + "my_moves = 'R'" + check, "<cell>", "exec"), scope)  # found by hand: judged as usual
    assert scope["verdict"].ok, scope["verdict"].message
    from teachkit import graded  # in the grader the exercise cell's source is read, not the calling frame

    monkeypatch.setattr(graded, "exercise_source", setup + "from teachkit.sliding import solve\nmy_moves = 'R'")
    monkeypatch.setattr(graded, "_namespace", lambda: __import__("teachkit.sliding", fromlist=["solve"]).__dict__)
    from teachkit.sliding.exercises import check_solution_by_hand

    refused = check_solution_by_hand(goal(3)[:7] + (0, 8), "R", optimal=1)
    assert not refused.ok and "teachkit's own solve" in refused.message, refused.message


def test_a_goal_test_only_on_the_children_is_told_the_start_can_be_the_goal():
    def children_only(start, h):
        target = goal(3)

        def search(board, g, bound, parent):
            f = g + h(board)
            if f > bound:
                return f, None
            smallest = math.inf
            for _, child in neighbors(board):
                if child == parent:
                    continue
                if child == target:
                    return g + 1, g + 1
                cut, found = search(child, g + 1, bound, board)
                if found is not None:
                    return cut, found
                smallest = min(smallest, cut)
            return smallest, None

        bound = h(start)
        while True:
            bound, found = search(start, 0, bound, None)
            if found is not None:
                return found

    verdict = check_idastar(children_only)
    assert not verdict.ok and "the start is the goal" in verdict.message and "step 2" in verdict.message


def test_a_bare_number_returned_where_a_pair_is_unpacked_is_told_to_return_a_pair():
    # student s22: `return smallest` at the end of search; the given loop's `bound, found = result` (or the
    # student's own `cut, found = search(...)`) then raised a raw "cannot unpack non-iterable int object"
    verdict = check_idastar(lambda start, h: my_idastar(start, h, bare=True))
    assert not verdict.ok, verdict.message
    assert "gives a pair" in verdict.message and "return smallest" in verdict.message, verdict.message


def test_a_search_that_falls_off_its_end_is_told_every_way_out_returns_a_pair():
    # referee r24: a missing return (None unpacked) is not "a bare number"
    verdict = check_idastar(lambda start, h: my_idastar(start, h, bare="none"))
    assert not verdict.ok, verdict.message
    assert "without any `return`" in verdict.message and "bare number" not in verdict.message, verdict.message


def test_the_child_passed_as_parent_is_told_what_to_pass():
    # student s27: `search(child, g + 1, bound, child)` skips nothing, and "skip the child equal to parent" alone
    # did not say where the mistake was
    verdict = check_idastar(lambda start, h: my_idastar(start, h, child_as_parent=True))
    assert not verdict.ok, verdict.message
    assert "straight back" in verdict.message and "search(child, g + 1, bound, board)" in verdict.message
