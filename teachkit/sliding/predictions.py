"""The answers of the notebooks' Predict prompts about the sliding puzzle, computed by teachkit's own code.

A Predict cell shows only ``my_guess = ...`` and ``predict("sliding:KEY", my_guess)`` (teachkit.checks.predict), so
nothing in the notebook gives the answer away before the student has written one down. Each entry computes its
truth only when asked, after a guess has been given.
"""

from __future__ import annotations

import math

from teachkit.checks import Prediction, whole_number

PREDICTIONS: dict[str, Prediction] = {}


# ---- notebooks 04 and 05 (keys "04-…", "05-…"; 06/07 entries go below this block) ---------------------------------
def _as_set(guess: object) -> object:
    """A set written as a list, tuple or set of numbers is read as a set; anything else is judged as written."""
    return set(guess) if isinstance(guess, (list, tuple, set, frozenset)) else guess


def _set_form(guess: object) -> str | None:
    """What a guess asked for as a set of whole numbers should look like, if it is not one (else None)."""
    whole = isinstance(guess, (set, frozenset)) and all(isinstance(x, int) and not isinstance(x, bool) for x in guess)
    return None if whole and guess else "write a Python set of whole numbers in braces, each change once"


def _as_bool(guess: object) -> object:
    """'True' / 'false' written as text is read as the truth value."""
    if isinstance(guess, str) and guess.strip().casefold() in ("true", "false"):
        return guess.strip().casefold() == "true"
    return guess


def _word(guess: object) -> object:
    """One of the offered words, in any case."""
    return guess.strip().casefold() if isinstance(guess, str) else guess


SMALL = "1 2 3 / 4 0 6 / 7 5 8"  # notebook 04's board whose four neighbours are drawn


def _farther_neighbours() -> int:
    """Notebook 04: how many of the four boards one move from SMALL are one move farther from the goal than SMALL,
    by the breadth-first distances of the whole 8-puzzle."""
    from teachkit.sliding import bfs_distances, neighbors, parse_board

    distances, small = bfs_distances(3), parse_board(SMALL)
    return sum(1 for _, board in neighbors(small) if distances[board] == distances[small] + 1)


def _farther_neighbours_why(_: int) -> str:
    from teachkit.sliding import bfs_distances, neighbors, parse_board

    distances, small = bfs_distances(3), parse_board(SMALL)
    each = ", ".join(f"{move} {distances[board]}" for move, board in neighbors(small))
    return (
        f"The start is {distances[small]} moves from the goal; its neighbours are (by breadth-first search) {each}. "
        "Only D gets closer, and none stays at 2: a move takes the blank to a square of the other colour of a "
        "chessboard, so every way to the goal from one board has an even number of moves, or every way an odd one."
    )


def _whole_form(guess: object) -> str | None:
    """What a guess asked for as a whole number should look like, if it is not one (else None)."""
    return None if isinstance(guess, int) and not isinstance(guess, bool) else "write a whole number, e.g. 7"


SWAP_BEFORE, SWAP_AFTER = (1, 6, 5, 2), (2, 6, 5, 1)  # notebook 04: tiles 1 and 2 swapped, 6 and 5 between them


def _pairs_inverted(tiles: tuple[int, ...]) -> list[tuple[int, int]]:
    return [(a, b) for i, a in enumerate(tiles) for b in tiles[i + 1 :] if a > b]


def _swap_why(_: int) -> str:
    before, after = _pairs_inverted(SWAP_BEFORE), _pairs_inverted(SWAP_AFTER)
    return (
        f"{' '.join(map(str, SWAP_AFTER))} has {len(after)} inversions, {after}; "
        f"{' '.join(map(str, SWAP_BEFORE))} had {len(before)}, {before}. The pair of 1 and 2 flipped; 6 and 5 each "
        "have one inverted pair with {1, 2} before and after (with the tile read after them)."
    )


BFS_SHARES = ("under 20%", "20% to 40%", "40% to 60%", "over 60%, not all", "all")


