"""The answers of the notebooks' Predict prompts about the knight puzzle, computed by teachkit's own code.

A Predict cell shows only ``my_guess = ...`` and ``predict("knight:KEY", my_guess)`` (teachkit.checks.predict), so
nothing in the notebook gives the answer away before the student has written one down. Each entry computes its
truth only when asked, after a guess has been given.
"""

from __future__ import annotations

from teachkit.checks import Prediction

PREDICTIONS: dict[str, Prediction] = {}


# ---- notebook 08: Warnsdorff's rule --------------------------------------------------------------------------------
def _range_name(text: object) -> object:
    """'1-3' for '1–3', 'More than 10 ' for 'more than 10': the forms a student types for a listed range."""
    return " ".join(str(text).replace("-", "–").casefold().split()) if isinstance(text, str) else text


def _share_of_steps_with_three_or_more() -> str:
    """In how many of the 6x6 tour's choices the chosen square had 3 or more onward squares, as a share."""
    from teachkit.knight.tour import onward_degree, warnsdorff

    six = warnsdorff(6)
    steps = range(1, len(six.squares))
    many = sum(onward_degree(six.squares[k], set(six.squares[:k]), 6, 6) >= 3 for k in steps)
    share = many / len(steps)
    return "fewer than a quarter" if share < 0.25 else "a quarter to a half" if share <= 0.5 else "more than half"


def _stuck_count_5_to_60() -> str:
    """On how many n x n boards, n = 5..60, the classic rule from a1 gets stuck, as a range."""
    from teachkit.knight.failure import stuck_sizes

    count = len(stuck_sizes(range(5, 61)))
    return "none" if count == 0 else "1–3" if count <= 3 else "4–10" if count <= 10 else "more than 10"


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


PREDICTIONS["08-three-or-more"] = Prediction(
    truth=_share_of_steps_with_three_or_more,
    why=lambda truth: (
        "The answer cell counts all 35 choices. The rule compares only the knight's own candidates (at most "
        "eight squares), so it takes a nearly cut-off square only when one of them is nearly cut off."
    ),
    choices=("fewer than a quarter", "a quarter to a half", "more than half"),
    normalize=_range_name,
)
PREDICTIONS["08-stuck-5-60"] = Prediction(
    truth=_stuck_count_5_to_60,
    why="The answer cells list the sizes and how far the knight came on each.",
    choices=("none", "1–3", "4–10", "more than 10"),
    normalize=_range_name,
)
PREDICTIONS["08-d3-no-tour"] = Prediction(
    truth=_no_tour_sizes_from_d3,
    why="The answer cell draws the map; the colour argument explains it.",
    choices=("odd", "even", "all", "none"),
    normalize=_range_name,
)
