# %% [markdown] slideshow={"slide_type": "slide"}
# # The 15-puzzle, part 2: A*
#
# *How a good estimate tames a huge search — and you write the search yourself.*
#
# **Learning objectives.** You will
# * explain A*'s rule, *expand the board of smallest f = g + h*, and why it finds shortest solutions when h never
#   overestimates;
# * write A*'s loop yourself (about 13 lines);
# * read A*'s frontier step by step.
#
# **Prerequisites.** [04 · The 15-puzzle, part 1: states and solvability](04-fifteen-puzzle-state-space.ipynb)
# (recapped below); Python lists, tuples, dictionaries, functions.
# **Time needed.** About 60 minutes, plus about 20 for the optional part (35 of the 60: the exercise).
#
# **Previous:** [04 · The 15-puzzle, part 1: states and solvability](04-fifteen-puzzle-state-space.ipynb) ·
# **Index:** [00-index](00-index.ipynb) ·
# **Next:** [06 · The 15-puzzle, part 3: heuristics](06-fifteen-puzzle-heuristics.ipynb)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Part 1 showed that the 15-puzzle is too big to search completely in memory; today an estimate of the
# distance to the goal makes the search small, and the class writes that search.
#
# Ask: Why can a plain breadth-first search, every board kept in memory, not run on the 15-puzzle on a laptop?
# Answer: even at one bit per board it needs 1.3 TB (part 1).
#
# 50-minute plan:
# - 3 min — recap of part 1
# - 7 min — f = g + h and the rule
# - 10 min — Manhattan distance, the lemma (stated), the theorem and its Predict
# - 5 min — the heap
# - 15 min — Exercise 1 started in class, finished as homework
# - 5 min — A* at work
# - 5 min — inside A*: the frontier, its Predict, the branches table (the side-branch Player is optional)
#
# 90-minute plan:
# - 5 min — recap of part 1
# - 10 min — f = g + h and the rule
# - 10 min — Manhattan distance, the lemma (stated), the theorem and its Predict
# - 5 min — the heap
# - 30 min — Exercise 1 and its "Try it"
# - 10 min — A* at work, its Predict, the solution played
# - 10 min — inside A*: its Predict, the branches; the side-branch Player and f-contours (optional)
# - 10 min — optional parts: uniform-cost search, its speed, the proof of the lemma
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Where we are
#
# From [part 1](04-fifteen-puzzle-state-space.ipynb):
#
# * A board is a tuple of k² numbers, row by row, 0 for the blank; `goal(k)` has the blank last.
# * A move is the way the blank travels: `U`, `L`, `R`, `D`. `neighbors(board)` yields `(move, board)` pairs.
# * `bfs_distances(3)` gives every solvable 8-puzzle board's exact distance.

# %% slideshow={"slide_type": "skip"}
import sys

if sys.platform == "emscripten":  # running in the browser (JupyterLite): install teachkit there first
    import piplite

    await piplite.install("teachkit")

# %% slideshow={"slide_type": "-"}
import math

from teachkit.checks import predict
from teachkit.sliding import bfs_distances, goal, neighbors, parse_board
from teachkit.sliding.draw import board_picture

distances = bfs_distances(3)  # the exact distance of every solvable 8-puzzle board, as in part 1
print(f"{len(distances):,} 8-puzzle boards, each with its exact distance to the goal")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: We keep part 1's board format and moves; the exact 8-puzzle distances let us check every estimate today.
#
# Ask: How many 8-puzzle boards does the search reach, and why not 9!? Answer: 181,440 = 9!/2, one parity
# class.
#
# Run: the cell that builds `distances`.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## A*: f = g + h
#
# * A search keeps a *frontier*: boards reached but not yet expanded.
# * A board is **generated** when it is created (the start, then each neighbour); **expanded** when its own
#   neighbours are.
# * Breadth-first search expands first-in, first-out. **A\*** (Hart, Nilsson & Raphael, 1968) ranks the
#   frontier.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Every search today differs only in which frontier board it expands next.
#
# Ask: In which order does breadth-first search expand boards? Answer: in the order they arrived, so by their
# distance from the start.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The ranking
#
# $$f(n) = g(n) + h(n)$$
#
# * **g(n)** — moves made from the start to board n (known);
# * **h(n)** — a *heuristic*: a quick estimate of the moves left from n to the goal;
# * **f(n)** — the estimated length of the best solution through n.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: g is what we have spent, h what we guess is left; f is the guess of the whole trip.
#
# Ask: A board 3 moves from the start has h = 5. What is f, and what does it estimate? Answer: 8, the length of
# the best solution through that board.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The rule
#
# * **Expand** the frontier board with the smallest f.
# * **Push** a neighbour only if this way to it is strictly shorter than any found before (a *best-g table*
#   keeps the fewest moves found so far).
# * **Stop** when the goal is *taken off* the frontier.
#
# If h never overestimates the moves left (h is *admissible*), A* returns a shortest solution. Proof below.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Stopping when the goal is taken off, not when it is first generated, is what makes the proof work.
#
# Ask: Is h = 0 admissible? Answer: yes — 0 never exceeds the moves left.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Our heuristic: Manhattan distance
#
# * For each tile (not the blank): rows plus columns to its goal square; add them up.
# * A move shifts one tile one square: the sum changes by exactly 1.
# * The sum is 0 at the goal, so reaching it takes at least that many moves: it never overestimates.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Each move changes Manhattan distance by exactly 1, so it never promises more moves than are needed: it
# never overestimates (it is admissible).
#
# Ask: Can one move lower the sum by 2? Answer: no — a move shifts one tile by one square.
#
# </details>

