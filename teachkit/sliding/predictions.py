"""The answers of the notebooks' Predict prompts about the sliding puzzle, computed by teachkit's own code.

A Predict cell shows only ``my_guess = ...`` and ``predict("sliding:KEY", my_guess)`` (teachkit.checks.predict), so
nothing in the notebook gives the answer away before the student has written one down. Each entry computes its
truth only when asked, after a guess has been given.
"""

from __future__ import annotations

from teachkit.checks import Prediction

PREDICTIONS: dict[str, Prediction] = {}


# ---- notebooks 04 and 05 (keys "04-…", "05-…"; 06/07 entries go below this block) ---------------------------------
def _as_set(guess: object) -> object:
    """A set written as a list, tuple or set of numbers is read as a set; anything else is judged as written."""
    return set(guess) if isinstance(guess, (list, tuple, set, frozenset)) else guess


def _as_bool(guess: object) -> object:
    """'True' / 'false' written as text is read as the truth value."""
    if isinstance(guess, str) and guess.strip().casefold() in ("true", "false"):
        return guess.strip().casefold() == "true"
    return guess


def _letter(guess: object) -> object:
    """A move letter in any case, with spaces around it."""
    return guess.strip().upper() if isinstance(guess, str) else guess


def _word(guess: object) -> object:
    """One of the offered words, in any case."""
    return guess.strip().casefold() if isinstance(guess, str) else guess


def _one_more_move() -> str:
    """Notebook 04: the move from 1 2 3 / 4 0 6 / 7 5 8 after which one more move reaches the goal."""
    from teachkit.sliding import goal, neighbors, parse_board

    small = parse_board("1 2 3 / 4 0 6 / 7 5 8")
    return next(move for move, board in neighbors(small) if goal(3) in [b for _, b in neighbors(board)])


def _one_more_move_why(move: str) -> str:
    from teachkit.sliding import goal, neighbors, parse_board

    after = dict(neighbors(parse_board("1 2 3 / 4 0 6 / 7 5 8")))[move]
    last = next(m for m, b in neighbors(after) if b == goal(3))
    rows = " / ".join(" ".join(map(str, after[i : i + 3])) for i in range(0, 9, 3))
    return f"After {move} the board reads {rows}; moving the blank {last} then reaches the goal."


def _bfs_share() -> str:
    """Notebook 04: how much of the 9! arrangements breadth-first search from the goal reaches."""
    import math

    from teachkit.sliding import bfs_distances

    reached, total = len(bfs_distances(3)), math.factorial(9)
    if reached == total:
        return "all"
    if 2 * reached == total:
        return "half"
    return "most" if 2 * reached > total else "few"


def _bfs_share_why(_: str) -> str:
    import math

    from teachkit.sliding import bfs_distances

    reached = len(bfs_distances(3))
    return (
        f"The search reached {reached:,} of the {math.factorial(9):,} arrangements, and no more: "
        "the next section finds out why."
    )


def _walk_changes(kind: str = "vertical") -> set[int]:
    """Notebook 04: the changes of the inversion count along a seeded 1000-move random walk from goal(4)."""
    import random

    from teachkit.sliding import goal, inversions, neighbors

    rng, walk, seen = random.Random(1), goal(4), set()
    for _ in range(1000):
        move, nxt = rng.choice(list(neighbors(walk)))
        if (move in "UD") == (kind == "vertical"):
            seen.add(inversions(nxt) - inversions(walk))
        walk = nxt
    return seen


def _path_f_changes() -> set[int]:
    """Notebook 05: the changes of f = g + Manhattan along A*'s solution of 4 1 3 / 7 2 6 / 5 8 0, board to board."""
    from teachkit.sliding import astar, manhattan, parse_board

    states = astar(parse_board("4 1 3 / 7 2 6 / 5 8 0"), manhattan).states
    path_f = [g + manhattan(b) for g, b in enumerate(states)]
    return {b - a for a, b in zip(path_f, path_f[1:])}


def _traced_board():
    """Notebook 05's traced board: the first seeded 8-puzzle board 10 moves from the goal on which A* with
    Manhattan distance expands two to four boards off its solution path (the rule its cell states)."""
    from teachkit.sliding import astar, astar_trace, bfs_distances, manhattan
    from teachkit.sliding.measure import pick_at_depths

    distances = bfs_distances(3)
    for seed in range(100):
        start = pick_at_depths(distances, [10], seed=seed)[10]
        on_path = set(astar(start, manhattan).states)
        if 2 <= sum(s.current.board not in on_path for s in astar_trace(start, manhattan)) <= 4:
            return start
    raise LookupError("no seed below 100 gives such a board")


def _f_goes_down() -> bool:
    """Notebook 05: does the f of the board A* expands ever go down from one step to the next on the traced board?"""
    from teachkit.sliding import astar_trace, manhattan

    fs = [s.current.f for s in astar_trace(_traced_board(), manhattan)]
    return any(b < a for a, b in zip(fs, fs[1:]))


PREDICTIONS.update(
    {
        "04-one-more-move": Prediction(
            truth=_one_more_move, why=_one_more_move_why, choices=("U", "L", "R", "D"), normalize=_letter
        ),
        "04-bfs-share": Prediction(
            truth=_bfs_share, why=_bfs_share_why, choices=("all", "most", "half", "few"), normalize=_word
        ),
        "04-vertical-changes": Prediction(
            truth=_walk_changes,
            why=lambda truth: (
                f"Along the walk vertical moves changed the inversions by {sorted(truth)}: the moving tile passes "
                "3 others, and each of those 3 pairs flips, so the change is a sum of three terms +1 or -1."
            ),
            normalize=_as_set,
        ),
        "05-f-changes-on-path": Prediction(
            truth=_path_f_changes,
            why=lambda truth: (
                f"Along this path f changed by {sorted(truth)}: each move adds 1 to g and adds or takes away 1 "
                "from h, so f stays the same or grows by 2."
            ),
            normalize=_as_set,
        ),
        "05-f-goes-down": Prediction(
            truth=_f_goes_down,
            why=lambda truth: (
                "It goes down somewhere." if truth else "It never goes down; the answer below proves why."
            ),
            choices=(True, False),
            normalize=_as_bool,
        ),
    }
)
