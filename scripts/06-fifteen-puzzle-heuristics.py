# %% [markdown] slideshow={"slide_type": "slide"}
# # The 15-puzzle, part 3: heuristics
#
# *Which estimate makes A* fastest?*
#
# **Learning objectives.** You can
# * compute Manhattan distance and a linear-conflict penalty by hand, and misplaced tiles in code;
# * compare heuristics by the nodes A* expands and generates, and compute the effective branching factor b\*
#   by bisection;
# * follow why a heuristic is consistent, hence admissible; decide whether a sum of two is admissible.
#
# **Prerequisites.** Notebook 05; Python functions and loops.
# **Time needed.** About 60 minutes, plus about 30 for the optional part ([00-index](00-index.ipynb)'s formula).
#
# **Previous:** [05 · part 2: A*](05-fifteen-puzzle-a-star.ipynb) · **Index:** [00-index](00-index.ipynb) ·
# **Next:** [07 · pattern databases and IDA*](07-fifteen-puzzle-pattern-databases.ipynb)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** Last time A* found shortest solutions; today we ask which estimate h makes it fastest, and we prove
# what we claim.
# **Ask:** What must h never do for A* to return a shortest solution? **Answer:** overestimate the moves left.
#
# 50-minute plan:
# - 5 min — Where we are; four heuristics
# - 8 min — Exercise 1 (Manhattan by hand), done in the room
# - 7 min — Linear conflict and its prediction
# - 15 min — Measuring; the effective branching factor; the perfect heuristic (Exercises 2 and 3 as homework)
# - 10 min — Admissible and consistent; Exercise 4
# - 5 min — Summary (the optional part as reading)
#
# 90-minute plan:
# - 5 min — Where we are; four heuristics
# - 8 min — Exercise 1 (Manhattan by hand)
# - 7 min — Linear conflict and its prediction
# - 10 min — Exercise 2 (misplaced tiles in code)
# - 5 min — Measuring the heuristics
# - 20 min — The effective branching factor; Exercise 3; the perfect heuristic
# - 10 min — Admissible and consistent; Exercise 4
# - 10 min — Optional part: the heuristics board by board
# - 10 min — Optional part: linear conflict is consistent (the rest as reading)
# - 5 min — Summary
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Where we are
#
# * A* expands the frontier board of smallest f = g + h: g = moves made, h = estimated moves left.
# * If h never overestimates (is *admissible*), A* returns a shortest solution (notebook 05).
# * Today: how much a better h saves.

# %% slideshow={"slide_type": "skip"}
import sys

if sys.platform == "emscripten":  # running in the browser (JupyterLite): install teachkit there first
    import piplite

    await piplite.install("teachkit")

# %% slideshow={"slide_type": "-"}
from teachkit.checks import predict
from teachkit.sliding import astar, bfs_distances, goal, neighbors, parse_board

distances = bfs_distances(3)
print(
    f"exact distances of all {len(distances):,} 8-puzzle boards; the farthest are {distances.max_distance} moves away"
)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the loading cell (about a second). **Say:** these exact distances let us check every claim about a
# heuristic on the whole 8-puzzle. **Ask:** Why not do the same for the 15-puzzle? **Answer:** it has
# 16!/2 ≈ 10¹³ boards (notebook 04): at one byte per board, a table of all of them needs about 10 TB, far
# more than a laptop's memory.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Four heuristics
#
# * **zero**: h = 0; A* then expands boards in order of depth (*uniform-cost search*).
# * **misplaced tiles**: tiles (not the blank) off their goal square; each needs a move.
# * **Manhattan distance**: each tile's rows plus columns to its goal square, added up.
# * **linear conflict**: Manhattan plus a penalty for tiles blocking each other in a line
#   (Hansson, Mayer & Yung, 1992).

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** four estimates, from no information to the most; linear conflict gets its own slide next.
# **Ask:** On the board one move from the goal, what do misplaced tiles and Manhattan say? **Answer:** 1 and
# 1: one tile is one square from home.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1 — Manhattan distance by hand
#
# Russell & Norvig's board `7 2 4 / 5 0 6 / 8 3 1`, with their goal, blank *first* (not last, as elsewhere
# here): `0 1 2 / 3 4 5 / 6 7 8`. Its Manhattan distance? On paper, tile by tile.

# %% slideshow={"slide_type": "-"} tags=["exercise", "slide-code"] teachkit={"answered_by": ["teachkit.sliding.manhattan", "teachkit.sliding.HEURISTICS"], "exercise": "06-1", "minutes": 8}
from teachkit.sliding.exercises import check_manhattan_by_hand

