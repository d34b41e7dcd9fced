# %% [markdown] slideshow={"slide_type": "slide"}
# # The 15-puzzle: pattern databases and IDA*
#
# *What it takes to solve the 15-puzzle optimally: less memory, and estimates built from exact solutions of
# parts of the puzzle.*
#
# **Learning objectives.** After this notebook you can
# * solve an 8-puzzle board by hand and write its solution in the blank's moves;
# * measure how far A* with each heuristic of notebook 06 gets on moderately deep 15-puzzle boards;
# * write IDA* and compare its memory and its work with A*'s;
# * explain what an additive pattern database stores, why its values may be added, and what reflection adds;
# * use teachkit's `solve` on the 15-puzzle and say what it does.
#
# **Prerequisites.** [06 · The 15-puzzle, part 3: heuristics](06-fifteen-puzzle-heuristics.ipynb)
# (admissible and consistent heuristics, nodes expanded and generated); Python recursion.
# **Time needed.** About 60 minutes, by the formula explained in [00-index](00-index.ipynb) (words to read,
# plus minutes for each exercise and prediction).
#
# **Previous:** [06 · The 15-puzzle, part 3: heuristics](06-fifteen-puzzle-heuristics.ipynb) ·
# **Index:** [00-index](00-index.ipynb) ·
# **Next:** [08 · Knight's tours and Warnsdorff's rule](08-knights-tour-warnsdorff.ipynb)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Where we are
#
# In notebook 06, linear conflict was the best of our four estimates on the five 8-puzzle boards of its tables.
# This notebook moves to the 15-puzzle: 16!/2 ≈ 1.05 × 10¹³ reachable boards (notebook 04) instead of 181,440,
# and its hardest boards need 80 moves instead of 31 (Korf & Schultze, 2005). First, a board to solve with your
# own hands.

# %% slideshow={"slide_type": "skip"}
import sys

if sys.platform == "emscripten":  # running in the browser (JupyterLite): install teachkit there first
    import piplite

    await piplite.install("teachkit")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Play it yourself
#
# **Click a tile** next to the blank to slide it into the blank. Or click the board once, then press an
# **arrow key**: the arrow names the way a *tile* slides, so the blank goes the *opposite* way (← slides the
# tile on the blank's right to the left, and the blank moves right). **Hint** shows the first move of a
# shortest solution from where you are; **Reset** starts again. The status line counts your moves and lists
# them as the *blank's* moves: U, L, R, D. Without a running kernel you see a picture of the start
# board instead.

# %% slideshow={"slide_type": "-"}
from teachkit.checks import predict
from teachkit.sliding import bfs_distances, goal, neighbors, parse_board
from teachkit.sliding.draw import PlayBoard
from teachkit.sliding.measure import pick_at_depths

distances = bfs_distances(3)  # the exact distance of every 8-puzzle board, as in notebook 06
puzzle = pick_at_depths(distances, [10], seed=7)[10]  # a board 10 moves from the goal
PlayBoard(puzzle)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1 — solve it yourself
#
# Solve the board above, without the Hint button, in as few moves as you can (10 is the fewest possible). Then
# copy your moves as the **blank's** letters, a string such as `"ULDR"` (U = the blank moves up, that is, the
# tile above it slides down): exactly the letters the status line lists. The checker replays them and
# compares their number with 10. (Pasting a search's moves would pass too, and teach you nothing.)

# %% slideshow={"slide_type": "-"} tags=["exercise", "slide-code"] teachkit={"answered_by": ["teachkit.sliding.astar", "teachkit.sliding.idastar", "teachkit.sliding.solve", "teachkit.sliding.hint"], "exercise": "07-1"}
from teachkit.sliding.exercises import check_solution

