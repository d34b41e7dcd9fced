# %% [markdown] slideshow={"slide_type": "slide"}
# # The 15-puzzle, part 3: heuristics
#
# *Which estimate makes A* fastest: measured, and proved.*
#
# **Learning objectives.** After this notebook you can
# * compute Manhattan distance and a linear-conflict penalty by hand, and misplaced tiles in code;
# * compare heuristics by the nodes A* expands and generates, and compute the effective branching factor b\*
#   by bisection;
# * follow why a heuristic is consistent, hence admissible, and decide whether a sum of two is admissible.
#
# **Prerequisites.** [05 · The 15-puzzle, part 2: A*](05-fifteen-puzzle-a-star.ipynb); Python functions and loops.
# **Time needed.** About 60 minutes, plus about 30 for the optional part, by the formula explained in
# [00-index](00-index.ipynb), which reads fast: plan more if you work examples on paper.
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
# * A* expands the frontier board of smallest f = g + h: g = moves made, h = an estimate of the moves left.
# * If h never overestimates (h is *admissible*), A* returns a shortest solution (notebook 05).
# * Today: how much a better h saves. The next cell loads every 8-puzzle board's exact distance
#   (breadth-first search).

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
# * **zero**: h = 0. A* is then *uniform-cost search*: boards leave the frontier in order of depth.
# * **misplaced tiles**: tiles (not the blank) off their goal square; each needs a move.
# * **Manhattan distance**: for each tile, rows plus columns to its goal square, added up.
# * **linear conflict**: Manhattan plus a penalty for tiles that block each other in a line
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
# Russell & Norvig's 8-puzzle board `7 2 4 / 5 0 6 / 8 3 1`, with their goal, blank *first* (not last, as
# elsewhere here): `0 1 2 / 3 4 5 / 6 7 8`. What is its Manhattan distance? Work it out on paper, tile by tile.

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
# * Two tiles in their goal row, in the wrong order, cannot pass inside it: one steps out and back, 2 moves
#   Manhattan misses (picture below).
# * **Penalty of a row**: list the goal columns of the row's tiles that belong in it. The most tiles that may
#   stay are those already in increasing order (a *longest increasing subsequence*; in 1 0 2 it is 1 2, or
#   0 2: length 2); every other tile must step out of the line: 2 × (listed − kept).
# * Columns likewise: a column `4 / 1 / 7` lists goal rows 1 0 2, penalty 2. Linear conflict = Manhattan +
#   every penalty.

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
for row, columns in (("row 0 (top) 2 1 3", [1, 0, 2]), ("row 2 (bottom) 8 7 _", [1, 0])):
    print(
        f"{row}: goal columns {columns}, longest increasing {longest_increasing(columns)}, "
        f"penalty {line_penalty(columns)}"
    )
rows_penalty, total = line_penalty([1, 0, 2]) + line_penalty([1, 0]), conflict_penalty(example)
print(f"all rows and columns: penalty {total} (the columns add {total - rows_penalty})")
print(", ".join(f"{name} {h(example)}" for name, h in HEURISTICS.items()), f"| true distance {distances[example]}")
linear_conflict_picture(example, (2, 1), (8, 7))  # (steps out, slides along): one pair per row penalty above

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
# **Predict.** Work it out by hand: the top row is `3 2 1`, every other tile is home (a board no moves reach,
# but its penalty is defined). What is the linear-conflict penalty? Choose 0, 2, 4 or 6.

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
# 4. The goal columns of 3 2 1 are 2 1 0: no two of them increase, so one tile is kept and two step out and
# back, 2 × (3 − 1) = 4. No column holds two of its own tiles out of order, so the columns add 0.
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
# Write `my_misplaced(board)`: how many tiles, *not counting the blank*, are off their square in the
# blank-last goal. It must work for any width: `goal(k)` is the goal of width k, `math.isqrt(len(board))` a
# board's width. The checker tries 300 seeded boards each of 3 × 3 and 4 × 4. Write the loop yourself.

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
# * Same boards for each heuristic: five seeded picks, at depths 4, 8, 12, 16 and 20.
# * A *node* is a board as A* meets it: a board reached twice is two nodes. All four heuristics are
#   consistent (proved below), and with a consistent h A* expands no board twice (Hart, Nilsson & Raphael,
#   1968), so each expanded node is a different board.
# * **Expanded**: nodes A* took off the frontier to create their children (one per move of the blank, except
#   the move back to the parent).
# * **Generated**: the start node plus every child created.

