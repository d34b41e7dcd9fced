# %% [markdown] slideshow={"slide_type": "slide"}
# # The 15-puzzle: pattern databases and IDA*
#
# **Learning objectives.** After this notebook you can
# * write IDA*'s search and say why it needs little memory;
# * find a pattern database's value by hand, and say why disjoint tables may be added;
# * read the same tables twice with reflection, and say why the estimate stays admissible.
#
# **Prerequisites.** [06 · part 3: heuristics](06-fifteen-puzzle-heuristics.ipynb); Python recursion.
# **Time needed.** About 60 minutes, plus about 30 for the optional part, by the formula of
# [00-index](00-index.ipynb); plan more if you work examples on paper.
#
# **Previous:** [06 · part 3: heuristics](06-fifteen-puzzle-heuristics.ipynb) · **Index:** [00-index](00-index.ipynb)
# · **Next:** [08 · Knight's tours and Warnsdorff's rule](08-knights-tour-warnsdorff.ipynb)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** notebook 06's heuristics are not enough for the 15-puzzle; today we save memory with IDA* and build
# better estimates from exact solutions of parts of the puzzle.
# **Ask:** What will limit A* on deep 15-puzzle boards? **Answer:** memory: it keeps every board it has stored
# until it stops.
#
# 50-minute plan:
# - 5 min — Where we are (Exercise 1, optional, as homework)
# - 8 min — The 15-puzzle at moderate depth
# - 12 min — IDA*: the idea, the trace, memory on a deep board (Exercise 2 as homework)
# - 20 min — Pattern databases: the (1, 2) table by hand; the 4-4 split, reflection and the predictions
# - 5 min — The 15-puzzle's databases; summary (the optional part, Korf's 100 included, as reading)
#
# 90-minute plan:
# - 5 min — Where we are; play the board
# - 10 min — Exercise 1 (optional: solve it by hand)
# - 8 min — The 15-puzzle at moderate depth
# - 40 min — IDA*, Exercise 2, memory on a deep board
# - 15 min — Pattern databases: the (1, 2) table by hand; the 4-4 split, reflection and the predictions
# - 5 min — The 15-puzzle's databases
# - 4 min — Optional part: one tile per group (the rest, Korf's 100 included, as reading)
# - 3 min — Summary
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Where we are
#
# * Notebook 06: linear conflict was our best estimate on the 8-puzzle.
# * The 15-puzzle has 16!/2 ≈ 1.05 × 10¹³ boards (notebook 04), not 181,440; its hardest need 80 moves, not 31
#   (Korf & Schultze, 2005).

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** ten trillion boards: a table of their distances alone, at one byte each, would need about 10 TB.
# **Ask:** How many times more boards than the 8-puzzle? **Answer:** about 5.8 × 10⁷ times
# (1.05 × 10¹³ / 181,440).
#
# </details>

# %% slideshow={"slide_type": "skip"}
import sys

if sys.platform == "emscripten":  # running in the browser (JupyterLite): install teachkit there first
    import piplite

    await piplite.install("teachkit")

# %% slideshow={"slide_type": "-"}
from teachkit.checks import predict
from teachkit.sliding import bfs_distances, goal, neighbors

distances = bfs_distances(3)  # the exact distance of every 8-puzzle board, as in notebook 06
print(f"exact distances of all {len(distances):,} 8-puzzle boards loaded")

# %% [markdown] slideshow={"slide_type": "slide"} tags=["optional"]
# ## Play it yourself (optional)
#
# * Moves play in the browser; **Hint** needs a running kernel.

# %% slideshow={"slide_type": "-"} tags=["optional"]
from teachkit.sliding import bfs_distances
from teachkit.sliding.draw import PlayBoard
from teachkit.sliding.measure import pick_at_depths

puzzle = pick_at_depths(bfs_distances(3), [10], seed=7)[10]  # a board 10 moves from the goal
PlayBoard(puzzle)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the board cell, and play two moves on the projector. **Say:** press ←: the tile on the blank's right
# slides left, so the blank moves right, and the status line writes R.
# **Ask:** You press ↓. Which letter does the status line add? **Answer:** U: the tile above the blank slides
# down, so the blank moves up.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Exercise 1 (optional; 2 points if you do it) — solve it yourself
#
# * Solve the board above without Hint. The arrow keys slide a tile; the status line shows the blank's letter.
# * Write your moves as the **blank's** letters, e.g. `"ULDR"`: **U = the blank moves up** (the tile above it
#   slides down); D, L, R likewise.
# * Any solution of at most 14 moves passes; the shortest has 10: can you find it?

# %% slideshow={"slide_type": "-"} tags=["exercise", "slide-code", "optional"] teachkit={"answered_by": ["teachkit.sliding.astar", "teachkit.sliding.idastar", "teachkit.sliding.solve", "teachkit.sliding.hint"], "exercise": "07-1", "minutes": 10}
from teachkit.sliding.exercises import check_solution_by_hand

