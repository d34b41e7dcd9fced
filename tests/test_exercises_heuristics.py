"""Checkers of notebook 06 (write a heuristic, admissible or not, write b*): teachkit's own functions are refused,
3 x 3 and 4 x 4 boards are both tested, and a wrong answer gets guidance, never the verdict or the value."""

import math

from teachkit.sliding import HEURISTICS, bfs_distances, goal, manhattan, misplaced
from teachkit.sliding.exercises import check_admissible, check_branching_function, check_heuristic_function
from teachkit.sliding.measure import effective_branching_factor

NEAR = {board: d for board, d in bfs_distances(3).items() if d <= 10}


def my_misplaced(board):
    """A student's answer that works for every width."""
    target = goal(math.isqrt(len(board)))
    return sum(1 for tile, home in zip(board, target) if tile != 0 and tile != home)


def only_three_by_three(board):
    """A student's answer with the 3 x 3 goal built in: right on the 8-puzzle only."""
    return sum(1 for tile, home in zip(board, goal(3)) if tile != 0 and tile != home)


def my_b_star(n, d):
    """A student's bisection."""
    low, high = 0.0, float(n + 1)
    while high - low > 1e-9:
        middle = (low + high) / 2
        if sum(middle**i for i in range(d + 1)) < n + 1:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def test_every_teachkit_heuristic_is_refused_as_an_answer():
    table = HEURISTICS
    for name, h in HEURISTICS.items():
        for answer in (h, h.raw, lambda board, h=h: h(board), lambda board, name=name: table[name](board)):
            verdict = check_heuristic_function(answer, name)
            assert not verdict.ok, (name, answer)
            assert "teachkit's own" in verdict.message and "write your own" in verdict.message
    assert not check_heuristic_function(HEURISTICS["misplaced"], "misplaced").ok
    assert not check_heuristic_function(lambda board: manhattan(board), "misplaced").ok  # any of them, not one


def test_an_own_heuristic_passes_on_both_widths():
    verdict = check_heuristic_function(my_misplaced, "misplaced")
    assert verdict.ok and "3 × 3" in verdict.message and "4 × 4" in verdict.message
    assert check_heuristic_function(lambda board: 0, "zero").ok  # h = 0 written out is the student's own


def test_a_heuristic_right_on_three_by_three_only_is_caught_on_four_by_four():
    assert check_heuristic_function(only_three_by_three, "misplaced", k=3).ok
    verdict = check_heuristic_function(only_three_by_three, "misplaced")
    assert not verdict.ok and "4 × 4" in verdict.message and "goal(k)" in verdict.message


def test_heuristic_feedback_guides_without_the_value():
    def counts_the_blank(board):
        return sum(1 for tile, home in zip(board, goal(math.isqrt(len(board)))) if tile != home)

    verdict = check_heuristic_function(counts_the_blank, "misplaced")
    assert not verdict.ok and "too high" not in verdict.message and "blank" in verdict.message
    board = eval(verdict.message.split("on board ")[1].split(" your function")[0])
    assert f"is {misplaced(board)}" not in verdict.message  # the right value is not given


def test_admissible_feedback_never_states_the_verdict():
    doubled = lambda board: 2 * manhattan(board)  # noqa: E731
    both = lambda board: misplaced(board) + manhattan(board)  # noqa: E731
    for h, wrong_answer in ((manhattan, False), (doubled, True), (both, True), (misplaced, False)):
        verdict = check_admissible(h, wrong_answer, NEAR)
        assert not verdict.ok
        text = verdict.message.lower()
        for giveaway in ("it is admissible", "is admissible", "never overestimates", "does overestimate", "it is not"):
            assert giveaway not in text, (giveaway, verdict.message)
        assert "counter-example" in text or "move from the goal" in text  # it says what to check
    one_move = (1, 2, 3, 4, 5, 6, 7, 0, 8)
    assert check_admissible(both, False, NEAR, witness=one_move).ok and check_admissible(manhattan, True, NEAR).ok