aima = parse_board("7 2 4 / 5 0 6 / 8 3 1")
my_manhattan = ...  # a number
check_manhattan_by_hand(aima, my_manhattan, goal=goal(3, blank="first"))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the exercise cell once with `...` to show the checker, then give the room five minutes.
# **Say:** write the eight distances in a row, then add; the blank does not count.
# **Ask:** How far is tile 7 from home? **Answer:** 3: its home is the bottom-middle square, 2 rows down and 1
# column right of where it stands.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Linear conflict
#
# Two tiles in their goal row, in the wrong order, cannot pass inside it: one steps out and back, 2 moves
# Manhattan misses. **Penalty of a row:**
# 1. List the goal columns of the row's tiles that belong in it.
# 2. Keep the most already in increasing order (a *longest increasing subsequence*: in 1 0 2, length 2).
# 3. Each other tile steps out and back: 2 × (listed − kept).
#
# Columns likewise (`4 / 1 / 7`: goal rows 1 0 2, penalty 2). Linear conflict = Manhattan + all penalties.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** only tiles that belong to a line count in that line; the kept tiles stay, every other one steps
# out and back. **Ask:** A row reads 1 2 3, all at home: its penalty? **Answer:** 0: the list 0 1 2 is
# already increasing, all three are kept.
#
# </details>

# %% slideshow={"slide_type": "subslide"}
from teachkit.sliding import HEURISTICS, conflict_penalty
from teachkit.sliding.draw import linear_conflict_picture
from teachkit.sliding.heuristics import line_penalty, longest_increasing

example = parse_board("2 1 3 / 4 5 6 / 8 7 0")
for columns in ([1, 0, 2], [1, 0]):  # goal columns of the top row 2 1 3, then of the bottom row 8 7 _
    print(f"goal columns {columns}: longest increasing {longest_increasing(columns)}, penalty {line_penalty(columns)}")