def _bfs_share() -> str:
    """Notebook 04: the range of BFS_SHARES that holds the share of the 9! arrangements that breadth-first search
    from the goal reaches."""
    import math

    from teachkit.sliding import bfs_distances

    reached, total = len(bfs_distances(3)), math.factorial(9)
    if reached == total:
        return BFS_SHARES[4]
    share = reached / total
    return BFS_SHARES[0 if share < 0.2 else 1 if share < 0.4 else 2 if share <= 0.6 else 3]


def _share_key(text: str) -> str:
    """A share range with the % signs, dashes and extra spaces taken out, so '40-60' and '40% to 60%' read alike."""
    text = text.casefold().replace("%", "").replace("–", " to ").replace("-", " to ")
    return " ".join(text.replace(",", " ").split())


def _share(guess: object) -> object:
    """One of BFS_SHARES, written with or without % signs, with a dash for 'to', in any case."""
    if not isinstance(guess, str):
        return guess
    return next((choice for choice in BFS_SHARES if _share_key(choice) == _share_key(guess)), guess.strip())


def _bfs_share_why(_: str) -> str:
    import math

    from teachkit.sliding import bfs_distances

    reached = len(bfs_distances(3))
    return (
        f"The search reached {reached:,} of the {math.factorial(9):,} arrangements, and no more: "
        "the next section finds out why."
    )


class _SortedSet(frozenset[int]):
    """A set of numbers that prints in increasing order ({-3, -1, 1, 3}), so feedback reads the same every run."""

    def __repr__(self) -> str:
        return "{" + ", ".join(repr(x) for x in sorted(self)) + "}"


LAPTOP_BYTES = 16e9  # notebook 04: the memory of a well-equipped laptop, 16 GB
LAPTOP_RANGES = ("under 1", "1 to 9", "10 to 99", "100 or more")


def _laptops() -> float:
    """Notebook 04: how many 16 GB laptops a table of one bit per solvable 15-puzzle board fills."""
    from teachkit.sliding.measure import state_space_storage

    return state_space_storage(4).bitmap_bytes / LAPTOP_BYTES


def _laptop_range() -> str:
    """The range of LAPTOP_RANGES that holds _laptops()."""
    n = _laptops()
    return LAPTOP_RANGES[0 if n < 1 else 1 if n < 10 else 2 if n < 100 else 3]


def _laptop_why(_: str) -> str:
    from teachkit.sliding.measure import state_space_storage

    s = state_space_storage(4)
    return (
        f"One bit for each of the {s.states:,} boards is {s.states:,} / 8 = {s.bitmap_bytes:,} bytes; "
        f"a 16 GB laptop holds {LAPTOP_BYTES:,.0f} bytes, so the table fills {_laptops():.1f} laptops."
    )


def _walk_changes(kind: str = "vertical", k: int = 5) -> frozenset[int]:
    """Notebook 04: the changes of the inversion count along a seeded 1000-move random walk from goal(k)."""
    import random

    from teachkit.sliding import goal, inversions, neighbors

    rng, walk, seen = random.Random(1), goal(k), set()
    for _ in range(1000):
        move, nxt = rng.choice(list(neighbors(walk)))
        if (move in "UD") == (kind == "vertical"):
            seen.add(inversions(nxt) - inversions(walk))
        walk = nxt
    return _SortedSet(seen)


def _path_f_eight() -> int:
    """Notebook 05 (optional part): how many boards of A*'s solution of 4 1 3 / 7 2 6 / 5 8 0 have f = 8."""
    from teachkit.sliding import astar, manhattan, parse_board

    states = astar(parse_board("4 1 3 / 7 2 6 / 5 8 0"), manhattan).states
    return sum(g + manhattan(b) == 8 for g, b in enumerate(states))


def _path_f_eight_why(count: int) -> str:
    from teachkit.sliding import astar, manhattan, parse_board

    start = parse_board("4 1 3 / 7 2 6 / 5 8 0")
    states = astar(start, manhattan).states
    return (
        f"{count} of the {len(states)} boards. f is {manhattan(start)} at the start and {len(states) - 1} at the "
        "goal, and a move changes it by 0 or +2, so it jumps once. Both moves open at the start push a tile away "
        "from its goal square (6 down, or 8 right), so h goes up: the jump is the first move."
    )