# %% slideshow={"slide_type": "-"}
from teachkit.sliding.measure import comparison_table, measure_searches, pick_at_depths

eight = {f"d={d}": b for d, b in pick_at_depths(distances, [4, 8, 12, 16, 20], seed=0).items()}
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
# Above, Manhattan expanded fewer nodes at depth 20 than at depth 16: the work depends on the board, not only
# on its depth. The same searches, counted by the nodes they generated:

# %% slideshow={"slide_type": "-"}
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
# One number per search (Russell & Norvig); it depends on d, so compare searches of similar depth.
# N = generated − 1, d = solution depth; **b\*** is the branching of a uniform tree of depth d with N + 1 nodes:
#
# $$N + 1 = 1 + b^* + (b^*)^2 + \dots + (b^*)^d .$$
#
# The right side grows with b ≥ 0, so **bisection** finds b\*: halve an interval holding it; if the tree at
# the middle has fewer than N + 1 nodes, b\* is above the middle.

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
# Write `my_b_star(n, d)`: the b that solves n + 1 = 1 + b + b² + … + b^d, within 1e-3, in plain Python (no
# library root finder). `tree_nodes(b, d)` below gives the right side; write the bisection: start with
# `low, high = 0, n + 1`, and halve until the interval is shorter than 1e-3.

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
# teachkit's own bisection is `effective_branching_factor(N, d)`: Russell & Norvig's example, then b\* for
# the searches measured above.

# %% slideshow={"slide_type": "-"}
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
# The next cell runs A* with the *perfect* heuristic, h = the true distance, on the same five boards.


# %% slideshow={"slide_type": "-"}
def perfect(board, goal=None):  # A* also hands the goal to h; the table knows only the blank-last goal
    """The true distance to the blank-last goal, looked up in the table."""
    return distances[board]


rows_perfect = measure_searches(astar, eight, {"perfect": perfect})