my_moves = ...  # the blank's moves, e.g. "ULDR"
check_solution_by_hand(puzzle, my_moves, optimal=distances[puzzle], slack=4)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the exercise cell with `...`, then give the room eight minutes. **Say:** 12 or 14 moves is a fine
# first try; then look for the shortcut. **Ask:** Why can no solution of this board have 11 moves?
# **Answer:** colour the squares like a chessboard: each move takes the blank to the other colour. Its start
# and goal squares have the same colour (10 moves join them), so every solution has an even number of moves.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The 15-puzzle, at moderate depth
#
# Walks 1, 2, 3: 30 random moves from the goal (seeds 1, 2, 3). A* with h = 0, misplaced tiles and Manhattan
# distance, stopped above 10,000 stored boards:

# %% slideshow={"slide_type": "-"}
from teachkit.sliding import SearchLimitExceeded, astar, linear_conflict, manhattan, misplaced, zero
from teachkit.sliding.measure import comparison_table, measure_searches, scramble

fifteen = {f"walk {s}": scramble(goal(4), 30, s, neighbors) for s in (1, 2, 3)}
for h in (zero, misplaced, manhattan):
    for label, board in fifteen.items():
        try:
            astar(board, h, max_nodes=10_000)
            print(f"{h.__name__:<9} {label}: solved")
        except SearchLimitExceeded:
            print(f"{h.__name__:<9} {label}: stopped, over 10,000 boards stored")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the cell (a few seconds). **Say:** h = 0 and misplaced tiles stop at the limit we set, on every
# walk; Manhattan distance solves all three. The full message lists the ways out (a higher max_nodes, a better
# heuristic, IDA*). **Ask:** Which ways out does this notebook take? **Answer:** a search that holds less
# (IDA*), then better estimates (pattern databases).
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"} teachkit={"minutes": 2}
# ## Less memory: IDA*
#
# * A* keeps every board it stores. **IDA\*** (Korf, 1985) keeps only the current path.
# * Rounds of depth-first search from the start; a round cuts a path off where f = g + h exceeds its *bound*.
# * Round 1's bound: h(start). Next: the smallest f cut off in the round before.
# * With an admissible h, the first round to reach the goal finds a shortest solution (Korf, 1985). Proof, with
#   d the length of a shortest solution:
#   1. On a shortest path every board has f = g + h ≤ d (h admissible).
#   2. So while the bound is below d, a round cuts off a board of that path, whose f ≤ d: the next bound is ≤ d.
#   3. A goal reached in g moves has f = g ≤ bound ≤ d: its solution is a shortest one.
#   4. A round with bound d reaches the goal (no board of a shortest path is cut off, by 1), and the bounds
#      rise every round without passing d (by 2): so that round comes.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** IDA* trades memory for repeated work: each round starts again from the start board.
# **Ask:** With Manhattan distance, by how much does the bound grow from round to round? **Answer:** by 2:
# each move changes g by 1 and Manhattan by exactly 1, so f changes by 0 or 2.
#
# </details>

# %% slideshow={"slide_type": "subslide"}
from teachkit.sliding.exercises import idastar_bounds, idastar_round
from teachkit.sliding.measure import pick_at_depths

board12 = pick_at_depths(distances, [12], seed=5)[12]  # 12 moves from the goal
bounds = idastar_bounds(board12, manhattan)
first = idastar_round(board12, manhattan, bounds[0])
print(f"round 1, bound h(start) = {bounds[0]}; the boards it visits (moves from the start), depth first:")
for moves, f, cut in first.visits:
    print(f"  {'  ' * len(moves)}{moves or 'start'}: f = {f}", "cut off" if cut else "searched deeper")
print(f"smallest f cut off: {first.smallest_cut}, round 2's bound; all bounds: {bounds}")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the cell. **Say:** in round 1 the child with f = 8 is above the bound 6, so that path is cut off
# there; the child with f = 6 is searched deeper. 8 is the smallest f cut off, so round 2 has bound 8: it
# starts again from the start board and now goes below both children.
# **Ask:** Why do the bounds go 6, 8, 10, 12, in steps of 2? **Answer:** a move changes g by 1 and Manhattan
# by exactly 1, so f changes by 0 or 2; every f cut off is bound + 2.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# Both rounds as trees:

# %% slideshow={"slide_type": "-"}
from teachkit.sliding.draw import idastar_rounds_picture

idastar_rounds_picture([(bound, idastar_round(board12, manhattan, bound)) for bound in bounds[:2]])