def _traced_board():
    """Notebook 05's traced board: the first seeded 8-puzzle board 10 moves from the goal on which A* with
    Manhattan distance expands two to four boards off its solution path (the rule its cell states)."""
    from teachkit.sliding import bfs_distances, manhattan, off_path_steps
    from teachkit.sliding.measure import pick_at_depths

    distances = bfs_distances(3)
    for seed in range(100):
        start = pick_at_depths(distances, [10], seed=seed)[10]
        if 2 <= len(off_path_steps(start, manhattan)) <= 4:
            return start
    raise LookupError("no seed below 100 gives such a board")


def _f_goes_down() -> bool:
    """Notebook 05: does the f of the board A* expands ever go down from one step to the next on the traced board?"""
    from teachkit.sliding import astar_trace, manhattan

    fs = [s.current.f for s in astar_trace(_traced_board(), manhattan)]
    return any(b < a for a, b in zip(fs, fs[1:]))


def _overestimate_case():
    """Notebook 05: the first seeded 8-puzzle board on which A* with h = 2 × Manhattan distance (which can
    overestimate) returns a longer solution than a shortest one; with that solution, a shortest path, and
    the board of that path with the largest f = i + h."""
    from teachkit.sliding import astar, manhattan, random_board

    def double(board):
        return 2 * manhattan(board)

    for seed in range(200):
        board = random_board(3, seed=seed)
        found, shortest = astar(board, double), astar(board, manhattan)  # Manhattan never overestimates
        if found.cost > shortest.cost:
            worst = max(range(len(shortest.states)), key=lambda i: i + double(shortest.states[i]))
            return board, found.cost, shortest.cost, worst, worst + double(shortest.states[worst])
    raise LookupError("no seed below 200 gives such a board")


def _theorem_step() -> int:
    """Notebook 05: the step of the optimality proof that fails when h can overestimate (h = 2 × Manhattan):
    step 1 needs h = 0 at the goal, step 3 needs f(nᵢ) = i + h(nᵢ) ≤ C for the boards of a shortest path."""
    from teachkit.sliding import goal, manhattan

    _, _, cost, _, largest_f = _overestimate_case()
    if 2 * manhattan(goal(3)) != 0:
        return 1
    return 3 if largest_f > cost else 2


def _theorem_step_why(step: int) -> str:
    board, found, cost, i, f = _overestimate_case()
    return (
        f"Step {step}. With h = 2 × Manhattan distance, h is still 0 at the goal (step 1 holds) and the heap still "
        f"hands out the smallest f (step 2), but on the board {board} the shortest path of C = {cost} moves has a "
        f"board {i} moves along it with f = {i} + {f - i} = {f} > C: step 3 fails, and A* returned {found} moves."
    )


UCS_RANGES = ("under 100", "100 to 999", "1000 to 9999", "10000 or more")


def _ucs_steps() -> int:
    """Notebook 05 (optional part): the steps of A* with h = 0 (uniform-cost search) on the traced board."""
    from teachkit.sliding import astar_trace, zero

    return len(list(astar_trace(_traced_board(), zero)))


def _ucs_range() -> str:
    """The range of UCS_RANGES that holds _ucs_steps()."""
    steps = _ucs_steps()
    return UCS_RANGES[0 if steps < 100 else 1 if steps < 1000 else 2 if steps < 10_000 else 3]


def _ucs_why(_: str) -> str:
    from teachkit.sliding import astar_trace, manhattan

    guided = len(list(astar_trace(_traced_board(), manhattan)))
    return (
        f"Uniform-cost search took {_ucs_steps():,} steps on the traced board, where A* with Manhattan distance "
        f"took {guided}: without an estimate it expands every board closer to the start than the goal (and perhaps "
        "some at the same distance)."
    )