my_moves = ...  # the blank's moves, e.g. "ULDR"
check_solution(puzzle, my_moves, optimal=distances[puzzle])

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The 15-puzzle, at moderate depth
#
# Three boards made by 30 seeded random moves from the goal (a random walk wanders back and forth, so the
# optimal depth is at most 30; A* finds it). First blind search and misplaced tiles, each allowed to store
# 10,000 boards:

# %% slideshow={"slide_type": "-"}
import textwrap

from teachkit.sliding import SearchLimitExceeded, astar, linear_conflict, manhattan, misplaced, zero
from teachkit.sliding.measure import comparison_table, measure_searches, scramble

fifteen = {f"walk {s}": scramble(goal(4), 30, s, neighbors) for s in (1, 2, 3)}
for h in (zero, misplaced):
    try:
        astar(fifteen["walk 1"], h, max_nodes=10_000)
    except SearchLimitExceeded as err:
        stopped, advice = str(err).split(". ", 1)  # what happened; what to do about it
        print(f"{h.__name__}: SearchLimitExceeded: {stopped}.")
print(textwrap.fill("The message goes on: " + advice, 110))

# %% [markdown] slideshow={"slide_type": "subslide"}
# Of the ways out that the message names, we take the better heuristic first: Manhattan distance and linear
# conflict on the same three boards.

# %% slideshow={"slide_type": "-"}
informed = {"manhattan": manhattan, "linear conflict": linear_conflict}
rows15 = measure_searches(astar, fifteen, informed)
print(comparison_table(rows15, ["branching"]))
print()
gain = [cell_m.generated / cell_l.generated for cell_m, cell_l in zip(rows15[:3], rows15[3:])]
print("Manhattan generated", ", ".join(f"{g:.1f}" for g in gain), "times as many nodes as linear conflict")

# %% [markdown] slideshow={"slide_type": "subslide"}
# Fewer nodes is not the same as less time: linear conflict costs more to compute per board. The timings, and
# the time per node (they vary from run to run; the first search also pays a one-time warm-up):

# %% slideshow={"slide_type": "-"} tags=["nbval-ignore-output"]
for r in rows15:
    print(f"{r.heuristic:<16} {r.instance:<8} {r.generated:>8,} nodes in {r.seconds * 1000:8.1f} ms, "
          f"{r.seconds / r.generated * 1e6:5.1f} µs per node")

# %% [markdown] slideshow={"slide_type": "subslide"}
# The nodes generated, on a linear axis:

# %% slideshow={"slide_type": "-"}
from teachkit.sliding.draw import heuristic_bars

heuristic_bars(rows15, "generated")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Less memory: IDA*
#
# A* keeps every board it has seen. **IDA\*** (Korf, 1985) keeps only the current path. It works in rounds:
# each round is a depth-first search from the start that cuts a path off as soon as f = g + h is above the
# round's *bound*. The first bound is h(start); each next bound is the smallest f cut off in the round before.
# With an admissible h, the first round that reaches the goal has found a shortest solution (Korf, 1985).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2 — write IDA*
#
# Write `my_idastar(start, h)` that returns the number of moves of a shortest solution from `start` to
# `goal(3)`. Suggested shape: a recursive `search(board, g, bound, parent)` that returns a pair, the smallest
# f it cut off and the solution length (None until it reaches the goal; on reaching it, `(f, g)`); it skips
# the child equal to `parent` (the move straight back). Around it, a loop of rounds. `neighbors(board)` yields
# `(move, child)` pairs. The checker runs it on 10 boards of the 8-puzzle, with Manhattan distance and with
# misplaced tiles; teachkit's searches are not accepted.

# %% slideshow={"slide_type": "-"} tags=["exercise", "slide-code"] teachkit={"answered_by": ["teachkit.sliding.idastar", "teachkit.sliding.search.idastar_manhattan", "teachkit.sliding.solve"], "exercise": "07-2", "minutes": 25}
import math

from teachkit.sliding.exercises import check_idastar


def my_idastar(start, h):
    """The number of moves of a shortest solution from start to goal(3), by IDA* with heuristic h."""
    ...  # your code