def test_teachkit_effective_branching_factor_is_refused():
    for answer in (
        effective_branching_factor,
        lambda n, d: effective_branching_factor(n, d),
        lambda n, d: round(effective_branching_factor(n, d), 6),
    ):
        verdict = check_branching_function(answer)
        assert not verdict.ok and "teachkit's own effective_branching_factor" in verdict.message
        assert "write your own" in verdict.message
    assert check_branching_function(my_b_star).ok


def bisection(terms, compare_with=lambda n: n + 1, backwards=False):
    """A student's b* by bisection with the sum 1 + ... over ``terms(d)``, possibly with a slip."""

    def b_star(n, d):
        low, high = 0.0, float(n + 1)
        while high - low > 1e-9:
            middle = (low + high) / 2
            if (sum(middle**i for i in terms(d)) < compare_with(n)) != backwards:
                low = middle
            else:
                high = middle
        return (low + high) / 2

    return b_star


DIRECTIONS = ("too large", "too small", "too high", "too low", "larger", "smaller")


def test_branching_feedback_gives_neither_b_star_nor_a_direction():
    for answer in (lambda n, d: 2.0, lambda n, d: 1.0, lambda n, d: 1.93):
        verdict = check_branching_function(answer)
        assert not verdict.ok and f"{effective_branching_factor(52, 5):.4f}" not in verdict.message
        assert not any(word in verdict.message for word in DIRECTIONS), verdict.message
        assert "d + 1 terms" in verdict.message


def test_each_slip_in_the_sum_gets_its_own_diagnosis():
    slips = {
        "one level short": bisection(range),  # range(d): misses b^d
        "compare the tree with n + 2: the tree 1 + b + … + b^d must hold n + 1": bisection(lambda d: range(1, d + 1)),
        "compare the tree with n + 2 and your tree stops one level short": bisection(lambda d: range(1, d)),
        "you compare the tree with n;": bisection(lambda d: range(d + 1), compare_with=lambda n: n),
        "never closed in": bisection(lambda d: range(d + 1), backwards=True),
    }
    for diagnosis, answer in slips.items():
        verdict = check_branching_function(answer)
        assert not verdict.ok and diagnosis in verdict.message, (diagnosis, verdict.message)
        assert "bisection" not in verdict.message or diagnosis == "never closed in"
        assert not any(word in verdict.message for word in DIRECTIONS)
    assert check_branching_function(bisection(lambda d: range(d + 1))).ok


def test_a_comparison_with_n_plus_2_is_named_not_taken_for_a_sum_without_its_root():
    # notebook 06 gives tree_nodes(b, d), root included: comparing it with n + 2 is the slip, not the sum
    def tree_nodes(b, d):
        return sum(b**k for k in range(d + 1))

    def compares_with_n_plus_2(n, d):
        low, high = 0.0, float(n + 1)
        while high - low > 1e-9:
            middle = (low + high) / 2
            if tree_nodes(middle, d) < n + 2:
                low = middle
            else:
                high = middle
        return (low + high) / 2

    verdict = check_branching_function(compares_with_n_plus_2)
    assert not verdict.ok and "you compare the tree with n + 2" in verdict.message, verdict.message
    assert "must hold n + 1 nodes" in verdict.message and "your sum leaves out the root" not in verdict.message


def test_a_library_root_finder_is_refused():
    import numpy as np

    def with_numpy_roots(n, d):
        roots = np.roots([1] * d + [1 - (n + 1)])  # b^d + ... + b + (1 - (n + 1)) = 0
        return max(r.real for r in roots if abs(r.imag) < 1e-9 and r.real > 0)

    assert abs(with_numpy_roots(52, 5) - effective_branching_factor(52, 5)) < 1e-6  # it would be right
    verdict = check_branching_function(with_numpy_roots)
    assert not verdict.ok and "numpy" in verdict.message and "bisection" in verdict.message


def _usual_mistakes(aima, first):
    """The usual wrong Manhattan sums, made here: the test calling the check must not name teachkit's heuristics."""
    return {
        20: "blank is counted",  # the blank's 2 squares added
        manhattan(aima): "other goal",  # measured against the blank-last goal
        misplaced(aima, first): "counts each misplaced tile once",
    }