# %% slideshow={"slide_type": "subslide"}
from teachkit.sliding import manhattan

board = parse_board("4 1 3 / 7 2 6 / 5 8 0")
print("Manhattan distance:", manhattan(board), " true distance:", distances[board])
board_picture(board, title="4 1 3 / 7 2 6 / 5 8 0", key=True)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Here the estimate is 6 and the truth 8: an underestimate, as the proof promises.
#
# Ask: What is it for this board? Answer: 6 — tiles 4, 1, 7 and 2 are one square off, tile 5 two; the true
# distance is 8.
#
# Run: the Manhattan cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} teachkit={"minutes": 1}
# ### Lemma: a board of a shortest path always waits
#
# * Fix a shortest path n₀ = start, n₁, …, n_C = goal (C moves). nᵢ is i moves from the start.
# * Call nᵢ **done** once A* has taken it off the frontier with g = i.
#
# **Lemma.** Until the goal is taken off, the first nᵢ that is not done waits on the frontier, with g = i.
# *(Proof: optional part.)*

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: The lemma says the search never loses track of a shortest path: one of its boards always waits, with
# the right g. Its proof is optional reading; in a 90-minute lecture, walk through it at the end.
#
# Ask: What is g for n₃ on that path, at best? Answer: 3 — no way to n₃ is shorter than the path's first three
# moves.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The lemma, seen
#
# A*'s run on the board above. Each row shows the path's boards *just before* that step: done, or waiting on the
# frontier. In the row where A* takes a board off the path, which nᵢ waits, and with what g?

# %% slideshow={"slide_type": "-"} teachkit={"minutes": 2}
from teachkit.sliding.draw import waiting_path_picture