# %% [markdown] slideshow={"slide_type": "fragment"}
# With Manhattan a move changes f by 0 or 2, so every cut-off here has f = bound + 2. Misplaced tiles can
# also cut off at bound + 1: IDA*'s rule is "the smallest f cut off", not "add 2".

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** read each tree depth first, left to right: that is the order of the printed trace. Round 2 starts
# again from the start board; the grey boards of round 1 are now white and searched below.
# **Ask:** Why is there no board R under the first L? **Answer:** it would undo L and go straight back to the
# start board; a round never makes the move straight back.
# **Ask:** Which of round 2's boards would round 3 (bound 10) cut off? **Answer:** none of those drawn: every f
# here is at most 10, so round 3 searches below all the grey boards of round 2.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2 — write IDA*
#
# `my_idastar(start, h)` returns a shortest solution's length; the rounds are given. You write
# `search(board, g, bound, parent)`: `board` was reached in g moves, the last from `parent`. It returns a pair
# (smallest f cut off, solution length or None):
# 1. f = g + h(board). If f > bound: return `(f, None)`.
# 2. At the goal: return `(f, g)`.
# 3. Search each child of `neighbors(board)` (pairs `(move, child)`) with g + 1, except `parent`. A child's
#    pair with a solution: return it at once (it is a shortest one: searching on wastes work).
# 4. Else return `(smallest, None)`: the smallest f the children returned (start from `math.inf`).
#
# The checker tries 10 8-puzzle boards.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** this is the longest exercise of the notebook: give it 30 minutes, or set it as homework.
# **Ask:** Why skip the child equal to `parent`? **Answer:** the move straight back only undoes the last move:
# that path can never be part of a shortest solution.
# **Ask:** What must a round hand back besides "found" or "not found"? **Answer:** the smallest f it cut off:
# the next round's bound.
#
# </details>

# %% slideshow={"slide_type": "subslide"} tags=["exercise", "slide-code", "slide-scroll"] teachkit={"answered_by": ["teachkit.sliding.idastar", "teachkit.sliding.search.idastar_manhattan", "teachkit.sliding.idastar_pdb", "teachkit.sliding.solve", "teachkit.sliding.hint"], "exercise": "07-2", "minutes": 30}
import math

from teachkit.sliding.exercises import check_idastar


def my_idastar(start, h):
    """The length of a shortest solution from start to goal(3), by IDA* with heuristic h."""
    target = goal(3)

    def search(board, g, bound, parent):
        """(the smallest f cut off, None), or (f, g) at the goal."""
        ...  # your code

    bound = h(start)
    while True:  # the rounds (given)
        result = search(start, 0, bound, None)
        if result is None:
            raise NotImplementedError("search must return a pair")
        bound, found = result  # the next bound: the smallest f cut off
        if found is not None:
            return found


check_idastar(my_idastar)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the stub, to show the checker. **Say:** the loop of rounds is given; test `search` with one fixed
# bound first. **Ask:** What does `search` return at a board whose f is above the bound?
# **Answer:** that f, and no solution: it becomes a candidate for the next bound.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Why IDA*: memory
#
# The boards each search holds (A*: all it stored; IDA*, teachkit's `idastar`: its longest path), with
# Manhattan distance, on the three walks:

# %% slideshow={"slide_type": "-"}
from teachkit.sliding import idastar
from teachkit.sliding.measure import astar_boards_held

both = {label: (astar(board, manhattan), idastar(board, manhattan)) for label, board in fifteen.items()}
for label, board in fifteen.items():
    held = astar_boards_held(board, manhattan)
    print(f"{label}: A* holds {held:,} boards, IDA* {both[label][1].max_frontier} boards")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the cell. **Say:** A* holds hundreds to thousands of boards on these 26–28-move walks; IDA* under 30.
# A laptop does not notice either; the next cell gives A* a deep board and a memory budget.
# **Ask:** Why is IDA*'s count close to the number of moves? **Answer:** it holds only its current path: the
# start and one board per move along it.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Memory on a deep board
#
# Korf's board 17 (of the 100 in Korf's 1985 paper) needs 66 moves. Both searches get the same estimate, the
# 15-puzzle's pattern databases (explained later). We give A* 100 MB of boards (teachkit's estimate: 338 bytes
# a stored board):

# %% slideshow={"slide_type": "-"}
from teachkit.sliding import korf100
from teachkit.sliding.limits import board_bytes
from teachkit.sliding.pdb import idastar_pdb, pdb_663

hard = korf100()[16]  # board 17: the list counts from 0
tables663 = pdb_663(hard.goal)
budget = 100_000_000  # bytes
room = budget // board_bytes(16)  # boards
try:
    found = astar(hard.board, tables663, max_nodes=room, max_bytes=budget)
    print(f"A*:   a {found.cost}-move solution, after generating {found.generated:,} nodes")
except SearchLimitExceeded:
    print(f"A*:   {budget // 1_000_000} MB used up ({room:,} boards stored), no solution yet")
