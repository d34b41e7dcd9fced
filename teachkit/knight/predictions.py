"""The answers of the notebooks' Predict prompts about the knight puzzle, computed by teachkit's own code.

A Predict cell shows only ``my_guess = ...`` and ``predict("knight:KEY", my_guess)`` (teachkit.checks.predict), so
nothing in the notebook gives the answer away before the student has written one down. Each entry computes its
truth only when asked, after a guess has been given.
"""

from __future__ import annotations

import functools

from teachkit.checks import Prediction, whole_number

PREDICTIONS: dict[str, Prediction] = {}


# ---- notebook 08: Warnsdorff's rule --------------------------------------------------------------------------------
def _range_name(text: object) -> object:
    """'1-3' for '1–3', 'More than 10 ' for 'more than 10': the forms a student types for a listed range."""
    return " ".join(str(text).replace("-", "–").casefold().split()) if isinstance(text, str) else text


def _three_or_more_count() -> tuple[int, int]:
    """(moves of the 6x6 tour whose square had 3 or more onward squares, all its moves, forced ones included)."""
    from teachkit.knight.tour import onward_degree, warnsdorff

    six = warnsdorff(6)
    steps = range(1, len(six.squares))
    many = sum(onward_degree(six.squares[k], set(six.squares[:k]), 6, 6) >= 3 for k in steps)
    return many, len(steps)


def _share_of_steps_with_three_or_more() -> str:
    """In how many of the 6x6 tour's moves the chosen square had 3 or more onward squares, as a share."""
    many, steps = _three_or_more_count()
    share = many / steps
    return "fewer than a quarter" if share < 0.25 else "a quarter to a half" if share <= 0.5 else "more than half"


def _three_or_more_why(truth: str) -> str:
    many, steps = _three_or_more_count()
    return (
        f"In {many} of the {steps} moves (forced ones, with one candidate, included) the chosen square still had "
        "3 or more onward squares. The rule compares "
        "only the knight's own candidates (at most eight squares), so it takes a nearly cut-off square only when "
        "one of them is nearly cut off."
    )


def _stuck_count_5_to_60() -> str:
    """On how many n x n boards, n = 5..60, the classic rule from a1 gets stuck, as a range."""
    from teachkit.knight.failure import stuck_sizes

    count = len(stuck_sizes(range(5, 61)))
    return "none" if count == 0 else "1–3" if count <= 3 else "4–10" if count <= 10 else "more than 10"


def _stuck_why(truth: str) -> str:
    """The sizes where the classic rule got stuck, and how much of the board it had covered each time."""
    from teachkit.knight.failure import STUCK, failure_map

    stuck = [row for row in failure_map(range(5, 61), "first") if row.kind == STUCK]
    least = min(row.visited / row.n**2 for row in stuck) if stuck else 1.0
    return (
        f"Stuck on n = {', '.join(str(row.n) for row in stuck)}; on each of them a tour from a1 exists "
        f"(knights_tour built one and it was checked move by move). Each time the knight had covered at least "
        f"{least:.1%} of the board before it got stuck: the rule fails late."
    )


def _no_tour_sizes_from_d3() -> str:
    """Which sizes n = 5..60 have no tour from d3 = (2, 3): 'odd', 'even', 'all', 'none' or another set."""
    from teachkit.knight.failure import NO_TOUR, failure_map, failures

    no_tour = failures(failure_map(range(5, 61), "first", start=(2, 3)), NO_TOUR)
    kinds = {
        "odd": [n for n in range(5, 61) if n % 2],
        "even": [n for n in range(5, 61) if n % 2 == 0],
        "all": list(range(5, 61)),
        "none": [],
    }
    return next((name for name, sizes in kinds.items() if sizes == no_tour), "some other set of sizes")


def _five_by_five_colours() -> tuple[int, int, int]:
    """(squares of a1's colour on 5x5, of the other colour, squares 1, 3, ..., 25 of a 25-square path)."""
    same = sum((r + c) % 2 == 0 for r in range(5) for c in range(5))
    return same, 25 - same, (25 + 1) // 2


def _tour_start_colour_5x5() -> str:
    """Which colour square 1 of a 5x5 tour must have: the colour that has as many squares as squares 1, 3, ..., 25."""
    same, other, odd_places = _five_by_five_colours()
    if same == other:
        return "either"
    return "a1's colour" if odd_places == same else "the other colour"


def _tour_start_colour_why(truth: str) -> str:
    same, other, odd_places = _five_by_five_colours()
    return (
        f"5 x 5 has {same} squares of a1's colour (row + col even, the four corners among them) and {other} of the "
        f"other. Colours alternate along the path, so squares 1, 3, ..., 25 ({odd_places} of them) share square 1's "
        f"colour and squares 2, 4, ..., 24 ({25 - odd_places}) have the other. Only a1's colour has {odd_places} "
        "squares: a tour of 5 x 5 starts (and ends) on a1's colour."
    )