def test_manhattan_by_hand_names_each_usual_mistake_and_no_direction():
    from teachkit.sliding import parse_board
    from teachkit.sliding.exercises import check_manhattan_by_hand

    aima, first = parse_board("7 2 4 / 5 0 6 / 8 3 1"), goal(3, blank="first")
    assert check_manhattan_by_hand(aima, 18, goal=first).ok  # Russell & Norvig's h2
    for answer, diagnosis in _usual_mistakes(aima, first).items():
        verdict = check_manhattan_by_hand(aima, answer, goal=first)
        assert not verdict.ok and diagnosis in verdict.message, verdict.message
    below, above = check_manhattan_by_hand(aima, 17, goal=first), check_manhattan_by_hand(aima, 19, goal=first)
    assert below.message.replace("17", "x") == above.message.replace("19", "x")  # nothing to bisect by
    as_float = check_manhattan_by_hand(aima, 18.0, goal=first)  # a whole number written as a float
    assert not as_float.ok and "write it as an integer (18, not 18.0)" in as_float.message, as_float.message
    assert "whole number" in check_manhattan_by_hand(aima, 17.5, goal=first).message


def test_misplaced_function_refuses_teachkits_own():
    from teachkit.sliding.exercises import check_misplaced_function

    assert check_misplaced_function(my_misplaced).ok and not check_misplaced_function(misplaced).ok


def test_manhattan_by_hand_refuses_a_cell_that_calls_teachkits_heuristics(monkeypatch):
    """s8 student: my_manhattan = manhattan(aima, goal=...) in the exercise cell passed the by-hand exercise.
    The cell that calls the check is read (as hanoi's check_by_hand reads it), in the notebook and in the grader."""
    from teachkit import graded
    from teachkit.sliding import parse_board

    aima, first = parse_board("7 2 4 / 5 0 6 / 8 3 1"), goal(3, blank="first")
    setup = (
        "from teachkit.sliding import parse_board, goal\n"
        "from teachkit.sliding.exercises import check_manhattan_by_hand\n"
        "aima = parse_board('7 2 4 / 5 0 6 / 8 3 1')\n"
    )
    cheats = {
        "from teachkit.sliding import manhattan\nmy_manhattan = manhattan(aima, goal(3, blank='first'))": "manhattan",
        "import teachkit.sliding as s\nmy_manhattan = s.HEURISTICS['manhattan'](aima, goal(3, blank='first'))": (
            "HEURISTICS"
        ),
        "from teachkit.sliding import linear_conflict as lc\nmy_manhattan = lc(aima, goal(3, blank='first'))": "lc",
    }
    for cheat, name in cheats.items():
        scope: dict = {}
        exec(
            compile(
                setup + cheat + "\nverdict = check_manhattan_by_hand(aima, my_manhattan, goal=goal(3, blank='first'))",
                "<cell>",
                "exec",
            ),
            scope,
        )
        assert not scope["verdict"].ok and f"teachkit's own {name}" in scope["verdict"].message, scope[
            "verdict"
        ].message
        assert "18" not in scope["verdict"].message  # the refusal does not give the sum away
    scope = {}
    exec(
        compile(
            setup
            + "verdict = check_manhattan_by_hand(aima, 3 + 1 + 2 + 2 + 2 + 3 + 3 + 2, goal=goal(3, blank='first'))",
            "<cell>",
            "exec",
        ),
        scope,
    )
    assert scope["verdict"].ok, scope["verdict"].message
    # in the grader: the exercise cell it ran is judged, not the graded cell that calls the check
    from teachkit.sliding.exercises import check_manhattan_by_hand

    monkeypatch.setattr(
        graded, "exercise_source", "my_manhattan = manhattan(aima)\ncheck_manhattan_by_hand(aima, my_manhattan)"
    )
    monkeypatch.setattr(graded, "_namespace", lambda: {"manhattan": manhattan})
    refused = check_manhattan_by_hand(aima, 18, goal=first)
    assert not refused.ok and "teachkit's own manhattan" in refused.message, refused.message
    monkeypatch.setattr(graded, "exercise_source", "my_manhattan = 18\ncheck_manhattan_by_hand(aima, my_manhattan)")
    assert check_manhattan_by_hand(aima, 18, goal=first).ok