deep = idastar_pdb(hard.board, tables663)
print(
    f"IDA*: a {deep.cost}-move solution; it generated {deep.generated:,} nodes, holding at most "
    f"{deep.max_frontier} boards at a time"
)

# %% [markdown] slideshow={"slide_type": "fragment"}
# A* keeps every board it stores, so its memory grows as long as it searches; IDA* holds only its current
# path. **Try it** (optional, 10–20 s): give A* 1 GB above, `budget = 1_000_000_000`: does it finish?

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the cell (a few seconds: A* fills its 100 MB). **Say:** same board, same estimate: A* uses up the
# memory we gave it; IDA* generates millions of nodes and never holds more than one path. With 1 GB A* solves
# this board too (the Try it): the point is how its memory grows, with every board it stores.
# **Ask:** Which search would you run on a board 80 moves deep? **Answer:** IDA*: its memory grows with the
# depth only, A*'s with every board it stores.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Pattern databases
#
# * Better estimates: solve a *part* of the puzzle exactly.
# * Pick a group of tiles. For each placement of the group (a *pattern*), store the fewest moves that bring it
#   home, the blank ending in its corner: a **pattern database** (Culberson & Schaeffer, 1998).
# * **The tables here forget where the blank starts:** for each pattern they keep the cheapest cost over every
#   square the blank could start on. (Culberson & Schaeffer's patterns record the blank's square too.)
# * Culberson & Schaeffer's tables count every tile's moves: two groups' sum may count a move twice, and
#   overestimate. The tables here avoid it (below).

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** a pattern database is a table of exact answers to a smaller puzzle. **Ask:** Why must the other
# tiles be treated as indistinct? **Answer:** so that the table has one entry per placement of the group,
# few enough to store.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} teachkit={"minutes": 2}
# ### Additive pattern databases
#
# Count only the group's own moves, in *disjoint* groups: the tables may be **added** (Korf & Felner, 2002).
# Proof, on a shortest solution:
# 1. Each move slides one tile, so it counts for at most one group.
# 2. Group A's moves bring group A home: at least table_A of them. Likewise for each group.
# 3. So the sum of the tables ≤ the solution's length: admissible.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** the proof splits one real solution into the moves of each group. **Ask:** Where does the proof
# use that the groups are disjoint? **Answer:** each move slides one tile, which is in at most one group, so
# no move is counted twice.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 3 — a table value by hand
#
# Board `2 1 3 / 4 5 6 / 8 7 0` (22 moves from the goal). The table of (1, 2) stores the fewest moves *of tiles
# 1 and 2* that bring both home; other tiles move for free.
# * On paper, find such a shortest sequence (`"1D"`: tile 1 slides down).
# * A tile may slide onto any square the blank can reach without moving tile 1 or 2.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** only the moves of tiles 1 and 2 count; the blank goes anywhere it can reach around them, free.
# **Ask:** What does the table's value mean for this board? **Answer:** the length of the shortest such
# sequence: a lower bound on the moves of tiles 1 and 2 in any real solution.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# Exercise 3's board, and what the table of (1, 2) sees of it:

# %% slideshow={"slide_type": "-"}
from teachkit.sliding import parse_board
from teachkit.sliding.draw import pattern_picture

pattern_picture(parse_board("2 1 3 / 4 5 6 / 8 7 0"), (1, 2))  # what the table of (1, 2) sees

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** tiles 1 and 2 are each one square from home, in each other's way; every other tile is free.
# **Ask:** Where may tile 1 go first? **Answer:** onto any square the blank can reach around tiles 1 and 2,
# e.g. down onto 5's square: 5 moves for free, and the blank reaches that square without moving 1 or 2.
#
# </details>

# %% slideshow={"slide_type": "subslide"} tags=["exercise", "slide-code"] teachkit={"answered_by": [], "exercise": "07-3", "minutes": 8}
from teachkit.sliding import parse_board
from teachkit.sliding.exercises import check_pattern_moves

board06 = parse_board("2 1 3 / 4 5 6 / 8 7 0")
my_moves = ...  # e.g. "1D 2R": tile 1 slides down, then tile 2 slides right
check_pattern_moves(board06, (1, 2), my_moves)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** move only what the table counts; the blank goes wherever it can reach for free. **Ask:** Why is 2
# not enough, though each tile is one square from home? **Answer:** they must pass each other in the top row:
# one steps out and back (notebook 06's linear conflict), 4 moves in all.
#
# </details>

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you have tried
from teachkit.sliding.pdb import build_pattern_database