def _colour_name(text: object) -> object:
    """'A1's color' for "a1's colour": the spellings a student may type."""
    if not isinstance(text, str):
        return text
    return " ".join(text.replace("color", "colour").replace("’", "'").casefold().split())


PREDICTIONS["08-three-or-more"] = Prediction(
    truth=_share_of_steps_with_three_or_more,
    why=_three_or_more_why,
    choices=("fewer than a quarter", "a quarter to a half", "more than half"),
    normalize=_range_name,
)
PREDICTIONS["08-stuck-5-60"] = Prediction(
    truth=_stuck_count_5_to_60,
    why=_stuck_why,
    choices=("none", "1–3", "4–10", "more than 10"),
    normalize=_range_name,
)
PREDICTIONS["08-tour-start-colour"] = Prediction(
    truth=_tour_start_colour_5x5,
    why=_tour_start_colour_why,
    choices=("a1's colour", "the other colour", "either"),
    normalize=_colour_name,
)
PREDICTIONS["08-d3-no-tour"] = Prediction(
    truth=_no_tour_sizes_from_d3,
    why=lambda truth: (
        "d3 = (2, 3) has row + col = 5, odd: it is not a1's colour. On a board with both sides odd a tour starts on "
        "a1's colour (the colour argument), so no tour starts on d3 on any odd size."
    ),
    choices=("odd", "even", "all", "none"),
    normalize=_range_name,
)


# ---- 09 · Knight's tours with guarantees ----------------------------------------------------------------------------
@functools.cache
def _five_by_five():
    from teachkit.knight.search import brute_force

    return brute_force(5, 5, max_nodes=10_000_000)


def _five_by_five_work() -> str:
    done = _five_by_five()
    steps = done.nodes - 1  # brute_force counts the start square too; a step is a jump
    return "A" if steps < 200_000 else "B" if done.finished else "C"


def _five_by_five_why(truth: str) -> str:
    done = _five_by_five()
    return (
        f"Trying every sequence from a1 on 5 × 5 takes {done.nodes - 1:,} steps and finds {done.tours} tours: one "
        f"square more than 3 × 8, about twenty times the work."
    )


_ROW_CHOICES = ("0 and 3", "1 and 2", "all four")


def _rows_answer(guess: object) -> object:
    """'0 and 3', '0, 3', {0, 3}, [3, 0] … all read as '0 and 3'; 'all', '0-3' and {0, 1, 2, 3} as 'all four'."""
    if isinstance(guess, str):
        if "all" in guess.casefold():
            return "all four"
        digits = tuple(sorted({int(ch) for ch in guess if ch.isdigit()}))
    elif isinstance(guess, (set, frozenset, list, tuple)):
        digits = tuple(sorted({int(x) for x in guess}))
    else:
        return guess
    return {(0, 3): "0 and 3", (1, 2): "1 and 2", (0, 1, 2, 3): "all four"}.get(digits, guess)


@functools.cache
def _four_by_five_starts() -> frozenset:
    """The squares of the 4×5 board from which a tour starts: plain backtracking from every square, each search
    run to a tour or to its end (a proof that none starts there)."""
    from teachkit.knight.search import backtrack

    starts = set()
    for r in range(4):
        for c in range(5):
            found = backtrack(4, 5, (r, c), budget=10**7)
            if found.tour is None and found.steps >= 10**7:
                raise AssertionError(f"internal error: the search from {(r, c)} of 4x5 did not finish")
            if found.tour is not None:
                starts.add((r, c))
    return frozenset(starts)


def _four_row_starts() -> object:
    """The rows of the 4×5 board on which a tour starts."""
    return _rows_answer({r for r, _ in _four_by_five_starts()})


def _four_by_five_count() -> int:
    """How many of the 20 squares of 4×5 a tour starts from."""
    return len(_four_by_five_starts())


def _four_by_five_why(truth: object) -> str:
    rows = sorted({r for r, _ in _four_by_five_starts()})
    return (
        f"A tour of 4 × 5 starts from {truth} of the 20 squares: every square of rows {rows[0]} and {rows[-1]} and "
        f"none of the two rows between (a search from each square, run to a tour or to its end). The cells below "
        f"prove the second half for every 4 × k board: no tour starts or ends on the rows between. That every "
        f"square of rows {rows[0]} and {rows[-1]} starts one is not proved here: the search checked it on 4 × 5 "
        f"only (4 × 4 has no tour at all)."
    )


_GROWTH_BUDGET = 100_000  # the budget of the "How the work grows" table in notebook 09


@functools.cache
def _three_row_searches() -> dict[int, tuple[bool, int]]:
    """Plain backtracking from a1 on 3 x k, k = 7..10, within the table's budget: {k: (found a tour, steps)}."""
    from teachkit.knight.search import backtrack

    return {
        k: (found.tour is not None, found.steps)
        for k in range(7, 11)
        for found in [backtrack(3, k, (0, 0), budget=_GROWTH_BUDGET)]
    }


