# %% [markdown] slideshow={"slide_type": "slide"}
# # The 15-puzzle, part 3: heuristics
#
# *Which estimate makes A* fastest — measured, proved, and checked against the exact distances of the 8-puzzle.*
#
# **Learning objectives.** After this notebook you can
# * compute the misplaced-tiles, Manhattan and linear-conflict heuristics by hand, and one of them in code;
# * compare heuristics by the nodes A* expands and generates, and by the effective branching factor b*;
# * prove a heuristic consistent, hence admissible, and check it on the 8-puzzle;
# * say what dominating another heuristic guarantees.
#
# **Prerequisites.** [05 · The 15-puzzle, part 2: A*](05-fifteen-puzzle-a-star.ipynb) (A*, f = g + h,
# Manhattan distance); Python functions and loops.
# **Time needed.** About 60 minutes, by the formula explained in [00-index](00-index.ipynb) (words to read,
# plus minutes for each exercise and prediction).
#
# **Previous:** [05 · The 15-puzzle, part 2: A*](05-fifteen-puzzle-a-star.ipynb) ·
# **Index:** [00-index](00-index.ipynb) ·
# **Next:** [07 · The 15-puzzle: pattern databases and IDA*](07-fifteen-puzzle-pattern-databases.ipynb)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Where we are
#
# A* expands the frontier board of smallest f = g + h: g counts the moves made, the heuristic h estimates
# the moves left. If h never overestimates (h is *admissible*), A* returns a shortest solution. This notebook
# measures how much a better h saves. The next cell loads the exact distance of every 8-puzzle board (by
# breadth-first search, as in notebook 05).

# %% slideshow={"slide_type": "skip"}
import sys

if sys.platform == "emscripten":  # running in the browser (JupyterLite): install teachkit there first
    import piplite

    await piplite.install("teachkit")

# %% slideshow={"slide_type": "-"}
from teachkit.checks import predict
from teachkit.sliding import astar, bfs_distances, goal, neighbors, parse_board

distances = bfs_distances(3)
print(f"exact distances of all {len(distances):,} 8-puzzle boards; the farthest are "
      f"{distances.max_distance} moves away")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Four heuristics
#
# * **zero**: h = 0, no information. A* is then *uniform-cost search*: as every move costs 1, it takes boards
#   off the frontier in order of their depth, as breadth-first search does.
# * **misplaced tiles**: how many tiles (the blank is not one) are not on their goal square. Each needs a move.
# * **Manhattan distance**: for each tile, the rows plus the columns between it and its goal square, added up.
# * **linear conflict**: Manhattan plus 2 for each tile that has to leave its goal row or column to let
#   another tile of that line pass (Hansson, Mayer & Yung, 1992).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1 — Manhattan distance by hand
#
# Russell & Norvig's 8-puzzle example `7 2 4 / 5 0 6 / 8 3 1` uses the goal with the blank *first*:
# `0 1 2 / 3 4 5 / 6 7 8`. What is its Manhattan distance to that goal? Work it out on paper, tile by tile.

# %% slideshow={"slide_type": "-"} tags=["exercise", "slide-code"] teachkit={"answered_by": ["teachkit.sliding.manhattan", "teachkit.sliding.HEURISTICS"], "exercise": "06-1", "minutes": 6}
from teachkit.sliding.exercises import check_manhattan_by_hand

aima = parse_board("7 2 4 / 5 0 6 / 8 3 1")
my_manhattan = ...  # a number
check_manhattan_by_hand(aima, my_manhattan, goal=goal(3, blank="first"))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Linear conflict
#
# Two tiles in their goal row, in the wrong order, cannot pass each other inside the row: one steps out and
# back, two moves Manhattan does not count. The **penalty of a row**: list the goal columns of the row's tiles
# whose goal row it is, keep the most of them already in increasing order (a *longest increasing
# subsequence*); every other one must step out and back: penalty = 2 × (listed − kept). Columns likewise,
# with goal rows. Linear conflict = Manhattan + the penalties of all rows and columns.