PREDICTIONS.update(
    {
        "05-ucs-steps": Prediction(truth=_ucs_range, why=_ucs_why, choices=UCS_RANGES, normalize=_word),
        "05-theorem-step": Prediction(
            truth=_theorem_step, why=_theorem_step_why, choices=(1, 2, 3, 4), normalize=whole_number
        ),
        "04-farther-neighbours": Prediction(
            truth=_farther_neighbours, why=_farther_neighbours_why, choices=(0, 1, 2, 3, 4), normalize=whole_number
        ),
        "04-swap-count": Prediction(
            truth=lambda: len(_pairs_inverted(SWAP_AFTER)), why=_swap_why, normalize=whole_number, form=_whole_form
        ),
        "04-bfs-share": Prediction(truth=_bfs_share, why=_bfs_share_why, choices=BFS_SHARES, normalize=_share),
        "04-laptops": Prediction(truth=_laptop_range, why=_laptop_why, choices=LAPTOP_RANGES, normalize=_word),
        "04-vertical-changes": Prediction(
            truth=_walk_changes,
            why=lambda truth: (
                f"Along the seeded 5 × 5 walk in the cells below, vertical moves changed the inversions by "
                f"{sorted(truth)}: the moving tile passes 4 others, and each of those 4 pairs flips, so the change "
                "is a sum of four terms +1 or -1."
            ),
            normalize=_as_set,
            form=_set_form,
        ),
        "05-f-eight-on-path": Prediction(
            truth=_path_f_eight, why=_path_f_eight_why, choices=tuple(range(10)), normalize=whole_number
        ),
        "05-f-goes-down": Prediction(
            truth=_f_goes_down,
            why=lambda truth: (
                "It goes down somewhere."
                if truth
                else "With Manhattan distance it never goes down, on this board or any other: the section "
                '"What f does, and why" proves it.'
            ),
            choices=(True, False),
            normalize=_as_bool,
        ),
    }
)


# ---- notebooks 06 and 07 (heuristics; pattern databases and IDA*) ------------------------------------------


def _eight_boards() -> dict[str, tuple[int, ...]]:
    """Notebook 06's five 8-puzzle boards: one seeded board at each depth 4, 8, 12, 16 and 20."""
    from teachkit.sliding import bfs_distances
    from teachkit.sliding.measure import pick_at_depths

    picked = pick_at_depths(bfs_distances(3), [4, 8, 12, 16, 20], seed=0)
    return {f"d={d}": board for d, board in picked.items()}


def _perfect_row():
    """Notebook 06: A* with the perfect heuristic (the true distance) on the depth-20 board of the five."""
    from teachkit.sliding import astar, bfs_distances
    from teachkit.sliding.measure import measure_searches

    distances = bfs_distances(3)
    board = {"d=20": _eight_boards()["d=20"]}
    return measure_searches(astar, board, {"perfect": lambda b, goal=None: distances[b]})[0]


PERFECT_GENERATED = ("21", "22 to 30", "31 to 50", "over 50")


def _perfect_generated() -> str:
    generated = _perfect_row().generated
    return "21" if generated <= 21 else "22 to 30" if generated <= 30 else "31 to 50" if generated <= 50 else "over 50"


def _perfect_generated_why(_: str) -> str:
    row = _perfect_row()
    return (
        f"It expanded {row.expanded} boards and generated {row.generated} nodes: each expansion creates every child "
        f"but the parent (1 to 3 of them; 2 to 4 for the start), not only the next board of the path, about 2 on "
        f"average. So N = {row.generated - 1} is about twice d = {row.depth}, and b* = {row.branching:.3f}, above 1: "
        f"b* = 1 would mean A* generated only the boards of the path."
    )


PREDICTIONS["06-perfect-generated"] = Prediction(
    truth=_perfect_generated,
    why=_perfect_generated_why,
    choices=PERFECT_GENERATED,
    normalize=lambda guess: str(guess).strip() if isinstance(guess, (int, str)) else guess,
)