def _three_rows_growth() -> str:
    """A: 3x9 and 3x10 both find a tour within the budget; B: 3x9 does, 3x10 uses it up; C: both use it up."""
    runs = _three_row_searches()
    nine, ten = runs[9][0], runs[10][0]
    return "A" if nine and ten else "B" if nine else "C" if not ten else "3 x 10 only"


def _three_rows_why(truth: str) -> str:
    runs = _three_row_searches()
    steps = ", ".join(
        f"3 × {k}: {s:,}" if found else f"3 × {k}: budget used up" for k, (found, s) in sorted(runs.items())
    )
    return (
        f"From a1, budget {_GROWTH_BUDGET:,}: {steps}. Each added column multiplied the steps, by a factor that "
        f"is not constant; on 3 × 10 the search gave up, which decides nothing."
    )


PREDICTIONS["09-three-rows-growth"] = Prediction(
    truth=_three_rows_growth,
    why=_three_rows_why,
    choices=("A", "B", "C"),
    normalize=lambda guess: str(guess).strip().upper(),
)
PREDICTIONS["09-5x5-all-sequences"] = Prediction(
    truth=_five_by_five_work,
    why=_five_by_five_why,
    choices=("A", "B", "C"),
    normalize=lambda guess: str(guess).strip().upper(),
)
PREDICTIONS["09-four-by-five-starts"] = Prediction(
    truth=_four_by_five_count,
    why=_four_by_five_why,
    choices=(4, 10, 16, 20),
    normalize=whole_number,
)
PREDICTIONS["09-four-rows-start"] = Prediction(
    truth=_four_row_starts,
    why=lambda truth: (
        f"Tours of 4 × 5 start on rows {truth} only: an exhaustive search from each of the 20 squares says so. "
        f"The cells below prove it for every 4 × k board."
    ),
    choices=_ROW_CHOICES,
    normalize=_rows_answer,
)


# ---- notebook 09: which boards have a closed tour ----------------------------------------------------------------
CLOSED_QUIZ_BOARDS = ((3, 7), (3, 8), (3, 10), (4, 6), (5, 5), (5, 6), (6, 6))  # the boards the Predict lists


def _as_boards(guess: object) -> object:
    """{(3, 10), "5x6", "6 × 6"} -> frozenset of (rows, columns) pairs; anything else is returned as it was."""
    if not isinstance(guess, (set, frozenset, list, tuple)):
        return guess
    boards = set()
    for board in guess:
        if isinstance(board, str):
            board = tuple(int(side) for side in board.replace("×", "x").replace("X", "x").split("x"))
        boards.add(tuple(board))
    return frozenset(boards)


def _boards_form(guess: object) -> str | None:
    """What a guess should look like if it is not a set of the listed boards (else None)."""
    if isinstance(guess, frozenset) and guess <= set(CLOSED_QUIZ_BOARDS):
        return None
    return "a Python set of the listed boards as (rows, columns) pairs, such as {(3, 7), (4, 6)}; set() for none"


def _closed_boards() -> frozenset:
    """The listed boards that have a closed tour, by Schwenk's theorem (teachkit.knight.rules)."""
    from teachkit.knight.rules import closed_tour_obstacle

    return frozenset(board for board in CLOSED_QUIZ_BOARDS if closed_tour_obstacle(*board) is None)


def _closed_reason(n: int, m: int) -> str:
    """One board's verdict and the reason for it, in a few words."""
    from teachkit.knight.rules import closed_tour_obstacle

    short, long = sorted((n, m))
    if closed_tour_obstacle(n, m) is None:
        return f"{n} × {m} closed (Schwenk; knights_tour({n}, {m}, closed=True) builds one)"
    if short % 2 and long % 2:
        return f"{n} × {m} none: both sides odd, so an odd number of squares (colours, notebook 08)"
    if short == 4:
        return f"{n} × {m} none: no 4 × k board has one (proved below)"
    return (
        f"{n} × {m} none: one of Schwenk's three short exceptions, 3 × 4, 3 × 6 and 3 × 8 (his case analysis; "
        "the dead starts of Exercise 2 prove it for 3 × 8)"
    )


def _boards_text(boards: object) -> str:
    """{(3, 10), (5, 6)} written in order, as a student would write the set."""
    pairs = sorted(boards) if isinstance(boards, frozenset) else []
    return "{" + ", ".join(f"({n}, {m})" for n, m in pairs) + "}"


PREDICTIONS["09-closed-boards"] = Prediction(
    truth=_closed_boards,
    why=lambda truth: "; ".join(_closed_reason(*board) for board in CLOSED_QUIZ_BOARDS) + ".",
    normalize=_as_boards,
    form=_boards_form,
    show=lambda guess, truth: _boards_text(truth),
)