# %% [markdown] slideshow={"slide_type": "fragment"}
# **Predict.** On the d = 20 board, A* with the perfect heuristic expands 20 boards, one per move of a shortest
# path. How many nodes does it *generate*, the start included? A board has 2, 3 or 4 moves. Write `"21"`,
# `"22 to 35"`, `"36 to 50"` or `"over 50"`.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
my_guess = ...  # "21", "22 to 35", "36 to 50" or "over 50"
predict("sliding:06-perfect-generated", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the cell that defines `perfect`, then let the room predict. **Say:** a perfect h knows the way; the
# question is what A* still has to *create*. **Ask:** the prediction on the slide. **Answer:** 36 to 50 (40):
# every expansion creates all the children but the parent, about 2, not only the next board of the path.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# 36 to 50 (the table below prints 40). Each expansion generates *all* the board's children but the parent
# (1 to 3; 2 to 4 for the start, which has no parent), not only the next board of the path: about 2 each, so N ≈ 2d. b\* = 1 would mean A* generated only
# the path's boards; even the perfect heuristic has b\* above 1.
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

# %% slideshow={"slide_type": "-"}
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
# * **Admissible:** h(n) ≤ h\*(n) for every board n, where h\* is the true distance to the goal.
# * **Consistent:** h(n) ≤ 1 + h(n′) for every move from n to n′, and h(goal) = 0.
#
# **Consistent ⇒ admissible.** Along a shortest path n = n₀, …, n_d = goal, h drops by at most 1 a move and
# ends at 0, so h(n) ≤ d = h\*(n).

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
# * A move shifts one tile by one square: Manhattan changes by exactly 1, so h(n) ≤ h(n′) + 1; h(goal) = 0.
# * Misplaced tiles: a move moves one tile, so the count changes by at most 1; it is 0 at the goal.
# * Linear conflict is consistent too: the optional part proves it.

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
# A* still returns a shortest solution with a sum of two heuristics if the sum is admissible. Is h(n) = misplaced(n) + manhattan(n) admissible? Answer True, or False with a counter-example
# board in `my_witness`; the checker tests it on all 8-puzzle boards.

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

# %% slideshow={"slide_type": "-"} tags=["optional"]
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
# **Predict.** By how much, up or down, can one move change linear conflict? Use what you know about
# consistency, then the penalty. Choose `"only 1"`, `"0 or 1"`, `"1 or 3"` or `"0 to 3"`.

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
# 2,000 seeded boards per size; the proof for every board follows.
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
# * t **leaves** its goal column: Manhattan +1; the column's longest increasing subsequence loses 0 or 1
#   tiles, so its penalty changes by −2 or 0. In total +1 or −1.
# * t **enters** its goal column: Manhattan −1, penalty +2 or 0: again −1 or +1.
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
board18 = parse_board("4 6 1 / 8 7 3 / 0 5 2")
print("depth:", distances[board18])

# %% [markdown] slideshow={"slide_type": "fragment"} tags=["optional"]
# **Predict.** Will A* with linear conflict expand *fewer* boards than with Manhattan distance here, *as many*,
# or *more*? Write `"fewer"`, `"as many"` or `"more"`, then run the cell.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code", "optional"]
my_guess = ...  # "fewer", "as many" or "more"
predict("sliding:06-board18", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the depth cell, then the prediction. **Say:** dominance suggests "fewer"; let the room vote. **Ask:** the prediction
# on the slide. **Answer:** more, by one board: 97 against 96 ("The last f-contour" prints them split by f).
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer", "optional"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# More, by one board. "The last f-contour" below splits the expanded boards by f.
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

# %% slideshow={"slide_type": "-"} tags=["optional"]
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

# %% slideshow={"slide_type": "-"} tags=["optional"]
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

# %% slideshow={"slide_type": "-"} tags=["optional"]
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

# %% slideshow={"slide_type": "subslide"} tags=["optional"]
from teachkit.sliding.draw import heuristic_accuracy

heuristic_accuracy(distances, {n: h for n, h in HEURISTICS.items() if n != "zero"}, per_depth=50, seed=0)

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
# * Misplaced ≤ Manhattan ≤ linear conflict ≤ true distance; all **proved** consistent, hence admissible
#   (linear conflict in the optional part). Misplaced + Manhattan is not admissible.
# * **Measured** on five 8-puzzle boards: better estimates cut A*'s work many times over; b\* > 1 even for
#   the perfect heuristic.
# * **Proved** in notebook 05, first by Hart, Nilsson & Raphael (1968): A* is optimal with an admissible h.
# * **Cited**: which boards A* expands
#   with a consistent h (Pearl, 1984; Dechter & Pearl, 1985); linear conflict (Hansson, Mayer & Yung, 1992).
#
# **Where next:** [07 · pattern databases and IDA*](07-fifteen-puzzle-pattern-databases.ipynb).
# **Index:** [00-index](00-index.ipynb) · back to
# [05 · part 2: A*](05-fifteen-puzzle-a-star.ipynb)

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
#   paths", *IEEE Transactions on Systems Science and Cybernetics* 4(2), 1968.
# * O. Hansson, A. Mayer, M. Yung, "Criticizing solutions to relaxed models yields powerful admissible
#   heuristics", *Information Sciences* 63, 1992.
# * J. Pearl, *Heuristics: Intelligent Search Strategies for Computer Problem Solving*, Addison-Wesley, 1984.
# * R. Dechter, J. Pearl, "Generalized best-first search strategies and the optimality of A*", *Journal of the
#   ACM* 32(3), 1985.
# * S. Russell, P. Norvig, *Artificial Intelligence: A Modern Approach* (chapter on informed search): the
#   effective branching factor, and the board of Exercise 1.

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