def _depth20_expanded() -> dict[str, int]:
    """Notebook 06: boards A* expands on the depth-20 board of the five, with misplaced tiles and linear conflict."""
    from teachkit.sliding import astar, linear_conflict, misplaced

    board = _eight_boards()["d=20"]
    return {"misplaced": astar(board, misplaced).expanded, "linear conflict": astar(board, linear_conflict).expanded}


FEWER_TIMES = (2, 10, 40, 400)


def _fewer_times() -> int:
    """The choice nearest (on a log scale) to misplaced's expansions divided by linear conflict's."""
    work = _depth20_expanded()
    ratio = work["misplaced"] / work["linear conflict"]
    return min(FEWER_TIMES, key=lambda c: abs(math.log(ratio / c)))


def _fewer_times_why(_: int) -> str:
    work = _depth20_expanded()
    mis, lc = work["misplaced"], work["linear conflict"]
    return (
        f"misplaced tiles expanded {mis:,} boards, linear conflict {lc:,}: {mis / lc:.1f} times fewer. A better "
        f"informed h keeps A* closer to the solution path; the picture below shows at which depths it saves."
    )


PREDICTIONS["06-fewer-times"] = Prediction(
    truth=_fewer_times,
    why=_fewer_times_why,
    choices=FEWER_TIMES,
    normalize=whole_number,
)


def _row_penalty() -> int:
    from teachkit.sliding import conflict_penalty, parse_board

    return conflict_penalty(parse_board("3 2 1 / 4 5 6 / 7 8 0"))


PREDICTIONS["06-lc-row-321"] = Prediction(
    truth=_row_penalty,
    why=lambda truth: (
        f"teachkit's conflict_penalty says {truth}. The row's goal columns are 2 1 0; the longest increasing "
        f"subsequence is a single tile, so 3 - 1 = 2 tiles must step out: 2 x 2 = 4. Counting the 3 pairs in "
        f"conflict, (3, 2), (3, 1), (2, 1), would give 6, more than the argument guarantees: once 2 tiles have "
        f"stepped out of the row the third is in order, so the penalty counts tiles that leave, not pairs."
    ),
    choices=(0, 2, 4, 6),
    normalize=whole_number,
)


def _board18_work() -> dict[str, int]:
    from teachkit.sliding import astar, linear_conflict, manhattan, parse_board

    board18 = parse_board("4 6 1 / 8 7 3 / 0 5 2")
    return {h.__name__: astar(board18, h).expanded for h in (manhattan, linear_conflict)}


BOARD18_EXPANDED = ("under 50", "50 to 89", "90 to 100", "over 100")


def _board18() -> str:
    """The range of BOARD18_EXPANDED that holds the boards A* expands with linear conflict on the 18-move board."""
    n = _board18_work()["linear_conflict"]
    return BOARD18_EXPANDED[0 if n < 50 else 1 if n < 90 else 2 if n <= 100 else 3]


def board18_split() -> dict[str, tuple[int, int]]:
    """Notebook 06's 18-move board: per heuristic, the boards A* expanded with f below the solution's length
    and with f equal to it (the goal left out)."""
    from teachkit.sliding import astar_trace, goal, linear_conflict, manhattan, parse_board

    board18 = parse_board("4 6 1 / 8 7 3 / 0 5 2")
    split = {}
    for h in (manhattan, linear_conflict):
        trace = list(astar_trace(board18, h))
        cost = trace[-1].current.g
        below = sum(1 for s in trace if s.current.f < cost)
        on_last = sum(1 for s in trace if s.current.f == cost and s.current.board != goal(3))
        split[h.__name__] = (below, on_last)
    return split