check_idastar(my_idastar)

# %% [markdown] slideshow={"slide_type": "subslide"}
# teachkit's IDA* is `idastar(board, h)`; it also counts the nodes it generates and the longest path it held.
# The next cell runs A* and IDA*, with Manhattan distance, on the three walks.

# %% slideshow={"slide_type": "-"}
from teachkit.sliding import idastar

both = {label: (astar(board, manhattan), idastar(board, manhattan)) for label, board in fifteen.items()}

# %% [markdown] slideshow={"slide_type": "fragment"}
# **Predict.** IDA* forgets every board that is not on its current path. In total, will it generate *more*
# nodes than A* on each of the three boards, or *fewer* on each? Write `"more"` or `"fewer"`.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
my_guess = ...  # "more" or "fewer"
predict("sliding:07-idastar-generated", my_guess)

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you predict
print("Answer: A* and IDA* with Manhattan distance")
for label, (a, i) in both.items():
    print(f"{label}: A* {a.cost} moves, {a.generated:>6,} generated, largest frontier {a.max_frontier:>6,} | "
          f"IDA* {i.cost} moves, {i.generated:>6,} generated, longest path {i.max_frontier}")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# Both find the same optimal lengths. IDA* holds a single path (the *longest path* column, in boards), while
# A* keeps every board it generated (its best-g table), hundreds or thousands of them. The price: IDA* generates boards again in every
# round, and again whenever two paths lead to the same board, so here it generates more nodes in total.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Pattern databases
#
# Better estimates come from solving a *part* of the puzzle exactly. Pick a group of tiles, treat the others
# as indistinct, and store, for every placement of the group's tiles (a *pattern*), the fewest moves needed
# to bring them home. That table is a **pattern database** (Culberson & Schaeffer, "Pattern databases",
# 1998). Their tables count *all* moves, those of the other tiles too, so adding the values of two groups
# could count one move twice and overestimate.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Additive pattern databases
#
# Count only the moves of the group's own tiles instead, and split the tiles into disjoint groups (Korf &
# Felner, 2002; Felner, Korf & Hanan, 2004). Then the values may be **added**: take a shortest solution of
# the real board. Each of its moves moves one tile, which belongs to one group. The moves of group A's tiles
# bring group A home, so there are at least table_A(board) of them; likewise for every group. The sum of the
# tables is therefore at most the length of the solution: admissible.
#
# teachkit builds a table by a breadth-first search from the goal in which moving a group tile costs 1 and
# moving any other tile costs 0; for each placement it keeps the cheapest cost over all squares of the blank.

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Predict.** Split the 8 tiles of the 8-puzzle into 8 groups of *one* tile each. Which heuristic of notebook 06
# is the sum of these 8 tables? Write `"misplaced"`, `"manhattan"`, `"linear conflict"` or `"none of them"`.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
my_guess = ...  # "misplaced", "manhattan", "linear conflict" or "none of them"
predict("sliding:07-single-tile-groups", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# Manhattan distance, on every board: with one tile in the group, the other tiles are free to move, so the
# blank can walk around the tile at no cost (a grid with one square taken stays connected). The tile moves one
# square per move that counts, so it needs exactly its rows plus columns. Pattern databases generalise
# Manhattan distance: bigger groups also see how their tiles get in each other's way.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### One group of three, or two groups?
#
# **Predict.** Compare the table of the group (1, 2, 3) with the table of (1, 2) plus the table of (3), board
# by board. Is the one table of three `"always equal"` to the sum, `"never smaller"`, `"never larger"`, or
# does `"it depends on the board"`?

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
my_guess = ...  # "always equal", "never smaller", "never larger" or "it depends on the board"
predict("sliding:07-merged-group", my_guess)

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you predict
from collections import Counter

from teachkit.sliding.predictions import merged_group_values

print("Answer: table (1, 2, 3) minus [table (1, 2) + table (3)] -> how many of 2,000 seeded boards")
print(dict(sorted(Counter(m - s for m, s in merged_group_values(2000, seed=0)).items())))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# Never smaller, and often larger. Take the fewest moves of tiles 1, 2, 3 that bring the three home: some are
# moves of 1 or 2, which bring (1, 2) home, so at least table (1, 2) of them; the others move 3, at least
# table (3). The merged group also sees 3 get in the way of 1 and 2: bigger groups give better estimates,
# and bigger tables.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A 4-4 split of the 8-puzzle, and reflection
#
# Tiles 1–4 and 5–8 make two tables that build in a moment. teachkit also looks the tables up on the board
# **mirrored** about its main diagonal, with the tiles renamed so that the goal mirrors onto itself, and takes
# the larger sum. The mirror turns each solution into a solution of the same length, so that sum is admissible
# too, and so is the larger of the two. `reflect=True` is teachkit's default; here are both, on the depth-20
# board of notebook 06:

# %% slideshow={"slide_type": "-"}
from teachkit.sliding import AdditivePDB
from teachkit.sliding.pdb import build_pattern_database

groups = [(1, 2, 3, 4), (5, 6, 7, 8)]
tables = [build_pattern_database(goal(3), group) for group in groups]
pdb44 = AdditivePDB(tables, reflect=True)
pdb44_plain = AdditivePDB(tables, reflect=False)
deep = {"d=20": pick_at_depths(distances, [4, 8, 12, 16, 20], seed=0)[20]}  # notebook 06's depth-20 board
heuristics = {"linear conflict": linear_conflict, "4-4, no reflection": pdb44_plain, "4-4 + reflection": pdb44}
print(comparison_table(measure_searches(astar, deep, heuristics), ["expanded"]))

# %% [markdown] slideshow={"slide_type": "subslide"}
# The 4-4 database is admissible (the argument above). Is it also consistent? The next cell prepares the same
# check as in notebook 06, on the boards within 14 moves of the goal.

# %% slideshow={"slide_type": "-"}
from teachkit.sliding.measure import audit_heuristics, audit_table

near = {board: d for board, d in distances.items() if d <= 14}


def moves_within(board):
    """The moves from `board` that stay among the boards in `near`."""
    return [(move, nxt) for move, nxt in neighbors(board) if nxt in near]


audit44 = audit_heuristics({"4-4 + reflection": pdb44}, near, moves_within)

# %% [markdown] slideshow={"slide_type": "fragment"}
# **Predict.** Is the 4-4 database (with reflection) consistent on these boards? Write `True` or `False`.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
my_guess = ...  # True or False
predict("sliding:07-pdb44-consistent", my_guess)

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you predict
print("Answer: the audit of the 4-4 database")
print(audit_table(audit44))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# Not consistent: the audit counts the moves that lower h by more than 1. A table keeps, for each placement,
# the cheapest cost over all squares of the blank, and that square can be walled off from the real blank by
# the group's tiles; one real move can then change the value by more than 1. A* still finds shortest solutions
# with it, because it pushes a board again whenever it finds a shorter way to it (the best-g table).

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The 15-puzzle's databases
#
# For the 15-puzzle a common choice is a 6-6-3 split (groups of 6, 6 and 3 tiles), used together with its
# reflection. Felner, Korf & Hanan (2004) found a 7-8 split stronger still. teachkit ships the three 6-6-3
# tables. Its function `solve(board)` picks a method by the board's size: A* with linear conflict on the
# 8-puzzle, IDA* with the 6-6-3 tables and their reflection on the 15-puzzle.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Korf's 100
#
# *Korf's 100* are the 100 random 15-puzzle boards of Korf's 1985 paper on IDA\*, a standard test set with a
# known optimal length for each (Korf computed the lengths with IDA\* and Manhattan distance). Here is one of
# them, solved by `solve` (loading the tables takes a moment):

# %% slideshow={"slide_type": "-"}
from teachkit.sliding import korf100, solve

korf = korf100()[11]  # rotated 180° and tiles renamed t -> 16 - t, for the blank-last goal
result = solve(korf)
print(f"Korf's board {korf.number}: optimal length {korf.length} moves (published); "
      f"solve found {result.cost} moves, generating {result.generated:,} nodes")

# %% [markdown] slideshow={"slide_type": "fragment"}
# **Try it:** `solve(korf100()[n])` for another n from 0 to 99: compare its `.cost` with
# `korf100()[n].length`, and its `.generated` with board 12's.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# * On the first 15-puzzle walk, blind search and misplaced tiles ran out of their 10,000 boards; Manhattan
#   distance and linear conflict solved all three walks, at depths 26 to 28.
# * IDA* (you wrote it) keeps one path instead of every board seen, and pays by generating boards again: more
#   nodes in total on the three walks.
# * An additive pattern database stores exact costs of groups of tiles; the sum over disjoint groups is
#   admissible (proved above), one-tile groups give back Manhattan distance, and reflection adds a second
#   look-up. The 4-4 tables are not consistent; A* copes, because it re-pushes a board reached by a shorter way.
# * `solve` uses IDA* with the shipped 6-6-3 tables on the 15-puzzle: Korf's board 12, 45 moves deep, took
#   4,101 nodes.
#
# **Where next:** [08 · Knight's tours and Warnsdorff's rule](08-knights-tour-warnsdorff.ipynb) ·
# **Index:** [00-index](00-index.ipynb) · back to [06 · part 3: heuristics](06-fifteen-puzzle-heuristics.ipynb)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ## Sources
#
# * R. E. Korf, "Depth-first iterative-deepening: an optimal admissible tree search", *Artificial
#   Intelligence* 27, 1985 — IDA*, and the 100 random 15-puzzle boards (Korf's 100) with their optimal lengths.
# * R. E. Korf, P. Schultze, "Large-scale parallel breadth-first search", *AAAI* 2005 — a complete breadth-first
#   search of the 15-puzzle: the hardest boards need 80 moves.
# * J. C. Culberson, J. Schaeffer, "Pattern databases", *Computational Intelligence* 14(3), 1998.
# * R. E. Korf, A. Felner, "Disjoint pattern database heuristics", *Artificial Intelligence* 134, 2002.
# * A. Felner, R. E. Korf, S. Hanan, "Additive pattern database heuristics", *Journal of Artificial
#   Intelligence Research* 22, 2004.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Solutions
#
# Expand the hidden cells below — after you have tried.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "07-1"}
# Solution — open after you have tried
# One shortest solution, found by A* (there can be several).
solution = astar(puzzle)
print("Solution of Exercise 1 (one of the shortest), checked:")
print("".join(solution.moves))
check_solution(puzzle, solution.moves, optimal=solution.cost)


# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "07-2"}
# Solution — open after you have tried
def my_idastar(start, h):
    """The number of moves of a shortest solution from start to goal(3), by IDA* with heuristic h."""
    target = goal(3)

    def search(board, g, bound, parent):
        """The solution length if the goal is reached below `board`, else the smallest f cut off (as a pair)."""
        f = g + h(board)
        if f > bound:
            return f, None  # cut off: report its f
        if board == target:
            return f, g
        smallest = math.inf
        for move, child in neighbors(board):
            if child == parent:
                continue  # the move straight back
            cut, found = search(child, g + 1, bound, board)
            if found is not None:
                return cut, found
            smallest = min(smallest, cut)
        return smallest, None

    bound = h(start)
    while True:
        bound, found = search(start, 0, bound, None)  # the next bound: the smallest f cut off
        if found is not None:
            return found


print("Solution of Exercise 2, checked:")
check_idastar(my_idastar)