waiting_path_picture(board, manhattan, steps=[0, 1, 2, 3, 8, 9])

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Each row is one moment of the real search; blue boards are done, the outlined one waits with its
# right g. Even when A* wanders off the path, the outlined board stays on the frontier.
#
# Ask: In the row where A* takes a board off the path, which path board waits? Answer: n₁, with g = 1 — it is
# taken off one step later.
#
# Run: the picture cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} teachkit={"minutes": 2}
# ### Theorem: the answer is shortest
#
# 1. The goal is taken off with some g; its f is g, as h(goal) = 0 (h ≥ 0, and admissible: at most 0 there).
# 2. A* takes off a board of smallest f, so g ≤ f(nᵢ) for the waiting nᵢ of the lemma.
# 3. f(nᵢ) = i + h(nᵢ) ≤ i + (C − i) = C, since h(nᵢ) ≤ C − i, the moves left from nᵢ.
# 4. So g ≤ C; g is a real path's length, so g ≥ C: g = C. ∎

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: The theorem needs the lemma only in step 2: some waiting board lies on a shortest path, with its
# smallest g; step 3 adds admissibility to get f at most C.
#
# Ask: Why is g ≥ C in step 4? Answer: g is the length of some path to the goal, and C of a shortest one.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Predict.** Suppose h can overestimate, like h = 2 × Manhattan distance (still 0 at the goal). Which step of
# the theorem's proof is the first to fail? Write 1, 2, 3 or 4.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"]
my_guess = ...  # 1, 2, 3 or 4
predict("sliding:05-theorem-step", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Give the room a minute to reread the four steps with 2 × Manhattan in mind before anyone answers.
#
# Ask: Does 2 × Manhattan still give 0 at the goal? Answer: yes — 2 × 0 = 0, so step 1 still holds.
#
# Run: the predict cell with the room's step written in.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# Step 3: it needs h(nᵢ) ≤ C − i, exactly "h never overestimates"; 2 × Manhattan can exceed the C − i moves
# left. Steps 1 and 2 still hold. The cell's reason names a board where A* with it returns a longer solution.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Without step 3 a board of the shortest path can wait with f > C while a longer path to the goal is
# taken off first.
#
# Ask: Is every overestimating h sure to give a longer solution? Answer: no — it only may: on the 8-move board
# of the cells below 2 × Manhattan still finds 8 moves (and on 26 of the seeded boards 0–49, a shortest one).
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A heap for the frontier
#
# * A *heap* (`heapq`) is a list whose smallest item comes off first (`heappush`, `heappop`).
# * Our entries are `(f, h, counter, board)`: smallest f first, then smaller h, then older entry. The counter
#   means two boards are never compared.

# %% slideshow={"slide_type": "-"} tags=["slide-code"]
import heapq

frontier = []
heapq.heappush(frontier, (6, 4, 0, "board A"))
heapq.heappush(frontier, (6, 2, 1, "board B"))
heapq.heappush(frontier, (5, 5, 2, "board C"))
print([heapq.heappop(frontier)[3] for _ in range(3)])

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Tuples compare item by item, so the heap orders by f, then h, then the counter.
#
# Ask: In which order do the three boards come out? Answer: C (f = 5), then B (f = 6, h = 2), then A.
#
# Run: the heap cell, after the room has answered.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"} tags=["slide-scroll"]
# ## Exercise 1 — write A* yourself
#
# Complete `my_astar(start, heuristic)`. It returns `(cost, expanded)`; the checker compares both with
# teachkit's A* on 14 boards. Each turn of your loop:
#
# 1. **Pop** an entry. It holds f and h, not g: g = f − h.
# 2. **Skip it if stale.** A heap cannot change an entry: a shorter way to a waiting board pushes a new entry
#    and the old one stays. How do you tell the old one?
# 3. **Stop** when the goal is *taken off* (not when it is pushed). Return its g and the expansions.
# 4. **Expand**: count it; push each child (in `neighbors` order, next counter) that passes the best-g test.
#
# Do not refuse a board just because it was expanded before: the checker also tests one heuristic that, unlike
# Manhattan, can drop by more than 1 in a move (a table of notebook 07), and with it a board may first be
# expanded by a longer way.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: These four steps are the whole loop; matching them exactly is what lets the checker compare numbers.
#
# Ask: An entry (9, 3, 17, board) comes off the heap. What is its g? Answer: 6, that is f − h.
#
# </details>

# %% slideshow={"slide_type": "subslide"} tags=["slide-code", "slide-scroll", "exercise"] teachkit={"answered_by": ["teachkit.sliding.astar", "teachkit.sliding.astar_trace"], "exercise": "05-1", "minutes": 35}
import heapq
import itertools
import math  # noqa: F811 (imported again so that this cell runs alone, after a restart)

from teachkit.sliding import goal, neighbors, width  # noqa: F811
from teachkit.sliding.exercises import check_astar


def my_astar(start, heuristic):
    """A* from `start` to the goal, with h = heuristic(board). Returns (cost, expanded)."""
    target = goal(width(start))
    counter = itertools.count()  # a tie-breaker, so the heap never compares two boards
    h_start = heuristic(start)
    frontier = [(h_start, h_start, next(counter), start)]  # entries (f, h, counter, board)
    best_g = {start: 0}  # the fewest moves found so far to each board
    expanded = 0
    ...  # your loop: about 13 lines


check_astar(my_astar)

# %% [markdown] slideshow={"slide_type": "fragment"}
# **Try it.** Once it passes, copy it into a new cell as `my_astar_2` (the graded test judges `my_astar`) and
# there push every child (still recording its best g) without the shorter-way test. `check_astar(my_astar_2)`
# names what goes wrong.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Allow about 35 minutes; the loop is pop, skip if stale, stop at the goal, expand. The board you came
# from is among the children, but it never passes the best-g test.
#
# Ask: Why must the search stop when the goal is taken off, not when it is pushed? Answer: a goal pushed early
# may have a longer g; the proof only covers the goal taken off the heap.
#
# Run: the exercise cell with the stub, to show the checker's "not yet".
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## teachkit's A*
#
# Once you pass (not before: it is the model answer), compare with teachkit's `astar`: `astar??` shows its
# code. It also keeps `parent` to rebuild the path.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "-"} tags=["slide-scroll", "solution"]
# Solution — open after you have tried
import inspect

from teachkit.sliding import astar

print(inspect.getsource(astar))


# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Read it beside your own loop: the same pop, stale test, goal test and push. `_astar_args` (through
# `_start`) checks the board before any work; `_successors` leaves out the move that undoes the last one;
# `_check_size` stops the search with `SearchLimitExceeded` when it stores too many boards.
#
# Ask: What does `parent` add that `my_astar` lacks? Answer: the path itself — how each board was reached, so
# the moves can be read back from the goal.
#
# Run: the folded source cell, after the exercise.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A* at work
#
# The moves, and the cost: boards *expanded*, *generated* (the start and every neighbour created) and the
# largest frontier. (teachkit never creates the
# child that undoes the last move; yours does, and the best-g test drops it.)

# %% slideshow={"slide_type": "-"}
from teachkit.sliding import astar, off_path_steps

result = astar(board, manhattan)
print("moves:", "".join(result.moves), f"({result.cost} moves)")
print(f"expanded {result.expanded} boards, generated {result.generated}, largest frontier {result.max_frontier}")
off = off_path_steps(board, manhattan)  # the steps at which A* expands a board not on its solution
print(f"expansions off the solution path: {len(off)}, at step {off}")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Eight moves, and only nine boards expanded: the estimate kept the search on course. One expansion, at
# step 1, left the path: a board that tied with a path board at f = 8 and was pushed first.
#
# Ask: Could A* have expanded fewer than 8 boards here? Answer: no — every board of the path but the goal is
# expanded, and the path has 8 of them.
#
# Run: the `astar` cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Inside A*: the frontier
#
# * `astar_trace` records A* step by step: the board taken off (f, g, h) and the boards waiting.
# * The cell picks a board 10 moves from the goal on which A* expands two to four boards off the path.

# %% slideshow={"slide_type": "-"}
from teachkit.sliding import astar_trace
from teachkit.sliding.measure import pick_at_depths

for seed in range(100):  # seeded boards 10 moves from the goal, until one fits
    traced = pick_at_depths(distances, [10], seed=seed)[10]
    if 2 <= len(off_path_steps(traced, manhattan)) <= 4:
        break
solution = astar(traced, manhattan)
trace = list(astar_trace(traced, manhattan))
print(f"seed {seed}: board {traced}, {solution.cost} moves from the goal")
print(f"{len(trace)} steps; the last one takes the goal off the frontier: {trace[-1].current.board == goal(3)}")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: This board was picked because A* expands two to four boards off the path on it (here 3, in two side
# trips); on the last board it expanded one (step 1, a tie at f = 8), as that cell printed.
#
# Ask: The solution has 10 moves and the trace 14 steps. How many expansions are off the path? Answer: 3 —
# the 11 boards of the path are taken off, the goal last, and the other 3 steps are off it.
#
# Run: the trace cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Predict.** Step after step, will the f of the board A* takes off ever go down? Write True if it goes down
# somewhere, False if it never does.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"]
my_guess = ...  # True or False
predict("sliding:05-f-goes-down", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Take a show of hands for True and for False before opening the answer.
#
# Ask: Can a child have a smaller f than its parent with Manhattan distance? Answer: no — g grows by 1 and h
# drops by at most 1.
#
# Run: the predict cell with the room's guess written in.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# False: with Manhattan distance it never goes down, on this board or any other. The cells below prove it.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: The table two slides on shows f on this board: 8, then 10, never lower.
#
# Ask: Would the answer change on another board? Answer: no — the proof on the next slide holds for every board.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} teachkit={"minutes": 1}
# ### What f does, and why
#
# <details>
# <summary><b>The proof</b> (open after you have predicted)</summary>
#
# **Proved here.** h is *consistent* if it drops by at most 1 a move; Manhattan distance is (±1 a move).
# 1. A* expands a board with f = g + h; each child pushed has f′ = (g + 1) + h(child) ≥ g + 1 + h − 1 = f.
# 2. Every entry already waiting has f′ ≥ f: the heap handed out the smallest.
# 3. So the next board expanded has f′ ≥ f.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Two kinds of entries can come next: new children, and entries that were already waiting; both have
# f at least as large.
#
# Ask: Which property of the heuristic did the proof use? Answer: consistency — h drops by at most 1 a move.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A* leaves branches
#
# Each step: f = g + h of the board taken off, and whether it is on the solution A* returns.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"}
from teachkit.sliding import parent_steps

on_path = set(solution.states)
for s in trace:
    node = s.current
    where = "on the path" if node.board in on_path else "OFF the path"
    print(f"step {s.step:>2}: f = {node.g:>2} + {node.h} = {node.f:>2}   {where:<12}   {len(s.frontier):>2} waiting")
parents = parent_steps(trace)  # step -> the step that expanded its board's parent
print("off the path:", ", ".join(f"step {s} (child of step {parents[s]})" for s in off_path_steps(traced, manhattan)))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Steps 3, 4 and 7 are off the path, all on one branch (4 is a child of 3, 7 of 4); f never goes down.
#
# Ask: Why is the board at step 3 taken before the path's board with the same f? Answer: it ties on f and h,
# and was pushed first (smaller counter).
#
# Run: the table cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### One side branch, left twice (optional)
#
# * Step 3: off the path, f = 8, tied with a path board and pushed first.
# * Step 4: its child, f = 8. Its children have f = 10, so A* goes back to the path (step 5).
# * Step 7: one move further down the branch, f = 10, again tied on f and h with a path board and pushed
#   first. Its children have f = 12: back to the path.
#
# Step through the next cell and find steps 3, 4 and 7. On the right, under f, g and h: the f of each waiting
# board, best first.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: A* abandons a branch as soon as something waiting looks cheaper; nothing is deleted.
#
# Ask: After step 4, why does A* not go on down that branch? Answer: its children have f = 10, and a board of
# the path with f = 8 is waiting.
#
# </details>

# %% slideshow={"slide_type": "subslide"} tags=["optional"] teachkit={"minutes": 3}
from teachkit.player import Player
from teachkit.sliding import astar, astar_trace, manhattan
from teachkit.sliding.draw import FrontierScene

traced = (1, 2, 3, 5, 8, 7, 0, 4, 6)  # the traced board, as printed above: this cell also runs alone
trace = list(astar_trace(traced, manhattan))
player = Player(trace, FrontierScene(trace, path=astar(traced, manhattan).states), interval=700)
player.go(3)  # open on step 3, the first board off the path; step back to 0 or play on
player

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Watch the frontier list in each frame: the branch is not deleted, it just stops being the best.
#
# Ask: After step 7, is the dead-end branch gone from the frontier? Answer: no — its children wait with f = 12;
# A* simply never needs them.
#
# Run: the frontier Player cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### f-contours (optional)
#
# The whole run at once. In each flat stretch (an *f-contour*) A* expands boards of one f, then steps up.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["optional", "slide-scroll"]
from teachkit.sliding.draw import frontier_plot

frontier_plot(trace, path=astar(traced, manhattan).states)  # red rings: the steps off the solution path

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: A* finishes the contour f = 8 before it touches f = 10.
#
# Ask: Does f ever step down in the plot? Answer: no — with Manhattan distance it never does (proved under
# "What f does, and why").
#
# Run: the plot cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"} tags=["optional"]
# ## The solution, board by board (optional)
#
# **Predict.** The cell below plays A*'s 8-move solution of 4 1 3 / 7 2 6 / 5 8 0 (from "A* at work"), 9
# boards, with f = g + h under each. How many of the 9 boards have f = 8?

# %% slideshow={"slide_type": "-"} tags=["optional", "slide-code", "predict"]
my_guess = ...  # a whole number, 0 to 9
predict("sliding:05-f-eight-on-path", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Collect guesses before anyone opens the answer; f jumps exactly once, and the question is where.
#
# Ask: The blank starts in the bottom-right corner. Which tiles can move, and do they move toward their goal
# squares? Answer: 6 (down) or 8 (right), both away from their goal squares, so h goes up on the first move.
#
# Run: the predict cell with the room's guess written in.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["optional", "answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# 8: every board but the start. f goes from 6 to 8 in one jump of +2. From the start only tile 6 (down) or
# tile 8 (right) can move, and both leave their goal squares, so h rises and f jumps on the first move. After
# that h falls by 1 a move and f stays 8.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: A shortest path can start with a move that raises h, taking a tile off its goal square: here every
# first move does.
#
# Ask: How many moves of this path make h go up? Answer: one, the first — f grows from 6 to 8 by a single step
# of 2.
#
# Ask: Why are there no boards with f = 9 in the f-contours plot? Answer: f keeps the parity of its first
# value, 8, since g and h each change by 1 a move.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### The solution, played
#
# Each caption gives g (the moves made so far), h and f = g + h of the board shown.

# %% slideshow={"slide_type": "-"} tags=["optional"] teachkit={"minutes": 2}
from teachkit.player import Player
from teachkit.sliding import astar, manhattan, parse_board
from teachkit.sliding.draw import BoardScene

result = astar(parse_board("4 1 3 / 7 2 6 / 5 8 0"), manhattan)  # solved again here, so this cell runs alone
Player(result.states, BoardScene(heuristic=manhattan), interval=600)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Step through and read f in each caption; find the one move where it grows.
#
# Ask: At which board does h go up? Answer: the second, after the first move — f jumps from 6 to 8 there.
#
# Run: the Player cell.
#
# </details>


# %% [markdown] slideshow={"slide_type": "slide"} tags=["optional"]
# ## Going further (optional): A* with h = 0
#
# * With h = 0, f = g: A* expands the waiting board with the smallest g. That is *uniform-cost search*,
#   Dijkstra's algorithm (1959) stopped at the goal.
# * Every move costs 1 here, so it expands boards by distance from the start, as breadth-first search does,
#   but with a heap and a best-g table, and it stops only when the goal is *taken off*.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Without an estimate A* still finds a shortest solution, but it expands far more boards.
#
# Ask: With h = 0, which board comes off the heap next? Answer: a waiting board with the fewest moves from the
# start, g.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# **Predict.** On the traced board (10 moves from the goal) A* with Manhattan distance took 14 steps: 13
# expansions, then the goal taken off the frontier. With h = 0 it must take off every board fewer than 10 moves
# from the start first (`zero`: h = 0 for every board). How many steps will it take? Pick a range: `"under 100"`, `"100 to 999"`,
# `"1000 to 9999"` or `"10000 or more"`.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict", "optional"]
my_guess = ...  # "under 100", "100 to 999", "1000 to 9999" or "10000 or more"
predict("sliding:05-ucs-steps", my_guess)

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer", "optional"]
# Answer — open after you predict
from teachkit.sliding import zero

steps = {h.__name__: len(list(astar_trace(traced, h))) for h in (manhattan, zero)}
print("A* on the traced board, steps with each heuristic:")
for name, n in steps.items():
    print(f"    h = {name:<9}: {n:>4,} steps")
print("and on the 8-move board of 'A* at work':")
for h in (manhattan, zero):
    r = astar(board, h)
    print(f"    h = {h.__name__:<9}: {r.cost} moves, {r.expanded:>4} boards expanded, {r.generated:>4} generated")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Count with the room: how many 8-puzzle boards can lie within 9 moves of a board? Then open the answer;
# it also shows the 8-move board of "A* at work", where h = 0 expands nearly 29 times as many boards.
#
# Ask: Why must uniform-cost search expand every board closer to the start than the goal? Answer: each has
# f = g below the goal's f, so it leaves the heap first. Both searches find a shortest solution: h = 0 and
# Manhattan distance are admissible.
#
# Run: the predict cell with the room's range written in.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### How fast is A* with h = 0?
#
# The cell times A* with h = 0 on an 8-puzzle board 18 moves from the goal, and works out how long visiting all
# 16!/2 solvable 15-puzzle boards once would take at that speed (the time varies by run and machine), beside
# part 1's figure at a generous million boards a second.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["nbval-ignore-output", "optional"]
blind = astar(pick_at_depths(distances, [18], seed=1)[18], zero)
speed = blind.generated / blind.seconds
print(f"h = 0: {blind.generated:,} boards in {blind.seconds:.2f} s = {speed:,.0f} boards/s")
print(f"at that rate, visiting all 15-puzzle boards once: {math.factorial(16) // 2 / speed / 86_400:,.0f} days")
print(f"(part 1's generous 1,000,000 boards/s: {math.factorial(16) // 2 / 1_000_000 / 86_400:,.0f} days)")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: The speed is measured here, so the days differ by machine; the order of magnitude is the point.
#
# Ask: How many 15-puzzle boards are there to visit? Answer: 16!/2, about 1.05 × 10¹³.
#
# Run: the timing cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"} tags=["optional"]
# ## Proof of the lemma (optional)
#
# Call a board nᵢ of the path *done* once A* has taken it off the heap with g = i.
#
# 1. Let nᵢ be the first board of the path that is not done. There is one: the goal is not done, as A* has not
#    taken it off yet.
# 2. If i = 0, nᵢ is the start: it was pushed with g = 0 at the beginning.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: "Done" means taken off with its fewest moves; step 1 picks the first board of the path that is not.
#
# Ask: Why is the goal never done before the search ends? Answer: taking the goal off the heap ends the search.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Step 3: nᵢ was pushed with g = i
#
# 3. If i > 0, nᵢ₋₁ is done: taken off with g = i − 1 and, not being the goal, expanded. Then its child nᵢ
#    passed the best-g test and was pushed with g = i — or it failed the test because `best_g[nᵢ]` was already
#    i, and an entry with g = i had been pushed earlier. It is never below i: every g recorded in `best_g` is
#    the length of a real path from the start to nᵢ, and no path to nᵢ is shorter than i.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: teachkit never generates the move that undoes the last one; that move is not the one to nᵢ, or nᵢ₋₁
# would have been reached from nᵢ with g ≥ i + 1, not i − 1.
#
# Ask: Why can `best_g[nᵢ]` never be below i? Answer: every value in the table is the length of a real path to
# nᵢ, and no path to nᵢ is shorter than i.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Step 4: that entry still waits
#
# 4. The entry of nᵢ with g = i is never skipped as stale: A* skips an entry only if its g is larger than
#    `best_g[nᵢ]`, and that is never below i. Had A* taken it off, nᵢ would be done, against step 1. So it
#    still waits on the frontier. ∎

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Step 4 closes the argument by contradiction with the choice made in step 1.
#
# Ask: Which line of `my_astar` does step 4 lean on? Answer: the stale test, `if g > best_g[board]: continue`.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# * A* expands the board of smallest f = g + h; with an admissible h the goal comes off with a shortest path.
# * With a consistent h f never goes down; A* leaves a branch when its f exceeds a waiting board's.
# * A heap of `(f, h, counter, board)` and a best-g table: you wrote it.
#
# **Where next:** [06 · heuristics](06-fifteen-puzzle-heuristics.ipynb), then
# [07 · pattern databases and IDA*](07-fifteen-puzzle-pattern-databases.ipynb), which solves the 15-puzzle.
# · **Index:** [00-index](00-index.ipynb)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: The proof, the loop and the trace are one idea: expand by f, and a good h keeps f honest.
#
# Ask: What goes wrong if h overestimates? Answer: the shortest path may wait with a large f while a longer path
# to the goal is taken off first, so the answer need not be shortest.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ## Sources
#
# * P. E. Hart, N. J. Nilsson, B. Raphael, "A formal basis for the heuristic determination of minimum cost
#   paths", *IEEE Transactions on Systems Science and Cybernetics* 4(2), 1968 — A* and its optimality.
# * E. W. Dijkstra, "A note on two problems in connexion with graphs", *Numerische Mathematik* 1, 1959 —
#   shortest paths found in order of distance (uniform-cost search).
# * A. Patel, "Introduction to the A* Algorithm", Red Blob Games, 2014 — the A* loop kept in view.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Solutions
#
# Expand the hidden cells below — after you have tried.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "05-1"}
# Solution — open after you have tried
def my_astar(start, heuristic):
    """A* from `start` to the goal, with h = heuristic(board). Returns (cost, expanded)."""
    target = goal(width(start))
    counter = itertools.count()
    h_start = heuristic(start)
    frontier = [(h_start, h_start, next(counter), start)]
    best_g = {start: 0}
    expanded = 0
    while frontier:
        f, h, _, board = heapq.heappop(frontier)
        g = f - h
        if g > best_g[board]:
            continue  # stale: a shorter way to this board was pushed later
        if board == target:
            return g, expanded
        expanded += 1
        for move, child in neighbors(board):
            if g + 1 < best_g.get(child, math.inf):
                best_g[child] = g + 1
                h_child = heuristic(child)
                heapq.heappush(frontier, (g + 1 + h_child, h_child, next(counter), child))


check_astar(my_astar)