def _board18_why(truth: object) -> str:
    from teachkit.sliding import linear_conflict, manhattan, parse_board
    from teachkit.sliding.search import expanded_nodes

    work, split = _board18_work(), board18_split()
    (md_below, md_last), (lc_below, lc_last) = split["manhattan"], split["linear_conflict"]
    nodes = expanded_nodes(parse_board("4 6 1 / 8 7 3 / 0 5 2"), manhattan)
    raised = sum(1 for node in nodes if linear_conflict(node.board) > manhattan(node.board))
    return (
        f"Linear conflict expanded {work['linear_conflict']} boards, Manhattan {work['manhattan']}. Linear conflict "
        f"is higher than Manhattan on only {raised} of the {len(nodes)} boards Manhattan expanded, so the two "
        f"searches are nearly the same. With f below the solution's 18 moves: linear conflict {lc_below}, Manhattan "
        f"{md_below}; with f = 18: {lc_last} against {md_last}. The cells below say which of these dominance decides."
    )


PREDICTIONS["06-board18"] = Prediction(
    truth=_board18,
    why=_board18_why,
    choices=BOARD18_EXPANDED,
    normalize=lambda guess: guess.strip().casefold() if isinstance(guess, str) else guess,
)


def _one_move_changes() -> str:
    import random

    from teachkit.sliding import linear_conflict, neighbors, random_board

    rng = random.Random(0)
    sizes: set[int] = set()
    for k in (3, 4):
        for _ in range(500):
            board = random_board(k, seed=rng.randrange(2**32))
            sizes |= {abs(linear_conflict(child) - linear_conflict(board)) for _, child in neighbors(board)}
    names = {frozenset({1}): "only 1", frozenset({0, 1}): "0 or 1", frozenset({1, 3}): "1 or 3"}
    return names.get(frozenset(sizes), "0 to 3")


PREDICTIONS["06-lc-one-move"] = Prediction(
    truth=_one_move_changes,
    why=lambda truth: (
        f"It changes by {truth} (up or down) on every move from 500 seeded boards of each size, 3 x 3 and 4 x 4. "
        f"The penalty changes in steps of 2, Manhattan by exactly 1, and when the penalty changes it moves against "
        f"Manhattan: the cells below prove it for every board."
    ),
    choices=("only 1", "0 or 1", "1 or 3", "0 to 3"),
)


def _near() -> dict[tuple[int, ...], int]:
    from teachkit.sliding import bfs_distances

    return {board: d for board, d in bfs_distances(3).items() if d <= 14}


def _scaled_overestimates() -> int:
    from teachkit.sliding import manhattan

    return sum(1 for board, d in _near().items() if 1.2 * manhattan(board) > d)


PREDICTIONS["06-scaled-manhattan"] = Prediction(
    truth=lambda: _scaled_overestimates() == 0,
    why=lambda truth: (
        f"1.2 x Manhattan overestimates on {_scaled_overestimates():,} of the {len(_near()):,} boards within 14 "
        f"moves. The average hides the boards where Manhattan is exact: one move from the goal it is 1, and "
        f"1.2 > 1."
    ),
    choices=(True, False),
    normalize=lambda guess: (
        {"true": True, "false": False}.get(guess.strip().casefold(), guess) if isinstance(guess, str) else guess
    ),
)


def _walks() -> dict[str, tuple[int, ...]]:
    """Notebook 07's three 15-puzzle boards: 30 seeded random moves from the goal."""
    from teachkit.sliding import goal, neighbors
    from teachkit.sliding.measure import scramble

    return {f"walk {s}": scramble(goal(4), 30, s, neighbors) for s in (1, 2, 3)}


def _idastar_vs_astar_counts() -> dict[str, tuple[int, int]]:
    """Per walk of notebook 07: (nodes A* generated, nodes IDA* generated), both with Manhattan distance."""
    from teachkit.sliding import astar, idastar, manhattan

    return {label: (astar(b, manhattan).generated, idastar(b, manhattan).generated) for label, b in _walks().items()}


def _idastar_vs_astar() -> str:
    pairs = list(_idastar_vs_astar_counts().values())
    if all(i > a for a, i in pairs):
        return "more"
    return "fewer" if all(i < a for a, i in pairs) else "it depends"


def _idastar_vs_astar_why(truth: object) -> str:
    counts = "; ".join(f"{label}: A* {a:,}, IDA* {i:,}" for label, (a, i) in _idastar_vs_astar_counts().items())
    return (
        f"Nodes generated — {counts}. IDA* generates boards again in every round, and again whenever two paths "
        f"lead to the same board; the cells below show what it saves in memory."
    )


