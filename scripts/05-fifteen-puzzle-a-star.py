# %% [markdown] slideshow={"slide_type": "slide"}
# # The 15-puzzle, part 2: A*
#
# *How a good estimate tames a huge search — and you write the search yourself.*
#
# **Learning objectives.** After this notebook you can
# * explain A*'s rule, *expand the board with the smallest f = g + h*, and prove that it finds shortest
#   solutions when h never overestimates;
# * write A*'s loop yourself, about 13 lines of Python, with a heap and a best-g table;
# * read A*'s frontier step by step, and watch it leave branches that are not on the solution.
#
# **Prerequisites.** [04 · The 15-puzzle, part 1: states and solvability](04-fifteen-puzzle-state-space.ipynb)
# (boards, moves, solvable boards, what a complete breadth-first search would store; recapped on the next
# slide); Python lists, tuples, dictionaries and functions.
# **Time needed.** About 50 minutes, by the formula explained in [00-index](00-index.ipynb) (words to read,
# plus minutes for each exercise and prediction).
#
# **Previous:** [04 · The 15-puzzle, part 1: states and solvability](04-fifteen-puzzle-state-space.ipynb) ·
# **Index:** [00-index](00-index.ipynb) ·
# **Next:** [06 · The 15-puzzle, part 3: heuristics](06-fifteen-puzzle-heuristics.ipynb)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Where we are
#
# From [part 1](04-fifteen-puzzle-state-space.ipynb), in brief:
#
# * A board is a tuple of k² numbers read row by row, with 0 for the blank; `goal(k)` has the tiles in order
#   and the blank last.
# * A move is named by the direction the blank travels, `U`, `L`, `R` or `D`; `neighbors(board)` yields the
#   `(move, board)` pairs one move away, in the order up, left, right, down.
# * A board can be solved exactly when its parity class (inversions, plus the blank's row on even widths)
#   equals the goal's; the search refuses the other boards before it starts.
# * Breadth-first search covers the whole 8-puzzle: `bfs_distances(3)` gives the exact distance of every
#   board. A complete breadth-first search of the 15-puzzle that keeps every board it has seen in memory does
#   not fit in a laptop: even one bit per board is 1.3 TB.

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

distances = bfs_distances(3)  # the exact distance of every 8-puzzle board, as in part 1
print(f"{len(distances):,} 8-puzzle boards, each with its exact distance to the goal")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## A*: f = g + h
#
# A search keeps a *frontier*: the boards it has reached but not yet expanded. Search books call each board a
# search reaches a **node** (of its search tree). A node is **generated** when the search creates it as a
# neighbour of another board, and **expanded** when the search generates the node's own neighbours.
#
# Breadth-first search expands the frontier in the order the boards arrived: it treats every board on it alike.
# **A\*** (Hart, Nilsson & Raphael, 1968) ranks them instead.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The ranking
#
# $$f(n) = g(n) + h(n)$$
#
# * **g(n)** — the moves already made from the start to board (node) n (known exactly);
# * **h(n)** — a *heuristic*: a quick estimate of the moves still needed from n to the goal;
# * **f(n)** — the estimated length of the cheapest solution through n.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The rule
#
# A* repeatedly takes the board with the smallest f off the frontier and expands it. A neighbour goes on the
# frontier only if this way to it is shorter than every way found before: a *best-g table* remembers the
# fewest moves found so far to each board. A* stops when it takes the goal off the frontier.
#
# Let C\* be the length of a shortest solution, and let h never overestimate the moves left (h is
# *admissible*). Then A* returns a path of length C\*; the next two slides prove it.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A board of a shortest path always waits
#
# **Lemma.** Until the goal is taken off, some board n of a fixed shortest path waits on the frontier with its
# *optimal* g, the fewest moves from the start. *Proof.* Let n be the first board of the path not yet expanded
# with its optimal g. If n is the start, it waits with g = 0. Otherwise the board before it on the path was
# expanded with its optimal g, and then pushed n with optimal g (one more: a part of a shortest path is a
# shortest path), unless an entry with that g had been pushed already (no way is shorter). That entry is not
# stale, since no shorter way exists, and it still waits: taking it off would have expanded n with its
# optimal g, or ended the search if n is the goal. (teachkit's A* never creates the child that undoes the last
# move; that cannot drop n: had the board p before n on the path been reached from n, p's g would be at least
# g\*(n) + 1 = g\*(p) + 2, not its optimal g.)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Why the answer is shortest
#
# **Theorem.** When the goal is taken off with some g, its f is g (h = 0 at the goal), and the heap handed out
# the smallest f, so g ≤ f(n) for the board n of the lemma. As h(n) never exceeds the moves left from n, and n
# lies on a shortest path, f(n) ≤ C\*. So g ≤ C\*; and g is the length of a real path, so g = C\*.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Our heuristic: Manhattan distance
#
# For each tile, count the rows plus the columns between it and its goal square, and add these up over all
# tiles (the blank is not a tile). A move shifts one tile by one square, so it changes this sum by exactly 1,
# up or down. At the goal the sum is 0, so reaching the goal takes at least as many moves as the sum:
# Manhattan distance never overestimates.