def test_a_solution_written_as_the_tiles_directions_is_told_so():
    from teachkit.sliding import astar, parse_board
    from teachkit.sliding.exercises import check_solution

    board = parse_board("4 1 3 7 2 6 5 8 0")
    blank = "".join(astar(board).moves)
    tiles = blank.translate(str.maketrans("UDLR", "DURL"))  # what the arrow keys name
    assert check_solution(board, blank).ok
    verdict = check_solution(board, tiles)
    assert not verdict.ok and "way the TILES slid" in verdict.message and blank not in verdict.message
    assert "U = the blank moves up (so the tile above it slides down)" in verdict.message  # the convention, stated


def test_every_wrong_solution_restates_which_way_a_letter_moves_the_blank():
    from teachkit.sliding import astar, parse_board
    from teachkit.sliding.exercises import BLANK_LETTERS, check_solution

    board = parse_board("4 1 3 7 2 6 5 8 0")
    blank = "".join(astar(board).moves)
    numbers = check_solution(board, "2 1 4")  # the tiles clicked, not letters
    assert not numbers.ok and "not the numbers of the tiles" in numbers.message
    off = check_solution(board, "R")  # the blank is in the corner: R leaves the board
    assert not off.ok and "off the board" in off.message and BLANK_LETTERS in off.message
    short = check_solution(board, blank[:-1])
    assert not short.ok and "not the goal" in short.message and BLANK_LETTERS in short.message
    assert blank not in short.message and blank not in off.message  # the convention, never the answer


def test_numpy_for_the_sum_is_fine_only_root_finders_are_refused():
    import numpy as np

    def with_polyval(n, d):
        low, high = 0.0, float(n + 1)
        while high - low > 1e-9:
            middle = (low + high) / 2
            if np.polyval([1.0] * (d + 1), middle) < n + 1:  # 1 + b + ... + b^d
                low = middle
            else:
                high = middle
        return (low + high) / 2

    assert check_branching_function(with_polyval).ok


def test_branching_accuracy_is_the_1e_3_the_notebook_asks_for():
    # notebook 06 asks for b* "accurate to 1e-3": a bisection that stops once the interval is 1e-3 wide passes
    # (whichever end it returns), one that stops at 0.05 does not, and is told the accuracy asked for
    def stopping_at(width, pick):
        def b_star(n, d):
            low, high = 0.0, float(n + 1)
            while high - low > width:
                middle = (low + high) / 2
                if sum(middle**i for i in range(d + 1)) < n + 1:
                    low = middle
                else:
                    high = middle
            return pick(low, high)

        return b_star

    for pick in (lambda low, high: low, lambda low, high: high, lambda low, high: (low + high) / 2):
        assert check_branching_function(stopping_at(1e-3, pick)).ok
    verdict = check_branching_function(stopping_at(0.05, lambda low, high: low))
    assert not verdict.ok and "narrower than 0.001" in verdict.message, verdict.message


def test_a_misplaced_function_that_puts_tile_t_in_cell_t_is_told_where_the_goal_keeps_it():
    from teachkit.sliding.exercises import check_misplaced_function

    def tile_t_in_cell_t(board):
        return sum(1 for i, t in enumerate(board) if t and t != i)

    verdict = check_misplaced_function(tile_t_in_cell_t)
    assert not verdict.ok and "tile t belongs in cell t - 1" in verdict.message, verdict.message


def test_a_scan_in_small_steps_is_told_the_exercise_is_bisection():
    def scan(n, d):
        b = 0.0
        while sum(b**k for k in range(d + 1)) < n + 1:
            b += 0.0001
        return b

    verdict = check_branching_function(scan)
    assert not verdict.ok and "the exercise is bisection" in verdict.message, verdict.message
    assert check_branching_function(my_b_star).ok  # a bisection stays far below the line count