PREDICTIONS["07-idastar-generated"] = Prediction(
    truth=_idastar_vs_astar,
    why=_idastar_vs_astar_why,
    choices=("more", "fewer"),
)


def _single_tile_groups() -> str:
    import random

    from teachkit.sliding import AdditivePDB, goal, linear_conflict, manhattan, misplaced, random_board
    from teachkit.sliding.pdb import build_pattern_database

    singles = AdditivePDB([build_pattern_database(goal(3), [tile]) for tile in range(1, 9)], reflect=False)
    rng = random.Random(0)
    sample = [random_board(3, seed=rng.randrange(2**32)) for _ in range(2000)]
    candidates = {"misplaced": misplaced, "manhattan": manhattan, "linear conflict": linear_conflict}
    same = [name for name, h in candidates.items() if all(singles(b) == h(b) for b in sample)]
    return same[0] if same else "none of them"


PREDICTIONS["07-single-tile-groups"] = Prediction(
    truth=_single_tile_groups,
    why=(
        "Proof: with one tile in the group the other tiles move for free, so the blank walks around the tile at no "
        "cost (a grid with one square taken stays connected); the tile moves one square per move that counts, so "
        "it needs exactly its rows plus columns. Also checked on 2,000 seeded boards."
    ),
    choices=("misplaced", "manhattan", "linear conflict", "none of them"),
)


def merged_group_values(count: int = 2000, seed: int = 0) -> list[tuple[int, int]]:
    """(table of tiles 1, 2, 3; table of tiles 1, 2 plus table of tile 3) on ``count`` seeded 8-puzzle boards."""
    import random

    from teachkit.sliding import goal, random_board
    from teachkit.sliding.pdb import build_pattern_database

    merged = build_pattern_database(goal(3), (1, 2, 3))
    pair, single = (build_pattern_database(goal(3), g) for g in [(1, 2), (3,)])
    rng = random.Random(seed)
    boards = [random_board(3, seed=rng.randrange(2**32)) for _ in range(count)]
    return [(merged.cost(b), pair.cost(b) + single.cost(b)) for b in boards]


def _merged_group() -> str:
    pairs = merged_group_values()
    if all(m == s for m, s in pairs):
        return "always equal"
    if all(m >= s for m, s in pairs):
        return "never smaller"
    return "never larger" if all(m <= s for m, s in pairs) else "it depends on the board"


PREDICTIONS["07-merged-group"] = Prediction(
    truth=_merged_group,
    why=(
        "Proof: of the fewest moves of tiles 1, 2, 3 that bring the three home, the moves of 1 or 2 bring (1, 2) "
        "home, at least table (1, 2) of them, and the others move 3, at least table (3); the merged table also "
        "sees 3 get in the way of 1 and 2. Also checked on 2,000 seeded boards."
    ),
    choices=("always equal", "never smaller", "never larger", "it depends on the board"),
)


def _pdb44_audit():
    from teachkit.sliding import AdditivePDB, goal, neighbors
    from teachkit.sliding.measure import audit_heuristics
    from teachkit.sliding.pdb import build_pattern_database

    near = _near()
    pdb = AdditivePDB([build_pattern_database(goal(3), g) for g in [(1, 2, 3, 4), (5, 6, 7, 8)]], reflect=True)
    return audit_heuristics({"4-4": pdb}, near, lambda b: [(m, n) for m, n in neighbors(b) if n in near])["4-4"]


def _pdb44_consistent() -> bool:
    return _pdb44_audit().consistent


def _pdb44_why(truth: object) -> str:
    audit = _pdb44_audit()
    if truth:
        return f"No move among the {audit.edges:,} checked lowers it by more than 1."
    return (
        f"{audit.inconsistent:,} of the {audit.edges:,} moves checked lower it by more than 1. A table keeps "
        f"the cheapest cost over all squares of the blank, and that square can be walled off from the real blank "
        f"by the group's tiles. A* still finds shortest solutions with it (notebook 05's proof needs only "
        f"admissibility), but may expand a board more than once; IDA* needs only admissibility."
    )