# %% slideshow={"slide_type": "subslide"}
from teachkit.sliding import HEURISTICS, conflict_penalty
from teachkit.sliding.draw import board_picture
from teachkit.sliding.heuristics import line_penalty, longest_increasing

example = parse_board("2 1 3 / 4 5 6 / 8 7 0")
for row, columns in (("top row 2 1 3", [1, 0, 2]), ("bottom row 8 7 _", [1, 0])):
    print(f"{row}: goal columns {columns}, longest increasing {longest_increasing(columns)}, "
          f"penalty {line_penalty(columns)}")
print(f"all rows and columns: penalty {conflict_penalty(example)}")
print(", ".join(f"{name} {h(example)}" for name, h in HEURISTICS.items()), f"| true distance {distances[example]}")
board_picture(example, title="blue = on its goal square")

# %% [markdown] slideshow={"slide_type": "fragment"}
# **Predict.** Work it out by hand: the top row is `3 2 1`, every other tile is home. What is the
# linear-conflict penalty? Choose 0, 2, 4 or 6.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
my_guess = ...  # 0, 2, 4 or 6
predict("sliding:06-lc-row-321", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# 4. The goal columns of 3 2 1 are 2 1 0: no two are increasing, so one tile is kept and two step out and
# back, 2 × (3 − 1) = 4. The columns hold no tile of their own out of order, so they add 0.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2 — write a heuristic
#
# Write `my_misplaced(board)`: the number of tiles, *not counting the blank*, not on their square in the
# blank-last goal, for boards of any width (the checker tries 300 seeded boards of each size, 3 × 3 and
# 4 × 4). `goal(k)` is the goal of width k; `math.isqrt(len(board))` is a board's width. Write the loop
# yourself: teachkit's heuristic does not count.

# %% slideshow={"slide_type": "-"} tags=["exercise", "slide-code"] teachkit={"answered_by": ["teachkit.sliding.misplaced"], "exercise": "06-2"}
import math

from teachkit.sliding.exercises import check_misplaced_function


def my_misplaced(board):
    """Tiles (not the blank) that are not on their goal square."""
    ...  # your code


check_misplaced_function(my_misplaced)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Measuring the heuristics
#
# We give A* the same boards with each heuristic and count the boards it *expands* and *generates*. Expanding a
# board creates its children, one per move of the blank, except the move back to the parent. *Generated*
# counts the start board plus every child created. The boards are seeded picks at depths 4, 8, 12, 16 and 20.

# %% slideshow={"slide_type": "-"}
from teachkit.sliding.measure import comparison_table, measure_searches, measurement_table, pick_at_depths

eight = {f"d={d}": b for d, b in pick_at_depths(distances, [4, 8, 12, 16, 20], seed=0).items()}
rows8 = measure_searches(astar, eight, HEURISTICS)
print(comparison_table(rows8, ["expanded"]))
print()
print(comparison_table(rows8, ["generated"]))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The effective branching factor
#
# To compare boards of different depth, Russell & Norvig use the **effective branching factor** b*. With N nodes generated *besides the start* (N = `generated` − 1) and
# a solution at depth d, b* is the branching factor a uniform tree of depth d needs to hold N nodes plus its
# root:
#
# $$N + 1 = 1 + b^* + (b^*)^2 + \dots + (b^*)^d .$$
#
# For b ≥ 0 the right-hand side grows with b, so *bisection* finds b*: halve an interval that contains it,
# keeping the half that still does, until it is narrow enough.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 3 — the effective branching factor
#
# Write `my_b_star(n, d)` that solves n + 1 = 1 + b + b² + … + b^d for b, accurate to 1e-3: by bisection
# (start with `low, high = 0, n + 1`) or any method of your own. Plain Python: a library root finder (such
# as `numpy.roots`) or teachkit's own function is not accepted.

# %% slideshow={"slide_type": "-"} tags=["exercise", "slide-code"] teachkit={"answered_by": ["teachkit.sliding.measure.effective_branching_factor"], "exercise": "06-3", "minutes": 10}
from teachkit.sliding.exercises import check_branching_function


def my_b_star(n, d):
    """The effective branching factor for n nodes generated besides the root, and solution depth d."""
    ...  # your code


check_branching_function(my_b_star)

# %% [markdown] slideshow={"slide_type": "subslide"}
# teachkit's own bisection is `effective_branching_factor(N, d)`. Russell & Norvig's example, and b* for the
# searches measured above:

# %% slideshow={"slide_type": "-"}
from teachkit.sliding.measure import effective_branching_factor, tree_size

b = effective_branching_factor(52, 5)
print(f"Russell & Norvig's example, N = 52 nodes at depth 5: b* = {b:.3f}; "
      f"1 + b* + ... + b*^5 = {tree_size(b, 5):.3f}")
print()
print(comparison_table(rows8, ["branching"]))
print("zero's b* falls with depth: A* expands a board met again by no shorter way only once, and the")
print("8-puzzle is finite, so the deeper levels add ever fewer new boards.")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A perfect heuristic
#
# b* = 1 would mean A* generated only the boards on the solution path. The next cell measures A* with the
# *perfect* heuristic, h = the true distance, on the same five boards.

# %% slideshow={"slide_type": "-"}
def perfect(board, goal=None):  # A* also hands the goal to h; the table knows only the blank-last goal
    """The true distance to the blank-last goal, looked up in the table."""
    return distances[board]


rows_perfect = measure_searches(astar, eight, {"perfect": perfect})

# %% [markdown] slideshow={"slide_type": "fragment"}
# **Predict.** With the perfect heuristic, is b* exactly 1 on each of the five boards, or above 1 on each?
# Write `"exactly 1"` or `"above 1"`, then run the cell.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
my_guess = ...  # "exactly 1" or "above 1"
predict("sliding:06-perfect-b-star", my_guess)

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you predict
print("Answer: A* with the perfect heuristic on the five boards")
print(measurement_table(rows_perfect))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# A* with the perfect heuristic expands only the boards of a shortest path (the *expanded* column equals the
# depth), yet b* stays above 1: expanding a board generates *all* its children (all but the parent), not just
# the next board on the path, so N is larger than d.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Comparing the heuristics board by board
#
# Blind search's work (zero) explodes with depth; the informed searches grow far more slowly. On every board
# each heuristic is at least the one in the column to its left (it *dominates* it): a misplaced tile is at
# least one square from home, and linear conflict only adds to Manhattan. Did each also expand at most as
# many boards?

# %% slideshow={"slide_type": "-"}
cell = {(r.heuristic, r.instance): r for r in rows8}
names = list(HEURISTICS)
never_more = all(cell[a, i].expanded >= cell[b, i].expanded for i in eight for a, b in zip(names, names[1:]))
print("on these five boards, each heuristic expanded at most as many boards as the one to its left:", never_more)
print(f"at depth 20, zero expanded {cell['zero', 'd=20'].expanded / cell['linear conflict', 'd=20'].expanded:,.0f}"
      f" times as many boards as linear conflict")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### One more board
#
# Here is a board 18 moves from the goal. Linear conflict dominates Manhattan distance.

# %% slideshow={"slide_type": "-"}
from teachkit.sliding import astar_trace, linear_conflict, manhattan

board18 = parse_board("4 6 1 / 8 7 3 / 0 5 2")
print("depth:", distances[board18])

# %% [markdown] slideshow={"slide_type": "fragment"}
# **Predict.** Will A* with linear conflict expand *fewer* boards than with Manhattan distance here, *as many*,
# or *more*? Write `"fewer"`, `"as many"` or `"more"`, then run the cell.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
my_guess = ...  # "fewer", "as many" or "more"
predict("sliding:06-board18", my_guess)

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you predict
print("Answer: the expanded boards, split by their f")
below = {}
for h in (manhattan, linear_conflict):
    trace = list(astar_trace(board18, h))
    cost = trace[-1].current.g
    below[h.__name__] = {s.current.board for s in trace if s.current.f < cost}
    on_last = sum(1 for s in trace if s.current.f == cost and s.current.board != goal(3))
    print(f"{h.__name__:<16} expanded {len(trace) - 1:>3}: {len(below[h.__name__]):>3} with f < {cost}, "
          f"{on_last:>3} with f = {cost}")
print("boards with f < 18 that linear conflict expanded are all among Manhattan's:",
      below["linear_conflict"] <= below["manhattan"])

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### What dominance guarantees
#
# Call C\* the length of a shortest solution (here 18), and g\*(n) the true distance from the start to n.
# A* with a *consistent* heuristic (one move never lowers h by more than 1; see the next section) expands
# every board with g\*(n) + h(n) < C\*, each once, and none with g\*(n) + h(n) > C\* (Hart, Nilsson &
# Raphael, 1968).
#
# Now let h₁ ≥ h₂ on every board, **both consistent**. A board A* expands with h₁ below C\* has
# g\* + h₂ ≤ g\* + h₁ < C\*, so A* expands it with h₂ too: with h₁, A* expands **no more boards with f < C\***.

# %% [markdown] slideshow={"slide_type": "fragment"}
# The boards with f = C\* form the last *f-contour* (the boards of one f, like a contour line on a map). A*
# expands some of them before it takes the goal off the frontier; how ties are broken decides how many, and
# dominance says nothing about them. Here linear conflict saves boards below C\* and loses more on the last
# f-contour: "more" rests on 97 against 96 boards, a one-board difference made by tie-breaking.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Admissible and consistent
#
# * **Admissible:** h(n) ≤ h\*(n) for every board n, where h\* is the true distance to the goal.
# * **Consistent:** h(n) ≤ 1 + h(n′) for every move from n to n′, and h(goal) = 0.
#
# **Consistent implies admissible.** Along a shortest path n = n₀, n₁, …, n_d = goal, h drops by at most one
# per move and ends at 0, so h(n) ≤ d = h\*(n).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Manhattan distance and misplaced tiles are consistent
#
# One move shifts one tile by one square, so it changes that tile's distance by exactly one and no other
# tile's: |h(n) − h(n′)| = 1, so h(n) ≤ h(n′) + 1; and h(goal) = 0. Misplaced tiles likewise: a move changes
# the square of one tile only, so |h(n) − h(n′)| ≤ 1.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### One move and linear conflict
#
# A move changes Manhattan by exactly 1, and it can also change the penalty of a row or a column.
#
# **Predict.** By how much, up or down, can one move change linear conflict? Choose `"only 1"`, `"0 or 1"`,
# `"1 or 3"` or `"0 to 3"`.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
my_guess = ...  # "only 1", "0 or 1", "1 or 3" or "0 to 3"
predict("sliding:06-lc-one-move", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# Only 1, up or down, on every board of every size. A line's penalty counts its *own* tiles (whose goal is in it). Take
# a sideways move of tile t from column c to c′ (up and down: swap rows and columns). Its row keeps the same
# tiles in the same order; of the columns, only t's goal column can change, if it is c or c′:
#
# * t **leaves** its goal column: Manhattan +1; the column loses a tile, its longest increasing subsequence
#   shrinks by 0 or 1, so its penalty changes by −2 or 0. In total +1 or −1.
# * t **enters** its goal column: Manhattan −1, penalty +2 or 0: again −1 or +1.
# * otherwise only Manhattan changes, by ±1.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# So |h(n) − h(n′)| = 1 for every move: linear conflict is consistent, hence admissible, on boards of every
# size. The next cell counts the changes over every move from 2,000 seeded boards of each size (**Try it:**
# `changes(distances)` takes every move of the 8-puzzle; it is slow).

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# Answer — open after you predict
import random
from collections import Counter

from teachkit.sliding import random_board


def changes(boards):
    """How often a move changes linear conflict by each amount, over every move from `boards`."""
    return Counter(linear_conflict(child) - linear_conflict(board) for board in boards for _, child in neighbors(board))


print("Answer: the measured changes")
rng = random.Random(0)
for k in (3, 4):
    boards = [random_board(k, seed=rng.randrange(2**32)) for _ in range(2000)]
    print(f"{k} x {k}, every move from 2,000 seeded boards: change -> how many moves", dict(changes(boards)))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Why consistency matters for A*
#
# With a consistent h, f never decreases along a path: f(n') = g + 1 + h(n') ≥ g + h(n) = f(n). From this,
# Hart, Nilsson & Raphael (1968) prove that boards come off the frontier in order of f, each expanded at most
# once, with its smallest g.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 4 — admissible or not?
#
# Adding two heuristics gives a bigger estimate; A* is still sure to find a shortest solution only if the sum
# is admissible. Is h(n) = misplaced(n) + manhattan(n) admissible? Think first (a proof or a
# counter-example), then let the checker test your answer on all 8-puzzle boards.

# %% slideshow={"slide_type": "-"} tags=["exercise", "slide-code"] teachkit={"answered_by": ["teachkit.sliding.measure.audit_heuristics"], "exercise": "06-4", "minutes": 6}
from teachkit.sliding import misplaced
from teachkit.sliding.exercises import check_admissible


def both(board):
    return misplaced(board) + manhattan(board)


my_verdict = ...  # True (admissible) or False
check_admissible(both, my_verdict, distances)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Checking instead of trusting
#
# For the 8-puzzle we know h\* of every board, so both properties can be checked by brute force. To stay quick,
# this cell checks only the boards within 14 moves of the goal and every move between two of them.

# %% slideshow={"slide_type": "-"}
from teachkit.sliding.measure import audit_heuristics, audit_table

near = {board: d for board, d in distances.items() if d <= 14}
print(f"checking {len(near):,} of the {len(distances):,} boards: those within 14 moves of the goal")


def moves_within(board):
    """The moves from `board` that stay among the boards in `near`."""
    return [(move, nxt) for move, nxt in neighbors(board) if nxt in near]


audits = audit_heuristics(HEURISTICS, near, moves_within)
print(audit_table(audits))

# %% [markdown] slideshow={"slide_type": "fragment"}
# The verdicts agree with the proofs. *mean h/h\** says how much of the true distance each heuristic sees, on
# average. **Try it:** `audit_heuristics(HEURISTICS, distances, neighbors)` checks all 8-puzzle boards.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A little more than Manhattan
#
# **Predict.** Manhattan sees on average only part of the true distance. Is `1.2 * manhattan` admissible on
# these boards within 14 moves? Write `True` or `False`, then run the cell.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
my_guess = ...  # True or False
predict("sliding:06-scaled-manhattan", my_guess)

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you predict
scaled = audit_heuristics({"1.2 * manhattan": lambda b: 1.2 * manhattan(b)}, near, moves_within)
print("Answer: the audit of 1.2 * manhattan")
print(audit_table(scaled))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# No. The average hides the boards where Manhattan is exact: one move from the goal it is 1, and 1.2 > 1.
# Any factor above 1 overestimates wherever Manhattan equals the true distance.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Proved, measured, cited
#
# * **Proved**, for every size: the three heuristics (linear conflict as teachkit computes it) are consistent,
#   hence admissible; a consistent dominating heuristic expands no more boards with f below C\*.
# * **Measured**, on the boards shown only: the audit agrees with the proofs; linear conflict expanded at most
#   as many boards as Manhattan on the five boards, and one more on the 18-move board.
# * **Cited**: that A* with a consistent h expands every board with f < C\* (Hart, Nilsson & Raphael);
#   linear conflict itself (Hansson, Mayer & Yung).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### How close to the truth?
#
# At each true distance from 0 to 31: up to 50 seeded boards (all of them where there are fewer), each
# heuristic's average (line) and its smallest to largest value (band). Misplaced tiles stays flat: on the
# 8-puzzle it can never exceed 8, the number of tiles.

# %% slideshow={"slide_type": "-"}
from teachkit.sliding.draw import heuristic_accuracy

heuristic_accuracy(distances, {n: h for n, h in HEURISTICS.items() if n != "zero"}, per_depth=50, seed=0)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# * Misplaced tiles ≤ Manhattan ≤ linear conflict ≤ true distance; all three proved consistent, hence
#   admissible. Linear conflict adds 2 × (listed − kept) per line; a move changes it by exactly 1.
# * Better estimates cut A*'s work by orders of magnitude on the boards measured; b* stayed above 1 even
#   for the perfect heuristic.
# * With both heuristics consistent, a dominating one never expands more boards with f below the solution
#   length; ties on the last f-contour can cost it a few.
#
# **Where next:** [07 · The 15-puzzle: pattern databases and IDA*](07-fifteen-puzzle-pattern-databases.ipynb) —
# the 15-puzzle needs better still. **Index:** [00-index](00-index.ipynb) · back to
# [05 · part 2: A*](05-fifteen-puzzle-a-star.ipynb)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ## Sources
#
# * P. E. Hart, N. J. Nilsson, B. Raphael, "A formal basis for the heuristic determination of minimum cost
#   paths", *IEEE Transactions on Systems Science and Cybernetics* 4(2), 1968 — A*, its optimality, and
#   dominating heuristics.
# * O. Hansson, A. Mayer, M. Yung, "Criticizing solutions to relaxed models yields powerful admissible
#   heuristics", *Information Sciences* 63, 1992 — linear conflict.
# * S. Russell, P. Norvig, *Artificial Intelligence: A Modern Approach* (chapter on informed search) — the
#   effective branching factor and the 8-puzzle example of Exercise 1.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Solutions
#
# Expand the hidden cells below — after you have tried.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "06-1"}
# Solution — open after you have tried
# Distances of tiles 1..8 to their squares in 0 1 2 / 3 4 5 / 6 7 8:
# 1: 3, 2: 1, 3: 2, 4: 2, 5: 2, 6: 3, 7: 3, 8: 2  -> 18 (Russell & Norvig's h2).
print("Solution of Exercise 1, checked:")
check_manhattan_by_hand(aima, 3 + 1 + 2 + 2 + 2 + 3 + 3 + 2, goal=goal(3, blank="first"))


# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "06-2"}
# Solution — open after you have tried
def my_misplaced(board):
    """Tiles (not the blank) that are not on their goal square."""
    target = goal(math.isqrt(len(board)))  # the goal of the board's own width
    return sum(1 for tile, home in zip(board, target) if tile != 0 and tile != home)


print("Solution of Exercise 2, checked:")
check_misplaced_function(my_misplaced)


# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "06-3"}
# Solution — open after you have tried
def my_b_star(n, d):
    """The effective branching factor for n nodes generated besides the root, and solution depth d."""
    low, high = 0.0, float(n + 1)
    while high - low > 1e-9:
        middle = (low + high) / 2
        if sum(middle**i for i in range(d + 1)) < n + 1:  # d + 1 terms: b^0 (the root) to b^d
            low = middle
        else:
            high = middle
    return (low + high) / 2


print("Solution of Exercise 3, checked:")
check_branching_function(my_b_star)

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "06-4"}
# Solution — open after you have tried
# Not admissible. A misplaced tile is counted once by `misplaced` and at least once more by `manhattan`, but a
# single move can bring it home: one move from the goal, the sum says 2.
print("Solution of Exercise 4, checked:")
check_admissible(both, False, distances)