pair = build_pattern_database(goal(3), (1, 2))
print(f"Answer: the table of (1, 2) stores {pair.cost(board06)}; the true distance is {distances[board06]}")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the answer cell. **Say:** the table's value is the length of the shortest pattern solution the
# checker accepted. **Ask:** Why may this table not store 22? **Answer:** 22 counts every tile's moves; a table
# that stored it could not be added to another group's.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A 4-4 split of the 8-puzzle, and reflection
#
# 1. Tiles 1–4 and 5–8, one table each; h = the sum. A table sees only its tiles (below: what table 1–4 sees
#    of notebook 06's depth-20 board).
# 2. Each table is built once, searching back from the goal: a group tile's move costs 1, others 0.
# 3. **Reflection**: flip the board over its main diagonal, renaming 2 ↔ 4, 3 ↔ 7, 6 ↔ 8 so the goal flips
#    onto itself. Both tables, read on the flipped board, give a second sum.
# 4. h = the larger sum, still admissible: the flip turns every move into a move and the goal into the goal, so
#    the flipped board is exactly as far from the goal as the board. The second sum never overestimates the
#    flipped board's distance, so it never overestimates the board's; nor does the larger of the two.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** the table's search is a 0-1 breadth-first search, where some moves are free: free moves go to the
# front of the queue. For each pattern it keeps the cheapest cost over every square of the blank.
# **Ask:** Why would a plain breadth-first search give wrong costs here? **Answer:** it counts every
# move as 1, the other tiles' too, so its costs are too high to add.
#
# </details>

# %% slideshow={"slide_type": "subslide"}
from teachkit.sliding import AdditivePDB
from teachkit.sliding.draw import pattern_picture
from teachkit.sliding.pdb import build_pattern_database