PREDICTIONS["07-pdb44-consistent"] = Prediction(
    truth=_pdb44_consistent,
    why=_pdb44_why,
    choices=(True, False),
    normalize=lambda guess: (
        {"true": True, "false": False}.get(guess.strip().casefold(), guess) if isinstance(guess, str) else guess
    ),
)


def _pdb44_vs_lc_work() -> dict[str, int]:
    """Notebook 07: nodes A* expands on notebook 06's depth-20 board with linear conflict and the plain 4-4 tables."""
    from teachkit.sliding import AdditivePDB, astar, goal, linear_conflict
    from teachkit.sliding.pdb import build_pattern_database

    board = _eight_boards()["d=20"]
    tables = [build_pattern_database(goal(3), group) for group in ((1, 2, 3, 4), (5, 6, 7, 8))]
    plain = AdditivePDB(tables, reflect=False)
    return {"linear conflict": astar(board, linear_conflict).expanded, "4-4": astar(board, plain).expanded}


def _pdb44_vs_lc() -> str:
    work = _pdb44_vs_lc_work()
    return (
        "fewer"
        if work["4-4"] < work["linear conflict"]
        else "as many"
        if work["4-4"] == work["linear conflict"]
        else "more"
    )


def _pdb44_vs_lc_why(_: str) -> str:
    work = _pdb44_vs_lc_work()
    return f"A* expanded {work['4-4']} nodes with the 4-4 tables and {work['linear conflict']} with linear conflict."


PREDICTIONS["07-pdb44-vs-lc"] = Prediction(
    truth=_pdb44_vs_lc,
    why=_pdb44_vs_lc_why,
    choices=("fewer", "as many", "more"),
    normalize=_word,
)


def _reflection_relabel() -> tuple[int, ...]:
    """Notebook 07: relabel[t], the name real tile t takes on the reflected 8-puzzle board."""
    from teachkit.sliding import goal
    from teachkit.sliding.board import reflection_labels

    return reflection_labels(goal(3))


def _reflection_tiles() -> frozenset:
    """Notebook 07: the real tiles that the table of tiles 1-4 reads on the reflected board (the tiles renamed 1-4)."""
    relabel = _reflection_relabel()
    return frozenset(t for t in range(1, 9) if relabel[t] in (1, 2, 3, 4))


def _as_tiles(guess: object) -> object:
    """{1, 4, 7, 2} or [1, 2, 4, 7] -> frozenset of ints; anything else is returned as it was."""
    if isinstance(guess, (set, frozenset, list, tuple)) and all(
        isinstance(t, int) and not isinstance(t, bool) for t in guess
    ):
        return frozenset(guess)
    return guess


def _tiles_form(guess: object) -> str | None:
    """What a guess should look like if it is not a set of four tiles of the 8-puzzle (else None)."""
    if isinstance(guess, frozenset) and len(guess) == 4 and guess <= set(range(1, 9)):
        return None
    return "a Python set of four tile numbers from 1 to 8, such as {1, 2, 3, 4}"


def _reflection_tiles_why(truth: object) -> str:
    relabel = _reflection_relabel()
    tiles = sorted(truth) if isinstance(truth, frozenset) else []
    read = ", ".join(f"real {t} is renamed {relabel[t]}" for t in tiles)
    return (
        f"On the flipped board the table of tiles 1-4 reads the tiles renamed 1, 2, 3, 4: {read}. So the same "
        f"table judges another group of real tiles, and the two sums can differ; h takes the larger."
    )


PREDICTIONS["07-reflection-tiles"] = Prediction(
    truth=_reflection_tiles,
    why=_reflection_tiles_why,
    normalize=_as_tiles,
    form=_tiles_form,
    show=lambda guess, truth: (
        "{" + ", ".join(str(t) for t in sorted(truth if isinstance(truth, frozenset) else ())) + "}"
    ),
)