print(f"all rows and columns: penalty {conflict_penalty(example)}")
print(", ".join(f"{name} {h(example)}" for name, h in HEURISTICS.items()), f"| true distance {distances[example]}")
linear_conflict_picture(example, (2, 1), (8, 7))  # (steps out, slides along) in each row

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the example cell. **Say:** in the top row 2 and 1 swap places: one steps out, 2 extra moves; the
# bottom row likewise. **Ask:** Why is the true distance, 22, so far above linear conflict's 8? **Answer:**
# linear conflict is only a lower bound: it counts each tile's own distance and the line conflicts, not the
# moves the blank makes to reach each tile.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# Even linear conflict is far below the true distance (last line printed above).
#
# **Predict.** By hand: the top row is `3 2 1`, every other tile home (no moves reach this board, but its
# penalty is defined). Its linear-conflict penalty: 0, 2, 4 or 6?

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
my_guess = ...  # 0, 2, 4 or 6
predict("sliding:06-lc-row-321", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** list the goal columns of the row first. **Ask:** the prediction on the slide; take a show of hands
# for 0, 2, 4, 6. **Answer:** 4: one of the three tiles is kept, two step out and back.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# 4. Goal columns 2 1 0: no two increase, so one tile is kept, two step out and back: 2 × (3 − 1) = 4.
# The columns add 0.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** the longest increasing subsequence decides which tiles may stay in the row. **Ask:** Could two of
# 3 2 1 stay in the row? **Answer:** No: any two of them are in the wrong order, so they would have to pass
# each other inside the row.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2 — write a heuristic
#
# Write `my_misplaced(board)`: tiles, *not the blank*, off their square in the blank-last goal, for any
# width (`goal(k)`: the goal of width k; `math.isqrt(len(board))`: a board's width). The checker tries 300
# seeded 3 × 3 and 300 4 × 4 boards.

# %% slideshow={"slide_type": "-"} tags=["exercise", "slide-code"] teachkit={"answered_by": ["teachkit.sliding.misplaced"], "exercise": "06-2", "minutes": 10}
import math

from teachkit.sliding.exercises import check_misplaced_function


def my_misplaced(board):
    """Tiles (not the blank) that are not on their goal square."""
    ...  # your code


check_misplaced_function(my_misplaced)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the stub once, to show the "not yet". **Say:** compare the board with the goal square by square.
# **Ask:** What goes wrong if you count the blank too? **Answer:** h can overestimate: one move from the goal,
# a tile and the blank are both off their squares, so it says 2 where 1 move is enough.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Measuring the heuristics
#
# 1. Five seeded boards, at depths 4, 8, 12, 16, 20, for every heuristic.
# 2. A *node* is a board as A* meets it; a board reached twice is two nodes.
# 3. **Expanded**: nodes taken off the frontier to create their children (all moves but the one back). With a
#    consistent h (all four are; proofs below, linear conflict's optional), A* expands no board twice (Hart,
#    Nilsson & Raphael, 1968).
# 4. **Generated**: the start node plus every child created.

# %% slideshow={"slide_type": "-"}
from teachkit.sliding.measure import comparison_table, measure_searches, pick_at_depths

eight = {f"d={d}": b for d, b in pick_at_depths(distances, [4, 8, 12, 16, 20], seed=0).items()}
print("h at d = 20:", {name: h(eight["d=20"]) for name, h in HEURISTICS.items()})

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the cell that picks the five boards. **Say:** expanded is the work; generated bounds the memory (it also counts children the best-g test drops).
# **Ask:** Can a board be generated but never expanded? **Answer:** yes: a child still on the frontier when
# A* takes the goal off it.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Predict.** On the d = 20 board, how many times fewer boards does A* expand with linear conflict than with
# misplaced tiles: 2, 10, 40 or 400? Hint: the further h (above) falls short of 20, the further A* strays off
# the path, and boards multiply with each step off it.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
my_guess = ...  # 2, 10, 40 or 400
predict("sliding:06-fewer-times", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** both estimates are admissible; the question is how much the better one saves. **Ask:** the
# prediction on the slide; a show of hands for 2, 10, 40, 400. **Answer:** 40: the checker prints the two
# counts and their ratio (about 42).
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# 40: the checker prints both counts.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** a factor of about 40 on one board; the next picture shows where it comes from. **Ask:** Would you
# expect the factor to grow or shrink on deeper boards? **Answer:** grow: the table below shows the gap
# widening with depth on these five boards.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Where A* spends its work
#
# One A* run per heuristic on the d = 20 board (`expanded_nodes`). Read each panel: boards expanded per
# depth, against the path's one board per depth (◆).

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"}
from teachkit.sliding.draw import expanded_by_depth_picture
from teachkit.sliding.search import expanded_nodes

runs = {name: expanded_nodes(eight["d=20"], h) for name, h in HEURISTICS.items()}
expanded_by_depth_picture(runs, astar(eight["d=20"]).states)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** one shared log axis, so equal heights mean equal counts. Zero's bars grow level after level up to depth 19 (depth 20 is cut short: A* stops when the goal comes off);
# misplaced tiles' rise, then fall near the goal; Manhattan and linear conflict stay near the diamonds, the
# solution path's own boards. **Ask:** Why does zero expand boards at depth 20, the goal's depth? **Answer:**
# with h = 0, every board at depth 20 has f = 20, as the goal does; teachkit takes equal f (and equal h) first in,
# first out, and many depth-20 boards were pushed before the goal.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Zero and misplaced tiles, up to depth 11 (optional)
#
# Up to depth 11 they expand the same number of boards. Why must they?
#
# <details>
# <summary><b>Why</b> (open after you have thought)</summary>
#
# Misplaced tiles is at most 8, so a board 11 or fewer moves from the start has f ≤ 11 + 8 = 19, below the
# solution's 20 moves.
# A* expands every such board before it takes the goal off, with either heuristic; both are consistent, so each
# board is expanded once, at its true depth: the same boards, depth by depth.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** a bound on h gives a depth up to which A* can do no better than uniform-cost search.
# **Ask:** Up to which depth must Manhattan expand every board, by the same argument? **Answer:** none in general:
# Manhattan reaches 22 on the 8-puzzle (largest over all solvable boards), more than C\* = 20 here.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# The same searches on all five boards, counted:

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"}
rows8 = measure_searches(astar, eight, HEURISTICS)
print(comparison_table(rows8, ["expanded"]))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the measuring cell (a few seconds). **Say:** read one row aloud: at depth 20, zero expands tens of
# thousands of boards, linear conflict a few dozen. **Ask:** Why is the gap small at depth 4 and huge at
# depth 20? **Answer:** blind search's work grows with every level of depth; a good h keeps
# A* close to a solution path.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# Manhattan expanded fewer nodes at d = 20 than at 16: work depends on the board, not only its depth.
# Nodes generated:

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"}
print(comparison_table(rows8, ["generated"]))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** generated counts every child created, so it is the larger count. **Ask:** Why is generated always
# larger than expanded? **Answer:** every expansion creates at least one child (a board has at least 2 moves,
# one of them back to the parent), and the start board counts too.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The effective branching factor
#
# b\* sums up one search (Russell & Norvig); compare only at similar depth d. With N = generated − 1,
# **b\*** is the branching of a uniform tree of depth d with N + 1 nodes:
#
# $$N + 1 = 1 + b^* + (b^*)^2 + \dots + (b^*)^d .$$
#
# The right side grows with b ≥ 0, so **bisection** finds b\*: halve an interval holding it, keeping the upper
# half if the tree with b = the middle has fewer than N + 1 nodes.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** b* is the branching of the uniform tree of depth d with as many nodes; it depends on d, and is
# comparable between searches of similar, sufficiently large depth (Russell & Norvig: fairly constant for
# sufficiently hard problems). **Ask:** A search that generates only the path (N = d): what is b*? **Answer:** 1, since
# 1 + 1 + … + 1 (d + 1 terms) = d + 1 = N + 1.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 3 — the effective branching factor
#
# Write `my_b_star(n, d)`: the b solving n + 1 = 1 + b + … + b^d, within 1e-3, by bisection in plain Python.
# `tree_nodes(b, d)` gives the right side; start with `low, high = 0, n + 1`, halve until shorter than 1e-3.

# %% slideshow={"slide_type": "-"} tags=["exercise", "slide-code"] teachkit={"answered_by": ["teachkit.sliding.measure.effective_branching_factor"], "exercise": "06-3", "minutes": 15}
from teachkit.sliding.exercises import check_branching_function


def tree_nodes(b, d):
    """1 + b + b**2 + ... + b**d: the nodes of a uniform tree of depth d."""
    return sum(b**k for k in range(d + 1))


def my_b_star(n, d):
    """b* for n nodes generated besides the root, and solution depth d."""
    ...  # your code


check_branching_function(my_b_star)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the stub. **Say:** tree_nodes adds 1 + b + … + b^d; the exercise is the bisection loop.
# **Ask:** Why is n + 1 a safe upper end? **Answer:** for b = n + 1 ≥ 1 and d ≥ 1, 1 + b alone is n + 2,
# already more than n + 1.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# teachkit's `effective_branching_factor(N, d)` on Russell & Norvig's example and our searches:

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"}
from teachkit.sliding.measure import effective_branching_factor, tree_size

b = effective_branching_factor(52, 5)
print(f"Russell & Norvig's example, N = 52 nodes at depth 5: b* = {b:.3f}; 1 + b* + ... + b*^5 = {tree_size(b, 5):.3f}")
print()
print(comparison_table(rows8, ["branching"]))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the b* cell. **Say:** on these five boards linear conflict's b* is the lowest, or tied for lowest.
# **Ask:** zero's b*
# falls as the depth grows: why? **Answer:** partly because b* overstates shallow searches (the partial
# layer beyond depth d, and the fast growth of the first few layers), and partly because at greater depths boards
# reached again create no children.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A perfect heuristic
#
# A* with the *perfect* heuristic, h = the true distance, on the same five boards.


# %% slideshow={"slide_type": "-"}
def perfect(board, goal=None):  # A* also passes the goal (here always blank-last)
    """The true distance, looked up in the table."""
    return distances[board]


rows_perfect = measure_searches(astar, eight, {"perfect": perfect})

# %% [markdown] slideshow={"slide_type": "fragment"}
# **Predict.** On the d = 20 board, A* with the perfect heuristic expands 20 boards, one per move of a
# shortest path. How many nodes does it *generate*, start included (a board has 2, 3 or 4 moves)? `"21"`,
# `"22 to 30"`, `"31 to 50"` or `"over 50"`?

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
my_guess = ...  # "21", "22 to 30", "31 to 50" or "over 50"
predict("sliding:06-perfect-generated", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the cell that defines `perfect`, then let the room predict. **Say:** a perfect h knows the way; the
# question is what A* still has to *create*. **Ask:** the prediction on the slide. **Answer:** 31 to 50 (40):
# every expansion creates all the children but the parent, about 2, not only the next board of the path.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# 31 to 50 (the table below prints 40). Each expansion generates *all* children but the parent, about 2,
# not only the path's next board: N ≈ 2d, so even the perfect heuristic has b\* > 1.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** so b* measures the children created, and even perfect knowledge pays for them. **Ask:** Why is N
# larger than d? **Answer:** each expansion creates every child but the parent, not only the next board.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The perfect heuristic, measured

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"}
from teachkit.sliding.measure import measurement_table

print("A* with the perfect heuristic on the five boards")
print(measurement_table(rows_perfect))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the table cell. **Say:** A* expanded exactly the depth's number of boards, yet b* is above 1.
# **Ask:** Which column shows that A* never left a shortest path here? **Answer:** *expanded*: it equals the
# depth.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Admissible and consistent
#
# * **Admissible:** h(n) ≤ h\*(n), the true distance, for every board n.
# * **Consistent:** h(n) ≤ 1 + h(n′) for every move n → n′, and h(goal) = 0.
#
# **Consistent ⇒ admissible.** Along a shortest path n = n₀, …, n_d = goal, h drops at most 1 a move to 0,
# so h(n) ≤ d = h\*(n).

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** consistency is a local rule, one move at a time, and it is easier to prove than admissibility.
# **Ask:** Is h = 0 consistent? **Answer:** yes: 0 ≤ 1 + 0 on every move, and h(goal) = 0.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Manhattan distance and misplaced tiles are consistent
#
# * A move shifts one tile one square: Manhattan changes by exactly 1, so h(n) ≤ h(n′) + 1; h(goal) = 0.
# * Misplaced tiles: one tile moves, so the count changes by at most 1; 0 at the goal.
# * Linear conflict: proved in the optional part.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** both proofs look at what one move can change. **Ask:** Can one move change misplaced tiles by 0?
# **Answer:** yes: a tile that moves between two squares, neither of them its home, stays misplaced.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 4 — admissible or not?
#
# Is h(n) = misplaced(n) + manhattan(n) admissible? Answer True, or False with a counter-example board in
# `my_witness`; the checker tests all 8-puzzle boards.

# %% slideshow={"slide_type": "-"} tags=["exercise", "slide-code"] teachkit={"answered_by": ["teachkit.sliding.measure.audit_heuristics"], "exercise": "06-4", "minutes": 10}
from teachkit.sliding import manhattan, misplaced
from teachkit.sliding.exercises import check_admissible


def both(board):
    return misplaced(board) + manhattan(board)


my_verdict = ...  # True (admissible) or False
my_witness = None  # with False: a board where both(board) > distances[board]
check_admissible(both, my_verdict, distances, witness=my_witness)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the exercise cell after two minutes of thinking. **Say:** try the smallest boards first.
# **Ask:** What does the sum say one move from the goal? **Answer:** 2 (1 misplaced + 1 square), while 1 move
# is enough: not admissible.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"} tags=["optional"]
# ## Going further (optional)
#
# Five asides; nothing after them depends on them:
# * the heuristics compared board by board;
# * linear conflict is consistent (a proof);
# * what dominance guarantees, tried on one more board;
# * checking the proofs by brute force on the 8-puzzle;
# * how close each heuristic gets to the true distance.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** in a 50-minute slot, set this part as reading. **Ask:** Which of our claims so far rests on a proof
# still owed? **Answer:** that linear conflict is consistent.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Comparing the heuristics board by board
#
# On every board, each heuristic is at least the one to its left: it *dominates* it. (A misplaced tile is at
# least one square from home; linear conflict only adds to Manhattan.) Did each also expand at most as many
# nodes?

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["optional"]
cell = {(r.heuristic, r.instance): r for r in rows8}
names = list(HEURISTICS)
never_more = all(cell[a, i].expanded >= cell[b, i].expanded for i in eight for a, b in zip(names, names[1:]))
print("on these five boards, each heuristic expanded at most as many nodes as the one to its left:", never_more)
print(
    f"at depth 20, zero expanded {cell['zero', 'd=20'].expanded / cell['linear conflict', 'd=20'].expanded:,.0f}"
    f" times as many nodes as linear conflict"
)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the comparison cell. **Say:** this is measured on five boards only; a later slide proves what
# dominance guarantees on every board. **Ask:** Does h₁ ≥ h₂ on every
# board mean a larger h is always better? **Answer:** no. Among consistent heuristics, dominance only promises
# no more expansions below the solution's length; on the last contour ties can reverse it (a later slide: 97
# against 96). And a larger h that overestimates, like 1.2 × Manhattan, loses the shortest-solution guarantee.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### One move and linear conflict
#
# A move changes Manhattan by exactly 1, and it can also change the penalty of a row or a column. Each
# penalty is 2 × (listed − kept), an even number, so a penalty changes in steps of 2.
#
# **Predict.** By how much, up or down, can one move change linear conflict? Combine Manhattan's change, the
# penalty's, and the core's claim that linear conflict is consistent (h drops by at most 1 a move; as every
# move can be undone, it also rises by at most 1). Choose `"only 1"`, `"0 or 1"`, `"1 or 3"` or `"0 to 3"`.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code", "optional"]
my_guess = ...  # "only 1", "0 or 1", "1 or 3" or "0 to 3"
predict("sliding:06-lc-one-move", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** the penalty moves in steps of 2, Manhattan in steps of 1. **Ask:** the prediction on the slide.
# **Answer:** only 1: when the penalty changes, it moves against Manhattan (the proof follows).
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer", "optional"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# Only 1, up or down, on every move. Reason it out from the core claim that linear conflict is consistent: a
# move can be undone, so h changes by at most 1 either way; and Manhattan changes by 1, the penalty by an
# even number, so h changes by an odd number, never 0. The next cell counts the changes over every move from
# 2,000 seeded boards per size; the proof for every board follows, and proves consistency itself.
#
# </details>

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer", "optional"]
# Answer — open after you predict
import random
from collections import Counter

from teachkit.sliding import linear_conflict, random_board


def changes(boards):
    """How often a move changes linear conflict by each amount, over every move from `boards`."""
    return Counter(linear_conflict(child) - linear_conflict(board) for board in boards for _, child in neighbors(board))


print("Answer: the measured changes")
rng = random.Random(0)
for k in (3, 4):
    boards = [random_board(k, seed=rng.randrange(2**32)) for _ in range(2000)]
    print(f"{k} x {k}, every move from 2,000 seeded boards: change -> how many moves", dict(changes(boards)))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the counting cell. **Say:** the count covers the boards counted; the proof on the next slides
# covers all of them. **Ask:** Would a count on a million boards prove it? **Answer:** no: a count checks the
# boards counted; the proof covers all of them.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"] teachkit={"minutes": 8}
# ### Linear conflict is consistent: the proof
#
# * A line's penalty counts only its *own* tiles (whose goal is in that line).
# * Take a sideways move of tile t from column c to c′ (for up and down, swap rows and columns).
# * t's row keeps the same tiles in the same order: its penalty stays.
# * Of the columns, only t's goal column can change, and only if it is c or c′.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** a sideways move leaves every row's penalty alone, and touches at most one column's. **Ask:** Why
# does column c′ not change when it is not t's goal column? **Answer:** t is not one of its own tiles, so its
# penalty ignores t.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# The three cases:
#
# * t **leaves** its goal column: Manhattan +1. The column lists one tile fewer, and its longest increasing
#   subsequence keeps 0 or 1 fewer, so the penalty 2 × (listed − kept) changes by −2 or 0. In total −1 or +1.
# * t **enters** its goal column: Manhattan −1; listed +1, kept +0 or +1, so the penalty changes by +2 or 0:
#   again +1 or −1.
# * otherwise only Manhattan changes, by 1.

# %% [markdown] slideshow={"slide_type": "fragment"} tags=["optional"]
# So |h(n) − h(n′)| = 1 for every move, and h(goal) = 0: linear conflict is consistent, hence admissible, on
# boards of every size.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** walk through the three cases with a drawing of one column. **Ask:** Why can't the row's penalty
# change on a sideways move? **Answer:** the row keeps the same tiles in the same order.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# **One move, worked.** The left column reads 4 / 1 / 7: goal rows 1 0 2, penalty 2. The blank moves left, so
# tile 4 *leaves* its goal column: Manhattan +1; the column keeps 1 / 7 (goal rows 0 2, in order): penalty −2.

# %% slideshow={"slide_type": "-"} tags=["optional"]
from teachkit.sliding.draw import boards_picture

before = parse_board("4 0 3 / 1 5 2 / 7 8 6")
after = dict(neighbors(before))["L"]  # the blank moves left: tile 4 slides right, out of its goal column
for name, board in (("before", before), ("after", after)):
    print(
        f"{name:<6}: Manhattan {manhattan(board)} + penalty {conflict_penalty(board)} "
        f"= linear conflict {linear_conflict(board)}"
    )
boards_picture([before, after], ["before", "after: 4 slid right"], key=True)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the worked-move cell. **Say:** this is the first case: Manhattan +1, penalty −2, linear conflict −1.
# **Ask:** Play the move backwards: what happens? **Answer:** tile 4 enters its goal column: Manhattan −1,
# penalty +2, linear conflict +1 (the second case).
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Why consistency matters for A*
#
# With a consistent h, f never decreases along a path: f(n′) = g + 1 + h(n′) ≥ g + h(n) = f(n). From this,
# Hart, Nilsson and Raphael (1968) and Pearl (*Heuristics*, 1984) prove that A* then takes boards off the frontier in order of f, and expands each
# at most once, with its smallest g.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** this is why consistent heuristics make A* simple: no board is ever expanded twice. **Ask:** Which
# step of the inequality uses consistency? **Answer:** 1 + h(n′) ≥ h(n).
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### One more board
#
# A board 18 moves from the goal. Linear conflict dominates Manhattan distance.

# %% slideshow={"slide_type": "-"} tags=["optional"]
from teachkit.sliding import linear_conflict, manhattan

board18 = parse_board("4 6 1 / 8 7 3 / 0 5 2")
print("depth:", distances[board18], "| h: manhattan", manhattan(board18), "| linear conflict", linear_conflict(board18))
print("A* with manhattan expanded", astar(board18, manhattan).expanded, "boards")

# %% [markdown] slideshow={"slide_type": "fragment"} tags=["optional"]
# **Predict.** How many boards will A* expand with linear conflict? It equals Manhattan at the start (printed)
# and is never lower anywhere: does that make it expand fewer? Write `"under 50"`, `"50 to 89"`, `"90 to 100"`
# or `"over 100"`.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code", "optional"]
my_guess = ...  # "under 50", "50 to 89", "90 to 100" or "over 100"
predict("sliding:06-board18", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the cell above, then the prediction. **Say:** both h give this board 14; linear conflict adds only
# where a row or column holds a conflict. **Ask:** the prediction on the slide. **Answer:** 90 to 100: 97
# against Manhattan's 96, one *more* ("The last f-contour" prints them split by f).
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer", "optional"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# 90 to 100, and one board *more* than with Manhattan distance (the reply prints both): the two agree on
# this board and on most boards Manhattan expands. Dominance did not make A* expand fewer.
# "The last f-contour" below splits the expanded boards by f.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** the total hides where the boards lie; "The last f-contour" splits them by f. Below 18, linear
# conflict expands fewer boards, all of them among Manhattan's; it loses on f = 18. **Ask:** Which boards decide the difference? **Answer:** those with
# f = 18, where tie-breaking decides how many A* expands before the goal.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### What dominance guarantees
#
# * C\* = the length of a shortest solution (here 18); g\*(n) = the true distance from the start to n.
# * A* with a *consistent* h expands every board with g\*(n) + h(n) < C\*, and none with g\*(n) + h(n) > C\*
#   (Pearl, 1984; Dechter & Pearl, 1985).

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** with a consistent h, the boards A* expands below C* are fixed by h alone, whatever the tie-breaking.
# **Ask:** Which boards does the theorem leave open? **Answer:** those with g* + h exactly C*.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"] teachkit={"minutes": 4}
# ### Dominance, proved
#
# Let h₁ ≥ h₂ on every board, **both consistent**. A board A* expands with h₁ below C\* has
# g\* + h₂ ≤ g\* + h₁ < C\*, so A* expands it with h₂ too.
#
# So with h₁, A* expands **no more boards with f < C\*** than with h₂.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** dominance is a promise about f below C*, not about the total. **Ask:** Which of the two must be
# consistent for this proof? **Answer:** only h₂: the cited theorem is applied to h₂. A board A* expands with h₁
# and f < C* has g ≥ g* (every recorded g is a real path's length), so g* + h₁ < C* with or without consistency.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### The last f-contour
#
# * The boards with f = C\* form the last *f-contour*.
# * A* expands some of them before it takes the goal off the frontier; tie-breaking decides how many, and
#   dominance says nothing about them. The 18-move board, split by f:

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["optional"]
from teachkit.sliding import astar_trace

below = {}
for h in (manhattan, linear_conflict):
    trace = list(astar_trace(board18, h))
    cost = trace[-1].current.g
    below[h.__name__] = {s.current.board for s in trace if s.current.f < cost}
    on_last = sum(1 for s in trace if s.current.f == cost and s.current.board != goal(3))
    print(
        f"{h.__name__:<16} expanded {len(trace) - 1:>3}: {len(below[h.__name__]):>3} with f < {cost}, "
        f"{on_last:>3} with f = {cost}"
    )
print(
    "boards with f < 18 that linear conflict expanded are all among Manhattan's:",
    below["linear_conflict"] <= below["manhattan"],
)

# %% [markdown] slideshow={"slide_type": "fragment"} tags=["optional"]
# Linear conflict expanded fewer boards below C\*, all among Manhattan's, and more on the last contour.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** "more" on the 18-move board comes from the last contour only. **Ask:** Could a different
# tie-breaking rule change which heuristic wins there? **Answer:** it can change how many f = 18 boards each
# expands; the boards below 18 stay the same.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Checking instead of trusting
#
# We know h\* of every 8-puzzle board, so both properties can be checked by brute force. To stay quick, this
# cell checks the boards within 14 moves of the goal, and every move between two of them.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["optional"]
from teachkit.sliding.measure import audit_heuristics, audit_table

near = {board: d for board, d in distances.items() if d <= 14}
print(f"checking {len(near):,} of the {len(distances):,} boards: those within 14 moves of the goal")


def moves_within(board):
    """The moves from `board` that stay among the boards in `near`."""
    return [(move, nxt) for move, nxt in neighbors(board) if nxt in near]


audits = audit_heuristics(HEURISTICS, near, moves_within)
print(audit_table(audits))

# %% [markdown] slideshow={"slide_type": "fragment"} tags=["optional"]
# The verdicts agree with the proofs. *mean h/h\** is how much of the true distance a heuristic sees, on
# average. **Try it:** `audit_heuristics(HEURISTICS, distances, neighbors)` checks all 8-puzzle boards (slow).

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the audit cell (a few seconds). **Say:** a check on these boards agrees with proofs for all boards.
# **Ask:** Which heuristic sees the largest share of the true distance? **Answer:** linear conflict (largest
# mean h/h*).
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### A little more than Manhattan
#
# **Predict.** Manhattan sees on average only part of the true distance. Is `1.2 * manhattan` admissible on
# these boards within 14 moves? Write `True` or `False`, then run the cell.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code", "optional"]
my_guess = ...  # True or False
predict("sliding:06-scaled-manhattan", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** the average is tempting. **Ask:** the prediction on the slide. **Answer:** False: one move from the
# goal Manhattan is exactly 1, and 1.2 > 1.
#
# </details>

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer", "optional"]
# Answer — open after you predict
scaled = audit_heuristics({"1.2 * manhattan": lambda b: 1.2 * manhattan(b)}, near, moves_within)
print("Answer: the audit of 1.2 * manhattan")
print(audit_table(scaled))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer", "optional"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# No. The average hides the boards where Manhattan is exact: one move from the goal it is 1, and 1.2 > 1.
# Any factor above 1 overestimates wherever Manhattan equals the true distance, away from the goal.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** one counter-example is enough to refute admissibility. **Ask:** Is 1.2 × Manhattan still useful?
# **Answer:** it may find solutions faster, but A* no longer guarantees they are shortest.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### How close to the truth?
#
# * At each true distance from 0 to 31, up to 50 seeded boards: all of them where fewer exist.
# * Per heuristic: its average (line) and its smallest to largest value (band).
# * Where few boards exist, a band rests on few boards. This cell prints where:

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["optional"]
few = {d: n for d, n in enumerate(distances.counts()) if n < 50}
print("true distance: boards, where fewer than 50:", few)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the counting cell. **Say:** only 2 boards lie 31 moves from the goal, so the right end of each
# picture rests on 2 boards. **Ask:** Why are there so few boards near the goal too? **Answer:** few boards are
# that close: 1 board at distance 0, 2 at distance 1 (the blank has 2 moves from the corner).
#
# </details>

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "subslide"} tags=["optional"]
from teachkit.sliding.draw import heuristic_accuracy

heuristic_accuracy(distances, {n: h for n, h in HEURISTICS.items() if n != "zero"}, per_depth=50, seed=0)

# %% [markdown] slideshow={"slide_type": "fragment"} tags=["optional"]
# Where the printout counts fewer than 50 boards, a band shows all of them: exact, but at the far right for only
# a handful of boards, so a dip or jump there describes those boards, not a trend.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the picture cell. **Say:** the dashed diagonal is the perfect heuristic; closer is better informed.
# Misplaced tiles stays low: on the 8-puzzle it is at most 8, the number of tiles. **Ask:** Why does every band
# touch the diagonal at small distances? **Answer:** near the goal the heuristics are often exact, e.g. 1 move
# away all three say 1.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# * **Proved**: misplaced ≤ Manhattan ≤ linear conflict ≤ true distance, all consistent, hence admissible
#   (partly in the optional part).
# * **Measured** on five 8-puzzle boards: better estimates cut A*'s work many times over;
#   b\* > 1 even for the perfect heuristic.
# * **Cited**: which boards A* expands with a consistent h (Pearl, 1984; Dechter & Pearl, 1985).
#
# **Where next:** [07 · pattern databases and IDA*](07-fifteen-puzzle-pattern-databases.ipynb) ·
# **Index:** [00-index](00-index.ipynb)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** the better the estimate, the less A* explores, as long as it never overestimates. **Ask:** Which
# heuristic would you give A* on the 8-puzzle, and why? **Answer:** linear conflict: proved admissible, and on
# the five boards measured it expanded the fewest nodes or tied for fewest (the comparison cell prints it).
# It is no promise for every board: on the optional 18-move board it expanded 97 against Manhattan's 96.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ## Sources
#
# * P. E. Hart, N. J. Nilsson, B. Raphael, "A formal basis for the heuristic determination of minimum cost
#   paths", 1968.
# * O. Hansson, A. Mayer, M. Yung, "Criticizing solutions to relaxed models yields powerful admissible
#   heuristics", 1992.
# * J. Pearl, *Heuristics*, 1984.
# * R. Dechter, J. Pearl, "Generalized best-first search strategies and the optimality of A*", 1985.
# * S. Russell, P. Norvig, *Artificial Intelligence: A Modern Approach*, 3rd ed., 2010: b\*, Exercise 1's
#   board.

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
    count = 0
    for tile, home in zip(board, target):
        if tile != 0 and tile != home:  # a tile, not the blank, off its goal square
            count += 1
    return count


print("Solution of Exercise 2, checked:")
check_misplaced_function(my_misplaced)


# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "06-3"}
# Solution — open after you have tried
def my_b_star(n, d):
    """b* for n nodes generated besides the root, and solution depth d."""
    low, high = 0.0, float(n + 1)
    while high - low > 1e-9:
        middle = (low + high) / 2
        if tree_nodes(middle, d) < n + 1:  # the uniform tree at the middle is too small: b* is above it
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
check_admissible(both, False, distances, witness=parse_board("1 2 3 / 4 5 6 / 7 0 8"))