groups = [(1, 2, 3, 4), (5, 6, 7, 8)]
tables = [build_pattern_database(goal(3), group) for group in groups]
pdb44 = AdditivePDB(tables, reflect=True)
pdb44_plain = AdditivePDB(tables, reflect=False)
deep = {"d=20": pick_at_depths(distances, [4, 8, 12, 16, 20], seed=0)[20]}  # notebook 06's depth-20 board
pattern_picture(deep["d=20"], groups[0])

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the cell (the tables build in about a second). **Say:** the table of tiles 1–4 sees only the right
# picture: its entry is the fewest moves of tiles 1–4 that bring them home, the hatched tiles moving for free.
# **Ask:** Why is the blank hatched too? **Answer:** the table keeps, for each placement of tiles 1–4, its
# cheapest cost over every square of the blank, so it has one entry per placement.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Predict.** On the flipped board, table 1–4 reads the tiles *named* 1, 2, 3, 4 after the renaming. Which
# **real** tiles are they? Write a set of four tile numbers, such as `{1, 2, 3, 4}`.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
my_guess = ...  # a set of four tiles
predict("sliding:07-reflection-tiles", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** follow the renaming backwards: which real tile ends up called 2? **Ask:** the prediction on the
# slide. **Answer:** {1, 2, 4, 7}: real 4 is renamed 2, real 7 is renamed 3, real 2 is renamed 4.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The reflection, drawn
#
# The same board and its reflection, as `pdb44` makes it:

# %% slideshow={"slide_type": "-"}
from teachkit.sliding.draw import reflection_picture

reflection_picture(deep["d=20"], groups[0])

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the cell. **Say:** the flip swaps rows and columns; the renaming (2 ↔ 4, 3 ↔ 7, 6 ↔ 8) makes the goal
# flip onto itself, so every solution flips into a solution of the same length.
# **Ask:** Why rename at all? **Answer:** without it the flipped goal is not the goal: tile 2 would stand where
# 4 belongs, and the tables would estimate the distance to the wrong board.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Predict.** On this depth-20 board, will A* with the two 4-4 tables (no reflection) expand *fewer* nodes
# than with linear conflict, *as many*, or *more*?

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
my_guess = ...  # "fewer", "as many" or "more"
predict("sliding:07-pdb44-vs-lc", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** notebook 06's 18-move board showed that a larger h does not always mean fewer expansions.
# **Ask:** the prediction on the slide. **Answer:** fewer: 33 against 44 (the next cell measures it).
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The 4-4 tables, measured

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"}
from collections import Counter

heuristics = {"lin.conf": linear_conflict, "4-4": pdb44_plain, "4-4 + R": pdb44}
board20 = deep["d=20"]
a, b = (table.cost(board20) for table in tables)
print(f"board20: {a} + {b} = {a + b}, true {distances[board20]}")
print("lin.conf = linear conflict; 4-4 = the two tables; 4-4 + R = with reflection")
print(comparison_table(measure_searches(astar, deep, heuristics), ["expanded", "generated"]))
expanded_by_f = {name: Counter() for name in heuristics}  # f of each board A* expands
for name, h in heuristics.items():
    by_f = expanded_by_f[name]
    astar(board20, h, on_expand=lambda node: by_f.update([node.f]))
    print(f"{name:<8} boards expanded with f = 20: {by_f[20]} of {by_f.total()}")

# %% [markdown] slideshow={"slide_type": "fragment"}
# <details>
# <summary><b>Reading the measurement</b> (open after you have predicted)</summary>
#
# * A table sees its tiles block each other anywhere, not only in one row or column.
# * The tables' h is exact at the start, yet many boards have f = 20: boards of other shortest paths, and
#   boards where h is too low. A* expands such ties until it takes the goal.
# * Reflection raises h on some of them above 20 − g, so A* leaves them.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the cell. **Say:** on this board the 4-4 database with
# reflection expands half as many nodes as linear conflict. **Ask:** Why is the larger of two admissible estimates admissible?
# **Answer:** each is at most the true distance, so the larger one is too.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The 15-puzzle's databases
#
# * teachkit ships a 6-6-3 split (groups of 6, 6 and 3 tiles); Felner, Korf & Hanan (2004) found 7-8 stronger.
# * `solve(board)` on the 15-puzzle: IDA* with the 6-6-3 tables and reflection.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** bigger groups give better estimates but bigger tables, so the split is a trade-off with memory.
# **Ask:** Why IDA* and not A* on the 15-puzzle? **Answer:** IDA* holds one path; A* would hold every board
# it stores, and hard boards need far too many.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"} tags=["optional"]
# ## Going further (optional)
#
# Six asides; nothing later depends on them:
# * Korf's 100 boards, solved by `solve`;
# * IDA* against A*: work and memory;
# * one tile per group;
# * linear conflict on the 15-puzzle: nodes and time;
# * one group of three tiles, or two groups;
# * is the 4-4 database consistent?

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** in a 50-minute slot, set this part as reading. **Ask:** Is fewer nodes the same as less time?
# **Answer:** not always: a later slide measures the time per node.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Korf's 100
#
# Korf's 1985 paper: 100 random 15-puzzle boards, with optimal lengths (his goal has the blank first: teachkit
# turns each board 180° and renames tile t to 16 − t). One, solved by `solve`:

# %% slideshow={"slide_type": "-"} tags=["optional"]
from teachkit.sliding import korf100, solve

korf = korf100()[11]  # the list counts from 0: [11] is board 12
result = solve(korf)
print(
    f"Korf's board {korf.number}: optimal length {korf.length} moves (published); "
    f"solve found {result.cost} moves, generating {result.generated:,} nodes"
)

# %% [markdown] slideshow={"slide_type": "fragment"} tags=["optional"]
# **Try it:** another board: change `n` (0 to 99). Boards n = 0 and n = 10 both need 57 moves: is the work the
# same?

# %% slideshow={"slide_type": "-"} tags=["slide-code", "optional"]
n = 11  # 0 to 99
board = korf100()[n]
found = solve(board)
print(
    f"board {board.number}: published {board.length} moves; solve finds {found.cost}, "
    f"generating {found.generated:,} nodes"
)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the `solve` cell. **Say:** a 45-move board in a few thousand nodes, with the published length
# matched. **Ask:** Why rotate and rename Korf's boards? **Answer:** his goal has the blank first, teachkit's
# has it last; rotating by 180° and renaming t → 16 − t maps one goal onto the other.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### IDA* against A*: work
#
# **Predict.** IDA* forgets every board that is not on its current path. In total, will it generate *more*
# nodes than A* on each of the three boards, or *fewer* on each? Write `"more"` or `"fewer"`.

# %% slideshow={"slide_type": "-"} tags=["optional", "predict", "slide-code"]
my_guess = ...  # "more" or "fewer"
predict("sliding:07-idastar-generated", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the search cell, then the prediction. **Say:** forgetting saves memory; what does it cost?
# **Ask:** the prediction on the slide. **Answer:** more, on each walk: IDA* generates boards again in every
# round.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["optional", "answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# More, on each walk: IDA* generates boards again in every round, and again whenever two paths lead to the same
# board. Both find the same optimal lengths.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** IDA* pays for its small memory with repeated work. **Ask:** Why does IDA* generate the start's
# children again in every round? **Answer:** it keeps nothing between rounds but the bound; each round starts
# again from the start board.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Memory against work
#
# The nodes each search generated, beside what it held (A*: its best-g table, the frontier among them):

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["optional"]
print(f"{'':8} {'moves':>5} | {'A* generated':>12} {'A* holds':>9} | {'IDA* generated':>14} {'IDA* holds':>10}")
for label, (a, i) in both.items():
    print(
        f"{label:8} {a.cost:>5} | {a.generated:>12,} {astar_boards_held(fifteen[label], manhattan):>9,} | "
        f"{i.generated:>14,} {i.max_frontier:>10}"
    )
print("A* and IDA* found the same lengths:", all(a.cost == i.cost for a, i in both.values()))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the table cell. **Say:** "holds" counts what each search really keeps: for A* every board in its
# table, not only the frontier; for IDA* its longest path. **Ask:** Which search would you run on a board 80
# moves deep? **Answer:** IDA*: its memory grows with the depth only, A*'s with every board it stores.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### One tile per group
#
# **Predict.** Split the 8 tiles of the 8-puzzle into 8 groups of *one* tile. Which heuristic of notebook 06
# is the sum of these 8 tables? Write `"misplaced"`, `"manhattan"`, `"linear conflict"` or `"none of them"`.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code", "optional"]
my_guess = ...  # "misplaced", "manhattan", "linear conflict" or "none of them"
predict("sliding:07-single-tile-groups", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** think of one tile alone on the board, the others free to move at no cost. **Ask:** the prediction
# on the slide. **Answer:** Manhattan distance.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer", "optional"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# Manhattan distance, on every board. With one tile in the group the other tiles move for free, so the blank
# walks around the tile at no cost (a grid with one square taken stays connected). The tile moves one square
# per move that counts: it needs exactly its rows plus columns. Bigger groups also see how their tiles get in
# each other's way.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** pattern databases generalise Manhattan distance. **Ask:** Which heuristic of 06 also sees tiles
# getting in each other's way? **Answer:** linear conflict, for tiles in their own row or column.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Linear conflict on the 15-puzzle: nodes and time
#
# A* with Manhattan distance and with linear conflict, on the three walks:

# %% slideshow={"slide_type": "-"} tags=["optional"]
informed = {"manhattan": manhattan, "linear conflict": linear_conflict}
rows15 = measure_searches(astar, fifteen, informed)
print(comparison_table(rows15, ["branching"]))
print()
gain = [cell_m.generated / cell_l.generated for cell_m, cell_l in zip(rows15[:3], rows15[3:])]
print("nodes generated, Manhattan / linear conflict, on walks 1, 2, 3:", ", ".join(f"{g:.1f}" for g in gain))

# %% [markdown] slideshow={"slide_type": "fragment"} tags=["optional"]
# The nodes generated grow roughly as b* (notebook 06) to the power of the depth, so a small drop in b* saves a
# large factor; were b* the same on deeper boards, the factor would grow with the depth.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the cell. **Say:** both solve walks 1, 2 and 3, at depths 26 to 28. **Ask:** Linear conflict's b* is
# only a little lower: why does it save so many nodes? **Answer:** b* is raised to the power of the depth, so
# a small difference in b* is a large factor over 26 levels.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# Fewer nodes is not always less time: linear conflict costs more to compute per board. The timings of
# the searches above (they vary from run to run; the first search also pays a one-time warm-up):

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["nbval-ignore-output", "optional"]
for r in rows15:
    print(
        f"{r.heuristic:<16} {r.instance:<8} {r.generated:>8,} nodes in {r.seconds * 1000:8.1f} ms, "
        f"{r.seconds / r.generated * 1e6:5.1f} µs per node"
    )

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the timing cell; its numbers change from run to run. **Say:** compare the µs per node of the two
# heuristics. **Ask:** When does the costlier heuristic still win on time? **Answer:** when its node count
# falls by a larger factor than its time per node rises.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### One group of three, or two groups?
#
# **Predict.** Compare the table of the group (1, 2, 3) with the table of (1, 2) plus the table of (3), board
# by board. Is the one table of three `"always equal"` to the sum, `"never smaller"`, `"never larger"`, or
# does `"it depends on the board"`?

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code", "optional"]
my_guess = ...  # "always equal", "never smaller", "never larger" or "it depends on the board"
predict("sliding:07-merged-group", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** think about what the merged table can see that the two small ones cannot. **Ask:** the prediction
# on the slide. **Answer:** never smaller, and often larger.
#
# </details>

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer", "optional"]
# Answer — open after you predict
from collections import Counter

from teachkit.sliding.predictions import merged_group_values

print("Answer: table (1, 2, 3) minus [table (1, 2) + table (3)] -> how many of 2,000 seeded boards")
print(dict(sorted(Counter(m - s for m, s in merged_group_values(2000, seed=0)).items())))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer", "optional"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# Never smaller, and often larger. Of the fewest moves of tiles 1, 2, 3 that bring the three home, the moves of
# 1 or 2 bring (1, 2) home: at least table (1, 2) of them; the others move 3: at least table (3). The merged
# group also sees 3 get in the way of 1 and 2.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the answer cell. **Say:** bigger groups give better estimates, and bigger tables. **Ask:** Why
# are the differences all even? **Answer:** each move of a tile changes its Manhattan distance by 1, so each
# table's cost has the parity of its tiles' Manhattan sum; both sides cover tiles 1, 2, 3.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Is the 4-4 database consistent?
#
# The next cell prepares the same check as in notebook 06, on the boards within 14 moves of the goal.

# %% slideshow={"slide_type": "-"} tags=["optional"]
from teachkit.sliding.measure import audit_heuristics, audit_table

near = {board: d for board, d in distances.items() if d <= 14}


def moves_within(board):
    """The moves from `board` that stay among the boards in `near`."""
    return [(move, nxt) for move, nxt in neighbors(board) if nxt in near]


audit44 = audit_heuristics({"4-4 + reflection": pdb44}, near, moves_within)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the audit cell. **Say:** it checks the database on every move between these boards.
# **Ask:** What would an inconsistent move look like? **Answer:** a move that lowers the estimate by more
# than 1.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# **Predict.** Is the 4-4 database (with reflection) consistent on these boards? Write `True` or `False`.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code", "optional"]
my_guess = ...  # True or False
predict("sliding:07-pdb44-consistent", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the audit cell, then the prediction. **Say:** admissible does not imply consistent. **Ask:** the
# prediction on the slide. **Answer:** False: some moves lower it by more than 1.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer", "optional"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# Not consistent: the audit (below) counts moves that lower h by more than 1. A table keeps the
# cheapest cost over all squares of the blank, and that square can be walled off from the real blank by the
# group's tiles. A* still finds shortest solutions with it (notebook 05's proof needs only admissibility), but
# may expand a board twice. IDA* needs only admissibility (Korf, 1985).
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### The audit of the 4-4 database

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["optional"]
print(audit_table(audit44))

# %% [markdown] slideshow={"slide_type": "fragment"} tags=["optional"]
# <details>
# <summary><b>A move to look at</b> (open after you have predicted)</summary>
#
# Tile 7 slides down onto its goal square.
#
# </details>

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["optional"]
walled = parse_board("1 2 3 / 7 5 6 / 0 8 4")
for name, board in (("before", walled), ("after", dict(neighbors(walled))["U"])):
    a, b = tables[0].cost(board), tables[1].cost(board)
    print(f"{name:<6}: table 1-4 {a}, table 5-8 {b}, plain sum {a + b}, 4-4 + R {pdb44(board)}")
print("the depth-20 board, plain 4-4 tables: boards expanded by f", dict(sorted(expanded_by_f["4-4"].items())))

# %% [markdown] slideshow={"slide_type": "fragment"} tags=["optional"]
# <details>
# <summary><b>The tables before and after that move</b> (open after you have predicted)</summary>
#
# A look-up takes the cheapest cost over every square of the blank. After the move: 0 (tiles 5–8 home, blank
# in its corner), though the real blank is walled off from that corner by group tiles and would need 6. Before
# it: the look-up gives 7, whatever the blank's square (the real cost depends on it).
#
# Where h falls by more than 1 in a move, f = g + h falls. So A* with the plain 4-4 tables expands a board at
# f = 18 on the depth-20 board, below the start's 20 (last line): somewhere on its path the plain sum fell by
# more than 1, as it falls from 10 to 3 on this move.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the audit table. **Say:** A* with an admissible but inconsistent h stays optimal,
# but may expand a board more than once. **Ask:** Which column of the audit shows the inconsistency?
# **Answer:** h(n) > 1 + h(n′), with 150 moves.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# * IDA* holds one path; A* every board it stores.
# * Tables of disjoint groups that count only their own group's moves add up (proved admissible); the tables
#   here forget where the blank starts.
# * Reflection: the same tables on the flipped board; the larger sum stays admissible.
# * `solve`: on the 15-puzzle, IDA* with the 6-6-3 tables and reflection.
#
# **Where next:** [08 · Knight's tours and Warnsdorff's rule](08-knights-tour-warnsdorff.ipynb) ·
# **Index:** [00-index](00-index.ipynb) · back to [06 · part 3: heuristics](06-fifteen-puzzle-heuristics.ipynb)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Say:** two ideas solve the 15-puzzle optimally: hold only a path (IDA*), and estimate with exact
# sub-puzzles (pattern databases). **Ask:** What does each idea cost? **Answer:** IDA* repeats work; pattern
# databases need memory for their tables and time to build them once.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ## Sources
#
# * R. E. Korf, "Depth-first iterative-deepening: an optimal admissible tree search", *Artificial
#   Intelligence* 27, 1985 — IDA* and Korf's 100.
# * R. E. Korf, P. Schultze, "Large-scale parallel breadth-first search", *AAAI* 2005 — the 80-move boards.
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
# One shortest solution (there can be several): played on the board, the blank's letters written down.
from teachkit.sliding.exercises import check_solution_by_hand

my_moves = "DRUULLDDRR"
check_solution_by_hand(puzzle, my_moves, optimal=distances[puzzle], slack=4)


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


# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "07-3"}
# Solution — open after you have tried
# Tile 2 steps down out of the row, tile 1 slides left home, tile 2 slides right and up home.
print("Solution of Exercise 3, checked:")
check_pattern_moves(board06, (1, 2), "2D 1L 2R 2U")