# %% slideshow={"slide_type": "-"}
from teachkit.sliding import manhattan

board = parse_board("4 1 3 / 7 2 6 / 5 8 0")
print("Manhattan distance:", manhattan(board), " true distance:", distances[board])
board_picture(board, title="4 1 3 / 7 2 6 / 5 8 0")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A heap for the frontier
#
# A *heap* (Python's `heapq` module) is a list kept in an order where the smallest item is always first;
# `heappush` and `heappop` take about log₂(n) steps each for n items. Our frontier is a heap of
# `(f, h, counter, board)`: the smallest f comes first; ties on f go to the smaller h (the board that looks
# closer to the goal), then to the smaller counter (the older entry), so two boards are never compared.

# %% slideshow={"slide_type": "-"} tags=["slide-code"]
import heapq

frontier = []
heapq.heappush(frontier, (6, 4, 0, "board A"))
heapq.heappush(frontier, (6, 2, 1, "board B"))
heapq.heappush(frontier, (5, 5, 2, "board C"))
print([heapq.heappop(frontier)[3] for _ in range(3)])

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Exercise 1 — write A* yourself
#
# Complete `my_astar(start, heuristic)`: A* from `start` to the blank-last goal, with `heuristic(board)` as h.
# Return `(cost, expanded)`: the length of the solution and the number of boards expanded. To match teachkit
# exactly (the checker compares both numbers on 12 boards):
#
# * push `(f, h, counter, board)` entries;
# * an entry holds f and h, so its g is f − h; skip a popped entry whose g is larger than `best_g[board]`;
# * stop when the goal is **taken off** the heap, and return its g;
# * otherwise count the board as expanded and, for each `move, child` in `neighbors(board)` (it yields pairs),
#   push the child if g + 1 < `best_g.get(child, math.inf)`, recording the new best g. The board you came
#   from is among the children, but it never passes this test: it was reached in fewer moves.

# %% slideshow={"slide_type": "subslide"} tags=["slide-code", "slide-scroll", "exercise"] teachkit={"answered_by": ["teachkit.sliding.astar", "teachkit.sliding.astar_trace"], "exercise": "05-1", "minutes": 25}
import itertools

from teachkit.sliding import width
from teachkit.sliding.exercises import check_astar


def my_astar(start, heuristic):
    """A* from `start` to the blank-last goal with h = heuristic(board); returns (cost, expanded)."""
    target = goal(width(start))
    counter = itertools.count()  # a tie-breaker, so the heap never compares two boards
    h_start = heuristic(start)
    frontier = [(h_start, h_start, next(counter), start)]  # entries (f, h, counter, board)
    best_g = {start: 0}  # the fewest moves found so far to each board
    expanded = 0
    ...  # your loop: about 13 lines


check_astar(my_astar)

# %% [markdown] slideshow={"slide_type": "fragment"}
# **Try it.** Once it passes, remove the test `if g + 1 < best_g.get(child, math.inf)`: keep recording
# `best_g[child] = g + 1` and push every child. Run the checker again: it names what goes wrong.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## teachkit's A*
#
# Once your `my_astar` passes (or you have tried hard), compare your loop with the source of teachkit's
# `astar`, the code that every search, table and picture in these notebooks uses. The cell below is folded
# because it contains a solution of Exercise 1: **open it after you have tried.** Besides the best-g table it
# keeps `parent`, how each board was reached, to rebuild the path at the end.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "-"} tags=["slide-scroll", "solution"]
# Solution — open after you have tried
import inspect

from teachkit.sliding import astar

print(inspect.getsource(astar))


# %% [markdown] slideshow={"slide_type": "notes"}
# Reading guide: `_astar_args` (through `_start`) checks the board (and that it can be solved) before any work. A popped entry whose g
# is larger than `best_g[board]` is *stale*: the board was pushed again later with a smaller g, so this entry
# is skipped. `_successors` yields the blank's moves in the order up, left, right, down, leaving out the move
# that would undo the last one. `_check_size` stops the search with `SearchLimitExceeded` when it stores too
# many boards.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A* at work
#
# The result holds the moves, the boards along the solution, and what the search cost: boards *expanded*
# (their successors generated), boards *generated* (the start once, plus every successor created), and the
# largest frontier (heap entries, stale ones included). teachkit's A* never creates the child that undoes the last move (it is the board it came
# from), so that child is neither generated nor counted.

# %% slideshow={"slide_type": "-"}
from teachkit.sliding import astar

result = astar(board, manhattan)
print("moves:", "".join(result.moves), f"({result.cost} moves)")
print(f"expanded {result.expanded} boards, generated {result.generated}, largest frontier {result.max_frontier}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Predict.** The next slide shows this solution board by board, with g, h and f = g + h. Along the path g
# grows by 1 a move, and Manhattan distance changes by exactly 1. Which changes of f, from one board to the
# next, will the captions show? Write the set of them, as a Python set of whole numbers.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"]
my_guess = ...  # a set of whole numbers
predict("sliding:05-f-changes-on-path", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# {0, 2}. Each move adds 1 to g and adds or takes away 1 from h, so f stays the same (h went down) or grows by
# 2 (h went up). Along a path f never decreases, and it keeps the parity of its first value. Both changes
# occur on this path: f starts at h = 6 and ends at g = 8, so it must grow, and it grows by 2 only once.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The solution, board by board
#
# Each caption gives g (the moves made so far), h and f = g + h of the board shown.

# %% slideshow={"slide_type": "-"}
from teachkit.player import Player
from teachkit.sliding.draw import BoardScene

Player(result.states, BoardScene(heuristic=manhattan), interval=600)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## A* with h = 0: uniform-cost search
#
# With h = 0, f = g: A* always expands the waiting board with the smallest g. That is *uniform-cost search*,
# Dijkstra's algorithm (1959) stopped at the goal. Every move costs 1 here, so it expands boards in order of
# their distance from the start, layer by layer, as breadth-first search does. It is not breadth-first search:
# it keeps a heap and a best-g table instead of a first-in-first-out queue, and it stops when the goal is
# *taken off* the frontier, so it goes on expanding after the goal has been generated (the rest of the layer
# before the goal, and the boards of the goal's layer queued before it). The same board, both ways:

# %% slideshow={"slide_type": "-"}
from teachkit.sliding import zero

for h in (zero, manhattan):
    r = astar(board, h)
    print(f"h = {h.__name__:<9}: {r.cost} moves, {r.expanded:>4} boards expanded, {r.generated:>4} generated")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### How fast is A* with h = 0?
#
# The next cell times A* with h = 0 on an 8-puzzle board 18 moves from the goal, and works out how long
# visiting all 16!/2 solvable 15-puzzle boards once would take if they went as fast (the time differs from run
# to run and from machine to machine).

# %% slideshow={"slide_type": "-"} tags=["nbval-ignore-output"]
from teachkit.sliding.measure import pick_at_depths

blind = astar(pick_at_depths(distances, [18], seed=1)[18], zero)
speed = blind.generated / blind.seconds
print(f"h = 0: {blind.generated:,} boards in {blind.seconds:.2f} s = {speed:,.0f} boards/s")
print(f"at that rate, visiting all 15-puzzle boards once: {math.factorial(16) // 2 / speed / 86_400:,.0f} days")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Inside A*: the frontier
#
# `astar_trace` records the same A* loop step by step (through the `trace` argument of `astar`): the board
# taken off the frontier, with its f, g and h, and the boards still waiting, best first. To see A* leave a
# branch, the next cell picks a board on which it expands a few boards that are not on the solution path:
# the first of the seeded boards 10 moves from the goal with two to four of them.

# %% slideshow={"slide_type": "-"}
from teachkit.sliding import astar_trace
from teachkit.sliding.measure import pick_at_depths


def off_path(start):
    """The steps at which A* with Manhattan distance expands a board that is not on its solution path."""
    on_path = set(astar(start, manhattan).states)
    return [s.step for s in astar_trace(start, manhattan) if s.current.board not in on_path]


seed = next(s for s in range(100) if 2 <= len(off_path(pick_at_depths(distances, [10], seed=s)[10])) <= 4)
traced = pick_at_depths(distances, [10], seed=seed)[10]
solution = astar(traced, manhattan)
trace = list(astar_trace(traced, manhattan))
print(f"seed {seed}: board {traced}, {solution.cost} moves from the goal")
print(f"{len(trace)} steps; the last one takes the goal off the frontier: {trace[-1].current.board == goal(3)}")
board_picture(traced, title="the traced board")

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Predict.** Look at the f of the board A* expands, step after step. Will it ever go down from one step to
# the next? Write True if it goes down somewhere, False if it never does.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"]
my_guess = ...  # True or False
predict("sliding:05-f-goes-down", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# False: with Manhattan distance it never goes down, on this board or any other.
#
# **Proved here.** Manhattan distance drops by at most 1 a move (a heuristic with this property is called
# *consistent*). When A* expands a board with f = g + h, each child it pushes has
# f′ = (g + 1) + h(child) ≥ g + 1 + h − 1 = f. Every entry already waiting has f′ ≥ f as well, because the
# heap handed out the smallest. So every entry left has f′ ≥ f, and so has the next board taken off.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A* leaves branches
#
# Each step: the f = g + h of the board expanded, and whether that board is on the solution A* returns.

# %% slideshow={"slide_type": "-"}
on_path = set(solution.states)
for s in trace:
    node = s.current
    where = "on the path" if node.board in on_path else "OFF the path"
    print(f"step {s.step:>2}: f = {node.g:>2} + {node.h} = {node.f:>2}   {where:<12}   {len(s.frontier):>2} waiting")

# %% [markdown] slideshow={"slide_type": "subslide"}
# At step 3 A* takes a board off the path with f = 8: it ties with a board on the path (same f, same h), and
# was pushed first. Its child at step 4 still has f = 8, but every child of that one has f = 10. With the
# branch used up at f = 8, A* goes back to the board with f = 8 that was waiting (step 5, on the path). Step 7
# is a dead end at f = 10: its children have f = 12, and A* leaves it for the path. The frames below show it.

# %% slideshow={"slide_type": "-"}
from teachkit.sliding.draw import FrontierScene

Player(trace, FrontierScene(trace, path=solution.states), interval=700)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### f-contours
#
# The whole run at once. The flat stretches of the plot are A*'s *f-contours*: f stays at one value while A*
# expands boards of that value, then steps up, and never comes back down (proved above). With Manhattan
# distance f takes values of one parity only, because a move changes g by 1 and h by 1.

# %% slideshow={"slide_type": "-"}
from teachkit.sliding.draw import frontier_plot

frontier_plot(trace)

# %% [markdown] slideshow={"slide_type": "fragment"}
# **Try it.** Run `len(list(astar_trace(traced, zero)))` in a new cell: the number of steps uniform-cost
# search takes on the same board.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# * A* expands the frontier board of smallest f = g + h. With an admissible h the first goal taken off the
#   frontier has a shortest path: some board of a shortest path always waits with its optimal g.
# * With a consistent h, such as Manhattan distance (exactly ±1 a move), f never decreases from one expansion
#   to the next. A* still expands boards off the solution path, and leaves a branch once its children's f is
#   larger than that of a board still waiting.
# * A heap of `(f, h, counter, board)` and a best-g table are all A* needs, and you wrote it. With h = 0 it is
#   uniform-cost search: boards in order of g, like breadth-first search, but stopping when the goal is taken
#   off.
#
# **Where next:** [06 · The 15-puzzle, part 3: heuristics](06-fifteen-puzzle-heuristics.ipynb) compares
# heuristics and proves them consistent, hence admissible;
# [07 · pattern databases and IDA*](07-fifteen-puzzle-pattern-databases.ipynb) then solves the 15-puzzle.
# · **Index:** [00-index](00-index.ipynb)

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
    """A* from `start` to the blank-last goal with h = heuristic(board); returns (cost, expanded)."""
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
